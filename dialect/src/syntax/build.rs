//! What both parsers share (the pest-driven one in `parse` and the fast
//! one in `fast`): the IR parts one op's text produced, forward references,
//! literals and how an op's attributes and result types are settled.

use crate::diag::Diagnostic;
use crate::ir::*;
use crate::ops::{implicit_terminator, Results};
use smallvec::SmallVec;
use std::borrow::Cow;

type Res<T> = Result<T, Diagnostic>;

/// Deepest bracket nesting accepted: far beyond real designs, well within the
/// stack of the recursive parser, builder, printer and verifier.
pub(super) const MAX_NESTING: usize = 128;

#[derive(Clone, Copy)]
pub(super) enum Slot {
    Operand(usize),
    SuccessorArg(usize, usize),
}

pub(super) struct Pending<'a> {
    pub(super) op: OpId,
    pub(super) slot: Slot,
    pub(super) name: &'a str,
    pub(super) span: Span,
}

/// The sentinel for an operand whose definition comes later in the text.
pub(super) const FORWARD: ValueId = ValueId::PLACEHOLDER;

/// Which operands a custom form's operand-type elements refer to.
pub(super) struct OperandLists {
    /// The last single operand (for `otype`).
    pub(super) last_single: Option<usize>,
    /// The last operand list (for `otypes`).
    pub(super) last_list: Vec<usize>,
    /// The capture of the previous element: operands of one list share it.
    pub(super) prev_capture: usize,
}

impl OperandLists {
    pub(super) fn new() -> Self {
        OperandLists {
            last_single: None,
            last_list: Vec::new(),
            prev_capture: usize::MAX,
        }
    }
}

/// The attributes of one op as read, in order: most ops have a few, kept
/// on the stack.
pub(super) type ParsedAttrs<'a> = SmallVec<[(Cow<'a, str>, Attr); 4]>;

/// What the elements of one op's format produced.
#[derive(Default)]
pub(super) struct OpParts<'a> {
    /// Each operand with the name it was written with.
    pub(super) operands: SmallVec<[(ValueId, &'a str); 4]>,
    pub(super) result_types: SmallVec<[Type; 1]>,
    pub(super) attrs: ParsedAttrs<'a>,
    pub(super) regions: SmallVec<[RegionId; 2]>,
    /// The operand of each scalar field written as one.
    pub(super) scalars: SmallVec<[(&'static str, usize); 2]>,
    /// The type written for the first operand when it is a forward
    /// reference (what a result typed after it, as `memref.load`'s, takes).
    pub(super) forward_first: Option<Type>,
}

/// The operand that scalar field `name` was written as, if it was.
pub(super) fn scalar_index(parts: &OpParts<'_>, name: &str) -> Option<usize> {
    parts
        .scalars
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, i)| i)
}

/// MLIR keeps signless integers as bit patterns and prints them signed:
/// `0xFFFF : i16` is `-1 : i16`.
pub(super) fn signless_value(v: i128, ty: &Type) -> i128 {
    match ty {
        Type::Int {
            width,
            sign: Signedness::Signless,
        } if *width > 1 && *width < 100 && v >= 1i128 << (width - 1) => v - (1i128 << width),
        _ => v,
    }
}

/// The type of a typed attribute value (`arith.constant`'s result).
pub(super) fn value_type(a: &Attr) -> Type {
    match a {
        Attr::Int(_, t) => t.ty(),
        Attr::Float(_, t) => t.ty(),
        Attr::Bool(_) => Type::I1,
        Attr::Dense(d) => d.ty.clone().unwrap_or(Type::None),
        _ => Type::None,
    }
}

/// The float attribute type of float type `ty` (the parser makes its float
/// types from [`FLOAT_TYPES`](crate::ir::types::FLOAT_TYPES)).
pub(super) fn float_type(ty: &Type) -> FloatType {
    ty.float_type().expect("a float type of a known keyword")
}

/// A float given by its bit pattern (`0x7FC00000 : f32`, `0xFF80 : bf16`);
/// a type of a layout aiec does not know reads it as an `f64`'s.
pub(super) fn float_from_bits(bits: i128, ty: &Type) -> f64 {
    crate::ir::attr::float_from_bits(bits as u64, ty).unwrap_or(f64::from_bits(bits as u64))
}

pub(super) fn unquote(s: &str) -> String {
    if s.starts_with('"') {
        unescape(s)
    } else {
        s.to_string()
    }
}

/// The contents of a string literal with its escapes (`\"`, `\\`, `\n`, `\t`, `\XX`) resolved.
pub(super) fn unescape(s: &str) -> String {
    let body = &s[1..s.len() - 1];
    let mut out = Vec::with_capacity(body.len());
    let b = body.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' => out.push(b'"'),
                b'\\' => out.push(b'\\'),
                _ if i + 2 < b.len()
                    && b[i + 1].is_ascii_hexdigit()
                    && b[i + 2].is_ascii_hexdigit() =>
                {
                    let h = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("00");
                    out.push(u8::from_str_radix(h, 16).unwrap_or(0));
                    i += 1;
                }
                c => out.push(c),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A memref's layout and memory space from its extra parameters, `None`
/// when there are too many.
pub(super) type MemRefParams = (Option<Box<Attr>>, Option<Box<Attr>>);

/// See [`MemRefParams`].
pub(super) fn memref_params(extra: Vec<Attr>) -> Option<MemRefParams> {
    let (mut layout, mut space) = (None, None);
    for a in extra {
        let is_layout = matches!(&a, Attr::Opaque(s) if s.starts_with("affine_map") || s.starts_with("strided"));
        if is_layout && layout.is_none() && space.is_none() {
            layout = Some(Box::new(
                crate::ir::types::canonical_strided(&a).unwrap_or(a),
            ));
        } else if space.is_none() {
            space = Some(Box::new(a));
        } else {
            return None;
        }
    }
    Some((layout, space))
}

/// The value of an `int_lit`, if it fits in 64 bits (either sign).
pub(super) fn int_value(s: &str) -> Option<i128> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    // Plain digits of up to 64 bits by one loop; anything else (a `+`, more
    // digits) by the general parser.
    let short = |d: &str, radix| {
        aie_target::cert::instr_syntax::digits(d.as_bytes(), radix).map(i128::from)
    };
    let hex = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"));
    let v = match hex {
        Some(h) => short(h, 16).map_or_else(|| i128::from_str_radix(h, 16).ok(), Some),
        None => short(digits, 10).map_or_else(|| digits.parse::<i128>().ok(), Some),
    }?;
    Some(if neg { -v } else { v })
}

/// Whether `v` is in range for an attribute of `ty`.
pub(super) fn int_fits(v: i128, ty: &Type) -> bool {
    int_range(ty).is_none_or(|r| r.contains(&v))
}

/// The literals an integer type `ty` holds (a signless type both readings);
/// `None` for other types.
pub(super) fn int_range(ty: &Type) -> Option<std::ops::RangeInclusive<i128>> {
    let Type::Int { width, sign } = ty else {
        return None;
    };
    // Past 126 bits the literal's own i128 bounds it.
    if *width > 126 {
        let lo = if *sign == Signedness::Unsigned {
            0
        } else {
            i128::MIN
        };
        return Some(lo..=i128::MAX);
    }
    let w = *width;
    Some(match sign {
        Signedness::Unsigned => 0..=(1i128 << w) - 1,
        Signedness::Signed => -(1i128 << (w - 1))..=(1i128 << (w - 1)) - 1,
        Signedness::Signless => -(1i128 << (w - 1))..=(1i128 << w) - 1,
    })
}

/// The name a `symbol_ref` (`@name` or `@"name"`) refers to.
pub(super) fn symbol_text(s: &str) -> String {
    let body = &s[1..];
    if body.starts_with('"') {
        unescape(body)
    } else {
        body.to_string()
    }
}

/// Resolves the forward use `u` to `v`.
pub(super) fn patch(ir: &mut Ir, u: &Pending<'_>, v: ValueId) {
    match u.slot {
        Slot::Operand(i) => ir[u.op].operands[i] = v,
        Slot::SuccessorArg(s, i) => ir[u.op].successors[s].args[i] = v,
    }
}

/// Settles the implicit terminator at the end of `last_block` of a region of
/// an `owner` op that has one: dropped when written without operands,
/// attributes or ops in its regions; for an op whose printer shows it
/// ([`crate::ops::shows_terminator`]) kept instead, and added where the
/// custom form (`custom`) leaves it out, as MLIR's parsers add it.
pub(super) fn drop_implicit_terminator(
    ir: &mut Ir,
    owner: OpId,
    last_block: Option<BlockId>,
    custom: bool,
) {
    let kind = ir.kind(owner);
    let term = kind.and_then(implicit_terminator);
    let (Some(term), Some(last_block)) = (term, last_block) else {
        return;
    };
    let last = ir.last_op(last_block);
    if kind.is_some_and(crate::ops::shows_terminator) {
        let ends = last.is_some_and(|o| {
            ir.kind(o)
                .is_some_and(|k| k == term || crate::ops::def(k).terminator)
        });
        if custom && !ends {
            let span = ir[last_block].span;
            let t = ir.create_op(term.name(), span);
            ir.append_op(last_block, t);
        }
        return;
    }
    let implicit = |o: OpId| {
        ir[o].name().kind() == Some(term)
            && ir[o].operands.is_empty()
            && ir.attrs(o).is_empty()
            && ir[o]
                .regions()
                .iter()
                .all(|&r| ir[r].blocks.iter().all(|&b| ir.is_empty_block(b)))
    };
    if let Some(last) = last {
        if implicit(last) {
            ir.erase(last);
        }
    }
}

/// Sets the parsed attributes of `op`: no key twice (among them or with an
/// attribute the op's format set), defaults dropped, the ones MLIR always
/// holds given; the op's list is built at once and sorted, not inserted
/// into one by one.
pub(super) fn set_parsed_attrs(
    ir: &mut Ir,
    op: OpId,
    attrs: &mut ParsedAttrs<'_>,
    span: Span,
) -> Res<()> {
    let given = ir.attrs(op);
    for (i, (k, _)) in attrs.iter().enumerate() {
        if attrs[..i].iter().any(|(j, _)| same_name(j, k)) || given.iter().any(|(n, _)| n.is(k)) {
            return Err(Diagnostic::error(
                span,
                format!("duplicate key '{k}' in dictionary attribute"),
            ));
        }
    }
    let defs = ir.kind(op).map_or(&[][..], crate::ops::attr_defs);
    // A declared name is the table's shared copy; its default is dropped.
    let named = attrs.drain(..).filter_map(|(k, v)| {
        Some(match defs.iter().find(|d| same_name(d.name, &k)) {
            Some(d) if d.drops(&v) => return None,
            Some(d) => (AttrName::shared(d.name), v),
            None => (AttrName::new(&k), v),
        })
    });
    ir.extend_attrs(op, named);
    if !ir
        .attrs(op)
        .is_sorted_by(|a, b| a.0.as_str() <= b.0.as_str())
    {
        ir.attrs_mut(op)
            .sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
    }
    crate::ops::populate_defaults(ir, op);
    Ok(())
}

/// Whether two attribute names are the same: at once when their lengths
/// differ or both are the op table's copy (as a format's captures are).
fn same_name(a: &str, b: &str) -> bool {
    a.len() == b.len() && (a.as_ptr() == b.as_ptr() || a == b)
}

/// The result types of a custom-form op, as its table entry gives them.
pub(super) fn result_types(
    ir: &Ir,
    op: OpId,
    results: Results,
    parsed: SmallVec<[Type; 1]>,
    forward_first: Option<Type>,
) -> SmallVec<[Type; 1]> {
    let first_operand = || {
        let v = ir[op].operands.first().copied();
        v.filter(|&v| v != FORWARD)
            .map(|v| ir.type_of(v))
            .or(forward_first.as_ref())
    };
    match results {
        Results::None => SmallVec::new(),
        Results::Fixed(t) => t.iter().cloned().collect(),
        Results::FromFormat => parsed,
        Results::TypeOfOperand(_) | Results::Concatenation if !parsed.is_empty() => parsed,
        Results::TypeOfOperand(n) => {
            let v = ir[op].operands.get(usize::from(n)).copied();
            smallvec::smallvec![v.map_or(Type::None, |v| ir.type_of(v).clone())]
        }
        Results::Concatenation => smallvec::smallvec![concatenation(ir, op).unwrap_or(Type::None)],
        Results::ElementOfFirstOperand => {
            smallvec::smallvec![first_operand()
                .and_then(|t| t.element().cloned())
                .unwrap_or(Type::None)]
        }
        Results::FromValue => {
            smallvec::smallvec![ir.attr(op, "value").map(value_type).unwrap_or(Type::None)]
        }
        Results::BoolLikeOperand => smallvec::smallvec![match first_operand() {
            Some(Type::Vector { shape, .. }) => Type::Vector {
                shape: shape.clone(),
                elem: Box::new(Type::I1),
            },
            Some(Type::Tensor { shape, .. }) => Type::Tensor {
                shape: shape.clone(),
                elem: Box::new(Type::I1),
            },
            _ => Type::I1,
        }],
        Results::SameAsFirstOperand => {
            smallvec::smallvec![first_operand().cloned().unwrap_or(Type::None)]
        }
        Results::ShuffleMask => {
            let lanes = match ir.attr(op, "mask") {
                Some(crate::ir::Attr::Array(items)) => items.len(),
                Some(crate::ir::Attr::DenseArray(a)) => a.vals.len(),
                _ => 0,
            };
            smallvec::smallvec![first_operand()
                .and_then(|t| t.element())
                .map(|e| Type::Vector {
                    shape: vec![crate::ir::Dim::Static(lanes as u64)],
                    elem: Box::new(e.clone()),
                })
                .unwrap_or(Type::None)]
        }
        Results::PtrMetadataOfFirstOperand => smallvec::smallvec![first_operand()
            .map(crate::ir::Type::ptr_metadata)
            .unwrap_or(Type::None)],
        Results::OuterProduct => {
            let rhs = ir[op].operands.get(1).copied().filter(|&v| v != FORWARD);
            let rhs = rhs.map(|v| ir.type_of(v));
            smallvec::smallvec![outer_product(first_operand(), rhs).unwrap_or(Type::None)]
        }
    }
}

/// `vector.outerproduct`'s result: the first dimension of `lhs` by the
/// first of `rhs` when that is a vector, else `lhs`'s first dimension (an
/// AXPY), of `lhs`'s element type.
fn outer_product(lhs: Option<&Type>, rhs: Option<&Type>) -> Option<Type> {
    let Type::Vector { shape, elem } = lhs? else {
        return None;
    };
    let mut dims = vec![*shape.first()?];
    if let Type::Vector { shape: r, .. } = rhs? {
        dims.push(*r.first()?);
    }
    Some(Type::Vector {
        shape: dims,
        elem: elem.clone(),
    })
}

/// The 1-D vector of the element type of `op`'s operands holding all their
/// lanes (`aievec.concat`'s inferred result).
fn concatenation(ir: &Ir, op: OpId) -> Option<Type> {
    let operands = &ir[op].operands;
    let elem = ir.type_of(*operands.first()?).element()?.clone();
    let lanes = operands
        .iter()
        .map(|&v| ir.type_of(v).num_elements())
        .sum::<Option<u64>>()?;
    Some(Type::Vector {
        shape: vec![crate::ir::Dim::Static(lanes)],
        elem: Box::new(elem),
    })
}
