//! `--aie-scf-to-control-flow` (mlir-aie's AIESCFToControlFlow): structured
//! control flow becomes blocks and branches everywhere but in runtime
//! sequences, whose loops have their own lowering (unrolling, or the C++
//! generator). Each op is lowered as MLIR's SCFToControlFlow does it:
//!
//! * `scf.for` splits its block; the loop's entry block becomes the
//!   condition block (`arith.cmpi slt`, `ult` with `unsignedCmp`, of the
//!   induction variable and the upper bound, then `cf.cond_br` to the body or
//!   the rest), the body follows it and ends in `arith.addi` of the step and
//!   `cf.br` back with the yielded values; the loop's results are the
//!   condition block's arguments after the induction variable;
//! * `scf.if` branches (`cf.cond_br`) to its then and else blocks, which
//!   branch to a continuation block whose arguments are the results;
//! * `scf.while` branches into its before region, whose `scf.condition`
//!   becomes a `cf.cond_br` to the after region or the rest, and the after
//!   region's `scf.yield` a `cf.br` back.
//!
//! * `scf.execute_region` branches to its region's entry block, inlined
//!   there, whose `scf.yield`s branch to a continuation block carrying its
//!   results;
//! * `scf.parallel` becomes a nest of `scf.for` loops (the first induction
//!   variable outermost) carrying its reductions' values, the innermost body
//!   its body then each reduction region (taking the carried value and the
//!   iteration's), yielding what they return; the loops are then lowered;
//! * `scf.forall` without shared outputs becomes the same nest (its static
//!   bounds and steps `arith.constant`s), its empty
//!   `scf.forall.in_parallel` dropped.
//!
//! A `memref.alloca_scope` holding one of these ops is inlined as an
//! `scf.execute_region` is (MLIR's pass leaves it, and its region then has
//! several blocks, which the op does not allow); its allocations then
//! live to the end of the enclosing body.
//!
//! `scf.index_switch` outside a runtime sequence is an error (MLIR lowers it
//! to `cf.switch`, which aiec does not have), and so is an `scf.forall`
//! with shared outputs (tensors, which MLIR's lowering leaves).

use crate::{Anchor, Args, Pass};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, BlockId, OpId, OpKind, RegionId, Span, Type, ValueId, View};
use dialect::ops::views::{ArithCmpi, ScfFor};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-scf-to-control-flow",
    name: "AIESCFToControlFlow",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary: "Lower scf to cf everywhere except inside runtime sequences",
    doc: "passes.md#--aie-scf-to-control-flow",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    loop {
        let Some(op) = next_scf(ir) else {
            return Vec::new();
        };
        let lowered = match ir.kind(op) {
            Some(OpKind::ScfFor) => lower_for(ir, op),
            Some(OpKind::ScfIf) => lower_if(ir, op),
            Some(OpKind::ScfWhile) => lower_while(ir, op),
            Some(OpKind::ScfExecuteRegion) => inline_region(ir, op, OpKind::ScfYield),
            Some(OpKind::MemrefAllocaScope) => {
                inline_region(ir, op, OpKind::MemrefAllocaScopeReturn)
            }
            Some(OpKind::ScfParallel) => lower_parallel(ir, op),
            Some(OpKind::ScfForall) => lower_forall(ir, op),
            _ => Err(crate::netlist::op_error(
                ir,
                op,
                "is not lowered to cf: aiec has no cf.switch",
            )
            .with_help("rewrite the switch as scf.if ops, or keep it in a runtime sequence")),
        };
        if let Err(d) = lowered {
            return vec![d];
        }
    }
}

/// The first structured op, in pre-order, outside runtime sequences.
fn next_scf(ir: &Ir) -> Option<OpId> {
    let top: Vec<OpId> = ir.ops_in(ir.top_block()).collect();
    top.into_iter()
        .flat_map(|op| {
            std::iter::once(op).chain(ir.walk_where(op, |o| !ir.is(o, OpKind::RuntimeSequence)))
        })
        .find(|&o| {
            structured(ir, o)
                || ir.is(o, OpKind::MemrefAllocaScope)
                    && ir.walk(o).into_iter().any(|i| i != o && structured(ir, i))
        })
}

/// Whether `op` is a structured op this pass lowers (or refuses).
fn structured(ir: &Ir, op: OpId) -> bool {
    matches!(
        ir.kind(op),
        Some(
            OpKind::ScfFor
                | OpKind::ScfIf
                | OpKind::ScfWhile
                | OpKind::ScfIndexSwitch
                | OpKind::ScfExecuteRegion
                | OpKind::ScfParallel
                | OpKind::ScfForall
        )
    )
}

fn lower_for(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let end = split_after(ir, op);
    let region = ir[op].regions()[0];
    let cond = ir[region].blocks[0];
    let last = *ir[region].blocks.last().expect("a loop body");
    let first_body = split_before(ir, cond, ir.first_op(cond));
    let last = if last == cond { first_body } else { last };
    inline_before(ir, region, end);
    let iv = ir[cond].args[0];
    let (lb, ub, step) = (ir[op].operands[0], ir[op].operands[1], ir[op].operands[2]);
    let inits: Vec<ValueId> = ir[op].operands[3..].to_vec();
    let (yielded, yield_op) = terminator_values(ir, last, OpKind::ScfYield);
    let ty = ir.type_of(iv).clone();
    let stepped = ir
        .build(OpKind::ArithAddi, span)
        .operands(&[iv, step])
        .result(ty)
        .insert(At::End(last));
    let stepped = ir[stepped].results[0];
    if let Some(y) = yield_op {
        ir.erase(y);
    }
    branch(
        ir,
        span,
        At::End(last),
        cond,
        [vec![stepped], yielded].concat(),
    );
    let init_block = ir.block_of(op).expect("the loop is attached");
    branch(
        ir,
        span,
        At::End(init_block),
        cond,
        [vec![lb], inits].concat(),
    );
    let unsigned = ir.view::<ScfFor>(op).is_some_and(|f| f.unsigned_cmp(ir));
    let pred = if unsigned {
        CmpIPredicate::Ult
    } else {
        CmpIPredicate::Slt
    };
    let cmp = ArithCmpi::build(ir, span)
        .predicate(pred)
        .operands(&[iv, ub])
        .result(Type::I1)
        .insert(At::End(cond))
        .op();
    let c = ir[cmp].results[0];
    cond_branch(
        ir,
        span,
        At::End(cond),
        c,
        (first_body, Vec::new()),
        (end, Vec::new()),
    );
    let results: Vec<ValueId> = ir[cond].args[1..].to_vec();
    replace_op(ir, op, &results);
    Ok(())
}

fn lower_if(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let cond_block = ir.block_of(op).expect("the if is attached");
    let rest = split_after(ir, op);
    let continue_block = if ir[op].results.is_empty() {
        rest
    } else {
        let region = ir[cond_block].parent;
        let b = ir.insert_block(region, Some(rest));
        for k in 0..ir[op].results.len() {
            let ty = ir.type_of(ir[op].results[k]).clone();
            ir.add_block_arg(b, ty);
        }
        branch(ir, span, At::End(b), rest, Vec::new());
        b
    };
    let regions: Vec<RegionId> = ir[op].regions().to_vec();
    let mut targets = Vec::new();
    for &region in &regions {
        let Some(&entry) = ir[region].blocks.first() else {
            continue;
        };
        let last = *ir[region].blocks.last().expect("a block");
        let (values, y) = terminator_values(ir, last, OpKind::ScfYield);
        branch(ir, span, At::End(last), continue_block, values);
        if let Some(y) = y {
            ir.erase(y);
        }
        inline_before(ir, region, continue_block);
        targets.push(entry);
    }
    let then = targets[0];
    let els = targets.get(1).copied().unwrap_or(continue_block);
    let c = ir[op].operands[0];
    cond_branch(
        ir,
        span,
        At::End(cond_block),
        c,
        (then, Vec::new()),
        (els, Vec::new()),
    );
    let results: Vec<ValueId> = ir[continue_block].args.clone();
    replace_op(ir, op, &results);
    Ok(())
}

fn lower_while(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let current = ir.block_of(op).expect("the loop is attached");
    let continuation = split_after(ir, op);
    let (before_region, after_region) = (ir[op].regions()[0], ir[op].regions()[1]);
    let before = ir[before_region].blocks[0];
    let before_last = *ir[before_region].blocks.last().expect("a before block");
    let after = ir[after_region].blocks[0];
    let after_last = *ir[after_region].blocks.last().expect("an after block");
    inline_before(ir, after_region, continuation);
    inline_before(ir, before_region, after);
    let inits: Vec<ValueId> = ir[op].operands.to_vec();
    branch(ir, span, At::End(current), before, inits);
    let condition = ir
        .last_op(before_last)
        .filter(|&t| ir.is(t, OpKind::ScfCondition))
        .ok_or_else(|| {
            crate::netlist::op_error(ir, op, "has no scf.condition")
                .with_help("end the before region with `scf.condition(%c) %args : types`")
        })?;
    let c = ir[condition].operands[0];
    let args: Vec<ValueId> = ir[condition].operands[1..].to_vec();
    cond_branch(
        ir,
        span,
        At::Before(condition),
        c,
        (after, args.clone()),
        (continuation, Vec::new()),
    );
    ir.erase(condition);
    let (yielded, y) = terminator_values(ir, after_last, OpKind::ScfYield);
    branch(ir, span, At::End(after_last), before, yielded);
    if let Some(y) = y {
        ir.erase(y);
    }
    replace_op(ir, op, &args);
    Ok(())
}

/// `scf.execute_region` (MLIR's ExecuteRegionLowering), or a
/// `memref.alloca_scope`: a branch to the region's entry block, inlined
/// before a continuation block carrying the results, to which every
/// `terminator` (`scf.yield`, `memref.alloca_scope.return`) branches; a
/// block ending in none (an implicit empty one) branches there too.
fn inline_region(ir: &mut Ir, op: OpId, terminator: OpKind) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let Some(&region) = ir[op].regions().first() else {
        return Err(crate::netlist::op_error(ir, op, "has no region"));
    };
    let Some(&entry) = ir[region].blocks.first() else {
        return Err(crate::netlist::op_error(ir, op, "has an empty region")
            .with_help("give the region a block ending in its terminator"));
    };
    let current = ir.block_of(op).expect("the op is attached");
    let rest = split_after(ir, op);
    let continue_block = if ir[op].results.is_empty() {
        rest
    } else {
        let b = ir.insert_block(ir[current].parent, Some(rest));
        for k in 0..ir[op].results.len() {
            let ty = ir.type_of(ir[op].results[k]).clone();
            ir.add_block_arg(b, ty);
        }
        branch(ir, span, At::End(b), rest, Vec::new());
        b
    };
    for b in ir[region].blocks.clone() {
        let ends = ir.last_op(b).filter(|&t| {
            ir.kind(t)
                .is_some_and(|k| k != terminator && dialect::ops::def(k).terminator)
        });
        if ends.is_some() {
            continue;
        }
        let (values, t) = terminator_values(ir, b, terminator);
        branch(ir, span, At::End(b), continue_block, values);
        if let Some(t) = t {
            ir.erase(t);
        }
    }
    inline_before(ir, region, continue_block);
    branch(ir, span, At::End(current), entry, Vec::new());
    let results: Vec<ValueId> = ir[continue_block].args.clone();
    replace_op(ir, op, &results);
    Ok(())
}

/// A nest of `scf.for` loops at `at`, one per (lower bound, upper bound,
/// step) of `bounds`, the first outermost, each carrying `inits` (an outer
/// body yields the results of the loop in it): the loops, their induction
/// variables, the innermost body and the values it carries.
fn for_nest(
    ir: &mut Ir,
    span: Span,
    at: At,
    bounds: &[[ValueId; 3]],
    inits: &[ValueId],
) -> (Vec<OpId>, Vec<ValueId>, BlockId, Vec<ValueId>) {
    let types: Vec<Type> = inits.iter().map(|&v| ir.type_of(v).clone()).collect();
    let (mut loops, mut ivs) = (Vec::new(), Vec::new());
    let (mut at, mut carried) = (at, inits.to_vec());
    let mut inner = None;
    for b in bounds {
        let mut builder = ir
            .build(OpKind::ScfFor, span)
            .operands(b)
            .operands(&carried);
        for t in &types {
            builder = builder.result(t.clone());
        }
        let lp = builder.region().insert(at);
        let body = ir.entry_block(lp, 0).expect("a loop body");
        ivs.push(ir.add_block_arg(body, Type::Index));
        let args: Vec<ValueId> = types
            .iter()
            .map(|t| ir.add_block_arg(body, t.clone()))
            .collect();
        if let Some(outer) = inner.filter(|_| !types.is_empty()) {
            let results = ir[lp].results.to_vec();
            ir.build(OpKind::ScfYield, span)
                .operands(&results)
                .insert(At::End(outer));
        }
        loops.push(lp);
        carried = args;
        inner = Some(body);
        at = At::End(body);
    }
    (loops, ivs, inner.expect("at least one loop"), carried)
}

/// `scf.parallel` (MLIR's ParallelLowering): a nest of `scf.for` loops
/// ([`for_nest`]) carrying the reductions' values; its body, then each
/// reduction region taking the carried value and the iteration's, fill the
/// innermost body, which yields what the reductions return.
fn lower_parallel(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let groups = dialect::ops::structured::parallel_groups(ir, op).filter(|g| !g[0].is_empty());
    let (Some([lb, ub, step, inits]), Some(body)) = (groups, ir.entry_block(op, 0)) else {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is malformed: it needs one lower bound, upper bound and step per induction variable",
        ));
    };
    let operands = ir[op].operands.to_vec();
    let bounds: Vec<[ValueId; 3]> = (0..lb.len())
        .map(|k| {
            [
                operands[lb.start + k],
                operands[ub.start + k],
                operands[step.start + k],
            ]
        })
        .collect();
    let (loops, ivs, inner, carried) =
        for_nest(ir, span, At::Before(op), &bounds, &operands[inits]);
    let old_ivs = ir[body].args.to_vec();
    let reduce = ir.last_op(body).filter(|&t| ir.is(t, OpKind::ScfReduce));
    let ops: Vec<OpId> = ir.ops_in(body).filter(|&o| Some(o) != reduce).collect();
    for o in ops {
        ir.move_op(o, At::End(inner));
    }
    for (&old, &new) in old_ivs.iter().zip(&ivs) {
        ir.replace_uses_in(loops[0], old, new);
    }
    let mut yielded = Vec::new();
    if let Some(reduce) = reduce {
        let reduced = ir[reduce].operands.to_vec();
        for (i, r) in ir[reduce].regions().to_vec().into_iter().enumerate() {
            let (Some(&rb), Some(&acc), Some(&value)) =
                (ir[r].blocks.first(), carried.get(i), reduced.get(i))
            else {
                return Err(crate::netlist::op_error(
                    ir,
                    reduce,
                    "is malformed: it needs one reduction region per reduced value and result",
                ));
            };
            let (ret, ops): (Vec<OpId>, Vec<OpId>) = ir
                .ops_in(rb)
                .partition(|&o| ir.is(o, OpKind::ScfReduceReturn));
            let args = ir[rb].args.to_vec();
            let (Some(&ret), &[lhs, rhs]) = (ret.first(), &args[..]) else {
                return Err(crate::netlist::op_error(
                    ir,
                    reduce,
                    "is malformed: a reduction takes two arguments and ends in scf.reduce.return",
                ));
            };
            for o in ops {
                ir.move_op(o, At::End(inner));
            }
            let map = |v: ValueId| match v {
                v if v == lhs => acc,
                v if v == rhs => value,
                v => v,
            };
            ir.replace_all_uses_in(loops[0], |v| (v == lhs || v == rhs).then(|| map(v)));
            yielded.push(map(ir[ret].operands[0]));
        }
        ir.erase(reduce);
    }
    if !yielded.is_empty() {
        ir.build(OpKind::ScfYield, span)
            .operands(&yielded)
            .insert(At::End(inner));
    }
    let results = ir[loops[0]].results.to_vec();
    replace_op(ir, op, &results);
    Ok(())
}

/// `scf.forall` without shared outputs (MLIR's ForallLowering, then
/// ParallelLowering): a nest of `scf.for` loops over its bounds and steps,
/// the static ones `arith.constant`s; its body fills the innermost loop.
fn lower_forall(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let span = ir[op].span;
    let Some((lists, groups)) = dialect::ops::structured::forall_lists(ir, op) else {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is malformed: its bounds and steps are missing",
        ));
    };
    if !groups[3].is_empty() || !ir[op].results.is_empty() {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is not lowered to cf: it has shared outputs (tensors)",
        )
        .with_help("a loop over memrefs stores into them in its body and has no shared_outs"));
    }
    let rank = lists[0].len();
    let body = ir.entry_block(op, 0);
    let Some(body) = body.filter(|&b| rank > 0 && ir[b].args.len() == rank) else {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is malformed: it needs one induction variable per bound",
        ));
    };
    let in_parallel = ir
        .last_op(body)
        .filter(|&t| ir.is(t, OpKind::ScfForallInParallel));
    if in_parallel.is_some_and(|t| {
        ir.entry_block(t, 0)
            .is_some_and(|b| ir.first_op(b).is_some())
    }) {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is not lowered to cf: its scf.forall.in_parallel is not empty",
        ));
    }
    let operands = ir[op].operands.to_vec();
    let mut values: [Vec<ValueId>; 3] = Default::default();
    for (k, list) in lists.iter().enumerate() {
        let mut dynamic = operands[groups[k].clone()].iter();
        for &v in list {
            let value = match v {
                dialect::ops::DYNAMIC => *dynamic.next().ok_or_else(|| {
                    crate::netlist::op_error(
                        ir,
                        op,
                        "is malformed: an entry of its bounds has no operand",
                    )
                })?,
                v => {
                    let c = ir
                        .build(OpKind::ArithConstant, span)
                        .attr(
                            "value",
                            dialect::ir::Attr::Int(v.into(), dialect::ir::IntType::Index),
                        )
                        .result(Type::Index)
                        .insert(At::Before(op));
                    ir[c].results[0]
                }
            };
            values[k].push(value);
        }
    }
    if values.iter().any(|l| l.len() != rank) {
        return Err(crate::netlist::op_error(
            ir,
            op,
            "is malformed: it needs one lower bound, upper bound and step per induction variable",
        ));
    }
    let bounds: Vec<[ValueId; 3]> = (0..rank)
        .map(|k| [values[0][k], values[1][k], values[2][k]])
        .collect();
    let (loops, ivs, inner, _) = for_nest(ir, span, At::Before(op), &bounds, &[]);
    let old_ivs = ir[body].args.to_vec();
    let ops: Vec<OpId> = ir
        .ops_in(body)
        .filter(|&o| Some(o) != in_parallel)
        .collect();
    for o in ops {
        ir.move_op(o, At::End(inner));
    }
    for (&old, &new) in old_ivs.iter().zip(&ivs) {
        ir.replace_uses_in(loops[0], old, new);
    }
    ir.erase(op);
    Ok(())
}

/// A new block after `op`'s, holding the ops after `op`.
fn split_after(ir: &mut Ir, op: OpId) -> BlockId {
    let block = ir.block_of(op).expect("the op is attached");
    split_before(ir, block, ir.next_op(op))
}

/// A new block after `block`, holding `from` and the ops after it.
fn split_before(ir: &mut Ir, block: BlockId, from: Option<OpId>) -> BlockId {
    let region = ir[block].parent;
    let blocks = &ir[region].blocks;
    let next = blocks
        .iter()
        .position(|&b| b == block)
        .and_then(|i| blocks.get(i + 1))
        .copied();
    let new = ir.insert_block(region, next);
    let mut cur = from;
    while let Some(o) = cur {
        cur = ir.next_op(o);
        ir.move_op(o, At::End(new));
    }
    new
}

/// Moves every block of `region` into `dest`'s region, before `dest`.
fn inline_before(ir: &mut Ir, region: RegionId, dest: BlockId) {
    let target = ir[dest].parent;
    let moved = std::mem::take(&mut ir[region].blocks);
    let at = ir[target]
        .blocks
        .iter()
        .position(|&b| b == dest)
        .expect("dest is in its region");
    for (k, &b) in moved.iter().enumerate() {
        ir[b].parent = target;
        ir[target].blocks.insert(at + k, b);
    }
}

/// The operands of `block`'s terminator if it is of `kind` (an implicit
/// `scf.yield` has none), and that terminator.
fn terminator_values(ir: &Ir, block: BlockId, kind: OpKind) -> (Vec<ValueId>, Option<OpId>) {
    match ir.last_op(block).filter(|&t| ir.is(t, kind)) {
        Some(t) => (ir[t].operands.to_vec(), Some(t)),
        None => (Vec::new(), None),
    }
}

/// `cf.br ^to(args)` at `at`.
fn branch(ir: &mut Ir, span: Span, at: At, to: BlockId, args: Vec<ValueId>) {
    let br = ir.build(OpKind::CfBr, span).successor(to).insert(at);
    ir[br].successors[0].args = args;
}

/// `cf.cond_br c, ^t(targs), ^f(fargs)` at `at`.
fn cond_branch(
    ir: &mut Ir,
    span: Span,
    at: At,
    c: ValueId,
    t: (BlockId, Vec<ValueId>),
    f: (BlockId, Vec<ValueId>),
) {
    let br = ir
        .build(OpKind::CfCondBr, span)
        .operand(c)
        .successor(t.0)
        .successor(f.0)
        .insert(at);
    ir[br].successors[0].args = t.1;
    ir[br].successors[1].args = f.1;
}

/// Replaces the results of `op` by `with` in its function and erases it.
fn replace_op(ir: &mut Ir, op: OpId, with: &[ValueId]) {
    let results: Vec<ValueId> = ir[op].results.to_vec();
    let scope = enclosing(ir, op, &[OpKind::FuncFunc, OpKind::Core, OpKind::Device]).unwrap_or(op);
    ir.replace_all_uses_in(scope, |v| {
        results.iter().position(|&r| r == v).map(|i| with[i])
    });
    ir.erase(op);
}

/// The nearest ancestor of `op` of one of `kinds`.
fn enclosing(ir: &Ir, op: OpId, kinds: &[OpKind]) -> Option<OpId> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ir.kind(p).is_some_and(|k| kinds.contains(&k)) {
            return Some(p);
        }
        cur = ir.parent_op(p);
    }
    None
}
