//! Streams running many quanta at once ([`Model::run_streams`]).

use super::dma::{Decoded, Phase, Stall, INBOX_WORDS};
use super::step::span;
use super::{CoreRun, Model, Walk};
use crate::bus::HostMemory;
use crate::core::{Guard, LockOutcome, LockRequest};
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use std::ops::Range;
use std::sync::Arc;

/// The lists a bulk step fills, kept in the model from one step to the
/// next so that trying one allocates nothing.
#[derive(Debug, Default)]
pub(super) struct Lists {
    /// The streams `(MM2S, S2MM)`.
    pairs: Vec<(usize, usize)>,
    /// S2MM channels with words in their buffers.
    fed: Vec<usize>,
    /// The streams' S2MM channels, sorted.
    sinks: Vec<usize>,
    /// The bytes the streams read and write.
    guard: Guard,
    /// Channels that start their next BD at the step's first cycle.
    starts: Vec<Start>,
    /// Channels waiting for a lock.
    waiting: Vec<usize>,
    /// Stream channels whose BD ends at the step's last cycle.
    ending: Vec<usize>,
    /// Locks `(tile, id)` and their values as the step's BD starts and
    /// ends leave them (checking that they stay in range).
    locks: Vec<((usize, u32), i64)>,
}

/// A channel in `Phase::Acquire` whose next BD can start at once: its lock
/// is free and was released before the quantum (so it is acquired at the
/// quantum's first cycle whichever unit goes first).
#[derive(Debug)]
struct Start {
    i: usize,
    info: Arc<Decoded>,
    /// The lock its BD acquires (tile index, id) and the request.
    lock: Option<((usize, u32), LockRequest)>,
    /// The BD's byte address with the iteration offset (as `begin_move`).
    base: u64,
    /// An MM2S channel's route for its first word.
    route: Option<Arc<[(usize, bool)]>>,
}

impl Model {
    /// Runs up to `max` quanta of `quantum` cycles in one step when the
    /// array only streams, as that many [`Array::run`](crate::bus::Array::run)s
    /// would: untraced, no control port in use, every busy channel either
    /// one end of a stream on the bulk path ([`Model::streams`]) or waiting
    /// for a lock or for data that no stream brings, and at most one core
    /// running. Each stream then moves `quantum` words a quantum; the step
    /// stops before a quantum in which a BD would end inside the quantum
    /// (with a core running, before any BD end), is taken only if no stream
    /// writes memory that another reads or writes in it, and runs the core
    /// beside the streams up to its next lock op or access of their memory
    /// ([`Core::step_beside`]), the ops of a quantum it did not finish
    /// counting against that quantum's budget. Without a core running, a
    /// step may start BDs whose locks are free at its first cycle and end
    /// BDs at its last cycle, and steps follow one another while BDs go on
    /// so (no task ends). Returns the quanta run (0 if the array is not so).
    pub(super) fn run_streams(&mut self, quantum: u64, max: u64, host: &mut HostMemory) -> u64 {
        // Tried once or twice per BD a stream moves: its lists are kept.
        let mut lists = std::mem::take(&mut self.bulk);
        let mut quanta = 0;
        while quanta < max {
            let (n, more) = self.run_listed_streams(&mut lists, quantum, max - quanta, host);
            quanta += n;
            if n == 0 || !more {
                break;
            }
        }
        self.bulk = lists;
        quanta
    }

    /// One step of [`Model::run_streams`] with `lists` to fill: the quanta
    /// run and whether another step may follow at once (BDs ended at the
    /// step's end and went on to their next BDs, no task ended: the runner
    /// has nothing new to see).
    fn run_listed_streams(
        &mut self,
        lists: &mut Lists,
        quantum: u64,
        max: u64,
        host: &mut HostMemory,
    ) -> (u64, bool) {
        if quantum == 0 || !self.streams(lists, host) {
            return (0, false);
        }
        let core = (0..self.cores.len()).find(|&i| self.core_runs(i));
        if core.is_some() && !lists.starts.is_empty() {
            return (0, false);
        }
        let Lists {
            pairs,
            guard,
            starts,
            ending,
            locks,
            ..
        } = lists;
        let left = |m: &Model, i: usize| match m.channels[i].task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => u64::from(mv.left),
            _ => starts
                .iter()
                .find(|s| s.i == i)
                .map_or(0, |s| u64::from(s.info.length)),
        };
        let channels = || pairs.iter().flat_map(|&(i, j)| [i, j]);
        // Without a core beside them, a stream's BD may end at the step's
        // last cycle (then its lock release, next BD or token come as the
        // quantum would give them); else the step stops before the quantum
        // in which a BD ends.
        let whole = |n: u64| {
            if core.is_none() {
                n / quantum
            } else {
                n.saturating_sub(1) / quantum
            }
        };
        let mut quanta = channels().map(|i| whole(left(self, i))).fold(max, u64::min);
        ending.clear();
        ending.extend(channels().filter(|&i| left(self, i) == quanta * quantum));
        if !ending.is_empty() && !self.ends_cleanly(starts, ending, locks, quanta == 1) {
            ending.clear();
            quanta = channels()
                .map(|i| left(self, i).saturating_sub(1) / quantum)
                .fold(max, u64::min);
        }
        let pairs = &*pairs;
        guard.reads.clear();
        guard.writes.clear();
        if quanta == 0 || !self.disjoint(pairs, starts, quanta * quantum, host, guard) {
            return (0, false);
        }
        if core.is_some() {
            self.guard_banks(pairs, starts, quanta * quantum, host, guard);
        }
        let quanta = match core {
            Some(i) => self.run_ahead(i, quantum, |core, env| {
                core.step_beside(env, quanta * quantum, guard)
            }),
            None => quanta,
        };
        let words = quanta * quantum;
        self.settled = false;
        if words == 0 {
            return (0, false);
        }
        self.quantum = quantum;
        for s in starts.iter() {
            let at = self.cycle;
            self.channels[s.i].budget = quantum;
            if !self.start_bd(s.i, at) {
                return (self.broke(s.i, "a BD did not start".into()), false);
            }
            if let Some(Phase::Move(mv)) = self.channels[s.i].task.as_mut().map(|t| &mut t.phase) {
                if s.route.is_some() {
                    mv.route.clone_from(&s.route);
                }
            }
        }
        for &(i, j) in pairs.iter() {
            if let Err(e) = self.stream(i, j, words, host) {
                return (self.broke(i, e), false);
            }
        }
        // The BDs that end at the step's last cycle end as in its last
        // quantum: released then, a lock-waiting channel then tries again
        // (and still waits: the release is at the quantum's end).
        self.cycle += words - quantum;
        let mut more = !ending.is_empty();
        for &i in ending.iter() {
            let done = self.channels[i].tasks_done;
            self.channels[i].budget = 0;
            self.step_channel(i, quantum, host);
            more &= self.channels[i].tasks_done == done;
        }
        if !ending.is_empty() {
            for &i in &lists.waiting {
                self.channels[i].budget = quantum;
                self.step_channel(i, quantum, host);
            }
        }
        self.cycle += quantum;
        (quanta, more && self.fault.is_none())
    }

    /// Moves `words` words of the stream from MM2S channel `i` to S2MM
    /// channel `j`, as quanta in which each moves as many would: `j` takes
    /// the words in its buffer first, the rest go straight from memory to
    /// memory, and `i` refills the buffer with as many as `j` took from it.
    fn stream(
        &mut self,
        i: usize,
        j: usize,
        words: u64,
        host: &mut HostMemory,
    ) -> Result<(), String> {
        let buffered = words.min(self.inboxes[j].words.len() as u64);
        self.channels[j].budget = buffered;
        self.move_words(j, host);
        for (n, direct) in [(words - buffered, true), (buffered, false)] {
            self.channels[i].budget = n;
            self.channels[j].budget = n;
            while self.channels[i].budget > 0 {
                let moved = if direct {
                    self.send_direct(i, j, host)?
                } else {
                    self.send_run(i, host)?
                };
                if !moved {
                    return Err("a stream stopped".into());
                }
            }
        }
        self.channels[j].budget = 0;
        Ok(())
    }

    /// Channel `i` failed with `e` in a step checked to move: a bug.
    #[cold]
    fn broke(&mut self, i: usize, e: String) -> u64 {
        self.bd_fault(i, format!("internal error in a bulk step: {e}"));
        0
    }

    /// Lists the streams `(MM2S, S2MM)` of an array that only streams (see
    /// [`Model::run_streams`]) in `lists.pairs`, each sender's packet going
    /// to one S2MM channel that moves a BD (or starts one at once,
    /// `lists.starts`) and has an empty buffer (the bulk path of
    /// [`Model::send_direct`]); false if some busy channel is neither such
    /// an end nor waiting for what no stream changes, or if no stream runs.
    fn streams(&mut self, lists: &mut Lists, host: &mut HostMemory) -> bool {
        let Lists {
            pairs,
            fed,
            sinks,
            starts,
            waiting,
            ..
        } = lists;
        pairs.clear();
        fed.clear();
        sinks.clear();
        starts.clear();
        waiting.clear();
        let active = std::mem::take(&mut self.active);
        let listed = self.list_streams(&active, lists, host).is_some();
        self.active = active;
        let Lists {
            pairs,
            fed,
            sinks,
            starts,
            ..
        } = lists;
        listed && {
            sinks.extend(pairs.iter().map(|p| p.1));
            sinks.sort_unstable();
            sinks.dedup();
            let unique = !pairs.is_empty() && sinks.len() == pairs.len();
            // A sink starting its BD receives this step's stream.
            let fed_starts = starts
                .iter()
                .all(|s| self.channels[s.i].dir == Dir::MM2S || sinks.binary_search(&s.i).is_ok());
            let receiving = pairs
                .iter()
                .all(|&(_, j)| self.moving(j) || starts.iter().any(|s| s.i == j));
            unique && fed_starts && receiving && fed.iter().all(|j| sinks.binary_search(j).is_ok())
        }
    }

    /// Adds the streams of [`Model::streams`] among the busy channels
    /// `active` to `lists.pairs`, the S2MM channels with words in their
    /// buffers to `lists.fed`, the channels starting a BD at once to
    /// `lists.starts` and those waiting for a lock to `lists.waiting`;
    /// `None` if some busy channel is neither an end of such a stream nor
    /// waiting for what no stream changes.
    fn list_streams(
        &mut self,
        active: &[usize],
        lists: &mut Lists,
        host: &mut HostMemory,
    ) -> Option<()> {
        let quiet = !self.trace && self.fault.is_none() && !self.controls_used;
        let running = (0..self.cores.len()).filter(|&i| self.core_runs(i));
        if !quiet
            || running.count() > 1
            || !self.woken.is_empty()
            || self.core_unblocks()
            || self.stall_ends()
        {
            return None;
        }
        let Lists {
            pairs,
            fed,
            starts,
            waiting,
            ..
        } = lists;
        for &i in active {
            let c = &self.channels[i];
            if c.ready > self.cycle {
                // It waits for a latency of its path: stepped.
                return None;
            }
            let Some(task) = &c.task else {
                if c.queue.is_empty() {
                    continue;
                }
                return None;
            };
            if task.out_of_order || self.coded(i) {
                // Each packet picks its BD from its header, or the words
                // go through a compression codec: stepped.
                return None;
            }
            match (&task.phase, c.dir) {
                (Phase::Header, _) => return None,
                (Phase::Acquire, _) if c.stall.as_ref().is_some_and(|s| self.lock_waits(s)) => {
                    waiting.push(i);
                }
                (Phase::Acquire, Dir::MM2S) if self.on_host_path(i) => {
                    // Its first word waits for the read latency: stepped.
                    return None;
                }
                (Phase::Acquire, dir) => {
                    let start = self.startable(i, host)?;
                    if dir == Dir::MM2S {
                        let &[(j, _)] = start.route.as_deref()? else {
                            return None;
                        };
                        let sink = self.inboxes.get(j).filter(|_| j < self.channels.len())?;
                        sink.owner.is_none_or(|o| o == i).then_some(())?;
                        pairs.push((i, j));
                    } else if !self.inboxes[i].words.is_empty() {
                        fed.push(i);
                    }
                    starts.push(start);
                }
                (Phase::Move(_), Dir::MM2S) if self.held_back(i) => {}
                (Phase::Move(mv), Dir::MM2S) => {
                    let single = mv.route.as_deref().filter(|_| mv.header.is_none())?;
                    let &[(j, _)] = single else { return None };
                    let fresh = mv.pending.is_none() && mv.left > 0;
                    let sink = &self.inboxes.get(j).filter(|_| j < self.channels.len())?;
                    let free = sink.owner.is_none_or(|o| o == i);
                    (fresh && free).then_some(())?;
                    pairs.push((i, j));
                }
                (Phase::Move(mv), Dir::S2MM) => {
                    (mv.left > 0).then_some(())?;
                    if !self.inboxes[i].words.is_empty() {
                        fed.push(i);
                    }
                }
            }
        }
        if starts.is_empty() {
            return Some(());
        }
        // Each started BD's lock is its own: no other start, lock-waiting
        // channel or blocked core wants it in the step's first quantum.
        let lock_of = |s: &Start| s.lock.map(|(l, _)| l);
        let taken: Vec<(usize, u32)> = starts.iter().filter_map(lock_of).collect();
        let mut sorted = taken.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != taken.len() {
            return None;
        }
        for &w in waiting.iter() {
            if let Some(Stall::Lock { tile, id, .. }) = self.channels[w].stall {
                sorted.binary_search(&(tile, id)).is_err().then_some(())?;
            }
        }
        for c in &self.cores {
            if let CoreRun::Blocked(lock, _) = &c.state {
                let t = self.tile_index(lock.tile.col, lock.tile.row)?;
                sorted.binary_search(&(t, lock.id)).is_err().then_some(())?;
            }
        }
        Some(())
    }

    /// Channel `i` (in `Phase::Acquire`) as a [`Start`]: its BD valid, with
    /// words and no packet header, its lock (if any) free now and released
    /// before this quantum, so that `start_bd` at the quantum's first cycle
    /// takes it at that cycle; an MM2S channel's first word has a route.
    fn startable(&mut self, i: usize, host: &mut HostMemory) -> Option<Start> {
        let c = &self.channels[i];
        let (col, row, kind, dir) = (c.col, c.row, c.kind, c.dir);
        let task = c.task.as_ref()?;
        let bd_id = task.bd;
        let info = match &task.fetched {
            Some(info) => info.clone(),
            None => self.bd_cached(col, row, kind, bd_id, dir)?,
        };
        let plain = info.valid
            && info.length > 0
            && info.packet.is_none()
            && self.codec_for(i, &info).is_none();
        if bd_id >= self.device.num_bds(kind) || !plain {
            return None;
        }
        let lock = match info.acquire {
            Some((field, v)) => {
                let (t, id) = self.bd_lock(i, field).ok()?;
                let req = if v < 0 {
                    LockRequest::AcquireGe(-v as i32)
                } else {
                    LockRequest::AcquireEq(v as i32)
                };
                let s = self.tiles[t].as_ref()?;
                let (value, released) = (s.locks[id as usize], s.released[id as usize]);
                let free = matches!(req.apply(value), LockOutcome::Done(_));
                (free && released <= self.cycle).then_some(())?;
                Some(((t, id), req))
            }
            None => None,
        };
        let (current, _, step) = info.iteration;
        let base = info.base + u64::from(current) * step * 4;
        let route = match dir {
            Dir::S2MM => None,
            Dir::MM2S => {
                let word = match info.walk.peek().0 {
                    None => self.pad_word(i),
                    Some(off) => {
                        let addr = base.wrapping_add(u64::from(off) * 4);
                        let at = (kind, col, row);
                        let b = span(&mut self.tiles, self.device, host, at, addr).ok()?;
                        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
                    }
                };
                let route = self.route(i, word).ok()?;
                // A packet's arbiters are claimed by its first word, which
                // a master that drops headers drops: stepped.
                let arbiters = self.route_arbiters.get(&(i, word & 0x1F));
                arbiters.is_none_or(|a| a.is_empty()).then_some(())?;
                route.iter().all(|&(_, keep)| keep).then_some(())?;
                Some(route)
            }
        };
        Some(Start {
            i,
            info,
            lock,
            base,
            route,
        })
    }

    /// Whether the BDs of `ending` can end at the step's last cycle
    /// as the quantum would end them: each release stays in range (after
    /// the step's acquires), and in a step of `one_quantum` no release is of
    /// a lock a start acquires in it (which would make the acquire wait).
    fn ends_cleanly(
        &self,
        starts: &[Start],
        ending: &[usize],
        locks: &mut Vec<((usize, u32), i64)>,
        one_quantum: bool,
    ) -> bool {
        locks.clear();
        let value = |m: &Model, locks: &[((usize, u32), i64)], l: (usize, u32)| {
            locks.iter().rev().find(|(k, _)| *k == l).map_or_else(
                || m.tiles[l.0].as_ref().map_or(0, |s| s.locks[l.1 as usize]),
                |&(_, v)| v,
            )
        };
        for s in starts.iter() {
            if let Some((l, req)) = s.lock {
                let LockOutcome::Done(n) = req.apply(value(self, locks, l)) else {
                    return false;
                };
                locks.push((l, n));
            }
        }
        let acquired = locks.len();
        for &i in ending.iter() {
            let release = match self.channels[i].task.as_ref().map(|t| &t.phase) {
                Some(Phase::Move(mv)) => mv.info.release,
                _ => starts
                    .iter()
                    .find(|s| s.i == i)
                    .and_then(|s| s.info.release),
            };
            let Some((field, v)) = release else {
                continue;
            };
            let Ok(l) = self.bd_lock(i, field) else {
                return false;
            };
            if one_quantum && locks[..acquired].iter().any(|&(k, _)| k == l) {
                return false;
            }
            let LockOutcome::Done(n) = LockRequest::Release(v as i32).apply(value(self, locks, l))
            else {
                return false;
            };
            locks.push((l, n));
        }
        true
    }

    /// Whether a blocked core's lock is free now (released by a BD that
    /// ended at the last quantum's end): it goes on in the next quantum.
    fn core_unblocks(&self) -> bool {
        self.cores.iter().any(|c| {
            let CoreRun::Blocked(lock, req) = &c.state else {
                return false;
            };
            let value = self
                .tile_index(lock.tile.col, lock.tile.row)
                .and_then(|t| self.tiles[t].as_ref())
                .and_then(|t| t.locks.get(lock.id as usize).copied());
            value.is_some_and(|v| req.apply(v) != LockOutcome::Wait)
        })
    }

    /// Whether MM2S channel `i` waits for a sink's buffer that is full and
    /// that no BD drains now ([`Model::drains`]), or that receives another
    /// stream's packet. A full buffer that its channel drains (a receiver
    /// that fell behind its sender at a BD's end) keeps the stream going a
    /// word a cycle.
    fn held_back(&self, i: usize) -> bool {
        match self.channels[i].stall {
            Some(Stall::Full(b)) => self.inboxes[b].words.len() >= INBOX_WORDS && !self.drains(b),
            Some(Stall::Busy(b)) => self.inboxes[b].owner.is_some_and(|o| o != i),
            Some(Stall::Arbiter(a, _)) => self.arbiter_owners.get(&a).is_some_and(|&o| o != i),
            _ => false,
        }
    }

    /// Whether S2MM channel `j` takes words now: it moves a BD and waits
    /// for no latency.
    fn drains(&self, j: usize) -> bool {
        j < self.channels.len() && self.moving(j) && self.channels[j].ready <= self.cycle
    }

    /// Whether channel `j` moves the words of a BD.
    fn moving(&self, j: usize) -> bool {
        matches!(
            self.channels[j].task.as_ref().map(|t| &t.phase),
            Some(Phase::Move(mv)) if mv.left > 0
        )
    }

    /// Whether a channel stalled on `stall` still waits for its lock.
    fn lock_waits(&self, stall: &Stall) -> bool {
        let &Stall::Lock { tile, id, req, .. } = stall else {
            return false;
        };
        let value = self.tiles[tile]
            .as_ref()
            .map_or(0, |s| s.locks[id as usize]);
        req.apply(value) == LockOutcome::Wait
    }

    /// Whether the next `words` words of every stream of `pairs` (the BDs
    /// of `starts` from their first word) lie in memory, the receivers'
    /// never padding, with no stream writing bytes that a stream reads or
    /// another writes; `guard` gets the bytes they read and write.
    fn disjoint(
        &mut self,
        pairs: &[(usize, usize)],
        starts: &[Start],
        words: u64,
        host: &mut HostMemory,
        guard: &mut Guard,
    ) -> bool {
        for &(i, j) in pairs {
            let ok = self.ranges(i, starts, words, host, &mut guard.reads, true)
                && self.ranges(j, starts, words, host, &mut guard.writes, false);
            if !ok {
                return false;
            }
        }
        let (reads, writes) = (&guard.reads, &guard.writes);
        let overlap = |a: &Range<usize>, b: &Range<usize>| a.start < b.end && b.start < a.end;
        writes.iter().enumerate().all(|(k, w)| {
            !reads.iter().any(|r| overlap(w, r)) && !writes[k + 1..].iter().any(|x| overlap(w, x))
        })
    }

    /// Adds to `guard`'s writes the programmer's banks (two physical banks
    /// each, [`crate::timing::DataMemory::bank_bytes`]) that the next
    /// `words` words of the streams of `pairs` in compute tiles access: a
    /// core beside the streams stops before them, so that its accesses
    /// meet the DMAs' in the quanta that arbitrate them ([`super::banks`]).
    fn guard_banks(
        &mut self,
        pairs: &[(usize, usize)],
        starts: &[Start],
        words: u64,
        host: &mut HostMemory,
        guard: &mut Guard,
    ) {
        let bank = self.timing.memory.bank_bytes as usize;
        let mut ranges = Vec::new();
        for i in pairs.iter().flat_map(|&(i, j)| [i, j]) {
            let c = &self.channels[i];
            if c.kind != TileKind::Core {
                continue;
            }
            let Some(t) = self.tile_index(c.col, c.row) else {
                continue;
            };
            ranges.clear();
            self.ranges(i, starts, words, host, &mut ranges, true);
            let Some(memory) = self.tiles[t].as_mut().map(|s| s.memory()) else {
                continue;
            };
            let (base, size) = (memory.as_ptr() as usize, memory.len());
            for r in &ranges {
                let from = (r.start - base) / bank * bank;
                let to = ((r.end - base).div_ceil(bank) * bank).min(size);
                guard.writes.push(base + from..base + to);
            }
        }
    }

    /// Adds the address ranges (in this process) of channel `i`'s next
    /// `words` words (of its BD in `starts` if it starts one) to `out`;
    /// false if a word lies outside memory, or is padding where `padding`
    /// is false.
    fn ranges(
        &mut self,
        i: usize,
        starts: &[Start],
        words: u64,
        host: &mut HostMemory,
        out: &mut Vec<Range<usize>>,
        padding: bool,
    ) -> bool {
        let c = &self.channels[i];
        let at = (c.kind, c.col, c.row);
        let (mut walk, base): (Walk, u64) = match c.task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => (mv.walk.clone(), mv.base),
            _ => match starts.iter().find(|s| s.i == i) {
                Some(s) => (s.info.walk.clone(), s.base),
                None => return false,
            },
        };
        let mut left = words;
        while left > 0 {
            let (off, run) = walk.peek();
            let mut n = left.min(u64::from(run));
            match off {
                None if padding => {}
                None => return false,
                Some(off) => {
                    let addr = base.wrapping_add(u64::from(off) * 4);
                    let Ok(b) = span(&mut self.tiles, self.device, host, at, addr) else {
                        return false;
                    };
                    n = n.min(b.len() as u64 / 4);
                    let start = b.as_ptr() as usize;
                    out.push(start..start + 4 * n as usize);
                }
            }
            walk.advance(n as u32);
            left -= n;
        }
        true
    }
}
