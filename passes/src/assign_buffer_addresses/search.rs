//! The bank-aware placement search: extents in order (most constrained
//! first), each tried at its candidate addresses best first, undoing an
//! earlier choice when a later extent has nowhere to go; when that ranked
//! search fails, an exhaustive one that slides every extent down into
//! address order and chooses which comes next, which reaches every layout
//! that exists. Both count placements against one budget per tile, so a
//! design the search cannot solve stops in bounded, reproducible time
//! (aie-passes.md §8.2).

use super::occupancy::Occupancy;
use super::tile_memory::round_up;
use std::collections::HashSet;

/// The default `placement-budget`: placements one tile's search may try.
pub(super) const DEFAULT_BUDGET: u64 = 200_000;

/// The share of the budget the ranked search may spend before the
/// exhaustive one takes over (the rest).
const RANKED_SHARE: u64 = 10;

/// One extent to place.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Item {
    pub size: i64,
    /// Its address is a multiple of this.
    pub align: i64,
    /// Its address is at least this (the init guard).
    pub floor: i64,
    /// The banks it must lie in (a `mem_bank` or its memory space); empty
    /// for any.
    pub banks: Vec<i64>,
}

/// The tile the search places on.
pub(super) struct Tile<'a> {
    /// Each bank's `start..end`.
    pub limits: &'a [(i64, i64)],
    /// The tile has a core, whose own sections need contiguous room: the
    /// ranking keeps the largest free run whole.
    pub has_core: bool,
}

impl Tile<'_> {
    fn bank_of(&self, address: i64) -> Option<usize> {
        self.limits
            .iter()
            .position(|&(s, e)| (s..e).contains(&address))
    }

    fn bank_size(&self) -> i64 {
        self.limits.first().map_or(0, |&(s, e)| e - s)
    }

    /// The ranges an item may lie in: its banks (two adjacent ones as one
    /// range, which a buffer may span), else the whole memory.
    fn ranges(&self, item: &Item, memory: i64) -> Vec<(i64, i64)> {
        let limit = |k: i64| {
            usize::try_from(k)
                .ok()
                .and_then(|k| self.limits.get(k).copied())
        };
        match item.banks.as_slice() {
            [] => vec![(0, memory)],
            &[a, b] if b == a + 1 => match (limit(a), limit(b)) {
                (Some((s, _)), Some((_, e))) => vec![(s, e)],
                _ => Vec::new(),
            },
            banks => banks.iter().filter_map(|&k| limit(k)).collect(),
        }
    }
}

/// A candidate address and its rank (lower first): banks touched; the
/// largest free run left, capped by the bytes still to place (negated);
/// round-robin distance from the cursor; slack of the run it takes; the
/// address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Candidate {
    rank: (i64, i64, i64, i64, i64),
    bank: usize,
}

impl Candidate {
    fn address(&self) -> i64 {
        self.rank.4
    }
}

/// Rank of the flush ends tried only after every scored candidate.
const FALLBACK: i64 = i64::MAX;

/// How the search ended.
#[derive(Debug, PartialEq)]
pub(super) enum Outcome {
    /// An address for every item, in item order.
    Placed(Vec<i64>),
    /// No layout found: the item furthest into the order that had nowhere
    /// to go, the addresses of the items before it in that attempt, and
    /// whether the budget ran out with arrangements untried.
    Unplaced {
        item: usize,
        partial: Vec<Option<i64>>,
        exhausted: bool,
    },
}

/// Places `items` in `occupancy`, in order; `occupancy` is left as it was.
pub(super) fn place(items: &[Item], occupancy: &Occupancy, tile: &Tile, budget: u64) -> Outcome {
    let ranked_budget = (budget / RANKED_SHARE).max(1);
    let mut ranked = Ranked {
        items,
        tile,
        occupancy: occupancy.clone(),
        addresses: vec![None; items.len()],
        budget: ranked_budget,
        deepest: None,
    };
    let remaining = items.iter().map(|i| i.size).sum();
    if ranked.run(0, 0, remaining) {
        return Outcome::Placed(ranked.addresses.into_iter().flatten().collect());
    }
    let mut compact = Compaction::new(items, occupancy, tile, budget.saturating_sub(ranked_budget));
    if compact.run() {
        return Outcome::Placed(compact.addresses);
    }
    let (item, partial) = ranked
        .deepest
        .unwrap_or_else(|| (0, vec![None; items.len()]));
    Outcome::Unplaced {
        item,
        partial,
        exhausted: compact.exhausted,
    }
}

/// The ranked depth-first search.
struct Ranked<'a> {
    items: &'a [Item],
    tile: &'a Tile<'a>,
    occupancy: Occupancy,
    addresses: Vec<Option<i64>>,
    budget: u64,
    /// The first attempt to reach the furthest item that had no address.
    deepest: Option<(usize, Vec<Option<i64>>)>,
}

impl Ranked<'_> {
    fn run(&mut self, index: usize, cursor: usize, remaining: i64) -> bool {
        let Some(item) = self.items.get(index) else {
            return true;
        };
        let rest = remaining - item.size;
        let candidates = self.candidates(item, cursor, rest);
        if candidates.is_empty() && self.deepest.as_ref().is_none_or(|(d, _)| index > *d) {
            self.deepest = Some((index, self.addresses.clone()));
        }
        for c in candidates {
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            let at = c.address();
            self.occupancy.take(at, at + item.size);
            self.addresses[index] = Some(at);
            let next = if item.banks.is_empty() {
                (c.bank + 1) % self.tile.limits.len()
            } else {
                cursor
            };
            if self.run(index + 1, next, rest) {
                return true;
            }
            self.addresses[index] = None;
            self.occupancy.release(at, at + item.size);
        }
        false
    }

    /// Every address `item` could take, best first, without duplicates.
    fn candidates(&self, item: &Item, cursor: usize, cap: i64) -> Vec<Candidate> {
        let mut out = if item.banks.is_empty() {
            self.free_candidates(item, cursor, cap)
        } else {
            self.pinned_candidates(item)
        };
        out.sort();
        let mut seen = HashSet::new();
        out.retain(|c| seen.insert(c.address()));
        out
    }

    /// The flush ends of every hole of the item's banks, ranked by banks
    /// touched and the free run they leave.
    fn pinned_candidates(&self, item: &Item) -> Vec<Candidate> {
        let mut out = Vec::new();
        let memory = self.occupancy.size();
        for (lo, hi) in self.tile.ranges(item, memory) {
            for (s, e) in self.occupancy.gaps(lo, hi) {
                for at in flush_ends(item, s, e) {
                    let Some(bank) = self.tile.bank_of(at) else {
                        continue;
                    };
                    if !item.banks.contains(&(bank as i64)) {
                        continue;
                    }
                    let mut trial = self.occupancy.clone();
                    trial.take(at, at + item.size);
                    let rank = (self.touched(item, at), -trial.largest(), 0, 0, at);
                    out.push(Candidate { rank, bank });
                }
            }
        }
        if out.is_empty() && item.size == 0 {
            let bank = item.banks.first().map_or(0, |&k| k as usize);
            let at = self.tile.limits.get(bank).map_or(0, |&(s, _)| s);
            out.push(Candidate {
                rank: (1, 0, 0, 0, at),
                bank,
            });
        }
        out
    }

    /// The tightest hole of each bank, of the whole memory and at a bank
    /// boundary, scored; then the flush ends of every hole, unscored.
    fn free_candidates(&self, item: &Item, cursor: usize, cap: i64) -> Vec<Candidate> {
        let limits = self.tile.limits;
        let banked = limits.last().map_or(0, |&(_, e)| e);
        let mut probes: Vec<Option<i64>> = limits
            .iter()
            .map(|&(s, e)| self.tightest(item, s, e, item.align))
            .collect();
        probes.push(self.tightest(item, 0, banked, item.align));
        let bank_size = self.tile.bank_size();
        if bank_size > 0 && bank_size % item.align.max(1) == 0 {
            probes.push(self.tightest(item, 0, banked, bank_size));
        }
        let (first, second) = self.top_two();
        let mut out: Vec<Candidate> = probes
            .into_iter()
            .flatten()
            .filter_map(|at| {
                let bank = self.tile.bank_of(at)?;
                let (s, e) = self.occupancy.gap_at(at).unwrap_or((at, at));
                let elsewhere = if e - s == first { second } else { first };
                let left = elsewhere.max(at - s).max(e - at - item.size).min(cap);
                let n = limits.len();
                let rank = (
                    self.touched(item, at),
                    if self.tile.has_core { -left } else { 0 },
                    ((bank + n - cursor) % n) as i64,
                    (e - s) - item.size,
                    at,
                );
                Some(Candidate { rank, bank })
            })
            .collect();
        if out.is_empty() && item.size == 0 {
            out.push(Candidate {
                rank: (1, 0, 0, 0, 0),
                bank: 0,
            });
        }
        if item.size > 0 {
            for (s, e) in self.occupancy.gaps(0, self.occupancy.size()) {
                for at in flush_ends(item, s, e) {
                    if let Some(bank) = self.tile.bank_of(at) {
                        out.push(Candidate {
                            rank: (FALLBACK, 0, 0, 0, at),
                            bank,
                        });
                    }
                }
            }
        }
        out
    }

    /// The start of the tightest hole in `lo..hi` that holds `item` at a
    /// multiple of `align` (the lowest on a tie).
    fn tightest(&self, item: &Item, lo: i64, hi: i64, align: i64) -> Option<i64> {
        let mut best: Option<(i64, i64)> = None;
        for (s, e) in self.occupancy.gaps(lo, hi) {
            let at = round_up(s.max(item.floor), align);
            let slack = (e - s) - item.size;
            if at + item.size <= e && best.is_none_or(|(_, b)| slack < b) {
                best = Some((at, slack));
            }
        }
        best.map(|(at, _)| at)
    }

    /// The two largest free runs (duplicates kept).
    fn top_two(&self) -> (i64, i64) {
        let mut top = (0, 0);
        for (s, e) in self.occupancy.gaps(0, self.occupancy.size()) {
            let run = e - s;
            if run > top.0 {
                top = (run, top.0);
            } else if run > top.1 {
                top.1 = run;
            }
        }
        top
    }

    fn touched(&self, item: &Item, at: i64) -> i64 {
        let size = self.tile.bank_size().max(1);
        if item.size == 0 {
            1
        } else {
            (at + item.size - 1) / size - at / size + 1
        }
    }
}

/// The lowest and highest aligned starts of `item` in the hole `s..e`.
fn flush_ends(item: &Item, s: i64, e: i64) -> Vec<i64> {
    let low = round_up(s.max(item.floor), item.align);
    if low + item.size > e {
        return Vec::new();
    }
    let align = item.align.max(1);
    let high = ((e - item.size).div_euclid(align) * align).max(low);
    if high == low {
        vec![low]
    } else {
        vec![low, high]
    }
}

/// The exhaustive search: walks the free runs upward and chooses which item
/// comes next at the lowest address it may take. What can follow an
/// address depends only on the address and the items left, so a failed
/// pair is never tried again, and items that could swap (same size,
/// alignment and ranges) count as one.
struct Compaction<'a> {
    items: &'a [Item],
    tile: &'a Tile<'a>,
    gaps: Vec<(i64, i64)>,
    /// Per item: its ranges (clamped to its floor) and its class.
    ranges: Vec<Vec<(i64, i64)>>,
    classes: Vec<usize>,
    /// Free bytes and the largest run from each gap to the top.
    free_above: Vec<i64>,
    run_above: Vec<i64>,
    failed: HashSet<(i64, Vec<bool>)>,
    addresses: Vec<i64>,
    budget: u64,
    exhausted: bool,
}

impl<'a> Compaction<'a> {
    fn new(items: &'a [Item], occupancy: &Occupancy, tile: &'a Tile<'a>, budget: u64) -> Self {
        let memory = occupancy.size();
        let gaps = occupancy.gaps(0, memory);
        let ranges: Vec<Vec<(i64, i64)>> = items
            .iter()
            .map(|item| {
                tile.ranges(item, memory)
                    .into_iter()
                    .map(|(s, e)| (s.max(item.floor), e))
                    .filter(|&(s, e)| s < e)
                    .collect()
            })
            .collect();
        let classes = (0..items.len())
            .map(|i| {
                (0..i)
                    .find(|&j| {
                        (items[j].size, items[j].align) == (items[i].size, items[i].align)
                            && ranges[j] == ranges[i]
                    })
                    .unwrap_or(i)
            })
            .collect();
        let mut free_above = vec![0; gaps.len() + 1];
        let mut run_above = vec![0; gaps.len() + 1];
        for g in (0..gaps.len()).rev() {
            let (s, e) = gaps[g];
            free_above[g] = free_above[g + 1] + (e - s);
            run_above[g] = run_above[g + 1].max(e - s);
        }
        Compaction {
            items,
            tile,
            gaps,
            ranges,
            classes,
            free_above,
            run_above,
            failed: HashSet::new(),
            addresses: vec![-1; items.len()],
            budget,
            exhausted: false,
        }
    }

    fn run(&mut self) -> bool {
        // An item of no bytes covers none: the first address its ranges
        // reach in a gap holds it.
        for i in 0..self.items.len() {
            if self.items[i].size == 0 {
                let first = (0..self.gaps.len()).find_map(|g| self.lowest(i, g, self.gaps[g].0));
                let start = self.ranges[i].first().map_or(0, |&(s, _)| s);
                self.addresses[i] = first.unwrap_or(start);
            }
        }
        let mut left: Vec<bool> = self.items.iter().map(|item| item.size > 0).collect();
        let bytes = self.items.iter().map(|item| item.size).sum();
        if self.gaps.is_empty() {
            return !left.contains(&true);
        }
        let from = self.gaps[0].0;
        self.place(0, from, &mut left, bytes)
    }

    /// The lowest address from `from` in gap `g` where item `i` fits.
    fn lowest(&self, i: usize, g: usize, from: i64) -> Option<i64> {
        let item = &self.items[i];
        let (_, gap_end) = self.gaps[g];
        self.ranges[i]
            .iter()
            .filter_map(|&(s, e)| {
                let at = round_up(from.max(s), item.align);
                (at + item.size <= gap_end.min(e) && self.tile.bank_of(at).is_some()).then_some(at)
            })
            .min()
    }

    fn place(&mut self, g: usize, from: i64, left: &mut Vec<bool>, bytes: i64) -> bool {
        if !left.contains(&true) {
            return true;
        }
        let largest = (0..left.len())
            .filter(|&i| left[i])
            .map(|i| self.items[i].size)
            .max()
            .unwrap_or(0);
        let here = self.gaps[g].1 - from;
        if bytes > here + self.free_above[g + 1]
            || largest > here.max(self.run_above[g + 1])
            || self.failed.contains(&(from, left.clone()))
        {
            return false;
        }
        let mut tried = Vec::new();
        let waiting: Vec<usize> = (0..left.len()).filter(|&i| left[i]).collect();
        for i in waiting {
            if tried.contains(&self.classes[i]) {
                continue;
            }
            tried.push(self.classes[i]);
            let Some(at) = self.lowest(i, g, from) else {
                continue;
            };
            if self.budget == 0 {
                self.exhausted = true;
                return false;
            }
            self.budget -= 1;
            self.addresses[i] = at;
            left[i] = false;
            let done = self.place(g, at + self.items[i].size, left, bytes - self.items[i].size);
            left[i] = true;
            if done {
                return true;
            }
            if self.exhausted {
                return false;
            }
        }
        if g + 1 < self.gaps.len() && self.place(g + 1, self.gaps[g + 1].0, left, bytes) {
            return true;
        }
        if !self.exhausted {
            self.failed.insert((from, left.clone()));
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BANKS: [(i64, i64); 4] = [(0, 16384), (16384, 32768), (32768, 49152), (49152, 65536)];

    fn item(size: i64) -> Item {
        Item {
            size,
            align: 32,
            floor: 0,
            banks: Vec::new(),
        }
    }

    fn core_tile() -> Tile<'static> {
        Tile {
            limits: &BANKS,
            has_core: true,
        }
    }

    #[test]
    fn round_robin_over_the_banks_when_nothing_is_tight() {
        let mut o = Occupancy::new(65536);
        o.take(0, 1024);
        let items = vec![item(8192), item(8192), item(8192)];
        let out = place(&items, &o, &core_tile(), DEFAULT_BUDGET);
        assert_eq!(out, Outcome::Placed(vec![1024, 16384, 32768]));
    }

    /// A first choice that strands the room a later item needs is undone:
    /// free 44800..65536; 12800 bytes alone in the last bank would leave
    /// no 5000-byte run.
    #[test]
    fn backtracks_past_a_stranding_choice() {
        let mut o = Occupancy::new(65536);
        o.take(0, 44800);
        let items = vec![item(12800), item(5000)];
        let out = place(&items, &o, &core_tile(), DEFAULT_BUDGET);
        assert_eq!(out, Outcome::Placed(vec![44800, 57600]));
    }

    /// A bank-pinned item that fits only between two others, which no
    /// flush-against-placed order reaches: the exhaustive search finds it.
    #[test]
    fn exhaustive_search_places_between() {
        let mut o = Occupancy::new(65536);
        o.take(0, 1024);
        o.take(5760, 9664);
        o.take(10560, 10752);
        let pinned = Item {
            banks: vec![1],
            ..item(64)
        };
        let items = vec![pinned, item(42881), item(7040)];
        let out = place(&items, &o, &core_tile(), DEFAULT_BUDGET);
        assert_eq!(out, Outcome::Placed(vec![17792, 17856, 10752]));
    }

    #[test]
    fn a_budget_of_one_gives_up() {
        let mut o = Occupancy::new(65536);
        o.take(0, 44800);
        let items = vec![item(12800), item(5000)];
        let out = place(&items, &o, &core_tile(), 1);
        assert!(matches!(
            out,
            Outcome::Unplaced {
                exhausted: true,
                ..
            }
        ));
    }

    #[test]
    fn proves_there_is_no_room() {
        let o = Occupancy::new(65536);
        let items = vec![item(40000), item(30000)];
        let out = place(&items, &o, &core_tile(), DEFAULT_BUDGET);
        assert!(matches!(
            out,
            Outcome::Unplaced {
                item: 1,
                exhausted: false,
                ..
            }
        ));
    }
}
