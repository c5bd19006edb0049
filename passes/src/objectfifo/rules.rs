//! The stateful transform's rules, which `--aie-objectfifo-split` follows:
//! whether a fifo needs a DMA or shares memory, the depth of each end, the
//! fifo that owns a link's objects, a delegate tile, and the lock id a fifo
//! lock gets when the lowering gives ids (aie-passes.md §4.2–4.5).

use super::{fifo, Res, Transform};
use dialect::ir::{OpId, ValueId, View};
use dialect::ops::pools::Transport;
use dialect::ops::views::{
    Objectfifo, ObjectfifoAcquire, ObjectfifoAllocate, ObjectfifoRegisterExternalBuffers,
};
use std::collections::HashSet;

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
        if matches!(Transport::of(ir, f), Ok(Transport::Dma(_)))
            || f.repeat_count(ir).is_some()
            || self.end_ports(f).all().any(|p| p.is_some())
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

    /// The fifo that creates link `l`'s objects: join → the output,
    /// distribute → the input, 1-to-1 → the one with initial values, else
    /// the larger (the input when equal, or when the larger output is
    /// padded).
    pub(super) fn link_objects_owner(&self, l: usize) -> Objectfifo {
        let ir = &*self.ir;
        let link = &self.links[l];
        let (i, o) = (link.ins[0], link.outs[0]);
        if link.is_join() {
            o
        } else if link.is_distribute() {
            i
        } else if fifo::init_count(ir, o).is_some() {
            o
        } else if fifo::elem_len(ir, i) >= fifo::elem_len(ir, o) || o.pad_dimensions(ir).is_some() {
            i
        } else {
            o
        }
    }

    /// The tile an `aie.objectfifo.allocate` of `f` puts its objects on, if
    /// it has one: its delegate, which must share memory with both ends.
    pub(super) fn delegate_tile(&self, f: Objectfifo) -> Res<Option<ValueId>> {
        let Some(alloc) = self.allocate_op(f)? else {
            return Ok(None);
        };
        let producer = fifo::producer(self.ir, f);
        let consumer = fifo::consumers(self.ir, f)
            .first()
            .copied()
            .unwrap_or(producer);
        let delegate = self.ir[alloc.op()].operands[0];
        if self.shared_memory(delegate, producer).in_first()
            && self.shared_memory(delegate, consumer).in_first()
        {
            return Ok(Some(delegate));
        }
        Err(self
            .op_error(alloc.op(), "objectfifo has no shared memory access to delegate tile's memory module")
            .with_help(format!(
                "the delegate tile must share memory with the producer tile {} and the consumer tile {}",
                self.tile_text(producer),
                self.tile_text(consumer)
            ))
            .into())
    }

    /// `tile(C, R)`.
    pub(super) fn tile_text(&self, tile: ValueId) -> String {
        let (c, r) = self.coords(tile);
        format!("({c}, {r})")
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

/// The lowest lock id below `total` not in `used`, now in it (the id a fifo
/// lock gets when its lowering gives ids, as mlir-aie's did before August
/// 2026).
pub(crate) fn take_lowest_lock_id(used: &mut HashSet<i64>, total: i64) -> Option<i64> {
    let id = (0..total).find(|i| !used.contains(i))?;
    used.insert(id);
    Some(id)
}
