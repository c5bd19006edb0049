//! Reading the register writes: the jobs split into configuration and
//! runtime, the configuration run statically into writes, the device chosen,
//! the writes applied to a register image.

use aie_target::cert::elf::argument_of_symbol;
use aie_target::cert::elf::AiecNote;
use aie_target::cert::loader::{Job, Page, Program};
use aie_target::cert::{Instr, Opcode};
use aie_target::device::{self, Device};
use aie_target::regs::image::Image;

/// One write of a configuration job (array addresses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Write {
    Word(u64, u32),
    Mask(u64, u32, u32),
    Block(u64, Vec<u32>),
}

/// The jobs of a program: the writes of the configuration, in program
/// order, and the runtime jobs with their pages.
pub(super) struct Jobs<'a> {
    pub writes: Vec<Write>,
    pub runtime: Vec<(&'a Page, &'a Job)>,
}

static EMPTY: Vec<u32> = Vec::new();

/// Runs the configuration jobs (per the note; all jobs without one) and
/// keeps the others as the runtime.
pub(super) fn split<'a>(
    program: &'a Program,
    note: Option<&AiecNote>,
    warnings: &mut Vec<String>,
) -> Result<Jobs<'a>, String> {
    let mut jobs = Jobs {
        writes: Vec::new(),
        runtime: Vec::new(),
    };
    for column in &program.columns {
        let config: Option<&Vec<u32>> = note.map(|n| {
            n.config_jobs
                .iter()
                .find(|(c, _)| *c == column.index)
                .map_or(&EMPTY, |(_, jobs)| jobs)
        });
        for (page, job) in column.jobs() {
            if config.is_none_or(|ids| ids.contains(&job.id)) {
                run_statically(page, job, &mut jobs.writes, warnings)?;
            } else {
                jobs.runtime.push((page, job));
            }
        }
    }
    Ok(jobs)
}

/// Where an instruction is: `section+0xoffset`.
pub(super) fn place(page: &Page, at: usize) -> String {
    let (section, offset) = page.place(at + aie_target::cert::format::HEADER_SIZE);
    format!("{section}+0x{offset:x}")
}

/// Warnings for the operands of the instruction at body offset `at` that
/// are relocation symbols: the lift reads them as 0, except values that
/// are arguments where `args_lifted` (the runtime sequence takes them).
pub(super) fn symbolic_operands(
    page: &Page,
    at: usize,
    instr: &Instr,
    args_lifted: bool,
    warnings: &mut Vec<String>,
) {
    for name in ["address", "value", "mask"] {
        let Some((offset, _)) = instr.op.value_fields().find(|(_, f)| f.name == name) else {
            continue;
        };
        let lifted =
            |s: &&String| args_lifted && name == "value" && argument_of_symbol(s).is_some();
        if let Some(s) = page.symbols.get(&(at + offset)).filter(|s| !lifted(s)) {
            warnings.push(format!(
                "{}: {} {name} is the symbol '{s}', known only when the ELF is loaded; lifted as 0",
                place(page, at),
                instr.op.mnemonic
            ));
        }
    }
}

/// Operations that only order or wait: the lift has nothing to do for them.
pub(super) const CONTROL_FLOW: &[Opcode] = &[
    Opcode::StartJob,
    Opcode::StartJobDeferred,
    Opcode::EndJob,
    Opcode::LaunchJob,
    Opcode::WaitUcDma,
    Opcode::WaitTcts,
    Opcode::LocalBarrier,
    Opcode::RemoteBarrier,
    Opcode::Yield,
    Opcode::Nop,
    Opcode::Eof,
];

/// The writes of a configuration job, in program order.
fn run_statically(
    page: &Page,
    job: &Job,
    writes: &mut Vec<Write>,
    warnings: &mut Vec<String>,
) -> Result<(), String> {
    for (at, i) in job.body() {
        let get = |name| i.get(name).unwrap_or(0);
        symbolic_operands(page, *at, i, false, warnings);
        match i.op.opcode {
            Opcode::Write32 => writes.push(Write::Word(get("address").into(), get("value"))),
            Opcode::MaskWrite32 => writes.push(Write::Mask(
                get("address").into(),
                get("mask"),
                get("value"),
            )),
            Opcode::UcDmaWriteDes | Opcode::UcDmaWriteDesSync => {
                let chain = page
                    .uc_dma_chain(get("descriptor_ptr") as usize)
                    .map_err(|e| e.to_string())?;
                for bd in chain {
                    if bd.bd.external {
                        warnings.push(format!(
                            "{}: the uC-DMA BD at body offset 0x{:x} is marked external; its data is read from the page",
                            place(page, *at),
                            bd.at
                        ));
                    }
                    writes.push(Write::Block(bd.bd.remote(), bd.words));
                }
            }
            Opcode::ApplyOffset57 => warnings.push(format!(
                "{}: APPLY_OFFSET_57 in a configuration job adds a host address known only at run time; the BD keeps the offset its data holds",
                place(page, *at)
            )),
            op if CONTROL_FLOW.contains(&op) => {}
            _ => warnings.push(format!(
                "{}: {} is not run by the lift (only WRITE_32, MASK_WRITE_32 and uC-DMA block writes configure)",
                place(page, *at),
                i.op.mnemonic
            )),
        }
    }
    Ok(())
}

/// The note's device; without a note the smallest npu device holding every
/// tile written.
pub(super) fn choose_device(
    note: Option<&AiecNote>,
    writes: &[Write],
) -> Result<&'static Device, String> {
    if let Some(note) = note {
        return device::device(&note.device).ok_or_else(|| {
            format!(
                "the .note.aiec device '{}' is not one aiec knows ({})",
                note.device,
                device::device_names()
            )
        });
    }
    // Tiles written (npu address layout: column << 25 | row << 20).
    let (mut cols, mut rows) = (1, 1);
    for w in writes {
        let (a, n) = match w {
            Write::Word(a, _) | Write::Mask(a, _, _) => (*a, 1),
            Write::Block(a, words) => (*a, words.len().max(1) as u64),
        };
        for addr in [a, a.saturating_add(4 * (n - 1))] {
            if addr >> 32 == 0 {
                let (col, row, _) = device::Arch::Aie2.split_address(addr);
                cols = cols.max(col + 1);
                rows = rows.max(row + 1);
            }
        }
    }
    device::unnamed_program_device(cols, rows).ok_or_else(|| {
            format!(
                "the ELF has no .note.aiec naming its device, and its writes reach column {} row {}, beyond every npu device",
                cols - 1,
                rows - 1
            )
        })
}

/// The register image of `device` after `writes`.
pub(super) fn image(device: &'static Device, writes: &[Write]) -> Image {
    let mut image = Image::new(device);
    for w in writes {
        match w {
            Write::Word(a, v) => image.write(*a, *v),
            Write::Mask(a, m, v) => image.mask_write(*a, *m, *v),
            Write::Block(a, words) => image.block_write(*a, words),
        }
    }
    image
}
