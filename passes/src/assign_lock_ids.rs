//! `--aie-assign-lock-ids` (work in progress).

use crate::{Args, Pass};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-lock-ids",
    name: "AIEAssignLockIDs",
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
        message: "--aie-assign-lock-ids is not implemented yet".into(),
        notes: Vec::new(),
        help: None,
    }]
}
