//! `--aie-check-deadlock`: a static check that a lowered design cannot hang
//! on its locks, streams and task-complete tokens (docs/deadlocks.md).
//!
//! Each device becomes a [`model::Model`] (`build.rs`): parties running
//! lock acquires and releases, stream transfers and task starts and waits.
//! The search (`model.rs`) looks for a run in which the runtime sequence
//! finishes (a device without one is not checked: the host may do
//! anything). The model allows every run the design can make, so when none
//! finishes the design hangs: an error at the ops on the wait cycle
//! (`report.rs`). A search that runs out of budget is a warning.

mod build;
mod model;
mod report;

use crate::netlist;
use crate::{Anchor, Args, Pass, PassOption};
use dialect::{Diagnostic, Ir, Severity};
use model::Verdict;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-check-deadlock",
    name: "AIECheckDeadlock",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Prove that the locks, streams and tokens of a lowered design cannot hang (error at the wait cycle)",
    doc: "deadlocks.md",
    options: &[PassOption {
        name: "max-states",
        help: "states the search may visit per device before it gives up with a warning",
        default: "200000",
        values: &[],
    }],
    run,
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let Ok(budget) = args.get("max-states").parse::<usize>() else {
        return vec![Diagnostic {
            severity: Severity::Error,
            span: None,
            op: None,
            message: format!(
                "--aie-check-deadlock: max-states must be a number of states, not '{}'",
                args.get("max-states")
            ),
            notes: Vec::new(),
            help: None,
        }];
    };
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let Some(model) = build::build(ir, &dev) else {
            continue;
        };
        match model.search(budget) {
            Verdict::Completes => {}
            Verdict::Hangs(stuck) => diags.push(report::hang(&model, &stuck)),
            Verdict::Unknown { states } => diags.push(
                Diagnostic::error(
                    ir[dev.op].span,
                    format!(
                        "deadlock check: no verdict within {states} states; the design is not \
                         proven free of deadlocks"
                    ),
                )
                .with_severity(Severity::Warning)
                .with_help(
                    "raise --aie-check-deadlock=\"max-states=N\", or turn the check off with \
                     -Wno-deadlock",
                ),
            ),
        }
    }
    diags
}
