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
//!
//! Options as mlir-aie's newest: `keep-partial-flows=false` recovers only
//! flows from a core or DMA to a core or DMA; `remove-lifted=true` removes
//! what the recovered flows were lifted from (their connects, packet rules,
//! mastersets and amsels, then the switchboxes and shim muxes left empty,
//! and the wires), leaving a logical design to route again. aiec keeps the
//! switchboxes by default, as mlir-aie did until its newest generation,
//! whose tests of this pass and of `--aie-flows-to-json` differ on it.

use super::{switch_ports, Endpoint, Port, Tile};
use crate::netlist::{devices, tile_of, Dev};
use crate::options::BOOL;
use crate::{Anchor, Args, Pass, PassOption};
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, OpId, OpKind, Span, ValueId, View};
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
    options: &[KEEP_PARTIAL, REMOVE_LIFTED],
    body: crate::Body::Run(run),
};

const KEEP_PARTIAL: PassOption = PassOption {
    name: "keep-partial-flows",
    help: "Also recover flows that do not start and end at a core or a DMA (trace, control, a port nothing else drives)",
    default: "true",
    values: BOOL,
};

const REMOVE_LIFTED: PassOption = PassOption {
    name: "remove-lifted",
    help: "Remove the connects, packet rules, mastersets, amsels and wires the recovered flows were lifted from, and the switchboxes left empty (mlir-aie's newest default; --aie-flows-to-json needs them kept)",
    default: "false",
    values: BOOL,
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

/// Whether `f` starts and ends at a core or a DMA.
fn core_or_dma_to_core_or_dma(f: &Recovered) -> bool {
    let ends = |p: Port| matches!(p.bundle, WireBundle::Core | WireBundle::DMA);
    ends(f.src.port) && ends(f.dst.port)
}

/// One switch crossing of a recovered flow: tile, the slave port it enters
/// by, the master port it leaves by, and its packet id.
type Hop = (Tile, Port, Port, Option<u8>);

/// The switch crossings of the flows `flows`.
fn hops(flows: &[Recovered]) -> HashSet<Hop> {
    let mut out = HashSet::new();
    for f in flows {
        // The last switch is the destination's (a shim's mux port behind it).
        let last = (f.dst.tile, f.exit);
        for ((tile, master), &slave) in f.links.iter().copied().chain([last]).zip(&f.entries) {
            out.insert((tile, slave, master, f.packet));
        }
    }
    out
}

/// The ops of switch op `c` (of `tile`'s switchbox, or shim mux when
/// `mux`) that the hops `hops` of the flows `flows` take: a connect, the
/// first rule of a slave port matching a hop's id, a masterset a packet hop
/// leaves by.
fn lifted_from(
    ir: &Ir,
    c: OpId,
    tile: Tile,
    mux: bool,
    flows: &[Recovered],
    hops: &HashSet<Hop>,
) -> Vec<OpId> {
    let (slave, master) = switch_ports(ir, c);
    let takes = match (ir.kind(c), slave, master) {
        (Some(OpKind::Connect), Some(s), Some(d)) if mux => flows.iter().any(|f| {
            (f.src.tile == tile && f.src.port == s && d.bundle == WireBundle::North)
                || (f.dst.tile == tile && f.dst.port == d && s.bundle == WireBundle::North)
        }),
        (Some(OpKind::Connect), Some(s), Some(d)) => hops.contains(&(tile, s, d, None)),
        (Some(OpKind::Masterset), _, Some(d)) => hops
            .iter()
            .any(|&(t, _, m, id)| t == tile && m == d && id.is_some()),
        (Some(OpKind::PacketRules), Some(s), _) => {
            let rules: Vec<views::Rule> = ir.views::<views::Rule>(ir.children(c)).collect();
            let first_match = |id: u8| {
                rules.iter().copied().find(|r| {
                    let (mask, value) = (r.mask(ir) as u8, r.value(ir) as u8);
                    id & mask == value & mask
                })
            };
            let mut out: Vec<OpId> = hops
                .iter()
                .filter(|&&(t, sl, _, _)| t == tile && sl == s)
                .filter_map(|&(_, _, _, id)| first_match(id?))
                .map(|r| r.op())
                .collect();
            out.sort();
            out.dedup();
            return out;
        }
        _ => false,
    };
    if takes {
        vec![c]
    } else {
        Vec::new()
    }
}

/// Removes from `dev` what the flows `flows` were lifted from: each connect
/// and rule a hop takes, each masterset it leaves by, the amsels, packet
/// rules, switchboxes and shim muxes left unused or empty, and every wire.
fn remove_lifted(ir: &mut Ir, dev: &Dev, flows: &[Recovered]) {
    let hops = hops(flows);
    let boxes: Vec<OpId> = dev
        .ops(ir)
        .filter(|&o| ir.is(o, OpKind::Switchbox) || ir.is(o, OpKind::ShimMux))
        .collect();
    let mut lifted: Vec<OpId> = Vec::new();
    for &b in &boxes {
        let Some(tile) = tile_of(ir, b) else { continue };
        let mux = ir.is(b, OpKind::ShimMux);
        for c in ir.children(b) {
            lifted.extend(lifted_from(ir, c, tile, mux, flows, &hops));
        }
    }
    ir.erase_all(&lifted);
    // What is left empty or unused goes too.
    for &b in &boxes {
        let children: Vec<OpId> = ir.children(b).collect();
        let in_use: HashSet<ValueId> = children
            .iter()
            .flat_map(|&c| ir.walk(c))
            .flat_map(|o| ir[o].operands.iter().copied())
            .collect();
        for &c in &children {
            let empty_rules =
                ir.is(c, OpKind::PacketRules) && !ir.children(c).any(|r| ir.is(r, OpKind::Rule));
            let unused_amsel =
                ir.is(c, OpKind::Amsel) && ir[c].results.iter().all(|v| !in_use.contains(v));
            if empty_rules || unused_amsel {
                ir.erase(c);
            }
        }
        if ir.children(b).all(|c| ir.is(c, OpKind::End)) {
            ir.erase(b);
        }
    }
    let wires: Vec<OpId> = dev.ops(ir).filter(|&o| ir.is(o, OpKind::Wire)).collect();
    ir.erase_all(&wires);
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let (partial, remove) = (args.flag(KEEP_PARTIAL.name), args.flag(REMOVE_LIFTED.name));
    for dev in devices(ir) {
        let mut flows = recover(ir, &dev);
        if !partial {
            flows.retain(core_or_dma_to_core_or_dma);
        }
        if remove {
            remove_lifted(ir, &dev, &flows);
        }
        for f in flows {
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
