//! `-cert-legalize-pages` (aie-runtime-sequence.md §4.1), as mlir-aie's
//! `AIECertPages` since its multi-uC work (docs/cert-lowering.md, "Pages"):
//!
//! 1. an `attach_to_group(0)` is uC 0, the device's own stream: its code
//!    moves into the device;
//! 2. each run of jobs outside pages (in the device, and in each group) goes
//!    on one *implicit* page (marked `cert.implicit`), cut where a job waits
//!    on a (tile, channel) that a job already on the page waits on; the
//!    `configure` job (`cert.configure`) gets a page of its own, first on uC 0;
//! 3. a page with a `placement` moves into that uC's group;
//! 4. a LOAD_PDI or PREEMPT takes a job and a page of its own, the ops and
//!    jobs around it keeping their order;
//! 5. a page whose estimate reaches 8000 bytes is split where the estimate
//!    of its first half comes closest to 4000, never between the
//!    participants of a local barrier; one over the 8192 a page holds that
//!    cannot be split is an error;
//! 6. consecutive uC-DMA transfers are merged again.
//!
//! The estimate: 32 bytes (page header, alignment, end of page), 8 and 4 per
//! job (START_JOB, END_JOB), each instruction's size in the ISA table
//! ([`aie_target::cert::isa`]), and for a uC-DMA transfer 16 bytes per BD and
//! the words it moves.

use super::to_cert::merge;
use crate::netlist::{self, Dev};
use crate::symbols::Symbols;
use crate::{Anchor, Args, Pass};
use aie_target::cert::isa::Opcode;
use dialect::ir::{At, Attr, BlockId, OpId, OpKind, View};
use dialect::ops::views::{
    CertAttachToGroup, CertJob, CertLocalBarrier, CertPage, CertUcDmaBd, CertWaitTcts,
};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{BTreeMap, BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "cert-legalize-pages",
    name: "AIECertPages",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Put aiex.cert jobs on pages (runs of jobs on one implicit page), place pages on their uC, LOAD_PDI and PREEMPT on pages of their own, and split pages that do not fit 8 KiB",
    doc: "cert-lowering.md#pages",
    options: &[],
    body: crate::Body::Run(run),
};

/// The pager on the program form of the CERT lowering (`write32`s kept as
/// NPU ops, [`super::lower::FOR_PROGRAM`]): the same pass, not verified.
pub(crate) static FOR_PROGRAM: Pass = PASS;

/// The estimate at which a page is split (8 KiB less slack, as mlir-aie).
pub(crate) const PAGE: u32 = 8000;

/// What a uC page holds: a page estimated above it and impossible to split
/// is an error.
const PAGE_LIMIT: u64 = 8192;

/// The estimate of a page before its jobs: header, alignment, end of page.
const HEADER: u64 = 32;

/// A page made of a run of jobs outside pages (not one the author wrote).
pub(crate) const IMPLICIT: &str = "cert.implicit";

/// The job of a `configure` runtime sequence (`--aie-npu-to-cert`).
pub(crate) const CONFIGURE: &str = "cert.configure";

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for dev in netlist::devices(ir) {
        inline_default_group(ir, &dev);
        form_implicit_pages(ir, dev.body);
        let groups: Vec<CertAttachToGroup> = dev.views(ir).collect();
        for g in groups {
            if let Some(body) = ir.entry_block(g.op(), 0) {
                form_implicit_pages(ir, body);
            }
        }
        configure_first(ir, &dev);
        placements_to_groups(ir, &dev);
        isolate(ir, &dev);
        split_pages(ir, &dev, &mut out);
        let mut syms = Symbols::of(ir, &dev);
        for job in jobs(ir, &dev) {
            merge(ir, &mut syms, job.op());
        }
    }
    out
}

/// The jobs of `dev` (in its column groups, sections and pages too).
fn jobs(ir: &Ir, dev: &Dev) -> Vec<CertJob> {
    let skip = [OpKind::CertJob, OpKind::RuntimeSequence];
    ir.views(dev.walk_skipping(ir, &skip)).collect()
}

/// The ops of `op` (a page or a job), in order, its terminator left out.
fn ops_of(ir: &Ir, op: OpId) -> Vec<OpId> {
    ir.children(op)
        .filter(|&o| !ir.is(o, OpKind::End))
        .collect()
}

/// A new page at `at` (marked implicit when `implicit`), and its body.
fn new_page(ir: &mut Ir, at: At, like: OpId, implicit: bool) -> (CertPage, BlockId) {
    let span = ir[like].span;
    let page = CertPage::build(ir, span).region().insert(at);
    if implicit {
        ir.set_attr(page.op(), IMPLICIT, Attr::Unit);
    }
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

/// `attach_to_group(0)` names uC 0, the device's own stream: its code moves
/// into the device where the group is.
fn inline_default_group(ir: &mut Ir, dev: &Dev) {
    let zero: Vec<CertAttachToGroup> = dev
        .views::<CertAttachToGroup>(ir)
        .filter(|g| g.group_id(ir) == 0)
        .collect();
    for g in zero {
        for op in ops_of(ir, g.op()) {
            ir.move_op(op, At::Before(g.op()));
        }
        ir.erase(g.op());
    }
}

/// The (tile, channel) actors whose task-complete tokens `job` waits for.
fn waited_actors(ir: &Ir, job: OpId) -> BTreeSet<(i64, i64)> {
    ir.walk_views::<CertWaitTcts>(job)
        .map(|w| (w.tile_id(ir), w.channel_id(ir)))
        .collect()
}

/// Each run of jobs outside pages in `body` on one implicit page; only a
/// page the author wrote ends a run (other ops do not). A job waiting on an
/// actor a job of the page waits on starts a new page (at most one job of
/// a page may wait on an actor); the `configure` job gets a page of its own.
fn form_implicit_pages(ir: &mut Ir, body: BlockId) {
    let mut open: Option<BlockId> = None;
    let mut actors = BTreeSet::new();
    for op in ir.ops_in(body).collect::<Vec<_>>() {
        if ir.is(op, OpKind::CertPage) {
            open = None;
            continue;
        }
        if !ir.is(op, OpKind::CertJob) {
            continue;
        }
        if ir.attr(op, CONFIGURE).is_some() {
            let (_, page) = new_page(ir, At::Before(op), op, false);
            ir.move_op(op, At::End(page));
            open = None;
            continue;
        }
        let waits = waited_actors(ir, op);
        if open.is_some() && !waits.is_disjoint(&actors) {
            open = None;
        }
        let page = match open {
            Some(page) => page,
            None => {
                actors.clear();
                let (_, page) = new_page(ir, At::Before(op), op, true);
                open = Some(page);
                page
            }
        };
        ir.move_op(op, At::End(page));
        actors.extend(waits);
    }
}

/// The page of the `configure` job first in the device: it configures the
/// array before anything else on uC 0 runs.
fn configure_first(ir: &mut Ir, dev: &Dev) {
    let page = dev.views::<CertPage>(ir).find(|p| {
        ir.children(p.op())
            .any(|j| ir.is(j, OpKind::CertJob) && ir.attr(j, CONFIGURE).is_some())
    });
    if let (Some(page), Some(first)) = (page, ir.first_op(dev.body)) {
        if first != page.op() {
            ir.move_op(page.op(), At::Before(first));
        }
    }
}

/// Each page of the device with a `placement` other than 0 moves, in order,
/// into an `attach_to_group` of that uC, made where its first page was.
fn placements_to_groups(ir: &mut Ir, dev: &Dev) {
    let mut by_uc: BTreeMap<i64, Vec<CertPage>> = BTreeMap::new();
    for p in dev.views::<CertPage>(ir) {
        match p.placement(ir) {
            Some(uc) if uc != 0 => by_uc.entry(uc).or_default().push(p),
            _ => {}
        }
    }
    for (uc, pages) in by_uc {
        let span = ir[dev.op].span;
        let group = CertAttachToGroup::build(ir, span)
            .group_id(uc)
            .region()
            .insert(At::Before(pages[0].op()));
        let body = ir.entry_block(group.op(), 0).expect("built with a block");
        for p in pages {
            ir.remove_attr(p.op(), CertPage::PLACEMENT);
            ir.move_op(p.op(), At::End(body));
        }
    }
}

/// Ops that take a whole job, and the job a whole page.
fn takes_a_page(ir: &Ir, op: OpId) -> bool {
    ir.is(op, OpKind::CertLoadPdi) || ir.is(op, OpKind::CertPreempt)
}

/// Each LOAD_PDI and PREEMPT alone in a job on a page of its own, in
/// program order: a job holding one with other ops is cut in three, the ops
/// before (same id), the op (the next free id) and the ops after (the id
/// after that), each on a page; the jobs after it on its page move to a page
/// after them.
fn isolate(ir: &mut Ir, dev: &Dev) {
    let mut work = jobs(ir, dev);
    work.reverse();
    while let Some(job) = work.pop() {
        let ops = ops_of(ir, job.op());
        let Some(at) = ops.iter().position(|&o| takes_a_page(ir, o)) else {
            continue;
        };
        let Some(page) = ir
            .parent_op(job.op())
            .filter(|&p| ir.is(p, OpKind::CertPage))
        else {
            continue;
        };
        let siblings = ops_of(ir, page);
        let here = siblings.iter().position(|&s| s == job.op()).unwrap_or(0);
        let trailing = siblings[here + 1..].to_vec();
        if ops.len() == 1 && siblings.len() == 1 {
            continue;
        }
        let mut anchor = page;
        if ops.len() == 1 {
            let (alone, body) = new_page(ir, At::After(anchor), job.op(), false);
            ir.move_op(job.op(), At::End(body));
            anchor = alone.op();
        } else {
            let max = jobs(ir, dev)
                .iter()
                .map(|j| j.job_id(ir))
                .max()
                .unwrap_or(0);
            let parts = [
                (job.job_id(ir), &ops[..at]),
                (max + 1, &ops[at..=at]),
                (max + 2, &ops[at + 1..]),
            ];
            for (k, (id, part)) in parts.into_iter().enumerate() {
                if part.is_empty() {
                    continue;
                }
                let (p, body) = new_page(ir, At::After(anchor), job.op(), false);
                let (new, job_body) = new_job(ir, body, id, job.op());
                for &o in part {
                    ir.move_op(o, At::End(job_body));
                }
                if k == 2 {
                    work.push(new);
                }
                anchor = p.op();
            }
            ir.erase(job.op());
        }
        if !trailing.is_empty() {
            let (_, body) = new_page(ir, At::After(anchor), page, false);
            for o in trailing {
                ir.move_op(o, At::End(body));
            }
        }
        if ops_of(ir, page).is_empty() {
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

/// The instruction an op of a job is (a `write32` the program-form lowering
/// kept is the WRITE_32 it becomes, `to_cert::Writes::Npu`).
fn instruction(kind: Option<OpKind>) -> Option<Opcode> {
    use OpKind::*;
    Some(match kind? {
        CertWrite32 | NpuWrite32 => Opcode::Write32,
        CertMaskwrite32 => Opcode::MaskWrite32,
        CertMaskpoll32 => Opcode::MaskPoll32,
        CertRelAcqSync => Opcode::RelAcqSync,
        CertWrite32D => Opcode::Write32D,
        CertMov => Opcode::Mov,
        CertAdd => Opcode::Add,
        CertCreateScratchpad => Opcode::CreateScratchpad,
        CertUpdateReg => Opcode::UpdateReg,
        CertUcDmaWriteDesSync => Opcode::UcDmaWriteDesSync,
        CertUcDmaWriteDes => Opcode::UcDmaWriteDes,
        CertWaitUcDma => Opcode::WaitUcDma,
        CertRead32 => Opcode::Read32,
        CertRead32D => Opcode::Read32D,
        CertYield => Opcode::Yield,
        CertPoll32 => Opcode::Poll32,
        CertSleep => Opcode::Sleep,
        CertSaveTimestamps => Opcode::SaveTimestamps,
        CertSaveRegister => Opcode::SaveRegister,
        CertWaitTcts => Opcode::WaitTcts,
        CertApplyOffset57 => Opcode::ApplyOffset57,
        CertLocalBarrier => Opcode::LocalBarrier,
        CertRemoteBarrier => Opcode::RemoteBarrier,
        CertLoadPdi => Opcode::LoadPdi,
        CertPreempt => Opcode::Preempt,
        CertNop => Opcode::Nop,
        _ => return None,
    })
}

/// The estimate of op `op` of a job: its instruction and, for a uC-DMA
/// transfer, the chain it starts (`chains` keeps each chain's bytes).
fn op_bytes(ir: &Ir, syms: &Symbols, chains: &mut HashMap<String, u64>, op: OpId) -> u64 {
    let text = instruction(ir.kind(op)).map_or(0, |o| o.op().size() as u64);
    let data = crate::symbols::started_chain(ir, op).map_or(0, |name| {
        *chains
            .entry(name.to_string())
            .or_insert_with(|| u64::from(chain_bytes(ir, syms, name)))
    });
    text + data
}

/// Whether `job`, alone on a page, stays below the size at which a page is
/// split: only then may its uC-DMA transfers merge before pages exist, as
/// the pager cuts between a page's ops, never inside a chain (it merges
/// again on each page it cuts).
pub(crate) fn job_fits_a_page(ir: &Ir, syms: &Symbols, job: OpId) -> bool {
    let (start, end) = job_bytes();
    let mut chains = HashMap::new();
    let mut bytes = HEADER + start + end;
    // Stops at the first op past the page: a long job is not walked whole.
    for op in ir.children(job) {
        bytes += op_bytes(ir, syms, &mut chains, op);
        if bytes >= u64::from(PAGE) {
            return false;
        }
    }
    true
}

/// Bytes a job adds around its ops: START_JOB and END_JOB.
fn job_bytes() -> (u64, u64) {
    (
        Opcode::StartJob.op().size() as u64,
        Opcode::EndJob.op().size() as u64,
    )
}

/// The estimates of a page's ops, once per page: each op's bytes, with its
/// job and place in it, and the bytes from each op to the page's end; the
/// page is then cut front to back from a cursor without estimating again.
struct Estimate {
    /// (job, ops of the job, each op's bytes).
    jobs: Vec<(OpId, Vec<OpId>, Vec<u64>)>,
    /// The flat index (over the page's ops) of each job's first op.
    first: Vec<usize>,
    /// The bytes of the ops from each flat index to the page's end.
    after: Vec<u64>,
    /// Each local barrier id's participants, as (first, last) flat index.
    barriers: BTreeMap<i64, (usize, usize)>,
}

/// Where the rest of a page starts: op `1` of job `0` (of the estimate).
type Cursor = (usize, usize);

impl Estimate {
    fn of(ir: &Ir, syms: &Symbols, chains: &mut HashMap<String, u64>, page: OpId) -> Estimate {
        let mut e = Estimate {
            jobs: Vec::new(),
            first: Vec::new(),
            after: Vec::new(),
            barriers: BTreeMap::new(),
        };
        let mut flat = 0;
        for job in ir.views::<CertJob>(ir.children(page)) {
            let ops = ops_of(ir, job.op());
            let mut costs = Vec::with_capacity(ops.len());
            e.first.push(flat);
            for &op in &ops {
                if let Some(b) = ir.view::<CertLocalBarrier>(op) {
                    let span = e
                        .barriers
                        .entry(b.local_barrier_id(ir))
                        .or_insert((flat, flat));
                    span.1 = flat;
                }
                costs.push(op_bytes(ir, syms, chains, op));
                flat += 1;
            }
            e.jobs.push((job.op(), ops, costs));
        }
        let mut after: Vec<u64> = e.jobs.iter().flat_map(|j| j.2.iter().copied()).collect();
        after.push(0);
        for k in (0..after.len() - 1).rev() {
            after[k] += after[k + 1];
        }
        e.after = after;
        e
    }

    /// The flat index of op `i` of job `j`.
    fn flat(&self, (j, i): Cursor) -> usize {
        self.first[j] + i
    }

    /// The ops of job `j` on the page that starts at `from`: from op
    /// `from.1` in its first job.
    fn start_in(&self, from: Cursor, j: usize) -> usize {
        if j == from.0 {
            from.1
        } else {
            0
        }
    }

    /// The estimate of the page that starts at `from`.
    fn cost(&self, from: Cursor) -> u64 {
        let (start, end) = job_bytes();
        let jobs = (self.jobs.len() - from.0) as u64;
        HEADER + jobs * (start + end) + self.after[self.flat(from)]
    }

    /// mlir-aie's first split point for `target` of the page that starts at
    /// `from`: before the first op (not first in its job) reached with the
    /// estimate at `target`, or after the op that takes it there (before it
    /// when it is its job's last).
    fn first_split(&self, from: Cursor, target: u64) -> Option<Cursor> {
        let (start, end) = job_bytes();
        let mut cost = HEADER;
        for (j, (_, ops, costs)) in self.jobs.iter().enumerate().skip(from.0) {
            cost += start;
            let lo = self.start_in(from, j);
            for (i, &op_cost) in costs.iter().enumerate().skip(lo) {
                if i > lo && cost >= target {
                    return Some((j, i));
                }
                cost += op_cost;
                if cost >= target {
                    if i + 1 < ops.len() {
                        return Some((j, i + 1));
                    } else if i > lo {
                        return Some((j, i));
                    }
                }
            }
            cost += end;
        }
        None
    }

    /// Whether a cut before flat index `p` parts a local barrier's participants.
    fn parts_a_barrier(&self, p: usize) -> bool {
        self.barriers.values().any(|&(lo, hi)| lo < p && hi >= p)
    }

    /// The cut closest to `target` of the page that starts at `from` that
    /// leaves ops on both pages and parts no local barrier: inside a job,
    /// or between jobs. The estimate only grows along the page, so the
    /// search ends once it is farther past `target` than the best cut.
    fn legal_split(&self, from: Cursor, target: u64) -> Option<Cursor> {
        let (start, end) = job_bytes();
        let mut cost = HEADER;
        let mut best: Option<(u64, Cursor)> = None;
        let mut earlier = false;
        for (j, (_, ops, costs)) in self.jobs.iter().enumerate().skip(from.0) {
            cost += start;
            let lo = self.start_in(from, j);
            for (i, &op_cost) in costs.iter().enumerate().skip(lo) {
                if best.is_some_and(|(d, _)| cost > target && cost - target >= d) {
                    return best.map(|(_, at)| at);
                }
                if (i > lo || earlier) && !self.parts_a_barrier(self.flat((j, i))) {
                    let delta = cost.abs_diff(target);
                    if best.is_none_or(|(d, _)| delta < d) {
                        best = Some((delta, (j, i)));
                    }
                }
                cost += op_cost;
            }
            cost += end;
            earlier |= ops.len() > lo;
        }
        best.map(|(_, at)| at)
    }
}

/// Splits every page of `dev` that does not fit, until each does or
/// cannot be split; the jobs numbered above a split job (in the device)
/// move up by one for each split inside a job.
fn split_pages(ir: &mut Ir, dev: &Dev, out: &mut Vec<Diagnostic>) {
    let syms = Symbols::of(ir, dev);
    let mut chains = HashMap::new();
    let mut work: Vec<OpId> = ir
        .views::<CertPage>(dev.walk_skipping(ir, &[OpKind::CertPage, OpKind::RuntimeSequence]))
        .map(|p| p.op())
        .collect();
    work.reverse();
    let mut ids = JobIds::of(ir, dev);
    while let Some(page) = work.pop() {
        let estimate = Estimate::of(ir, &syms, &mut chains, page);
        let mut from = (0, 0);
        while let Some(at) = next_cut(ir, page, &estimate, from, out) {
            // The front page holds about half a page; it is checked again
            // as a page of its own, in case one op made it larger.
            work.push(cut_off(ir, &mut ids, page, &estimate, from, at));
            from = at;
        }
    }
    ids.write(ir);
}

/// The ids of the device's jobs while pages are cut, written back at the
/// end: a cut inside a job renumbers every job above it.
struct JobIds {
    jobs: Vec<(CertJob, i64)>,
    index: HashMap<OpId, usize>,
}

impl JobIds {
    fn of(ir: &Ir, dev: &Dev) -> JobIds {
        let jobs: Vec<(CertJob, i64)> = jobs(ir, dev)
            .into_iter()
            .map(|j| (j, j.job_id(ir)))
            .collect();
        let index = jobs
            .iter()
            .enumerate()
            .map(|(k, (j, _))| (j.op(), k))
            .collect();
        JobIds { jobs, index }
    }

    /// The id of `job` now.
    fn id(&self, job: CertJob) -> i64 {
        self.jobs[self.index[&job.op()]].1
    }

    /// Job `job`, cut in two: its front part `head` keeps its id, every
    /// job numbered above it moves up by one, and `job` (the rest) takes
    /// the id after its own.
    fn cut(&mut self, job: CertJob, head: CertJob) {
        let k = self.index[&job.op()];
        let id = self.jobs[k].1;
        for (_, other) in &mut self.jobs {
            if *other > id {
                *other += 1;
            }
        }
        self.jobs[k].1 = id + 1;
        self.index.insert(head.op(), self.jobs.len());
        self.jobs.push((head, id));
    }

    fn write(&self, ir: &mut Ir) {
        for &(job, id) in &self.jobs {
            if job.job_id(ir) != id {
                job.set_job_id(ir, id);
            }
        }
    }
}

/// Where to cut the page that starts at `from` (the rest of `page`), if
/// it does not fit and can be cut; the errors of a page that cannot.
fn next_cut(
    ir: &Ir,
    page: OpId,
    estimate: &Estimate,
    from: Cursor,
    out: &mut Vec<Diagnostic>,
) -> Option<Cursor> {
    let cost = estimate.cost(from);
    if from.0 >= estimate.jobs.len() || cost < u64::from(PAGE) {
        return None;
    }
    let target = u64::from(PAGE / 2);
    let implicit = ir.attr(page, IMPLICIT).is_some();
    let Some(mut at) = estimate
        .first_split(from, target)
        .or_else(|| estimate.legal_split(from, target))
    else {
        if cost > PAGE_LIMIT {
            out.push(Diagnostic::error(ir[page].span, format!("cert.page is an estimated {cost} bytes, over the {PAGE_LIMIT}-byte microcontroller page limit, and offers no split point (a split must fall inside a job, after at least one of its ops); break the oversized job into smaller jobs"))
                .with_help("a page is cut only between ops, so an op that with its job's start and end does not fit a page by itself cannot be placed: move work into ops or jobs of their own, or shorten the op's data (such as a uC-DMA chain)"));
        }
        return None;
    };
    if estimate.parts_a_barrier(estimate.flat(at)) {
        match estimate.legal_split(from, target) {
            Some(legal) => at = legal,
            None => {
                if cost > PAGE_LIMIT {
                    let remedy = if implicit {
                        "; insert an explicit cert.page boundary to co-locate the barrier participants"
                    } else {
                        "; reduce the page's contents or regroup its local_barrier participants so that a legal split point exists"
                    };
                    out.push(Diagnostic::error(ir[page].span, format!("{}cert.page is an estimated {cost} bytes, over the {PAGE_LIMIT}-byte microcontroller page limit, and cannot be split without separating a local_barrier participant set across pages{remedy}", if implicit { "implicit " } else { "" })));
                }
                return None;
            }
        }
    }
    if implicit {
        out.push(Diagnostic::error(ir[page].span, "auto-split of implicit cert.page serializes cooperatively-scheduled jobs into separate sequential pages; insert an explicit cert.page boundary to control where the split occurs").with_severity(Severity::Remark));
    }
    Some(at)
}

/// Moves the front of the page that starts at `from` (the rest of `page`),
/// up to the cut `at`, onto a new page before `page`: the jobs before the
/// cut's job, and, for a cut inside a job, its ops before the cut as a job
/// of the same id on the new page, the job left with the rest becoming
/// `id + 1` and every job of the device numbered above `id` moving up by
/// one (in `ids`). Returns the new page.
fn cut_off(
    ir: &mut Ir,
    ids: &mut JobIds,
    page: OpId,
    estimate: &Estimate,
    from: Cursor,
    at: Cursor,
) -> OpId {
    let (j, i) = at;
    let implicit = ir.attr(page, IMPLICIT).is_some();
    let (front, front_body) = new_page(ir, At::Before(page), page, implicit);
    for (job, _, _) in &estimate.jobs[from.0..j] {
        ir.move_op(*job, At::End(front_body));
    }
    let lo = estimate.start_in(from, j);
    if i > lo {
        let (split_job, ops, _) = &estimate.jobs[j];
        let split_job = CertJob::wrap(*split_job);
        let (head, head_body) = new_job(ir, front_body, ids.id(split_job), split_job.op());
        for &o in &ops[lo..i] {
            ir.move_op(o, At::End(head_body));
        }
        ids.cut(split_job, head);
    }
    front.op()
}
