//! The top region's ops printed by two threads: a large module's ops (a
//! device each, typically) are independent to print, as their insides are
//! to name ([`Names::name_inside`]). The ops go in groups of about
//! [`GROUP_OPS`] ops, which the main printer and a helper take in order,
//! each the next one not taken yet. The main printer writes the groups in
//! order: one it takes in its turn it prints in place; while the group whose
//! turn it is is still being printed by the helper, it prints the next free
//! one aside. The output is the one printer's, byte for byte.

use super::{Names, Printer, Style};
use crate::ir::{Ir, OpId};
use crate::ops::implicit_terminator;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// From how many ops on a module is printed by two threads.
const PARALLEL_OPS: usize = 1 << 15;

/// About how many ops a group holds (whole top-level ops, at least one).
const GROUP_OPS: usize = 1 << 12;

/// How many groups past the main printer's turn may be taken.
const AHEAD: usize = 2;

/// Whether printing `top`, whose region's ops are `tops`, is worth a second
/// thread: a module of one block with many ops, and a second core.
pub(super) fn worth_it(ir: &Ir, top: OpId, tops: &[OpId]) -> bool {
    let one_block = matches!(ir[top].regions(), [r] if ir[*r].blocks.len() == 1);
    one_block
        && tops.len() >= 2
        && ir.num_ops() >= PARALLEL_OPS
        && ir.kind(top).and_then(implicit_terminator).is_none()
        && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
}

/// The groups of top-level ops and what has become of each.
pub(super) struct Aside {
    tops: Vec<OpId>,
    /// Where each group starts in `tops`, and `tops.len()` last.
    starts: Vec<usize>,
    /// The first group not taken yet.
    next: AtomicUsize,
    state: Mutex<State>,
    changed: Condvar,
}

/// What the two printers tell each other.
struct State {
    /// Per group printed aside: its text, until the main printer writes it.
    texts: Vec<Option<String>>,
    /// The group whose turn it is.
    turn: usize,
    /// The helper has stopped (done, or its thread unwound), or the main
    /// printer needs no more.
    stopped: bool,
}

/// What the main printer does at a group's turn.
pub(super) enum Turn {
    /// Print the group in place.
    Print,
    /// Write the group's text, printed aside.
    Write(String),
    /// Print group `k` aside ([`Aside::put`]), then ask again.
    PrintAside(usize),
}

impl Aside {
    /// `tops` in groups of about [`GROUP_OPS`] ops, by the ops each holds.
    pub(super) fn new(ir: &Ir, tops: Vec<OpId>) -> Aside {
        let mut starts = vec![0];
        let mut ops = 0;
        for (i, &op) in tops.iter().enumerate() {
            ops += 1 + ir.walk(op).len();
            if ops >= GROUP_OPS && i + 1 < tops.len() {
                starts.push(i + 1);
                ops = 0;
            }
        }
        starts.push(tops.len());
        let groups = starts.len() - 1;
        Aside {
            tops,
            starts,
            next: AtomicUsize::new(0),
            state: Mutex::new(State {
                texts: vec![None; groups],
                turn: 0,
                stopped: false,
            }),
            changed: Condvar::new(),
        }
    }

    /// How many groups there are.
    pub(super) fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// The ops of group `k`.
    pub(super) fn group(&self, k: usize) -> &[OpId] {
        &self.tops[self.starts[k]..self.starts[k + 1]]
    }

    /// The next group not taken yet, if it is at most `limit`.
    fn claim(&self, limit: usize) -> Option<usize> {
        let mut k = self.next.load(Ordering::Acquire);
        while k < self.len() && k <= limit {
            match self
                .next
                .compare_exchange(k, k + 1, Ordering::AcqRel, Ordering::Acquire)
            {
                Ok(_) => return Some(k),
                Err(now) => k = now,
            }
        }
        None
    }

    /// What the main printer does at group `k`'s turn (waiting until there
    /// is something to do).
    pub(super) fn turn(&self, k: usize) -> Turn {
        let mut state = self.lock();
        if state.turn != k {
            state.turn = k;
            self.changed.notify_all();
        }
        loop {
            if let Some(text) = state.texts[k].take() {
                return Turn::Write(text);
            }
            match self.claim(k + AHEAD) {
                Some(j) if j == k => return Turn::Print,
                Some(j) => return Turn::PrintAside(j),
                // Taken by a helper that unwound before printing it.
                None if state.stopped => return Turn::Print,
                None => state = self.wait(state),
            }
        }
    }

    /// Keeps the text of group `k`, printed aside.
    pub(super) fn put(&self, k: usize, text: String) {
        self.lock().texts[k] = Some(text);
        self.changed.notify_all();
    }

    /// Tells the helper the main printer needs no more.
    pub(super) fn stop(&self) {
        self.lock().stopped = true;
        self.changed.notify_all();
    }

    /// The helper: prints the groups it takes, at most [`AHEAD`] groups past
    /// the main printer's turn.
    pub(super) fn print(&self, ir: &Ir, style: Style) {
        let _stopped = Stopped(self);
        let (names, mut outer) = Names::outer(ir, !style.generic, style.april);
        let mut p = Printer::new_with(ir, style, names);
        p.indent = 1;
        loop {
            let mut state = self.lock();
            let k = loop {
                if state.stopped || self.next.load(Ordering::Acquire) >= self.len() {
                    return;
                }
                match self.claim(state.turn + AHEAD) {
                    Some(k) => break k,
                    None => state = self.wait(state),
                }
            };
            drop(state);
            p.group(self.group(k), &mut outer);
            self.put(k, std::mem::take(&mut p.out));
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn wait<'s>(&self, state: MutexGuard<'s, State>) -> MutexGuard<'s, State> {
        self.changed.wait(state).unwrap_or_else(|e| e.into_inner())
    }
}

/// Marks the helper stopped when it returns or unwinds, so that the main
/// printer never waits for a group it will not get.
struct Stopped<'a>(&'a Aside);

impl Drop for Stopped<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::super::{print_styled, print_styled_to};
    use super::*;

    #[test]
    fn two_printers_print_what_one_prints() {
        let ir = crate::parse(&crate::syntax::devices(160)).expect("parses");
        let tops: Vec<OpId> = ir.children(ir.top).collect();
        assert!(worth_it(&ir, ir.top, &tops), "{} ops", ir.num_ops());
        assert!(
            Aside::new(&ir, tops).len() > AHEAD,
            "more groups than the helper may run ahead"
        );
        for generic in [false, true] {
            let style = Style {
                generic,
                ..Style::default()
            };
            let mut shared = Vec::new();
            print_styled_to(&ir, ir.top, style, &mut shared).expect("prints");
            assert!(shared == print_styled(&ir, ir.top, style).as_bytes());
        }
    }
}
