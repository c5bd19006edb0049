//! The `vector` ops on vector values, with MLIR's semantics: lane moves
//! known when compiled (`broadcast`, `splat`, `extract` / `insert` at static
//! positions, `shape_cast`, `extract_strided_slice`) become one
//! [`Ins::Shuffle`]; dynamic positions a [`Positioned`]; `reduction` a
//! [`Reduction`] folding the scalar op of its kind; `create_mask` a
//! [`CreateMask`], `constant_mask` a constant; `fma` an elementwise
//! [`Ins::Fma`]; `outerproduct` a row at a time: the left lane broadcast
//! across a row, multiplied lane by lane by the right operand, folded into
//! the accumulator's row by its combining kind (a fused multiply-add for
//! floats added, as MLIR lowers it).

use super::memory::lanes;
use super::{Compiler, Fn, Res};
use crate::core::code::{
    Bin, CreateMask, FBin, Ins, MoveList, Position, Positioned, Print, PrintAs, Reduction, Repack,
    Slot,
};
use crate::core::value::{from_f64, Scalar};
use crate::core::ErrorKind;
use dialect::ir::cases::{CombiningKind, PrintPunctuation};
use dialect::ir::Signedness;
use dialect::ir::{OpId, OpKind, Type, TypedEnum, ValueId};
use dialect::ops::views::{
    VectorConstantMask, VectorExtract, VectorExtractStridedSlice, VectorInsert, VectorOuterproduct,
    VectorPrint, VectorReduction,
};
use dialect::ops::DYNAMIC;

/// Row-major strides of `shape`.
fn strides(shape: &[u64]) -> Vec<u64> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// Every row-major multi-index of `shape`, in order.
fn indices(shape: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    let n: u64 = shape.iter().product();
    let st = strides(shape);
    (0..n).map(move |k| st.iter().zip(shape).map(|(s, d)| k / s % d).collect())
}

fn flat(idx: &[u64], st: &[u64]) -> u64 {
    idx.iter().zip(st).map(|(i, s)| i * s).sum()
}

impl Compiler<'_> {
    /// Compiles `op` if it is a `vector` op on values (`None` otherwise).
    pub(super) fn vector_value_op(
        &mut self,
        f: &mut Fn,
        op: OpId,
        kind: OpKind,
    ) -> Option<Res<()>> {
        Some(match kind {
            OpKind::VectorBroadcast => self.broadcast(f, op),
            OpKind::VectorSplat => self.broadcast(f, op),
            OpKind::VectorShapeCast => self.shape_cast(f, op),
            OpKind::VectorBitcast => self.vector_bitcast(f, op),
            OpKind::VectorExtract => self.extract_insert(f, op, false),
            OpKind::VectorInsert => self.extract_insert(f, op, true),
            OpKind::VectorExtractStridedSlice => self.strided_slice(f, op),
            OpKind::VectorReduction => self.reduction(f, op),
            OpKind::VectorPrint => self.print(f, op),
            OpKind::VectorCreateMask => self.create_mask(f, op),
            OpKind::VectorConstantMask => self.constant_mask(f, op),
            OpKind::VectorFma | OpKind::MathFma => self.fma(f, op),
            OpKind::VectorOuterproduct => self.outerproduct(f, op),
            OpKind::VectorTransferRead => self.transfer(f, op, false),
            OpKind::VectorTransferWrite => self.transfer(f, op, true),
            OpKind::VectorLoad => self.vector_memory(f, op, false, false),
            OpKind::VectorStore => self.vector_memory(f, op, true, false),
            OpKind::VectorMaskedload => self.vector_memory(f, op, false, true),
            OpKind::VectorMaskedstore => self.vector_memory(f, op, true, true),
            OpKind::PutCascade => self.cascade(f, op, true),
            OpKind::GetCascade => self.cascade(f, op, false),
            _ => return None,
        })
    }

    /// The static shape of vector `v` (`[]` for a scalar) and its lanes.
    fn shape_of(&self, op: OpId, v: ValueId) -> Res<Vec<u64>> {
        let ty = self.ir.type_of(v);
        match ty {
            Type::Vector { .. } => match (ty.static_shape(), lanes(ty)) {
                (Some(s), Some(_)) => Ok(s),
                _ => Err(self.unsupported(op, format!("{} on {ty}", self.ir[op].name()))),
            },
            _ => Ok(Vec::new()),
        }
    }

    /// (result, first operand) of `op`, with the first operand's kind checked.
    fn result_and_source(&mut self, f: &mut Fn, op: OpId) -> Res<(Slot, Slot, ValueId, ValueId)> {
        let o = &self.ir[op];
        let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        self.scalar_of(op, res)?;
        Ok((f.slots[&res], self.slot(f, op, src)?, src, res))
    }

    /// One op moving lanes: `dst + k = src_k` for the pairs given.
    pub(super) fn shuffle(&mut self, pairs: Vec<(Slot, Slot)>) {
        let list = self.p.moves.len() as u32;
        self.p.moves.push(MoveList::new(pairs));
        self.emit(Ins::Shuffle { list });
    }

    /// `vector.broadcast` and `vector.splat`: each result lane takes the
    /// source lane at its trailing indices (a source dimension of 1 repeats).
    fn broadcast(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (dst, src, s, r) = self.result_and_source(f, op)?;
        let (from, to) = (self.shape_of(op, s)?, self.shape_of(op, r)?);
        if from.len() > to.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "has a source of higher rank than its result",
            ));
        }
        let lead = to.len() - from.len();
        let st = strides(&from);
        let pairs = indices(&to)
            .enumerate()
            .map(|(k, i)| {
                let j: Vec<u64> = from
                    .iter()
                    .enumerate()
                    .map(|(t, &d)| if d == 1 { 0 } else { i[lead + t] })
                    .collect();
                (dst + k as Slot, src + flat(&j, &st) as Slot)
            })
            .collect();
        self.shuffle(pairs);
        Ok(())
    }

    /// `vector.shape_cast`: the lanes in the same (row-major) order.
    fn shape_cast(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (dst, src, _, r) = self.result_and_source(f, op)?;
        let n = self.shape_of(op, r)?.iter().product::<u64>() as Slot;
        self.shuffle((0..n).map(|k| (dst + k, src + k)).collect());
        Ok(())
    }

    /// `vector.bitcast`: the bits of each row of the minor dimension read
    /// as lanes of the result's type.
    fn vector_bitcast(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (dst, src, s, r) = self.result_and_source(f, op)?;
        let (from, to) = (self.scalar_of(op, s)?, self.scalar_of(op, r)?);
        let (a, b) = (self.shape_of(op, s)?, self.shape_of(op, r)?);
        let minor = |shape: &[u64]| shape.last().copied().unwrap_or(1) as u32;
        let rows = a.iter().rev().skip(1).product::<u64>() as u32;
        let at = self.p.repacks.len() as u32;
        self.p.repacks.push(Repack {
            dst,
            src,
            from,
            to,
            rows,
            n_src: minor(&a),
            n_dst: minor(&b),
        });
        self.emit(Ins::Repack { at });
        Ok(())
    }

    /// `vector.extract_strided_slice` (unit strides): result lane `i` is the
    /// source lane at `i + offsets`.
    fn strided_slice(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let v = self.checked::<VectorExtractStridedSlice>(op)?;
        let (offsets, strides_attr) = (v.offsets(self.ir), v.strides(self.ir));
        let (dst, src, s, r) = self.result_and_source(f, op)?;
        let (from, to) = (self.shape_of(op, s)?, self.shape_of(op, r)?);
        if strides_attr.iter().any(|&x| x != 1) || offsets.len() > from.len() {
            return Err(self.unsupported(op, "vector.extract_strided_slice with non-unit strides"));
        }
        let st = strides(&from);
        let mut pairs = Vec::new();
        for (k, i) in indices(&to).enumerate() {
            let j: Vec<u64> = i
                .iter()
                .enumerate()
                .map(|(t, &x)| x + offsets.get(t).map_or(0, |&o| o as u64))
                .collect();
            if j.iter().zip(&from).any(|(a, b)| a >= b) {
                return Err(self.err(op, ErrorKind::Design, "takes lanes outside its source"));
            }
            pairs.push((dst + k as Slot, src + flat(&j, &st) as Slot));
        }
        self.shuffle(pairs);
        Ok(())
    }

    /// `vector.extract` (`insert == false`: from operand 0) and
    /// `vector.insert` (operand 0 into operand 1): static positions move
    /// lanes, dynamic ones are resolved when run.
    fn extract_insert(&mut self, f: &mut Fn, op: OpId, insert: bool) -> Res<()> {
        let ir = self.ir;
        let pos = if insert {
            self.checked::<VectorInsert>(op)?.static_position(ir)
        } else {
            self.checked::<VectorExtract>(op)?.static_position(ir)
        };
        let o = &ir[op];
        let first = usize::from(insert) + 1;
        let (Some(&vec), Some(&res), Some(dynamic)) = (
            o.operands.get(first - 1),
            o.results.first(),
            o.operands.get(first..),
        ) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        self.scalar_of(op, res)?;
        let dims = self.shape_of(op, vec)?;
        if pos.len() > dims.len() || pos.iter().filter(|&&p| p == DYNAMIC).count() != dynamic.len()
        {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "has positions that do not fit its vector",
            ));
        }
        let mut slots = self.slots(f, op, dynamic)?.into_iter();
        let positions: Vec<Position> = pos
            .iter()
            .map(|&p| match p {
                DYNAMIC => Position::Dynamic(slots.next().unwrap_or(0)),
                p => Position::Static(p),
            })
            .collect();
        let chunk = dims[pos.len()..].iter().product::<u64>() as u32;
        let p = Positioned {
            vec: self.slot(f, op, vec)?,
            dst: f.slots[&res],
            insert: if insert {
                Some(self.slot(f, op, o.operands[0])?)
            } else {
                None
            },
            positions,
            dims,
            chunk,
        };
        match p.static_offset() {
            Some(Ok(off)) => {
                self.shuffle(p.moves(off));
                Ok(())
            }
            Some(Err(bad)) => Err(self.err(
                op,
                ErrorKind::Undefined,
                format!("has the poison position {bad}"),
            )),
            None => {
                let at = self.p.positions.len() as u32;
                self.p.positions.push(p);
                self.emit(Ins::Position { at });
                Ok(())
            }
        }
    }

    /// `vector.reduction`: the kind's scalar op folded over the lanes, from
    /// the accumulator if given, else (floats `add` / `mul`) from the
    /// neutral +0.0 / 1.0 as MLIR's lowering does, else from lane 0.
    fn reduction(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let kind = self.checked::<VectorReduction>(op)?.kind(self.ir);
        let (dst, src, s, r) = self.result_and_source(f, op)?;
        let n = self.shape_of(op, s)?.iter().product::<u64>() as u32;
        let scalar = self.scalar_of(op, r)?;
        let step = fold_op(kind, scalar, dst, src).ok_or_else(|| {
            self.unsupported(
                op,
                format!(
                    "vector.reduction <{}> on {}",
                    kind.name(),
                    self.ir.type_of(r)
                ),
            )
        })?;
        let acc = self.ir[op].operands.get(1).copied();
        let (init, first) = match (acc, scalar, kind) {
            (Some(a), _, _) => (self.slot(f, op, a)?, 0),
            (None, Scalar::Float(k), CombiningKind::Add | CombiningKind::Mul) => {
                let one = kind == CombiningKind::Mul;
                let v = from_f64(k, if one { 1.0 } else { 0.0 });
                (self.const_slot(f, v), 0)
            }
            (None, _, _) => (src, 1),
        };
        let at = self.p.reductions.len() as u32;
        self.p.reductions.push(Reduction {
            step,
            dst,
            src,
            n,
            init,
            first,
        });
        self.emit(Ins::Reduce { at });
        Ok(())
    }

    /// `vector.print`: its value (or string) and punctuation, written as
    /// MLIR's runtime printers write them when the core reaches it.
    fn print(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let view = self.checked::<VectorPrint>(op)?;
        let punctuation = match view.punctuation(self.ir) {
            PrintPunctuation::NoPunctuation => "",
            PrintPunctuation::Newline => "\n",
            PrintPunctuation::Comma => ", ",
            PrintPunctuation::Open => "( ",
            PrintPunctuation::Close => " )",
        };
        let text = view.string_literal(self.ir).map(str::to_string);
        let (src, shape, lanes) = match self.ir[op].operands.first().copied() {
            None => (None, None, PrintAs::Unsigned(64)),
            Some(v) => {
                let ty = self.ir.type_of(v);
                let (elem, shape) = match ty {
                    Type::Vector { elem, .. } => (&**elem, Some(self.shape_of(op, v)?)),
                    t => (t, None),
                };
                let lanes = match (elem, self.scalar_of(op, v)?) {
                    (Type::Int { width: 1, .. }, _) => PrintAs::Unsigned(1),
                    (
                        Type::Int {
                            sign: Signedness::Unsigned,
                            ..
                        }
                        | Type::Index,
                        Scalar::Int(w),
                    ) => PrintAs::Unsigned(w),
                    (_, Scalar::Int(w)) => PrintAs::Signed(w),
                    (_, Scalar::Float(k)) => PrintAs::Float(k),
                    (_, Scalar::MemRef) => {
                        return Err(self.unsupported(op, format!("vector.print of {ty}")))
                    }
                };
                (Some(self.slot(f, op, v)?), shape, lanes)
            }
        };
        let at = self.p.prints.len() as u32;
        self.p.prints.push(Print {
            src,
            shape,
            lanes,
            text,
            punctuation,
        });
        self.emit(Ins::Print { at });
        Ok(())
    }

    /// `vector.create_mask`: the lanes below each bound are set.
    fn create_mask(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        let Some(&res) = o.results.first() else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let dims = self.shape_of(op, res)?;
        if o.operands.len() != dims.len() {
            return Err(self.err(op, ErrorKind::Design, "needs one bound per dimension"));
        }
        let bounds = self.slots(f, op, &o.operands)?;
        let at = self.p.masks.len() as u32;
        self.p.masks.push(CreateMask {
            dst: f.slots[&res],
            dims,
            bounds,
        });
        self.emit(Ins::Mask { at });
        Ok(())
    }

    /// `vector.constant_mask`: a constant whose leading region is set.
    fn constant_mask(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let sizes = self
            .checked::<VectorConstantMask>(op)?
            .mask_dim_sizes(self.ir);
        let Some(&res) = self.ir[op].results.first() else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let dims = self.shape_of(op, res)?;
        if sizes.len() != dims.len() {
            return Err(self.err(op, ErrorKind::Design, "needs one size per dimension"));
        }
        let k = self.p.consts.len() as u32;
        let set = |i: Vec<u64>| u64::from(i.iter().zip(&sizes).all(|(&x, &s)| (x as i64) < s));
        self.p.consts.extend(indices(&dims).map(set));
        let n = dims.iter().product::<u64>() as u32;
        let at = self.p.lanes.len() as u32;
        self.p.lanes.push((
            Ins::Const {
                dst: f.slots[&res],
                k,
            },
            n,
        ));
        self.emit(Ins::Lanes { at });
        Ok(())
    }

    /// `vector.fma` and `math.fma`: `a * b + c` per lane, rounded once.
    fn fma(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        self.arity(op, 3, 1)?;
        let o = &self.ir[op];
        let k = self.float_kind(op, o.results[0])?;
        let dst = f.slots[&o.results[0]];
        let [a, b, c] = [0, 1, 2].map(|i| o.operands[i]);
        let (a, b, c) = (
            self.slot(f, op, a)?,
            self.slot(f, op, b)?,
            self.slot(f, op, c)?,
        );
        let at = self.p.code.len();
        self.emit(Ins::Fma { dst, a, b, c, k });
        // On vectors, lane by lane.
        self.vector_op(op, at)
    }
}

impl Compiler<'_> {
    /// `ins` (an instruction of lane 0) for each of `n` lanes.
    fn emit_lanes(&mut self, ins: Ins, n: u32) {
        if n == 1 {
            self.emit(ins);
        } else {
            let at = self.p.lanes.len() as u32;
            self.p.lanes.push((ins, n));
            self.emit(Ins::Lanes { at });
        }
    }

    /// `vector.outerproduct`: with a vector `rhs`, row `i` of the result is
    /// `lhs[i] * rhs`; with a scalar `rhs` (an AXPY), the result is
    /// `lhs * rhs`; an accumulator is combined into the product by the op's
    /// kind (`add` of floats fused: `fma(lhs, rhs, acc)`, as MLIR lowers it).
    fn outerproduct(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let kind = self.checked::<VectorOuterproduct>(op)?.kind(self.ir);
        let o = &self.ir[op];
        let (Some(&lhs), Some(&rhs), Some(&res)) =
            (o.operands.first(), o.operands.get(1), o.results.first())
        else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let acc = o.operands.get(2).copied();
        let scalar = self.scalar_of(op, res)?;
        let rows = self.shape_of(op, lhs)?.iter().product::<u64>() as u32;
        let per_row = matches!(self.ir.type_of(rhs), Type::Vector { .. });
        let cols = self.shape_of(op, rhs)?.iter().product::<u64>() as u32;
        let what = format!(
            "vector.outerproduct <{}> on {}",
            kind.name(),
            self.ir.type_of(res)
        );
        // Per row, its left factor broadcast to the row's lanes; for an
        // AXPY, the right factor broadcast to the left operand's lanes.
        let n = if per_row { cols } else { rows };
        let out_lanes = self.shape_of(op, res)?.iter().product::<u64>();
        let acc_lanes = match acc {
            Some(a) => self.shape_of(op, a)?.iter().product::<u64>(),
            None => out_lanes,
        };
        let want = u64::from(if per_row { rows } else { 1 }) * u64::from(n);
        if out_lanes != want || acc_lanes != want {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: its result or accumulator is not its operands' outer product",
            ));
        }
        let dst = f.slots[&res];
        let (l, r) = (self.slot(f, op, lhs)?, self.slot(f, op, rhs)?);
        let acc = acc.map(|a| self.slot(f, op, a)).transpose()?;
        let wide = f.nslots;
        f.nslots += n;
        let fused = matches!((scalar, kind), (Scalar::Float(_), CombiningKind::Add));
        let times = |dst: Slot, a: Slot, b: Slot| match scalar {
            Scalar::Int(w) => Some(Ins::MulI(Bin { dst, a, b, w })),
            Scalar::Float(k) => Some(Ins::MulF(FBin { dst, a, b, k })),
            Scalar::MemRef => None,
        };
        for i in 0..if per_row { rows } else { 1 } {
            let (splat, other) = if per_row { (l + i, r) } else { (r, l) };
            self.shuffle((0..n).map(|k| (wide + k, splat)).collect());
            let out = dst + i * n;
            if let (Some(a), Scalar::Float(k), true) = (acc, scalar, fused) {
                let fma = Ins::Fma {
                    dst: out,
                    a: wide,
                    b: other,
                    c: a + i * n,
                    k,
                };
                self.emit_lanes(fma, n);
                continue;
            }
            let mul = times(out, wide, other).ok_or_else(|| self.unsupported(op, &what))?;
            self.emit_lanes(mul, n);
            if let Some(a) = acc {
                let fold = fold_op(kind, scalar, out, a + i * n)
                    .ok_or_else(|| self.unsupported(op, &what))?;
                self.emit_lanes(fold, n);
            }
        }
        Ok(())
    }
}

impl Positioned {
    /// The lane offset of the positions, when all are static: `Err` with a
    /// poison position (-1). `None` with a dynamic one.
    fn static_offset(&self) -> Option<Result<u64, i64>> {
        let st = strides(&self.dims);
        let mut off = 0;
        for (p, s) in self.positions.iter().zip(st) {
            match p {
                Position::Static(x) if *x < 0 => return Some(Err(*x)),
                Position::Static(x) => off += *x as u64 * s,
                Position::Dynamic(_) => return None,
            }
        }
        Some(Ok(off))
    }

    /// The lane moves of the op at lane offset `off`.
    pub(crate) fn moves(&self, off: u64) -> Vec<(Slot, Slot)> {
        let (off, chunk) = (off as Slot, self.chunk);
        match self.insert {
            None => (0..chunk)
                .map(|k| (self.dst + k, self.vec + off + k))
                .collect(),
            Some(v) => {
                let n = self.dims.iter().product::<u64>() as Slot;
                let keep = (0..n).filter(|k| !(off..off + chunk).contains(k));
                keep.map(|k| (self.dst + k, self.vec + k))
                    .chain((0..chunk).map(|k| (self.dst + off + k, v + k)))
                    .collect()
            }
        }
    }
}

/// The scalar op that folds a reduction of kind `kind` on values of kind
/// `s`, writing `dst` (see [`Ins::fold_step`]); `None` if the kind does not
/// combine such values.
fn fold_op(kind: CombiningKind, s: Scalar, dst: Slot, src: Slot) -> Option<Ins> {
    use CombiningKind as K;
    let ins = match s {
        Scalar::Int(w) => {
            let b = Bin {
                dst,
                a: dst,
                b: src,
                w,
            };
            match kind {
                K::Add => Ins::AddI(b),
                K::Mul => Ins::MulI(b),
                K::Minsi => Ins::MinSI(b),
                K::Maxsi => Ins::MaxSI(b),
                K::Minui => Ins::MinUI(b),
                K::Maxui => Ins::MaxUI(b),
                K::And => Ins::AndI(b),
                K::Or => Ins::OrI(b),
                K::Xor => Ins::XorI(b),
                _ => return None,
            }
        }
        Scalar::Float(k) => {
            let b = FBin {
                dst,
                a: dst,
                b: src,
                k,
            };
            match kind {
                K::Add => Ins::AddF(b),
                K::Mul => Ins::MulF(b),
                K::Minimumf => Ins::MinimumF(b),
                K::Maximumf => Ins::MaximumF(b),
                K::Minnumf => Ins::MinNumF(b),
                K::Maxnumf => Ins::MaxNumF(b),
                _ => return None,
            }
        }
        Scalar::MemRef => return None,
    };
    Some(ins)
}
