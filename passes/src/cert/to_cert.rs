//! `--aie-npu-to-cert` (aie-runtime-sequence.md §4): each runtime sequence
//! of NPU ops becomes an `aiex.cert.job` on an `aiex.cert.page`; host-address
//! patches become APPLY_OFFSET_57 on the BD's data, block writes become
//! uC-DMA chains (split below a page, merged where they follow each other),
//! syncs become WAIT_TCTS, `load_pdi {device_ref = @d}` becomes
//! `aiex.cert.load_pdi(id, @d)` and the `configure` sequence of `@d` an
//! `aiex.cert.section @d` of the main device (`device-name`); the other
//! devices are removed. `aiex.configure`/`aiex.run` are materialized first
//! (`--aie-materialize-runtime-sequences`).

#![warn(clippy::cast_possible_truncation)]

use super::lower::Names;
use super::pages::{chain_bytes, job_fits_a_page, PAGE};
use super::run_time;
use super::runtime::adopt_globals;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::materialize::{callee, materialize_all};
use crate::npu::{absolute, kind, sequences};
use crate::options::PassOption;
use crate::symbols::Symbols;
use crate::words::{fit, halves, low32};
use crate::{Anchor, Args, Pass};
use aie_target::regs::{self, Dir};
use dialect::ir::{At, OpId, OpKind, Span, View};
use dialect::ops::views::{
    CertApplyOffset57, CertCreateScratchpad, CertJob, CertLoadPdi, CertMaskpoll32, CertMaskwrite32,
    CertPage, CertSaveRegister, CertSection, CertUcDmaBd, CertUcDmaChain, CertUcDmaWriteDesSync,
    CertUpdateReg, CertWaitTcts, CertWrite32, MemrefGetGlobal, NpuAddressPatch, NpuBlockwrite,
    NpuCreateScratchpad, NpuLoadPdi, NpuMaskpoll, NpuMaskwrite32, NpuReadReg, NpuRequire, NpuSync,
    NpuUpdateFromScratchpad, NpuWrite32, Run, RuntimeSequence,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-npu-to-cert",
    name: "AIENpuToCert",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Lower runtime sequences of NPU instructions to aiex.cert jobs (WRITE_32, MASK_WRITE_32, uC-DMA chains, APPLY_OFFSET_57, WAIT_TCTS)",
    doc: "runtime-sequence.md#the-passes",
    options: &[PassOption {
        name: "device-name",
        help: "Name of the main device to emit (other devices are removed after absorption)",
        default: "main",
        values: &[],
    }],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

/// The main device first, then the others, which are removed once their
/// `configure` sequences are sections of the main device (mlir-aie).
fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let prepared = crate::config::expand_load_pdi::inline_write_configs(ir)
        .and_then(|()| run_arguments(ir))
        .and_then(|()| materialize_all(ir));
    if let Err(e) = prepared {
        return vec![e];
    }
    if let Err(e) = crate::npu::constant_sequences(ir) {
        return vec![e];
    }
    let name = args.get("device-name");
    let Some(main) = netlist::device_named(ir, name) else {
        return vec![Diagnostic::error(
            ir[ir.top].span,
            format!("no device found matching --device-name \"{name}\""),
        )
        .with_help("name the device to emit with --aie-npu-to-cert=\"device-name=NAME\"")];
    };
    let others: Vec<Dev> = netlist::devices(ir)
        .into_iter()
        .filter(|d| d.op != main.op)
        .collect();
    let mut warnings = Vec::new();
    for dev in std::iter::once(main).chain(others.iter().copied()) {
        if let Err(e) = lower(ir, &dev, &mut warnings) {
            warnings.push(e);
            return warnings;
        }
    }
    for dev in others {
        ir.erase(dev.op);
    }
    warnings
}

fn jobs(ir: &Ir, dev: &Dev) -> Vec<CertJob> {
    // Jobs are in `attach_to_group` bodies, never in a job or a sequence.
    let skip = [OpKind::CertJob, OpKind::RuntimeSequence];
    ir.views::<CertJob>(dev.walk_skipping(ir, &skip)).collect()
}

/// Each `aiex.run` passes one value per argument of the sequence it calls
/// (mlir-aie's check and message when it inlines runs here).
fn run_arguments(ir: &Ir) -> Res<()> {
    for dev in netlist::devices(ir) {
        for run in dev.walk_views::<Run>(ir) {
            let (_, seq) = callee(ir, run)?;
            let params = ir.entry_block(seq, 0).map_or(0, |b| ir[b].args.len());
            let given = ir[run.op()].operands.len();
            if given != params {
                return Err(Diagnostic::error(
                    ir[run.op()].span,
                    format!("number of run op arguments ({given}) does not match number of callee runtime sequence arguments ({params})"),
                )
                .with_help("pass one value per argument of the runtime sequence called"));
            }
        }
    }
    Ok(())
}

/// The highest job id of `dev` (0 if none).
fn max_job_id(ir: &Ir, dev: &Dev) -> i64 {
    jobs(ir, dev)
        .iter()
        .map(|j| j.job_id(ir))
        .max()
        .unwrap_or(0)
}

fn lower(ir: &mut Ir, dev: &Dev, warnings: &mut Vec<Diagnostic>) -> Res<()> {
    absorb_configurations(ir, dev);
    // uC-DMA length of shim BD blobs that carry the 9th (address bits 56:48) word.
    let mut dma_len: HashMap<OpId, usize> = HashMap::new();
    let mut next_name = 0;
    let mut syms = Symbols::of(ir, dev);
    for seq in sequences(ir, dev) {
        let configure = RuntimeSequence::wrap(seq).sym_name(ir) == "configure";
        let id = if configure {
            1
        } else {
            max_job_id(ir, dev).max(1) + 1
        };
        if let Some(name) = netlist::sym_name(ir, seq).map(str::to_string) {
            syms.undefine(&name, seq);
        }
        elf_argument_indices(ir, seq)?;
        crate::npu::dma_to_npu::resolve_buffer_writes(ir, dev, &syms, seq)?;
        // A job where the sequence was, on no page: -cert-legalize-pages
        // puts runs of jobs on one page, the configuration's on its own.
        make_job(ir, seq, id);
        if configure {
            ir.set_attr(seq, super::pages::CONFIGURE, dialect::ir::Attr::Unit);
        }
    }
    for job in jobs(ir, dev) {
        warnings.extend(upper_bits_warnings(ir, dev, job.op()));
        let anchor = in_device(ir, dev, job.op());
        patches(
            ir,
            dev,
            &mut syms,
            job.op(),
            anchor,
            &mut dma_len,
            &mut next_name,
        )?;
    }
    let mut next_chain = 0;
    for job in jobs(ir, dev) {
        let anchor = in_device(ir, dev, job.op());
        convert(
            ir,
            dev,
            &mut syms,
            job.op(),
            anchor,
            &dma_len,
            &mut next_chain,
            Writes::Cert,
        )?;
    }
    for job in jobs(ir, dev) {
        if job_fits_a_page(ir, &syms, job.op()) {
            merge(ir, &mut syms, job.op());
        }
        drop_unused_args(ir, job);
    }
    Ok(())
}

/// The op of `dev`'s body that holds `op` (or is it).
fn in_device(ir: &Ir, dev: &Dev, op: OpId) -> OpId {
    let mut at = op;
    while let Some(p) = ir.parent_op(at).filter(|&p| p != dev.op) {
        at = p;
    }
    at
}

/// mlir-aie's warning for each `write32` / `maskwrite32` of `job` with a
/// `column` and `row` whose address has other column and row bits.
fn upper_bits_warnings(ir: &Ir, dev: &Dev, job: OpId) -> Vec<Diagnostic> {
    let arch = dev.model.arch;
    let Some(block) = ir.entry_block(job, 0) else {
        return Vec::new();
    };
    ir.ops_in(block)
        .filter(|&op| ir.is(op, OpKind::NpuWrite32) || ir.is(op, OpKind::NpuMaskwrite32))
        .filter_map(|op| {
            let (addr, Some(col), Some(row)) = write_place(ir, op)? else {
                return None;
            };
            let expected = ((low32(col) & 0xff) << arch.col_shift()) | ((low32(row) & 0xff) << arch.row_shift());
            let upper = low32(addr) & !0xF_FFFF;
            (upper != 0 && upper != expected).then(|| {
                Diagnostic::error(
                    ir[op].span,
                    format!("address upper bits (0x{upper:X}) don't match row={row} col={col} computed bits (0x{expected:X})"),
                )
                .with_severity(dialect::Severity::Warning)
            })
        })
        .collect()
}

/// Runtime sequence `seq` (where it is) as job `id` with its body.
fn make_job(ir: &mut Ir, seq: OpId, id: i64) {
    ir.rename(seq, OpKind::CertJob);
    ir.clear_attrs(seq);
    CertJob::wrap(seq).set_job_id(ir, id);
}

/// The block arguments of `job` (a runtime sequence's), once no op uses
/// them: the cert ops take no operands.
fn drop_unused_args(ir: &mut Ir, job: CertJob) {
    if let Some(b) = ir.entry_block(job.op(), 0) {
        if ir.ops_in(b).all(|o| ir[o].operands.is_empty()) {
            ir[b].args.clear();
        }
    }
}

/// For each device a `load_pdi` of `dev` names: an `aiex.cert.section`
/// named after it, at the end of `dev`, whose page holds a job (one above
/// the highest job id): a copy of the device's `configure` runtime sequence
/// with the globals it reads, or, without one, an empty job (mlir-aie's
/// newest absorbs every configured device so).
fn absorb_configurations(ir: &mut Ir, dev: &Dev) {
    let loads: Vec<NpuLoadPdi> = dev.walk_views(ir).collect();
    let mut names = Names::of(dev);
    for load in loads {
        let Some(name) = load.device_ref(ir).map(str::to_string) else {
            continue;
        };
        if dev.symbol(ir, &name).is_some() {
            continue;
        }
        let Some(from) = netlist::device_named(ir, &name) else {
            continue;
        };
        let seq = sequences(ir, &from)
            .into_iter()
            .rfind(|&s| RuntimeSequence::wrap(s).sym_name(ir) == "configure");
        let span = seq.map_or(ir[load.op()].span, |s| ir[s].span);
        let at = dev.before_end(ir);
        let section = CertSection::build(ir, span)
            .sym_name(&name)
            .region()
            .insert(at);
        let body = ir.entry_block(section.op(), 0).expect("built with a block");
        let page = CertPage::build(ir, span).region().insert(At::End(body));
        let body = ir.entry_block(page.op(), 0).expect("built with a block");
        let id = max_job_id(ir, dev) + 1;
        let Some(seq) = seq else {
            CertJob::build(ir, span)
                .job_id(id)
                .region()
                .insert(At::End(body));
            continue;
        };
        let copy = ir.clone_op(seq, &mut HashMap::new());
        ir.insert(At::End(body), copy);
        make_job(ir, copy, id);
        if from.op != dev.op {
            adopt_globals(ir, dev, &from, copy, &mut names);
        }
    }
}

/// The PDI id of a `load_pdi` of device `name` in `dev`: that of an earlier
/// load of it, else one above the ids of the loads before it (from 1).
fn pdi_id(ir: &Ir, dev: &Dev, name: &str) -> i64 {
    let mut id = 1;
    for load in dev.walk_views::<CertLoadPdi>(ir) {
        if load.symbol(ir) == name {
            return load.pdi_id(ir);
        }
        id = id.max(load.pdi_id(ir) + 1);
    }
    id
}

/// The `memref.get_global` a `blockwrite` reads.
fn blockwrite_source(ir: &Ir, bw: OpId) -> Option<MemrefGetGlobal> {
    ir.view::<MemrefGetGlobal>(ir.defining_op(*ir[bw].operands.first()?)?)
}

/// The global a `blockwrite` reads and its words.
fn blockwrite_global(ir: &Ir, syms: &Symbols, bw: OpId) -> Option<(String, Vec<u32>)> {
    let name = blockwrite_source(ir, bw)?.name(ir).to_string();
    let words = syms.global_words(ir, &name)?;
    Some((name, words))
}

/// The address of an NPU write and its tile, if it names one (a constant:
/// `npu::constant_fields` checked it).
fn write_place(ir: &Ir, op: OpId) -> Option<(i64, Option<i64>, Option<i64>)> {
    Some(match ir.kind(op)? {
        OpKind::NpuWrite32 => {
            let w = NpuWrite32::wrap(op);
            (w.address(ir)?, w.column(ir), w.row(ir))
        }
        OpKind::NpuMaskwrite32 => {
            let w = NpuMaskwrite32::wrap(op);
            (w.address(ir)?, w.column(ir), w.row(ir))
        }
        OpKind::NpuMaskpoll => {
            let p = NpuMaskpoll::wrap(op);
            (p.address(ir)?, p.column(ir), p.row(ir))
        }
        OpKind::NpuBlockwrite => {
            let w = NpuBlockwrite::wrap(op);
            (w.address(ir), w.column(ir), w.row(ir))
        }
        _ => return None,
    })
}

/// The array address of an NPU write (`column`/`row` folded in).
pub(crate) fn address(ir: &Ir, dev: &Dev, op: OpId) -> u64 {
    let (addr, column, row) = write_place(ir, op).unwrap_or_default();
    let addr = low32(addr);
    match (column, row) {
        (Some(c), Some(r)) => absolute(dev.model, (c, r), addr),
        _ => u64::from(addr),
    }
}

/// Step 2: each `address_patch` becomes `apply_offset_57` on the data of the
/// nearest preceding block write of that shim BD, placed before it. The BD
/// data gets the 9th word (host address bits 56:48) and the byte offset the
/// patch adds in its address field (APPLY_OFFSET_57 adds the host address to
/// what the data holds). A patch of a control-code global
/// (control packets) adds the control code's address (offset 0xFFFF) and
/// names the global as its pad. A block write serves one patch: a later
/// patch of the same BD (the BD pushed again with another address) gets a
/// block write of its own, of the BD as the writes since left it. New
/// globals go before `anchor`, an op of the device body.
pub(crate) fn patches(
    ir: &mut Ir,
    dev: &Dev,
    syms: &mut Symbols,
    job: OpId,
    anchor: OpId,
    dma_len: &mut HashMap<OpId, usize>,
    next: &mut u64,
) -> Res<()> {
    let Some(block) = ir.entry_block(job, 0) else {
        return Ok(());
    };
    let mut seen = BdWrites::default();
    let mut cur = ir.first_op(block);
    while let Some(op) = cur {
        cur = ir.next_op(op);
        seen.note(ir, dev, op)?;
        let Some(p) = ir.view::<NpuAddressPatch>(op) else {
            continue;
        };
        let Some(found) = bd_write(ir, syms, &mut seen, p, dma_len, anchor, next) else {
            return Err(err(
                ir,
                op,
                "no block write of a shim BD precedes this address patch",
            )
            .with_help(
                "the patch must follow the blockwrite of the BD whose address word it patches",
            ));
        };
        if p.global(ir).is_none() {
            crate::npu::patch_index(ir, p)?;
        }
        patch_one(ir, syms, p, found, anchor, dma_len, next);
    }
    Ok(())
}

/// The ELF numbers a kernel's arguments as its runtime sequence does,
/// scalars included (XRT puts a scalar's bytes in its slot,
/// docs/cert-lowering.md): each address patch of `seq` naming a host buffer
/// by its index among the memref arguments names it by its argument's
/// position instead; an index past the sequence's buffers keeps its place
/// after all of its arguments.
pub(crate) fn elf_argument_indices(ir: &mut Ir, seq: OpId) -> Res<()> {
    let args = ir
        .entry_block(seq, 0)
        .map(|b| ir[b].args.clone())
        .unwrap_or_default();
    let buffers: Vec<usize> = (0..args.len())
        .filter(|&i| ir.type_of(args[i]).is_memref())
        .collect();
    let patches: Vec<NpuAddressPatch> = ir
        .walk_views(seq)
        .filter(|p: &NpuAddressPatch| p.global(ir).is_none())
        .collect();
    for p in patches {
        let index = crate::npu::patch_index(ir, p)?;
        let Ok(k) = usize::try_from(index) else {
            continue;
        };
        let position = match buffers.get(k) {
            Some(&position) => position,
            None => args.len() + (k - buffers.len()),
        };
        p.set_arg_idx(ir, position as i64);
    }
    Ok(())
}

/// A write to the array: its address, mask and value.
type Write = (u64, u32, u32);

/// The block writes of shim BDs met so far in a job, for the patches that
/// follow: for each BD, its latest block write and the writes to its words
/// since (each write looks up the BDs it falls in, so the walk stays linear).
#[derive(Default)]
struct BdWrites {
    /// The start address of each BD, by the address of its address word.
    starts: HashMap<u64, u64>,
    /// The latest block write of each BD by start address, and the writes
    /// into its eight words since.
    latest: BTreeMap<u64, (OpId, Vec<Write>)>,
}

impl BdWrites {
    /// Takes note of `op`, the next op of the job.
    fn note(&mut self, ir: &Ir, dev: &Dev, op: OpId) -> Res<()> {
        let (a, mask, value) = match ir.kind(op) {
            Some(OpKind::NpuBlockwrite) => {
                self.block_write(ir, dev, op);
                return Ok(());
            }
            _ if self.latest.is_empty() => return Ok(()),
            Some(OpKind::NpuWrite32) => (
                address(ir, dev, op),
                u32::MAX,
                NpuWrite32::wrap(op).value(ir),
            ),
            Some(OpKind::NpuMaskwrite32) => {
                let w = NpuMaskwrite32::wrap(op);
                let mask = low32(w.mask(ir).unwrap_or_default());
                (address(ir, dev, op), mask, w.value(ir))
            }
            _ => return Ok(()),
        };
        // The BDs whose eight words hold `a`.
        for (_, writes) in self.latest.range_mut(a.saturating_sub(31)..=a) {
            let Some(value) = value else {
                return Err(err(
                    ir,
                    op,
                    "a value known only at run time is written into a shim BD that an address patch rewrites",
                )
                .with_help("the patch copies the BD as the compiler knows it; write constants there, or patch before this write"));
            };
            writes.1.push((a, mask, low32(value)));
        }
        Ok(())
    }

    /// Block write `bw` is now the latest of its BD, if it writes one.
    fn block_write(&mut self, ir: &Ir, dev: &Dev, bw: OpId) {
        if let Some(base) = bd_base(ir, dev, bw) {
            let start = address(ir, dev, bw);
            self.starts.insert(base, start);
            self.latest.insert(start, (bw, Vec::new()));
        }
    }
}

/// Rewrites block write `bw` of global `name` (its BD `words`) to carry
/// patch `p`'s offset, and puts the `apply_offset_57` before it.
fn patch_one(
    ir: &mut Ir,
    syms: &mut Symbols,
    p: NpuAddressPatch,
    (bw, name, mut words): (OpId, String, Vec<u32>),
    anchor: OpId,
    dma_len: &mut HashMap<OpId, usize>,
    next: &mut u64,
) {
    let len = words.len().min(8);
    words.resize(words.len().max(9), 0);
    // The patch sets the BD's address: the host address plus `arg_plus`.
    // A constant (`npu::constant_fields` checked it).
    let arg_plus = p.arg_plus(ir).unwrap_or_default();
    regs::set_shim_bd_host_address(&mut words, arg_plus as u64);
    let g = blockwrite_source(ir, bw).expect("a block write of a global");
    let global = if syms.global_words(ir, &name).as_deref() == Some(&words[..]) {
        name
    } else if syms.readers(&name) == 1 {
        // This block write is the only reader: the global is patched in place.
        syms.rewrite_global(ir, &name, &words);
        name
    } else {
        let new = syms.fresh(&format!("{}_cert_", root(&name)), next);
        syms.add_global(ir, At::Before(anchor), &new, &words);
        syms.repoint(ir, g, &new);
        syms.drop_if_unread(ir, &name);
        new
    };
    let v = ir[g.op()].results[0];
    ir.set_type(v, crate::globals::words_type(words.len()));
    dma_len.insert(bw, len);
    let patch = p.op();
    let span = ir[patch].span;
    let pad = p.global(ir).map(str::to_string);
    // The host buffer's index ([`patches`] checked the patch has one).
    let offset = if pad.is_some() {
        CTRLCODE_OFFSET
    } else {
        p.arg_idx(ir).unwrap_or_default()
    };
    let mut apply = CertApplyOffset57::build(ir, span)
        .symbol(&global)
        .num_entries(1)
        .offset(offset);
    if let Some(pad) = &pad {
        apply = apply.pad(pad);
    }
    apply.insert(At::Before(bw));
    ir.erase(patch);
}

/// The name a BD data global was made from (`d` of `d_cert_3`).
fn root(name: &str) -> &str {
    name.split("_cert_").next().unwrap_or(name)
}

/// APPLY_OFFSET_57's offset operand for the control code's host address.
const CTRLCODE_OFFSET: i64 = 0xFFFF;

/// The block write of the shim BD that patch `p` patches, with its global
/// and words: the nearest preceding one, or, if that one serves an earlier
/// patch already, a new one at the patch of the BD's words as the writes
/// since left them.
fn bd_write(
    ir: &mut Ir,
    syms: &mut Symbols,
    seen: &mut BdWrites,
    p: NpuAddressPatch,
    dma_len: &HashMap<OpId, usize>,
    anchor: OpId,
    next: &mut u64,
) -> Option<(OpId, String, Vec<u32>)> {
    let addr = p.addr(ir) as u64;
    let start = *seen.starts.get(&addr)?;
    let (bw, writes) = seen.latest.get_mut(&start)?;
    let (name, mut words) = blockwrite_global(ir, syms, *bw)?;
    if !dma_len.contains_key(bw) {
        return Some((*bw, name, words));
    }
    for &(a, mask, value) in writes.iter() {
        if let Some(w) = words.get_mut(((a - start) / 4) as usize) {
            *w = (*w & !mask) | (value & mask);
        }
    }
    words.truncate(8);
    let new = syms.fresh(&format!("{}_cert_", root(&name)), next);
    syms.add_global(ir, At::Before(anchor), &new, &words);
    let span = ir[p.op()].span;
    crate::npu::dma_to_npu::build_blockwrite(
        ir,
        At::Before(p.op()),
        span,
        &new,
        words.len(),
        start,
    );
    syms.read(&new);
    let made = ir.prev_op(p.op()).expect("the block write just built");
    *bw = made;
    writes.clear();
    Some((made, new, words))
}

/// The array address of the address word of the shim BD that block write
/// `bw` writes, if it writes a BD of a tile with BDs.
fn bd_base(ir: &Ir, dev: &Dev, bw: OpId) -> Option<u64> {
    let a = address(ir, dev, bw);
    let (col, row, _) = dev.model.arch.split_address(a);
    let tile = (i64::try_from(col).ok()?, row as i64);
    let layout = kind(dev.model, tile).and_then(regs::bd_layout)?;
    Some(a + u64::from(layout.address_word_offset))
}
/// WAIT_TCTS actor id of a DMA channel (aiebu: S2MM n → n, MM2S n → 6 + n).
fn actor(dir: Dir, channel: i64) -> i64 {
    match dir {
        Dir::S2MM => channel,
        Dir::MM2S => 6 + channel,
    }
}

/// What becomes of a `write32` of a constant value in a job.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Writes {
    /// An `aiex.cert.write32`.
    Cert,
    /// It stays the NPU op, which `program::build` encodes as the WRITE_32
    /// it stands for: the control code is the only output (no cert op
    /// built per register write).
    Npu,
}

/// Steps 3 and 4: NPU ops to cert ops; block writes become uC-DMA chains
/// (split in halves until each piece is below a page). Chains and new data
/// go before `anchor`, an op of the device body.
#[allow(clippy::too_many_arguments)]
pub(crate) fn convert(
    ir: &mut Ir,
    dev: &Dev,
    syms: &mut Symbols,
    job: OpId,
    anchor: OpId,
    dma_len: &HashMap<OpId, usize>,
    next_chain: &mut u64,
    writes: Writes,
) -> Res<()> {
    let Some(block) = ir.entry_block(job, 0) else {
        return Ok(());
    };
    let mut constants = Vec::new();
    // The values the ops left in the job read.
    let mut kept = HashSet::new();
    let mut reads = 0;
    for op in ir.ops_in(block).collect::<Vec<_>>() {
        // Fields given as constant operands become the op's attributes.
        dialect::ops::access::fold_scalars(ir, op);
        let span = ir[op].span;
        // CERT writes take 32-bit addresses and values.
        let ui = |v: u64| i64::from(halves(v).0);
        match ir.kind(op) {
            Some(OpKind::NpuWrite32) => {
                let w = NpuWrite32::wrap(op);
                let value = w.value(ir);
                if value.is_some() && writes == Writes::Npu {
                    continue;
                }
                let addr = address(ir, dev, op);
                let Some(value) = value else {
                    let value = run_time::of_operand(ir, op, w.value_operand(ir))?;
                    run_time::write(ir, op, fit(ir, op, "address", addr)?, &value)?;
                    ir.erase(op);
                    continue;
                };
                // In place (the commonest op of long sequences): no new op.
                ir.clear_attrs(op);
                ir.rename(op, OpKind::CertWrite32);
                let c = CertWrite32::wrap(op);
                c.set_address(ir, ui(addr));
                c.set_value(ir, ui(value as u64));
                continue;
            }
            Some(OpKind::NpuMaskwrite32) => {
                let w = NpuMaskwrite32::wrap(op);
                let addr = address(ir, dev, op);
                let (mask, value) = (w.mask(ir).unwrap_or_default(), w.value(ir));
                let Some(value) = value else {
                    let value = run_time::of_operand(ir, op, w.value_operand(ir))?;
                    let addr = fit(ir, op, "address", addr)?;
                    run_time::mask_write(ir, op, addr, low32(mask), &value)?;
                    ir.erase(op);
                    continue;
                };
                CertMaskwrite32::build(ir, span)
                    .address(ui(addr))
                    .mask(ui(mask as u64))
                    .value(ui(value as u64))
                    .insert(At::Before(op));
            }
            Some(OpKind::NpuMaskpoll) => {
                let p = NpuMaskpoll::wrap(op);
                let (Some(_), Some(value), Some(mask)) = (p.address(ir), p.value(ir), p.mask(ir))
                else {
                    return Err(Diagnostic::op_error(
                        ir[op].span,
                        ir[op].name(),
                        "cannot lower to cert.maskpoll32 with non-constant address, mask, or value",
                    )
                    .with_help("a CERT poll waits on a register and value the control code holds: give them as constants, or emit a C++ generator (--aie-npu-to-cpp), which polls with run-time values"));
                };
                let addr = address(ir, dev, op);
                CertMaskpoll32::build(ir, span)
                    .address(ui(addr))
                    .mask(ui(mask as u64))
                    .value(ui(value as u64))
                    .insert(At::Before(op));
            }
            Some(OpKind::NpuBlockwrite) => {
                let Some((name, words)) = blockwrite_global(ir, syms, op) else {
                    let name = blockwrite_source(ir, op).map(|g| g.name(ir));
                    return Err(crate::globals::no_data(ir, dev, op, name));
                };
                let len = dma_len.get(&op).copied().unwrap_or(words.len());
                let mut pieces = vec![(name.clone(), address(ir, dev, op), len)];
                split_pieces(ir, syms, anchor, &mut pieces);
                if pieces.len() > 1 {
                    syms.drop_if_unread(ir, &name);
                }
                for group in page_groups(pieces) {
                    let chain = uc_dma_chain(ir, syms, anchor, span, group, next_chain);
                    syms.start(&chain);
                    CertUcDmaWriteDesSync::build(ir, span)
                        .symbol(&chain)
                        .insert(At::Before(op));
                }
            }
            Some(OpKind::NpuLoadPdi) => {
                let Some(name) = NpuLoadPdi::wrap(op).device_ref(ir).map(str::to_string) else {
                    return Err(err(ir, op, "has no device_ref: cert.load_pdi names the device whose configuration it loads")
                        .with_help("name the device to load: aiex.npu.load_pdi {device_ref = @dev}"));
                };
                let id = pdi_id(ir, dev, &name);
                CertLoadPdi::build(ir, span)
                    .pdi_id(id)
                    .symbol(&name)
                    .insert(At::Before(op));
            }
            Some(OpKind::NpuCreateScratchpad) => {
                let c = NpuCreateScratchpad::wrap(op);
                let (size, usage) = (c.size(ir), c.usage_type(ir));
                CertCreateScratchpad::build(ir, span)
                    .size(size)
                    .usage_type(usage)
                    .insert(At::Before(op));
            }
            Some(OpKind::NpuUpdateFromScratchpad) => {
                let u = NpuUpdateFromScratchpad::wrap(op);
                if u.buffer(ir).is_some() {
                    return Err(err(ir, op, "Cannot translate symbolic address").with_help(
                        "run --aie-dma-to-npu first to resolve buffer-relative addresses",
                    ));
                }
                let (address, idx, arg, func) = (
                    u.address(ir),
                    u.state_table_idx(ir),
                    u.func_arg(ir),
                    u.func(ir),
                );
                let b = CertUpdateReg::build(ir, span)
                    .address(address)
                    .state_table_idx(idx)
                    .func_arg(arg);
                match func {
                    Some(f) => b.func(f).insert(At::Before(op)),
                    None => b.insert(At::Before(op)),
                };
            }
            Some(OpKind::NpuSync) => {
                let s = NpuSync::wrap(op);
                // Constants (`npu::constant_fields` checked them).
                let [dir, col, row, cols, rows, channel] = [
                    s.direction(ir),
                    s.column(ir),
                    s.row(ir),
                    s.column_num(ir),
                    s.row_num(ir),
                    s.channel(ir),
                ]
                .map(Option::unwrap_or_default);
                let (cols, rows) = (cols.max(1), rows.max(1));
                let dir = if dir == 0 { Dir::S2MM } else { Dir::MM2S };
                let actor_id = actor(dir, channel);
                for c in col..col + cols {
                    for r in row..row + rows {
                        let tile = u64::try_from(c).ok().zip(u64::try_from(r).ok());
                        let Some(id) = tile.and_then(|(c, r)| aie_target::cert::isa::tile_id(c, r))
                        else {
                            return Err(err(
                                ir,
                                op,
                                format!("tile ({c}, {r}) has no WAIT_TCTS tile id"),
                            )
                            .with_help(
                                "a WAIT_TCTS tile id holds a column below 128 and a row below 32",
                            ));
                        };
                        CertWaitTcts::build(ir, span)
                            .tile_id(id as i64)
                            .channel_id(actor_id)
                            .target_tcts(1)
                            .insert(At::Before(op));
                    }
                }
            }
            // A register read: SAVE_REGISTER records it in the firmware's
            // shared memory, with the read's place in the sequence as its id.
            Some(OpKind::NpuReadReg) => {
                let addr = crate::npu::read_reg_address(ir, dev, NpuReadReg::wrap(op));
                CertSaveRegister::build(ir, span)
                    .address(ui(addr))
                    .unq_id(reads)
                    .insert(At::Before(op));
                reads += 1;
            }
            // Reads of globals and alignment assumptions about host buffers
            // configure nothing.
            Some(OpKind::MemrefGetGlobal) => syms.unread(MemrefGetGlobal::wrap(op).name(ir)),
            // The sequence's written terminator: the job's is implicit.
            Some(OpKind::MemrefAssumeAlignment | OpKind::End) => {}
            Some(OpKind::NpuRequire) => crate::npu::require_holds(ir, NpuRequire::wrap(op))?,
            // The constants of fields, read by the ops after them.
            Some(OpKind::ArithConstant) => {
                constants.push(op);
                continue;
            }
            _ if is_cert(ir, op) => continue,
            // What has no CERT lowering stays in the job, where it was, as
            // mlir-aie's conversion leaves it; the control code's encoding
            // refuses it (`program::build`).
            _ => {
                kept.extend(
                    ir.walk(op)
                        .into_iter()
                        .flat_map(|o| ir[o].operands.iter().copied()),
                );
                continue;
            }
        }
        ir.discard(op);
    }
    for op in constants {
        if !ir[op].results.iter().any(|r| kept.contains(r)) {
            ir.discard(op);
        }
    }
    Ok(())
}

/// Whether `op` is of the `aiex.cert` dialect (an op of the table or not).
fn is_cert(ir: &Ir, op: OpId) -> bool {
    let job = OpKind::CertJob.name();
    let dialect = &job[..=job.rfind('.').unwrap_or(0)];
    ir[op].name().starts_with(dialect)
}

/// Splits `(global, address, words)` pieces whose data reaches a page into
/// halves (`<global>_split_0`/`_1`) until every piece fits.
fn split_pieces(
    ir: &mut Ir,
    syms: &mut Symbols,
    anchor: OpId,
    pieces: &mut Vec<(String, u64, usize)>,
) {
    let mut i = 0;
    while i < pieces.len() {
        let (name, addr, n) = pieces[i].clone();
        if (4 * n) < PAGE as usize || n < 2 {
            i += 1;
            continue;
        }
        let words = syms.global_words(ir, &name).unwrap_or_default();
        let half = n / 2;
        let mut halves = Vec::new();
        for (k, part) in [
            (0, &words[..half.min(words.len())]),
            (1, &words[half.min(words.len())..n.min(words.len())]),
        ] {
            let mut suffix = 0;
            let mut new = format!("{name}_split_{k}");
            while syms.get(&new).is_some() {
                new = format!("{name}_split_{k}_{suffix}");
                suffix += 1;
            }
            syms.add_global(ir, At::Before(anchor), &new, part);
            halves.push((new, addr + 4 * (k * half) as u64, part.len()));
        }
        pieces.splice(i..=i, halves);
    }
}

/// Consecutive pieces grouped so that each group's chain (16 bytes per BD
/// plus the data) stays below a page: the pager can then give each its own.
fn page_groups(pieces: Vec<(String, u64, usize)>) -> Vec<Vec<(String, u64, usize)>> {
    let mut groups: Vec<Vec<(String, u64, usize)>> = Vec::new();
    let mut bytes = 0;
    for piece in pieces {
        let cost = 16 + 4 * piece.2;
        match groups.last_mut() {
            Some(g) if bytes + cost < PAGE as usize => g.push(piece),
            _ => {
                bytes = 0;
                groups.push(vec![piece]);
            }
        }
        bytes += cost;
    }
    groups
}

/// A new `uc_dma_chain` before `anchor` with one BD per piece, linked in
/// order; returns its name.
fn uc_dma_chain(
    ir: &mut Ir,
    syms: &mut Symbols,
    anchor: OpId,
    span: Span,
    pieces: Vec<(String, u64, usize)>,
    next_chain: &mut u64,
) -> String {
    let chain = syms.fresh("chain_", next_chain);
    let c = CertUcDmaChain::build(ir, span)
        .sym_name(&chain)
        .region()
        .insert(At::Before(anchor));
    syms.define(&chain, c.op());
    let body = ir.entry_block(c.op(), 0).expect("built with a block");
    let last = pieces.len() - 1;
    for (i, (name, addr, n)) in pieces.into_iter().enumerate() {
        CertUcDmaBd::build(ir, span)
            .remote_address(&name)
            .local_address(addr as i64)
            .length(n as i64)
            .next_bd(i < last)
            .insert(At::End(body));
    }
    chain
}

/// Step 5: a `uc_dma_write_des_sync` directly after another one (only ops
/// other than writes, patches and waits in between) takes over the earlier
/// chain's BDs when the data of both stays below a page.
pub(crate) fn merge(ir: &mut Ir, syms: &mut Symbols, job: OpId) {
    let Some(block) = ir.entry_block(job, 0) else {
        return;
    };
    // The previous sync still open for merging, its chain (and name) and
    // the chain's bytes.
    let mut prev: Option<(OpId, (String, OpId), u32)> = None;
    for op in ir.ops_in(block).collect::<Vec<_>>() {
        match ir.kind(op) {
            Some(OpKind::CertUcDmaWriteDesSync) => {
                let Some((name, chain)) = chain_of(ir, syms, CertUcDmaWriteDesSync::wrap(op))
                    .filter(|(name, _)| started_once(syms, name))
                else {
                    prev = None;
                    continue;
                };
                let mut bytes = chain_bytes(ir, syms, &name);
                if let Some((p, (p_name, p_chain), p_bytes)) = prev {
                    if p_bytes + bytes < PAGE {
                        let (from, to) = (ir.entry_block(p_chain, 0), ir.entry_block(chain, 0));
                        if let (Some(from), Some(to)) = (from, to) {
                            let head = ir.first_op(to);
                            for bd in ir.ops_in(from).collect::<Vec<_>>() {
                                if let Some(bd) = ir.view::<CertUcDmaBd>(bd) {
                                    bd.set_next_bd(ir, true);
                                }
                                ir.move_op(bd, head.map_or(At::End(to), At::Before));
                            }
                            syms.erase(ir, &p_name, p_chain);
                            ir.erase(p);
                            bytes += p_bytes;
                        }
                    }
                }
                prev = Some((op, (name, chain), bytes));
            }
            // A NOP has no effect to order the transfer against; any other
            // op does (a write, a poll of a queue's room, a barrier, ...).
            Some(OpKind::CertNop) => {}
            _ => prev = None,
        }
    }
}

/// Whether one `uc_dma_write_des_sync` starts chain `name`: merging rewrites
/// the chain (and erases the earlier one), which another sync must not see.
fn started_once(syms: &Symbols, name: &str) -> bool {
    syms.starts(name) == 1
}

fn chain_of(ir: &Ir, syms: &Symbols, sync: CertUcDmaWriteDesSync) -> Option<(String, OpId)> {
    let name = sync.symbol(ir).to_string();
    let chain = syms
        .get(&name)
        .filter(|&c| ir.is(c, OpKind::CertUcDmaChain))?;
    Some((name, chain))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// decisions.md: aiebu's actor table; npu_to_cert.mlir's shim MM2S 1 → 7.
    #[test]
    fn actor_ids() {
        assert_eq!(actor(Dir::MM2S, 1), 7);
        assert_eq!(actor(Dir::S2MM, 1), 1);
        assert_eq!(actor(Dir::MM2S, 0), 6);
    }
}
