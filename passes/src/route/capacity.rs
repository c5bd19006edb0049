//! Capacity check before negotiation (docs/routing.md, "Capacity"): cheap
//! necessary conditions that prove a problem unroutable without routing it.
//!
//! A *cut* is a set of wires every stream from one side to the other must
//! use: the wires across a column boundary in one direction, across a row
//! boundary, or the wires leaving or entering one tile. A circuit net whose
//! source lies on one side and a destination on the other needs at least one
//! of those wires, and no two circuit nets may share one, so more such nets
//! than usable wires means no routing exists. Packet nets may share wires and
//! are not counted, so every condition stays necessary.

use super::collect::Problem;
use super::graph::{Kind, RouteGraph, Tile};
use std::collections::{BTreeMap, BTreeSet};

/// A set of wires that separates the array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Cut {
    /// The wires from column `c` to column `c + 1` (`east`) or back.
    Column { c: i64, east: bool },
    /// The wires from row `r` to row `r + 1` (`north`) or back.
    Row { r: i64, north: bool },
    /// The wires leaving a tile.
    Out(Tile),
    /// The wires entering a tile.
    In(Tile),
}

impl std::fmt::Display for Cut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Cut::Column { c, east } => {
                let dir = if east { "eastward" } else { "westward" };
                write!(f, "the boundary between columns {c} and {} {dir}", c + 1)
            }
            Cut::Row { r, north } => {
                let dir = if north { "northward" } else { "southward" };
                write!(f, "the boundary between rows {r} and {} {dir}", r + 1)
            }
            Cut::Out((c, r)) => write!(f, "the outgoing stream ports of tile ({c}, {r})"),
            Cut::In((c, r)) => write!(f, "the incoming stream ports of tile ({c}, {r})"),
        }
    }
}

/// A cut and the circuit nets that must cross it.
#[derive(Clone, Debug)]
pub struct Load {
    pub cut: Cut,
    /// Circuit nets that must cross it.
    pub demand: usize,
    /// Wires across it that are not held by pre-existing switchboxes.
    pub capacity: usize,
    /// Those nets, in routing order.
    pub nets: Vec<usize>,
}

impl Cut {
    /// The cut's links as mlir-aie's router names them: `from tile (0, 2)
    /// to (0, 1)` for the wires of `g` between one pair of tiles, else
    /// where they are.
    pub fn links_text(self, g: &RouteGraph) -> String {
        let links: BTreeSet<(Tile, Tile)> = g
            .graph
            .node_weights()
            .filter(|n| n.kind == Kind::Wire && cuts_of(n.tile, n.to).contains(&self))
            .map(|n| (n.tile, n.to))
            .collect();
        match (links.first(), links.len(), self) {
            (Some(&((a, b), (c, d))), 1, _) => {
                format!("the links from tile ({a}, {b}) to ({c}, {d})")
            }
            (_, _, Cut::Out((c, r))) => format!("the links out of tile ({c}, {r})"),
            (_, _, Cut::In((c, r))) => format!("the links into tile ({c}, {r})"),
            (_, _, cut) => format!("the links across {cut}"),
        }
    }
}

impl Load {
    /// Whether more nets must cross it than it has wires.
    pub fn over(&self) -> bool {
        self.demand > self.capacity
    }
}

/// The cuts every wire node crosses (a wire crosses exactly one boundary).
fn cuts_of(from: Tile, to: Tile) -> [Cut; 3] {
    let boundary = match (to.0 - from.0, to.1 - from.1) {
        (1, _) => Cut::Column {
            c: from.0,
            east: true,
        },
        (-1, _) => Cut::Column {
            c: to.0,
            east: false,
        },
        (_, 1) => Cut::Row {
            r: from.1,
            north: true,
        },
        _ => Cut::Row {
            r: to.1,
            north: false,
        },
    };
    [boundary, Cut::Out(from), Cut::In(to)]
}

/// The cuts a circuit net from `src` to destinations `sinks` must cross.
fn needed(src: Tile, sinks: &BTreeSet<Tile>, out: &mut Vec<Cut>) {
    out.clear();
    let (c, r) = src;
    let cols = sinks.iter().map(|t| t.0);
    let rows = sinks.iter().map(|t| t.1);
    let (min_c, max_c) = (cols.clone().min(), cols.max());
    let (min_r, max_r) = (rows.clone().min(), rows.max());
    out.extend((c..max_c.unwrap_or(c)).map(|c| Cut::Column { c, east: true }));
    out.extend((min_c.unwrap_or(c)..c).map(|c| Cut::Column { c, east: false }));
    out.extend((r..max_r.unwrap_or(r)).map(|r| Cut::Row { r, north: true }));
    out.extend((min_r.unwrap_or(r)..r).map(|r| Cut::Row { r, north: false }));
    let away: Vec<Tile> = sinks.iter().copied().filter(|&t| t != src).collect();
    if !away.is_empty() {
        out.push(Cut::Out(src));
    }
    out.extend(away.into_iter().map(Cut::In));
}

/// Every cut some circuit net of `p` must cross, in cut order.
pub fn loads(g: &RouteGraph, p: &Problem) -> Vec<Load> {
    let mut capacity: BTreeMap<Cut, usize> = BTreeMap::new();
    for n in g.graph.node_indices() {
        let node = g.graph[n];
        if node.kind == Kind::Wire && !p.blocked[n.index()] {
            for cut in cuts_of(node.tile, node.to) {
                *capacity.entry(cut).or_default() += 1;
            }
        }
    }
    let mut demand: BTreeMap<Cut, Vec<usize>> = BTreeMap::new();
    let mut cuts = Vec::new();
    for (k, net) in p.nets.iter().enumerate().filter(|(_, n)| n.ids == 0) {
        for tree in &net.trees {
            let sinks: BTreeSet<Tile> = tree.sinks.iter().map(|&s| g.graph[s].tile).collect();
            needed(g.graph[tree.source].to, &sinks, &mut cuts);
            for &cut in &cuts {
                demand.entry(cut).or_default().push(k);
            }
        }
    }
    demand
        .into_iter()
        .map(|(cut, nets)| Load {
            cut,
            demand: nets.len(),
            capacity: capacity.get(&cut).copied().unwrap_or(0),
            nets,
        })
        .collect()
}

/// The over-subscribed cuts of `p`, worst (largest excess) first, then in
/// cut order.
pub fn overloads(g: &RouteGraph, p: &Problem) -> Vec<Load> {
    let mut over: Vec<Load> = loads(g, p).into_iter().filter(Load::over).collect();
    over.sort_by_key(|o| std::cmp::Reverse(o.demand - o.capacity));
    over
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_net_needs_every_boundary_between_its_ends() {
        let mut cuts = Vec::new();
        let sinks = BTreeSet::from([(4, 3), (1, 5)]);
        needed((2, 3), &sinks, &mut cuts);
        assert_eq!(
            cuts,
            vec![
                Cut::Column { c: 2, east: true },
                Cut::Column { c: 3, east: true },
                Cut::Column { c: 1, east: false },
                Cut::Row { r: 3, north: true },
                Cut::Row { r: 4, north: true },
                Cut::Out((2, 3)),
                Cut::In((1, 5)),
                Cut::In((4, 3)),
            ]
        );
        needed((2, 3), &BTreeSet::from([(2, 3)]), &mut cuts);
        assert!(cuts.is_empty());
    }

    #[test]
    fn a_wire_crosses_one_boundary_and_leaves_and_enters_a_tile() {
        assert_eq!(
            cuts_of((3, 2), (2, 2)),
            [
                Cut::Column { c: 2, east: false },
                Cut::Out((3, 2)),
                Cut::In((2, 2))
            ]
        );
        assert_eq!(cuts_of((3, 2), (3, 1))[0], Cut::Row { r: 1, north: false });
    }
}
