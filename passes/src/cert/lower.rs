//! `--aie-lower-to-cert`: a routed, allocated netlist whose runtime sequences
//! are lowered to NPU ops becomes CERT control code, one uC per column
//! (docs/cert-lowering.md):
//!
//! * `aiex.cert.attach_to_group(col)` per column that is configured or that
//!   a runtime sequence touches, in the device of the first runtime sequence
//!   (the entry, [`super::plan`]);
//! * job 1 writes the column's static configuration ([`crate::config`]):
//!   setup, a remote barrier when columns depend on each other, then starts;
//! * jobs 2… run the column's share of the entry's runtime sequence in
//!   program order, with a remote barrier wherever an op must wait for a
//!   `sync` of another column ([`super::runtime`]); each `load_pdi` is a job
//!   of its own (`aiex.cert.load_pdi`). The emptied runtime sequences stay,
//!   for their signatures.
//! * Every job is on a page of its own (`aiex.cert.page`).
//! * With several devices or sequences, the column's `aiex.cert.section`s
//!   hold the other text-label groups: `@pdi_<id>`, a device's
//!   configuration, and `@seq_<k>`, the other kernels.
//!
//! Register writes become WRITE_32 / MASK_WRITE_32 or uC-DMA chains through
//! the same conversion as `--aie-npu-to-cert`.

use super::pages::PAGE;
use super::plan::{kernel_label, pdi_label, Plan};
use super::runtime::{
    adopt_globals, expand_blockwrite_values, fold_constants, op_columns, placement, split_syncs,
    steps, Step,
};
use super::to_cert::{convert, merge, patches, Writes};
use crate::config::{configuration, Column, Item, Write};
use crate::globals::add_global;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::options::BOOL;
use crate::symbols::Symbols;
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::cert::elf::AiecNote;
use dialect::ir::cases::{CascadeDir, WireBundle};
use dialect::ir::{At, Attr, BlockId, OpId, OpKind, Span, View};
use dialect::ops::views::{
    CertAttachToGroup, CertJob, CertLoadPdi, CertMaskwrite32, CertPage, CertRemoteBarrier,
    CertSection, CertUcDmaBd, CertUcDmaChain, CertUcDmaWriteDesSync, CertWrite32, ConfigureCascade,
    Connect, Masterset,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-to-cert",
    name: "AIELowerToCert",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Lower the static configuration and the runtime sequences to aiex.cert jobs, one group per column, synchronised by remote barriers",
    doc: "cert-lowering.md",
    options: &[PassOption {
        name: STATIC_CONFIGURATION,
        help: "Write the entry device's static configuration in configuration jobs; false when the runtime sequence configures the array itself (control packets, aiecc --get-ctrlpkt --get-elf)",
        default: "true",
        values: BOOL,
    }],
    body: crate::Body::Run(run),
};

/// The option that leaves the entry device's static configuration out.
const STATIC_CONFIGURATION: &str = "static-configuration";

/// Words of one uC-DMA BD of configuration data: a piece stays well below a page.
const PIECE_WORDS: usize = 1024;

/// Remote barriers of the job-runner (`$rb0`..`$rb63`).
pub(crate) const REMOTE_BARRIERS: usize = 64;

/// The discardable attribute marking a job that writes static configuration.
pub const CONFIG_ATTR: &str = "aiec.configuration";

type Res<T> = Result<T, Diagnostic>;

/// The lowering when the control code is the only output (`--emit=ctrl-*`
/// with no IR printed): the same jobs, pages and chains, but a `write32` of
/// a constant value stays the NPU op it is, which `program::build` encodes
/// as its WRITE_32 (no `aiex.cert.write32` per register write). What it
/// leaves is the program's input, not IR to print: the pass manager does
/// not verify it, nor what the pager's program form makes of it
/// ([`crate::in_program_form`]).
pub static FOR_PROGRAM: Pass = Pass {
    body: crate::Body::Run(run_for_program),
    ..PASS
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    lower_module(ir, args.flag(STATIC_CONFIGURATION), Writes::Cert)
        .err()
        .into_iter()
        .collect()
}

fn run_for_program(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    lower_module(ir, args.flag(STATIC_CONFIGURATION), Writes::Npu)
        .err()
        .into_iter()
        .collect()
}

/// A device's configuration by column, and each column's barrier between
/// setup and starts `(id, party mask, span)`.
#[derive(Default)]
struct DevConfig {
    columns: BTreeMap<i64, Column>,
    barrier: BTreeMap<i64, (i64, u32, Span)>,
}

impl DevConfig {
    fn of(ir: &Ir, dev: &Dev, barriers: &mut usize) -> Res<DevConfig> {
        let columns = configuration(ir, dev)?;
        let mut barrier = BTreeMap::new();
        for (mask, span) in components(ir, dev, &columns) {
            let id = take_barrier(ir, dev, barriers, span)?;
            for col in 0..32 {
                if mask >> col & 1 == 1 {
                    barrier.insert(i64::from(col), (id, mask, span));
                }
            }
        }
        Ok(DevConfig { columns, barrier })
    }
}

/// Whether the module's cert ops are there already (the pass is idempotent).
fn lowered(ir: &Ir, devices: &[Dev]) -> bool {
    devices
        .iter()
        .any(|d| d.ops(ir).any(|o| ir.is(o, OpKind::CertAttachToGroup)))
}

fn lower_module(ir: &mut Ir, static_configuration: bool, writes: Writes) -> Res<()> {
    let devices = netlist::devices(ir);
    if devices.is_empty() || lowered(ir, &devices) {
        return Ok(());
    }
    crate::config::expand_load_pdi::inline_write_configs(ir)?;
    let plan = Plan::of(ir, &devices)?;
    let entry = plan.entry;
    let mut names = Names::of(&entry);
    let mut barriers = 0usize;
    let mut entry_config = if static_configuration {
        DevConfig::of(ir, &entry, &mut barriers)?
    } else {
        DevConfig::default()
    };
    let mut pdis = Vec::new();
    for &(id, dev) in &plan.pdis {
        let config = match dev {
            Some(d) => DevConfig::of(ir, &d, &mut barriers)?,
            None => DevConfig::default(),
        };
        pdis.push((id, config));
    }
    let mut placed = Vec::new();
    for (k, kernel) in plan.kernels.iter().enumerate() {
        crate::npu::constant_fields(ir, kernel.seq)?;
        super::to_cert::elf_argument_indices(ir, kernel.seq)?;
        fold_constants(ir, kernel.seq);
        expand_blockwrite_values(ir, &kernel.dev, kernel.seq)?;
        split_syncs(ir, kernel.seq);
        drop_alignment_assumptions(ir, kernel.seq);
        if kernel.dev.op != entry.op {
            adopt_globals(ir, &entry, &kernel.dev, kernel.seq, &mut names);
        }
        placed.push(placement(ir, &plan, k)?);
    }
    let columns: BTreeSet<i64> = entry_config
        .columns
        .keys()
        .chain(pdis.iter().flat_map(|(_, c)| c.columns.keys()))
        .copied()
        .chain(placed.iter().flat_map(|p| op_columns(p)))
        .collect();
    let mut kernels = Vec::new();
    for p in &placed {
        kernels.push(steps(ir, &entry, p, &columns, &mut barriers)?);
    }
    let mut runtime = Vec::new();
    for &col in &columns {
        let mut cj = ColumnJobs::new(ir, &entry, col);
        if let Some(column) = entry_config.columns.remove(&col) {
            let job = cj.job(ir, None, cj.span);
            ir.set_attr(job.op(), CONFIG_ATTR, Attr::Unit);
            materialize(
                ir,
                job,
                cj.group,
                column,
                entry_config.barrier.get(&col),
                &mut names,
            );
        }
        cj.next = cj.next.max(2);
        let entry_steps = kernels.first_mut().and_then(|k| k.remove(&col));
        runtime_jobs(
            ir,
            &mut cj,
            None,
            entry_steps.unwrap_or_default(),
            &mut runtime,
        );
        if cj.next == 2 && ir.ops_in(cj.body).all(|o| ir.is(o, OpKind::End)) {
            // A column with other groups only still runs its default group first.
            cj.next = 1;
            cj.job(ir, None, cj.span);
        }
        for (id, config) in &mut pdis {
            let label = pdi_label(*id);
            let job = cj.job(ir, Some(&label), cj.span);
            if let Some(column) = config.columns.remove(&col) {
                materialize(
                    ir,
                    job,
                    cj.group,
                    column,
                    config.barrier.get(&col),
                    &mut names,
                );
            }
        }
        for (k, steps) in kernels.iter_mut().enumerate().skip(1) {
            let label = kernel_label(k);
            let steps = steps.remove(&col).unwrap_or_default();
            runtime_jobs(ir, &mut cj, Some(&label), steps, &mut runtime);
        }
    }
    convert_jobs(ir, &entry, &runtime, writes)?;
    for kernel in &plan.kernels {
        super::run_time::drop_unused(ir, kernel.seq);
    }
    Ok(())
}

/// The jobs of one column's `attach_to_group`, numbered in creation order.
struct ColumnJobs {
    group: CertAttachToGroup,
    body: BlockId,
    /// The body of the column's section of each text-label group.
    sections: HashMap<String, BlockId>,
    next: i64,
    span: Span,
}

impl ColumnJobs {
    fn new(ir: &mut Ir, dev: &Dev, col: i64) -> ColumnJobs {
        let span = ir[dev.op].span;
        let at = dev.before_end(ir);
        let group = CertAttachToGroup::build(ir, span)
            .group_id(col)
            .region()
            .insert(at);
        let body = ir.entry_block(group.op(), 0).expect("built with a block");
        ColumnJobs {
            group,
            body,
            sections: HashMap::new(),
            next: 1,
            span,
        }
    }

    /// A new job of text-label group `label` (`None`: the default group),
    /// on a page of its own.
    fn job(&mut self, ir: &mut Ir, label: Option<&str>, span: Span) -> CertJob {
        let body = match label {
            None => self.body,
            Some(l) => match self.sections.get(l) {
                Some(&b) => b,
                None => {
                    let at = end_of(ir, self.body);
                    let s = CertSection::build(ir, span).sym_name(l).region().insert(at);
                    let b = ir.entry_block(s.op(), 0).expect("built with a block");
                    self.sections.insert(l.to_string(), b);
                    b
                }
            },
        };
        let job = new_job(ir, body, self.next, span);
        self.next += 1;
        job
    }
}

/// The jobs of a column's share of a kernel: the ops and barriers in
/// program order, each LOAD_PDI in a job of its own (the firmware runs the
/// PDI once the page ends). Jobs holding NPU ops go to `runtime`.
fn runtime_jobs(
    ir: &mut Ir,
    cj: &mut ColumnJobs,
    label: Option<&str>,
    steps: Vec<Step>,
    runtime: &mut Vec<(OpId, OpId)>,
) {
    let mut current: Option<BlockId> = None;
    for step in steps {
        match step {
            Step::Load(id, span) => {
                current = None;
                let job = cj.job(ir, label, span);
                let body = ir.entry_block(job.op(), 0).expect("built with a block");
                CertLoadPdi::build(ir, span)
                    .pdi_id(i64::from(id))
                    .symbol(&pdi_label(id))
                    .insert(At::End(body));
            }
            Step::Op(op) => {
                let body = open(ir, cj, label, &mut current, runtime);
                // A block write's data operand comes along.
                if let Some(g) = ir[op]
                    .operands
                    .first()
                    .and_then(|&v| ir.defining_op(v))
                    .filter(|&g| ir.is(g, OpKind::MemrefGetGlobal))
                {
                    ir.move_op(g, At::End(body));
                }
                ir.move_op(op, At::End(body));
            }
            Step::Barrier(id, mask, span) => {
                let body = open(ir, cj, label, &mut current, runtime);
                remote_barrier(ir, At::End(body), id, mask, span);
            }
            Step::Copy(op) => {
                let body = open(ir, cj, label, &mut current, runtime);
                let copy = ir.clone_op(op, &mut HashMap::new());
                ir.insert(At::End(body), copy);
            }
        }
    }
}

/// The body of the runtime job being filled, opening one if there is none.
fn open(
    ir: &mut Ir,
    cj: &mut ColumnJobs,
    label: Option<&str>,
    current: &mut Option<BlockId>,
    runtime: &mut Vec<(OpId, OpId)>,
) -> BlockId {
    if let Some(b) = *current {
        return b;
    }
    let job = cj.job(ir, label, cj.span);
    runtime.push((job.op(), cj.group.op()));
    let body = ir.entry_block(job.op(), 0).expect("built with a block");
    *current = Some(body);
    body
}

/// The NPU ops of the runtime jobs `(job, its group)` as cert ops (but
/// for the `writes` kept).
fn convert_jobs(ir: &mut Ir, dev: &Dev, runtime: &[(OpId, OpId)], writes: Writes) -> Res<()> {
    let (mut next_name, mut next_chain) = (0, 0);
    let mut syms = Symbols::of(ir, dev);
    for &(job, group) in runtime {
        let mut dma_len = HashMap::new();
        patches(ir, dev, &mut syms, job, group, &mut dma_len, &mut next_name)?;
        convert(
            ir,
            dev,
            &mut syms,
            job,
            group,
            &dma_len,
            &mut next_chain,
            writes,
        )?;
    }
    for &(job, _) in runtime {
        if super::pages::job_fits_a_page(ir, &syms, job) {
            merge(ir, &mut syms, job);
        }
    }
    Ok(())
}

/// The `.note.aiec` of a lowered module ([`super::note`]).
pub fn note(ir: &Ir) -> Option<AiecNote> {
    super::note::note(ir)
}

/// Alignment assumptions about host buffers configure nothing: gone from
/// runtime sequence `seq`.
fn drop_alignment_assumptions(ir: &mut Ir, seq: OpId) {
    if !ir.may_contain(OpKind::MemrefAssumeAlignment) {
        return;
    }
    let Some(body) = ir.entry_block(seq, 0) else {
        return;
    };
    for op in ir.ops_in(body).collect::<Vec<_>>() {
        if ir.is(op, OpKind::MemrefAssumeAlignment) {
            ir.erase(op);
        }
    }
}

/// A new job `id` on a page of its own at the end of `body`.
fn new_job(ir: &mut Ir, body: BlockId, id: i64, span: Span) -> CertJob {
    let at = end_of(ir, body);
    let page = CertPage::build(ir, span).region().insert(at);
    let page_body = ir.entry_block(page.op(), 0).expect("built with a block");
    CertJob::build(ir, span)
        .job_id(id)
        .region()
        .insert(At::End(page_body))
}

/// The end of `body`, before its terminator if it has one.
fn end_of(ir: &Ir, body: BlockId) -> At {
    match ir.last_op(body) {
        Some(t) if ir.is(t, OpKind::End) => At::Before(t),
        _ => At::End(body),
    }
}

pub(super) fn remote_barrier(ir: &mut Ir, at: At, id: i64, mask: u32, span: Span) {
    CertRemoteBarrier::build(ir, span)
        .remote_barrier_id(id)
        .party_mask(i64::from(mask))
        .insert(at);
}

pub(super) fn take_barrier(ir: &Ir, dev: &Dev, next: &mut usize, span: Span) -> Res<i64> {
    if *next >= REMOTE_BARRIERS {
        return Err(Diagnostic::error(
            span,
            format!("the design needs more than the job-runner's {REMOTE_BARRIERS} remote barriers"),
        )
        .with_note(Some(ir[dev.op].span), "in this device")
        .with_help("each sync followed by work in another column costs one barrier; group the waits at the end of the runtime sequence"));
    }
    *next += 1;
    Ok(*next as i64 - 1)
}

/// Symbol names for new globals and chains: not defined in the device, nor
/// handed out before.
pub(super) struct Names {
    dev: Dev,
    taken: HashSet<String>,
}

impl Names {
    pub(super) fn of(dev: &Dev) -> Names {
        Names {
            dev: *dev,
            taken: HashSet::new(),
        }
    }

    /// `base`, or `base_<n>` for the first free n; reserved.
    pub(super) fn fresh(&mut self, ir: &Ir, base: &str) -> String {
        let mut name = base.to_string();
        let mut n = 0;
        while self.taken.contains(&name) || self.dev.symbol(ir, &name).is_some() {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.taken.insert(name.clone());
        name
    }
}

/// The column's configuration as cert ops in `job`: writes as WRITE_32 /
/// MASK_WRITE_32, block writes as uC-DMA BDs, consecutive ones in one chain
/// while its data stays below a page; the barrier between setup and starts.
fn materialize(
    ir: &mut Ir,
    job: CertJob,
    group: CertAttachToGroup,
    column: Column,
    barrier: Option<&(i64, u32, Span)>,
    names: &mut Names,
) {
    let body = ir.entry_block(job.op(), 0).expect("built with a block");
    let base = format!("config_{}", group.group_id(ir));
    let group = group.op();
    let mut chain: Option<(BlockId, u32)> = None;
    let w = |ir: &mut Ir, item: Item, names: &mut Names, chain: &mut _| {
        write_op(ir, body, group, item, &base, names, chain)
    };
    for item in column.setup {
        w(ir, item, names, &mut chain);
    }
    if let Some(&(id, mask, span)) = barrier {
        remote_barrier(ir, At::End(body), id, mask, span);
        chain = None;
    }
    for item in column.start {
        w(ir, item, names, &mut chain);
    }
}

fn write_op(
    ir: &mut Ir,
    body: BlockId,
    group: OpId,
    item: Item,
    chain_base: &str,
    names: &mut Names,
    chain: &mut Option<(BlockId, u32)>,
) {
    let Item { write, span } = item;
    let write = match write {
        Write::Block(addr, words, _) if words.len() == 1 => Write::Word(addr, words[0]),
        w => w,
    };
    match write {
        Write::Word(addr, value) => {
            CertWrite32::build(ir, span)
                .address(addr as i64)
                .value(i64::from(value))
                .insert(At::End(body));
            *chain = None;
        }
        Write::Mask(addr, mask, value) => {
            CertMaskwrite32::build(ir, span)
                .address(addr as i64)
                .mask(i64::from(mask))
                .value(i64::from(value))
                .insert(At::End(body));
            *chain = None;
        }
        Write::Block(addr, words, name) => {
            let pieces: Vec<&[u32]> = words.chunks(PIECE_WORDS).collect();
            for (k, piece) in pieces.iter().enumerate() {
                let data = if pieces.len() == 1 {
                    names.fresh(ir, &name)
                } else {
                    names.fresh(ir, &format!("{name}_split_{k}"))
                };
                add_global(ir, At::Before(group), &data, piece);
                let bytes = 16 + 4 * piece.len() as u32;
                let bds = match *chain {
                    Some((bds, used)) if used + bytes < PAGE => {
                        *chain = Some((bds, used + bytes));
                        if let Some(last) = ir.last_op(bds).and_then(|l| ir.view::<CertUcDmaBd>(l))
                        {
                            last.set_next_bd(ir, true);
                        }
                        bds
                    }
                    _ => {
                        let sym = names.fresh(ir, chain_base);
                        let c = CertUcDmaChain::build(ir, span)
                            .sym_name(&sym)
                            .region()
                            .insert(At::Before(group));
                        CertUcDmaWriteDesSync::build(ir, span)
                            .symbol(&sym)
                            .insert(At::End(body));
                        let bds = ir.entry_block(c.op(), 0).expect("built with a block");
                        *chain = Some((bds, bytes));
                        bds
                    }
                };
                let at = addr + 4 * (k * PIECE_WORDS) as u64;
                CertUcDmaBd::build(ir, span)
                    .remote_address(&data)
                    .local_address(at as i64)
                    .length(piece.len() as i64)
                    .next_bd(false)
                    .insert(At::End(bds));
            }
        }
    }
}

/// The REMOTE_BARRIER party mask of `columns` (one bit per column).
pub(super) fn party_mask(ir: &Ir, at: OpId, columns: &BTreeSet<i64>) -> Res<u32> {
    let mut mask = 0u32;
    for &c in columns {
        if !(0..32).contains(&c) {
            return Err(err(
                ir,
                at,
                format!("column {c} cannot take part in a remote barrier"),
            )
            .with_help("a remote barrier's party mask has one bit for each of columns 0-31"));
        }
        mask |= 1 << c;
    }
    Ok(mask)
}

/// The groups of configured columns that depend on each other (a stream
/// crossing between them, a cascade, a DMA or core using a neighbour's
/// memory or locks), as party masks: each needs one barrier before anything
/// starts.
fn components(ir: &Ir, dev: &Dev, config: &BTreeMap<i64, Column>) -> Vec<(u32, Span)> {
    let mut parent: BTreeMap<i64, i64> = config.keys().map(|&c| (c, c)).collect();
    fn root(parent: &mut BTreeMap<i64, i64>, c: i64) -> i64 {
        let p = *parent.entry(c).or_insert(c);
        if p == c {
            return c;
        }
        let r = root(parent, p);
        parent.insert(c, r);
        r
    }
    let mut join = |a: i64, b: i64| {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent.insert(ra.max(rb), ra.min(rb));
    };
    // An op of a runtime sequence has no owner column.
    for op in dev.walk_skipping(ir, &[OpKind::RuntimeSequence]) {
        let Some(owner) = owner_column(ir, dev, op) else {
            continue;
        };
        // Streams and cascades to a neighbour column.
        let towards = match ir.kind(op) {
            Some(OpKind::Connect) => vec![bundle_step(Connect::wrap(op).dest_bundle(ir))],
            Some(OpKind::Masterset) => vec![bundle_step(Masterset::wrap(op).dest_bundle(ir))],
            Some(OpKind::ConfigureCascade) => {
                let c = ConfigureCascade::wrap(op);
                vec![
                    cascade_step(c.output_dir(ir)),
                    cascade_step(c.input_dir(ir)),
                ]
            }
            _ => {
                // Buffers and locks of a neighbour.
                for &v in &ir[op].operands {
                    let Some(d) = ir.defining_op(v) else { continue };
                    if ir.is(d, OpKind::Buffer) || ir.is(d, OpKind::Lock) {
                        if let Some((c, _)) = netlist::tile_of(ir, d) {
                            join(owner, c);
                        }
                    }
                }
                continue;
            }
        };
        for step in towards.into_iter().flatten() {
            join(owner, owner + step);
        }
    }
    let mut groups: BTreeMap<i64, u32> = BTreeMap::new();
    // A column with nothing configured has no job to wait in: a cascade or
    // stream pointing into it joins no barrier.
    let cols: Vec<i64> = config.keys().copied().collect();
    for c in cols {
        if (0..32).contains(&c) {
            *groups.entry(root(&mut parent, c)).or_default() |= 1 << c;
        }
    }
    let span = ir[dev.op].span;
    groups
        .into_values()
        .filter(|m| m.count_ones() > 1)
        .map(|m| (m, span))
        .collect()
}

/// The column of the tile that owns `op`: the tile operand of the
/// switchbox, DMA program, core or cascade op it is in (or is).
fn owner_column(ir: &Ir, dev: &Dev, op: OpId) -> Option<i64> {
    let mut at = op;
    loop {
        if matches!(
            ir.kind(at),
            Some(
                OpKind::Switchbox
                    | OpKind::Mem
                    | OpKind::MemtileDma
                    | OpKind::ShimDma
                    | OpKind::Core
                    | OpKind::ConfigureCascade
            )
        ) {
            return netlist::tile_of(ir, at).map(|(c, _)| c);
        }
        let p = ir.parent_op(at)?;
        if p == dev.op {
            return None;
        }
        at = p;
    }
}

/// The column step of a stream leaving through `bundle` (East +1, West -1).
fn bundle_step(bundle: WireBundle) -> Option<i64> {
    match bundle {
        WireBundle::East => Some(1),
        WireBundle::West => Some(-1),
        _ => None,
    }
}

/// The column step of a cascade through `dir` (East +1, West -1).
fn cascade_step(dir: CascadeDir) -> Option<i64> {
    match dir {
        CascadeDir::East => Some(1),
        CascadeDir::West => Some(-1),
        _ => None,
    }
}
