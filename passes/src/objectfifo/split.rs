//! Whether a fifo needs a DMA, and splitting it into a producer half and one
//! `_cons` half per consumer (aie-passes.md §4.2–4.4).

use super::{fifo, Res, Transform};
use crate::netlist;
use dialect::ir::{At, Attr, IntType, OpId, ValueId, View};
use dialect::ops::views::{
    Objectfifo, ObjectfifoAcquire, ObjectfifoAllocate, ObjectfifoRegisterExternalBuffers,
};
use std::collections::HashMap;

/// Which memory two tiles share (mlir-aie's share direction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Share {
    /// No shared memory.
    None,
    /// The first tile's memory.
    First,
    /// The second tile's memory.
    Second,
    /// Either tile's memory.
    Both,
}

impl Share {
    /// Whether the first tile's memory is shared (mlir-aie's -1 or 2).
    pub fn in_first(self) -> bool {
        matches!(self, Share::First | Share::Both)
    }
}

impl Transform<'_> {
    /// Which memory tiles `a` and `b` share.
    pub(super) fn shared_memory(&self, a: ValueId, b: ValueId) -> Share {
        if self.is_shim(a) != self.is_shim(b) || self.is_mem_tile(a) != self.is_mem_tile(b) {
            return Share::None;
        }
        let (ca, cb) = (self.coords(a), self.coords(b));
        let right = self.dev.model.is_legal_mem_affinity(ca, cb);
        let left = self.dev.model.is_legal_mem_affinity(cb, ca);
        match (left, right) {
            (true, true) => Share::Both,
            (true, false) => Share::First,
            (false, true) => Share::Second,
            (false, false) => Share::None,
        }
    }

    /// The `aie.objectfifo.allocate` of `f`, if any (more than one is an error).
    pub(super) fn allocate_op(&self, f: Objectfifo) -> Res<Option<ObjectfifoAllocate>> {
        match self.allocs.get(&self.name(f)).map(Vec::as_slice) {
            None | Some([]) => Ok(None),
            Some([a]) => Ok(Some(*a)),
            Some(_) => Err(self
                .op_error(f.op(), "has more than one allocate operation")
                .with_help("keep one aie.objectfifo.allocate per fifo")
                .into()),
        }
    }

    /// Whether `f` needs DMAs; also returns the share direction of its ends.
    pub(super) fn requires_dma(&mut self, f: Objectfifo) -> Res<(bool, Share)> {
        let ir = &*self.ir;
        if f.via_dma(ir)
            || f.repeat_count(ir).is_some()
            || f.aie_stream(ir).is_some()
            || f.consumer_elem_type(ir).is_some()
        {
            return Ok((true, Share::None));
        }
        let consumers = fifo::consumers(ir, f);
        let to_stream = f.dimensions_to_stream(ir).is_some_and(|d| !d.is_empty());
        let mut share = Share::None;
        if consumers.len() == 1 && !to_stream {
            let p = fifo::producer(ir, f);
            let other = if self.split_because_link.contains(&f) {
                p
            } else {
                consumers[0]
            };
            share = self.shared_memory(p, other);
        }
        if share == Share::None {
            return Ok((true, share));
        }
        let wants_transform = f
            .dimensions_from_stream_per_consumer(ir)
            .is_some_and(|per| per.iter().any(|d| !d.is_empty()));
        let mut in_link = false;
        if let Some(l) = self.link_of(f) {
            in_link = true;
            let link = &self.links[l];
            if link.is_distribute() || link.is_join() {
                self.split_because_link.insert(f);
            } else {
                let (i, o) = (link.ins[0], link.outs[0]);
                if fifo::elem_type(ir, i) != fifo::elem_type(ir, o) {
                    self.split_because_link.insert(f);
                }
                if let Some(alloc) = self.allocate_op(f)? {
                    let delegate = self.ir[alloc.op()].operands[0];
                    let p = fifo::producer(self.ir, f);
                    let c = fifo::consumers(self.ir, f)[0];
                    if self.shared_memory(delegate, p).in_first()
                        && self.shared_memory(delegate, c).in_first()
                    {
                        in_link = false;
                    } else {
                        self.split_because_link.insert(f);
                    }
                }
            }
        }
        Ok((wants_transform || in_link, share))
    }

    /// mlir-aie's `findObjectFifoSize`: the depth `f` needs on `tile`.
    /// The depth of the producer end of `f`, a fifo that needs DMAs: the
    /// first entry of a depth array, the count of its initial values, or
    /// [`Transform::computed_depth`].
    pub(super) fn producer_depth(&self, f: Objectfifo) -> i64 {
        let ir = &*self.ir;
        if fifo::has_depth_array(ir, f) || fifo::init_count(ir, f).is_some() {
            fifo::size(ir, f)
        } else {
            self.computed_depth(fifo::producer(ir, f), f)
        }
    }

    /// The depth of consumer `i`'s end of `f`, a fifo that needs DMAs: its
    /// entry of a depth array, or [`Transform::computed_depth`].
    pub(super) fn consumer_depth(&self, f: Objectfifo, i: usize) -> i64 {
        let ir = &*self.ir;
        if fifo::has_depth_array(ir, f) {
            fifo::size_at(ir, f, i + 1)
        } else {
            self.computed_depth(fifo::consumers(ir, f)[i], f)
        }
    }

    pub(super) fn computed_depth(&self, tile: ValueId, f: Objectfifo) -> i64 {
        let ir = &*self.ir;
        let size = fifo::size(ir, f);
        if size == 0 {
            return 0;
        }
        if self.is_mem_tile(tile) {
            return size;
        }
        if self.is_shim(tile) {
            let registered = self.registered_buffers(f, tile).len();
            if registered > 0 {
                return registered as i64;
            }
        }
        let name = self.name(f);
        let max_acquire = self
            .cores_on(tile)
            .into_iter()
            .flat_map(|c| ir.views::<ObjectfifoAcquire>(ir.walk(c)))
            .filter(|a| a.obj_fifo_name(ir) == name)
            .map(|a| a.size(ir))
            .max()
            .unwrap_or(0);
        match max_acquire {
            0 => size,
            1 if size == 1 => 1,
            a => a + 1,
        }
    }

    /// The `aie.core` ops on `tile`.
    pub(super) fn cores_on(&self, tile: ValueId) -> Vec<OpId> {
        self.cores.get(&tile).cloned().unwrap_or_default()
    }

    /// Splits `f` into halves if it needs DMAs.
    pub(super) fn split_fifo(&mut self, f: Objectfifo) -> Res<()> {
        if !self.requires_dma(f)?.0 {
            return Ok(());
        }
        let name = self.name(f);
        let consumers = fifo::consumers(self.ir, f).to_vec();
        let per_consumer_dims = f
            .dimensions_from_stream_per_consumer(self.ir)
            .map_or_else(Vec::new, <[_]>::to_vec);
        let mut halves = Vec::new();
        for (i, &c) in consumers.iter().enumerate() {
            let depth = self.consumer_depth(f, i);
            let half_name = fifo::consumer_half(&name, i, consumers.len());
            // The consumers' objects: `consumerElemType` when given.
            let elem = f
                .consumer_elem_type(self.ir)
                .unwrap_or_else(|| f.elem_type(self.ir))
                .clone();
            let span = self.ir[f.op()].span;
            let mut b = Objectfifo::build(self.ir, span)
                .operands(&[c, c])
                .sym_name(&half_name)
                .elem_number(Attr::Int(depth.into(), IntType::I32))
                .elem_type(elem);
            if let Some(d) = per_consumer_dims.get(i).filter(|d| !d.is_empty()) {
                b = b.dimensions_from_stream_per_consumer(vec![d.clone()]);
            }
            let half = b.insert(At::After(f.op()));
            // Copied as given: a default-valued flag is only present when set.
            if f.disable_synchronization(self.ir) {
                half.set_disable_synchronization(self.ir, true);
            }
            if let Some(n) = f.iter_count(self.ir) {
                half.set_iter_count(self.ir, n);
            }
            if f.plio(self.ir) {
                half.set_plio(self.ir, true);
            }
            if let Some(end) = f.aie_stream(self.ir) {
                if end > 0 {
                    half.set_aie_stream(self.ir, end);
                    if let Some(p) = f.aie_stream_port(self.ir) {
                        half.set_aie_stream_port(self.ir, p);
                    }
                }
                if end == 1 {
                    netlist::clear(self.ir, f, Objectfifo::set_aie_stream, 0);
                    netlist::clear(self.ir, f, Objectfifo::set_aie_stream_port, 0);
                }
            }
            self.by_name.insert(half_name.clone(), half);
            let rename = HashMap::from([(name.clone(), half_name.clone())]);
            for core in self.cores_on(c) {
                self.ir.rename_symbols(core, &rename);
            }
            if self.is_shim(c) {
                self.collect_external_buffers(f, half, c);
            }
            if let Some(l) = self.link_of(f) {
                let shared = self.links[l].shared_tile(self.ir);
                let link = &mut self.links[l];
                if shared == Some(c) {
                    for x in link.ins.iter_mut().filter(|x| **x == f) {
                        *x = half;
                    }
                }
            }
            halves.push(half);
        }
        if !halves.is_empty() {
            self.split.push((f, halves));
        }
        Ok(())
    }

    /// Records the external buffers registered for `parent` on `tile` as `child`'s.
    pub(super) fn collect_external_buffers(
        &mut self,
        parent: Objectfifo,
        child: Objectfifo,
        tile: ValueId,
    ) {
        let bufs = self.registered_buffers(parent, tile);
        if !bufs.is_empty() {
            self.external.entry(child).or_default().extend(bufs);
        }
    }

    /// The external buffers registered for fifo `f` on `tile`, in order.
    pub(super) fn registered_buffers(&self, f: Objectfifo, tile: ValueId) -> Vec<ValueId> {
        let ir = &*self.ir;
        let name = f.sym_name(ir);
        self.dev
            .views::<ObjectfifoRegisterExternalBuffers>(ir)
            .filter(|r| ir[r.op()].operands.first() == Some(&tile) && r.obj_fifo_name(ir) == name)
            .flat_map(|r| ir[r.op()].operands[1..].iter().copied())
            .collect()
    }
}
