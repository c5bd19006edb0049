//! `scf.while` and `scf.condition` (MLIR's `SCF.cpp` verifiers and the
//! region-branch checks of `RegionBranchOpInterface`): the 'before' region
//! ends in `scf.condition`, the 'after' region in `scf.yield`, and the values
//! passed along each control-flow edge match its targets in number and type.
//! `scf.for`: bounds, step and one initial value per result and per body
//! argument after the induction variable, and the values its body yields
//! match both. `scf.if`: results only with an else region, and each region
//! yields them.

use super::{Check, Cx};
use crate::ir::{BlockId, OpId, OpKind, Type, ValueId, View};
use crate::ops::views::{ScfCondition, ScfFor, ScfIf, ScfIndexSwitch, ScfWhile};

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
fn edge(
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
}
