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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadlock::model::{ArgCount, Buffering, Count, Ins, Kind, LockDef, Party, Verdict};
    use dialect::ir::Span;

    fn party(kind: Kind, code: Vec<Ins>, must_finish: bool) -> Party {
        Party {
            kind,
            name: String::new(),
            span: Span::default(),
            code,
            must_finish,
        }
    }

    fn lock(name: &str) -> LockDef {
        LockDef {
            name: name.into(),
            init: 0,
        }
    }

    /// A core looping as argument 2 says around `body`, then running
    /// `after`; the runtime sequence runs `host`.
    fn model(body: Ins, after: Vec<Ins>, host: Vec<Ins>) -> Model {
        let any = Count::Any;
        let mut core = vec![
            Ins::Loop {
                count: any,
                slot: 0,
                end: 3,
            },
            body,
            Ins::Back {
                count: any,
                slot: 0,
                body: 1,
            },
        ];
        core.extend(after);
        Model {
            locks: vec![lock("done"), lock("go")],
            parties: vec![
                party(Kind::Core, core, false),
                party(Kind::Runtime, host, true),
            ],
            arg_counts: vec![ArgCount {
                party: 0,
                at: 0,
                arg: 2,
            }],
            ..Model::default()
        }
    }

    fn acquire(lock: usize, value: i64) -> Ins {
        Ins::Acquire {
            lock,
            value,
            equal: false,
            span: Span::default(),
        }
    }

    fn release(lock: usize, value: i64) -> Ins {
        Ins::Release {
            lock,
            value,
            span: Span::default(),
        }
    }

    fn completes(m: &Model) -> bool {
        matches!(m.search(1000, Buffering::Most), Verdict::Completes)
    }

    #[test]
    fn the_values_that_complete_make_the_guard() {
        // The host waits for 3 releases: 3 iterations or more.
        let at_least = model(release(0, 1), vec![], vec![acquire(0, 3)]);
        let guard = Answer::Guard {
            arg: 2,
            min: 3,
            max: None,
        };
        assert_eq!(decide(&at_least, completes), guard);
        assert_eq!(text(2, 3, None), "argument 2 >= 3");
        // The host gives 2 and waits for the loop's end: 2 iterations or
        // fewer.
        let at_most = model(
            acquire(1, 1),
            vec![release(0, 1)],
            vec![release(1, 2), acquire(0, 1)],
        );
        let guard = Answer::Guard {
            arg: 2,
            min: 0,
            max: Some(2),
        };
        assert_eq!(decide(&at_most, completes), guard);
        assert_eq!(text(2, 0, Some(2)), "argument 2 <= 2");
        assert_eq!(text(2, 1, Some(2)), "1 <= argument 2 <= 2");
        let any = model(release(0, 1), vec![], vec![]);
        assert_eq!(decide(&any, completes), Answer::Accept);
        let none = model(release(0, 1), vec![], vec![acquire(0, VALUES as i64 + 1)]);
        let undecided = Answer::Undecided {
            arg: 2,
            completing: Vec::new(),
        };
        assert_eq!(decide(&none, completes), undecided);
    }
}
