//! `--aie-lower-to-cert`: a routed, allocated netlist whose runtime sequence
//! is lowered to NPU ops becomes CERT control code, one uC per column
//! (docs/cert-lowering.md):
//!
//! * `aiex.cert.attach_to_group(col)` per column that is configured or that
//!   the runtime sequence touches;
//! * job 1 writes the column's static configuration ([`super::config`]):
//!   setup, a remote barrier when columns depend on each other, then starts;
//! * job 2 runs the column's share of the runtime sequence in program order,
//!   with a remote barrier wherever an op must wait for a `sync` of another
//!   column. The emptied runtime sequence stays, for its signature.
//!
//! Register writes become WRITE_32 / MASK_WRITE_32 or uC-DMA chains through
//! the same conversion as `--aie-npu-to-cert`.

use super::config::{configuration, Column, Item, Write};
use super::pages::PAGE;
use super::to_cert::{address, convert, merge, patches};
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::{add_global, sequences};
use crate::{Args, Pass};
use aie_target::cert::elf::{AiecArg, AiecNote};
use dialect::ir::cases::{CascadeDir, WireBundle};
use dialect::ir::{At, Attr, BlockId, OpId, OpKind, Span, View};
use dialect::ops::views::{
    CertAttachToGroup, CertJob, CertMaskwrite32, CertRemoteBarrier, CertUcDmaBd, CertUcDmaChain,
    CertUcDmaWriteDesSync, CertWrite32, ConfigureCascade, Connect, Device, Masterset,
    NpuAddressPatch, NpuSync,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-to-cert",
    name: "AIELowerToCert",
    summary: "Lower the static configuration and the runtime sequence to aiex.cert jobs, one group per column, synchronised by remote barriers",
    doc: "cert-lowering.md",
    options: &[],
    run,
};

/// Words of one uC-DMA BD of configuration data: a piece stays well below a page.
const PIECE_WORDS: usize = 1024;

/// Remote barriers of the job-runner (`$rb0`..`$rb63`).
pub(crate) const REMOTE_BARRIERS: usize = 64;

/// The discardable attribute marking a job that writes static configuration.
pub const CONFIG_ATTR: &str = "aiec.configuration";

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

/// One entry of a column's runtime job.
enum Step {
    Op(OpId),
    /// `(barrier id, party mask)`.
    Barrier(i64, u32, Span),
}

fn lower(ir: &mut Ir, dev: &Dev) -> Res<()> {
    if dev
        .ops(ir)
        .iter()
        .any(|&o| ir.is(o, OpKind::CertAttachToGroup))
    {
        return Ok(());
    }
    if !dev.model.arch.is_aie2() {
        return Err(err(
            ir,
            dev.op,
            format!(
                "CERT control code drives AIE-ML arrays; '{}' is {}",
                device_name(ir, dev).unwrap_or("this device"),
                dev.model.arch.name()
            ),
        )
        .with_help(
            "target an AIE-ML device: npu1, npu2 (and their column variants), xcve2302 or xcve2802",
        ));
    }
    let seqs = sequences(ir, dev);
    if let [first, second, ..] = seqs[..] {
        return Err(err(
            ir,
            second,
            "a design lowered to CERT has one runtime sequence",
        )
        .with_note(Some(ir[first].span), "the first runtime sequence")
        .with_help("run each kernel as its own design, or merge the sequences"));
    }
    let config = configuration(ir, dev)?;
    let mut barriers = 0usize;
    let mut config_barrier = BTreeMap::new();
    for (mask, span) in components(ir, dev, &config) {
        let id = take_barrier(ir, dev, &mut barriers, span)?;
        for col in 0..32 {
            if mask >> col & 1 == 1 {
                config_barrier.insert(i64::from(col), (id, mask, span));
            }
        }
    }
    let runtime = match seqs.first() {
        Some(&seq) => split_runtime(ir, dev, seq, &mut barriers)?,
        None => BTreeMap::new(),
    };
    let columns: BTreeSet<i64> = config.keys().chain(runtime.keys()).copied().collect();
    let mut config = config;
    let mut runtime = runtime;
    let (mut next_name, mut next_chain) = (0, 0);
    let mut names = Names::of(dev);
    let mut jobs = Vec::new();
    for col in columns {
        let span = ir[dev.op].span;
        let at = dev.before_end(ir);
        let group = CertAttachToGroup::build(ir, span)
            .group_id(col)
            .region()
            .insert(at);
        let body = ir.entry_block(group.op(), 0).expect("built with a block");
        if let Some(column) = config.remove(&col) {
            let job = new_job(ir, body, 1, span);
            ir.set_attr(job.op(), CONFIG_ATTR, Attr::Unit);
            materialize(ir, job, group, column, config_barrier.get(&col), &mut names);
        }
        if let Some(steps) = runtime.remove(&col) {
            let job = new_job(ir, body, 2, span).op();
            let jb = ir.entry_block(job, 0).expect("built with a block");
            for step in steps {
                match step {
                    Step::Op(op) => {
                        // A block write's data operand comes along.
                        if let Some(g) = ir[op]
                            .operands
                            .first()
                            .and_then(|&v| ir.defining_op(v))
                            .filter(|&g| ir.is(g, OpKind::MemrefGetGlobal))
                        {
                            ir.move_op(g, At::End(jb));
                        }
                        ir.move_op(op, At::End(jb));
                    }
                    Step::Barrier(id, mask, span) => {
                        remote_barrier(ir, At::End(jb), id, mask, span);
                    }
                }
            }
            let mut dma_len = HashMap::new();
            patches(ir, dev, job, group.op(), &mut dma_len, &mut next_name)?;
            convert(ir, dev, job, group.op(), &dma_len, &mut next_chain)?;
            jobs.push(job);
        }
    }
    for job in jobs {
        merge(ir, dev, job);
    }
    Ok(())
}

/// The `.note.aiec` of a lowered module's first device: its name, the
/// runtime sequence's arguments (the emptied sequence keeps its signature)
/// and, per column, the jobs that write the static configuration.
pub fn note(ir: &Ir) -> Option<AiecNote> {
    let dev = *netlist::devices(ir).first()?;
    let device = device_name(ir, &dev)
        .unwrap_or(aie_target::device::LEGACY_DEVICE)
        .to_string();
    let args = sequences(ir, &dev)
        .first()
        .and_then(|&s| ir.entry_block(s, 0))
        .map(|b| {
            ir[b]
                .args
                .iter()
                .map(|&a| {
                    let ty = &ir[a].ty;
                    AiecArg {
                        size: ty.memref_bytes().unwrap_or(0),
                        element_type: ty.element().map_or_else(String::new, |e| e.to_string()),
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    let config_jobs = ir
        .views::<CertAttachToGroup>(dev.ops(ir).iter().copied())
        .map(|g| {
            let jobs = ir
                .views::<CertJob>(ir.children(g.op()))
                .filter(|j| ir.attr(j.op(), CONFIG_ATTR).is_some())
                .map(|j| j.job_id(ir) as u32)
                .collect();
            (g.group_id(ir) as u32, jobs)
        })
        .collect();
    Some(AiecNote {
        device,
        args,
        config_jobs,
    })
}

/// The name of the device `dev` is (`None` for the legacy top module).
fn device_name<'a>(ir: &'a Ir, dev: &Dev) -> Option<&'a str> {
    ir.view::<Device>(dev.op).map(|d| d.device(ir))
}

fn new_job(ir: &mut Ir, body: BlockId, id: i64, span: Span) -> CertJob {
    let at = match ir.last_op(body) {
        Some(t) if ir.is(t, OpKind::End) => At::Before(t),
        _ => At::End(body),
    };
    CertJob::build(ir, span).job_id(id).region().insert(at)
}

fn remote_barrier(ir: &mut Ir, at: At, id: i64, mask: u32, span: Span) {
    CertRemoteBarrier::build(ir, span)
        .remote_barrier_id(id)
        .party_mask(i64::from(mask))
        .insert(at);
}

fn take_barrier(ir: &Ir, dev: &Dev, next: &mut usize, span: Span) -> Res<i64> {
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
struct Names {
    dev: Dev,
    taken: HashSet<String>,
}

impl Names {
    fn of(dev: &Dev) -> Names {
        Names {
            dev: *dev,
            taken: HashSet::new(),
        }
    }

    /// `base`, or `base_<n>` for the first free n; reserved.
    fn fresh(&mut self, ir: &Ir, base: &str) -> String {
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
                        if let Some(last) =
                            ir[bds].ops.last().and_then(|&l| ir.view::<CertUcDmaBd>(l))
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

/// The column of each runtime-sequence op, in program order, with remote
/// barriers where a write follows a `sync` of another column: the barrier's
/// party is the columns that waited plus every column with writes still to
/// come (all of which must follow those syncs), so one barrier orders them
/// all. Syncs themselves have no effect to order.
fn split_runtime(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    barriers: &mut usize,
) -> Res<BTreeMap<i64, Vec<Step>>> {
    let Some(body) = ir.entry_block(seq, 0) else {
        return Ok(BTreeMap::new());
    };
    // A sync over several columns waits in each of them.
    for sync in ir
        .views::<NpuSync>(ir[body].ops.clone())
        .collect::<Vec<_>>()
    {
        let n = sync.column_num(ir);
        if n <= 1 {
            continue;
        }
        let op = sync.op();
        let col = sync.column(ir);
        for c in col..col + n {
            let copy = NpuSync::wrap(ir.clone_op(op, &mut HashMap::new()));
            copy.set_column(ir, c);
            copy.set_column_num(ir, 1);
            ir.insert(At::Before(op), copy.op());
        }
        ir.erase(op);
    }
    let shift = dev.model.arch.col_shift();
    let mut placed = Vec::new();
    for op in ir[body].ops.clone() {
        let col = match ir.kind(op) {
            Some(OpKind::MemrefGetGlobal | OpKind::End) => continue,
            // An alignment assumption about a host buffer configures nothing.
            Some(OpKind::MemrefAssumeAlignment) => {
                ir.erase(op);
                continue;
            }
            Some(OpKind::NpuWrite32 | OpKind::NpuMaskwrite32 | OpKind::NpuBlockwrite) => {
                (address(ir, dev, op) >> shift) as i64
            }
            Some(OpKind::NpuAddressPatch) => NpuAddressPatch::wrap(op).addr(ir) >> shift,
            Some(OpKind::NpuSync) => NpuSync::wrap(op).column(ir),
            _ => {
                return Err(err(ir, op, format!("'{}' has no CERT lowering", ir[op].name))
                    .with_help("a runtime sequence for CERT holds write32, maskwrite32, blockwrite, address_patch and sync once --aie-dma-to-npu has run"))
            }
        };
        placed.push((op, col & 0x7F));
    }
    let mut out: BTreeMap<i64, Vec<Step>> = BTreeMap::new();
    let mut waited = BTreeSet::new();
    let is_sync = |op: OpId| ir.is(op, OpKind::NpuSync);
    for (i, &(op, col)) in placed.iter().enumerate() {
        // A sync has no effect to order; writes after another column's sync do.
        if !is_sync(op) && waited.iter().any(|&c| c != col) {
            let span = ir[op].span;
            let party: BTreeSet<i64> = waited
                .iter()
                .copied()
                .chain(
                    placed[i..]
                        .iter()
                        .filter(|&&(o, _)| !is_sync(o))
                        .map(|&(_, c)| c),
                )
                .collect();
            let mask = party_mask(ir, op, &party)?;
            let id = take_barrier(ir, dev, barriers, span)?;
            for c in party {
                out.entry(c)
                    .or_default()
                    .push(Step::Barrier(id, mask, span));
            }
            waited.clear();
        }
        out.entry(col).or_default().push(Step::Op(op));
        if is_sync(op) {
            waited.insert(col);
        }
    }
    Ok(out)
}

/// The REMOTE_BARRIER party mask of `columns` (one bit per column).
fn party_mask(ir: &Ir, at: OpId, columns: &BTreeSet<i64>) -> Res<u32> {
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
    for op in dev.walk(ir) {
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
    let cols: Vec<i64> = parent.keys().copied().collect();
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
