//! Which flows a packet flow can wait on (mlir-aie #3702): an arbiter grants
//! one slave port and holds the grant until `tlast`, so two flows on one
//! arbiter serialize. If flow F ends at a tile whose DMA or core drains it
//! only by emitting flow G, F can stall holding the grant G needs: the two
//! deadlock when they share an arbiter (*directly*, mlir-aie's direct
//! coupling). Through further tiles that drain the same way F may wait on
//! G too, whether it does depends on how much each flow carries, which is
//! not modelled: the router avoids such pairs where it can and reports only
//! the direct ones. The shim tiles count as one party, the host: its
//! runtime sequence orders all their transfers, and may wait on what one
//! receives before it starts what another sends.

use super::collect::{Endpoint, Flow};
use super::graph::Tile;
use crate::netlist::Dev;
use aie_target::device::TileKind;
use dialect::ir::cases::WireBundle;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

/// Whether an endpoint is a tile's DMA or core: a source there emits only
/// as the tile goes on, a destination there drains only as fast.
fn local(ep: &Endpoint) -> bool {
    matches!(ep.port.bundle, WireBundle::DMA | WireBundle::Core)
}

/// A party that drains and emits: a tile, or the host (`None`) for every
/// shim tile.
type Party = Option<Tile>;

/// What each party emits to, and (worked out when first asked) what each
/// receiving party's draining waits on: itself and every party it emits to,
/// transitively.
pub struct Dependence<'a> {
    dev: &'a Dev,
    feeds: BTreeMap<Party, BTreeSet<Party>>,
    waits_on: RefCell<BTreeMap<Party, BTreeSet<Party>>>,
}

impl<'a> Dependence<'a> {
    /// The dependence of the `flows` of `dev`, circuit and packet alike.
    pub fn of(dev: &'a Dev, flows: &[Flow]) -> Dependence<'a> {
        let mut d = Dependence {
            dev,
            feeds: BTreeMap::new(),
            waits_on: RefCell::default(),
        };
        for f in flows.iter().filter(|f| local(&f.src) && local(&f.dst)) {
            let (from, to) = (d.party(f.src.tile), d.party(f.dst.tile));
            d.feeds.entry(from).or_default().insert(to);
        }
        d
    }

    fn party(&self, tile: Tile) -> Party {
        (!self.dev.kind(tile).is_some_and(TileKind::is_shim)).then_some(tile)
    }

    /// Whether `f` can stall until `g` moves: `f` ends at a party whose
    /// draining waits on the party that emits `g` (`directly`: the same
    /// party, else through any others).
    pub fn depends(&self, f: &Flow, g: &Flow, directly: bool) -> bool {
        if !local(&f.dst) || !local(&g.src) {
            return false;
        }
        let (receiver, sender) = (self.party(f.dst.tile), self.party(g.src.tile));
        receiver == sender
            || !directly
                && self
                    .waits_on
                    .borrow_mut()
                    .entry(receiver)
                    .or_insert_with(|| reachable(&self.feeds, receiver))
                    .contains(&sender)
    }
}

/// `from` and every party reached from it along `feeds`.
fn reachable(feeds: &BTreeMap<Party, BTreeSet<Party>>, from: Party) -> BTreeSet<Party> {
    let mut seen = BTreeSet::from([from]);
    let mut stack = vec![from];
    while let Some(p) = stack.pop() {
        for &next in feeds.get(&p).into_iter().flatten() {
            if seen.insert(next) {
                stack.push(next);
            }
        }
    }
    seen
}
