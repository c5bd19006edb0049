//! Trace events of the array (docs/simulator.md, "Trace"): seed 004's event
//! names and fields. Every event is recorded only when tracing is on
//! ([`Model::set_trace`]); the fields are built only then.

use super::dma::{Phase, Stall};
use super::Model;
use crate::bus::{Edge, Event, Unit, Value};
use crate::core::{LockRequest, Tile};
use aie_target::device::{TileKind, WireBundle};
use aie_target::regs::trace::EventModule;
use aie_target::regs::{port_index, Dir};

/// The fields of an event, in order.
pub(super) type Fields = Vec<(&'static str, Value)>;

/// A DMA event of seed 004; [`DmaEvent::name`] names it for a direction.
#[derive(Clone, Copy, Debug)]
pub(super) enum DmaEvent {
    Idle,
    AcqLock,
    LockStall,
    LockStallRelease,
    Start,
    Done,
    /// aiec's: the BD releases its lock (seed 004 has no event for it).
    RelLock,
}

impl DmaEvent {
    pub(super) fn name(self, dir: Dir) -> &'static str {
        const S2MM: [&str; 7] = [
            "DMA_S2MM_IDLE",
            "DMA_S2MM_ACQ_LOCK",
            "DMA_S2MM_LOCKSTALL",
            "DMA_S2MM_LOCKSTALL_RELEASE",
            "DMA_S2MM_START",
            "DMA_S2MM_DONE",
            "DMA_S2MM_REL_LOCK",
        ];
        const MM2S: [&str; 7] = [
            "DMA_MM2S_IDLE",
            "DMA_MM2S_ACQ_LOCK",
            "DMA_MM2S_LOCKSTALL",
            "DMA_MM2S_LOCKSTALL_RELEASE",
            "DMA_MM2S_START",
            "DMA_MM2S_DONE",
            "DMA_MM2S_REL_LOCK",
        ];
        match dir {
            Dir::S2MM => S2MM[self as usize],
            Dir::MM2S => MM2S[self as usize],
        }
    }
}

/// A DMA event of the AIE-ML trace unit (AM025's event tables, by the names
/// of mlir-aie's trace tooling: `DMA_<dir>_<n>_<event>`; a mem tile's
/// `DMA_<dir>_SEL<k>_<event>` for the channel its selector `k` picks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum HwDma {
    /// A task leaves the start queue.
    StartTask,
    /// A BD is done (an MM2S channel of a compute or mem tile: its last
    /// word has been read).
    FinishedBd,
    /// A task's last BD is done.
    FinishedTask,
    /// Level: the BD waits for its lock.
    StalledLock,
    /// Level: an S2MM channel waits for stream data.
    StreamStarvation,
    /// Level: an MM2S channel's stream cannot take its words.
    StreamBackpressure,
    /// Level: a shim MM2S channel waits for host memory's words (the read
    /// latency and rate before its BD's first word).
    MemoryStarvation,
    /// Level: a shim S2MM channel waits for host memory to take its words
    /// (the write latency and the path's setup after its last word).
    MemoryBackpressure,
}

/// A stream-switch port event of the AIE-ML trace unit, of the port a DMA
/// channel feeds (MM2S: a slave port) or is fed by (S2MM: a master port),
/// for each slot `n` of `Stream_Switch_Event_Port_Selection_0/1` that
/// watches it: `PORT_RUNNING_<n>`, `PORT_STALLED_<n>` (levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum HwPort {
    /// Words pass the port.
    Running,
    /// The port holds a word it cannot pass on (an MM2S channel's stream
    /// is backpressured).
    Stalled,
}

impl HwDma {
    fn suffix(self) -> &'static str {
        match self {
            HwDma::StartTask => "START_TASK",
            HwDma::FinishedBd => "FINISHED_BD",
            HwDma::FinishedTask => "FINISHED_TASK",
            HwDma::StalledLock => "STALLED_LOCK",
            HwDma::StreamStarvation => "STREAM_STARVATION",
            HwDma::StreamBackpressure => "STREAM_BACKPRESSURE",
            HwDma::MemoryStarvation => "MEMORY_STARVATION",
            HwDma::MemoryBackpressure => "MEMORY_BACKPRESSURE",
        }
    }
}

/// The tile `dir` (`own`, `E`, `W`, `N`, `S`) of `tile`.
fn step_to(tile: (u32, u32), dir: &str) -> Option<Tile> {
    let (dc, dr) = match dir {
        "own" => (0, 0),
        "E" => (1, 0),
        "W" => (-1, 0),
        "N" => (0, 1),
        "S" => (0, -1),
        _ => return None,
    };
    let col = u32::try_from(i64::from(tile.0) + dc).ok()?;
    let row = u32::try_from(i64::from(tile.1) + dr).ok()?;
    Some(Tile { col, row })
}

/// An integer field value.
pub(super) fn int(v: impl Into<i64>) -> Value {
    Value::Int(v.into())
}

/// Seed 004's `dir` of memory or a lock of tile `to` seen from tile `from`:
/// `E`, `W`, `N`, `S` for a neighbour, `own` for the tile itself.
pub(super) fn dir(from: (u32, u32), to: (u32, u32)) -> Value {
    let d = (
        i64::from(to.0) - i64::from(from.0),
        i64::from(to.1) - i64::from(from.1),
    );
    let name = match d {
        (0, 0) => "own",
        (1, 0) => "E",
        (-1, 0) => "W",
        (0, 1) => "N",
        (0, -1) => "S",
        _ => return Value::Text(format!("({}, {})", to.0, to.1).into()),
    };
    Value::Text(name.into())
}

/// The fields of request `req` on lock `id` of tile `lock` by a unit of
/// tile `from`, the lock holding `value` after it (or while it waits):
/// `lockid`, `dir`, `op` (`acquire_ge`, `acquire_eq`, `release`), `value`
/// (of the request) and `lock_value`.
pub(super) fn lock_fields(
    id: u32,
    lock: (u32, u32),
    from: (u32, u32),
    req: LockRequest,
    value: i64,
) -> Fields {
    let (op, v) = match req {
        LockRequest::AcquireGe(v) => ("acquire_ge", v),
        LockRequest::AcquireEq(v) => ("acquire_eq", v),
        LockRequest::Release(v) => ("release", v),
    };
    vec![
        ("lockid", int(id)),
        ("dir", dir(from, lock)),
        ("op", Value::Text(op.into())),
        ("value", int(v)),
        ("lock_value", int(value)),
    ]
}

impl Model {
    /// Records event `name` of `unit` of tile `tile` at cycle `at`, with the
    /// fields `fields` gives, when tracing.
    pub(super) fn event(
        &mut self,
        at: u64,
        name: &'static str,
        tile: (u32, u32),
        unit: Unit,
        fields: impl FnOnce() -> Fields,
    ) {
        if self.trace {
            let mut fields = fields();
            self.name_fields(tile, &mut fields);
            self.events.push(Event {
                cycle: at,
                name,
                tile,
                unit,
                fields,
                edge: Edge::Instant,
            });
        }
    }

    /// Adds the design's names to the fields of an event of `tile`: `lock`
    /// (the lock's `@sym_name`) beside `lockid`, `buffer` beside a DMA
    /// transfer's `start` address.
    pub(super) fn name_fields(&self, tile: (u32, u32), fields: &mut Fields) {
        let get = |k: &str| fields.iter().find(|(n, _)| *n == k).map(|(_, v)| v);
        if get("lock").is_some() || get("buffer").is_some() {
            return;
        }
        let mut named = Vec::new();
        if let (Some(Value::Int(id)), Some(Value::Text(d))) = (get("lockid"), get("dir")) {
            let lock = step_to(tile, d).and_then(|t| self.names.lock(t, *id as u32));
            if let Some(l) = lock {
                named.push(("lock", Value::Text(l.name.clone().into())));
            }
        }
        if let Some(Value::Hex(start)) = get("start") {
            if let Some(b) = self.buffer_at(tile, *start) {
                named.push(("buffer", Value::Text(b.to_string().into())));
            }
        }
        fields.extend(named);
    }

    /// Event `what` of channel `i` at cycle `at` (an instant, or an edge of
    /// a level event), under the trace unit's names for the channel: traced
    /// when tracing, and raised in the channel's module for the hardware
    /// trace units (a level event from its rise to its fall).
    pub(super) fn hw_dma(&mut self, i: usize, what: HwDma, edge: Edge, at: u64) {
        if !self.trace && !self.hw.on {
            return;
        }
        let c = &self.channels[i];
        let (tile, unit, kind) = ((c.col, c.row), c.unit(), c.kind);
        let module = EventModule::of(kind, true);
        let dir = match c.dir {
            Dir::S2MM => "S2MM",
            Dir::MM2S => "MM2S",
        };
        let channels = match module {
            EventModule::MemTile => {
                let first = if c.dir == Dir::S2MM { 0 } else { 2 };
                [0, 1].map(|k| {
                    let sel =
                        self.trace_field(tile, module, "DMA_Event_Channel_Selection", first + k);
                    (sel == c.index).then(|| format!("SEL{k}"))
                })
            }
            _ => [Some(c.index.to_string()), None],
        };
        for ch in channels.into_iter().flatten() {
            if let Some(event) = module.event(&format!("DMA_{dir}_{ch}_{}", what.suffix())) {
                self.hw_event(i, (tile, unit), module, event, edge, at);
            }
        }
    }

    /// Event `event` of `module` of channel `i` (of tile and thread
    /// `place`) at cycle `at`: traced when tracing, and raised in the module
    /// for the hardware trace units (a level event from its rise to its
    /// fall).
    fn hw_event(
        &mut self,
        i: usize,
        (tile, unit): ((u32, u32), Unit),
        module: EventModule,
        event: u32,
        edge: Edge,
        at: u64,
    ) {
        if self.trace {
            self.events.push(Event {
                cycle: at,
                name: module.events()[event as usize],
                tile,
                unit,
                fields: Vec::new(),
                edge,
            });
        }
        match edge {
            Edge::Instant => self.raise(tile, module, event, at, at + 1),
            Edge::Rise => {
                self.hw.levels.insert((i, module, event), at);
            }
            Edge::Fall => {
                if let Some(from) = self.hw.levels.remove(&(i, module, event)) {
                    self.raise(tile, module, event, from, at);
                }
            }
        }
    }

    /// Port event `what` of channel `i`'s own stream-switch port at cycle
    /// `at`, under each slot `n` of its tile's
    /// `Stream_Switch_Event_Port_Selection_0/1` that selects the port
    /// (`PORT_RUNNING_<n>`, `PORT_STALLED_<n>`, in the core module of a
    /// compute tile). A slot watches what the registers say, as on the
    /// hardware, once a trace or event register is written: before, no
    /// slot watches a port (a design that traces ports selects them).
    pub(super) fn hw_port(&mut self, i: usize, what: HwPort, edge: Edge, at: u64) {
        if !self.hw.on {
            return;
        }
        let Some((port, master)) = self.switch_port(i) else {
            return;
        };
        let c = &self.channels[i];
        let (tile, unit) = ((c.col, c.row), c.unit());
        let module = EventModule::of(c.kind, false);
        let name = match what {
            HwPort::Running => "PORT_RUNNING",
            HwPort::Stalled => "PORT_STALLED",
        };
        for n in 0..8 {
            let reg = if n < 4 {
                "Stream_Switch_Event_Port_Selection_0"
            } else {
                "Stream_Switch_Event_Port_Selection_1"
            };
            let field = 2 * (n % 4);
            let id = self.trace_field(tile, module, reg, field);
            let is_master = self.trace_field(tile, module, reg, field + 1) == 1;
            if id != port || is_master != master {
                continue;
            }
            if let Some(event) = module.event(&format!("{name}_{n}")) {
                self.hw_event(i, (tile, unit), module, event, edge, at);
            }
        }
    }

    /// Channel `i`'s own port of its tile's stream switch: the slave port
    /// an MM2S channel feeds, the master port that feeds an S2MM channel
    /// (a shim's through its mux or demux: a South port); `(port, master)`.
    fn switch_port(&self, i: usize) -> Option<(u32, bool)> {
        let c = &self.channels[i];
        let master = c.dir == Dir::S2MM;
        let (bundle, channel) = match c.kind {
            TileKind::ShimNoc | TileKind::ShimPl => {
                let south = self.device.shim_mux_channel(
                    i64::from(c.col),
                    0,
                    WireBundle::DMA,
                    c.index,
                    !master,
                )?;
                (WireBundle::South, south)
            }
            _ => (WireBundle::DMA, c.index),
        };
        port_index(c.kind, bundle, channel, master).map(|p| (p, master))
    }

    /// Records event `name` of channel `i` at cycle `at`, when tracing.
    pub(super) fn channel_event(
        &mut self,
        i: usize,
        at: u64,
        name: &'static str,
        fields: impl FnOnce() -> Fields,
    ) {
        let c = &self.channels[i];
        self.event(at, name, (c.col, c.row), c.unit(), fields);
    }

    /// The tile `(col, row)` of tile index `t`.
    pub(super) fn tile_at(&self, t: usize) -> (u32, u32) {
        let rows = self.device.rows as usize;
        ((t / rows) as u32, (t % rows) as u32)
    }

    /// `DATA_STALL` for each channel that ends the quantum in the middle of
    /// a BD with cycles left, waiting for stream data, for room in a sink's
    /// buffer or for a route (its `DATA_RESUME` comes when words move
    /// again). A wait that ends within the quantum costs the channel no
    /// cycle in the model and is not traced.
    pub(super) fn trace_data_stalls(&mut self) {
        for i in 0..self.channels.len() {
            let c = &self.channels[i];
            let moving = matches!(c.task.as_ref().map(|t| &t.phase), Some(Phase::Move(_)));
            if c.data_stalled || c.budget == 0 || !moving {
                continue;
            }
            let reason = match &c.stall {
                Some(Stall::Data { .. } | Stall::Header) => "no data",
                Some(Stall::Full(_)) => "sink full",
                Some(Stall::Busy(_)) => "sink busy",
                Some(Stall::Arbiter(..) | Stall::Merge(..)) => "arbiter busy",
                Some(Stall::Route(_)) => "no route",
                Some(Stall::Lock { .. }) | None => continue,
            };
            let at = self.cycle + self.quantum - c.budget;
            let level = match c.dir {
                Dir::S2MM => HwDma::StreamStarvation,
                Dir::MM2S => HwDma::StreamBackpressure,
            };
            self.hw_dma(i, level, Edge::Rise, at);
            self.hw_port(i, HwPort::Running, Edge::Fall, at);
            if level == HwDma::StreamBackpressure {
                self.hw_port(i, HwPort::Stalled, Edge::Rise, at);
            }
            self.channels[i].data_stalled = true;
            self.channel_event(i, at, "DATA_STALL", || {
                vec![("reason", Value::Text(reason.into()))]
            });
        }
    }

    /// `DATA_RESUME` of channel `i`, stalled until `at`, when it moves.
    pub(super) fn trace_data_resume(&mut self, i: usize, at: u64) {
        self.channels[i].data_stalled = false;
        let level = match self.channels[i].dir {
            Dir::S2MM => HwDma::StreamStarvation,
            Dir::MM2S => HwDma::StreamBackpressure,
        };
        self.hw_dma(i, level, Edge::Fall, at);
        if level == HwDma::StreamBackpressure {
            self.hw_port(i, HwPort::Stalled, Edge::Fall, at);
        }
        self.hw_port(i, HwPort::Running, Edge::Rise, at);
        self.channel_event(i, at, "DATA_RESUME", Vec::new);
    }
}
