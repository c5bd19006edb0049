//! MLIR lowered to CERT control code: the asm text of the `aiex.cert` ops
//! (headed by the `.note.aiec` comment lines) and its assembly into an ELF.

use crate::cli::Emit;
use crate::{fail, Failed};
use aie_target::cert::elf::AiecNote;
use aie_target::cert::{assembler, disasm, elf};
use dialect::{Diagnostic, Ir};
use std::path::Path;

/// The ctrlcode asm of a lowered module, headed by its note's comment lines.
pub(crate) fn asm_with_note(ir: &Ir) -> Result<String, Diagnostic> {
    let asm = passes::cert::asm::print(ir)?;
    let note = passes::cert::lower::note(ir).map_or_else(String::new, |n| n.to_comments());
    Ok(format!("{note}{asm}"))
}

/// The output of `--emit=<emit>` for the asm `text` lowered from `path`.
pub(crate) fn emit(path: &str, text: &str, emit: Emit) -> Result<Vec<u8>, Failed> {
    if emit == Emit::CtrlAsm {
        return Ok(text.as_bytes().to_vec());
    }
    let ctrl = assemble(path, text, &assembler::Options::default()).map_err(|d| {
        // The compiler's own asm failing to assemble is a bug in aiec.
        fail(format_args!(
            "'{path}': internal error: the lowered control code does not assemble: {d}"
        ))
    })?;
    Ok(match emit {
        Emit::CtrlHex => disasm::legacy_hex(&ctrl).into_bytes(),
        _ => elf::write(&ctrl),
    })
}

/// Assembles `text` and attaches the note its comment lines describe.
pub(crate) fn assemble(
    path: &str,
    text: &str,
    options: &assembler::Options,
) -> Result<elf::CtrlElf, String> {
    let mut ctrl = assembler::assemble(Path::new(path), text, options, &assembler::Disk)
        .map_err(|f| {
            f.diagnostics
                .iter()
                .map(|d| d.diagnostic.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        })?
        .elf;
    ctrl.aiec_note = AiecNote::from_comments(text);
    Ok(ctrl)
}
