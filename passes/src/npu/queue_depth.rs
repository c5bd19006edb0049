//! The DMA task queues a runtime sequence pushes onto. A channel's start
//! queue holds [`regs::TASK_QUEUE_DEPTH`] tasks besides the one it runs, and
//! the hardware drops a push onto a full queue (it only sets the status's
//! sticky overflow bit): the transfer never runs and whatever waits for it
//! waits forever (mlir-aie's `dma_queue_overflow`, docs/DeadlockModel.md).
//! So every push that may find its queue full is guarded by a poll of the
//! channel's status until the queue has room (`aiex.npu.maskpoll` of the
//! depth bit of `task_queue_size`: the depth is a power of two, so "fewer
//! than the depth" is that bit clear), or, with `enforce-queue-depth=false`,
//! reported once per channel as a warning.
//!
//! The model (mlir-aie's DmaQueueModel): per channel, the pushes not yet
//! known to have completed, each noting whether it issues a token. Every
//! push takes a slot (whatever its repeat count); an await of a token
//! retires the oldest token-issuing push and everything queued before it
//! (a channel runs its queue in order); a poll that proved room keeps the
//! newest depth − 1 entries, and once it drops a token-issuing one later
//! awaits can no longer be credited. Structured control flow keeps every
//! reachable state: both arms of an `scf.if`, every iteration count of an
//! `scf.for` (to a fixed point, which exists as a queue holds at most depth
//! entries); any other region counts as unknown (its pushes are guarded,
//! its tokens forgotten). Channels are independent and analysed one by one.
//!
//! Two passes guard pushes with it: `--aie-assign-runtime-sequence-bd-ids`
//! the `dma_start_task`s of its straight-line sequences, `--aie-dma-to-npu`
//! the `push_queue`s once `dma_memcpy_nd` has become one; each credits the
//! polls already there, so a push is never guarded twice. A push warned
//! about carries [`diagnosed`] (the task lowering moves it onto its
//! `push_queue`), so the later pass does not warn about it again but still
//! guards it when enforcing; the marker goes with the `push_queue` when
//! `--aie-dma-to-npu` writes it as registers.

use super::absolute;
use crate::netlist::Dev;
use crate::options::{PassOption, BOOL};
use crate::Args;
use aie_target::device::{Arch, TileKind};
use aie_target::regs::{self, Dir};
use dialect::ir::{At, BlockId, OpId, OpKind};
use dialect::ops::views::{DmaStartTask, NpuMaskpoll, NpuPushQueue, NpuSync};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{BTreeMap, BTreeSet};

/// The option of both passes that guards the pushes (else warns).
pub(crate) const ENFORCE: PassOption = PassOption {
    name: "enforce-queue-depth",
    help: "Before a DMA task push that may find its channel's 4-deep task queue full (a full queue drops the push), poll the channel's status until the queue has room; false warns instead",
    default: "true",
    values: BOOL,
};

/// Whether `args` asks for the pushes to be guarded.
pub(crate) fn enforced(args: &Args) -> bool {
    args.flag(ENFORCE.name)
}

/// A channel: tile column and row, direction (0: S2MM, 1: MM2S, as
/// `aiex.npu.sync` numbers them), channel number.
pub(crate) type Key = ((i64, i64), u8, i64);

/// The key of channel `ch` of direction `dir` of tile `tile`.
pub(crate) fn key(tile: (i64, i64), dir: Dir, ch: i64) -> Key {
    (tile, u8::from(dir == Dir::MM2S), ch)
}

/// The direction of a [`Key`].
fn dir(key: Key) -> Dir {
    if key.1 == 0 {
        Dir::S2MM
    } else {
        Dir::MM2S
    }
}

/// What an op of a sequence does to a queue.
pub(crate) enum Effect {
    /// Nothing.
    Ignore,
    /// Pushes a task on the channel (issuing a token when true).
    Push(Key, bool),
    /// Waits for a token of the channel.
    Await(Key),
}

/// One channel's queue along one path: the pushes not known to have
/// completed (oldest first), each true when it issues a token.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Queue {
    pushes: Vec<bool>,
    /// A poll dropped a token-issuing push: awaits prove nothing any more.
    unknown_tokens: bool,
}

impl Queue {
    fn full(&self, depth: usize) -> bool {
        self.pushes.len() >= depth
    }

    fn push(&mut self, token: bool) {
        self.pushes.push(token && !self.unknown_tokens);
    }

    fn await_token(&mut self) {
        if self.unknown_tokens {
            return;
        }
        if let Some(i) = self.pushes.iter().position(|&t| t) {
            self.pushes.drain(..=i);
        }
    }

    fn room_proved(&mut self, depth: usize) {
        let keep = depth.saturating_sub(1);
        if self.pushes.len() > keep {
            let gone = self.pushes.len() - keep;
            if self.pushes[..gone].contains(&true) {
                self.unknown_tokens = true;
            }
            self.pushes.drain(..gone);
            if self.unknown_tokens {
                self.pushes.iter_mut().for_each(|t| *t = false);
            }
        }
    }
}

/// The depth of a channel's task queue on `dev` (0: no queue model, AIE1).
pub(crate) fn depth(dev: &Dev) -> usize {
    if dev.model.arch.is_aie2() {
        regs::TASK_QUEUE_DEPTH as usize
    } else {
        0
    }
}

/// The absolute address of `key`'s status register and the bit that is set
/// while its queue is full; none on AIE2PS, whose shim keeps its DMA
/// registers elsewhere and whose status block no specification confirms (as
/// mlir-aie's target model, which reports no pollable register there).
fn status(dev: &Dev, key: Key) -> Option<(u64, u32)> {
    if dev.model.arch == Arch::Aie2ps {
        return None;
    }
    let ((col, row), _, ch) = key;
    let kind: TileKind = dev.model.tile_kind(col, row)?;
    let local = regs::channel_status(kind, dir(key), u32::try_from(ch).ok()?)?;
    Some((
        absolute(dev.model, (col, row), local),
        regs::queue_full_bit(kind),
    ))
}

/// Whether `op` is a poll of `key`'s status register until the bits `bits`
/// are clear.
fn polls_clear(ir: &Ir, dev: &Dev, op: OpId, key: Key, bits: impl Fn(TileKind) -> u32) -> bool {
    let Some(p) = ir.view::<NpuMaskpoll>(op) else {
        return false;
    };
    let (Some(address), Some(mask), Some(value)) = (p.address(ir), p.mask(ir), p.value(ir)) else {
        return false;
    };
    let address = match (p.column(ir), p.row(ir), p.buffer(ir)) {
        (_, _, Some(_)) => return false,
        (Some(c), Some(r), None) => absolute(dev.model, (c, r), address as u32),
        _ => u64::from(address as u32),
    };
    let ((col, row), _, _) = key;
    let (Some((at, _)), Some(kind)) = (status(dev, key), dev.model.tile_kind(col, row)) else {
        return false;
    };
    let bits = bits(kind);
    at == address && mask as u32 & bits == bits && value as u32 & bits == 0
}

/// Whether `op` is a poll that proves `key`'s queue has room.
fn proves_room(ir: &Ir, dev: &Dev, op: OpId, key: Key) -> bool {
    polls_clear(ir, dev, op, key, regs::queue_full_bit)
}

/// Whether `op` is a poll that proves `key`'s channel idle, so that every
/// task pushed on it has finished: no task waits in its queue and none runs
/// (`regs::channel_idle_bits`).
pub(crate) fn proves_idle(ir: &Ir, dev: &Dev, op: OpId, key: Key) -> bool {
    polls_clear(ir, dev, op, key, regs::channel_idle_bits)
}

/// The analysis of one channel.
struct Walker<'a, F> {
    ir: &'a Ir,
    dev: &'a Dev,
    key: Key,
    depth: usize,
    effect: &'a F,
    /// The pushes that may find the queue full, in the order found, with
    /// the occupancy of one path that gets there.
    overflowing: Vec<(OpId, usize)>,
}

impl<F: Fn(&Ir, OpId) -> Effect> Walker<'_, F> {
    fn found(&mut self, op: OpId, occupancy: usize) {
        if !self.overflowing.iter().any(|&(o, _)| o == op) {
            self.overflowing.push((op, occupancy));
        }
    }

    /// The states after the ops of `block`, from `states`.
    fn block(&mut self, block: BlockId, mut states: BTreeSet<Queue>) -> BTreeSet<Queue> {
        let ops: Vec<OpId> = self.ir.ops_in(block).collect();
        for op in ops {
            states = self.op(op, states);
        }
        states
    }

    /// The states after the first block of region `i` of `op`.
    fn region(&mut self, op: OpId, i: usize, states: BTreeSet<Queue>) -> BTreeSet<Queue> {
        let region = self.ir[op].regions()[i];
        match self.ir[region].blocks[..] {
            [block] => self.block(block, states),
            _ => self.unknown(op, states),
        }
    }

    /// Every push nested in `op`, whose control flow the model does not
    /// know: each may find the queue full, and tokens are forgotten.
    fn unknown(&mut self, op: OpId, states: BTreeSet<Queue>) -> BTreeSet<Queue> {
        let mut any = false;
        for inner in self.ir.walk(op) {
            if let Effect::Push(k, _) = (self.effect)(self.ir, inner) {
                if k == self.key {
                    any = true;
                    self.found(inner, self.depth);
                }
            }
        }
        if !any {
            return states;
        }
        let forgotten = Queue {
            pushes: vec![false; self.depth],
            unknown_tokens: true,
        };
        BTreeSet::from([forgotten])
    }

    fn op(&mut self, op: OpId, states: BTreeSet<Queue>) -> BTreeSet<Queue> {
        let ir = self.ir;
        match ir.kind(op) {
            // A loop known never to run has no effect.
            Some(OpKind::ScfFor) if super::unroll_loops::trip_count(ir, op) == Some(0) => {
                return states;
            }
            Some(OpKind::ScfFor) => {
                // Every header state is an exit (the trip count may be any,
                // zero included).
                let mut reachable: Vec<Queue> = states.into_iter().collect();
                let mut seen: BTreeSet<Queue> = reachable.iter().cloned().collect();
                let mut i = 0;
                while i < reachable.len() {
                    let next = self.region(op, 0, BTreeSet::from([reachable[i].clone()]));
                    for s in next {
                        if seen.insert(s.clone()) {
                            reachable.push(s);
                        }
                    }
                    i += 1;
                }
                return seen;
            }
            Some(OpKind::ScfIf) => {
                let mut out = self.region(op, 0, states.clone());
                if ir[op].regions().len() > 1 && !ir[ir[op].regions()[1]].blocks.is_empty() {
                    out.extend(self.region(op, 1, states));
                } else {
                    out.extend(states);
                }
                return out;
            }
            _ if !ir[op].regions().is_empty() => return self.unknown(op, states),
            _ => {}
        }
        // An idle channel's queue is empty: room for a queue of depth 1.
        let room = if proves_idle(ir, self.dev, op, self.key) {
            Some(1)
        } else {
            proves_room(ir, self.dev, op, self.key).then_some(self.depth)
        };
        if let Some(depth) = room {
            return states
                .into_iter()
                .map(|mut q| {
                    q.room_proved(depth);
                    q
                })
                .collect();
        }
        match (self.effect)(ir, op) {
            Effect::Push(k, token) if k == self.key => states
                .into_iter()
                .map(|mut q| {
                    if q.full(self.depth) {
                        self.found(op, q.pushes.len());
                        q.room_proved(self.depth);
                    }
                    q.push(token);
                    q
                })
                .collect(),
            Effect::Await(k) if k == self.key => states
                .into_iter()
                .map(|mut q| {
                    q.await_token();
                    q
                })
                .collect(),
            _ => states,
        }
    }
}

/// What an `aiex.npu.sync` does to a DMA task queue: one of one tile's
/// channel waits for a token of it, as a `dma_await_task` does (the same
/// event, spelled lower); one spanning several tiles, or with a field known
/// only at run time, retires nothing (crediting it could hide a dropped
/// push).
pub(crate) fn sync_effect(ir: &Ir, op: OpId) -> Effect {
    let Some(s) = ir.view::<NpuSync>(op) else {
        return Effect::Ignore;
    };
    let fields = [
        s.column(ir),
        s.row(ir),
        s.direction(ir),
        s.channel(ir),
        s.column_num(ir),
        s.row_num(ir),
    ];
    match fields {
        [Some(col), Some(row), Some(dir), Some(ch), Some(1), Some(1)] => {
            let dir = if dir == 0 { Dir::S2MM } else { Dir::MM2S };
            Effect::Await(key((col, row), dir, ch))
        }
        _ => Effect::Ignore,
    }
}

/// What the ops of a runtime sequence do to a kind of DMA queue.
pub(crate) struct QueueOps {
    /// The kinds of the ops that push on one (the others may wait).
    pub pushes: &'static [OpKind],
    /// What an op does to a queue.
    pub effect: fn(&Ir, OpId) -> Effect,
}

/// Guards (or, without `enforce`, warns about) every push of the runtime
/// sequence `seq` of `dev` that may find its queue full: per channel, the
/// first, unless an earlier pass warned about it ([`diagnosed`]). The
/// warnings, if any.
pub(crate) fn guard(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    enforce: bool,
    queue: &QueueOps,
) -> Vec<Diagnostic> {
    let (depth, effect) = (depth(dev), queue.effect);
    if depth == 0 || !queue.pushes.iter().any(|&k| ir.may_contain(k)) {
        return Vec::new();
    }
    let Some(body) = ir.entry_block(seq, 0) else {
        return Vec::new();
    };
    let mut keys = BTreeSet::new();
    for op in ir.walk(seq) {
        if let Effect::Push(k, _) = effect(ir, op) {
            keys.insert(k);
        }
    }
    let mut guarded: BTreeMap<Key, Vec<(OpId, usize)>> = BTreeMap::new();
    for key in keys {
        let mut w = Walker {
            ir,
            dev,
            key,
            depth,
            effect: &effect,
            overflowing: Vec::new(),
        };
        w.block(body, BTreeSet::from([Queue::default()]));
        if !w.overflowing.is_empty() {
            guarded.insert(key, w.overflowing);
        }
    }
    let mut warnings = Vec::new();
    for (key, pushes) in guarded {
        let poll = status(dev, key).filter(|_| enforce);
        match poll {
            Some((address, bit)) => {
                for (op, _) in pushes {
                    let span = ir[op].span;
                    NpuMaskpoll::build(ir, span)
                        .address(i64::from(address as u32))
                        .value(0)
                        .mask(i64::from(bit))
                        .insert(At::Before(op));
                }
            }
            None => {
                let (op, outstanding) = pushes[0];
                if diagnosed(ir, op) {
                    continue;
                }
                mark_diagnosed(ir, op);
                let bit = status(dev, key).map_or(0, |(_, bit)| bit);
                let w = Unguarded {
                    key,
                    depth,
                    bit,
                    outstanding,
                };
                warnings.push(warning(ir, op, w, enforce));
            }
        }
    }
    warnings
}

/// A push onto a possibly full queue that is not guarded: its channel, the
/// queue's depth and full bit, and the pushes outstanding before it.
struct Unguarded {
    key: Key,
    depth: usize,
    bit: u32,
    outstanding: usize,
}

/// The warning of an [`Unguarded`] push `op`.
fn warning(ir: &Ir, op: OpId, w: Unguarded, enforce: bool) -> Diagnostic {
    let Unguarded {
        key,
        depth,
        bit,
        outstanding,
    } = w;
    let ((col, row), _, ch) = key;
    let message = format!("pushes a DMA task onto tile ({col},{row}) {} channel {ch}, whose task queue is only {depth} deep, with {outstanding} push(es) not yet known to have completed. A push onto a full queue is dropped by hardware and its transfer never runs, so whatever waits on it blocks forever. Whether it happens depends on how fast the consumer drains, which is why this is a warning and not an error. Drain the channel with an await on this tile, direction and channel before pushing again", if key.1 == 0 { "S2MM" } else { "MM2S" });
    let help = if enforce {
        "this channel has no status register to poll for room".to_string()
    } else {
        format!("enforce-queue-depth=true (the default) makes the compiler wait for a free slot here, polling the channel's status until bit {} (Task_Queue_Size = {depth}) is clear", bit.trailing_zeros())
    };
    let d = Diagnostic::error(ir[op].span, message)
        .with_severity(Severity::Warning)
        .with_help(help);
    match enforce {
        true => d.with_note(Some(ir[op].span), "the compiler would have waited for a free slot here, but this target reports no pollable task-queue occupancy register"),
        false => d,
    }
}

/// Whether the push `op` (a `dma_start_task` or a `push_queue`) carries
/// `aiex.dma_queue_overflow_diagnosed` (mlir-aie's marker of a push a
/// warning was given for).
pub(crate) fn diagnosed(ir: &Ir, op: OpId) -> bool {
    ir.view::<DmaStartTask>(op)
        .map(|t| t.aiex_dma_queue_overflow_diagnosed(ir))
        .or_else(|| {
            ir.view::<NpuPushQueue>(op)
                .map(|p| p.aiex_dma_queue_overflow_diagnosed(ir))
        })
        .unwrap_or(false)
}

/// Marks the push `op` as warned about ([`diagnosed`]).
pub(crate) fn mark_diagnosed(ir: &mut Ir, op: OpId) {
    if let Some(t) = ir.view::<DmaStartTask>(op) {
        t.set_aiex_dma_queue_overflow_diagnosed(ir, true);
    } else if let Some(p) = ir.view::<NpuPushQueue>(op) {
        p.set_aiex_dma_queue_overflow_diagnosed(ir, true);
    }
}
