//! `--canonicalize` (MLIR's canonicalizer, for the ops aiec knows): integer
//! `arith` ops on constants are folded, identities (`x + 0`, `x * 1`, a
//! select on a constant, ...) forwarded, constants unified and placed as
//! MLIR's folder places them, an `scf.if` or `scf.index_switch` on a
//! constant replaced by the region it takes, a contiguous
//! `aiex.npu.dma_memcpy_nd` given its linear form, a repeating BD chain cut
//! to its pattern, ops the table marks removable erased when their results
//! are unused, and unreachable blocks and unused arguments of non-entry
//! blocks dropped. Every step is one walk, linear in the IR.

mod bd_chains;
pub(crate) mod fold;
mod transfers;

use crate::{Anchor, Args, Pass};
use dialect::ir::{
    At, Attr, BlockId, OpId, OpKind, RegionId, Signedness, Type, TypeId, ValueDef, ValueId, View,
};
use dialect::ops::views::{ArithConstant, ScfIndexSwitch};
use dialect::{ops, Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "canonicalize",
    name: "Canonicalizer",
    anchor: Anchor::Any,
    needs_placed_tiles: false,
    summary: "Fold constant integer arith ops and identities, unify constants at the start of their region, replace scf.if and scf.index_switch on a constant by the region they take, give contiguous aiex.npu.dma_memcpy_nd transfers their linear form, cut repeating BD chains, erase unused side-effect-free ops, unreachable blocks and dead block arguments",
    doc: "passes.md#canonicalize",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    canonicalize(ir);
    Vec::new()
}

/// Runs every step once, in an order where each feeds the next.
pub fn canonicalize(ir: &mut Ir) {
    let written: HashSet<OpId> = constants(ir).collect();
    let replaced = fold::fold_all(ir);
    let made = constants(ir).filter(|op| !written.contains(op)).collect();
    transfers::linearize_all(ir);
    let merged = unify_constants(ir, &made);
    rewrite_uses(ir, &replaced.into_iter().chain(merged).collect());
    let taken = inline_constant_branches(ir);
    rewrite_uses(ir, &taken);
    bd_chains::fold_all(ir);
    erase_unreachable_blocks(ir);
    erase_dead_ops(ir);
    drop_dead_block_args(ir);
}

/// Replaces each `scf.if` and `scf.index_switch` on a constant by the
/// region it takes (MLIR's canonicalizations of both): that region's ops
/// move before it, its results become the operands of that region's
/// `scf.yield`, and it is erased with the other regions. A branch whose
/// results the taken region does not give is left. Inner branches first;
/// returns the replaced results.
fn inline_constant_branches(ir: &mut Ir) -> HashMap<ValueId, ValueId> {
    let mut replaced = HashMap::new();
    if !ir.may_contain(OpKind::ScfIf) && !ir.may_contain(OpKind::ScfIndexSwitch) {
        return replaced;
    }
    let branches: Vec<OpId> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&op| ir.is(op, OpKind::ScfIf) || ir.is(op, OpKind::ScfIndexSwitch))
        .collect();
    for op in branches.into_iter().rev() {
        let Some(region) = taken_region(ir, op) else {
            continue;
        };
        let block = ir.entry_block(op, region);
        let ops: Vec<OpId> = block.map(|b| ir.ops_in(b).collect()).unwrap_or_default();
        let yielded: Vec<ValueId> = (ops.iter())
            .find(|&&o| ir.is(o, OpKind::ScfYield))
            .map(|&y| ir[y].operands.to_vec())
            .unwrap_or_default();
        let results = ir[op].results.to_vec();
        if yielded.len() != results.len() {
            continue;
        }
        for o in ops {
            if !ir.is(o, OpKind::ScfYield) {
                ir.move_op(o, At::Before(op));
            }
        }
        replaced.extend(results.into_iter().zip(yielded));
        ir.erase(op);
    }
    replaced
}

/// The region branch `op` takes when its condition or selector is a
/// constant: an `scf.if`'s then (0) or else (1) region, an
/// `scf.index_switch`'s case of that value or its default (region 0).
fn taken_region(ir: &Ir, op: OpId) -> Option<usize> {
    let c = (ir[op].operands.first()).and_then(|&v| fold::int_value(ir, v, true))?;
    if let Some(switch) = ir.view::<ScfIndexSwitch>(op) {
        let cases = switch.cases(ir);
        return Some(
            cases
                .iter()
                .position(|&k| i128::from(k) == c)
                .map_or(0, |i| i + 1),
        );
    }
    Some(usize::from(c == 0))
}

/// Every block of the IR, outer blocks before the blocks nested in their ops.
fn blocks(ir: &Ir) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut stack = vec![ir.top];
    while let Some(op) = stack.pop() {
        for &r in ir[op].regions() {
            for &b in &ir[r].blocks {
                out.push(b);
                stack.extend(ir.ops_in(b).rev());
            }
        }
    }
    out
}

/// Replaces every use of a key of `map` (operands and successor arguments)
/// by its value, following chains.
fn rewrite_uses(ir: &mut Ir, map: &HashMap<ValueId, ValueId>) {
    if map.is_empty() {
        return;
    }
    let resolve = |mut v: ValueId| {
        while let Some(&to) = map.get(&v) {
            v = to;
        }
        v
    };
    for op in ir.walk(ir.top) {
        let o = &mut ir[op];
        for v in o.operands.iter_mut() {
            *v = resolve(*v);
        }
        for s in o.successors.iter_mut() {
            for v in s.args.iter_mut() {
                *v = resolve(*v);
            }
        }
    }
}

/// The ops whose regions take the constants of the regions nested in them
/// besides ops isolated from above (the aie dialect's fold interface,
/// `shouldMaterializeInto`): cores, runtime sequences and DMA programs.
const MATERIALIZED_INTO: [OpKind; 5] = [
    OpKind::Core,
    OpKind::RuntimeSequence,
    OpKind::Mem,
    OpKind::MemtileDma,
    OpKind::ShimDma,
];

/// The `arith.constant`s of the IR, in program order.
fn constants(ir: &Ir) -> impl Iterator<Item = OpId> + '_ {
    (ir.walk_for(ir.top, &[ArithConstant::KIND]).into_iter())
        .filter(|&op| ir.is(op, ArithConstant::KIND))
}

/// The region whose entry block takes a constant of block `b`, as MLIR's
/// folder finds it: the nearest enclosing region of the top op, an op
/// isolated from above or one of [`MATERIALIZED_INTO`].
fn insertion_region(ir: &Ir, mut b: BlockId) -> RegionId {
    loop {
        let r = ir[b].parent;
        let op = ir[r].parent;
        let takes = op == ir.top
            || ops::is_isolated(ir[op].name())
            || MATERIALIZED_INTO.iter().any(|&k| ir.is(op, k));
        match ir.block_of(op) {
            Some(up) if !takes => b = up,
            _ => return r,
        }
    }
}

/// Unifies the constants as MLIR's canonicalizer does: equal constants
/// (value and type) of one insertion region ([`insertion_region`]) become
/// the first, and each constant moves to the start of its region's entry
/// block unless it is there already, first or after one already placed. The
/// constants written come first, in program order; then those folding made
/// (`made`), each to the very start, as the folder materializes them.
/// Returns the replaced results.
fn unify_constants(ir: &mut Ir, made: &HashSet<OpId>) -> HashMap<ValueId, ValueId> {
    let mut replaced = HashMap::new();
    if !ir.may_contain(ArithConstant::KIND) {
        return replaced;
    }
    let (folded, written): (Vec<OpId>, Vec<OpId>) = constants(ir).partition(|op| made.contains(op));
    let mut placed: HashSet<OpId> = HashSet::new();
    // Integer constants by value and type (a region may hold many); the
    // others by type, then compared one by one.
    let mut ints: HashMap<(RegionId, IntKey), ValueId> = HashMap::new();
    let mut others: HashMap<(RegionId, TypeId), Vec<ValueId>> = HashMap::new();
    for (op, is_made) in written
        .into_iter()
        .map(|o| (o, false))
        .chain(folded.into_iter().map(|o| (o, true)))
    {
        let Some(b) = ir.block_of(op) else { continue };
        let region = insertion_region(ir, b);
        let result = ir[op].results[0];
        let value = ArithConstant::wrap(op).value(ir);
        let same = match int_key(ir.type_of(result), value) {
            Some(k) => *ints.entry((region, k)).or_insert(result),
            None => {
                let seen = others.entry((region, ir.type_id(result))).or_default();
                let equal = seen.iter().copied().find(|&v| {
                    let first = ir.defining_op(v).expect("a constant's result");
                    ArithConstant::wrap(first).value(ir) == value
                });
                equal.unwrap_or_else(|| {
                    seen.push(result);
                    result
                })
            }
        };
        if same != result {
            replaced.insert(result, same);
            ir.erase_all(&[op]);
            continue;
        }
        let entry = ir[region].blocks[0];
        let in_place = !is_made && b == entry && ir.prev_op(op).is_none_or(|p| placed.contains(&p));
        if !in_place {
            ir.move_op(op, At::Start(entry));
        }
        placed.insert(op);
    }
    replaced
}

/// An integer or `i1` constant of an integer or index type: width (`index`:
/// 0), signedness, value, and whether it is written as a bool.
type IntKey = (u32, Signedness, i128, bool);

/// The [`IntKey`] of a constant `value` of type `ty`, if it has one.
fn int_key(ty: &Type, value: &Attr) -> Option<IntKey> {
    let (width, sign) = match ty {
        Type::Index => (0, Signedness::Signless),
        Type::Int { width, sign } => (*width, *sign),
        _ => return None,
    };
    match value {
        Attr::Int(v, t) if t.ty() == *ty => Some((width, sign, *v, false)),
        Attr::Bool(b) => Some((width, sign, i128::from(*b), true)),
        _ => None,
    }
}

/// How many times each value is used (operands and successor arguments), by
/// value index.
fn use_counts(ir: &Ir) -> Vec<u32> {
    let mut uses = vec![0u32; ir.num_values()];
    for op in ir.walk(ir.top) {
        let o = &ir[op];
        let succ_args = o.successors.iter().flat_map(|s| &s.args);
        for &v in o.operands.iter().chain(succ_args) {
            uses[v.index()] = uses[v.index()].saturating_add(1);
        }
    }
    uses
}

/// Erases the removable ops whose results are all unused, innermost and
/// last first, so that a chain of dead ops goes in one walk.
fn erase_dead_ops(ir: &mut Ir) {
    if !ir.may_contain_any(|k| ops::def(k).removable) {
        return;
    }
    let mut uses = use_counts(ir);
    let mut dead = Vec::new();
    for b in blocks(ir).into_iter().rev() {
        for op in ir.ops_in(b).rev() {
            let o = &ir[op];
            let removable = o.name().kind().is_some_and(|k| ops::def(k).removable);
            let unused = o.results.iter().all(|v| uses[v.index()] == 0);
            if removable && unused && o.regions().is_empty() {
                for v in &o.operands {
                    uses[v.index()] = uses[v.index()].saturating_sub(1);
                }
                dead.push(op);
            }
        }
    }
    ir.erase_all(&dead);
}

/// The blocks some branch targets.
fn targeted(ir: &Ir) -> HashSet<BlockId> {
    ir.walk(ir.top)
        .into_iter()
        .flat_map(|op| ir[op].successors.iter().map(|s| s.block))
        .collect()
}

/// Erases non-entry blocks no branch targets (and so, repeatedly, the blocks
/// only they reached).
fn erase_unreachable_blocks(ir: &mut Ir) {
    if !ir.region_ids().any(|r| ir[r].blocks.len() > 1) {
        return;
    }
    loop {
        let reached = targeted(ir);
        let mut changed = false;
        for r in ir.region_ids().collect::<Vec<_>>() {
            let blocks = &ir[r].blocks;
            let keep: Vec<BlockId> = blocks
                .iter()
                .enumerate()
                .filter(|&(i, b)| i == 0 || reached.contains(b))
                .map(|(_, &b)| b)
                .collect();
            if keep.len() != blocks.len() {
                ir[r].blocks = keep;
                changed = true;
            }
        }
        if !changed {
            return;
        }
    }
}

/// Drops the unused arguments of non-entry blocks, with the values every
/// branch passes to them.
fn drop_dead_block_args(ir: &mut Ir) {
    let with_args = |r: RegionId| ir[r].blocks.iter().skip(1).any(|&b| !ir[b].args.is_empty());
    if !ir.region_ids().any(with_args) {
        return;
    }
    let uses = use_counts(ir);
    let mut drop: HashMap<BlockId, Vec<usize>> = HashMap::new();
    for r in ir.region_ids() {
        for &b in ir[r].blocks.iter().skip(1) {
            let dead: Vec<usize> = (ir[b].args.iter().enumerate())
                .filter(|(_, v)| uses[v.index()] == 0)
                .map(|(i, _)| i)
                .collect();
            if !dead.is_empty() {
                drop.insert(b, dead);
            }
        }
    }
    if drop.is_empty() {
        return;
    }
    for op in ir.walk(ir.top) {
        for s in ir[op].successors.iter_mut() {
            if let Some(dead) = drop.get(&s.block) {
                s.args = keep_except(&s.args, dead);
            }
        }
    }
    for (b, dead) in drop {
        let args = keep_except(&ir[b].args, &dead);
        for (i, &v) in args.iter().enumerate() {
            ir[v].def = ValueDef::BlockArg(b, i as u32);
        }
        ir[b].args = args;
    }
}

fn keep_except(values: &[ValueId], dead: &[usize]) -> Vec<ValueId> {
    (values.iter().enumerate())
        .filter(|(i, _)| !dead.contains(i))
        .map(|(_, &v)| v)
        .collect()
}

/// Moves every `arith.constant` under `op` (nested regions included) to the
/// start of `op`'s entry block, in program order: MLIR's canonicalizer
/// materializes the constants of an `aie.core` or DMA program there.
pub(crate) fn hoist_constants(ir: &mut Ir, op: OpId) {
    let Some(entry) = ir.entry_block(op, 0) else {
        return;
    };
    let constants: Vec<OpId> = ir
        .walk(op)
        .into_iter()
        .filter(|&o| o != op && ir.is(o, OpKind::ArithConstant))
        .collect();
    let mut at = At::Start(entry);
    for c in constants {
        ir.move_op(c, at);
        at = At::After(c);
    }
}
