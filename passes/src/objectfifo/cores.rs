//! Core code: loops that acquire from fifos are unrolled so that every
//! acquire in a loop body names fixed objects, then acquire/release become
//! `aie.use_lock`s, and `subview.access` (or each object an acquire yields)
//! becomes the buffer it selects
//! (aie-passes.md §4.10).

use super::{fifo, Res, Transform};
use crate::netlist;
use dialect::ir::cases::{LockAction, ObjectFifoPort};
use dialect::ir::{At, Attr, OpId, OpKind, Type, ValueId, View};
use dialect::ops::format::SCALAR_TYPE;
use dialect::ops::views::{
    ArithConstant, Core, Objectfifo, ObjectfifoAcquire, ObjectfifoRelease, ObjectfifoSubviewAccess,
    UseLock,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

/// A fifo end as seen by a core: the fifo and whether it produces.
type End = (Objectfifo, bool);

impl Transform<'_> {
    /// Unrolls and lowers the code of every core of the device.
    pub(super) fn lower_cores(&mut self) -> Res<()> {
        let fifo_tiles: HashSet<ValueId> = self
            .by_name
            .values()
            .flat_map(|&f| self.ir[f.op()].operands.clone())
            .collect();
        let cores: Vec<Core> = self.dev.views(self.ir).collect();
        for &core in &cores {
            let tile = self.ir[core.op()].operands[0];
            if !fifo_tiles.contains(&tile) {
                continue;
            }
            if self.dynamic || core.dynamic_objfifo_lowering(self.ir) == Some(true) {
                self.lower_dynamically(core.op());
                continue;
            }
            self.unroll_loops(core.op())?;
        }
        for core in cores {
            self.lower_core(core.op())?;
        }
        Ok(())
    }

    /// Unrolls the fifo loops of every core lowered statically: those whose
    /// `dynamic_objfifo_lowering` is false, or unset when `default_dynamic`
    /// is.
    pub(super) fn unroll_static_cores(&mut self, default_dynamic: bool) -> Res<()> {
        self.scan()?;
        let cores: Vec<Core> = self.dev.views(self.ir).collect();
        for core in cores {
            if !core
                .dynamic_objfifo_lowering(self.ir)
                .unwrap_or(default_dynamic)
            {
                self.unroll_loops(core.op())?;
                self.share_lock_values(core.op());
            }
        }
        Ok(())
    }

    /// Gives the lock values of `core`'s `use_lock`s as `arith.constant`s at
    /// the start of its body, one per value in order of first use, as
    /// mlir-aie's canonicalization after its unrolling leaves them.
    fn share_lock_values(&mut self, core: OpId) {
        let Some(entry) = self.ir.entry_block(core, 0) else {
            return;
        };
        let mut constants: Vec<(i64, ValueId)> = Vec::new();
        let mut at = At::Start(entry);
        for op in self.ir.walk(core) {
            let Some(u) = self.ir.view::<UseLock>(op) else {
                continue;
            };
            if u.value_operand(self.ir).is_some() {
                continue;
            }
            let value = u.value(self.ir);
            let v = match constants.iter().find(|(c, _)| *c == value) {
                Some(&(_, v)) => v,
                None => {
                    let c = self.build_constant(value, SCALAR_TYPE, at);
                    at = At::After(c);
                    let v = self.ir[c].results[0];
                    constants.push((value, v));
                    v
                }
            };
            u.set_value_operand(self.ir, v);
        }
    }

    /// The fifo an acquire/release names.
    pub(super) fn fifo_of(&self, op: OpId) -> Res<Objectfifo> {
        let name = port_of(self.ir, op).map_or("", |(name, _)| name);
        self.by_name.get(name).copied().ok_or_else(|| {
            self.op_error(
                op,
                format!("'{name}' does not reference a valid objectfifo"),
            )
            .into()
        })
    }

    /// Whether an acquire/release is on the producer side.
    pub(super) fn is_produce(&self, op: OpId) -> bool {
        port_of(self.ir, op).is_some_and(|(_, port)| port == ObjectFifoPort::Produce)
    }

    /// Unrolls, innermost first, every loop of `core` whose body directly
    /// acquires from a fifo, by the lcm of those fifos' depths (at most its
    /// trip count); a remainder loop is unrolled fully.
    fn unroll_loops(&mut self, core: OpId) -> Res<()> {
        for lp in post_order_loops(self.ir, core) {
            let Some(body) = self.ir.entry_block(lp, 0) else {
                continue;
            };
            let mut factor = 1i64;
            let mut found = false;
            for o in self.ir.ops_in(body) {
                if self.ir.is(o, OpKind::ObjectfifoAcquire) {
                    found = true;
                    let d = fifo::size(self.ir, self.fifo_of(o)?).max(1);
                    factor = lcm(factor, d);
                }
            }
            if !found {
                continue;
            }
            let trips = trip_count(self.ir, lp).unwrap_or(0);
            let u = factor.min(trips);
            if u == 0 {
                return Err(self
                    .op_error(lp, "could not be unrolled with unrollFactor = 0, check loop boundaries.")
                    .with_help("loops that acquire from objectfifos need constant bounds and step, and at least one iteration")
                    .into());
            }
            if let Some(rest) = self.unroll(lp, u)? {
                let r = trip_count(self.ir, rest).unwrap_or(1);
                self.unroll(rest, r)?;
            }
        }
        Ok(())
    }

    /// A new `arith.constant` of `v` (the type of `like`) at `at`.
    fn new_constant(&mut self, v: i64, like: ValueId, at: At) -> ValueId {
        let ty = self.ir.type_of(like).clone();
        let op = self.build_constant(v, ty, at);
        self.ir[op].results[0]
    }

    /// A new `arith.constant v : ty` at `at`.
    pub(super) fn build_constant(&mut self, v: i64, ty: Type, at: At) -> OpId {
        ArithConstant::build(self.ir, Default::default())
            .value(Attr::int_of(v.into(), &ty))
            .result(ty)
            .insert(at)
            .op()
    }

    /// MLIR's `loopUnrollByFactor` for a loop with constant bounds: returns
    /// the remainder loop if one is left with more than one iteration. An
    /// unrolled step that does not fit 64 bits is an error at the loop
    /// (before any edit), never a wrapped step.
    fn unroll(&mut self, lp: OpId, u: i64) -> Res<Option<OpId>> {
        let Some(trips) = trip_count(self.ir, lp) else {
            return Ok(None);
        };
        if u <= 1 {
            if trips == 1 {
                self.promote(lp);
            }
            return Ok(None);
        }
        let o = self.ir[lp].operands.clone();
        let (Some(lb), Some(ub), Some(step)) = (
            constant(self.ir, o[0]),
            constant(self.ir, o[1]),
            constant(self.ir, o[2]),
        ) else {
            return Ok(None);
        };
        let even = trips - trips % u;
        let Some(step_unrolled) = step.checked_mul(u) else {
            return Err(self
                .op_error(
                    lp,
                    format!("could not be unrolled by {u}: the unrolled step does not fit 64 bits"),
                )
                .with_help(
                    "give a loop that acquires from objectfifos a step far from i64's limits",
                )
                .into());
        };
        // In i128: past i64::MAX it is past `ub` too (no remainder loop).
        let ub_unrolled = i128::from(lb) + i128::from(even) * i128::from(step);
        let mut rest = None;
        let new_ub = match i64::try_from(ub_unrolled) {
            Ok(v) if v < ub => Some(self.new_constant(v, o[1], At::Before(lp))),
            _ => None,
        };
        let new_step = self.new_constant(step_unrolled, o[2], At::Before(lp));
        if let Some(new_ub) = new_ub {
            let mut map = HashMap::new();
            let copy = self.ir.clone_op(lp, &mut map);
            self.ir.insert(At::After(lp), copy);
            self.ir[copy].operands[0] = new_ub;
            // The remainder takes over the loop's results.
            let results = self.ir[lp].results.clone();
            let parent = self.ir.parent_op(lp).unwrap_or(self.ir.top);
            for (k, &r) in results.iter().enumerate() {
                let nr = self.ir[copy].results[k];
                self.ir.replace_uses_in(parent, r, nr);
                self.ir[copy].operands[3 + k] = r;
            }
            if trips % u == 1 {
                self.promote(copy);
            } else {
                rest = Some(copy);
            }
            self.ir[lp].operands[1] = new_ub;
        }
        self.ir[lp].operands[2] = new_step;
        self.replicate_body(lp, u, o[2]);
        if even / u == 1 {
            self.promote(lp);
        }
        Ok(rest)
    }

    /// Copies the body of `lp` so that it runs `u` iterations per trip.
    fn replicate_body(&mut self, lp: OpId, u: i64, step: ValueId) {
        let Some(body) = self.ir.entry_block(lp, 0) else {
            return;
        };
        let args = self.ir[body].args.clone();
        let (iv, iter_args) = (args[0], &args[1..]);
        let ops = self.ir.ops_in(body).collect::<Vec<_>>();
        let (term, work) = match ops.split_last() {
            Some((&t, rest)) if self.ir.is(t, OpKind::ScfYield) => (Some(t), rest.to_vec()),
            _ => (None, ops.clone()),
        };
        let iv_used = ops
            .iter()
            .flat_map(|&o| std::iter::once(o).chain(self.ir.walk(o)))
            .any(|o| self.ir[o].operands.contains(&iv));
        let body_yield: Vec<ValueId> = term
            .map(|t| self.ir[t].operands.to_vec())
            .unwrap_or_default();
        let mut yielded = body_yield.clone();
        let at = term.map_or(At::End(body), At::Before);
        for i in 1..u {
            let mut map: HashMap<ValueId, ValueId> = HashMap::new();
            if iv_used {
                let k = self.new_constant(i, iv, at);
                let mul = self.binary(OpKind::ArithMuli, step, k, at);
                let add = self.binary(OpKind::ArithAddi, iv, mul, at);
                map.insert(iv, add);
            }
            for (a, y) in iter_args.iter().zip(&yielded) {
                map.insert(*a, *y);
            }
            for &o in &work {
                let c = self.ir.clone_op(o, &mut map);
                self.ir.insert(at, c);
            }
            yielded = body_yield
                .iter()
                .map(|v| *map.get(v).unwrap_or(v))
                .collect();
        }
        if let Some(t) = term {
            self.ir[t].operands = yielded.into();
        }
    }

    /// The binary arith op `kind(a, b)` before `at`.
    fn binary(&mut self, kind: OpKind, a: ValueId, b: ValueId, at: At) -> ValueId {
        let ty = self.ir.type_of(a).clone();
        let op = self
            .ir
            .build(kind, Default::default())
            .operands(&[a, b])
            .result(ty)
            .insert(at);
        self.ir[op].results[0]
    }

    /// Replaces a single-iteration loop by its body.
    fn promote(&mut self, lp: OpId) {
        let Some(body) = self.ir.entry_block(lp, 0) else {
            return;
        };
        let parent = self.ir.parent_op(lp).unwrap_or(self.ir.top);
        let args = self.ir[body].args.clone();
        let operands = self.ir[lp].operands.clone();
        self.ir.replace_uses_in(lp, args[0], operands[0]);
        for (k, &a) in args.iter().enumerate().skip(1) {
            if let Some(&init) = operands.get(2 + k) {
                self.ir.replace_uses_in(lp, a, init);
            }
        }
        for o in self.ir.ops_in(body).collect::<Vec<_>>() {
            if self.ir.is(o, OpKind::ScfYield) {
                let results = self.ir[lp].results.clone();
                for (r, y) in results.into_iter().zip(self.ir[o].operands.clone()) {
                    self.ir.replace_uses_in(parent, r, y);
                }
                continue;
            }
            self.ir.move_op(o, At::Before(lp));
        }
        self.ir.erase(lp);
    }

    /// Lowers the acquires, releases and accesses of `core`.
    fn lower_core(&mut self, core: OpId) -> Res<()> {
        let ops = self.ir.walk(core);
        let (releases_ops, acquires, accesses): (
            Vec<ObjectfifoRelease>,
            Vec<ObjectfifoAcquire>,
            Vec<ObjectfifoSubviewAccess>,
        ) = (
            self.ir.views(ops.iter().copied()).collect(),
            self.ir.views(ops.iter().copied()).collect(),
            self.ir.views(ops.iter().copied()).collect(),
        );
        let mut next_release: HashMap<End, i64> = HashMap::new();
        let mut next_acquire: HashMap<End, i64> = HashMap::new();
        let mut releases: HashMap<End, Vec<ObjectfifoRelease>> = HashMap::new();
        for rel in releases_ops {
            let op = rel.op();
            let end = (self.fifo_of(op)?, self.is_produce(op));
            self.check_access(op, end.0, core, "release from")?;
            let n = rel.size(self.ir) * end.0.repeat_count(self.ir).unwrap_or(1);
            self.use_locks(op, end, &mut next_release, n, false);
            releases.entry(end).or_default().push(rel);
        }
        let mut held: HashMap<End, Vec<i64>> = HashMap::new();
        let mut subviews: HashMap<OpId, Vec<ValueId>> = HashMap::new();
        for acq in acquires {
            let op = acq.op();
            let end = (self.fifo_of(op)?, self.is_produce(op));
            self.check_access(op, end.0, core, "acquire from")?;
            let mut start = *next_acquire.entry(end).or_insert(0);
            let mut released = 0;
            let list = releases.entry(end).or_default();
            list.retain(|&r| {
                if self.released_before(r.op(), op, core) {
                    released += r.size(self.ir);
                    false
                } else {
                    true
                }
            });
            let mut acquired = held.get(&end).cloned().unwrap_or_default();
            if !acquired.is_empty() {
                if released as usize > acquired.len() {
                    return Err(self
                        .op_error(op, "cannot release more elements than are already acquired")
                        .with_help(format!("{} objects are held when this acquire runs, but {released} were released since the previous acquire", acquired.len()))
                        .into());
                }
                acquired.drain(..released as usize);
            }
            let want = acq.size(self.ir);
            let new =
                (want - acquired.len() as i64).max(0) * end.0.repeat_count(self.ir).unwrap_or(1);
            self.use_locks(op, end, &mut next_acquire, new, true);
            let depth = fifo::size(self.ir, end.0).max(1);
            for _ in 0..new {
                acquired.push(start);
                start = (start + 1) % depth;
            }
            let buffers = self
                .buffers
                .get(&self.target(end.0))
                .cloned()
                .unwrap_or_default();
            let objects: Vec<ValueId> = acquired
                .iter()
                .filter_map(|&i| buffers.get(i as usize).copied())
                .collect();
            // The newer form yields the objects themselves, one per result.
            for (i, r) in self.ir[op].results.clone().into_iter().enumerate() {
                if matches!(self.ir.type_of(r), Type::MemRef { .. }) {
                    if let Some(&object) = objects.get(i) {
                        self.ir.replace_uses_in(core, r, object);
                    }
                }
            }
            subviews.insert(op, objects);
            held.insert(end, acquired);
        }
        for access in accesses {
            let op = access.op();
            let Some(acq) = self.ir.defining_op(self.ir[op].operands[0]) else {
                continue;
            };
            let index = access.index(self.ir);
            let Some(&buffer) = subviews.get(&acq).and_then(|s| s.get(index as usize)) else {
                let n = subviews.get(&acq).map_or(0, Vec::len);
                return Err(self
                    .op_error(
                        op,
                        format!("accesses object {index} of a subview of {n} objects"),
                    )
                    .with_help("the index must be below the number of objects the acquire holds")
                    .into());
            };
            let result = self.ir[op].results[0];
            self.ir.replace_uses_in(core, result, buffer);
        }
        Ok(())
    }

    /// Acquires/releases on a link's shared tile or a stream end are errors.
    fn check_access(&self, op: OpId, f: Objectfifo, core: OpId, what: &str) -> Res<()> {
        let tile = self.ir[core].operands[0];
        if let Some(l) = self.link_of(f) {
            if self.links[l].shared_tile(self.ir) == Some(tile) {
                return Err(self
                    .op_error(op, "currently cannot access objectFifo used in ObjectFifoLinkOp")
                    .with_help("the link's shared tile forwards the objects by DMA; its core cannot use them")
                    .into());
            }
        }
        if f.aie_stream(self.ir).is_some() {
            return Err(stream_access(self.ir, op, what));
        }
        Ok(())
    }

    /// Whether release `rel` comes before acquire `acq` in a block they (or
    /// their ancestors) share.
    fn released_before(&self, rel: OpId, acq: OpId, core: OpId) -> bool {
        // The ancestors of `o` inside the core (the core itself would only
        // be compared with itself).
        let chain = |mut o: OpId| {
            let mut v = vec![o];
            while let Some(p) = self.ir.parent_op(o).filter(|&p| p != core) {
                v.push(p);
                o = p;
            }
            v
        };
        let rels = chain(rel);
        for a in chain(acq) {
            for &r in &rels {
                if self.ir.block_of(a) != self.ir.block_of(r) {
                    continue;
                }
                if self.ir.block_of(a).is_some() && self.ir.comes_before(r, a) {
                    return true;
                }
            }
        }
        false
    }

    /// Emits the `use_lock`s of an acquire (`acquire`) or release of `n`
    /// objects of fifo end `end` after `op`, advancing the end's counter.
    fn use_locks(
        &mut self,
        op: OpId,
        end: End,
        next: &mut HashMap<End, i64>,
        n: i64,
        acquire: bool,
    ) {
        let (f, produce) = end;
        let depth = fifo::size(self.ir, f).max(1);
        let locks = self.locks.get(&self.target(f)).cloned().unwrap_or_default();
        let counter = next.entry(end).or_insert(0);
        let mut at = At::After(op);
        // The lock ops stand where the acquire or release was (diagnostics,
        // the simulator's reports).
        let span = self.ir[op].span;
        let mut emit = |ir: &mut dialect::Ir, lock: ValueId, action: LockAction, value: i64| {
            let id = super::dma::use_lock(ir, at, span, lock, action, value);
            at = At::After(id);
        };
        if self.dev.model.arch.is_aie2() {
            if n == 0 {
                return;
            }
            // Acquire takes the fifo's own side; release signals the other.
            let index = usize::from(produce != acquire);
            if let Some(&lock) = locks.get(index) {
                emit(
                    self.ir,
                    lock,
                    if acquire {
                        LockAction::AcquireGreaterEqual
                    } else {
                        LockAction::Release
                    },
                    n,
                );
            }
            *counter = (*counter + n) % depth;
        } else {
            let mode = i64::from(produce != acquire);
            for _ in 0..n {
                if let Some(&lock) = locks.get(*counter as usize) {
                    emit(
                        self.ir,
                        lock,
                        if acquire {
                            LockAction::Acquire
                        } else {
                            LockAction::Release
                        },
                        mode,
                    );
                }
                *counter = (*counter + 1) % depth;
            }
        }
    }
}

/// The `scf.for` loops nested in `op`, innermost first (post-order).
fn post_order_loops(ir: &dialect::Ir, op: OpId) -> Vec<OpId> {
    fn visit(ir: &dialect::Ir, op: OpId, out: &mut Vec<OpId>) {
        for c in ir.children(op).collect::<Vec<_>>() {
            visit(ir, c, out);
            if ir.is(c, OpKind::ScfFor) {
                out.push(c);
            }
        }
    }
    let mut out = Vec::new();
    visit(ir, op, &mut out);
    out
}

/// The fifo name and port of an acquire or release of an objectfifo (one
/// through a pool's core endpoint has no port: `--aie-objectfifo-lower-cores`
/// lowers it).
fn port_of(ir: &dialect::Ir, op: OpId) -> Option<(&str, ObjectFifoPort)> {
    if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
        return Some((a.obj_fifo_name(ir), a.port(ir)?));
    }
    let r = ir.view::<ObjectfifoRelease>(op)?;
    Some((r.obj_fifo_name(ir), r.port(ir)?))
}

fn lcm(a: i64, b: i64) -> i64 {
    fn gcd(a: i64, b: i64) -> i64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    a / gcd(a, b) * b
}

/// The constant value of `v`, if defined by `arith.constant`.
pub(super) fn constant(ir: &dialect::Ir, v: ValueId) -> Option<i64> {
    let c = ir.view::<ArithConstant>(ir.defining_op(v)?)?;
    i64::try_from(c.value(ir).as_int()?).ok()
}

/// The trip count of an `scf.for` with constant bounds and step.
pub(super) fn trip_count(ir: &dialect::Ir, lp: OpId) -> Option<i64> {
    let o = &ir[lp].operands;
    let (lb, ub, step) = (
        constant(ir, o[0])?,
        constant(ir, o[1])?,
        constant(ir, o[2])?,
    );
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    // In i128: bounds near i64's ends (a loop "forever") must not overflow.
    let trips = (i128::from(ub) - i128::from(lb) + i128::from(step) - 1) / i128::from(step);
    i64::try_from(trips).ok()
}

/// The error of an acquire or release (`what`: "acquire from", "release
/// from") on a fifo end that is a core stream port.
pub(super) fn stream_access(ir: &Ir, op: OpId, what: &str) -> Box<Diagnostic> {
    Box::new(
        netlist::op_error(ir, op, format!("cannot {what} objectfifo stream port"))
            .with_help("a stream end has no objects; use aie.put_stream/aie.get_stream"),
    )
}
