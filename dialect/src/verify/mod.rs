//! The verifier.

use crate::{Diagnostic, Ir};

/// Checks `ir` against the dialect's rules; returns every problem found.
pub fn verify(ir: &Ir) -> Vec<Diagnostic> {
    let _ = ir;
    Vec::new()
}
