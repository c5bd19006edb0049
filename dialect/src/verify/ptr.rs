//! MLIR's `ptr` dialect ops aiec's `-O3` vector passes make (`PtrOps.cpp`
//! verifiers and ODS constraints).

use super::{Check, Cx};
use crate::ir::{Type, ValueId, View};
use crate::ops::views::{PtrFromPtr, PtrGetMetadata, PtrPtrAdd, PtrToPtr};

fn ty<'a>(cx: &Cx<'a>, v: ValueId) -> &'a Type {
    cx.ir.type_of(v)
}

/// `ptr.to_ptr`: a memref to a `!ptr.ptr` of the memref's memory space.
pub(crate) fn to_ptr(cx: &Cx, op: PtrToPtr) -> Check {
    let o = &cx.ir[op.op()];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let Some(space) = ty(cx, src).memory_space() else {
        return Err(cx
            .err(
                op.op(),
                format!("operand #0 must be a memref, but got '{}'", ty(cx, src)),
            )
            .help("ptr.to_ptr takes a memref"));
    };
    same_space(cx, op.op(), &space, ty(cx, res))
}

/// `ptr.from_ptr`: a `!ptr.ptr` to a memref of its memory space (the result
/// cannot be a pointer), with `ptr.get_metadata`'s value if given.
pub(crate) fn from_ptr(cx: &Cx, op: PtrFromPtr) -> Check {
    let o = &cx.ir[op.op()];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let Some(space) = ty(cx, res).memory_space() else {
        return Err(cx
            .err(op.op(), "the result type cannot be `!ptr.ptr`")
            .help("ptr.from_ptr makes a memref"));
    };
    same_space(cx, op.op(), &space, ty(cx, src))?;
    if let Some(&md) = o.operands.get(1) {
        let want = Type::ptr_metadata(ty(cx, res));
        if *ty(cx, md) != want {
            return Err(cx
                .err(
                    op.op(),
                    format!("expected the metadata to be of type '{want}'"),
                )
                .help("take it from ptr.get_metadata of a memref of the result's type"));
        }
    }
    Ok(())
}

/// The pointer type `ptr` is a `!ptr.ptr` in memory space `space` (a
/// memref's; the default space is not a pointer's).
fn same_space(cx: &Cx, op: crate::ir::OpId, space: &str, ptr: &Type) -> Check {
    match ptr.ptr_space() {
        Some(s) if s == space => Ok(()),
        Some(_) => Err(cx
            .err(
                op,
                "expected the input and output to have the same memory space",
            )
            .help(
                "cast the memref to the pointer's space first (builtin.unrealized_conversion_cast)",
            )),
        None => Err(cx
            .err(op, format!("expected a '!ptr.ptr', but got '{ptr}'"))
            .help("the pointer side is a !ptr.ptr<#ptr.generic_space>")),
    }
}

/// `ptr.get_metadata`: of a memref.
pub(crate) fn get_metadata(cx: &Cx, op: PtrGetMetadata) -> Check {
    let o = &cx.ir[op.op()];
    match o.operands.first().map(|&v| ty(cx, v)) {
        Some(Type::MemRef { .. }) | None => Ok(()),
        Some(t) => Err(cx
            .err(
                op.op(),
                format!("operand #0 must be a memref, but got '{t}'"),
            )
            .help("ptr.get_metadata reads a memref's metadata")),
    }
}

/// `ptr.ptr_add`: a `!ptr.ptr` moved by an integer or index number of bytes.
pub(crate) fn ptr_add(cx: &Cx, op: PtrPtrAdd) -> Check {
    let o = &cx.ir[op.op()];
    let (Some(&base), Some(&off)) = (o.operands.first(), o.operands.get(1)) else {
        return Ok(());
    };
    if ty(cx, base).ptr_space().is_none() {
        return Err(cx
            .err(
                op.op(),
                format!(
                    "operand #0 must be a '!ptr.ptr', but got '{}'",
                    ty(cx, base)
                ),
            )
            .help("ptr.ptr_add moves a pointer"));
    }
    match ty(cx, off) {
        Type::Index | Type::Int { .. } => Ok(()),
        t => Err(cx
            .err(
                op.op(),
                format!("operand #1 must be an integer or index, but got '{t}'"),
            )
            .help("the offset is a number of bytes")),
    }
}
