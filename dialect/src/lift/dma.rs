//! DMA programs: a `dma_start` per channel the configuration starts, each
//! followed by its BD chain; a BD block acquires, transfers, releases and
//! goes on to the next BD.

use super::bd::{field, BdView};
use super::netlist::{tile_text, Netlist, TileAt};
use crate::ir::cases::LockAction;
use crate::ir::{At, BlockId, Ir, OpId, RegionId, Span, ValueId, View};
use crate::ops::views::{DmaBd, DmaStart, End, Mem, MemtileDma, NextBd, UseLock};
use aie_target::device::TileKind;
use aie_target::regs::image::{Bd, TileImage};
use aie_target::regs::{self, BdField::*, Dir};
use std::collections::{BTreeMap, BTreeSet};

/// A channel start: direction, channel, first BD, repeat count.
type Start = (Dir, u32, u32, u32);

/// The blocks of a DMA program: the start of channel start `k`, a BD's, the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Label {
    Start(usize),
    Bd(u32),
    End,
}

/// The blocks of a DMA op's region by label; branches may name a block
/// before it is defined, and the blocks end up in the order defined.
struct Blocks {
    region: RegionId,
    by_label: BTreeMap<Label, BlockId>,
    defined: Vec<BlockId>,
}

impl Blocks {
    fn new(ir: &Ir, op: OpId) -> Blocks {
        let region = ir[op].regions()[0];
        let entry = ir[region].blocks[0];
        Blocks {
            region,
            by_label: BTreeMap::from([(Label::Start(0), entry)]),
            defined: vec![entry],
        }
    }

    /// The block of `label`, created on first mention.
    fn get(&mut self, ir: &mut Ir, label: Label) -> BlockId {
        *self
            .by_label
            .entry(label)
            .or_insert_with(|| ir.add_block(self.region, Span::default()))
    }

    /// The block of `label`, defined here (after the blocks defined so far).
    fn define(&mut self, ir: &mut Ir, label: Label) -> BlockId {
        let b = self.get(ir, label);
        if !self.defined.contains(&b) {
            self.defined.push(b);
        }
        b
    }

    /// Puts the region's blocks in the order defined.
    fn finish(self, ir: &mut Ir) {
        let mut order = self.defined;
        for b in self.by_label.into_values() {
            if !order.contains(&b) {
                order.push(b);
            }
        }
        ir[self.region].blocks = order;
    }
}

impl Netlist<'_> {
    /// The DMA program of a tile: a `dma_start` per start-queue push, each
    /// with its BD chain.
    pub(super) fn dma(&mut self, tile: TileAt, t: &TileImage) {
        let bds: BTreeMap<u32, Bd> = t.bds().into_iter().map(|b| (b.id, b)).collect();
        if bds.is_empty() && t.pushes.is_empty() {
            return;
        }
        match t.kind {
            TileKind::Core | TileKind::MemTile => {}
            TileKind::ShimNoc => {
                self.warn(format!(
                    "{}: shim DMA BDs and channel starts in the configuration reach host memory; the static shim DMA is not lifted (BDs {:?}, {} channel starts)",
                    tile_text(tile),
                    bds.keys().collect::<Vec<_>>(),
                    t.pushes.len()
                ));
                return;
            }
            TileKind::ShimPl => return,
        }
        let starts = self.starts(tile, t, &bds);
        let program = (!starts.is_empty()).then(|| self.dma_op(tile, t.kind));
        let mut placed: BTreeSet<u32> = BTreeSet::new();
        if let Some(op) = program {
            let mut blocks = Blocks::new(self.ir, op);
            for (k, &start) in starts.iter().enumerate() {
                let last = k + 1 == starts.len();
                let pad = (start.0 == Dir::MM2S)
                    .then(|| t.pad_value(start.1))
                    .flatten();
                self.start(&mut blocks, k, start, last, pad);
                self.chain(&mut blocks, tile, t.kind, &bds, start.2, &mut placed);
            }
            let end = blocks.define(self.ir, Label::End);
            End::build(self.ir, Span::default()).insert(At::End(end));
            blocks.finish(self.ir);
        }
        let unreached: Vec<u32> = bds
            .keys()
            .copied()
            .filter(|id| !placed.contains(id))
            .collect();
        if !unreached.is_empty() {
            self.warn(format!(
                "{}: BDs {unreached:?} are configured but no channel start reaches them; not lifted",
                tile_text(tile)
            ));
        }
        if let Some(op) = program {
            self.body.push(op);
        }
    }

    /// `aie.mem` or `aie.memtile_dma` of `tile`, detached.
    fn dma_op(&mut self, tile: TileAt, kind: TileKind) -> OpId {
        let t = self.tile(tile);
        let span = Span::default();
        if kind == TileKind::MemTile {
            MemtileDma::build(self.ir, span)
                .operand(t)
                .region()
                .detached()
                .op()
        } else {
            Mem::build(self.ir, span)
                .operand(t)
                .region()
                .detached()
                .op()
        }
    }

    /// The channel starts lifted: the first start of each channel whose BD
    /// was configured.
    fn starts(&mut self, tile: TileAt, t: &TileImage, bds: &BTreeMap<u32, Bd>) -> Vec<Start> {
        let mut starts: Vec<Start> = Vec::new();
        for push in &t.pushes {
            if push.issue_token() {
                self.warn(format!(
                    "{}: the start of {:?} channel {} issues a task-complete token; aie.dma_start has no spelling for it",
                    tile_text(tile),
                    push.dir,
                    push.channel
                ));
            }
            if starts
                .iter()
                .any(|&(d, ch, _, _)| (d, ch) == (push.dir, push.channel))
            {
                self.warn(format!(
                    "{}: {:?} channel {} is started again (BD {}); only the first start is lifted",
                    tile_text(tile),
                    push.dir,
                    push.channel,
                    push.bd_id()
                ));
                continue;
            }
            if !bds.contains_key(&push.bd_id()) {
                self.warn(format!(
                    "{}: {:?} channel {} starts BD {}, which no write configured; the start is not lifted",
                    tile_text(tile),
                    push.dir,
                    push.channel,
                    push.bd_id()
                ));
                continue;
            }
            starts.push((push.dir, push.channel, push.bd_id(), push.repeat_count()));
        }
        starts
    }

    /// The block of channel start `k`: its `aie.dma_start` (with the
    /// channel's pad word, if one was written and is not 0), going to its
    /// first BD or to the next start (the end after the last).
    fn start(&mut self, blocks: &mut Blocks, k: usize, start: Start, last: bool, pad: Option<u32>) {
        let (dir, ch, first, repeat) = start;
        let block = blocks.define(self.ir, Label::Start(k));
        let bd = blocks.get(self.ir, Label::Bd(first));
        let next = blocks.get(
            self.ir,
            if last {
                Label::End
            } else {
                Label::Start(k + 1)
            },
        );
        let mut op = DmaStart::build(self.ir, Span::default())
            .channel_dir(crate::ir::cases::DmaChannelDir::of(dir))
            .channel_index(ch.into())
            .successor(bd)
            .successor(next);
        if repeat > 0 {
            op = op.repeat_count(repeat.into());
        }
        if let Some(pad) = pad.filter(|&p| p != 0) {
            op = op.pad_value(i64::from(pad as i32));
        }
        op.insert(At::End(block));
    }

    /// The BD chain from `first`: follows next_bd until it ends or meets a
    /// BD already placed.
    fn chain(
        &mut self,
        blocks: &mut Blocks,
        tile: TileAt,
        kind: TileKind,
        bds: &BTreeMap<u32, Bd>,
        first: u32,
        placed: &mut BTreeSet<u32>,
    ) {
        let mut id = first;
        while placed.insert(id) {
            let Some(bd) = bds.get(&id) else { break };
            let after = if field(bd, UseNextBd) == 1 {
                let n = field(bd, NextBd) as u32;
                if bds.contains_key(&n) {
                    Some(n)
                } else {
                    self.warn(format!(
                        "{}: BD {id} chains to BD {n}, which no write configured; the chain ends at BD {id}",
                        tile_text(tile)
                    ));
                    None
                }
            } else {
                None
            };
            let block = blocks.define(self.ir, Label::Bd(id));
            let next = blocks.get(self.ir, after.map_or(Label::End, Label::Bd));
            self.bd_block(block, next, tile, kind, bd, after);
            match after {
                Some(n) => id = n,
                None => break,
            }
        }
    }

    /// The block of one BD: acquire, `aie.dma_bd`, release, `aie.next_bd`.
    fn bd_block(
        &mut self,
        block: BlockId,
        next_block: BlockId,
        tile: TileAt,
        kind: TileKind,
        bd: &Bd,
        next: Option<u32>,
    ) {
        let at = At::End(block);
        let view = match self.views.remove(&(tile, bd.id)) {
            Some(view) => view,
            None => self.bd_view(tile, kind, bd),
        };
        let where_ = format!("{} BD {}", tile_text(tile), bd.id);
        self.bd_unexpressed(&where_, bd);
        self.acquire(at, &where_, tile, kind, bd);
        self.transfer(at, &where_, view, bd, next);
        let f = |name| field(bd, name);
        if f(LockRelVal) != 0 {
            match self.bd_lock(tile, kind, f(LockRelId)) {
                Some(lock) => use_lock(self.ir, at, lock, LockAction::Release, f(LockRelVal)),
                None => self.warn(format!(
                    "{where_}: the released lock id {} names no lock this tile reaches",
                    f(LockRelId)
                )),
            }
        }
        NextBd::build(self.ir, Span::default())
            .successor(next_block)
            .insert(at);
    }

    /// Warnings for what of a BD `aie.dma_bd` cannot say.
    fn bd_unexpressed(&mut self, where_: &str, bd: &Bd) {
        if !bd.complete {
            self.warn(format!("{where_}: only part of its words were written"));
        }
        if field(bd, ValidBd) != 1 {
            self.warn(format!("{where_}: valid_bd is not set"));
        }
        for f in [
            OutOfOrderId,
            TlastSuppress,
            EnableCompression,
            IterationCurrent,
        ] {
            let v = field(bd, f);
            if v != 0 {
                self.warn(format!(
                    "{where_}: {} = {v} has no aie.dma_bd spelling; dropped",
                    f.name()
                ));
            }
        }
    }

    /// The BD's lock acquire, if enabled.
    fn acquire(&mut self, at: At, where_: &str, tile: TileAt, kind: TileKind, bd: &Bd) {
        let f = |name| field(bd, name);
        if f(LockAcqEnable) == 1 {
            let v = f(LockAcqVal);
            match self.bd_lock(tile, kind, f(LockAcqId)) {
                Some(lock) => {
                    let (action, value) = if v < 0 {
                        (LockAction::AcquireGreaterEqual, -v)
                    } else {
                        (LockAction::Acquire, v)
                    };
                    use_lock(self.ir, at, lock, action, value);
                }
                None => self.warn(format!(
                    "{where_}: the acquired lock id {} names no lock this tile reaches",
                    f(LockAcqId)
                )),
            }
        } else if f(LockAcqId) != 0 || f(LockAcqVal) != 0 {
            self.warn(format!(
                "{where_}: an acquire of lock id {} by {} that is not enabled; dropped",
                f(LockAcqId),
                f(LockAcqVal)
            ));
        }
    }

    /// The BD's `aie.dma_bd`: buffer, offset, length, dimensions, padding,
    /// BD ids and packet header.
    fn transfer(&mut self, at: At, where_: &str, view: BdView, bd: &Bd, next: Option<u32>) {
        let f = |name| field(bd, name);
        let buffer = view.buffer.and_then(|(owner, at)| {
            self.buffer_at(owner, at)
                .and_then(|b| Some((b.value?, (at - b.address) / 4)))
        });
        let Some((buffer, offset)) = buffer else {
            self.warn(format!(
                "{where_}: its buffer address is outside the memory the tile's DMA reaches"
            ));
            return;
        };
        // Offset and length always given, as mlir-aie's builders do.
        let mut op = DmaBd::build(self.ir, Span::default())
            .operand(buffer)
            .offset(offset.into())
            .len(view.length.into());
        if !view.dims.is_empty() {
            op = op.dimensions(view.dims);
        }
        if !view.pads.is_empty() {
            op = op.pad_dimensions(view.pads);
        }
        if let Some(it) = view.iteration {
            op = op.iteration(it);
        }
        op = op.bd_id(bd.id.into());
        if let Some(n) = next {
            op = op.next_bd_id(n.into());
        }
        if f(EnablePacket) == 1 {
            op = op.packet((f(PacketType) as u64, f(PacketId) as u64));
        }
        op.insert(at);
    }

    /// The lock a BD's lock-id field names, declared on its tile.
    fn bd_lock(&mut self, tile: TileAt, kind: TileKind, id_field: i64) -> Option<ValueId> {
        let (delta, id) = regs::bd_lock_at(kind, id_field as u32)?;
        let owner = self.neighbour(tile, delta)?;
        let owner_kind = self.device.tile_kind(owner.0.into(), owner.1.into())?;
        if id >= self.device.num_locks(owner_kind) {
            return None;
        }
        Some(self.lock(owner, id, None))
    }
}

/// `aie.use_lock(lock, action, value)` at `at`.
fn use_lock(ir: &mut Ir, at: At, lock: ValueId, action: LockAction, value: i64) {
    UseLock::build(ir, Span::default())
        .operand(lock)
        .action(action)
        .value(value)
        .insert(at);
}
