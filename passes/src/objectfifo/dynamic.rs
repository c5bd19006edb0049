//! Dynamic lowering of a core's fifo accesses (aie-passes.md §4.11): instead
//! of unrolling loops, the core keeps the index of each fifo end's next
//! object in a small i32 buffer, advances it after every release, and selects
//! the object of each `subview.access` with an `scf.index_switch`.

use super::{fifo, Transform};
use dialect::ir::{At, Attr, DenseLit, EnumKind, OpId, Type, ValueId};

/// One fifo end the core acquires from: its counter slot, depth constant
/// and fifo.
struct Counter {
    fifo: OpId,
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
        let mut at = At::Index(body, 0);
        let zero = self.constant_at(&mut at, 0, i32.clone());
        let mut counters: Vec<Counter> = Vec::new();
        for &op in &ops {
            if self.ir[op].name != "aie.objectfifo.acquire" {
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
        let buffer = self
            .ir
            .build("aie.buffer", Default::default())
            .operand(tile)
            .result(buffer_type)
            .insert(At::Before(core));
        let buffer = self.ir[buffer].results[0];
        // Each counter starts at 0, stored right after its depth constant.
        for c in &counters {
            let after_depth = At::After(self.ir.defining_op(c.depth).unwrap_or(core));
            self.ir
                .build("memref.store", Default::default())
                .operands(&[zero, buffer, c.slot])
                .insert(after_depth);
        }
        for op in ops {
            match &*self.ir[op].name {
                "aie.objectfifo.release" => {
                    let Ok(f) = self.fifo_of(op) else { continue };
                    let produce = self.is_produce(op);
                    if let Some(c) = counters
                        .iter()
                        .find(|c| c.fifo == f && c.produce == produce)
                    {
                        let n = fifo::int(self.ir, op, "size").unwrap_or(0);
                        self.advance(op, buffer, c.slot, c.depth, n);
                    }
                }
                "aie.objectfifo.acquire" => {
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
                    let result = self.ir[op].results[0];
                    let accesses: Vec<OpId> = self
                        .ir
                        .walk(core)
                        .into_iter()
                        .filter(|&a| {
                            self.ir[a].name == "aie.objectfifo.subview.access"
                                && self.ir[a].operands.first() == Some(&result)
                        })
                        .collect();
                    let buffers = self.buffers.get(&f).cloned().unwrap_or_default();
                    for access in accesses {
                        self.switch_for(access, buffer, c.slot, depth, &buffers, core);
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

    /// After release `op` of `n` objects: counter = (counter + n) wrapped at depth.
    fn advance(&mut self, op: OpId, buffer: ValueId, slot: ValueId, depth: ValueId, n: i64) {
        let i32 = Type::I32;
        let mut at = At::After(op);
        let mut emit = |ir: &mut dialect::Ir,
                        name: &'static str,
                        operands: &[ValueId],
                        attr: Option<(&str, Attr)>,
                        ty: Option<Type>| {
            let mut b = ir.build(name, Default::default()).operands(operands);
            if let Some((k, v)) = attr {
                b = b.attr(k, v);
            }
            if let Some(t) = ty {
                b = b.result(t);
            }
            let o = b.insert(at);
            at = At::After(o);
            ir[o].results.first().copied()
        };
        let Some(old) = emit(
            self.ir,
            "memref.load",
            &[buffer, slot],
            None,
            Some(i32.clone()),
        ) else {
            return;
        };
        let Some(k) = emit(
            self.ir,
            "arith.constant",
            &[],
            Some(("value", Attr::Int(n.into(), i32.clone()))),
            Some(i32.clone()),
        ) else {
            return;
        };
        let Some(sum) = emit(self.ir, "arith.addi", &[old, k], None, Some(i32.clone())) else {
            return;
        };
        let sge = EnumKind::CmpIPredicate.lookup("sge").unwrap_or(0);
        let Some(wrap) = emit(
            self.ir,
            "arith.cmpi",
            &[sum, depth],
            Some(("predicate", Attr::Enum(EnumKind::CmpIPredicate, sge))),
            Some(Type::I1),
        ) else {
            return;
        };
        let Some(less) = emit(
            self.ir,
            "arith.subi",
            &[sum, depth],
            None,
            Some(i32.clone()),
        ) else {
            return;
        };
        let Some(next) = emit(self.ir, "arith.select", &[wrap, less, sum], None, Some(i32)) else {
            return;
        };
        emit(self.ir, "memref.store", &[next, buffer, slot], None, None);
    }

    /// Replaces `access` (object i of a subview) by an `scf.index_switch`
    /// on the counter selecting object (counter + i) mod depth.
    fn switch_for(
        &mut self,
        access: OpId,
        buffer: ValueId,
        slot: ValueId,
        depth: i64,
        buffers: &[ValueId],
        core: OpId,
    ) {
        let index = fifo::int(self.ir, access, "index").unwrap_or(0);
        let pick = |k: i64| buffers.get((k.rem_euclid(depth)) as usize).copied();
        let Some(first) = pick(index) else { return };
        let ty = self.ir[first].ty.clone();
        let at = At::After(access);
        let load = self
            .ir
            .build("memref.load", Default::default())
            .operands(&[buffer, slot])
            .result(Type::I32)
            .insert(at);
        let counter = self.ir[load].results[0];
        let cast = self
            .ir
            .build("arith.index_cast", Default::default())
            .operand(counter)
            .result(Type::Index)
            .insert(At::After(load));
        let selector = self.ir[cast].results[0];
        let cases = Attr::DenseArray(
            Type::I64,
            (0..depth).map(|k| DenseLit::Int(k.into())).collect(),
        );
        let mut b = self
            .ir
            .build("scf.index_switch", Default::default())
            .operand(selector)
            .attr("cases", cases)
            .result(ty)
            .region();
        for _ in 0..depth {
            b = b.region();
        }
        let switch = b.insert(At::After(cast));
        let yields: Vec<Option<ValueId>> = std::iter::once(pick(index))
            .chain((0..depth).map(|k| pick(index + k)))
            .collect();
        for (r, y) in yields.into_iter().enumerate() {
            let (Some(block), Some(v)) = (self.ir.entry_block(switch, r), y) else {
                continue;
            };
            self.ir
                .build("scf.yield", Default::default())
                .operand(v)
                .insert(At::End(block));
        }
        let old = self.ir[access].results[0];
        let new = self.ir[switch].results[0];
        self.ir.replace_uses_in(core, old, new);
    }
}
