//! `--aie-core-forever-loops` (mlir-aie's AIECoreForeverLoops): a loop that
//! never ends in practice (IRON's `range_(sys.maxsize)`, 0 to `i64::MAX`)
//! keeps a 64-bit counter alive for nothing. An `scf.for` in an `aie.core`
//! or in a device's `func.func` whose static trip count is at least
//! `min-trip-count` and whose induction variable is unused becomes an
//! `scf.while` whose condition is `true`, its loop-carried values kept.
//! Runtime sequences are left alone. Run it before `--aie-scf-to-control-flow`
//! (`test/passes/core-forever-loops.mlir`).

use crate::canonicalize::fold::int_value;
use crate::netlist::{self, Dev};
use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Attr, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::ArithConstant;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-core-forever-loops",
    name: "AIECoreForeverLoops",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Drop the counter of core loops that never finish in practice",
    doc: "passes.md#--aie-core-forever-loops",
    options: &[MIN_TRIP_COUNT],
    body: crate::Body::Run(run),
};

/// The smallest trip count taken for forever: 2^56, over a year at one
/// iteration a cycle, and below `i64::MAX` divided by any unroll factor of
/// the static object FIFO lowering.
const MIN_TRIP_COUNT: PassOption = PassOption {
    name: "min-trip-count",
    help: "Smallest static trip count treated as forever (4294967295 takes 0xFFFFFFFF bounds too)",
    default: "72057594037927936",
    values: &[],
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let Ok(min) = args.get(MIN_TRIP_COUNT.name).parse::<u64>() else {
        return vec![Diagnostic::error(
            Default::default(),
            "pass option 'min-trip-count' must be an unsigned integer",
        )
        .with_help("--aie-core-forever-loops=\"min-trip-count=<integer>\"")];
    };
    netlist::each_device(ir, |ir, dev: &Dev| {
        for body in bodies(ir, dev) {
            let loops: Vec<OpId> = ir
                .walk(body)
                .into_iter()
                .filter(|&o| ir.is(o, OpKind::ScfFor))
                .collect();
            for lp in loops {
                if forever(ir, lp, min) {
                    to_while(ir, body, lp);
                }
            }
        }
        Ok(())
    })
}

/// The cores and the defined functions of `dev`.
fn bodies(ir: &Ir, dev: &Dev) -> Vec<OpId> {
    dev.ops(ir)
        .filter(|&o| {
            ir.is(o, OpKind::Core) || ir.is(o, OpKind::FuncFunc) && ir.entry_block(o, 0).is_some()
        })
        .collect()
}

/// Whether `lp` runs at least `min` times by its constant bounds and never
/// reads its induction variable.
fn forever(ir: &Ir, lp: OpId, min: u64) -> bool {
    let bound = |i: usize| int_value(ir, ir[lp].operands[i], false);
    let (Some(lb), Some(ub), Some(step)) = (bound(0), bound(1), bound(2)) else {
        return false;
    };
    if step <= 0 || ub <= lb {
        return false;
    }
    let trips = (ub - lb + step - 1) / step;
    let Some(iv) = ir
        .entry_block(lp, 0)
        .and_then(|b| ir[b].args.first().copied())
    else {
        return false;
    };
    let reads_iv = ir
        .walk(lp)
        .into_iter()
        .any(|o| o != lp && ir[o].operands.contains(&iv));
    trips >= i128::from(min) && !reads_iv
}

/// Rewrites `lp` (in `body`) as `scf.while` with a `true` condition that
/// passes the loop-carried values on; the loop's body becomes the `do`
/// region, less its induction variable.
fn to_while(ir: &mut Ir, body: OpId, lp: OpId) {
    let span = ir[lp].span;
    let inits: Vec<ValueId> = ir[lp].operands[3..].to_vec();
    let types: Vec<Type> = ir[lp]
        .results
        .iter()
        .map(|&r| ir.type_of(r).clone())
        .collect();
    let mut b = ir.build(OpKind::ScfWhile, span).operands(&inits);
    for t in &types {
        b = b.result(t.clone());
    }
    let w = b.insert(At::Before(lp));
    ir.move_regions(lp, w);
    let after = ir[w].regions()[0];
    let before_region = ir.add_region(w);
    let before = ir.add_block(before_region, span);
    ir.move_region_to_front(w, before_region);
    let args: Vec<ValueId> = types
        .iter()
        .map(|t| ir.add_block_arg(before, t.clone()))
        .collect();
    let yes = ArithConstant::build(ir, span)
        .value(Attr::Bool(true))
        .result(Type::int(1))
        .insert(At::End(before));
    let yes = ir[yes.op()].results[0];
    ir.build(OpKind::ScfCondition, span)
        .operand(yes)
        .operands(&args)
        .insert(At::End(before));
    let entry = ir[after].blocks[0];
    ir.remove_block_arg(entry, 0);
    let ends_in_yield = ir
        .last_op(entry)
        .is_some_and(|t| ir.is(t, OpKind::ScfYield));
    if !ends_in_yield {
        ir.build(OpKind::ScfYield, span).insert(At::End(entry));
    }
    let results: Vec<(ValueId, ValueId)> = ir[lp]
        .results
        .iter()
        .copied()
        .zip(ir[w].results.iter().copied())
        .collect();
    for (from, to) in results {
        ir.replace_uses_in(body, from, to);
    }
    ir.erase(lp);
}
