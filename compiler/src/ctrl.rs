//! MLIR lowered to CERT control code: the typed program of the `aiex.cert`
//! ops (`passes::cert::program::build`, with the `.note.aiec`), encoded
//! into an ELF directly or printed as asm headed by the note's comment
//! lines (which assembles to the same ELF).

use crate::cli::Emit;
use aie_target::cert::elf::CtrlElf;
use aie_target::cert::program::{self, Program};
use aie_target::cert::{assembler, disasm, elf};
use dialect::{Diagnostic, Ir};

/// The output of `--emit=<emit>` (one of the ctrl kinds) for a lowered module.
pub(crate) fn emit(ir: &Ir, emit: Emit) -> Result<Vec<u8>, Diagnostic> {
    let program = passes::cert::program::build(ir)?;
    if emit == Emit::CtrlAsm {
        return Ok(program::print(&program).into_bytes());
    }
    let ctrl = encode(&program).map_err(|e| Diagnostic::error(ir[ir.top].span, e))?;
    Ok(match emit {
        Emit::CtrlHex => disasm::legacy_hex(&ctrl).into_bytes(),
        _ => elf::write(&ctrl),
    })
}

/// The ELF of the lowering's `program`; its failure is a bug in aiec.
pub(crate) fn encode(program: &Program) -> Result<CtrlElf, String> {
    assembler::encode(program, None)
        .map(|(ctrl, _)| ctrl)
        .map_err(|ds| {
            let messages: Vec<&str> = ds.iter().map(|d| d.diagnostic.message.as_str()).collect();
            format!(
                "internal error: the lowered control code does not encode: {}",
                messages.join("; ")
            )
        })
}
