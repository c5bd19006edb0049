//! [`OpBuilder`]: builds an op of one kind; the generated views add a typed
//! method per declared attribute.

use super::{def, Results};
use crate::ir::{At, Attr, AttrName, BlockId, Builder, Ir, Span, Type, ValueId, View};
use std::marker::PhantomData;

/// Builds a `V`: operands, attributes, results and regions, then places it.
pub struct OpBuilder<'a, V: View> {
    inner: Builder<'a>,
    view: PhantomData<V>,
}

impl<'a, V: View> OpBuilder<'a, V> {
    /// Starts an op of `V`'s kind with the results its table entry fixes.
    pub fn new(ir: &'a mut Ir, span: Span) -> Self {
        let mut inner = ir.build(V::KIND, span);
        if let Results::Fixed(types) = def(V::KIND).results {
            for t in types {
                inner = inner.result(t.clone());
            }
        }
        OpBuilder {
            inner,
            view: PhantomData,
        }
    }

    fn map(self, f: impl FnOnce(Builder<'a>) -> Builder<'a>) -> Self {
        OpBuilder {
            inner: f(self.inner),
            view: PhantomData,
        }
    }

    /// Sets attribute `name` (the generated methods go through here, with
    /// the names as literals).
    pub(crate) fn attr(self, name: &'static str, value: Attr) -> Self {
        self.map(|b| b.attr_named(AttrName::shared(name), value))
    }
    /// Appends an operand.
    pub fn operand(self, v: ValueId) -> Self {
        self.map(|b| b.operand(v))
    }
    /// Appends operands.
    pub fn operands(self, vs: &[ValueId]) -> Self {
        self.map(|b| b.operands(vs))
    }
    /// Appends operand lists, recording their sizes in `operandSegmentSizes`
    /// (an op of several operand lists, [`super::format::Format::segmented`]).
    pub fn operand_lists(self, lists: &[&[ValueId]]) -> Self {
        let sizes: Vec<i64> = lists.iter().map(|l| l.len() as i64).collect();
        let all: Vec<ValueId> = lists.concat();
        let sizes = super::access::dense_ints_attr(&sizes, super::IntTy::I32);
        self.operands(&all)
            .attr(super::format::SEGMENT_SIZES, sizes)
    }
    /// Adds a result of type `ty`.
    pub fn result(self, ty: Type) -> Self {
        self.map(|b| b.result(ty))
    }
    /// Adds a region with one empty block.
    pub fn region(self) -> Self {
        self.map(|b| b.region())
    }
    /// Adds a branch target.
    pub fn successor(self, block: BlockId) -> Self {
        self.map(|b| b.successor(block))
    }
    /// Places the op at `at`.
    pub fn insert(self, at: At) -> V {
        V::wrap(self.inner.insert(at))
    }
    /// Leaves the op detached.
    pub fn detached(self) -> V {
        V::wrap(self.inner.detached())
    }
}
