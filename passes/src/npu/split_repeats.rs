//! `--aie-split-long-repeats`: a queue push carries its repeat count in a
//! narrow field (0..=255 on AIE2), but a task start may ask for more. Such a
//! start becomes several starts of the same task, each one push: leading
//! ones of 256 runs without the token (`no_token`), so that an await of the
//! task returns only after the last, which runs the rest. The count is the
//! start's own (an attribute, or a value folding to a constant), else its
//! task's, read through the control flow that carries the task when one
//! configure alone can reach it; one known only at run time is left as it
//! is. More pushes than `max-pushes` are an error; more than the channel's
//! queue holds, a warning: the sequence then waits for the channel to drain.

use super::dma_tasks::carried_sources;
use super::queue_depth;
use crate::canonicalize::fold::int_value;
use crate::netlist::{self, op_error, Dev};
use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, Span, ValueId, View};
use dialect::ops::views::DmaStartTask;
use dialect::verify::max_repeat_count;
use dialect::{Diagnostic, Ir, Severity};
use std::collections::HashSet;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-split-long-repeats",
    name: "AIESplitLongRepeats",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary:
        "Issue a DMA task start whose repeat count exceeds a queue push's field as several starts",
    doc: "runtime-sequence.md#the-passes",
    options: &[MAX_PUSHES],
    body: crate::Body::Run(run),
};

/// The bound on the pushes one start becomes.
const MAX_PUSHES: PassOption = PassOption {
    name: "max-pushes",
    help: "The most queue pushes one start may become (a larger repeat count is an error)",
    default: "1024",
    values: &[],
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    if !ir.may_contain(OpKind::DmaStartTask) {
        return Vec::new();
    }
    let Ok(max_pushes) = args.get(MAX_PUSHES.name).parse::<i64>() else {
        return vec![Diagnostic::error(
            Span::default(),
            "pass option 'max-pushes' must be an integer",
        )
        .with_help("--aie-split-long-repeats=\"max-pushes=<integer>\"")];
    };
    let mut warnings = Vec::new();
    let errors = netlist::each_device(ir, |ir, dev| {
        warnings.extend(split(ir, dev, max_pushes)?);
        Ok(())
    });
    if errors.is_empty() {
        warnings
    } else {
        errors
    }
}

/// Splits the long starts of `dev`, with a warning per start that needs
/// more pushes than its queue holds.
fn split(ir: &mut Ir, dev: &Dev, max_pushes: i64) -> Result<Vec<Diagnostic>, Diagnostic> {
    let max = max_repeat_count(dev.model.arch);
    if max == 0 {
        return Ok(Vec::new());
    }
    let depth = queue_depth::depth(dev) as i64;
    let mut warnings = Vec::new();
    for start in dev.walk_views::<DmaStartTask>(ir).collect::<Vec<_>>() {
        let Some(count) = repeat_count(ir, start).filter(|&c| c > max) else {
            continue;
        };
        let pushes = (count + max + 1) / (max + 1);
        if pushes > max_pushes {
            return Err(op_error(
                ir,
                start.op(),
                format!("repeat count {count} needs {pushes} queue pushes, more than max-pushes ({max_pushes})"),
            )
            .with_help("raise max-pushes, or start the task several times"));
        }
        if depth > 0 && pushes > depth {
            warnings.push(op_error(ir, start.op(), format!("repeat count {count} needs {pushes} queue pushes, more than the {depth} the channel's queue holds, so the sequence waits for this channel to drain before going on. A transfer this one waits on must be started before it, or the wait never ends.")).with_severity(Severity::Warning));
        }
        let (span, task) = (ir[start.op()].span, ir[start.op()].operands[0]);
        let mut runs = count + 1;
        while runs > max + 1 {
            DmaStartTask::build(ir, span)
                .operand(task)
                .repeat_count(max)
                .no_token(true)
                .insert(At::Before(start.op()));
            runs -= max + 1;
        }
        ir[start.op()].operands.truncate(1);
        start.set_repeat_count(ir, runs - 1);
    }
    Ok(warnings)
}

/// The repeat count of `start` if known: its own (an attribute or a value
/// folding to a constant), else its task's.
fn repeat_count(ir: &Ir, start: DmaStartTask) -> Option<i64> {
    if let Some(own) = start.repeat_count(ir) {
        return Some(own);
    }
    if let Some(&v) = ir[start.op()].operands.get(1) {
        return int_value(ir, v, false).and_then(|c| i64::try_from(c).ok());
    }
    let task = unique_configure(ir, ir[start.op()].operands[0])?;
    super::configured_repeat(ir, task)?
}

/// The one configure task value `v` can come from through the control flow
/// that carries it, if only one can.
fn unique_configure(ir: &Ir, v: ValueId) -> Option<OpId> {
    let (mut todo, mut seen, mut found) = (vec![v], HashSet::new(), None);
    while let Some(v) = todo.pop() {
        if !seen.insert(v) {
            continue;
        }
        match ir.defining_op(v) {
            Some(t)
                if matches!(
                    ir.kind(t),
                    Some(OpKind::DmaConfigureTask | OpKind::DmaConfigureTaskFor)
                ) =>
            {
                if found.is_some_and(|f| f != t) {
                    return None;
                }
                found = Some(t);
            }
            _ => todo.extend(carried_sources(ir, v)),
        }
    }
    found
}
