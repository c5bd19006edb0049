//! Vector instructions beyond elementwise ones: lane moves (`Shuffle`),
//! `vector.extract` / `insert` at dynamic positions, reductions,
//! `vector.print` and `vector.create_mask`.

use super::{Machine, Reach, Step};
use crate::core::code::{Position, Positioned, PrintAs};
use crate::core::value::{mask, sext, to_f64, FloatKind, Scalar};
use crate::core::ErrorKind;
use std::ops::ControlFlow::{Break, Continue};

impl Machine<'_> {
    /// A counted parallel copy of lanes (one op).
    pub(super) fn shuffle(&mut self, list: u32) {
        // `moves` counts nothing: take back what it gives.
        self.moves(list);
        self.left -= 1;
    }

    /// `vector.extract` / `insert` `positions[at]`: the offset from the
    /// positions' values, each inside its dimension.
    pub(super) fn position(&mut self, at: u32) -> Step {
        let p: &Positioned = match self.p.positions.get(at as usize) {
            Some(p) => p,
            None => return Break(self.fail(ErrorKind::Internal, "unknown position".into())),
        };
        let mut off = 0u64;
        let mut stride: u64 = p.dims.iter().product();
        for (pos, &d) in p.positions.iter().zip(&p.dims) {
            stride /= d.max(1);
            let x = match *pos {
                Position::Static(x) => x,
                Position::Dynamic(s) => sext(self.get(s), 64),
            };
            if !(0..d as i64).contains(&x) {
                let msg = format!("position {x} is outside a dimension of size {d} (poison)");
                return Break(self.fail(ErrorKind::Undefined, msg));
            }
            off += x as u64 * stride;
        }
        // The result's slots are its own: no move reads one written before.
        for (dst, src) in p.moves(off) {
            self.set(dst, self.get(src));
        }
        Continue(())
    }

    /// `vector.reduction` `reductions[at]`: the step folded over the lanes.
    pub(super) fn reduce(&mut self, at: u32) -> Step {
        let Some(r) = self.p.reductions.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown reduction".into()));
        };
        self.set(r.dst, self.get(r.init));
        for k in r.first..r.n {
            if let Some(step) = r.step.fold_step(r.dst, r.src + k) {
                self.arith(&step)?;
            }
        }
        Continue(())
    }

    /// `vector.print` `prints[at]`: its text to the environment's console.
    pub(super) fn print<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(p) = self.p.prints.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown print".into()));
        };
        let mut out = p.text.clone().unwrap_or_default();
        if let Some(src) = p.src {
            let lane = |k: u32| print_lane(p.lanes, self.get(src + k));
            match &p.shape {
                None => out.push_str(&lane(0)),
                Some(shape) if shape.is_empty() => out.push_str(&format!("( {} )", lane(0))),
                Some(shape) => nested(&mut out, shape, 0, &lane),
            }
        }
        out.push_str(p.punctuation);
        env.print(&out);
        Continue(())
    }

    /// `vector.create_mask` `masks[at]`: a lane is set when each index is
    /// below its bound (a negative bound sets none).
    pub(super) fn create_mask(&mut self, at: u32) -> Step {
        let Some(m) = self.p.masks.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown mask".into()));
        };
        let bounds: Vec<i64> = m.bounds.iter().map(|&b| sext(self.get(b), 64)).collect();
        let n: u64 = m.dims.iter().product();
        for k in 0..n {
            let mut rest = k;
            let mut on = true;
            for (d, &size) in m.dims.iter().enumerate().rev() {
                on &= ((rest % size) as i64) < bounds[d];
                rest /= size;
            }
            self.set(m.dst + k as u32, u64::from(on));
        }
        Continue(())
    }

    /// `vector.bitcast` `repacks[at]`: each row's bits, lane 0 lowest, read
    /// again as lanes of the result's kind.
    pub(super) fn repack(&mut self, at: u32) -> Step {
        let Some(r) = self.p.repacks.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown bitcast".into()));
        };
        let (from, to) = (lane_bits(r.from), lane_bits(r.to));
        let mut out = Vec::with_capacity((r.rows * r.n_dst) as usize);
        for row in 0..r.rows {
            let (mut acc, mut have) = (0u128, 0u32);
            for k in 0..r.n_src {
                let v = self.get(r.src + row * r.n_src + k);
                acc |= u128::from(raw_bits(r.from, v)) << have;
                have += from;
                while have >= to {
                    out.push(from_raw_bits(r.to, (acc & ((1u128 << to) - 1)) as u64));
                    acc >>= to;
                    have -= to;
                }
            }
        }
        for (k, v) in out.into_iter().enumerate() {
            self.set(r.dst + k as u32, v);
        }
        Continue(())
    }
}

/// Bits in a lane of kind `k` (its type's width).
fn lane_bits(k: Scalar) -> u32 {
    match k {
        Scalar::Int(w) => u32::from(w),
        Scalar::Float(FloatKind::BF16) => 16,
        Scalar::Float(FloatKind::F32) => 32,
        Scalar::Float(FloatKind::F64) | Scalar::MemRef => 64,
    }
}

/// A slot of kind `k` as its type's bits.
fn raw_bits(k: Scalar, v: u64) -> u64 {
    match k {
        Scalar::Float(FloatKind::BF16) => v >> 16,
        _ => v & mask(lane_bits(k) as u8),
    }
}

/// A slot of kind `k` holding the type's bits `bits`.
fn from_raw_bits(k: Scalar, bits: u64) -> u64 {
    match k {
        Scalar::Float(FloatKind::BF16) => bits << 16,
        _ => bits,
    }
}

/// Lanes of `shape` from lane `first`, as MLIR prints a vector: `( a, b )`,
/// each row of a higher rank one such group.
fn nested(out: &mut String, shape: &[u64], first: u32, lane: &dyn Fn(u32) -> String) {
    let inner: u64 = shape[1..].iter().product();
    out.push_str("( ");
    for i in 0..shape[0] {
        if i > 0 {
            out.push_str(", ");
        }
        let at = first + (i * inner) as u32;
        match shape.len() {
            1 => out.push_str(&lane(at)),
            _ => nested(out, &shape[1..], at, lane),
        }
    }
    out.push_str(" )");
}

/// One lane's text, as MLIR's runtime printers write it.
fn print_lane(how: PrintAs, v: u64) -> String {
    match how {
        PrintAs::Signed(w) => sext(v, w).to_string(),
        PrintAs::Unsigned(w) => (v & mask(w)).to_string(),
        PrintAs::Float(k) => c_general(to_f64(k, v)),
    }
}

/// `x` as C's `printf("%g")`: six significant digits, trailing zeros gone,
/// an exponent when it is below -4 or at least 6; `nan`, `-nan`, `inf`.
fn c_general(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if (-4..6).contains(&exp) {
        let decimals = (5 - exp).max(0) as usize;
        trim(&format!("{x:.decimals$}"))
    } else {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exp.abs())
    }
}
