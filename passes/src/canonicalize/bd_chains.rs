//! The canonicalization of `aie.dma_start` (mlir-aie's `FoldDMAStartOp`): a
//! chain of BDs that loops back, and whose BDs repeat a shorter pattern
//! from its start, is cut to that pattern (its last BD points where the
//! chain's last one did); the BDs left unreached go with the unreachable
//! blocks.

use dialect::ir::{BlockId, OpId, OpKind};
use dialect::Ir;
use std::collections::HashSet;

/// Folds the repeating BD chain of every `aie.dma_start`.
pub(super) fn fold_all(ir: &mut Ir) {
    if !ir.may_contain(OpKind::DmaStart) {
        return;
    }
    for start in ir.walk_for(ir.top, &[OpKind::DmaStart]) {
        if ir.is(start, OpKind::DmaStart) {
            fold(ir, start);
        }
    }
}

/// Folds the chain `start` begins, if it repeats.
fn fold(ir: &mut Ir, start: OpId) -> Option<()> {
    let chain = reachable(ir, ir[start].successors.first()?.block);
    let last = ir.last_op(*chain.last()?)?;
    if ir.is(last, OpKind::End) {
        return None;
    }
    let pattern = chain
        .iter()
        .position(|&b| {
            chain
                .iter()
                .take_while(|&&p| p != b)
                .any(|&p| same_bd(ir, p, b))
        })
        .unwrap_or(chain.len());
    let repeats = chain[pattern..]
        .iter()
        .enumerate()
        .all(|(i, &b)| same_bd(ir, chain[i % pattern], b));
    if !repeats || pattern == chain.len() {
        return None;
    }
    let next = ir[last].successors.first()?.block;
    let cut = ir.last_op(chain[pattern - 1])?;
    ir[cut].successors.first_mut()?.block = next;
    Some(())
}

/// The blocks reached from `first` through the terminators' successors, in
/// the order found (a depth-first search, most recent first).
fn reachable(ir: &Ir, first: BlockId) -> Vec<BlockId> {
    let mut order = vec![first];
    let mut seen: HashSet<BlockId> = HashSet::from([first]);
    let mut stack = vec![first];
    while let Some(b) = stack.pop() {
        let Some(term) = ir.last_op(b) else {
            continue;
        };
        for s in &ir[term].successors {
            if seen.insert(s.block) {
                order.push(s.block);
                stack.push(s.block);
            }
        }
    }
    order
}

/// Whether two BDs do the same: their ops but the terminators are equal
/// one by one (name, operands, attributes, result types).
fn same_bd(ir: &Ir, a: BlockId, b: BlockId) -> bool {
    let body = |b: BlockId| {
        let mut ops: Vec<OpId> = ir.ops_in(b).collect();
        ops.pop();
        ops
    };
    let (a, b) = (body(a), body(b));
    a.len() == b.len() && a.iter().zip(&b).all(|(&x, &y)| same_op(ir, x, y))
}

fn same_op(ir: &Ir, x: OpId, y: OpId) -> bool {
    let (o, p) = (&ir[x], &ir[y]);
    let types = |op: OpId| {
        ir[op]
            .results
            .iter()
            .map(|&r| ir.type_id(r))
            .collect::<Vec<_>>()
    };
    o.name() == p.name()
        && o.operands == p.operands
        && o.regions().is_empty()
        && p.regions().is_empty()
        && ir.attrs(x) == ir.attrs(y)
        && types(x) == types(y)
}
