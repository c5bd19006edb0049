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
mod guard;
mod model;
mod packets;
mod report;
mod routes;

use crate::options::BOOL;
use crate::{netlist, npu};
use crate::{Anchor, Args, Pass, PassOption};
use dialect::ir::View;
use dialect::ops::views::RuntimeSequence;
use dialect::{Diagnostic, Ir, Severity};
use model::{Buffering, Verdict};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-check-deadlock",
    name: "AIECheckDeadlock",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Prove that the locks, streams and tokens of a lowered design cannot hang (error at the wait cycle)",
    doc: "deadlocks.md",
    options: &[
        PassOption {
            name: "max-states",
            help: "states the search may visit per device before it gives up with a warning",
            default: "200000",
            values: &[],
        },
        PassOption {
            name: "routed",
            help: "the run after routing: check only devices whose packet routes share a switch arbiter (head-of-line blocking)",
            default: "false",
            values: BOOL,
        },
    ],
    body: crate::Body::Run(run),
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
    // After routing, only shared arbiters and deterministic merge schedules
    // can add a hang to what the run before routing decided.
    let routed = args.flag("routed");
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        if !routed {
            diags.extend(packets::unrouted(ir, &dev));
        }
        let Some(model) = build::build(ir, &dev) else {
            continue;
        };
        if routed && model.arbiters.is_empty() && model.merges.is_empty() {
            continue;
        }
        match decide(ir, &dev, &model, budget) {
            Some(d) => diags.push(d),
            None if !routed => diags.extend(guarded(ir, &dev, &model, budget)),
            None => {}
        }
    }
    diags
}

/// For a model accepted with its run-time counts free: the guard on the
/// argument they follow, recorded on the runtime sequence and told as a
/// remark; a warning when no range of values says when it completes.
fn guarded(
    ir: &mut Ir,
    dev: &netlist::Dev,
    model: &model::Model,
    budget: usize,
) -> Option<Diagnostic> {
    let answer = guard::decide(model, |m| decide(ir, dev, m, budget).is_none());
    let seq = *npu::sequences(ir, dev).first()?;
    let loops = |d: Diagnostic, arg: usize| {
        model.arg_counts.iter().fold(d, |d, c| {
            let party = &model.parties[c.party];
            d.with_note(
                Some(party.span),
                format!(
                    "{} loops as often as argument {arg} of the runtime sequence says (the \
                     value its `aiex.npu.rtp_write` puts in the buffer the loop's bound is \
                     loaded from)",
                    party.name
                ),
            )
        })
    };
    match answer {
        guard::Answer::Accept => None,
        guard::Answer::Guard { arg, min, max } => {
            let text = guard::text(arg, min, max);
            guard::record(ir, RuntimeSequence::wrap(seq), arg, min, max);
            let d = Diagnostic::error(
                ir[seq].span,
                format!("deadlock check: accepted with a guard: deadlock-free if {text}"),
            )
            .with_severity(Severity::Remark)
            .with_help(format!(
                "aie-sim and the host runtime check the guard before a run and refuse one \
                 whose argument {arg} is outside it (values 0 to {} tried)",
                guard::VALUES
            ));
            Some(loops(d, arg))
        }
        guard::Answer::Undecided { arg, completing } => {
            let values: Vec<String> = completing.iter().map(u64::to_string).collect();
            let d = Diagnostic::error(
                ir[seq].span,
                format!(
                    "deadlock check: undecided: of the values 0 to {} of argument {arg}, the \
                     design completes for {} only, which no range of values says",
                    guard::VALUES,
                    if values.is_empty() { "none".to_string() } else { values.join(", ") }
                ),
            )
            .with_severity(Severity::Warning)
            .with_help("make the loops that follow the argument agree with the transfers of the runtime sequence, or turn the check off with -Wno-deadlock");
            Some(loops(d, arg))
        }
    }
}

/// The model's answer as a diagnostic, `None` to accept: with the most
/// buffering the streams can have, a run that completes, else an error;
/// where a stream's buffering is measured, with the least, a run that
/// completes, else the buffering decides (an error when the measured
/// buffering alone hangs it, undecided when only unmeasured buffering could
/// save it); then a schedule that deadlocks where parties race for a lock.
fn decide(ir: &Ir, dev: &netlist::Dev, model: &model::Model, budget: usize) -> Option<Diagnostic> {
    let undecided = |states| {
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
        )
    };
    match model.search(budget, Buffering::Most) {
        Verdict::Completes => {}
        Verdict::Hangs(stuck) => return Some(report::hang(model, &stuck)),
        Verdict::Unknown { states } => return Some(undecided(states)),
    }
    // Without a measured stream the least buffering could only make the
    // answer undecided, at many times the cost (docs/deadlocks.md).
    if model.streams.iter().any(|s| s.measured.is_some()) {
        if let Verdict::Hangs(least) = model.search(budget, Buffering::Least) {
            return match model.search(budget, Buffering::Measured) {
                Verdict::Hangs(stuck) => Some(report::hang(model, &stuck)),
                Verdict::Completes => Some(report::unmeasured(ir[dev.op].span, model, &least)),
                Verdict::Unknown { states } => Some(undecided(states)),
            };
        }
    }
    model
        .reachable_deadlock(budget / 10)
        .map(|stuck| report::hang(model, &stuck))
}
