//! What the loops of `scf` hold beyond their attributes: the operand groups
//! of `scf.parallel` (bounds, steps and initial values) and of `scf.forall`
//! (the dynamic entries of its bound and step lists, then its outputs),
//! read by the printer, the verifier and the simulator alike.

use super::format::SEGMENT_SIZES;
use super::DYNAMIC;
use crate::ir::{Attr, DenseLit, Ir, OpId, OpKind, ValueId};
use std::ops::Range;

/// The sizes of an `array<i32: ...>` of non-negative integers.
fn sizes(a: &Attr) -> Option<Vec<usize>> {
    match a {
        Attr::DenseArray(d) => d
            .vals
            .iter()
            .map(|x| match x {
                DenseLit::Int(v) => usize::try_from(*v).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Consecutive ranges of the given sizes.
fn ranges<const N: usize>(sizes: &[usize]) -> [Range<usize>; N] {
    let mut at = 0;
    std::array::from_fn(|k| {
        let n = sizes.get(k).copied().unwrap_or(0);
        let r = at..at + n;
        at = r.end;
        r
    })
}

/// The operand groups of `scf.parallel` op `op`: lower bounds, upper
/// bounds, steps (one each per induction variable, the body's arguments)
/// and initial values, by its `operandSegmentSizes` where it holds it, else
/// the rest after the steps. `None` when it has no body or its operands do
/// not fit these groups.
pub fn parallel_groups(ir: &Ir, op: OpId) -> Option<[Range<usize>; 4]> {
    let n = ir.entry_block(op, 0).map(|b| ir[b].args.len())?;
    let total = ir[op].operands.len();
    let sizes = match ir.attr(op, SEGMENT_SIZES) {
        Some(a) => sizes(a)?,
        None => vec![n, n, n, total.checked_sub(3 * n)?],
    };
    let fits = sizes.len() == 4
        && sizes[..3].iter().all(|&s| s == n)
        && sizes.iter().sum::<usize>() == total;
    fits.then(|| ranges(&sizes))
}

/// An `scf.forall`'s lower bounds, upper bounds and steps (each entry an
/// integer, or [`DYNAMIC`] for an operand's), and its operand groups: the
/// operands of the dynamic entries of each list, then its outputs.
pub type ForallLists = ([Vec<i64>; 3], [Range<usize>; 4]);

/// The lists of `scf.forall` op `op` ([`ForallLists`]); `None` when a list
/// is missing or its dynamic entries are more than its operands.
pub fn forall_lists(ir: &Ir, op: OpId) -> Option<ForallLists> {
    let list = |name| match ir.attr(op, name)? {
        Attr::DenseArray(d) => d
            .vals
            .iter()
            .map(|x| match x {
                DenseLit::Int(v) => i64::try_from(*v).ok(),
                _ => None,
            })
            .collect::<Option<Vec<i64>>>(),
        _ => None,
    };
    let lists = [
        list("staticLowerBound")?,
        list("staticUpperBound")?,
        list("staticStep")?,
    ];
    let dynamic: Vec<usize> = lists
        .iter()
        .map(|l| l.iter().filter(|&&v| v == DYNAMIC).count())
        .collect();
    let total = ir[op].operands.len();
    let bounds: usize = dynamic.iter().sum();
    let outs = total.checked_sub(bounds)?;
    let groups = ranges(&[dynamic[0], dynamic[1], dynamic[2], outs]);
    Some((lists, groups))
}

/// The integer `v` holds when an `arith.constant` defines it (MLIR's
/// `getConstantIntValue`).
pub fn constant_int(ir: &Ir, v: ValueId) -> Option<i128> {
    let d = ir.defining_op(v)?;
    if !ir.is(d, OpKind::ArithConstant) {
        return None;
    }
    match ir.attr(d, "value")? {
        Attr::Int(n, _) => Some(*n),
        _ => None,
    }
}
