//! The `aievec` ops (mlir-aie's AIE2 vector dialect), with the semantics its
//! documentation gives and its lowering to the AIE-ML intrinsics computes
//! (docs/python-aievec.md): lane moves (`broadcast`, `broadcast_scalar`,
//! `concat`, `ext`, `shuffle`, `legacyshuffle`) are one [`Ins::Shuffle`];
//! elementwise ops (`add_elem`, `sub_elem`, `min`, `max`, `neg`, `exp`,
//! `tanh`, `inv`, the bitwise ops, `cast`) one [`Ins::Lanes`]; `ext_elem` a
//! [`Positioned`]; `upd` a load ([`Transfer`]) and the lanes it keeps in a
//! [`Ins::Group`]; the rest a [`VecOp`].

use super::memory::lanes;
use super::{Compiler, Fn, Res};
use crate::core::code::{
    Bin, CmpPred, Elem, FBin, Ins, LaneKind, MathFn, MoveList, Position, Positioned, Rounding,
    Saturation, Slot, SrsMode, Transfer, VecOp,
};
use crate::core::value::{scalar, FloatKind, Scalar};
use crate::core::ErrorKind;
use aie_target::device::Arch;
use dialect::ir::cases::ShuffleMode;
use dialect::ir::{OpId, OpKind, Signedness, Type, TypedEnum, ValueId};
use dialect::ops::views::{
    AievecBroadcast, AievecCmp, AievecExt, AievecFmaConv, AievecLegacyshuffle, AievecMacElem,
    AievecMulConv, AievecShuffle, AievecSrs, AievecUpd, AievecUps,
};
use dialect::Ir;

/// The modes mlir-aie's core lowering gives an AIE2 or AIE2P core whose
/// body holds an `aievec.srs` or a `bf16` `aievec.matmul` (saturation, and
/// rounding to even for such a matmul, else to plus infinity for an integer
/// `srs`, else down); after reset (any other core) floor and no saturation.
pub(super) fn core_mode(ir: &Ir, core: OpId, arch: Arch) -> SrsMode {
    let reset = SrsMode {
        rnd: Rounding::Floor,
        sat: Saturation::None,
    };
    if !arch.is_aie2() {
        return reset;
    }
    let (mut srs, mut int_srs, mut bf16_matmul) = (false, false, false);
    for op in ir.walk(core) {
        let first = |v: &[ValueId]| v.first().map(|&v| ir.type_of(v).clone());
        match ir.kind(op) {
            Some(OpKind::AievecSrs) => {
                srs = true;
                let res = first(&ir[op].results);
                int_srs |= res.is_some_and(|t| matches!(t.element(), Some(Type::Int { .. })));
            }
            Some(OpKind::AievecMatmul | OpKind::AievecMatmulAie2p) => {
                let lhs = first(&ir[op].operands);
                bf16_matmul |= lhs.is_some_and(|t| t.element() == Some(&Type::Float("bf16")));
            }
            _ => {}
        }
    }
    if !srs && !bf16_matmul {
        return reset;
    }
    let rnd = match (bf16_matmul, int_srs) {
        (true, _) => Rounding::ConvEven,
        (false, true) => Rounding::PositiveInf,
        (false, false) => Rounding::Floor,
    };
    SrsMode {
        rnd,
        sat: Saturation::Saturate,
    }
}

/// The lane permutation of shuffle mode `mode` on two vectors of `n` lanes
/// each: result lane `i` is lane `perm[i]` of the two side by side. A
/// `t<w>_<r>x<c>` mode transposes each row-major `r x c` block of the lanes
/// of both vectors; `_lo` is the first half of the result, `_hi` the second,
/// a mode of one vector the first (the blocks of the first vector);
/// `t16_1x2_flip` swaps each pair of lanes.
fn shuffle_permutation(mode: ShuffleMode, n: u64) -> Vec<u64> {
    let s = mode.shape();
    if s.flip {
        return (0..n).map(|i| i ^ 1).collect();
    }
    let span = (s.rows * s.cols).clamp(1, 2 * n);
    let mut out: Vec<u64> = (0..2 * n).collect();
    for base in (0..2 * n - (2 * n) % span).step_by(span as usize) {
        for i in 0..s.rows {
            for j in 0..s.cols {
                out[(base + j * s.rows + i) as usize] = base + i * s.cols + j;
            }
        }
    }
    let high = u64::from(s.high == Some(true));
    out[(high * n) as usize..((high + 1) * n) as usize].to_vec()
}

/// An `aievec.cmp` predicate by its mnemonic.
fn predicate(pred: &str) -> Option<(CmpPred, Option<bool>)> {
    use CmpPred::*;
    Some(match pred {
        "eq" => (Eq, None),
        "ne" => (Ne, None),
        "slt" => (Lt, Some(true)),
        "ult" => (Lt, Some(false)),
        "sle" => (Le, Some(true)),
        "ule" => (Le, Some(false)),
        "sgt" => (Gt, Some(true)),
        "ugt" => (Gt, Some(false)),
        "sge" => (Ge, Some(true)),
        "uge" => (Ge, Some(false)),
        _ => return None,
    })
}

impl Compiler<'_> {
    /// Compiles `op` if it is an `aievec` op (`None` otherwise).
    pub(super) fn aievec_op(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Option<Res<()>> {
        use OpKind as K;
        Some(match kind {
            K::AievecAddElem => self.lanewise(f, op, Lane::Add),
            K::AievecSubElem => self.lanewise(f, op, Lane::Sub),
            K::AievecMin => self.lanewise(f, op, Lane::Min),
            K::AievecMax => self.lanewise(f, op, Lane::Max),
            K::AievecNeg => self.lanewise(f, op, Lane::Neg),
            K::AievecExp => self.lanewise(f, op, Lane::Math(MathFn::Exp)),
            K::AievecTanh => self.lanewise(f, op, Lane::Math(MathFn::Tanh)),
            K::AievecInv => self.lanewise(f, op, Lane::Inv),
            K::AievecBand => self.lanewise(f, op, Lane::And),
            K::AievecBor => self.lanewise(f, op, Lane::Or),
            K::AievecBxor => self.lanewise(f, op, Lane::Xor),
            K::AievecBneg => self.lanewise(f, op, Lane::Not),
            K::AievecCast => self.cast_lanes(f, op),
            K::AievecBroadcast => self.broadcast_lane(f, op),
            K::AievecBroadcastScalar => self.move_lanes(f, op, |_, _| 0),
            K::AievecConcat => self.move_lanes(f, op, |_, k| k),
            K::AievecExt => self.ext(f, op),
            K::AievecShuffle => self.shuffle_mode(f, op),
            K::AievecLegacyshuffle => self.legacy_shuffle(f, op),
            K::AievecExtElem => self.ext_elem(f, op),
            K::AievecUpd => self.upd(f, op),
            K::AievecMulElem | K::AievecMacElem => self.elem_products(f, op, kind),
            K::AievecMatmul | K::AievecMatmulAie2p => self.matmul(f, op),
            K::AievecMulConv | K::AievecFmaConv => self.conv(f, op, kind),
            K::AievecUps => self.ups(f, op),
            K::AievecSrs => self.srs(f, op),
            K::AievecCmp => self.cmp(f, op),
            K::AievecSel => self.sel(f, op),
            K::AievecPack | K::AievecUnpack => self.pack(f, op, kind == K::AievecPack),
            K::AievecShift => self.byte_shift(f, op),
            _ => return None,
        })
    }

    /// How `op` reads the lanes of `v` (or the scalar `v`).
    fn lane_kind(&self, op: OpId, v: ValueId) -> Res<LaneKind> {
        let ty = self.ir.type_of(v);
        let e = ty.element().unwrap_or(ty);
        match (e, scalar(e)) {
            (Type::Int { sign, .. }, Some(Scalar::Int(w))) => Ok(LaneKind::Int {
                w,
                signed: *sign != Signedness::Unsigned,
            }),
            (_, Some(Scalar::Float(k))) => Ok(LaneKind::Float(k)),
            _ => Err(self.unsupported(op, format!("{} on {ty}", self.ir[op].name()))),
        }
    }

    /// The number of lanes of `v`.
    fn lane_count(&self, op: OpId, v: ValueId) -> Res<u32> {
        let ty = self.ir.type_of(v);
        lanes(ty).ok_or_else(|| self.unsupported(op, format!("{} on {ty}", self.ir[op].name())))
    }

    /// The operand slots and the result slot of `op`, which has `n` operands
    /// and one result.
    fn operands_and_result(&mut self, f: &mut Fn, op: OpId, n: usize) -> Res<(Vec<Slot>, Slot)> {
        self.arity(op, n, 1)?;
        let o = &self.ir[op];
        let (operands, res) = (o.operands.to_vec(), o.results[0]);
        let slots = operands
            .iter()
            .map(|&v| self.slot(f, op, v))
            .collect::<Res<Vec<_>>>()?;
        Ok((slots, f.slots[&res]))
    }

    /// `n` slots holding `v` each, set on entry.
    fn splat(&mut self, f: &mut Fn, v: u64, n: u32) -> Slot {
        let s = f.nslots;
        f.nslots += n;
        f.init.extend((0..n).map(|k| (s + k, v)));
        s
    }

    /// The elementwise ops: the lane-0 instruction on every lane.
    fn lanewise(&mut self, f: &mut Fn, op: OpId, lane: Lane) -> Res<()> {
        let arity = match lane {
            Lane::Add | Lane::Sub | Lane::Min | Lane::Max | Lane::And | Lane::Or | Lane::Xor => 2,
            _ => 1,
        };
        let (src, dst) = self.operands_and_result(f, op, arity)?;
        let o = &self.ir[op];
        let (a, res) = (o.operands[0], o.results[0]);
        let kind = self.lane_kind(op, a)?;
        let n = self.lane_count(op, res)?;
        let bad = || self.unsupported(op, format!("{} on {}", o.name(), self.ir.type_of(a)));
        let b = src.get(1).copied();
        let int = |w, a, b: Option<Slot>| Bin {
            dst,
            a,
            b: b.unwrap_or(a),
            w,
        };
        let float = |k, a, b: Option<Slot>| FBin {
            dst,
            a,
            b: b.unwrap_or(a),
            k,
        };
        let ins = match (lane, kind) {
            (Lane::Add, LaneKind::Int { w, .. }) => Ins::AddI(int(w, src[0], b)),
            (Lane::Add, LaneKind::Float(k)) => Ins::AddF(float(k, src[0], b)),
            (Lane::Sub, LaneKind::Int { w, .. }) => Ins::SubI(int(w, src[0], b)),
            (Lane::Sub, LaneKind::Float(k)) => Ins::SubF(float(k, src[0], b)),
            (Lane::Min, LaneKind::Int { w, signed: true }) => Ins::MinSI(int(w, src[0], b)),
            (Lane::Min, LaneKind::Int { w, signed: false }) => Ins::MinUI(int(w, src[0], b)),
            (Lane::Min, LaneKind::Float(k)) => Ins::MinNumF(float(k, src[0], b)),
            (Lane::Max, LaneKind::Int { w, signed: true }) => Ins::MaxSI(int(w, src[0], b)),
            (Lane::Max, LaneKind::Int { w, signed: false }) => Ins::MaxUI(int(w, src[0], b)),
            (Lane::Max, LaneKind::Float(k)) => Ins::MaxNumF(float(k, src[0], b)),
            (Lane::Neg, LaneKind::Int { w, .. }) => {
                let zero = self.splat(f, 0, n);
                Ins::SubI(int(w, zero, Some(src[0])))
            }
            (Lane::Neg, LaneKind::Float(k)) => Ins::NegF {
                dst,
                src: src[0],
                k,
            },
            (Lane::Math(m), LaneKind::Float(k)) => Ins::Math {
                dst,
                src: src[0],
                k,
                f: m,
            },
            (Lane::Inv, LaneKind::Float(k)) => {
                let one = self.splat(f, crate::core::value::from_f64(k, 1.0), n);
                Ins::DivF(float(k, one, Some(src[0])))
            }
            // The bits of a lane: a bf16's are the upper half of its slot.
            (Lane::And | Lane::Or | Lane::Xor | Lane::Not, kind) => {
                let w = match kind {
                    LaneKind::Int { w, .. } => w,
                    LaneKind::Float(FloatKind::BF16 | FloatKind::F32) => 32,
                    LaneKind::Float(FloatKind::F64) => 64,
                };
                match lane {
                    Lane::And => Ins::AndI(int(w, src[0], b)),
                    Lane::Or => Ins::OrI(int(w, src[0], b)),
                    Lane::Xor => Ins::XorI(int(w, src[0], b)),
                    _ => {
                        let ones = crate::core::code::Elem::of(kind).mask;
                        let ones = self.splat(f, ones, n);
                        Ins::XorI(int(w, src[0], Some(ones)))
                    }
                }
            }
            _ => return Err(bad()),
        };
        self.lanes_op(ins, n);
        Ok(())
    }

    /// `ins` (lane 0's) on `n` lanes, one op.
    fn lanes_op(&mut self, ins: Ins, n: u32) {
        let at = self.p.lanes.len() as u32;
        self.p.lanes.push((ins, n));
        self.emit(Ins::Lanes { at });
    }

    /// `aievec.cast`: each lane's bits as the result's element type (a slot
    /// holds a lane's bits shifted left by its element's shift).
    fn cast_lanes(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (src, dst) = self.operands_and_result(f, op, 1)?;
        let o = &self.ir[op];
        let (from, to) = (
            self.lane_kind(op, o.operands[0])?,
            self.lane_kind(op, o.results[0])?,
        );
        let n = self.lane_count(op, o.results[0])?;
        let (a, b) = (Elem::of(from).shift, Elem::of(to).shift);
        let src = src[0];
        let ins = match a.cmp(&b) {
            std::cmp::Ordering::Equal => Ins::Copy { dst, src },
            std::cmp::Ordering::Greater => Ins::Bits {
                dst,
                src,
                shl: 0,
                shr: a - b,
            },
            std::cmp::Ordering::Less => Ins::Bits {
                dst,
                src,
                shl: b - a,
                shr: 0,
            },
        };
        self.lanes_op(ins, n);
        Ok(())
    }

    /// An op whose result lane `k` is lane `from(n, k)` of its operands
    /// side by side (`n`: the result's lanes).
    fn move_lanes(
        &mut self,
        f: &mut Fn,
        op: OpId,
        from: impl std::ops::Fn(u32, u32) -> u32,
    ) -> Res<()> {
        let o = &self.ir[op];
        let (res, operands) = (o.results[0], o.operands.to_vec());
        self.arity(op, operands.len(), 1)?;
        let n = self.lane_count(op, res)?;
        let mut sources = Vec::new();
        for &v in &operands {
            let s = self.slot(f, op, v)?;
            sources.extend((0..self.lane_count(op, v)?).map(|k| s + k));
        }
        let dst = f.slots[&res];
        let pairs = (0..n)
            .map(|k| {
                let i = from(n, k) as usize;
                sources.get(i).map(|&s| (dst + k, s)).ok_or_else(|| {
                    self.err(
                        op,
                        ErrorKind::Design,
                        format!("takes lane {i} of {} lanes", sources.len()),
                    )
                })
            })
            .collect::<Res<Vec<_>>>()?;
        self.shuffle(pairs);
        Ok(())
    }

    /// `aievec.broadcast`: every lane is lane `idx` of the source.
    fn broadcast_lane(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let idx = self.checked::<AievecBroadcast>(op)?.idx(self.ir);
        let idx = u32::try_from(idx).unwrap_or(u32::MAX);
        self.move_lanes(f, op, |_, _| idx)
    }

    /// `aievec.ext`: part `index` of the source, as many lanes as the result.
    fn ext(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let index = self.checked::<AievecExt>(op)?.index(self.ir) as u32;
        self.move_lanes(f, op, |n, k| index * n + k)
    }

    /// `aievec.shuffle`: the mode's permutation of `lhs` and `rhs` (`lhs`
    /// twice for a mode of one vector).
    fn shuffle_mode(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let mode = self.checked::<AievecShuffle>(op)?.mode(self.ir);
        self.permute(f, op, mode)
    }

    /// `aievec.legacyshuffle`: the shuffle of the mode numbered `mode`, on
    /// the source twice.
    fn legacy_shuffle(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let value = self.checked::<AievecLegacyshuffle>(op)?.mode(self.ir);
        let mode = dialect::ir::EnumKind::ShuffleMode
            .from_value(value)
            .map(ShuffleMode::from_index)
            .ok_or_else(|| self.unsupported(op, format!("aievec.legacyshuffle of mode {value}")))?;
        let o = &self.ir[op];
        let elem = self
            .ir
            .type_of(o.operands[0])
            .element()
            .and_then(Type::bit_width);
        let bits = mode.shape().bits;
        if elem != Some(bits) {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("shuffle mode {} moves {bits}-bit lanes", mode.name()),
            ));
        }
        self.permute(f, op, mode)
    }

    fn permute(&mut self, f: &mut Fn, op: OpId, mode: ShuffleMode) -> Res<()> {
        let o = &self.ir[op];
        let (first, res) = (o.operands[0], o.results[0]);
        let second = o.operands.get(1).copied().unwrap_or(first);
        let n = self.lane_count(op, res)?;
        let (a, b) = (self.slot(f, op, first)?, self.slot(f, op, second)?);
        let dst = f.slots[&res];
        let pairs = shuffle_permutation(mode, u64::from(n))
            .into_iter()
            .enumerate()
            .map(|(k, i)| {
                let i = i as u32;
                (dst + k as u32, if i < n { a + i } else { b + i - n })
            })
            .collect();
        self.shuffle(pairs);
        Ok(())
    }

    /// `aievec.ext_elem`: the lane at a position known when run.
    fn ext_elem(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (src, dst) = self.operands_and_result(f, op, 2)?;
        let n = self.lane_count(op, self.ir[op].operands[0])?;
        let at = self.p.positions.len() as u32;
        self.p.positions.push(Positioned {
            vec: src[0],
            dst,
            insert: None,
            positions: vec![Position::Dynamic(src[1])],
            dims: vec![u64::from(n)],
            chunk: 1,
        });
        self.emit(Ins::Position { at });
        Ok(())
    }

    /// `aievec.upd`: without a linked vector and at index 0, every lane
    /// loaded from the memref at the indices; else the lanes of half
    /// `index` loaded, the others the linked vector's (or 0). `offset` (in
    /// bits) moves the load along the memref's last dimension.
    fn upd(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let view = self.checked::<AievecUpd>(op)?;
        let (index, offset) = (view.index(self.ir), view.offset(self.ir));
        let ir = self.ir;
        let o = &ir[op];
        let groups = dialect::ops::operand_segments(ir, op);
        let (idx, linked) = match groups.as_deref() {
            Some([_, i, v]) => (
                o.operands[i.clone()].to_vec(),
                o.operands[v.clone()].first().copied(),
            ),
            _ => (o.operands.get(1..).unwrap_or_default().to_vec(), None),
        };
        let (mem, res) = (o.operands[0], o.results[0]);
        let n = self.lane_count(op, res)?;
        let whole = linked.is_none() && index == 0;
        let part = if whole { n } else { n / 2 };
        let first = if whole { 0 } else { index as u32 * part };
        let bits = ir
            .type_of(res)
            .element()
            .and_then(Type::bit_width)
            .unwrap_or(0);
        if bits == 0 || offset % bits as i64 != 0 || offset < 0 {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "has an offset of {offset} bits, not a whole number of {bits}-bit elements"
                ),
            ));
        }
        let mut idx = self.slots(f, op, &idx)?;
        let mut group = Vec::new();
        let along = (offset / bits as i64) as u64;
        if let (Some(last), true) = (idx.last_mut(), along > 0) {
            let shifted = f.temp();
            let k = self.const_slot(f, along);
            group.push(Ins::AddI(Bin {
                dst: shifted,
                a: *last,
                b: k,
                w: 64,
            }));
            *last = shifted;
        }
        let sh = self.shape(op, mem)?;
        let rank = self.p.shapes[sh as usize].dims.len();
        let same = ir.type_of(mem).element() == ir.type_of(res).element();
        if rank == 0 || idx.len() != rank || !same {
            return Err(self.unsupported(
                op,
                format!("aievec.upd of {} from {}", ir.type_of(res), ir.type_of(mem)),
            ));
        }
        let dst = f.slots[&res];
        let mem = self.slot(f, op, mem)?;
        let at = self.p.transfers.len() as u32;
        self.p.transfers.push(Transfer {
            write: false,
            vec: dst + first,
            mem,
            idx,
            pad: crate::core::code::Pad::None,
            mask: None,
            strict: true,
            sh,
            vshape: vec![u64::from(part)],
            dims: vec![Some(rank - 1)],
            linear: true,
        });
        group.push(Ins::Transfer { at });
        let kept: Vec<u32> = (0..n)
            .filter(|k| !(first..first + part).contains(k))
            .collect();
        if !kept.is_empty() {
            let from = match linked {
                Some(v) => self.slot(f, op, v)?,
                None => self.splat(f, 0, n),
            };
            let list = self.p.moves.len() as u32;
            self.p.moves.push(MoveList::new(
                kept.iter().map(|&k| (dst + k, from + k)).collect(),
            ));
            group.push(Ins::Moves { list });
        }
        let at = self.p.groups.len() as u32;
        self.p.groups.push(group);
        self.emit(Ins::Group { at });
        Ok(())
    }

    /// A [`VecOp::Dot`] of `op`'s products.
    #[allow(clippy::too_many_arguments)]
    fn dot(
        &mut self,
        f: &mut Fn,
        op: OpId,
        acc: Option<usize>,
        sub: bool,
        k: u32,
        pairs: impl std::ops::Fn(u32, u32, Slot, Slot) -> (Slot, Slot),
    ) -> Res<()> {
        let o = &self.ir[op];
        let (a, b, res) = (o.operands[0], o.operands[1], o.results[0]);
        let n = self.lane_count(op, res)?;
        let (sa, sb) = (self.slot(f, op, a)?, self.slot(f, op, b)?);
        let acc = match acc {
            Some(i) => Some(self.slot(f, op, o.operands[i])?),
            None => None,
        };
        let out = self.lane_kind(op, res)?;
        let (ka, kb) = (self.lane_kind(op, a)?, self.lane_kind(op, b)?);
        let f32_exact = |k| matches!(k, LaneKind::Float(FloatKind::BF16 | FloatKind::F32));
        let ints = |k| matches!(k, LaneKind::Int { .. });
        let fits = (ints(ka) && ints(kb) && ints(out))
            || (f32_exact(ka) && f32_exact(kb) && out == LaneKind::Float(FloatKind::F32));
        if !fits {
            return Err(self.unsupported(
                op,
                format!(
                    "{} of {} into {}",
                    o.name(),
                    self.ir.type_of(a),
                    self.ir.type_of(res)
                ),
            ));
        }
        let pairs = (0..n)
            .flat_map(|i| (0..k).map(move |j| (i, j)))
            .map(|(i, j)| pairs(i, j, sa, sb))
            .collect();
        let at = self.p.vec_ops.len() as u32;
        self.p.vec_ops.push(VecOp::Dot {
            dst: f.slots[&res],
            acc,
            sub,
            n,
            k,
            pairs,
            a: ka,
            b: kb,
            out,
        });
        self.emit(Ins::Vec { at });
        Ok(())
    }

    /// `aievec.mul_elem` and `mac_elem`: lane by lane products, widened.
    fn elem_products(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<()> {
        let mac = kind == OpKind::AievecMacElem;
        self.arity(op, 2 + usize::from(mac), 1)?;
        let sub = mac && self.checked::<AievecMacElem>(op)?.fmsub(self.ir);
        self.dot(f, op, mac.then_some(2), sub, 1, |i, _, a, b| (a + i, b + i))
    }

    /// `aievec.matmul` and `matmul_aie2p`: `acc + lhs x rhs` of row-major
    /// matrices, the products of each result added in `k` order.
    fn matmul(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        self.arity(op, 3, 1)?;
        let o = &self.ir[op];
        let shape = |v: ValueId| self.ir.type_of(v).static_shape().unwrap_or_default();
        let (l, r) = (shape(o.operands[0]), shape(o.operands[1]));
        let (&[_, k], &[k2, n]) = (&l[..], &r[..]) else {
            return Err(self.err(op, ErrorKind::Design, "multiplies no matrices"));
        };
        if k != k2 {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "multiplies matrices of different inner sizes",
            ));
        }
        let (k, n) = (k as u32, n as u32);
        self.dot(f, op, Some(2), false, k, move |lane, j, a, b| {
            let (row, col) = (lane / n, lane % n);
            (a + row * k + j, b + j * n + col)
        })
    }

    /// `aievec.mul_conv` and `fma_conv`: lane `i` adds `lhs[i + j] *
    /// rhs[j]` for `j < N` (an `M x N` convolution of the signal `lhs` by the
    /// filter `rhs`).
    fn conv(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<()> {
        let fma = kind == OpKind::AievecFmaConv;
        self.arity(op, 2 + usize::from(fma), 1)?;
        let (n, sub) = if fma {
            let v = self.checked::<AievecFmaConv>(op)?;
            (v.n(self.ir), v.fmsub(self.ir))
        } else {
            (self.checked::<AievecMulConv>(op)?.n(self.ir), false)
        };
        let taps = u32::try_from(n).unwrap_or(0);
        let width = self.lane_count(op, self.ir[op].operands[0])?;
        let lanes = self.lane_count(op, self.ir[op].results[0])?;
        if taps == 0 || lanes + taps - 1 > width {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "reads lanes past the {width} of its signal ({lanes} results of {taps} taps)"
                ),
            ));
        }
        self.dot(f, op, fma.then_some(2), sub, taps, |i, j, a, b| {
            (a + i + j, b + j)
        })
    }

    /// The lane kinds of `op`'s first operand and result, both integers or
    /// both floats (`ups`, `srs`).
    fn moved_kinds(&self, op: OpId) -> Res<(LaneKind, LaneKind)> {
        let o = &self.ir[op];
        let (a, r) = (o.operands[0], o.results[0]);
        match (self.lane_kind(op, a)?, self.lane_kind(op, r)?) {
            k @ ((LaneKind::Int { .. }, LaneKind::Int { .. })
            | (LaneKind::Float(_), LaneKind::Float(_))) => Ok(k),
            _ => Err(self.unsupported(
                op,
                format!(
                    "{} of {} to {}",
                    o.name(),
                    self.ir.type_of(a),
                    self.ir.type_of(r)
                ),
            )),
        }
    }

    /// `aievec.ups`.
    fn ups(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let shift = self.checked::<AievecUps>(op)?.shift(self.ir);
        let (src, dst) = self.operands_and_result(f, op, 1)?;
        let o = &self.ir[op];
        let (from, to) = self.moved_kinds(op)?;
        let n = self.lane_count(op, o.results[0])?;
        self.vec_op(VecOp::Ups {
            dst,
            src: src[0],
            n,
            from,
            to,
            shift: u32::try_from(shift).unwrap_or(0),
        });
        Ok(())
    }

    /// `aievec.srs`, by the core's modes.
    fn srs(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let signed = self.checked::<AievecSrs>(op)?.sign(self.ir) != 0;
        let (src, dst) = self.operands_and_result(f, op, 2)?;
        let o = &self.ir[op];
        let (from, to) = self.moved_kinds(op)?;
        let shift_w = self.int_width(op, o.operands[1])?;
        let n = self.lane_count(op, o.results[0])?;
        self.vec_op(VecOp::Srs {
            dst,
            src: src[0],
            shift: src[1],
            shift_w,
            n,
            from,
            to,
            signed,
            mode: self.mode,
        });
        Ok(())
    }

    /// `aievec.cmp`.
    fn cmp(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let pred = self.checked::<AievecCmp>(op)?.pred(self.ir);
        let (src, dst) = self.operands_and_result(f, op, 2)?;
        let o = &self.ir[op];
        let lane = self.lane_kind(op, o.operands[0])?;
        let n = self.lane_count(op, o.operands[0])?;
        let bits = self.int_width(op, o.results[0])?;
        let Some((pred, signed)) = predicate(pred) else {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("has the unknown predicate \"{pred}\""),
            ));
        };
        if n > u32::from(bits) {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("compares {n} lanes into {bits} bits"),
            ));
        }
        let lane = match (lane, signed) {
            (LaneKind::Int { w, .. }, Some(signed)) => LaneKind::Int { w, signed },
            (lane, _) => lane,
        };
        self.vec_op(VecOp::Cmp {
            dst,
            a: src[0],
            b: src[1],
            n,
            pred,
            lane,
        });
        Ok(())
    }

    /// `aievec.sel`.
    fn sel(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (src, dst) = self.operands_and_result(f, op, 3)?;
        let o = &self.ir[op];
        let n = self.lane_count(op, o.results[0])?;
        let bits = self.int_width(op, o.operands[2])?;
        if n > u32::from(bits) {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("selects {n} lanes by {bits} bits"),
            ));
        }
        self.vec_op(VecOp::Sel {
            dst,
            a: src[0],
            b: src[1],
            sel: src[2],
            n,
        });
        Ok(())
    }

    /// `aievec.pack` (`narrow`) and `unpack`.
    fn pack(&mut self, f: &mut Fn, op: OpId, narrow: bool) -> Res<()> {
        let (src, dst) = self.operands_and_result(f, op, 1)?;
        let o = &self.ir[op];
        let from = self.lane_kind(op, o.operands[0])?;
        let to_w = self.int_width(op, o.results[0])?;
        let (n_in, n_out) = (
            self.lane_count(op, o.operands[0])?,
            self.lane_count(op, o.results[0])?,
        );
        let nibbles = n_in != n_out;
        self.vec_op(if narrow {
            VecOp::Pack {
                dst,
                src: src[0],
                n: n_out,
                from,
                to_w,
                sat: self.mode.sat,
                nibbles,
            }
        } else {
            VecOp::Unpack {
                dst,
                src: src[0],
                n: n_in,
                from,
                to_w,
                nibbles,
            }
        });
        Ok(())
    }

    /// `aievec.shift`: bytes of whole-byte lanes.
    fn byte_shift(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (src, dst) = self.operands_and_result(f, op, 3)?;
        let o = &self.ir[op];
        let kind = self.lane_kind(op, o.results[0])?;
        let n = self.lane_count(op, o.results[0])?;
        let elem = Elem::of(kind);
        if !matches!(kind, LaneKind::Int { w, .. } if w % 8 == 0)
            && !matches!(kind, LaneKind::Float(_))
        {
            return Err(self.unsupported(
                op,
                format!("aievec.shift of {}", self.ir.type_of(o.results[0])),
            ));
        }
        self.vec_op(VecOp::Shift {
            dst,
            a: src[0],
            b: src[1],
            shift: src[2],
            n,
            elem,
        });
        Ok(())
    }

    fn vec_op(&mut self, v: VecOp) {
        let at = self.p.vec_ops.len() as u32;
        self.p.vec_ops.push(v);
        self.emit(Ins::Vec { at });
    }
}

/// An elementwise `aievec` op.
#[derive(Clone, Copy)]
enum Lane {
    Add,
    Sub,
    Min,
    Max,
    Neg,
    Math(MathFn),
    Inv,
    And,
    Or,
    Xor,
    Not,
}
