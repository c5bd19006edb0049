//! `-cert-legalize-pages` (aie-runtime-sequence.md §4.1), as mlir-aie's
//! `AIECertPages`: every job goes on an `aiex.cert.page`; a LOAD_PDI or
//! PREEMPT takes a job and a page of its own; a page whose estimated size
//! reaches 8000 bytes (of the 8 KiB page) is split, at the first op (not
//! the first of its job) where the running estimate reaches half of that;
//! then consecutive uC-DMA transfers are merged again.

use super::to_cert::merge;
use crate::netlist::{self, Dev};
use crate::symbols::Symbols;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, BlockId, OpId, OpKind, View};
use dialect::ops::views::{CertJob, CertPage, CertUcDmaBd, CertUcDmaWriteDesSync};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "cert-legalize-pages",
    name: "AIECertPages",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Put aiex.cert jobs on pages, LOAD_PDI and PREEMPT on pages of their own, and split pages that do not fit 8 KiB",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

/// The pager on the program form of the CERT lowering (`write32`s kept as
/// NPU ops, [`super::lower::FOR_PROGRAM`]): the same pass, not verified.
pub(crate) static FOR_PROGRAM: Pass = PASS;

/// Page budget in bytes (8 KiB less slack, as mlir-aie).
pub(crate) const PAGE: u32 = 8000;

/// The estimate of a page before its ops: the page header.
const HEADER: u64 = 32;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        for job in jobs(ir, &dev) {
            if !ir
                .parent_op(job.op())
                .is_some_and(|p| ir.is(p, OpKind::CertPage))
            {
                wrap(ir, job);
            }
        }
        isolate(ir, &dev);
        split_pages(ir, &dev);
        let mut syms = Symbols::of(ir, &dev);
        for job in jobs(ir, &dev) {
            merge(ir, &mut syms, job.op());
        }
    }
    Vec::new()
}

/// The jobs of `dev` (in its column groups, sections and pages too).
fn jobs(ir: &Ir, dev: &Dev) -> Vec<CertJob> {
    let skip = [OpKind::CertJob, OpKind::RuntimeSequence];
    ir.views(dev.walk_skipping(ir, &skip)).collect()
}

/// A new page at `at`, and its body.
fn new_page(ir: &mut Ir, at: At, job: OpId) -> (CertPage, BlockId) {
    let span = ir[job].span;
    let page = CertPage::build(ir, span).region().insert(at);
    let body = ir.entry_block(page.op(), 0).expect("built with a block");
    (page, body)
}

/// A new job `id` at the end of `body`, with the discardable attributes of
/// `like`; returns it and its body.
fn new_job(ir: &mut Ir, body: BlockId, id: i64, like: OpId) -> (CertJob, BlockId) {
    let span = ir[like].span;
    let job = CertJob::build(ir, span).region().insert(At::End(body));
    let attrs = ir.attrs(like).to_vec();
    ir.set_attrs(job.op(), attrs);
    job.set_job_id(ir, id);
    let job_body = ir.entry_block(job.op(), 0).expect("built with a block");
    (job, job_body)
}

/// Puts `job` on a page of its own, where it is.
fn wrap(ir: &mut Ir, job: CertJob) {
    let (_, body) = new_page(ir, At::Before(job.op()), job.op());
    ir.move_op(job.op(), At::End(body));
}

/// The ops of `job`, in order.
fn ops_of(ir: &Ir, job: OpId) -> Vec<OpId> {
    ir.entry_block(job, 0)
        .map_or(Vec::new(), |b| ir.ops_in(b).collect())
}

/// Ops that take a whole job, and the job a whole page.
fn takes_a_page(ir: &Ir, op: OpId) -> bool {
    ir.is(op, OpKind::CertLoadPdi) || ir.is(op, OpKind::CertPreempt)
}

/// Each LOAD_PDI and PREEMPT alone in a job on a page of its own: a job
/// holding one with other ops is cut in three, the ops before (same id, on
/// a new page before), the op (the next free id, on a page after) and the
/// ops after (the id after that, on the page after that).
fn isolate(ir: &mut Ir, dev: &Dev) {
    let mut work = jobs(ir, dev);
    work.reverse();
    while let Some(job) = work.pop() {
        let ops = ops_of(ir, job.op());
        let Some(at) = ops.iter().position(|&o| takes_a_page(ir, o)) else {
            continue;
        };
        let page = ir.parent_op(job.op()).expect("jobs are on pages");
        if ops.len() == 1 {
            if ir.children(page).count() > 1 {
                let (_, body) = new_page(ir, At::After(page), job.op());
                ir.move_op(job.op(), At::End(body));
            }
            continue;
        }
        let max = jobs(ir, dev)
            .iter()
            .map(|j| j.job_id(ir))
            .max()
            .unwrap_or(0);
        if at > 0 {
            let (_, body) = new_page(ir, At::Before(page), job.op());
            let (_, before) = new_job(ir, body, job.job_id(ir), job.op());
            for &o in &ops[..at] {
                ir.move_op(o, At::End(before));
            }
        }
        let (alone, body) = new_page(ir, At::After(page), job.op());
        let (_, own) = new_job(ir, body, max + 1, job.op());
        ir.move_op(ops[at], At::End(own));
        if at + 1 < ops.len() {
            let (_, body) = new_page(ir, At::After(alone.op()), job.op());
            let (rest, after) = new_job(ir, body, max + 2, job.op());
            for &o in &ops[at + 1..] {
                ir.move_op(o, At::End(after));
            }
            work.push(rest);
        }
        ir.erase(job.op());
        if ir.children(page).next().is_none() {
            ir.erase(page);
        }
    }
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

/// Text bytes of one instruction op (mlir-aie's estimate).
fn text_bytes(kind: Option<OpKind>) -> u32 {
    use OpKind::*;
    match kind {
        Some(CertLocalBarrier | CertRemoteBarrier | CertWaitTcts) => 8,
        Some(CertMaskwrite32 | CertApplyOffset57 | CertUcDmaWriteDesSync) => 16,
        // A write32 the program-form lowering kept (`to_cert::Writes::Npu`).
        Some(CertWrite32 | NpuWrite32) => 12,
        _ => 0,
    }
}

/// One op of a page: its job, itself, whether it is its job's first and
/// its estimated bytes.
struct Placed {
    job: OpId,
    op: OpId,
    first: bool,
    cost: u64,
}

/// Splits every page of `dev` that does not fit; jobs numbered after a
/// split job (in the whole device) move up by one for each split.
fn split_pages(ir: &mut Ir, dev: &Dev) {
    let pages: Vec<CertPage> = ir
        .views(dev.walk_skipping(ir, &[OpKind::CertPage, OpKind::RuntimeSequence]))
        .collect();
    let syms = Symbols::of(ir, dev);
    let mut chains = HashMap::new();
    let mut plans = Vec::new();
    for page in pages {
        let placed = place(ir, &syms, &mut chains, page);
        let at = split_points(&placed);
        if !at.is_empty() {
            plans.push((page, placed, at));
        }
    }
    if plans.is_empty() {
        return;
    }
    let mut ids = Ids::of(ir, dev);
    for (page, placed, at) in plans {
        split(ir, page, &placed, &at, &mut ids);
    }
    ids.write(ir);
}

/// The id of every job of a device while pages are split: renumbered in
/// memory (each split moves up every later id of the device), written to
/// the jobs once at the end.
struct Ids {
    jobs: Vec<(CertJob, i64)>,
    /// Where each job is in `jobs`.
    at: HashMap<OpId, usize>,
}

impl Ids {
    fn of(ir: &Ir, dev: &Dev) -> Ids {
        let mut ids = Ids {
            jobs: Vec::new(),
            at: HashMap::new(),
        };
        for job in jobs(ir, dev) {
            ids.push(job, job.job_id(ir));
        }
        ids
    }

    fn push(&mut self, job: CertJob, id: i64) {
        self.at.insert(job.op(), self.jobs.len());
        self.jobs.push((job, id));
    }

    fn id(&self, job: OpId) -> i64 {
        self.jobs[self.at[&job]].1
    }

    /// Every id above `id` moves up by one.
    fn make_room_after(&mut self, id: i64) {
        for (_, other) in &mut self.jobs {
            if *other > id {
                *other += 1;
            }
        }
    }

    /// The ids written to the jobs whose id changed.
    fn write(self, ir: &mut Ir) {
        for (job, id) in self.jobs {
            if job.job_id(ir) != id {
                job.set_job_id(ir, id);
            }
        }
    }
}

/// The ops of `page`'s jobs with their costs; `chains` caches the data
/// bytes of each chain.
fn place(
    ir: &Ir,
    syms: &Symbols,
    chains: &mut HashMap<String, u64>,
    page: CertPage,
) -> Vec<Placed> {
    let mut out = Vec::new();
    for job in ir.views::<CertJob>(ir.children(page.op())) {
        for (i, op) in ops_of(ir, job.op()).into_iter().enumerate() {
            let data = ir.view::<CertUcDmaWriteDesSync>(op).map_or(0, |sync| {
                let name = sync.symbol(ir);
                *chains
                    .entry(name.to_string())
                    .or_insert_with(|| u64::from(chain_bytes(ir, syms, name)))
            });
            out.push(Placed {
                job: job.op(),
                op,
                first: i == 0,
                cost: u64::from(text_bytes(ir.kind(op))) + data,
            });
        }
    }
    out
}

/// Where the page splits, as indices of the ops that start a new page:
/// while the rest (header included) reaches [`PAGE`], at the first op not
/// first in its job before which the running estimate reached half a page.
fn split_points(placed: &[Placed]) -> Vec<usize> {
    // rest[i]: the estimate of a page holding ops i.. (header included).
    let mut rest = vec![HEADER; placed.len() + 1];
    for i in (0..placed.len()).rev() {
        rest[i] = rest[i + 1] + placed[i].cost;
    }
    let (page, half) = (u64::from(PAGE), u64::from(PAGE / 2));
    let mut out = Vec::new();
    let mut start = 0;
    while rest[start] >= page {
        let mut cost = HEADER;
        let Some(at) = (start..placed.len()).find(|&i| {
            let reached = cost >= half && !placed[i].first;
            cost += placed[i].cost;
            reached
        }) else {
            break;
        };
        out.push(at);
        start = at;
    }
    out
}

/// Splits `page` at the op indices `at` (increasing): from each, the ops go
/// to a new page after the previous one, the rest of the job being split
/// into a new job numbered one above it, whole jobs moved along. `ids` are
/// those of every job of the device, renumbered as mlir-aie does.
fn split(ir: &mut Ir, page: CertPage, placed: &[Placed], at: &[usize], ids: &mut Ids) {
    // The job holding the latest part of each job that was split.
    let mut holder: HashMap<OpId, OpId> = HashMap::new();
    let mut prev = page.op();
    for (k, &start) in at.iter().enumerate() {
        let end = at.get(k + 1).copied().unwrap_or(placed.len());
        let (next_page, body) = new_page(ir, At::After(prev), page.op());
        let split_job = placed[start].job;
        let h = holder.get(&split_job).copied().unwrap_or(split_job);
        let id = ids.id(h);
        ids.make_room_after(id);
        let (tail, tail_body) = new_job(ir, body, id + 1, h);
        ids.push(tail, id + 1);
        holder.insert(split_job, tail.op());
        for p in &placed[start..end] {
            match holder.get(&p.job) {
                Some(&h) if h == tail.op() => ir.move_op(p.op, At::End(tail_body)),
                Some(&h) if ir.parent_op(h) == Some(next_page.op()) => {}
                _ => {
                    ir.move_op(p.job, At::End(body));
                    holder.insert(p.job, p.job);
                }
            }
        }
        prev = next_page.op();
    }
}
