//! `--cse` (MLIR's common subexpression elimination): an op with no effect
//! ([`dialect::ops::is_pure`]) equal to one that dominates it (same name,
//! operands, attributes and result types) is replaced by it. An op's
//! regions see the ops before it in the enclosing blocks, unless it is
//! isolated from above; in a region of several blocks each block is its
//! own scope (a block's dominators other than the entry are not tracked),
//! which finds fewer but never wrong duplicates.

use crate::{Anchor, Args, Pass};
use dialect::ir::{BlockId, OpId, Type, ValueId};
use dialect::{ops, Diagnostic, Ir};
use rustc_hash::FxHashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "cse",
    name: "CSE",
    anchor: Anchor::Any,
    needs_placed_tiles: false,
    summary: "Replace each side-effect-free op by an equal one (operands, attributes, result types) that dominates it",
    doc: "passes.md#--cse",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    cse(ir);
    Vec::new()
}

/// What two equal ops share: name, operands (as replaced so far) and
/// result types; candidates are then compared by their attributes.
type Key = (String, Vec<ValueId>, Vec<Type>);

/// The equal ops found, each replaced by the first.
struct Cse {
    /// Per scope (innermost last): the ops seen, by key.
    scopes: Vec<FxHashMap<Key, Vec<OpId>>>,
    /// Each value of an erased op: the one that replaces it.
    replaced: FxHashMap<ValueId, ValueId>,
    erased: Vec<OpId>,
}

/// Eliminates the common subexpressions of `ir`; how many ops went.
pub fn cse(ir: &mut Ir) -> usize {
    let mut c = Cse {
        scopes: Vec::new(),
        replaced: FxHashMap::default(),
        erased: Vec::new(),
    };
    c.regions_of(ir, ir.top);
    if c.erased.is_empty() {
        return 0;
    }
    let replaced = std::mem::take(&mut c.replaced);
    ir.replace_all_uses_in(ir.top, |v| replaced.get(&v).copied());
    for &op in &c.erased {
        ir.erase(op);
    }
    c.erased.len()
}

impl Cse {
    /// The regions of `op`: a fresh scope chain if it is isolated from
    /// above, else on top of the enclosing one.
    fn regions_of(&mut self, ir: &Ir, op: OpId) {
        let isolated = ops::is_isolated(ir[op].name());
        let outer = match isolated {
            true => std::mem::take(&mut self.scopes),
            false => Vec::new(),
        };
        for &r in ir[op].regions() {
            for &b in &ir[r].blocks {
                self.scopes.push(FxHashMap::default());
                self.block(ir, b);
                self.scopes.pop();
            }
        }
        if isolated {
            self.scopes = outer;
        }
    }

    fn block(&mut self, ir: &Ir, b: BlockId) {
        for op in ir.ops_in(b) {
            if !ir[op].regions().is_empty() {
                self.regions_of(ir, op);
                continue;
            }
            let pure = ir.kind(op).is_some_and(ops::is_pure);
            if !pure || !ir[op].successors.is_empty() {
                continue;
            }
            let key = self.key(ir, op);
            match self.equal_one(ir, op, &key) {
                Some(first) => {
                    for (&r, &f) in ir[op].results.iter().zip(&ir[first].results) {
                        self.replaced.insert(r, f);
                    }
                    self.erased.push(op);
                }
                None => {
                    let scope = self.scopes.last_mut().expect("a block's scope");
                    scope.entry(key).or_default().push(op);
                }
            }
        }
    }

    fn key(&self, ir: &Ir, op: OpId) -> Key {
        let o = &ir[op];
        let operands = o
            .operands
            .iter()
            .map(|v| self.replaced.get(v).copied().unwrap_or(*v))
            .collect();
        let types = o.results.iter().map(|&r| ir.type_of(r).clone()).collect();
        (o.name().to_string(), operands, types)
    }

    /// An op seen in scope with `key` and `op`'s attributes.
    fn equal_one(&self, ir: &Ir, op: OpId, key: &Key) -> Option<OpId> {
        self.scopes.iter().rev().find_map(|scope| {
            scope
                .get(key)?
                .iter()
                .copied()
                .find(|&seen| ir.attrs(seen) == ir.attrs(op))
        })
    }
}
