//! Core code: loops that acquire from fifos are unrolled so that every
//! acquire in a loop body names fixed objects, then acquire/release become
//! `aie.use_lock`s, and `subview.access` (or each object an acquire yields)
//! becomes the buffer it selects
//! (aie-passes.md §4.10).

use super::{fifo, unroll, Res, Transform};
use crate::netlist;
use dialect::ir::cases::{LockAction, ObjectFifoPort};
use dialect::ir::{At, OpId, Type, ValueId, View};
use dialect::ops::format::SCALAR_TYPE;
use dialect::ops::views::{
    Core, Objectfifo, ObjectfifoAcquire, ObjectfifoRelease, ObjectfifoSubviewAccess, UseLock,
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
        named_fifo(self.ir, &self.by_name, op)
    }

    /// Whether an acquire/release is on the producer side.
    pub(super) fn is_produce(&self, op: OpId) -> bool {
        port_of(self.ir, op).is_some_and(|(_, port)| port == ObjectFifoPort::Produce)
    }

    /// Unrolls the loops of `core` that acquire from fifos
    /// ([`unroll::unroll_loops`]), each by the lcm of its fifos' depths.
    fn unroll_loops(&mut self, core: OpId) -> Res<()> {
        let by_name = &self.by_name;
        unroll::unroll_loops(self.ir, core, |ir, o| {
            Ok(Some(fifo::size(ir, named_fifo(ir, by_name, o)?)))
        })
    }

    /// A new `arith.constant v : ty` at `at`.
    pub(super) fn build_constant(&mut self, v: i64, ty: Type, at: At) -> OpId {
        unroll::constant_op(self.ir, v, ty, at)
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
            let units = end.0.repeat_count(self.ir).unwrap_or(1);
            self.use_locks(
                op,
                end,
                &mut next_release,
                (rel.size(self.ir), units),
                false,
            );
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
            let new = (want - acquired.len() as i64).max(0);
            let units = end.0.repeat_count(self.ir).unwrap_or(1);
            self.use_locks(op, end, &mut next_acquire, (new, units), true);
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
    pub(super) fn check_access(&self, op: OpId, f: Objectfifo, core: OpId, what: &str) -> Res<()> {
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

    /// Emits the `use_lock`s of an acquire (`acquire`) or release of
    /// `objects` objects of fifo end `end` after `op`, `units` lock units
    /// each (a repeated fifo's `repeat_count`), advancing the end's counter:
    /// on AIE2 by the objects, on AIE1 by the binary locks (one per unit).
    fn use_locks(
        &mut self,
        op: OpId,
        end: End,
        next: &mut HashMap<End, i64>,
        (objects, units): (i64, i64),
        acquire: bool,
    ) {
        let n = objects * units;
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
            *counter = (*counter + objects) % depth;
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

/// The fifo acquire/release `op` names, among `by_name`.
fn named_fifo(ir: &Ir, by_name: &HashMap<String, Objectfifo>, op: OpId) -> Res<Objectfifo> {
    let name = port_of(ir, op).map_or("", |(name, _)| name);
    by_name.get(name).copied().ok_or_else(|| {
        netlist::op_error(
            ir,
            op,
            format!("'{name}' does not reference a valid objectfifo"),
        )
        .into()
    })
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

/// The error of an acquire or release (`what`: "acquire from", "release
/// from") on a fifo end that is a core stream port.
pub(super) fn stream_access(ir: &Ir, op: OpId, what: &str) -> Box<Diagnostic> {
    Box::new(
        netlist::op_error(ir, op, format!("cannot {what} objectfifo stream port"))
            .with_help("a stream end has no objects; use aie.put_stream/aie.get_stream"),
    )
}
