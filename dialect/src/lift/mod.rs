//! The ELF lift (`aiec x.elf --emit=mlir`): a ctrlcode ELF back to an `aie`
//! netlist, built as IR with the op table's typed builders.
//!
//! 1. The ELF is read by the shared loader ([`aie_target::cert::loader`]).
//! 2. Jobs are split by the `.note.aiec` note: per column, the jobs it lists
//!    as configuration write the static configuration; the others are the
//!    runtime sequence. Without the note (hand-written asm) every job is
//!    configuration ([`config`]).
//! 3. The configuration jobs run statically, column by column, page by page,
//!    job by job, in program order: WRITE_32, MASK_WRITE_32 and the uC-DMA
//!    chains of UC_DMA_WRITE_DES(_SYNC) feed a register image
//!    ([`aie_target::regs::image`]); waits, barriers, yields and NOPs are
//!    control flow and do nothing here; any other operation is reported.
//! 4. The image is read back as a netlist ([`netlist`]): tiles, locks (with
//!    the values written), buffers (the memory BDs reach or writes fill, with
//!    initial values; [`buffers`], [`bd`]), DMA programs (a `dma_start` per
//!    channel start, BD chains with locks, dimensions and packet headers;
//!    [`dma`]), switchboxes (circuit connects, packet masters and rules) and
//!    shim muxes ([`switchbox`]), cascades and cores ([`core`]).
//! 5. The runtime jobs become an `aie.runtime_sequence` of `aiex.npu` ops
//!    with the note's argument types ([`runtime`]): block writes (with the
//!    `address_patch` of each APPLY_OFFSET_57), write32, maskwrite32 and
//!    sync (from WAIT_TCTS).
//! 6. The IR is verified; an error names the op it is about, as printed.
//!
//! Whatever the netlist cannot express (a register the table does not know,
//! a BD field `aie.dma_bd` has no spelling for, an operation that is not run)
//! is listed in warnings; nothing is dropped silently. The device is the
//! note's; without a note it is the smallest npu device holding every tile
//! written (npu1_1col … npu1, then npu2_5col … npu2).

mod bd;
mod buffers;
mod config;
mod core;
mod dma;
mod netlist;
mod runtime;
mod switchbox;

use crate::ir::{At, Ir, Span, View};
use crate::ops::views::Device;
use crate::{Diagnostic, Severity};
use aie_target::cert::elf::CtrlElf;
use aie_target::cert::loader::Program;

/// The lifted netlist and what it could not express.
#[derive(Clone, Debug)]
pub struct Lifted {
    /// The netlist: a module holding one `aie.device`.
    pub ir: Ir,
    /// One sentence per thing the netlist leaves out or reads differently.
    pub warnings: Vec<String>,
}

/// Lifts `elf` (see the module documentation). Errors are sentences; one
/// about the ELF names the section and offset, one about the netlist the op.
pub fn lift(elf: &CtrlElf) -> Result<Lifted, String> {
    let program = Program::load(elf).map_err(|e| e.to_string())?;
    let note = elf.aiec_note.as_ref();
    let mut warnings = Vec::new();
    let jobs = config::split(&program, note, &mut warnings)?;
    let device = config::choose_device(note, &jobs.writes)?;
    let image = config::image(device, &jobs.writes);
    let mut ir = Ir::new();
    let top = ir.top_block();
    let dev = Device::build(&mut ir, Span::default())
        .device(device.name)
        .region()
        .insert(At::End(top));
    let block = ir
        .entry_block(dev.op(), 0)
        .expect("a new region has its block");
    netlist::Netlist::new(&mut ir, block, &image, &mut warnings).build();
    let inputs = (note, &program);
    runtime::sequence(&mut ir, block, device, inputs, &jobs.runtime, &mut warnings)?;
    verify(&mut ir)?;
    Ok(Lifted { ir, warnings })
}

/// Verifies the lifted IR. It has no source text, so while it is verified
/// every op's span is its handle: an error leads back to the op, shown as
/// printed. The IR returned has no spans.
fn verify(ir: &mut Ir) -> Result<(), String> {
    for op in ir.op_ids().collect::<Vec<_>>() {
        ir[op].span = Span::new(op.index(), op.index() + 1);
    }
    let errors: Vec<Diagnostic> = crate::verify(ir)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    if errors.is_empty() {
        for op in ir.op_ids().collect::<Vec<_>>() {
            ir[op].span = Span::default();
        }
        return Ok(());
    }
    let described: Vec<String> = errors.iter().map(|d| describe(ir, d)).collect();
    Err(format!(
        "the lifted netlist does not verify: {}",
        described.join("; ")
    ))
}

/// A diagnostic on the lifted IR, with the first line of the op it is about.
fn describe(ir: &Ir, d: &Diagnostic) -> String {
    let op = d
        .span
        .and_then(|s| ir.op_ids().find(|&op| ir[op].span == s));
    let at = op
        .map(|op| {
            let text = crate::syntax::print_op(ir, op, Default::default());
            format!(" (at `{}`)", text.lines().next().unwrap_or_default().trim())
        })
        .unwrap_or_default();
    format!("{}{at}", d.message)
}

#[cfg(test)]
mod tests;
