//! `--cert-legalize-pages` (aie-runtime-sequence.md §4.1): splits jobs whose
//! estimated page size reaches 8000 bytes (of the 8 KiB page), at the first
//! op where the running estimate reaches half of that.

use crate::netlist::{self, Dev};
use crate::npu::global_words;
use crate::{Args, Pass};
use dialect::ir::{At, Attr, OpId};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "cert-legalize-pages",
    name: "AIECertPages",
    summary: "Split aiex.cert jobs that do not fit an 8 KiB control-code page",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

/// Page budget in bytes (8 KiB less slack, as mlir-aie).
pub(crate) const PAGE: u32 = 8000;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        while let Some((job, at)) = dev
            .walk(ir)
            .into_iter()
            .filter(|&o| ir[o].name == "aiex.cert.job")
            .find_map(|j| split_point(ir, &dev, j).map(|at| (j, at)))
        {
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
    ir[b]
        .ops
        .iter()
        .filter(|&&o| ir[o].name == "aiex.cert.uc_dma_bd")
        .map(|&bd| {
            let words = ir
                .attr(bd, "remote_address")
                .and_then(Attr::as_sym)
                .and_then(|g| global_words(ir, dev, g))
                .map_or(0, |w| w.len() as u32);
            16 + 4 * words
        })
        .sum()
}

/// Text bytes of one instruction op.
fn text_bytes(name: &str) -> u32 {
    match name {
        "aiex.cert.local_barrier" | "aiex.cert.remote_barrier" | "aiex.cert.wait_tcts" => 8,
        "aiex.cert.maskwrite32"
        | "aiex.cert.apply_offset_57"
        | "aiex.cert.uc_dma_write_des_sync" => 16,
        "aiex.cert.write32" => 12,
        _ => 0,
    }
}

/// Where to split `job`, if its estimate (32-byte page header, text and
/// data) reaches [`PAGE`]: the first op at which the running estimate
/// reached half a page.
fn split_point(ir: &Ir, dev: &Dev, job: OpId) -> Option<usize> {
    let b = ir.entry_block(job, 0)?;
    let mut cost = 32;
    let mut at = None;
    for (i, &op) in ir[b].ops.iter().enumerate() {
        if at.is_none() && cost >= PAGE / 2 {
            at = Some(i);
        }
        cost += text_bytes(&ir[op].name);
        if ir[op].name == "aiex.cert.uc_dma_write_des_sync" {
            if let Some(chain) = ir.attr(op, "symbol").and_then(Attr::as_sym) {
                cost += chain_bytes(ir, dev, chain);
            }
        }
    }
    (cost >= PAGE).then_some(at?)
}

/// Moves the ops of `job` from index `at` on into a new job `id + 1` after it
/// (with the same discardable attributes), renumbering the later jobs of the
/// same block (device or column group).
fn split(ir: &mut Ir, job: OpId, at: usize) {
    let id = ir.int_attr(job, "job_id").unwrap_or(0);
    let siblings = ir[job]
        .parent
        .map(|b| ir[b].ops.clone())
        .unwrap_or_default();
    for j in siblings {
        if ir[j].name == "aiex.cert.job" {
            if let Some(other) = ir.int_attr(j, "job_id").filter(|&o| o > id) {
                ir.set_attr(j, "job_id", Attr::i32(other as i64 + 1));
            }
        }
    }
    let span = ir[job].span;
    let new = ir
        .build("aiex.cert.job", span)
        .attr("job_id", Attr::i32(id as i64 + 1))
        .region()
        .insert(At::After(job));
    for (k, v) in ir[job].attrs.clone() {
        if k != "job_id" {
            ir.set_attr(new, &k, v);
        }
    }
    let (Some(from), Some(to)) = (ir.entry_block(job, 0), ir.entry_block(new, 0)) else {
        return;
    };
    let moving: Vec<OpId> = ir[from].ops[at..].to_vec();
    for op in moving {
        ir.move_op(op, At::End(to));
    }
}
