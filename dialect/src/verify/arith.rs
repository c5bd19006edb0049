//! The arith casts (MLIR's `areCastCompatible` per cast op): what each
//! converts from and to, element-wise on vectors and tensors of one shape.

use super::{Check, Cx};
use crate::ir::{OpId, Type};

/// What a cast converts.
#[derive(Clone, Copy)]
enum Rule {
    /// `index` to a signless integer or back.
    Index,
    /// An integer to a wider (`true`) or narrower one.
    Int(bool),
    /// A float to a wider (`true`) or narrower one.
    Float(bool),
    IntToFloat,
    FloatToInt,
    /// Between integers and floats of one width.
    SameWidth,
}

impl Rule {
    fn allows(self, from: &Type, to: &Type) -> bool {
        let int = |t: &Type| matches!(t, Type::Int { .. });
        let float = |t: &Type| matches!(t, Type::Float(_));
        let (a, b) = (from.bit_width(), to.bit_width());
        match self {
            Rule::Index => (*from == Type::Index && int(to)) || (int(from) && *to == Type::Index),
            Rule::Int(wider) => int(from) && int(to) && if wider { b > a } else { b < a },
            Rule::Float(wider) => float(from) && float(to) && if wider { b > a } else { b < a },
            Rule::IntToFloat => int(from) && float(to),
            Rule::FloatToInt => float(from) && int(to),
            Rule::SameWidth => (int(from) || float(from)) && (int(to) || float(to)) && a == b,
        }
    }

    fn help(self) -> &'static str {
        match self {
            Rule::Index => "index_cast converts between `index` and a signless integer type",
            Rule::Int(true) => "the result must be an integer type wider than the operand's",
            Rule::Int(false) => "the result must be an integer type narrower than the operand's",
            Rule::Float(true) => "the result must be a float type wider than the operand's",
            Rule::Float(false) => "the result must be a float type narrower than the operand's",
            Rule::IntToFloat => "the operand must be an integer type and the result a float type",
            Rule::FloatToInt => "the operand must be a float type and the result an integer type",
            Rule::SameWidth => "bitcast converts between integer and float types of one width",
        }
    }
}

/// The element types of `from` and `to`: the types themselves, or the
/// elements of two vectors or tensors of one shape.
fn elements<'a>(from: &'a Type, to: &'a Type) -> Option<(&'a Type, &'a Type)> {
    match (from, to) {
        (Type::Vector { shape: a, elem: x }, Type::Vector { shape: b, elem: y }) if a == b => {
            Some((x, y))
        }
        (Type::Tensor { shape: a, elem: x }, Type::Tensor { shape: b, elem: y }) if a == b => {
            Some((x, y))
        }
        (Type::Vector { .. } | Type::Tensor { .. }, _)
        | (_, Type::Vector { .. } | Type::Tensor { .. }) => None,
        _ => Some((from, to)),
    }
}

/// `arith.index_cast`, `arith.index_castui`.
pub(crate) fn index_cast(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::Index)
}

/// `arith.extsi`, `arith.extui`.
pub(crate) fn widen_int(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::Int(true))
}

/// `arith.trunci`.
pub(crate) fn narrow_int(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::Int(false))
}

/// `arith.extf`.
pub(crate) fn widen_float(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::Float(true))
}

/// `arith.truncf`.
pub(crate) fn narrow_float(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::Float(false))
}

/// `arith.sitofp`, `arith.uitofp`.
pub(crate) fn int_to_float(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::IntToFloat)
}

/// `arith.fptosi`, `arith.fptoui`.
pub(crate) fn float_to_int(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::FloatToInt)
}

/// `arith.bitcast`.
pub(crate) fn bitcast(cx: &Cx, op: OpId) -> Check {
    cast(cx, op, Rule::SameWidth)
}

/// An arith cast's operand and result types are ones `rule` converts between.
fn cast(cx: &Cx, op: OpId, rule: Rule) -> Check {
    let o = &cx.ir[op];
    let (Some(&from), Some(&to)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let (from, to) = (cx.ir.type_of(from), cx.ir.type_of(to));
    if elements(from, to).is_some_and(|(a, b)| rule.allows(a, b)) {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("operand type '{from}' and result type '{to}' are cast incompatible"),
        )
        .help(rule.help()))
}
