//! The `aie` dialect front ends of aiec: the IR, the parser and printer of
//! MLIR's custom syntax, the verifier and diagnostics, and the lift of a
//! control-code ELF back to the IR (`lift`). The device model and
//! everything else about the hardware live below, in the target crate
//! (`aie_target`).

pub mod diag;
pub mod ir;
pub mod lift;
pub mod ops;
pub mod syntax;
pub mod verify;

pub use diag::{Diagnostic, Severity};
pub use ir::Ir;
pub use syntax::{parse, parse_fast, parse_pest, print};

/// Checks `ir` against the dialect's rules (MLIR's verifier); returns every
/// problem found, an op a message names written in MLIR's generic form.
pub fn verify(ir: &Ir) -> Vec<Diagnostic> {
    verify::verify_quoting(ir, syntax::print_generic_op)
}

#[cfg(test)]
use aie_target::check_generated_doc;
