//! The model of one device, read off the lowered netlist: its locks, a
//! party per core, per started DMA channel, per runtime-sequence task, and
//! the runtime sequence itself, and a stream per S2MM channel whose senders
//! are all known.
//!
//! What the model cannot follow it gives up on, in the direction that keeps
//! the check free of false alarms: a lock someone unknown may touch never
//! blocks (its operations become no-ops), nor does a stream someone unknown
//! may feed; a device it cannot read at all is not checked.

use super::model::{ArgCount, Count, Ins, Kind, LockDef, MergeDef, Model, Party, StreamDef};
use super::routes::{self, Routes};
use crate::canonicalize::fold;
use crate::netlist::{self, tile_text, Dev};
use crate::npu;
use aie_target::device::{Arch, TileKind};
use dialect::ir::cases::{DmaChannelDir, LockAction, LockBlocking};
use dialect::ir::{BlockId, OpId, OpKind, RegionId, Span, TypedEnum, ValueDef, ValueId, View};
use dialect::ops::views::{
    Buffer, Core, Dma, DmaBd, DmaBdPacket, DmaConfigureTask, DmaConfigureTaskFor, DmaStart,
    FuncCall, Lock, NpuDmaMemcpyNd, NpuDmaWait, NpuRtpWrite, NpuSync, ScfFor, SetLock, UseLock,
};
use dialect::ops::{access, DYNAMIC};
use dialect::Ir;
use std::collections::{HashMap, HashSet};

/// A switch port as a model key (bundle and channel).
fn port_key(p: crate::route::Port) -> u32 {
    u32::from(p.bundle as u8) << 16 | p.channel
}

/// A DMA channel: tile, direction (MM2S: true) and number.
pub(crate) type Chan = (i64, i64, bool, i64);

/// Loops of at least this many iterations run forever (`0xFFFFFFFF`).
const FOREVER: i128 = 1 << 31;

/// Loops of more iterations than this (and fewer than [`FOREVER`]) run any
/// number of times in the model: counting each would take a state each.
const COUNTED: i128 = 1 << 16;

/// An instruction that waits on or feeds a channel's stream, resolved once
/// every sender is known.
struct Transfer {
    party: usize,
    pc: usize,
    chan: Chan,
    /// `None`: a size known only at run time, or a BD the count cannot
    /// follow (padding).
    bytes: Option<i64>,
    /// The packet id it sends with, if it sends packets.
    packet: Option<u64>,
}

/// Bytes a packet stream from a shim MM2S into a core tile's S2MM holds
/// beyond what the receiving BD has taken, on npu2 (mlir-aie
/// docs/DeadlockModel.md, "Buffering": 8 words, whatever the hops).
const MEASURED_SHIM_TO_CORE_BYTES: i64 = 32;

/// The model of `dev`, or `None` when it cannot be read (AIE1 locks, cores
/// given as ELF files, a lock that is not an `aie.lock`, channels programmed
/// both statically and by the runtime sequence).
pub(crate) fn build(ir: &Ir, dev: &Dev) -> Option<Model> {
    if !dev.model.arch.is_aie2() {
        return None;
    }
    let mut b = Builder {
        ir,
        dev,
        model: Model::default(),
        locks: HashMap::new(),
        free_locks: HashSet::new(),
        transfers: Vec::new(),
        senders: HashSet::new(),
        routes: routes::read(ir, dev),
        channels: HashMap::new(),
        static_chans: HashSet::new(),
        task_chans: HashSet::new(),
        tasks: HashMap::new(),
        packet_senders: HashSet::new(),
        runs: 1,
        task_runs: None,
        host_bytes: 0,
        task_packet: None,
        rtp_args: HashMap::new(),
        arg_loops: Vec::new(),
    };
    if b.routes.control {
        return None;
    }
    b.locks();
    let sequences = npu::sequences(ir, dev);
    if let [seq] = sequences[..] {
        b.rtp_args = rtp_arguments(ir, seq);
    }
    for core in dev.walk_views::<Core>(ir) {
        b.core(core)?;
    }
    b.free_placeholder_locks();
    b.dmas()?;
    // Without a runtime sequence the model reads, the host may touch any
    // lock (as the test programs of non-NPU designs do): nothing to prove.
    match sequences[..] {
        [seq] => b.runtime(seq)?,
        _ => return None,
    }
    if !b.static_chans.is_disjoint(&b.task_chans) || b.stray_packets() {
        return None;
    }
    b.streams();
    b.neutralize();
    Some(b.model)
}

struct Builder<'a> {
    ir: &'a Ir,
    dev: &'a Dev,
    model: Model,
    /// `aie.lock` op → lock index.
    locks: HashMap<OpId, usize>,
    /// Locks something outside the model may touch.
    free_locks: HashSet<usize>,
    transfers: Vec<Transfer>,
    /// MM2S channels whose BDs the model runs.
    senders: HashSet<Chan>,
    /// Where the streams go.
    routes: Routes,
    /// Task channels by DMA channel.
    channels: HashMap<Chan, usize>,
    /// Channels started by `aie.dma_start`/`aie.dma`, and by tasks.
    static_chans: HashSet<Chan>,
    task_chans: HashSet<Chan>,
    /// `dma_configure_task(_for)` op → its party.
    tasks: HashMap<OpId, usize>,
    /// Channels whose runtime tasks send packets.
    packet_senders: HashSet<Chan>,
    /// How often the runtime op being read runs (its constant loops).
    runs: i64,
    /// While a task is read: how often its BDs run.
    task_runs: Option<i64>,
    /// The bytes the runtime sequence's tasks move in all (a bound for the
    /// streams, see [`StreamDef::cap`]).
    host_bytes: i64,
    /// While a task is read: the packet id its BDs send with by default.
    task_packet: Option<u64>,
    /// (buffer, index) → the runtime sequence's argument it writes there
    /// once (`aiex.npu.rtp_write`).
    rtp_args: HashMap<(String, i64), usize>,
    /// The loops of the party being read that run as often as an argument
    /// of the runtime sequence says: the loop's head and the argument.
    arg_loops: Vec<(usize, usize)>,
}

impl Builder<'_> {
    /// Every `aie.lock` of the device, with its initial value.
    fn locks(&mut self) {
        let ir = self.ir;
        for lock in self.dev.walk_views::<Lock>(ir) {
            let coords = netlist::tile_of(ir, lock.op()).unwrap_or_default();
            let name = match (lock.sym_name(ir), lock.lock_id(ir)) {
                (Some(n), _) => format!("`{n}`"),
                (None, Some(id)) => format!("lock {id} of {}", tile_text(coords)),
                (None, None) => format!("a lock of {}", tile_text(coords)),
            };
            self.locks.insert(lock.op(), self.model.locks.len());
            self.model.locks.push(LockDef {
                name,
                init: lock.init(ir).unwrap_or(0),
            });
        }
    }

    /// Whether a runtime task sends packets from a channel no packet route
    /// starts at: the pipeline may route them to a tile's control port
    /// later (a column control overlay), where they may write any lock.
    fn stray_packets(&self) -> bool {
        !self.packet_senders.is_subset(&self.routes.packet_sources)
    }

    /// The locks of compute tiles whose core uses no lock and that no core
    /// uses: the core's code is not in the design (a placeholder
    /// `aie.core { aie.end }`), so they never block.
    fn free_placeholder_locks(&mut self) {
        let ir = self.ir;
        let used: HashSet<usize> = self
            .model
            .parties
            .iter()
            .flat_map(|p| &p.code)
            .filter_map(|i| match i {
                Ins::Acquire { lock, .. } | Ins::Release { lock, .. } => Some(*lock),
                _ => None,
            })
            .collect();
        let placeholders: HashSet<(i64, i64)> = self
            .dev
            .walk_views::<Core>(ir)
            .filter(|c| ir.walk_views::<UseLock>(c.op()).next().is_none())
            .filter_map(|c| netlist::tile_of(ir, c.op()))
            .collect();
        for (&op, &l) in &self.locks {
            let on = netlist::tile_of(ir, op).is_some_and(|t| placeholders.contains(&t));
            if on && !used.contains(&l) {
                self.free_locks.insert(l);
            }
        }
    }

    /// The lock index of `use_lock` `u`, `None` for a lock that is not an
    /// `aie.lock` of this device.
    fn lock_of(&self, u: UseLock) -> Option<usize> {
        let v = *self.ir[u.op()].operands.first()?;
        self.locks.get(&self.ir.defining_op(v)?).copied()
    }

    /// The lock operation of `u`.
    fn use_lock(&mut self, code: &mut Vec<Ins>, u: UseLock) -> Option<()> {
        let ir = self.ir;
        let lock = self.lock_of(u)?;
        // A value known only at run time leaves the core out of the model.
        if access::run_time_scalar(ir, u.op(), UseLock::VALUE).is_some() {
            return None;
        }
        let (value, span) = (u.value(ir), ir[u.op()].span);
        let equal = match u.action(ir) {
            LockAction::Release => {
                code.push(Ins::Release { lock, value, span });
                return Some(());
            }
            LockAction::Acquire => true,
            LockAction::AcquireGreaterEqual => false,
        };
        let acquire = Ins::Acquire {
            lock,
            value,
            equal,
            span,
        };
        if u.blocking(ir) == Some(LockBlocking::NonBlocking) {
            // Tries once: taken or not.
            code.push(Ins::Fork { to: code.len() + 2 });
        }
        code.push(acquire);
        Some(())
    }

    /// A party per core whose body uses locks.
    fn core(&mut self, core: Core) -> Option<()> {
        let ir = self.ir;
        if core.elf_file(ir).is_some() {
            return None;
        }
        let with_locks = self.lock_users(core.op());
        if with_locks.is_empty() {
            return Some(());
        }
        let mut code = Vec::new();
        self.region(&mut code, ir[core.op()].regions()[0], &with_locks)?;
        let coords = netlist::tile_of(ir, core.op()).unwrap_or_default();
        let name = format!("the core of {}", tile_text(coords));
        self.push_party(Kind::Core, name, core.op(), code);
        Some(())
    }

    /// The ops in `root` that hold an `aie.use_lock` (`root` included when
    /// it holds one), and those that call a function that does.
    fn lock_users(&mut self, root: OpId) -> HashSet<OpId> {
        let ir = self.ir;
        let mut users = HashSet::new();
        for op in ir.walk(root) {
            let holds = match ir.kind(op) {
                Some(OpKind::UseLock) => true,
                Some(OpKind::FuncCall) => self.callee_locks(FuncCall::wrap(op)),
                _ => false,
            };
            if holds {
                let mut at = Some(op);
                while let Some(o) = at.filter(|&o| o != root) {
                    users.insert(o);
                    at = ir.parent_op(o);
                }
            }
        }
        users
    }

    /// Whether `call` calls a function holding `use_lock`s; those locks
    /// become free (the model does not follow calls).
    fn callee_locks(&mut self, call: FuncCall) -> bool {
        let ir = self.ir;
        let Some(f) = self.dev.symbol(ir, call.callee(ir)) else {
            return false;
        };
        let uses: Vec<UseLock> = ir.walk_views::<UseLock>(f).collect();
        for u in &uses {
            self.free_lock_of(*u);
        }
        !uses.is_empty()
    }

    /// Makes the lock of `u` free.
    fn free_lock_of(&mut self, u: UseLock) {
        if let Some(l) = self.lock_of(u) {
            self.free_locks.insert(l);
        }
    }

    /// The lock operations of `region`'s ops (only ops in `with` can hold
    /// any); `None` for a lock the model cannot name.
    fn region(
        &mut self,
        code: &mut Vec<Ins>,
        region: RegionId,
        with: &HashSet<OpId>,
    ) -> Option<()> {
        let ir = self.ir;
        for &block in &ir[region].blocks {
            for op in ir.ops_in(block) {
                if with.contains(&op) {
                    self.op(code, op, with)?;
                }
            }
        }
        Some(())
    }

    /// The lock operations of `op`, one of `with`.
    fn op(&mut self, code: &mut Vec<Ins>, op: OpId, with: &HashSet<OpId>) -> Option<()> {
        let ir = self.ir;
        let regions = ir[op].regions();
        match ir.kind(op) {
            Some(OpKind::UseLock) => self.use_lock(code, UseLock::wrap(op))?,
            Some(OpKind::ScfFor) => {
                let lp = ScfFor::wrap(op);
                let count = trip_count(ir, lp);
                if let Some(arg) = self.argument_count(lp).filter(|_| count == Count::Any) {
                    self.arg_loops.push((code.len(), arg));
                }
                self.looped(code, count, |b, code| b.region(code, regions[0], with))?;
            }
            Some(OpKind::ScfWhile) => {
                // The condition's region, then any number of times the body
                // and the condition's region again.
                let (before, after) = (*regions.first()?, *regions.get(1)?);
                self.region(code, before, with)?;
                self.looped(code, Count::Any, |b, code| {
                    b.region(code, after, with)?;
                    b.region(code, before, with)
                })?;
            }
            Some(OpKind::ScfIf | OpKind::ScfIndexSwitch) => {
                self.branches(code, regions, with)?;
            }
            // A region of one block that runs once.
            Some(OpKind::ScfExecuteRegion | OpKind::MemrefAllocaScope)
                if regions.first().is_some_and(|&r| ir[r].blocks.len() == 1) =>
            {
                self.region(code, regions[0], with)?;
            }
            // The iterations one after the other, as the simulator runs them.
            Some(OpKind::ScfParallel | OpKind::ScfForall) => {
                let count = nest_count(ir, op);
                self.looped(code, count, |b, code| b.region(code, regions[0], with))?;
            }
            Some(OpKind::FuncCall) => {}
            _ => {
                // Not followed: its locks never block.
                for u in ir.walk_views::<UseLock>(op).collect::<Vec<_>>() {
                    self.free_lock_of(u);
                }
            }
        }
        Some(())
    }

    /// A loop running `count` times around the code `body` adds.
    fn looped(
        &mut self,
        code: &mut Vec<Ins>,
        count: Count,
        body: impl FnOnce(&mut Self, &mut Vec<Ins>) -> Option<()>,
    ) -> Option<()> {
        // The head's position names the slot until `compact_slots`.
        let head = code.len();
        let slot = head;
        code.push(Ins::Jump { to: 0 });
        body(self, code)?;
        code.push(Ins::Back {
            count,
            slot,
            body: head + 1,
        });
        code[head] = Ins::Loop {
            count,
            slot,
            end: code.len(),
        };
        Some(())
    }

    /// One of `regions` runs (an `scf.if`, an `scf.index_switch`).
    fn branches(
        &mut self,
        code: &mut Vec<Ins>,
        regions: &[RegionId],
        with: &HashSet<OpId>,
    ) -> Option<()> {
        let mut exits = Vec::new();
        for (k, &r) in regions.iter().enumerate() {
            let fork = code.len();
            let last = k + 1 == regions.len();
            if !last {
                code.push(Ins::Jump { to: 0 });
            }
            self.region(code, r, with)?;
            if !last {
                exits.push(code.len());
                code.push(Ins::Jump { to: 0 });
                code[fork] = Ins::Fork { to: code.len() };
            }
        }
        for e in exits {
            code[e] = Ins::Jump { to: code.len() };
        }
        Some(())
    }

    /// A party per channel that an `aie.dma_start` or `aie.dma` of a tile
    /// DMA starts.
    fn dmas(&mut self) -> Option<()> {
        let ir = self.ir;
        for kind in [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma] {
            for container in self.dev.ops_of(ir, kind).collect::<Vec<_>>() {
                let (col, row) = netlist::tile_of(ir, container)?;
                for op in ir.walk(container) {
                    if let Some(s) = ir.view::<DmaStart>(op) {
                        let chan = (col, row, is_mm2s(s.channel_dir(ir)), s.channel_index(ir)?);
                        let head = ir[op].successors.first()?.block;
                        let mut code = Vec::new();
                        self.chain(&mut code, head, s.repeat_count(ir), chan)?;
                        self.channel_party(chan, op, code);
                    } else if let Some(d) = ir.view::<Dma>(op) {
                        let chan = (col, row, is_mm2s(d.channel_dir(ir)), d.channel_index(ir));
                        let code = self.dma_regions(d, chan)?;
                        self.channel_party(chan, op, code);
                    }
                }
            }
        }
        Some(())
    }

    fn channel_party(&mut self, chan: Chan, op: OpId, code: Vec<Ins>) {
        self.static_chans.insert(chan);
        self.push_party(Kind::Dma, chan_text(chan), op, code);
    }

    /// Adds a party for `op` running `code`; its index. Only the runtime
    /// sequence must finish.
    fn push_party(&mut self, kind: Kind, name: String, op: OpId, mut code: Vec<Ins>) -> usize {
        compact_slots(&mut code);
        let party = self.model.parties.len();
        for (at, arg) in self.arg_loops.drain(..) {
            self.model.arg_counts.push(ArgCount { party, at, arg });
        }
        self.model.parties.push(Party {
            kind,
            name,
            span: self.ir[op].span,
            code,
            must_finish: kind == Kind::Runtime,
        });
        self.model.parties.len() - 1
    }

    /// Adds the code of a BD chain from block `head`: run `repeat + 1` times
    /// when it ends, forever from the first block it comes back to when it
    /// loops.
    fn chain(&mut self, code: &mut Vec<Ins>, head: BlockId, repeat: i64, chan: Chan) -> Option<()> {
        let ir = self.ir;
        let mut blocks = vec![head];
        let mut back = None;
        while let Some(next) = ir
            .last_op(*blocks.last()?)
            .filter(|&t| ir.is(t, OpKind::NextBd))
            .and_then(|t| ir[t].successors.first().map(|s| s.block))
        {
            if let Some(k) = blocks.iter().position(|&b| b == next) {
                back = Some(k);
                break;
            }
            blocks.push(next);
        }
        let party = self.model.parties.len();
        let bds = |b: &mut Self, code: &mut Vec<Ins>, blocks: &[BlockId]| {
            blocks
                .iter()
                .try_for_each(|&bl| b.bd_ops(code, party, chan, ir.ops_in(bl).collect()))
        };
        match back {
            Some(k) => {
                bds(self, code, &blocks[..k])?;
                self.looped(code, Count::Forever, |b, code| bds(b, code, &blocks[k..]))
            }
            None => {
                let times = Count::Times(u64::try_from(repeat).ok()? + 1);
                self.looped(code, times, |b, code| bds(b, code, &blocks))
            }
        }
    }

    /// The code of an `aie.dma`: its BDs in order, forever unless `loop =
    /// false`, else `repeat_count + 1` times.
    fn dma_regions(&mut self, d: Dma, chan: Chan) -> Option<Vec<Ins>> {
        let ir = self.ir;
        let party = self.model.parties.len();
        let regions = ir[d.op()].regions();
        let count = match d.loop_attr(ir) {
            true => Count::Forever,
            false => Count::Times(u64::try_from(d.repeat_count(ir)).ok()? + 1),
        };
        let mut code = Vec::new();
        self.looped(&mut code, count, |b, code| {
            regions.iter().try_for_each(|&r| {
                let ops = ir[r].blocks.iter().flat_map(|&bl| ir.ops_in(bl)).collect();
                b.bd_ops(code, party, chan, ops)
            })
        })?;
        Some(code)
    }

    /// The lock operations and transfer of one BD's ops.
    fn bd_ops(
        &mut self,
        code: &mut Vec<Ins>,
        party: usize,
        chan: Chan,
        ops: Vec<OpId>,
    ) -> Option<()> {
        let ir = self.ir;
        let header = ops
            .iter()
            .find_map(|&o| ir.view::<DmaBdPacket>(o))
            .and_then(|p| u64::try_from(p.packet_id(ir)).ok());
        for op in ops {
            if let Some(u) = ir.view::<UseLock>(op) {
                self.use_lock(code, u)?;
            } else if let Some(bd) = ir.view::<DmaBd>(op) {
                let packet = bd
                    .packet(ir)
                    .map(|(_, id)| id)
                    .or(header)
                    .or(self.task_packet);
                let bytes = bd_bytes(ir, bd);
                self.transfer(code, party, chan, (bytes, packet), ir[op].span);
            }
        }
        Some(())
    }

    /// A send (MM2S) or receive (S2MM) of `bytes` on `chan`, its streams
    /// resolved later.
    fn transfer(
        &mut self,
        code: &mut Vec<Ins>,
        party: usize,
        chan: Chan,
        (bytes, packet): (Option<i64>, Option<u64>),
        span: Span,
    ) {
        if chan.2 {
            self.senders.insert(chan);
        }
        if let (Some(runs), Some(b)) = (self.task_runs, bytes) {
            self.host_bytes = self.host_bytes.saturating_add(b.saturating_mul(runs));
        }
        self.transfers.push(Transfer {
            party,
            pc: code.len(),
            chan,
            bytes,
            packet,
        });
        code.push(match chan.2 {
            true => Ins::Send {
                streams: Vec::new(),
                bytes: bytes.unwrap_or(0),
                arbiters: Vec::new(),
                gates: Vec::new(),
                span,
            },
            false => Ins::Receive {
                stream: 0,
                bytes: bytes.unwrap_or(0),
                span,
            },
        });
    }

    /// The runtime sequence `seq` as a party, the one that must finish
    /// (and its tasks as parties); `None` when it holds an op the model
    /// does not read.
    fn runtime(&mut self, seq: OpId) -> Option<()> {
        let mut code = Vec::new();
        self.sequence_ops(&mut code, npu::body(self.ir, seq)?)?;
        let name = "the runtime sequence".into();
        self.push_party(Kind::Runtime, name, seq, code);
        Some(())
    }

    fn free_set_lock(&mut self, s: SetLock) {
        let ir = self.ir;
        let lock = ir[s.op()]
            .operands
            .first()
            .and_then(|&v| ir.defining_op(v))
            .and_then(|o| self.locks.get(&o));
        if let Some(&l) = lock {
            self.free_locks.insert(l);
        }
    }

    /// The runtime ops of `block`; `None` at one the model does not read.
    fn sequence_ops(&mut self, code: &mut Vec<Ins>, block: BlockId) -> Option<()> {
        let ir = self.ir;
        for op in ir.ops_in(block) {
            let span = ir[op].span;
            match ir.kind(op) {
                Some(OpKind::NpuDmaMemcpyNd) => {
                    let task = self.memcpy_task(NpuDmaMemcpyNd::wrap(op))?;
                    code.push(Ins::Start { task, span });
                }
                Some(OpKind::NpuDmaWait) => {
                    let sym = NpuDmaWait::wrap(op).symbol(ir);
                    let (ch, _) = npu::allocation(ir, self.dev, sym)?;
                    let channel = self.channel(chan_of(&ch));
                    code.push(Ins::Await { channel, span });
                }
                Some(OpKind::NpuSync) => {
                    let channel = self.sync_channel(NpuSync::wrap(op))?;
                    code.push(Ins::Await { channel, span });
                }
                Some(OpKind::DmaConfigureTask | OpKind::DmaConfigureTaskFor) => {
                    self.configure_task(op)?;
                }
                Some(OpKind::DmaStartTask) => {
                    let task = self.task_of(op)?;
                    code.push(Ins::Start { task, span });
                }
                Some(OpKind::DmaAwaitTask) => {
                    let task = self.task_of(op)?;
                    let channel = self.task_channel(task)?;
                    code.push(Ins::Await { channel, span });
                }
                Some(OpKind::SetLock) => self.free_set_lock(SetLock::wrap(op)),
                Some(OpKind::ScfFor) => {
                    let count = trip_count(ir, ScfFor::wrap(op));
                    let body = ir.entry_block(op, 0)?;
                    let runs = self.runs;
                    if let Count::Times(t) = count {
                        self.runs = runs.saturating_mul(i64::try_from(t).unwrap_or(i64::MAX));
                    }
                    self.looped(code, count, |b, code| b.sequence_ops(code, body))?;
                    self.runs = runs;
                }
                Some(OpKind::DmaFreeTask | OpKind::NpuRtpWrite | OpKind::ScfYield) => {}
                Some(kind) if dialect::ops::def(kind).removable && ir[op].regions().is_empty() => {}
                _ => return None,
            }
        }
        Some(())
    }

    /// The task channel of `chan`.
    fn channel(&mut self, chan: Chan) -> usize {
        let channels = &mut self.model.channels;
        *self.channels.entry(chan).or_insert_with(|| {
            channels.push(chan_text(chan));
            channels.len() - 1
        })
    }

    /// The channel an `aiex.npu.sync` of one channel waits on.
    fn sync_channel(&mut self, s: NpuSync) -> Option<usize> {
        let ir = self.ir;
        if (s.column_num(ir)?, s.row_num(ir)?) != (1, 1) {
            return None;
        }
        let mm2s = s.direction(ir)? == DmaChannelDir::MM2S.value();
        Some(self.channel((s.column(ir)?, s.row(ir)?, mm2s, s.channel(ir)?)))
    }

    /// A task party that sends or receives what `m` moves.
    fn memcpy_task(&mut self, m: NpuDmaMemcpyNd) -> Option<usize> {
        let ir = self.ir;
        let (ch, packet) = npu::allocation(ir, self.dev, m.metadata(ir))?;
        let chan = chan_of(&ch);
        let token = m.issue_token(ir) || !chan.2;
        let id = m.packet(ir).or(packet).map(|(_, id)| id);
        if id.is_some() {
            self.packet_senders.insert(chan);
        }
        let bytes = memcpy_bytes(ir, m);
        let party = self.model.parties.len();
        let channel = self.channel(chan);
        let mut code = vec![Ins::Gate { channel }];
        self.task_runs = Some(self.runs);
        self.transfer(&mut code, party, chan, (bytes, id), ir[m.op()].span);
        self.task_runs = None;
        code.push(Ins::Finish { channel, token });
        code.push(Ins::Jump { to: 0 });
        Some(self.task_party(chan, m.op(), code))
    }

    fn task_party(&mut self, chan: Chan, op: OpId, code: Vec<Ins>) -> usize {
        self.task_chans.insert(chan);
        self.push_party(
            Kind::Task,
            format!("a task on {}", chan_text(chan)),
            op,
            code,
        )
    }

    /// A task party for a `dma_configure_task(_for)`: its BD chain `repeat
    /// + 1` times per start.
    fn configure_task(&mut self, op: OpId) -> Option<()> {
        let ir = self.ir;
        let (chan, token, repeat, packets) = if let Some(t) = ir.view::<DmaConfigureTask>(op) {
            let (col, row) = netlist::tile_of(ir, op)?;
            let chan = (col, row, is_mm2s(t.direction(ir)), t.channel(ir));
            (chan, t.issue_token(ir), t.repeat_count(ir), t.packet(ir))
        } else {
            let t = ir.view::<DmaConfigureTaskFor>(op)?;
            let (ch, packet) = npu::allocation(ir, self.dev, t.alloc(ir))?;
            (chan_of(&ch), t.issue_token(ir), t.repeat_count(ir), packet)
        };
        let bd_packets = ir
            .walk(op)
            .into_iter()
            .any(|o| ir.is(o, OpKind::DmaBdPacket));
        if packets.is_some() || bd_packets {
            self.packet_senders.insert(chan);
        }
        let channel = self.channel(chan);
        let head = ir.entry_block(op, 0)?;
        let mut code = vec![Ins::Gate { channel }];
        self.task_runs = Some(self.runs.saturating_mul(repeat.saturating_add(1)));
        self.task_packet = packets.map(|(_, id)| id);
        let chain = self.chain(&mut code, head, repeat, chan);
        self.task_runs = None;
        self.task_packet = None;
        chain?;
        code.push(Ins::Finish { channel, token });
        code.push(Ins::Jump { to: 0 });
        let party = self.task_party(chan, op, code);
        self.tasks.insert(op, party);
        Some(())
    }

    /// The task party a `dma_start_task`/`dma_await_task` names.
    fn task_of(&self, op: OpId) -> Option<usize> {
        let v = *self.ir[op].operands.first()?;
        self.tasks.get(&self.ir.defining_op(v)?).copied()
    }

    /// The channel of task party `task`.
    fn task_channel(&self, task: usize) -> Option<usize> {
        match self.model.parties[task].code.first()? {
            Ins::Gate { channel } => Some(*channel),
            _ => None,
        }
    }

    /// Resolves every transfer to the streams it feeds or drains: an S2MM
    /// channel has a stream when everything that can reach it is a flow
    /// from an MM2S channel the model runs, with sizes it can count; a
    /// packet send holds the arbiters its route shares with another
    /// sender's.
    fn streams(&mut self) {
        let shared = self.shared_arbiters();
        let merges = self.merge_arbiters();
        let routes = &self.routes;
        // A BD that sends from a channel packet flows start at without a
        // header of its own sends words that carry their packets' headers
        // (a DMA passing on packets it received with `keep_pkt_header`):
        // which flow they take depends on the data, as uncounted as bytes
        // the model cannot count.
        let headers_in_data = |t: &Transfer| {
            t.chan.2 && t.packet.is_none() && routes.packet_sources.contains(&t.chan)
        };
        let uncounted: HashSet<Chan> = self
            .transfers
            .iter()
            .filter(|t| t.bytes.is_none() || headers_in_data(t))
            .map(|t| t.chan)
            .collect();
        // Every sender of each S2MM channel.
        let mut sources: HashMap<Chan, Vec<Chan>> = HashMap::new();
        for &(from, to) in &routes.circuit {
            sources.entry(to).or_default().push(from);
        }
        for (&(from, _), tos) in &routes.packets {
            for &to in tos {
                sources.entry(to).or_default().push(from);
            }
        }
        let mut index: HashMap<Chan, usize> = HashMap::new();
        for t in &self.transfers {
            // A channel no flow reaches is fed by a design this one is part
            // of; a DMA channel whose bytes are not counted may send
            // anything.
            let known = !routes.blind
                && !routes.unknown.contains(&t.chan)
                && !uncounted.contains(&t.chan)
                && sources
                    .get(&t.chan)
                    .is_some_and(|froms| froms.iter().all(|f| !uncounted.contains(f)));
            if !t.chan.2 && known && !index.contains_key(&t.chan) {
                index.insert(t.chan, self.model.streams.len());
                let measured = self
                    .measured(t.chan, &sources[&t.chan])
                    .then_some(MEASURED_SHIM_TO_CORE_BYTES);
                self.model.streams.push(StreamDef {
                    name: chan_text(t.chan),
                    cap: 1,
                    measured,
                });
            }
        }
        let streams_of = |t: &Transfer| -> Vec<usize> {
            let tos: Vec<Chan> = match (t.chan.2, t.packet) {
                (true, None) => routes
                    .circuit
                    .iter()
                    .filter(|(from, _)| *from == t.chan)
                    .map(|&(_, to)| to)
                    .collect(),
                (true, Some(id)) => routes
                    .packets
                    .get(&(t.chan, id))
                    .cloned()
                    .unwrap_or_default(),
                (false, _) => vec![t.chan],
            };
            tos.iter().filter_map(|to| index.get(to).copied()).collect()
        };
        for t in &self.transfers {
            let bytes = t.bytes.unwrap_or(0);
            for k in streams_of(t) {
                let cap = &mut self.model.streams[k].cap;
                *cap = (*cap).max(bytes.saturating_mul(4).saturating_add(1));
            }
        }
        for stream in &mut self.model.streams {
            stream.cap = stream.cap.saturating_add(self.host_bytes);
        }
        for t in &self.transfers {
            let bytes = t.bytes.unwrap_or(0);
            let streams = streams_of(t);
            let arbiters: Vec<usize> = t
                .packet
                .and_then(|id| routes.arbiters.get(&(t.chan, id)))
                .into_iter()
                .flatten()
                .filter_map(|a| shared.get(a).copied())
                .collect();
            let gates: Vec<(usize, u32)> = t
                .packet
                .and_then(|id| routes.merges.get(&(t.chan, id)))
                .into_iter()
                .flatten()
                .filter_map(|(a, port)| Some((*merges.get(a)?, port_key(*port))))
                .collect();
            let code = &mut self.model.parties[t.party].code;
            code[t.pc] = match (&code[t.pc], streams.is_empty()) {
                (_, true) => Ins::Jump { to: t.pc + 1 },
                (Ins::Receive { span, .. }, false) => Ins::Receive {
                    stream: streams[0],
                    bytes,
                    span: *span,
                },
                (Ins::Send { span, .. }, false) => Ins::Send {
                    streams,
                    bytes,
                    arbiters,
                    gates,
                    span: *span,
                },
                (other, false) => other.clone(),
            };
        }
    }

    /// The arbiters with a deterministic merge schedule that a packet of
    /// the model passes, as the model's merges: each slot's slave port once
    /// per packet it is granted.
    fn merge_arbiters(&mut self) -> HashMap<routes::Arbiter, usize> {
        let mut used: Vec<routes::Arbiter> = self
            .transfers
            .iter()
            .filter_map(|t| self.routes.merges.get(&(t.chan, t.packet?)))
            .flatten()
            .map(|&(a, _)| a)
            .collect();
        used.sort_unstable();
        used.dedup();
        let mut index = HashMap::new();
        for a in used {
            let Some(slots) = self.routes.schedules.get(&a) else {
                continue;
            };
            let turns = slots
                .iter()
                .flat_map(|&(port, n)| (0..n).map(move |_| (port_key(port), port.to_string())))
                .collect();
            index.insert(a, self.model.merges.len());
            self.model.merges.push(MergeDef {
                name: format!("arbiter {} of the switch of {}", a.2, tile_text((a.0, a.1))),
                turns,
            });
        }
        index
    }

    /// The arbiters the packets of more than one MM2S channel pass, as
    /// the model's arbiters (a channel's own packets pass one at a time
    /// anyway).
    fn shared_arbiters(&mut self) -> HashMap<routes::Arbiter, usize> {
        let mut users: HashMap<routes::Arbiter, HashSet<Chan>> = HashMap::new();
        for t in self.transfers.iter().filter(|t| t.chan.2) {
            let Some(arbiters) = t
                .packet
                .and_then(|id| self.routes.arbiters.get(&(t.chan, id)))
            else {
                continue;
            };
            for &a in arbiters {
                users.entry(a).or_default().insert(t.chan);
            }
        }
        let mut shared: Vec<routes::Arbiter> = users
            .into_iter()
            .filter(|(_, chans)| chans.len() > 1)
            .map(|(a, _)| a)
            .collect();
        shared.sort_unstable();
        let mut index = HashMap::new();
        for (col, row, arbiter) in shared {
            index.insert((col, row, arbiter), self.model.arbiters.len());
            self.model.arbiters.push(format!(
                "arbiter {arbiter} of the switch of {}",
                tile_text((col, row))
            ));
        }
        index
    }

    /// Whether the buffering of the stream into S2MM channel `to`, fed by
    /// `sources`, is measured: npu2, a core tile's channel, fed only by
    /// packet flows from shim MM2S channels.
    fn measured(&self, to: Chan, sources: &[Chan]) -> bool {
        let kind = |c: Chan| npu::kind(self.dev.model, (c.0, c.1));
        let by_packet = |from: &Chan| {
            self.routes
                .packets
                .iter()
                .any(|((f, _), tos)| f == from && tos.contains(&to))
        };
        self.dev.model.arch == Arch::Aie2p
            && kind(to) == Some(TileKind::Core)
            && sources
                .iter()
                .all(|f| kind(*f) == Some(TileKind::ShimNoc) && by_packet(f))
    }

    /// Turns the operations on free locks into no-ops, and the waits for
    /// tokens of channels no task runs on tiles where no task runs (a
    /// design this one is part of may run them). A wait for a channel no
    /// task runs, of a tile whose other channels run the sequence's tasks,
    /// stays: it names a channel the transfers do not use, and waits
    /// forever.
    fn neutralize(&mut self) {
        let mut tasks: HashSet<usize> = HashSet::new();
        for p in &self.model.parties {
            if let Some(Ins::Gate { channel }) = p.code.first() {
                tasks.insert(*channel);
            }
        }
        let busy_tiles: HashSet<(i64, i64)> = self
            .channels
            .iter()
            .filter(|(_, k)| tasks.contains(k))
            .map(|(c, _)| (c.0, c.1))
            .collect();
        let tile_of: HashMap<usize, (i64, i64)> = self
            .channels
            .iter()
            .map(|(c, &k)| (k, (c.0, c.1)))
            .collect();
        for p in &mut self.model.parties {
            for (pc, i) in p.code.iter_mut().enumerate() {
                let free = match i {
                    Ins::Acquire { lock, .. } | Ins::Release { lock, .. } => {
                        self.free_locks.contains(lock)
                    }
                    Ins::Await { channel, .. } => {
                        !tasks.contains(channel)
                            && !tile_of.get(channel).is_some_and(|t| busy_tiles.contains(t))
                    }
                    _ => false,
                };
                if free {
                    *i = Ins::Jump { to: pc + 1 };
                }
            }
        }
    }
}

/// (buffer, index) → the argument of the runtime sequence `seq` that an
/// `aiex.npu.rtp_write` at its top level writes there as it is; a place
/// written more than once, or elsewhere, is left out.
fn rtp_arguments(ir: &Ir, seq: OpId) -> HashMap<(String, i64), usize> {
    let Some(body) = npu::body(ir, seq) else {
        return HashMap::new();
    };
    let mut args: HashMap<(String, i64), Option<usize>> = HashMap::new();
    for op in ir.walk_for(seq, &[NpuRtpWrite::KIND]) {
        let Some(w) = ir.view::<NpuRtpWrite>(op) else {
            continue;
        };
        let arg = match w.value_operand(ir).map(|v| ir[v].def) {
            Some(ValueDef::BlockArg(b, i)) if b == body && ir.block_of(op) == Some(body) => {
                Some(i as usize)
            }
            _ => None,
        };
        let key = (w.buffer(ir).to_string(), w.index(ir));
        let twice = args.contains_key(&key);
        args.insert(key, arg.filter(|_| !twice));
    }
    args.into_iter()
        .filter_map(|(k, a)| Some((k, a?)))
        .collect()
}

/// Numbers the loop slots of `code` from 0 (a loop's slot is its head's
/// position while it is built).
fn compact_slots(code: &mut [Ins]) {
    let mut slots: HashMap<usize, usize> = HashMap::new();
    for i in code.iter_mut() {
        if let Ins::Loop { slot, .. } | Ins::Back { slot, .. } = i {
            let n = slots.len();
            *slot = *slots.entry(*slot).or_insert(n);
        }
    }
}

/// Whether a channel direction is MM2S.
pub(crate) fn is_mm2s(dir: DmaChannelDir) -> bool {
    dir == DmaChannelDir::MM2S
}

/// The key of a runtime-sequence channel.
fn chan_of(ch: &npu::Channel) -> Chan {
    (
        ch.col,
        ch.row,
        ch.dir_case() == DmaChannelDir::MM2S,
        ch.index,
    )
}

/// `MM2S channel 0 of tile (0, 1)`.
pub(crate) fn chan_text((col, row, mm2s, ch): Chan) -> String {
    let dir = if mm2s { "MM2S" } else { "S2MM" };
    format!("{dir} channel {ch} of {}", tile_text((col, row)))
}

impl Builder<'_> {
    /// The argument of the runtime sequence an `scf.for` of a core runs as
    /// many times as: from 0 by 1 to a value the core loads from a buffer
    /// place the sequence writes that argument to (docs/deadlocks.md,
    /// "Guards").
    fn argument_count(&self, lp: ScfFor) -> Option<usize> {
        let ir = self.ir;
        let o = &ir[lp.op()].operands;
        let constant = |v: ValueId| fold::int_value(ir, v, false);
        if constant(o[0])? != 0 || constant(o[2])? != 1 {
            return None;
        }
        let mut v = o[1];
        let load = loop {
            let def = ir.defining_op(v)?;
            match ir.kind(def)? {
                OpKind::ArithIndexCast
                | OpKind::ArithIndexCastui
                | OpKind::ArithExtsi
                | OpKind::ArithExtui => v = ir[def].operands[0],
                OpKind::MemrefLoad => break def,
                _ => return None,
            }
        };
        let (&buffer, indices) = ir[load].operands.split_first()?;
        let [index] = indices else {
            return None;
        };
        let name = ir.view::<Buffer>(ir.defining_op(buffer)?)?.sym_name(ir)?;
        let index = i64::try_from(constant(*index)?).ok()?;
        self.rtp_args.get(&(name.to_string(), index)).copied()
    }
}

/// How often an `scf.for` runs: its constant trip count, forever from
/// 2^31 iterations on, else (or past 2^16) any number of times.
fn trip_count(ir: &Ir, lp: ScfFor) -> Count {
    let unsigned = lp.unsigned_cmp(ir);
    let o = &ir[lp.op()].operands;
    let value = |v: ValueId| fold::int_value(ir, v, unsigned);
    match trips([value(o[0]), value(o[1]), value(o[2])]) {
        Some(n) => counted(n),
        None => Count::Any,
    }
}

/// The trips of a loop from `lb` to `ub` by `step`, when all are constants
/// and the step is positive.
fn trips([lb, ub, step]: [Option<i128>; 3]) -> Option<i128> {
    let (lb, ub, step) = (lb?, ub?, step?);
    (step > 0).then(|| {
        if ub <= lb {
            0
        } else {
            (ub - lb + step - 1) / step
        }
    })
}

/// `n` trips as a count: any number of times past 2^16, forever from 2^31.
fn counted(n: i128) -> Count {
    match n {
        FOREVER.. => Count::Forever,
        COUNTED.. => Count::Any,
        _ => Count::Times(n as u64),
    }
}

/// How many times the body of `scf.parallel` or `scf.forall` op `op` runs:
/// the product of its dimensions' trip counts, where every bound and step
/// is a constant.
fn nest_count(ir: &Ir, op: OpId) -> Count {
    let value = |v: ValueId| fold::int_value(ir, v, false);
    let operands = &ir[op].operands;
    let dims: Option<Vec<[Option<i128>; 3]>> = match ir.kind(op) {
        Some(OpKind::ScfParallel) => dialect::ops::structured::parallel_groups(ir, op).map(|g| {
            (0..g[0].len())
                .map(|k| [0, 1, 2].map(|i| value(operands[g[i].start + k])))
                .collect()
        }),
        _ => dialect::ops::structured::forall_lists(ir, op).map(|(lists, groups)| {
            let cols: Vec<Vec<Option<i128>>> = lists
                .iter()
                .zip(&groups)
                .map(|(l, g)| {
                    let mut vals = operands[g.clone()].iter();
                    l.iter()
                        .map(|&v| match v {
                            DYNAMIC => vals.next().and_then(|&d| value(d)),
                            v => Some(i128::from(v)),
                        })
                        .collect()
                })
                .collect();
            (0..cols[0].len())
                .map(|k| [0, 1, 2].map(|i| cols[i].get(k).copied().flatten()))
                .collect()
        }),
    };
    let Some(dims) = dims else {
        return Count::Any;
    };
    let mut total: i128 = 1;
    for d in dims {
        let Some(n) = trips(d) else {
            return Count::Any;
        };
        total = total.saturating_mul(n);
    }
    counted(total)
}

/// The bytes a BD moves: `len` elements (else its whole buffer) of the
/// buffer's element type; `None` with sizes known only at run time.
fn bd_bytes(ir: &Ir, bd: DmaBd) -> Option<i64> {
    let ty = ir.type_of(*ir[bd.op()].operands.first()?);
    if ir[bd.op()].operands.len() > 1 || bd.pad_dimensions(ir).is_some() {
        return None;
    }
    let elem = ty.element()?.bit_width()?.div_ceil(8);
    let len = match bd.len(ir) {
        Some(len) => u64::try_from(len.int()?).ok()?,
        None => ty.num_elements()?,
    };
    i64::try_from(len.checked_mul(elem)?).ok()
}

/// The bytes a `dma_memcpy_nd` moves: the product of its sizes (constants,
/// or operands defined by `arith.constant`) in elements of its memref;
/// `None` with sizes known only at run time.
fn memcpy_bytes(ir: &Ir, m: NpuDmaMemcpyNd) -> Option<i64> {
    let operands = &ir[m.op()].operands;
    let ty = ir.type_of(*operands.first()?);
    let elem = ty.element()?.bit_width()?.div_ceil(8);
    // The operands after the memref: the offsets given as values, then the
    // sizes.
    let offsets = m.static_offsets(ir).into_iter().filter(|&o| o == DYNAMIC);
    let mut values = operands.iter().skip(1 + offsets.count());
    let mut n: u64 = elem;
    for s in m.static_sizes(ir) {
        let s = match s {
            DYNAMIC => fold::int_value(ir, *values.next()?, false)?,
            s => i128::from(s),
        };
        n = n.checked_mul(u64::try_from(s).ok()?)?;
    }
    i64::try_from(n).ok()
}
