//! Typed reads of `aie.objectfifo` and `aie.objectfifo.link` ops.

use dialect::ir::{Attr, OpId, Type, ValueId};
use dialect::Ir;

/// The producer tile of fifo `op`.
pub(super) fn producer(ir: &Ir, op: OpId) -> ValueId {
    ir[op].operands[0]
}

/// The consumer tiles of fifo `op`.
pub(super) fn consumers(ir: &Ir, op: OpId) -> &[ValueId] {
    &ir[op].operands[1..]
}

/// Entry `index` of the depth (a number, or one per endpoint).
pub(super) fn size_at(ir: &Ir, op: OpId, index: usize) -> i64 {
    let v = match ir.attr(op, "elemNumber") {
        Some(Attr::Array(a)) => a.get(index).and_then(Attr::as_int),
        Some(a) => a.as_int(),
        None => None,
    };
    v.and_then(|v| i64::try_from(v).ok()).unwrap_or(0)
}

/// The depth (the producer's entry of a depth array).
pub(super) fn size(ir: &Ir, op: OpId) -> i64 {
    size_at(ir, op, 0)
}

/// Whether the depth is given per endpoint.
pub(super) fn has_depth_array(ir: &Ir, op: OpId) -> bool {
    matches!(ir.attr(op, "elemNumber"), Some(Attr::Array(_)))
}

/// The element memref type.
pub(super) fn elem_type(ir: &Ir, op: OpId) -> Type {
    match ir.attr(op, "elemType") {
        Some(Attr::Type(Type::ObjectFifo(t))) => (**t).clone(),
        Some(Attr::Type(t)) => t.clone(),
        _ => Type::None,
    }
}

/// Number of data elements of one object.
pub(super) fn elem_len(ir: &Ir, op: OpId) -> i64 {
    elem_type(ir, op)
        .num_elements()
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0)
}

pub(super) use crate::netlist::int;

/// Unit/bool attribute `name` of `op`.
pub(super) fn flag(ir: &Ir, op: OpId, name: &str) -> bool {
    ir.attr(op, name)
        .is_some_and(|a| matches!(a, Attr::Unit) || a.as_bool() == Some(true))
}

/// The number of initial values.
pub(super) fn init_count(ir: &Ir, op: OpId) -> Option<usize> {
    match ir.attr(op, "initValues") {
        Some(Attr::Array(a)) => Some(a.len()),
        _ => None,
    }
}

/// The `aie.objectfifo.link` of a device, with its fifos resolved.
#[derive(Clone, Debug)]
pub(super) struct Link {
    pub ins: Vec<OpId>,
    pub outs: Vec<OpId>,
    pub src_offsets: Vec<i64>,
    pub dst_offsets: Vec<i64>,
}

impl Link {
    pub fn is_join(&self) -> bool {
        self.ins.len() > 1
    }
    pub fn is_distribute(&self) -> bool {
        self.outs.len() > 1
    }
    pub fn contains(&self, fifo: OpId) -> bool {
        self.ins.contains(&fifo) || self.outs.contains(&fifo)
    }

    /// The tile where the link's fifos meet.
    pub fn shared_tile(&self, ir: &Ir) -> Option<ValueId> {
        let (&first_in, &first_out) = (self.ins.first()?, self.outs.first()?);
        let first_consumer = |f: OpId| consumers(ir, f).first().copied();
        if self.is_join() {
            let p = producer(ir, first_out);
            return self
                .ins
                .iter()
                .all(|&i| first_consumer(i) == Some(p))
                .then_some(p);
        }
        if self.is_distribute() {
            let c = first_consumer(first_in)?;
            return self.outs.iter().all(|&o| producer(ir, o) == c).then_some(c);
        }
        let p = producer(ir, first_out);
        consumers(ir, first_in).contains(&p).then_some(p)
    }

    /// The repeat count of the first output fifo that has one.
    pub fn repeat_count(&self, ir: &Ir) -> Option<i64> {
        self.outs.iter().find_map(|&o| int(ir, o, "repeat_count"))
    }

    /// Lengths of the parts: each input's share of a join, each output's of
    /// a distribute.
    pub fn part_lengths(&self, ir: &Ir) -> Vec<i64> {
        let (offsets, whole) = if self.is_join() {
            (&self.src_offsets, elem_len(ir, self.outs[0]))
        } else if self.is_distribute() {
            (&self.dst_offsets, elem_len(ir, self.ins[0]))
        } else {
            return Vec::new();
        };
        (0..offsets.len())
            .map(|i| offsets.get(i + 1).copied().unwrap_or(whole) - offsets[i])
            .collect()
    }

    /// Offsets of the parts (join: source offsets; distribute: destination offsets).
    pub fn part_offsets(&self) -> &[i64] {
        if self.is_join() {
            &self.src_offsets
        } else {
            &self.dst_offsets
        }
    }
}

/// Reads an integer-array attribute.
pub(super) fn ints(ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    match ir.attr(op, name) {
        Some(Attr::Array(a)) => a
            .iter()
            .filter_map(|v| v.as_int().and_then(|v| i64::try_from(v).ok()))
            .collect(),
        Some(Attr::DenseArray(_, lits)) => lits
            .iter()
            .filter_map(|l| match l {
                dialect::ir::DenseLit::Int(v) => i64::try_from(*v).ok(),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Reads a symbol-array attribute.
pub(super) fn syms(ir: &Ir, op: OpId, name: &str) -> Vec<String> {
    match ir.attr(op, name) {
        Some(Attr::Array(a)) => a
            .iter()
            .filter_map(|s| s.as_sym().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    }
}
