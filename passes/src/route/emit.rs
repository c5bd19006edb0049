//! Writing routes into the IR (aie-passes.md §5.4, §5.6): switchboxes and
//! shim muxes (found or created), their `aie.connect`s, and the `aie.wire`s.

use super::collect::{switch_ports, Endpoint, Problem};
use super::graph::{Port, RouteGraph, Tile};
use crate::netlist::{tile_of, Dev};
use aie_target::device::TileKind;
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, BlockId, OpId, OpKind, Span, ValueId, View};
use dialect::ops::views::{Connect, ShimMux, Switchbox, Tile as TileOp, Wire};
use dialect::Ir;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The switchboxes and shim muxes of a device, by tile.
pub struct Boxes {
    pub switchbox: BTreeMap<Tile, OpId>,
    pub mux: BTreeMap<Tile, OpId>,
}

/// The body block of a switchbox-like op.
pub fn body(ir: &Ir, op: OpId) -> BlockId {
    ir.entry_block(op, 0)
        .expect("switchboxes and muxes have a body")
}

impl Boxes {
    /// The switchboxes and muxes already in `dev`.
    pub fn scan(ir: &Ir, dev: &Dev) -> Boxes {
        let mut boxes = Boxes {
            switchbox: BTreeMap::new(),
            mux: BTreeMap::new(),
        };
        for op in dev.ops(ir) {
            let map = match ir.kind(op) {
                Some(OpKind::Switchbox) => &mut boxes.switchbox,
                Some(OpKind::ShimMux) => &mut boxes.mux,
                _ => continue,
            };
            if let (Some(t), Some(_)) = (tile_of(ir, op), ir.entry_block(op, 0)) {
                map.entry(t).or_insert(op);
            }
        }
        boxes
    }

    /// The switchbox of `tile`, created at `at` (default: before the
    /// device's terminator) and located at `span` if there is none.
    pub fn switchbox(
        &mut self,
        ir: &mut Ir,
        dev: &Dev,
        (tile, span): (Tile, Span),
        at: Option<At>,
    ) -> OpId {
        found_or_built(&mut self.switchbox, ir, dev, (tile, at), |ir, t, at| {
            Switchbox::build(ir, span)
                .operand(t)
                .region()
                .insert(at)
                .op()
        })
    }
}

/// The op `map` has for `tile`, else the one `build` makes on the tile's
/// value at `at` (default: before the device's terminator).
fn found_or_built(
    map: &mut BTreeMap<Tile, OpId>,
    ir: &mut Ir,
    dev: &Dev,
    (tile, at): (Tile, Option<At>),
    build: impl FnOnce(&mut Ir, ValueId, At) -> OpId,
) -> OpId {
    if let Some(&op) = map.get(&tile) {
        return op;
    }
    let t = dev.tile(ir, tile);
    let at = at.unwrap_or_else(|| dev.before_end(ir));
    let op = build(ir, t, at);
    map.insert(tile, op);
    op
}

/// Adds `aie.connect<src, dst>`, located at `span` (the flow's), to the
/// switchbox or mux `op` (at the start of its body if `first`), unless that
/// exact connect is already there.
pub fn connect(ir: &mut Ir, op: OpId, (src, dst): (Port, Port), first: bool, span: Span) {
    let block = body(ir, op);
    let exists = ir
        .ops_in(block)
        .any(|c| ir.is(c, OpKind::Connect) && switch_ports(ir, c) == (Some(src), Some(dst)));
    if exists {
        return;
    }
    let at = if first {
        At::Start(block)
    } else {
        At::End(block)
    };
    Connect::build(ir, span)
        .source_bundle(src.bundle)
        .source_channel(i64::from(src.channel))
        .dest_bundle(dst.bundle)
        .dest_channel(i64::from(dst.channel))
        .insert(at);
}

/// Whether `ep` reaches the array through the shim mux.
pub fn through_mux(dev: &Dev, ep: Endpoint) -> bool {
    matches!(
        ep.port.bundle,
        WireBundle::DMA | WireBundle::NOC | WireBundle::PLIO
    ) && dev.kind(ep.tile).is_some_and(TileKind::is_shim)
}

/// The mux connect for shim endpoint `ep` whose switch side is South `m`,
/// located at `span` (the flow's). A missing mux is created before the
/// device's terminator, or right after the tile op if `after_tile`.
pub fn mux_connect(
    ir: &mut Ir,
    dev: &Dev,
    boxes: &mut Boxes,
    (ep, m, span): (Endpoint, u32, Span),
    source: bool,
    after_tile: bool,
) {
    let at = if after_tile {
        let t = dev.tile(ir, ep.tile);
        ir.defining_op(t).map(At::After)
    } else {
        None
    };
    let mux = found_or_built(&mut boxes.mux, ir, dev, (ep.tile, at), |ir, t, at| {
        ShimMux::build(ir, span).operand(t).region().insert(at).op()
    });
    let north = Port::new(WireBundle::North, m);
    let ports = if source {
        (ep.port, north)
    } else {
        (north, ep.port)
    };
    connect(ir, mux, ports, after_tile, span);
}

/// Writes the circuit nets of `p` as connects, tile by tile in (col, row)
/// order, nets in design order; each is located at its first flow.
pub fn circuits(ir: &mut Ir, dev: &Dev, g: &RouteGraph, p: &Problem, boxes: &mut Boxes) {
    for net in p
        .nets
        .iter()
        .filter(|n| p.flows[n.flows[0]].packet.is_none())
    {
        let first = &p.flows[net.flows[0]];
        let span = ir[first.op].span;
        let tree = &net.trees[0];
        let sinks: HashMap<_, Endpoint> = net
            .flows
            .iter()
            .map(|&f| (p.flows[f].dst_node, p.flows[f].dst))
            .collect();
        let mut per_tile: BTreeMap<Tile, Vec<(Port, Port, Option<Endpoint>)>> = BTreeMap::new();
        for &(n, parent) in &tree.parent {
            let (tile, slave) = g.as_slave(parent);
            let master = g.graph[n].port;
            let sink = sinks.get(&n).copied().filter(|&e| through_mux(dev, e));
            per_tile
                .entry(tile)
                .or_default()
                .push((slave, master, sink));
        }
        for (tile, connects) in per_tile {
            let sb = boxes.switchbox(ir, dev, (tile, span), None);
            if tile == first.src.tile && through_mux(dev, first.src) {
                let m = g.graph[tree.source].port.channel;
                mux_connect(ir, dev, boxes, (first.src, m, span), true, false);
            }
            for (slave, master, sink) in connects {
                if let Some(ep) = sink {
                    mux_connect(ir, dev, boxes, (ep, master.channel, span), false, false);
                }
                connect(ir, sb, (slave, master), false, span);
            }
        }
    }
}

/// Adds the `aie.wire`s between every tile that has a switchbox and its
/// neighbours' switchboxes, core, DMA and shim mux (§5.6), skipping wires
/// that already exist; each is located at the tile of the switchbox it
/// ends at, as mlir-aie locates them.
pub fn wires(ir: &mut Ir, dev: &Dev, boxes: &Boxes) {
    let mut existing = BTreeSet::new();
    for w in ir.views::<Wire>(dev.ops(ir)) {
        let bundles = (w.source_bundle(ir), w.dest_bundle(ir));
        if let [a, b] = ir[w.op()].operands[..] {
            existing.insert((a, bundles.0, b, bundles.1));
        }
    }
    let mut tiles: BTreeMap<Tile, (ValueId, Span)> = BTreeMap::new();
    for t in ir.views::<TileOp>(dev.ops(ir)) {
        tiles
            .entry((t.col(ir), t.row(ir)))
            .or_insert((ir[t.op()].results[0], ir[t.op()].span));
    }
    let result = |op: OpId| ir[op].results[0];
    let mut add: Vec<(ValueId, WireBundle, ValueId, WireBundle, Span)> = Vec::new();
    for (&(c, r), &(tile, span)) in &tiles {
        let Some(&sb) = boxes.switchbox.get(&(c, r)) else {
            continue;
        };
        let sw = result(sb);
        if let Some(&west) = boxes.switchbox.get(&(c - 1, r)) {
            add.push((result(west), WireBundle::East, sw, WireBundle::West, span));
        }
        if r > 0 {
            add.push((tile, WireBundle::Core, sw, WireBundle::Core, span));
            add.push((tile, WireBundle::DMA, sw, WireBundle::DMA, span));
            if let Some(&south) = boxes.switchbox.get(&(c, r - 1)) {
                add.push((
                    result(south),
                    WireBundle::North,
                    sw,
                    WireBundle::South,
                    span,
                ));
            }
        } else if dev.kind((c, r)) == Some(TileKind::ShimNoc) {
            if let Some(&mux) = boxes.mux.get(&(c, r)) {
                add.push((result(mux), WireBundle::North, sw, WireBundle::South, span));
                add.push((tile, WireBundle::DMA, result(mux), WireBundle::DMA, span));
            }
        }
    }
    for (a, ab, b, bb, span) in add {
        if existing.insert((a, ab, b, bb)) {
            let at = dev.before_end(ir);
            Wire::build(ir, span)
                .operand(a)
                .operand(b)
                .source_bundle(ab)
                .dest_bundle(bb)
                .insert(at);
        }
    }
}
