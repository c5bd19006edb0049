//! `scf.while` and `scf.condition` (MLIR's `SCF.cpp` verifiers and the
//! region-branch checks of `RegionBranchOpInterface`): the 'before' region
//! ends in `scf.condition`, the 'after' region in `scf.yield`, and the values
//! passed along each control-flow edge match its targets in number and type.
//! `scf.for`: bounds, step and one initial value per result and per body
//! argument after the induction variable, and the values its body yields
//! match both. `scf.if`: results only with an else region, and each region
//! yields them. `scf.execute_region`: a region of blocks, the first without
//! arguments, each ending in a terminator, its `scf.yield`s yielding the
//! results. `scf.parallel`: `index` bounds and steps, one induction
//! variable each, a body ending in `scf.reduce`, whose regions (one per
//! result and initial value) combine two values of the reduced type and end
//! in `scf.reduce.return`. `scf.forall`: bound and step lists of its rank
//! with an `index` operand per dynamic entry, tensor outputs that are its
//! results and body arguments, an empty `scf.forall.in_parallel`.

use super::{Check, Cx};
use crate::ir::{Attr, BlockId, DenseLit, OpId, OpKind, Type, ValueId, View};
use crate::ops::format::SEGMENT_SIZES;
use crate::ops::structured::constant_int;
use crate::ops::views::{
    ScfCondition, ScfExecuteRegion, ScfFor, ScfForall, ScfForallInParallel, ScfIf, ScfIndexSwitch,
    ScfParallel, ScfReduce, ScfReduceReturn, ScfWhile,
};
use crate::ops::DYNAMIC;

/// The last op of the single block of region `i` of `op`, and the block.
fn terminator(cx: &Cx, op: OpId, i: usize) -> Option<(OpId, BlockId)> {
    let b = cx.ir.entry_block(op, i)?;
    Some((cx.ir.last_op(b)?, b))
}

/// The types of `values`.
fn types<'a>(cx: &Cx<'a>, values: &[ValueId]) -> Vec<&'a Type> {
    values.iter().map(|&v| cx.ir.type_of(v)).collect()
}

/// The types region `i` of `op` yields, if it has a block: its
/// `scf.yield`'s operands, none for the implicit one (which the IR leaves
/// out).
fn yielded<'a>(cx: &Cx<'a>, op: OpId, i: usize) -> Option<Vec<&'a Type>> {
    let b = cx.ir.entry_block(op, i)?;
    let last = cx.ir.last_op(b).filter(|&t| cx.ir.is(t, OpKind::ScfYield));
    Some(last.map_or_else(Vec::new, |t| types(cx, &cx.ir[t].operands)))
}

pub(crate) fn scf_for(cx: &Cx, op: ScfFor) -> Check {
    let o = &cx.ir[op.op()];
    if o.operands.len() < 3 {
        return Err(cx
            .err(
                op,
                format!(
                    "expected 3 or more operands, but found {}",
                    o.operands.len()
                ),
            )
            .help("give the lower bound, upper bound and step, then the initial values"));
    }
    let inits = o.operands.len() - 3;
    if o.results.len() != inits {
        return Err(cx
            .err(
                op,
                "mismatch in number of loop-carried values and defined values",
            )
            .help(format!("{inits} initial values give {inits} results")));
    }
    let args = cx
        .ir
        .entry_block(op.op(), 0)
        .map_or(0, |b| cx.ir[b].args.len());
    if args != inits + 1 {
        return Err(cx
            .err(
                op,
                "mismatch in number of basic block args and defined values",
            )
            .help(format!(
                "the body takes the induction variable and {inits} iter_args"
            )));
    }
    let (ir, op) = (cx.ir, op.op());
    let Some(body) = ir.entry_block(op, 0) else {
        return Ok(());
    };
    let carried = types(cx, &ir[body].args[1..]);
    edge(
        cx,
        op,
        "parent operands",
        "Region #0",
        &types(cx, &ir[op].operands[3..]),
        &carried,
    )?;
    if let Some(yields) = yielded(cx, op, 0) {
        edge(cx, op, "Region #0", "Region #0", &yields, &carried)?;
        edge(
            cx,
            op,
            "Region #0",
            "parent results",
            &yields,
            &types(cx, &ir[op].results),
        )?;
    }
    Ok(())
}

pub(crate) fn scf_if(cx: &Cx, op: ScfIf) -> Check {
    let (ir, op) = (cx.ir, op.op());
    let results = types(cx, &ir[op].results);
    if !results.is_empty() && ir.entry_block(op, 1).is_none() {
        return Err(cx
            .err(op, "must have an else block if defining values")
            .help("add an else region that yields the values too"));
    }
    for i in 0..ir[op].regions().len() {
        if let Some(yields) = yielded(cx, op, i) {
            edge(
                cx,
                op,
                format_args!("Region #{i}"),
                "parent results",
                &yields,
                &results,
            )?;
        }
    }
    Ok(())
}

/// `scf.index_switch`: a region per case value after the default one, no
/// value twice, every region ends in an `scf.yield` of the results.
pub(crate) fn index_switch(cx: &Cx, op: ScfIndexSwitch) -> Check {
    let cases = op.cases(cx.ir);
    let (ir, op) = (cx.ir, op.op());
    let regions = ir[op].regions().len().saturating_sub(1);
    if cases.len() != regions {
        return Err(cx
            .err(
                op,
                format!("has {regions} case regions but {} case values", cases.len()),
            )
            .help("write one `case N {...}` per value, then `default {...}`"));
    }
    let mut seen = std::collections::BTreeSet::new();
    if let Some(v) = cases.iter().find(|&&v| !seen.insert(v)) {
        return Err(cx
            .err(op, format!("has duplicate case value: {v}"))
            .help("each case value appears once"));
    }
    let results = types(cx, &ir[op].results);
    for i in 0..ir[op].regions().len() {
        let Some((last, _)) = terminator(cx, op, i) else {
            continue;
        };
        if !ir.is(last, OpKind::ScfYield) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "expected region to end with scf.yield, but got {}",
                        ir[last].name()
                    ),
                )
                .help("end every case and the default region with `scf.yield`"));
        }
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        if let Some(yields) = yielded(cx, op, i) {
            if yields.len() != results.len() {
                return Err(cx
                    .err(
                        op,
                        format!(
                            "expected each region to return {} values, but {name} returns {}",
                            results.len(),
                            yields.len()
                        ),
                    )
                    .note(cx.span(last), "see yield operation here")
                    .help("every region yields the switch's results"));
            }
        }
    }
    Ok(())
}

pub(crate) fn scf_while(cx: &Cx, op: ScfWhile) -> Check {
    let (ir, op) = (cx.ir, op.op());
    let ends = |i: usize, kind| terminator(cx, op, i).filter(|&(t, _)| ir.is(t, kind));
    let Some((cond, before)) = ends(0, OpKind::ScfCondition) else {
        return Err(cx
            .err(
                op,
                "expects the 'before' region to terminate with 'scf.condition'",
            )
            .help("end the first region with `scf.condition(%cond) %values : types`"));
    };
    let Some((yield_, after)) = ends(1, OpKind::ScfYield) else {
        return Err(cx
            .err(
                op,
                "expects the 'after' region to terminate with 'scf.yield'",
            )
            .help("end the `do` region with `scf.yield %values : types`"));
    };
    let types = |vs: &[ValueId]| types(cx, vs);
    let carried = types(&ir[cond].operands[1.min(ir[cond].operands.len())..]);
    let edges = [
        (
            "parent operands",
            "Region #0",
            types(&ir[op].operands),
            types(&ir[before].args),
        ),
        (
            "Region #0",
            "Region #1",
            carried.clone(),
            types(&ir[after].args),
        ),
        (
            "Region #0",
            "parent results",
            carried,
            types(&ir[op].results),
        ),
        (
            "Region #1",
            "Region #0",
            types(&ir[yield_].operands),
            types(&ir[before].args),
        ),
    ];
    for (from, to, source, target) in edges {
        edge(cx, op, from, to, &source, &target)?;
    }
    Ok(())
}

/// The values passed from `from` must match the inputs of `to`.
pub(super) fn edge(
    cx: &Cx,
    op: OpId,
    from: impl std::fmt::Display,
    to: &str,
    source: &[&Type],
    target: &[&Type],
) -> Check {
    let at = || format!("along control flow edge from {from} to {to}");
    if source.len() != target.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "{}: source has {} operands, but target successor needs {}",
                    at(),
                    source.len(),
                    target.len()
                ),
            )
            .help(
                "pass one value per argument of the region entered (or per result of the loop)",
            ));
    }
    match source.iter().zip(target).position(|(s, t)| s != t) {
        Some(i) => Err(cx
            .err(
                op,
                format!(
                    "{}: source type #{i} '{}' should match input type #{i} '{}'",
                    at(),
                    source[i],
                    target[i]
                ),
            )
            .help("give the values passed and the arguments they become the same types")),
        None => Ok(()),
    }
}

/// `scf.condition`: the condition is an `i1`.
pub(crate) fn condition(cx: &Cx, op: ScfCondition) -> Check {
    let (ir, op) = (cx.ir, op.op());
    match ir[op].operands.first() {
        Some(&c) if *ir.type_of(c) != Type::I1 => Err(cx
            .err(
                op,
                format!(
                    "operand #0 must be 1-bit signless integer, but got '{}'",
                    ir.type_of(c)
                ),
            )
            .help("compute the condition with `arith.cmpi` or another `i1` value")),
        _ => Ok(()),
    }
}

/// Whether `op` ends its block in MLIR: an op the table declares a
/// terminator, or one aiec does not know (which may be).
fn ends_block(cx: &Cx, op: OpId) -> bool {
    cx.ir.kind(op).is_none_or(|k| crate::ops::def(k).terminator)
}

/// `scf.execute_region`: at least one block, none of whose arguments the
/// entry block takes; every block ends in a terminator, and what each
/// `scf.yield` passes are the results.
pub(crate) fn execute_region(cx: &Cx, op: ScfExecuteRegion) -> Check {
    let (ir, op) = (cx.ir, op.op());
    let Some(&region) = ir[op].regions().first() else {
        return Ok(());
    };
    let blocks = &ir[region].blocks;
    let Some(&entry) = blocks.first() else {
        return Err(cx
            .err(op, "region needs to have at least one block")
            .help("give the region a body ending in `scf.yield`"));
    };
    if !ir[entry].args.is_empty() {
        return Err(cx.err(op, "region cannot have any arguments").help(
            "the region uses the values around it directly: drop its entry block's arguments",
        ));
    }
    let results = types(cx, &ir[op].results);
    for &b in blocks {
        let Some(last) = ir.last_op(b) else {
            return Err(cx
                .plain(op, "empty block: expect at least a terminator")
                .help("end each block of the region with `scf.yield` or a branch"));
        };
        if !ends_block(cx, last) {
            return Err(cx
                .plain(
                    last,
                    format!("block with no terminator, has '{}'", cx.name(last)),
                )
                .help("end each block of the region with `scf.yield` or a branch"));
        }
        if ir.is(last, OpKind::ScfYield) {
            let yields = types(cx, &ir[last].operands);
            edge(cx, op, "Region #0", "parent results", &yields, &results)?;
        }
    }
    Ok(())
}

/// The sizes `operandSegmentSizes` gives `op`'s operand groups, checked
/// against its operands as ODS checks them (`groups` of them), if it has
/// the attribute.
fn segment_sizes(cx: &Cx, op: OpId, groups: usize) -> Result<Option<Vec<usize>>, Box<super::Fail>> {
    let Some(Attr::DenseArray(d)) = cx.ir.attr(op, SEGMENT_SIZES) else {
        return Ok(None);
    };
    let sizes: Vec<usize> = d
        .vals
        .iter()
        .map(|x| match x {
            DenseLit::Int(v) => usize::try_from(*v).unwrap_or(usize::MAX),
            _ => usize::MAX,
        })
        .collect();
    if sizes.len() != groups {
        return Err(cx
            .err(
                op,
                format!(
                    "'operandSegmentSizes' attribute for specifying operand segments must have {groups} elements, but got {}",
                    sizes.len()
                ),
            )
            .help("give one size per operand group"));
    }
    let total = sizes.iter().fold(0usize, |a, &s| a.saturating_add(s));
    let have = cx.ir[op].operands.len();
    if total != have {
        return Err(cx
            .err(
                op,
                format!(
                    "operand count ({have}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
                ),
            )
            .help("the group sizes add up to the operand count"));
    }
    Ok(Some(sizes))
}

/// The operands `first..` of `op` are `index` values (ODS's `Variadic<Index>`).
fn index_operands(cx: &Cx, op: OpId, range: std::ops::Range<usize>) -> Check {
    for i in range {
        let Some(&v) = cx.ir[op].operands.get(i) else {
            break;
        };
        let t = cx.ir.type_of(v);
        if *t != Type::Index {
            return Err(cx
                .err(
                    op,
                    format!("operand #{i} must be variadic of index, but got '{t}'"),
                )
                .help(
                    "bounds and steps are `index` values (arith.index_cast converts an integer)",
                ));
        }
    }
    Ok(())
}

/// `scf.parallel` (MLIR's `ParallelOp::verify`): `index` bounds and steps,
/// at least one, constant steps positive, one `index` induction variable
/// each; the body ends in `scf.reduce` with one reduction per result and
/// initial value, each reducing a value of its result's type.
pub(crate) fn parallel(cx: &Cx, par: ScfParallel) -> Check {
    let (ir, op) = (cx.ir, par.op());
    let operands = &ir[op].operands;
    let args = ir
        .entry_block(op, 0)
        .map(|b| ir[b].args.clone())
        .unwrap_or_default();
    let sizes = match segment_sizes(cx, op, 4)? {
        Some(s) => s,
        None => {
            // One bound and step per induction variable, as far as the
            // operands go.
            let n = args.len().min(operands.len() / 3);
            vec![n, n, n, operands.len() - 3 * n]
        }
    };
    index_operands(cx, op, 0..sizes[0] + sizes[1] + sizes[2])?;
    let steps = &operands[sizes[0] + sizes[1]..][..sizes[2]];
    if steps.is_empty() {
        return Err(cx
            .err(
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            )
            .help("give each of `(...) = (...) to (...) step (...)` one entry per dimension"));
    }
    if steps
        .iter()
        .any(|&s| constant_int(ir, s).is_some_and(|v| v <= 0))
    {
        return Err(cx
            .err(op, "constant step operand must be positive")
            .help("give every step a value of at least 1"));
    }
    let bad_group = sizes[..2].iter().find(|&&s| s != steps.len());
    if args.len() != steps.len() || bad_group.is_some() {
        let bounds = bad_group.copied().unwrap_or(steps.len());
        return Err(cx
            .err(
                op,
                format!(
                    "expects the same number of induction variables: {} as bound and step values: {bounds}",
                    args.len()
                ),
            )
            .help("give one lower bound, upper bound and step per induction variable"));
    }
    if args.iter().any(|&a| *ir.type_of(a) != Type::Index) {
        return Err(cx
            .err(
                op,
                "expects arguments for the induction variable to be of index type",
            )
            .help("the body's arguments are the `index` induction variables"));
    }
    // The implicit `scf.reduce` (no reductions) when the body ends in none.
    let last = ir.entry_block(op, 0).and_then(|b| ir.last_op(b));
    let reduce = last.filter(|&t| ends_block(cx, t));
    if reduce.is_some_and(|t| !ir.is(t, OpKind::ScfReduce)) {
        return Err(cx
            .err(op, "expects body to terminate with 'scf.reduce'")
            .help("end the body with `scf.reduce`, with one reduction per result"));
    }
    let results = &ir[op].results;
    let reductions = reduce.map_or(0, |t| ir[t].regions().len());
    if results.len() != reductions {
        return Err(cx
            .err(
                op,
                format!(
                    "expects number of results: {} to be the same as number of reductions: {reductions}",
                    results.len()
                ),
            )
            .help("the body's `scf.reduce` has one region per result"));
    }
    let inits = sizes[3];
    if results.len() != inits {
        return Err(cx
            .err(
                op,
                format!(
                    "expects number of results: {} to be the same as number of initial values: {inits}",
                    results.len()
                ),
            )
            .help("give one initial value per result: `init (%v, ...) -> T, ...`"));
    }
    let Some(reduce) = reduce else {
        return Ok(());
    };
    let reduced = &ir[reduce].operands;
    if reduced.len() != inits {
        // `scf.reduce`'s own verifier reports it.
        return Ok(());
    }
    for (i, (&r, &v)) in results.iter().zip(reduced).enumerate() {
        let (rt, vt) = (ir.type_of(r), ir.type_of(v));
        if rt != vt {
            return Err(cx
                .err(
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: {vt} to be the same as the {i}-th result type: {rt}"
                    ),
                )
                .help("reduce values of the type of the loop's result"));
        }
    }
    Ok(())
}

/// `scf.reduce`: one region per reduced value, each a block of two
/// arguments of that value's type ending in `scf.reduce.return`.
pub(crate) fn reduce(cx: &Cx, reduce: ScfReduce) -> Check {
    let (ir, op) = (cx.ir, reduce.op());
    let regions = ir[op].regions();
    let operands = &ir[op].operands;
    if regions.len() != operands.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                    regions.len(),
                    operands.len()
                ),
            )
            .help("write one reduction region `{ ^bb0(%lhs: T, %rhs: T): ... }` per reduced value"));
    }
    for (i, (&r, &v)) in regions.iter().zip(operands).enumerate() {
        let [block] = ir[r].blocks[..] else {
            return Err(cx
                .err(
                    op,
                    format!(
                        "region #{i} ('reductions') failed to verify constraint: region with 1 blocks"
                    ),
                )
                .help("a reduction is one block"));
        };
        let ty = ir.type_of(v);
        if ir.first_op(block).is_none() {
            return Err(cx
                .err(op, format!("{i}-th reduction has an empty body"))
                .help("combine the two arguments and return the result with `scf.reduce.return`"));
        }
        let args = &ir[block].args;
        if args.len() != 2 || args.iter().any(|&a| ir.type_of(a) != ty) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "expected two block arguments with type {ty} in the {i}-th reduction region"
                    ),
                )
                .help(format!(
                    "begin the region with `^bb0(%lhs: {ty}, %rhs: {ty}):`"
                )));
        }
        if !ir
            .last_op(block)
            .is_some_and(|t| ir.is(t, OpKind::ScfReduceReturn))
        {
            return Err(cx
                .err(
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                )
                .help("end each reduction with `scf.reduce.return %v : T`"));
        }
    }
    Ok(())
}

/// `scf.reduce.return`: of the type of its reduction's arguments.
pub(crate) fn reduce_return(cx: &Cx, ret: ScfReduceReturn) -> Check {
    let (ir, op) = (cx.ir, ret.op());
    let (Some(block), Some(&v)) = (ir.block_of(op), ir[op].operands.first()) else {
        return Ok(());
    };
    let Some(&arg) = ir[block].args.first() else {
        return Ok(());
    };
    let (want, have) = (ir.type_of(arg), ir.type_of(v));
    if want != have {
        return Err(cx
            .err(
                op,
                format!("must have type {want} (the type of the reduction inputs)"),
            )
            .help(format!("return a value of type '{want}'")));
    }
    Ok(())
}

/// `scf.forall` (MLIR's `ForallOp::verify`): `index` values for the
/// dynamic bounds and steps and ranked tensors as outputs (ODS), one result
/// per output, a body taking the `index` induction variables then one
/// argument of each output's type, a mapping of its rank, and bound and
/// step lists of its rank with an operand per dynamic entry.
pub(crate) fn forall(cx: &Cx, forall: ScfForall) -> Check {
    let (ir, op) = (cx.ir, forall.op());
    let lists = [
        forall.static_lower_bound(ir),
        forall.static_upper_bound(ir),
        forall.static_step(ir),
    ];
    let dynamic: Vec<usize> = lists
        .iter()
        .map(|l| l.iter().filter(|&&v| v == DYNAMIC).count())
        .collect();
    let operands = &ir[op].operands;
    let sizes = match segment_sizes(cx, op, 4)? {
        Some(s) => s,
        None => {
            let bounds: usize = dynamic.iter().sum();
            let outs = operands.len().saturating_sub(bounds);
            vec![dynamic[0], dynamic[1], dynamic[2], outs]
        }
    };
    let bounds = sizes[0] + sizes[1] + sizes[2];
    index_operands(cx, op, 0..bounds)?;
    let outputs = &operands[bounds.min(operands.len())..];
    for (k, &o) in outputs.iter().enumerate() {
        let t = ir.type_of(o);
        if !matches!(t, Type::Tensor { shape: Some(_), .. }) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "operand #{} must be variadic of ranked tensor of any type values, but got '{t}'",
                        bounds + k
                    ),
                )
                .help("shared outputs are tensors; a loop over memrefs writes them in its body and has no shared_outs"));
        }
    }
    let rank = lists[0].len();
    let results = &ir[op].results;
    if results.len() != outputs.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "produces {} results, but has only {} outputs",
                    results.len(),
                    outputs.len()
                ),
            )
            .help("the loop has one result per shared output"));
    }
    let args = ir
        .entry_block(op, 0)
        .map(|b| ir[b].args.clone())
        .unwrap_or_default();
    if args.len() != rank + outputs.len() {
        return Err(cx
            .err(op, format!("region expects {rank} arguments"))
            .help("the body takes one induction variable per dimension, then one argument per shared output"));
    }
    if let Some(i) = args[..rank]
        .iter()
        .position(|&a| *ir.type_of(a) != Type::Index)
    {
        return Err(cx
            .err(op, format!("expects {i}-th block argument to be an index"))
            .help("the induction variables are `index` values"));
    }
    if let Some(i) =
        (0..outputs.len()).find(|&i| ir.type_of(args[rank + i]) != ir.type_of(outputs[i]))
    {
        return Err(cx
            .err(
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            )
            .help("each shared output's argument has the output's type"));
    }
    if let Some(Attr::Array(mapping)) = forall.mapping(ir) {
        if !mapping.is_empty() && mapping.len() != rank {
            return Err(cx
                .err(op, "mapping attribute size must match op rank")
                .help(format!("give one mapping entry per dimension ({rank})")));
        }
    }
    let names = ["lower bound", "upper bound", "step"];
    for (k, (name, list)) in names.iter().zip(&lists).enumerate() {
        if list.len() != rank {
            return Err(cx
                .plain(
                    op,
                    format!("expected {rank} {name} values, got {}", list.len()),
                )
                .help(format!("give one {name} per induction variable")));
        }
        if sizes[k] != dynamic[k] {
            return Err(cx
                .plain(op, format!("expected {} dynamic {name} values", dynamic[k]))
                .help("give one `index` operand per value entry of the list"));
        }
    }
    let last = ir.entry_block(op, 0).and_then(|b| ir.last_op(b));
    if let Some(t) = last.filter(|&t| ends_block(cx, t) && !ir.is(t, OpKind::ScfForallInParallel)) {
        return Err(cx
            .err(
                op,
                format!(
                    "expects regions to end with 'scf.forall.in_parallel', found '{}'",
                    cx.name(t)
                ),
            )
            .note(cx.span(t), "in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'")
            .help("end the body with `scf.forall.in_parallel`, or leave the terminator out"));
    }
    Ok(())
}

/// `scf.forall.in_parallel`: its region holds only
/// `tensor.parallel_insert_slice` ops, which aiec does not have: it is empty.
pub(crate) fn in_parallel(cx: &Cx, op: ScfForallInParallel) -> Check {
    let (ir, op) = (cx.ir, op.op());
    let inside = ir.entry_block(op, 0).and_then(|b| ir.first_op(b));
    if inside.is_some() {
        return Err(cx
            .err(op, "expected only tensor.parallel_insert_slice ops")
            .help("a loop over memrefs stores its results in its body; leave scf.forall.in_parallel empty"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    fn core(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 2)\n%c = aie.core(%t) {{\n%z = arith.constant 0 : i32\n%true = arith.constant true\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn while_loops() {
        ok(&core("%r = scf.while (%a = %z) : (i32) -> i32 {\n scf.condition(%true) %a : i32\n} do {\n^bb0(%b: i32):\n scf.yield %b : i32\n}"));
        expect(
            &core("%r = scf.while (%a = %z) : (i32) -> i32 {\n scf.condition(%true) %a : i32\n} do {\n^bb0(%b: i32):\n scf.yield %true : i1\n}"),
            "scf.while",
            "'scf.while' op along control flow edge from Region #1 to Region #0: source type #0 'i1' should match input type #0 'i32'",
        );
        expect(
            &core("scf.while : () -> () {\n scf.yield\n} do {\n scf.yield\n}"),
            "scf.while",
            "'scf.while' op expects the 'before' region to terminate with 'scf.condition'",
        );
        expect(
            &core("scf.while : () -> () {\n scf.condition(%z)\n} do {\n scf.yield\n}"),
            "scf.condition",
            "'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'",
        );
    }

    #[test]
    fn for_loops_yield_what_they_carry() {
        let header = "%c0 = arith.constant 0 : index\n%c4 = arith.constant 4 : index\n%c1 = arith.constant 1 : index\n";
        let body = |yield_: &str| {
            core(&format!("{header}%r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i32) {{\n {yield_}\n}}"))
        };
        ok(&body("scf.yield %a : i32"));
        expect(
            &body("scf.yield %true : i1"),
            "scf.for",
            "'scf.for' op along control flow edge from Region #0 to Region #0: source type #0 'i1' should match input type #0 'i32'",
        );
        expect(
            &body(""),
            "scf.for",
            "'scf.for' op along control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1",
        );
        ok(&core(&format!(
            "{header}scf.for %i = %c0 to %c4 step %c1 {{\n}}"
        )));
    }

    #[test]
    fn ifs_with_results_yield_them_in_both_branches() {
        ok(&core(
            "%r = scf.if %true -> (i32) {\n scf.yield %z : i32\n} else {\n scf.yield %z : i32\n}",
        ));
        ok(&core("scf.if %true {\n}"));
        expect(
            &core("%r = scf.if %true -> (i32) {\n scf.yield %z : i32\n}"),
            "scf.if",
            "'scf.if' op must have an else block if defining values",
        );
        expect(
            &core("%r = scf.if %true -> (i32) {\n scf.yield %z : i32\n} else {\n scf.yield %true : i1\n}"),
            "scf.if",
            "'scf.if' op along control flow edge from Region #1 to parent results: source type #0 'i1' should match input type #0 'i32'",
        );
    }

    #[test]
    fn parallel_loops_reduce_into_their_results() {
        let header = "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%c4 = arith.constant 4 : index\n";
        ok(&core(&format!(
            "{header}scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {{\n}}"
        )));
        let reduce = |ret: &str| {
            core(&format!("{header}%r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> i32 {{\n scf.reduce(%z : i32) {{\n ^bb0(%a: i32, %b: i32):\n {ret}\n }}\n}}"))
        };
        ok(&reduce("scf.reduce.return %a : i32"));
        expect(
            &reduce("scf.reduce.return %true : i1"),
            "scf.reduce.return",
            "'scf.reduce.return' op must have type i32 (the type of the reduction inputs)",
        );
        expect(
            &core(&format!(
                "{header}scf.parallel (%i) = (%c0) to (%c4) step (%c0) {{\n}}"
            )),
            "scf.parallel",
            "'scf.parallel' op constant step operand must be positive",
        );
    }

    #[test]
    fn foralls_and_execute_regions() {
        ok(&core(
            "scf.forall (%i, %j) in (4, 2) {\n}\nscf.forall (%i) = (1) to (9) step (2) {\n}",
        ));
        ok(&core(
            "%r = scf.execute_region -> i32 {\n scf.yield %z : i32\n}",
        ));
        expect(
            &core("%r = scf.execute_region -> i32 {\n scf.yield %true : i1\n}"),
            "scf.execute_region",
            "'scf.execute_region' op along control flow edge from Region #0 to parent results: source type #0 'i1' should match input type #0 'i32'",
        );
        expect(
            &core("scf.forall (%i) in (4) {\n} {mapping = [1, 2]}"),
            "scf.forall",
            "'scf.forall' op mapping attribute size must match op rank",
        );
    }
}
