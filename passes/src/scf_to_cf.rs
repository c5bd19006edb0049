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
//! `scf.index_switch` outside a runtime sequence is an error (MLIR lowers it
//! to `cf.switch`, which aiec does not have).

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
            matches!(
                ir.kind(o),
                Some(OpKind::ScfFor | OpKind::ScfIf | OpKind::ScfWhile | OpKind::ScfIndexSwitch)
            )
        })
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
