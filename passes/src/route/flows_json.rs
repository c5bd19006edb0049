//! `aie-translate --aie-flows-to-json`: mlir-aie's JSON summary of a routed
//! netlist (docs/routing.md#--aie-flows-to-json). For the first device: one
//! object per `aie.switchbox` (flow sources and destinations on its tile,
//! distinct master ports used per direction), the total path length, then one
//! `routeN` per distinct flow source: the switchboxes the stream passes,
//! breadth first, each with the directions it leaves in.
//!
//! The text is mlir-aie's byte for byte (its key names, line breaks, the
//! `"switchbox<col><row>"` keys and the closing `"end json": 0`), so it is
//! written directly rather than through a JSON serializer, which would lay it
//! out differently.

use crate::netlist::{coords, devices, tile_of};
use dialect::ir::cases::WireBundle;
use dialect::ir::{OpId, OpKind, ValueId, View};
use dialect::ops::views::{Connect, Flow, Masterset, PacketDest, PacketRules, PacketSource, Rule};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashSet, VecDeque};

type Port = (WireBundle, i64);
type Coords = (i64, i64);

/// The JSON text of the first device of `ir` (no final newline, as mlir-aie).
pub fn flows_to_json(ir: &Ir) -> Result<String, Diagnostic> {
    let Some(dev) = devices(ir).into_iter().next() else {
        return Err(Diagnostic::error(
            ir[ir.top].span,
            "expected an aie.device operation at top level",
        )
        .with_help("--aie-flows-to-json reads the first aie.device of a routed netlist"));
    };
    let ops: Vec<OpId> = dev.ops(ir).collect();
    let net = Net::scan(ir, &ops);
    let mut out = String::from("{\n");
    net.switchboxes(ir, &ops, &mut out);
    let mut count = 0;
    let mut seen = HashSet::new();
    for f in ir.views::<Flow>(ops.iter().copied()) {
        let src = ir[f.op()].operands[0];
        let port = (f.source_bundle(ir), f.source_channel(ir));
        if seen.insert((src, port)) {
            net.route(ir, src, port, Kind::Circuit, count, &mut out)
                .map_err(|why| unrouted(ir, f.op(), why))?;
            count += 1;
        }
    }
    let mut seen = HashSet::new();
    for &op in &ops {
        if let Some((src, port)) = packet_source(ir, op) {
            if seen.insert((src, port)) {
                net.route(ir, src, port, Kind::Packet, count, &mut out)
                    .map_err(|why| unrouted(ir, op, why))?;
                count += 1;
            }
        }
    }
    out.push_str("\"route_all\": [],\n\n\"end json\": 0\n}");
    Ok(out)
}

/// The error of flow `op`, which has no switchbox at its source to trace.
fn unrouted(ir: &Ir, op: OpId, why: &'static str) -> Diagnostic {
    Diagnostic::error(ir[op].span, why)
        .with_help("route the design first (--aie-create-pathfinder-flows); --aie-find-flows removes the switchboxes it lifts flows from only when asked (remove-lifted=true)")
}

/// The (last) `aie.packet_source` of an `aie.packet_flow`: its tile and port.
fn packet_source(ir: &Ir, op: OpId) -> Option<(ValueId, Port)> {
    if !ir.is(op, OpKind::PacketFlow) {
        return None;
    }
    ir.views::<PacketSource>(ir.children(op))
        .last()
        .map(|s| (ir[s.op()].operands[0], (s.bundle(ir), s.channel(ir))))
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Circuit,
    Packet,
}

/// The switchboxes and shim muxes of the device, by tile.
struct Net {
    switchboxes: BTreeMap<Coords, OpId>,
    shim_muxes: BTreeMap<Coords, OpId>,
}

impl Net {
    fn scan(ir: &Ir, ops: &[OpId]) -> Net {
        let mut net = Net {
            switchboxes: BTreeMap::new(),
            shim_muxes: BTreeMap::new(),
        };
        for &op in ops {
            let map = match ir.kind(op) {
                Some(OpKind::Switchbox) => &mut net.switchboxes,
                Some(OpKind::ShimMux) => &mut net.shim_muxes,
                _ => continue,
            };
            if let Some(t) = tile_of(ir, op) {
                map.entry(t).or_insert(op);
            }
        }
        net
    }

    /// The per-switchbox objects and `"total_path_length"`.
    fn switchboxes(&self, ir: &Ir, ops: &[OpId], out: &mut String) {
        let (sources, dests) = endpoint_counts(ir, ops);
        let mut total = 0i64;
        for &op in ops.iter().filter(|&&o| ir.is(o, OpKind::Switchbox)) {
            let Some((col, row)) = tile_of(ir, op) else {
                continue;
            };
            let masters: BTreeSet<Port> =
                ir.children(op).filter_map(|c| master_port(ir, c)).collect();
            let n = |b: WireBundle| masters.iter().filter(|p| p.0 == b).count() as i64;
            let dirs = [
                WireBundle::North,
                WireBundle::East,
                WireBundle::South,
                WireBundle::West,
            ];
            let [north, east, south, west] = dirs.map(n);
            out.push_str(&format!(
                "\"switchbox{col}{row}\": {{\n\"col\": {col},\n\"row\": {row},\n\"source_count\": {},\n\"destination_count\": {},\n\"northbound\": {north},\n\"eastbound\": {east},\n\"southbound\": {south},\n\"westbound\": {west}\n}},\n",
                sources.get(&(col, row)).unwrap_or(&0),
                dests.get(&(col, row)).unwrap_or(&0),
            ));
            total += north + east + south + west;
            // The shim mux's inputs from the switch are not a hop.
            if let Some(&mux) = self.shim_muxes.get(&(col, row)) {
                let from_switch: BTreeSet<Port> = ir
                    .children(mux)
                    .filter_map(|c| slave_port(ir, c))
                    .filter(|p| p.0 == WireBundle::North)
                    .collect();
                total -= from_switch.len() as i64;
            }
        }
        out.push_str(&format!("\"total_path_length\": {total},\n"));
    }

    /// One `"routeN": [ ... ],` line: the switchboxes the stream from `port`
    /// of tile `src` passes, breadth first, as mlir-aie traces it.
    /// A flow whose source tile has no switchbox is an error (mlir-aie's
    /// newest words).
    fn route(
        &self,
        ir: &Ir,
        src: ValueId,
        port: Port,
        kind: Kind,
        n: usize,
        out: &mut String,
    ) -> Result<(), &'static str> {
        out.push_str(&format!("\"route{n}\": [ "));
        let Some(tile) = coords(ir, src) else {
            out.push_str("[] ],\n");
            return Ok(());
        };
        let mut port = self.through_shim_mux(ir, tile, port);
        let mut sb = self.switchboxes.get(&tile).copied();
        if sb.is_none() {
            return Err("no switchbox at the flow's source to trace it through; keep the routed switchboxes with --aie-find-flows=remove-lifted=false");
        }
        // mlir-aie keeps ports and switchboxes in two queues that can fall
        // out of step (a hop off the array queues a port only); so does this.
        let (mut ports, mut boxes) = (VecDeque::new(), VecDeque::new());
        let mut budget = 64 * (self.switchboxes.len() + 1);
        while let Some(op) = sb {
            let (col, row) = tile_of(ir, op).unwrap_or_default();
            let mut dirs = Vec::new();
            for (from, to) in self.hops(ir, op, kind) {
                if from != port {
                    continue;
                }
                dirs.push(to.0.name());
                let end = (row == 0 && to.0 == WireBundle::South)
                    || matches!(to.0, WireBundle::DMA | WireBundle::Core);
                if !end {
                    ports.push_back((to.0.opposite(), to.1));
                    let next = to.0.step((col, row)).unwrap_or((col, row));
                    boxes.extend(self.switchboxes.get(&next).copied());
                }
            }
            if !dirs.is_empty() {
                let quoted: Vec<String> = dirs.iter().map(|d| format!("\"{d}\"")).collect();
                out.push_str(&format!("[[{col}, {row}], [{}]], ", quoted.join(", ")));
            }
            budget = budget.saturating_sub(1);
            sb = match (ports.pop_front(), boxes.pop_front()) {
                (Some(p), Some(b)) if budget > 0 => {
                    port = p;
                    Some(b)
                }
                _ => None,
            };
        }
        out.push_str("[] ],\n");
        Ok(())
    }

    /// A flow that starts in a shim tile enters the switch through its mux.
    fn through_shim_mux(&self, ir: &Ir, tile: Coords, port: Port) -> Port {
        let Some(&mux) = self.shim_muxes.get(&tile) else {
            return port;
        };
        ir.views::<Connect>(ir.children(mux))
            .find(|c| (c.source_bundle(ir), c.source_channel(ir)) == port)
            .map_or(port, |c| (c.dest_bundle(ir).opposite(), c.dest_channel(ir)))
    }

    /// The (slave, master) pairs of a switchbox: its connects, or for packet
    /// flows each packet-rules' source with the master its rules select.
    fn hops(&self, ir: &Ir, sb: OpId, kind: Kind) -> Vec<(Port, Port)> {
        if kind == Kind::Circuit {
            return ir
                .views::<Connect>(ir.children(sb))
                .map(|c| {
                    (
                        (c.source_bundle(ir), c.source_channel(ir)),
                        (c.dest_bundle(ir), c.dest_channel(ir)),
                    )
                })
                .collect();
        }
        let mastersets: Vec<Masterset> = ir.views::<Masterset>(ir.children(sb)).collect();
        let mut out = Vec::new();
        for rules in ir.views::<PacketRules>(ir.children(sb)) {
            let amsels: HashSet<ValueId> = ir
                .views::<Rule>(ir.children(rules.op()))
                .filter_map(|r| ir[r.op()].operands.first().copied())
                .collect();
            // The last masterset naming an amsel of these rules wins.
            let master = mastersets
                .iter()
                .rev()
                .find(|m| ir[m.op()].operands.iter().any(|a| amsels.contains(a)));
            if let Some(m) = master {
                out.push((
                    (rules.source_bundle(ir), rules.source_channel(ir)),
                    (m.dest_bundle(ir), m.dest_channel(ir)),
                ));
            }
        }
        out
    }
}

/// Flow sources and destinations per tile (circuit and packet).
fn endpoint_counts(ir: &Ir, ops: &[OpId]) -> (BTreeMap<Coords, i64>, BTreeMap<Coords, i64>) {
    let (mut sources, mut dests) = (BTreeMap::new(), BTreeMap::new());
    let count = |map: &mut BTreeMap<Coords, i64>, v: ValueId| {
        if let Some(t) = coords(ir, v) {
            *map.entry(t).or_insert(0) += 1;
        }
    };
    for &op in ops {
        if let Some(f) = ir.view::<Flow>(op) {
            count(&mut sources, ir[f.op()].operands[0]);
            count(&mut dests, ir[f.op()].operands[1]);
        } else if ir.is(op, OpKind::PacketFlow) {
            for c in ir.children(op) {
                if ir.view::<PacketSource>(c).is_some() {
                    count(&mut sources, ir[c].operands[0]);
                } else if ir.view::<PacketDest>(c).is_some() {
                    count(&mut dests, ir[c].operands[0]);
                }
            }
        }
    }
    (sources, dests)
}

/// The master port a connect or masterset drives.
fn master_port(ir: &Ir, op: OpId) -> Option<Port> {
    if let Some(c) = ir.view::<Connect>(op) {
        return Some((c.dest_bundle(ir), c.dest_channel(ir)));
    }
    ir.view::<Masterset>(op)
        .map(|m| (m.dest_bundle(ir), m.dest_channel(ir)))
}

/// The slave port a connect or packet rules reads.
fn slave_port(ir: &Ir, op: OpId) -> Option<Port> {
    if let Some(c) = ir.view::<Connect>(op) {
        return Some((c.source_bundle(ir), c.source_channel(ir)));
    }
    ir.view::<PacketRules>(op)
        .map(|r| (r.source_bundle(ir), r.source_channel(ir)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_and_path_length_follow_the_switchboxes() {
        let ir = dialect::parse(
            "module { aie.device(npu1_1col) {
              %t00 = aie.tile(0, 0)
              %t01 = aie.tile(0, 1)
              %t02 = aie.tile(0, 2)
              aie.switchbox(%t00) { aie.connect<South : 3, North : 0> }
              aie.shim_mux(%t00) { aie.connect<DMA : 0, North : 3> }
              aie.switchbox(%t01) { aie.connect<South : 0, North : 1> }
              aie.switchbox(%t02) { aie.connect<South : 1, DMA : 0> }
              aie.flow(%t00, DMA : 0, %t02, DMA : 0)
            } }",
        )
        .expect("parses");
        let json = flows_to_json(&ir).expect("translates");
        assert!(json.contains("\"switchbox00\": {\n\"col\": 0,\n\"row\": 0,\n\"source_count\": 1,"));
        assert!(json.contains("\"total_path_length\": 2,\n"), "{json}");
        assert!(
            json.contains("\"route0\": [ [[0, 0], [\"North\"]], [[0, 1], [\"North\"]], [[0, 2], [\"DMA\"]], [] ],\n"),
            "{json}"
        );
        assert!(json.ends_with("\"route_all\": [],\n\n\"end json\": 0\n}"));
    }
}
