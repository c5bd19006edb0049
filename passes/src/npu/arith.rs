//! `i32` arithmetic built into a runtime sequence: the register words and
//! addresses a lowering computes from values known only at run time (as
//! mlir-aie's lowerings build them with `arith`).

use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, Attr, IntType, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{ArithCmpi, ArithConstant, CfAssert};
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

    /// `arith.constant v : T` of the integer type `ty`.
    pub fn constant_of(&self, ir: &mut Ir, v: i128, ty: Type) -> ValueId {
        let int = ty.int_type().unwrap_or(IntType::I64);
        let op = ArithConstant::build(ir, self.span)
            .value(Attr::Int(v, int))
            .result(ty)
            .insert(self.at)
            .op();
        ir[op].results[0]
    }

    /// The cast `kind` of `v` to `ty`.
    fn cast(&self, ir: &mut Ir, kind: OpKind, v: ValueId, ty: Type) -> ValueId {
        let op = ir
            .build(kind, self.span)
            .operand(v)
            .result(ty)
            .insert(self.at);
        ir[op].results[0]
    }

    /// `cf.assert cond, message`: the host refuses the sequence where `cond`
    /// is false (the C++ generator's guard).
    pub fn assert(&self, ir: &mut Ir, cond: ValueId, message: &str) {
        CfAssert::build(ir, self.span)
            .msg(message)
            .operand(cond)
            .insert(self.at);
    }

    /// A run-time DMA operand `v` (any integer or `index`) as an `i64`,
    /// unsigned (mlir-aie's `getAsI64`): an `index` cast, a narrower integer
    /// zero-extended, a wider one guarded to fit 64 bits, then truncated.
    pub fn to_i64(self, ir: &mut Ir, v: ValueId) -> ValueId {
        let ty = ir.type_of(v).clone();
        match ty {
            Type::Index => self.cast(ir, OpKind::ArithIndexCastui, v, Type::I64),
            Type::Int { width: 64, .. } => v,
            Type::Int { width, .. } if width > 64 => {
                let max = self.constant_of(ir, i128::from(u64::MAX), ty);
                let fits = self.cmp(ir, CmpIPredicate::Ule, v, max);
                self.assert(ir, fits, "a runtime DMA operand does not fit in 64 bits");
                self.cast(ir, OpKind::ArithTrunci, v, Type::I64)
            }
            _ => self.cast(ir, OpKind::ArithExtui, v, Type::I64),
        }
    }

    /// `v` as an `i32`: an `index` cast, a wider integer truncated, a
    /// narrower one zero-extended (mlir-aie's `getAsValue`).
    /// One wider than 64 bits is first guarded to fit 64 ([`Self::to_i64`]).
    pub fn to_i32(self, ir: &mut Ir, v: ValueId) -> ValueId {
        let v = match *ir.type_of(v) {
            Type::Int { width, .. } if width > 64 => self.to_i64(ir, v),
            _ => v,
        };
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
