//! Which flows a packet flow can wait on (mlir-aie #3702): an arbiter grants
//! one slave port and holds the grant until `tlast`, so two flows on one
//! arbiter serialize. If flow F ends at a tile whose DMA or core drains it
//! only by emitting flow G (directly, or through further tiles that drain
//! the same way), F can stall holding the grant G needs: the two deadlock
//! when they share an arbiter.

use super::collect::{Endpoint, Flow};
use super::graph::Tile;
use dialect::ir::cases::WireBundle;
use std::collections::{BTreeMap, BTreeSet};

/// Whether an endpoint is a tile's DMA or core: a source there emits only
/// as the tile goes on, a destination there drains only as fast.
fn local(ep: &Endpoint) -> bool {
    matches!(ep.port.bundle, WireBundle::DMA | WireBundle::Core)
}

/// The tiles each receiving tile's draining waits on: itself and every tile
/// it emits to, transitively.
pub struct Dependence {
    waits_on: BTreeMap<Tile, BTreeSet<Tile>>,
}

impl Dependence {
    /// The dependence of the device's `flows`, circuit and packet alike.
    pub fn of(flows: &[Flow]) -> Dependence {
        let mut feeds: BTreeMap<Tile, BTreeSet<Tile>> = BTreeMap::new();
        for f in flows.iter().filter(|f| local(&f.src) && local(&f.dst)) {
            feeds.entry(f.src.tile).or_default().insert(f.dst.tile);
        }
        let receivers: BTreeSet<Tile> = flows
            .iter()
            .filter(|f| local(&f.dst))
            .map(|f| f.dst.tile)
            .collect();
        let waits_on = receivers
            .into_iter()
            .map(|t| (t, reachable(&feeds, t)))
            .collect();
        Dependence { waits_on }
    }

    /// Whether `f` can stall until `g` moves: `f` ends at a tile whose
    /// draining waits on the tile that emits `g`.
    pub fn depends(&self, f: &Flow, g: &Flow) -> bool {
        local(&f.dst)
            && local(&g.src)
            && self
                .waits_on
                .get(&f.dst.tile)
                .is_some_and(|tiles| tiles.contains(&g.src.tile))
    }
}

/// `from` and every tile reached from it along `feeds`.
fn reachable(feeds: &BTreeMap<Tile, BTreeSet<Tile>>, from: Tile) -> BTreeSet<Tile> {
    let mut seen = BTreeSet::from([from]);
    let mut stack = vec![from];
    while let Some(t) = stack.pop() {
        for &next in feeds.get(&t).into_iter().flatten() {
            if seen.insert(next) {
                stack.push(next);
            }
        }
    }
    seen
}
