//! The model of the AIE array that the job-runner drives
//! (docs/simulator.md, "Array model").
//!
//! Every write of the uCs is decoded through the register table
//! ([`aie_target::regs::image`], the decoder the ELF lift uses too):
//! data-memory words go to the tile memories, lock-value writes set locks,
//! start-queue writes push DMA tasks, Core_Control starts and stops cores,
//! and every other word (switches, mux, BDs, channel controls) is kept in
//! the register image, from which the DMAs read their BDs and the stream
//! router ([`stream`]) its switches when they need them.
//!
//! Timing model (cycle-approximate, [`crate::timing`]'s parameters): time
//! advances in the quanta the runner asks for. In a quantum each DMA
//! channel moves at most one 32-bit word per cycle, and each core runs one
//! op per cycle ([`crate::core`]); channels and cores take turns until none
//! can go on. A shim channel's path to host memory adds its latencies (a
//! channel waits for them, [`Model::wait_until`]). A stream reaches its
//! sinks in the cycle it is sent (no hop latency) through a buffer of
//! [`dma::INBOX_WORDS`] words per S2MM channel, which is what lets a sender
//! run ahead of its receiver; lock operations and BD starts cost no extra
//! cycle. Events carry the cycle at which they happen within the quantum.

mod banks;
mod bulk;
mod cascade;
mod compress;
mod control;
mod core_stream;
mod cores;
mod dma;
mod names;
mod reset;
mod step;
mod stream;
mod trace;
mod trace_unit;
mod view;
mod waitfor;
mod walk;

pub use names::{LockName, Names};
pub use view::{ChannelView, CoreView, Frame, Layout, MAX_FRAMES};
use walk::field;
pub use walk::Walk;

use crate::bus::{Activity, Array, Event, HostMemory, TokenWait, Unit, WaitFor};
use crate::core::{Core, CoreProgram, LockRequest, Stall};
use crate::kernels::{CoreKernels, Kernels};
use crate::timing::{Controller, Timing};
use aie_target::device::{Device, TileKind};
use aie_target::regs::image::{classify, Image, QueuePush, Reg};
use aie_target::regs::{
    lock_request_at, port_at, BdField, Dir, SwitchReg, CORE_CONTROL, CORE_CONTROL_ADDRESS,
    CORE_STATUS, CORE_STATUS_ADDRESS,
};
use dma::{Channel, Inbox, QUEUE_DEPTH};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::Arc;
use stream::Switches;
use stream::{Arbiter, MergeGate};

/// A tile's memory and locks.
#[derive(Clone, Debug)]
struct TileState {
    kind: TileKind,
    /// Data memory; allocated (zeroed) on first use.
    memory: Vec<u8>,
    size: usize,
    locks: Vec<i64>,
    /// The cycle of each lock's last release: an acquire takes it no
    /// earlier (docs/simulator.md, "Timing of events").
    released: Vec<u64>,
    /// Operations done on each lock so far (the trace's `lock_op`).
    lock_ops: Vec<u32>,
}

impl TileState {
    /// Lock `id` takes `value` by an operation at cycle `at` (a release when
    /// `release`); returns the operation's index on the lock.
    fn set_lock(&mut self, id: usize, value: i64, at: u64, release: bool) -> u32 {
        self.locks[id] = value;
        if release {
            self.released[id] = self.released[id].max(at);
        }
        self.lock_ops[id] += 1;
        self.lock_ops[id] - 1
    }

    fn memory(&mut self) -> &mut [u8] {
        if self.memory.len() < self.size {
            self.memory.resize(self.size, 0);
        }
        &mut self.memory
    }
}

/// A core: its program (if the design's core bodies were given) and state.
struct CoreSlot {
    col: u32,
    row: u32,
    core: Option<Core>,
    state: CoreRun,
    budget: u64,
    /// Cycles of the next quantum the core already ran ([`Model::run_lone_core`]).
    ahead: u64,
    /// Its kernel thread and the kernel call it is in.
    kernel: CoreKernels,
}

impl CoreSlot {
    /// The slot of tile `(col, row)`'s core, off.
    fn new(col: u32, row: u32, core: Option<Core>) -> CoreSlot {
        CoreSlot {
            col,
            row,
            core,
            state: CoreRun::Off,
            budget: 0,
            ahead: 0,
            kernel: CoreKernels::default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum CoreRun {
    /// Not enabled (or disabled again).
    Off,
    Running,
    Blocked(crate::core::LockRef, LockRequest),
    /// Waits on a cascade or its processor bus ([`cascade`]).
    Stalled(Stall),
    Done,
}

/// Entries of the decoded-BD cache per tile: both directions of BD ids
/// 0..63 (the widest BD id field of a queue push).
const BD_SLOTS_PER_TILE: usize = 128;

/// A stream's sinks: `(S2MM channel, keeps the header)`, or why it has none
/// (shared: the route cache hands out a copy each time a packet starts).
type Route = Result<Arc<[(usize, bool)]>, Arc<str>>;

/// The source text of the design, to show core positions as `file:line:col`.
#[derive(Clone, Debug)]
pub struct Source {
    /// The file name positions show.
    pub name: String,
    /// The design's text; spans are byte offsets into it.
    pub text: String,
}

/// Counts of what the array did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Words moved by DMA channels (each S2MM and MM2S word counts once).
    pub dma_words: u64,
    /// Words the MM2S channels sent into the streams (packet headers too).
    pub stream_words: u64,
    /// DMA tasks completed.
    pub tasks: u64,
    /// Core ops executed.
    pub core_ops: u64,
}

/// The array model.
pub struct Model {
    device: &'static Device,
    image: Image,
    switches: Switches,
    /// Route cache: `(MM2S channel, packet id or first word's id)` → sinks.
    routes: FxHashMap<(usize, u32), Route>,
    /// The packet arbiters of each cached route.
    route_arbiters: FxHashMap<(usize, u32), Arc<[Arbiter]>>,
    /// The stream switches a cached route passes from its MM2S channel to
    /// each S2MM channel it reaches: `(MM2S, S2MM)` → switches.
    route_switches: FxHashMap<(usize, usize), u32>,
    /// The MM2S channel whose packet holds each arbiter, to its last word.
    arbiter_owners: FxHashMap<Arbiter, usize>,
    /// The deterministic merge arbiters of each cached route.
    route_merges: FxHashMap<(usize, u32), Arc<[MergeGate]>>,
    /// The turn of each deterministic merge arbiter: its slot and the
    /// packets that slot has passed (none yet: slot 0).
    merge_turns: FxHashMap<Arbiter, (usize, u32)>,
    /// The merge arbiters the packet of each MM2S channel passes, from its
    /// header to its last word.
    merge_claims: FxHashMap<usize, Arc<[MergeGate]>>,
    /// Decoded BDs as the image holds them, at [`Model::bd_slot`] of
    /// `(col, row, id, for MM2S)`.
    bd_cache: Vec<Option<Arc<dma::Decoded>>>,
    tiles: Vec<Option<TileState>>,
    channels: Vec<Channel>,
    /// Stream buffers: of each S2MM channel (by channel index), then of
    /// each tile's control port (channel count + tile index), then of each
    /// tile's core stream input ([`Model::core_port`]).
    inboxes: Vec<Inbox>,
    /// Each tile's TileControl port (by tile index).
    controls: Vec<control::ControlPort>,
    /// A start queue was written since the channels to run were listed.
    queued: bool,
    /// The channels with work in the quantum being run, by index.
    active: Vec<usize>,
    /// Channels a start-queue write made busy since `active` was listed.
    woken: Vec<usize>,
    /// Bytes in transit on the bulk path (kept to reuse).
    scratch: Vec<u8>,
    /// The lists of the last bulk step ([`Model::run_streams`], kept to reuse).
    bulk: bulk::Lists,
    /// The memory banks' arbitration between cores and tile DMAs.
    banks: banks::Banks,
    /// A route reached a control port (until then none has work).
    controls_used: bool,
    /// The modules' events, timers and trace units.
    hw: trace_unit::HwTrace,
    /// No channel could move at the end of the last quantum, and nothing
    /// but the cores' memory accesses changed since ([`Model::run_lone_core`]).
    settled: bool,
    /// First channel index of each tile (S2MM channels, then MM2S).
    first_channel: Vec<usize>,
    cores: Vec<CoreSlot>,
    /// Each tile's cascade output (by tile index; used by compute tiles).
    cascades: Vec<cascade::CascadeFifo>,
    /// Each tile's core stream output (by tile index; used by compute tiles).
    core_ports: Vec<core_stream::CorePort>,
    /// Cascade words and processor-bus accesses the cores made so far (a
    /// kernel that waits again after some made progress).
    core_io: u64,
    /// Task-complete tokens by `(column, tile id, actor)`.
    tokens: FxHashMap<(u32, u32, u32), u32>,
    events: Vec<Event>,
    trace: bool,
    cycle: u64,
    /// Length of the quantum being run (a channel's time is `cycle +
    /// quantum − budget`).
    quantum: u64,
    fault: Option<String>,
    /// External kernels the cores call.
    kernels: Option<Arc<Kernels>>,
    /// What the cores printed (`vector.print`), in the order they did.
    console: String,
    source: Option<Source>,
    reconfig: reset::Reconfig,
    /// ` (file:line:col)` of source offsets, for traced `PC_CHANGE`s.
    positions: HashMap<u32, String>,
    /// The design's lock and buffer names.
    names: Names,
    /// The cycle after the last thing that moved ([`Array::last_activity`]).
    last_activity: u64,
    /// Frames of the state for a view of the run, when asked for.
    sampler: Option<view::Sampler>,
    /// The device's timing parameters.
    timing: &'static Timing,
    /// A channel waits in this quantum for a latency that ends in a later
    /// one: the array is not stuck ([`Model::wait_until`]).
    timed: bool,
    /// No word moved in the last quantum and no control port is in use.
    quiet: bool,
}

impl Model {
    /// The array of `device` after reset: memories and locks zero, nothing
    /// configured, no core programs.
    pub fn new(device: &'static Device) -> Model {
        let mut tiles = Vec::new();
        let mut channels = Vec::new();
        let mut first_channel = Vec::new();
        for col in 0..device.columns {
            for row in 0..device.rows {
                first_channel.push(channels.len());
                let Some(kind) = device.tile_kind(i64::from(col), i64::from(row)) else {
                    tiles.push(None);
                    continue;
                };
                tiles.push(Some(TileState {
                    kind,
                    memory: Vec::new(),
                    size: device.data_memory_bytes(kind) as usize,
                    locks: vec![0; device.num_locks(kind) as usize],
                    released: vec![0; device.num_locks(kind) as usize],
                    lock_ops: vec![0; device.num_locks(kind) as usize],
                }));
                for dir in [Dir::S2MM, Dir::MM2S] {
                    let n = device.num_dma_channels(kind, dir);
                    for index in 0..n {
                        channels.push(Channel::new(col, row, kind, dir, index));
                    }
                }
            }
        }
        first_channel.push(channels.len());
        let n_tiles = tiles.len();
        let mut inboxes = vec![Inbox::default(); channels.len()];
        inboxes.resize(channels.len() + n_tiles, Inbox::control());
        inboxes.resize(channels.len() + 2 * n_tiles, Inbox::default());
        Model {
            device,
            image: Image::new(device),
            switches: Switches::default(),
            routes: FxHashMap::default(),
            route_arbiters: FxHashMap::default(),
            route_switches: FxHashMap::default(),
            arbiter_owners: FxHashMap::default(),
            route_merges: FxHashMap::default(),
            merge_turns: FxHashMap::default(),
            merge_claims: FxHashMap::default(),
            bd_cache: vec![None; n_tiles * BD_SLOTS_PER_TILE],
            tiles,
            inboxes,
            controls: vec![control::ControlPort::default(); n_tiles],
            queued: false,
            active: Vec::new(),
            woken: Vec::new(),
            scratch: Vec::new(),
            bulk: bulk::Lists::default(),
            banks: banks::Banks::default(),
            controls_used: false,
            hw: trace_unit::HwTrace::default(),
            settled: false,
            channels,
            first_channel,
            cores: Vec::new(),
            cascades: vec![cascade::CascadeFifo::default(); n_tiles],
            core_ports: vec![core_stream::CorePort::default(); n_tiles],
            core_io: 0,
            console: String::new(),
            tokens: FxHashMap::default(),
            events: Vec::new(),
            trace: false,
            timing: crate::timing::of(device),
            timed: false,
            quiet: false,
            cycle: 0,
            quantum: 0,
            fault: None,
            kernels: None,
            source: None,
            reconfig: reset::Reconfig::default(),
            positions: HashMap::new(),
            names: Names::default(),
            last_activity: 0,
            sampler: None,
        }
    }

    /// Gives the core bodies (from the design's lowered IR) to their tiles.
    pub fn add_core(&mut self, program: Arc<CoreProgram>) {
        let t = program.tile();
        match self
            .cores
            .iter_mut()
            .find(|c| (c.col, c.row) == (t.col, t.row))
        {
            Some(slot) => {
                // The replaced core's ops still count in the summary.
                let old = slot.core.replace(Core::new(program));
                self.reconfig.retired_ops += old.map_or(0, |k| k.stats().ops);
            }
            None => self
                .cores
                .push(CoreSlot::new(t.col, t.row, Some(Core::new(program)))),
        }
    }

    /// Shows core positions in reports as `name:line:col` of `text`.
    pub fn set_source(&mut self, source: Source) {
        self.source = Some(source);
    }

    /// Names locks and buffers in reports and traces as the design does.
    pub fn set_names(&mut self, names: Names) {
        self.names = names;
    }

    /// Uses `timing` rather than the device's table ([`crate::timing::of`]).
    pub fn set_timing(&mut self, timing: &'static Timing) {
        self.timing = timing;
    }

    /// Records trace events ([`Array::drain_events`]); off by default.
    pub fn set_trace(&mut self, on: bool) {
        self.trace = on;
    }

    /// The external kernels the cores call (without them, such a call is
    /// `not simulated`).
    pub fn set_kernels(&mut self, kernels: Arc<Kernels>) {
        self.kernels = Some(kernels);
    }

    /// Takes what the cores printed (`vector.print`) since last taken.
    pub fn take_console(&mut self) -> String {
        std::mem::take(&mut self.console)
    }

    /// What the array did so far.
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        for c in &self.channels {
            s.dma_words += c.words;
            if c.dir == Dir::MM2S {
                s.stream_words += c.words;
            }
            s.tasks += c.tasks_done;
        }
        for c in &self.cores {
            s.core_ops += c.core.as_ref().map_or(0, |k| k.stats().ops);
        }
        s.core_ops += self.reconfig.retired_ops;
        s
    }

    /// The register image (what the uCs configured).
    pub fn image(&self) -> &Image {
        &self.image
    }

    fn tile_index(&self, col: u32, row: u32) -> Option<usize> {
        (col < self.device.columns && row < self.device.rows)
            .then(|| (col * self.device.rows + row) as usize)
            .filter(|&i| self.tiles[i].is_some())
    }

    fn tile_mut(&mut self, col: u32, row: u32) -> Option<&mut TileState> {
        let i = self.tile_index(col, row)?;
        self.tiles[i].as_mut()
    }

    /// Index of DMA channel `dir index` of tile `(col, row)`.
    fn channel_index(&self, col: u32, row: u32, dir: Dir, index: u32) -> Option<usize> {
        let t = self.tile_index(col, row)?;
        let (first, end) = (self.first_channel[t], self.first_channel[t + 1]);
        (first..end).find(|&i| self.channels[i].dir == dir && self.channels[i].index == index)
    }

    fn fail(&mut self, message: String) {
        if self.fault.is_none() {
            self.fault = Some(message);
        }
    }

    /// A 32-bit word of tile memory (`None` outside it).
    fn memory_word(&mut self, col: u32, row: u32, offset: u32) -> Option<u32> {
        let m = self.tile_mut(col, row)?.memory();
        let b = m.get(offset as usize..offset as usize + 4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn set_memory_word(&mut self, col: u32, row: u32, offset: u32, value: u32) -> bool {
        let Some(t) = self.tile_mut(col, row) else {
            return false;
        };
        match t.memory().get_mut(offset as usize..offset as usize + 4) {
            Some(b) => {
                b.copy_from_slice(&value.to_le_bytes());
                true
            }
            None => false,
        }
    }

    /// A Core_Control write: the core runs while `enable` is set and
    /// `reset` is clear; it starts over at its first op when it leaves that
    /// state and enters it again (a reset pulse restarts an enabled core).
    fn core_control(&mut self, col: u32, row: u32, value: u32) {
        let bit = |name| {
            CORE_CONTROL
                .field(name)
                .is_some_and(|f| f.get(&[value]) == 1)
        };
        let enable = bit("enable") && !bit("reset");
        let at = self.cycle;
        let slot = match self.cores.iter().position(|c| (c.col, c.row) == (col, row)) {
            Some(i) => i,
            None => {
                self.cores.push(CoreSlot::new(col, row, None));
                self.cores.len() - 1
            }
        };
        let c = &mut self.cores[slot];
        if enable && c.state == CoreRun::Off {
            self.load_core_image(col, row);
        }
        let Some(c) = self.cores.iter_mut().find(|c| (c.col, c.row) == (col, row)) else {
            return;
        };
        match (enable, &c.state) {
            (true, CoreRun::Off) => {
                if let Some(core) = &mut c.core {
                    core.reset();
                }
                c.kernel = CoreKernels::default();
                c.state = CoreRun::Running;
                self.event(at, "CORE_RESET", (col, row), Unit::Core, Vec::new);
            }
            (false, _) => c.state = CoreRun::Off,
            _ => {}
        }
    }

    fn core_status(&self, col: u32, row: u32) -> u32 {
        let Some(c) = self.cores.iter().find(|c| (c.col, c.row) == (col, row)) else {
            return 0;
        };
        let mut fields = vec![];
        if c.state != CoreRun::Off {
            fields.push(("enable", 1));
        }
        if c.state == CoreRun::Done {
            fields.push(("core_done", 1));
        }
        if matches!(c.state, CoreRun::Blocked(..)) {
            fields.push(("lock_stall_e", 1));
        }
        if let CoreRun::Stalled(s) = &c.state {
            fields.push((cascade::status_field(&s.kind), 1));
        }
        CORE_STATUS.word(&fields).unwrap_or(0)
    }

    /// A read of the lock request window: performs the request, 1 on success.
    fn lock_request(&mut self, col: u32, row: u32, id: u32, acquire: bool, value: i64) -> u32 {
        let at = self.cycle;
        let Some(t) = self.tile_mut(col, row) else {
            return 0;
        };
        let Some(&lock) = t.locks.get(id as usize) else {
            return 0;
        };
        let v = value as i32;
        let req = match (acquire, v) {
            (true, v) if v < 0 => LockRequest::AcquireGe(-v),
            (true, v) => LockRequest::AcquireEq(v),
            (false, v) => LockRequest::Release(v),
        };
        match req.apply(lock) {
            crate::core::LockOutcome::Done(n) => {
                t.set_lock(id as usize, n, at, !acquire);
                1
            }
            _ => 0,
        }
    }
}

impl Array for Model {
    fn write(&mut self, addr: u64, value: u32) {
        self.settled = false;
        let Some(((col, row), kind, offset)) = self.image.locate(addr) else {
            self.image.write(addr, value);
            return;
        };
        match classify(self.device, kind, offset) {
            Reg::Memory => {
                self.set_memory_word(col, row, offset, value);
            }
            Reg::LockValue(id) => {
                let at = self.cycle;
                if let Some(t) = self.tile_mut(col, row) {
                    if (id as usize) < t.locks.len() {
                        let v = aie_target::regs::lock::LOCK_VALUE.fields[0].get(&[value]);
                        t.set_lock(id as usize, v, at, true);
                    }
                }
            }
            Reg::StartQueue(dir, ch) => {
                let Some(i) = self.channel_index(col, row, dir, ch) else {
                    return;
                };
                let c = &self.channels[i];
                let push = QueuePush {
                    seq: 0,
                    kind: c.kind,
                    dir: c.dir,
                    channel: c.index,
                    word: value,
                };
                let (kind, dir, bd_id) = (c.kind, c.dir, push.bd_id());
                let bd = self.bd_cached(col, row, kind, bd_id, dir);
                let c = &mut self.channels[i];
                if c.queue.len() >= QUEUE_DEPTH {
                    // The hardware drops a push onto a full queue and keeps
                    // only the status's sticky overflow bit (mlir-aie's
                    // dma_queue_overflow, measured on Strix).
                    c.dropped += 1;
                    c.overflow = true;
                    return;
                }
                if !c.busy() {
                    self.woken.push(i);
                }
                c.queue.push_back(dma::Queued { word: value, bd });
                self.queued = true;
            }
            Reg::ChannelCtrl(dir, ch) => {
                self.image.write(addr, value);
                if let Some(i) = self.channel_index(col, row, dir, ch) {
                    self.channel_control(i, value);
                }
            }
            Reg::ChannelStatus(dir, ch) => {
                // Read only, but for the overflow bit: writing 1 clears it.
                if let Some(i) = self.channel_index(col, row, dir, ch) {
                    let layout = aie_target::regs::channel_status_layout(kind);
                    let clear = layout
                        .field("task_queue_overflow")
                        .map_or(0, |f| f.mask() << f.lo);
                    if value & clear != 0 {
                        self.channels[i].overflow = false;
                    }
                }
            }
            Reg::CoreControl => {
                self.image.write(addr, value);
                self.core_control(col, row, value);
            }
            reg @ (Reg::Switch(_) | Reg::ShimMux | Reg::ShimDemux) => {
                if let Reg::Switch(SwitchReg::MergeCtrl(a)) = reg {
                    // Writing the control resets the schedule to slot 0.
                    self.merge_turns.remove(&(col, row, a));
                }
                self.image.write(addr, value);
                self.switches.clear();
                self.routes.clear();
                self.route_arbiters.clear();
                self.route_merges.clear();
                self.route_switches.clear();
                self.forget_core_routes();
            }
            Reg::Bd { id, .. } => {
                self.image.write(addr, value);
                self.forget_bd(col, row, id);
            }
            _ => {
                self.image.write(addr, value);
                self.trace_register_written(col, row, kind, offset, value);
            }
        }
    }

    fn controller(&self) -> Controller {
        self.timing.controller
    }

    fn write_cycles(&self, addr: u64) -> u64 {
        let Some((_, kind, offset)) = self.image.locate(addr) else {
            return 0;
        };
        match classify(self.device, kind, offset) {
            Reg::StartQueue(..) => self.timing.controller.task_dispatch_cycles,
            _ => 0,
        }
    }

    fn idle_since(&self, addr: u64) -> Option<u64> {
        let ((col, row), kind, offset) = self.image.locate(addr)?;
        let Reg::StartQueue(dir, ch) = classify(self.device, kind, offset) else {
            return None;
        };
        let c = &self.channels[self.channel_index(col, row, dir, ch)?];
        c.finished_at.filter(|_| !c.busy())
    }

    fn accepts(&self, _addr: u64) -> bool {
        // No register holds a writer back: a start queue that is full drops
        // the push ([`Reg::StartQueue`] above).
        true
    }

    fn read(&mut self, addr: u64) -> u32 {
        self.settled = false;
        let Some(((col, row), kind, offset)) = self.image.locate(addr) else {
            return self.image.read(addr);
        };
        if let Some((id, acquire, value)) = lock_request_at(kind, offset) {
            return self.lock_request(col, row, id, acquire, value);
        }
        match classify(self.device, kind, offset) {
            Reg::Memory => self.memory_word(col, row, offset).unwrap_or(0),
            Reg::LockValue(id) => self
                .tile_mut(col, row)
                .and_then(|t| t.locks.get(id as usize).copied())
                .unwrap_or(0) as u32,
            Reg::ChannelStatus(dir, ch) => self
                .channel_index(col, row, dir, ch)
                .map_or(0, |i| self.channels[i].status()),
            _ if kind == TileKind::Core && offset == CORE_STATUS_ADDRESS => {
                self.core_status(col, row)
            }
            _ if kind == TileKind::Core && offset == CORE_CONTROL_ADDRESS => self.image.read(addr),
            _ => self.image.read(addr),
        }
    }

    fn run(&mut self, cycles: u64, host: &mut HostMemory) -> Activity {
        let mut progressed = false;
        // Whether a unit other than a core spinning for good progressed.
        let mut others = false;
        self.quantum = cycles;
        self.timed = false;
        if self.fault.is_none() {
            // Only queue writes make a channel busy: the uCs' (before the
            // run) and control packets' (listed again below).
            let mut active = std::mem::take(&mut self.active);
            self.start_channels(&mut active, cycles);
            for c in &mut self.cores {
                c.budget = cycles.saturating_sub(std::mem::take(&mut c.ahead));
            }
            self.log_bank_accesses(&active);
            let mut fresh = true;
            let mut moved = false;
            self.refill_trace_budgets(cycles);
            loop {
                let mut any = false;
                for &i in &active {
                    let c = &self.channels[i];
                    if c.busy()
                        && (c.budget > 0 || c.bd_moved())
                        && self.step_channel(i, cycles, host)
                    {
                        let at = (self.cycle + cycles).saturating_sub(self.channels[i].budget);
                        self.active_until(at);
                        any = true;
                    }
                }
                moved |= any;
                if self.controls_used {
                    any |= self.step_controls(cycles, std::mem::take(&mut fresh));
                }
                if self.hw.on {
                    any |= self.send_trace_packets();
                }
                if std::mem::take(&mut self.queued) {
                    self.wake_channels(&mut active, cycles);
                }
                let mut cores = false;
                for i in 0..self.cores.len() {
                    if self.step_core(i, cycles) {
                        cores = true;
                        others |= !self.core_spins(i);
                    }
                }
                others |= any;
                any |= cores;
                if self.fault.is_some() || !any {
                    break;
                }
                progressed = true;
            }
            self.arbitrate_banks();
            self.active = active;
            self.quiet = !moved && !self.controls_used;
            self.settled = self.quiet && !self.timed;
            progressed |= self.timed;
            others |= self.timed;
            if self.trace {
                self.trace_data_stalls();
            }
            let raised = self.take_raised(self.cycle + cycles);
            progressed |= raised;
            others |= raised;
        }
        self.cycle += cycles;
        self.sample();
        let busy = self.fault.is_none()
            && (self.channels.iter().any(Channel::busy)
                || self.controls_busy()
                || self.trace_units_busy()
                || self.cores.iter().any(|c| {
                    matches!(
                        c.state,
                        CoreRun::Running | CoreRun::Blocked(..) | CoreRun::Stalled(_)
                    )
                }));
        Activity {
            cycles,
            progressed,
            busy,
            spinning: progressed && !others,
        }
    }

    fn take_token(&mut self, column: u32, tile_id: u32, actor: u32) -> bool {
        match self.tokens.get_mut(&(column, tile_id, actor)) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }

    fn waits(&self) -> Vec<String> {
        let channels = self.channels.iter().filter(|c| c.busy() || c.dropped > 0);
        let cores = self
            .cores
            .iter()
            .filter(|c| !matches!(c.state, CoreRun::Off | CoreRun::Done));
        channels
            .map(|c| self.channel_wait(c))
            .chain(self.control_waits())
            .chain(cores.map(|c| self.core_wait(c)))
            .collect()
    }

    fn wait_for(&mut self, tokens: &[TokenWait]) -> WaitFor {
        Model::wait_for(self, tokens)
    }

    fn drain_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    fn load_pdi(&mut self, column: u32, pdi: u32) {
        self.settled = false;
        self.reset_column(column, pdi);
    }

    fn run_alone(&mut self, cycles: u64, max: u64, host: &mut HostMemory) -> u64 {
        let max = self.quanta_to_sample(cycles).map_or(max, |n| n.min(max));
        if self.timed {
            let n = self.wait_out(cycles, max, host);
            if n > 0 {
                return n;
            }
        }
        if self.hw.on {
            // The hardware trace units see the events of each quantum.
            return 0;
        }
        let n = match self.run_lone_core(cycles, max) {
            0 => self.run_streams(cycles, max, host),
            n => n,
        };

        if n > 0 {
            self.active_until(self.cycle);
            self.sample();
        }
        n
    }

    fn last_activity(&self) -> u64 {
        self.last_activity
    }

    fn fault(&self) -> Option<String> {
        self.fault.clone()
    }
}

impl Model {
    /// The quanta before the first channel's latency ends (at most `max`),
    /// run in one step when the array only waits for it: no word moved in
    /// the last quantum, no core runs, no trace unit records. Nothing
    /// happens in them; returns how many (0 if it cannot tell).
    fn wait_out(&mut self, cycles: u64, max: u64, host: &mut HostMemory) -> u64 {
        let running = self.cores.iter().any(|c| c.state == CoreRun::Running);
        if !self.quiet || running || self.hw.on {
            return 0;
        }
        let next = self
            .channels
            .iter()
            .filter(|c| c.busy() && c.ready > self.cycle)
            .map(|c| c.ready)
            .min();
        let n = next.map_or(0, |t| ((t - self.cycle) / cycles).min(max));
        if n > 0 {
            Array::run(self, n * cycles, host);
        }
        n
    }

    /// What busy channel `c` waits for, as a report line.
    fn channel_wait(&self, c: &Channel) -> String {
        let what = match &c.task {
            None if c.queue.is_empty() => "idle".to_string(),
            None => format!("{} queued task(s) not started", c.queue.len()),
            Some(t) => {
                let bd = format!("BD {}", t.bd);
                match (&c.stall, &t.phase) {
                    (Some(s), _) => format!("{bd}: {}", self.describe(s)),
                    (None, dma::Phase::Move(m)) => {
                        format!("{bd}: {} word(s) left to move", m.left)
                    }
                    (None, dma::Phase::Acquire) => format!("{bd}: starting"),
                    (None, dma::Phase::Header) => "reading a packet header".to_string(),
                }
            }
        };
        let dropped = match c.dropped {
            0 => String::new(),
            n => format!(" ({n} task(s) pushed onto its full queue of {QUEUE_DEPTH} were dropped)"),
        };
        format!("DMA ({}, {}) {}: {what}{dropped}", c.col, c.row, c.name())
    }

    /// What core `c` (neither off nor done) waits for, as a report line.
    fn core_wait(&self, c: &CoreSlot) -> String {
        let at = c
            .core
            .as_ref()
            .and_then(|k| k.position())
            .map(|(name, span)| format!(" at {name}{}", self.locate_span(span.start)))
            .unwrap_or_default();
        let what = match (&c.state, &c.core) {
            (_, None) => {
                "enabled, but no core body was given (aie-sim --cores design.mlir)".to_string()
            }
            (CoreRun::Blocked(lock, req), Some(k)) => {
                let value = self
                    .tile_index(lock.tile.col, lock.tile.row)
                    .and_then(|i| self.tiles[i].as_ref())
                    .and_then(|t| t.locks.get(lock.id as usize).copied())
                    .unwrap_or(0);
                let name = k
                    .program()
                    .lock_name(*lock)
                    .map(|n| format!(" ({n})"))
                    .unwrap_or_default();
                format!(
                    "waits{at} for lock {} of {}{name}: value {value}, {req}",
                    lock.id, lock.tile
                )
            }
            (CoreRun::Stalled(s), Some(_)) => {
                let tile = crate::core::Tile::new(c.col, c.row);
                let inside = s
                    .kernel
                    .as_ref()
                    .map(|k| format!(" inside kernel @{k}"))
                    .unwrap_or_default();
                format!(
                    "waits{at}{inside} for {}",
                    self.describe_stall(tile, &s.kind)
                )
            }
            (_, Some(_)) => format!("running{at}"),
        };
        format!("core ({}, {}): {what}", c.col, c.row)
    }

    /// The work left when the control code has ended, as report lines: a
    /// core that has not ended and does not run forever
    /// ([`Core::runs_forever`]), a channel with queued tasks or running a
    /// task whose BD chain ends. A core waiting in a forever loop and a
    /// channel on a BD chain that loops (a static DMA program) are idle, as
    /// hardware leaves them; words a stream still holds are
    /// [`Model::in_flight`].
    pub fn unfinished(&self) -> Vec<String> {
        let channels = self.channels.iter().filter(|c| {
            !c.queue.is_empty() || c.task.as_ref().is_some_and(|t| !self.chain_loops(c, t.bd))
        });
        let cores = (0..self.cores.len()).filter(|&k| self.core_unfinished(k));
        channels
            .map(|c| self.channel_wait(c))
            .chain(self.control_waits())
            .chain(cores.map(|k| self.core_wait(&self.cores[k])))
            .collect()
    }

    /// What keeps a finished run from having quiesced (mlir-aie
    /// `docs/DeadlockModel.md`, "When a run ends"): each S2MM channel's
    /// stream buffer with words no BD has taken, and who sent them. The
    /// host's waits have returned, so the run itself succeeded; the next
    /// dispatch would start from these words.
    pub fn in_flight(&self) -> Vec<String> {
        let held = self.channels.iter().zip(&self.inboxes);
        held.filter(|(_, b)| !b.words.is_empty())
            .map(|(c, b)| {
                let from = b.owner.map(|o| self.sender_name(o)).unwrap_or_default();
                format!(
                    "stream into DMA ({}, {}) {}: holds {} word(s){from} that no BD has taken",
                    c.col,
                    c.row,
                    c.name(),
                    b.words.len()
                )
            })
            .chain(self.core_inputs_in_flight())
            .collect()
    }

    /// Notes that something moved until cycle `at`.
    fn active_until(&mut self, at: u64) {
        self.last_activity = self.last_activity.max(at);
    }

    /// Whether core `k` runs, in a loop it never leaves.
    fn core_spins(&self, k: usize) -> bool {
        let c = &self.cores[k];
        c.state == CoreRun::Running && c.core.as_ref().is_some_and(|k| k.runs_forever())
    }

    /// Whether core `k` has work left: not ended, not off, not running
    /// forever.
    fn core_unfinished(&self, k: usize) -> bool {
        let c = &self.cores[k];
        match (&c.state, &c.core) {
            (CoreRun::Off | CoreRun::Done, _) => false,
            (_, Some(k)) => !k.runs_forever(),
            (_, None) => true,
        }
    }

    /// Lists the busy channels in `active` (those of the last quantum and
    /// the woken ones), each with a budget of `cycles`. Only a start-queue
    /// write makes an idle channel busy.
    fn start_channels(&mut self, active: &mut Vec<usize>, cycles: u64) {
        active.append(&mut self.woken);
        active.sort_unstable();
        active.dedup();
        active.retain(|&i| self.channels[i].busy());
        for &i in active.iter() {
            self.channels[i].budget = cycles;
        }
    }

    /// Adds the channels woken during the quantum to `active`; one that was
    /// not listed yet has not run in it and gets a budget of `cycles`.
    fn wake_channels(&mut self, active: &mut Vec<usize>, cycles: u64) {
        for i in std::mem::take(&mut self.woken) {
            if let Err(at) = active.binary_search(&i) {
                active.insert(at, i);
                self.channels[i].budget = cycles;
            }
        }
    }

    /// Whether the BD chain of channel `c` from BD `first` comes back to a
    /// BD it has run (`Use_Next_BD`/`Next_BD`).
    fn chain_loops(&self, c: &Channel, first: u32) -> bool {
        let mut seen = Vec::new();
        let mut bd = first;
        loop {
            if seen.contains(&bd) {
                return true;
            }
            seen.push(bd);
            match self.bd(c.col, c.row, c.kind, bd) {
                Some(b) if field(&b, BdField::UseNextBd) == 1 => bd = field(&b, BdField::NextBd),
                _ => return false,
            }
        }
    }

    /// What a channel waits for, in words.
    fn describe(&self, stall: &dma::Stall) -> String {
        let sink = |b: usize, why: &str| {
            format!(
                "the stream to {} waits: its buffer {why}",
                self.sink_label(b)
            )
        };
        match stall {
            dma::Stall::Lock {
                tile,
                id,
                value,
                req,
            } => {
                let rows = self.device.rows as usize;
                let (c, r) = (tile / rows, tile % rows);
                format!("waits for lock {id} of ({c}, {r}): value {value}, {req}")
            }
            dma::Stall::Data { left, length } => {
                format!("waits for stream data ({left} word(s) left of {length})")
            }
            dma::Stall::Header => {
                "waits for the header of its next out-of-order packet".to_string()
            }
            dma::Stall::Full(b) => sink(*b, "is full"),
            dma::Stall::Busy(b) => sink(*b, "receives another stream's packet"),
            dma::Stall::Arbiter((col, row, a), o) => {
                let owner = match self.channels.get(*o) {
                    Some(c) => format!("DMA ({}, {}) {}", c.col, c.row, c.name()),
                    None => self.sink_label(*o),
                };
                format!(
                    "waits for arbiter {a} of the switch of ({col}, {row}), which passes a packet of {owner}"
                )
            }
            dma::Stall::Merge((col, row, a), slave) => format!(
                "waits for its turn at arbiter {a} of the switch of ({col}, {row}), whose deterministic merge schedule grants slave port {} now",
                self.slave_name(*col, *row, *slave)
            ),
            dma::Stall::Route(why) => why.to_string(),
        }
    }

    /// Physical slave port `slave` of the switch of `(col, row)`, by name.
    fn slave_name(&self, col: u32, row: u32, slave: u32) -> String {
        let kind = self.device.tile_kind(i64::from(col), i64::from(row));
        match kind.and_then(|k| port_at(k, slave, false)) {
            Some((b, ch)) => format!("{} : {ch}", b.name()),
            None => format!("{slave}"),
        }
    }

    /// What receives stream buffer `b`: a DMA channel (its name), the core
    /// of a tile, or a tile's TileControl port.
    fn sink(&self, b: usize) -> Sink {
        if let Some(s) = self.channels.get(b) {
            return Sink::Dma((s.col, s.row), s.name());
        }
        match self.core_port_tile(b) {
            Some(t) => Sink::Core(self.tile_at(t)),
            None => Sink::Control(self.tile_at(b - self.channels.len())),
        }
    }

    /// The receiver of stream buffer `b`: `DMA (0, 1) S2MM 0`, `the
    /// TileControl port of (0, 1)`, `core (0, 2)`.
    fn sink_label(&self, b: usize) -> String {
        match self.sink(b) {
            Sink::Dma((col, row), name) => format!("DMA ({col}, {row}) {name}"),
            Sink::Core((col, row)) => format!("core ({col}, {row})"),
            Sink::Control((col, row)) => format!("the TileControl port of ({col}, {row})"),
        }
    }

    /// Stream buffer `b` as a trace names it: `(0, 1) S2MM 0`, `(0, 1)
    /// TileControl`, `(0, 2) Core 0`.
    fn inbox_name(&self, b: usize) -> String {
        match self.sink(b) {
            Sink::Dma((col, row), name) => format!("({col}, {row}) {name}"),
            Sink::Core((col, row)) => format!("({col}, {row}) Core 0"),
            Sink::Control((col, row)) => format!("({col}, {row}) TileControl"),
        }
    }

    /// ` (file:line:col)` of byte `offset` of the source, if known.
    fn locate_span(&self, offset: u32) -> String {
        locate(self.source.as_ref(), offset)
    }
}

/// ` (file:line:col)` of byte `offset` of `source`, if known.
fn locate(source: Option<&Source>, offset: u32) -> String {
    match source {
        Some(s) => {
            let (line, col) = dialect::diag::line_col(&s.text, offset as usize);
            format!(" ({}:{line}:{col})", s.name)
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;

/// What receives a stream buffer's words, with its tile.
enum Sink {
    /// A DMA's S2MM channel, by name.
    Dma((u32, u32), String),
    /// A core's stream input.
    Core((u32, u32)),
    /// The tile's TileControl port.
    Control((u32, u32)),
}
