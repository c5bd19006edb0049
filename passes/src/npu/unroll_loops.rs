//! `--aie-unroll-runtime-sequence-loops`: straight-line runtime sequences
//! for the BD-id assignment (docs/runtime-sequence.md, "Loops and conditions").
//!
//! In a runtime sequence that holds `scf.for` or `scf.if`, one walk in
//! program order replaces every `scf.for` whose bounds and step are constants
//! by one copy of its body per iteration (the induction variable a constant,
//! `iter_args` threaded from copy to copy, the loop's results the last
//! copy's `scf.yield`), and every `scf.if` on a constant by the ops of the
//! branch taken. Integer `arith` ops of those sequences are folded as they
//! are walked (as `--canonicalize` folds them), so a bound or condition
//! computed from an outer induction variable is known when reached. Loops
//! and ifs on run-time values stay; the BD-id assignment rejects them.

use super::sequences;
use crate::canonicalize::fold;
use crate::netlist::{self, op_error};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, BlockId, OpId, OpKind, ValueId, View};
use dialect::ops::views::{ArithConstant, ScfFor};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-unroll-runtime-sequence-loops",
    name: "AIEUnrollRuntimeSequenceLoops",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary:
        "Fully unroll constant-bound scf.for loops (and fold constant scf.if) in runtime sequences",
    doc: "runtime-sequence.md#loops-and-conditions",
    options: &[],
    body: crate::Body::Run(run),
};

/// The most ops unrolling may copy into one runtime sequence.
const MAX_COPIED_OPS: usize = 1 << 22;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        for seq in sequences(ir, dev) {
            if ir
                .walk_for(seq, &[OpKind::ScfFor, OpKind::ScfIf])
                .iter()
                .any(|&o| ir.is(o, OpKind::ScfFor) || ir.is(o, OpKind::ScfIf))
            {
                Unroll::new(ir).region_of(seq)?;
            }
        }
        Ok(())
    })
}

/// The iterations of a loop whose bounds and step are constants (none for a
/// step that is not positive), compared signed or, with `unsignedCmp`,
/// unsigned.
pub(crate) fn trip_count(ir: &Ir, lp: OpId) -> Option<u128> {
    let unsigned = ScfFor::wrap(lp).unsigned_cmp(ir);
    let o = &ir[lp].operands;
    let value = |v: ValueId| fold::int_value(ir, v, unsigned);
    let (lb, ub, step) = (value(o[0])?, value(o[1])?, value(o[2])?);
    if step <= 0 {
        return None;
    }
    Some(if ub <= lb {
        0
    } else {
        ((ub - lb + step - 1) / step) as u128
    })
}

/// Whether the pass unrolls `op` (an `scf.for` of constant bounds and step)
/// or takes one of its branches (an `scf.if` on a constant).
pub(crate) fn unrolls(ir: &Ir, op: OpId) -> bool {
    match ir.kind(op) {
        Some(OpKind::ScfFor) => trip_count(ir, op).is_some(),
        Some(OpKind::ScfIf) => fold::int_value(ir, ir[op].operands[0], true).is_some(),
        _ => false,
    }
}

/// The walk over one runtime sequence.
struct Unroll<'a> {
    ir: &'a mut Ir,
    /// Replaced values: a loop's or if's results, and inside a body copy
    /// the induction variable, `iter_args` and the copied ops' results.
    map: HashMap<ValueId, ValueId>,
    /// Ops copied so far.
    copied: usize,
}

impl<'a> Unroll<'a> {
    fn new(ir: &'a mut Ir) -> Self {
        Unroll {
            ir,
            map: HashMap::new(),
            copied: 0,
        }
    }

    /// Walks the blocks of `op`'s regions.
    fn region_of(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let blocks: Vec<BlockId> = (self.ir[op].regions().iter())
            .flat_map(|&r| self.ir[r].blocks.clone())
            .collect();
        for b in blocks {
            let mut cur = self.ir.first_op(b);
            while let Some(op) = cur {
                cur = self.ir.next_op(op);
                self.visit(op)?;
            }
        }
        Ok(())
    }

    /// `v` with its replacements followed.
    fn resolve(&self, mut v: ValueId) -> ValueId {
        while let Some(&to) = self.map.get(&v) {
            v = to;
        }
        v
    }

    /// Rewrites the operands of `op`, then unrolls, folds or descends into it.
    fn visit(&mut self, op: OpId) -> Result<(), Diagnostic> {
        for i in 0..self.ir[op].operands.len() {
            self.ir[op].operands[i] = self.resolve(self.ir[op].operands[i]);
        }
        for s in 0..self.ir[op].successors.len() {
            for i in 0..self.ir[op].successors[s].args.len() {
                let v = self.resolve(self.ir[op].successors[s].args[i]);
                self.ir[op].successors[s].args[i] = v;
            }
        }
        match self.ir.kind(op) {
            Some(OpKind::ScfFor) => {
                if let Some(trips) = trip_count(self.ir, op) {
                    return self.unroll(op, trips);
                }
            }
            Some(OpKind::ScfIf) => {
                if let Some(c) = fold::int_value(self.ir, self.ir[op].operands[0], true) {
                    return self.take_branch(op, usize::from(c == 0));
                }
            }
            _ => {
                if let Some(v) = fold::fold_op(self.ir, op, &self.map) {
                    let r = self.ir[op].results[0];
                    self.map.insert(r, v);
                }
            }
        }
        self.region_of(op)
    }

    /// Replaces `lp` by `trips` copies of its body.
    fn unroll(&mut self, lp: OpId, trips: u128) -> Result<(), Diagnostic> {
        let body = self.ir.entry_block(lp, 0).expect("scf.for has a body");
        let ops: Vec<OpId> = self.ir.ops_in(body).collect();
        let (yield_op, work) = match ops.split_last() {
            Some((&y, rest)) if self.ir.is(y, OpKind::ScfYield) => (Some(y), rest.to_vec()),
            _ => (None, ops),
        };
        self.charge(lp, trips)?;
        let args = self.ir[body].args.clone();
        let (iv, iter_args) = (args[0], &args[1..]);
        let o = self.ir[lp].operands.clone();
        let unsigned = ScfFor::wrap(lp).unsigned_cmp(self.ir);
        let lb = fold::int_value(self.ir, o[0], unsigned).expect("constant bound");
        let step = fold::int_value(self.ir, o[2], unsigned).expect("constant step");
        let iv_used = (self.ir.walk(lp).iter()).any(|&x| self.ir[x].operands.contains(&iv));
        let mut carried: Vec<ValueId> = o[3..].to_vec();
        for i in 0..trips {
            if iv_used {
                let c = self.constant(lb + i as i128 * step, iv, lp);
                self.map.insert(iv, c);
            }
            for (&a, &v) in iter_args.iter().zip(&carried) {
                self.map.insert(a, v);
            }
            let copies: Vec<OpId> = (work.iter())
                .map(|&w| {
                    let c = self.ir.clone_op(w, &mut self.map);
                    self.ir.insert(At::Before(lp), c);
                    c
                })
                .collect();
            for c in copies {
                self.visit(c)?;
            }
            if let Some(y) = yield_op {
                carried = self.ir[y]
                    .operands
                    .iter()
                    .map(|&v| self.resolve(v))
                    .collect();
            }
        }
        self.replace_results(lp, &carried);
        Ok(())
    }

    /// Counts the ops `trips` copies of `lp`'s body add, against [`MAX_COPIED_OPS`].
    fn charge(&mut self, lp: OpId, trips: u128) -> Result<(), Diagnostic> {
        let per_trip = self.ir.walk(lp).len().max(1) as u128;
        let total = self.copied as u128 + per_trip * trips;
        if total > MAX_COPIED_OPS as u128 {
            return Err(op_error(
                self.ir,
                lp,
                format!("unrolling would copy more than {MAX_COPIED_OPS} ops into the runtime sequence: this loop's {trips} iterations pass that"),
            )
            .with_help("split the work over several runtime sequences, or iterate fewer times (the trip counts of nested loops multiply)"));
        }
        self.copied = total as usize;
        Ok(())
    }

    /// Replaces `op` (an `scf.if` on a constant) by the ops of its region
    /// `region` (none if it has no such region).
    fn take_branch(&mut self, op: OpId, region: usize) -> Result<(), Diagnostic> {
        let mut yielded = Vec::new();
        if let Some(block) = self.ir.entry_block(op, region) {
            for o in self.ir.ops_in(block).collect::<Vec<_>>() {
                if self.ir.is(o, OpKind::ScfYield) {
                    yielded = self.ir[o]
                        .operands
                        .iter()
                        .map(|&v| self.resolve(v))
                        .collect();
                    continue;
                }
                self.ir.move_op(o, At::Before(op));
                self.visit(o)?;
            }
        }
        self.replace_results(op, &yielded);
        Ok(())
    }

    /// Maps the results of `op` to `values` and erases it.
    fn replace_results(&mut self, op: OpId, values: &[ValueId]) {
        let results = self.ir[op].results.clone();
        for (r, &v) in results.into_iter().zip(values) {
            self.map.insert(r, v);
        }
        self.ir.erase(op);
    }

    /// A new `arith.constant` of `v` with the type of `like`, before `lp`.
    fn constant(&mut self, v: i128, like: ValueId, lp: OpId) -> ValueId {
        let ty = self.ir.type_of(like).clone();
        let value = fold::int_attr(v, &ty).expect("induction variables are integers");
        let op = ArithConstant::build(self.ir, self.ir[lp].span)
            .value(value)
            .result(ty)
            .insert(At::Before(lp))
            .op();
        self.ir[op].results[0]
    }
}
