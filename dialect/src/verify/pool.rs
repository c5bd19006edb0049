//! mlir-aie's dynamic BD pool: `aiex.dma_bd_pool_pop` and
//! `aiex.dma_bd_pool_push` (in a runtime sequence, at any depth; the id an
//! `i32`), and the optional run-time operands of a DMA task (`repeat`,
//! `bd_id`), which are `i32`s; `aiex.set_lock`, also at any depth of a
//! runtime sequence (since mlir-aie's #3555). mlir-aie's ODS rules and messages.

use super::{Check, Cx};
use crate::ir::{OpId, OpKind, Signedness, Type, ValueId, View};
use crate::ops::views::{
    DmaBd, DmaBdPoolPop, DmaBdPoolPush, DmaConfigureTaskFor, RouteEndpoint, SetLock,
};
use aie_target::device::WireBundle;

/// `aiex.dma_bd_pool_pop`: as [`pool_op`], its result the id.
pub(crate) fn pop(cx: &Cx, op: DmaBdPoolPop) -> Check {
    let ir = cx.ir;
    let ids = (op.channel(ir), op.partition_lo(ir).zip(op.partition_hi(ir)));
    ids_drawn(cx, op.op(), (op.column(ir), op.row(ir)), ids)?;
    pool_op(cx, op.op(), "result", ir[op.op()].results.first())
}

/// `aiex.dma_bd_pool_push`: as [`pool_op`], its operand the id.
pub(crate) fn push(cx: &Cx, op: DmaBdPoolPush) -> Check {
    let ir = cx.ir;
    let ids = (op.channel(ir), op.partition_lo(ir).zip(op.partition_hi(ir)));
    ids_drawn(cx, op.op(), (op.column(ir), op.row(ir)), ids)?;
    pool_op(cx, op.op(), "operand", ir[op.op()].operands.first())
}

/// The ids a pop or push on tile `at` draws on are named once (a channel or
/// a partition `[lo, hi)`), and a partition is a nonempty range of the
/// tile's BDs.
fn ids_drawn(
    cx: &Cx,
    op: OpId,
    at: (i64, i64),
    (channel, partition): (Option<i64>, Option<(i64, i64)>),
) -> Check {
    let Some((lo, hi)) = partition else {
        return Ok(());
    };
    if channel.is_some() {
        return Err(cx
            .err(op, "names both a channel and a partition of the BD ids")
            .help("give the partition `[lo, hi)` alone: it says which ids the channel may use"));
    }
    let bds = super::npu::tile_at(cx, op, at).map(|(dev, kind)| dev.num_bds(kind));
    if lo < hi && bds.is_none_or(|n| hi <= i64::from(n)) {
        return Ok(());
    }
    let n = bds.map_or(String::new(), |n| format!("{n} "));
    Err(cx
        .err(
            op,
            format!(
                "partition [{lo}, {hi}) is not a nonempty range of the {n}buffer descriptors on tile ({}, {})",
                at.0, at.1
            ),
        )
        .help("write the partition as [first id, one past the last id), within the tile's BDs"))
}

/// `aiex.set_lock`: inside a runtime sequence, at any depth (a rolled loop
/// or a select arm may hold one).
pub(crate) fn set_lock(cx: &Cx, op: SetLock) -> Check {
    in_sequence(
        cx,
        op.op(),
        "set a lock in a runtime sequence (or in control flow inside one)",
    )
}

/// `op` has a runtime sequence among its ancestors (`help` says what to do).
fn in_sequence(cx: &Cx, op: OpId, help: &str) -> Check {
    let sequence = OpKind::RuntimeSequence;
    if cx.ancestor(op, &[sequence]).is_none() {
        return Err(cx
            .err(op, format!("expects ancestor op '{}'", sequence.name()))
            .help(help));
    }
    Ok(())
}

/// A pop or push: inside a runtime sequence, its id (`what`, #0) an `i32`.
fn pool_op(cx: &Cx, op: OpId, what: &str, id: Option<&ValueId>) -> Check {
    in_sequence(
        cx,
        op,
        "pop and push BD ids in a runtime sequence (or in control flow inside one)",
    )?;
    match id {
        Some(&v) => is_i32(cx, op, what, 0, v),
        None => Ok(()),
    }
}

/// `aiex.dma_configure_task_for`: its run-time repeat count is an integer
/// or `index`; where its allocation names a tile, its BDs have a task BD's
/// shape there.
pub(crate) fn configure_task_for(cx: &Cx, op: DmaConfigureTaskFor) -> Check {
    if let Some(&v) = cx.ir[op.op()].operands.first() {
        int_or_index(cx, op.op(), 0, v, false)?;
    }
    task_target(cx, op)?;
    let alloc = cx.lookup(op, op.alloc(cx.ir), OpKind::ShimDmaAllocation);
    if let (Some(alloc), Some(dev)) = (alloc, cx.device_of(op)) {
        if let Some(kind) = cx.kind_of(alloc) {
            for bd in cx
                .ir
                .walk(op.op())
                .into_iter()
                .filter_map(|o| cx.view::<DmaBd>(o))
            {
                super::npu::task_bd_shape(cx, bd, dev, kind)?;
            }
        }
    }
    Ok(())
}

/// What a `dma_configure_task_for` names: a shim DMA allocation, an object
/// FIFO or a route endpoint on a DMA channel (mlir-aie's rules and messages).
fn task_target(cx: &Cx, op: DmaConfigureTaskFor) -> Check {
    let name = op.alloc(cx.ir);
    let Some(target) = cx.lookup_any(op, name) else {
        return Err(cx
            .err(op, format!("@{name} does not name a symbol"))
            .help("name an aie.shim_dma_allocation, an aie.route_endpoint or an aie.objectfifo of this device"));
    };
    if let Some(end) = cx.view::<RouteEndpoint>(target) {
        if end.bundle(cx.ir) == WireBundle::Core {
            return Err(cx
                .err(op, format!("@{name} names a Core port, not a DMA channel"))
                .help("a task runs on a DMA channel: name a route endpoint with a DMA bundle"));
        }
        return Ok(());
    }
    let kinds = [OpKind::ShimDmaAllocation, OpKind::Objectfifo];
    if kinds.iter().any(|&k| cx.ir.is(target, k)) {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("@{name} must name an aie.shim_dma_allocation, an aie.route_endpoint or an aie.objectfifo"),
        )
        .help(format!(
            "@{name} is a '{}'; a task runs on the DMA channel such an op stands for",
            cx.name(target)
        )))
}

/// The run-time operands of a `dma_configure_task`: its repeat count (group
/// 1, after the tile) an integer or `index`, its BD id (group 2) an `i32`.
pub(super) fn task_operands(cx: &Cx, op: OpId) -> Check {
    let mut i = crate::ops::operand_group(cx.ir, op, 0).len();
    for (group, int32) in [(1, false), (2, true)] {
        for &v in crate::ops::operand_group(cx.ir, op, group) {
            match int32 {
                true => is_i32(cx, op, "operand", i, v)?,
                false => int_or_index(cx, op, i, v, false)?,
            }
            i += 1;
        }
    }
    Ok(())
}

/// `v`, operand `i` of `op` (one of a variadic group if `variadic`), is a
/// signless integer or an `index` (ODS's `AnySignlessIntegerOrIndex`).
pub(super) fn int_or_index(cx: &Cx, op: OpId, i: usize, v: ValueId, variadic: bool) -> Check {
    let ty = cx.ir.type_of(v);
    if matches!(
        ty,
        Type::Index
            | Type::Int {
                sign: Signedness::Signless,
                ..
            }
    ) {
        return Ok(());
    }
    let of = if variadic { "variadic of " } else { "" };
    Err(cx
        .err(
            op,
            format!("operand #{i} must be {of}signless integer or index, but got '{ty}'"),
        )
        .help("a value known only at run time here is an integer of any width or an index"))
}

/// `v`, operand or result `i` of `op`, is an `i32`.
pub(super) fn is_i32(cx: &Cx, op: OpId, what: &str, i: usize, v: ValueId) -> Check {
    let ty = cx.ir.type_of(v);
    if *ty == Type::I32 {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("{what} #{i} must be 32-bit signless integer, but got '{ty}'"),
        )
        .help("BD ids, repeat counts and register words are i32 values"))
}
