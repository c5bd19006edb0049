//! Vectors and `math`: a vector value takes one slot per lane (row-major),
//! an elementwise op on vectors runs its lane-0 scalar instruction on every
//! lane (`Ins::Lanes`, one op), vector constants fill their lanes; the
//! `math` ops map to `Ins::Math` / `Ins::Math2`.

use super::memory::lanes;
use super::{Compiler, Res};
use crate::core::code::{Ins, MathFn, MathFn2};
use crate::core::value::{from_f64, mask, scalar, Scalar};
use crate::core::ErrorKind;
use dialect::ir::{Attr, DenseLit, OpId, OpKind, Type};
use dialect::ops::views::ArithConstant;

/// The function of a one-operand `math` op.
pub(super) fn math_fn(kind: OpKind) -> Option<MathFn> {
    Some(match kind {
        OpKind::MathAbsf => MathFn::Absf,
        OpKind::MathCeil => MathFn::Ceil,
        OpKind::MathFloor => MathFn::Floor,
        OpKind::MathRound => MathFn::Round,
        OpKind::MathRoundeven => MathFn::RoundEven,
        OpKind::MathTrunc => MathFn::Trunc,
        OpKind::MathSqrt => MathFn::Sqrt,
        OpKind::MathRsqrt => MathFn::Rsqrt,
        OpKind::MathExp => MathFn::Exp,
        OpKind::MathExp2 => MathFn::Exp2,
        OpKind::MathExpm1 => MathFn::Expm1,
        OpKind::MathLog => MathFn::Log,
        OpKind::MathLog2 => MathFn::Log2,
        OpKind::MathLog10 => MathFn::Log10,
        OpKind::MathLog1p => MathFn::Log1p,
        OpKind::MathSin => MathFn::Sin,
        OpKind::MathCos => MathFn::Cos,
        OpKind::MathTan => MathFn::Tan,
        OpKind::MathTanh => MathFn::Tanh,
        OpKind::MathAtan => MathFn::Atan,
        _ => return None,
    })
}

/// The function of a two-operand `math` op.
pub(super) fn math_fn2(kind: OpKind) -> Option<MathFn2> {
    Some(match kind {
        OpKind::MathPowf => MathFn2::Powf,
        OpKind::MathAtan2 => MathFn2::Atan2,
        OpKind::MathCopysign => MathFn2::Copysign,
        _ => return None,
    })
}

impl Compiler<'_> {
    /// Runs the instruction emitted for `op` at `at` (its lane 0) on every
    /// lane when `op` gives a vector: `op` must be elementwise, and all its
    /// operands vectors of as many lanes.
    pub(super) fn vector_op(&mut self, op: OpId, at: usize) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let Some(&r) = o.results.first() else {
            return Ok(());
        };
        let ty = ir.type_of(r);
        // Ops with regions and calls pass vectors through, lane by lane.
        let passes = !o.regions().is_empty() || ir.is(op, OpKind::FuncCall);
        if !matches!(ty, Type::Vector { .. }) || passes {
            return Ok(());
        }
        let n = lanes(ty);
        // A select on one condition for every lane keeps it.
        let lanewise = match self.p.code.get(at) {
            Some(Ins::SelectAll { .. }) => &o.operands[1..],
            _ => &o.operands[..],
        };
        let same = lanewise
            .iter()
            .all(|&v| matches!(ir.type_of(v), Type::Vector { .. }) && lanes(ir.type_of(v)) == n);
        let one = self.p.code.len() == at + 1 && same && n.is_some();
        let template = self
            .p
            .code
            .get(at)
            .copied()
            .filter(|i| one && i.lane(1).is_some());
        let (Some(ins), Some(n)) = (template, n) else {
            return Err(self.unsupported(op, format!("{} on {ty}", o.name())));
        };
        let l = self.p.lanes.len() as u32;
        self.p.lanes.push((ins, n));
        self.p.code[at] = Ins::Lanes { at: l };
        Ok(())
    }

    /// The slot values of `arith.constant` op `op`: one, or one per lane of
    /// a vector (a `dense` splat or list).
    pub(super) fn constant_lanes(&self, op: OpId) -> Res<Vec<u64>> {
        let o = &self.ir[op];
        let Some(&r) = o.results.first() else {
            return Err(self.err(op, ErrorKind::Design, "has no result"));
        };
        let ty = self.ir.type_of(r);
        let Type::Vector { elem, .. } = ty else {
            return Ok(vec![self.constant(op)?]);
        };
        let bad = || self.unsupported(op, format!("arith.constant of {ty}"));
        let (Some(n), Some(s)) = (lanes(ty), scalar(elem)) else {
            return Err(bad());
        };
        let Attr::Dense(d) = self.checked::<ArithConstant>(op)?.value(self.ir) else {
            return Err(bad());
        };
        let lit = &d.lit;
        let mut leaves = Vec::new();
        flatten(lit, &mut leaves);
        let vals = leaves
            .iter()
            .map(|x| lane_value(s, x))
            .collect::<Option<Vec<u64>>>()
            .ok_or_else(bad)?;
        match vals[..] {
            [v] => Ok(vec![v; n as usize]),
            _ if vals.len() == n as usize => Ok(vals),
            _ => Err(bad()),
        }
    }
}

/// The leaves of a `dense<...>` literal, in order.
fn flatten<'a>(lit: &'a DenseLit, out: &mut Vec<&'a DenseLit>) {
    match lit {
        DenseLit::List(items) => items.iter().for_each(|x| flatten(x, out)),
        x => out.push(x),
    }
}

/// The slot value of one element of kind `s`.
fn lane_value(s: Scalar, x: &DenseLit) -> Option<u64> {
    match (s, x) {
        (Scalar::Int(w), DenseLit::Int(v)) => Some(*v as u64 & mask(w)),
        (Scalar::Int(w), DenseLit::Bool(b)) => Some(u64::from(*b) & mask(w)),
        (Scalar::Float(k), DenseLit::Float(v)) => Some(from_f64(k, *v)),
        _ => None,
    }
}
