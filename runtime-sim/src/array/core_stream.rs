//! The cores' stream ports (docs/simulator.md, "Core stream ports"): an
//! AIE-ML core has one 32-bit stream output, the slave port `Core : 0` of
//! its tile's switch, and one input, the master port `Core : 0`.
//!
//! A word a core puts (`aie.put_stream`) goes along the route its switch
//! gives the port, as an MM2S channel's words do: into the stream buffer
//! of each sink (an S2MM channel, another core's input), which must have
//! room and be free for this stream, else the core stalls. The stream's
//! first word decides the route (a packet header on a packet-switched
//! slave) and claims the packet arbiters on the way; mlir-aie lowers the
//! put with TLAST clear, so the stream never ends its packet: it keeps its
//! sinks and arbiters. A word routed to a core waits in the buffer of the
//! core's input ([`INBOX_WORDS`] words, as an S2MM channel's) until
//! an `aie.get_stream` takes it, no earlier than it has crossed the
//! switches of its route ([`crate::timing::StreamSwitch::hop_cycles`]
//! each); a get with no word there stalls the core.

use super::cascade::Ready;
use super::dma::{Inbox, Stall, INBOX_WORDS};
use super::stream::{Arbiter, MergeGate, Sink};
use super::Model;
use crate::core::{StallKind, Tile};
use aie_target::device::{TileKind, WireBundle};
use aie_target::regs::Dir;
use std::sync::Arc;

/// A core stream's sinks (stream buffers, keep-header flags) and the packet
/// arbiters on its way.
type CoreRoute = (Arc<[(usize, bool)]>, Arc<[Arbiter]>, Arc<[MergeGate]>);

/// The output of one core's stream port.
#[derive(Clone, Debug, Default)]
pub(super) struct CorePort {
    /// The stream's first word: its header as the switches see it.
    first: Option<u32>,
    /// The stream's route, once resolved (again after a switch changes).
    route: Option<CoreRoute>,
    /// Why the last put had to wait (for the reports).
    pub stall: Option<Stall>,
}

impl CorePort {
    /// The stream's first word, once sent.
    pub fn first(&self) -> Option<u32> {
        self.first
    }
}

impl Model {
    /// The number of tile index `t`'s core stream port, both as a stream
    /// buffer (its input) and as a sender (its output).
    pub(super) fn core_port(&self, t: usize) -> usize {
        self.channels.len() + self.controls.len() + t
    }

    /// The tile index whose core stream port is number `b`, if it is one.
    pub(super) fn core_port_tile(&self, b: usize) -> Option<usize> {
        let first = self.core_port(0);
        (first..first + self.controls.len())
            .contains(&b)
            .then(|| b - first)
    }

    /// The tile index of the core of `tile`, whose stream port `port` is
    /// simulated (AIE-ML's one).
    fn stream_tile(&self, tile: Tile, port: u32) -> Result<usize, String> {
        let t = self
            .tile_index(tile.col, tile.row)
            .filter(|&t| {
                self.tiles[t]
                    .as_ref()
                    .is_some_and(|s| s.kind == TileKind::Core)
            })
            .ok_or_else(|| format!("tile {tile} has no core, so no stream ports"))?;
        if port != 0 {
            return Err(format!(
                "not simulated: core stream port {port} (an AIE-ML core has one)"
            ));
        }
        Ok(t)
    }

    /// The route of tile `t`'s core stream, resolved from its first word
    /// (`word` when the stream starts with it).
    fn core_route(&mut self, t: usize, word: u32) -> Result<CoreRoute, Arc<str>> {
        if let Some(r) = &self.core_ports[t].route {
            return Ok(r.clone());
        }
        let header = self.core_ports[t].first.unwrap_or(word);
        let tile = self.tile_at(t);
        let routed = self
            .switches
            .route_from(&self.image, tile, (WireBundle::Core, 0), header);
        let sender = self.core_port(t);
        for s in &routed.sinks {
            if let Some((b, switches)) = self.sink_switches(s) {
                self.route_switches.insert((sender, b), switches);
            }
        }
        let arbiters: Arc<[Arbiter]> = routed.arbiters.into();
        let merges: Arc<[MergeGate]> = routed.merges.into();
        let sinks = self.inboxes_of(routed.sinks)?;
        let r = (sinks, arbiters, merges);
        self.core_ports[t].route = Some(r.clone());
        Ok(r)
    }

    /// The stream buffer a sink is and the switches its route passes.
    pub(super) fn sink_switches(&self, sink: &Sink) -> Option<(usize, u32)> {
        match *sink {
            Sink::Channel {
                col,
                row,
                channel,
                switches,
                ..
            } => Some((self.channel_index(col, row, Dir::S2MM, channel)?, switches)),
            Sink::Core {
                col, row, switches, ..
            } => Some((self.core_port(self.tile_index(col, row)?), switches)),
            _ => None,
        }
    }

    /// Why the stream of tile `t`'s core, along `route` through
    /// `arbiters`, cannot take a word now, if it cannot.
    fn put_blocked(
        &self,
        t: usize,
        route: &[(usize, bool)],
        arbiters: &[Arbiter],
        merges: &[MergeGate],
    ) -> Option<Stall> {
        let sender = self.core_port(t);
        let opens = self.core_ports[t].first.is_none();
        for &(b, keep) in route {
            if opens && !keep {
                continue;
            }
            let inbox = &self.inboxes[b];
            if inbox.owner.is_some_and(|o| o != sender) {
                return Some(Stall::Busy(b));
            }
            if inbox.words.len() >= INBOX_WORDS {
                return Some(Stall::Full(b));
            }
        }
        let held = arbiters.iter().find_map(|a| {
            let o = *self.arbiter_owners.get(a)?;
            (o != sender).then_some(Stall::Arbiter(*a, o))
        });
        // A core's stream is one packet that holds its arbiters from its
        // first word on: a merge arbiter passes it in its slave's turn.
        held.or_else(|| opens.then(|| self.merge_blocked(merges)).flatten())
    }

    /// Puts `word` on stream output `port` of the core of `tile` at cycle
    /// `now`: `Ok(false)` if it must wait (the reason kept for the reports).
    pub(super) fn stream_put(
        &mut self,
        tile: Tile,
        port: u32,
        now: u64,
        word: u32,
    ) -> Result<bool, String> {
        let t = self.stream_tile(tile, port)?;
        let (route, arbiters, merges) = match self.core_route(t, word) {
            Ok(r) => r,
            Err(why) => {
                self.core_ports[t].stall = Some(Stall::Route(why));
                return Ok(false);
            }
        };
        if let Some(stall) = self.put_blocked(t, &route, &arbiters, &merges) {
            self.core_ports[t].stall = Some(stall);
            return Ok(false);
        }
        let sender = self.core_port(t);
        for a in arbiters.iter() {
            self.arbiter_owners.insert(*a, sender);
        }
        let opens = self.core_ports[t].first.is_none();
        for &(b, keep) in route.iter() {
            if opens && !keep {
                continue;
            }
            let inbox = &mut self.inboxes[b];
            inbox.words.push_back(word);
            inbox.pushed_by(sender, 1, now);
        }
        let port = &mut self.core_ports[t];
        port.first.get_or_insert(word);
        port.stall = None;
        self.settled = false;
        self.core_io += 1;
        Ok(true)
    }

    /// The cycle the first word in tile `t`'s core input arrives: when it
    /// was sent, plus the switches of its route.
    fn arrival(&self, t: usize) -> Option<u64> {
        let b = self.core_port(t);
        let inbox = &self.inboxes[b];
        if inbox.words.is_empty() {
            return None;
        }
        let switches = inbox
            .from
            .and_then(|from| self.route_switches.get(&(from, b)))
            .copied()
            .unwrap_or(0);
        Some(inbox.first_sent().0 + u64::from(switches) * self.timing.stream.hop_cycles)
    }

    /// Takes a word from stream input `port` of the core of `tile` at cycle
    /// `now`: `Ok(None)` if none has arrived.
    pub(super) fn stream_get(
        &mut self,
        tile: Tile,
        port: u32,
        now: u64,
    ) -> Result<Option<u32>, String> {
        let t = self.stream_tile(tile, port)?;
        if self.arrival(t).is_none_or(|at| at > now) {
            return Ok(None);
        }
        let b = self.core_port(t);
        let inbox = &mut self.inboxes[b];
        let w = inbox.words.pop_front();
        inbox.took(1);
        self.settled = false;
        self.core_io += 1;
        Ok(w)
    }

    /// Whether the stream stall `kind` of the core of `tile` can end at
    /// `now`, from a later cycle, or not before another unit moves.
    pub(super) fn stream_ready(&self, tile: Tile, kind: &StallKind, now: u64) -> Ready {
        let Ok(t) = self.stream_tile(tile, 0) else {
            return Ready::Never;
        };
        match kind {
            StallKind::StreamGet { .. } => match self.arrival(t) {
                None => Ready::Never,
                Some(at) if at > now => Ready::At(at),
                Some(_) => Ready::Now,
            },
            _ => match &self.core_ports[t].route {
                // Unresolved (a route nowhere, or a switch changed): retried.
                None => Ready::Now,
                Some((route, arbiters, merges)) => {
                    match self.put_blocked(t, route, arbiters, merges) {
                        Some(_) => Ready::Never,
                        None => Ready::Now,
                    }
                }
            },
        }
    }

    /// What the stream stall `kind` of the core of `tile` waits for.
    pub(super) fn describe_stream_stall(&self, tile: Tile, kind: &StallKind) -> String {
        let t = self.tile_index(tile.col, tile.row);
        match kind {
            StallKind::StreamGet { port } => {
                format!("a word on its stream input (Core : {port} of its switch)")
            }
            _ => {
                let why = t
                    .and_then(|t| self.core_ports.get(t))
                    .and_then(|p| p.stall.as_ref())
                    .map_or_else(|| "to send".to_string(), |s| self.describe(s));
                format!("room on its stream output (Core : 0 of its switch): {why}")
            }
        }
    }

    /// Forgets the routes of the cores' streams (a switch changed).
    pub(super) fn forget_core_routes(&mut self) {
        for p in &mut self.core_ports {
            p.route = None;
        }
    }

    /// The core stream ports of column `col` idle, their buffers empty and
    /// no buffer or arbiter kept for their streams (a PDI load).
    pub(super) fn reset_core_ports(&mut self, col: u32) {
        for t in 0..self.core_ports.len() {
            if self.tile_at(t).0 != col {
                continue;
            }
            self.core_ports[t] = CorePort::default();
            let b = self.core_port(t);
            self.inboxes[b] = Inbox::default();
            self.arbiter_owners.retain(|_, o| *o != b);
            for inbox in &mut self.inboxes {
                if inbox.owner == Some(b) {
                    *inbox = inbox.emptied();
                }
            }
        }
    }

    /// A report line for each core input still holding words no get has
    /// taken, and who sent them ([`Model::in_flight`]).
    pub(super) fn core_inputs_in_flight(&self) -> impl Iterator<Item = String> + '_ {
        (0..self.core_ports.len()).filter_map(|t| {
            let b = &self.inboxes[self.core_port(t)];
            if b.words.is_empty() {
                return None;
            }
            let (col, row) = self.tile_at(t);
            let from = b.owner.or(b.from).map(|o| self.sender_name(o)).unwrap_or_default();
            Some(format!(
                "stream into core ({col}, {row}) Core : 0: holds {} word(s){from} that the core has not taken",
                b.words.len()
            ))
        })
    }
}
