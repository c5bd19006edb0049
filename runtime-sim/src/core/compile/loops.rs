//! Loops: `scf.for` and `affine.for` (a counted loop: `ForInit` … body …
//! `ForNext`), and `scf.while` (the 'before' region, `scf.condition`'s
//! branch out or into the 'do' region, whose `scf.yield` jumps back).

use super::{Compiler, Ctx, Fn, Res};
use crate::core::code::{Ins, Loop, Slot};
use crate::core::ErrorKind;
use dialect::ir::{AffineMap, OpId, RegionId};
use dialect::ops::views::{AffineFor, ScfFor};

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
