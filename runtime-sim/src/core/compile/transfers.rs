//! Vector accesses of memory, all one [`Transfer`]: `vector.transfer_read`
//! / `transfer_write` (permutation map, padding, optional mask; lanes out of
//! the memref pad or are dropped), `vector.load` / `store` and
//! `vector.maskedload` / `maskedstore` (lanes out of the memref fail).

use super::memory::lanes;
use super::{Compiler, Fn, Res};
use crate::core::code::{Ins, Mask, Pad, Transfer};
use crate::core::ErrorKind;
use dialect::ir::{AffineExpr, AffineMap, OpId, Type, ValueId};
use dialect::ops::operand_segments;
use dialect::ops::views::{VectorTransferRead, VectorTransferWrite};

/// What a padding lane holds, as values.
enum PadValue {
    None,
    Scalar(ValueId),
    Lanes(ValueId),
}

/// A vector access as its op gives it.
struct Access {
    write: bool,
    /// The vector read (the result) or written.
    vec: ValueId,
    mem: ValueId,
    idx: Vec<ValueId>,
    pad: PadValue,
    mask: Option<ValueId>,
    /// The permutation map (`None`: the minor identity).
    map: Option<AffineMap>,
    strict: bool,
}

impl Compiler<'_> {
    /// `vector.transfer_read` (`write == false`) and `transfer_write`: the
    /// operand groups from `operandSegmentSizes` (else no mask).
    pub(super) fn transfer(&mut self, f: &mut Fn, op: OpId, write: bool) -> Res<()> {
        let ir = self.ir;
        let map = if write {
            self.checked::<VectorTransferWrite>(op)?.permutation_map(ir)
        } else {
            self.checked::<VectorTransferRead>(op)?.permutation_map(ir)
        };
        let o = &ir[op];
        let n = o.operands.len();
        let malformed = || self.err(op, ErrorKind::Design, "is malformed");
        let (idx, pad, mask) = match (operand_segments(ir, op), write) {
            (Some(s), false) => (s[1].clone(), Some(s[2].start), s[3].clone().next()),
            (Some(s), true) => (s[2].clone(), None, s[3].clone().next()),
            (None, false) => (1..n.saturating_sub(1), n.checked_sub(1), None),
            (None, true) => (2.min(n)..n, None, None),
        };
        let vec = if write {
            o.operands.first()
        } else {
            o.results.first()
        };
        let mem = o.operands.get(usize::from(write));
        let (Some(&vec), Some(&mem), Some(idx)) = (vec, mem, o.operands.get(idx)) else {
            return Err(malformed());
        };
        let pad = match pad.map(|p| o.operands.get(p)) {
            Some(Some(&p)) => PadValue::Scalar(p),
            Some(None) => return Err(malformed()),
            None => PadValue::None,
        };
        let a = Access {
            write,
            vec,
            mem,
            idx: idx.to_vec(),
            pad,
            mask: mask.map(|m| o.operands[m]),
            map,
            strict: false,
        };
        self.vector_access(f, op, a)
    }

    /// `vector.load` / `vector.store` (`store`: value, base, indices) and
    /// `vector.maskedload` / `maskedstore` (`masked`: base, indices, mask,
    /// then the pass-through or the value).
    pub(super) fn vector_memory(
        &mut self,
        f: &mut Fn,
        op: OpId,
        store: bool,
        masked: bool,
    ) -> Res<()> {
        let o = &self.ir[op];
        let base_at = usize::from(store && !masked);
        let end = o.operands.len().saturating_sub(if masked { 2 } else { 0 });
        let vec = match (store, masked) {
            (true, false) => o.operands.first(),
            (true, true) => o.operands.last(),
            (false, _) => o.results.first(),
        };
        let (Some(&vec), Some(&mem), Some(idx)) = (
            vec,
            o.operands.get(base_at),
            o.operands.get(base_at + 1..end),
        ) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let a = Access {
            write: store,
            vec,
            mem,
            idx: idx.to_vec(),
            pad: match (masked, store) {
                (true, false) => PadValue::Lanes(o.operands[end + 1]),
                _ => PadValue::None,
            },
            mask: masked.then(|| o.operands[end]),
            map: None,
            strict: true,
        };
        self.vector_access(f, op, a)
    }

    /// Emits the [`Transfer`] of access `a` by `op`.
    fn vector_access(&mut self, f: &mut Fn, op: OpId, a: Access) -> Res<()> {
        let ir = self.ir;
        let name = &ir[op].name();
        let sh = self.shape(op, a.mem)?;
        let rank = self.p.shapes[sh as usize].dims.len();
        let (vty, mty) = (ir.type_of(a.vec), ir.type_of(a.mem));
        let same_elem = matches!((vty, mty), (Type::Vector { elem: v, .. }, Type::MemRef { elem: m, .. }) if v == m);
        let vshape = vty.static_shape().filter(|_| lanes(vty).is_some());
        let (Some(vshape), true, true) = (vshape, same_elem, a.idx.len() == rank) else {
            return Err(self.unsupported(op, format!("{name} between {vty} and {mty}")));
        };
        let map = a.map.unwrap_or_else(|| minor_identity(rank, vshape.len()));
        let dims = map
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) if (*d as usize) < rank => Ok(Some(*d as usize)),
                AffineExpr::Const(0) => Ok(None),
                _ => Err(self.unsupported(op, format!("{name} with the permutation map {map}"))),
            })
            .collect::<Res<Vec<_>>>()?;
        let mask = match a.mask {
            Some(m) => Some(self.mask_of(f, op, m, &map, &vshape)?),
            None => None,
        };
        let pad = match a.pad {
            PadValue::None => Pad::None,
            PadValue::Scalar(v) => Pad::Scalar(self.slot(f, op, v)?),
            PadValue::Lanes(v) => Pad::Lanes(self.slot(f, op, v)?),
        };
        let linear = mask.is_none() && rank > 0 && dims == [Some(rank - 1)];
        let t = Transfer {
            write: a.write,
            vec: self.slot(f, op, a.vec)?,
            mem: self.slot(f, op, a.mem)?,
            idx: self.slots(f, op, &a.idx)?,
            pad,
            mask,
            strict: a.strict,
            sh,
            vshape,
            dims,
            linear,
        };
        let at = self.p.transfers.len() as u32;
        self.p.transfers.push(t);
        self.emit(Ins::Transfer { at });
        Ok(())
    }

    /// The mask `m` of an access of a vector of shape `vshape` through
    /// permutation map `map`: its shape is MLIR's inferred mask type.
    fn mask_of(
        &mut self,
        f: &mut Fn,
        op: OpId,
        m: ValueId,
        map: &AffineMap,
        vshape: &[u64],
    ) -> Res<Mask> {
        let pos = map.mask_positions();
        let mut shape = vec![1; pos.iter().flatten().count()];
        for (p, &d) in pos.iter().zip(vshape) {
            if let Some(p) = p {
                shape[*p] = d;
            }
        }
        let ty = self.ir.type_of(m);
        let fits = matches!(ty, Type::Vector { elem, .. } if **elem == Type::I1)
            && ty.static_shape().as_deref() == Some(&shape[..]);
        if !fits {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("has a mask of type {ty}; the access needs one of shape {shape:?} of i1"),
            ));
        }
        let mut st = vec![1u64; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            st[d] = st[d + 1] * shape[d + 1];
        }
        Ok(Mask {
            lanes: self.slot(f, op, m)?,
            strides: pos.iter().map(|p| p.map_or(0, |p| st[p])).collect(),
        })
    }
}

/// `(d0, ..., d{rank-1}) -> (the last vrank dims)`: a transfer's default map.
fn minor_identity(rank: usize, vrank: usize) -> AffineMap {
    AffineMap {
        dims: rank as u32,
        syms: 0,
        results: (rank.saturating_sub(vrank)..rank)
            .map(|d| AffineExpr::Dim(d as u32))
            .collect(),
    }
}
