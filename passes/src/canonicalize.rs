//! `--canonicalize`: aiec always prints the canonical form, so there is nothing
//! to rewrite; the pass manager's verifier still runs after it.

use crate::{Args, Pass};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize the IR (mlir-opt spelling); aiec always prints the canonical form, so this only verifies",
    doc: "cli.md#options",
    options: &[],
    run,
};

fn run(_: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    Vec::new()
}
