//! What the generated views ([`super::views`]) read and write: an attribute
//! of a verified op converted to its Rust type, and a Rust value to an
//! attribute. The generic verifier has checked every declared attribute's
//! presence and kind, so a mismatch here is a bug in a pass (it panics with
//! the op and attribute named).

use super::IntTy;
use crate::ir::enums::TypedEnum;
use crate::ir::{AffineMap, Attr, BdIteration, DenseLit, Ir, OpId, Type};

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

pub fn int(a: &Attr) -> i64 {
    match a {
        Attr::Int(v, _) => i64::try_from(*v).unwrap_or_else(|_| mismatch("an i64", a)),
        _ => mismatch("an integer", a),
    }
}

pub fn uint(a: &Attr) -> u64 {
    match a {
        Attr::Int(v, _) => u64::try_from(*v).unwrap_or_else(|_| mismatch("a u64", a)),
        _ => mismatch("an integer", a),
    }
}

pub fn int_attr(v: i64, ty: IntTy) -> Attr {
    Attr::Int(v.into(), ty.ty())
}

pub fn uint_attr(v: u64, ty: IntTy) -> Attr {
    Attr::Int(v.into(), ty.ty())
}

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

pub fn case_attr<C: TypedEnum>(c: C) -> Attr {
    Attr::Enum(C::KIND, c.index())
}

pub fn sym(a: &Attr) -> &str {
    a.as_sym()
        .unwrap_or_else(|| mismatch("a symbol reference", a))
}

pub fn syms(a: &Attr) -> Vec<&str> {
    match a {
        Attr::Array(v) => v.iter().map(sym).collect(),
        _ => mismatch("a list of symbol references", a),
    }
}

pub fn syms_attr(v: &[&str]) -> Attr {
    Attr::Array(v.iter().map(|s| Attr::sym(s)).collect())
}

pub fn str(a: &Attr) -> &str {
    a.as_str().unwrap_or_else(|| mismatch("a string", a))
}

pub fn str_attr(s: &str) -> Attr {
    Attr::Str(s.to_string())
}

pub fn ints(a: &Attr) -> Vec<i64> {
    match a {
        Attr::Array(v) => v.iter().map(int).collect(),
        _ => mismatch("a list of integers", a),
    }
}

pub fn ints_attr(v: &[i64]) -> Attr {
    Attr::Array(v.iter().map(|&x| Attr::Int(x.into(), Type::I64)).collect())
}

pub fn dense_ints(a: &Attr) -> Vec<i64> {
    match a {
        Attr::DenseArray(_, v) => v
            .iter()
            .map(|x| match x {
                DenseLit::Int(i) => i64::try_from(*i).unwrap_or_else(|_| mismatch("an i64", a)),
                _ => mismatch("a dense integer array", a),
            })
            .collect(),
        _ => mismatch("a dense integer array", a),
    }
}

pub fn dense_ints_attr(v: &[i64], ty: IntTy) -> Attr {
    Attr::DenseArray(
        ty.ty(),
        v.iter().map(|&x| DenseLit::Int(x.into())).collect(),
    )
}

pub fn affine_map(a: &Attr) -> AffineMap {
    match a {
        Attr::Opaque(text) => {
            AffineMap::parse(text).unwrap_or_else(|_| mismatch("an affine map", a))
        }
        _ => mismatch("an affine map", a),
    }
}

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

pub fn reassociation_attr(v: &[Vec<i64>]) -> Attr {
    Attr::Array(v.iter().map(|g| ints_attr(g)).collect())
}

pub fn dims(a: &Attr) -> &[(u64, u64)] {
    match a {
        Attr::DimLayouts(v) => v,
        _ => mismatch("a dimension layout list", a),
    }
}

pub fn dims_per_consumer(a: &Attr) -> &[Vec<(u64, u64)>] {
    match a {
        Attr::DimLayoutsPerConsumer(v) => v,
        _ => mismatch("a list of dimension layout lists", a),
    }
}

pub fn pads(a: &Attr) -> &[(u64, u64)] {
    match a {
        Attr::PadLayouts(v) => v,
        _ => mismatch("a padding layout list", a),
    }
}

/// `#aie.packet_info`: (packet type, packet id).
pub fn bd_iteration(a: &Attr) -> BdIteration {
    match a {
        Attr::BdIteration(it) => *it,
        _ => mismatch("a BD iteration", a),
    }
}

pub fn packet(a: &Attr) -> (u64, u64) {
    match a {
        Attr::PacketInfo(t, i) => (*t, *i),
        _ => mismatch("a packet info", a),
    }
}

pub fn type_attr(a: &Attr) -> &Type {
    match a {
        Attr::Type(t) => t,
        _ => mismatch("a type", a),
    }
}

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
                Attr::Int(v, _) => *v,
                _ => return None,
            }
        }
    };
    i64::try_from(ty.wrap(v)).ok()
}

/// Scalar field `name` of a verified `op`, which the verifier has checked is
/// an attribute or a constant operand.
pub fn scalar_required(ir: &Ir, op: OpId, name: &str, ty: IntTy) -> i64 {
    scalar(ir, op, name, ty).unwrap_or_else(|| {
        panic!(
            "internal error: verified '{}' lacks constant scalar '{name}'",
            ir[op].name()
        )
    })
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
    let Some(kind) = ir.kind(op) else {
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
    let Some(kind) = ir.kind(op) else {
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
    ir[op]
        .attrs
        .retain(|(k, _)| defs.iter().any(|d| d.scalar && k.is(d.name)));
}

/// The operand holding scalar field `name` of `op`, if an operand holds it.
pub fn scalar_value(ir: &Ir, op: OpId, name: &str) -> Option<crate::ir::ValueId> {
    super::format::scalar_operand(ir, op, name).map(|i| ir[op].operands[i])
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
