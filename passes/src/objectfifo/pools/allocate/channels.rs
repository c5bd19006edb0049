//! DMA channels and core stream ports: what holds them before allocation
//! (flows, packet flows, DMA programs, runtime tasks, shim allocations), and
//! a channel for every DMA and route endpoint that names none. Tiles at the
//! same coordinates share their channels, whatever reference names them.

use super::plan::{fifo_of, Bds, EndKind, Planner};
use super::tiles::{Place, Tiles, T};
use crate::netlist::{self, Dev};
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::cases::WireBundle;
use dialect::ir::{OpId, OpKind, ValueId, View};
use dialect::ops::views::{
    DmaConfigureTask, DmaStart, Flow, PacketDest, PacketSource, ShimDmaAllocation,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

/// What holds a channel: a flow or packet flow (an endpoint may name its
/// channel: it is then the DMA at that end), a shim allocation (which the
/// endpoint it was made for may name again), a DMA program or runtime
/// task, or an endpoint.
#[derive(Clone, Copy)]
pub(super) enum Holder {
    Flow(OpId),
    Alloc(OpId),
    Fixed(OpId),
    End(usize),
}

type Channel = (Place, Dir, WireBundle, i64);

/// The channels held before allocation, and the core stream ports (with
/// whether a packet-switched connection holds them, as those may be shared
/// by other packet-switched ones, and the op that holds them).
#[derive(Clone, Default)]
pub(super) struct Seeds {
    dma: HashMap<Channel, Holder>,
    streams: HashMap<(Place, Dir, i64), (bool, OpId)>,
}

impl Seeds {
    /// The channels held in `dev`; runtime tasks hold theirs when
    /// `tasks_hold`.
    pub fn of(ir: &Ir, dev: &Dev, tiles: &Tiles, tasks_hold: bool) -> Seeds {
        let mut s = Seeds::default();
        let place = |v: ValueId| tiles.of_value(v).map(|t| tiles.place(t));
        let kinds = [
            OpKind::Flow,
            OpKind::PacketSource,
            OpKind::PacketDest,
            OpKind::DmaStart,
            OpKind::DmaConfigureTask,
            OpKind::ShimDmaAllocation,
        ];
        for op in dev.walk_for(ir, &kinds) {
            let o = &ir[op].operands;
            let mut hold =
                |v: ValueId, dir: Dir, bundle: WireBundle, ch: i64, h: Holder, packet: bool| {
                    let Some(p) = place(v) else { return };
                    if bundle == WireBundle::Core {
                        s.streams.entry((p, dir, ch)).or_insert((packet, op));
                    } else {
                        s.dma.entry((p, dir, bundle, ch)).or_insert(h);
                    }
                };
            match ir.kind(op) {
                Some(OpKind::Flow) => {
                    let f = Flow::wrap(op);
                    let h = Holder::Flow(op);
                    hold(
                        o[0],
                        Dir::MM2S,
                        f.source_bundle(ir),
                        f.source_channel(ir),
                        h,
                        false,
                    );
                    hold(
                        o[1],
                        Dir::S2MM,
                        f.dest_bundle(ir),
                        f.dest_channel(ir),
                        h,
                        false,
                    );
                }
                Some(OpKind::PacketSource) => {
                    let p = PacketSource::wrap(op);
                    hold(
                        o[0],
                        Dir::MM2S,
                        p.bundle(ir),
                        p.channel(ir),
                        Holder::Flow(op),
                        true,
                    );
                }
                Some(OpKind::PacketDest) => {
                    let p = PacketDest::wrap(op);
                    hold(
                        o[0],
                        Dir::S2MM,
                        p.bundle(ir),
                        p.channel(ir),
                        Holder::Flow(op),
                        true,
                    );
                }
                Some(OpKind::DmaStart) => {
                    let d = DmaStart::wrap(op);
                    let program = ir.parent_op(op).filter(|&p| {
                        matches!(
                            ir.kind(p),
                            Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
                        )
                    });
                    // A start naming an endpoint takes the endpoint's channel.
                    if let Some((p, ch)) = program.zip(d.channel_index(ir)) {
                        let dir = d.channel_dir(ir).dir();
                        hold(
                            ir[p].operands[0],
                            dir,
                            WireBundle::DMA,
                            ch,
                            Holder::Fixed(op),
                            false,
                        );
                    }
                }
                Some(OpKind::DmaConfigureTask) if tasks_hold => {
                    let t = DmaConfigureTask::wrap(op);
                    let (dir, ch) = (t.direction(ir).dir(), t.channel(ir));
                    hold(o[0], dir, WireBundle::DMA, ch, Holder::Fixed(op), false);
                }
                Some(OpKind::ShimDmaAllocation) => {
                    let a = ShimDmaAllocation::wrap(op);
                    let (dir, ch) = (a.channel_dir(ir).dir(), a.channel_index(ir));
                    hold(o[0], dir, WireBundle::DMA, ch, Holder::Alloc(op), false);
                }
                _ => {}
            }
        }
        s
    }
}

/// A failed assignment: the diagnostics when asked for them.
pub(super) type Failed = Vec<Diagnostic>;

impl Planner<'_> {
    /// The core stream ports route endpoints name, which no plan changes:
    /// each names its port, and a packet-switched route shares a port only
    /// with other packet-switched connections, counting the flows and
    /// packet flows already there. Tiles at the same coordinates share their
    /// ports. Two circuits on one port are [`Self::assign_channels`]'s to
    /// report, as mlir-aie's channel assignment does.
    pub fn check_stream_ports(&self) -> Result<(), Box<Diagnostic>> {
        let mut held = self.f.seeds.streams.clone();
        for end in &self.f.ends {
            let routed = end.kind != EndKind::Route || end.routed;
            if end.bundle != WireBundle::Core || end.kind == EndKind::Core || !routed {
                continue;
            }
            let Some(ch) = end.pinned else {
                return Err(Box::new(
                    netlist::op_error(self.ir, end.op, "a stream port names its own channel")
                        .with_help("give the endpoint its core stream port with `channelIndex`"),
                ));
            };
            let place = self.f.tiles.place(end.tile);
            match held.get(&(place, end.dir, ch)) {
                None => {
                    held.insert((place, end.dir, ch), (end.packet, end.op));
                }
                Some(&(true, _)) if end.packet => {}
                Some(&(false, _)) if !end.packet => {}
                Some(&(_, other)) => {
                    let word = if end.dir == Dir::MM2S {
                        "output"
                    } else {
                        "input"
                    };
                    return Err(Box::new(
                        netlist::op_error(
                            self.ir,
                            end.op,
                            format!("Core {word} {ch} is already in use on this tile"),
                        )
                        .with_help("a core stream port carries one circuit, or any number of packet-switched routes: name another port, or make both routes packet-switched")
                        .with_note(Some(self.ir[other].span), "the other stream is here"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Holds the core stream port route endpoint `e` names in `held`, or
    /// (a circuit on a port a circuit holds) the error on its tile.
    fn circuit_clash(&self, e: usize, held: &mut Seeds) -> Option<Diagnostic> {
        let end = &self.f.ends[e];
        let ch = end.pinned?;
        let key = (self.f.tiles.place(end.tile), end.dir, ch);
        match held.streams.get(&key) {
            Some(&(false, _)) if !end.packet => {}
            Some(_) => return None,
            None => {
                held.streams.insert(key, (end.packet, end.op));
                return None;
            }
        }
        let tile = self.f.tiles.refs[end.tile]
            .value
            .and_then(|v| self.ir.defining_op(v));
        let word = if end.dir == Dir::MM2S {
            "output"
        } else {
            "input"
        };
        Some(
            netlist::op_error(
                self.ir,
                tile.unwrap_or(end.op),
                format!("number of {word} Core channels exceeded!"),
            )
            .with_help(format!("a circuit already holds Core {word} {ch} of this tile, and a core stream port carries one circuit: name another port with `channelIndex`, or make the routes packet-switched")),
        )
    }

    /// Gives every DMA and route endpoint without a channel one: pinned
    /// channels and core stream ports are checked first, in op order; then
    /// endpoints that reach a neighbour MemTile (a restricted range) take
    /// the lowest free channel, then the rest. With `diagnose`, a failure
    /// says why.
    pub fn assign_channels(&mut self, diagnose: bool) -> Result<(), Failed> {
        self.channels.clear();
        self.channel_failure = None;
        let mut held = self.f.seeds.clone();
        // BDs per placed (col, row, channel) as channels are handed out.
        let mut demand = self.f.fixed_bds.clone();
        let mut pending = Vec::new();
        let fail = |d: Diagnostic| Err(if diagnose { vec![d] } else { Vec::new() });
        for e in 0..self.f.ends.len() {
            let end = &self.f.ends[e];
            if end.kind == EndKind::Core || (end.kind == EndKind::Route && !end.routed) {
                continue;
            }
            if end.bundle == WireBundle::Core {
                if let Some(d) = self.circuit_clash(e, &mut held) {
                    return fail(d);
                }
                continue;
            }
            let place = self.f.tiles.place(end.tile);
            let Some(ch) = end.pinned else {
                pending.push(e);
                continue;
            };
            if self.reaches_adjacent(e) && ch >= self.limit(e, true) {
                self.channel_failure = Some(e);
                return fail(
                    netlist::op_error(
                        self.ir,
                        end.op,
                        format!(
                            "pinned {:?} DMA channel {ch} cannot access adjacent MemTile buffers or locks",
                            end.dir
                        ),
                    )
                    .with_help(format!(
                        "only MemTile channels below {} reach a neighbour's memory and locks; pin one of them or drop `channelIndex`",
                        self.limit(e, true)
                    )),
                );
            }
            let key = (place, end.dir, end.bundle, ch);
            let owner = held.dma.get(&key).copied();
            let in_range = (0..self.limit(e, false)).contains(&ch);
            let claimable = match owner {
                None | Some(Holder::Flow(_)) => true,
                Some(Holder::Alloc(a)) => self.own_allocation(e, a),
                _ => false,
            };
            if in_range && claimable {
                held.dma.insert(key, Holder::End(e));
                self.note_demand(&mut demand, e, ch);
                continue;
            }
            let mut d = netlist::op_error(
                self.ir,
                end.op,
                format!(
                    "pinned {:?} DMA channel {ch} is out of range or already in use on this tile",
                    end.dir
                ),
            )
            .with_help("pin a free channel, or drop `channelIndex` and let allocation choose");
            if let Some(h) = owner {
                d = self.note_owner(d, h, Some(ch));
            }
            return fail(d);
        }
        let adjacent: Vec<bool> = (0..self.f.ends.len())
            .map(|e| self.reaches_adjacent(e))
            .collect();
        // Endpoints reaching a neighbour draw from a restricted range, so
        // they go first; channels the design programs itself go last, the
        // most demanding first, around the objectfifos' BDs.
        pending.sort_by_key(|&e| {
            let program = self.program_owned(e);
            (
                !adjacent[e],
                program,
                std::cmp::Reverse(if program { self.f.bds[e] } else { 0 }),
            )
        });
        for e in pending {
            let end = &self.f.ends[e];
            let place = self.f.tiles.place(end.tile);
            let limit = self.limit(e, adjacent[e]);
            let free: Vec<i64> = (0..limit)
                .filter(|&ch| !held.dma.contains_key(&(place, end.dir, end.bundle, ch)))
                .collect();
            let chosen = match self.program_owned(e) {
                true => self.roomiest(e, &free, &demand),
                false => free.first().copied(),
            };
            if let Some(ch) = chosen {
                held.dma
                    .insert((place, end.dir, end.bundle, ch), Holder::End(e));
                self.channels.insert(e, ch);
                self.note_demand(&mut demand, e, ch);
                continue;
            }
            self.channel_failure = Some(e);
            if !diagnose {
                return Err(Vec::new());
            }
            let word = if end.dir == Dir::MM2S {
                "output"
            } else {
                "input"
            };
            let reach = if adjacent[e] {
                " for adjacent MemTile access"
            } else {
                ""
            };
            let mut d = self.tile_error(
                end.tile,
                format!(
                    "number of {word} DMA channel exceeded! requires at least {} {:?} channels, but capacity is {limit}{reach}",
                    limit + 1,
                    end.dir
                ),
                "the notes name what holds each channel; move an endpoint to another tile or free a channel",
            );
            for ch in 0..limit {
                if let Some(&h) = held.dma.get(&(place, end.dir, end.bundle, ch)) {
                    d = self.note_owner(d, h, Some(ch));
                }
            }
            return Err(vec![self.note_owner(d, Holder::End(e), None)]);
        }
        Ok(())
    }

    /// How many channels of endpoint `e`'s direction and bundle its tile
    /// has; with `adjacent`, how many of them reach a neighbour MemTile.
    fn limit(&self, e: usize, adjacent: bool) -> i64 {
        let end = &self.f.ends[e];
        let kind = self.f.tiles.kind(end.tile);
        if !matches!(end.bundle, WireBundle::DMA | WireBundle::PLIO) {
            // A switch's master ports feed a destination, its slaves take a source.
            return self.f.tiles.coords(end.tile).map_or(0, |(c, r)| {
                i64::from(
                    self.model
                        .switch_ports(c, r, end.bundle, end.dir == Dir::S2MM),
                )
            });
        }
        let n = match (adjacent, kind) {
            (true, TileKind::MemTile) => self
                .model
                .num_dma_channels(kind, end.dir)
                .min(self.model.arch.adjacent_memtile_channels()),
            // A shim tile's channels, its PLIO ends' too, are its shim
            // mux's DMA connections.
            (_, TileKind::ShimNoc | TileKind::ShimPl) => (self.f.tiles.coords(end.tile))
                .map_or(0, |(c, r)| self.model.dma_channels_at(c, r, end.dir)),
            _ => self.model.num_dma_channels(kind, end.dir),
        };
        i64::from(n)
    }

    /// Records the BDs endpoint `e` needs on channel `ch` of its tile.
    fn note_demand(&self, demand: &mut Bds, e: usize, ch: i64) {
        let end = &self.f.ends[e];
        let counts = end.kind == EndKind::Dma || self.program_owned(e);
        if let (true, Some((c, r))) = (counts, self.f.tiles.coords(end.tile)) {
            *demand.entry((c, r, ch)).or_default() += self.f.bds[e];
        }
    }

    /// Of the `free` channels of endpoint `e`'s tile, the one whose BDs
    /// have the most room left once every channel sharing them has its
    /// demand; ties, and tiles of unknown position, go to the lowest.
    fn roomiest(&self, e: usize, free: &[i64], demand: &Bds) -> Option<i64> {
        let mut best: Option<(i64, i64)> = None;
        for &ch in free {
            let Some((have, need)) = self.bd_budget(e, ch, demand) else {
                return free.first().copied();
            };
            let room = have - need;
            if best.is_none_or(|(_, b)| room > b) {
                best = Some((ch, room));
            }
        }
        best.map(|(ch, _)| ch)
    }

    /// The BDs channel `ch` of endpoint `e`'s tile can use, and how many it
    /// and the channels sharing them need at once (`demand`); none on a
    /// tile of unknown position.
    fn bd_budget(&self, e: usize, ch: i64, demand: &Bds) -> Option<(i64, i64)> {
        let end = &self.f.ends[e];
        let (c, r) = self.f.tiles.coords(end.tile)?;
        let kind = self.f.tiles.kind(end.tile);
        let channels = self
            .model
            .num_dma_channels(kind, Dir::S2MM)
            .max(self.model.num_dma_channels(kind, Dir::MM2S));
        let range = |ch: i64| self.model.bd_range(kind, ch as u32);
        let mine = range(ch);
        let need = (0..i64::from(channels))
            .filter(|&o| {
                let theirs = range(o);
                mine.start < theirs.end && theirs.start < mine.end
            })
            .map(|o| demand.get(&(c, r, o)).copied().unwrap_or(0))
            .sum();
        Some((mine.len() as i64, need))
    }

    /// A warning at each endpoint of a DMA program whose channel, with the
    /// channels sharing its BDs, needs more BDs at once than they have (as
    /// planned: the objectfifos' rings and the programs' chains): mlir-aie's
    /// words.
    pub fn overcommitted_bds(&self) -> Vec<Diagnostic> {
        let mut demand = self.f.fixed_bds.clone();
        for (&e, &ch) in &self.channels {
            self.note_demand(&mut demand, e, ch);
        }
        let mut out = Vec::new();
        let mut ends: Vec<(&usize, &i64)> = self.channels.iter().collect();
        ends.sort_unstable();
        for (&e, &ch) in ends {
            if !self.program_owned(e) {
                continue;
            }
            let Some((have, need)) = self.bd_budget(e, ch, &demand).filter(|(h, n)| n > h) else {
                continue;
            };
            out.push(
                netlist::op_error(
                    self.ir,
                    self.f.ends[e].op,
                    format!("channel {ch} can use {have} BDs, but it and the channels sharing them need {need} at once; BD id assignment fails unless tasks free their BDs before others start"),
                )
                .with_severity(dialect::Severity::Warning)
                .with_help("fewer objects in the pools of this tile's DMAs, or a shorter chain in this program, fit the BDs; a task that ends frees its BDs for the next"),
            );
        }
        out
    }

    /// A channel the design programs itself: a route endpoint on a DMA of
    /// a tile with memory. Objectfifos' endpoints choose before these.
    fn program_owned(&self, e: usize) -> bool {
        let end = &self.f.ends[e];
        end.kind == EndKind::Route
            && end.bundle == WireBundle::DMA
            && !self.f.tiles.kind(end.tile).is_shim()
    }

    /// Whether shim allocation `a` is the one allocation made for endpoint
    /// `e` (`<fifo>_shim_alloc`, the fifo its `fifoName`).
    fn own_allocation(&self, e: usize, a: OpId) -> bool {
        let op = self.f.ends[e].op;
        let fifo = fifo_of(self.ir, op);
        fifo.is_some_and(|f| netlist::sym_name(self.ir, a) == Some(&format!("{f}_shim_alloc")))
    }

    /// An error at the op defining tile reference `t`.
    fn tile_error(&self, t: T, message: String, help: impl Into<String>) -> Diagnostic {
        let op = self.f.tiles.refs[t]
            .value
            .and_then(|v| self.ir.defining_op(v));
        match op {
            Some(op) => netlist::op_error(self.ir, op, message),
            None => Diagnostic::error(Default::default(), message),
        }
        .with_help(help)
    }

    /// `d` with a note on what holds a channel (`channel`, if it has one).
    fn note_owner(&self, d: Diagnostic, h: Holder, channel: Option<i64>) -> Diagnostic {
        match h {
            Holder::End(e) => {
                let op = self.f.ends[e].op;
                let name = netlist::sym_name(self.ir, op).unwrap_or("");
                let mut text = format!("DMA endpoint @{name}");
                if let Some(f) = fifo_of(self.ir, op) {
                    text += &format!(" for ObjectFifo @{f}");
                }
                if self.reaches_adjacent(e) {
                    text += " requires adjacent MemTile access";
                }
                if let Some(ch) = channel {
                    text += &format!("; occupies channel {ch}");
                }
                d.with_note(Some(self.ir[op].span), text)
            }
            Holder::Flow(op) | Holder::Alloc(op) | Holder::Fixed(op) => match channel {
                Some(ch) => d.with_note(
                    Some(self.ir[op].span),
                    format!(
                        "pre-existing {} reserves DMA channel {ch}",
                        self.ir[op].name()
                    ),
                ),
                None => d,
            },
        }
    }
}
