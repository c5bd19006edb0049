//! The elements a DMA with run-time parameters may touch, for the bounds
//! `--aie-lower-scratchpad-parameters` puts on its parameters (mlir-aie's
//! `TransferExtent`): with a run-time offset o and length l, a transfer
//! touches elements [offset + o, last + o + length_step × l].

use aie_target::device::TileKind;
use aie_target::regs;
use dialect::ir::{Attr, OpId, OpKind, Type, ValueDef, ValueId, View};
use dialect::ops::views::{ArithConstant, DmaBd, NpuDmaMemcpyNd, ScfFor};
use dialect::ops::{IntOrValue, DYNAMIC, DYNAMIC_DIM};
use dialect::verify::length_parameter::place_runtime_length_dimension;
use dialect::verify::nd::is_contiguous;
use dialect::Ir;

/// The elements one transfer touches.
#[derive(Clone, Copy)]
pub(super) struct Extent {
    pub buffer_elems: i64,
    /// The lowest first element (a run-time offset's least value).
    pub offset: i64,
    /// The last element with both parameters at 0 (a run-time offset at
    /// its most).
    pub last: i64,
    /// The elements each unit of length moves the last one on.
    pub length_step: i64,
}

/// What bounds a transfer's parameters.
pub(super) struct Transfer {
    /// Unknown for a buffer without a static shape or a pattern, offset or
    /// length not known at compile time.
    pub extent: Option<Extent>,
    /// The most units of length the BD's length field holds.
    pub max_length_steps: Option<i64>,
}

/// The transfer of DMA `op` (an `aie.dma_bd` or `aiex.npu.dma_memcpy_nd`),
/// its length counted when it has a length parameter.
pub(super) fn of(ir: &Ir, op: OpId, with_length: bool) -> Transfer {
    match ir.kind(op) {
        Some(OpKind::DmaBd) => of_bd(ir, DmaBd::wrap(op), with_length),
        _ => of_memcpy(ir, NpuDmaMemcpyNd::wrap(op), with_length),
    }
}

/// The element width of a memref.
pub(super) fn elem_bits(ty: &Type) -> Option<u64> {
    match ty {
        Type::MemRef { elem, .. } => elem.bit_width(),
        _ => None,
    }
}

fn of_bd(ir: &Ir, bd: DmaBd, with_length: bool) -> Transfer {
    let buf = ir[bd.op()].operands[0];
    let ty = ir.type_of(buf);
    let elems = static_elems(ty);
    let eb = elem_bits(ty).unwrap_or(0) as i64 / 8;
    let unit = bd.length_unit(ir).filter(|_| with_length);
    let (offset, offset_min) = match bd.offset(ir) {
        IntOrValue::Int(o) => (Some(o), Some(o)),
        IntOrValue::Value(v) => match (range(ir, v, 0), elems) {
            (Some((lo, hi)), Some(n)) if lo >= 0 && hi < i128::from(n) => {
                (Some(hi as i64), Some(lo as i64))
            }
            _ => (None, None),
        },
    };
    let len = match bd.len(ir) {
        Some(IntOrValue::Int(n)) => Some(n),
        Some(IntOrValue::Value(_)) => None,
        None => elems,
    };
    let dims = bd.dimensions(ir).unwrap_or_default();
    let constant = dims
        .iter()
        .all(|&(s, t)| s != DYNAMIC_DIM && t != DYNAMIC_DIM);
    let (sizes, strides): (Vec<i64>, Vec<i64>) = dims
        .iter()
        .rev()
        .map(|&(s, t)| (s as i64, t as i64))
        .unzip();
    let extent = match (elems, offset, len, constant) {
        (Some(n), Some(o), Some(l), true) => {
            let mut e = extent(n, o, l, sizes, strides, unit);
            e.offset = offset_min.unwrap_or(o);
            Some(e)
        }
        _ => None,
    };
    let max_length_steps = unit.zip(len).map(|(u, l)| max_steps(l * eb, u * eb));
    Transfer {
        extent,
        max_length_steps,
    }
}

fn of_memcpy(ir: &Ir, m: NpuDmaMemcpyNd, with_length: bool) -> Transfer {
    let buf = ir[m.op()].operands[0];
    let ty = ir.type_of(buf);
    let bits = elem_bits(ty).unwrap_or(0) as i64;
    let unit = m.length_unit(ir).filter(|_| with_length);
    let lists = [
        m.static_offsets(ir),
        m.static_sizes(ir),
        m.static_strides(ir),
    ];
    let inner = |l: &Vec<i64>| -> Option<Vec<i64>> {
        (l.len() == 4 && !l.contains(&DYNAMIC)).then(|| l.iter().rev().copied().collect())
    };
    let (Some(o), Some(s), Some(t)) = (inner(&lists[0]), inner(&lists[1]), inner(&lists[2])) else {
        return Transfer {
            extent: None,
            max_length_steps: None,
        };
    };
    let len = s[0] * s[1] * s[2];
    let eb = bits / 8;
    let max_length_steps = unit.map(|u| max_steps(len * eb, u * eb));
    let offset: i64 = o.iter().zip(&t).map(|(o, t)| o * t).sum();
    let extent = static_elems(ty)
        .filter(|_| bits % 8 == 0 && bits > 0)
        .map(|n| extent(n, offset, len, s, t, unit));
    Transfer {
        extent,
        max_length_steps,
    }
}

/// The elements of a memref with a static shape.
fn static_elems(ty: &Type) -> Option<i64> {
    ty.num_elements().and_then(|n| i64::try_from(n).ok())
}

/// The most units of `unit_bytes` a shim BD's length field holds beyond a
/// static `len_bytes`.
fn max_steps(len_bytes: i64, unit_bytes: i64) -> i64 {
    let field =
        regs::bd_layout(TileKind::ShimNoc).and_then(|l| l.field(regs::BdField::BufferLength));
    let max_words = field.map_or(0, |f| i64::from(f.mask()));
    let unit_words = (unit_bytes / 4).max(1);
    (max_words - len_bytes / 4) / unit_words
}

/// The extent of a transfer of `len` elements from `offset` with a pattern
/// of `sizes`/`strides` (innermost first; none: linear); with a length
/// `unit`, the step each added unit moves the last element: the unit
/// itself on a contiguous transfer, else that many rows of the dimension
/// the added length continues.
fn extent(
    buffer_elems: i64,
    offset: i64,
    len: i64,
    mut sizes: Vec<i64>,
    mut strides: Vec<i64>,
    unit: Option<i64>,
) -> Extent {
    let mut e = Extent {
        buffer_elems,
        offset,
        last: offset,
        length_step: 0,
    };
    let Some(unit) = unit else {
        if sizes.is_empty() {
            e.last += len - 1;
        }
        for (s, t) in sizes.iter().zip(&strides) {
            e.last += (s - 1) * t;
        }
        return e;
    };
    let linear = sizes.is_empty();
    sizes.resize(sizes.len().max(4), 1);
    strides.resize(sizes.len(), 0);
    for k in 3..sizes.len() {
        e.last += (sizes[k] - 1) * strides[k];
    }
    let (mut s, mut t) = (
        [sizes[0], sizes[1], sizes[2], 1],
        [strides[0], strides[1], strides[2], 0],
    );
    if linear || is_contiguous(&s, &t) {
        e.last += len - 1;
        e.length_step = unit;
        return e;
    }
    place_runtime_length_dimension(&mut s, &mut t);
    let row = (s[0] * s[1]).max(1);
    // A static length of 0 counts -1 steps: the first unit's steps start at 0.
    e.last += (s[0] - 1) * t[0] + (s[1] - 1) * t[1] + (div_ceil(len, row) - 1) * t[2];
    e.length_step = unit / row * t[2];
    e
}

fn div_ceil(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

/// The values `v` may take, from constants and `scf.for` induction
/// variables of constant bounds through integer `arith` (`depth` bounds
/// the walk).
fn range(ir: &Ir, v: ValueId, depth: u32) -> Option<(i128, i128)> {
    if depth > 32 {
        return None;
    }
    match ir[v].def {
        ValueDef::BlockArg(block, 0) => {
            let owner = ir.block_owner(block);
            ir.view::<ScfFor>(owner)?;
            let [lb, ub, step] = [0, 1, 2].map(|k| ir[owner].operands.get(k).copied());
            let (lb, ub, step) = (constant(ir, lb?)?, constant(ir, ub?)?, constant(ir, step?)?);
            if step <= 0 || ub <= lb {
                return None;
            }
            Some((lb, lb + (ub - lb - 1) / step * step))
        }
        ValueDef::BlockArg(..) => None,
        ValueDef::Result(op, _) => {
            if let Some(c) = constant(ir, v) {
                return Some((c, c));
            }
            let operand = |k: usize| {
                ir[op]
                    .operands
                    .get(k)
                    .and_then(|&x| range(ir, x, depth + 1))
            };
            match ir.kind(op)? {
                OpKind::ArithIndexCast
                | OpKind::ArithIndexCastui
                | OpKind::ArithExtsi
                | OpKind::ArithExtui => operand(0),
                OpKind::ArithAddi => {
                    let (a, b) = (operand(0)?, operand(1)?);
                    Some((a.0.checked_add(b.0)?, a.1.checked_add(b.1)?))
                }
                OpKind::ArithSubi => {
                    let (a, b) = (operand(0)?, operand(1)?);
                    Some((a.0.checked_sub(b.1)?, a.1.checked_sub(b.0)?))
                }
                OpKind::ArithMuli => {
                    let (a, b) = (operand(0)?, operand(1)?);
                    let p = [
                        a.0.checked_mul(b.0)?,
                        a.0.checked_mul(b.1)?,
                        a.1.checked_mul(b.0)?,
                        a.1.checked_mul(b.1)?,
                    ];
                    Some((*p.iter().min()?, *p.iter().max()?))
                }
                _ => None,
            }
        }
    }
}

/// The integer an `arith.constant` defines.
fn constant(ir: &Ir, v: ValueId) -> Option<i128> {
    let op = ir.defining_op(v)?;
    match ir.view::<ArithConstant>(op)?.value(ir) {
        Attr::Int(i, _) => Some(*i),
        _ => None,
    }
}
