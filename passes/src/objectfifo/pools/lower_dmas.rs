//! `--aie-objectfifo-lower-dmas`: each `aie.objectfifo.dma_endpoint`
//! becomes the BD chain that walks its pool, buffer-major and segment-minor:
//! per object, per selected segment, acquire the lock its role waits on
//! (`consumeLock` when it drains, `produceLock` when it fills), move the
//! segment, release the other. A draining endpoint of a pool with
//! `repeatCount` sends each object that many times; a dispatching endpoint
//! runs lcm(depth, turns) objects so that every object meets every turn,
//! each BD stamped with its turn's header. With `iterCount` the chain ends
//! after one pass and its channel repeats `iterCount − 1` times. The chain
//! is appended to the tile's `aie.mem` / `aie.memtile_dma` / `aie.shim_dma`
//! (made if missing; [`super::super::dma`]).
//! Route endpoints, which stand for streams this compiler does not program,
//! are dropped.

use super::{each_device, error, Index, Res};
use crate::divisors::lcm;
use crate::netlist::{self, Dev};
use crate::objectfifo::dma::{append_chain, new_container, Bd, Chain, LockUse, Ring};
use crate::Args;
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::{Attr, OpId, OpKind, ValueId, Version, View};
use dialect::ops::pools::Role;
use dialect::ops::views::{
    DmaStart, LogicalTile, ObjectfifoDmaEndpoint, ObjectfifoPool, ObjectfifoSegment, RouteEndpoint,
    ShimDmaAllocation,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let stateful = args.flag(super::STATEFUL_ORDER.name);
    each_device(ir, |ir, dev| lower(ir, dev, stateful))
}

fn lower(ir: &mut Ir, dev: Dev, stateful: bool) -> Res<()> {
    let index = Index::of(ir, &dev);
    let fifo_ends = stateful.then(|| fifo_ends(ir, &dev));
    let before: HashSet<OpId> = programs(ir, &dev).collect();
    // By source position, then by place in the device: endpoints the split
    // wrote at one location (a time link's dispatch) keep their order.
    let place: HashMap<OpId, usize> = dev.ops(ir).enumerate().map(|(i, o)| (o, i)).collect();
    let mut ends: Vec<ObjectfifoDmaEndpoint> = index.dmas.values().copied().collect();
    ends.sort_by_key(|e| (ir[e.op()].span.start, place.get(&e.op()).copied()));
    let mut done = Vec::new();
    for e in ends {
        let Some((pool, role, selected)) = index.dma_pool(ir, e) else {
            continue;
        };
        let end = End {
            e,
            pool,
            role,
            selected: &selected,
        };
        lower_endpoint(ir, &dev, &end)?;
        done.push(e.op());
    }
    done.extend(index.route_ends.values().map(|e| e.op()));
    ir.erase_all(&done);
    if let Some(fifo_ends) = fifo_ends {
        let new: Vec<OpId> = programs(ir, &dev).filter(|p| !before.contains(p)).collect();
        stateful_order(ir, &dev, &fifo_ends, &new);
    }
    Ok(())
}

/// The DMA programs (`aie.mem`, ...) of `dev`.
fn programs<'a>(ir: &'a Ir, dev: &Dev) -> impl Iterator<Item = OpId> + 'a {
    dev.ops(ir).filter(|&o| {
        matches!(
            ir.kind(o),
            Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
        )
    })
}

/// The fifo ends the split wrote, in order (at each fifo, its producer's,
/// then its consumers'): each DMA and route endpoint's fifo and tile.
fn fifo_ends(ir: &Ir, dev: &Dev) -> Vec<(String, ValueId)> {
    let fifo = |op| {
        if let Some(e) = ir.view::<ObjectfifoDmaEndpoint>(op) {
            e.fifo_name(ir)
        } else {
            ir.view::<RouteEndpoint>(op).and_then(|e| e.fifo_name(ir))
        }
    };
    dev.ops(ir)
        .filter_map(|op| Some((fifo(op)?.to_string(), ir[op].operands[0])))
        .collect()
}

/// `stateful-order`: the fifos' shim DMA allocations and the new DMA
/// programs (`new`) at the end of the device in the order of the fifo ends
/// they serve, then the re-arm bindings (which the stateful transform
/// writes after the DMAs). Since mlir-aie's stateful transform became the
/// split passes' pipeline (760932a4) every allocation comes before the
/// programs, as its allocation makes them first; in IR of the April syntax
/// each stays before the program of its fifo's next end.
fn stateful_order(ir: &mut Ir, dev: &Dev, ends: &[(String, ValueId)], new: &[OpId]) {
    let by_tile: HashMap<ValueId, OpId> = new.iter().map(|&o| (ir[o].operands[0], o)).collect();
    let allocations: HashMap<&str, OpId> = dev
        .views::<ShimDmaAllocation>(ir)
        .map(|a| (a.sym_name(ir), a.op()))
        .collect();
    let mut order: Vec<OpId> = Vec::new();
    for (fifo, tile) in ends {
        let alloc = allocations
            .get(format!("{fifo}_shim_alloc").as_str())
            .filter(|&&a| ir[a].operands[0] == *tile);
        for &op in by_tile.get(tile).into_iter().chain(alloc) {
            if !order.contains(&op) {
                order.push(op);
            }
        }
    }
    if ir.version != Version::April2026 {
        let (mut allocations, programs): (Vec<OpId>, Vec<OpId>) = order
            .into_iter()
            .partition(|&o| ir.is(o, OpKind::ShimDmaAllocation));
        allocations.extend(programs);
        order = allocations;
    }
    let rest = new.iter().copied().filter(|o| !order.contains(o));
    let bindings: Vec<OpId> = dev.ops_of(ir, OpKind::ObjectfifoRearmBinding).collect();
    let moved: Vec<OpId> = order
        .clone()
        .into_iter()
        .chain(rest)
        .chain(bindings)
        .collect();
    for op in moved {
        let at = dev.before_end(ir);
        ir.move_op(op, at);
    }
}

/// The value of the device symbol `name` (a buffer or lock).
fn value_of(ir: &Ir, dev: &Dev, name: &str) -> Option<ValueId> {
    dev.symbol(ir, name)
        .and_then(|o| ir[o].results.first().copied())
}

/// A DMA endpoint with its pool, its role and the segments it selects.
struct End<'a> {
    e: ObjectfifoDmaEndpoint,
    pool: ObjectfifoPool,
    role: Role,
    selected: &'a [ObjectfifoSegment],
}

fn lower_endpoint(ir: &mut Ir, dev: &Dev, end: &End) -> Res<()> {
    let (e, pool, role) = (end.e, end.pool, end.role);
    let help = "--aie-objectfifo-allocate gives each DMA endpoint its channel";
    let Some(channel) = e.channel_index(ir) else {
        return Err(error(
            ir,
            e.op(),
            "has no channel; run --aie-objectfifo-allocate",
            help,
        ));
    };
    let buffers: Option<Vec<ValueId>> = pool
        .buffers(ir)
        .map(|names| {
            names
                .iter()
                .map(|n| value_of(ir, dev, n))
                .collect::<Option<Vec<_>>>()
        })
        .unwrap_or(None);
    let Some(buffers) = buffers else {
        return Err(error(
            ir,
            e.op(),
            format!("drives pool @{}, which has no buffers", pool.sym_name(ir)),
            help,
        ));
    };
    let tile = ir[e.op()].operands[0];
    let dir = if role == Role::Drains {
        Dir::MM2S
    } else {
        Dir::S2MM
    };
    let container = container_of(ir, dev, tile);
    if let Some(start) = container.and_then(|c| programmed(ir, c, dir, channel)) {
        return Err(Box::new(
            (*error(ir, e.op(), format!("drives {dir:?} channel {channel}, which an aie.dma_start of this tile already programs"), "pin another channel, or drop `channelIndex` and let allocation choose"))
                .with_note(Some(ir[start].span), "the channel is programmed here"),
        ));
    }
    let task_repeat = task_repeat(ir, dev, end, buffers.len(), tile);
    let copies = match (role, task_repeat) {
        (Role::Drains, None) => pool.repeat_count(ir).unwrap_or(1).max(1) as usize,
        _ => 1,
    };
    let plan = plan(ir, dev, end, &buffers, copies);
    let ring = Ring {
        span: ir[e.op()].span,
        dir,
        channel,
        dims: None,
        pads: None,
        packet: e.packet(ir).map(|(t, i)| (t as i64, i as i64)),
    };
    let chain = Chain {
        task_repeat: e.iter_count(ir).map(|n| n - 1).or(task_repeat),
        pad_value: e.pad_value(ir).filter(|&v| v != 0),
        finite: e.iter_count(ir).is_some(),
    };
    let container = match container {
        Some(c) => c,
        None => new_container(ir, dev, tile, tile_kind(ir, dev, tile), ring.span),
    };
    append_chain(
        ir,
        dev.model.arch.is_aie2(),
        container,
        &ring,
        &chain,
        &plan,
    );
    Ok(())
}

/// The kind of `tile`: that at its coordinates, or the one a logical tile
/// names (a DMA program may sit on a tile not yet placed).
fn tile_kind(ir: &Ir, dev: &Dev, tile: ValueId) -> Option<TileKind> {
    match netlist::coords(ir, tile) {
        Some(c) => dev.kind(c),
        None => ir
            .defining_op(tile)
            .and_then(|o| ir.view::<LogicalTile>(o))
            .map(|t| t.tile_type(ir).kind()),
    }
}

/// The task repeat count of draining endpoint `e` when its pool's repeats
/// are the channel's rather than copies of its BD: a repeated pool of one
/// object, drained whole, off a shim, without an iteration count (mlir-aie
/// since August 2026; IR of the April syntax keeps the copies).
fn task_repeat(ir: &Ir, dev: &Dev, end: &End, objects: usize, tile: ValueId) -> Option<i64> {
    let (e, pool, role, selected) = (end.e, end.pool, end.role, end.selected);
    let repeat = pool.repeat_count(ir).filter(|&r| r > 1)?;
    let whole = selected.len() == 1 && dialect::ops::pools::segments(ir, pool).len() == 1;
    let shim = tile_kind(ir, dev, tile).is_some_and(TileKind::is_shim);
    let plain = e.iter_count(ir).is_none() && e.dispatch(ir).is_none() && !shim;
    let channel = ir.version != Version::April2026;
    (role == Role::Drains && objects == 1 && whole && plain && channel).then_some(repeat - 1)
}

/// The BDs of endpoint `e`, buffer-major, segment-minor; a draining one
/// sends each object `copies` times.
fn plan(ir: &Ir, dev: &Dev, end: &End, buffers: &[ValueId], repeat: usize) -> Vec<Bd> {
    let (e, pool, role, selected) = (end.e, end.pool, end.role, end.selected);
    let aie2 = dev.model.arch.is_aie2();
    let depth = buffers.len().max(1);
    let turns = match e.dispatch_packets(ir) {
        Some(Attr::Array(p)) => p
            .iter()
            .map(|a| a.packet_fields().map(|(t, i)| (t as i64, i as i64)))
            .collect(),
        _ => Vec::new(),
    };
    let objects = if turns.is_empty() {
        depth
    } else {
        lcm(depth, turns.len())
    };
    let dims = e.dimensions(ir);
    let pads = dialect::ops::pools::pad_layouts(ir, e);
    // The filler of a repeated pool takes (and gives) `repeatCount` units
    // per object, one per copy its drainer sends.
    let units = match role {
        Role::Fills => pool.repeat_count(ir).unwrap_or(1).max(1),
        Role::Drains => 1,
    };
    let binary = pool.locks(ir).unwrap_or_default();
    let mut out = Vec::new();
    for k in 0..objects {
        let buffer = buffers[k % depth];
        let last = repeat * selected.len() - 1;
        for r in 0..repeat {
            for (j, s) in selected.iter().enumerate() {
                let at = r * selected.len() + j;
                let (acquire, release): (LockUse, LockUse) = if aie2 {
                    let (wait, signal) = match role {
                        Role::Drains => (s.consume_lock(ir), s.produce_lock(ir)),
                        Role::Fills => (s.produce_lock(ir), s.consume_lock(ir)),
                    };
                    let lock =
                        |n: Option<&str>| n.and_then(|n| value_of(ir, dev, n)).map(|l| (l, units));
                    (lock(wait), lock(signal))
                } else {
                    let lock = binary.get(k % depth).and_then(|n| value_of(ir, dev, n));
                    let (a, rl) = if role == Role::Drains { (1, 0) } else { (0, 1) };
                    (
                        (at == 0).then_some(lock.map(|l| (l, a))).flatten(),
                        (at == last).then_some(lock.map(|l| (l, rl))).flatten(),
                    )
                };
                let dims = dims
                    .and_then(|d| d.get(j))
                    .filter(|d| !d.is_empty())
                    .cloned();
                let pads = pads.get(j).cloned().flatten();
                out.push(Bd {
                    buffer,
                    offset: s.offset(ir),
                    len: s.size(ir).max(padded_len(dims.as_deref(), pads.as_deref())),
                    acquire,
                    release,
                    packet: turns.get(k % turns.len().max(1)).copied().flatten(),
                    dims,
                    pads,
                });
            }
        }
    }
    out
}

/// The words a padded BD sends: the product over its dimensions of size
/// plus padding (0 without padding). A padded output's BD is that long,
/// though its segment may be shorter (a 1-to-1 link whose larger output is
/// padded keeps its objects in the input's buffers).
fn padded_len(dims: Option<&[(u64, u64)]>, pads: Option<&[(u64, u64)]>) -> i64 {
    let (Some(dims), Some(pads)) = (dims, pads) else {
        return 0;
    };
    let words = dims
        .iter()
        .zip(pads)
        .map(|(&(size, _), &(before, after))| size.saturating_add(before).saturating_add(after))
        .fold(1u64, u64::saturating_mul);
    i64::try_from(words).unwrap_or(i64::MAX)
}

/// The DMA program (`aie.mem`, ...) of `tile`, if it has one.
fn container_of(ir: &Ir, dev: &Dev, tile: ValueId) -> Option<OpId> {
    dev.ops(ir).find(|&o| {
        matches!(
            ir.kind(o),
            Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
        ) && ir[o].operands.first() == Some(&tile)
    })
}

/// The `aie.dma_start` of `container` that programs channel `ch` of `dir`.
fn programmed(ir: &Ir, container: OpId, dir: Dir, ch: i64) -> Option<OpId> {
    ir.views::<DmaStart>(ir.walk(container))
        .find(|s| s.channel_dir(ir).dir() == dir && s.channel_index(ir) == Some(ch))
        .map(DmaStart::op)
}
