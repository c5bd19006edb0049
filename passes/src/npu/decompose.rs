//! `--aie-decompose-large-dma-bd`: each `aiex.npu.dma_memcpy_nd` of a
//! runtime sequence whose constant, non-contiguous pattern exceeds what a
//! BD's fields hold becomes the legal transfers that move the same elements
//! in the same order (`dialect::verify::nd::decompose`; docs/runtime-sequence.md,
//! "Oversized transfers"): one op when a dimension factors across the free
//! outermost slot, else one per slice of the outermost dimension, with ids
//! not yet used on that allocation and the token on the last only.

use super::dma_to_npu::nd_lists;
use super::{allocation, elem_bits, kind, sequences};
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, View};
use dialect::ops::views::NpuDmaMemcpyNd;
use dialect::verify::nd::{self, Pattern};
use dialect::{Diagnostic, Ir};
use std::collections::HashSet;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-decompose-large-dma-bd",
    name: "AIEDecomposeLargeDmaBd",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Decompose oversized non-contiguous ND DMA transfers",
    doc: "runtime-sequence.md#oversized-transfers",
    options: &[],
    run,
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        for seq in sequences(ir, dev) {
            for m in ir.walk_views::<NpuDmaMemcpyNd>(seq).collect::<Vec<_>>() {
                if let Some(parts) = parts(ir, dev, m) {
                    rewrite(ir, seq, m, &parts);
                }
            }
        }
        Ok(())
    })
}

/// The legal patterns `m` splits into, if it needs and allows a split that
/// its tile's BDs hold.
fn parts(ir: &Ir, dev: &Dev, m: NpuDmaMemcpyNd) -> Option<Vec<Pattern>> {
    let [offsets, sizes, strides] = nd_lists(ir, m)?;
    let w = elem_bits(ir.type_of(ir[m.op()].operands[0]))?;
    let (ch, _) = allocation(ir, dev, m.metadata(ir))?;
    let tile = kind(dev.model, (ch.col, ch.row))?;
    let pattern = Pattern {
        offsets,
        sizes,
        strides,
    };
    let parts = nd::decompose(tile, &pattern, w)?;
    (parts.len() <= dev.model.num_bds(tile) as usize).then_some(parts)
}

/// Replaces `m` by one op per part.
fn rewrite(ir: &mut Ir, seq: OpId, m: NpuDmaMemcpyNd, parts: &[Pattern]) {
    let op = m.op();
    let metadata = m.metadata(ir).to_string();
    let mut used: HashSet<i64> = ir
        .views::<NpuDmaMemcpyNd>(ir.walk(seq))
        .filter(|o| o.op() != op && o.metadata(ir) == metadata)
        .map(|o| o.id(ir))
        .collect();
    let token = m.issue_token(ir);
    let mut next = m.id(ir);
    for (i, p) in parts.iter().enumerate() {
        let copy = NpuDmaMemcpyNd::wrap(ir.clone_op(op, &mut Default::default()));
        ir[copy.op()].operands.truncate(1);
        let outer = |l: &[i64; 4]| l.iter().rev().copied().collect::<Vec<i64>>();
        copy.set_static_offsets(ir, &outer(&p.offsets));
        copy.set_static_sizes(ir, &outer(&p.sizes));
        copy.set_static_strides(ir, &outer(&p.strides));
        while used.contains(&next) {
            next += 1;
        }
        used.insert(next);
        copy.set_id(ir, next);
        copy.set_issue_token(ir, token && i + 1 == parts.len());
        ir.insert(At::Before(op), copy.op());
    }
    ir.erase(op);
}
