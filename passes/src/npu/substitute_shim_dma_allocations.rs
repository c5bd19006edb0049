//! `--aie-substitute-shim-dma-allocations`: each
//! `aiex.dma_configure_task_for @alloc` becomes an `aiex.dma_configure_task`
//! on the tile, direction and channel of the `aie.shim_dma_allocation @alloc`
//! (with its packet header, if it has one), keeping its BDs, token and repeat
//! count; the task's uses follow.

use crate::netlist::{self, op_error, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{At, ValueId, View};
use dialect::ops::views::{DmaConfigureTask, DmaConfigureTaskFor, ShimDmaAllocation};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-substitute-shim-dma-allocations",
    name: "AIESubstituteShimDMAAllocations",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace aiex.dma_configure_task_for @alloc by aiex.dma_configure_task on the tile and channel of the shim DMA allocation",
    doc: "runtime-sequence.md#shim-dma-allocations",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, substitute)
}

/// Where an allocation puts its transfers.
pub(crate) struct Endpoint {
    pub(crate) tile: ValueId,
    pub(crate) dir: DmaChannelDir,
    pub(crate) channel: i64,
    pub(crate) packet: Option<(u64, u64)>,
}

fn endpoints(ir: &Ir, dev: &Dev) -> HashMap<String, Endpoint> {
    ir.views::<ShimDmaAllocation>(dev.ops(ir))
        .map(|a| {
            let endpoint = Endpoint {
                tile: ir[a.op()].operands[0],
                dir: a.channel_dir(ir),
                channel: a.channel_index(ir),
                packet: a.packet(ir),
            };
            (a.sym_name(ir).to_string(), endpoint)
        })
        .collect()
}

fn substitute(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let endpoints = endpoints(ir, dev);
    let tasks: Vec<DmaConfigureTaskFor> = dev.walk_views(ir).collect();
    for task in tasks {
        let Some(end) = endpoints.get(task.alloc(ir)) else {
            return Err(
                op_error(ir, task.op(), "no shim DMA allocation found for symbol").with_help(
                    format!(
                        "no `aie.shim_dma_allocation @{}` in this device",
                        task.alloc(ir)
                    ),
                ),
            );
        };
        replace(ir, task, end);
    }
    Ok(())
}

/// Builds the `dma_configure_task` before `task`, moves the BD region into
/// it, redirects the uses and erases `task`.
pub(crate) fn replace(ir: &mut Ir, task: DmaConfigureTaskFor, end: &Endpoint) {
    let old = task.op();
    let (issue_token, repeat_count) = (task.issue_token(ir), task.repeat_count(ir));
    // The run-time repeat count, if the task has one.
    let repeat = ir[old].operands.clone();
    let mut b = DmaConfigureTask::build(ir, ir[old].span)
        .operand_lists(&[&[end.tile], &repeat, &[]])
        .direction(end.dir)
        .channel(end.channel);
    if let Some(packet) = end.packet {
        b = b.packet(packet);
    }
    if issue_token {
        b = b.issue_token(true);
    }
    if repeat_count != 0 {
        b = b.repeat_count(repeat_count);
    }
    let new = b.insert(At::Before(old)).op();
    ir.move_regions(old, new);
    let (from, to) = (ir[old].results[0], ir[new].results[0]);
    if let Some(scope) = ir.parent_op(old) {
        ir.replace_uses_in(scope, from, to);
    }
    ir.erase(old);
}
