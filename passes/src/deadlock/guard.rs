//! Accept with a guard (mlir-aie docs/DeadlockModel.md, "What the model
//! decides"): a core loop that runs as often as an argument of the runtime
//! sequence says completes for some values and hangs for others. The check
//! tries each value from 0 to [`VALUES`] and, when those that complete are
//! one range, records it on the runtime sequence (`deadlock_guard_arg`,
//! `deadlock_guard_min`, `deadlock_guard_max`), which the CERT lowering
//! puts in the ELF's `.note.aiec` and aie-sim and the host runtime check
//! before a dispatch (docs/deadlocks.md, "Guards").

use super::model::Model;
use dialect::ops::views::RuntimeSequence;
use dialect::Ir;

/// The values of an argument the check tries: 0 to this.
pub(crate) const VALUES: u64 = 16;

/// The answer for a model whose loops run as an argument says.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// Every value tried completes.
    Accept,
    /// Values in `min..=max` complete (`max`: `None` up to the last tried),
    /// the others hang.
    Guard {
        arg: usize,
        min: u64,
        max: Option<u64>,
    },
    /// No range says it: the values that complete.
    Undecided { arg: usize, completing: Vec<u64> },
}

/// The answer for `model`, given whether a model of fixed values completes.
/// Only a model whose counted loops all follow one argument gets a guard;
/// with several, each stays any number (as a count known only at run
/// time).
pub(crate) fn decide(model: &Model, completes: impl Fn(&Model) -> bool) -> Answer {
    let Some(first) = model.arg_counts.first() else {
        return Answer::Accept;
    };
    let arg = first.arg;
    if model.arg_counts.iter().any(|c| c.arg != arg) {
        return Answer::Accept;
    }
    let completing: Vec<u64> = (0..=VALUES)
        .filter(|&v| completes(&model.with_argument(arg, v)))
        .collect();
    match (completing.first(), completing.last()) {
        _ if completing.len() as u64 == VALUES + 1 => Answer::Accept,
        (Some(&min), Some(&max)) if max - min + 1 == completing.len() as u64 => Answer::Guard {
            arg,
            min,
            max: (max < VALUES).then_some(max),
        },
        _ => Answer::Undecided { arg, completing },
    }
}

/// `argument 2 >= 4`, `argument 2 <= 3`, `1 <= argument 2 <= 3`.
pub(crate) fn text(arg: usize, min: u64, max: Option<u64>) -> String {
    match (min, max) {
        (0, Some(max)) => format!("argument {arg} <= {max}"),
        (min, None) => format!("argument {arg} >= {min}"),
        (min, Some(max)) => format!("{min} <= argument {arg} <= {max}"),
    }
}

/// Records the guard on the runtime sequence `seq`.
pub(crate) fn record(ir: &mut Ir, seq: RuntimeSequence, arg: usize, min: u64, max: Option<u64>) {
    seq.set_deadlock_guard_arg(ir, arg as i64);
    seq.set_deadlock_guard_min(ir, min as i64);
    if let Some(max) = max {
        seq.set_deadlock_guard_max(ir, max as i64);
    }
}
