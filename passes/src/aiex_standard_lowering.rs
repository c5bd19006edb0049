//! `--aiex-standard-lowering` (mlir-aie's AIEXToStandard): the host-side
//! NPU ops are erased wherever they are, so the module keeps only what a
//! core compiler reads. The ops are mlir-aie's list (its scratchpad ops
//! too, once aiec has them); the rest of AIEX (masked and block writes, DMA
//! tasks, `aiex.set_lock`, ...) stays.

use crate::{Anchor, Args, Pass};
use dialect::ir::OpKind;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aiex-standard-lowering",
    name: "AIEXToStandard",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary: "Erase the NPU ops mlir-aie's AIEXToStandard removes (dma_memcpy_nd, dma_wait, write32, sync, ...)",
    doc: "passes.md#--aiex-standard-lowering",
    options: &[],
    body: crate::Body::Run(run),
};

/// The ops AIEXToStandard erases that aiec has.
const ERASED: &[OpKind] = &[
    OpKind::NpuDmaMemcpyNd,
    OpKind::NpuDmaWait,
    OpKind::NpuPushQueue,
    OpKind::NpuRtpWrite,
    OpKind::NpuWrite32,
    OpKind::NpuSync,
    OpKind::NpuWritebd,
    OpKind::NpuAddressPatch,
    OpKind::NpuPreempt,
    OpKind::NpuCreateScratchpad,
    OpKind::NpuUpdateFromScratchpad,
    OpKind::ScratchpadParameter,
    OpKind::SyncScratchpadParametersFromHost,
];

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let top: Vec<_> = ir.ops_in(ir.top_block()).collect();
    let erased: Vec<_> = top
        .into_iter()
        .flat_map(|op| std::iter::once(op).chain(ir.walk(op)))
        .filter(|&op| ir.kind(op).is_some_and(|k| ERASED.contains(&k)))
        .collect();
    for op in erased {
        ir.erase(op);
    }
    Vec::new()
}
