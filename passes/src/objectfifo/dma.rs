//! DMA channels, BD rings, flows and shim allocations for the split fifos
//! (aie-passes.md §4.6–4.9).

use super::{fifo, Res, Transform};
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::cases::{DmaChannelDir, LockAction, WireBundle};
use dialect::ir::{At, BlockId, OpId, OpKind, RegionId, Span, ValueId, View};
use dialect::ops::views::{
    DmaBd, DmaBdPacket, DmaStart, End, Flow, Mem, MemtileDma, NextBd, Objectfifo, PacketDest,
    PacketFlow, PacketSource, ShimDma, ShimDmaAllocation, UseLock,
};
use std::collections::{HashMap, HashSet};

/// Channels in use: (tile, direction, channel).
type Channels = HashSet<((i64, i64), Dir, i64)>;

/// What one BD ring transfers.
pub(super) struct Ring {
    /// The fifo's location, given to every op of the ring.
    pub span: Span,
    pub dir: Dir,
    pub channel: i64,
    pub dims: Option<Vec<(u64, u64)>>,
    pub pads: Option<Vec<(u64, u64)>>,
    /// The word padding sends (the producer's `padValue`; 0 by default).
    pub pad_value: i64,
    pub packet: Option<(i64, i64)>,
}

/// Channel bookkeeping while the DMAs of the split fifos are created.
struct Claims {
    /// DMA channels in use, per tile and direction.
    channels: Channels,
    /// Core stream ports in use.
    streams: Channels,
    /// The DMA channel each fifo end got (`None`: none was free).
    assigned: HashMap<Objectfifo, Option<i64>>,
    /// The next free packet id for packet-switched fifos.
    packet_id: i64,
}

/// Where one end of a fifo meets the stream switch.
#[derive(Clone, Copy)]
struct StreamEnd {
    tile: ValueId,
    bundle: WireBundle,
    channel: i64,
}

impl Transform<'_> {
    /// Creates the DMA programs, flows and shim allocations of every split fifo.
    pub(super) fn create_dmas(&mut self) -> Res<()> {
        let mut claims = self.claim_channels();
        for (p, cs) in self.split.clone() {
            let (source, packet_flow) = self.producer_end(p, &mut claims)?;
            for &c in &cs {
                let dest = self.consumer_end(p, c, packet_flow, &mut claims)?;
                if packet_flow.is_none() {
                    self.connect(p, source, dest);
                }
            }
            if let Some(pf) = packet_flow {
                self.packet_end(pf, FlowEnd::Source, source.tile, source.channel);
            }
        }
        Ok(())
    }

    /// The channels in use, and a DMA channel for every split fifo end:
    /// ends whose objects were spilled onto a neighbour MemTile first.
    fn claim_channels(&self) -> Claims {
        let (mut channels, streams) = self.channels_in_use();
        let cross = self.cross_tile_fifos();
        let mut assigned = HashMap::new();
        for cross_round in [true, false] {
            for (p, cs) in &self.split {
                let ends =
                    std::iter::once((*p, Dir::MM2S)).chain(cs.iter().map(|&c| (c, Dir::S2MM)));
                for (f, dir) in ends {
                    if cross.contains(&f) == cross_round {
                        let ch = self.free_channel(&mut channels, f, dir, cross_round);
                        assigned.insert(f, ch);
                    }
                }
            }
        }
        let packet_id = self
            .dev
            .views::<PacketFlow>(self.ir)
            .map(|p| p.id(self.ir) + 1)
            .max()
            .unwrap_or(0);
        Claims {
            channels,
            streams,
            assigned,
            packet_id,
        }
    }

    /// The core stream port an `aie_stream` fifo end uses (`None` when the
    /// fifo is not streamed at this end).
    pub(super) fn core_stream_port(&self, f: Objectfifo, dir: Dir) -> Option<Option<i64>> {
        let end = f.aie_stream(self.ir)?;
        let streamed = match dir {
            Dir::MM2S => end == 0 || end == 2,
            Dir::S2MM => end == 1 || end == 2,
        };
        Some(streamed.then(|| f.aie_stream_port(self.ir).unwrap_or(0)))
    }

    /// The producer end of fifo `p`: its core stream port, or a new MM2S BD
    /// ring (with its packet flow when fifos are packet-switched).
    fn producer_end(
        &mut self,
        p: Objectfifo,
        claims: &mut Claims,
    ) -> Res<(StreamEnd, Option<OpId>)> {
        let tile = fifo::producer(self.ir, p);
        if let Some(port) = self.core_stream_port(p, Dir::MM2S) {
            if let Some(ch) = port {
                self.claim_stream(&mut claims.streams, tile, Dir::MM2S, ch)?;
            }
            let end = StreamEnd {
                tile,
                bundle: WireBundle::Core,
                channel: port.unwrap_or(-1),
            };
            return Ok((end, None));
        }
        let Some(ch) = claims.assigned.get(&p).copied().flatten() else {
            return Err(self.channel_error(p, tile, Dir::MM2S, &claims.channels));
        };
        let packet = if self.packet_switched {
            Some((0, self.next_packet_id(claims)?))
        } else {
            None
        };
        let ring = Ring {
            span: self.ir[p.op()].span,
            dir: Dir::MM2S,
            channel: ch,
            dims: p
                .dimensions_to_stream(self.ir)
                .filter(|d| !d.is_empty())
                .map(<[_]>::to_vec),
            pads: p.pad_dimensions(self.ir).map(<[_]>::to_vec),
            pad_value: p.pad_value(self.ir),
            packet,
        };
        self.create_dma(p, &ring)?;
        self.record_rearm_channel(p, tile, Dir::MM2S, ch);
        if self.is_shim(tile) {
            self.shim_allocation(p, tile, Dir::MM2S, ch, packet);
        }
        let packet_flow = packet.map(|(_, id)| self.packet_flow(p, id));
        let end = StreamEnd {
            tile,
            bundle: WireBundle::DMA,
            channel: ch,
        };
        Ok((end, packet_flow))
    }

    /// One of the 32 packet ids, for a packet-switched fifo.
    fn next_packet_id(&self, claims: &mut Claims) -> Res<i64> {
        if claims.packet_id > 31 {
            return Err(self
                .op_error(self.dev.op, "max number of packet IDs reached")
                .with_help("packet-switched fifos use one of the 32 packet ids each; use circuit flows for some of them")
                .into());
        }
        claims.packet_id += 1;
        Ok(claims.packet_id - 1)
    }

    /// An empty `aie.packet_flow` with `id` after fifo `p`, at its location.
    fn packet_flow(&mut self, p: Objectfifo, id: i64) -> OpId {
        let span = self.ir[p.op()].span;
        let pf = PacketFlow::build(self.ir, span)
            .id(id)
            .region()
            .insert(At::After(p.op()))
            .op();
        if let Some(body) = self.ir.entry_block(pf, 0) {
            End::build(self.ir, span).insert(At::End(body));
        }
        pf
    }

    /// The consumer end `c` of fifo `p`: its core stream port, or a new
    /// S2MM BD ring (a destination of `packet_flow` when there is one).
    fn consumer_end(
        &mut self,
        p: Objectfifo,
        c: Objectfifo,
        packet_flow: Option<OpId>,
        claims: &mut Claims,
    ) -> Res<StreamEnd> {
        let tile = fifo::producer(self.ir, c);
        if let Some(port) = self.core_stream_port(c, Dir::S2MM) {
            if let Some(ch) = port {
                self.claim_stream(&mut claims.streams, tile, Dir::S2MM, ch)?;
            }
            return Ok(StreamEnd {
                tile,
                bundle: WireBundle::Core,
                channel: port.unwrap_or(-1),
            });
        }
        let Some(ch) = claims.assigned.get(&c).copied().flatten() else {
            return Err(self.channel_error(c, tile, Dir::S2MM, &claims.channels));
        };
        let dims = c
            .dimensions_from_stream_per_consumer(self.ir)
            .and_then(|d| d.first())
            .filter(|d| !d.is_empty())
            .cloned();
        let ring = Ring {
            span: self.ir[c.op()].span,
            dir: Dir::S2MM,
            channel: ch,
            dims,
            pads: None,
            pad_value: 0,
            packet: None,
        };
        self.create_dma(c, &ring)?;
        self.record_rearm_channel(p, tile, Dir::S2MM, ch);
        if self.is_shim(tile) {
            self.shim_allocation(p, tile, Dir::S2MM, ch, None);
        }
        if let Some(pf) = packet_flow {
            self.packet_end(pf, FlowEnd::Dest, tile, ch);
        }
        Ok(StreamEnd {
            tile,
            bundle: WireBundle::DMA,
            channel: ch,
        })
    }

    /// The circuit `aie.flow` from `source` to `dest` of fifo `p` (PLIO
    /// fifos enter and leave the array through the shim's PLIO ports).
    fn connect(&mut self, p: Objectfifo, source: StreamEnd, dest: StreamEnd) {
        let plio = p.plio(self.ir);
        let bundle = |t: &Self, end: StreamEnd| match (plio, t.is_shim(end.tile)) {
            (true, true) => WireBundle::PLIO,
            (true, false) => WireBundle::DMA,
            (false, _) => end.bundle,
        };
        let (sb, db) = (bundle(self, source), bundle(self, dest));
        let span = self.ir[p.op()].span;
        Flow::build(self.ir, span)
            .operands(&[source.tile, dest.tile])
            .source_bundle(sb)
            .source_channel(source.channel)
            .dest_bundle(db)
            .dest_channel(dest.channel)
            .insert(At::After(p.op()));
    }

    /// Adds `aie.packet_source`/`aie.packet_dest` at the start of packet flow `pf`.
    fn packet_end(&mut self, pf: OpId, end: FlowEnd, tile: ValueId, channel: i64) {
        let Some(body) = self.ir.entry_block(pf, 0) else {
            return;
        };
        let at = At::Start(body);
        let span = self.ir[pf].span;
        match end {
            FlowEnd::Source => {
                PacketSource::build(self.ir, span)
                    .operand(tile)
                    .bundle(WireBundle::DMA)
                    .channel(channel)
                    .insert(at);
            }
            FlowEnd::Dest => {
                PacketDest::build(self.ir, span)
                    .operand(tile)
                    .bundle(WireBundle::DMA)
                    .channel(channel)
                    .insert(at);
            }
        }
    }

    /// Channels already used by DMA programs, and Core stream ports used by flows.
    fn channels_in_use(&self) -> (Channels, Channels) {
        let ir = &*self.ir;
        let mut channels = Channels::new();
        let mut streams = Channels::new();
        for op in self.dev.ops(ir) {
            match ir.kind(op) {
                Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma) => {
                    let t = self.coords(ir[op].operands[0]);
                    for s in ir.views::<DmaStart>(ir.walk(op)) {
                        if let Some(index) = s.channel_index(ir) {
                            channels.insert((t, dma_dir(s.channel_dir(ir)), index));
                        }
                    }
                }
                // A shim channel claimed already (by the control-packet
                // overlay, say), as mlir-aie's DMAChannelAnalysis counts it.
                Some(OpKind::ShimDmaAllocation) => {
                    let a = ShimDmaAllocation::wrap(op);
                    if let Some(&tile) = ir[op].operands.first() {
                        let dir = dma_dir(a.channel_dir(ir));
                        channels.insert((self.coords(tile), dir, a.channel_index(ir)));
                    }
                }
                Some(OpKind::Flow) => {
                    let flow = Flow::wrap(op);
                    let o = &ir[op].operands;
                    if flow.source_bundle(ir) == WireBundle::Core {
                        streams.insert((self.coords(o[0]), Dir::MM2S, flow.source_channel(ir)));
                    }
                    if flow.dest_bundle(ir) == WireBundle::Core {
                        streams.insert((self.coords(o[1]), Dir::S2MM, flow.dest_channel(ir)));
                    }
                }
                _ => {}
            }
        }
        (channels, streams)
    }

    /// Fifo ends whose objects were spilled onto a neighbour MemTile.
    fn cross_tile_fifos(&self) -> HashSet<Objectfifo> {
        let mut out = HashSet::new();
        for (p, cs) in &self.split {
            for &f in std::iter::once(p).chain(cs) {
                let target = self.target(f);
                let home = fifo::producer(self.ir, target);
                if self.buffers.get(&target).is_some_and(|bs| {
                    bs.iter().any(|&b| {
                        self.ir.defining_op(b).map(|o| self.ir[o].operands[0]) != Some(home)
                    })
                }) {
                    out.insert(f);
                }
            }
        }
        out
    }

    /// The lowest free channel of `dir` on `f`'s tile (0..3 only if the
    /// fifo's objects are on a neighbour MemTile).
    fn free_channel(
        &self,
        channels: &mut Channels,
        f: Objectfifo,
        dir: Dir,
        cross: bool,
    ) -> Option<i64> {
        let tile = fifo::producer(self.ir, f);
        let c = self.coords(tile);
        let kind = self.kind(tile)?;
        let mut max = self.dev.model.num_dma_channels(kind, dir);
        if cross {
            max = max.min(self.dev.model.arch.adjacent_memtile_channels());
        }
        let ch = (0..i64::from(max)).find(|&i| !channels.contains(&(c, dir, i)))?;
        channels.insert((c, dir, ch));
        Some(ch)
    }

    /// mlir-aie's "number of ... DMA channel exceeded!", with what uses the channels.
    fn channel_error(
        &self,
        f: Objectfifo,
        tile: ValueId,
        dir: Dir,
        channels: &Channels,
    ) -> Box<dialect::Diagnostic> {
        let c = self.coords(tile);
        let which = if dir == Dir::MM2S { "output" } else { "input" };
        let total = self
            .kind(tile)
            .map_or(0, |k| self.dev.model.num_dma_channels(k, dir));
        let ends: Vec<String> = self
            .split
            .iter()
            .flat_map(|(p, cs)| {
                std::iter::once((*p, Dir::MM2S)).chain(cs.iter().map(|&c| (c, Dir::S2MM)))
            })
            .filter(|&(e, d)| d == dir && e != f && fifo::producer(self.ir, e) == tile)
            .map(|(e, _)| format!("'{}'", self.name(e)))
            .collect();
        let used = channels
            .iter()
            .filter(|(t, d, _)| *t == c && *d == dir)
            .count();
        let dir_name = if dir == Dir::MM2S { "MM2S" } else { "S2MM" };
        Box::new(
            self.op_error(self.tile_op(tile), format!("number of {which} DMA channel exceeded!"))
                .with_note(
                    Some(self.ir[f.op()].span),
                    format!(
                        "objectfifo '{}' needs a {dir_name} channel on tile {}, which has {total}, {used} in use (fifo ends: {})",
                        self.name(f),
                        self.tile_text(tile),
                        if ends.is_empty() { "none".to_string() } else { ends.join(", ") }
                    ),
                )
                .with_help("route some of these fifos through another tile (e.g. a MemTile with objectfifo.link), or share memory between neighbouring cores"),
        )
    }

    /// Claims Core stream port `ch` of `tile`; a port used twice is an error.
    fn claim_stream(&self, streams: &mut Channels, tile: ValueId, dir: Dir, ch: i64) -> Res<()> {
        if streams.insert((self.coords(tile), dir, ch)) {
            return Ok(());
        }
        let which = if dir == Dir::MM2S { "output" } else { "input" };
        Err(self
            .op_error(
                self.tile_op(tile),
                format!("number of {which} Core channels exceeded!"),
            )
            .with_help(format!(
                "Core stream port {ch} of this tile is already used; pick another aie_stream_port"
            ))
            .into())
    }

    /// `aie.shim_dma_allocation @<fifo>_shim_alloc(...)` before the device terminator.
    fn shim_allocation(
        &mut self,
        p: Objectfifo,
        tile: ValueId,
        dir: Dir,
        ch: i64,
        packet: Option<(i64, i64)>,
    ) {
        let name = format!("{}_shim_alloc", self.name(p));
        let plio = p.plio(self.ir);
        let at = self.dev.before_end(self.ir);
        let span = self.ir[p.op()].span;
        let mut b = ShimDmaAllocation::build(self.ir, span)
            .operand(tile)
            .sym_name(&name)
            .channel_dir(channel_dir(dir))
            .channel_index(ch);
        if plio {
            b = b.plio(true);
        }
        if let Some((t, id)) = packet {
            b = b.packet((t as u64, id as u64));
        }
        b.insert(at);
    }

    /// The DMA container op (`aie.mem`, `aie.memtile_dma`, `aie.shim_dma`) of `tile`,
    /// created before the device terminator if absent.
    /// `span` locates a new one (the first fifo that needs it).
    fn dma_container(&mut self, tile: ValueId, span: Span) -> OpId {
        if let Some(&op) = self.containers.get(&tile) {
            return op;
        }
        let op = new_container(self.ir, &self.dev, tile, self.kind(tile), span);
        self.containers.insert(tile, op);
        op
    }

    /// Appends the BD ring of fifo end `f` to its tile's DMA program.
    fn create_dma(&mut self, f: Objectfifo, ring: &Ring) -> Res<()> {
        let tile = fifo::producer(self.ir, f);
        let plan = self.bd_plan(f, ring);
        if plan.is_empty() {
            return Ok(());
        }
        let home = if self.is_shim(tile) || !self.is_mem_tile(tile) {
            tile
        } else {
            fifo::producer(self.ir, self.target(f))
        };
        let container = self.dma_container(home, ring.span);
        let pad_value = Some(ring.pad_value).filter(|&v| v != 0 && self.is_mem_tile(tile));
        let repeat = if self.is_mem_tile(tile) {
            f.iter_count(self.ir).map(|n| n - 1)
        } else {
            None
        };
        let chain = Chain {
            task_repeat: repeat.or(self.task_repeat(f)),
            pad_value,
            finite: repeat.is_some(),
        };
        let aie2 = self.dev.model.arch.is_aie2();
        append_chain(self.ir, aie2, container, ring, &chain, &plan);
        Ok(())
    }
}

/// A lock a BD acquires or releases, with the value.
pub(super) type LockUse = Option<(ValueId, i64)>;

/// One BD of a ring; `packet` and `dims`, when given, replace the ring's.
pub(super) struct Bd {
    pub buffer: ValueId,
    pub offset: i64,
    pub len: i64,
    pub acquire: LockUse,
    pub release: LockUse,
    pub packet: Option<(i64, i64)>,
    pub dims: Option<Vec<(u64, u64)>>,
    /// Its padding, when not the ring's.
    pub pads: Option<Vec<(u64, u64)>>,
}

impl Transform<'_> {
    /// The task repeat count of fifo end `f` when its repeats are the
    /// channel's, not copies of its BD: a repeated fifo of one buffer, not
    /// a part of a join or distribute, without an iteration count.
    fn task_repeat(&self, f: Objectfifo) -> Option<i64> {
        let ir = &*self.ir;
        let repeat = f.repeat_count(ir).filter(|&r| r > 1)?;
        let target = self.target(f);
        let single = self.buffers.get(&target).is_some_and(|b| b.len() == 1);
        let whole = self
            .link_of(f)
            .map(|l| &self.links[l])
            .is_none_or(|l| !(l.is_join() || l.is_distribute()));
        let plain = !self.is_shim(fifo::producer(ir, f)) && f.iter_count(ir).is_none();
        (self.hardware_repeat && single && whole && plain).then_some(repeat - 1)
    }

    /// The BDs of fifo end `f` in ring order.
    fn bd_plan(&self, f: Objectfifo, ring: &Ring) -> Vec<Bd> {
        let ir = &*self.ir;
        let tile = fifo::producer(ir, f);
        let aie2 = self.dev.model.arch.is_aie2();
        // lock_mode 0 reads objects (MM2S), 1 writes them (S2MM).
        let reads = ring.dir == Dir::MM2S;
        let lock_pair = |target: Objectfifo, part: usize, n: i64| -> (LockUse, LockUse) {
            let locks = self.locks.get(&target).map_or(&[][..], Vec::as_slice);
            if locks.is_empty() {
                return (None, None);
            }
            if aie2 {
                let (prod, cons) = (locks.get(2 * part), locks.get(2 * part + 1));
                let (acq, rel) = if reads { (cons, prod) } else { (prod, cons) };
                (acq.map(|&l| (l, n)), rel.map(|&l| (l, n)))
            } else {
                let l = locks.get(part).copied();
                let (a, r) = if reads { (1, 0) } else { (0, 1) };
                (l.map(|l| (l, a)), l.map(|l| (l, r)))
            }
        };
        if self.is_shim(tile) {
            let ext = self.external.get(&f).map_or(&[][..], Vec::as_slice);
            return ext
                .iter()
                .enumerate()
                .map(|(i, &b)| {
                    let len = ir.type_of(b).num_elements().unwrap_or(0) as i64;
                    let (acquire, release) = lock_pair(f, if aie2 { 0 } else { i }, 1);
                    Bd {
                        buffer: b,
                        offset: 0,
                        len,
                        acquire,
                        release,
                        packet: None,
                        dims: None,
                        pads: None,
                    }
                })
                .collect();
        }
        let mut num = fifo::size(ir, f);
        let mut len = fifo::elem_len(ir, f);
        let repeat = match self.task_repeat(f) {
            Some(_) => 1,
            None => f.repeat_count(ir).unwrap_or(1).max(1),
        };
        let target = self.target(f);
        let mut n = 1;
        let mut parts = 1usize;
        let mut fixed_part: Option<(usize, i64)> = None;
        let link = self
            .link_of(f)
            .filter(|l| self.link_owner.contains_key(l))
            .map(|l| &self.links[l]);
        if let Some(link) = link {
            let r = link.repeat_count(ir).unwrap_or(1);
            if self.is_mem_tile(tile) {
                if link.ins.first() == Some(&f) {
                    n = r;
                }
                if link.is_join() || link.is_distribute() {
                    if target == f {
                        parts = if link.is_join() {
                            link.ins.len()
                        } else {
                            link.outs.len()
                        };
                    } else {
                        let list = if link.is_join() {
                            &link.ins
                        } else {
                            &link.outs
                        };
                        let i = list.iter().position(|&x| x == f).unwrap_or(0);
                        let lengths = link.part_lengths(ir);
                        len = lengths.get(i).copied().unwrap_or(len);
                        fixed_part = Some((i, link.part_offsets().get(i).copied().unwrap_or(0)));
                    }
                } else if target != f {
                    len = len.max(fifo::elem_len(ir, target));
                }
                if target != f {
                    num = fifo::size(ir, target);
                }
            } else if target == f {
                n = r;
            }
        }
        let buffers = self.buffers.get(&target).map_or(&[][..], Vec::as_slice);
        let per_object = repeat as usize * parts;
        let mut out = Vec::new();
        let split_parts = parts > 1 || fixed_part.is_some();
        for (elem, &buffer) in buffers.iter().enumerate().take(num.max(0) as usize) {
            for r in 0..per_object {
                let (part, offset, part_len) = if parts > 1 {
                    let lengths = link.map(|l| l.part_lengths(ir)).unwrap_or_default();
                    let offsets = link.map(|l| l.part_offsets().to_vec()).unwrap_or_default();
                    let k = r % parts;
                    (
                        k,
                        offsets.get(k).copied().unwrap_or(0),
                        lengths.get(k).copied().unwrap_or(len),
                    )
                } else if let Some((i, off)) = fixed_part {
                    (i, off, len)
                } else {
                    (elem, 0, len)
                };
                let lock_index = if split_parts || !aie2 { part } else { 0 };
                let (acquire, release) = lock_pair(target, lock_index, n);
                out.push(Bd {
                    buffer,
                    offset,
                    len: part_len,
                    acquire,
                    release,
                    packet: None,
                    dims: None,
                    pads: None,
                });
            }
        }
        out
    }
}

/// Which end of a packet flow.
enum FlowEnd {
    Source,
    Dest,
}

/// Appends `aie.use_lock(lock, action, value)` at `at`, located at `span`.
pub(super) fn use_lock(
    ir: &mut dialect::Ir,
    at: At,
    span: Span,
    lock: ValueId,
    action: LockAction,
    value: i64,
) -> OpId {
    UseLock::build(ir, span)
        .operand(lock)
        .action(action)
        .value(value)
        .insert(at)
        .op()
}

/// The channel direction of a DMA direction.
fn channel_dir(dir: Dir) -> DmaChannelDir {
    match dir {
        Dir::MM2S => DmaChannelDir::MM2S,
        Dir::S2MM => DmaChannelDir::S2MM,
    }
}

/// The DMA direction of a channel direction.
fn dma_dir(dir: DmaChannelDir) -> Dir {
    match dir {
        DmaChannelDir::MM2S => Dir::MM2S,
        DmaChannelDir::S2MM => Dir::S2MM,
    }
}

/// How a BD chain runs: its channel's task repeat count, pad value, and
/// whether it ends (`aie.end`) after one pass instead of looping.
pub(super) struct Chain {
    pub task_repeat: Option<i64>,
    pub pad_value: Option<i64>,
    pub finite: bool,
}

/// A new `aie.mem` / `aie.memtile_dma` / `aie.shim_dma` (as `kind` says)
/// for `tile`, before the device's end, its body an `aie.end`.
pub(super) fn new_container(
    ir: &mut dialect::Ir,
    dev: &crate::netlist::Dev,
    tile: ValueId,
    kind: Option<TileKind>,
    span: Span,
) -> OpId {
    let at = dev.before_end(ir);
    let op = match kind {
        Some(TileKind::MemTile) => MemtileDma::build(ir, span)
            .operand(tile)
            .region()
            .insert(at)
            .op(),
        Some(k) if k.is_shim() => ShimDma::build(ir, span)
            .operand(tile)
            .region()
            .insert(at)
            .op(),
        _ => Mem::build(ir, span).operand(tile).region().insert(at).op(),
    };
    let body = ir.entry_block(op, 0).expect("new region has a block");
    End::build(ir, span).insert(At::End(body));
    op
}

/// Appends to DMA program `container` a `dma_start` of `ring`'s channel
/// (after the last one) and the BD chain `plan`, looping back to its first
/// BD, or ending when `chain.finite`.
pub(super) fn append_chain(
    ir: &mut dialect::Ir,
    aie2: bool,
    container: OpId,
    ring: &Ring,
    chain: &Chain,
    plan: &[Bd],
) {
    let region = ir[container].regions()[0];
    let Some(end_block) = end_block(ir, region) else {
        return;
    };
    let last_start = single_predecessor(ir, region, end_block);
    let start_block = ir.insert_block(region, Some(end_block));
    let first_bd = ir.insert_block(region, Some(end_block));
    let mut start = DmaStart::build(ir, ring.span)
        .channel_dir(channel_dir(ring.dir))
        .channel_index(ring.channel)
        .successor(first_bd)
        .successor(end_block);
    if let Some(r) = chain.task_repeat.filter(|&r| r != 0) {
        start = start.repeat_count(r);
    }
    if let Some(v) = chain.pad_value {
        start = start.pad_value(v);
    }
    start.insert(At::End(start_block));
    if let Some(prev) = last_start.and_then(|b| ir.last_op(b)) {
        if let Some(s) = ir[prev].successors.get_mut(1) {
            s.block = start_block;
        }
    }
    let mut cur = first_bd;
    let n = plan.len();
    for (k, bd) in plan.iter().enumerate() {
        let next = if k + 1 < n {
            ir.insert_block(region, Some(end_block))
        } else if chain.finite {
            let b = ir.insert_block(region, Some(end_block));
            End::build(ir, ring.span).insert(At::End(b));
            b
        } else {
            first_bd
        };
        bd_block(ir, aie2, cur, bd, ring, next);
        cur = next;
    }
}

/// The block of `region` holding `aie.end` (the last such block).
fn end_block(ir: &dialect::Ir, region: RegionId) -> Option<BlockId> {
    ir[region]
        .blocks
        .iter()
        .rev()
        .copied()
        .find(|&b| ir.ops_in(b).any(|o| ir.is(o, OpKind::End)))
}

/// The only block branching to `target` (one edge), if any.
fn single_predecessor(ir: &dialect::Ir, region: RegionId, target: BlockId) -> Option<BlockId> {
    let mut preds = ir[region].blocks.iter().flat_map(|&b| {
        ir.last_op(b).into_iter().flat_map(move |t| {
            ir[t]
                .successors
                .iter()
                .filter(move |s| s.block == target)
                .map(move |_| b)
        })
    });
    let first = preds.next()?;
    preds.next().is_none().then_some(first)
}

/// Fills BD block `block`: acquire, packet header, transfer, release, next BD.
fn bd_block(ir: &mut dialect::Ir, aie2: bool, block: BlockId, bd: &Bd, ring: &Ring, next: BlockId) {
    let at = At::End(block);
    if let Some((lock, value)) = bd.acquire {
        let action = if aie2 {
            LockAction::AcquireGreaterEqual
        } else {
            LockAction::Acquire
        };
        use_lock(ir, at, ring.span, lock, action, value);
    }
    if let Some((t, id)) = bd.packet.or(ring.packet) {
        DmaBdPacket::build(ir, ring.span)
            .packet_type(t)
            .packet_id(id)
            .insert(at);
    }
    let mut b = DmaBd::build(ir, ring.span)
        .operand(bd.buffer)
        .offset(bd.offset)
        .len(bd.len);
    if let Some(d) = bd.dims.as_ref().or(ring.dims.as_ref()) {
        b = b.dimensions(d.clone());
        if let Some(p) = bd.pads.as_ref().or(ring.pads.as_ref()) {
            b = b.pad_dimensions(p.clone());
        }
    }
    b.insert(at);
    if let Some((lock, value)) = bd.release {
        use_lock(ir, at, ring.span, lock, LockAction::Release, value);
    }
    NextBd::build(ir, ring.span).successor(next).insert(at);
}
