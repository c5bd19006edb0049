//! A page's jobs compiled once into [`Code`]: one small enum value per
//! instruction, so that the scheduler's inner loop never looks at
//! mnemonics or field names.

use aie_target::cert::encoding::Instr;
use aie_target::cert::isa::Opcode;
use aie_target::cert::loader::{Job, Page};

/// One instruction of a job, ready to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Code {
    /// WRITE_32.
    Write {
        addr: u32,
        value: u32,
    },
    /// MASK_WRITE_32.
    MaskWrite {
        addr: u32,
        mask: u32,
        value: u32,
    },
    /// WRITE_32_D (`flags` bit 0: address immediate, bit 1: value immediate).
    WriteD {
        flags: u32,
        addr: u32,
        value: u32,
    },
    /// READ_32.
    Read {
        dest: u8,
        addr: u32,
    },
    /// READ_32_D.
    ReadD {
        addr: u8,
        dest: u8,
    },
    Add {
        dest: u8,
        value: u32,
    },
    Mov {
        dest: u8,
        value: u32,
    },
    /// UC_DMA_WRITE_DES (`handle` = the register) or, without a handle,
    /// UC_DMA_WRITE_DES_SYNC.
    UcDma {
        handle: Option<u8>,
        chain: u32,
    },
    WaitUcDma {
        reg: u8,
    },
    WaitTcts {
        tile: u32,
        actor: u32,
        target: u32,
    },
    LocalBarrier {
        id: u32,
        participants: u32,
    },
    RemoteBarrier {
        id: u32,
        mask: u32,
    },
    /// POLL_32 (mask all ones) and MASK_POLL_32.
    Poll {
        addr: u32,
        mask: u32,
        value: u32,
    },
    ApplyOffset {
        table: u32,
        entries: u32,
        offset: u32,
    },
    Launch {
        job: u32,
    },
    Yield,
    /// NOP and TRACE.
    Nop,
    Sleep {
        us: u32,
    },
    SaveTimestamps {
        id: u32,
    },
    SaveRegister {
        addr: u32,
        id: u32,
    },
    /// LOAD_PDI (`cores` false) and LOAD_CORES (`cores` true).
    Load {
        cores: bool,
        id: u32,
        page: u32,
    },
    LoadLastPdi,
    Preempt,
    End,
    /// An instruction the loader of the ELF would complete (a symbolic
    /// operand), or one that never reaches a job runner.
    Unsupported {
        what: String,
    },
}

/// A job compiled: its code and the body offset of each instruction.
#[derive(Clone, Debug)]
pub(crate) struct JobCode {
    pub id: u32,
    pub deferred: bool,
    pub code: Vec<Code>,
    pub at: Vec<usize>,
    pub mnemonics: Vec<&'static str>,
}

/// The value of a relocation symbol, as the ELF's loader gives it: a
/// runtime-sequence argument's (`arg<n>`), `None` for one it has not.
pub(crate) type Symbols<'a> = &'a dyn Fn(&str) -> Option<u32>;

/// Compiles the jobs of `page`, with its symbolic operands' values.
pub(crate) fn compile_page(page: &Page, symbols: Symbols) -> Vec<JobCode> {
    page.jobs
        .iter()
        .map(|j| compile_job(page, j, symbols))
        .collect()
}

fn compile_job(page: &Page, job: &Job, symbols: Symbols) -> JobCode {
    let mut out = JobCode {
        id: job.id,
        deferred: job.deferred,
        code: Vec::with_capacity(job.instrs.len()),
        at: Vec::with_capacity(job.instrs.len()),
        mnemonics: Vec::with_capacity(job.instrs.len()),
    };
    // Skip the START_JOB; the END_JOB is part of the code.
    for (at, instr) in job.instrs.iter().skip(1) {
        out.code.push(compile(page, *at, instr, symbols));
        out.at.push(*at);
        out.mnemonics.push(instr.op.mnemonic);
    }
    if out.code.is_empty() {
        out.code.push(Code::End);
        out.at.push(0);
        out.mnemonics.push(Opcode::EndJob.op().mnemonic);
    }
    out
}

fn compile(page: &Page, at: usize, instr: &Instr, symbols: Symbols) -> Code {
    // A symbolic operand holds 0 until the ELF's loader puts its value in.
    let mut loaded: Vec<(&str, u32)> = Vec::new();
    for (offset, field) in instr.op.value_fields() {
        if let Some(symbol) = page.symbols.get(&(at + offset)) {
            let Some(v) = symbols(symbol) else {
                return Code::Unsupported {
                    what: format!(
                        "{} operand '{}' is the symbol '{symbol}', whose value the run was not given",
                        instr.op.mnemonic, field.name
                    ),
                };
            };
            loaded.push((field.name, v));
        }
    }
    let get = |name: &str| {
        let symbolic = loaded.iter().find(|(f, _)| *f == name).map(|&(_, v)| v);
        symbolic.unwrap_or_else(|| instr.get(name).unwrap_or(0))
    };
    let reg = |name: &str| get(name) as u8;
    match instr.op.opcode {
        Opcode::Write32 => Code::Write {
            addr: get("address"),
            value: get("value"),
        },
        Opcode::MaskWrite32 => Code::MaskWrite {
            addr: get("address"),
            mask: get("mask"),
            value: get("value"),
        },
        Opcode::Write32D => Code::WriteD {
            flags: get("flags"),
            addr: get("address"),
            value: get("value"),
        },
        Opcode::Read32 => Code::Read {
            dest: reg("value"),
            addr: get("address"),
        },
        Opcode::Read32D => Code::ReadD {
            addr: reg("address"),
            dest: reg("value"),
        },
        Opcode::Add => Code::Add {
            dest: reg("dest"),
            value: get("value"),
        },
        Opcode::Mov => Code::Mov {
            dest: reg("dest"),
            value: get("value"),
        },
        Opcode::UcDmaWriteDes => Code::UcDma {
            handle: Some(reg("wait_handle")),
            chain: get("descriptor_ptr"),
        },
        Opcode::UcDmaWriteDesSync => Code::UcDma {
            handle: None,
            chain: get("descriptor_ptr"),
        },
        Opcode::WaitUcDma => Code::WaitUcDma {
            reg: reg("wait_handle"),
        },
        Opcode::WaitTcts => Code::WaitTcts {
            tile: get("tile_id"),
            actor: get("actor_id"),
            target: get("target_tcts"),
        },
        Opcode::LocalBarrier => Code::LocalBarrier {
            id: get("local_barrier_id"),
            participants: get("num_participants"),
        },
        Opcode::RemoteBarrier => Code::RemoteBarrier {
            id: get("remote_barrier_id"),
            mask: get("party_mask"),
        },
        Opcode::Poll32 => Code::Poll {
            addr: get("address"),
            mask: u32::MAX,
            value: get("value"),
        },
        Opcode::MaskPoll32 => Code::Poll {
            addr: get("address"),
            mask: get("mask"),
            value: get("value"),
        },
        Opcode::ApplyOffset57 => Code::ApplyOffset {
            table: get("table_ptr"),
            entries: get("num_entries"),
            offset: get("offset"),
        },
        Opcode::LaunchJob => Code::Launch { job: get("job_id") },
        Opcode::Yield => Code::Yield,
        Opcode::Nop | Opcode::Trace => Code::Nop,
        Opcode::Sleep => Code::Sleep { us: get("target") },
        Opcode::SaveTimestamps => Code::SaveTimestamps { id: get("unq_id") },
        Opcode::SaveRegister => Code::SaveRegister {
            addr: get("address"),
            id: get("unq_id"),
        },
        Opcode::LoadPdi => Code::Load {
            cores: false,
            id: get("pdi_id"),
            page: get("pdi_host_addr_offset"),
        },
        Opcode::LoadCores => Code::Load {
            cores: true,
            id: get("core_elf_id"),
            page: get("core_elf_host_addr_offset"),
        },
        Opcode::LoadLastPdi => Code::LoadLastPdi,
        Opcode::Preempt => Code::Preempt,
        Opcode::EndJob => Code::End,
        // The loader keeps these out of a job body.
        Opcode::StartJob | Opcode::StartJobDeferred | Opcode::Eof => Code::Unsupported {
            what: format!("{} inside a job", instr.op.mnemonic),
        },
    }
}
