//! Writing routes into the IR (aie-passes.md §5.4, §5.6): switchboxes and
//! shim muxes (found or created), their `aie.connect`s, and the `aie.wire`s.

use super::collect::{Endpoint, Problem};
use super::graph::{Port, RouteGraph, Tile};
use crate::netlist::{tile_of, Dev};
use aie_target::device::{bundle, TileKind};
use dialect::ir::{At, Attr, BlockId, EnumKind, OpId, Span, Type, ValueId};
use dialect::Ir;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The switchboxes and shim muxes of a device, by tile.
pub struct Boxes {
    pub switchbox: BTreeMap<Tile, OpId>,
    pub mux: BTreeMap<Tile, OpId>,
}

/// A bundle attribute.
pub fn bundle_attr(b: u8) -> Attr {
    Attr::Enum(EnumKind::WireBundle, b)
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
        for &op in dev.ops(ir) {
            let map = match ir[op].name.as_ref() {
                "aie.switchbox" => &mut boxes.switchbox,
                "aie.shim_mux" => &mut boxes.mux,
                _ => continue,
            };
            if let (Some(t), Some(_)) = (tile_of(ir, op), ir.entry_block(op, 0)) {
                map.entry(t).or_insert(op);
            }
        }
        boxes
    }

    /// The switchbox of `tile`, created at `at` (default: before the
    /// device's terminator) if there is none.
    pub fn switchbox(&mut self, ir: &mut Ir, dev: &Dev, tile: Tile, at: Option<At>) -> OpId {
        if let Some(&op) = self.switchbox.get(&tile) {
            return op;
        }
        let op = create(ir, dev, "aie.switchbox", tile, at);
        self.switchbox.insert(tile, op);
        op
    }

    /// The shim mux of `tile`, created at `at` (default: before the device's
    /// terminator) if there is none.
    pub fn mux(&mut self, ir: &mut Ir, dev: &Dev, tile: Tile, at: Option<At>) -> OpId {
        if let Some(&op) = self.mux.get(&tile) {
            return op;
        }
        let op = create(ir, dev, "aie.shim_mux", tile, at);
        self.mux.insert(tile, op);
        op
    }
}

fn create(ir: &mut Ir, dev: &Dev, name: &'static str, tile: Tile, at: Option<At>) -> OpId {
    let t = dev.tile(ir, tile);
    let at = at.unwrap_or_else(|| dev.before_end(ir));
    ir.build(name, Span::default())
        .operand(t)
        .result(Type::Index)
        .region()
        .insert(at)
}

/// Adds `aie.connect<src, dst>` to the switchbox or mux `op` (at the start
/// of its body if `first`), unless that exact connect is already there.
pub fn connect(ir: &mut Ir, op: OpId, src: Port, dst: Port, first: bool) {
    let block = body(ir, op);
    let exists = ir[block].ops.iter().any(|&c| {
        ir[c].name == "aie.connect"
            && super::collect::port_attr(ir, c, "source_") == Some(src)
            && super::collect::port_attr(ir, c, "dest_") == Some(dst)
    });
    if exists {
        return;
    }
    let at = if first {
        At::Index(block, 0)
    } else {
        At::End(block)
    };
    ir.build("aie.connect", Span::default())
        .attr("source_bundle", bundle_attr(src.bundle))
        .attr("source_channel", Attr::i32(i64::from(src.channel)))
        .attr("dest_bundle", bundle_attr(dst.bundle))
        .attr("dest_channel", Attr::i32(i64::from(dst.channel)))
        .insert(at);
}

/// Whether `ep` reaches the array through the shim mux.
pub fn through_mux(dev: &Dev, ep: Endpoint) -> bool {
    matches!(ep.port.bundle, bundle::DMA | bundle::NOC | bundle::PLIO)
        && dev.kind(ep.tile).is_some_and(TileKind::is_shim)
}

/// The mux connect for shim endpoint `ep` whose switch side is South `m`.
/// A missing mux is created before the device's terminator, or right after
/// the tile op if `after_tile`.
pub fn mux_connect(
    ir: &mut Ir,
    dev: &Dev,
    boxes: &mut Boxes,
    (ep, m): (Endpoint, u32),
    source: bool,
    after_tile: bool,
) {
    let at = if after_tile {
        let t = dev.tile(ir, ep.tile);
        ir.defining_op(t).map(At::After)
    } else {
        None
    };
    let mux = boxes.mux(ir, dev, ep.tile, at);
    let north = Port::new(bundle::NORTH, m);
    if source {
        connect(ir, mux, ep.port, north, after_tile);
    } else {
        connect(ir, mux, north, ep.port, after_tile);
    }
}

/// Writes the circuit nets of `p` as connects, tile by tile in (col, row)
/// order, nets in design order.
pub fn circuits(ir: &mut Ir, dev: &Dev, g: &RouteGraph, p: &Problem, boxes: &mut Boxes) {
    for net in p
        .nets
        .iter()
        .filter(|n| p.flows[n.flows[0]].packet.is_none())
    {
        let first = &p.flows[net.flows[0]];
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
            let sb = boxes.switchbox(ir, dev, tile, None);
            if tile == first.src.tile && through_mux(dev, first.src) {
                let m = g.graph[tree.source].port.channel;
                mux_connect(ir, dev, boxes, (first.src, m), true, false);
            }
            for (slave, master, sink) in connects {
                if let Some(ep) = sink {
                    mux_connect(ir, dev, boxes, (ep, master.channel), false, false);
                }
                connect(ir, sb, slave, master, false);
            }
        }
    }
}

/// Adds the `aie.wire`s between every tile that has a switchbox and its
/// neighbours' switchboxes, core, DMA and shim mux (§5.6), skipping wires
/// that already exist.
pub fn wires(ir: &mut Ir, dev: &Dev, boxes: &Boxes) {
    let mut existing = BTreeSet::new();
    for w in dev.ops_named(ir, "aie.wire") {
        let bundles = (
            ir.attr(w, "source_bundle").and_then(Attr::as_int),
            ir.attr(w, "dest_bundle").and_then(Attr::as_int),
        );
        if let ([a, b], (Some(ab), Some(bb))) = (&ir[w].operands[..], bundles) {
            existing.insert((*a, ab as u8, *b, bb as u8));
        }
    }
    let mut tiles: BTreeMap<Tile, ValueId> = BTreeMap::new();
    for t in dev.ops_named(ir, "aie.tile") {
        if let Some(c) = tile_of_tile(ir, t) {
            tiles.entry(c).or_insert(ir[t].results[0]);
        }
    }
    let result = |op: OpId| ir[op].results[0];
    let mut add: Vec<(ValueId, u8, ValueId, u8)> = Vec::new();
    for (&(c, r), &tile) in &tiles {
        let Some(&sb) = boxes.switchbox.get(&(c, r)) else {
            continue;
        };
        let sw = result(sb);
        if let Some(&west) = boxes.switchbox.get(&(c - 1, r)) {
            add.push((result(west), bundle::EAST, sw, bundle::WEST));
        }
        if r > 0 {
            add.push((tile, bundle::CORE, sw, bundle::CORE));
            add.push((tile, bundle::DMA, sw, bundle::DMA));
            if let Some(&south) = boxes.switchbox.get(&(c, r - 1)) {
                add.push((result(south), bundle::NORTH, sw, bundle::SOUTH));
            }
        } else if dev.kind((c, r)) == Some(TileKind::ShimNoc) {
            if let Some(&mux) = boxes.mux.get(&(c, r)) {
                add.push((result(mux), bundle::NORTH, sw, bundle::SOUTH));
                add.push((tile, bundle::DMA, result(mux), bundle::DMA));
            }
        }
    }
    for (a, ab, b, bb) in add {
        if existing.insert((a, ab, b, bb)) {
            let at = dev.before_end(ir);
            ir.build("aie.wire", Span::default())
                .operand(a)
                .operand(b)
                .attr("source_bundle", bundle_attr(ab))
                .attr("dest_bundle", bundle_attr(bb))
                .insert(at);
        }
    }
}

fn tile_of_tile(ir: &Ir, t: OpId) -> Option<Tile> {
    Some((
        i64::try_from(ir.int_attr(t, "col")?).ok()?,
        i64::try_from(ir.int_attr(t, "row")?).ok()?,
    ))
}
