//! Dynamic lowering of a core's fifo accesses (aie-passes.md §4.11): instead
//! of unrolling loops, the core keeps the index of each fifo end's next
//! object in a small i32 buffer, advances it after every release, and selects
//! the object of each `subview.access` (or each object an acquire yields)
//! with an `scf.index_switch`.

use super::{fifo, Transform};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, Attr, IntType, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::{
    ArithAddi, ArithCmpi, ArithConstant, ArithIndexCast, ArithSelect, ArithSubi, Buffer,
    MemrefLoad, MemrefStore, Objectfifo, ObjectfifoRelease, ObjectfifoSubviewAccess,
    ScfIndexSwitch, ScfYield,
};
use dialect::Ir;

/// One fifo end the core acquires from: its counter slot, depth constant
/// and fifo.
struct Counter {
    fifo: Objectfifo,
    produce: bool,
    slot: ValueId,
    depth: ValueId,
}

impl Transform<'_> {
    /// Rewrites `core` for run-time object selection.
    pub(super) fn lower_dynamically(&mut self, core: OpId) {
        let Some(body) = self.ir.entry_block(core, 0) else {
            return;
        };
        let ops = self.ir.walk(core);
        let i32 = Type::I32;
        let mut at = At::Start(body);
        let zero = self.constant_at(&mut at, 0, i32.clone());
        let mut counters: Vec<Counter> = Vec::new();
        for &op in &ops {
            if !self.ir.is(op, OpKind::ObjectfifoAcquire) {
                continue;
            }
            let Ok(f) = self.fifo_of(op) else { continue };
            let produce = self.is_produce(op);
            if counters.iter().any(|c| c.fifo == f && c.produce == produce) {
                continue;
            }
            let slot = self.constant_at(&mut at, counters.len() as i64, Type::Index);
            let depth = self.constant_at(&mut at, fifo::size(self.ir, f), i32.clone());
            counters.push(Counter {
                fifo: f,
                produce,
                slot,
                depth,
            });
        }
        if counters.is_empty() {
            return;
        }
        let tile = self.ir[core].operands[0];
        let buffer_type = Type::MemRef {
            shape: Some(vec![dialect::ir::Dim::Static(counters.len() as u64)]),
            elem: Box::new(i32.clone()),
            layout: None,
            space: None,
        };
        let span = self.ir[core].span;
        let buffer = Buffer::build(self.ir, span)
            .operand(tile)
            .result(buffer_type)
            .insert(At::Before(core));
        let buffer = self.ir[buffer.op()].results[0];
        // Each counter starts at 0, stored right after its depth constant.
        for c in &counters {
            let after_depth = At::After(self.ir.defining_op(c.depth).unwrap_or(core));
            MemrefStore::build(self.ir, span)
                .operands(&[zero, buffer, c.slot])
                .insert(after_depth);
        }
        for op in ops {
            match self.ir.kind(op) {
                Some(OpKind::ObjectfifoRelease) => {
                    let Ok(f) = self.fifo_of(op) else { continue };
                    let produce = self.is_produce(op);
                    if let Some(c) = counters
                        .iter()
                        .find(|c| c.fifo == f && c.produce == produce)
                    {
                        let n = ObjectfifoRelease::wrap(op).size(self.ir);
                        advance(self.ir, op, buffer, c.slot, c.depth, n);
                    }
                }
                Some(OpKind::ObjectfifoAcquire) => {
                    let Ok(f) = self.fifo_of(op) else { continue };
                    let produce = self.is_produce(op);
                    let Some(c) = counters
                        .iter()
                        .find(|c| c.fifo == f && c.produce == produce)
                    else {
                        continue;
                    };
                    let depth = fifo::size(self.ir, f);
                    if depth <= 1 {
                        continue;
                    }
                    let buffers = self.buffers.get(&f).cloned().unwrap_or_default();
                    let results = self.ir[op].results.clone();
                    // The older form yields a subview its accesses read; the
                    // newer one yields the objects themselves.
                    if let [result] = results[..] {
                        if matches!(self.ir.type_of(result), Type::ObjectFifoSubview(_)) {
                            let accesses: Vec<ObjectfifoSubviewAccess> = self
                                .ir
                                .views::<ObjectfifoSubviewAccess>(self.ir.walk(core))
                                .filter(|a| self.ir[a.op()].operands.first() == Some(&result))
                                .collect();
                            for access in accesses {
                                let (index, old) =
                                    (access.index(self.ir), self.ir[access.op()].results[0]);
                                let pick = Pick { index, old };
                                switch_for(
                                    self.ir,
                                    access.op(),
                                    pick,
                                    buffer,
                                    c.slot,
                                    depth,
                                    &buffers,
                                    core,
                                );
                            }
                            continue;
                        }
                    }
                    for (index, old) in results.into_iter().enumerate() {
                        let pick = Pick {
                            index: index as i64,
                            old,
                        };
                        switch_for(self.ir, op, pick, buffer, c.slot, depth, &buffers, core);
                    }
                }
                _ => {}
            }
        }
    }

    /// `arith.constant v : ty` at `at`, moving `at` past it.
    fn constant_at(&mut self, at: &mut At, v: i64, ty: Type) -> ValueId {
        let op = self.build_constant(v, ty, *at);
        *at = At::After(op);
        self.ir[op].results[0]
    }
}

/// After release `op` of `n` objects: counter = (counter + n) wrapped at
/// depth (the counter at `slot` of `buffer`, the depth an i32 value).
pub(super) fn advance(
    ir: &mut Ir,
    op: OpId,
    buffer: ValueId,
    slot: ValueId,
    depth: ValueId,
    n: i64,
) {
    let i32 = Type::I32;
    let span = ir[op].span;
    let mut at = At::After(op);
    let o = MemrefLoad::build(ir, span)
        .operands(&[buffer, slot])
        .result(i32.clone())
        .insert(at)
        .op();
    let old = past(ir, &mut at, o);
    let o = ArithConstant::build(ir, span)
        .value(Attr::Int(n.into(), IntType::I32))
        .result(i32.clone())
        .insert(at)
        .op();
    let k = past(ir, &mut at, o);
    let o = ArithAddi::build(ir, span)
        .operands(&[old, k])
        .result(i32.clone())
        .insert(at)
        .op();
    let sum = past(ir, &mut at, o);
    let o = ArithCmpi::build(ir, span)
        .operands(&[sum, depth])
        .predicate(CmpIPredicate::Sge)
        .result(Type::I1)
        .insert(at)
        .op();
    let wrap = past(ir, &mut at, o);
    let o = ArithSubi::build(ir, span)
        .operands(&[sum, depth])
        .result(i32.clone())
        .insert(at)
        .op();
    let less = past(ir, &mut at, o);
    let o = ArithSelect::build(ir, span)
        .operands(&[wrap, less, sum])
        .result(i32)
        .insert(at)
        .op();
    let next = past(ir, &mut at, o);
    MemrefStore::build(ir, span)
        .operands(&[next, buffer, slot])
        .insert(at);
}

/// Replaces `pick.old` (object i of an acquire, defined by `def`: a
/// subview access or the acquire itself) inside `core` by an
/// `scf.index_switch` on the counter at `slot` of `buffer` selecting object
/// (counter + i) mod depth of `buffers`, placed after `def`.
#[allow(clippy::too_many_arguments)]
pub(super) fn switch_for(
    ir: &mut Ir,
    def: OpId,
    pick: Pick,
    buffer: ValueId,
    slot: ValueId,
    depth: i64,
    buffers: &[ValueId],
    core: OpId,
) {
    let Pick { index, old } = pick;
    let pick = |k: i64| buffers.get((k.rem_euclid(depth)) as usize).copied();
    let Some(first) = pick(index) else { return };
    let ty = ir.type_of(first).clone();
    let at = At::After(def);
    let span = ir[def].span;
    let load = MemrefLoad::build(ir, span)
        .operands(&[buffer, slot])
        .result(Type::I32)
        .insert(at)
        .op();
    let counter = ir[load].results[0];
    let cast = ArithIndexCast::build(ir, span)
        .operand(counter)
        .result(Type::Index)
        .insert(At::After(load))
        .op();
    let selector = ir[cast].results[0];
    let cases: Vec<i64> = (0..depth).collect();
    let mut b = ScfIndexSwitch::build(ir, span)
        .operand(selector)
        .cases(&cases)
        .result(ty)
        .region();
    for _ in 0..depth {
        b = b.region();
    }
    let switch = b.insert(At::After(cast)).op();
    let yields: Vec<Option<ValueId>> = std::iter::once(pick(index))
        .chain((0..depth).map(|k| pick(index + k)))
        .collect();
    for (r, y) in yields.into_iter().enumerate() {
        let (Some(block), Some(v)) = (ir.entry_block(switch, r), y) else {
            continue;
        };
        ScfYield::build(ir, span).operand(v).insert(At::End(block));
    }
    let new = ir[switch].results[0];
    ir.replace_uses_in(core, old, new);
}

/// Object `index` of an acquire, and the value that stands for it.
pub(super) struct Pick {
    /// The object's index among those the acquire holds.
    pub index: i64,
    /// The value standing for it.
    pub old: ValueId,
}

/// The result of `o`, just inserted at `at`, which moves past it.
fn past(ir: &dialect::Ir, at: &mut At, o: OpId) -> ValueId {
    *at = At::After(o);
    ir[o].results[0]
}
