//! Why the array cannot go on (docs/simulator.md, "At run time"): the
//! wait-for graph of the units that wait — cores on locks, DMA channels on
//! locks, stream data or room in a buffer, uC jobs on task-complete tokens
//! — with the units that would give what each waits for, and its root
//! cause: the first wait of a chain that nothing can end, or a cycle.

use super::dma::{Phase, Stall};
use super::names::fifo_of;
use super::{CoreRun, Model};
use crate::bus::{TokenWait, WaitFor};
use crate::core::{LockRef, LockRequest, StallKind, Tile};
use aie_target::regs::Dir;

/// A unit that waits or gives: a DMA channel, a core, or a uC job waiting
/// for a token (by its index in the waits given).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Agent {
    Channel(usize),
    Core(usize),
    Job(usize),
}

/// What an agent waits for and who would give it.
struct Wait {
    /// In full, for the graph: `@in_cons_lock_0 (object FIFO in, lock 3 of
    /// (0, 1)) = 0, AcquireGreaterEqual 1`.
    what: String,
    /// In short, for the root cause: `@in_cons_lock_0`, `stream data`.
    short: String,
    /// What a giver does: `releases @in_cons_lock_0`.
    gives: String,
    /// The agents that would give it.
    from: Vec<Agent>,
    /// Why nothing gives it when no agent of `from` can.
    never: String,
}

/// Where an agent is.
enum State {
    Waits(Wait),
    /// Moving: it will get on by itself.
    Runs,
    /// It can give nothing any more: why (`has no task`, `has ended`).
    Stuck(String),
}

/// Lines of the graph shown at most.
const MAX_LINES: usize = 40;

impl Model {
    /// The wait-for graph and root cause of the array's waits and of the
    /// uC jobs' `tokens` waits.
    pub(super) fn wait_for(&mut self, tokens: &[TokenWait]) -> WaitFor {
        let mut roots: Vec<Agent> = (0..tokens.len()).map(Agent::Job).collect();
        roots.extend(
            (0..self.cores.len())
                .filter(|&i| {
                    matches!(
                        self.cores[i].state,
                        CoreRun::Blocked(..) | CoreRun::Stalled(_)
                    )
                })
                .map(Agent::Core),
        );
        roots.extend(
            (0..self.channels.len())
                .filter(|&i| self.channels[i].busy())
                .map(Agent::Channel),
        );
        self.explain(tokens, &roots)
    }

    /// [`Model::wait_for`] of the work left when the control code has
    /// ended ([`Model::unfinished`]): from the units that have work left.
    pub fn why_unfinished(&mut self) -> WaitFor {
        let channels = (0..self.channels.len()).filter(|&i| {
            let c = &self.channels[i];
            !c.queue.is_empty() || c.task.as_ref().is_some_and(|t| !self.chain_loops(c, t.bd))
        });
        let mut roots: Vec<Agent> = channels.map(Agent::Channel).collect();
        roots.extend(
            (0..self.cores.len())
                .filter(|&k| self.core_unfinished(k))
                .map(Agent::Core),
        );
        self.explain(&[], &roots)
    }

    /// The root cause from the first of `roots` and the graph from all.
    fn explain(&mut self, tokens: &[TokenWait], roots: &[Agent]) -> WaitFor {
        let Some(&first) = roots.first() else {
            return WaitFor::default();
        };
        let senders = self.senders();
        let cx = Cx {
            model: self,
            tokens,
            senders: &senders,
        };
        let (cause, path, ring) = cx.cause(first);
        WaitFor {
            cause,
            graph: cx.graph(roots),
            chain: path
                .into_iter()
                .map(|a| (cx.tile(a), cx.label(a)))
                .collect(),
            ring,
        }
    }

    /// For each stream buffer, the units whose stream reaches it: MM2S
    /// channels (with the packet id of their current or next BD, else 0)
    /// and cores that put words on their streams (with the stream's first
    /// word, else 0).
    pub(super) fn senders(&mut self) -> Vec<Vec<Agent>> {
        let mut senders = vec![Vec::new(); self.inboxes.len()];
        for i in 0..self.channels.len() {
            let c = &self.channels[i];
            if c.dir != Dir::MM2S {
                continue;
            }
            let (col, row, index) = (c.col, c.row, c.index);
            let word = self.next_packet_word(i);
            let routed = self.switches.route(&self.image, col, row, index, word);
            for s in &routed.sinks {
                if let Some((j, _)) = self.sink_switches(s) {
                    senders[j].push(Agent::Channel(i));
                }
            }
        }
        for k in 0..self.cores.len() {
            let c = &self.cores[k];
            if !c.core.as_ref().is_some_and(|p| p.program().puts_stream()) {
                continue;
            }
            let Some(t) = self.tile_index(c.col, c.row) else {
                continue;
            };
            let word = self.core_ports[t].first().unwrap_or(0);
            let port = (aie_target::device::WireBundle::Core, 0);
            let routed = self
                .switches
                .route_from(&self.image, (c.col, c.row), port, word);
            for s in &routed.sinks {
                if let Some((j, _)) = self.sink_switches(s) {
                    senders[j].push(Agent::Core(k));
                }
            }
        }
        senders
    }

    /// The unit that sends as sender number `o` of the stream buffers (a
    /// DMA channel or a core's stream port).
    fn sender_agent(&self, o: usize) -> Option<Agent> {
        if o < self.channels.len() {
            return Some(Agent::Channel(o));
        }
        self.port_core(o)
    }

    /// The unit that takes the words of stream buffer `b` (an S2MM channel
    /// or a core's stream input).
    fn receiver_agent(&self, b: usize) -> Option<Agent> {
        if b < self.channels.len() {
            return Some(Agent::Channel(b));
        }
        self.port_core(b)
    }

    /// The core whose stream port is number `b`.
    fn port_core(&self, b: usize) -> Option<Agent> {
        let (col, row) = self.tile_at(self.core_port_tile(b)?);
        let k = self
            .cores
            .iter()
            .position(|c| (c.col, c.row) == (col, row))?;
        Some(Agent::Core(k))
    }

    /// The packet id channel `i` sends next (its BD's), else 0.
    fn next_packet_word(&mut self, i: usize) -> u32 {
        let c = &self.channels[i];
        let (col, row, kind, dir) = (c.col, c.row, c.kind, c.dir);
        let bd = match (&c.task, c.queue.front()) {
            (Some(t), _) => match &t.phase {
                Phase::Move(m) => return m.info.packet.map_or(0, |(id, _)| id),
                Phase::Acquire | Phase::Header => t.bd,
            },
            (None, Some(q)) => {
                return q.bd.as_ref().and_then(|b| b.packet).map_or(0, |(id, _)| id);
            }
            (None, None) => return 0,
        };
        self.bd_cached(col, row, kind, bd, dir)
            .and_then(|b| b.packet)
            .map_or(0, |(id, _)| id)
    }

    /// The channels whose BD chains, as their tasks run them, release lock
    /// `id` of tile index `t`, and the cores whose bodies release it (or
    /// might: a core next to it without a body).
    fn releasers(&self, t: usize, id: u32) -> Vec<Agent> {
        let (col, row) = self.tile_at(t);
        let lock = LockRef {
            tile: Tile { col, row },
            id,
        };
        let near = |c: &super::CoreSlot| c.col.abs_diff(col) + c.row.abs_diff(row) <= 1;
        let cores = (0..self.cores.len()).filter(|&k| {
            let c = &self.cores[k];
            match &c.core {
                Some(core) => core.program().releases(lock),
                None => c.state != CoreRun::Off && near(c),
            }
        });
        let channels = (0..self.channels.len()).filter(|&i| {
            self.chain_of(i)
                .into_iter()
                .any(|bd| self.bd_releases(i, bd) == Some((t, id)))
        });
        cores
            .map(Agent::Core)
            .chain(channels.map(Agent::Channel))
            .collect()
    }

    /// The BD ids channel `i`'s tasks run: its current BD's chain and the
    /// queued tasks' chains.
    fn chain_of(&self, i: usize) -> Vec<u32> {
        let c = &self.channels[i];
        let starts = c
            .task
            .as_ref()
            .map(|t| t.bd)
            .into_iter()
            .chain(c.queue.iter().map(|q| {
                let push = aie_target::regs::image::QueuePush {
                    seq: 0,
                    kind: c.kind,
                    dir: c.dir,
                    channel: c.index,
                    word: q.word,
                };
                push.bd_id()
            }));
        let mut out = Vec::new();
        for first in starts {
            let mut bd = first;
            while !out.contains(&bd) {
                out.push(bd);
                match self.bd(c.col, c.row, c.kind, bd) {
                    Some(b) if super::field(&b, aie_target::regs::BdField::UseNextBd) == 1 => {
                        bd = super::field(&b, aie_target::regs::BdField::NextBd)
                    }
                    _ => break,
                }
            }
        }
        out
    }

    /// The lock (tile index, id) BD `bd` of channel `i` releases.
    fn bd_releases(&self, i: usize, bd: u32) -> Option<(usize, u32)> {
        let c = &self.channels[i];
        let b = self.bd(c.col, c.row, c.kind, bd)?;
        let (field, _) = super::dma::release(&b)?;
        self.bd_lock(i, field).ok()
    }

    /// `@name (object FIFO f at design.mlir:3:5, lock 3 of (0, 1))` of
    /// lock `id` of tile index `t`, and its short name.
    fn lock_label(&self, t: usize, id: u32) -> (String, String) {
        let (col, row) = self.tile_at(t);
        let plain = format!("lock {id} of ({col}, {row})");
        let Some(n) = self.names.lock(Tile { col, row }, id) else {
            return (plain.clone(), plain);
        };
        let at = self
            .source
            .as_ref()
            .map(|s| {
                let (line, col) = dialect::diag::line_col(&s.text, n.span.start as usize);
                format!(" at {}:{line}:{col}", s.name)
            })
            .unwrap_or_default();
        let origin = match fifo_of(&n.name) {
            Some(f) => format!("object FIFO {f}{at}, "),
            None => format!("aie.lock{at}, "),
        };
        (format!("{} ({origin}{plain})", n.name), n.name.clone())
    }

    /// `DMA (0, 1) MM2S 0`, with its BD and the buffer it names.
    fn channel_label(&self, i: usize) -> String {
        let c = &self.channels[i];
        let bd = c.task.as_ref().map(|t| {
            let buffer = match &t.phase {
                Phase::Move(m) => self.buffer_name(i, m.info.base),
                Phase::Acquire | Phase::Header => None,
            };
            let buffer = buffer.map(|b| format!(" ({b})")).unwrap_or_default();
            format!(" BD {}{buffer}", t.bd)
        });
        format!(
            "DMA ({}, {}) {}{}",
            c.col,
            c.row,
            c.name(),
            bd.unwrap_or_default()
        )
    }

    /// The design's name of the buffer at DMA address `base` of channel `i`.
    fn buffer_name(&self, i: usize, base: u64) -> Option<&str> {
        let c = &self.channels[i];
        self.buffer_at((c.col, c.row), base)
    }

    /// The design's name of the buffer at DMA address `base` of tile `at`
    /// (a mem tile's window reaches its neighbours).
    pub(super) fn buffer_at(&self, (col, row): (u32, u32), base: u64) -> Option<&str> {
        let kind = self.tiles[self.tile_index(col, row)?].as_ref()?.kind;
        let unit = u64::from(aie_target::regs::BD_ADDRESS_UNIT);
        let field = u32::try_from(base / unit).ok()?;
        let (delta, offset) = aie_target::regs::bd_buffer_at(kind, field)?;
        let col = u32::try_from(i64::from(col) + delta).ok()?;
        self.names
            .buffer(Tile { col, row }, u64::from(offset) + base % unit)
    }

    /// ` at design.mlir:22:9 (aie.objectfifo.acquire @in(Consume, 1))`: where
    /// core `k` is, with the source text there.
    fn core_at(&self, k: usize) -> String {
        let Some((_, span)) = self.cores[k].core.as_ref().and_then(|c| c.position()) else {
            return String::new();
        };
        let Some(s) = &self.source else {
            return String::new();
        };
        let (line, col) = dialect::diag::line_col(&s.text, span.start as usize);
        let text = s
            .text
            .get(span.start as usize..)
            .and_then(|t| t.lines().next())
            .map(|t| before_type(t).trim())
            .filter(|t| !t.is_empty())
            .map(|t| format!(" ({t})"))
            .unwrap_or_default();
        format!(" at {}:{line}:{col}{text}", s.name)
    }
}

/// What the graph is built from.
struct Cx<'a> {
    model: &'a Model,
    tokens: &'a [TokenWait],
    senders: &'a [Vec<Agent>],
}

impl Cx<'_> {
    /// The tile of `a` (a uC job's: its column's shim tile).
    fn tile(&self, a: Agent) -> (u32, u32) {
        let m = self.model;
        match a {
            Agent::Channel(i) => (m.channels[i].col, m.channels[i].row),
            Agent::Core(k) => (m.cores[k].col, m.cores[k].row),
            Agent::Job(j) => (self.tokens[j].column, 0),
        }
    }

    fn label(&self, a: Agent) -> String {
        let m = self.model;
        match a {
            Agent::Channel(i) => m.channel_label(i),
            Agent::Core(k) => format!("core ({}, {})", m.cores[k].col, m.cores[k].row),
            Agent::Job(j) => self.tokens[j].job.clone(),
        }
    }

    /// The label with the core's position.
    fn label_at(&self, a: Agent) -> String {
        match a {
            Agent::Core(k) => format!("{}{}", self.label(a), self.model.core_at(k)),
            _ => self.label(a),
        }
    }

    fn state(&self, a: Agent) -> State {
        match a {
            Agent::Channel(i) => self.channel_state(i),
            Agent::Core(k) => self.core_state(k),
            Agent::Job(j) => {
                let t = &self.tokens[j];
                let (col, row) = (t.tile_id >> 5, t.tile_id & 31);
                let (dir, index) = match t.actor {
                    a if a >= 6 => (Dir::MM2S, a - 6),
                    a => (Dir::S2MM, a),
                };
                let ch = self.model.channel_index(col, row, dir, index);
                let name = format!("DMA ({col}, {row}) {dir:?} {index}");
                State::Waits(Wait {
                    what: format!("a task-complete token of {name}"),
                    short: format!("a task-complete token of {name}"),
                    gives: "ends a task with a token".into(),
                    from: ch.map(Agent::Channel).into_iter().collect(),
                    never: format!("{name} does not exist"),
                })
            }
        }
    }

    fn core_state(&self, k: usize) -> State {
        let m = self.model;
        let slot = &m.cores[k];
        match (&slot.state, &slot.core) {
            (CoreRun::Off, _) => State::Stuck("is not enabled".into()),
            (CoreRun::Done, _) => State::Stuck("has ended".into()),
            (_, None) => State::Stuck(
                "has no core body (aie-sim --cores design.mlir gives the bodies)".into(),
            ),
            (CoreRun::Running, _) => State::Runs,
            (CoreRun::Blocked(lock, req), Some(_)) => {
                let Some(t) = m.tile_index(lock.tile.col, lock.tile.row) else {
                    return State::Stuck(format!("waits for a lock of {}", lock.tile));
                };
                State::Waits(self.lock_wait(t, lock.id, *req))
            }
            (CoreRun::Stalled(stall), Some(_)) => State::Waits(self.stall_wait(k, &stall.kind)),
        }
    }

    /// What stalled core `k` waits for: its cascade partner to take or put
    /// a word; on its processor bus, the register write that enables it;
    /// on its stream, what a DMA channel's stream would wait for.
    fn stall_wait(&self, k: usize, kind: &StallKind) -> Wait {
        let m = self.model;
        let slot = &m.cores[k];
        let tile = Tile::new(slot.col, slot.row);
        if let Some(w) = self.stream_wait(tile, kind) {
            return w;
        }
        let partner = m
            .cascade_partner(tile, kind)
            .and_then(|(c, r)| m.cores.iter().position(|s| (s.col, s.row) == (c, r)));
        let (short, gives) = match kind {
            StallKind::CascadePut => ("room on its cascade", "takes a cascade word"),
            StallKind::CascadeGet => ("a cascade word", "puts a cascade word"),
            _ => ("its processor bus", "enables Core_Processor_Bus"),
        };
        let never = match kind {
            StallKind::Bus { .. } => {
                "nothing in the array enables Core_Processor_Bus: the runtime sequence must write it (aiex.npu.maskwrite32 of 0x32038)"
            }
            _ => "no core is at the other end of the cascade",
        };
        Wait {
            what: m.describe_stall(tile, kind),
            short: short.into(),
            gives: gives.into(),
            from: partner.map(Agent::Core).into_iter().collect(),
            never: never.into(),
        }
    }

    fn lock_wait(&self, t: usize, id: u32, req: LockRequest) -> Wait {
        let m = self.model;
        let value = m.tiles[t].as_ref().map_or(0, |s| s.locks[id as usize]);
        let (what, short) = m.lock_label(t, id);
        Wait {
            what: format!("{what} = {value}, {req}"),
            gives: format!("releases {short}"),
            short,
            from: m.releasers(t, id),
            never: "no core or DMA task releases it".into(),
        }
    }

    fn channel_state(&self, i: usize) -> State {
        let m = self.model;
        let c = &m.channels[i];
        if !c.busy() {
            let why = if c.dropped > 0 {
                "has no task: its full task queue dropped pushes (the runtime sequence pushed more tasks than the queue holds without waiting for room)"
            } else if c.kind.is_shim() {
                "has no task: the runtime sequence never gives it one"
            } else {
                "has no task"
            };
            return State::Stuck(why.into());
        }
        let wait = match &c.stall {
            None => return State::Runs,
            Some(Stall::Lock { tile, id, req, .. }) => self.lock_wait(*tile, *id, *req),
            Some(Stall::Data { left, length }) => Wait {
                what: format!("stream data ({left} word(s) left of {length})"),
                short: "stream data".into(),
                gives: "sends".into(),
                from: self.senders[i].clone(),
                never: "no stream reaches it".into(),
            },
            Some(Stall::Header) => Wait {
                what: "the header of its next out-of-order packet".into(),
                short: "a packet".into(),
                gives: "sends".into(),
                from: self.senders[i].clone(),
                never: "no stream reaches it".into(),
            },
            Some(s) => match self.send_wait(s) {
                Some(w) => w,
                None => return State::Stuck(m.describe(s)),
            },
        };
        State::Waits(wait)
    }

    /// What a sender stalled on `stall` waits for, when a unit can end it:
    /// room in a buffer its receiver takes words from, the end of another
    /// sender's packet into it, or an arbiter another packet holds.
    fn send_wait(&self, stall: &Stall) -> Option<Wait> {
        let m = self.model;
        Some(match stall {
            Stall::Full(b) => {
                let to = m.receiver_agent(*b)?;
                let name = m.sink_label(*b);
                Wait {
                    what: format!("room in the buffer of {name}"),
                    short: format!("room in {name}'s buffer"),
                    gives: "takes words from its buffer".into(),
                    from: vec![to],
                    never: String::new(),
                }
            }
            Stall::Busy(b) => {
                m.receiver_agent(*b)?;
                let name = m.sink_label(*b);
                // A control port or trace unit sends without waiting on others.
                let owner = m.inboxes[*b].owner.and_then(|o| m.sender_agent(o));
                Wait {
                    what: format!("the end of another stream's packet into {name}"),
                    short: format!("{name}'s buffer"),
                    gives: format!("ends its packet into {name}"),
                    from: owner.into_iter().collect(),
                    never: "the packet has no sender".into(),
                }
            }
            Stall::Arbiter((col, row, a), o) => Wait {
                what: format!("arbiter {a} of the switch of ({col}, {row})"),
                short: format!("arbiter {a} of ({col}, {row})"),
                gives: format!("ends its packet through arbiter {a} of ({col}, {row})"),
                from: m.sender_agent(*o).into_iter().collect(),
                never: "the packet has no sender".into(),
            },
            Stall::Merge((col, row, a), slave) => {
                let port = m.slave_name(*col, *row, *slave);
                Wait {
                    what: format!("the turn of arbiter {a} of the switch of ({col}, {row}), which its deterministic merge schedule gives slave port {port}"),
                    short: format!("arbiter {a} of ({col}, {row})"),
                    gives: format!("sends a packet through slave port {port} of ({col}, {row})"),
                    from: Vec::new(),
                    never: format!("no packet is on its way through slave port {port}"),
                }
            }
            _ => return None,
        })
    }

    /// What a core stalled on its stream port waits for: a word from the
    /// units whose streams reach its input (a get), or what its stream's
    /// sinks or route keep from it (a put).
    fn stream_wait(&self, tile: Tile, kind: &StallKind) -> Option<Wait> {
        let m = self.model;
        let t = m.tile_index(tile.col, tile.row)?;
        let what = m.describe_stall(tile, kind);
        match kind {
            StallKind::StreamGet { .. } => Some(Wait {
                what,
                short: "a word on its stream input".into(),
                gives: "sends".into(),
                from: self.senders[m.core_port(t)].clone(),
                never: "no stream reaches it".into(),
            }),
            StallKind::StreamPut { .. } => {
                let stall = m.core_ports[t].stall.as_ref();
                let wait = stall.and_then(|s| self.send_wait(s));
                Some(wait.unwrap_or(Wait {
                    what: "room on its stream output (Core : 0 of its switch)".into(),
                    short: "room on its stream output".into(),
                    gives: String::new(),
                    from: Vec::new(),
                    never: stall.map_or_else(String::new, |s| m.describe(s)),
                }))
            }
            _ => None,
        }
    }

    /// The root cause, following the first wait from `root`: the end of
    /// a chain of waits that nothing can end, or a cycle (`true`); with
    /// the chain's agents.
    fn cause(&self, root: Agent) -> (Option<String>, Vec<Agent>, bool) {
        let mut path: Vec<(Agent, Wait)> = Vec::new();
        let agents = |p: &[(Agent, Wait)]| p.iter().map(|(a, _)| *a).collect();
        let mut at = root;
        loop {
            let State::Waits(w) = self.state(at) else {
                return (None, agents(&path), false);
            };
            let waiting = |a: &Agent| matches!(self.state(*a), State::Waits(_));
            let next = w.from.iter().copied().find(waiting).or_else(|| {
                w.from
                    .iter()
                    .copied()
                    .find(|a| matches!(self.state(*a), State::Runs))
            });
            path.push((at, w));
            let Some(next) = next else {
                let mut chain: Vec<Agent> = agents(&path);
                chain.extend(path.last().and_then(|(_, w)| w.from.first().copied()));
                return (Some(self.starved(&path)), chain, false);
            };
            if let Some(k) = path.iter().position(|(a, _)| *a == next) {
                return (Some(self.cycle(&path[k..])), agents(&path[k..]), true);
            }
            if matches!(self.state(next), State::Runs) {
                let mut chain: Vec<Agent> = agents(&path);
                chain.push(next);
                return (Some(self.running(&path, next)), chain, false);
            }
            at = next;
        }
    }

    /// `core (0, 2) never releases @x: it waits on @y (at ...)`: the chain's
    /// first core (else its first agent), what it keeps from the one before.
    fn head(&self, path: &[(Agent, Wait)]) -> (usize, String) {
        let p = path
            .iter()
            .position(|(a, _)| matches!(a, Agent::Core(_)))
            .unwrap_or(0);
        let (a, w) = &path[p];
        let text = match p {
            0 => format!("{} waits on {}", self.label_at(*a), w.short),
            _ => format!(
                "{} never {}: it waits{} on {}",
                self.label(*a),
                path[p - 1].1.gives,
                match a {
                    Agent::Core(k) => self.model.core_at(*k),
                    _ => String::new(),
                },
                w.short
            ),
        };
        (p, text)
    }

    /// The root cause of a chain whose last wait nothing can end.
    fn starved(&self, path: &[(Agent, Wait)]) -> String {
        let (p, head) = self.head(path);
        let (last, w) = &path[path.len() - 1];
        let never = match w.from.first() {
            Some(&g) => {
                let why = match self.state(g) {
                    State::Stuck(why) => why,
                    _ => String::new(),
                };
                format!("which only {} {}, and it {why}", self.label(g), w.gives)
            }
            None => format!("which never comes: {}", w.never),
        };
        match path.len() - p - 1 {
            0 => format!("{head}, {never}"),
            k => format!(
                "{head}, which never comes: {k} wait(s) further on, {} waits for {}, {never}",
                self.label(*last),
                w.short
            ),
        }
    }

    /// The root cause of a cycle of waits.
    fn cycle(&self, ring: &[(Agent, Wait)]) -> String {
        let steps: Vec<String> = ring
            .iter()
            .enumerate()
            .map(|(k, (a, w))| {
                let (next, _) = &ring[(k + 1) % ring.len()];
                format!(
                    "{} waits on {}, which {} {}",
                    self.label_at(*a),
                    w.short,
                    self.label(*next),
                    w.gives
                )
            })
            .collect();
        format!("a wait-for cycle: {}", steps.join("; "))
    }

    /// The root cause of a chain that ends at a unit still running.
    fn running(&self, path: &[(Agent, Wait)], next: Agent) -> String {
        let (_, head) = self.head(path);
        let (_, w) = &path[path.len() - 1];
        format!(
            "{head}; at the end of the chain {} still runs and has yet to {}",
            self.label(next),
            w.gives
                .replacen("releases", "release", 1)
                .replacen("sends", "send", 1)
        )
    }

    /// One line per agent reached from `roots`: what it waits for and who
    /// would give it, or why it gives nothing.
    fn graph(&self, roots: &[Agent]) -> Vec<String> {
        let mut seen: Vec<Agent> = Vec::new();
        let mut work: Vec<Agent> = roots.iter().rev().copied().collect();
        let mut lines = Vec::new();
        while let Some(a) = work.pop() {
            if seen.contains(&a) {
                continue;
            }
            seen.push(a);
            let line = match self.state(a) {
                State::Waits(w) => {
                    let from: Vec<String> = w.from.iter().map(|&g| self.label(g)).collect();
                    for &g in w.from.iter().rev() {
                        work.push(g);
                    }
                    let by = match from.is_empty() {
                        true => format!(" ({})", w.never),
                        false => format!(" ← {}", from.join(", ")),
                    };
                    format!("{} → {}{by}", self.label_at(a), w.what)
                }
                State::Runs => format!("{}: running", self.label(a)),
                State::Stuck(why) => format!("{} {why}", self.label(a)),
            };
            lines.push(line);
        }
        if lines.len() > MAX_LINES {
            let more = lines.len() - MAX_LINES;
            lines.truncate(MAX_LINES);
            lines.push(format!("... {more} more"));
        }
        lines
    }
}

/// An op's text up to its trailing ` : type`: the first ` : ` outside
/// parentheses (`aie.get_stream(%c : i32) : i32` keeps its operands).
fn before_type(text: &str) -> &str {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ' ' if depth <= 0 && text[i..].starts_with(" : ") => return &text[..i],
            _ => {}
        }
    }
    text
}
