//! Which packet flows can hold each other up on one arbiter (mlir-aie
//! #3702): an arbiter grants one slave port and holds the grant until
//! `tlast`, so two flows on one arbiter serialize. Two ways that lasts for
//! ever, worst first:
//! - a *cycle*: flow F ends at a tile whose DMA or core drains it only by
//!   emitting flow G, so F can stall holding the grant G needs (*directly*,
//!   mlir-aie's direct coupling), or G is emitted further down a chain of
//!   tiles that drain the same way;
//! - a *stall*: a flow a tile emits to another tile advances only as fast
//!   as the consumer there, holding the grant while it waits, and blocks a
//!   co-tenant that still has to leave the switch for as long (one that
//!   ends at the tile is drained by it regardless).
//!
//! The shim tiles count as one party, the host: its runtime sequence orders
//! all their transfers, and may wait on what one receives before it starts
//! what another sends.

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

    /// How `f` and `g`, on other slave ports of one arbiter at the switch of
    /// `tile`, can hold each other up, if they can.
    pub fn risk(&self, tile: Tile, f: &Flow, g: &Flow) -> Option<Risk> {
        let either = |test: &dyn Fn(&Flow, &Flow) -> bool| test(f, g) || test(g, f);
        if either(&|a, b| self.depends(a, b, true)) {
            Some(Risk::DirectCycle)
        } else if either(&|a, b| self.depends(a, b, false)) {
            Some(Risk::Cycle)
        } else if either(&|a, b| stalls(tile, a) && b.dst.tile != tile) {
            Some(Risk::Stall)
        } else {
            None
        }
    }

    /// Whether `f` can stall until `g` moves: `f` ends at a party whose
    /// draining waits on the party that emits `g` (`directly`: the same
    /// party, else through any others).
    fn depends(&self, f: &Flow, g: &Flow, directly: bool) -> bool {
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

/// How two flows on one arbiter can hold each other up, least bad first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Risk {
    /// One stalls on its consumer while the other still has to leave.
    Stall,
    /// One waits on the other through a chain of tiles.
    Cycle,
    /// One ends where the other starts.
    DirectCycle,
}

/// Whether `f`, emitted by the DMA or core of `tile` to another tile's,
/// advances only as fast as that consumer.
fn stalls(tile: Tile, f: &Flow) -> bool {
    local(&f.src) && local(&f.dst) && f.src.tile == tile && f.dst.tile != tile
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
