//! Switchboxes (circuit connects, packet masters and rules) and shim muxes
//! from the stream-switch registers.

use super::netlist::{tile_text, Netlist, TileAt};
use aie_target::device::WireBundle;
use aie_target::regs::image::{MasterMode, Port, Switch, TileImage};
use dialect::ir::{At, Attr, Ir, OpId, Span, ValueId, View};
use dialect::ops::views::{Amsel, Connect, Masterset, PacketRules, Rule, ShimMux, Switchbox};
use std::collections::BTreeMap;

/// `Bundle : channel`, for messages.
fn port_text((b, ch): Port) -> String {
    format!("{b} : {ch}")
}

/// `aie.connect<from, to>` at `at`.
fn connect(ir: &mut Ir, at: At, from: Port, to: Port) {
    Connect::build(ir, Span::default())
        .source_bundle(from.0)
        .source_channel(from.1.into())
        .dest_bundle(to.0)
        .dest_channel(to.1.into())
        .insert(at);
}

/// The amsels by (arbiter, msel).
type Amsels = BTreeMap<(u32, u32), ValueId>;

impl Netlist<'_> {
    /// A detached region op of `tile` from `build`, placed in the body; the
    /// end of its block.
    fn tile_region(&mut self, tile: TileAt, build: fn(&mut Ir, ValueId) -> OpId) -> At {
        let t = self.tile(tile);
        let op = build(self.ir, t);
        self.body.push(op);
        At::End(
            self.ir
                .entry_block(op, 0)
                .expect("a new region has its block"),
        )
    }

    /// Warns about `message` on `tile`.
    fn note(&mut self, tile: TileAt, message: String) {
        self.warn(format!("{}: {message}", tile_text(tile)));
    }

    /// The switchbox: circuit connects, then packet masters and rules.
    pub(super) fn switchbox(&mut self, tile: TileAt, t: &TileImage) {
        let sw = t.switch();
        if sw.masters.is_empty() && sw.slaves.is_empty() {
            return;
        }
        let at = self.tile_region(tile, |ir, t| {
            Switchbox::build(ir, Span::default())
                .operand(t)
                .region()
                .detached()
                .op()
        });
        for (from, to) in sw.circuits() {
            connect(self.ir, at, from, to);
        }
        self.unlifted_masters(tile, &sw);
        let amsels = self.amsels(at, &sw);
        self.mastersets(at, tile, &sw, &amsels);
        self.packet_rules(at, tile, &sw, &amsels);
    }

    /// Warnings for circuit masters that no enabled slave feeds and for
    /// configured masters that are not enabled.
    fn unlifted_masters(&mut self, tile: TileAt, sw: &Switch) {
        for m in &sw.masters {
            match m.mode {
                MasterMode::Circuit { slave, port: p } if m.enabled => {
                    let fed = sw
                        .slaves
                        .iter()
                        .any(|s| s.index == slave && s.enabled && !s.packet);
                    if !fed {
                        let from = p.map_or_else(|| format!("port {slave}"), port_text);
                        self.note(tile, format!(
                            "master {} takes the stream of slave {from}, which is not enabled as a circuit slave; not lifted",
                            port_text(m.port)
                        ));
                    }
                }
                _ if !m.enabled && m.word.value != 0 => self.note(
                    tile,
                    format!(
                        "master {} is configured (0x{:08x}) but not enabled; not lifted",
                        port_text(m.port),
                        m.word.value
                    ),
                ),
                _ => {}
            }
        }
    }

    /// Packet switching: one `aie.amsel` per (arbiter, msel) an enabled
    /// packet master or an enabled rule uses.
    fn amsels(&mut self, at: At, sw: &Switch) -> Amsels {
        let mut used: Vec<(u32, u32)> = Vec::new();
        for m in sw.masters.iter().filter(|m| m.enabled) {
            if let MasterMode::Packet {
                arbiter, msel_mask, ..
            } = m.mode
            {
                used.extend(
                    (0..4)
                        .filter(|b| msel_mask >> b & 1 == 1)
                        .map(|b| (arbiter, b)),
                );
            }
        }
        for s in sw.slaves.iter().filter(|s| s.enabled && s.packet) {
            used.extend(
                s.slots
                    .iter()
                    .filter(|k| k.enabled)
                    .map(|k| (k.arbiter, k.msel)),
            );
        }
        used.sort();
        used.dedup();
        let mut amsels = Amsels::new();
        for (a, m) in used {
            let op = Amsel::build(self.ir, Span::default())
                .arbiter_id(a.into())
                .msel(m.into())
                .insert(at);
            amsels.insert((a, m), self.ir[op.op()].results[0]);
        }
        amsels
    }

    /// An `aie.masterset` per enabled packet master.
    fn mastersets(&mut self, at: At, tile: TileAt, sw: &Switch, amsels: &Amsels) {
        for m in sw.masters.iter().filter(|m| m.enabled) {
            let MasterMode::Packet {
                arbiter,
                msel_mask,
                drop_header,
            } = m.mode
            else {
                continue;
            };
            let operands: Vec<ValueId> = (0..4)
                .filter(|b| msel_mask >> b & 1 == 1)
                .map(|b| amsels[&(arbiter, b)])
                .collect();
            if operands.is_empty() {
                self.note(
                    tile,
                    format!(
                        "packet master {} selects no msel; not lifted",
                        port_text(m.port)
                    ),
                );
                continue;
            }
            // mlir-aie drops the header where packets leave for a DMA (the
            // shim DMA is South of row 0) unless the masterset keeps it.
            let to_dma =
                m.port.0 == WireBundle::DMA || (tile.1 == 0 && m.port.0 == WireBundle::South);
            if !to_dma && drop_header {
                self.note(tile, format!(
                    "packet master {} drops the header, which mlir-aie does only towards a DMA; the header drop is not lifted",
                    port_text(m.port)
                ));
            }
            let mut op = Masterset::build(self.ir, Span::default())
                .dest_bundle(m.port.0)
                .dest_channel(m.port.1.into())
                .operands(&operands);
            if to_dma && !drop_header {
                op = op.keep_pkt_header(Attr::Bool(true));
            }
            op.insert(at);
        }
    }

    /// An `aie.packet_rules` per enabled packet slave, an `aie.rule` per
    /// enabled slot.
    fn packet_rules(&mut self, at: At, tile: TileAt, sw: &Switch, amsels: &Amsels) {
        for s in &sw.slaves {
            if !(s.enabled && s.packet) {
                if !s.slots.is_empty() {
                    self.note(
                        tile,
                        format!(
                        "slave {} has packet rules but is not an enabled packet slave; not lifted",
                        port_text(s.port)
                    ),
                    );
                }
                continue;
            }
            let slots: Vec<_> = s.slots.iter().filter(|k| k.enabled).collect();
            if slots.is_empty() {
                self.note(
                    tile,
                    format!(
                        "packet slave {} has no enabled rule; not lifted",
                        port_text(s.port)
                    ),
                );
                continue;
            }
            let rules = PacketRules::build(self.ir, Span::default())
                .source_bundle(s.port.0)
                .source_channel(s.port.1.into())
                .region()
                .insert(at);
            let block = self
                .ir
                .entry_block(rules.op(), 0)
                .expect("a new region has its block");
            for k in slots {
                Rule::build(self.ir, Span::default())
                    .mask(k.mask.into())
                    .value(k.id.into())
                    .operand(amsels[&(k.arbiter, k.msel)])
                    .insert(At::End(block));
            }
        }
    }

    /// The shim mux and demux connects.
    pub(super) fn shim_mux(&mut self, tile: TileAt, t: &TileImage) {
        let settings = t.shim_mux();
        if settings.is_empty() {
            return;
        }
        let at = self.tile_region(tile, |ir, t| {
            ShimMux::build(ir, Span::default())
                .operand(t)
                .region()
                .detached()
                .op()
        });
        let (c, r) = tile;
        for s in settings {
            // The endpoint channel that reaches South port `s.south`.
            let channel = (0..8).find(|&ch| {
                self.device
                    .shim_mux_channel(c.into(), r.into(), s.endpoint, ch, s.into_array)
                    == Some(s.south)
            });
            let Some(ch) = channel else {
                self.warnings.push(format!(
                    "{}: the {} joins South {} to {}, a connection aie.shim_mux cannot name; not lifted",
                    tile_text(tile),
                    if s.into_array { "mux" } else { "demux" },
                    s.south,
                    s.endpoint.name()
                ));
                continue;
            };
            let (from, to) = if s.into_array {
                ((s.endpoint, ch), (WireBundle::North, s.south))
            } else {
                ((WireBundle::North, s.south), (s.endpoint, ch))
            };
            connect(self.ir, at, from, to);
        }
    }
}
