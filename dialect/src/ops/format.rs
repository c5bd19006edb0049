//! The formats of the op table ([`super::table`]) as element trees (read
//! from the notation by the generator into `parsed.rs`), from which
//! the attribute declarations, the grammar of custom ops ([`crate::syntax`])
//! and the printer are derived.

use super::{parsed, AttrDef, Presence, Special};
use std::sync::OnceLock;

/// One element of a format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// `'text'`: literal text.
    Lit(&'static str),
    /// An attribute (required, unless in an optional group or defaulted).
    Attr(AttrDef),
    /// A scalar field `#name:kind`: an SSA operand (of type `i32`) in the
    /// text; in the IR that operand, or the attribute `name` when a pass or
    /// the April syntax set it (printed then as an `arith.constant` before
    /// the op, as mlir-aie's builders create one).
    Scalar(AttrDef),
    /// `type(#name)`: the type of scalar field `name`.
    ScalarType(&'static str),
    /// `%`: one operand.
    Operand,
    /// `%*`: a comma-separated operand list.
    Operands,
    /// `%:`: an operand followed by `: type`.
    TypedOperand,
    /// `type`: a result type.
    ResultType,
    /// `types`: a parenthesised result-type list.
    ResultTypes,
    /// `rtypes`: a bare, comma-separated list of one or more result types,
    /// as many as the op has results (MLIR's `type($results)` of a variadic
    /// result).
    ResultTypeList,
    /// `otype`: the type of the last single operand.
    OperandType,
    /// The type of operand `N` (`otype:N`); a negative `N` counts from the
    /// last operand (`otype:-1`).
    OperandTypeAt(isize),
    /// `otypes`: the types of the last operand list.
    OperandTypes,
    /// `fntype`: a function type giving operand and result types.
    FunctionType,
    /// `region`: one region.
    Region,
    /// `regions`: a region list, `[{...}, {...}]`.
    Regions,
    /// `^`: a successor.
    Successor,
    /// `^*`: a successor with arguments.
    SuccessorArgs,
    /// `attr-dict`: the attribute dictionary.
    AttrDict,
    /// `attr-dict-kw`: the attribute dictionary after `attributes`.
    AttrDictKw,
    /// `@special`: a hand-written piece of syntax.
    Special(Special),
    /// `( ... )?`: an optional group, present when its first attribute or operand is.
    Optional(&'static [Elem]),
}

/// A parsed format plus the flat list of its capturing elements: capture `i`
/// is tagged `c<i>` in the grammar.
#[derive(Debug)]
pub struct Format {
    /// The format's elements.
    pub elems: &'static [Elem],
    /// The capturing elements, in order: capture `i` is tagged `c<i>`.
    pub captures: Vec<Elem>,
    /// Whether the op records its operand groups in `operandSegmentSizes`
    /// (MLIR's `AttrSizedOperandSegments`): an operand list and an optional
    /// single operand, or several operand lists, whose extents the operand
    /// count alone does not tell.
    pub segmented: bool,
    /// The regions the op always has in MLIR, where the format names each
    /// (`None` with a region list): an optional one left out of the custom
    /// form is an empty region there.
    pub regions: Option<usize>,
    /// The regions the custom form always spells.
    pub required_regions: usize,
    /// The attributes the format spells itself (its attr-dict leaves them
    /// out), nested groups included.
    pub spelled_attrs: Vec<&'static str>,
    /// Whether a signature element shows the entry-block arguments.
    pub shows_entry_args: bool,
}

/// The attribute holding the operand count of each operand group of a
/// [`Format::segmented`] op.
pub const SEGMENT_SIZES: &str = "operandSegmentSizes";

/// Whether `e` is an operand group: one operand or a list.
pub fn is_operand(e: &Elem) -> bool {
    matches!(e, Elem::Operand | Elem::Operands | Elem::TypedOperand)
}

/// The type every scalar field has as an operand, but those of
/// [`ANY_INT_SCALARS`].
pub const SCALAR_TYPE: crate::ir::Type = crate::ir::Type::I32;

/// The type of the constant printed for scalar field value `v` held as an
/// attribute: [`SCALAR_TYPE`], or `i64` for a value past 32 bits (an
/// `address_patch` offset beyond 4 GiB).
pub fn materialized_type(v: i128) -> crate::ir::Type {
    match i32::try_from(v).is_ok() || u32::try_from(v).is_ok() {
        true => SCALAR_TYPE,
        false => crate::ir::Type::I64,
    }
}

/// The ops whose index lists (`$name:mixed`) write the type of an entry
/// that is not an `i64` (mlir-aie's `TypedDynamicIndexList`); the others'
/// entries are `index` values, written bare.
pub const TYPED_LISTS: &[&str] = &["aiex.npu.dma_memcpy_nd"];

/// The run-time fields (op, field) whose value is written with its type,
/// `i32` too (mlir-aie's `$value : type($value)`).
pub const TYPED_SCALARS: &[(&str, &str)] = &[
    ("aie.dma_bd", "iteration_size_val"),
    ("aie.dma_bd", "iteration_stride_val"),
];

/// The scalar fields (op, field) whose operand may be any signless integer
/// or `index` (mlir-aie's `AnySignlessIntegerOrIndex`).
pub const ANY_INT_SCALARS: &[(&str, &str)] = &[
    ("aiex.npu.push_queue", "repeat_count"),
    ("aiex.npu.address_patch", "arg_plus"),
];

/// Whether `ty` may be the operand of scalar field `field` of op `op`.
pub fn scalar_admits(op: &str, field: &str, ty: &crate::ir::Type) -> bool {
    use crate::ir::{Signedness, Type};
    *ty == SCALAR_TYPE
        || ANY_INT_SCALARS.contains(&(op, field))
            && matches!(
                ty,
                Type::Index
                    | Type::Int {
                        sign: Signedness::Signless,
                        ..
                    }
            )
}

/// The operand of `op` that holds its scalar field `name`, if the field is
/// an operand (not the attribute of the same name). The operands before it
/// are the single operands and the operand-held scalars before it in the
/// format (checked for every table op by a test).
pub fn scalar_operand(ir: &crate::Ir, op: crate::ir::OpId, name: &str) -> Option<usize> {
    if ir[op].operands.is_empty() || ir.attr(op, name).is_some() {
        return None;
    }
    scalar_slot(ir, op, name).filter(|&i| i < ir[op].operands.len())
}

/// Where among the operands of `op` scalar field `name` is, or goes when it
/// becomes an operand: after the single operands and operand-held scalars
/// before it in the format.
pub fn scalar_slot(ir: &crate::Ir, op: crate::ir::OpId, name: &str) -> Option<usize> {
    let fmt = format(ir[op].name().index()?);
    let mut i = 0;
    for e in &fmt.captures {
        match e {
            Elem::Scalar(d) if d.name == name => return Some(i),
            Elem::Scalar(d) if ir.attr(op, d.name).is_none() => i += 1,
            Elem::Operand | Elem::TypedOperand => i += 1,
            _ => {}
        }
    }
    None
}

/// Where scalar field `name` of op `OPS[index]` is among its operands when
/// all its operand-held scalars are operands: after the single operands and
/// scalars before it in the format (ODS may order them otherwise:
/// `aiex.npu.push_queue` declares `repeat_count` before `bd_id`).
pub fn scalar_place(index: usize, name: &str) -> Option<usize> {
    let mut i = 0;
    for e in &format(index).captures {
        match e {
            Elem::Scalar(d) if d.name == name => return Some(i),
            Elem::Scalar(_) | Elem::Operand | Elem::TypedOperand => i += 1,
            _ => {}
        }
    }
    None
}

/// The operand of `op` that holds the value of its attribute `name`
/// declared `$name:kind~` when that is known only at run time (the attribute
/// holds [`super::DYNAMIC`]): the operands before it are those the format
/// shows before it.
pub fn dynamic_operand(ir: &crate::Ir, op: crate::ir::OpId, name: &str) -> Option<usize> {
    use crate::ir::{Attr, DenseLit};
    let dynamic =
        |a: Option<&Attr>| matches!(a, Some(Attr::Int(v, _)) if *v == i128::from(super::DYNAMIC));
    if !dynamic(ir.attr(op, name)) {
        return None;
    }
    let fmt = format(ir[op].name().index()?);
    let mut i = 0;
    for e in &fmt.captures {
        i += match e {
            Elem::Attr(d) if d.name == name => {
                return (i < ir[op].operands.len()).then_some(i);
            }
            Elem::Attr(d) => match (d.kind, ir.attr(op, d.name)) {
                (super::Kind::Int(_), a) if d.runtime.any() && dynamic(a) => 1,
                (super::Kind::Mixed, Some(Attr::DenseArray(a))) => a
                    .vals
                    .iter()
                    .filter(|x| **x == DenseLit::Int(i128::from(super::DYNAMIC)))
                    .count(),
                (super::Kind::SizesStrides, Some(Attr::DimLayouts(dims))) => dims
                    .iter()
                    .map(|&(s, t)| {
                        usize::from(s == super::DYNAMIC_DIM) + usize::from(t == super::DYNAMIC_DIM)
                    })
                    .sum(),
                _ => 0,
            },
            Elem::Scalar(d) if ir.attr(op, d.name).is_none() => 1,
            Elem::Operand | Elem::TypedOperand => 1,
            // How many a list has the format does not tell.
            Elem::Operands => return None,
            _ => 0,
        };
    }
    None
}

/// The index of operand `n` of `otype:n` among `len` operands, if it exists.
pub fn operand_at(n: isize, len: usize) -> Option<usize> {
    let i = if n < 0 {
        len.checked_sub(n.unsigned_abs())?
    } else {
        n as usize
    };
    (i < len).then_some(i)
}

/// The number of operand groups in `elems`, optional groups included.
pub fn operand_groups(elems: &[Elem]) -> usize {
    elems
        .iter()
        .map(|e| match e {
            Elem::Optional(inner) => operand_groups(inner),
            e => usize::from(is_operand(e)),
        })
        .sum()
}

/// The declared attributes of `OPS[index]`: those of its format (required
/// unless in an optional group; scalar fields too), then those of its
/// attribute list, then those only its April or older syntaxes have.
pub(super) fn declared_attrs(index: usize) -> Vec<AttrDef> {
    let before: Vec<&[Elem]> = parsed::APRIL[index]
        .into_iter()
        .chain(parsed::OLDER[index].iter().copied())
        .collect();
    declared(parsed::FORMATS[index], parsed::ATTRS[index], &before)
}

/// The declared attributes of an op of format `elems`, attribute list
/// `attrs` and earlier syntaxes `before` (see [`declared_attrs`]).
pub(super) fn declared(elems: &[Elem], attrs: &[AttrDef], before: &[&[Elem]]) -> Vec<AttrDef> {
    fn walk(elems: &[Elem], optional: bool, out: &mut Vec<AttrDef>) {
        for e in elems {
            match e {
                Elem::Attr(def) | Elem::Scalar(def) => out.push(AttrDef {
                    presence: match def.presence {
                        Presence::Required if optional => Presence::Optional,
                        p => p,
                    },
                    ..*def
                }),
                Elem::Optional(inner) => walk(inner, true, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(elems, false, &mut out);
    out.extend_from_slice(attrs);
    for syntax in before {
        let mut old = Vec::new();
        walk(syntax, true, &mut old);
        old.retain(|d| !out.iter().any(|o| o.name == d.name));
        out.extend(old);
    }
    out
}

fn collect_captures(elems: &[Elem], out: &mut Vec<Elem>) {
    for e in elems {
        match e {
            Elem::Lit(_) => {}
            Elem::Optional(inner) => collect_captures(inner, out),
            _ => out.push(e.clone()),
        }
    }
}

impl Format {
    fn new(elems: &'static [Elem]) -> Format {
        let mut captures = Vec::new();
        collect_captures(elems, &mut captures);
        let segmented = records_segments(elems);
        let regions = (!captures.contains(&Elem::Regions))
            .then(|| captures.iter().filter(|e| **e == Elem::Region).count());
        let required_regions = elems.iter().filter(|e| **e == Elem::Region).count();
        let mut spelled_attrs = Vec::new();
        spelled(elems, &mut spelled_attrs);
        Format {
            elems,
            captures,
            segmented,
            regions,
            required_regions,
            spelled_attrs,
            shows_entry_args: shows_entry_args(elems),
        }
    }
}

/// Whether `elems` hold a signature element that shows the entry-block
/// arguments ([`Format::shows_entry_args`]).
fn shows_entry_args(elems: &[Elem]) -> bool {
    elems.iter().any(|e| match e {
        Elem::Special(
            Special::EntryArgs
            | Special::FuncSignature
            | Special::ForHeader
            | Special::AffineForHeader
            | Special::WhileHeader
            | Special::ParallelHeader
            | Special::ForallHeader,
        ) => true,
        Elem::Optional(inner) => shows_entry_args(inner),
        _ => false,
    })
}

/// The attribute names `elems` spell themselves ([`Format::spelled_attrs`]),
/// appended to `out`.
fn spelled(elems: &[Elem], out: &mut Vec<&'static str>) {
    for e in elems {
        match e {
            Elem::Attr(AttrDef { name, .. }) | Elem::Scalar(AttrDef { name, .. }) => out.push(name),
            Elem::Optional(inner) => spelled(inner, out),
            Elem::Special(Special::FifoProducer) => out.push("dimensionsToStream"),
            Elem::Special(Special::FifoConsumers) => out.push("dimensionsFromStreamPerConsumer"),
            Elem::Special(Special::FifoInit) => out.push("initValues"),
            Elem::Special(Special::FuncSignature) => out.push("function_type"),
            Elem::Special(Special::AffineForHeader) => {
                out.extend(["lowerBoundMap", "upperBoundMap", "step"])
            }
            Elem::Special(Special::AffineIndices) => out.push("map"),
            Elem::Special(Special::SwitchCases) => out.push("cases"),
            Elem::Special(Special::ForallHeader) => {
                out.extend(["staticLowerBound", "staticUpperBound", "staticStep"])
            }
            _ => {}
        }
    }
}

/// Whether an op of format `elems` records its operand groups in
/// `operandSegmentSizes` ([`Format::segmented`]): it has more than one group
/// whose size the operand count alone does not tell (an operand list or an
/// optional single operand).
pub(super) fn records_segments(elems: &[Elem]) -> bool {
    let mut captures = Vec::new();
    collect_captures(elems, &mut captures);
    let single = |e: &Elem| matches!(e, Elem::Operand | Elem::TypedOperand);
    let optional_operands = elems
        .iter()
        .filter(|e| matches!(e, Elem::Optional(inner) if inner.iter().any(single)))
        .count();
    let lists = captures.iter().filter(|e| **e == Elem::Operands).count();
    optional_operands + lists > 1
}

/// The parsed format of `OPS[i]`.
pub fn format(index: usize) -> &'static Format {
    static FORMATS: OnceLock<Vec<Format>> = OnceLock::new();
    &FORMATS.get_or_init(|| parsed::FORMATS.iter().map(|&e| Format::new(e)).collect())[index]
}

/// Whether op `OPS[i]`'s April 2026 syntax is tried before its current one:
/// when the current one may be empty (`attr-dict` only) and so would match
/// a prefix of any text.
pub fn april_first(index: usize) -> bool {
    format(index)
        .elems
        .iter()
        .all(|e| matches!(e, Elem::AttrDict | Elem::Lit(_)))
}

/// The parsed April 2026 syntax of `OPS[i]`, if it has one of its own.
pub fn april_format(index: usize) -> Option<&'static Format> {
    static FORMATS: OnceLock<Vec<Option<Format>>> = OnceLock::new();
    FORMATS.get_or_init(|| parsed::APRIL.iter().map(|a| a.map(Format::new)).collect())[index]
        .as_ref()
}

/// The parsed older syntaxes of `OPS[i]` (before its April 2026 one),
/// newest first.
pub fn older_formats(index: usize) -> &'static [Format] {
    static FORMATS: OnceLock<Vec<Vec<Format>>> = OnceLock::new();
    &FORMATS.get_or_init(|| {
        parsed::OLDER
            .iter()
            .map(|olds| olds.iter().map(|&e| Format::new(e)).collect())
            .collect()
    })[index]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{IntTy, OPS};

    /// [`scalar_operand`] counts only single operands and scalars before a
    /// scalar; an op with an April syntax has no regions (the fast parser
    /// retries it without undoing regions).
    #[test]
    fn scalars_follow_single_operands_and_april_ops_have_no_regions() {
        for (i, op) in OPS.iter().enumerate() {
            let caps = &format(i).captures;
            if let Some(last) = caps.iter().rposition(|e| matches!(e, Elem::Scalar(_))) {
                let before = &caps[..last];
                assert!(
                    !before
                        .iter()
                        .any(|e| matches!(e, Elem::Operands | Elem::Special(_))),
                    "{}",
                    op.name
                );
            }
            if april_format(i).is_some() {
                assert!(!caps
                    .iter()
                    .any(|e| matches!(e, Elem::Region | Elem::Regions)));
            }
        }
    }

    /// A constant operand read as a scalar field of its declared type.
    #[test]
    fn int_types_wrap_to_their_width() {
        assert_eq!(IntTy::UI32.wrap(-2147483647), 2147483649);
        assert_eq!(IntTy::UI32.wrap(4294967296 + 5), 5);
        assert_eq!(IntTy::I32.wrap(2147483649), -2147483647);
        assert_eq!(IntTy::I32.wrap(-1), -1);
        assert_eq!(IntTy::I8.wrap(255), -1);
    }

    #[test]
    fn segmented_formats_are_the_masked_transfers_the_rearm_binding_tasks_and_upd() {
        let names: Vec<&str> = (0..OPS.len())
            .filter(|&i| format(i).segmented)
            .map(|i| OPS[i].name)
            .collect();
        assert_eq!(
            names,
            [
                "aie.objectfifo_rearm_binding",
                "aiex.dma_configure_task",
                "vector.transfer_read",
                "vector.transfer_write",
                "aievec.upd"
            ]
        );
    }
}
