//! `--aie-assign-buffer-addresses` (work in progress).

use crate::{Args, Pass};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-buffer-addresses",
    name: "AIEAssignBufferAddresses",
    summary: "(not implemented yet)",
    options: &[],
    run,
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let _ = ir;
    vec![Diagnostic {
        severity: dialect::Severity::Error,
        span: None,
        op: None,
        message: "--aie-assign-buffer-addresses is not implemented yet".into(),
        notes: Vec::new(),
        help: None,
    }]
}
