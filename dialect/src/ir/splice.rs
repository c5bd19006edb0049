//! One IR moved into another: how a file parsed in two parts becomes the
//! IR one parse of the whole would give.

use super::*;

impl Ir {
    /// Moves the ops of `other`'s top block to the end of `block`, with
    /// everything nested in them. `other`'s entries follow this IR's in
    /// each arena (less its own module op, region and block), in their
    /// order, and its types are entered in the order it has them: an IR
    /// parsed up to some op and `other` parsed from there on give the
    /// handles of one parse of the whole. `other` must be fresh from the
    /// parser (nothing discarded); a use it has yet to resolve (the
    /// [`ValueId::PLACEHOLDER`] operand) stays one. Returns where its
    /// handles went.
    pub(crate) fn splice(&mut self, block: BlockId, other: Ir) -> Moved {
        debug_assert!(
            other.discarded.is_empty(),
            "a parsed IR has discarded nothing"
        );
        let own_block = other.top_block();
        let tops: Vec<OpId> = other.ops_in(own_block).collect();
        let at = Moved {
            op: self.ops.len(),
            value: self.values.len(),
            block: self.blocks.len(),
            region: self.regions.len(),
            own_block,
            block_into: block,
            types: other
                .types
                .0
                .into_iter()
                .map(|t| self.types.intern(t))
                .collect(),
        };
        let Ir {
            ops,
            attrs,
            links,
            values,
            blocks,
            regions,
            edits,
            seen,
            names,
            logical,
            ..
        } = other;
        self.ops.reserve(ops.len());
        self.links.reserve(links.len());
        self.values.reserve(values.len());
        self.blocks.reserve(blocks.len());
        self.regions.reserve(regions.len());
        let attrs_by = self.attrs.append(attrs);
        for mut o in ops.into_iter().skip(1) {
            o.attrs = o.attrs.shifted(attrs_by);
            o.operands.iter_mut().for_each(|v| *v = at.value(*v));
            o.results.iter_mut().for_each(|v| *v = at.value(*v));
            o.regions.iter_mut().for_each(|r| *r = at.region(*r));
            for s in o.successors.iter_mut() {
                s.block = at.block(s.block);
                s.args.iter_mut().for_each(|v| *v = at.value(*v));
            }
            self.ops.push(o);
        }
        for l in links.into_iter().skip(1) {
            // The top-level ops are linked into `block` below.
            let nested = l.parent.is_some_and(|b| b != own_block);
            self.links.push(match nested {
                true => Link {
                    parent: l.parent.map(|b| at.block(b)),
                    prev: l.prev.map(|o| at.op(o)),
                    next: l.next.map(|o| at.op(o)),
                    nested: l.nested,
                },
                false => Link {
                    nested: l.nested,
                    ..Link::default()
                },
            });
        }
        for v in values {
            self.values.push(Value {
                ty: at.types[v.ty.index()],
                def: match v.def {
                    ValueDef::Result(op, i) => ValueDef::Result(at.op(op), i),
                    ValueDef::BlockArg(b, i) => ValueDef::BlockArg(at.block(b), i),
                },
            });
        }
        for mut b in blocks.into_iter().skip(1) {
            b.args.iter_mut().for_each(|v| *v = at.value(*v));
            b.first = b.first.map(|o| at.op(o));
            b.last = b.last.map(|o| at.op(o));
            b.parent = at.region(b.parent);
            self.blocks.push(b);
        }
        for mut r in regions.into_iter().skip(1) {
            r.blocks.iter_mut().for_each(|b| *b = at.block(*b));
            r.parent = at.op(r.parent);
            self.regions.push(r);
        }
        for op in tops {
            self.append_op(block, at.op(op));
        }
        self.edits += edits;
        for (mine, theirs) in self.seen.0.iter_mut().zip(seen.0) {
            *mine |= theirs;
        }
        self.names.extend(names);
        self.logical
            .extend(logical.into_iter().map(|(op, tiles)| (at.op(op), tiles)));
        at
    }
}

/// Where the spliced IR's entries went: each handle past its arena's first
/// entry (the module op, its region and block) follows this IR's entries.
pub(crate) struct Moved {
    op: usize,
    value: usize,
    block: usize,
    region: usize,
    /// The spliced IR's top block, which becomes `block_into`.
    own_block: BlockId,
    block_into: BlockId,
    /// Per type of the spliced IR, its handle here.
    types: Vec<TypeId>,
}

impl Moved {
    pub(crate) fn op(&self, o: OpId) -> OpId {
        OpId::new(self.op + o.index() - 1)
    }

    pub(crate) fn value(&self, v: ValueId) -> ValueId {
        match v == ValueId::PLACEHOLDER {
            true => v,
            false => ValueId::new(self.value + v.index()),
        }
    }

    fn block(&self, b: BlockId) -> BlockId {
        match b == self.own_block {
            true => self.block_into,
            false => BlockId::new(self.block + b.index() - 1),
        }
    }

    fn region(&self, r: RegionId) -> RegionId {
        RegionId::new(self.region + r.index() - 1)
    }
}
