//! `i32` arithmetic built into a runtime sequence: the register words and
//! addresses a lowering computes from values known only at run time (as
//! mlir-aie's lowerings build them with `arith`).

use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, Attr, IntType, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{ArithCmpi, ArithConstant};
use dialect::Ir;

/// Builds ops at one place, with one span.
#[derive(Clone, Copy)]
pub(crate) struct Arith {
    pub at: At,
    pub span: Span,
}

impl Arith {
    /// `arith.constant v : i32` (`v` wraps to 32 bits).
    pub fn constant(&self, ir: &mut Ir, v: i64) -> ValueId {
        let op = ArithConstant::build(ir, self.span)
            .value(Attr::Int(i128::from(v as i32), IntType::I32))
            .result(Type::I32)
            .insert(self.at)
            .op();
        ir[op].results[0]
    }

    /// The binary `arith` op `kind` of `a` and `b`, of `a`'s type.
    pub fn op(&self, ir: &mut Ir, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        let ty = ir.type_of(a).clone();
        let op = ir
            .build(kind, self.span)
            .operands(&[a, b])
            .result(ty)
            .insert(self.at);
        ir[op].results[0]
    }

    /// `kind` of the `i32` `a` and the constant `c`.
    pub fn with(&self, ir: &mut Ir, kind: OpKind, a: ValueId, c: i64) -> ValueId {
        let c = self.constant(ir, c);
        self.op(ir, kind, a, c)
    }

    /// `arith.cmpi pred, a, b`.
    pub fn cmp(&self, ir: &mut Ir, pred: CmpIPredicate, a: ValueId, b: ValueId) -> ValueId {
        let op = ArithCmpi::build(ir, self.span)
            .predicate(pred)
            .operands(&[a, b])
            .result(Type::I1)
            .insert(self.at)
            .op();
        ir[op].results[0]
    }

    /// `arith.select c, a, b`.
    pub fn select(&self, ir: &mut Ir, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = ir.type_of(a).clone();
        let op = ir
            .build(OpKind::ArithSelect, self.span)
            .operands(&[c, a, b])
            .result(ty)
            .insert(self.at);
        ir[op].results[0]
    }

    /// `v` as an `i32`: an `index` cast, a wider integer truncated, a
    /// narrower one zero-extended (mlir-aie's `getAsValue`).
    pub fn to_i32(self, ir: &mut Ir, v: ValueId) -> ValueId {
        let kind = match *ir.type_of(v) {
            Type::Index => OpKind::ArithIndexCast,
            Type::Int { width: 32, .. } => return v,
            Type::Int { width, .. } if width > 32 => OpKind::ArithTrunci,
            _ => OpKind::ArithExtui,
        };
        let op = ir
            .build(kind, self.span)
            .operand(v)
            .result(Type::I32)
            .insert(self.at);
        ir[op].results[0]
    }
}
