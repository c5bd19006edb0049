//! The passes over the vector code of cores (mlir-aie's
//! `AIEVectorTransferLowering`, `AIEHoistVectorTransferPointers`,
//! `AIEVectorToPointerLoops` and AIEVec's `SplitVectorLoadUpsChains`), and
//! what they share: integer constants, uses, loops.

pub(crate) mod hoist;
pub(crate) mod pointer_loops;
pub(crate) mod split_ups;
pub(crate) mod transfer_lowering;

use dialect::ir::AffineMap;
use dialect::ir::{At, Attr, Dim, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{ArithConstant, VectorTransferRead, VectorTransferWrite};
use dialect::Ir;

/// The `ptr` dialect's generic memory space.
pub(crate) const GENERIC_SPACE: &str = "#ptr.generic_space";

/// A new `arith.constant v : ty` at `at`.
pub(crate) fn constant(ir: &mut Ir, at: At, span: Span, v: i64, ty: Type) -> ValueId {
    let c = ArithConstant::build(ir, span)
        .value(Attr::int_of(i128::from(v), &ty))
        .result(ty)
        .insert(at)
        .op();
    ir[c].results[0]
}

/// The value of `v` if an integer `arith.constant` defines it.
pub(crate) fn constant_value(ir: &Ir, v: ValueId) -> Option<i64> {
    let c = ir.view::<ArithConstant>(ir.defining_op(v)?)?;
    i64::try_from(c.value(ir).as_int()?).ok()
}

/// A new binary `arith` op `kind` of `a` and `b` (of `a`'s type) at `at`;
/// folded to a constant when both are constants.
pub(crate) fn binary(
    ir: &mut Ir,
    at: At,
    span: Span,
    kind: OpKind,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ty = ir.type_of(a).clone();
    if let (Some(x), Some(y)) = (constant_value(ir, a), constant_value(ir, b)) {
        let folded = match kind {
            OpKind::ArithAddi => x.checked_add(y),
            OpKind::ArithMuli => x.checked_mul(y),
            _ => None,
        };
        if let Some(v) = folded {
            return constant(ir, at, span, v, ty);
        }
    }
    let op = ir
        .build(kind, span)
        .operand(a)
        .operand(b)
        .result(ty)
        .insert(at);
    ir[op].results[0]
}

/// `v` times the constant `k` (no op when `k` is 1, a constant when `v` is
/// one), at `at`.
pub(crate) fn scaled(ir: &mut Ir, at: At, span: Span, v: ValueId, k: i64) -> ValueId {
    if k == 1 {
        return v;
    }
    let ty = ir.type_of(v).clone();
    if let Some(x) = constant_value(ir, v).and_then(|x| x.checked_mul(k)) {
        return match at {
            At::Before(op) => constant_before(ir, op, x, ty),
            _ => constant(ir, at, span, x, ty),
        };
    }
    let k = constant(ir, at, span, k, ty);
    binary(ir, at, span, OpKind::ArithMuli, v, k)
}

/// Erases `v`'s `arith.constant` when nothing uses it any more.
pub(crate) fn erase_if_unused_constant(ir: &mut Ir, v: ValueId) {
    let Some(c) = ir
        .defining_op(v)
        .filter(|&c| ir.is(c, OpKind::ArithConstant))
    else {
        return;
    };
    if users(ir, ir.top, v).is_empty() {
        ir.erase(c);
    }
}

/// The ops nested in `scope` that use `v` (as an operand or a successor
/// argument), each once.
pub(crate) fn users(ir: &Ir, scope: OpId, v: ValueId) -> Vec<OpId> {
    ir.walk(scope)
        .into_iter()
        .filter(|&o| {
            let op = &ir[o];
            op.operands.contains(&v) || op.successors.iter().any(|s| s.args.contains(&v))
        })
        .collect()
}

/// The `scf.yield` ending the body of `scf.for` `for_op` (made when the
/// body left it implicit).
pub(crate) fn loop_yield(ir: &mut Ir, for_op: OpId) -> Option<OpId> {
    let body = ir.entry_block(for_op, 0)?;
    match ir.last_op(body) {
        Some(y) if ir.is(y, OpKind::ScfYield) => Some(y),
        _ => {
            let span = ir[for_op].span;
            Some(ir.build(OpKind::ScfYield, span).insert(At::End(body)))
        }
    }
}

/// The static sizes of a memref type of identity layout.
pub(crate) fn static_dims(ty: &Type) -> Option<Vec<i64>> {
    match ty {
        Type::MemRef {
            layout: None,
            shape: Some(shape),
            ..
        } => shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => i64::try_from(*n).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// A 1-D memref of `n` elements of `elem` in memory space `space`.
pub(crate) fn memref_1d(n: i64, elem: &Type, space: Option<Attr>) -> Type {
    Type::MemRef {
        shape: Some(vec![Dim::Static(n as u64)]),
        elem: Box::new(elem.clone()),
        layout: None,
        space: space.map(Box::new),
    }
}

/// Whether `op` lies inside `ancestor`.
pub(crate) fn inside(ir: &Ir, op: OpId, ancestor: OpId) -> bool {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        cur = ir.parent_op(p);
    }
    false
}

/// An `arith.constant v : ty` that `op` can use: an equal one before it in
/// its block or an enclosing block of the same function or core, else a new
/// one just before it (as MLIR's folder keeps one constant per value).
pub(crate) fn constant_before(ir: &mut Ir, op: OpId, v: i64, ty: Type) -> ValueId {
    let mut anchor = op;
    loop {
        let mut prev = ir.prev_op(anchor);
        while let Some(p) = prev {
            if let Some(c) = ir.view::<ArithConstant>(p) {
                let r = ir[p].results[0];
                if *ir.type_of(r) == ty && c.value(ir).as_int() == Some(i128::from(v)) {
                    return r;
                }
            }
            prev = ir.prev_op(p);
        }
        match ir.parent_op(anchor) {
            Some(p)
                if !matches!(
                    ir.kind(p),
                    Some(OpKind::Core | OpKind::FuncFunc | OpKind::Device) | None
                ) =>
            {
                anchor = p
            }
            _ => break,
        }
    }
    let span = ir[op].span;
    constant(ir, At::Before(op), span, v, ty)
}

/// The bytes of an element of memref type `ty`.
pub(crate) fn element_bytes(ty: &Type) -> Option<i64> {
    let bits = ty.element()?.bit_width()?;
    i64::try_from(bits.div_ceil(8)).ok()
}

/// The `permutation_map` of a `vector.transfer_read` or `transfer_write`.
pub(crate) fn permutation_map(ir: &Ir, op: OpId) -> Option<AffineMap> {
    match (
        ir.view::<VectorTransferRead>(op),
        ir.view::<VectorTransferWrite>(op),
    ) {
        (Some(r), _) => r.permutation_map(ir),
        (_, Some(w)) => w.permutation_map(ir),
        _ => None,
    }
}

/// The `in_bounds` of a `vector.transfer_read` or `transfer_write`.
pub(crate) fn in_bounds(ir: &Ir, op: OpId) -> Option<&Attr> {
    match (
        ir.view::<VectorTransferRead>(op),
        ir.view::<VectorTransferWrite>(op),
    ) {
        (Some(r), _) => r.in_bounds(ir),
        (_, Some(w)) => w.in_bounds(ir),
        _ => None,
    }
}
