//! `--aie-objectfifo-verify`: the completeness rules of pools, endpoints
//! and routes that no single op's verifier can see, checked after the split
//! and before allocation (docs/objectfifo.md, "What is checked"). It reports
//! the first rule broken, in this order: routes (a dispatching endpoint's
//! turns, a fan-in's sizes), one filler and one drainer per segment, every
//! DMA and route endpoint in exactly one route, no loop body releasing more
//! than it acquires, and no core releasing more than a bounded DMA endpoint
//! of its pool moves.

use super::{each_device, error, moved_elements, Index, Res};
use crate::netlist::Dev;
use crate::objectfifo::unroll::trip_count;
use crate::Args;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::pools::{self, route_sources, Endpoint, Role};
use dialect::ops::views::{
    ObjectfifoAcquire, ObjectfifoDmaEndpoint, ObjectfifoPool, ObjectfifoRelease, Route,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(super) fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    each_device(ir, |ir, dev| {
        let index = Index::of(ir, &dev);
        routes(ir, &index)?;
        actors(ir, &dev, &index)?;
        connections(ir, &index)?;
        over_release(ir, &dev)?;
        transfer_budget(ir, &dev, &index)
    })
}

/// Each route from a dispatching endpoint carries one turn: one source, one
/// destination the endpoint takes a turn for, and a packet header; every
/// turn is reached. A fan-in merges packets of one object size.
fn routes(ir: &Ir, index: &Index) -> Res<()> {
    for &r in &index.routes {
        let sources = route_sources(ir, r);
        let dests = r.destinations(ir);
        for src in &sources {
            let Some(turns) = index.dmas.get(*src).and_then(|d| d.dispatch(ir)) else {
                continue;
            };
            if sources.len() != 1 || dests.len() != 1 {
                return Err(error(ir, r.op(), format!("leaves dispatching endpoint @{src} for one destination, so it has one source and one destination"), "write one route per turn: `aie.route from @d to [@t] {packet = #aie.packet_info<>}`"));
            }
            if r.packet(ir).is_none() {
                return Err(error(ir, r.op(), format!("leaves dispatching endpoint @{src} and needs a packet header to tell its turns apart"), "add `{packet = #aie.packet_info<>}` to every route of the dispatch"));
            }
            if !turns.contains(&dests[0]) {
                return Err(error(
                    ir,
                    r.op(),
                    format!(
                        "reaches @{}, which dispatching endpoint @{src} never takes a turn for",
                        dests[0]
                    ),
                    format!(
                        "add @{} to the endpoint's `dispatch`, or route it elsewhere",
                        dests[0]
                    ),
                ));
            }
        }
        if sources.len() > 1 {
            fan_in(ir, index, r, &sources, &dests)?;
        }
    }
    for d in index.dmas.values() {
        let Some(turns) = d.dispatch(ir) else {
            continue;
        };
        let name = d.sym_name(ir);
        let reached = |t: &str| {
            index
                .routes
                .iter()
                .any(|&r| route_sources(ir, r).contains(&name) && r.destinations(ir).contains(&t))
        };
        if let Some(t) = turns.iter().find(|t| !reached(t)) {
            return Err(error(
                ir,
                d.op(),
                format!("dispatches to @{t}, but no route from it reaches there"),
                format!("add `aie.route from @{name} to [@{t}] {{packet = #aie.packet_info<>}}`"),
            ));
        }
    }
    Ok(())
}

/// A fan-in route (its packet header the op's verifier requires): its
/// destination fills its next object with whatever packet arrives, so every
/// end moves one object of the same size.
fn fan_in(ir: &Ir, index: &Index, r: Route, sources: &[&str], dests: &[&str]) -> Res<()> {
    let sizes: Vec<(&str, i64)> = sources
        .iter()
        .chain(dests)
        .filter_map(|&n| {
            let e = *index.dmas.get(n)?;
            let (_, _, selected) = index.dma_pool(ir, e)?;
            Some((n, moved_elements(ir, e, &selected)))
        })
        .collect();
    if let Some(&(first, size)) = sizes.first() {
        if let Some(&(other, n)) = sizes.iter().find(|&&(_, n)| n != size) {
            return Err(error(ir, r.op(), format!("fans in, so every end moves one object of the same size, but @{first} moves {size} elements and @{other} moves {n}"), "give every source the destination's object size (an access pattern moves the product of its sizes)"));
        }
    }
    Ok(())
}

/// The endpoints filling and draining each segment of a pool.
#[derive(Default)]
struct Actors {
    fillers: Vec<OpId>,
    drainers: Vec<OpId>,
}

/// Each segment of each pool has one filler and one drainer; the filler may
/// be absent when the objects start full (`initValues`), and a pool over
/// external buffers has a host-side actor for either end.
fn actors(ir: &Ir, dev: &Dev, index: &Index) -> Res<()> {
    let mut per_pool: HashMap<&str, Vec<Actors>> = HashMap::new();
    let ends = index
        .cores
        .values()
        .map(|&e| (e.op(), Endpoint::core(ir, e)))
        .chain(index.dmas.values().map(|&e| (e.op(), Endpoint::dma(ir, e))));
    let mut ends: Vec<_> = ends.collect();
    ends.sort_by_key(|(op, _)| ir[*op].span.start);
    for (op, end) in &ends {
        let (Some(&pool), Some(role)) = (index.pools.get(end.pool), end.role) else {
            continue;
        };
        let all = pools::segments(ir, pool);
        let Some(selected) = end.selected(ir, pool) else {
            continue;
        };
        let actors = per_pool
            .entry(end.pool)
            .or_insert_with(|| all.iter().map(|_| Actors::default()).collect());
        for s in selected {
            if let Some(k) = all.iter().position(|&a| a == s) {
                match role {
                    Role::Fills => actors[k].fillers.push(*op),
                    Role::Drains => actors[k].drainers.push(*op),
                }
            }
        }
    }
    let mut pools: Vec<ObjectfifoPool> = index.pools.values().copied().collect();
    pools.sort_by_key(|p| ir[p.op()].span.start);
    for pool in pools {
        let count = pools::segments(ir, pool).len();
        let actors = per_pool
            .remove(pool.sym_name(ir))
            .unwrap_or_else(|| (0..count).map(|_| Actors::default()).collect());
        let external = pool.buffers(ir).is_some_and(|b| {
            b.iter().any(|n| {
                dev.symbol(ir, n)
                    .is_some_and(|o| ir.is(o, OpKind::ExternalBuffer))
            })
        });
        for (k, a) in actors.iter().enumerate() {
            let help =
                "each segment is written by one endpoint (`fills`) and read by one (`drains`)";
            if a.fillers.len() > 1 {
                return Err(error(
                    ir,
                    pool.op(),
                    format!("segment {k} is filled by more than one endpoint"),
                    help,
                ));
            }
            if a.drainers.len() > 1 {
                return Err(error(
                    ir,
                    pool.op(),
                    format!("segment {k} is drained by more than one endpoint"),
                    help,
                ));
            }
            // A host-side actor stands for the missing end of a pool over external buffers.
            let host = |others: &[OpId]| external && !others.is_empty();
            if a.drainers.is_empty() && !host(&a.fillers) {
                return Err(error(
                    ir,
                    pool.op(),
                    format!("segment {k} has no drainer"),
                    help,
                ));
            }
            if a.fillers.is_empty() && pool.init_values(ir).is_none() && !host(&a.drainers) {
                return Err(error(ir, pool.op(), format!("segment {k} has no filler"), "add an endpoint that fills it, or give the pool `initValues` so its objects start full"));
            }
        }
    }
    Ok(())
}

/// Every DMA and route endpoint is named by exactly one route (a dispatching
/// endpoint by one per turn, checked by [`routes`]).
fn connections(ir: &Ir, index: &Index) -> Res<()> {
    let mut appearances: HashMap<&str, usize> = HashMap::new();
    for &r in &index.routes {
        for n in route_sources(ir, r).into_iter().chain(r.destinations(ir)) {
            *appearances.entry(n).or_default() += 1;
        }
    }
    let mut ends: Vec<(OpId, &str)> = index
        .dmas
        .values()
        .filter(|d| d.dispatch(ir).is_none())
        .map(|d| (d.op(), d.sym_name(ir)))
        .chain(index.route_ends.values().map(|e| (e.op(), e.sym_name(ir))))
        .collect();
    ends.sort_by_key(|(op, _)| ir[*op].span.start);
    for (op, name) in ends {
        match appearances.get(name).copied().unwrap_or(0) {
            1 => {}
            0 => {
                return Err(error(
                    ir,
                    op,
                    "is not connected by any flow",
                    format!(
                    "add `aie.route from @{name} to [...]` or name it in the route that feeds it"
                ),
                ))
            }
            n => {
                return Err(error(
                    ir,
                    op,
                    format!("drives one channel, so at most one flow may name it, but it is named {n} times"),
                    "name it in one route; several destinations of one route are a broadcast",
                ))
            }
        }
    }
    Ok(())
}

/// A loop body that releases more objects of a fifo end than it acquires
/// underflows as it repeats, whatever its trip count. Accesses split over
/// nested loops are left out: balancing them needs the inner trip counts.
fn over_release(ir: &Ir, dev: &Dev) -> Res<()> {
    for lp in dev.walk_for(ir, &[OpKind::ScfFor]) {
        let direct = |op: OpId| ancestor_loop(ir, op) == Some(lp);
        let mut acquired: HashMap<&str, i64> = HashMap::new();
        let mut released: Vec<(&str, i64, OpId)> = Vec::new();
        let mut nested: Vec<&str> = Vec::new();
        for op in ir.walk(lp) {
            let (name, n, acquire) = if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
                (a.obj_fifo_name(ir), a.size(ir), true)
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
                (r.obj_fifo_name(ir), r.size(ir), false)
            } else {
                continue;
            };
            if !direct(op) {
                nested.push(name);
            } else if acquire {
                *acquired.entry(name).or_default() += n;
            } else {
                released.push((name, n, op));
            }
        }
        let mut total: HashMap<&str, (i64, OpId)> = HashMap::new();
        for (name, n, op) in released {
            total.entry(name).or_insert((0, op)).0 += n;
        }
        let mut over: Vec<(&str, (i64, OpId))> = total
            .into_iter()
            .filter(|(name, (n, _))| {
                !nested.contains(name) && *n > acquired.get(name).copied().unwrap_or(0)
            })
            .collect();
        over.sort_by_key(|(_, (_, op))| ir[*op].span.start);
        if let Some((name, (n, op))) = over.first() {
            let held = acquired.get(name).copied().unwrap_or(0);
            return Err(error(
                ir,
                *op,
                "cannot release more elements than are already acquired",
                format!("each iteration releases {n} objects of @{name} but acquires {held}"),
            ));
        }
    }
    Ok(())
}

/// The innermost `scf.for` around `op`.
fn ancestor_loop(ir: &Ir, op: OpId) -> Option<OpId> {
    std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p))
        .find(|&p| ir.is(p, OpKind::ScfFor))
}

/// A DMA endpoint with `iterCount` moves `iterCount × depth` objects of its
/// pool and stops: a core releasing more through the pool (counting only
/// releases that static loop bounds force) would wait forever for the rest.
fn transfer_budget(ir: &Ir, dev: &Dev, index: &Index) -> Res<()> {
    let releases: Vec<ObjectfifoRelease> = dev.walk_views::<ObjectfifoRelease>(ir).collect();
    let mut per_end: HashMap<&str, (i64, OpId)> = HashMap::new();
    for r in releases {
        let name = r.obj_fifo_name(ir);
        if !index.cores.contains_key(name) {
            continue;
        }
        if let Some(times) = forced_runs(ir, r.op()) {
            per_end.entry(name).or_insert((0, r.op())).0 += times * r.size(ir);
        }
    }
    let mut ends: Vec<(&str, (i64, OpId))> = per_end.into_iter().collect();
    ends.sort_by_key(|(_, (_, op))| ir[*op].span.start);
    for (name, (released, op)) in ends {
        let Some((pool, _, _)) = index.core_pool(ir, index.cores[name]) else {
            continue;
        };
        let depth = pool.depth(ir);
        let bounded = index
            .dmas
            .values()
            .filter(|d| d.pool(ir) == pool.sym_name(ir));
        let mut bounded: Vec<(ObjectfifoDmaEndpoint, i64)> = bounded
            .filter_map(|&d| Some((d, d.iter_count(ir)?)))
            .collect();
        bounded.sort_by_key(|(d, _)| ir[d.op()].span.start);
        for (d, iter) in bounded {
            let budget = iter * depth;
            if released > budget {
                return Err(Box::new(
                    *error(
                        ir,
                        op,
                        format!("releases {released} objects through @{name} over the run, but the pool's DMA endpoint stops after {budget} (iterCount {iter} x depth {depth}), so the core would wait forever for the rest"),
                        "release at most what the DMA endpoint moves, or raise its iteration count",
                    ),
                )
                .with_note(Some(ir[d.op()].span), "the DMA endpoint is here")
                .into());
            }
        }
    }
    Ok(())
}

/// How many times static loop bounds force `op` to run: the product of the
/// trip counts of the `scf.for`s around it; `None` under any other region
/// (a condition may skip it) or in a loop meant to run forever.
fn forced_runs(ir: &Ir, op: OpId) -> Option<i64> {
    let mut times: i64 = 1;
    let mut at = ir.parent_op(op)?;
    while !ir.is(at, OpKind::Core) {
        if !ir.is(at, OpKind::ScfFor) {
            return None;
        }
        let trips = trip_count(ir, at)?;
        if trips >= i64::from(u32::MAX) {
            return None;
        }
        times = times.checked_mul(trips)?;
        at = ir.parent_op(at)?;
    }
    Some(times)
}
