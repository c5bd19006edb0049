//! Running a [`Pipeline`]'s steps on an IR, with what an [`Observer`] asks
//! for: each pass's time and IR after it, and mlir-opt's IR dumps
//! (`--mlir-print-ir-before-all` / `--mlir-print-ir-after-all`).
//!
//! As in MLIR, a dump shows the op the pass runs on: the module for a
//! module pass, each `aie.device` for a device pass (each op of its nest for
//! a pass nested in `--pass-pipeline`). Consecutive passes on the same kind
//! of op form one nested pipeline, which MLIR runs op by op: every dump of the
//! first device, then every dump of the second. aiec runs each pass on all
//! those ops at once (they are independent), keeps each op's dumps, and
//! hands them over in MLIR's order, a nested pipeline at a time.

use super::Pipeline;
use dialect::syntax::Style;
use dialect::{Diagnostic, Ir};
use passes::{Config, Step};
use std::time::Duration;

/// What a run reports as it goes. Every method does nothing by default.
pub trait Observer {
    /// The IR dumps wanted, if any.
    fn print_ir(&self) -> PrintIr {
        PrintIr::default()
    }
    /// The dumps of one nested pipeline, in MLIR's order.
    fn dump(&mut self, _text: &str) {}
    /// After each pass that succeeded (its result verified): the IR it
    /// left and its time.
    fn after_pass(&mut self, _step: &Step, _ir: &Ir, _took: Duration) {}
}

/// An observer that observes nothing.
pub(super) struct Quiet;

impl Observer for Quiet {}

/// The IR dumps a run makes, and how they print the IR.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintIr {
    /// Before every pass.
    pub before: bool,
    /// After every pass.
    pub after: bool,
    /// Every op in MLIR's generic form.
    pub generic: bool,
    /// Each op's source location.
    pub locations: bool,
    /// Ops in mlir-aie's April 2026 syntax.
    pub april: bool,
    /// A `#aie.packet_info` type of 0 shown ([`Style::packet_type`]).
    pub packet_type: bool,
}

/// Runs `pipeline` on the verified `ir` (`source`: what its spans index,
/// for dumps with locations); every diagnostic of the run, stopping at the
/// first pass that fails.
pub(super) fn run(
    ir: &mut Ir,
    pipeline: &Pipeline,
    source: Option<dialect::syntax::Source>,
    observer: &mut dyn Observer,
) -> Vec<Diagnostic> {
    #[cfg(feature = "mlir")]
    if let Some(upstream) = pipeline.upstream_pipeline() {
        match crate::upstream::round_trip(ir, upstream) {
            Ok(lowered) => *ir = lowered,
            Err(errors) => return errors,
        }
    }
    let want = observer.print_ir();
    let style = Style {
        generic: want.generic,
        locations: source.filter(|_| want.locations),
        april: want.april,
        packet_type: want.packet_type,
    };
    let steps = passes::expand(&pipeline.steps());
    let config = pipeline.config();
    let mut diagnostics = Vec::new();
    let mut start = 0;
    while start < steps.len() {
        let on = steps[start].runs_on();
        let len = steps[start..]
            .iter()
            .take_while(|s| s.runs_on() == on)
            .count();
        let stage = &steps[start..start + len];
        let ok = run_stage(ir, stage, config, (want, style), observer, &mut diagnostics);
        if !ok {
            break;
        }
        start += len;
    }
    diagnostics
}

/// Runs one nested pipeline (`stage`, all on the same kind of op); hands
/// its dumps to the observer; false if a pass failed.
fn run_stage(
    ir: &mut Ir,
    stage: &[Step],
    config: Config,
    (want, style): (PrintIr, Style),
    observer: &mut dyn Observer,
    diagnostics: &mut Vec<Diagnostic>,
) -> bool {
    let anchors = if want.before || want.after {
        anchors(ir, stage[0].runs_on())
    } else {
        Vec::new()
    };
    let mut texts: Vec<String> = vec![String::new(); anchors.len()];
    let print = |ir: &Ir, op| dialect::syntax::print_styled(ir, op, style);
    let mut ok = true;
    for step in stage {
        if want.before {
            dump(ir, &anchors, &mut texts, "Before", step, &print);
        }
        let ds = passes::run(
            ir,
            std::slice::from_ref(step),
            config,
            &mut |s, ir, took| observer.after_pass(s, ir, took),
        );
        ok = !super::has_error(&ds);
        diagnostics.extend(ds);
        if !ok {
            break;
        }
        if want.after {
            dump(ir, &anchors, &mut texts, "After", step, &print);
        }
    }
    let text = texts.concat();
    if !text.is_empty() {
        observer.dump(&text);
    }
    ok
}

/// Appends a dump of each anchor op still in the IR to its text.
fn dump(
    ir: &Ir,
    anchors: &[dialect::ir::OpId],
    texts: &mut [String],
    when: &str,
    step: &Step,
    print: &dyn Fn(&Ir, dialect::ir::OpId) -> String,
) {
    for (text, &op) in texts.iter_mut().zip(anchors) {
        if op != ir.top && ir.position(op).is_none() {
            continue;
        }
        let body = print(ir, op);
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
