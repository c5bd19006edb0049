//! `--cert-legalize-pages` (aie-runtime-sequence.md §4.1): splits jobs whose
//! estimated page size reaches 8000 bytes (of the 8 KiB page), at the first
//! op where the running estimate reaches half of that.

use crate::netlist;
use crate::symbols::Symbols;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{CertJob, CertUcDmaBd, CertUcDmaWriteDesSync};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

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
        let skip = [OpKind::CertJob, OpKind::RuntimeSequence];
        let jobs: Vec<CertJob> = ir.views(dev.walk_skipping(ir, &skip)).collect();
        let syms = Symbols::of(ir, &dev);
        let mut chains = HashMap::new();
        let plans: Vec<(CertJob, Vec<usize>)> = jobs
            .into_iter()
            .map(|j| (j, split_points(ir, &syms, &mut chains, j)))
            .filter(|(_, at)| !at.is_empty())
            .collect();
        for (job, at) in plans {
            split(ir, job, &at);
        }
    }
    Vec::new()
}

/// Bytes of the data a `uc_dma_write_des_sync` moves: 16 per BD plus its words.
pub(crate) fn chain_bytes(ir: &Ir, syms: &Symbols, chain: &str) -> u32 {
    let Some(chain) = syms.get(chain) else {
        return 0;
    };
    let Some(b) = ir.entry_block(chain, 0) else {
        return 0;
    };
    ir.views::<CertUcDmaBd>(ir.ops_in(b))
        .map(|bd| {
            let words = syms
                .global_words(ir, bd.remote_address(ir))
                .map_or(0, |w| w.len() as u32);
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

/// Where to split `job` into pages, as op indices where a new job starts:
/// while the rest of the job (32-byte page header, text and data) reaches
/// [`PAGE`], it is cut at the first op at which its running estimate reached
/// half a page. `chains` caches the data bytes of each chain.
fn split_points<'a>(
    ir: &'a Ir,
    syms: &Symbols,
    chains: &mut HashMap<&'a str, u64>,
    job: CertJob,
) -> Vec<usize> {
    let Some(b) = ir.entry_block(job.op(), 0) else {
        return Vec::new();
    };
    let costs: Vec<u64> = ir
        .ops_in(b)
        .map(|op| {
            let data = ir.view::<CertUcDmaWriteDesSync>(op).map_or(0, |sync| {
                let name = sync.symbol(ir);
                *chains
                    .entry(name)
                    .or_insert_with(|| u64::from(chain_bytes(ir, syms, name)))
            });
            u64::from(text_bytes(ir.kind(op))) + data
        })
        .collect();
    // rest[i]: the estimate of a job holding ops i.. (header included).
    let mut rest = vec![32; costs.len() + 1];
    for i in (0..costs.len()).rev() {
        rest[i] = rest[i + 1] + costs[i];
    }
    let (page, half) = (u64::from(PAGE), u64::from(PAGE / 2));
    let mut out = Vec::new();
    let mut start = 0;
    while rest[start] >= page {
        let mut cost = 32;
        let Some(at) = (start..costs.len()).find(|&i| {
            let reached = cost >= half;
            cost += costs[i];
            reached
        }) else {
            break;
        };
        out.push(at);
        start = at;
    }
    out
}

/// Splits `job` at the op indices `at` (increasing): the ops from `at[k]` on
/// go to a new job `id + k + 1` after it (with the same discardable
/// attributes), and the later jobs of the same block (device or column
/// group) are renumbered.
fn split(ir: &mut Ir, job: CertJob, at: &[usize]) {
    let id = job.job_id(ir);
    let op = job.op();
    let added = at.len() as i64;
    let siblings: Vec<OpId> = ir[op]
        .parent()
        .map_or(Vec::new(), |b| ir.ops_in(b).collect());
    for j in ir.views::<CertJob>(siblings).collect::<Vec<_>>() {
        let other = j.job_id(ir);
        if other > id {
            j.set_job_id(ir, other + added);
        }
    }
    let Some(from) = ir.entry_block(op, 0) else {
        return;
    };
    let span = ir[op].span;
    let mut targets = Vec::with_capacity(at.len());
    let mut prev = op;
    for k in 1..=added {
        let new = CertJob::build(ir, span).region().insert(At::After(prev));
        // The discardable attributes come along.
        ir[new.op()].attrs = ir[op].attrs.clone();
        new.set_job_id(ir, id + k);
        targets.push(ir.entry_block(new.op(), 0).expect("built with a region"));
        prev = new.op();
    }
    let ops: Vec<OpId> = ir.ops_in(from).collect();
    for (k, bounds) in at.iter().enumerate() {
        let end = at.get(k + 1).copied().unwrap_or(ops.len());
        for &o in &ops[*bounds..end] {
            ir.move_op(o, At::End(targets[k]));
        }
    }
}
