//! `--canonicalize` (MLIR's canonicalizer, for the ops aiec knows): integer
//! `arith` ops on constants are folded, identities (`x + 0`, `x * 1`, a
//! select on a constant, ...) forwarded, constants unified and placed as
//! MLIR's folder places them, an `scf.if` or `scf.index_switch` on a
//! constant replaced by the region it takes, loops of no or one iteration,
//! loop-carried values passed on unchanged and `scf.if`s that only select
//! taken away ([`scf`]), in rounds until one changes nothing, a contiguous
//! `aiex.npu.dma_memcpy_nd` given its linear form, a repeating BD chain cut
//! to its pattern, ops the table marks removable erased when their results
//! are unused, and unreachable blocks and unused arguments of non-entry
//! blocks dropped. Every step is one walk, linear in the IR.

mod bd_chains;
pub(crate) mod fold;
mod scf;
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
    summary: "Fold constant integer arith ops, comparisons, selects and identities, unify constants at the start of their region, replace scf.if and scf.index_switch on a constant by the region they take, scf.for loops of no or one iteration by their body, scf.if results yielded from outside by arith.select, join scf.if on one condition, drop loop-carried values passed on unchanged, give contiguous aiex.npu.dma_memcpy_nd transfers their linear form, cut repeating BD chains, erase unused side-effect-free ops (loops and branches whose bodies have none), unreachable blocks and dead block arguments",
    doc: "passes.md#canonicalize",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    canonicalize(ir);
    Vec::new()
}

/// MLIR's greedy driver stops after this many rounds (`maxIterations`).
const MAX_ROUNDS: usize = 10;

/// Runs rounds of folding and control-flow patterns until one changes
/// nothing, the constants unified before each (those a round made count as
/// materialized by the folder), then the steps that need a settled IR, each
/// feeding the next.
pub fn canonicalize(ir: &mut Ir) {
    let mut made = HashSet::new();
    for _ in 0..MAX_ROUNDS {
        let merged = unify_constants(ir, &made);
        rewrite_uses(ir, &merged);
        let known: HashSet<OpId> = constants(ir).collect();
        let changed = simplify_round(ir);
        made = constants(ir).filter(|op| !known.contains(op)).collect();
        if !changed {
            break;
        }
    }
    let known: HashSet<OpId> = constants(ir).collect();
    transfers::linearize_all(ir);
    made.extend(constants(ir).filter(|op| !known.contains(op)));
    let merged = unify_constants(ir, &made);
    rewrite_uses(ir, &merged);
    bd_chains::fold_all(ir);
    erase_unreachable_blocks(ir);
    erase_dead_ops(ir);
    drop_dead_block_args(ir);
}

/// One round: folding, branches on constants, trivial loops and `scf.if`s,
/// forwarded loop-carried values, dead ops. Returns whether it changed
/// anything.
fn simplify_round(ir: &mut Ir) -> bool {
    let (folded, mut changed) = fold::fold_all(ir);
    rewrite_uses(ir, &folded);
    let mut replaced = HashMap::new();
    changed |= inline_constant_branches(ir, &mut replaced);
    changed |= scf::simplify_all(ir, &mut replaced);
    rewrite_uses(ir, &replaced);
    if ir.may_contain(OpKind::ScfFor) {
        let forwarded = scf::forward_iter_args(ir, &use_counts(ir));
        changed |= !forwarded.is_empty();
        rewrite_uses(ir, &forwarded);
    }
    changed | erase_dead_ops(ir)
}

/// Replaces each `scf.if` and `scf.index_switch` on a constant by the
/// region it takes (MLIR's canonicalizations of both): that region's ops
/// move before it, its results become the operands of that region's
/// `scf.yield`, and it is erased with the other regions. A branch whose
/// results the taken region does not give is left. Inner branches first;
/// adds the replaced results to `replaced`; returns whether any was taken.
fn inline_constant_branches(ir: &mut Ir, replaced: &mut HashMap<ValueId, ValueId>) -> bool {
    if !ir.may_contain(OpKind::ScfIf) && !ir.may_contain(OpKind::ScfIndexSwitch) {
        return false;
    }
    let mut changed = false;
    let branches: Vec<OpId> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&op| ir.is(op, OpKind::ScfIf) || ir.is(op, OpKind::ScfIndexSwitch))
        .collect();
    for op in branches.into_iter().rev() {
        let Some(region) = taken_region(ir, op, replaced) else {
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
        changed = true;
    }
    changed
}

/// The region branch `op` takes when its condition or selector is a
/// constant: an `scf.if`'s then (0) or else (1) region, an
/// `scf.index_switch`'s case of that value or its default (region 0).
fn taken_region(ir: &Ir, op: OpId, replaced: &HashMap<ValueId, ValueId>) -> Option<usize> {
    let v = fold::resolve(replaced, *ir[op].operands.first()?);
    let c = fold::int_value(ir, v, true)?;
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
    let resolve = |v: ValueId| fold::resolve(map, v);
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
/// last first, so that a chain of dead ops goes in one walk; an op with the
/// effects of its regions' ops goes when those are all removable, dead or
/// terminators. Returns whether any op was erased.
fn erase_dead_ops(ir: &mut Ir) -> bool {
    if !ir.may_contain_any(|k| ops::def(k).removable) {
        return false;
    }
    let mut uses = use_counts(ir);
    let mut dead = Vec::new();
    let mut gone: HashSet<OpId> = HashSet::new();
    for b in blocks(ir).into_iter().rev() {
        for op in ir.ops_in(b).rev() {
            let o = &ir[op];
            let def = o.name().kind().map(ops::def);
            let unused = o.results.iter().all(|v| uses[v.index()] == 0);
            let erasable = match def {
                Some(d) if d.removable => o.regions().is_empty(),
                Some(d) if d.recursive_effects => only_removable_inside(ir, op, &gone),
                _ => false,
            };
            if !(erasable && unused) {
                continue;
            }
            let mut inside = ir.walk(op);
            inside.push(op);
            for &o in inside.iter().filter(|o| !gone.contains(o)) {
                for v in &ir[o].operands {
                    uses[v.index()] = uses[v.index()].saturating_sub(1);
                }
            }
            gone.extend(inside);
            dead.push(op);
        }
    }
    ir.erase_all(&dead);
    !dead.is_empty()
}

/// Whether every op nested in `op` is erased already (`gone`), removable,
/// a terminator, or itself free of effects but its regions'.
fn only_removable_inside(ir: &Ir, op: OpId, gone: &HashSet<OpId>) -> bool {
    ir.walk(op).into_iter().all(|o| {
        gone.contains(&o)
            || ir.kind(o).map(ops::def).is_some_and(|d| {
                (d.removable && !d.reads_or_allocates) || d.terminator || d.recursive_effects
            })
    })
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
