//! The hardware trace units (docs/simulator.md, "Hardware trace"): events
//! of the modules (a core's `aie.event`, lock requests and stalls, generated
//! and broadcast events), the timers they reset, and the trace units that
//! record them in event-time mode as frames ([`aie_target::regs::trace_frames`])
//! and send full packets out of the tile's Trace port, like any packet, to
//! where the stream switches route them (a shim S2MM channel writing the
//! host's trace buffer).
//!
//! Events are collected while a quantum runs and taken in cycle order at
//! its end: an event whose number a module's `Event_Broadcast<n>` holds
//! raises `BROADCAST_<n>` in every module of the array in the same cycle;
//! one its `Timer_Control` names resets its timer; its trace unit starts on
//! its start event (a Start frame with the timer), records the slots whose
//! event fires from the next cycle on, and on its stop event pads and sends
//! what it holds.

use super::{Model, Route};
use crate::bus::{Edge, Event, Unit as BusUnit};
use aie_target::device::{TileKind, WireBundle};
use aie_target::regs::packet::packet_header;
use aie_target::regs::trace::{trace_reg, EventModule};
use aie_target::regs::trace_frames::{Encoder, PACKET_WORDS};
use std::collections::{HashMap, VecDeque};

/// An event of a module: raised in the cycles `at..until`.
#[derive(Clone, Copy, Debug)]
struct Raised {
    at: u64,
    until: u64,
    tile: (u32, u32),
    module: EventModule,
    event: u32,
}

/// A module's trace unit.
#[derive(Clone, Debug)]
struct Unit {
    tile: (u32, u32),
    module: EventModule,
    running: bool,
    /// The cycle of its start event.
    started: u64,
    /// Slots that fire: `(from, until, slots)`, not yet encoded.
    marks: Vec<(u64, u64, u8)>,
    encoder: Encoder,
    /// Words to send: packet headers and data.
    out: VecDeque<u32>,
    /// Where they go, once resolved.
    route: Option<Route>,
    /// Words it may still send in this quantum (one a cycle).
    budget: u64,
}

/// The array's events, timers and trace units.
#[derive(Clone, Debug, Default)]
pub(super) struct HwTrace {
    /// A trace or event register was written: events are collected.
    pub on: bool,
    raised: Vec<Raised>,
    /// The cycle each module's timer was last reset.
    timers: HashMap<((u32, u32), EventModule), u64>,
    /// Cores waiting for a lock, by slot: since when.
    stalls: HashMap<usize, u64>,
    /// Level events of DMA channels (and their switch ports) risen and not
    /// fallen yet, by channel, module and event: since when.
    pub levels: HashMap<(usize, EventModule, u32), u64>,
    units: Vec<Unit>,
}

/// The modules of a tile of `kind`.
fn modules(kind: TileKind) -> &'static [EventModule] {
    match kind {
        TileKind::Core => &[EventModule::Core, EventModule::Memory],
        TileKind::MemTile => &[EventModule::MemTile],
        TileKind::ShimNoc | TileKind::ShimPl => &[EventModule::Shim],
    }
}

/// Whether a write to tile-local `offset` of a `kind` tile is a trace or
/// event register of one of its modules.
fn is_trace_register(kind: TileKind, offset: u32) -> bool {
    aie_target::regs::trace::TRACE_REGS.iter().any(|r| {
        modules(kind).contains(&r.module)
            && (r.offset..r.offset + r.stride * r.count.saturating_sub(1) + 4).contains(&offset)
    })
}

impl Model {
    /// A register write to tile `(col, row)`: a trace or event register turns
    /// event collection on; an `Event_Generate` raises its event now.
    pub(super) fn trace_register_written(
        &mut self,
        col: u32,
        row: u32,
        kind: TileKind,
        offset: u32,
        value: u32,
    ) {
        if !is_trace_register(kind, offset) {
            return;
        }
        self.hw.on = true;
        for &m in modules(kind) {
            if let Some((at, layout)) = trace_reg(m, "Event_Generate") {
                if at == offset {
                    let event = layout.fields[0].get(&[value]) as u32;
                    self.raise((col, row), m, event, self.cycle, self.cycle + 1);
                }
            }
        }
    }

    /// Event `event` of `module` of `tile` is raised in cycles `at..until`.
    pub(super) fn raise(
        &mut self,
        tile: (u32, u32),
        module: EventModule,
        event: u32,
        at: u64,
        until: u64,
    ) {
        if self.hw.on && event != 0 {
            self.hw.raised.push(Raised {
                at,
                until: until.max(at + 1),
                tile,
                module,
                event,
            });
        }
    }

    /// Event `name` of a core module.
    pub(super) fn raise_core(&mut self, tile: (u32, u32), name: &str, at: u64, until: u64) {
        if self.hw.on {
            if let Some(e) = EventModule::Core.event(name) {
                self.raise(tile, EventModule::Core, e, at, until);
            }
        }
    }

    /// Core `slot` of `tile` asks for a lock at `at`: `INSTR_LOCK_ACQUIRE_REQ`
    /// when it first asks, then `LOCK_STALL` for as long as it waits (a
    /// wait is followed even before events are collected: its request came
    /// then).
    pub(super) fn raise_acquire(&mut self, slot: usize, tile: (u32, u32), at: u64, got: bool) {
        let since = self.hw.stalls.get(&slot).copied();
        if since.is_none() {
            self.raise_core(tile, "INSTR_LOCK_ACQUIRE_REQ", at, at + 1);
            self.trace_core(tile, "INSTR_LOCK_ACQUIRE_REQ", Edge::Instant, at);
        }
        if got {
            if let Some(s) = self.hw.stalls.remove(&slot) {
                self.raise_core(tile, "LOCK_STALL", s, at);
                self.trace_core(tile, "LOCK_STALL", Edge::Fall, at);
            }
        } else if since.is_none() {
            self.hw.stalls.insert(slot, at);
            self.trace_core(tile, "LOCK_STALL", Edge::Rise, at);
        }
    }

    /// Core module event `name` of `tile` at `at` in the run's trace, when
    /// tracing (the trace unit's names: `LOCK_STALL` a level event).
    pub(super) fn trace_core(&mut self, tile: (u32, u32), name: &'static str, edge: Edge, at: u64) {
        if self.trace {
            self.events.push(Event {
                cycle: at,
                name,
                tile,
                unit: BusUnit::Core,
                fields: Vec::new(),
                edge,
            });
        }
    }

    /// The value of field 0 of register `name` of `module` of `tile`.
    pub(super) fn trace_field(
        &self,
        tile: (u32, u32),
        module: EventModule,
        name: &str,
        field: usize,
    ) -> u32 {
        let Some((offset, layout)) = trace_reg(module, name) else {
            return 0;
        };
        let word = self
            .image
            .read(self.device.arch.tile_address(tile.0, tile.1, offset));
        layout
            .fields
            .get(field)
            .map_or(0, |f| f.get(&[word]) as u32)
    }

    /// Takes the events raised before cycle `end` in cycle order (waits for
    /// a lock go on past it), then encodes what the running units recorded;
    /// whether a unit has new words to send.
    pub(super) fn take_raised(&mut self, end: u64) -> bool {
        if !self.hw.on {
            return false;
        }
        let before: usize = self.hw.units.iter().map(|u| u.out.len()).sum();
        let cores: Vec<(usize, (u32, u32))> = self
            .hw
            .stalls
            .keys()
            .map(|&s| (s, (self.cores[s].col, self.cores[s].row)))
            .collect();
        for (slot, tile) in cores {
            let since = self.hw.stalls[&slot];
            if since < end {
                self.raise_core(tile, "LOCK_STALL", since, end);
                self.hw.stalls.insert(slot, end);
            }
        }
        let mut raised = std::mem::take(&mut self.hw.raised);
        raised.sort_by_key(|r| r.at);
        for r in raised {
            self.deliver(r, true);
        }
        for u in 0..self.hw.units.len() {
            self.encode_unit(u, end);
        }
        self.hw.units.iter().map(|u| u.out.len()).sum::<usize>() > before
    }

    /// Event `r` in its module: broadcast (unless it is itself a broadcast),
    /// the timer, the trace unit.
    fn deliver(&mut self, r: Raised, broadcast: bool) {
        if broadcast {
            for n in 0..16 {
                let reg = match r.module {
                    EventModule::Shim => format!("Event_Broadcast{n}_A"),
                    _ => format!("Event_Broadcast{n}"),
                };
                if self.trace_field(r.tile, r.module, &reg, 0) == r.event {
                    self.broadcast(n, r.at);
                }
            }
        }
        if self.trace_field(r.tile, r.module, "Timer_Control", 0) == r.event {
            self.hw.timers.insert((r.tile, r.module), r.at);
        }
        self.trace_unit_sees(r);
    }

    /// `BROADCAST_<n>` in every module of the array at cycle `at`.
    fn broadcast(&mut self, n: u32, at: u64) {
        for t in 0..self.tiles.len() {
            let (col, row) = self.tile_at(t);
            let Some(kind) = self.device.tile_kind(i64::from(col), i64::from(row)) else {
                continue;
            };
            for &m in modules(kind) {
                if let Some(event) = m.broadcast_event(n) {
                    let r = Raised {
                        at,
                        until: at + 1,
                        tile: (col, row),
                        module: m,
                        event,
                    };
                    self.deliver(r, false);
                }
            }
        }
    }

    /// The trace unit of `r`'s module: starts, stops or records it.
    fn trace_unit_sees(&mut self, r: Raised) {
        let start = self.trace_field(
            r.tile,
            r.module,
            "Trace_Control0",
            field_of(r.module, "Trace_Start_Event"),
        );
        let stop = self.trace_field(
            r.tile,
            r.module,
            "Trace_Control0",
            field_of(r.module, "Trace_Stop_Event"),
        );
        let u = match self
            .hw
            .units
            .iter()
            .position(|u| u.tile == r.tile && u.module == r.module)
        {
            Some(u) => u,
            None if start == r.event => {
                self.hw.units.push(Unit {
                    tile: r.tile,
                    module: r.module,
                    running: false,
                    started: 0,
                    marks: Vec::new(),
                    encoder: Encoder::default(),
                    out: VecDeque::new(),
                    route: None,
                    budget: 0,
                });
                self.hw.units.len() - 1
            }
            None => return,
        };
        let running = self.hw.units[u].running;
        if !running && r.event == start && self.event_time_mode(r.tile, r.module) {
            let timer = r.at
                - self
                    .hw
                    .timers
                    .get(&(r.tile, r.module))
                    .copied()
                    .unwrap_or(0);
            let unit = &mut self.hw.units[u];
            unit.running = true;
            unit.started = r.at;
            unit.encoder.start(r.at, timer);
        } else if running && r.event == stop {
            self.encode_unit(u, r.at + 1);
            let unit = &mut self.hw.units[u];
            unit.running = false;
            unit.marks.clear();
            let packets = unit.encoder.flush();
            self.queue_packets(u, packets);
        } else if running {
            let slots = (0..8u32).fold(0u8, |acc, s| {
                let name = if s < 4 {
                    "Trace_Event0"
                } else {
                    "Trace_Event1"
                };
                let e = self.trace_field(r.tile, r.module, name, (s % 4) as usize);
                acc | (u8::from(e == r.event) << s)
            });
            let unit = &mut self.hw.units[u];
            let from = r.at.max(unit.started + 1);
            if slots != 0 && from < r.until {
                unit.marks.push((from, r.until, slots));
            }
        }
    }

    /// Whether `module`'s trace unit records event-time frames (the core
    /// module's Mode field is 0; the other modules have only that mode).
    fn event_time_mode(&self, tile: (u32, u32), module: EventModule) -> bool {
        module != EventModule::Core || self.trace_field(tile, module, "Trace_Control0", 0) == 0
    }

    /// Encodes unit `u`'s slots that fire before cycle `end`, cycle by cycle
    /// (the slots of overlapping marks together), and queues its full packets.
    fn encode_unit(&mut self, u: usize, end: u64) {
        let unit = &mut self.hw.units[u];
        if !unit.running || unit.marks.is_empty() {
            return;
        }
        let mut cuts: Vec<u64> = unit
            .marks
            .iter()
            .flat_map(|&(a, b, _)| [a, b.min(end)])
            .filter(|&c| c <= end)
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        for w in cuts.windows(2) {
            let (a, b) = (w[0], w[1]);
            let slots = unit
                .marks
                .iter()
                .filter(|m| m.0 <= a && a < m.1)
                .fold(0u8, |acc, m| acc | m.2);
            if slots != 0 {
                unit.encoder.fire(a, slots, b - a);
            }
        }
        unit.marks.retain_mut(|m| {
            m.0 = m.0.max(end);
            m.0 < m.1
        });
        let packets = unit.encoder.packets();
        self.queue_packets(u, packets);
    }

    /// Unit `u`'s packets, each behind its header (Trace_Control1's id and
    /// type, the tile), to send.
    fn queue_packets(&mut self, u: usize, packets: Vec<[u32; PACKET_WORDS]>) {
        let (tile, module) = (self.hw.units[u].tile, self.hw.units[u].module);
        let id = self.trace_field(tile, module, "Trace_Control1", 0);
        let ty = self.trace_field(tile, module, "Trace_Control1", 1);
        let header = packet_header(id, ty, tile.0, tile.1);
        let out = &mut self.hw.units[u].out;
        for p in packets {
            out.push_back(header);
            out.extend(p);
        }
    }

    /// The sender number of unit `u` in the stream buffers.
    fn unit_sender(&self, u: usize) -> usize {
        self.core_port(self.core_ports.len()) + u
    }

    /// Each trace unit may send a word a cycle of the quantum.
    pub(super) fn refill_trace_budgets(&mut self, quantum: u64) {
        for u in &mut self.hw.units {
            u.budget = quantum;
        }
    }

    /// Sends the trace units' words, one a cycle each, as far as the
    /// buffers they go to take them; whether any moved.
    pub(super) fn send_trace_packets(&mut self) -> bool {
        let mut moved = false;
        for u in 0..self.hw.units.len() {
            while self.hw.units[u].budget > 0 && self.send_trace_word(u) {
                self.hw.units[u].budget -= 1;
                moved = true;
            }
        }
        moved
    }

    /// Sends unit `u`'s next word; `false` if it has none or must wait.
    fn send_trace_word(&mut self, u: usize) -> bool {
        let Some(&w) = self.hw.units[u].out.front() else {
            return false;
        };
        let header_next = self.hw.units[u].out.len().is_multiple_of(PACKET_WORDS + 1);
        let route = match &self.hw.units[u].route {
            Some(r) => r.clone(),
            None => {
                let (tile, module) = (self.hw.units[u].tile, self.hw.units[u].module);
                let port = (WireBundle::Trace, u32::from(module == EventModule::Memory));
                let routed = self.switches.route_from(&self.image, tile, port, w);
                let r = self.inboxes_of(routed.sinks);
                if r.is_ok() {
                    self.hw.units[u].route = Some(r.clone());
                }
                r
            }
        };
        let Ok(route) = route else {
            return false;
        };
        let sender = self.unit_sender(u);
        for &(b, keep) in route.iter() {
            if header_next && !keep {
                continue;
            }
            let inbox = &self.inboxes[b];
            if inbox.owner.is_some_and(|o| o != sender)
                || inbox.words.len() >= super::dma::INBOX_WORDS
            {
                return false;
            }
        }
        let at = (self.cycle + self.quantum).saturating_sub(self.hw.units[u].budget);
        self.hw.units[u].out.pop_front();
        let last = self.hw.units[u].out.len().is_multiple_of(PACKET_WORDS + 1);
        for &(b, keep) in route.iter() {
            self.inboxes[b].take_packet_word(w, sender, at, header_next, keep, last);
        }
        true
    }

    /// Whether a trace unit has words to send.
    pub(super) fn trace_units_busy(&self) -> bool {
        self.hw.units.iter().any(|u| !u.out.is_empty())
    }

    /// The trace units of column `col` and their modules' timers reset.
    pub(super) fn reset_trace_units(&mut self, col: u32) {
        self.hw.units.retain(|u| u.tile.0 != col);
        self.hw.timers.retain(|(t, _), _| t.0 != col);
        self.hw.raised.retain(|r| r.tile.0 != col);
        let cores = &self.cores;
        self.hw.stalls.retain(|&s, _| cores[s].col != col);
    }
}

/// The index of field `name` of `module`'s Trace_Control0.
fn field_of(module: EventModule, name: &str) -> usize {
    trace_reg(module, "Trace_Control0")
        .and_then(|(_, l)| l.fields.iter().position(|f| f.name == name))
        .unwrap_or(0)
}
