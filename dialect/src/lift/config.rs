//! Reading the register writes: the jobs split into configuration and
//! runtime, the configuration run statically into writes, the device chosen,
//! the writes applied to a register image.

use aie_target::cert::elf::argument_of_symbol;
use aie_target::cert::elf::AiecNote;
use aie_target::cert::encoding::{UcDmaWriteDes, UcDmaWriteDesSync};
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

/// Instruction `i` at body offset `at` with each operand replaced by 1 +
/// the index in the returned list of the relocation symbol its bytes carry
/// (0: none), and the symbols: a typed view of which operands the ELF's
/// loader fills in.
pub(super) fn symbol_view<'p>(page: &'p Page, at: usize, i: &Instr) -> (Instr, Vec<&'p str>) {
    let symbols: Vec<(usize, &str)> = page.symbols_of(at, i).map(|(k, _, s)| (k, s)).collect();
    let view = i.map_values(|k, _| {
        symbols
            .iter()
            .position(|&(o, _)| o == k)
            .map_or(0, |n| n as u32 + 1)
    });
    (view, symbols.into_iter().map(|(_, s)| s).collect())
}

/// Warnings for the operands of the instruction at body offset `at` that
/// are relocation symbols: the lift reads them as 0, except the value of
/// `lifted` (the operand the runtime sequence takes an argument for) where
/// its symbol names an argument.
pub(super) fn symbolic_operands(
    page: &Page,
    at: usize,
    instr: &Instr,
    lifted: fn(&Instr) -> Option<u32>,
    warnings: &mut Vec<String>,
) {
    let (view, symbols) = symbol_view(page, at, instr);
    let taken = lifted(&view).and_then(|n| symbols.get((n as usize).checked_sub(1)?));
    for (_, field, s) in page.symbols_of(at, instr) {
        if taken == Some(&s) && argument_of_symbol(s).is_some() {
            continue;
        }
        warnings.push(format!(
            "{}: {} {} is the symbol '{s}', known only when the ELF is loaded; lifted as 0",
            place(page, at),
            instr.op().mnemonic,
            field.name
        ));
    }
}

/// No operand is lifted as an argument (configuration jobs).
fn no_operand(_: &Instr) -> Option<u32> {
    None
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
        symbolic_operands(page, *at, i, no_operand, warnings);
        match i {
            Instr::Write32(w) => writes.push(Write::Word(w.address.into(), w.value)),
            Instr::MaskWrite32(w) => writes.push(Write::Mask(w.address.into(), w.mask, w.value)),
            Instr::UcDmaWriteDes(UcDmaWriteDes { descriptor_ptr, .. })
            | Instr::UcDmaWriteDesSync(UcDmaWriteDesSync { descriptor_ptr }) => {
                let chain = page
                    .uc_dma_chain(usize::from(*descriptor_ptr))
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
            Instr::ApplyOffset57(_) => warnings.push(format!(
                "{}: APPLY_OFFSET_57 in a configuration job adds a host address known only at run time; the BD keeps the offset its data holds",
                place(page, *at)
            )),
            i if CONTROL_FLOW.contains(&i.opcode()) => {}
            _ => warnings.push(format!(
                "{}: {} is not run by the lift (only WRITE_32, MASK_WRITE_32 and uC-DMA block writes configure)",
                place(page, *at),
                i.op().mnemonic
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
