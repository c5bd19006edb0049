//! What the generated views ([`super::views`]) read and write: an attribute
//! of a verified op converted to its Rust type, and a Rust value to an
//! attribute. The generic verifier has checked every declared attribute's
//! presence and kind, and each conversion is total on the values its kind
//! admits ([`super::Kind::admits`]; a test checks it), so the verifier may
//! read any op that passed that check; a mismatch here is a bug in a pass (it
//! panics with the op and attribute named).

use super::IntTy;
use crate::ir::enums::TypedEnum;
use crate::ir::{
    AffineMap, Attr, BdIteration, DenseLit, IntType, Ir, MergeSlot, OpId, TraceBuffer, TraceSlice,
    Type,
};

/// Attribute `name` of `op`, which the verifier has checked is present.
pub fn required<'a>(ir: &'a Ir, op: OpId, name: &str) -> &'a Attr {
    ir.attr(op, name).unwrap_or_else(|| {
        panic!(
            "internal error: verified '{}' lacks required attribute '{name}'",
            ir[op].name()
        )
    })
}

fn mismatch(what: &str, a: &Attr) -> ! {
    panic!("internal error: attribute {a:?} is not {what} (unverified IR)")
}

/// An integer as `i64`; one of a signless 64-bit type above `i64::MAX`
/// (which its kind admits) is the `i64` of the same bits, as MLIR reads it.
pub fn int(a: &Attr) -> i64 {
    match a {
        Attr::Int(v, _) => *v as i64,
        _ => mismatch("an integer", a),
    }
}

/// An integer as `u64`.
pub fn uint(a: &Attr) -> u64 {
    match a {
        Attr::Int(v, _) => u64::try_from(*v).unwrap_or_else(|_| mismatch("a u64", a)),
        _ => mismatch("an integer", a),
    }
}

/// An integer attribute of type `ty`.
pub fn int_attr(v: i64, ty: IntTy) -> Attr {
    Attr::Int(v.into(), ty.ty())
}

/// An integer attribute of type `ty`.
pub fn uint_attr(v: u64, ty: IntTy) -> Attr {
    Attr::Int(v.into(), ty.ty())
}

/// A case of the enumeration `C`, stored as the case or as its numeric value.
pub fn case<C: TypedEnum>(a: &Attr) -> C {
    match a {
        Attr::Enum(k, i) if *k == C::KIND => C::from_index(*i),
        Attr::Int(v, _) => i64::try_from(*v)
            .ok()
            .and_then(|v| C::KIND.from_value(v))
            .map_or_else(|| mismatch(C::KIND.describe(), a), C::from_index),
        _ => mismatch(C::KIND.describe(), a),
    }
}

/// An enumeration case attribute.
pub fn case_attr<C: TypedEnum>(c: C) -> Attr {
    Attr::Enum(C::KIND, c.index())
}

/// A symbol reference's name.
pub fn sym(a: &Attr) -> &str {
    a.as_sym()
        .unwrap_or_else(|| mismatch("a symbol reference", a))
}

/// The names of a list of symbol references.
pub fn syms(a: &Attr) -> Vec<&str> {
    match a {
        Attr::Array(v) => v.iter().map(sym).collect(),
        _ => mismatch("a list of symbol references", a),
    }
}

/// A list of symbol references.
pub fn syms_attr(v: &[&str]) -> Attr {
    Attr::Array(v.iter().map(|s| Attr::sym(s)).collect())
}

/// A string.
pub fn str(a: &Attr) -> &str {
    a.as_str().unwrap_or_else(|| mismatch("a string", a))
}

/// A string attribute.
pub fn str_attr(s: &str) -> Attr {
    Attr::Str(s.to_string())
}

/// An array of integers.
pub fn ints(a: &Attr) -> Vec<i64> {
    match a {
        Attr::Array(v) => v.iter().map(int).collect(),
        _ => mismatch("a list of integers", a),
    }
}

/// An array of `i64` integers.
pub fn ints_attr(v: &[i64]) -> Attr {
    Attr::Array(
        v.iter()
            .map(|&x| Attr::Int(x.into(), IntType::I64))
            .collect(),
    )
}

/// A dense integer array (`array<i32: ...>`, `array<i64: ...>`).
pub fn dense_ints(a: &Attr) -> Vec<i64> {
    match a {
        Attr::DenseArray(d) => d
            .vals
            .iter()
            .map(|x| match x {
                DenseLit::Int(i) => *i as i64,
                _ => mismatch("a dense integer array", a),
            })
            .collect(),
        _ => mismatch("a dense integer array", a),
    }
}

/// A dense integer array of type `ty`.
pub fn dense_ints_attr(v: &[i64], ty: IntTy) -> Attr {
    Attr::dense_array(
        ty.ty().into(),
        v.iter().map(|&x| DenseLit::Int(x.into())).collect(),
    )
}

/// An affine map, parsed from its text.
pub fn affine_map(a: &Attr) -> AffineMap {
    match a {
        Attr::Opaque(text) => {
            AffineMap::parse(text).unwrap_or_else(|_| mismatch("an affine map", a))
        }
        _ => mismatch("an affine map", a),
    }
}

/// An affine map attribute (its text).
pub fn affine_map_attr(m: &AffineMap) -> Attr {
    Attr::Opaque(m.to_string())
}

/// `[[0, 1], [2]]`: groups of dimensions.
pub fn reassociation(a: &Attr) -> Vec<Vec<i64>> {
    match a {
        Attr::Array(groups) => groups.iter().map(ints).collect(),
        _ => mismatch("a list of dimension groups", a),
    }
}

/// A reassociation attribute: groups of dimensions.
pub fn reassociation_attr(v: &[Vec<i64>]) -> Attr {
    Attr::Array(v.iter().map(|g| ints_attr(g)).collect())
}

/// A dimension layout list: (size, stride) per dimension.
pub fn dims(a: &Attr) -> &[(u64, u64)] {
    match a {
        Attr::DimLayouts(v) => v,
        _ => mismatch("a dimension layout list", a),
    }
}

/// A dimension layout list per objectfifo consumer.
pub fn dims_per_consumer(a: &Attr) -> &[Vec<(u64, u64)>] {
    match a {
        Attr::DimLayoutsPerConsumer(v) => v,
        _ => mismatch("a list of dimension layout lists", a),
    }
}

/// A padding layout list: (`const_pad_before`, `const_pad_after`) per dimension.
pub fn pads(a: &Attr) -> &[(u64, u64)] {
    match a {
        Attr::PadLayouts(v) => v,
        _ => mismatch("a padding layout list", a),
    }
}

/// A BD iteration (`#aie.bd_iteration`).
pub fn bd_iteration(a: &Attr) -> BdIteration {
    match a {
        Attr::BdIteration(it) => *it,
        _ => mismatch("a BD iteration", a),
    }
}

/// A trace buffer (`#aie.trace_buffer`).
pub fn trace_buffer(a: &Attr) -> TraceBuffer {
    match a {
        Attr::TraceBuffer(b) => *b,
        _ => mismatch("a trace buffer", a),
    }
}

/// A list of trace slices (`[#aie.trace_slice<...>, ...]`).
pub fn trace_slices(a: &Attr) -> Vec<&TraceSlice> {
    match a {
        Attr::Array(v) => v
            .iter()
            .map(|s| match s {
                Attr::TraceSlice(s) => &**s,
                _ => mismatch("a trace slice", s),
            })
            .collect(),
        _ => mismatch("a list of trace slices", a),
    }
}

/// A deterministic merge schedule (`[<North : 1, 2>, ...]`).
pub fn merge_slots(a: &Attr) -> Vec<MergeSlot> {
    match a {
        Attr::Array(v) => v
            .iter()
            .map(|s| match s {
                Attr::MergeSlot(m) => *m,
                _ => mismatch("a merge slot", s),
            })
            .collect(),
        _ => mismatch("a list of merge slots", a),
    }
}

/// A deterministic merge schedule as an attribute.
pub fn merge_slots_attr(v: &[MergeSlot]) -> Attr {
    Attr::Array(v.iter().map(|&m| Attr::MergeSlot(m)).collect())
}

/// A list of trace slices as an attribute.
pub fn trace_slices_attr(v: &[TraceSlice]) -> Attr {
    Attr::Array(
        v.iter()
            .map(|s| Attr::TraceSlice(Box::new(s.clone())))
            .collect(),
    )
}

/// `#aie.packet_info`: (packet type, packet id).
pub fn packet(a: &Attr) -> (u64, u64) {
    a.packet_fields()
        .unwrap_or_else(|| mismatch("a packet info", a))
}

/// A type attribute's type.
pub fn type_attr(a: &Attr) -> &Type {
    match a {
        Attr::Type(t) => t,
        _ => mismatch("a type", a),
    }
}

/// A boolean.
pub fn bool(a: &Attr) -> bool {
    a.as_bool().unwrap_or_else(|| mismatch("a bool", a))
}

/// Sets or (for `false`) removes the unit attribute `name`.
pub fn set_flag(ir: &mut Ir, op: OpId, name: &str, on: bool) {
    if on {
        ir.set_attr(op, name, Attr::Unit);
    } else {
        ir.remove_attr(op, name);
    }
}

/// Scalar field `name` of `op` as an integer of type `ty`: its attribute, or
/// the `arith.constant` its operand is; `None` when it is neither (absent, or
/// a value known only at run time).
pub fn scalar(ir: &Ir, op: OpId, name: &str, ty: IntTy) -> Option<i64> {
    let v = match ir.attr(op, name) {
        Some(a) => return Some(int(a)),
        None => {
            let i = super::format::scalar_operand(ir, op, name)?;
            let def = ir.defining_op(ir[op].operands[i])?;
            if !ir.is(def, crate::ir::OpKind::ArithConstant) {
                return None;
            }
            match ir.attr(def, "value")? {
                // A 64-bit operand of a narrower field keeps its 64 bits
                // (`address_patch`'s i64 `arg_plus`): the verifier judges it.
                Attr::Int(v, IntType::Index | IntType::Int { width: 64, .. }) => {
                    return i64::try_from(IntTy::I64.wrap(*v)).ok()
                }
                Attr::Int(v, _) => *v,
                _ => return None,
            }
        }
    };
    i64::try_from(ty.wrap(v)).ok()
}

/// The value of `op`'s attribute `name` declared `$name:kind~`: its integer,
/// or the operand holding it (an `arith.constant`'s: that integer); `None`
/// when absent (or when no operand holds a value known at run time).
pub fn int_or_value(ir: &Ir, op: OpId, name: &str) -> Option<super::IntOrValue> {
    let Some(i) = super::format::dynamic_operand(ir, op, name) else {
        return match ir.attr(op, name)? {
            Attr::Int(v, _) if *v == i128::from(super::DYNAMIC) => None,
            a => Some(super::IntOrValue::Int(int(a))),
        };
    };
    let v = ir[op].operands[i];
    let constant = ir
        .defining_op(v)
        .filter(|&d| ir.is(d, crate::ir::OpKind::ArithConstant))
        .and_then(|d| match ir.attr(d, "value")? {
            Attr::Int(c, _) => i64::try_from(*c).ok(),
            _ => None,
        });
    Some(constant.map_or(super::IntOrValue::Value(v), super::IntOrValue::Int))
}

/// The operand holding the value of `op`'s attribute `name` declared
/// `$name:kind~`, if one holds it.
pub fn dynamic_value(ir: &Ir, op: OpId, name: &str) -> Option<crate::ir::ValueId> {
    super::format::dynamic_operand(ir, op, name).map(|i| ir[op].operands[i])
}

/// Sets `op`'s attribute `name` declared `$name:kind~` to the integer `a`,
/// dropping the operand that held a value known at run time.
pub fn set_int_or_value(ir: &mut Ir, op: OpId, name: &str, a: Attr) {
    if let Some(i) = super::format::dynamic_operand(ir, op, name) {
        ir[op].operands.remove(i);
    }
    ir.set_attr(op, name, a);
}

/// Sets scalar field `name` of `op` to the attribute `a`, dropping the
/// operand that held it.
pub fn set_scalar(ir: &mut Ir, op: OpId, name: &str, a: Attr) {
    if let Some(i) = super::format::scalar_operand(ir, op, name) {
        ir[op].operands.remove(i);
    }
    ir.set_attr(op, name, a);
}

/// Makes every scalar field of `op` that a constant operand holds the
/// attribute of that value (the operand dropped).
pub fn fold_scalars(ir: &mut Ir, op: OpId) {
    // Only an operand can be folded.
    let Some(kind) = ir.kind(op).filter(|_| !ir[op].operands.is_empty()) else {
        return;
    };
    for def in super::attr_defs(kind).iter().filter(|d| d.scalar) {
        let super::Kind::Int(ty) = def.kind else {
            continue;
        };
        if ir.attr(op, def.name).is_none() {
            if let Some(v) = scalar(ir, op, def.name, ty) {
                set_scalar(ir, op, def.name, int_attr(v, ty));
            }
        }
    }
}

/// The scalar fields of `op` whose operands hold values known only at run
/// time (not `arith.constant`s), by name, in the op table's order.
pub fn runtime_scalars(ir: &Ir, op: OpId) -> Vec<(&'static str, crate::ir::ValueId)> {
    // Only an operand holds a value known at run time.
    let Some(kind) = ir.kind(op).filter(|_| !ir[op].operands.is_empty()) else {
        return Vec::new();
    };
    let runtime = |def: &&super::AttrDef| match def.kind {
        super::Kind::Int(ty) => scalar(ir, op, def.name, ty).is_none(),
        _ => false,
    };
    super::attr_defs(kind)
        .iter()
        .filter(|d| d.scalar)
        .filter(runtime)
        .filter_map(|d| Some((d.name, scalar_value(ir, op, d.name)?)))
        .collect()
}

/// Drops every attribute of `op` but those holding its scalar fields.
pub fn keep_only_scalars(ir: &mut Ir, op: OpId) {
    let Some(kind) = ir.kind(op) else {
        return;
    };
    let defs = super::attr_defs(kind);
    ir.retain_attrs(op, |(k, _)| defs.iter().any(|d| d.scalar && k.is(d.name)));
}

/// The operand holding scalar field `name` of `op`, if an operand holds it.
pub fn scalar_value(ir: &Ir, op: OpId, name: &str) -> Option<crate::ir::ValueId> {
    super::format::scalar_operand(ir, op, name).map(|i| ir[op].operands[i])
}

/// The operand holding `op`'s scalar `name` when its value is known only at
/// run time (no `arith.constant` defines it).
pub fn run_time_scalar(ir: &Ir, op: OpId, name: &str) -> Option<crate::ir::ValueId> {
    scalar_value(ir, op, name).filter(|&v| {
        !ir.defining_op(v)
            .is_some_and(|d| ir.is(d, crate::ir::OpKind::ArithConstant))
    })
}

/// The operands of `aiex.npu.address_patch` `op` after its `arg_plus`
/// ([`super::Special::PatchOperands`]): the register address known only at
/// run time (an integer) and the host buffer (a memref), each if present.
pub fn patch_operands(
    ir: &Ir,
    op: OpId,
) -> (Option<crate::ir::ValueId>, Option<crate::ir::ValueId>) {
    let scalar = usize::from(scalar_value(ir, op, "arg_plus").is_some());
    let rest = ir[op].operands.get(scalar..).unwrap_or_default();
    let find = |memref: bool| {
        rest.iter()
            .copied()
            .find(|&v| ir.type_of(v).is_memref() == memref)
    };
    (find(false), find(true))
}

/// Makes scalar field `name` of `op` the operand `v` (its attribute dropped).
pub fn set_scalar_operand(ir: &mut Ir, op: OpId, name: &str, v: crate::ir::ValueId) {
    if let Some(i) = super::format::scalar_operand(ir, op, name) {
        ir[op].operands[i] = v;
        return;
    }
    ir.remove_attr(op, name);
    if let Some(i) = super::format::scalar_slot(ir, op, name) {
        ir[op].operands.insert(i, v);
    }
}

/// Whether `v` comes from a BD id drawn from the pool at run time: a
/// `dma_bd_pool_pop`, or `arith` over such ids and constants (what the DMA
/// task lowering computes from one: BD register addresses, queue words).
pub fn from_pool(ir: &Ir, v: crate::ir::ValueId) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![v];
    let mut pooled = false;
    while let Some(v) = todo.pop() {
        if !seen.insert(v) {
            continue;
        }
        let Some(def) = ir.defining_op(v) else {
            return false;
        };
        match ir.kind(def) {
            Some(crate::ir::OpKind::DmaBdPoolPop) => pooled = true,
            Some(crate::ir::OpKind::ArithConstant) => {}
            _ if ir[def].name().starts_with("arith.") => todo.extend(&ir[def].operands),
            _ => return false,
        }
    }
    pooled
}

/// The first `aie.dma_bd` of the DMA task `task`, in block order (the one
/// its queue push starts).
pub fn task_first_bd(ir: &Ir, task: OpId) -> Option<OpId> {
    let region = *ir[task].regions().first()?;
    ir[region].blocks.iter().find_map(|&b| {
        ir.ops_in(b)
            .find(|&o| ir.kind(o) == Some(crate::ir::OpKind::DmaBd))
    })
}

/// How many operands of `aie.dma_bd` `op` after its buffer hold its values
/// known only at run time: its offset's and length's, its sizes' and
/// strides', then its iteration's.
pub fn dma_bd_values(ir: &Ir, op: OpId) -> usize {
    let scalars = [
        "offset",
        "len",
        "iteration_size_val",
        "iteration_stride_val",
    ]
    .into_iter()
    .filter(|n| matches!(ir.attr(op, n), Some(Attr::Int(v, _)) if *v == i128::from(super::DYNAMIC)))
    .count();
    let dims = match ir.attr(op, "dimensions") {
        Some(Attr::DimLayouts(d)) => d
            .iter()
            .map(|&(s, t)| {
                usize::from(s == super::DYNAMIC_DIM) + usize::from(t == super::DYNAMIC_DIM)
            })
            .sum(),
        _ => 0,
    };
    scalars + dims
}

/// The iteration DMA BD `bd` takes from constant `iteration_size_val` and
/// `iteration_stride_val` (current 0), as `#aie.bd_iteration` would give
/// it; none for a pure repeat (a size below 2 or a zero stride) or a value
/// known only at run time.
pub fn iteration_of_values(ir: &Ir, bd: super::views::DmaBd) -> Option<BdIteration> {
    let size = u32::try_from(bd.iteration_size_val(ir)?.int()?).ok()?;
    let stride = u32::try_from(bd.iteration_stride_val(ir)?.int()?).ok()?;
    (size > 1 && stride > 0).then_some(BdIteration {
        size,
        stride,
        current: 0,
    })
}

/// The run-time BD id (`bd_id_val`) a later `aie.dma_bd` of a DMA task's
/// chain holds: the operand after its buffer and its values
/// ([`dma_bd_values`]); a task's first BD's is the task's `bd_id` operand.
pub fn dma_bd_id_value(ir: &Ir, op: OpId) -> Option<crate::ir::ValueId> {
    ir[op].operands.get(1 + dma_bd_values(ir, op)).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::EnumKind;
    use crate::ops::Kind;

    /// Reads `a` as the views read an attribute of `kind` (the conversions
    /// `generate.rs` gives each kind).
    fn read(kind: Kind, a: &Attr) {
        match kind {
            Kind::Int(IntTy::UI64) | Kind::OptInt(IntTy::UI64) => {
                let _ = uint(a);
            }
            Kind::Int(_) | Kind::OptInt(_) => {
                let _ = int(a);
            }
            Kind::Enum(EnumKind::WireBundle) => {
                let _ = case::<crate::ir::cases::WireBundle>(a);
            }
            Kind::Enum(EnumKind::LockAction) => {
                let _ = case::<crate::ir::cases::LockAction>(a);
            }
            Kind::Enum(_) => {}
            Kind::Sym(_) => {
                let _ = sym(a);
            }
            Kind::Syms(_) => {
                let _ = syms(a);
            }
            Kind::SymName | Kind::Str | Kind::Device | Kind::Visibility | Kind::TraceEvent => {
                let _ = str(a);
            }
            Kind::Ints => {
                let _ = ints(a);
            }
            Kind::Mixed | Kind::DenseInts(_) => {
                let _ = dense_ints(a);
            }
            Kind::AffineMap => {
                let _ = affine_map(a);
            }
            Kind::Reassociation => {
                let _ = reassociation(a);
            }
            Kind::Dims | Kind::SizesStrides => {
                let _ = dims(a);
            }
            Kind::DimsPerConsumer => {
                let _ = dims_per_consumer(a);
            }
            Kind::Pads => {
                let _ = pads(a);
            }
            Kind::Packet => {
                let _ = packet(a);
            }
            Kind::BdIteration => {
                let _ = bd_iteration(a);
            }
            Kind::TraceBuffer => {
                let _ = trace_buffer(a);
            }
            Kind::TraceSlices => {
                let _ = trace_slices(a);
            }
            Kind::MergeSlots => {
                let _ = merge_slots(a);
            }
            Kind::TypeAttr => {
                let _ = type_attr(a);
            }
            Kind::Bool => {
                let _ = bool(a);
            }
            Kind::Flag
            | Kind::Depth
            | Kind::Dense
            | Kind::Typed
            | Kind::GlobalInit
            | Kind::Any
            | Kind::TraceValue => {}
        }
    }

    /// Each conversion is total on the values its kind admits, so that the
    /// verifier may read any op whose declared attributes are of their kinds.
    #[test]
    fn conversions_are_total_on_admitted_values() {
        use crate::ir::DenseLit;
        let big = u64::MAX;
        let samples = [
            Attr::Int(i128::from(u64::MAX), IntType::I64),
            Attr::Int(i128::from(i64::MIN), IntType::I64),
            Attr::Int(-1, IntType::I32),
            Attr::Int(7, IntType::uint(8)),
            Attr::Enum(EnumKind::WireBundle, 3),
            Attr::Enum(EnumKind::LockAction, 1),
            Attr::sym("x"),
            Attr::Array(vec![Attr::sym("a"), Attr::sym("b")]),
            Attr::Array(vec![
                Attr::Int(1, IntType::I64),
                Attr::Int(-3, IntType::I64),
            ]),
            Attr::Array(vec![Attr::Array(vec![Attr::Int(0, IntType::I64)])]),
            Attr::Str("npu1".into()),
            Attr::dense_array(Type::I32, vec![DenseLit::Int(4), DenseLit::Int(-4)]),
            Attr::dense_array(Type::I64, vec![DenseLit::Int(i128::from(u64::MAX))]),
            Attr::dense_array(Type::I32, vec![DenseLit::Bool(true)]),
            Attr::dense_array(Type::I64, vec![DenseLit::Float(1.5)]),
            Attr::Opaque("affine_map<(d0) -> (d0)>".into()),
            Attr::Opaque("not a map".into()),
            Attr::DimLayouts(vec![(big, big)]),
            Attr::DimLayoutsPerConsumer(vec![vec![(big, 0)]]),
            Attr::PadLayouts(vec![(big, big)]),
            Attr::PacketInfo(big, big),
            Attr::TraceBuffer(crate::ir::TraceBuffer {
                arg_index: u32::MAX,
                offset: big,
                size: big,
                dedicated: false,
            }),
            Attr::Array(vec![Attr::TraceSlice(Box::new(TraceSlice {
                device: String::new(),
                sequence: "s".into(),
                offset: big,
                size: 0,
            }))]),
            Attr::Array(vec![Attr::MergeSlot(MergeSlot {
                bundle: crate::ir::cases::WireBundle::DMA,
                channel: u32::MAX,
                packets: 0,
            })]),
            Attr::ty(Type::I32),
            Attr::Bool(true),
            Attr::Unit,
        ];
        let kinds = [
            Kind::Int(IntTy::I8),
            Kind::Int(IntTy::I32),
            Kind::Int(IntTy::I64),
            Kind::Int(IntTy::UI8),
            Kind::Int(IntTy::UI32),
            Kind::Int(IntTy::UI64),
            Kind::Int(IntTy::Index),
            Kind::OptInt(IntTy::I32),
            Kind::Enum(EnumKind::WireBundle),
            Kind::Enum(EnumKind::LockAction),
            Kind::Sym(""),
            Kind::Syms(""),
            Kind::SymName,
            Kind::Str,
            Kind::Ints,
            Kind::Mixed,
            Kind::DenseInts(IntTy::I32),
            Kind::DenseInts(IntTy::I64),
            Kind::AffineMap,
            Kind::Reassociation,
            Kind::Dims,
            Kind::SizesStrides,
            Kind::DimsPerConsumer,
            Kind::Pads,
            Kind::Packet,
            Kind::BdIteration,
            Kind::TraceBuffer,
            Kind::TraceSlices,
            Kind::MergeSlots,
            Kind::TypeAttr,
            Kind::Bool,
        ];
        for kind in kinds {
            for a in samples.iter().filter(|a| kind.admits(a)) {
                read(kind, a);
            }
        }
    }
}
