//! `--aie-normalize-dma-bd-dims` (mlir-aie's AIENormalizeDmaBdDims): a
//! dimension of size 1 of an `aie.dma_bd` never steps, so its stride never
//! takes effect; the pass drops such dimensions, and a BD whose remaining
//! pattern walks its elements in row-major order becomes one linear
//! transfer (`len` the product of the sizes, no `sizes`/`strides`). A BD is
//! left as written when it has no dimensions, or none of size 1, a size or
//! stride known only at run time, padding, a parameter of the scratchpad
//! (which may rewrite its sizes), or a `len` that is not the product of its
//! sizes where it would become linear (`test/passes/normalize-dma-bd-dims.mlir`).

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::View;
use dialect::ops::views::DmaBd;
use dialect::ops::{IntOrValue, DYNAMIC_DIM};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-normalize-dma-bd-dims",
    name: "AIENormalizeDmaBdDims",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Strip degenerate dimensions from DMA BD descriptors",
    doc: "passes.md#--aie-normalize-dma-bd-dims",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev: &Dev| {
        let bds: Vec<DmaBd> = ir.walk_views::<DmaBd>(dev.op).collect();
        for bd in bds {
            normalize(ir, bd);
        }
        Ok(())
    })
}

/// Drops the size-1 dimensions of `bd`, and its dimensions altogether when
/// the rest is row-major contiguous.
fn normalize(ir: &mut Ir, bd: DmaBd) {
    let Some(dims) = bd.dimensions(ir).map(<[_]>::to_vec) else {
        return;
    };
    let fixed = dims
        .iter()
        .all(|&(s, t)| s != DYNAMIC_DIM && t != DYNAMIC_DIM);
    let padded = bd.pad_dimensions(ir).is_some_and(|p| !p.is_empty());
    let parameter = bd.offset_parameter(ir).is_some()
        || bd.length_parameter(ir).is_some()
        || bd.offset_state_table_idx(ir).is_some()
        || bd.length_state_table_idx(ir).is_some();
    let kept: Vec<(u64, u64)> = dims.iter().copied().filter(|&(s, _)| s != 1).collect();
    if dims.is_empty() || !fixed || padded || parameter || kept.len() == dims.len() {
        return;
    }
    if !contiguous(&kept) {
        bd.set_dimensions(ir, kept);
        return;
    }
    let elements: u64 = dims.iter().map(|&(s, _)| s).product();
    let len = match bd.len(ir) {
        Some(IntOrValue::Int(l)) => u64::try_from(l).ok(),
        Some(IntOrValue::Value(_)) => None,
        None => ir.type_of(ir[bd.op()].operands[0]).num_elements(),
    };
    if len != Some(elements) {
        return;
    }
    ir.remove_attr(bd.op(), "dimensions");
    bd.set_len(ir, elements as i64);
}

/// Whether `dims` (outermost first) walk their elements in row-major order:
/// the innermost stride 1, each outer one the extent of those inside it.
fn contiguous(dims: &[(u64, u64)]) -> bool {
    let mut extent = 1;
    dims.iter().rev().all(|&(size, stride)| {
        let ok = stride == extent;
        extent *= size;
        ok
    })
}

#[cfg(test)]
mod tests {
    use super::contiguous;

    #[test]
    fn row_major_is_contiguous() {
        assert!(contiguous(&[(4, 64), (64, 1)]));
        assert!(contiguous(&[]));
        assert!(!contiguous(&[(4, 64), (32, 1)]));
        assert!(!contiguous(&[(32, 1), (32, 32)]));
    }
}
