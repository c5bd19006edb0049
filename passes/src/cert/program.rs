//! The typed ctrlcode program of the `aiex.cert` jobs, uC-DMA chains and
//! their data of the first device ([`build`]): what `--emit=ctrl-elf` and
//! `--emit=ctrl-hex` encode directly, and what `aie-translate
//! --aie-cert-to-asm` prints ([`asm`]), laid out as mlir-aie writes it
//! (aie-runtime-sequence.md §5). Operations and operand order come from the
//! ISA ([`aie_target::cert::isa`]).

#![warn(clippy::cast_possible_truncation)]

use super::note::cert_device;
use super::to_cert::address;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::symbols::Symbols;
use crate::words::{fit, low32};
use aie_target::cert::assembler::{AsmDiagnostic, Loc};
use aie_target::cert::elf::ARG_SYMBOL;
use aie_target::cert::encoding::{
    Add, ApplyOffset57, CreateScratchpad, EndJob, Instr, LoadPdi, LocalBarrier, MaskPoll32,
    MaskWrite32, Mov, Nop, Poll32, Preempt, Read32, Read32D, RelAcqSync, RemoteBarrier,
    SaveRegister, SaveTimestamps, Sleep, StartJob, UcDmaWriteDes, UcDmaWriteDesSync, UpdateReg,
    WaitTcts, WaitUcDma, Write32, Write32D, Yield,
};
use aie_target::cert::format::{UcDmaBd, HEADER_SIZE, PAGE_SIZE};
use aie_target::cert::isa::{Field, Kind, Op, Opcode};
use aie_target::cert::program::{self, Bd, Builder, Program, Target};
use dialect::ir::cases::StateTableFunc;
use dialect::ir::{OpId, OpKind, TypedEnum, View};
use dialect::ops::views::{
    CertAdd, CertApplyOffset57, CertAttachToGroup, CertCreateScratchpad, CertJob, CertLoadPdi,
    CertLocalBarrier, CertMaskpoll32, CertMaskwrite32, CertMov, CertPage, CertPoll32, CertPreempt,
    CertRead32, CertRead32D, CertRelAcqSync, CertRemoteBarrier, CertSaveRegister,
    CertSaveTimestamps, CertSection, CertSleep, CertUcDmaBd, CertUcDmaChain, CertUcDmaWriteDes,
    CertUcDmaWriteDesSync, CertUpdateReg, CertWaitTcts, CertWaitUcDma, CertWrite32, CertWrite32D,
    NpuWrite32,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};
use std::fmt::Display;

type Res<T> = Result<T, Diagnostic>;

/// WRITE_32_D's flag bits: its address, its value an immediate (else a
/// register number).
const WRITE_ADDRESS_IMMEDIATE: i64 = 1;
const WRITE_VALUE_IMMEDIATE: i64 = 2;

/// Nothing to point at: the lowering's program has no sources.
const NOWHERE: Loc = Loc {
    file: 0,
    span: dialect::ir::Span { start: 0, end: 0 },
};

/// A step of the program's [`Builder`] for `op`: its failure is a bug of the
/// lowering (the language's structure is the lowering's to keep).
fn built(ir: &Ir, op: OpId, step: Result<(), AsmDiagnostic>) -> Res<()> {
    step.map_err(|d| {
        err(
            ir,
            op,
            format!(
                "internal error: the control code is malformed: {}",
                d.diagnostic.message
            ),
        )
    })
}

/// The operands of one instruction op as the fields of its ISA operation:
/// each checked against its field, names as references.
struct Operands<'a, 'b> {
    ir: &'a Ir,
    op: OpId,
    isa: &'static Op,
    b: &'b mut Builder,
    refs: Vec<(u8, Target, Loc)>,
}

impl Operands<'_, '_> {
    /// Asm operand `k` of the operation: its byte offset and field.
    fn field(&self, k: usize) -> Res<(u8, &'static Field)> {
        self.isa
            .layout()
            .filter(|(_, f)| f.kind.in_asm())
            .nth(k)
            .and_then(|(offset, f)| Some((u8::try_from(offset).ok()?, f)))
            .ok_or_else(|| {
                err(
                    self.ir,
                    self.op,
                    format!("{} has no operand {k}", self.isa.mnemonic),
                )
            })
    }

    /// Operand `k`, the constant `v`, checked against its field, as the
    /// type of the field.
    fn int<T: TryFrom<u32>>(&mut self, k: usize, v: i64) -> Res<T> {
        let (_, field) = self.field(k)?;
        let bits = operand_in_field(self.ir, self.op, self.isa, field, v)?;
        fit(self.ir, self.op, field.name, bits)
    }

    /// Operand `k`, a value: the runtime-sequence argument `arg` (the symbol
    /// `arg<n>`, which the ELF's loader fills in: 0 here), else `v`.
    fn value(&mut self, k: usize, arg: Option<i64>, v: i64) -> Res<u32> {
        let Some(n) = arg else {
            return self.int(k, v);
        };
        let (offset, _) = self.field(k)?;
        let name = self.b.names().intern(&format!("{ARG_SYMBOL}{n}"));
        self.refs.push((offset, Target::Symbol(name), NOWHERE));
        Ok(0)
    }

    /// Operand `k`, `@name`: a data label, group or pad by its field (0 here).
    fn label(&mut self, k: usize, name: &str) -> Res<u16> {
        let (offset, field) = self.field(k)?;
        let name = self.b.names().intern(asm_label(self.ir, self.op, name)?);
        self.refs
            .extend(program::target(field.kind, name, true).map(|t| (offset, t, NOWHERE)));
        Ok(0)
    }

    /// APPLY_OFFSET_57's argument slot `v` (operand 2): as mlir-aie writes
    /// it, which names the relocation.
    fn slot(&mut self, v: i64) -> Res<u16> {
        let v = self.int(2, v)?;
        let (offset, _) = self.field(2)?;
        let slot = self.b.names().intern(&format!("0x{v:04x}"));
        self.refs.push((offset, Target::Slot(slot), NOWHERE));
        Ok(v)
    }
}

/// Instruction op `op` of device `dev` as a typed instruction with its
/// references, added to the job being built. Operands are checked in field
/// order; a checked value fits its field, and so the type that holds the
/// field.
fn instruction(ir: &Ir, dev: &Dev, op: OpId, b: &mut Builder) -> Res<()> {
    let mut o = Operands {
        ir,
        op,
        isa: Opcode::Nop.op(),
        b,
        refs: Vec::new(),
    };
    let instr = match ir.kind(op) {
        Some(OpKind::CertWrite32) => {
            o.isa = Opcode::Write32.op();
            let w = CertWrite32::wrap(op);
            Instr::Write32(Write32 {
                address: o.int(0, w.address(ir))?,
                value: o.value(1, w.arg(ir), w.value(ir))?,
            })
        }
        // A write32 of a constant value that the program-form lowering kept
        // (`lower::FOR_PROGRAM`): the WRITE_32 its cert op would be, of the
        // low 32 bits of its array address and value.
        Some(OpKind::NpuWrite32) => {
            o.isa = Opcode::Write32.op();
            let value = NpuWrite32::wrap(op).value(ir).unwrap_or_default();
            Instr::Write32(Write32 {
                address: o.int(0, i64::from(low32(address(ir, dev, op))))?,
                value: o.int(1, i64::from(low32(value)))?,
            })
        }
        Some(OpKind::CertMaskwrite32) => {
            o.isa = Opcode::MaskWrite32.op();
            let w = CertMaskwrite32::wrap(op);
            Instr::MaskWrite32(MaskWrite32 {
                address: o.int(0, w.address(ir))?,
                mask: o.int(1, w.mask(ir))?,
                value: o.value(2, w.arg(ir), w.value(ir))?,
            })
        }
        Some(OpKind::CertMaskpoll32) => {
            o.isa = Opcode::MaskPoll32.op();
            let p = CertMaskpoll32::wrap(op);
            Instr::MaskPoll32(MaskPoll32 {
                address: o.int(0, p.address(ir))?,
                mask: o.int(1, p.mask(ir))?,
                value: o.int(2, p.value(ir))?,
            })
        }
        Some(OpKind::CertRelAcqSync) => {
            o.isa = Opcode::RelAcqSync.op();
            let r = CertRelAcqSync::wrap(op);
            Instr::RelAcqSync(RelAcqSync {
                rel_address: o.int(0, r.rel_address(ir))?,
                acq_address: o.int(1, r.acq_address(ir))?,
            })
        }
        Some(OpKind::CertWrite32D) => {
            o.isa = Opcode::Write32D.op();
            let w = CertWrite32D::wrap(op);
            if let Some(e) = super::verify::write32_d_registers(ir, w).into_iter().next() {
                return Err(e);
            }
            let immediate = |is_reg: bool, flag: i64| if is_reg { 0 } else { flag };
            let flags = immediate(w.address_is_reg(ir), WRITE_ADDRESS_IMMEDIATE)
                | immediate(w.value_is_reg(ir), WRITE_VALUE_IMMEDIATE);
            Instr::Write32D(Write32D {
                flags: o.int(0, flags)?,
                address: o.int(1, w.address(ir))?,
                value: o.int(2, w.value(ir))?,
            })
        }
        Some(OpKind::CertUcDmaWriteDes) => {
            o.isa = Opcode::UcDmaWriteDes.op();
            let d = CertUcDmaWriteDes::wrap(op);
            Instr::UcDmaWriteDes(UcDmaWriteDes {
                wait_handle: o.int(0, d.wait_handle(ir))?,
                descriptor_ptr: o.label(1, d.symbol(ir))?,
            })
        }
        Some(OpKind::CertWaitUcDma) => {
            o.isa = Opcode::WaitUcDma.op();
            Instr::WaitUcDma(WaitUcDma {
                wait_handle: o.int(0, CertWaitUcDma::wrap(op).wait_handle(ir))?,
            })
        }
        Some(OpKind::CertRead32) => {
            o.isa = Opcode::Read32.op();
            let r = CertRead32::wrap(op);
            Instr::Read32(Read32 {
                value: o.int(0, r.value(ir))?,
                address: o.int(1, r.address(ir))?,
            })
        }
        Some(OpKind::CertRead32D) => {
            o.isa = Opcode::Read32D.op();
            let r = CertRead32D::wrap(op);
            Instr::Read32D(Read32D {
                address: o.int(0, r.address(ir))?,
                value: o.int(1, r.value(ir))?,
            })
        }
        Some(OpKind::CertYield) => Instr::Yield(Yield {}),
        Some(OpKind::CertPoll32) => {
            o.isa = Opcode::Poll32.op();
            let p = CertPoll32::wrap(op);
            Instr::Poll32(Poll32 {
                address: o.int(0, p.address(ir))?,
                value: o.int(1, p.value(ir))?,
            })
        }
        Some(OpKind::CertSleep) => {
            o.isa = Opcode::Sleep.op();
            Instr::Sleep(Sleep {
                target: o.int(0, CertSleep::wrap(op).target(ir))?,
            })
        }
        Some(OpKind::CertSaveTimestamps) => {
            o.isa = Opcode::SaveTimestamps.op();
            Instr::SaveTimestamps(SaveTimestamps {
                unq_id: o.int(0, CertSaveTimestamps::wrap(op).unq_id(ir))?,
            })
        }
        Some(OpKind::CertSaveRegister) => {
            o.isa = Opcode::SaveRegister.op();
            let r = CertSaveRegister::wrap(op);
            Instr::SaveRegister(SaveRegister {
                address: o.int(0, r.address(ir))?,
                unq_id: o.int(1, r.unq_id(ir))?,
            })
        }
        Some(OpKind::CertMov) => {
            o.isa = Opcode::Mov.op();
            let m = CertMov::wrap(op);
            Instr::Mov(Mov {
                dest: o.int(0, m.dest(ir))?,
                value: o.value(1, m.arg(ir), m.value(ir))?,
            })
        }
        Some(OpKind::CertAdd) => {
            o.isa = Opcode::Add.op();
            let a = CertAdd::wrap(op);
            Instr::Add(Add {
                dest: o.int(0, a.dest(ir))?,
                value: o.value(1, a.arg(ir), a.value(ir))?,
            })
        }
        Some(OpKind::CertCreateScratchpad) => {
            o.isa = Opcode::CreateScratchpad.op();
            let c = CertCreateScratchpad::wrap(op);
            Instr::CreateScratchpad(CreateScratchpad {
                usage_type: o.int(0, c.usage_type(ir))?,
                size: o.int(1, c.size(ir))?,
            })
        }
        Some(OpKind::CertUpdateReg) => {
            o.isa = Opcode::UpdateReg.op();
            let u = CertUpdateReg::wrap(op);
            let func = u.func(ir).unwrap_or(StateTableFunc::Incr).value();
            Instr::UpdateReg(UpdateReg {
                state_table_idx: o.int(0, u.state_table_idx(ir))?,
                func: o.int(1, func)?,
                func_arg: o.int(2, u.func_arg(ir))?,
                address: o.int(3, u.address(ir))?,
            })
        }
        Some(OpKind::CertUcDmaWriteDesSync) => {
            o.isa = Opcode::UcDmaWriteDesSync.op();
            let sync = CertUcDmaWriteDesSync::wrap(op);
            Instr::UcDmaWriteDesSync(UcDmaWriteDesSync {
                descriptor_ptr: o.label(0, sync.symbol(ir))?,
            })
        }
        Some(OpKind::CertWaitTcts) => {
            o.isa = Opcode::WaitTcts.op();
            let w = CertWaitTcts::wrap(op);
            Instr::WaitTcts(WaitTcts {
                tile_id: o.int(0, w.tile_id(ir))?,
                actor_id: o.int(1, w.channel_id(ir))?,
                target_tcts: o.int(2, w.target_tcts(ir))?,
            })
        }
        Some(OpKind::CertApplyOffset57) => {
            o.isa = Opcode::ApplyOffset57.op();
            let a = CertApplyOffset57::wrap(op);
            // i16 attributes holding the 16-bit fields (0xFFFF is -1).
            let bits = |v: i64| v & 0xFFFF;
            let instr = ApplyOffset57 {
                table_ptr: o.label(0, a.symbol(ir))?,
                num_entries: o.int(1, bits(a.num_entries(ir)))?,
                offset: o.slot(bits(a.offset(ir)))?,
            };
            if let Some(pad) = a.pad(ir) {
                o.label(3, pad)?;
            }
            Instr::ApplyOffset57(instr)
        }
        Some(OpKind::CertLocalBarrier) => {
            o.isa = Opcode::LocalBarrier.op();
            let l = CertLocalBarrier::wrap(op);
            Instr::LocalBarrier(LocalBarrier {
                local_barrier_id: o.int(0, l.local_barrier_id(ir))?,
                num_participants: o.int(1, l.num_participants(ir))?,
            })
        }
        Some(OpKind::CertRemoteBarrier) => {
            o.isa = Opcode::RemoteBarrier.op();
            let r = CertRemoteBarrier::wrap(op);
            // An i32 attribute holding the 32-bit mask (all parties is -1);
            // `$rbN` is encoded N + 1.
            let mask = r.party_mask(ir) & 0xFFFF_FFFF;
            Instr::RemoteBarrier(RemoteBarrier {
                remote_barrier_id: o.int::<u8>(0, r.remote_barrier_id(ir))? + 1,
                party_mask: o.int(1, mask)?,
            })
        }
        Some(OpKind::CertLoadPdi) => {
            o.isa = Opcode::LoadPdi.op();
            let l = CertLoadPdi::wrap(op);
            Instr::LoadPdi(LoadPdi {
                pdi_id: o.int(0, l.pdi_id(ir))?,
                pdi_host_addr_offset: o.label(1, l.symbol(ir))?,
            })
        }
        Some(OpKind::CertPreempt) => {
            o.isa = Opcode::Preempt.op();
            let p = CertPreempt::wrap(op);
            Instr::Preempt(Preempt {
                id: o.int(0, p.id(ir))?,
                save_control_code_offset: o.label(1, p.save_section(ir))?,
                restore_control_code_offset: o.label(2, p.restore_section(ir))?,
            })
        }
        Some(OpKind::CertNop) => Instr::Nop(Nop {}),
        // The constants of ops left in the job configure nothing.
        Some(OpKind::ArithConstant) => return Ok(()),
        _ => return Err(err(ir, op, "Unsupported operation in CertJobOp").with_help(
            "--aie-npu-to-cert leaves an op it has no CERT form for in its job: lower it first (--aie-dma-to-npu lowers DMA ops, rtp_write and lock sets to register writes)",
        )),
    };
    let Operands { refs, b, .. } = o;
    built(ir, op, b.instr(&instr, &refs, |_| None, NOWHERE))
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
        Ok(bits) if bits <= max => fit(ir, op, name, bits),
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

/// A unit of control code a column runs in order: a page, or a job
/// outside pages (on a page of its own).
#[derive(Clone, Copy)]
enum Unit {
    Page(CertPage),
    Job(CertJob),
}

/// The control code directly in a device, column group or section: its
/// pages and the jobs outside pages in IR order (the order they run in,
/// mlir-aie's emission order since its multi-uC work: never by job id),
/// and its sections.
#[derive(Default)]
struct Code {
    units: Vec<Unit>,
    sections: Vec<CertSection>,
}

impl Code {
    fn of(ir: &Ir, ops: impl Iterator<Item = OpId>) -> Code {
        let mut code = Code::default();
        code.add(ir, ops);
        code
    }

    /// The code of `ops` after the code already there.
    fn add(&mut self, ir: &Ir, ops: impl Iterator<Item = OpId>) {
        for op in ops {
            match ir.kind(op) {
                Some(OpKind::CertPage) => self.units.push(Unit::Page(CertPage::wrap(op))),
                Some(OpKind::CertJob) => self.units.push(Unit::Job(CertJob::wrap(op))),
                Some(OpKind::CertSection) => self.sections.push(CertSection::wrap(op)),
                _ => {}
            }
        }
    }

    fn is_empty(&self) -> bool {
        self.units.is_empty() && self.sections.is_empty()
    }

    /// The jobs of `units`, in order.
    fn jobs_of(ir: &Ir, units: &[Unit]) -> Vec<CertJob> {
        units
            .iter()
            .flat_map(|u| match *u {
                Unit::Page(p) => ir.views::<CertJob>(ir.children(p.op())).collect(),
                Unit::Job(j) => vec![j],
            })
            .collect()
    }

    /// Every job: of the units and of the sections.
    fn all_jobs(&self, ir: &Ir) -> Vec<CertJob> {
        let mut out = Code::jobs_of(ir, &self.units);
        for s in &self.sections {
            out.extend(Code::jobs_of(ir, &Code::of(ir, ir.children(s.op())).units));
        }
        out
    }

    /// The units in order, each page's jobs then its end-of-page mark, each
    /// job outside pages on a page of its own (`at`: the op they are in).
    fn code(&self, ir: &Ir, dev: &Dev, at: OpId, b: &mut Builder) -> Res<()> {
        for unit in &self.units {
            match *unit {
                Unit::Page(page) => {
                    jobs(ir, dev, ir.views(ir.children(page.op())).collect(), b)?;
                    built(ir, page.op(), b.eop(NOWHERE))?;
                }
                Unit::Job(job) => {
                    jobs(ir, dev, vec![job], b)?;
                    built(ir, at, b.eop(NOWHERE))?;
                }
            }
        }
        Ok(())
    }
}

/// `START_JOB id` … `END_JOB` of each job, in order.
fn jobs(ir: &Ir, dev: &Dev, jobs: Vec<CertJob>, b: &mut Builder) -> Res<()> {
    let start = Opcode::StartJob.op();
    let Some(id_field) = start.asm_fields().next() else {
        return Ok(());
    };
    for job in jobs {
        let id = operand_in_field(ir, job.op(), start, id_field, job.job_id(ir))?;
        let open = Instr::StartJob(StartJob {
            job_id: fit(ir, job.op(), "job id", id)?,
            jobsize: 0,
        });
        built(ir, job.op(), b.instr(&open, &[], |_| None, NOWHERE))?;
        if let Some(body) = ir.entry_block(job.op(), 0) {
            for op in ir.ops_in(body) {
                instruction(ir, dev, op, b)?;
            }
        }
        built(
            ir,
            job.op(),
            b.instr(&Instr::EndJob(EndJob {}), &[], |_| None, NOWHERE),
        )?;
    }
    Ok(())
}

/// The uC-DMA chain `chain`; the globals its BDs point at join `data`
/// (once each, in order); a chain a job starts (`used`) has BDs.
fn chain<'a>(
    ir: &'a Ir,
    syms: &Symbols,
    chain: CertUcDmaChain,
    data: &mut Vec<(&'a str, OpId)>,
    b: &mut Builder,
    used: bool,
) -> Res<()> {
    let name = asm_label(ir, chain.op(), chain.sym_name(ir).unwrap_or_default())?;
    built(ir, chain.op(), b.chain_label(name, NOWHERE))?;
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
        let address = low32(bd.local_address(ir));
        let max = UcDmaBd::LENGTH;
        let length = in_field(
            ir,
            bd.op(),
            "length",
            bd.length(ir),
            u64::from(max),
            format_args!("it is the {}-bit length of UC_DMA_BD", max.count_ones()),
        )?;
        let descriptor = Bd {
            remote_hi: 0,
            remote_lo: address,
            local: b.names().intern(global),
            length,
            external: false,
            next: bd.next_bd(ir),
            loc: NOWHERE,
        };
        built(ir, bd.op(), b.bd(descriptor, NOWHERE, NOWHERE))?;
        if !data.iter().any(|&(g, _)| g == global) {
            if syms.global_words(ir, global).is_none() {
                let found = syms.get(global).is_some();
                return Err(err(
                    ir,
                    bd.op(),
                    if found {
                        "Global symbol initial value is not a dense int array"
                    } else {
                        "Global symbol not found"
                    },
                ));
            }
            data.push((global, bd.op()));
        }
    }
    Ok(())
}

/// The data label of global `name`, with its words (`op`: the BD that
/// copies it).
fn global(ir: &Ir, syms: &Symbols, name: &str, op: OpId, b: &mut Builder) -> Res<()> {
    built(ir, op, b.label(name, NOWHERE))?;
    for w in syms.global_words(ir, name).unwrap_or_default() {
        built(ir, op, b.words(".long", &[w], NOWHERE))?;
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

/// The typed program of the cert ops (of the device holding them, else the
/// first device), with the module's note. Code directly in the device goes
/// to column 0; each `attach_to_group` is a column with its code and the
/// uC-DMA chains (and data) its jobs use. The sections of a column follow
/// its data, section by section, as text-label groups.
pub fn build(ir: &Ir) -> Res<Program> {
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
    // Column 0 holds the code directly in the device and that of every
    // attach_to_group(0), in IR order (one uC-0 stream); the code of the
    // groups with another id follows by id, each id one column.
    let mut columns: Vec<(Option<CertAttachToGroup>, Code)> = vec![(None, Code::default())];
    let mut by_id: std::collections::BTreeMap<i64, (CertAttachToGroup, Code)> = Default::default();
    for op in top() {
        match ir.view::<CertAttachToGroup>(op) {
            Some(group) if group.group_id(ir) == 0 => {
                columns[0].0.get_or_insert(group);
                columns[0].1.add(ir, ir.children(op));
            }
            Some(group) => by_id
                .entry(group.group_id(ir))
                .or_insert_with(|| (group, Code::default()))
                .1
                .add(ir, ir.children(op)),
            None => columns[0].1.add(ir, std::iter::once(op)),
        }
    }
    columns.extend(by_id.into_values().map(|(g, code)| (Some(g), code)));
    let all_jobs: Vec<Vec<CertJob>> = columns.iter().map(|(_, c)| c.all_jobs(ir)).collect();
    // Each chain goes to the column whose jobs start it (column 0 if none).
    let mut chain_column = HashMap::new();
    for (i, jobs) in all_jobs.iter().enumerate() {
        for job in jobs {
            let syncs = ir
                .walk_views::<CertUcDmaWriteDesSync>(job.op())
                .map(|s| s.symbol(ir));
            let asyncs = ir
                .walk_views::<CertUcDmaWriteDes>(job.op())
                .map(|s| s.symbol(ir));
            for chain in syncs.chain(asyncs) {
                chain_column.entry(chain.to_string()).or_insert(i);
            }
        }
    }
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
    let mut b = Builder::new();
    b.describe(super::lower::note(ir), Some(dev.model.columns));
    for (i, ((group, code), jobs_of)) in columns.into_iter().zip(all_jobs).enumerate() {
        if i == 0 && unused_first {
            continue;
        }
        let (column, at) = match group {
            Some(g) if i > 0 => {
                let columns = u64::from(dev.model.columns);
                let help = format!(
                    "a group is a column: {} has columns 0 to {}",
                    dev.model.name,
                    columns - 1
                );
                let id = in_field(ir, g.op(), "group_id", g.group_id(ir), columns - 1, &help)?;
                (id, g.op())
            }
            _ => (0, dev.op),
        };
        built(ir, at, b.select(column, NOWHERE))?;
        shim_tables(ir, &syms, &jobs_of)?;
        loaded_sections(ir, &code.sections, &jobs_of)?;
        pads(ir, &syms, &jobs_of, &mut b)?;
        code.code(ir, &dev, at, &mut b)?;
        built(ir, at, b.eof(NOWHERE))?;
        let mut data = Vec::new();
        for &(c, name) in &chains {
            if chain_column.get(name).copied().unwrap_or(0) == i {
                let used = chain_column.contains_key(name);
                chain(ir, &syms, c, &mut data, &mut b, used)?;
            }
        }
        patched_tables(ir, &syms, &jobs_of, &mut data)?;
        for (name, op) in data {
            global(ir, &syms, name, op, &mut b)?;
        }
        for section in &code.sections {
            section_code(ir, &dev, *section, &mut b)?;
        }
    }
    b.finish().map_err(|d| {
        err(
            ir,
            dev.op,
            format!(
                "internal error: the control code is malformed: {}",
                d.diagnostic.message
            ),
        )
    })
}

/// `aie-translate --aie-cert-to-asm`: the assembly text of the program of
/// the cert ops ([`build`]), without the note.
pub fn asm(ir: &Ir) -> Res<String> {
    let mut program = build(ir)?;
    program.note = None;
    Ok(program::print(&program))
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
            // num_entries: the second asm operand.
            let bds = match isa.asm_fields().nth(1) {
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

/// The shim BD tables the APPLY_OFFSET_57s of `jobs` patch that no chain
/// copies (so not in `data` yet): their data labels go with the column's
/// data all the same, as the instruction names them.
fn patched_tables<'a>(
    ir: &'a Ir,
    syms: &Symbols,
    jobs: &[CertJob],
    data: &mut Vec<(&'a str, OpId)>,
) -> Res<()> {
    for job in jobs {
        for a in ir.walk_views::<CertApplyOffset57>(job.op()) {
            let table = asm_label(ir, a.op(), a.symbol(ir))?;
            if syms.global_words(ir, table).is_some() && !data.iter().any(|&(g, _)| g == table) {
                data.push((table, a.op()));
            }
        }
    }
    Ok(())
}

/// The pads (`.setpad NAME` and its `.long` words, an aiec extension) of
/// the globals that APPLY_OFFSET_57s of `jobs` patch in: the words of the
/// column's control packets.
fn pads(ir: &Ir, syms: &Symbols, jobs: &[CertJob], b: &mut Builder) -> Res<()> {
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
            let bytes = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            built(ir, a.op(), b.pad(pad, bytes, false, NOWHERE))?;
        }
    }
    Ok(())
}

/// Section `section` as a text-label group: its label, its code, EOF and
/// `.endl`.
fn section_code(ir: &Ir, dev: &Dev, section: CertSection, b: &mut Builder) -> Res<()> {
    let op = section.op();
    let l = asm_label(ir, op, section.sym_name(ir))?;
    built(ir, op, b.section(false, NOWHERE))?;
    built(ir, op, b.label(l, NOWHERE))?;
    Code::of(ir, ir.children(op)).code(ir, dev, op, b)?;
    built(ir, op, b.eof(NOWHERE))?;
    built(ir, op, b.endl(l, NOWHERE))
}
