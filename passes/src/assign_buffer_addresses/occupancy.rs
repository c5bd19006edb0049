//! Which bytes of a tile's data memory are taken: exact runs, so that a
//! buffer placed below a fixed one leaves the hole under it usable (a bump
//! pointer per bank cannot represent a hole).

use super::tile_memory::round_up;

/// The taken runs of a memory of `size` bytes, sorted by start and
/// disjoint.
#[derive(Clone, Debug)]
pub(crate) struct Occupancy {
    size: i64,
    taken: Vec<(i64, i64)>,
}

impl Occupancy {
    pub fn new(size: i64) -> Occupancy {
        Occupancy {
            size,
            taken: Vec::new(),
        }
    }

    pub fn size(&self) -> i64 {
        self.size
    }

    /// `start..end` lies in the memory and no byte of it is taken.
    pub fn is_free(&self, start: i64, end: i64) -> bool {
        if start < 0 || end > self.size || start > end {
            return false;
        }
        start == end || !self.taken.iter().any(|&(s, e)| s < end && start < e)
    }

    /// Marks `start..end` taken (it must be free).
    pub fn take(&mut self, start: i64, end: i64) {
        if start < end {
            let at = self.taken.partition_point(|&(s, _)| s < start);
            self.taken.insert(at, (start, end));
        }
    }

    /// Undoes the [`Occupancy::take`] of exactly `start..end`.
    pub fn release(&mut self, start: i64, end: i64) {
        if let Some(at) = self.taken.iter().position(|&r| r == (start, end)) {
            self.taken.remove(at);
        }
    }

    /// The maximal free runs inside `lo..hi`, lowest first.
    pub fn gaps(&self, lo: i64, hi: i64) -> Vec<(i64, i64)> {
        let (lo, hi) = (lo.max(0), hi.min(self.size));
        let mut out = Vec::new();
        let mut cursor = lo;
        for &(s, e) in &self.taken {
            if e <= cursor {
                continue;
            }
            if s >= hi {
                break;
            }
            if s > cursor {
                out.push((cursor, s));
            }
            cursor = cursor.max(e);
        }
        if cursor < hi {
            out.push((cursor, hi));
        }
        out
    }

    /// The free run holding `address`, if the byte is free.
    pub fn gap_at(&self, address: i64) -> Option<(i64, i64)> {
        self.gaps(0, self.size)
            .into_iter()
            .find(|&(s, e)| (s..e).contains(&address))
    }

    /// Bytes of the largest free run.
    pub fn largest(&self) -> i64 {
        self.gaps(0, self.size)
            .iter()
            .map(|&(s, e)| e - s)
            .max()
            .unwrap_or(0)
    }

    /// Free bytes inside `lo..hi`.
    pub fn free_bytes(&self, lo: i64, hi: i64) -> i64 {
        self.gaps(lo, hi).iter().map(|&(s, e)| e - s).sum()
    }

    /// The lowest start in `lo..hi`, a multiple of `align` and at least
    /// `floor`, of a free run of `size` bytes.
    pub fn first_fit(&self, lo: i64, hi: i64, size: i64, align: i64, floor: i64) -> Option<i64> {
        self.gaps(lo, hi).into_iter().find_map(|(s, e)| {
            let at = round_up(s.max(floor), align);
            (at + size <= e).then_some(at)
        })
    }

    /// The aligned start and length of the largest free run once its start
    /// is rounded up to `align` (the lowest on a tie; `(0, 0)` when full).
    pub fn largest_aligned_run(&self, align: i64) -> (i64, i64) {
        let mut best = (0, 0);
        for (s, e) in self.gaps(0, self.size) {
            let at = round_up(s, align);
            if e - at > best.1 {
                best = (at, e - at);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_take_and_release() {
        let mut o = Occupancy::new(100);
        o.take(10, 20);
        o.take(40, 50);
        assert_eq!(o.gaps(0, 100), [(0, 10), (20, 40), (50, 100)]);
        assert_eq!(o.gaps(15, 45), [(20, 40)]);
        assert!(o.is_free(20, 40) && !o.is_free(19, 21) && !o.is_free(90, 101));
        assert_eq!(o.gap_at(30), Some((20, 40)));
        assert_eq!(o.largest(), 50);
        assert_eq!(o.free_bytes(0, 30), 20);
        assert_eq!(o.first_fit(0, 100, 15, 8, 0), Some(24));
        o.release(10, 20);
        assert_eq!(o.gaps(0, 100), [(0, 40), (50, 100)]);
    }

    #[test]
    fn largest_aligned_run_rounds_the_start() {
        let mut o = Occupancy::new(1024);
        o.take(0, 3);
        assert_eq!(o.largest_aligned_run(64), (64, 960));
    }
}
