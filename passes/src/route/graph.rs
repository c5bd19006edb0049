//! The routing graph of a device (aie-passes.md §5.1), built from the device
//! table: one node per stream port *resource*, one edge per legal connection
//! inside a switch.
//!
//! A wire between neighbouring switches is one node: master `North : c` of
//! `(col, row)` and slave `South : c` of `(col, row + 1)` are the two ends of
//! the same wire, so a flow that holds one holds the other. Ports that leave
//! the switch network (core, DMA, FIFO, control, trace, the shim mux side of
//! a shim switch) are `Source` (slave) or `Sink` (master) nodes. Edges go
//! from every slave of a switch to every master it may legally drive.

use aie_target::device::{Device, WireBundle};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

/// Tile coordinates `(col, row)`.
pub type Tile = (i64, i64);

/// A switch port: bundle and channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Port {
    pub bundle: WireBundle,
    pub channel: u32,
}

impl Port {
    pub fn new(bundle: WireBundle, channel: u32) -> Port {
        Port { bundle, channel }
    }
}

impl std::fmt::Display for Port {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} : {}", self.bundle, self.channel)
    }
}

/// What a node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A slave port fed from outside the switch network.
    Source,
    /// A master port that leaves the switch network.
    Sink,
    /// A wire: master `port` of `tile`, slave `port.opposite()` of `to`.
    Wire,
}

/// A node: a port of `tile`'s switch (a master port for wires) and the tile a
/// stream is in after passing it.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub tile: Tile,
    pub port: Port,
    pub kind: Kind,
    /// The neighbour for a wire, else `tile`.
    pub to: Tile,
}

/// The routing graph and its port lookup tables.
pub struct RouteGraph {
    pub graph: DiGraph<Node, ()>,
    slaves: HashMap<(Tile, Port), NodeIndex>,
    masters: HashMap<(Tile, Port), NodeIndex>,
}

/// Whether master `b` of `tile` is a wire to a neighbouring switch (the South
/// ports of a shim switch face the shim mux instead).
fn is_wire(dev: &Device, tile: Tile, b: WireBundle) -> bool {
    dev.tile_kind(tile.0, tile.1).is_some()
        && b.step(tile)
            .is_some_and(|n| dev.tile_kind(n.0, n.1).is_some())
        && !(b == WireBundle::South && tile.1 == 0)
}

impl RouteGraph {
    /// Builds the graph of `dev`.
    pub fn new(dev: &Device) -> RouteGraph {
        let tiles: Vec<Tile> = (0..i64::from(dev.columns))
            .flat_map(|c| (0..i64::from(dev.rows)).map(move |r| (c, r)))
            .collect();
        let mut graph = DiGraph::new();
        let mut masters = HashMap::new();
        let mut slaves = HashMap::new();
        let mut tile_masters: Vec<Vec<NodeIndex>> = vec![Vec::new(); tiles.len()];
        for (i, &t) in tiles.iter().enumerate() {
            for b in WireBundle::ALL {
                let wire = is_wire(dev, t, b);
                for ch in 0..dev.switch_ports(t.0, t.1, b, true) {
                    let port = Port::new(b, ch);
                    let (kind, to) = if wire {
                        (Kind::Wire, b.step(t).unwrap_or(t))
                    } else {
                        (Kind::Sink, t)
                    };
                    let n = graph.add_node(Node {
                        tile: t,
                        port,
                        kind,
                        to,
                    });
                    masters.insert((t, port), n);
                    tile_masters[i].push(n);
                }
            }
        }
        for (i, &t) in tiles.iter().enumerate() {
            let mut tile_slaves = Vec::new();
            for b in WireBundle::ALL {
                for ch in 0..dev.switch_ports(t.0, t.1, b, false) {
                    let port = Port::new(b, ch);
                    let n = match b.step(t) {
                        Some(from) if is_wire(dev, from, b.opposite()) => {
                            match masters.get(&(from, Port::new(b.opposite(), ch))) {
                                Some(&n) => n,
                                None => continue,
                            }
                        }
                        _ => graph.add_node(Node {
                            tile: t,
                            port,
                            kind: Kind::Source,
                            to: t,
                        }),
                    };
                    slaves.insert((t, port), n);
                    tile_slaves.push((n, port));
                }
            }
            for &(s, sp) in &tile_slaves {
                for &m in &tile_masters[i] {
                    let mp = graph[m].port;
                    if dev.is_legal_connection(
                        t.0,
                        t.1,
                        sp.bundle,
                        i64::from(sp.channel),
                        mp.bundle,
                        i64::from(mp.channel),
                    ) {
                        graph.add_edge(s, m, ());
                    }
                }
            }
        }
        RouteGraph {
            graph,
            slaves,
            masters,
        }
    }

    /// The node of slave port `port` of `tile`.
    pub fn slave(&self, tile: Tile, port: Port) -> Option<NodeIndex> {
        self.slaves.get(&(tile, port)).copied()
    }

    /// The node of master port `port` of `tile`.
    pub fn master(&self, tile: Tile, port: Port) -> Option<NodeIndex> {
        self.masters.get(&(tile, port)).copied()
    }

    /// The name of node `n` as a slave port, and the tile of that switch.
    pub fn as_slave(&self, n: NodeIndex) -> (Tile, Port) {
        let node = self.graph[n];
        match node.kind {
            Kind::Wire => (
                node.to,
                Port::new(node.port.bundle.opposite(), node.port.channel),
            ),
            Kind::Source | Kind::Sink => (node.tile, node.port),
        }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.graph.node_count()
    }

    /// A human-readable name of node `n` (for diagnostics).
    pub fn describe(&self, n: NodeIndex) -> String {
        let node = self.graph[n];
        let (c, r) = node.tile;
        match node.kind {
            Kind::Wire => {
                let (tc, tr) = node.to;
                format!("({c}, {r}) {} -> ({tc}, {tr})", node.port)
            }
            Kind::Source => format!("slave ({c}, {r}) {}", node.port),
            Kind::Sink => format!("master ({c}, {r}) {}", node.port),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aie_target::device::{self, WireBundle::*};

    #[test]
    fn wires_are_shared_by_both_ends_and_edges_follow_the_rules() {
        let dev = device::device("npu1").unwrap();
        let g = RouteGraph::new(dev);
        let up = g.master((1, 2), Port::new(North, 5)).unwrap();
        assert_eq!(g.slave((1, 3), Port::new(South, 5)), Some(up));
        assert_eq!(g.graph[up].kind, Kind::Wire);
        // Mem tiles keep North/South channels; no East/West.
        let from = g.slave((1, 1), Port::new(South, 2)).unwrap();
        let n2 = g.master((1, 1), Port::new(North, 2)).unwrap();
        let n3 = g.master((1, 1), Port::new(North, 3)).unwrap();
        assert!(g.graph.contains_edge(from, n2));
        assert!(!g.graph.contains_edge(from, n3));
        assert!(g.master((1, 1), Port::new(East, 0)).is_none());
        // Shim South ports face the mux.
        let s = g.slave((0, 0), Port::new(South, 7)).unwrap();
        assert_eq!(g.graph[s].kind, Kind::Source);
        let m = g.master((0, 0), Port::new(South, 2)).unwrap();
        assert_eq!(g.graph[m].kind, Kind::Sink);
        assert_eq!(g.as_slave(up), ((1, 3), Port::new(South, 5)));
    }
}
