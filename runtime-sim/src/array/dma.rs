//! DMA channels: start queues, tasks (BD chains run `repeat_count + 1`
//! times), BD lock acquire and release, n-D address generation, and the
//! words a channel moves between memory (or host memory) and the streams.

use super::compress::Codec;
use super::walk::{field, Walk};
use crate::bus::Unit;
use crate::core::LockRequest;
use aie_target::device::TileKind;
use aie_target::regs::image::Bd;
use aie_target::regs::{shim_bd_host_address, BdField::*, Dir};
use std::collections::VecDeque;
use std::sync::Arc;

/// Tasks a channel's start queue holds (aie2-registers.md §4.1).
pub const QUEUE_DEPTH: usize = aie_target::regs::TASK_QUEUE_DEPTH as usize;
/// Words a stream holds beyond what its receiving BD has taken
/// ([`crate::timing::StreamSwitch::buffer_words`]); used for every stream
/// end (docs/simulator.md, "Streams").
pub const INBOX_WORDS: usize = crate::timing::STREAM_SWITCH.buffer_words;

/// A DMA channel of a tile.
#[derive(Clone, Debug)]
pub struct Channel {
    pub col: u32,
    pub row: u32,
    pub kind: TileKind,
    pub dir: Dir,
    pub index: u32,
    /// Tasks pushed and not started yet.
    pub queue: VecDeque<Queued>,
    pub task: Option<Task>,
    /// Cycles left in the current quantum.
    pub budget: u64,
    /// Why the channel cannot go on, for the waits report (cleared on progress).
    pub stall: Option<Stall>,
    /// A lock stall was traced (to trace LOCKSTALL once per stall).
    pub lock_stalled: bool,
    /// A `DATA_STALL` was traced; `DATA_RESUME` comes when words move.
    pub data_stalled: bool,
    /// Tasks and words done, for the summary.
    pub tasks_done: u64,
    pub words: u64,
    /// Pushes the full start queue dropped (the hardware keeps only the
    /// sticky `task_queue_overflow` bit of the status word).
    pub dropped: u64,
    /// The status's `task_queue_overflow`: set by a dropped push, cleared by
    /// writing 1 to it.
    pub overflow: bool,
    /// Tasks started since the column was configured: a shim channel's
    /// path to host memory warms with them ([`crate::timing::ShimDma`]).
    pub tasks_started: u64,
    /// The cycle the current task started.
    pub task_start: u64,
    /// The cycle its last task finished (none yet: `None`).
    pub finished_at: Option<u64>,
    /// The cycle the channel waits for (a latency of its path), while it
    /// lies ahead of the array's time.
    pub ready: u64,
}

/// Why a channel waits (formatted only for a report).
#[derive(Clone, Debug)]
pub enum Stall {
    /// For lock `id` of tile index `tile`, which held `value` when `req` tried.
    Lock {
        tile: usize,
        id: u32,
        value: i64,
        req: LockRequest,
    },
    /// For stream data: `left` words of the BD's `length` still to come.
    Data { left: u32, length: u32 },
    /// For the header of an out-of-order channel's next packet.
    Header,
    /// The buffer of S2MM channel `.0` is full.
    Full(usize),
    /// The buffer of S2MM channel `.0` receives another stream's packet.
    Busy(usize),
    /// Packet arbiter `.0` passes the packet of MM2S channel `.1`.
    Arbiter(super::stream::Arbiter, usize),
    /// Deterministic merge arbiter `.0` grants physical slave port `.1`,
    /// not the one the packet comes through.
    Merge(super::stream::Arbiter, u32),
    /// The stream's route goes nowhere: why.
    Route(Arc<str>),
}

/// A start-queue entry: the word pushed and its first BD as the channel
/// fetched it at the push (a BD rewritten after the push does not change
/// the task).
#[derive(Clone, Debug)]
pub struct Queued {
    pub word: u32,
    pub bd: Option<Arc<Decoded>>,
}

/// A task: a start-queue entry being run.
#[derive(Clone, Debug)]
pub struct Task {
    pub first_bd: u32,
    /// Runs of the chain left after the current one.
    pub repeats_left: u32,
    pub token: bool,
    pub bd: u32,
    /// The first BD as fetched at the push, until the task starts it.
    pub fetched: Option<Arc<Decoded>>,
    pub phase: Phase,
    /// An out-of-order S2MM task: `repeat_count + 1` packets, each written
    /// with the BD its header names (the start BD and Use_Next_BD unused).
    pub out_of_order: bool,
    /// BDs the task has finished.
    pub bds_done: u32,
}

/// Where a task is in its current BD.
#[derive(Clone, Debug)]
pub enum Phase {
    /// An out-of-order task waiting for the header of its next packet.
    Header,
    /// Waiting to acquire the BD's lock (or about to start the BD).
    Acquire,
    /// Moving words.
    Move(Box<Move>),
}

/// The fields of a BD that running it reads, decoded once per distinct
/// BD content ([`Decoded::of`]; the model caches them by the BD's words).
#[derive(Clone, Debug)]
pub struct Decoded {
    pub valid: bool,
    /// Lock acquire: `(lock field, value)` if enabled.
    pub acquire: Option<(u32, i64)>,
    /// Lock release: `(lock field, value)` if the value is not 0.
    pub release: Option<(u32, i64)>,
    /// Byte address of the buffer, before the iteration offset.
    pub base: u64,
    /// `Iteration_Current`, its wrap (size + 1) and step in words.
    pub iteration: (u32, u32, u64),
    /// `(packet id, packet type)` of an MM2S BD with Enable_Packet.
    pub packet: Option<(u32, u32)>,
    /// The out-of-order id its packets' headers carry.
    pub out_of_order_id: u32,
    /// `Enable_Compression`: (de)compresses if its channel enables it.
    pub compression: bool,
    pub length: u32,
    pub tlast: bool,
    /// `Next_BD` when `Use_Next_BD`.
    pub next: Option<u32>,
    /// The walk of one use of the BD, from its start.
    pub walk: Walk,
}

impl Decoded {
    /// Decodes `bd` of a `kind` tile's `dir` channel.
    pub fn of(bd: &Bd, kind: TileKind, dir: Dir) -> Decoded {
        let base = match kind {
            TileKind::ShimNoc => shim_bd_host_address(&bd.words),
            TileKind::Core => u64::from(field(bd, BaseAddress)) * 4,
            _ => u64::from(field(bd, BufferOffset)) * 4,
        };
        let padding = kind == TileKind::MemTile && dir == Dir::MM2S;
        Decoded {
            valid: field(bd, ValidBd) == 1,
            acquire: acquire(bd),
            release: release(bd),
            base,
            iteration: (
                field(bd, IterationCurrent),
                field(bd, IterationSize) + 1,
                u64::from(field(bd, IterationStride)) + 1,
            ),
            packet: (dir == Dir::MM2S && field(bd, EnablePacket) == 1)
                .then(|| (field(bd, PacketId), field(bd, PacketType))),
            out_of_order_id: field(bd, OutOfOrderId),
            compression: bd.field(EnableCompression) == Some(1),
            length: field(bd, BufferLength),
            tlast: field(bd, TlastSuppress) == 0,
            next: (field(bd, UseNextBd) == 1).then(|| field(bd, NextBd)),
            walk: Walk::new(bd, padding),
        }
    }
}

/// What a BD moves.
#[derive(Clone, Debug)]
pub struct Move {
    /// The BD's id and decoded fields.
    pub bd: u32,
    pub info: Arc<Decoded>,
    pub walk: Walk,
    /// Words left (padding included; the header not): of memory, to read
    /// (MM2S) or write (S2MM).
    pub left: u32,
    /// The BD's (de)compression, when it runs with it.
    pub codec: Option<Box<Codec>>,
    /// A packet header still to send (MM2S with Enable_Packet).
    pub header: Option<u32>,
    /// The next data word, fetched but not sent yet (MM2S).
    pub pending: Option<u32>,
    /// Byte address the walk's word offsets start from (tile window or host).
    pub base: u64,
    /// Inboxes of the current packet's route with their keep-header flags.
    pub route: Option<Arc<[(usize, bool)]>>,
    pub tlast: bool,
    /// The word sent for each padding element (a MemTile MM2S channel's
    /// CONSTANT_PAD_VALUE on AIE2P; 0 elsewhere).
    pub pad: u32,
    /// The cycle of the first word (a shim MM2S channel's read latency).
    pub first_word: u64,
    /// Once the words have moved: the cycle the BD ends (a shim channel's
    /// path completes its writes, or its setup, later than its last word).
    pub ends: Option<u64>,
}

impl Move {
    /// Whether the BD has moved all its words: none left in memory, no
    /// header and no compressed word still to send.
    pub fn drained(&self) -> bool {
        self.left == 0
            && self.header.is_none()
            && !matches!(self.codec.as_deref(), Some(Codec::Compress(e)) if !e.is_empty())
    }

    /// Whether no data word of the BD has gone onto the stream yet (MM2S).
    pub fn starts(&self) -> bool {
        match self.codec.as_deref() {
            Some(Codec::Compress(e)) => !e.has_sent(),
            _ => self.left == self.info.length,
        }
    }
}

/// The stream buffer in front of an S2MM channel (or a control port).
#[derive(Clone, Debug, Default)]
pub struct Inbox {
    pub words: VecDeque<u32>,
    /// The channel whose packet (or circuit stream up to TLAST) is arriving.
    pub owner: Option<usize>,
    /// A control port's buffer: who sent each packet is kept.
    pub tracks: bool,
    /// Words ever pushed (counted where `tracks`).
    pub pushed: u64,
    /// Where `tracks`: the index of each packet's first word and its sender.
    pub starts: VecDeque<(u64, usize)>,
    /// When the words were sent, oldest first: runs of `(cycle of the
    /// run's first word, words)`, one word a cycle. A receiver takes a
    /// word no earlier than it was sent.
    pub sent: VecDeque<(u64, u32)>,
    /// The channel that sent the last words pushed.
    pub from: Option<usize>,
}

impl Inbox {
    /// An empty buffer of a control port.
    pub fn control() -> Inbox {
        Inbox {
            tracks: true,
            ..Inbox::default()
        }
    }

    /// Takes word `w` of `sender`'s packet at cycle `at`, unless it is the
    /// packet header and this end drops headers (`keep` false); the packet
    /// leaves the buffer free for other senders after its `last` word.
    pub fn take_packet_word(
        &mut self,
        w: u32,
        sender: usize,
        at: u64,
        header: bool,
        keep: bool,
        last: bool,
    ) {
        if header && !keep {
            return;
        }
        self.words.push_back(w);
        self.pushed_by(sender, 1, at);
        if last {
            self.owner = None;
        }
    }

    /// Records `n` words that `sender` has just pushed, from cycle `at` on:
    /// it owns the buffer (up to its TLAST).
    pub fn pushed_by(&mut self, sender: usize, n: usize, at: u64) {
        match self.sent.back_mut() {
            Some((from, k)) if *from + u64::from(*k) == at => *k += n as u32,
            _ => self.sent.push_back((at, n as u32)),
        }
        self.from = Some(sender);
        if self.tracks {
            if self.owner != Some(sender) {
                self.starts.push_back((self.pushed, sender));
            }
            self.pushed += n as u64;
        }
        self.owner = Some(sender);
    }

    /// The cycle the first word was sent and the words sent with it one a
    /// cycle after (`(0, 0)` when empty).
    pub fn first_sent(&self) -> (u64, usize) {
        self.sent
            .front()
            .map_or((0, 0), |&(at, n)| (at, n as usize))
    }

    /// Drops the send times of the `n` words taken from the front.
    pub fn took(&mut self, mut n: usize) {
        while n > 0 {
            let Some((at, k)) = self.sent.front_mut() else {
                return;
            };
            let m = n.min(*k as usize);
            *at += m as u64;
            *k -= m as u32;
            n -= m;
            if *k == 0 {
                self.sent.pop_front();
            }
        }
    }

    /// An empty buffer of the same kind.
    pub fn emptied(&self) -> Inbox {
        Inbox {
            tracks: self.tracks,
            ..Inbox::default()
        }
    }
}

impl Channel {
    pub fn new(col: u32, row: u32, kind: TileKind, dir: Dir, index: u32) -> Channel {
        Channel {
            col,
            row,
            kind,
            dir,
            index,
            queue: VecDeque::new(),
            task: None,
            budget: 0,
            stall: None,
            lock_stalled: false,
            data_stalled: false,
            tasks_done: 0,
            words: 0,
            dropped: 0,
            overflow: false,
            tasks_started: 0,
            task_start: 0,
            finished_at: None,
            ready: 0,
        }
    }

    /// The channel's status word (aie-rt's DMA_*_Status): the BD it runs,
    /// the tasks waiting in its queue, whether it runs, and the sticky
    /// overflow bit.
    pub fn status(&self) -> u32 {
        let layout = aie_target::regs::channel_status_layout(self.kind);
        let field = |name: &str, v: u32| layout.field(name).map_or(0, |f| (v & f.mask()) << f.lo);
        let queued = self.queue.len().min(7) as u32;
        field("cur_bd", self.task.as_ref().map_or(0, |t| t.bd))
            | field("task_queue_size", queued)
            | field("channel_running", u32::from(self.busy()))
            | field("task_queue_overflow", u32::from(self.overflow))
    }

    /// Whether the channel has work (a task or queued tasks).
    pub fn busy(&self) -> bool {
        self.task.is_some() || !self.queue.is_empty()
    }

    /// Whether the current BD has moved all its words but is not finished
    /// yet (words the bulk path wrote for it; [`super::step`]).
    pub fn bd_moved(&self) -> bool {
        matches!(
            self.task.as_ref().map(|t| &t.phase),
            Some(Phase::Move(m)) if m.drained()
        )
    }

    /// `MM2S 0` / `S2MM 1`.
    pub fn name(&self) -> String {
        format!("{} {}", dir_name(self.dir), self.index)
    }

    /// The channel as a trace unit.
    pub fn unit(&self) -> Unit {
        match self.dir {
            Dir::S2MM => Unit::S2mm(self.index),
            Dir::MM2S => Unit::Mm2s(self.index),
        }
    }

    /// The task-complete-token actor id (aiebu: S2MM n → n, MM2S n → 6 + n).
    pub fn actor(&self) -> u32 {
        match self.dir {
            Dir::S2MM => self.index,
            Dir::MM2S => 6 + self.index,
        }
    }
}

fn dir_name(dir: Dir) -> &'static str {
    match dir {
        Dir::S2MM => "S2MM",
        Dir::MM2S => "MM2S",
    }
}

/// The lock request of a BD's acquire: `Some((lock field, value))` if enabled.
pub fn acquire(bd: &Bd) -> Option<(u32, i64)> {
    (field(bd, LockAcqEnable) == 1)
        .then(|| (field(bd, LockAcqId), bd.field(LockAcqVal).unwrap_or(0)))
}

/// The lock release of a BD: `Some((lock field, value))` if the value is not 0.
pub fn release(bd: &Bd) -> Option<(u32, i64)> {
    let v = bd.field(LockRelVal).unwrap_or(0);
    (v != 0).then(|| (field(bd, LockRelId), v))
}
