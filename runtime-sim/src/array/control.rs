//! TileControl ports: control packets (docs/simulator.md, "Control
//! packets"). A stream routed to a tile's TileControl master ends in the
//! tile's control port, which reads, one word per cycle, commands of the
//! form mlir-aie's control packets have ([`aie_target::regs::packet`]):
//! the stream header, the command word (both with odd parity), and the data
//! of a write, which it writes word by word from the command's tile-local
//! address on, through the same register decoder as the uCs' writes (data
//! memory, locks, BDs, start queues, core control, ...). A read reads its
//! words the same way and sends them, behind a packet header of the
//! command's stream id, out of the tile's TileControl slave port. A word
//! with even parity, or the reserved opcode 3, stops the run with a fault
//! naming the tile, the word and its place in the packet.

use super::dma::{Stall, INBOX_WORDS};
use super::{Model, Route};
use crate::bus::Array;
use aie_target::device::WireBundle::TileControl;
use aie_target::regs::packet::{has_odd_parity, packet_header, ControlHeader, ControlOp};
use std::collections::VecDeque;
use std::sync::Arc;

/// A tile's control port.
#[derive(Clone, Debug, Default)]
pub(super) struct ControlPort {
    expect: Expect,
    /// A read's response still to send: the header first, then the words.
    response: VecDeque<u32>,
    /// Where the response goes, once resolved.
    route: Option<Arc<[(usize, bool)]>>,
    /// The next response word is its header (dropped for sinks behind a
    /// master that drops headers).
    header_next: bool,
    /// Why the response waits (for the report).
    pub stall: Option<Stall>,
    /// Cycles left in the current quantum.
    budget: u64,
    /// The next data word waits for room in a DMA start queue.
    held: bool,
    /// Words taken from the stream.
    taken: u64,
    /// Who sent the packet being taken (a channel or a control port), and
    /// its words taken so far, to place a bad word.
    from: Option<usize>,
    word: u32,
}

/// What the next word of the stream is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Expect {
    /// The stream header of a command.
    #[default]
    Header,
    /// The command word.
    Command,
    /// Data of a write: `left` words from tile-local `address` on.
    Data { address: u32, left: u32 },
}

impl ControlPort {
    /// Whether the port has a response to send or a command to finish.
    pub fn busy(&self) -> bool {
        !self.response.is_empty() || self.expect != Expect::Header
    }
}

impl Model {
    /// The stream buffer in front of the control port of tile index `t`.
    pub(super) fn control_inbox(&self, t: usize) -> usize {
        self.channels.len() + t
    }

    /// Runs the control ports that have words to take or a response to
    /// send, each at most one word per cycle of the quantum; whether any
    /// did something.
    pub(super) fn step_controls(&mut self, quantum: u64, fresh: bool) -> bool {
        let mut progressed = false;
        for t in 0..self.controls.len() {
            if fresh {
                self.controls[t].budget = quantum;
            }
            let inbox = self.control_inbox(t);
            while self.fault.is_none() && self.controls[t].budget > 0 {
                let port = &self.controls[t];
                let moved = if !port.response.is_empty() {
                    self.send_response(t)
                } else if self.inboxes[inbox].words.is_empty() || self.held(t) {
                    false
                } else {
                    let w = self.inboxes[inbox].words.pop_front().unwrap_or(0);
                    self.inboxes[inbox].took(1);
                    self.take_word(t, w);
                    true
                };
                if !moved {
                    break;
                }
                self.controls[t].budget -= 1;
                progressed = true;
            }
        }
        progressed
    }

    /// Whether tile `t`'s port must hold its next data word: it writes a
    /// full DMA start queue (the write waits, as a uC's does).
    fn held(&mut self, t: usize) -> bool {
        let Expect::Data { address, .. } = self.controls[t].expect else {
            return false;
        };
        let (col, row) = self.tile_at(t);
        let full = !self.accepts(self.device.arch.tile_address(col, row, address));
        self.controls[t].held = full;
        full
    }

    /// Takes word `w` of the stream into the control port of tile `t`.
    fn take_word(&mut self, t: usize, w: u32) {
        let (col, row) = self.tile_at(t);
        let inbox = self.control_inbox(t);
        let port = &mut self.controls[t];
        let starts = &mut self.inboxes[inbox].starts;
        // A packet starting at this word: who sent it.
        while let Some(&(_, sender)) = starts.front().filter(|s| s.0 <= port.taken) {
            starts.pop_front();
            port.from = Some(sender);
            port.word = 0;
        }
        port.taken += 1;
        port.word += 1;
        let at = port.word;
        match port.expect {
            Expect::Header => {
                if !has_odd_parity(w) {
                    return self.bad_word(t, w, at, "stream header");
                }
                self.controls[t].expect = Expect::Command;
            }
            Expect::Command => {
                if !has_odd_parity(w) {
                    return self.bad_word(t, w, at, "command word");
                }
                let h = ControlHeader::decode(w);
                match ControlOp::of(h.opcode) {
                    None => self.fail(format!(
                        "tile ({col}, {row}) TileControl: the command word 0x{w:08x} (word {at} of a packet{}) has the reserved opcode 3",
                        self.sender(t)
                    )),
                    Some(ControlOp::Read) => {
                        self.read_command(t, h);
                        self.controls[t].expect = Expect::Header;
                    }
                    Some(_) => {
                        self.controls[t].expect = Expect::Data {
                            address: h.address,
                            left: h.beats + 1,
                        }
                    }
                }
            }
            Expect::Data { address, left } => {
                let addr = self.device.arch.tile_address(col, row, address);
                self.write(addr, w);
                self.controls[t].expect = if left > 1 {
                    Expect::Data {
                        address: address + 4,
                        left: left - 1,
                    }
                } else {
                    Expect::Header
                };
            }
        }
    }

    /// A word with even parity: the run stops with its place.
    fn bad_word(&mut self, t: usize, w: u32, at: u32, what: &str) {
        let (col, row) = self.tile_at(t);
        self.fail(format!(
            "tile ({col}, {row}) TileControl: the {what} 0x{w:08x} (word {at} of a packet{}) has even parity; bit 31 must make a control packet's words odd",
            self.sender(t)
        ));
    }

    /// ` from <sender>` of the packet tile `t`'s port is taking, if known.
    fn sender(&self, t: usize) -> String {
        self.controls[t]
            .from
            .map(|i| self.sender_name(i))
            .unwrap_or_default()
    }

    /// ` from <sender>` of sender number `i` of the stream buffers: a DMA
    /// channel, a TileControl port, a core or a trace unit.
    pub(super) fn sender_name(&self, i: usize) -> String {
        if let Some(c) = self.channels.get(i) {
            return format!(" from DMA ({}, {}) {}", c.col, c.row, c.name());
        }
        if i < self.channels.len() + self.controls.len() {
            let (col, row) = self.tile_at(i - self.channels.len());
            return format!(" from the TileControl port of ({col}, {row})");
        }
        if let Some(t) = self.core_port_tile(i) {
            let (col, row) = self.tile_at(t);
            return format!(" from core ({col}, {row})");
        }
        " from a trace unit".to_string()
    }

    /// A read: its words now, to be sent as a packet of the command's
    /// stream id from this tile.
    fn read_command(&mut self, t: usize, h: ControlHeader) {
        let (col, row) = self.tile_at(t);
        let mut words = VecDeque::from([packet_header(h.stream_id, 0, col, row)]);
        for k in 0..=h.beats {
            let addr = self.device.arch.tile_address(col, row, h.address + 4 * k);
            words.push_back(self.read(addr));
        }
        let port = &mut self.controls[t];
        port.response = words;
        port.header_next = true;
        port.route = None;
    }

    /// Sends the next response word of tile `t`'s port; `false` if it must
    /// wait (no route, a sink full or busy with another packet).
    fn send_response(&mut self, t: usize) -> bool {
        let sender = self.control_inbox(t);
        let route = match self.response_route(t) {
            Ok(r) => r,
            Err(why) => {
                self.controls[t].stall = Some(Stall::Route(why));
                return false;
            }
        };
        let header_next = self.controls[t].header_next;
        for &(b, keep) in route.iter() {
            if header_next && !keep {
                continue;
            }
            let inbox = &self.inboxes[b];
            if inbox.owner.is_some_and(|o| o != sender) {
                self.controls[t].stall = Some(Stall::Busy(b));
                return false;
            }
            if inbox.words.len() >= INBOX_WORDS {
                self.controls[t].stall = Some(Stall::Full(b));
                return false;
            }
        }
        let at = (self.cycle + self.quantum).saturating_sub(self.controls[t].budget);
        let port = &mut self.controls[t];
        let Some(w) = port.response.pop_front() else {
            return false;
        };
        port.stall = None;
        port.header_next = false;
        let last = port.response.is_empty();
        for &(b, keep) in route.iter() {
            self.inboxes[b].take_packet_word(w, sender, at, header_next, keep, last);
        }
        if last {
            self.controls[t].route = None;
        }
        true
    }

    /// The route of tile `t`'s response, resolved from its header.
    fn response_route(&mut self, t: usize) -> Route {
        if let Some(r) = &self.controls[t].route {
            return Ok(r.clone());
        }
        let (col, row) = self.tile_at(t);
        let header = self.controls[t].response.front().copied().unwrap_or(0);
        let routed = self
            .switches
            .route_from(&self.image, (col, row), (TileControl, 0), header);
        let r = self.inboxes_of(routed.sinks)?;
        self.controls[t].route = Some(r.clone());
        Ok(r)
    }
}

impl Model {
    /// Whether a control port has work: words to take, a command to finish
    /// or a response to send.
    pub(super) fn controls_busy(&self) -> bool {
        (0..self.controls.len()).any(|t| self.control_has_work(t))
    }

    fn control_has_work(&self, t: usize) -> bool {
        self.controls[t].busy() || !self.inboxes[self.control_inbox(t)].words.is_empty()
    }

    /// A report line for each control port with work.
    pub(super) fn control_waits(&self) -> impl Iterator<Item = String> + '_ {
        (0..self.controls.len())
            .filter(|&t| self.control_has_work(t))
            .map(|t| {
                let (col, row) = self.tile_at(t);
                let port = &self.controls[t];
                let what = if !port.response.is_empty() {
                    let why = port
                        .stall
                        .as_ref()
                        .map_or_else(|| "to send".to_string(), |s| self.describe(s));
                    format!(
                        "a read response ({} word(s) left): {why}",
                        port.response.len()
                    )
                } else {
                    match port.expect {
                        Expect::Data { address, .. } if port.held => format!(
                            "holds a write to 0x{address:x}: waits for room in the DMA start queue"
                        ),
                        Expect::Data { left, .. } => {
                            format!("waits for {left} data word(s) of a control packet")
                        }
                        Expect::Command => "waits for the command word of a control packet".into(),
                        Expect::Header => "control packet words to take".into(),
                    }
                };
                format!("TileControl ({col}, {row}): {what}")
            })
    }

    /// The control ports of column `col` idle and their buffers empty.
    pub(super) fn reset_controls(&mut self, col: u32) {
        for t in 0..self.controls.len() {
            if self.tile_at(t).0 == col {
                self.controls[t] = ControlPort::default();
                let b = self.control_inbox(t);
                self.inboxes[b] = super::dma::Inbox::control();
            }
        }
    }
}
