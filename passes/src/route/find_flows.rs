//! `--aie-find-flows` (aie-passes.md §6): recovers the logical flows of a
//! routed netlist and appends them as `aie.flow` / `aie.packet_flow` ops,
//! keeping the switchboxes.
//!
//! A flow starts at every switch slave port that has a connect or packet
//! rules and is not fed by a neighbour (core, DMA, trace, control, the shim
//! mux, or a wire nothing drives) and follows connects, or packet rules and
//! mastersets, through the geometric wiring between switches (master
//! `North : c` feeds the northern neighbour's slave `South : c`, and so on)
//! until the stream leaves the switch network. Shim South ports are
//! translated through the shim mux's connects. Packet sources are followed
//! once per packet ID (0-31), so a flow is recovered for every ID the rules
//! let through. Unlike mlir-aie, `aie.wire` ops are not needed.

use super::{switch_ports, Endpoint, Port, Tile};
use crate::netlist::{devices, tile_of, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, OpKind, Span, ValueId, View};
use dialect::ops::views::{self, PacketDest, PacketFlow, PacketSource};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-find-flows",
    name: "AIEFindFlowsPass",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Recover the flows of a routed netlist as aie.flow / aie.packet_flow ops",
    doc: "routing.md#--aie-find-flows",
    options: &[],
    body: crate::Body::Run(run),
};

/// A flow recovered from the switch configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovered {
    pub src: Endpoint,
    pub dst: Endpoint,
    /// The packet ID, for packet-switched flows.
    pub packet: Option<u8>,
    /// The wires the stream takes: a master port of a tile's switch.
    pub links: Vec<(Tile, Port)>,
    /// The slave port by which the stream enters each switch it passes:
    /// one per link, then the last switch's.
    pub entries: Vec<Port>,
    /// The master port by which it leaves the last switch (a shim's South
    /// port where `dst` is the mux's endpoint behind it).
    pub exit: Port,
    /// The location of the connect or masterset that delivers the stream:
    /// that of the flow the router wrote it for.
    pub span: Span,
}

/// An amsel: (arbiter, msel).
type Amsel = (i64, i64);

/// The configuration of one stream switch.
#[derive(Default)]
struct Switch {
    connects: BTreeMap<Port, Vec<Port>>,
    rules: BTreeMap<Port, Vec<(u8, u8, Amsel)>>,
    mastersets: Vec<(Port, Vec<Amsel>)>,
    /// The location of the op that drives each master port.
    driver: HashMap<Port, Span>,
    /// Shim mux: South channel → endpoint port, into and out of the array.
    mux_in: HashMap<u32, Port>,
    mux_out: HashMap<u32, Port>,
}

fn amsel(ir: &Ir, v: ValueId) -> Option<Amsel> {
    let a = ir.view::<views::Amsel>(ir.defining_op(v)?)?;
    Some((a.arbiter_id(ir), a.msel(ir)))
}

fn switches(ir: &Ir, dev: &Dev) -> BTreeMap<Tile, Switch> {
    let mut out: BTreeMap<Tile, Switch> = BTreeMap::new();
    for op in dev.ops(ir) {
        let mux = match ir.kind(op) {
            Some(OpKind::Switchbox) => false,
            Some(OpKind::ShimMux) => true,
            _ => continue,
        };
        let Some(tile) = tile_of(ir, op) else {
            continue;
        };
        let sw = out.entry(tile).or_default();
        for c in ir.children(op) {
            let ports = switch_ports(ir, c);
            match (mux, ir.kind(c)) {
                (false, Some(OpKind::Connect)) => {
                    if let (Some(s), Some(d)) = ports {
                        sw.connects.entry(s).or_default().push(d);
                        sw.driver.entry(d).or_insert(ir[c].span);
                    }
                }
                (false, Some(OpKind::Masterset)) => {
                    if let (_, Some(d)) = ports {
                        sw.driver.entry(d).or_insert(ir[c].span);
                        let amsels = ir[c].operands.iter().filter_map(|&v| amsel(ir, v));
                        sw.mastersets.push((d, amsels.collect()));
                    }
                }
                (false, Some(OpKind::PacketRules)) => {
                    let (Some(s), _) = ports else {
                        continue;
                    };
                    let list = sw.rules.entry(s).or_default();
                    for r in ir.views::<views::Rule>(ir.children(c)) {
                        let (mask, value) = (r.mask(ir) as u8, r.value(ir) as u8);
                        let first = ir[r.op()].operands.first();
                        if let Some(a) = first.and_then(|&v| amsel(ir, v)) {
                            list.push((mask, value, a));
                        }
                    }
                }
                (true, Some(OpKind::Connect)) => {
                    if let (Some(s), Some(d)) = ports {
                        if d.bundle == WireBundle::North {
                            sw.mux_in.insert(d.channel, s);
                        } else if s.bundle == WireBundle::North {
                            sw.mux_out.insert(s.channel, d);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The other end of the wire at `port` of `tile`: the neighbour's slave
/// port a master leads to, or the neighbour's master port that feeds a
/// slave; `None` for a port that is not a wire inside the array.
fn other_end(dev: &Dev, tile: Tile, port: Port) -> Option<(Tile, Port)> {
    let next = port.bundle.step(tile)?;
    dev.kind(next)?;
    Some((next, Port::new(port.bundle.opposite(), port.channel)))
}

struct Walk<'a> {
    dev: &'a Dev,
    sw: &'a BTreeMap<Tile, Switch>,
    src: Endpoint,
    packet: Option<u8>,
    out: Vec<Recovered>,
    seen: HashSet<(Tile, Port)>,
}

impl Walk<'_> {
    /// The masters slave `port` of `tile` drives (for the walk's packet ID).
    fn masters(&self, tile: Tile, slave: Port) -> Vec<Port> {
        let Some(s) = self.sw.get(&tile) else {
            return Vec::new();
        };
        match self.packet {
            None => s.connects.get(&slave).cloned().unwrap_or_default(),
            Some(id) => {
                let rule = s
                    .rules
                    .get(&slave)
                    .and_then(|rs| rs.iter().find(|&&(m, v, _)| id & m == v & m));
                match rule {
                    Some(&(_, _, a)) => s
                        .mastersets
                        .iter()
                        .filter(|(_, amsels)| amsels.contains(&a))
                        .map(|(p, _)| *p)
                        .collect(),
                    None => Vec::new(),
                }
            }
        }
    }

    fn follow(
        &mut self,
        tile: Tile,
        slave: Port,
        links: &mut Vec<(Tile, Port)>,
        entries: &mut Vec<Port>,
    ) {
        if !self.seen.insert((tile, slave)) {
            return;
        }
        for master in self.masters(tile, slave) {
            let next = other_end(self.dev, tile, master);
            if let Some((n, nslave)) = next {
                links.push((tile, master));
                entries.push(slave);
                if !self.masters(n, nslave).is_empty() {
                    self.follow(n, nslave, links, entries);
                    links.pop();
                    entries.pop();
                    continue;
                }
            }
            let here = self.sw.get(&tile);
            let mux = (tile.1 == 0 && master.bundle == WireBundle::South)
                .then(|| here?.mux_out.get(&master.channel).copied())
                .flatten();
            let span = here.and_then(|s| s.driver.get(&master).copied());
            self.out.push(Recovered {
                src: self.src,
                dst: Endpoint {
                    tile,
                    port: mux.unwrap_or(master),
                },
                packet: self.packet,
                links: links.clone(),
                entries: entries.iter().copied().chain([slave]).collect(),
                exit: master,
                span: span.unwrap_or_default(),
            });
            if next.is_some() {
                links.pop();
                entries.pop();
            }
        }
    }
}

/// The flows of `dev`'s routed netlist, by source tile and port (packet
/// sources once per ID), each with the wires it takes.
pub(crate) fn recover(ir: &Ir, dev: &Dev) -> Vec<Recovered> {
    let sw = switches(ir, dev);
    let driven = |tile: Tile, p: Port| {
        sw.get(&tile).is_some_and(|s| {
            s.connects.values().flatten().any(|&m| m == p)
                || s.mastersets.iter().any(|(m, _)| *m == p)
        })
    };
    let mut out = Vec::new();
    for (&tile, s) in &sw {
        let mut starts: Vec<(Port, bool)> = s.connects.keys().map(|&p| (p, false)).collect();
        starts.extend(s.rules.keys().map(|&p| (p, true)));
        starts.sort();
        for (slave, packet) in starts {
            if other_end(dev, tile, slave).is_some_and(|(t, p)| driven(t, p)) {
                continue;
            }
            let mux = (tile.1 == 0 && slave.bundle == WireBundle::South)
                .then(|| s.mux_in.get(&slave.channel).copied())
                .flatten();
            let src = Endpoint {
                tile,
                port: mux.unwrap_or(slave),
            };
            let ids: Vec<Option<u8>> = if packet {
                (0..32).map(Some).collect()
            } else {
                vec![None]
            };
            for id in ids {
                let mut walk = Walk {
                    dev,
                    sw: &sw,
                    src,
                    packet: id,
                    out: Vec::new(),
                    seen: HashSet::new(),
                };
                walk.follow(tile, slave, &mut Vec::new(), &mut Vec::new());
                out.extend(walk.out);
            }
        }
    }
    out
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in devices(ir) {
        for f in recover(ir, &dev) {
            let (s, d) = (dev.tile(ir, f.src.tile), dev.tile(ir, f.dst.tile));
            let ch = |p: Port| i64::from(p.channel);
            let at = dev.before_end(ir);
            match f.packet {
                None => {
                    views::Flow::build(ir, Span::default())
                        .operand(s)
                        .operand(d)
                        .source_bundle(f.src.port.bundle)
                        .source_channel(ch(f.src.port))
                        .dest_bundle(f.dst.port.bundle)
                        .dest_channel(ch(f.dst.port))
                        .insert(at);
                }
                Some(id) => {
                    let pf = PacketFlow::build(ir, Span::default())
                        .id(id.into())
                        .region()
                        .insert(at);
                    let Some(block) = ir.entry_block(pf.op(), 0) else {
                        continue;
                    };
                    let (src, dst) = (f.src.port, f.dst.port);
                    PacketSource::build(ir, Span::default())
                        .operand(s)
                        .bundle(src.bundle)
                        .channel(ch(src))
                        .insert(At::End(block));
                    PacketDest::build(ir, Span::default())
                        .operand(d)
                        .bundle(dst.bundle)
                        .channel(ch(dst))
                        .insert(At::End(block));
                }
            }
        }
    }
    Vec::new()
}
