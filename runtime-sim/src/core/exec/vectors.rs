//! Vector instructions beyond elementwise ones: lane moves (`Shuffle`),
//! `vector.extract` / `insert` at dynamic positions, reductions and
//! `vector.create_mask`.

use super::{Machine, Step};
use crate::core::code::{Position, Positioned};
use crate::core::value::sext;
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
}
