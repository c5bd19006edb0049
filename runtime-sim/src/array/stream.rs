//! Stream routing: where the words an MM2S channel sends end up, decoded
//! from the stream switches, the shim mux and the shim demux as the
//! register image holds them.
//!
//! A route is followed hop by hop from the slave port the channel feeds:
//! a circuit slave goes to every enabled circuit master that selects it; a
//! packet slave matches the packet id of the stream's header word against
//! its slots (`id & mask == slot id & mask`, first enabled slot wins) and
//! goes to every enabled packet master of the slot's arbiter whose msel mask
//! has the slot's msel bit. A master on North/South/East/West feeds the
//! neighbour's opposite slave of the same channel; a DMA master is the
//! tile's S2MM channel, a TileControl master the tile's control port, a
//! Core master the core's stream input; a shim's South master leaves
//! through the demux.
//! A master that drops headers strips the header for what lies behind it.
//! The arbiters a packet goes through are listed with its sinks: the packet
//! holds each from its header to its last word (docs/simulator.md,
//! "Streams").

use aie_target::device::WireBundle::{Core, East, North, South, TileControl, West, DMA};
use aie_target::device::{Device, TileKind};
use aie_target::regs::image::{Image, MasterMode, Port, Switch};
use aie_target::regs::{port_index, SHIM_MUX_ENDPOINTS};
use std::collections::HashMap;
use std::sync::Arc;

/// Where a stream ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sink {
    /// The S2MM channel `channel` of tile `(col, row)`; `keep_header` if
    /// no master on the way dropped the packet header; `switches`: the
    /// stream switches the route passes to reach it.
    Channel {
        col: u32,
        row: u32,
        channel: u32,
        keep_header: bool,
        switches: u32,
    },
    /// The TileControl port of tile `(col, row)` (control packets).
    Control { col: u32, row: u32 },
    /// The stream input `port` of the core of tile `(col, row)`; as for a
    /// channel, `keep_header` and the `switches` passed.
    Core {
        col: u32,
        row: u32,
        port: u32,
        keep_header: bool,
        switches: u32,
    },
    /// Nowhere the simulator models: why.
    Nowhere(String),
}

/// A packet arbiter: tile `(col, row)`, arbiter number.
pub type Arbiter = (u32, u32, u32);

/// A packet arbiter in deterministic merge mode that a route enters through
/// physical slave port `slave`: it passes the packet only in that slave's
/// turn of `slots` (`(slave, packets)` per slot, in order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergeGate {
    pub arbiter: Arbiter,
    pub slave: u32,
    pub slots: Arc<[(u32, u32)]>,
}

/// Where a stream goes: its sinks, the packet arbiters on the way and the
/// ones of those that merge deterministically.
#[derive(Clone, Debug, Default)]
pub struct Routed {
    pub sinks: Vec<Sink>,
    pub arbiters: Vec<Arbiter>,
    pub merges: Vec<MergeGate>,
}

/// Decoded switches by tile, rebuilt when a switch register changes.
#[derive(Default)]
pub struct Switches {
    decoded: HashMap<(u32, u32), Switch>,
}

/// Hops after which a route is declared a loop.
const MAX_HOPS: usize = 4096;

/// A stream at a port on its way: its header word, whether the masters
/// passed keep the header, and the switches entered so far.
#[derive(Clone, Copy)]
struct Leg {
    header: u32,
    keep: bool,
    switches: u32,
}

impl Switches {
    /// Forgets every decoded switch (after a switch or mux write).
    pub fn clear(&mut self) {
        self.decoded.clear();
    }

    fn switch<'a>(&'a mut self, image: &Image, col: u32, row: u32) -> &'a Switch {
        self.decoded
            .entry((col, row))
            .or_insert_with(|| image.tile(col, row).map(|t| t.switch()).unwrap_or_default())
    }

    /// The sinks of a stream that the shim or tile DMA MM2S `channel` of
    /// `(col, row)` sends, whose packet header (or first word) is `header`.
    pub fn route(
        &mut self,
        image: &Image,
        col: u32,
        row: u32,
        channel: u32,
        header: u32,
    ) -> Routed {
        let device = image.device;
        let mut out = Routed::default();
        let Some(kind) = device.tile_kind(i64::from(col), i64::from(row)) else {
            return out;
        };
        let start = if kind == TileKind::ShimNoc {
            let Some(south) = device.shim_mux_channel(i64::from(col), 0, DMA, channel, true) else {
                out.sinks.push(Sink::Nowhere(format!(
                    "shim ({col}, 0) has no MM2S {channel}"
                )));
                return out;
            };
            if !mux_selects_dma(image, col, south, true) {
                out.sinks.push(Sink::Nowhere(format!(
                    "the shim mux of ({col}, 0) does not connect South {south} to the DMA"
                )));
                return out;
            }
            (South, south)
        } else {
            (DMA, channel)
        };
        let mut hops = 0;
        let leg = Leg {
            header,
            keep: true,
            switches: 0,
        };
        self.follow(image, (col, row), start, leg, &mut out, &mut hops);
        out
    }

    /// The sinks of a stream that enters the switch of tile `tile` at slave
    /// port `port` (a TileControl port's responses, a core's stream, a
    /// trace unit's packets), whose packet header (or first word) is
    /// `header`.
    pub fn route_from(
        &mut self,
        image: &Image,
        tile: (u32, u32),
        port: Port,
        header: u32,
    ) -> Routed {
        let mut out = Routed::default();
        let mut hops = 0;
        let leg = Leg {
            header,
            keep: true,
            switches: 0,
        };
        self.follow(image, tile, port, leg, &mut out, &mut hops);
        out
    }

    fn follow(
        &mut self,
        image: &Image,
        tile: (u32, u32),
        slave_port: Port,
        leg: Leg,
        out: &mut Routed,
        hops: &mut usize,
    ) {
        *hops += 1;
        let Leg { header, keep, .. } = leg;
        let switches = leg.switches + 1;
        if *hops > MAX_HOPS {
            out.sinks.push(Sink::Nowhere("a routing loop".to_string()));
            return;
        }
        let device = image.device;
        let (col, row) = tile;
        let Some(kind) = device.tile_kind(i64::from(col), i64::from(row)) else {
            return;
        };
        let (bundle, ch) = slave_port;
        let Some(index) = port_index(kind, bundle, ch, false) else {
            out.sinks.push(Sink::Nowhere(format!(
                "tile ({col}, {row}) has no slave {}:{ch}",
                bundle
            )));
            return;
        };
        let sw = self.switch(image, col, row);
        let Some(slave) = sw.slaves.iter().find(|s| s.index == index && s.enabled) else {
            out.sinks.push(Sink::Nowhere(format!(
                "slave {}:{ch} of tile ({col}, {row}) is not enabled",
                bundle
            )));
            return;
        };
        let mut next: Vec<(Port, bool)> = Vec::new();
        if slave.packet {
            let id = header & 0x1F;
            let Some(slot) = slave
                .slots
                .iter()
                .find(|s| s.enabled && (id & s.mask) == (s.id & s.mask))
            else {
                out.sinks.push(Sink::Nowhere(format!(
                    "no packet rule of slave {}:{ch} of tile ({col}, {row}) matches packet id {id}",
                    bundle
                )));
                return;
            };
            let held = (col, row, slot.arbiter);
            if !out.arbiters.contains(&held) {
                out.arbiters.push(held);
                if let Some(m) = sw.merges.iter().find(|m| m.arbiter == slot.arbiter) {
                    out.merges.push(MergeGate {
                        arbiter: held,
                        slave: index,
                        slots: m.slots.as_slice().into(),
                    });
                }
            }
            for m in sw.masters.iter().filter(|m| m.enabled) {
                if let MasterMode::Packet {
                    arbiter,
                    msel_mask,
                    drop_header,
                } = m.mode
                {
                    if arbiter == slot.arbiter && msel_mask >> slot.msel & 1 == 1 {
                        next.push((m.port, keep && !drop_header));
                    }
                }
            }
        } else {
            for m in sw.masters.iter().filter(|m| m.enabled) {
                if let MasterMode::Circuit { slave, .. } = m.mode {
                    if slave == index {
                        next.push((m.port, keep));
                    }
                }
            }
        }
        if next.is_empty() {
            out.sinks.push(Sink::Nowhere(format!(
                "no master of tile ({col}, {row}) takes slave {}:{ch}",
                bundle
            )));
        }
        for ((b, c), keep) in next {
            let leg = Leg {
                header,
                keep,
                switches,
            };
            self.master(image, device, tile, (b, c), leg, out, hops);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn master(
        &mut self,
        image: &Image,
        device: &Device,
        (col, row): (u32, u32),
        (bundle, ch): Port,
        leg: Leg,
        out: &mut Routed,
        hops: &mut usize,
    ) {
        let Leg { keep, switches, .. } = leg;
        let neighbour = |dc: i64, dr: i64| -> Option<(u32, u32)> {
            let (c, r) = (i64::from(col) + dc, i64::from(row) + dr);
            device.tile_kind(c, r)?;
            Some((c as u32, r as u32))
        };
        let (to, port) = match bundle {
            DMA => {
                out.sinks.push(Sink::Channel {
                    col,
                    row,
                    channel: ch,
                    keep_header: keep,
                    switches,
                });
                return;
            }
            North => (neighbour(0, 1), (South, ch)),
            South if row == 0 => {
                let dma = (0..2).find(|&c| {
                    device.shim_mux_channel(i64::from(col), 0, DMA, c, false) == Some(ch)
                });
                match dma {
                    Some(c) if mux_selects_dma(image, col, ch, false) => out.sinks.push(Sink::Channel {
                        col,
                        row,
                        channel: c,
                        keep_header: keep,
                        switches,
                    }),
                    _ => out.sinks.push(Sink::Nowhere(format!(
                        "South {ch} of shim ({col}, 0) leaves the array (the demux does not select the DMA)"
                    ))),
                }
                return;
            }
            South => (neighbour(0, -1), (North, ch)),
            East => (neighbour(1, 0), (West, ch)),
            West => (neighbour(-1, 0), (East, ch)),
            TileControl => {
                out.sinks.push(if keep {
                    Sink::Control { col, row }
                } else {
                    Sink::Nowhere(format!(
                        "the control port of ({col}, {row}) gets packets without their header (a master on the way drops it)"
                    ))
                });
                return;
            }
            Core => {
                out.sinks.push(Sink::Core {
                    col,
                    row,
                    port: ch,
                    keep_header: keep,
                    switches,
                });
                return;
            }
            b => {
                out.sinks.push(Sink::Nowhere(format!(
                    "master {}:{ch} of tile ({col}, {row}) leads nowhere the simulator models",
                    b
                )));
                return;
            }
        };
        match to {
            Some(t) => self.follow(image, t, port, leg, out, hops),
            None => out.sinks.push(Sink::Nowhere(format!(
                "master {}:{ch} of tile ({col}, {row}) leaves the array",
                bundle
            ))),
        }
    }
}

/// Whether the shim mux (`into_array`) or demux of column `col` joins South
/// port `south` to the DMA.
fn mux_selects_dma(image: &Image, col: u32, south: u32, into_array: bool) -> bool {
    image.tile(col, 0).is_some_and(|t| {
        t.shim_mux().iter().any(|m| {
            m.into_array == into_array && m.south == south && m.endpoint == SHIM_MUX_ENDPOINTS[1]
        })
    })
}
