//! Loops: `scf.for` and `affine.for` (a counted loop: `ForInit` … body …
//! `ForNext`), `scf.while` (the 'before' region, `scf.condition`'s branch
//! out or into the 'do' region, whose `scf.yield` jumps back), and the
//! parallel loops `scf.parallel` and `scf.forall`, run one iteration after
//! the other as a nest of counted loops (the first induction variable
//! outermost), `scf.parallel`'s reductions folding each iteration's values
//! into its results in that order.

use super::{Compiler, Ctx, Fn, Res};
use crate::core::code::{Ins, Loop, Slot};
use crate::core::ErrorKind;
use dialect::ir::{AffineMap, OpId, RegionId};
use dialect::ops::structured::parallel_groups;
use dialect::ops::views::{AffineFor, ScfFor, ScfForall};
use dialect::ops::DYNAMIC;

/// A counted loop: bounds, step and iteration arguments as slots.
struct Counted {
    lb: Slot,
    ub: Slot,
    step: Slot,
    /// The width of the induction variable.
    w: u8,
    unsigned: bool,
    inits: Vec<Slot>,
    body: RegionId,
}

impl Compiler<'_> {
    /// The single-block region `i` of `op`, or a malformed-op error.
    fn body(&self, op: OpId, i: usize) -> Res<RegionId> {
        self.single_block(op, i)?
            .ok_or_else(|| self.err(op, ErrorKind::Design, "is malformed: a region is empty"))
    }

    pub(super) fn scf_for(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        if o.operands.len() < 3 {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        }
        let w = self.int_width(op, o.operands[0])?;
        let unsigned = self.checked::<ScfFor>(op)?.unsigned_cmp(ir);
        let spec = Counted {
            lb: self.slot(f, op, o.operands[0])?,
            ub: self.slot(f, op, o.operands[1])?,
            step: self.slot(f, op, o.operands[2])?,
            w,
            unsigned,
            inits: self.values(f, op, &o.operands[3..])?,
            body: self.body(op, 0)?,
        };
        self.counted(f, op, spec)
    }

    /// `affine.for` with integer bounds or SSA-symbol bounds (the forms of
    /// its custom syntax); the step is an integer.
    pub(super) fn affine_for(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let a = self.checked::<AffineFor>(op)?;
        let operands = &ir[op].operands;
        let mut next = 0;
        let lb = self.affine_bound(f, op, a.lower_bound_map(ir), &mut next)?;
        let ub = self.affine_bound(f, op, a.upper_bound_map(ir), &mut next)?;
        let spec = Counted {
            lb,
            ub,
            step: self.const_slot(f, a.step(ir) as u64),
            w: 64,
            unsigned: false,
            inits: self.values(f, op, &operands[next..])?,
            body: self.body(op, 0)?,
        };
        self.counted(f, op, spec)
    }

    /// A bound of `affine.for`: an integer, or the operand at `*next` (a symbol).
    fn affine_bound(
        &mut self,
        f: &mut Fn,
        op: OpId,
        map: AffineMap,
        next: &mut usize,
    ) -> Res<Slot> {
        if let Some(v) = map.as_constant() {
            return Ok(self.const_slot(f, v as u64));
        }
        match self.ir[op].operands.get(*next) {
            Some(&v) if map.is_symbol_identity() => {
                *next += 1;
                self.slot(f, op, v)
            }
            _ => Err(self.unsupported(op, "affine.for with a bound given by an affine map")),
        }
    }

    /// A counted loop whose body's arguments are the induction variable and
    /// the iteration arguments (which the op's results share).
    fn counted(&mut self, f: &mut Fn, op: OpId, c: Counted) -> Res<()> {
        let ir = self.ir;
        let args = &ir[ir[c.body].blocks[0]].args;
        let Some((iv, iter_args)) = args.split_first() else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let iters = self.lanes_of(f, iter_args);
        if iters.len() != c.inits.len() || ir[op].results.len() != iter_args.len() {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        }
        let iv = f.slots[iv];
        self.moves(iters.iter().copied().zip(c.inits).collect());
        let l = self.p.loops.len() as u32;
        self.p.loops.push(Loop {
            iv,
            lb: c.lb,
            ub: c.ub,
            step: c.step,
            w: c.w,
            unsigned: c.unsigned,
            exit: 0,
        });
        self.emit(Ins::ForInit { l });
        let next = Ins::ForNext {
            iv,
            ub: c.ub,
            step: c.step,
            body: self.pc(),
            w: c.w,
            unsigned: c.unsigned,
        };
        self.region(f, c.body, &Ctx::For { iters, next });
        let exit = self.pc();
        self.p.loops[l as usize].exit = exit;
        Ok(())
    }

    /// `scf.parallel`: its results take the initial values, then a nest of
    /// counted loops (one per induction variable, the first outermost) runs
    /// the body, whose `scf.reduce` folds each iteration's values into the
    /// results ([`Ctx::Nest`]).
    pub(super) fn scf_parallel(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let Some([lb, ub, step, inits]) = parallel_groups(ir, op) else {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: its operands are not one lower bound, upper bound and step per induction variable, then the initial values",
            ));
        };
        let body = self.body(op, 0)?;
        let bounds = [
            self.slots(f, op, &o.operands[lb])?,
            self.slots(f, op, &o.operands[ub])?,
            self.slots(f, op, &o.operands[step])?,
        ];
        let inits = self.values(f, op, &o.operands[inits])?;
        let results: Vec<Vec<Slot>> = o
            .results
            .iter()
            .map(|r| self.lanes_of(f, std::slice::from_ref(r)))
            .collect();
        let flat: Vec<Slot> = results.iter().flatten().copied().collect();
        if flat.len() != inits.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: its initial values do not fit its results",
            ));
        }
        self.moves(flat.into_iter().zip(inits).collect());
        self.nest(f, op, body, bounds, Ctx::Nest { results })
    }

    /// `scf.forall` over memrefs (no shared outputs): a nest of counted
    /// loops over its bounds and steps, integers or `index` operands.
    pub(super) fn scf_forall(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let forall = self.checked::<ScfForall>(op)?;
        let lists = [
            forall.static_lower_bound(ir),
            forall.static_upper_bound(ir),
            forall.static_step(ir),
        ];
        let operands = &ir[op].operands;
        let bounds: usize = lists
            .iter()
            .map(|l| l.iter().filter(|&&v| v == DYNAMIC).count())
            .sum();
        if operands.len() > bounds || !ir[op].results.is_empty() {
            return Err(self.unsupported(
                op,
                "scf.forall with shared outputs (tensors; a loop over memrefs stores into them)",
            ));
        }
        let body = self.body(op, 0)?;
        let mut dynamic = operands.iter();
        let mut slots: [Vec<Slot>; 3] = Default::default();
        for (k, list) in lists.iter().enumerate() {
            for &v in list {
                let s = match v {
                    DYNAMIC => {
                        let &d = dynamic.next().ok_or_else(|| {
                            self.err(
                                op,
                                ErrorKind::Design,
                                "is malformed: an entry of its bounds has no operand",
                            )
                        })?;
                        self.slots(f, op, &[d])?[0]
                    }
                    v => self.const_slot(f, v as u64),
                };
                slots[k].push(s);
            }
        }
        self.nest(
            f,
            op,
            body,
            slots,
            Ctx::Nest {
                results: Vec::new(),
            },
        )
    }

    /// A nest of counted loops over the body of `op` (the region `body`, whose
    /// entry arguments are the induction variables first): one `ForInit`
    /// per induction variable, the body, then the `ForNext` of each from the
    /// innermost out (an empty inner loop goes on to the outer one's step).
    fn nest(
        &mut self,
        f: &mut Fn,
        op: OpId,
        body: RegionId,
        bounds: [Vec<Slot>; 3],
        ctx: Ctx,
    ) -> Res<()> {
        let ir = self.ir;
        let args = &ir[ir[body].blocks[0]].args;
        let [lbs, ubs, steps] = bounds;
        let n = steps.len();
        if lbs.len() != n || ubs.len() != n || args.len() < n {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: it needs one induction variable, lower bound, upper bound and step per dimension",
            ));
        }
        let mut heads = Vec::new();
        for k in 0..n {
            let iv = f.slots[&args[k]];
            let l = self.p.loops.len() as u32;
            self.p.loops.push(Loop {
                iv,
                lb: lbs[k],
                ub: ubs[k],
                step: steps[k],
                w: 64,
                unsigned: false,
                exit: 0,
            });
            self.emit(Ins::ForInit { l });
            let next = Ins::ForNext {
                iv,
                ub: ubs[k],
                step: steps[k],
                body: self.pc(),
                w: 64,
                unsigned: false,
            };
            heads.push((l, next));
        }
        self.region(f, body, &ctx);
        for (l, next) in heads.into_iter().rev() {
            self.emit(next);
            let exit = self.pc();
            self.p.loops[l as usize].exit = exit;
        }
        Ok(())
    }

    /// The slots of the arguments of the entry block of region `r`.
    fn arg_slots(&self, f: &Fn, r: RegionId) -> Vec<Slot> {
        let b = self.ir[r].blocks[0];
        self.lanes_of(f, &self.ir[b].args)
    }

    /// `scf.while`: one op on entry; the 'before' region runs, its
    /// `scf.condition` leaves with the results or enters the 'do' region,
    /// whose `scf.yield` goes back to the 'before' region.
    pub(super) fn scf_while(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let (before, after) = (self.body(op, 0)?, self.body(op, 1)?);
        let (bargs, aargs) = (self.arg_slots(f, before), self.arg_slots(f, after));
        let inits = self.values(f, op, &o.operands)?;
        let results = self.lanes_of(f, &o.results);
        if bargs.len() != inits.len() || aargs.len() != results.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: its regions' arguments do not match its operands and results",
            ));
        }
        self.emit(Ins::Nop);
        self.moves(bargs.iter().copied().zip(inits).collect());
        let head = self.pc();
        self.arm_jumps.push(Vec::new());
        self.region(
            f,
            before,
            &Ctx::Before {
                after: aargs,
                results,
            },
        );
        self.region(
            f,
            after,
            &Ctx::After {
                before: bargs,
                head,
            },
        );
        self.end_arms();
        Ok(())
    }

    /// `scf.condition(%c) %v...`: to the 'do' region with `%v` if `%c`, else
    /// out of the loop with `%v` as its results.
    pub(super) fn condition(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let Ctx::Before { after, results } = ctx else {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "outside the first region of scf.while",
            ));
        };
        let o = &self.ir[op];
        let Some((&c, vals)) = o.operands.split_first() else {
            return Err(self.err(op, ErrorKind::Design, "has no condition"));
        };
        let n = vals.len();
        let vals = self.values(f, op, vals)?;
        if vals.len() != after.len() || vals.len() != results.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "passes {n} values of {} lanes; the loop's results have {}",
                    vals.len(),
                    results.len()
                ),
            ));
        }
        self.int_width(op, c)?;
        let c = self.slot(f, op, c)?;
        let br = self.emit(Ins::CondBr { c, t: 0, f: 0 });
        let out = self.pc();
        self.p.code[br].set_target(1, out);
        self.moves(results.iter().copied().zip(vals.iter().copied()).collect());
        let exit = self.emit(Ins::Goto { target: 0 });
        if let Some(v) = self.arm_jumps.last_mut() {
            v.push(exit);
        }
        let stay = self.pc();
        self.p.code[br].set_target(0, stay);
        self.moves(after.iter().copied().zip(vals).collect());
        Ok(())
    }

    /// A slot holding `v` from the function's entry on.
    pub(super) fn const_slot(&mut self, f: &mut Fn, v: u64) -> Slot {
        let s = f.temp();
        f.init.push((s, v));
        s
    }
}
