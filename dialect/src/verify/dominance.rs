//! MLIR's dominance rule: every operand (successor arguments included) is
//! defined where it dominates its use. A result dominates the ops after its
//! op in the same block and everything in the blocks its block dominates,
//! but not the ops nested in its own op; a block argument dominates its
//! block and the blocks its block dominates. Only ops in blocks reachable
//! from their region's entry are checked (an unreachable block is dominated
//! by every block), and the body of `builtin.module` is a graph region,
//! where order does not matter. As MLIR's verifier, at most one such error
//! is reported per op isolated from above.

use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId, MODULE_OP};
use crate::{Diagnostic, Ir};
use petgraph::algo::dominators::{self, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::{FxHashMap, FxHashSet};

/// The dominance errors of `ir`, first per op isolated from above.
pub(super) fn verify(ir: &Ir) -> Vec<Diagnostic> {
    let mut d = Dominance {
        ir,
        defined: vec![0; ir.num_values().div_ceil(64)],
        trail: Vec::new(),
        trees: FxHashMap::default(),
        reported: FxHashSet::default(),
        out: Vec::new(),
    };
    d.regions_of(ir.top, false);
    d.out
}

/// MLIR's error, with its note saying where the operand is defined
/// relative to the use.
fn error(ir: &Ir, op: OpId, i: usize, v: ValueId) -> Diagnostic {
    let diag = Diagnostic::error(ir[op].span, format!("operand #{i} does not dominate this use"))
    .with_help("define the value before its use: earlier in its block, or in a block every path to the use passes through");
    let (Some(use_block), Some(def_block)) = (ir.block_of(op), defining_block(ir, v)) else {
        return diag;
    };
    let (used, defined) = (ir[use_block].parent, ir[def_block].parent);
    let place = if use_block == def_block {
        "the same block"
    } else if used == defined {
        "the same region"
    } else if encloses(ir, defined, used) {
        "a parent region"
    } else if encloses(ir, used, defined) {
        "a child region"
    } else {
        ""
    };
    match ir[v].def {
        ValueDef::Result(d, _) => {
            let place = match place {
                "" => "op is neither in a parent nor in a child region".to_string(),
                p => format!("op in {p}"),
            };
            diag.with_note(Some(ir[d].span), format!("operand defined here ({place})"))
        }
        ValueDef::BlockArg(b, _) => {
            let index = ir[defined].blocks.iter().position(|&x| x == b).unwrap_or(0);
            let place = match place {
                "" => "neither in a parent nor in a child region".to_string(),
                p => format!("in {p}"),
            };
            diag.with_note(
                Some(ir[ir[defined].parent].span),
                format!("operand defined as a block argument (block #{index} {place})"),
            )
        }
    }
}

/// The block that defines `v`, if it is attached.
fn defining_block(ir: &Ir, v: ValueId) -> Option<BlockId> {
    match ir[v].def {
        ValueDef::Result(d, _) => ir.block_of(d),
        ValueDef::BlockArg(b, _) => Some(b),
    }
}

/// Whether region `outer` properly encloses region `inner`.
fn encloses(ir: &Ir, outer: RegionId, inner: RegionId) -> bool {
    let mut r = inner;
    while let Some(b) = ir.block_of(ir[r].parent) {
        r = ir[b].parent;
        if r == outer {
            return true;
        }
    }
    false
}

/// The check's walk: the values defined so far (a block's arguments when it
/// is entered, an op's results once its regions are walked, unmarked when
/// the walk leaves their region; the trail lists the marks in order), so
/// that a value is marked exactly for the ops after its op in its block and
/// the ops nested in them (in a region of several blocks, also for the
/// blocks walked after its own); the dominator tree of each region of
/// several blocks (made when first needed); and the errors.
struct Dominance<'a> {
    ir: &'a Ir,
    defined: Vec<u64>,
    trail: Vec<ValueId>,
    trees: FxHashMap<RegionId, Tree>,
    reported: FxHashSet<OpId>,
    out: Vec<Diagnostic>,
}

/// A region's CFG: its blocks' nodes and their dominators.
struct Tree {
    node: FxHashMap<BlockId, NodeIndex>,
    dominators: Dominators<NodeIndex>,
}

impl Dominance<'_> {
    /// Walks the regions of `op`; `in_cfg` when a region of several blocks
    /// encloses them (its other blocks' values stay marked while a block is
    /// walked, so marks alone do not prove dominance there).
    fn regions_of(&mut self, op: OpId, in_cfg: bool) {
        let ir = self.ir;
        for &r in ir[op].regions() {
            let in_cfg = in_cfg || ir[r].blocks.len() > 1;
            let start = self.trail.len();
            for &b in &ir[r].blocks {
                for &a in &ir[b].args {
                    self.mark(a);
                }
                let checked = self.reachable(b);
                for o in ir.ops_in(b) {
                    if checked {
                        self.check(o, b, in_cfg);
                    }
                    if !ir[o].regions().is_empty() {
                        self.regions_of(o, in_cfg);
                    }
                    for &v in &ir[o].results {
                        self.mark(v);
                    }
                }
            }
            // Leaving the region: its values are seen by no op outside it.
            for v in self.trail.drain(start..) {
                self.defined[v.index() / 64] &= !(1 << (v.index() % 64));
            }
        }
    }

    fn mark(&mut self, v: ValueId) {
        self.defined[v.index() / 64] |= 1 << (v.index() % 64);
        self.trail.push(v);
    }

    fn marked(&self, v: ValueId) -> bool {
        self.defined[v.index() / 64] >> (v.index() % 64) & 1 == 1
    }

    /// Reports the first operand of `user` (in block `b`) its definition
    /// does not dominate, once per op isolated from above.
    fn check(&mut self, user: OpId, b: BlockId, in_cfg: bool) {
        let ir = self.ir;
        let o = &ir[user];
        let operands = o
            .operands
            .iter()
            .chain(o.successors.iter().flat_map(|s| &s.args));
        let bad = operands
            .enumerate()
            .find(|&(_, &v)| (in_cfg || !self.marked(v)) && !self.dominates(v, user, b));
        if let Some((i, &v)) = bad {
            let owner = std::iter::successors(ir.parent_op(user), |&p| ir.parent_op(p))
                .find(|&p| crate::ops::is_isolated(ir[p].name()))
                .unwrap_or(ir.top);
            if self.reported.insert(owner) {
                self.out.push(error(ir, user, i, v));
            }
        }
    }

    /// Whether `v` dominates its use by `user` in block `b`.
    fn dominates(&mut self, v: ValueId, user: OpId, b: BlockId) -> bool {
        let ir = self.ir;
        let Some(def_block) = defining_block(ir, v) else {
            return true;
        };
        if def_block == b {
            return self.marked(v) || graph_region(ir, ir[b].parent);
        }
        let region = ir[def_block].parent;
        // The block of the use's ancestor in the definition's region.
        let mut at = user;
        let at_block = loop {
            let Some(up) = ir.block_of(at) else {
                return false;
            };
            if ir[up].parent == region {
                break up;
            }
            match ir.parent_op(at) {
                Some(p) => at = p,
                None => return false,
            }
        };
        if at_block == def_block {
            // Marked means defined before the ancestor (its results are
            // marked after its regions).
            graph_region(ir, region) || self.marked(v)
        } else {
            self.block_dominates(region, def_block, at_block)
        }
    }

    /// Whether `b` is reachable from its region's entry.
    fn reachable(&mut self, b: BlockId) -> bool {
        let region = self.ir[b].parent;
        if self.ir[region].blocks.first() == Some(&b) {
            return true;
        }
        let tree = self.tree(region);
        let n = tree.node[&b];
        tree.dominators.immediate_dominator(n).is_some()
    }

    /// Whether block `a` dominates block `b` of `region` (every block
    /// dominates an unreachable one).
    fn block_dominates(&mut self, region: RegionId, a: BlockId, b: BlockId) -> bool {
        let tree = self.tree(region);
        let (a, b) = (tree.node[&a], tree.node[&b]);
        if b != tree.dominators.root() && tree.dominators.immediate_dominator(b).is_none() {
            return true;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            match tree.dominators.immediate_dominator(x) {
                Some(p) => x = p,
                None => return false,
            }
        }
    }

    fn tree(&mut self, region: RegionId) -> &Tree {
        let ir = self.ir;
        self.trees.entry(region).or_insert_with(|| {
            let blocks = &ir[region].blocks;
            let mut g: DiGraph<(), ()> = DiGraph::with_capacity(blocks.len(), blocks.len());
            let node: FxHashMap<BlockId, NodeIndex> =
                blocks.iter().map(|&b| (b, g.add_node(()))).collect();
            for &b in blocks {
                for op in ir.ops_in(b) {
                    for s in &ir[op].successors {
                        if let Some(&to) = node.get(&s.block) {
                            g.add_edge(node[&b], to, ());
                        }
                    }
                }
            }
            let dominators = dominators::simple_fast(&g, node[&blocks[0]]);
            Tree { node, dominators }
        })
    }
}

/// Whether `region` is a graph region (the body of `builtin.module`), where
/// an op may use a value defined after it.
fn graph_region(ir: &Ir, region: RegionId) -> bool {
    ir[ir[region].parent].name().as_str() == MODULE_OP
}
