//! The `aievec` ops compiled to [`VecOp`]s, and instruction groups
//! (`aievec.upd`): each one op.

use super::{Machine, Reach, Step};
use crate::core::code::{CmpPred, Elem, LaneKind, Slot, VecOp};
use crate::core::value::{fit, fma, from_f64, mask, round_shift, sext, to_f64, FloatKind};
use crate::core::ErrorKind;
use std::ops::ControlFlow::{Break, Continue};

/// The integer a lane of `kind` holds.
fn int(v: u64, kind: LaneKind) -> i128 {
    match kind {
        LaneKind::Int { w, signed: true } => i128::from(sext(v, w)),
        LaneKind::Int { w, signed: false } => i128::from(v & mask(w)),
        LaneKind::Float(_) => 0,
    }
}

/// The slot of integer `x` in a lane of `w` bits (its low bits).
fn int_slot(x: i128, w: u8) -> u64 {
    x as u64 & mask(w)
}

/// The raw bits of a lane laid out as `e`.
fn raw(v: u64, e: Elem) -> u64 {
    (v & e.mask) >> e.shift
}

impl Machine<'_> {
    /// The instructions of group `at`, in order, counted as the one op
    /// `next` counted (a load that must wait for the environment pauses
    /// before anything is done: it comes first).
    pub(super) fn group<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let Some(group) = self.p.groups.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown instruction group".into()));
        };
        let left = self.left;
        for ins in group {
            self.step(ins, env)?;
        }
        self.left = left;
        Continue(())
    }

    /// `aievec` op `vec_ops[at]`.
    pub(super) fn vec_op(&mut self, at: u32) -> Step {
        let p = self.p;
        let Some(op) = p.vec_ops.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown aievec op".into()));
        };
        match *op {
            VecOp::Dot {
                dst,
                acc,
                sub,
                n,
                k,
                ref pairs,
                a,
                b,
                out,
            } => self.dot(dst, acc, sub, (n, k), pairs, (a, b, out)),
            VecOp::Ups {
                dst,
                src,
                n,
                from,
                to,
                shift,
            } => {
                for i in 0..n {
                    let v = self.get(src + i);
                    // Both integers or both floats (compiled so).
                    let y = match (from, to) {
                        (LaneKind::Float(f), LaneKind::Float(t)) => from_f64(t, to_f64(f, v)),
                        (_, LaneKind::Int { w, .. }) => int_slot(int(v, from) << shift.min(127), w),
                        (_, LaneKind::Float(_)) => 0,
                    };
                    self.set(dst + i, y);
                }
            }
            VecOp::Srs {
                dst,
                src,
                shift,
                shift_w,
                n,
                from,
                to,
                signed,
                mode,
            } => {
                let sh = sext(self.get(shift), shift_w);
                for i in 0..n {
                    let v = self.get(src + i);
                    let y = match (from, to) {
                        (LaneKind::Float(f), LaneKind::Float(t)) => from_f64(t, to_f64(f, v)),
                        (_, LaneKind::Int { w, .. }) => {
                            let r = round_shift(int(v, from), sh, mode.rnd);
                            int_slot(fit(r, w, signed, mode.sat), w)
                        }
                        (_, LaneKind::Float(_)) => 0,
                    };
                    self.set(dst + i, y);
                }
            }
            VecOp::Cmp {
                dst,
                a,
                b,
                n,
                pred,
                lane,
            } => {
                let mut bits = 0u64;
                for i in 0..n {
                    let (x, y) = (self.get(a + i), self.get(b + i));
                    let on = match lane {
                        LaneKind::Float(k) => {
                            let (x, y) = (to_f64(k, x), to_f64(k, y));
                            compare(pred, x.partial_cmp(&y))
                        }
                        LaneKind::Int { .. } => {
                            compare(pred, Some(int(x, lane).cmp(&int(y, lane))))
                        }
                    };
                    bits |= u64::from(on) << i;
                }
                self.set(dst, bits);
            }
            VecOp::Sel { dst, a, b, sel, n } => {
                let bits = self.get(sel);
                for i in 0..n {
                    let from = if bits >> i & 1 == 1 { b } else { a };
                    self.set(dst + i, self.get(from + i));
                }
            }
            VecOp::Pack {
                dst,
                src,
                n,
                from,
                to_w,
                sat,
                nibbles,
            } => {
                let signed = matches!(from, LaneKind::Int { signed: true, .. });
                let narrow = |x: u64, w| fit(int(x, from), w, signed, sat) as u64 & mask(w);
                for i in 0..n {
                    let y = if nibbles {
                        let (lo, hi) = (self.get(src + 2 * i), self.get(src + 2 * i + 1));
                        narrow(lo, 4) | narrow(hi, 4) << 4
                    } else {
                        narrow(self.get(src + i), to_w)
                    };
                    self.set(dst + i, y & mask(to_w));
                }
            }
            VecOp::Unpack {
                dst,
                src,
                n,
                from,
                to_w,
                nibbles,
            } => {
                for i in 0..n {
                    let v = self.get(src + i);
                    if nibbles {
                        self.set(dst + 2 * i, v & 0xf);
                        self.set(dst + 2 * i + 1, v >> 4 & 0xf);
                    } else {
                        self.set(dst + i, int_slot(int(v, from), to_w));
                    }
                }
            }
            VecOp::Shift {
                dst,
                a,
                b,
                shift,
                n,
                elem,
            } => return self.byte_shift(dst, (a, b), shift, n, elem),
        }
        Continue(())
    }

    /// [`VecOp::Dot`]: integers exact, wrapping to the accumulator's width;
    /// floats in `f32`, each product added with one rounding, in order.
    fn dot(
        &mut self,
        dst: Slot,
        acc: Option<Slot>,
        sub: bool,
        (n, k): (u32, u32),
        pairs: &[(Slot, Slot)],
        (a, b, out): (LaneKind, LaneKind, LaneKind),
    ) {
        for i in 0..n {
            let terms = pairs
                .get((i * k) as usize..((i + 1) * k) as usize)
                .unwrap_or_default();
            let y = match out {
                LaneKind::Int { w, .. } => {
                    let mut s = acc.map_or(0, |c| int(self.get(c + i), out));
                    for &(x, y) in terms {
                        let p = int(self.get(x), a).wrapping_mul(int(self.get(y), b));
                        s = if sub {
                            s.wrapping_sub(p)
                        } else {
                            s.wrapping_add(p)
                        };
                    }
                    int_slot(s, w)
                }
                LaneKind::Float(kf) => {
                    let mut s = acc.map_or(from_f64(kf, 0.0), |c| self.get(c + i));
                    for &(x, y) in terms {
                        // A bf16 slot is the f32 of the same value.
                        let x = self.get(x) ^ (u64::from(sub) << 31);
                        s = fma(FloatKind::F32, x, self.get(y), s);
                    }
                    s
                }
            };
            self.set(dst + i, y);
        }
    }

    /// [`VecOp::Shift`]: the bytes of `a` then `b` (lane 0's first, each
    /// lane little-endian) from byte `shift` on.
    fn byte_shift(
        &mut self,
        dst: Slot,
        (a, b): (Slot, Slot),
        shift: Slot,
        n: u32,
        e: Elem,
    ) -> Step {
        let size = n as usize * usize::from(e.bytes);
        let at = sext(self.get(shift), 32);
        let Some(at) = usize::try_from(at).ok().filter(|&at| at <= size) else {
            let msg = format!("shifts by {at} bytes, outside 0..={size} (the bytes of a vector)");
            return Break(self.fail(ErrorKind::Undefined, msg));
        };
        let mut bytes = Vec::with_capacity(2 * size);
        for s in [a, b] {
            for i in 0..n {
                let r = raw(self.get(s + i), e);
                bytes.extend_from_slice(&r.to_le_bytes()[..usize::from(e.bytes)]);
            }
        }
        for (i, chunk) in bytes[at..at + size]
            .chunks(usize::from(e.bytes))
            .enumerate()
        {
            let mut le = [0u8; 8];
            le[..chunk.len()].copy_from_slice(chunk);
            let r = u64::from_le_bytes(le);
            self.set(dst + i as u32, (r << e.shift) & e.mask);
        }
        Continue(())
    }
}

/// Whether `order` (of the lanes compared) satisfies `pred`; an unordered
/// pair (NaN) satisfies none, as mlir-aie's lowering compares.
fn compare(pred: CmpPred, order: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    let Some(o) = order else {
        return false;
    };
    match pred {
        CmpPred::Eq => o == Equal,
        CmpPred::Ne => o != Equal,
        CmpPred::Lt => o == Less,
        CmpPred::Le => o != Greater,
        CmpPred::Gt => o == Greater,
        CmpPred::Ge => o != Less,
    }
}
