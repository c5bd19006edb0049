//! What to route (aie-passes.md §5.2): `aie.flow` and `aie.packet_flow` ops
//! turned into nets of graph nodes, and the ports that pre-existing
//! switchboxes already hold.
//!
//! A *net* is what may share ports: the circuit flows of one source (a
//! broadcast), or a group of packet flows connected through shared sources or
//! destinations (mlir-aie's packet groups). Each net has one tree per source.

use super::delivery::Delivered;
use super::find_flows::recover;
use super::graph::{Port, RouteGraph, Tile};
use crate::netlist::{coords, tile_of, Dev};
use dialect::ir::cases::WireBundle;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{
    Connect, Flow as FlowOp, Masterset, PacketDest, PacketFlow, PacketRules, PacketSource,
    Switchbox,
};
use dialect::{Diagnostic, Ir};
use petgraph::graph::NodeIndex;
use std::collections::{HashMap, HashSet};

/// A flow endpoint as the design spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Endpoint {
    pub tile: Tile,
    pub port: Port,
}

impl std::fmt::Display for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {}) {}", self.tile.0, self.tile.1, self.port)
    }
}

/// Packet attributes of a flow.
#[derive(Clone, Copy, Debug)]
pub struct Packet {
    pub id: u8,
    /// The rule mask the flow states (`mask = m`): it claims every id that
    /// agrees with `id` on the mask's bits; `None`: exactly `id`.
    pub mask: Option<u8>,
    pub keep_header: bool,
    pub priority: bool,
}

/// One source-destination pair to connect.
#[derive(Clone, Debug)]
pub struct Flow {
    /// The `aie.flow` or `aie.packet_flow` op.
    pub op: OpId,
    pub src: Endpoint,
    pub dst: Endpoint,
    pub src_node: NodeIndex,
    pub dst_node: NodeIndex,
    pub packet: Option<Packet>,
}

/// The routing tree of one source of a net.
#[derive(Clone, Debug)]
pub struct Tree {
    pub source: NodeIndex,
    pub sinks: Vec<NodeIndex>,
    /// The routed tree: `(node, parent)` in the order the router added them.
    pub parent: Vec<(NodeIndex, NodeIndex)>,
}

/// Flows that may share ports.
#[derive(Clone, Debug)]
pub struct Net {
    pub trees: Vec<Tree>,
    pub priority: bool,
    /// The packet IDs of a packet net as a bit set; 0 for a circuit net.
    pub ids: u32,
    /// Indices into [`Problem::flows`].
    pub flows: Vec<usize>,
}

/// Everything the router needs for one device.
pub struct Problem {
    pub flows: Vec<Flow>,
    pub nets: Vec<Net>,
    /// Nodes held by pre-existing switchboxes.
    pub blocked: Vec<bool>,
}

/// The port `bundle : channel` (none for a channel outside `u32`).
pub fn port(bundle: WireBundle, channel: i64) -> Option<Port> {
    Some(Port::new(bundle, u32::try_from(channel).ok()?))
}

/// The slave and master ports an op of a switchbox or shim mux holds: both
/// for `aie.connect`, the slave for `aie.packet_rules`, the master for
/// `aie.masterset`.
pub fn switch_ports(ir: &Ir, op: OpId) -> (Option<Port>, Option<Port>) {
    match ir.kind(op) {
        Some(OpKind::Connect) => {
            let c = Connect::wrap(op);
            (
                port(c.source_bundle(ir), c.source_channel(ir)),
                port(c.dest_bundle(ir), c.dest_channel(ir)),
            )
        }
        Some(OpKind::PacketRules) => {
            let r = PacketRules::wrap(op);
            (port(r.source_bundle(ir), r.source_channel(ir)), None)
        }
        Some(OpKind::Masterset) => {
            let m = Masterset::wrap(op);
            (None, port(m.dest_bundle(ir), m.dest_channel(ir)))
        }
        _ => (None, None),
    }
}

/// The tile and port of an `aie.packet_source` or `aie.packet_dest`.
fn packet_end(ir: &Ir, op: OpId) -> Option<Endpoint> {
    let p = match ir.kind(op)? {
        OpKind::PacketSource => {
            let s = PacketSource::wrap(op);
            port(s.bundle(ir), s.channel(ir))
        }
        OpKind::PacketDest => {
            let d = PacketDest::wrap(op);
            port(d.bundle(ir), d.channel(ir))
        }
        _ => None,
    };
    Some(Endpoint {
        tile: tile_of(ir, op)?,
        port: p?,
    })
}

/// Resolves the endpoint `ep` of `op` to a node: a slave port for a source,
/// a master port for a destination; shim DMA, NOC and PLIO endpoints go
/// through the shim mux's fixed South channels.
fn endpoint_node(
    dev: &Dev,
    g: &RouteGraph,
    ep: Endpoint,
    source: bool,
    span: dialect::ir::Span,
    op_name: &str,
) -> Result<NodeIndex, Diagnostic> {
    let (c, r) = ep.tile;
    let role = if source { "source" } else { "destination" };
    let shim_side = matches!(
        ep.port.bundle,
        WireBundle::DMA | WireBundle::NOC | WireBundle::PLIO
    ) && dev.kind(ep.tile).is_some_and(|k| k.is_shim());
    let node = if shim_side {
        dev.model
            .shim_mux_channel(c, r, ep.port.bundle, ep.port.channel, source)
            .and_then(|m| {
                let south = Port::new(WireBundle::South, m);
                if source {
                    g.slave(ep.tile, south)
                } else {
                    g.master(ep.tile, south)
                }
            })
    } else if source {
        g.slave(ep.tile, ep.port)
    } else {
        g.master(ep.tile, ep.port)
    };
    node.ok_or_else(|| {
        let kind = dev.kind(ep.tile).map_or("no tile", |k| k.describe());
        Diagnostic::op_error(
            span,
            op_name,
            format!("{role} {ep} does not exist on this {kind}"),
        )
        .with_help(if shim_side {
            "shim DMA and NOC endpoints need a shim NOC tile (DMA 0-1, NOC 0-3); PLIO needs a shim tile"
        } else if source {
            "a flow starts at a slave port of the tile's stream switch (see the port counts in docs/routing.md)"
        } else {
            "a flow ends at a master port of the tile's stream switch (see the port counts in docs/routing.md)"
        })
    })
}

/// A tiny union-find over flow indices.
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// Collects the flows of `dev` (circuit flows if `circuit`, packet flows if
/// `packet`) and groups them into nets.
pub fn collect(
    ir: &Ir,
    dev: &Dev,
    g: &RouteGraph,
    circuit: bool,
    packet: bool,
) -> Result<Problem, Vec<Diagnostic>> {
    let mut flows = Vec::new();
    let mut errors = Vec::new();
    // Identical circuit flows are one flow: routed once, erased together.
    let mut circuits: HashSet<(NodeIndex, NodeIndex)> = HashSet::new();
    for op in dev.ops(ir) {
        let name = ir[op].name().as_ref();
        let span = ir[op].span;
        // Each end with the op that names it (a packet flow's source or
        // destination op), where a missing port is reported.
        let mut add =
            |(src, s_op): (Endpoint, OpId), (dst, d_op): (Endpoint, OpId), p: Option<Packet>| {
                let s = endpoint_node(dev, g, src, true, ir[s_op].span, ir[s_op].name());
                let d = endpoint_node(dev, g, dst, false, ir[d_op].span, ir[d_op].name());
                match (s, d) {
                    (Ok(src_node), Ok(dst_node))
                        if p.is_some() || circuits.insert((src_node, dst_node)) =>
                    {
                        flows.push(Flow {
                            op,
                            src,
                            dst,
                            src_node,
                            dst_node,
                            packet: p,
                        })
                    }
                    (Ok(_), Ok(_)) => {}
                    (s, d) => errors.extend(s.err().into_iter().chain(d.err())),
                }
            };
        if let (Some(flow), true) = (ir.view::<FlowOp>(op), circuit) {
            let ends = (
                ir[op].operands.first().and_then(|&v| coords(ir, v)),
                port(flow.source_bundle(ir), flow.source_channel(ir)),
                ir[op].operands.get(1).and_then(|&v| coords(ir, v)),
                port(flow.dest_bundle(ir), flow.dest_channel(ir)),
            );
            if let (Some(st), Some(sp), Some(dt), Some(dp)) = ends {
                add(
                    (Endpoint { tile: st, port: sp }, op),
                    (Endpoint { tile: dt, port: dp }, op),
                    None,
                );
            }
        } else if let (Some(pf), true) = (ir.view::<PacketFlow>(op), packet) {
            let id = pf.id(ir);
            let Ok(id @ 0..=0x1F) = u8::try_from(id) else {
                errors.push(
                    Diagnostic::op_error(
                        span,
                        name,
                        format!("packet ID {id} does not fit the 5-bit packet ID field"),
                    )
                    .with_help("packet IDs are 0 to 31"),
                );
                continue;
            };
            let info = Packet {
                id,
                mask: pf.mask(ir).map(|m| m as u8 & 0x1F),
                keep_header: pf.keep_pkt_header(ir).unwrap_or(false),
                priority: pf.priority_route(ir).unwrap_or(false),
            };
            // Every source to every destination: several sources are a
            // fan-in of packets with the flow's id.
            let (mut srcs, mut dsts) = (Vec::new(), Vec::new());
            for c in ir.children(op) {
                let Some(ep) = packet_end(ir, c) else {
                    continue;
                };
                match ir.kind(c) {
                    Some(OpKind::PacketSource) => srcs.push((ep, c)),
                    _ => dsts.push((ep, c)), // an `aie.packet_dest`
                }
            }
            if srcs.is_empty() {
                errors.push(Diagnostic::op_error(
                    span,
                    name,
                    "packet_flow has no packet_source",
                ));
                continue;
            }
            for &dst in &dsts {
                for &src in &srcs {
                    add(src, dst, Some(info));
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let flows = unrouted(ir, dev, flows);
    check_endpoints(ir, &flows)?;
    let nets = group(&flows);
    let blocked = fixed_ports(ir, dev, g).blocked_for(&nets);
    Ok(Problem {
        flows,
        nets,
        blocked,
    })
}

/// `flows` without the packet flows that pre-existing switchboxes deliver
/// already (every source to every destination of the `aie.packet_flow`):
/// a design routed before, as mlir-aie's aiecc leaves its intermediate
/// files, keeps its packet flows beside the switchboxes that implement
/// them, and is not routed again.
fn unrouted(ir: &Ir, dev: &Dev, flows: Vec<Flow>) -> Vec<Flow> {
    let packets = flows.iter().any(|f| f.packet.is_some());
    if !packets || ir.views::<Switchbox>(dev.ops(ir)).next().is_none() {
        return flows;
    }
    let delivered = Delivered::of(&recover(ir, dev));
    let mut open: HashSet<OpId> = HashSet::new();
    for f in flows
        .iter()
        .filter(|f| f.packet.is_none() || !delivered.delivers(f))
    {
        open.insert(f.op);
    }
    flows
        .into_iter()
        .filter(|f| f.packet.is_none() || open.contains(&f.op))
        .collect()
}

/// Two flows that are not in one net must not share an endpoint port: a
/// destination driven twice, a port used by a circuit and a packet flow.
fn check_endpoints(ir: &Ir, flows: &[Flow]) -> Result<(), Vec<Diagnostic>> {
    let mut seen: HashMap<NodeIndex, usize> = HashMap::new();
    let mut errors = Vec::new();
    for (i, f) in flows.iter().enumerate() {
        for (node, src) in [(f.src_node, true), (f.dst_node, false)] {
            let Some(&j) = seen.get(&node) else {
                seen.insert(node, i);
                continue;
            };
            let other = &flows[j];
            let same_net = match (f.packet, other.packet) {
                (None, None) => f.src_node == other.src_node,
                (Some(_), Some(_)) => true,
                _ => false,
            };
            if !same_net {
                let (ep, what) = if src {
                    (f.src, "source")
                } else {
                    (f.dst, "destination")
                };
                errors.push(
                    Diagnostic::op_error(
                        ir[f.op].span,
                        ir[f.op].name(),
                        format!("{what} {ep} is already used by another flow"),
                    )
                    .with_note(Some(ir[other.op].span), "the other flow is here")
                    .with_help(
                        "a port carries one circuit flow; flows that must share it have to be packet flows",
                    ),
                );
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Groups flows into nets: circuit flows by source; packet flows by shared
/// source or destination, priority flows only with priority flows (so that
/// they are routed as they would be alone: a packet flow sharing a priority
/// flow's source port is a net of its own, which may not use the priority
/// net's other ports). Nets are ordered priority packet nets first, then
/// other packet nets, then circuit nets, each in design order.
fn group(flows: &[Flow]) -> Vec<Net> {
    let mut parent: Vec<usize> = (0..flows.len()).collect();
    let mut first: HashMap<(NodeIndex, u8), usize> = HashMap::new();
    let class = |f: &Flow| match f.packet {
        None => 0u8,
        Some(p) if p.priority => 2,
        Some(_) => 1,
    };
    for (i, f) in flows.iter().enumerate() {
        let keys = [(f.src_node, class(f))]
            .into_iter()
            .chain(f.packet.is_some().then_some((f.dst_node, class(f))));
        for key in keys {
            match first.get(&key) {
                Some(&j) => {
                    let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                    parent[a.max(b)] = a.min(b);
                }
                None => {
                    first.insert(key, i);
                }
            }
        }
    }
    let mut index: HashMap<usize, usize> = HashMap::new();
    let mut nets: Vec<Net> = Vec::new();
    for (i, f) in flows.iter().enumerate() {
        let root = find(&mut parent, i);
        let n = *index.entry(root).or_insert_with(|| {
            nets.push(Net {
                trees: Vec::new(),
                priority: false,
                ids: 0,
                flows: Vec::new(),
            });
            nets.len() - 1
        });
        let net = &mut nets[n];
        net.priority |= f.packet.is_some_and(|p| p.priority);
        net.ids |= f.packet.map_or(0, |p| 1 << p.id);
        net.flows.push(i);
        let tree = match net.trees.iter_mut().position(|t| t.source == f.src_node) {
            Some(t) => &mut net.trees[t],
            None => {
                net.trees.push(Tree {
                    source: f.src_node,
                    sinks: Vec::new(),
                    parent: Vec::new(),
                });
                net.trees.last_mut().expect("just pushed")
            }
        };
        if !tree.sinks.contains(&f.dst_node) {
            if f.packet.is_some_and(|p| p.priority) {
                tree.sinks.insert(0, f.dst_node);
            } else {
                tree.sinks.push(f.dst_node);
            }
        }
    }
    let rank = |n: &Net, flows: &[Flow]| match (n.priority, flows[n.flows[0]].packet) {
        (true, _) => 0,
        (false, Some(_)) => 1,
        (false, None) => 2,
    };
    nets.sort_by_key(|n| rank(n, flows));
    nets
}

/// The nodes that connects, packet rules and mastersets of pre-existing
/// switchboxes hold; the router leaves them alone.
fn fixed_ports(ir: &Ir, dev: &Dev, g: &RouteGraph) -> Fixed {
    let mut fixed = Fixed {
        driven: vec![false; g.len()],
        read: vec![false; g.len()],
    };
    for sb in ir.views::<Switchbox>(dev.ops(ir)) {
        let Some(tile) = tile_of(ir, sb.op()) else {
            continue;
        };
        for op in ir.children(sb.op()) {
            let (slave, master) = switch_ports(ir, op);
            if let Some(n) = slave.and_then(|p| g.slave(tile, p)) {
                fixed.read[n.index()] = true;
            }
            if let Some(n) = master.and_then(|p| g.master(tile, p)) {
                fixed.driven[n.index()] = true;
            }
        }
    }
    fixed
}

/// The nodes pre-existing switchboxes hold: as a master (they drive it) or
/// as a slave (they read it).
struct Fixed {
    driven: Vec<bool>,
    read: Vec<bool>,
}

impl Fixed {
    /// The nodes closed to the router. A flow may start on a wire that a
    /// fixed connection drives (the stream it carries on, as in mlir-aie's
    /// hand-routed shim designs) and end on one a fixed connection reads.
    fn blocked_for(&self, nets: &[Net]) -> Vec<bool> {
        let mut blocked: Vec<bool> = (self.driven.iter().zip(&self.read))
            .map(|(&d, &r)| d || r)
            .collect();
        for tree in nets.iter().flat_map(|n| &n.trees) {
            let s = tree.source.index();
            if self.driven[s] && !self.read[s] {
                blocked[s] = false;
            }
            for t in tree.sinks.iter().map(|t| t.index()) {
                if self.read[t] && !self.driven[t] {
                    blocked[t] = false;
                }
            }
        }
        blocked
    }
}
