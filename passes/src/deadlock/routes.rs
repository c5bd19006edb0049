//! Where a device's streams go, for the model: read off its `aie.flow` and
//! `aie.packet_flow` ops before routing, or off its switchboxes (written by
//! hand, or by the router) after — which S2MM channels each MM2S channel
//! (and packet id) reaches, and the switch arbiters its packets pass.

use super::build::Chan;
use crate::netlist::{self, Dev};
use crate::route::find_flows::{recover, Recovered};
use crate::route::{switch_ports, Port, Tile};
use dialect::ir::cases::WireBundle;
use dialect::ir::{OpKind, View};
use dialect::ops::views::{self, Flow, Masterset, PacketDest, PacketFlow, PacketSource};
use dialect::Ir;
use std::collections::{HashMap, HashSet};

/// A switch's packet arbiter: tile and arbiter number.
pub(crate) type Arbiter = (i64, i64, i64);

/// The streams of a device.
#[derive(Default)]
pub(crate) struct Routes {
    /// Circuit streams: (MM2S channel, S2MM channel).
    pub circuit: Vec<(Chan, Chan)>,
    /// Packet streams: (MM2S channel, packet id) → the S2MM channels its
    /// packets reach.
    pub packets: HashMap<(Chan, u64), Vec<Chan>>,
    /// (MM2S channel, packet id) → the arbiters its packets pass (read off
    /// switchboxes only: before routing nobody knows them).
    pub arbiters: HashMap<(Chan, u64), Vec<Arbiter>>,
    /// (MM2S channel, packet id) → the arbiters with a deterministic merge
    /// schedule its packets pass, each with the slave port its switch is
    /// entered by.
    pub merges: HashMap<(Chan, u64), Vec<(Arbiter, Port)>>,
    /// Each arbiter's deterministic merge schedule: its slots' slave ports
    /// and packet counts, in order.
    pub schedules: HashMap<Arbiter, Vec<(Port, u32)>>,
    /// S2MM channels something else feeds: a core's stream port, a trace
    /// port, or a route that keeps packet headers (the receiver counts
    /// them).
    pub unknown: HashSet<Chan>,
    /// MM2S channels some packet route starts at.
    pub packet_sources: HashSet<Chan>,
    /// Whether a stream reaches a tile's control port.
    pub control: bool,
    /// Whether every stream is unknown: flows beside switchboxes (routing
    /// half done, or half written by hand).
    pub blind: bool,
}

/// The routes of `dev`: off its switchboxes when it has them and no flow
/// is left to route (no circuit flow, and each packet flow's route is in
/// them: the router keeps packet flows), else off its flows.
pub(crate) fn read(ir: &Ir, dev: &Dev) -> Routes {
    const ROUTING: [OpKind; 4] = [
        OpKind::Switchbox,
        OpKind::ShimSwitchbox,
        OpKind::ShimMux,
        OpKind::PacketRules,
    ];
    let routed = ROUTING.iter().any(|&k| dev.ops_of(ir, k).next().is_some());
    let circuits = dev.views::<Flow>(ir).next().is_some();
    let shim_switchbox = dev.ops_of(ir, OpKind::ShimSwitchbox).next().is_some();
    let mut asked = from_flows(ir, dev);
    if routed && !circuits && !shim_switchbox {
        let made = switched(ir, dev);
        let delivered = asked.packets.iter().all(|(k, tos)| {
            made.packets
                .get(k)
                .is_some_and(|got| tos.iter().all(|to| got.contains(to)))
        });
        if delivered {
            return made;
        }
    }
    asked.blind = routed;
    asked
}

/// The MM2S (`out`) or S2MM channel of a DMA port of `tile`.
fn dma(tile: Tile, port: Port, out: bool) -> Option<Chan> {
    (port.bundle == WireBundle::DMA).then_some((tile.0, tile.1, out, i64::from(port.channel)))
}

/// The routes the flow ops ask for.
fn from_flows(ir: &Ir, dev: &Dev) -> Routes {
    let mut r = Routes::default();
    for f in dev.views::<Flow>(ir) {
        let o = &ir[f.op()].operands;
        let (Some(src), Some(dst)) = (netlist::coords(ir, o[0]), netlist::coords(ir, o[1])) else {
            continue;
        };
        match f.dest_bundle(ir) {
            WireBundle::TileControl => r.control = true,
            WireBundle::DMA => {
                let to = (dst.0, dst.1, false, f.dest_channel(ir));
                match f.source_bundle(ir) {
                    WireBundle::DMA => r
                        .circuit
                        .push(((src.0, src.1, true, f.source_channel(ir)), to)),
                    _ => {
                        r.unknown.insert(to);
                    }
                }
            }
            _ => {}
        }
    }
    for flow in dev.walk_views::<PacketFlow>(ir) {
        let Ok(id) = u64::try_from(flow.id(ir)) else {
            continue;
        };
        let keeps = flow.keep_pkt_header(ir).unwrap_or(false);
        let inside = ir.walk(flow.op());
        let mut sources = Vec::new();
        let mut foreign = false;
        for &o in &inside {
            let Some(s) = ir.view::<PacketSource>(o) else {
                continue;
            };
            match (s.bundle(ir), netlist::tile_of(ir, o)) {
                (WireBundle::DMA, Some((col, row))) => {
                    sources.push((col, row, true, s.channel(ir)))
                }
                _ => foreign = true,
            }
        }
        r.packet_sources.extend(&sources);
        for &o in &inside {
            let (Some(d), Some((col, row))) = (ir.view::<PacketDest>(o), netlist::tile_of(ir, o))
            else {
                continue;
            };
            match d.bundle(ir) {
                WireBundle::TileControl => r.control = true,
                WireBundle::DMA => {
                    let to = (col, row, false, d.channel(ir));
                    if keeps || foreign {
                        r.unknown.insert(to);
                    }
                    for &from in &sources {
                        r.packets.entry((from, id)).or_default().push(to);
                    }
                }
                _ => {}
            }
        }
    }
    r
}

/// The routes the switchboxes make (`--aie-find-flows`'s walk), with the
/// arbiter of each packet master on the way.
fn switched(ir: &Ir, dev: &Dev) -> Routes {
    let mut r = Routes {
        schedules: schedules(ir, dev),
        ..Routes::default()
    };
    let masters = packet_masters(ir, dev);
    for f in recover(ir, dev) {
        let dst = f.dst;
        if dst.port.bundle == WireBundle::TileControl {
            r.control = true;
        }
        let Some(to) = dma(dst.tile, dst.port, false) else {
            continue;
        };
        let Some(from) = dma(f.src.tile, f.src.port, true) else {
            r.unknown.insert(to);
            continue;
        };
        let Some(id) = f.packet.map(u64::from) else {
            r.circuit.push((from, to));
            continue;
        };
        r.packet_sources.insert(from);
        let gates = merge_gates(&f, &masters, &r.schedules);
        if !gates.is_empty() {
            let known = r.merges.entry((from, id)).or_default();
            known.extend(
                gates
                    .into_iter()
                    .filter(|g| !known.contains(g))
                    .collect::<Vec<_>>(),
            );
        }
        // A shim's S2MM channel is behind the demux (its master is South),
        // a tile's behind its DMA master.
        let mut hops = f.links.clone();
        if dst.tile.1 != 0 {
            hops.push((dst.tile, dst.port));
        }
        let arbiters = r.arbiters.entry((from, id)).or_default();
        for (tile, port) in hops {
            if let Some(&(arbiter, _)) = masters.get(&(tile, port)) {
                if !arbiters.contains(&(tile.0, tile.1, arbiter)) {
                    arbiters.push((tile.0, tile.1, arbiter));
                }
            }
        }
        if masters
            .get(&(dst.tile, dst.port))
            .is_some_and(|&(_, keeps)| keeps)
        {
            r.unknown.insert(to);
        }
        r.packets.entry((from, id)).or_default().push(to);
    }
    r
}

/// The merge arbiters flow `f` passes (the arbiter of each packet master
/// on its way, the last switch's included), each with the slave port the
/// flow enters that switch by.
fn merge_gates(
    f: &Recovered,
    masters: &HashMap<(Tile, Port), (i64, bool)>,
    schedules: &HashMap<Arbiter, Vec<(Port, u32)>>,
) -> Vec<(Arbiter, Port)> {
    let mut hops: Vec<((Tile, Port), Port)> = f
        .links
        .iter()
        .copied()
        .zip(f.entries.iter().copied())
        .collect();
    let last = (f.dst.tile, f.exit);
    if let (Some(&entry), true) = (f.entries.last(), f.links.last() != Some(&last)) {
        hops.push((last, entry));
    }
    hops.into_iter()
        .filter_map(|((tile, port), entry)| {
            let &(arbiter, _) = masters.get(&(tile, port))?;
            let a = (tile.0, tile.1, arbiter);
            schedules.contains_key(&a).then_some((a, entry))
        })
        .collect()
}

/// The deterministic merge schedule of each arbiter that has one.
fn schedules(ir: &Ir, dev: &Dev) -> HashMap<Arbiter, Vec<(Port, u32)>> {
    let mut out = HashMap::new();
    for sb in dev.ops_of(ir, OpKind::Switchbox) {
        let Some(tile) = netlist::tile_of(ir, sb) else {
            continue;
        };
        for a in ir.views::<views::Amsel>(ir.children(sb)) {
            let Some(slots) = a.deterministic_merge(ir) else {
                continue;
            };
            let slots = slots
                .iter()
                .map(|m| (Port::new(m.bundle, m.channel), m.packets))
                .collect();
            out.insert((tile.0, tile.1, a.arbiter_id(ir)), slots);
        }
    }
    out
}

/// Each packet master port of a switch: its arbiter, and whether it keeps
/// packet headers.
fn packet_masters(ir: &Ir, dev: &Dev) -> HashMap<(Tile, Port), (i64, bool)> {
    let mut out = HashMap::new();
    for sb in dev.ops_of(ir, OpKind::Switchbox) {
        let Some(tile) = netlist::tile_of(ir, sb) else {
            continue;
        };
        for m in ir.views::<Masterset>(ir.children(sb)) {
            let (_, Some(port)) = switch_ports(ir, m.op()) else {
                continue;
            };
            let arbiter = ir[m.op()].operands.iter().find_map(|&v| {
                let a = ir.view::<views::Amsel>(ir.defining_op(v)?)?;
                Some(a.arbiter_id(ir))
            });
            let keeps = m
                .keep_pkt_header(ir)
                .is_some_and(|a| a.as_bool() != Some(false));
            if let Some(a) = arbiter {
                out.insert((tile, port), (a, keeps));
            }
        }
    }
    out
}
