//! `stateful-order`: the buffers and locks allocation made, where the
//! stateful transform (the one-pass lowering) puts them. It creates a fifo's
//! objects half by half (the producer's half, then the consumers' halves,
//! the last first), fifo by fifo, each right after the device's last tile,
//! so that they end up in the reverse order; on AIE2 it also gives each
//! shim end of a synchronised fifo without external buffers a lock pair
//! (which no BD uses: the host's transfers wait on nothing), and, when
//! locks get ids there, numbers them in creation order. A device that
//! defines a tile after a core keeps them below their tiles (after the last
//! tile they would not dominate the cores that use them).
//!
//! A half is what allocation has at hand: a pool (the objects it made for
//! it) or a shim route endpoint. Its fifo (`fifoName`) and its place come
//! from where the split wrote the fifo's ends: at the fifo, the producer's
//! first, then each consumer's in order.

use super::Decided;
use crate::netlist::{self, Dev};
use crate::objectfifo::fifo::consumer_half;
use crate::objectfifo::pools::base_name;
use crate::objectfifo::rules::take_lowest_lock_id;
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, OpId, View};
use dialect::ops::pools::route_sources;
use dialect::ops::views::{
    Lock, ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoPool, Route, RouteEndpoint,
};
use dialect::Ir;
use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};

/// The fifo ends the split wrote, as allocation reads them back.
struct Ends {
    /// Each fifo's place: the op of its producer's end, else of any of its
    /// DMA and route endpoints, else of a core endpoint of a pool of it,
    /// else of a pool of it (in device order).
    place: HashMap<String, usize>,
    /// The names of route sources.
    sources: HashSet<String>,
    /// Each route destination's consumer: its index among the route's
    /// destinations of its fifo, and their count.
    consumers: HashMap<String, (usize, usize)>,
    /// The device position of each op.
    position: HashMap<OpId, usize>,
}

impl Ends {
    fn read(ir: &Ir, dev: &Dev) -> Ends {
        let routes: Vec<Route> = dev.views::<Route>(ir).collect();
        let sources: HashSet<String> = (routes.iter())
            .flat_map(|&r| route_sources(ir, r).into_iter().map(String::from))
            .collect();
        let fifo_of_pool: HashMap<&str, &str> = (dev.views::<ObjectfifoPool>(ir))
            .filter_map(|p| Some((p.sym_name(ir), p.fifo_name(ir)?)))
            .collect();
        let (mut producer, mut any) = (HashMap::new(), HashMap::new());
        let (mut core, mut pool) = (HashMap::new(), HashMap::new());
        let mut fifo_of_end: HashMap<&str, &str> = HashMap::new();
        let mut position = HashMap::new();
        for (k, op) in dev.ops(ir).enumerate() {
            position.insert(op, k);
            let (fifo, drains) = if let Some(e) = ir.view::<ObjectfifoDmaEndpoint>(op) {
                fifo_of_end.extend(e.fifo_name(ir).map(|f| (e.sym_name(ir), f)));
                (e.fifo_name(ir), e.drains(ir))
            } else if let Some(e) = ir.view::<RouteEndpoint>(op) {
                fifo_of_end.extend(e.fifo_name(ir).map(|f| (e.sym_name(ir), f)));
                (e.fifo_name(ir), sources.contains(e.sym_name(ir)))
            } else if let Some(p) = ir.view::<ObjectfifoPool>(op) {
                if let Some(f) = p.fifo_name(ir) {
                    pool.entry(f.to_string()).or_insert(k);
                }
                continue;
            } else if let Some(e) = ir.view::<ObjectfifoCoreEndpoint>(op) {
                // A fifo whose ends share memory has core endpoints only,
                // of its pool (a link's, when it owns the link's objects).
                if let Some(f) = fifo_of_pool.get(e.pool(ir)) {
                    core.entry(f.to_string()).or_insert(k);
                }
                continue;
            } else {
                continue;
            };
            let Some(fifo) = fifo else { continue };
            any.entry(fifo.to_string()).or_insert(k);
            if drains {
                producer.entry(fifo.to_string()).or_insert(k);
            }
        }
        // A fifo's consumers are the destinations of its route that are its
        // ends (a merge's route ends in the merging endpoint of its output).
        let mut consumers = HashMap::new();
        for r in routes {
            let dests = r.destinations(ir);
            let fifo = |d: &str| fifo_of_end.get(d).copied();
            for &d in &dests {
                let Some(f) = fifo(d) else { continue };
                let same: Vec<&str> = (dests.iter().copied())
                    .filter(|&o| fifo(o) == Some(f))
                    .collect();
                let i = same.iter().position(|&o| o == d).unwrap_or(0);
                consumers.insert(d.to_string(), (i, same.len()));
            }
        }
        let mut place = pool;
        place.extend(core);
        place.extend(any);
        place.extend(producer);
        Ends {
            place,
            sources,
            consumers,
            position,
        }
    }

    /// The half a shim route endpoint of `fifo` is: the fifo's, or its
    /// consumer's.
    fn shim_half(&self, ir: &Ir, fifo: &str, e: RouteEndpoint) -> String {
        if self.sources.contains(e.sym_name(ir)) {
            return fifo.to_string();
        }
        let (i, n) = self
            .consumers
            .get(e.sym_name(ir))
            .copied()
            .unwrap_or((0, 1));
        consumer_half(fifo, i, n)
    }
}

/// A half's objects and where the stateful transform creates them.
struct Half {
    /// The fifo's place, then 0 for the producer's half and 1 for a
    /// consumer's, then (reversed) the consumer's place.
    key: (usize, u8, Reverse<usize>),
    ops: Vec<OpId>,
}

/// Moves the objects the Writer made (`made`: per pool, in the order made)
/// after the last tile, half by half as the stateful transform creates
/// them, with the shim lock pairs; numbers the locks when `lock_ids`.
pub(super) fn place(
    ir: &mut Ir,
    dev: &Dev,
    d: &Decided,
    made: &HashMap<usize, Vec<OpId>>,
    lock_ids: bool,
) {
    let Some(last_tile) = dev.last_tile(ir) else {
        return;
    };
    let ends = Ends::read(ir, dev);
    let mut halves = Vec::new();
    let pools = &d.f.pools;
    for (k, ops) in made {
        let pool = pools[*k].op;
        let Some(fifo) = pool.fifo_name(ir) else {
            continue;
        };
        let Some(&place) = ends.place.get(fifo) else {
            continue;
        };
        let producer = base_name(pool.sym_name(ir)) == fifo;
        let at = ends.position[&pool.op()];
        halves.push(Half {
            key: (place, u8::from(!producer), Reverse(at)),
            ops: ops.clone(),
        });
    }
    halves.extend(shim_locks(ir, dev, d, &ends, last_tile));
    halves.sort_by_key(|h| h.key);
    // A device that defines a tile after a core or DMA program (a column
    // at a time) keeps the objects below their tiles, where the split
    // passes put them: after the last tile they would follow the cores
    // that use them.
    let interleaved = dev
        .ops(ir)
        .take_while(|&o| o != last_tile)
        .any(|o| !ir[o].regions().is_empty());
    for h in halves.iter().filter(|_| !interleaved) {
        let mut at = At::After(last_tile);
        for &op in &h.ops {
            ir.move_op(op, at);
            at = At::After(op);
        }
    }
    if lock_ids {
        number_locks(ir, dev, &halves);
    }
}

/// A lock pair (`<half>_prod_lock_0`, `<half>_cons_lock_0`, empty) on the
/// tile of each shim route endpoint of a fifo that is synchronised, holds
/// no external buffers and streams to no core, on AIE2.
fn shim_locks(ir: &mut Ir, dev: &Dev, d: &Decided, ends: &Ends, last_tile: OpId) -> Vec<Half> {
    if !dev.model.arch.is_aie2() {
        return Vec::new();
    }
    let mut unlocked: HashSet<String> = HashSet::new();
    for p in &d.f.pools {
        let external = p.buffers.is_some() && d.f.tiles.kind(p.tile).is_shim();
        if external || p.op.disable_synchronization(ir) {
            unlocked.extend(p.op.fifo_name(ir).map(String::from));
        }
    }
    let routed: Vec<RouteEndpoint> = dev.views::<RouteEndpoint>(ir).collect();
    for e in &routed {
        if e.bundle(ir) == WireBundle::Core {
            unlocked.extend(e.fifo_name(ir).map(String::from));
        }
    }
    let shim = |ir: &Ir, e: &RouteEndpoint| {
        let c = netlist::coords(ir, ir[e.op()].operands[0]);
        c.and_then(|c| dev.kind(c)).is_some_and(|k| k.is_shim())
    };
    let span = ir[dev.op].span;
    let mut names: HashSet<String> = (dev.ops(ir))
        .filter_map(|op| netlist::sym_name(ir, op).map(String::from))
        .collect();
    let mut out = Vec::new();
    for e in routed {
        let Some(fifo) = e.fifo_name(ir).map(String::from) else {
            continue;
        };
        if unlocked.contains(&fifo) || !shim(ir, &e) {
            continue;
        }
        let Some(&place) = ends.place.get(&fifo) else {
            continue;
        };
        let half = ends.shim_half(ir, &fifo, e);
        let producer = half == fifo;
        let tile = ir[e.op()].operands[0];
        let ops = ["prod", "cons"]
            .map(|which| {
                let name = fresh(&mut names, format!("{half}_{which}_lock_0"));
                Lock::build(ir, span)
                    .operand(tile)
                    .init(0)
                    .sym_name(&name)
                    .insert(At::After(last_tile))
                    .op()
            })
            .to_vec();
        out.push(Half {
            key: (place, u8::from(!producer), Reverse(ends.position[&e.op()])),
            ops,
        });
    }
    out
}

/// Gives the halves' locks the lowest free id of their tile, in the order
/// the halves are created.
fn number_locks(ir: &mut Ir, dev: &Dev, halves: &[Half]) {
    let ours: HashSet<OpId> = halves.iter().flat_map(|h| h.ops.iter().copied()).collect();
    let mut used: HashMap<(i64, i64), HashSet<i64>> = HashMap::new();
    for l in dev.views::<Lock>(ir) {
        let tile = ir[l.op()].operands[0];
        if let (false, Some(c), Some(id)) = (
            ours.contains(&l.op()),
            netlist::coords(ir, tile),
            l.lock_id(ir),
        ) {
            used.entry(c).or_default().insert(id);
        }
    }
    for &op in halves.iter().flat_map(|h| &h.ops) {
        let Some(lock) = ir.view::<Lock>(op) else {
            continue;
        };
        let Some(c) = netlist::coords(ir, ir[op].operands[0]) else {
            continue;
        };
        let total = dev.kind(c).map_or(0, |k| i64::from(dev.model.num_locks(k)));
        if let Some(id) = take_lowest_lock_id(used.entry(c).or_default(), total) {
            lock.set_lock_id(ir, id);
        }
    }
}

/// `wanted`, or `wanted_<k>` for the first k not in `names` (which the
/// stateful transform's own fifos never need).
fn fresh(names: &mut HashSet<String>, wanted: String) -> String {
    let mut name = wanted.clone();
    let mut k = 0;
    while names.contains(&name) {
        name = format!("{wanted}_{k}");
        k += 1;
    }
    names.insert(name.clone());
    name
}
