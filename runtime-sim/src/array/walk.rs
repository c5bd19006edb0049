//! A BD's n-D address generator: the word offsets (from the BD's buffer
//! address) of the words a DMA moves, with mem-tile zero padding.
//!
//! Each dimension `k` has a wrap `w_k` (0 = never wraps, as the register
//! says) and a step `s_k` (field + 1, in words); mem-tile MM2S dimensions
//! 0..2 also have `before_k`/`after_k` zeros. The generator counts in a
//! mixed radix whose digit `k` runs over `before_k + w_k + after_k`; a digit
//! in its padding gives a zero word, otherwise the offset is
//! `Σ (digit_k − before_k) · s_k`. The last dimension of a BD (the one with
//! a step but no wrap field) never wraps: the BD's length ends the walk.

use aie_target::regs::image::Bd;
use aie_target::regs::BdField::{self, *};

/// Dimensions a BD can have (mem tile: d0..d2 with wraps, d3 step only).
const DIMS: usize = 4;

/// One dimension.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Dim {
    /// Digits of this dimension including padding (0 = unbounded).
    radix: u32,
    step: u32,
    before: u32,
    /// `before + wrap` (the first padding digit after the data).
    data_end: u32,
}

/// The address generator of one use of a BD.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    dims: [Dim; DIMS],
    digits: [u32; DIMS],
    /// Contiguous data: a single unbounded dimension of step 1, no padding.
    linear: bool,
    /// The next offset when `linear`.
    next: u32,
}

/// A field of `bd` as a u32 (0 when the layout lacks it).
pub(super) fn field(bd: &Bd, f: BdField) -> u32 {
    bd.field(f).map_or(0, |v| v as u32)
}

impl Walk {
    /// The walk of `bd` (any tile kind's layout); `padding` enables the
    /// mem-tile zero-padding fields (MM2S only).
    pub fn new(bd: &Bd, padding: bool) -> Walk {
        // d3 has a step and no wrap: it repeats until the length runs out.
        const SIZE: [Option<BdField>; DIMS] = [Some(D0Size), Some(D1Size), Some(D2Size), None];
        const STRIDE: [BdField; DIMS] = [D0Stride, D1Stride, D2Stride, D3Stride];
        const BEFORE: [BdField; 3] = [D0ZeroBefore, D1ZeroBefore, D2ZeroBefore];
        const AFTER: [BdField; 3] = [D0ZeroAfter, D1ZeroAfter, D2ZeroAfter];
        let mut dims = [Dim::default(); DIMS];
        for (k, d) in dims.iter_mut().enumerate() {
            let wrap = SIZE[k].map_or(0, |f| field(bd, f));
            let (before, after) = if padding && k < 3 {
                (field(bd, BEFORE[k]), field(bd, AFTER[k]))
            } else {
                (0, 0)
            };
            let before = if wrap == 0 { 0 } else { before };
            let after = if wrap == 0 { 0 } else { after };
            *d = Dim {
                radix: if wrap == 0 { 0 } else { before + wrap + after },
                step: field(bd, STRIDE[k]) + 1,
                before,
                data_end: before + wrap,
            };
        }
        // Merge dimension k + 1 into k where it continues k contiguously
        // (no padding): [4 × step 1][8 × step 4] is [32 × step 1].
        let mut k = 0;
        let mut n = DIMS;
        while k + 1 < n {
            let (a, b) = (dims[k], dims[k + 1]);
            let plain = |d: Dim| d.before == 0 && d.radix == d.data_end;
            if a.radix != 0 && plain(a) && plain(b) && b.step == a.radix.wrapping_mul(a.step) {
                let radix = a.radix.checked_mul(b.radix).unwrap_or(0);
                let radix = if b.radix == 0 { 0 } else { radix };
                if b.radix != 0 && radix == 0 {
                    k += 1;
                    continue;
                }
                dims[k] = Dim {
                    radix,
                    step: a.step,
                    before: 0,
                    data_end: radix,
                };
                dims.copy_within(k + 2..n, k + 1);
                n -= 1;
                dims[n] = Dim {
                    radix: 0,
                    step: 1,
                    before: 0,
                    data_end: 0,
                };
            } else {
                k += 1;
            }
        }
        let linear = dims[0].radix == 0 && dims[0].step == 1;
        Walk {
            dims,
            digits: [0; DIMS],
            linear,
            next: 0,
        }
    }

    /// The next word's offset in words, or `None` for a padding zero.
    #[inline]
    pub fn next_word(&mut self) -> Option<u32> {
        let (at, _) = self.peek();
        self.advance(1);
        at
    }

    /// The next word's offset (`None`: padding) and how many words from
    /// here continue it: consecutive offsets, or padding zeros (at least 1).
    #[inline]
    pub fn peek(&self) -> (Option<u32>, u32) {
        if self.linear {
            return (Some(self.next), u32::MAX - self.next);
        }
        let mut offset = 0u32;
        let mut pad = false;
        for (d, &digit) in self.dims.iter().zip(&self.digits) {
            if digit < d.before || (d.radix != 0 && digit >= d.data_end) {
                pad = true;
            }
            offset = offset.wrapping_add(digit.wrapping_sub(d.before).wrapping_mul(d.step));
            if d.radix == 0 {
                break;
            }
        }
        let (d0, digit) = (&self.dims[0], self.digits[0]);
        let end = if pad && (digit >= d0.before && digit < d0.data_end) {
            // A padding row of an outer dimension: zeros to the row's end.
            d0.radix
        } else if digit < d0.before {
            d0.before
        } else if digit < d0.data_end || d0.radix == 0 {
            if d0.step != 1 {
                digit + 1
            } else if d0.radix == 0 {
                u32::MAX
            } else {
                d0.data_end
            }
        } else {
            d0.radix
        };
        ((!pad).then_some(offset), end.saturating_sub(digit).max(1))
    }

    /// Moves `n` words on; `n` is at most the run [`Walk::peek`] gave.
    #[inline]
    pub fn advance(&mut self, n: u32) {
        if self.linear {
            self.next = self.next.wrapping_add(n);
            return;
        }
        let mut add = n;
        for (d, digit) in self.dims.iter().zip(self.digits.iter_mut()) {
            *digit = digit.wrapping_add(add);
            if d.radix == 0 || *digit < d.radix {
                break;
            }
            *digit = 0;
            add = 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aie_target::device::TileKind;
    use aie_target::regs::bd_layout;
    use aie_target::regs::image::Bd;

    fn bd(kind: TileKind, fields: &[(BdField, i64)]) -> Bd {
        let layout = bd_layout(kind).unwrap();
        Bd {
            id: 0,
            layout,
            words: layout.encode(fields).unwrap(),
            complete: true,
        }
    }

    fn take(w: &mut Walk, n: usize) -> Vec<Option<u32>> {
        (0..n).map(|_| w.next_word()).collect()
    }

    #[test]
    fn linear_without_dimensions() {
        let mut w = Walk::new(&bd(TileKind::Core, &[(BufferLength, 4)]), false);
        assert_eq!(take(&mut w, 4), [Some(0), Some(1), Some(2), Some(3)]);
    }

    #[test]
    fn two_dimensions_transpose() {
        // A 2×3 transpose of a row-major 3×2 matrix: d0 = 3 words step 2, d1
        // step 1 (no wrap: the length ends it).
        let b = bd(
            TileKind::Core,
            &[(D0Size, 3), (D0Stride, 1), (D1Size, 0), (D1Stride, 0)],
        );
        let mut w = Walk::new(&b, false);
        // d1 has no wrap, so it is the last dimension: after d0 wraps, +1.
        assert_eq!(
            take(&mut w, 6),
            [Some(0), Some(2), Some(4), Some(1), Some(3), Some(5)]
        );
    }

    #[test]
    fn three_dimensions_with_outer_step() {
        let b = bd(
            TileKind::ShimNoc,
            &[
                (D0Size, 2),
                (D0Stride, 0),
                (D1Size, 2),
                (D1Stride, 9),
                (D2Stride, 99),
            ],
        );
        let mut w = Walk::new(&b, false);
        assert_eq!(
            take(&mut w, 8),
            [0, 1, 10, 11, 100, 101, 110, 111].map(Some)
        );
    }

    #[test]
    fn mem_tile_padding() {
        // A 2×2 block padded by one zero word left and right, one zero row
        // above: rows of 4 words, 3 rows.
        let b = bd(
            TileKind::MemTile,
            &[
                (D0Size, 2),
                (D0Stride, 0),
                (D0ZeroBefore, 1),
                (D0ZeroAfter, 1),
                (D1Size, 2),
                (D1Stride, 1),
                (D1ZeroBefore, 1),
            ],
        );
        let mut w = Walk::new(&b, true);
        let z = None;
        assert_eq!(
            take(&mut w, 12),
            [z, z, z, z, z, Some(0), Some(1), z, z, Some(2), Some(3), z]
        );
        // Without padding (S2MM) the same fields mean a plain 2×2 walk.
        let mut w = Walk::new(&b, false);
        assert_eq!(take(&mut w, 4), [0, 1, 2, 3].map(Some));
    }

    /// The offsets of `n` words, the simple way: digit by digit.
    fn reference(b: &Bd, padding: bool, n: usize) -> Vec<Option<u32>> {
        // Fields found by the names the reference spells.
        let get = |name: &str| {
            let f = BdField::ALL.iter().find(|f| f.name() == name);
            f.and_then(|&f| b.field(f)).unwrap_or(0) as u32
        };
        let dims: Vec<(u32, u32, u32, u32)> = (0..4)
            .map(|k| {
                let wrap = get(&format!("d{k}_size"));
                let pad = |w: &str| {
                    if padding && k < 3 && wrap != 0 {
                        get(&format!("d{k}_zero_{w}"))
                    } else {
                        0
                    }
                };
                (
                    wrap,
                    get(&format!("d{k}_stride")) + 1,
                    pad("before"),
                    pad("after"),
                )
            })
            .collect();
        let mut digits = [0u32; 4];
        let mut out = Vec::new();
        for _ in 0..n {
            let mut off = Some(0u32);
            for (k, &(wrap, step, before, _)) in dims.iter().enumerate() {
                let d = digits[k];
                if d < before || (wrap != 0 && d >= before + wrap) {
                    off = None;
                }
                off = off.map(|o| o + (d.wrapping_sub(before)).wrapping_mul(step));
                if wrap == 0 {
                    break;
                }
            }
            out.push(off);
            for (k, &(wrap, _, before, after)) in dims.iter().enumerate() {
                digits[k] += 1;
                if wrap == 0 || digits[k] < before + wrap + after {
                    break;
                }
                digits[k] = 0;
            }
        }
        out
    }

    /// Runs, merged dimensions and word-by-word walking agree with the
    /// digit-by-digit reference over a grid of shapes, padded or not.
    #[test]
    fn runs_agree_with_the_reference() {
        let mut cases = 0;
        for (w0, s0) in [(0, 0), (3, 0), (4, 0), (2, 2)] {
            for (w1, s1) in [(0, 0), (2, 3), (3, 7), (2, 0)] {
                for s2 in [0, 11] {
                    for (b0, a0, b1) in [(0, 0, 0), (1, 2, 1)] {
                        let fields = [
                            (D0Size, w0),
                            (D0Stride, s0),
                            (D0ZeroBefore, b0),
                            (D0ZeroAfter, a0),
                            (D1Size, w1),
                            (D1Stride, s1),
                            (D1ZeroBefore, b1),
                            (D2Stride, s2),
                        ];
                        let b = bd(TileKind::MemTile, &fields);
                        for padding in [false, true] {
                            let want = reference(&b, padding, 40);
                            let mut w = Walk::new(&b, padding);
                            assert_eq!(take(&mut w, 40), want, "{fields:?} padding {padding}");
                            let mut w = Walk::new(&b, padding);
                            let mut got = Vec::new();
                            while got.len() < 40 {
                                let (at, run) = w.peek();
                                let run = run.min(7);
                                got.extend((0..run).map(|k| at.map(|a| a + k)));
                                w.advance(run);
                            }
                            got.truncate(40);
                            assert_eq!(got, want, "runs of {fields:?} padding {padding}");
                            cases += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(cases, 128);
    }
}
