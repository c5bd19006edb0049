//! `--cert-legalize-pages` (aie-runtime-sequence.md §4.1): splits jobs whose
//! estimated page size reaches 8000 bytes (of the 8 KiB page), at the first
//! op where the running estimate reaches half of that.

use crate::netlist::{self, Dev};
use crate::npu::global_words;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{CertJob, CertUcDmaBd, CertUcDmaWriteDesSync};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "cert-legalize-pages",
    name: "AIECertPages",
    anchor: Anchor::Device,
    summary: "Split aiex.cert jobs that do not fit an 8 KiB control-code page",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

/// Page budget in bytes (8 KiB less slack, as mlir-aie).
pub(crate) const PAGE: u32 = 8000;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        loop {
            let found = ir
                .views::<CertJob>(dev.walk(ir))
                .find_map(|j| split_point(ir, &dev, j).map(|at| (j, at)));
            let Some((job, at)) = found else { break };
            split(ir, job, at);
        }
    }
    Vec::new()
}

/// Bytes of the data a `uc_dma_write_des_sync` moves: 16 per BD plus its words.
pub(crate) fn chain_bytes(ir: &Ir, dev: &Dev, chain: &str) -> u32 {
    let Some(chain) = dev.symbol(ir, chain) else {
        return 0;
    };
    let Some(b) = ir.entry_block(chain, 0) else {
        return 0;
    };
    ir.views::<CertUcDmaBd>(ir[b].ops.iter().copied())
        .map(|bd| {
            let words = global_words(ir, dev, bd.remote_address(ir)).map_or(0, |w| w.len() as u32);
            16 + 4 * words
        })
        .sum()
}

/// Text bytes of one instruction op.
fn text_bytes(kind: Option<OpKind>) -> u32 {
    use OpKind::*;
    match kind {
        Some(CertLocalBarrier | CertRemoteBarrier | CertWaitTcts) => 8,
        Some(CertMaskwrite32 | CertApplyOffset57 | CertUcDmaWriteDesSync) => 16,
        Some(CertWrite32 | CertLoadPdi) => 12,
        _ => 0,
    }
}

/// Where to split `job`, if its estimate (32-byte page header, text and
/// data) reaches [`PAGE`]: the first op at which the running estimate
/// reached half a page.
fn split_point(ir: &Ir, dev: &Dev, job: CertJob) -> Option<usize> {
    let b = ir.entry_block(job.op(), 0)?;
    let mut cost = 32;
    let mut at = None;
    for (i, &op) in ir[b].ops.iter().enumerate() {
        if at.is_none() && cost >= PAGE / 2 {
            at = Some(i);
        }
        cost += text_bytes(ir.kind(op));
        if let Some(sync) = ir.view::<CertUcDmaWriteDesSync>(op) {
            cost += chain_bytes(ir, dev, sync.symbol(ir));
        }
    }
    (cost >= PAGE).then_some(at?)
}

/// Moves the ops of `job` from index `at` on into a new job `id + 1` after it
/// (with the same discardable attributes), renumbering the later jobs of the
/// same block (device or column group).
fn split(ir: &mut Ir, job: CertJob, at: usize) {
    let id = job.job_id(ir);
    let op = job.op();
    let siblings = ir[op].parent.map(|b| ir[b].ops.clone()).unwrap_or_default();
    for j in ir.views::<CertJob>(siblings).collect::<Vec<_>>() {
        let other = j.job_id(ir);
        if other > id {
            j.set_job_id(ir, other + 1);
        }
    }
    let span = ir[op].span;
    let new = CertJob::build(ir, span).region().insert(At::After(op));
    // The discardable attributes come along.
    ir.ops[new.op().index()].attrs = ir[op].attrs.clone();
    new.set_job_id(ir, id + 1);
    let (Some(from), Some(to)) = (ir.entry_block(op, 0), ir.entry_block(new.op(), 0)) else {
        return;
    };
    let moving: Vec<OpId> = ir[from].ops[at..].to_vec();
    for op in moving {
        ir.move_op(op, At::End(to));
    }
}
