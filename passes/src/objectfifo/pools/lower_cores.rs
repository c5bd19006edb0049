//! `--aie-objectfifo-lower-cores`: each `aie.objectfifo.acquire` /
//! `release` through a core endpoint becomes `use_lock`s on its pool's
//! locks and a choice of the pool's buffers. An acquire of N is absolute:
//! it waits for the objects it does not hold yet (N minus those held since
//! the last acquire, in program order; a filler of a pool with
//! `repeatCount` R takes and gives R units per object). A pool of one
//! object hands it out directly.
//!
//! A core is dynamic, as mlir-aie's lower-cores lowers every core, unless
//! its `dynamic_objfifo_lowering` is false, or the `dynamic-objFifos`
//! option is (as in the stateful transform, by default). A static core has
//! each loop that acquires through an endpoint unrolled by the lcm of the
//! depths of its pools ([`super::super::unroll`]), so that every acquire,
//! walked in program order, names fixed objects.
//!
//! First, as mlir-aie checks: no loop trip may release more of an endpoint
//! than it acquires.
//!
//! A dynamic core keeps its loops: when every access of an endpoint sits in
//! its straight-line code the objects are known statically; otherwise the
//! core keeps a rotation counter per endpoint in a small buffer, advances
//! it after each release and selects each object with an
//! `scf.index_switch` (aie-passes.md §4.11). Held objects are counted
//! statically, unless a loop or branch changes the count (a sliding
//! window): then the core keeps it at run time in another slot of that
//! buffer, and each acquire waits for the shortfall, max(N − held, 0),
//! as mlir-aie's newest lower-cores does. The core endpoints are erased.

use super::{each_device, error, Index, Res};
use crate::netlist::Dev;
use crate::objectfifo::dma::use_lock;
use crate::objectfifo::unroll::{peel_unsteady_loops, unroll_loops};
use crate::Args;
use dialect::ir::cases::{CmpIPredicate, LockAction};
use dialect::ir::{At, Attr, Dim, IntType, OpId, OpKind, RegionId, Span, Type, ValueId, View};
use dialect::ops::pools::{self, Role};
use dialect::ops::views::{
    ArithAddi, ArithCmpi, ArithConstant, ArithIndexCast, ArithMaxsi, ArithMuli, ArithSelect,
    ArithSubi, Buffer, Core as CoreView, MemrefLoad, MemrefStore, MemrefSubview, ObjectfifoAcquire,
    ObjectfifoRelease, ObjectfifoSubviewAccess, ScfIndexSwitch, ScfYield, UseLock,
};
use dialect::ops::{set_operand_group, OpBuilder};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

/// The option that lowers cores without a `dynamic_objfifo_lowering`
/// attribute dynamically (the stateful transform's name for it; true by
/// default here, false there).
pub(crate) const DYNAMIC: &str = "dynamic-objFifos";

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let dynamic = args.flag(DYNAMIC);
    each_device(ir, |ir, dev| lower(ir, dev, dynamic))
}

fn lower(ir: &mut Ir, dev: Dev, default_dynamic: bool) -> Res<()> {
    let index = Index::of(ir, &dev);
    let cores: Vec<OpId> = dev.ops_of(ir, OpKind::Core).collect();
    for &core in &cores {
        over_release(ir, core)?;
    }
    for core in cores {
        let dynamic = ir
            .view::<CoreView>(core)
            .and_then(|c| c.dynamic_objfifo_lowering(ir))
            .unwrap_or(default_dynamic);
        if !dynamic {
            unroll_loops(ir, core, |ir, o| {
                Ok(access_name(ir, o)
                    .and_then(|n| index.cores.get(n))
                    .and_then(|&e| index.core_pool(ir, e))
                    .map(|(pool, _, _)| pool.depth(ir)))
            })?;
        }
        let mut ends = endpoints_of(ir, &dev, &index, core, dynamic)?;
        if ends.is_empty() {
            continue;
        }
        let mut counted = Vec::new();
        if !dynamic {
            // Binary locks (AIE1) are left as mlir-aie leaves them: it peels
            // only loops whose lock values would be counted at run time.
            counted = peel_unsteady_loops(ir, core, |ir, o| {
                let name = access_name(ir, o)?;
                let end = ends.get(name).filter(|e| e.binary.is_empty())?;
                Some((name.to_string(), end.buffers.len() as i64))
            });
            for name in &counted {
                if let Some(e) = ends.get_mut(name) {
                    e.dynamic = true;
                }
            }
        }
        Core {
            ir: &mut *ir,
            core,
            ends,
            dynamic,
            counted,
            rotation: HashMap::new(),
            held_at: HashMap::new(),
        }
        .lower()?;
    }
    let mut ends: Vec<OpId> = index.cores.values().map(|e| e.op()).collect();
    ends.sort_by_key(|&o| ir[o].span.start);
    ir.erase_all(&ends);
    Ok(())
}

/// mlir-aie's check before lowering: a loop body that acquires from an
/// endpoint but releases more than it acquires underflows the held count
/// as it repeats. Only accesses directly in the loop count (not in a nested
/// one, whose trip count would be needed); the error is on the endpoint's
/// first acquire in the loop. (A loop that only releases, what was
/// acquired before it, is left to the walk.)
fn over_release(ir: &Ir, core: OpId) -> Res<()> {
    let loop_of = |mut o: OpId| {
        while let Some(p) = ir.parent_op(o).filter(|&p| p != core) {
            if ir.is(p, OpKind::ScfFor) {
                return Some(p);
            }
            o = p;
        }
        None
    };
    for l in ir
        .walk(core)
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::ScfFor))
    {
        // Per endpoint: acquired, released, first acquire, accessed in a nested loop.
        let mut counts: HashMap<&str, (i64, i64, Option<OpId>, bool)> = HashMap::new();
        let accesses = ir.walk(l).into_iter().filter(|&o| o != l);
        for o in accesses {
            let (name, acquired, released) = if let Some(a) = ir.view::<ObjectfifoAcquire>(o) {
                (a.obj_fifo_name(ir), a.size(ir), 0)
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(o) {
                (r.obj_fifo_name(ir), 0, r.size(ir))
            } else {
                continue;
            };
            let c = counts.entry(name).or_default();
            if loop_of(o) != Some(l) {
                c.3 = true;
                continue;
            }
            c.0 += acquired;
            c.1 += released;
            if acquired > 0 && c.2.is_none() {
                c.2 = Some(o);
            }
        }
        let mut over: Vec<_> = counts
            .into_values()
            .filter(|&(acq, rel, _, nested)| !nested && rel > acq)
            .filter_map(|(_, _, blame, _)| blame)
            .collect();
        over.sort_by_key(|&o| ir[o].span.start);
        if let Some(&o) = over.first() {
            return Err(error(ir, o, "cannot release more elements than are already acquired", "each trip of this loop releases more objects of the fifo than it acquires: release what the trip acquires"));
        }
    }
    Ok(())
}

/// A core endpoint as one core uses it.
struct End {
    buffers: Vec<ValueId>,
    /// The part of each object it selects, when not all of it: the offset,
    /// the size and the type of the view (`pools::access_type`).
    part: Option<(i64, i64, Type)>,
    /// The locks it waits on and signals, one pair per selected segment
    /// (AIE2), or one lock per object (AIE1: `binary`).
    wait: Vec<ValueId>,
    signal: Vec<ValueId>,
    binary: Vec<ValueId>,
    /// Lock units per object (the filler of a repeated pool takes R).
    units: i64,
    role: Role,
    /// Objects are chosen at run time (an access sits in a loop or branch).
    dynamic: bool,
}

/// The core endpoints `core` acquires or releases through, resolved.
/// In a static core (not `dynamic`) every endpoint's objects are known
/// statically.
fn endpoints_of(
    ir: &Ir,
    dev: &Dev,
    index: &Index,
    core: OpId,
    dynamic: bool,
) -> Res<HashMap<String, End>> {
    let value = |name: &str| {
        dev.symbol(ir, name)
            .and_then(|o| ir[o].results.first().copied())
    };
    let mut ends: HashMap<String, End> = HashMap::new();
    for op in ir.walk(core) {
        let Some(name) = access_name(ir, op) else {
            continue;
        };
        let Some(&e) = index.cores.get(name) else {
            continue;
        };
        // Objects are known statically in a static core and in a dynamic
        // core's straight-line code.
        let fixed = !dynamic || ir.parent_op(op) == Some(core);
        if let Some(end) = ends.get_mut(name) {
            end.dynamic |= !fixed;
            continue;
        }
        let Some((pool, role, selected)) = index.core_pool(ir, e) else {
            continue;
        };
        let help = "run --aie-objectfifo-allocate before this pass";
        let buffers: Option<Vec<ValueId>> = pool
            .buffers(ir)
            .and_then(|b| b.iter().map(|n| value(n)).collect());
        let Some(buffers) = buffers else {
            return Err(error(
                ir,
                e.op(),
                format!(
                    "fills or drains pool @{}, which has no buffers",
                    pool.sym_name(ir)
                ),
                help,
            ));
        };
        let pick =
            |get: fn(dialect::ops::views::ObjectfifoSegment, &Ir) -> Option<&str>| -> Vec<ValueId> {
                selected
                    .iter()
                    .filter_map(|&s| get(s, ir).and_then(&value))
                    .collect()
            };
        let (produce, consume) = (
            pick(|s, ir| s.produce_lock(ir)),
            pick(|s, ir| s.consume_lock(ir)),
        );
        let (wait, signal) = match role {
            Role::Fills => (produce, consume),
            Role::Drains => (consume, produce),
        };
        let binary: Vec<ValueId> = pool
            .locks(ir)
            .unwrap_or_default()
            .iter()
            .filter_map(|n| value(n))
            .collect();
        if dev.model.arch.is_aie2()
            && !pool.disable_synchronization(ir)
            && wait.len() != selected.len()
        {
            return Err(error(
                ir,
                e.op(),
                format!("pool @{} has segments without locks", pool.sym_name(ir)),
                help,
            ));
        }
        let units = match role {
            Role::Fills => pool.repeat_count(ir).unwrap_or(1).max(1),
            Role::Drains => 1,
        };
        let part = pools::access_type(ir, pool, &selected)
            .filter(|t| t != pool.elem_type(ir))
            .map(|t| {
                let (offset, size) = pools::extent(ir, &selected);
                (offset, size, t)
            });
        ends.insert(
            name.to_string(),
            End {
                buffers,
                part,
                wait,
                signal,
                binary,
                units,
                role,
                dynamic: !fixed,
            },
        );
    }
    Ok(ends)
}

/// The endpoint (or fifo) an acquire or release names.
fn access_name(ir: &Ir, op: OpId) -> Option<&str> {
    if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
        return Some(a.obj_fifo_name(ir));
    }
    ir.view::<ObjectfifoRelease>(op)
        .map(|r| r.obj_fifo_name(ir))
}

/// The lowering of one core.
struct Core<'a> {
    ir: &'a mut Ir,
    core: OpId,
    ends: HashMap<String, End>,
    /// Objects of endpoints accessed in loops or branches are chosen at run
    /// time (a static core's loops are unrolled instead).
    dynamic: bool,
    /// In a static core, the endpoints of loops that cannot be made steady
    /// ([`peel_unsteady_loops`]): their objects are chosen, and their held
    /// objects counted, at run time, as in a dynamic core.
    counted: Vec<String>,
    /// The rotation counter of each endpoint whose objects are chosen at
    /// run time, with the depth (an i32 value).
    rotation: HashMap<String, (Slot, ValueId)>,
    /// The held count of each endpoint counted at run time (in a dynamic
    /// core: all but those of binary locks).
    held_at: HashMap<String, Slot>,
}

/// Where a dynamic core keeps a count: a slot of its counter buffer (an
/// endpoint accessed in a loop or branch), or, for one accessed in
/// straight-line code only, the latest value (the buffer promoted to SSA
/// values, as mlir-aie's lower-cores promotes its bookkeeping slots).
#[derive(Clone, Copy)]
enum Slot {
    Memory { buffer: ValueId, index: ValueId },
    Register(ValueId),
}

impl Slot {
    /// The count at `at`, moving `at` past what reads it.
    fn read(self, ir: &mut Ir, at: &mut At, span: Span) -> ValueId {
        match self {
            Slot::Memory { buffer, index } => load(ir, at, span, buffer, index),
            Slot::Register(v) => v,
        }
    }

    /// Sets the count to `v` at `at`, moving `at` past what writes it.
    fn write(&mut self, ir: &mut Ir, at: &mut At, span: Span, v: ValueId) {
        match self {
            Slot::Memory { buffer, index } => {
                let o = MemrefStore::build(ir, span)
                    .operands(&[v, *buffer, *index])
                    .insert(*at)
                    .op();
                *at = At::After(o);
            }
            Slot::Register(r) => *r = v,
        }
    }
}

/// What the walk knows of an endpoint: objects held, and (statically
/// chosen ends) the index of the first held object.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Held {
    count: i64,
    first: i64,
}

impl Core<'_> {
    fn lower(mut self) -> Res<()> {
        self.parts();
        let mut runtime = Vec::new();
        if self.dynamic || !self.counted.is_empty() {
            held_changes(
                self.ir,
                self.core,
                &self.ends,
                &mut HashMap::new(),
                &mut runtime,
            );
            if !self.dynamic {
                runtime.retain(|n| self.counted.contains(n));
            }
            runtime.sort();
            runtime.dedup();
            self.binary_held_at_run_time(&runtime)?;
        }
        self.counters(&runtime);
        let mut held: HashMap<String, Held> = HashMap::new();
        self.region_ops(self.core, &mut held)?;
        let ir = &*self.ir;
        let lowered = |o: OpId| access_name(ir, o).is_some_and(|n| self.ends.contains_key(n));
        let of_lowered = |o: OpId| {
            ir.is(o, OpKind::ObjectfifoSubviewAccess)
                && ir[o]
                    .operands
                    .first()
                    .and_then(|&v| ir.defining_op(v))
                    .is_some_and(lowered)
        };
        let mut done: Vec<OpId> = ir
            .walk(self.core)
            .into_iter()
            .filter(|&o| of_lowered(o))
            .collect();
        done.extend(ir.walk(self.core).into_iter().filter(|&o| lowered(o)));
        self.ir.erase_all(&done);
        Ok(())
    }

    /// Binary locks travel with their objects, one acquire or release per
    /// object: an endpoint of binary locks whose held count a loop or
    /// branch changes (of `runtime`) would take a run-time number of them.
    fn binary_held_at_run_time(&self, runtime: &[String]) -> Res<()> {
        let ir = &*self.ir;
        let varying = |n: &str| runtime.iter().any(|r| r == n) && !self.ends[n].binary.is_empty();
        let first = ir.walk(self.core).into_iter().find(|&o| {
            ir.parent_op(o) != Some(self.core) && access_name(ir, o).is_some_and(varying)
        });
        match first {
            None => Ok(()),
            Some(o) => Err(error(ir, o, "changes how many objects of a pool of binary locks are held in a loop or branch", "binary locks travel with their objects, one use_lock per object: acquire and release the same number in every trip and branch, or lower this core statically (dynamic_objfifo_lowering = false), which unrolls its loops")),
        }
    }

    /// For each endpoint selecting part of each object that the core
    /// acquires through, a `memref.subview` of that part of every buffer at
    /// the start of the core, which its acquires then hand out in place of the
    /// buffers.
    fn parts(&mut self) {
        let Some(body) = self.ir.entry_block(self.core, 0) else {
            return;
        };
        let span = self.ir[self.core].span;
        let ir = &*self.ir;
        let mut names: Vec<String> = ir
            .views::<ObjectfifoAcquire>(ir.walk(self.core))
            .map(|a| a.obj_fifo_name(ir))
            .filter(|n| self.ends.get(*n).is_some_and(|e| e.part.is_some()))
            .map(String::from)
            .collect();
        names.sort();
        names.dedup();
        let mut at = At::Start(body);
        for name in names {
            let end = self.ends.get_mut(&name).expect("named above");
            let Some((offset, size, ty)) = end.part.clone() else {
                continue;
            };
            for b in &mut end.buffers {
                let op = MemrefSubview::build(self.ir, span)
                    .static_offsets(&[offset])
                    .static_sizes(&[size])
                    .static_strides(&[1])
                    .result(ty.clone())
                    .insert(at)
                    .op();
                set_operand_group(self.ir, op, 0, &[*b]);
                at = At::After(op);
                *b = self.ir[op].results[0];
            }
        }
    }

    /// The counts the core keeps at run time: a rotation counter per
    /// endpoint whose objects are chosen at run time and a held count per
    /// endpoint of `runtime`, in a zeroed `memref<Nxi32>` before the core;
    /// in a dynamic core also both for every endpoint used in straight-line
    /// code only, as values from a zero at the start of the core (no held
    /// count where locks are binary: their number is known statically).
    fn counters(&mut self, runtime: &[String]) {
        let names = |keep: &dyn Fn(&End) -> bool| {
            let mut n: Vec<String> = self
                .ends
                .iter()
                .filter(|(_, e)| keep(e))
                .map(|(n, _)| n.clone())
                .collect();
            n.sort();
            n
        };
        let memory = names(&|e| e.dynamic && e.buffers.len() > 1);
        let registers = match self.dynamic {
            true => names(&|e| !e.dynamic),
            false => Vec::new(),
        };
        if memory.is_empty() && runtime.is_empty() && registers.is_empty() {
            return;
        }
        let ir = &mut *self.ir;
        let span = ir[self.core].span;
        let tile = ir[self.core].operands[0];
        let buffer = (!memory.is_empty() || !runtime.is_empty()).then(|| {
            let ty = Type::MemRef {
                shape: Some(vec![Dim::Static((memory.len() + runtime.len()) as u64)]),
                elem: Box::new(Type::I32),
                layout: None,
                space: None,
            };
            let b = Buffer::build(ir, span)
                .operand(tile)
                .result(ty)
                .insert(At::Before(self.core));
            ir[b.op()].results[0]
        });
        let Some(body) = ir.entry_block(self.core, 0) else {
            return;
        };
        let mut at = At::Start(body);
        let constant = |ir: &mut Ir, at: &mut At, v: i64, ty: Type| {
            let op = ArithConstant::build(ir, span)
                .value(Attr::int_of(v.into(), &ty))
                .result(ty)
                .insert(*at)
                .op();
            *at = At::After(op);
            ir[op].results[0]
        };
        let zero = constant(ir, &mut at, 0, Type::I32);
        if let Some(buffer) = buffer {
            let slots = memory.iter().chain(runtime).enumerate();
            for (k, n) in slots {
                let index = constant(ir, &mut at, k as i64, Type::Index);
                let depth = (k < memory.len())
                    .then(|| constant(ir, &mut at, self.ends[n].buffers.len() as i64, Type::I32));
                let mut slot = Slot::Memory { buffer, index };
                slot.write(ir, &mut at, span, zero);
                if let Some(depth) = depth {
                    self.rotation.insert(n.clone(), (slot, depth));
                } else {
                    self.held_at.insert(n.clone(), slot);
                }
            }
        }
        for n in registers {
            let end = &self.ends[&n];
            let depth = constant(ir, &mut at, end.buffers.len() as i64, Type::I32);
            if end.binary.is_empty() {
                self.held_at.insert(n.clone(), Slot::Register(zero));
            }
            self.rotation.insert(n, (Slot::Register(zero), depth));
        }
    }

    /// Lowers the accesses of the ops of `op`'s regions in program order;
    /// the arms of a branch each from the objects held before it.
    fn region_ops(&mut self, op: OpId, held: &mut HashMap<String, Held>) -> Res<()> {
        if branches(self.ir, op) {
            return self.arms(op, held);
        }
        let regions = self.ir[op].regions().to_vec();
        for r in regions {
            self.region(r, held)?;
        }
        Ok(())
    }

    /// Lowers the accesses of the ops of region `r` in program order.
    fn region(&mut self, r: RegionId, held: &mut HashMap<String, Held>) -> Res<()> {
        let blocks = self.ir[r].blocks.clone();
        for b in blocks {
            let ops: Vec<OpId> = self.ir.ops_in(b).collect();
            for o in ops {
                match self.ir[o].regions().is_empty() {
                    true => self.access(o, held)?,
                    false => self.region_ops(o, held)?,
                }
            }
        }
        Ok(())
    }

    /// Lowers the arms of branch `op`, each from the objects `held` before
    /// it (an `scf.if` without `else` also runs none); after it, every arm
    /// must leave the same objects held of an endpoint whose count is not
    /// kept at run time.
    fn arms(&mut self, op: OpId, held: &mut HashMap<String, Held>) -> Res<()> {
        let regions = self.ir[op].regions().to_vec();
        let mut exits = Vec::with_capacity(regions.len() + 1);
        if regions.len() < 2 {
            exits.push(held.clone());
        }
        for r in regions {
            let mut arm = held.clone();
            self.region(r, &mut arm)?;
            exits.push(arm);
        }
        let first = exits.swap_remove(0);
        let mut names: Vec<&String> = exits
            .iter()
            .chain([&first])
            .flat_map(|h| h.keys())
            .collect();
        names.sort();
        names.dedup();
        for name in names {
            let state = |h: &HashMap<String, Held>| h.get(name).copied().unwrap_or_default();
            // What the lowering reads statically after the branch: the count
            // unless kept at run time, the first object unless counted.
            let known = |h: &Held| {
                (
                    (!self.held_at.contains_key(name)).then_some(h.count),
                    (!self.rotation.contains_key(name)).then_some(h.first),
                )
            };
            let (a, mut others) = (state(&first), exits.iter().map(state));
            if let Some(b) = others.find(|b| known(b) != known(&a)) {
                return Err(error(
                    self.ir,
                    op,
                    format!(
                        "leaves objects of @{name} held differently by branch ({} from object {}, or {} from object {})",
                        a.count, a.first, b.count, b.first
                    ),
                    "release in every branch what it acquires, or lower this core dynamically (`dynamic_objfifo_lowering = true` on aie.core) so that objects are counted at run time",
                ));
            }
        }
        *held = first;
        Ok(())
    }

    /// Lowers one acquire or release.
    fn access(&mut self, op: OpId, held: &mut HashMap<String, Held>) -> Res<()> {
        let Some(name) = access_name(self.ir, op).map(String::from) else {
            return Ok(());
        };
        let Some(end) = self.ends.get(&name) else {
            return Ok(());
        };
        let depth = end.buffers.len() as i64;
        let span = self.ir[op].span;
        let state = held.entry(name.clone()).or_default();
        let rotation = self.rotation.get(&name).copied();
        let mut at = At::After(op);
        if let Some(a) = self.ir.view::<ObjectfifoAcquire>(op) {
            let n = a.size(self.ir);
            if n > depth {
                return Err(error(self.ir, op, format!("acquires {n} objects from a pool of {depth}"), "a core holds at most every object of a pool at once: acquire fewer, or deepen the pool"));
            }
            let new = (n - state.count).max(0);
            if let Some(mut slot) = self.held_at.get(&name).copied() {
                let units = take_shortfall(self.ir, &mut at, span, &mut slot, n, end.units);
                self.held_at.insert(name.clone(), slot);
                for &l in &end.wait {
                    let lock = use_lock(self.ir, at, span, l, LockAction::AcquireGreaterEqual, 0);
                    UseLock::wrap(lock).set_value_operand(self.ir, units);
                    at = At::After(lock);
                }
            } else if new > 0 {
                if end.binary.is_empty() {
                    let units = new * end.units;
                    use_locks(
                        self.ir,
                        &mut at,
                        span,
                        &end.wait,
                        LockAction::AcquireGreaterEqual,
                        units,
                    );
                } else {
                    let (value, _) = binary_values(end.role);
                    let objects = (state.first, state.count..n);
                    let take = (LockAction::Acquire, value);
                    binary_locks(self.ir, &mut at, span, rotation, objects, &end.binary, take);
                }
            }
            state.count = state.count.max(n);
            let first = state.first;
            self.objects(op, &name, first, at);
        } else if let Some(r) = self.ir.view::<ObjectfifoRelease>(op) {
            let n = r.size(self.ir);
            let runtime = self.held_at.get(&name).copied();
            let counted_in_loops = matches!(runtime, Some(Slot::Memory { .. }));
            if n > state.count && !counted_in_loops {
                return Err(error(
                    self.ir,
                    op,
                    "cannot release more elements than are already acquired",
                    format!("{} objects of @{name} are held here", state.count),
                ));
            }
            if end.binary.is_empty() {
                use_locks(
                    self.ir,
                    &mut at,
                    span,
                    &end.signal,
                    LockAction::Release,
                    n * end.units,
                );
            } else {
                let (_, value) = binary_values(end.role);
                let give = (LockAction::Release, value);
                binary_locks(
                    self.ir,
                    &mut at,
                    span,
                    rotation,
                    (state.first, 0..n),
                    &end.binary,
                    give,
                );
            }
            state.count = (state.count - n).max(0);
            state.first = (state.first + n) % depth.max(1);
            if let Some(mut slot) = runtime {
                give_back(self.ir, &mut at, span, &mut slot, n);
                self.held_at.insert(name.clone(), slot);
            }
            if let Some((mut slot, depth)) = rotation {
                advance(self.ir, &mut at, span, &mut slot, depth, n);
                self.rotation.insert(name, (slot, depth));
            }
        }
        Ok(())
    }

    /// Replaces the objects acquire `op` yields (or the accesses of its
    /// subview) by buffers: object i is buffer (first + i) mod depth, the
    /// first known statically or read from the endpoint's counter, chosen
    /// at `at` (after the acquire's locks) or after the subview's access.
    fn objects(&mut self, op: OpId, name: &str, first: i64, at: At) {
        let buffers = self.ends[name].buffers.clone();
        let rotation = self.rotation.get(name).copied();
        let results = self.ir[op].results.clone();
        let mut picks: Vec<(OpId, Pick)> = Vec::new();
        if let [r] = results[..] {
            if matches!(self.ir.type_of(r), Type::ObjectFifoSubview(_)) {
                let accesses: Vec<ObjectfifoSubviewAccess> = self
                    .ir
                    .views::<ObjectfifoSubviewAccess>(self.ir.walk(self.core))
                    .filter(|a| self.ir[a.op()].operands.first() == Some(&r))
                    .collect();
                for a in accesses {
                    picks.push((
                        a.op(),
                        Pick {
                            index: a.index(self.ir),
                            old: self.ir[a.op()].results[0],
                        },
                    ));
                }
            }
        }
        if picks.is_empty() {
            picks = results
                .into_iter()
                .enumerate()
                .map(|(i, old)| {
                    (
                        op,
                        Pick {
                            index: i as i64,
                            old,
                        },
                    )
                })
                .collect();
        }
        let mut after_locks = at;
        for (def, p) in picks {
            let span = self.ir[def].span;
            let mut after_def = At::After(def);
            let at = match def == op {
                true => &mut after_locks,
                false => &mut after_def,
            };
            let new = pick(self.ir, at, span, rotation, first, p.index, &buffers);
            self.ir.replace_uses_in(self.core, p.old, new);
        }
    }
}

/// The `use_lock`s (`action` with `value`) of the binary locks of objects
/// `ks` counted from the endpoint's first held object (`first` statically,
/// else its rotation counter), at `at`, moving `at` past them.
fn binary_locks(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    rotation: Option<(Slot, ValueId)>,
    (first, ks): (i64, std::ops::Range<i64>),
    locks: &[ValueId],
    (action, value): (LockAction, i64),
) {
    for k in ks {
        let l = pick(ir, at, span, rotation, first, k, locks);
        *at = At::After(use_lock(ir, *at, span, l, action, value));
    }
}

/// Object `k` of `items` (buffers or binary locks, one per object), `k`
/// counted from the first object the endpoint holds: with a rotation
/// counter, an `scf.index_switch` on it at `at` (moving `at` past it)
/// choosing (counter + k) mod depth; else statically (`first` + k) mod
/// depth.
fn pick(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    rotation: Option<(Slot, ValueId)>,
    first: i64,
    k: i64,
    items: &[ValueId],
) -> ValueId {
    let depth = items.len() as i64;
    let item = |k: i64| items[k.rem_euclid(depth) as usize];
    let Some((slot, _)) = rotation else {
        return item(first + k);
    };
    let counter = slot.read(ir, at, span);
    let cast = ArithIndexCast::build(ir, span)
        .operand(counter)
        .result(Type::Index)
        .insert(*at)
        .op();
    let selector = past(ir, at, cast);
    let cases: Vec<i64> = (0..depth).collect();
    let ty = ir.type_of(item(k)).clone();
    let mut b = ScfIndexSwitch::build(ir, span)
        .operand(selector)
        .cases(&cases)
        .result(ty)
        .region();
    for _ in 0..depth {
        b = b.region();
    }
    let switch = b.insert(*at).op();
    let yields = std::iter::once(item(k)).chain((0..depth).map(|c| item(k + c)));
    for (r, v) in yields.enumerate() {
        if let Some(block) = ir.entry_block(switch, r) {
            ScfYield::build(ir, span).operand(v).insert(At::End(block));
        }
    }
    past(ir, at, switch)
}

/// `aie.use_lock`s of `locks` (one per segment) at `at`, each of `units`,
/// moving `at` past them; several share one constant, as the locks of one
/// access share their value in mlir-aie's lowering.
fn use_locks(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    locks: &[ValueId],
    action: LockAction,
    units: i64,
) {
    let shared = (locks.len() > 1).then(|| i32_constant(ir, at, span, units));
    for &l in locks {
        let lock = use_lock(ir, *at, span, l, action, units);
        if let Some(v) = shared {
            UseLock::wrap(lock).set_value_operand(ir, v);
        }
        *at = At::After(lock);
    }
}

/// At `at`, for an acquire of `wanted` objects (`units` lock units each)
/// with the held count in `slot`: the objects wanted less those held (at
/// least 0) added to the held count; returns that shortfall in lock units,
/// moving `at` past what it emits.
fn take_shortfall(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    slot: &mut Slot,
    wanted: i64,
    units: i64,
) -> ValueId {
    let held = slot.read(ir, at, span);
    let wanted = i32_constant(ir, at, span, wanted);
    let zero = i32_constant(ir, at, span, 0);
    let short = binary::<ArithSubi>(ir, at, span, wanted, held);
    let delta = binary::<ArithMaxsi>(ir, at, span, short, zero);
    let now = binary::<ArithAddi>(ir, at, span, held, delta);
    let units = match units {
        1 => delta,
        u => {
            let u = i32_constant(ir, at, span, u);
            binary::<ArithMuli>(ir, at, span, delta, u)
        }
    };
    slot.write(ir, at, span, now);
    units
}

/// At `at`, after a release of `n` objects: the held count in `slot` less
/// `n`, moving `at` past it.
fn give_back(ir: &mut Ir, at: &mut At, span: Span, slot: &mut Slot, n: i64) {
    let held = slot.read(ir, at, span);
    let n = i32_constant(ir, at, span, n);
    let now = binary::<ArithSubi>(ir, at, span, held, n);
    slot.write(ir, at, span, now);
}

/// `memref.load buffer[slot] : i32` at `at`, moving `at` past it.
fn load(ir: &mut Ir, at: &mut At, span: Span, buffer: ValueId, slot: ValueId) -> ValueId {
    let o = MemrefLoad::build(ir, span)
        .operands(&[buffer, slot])
        .result(Type::I32)
        .insert(*at)
        .op();
    past(ir, at, o)
}

/// `arith.constant v : i32` at `at`, moving `at` past it.
fn i32_constant(ir: &mut Ir, at: &mut At, span: Span, v: i64) -> ValueId {
    let o = ArithConstant::build(ir, span)
        .value(Attr::Int(v.into(), IntType::I32))
        .result(Type::I32)
        .insert(*at)
        .op();
    past(ir, at, o)
}

/// The i32 arith op `V` (`arith.addi`, ...) of `a` and `b` at `at`,
/// moving `at` past it.
fn binary<V: View>(ir: &mut Ir, at: &mut At, span: Span, a: ValueId, b: ValueId) -> ValueId {
    let o = OpBuilder::<V>::new(ir, span)
        .operands(&[a, b])
        .result(Type::I32)
        .insert(*at)
        .op();
    past(ir, at, o)
}

/// The endpoints (of `ends`) whose held count some loop or branch of the
/// regions of `op` changes, walked in program order with `held` counted as
/// the lowering counts it, into `out`.
fn held_changes(
    ir: &Ir,
    op: OpId,
    ends: &HashMap<String, End>,
    held: &mut HashMap<String, i64>,
    out: &mut Vec<String>,
) {
    for &r in ir[op].regions() {
        for &b in &ir[r].blocks {
            for o in ir.ops_in(b) {
                if !ir[o].regions().is_empty() {
                    let before = held.clone();
                    held_changes(ir, o, ends, held, out);
                    out.extend(
                        held.iter()
                            .filter(|(n, &c)| before.get(*n).copied().unwrap_or(0) != c)
                            .map(|(n, _)| n.clone()),
                    );
                    continue;
                }
                let Some(name) = access_name(ir, o).filter(|n| ends.contains_key(*n)) else {
                    continue;
                };
                let count = held.entry(name.to_string()).or_default();
                if let Some(a) = ir.view::<ObjectfifoAcquire>(o) {
                    *count = (*count).max(a.size(ir));
                } else if let Some(r) = ir.view::<ObjectfifoRelease>(o) {
                    *count = (*count - r.size(ir)).max(0);
                }
            }
        }
    }
}

/// Whether the regions of `op` are alternatives, of which one runs (an
/// `scf.if`'s arms, an `scf.index_switch`'s cases), not a sequence.
fn branches(ir: &Ir, op: OpId) -> bool {
    ir.is(op, OpKind::ScfIf) || ir.is(op, OpKind::ScfIndexSwitch)
}

/// The binary lock values an endpoint of `role` acquires and releases:
/// a filler waits for an empty object (0) and marks it full (1).
fn binary_values(role: Role) -> (i64, i64) {
    match role {
        Role::Fills => (0, 1),
        Role::Drains => (1, 0),
    }
}

/// At `at`, after a release of `n` objects: the rotation counter in
/// `slot` advanced by `n`, wrapped at `depth` (an i32 value), moving `at`
/// past it.
fn advance(ir: &mut Ir, at: &mut At, span: Span, slot: &mut Slot, depth: ValueId, n: i64) {
    let old = slot.read(ir, at, span);
    let k = i32_constant(ir, at, span, n);
    let sum = binary::<ArithAddi>(ir, at, span, old, k);
    let o = ArithCmpi::build(ir, span)
        .operands(&[sum, depth])
        .predicate(CmpIPredicate::Sge)
        .result(Type::I1)
        .insert(*at)
        .op();
    let wrap = past(ir, at, o);
    let less = binary::<ArithSubi>(ir, at, span, sum, depth);
    let o = ArithSelect::build(ir, span)
        .operands(&[wrap, less, sum])
        .result(Type::I32)
        .insert(*at)
        .op();
    let next = past(ir, at, o);
    slot.write(ir, at, span, next);
}

/// Object `index` of an acquire, and the value that stands for it.
struct Pick {
    /// The object's index among those the acquire holds.
    index: i64,
    /// The value standing for it.
    old: ValueId,
}

/// The result of `o`, just inserted at `at`, which moves past it.
fn past(ir: &Ir, at: &mut At, o: OpId) -> ValueId {
    *at = At::After(o);
    ir[o].results[0]
}
