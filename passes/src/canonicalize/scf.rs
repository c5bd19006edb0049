//! MLIR's canonicalization patterns of `scf.for` and `scf.if` (`SCF.cpp`)
//! that take control flow away: a loop that runs no iteration or one
//! (`SimplifyTrivialLoops`), loop-carried values a loop only passes on
//! (`ForOpIterArgsFolder`), results of an `scf.if` whose branches both
//! yield values defined outside it, which become `arith.select`s
//! (`ConvertTrivialIfToSelect`), and two `scf.if`s in a row on one
//! condition, which become one (`CombineIfs`).

use super::fold::{int_value, resolve};
use dialect::ir::{At, BlockId, OpId, OpKind, RegionId, ValueDef, ValueId, View};
use dialect::ops::views::{ArithAddi, ArithSelect, ScfFor};
use dialect::Ir;
use std::collections::HashMap;

/// Runs the loop and branch patterns on every `scf.for` and `scf.if`,
/// inner ones first, adding the results they replace to `replaced` (by
/// values that may themselves be replaced: follow the chains); returns
/// whether any applied.
pub(super) fn simplify_all(ir: &mut Ir, replaced: &mut HashMap<ValueId, ValueId>) -> bool {
    if !ir.may_contain(OpKind::ScfFor) && !ir.may_contain(OpKind::ScfIf) {
        return false;
    }
    let ops = ir.walk_for(ir.top, &[OpKind::ScfFor, OpKind::ScfIf]);
    let mut changed = false;
    for op in ops.into_iter().rev() {
        if ir.block_of(op).is_none() {
            continue;
        }
        changed |= if ir.is(op, OpKind::ScfFor) {
            simplify_loop(ir, op, replaced)
        } else if ir.is(op, OpKind::ScfIf) {
            let selected = selects_for_trivial_results(ir, op, replaced);
            combine_with_previous_if(ir, op, replaced) || selected
        } else {
            false
        };
    }
    changed
}

/// `SimplifyTrivialLoops`: a loop whose bounds are equal, or whose constant
/// trip distance is not positive, is replaced by its initial values; one
/// whose step reaches past its distance runs once, its body inlined with
/// the induction variable at the lower bound; one of several iterations
/// whose body only yields values defined outside is replaced by them.
fn simplify_loop(ir: &mut Ir, op: OpId, replaced: &mut HashMap<ValueId, ValueId>) -> bool {
    let at = |i: usize| resolve(replaced, ir[op].operands[i]);
    let (lb, ub, step) = (at(0), at(1), at(2));
    let inits: Vec<ValueId> = (3..ir[op].operands.len()).map(at).collect();
    let results = ir[op].results.to_vec();
    let Some(body) = ir.entry_block(op, 0) else {
        return false;
    };
    let signed = !ScfFor::wrap(op).unsigned_cmp(ir);
    let distance = if lb == ub {
        Some(0)
    } else {
        distance(ir, lb, ub).filter(|_| signed)
    };
    let Some(distance) = distance else {
        return false;
    };
    if distance <= 0 {
        replaced.extend(results.into_iter().zip(inits));
        ir.erase(op);
        return true;
    }
    let Some(step) = int_value(ir, step, false) else {
        return false;
    };
    let yielded = yielded(ir, body);
    let yielded: Vec<ValueId> = yielded.into_iter().map(|v| resolve(replaced, v)).collect();
    if step >= distance {
        let args = ir[body].args.to_vec();
        replaced.extend(args.into_iter().zip(std::iter::once(lb).chain(inits)));
        inline_before(ir, body, op);
        replaced.extend(results.into_iter().zip(yielded));
        ir.erase(op);
        return true;
    }
    let only_yield = ir.ops_in(body).all(|o| ir.is(o, OpKind::ScfYield));
    let region = ir[op].regions()[0];
    if !only_yield || yielded.iter().any(|&v| region_of(ir, v) == Some(region)) {
        return false;
    }
    replaced.extend(results.into_iter().zip(yielded));
    ir.erase(op);
    true
}

/// The constant distance from `lb` to `ub`: both constants, or `ub` an
/// `arith.addi` of `lb` and a constant (MLIR's `computeConstDiff`).
fn distance(ir: &Ir, lb: ValueId, ub: ValueId) -> Option<i128> {
    if let (Some(l), Some(u)) = (int_value(ir, lb, false), int_value(ir, ub, false)) {
        return Some(u - l);
    }
    let add = ir.view::<ArithAddi>(ir.defining_op(ub)?)?;
    match ir[add.op()].operands[..] {
        [x, c] | [c, x] if x == lb && int_value(ir, c, false).is_some() => int_value(ir, c, false),
        _ => None,
    }
}

/// `ForOpIterArgsFolder`: a loop-carried value that the body yields
/// unchanged, or whose initial value is the value yielded, or that neither
/// the body nor the loop's user reads, is its initial value throughout; it
/// is dropped from the loop. `uses` counts the uses of each value (by
/// index). Returns the results replaced.
pub(super) fn forward_iter_args(ir: &mut Ir, uses: &[u32]) -> HashMap<ValueId, ValueId> {
    let mut replaced = HashMap::new();
    if !ir.may_contain(OpKind::ScfFor) {
        return replaced;
    }
    let mut loops = ir.walk_for(ir.top, &[OpKind::ScfFor]);
    loops.retain(|&op| ir.is(op, OpKind::ScfFor));
    for op in loops {
        let Some(body) = ir.entry_block(op, 0) else {
            continue;
        };
        let Some(yield_op) = ir.last_op(body).filter(|&y| ir.is(y, OpKind::ScfYield)) else {
            continue;
        };
        let yielded = ir[yield_op].operands.to_vec();
        let inits = ir[op].operands[3..].to_vec();
        let args = ir[body].args[1..].to_vec();
        let results = ir[op].results.to_vec();
        if [inits.len(), args.len(), results.len()] != [yielded.len(); 3] {
            continue;
        }
        let forwarded: Vec<bool> = (0..yielded.len())
            .map(|i| {
                let unused = |v: ValueId| uses[v.index()] == 0;
                yielded[i] == args[i]
                    || yielded[i] == inits[i]
                    || (unused(args[i]) && unused(results[i]))
            })
            .collect();
        if !forwarded.contains(&true) {
            continue;
        }
        for i in (0..yielded.len()).filter(|&i| forwarded[i]) {
            replaced.insert(args[i], inits[i]);
            replaced.insert(results[i], inits[i]);
        }
        let kept_mask: Vec<bool> = forwarded.iter().map(|f| !f).collect();
        let kept = |vs: &[ValueId]| masked(vs, &kept_mask);
        ir[yield_op].operands = kept(&yielded).into_iter().collect();
        let operands: Vec<ValueId> = ir[op].operands[..3]
            .iter()
            .copied()
            .chain(kept(&inits))
            .collect();
        ir[op].operands = operands.into_iter().collect();
        let iv = ir[body].args[0];
        set_block_args(ir, body, std::iter::once(iv).chain(kept(&args)).collect());
        set_results(ir, op, kept(&results));
    }
    replaced
}

/// `ConvertTrivialIfToSelect`: each result of an `scf.if` whose yielded
/// values are both defined outside their branches becomes the value they
/// share or an `arith.select` on the condition (built before the `scf.if`,
/// in result order); the `scf.if` keeps the other results.
fn selects_for_trivial_results(
    ir: &mut Ir,
    op: OpId,
    replaced: &mut HashMap<ValueId, ValueId>,
) -> bool {
    let results = ir[op].results.to_vec();
    let regions = ir[op].regions().to_vec();
    if results.is_empty() || regions.len() != 2 {
        return false;
    }
    let (Some(then), Some(other)) = (ir.entry_block(op, 0), ir.entry_block(op, 1)) else {
        return false;
    };
    let (Some(then_yield), Some(else_yield)) = (ir.last_op(then), ir.last_op(other)) else {
        return false;
    };
    let pairs: Vec<(ValueId, ValueId)> = (ir[then_yield].operands.iter())
        .zip(&ir[else_yield].operands)
        .map(|(&t, &f)| (resolve(replaced, t), resolve(replaced, f)))
        .collect();
    if pairs.len() != results.len() {
        return false;
    }
    let inside = |ir: &Ir, (t, f): (ValueId, ValueId)| {
        region_of(ir, t) == Some(regions[0]) || region_of(ir, f) == Some(regions[1])
    };
    let kept: Vec<bool> = pairs.iter().map(|&p| inside(ir, p)).collect();
    if !kept.contains(&false) {
        return false;
    }
    let cond = resolve(replaced, ir[op].operands[0]);
    let span = ir[op].span;
    let mut at = At::Before(op);
    for (i, &(t, f)) in pairs.iter().enumerate() {
        if kept[i] {
            continue;
        }
        let value = if t == f {
            t
        } else {
            let ty = ir.type_of(results[i]).clone();
            let select = ArithSelect::build(ir, span)
                .operands(&[cond, t, f])
                .result(ty)
                .insert(at);
            at = At::After(select.op());
            ir[select.op()].results[0]
        };
        replaced.insert(results[i], value);
    }
    let keep = |vs: &[ValueId]| masked(vs, &kept);
    for y in [then_yield, else_yield] {
        let operands = keep(&ir[y].operands);
        ir[y].operands = operands.into_iter().collect();
    }
    set_results(ir, op, keep(&results));
    true
}

/// `CombineIfs`: an `scf.if` right after another on the same condition (or
/// on its negation, `xori %c, true` either way, its branches swapped) joins
/// it: each branch's ops go after the other's, yields joined, the first's
/// results used inside the second read from the branch's yield. `next` is
/// erased; the first `scf.if` has both's results. Returns whether it joined.
fn combine_with_previous_if(
    ir: &mut Ir,
    next: OpId,
    replaced: &mut HashMap<ValueId, ValueId>,
) -> bool {
    let Some(prev) = ir.prev_op(next).filter(|&p| ir.is(p, OpKind::ScfIf)) else {
        return false;
    };
    let cond = |op: OpId| resolve(replaced, ir[op].operands[0]);
    let (c_prev, c_next) = (cond(prev), cond(next));
    let negates = |a: ValueId, b: ValueId| {
        let not = ir.defining_op(a).filter(|&d| ir.is(d, OpKind::ArithXori));
        not.is_some_and(|d| match ir[d].operands[..] {
            [x, one] => resolve(replaced, x) == b && int_value(ir, one, true) == Some(1),
            _ => false,
        })
    };
    let swapped = if c_prev == c_next {
        false
    } else if negates(c_next, c_prev) || negates(c_prev, c_next) {
        true
    } else {
        return false;
    };
    let (then_next, else_next) = (ir.entry_block(next, 0), ir.entry_block(next, 1));
    let (into_then, into_else) = if swapped {
        (else_next, then_next)
    } else {
        (then_next, else_next)
    };
    let prev_results = ir[prev].results.to_vec();
    for (i, branch) in [(0, into_then), (1, into_else)] {
        let Some(from) = branch else { continue };
        let yields: Vec<ValueId> = ir
            .entry_block(prev, i)
            .map(|b| yielded(ir, b))
            .unwrap_or_default();
        let uses: HashMap<ValueId, ValueId> = prev_results.iter().copied().zip(yields).collect();
        let mut inner: Vec<OpId> = ir.ops_in(from).collect();
        for o in inner.clone() {
            inner.extend(ir.walk(o));
        }
        for o in inner {
            for k in 0..ir[o].operands.len() {
                if let Some(&to) = uses.get(&ir[o].operands[k]) {
                    ir[o].operands[k] = to;
                }
            }
        }
        join_block(ir, prev, i, from);
    }
    let results: Vec<ValueId> = prev_results
        .into_iter()
        .chain(ir[next].results.iter().copied())
        .collect();
    set_results(ir, prev, results);
    ir.erase(next);
    true
}

/// Moves the ops of block `from` into region `i` of `into`: after the ops
/// of its block, the two yields joined; the block itself when the region
/// has none (a missing `else` region is added).
fn join_block(ir: &mut Ir, into: OpId, i: usize, from: BlockId) {
    while ir[into].regions().len() <= i {
        ir.add_region(into);
    }
    let region = ir[into].regions()[i];
    let Some(to) = ir[region].blocks.first().copied() else {
        let old = ir[from].parent;
        ir[old].blocks.retain(|&b| b != from);
        ir[from].parent = region;
        ir[region].blocks.push(from);
        return;
    };
    let first_yield = ir.last_op(to).filter(|&y| ir.is(y, OpKind::ScfYield));
    let ops: Vec<OpId> = ir.ops_in(from).collect();
    for o in ops {
        match first_yield {
            Some(y) if ir.is(o, OpKind::ScfYield) => {
                let more = ir[o].operands.to_vec();
                ir[y].operands.extend(more);
            }
            Some(y) => ir.move_op(o, At::Before(y)),
            None => ir.move_op(o, At::End(to)),
        }
    }
}

/// The values block `b`'s terminator yields.
fn yielded(ir: &Ir, b: BlockId) -> Vec<ValueId> {
    ir.last_op(b)
        .filter(|&y| ir.is(y, OpKind::ScfYield))
        .map(|y| ir[y].operands.to_vec())
        .unwrap_or_default()
}

/// Moves the ops of `body` but its `scf.yield` (which an implied
/// terminator leaves out) before `op`.
fn inline_before(ir: &mut Ir, body: BlockId, op: OpId) {
    let ops: Vec<OpId> = ir.ops_in(body).collect();
    for o in ops {
        if !ir.is(o, OpKind::ScfYield) {
            ir.move_op(o, At::Before(op));
        }
    }
}

/// The region whose block defines `v`.
fn region_of(ir: &Ir, v: ValueId) -> Option<RegionId> {
    let b = match ir[v].def {
        ValueDef::Result(op, _) => ir.block_of(op)?,
        ValueDef::BlockArg(b, _) => b,
    };
    Some(ir[b].parent)
}

/// The values of `vs` whose place `keep` marks.
fn masked(vs: &[ValueId], keep: &[bool]) -> Vec<ValueId> {
    vs.iter()
        .zip(keep)
        .filter(|(_, &k)| k)
        .map(|(&v, _)| v)
        .collect()
}

/// Makes `results` `op`'s results, numbered in order.
fn set_results(ir: &mut Ir, op: OpId, results: Vec<ValueId>) {
    for (i, &v) in results.iter().enumerate() {
        ir[v].def = ValueDef::Result(op, i as u32);
    }
    ir[op].results = results.into_iter().collect();
}

/// Makes `args` block `b`'s arguments, numbered in order.
fn set_block_args(ir: &mut Ir, b: BlockId, args: Vec<ValueId>) {
    for (i, &v) in args.iter().enumerate() {
        ir[v].def = ValueDef::BlockArg(b, i as u32);
    }
    ir[b].args = args.into_iter().collect();
}
