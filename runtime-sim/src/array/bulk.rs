//! Streams running many quanta at once ([`Model::run_streams`]).

use super::dma::{Phase, Stall, INBOX_WORDS};
use super::step::span;
use super::Model;
use crate::bus::HostMemory;
use crate::core::{Guard, LockOutcome};
use aie_target::regs::Dir;
use std::ops::Range;

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
}

impl Model {
    /// Runs up to `max` quanta of `quantum` cycles in one step when the
    /// array only streams, as that many [`Array::run`](crate::bus::Array::run)s
    /// would: untraced, no control port in use, every busy channel either
    /// one end of a stream on the bulk path ([`Model::streams`]) or waiting
    /// for a lock or for data that no stream brings, and at most one core
    /// running. Each stream then moves `quantum` words a quantum; the step
    /// stops before a quantum in which a BD would end (its lock release,
    /// its token), is taken only if no stream writes memory that another
    /// reads or writes in it, and runs the core beside the streams up to
    /// its next lock op or access of their memory ([`Core::step_beside`]),
    /// the ops of a quantum it did not finish counting against that
    /// quantum's budget. Returns the quanta run (0 if the array is not so).
    pub(super) fn run_streams(&mut self, quantum: u64, max: u64, host: &mut HostMemory) -> u64 {
        // Tried once or twice per BD a stream moves: its lists are kept.
        let mut lists = std::mem::take(&mut self.bulk);
        let quanta = self.run_listed_streams(&mut lists, quantum, max, host);
        self.bulk = lists;
        quanta
    }

    /// [`Model::run_streams`] with `lists` to fill.
    fn run_listed_streams(
        &mut self,
        lists: &mut Lists,
        quantum: u64,
        max: u64,
        host: &mut HostMemory,
    ) -> u64 {
        if !self.streams(lists) {
            return 0;
        }
        let Lists { pairs, guard, .. } = lists;
        let pairs = &*pairs;
        let left = |i: usize| match self.channels[i].task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => u64::from(mv.left),
            _ => 0,
        };
        let quanta = pairs
            .iter()
            .flat_map(|&(i, j)| [left(i), left(j)])
            .map(|n| n.saturating_sub(1) / quantum)
            .fold(max, u64::min);
        guard.reads.clear();
        guard.writes.clear();
        if quanta == 0 || !self.disjoint(pairs, quanta * quantum, host, guard) {
            return 0;
        }
        let quanta = match (0..self.cores.len()).find(|&i| self.core_runs(i)) {
            Some(i) => self.run_ahead(i, quantum, |core, env| {
                core.step_beside(env, quanta * quantum, guard)
            }),
            None => quanta,
        };
        let words = quanta * quantum;
        for &(i, j) in pairs.iter().filter(|_| words > 0) {
            if let Err(e) = self.stream(i, j, words, host) {
                return self.broke(i, e);
            }
        }
        self.cycle += words;
        self.settled = false;
        quanta
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
    /// to one S2MM channel that moves a BD and has an empty buffer (the bulk
    /// path of [`Model::send_direct`]); false if some busy channel is
    /// neither such an end nor waiting for what no stream changes, or if no
    /// stream runs.
    fn streams(&self, lists: &mut Lists) -> bool {
        let Lists {
            pairs, fed, sinks, ..
        } = lists;
        pairs.clear();
        fed.clear();
        sinks.clear();
        self.list_streams(pairs, fed).is_some() && {
            sinks.extend(pairs.iter().map(|p| p.1));
            sinks.sort_unstable();
            sinks.dedup();
            let unique = !pairs.is_empty() && sinks.len() == pairs.len();
            unique && fed.iter().all(|j| sinks.binary_search(j).is_ok())
        }
    }

    /// Adds the streams of [`Model::streams`] to `pairs` and the S2MM
    /// channels with words in their buffers to `fed`; `None` if some busy
    /// channel is neither an end of such a stream nor waiting for what no
    /// stream changes.
    fn list_streams(&self, pairs: &mut Vec<(usize, usize)>, fed: &mut Vec<usize>) -> Option<()> {
        let quiet = !self.trace && self.fault.is_none() && !self.controls_used;
        let running = (0..self.cores.len()).filter(|&i| self.core_runs(i));
        if !quiet || running.count() > 1 || !self.woken.is_empty() {
            return None;
        }
        for &i in &self.active {
            let c = &self.channels[i];
            let Some(task) = &c.task else {
                if c.queue.is_empty() {
                    continue;
                }
                return None;
            };
            match (&task.phase, c.dir) {
                (Phase::Acquire, _) => self.lock_waits(c.stall.as_ref()?).then_some(())?,
                (Phase::Move(_), Dir::MM2S) if self.held_back(i) => {}
                (Phase::Move(mv), Dir::MM2S) => {
                    let single = mv.route.as_deref().filter(|_| mv.header.is_none())?;
                    let &[(j, _)] = single else { return None };
                    let fresh = mv.pending.is_none() && mv.left > 0;
                    let sink = &self.inboxes.get(j).filter(|_| j < self.channels.len())?;
                    let free = sink.owner.is_none_or(|o| o == i);
                    (fresh && free && self.moving(j)).then_some(())?;
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
        Some(())
    }

    /// Whether MM2S channel `i` waits for a sink's buffer that is full or
    /// receives another stream's packet.
    fn held_back(&self, i: usize) -> bool {
        match self.channels[i].stall {
            Some(Stall::Full(b)) => self.inboxes[b].words.len() >= INBOX_WORDS,
            Some(Stall::Busy(b)) => self.inboxes[b].owner.is_some_and(|o| o != i),
            _ => false,
        }
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

    /// Whether the next `words` words of every stream of `pairs` lie in
    /// memory, the receivers' never padding, with no stream writing bytes
    /// that a stream reads or another writes; `guard` gets the bytes they
    /// read and write.
    fn disjoint(
        &mut self,
        pairs: &[(usize, usize)],
        words: u64,
        host: &mut HostMemory,
        guard: &mut Guard,
    ) -> bool {
        for &(i, j) in pairs {
            let ok = self.ranges(i, words, host, &mut guard.reads, true)
                && self.ranges(j, words, host, &mut guard.writes, false);
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

    /// Adds the address ranges (in this process) of channel `i`'s next
    /// `words` words to `out`; false if a word lies outside memory, or is
    /// padding where `padding` is false.
    fn ranges(
        &mut self,
        i: usize,
        words: u64,
        host: &mut HostMemory,
        out: &mut Vec<Range<usize>>,
        padding: bool,
    ) -> bool {
        let c = &self.channels[i];
        let Some(Phase::Move(mv)) = c.task.as_ref().map(|t| &t.phase) else {
            return false;
        };
        let (mut walk, base, at) = (mv.walk.clone(), mv.base, (c.kind, c.col, c.row));
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
