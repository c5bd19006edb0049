//! Scalar values as the interpreter stores them: every SSA value lives in a
//! `u64` slot.
//!
//! * An integer of width `w` (1..=64; `index` is 64) holds its low `w` bits,
//!   zero-extended: every integer op masks its result, so values wrap to their
//!   width exactly as MLIR's `arith` ops do. Signed ops sign-extend on the fly.
//! * `f32` holds its bit pattern in the low 32 bits, `f64` its 64 bits.
//! * `bf16` holds the `f32` whose upper half is the `bf16` (lower 16 bits
//!   zero): arithmetic runs in `f32` and rounds to nearest even (which equals
//!   rounding the exact result once, as `f32` has more than twice the bits).
//! * A memref holds the index of its view (buffer) in the program's view table.

use super::code::{MathFn, MathFn2, Rounding, Saturation};
use dialect::ir::Type;

/// The kind of a scalar value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    /// A signless, signed or unsigned integer, or `index` (width 64).
    Int(u8),
    Float(FloatKind),
    MemRef,
}

/// The float types the interpreter computes with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FloatKind {
    F32,
    BF16,
    F64,
}

/// The kind of values of type `ty`, if the interpreter models them.
pub(crate) fn scalar(ty: &Type) -> Option<Scalar> {
    match ty {
        Type::Index => Some(Scalar::Int(64)),
        Type::Int { width, .. } if (1..=64).contains(width) => Some(Scalar::Int(*width as u8)),
        Type::Float("f32") => Some(Scalar::Float(FloatKind::F32)),
        Type::Float("bf16") => Some(Scalar::Float(FloatKind::BF16)),
        Type::Float("f64") => Some(Scalar::Float(FloatKind::F64)),
        Type::MemRef { .. } => Some(Scalar::MemRef),
        _ => None,
    }
}

/// The mask of the low `w` bits (`w` in 1..=64).
#[inline(always)]
pub(crate) fn mask(w: u8) -> u64 {
    u64::MAX >> (64 - u32::from(w.clamp(1, 64)))
}

/// The value of the low `w` bits of `v` read as a signed integer.
#[inline(always)]
pub(crate) fn sext(v: u64, w: u8) -> i64 {
    let s = 64 - u32::from(w.clamp(1, 64));
    ((v << s) as i64) >> s
}

/// The smallest signed value of width `w`.
#[inline(always)]
pub(crate) fn smin(w: u8) -> i64 {
    i64::MIN >> (64 - u32::from(w.clamp(1, 64)))
}

pub(crate) use aie_target::float::round_bf16;

/// An `f32` result as a slot of float kind `k` (`F32` or `BF16`).
#[inline(always)]
pub(crate) fn from_f32(k: FloatKind, x: f32) -> u64 {
    match k {
        FloatKind::BF16 => u64::from(round_bf16(x.to_bits())),
        _ => u64::from(x.to_bits()),
    }
}

/// The value of a float slot, exactly, as `f64`.
#[inline(always)]
pub(crate) fn to_f64(k: FloatKind, v: u64) -> f64 {
    match k {
        FloatKind::F64 => f64::from_bits(v),
        _ => f64::from(f32::from_bits(v as u32)),
    }
}

/// `x` rounded once to float kind `k`, as a slot.
pub(crate) fn from_f64(k: FloatKind, x: f64) -> u64 {
    match k {
        FloatKind::F64 => x.to_bits(),
        FloatKind::F32 => u64::from((x as f32).to_bits()),
        FloatKind::BF16 => u64::from(round_bf16(f64_to_f32_odd(x))),
    }
}

/// `x` rounded to `f32` with round-to-odd (inexact results get their last
/// bit set), so that a second rounding to the narrower `bf16` is exact.
fn f64_to_f32_odd(x: f64) -> u32 {
    let near = x as f32;
    if !x.is_finite() || f64::from(near) == x {
        return near.to_bits();
    }
    let mut bits = near.to_bits();
    // Truncate toward zero: step back if rounding went away from zero.
    if f64::from(near).abs() > x.abs() {
        bits -= 1;
    }
    bits | 1
}

/// `a * b + c` of float kind `k`, rounded once (`vector.fma`). The product
/// of two `f32`s is exact in `f64`; the sum's rounding error (TwoSum) makes
/// the `f64` result round-to-odd, so rounding it to `f32` or `bf16` is the
/// single rounding of the exact value.
pub(crate) fn fma(k: FloatKind, a: u64, b: u64, c: u64) -> u64 {
    if k == FloatKind::F64 {
        let f = |x: u64| f64::from_bits(x);
        return f(a).mul_add(f(b), f(c)).to_bits();
    }
    let (x, y, z) = (to_f64(k, a), to_f64(k, b), to_f64(k, c));
    let p = x * y;
    let s = p + z;
    if !s.is_finite() || s == 0.0 {
        return from_f64(k, s);
    }
    // TwoSum: p + z = s + e exactly.
    let bp = s - z;
    let e = (p - bp) + (z - (s - bp));
    let mut bits = s.to_bits();
    if e != 0.0 && bits & 1 == 0 {
        bits = if (e > 0.0) == (s > 0.0) {
            bits + 1
        } else {
            bits - 1
        };
    }
    from_f64(k, f64::from_bits(bits))
}

/// The integer `neg ? -mag : mag` rounded once to float kind `k`.
pub(crate) fn int_to_float(k: FloatKind, neg: bool, mag: u64) -> u64 {
    let sign = if neg { -1.0 } else { 1.0 };
    match k {
        FloatKind::F64 => (sign * mag as f64).to_bits(),
        FloatKind::F32 => u64::from((sign as f32 * mag as f32).to_bits()),
        FloatKind::BF16 => {
            // Keep 8 significant bits, rounding to nearest even.
            let msb = 63 - mag.leading_zeros().min(63);
            let m = if msb <= 7 {
                mag as f32
            } else {
                let shift = msb - 7;
                let top = mag >> shift;
                let rest = mag & ((1u64 << shift) - 1);
                let half = 1u64 << (shift - 1);
                let up = rest > half || (rest == half && top & 1 == 1);
                (top + u64::from(up)) as f32 * 2f32.powi(shift as i32)
            };
            u64::from((sign as f32 * m).to_bits())
        }
    }
}

/// `x` truncated toward zero to a signed (`signed`) or unsigned integer of
/// width `w`, saturating at the type's range; NaN gives 0.
pub(crate) fn float_to_int(x: f64, w: u8, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let t = x.trunc();
    if signed {
        let (lo, hi) = (smin(w), !smin(w));
        let v = if t <= lo as f64 {
            lo
        } else if t >= hi as f64 {
            hi
        } else {
            t as i64
        };
        v as u64 & mask(w)
    } else {
        let hi = mask(w);
        if t <= 0.0 {
            0
        } else if t >= hi as f64 {
            hi
        } else {
            t as u64
        }
    }
}

/// `v / 2^shift` rounded by `r`, exactly; a negative `shift` shifts left
/// (by at most 64: the low 64 bits are then zero).
pub(crate) fn round_shift(v: i128, shift: i64, r: Rounding) -> i128 {
    if shift <= 0 {
        return v << (-shift).min(64);
    }
    let shift = shift.min(120);
    let q = v >> shift;
    let rem = v - (q << shift);
    let half = 1i128 << (shift - 1);
    match r {
        Rounding::Floor => q,
        Rounding::PositiveInf => q + i128::from(rem >= half),
        Rounding::ConvEven => q + i128::from(rem > half || (rem == half && q & 1 == 1)),
    }
}

/// `v` in `bits` bits, read as `signed` or not: clamped to the range, or
/// its low bits (read back as `signed` says), by `sat`.
pub(crate) fn fit(v: i128, bits: u8, signed: bool, sat: Saturation) -> i128 {
    let b = u32::from(bits.clamp(1, 64));
    let (lo, hi) = match signed {
        true => (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1),
        false => (0, (1i128 << b) - 1),
    };
    match sat {
        Saturation::Saturate => v.clamp(lo, hi),
        Saturation::None => {
            let low = v & ((1i128 << b) - 1);
            match signed && low > hi {
                true => low - (1i128 << b),
                false => low,
            }
        }
    }
}

/// `math` function `$f` of float `$x` (an `f32` or an `f64`).
macro_rules! unary_math {
    ($f:expr, $x:expr) => {
        match $f {
            MathFn::Absf => $x.abs(),
            MathFn::Ceil => $x.ceil(),
            MathFn::Floor => $x.floor(),
            MathFn::Round => $x.round(),
            MathFn::RoundEven => $x.round_ties_even(),
            MathFn::Trunc => $x.trunc(),
            MathFn::Sqrt => $x.sqrt(),
            MathFn::Rsqrt => $x.sqrt().recip(),
            MathFn::Exp => $x.exp(),
            MathFn::Exp2 => $x.exp2(),
            MathFn::Expm1 => $x.exp_m1(),
            MathFn::Log => $x.ln(),
            MathFn::Log2 => $x.log2(),
            MathFn::Log10 => $x.log10(),
            MathFn::Log1p => $x.ln_1p(),
            MathFn::Sin => $x.sin(),
            MathFn::Cos => $x.cos(),
            MathFn::Tan => $x.tan(),
            MathFn::Tanh => $x.tanh(),
            MathFn::Atan => $x.atan(),
        }
    };
}

/// One-operand `math` function `f` of a slot of float kind `k`: computed in
/// the type's precision (`f32` for `bf16`, rounded after).
pub(crate) fn math(f: MathFn, k: FloatKind, a: u64) -> u64 {
    match k {
        FloatKind::F64 => unary_math!(f, f64::from_bits(a)).to_bits(),
        _ => from_f32(k, unary_math!(f, f32::from_bits(a as u32))),
    }
}

/// Two-operand `math` function `f` of slots of float kind `k`.
pub(crate) fn math2(f: MathFn2, k: FloatKind, a: u64, b: u64) -> u64 {
    let op32 = |x: f32, y: f32| match f {
        MathFn2::Powf => x.powf(y),
        MathFn2::Atan2 => x.atan2(y),
        MathFn2::Copysign => x.copysign(y),
    };
    let op64 = |x: f64, y: f64| match f {
        MathFn2::Powf => x.powf(y),
        MathFn2::Atan2 => x.atan2(y),
        MathFn2::Copysign => x.copysign(y),
    };
    match k {
        FloatKind::F64 => op64(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        _ => from_f32(k, op32(f32::from_bits(a as u32), f32::from_bits(b as u32))),
    }
}

/// `arith.cmpi` predicate `p` (MLIR's numbering) on `a`, `b` of width `w`.
#[inline(always)]
pub(crate) fn cmpi(p: u8, a: u64, b: u64, w: u8) -> bool {
    match p {
        0 => a == b,
        1 => a != b,
        2 => sext(a, w) < sext(b, w),
        3 => sext(a, w) <= sext(b, w),
        4 => sext(a, w) > sext(b, w),
        5 => sext(a, w) >= sext(b, w),
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

/// `arith.cmpf` predicate `p` (MLIR's numbering, `false` = 0 … `true` = 15).
pub(crate) fn cmpf(p: u8, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        _ => true,
    }
}

/// `arith.maximumf` / `arith.minimumf`: NaN if either is NaN, and -0 < +0.
pub(crate) fn maximum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Equal values differ at most in the sign of zero.
        let neg = if max {
            a.is_sign_negative() && b.is_sign_negative()
        } else {
            a.is_sign_negative() || b.is_sign_negative()
        };
        return if neg { -a.abs() } else { a.abs() };
    }
    if (a > b) == max {
        a
    } else {
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_from_integers_rounds_once() {
        // 2^24 + 2^16 + 1 is just above halfway: up, although f32 would first
        // round it to the tie 2^24 + 2^16 and then to even (2^24).
        let x = (1u64 << 24) + (1 << 16) + 1;
        let r = int_to_float(FloatKind::BF16, false, x);
        assert_eq!(
            f32::from_bits(r as u32),
            (1u64 << 24) as f32 + (1u64 << 17) as f32
        );
        assert_eq!(
            int_to_float(FloatKind::BF16, true, 3),
            u64::from((-3.0f32).to_bits())
        );
        let big = int_to_float(FloatKind::BF16, false, u64::MAX);
        assert_eq!(f32::from_bits(big as u32), 2f32.powi(64));
    }

    #[test]
    fn bf16_from_f64_rounds_once() {
        // Just above the halfway point between bf16 neighbours 1 and 1 + 2^-7.
        let x = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        let r = from_f64(FloatKind::BF16, x);
        assert_eq!(r, 0x3f81_0000);
    }

    #[test]
    fn fma_rounds_once() {
        let bf = |x: f32| u64::from(x.to_bits());
        // bf16: (1 + 2^-7)^2 + 2^-8 = 1 + 2^-6 + 2^-8 + 2^-14, just above the
        // tie between 1 + 2^-6 and 1 + 2^-6 + 2^-7: up. Rounding the product
        // first (1 + 2^-6) would make it a tie, and go down to even.
        let a = bf(1.0 + 2f32.powi(-7));
        let c = bf(2f32.powi(-8));
        let r = fma(FloatKind::BF16, a, a, c);
        assert_eq!(
            f32::from_bits(r as u32),
            1.0 + 2f32.powi(-6) + 2f32.powi(-7)
        );
        // f32: a * b + c with one rounding (f32::mul_add is the reference).
        let (x, y, z) = (1.0f32 + 2f32.powi(-23), 1.0f32 - 2f32.powi(-23), -1.0f32);
        let r = fma(FloatKind::F32, bf(x), bf(y), bf(z));
        assert_eq!(f32::from_bits(r as u32), x.mul_add(y, z));
        assert_eq!(f32::from_bits(r as u32), -(2f32.powi(-46)));
    }

    #[test]
    fn saturating_conversions() {
        assert_eq!(float_to_int(1e10, 8, true), 0x7f);
        assert_eq!(float_to_int(-1e10, 8, true), 0x80);
        assert_eq!(float_to_int(-3.7, 32, true), (-3i64) as u64 & 0xffff_ffff);
        assert_eq!(float_to_int(-3.7, 32, false), 0);
        assert_eq!(float_to_int(f64::NAN, 16, true), 0);
        assert_eq!(float_to_int(1e30, 64, false), u64::MAX);
    }

    #[test]
    fn shift_round_saturate_as_aie_ml_does() {
        use Rounding::*;
        // 7 / 4 = 1.75, -7 / 4 = -1.75, 6 / 4 = 1.5 (a tie), 10 / 4 = 2.5.
        assert_eq!(round_shift(7, 2, Floor), 1);
        assert_eq!(round_shift(-7, 2, Floor), -2);
        assert_eq!(round_shift(7, 2, PositiveInf), 2);
        assert_eq!(round_shift(-6, 2, PositiveInf), -1);
        assert_eq!(round_shift(6, 2, ConvEven), 2);
        assert_eq!(round_shift(10, 2, ConvEven), 2);
        assert_eq!(round_shift(-10, 2, ConvEven), -2);
        assert_eq!(round_shift(3, -4, Floor), 48);
        assert_eq!(round_shift(3, 0, ConvEven), 3);
        assert_eq!(fit(300, 8, true, Saturation::Saturate), 127);
        assert_eq!(fit(-300, 8, true, Saturation::Saturate), -128);
        assert_eq!(fit(-5, 8, false, Saturation::Saturate), 0);
        assert_eq!(fit(300, 8, false, Saturation::Saturate), 255);
        assert_eq!(fit(300, 8, true, Saturation::None), 44);
        assert_eq!(fit(200, 8, true, Saturation::None), -56);
        assert_eq!(fit(-1, 8, false, Saturation::None), 255);
    }

    #[test]
    fn maximum_minimum() {
        assert!(maximum(f64::NAN, 1.0, true).is_nan());
        assert!(maximum(0.0, -0.0, true).is_sign_positive());
        assert!(maximum(0.0, -0.0, false).is_sign_negative());
        assert_eq!(maximum(2.0, 3.0, false), 2.0);
    }
}
