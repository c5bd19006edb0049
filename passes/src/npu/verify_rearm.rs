//! `--aie-verify-runtime-rearm` (mlir-aie's AIEVerifyRuntimeRearm,
//! experimental and opt-in, not in the default pipeline): an
//! `aiex.dma_channel_reset` of a channel whose BD chain uses a lock that no
//! `aiex.set_lock` of the device re-arms is an error, with a note per such
//! lock. A reset leaves the lock counters as they are, so the channel's peer
//! would wait on its acquire for ever. Passing is necessary, not sufficient,
//! for a safe reset: the channel's start queue must be pushed again too,
//! which this does not check. Run it before `--aie-lower-set-lock`.

use crate::netlist::{self, coords, tile_of, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{BlockId, OpId, OpKind, ValueId, View};
use dialect::ops::views::{DmaChannelReset, DmaStart, SetLock, UseLock};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-verify-runtime-rearm",
    name: "AIEVerifyRuntimeRearm",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Experimental, opt-in: reject an aiex.dma_channel_reset whose objectFIFO lock is never re-armed",
    doc: "runtime-sequence.md#resets",
    options: &[],
    body: crate::Body::Run(run),
};

/// A DMA channel: its tile, direction and index.
type ChannelKey = ((i64, i64), DmaChannelDir, i64);

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, verify)
}

fn verify(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let channels = channel_locks(ir, dev);
    let rearmed: Vec<OpId> = dev
        .walk_views::<SetLock>(ir)
        .filter_map(|s| ir.defining_op(ir[s.op()].operands[0]))
        .collect();
    for reset in dev.walk_views::<DmaChannelReset>(ir) {
        let Some(tile) = coords(ir, ir[reset.op()].operands[0]) else {
            continue;
        };
        let key = (tile, reset.direction(ir), reset.channel(ir));
        let Some((_, locks)) = channels.iter().find(|(k, _)| *k == key) else {
            continue;
        };
        let frozen: Vec<OpId> = locks
            .iter()
            .copied()
            .filter(|l| !rearmed.contains(l))
            .collect();
        if !frozen.is_empty() {
            let mut err = netlist::op_error(
                ir,
                reset.op(),
                "resets a DMA channel whose objectFIFO lock is never re-armed; the semaphore counter stays frozen and the channel's peer will block forever on acquire (a runtime deadlock). Re-arm each bound lock with an aiex.set_lock",
            );
            for &l in &frozen {
                err = err.with_note(
                    Some(ir[l].span),
                    "this lock is bound to the reset channel and is not re-armed",
                );
            }
            return Err(err.with_help(
                "after the reset, re-arm each lock noted: `aiex.set_lock(%lock, <its initial value>)`",
            ));
        }
    }
    Ok(())
}

/// The locks each channel of a core's or mem tile's DMA uses along its BD
/// chain (the start's first BD, then each BD's single successor, until one
/// repeats), each once.
fn channel_locks(ir: &Ir, dev: &Dev) -> Vec<(ChannelKey, Vec<OpId>)> {
    let mut out: Vec<(ChannelKey, Vec<OpId>)> = Vec::new();
    for start in dev.walk_views::<DmaStart>(ir) {
        let Some(parent) = ir.parent_op(start.op()) else {
            continue;
        };
        if !matches!(ir.kind(parent), Some(OpKind::Mem | OpKind::MemtileDma)) {
            continue;
        }
        let Some(tile) = tile_of(ir, parent) else {
            continue;
        };
        let Some(index) = start.channel_index(ir) else {
            continue;
        };
        let key = (tile, start.channel_dir(ir), index);
        let at = match out.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                out.push((key, Vec::new()));
                out.len() - 1
            }
        };
        let mut seen: Vec<BlockId> = Vec::new();
        let mut block = ir[start.op()].successors.first().map(|s| s.block);
        while let Some(b) = block.filter(|b| !seen.contains(b)) {
            seen.push(b);
            for lock in ir
                .views::<UseLock>(ir.ops_in(b))
                .filter_map(|u| lock_of(ir, ir[u.op()].operands[0]))
            {
                if !out[at].1.contains(&lock) {
                    out[at].1.push(lock);
                }
            }
            block = ir
                .ops_in(b)
                .next_back()
                .and_then(|t| match ir[t].successors.as_slice() {
                    [next] => Some(next.block),
                    _ => None,
                });
        }
    }
    out
}

/// The `aie.lock` defining `v`.
fn lock_of(ir: &Ir, v: ValueId) -> Option<OpId> {
    ir.defining_op(v).filter(|&o| ir.is(o, OpKind::Lock))
}
