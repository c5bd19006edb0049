//! The abstract model the deadlock check searches: parties (cores, DMA
//! channels, runtime-sequence tasks, the runtime sequence) each running a
//! program of lock, stream and task operations, over a shared state of lock
//! values, bytes waiting in streams, pending task starts and task-complete
//! tokens.
//!
//! The model over-approximates the hardware: whatever the design can do,
//! the model can do too (streams never push back, unknown loop counts and
//! branches are free choices, values past what the hardware holds become
//! "unbounded"). So when no run of the model completes, no run of the
//! design does.

use dialect::ir::Span;
use rustc_hash::FxHashSet as HashSet;

/// States a search visits one by one before it skips cycles
/// ([`Model::search`]): a design that completes within them pays nothing
/// for the skipping.
const SKIP_AFTER: usize = 1000;

/// A value too large to count: a lock or stream that satisfies every wait.
pub(crate) const UNBOUNDED: i64 = i64::MAX;

/// How often a loop runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// A constant trip count.
    Times(u64),
    /// Forever (`scf.for ... to 0xFFFFFFFF`, a cyclic BD chain).
    Forever,
    /// Not known here: any number of times.
    Any,
}

/// One step of a party's program.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Ins {
    /// Waits until the lock holds at least `value` (`equal`: exactly
    /// `value`, which it leaves unchanged), then takes `value`.
    Acquire {
        lock: usize,
        value: i64,
        equal: bool,
        span: Span,
    },
    /// Adds `value` to the lock.
    Release { lock: usize, value: i64, span: Span },
    /// Puts `bytes` on each stream (an MM2S BD); a packet holds the
    /// `arbiters` of its route from its first word to its last, and waits
    /// while another packet holds one of them.
    Send {
        streams: Vec<usize>,
        bytes: i64,
        arbiters: Vec<usize>,
        /// The deterministic merge arbiters its packet passes, each with
        /// the slave port ([`MergeDef::turns`]) it enters by: it goes in
        /// that port's turn only, and ends the turn's packet.
        gates: Vec<(usize, u32)>,
        span: Span,
    },
    /// Waits until a stream holds `bytes`, then takes them (an S2MM BD).
    Receive {
        stream: usize,
        bytes: i64,
        span: Span,
    },
    /// Asks party `task` to run once more.
    Start { task: usize, span: Span },
    /// Waits for a task-complete token of `channel`, then takes it.
    Await { channel: usize, span: Span },
    /// A task's head: waits for a start and a free channel, then holds it.
    Gate { channel: usize },
    /// A task's end: frees its channel and, with `token`, issues a token.
    Finish { channel: usize, token: bool },
    /// Enters a loop whose body runs up to the matching `Back`; `slot` holds
    /// the iterations left for [`Count::Times`].
    Loop {
        count: Count,
        slot: usize,
        end: usize,
    },
    /// The end of a loop body starting at `body`.
    Back {
        count: Count,
        slot: usize,
        body: usize,
    },
    /// Either goes on or jumps to `to` (a branch on a run-time value).
    Fork { to: usize },
    /// Jumps to `to`.
    Jump { to: usize },
}

/// A lock of the design.
#[derive(Clone, Debug)]
pub(crate) struct LockDef {
    pub name: String,
    pub init: i64,
}

/// Bytes from MM2S channels to one S2MM channel.
#[derive(Clone, Debug)]
pub(crate) struct StreamDef {
    /// The S2MM channel, in words.
    pub name: String,
    /// Past this many bytes the stream counts as unbounded: four times its
    /// largest transfer plus all the runtime sequence moves, more than the
    /// search's runs (which take data as soon as it comes) keep waiting;
    /// only a sender the model does not hold back gets there.
    pub cap: i64,
    /// Bytes the stream holds beyond what its receiving BD has taken, where
    /// measured (mlir-aie docs/DeadlockModel.md, "Buffering"); `None`: not
    /// measured, anything from none to unbounded.
    pub measured: Option<i64>,
}

/// The buffering a search gives the streams ([`StreamDef::measured`]):
/// the most a stream can have decides a hang, the least an acceptance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Buffering {
    /// Every stream unbounded: senders never wait.
    Most,
    /// Measured streams as measured, the others unbounded.
    Measured,
    /// Measured streams as measured, the others none.
    Least,
}

/// What a party runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Core,
    /// A DMA channel's BD chain, started with the design.
    Dma,
    /// A runtime-sequence task.
    Task,
    Runtime,
}

/// One party: a core, a DMA channel's BD chain, a runtime-sequence task or
/// the runtime sequence.
#[derive(Clone, Debug)]
pub(crate) struct Party {
    pub kind: Kind,
    /// For messages: `the core of tile (0, 2)`, `MM2S channel 0 of tile
    /// (0, 1)`, ...
    pub name: String,
    pub span: Span,
    pub code: Vec<Ins>,
    /// Whether a run completes only once this party reached its end.
    pub must_finish: bool,
}

/// A design as parties over locks, streams and task channels.
#[derive(Clone, Debug, Default)]
pub(crate) struct Model {
    pub locks: Vec<LockDef>,
    pub streams: Vec<StreamDef>,
    /// Task channels (for tokens and for one task at a time), by name.
    pub channels: Vec<String>,
    /// Switch arbiters that packets of several senders pass, by name.
    pub arbiters: Vec<String>,
    /// Arbiters with a deterministic merge schedule.
    pub merges: Vec<MergeDef>,
    pub parties: Vec<Party>,
    /// Loops that run as often as an argument of the runtime sequence says
    /// (any number of times, until [`Model::with_argument`] fixes it).
    pub arg_counts: Vec<ArgCount>,
}

/// An arbiter with a deterministic merge schedule: its name, and the slave
/// port of each turn, each slot's port repeated for its packets (a port by
/// a key of the builder's; the name for messages).
#[derive(Clone, Debug, Default)]
pub(crate) struct MergeDef {
    pub name: String,
    pub turns: Vec<(u32, String)>,
}

/// A loop of [`Count::Any`] that runs as often as an argument of the
/// runtime sequence says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ArgCount {
    pub party: usize,
    /// The loop's head (its [`Ins::Loop`]).
    pub at: usize,
    /// The argument, by its position in the runtime sequence.
    pub arg: usize,
}

/// Where each part of the model lives in a state vector.
struct Layout {
    /// Per party: the index of its program counter; its loop slots follow.
    party: Vec<usize>,
    /// Per stream: the bytes it holds beyond its receiving BD (`None`:
    /// unbounded).
    bound: Vec<Option<i64>>,
    /// Per stream: the parties that receive from it.
    receivers: Vec<Vec<usize>>,
    /// Per party: the bytes of its current send already sent.
    sent: usize,
    locks: usize,
    streams: usize,
    /// Per task channel: its start queue, [`QUEUE_DEPTH`] slots of the
    /// task parties started and not yet running (party + 1, 0 when free),
    /// oldest first.
    queues: usize,
    /// Per party: the task channel it runs on, for a task.
    task_channel: Vec<Option<usize>>,
    /// Per task channel: its tokens, then whether a task holds it.
    channels: usize,
    /// Per arbiter: the party whose packet holds it, plus one (0: free).
    arbiters: usize,
    /// Per merge arbiter: the turn of its schedule.
    merges: usize,
    len: usize,
    /// The places of a state that count down or up in a cycle: the bytes
    /// of streams without a bound, the loop slots.
    counters: Vec<usize>,
    /// Per place of a state: whether it is one of `counters`.
    is_counter: Vec<bool>,
}

impl Layout {
    /// A hash of the places of `s` other than its counters.
    fn key(&self, s: &[i64]) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        for (v, counter) in s.iter().zip(&self.is_counter) {
            if !counter {
                v.hash(&mut h);
            }
        }
        h.finish()
    }

    /// Whether states `a` and `b` differ in their counters only.
    fn same_but_counters(&self, a: &[i64], b: &[i64]) -> bool {
        (0..self.len).all(|i| a[i] == b[i] || self.is_counter[i])
    }

    fn new(m: &Model, buffering: Buffering) -> Layout {
        let mut party = Vec::new();
        let mut at = 0;
        for p in &m.parties {
            party.push(at);
            let n = p
                .code
                .iter()
                .filter_map(|i| match i {
                    Ins::Loop { slot, .. } => Some(slot + 1),
                    _ => None,
                })
                .max()
                .unwrap_or(0);
            at += 1 + n;
        }
        let locks = at;
        let streams = locks + m.locks.len();
        let queues = streams + m.streams.len();
        let channels = queues + QUEUE_DEPTH * m.channels.len();
        let task_channel = m
            .parties
            .iter()
            .map(|p| match p.code.first() {
                Some(Ins::Gate { channel }) => Some(*channel),
                _ => None,
            })
            .collect();
        let sent = channels + 2 * m.channels.len();
        let arbiters = sent + m.parties.len();
        let merges = arbiters + m.arbiters.len();
        let len = merges + m.merges.len();
        let bound: Vec<Option<i64>> = m
            .streams
            .iter()
            .map(|st| match (buffering, st.measured) {
                (Buffering::Most, _) | (Buffering::Measured, None) => None,
                (_, Some(b)) => Some(b),
                (Buffering::Least, None) => Some(0),
            })
            .collect();
        let mut receivers = vec![Vec::new(); m.streams.len()];
        for (p, party) in m.parties.iter().enumerate() {
            for i in &party.code {
                if let Ins::Receive { stream, .. } = i {
                    if !receivers[*stream].contains(&p) {
                        receivers[*stream].push(p);
                    }
                }
            }
        }
        let slots = party
            .iter()
            .zip(party.iter().skip(1).chain([&locks]))
            .flat_map(|(&at, &next)| at + 1..next);
        let counters: Vec<usize> = slots
            .chain(
                (0..m.streams.len())
                    .filter(|&k| bound[k].is_none())
                    .map(|k| streams + k),
            )
            .collect();
        let mut is_counter = vec![false; len];
        counters.iter().for_each(|&i| is_counter[i] = true);
        Layout {
            counters,
            is_counter,
            party,
            bound,
            receivers,
            sent,
            locks,
            streams,
            queues,
            task_channel,
            channels,
            arbiters,
            merges,
            len,
        }
    }
}

/// The last states of a run of the search, each a move from the one
/// before: its [`Layout::key`], the state and the step that reached it (see
/// [`Model::skip_cycles`]).
#[derive(Default)]
struct Run {
    states: Vec<(u64, State, Step)>,
}

impl Run {
    /// How many states a run keeps at least: the longest cycle it finds.
    const KEPT: usize = 64;

    fn push(&mut self, l: &Layout, s: &State, step: Step) {
        if self.states.len() == 2 * Self::KEPT {
            self.states.drain(..Self::KEPT);
        }
        self.states.push((l.key(s), s.clone(), step));
    }
}

/// A move of the search: party `party`'s way `way`, then `more` further
/// steps of it, each its only way ([`Model::run_on`]).
#[derive(Clone, Copy, Debug)]
struct Step {
    party: usize,
    way: u8,
    more: usize,
}

impl Step {
    /// No step: the search's first state, or one a skip reached.
    const NONE: Step = Step {
        party: usize::MAX,
        way: 0,
        more: 0,
    };
}

/// A state: program counters, loop slots, lock values, stream bytes,
/// pending starts, tokens and busy channels.
pub(crate) type State = Box<[i64]>;

/// What the search found.
#[derive(Debug)]
pub(crate) enum Verdict {
    /// Some run completes.
    Completes,
    /// No run completes; a state where the parties that must finish are
    /// stuck (a deadlock if no party can move).
    Hangs(Stuck),
    /// The budget ran out before either was shown.
    Unknown { states: usize },
}

/// A state no completing run goes through, read back for the report.
#[derive(Debug)]
pub(crate) struct Stuck {
    /// Per party: its program counter (the code's length once finished).
    pub pcs: Vec<usize>,
    /// Per lock: its value ([`UNBOUNDED`] past counting).
    pub locks: Vec<i64>,
    /// Per stream: the bytes waiting.
    pub streams: Vec<i64>,
    /// Per stream: the buffering the search gave it (`None`: unbounded).
    pub bounds: Vec<Option<i64>>,
    /// Per party: the bytes of its current send already sent.
    pub sent: Vec<i64>,
    /// Per party: a task started and waiting in its channel's queue.
    pub queued: Vec<bool>,
    /// Per arbiter: the party whose packet holds it.
    pub arbiters: Vec<Option<usize>>,
    /// Per merge arbiter: the turn of its schedule.
    pub turns: Vec<usize>,
}

impl Model {
    /// The model with argument `arg` of the runtime sequence set to
    /// `value`: its loops run that many times.
    pub fn with_argument(&self, arg: usize, value: u64) -> Model {
        let mut m = self.clone();
        for c in self.arg_counts.iter().filter(|c| c.arg == arg) {
            let code = &mut m.parties[c.party].code;
            let Ins::Loop { end, .. } = code[c.at] else {
                continue;
            };
            for pc in [c.at, end - 1] {
                if let Ins::Loop { count, .. } | Ins::Back { count, .. } = &mut code[pc] {
                    *count = Count::Times(value);
                }
            }
        }
        m.arg_counts.retain(|c| c.arg != arg);
        m
    }

    /// The state before anything runs.
    fn initial(&self, l: &Layout) -> State {
        let mut s = vec![0; l.len];
        for (k, lock) in self.locks.iter().enumerate() {
            s[l.locks + k] = lock.init;
        }
        s.into_boxed_slice()
    }

    /// Whether every party that must finish has.
    fn complete(&self, l: &Layout, s: &[i64]) -> bool {
        self.parties
            .iter()
            .enumerate()
            .all(|(p, party)| !party.must_finish || s[l.party[p]] as usize >= party.code.len())
    }

    /// Searches the states reachable from the initial one, at most `budget`
    /// of them, for one where every party that must finish has.
    ///
    /// Past [`SKIP_AFTER`] states, the cycles of each run are skipped
    /// ([`Model::skip_cycles`]), which finds a completing run in few more
    /// states; a search that skipped and found none runs again without,
    /// which every other verdict needs: skipping leaves out the other moves
    /// of the states it skips.
    pub fn search(&self, budget: usize, buffering: Buffering) -> Verdict {
        match self.explore(budget, buffering, SKIP_AFTER) {
            (v, false) | (v @ Verdict::Completes, _) => v,
            _ => self.explore(budget, buffering, usize::MAX).0,
        }
    }

    /// [`Model::search`], skipping cycles once more than `skip_after`
    /// states were visited; whether it skipped.
    fn explore(&self, budget: usize, buffering: Buffering, skip_after: usize) -> (Verdict, bool) {
        let l = Layout::new(self, buffering);
        let sole = self.sole();
        let start = self.initial(&l);
        let mut seen: HashSet<State> = HashSet::default();
        let mut todo = vec![(start.clone(), 0usize, Step::NONE)];
        seen.insert(start);
        let mut worst: Option<(bool, usize, State)> = None;
        let mut run = Run::default();
        let (mut follows, mut skipped_any) = (false, false);
        while let Some((mut s, mut depth, mut step)) = todo.pop() {
            let skip = seen.len() > skip_after;
            if !follows {
                run.states.clear();
            }
            if let Some((skipped, ahead)) =
                skip.then(|| self.skip_cycles(&l, &run, &s, step)).flatten()
            {
                skipped_any = true;
                if !seen.insert(ahead.clone()) {
                    follows = false;
                    continue;
                }
                (s, depth, step) = (ahead, depth + skipped, Step::NONE);
                run.states.clear();
            }
            if skip {
                run.push(&l, &s, step);
            }
            if self.complete(&l, &s) {
                return (Verdict::Completes, skipped_any);
            }
            if seen.len() > budget {
                return (Verdict::Unknown { states: budget }, skipped_any);
            }
            let next = self.successors(&l, &s, &sole, &seen);
            if self.finishers_stuck(&l, &s) {
                let terminal = next.is_empty();
                let better = worst
                    .as_ref()
                    .is_none_or(|(t, d, _)| (terminal, depth) > (*t, *d));
                if better {
                    worst = Some((terminal, depth, s.clone()));
                }
            }
            // The next state taken is the last pushed: a move from this one.
            follows = false;
            for (n, step) in next {
                if seen.insert(n.clone()) {
                    todo.push((n, depth + 1, step));
                    follows = true;
                }
            }
        }
        let verdict = match worst {
            Some((_, _, s)) => Verdict::Hangs(self.read(&l, &s)),
            // Nothing that must finish ever stops: unreachable when no run
            // completes, but not worth a panic.
            None => Verdict::Unknown { states: seen.len() },
        };
        (verdict, skipped_any)
    }

    /// Where `s`, reached by `step` from the last state of `run` (each of
    /// whose states its step reached from the one before), repeats an
    /// earlier state of it but for its counters (bytes in unbounded streams,
    /// iterations left in loops): the steps between them, a cycle, are
    /// taken again as often as each keeps its way (no receive becomes able
    /// or unable to go, no loop end turns, no stream reaches its cap),
    /// without a visit to the states in between (no counter repeats among
    /// them). The moves skipped and the state they lead to; `None` when
    /// nothing repeats.
    fn skip_cycles(&self, l: &Layout, run: &Run, s: &[i64], step: Step) -> Option<(usize, State)> {
        if step.party == Step::NONE.party {
            return None;
        }
        let key = l.key(s);
        let from = run
            .states
            .iter()
            .rposition(|(k, c, _)| *k == key && l.same_but_counters(c, s))?;
        let start = &run.states[from].1;
        let delta: Vec<(usize, i64)> = l
            .counters
            .iter()
            .map(|&i| (i, s[i] - start[i]))
            .filter(|&(_, d)| d != 0)
            .collect();
        let steps = run.states[from + 1..].iter().map(|r| r.2).chain([step]);
        // The cycle again, move by move, bounding how often it repeats.
        let (mut at, mut times, mut moves) = (start.clone(), i64::MAX, 0);
        for st in steps {
            let ways = std::iter::once(st.way).chain(std::iter::repeat_n(0, st.more));
            for way in ways {
                times = times.min(self.same_way(l, &at, st.party, &delta)?);
                self.apply(l, &mut at, st.party, way);
                times = times.min(self.under_caps(l, &at, &delta)?);
                moves += 1;
            }
        }
        if times < 1 || at[..] != *s {
            return None;
        }
        let mut ahead: State = s.into();
        for &(i, d) in &delta {
            ahead[i] += times * d;
        }
        Some((times as usize * moves, ahead))
    }

    /// How often the counters of `at` may change by `delta` with party `p`'s
    /// next step taking the same way: its receive's stream or its loop
    /// end's slot stays on the same side of what the step needs; `None` if
    /// the counter already left it.
    fn same_way(&self, l: &Layout, at: &[i64], p: usize, delta: &[(usize, i64)]) -> Option<i64> {
        let pc = l.party[p];
        let (i, need) = match self.parties[p].code.get(at[pc] as usize) {
            Some(Ins::Receive { stream, bytes, .. }) => (l.streams + stream, *bytes),
            Some(Ins::Back {
                count: Count::Times(_),
                slot,
                ..
            }) => (pc + 1 + slot, 2),
            _ => return Some(i64::MAX),
        };
        let Some(&(_, d)) = delta.iter().find(|(j, _)| *j == i) else {
            return Some(i64::MAX);
        };
        match (at[i] >= need, d < 0) {
            _ if at[i] == UNBOUNDED => None,
            (true, true) => Some((at[i] - need) / -d),
            (false, false) => Some((need - 1 - at[i]) / d),
            (true, false) => Some(i64::MAX),
            (false, true) => None,
        }
    }

    /// How often the counters of `at` may grow by `delta` with no stream
    /// past its cap; `None` for one already unbounded.
    fn under_caps(&self, l: &Layout, at: &[i64], delta: &[(usize, i64)]) -> Option<i64> {
        let mut times = i64::MAX;
        for &(i, d) in delta {
            if at[i] == UNBOUNDED {
                return None;
            }
            if let Some(k) = i.checked_sub(l.streams).filter(|_| d > 0 && i < l.queues) {
                times = times.min((self.streams[k].cap - at[i]) / d);
            }
        }
        Some(times)
    }

    /// A state where no party can move before the runtime sequence has
    /// finished, reached by some schedule, in a model whose only choice is
    /// the order the parties move in (no loop of unknown count, no branch)
    /// and where two parties acquire one lock or send packets through one
    /// arbiter: they race, and the search for a completing run may have
    /// found the order that avoids the deadlock (a lock taken in opposite
    /// orders by a core and a DMA; head-of-line blocking).
    /// Every move is tried, at most `budget` states; `None` also when the
    /// budget runs out (undecided, not reported).
    pub fn reachable_deadlock(&self, budget: usize) -> Option<Stuck> {
        if !self.racing() || !self.ordered_only() {
            return None;
        }
        let l = Layout::new(self, Buffering::Measured);
        let start = self.initial(&l);
        let mut seen: HashSet<State> = HashSet::default();
        let mut todo = vec![start.clone()];
        seen.insert(start);
        while let Some(s) = todo.pop() {
            if seen.len() > budget {
                return None;
            }
            let next = self.every_move(&l, &s);
            if next.is_empty() && !self.complete(&l, &s) {
                return Some(self.read(&l, &s));
            }
            for (n, _) in next {
                if seen.insert(n.clone()) {
                    todo.push(n);
                }
            }
        }
        None
    }

    /// Whether two parties acquire one lock, or send packets through one
    /// arbiter.
    fn racing(&self) -> bool {
        if !self.arbiters.is_empty() {
            return true;
        }
        let mut by = vec![None; self.locks.len()];
        for (p, party) in self.parties.iter().enumerate() {
            for i in &party.code {
                if let Ins::Acquire { lock, .. } = i {
                    match by[*lock] {
                        None => by[*lock] = Some(p),
                        Some(q) if q != p => return true,
                        _ => {}
                    }
                }
            }
        }
        false
    }

    /// Whether no party's program has a choice of its own.
    fn ordered_only(&self) -> bool {
        self.parties.iter().flat_map(|p| &p.code).all(|i| {
            !matches!(
                i,
                Ins::Fork { .. }
                    | Ins::Loop {
                        count: Count::Any,
                        ..
                    }
            )
        })
    }

    /// Which waits only one party makes: an acquire of a lock no other
    /// party acquires (and none with `Acquire`, equal), a receive from a
    /// stream, a token wait or a task start no other party competes for.
    /// Nothing another party does can disable such a wait once it can go.
    fn sole(&self) -> Sole {
        let mut locks = vec![Waiters::None; self.locks.len()];
        let mut equal = vec![false; self.locks.len()];
        let mut streams = vec![Waiters::None; self.streams.len()];
        let mut senders = vec![Waiters::None; self.streams.len()];
        let mut channels = vec![Waiters::None; self.channels.len()];
        let mut arbiters = vec![Waiters::None; self.arbiters.len()];
        for (p, party) in self.parties.iter().enumerate() {
            for i in &party.code {
                match i {
                    Ins::Acquire { lock, equal: e, .. } => {
                        locks[*lock].add(p);
                        equal[*lock] |= *e;
                    }
                    Ins::Receive { stream, .. } => streams[*stream].add(p),
                    Ins::Send {
                        streams: to,
                        arbiters: held,
                        ..
                    } => {
                        to.iter().for_each(|&k| senders[k].add(p));
                        held.iter().for_each(|&a| arbiters[a].add(p));
                    }
                    Ins::Await { channel, .. } => channels[*channel].add(p),
                    _ => {}
                }
            }
        }
        let one = |w: &[Waiters]| w.iter().map(|w| matches!(w, Waiters::One(_))).collect();
        Sole {
            locks: locks
                .iter()
                .zip(&equal)
                .map(|(w, e)| matches!(w, Waiters::One(_)) && !e)
                .collect(),
            equal,
            streams: one(&streams),
            senders: one(&senders),
            channels: one(&channels),
            arbiters: one(&arbiters),
        }
    }

    /// Whether no party that must finish (and has not) can move.
    fn finishers_stuck(&self, l: &Layout, s: &[i64]) -> bool {
        self.parties.iter().enumerate().all(|(p, party)| {
            !party.must_finish
                || s[l.party[p]] as usize >= party.code.len()
                || self.ways(l, s, p) == 0
        })
    }

    /// The states after one move: the moves of a single party whose next
    /// step commutes with every other party's (when they lead somewhere
    /// new), else every move. Of those single parties, one that must finish
    /// (or a task) goes first, then one that waits, and one that feeds
    /// others last:
    /// data and lock values are taken as soon as they come, which keeps the
    /// counts (and the states) few.
    /// Each with the step that leads to it.
    fn successors(
        &self,
        l: &Layout,
        s: &[i64],
        sole: &Sole,
        seen: &HashSet<State>,
    ) -> Vec<(State, Step)> {
        // A party that must finish can make its last move: every move, so
        // that this visible one is among them (and tried first, see
        // `every_move`).
        let finishing = self.parties.iter().enumerate().any(|(p, party)| {
            party.must_finish
                && s[l.party[p]] as usize + 1 == party.code.len()
                && self.ways(l, s, p) > 0
        });
        if finishing {
            return self.every_move(l, s);
        }
        let mut order: Vec<(u8, usize)> = (0..self.parties.len())
            .filter(|&p| self.ways(l, s, p) > 0 && self.independent(l, s, p, sole))
            .map(|p| (self.rank(l, s, p), p))
            .collect();
        order.sort_unstable();
        for (_, p) in order {
            let next = self.steps(l, s, p);
            if next.iter().all(|(n, _)| !seen.contains(n)) {
                if let [(one, step)] = &next[..] {
                    let (on, more) = self.run_on(l, one.clone(), p, sole);
                    if !seen.contains(&on) {
                        return vec![(on, Step { more, ..*step })];
                    }
                }
                return next;
            }
        }
        self.every_move(l, s)
    }

    /// Every state one move leads to, the moves of parties that must finish
    /// last: the search takes the last first.
    fn every_move(&self, l: &Layout, s: &[i64]) -> Vec<(State, Step)> {
        let (finishers, others): (Vec<usize>, Vec<usize>) =
            (0..self.parties.len()).partition(|&p| self.parties[p].must_finish);
        others
            .into_iter()
            .chain(finishers)
            .flat_map(|p| self.steps(l, s, p))
            .collect()
    }

    /// `s` after party `p`'s further steps while each is independent and
    /// the only move it has (at most one pass over its code), and how many
    /// it took: the states in between need no visit of their own.
    fn run_on(&self, l: &Layout, mut s: State, p: usize, sole: &Sole) -> (State, usize) {
        let mut more = 0;
        for _ in 0..self.parties[p].code.len() {
            if !self.independent(l, &s, p, sole) || self.ways(l, &s, p) != 1 {
                break;
            }
            self.apply(l, &mut s, p, 0);
            more += 1;
        }
        (s, more)
    }

    /// The order of party `p`'s next step among independent ones: a party
    /// that must finish or a task first, then waits, then control, then
    /// releases and sends.
    fn rank(&self, l: &Layout, s: &[i64], p: usize) -> u8 {
        let party = &self.parties[p];
        if party.must_finish || party.kind == Kind::Task {
            return 0;
        }
        match self.parties[p].code.get(s[l.party[p]] as usize) {
            Some(
                Ins::Acquire { .. } | Ins::Receive { .. } | Ins::Await { .. } | Ins::Gate { .. },
            ) => 1,
            Some(Ins::Release { .. } | Ins::Send { .. }) => 3,
            _ => 2,
        }
    }

    /// Whether party `p`'s next step touches nothing another party waits
    /// on in a way that could disable it, and does not finish a party that
    /// must finish.
    fn independent(&self, l: &Layout, s: &[i64], p: usize, sole: &Sole) -> bool {
        let party = &self.parties[p];
        let pc = s[l.party[p]] as usize;
        if pc >= party.code.len() || (party.must_finish && pc + 1 == party.code.len()) {
            return false;
        }
        match &party.code[pc] {
            Ins::Release { lock, .. } => !sole.equal[*lock],
            Ins::Acquire { lock, .. } => sole.locks[*lock],
            Ins::Receive { stream, .. } => sole.streams[*stream],
            Ins::Await { channel, .. } => sole.channels[*channel],
            Ins::Send {
                streams,
                arbiters,
                gates,
                ..
            } => {
                streams
                    .iter()
                    .all(|&k| l.bound[k].is_none() || sole.senders[k])
                    && arbiters.iter().all(|&a| sole.arbiters[a])
                    && gates.is_empty()
            }
            // Only the head of a queue can start, and only its channel's
            // task frees it; only the runtime sequence pushes.
            Ins::Gate { .. } | Ins::Start { .. } | Ins::Finish { .. } => true,
            Ins::Jump { .. } | Ins::Fork { .. } | Ins::Loop { .. } | Ins::Back { .. } => true,
        }
    }

    /// [`Model::moves`], each with its step.
    fn steps(&self, l: &Layout, s: &[i64], p: usize) -> Vec<(State, Step)> {
        let step = |way: usize| Step {
            party: p,
            way: way as u8,
            more: 0,
        };
        let moves = self.moves(l, s, p).into_iter().enumerate();
        moves.map(|(way, n)| (n, step(way))).collect()
    }

    /// The states party `p` can move to from `s`.
    fn moves(&self, l: &Layout, s: &[i64], p: usize) -> Vec<State> {
        (0..self.ways(l, s, p))
            .map(|way| {
                let mut n: State = s.into();
                self.apply(l, &mut n, p, way);
                n
            })
            .collect()
    }

    /// How many moves party `p` has from `s`: 0 when it waits or has
    /// finished, 2 at a choice, else 1.
    fn ways(&self, l: &Layout, s: &[i64], p: usize) -> u8 {
        let at = l.party[p];
        let Some(ins) = self.parties[p].code.get(s[at] as usize) else {
            return 0;
        };
        let go = match ins {
            Ins::Acquire {
                lock, value, equal, ..
            } => {
                let v = s[l.locks + lock];
                v == UNBOUNDED || if *equal { v == *value } else { v >= *value }
            }
            Ins::Receive { stream, bytes, .. } => s[l.streams + stream] >= *bytes,
            Ins::Send {
                streams,
                arbiters,
                gates,
                ..
            } => {
                streams.iter().all(|&k| self.room(l, s, k) > 0)
                    && arbiters
                        .iter()
                        .all(|&a| [0, p as i64 + 1].contains(&s[l.arbiters + a]))
                    && gates
                        .iter()
                        .all(|&(g, port)| self.turn(l, s, g) == Some(port))
            }
            Ins::Await { channel, .. } => s[l.channels + 2 * channel] >= 1,
            Ins::Start { task, .. } => l.task_channel[*task]
                .is_none_or(|c| s[l.queues + QUEUE_DEPTH * c + QUEUE_DEPTH - 1] == 0),
            Ins::Gate { channel } => {
                s[l.queues + QUEUE_DEPTH * channel] == p as i64 + 1
                    && s[l.channels + 2 * channel + 1] == 0
            }
            Ins::Loop {
                count: Count::Any, ..
            }
            | Ins::Back {
                count: Count::Any, ..
            }
            | Ins::Fork { .. } => return 2,
            _ => true,
        };
        u8::from(go)
    }

    /// Makes move `way` (see [`Model::ways`]) of party `p` in `s`. At a
    /// loop of any count, way 1 (the one the search tries first) runs the
    /// body once more.
    fn apply(&self, l: &Layout, s: &mut [i64], p: usize, way: u8) {
        let at = l.party[p];
        let pc = s[at] as usize;
        let slot = |k: usize| at + 1 + k;
        let mut to = pc + 1;
        match &self.parties[p].code[pc] {
            Ins::Acquire {
                lock, value, equal, ..
            } => {
                let v = &mut s[l.locks + lock];
                if !*equal && *v != UNBOUNDED {
                    *v -= value;
                }
            }
            Ins::Release { lock, value, .. } => {
                let v = &mut s[l.locks + lock];
                *v = add(*v, *value, MAX_LOCK);
            }
            Ins::Send {
                streams,
                bytes,
                arbiters,
                gates,
                ..
            } => {
                let left = bytes - s[l.sent + p];
                let n = streams
                    .iter()
                    .map(|&k| self.room(l, s, k))
                    .fold(left, i64::min);
                for &k in streams {
                    let v = &mut s[l.streams + k];
                    *v = add(*v, n, self.streams[k].cap);
                }
                // A packet cut short holds its route's arbiters until its
                // last word has passed.
                let holder = if n < left { p as i64 + 1 } else { 0 };
                for &a in arbiters {
                    s[l.arbiters + a] = holder;
                }
                if n < left {
                    s[l.sent + p] += n;
                    to = pc;
                } else {
                    s[l.sent + p] = 0;
                    // The packet's last word ends its turn.
                    for &(g, _) in gates {
                        let turns = self.merges[g].turns.len().max(1) as i64;
                        s[l.merges + g] = (s[l.merges + g] + 1) % turns;
                    }
                }
            }
            Ins::Receive { stream, bytes, .. } => {
                let v = &mut s[l.streams + stream];
                if *v != UNBOUNDED {
                    *v -= bytes;
                }
            }
            Ins::Start { task, .. } => {
                if let Some(c) = l.task_channel[*task] {
                    let queue = &mut s[l.queues + QUEUE_DEPTH * c..][..QUEUE_DEPTH];
                    if let Some(free) = queue.iter_mut().find(|t| **t == 0) {
                        *free = *task as i64 + 1;
                    }
                }
            }
            Ins::Await { channel, .. } => s[l.channels + 2 * channel] -= 1,
            Ins::Gate { channel } => {
                let queue = &mut s[l.queues + QUEUE_DEPTH * channel..][..QUEUE_DEPTH];
                queue.rotate_left(1);
                queue[QUEUE_DEPTH - 1] = 0;
                s[l.channels + 2 * channel + 1] = 1;
            }
            Ins::Finish { channel, token } => {
                let tokens = l.channels + 2 * channel;
                s[tokens + 1] = 0;
                if *token {
                    s[tokens] = add(s[tokens], 1, MAX_TOKENS);
                }
            }
            Ins::Loop {
                count,
                slot: k,
                end,
            } => match count {
                Count::Times(0) => to = *end,
                Count::Times(t) => s[slot(*k)] = *t as i64,
                Count::Forever => {}
                Count::Any if way == 0 => to = *end,
                Count::Any => {}
            },
            Ins::Back {
                count,
                slot: k,
                body,
            } => match count {
                Count::Times(_) if s[slot(*k)] > 1 => {
                    s[slot(*k)] -= 1;
                    to = *body;
                }
                Count::Times(_) => s[slot(*k)] = 0,
                Count::Forever => to = *body,
                Count::Any if way == 0 => {}
                Count::Any => to = *body,
            },
            Ins::Fork { to: other } if way == 1 => to = *other,
            Ins::Fork { .. } => {}
            Ins::Jump { to: other } => to = *other,
        }
        s[at] = to as i64;
    }

    /// The bytes stream `k` can take now: its buffering beyond what the
    /// BDs its receivers wait in take, less what it holds
    /// ([`i64::MAX`] for an unbounded stream).
    fn room(&self, l: &Layout, s: &[i64], k: usize) -> i64 {
        let Some(bound) = l.bound[k] else {
            return i64::MAX;
        };
        let taking: i64 = l.receivers[k]
            .iter()
            .filter_map(
                |&r| match self.parties[r].code.get(s[l.party[r]] as usize) {
                    Some(Ins::Receive { stream, bytes, .. }) if *stream == k => Some(*bytes),
                    _ => None,
                },
            )
            .sum();
        (bound + taking - s[l.streams + k]).max(0)
    }

    /// The slave port whose turn merge arbiter `g` gives in `s`.
    fn turn(&self, l: &Layout, s: &[i64], g: usize) -> Option<u32> {
        let t = usize::try_from(s[l.merges + g]).ok()?;
        self.merges[g].turns.get(t).map(|&(port, _)| port)
    }

    /// The parts of state `s` the report reads.
    fn read(&self, l: &Layout, s: &[i64]) -> Stuck {
        Stuck {
            pcs: l.party.iter().map(|&at| s[at] as usize).collect(),
            locks: s[l.locks..l.streams].to_vec(),
            streams: s[l.streams..l.queues].to_vec(),
            bounds: l.bound.clone(),
            sent: s[l.sent..l.sent + self.parties.len()].to_vec(),
            queued: (0..self.parties.len())
                .map(|p| s[l.queues..l.channels].contains(&(p as i64 + 1)))
                .collect(),
            arbiters: s[l.arbiters..l.merges]
                .iter()
                .map(|&h| usize::try_from(h - 1).ok())
                .collect(),
            turns: s[l.merges..l.len].iter().map(|&t| t as usize).collect(),
        }
    }
}

/// How many parties make one kind of wait on one lock, stream or channel.
#[derive(Clone, Copy, PartialEq)]
enum Waiters {
    None,
    One(usize),
    Many,
}

impl Waiters {
    fn add(&mut self, p: usize) {
        *self = match *self {
            Waiters::None => Waiters::One(p),
            Waiters::One(q) if q == p => Waiters::One(p),
            _ => Waiters::Many,
        };
    }
}

/// Per lock, stream and channel: whether its waits are a single party's
/// (see `Model::sole`); per lock, whether a party acquires it with
/// `Acquire` (equal), which a release can disable.
struct Sole {
    locks: Vec<bool>,
    equal: Vec<bool>,
    streams: Vec<bool>,
    /// Streams only one party sends on: nothing else fills their buffer.
    senders: Vec<bool>,
    channels: Vec<bool>,
    /// Arbiters only one party's packets pass.
    arbiters: Vec<bool>,
}

/// Tasks a DMA channel's start queue holds (mlir-aie docs/DeadlockModel.md,
/// "State"); the host waits for room before a push.
const QUEUE_DEPTH: usize = 4;

/// Lock values past this count as unbounded (above any AIE2 lock's 63).
const MAX_LOCK: i64 = 64;

/// Tokens past this count as unbounded.
const MAX_TOKENS: i64 = 1 << 20;

/// `v + d`, unbounded past `cap`.
fn add(v: i64, d: i64, cap: i64) -> i64 {
    if v == UNBOUNDED || v.saturating_add(d) > cap {
        UNBOUNDED
    } else {
        v + d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lock(init: i64) -> LockDef {
        LockDef {
            name: format!("l{init}"),
            init,
        }
    }

    fn acq(lock: usize, value: i64) -> Ins {
        Ins::Acquire {
            lock,
            value,
            equal: false,
            span: Span::default(),
        }
    }

    fn rel(lock: usize, value: i64) -> Ins {
        Ins::Release {
            lock,
            value,
            span: Span::default(),
        }
    }

    fn party(code: Vec<Ins>) -> Party {
        Party {
            kind: Kind::Core,
            name: "p".into(),
            span: Span::default(),
            code,
            must_finish: true,
        }
    }

    /// `body` `times` times in slot 0.
    fn looped(count: Count, body: Vec<Ins>) -> Vec<Ins> {
        let n = body.len();
        let mut code = vec![Ins::Loop {
            count,
            slot: 0,
            end: n + 2,
        }];
        code.extend(body);
        code.push(Ins::Back {
            count,
            slot: 0,
            body: 1,
        });
        code
    }

    fn model(locks: Vec<LockDef>, parties: Vec<Party>) -> Model {
        Model {
            locks,
            parties,
            ..Model::default()
        }
    }

    #[test]
    fn producer_and_consumer_of_equal_rates_complete() {
        // A depth-2 fifo: prod lock 2, cons lock 0.
        let prod = party(looped(Count::Times(5), vec![acq(0, 1), rel(1, 1)]));
        let cons = party(looped(Count::Times(5), vec![acq(1, 1), rel(0, 1)]));
        let m = model(vec![lock(2), lock(0)], vec![prod, cons]);
        assert!(matches!(
            m.search(10_000, Buffering::Most),
            Verdict::Completes
        ));
    }

    #[test]
    fn a_consumer_taking_more_than_produced_hangs() {
        let prod = party(looped(Count::Times(3), vec![acq(0, 1), rel(1, 1)]));
        let cons = party(looped(Count::Times(4), vec![acq(1, 1), rel(0, 1)]));
        let m = model(vec![lock(2), lock(0)], vec![prod, cons]);
        let Verdict::Hangs(stuck) = m.search(10_000, Buffering::Most) else {
            panic!("expected a hang");
        };
        assert_eq!(
            stuck.pcs,
            vec![4, 1],
            "the producer is done, the consumer waits"
        );
        assert_eq!(stuck.locks, vec![2, 0]);
    }

    #[test]
    fn acquiring_more_than_the_depth_hangs() {
        let core = party(looped(Count::Forever, vec![acq(0, 2), rel(1, 2)]));
        let mut dma = party(looped(Count::Forever, vec![acq(1, 1), rel(0, 1)]));
        dma.must_finish = false;
        let mut m = model(vec![lock(1), lock(0)], vec![core, dma]);
        // A finite runtime party that waits for the core's output.
        m.parties[0].must_finish = false;
        m.parties.push(party(vec![acq(1, 1)]));
        assert!(matches!(
            m.search(10_000, Buffering::Most),
            Verdict::Hangs(_)
        ));
    }

    #[test]
    fn acquire_equal_waits_for_the_exact_value() {
        let eq = Ins::Acquire {
            lock: 0,
            value: 1,
            equal: true,
            span: Span::default(),
        };
        let m = model(vec![lock(2)], vec![party(vec![eq.clone()])]);
        assert!(matches!(m.search(100, Buffering::Most), Verdict::Hangs(_)));
        let m = model(vec![lock(1)], vec![party(vec![eq])]);
        assert!(matches!(m.search(100, Buffering::Most), Verdict::Completes));
    }

    #[test]
    fn streams_carry_bytes_between_parties() {
        let send = |bytes| Ins::Send {
            streams: vec![0],
            bytes,
            arbiters: Vec::new(),
            gates: Vec::new(),
            span: Span::default(),
        };
        let recv = Ins::Receive {
            stream: 0,
            bytes: 64,
            span: Span::default(),
        };
        let mut m = model(
            vec![],
            vec![party(vec![send(128)]), party(vec![recv.clone(), recv])],
        );
        m.streams.push(StreamDef {
            name: "s".into(),
            cap: 513,
            measured: None,
        });
        assert!(matches!(m.search(100, Buffering::Most), Verdict::Completes));
        m.parties[0].code = vec![send(64)];
        assert!(matches!(m.search(100, Buffering::Most), Verdict::Hangs(_)));
    }

    /// One big send of `sent` bytes through an unbounded stream, taken 64
    /// bytes at a time by a loop of `takes` that passes each piece through a
    /// lock pair: thousands of states one by one, a handful with the
    /// cycles between them skipped.
    fn streamed(sent: i64, takes: u64) -> Model {
        let send = Ins::Send {
            streams: vec![0],
            bytes: sent,
            arbiters: Vec::new(),
            gates: Vec::new(),
            span: Span::default(),
        };
        let take = Ins::Receive {
            stream: 0,
            bytes: 64,
            span: Span::default(),
        };
        let piece = vec![acq(0, 1), take, rel(1, 1)];
        let mut m = model(
            vec![lock(2), lock(0)],
            vec![
                party(vec![send]),
                party(looped(Count::Times(takes), piece)),
                party(looped(Count::Times(takes), vec![acq(1, 1), rel(0, 1)])),
            ],
        );
        m.streams.push(StreamDef {
            name: "s".into(),
            cap: 4 * sent,
            measured: None,
        });
        m
    }

    #[test]
    fn repeated_cycles_through_an_unbounded_stream_are_skipped() {
        // 10 000 pieces: without the skip, more states than the budget.
        let m = streamed(64 * 10_000, 10_000);
        let v = m.search(2_000, Buffering::Most);
        assert!(matches!(v, Verdict::Completes), "{v:?}");
        // One piece short: a hang, which only the search without skips
        // shows (here past 2 000 states).
        let m = streamed(64 * 999, 1_000);
        let v = m.search(2_000, Buffering::Most);
        assert!(matches!(v, Verdict::Unknown { .. }), "{v:?}");
        let v = m.search(100_000, Buffering::Most);
        let Verdict::Hangs(stuck) = v else {
            panic!("expected a hang: {v:?}");
        };
        assert_eq!(stuck.streams, vec![0], "every byte sent was taken");
        assert_eq!(stuck.pcs[1], 2, "the taker waits at its receive");
    }

    /// A sender of `sent` bytes into a receiver that takes 64, then waits
    /// for the sender's lock release before it takes the rest: completes
    /// only if the stream holds `sent - 64` bytes.
    fn held_back(sent: i64, measured: Option<i64>) -> Model {
        let send = Ins::Send {
            streams: vec![0],
            bytes: sent,
            arbiters: Vec::new(),
            gates: Vec::new(),
            span: Span::default(),
        };
        let recv = |bytes| Ins::Receive {
            stream: 0,
            bytes,
            span: Span::default(),
        };
        let sender = party(vec![send, rel(0, 1)]);
        let receiver = party(vec![recv(64), acq(0, 1), recv(sent - 64)]);
        let mut m = model(vec![lock(0)], vec![sender, receiver]);
        m.streams.push(StreamDef {
            name: "s".into(),
            cap: 1 << 20,
            measured,
        });
        m
    }

    /// Two packets through one arbiter into two measured streams of 32
    /// bytes: the first (`first` bytes) into a BD that waits for a lock
    /// the second's receiver releases (mlir-aie docs/DeadlockModel.md,
    /// head-of-line; `test/deadlock/arbiter-head-of-line.mlir`).
    fn head_of_line(first: i64) -> Model {
        let send = |stream, bytes| Ins::Send {
            streams: vec![stream],
            bytes,
            arbiters: vec![0],
            gates: Vec::new(),
            span: Span::default(),
        };
        let recv = |stream, bytes| Ins::Receive {
            stream,
            bytes,
            span: Span::default(),
        };
        let a = party(vec![send(0, first)]);
        let b = party(vec![send(1, 32)]);
        let ra = party(vec![acq(0, 1), recv(0, first)]);
        let rb = party(vec![recv(1, 32), rel(0, 1)]);
        let mut m = model(vec![lock(0)], vec![a, b, ra, rb]);
        for name in ["s0", "s1"] {
            m.streams.push(StreamDef {
                name: name.into(),
                cap: 1 << 20,
                measured: Some(32),
            });
        }
        m.arbiters.push("arbiter 0".into());
        m
    }

    #[test]
    fn a_packet_held_back_holds_its_arbiters() {
        let fits = head_of_line(32);
        assert!(matches!(
            fits.search(1000, Buffering::Measured),
            Verdict::Completes
        ));
        let over = head_of_line(36);
        assert!(matches!(
            over.search(1000, Buffering::Most),
            Verdict::Completes
        ));
        // The second packet may pass first: a race, which some schedule
        // loses.
        assert!(matches!(
            over.search(1000, Buffering::Measured),
            Verdict::Completes
        ));
        let Some(stuck) = over.reachable_deadlock(1000) else {
            panic!("expected head-of-line blocking");
        };
        assert_eq!(stuck.arbiters, vec![Some(0)], "the first packet holds it");
        assert_eq!(stuck.pcs[1], 0, "the second packet waits at the arbiter");
        assert!(fits.reachable_deadlock(1000).is_none());
    }

    #[test]
    fn a_measured_stream_holds_its_buffering_and_no_more() {
        let fits = held_back(64 + 32, Some(32));
        assert!(matches!(
            fits.search(100, Buffering::Least),
            Verdict::Completes
        ));
        let over = held_back(64 + 36, Some(32));
        assert!(matches!(
            over.search(100, Buffering::Most),
            Verdict::Completes
        ));
        let Verdict::Hangs(stuck) = over.search(100, Buffering::Measured) else {
            panic!("expected the sender held back");
        };
        assert_eq!(stuck.pcs[0], 0, "the sender waits in its send");
        assert_eq!(
            stuck.sent[0],
            64 + 32,
            "with what the stream could take sent"
        );
    }

    #[test]
    fn an_unmeasured_stream_is_bounded_only_in_the_least_search() {
        let m = held_back(64 + 32, None);
        assert!(matches!(
            m.search(100, Buffering::Measured),
            Verdict::Completes
        ));
        assert!(matches!(m.search(100, Buffering::Least), Verdict::Hangs(_)));
    }

    #[test]
    fn a_race_for_locks_taken_in_opposite_orders_reaches_a_deadlock() {
        let first = party(vec![acq(0, 1), acq(1, 1), rel(1, 1), rel(0, 1)]);
        let mut second = party(vec![acq(1, 1), acq(0, 1), rel(0, 1), rel(1, 1)]);
        second.must_finish = false;
        let m = model(vec![lock(1), lock(1)], vec![first, second]);
        assert!(matches!(
            m.search(1000, Buffering::Most),
            Verdict::Completes
        ));
        let stuck = m.reachable_deadlock(1000).expect("a schedule deadlocks");
        assert_eq!(
            stuck.pcs,
            vec![1, 1],
            "each holds one lock and waits for the other"
        );
        let mut same = m.clone();
        same.parties[1].code = vec![acq(0, 1), acq(1, 1), rel(1, 1), rel(0, 1)];
        assert!(same.reachable_deadlock(1000).is_none());
    }

    #[test]
    fn tasks_run_when_started_and_issue_tokens() {
        let mut m = model(vec![], vec![]);
        m.channels.push("c".into());
        let task = Party {
            kind: Kind::Task,
            must_finish: false,
            code: vec![
                Ins::Gate { channel: 0 },
                Ins::Finish {
                    channel: 0,
                    token: true,
                },
                Ins::Jump { to: 0 },
            ],
            ..party(vec![])
        };
        let start = Ins::Start {
            task: 0,
            span: Span::default(),
        };
        let wait = Ins::Await {
            channel: 0,
            span: Span::default(),
        };
        m.parties = vec![task, party(vec![start.clone(), wait.clone(), wait.clone()])];
        assert!(
            matches!(m.search(1000, Buffering::Most), Verdict::Hangs(_)),
            "one token only"
        );
        m.parties[1].code = vec![start.clone(), start, wait.clone(), wait];
        assert!(matches!(
            m.search(1000, Buffering::Most),
            Verdict::Completes
        ));
    }

    #[test]
    fn any_count_loops_may_run_any_number_of_times() {
        let prod = party(looped(Count::Any, vec![rel(0, 1)]));
        let cons = party(vec![acq(0, 3)]);
        let m = model(vec![lock(0)], vec![prod, cons]);
        assert!(matches!(
            m.search(1000, Buffering::Most),
            Verdict::Completes
        ));
    }

    #[test]
    fn the_budget_bounds_the_search() {
        let a = party(looped(Count::Times(1000), vec![rel(0, 1), acq(0, 1)]));
        let m = model(vec![lock(0)], vec![a, party(vec![acq(0, 2)])]);
        assert!(matches!(
            m.search(10, Buffering::Most),
            Verdict::Unknown { .. }
        ));
    }
}
