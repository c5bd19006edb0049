//! Reads of `aie.objectfifo` ops beyond their attributes: ends, depths,
//! objects; and [`Link`], an `aie.objectfifo.link` with its fifos resolved.

use dialect::ir::{Attr, Type, ValueId, View};
use dialect::ops::views::Objectfifo;
use dialect::Ir;

/// The producer tile of fifo `f`.
pub(super) fn producer(ir: &Ir, f: Objectfifo) -> ValueId {
    ir[f.op()].operands[0]
}

/// The consumer tiles of fifo `f`.
pub(super) fn consumers(ir: &Ir, f: Objectfifo) -> &[ValueId] {
    &ir[f.op()].operands[1..]
}

/// Entry `index` of the depth (a number, or one per endpoint).
pub(super) fn size_at(ir: &Ir, f: Objectfifo, index: usize) -> i64 {
    let v = match f.elem_number(ir) {
        Attr::Array(a) => a.get(index).and_then(Attr::as_int),
        a => a.as_int(),
    };
    v.and_then(|v| i64::try_from(v).ok()).unwrap_or(0)
}

/// The depth (the producer's entry of a depth array).
pub(super) fn size(ir: &Ir, f: Objectfifo) -> i64 {
    size_at(ir, f, 0)
}

/// Whether the depth is given per endpoint.
pub(super) fn has_depth_array(ir: &Ir, f: Objectfifo) -> bool {
    matches!(f.elem_number(ir), Attr::Array(_))
}

/// The object memref type.
pub(super) fn elem_type(ir: &Ir, f: Objectfifo) -> Type {
    match f.elem_type(ir) {
        Type::ObjectFifo(t) => (**t).clone(),
        t => t.clone(),
    }
}

/// Number of data elements of one object.
pub(super) fn elem_len(ir: &Ir, f: Objectfifo) -> i64 {
    elem_type(ir, f)
        .num_elements()
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0)
}

/// The number of initial values.
pub(super) fn init_count(ir: &Ir, f: Objectfifo) -> Option<usize> {
    match f.init_values(ir) {
        Some(Attr::Array(a)) => Some(a.len()),
        _ => None,
    }
}

/// The `aie.objectfifo.link` of a device, with its fifos resolved.
#[derive(Clone, Debug)]
pub(super) struct Link {
    pub ins: Vec<Objectfifo>,
    pub outs: Vec<Objectfifo>,
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
    pub fn contains(&self, fifo: Objectfifo) -> bool {
        self.ins.contains(&fifo) || self.outs.contains(&fifo)
    }

    /// The tile where the link's fifos meet.
    pub fn shared_tile(&self, ir: &Ir) -> Option<ValueId> {
        let (&first_in, &first_out) = (self.ins.first()?, self.outs.first()?);
        let first_consumer = |f: Objectfifo| consumers(ir, f).first().copied();
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
        self.outs.iter().find_map(|&o| o.repeat_count(ir))
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

    /// The first part whose offset puts it outside the joined or
    /// distributed object: (offset, part, whole).
    pub fn part_outside(&self, ir: &Ir) -> Option<(i64, Objectfifo, Objectfifo)> {
        let (parts, whole) = if self.is_join() {
            (&self.ins, self.outs[0])
        } else if self.is_distribute() {
            (&self.outs, self.ins[0])
        } else {
            return None;
        };
        let total = elem_len(ir, whole);
        self.part_offsets()
            .iter()
            .zip(parts)
            .find(|&(&offset, &part)| {
                offset < 0 || offset.saturating_add(elem_len(ir, part)) > total
            })
            .map(|(&offset, &part)| (offset, part, whole))
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

/// The name of consumer `i`'s half of fifo `name` with `consumers`
/// consumers: `<name>_cons`, or `<name>_<i>_cons` in a broadcast.
pub(super) fn consumer_half(name: &str, i: usize, consumers: usize) -> String {
    match consumers {
        1 => format!("{name}_cons"),
        _ => format!("{name}_{i}_cons"),
    }
}
