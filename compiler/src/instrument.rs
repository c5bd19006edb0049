//! Running the passes with mlir-opt's instrumentation: the IR dumps of
//! `--mlir-print-ir-before-all` / `--mlir-print-ir-after-all` and the times
//! of `--mlir-timing`.
//!
//! As in MLIR, a dump shows the op the pass runs on: the module for a
//! module pass, each `aie.device` for a device pass (each op of its nest for
//! a pass nested in `--pass-pipeline`). Consecutive passes on the same kind
//! of op form one nested pipeline, which MLIR runs op by op: every dump of the
//! first device, then every dump of the second. aiec runs each pass on all
//! those ops at once (they are independent), keeps each op's dumps, and
//! writes them in MLIR's order.

use crate::to_stderr;
use dialect::{Diagnostic, Ir, Severity};
use passes::{Config, Pass, Step};
use std::time::Duration;

/// What to dump, and how an op is printed.
pub(crate) struct Dumps<'a> {
    pub before: bool,
    pub after: bool,
    pub print: &'a dyn Fn(&Ir, dialect::ir::OpId) -> String,
}

/// The wall time of each pass run, in order (`--mlir-timing`).
pub(crate) type PassTimes = Vec<(&'static Pass, Duration)>;

/// Runs `steps` in order; returns the diagnostics and each pass's time.
pub(crate) fn run(
    ir: &mut Ir,
    steps: &[Step],
    config: Config,
    dumps: &Dumps,
) -> (Vec<Diagnostic>, PassTimes) {
    let mut diagnostics = Vec::new();
    let mut timings = Vec::new();
    let mut start = 0;
    while start < steps.len() {
        let on = steps[start].runs_on();
        let len = steps[start..]
            .iter()
            .take_while(|s| s.runs_on() == on)
            .count();
        let stage = &steps[start..start + len];
        let ok = run_stage(ir, stage, config, dumps, &mut diagnostics, &mut timings);
        if !ok {
            break;
        }
        start += len;
    }
    (diagnostics, timings)
}

/// Runs one nested pipeline (`stage`, all on the same kind of op); writes its
/// dumps; false if a pass failed.
fn run_stage(
    ir: &mut Ir,
    stage: &[Step],
    config: Config,
    dumps: &Dumps,
    diagnostics: &mut Vec<Diagnostic>,
    timings: &mut PassTimes,
) -> bool {
    let anchors = if dumps.before || dumps.after {
        anchors(ir, stage[0].runs_on())
    } else {
        Vec::new()
    };
    let mut texts: Vec<String> = vec![String::new(); anchors.len()];
    let mut ok = true;
    for step in stage {
        if dumps.before {
            dump(ir, &anchors, &mut texts, "Before", step, dumps);
        }
        let mut time = Duration::ZERO;
        let ds = passes::run(ir, std::slice::from_ref(step), config, &mut |_, _, t| {
            time = t
        });
        ok = !ds.iter().any(|d| d.severity == Severity::Error);
        diagnostics.extend(ds);
        if !ok {
            break;
        }
        timings.push((step.pass, time));
        if dumps.after {
            dump(ir, &anchors, &mut texts, "After", step, dumps);
        }
    }
    to_stderr(&texts.concat());
    ok
}

/// Appends a dump of each anchor op still in the IR to its text.
fn dump(
    ir: &Ir,
    anchors: &[dialect::ir::OpId],
    texts: &mut [String],
    when: &str,
    step: &Step,
    dumps: &Dumps,
) {
    for (text, &op) in texts.iter_mut().zip(anchors) {
        if op != ir.top && ir.position(op).is_none() {
            continue;
        }
        let body = (dumps.print)(ir, op);
        text.push_str(&format!(
            "// -----// IR Dump {when} {} ({}) //----- //\n{}\n\n",
            step.pass.name,
            step.pass.flag,
            body.trim_end()
        ));
    }
}

/// The ops named `on`, in pre-order; the module itself for the module (and
/// for a legacy design without `aie.device`, whose module is its device).
fn anchors(ir: &Ir, on: &str) -> Vec<dialect::ir::OpId> {
    if on == passes::Anchor::Module.op_name() {
        return vec![ir.top];
    }
    let ops: Vec<_> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&op| ir[op].name() == on)
        .collect();
    if ops.is_empty() && on == passes::Anchor::Device.op_name() {
        return vec![ir.top];
    }
    ops
}
