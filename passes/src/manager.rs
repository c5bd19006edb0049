//! The pass manager: runs passes in order, verifies after each one (unless
//! told not to), and reports each pass's IR and time to an observer. A pass
//! that is a pipeline ([`Body::Pipeline`]) runs as the steps it expands to.

use crate::{Anchor, Args, Body, Pass};
use dialect::{Diagnostic, Ir, Severity};
use std::time::{Duration, Instant};

/// One pass run with its options.
#[derive(Clone, Debug)]
pub struct Step {
    /// The pass.
    pub pass: &'static Pass,
    /// The options given to it.
    pub args: Args,
    /// The op it is nested on in a `--pass-pipeline` (`None`: nested by its
    /// anchor, as MLIR nests a pass flag implicitly).
    pub on: Option<String>,
}

impl Step {
    /// A run of `pass` with `args`, nested by its anchor.
    pub fn new(pass: &'static Pass, args: Args) -> Step {
        Step {
            pass,
            args,
            on: None,
        }
    }

    /// The ops it runs on, as MLIR schedules it: its nest, else its anchor
    /// (an op-agnostic pass given as a flag runs on the module).
    pub fn runs_on(&self) -> &str {
        match (&self.on, self.pass.anchor) {
            (Some(on), _) => on,
            (None, Anchor::Any) => Anchor::Module.op_name(),
            (None, anchor) => anchor.op_name(),
        }
    }
}

/// How the pipeline runs.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Run the verifier after every pass (mlir-opt's `--verify-each`).
    pub verify_each: bool,
}

/// `steps` with each pipeline replaced by the steps it expands to, from its
/// options (recursively), nested where the pipeline was: what [`run`] runs
/// and reports, in order.
pub fn expand(steps: &[Step]) -> Vec<Step> {
    let mut out = Vec::new();
    for step in steps {
        match step.pass.body {
            Body::Run(_) => out.push(step.clone()),
            Body::Pipeline(expand_to) => {
                for mut sub in expand(&expand_to(&step.args)) {
                    sub.on.clone_from(&step.on);
                    out.push(sub);
                }
            }
        }
    }
    out
}

/// Runs `steps` ([`expand`]ed) on the verified `ir` in order. After each pass
/// that succeeded (and whose result verified), `after(step, ir, time)` is
/// called. Stops at the first pass that reports an error; returns every
/// diagnostic the passes and the verifier produced. A pass that left the IR
/// unedited ([`Ir::edits`]) is not verified again: the IR is the one that
/// verified (MLIR skips it likewise when a pass preserved all analyses).
pub fn run(
    ir: &mut Ir,
    steps: &[Step],
    config: Config,
    after: &mut dyn FnMut(&Step, &Ir, Duration),
) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for step in &expand(steps) {
        let Body::Run(run) = step.pass.body else {
            unreachable!("expand leaves no pipeline");
        };
        // What a program-form pass leaves is the control code's input.
        let verify = config.verify_each && !crate::program_form(step.pass);
        let start = Instant::now();
        let edits = ir.edits();
        if step.pass.needs_placed_tiles {
            diagnostics.extend(crate::place::unplaced(ir, step.pass.flag));
            if has_error(&diagnostics) {
                return diagnostics;
            }
        }
        diagnostics.extend(run(ir, &step.args));
        if has_error(&diagnostics) {
            return diagnostics;
        }
        if verify && ir.edits() != edits {
            diagnostics.extend(
                dialect::verify(ir)
                    .into_iter()
                    .filter(|d| d.severity == Severity::Error),
            );
            if has_error(&diagnostics) {
                return diagnostics;
            }
        }
        after(step, ir, start.elapsed());
    }
    diagnostics
}

/// Whether any of `diagnostics` is an error.
pub fn has_error(diagnostics: &[Diagnostic]) -> bool {
    diagnostics.iter().any(|d| d.severity == Severity::Error)
}
