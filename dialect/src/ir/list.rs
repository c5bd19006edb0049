//! The ops of a block as an intrusive doubly linked list: each op knows its
//! neighbours and each block its first and last op and its length, so
//! inserting, erasing and moving an op is O(1) and handles stay valid. The
//! links are private to the IR module; passes walk a block with
//! [`Ir::ops_in`] or the cursor functions ([`Ir::first_op`], [`Ir::next_op`]).

use super::{BlockId, Ir, OpId};
use std::iter::FusedIterator;

/// The ops of one block, in order (double-ended, exact size). It borrows the
/// IR: to edit while walking, collect first or step with [`Ir::next_op`]
/// taken before the edit.
#[derive(Clone, Copy, Debug)]
pub struct BlockOps<'a> {
    ir: &'a Ir,
    front: Option<OpId>,
    back: Option<OpId>,
    len: usize,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        if self.len == 0 {
            return None;
        }
        let op = self.front?;
        self.len -= 1;
        self.front = self.ir.links[op.index()].next;
        Some(op)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.len, Some(self.len))
    }
}

impl DoubleEndedIterator for BlockOps<'_> {
    fn next_back(&mut self) -> Option<OpId> {
        if self.len == 0 {
            return None;
        }
        let op = self.back?;
        self.len -= 1;
        self.back = self.ir.links[op.index()].prev;
        Some(op)
    }
}

impl ExactSizeIterator for BlockOps<'_> {}
impl FusedIterator for BlockOps<'_> {}

impl Ir {
    /// The ops of `block`, in order.
    pub fn ops_in(&self, block: BlockId) -> BlockOps<'_> {
        let b = &self.blocks[block.index()];
        BlockOps {
            ir: self,
            front: b.first,
            back: b.last,
            len: b.len,
        }
    }

    /// The first op of `block`, if any.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first
    }

    /// The last op of `block`, if any.
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last
    }

    /// The op after `op` in its block, if any.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.links[op.index()].next
    }

    /// The op before `op` in its block, if any.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.links[op.index()].prev
    }

    /// How many ops `block` holds (O(1)).
    pub fn op_count(&self, block: BlockId) -> usize {
        self.blocks[block.index()].len
    }

    /// Whether `a` comes strictly before `b` in the block they share (a walk
    /// from `a`: O(distance), or to the block's end when `b` is not after it).
    pub fn comes_before(&self, a: OpId, b: OpId) -> bool {
        let mut cur = self.next_op(a);
        while let Some(o) = cur {
            if o == b {
                return true;
            }
            cur = self.next_op(o);
        }
        false
    }

    /// Whether `block` holds no op.
    pub fn is_empty_block(&self, block: BlockId) -> bool {
        self.blocks[block.index()].len == 0
    }

    /// Links the detached `op` into `block` between `prev` and `next` (the
    /// block's ends when `None`); they must be adjacent in `block`.
    pub(super) fn link(
        &mut self,
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
        next: Option<OpId>,
    ) {
        debug_assert!(self.links[op.index()].parent.is_none(), "op is detached");
        assert!(
            !self.is_discarded(op),
            "a discarded op is never attached again"
        );
        self.edits += 1;
        let o = &mut self.links[op.index()];
        (o.parent, o.prev, o.next) = (Some(block), prev, next);
        match prev {
            Some(p) => self.links[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.links[n.index()].prev = Some(op),
            None => self.blocks[block.index()].last = Some(op),
        }
        self.blocks[block.index()].len += 1;
    }

    /// Unlinks `op` from its block, if it is in one.
    pub(super) fn unlink(&mut self, op: OpId) {
        let o = &mut self.links[op.index()];
        let Some(block) = o.parent.take() else {
            return;
        };
        self.edits += 1;
        let (prev, next) = (o.prev.take(), o.next.take());
        match prev {
            Some(p) => self.links[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.links[n.index()].prev = prev,
            None => self.blocks[block.index()].last = prev,
        }
        self.blocks[block.index()].len -= 1;
    }

    /// Detaches every op of `block` (they keep their contents), leaving it empty.
    pub(super) fn unlink_all(&mut self, block: BlockId) {
        self.edits += 1;
        let mut cur = self.blocks[block.index()].first;
        while let Some(op) = cur {
            let o = &mut self.links[op.index()];
            cur = o.next;
            (o.parent, o.prev, o.next) = (None, None, None);
        }
        let b = &mut self.blocks[block.index()];
        (b.first, b.last, b.len) = (None, None, 0);
    }
}
