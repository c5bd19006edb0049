//! The static lowering's loop unrolling, shared by
//! `--aie-objectFifo-stateful-transform`, `--aie-objectFifo-unroll` and
//! `--aie-objectfifo-lower-cores`: each loop whose body directly acquires
//! objects is unrolled by the lcm of the depths it acquires from, so that
//! every acquire of the unrolled body names fixed objects.

use super::Res;
use crate::divisors::lcm;
use crate::netlist;
use dialect::ir::{At, Attr, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::{ArithConstant, ObjectfifoAcquire, ObjectfifoRelease};
use dialect::Ir;
use std::collections::HashMap;

/// Unrolls, innermost first, every loop of `core` whose body directly
/// acquires objects, by the lcm of the depths it acquires from (at most
/// its trip count); a remainder loop is unrolled fully. `depth` gives the
/// depth an acquire cycles through, or none for one the lowering leaves.
pub(super) fn unroll_loops(
    ir: &mut Ir,
    core: OpId,
    depth: impl Fn(&Ir, OpId) -> Res<Option<i64>>,
) -> Res<()> {
    parallel_access(ir, core)?;
    for lp in post_order_loops(ir, core) {
        let Some(body) = ir.entry_block(lp, 0) else {
            continue;
        };
        let mut factor = 1i64;
        let mut found = false;
        for o in ir.ops_in(body).collect::<Vec<_>>() {
            if !ir.is(o, OpKind::ObjectfifoAcquire) {
                continue;
            }
            if let Some(d) = depth(ir, o)? {
                found = true;
                factor = lcm(factor, d.max(1));
            }
        }
        if !found {
            continue;
        }
        let trips = trip_count(ir, lp).unwrap_or(0);
        let u = factor.min(trips);
        if u == 0 {
            let message = "could not be unrolled with unrollFactor = 0, check loop boundaries.";
            let help = "loops that acquire from objectfifos need constant bounds and step, and at least one iteration";
            return Err(netlist::op_error(ir, lp, message).with_help(help).into());
        }
        if let Some(rest) = unroll(ir, lp, u)? {
            let r = trip_count(ir, rest).unwrap_or(1);
            unroll(ir, rest, r)?;
        }
    }
    Ok(())
}

/// A parallel loop (`scf.parallel`, `scf.forall`) of `core` that acquires
/// or releases objects is an error: it is not unrolled, so its accesses,
/// walked once, would name the same objects in every iteration.
fn parallel_access(ir: &Ir, core: OpId) -> Res<()> {
    let parallel = |o: OpId| ir.is(o, OpKind::ScfParallel) || ir.is(o, OpKind::ScfForall);
    let access =
        |o: OpId| ir.is(o, OpKind::ObjectfifoAcquire) || ir.is(o, OpKind::ObjectfifoRelease);
    for lp in ir.walk(core).into_iter().filter(|&o| parallel(o)) {
        if let Some(a) = ir.walk(lp).into_iter().find(|&o| access(o)) {
            let message = format!(
                "accesses objectfifo objects in an '{}' loop, which the static objectfifo lowering does not unroll",
                ir[lp].name()
            );
            let help = "write the loop as scf.for (which is unrolled), or lower this core dynamically (`dynamic_objfifo_lowering = true` on aie.core) so that objects are chosen at run time";
            return Err(netlist::op_error(ir, a, message).with_help(help).into());
        }
    }
    Ok(())
}

/// A new `arith.constant` of `v` (the type of `like`) at `at`.
fn new_constant(ir: &mut Ir, v: i64, like: ValueId, at: At) -> ValueId {
    let ty = ir.type_of(like).clone();
    let op = constant_op(ir, v, ty, at);
    ir[op].results[0]
}

/// A new `arith.constant v : ty` at `at`.
pub(super) fn constant_op(ir: &mut Ir, v: i64, ty: Type, at: At) -> OpId {
    ArithConstant::build(ir, Default::default())
        .value(Attr::int_of(v.into(), &ty))
        .result(ty)
        .insert(at)
        .op()
}

/// MLIR's `loopUnrollByFactor` for a loop with constant bounds: returns
/// the remainder loop if one is left with more than one iteration. An
/// unrolled step that does not fit 64 bits is an error at the loop
/// (before any edit), never a wrapped step.
fn unroll(ir: &mut Ir, lp: OpId, u: i64) -> Res<Option<OpId>> {
    let Some(trips) = trip_count(ir, lp) else {
        return Ok(None);
    };
    if u <= 1 {
        if trips == 1 {
            promote(ir, lp);
        }
        return Ok(None);
    }
    let o = ir[lp].operands.clone();
    let (Some(lb), Some(ub), Some(step)) =
        (constant(ir, o[0]), constant(ir, o[1]), constant(ir, o[2]))
    else {
        return Ok(None);
    };
    let even = trips - trips % u;
    let Some(step_unrolled) = step.checked_mul(u) else {
        return Err(netlist::op_error(
            ir,
            lp,
            format!("could not be unrolled by {u}: the unrolled step does not fit 64 bits"),
        )
        .with_help("give a loop that acquires from objectfifos a step far from i64's limits")
        .into());
    };
    // In i128: past i64::MAX it is past `ub` too (no remainder loop).
    let ub_unrolled = i128::from(lb) + i128::from(even) * i128::from(step);
    let mut rest = None;
    let new_ub = match i64::try_from(ub_unrolled) {
        Ok(v) if v < ub => Some(shared_constant(ir, lp, v, o[1])),
        _ => None,
    };
    // A loop left with one trip is inlined: it needs no new step.
    let one_trip = even / u == 1;
    let new_step = (!one_trip).then(|| shared_constant(ir, lp, step_unrolled, o[2]));
    if let Some(new_ub) = new_ub {
        let mut map = HashMap::new();
        let copy = ir.clone_op(lp, &mut map);
        ir.insert(At::After(lp), copy);
        ir[copy].operands[0] = new_ub;
        // The remainder takes over the loop's results.
        let results = ir[lp].results.clone();
        let parent = ir.parent_op(lp).unwrap_or(ir.top);
        for (k, &r) in results.iter().enumerate() {
            let nr = ir[copy].results[k];
            ir.replace_uses_in(parent, r, nr);
            ir[copy].operands[3 + k] = r;
        }
        if trips % u == 1 {
            promote(ir, copy);
        } else {
            rest = Some(copy);
        }
        ir[lp].operands[1] = new_ub;
    }
    replicate_body(ir, lp, u, o[2]);
    match new_step {
        Some(s) => ir[lp].operands[2] = s,
        None => promote(ir, lp),
    }
    Ok(rest)
}

/// Copies the body of `lp` so that it runs `u` iterations per trip.
fn replicate_body(ir: &mut Ir, lp: OpId, u: i64, step: ValueId) {
    let Some(body) = ir.entry_block(lp, 0) else {
        return;
    };
    let args = ir[body].args.clone();
    let (iv, iter_args) = (args[0], &args[1..]);
    let ops = ir.ops_in(body).collect::<Vec<_>>();
    let (term, work) = match ops.split_last() {
        Some((&t, rest)) if ir.is(t, OpKind::ScfYield) => (Some(t), rest.to_vec()),
        _ => (None, ops.clone()),
    };
    let iv_used = ops
        .iter()
        .flat_map(|&o| std::iter::once(o).chain(ir.walk(o)))
        .any(|o| ir[o].operands.contains(&iv));
    let body_yield: Vec<ValueId> = term.map(|t| ir[t].operands.to_vec()).unwrap_or_default();
    let mut yielded = body_yield.clone();
    let at = term.map_or(At::End(body), At::Before);
    for i in 1..u {
        let mut map: HashMap<ValueId, ValueId> = HashMap::new();
        if iv_used {
            // iv + i·step, the product folded (outside the loop) when the
            // step is constant, as MLIR's canonicalization leaves it.
            let offset = match constant(ir, step) {
                Some(s) => shared_constant(ir, lp, i.wrapping_mul(s), iv),
                None => {
                    let k = new_constant(ir, i, iv, at);
                    binary(ir, OpKind::ArithMuli, step, k, at)
                }
            };
            let add = binary(ir, OpKind::ArithAddi, iv, offset, at);
            map.insert(iv, add);
        }
        for (a, y) in iter_args.iter().zip(&yielded) {
            map.insert(*a, *y);
        }
        for &o in &work {
            let c = ir.clone_op(o, &mut map);
            ir.insert(at, c);
        }
        yielded = body_yield
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
    }
    if let Some(t) = term {
        ir[t].operands = yielded.into();
    }
}

/// The binary arith op `kind(a, b)` before `at`.
fn binary(ir: &mut Ir, kind: OpKind, a: ValueId, b: ValueId, at: At) -> ValueId {
    let ty = ir.type_of(a).clone();
    let op = ir
        .build(kind, Default::default())
        .operands(&[a, b])
        .result(ty)
        .insert(at);
    ir[op].results[0]
}

/// Replaces a single-iteration loop by its body; with a constant lower
/// bound, the body's `iv + constant` become constants.
fn promote(ir: &mut Ir, lp: OpId) {
    let Some(body) = ir.entry_block(lp, 0) else {
        return;
    };
    let parent = ir.parent_op(lp).unwrap_or(ir.top);
    let args = ir[body].args.clone();
    let operands = ir[lp].operands.clone();
    if let Some(lb) = constant(ir, operands[0]) {
        fold_offsets(ir, lp, body, args[0], lb);
    }
    ir.replace_uses_in(lp, args[0], operands[0]);
    for (k, &a) in args.iter().enumerate().skip(1) {
        if let Some(&init) = operands.get(2 + k) {
            ir.replace_uses_in(lp, a, init);
        }
    }
    for o in ir.ops_in(body).collect::<Vec<_>>() {
        if ir.is(o, OpKind::ScfYield) {
            let results = ir[lp].results.clone();
            for (r, y) in results.into_iter().zip(ir[o].operands.clone()) {
                ir.replace_uses_in(parent, r, y);
            }
            continue;
        }
        ir.move_op(o, At::Before(lp));
    }
    ir.erase(lp);
}

/// Replaces each `arith.addi iv, c` (c constant) directly in `body` of
/// loop `lp` by the constant lb + c, for an induction variable `iv` that is
/// `lb`.
fn fold_offsets(ir: &mut Ir, lp: OpId, body: dialect::ir::BlockId, iv: ValueId, lb: i64) {
    let parent = ir.parent_op(lp).unwrap_or(ir.top);
    let adds: Vec<(OpId, i64)> = ir
        .ops_in(body)
        .filter(|&o| ir.is(o, OpKind::ArithAddi) && ir[o].operands[0] == iv)
        .filter_map(|o| Some((o, constant(ir, ir[o].operands[1])?)))
        .collect();
    for (add, c) in adds {
        let folded = shared_constant(ir, lp, lb.wrapping_add(c), iv);
        let result = ir[add].results[0];
        ir.replace_uses_in(parent, result, folded);
        ir.erase(add);
    }
}

/// An `arith.constant v` of the type of `like` that dominates `lp`: one
/// already before it in its block or an enclosing block (up to the core),
/// else a new one just before it.
fn shared_constant(ir: &mut Ir, lp: OpId, v: i64, like: ValueId) -> ValueId {
    let ty = ir.type_of(like).clone();
    let mut anchor = lp;
    while let Some(block) = ir.block_of(anchor) {
        let mut earlier = ir.ops_in(block).take_while(|&o| o != anchor).filter(|&o| {
            ir.view::<ArithConstant>(o).is_some_and(|c| {
                c.value(ir).as_int() == Some(v.into()) && ir.type_of(ir[o].results[0]) == &ty
            })
        });
        if let Some(o) = earlier.next() {
            return ir[o].results[0];
        }
        match ir.parent_op(anchor) {
            Some(p) if !ir.is(p, OpKind::Core) && ir.parent_op(p).is_some() => anchor = p,
            _ => break,
        }
    }
    new_constant(ir, v, like, At::Before(lp))
}

/// The `scf.for` loops nested in `op`, innermost first (post-order).
fn post_order_loops(ir: &Ir, op: OpId) -> Vec<OpId> {
    fn visit(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
        for c in ir.children(op).collect::<Vec<_>>() {
            visit(ir, c, out);
            if ir.is(c, OpKind::ScfFor) {
                out.push(c);
            }
        }
    }
    let mut out = Vec::new();
    visit(ir, op, &mut out);
    out
}

/// The constant value of `v`, if defined by `arith.constant`.
pub(super) fn constant(ir: &Ir, v: ValueId) -> Option<i64> {
    let c = ir.view::<ArithConstant>(ir.defining_op(v)?)?;
    i64::try_from(c.value(ir).as_int()?).ok()
}

/// The trip count of an `scf.for` with constant bounds and step.
pub(super) fn trip_count(ir: &Ir, lp: OpId) -> Option<i64> {
    let o = &ir[lp].operands;
    let (lb, ub, step) = (
        constant(ir, o[0])?,
        constant(ir, o[1])?,
        constant(ir, o[2])?,
    );
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    // In i128: bounds near i64's ends (a loop "forever") must not overflow.
    let trips = (i128::from(ub) - i128::from(lb) + i128::from(step) - 1) / i128::from(step);
    i64::try_from(trips).ok()
}

/// What a static lowering knows of each fifo end between two ops: the
/// objects held and the index of the first of them.
type Holding = HashMap<String, (i64, i64)>;

/// Makes every loop of `core` steady for a static lowering, which walks a
/// loop's body once and so gives every trip the locks and objects of the
/// first: a loop must leave each fifo end holding what it found. One
/// entered holding fewer objects than its trips leave held (a sliding
/// window: acquire 2, release 1, entered holding none) is not; its first
/// trip is peeled (run once before the loop, which starts a step later), as
/// mlir-aie's `--aie-objectFifo-unroll` peels, when it has constant bounds
/// and at least two trips. Returns the fifo ends of loops still not steady
/// (no constant trip count, or a trip that keeps changing them) and of
/// branches whose arms leave them differently: those the lowering counts
/// at run time. `end` gives the fifo end an acquire or
/// release names and its depth.
pub(super) fn peel_unsteady_loops(
    ir: &mut Ir,
    core: OpId,
    end: impl Fn(&Ir, OpId) -> Option<(String, i64)>,
) -> Vec<String> {
    let mut peeled = Vec::new();
    let mut counted: Vec<String> = Vec::new();
    loop {
        let static_end = |ir: &Ir, o: OpId| end(ir, o).filter(|(n, _)| !counted.contains(n));
        let Some((lp, name)) = unsteady_loop(ir, core, &static_end, &mut Holding::new()) else {
            return counted;
        };
        let peelable = ir.is(lp, OpKind::ScfFor) && trip_count(ir, lp).is_some_and(|t| t >= 2);
        if peeled.contains(&lp) || !peelable {
            counted.push(name);
            continue;
        }
        peel_first_trip(ir, lp);
        peeled.push(lp);
    }
}

/// The first loop under `op`, in program order from `held`, whose one
/// trip changes what a fifo end holds, or branch whose arms leave it
/// holding different objects, with that end. `held` is advanced past
/// `op`'s ops.
fn unsteady_loop(
    ir: &Ir,
    op: OpId,
    end: &impl Fn(&Ir, OpId) -> Option<(String, i64)>,
    held: &mut Holding,
) -> Option<(OpId, String)> {
    let alternatives = ir.is(op, OpKind::ScfIf) || ir.is(op, OpKind::ScfIndexSwitch);
    let entry = held.clone();
    // An `scf.if` without `else` may also run nothing.
    let mut exits = match ir[op].regions().len() {
        1 if alternatives => vec![entry.clone()],
        _ => Vec::new(),
    };
    for &r in ir[op].regions() {
        if alternatives {
            *held = entry.clone();
        }
        for &b in &ir[r].blocks {
            for o in ir.ops_in(b) {
                if !ir[o].regions().is_empty() {
                    let before = held.clone();
                    if let Some(found) = unsteady_loop(ir, o, end, held) {
                        return Some(found);
                    }
                    let repeats = ir.is(o, OpKind::ScfFor) || ir.is(o, OpKind::ScfWhile);
                    if let Some(name) = repeats.then(|| changed(&before, held)).flatten() {
                        return Some((o, name));
                    }
                    continue;
                }
                let Some((name, depth)) = end(ir, o) else {
                    continue;
                };
                let (count, first) = held.entry(name).or_default();
                if let Some(a) = ir.view::<ObjectfifoAcquire>(o) {
                    *count = (*count).max(a.size(ir));
                } else if let Some(r) = ir.view::<ObjectfifoRelease>(o) {
                    let n = r.size(ir);
                    *count = (*count - n).max(0);
                    *first = (*first + n) % depth.max(1);
                }
            }
        }
        if alternatives {
            exits.push(held.clone());
        }
    }
    // Arms that leave an end holding different objects make it counted at
    // run time, as an unsteady loop does.
    if let Some((first, rest)) = exits.split_first() {
        if let Some(name) = rest.iter().find_map(|h| changed(first, h)) {
            return Some((op, name));
        }
        *held = first.clone();
    }
    None
}

/// A fifo end whose holding differs between `a` and `b` (unset is none).
fn changed(a: &Holding, b: &Holding) -> Option<String> {
    let at = |h: &Holding, n: &String| h.get(n).copied().unwrap_or_default();
    let mut names: Vec<&String> = a.keys().chain(b.keys()).collect();
    names.sort();
    names.into_iter().find(|n| at(a, n) != at(b, n)).cloned()
}

/// Runs the first trip of loop `lp` (constant bounds, two trips or more)
/// before it, as a copy of its body, and starts the loop a step later on
/// the values that trip yields.
fn peel_first_trip(ir: &mut Ir, lp: OpId) {
    let o = ir[lp].operands.clone();
    let (Some(lb), Some(step)) = (constant(ir, o[0]), constant(ir, o[2])) else {
        return;
    };
    // At least two trips: lb + step < ub, no overflow.
    let second = new_constant(ir, lb + step, o[0], At::Before(lp));
    let copy = ir.clone_op(lp, &mut HashMap::new());
    ir.insert(At::Before(lp), copy);
    ir[copy].operands[1] = second;
    ir[lp].operands[0] = second;
    let yielded = ir[copy].results.clone();
    for (k, v) in yielded.into_iter().enumerate() {
        ir[lp].operands[3 + k] = v;
    }
    promote(ir, copy);
    if trip_count(ir, lp) == Some(1) {
        promote(ir, lp);
    }
}
