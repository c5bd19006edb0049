//! mlir-aie's dynamic BD pool: `aiex.dma_bd_pool_pop` and
//! `aiex.dma_bd_pool_push` (in a runtime sequence, at any depth; the id an
//! `i32`), and the optional run-time operands of a DMA task (`repeat`,
//! `bd_id`), which are `i32`s. mlir-aie's ODS rules and messages.

use super::{Check, Cx};
use crate::ir::{OpId, OpKind, Type, ValueId};

const SEQUENCE: &str = "aie.runtime_sequence";

/// A pop or push: inside a runtime sequence, its id an `i32`.
pub(crate) fn pool_op(cx: &Cx, op: OpId) -> Check {
    if cx.ancestor(op, &[SEQUENCE]).is_none() {
        return Err(cx
            .err(op, format!("expects ancestor op '{SEQUENCE}'"))
            .help("pop and push BD ids in a runtime sequence (or in control flow inside one)"));
    }
    let pop = cx.ir.is(op, OpKind::DmaBdPoolPop);
    let (what, id) = match pop {
        true => ("result", cx.ir[op].results.first()),
        false => ("operand", cx.ir[op].operands.first()),
    };
    match id {
        Some(&v) => is_i32(cx, op, what, 0, v),
        None => Ok(()),
    }
}

/// The run-time operands of a `dma_configure_task(_for)` (all but the tile
/// of a `dma_configure_task`) are `i32`s.
pub(crate) fn task_operands(cx: &Cx, op: OpId) -> Check {
    let first = usize::from(cx.ir.is(op, OpKind::DmaConfigureTask));
    for (i, &v) in cx.ir[op].operands.iter().enumerate().skip(first) {
        is_i32(cx, op, "operand", i, v)?;
    }
    Ok(())
}

/// `v`, operand or result `i` of `op`, is an `i32`.
fn is_i32(cx: &Cx, op: OpId, what: &str, i: usize, v: ValueId) -> Check {
    let ty = &cx.ir[v].ty;
    if *ty == Type::I32 {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("{what} #{i} must be 32-bit signless integer, but got '{ty}'"),
        )
        .help("a BD id or repeat count is an i32 value"))
}
