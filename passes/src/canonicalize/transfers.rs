//! MLIR's canonicalization of `aiex.npu.dma_memcpy_nd` in mlir-aie (its
//! `LinearizeContiguousTransfer`, since August 2026): a row-major scan of
//! the low three dimensions, all entries constant, becomes the linear form
//! `[s3, 1, 1, N][t3, 0, 0, 1]`, N the product of the three sizes, its
//! offsets folded into one element index; the repeat dimension is kept.

use crate::npu::dma_to_npu::nd_entries;
use crate::npu::strides::{is_contiguous, is_linear};
use dialect::ir::{OpKind, View};
use dialect::ops::views::NpuDmaMemcpyNd;
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
    let [offsets, sizes, strides] = nd_entries(ir, m)?;
    let constants = |l: [crate::npu::dynamic_bd::Entry; 4]| -> Option<[i64; 4]> {
        let v: Option<Vec<i64>> = l.iter().map(|e| e.constant()).collect();
        v?.try_into().ok()
    };
    let (o, s, t) = (constants(offsets)?, constants(sizes)?, constants(strides)?);
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
