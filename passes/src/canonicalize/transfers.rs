//! MLIR's canonicalization of `aiex.npu.dma_memcpy_nd` in mlir-aie (its
//! `LinearizeContiguousTransfer`, since August 2026): a row-major scan of
//! the low three dimensions, all entries constant, becomes the linear form
//! `[s3, 1, 1, N][t3, 0, 0, 1]`, N the product of the three sizes, its
//! offsets folded into one element index; the repeat dimension is kept.

use super::fold::int_value;
use dialect::ir::{OpKind, View};
use dialect::ops::views::NpuDmaMemcpyNd;
use dialect::ops::DYNAMIC;
use dialect::verify::nd::{is_contiguous, is_linear};
use dialect::Ir;

/// Rewrites every contiguous, not yet linear transfer in place.
pub(super) fn linearize_all(ir: &mut Ir) {
    if !ir.may_contain(OpKind::NpuDmaMemcpyNd) {
        return;
    }
    let ops: Vec<NpuDmaMemcpyNd> = ir.views::<NpuDmaMemcpyNd>(ir.walk(ir.top)).collect();
    for m in ops {
        linearize(ir, m);
    }
}

/// `m` in linear form, if its entries are constants and contiguous.
fn linearize(ir: &mut Ir, m: NpuDmaMemcpyNd) -> Option<()> {
    let [o, s, t] = constant_entries(ir, m)?;
    if is_linear(&s, &t) || !is_contiguous(&s, &t) {
        return None;
    }
    let n = s[0].checked_mul(s[1])?.checked_mul(s[2])?;
    let start = (0..3).try_fold(0i64, |acc, d| acc.checked_add(o[d].checked_mul(t[d])?))?;
    // The memref stays; the values of the lists were constants.
    ir[m.op()].operands.truncate(1);
    m.set_static_offsets(ir, &[o[3], 0, 0, start]);
    m.set_static_sizes(ir, &[s[3], 1, 1, n]);
    m.set_static_strides(ir, &[t[3], 0, 0, 1]);
    Some(())
}

/// The offsets, sizes and strides of `m`, innermost first, if every entry
/// is a constant: written so, or an operand an `arith.constant` gives.
fn constant_entries(ir: &Ir, m: NpuDmaMemcpyNd) -> Option<[[i64; 4]; 3]> {
    let mut operands = ir[m.op()].operands.iter().skip(1);
    let mut list = |written: Vec<i64>| -> Option<[i64; 4]> {
        let mut out = written
            .into_iter()
            .map(|v| match v {
                DYNAMIC => i64::try_from(int_value(ir, *operands.next()?, false)?).ok(),
                v => Some(v),
            })
            .collect::<Option<Vec<i64>>>()?;
        out.reverse();
        out.try_into().ok()
    };
    Some([
        list(m.static_offsets(ir))?,
        list(m.static_sizes(ir))?,
        list(m.static_strides(ir))?,
    ])
}
