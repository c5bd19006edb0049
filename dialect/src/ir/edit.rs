//! Editing the IR: inserting, moving and erasing ops, replacing uses, and a
//! small builder for new ops. Erased ops stay in the arena, detached; nothing
//! reachable from the top module refers to them.

use super::{
    Attr, AttrName, BlockId, Ir, OpId, OpName, RegionId, Span, ThinVec, Type, ValueId, Values,
};
use std::collections::HashMap;

/// Where a new op goes.
#[derive(Clone, Copy, Debug)]
pub enum At {
    /// Before this op, in its block.
    Before(OpId),
    /// After this op, in its block.
    After(OpId),
    /// At the start of this block.
    Start(BlockId),
    /// At the end of this block.
    End(BlockId),
    /// At this index of this block (O(index): prefer the others).
    Index(BlockId, usize),
}

impl Ir {
    /// The position of `op` in its block (O(index): a walk from the block's
    /// start; prefer [`Ir::next_op`] / [`Ir::prev_op`] in loops).
    pub fn position(&self, op: OpId) -> Option<(BlockId, usize)> {
        let b = self.block_of(op)?;
        let i = self.ops_in(b).position(|o| o == op)?;
        Some((b, i))
    }

    /// Places the detached `op` at `at` (O(1) but for [`At::Index`]).
    pub fn insert(&mut self, at: At, op: OpId) {
        let attached = |ir: &Ir, anchor: OpId| ir.block_of(anchor).expect("anchor is attached");
        match at {
            At::Before(anchor) => {
                let b = attached(self, anchor);
                self.link(op, b, self.prev_op(anchor), Some(anchor));
            }
            At::After(anchor) => {
                let b = attached(self, anchor);
                self.link(op, b, Some(anchor), self.next_op(anchor));
            }
            At::Start(b) => self.link(op, b, None, self.first_op(b)),
            At::End(b) => self.link(op, b, self.last_op(b), None),
            At::Index(b, i) => {
                assert!(i <= self.op_count(b), "index {i} is past the block's end");
                match self.ops_in(b).nth(i) {
                    Some(anchor) => self.insert(At::Before(anchor), op),
                    None => self.insert(At::End(b), op),
                }
            }
        }
    }

    /// Detaches `op` (and everything nested in it) from its block.
    pub fn erase(&mut self, op: OpId) {
        self.unlink(op);
    }

    /// Erases `op` for good: detached, and when it defines no values (which
    /// later ops may still trace back to it), its operands, attributes and
    /// successors freed, their memory reused by the ops built after it. The
    /// op is never attached again ([`Ir::is_discarded`]; inserting it panics).
    pub fn discard(&mut self, op: OpId) {
        self.unlink(op);
        let (word, bit) = (op.index() / 64, op.index() % 64);
        if self.discarded.len() <= word {
            self.discarded.resize(word + 1, 0);
        }
        self.discarded[word] |= 1 << bit;
        let o = &mut self.ops[op.index()];
        if o.results.is_empty() {
            o.operands = Values::new();
            o.successors = ThinVec::new();
            self.attrs.clear(&mut o.attrs);
        }
    }

    /// Whether [`Ir::discard`] erased `op` for good.
    pub fn is_discarded(&self, op: OpId) -> bool {
        self.discarded
            .get(op.index() / 64)
            .is_some_and(|w| w >> (op.index() % 64) & 1 == 1)
    }

    /// Detaches every op of `ops` from its block.
    pub fn erase_all(&mut self, ops: &[OpId]) {
        for &o in ops {
            self.unlink(o);
        }
    }

    /// Moves the attached `op` to `at`.
    pub fn move_op(&mut self, op: OpId, at: At) {
        self.erase(op);
        self.insert(at, op);
    }

    /// Replaces the ops of `block` by `order` (ops of the block left out are
    /// detached; ops of `order` attached elsewhere are moved).
    pub fn set_block_order(&mut self, block: BlockId, order: &[OpId]) {
        self.unlink_all(block);
        for &o in order {
            self.unlink(o);
            self.append_op(block, o);
        }
    }

    /// Replaces every use of `from` by `to` in the ops nested under `scope`.
    pub fn replace_uses_in(&mut self, scope: OpId, from: ValueId, to: ValueId) {
        self.replace_all_uses_in(scope, |v| (v == from).then_some(to));
    }

    /// Replaces every use of a value `with` maps to another value, in one
    /// walk of the ops nested under `scope`.
    pub fn replace_all_uses_in(&mut self, scope: OpId, with: impl Fn(ValueId) -> Option<ValueId>) {
        let mut replaced = false;
        for op in self.walk(scope) {
            let o = &mut self.ops[op.index()];
            let successor_args = o.successors.iter_mut().flat_map(|s| s.args.iter_mut());
            for v in o.operands.iter_mut().chain(successor_args) {
                if let Some(to) = with(*v) {
                    *v = to;
                    replaced = true;
                }
            }
        }
        // Nothing replaced, nothing edited (the pass manager verifies no
        // IR again that a pass left as it was).
        self.edits += u64::from(replaced);
    }

    /// The entry block of `op`'s region `i`.
    pub fn entry_block(&self, op: OpId, i: usize) -> Option<BlockId> {
        let r: RegionId = *self[op].regions().get(i)?;
        self[r].blocks.first().copied()
    }

    /// Inserts a new empty block into `region` before block `before` (at the
    /// end if `None`).
    pub fn insert_block(&mut self, region: RegionId, before: Option<BlockId>) -> BlockId {
        let b = self.add_block(region, Span::default());
        let blocks = &mut self.regions[region.index()].blocks;
        blocks.pop();
        let at = before
            .and_then(|x| blocks.iter().position(|&y| y == x))
            .unwrap_or(blocks.len());
        blocks.insert(at, b);
        b
    }

    /// Renames symbol references in the attributes of `op` and every op
    /// nested in it: a reference whose root is a key of `renames` gets the
    /// mapped name (symbol definitions are left alone).
    pub fn rename_symbols(&mut self, op: OpId, renames: &HashMap<String, String>) {
        fn rename(a: &mut Attr, renames: &HashMap<String, String>) {
            match a {
                Attr::SymRef(path) => {
                    if let Some(to) = path.first().and_then(|p| renames.get(p)) {
                        path[0] = to.clone();
                    }
                }
                Attr::Array(items) => items.iter_mut().for_each(|i| rename(i, renames)),
                Attr::Dict(entries) => entries.iter_mut().for_each(|(_, v)| rename(v, renames)),
                _ => {}
            }
        }
        if renames.is_empty() {
            return;
        }
        self.edits += 1;
        let mut ops = self.walk(op);
        ops.push(op);
        for o in ops {
            // `sym_name` defines a symbol (some ops store it as a reference).
            for (_, a) in self
                .attrs
                .get_mut(self.ops[o.index()].attrs)
                .iter_mut()
                .filter(|(k, _)| k != "sym_name")
            {
                rename(a, renames);
            }
        }
    }

    /// A detached deep copy of `op`: operands are looked up in `map` (values
    /// not in it are kept), and every value and block defined inside the
    /// copy is added to it.
    pub fn clone_op(&mut self, op: OpId, map: &mut HashMap<ValueId, ValueId>) -> OpId {
        let src = self.ops[op.index()].clone();
        let new = self.create_op(src.name.clone(), src.span);
        self.ops[new.index()].operands = src
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let attrs = self.attrs.get(src.attrs).to_vec();
        self.attrs.extend(&mut self.ops[new.index()].attrs, attrs);
        for &r in &src.results {
            let ty = self.type_of(r).clone();
            let nr = self.add_result(new, ty);
            map.insert(r, nr);
        }
        let mut blocks = HashMap::new();
        for &r in src.regions() {
            let nr = self.add_region(new);
            for b in self.regions[r.index()].blocks.clone() {
                let nb = self.add_block(nr, self.blocks[b.index()].span);
                blocks.insert(b, nb);
                for a in self.blocks[b.index()].args.clone() {
                    let ty = self.type_of(a).clone();
                    let na = self.add_block_arg(nb, ty);
                    map.insert(a, na);
                }
            }
        }
        for &r in src.regions() {
            for b in self.regions[r.index()].blocks.clone() {
                for o in self.ops_in(b).collect::<Vec<_>>() {
                    let c = self.clone_op(o, map);
                    self.append_op(blocks[&b], c);
                }
            }
        }
        // Successors of nested ops point at cloned blocks of this op.
        for o in self.walk(new) {
            for s in self.ops[o.index()].successors.iter_mut() {
                if let Some(&nb) = blocks.get(&s.block) {
                    s.block = nb;
                }
                for v in s.args.iter_mut() {
                    *v = *map.get(v).unwrap_or(v);
                }
            }
        }
        self.ops[new.index()].successors = src
            .successors
            .iter()
            .map(|s| super::Successor {
                block: s.block,
                args: s.args.iter().map(|v| *map.get(v).unwrap_or(v)).collect(),
            })
            .collect();
        new
    }

    /// Starts building an op named `name`.
    pub fn build(&mut self, name: impl Into<OpName>, span: Span) -> Builder<'_> {
        let op = self.create_op(name, span);
        Builder { ir: self, op }
    }
}

/// Builds one op: operands, attributes, results and regions, then places it.
pub struct Builder<'a> {
    ir: &'a mut Ir,
    op: OpId,
}

impl Builder<'_> {
    /// Appends an operand.
    pub fn operand(self, v: ValueId) -> Self {
        self.ir.ops[self.op.index()].operands.push(v);
        self
    }
    /// Appends operands.
    pub fn operands(self, vs: &[ValueId]) -> Self {
        self.ir.ops[self.op.index()].operands.extend_from_slice(vs);
        self
    }
    /// Sets an attribute.
    pub fn attr(self, name: &str, value: Attr) -> Self {
        self.ir.set_attr(self.op, name, value);
        self
    }
    /// Sets an attribute by an [`AttrName`] at hand.
    pub fn attr_named(self, name: AttrName, value: Attr) -> Self {
        self.ir.set_attr_named(self.op, name, value);
        self
    }
    /// Adds a result of type `ty`.
    pub fn result(self, ty: Type) -> Self {
        self.ir.add_result(self.op, ty);
        self
    }
    /// Adds a region with one empty block.
    pub fn region(self) -> Self {
        let r = self.ir.add_region(self.op);
        self.ir.add_block(r, Span::default());
        self
    }
    /// Adds a branch target.
    pub fn successor(self, block: BlockId) -> Self {
        self.ir.ops[self.op.index()]
            .successors
            .push(super::Successor {
                block,
                args: Vec::new(),
            });
        self
    }
    /// Places the op at `at` and returns it.
    pub fn insert(self, at: At) -> OpId {
        self.ir.insert(at, self.op);
        self.op
    }
    /// Leaves the op detached and returns it.
    pub fn detached(self) -> OpId {
        self.op
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Removing a result or block argument renumbers the later ones.
    #[test]
    fn remove_result_and_block_arg_renumber() {
        use crate::ir::{Type, ValueDef};
        let mut ir = Ir::new();
        let top = ir.top_block();
        let op = ir
            .build("t.op", Span::default())
            .region()
            .insert(At::End(top));
        let rs: Vec<_> = (0..3).map(|_| ir.add_result(op, Type::I32)).collect();
        ir.remove_result(op, 1);
        assert_eq!(ir[op].results[..], [rs[0], rs[2]]);
        assert_eq!(ir[rs[2]].def, ValueDef::Result(op, 1));
        let region = ir[op].regions()[0];
        let block = ir.add_block(region, Span::default());
        let args: Vec<_> = (0..3).map(|_| ir.add_block_arg(block, Type::I32)).collect();
        ir.remove_block_arg(block, 0);
        assert_eq!(ir[block].args, [args[1], args[2]]);
        assert_eq!(ir[args[1]].def, ValueDef::BlockArg(block, 0));
        assert_eq!(ir[args[2]].def, ValueDef::BlockArg(block, 1));
    }

    #[test]
    fn insert_move_erase_keep_blocks_consistent() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let a = ir.build("t.a", Span::default()).insert(At::End(top));
        let c = ir.build("t.c", Span::default()).insert(At::End(top));
        let b = ir.build("t.b", Span::default()).insert(At::Before(c));
        let d = ir.build("t.d", Span::default()).insert(At::After(c));
        assert_eq!(ir.ops_in(top).collect::<Vec<_>>(), [a, b, c, d]);
        ir.move_op(a, At::End(top));
        assert_eq!(ir.ops_in(top).collect::<Vec<_>>(), [b, c, d, a]);
        ir.erase(c);
        assert_eq!(ir.ops_in(top).collect::<Vec<_>>(), [b, d, a]);
        assert_eq!(ir.block_of(c), None);
        assert_eq!(ir.position(a), Some((top, 2)));
    }

    /// An erased op may come back; a discarded one is gone for good, and
    /// attaching it again is caught.
    #[test]
    fn a_discarded_op_is_never_attached_again() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let a = ir.build("t.a", Span::default()).insert(At::End(top));
        let b = ir.build("t.b", Span::default()).insert(At::End(top));
        ir.erase(a);
        ir.insert(At::End(top), a);
        ir.discard(b);
        assert!(ir.is_discarded(b) && !ir.is_discarded(a));
        assert_eq!(ir.ops_in(top).collect::<Vec<_>>(), [a]);
        let again =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ir.insert(At::End(top), b)));
        assert!(again.is_err(), "attaching a discarded op must panic");
    }

    /// A kind is there for `may_contain` once an op of it is created or an
    /// op renamed to it, and stays (an erased op may come back).
    #[test]
    fn may_contain_follows_creation_and_renaming() {
        use crate::ir::OpKind;
        let mut ir = Ir::new();
        let top = ir.top_block();
        assert!(!ir.may_contain(OpKind::Buffer));
        let b = ir
            .build(OpKind::Buffer, Span::default())
            .insert(At::End(top));
        assert!(ir.may_contain(OpKind::Buffer) && !ir.may_contain(OpKind::Lock));
        assert_eq!(ir.walk_for(ir.top, &[OpKind::Lock]), []);
        assert_eq!(ir.walk_for(ir.top, &[OpKind::Lock, OpKind::Buffer]), [b]);
        ir.rename(b, OpKind::Lock);
        assert!(ir.may_contain(OpKind::Lock) && ir.is(b, OpKind::Lock));
        assert!(ir.may_contain_any(|k| k == OpKind::Buffer));
        ir.erase(b);
        assert!(ir.may_contain(OpKind::Lock));
    }

    #[test]
    fn list_walks_both_ways_and_survives_edits() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let b = ir.build("t.b", Span::default()).insert(At::Start(top));
        let a = ir.build("t.a", Span::default()).insert(At::Start(top));
        let d = ir.build("t.d", Span::default()).insert(At::Index(top, 2));
        let c = ir.build("t.c", Span::default()).insert(At::Index(top, 2));
        let all = |ir: &Ir| ir.ops_in(top).collect::<Vec<_>>();
        assert_eq!(all(&ir), [a, b, c, d]);
        assert_eq!(ir.ops_in(top).rev().collect::<Vec<_>>(), [d, c, b, a]);
        assert_eq!((ir.op_count(top), ir.ops_in(top).len()), (4, 4));
        assert_eq!((ir.first_op(top), ir.last_op(top)), (Some(a), Some(d)));
        assert_eq!(
            (ir.prev_op(a), ir.next_op(a), ir.prev_op(c)),
            (None, Some(b), Some(b))
        );
        assert!(ir.comes_before(a, c) && !ir.comes_before(c, a) && !ir.comes_before(a, a));
        // Erasing while stepping with the cursor taken first.
        let mut cur = ir.first_op(top);
        while let Some(op) = cur {
            cur = ir.next_op(op);
            if op == b || op == d {
                ir.erase(op);
            }
        }
        assert_eq!(all(&ir), [a, c]);
        assert_eq!(ir.last_op(top), Some(c));
        assert_eq!(
            (ir.block_of(d), ir.next_op(d), ir.prev_op(d)),
            (None, None, None)
        );
        ir.set_block_order(top, &[d, c]);
        assert_eq!(all(&ir), [d, c]);
        assert_eq!(ir.block_of(a), None);
        ir.erase_all(&[c, d]);
        assert!(ir.is_empty_block(top));
        assert_eq!((ir.first_op(top), ir.last_op(top)), (None, None));
    }

    #[test]
    fn replace_uses_rewrites_operands() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let p = ir
            .build("t.p", Span::default())
            .result(Type::Index)
            .result(Type::Index)
            .result(Type::Index)
            .insert(At::End(top));
        let (x, y, unused) = (ir[p].results[0], ir[p].results[1], ir[p].results[2]);
        let u = ir
            .build("t.u", Span::default())
            .operands(&[x, y, x])
            .insert(At::End(top));
        // A value nothing uses: no edit, so the pass manager verifies no
        // IR again that a pass left as it was.
        let before = ir.edits();
        ir.replace_uses_in(ir.top, unused, y);
        ir.replace_all_uses_in(ir.top, |_| None);
        assert_eq!(ir.edits(), before);
        ir.replace_uses_in(ir.top, x, y);
        assert_eq!(ir[u].operands[..], [y, y, y]);
        assert_ne!(ir.edits(), before);
    }

    #[test]
    fn clone_op_copies_nested_blocks_and_remaps_values() {
        let src = "func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  %y = arith.addi %x, %x : i32\n  func.return %y : i32\n}\n";
        let mut ir = crate::parse(src).expect("parses");
        let f = ir.first_op(ir.top_block()).unwrap();
        let copy = ir.clone_op(f, &mut HashMap::new());
        ir.insert(At::After(f), copy);
        ir.set_attr(copy, "sym_name", Attr::Str("g".into()));
        let text = crate::print(&ir);
        assert_eq!(text.matches("\n  ^bb1(").count(), 2, "{text}");
        // The copy's branch targets its own block, not the original's.
        let copy_entry = ir.entry_block(copy, 0).unwrap();
        let br = ir.first_op(copy_entry).unwrap();
        let target = ir[br].successors[0].block;
        assert_eq!(ir[target].parent, ir[copy].regions()[0]);
        assert!(crate::verify(&ir).is_empty(), "{:?}", crate::verify(&ir));
    }

    #[test]
    fn insert_block_keeps_order_and_erase_all_detaches() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let op = ir
            .build("t.r", Span::default())
            .region()
            .insert(At::End(top));
        let r = ir[op].regions()[0];
        let first = ir[r].blocks[0];
        let before = ir.insert_block(r, Some(first));
        let last = ir.insert_block(r, None);
        assert_eq!(ir[r].blocks, [before, first, last]);
        let a = ir.build("t.a", Span::default()).insert(At::End(first));
        let b = ir.build("t.b", Span::default()).insert(At::End(first));
        ir.erase_all(&[a, op]);
        assert_eq!(ir.ops_in(first).collect::<Vec<_>>(), [b]);
        assert!(ir.is_empty_block(top));
        assert_eq!((ir.block_of(a), ir.block_of(op)), (None, None));
    }

    #[test]
    fn rename_symbols_skips_definitions() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let def = ir
            .build("t.def", Span::default())
            .attr("sym_name", Attr::SymRef(vec!["of".into()]))
            .insert(At::End(top));
        let user = ir
            .build("t.use", Span::default())
            .attr("metadata", Attr::sym("of"))
            .attr(
                "list",
                Attr::Array(vec![Attr::sym("of"), Attr::sym("other")]),
            )
            .insert(At::End(top));
        let renames = HashMap::from([("of".to_string(), "of_shim_alloc".to_string())]);
        ir.rename_symbols(ir.top, &renames);
        assert_eq!(
            ir.attr(def, "sym_name"),
            Some(&Attr::SymRef(vec!["of".into()]))
        );
        assert_eq!(
            ir.attr(user, "metadata").and_then(Attr::as_sym),
            Some("of_shim_alloc")
        );
        assert_eq!(
            ir.attr(user, "list"),
            Some(&Attr::Array(vec![
                Attr::sym("of_shim_alloc"),
                Attr::sym("other")
            ]))
        );
    }
}
