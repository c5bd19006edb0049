//! `aie-translate --aie-cert-to-asm`: the `aiex.cert` jobs, uC-DMA chains and
//! their data of the first device as ctrlcode assembly, laid out as
//! mlir-aie writes it (aie-runtime-sequence.md §5). Mnemonics and operand
//! order come from the ISA table ([`aie_target::cert::isa`]).

use super::note::cert_device;
use crate::netlist;
use crate::netlist::op_error as err;
use crate::symbols::Symbols;
use aie_target::cert::elf::ARG_SYMBOL;
use aie_target::cert::format::{UcDmaBd, HEADER_SIZE, PAGE_SIZE};
use aie_target::cert::isa::{by_mnemonic, Barrier, Field, Kind, Op, Opcode};
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{
    CertAdd, CertApplyOffset57, CertAttachToGroup, CertJob, CertLoadPdi, CertLocalBarrier,
    CertMaskwrite32, CertMov, CertPage, CertPreempt, CertRemoteBarrier, CertSection, CertUcDmaBd,
    CertUcDmaChain, CertUcDmaWriteDesSync, CertWaitTcts, CertWrite32, CertWrite32D,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};
use std::fmt::{Display, Write};
use std::sync::OnceLock;

/// Each `aiex.cert` instruction op and its ISA mnemonic.
const INSTRUCTIONS: [(OpKind, &str); 13] = [
    (OpKind::CertWrite32, "WRITE_32"),
    (OpKind::CertWrite32D, "WRITE_32_D"),
    (OpKind::CertMov, "MOV"),
    (OpKind::CertAdd, "ADD"),
    (OpKind::CertMaskwrite32, "MASK_WRITE_32"),
    (OpKind::CertUcDmaWriteDesSync, "UC_DMA_WRITE_DES_SYNC"),
    (OpKind::CertWaitTcts, "WAIT_TCTS"),
    (OpKind::CertApplyOffset57, "APPLY_OFFSET_57"),
    (OpKind::CertLocalBarrier, "LOCAL_BARRIER"),
    (OpKind::CertRemoteBarrier, "REMOTE_BARRIER"),
    (OpKind::CertNop, "NOP"),
    (OpKind::CertLoadPdi, "LOAD_PDI"),
    (OpKind::CertPreempt, "PREEMPT"),
];

/// Integer operands mlir-aie writes otherwise than 32-bit fields in eight
/// hex digits and narrower ones in decimal: `(mnemonic, field, hex digits)`,
/// 0 digits for decimal.
const NUMBER_STYLES: [(&str, &str, u32); 3] = [
    // The argument slot of APPLY_OFFSET_57.
    ("APPLY_OFFSET_57", "offset", 4),
    ("LOAD_PDI", "pdi_id", 0),
    ("PREEMPT", "id", 4),
];

/// An operand of an instruction op.
enum Operand<'a> {
    Int(i64),
    Sym(&'a str),
    /// The value of runtime-sequence argument n, which the ELF's loader
    /// puts in the field: the symbol `arg<n>` (a `scalar_32` relocation).
    Arg(i64),
}

/// A value field: the argument the loader puts there, else the constant.
fn value(arg: Option<i64>, constant: i64) -> Operand<'static> {
    arg.map_or(Operand::Int(constant), Operand::Arg)
}

/// The operands of instruction op `op`, in the order of its ISA fields
/// written in assembly (`patch_buf`, the pad of APPLY_OFFSET_57, if given),
/// into `out`.
fn operands<'a>(ir: &'a Ir, op: OpId, out: &mut Vec<Operand<'a>>) {
    use Operand::{Int, Sym};
    out.clear();
    match ir.kind(op) {
        Some(OpKind::CertWrite32) => {
            let w = CertWrite32::wrap(op);
            out.extend([Int(w.address(ir)), value(w.arg(ir), w.value(ir))])
        }
        Some(OpKind::CertMaskwrite32) => {
            let w = CertMaskwrite32::wrap(op);
            let v = value(w.arg(ir), w.value(ir));
            out.extend([Int(w.address(ir)), Int(w.mask(ir)), v])
        }
        Some(OpKind::CertWrite32D) => {
            let w = CertWrite32D::wrap(op);
            out.extend([
                Int(WRITE_ADDRESS_IMMEDIATE),
                Int(w.address(ir)),
                Int(w.source(ir)),
            ])
        }
        Some(OpKind::CertMov) => {
            let m = CertMov::wrap(op);
            out.extend([Int(m.dest(ir)), value(m.arg(ir), m.value(ir))])
        }
        Some(OpKind::CertAdd) => {
            let a = CertAdd::wrap(op);
            out.extend([Int(a.dest(ir)), value(a.arg(ir), a.value(ir))])
        }
        Some(OpKind::CertUcDmaWriteDesSync) => {
            out.extend([Sym(CertUcDmaWriteDesSync::wrap(op).symbol(ir))])
        }
        Some(OpKind::CertWaitTcts) => {
            let w = CertWaitTcts::wrap(op);
            out.extend([
                Int(w.tile_id(ir)),
                Int(w.channel_id(ir)),
                Int(w.target_tcts(ir)),
            ])
        }
        Some(OpKind::CertApplyOffset57) => {
            let a = CertApplyOffset57::wrap(op);
            // i16 attributes holding the 16-bit fields (0xFFFF is -1).
            let bits = |v: i64| Int(i64::from(v as u16));
            out.extend([
                Sym(a.symbol(ir)),
                bits(a.num_entries(ir)),
                bits(a.offset(ir)),
            ]);
            out.extend(a.pad(ir).map(Sym));
        }
        Some(OpKind::CertLocalBarrier) => {
            let b = CertLocalBarrier::wrap(op);
            out.extend([Int(b.local_barrier_id(ir)), Int(b.num_participants(ir))])
        }
        Some(OpKind::CertRemoteBarrier) => {
            let b = CertRemoteBarrier::wrap(op);
            // An i32 attribute holding the 32-bit mask (all parties is -1).
            let mask = i64::from(b.party_mask(ir) as u32);
            out.extend([Int(b.remote_barrier_id(ir)), Int(mask)])
        }
        Some(OpKind::CertLoadPdi) => {
            let l = CertLoadPdi::wrap(op);
            out.extend([Int(l.pdi_id(ir)), Sym(l.symbol(ir))])
        }
        Some(OpKind::CertPreempt) => {
            let p = CertPreempt::wrap(op);
            out.extend([
                Int(p.id(ir)),
                Sym(p.save_section(ir)),
                Sym(p.restore_section(ir)),
            ])
        }
        _ => {}
    }
}

type Res<T> = Result<T, Diagnostic>;

/// The ISA entry of each of [`INSTRUCTIONS`].
fn isa_ops() -> &'static [Option<&'static Op>; INSTRUCTIONS.len()] {
    static ISA: OnceLock<[Option<&'static Op>; INSTRUCTIONS.len()]> = OnceLock::new();
    ISA.get_or_init(|| INSTRUCTIONS.map(|(_, m)| by_mnemonic(m)))
}

/// One instruction line, appended to `text`: mnemonic padded to 23
/// columns, then the operands. `values` is scratch space.
fn instruction<'a>(
    ir: &'a Ir,
    op: OpId,
    values: &mut Vec<Operand<'a>>,
    text: &mut String,
) -> Res<()> {
    let isa = INSTRUCTIONS
        .iter()
        .position(|(kind, _)| ir.is(op, *kind))
        .and_then(|i| isa_ops()[i])
        .ok_or_else(|| err(ir, op, "Unsupported operation in CertJobOp"))?;
    operands(ir, op, values);
    let start = text.len();
    text.push_str("  ");
    // mlir-aie spells the uC-DMA mnemonics `uC_...` (mnemonics are case-insensitive).
    match isa.mnemonic.strip_prefix("UC_") {
        Some(rest) => {
            text.push_str("uC_");
            text.push_str(rest);
        }
        None => text.push_str(isa.mnemonic),
    }
    for (i, field) in isa.asm_fields().enumerate() {
        let Some(operand) = values.get(i) else {
            if field.kind == Kind::PatchBuf {
                continue;
            }
            return Err(err(ir, op, format!("missing operand '{}'", field.name)));
        };
        if i == 0 {
            // Pad the mnemonic to 23 columns.
            let width = text.len() - start - 2;
            text.push_str(&MNEMONIC_PAD[width.min(MNEMONIC_PAD.len())..]);
        } else {
            text.push_str(", ");
        }
        match (operand, field.kind) {
            (Operand::Sym(s), _) => {
                text.push('@');
                text.push_str(asm_label(ir, op, s)?);
            }
            (Operand::Arg(n), _) => push_decimal(text, ARG_SYMBOL, *n as u32),
            (&Operand::Int(v), Kind::Register) => {
                let v = operand_in_field(ir, op, isa, field, v)?;
                push_decimal(text, "$r", v);
            }
            (&Operand::Int(v), kind) => {
                let v = operand_in_field(ir, op, isa, field, v)?;
                let style = NUMBER_STYLES
                    .iter()
                    .find(|&&(m, f, _)| m == isa.mnemonic && f == field.name)
                    .map(|&(_, _, digits)| digits);
                match (kind, style) {
                    (Kind::Barrier(Barrier::Local), _) => push_decimal(text, "$lb", v),
                    (Kind::Barrier(Barrier::Remote), _) => push_decimal(text, "$rb", v),
                    (_, Some(0)) => push_decimal(text, "", v),
                    (_, Some(digits)) => push_hex(text, v, digits),
                    _ if field.bits == 32 => push_hex(text, v, 8),
                    _ => push_decimal(text, "", v),
                }
            }
        }
    }
    text.push('\n');
    Ok(())
}

/// WRITE_32_D's flags for an immediate address and a register value.
const WRITE_ADDRESS_IMMEDIATE: i64 = 1;

/// The mnemonic column's width in spaces.
const MNEMONIC_PAD: &str = "                       ";

/// Appends `0x` and `v` in at least `digits` lower-case hex digits, as
/// `{v:#010x}` does for 8 (without `fmt`'s machinery: one line per write32).
fn push_hex(text: &mut String, v: u32, digits: u32) {
    let digits = digits.max(8 - v.leading_zeros() / 4);
    text.push_str("0x");
    for i in (0..digits).rev() {
        text.push(char::from(
            b"0123456789abcdef"[(v >> (4 * i) & 0xF) as usize],
        ));
    }
}

/// Appends `prefix` and `v` in decimal.
fn push_decimal(text: &mut String, prefix: &str, v: u32) {
    let _ = write!(text, "{prefix}{v}");
}

/// `v`, the value of `field` of instruction `isa` that `op` gives, checked
/// against the field's width (a barrier against the job-runner's barriers).
fn operand_in_field(ir: &Ir, op: OpId, isa: &Op, field: &Field, v: i64) -> Res<u32> {
    let max = match field.kind {
        Kind::Barrier(b) => b.range().1,
        _ => u64::MAX >> (64 - u32::from(field.bits).clamp(1, 64)),
    };
    let (bits, name, of) = (field.bits, field.name, isa.mnemonic);
    in_field(
        ir,
        op,
        name,
        v,
        max,
        format_args!("it is the {bits}-bit {name} of {of}"),
    )
}

/// `v`, the value of operand `name` of `op`, if it is 0 to `max`; else an
/// error with `help`, which says where it is encoded (formatted only then:
/// every instruction's operands pass here).
fn in_field(ir: &Ir, op: OpId, name: &str, v: i64, max: u64, help: impl Display) -> Res<u32> {
    match u64::try_from(v) {
        Ok(bits) if bits <= max => Ok(bits as u32),
        _ => {
            Err(err(ir, op, format!("{name} is {v}, outside 0..={max}"))
                .with_help(help.to_string()))
        }
    }
}

/// `name`, a symbol `op` prints as a ctrlcode label, if the assembler reads
/// it as one: letters, digits, `_`, `.` and `-`, not starting with a digit,
/// `-` or `.` (a number or a directive).
fn asm_label<'n>(ir: &Ir, op: OpId, name: &'n str) -> Res<&'n str> {
    let body = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-');
    let first = name.bytes().next();
    if first.is_some_and(|b| b.is_ascii_alphabetic() || b == b'_') && name.bytes().all(body) {
        return Ok(name);
    }
    Err(err(ir, op, format!("'{name}' cannot be a ctrlcode label"))
        .with_help("the symbols of aiex.cert ops are asm labels: letters, digits, `_`, `.` and `-`, starting with a letter or `_`"))
}

/// Control code directly in a device: a job, page, section or column group.
fn is_cert_code(ir: &Ir, op: OpId) -> bool {
    use OpKind::*;
    [CertJob, CertPage, CertSection, CertAttachToGroup]
        .iter()
        .any(|&k| ir.is(op, k))
}

/// The control code directly in a device, column group or section: its
/// pages, the jobs outside pages and its sections.
#[derive(Default)]
struct Code {
    pages: Vec<CertPage>,
    jobs: Vec<CertJob>,
    sections: Vec<CertSection>,
}

impl Code {
    fn of(ir: &Ir, ops: impl Iterator<Item = OpId>) -> Code {
        let mut code = Code::default();
        for op in ops {
            match ir.kind(op) {
                Some(OpKind::CertPage) => code.pages.push(CertPage::wrap(op)),
                Some(OpKind::CertJob) => code.jobs.push(CertJob::wrap(op)),
                Some(OpKind::CertSection) => code.sections.push(CertSection::wrap(op)),
                _ => {}
            }
        }
        code
    }

    fn extend(&mut self, other: Code) {
        self.pages.extend(other.pages);
        self.jobs.extend(other.jobs);
        self.sections.extend(other.sections);
    }

    fn is_empty(&self) -> bool {
        self.pages.is_empty() && self.jobs.is_empty() && self.sections.is_empty()
    }

    /// Every job: in pages, outside them and in the sections.
    fn all_jobs(&self, ir: &Ir) -> Vec<CertJob> {
        let in_pages = |pages: &[CertPage]| -> Vec<CertJob> {
            pages
                .iter()
                .flat_map(|p| ir.views::<CertJob>(ir.children(p.op())))
                .collect()
        };
        let mut out = in_pages(&self.pages);
        out.extend(self.jobs.iter().copied());
        for s in &self.sections {
            let inner = Code::of(ir, ir.children(s.op()));
            out.extend(in_pages(&inner.pages));
            out.extend(inner.jobs);
        }
        out
    }

    /// The pages, each ending with its end-of-page mark, then the jobs
    /// outside pages by id, each on a page of its own.
    fn text(&self, ir: &Ir, text: &mut String) -> Res<()> {
        for page in &self.pages {
            jobs(ir, ir.views(ir.children(page.op())).collect(), text)?;
            text.push_str(".eop\n\n");
        }
        let mut single = self.jobs.clone();
        single.sort_by_key(|j| j.job_id(ir));
        for job in single {
            jobs(ir, vec![job], text)?;
            text.push_str(".eop\n\n");
        }
        Ok(())
    }
}

/// `START_JOB id` … `END_JOB` of each job, by id.
fn jobs(ir: &Ir, mut jobs: Vec<CertJob>, text: &mut String) -> Res<()> {
    jobs.sort_by_key(|j| j.job_id(ir));
    for job in jobs {
        let start = Opcode::StartJob.op();
        let job_id = start.asm_fields().next().expect("START_JOB names its job");
        let id = operand_in_field(ir, job.op(), start, job_id, job.job_id(ir))?;
        let _ = writeln!(text, "START_JOB {id}");
        let mut values = Vec::new();
        if let Some(b) = ir.entry_block(job.op(), 0) {
            for op in ir.ops_in(b) {
                instruction(ir, op, &mut values, text)?;
            }
        }
        text.push_str("END_JOB\n\n");
    }
    Ok(())
}

/// The uC-DMA chain `chain` and, once each, the data its BDs point at; a
/// chain a job starts (`used`) has BDs.
fn chain(
    ir: &Ir,
    syms: &Symbols,
    chain: CertUcDmaChain,
    chains: &mut String,
    data: &mut String,
    seen: &mut HashSet<String>,
    used: bool,
) -> Res<()> {
    let name = asm_label(ir, chain.op(), chain.sym_name(ir).unwrap_or_default())?;
    let _ = write!(chains, "  .align 16\n{name}:\n");
    let bds: Vec<CertUcDmaBd> = ir
        .entry_block(chain.op(), 0)
        .map(|b| ir.views(ir.ops_in(b)).collect())
        .unwrap_or_default();
    if bds.is_empty() && used {
        return Err(err(ir, chain.op(), "has no aiex.cert.uc_dma_bd")
            .with_help("a uC-DMA chain moves at least one BD"));
    }
    fits_a_page(ir, syms, chain, &bds)?;
    for bd in bds {
        let global = asm_label(ir, bd.op(), bd.remote_address(ir))?;
        // An i32 attribute holding the 32-bit array address.
        let address = bd.local_address(ir) as u32;
        let max = UcDmaBd::LENGTH;
        let length = in_field(
            ir,
            bd.op(),
            "length",
            bd.length(ir),
            u64::from(max),
            format_args!("it is the {}-bit length of UC_DMA_BD", max.count_ones()),
        )?;
        let _ = writeln!(
            chains,
            "  UC_DMA_BD       0, 0x{address:08x}, @{global}, {length}, 0, {}",
            u8::from(bd.next_bd(ir))
        );
        if seen.insert(global.to_string()) {
            let words = syms.global_words(ir, global).ok_or_else(|| {
                let found = syms.get(global).is_some();
                err(
                    ir,
                    bd.op(),
                    if found {
                        "Global symbol initial value is not a dense int array"
                    } else {
                        "Global symbol not found"
                    },
                )
            })?;
            let _ = write!(data, "  .align 16\n{global}:\n");
            for w in words {
                let _ = writeln!(data, "  .long           0x{w:08x}");
            }
        }
    }
    Ok(())
}

/// The BDs of `chain` and the globals they copy (each 16-aligned, as
/// printed) fit one control-code page with the smallest job that starts
/// the chain (START_JOB, UC_DMA_WRITE_DES_SYNC, END_JOB), its EOF and fill:
/// the assembler puts them on one page.
fn fits_a_page(ir: &Ir, syms: &Symbols, chain: CertUcDmaChain, bds: &[CertUcDmaBd]) -> Res<()> {
    let mut globals = HashSet::new();
    let mut data = 0usize;
    for bd in bds {
        data += UcDmaBd::SIZE;
        let global = asm_label(ir, bd.op(), bd.remote_address(ir))?;
        if globals.insert(global) {
            let words = syms.global_words(ir, global).map_or(0, |w| w.len());
            data += (4 * words).next_multiple_of(16);
        }
    }
    let ops = [Opcode::StartJob, Opcode::UcDmaWriteDesSync, Opcode::EndJob];
    let text: usize = ops.iter().map(|o| o.op().size()).sum();
    let eof = Opcode::Eof.op().size();
    let room = PAGE_SIZE - HEADER_SIZE - (text + eof).next_multiple_of(16);
    if data > room {
        return Err(err(
            ir,
            chain.op(),
            format!("its BDs and the globals they copy take {data} bytes, more than the {room} a control-code page has for them"),
        )
        .with_help("a chain and its data go on one 8 KiB page: split the data over several chains"));
    }
    Ok(())
}

/// The assembly text of the cert ops (of the device holding them, else the
/// first device). Code directly in the device goes to column 0; each
/// `attach_to_group` is a column with its code and the uC-DMA chains (and
/// data) its jobs use. The sections of a column follow its data, section by
/// section, as text-label groups.
pub fn print(ir: &Ir) -> Res<String> {
    let dev = cert_device(ir)
        .ok_or_else(|| Diagnostic::error(ir[ir.top].span, "expected an aie.device"))?;
    if let Some(other) = netlist::devices(ir)
        .into_iter()
        .find(|d| d.op != dev.op && d.ops(ir).any(|o| is_cert_code(ir, o)))
    {
        return Err(err(ir, other.op, "holds aiex.cert jobs too: the control code is one device's")
            .with_note(Some(ir[dev.op].span), "the device whose jobs are printed")
            .with_help("lower the module with --aie-lower-to-cert (one control code for all devices), or translate each device on its own"));
    }
    let top = || dev.ops(ir);
    let mut groups: Vec<CertAttachToGroup> = ir.views(top()).collect();
    groups.sort_by_key(|g| g.group_id(ir));
    // Column 0 holds the code directly in the device and continues with group 0.
    let mut columns: Vec<(Option<CertAttachToGroup>, Code)> = vec![(None, Code::of(ir, top()))];
    for group in groups {
        let code = Code::of(ir, ir.children(group.op()));
        if group.group_id(ir) == 0 && columns[0].0.is_none() {
            columns[0].0 = Some(group);
            columns[0].1.extend(code);
        } else {
            columns.push((Some(group), code));
        }
    }
    let all_jobs: Vec<Vec<CertJob>> = columns.iter().map(|(_, c)| c.all_jobs(ir)).collect();
    // Each chain goes to the column whose jobs start it (column 0 if none).
    let mut chain_column = HashMap::new();
    for (i, jobs) in all_jobs.iter().enumerate() {
        for job in jobs {
            for sync in ir.walk_views::<CertUcDmaWriteDesSync>(job.op()) {
                chain_column.entry(sync.symbol(ir).to_string()).or_insert(i);
            }
        }
    }
    let mut out = String::new();
    let syms = Symbols::of(ir, &dev);
    // A chain without a name is started by no job.
    let chains: Vec<(CertUcDmaChain, &str)> = ir
        .views::<CertUcDmaChain>(top())
        .filter_map(|c| Some((c, c.sym_name(ir)?)))
        .collect();
    let unused_first = columns.len() > 1
        && columns[0].0.is_none()
        && columns[0].1.is_empty()
        && chains
            .iter()
            .all(|(_, name)| chain_column.get(*name).is_some_and(|&s| s != 0));
    for (i, ((group, code), jobs_of)) in columns.into_iter().zip(all_jobs).enumerate() {
        if i == 0 && unused_first {
            continue;
        }
        let mut text = String::new();
        if out.is_empty() {
            // The partition the control code drives, as mlir-aie heads it.
            let _ = writeln!(text, ".partition {}column", dev.model.columns);
        }
        match group {
            _ if i == 0 => text.push_str(".attach_to_group 0\n\n"),
            Some(g) => {
                let columns = u64::from(dev.model.columns);
                let help = format!(
                    "a group is a column: {} has columns 0 to {}",
                    dev.model.name,
                    columns - 1
                );
                let id = in_field(ir, g.op(), "group_id", g.group_id(ir), columns - 1, &help)?;
                text.push_str(&format!(".attach_to_group {id}\n\n"));
            }
            None => {}
        }
        shim_tables(ir, &syms, &jobs_of)?;
        loaded_sections(ir, &code.sections, &jobs_of)?;
        text.push_str(&pads(ir, &syms, &jobs_of)?);
        code.text(ir, &mut text)?;
        let (mut chain_text, mut data, mut seen) = (String::new(), String::new(), HashSet::new());
        for &(c, name) in &chains {
            if chain_column.get(name).copied().unwrap_or(0) == i {
                let used = chain_column.contains_key(name);
                chain(ir, &syms, c, &mut chain_text, &mut data, &mut seen, used)?;
            }
        }
        let _ = write!(out, "\n;\n; Code\n;\n\n{text}EOF\n");
        let _ = write!(out, "\n;\n; Data (chains)\n;\n\n{chain_text}");
        let _ = write!(out, "\n\n;\n; Data\n;\n\n{data}");
        for section in &code.sections {
            out.push_str(&section_text(ir, *section)?);
        }
    }
    Ok(out)
}

/// Each LOAD_PDI and PREEMPT of `jobs` (one column's) names a section of
/// the column (`sections`): the assembler resolves the label there.
fn loaded_sections(ir: &Ir, sections: &[CertSection], jobs: &[CertJob]) -> Res<()> {
    let names: HashSet<&str> = sections.iter().map(|s| s.sym_name(ir)).collect();
    let check = |op: OpId, name: &str| {
        if names.contains(name) {
            return Ok(());
        }
        Err(err(ir, op, format!("@{name} is not an aiex.cert.section of this column"))
            .with_help(format!("the control code it runs is a section of the same aiex.cert.attach_to_group (or of the device, for column 0): aiex.cert.section @{name} {{ aiex.cert.page {{ aiex.cert.job(...) {{ ... }} }} }}")))
    };
    for &job in jobs {
        for load in ir.walk_views::<CertLoadPdi>(job.op()) {
            check(load.op(), load.symbol(ir))?;
        }
        for p in ir.walk_views::<CertPreempt>(job.op()) {
            check(p.op(), p.save_section(ir))?;
            check(p.op(), p.restore_section(ir))?;
        }
    }
    Ok(())
}

/// The table of each APPLY_OFFSET_57 of `jobs` holds its `num_entries`
/// 9-word shim BDs (the run-time patch reads them all).
fn shim_tables(ir: &Ir, syms: &Symbols, jobs: &[CertJob]) -> Res<()> {
    for job in jobs {
        for a in ir.walk_views::<CertApplyOffset57>(job.op()) {
            let Some(words) = syms.global_words(ir, a.symbol(ir)) else {
                continue;
            };
            let isa = Opcode::ApplyOffset57.op();
            let bds = match isa.fields.iter().find(|f| f.name == "num_entries") {
                Some(f) => operand_in_field(ir, a.op(), isa, f, a.num_entries(ir))? as usize,
                None => 0,
            };
            if words.len() < 9 * bds {
                return Err(err(
                    ir,
                    a.op(),
                    format!(
                        "@{} holds {} words, fewer than the {bds} 9-word shim BDs it patches",
                        a.symbol(ir),
                        words.len()
                    ),
                )
                .with_help("num_entries counts the 9-word shim BDs of the table"));
            }
        }
    }
    Ok(())
}

/// The pads (`.setpad NAME` and its `.long` words, an aiec extension) of
/// the globals that APPLY_OFFSET_57s of `jobs` patch in: the words of the
/// column's control packets.
fn pads(ir: &Ir, syms: &Symbols, jobs: &[CertJob]) -> Res<String> {
    let mut out = String::new();
    let mut seen = HashSet::new();
    for job in jobs {
        for a in ir.walk_views::<CertApplyOffset57>(job.op()) {
            let Some(pad) = a.pad(ir) else { continue };
            if !seen.insert(pad) {
                continue;
            }
            let words = syms
                .global_words(ir, pad)
                .ok_or_else(|| err(ir, a.op(), "the pad is not a constant integer global"))?;
            out.push_str(&format!(".setpad {pad}\n"));
            for w in words {
                out.push_str(&format!("  .long           0x{w:08x}\n"));
            }
            out.push('\n');
        }
    }
    Ok(out)
}

/// Section `section` as a text-label group: its label, its code, EOF and
/// `.endl`.
fn section_text(ir: &Ir, section: CertSection) -> Res<String> {
    let l = asm_label(ir, section.op(), section.sym_name(ir))?;
    let mut text = String::new();
    Code::of(ir, ir.children(section.op())).text(ir, &mut text)?;
    Ok(format!(
        "\n.section .ctrltext\n{l}:\n\n{text}EOF\n.endl {l}\n"
    ))
}
