//! `--aie-decompose-large-dma-bd`: each `aiex.npu.dma_memcpy_nd` of a
//! runtime sequence whose constant, non-contiguous pattern exceeds what a
//! BD's fields hold becomes the legal transfers that move the same elements
//! in the same order (`dialect::verify::nd::decompose`; docs/runtime-sequence.md,
//! "Oversized transfers"): one op when a dimension factors across the free
//! outermost slot, else one per slice of the outermost dimension, with ids
//! not yet used on that allocation and the token on the last only. So does
//! the one `aie.dma_bd` of a DMA task (`aiex.dma_configure_task(_for)`):
//! rewritten in place, or sliced into an `aie.next_bd` chain of BDs (not a
//! BD with an `out_of_order_id`, whose slices would all land in one receive
//! BD), or into several tasks (not under run-time control flow). A BD whose offset or
//! length is known only at run time stays as it is.

use super::dma_to_npu::nd_lists;
use super::task_split;
use super::{allocation, elem_bits, kind, sequences};
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{
    DmaBd, DmaConfigureTask, DmaConfigureTaskFor, DmaStartTask, End, NextBd, NpuDmaMemcpyNd,
};
use dialect::verify::nd::{self, Pattern, TaskPlan};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-decompose-large-dma-bd",
    name: "AIEDecomposeLargeDmaBd",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Decompose oversized non-contiguous ND DMA transfers",
    doc: "runtime-sequence.md#oversized-transfers",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let (transfers, tasks) = (
        ir.may_contain(OpKind::NpuDmaMemcpyNd),
        ir.may_contain(OpKind::DmaConfigureTask) || ir.may_contain(OpKind::DmaConfigureTaskFor),
    );
    if !transfers && !tasks {
        return Vec::new();
    }
    netlist::each_device(ir, |ir, dev| {
        for seq in sequences(ir, dev) {
            for m in ir.walk_views::<NpuDmaMemcpyNd>(seq).collect::<Vec<_>>() {
                if let Some(parts) = parts(ir, dev, m) {
                    rewrite(ir, seq, m, &parts);
                }
            }
            let users = task_users(ir, seq);
            let mut splits = Vec::new();
            for bd in ir.walk_views::<DmaBd>(seq).collect::<Vec<_>>() {
                let Some((task, plan)) = task_plan(ir, dev, seq, bd, &users)? else {
                    continue;
                };
                match plan {
                    TaskPlan::One(offset, p) => {
                        bd.set_offset(ir, offset);
                        bd.set_dimensions(ir, dims_of(&p));
                    }
                    TaskPlan::Chain(parts) => rewrite_task_bd(ir, task, bd, &parts)?,
                    TaskPlan::Tasks { parts, passes } => {
                        let start = users.get(&task).and_then(|u| task_split::only_start(ir, u));
                        if let Some(start) = start {
                            splits.push(task_split::Split {
                                task,
                                bd,
                                start,
                                parts,
                                passes,
                            });
                        }
                    }
                }
            }
            task_split::issue(ir, dev, splits, &users);
        }
        Ok(())
    })
}

/// The ops using each DMA task of `seq`, in walk order.
fn task_users(ir: &Ir, seq: OpId) -> HashMap<OpId, Vec<OpId>> {
    let mut users: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for o in ir.walk(seq) {
        for &v in &ir[o].operands {
            let Some(def) = ir.defining_op(v) else {
                continue;
            };
            if matches!(
                ir.kind(def),
                Some(OpKind::DmaConfigureTask | OpKind::DmaConfigureTaskFor)
            ) {
                users.entry(def).or_default().push(o);
            }
        }
    }
    users
}

/// The DMA task holding `bd` and the tile it runs on.
fn task_of(ir: &Ir, dev: &Dev, bd: DmaBd) -> Option<(OpId, (i64, i64))> {
    let task = ir.parent_op(bd.op())?;
    if let Some(t) = ir.view::<DmaConfigureTask>(task) {
        return Some((t.op(), netlist::tile_of(ir, t.op())?));
    }
    let t = ir.view::<DmaConfigureTaskFor>(task)?;
    let (ch, _) = allocation(ir, dev, t.alloc(ir))?;
    Some((t.op(), (ch.col, ch.row)))
}

/// How the one BD `bd` of a DMA task of `seq` is issued ([`nd::task_plan`]),
/// with its task, if it needs and allows a change: constant dimensions,
/// offset and length, no padding, the task's only BD. The task runs as
/// often as its one start says, else as its repeat count says (`None`: at
/// run time). Under run-time control flow a task becomes a chain (the
/// dynamic BD pool gives each BD of it an id) but not several tasks (their
/// pushes in rounds are a straight-line schedule), and an out-of-order BD
/// is not split (each slice would land in the one receive BD its id names).
fn task_plan(
    ir: &Ir,
    dev: &Dev,
    seq: OpId,
    bd: DmaBd,
    users: &HashMap<OpId, Vec<OpId>>,
) -> Result<Option<(OpId, TaskPlan)>, Diagnostic> {
    let Some((task, tile)) = task_of(ir, dev, bd) else {
        return Ok(None);
    };
    if bd.pad_dimensions(ir).is_some() || ir.views::<DmaBd>(ir.walk(task)).count() != 1 {
        return Ok(None);
    }
    // An offset or length known only at run time stays one BD.
    let (Some(base), true) = (
        bd.offset(ir).int(),
        bd.len(ir).is_none_or(|l| l.int().is_some()),
    ) else {
        return Ok(None);
    };
    let Some(dims) = bd.dimensions(ir).filter(|d| !d.is_empty()) else {
        return Ok(None);
    };
    let Some(dims) = dims
        .iter()
        .map(|&(s, t)| Some((i64::try_from(s).ok()?, i64::try_from(t).ok()?)))
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(None);
    };
    let (Some(w), Some(kind)) = (
        elem_bits(ir.type_of(ir[bd.op()].operands[0])),
        kind(dev.model, tile),
    ) else {
        return Ok(None);
    };
    // An iteration of the BD's own is its fourth dimension: nothing to
    // iterate or slice around it.
    if bd.iteration(ir).is_some() || bd.iteration_size_val(ir).is_some() {
        if nd::task_holds(kind, &dims, w) {
            return Ok(None);
        }
        return Err(netlist::op_error(ir, bd.op(), "buffer descriptor with the iteration attribute is too large to lower and cannot be decomposed")
            .with_help("drop `iteration` (give the iterated dimension as the outermost size and stride), or keep the pattern within one BD's fields"));
    }
    let start = users.get(&task).and_then(|u| task_split::only_start(ir, u));
    let override_runs = start.and_then(|s| ir.view::<DmaStartTask>(s)?.repeat_count(ir));
    let runs = match (override_runs, super::configured_repeat(ir, task)) {
        (Some(r), _) => Some(r + 1),
        (None, Some(r)) => r.map(|r| r + 1),
        (None, None) => return Ok(None),
    };
    let plan = nd::task_plan(kind, w, &dims, base, runs, dev.model.num_bds(kind) as usize)
        .map_err(|m| {
            netlist::op_error(ir, bd.op(), m).with_help(
                "give a repeat count that runs whole passes over the iteration dimensions",
            )
        })?;
    let Some(plan) = plan else {
        return Ok(None);
    };
    let split = !matches!(plan, TaskPlan::One(..));
    let tasks = matches!(plan, TaskPlan::Tasks { .. });
    if split && (tasks && looped(ir, seq, task) || bd.out_of_order_id(ir).is_some()) {
        if bd.out_of_order_id(ir).is_some() {
            return Err(netlist::op_error(ir, bd.op(), "splitting an out-of-order buffer descriptor into multiple descriptors is not implemented")
                .with_help("each slice would be placed in the one receive BD its id names: keep the transfer within one BD's fields"));
        }
        return Ok(None);
    }
    Ok(Some((task, plan)))
}

/// Whether `task` is under run-time control flow in `seq`.
fn looped(ir: &Ir, seq: OpId, task: OpId) -> bool {
    let mut at = ir.parent_op(task);
    while let Some(p) = at.filter(|&p| p != seq) {
        if matches!(
            ir.kind(p),
            Some(OpKind::ScfFor | OpKind::ScfWhile | OpKind::ScfIf)
        ) {
            return true;
        }
        at = ir.parent_op(p);
    }
    false
}

/// The dimensions (outermost first) of pattern `p`.
pub(crate) fn dims_of(p: &Pattern) -> Vec<(u64, u64)> {
    (0..4)
        .rev()
        .map(|k| (p.sizes[k] as u64, p.strides[k] as u64))
        .collect()
}

/// Sets `bd`'s offset, dropping one of 0 (its default, which the syntax omits).
pub(crate) fn set_offset(ir: &mut Ir, bd: DmaBd, offset: i64) {
    match offset {
        0 => netlist::clear(ir, bd, DmaBd::set_offset, 0),
        v => bd.set_offset(ir, v),
    }
}

/// `bd` of `task` becomes `parts`: itself for the first, a new block with a
/// copy for each other, chained by `aie.next_bd`.
fn rewrite_task_bd(
    ir: &mut Ir,
    task: OpId,
    bd: DmaBd,
    parts: &[(i64, Pattern)],
) -> Result<(), Diagnostic> {
    let [(offset, first), rest @ ..] = parts else {
        return Ok(());
    };
    let span = ir[bd.op()].span;
    set_offset(ir, bd, *offset);
    bd.set_dimensions(ir, dims_of(first));
    if rest.is_empty() {
        return Ok(());
    }
    bd.set_len(ir, first.inner_len());
    let (Some(block), Some(&region)) = (ir.block_of(bd.op()), ir[task].regions().first()) else {
        return Ok(());
    };
    let mut prev = block;
    for (offset, p) in rest {
        let next = ir.add_block(region, span);
        let copy = DmaBd::wrap(ir.clone_op(bd.op(), &mut Default::default()));
        ir.insert(At::End(next), copy.op());
        set_offset(ir, copy, *offset);
        copy.set_len(ir, p.inner_len());
        copy.set_dimensions(ir, dims_of(p));
        netlist::clear(ir, copy, DmaBd::set_out_of_order_id, 0);
        netlist::clear(ir, copy, DmaBd::set_bd_id, 0);
        netlist::clear(ir, copy, DmaBd::set_next_bd_id, 0);
        // The block ends in `aie.next_bd` to the new one instead of `aie.end`.
        if let Some(end) = ir.last_op(prev).filter(|&t| ir.is(t, OpKind::End)) {
            ir.erase(end);
        }
        NextBd::build(ir, span)
            .successor(next)
            .insert(At::End(prev));
        prev = next;
    }
    End::build(ir, span).insert(At::End(prev));
    Ok(())
}

/// The legal patterns `m` splits into, if it needs and allows a split that
/// its tile's BDs hold.
fn parts(ir: &Ir, dev: &Dev, m: NpuDmaMemcpyNd) -> Option<Vec<Pattern>> {
    let [offsets, sizes, strides] = nd_lists(ir, m)?;
    let w = elem_bits(ir.type_of(ir[m.op()].operands[0]))?;
    let (ch, _) = allocation(ir, dev, m.metadata(ir))?;
    let tile = kind(dev.model, (ch.col, ch.row))?;
    let pattern = Pattern {
        offsets,
        sizes,
        strides,
    };
    let parts = nd::decompose(tile, &pattern, w)?;
    (parts.len() <= dev.model.num_bds(tile) as usize).then_some(parts)
}

/// Replaces `m` by one op per part.
fn rewrite(ir: &mut Ir, seq: OpId, m: NpuDmaMemcpyNd, parts: &[Pattern]) {
    let op = m.op();
    let metadata = m.metadata(ir).to_string();
    let mut used: HashSet<i64> = ir
        .views::<NpuDmaMemcpyNd>(ir.walk(seq))
        .filter(|o| o.op() != op && o.metadata(ir) == metadata)
        .map(|o| o.id(ir))
        .collect();
    let token = m.issue_token(ir);
    let mut next = m.id(ir);
    for (i, p) in parts.iter().enumerate() {
        let copy = NpuDmaMemcpyNd::wrap(ir.clone_op(op, &mut Default::default()));
        ir[copy.op()].operands.truncate(1);
        let outer = |l: &[i64; 4]| l.iter().rev().copied().collect::<Vec<i64>>();
        copy.set_static_offsets(ir, &outer(&p.offsets));
        copy.set_static_sizes(ir, &outer(&p.sizes));
        copy.set_static_strides(ir, &outer(&p.strides));
        while used.contains(&next) {
            next += 1;
        }
        used.insert(next);
        copy.set_id(ir, next);
        copy.set_issue_token(ir, token && i + 1 == parts.len());
        ir.insert(At::Before(op), copy.op());
    }
    ir.erase(op);
}
