//! A hand-written parser for the common inputs, under the pest grammar of
//! record: one pass over the bytes builds the [`Ir`] directly, custom op
//! syntax interpreted from the op table's formats. It builds exactly what the
//! pest path builds (same arenas, spans and attributes) or declines, and then
//! the input is parsed by pest, which also gives every diagnostic.
//!
//! Declined: generic-form ops, aliases, successor operands (`^bb1(%x : T)`),
//! multi-result bindings (`%a:2`), `dense`/`array`/`#...`/dialect attributes
//! and types, and the format pieces listed in [`ops`]. Optional pieces are
//! only taken as absent when their first token surely does not start them.

mod attrs;
mod lexer;
mod ops;
mod rest;
mod types;

use crate::ir::{BlockId, Ir, OpId, RegionId, Span, Type, ValueId, MODULE_OP};
use crate::ops::implicit_terminator;
use crate::syntax::build;
use build::{Pending, Slot, FORWARD, MAX_NESTING};
use lexer::{Decline, Lexer, R};
use rest::{Rest, RestThread};
use rustc_hash::FxHashMap;

/// The IR of `src`, or `None` where pest must parse it. A large file is
/// read in two halves on two threads ([`Rest`]).
pub fn parse(src: &str) -> Option<Ir> {
    let Some(at) = rest::split_point(src) else {
        return Fast::new(src, None).whole();
    };
    std::thread::scope(|scope| {
        let rest = std::thread::Builder::new()
            .spawn_scoped(scope, || Rest::parse(src, at))
            .ok();
        Fast::new(src, rest.map(|thread| (at, thread))).whole()
    })
}

/// Whether [`parse`] reads `src` in two halves on two threads.
pub fn reads_in_halves(src: &str) -> bool {
    rest::split_point(src).is_some()
}

/// About how many bytes of text an op takes (42 in perf-check's input, a
/// netlist with core bodies), to size the IR's arenas ([`Ir::reserve`]).
const BYTES_PER_OP: usize = 40;

/// A name scope: one per region (only the file's is isolated).
#[derive(Default)]
struct Scope<'a> {
    values: FxHashMap<&'a str, ValueId>,
    unresolved: Vec<Pending<'a>>,
}

pub(super) struct Fast<'a> {
    lx: Lexer<'a>,
    /// Where the rest of the module's ops begins, and the thread reading
    /// them ([`Rest`]).
    rest: Option<((usize, usize), RestThread<'a>)>,
    ir: Ir,
    scopes: Vec<Scope<'a>>,
    /// Entry-block arguments declared by an op, for its next region.
    entry_args: Vec<(&'a str, Type)>,
    /// Regions, types and attributes being read inside one another.
    depth: usize,
    /// The block labels of the regions being read, innermost last.
    labels: Vec<FxHashMap<&'a str, BlockId>>,
    /// Where the next `^` is (`usize::MAX`: none), looked for again once
    /// passed, so that the file is searched once.
    next_caret: usize,
}

impl<'a> Fast<'a> {
    fn new(src: &'a str, rest: Option<((usize, usize), RestThread<'a>)>) -> Fast<'a> {
        // The whole file's ops end in this IR (a second half read aside is
        // appended to it).
        let mut ir = Ir::new();
        ir.reserve(src.len() / BYTES_PER_OP);
        Fast {
            lx: Lexer::new(src),
            rest,
            ir,
            scopes: Vec::new(),
            entry_args: Vec::new(),
            depth: 0,
            labels: Vec::new(),
            next_caret: 0,
        }
    }

    /// The IR of the whole file.
    fn whole(mut self) -> Option<Ir> {
        self.file().ok()?;
        // No older syntax is read here, but an older form's attribute may be
        // written in a current one's dictionary; pest reports what cannot be
        // made current.
        crate::ops::upgrade::run(&mut self.ir).ok()?;
        Some(self.ir)
    }

    /// `file`: one `module` becoming the top op, or top-level ops.
    fn file(&mut self) -> R<()> {
        self.scopes.push(Scope::default());
        self.lx.skip();
        let top = self.ir.top;
        let start = self.lx.pos;
        if self.lx.keyword("module") || self.lx.keyword("builtin.module") {
            self.module_body(top)?;
            self.op_end()?;
            self.ir[top].span = Span::new(start, self.lx.pos);
        } else {
            let block = self.ir.top_block();
            while !self.lx.at_end() {
                let op = self.operation()?;
                self.ir.append_op(block, op);
            }
        }
        if !self.lx.at_end() {
            return Err(Decline);
        }
        self.close_scope()
    }

    /// The rest of `module_op` after its keyword, filling `module` (created
    /// with its region and block).
    fn module_body(&mut self, module: OpId) -> R<()> {
        self.lx.skip();
        if self.lx.peek() == Some(b'@') {
            let name = self.symbol()?;
            self.ir
                .set_attr(module, "sym_name", crate::ir::Attr::Str(name));
        }
        self.lx.skip();
        if self.lx.eat("attributes") {
            for (k, v) in self.attr_dict()? {
                self.ir.set_attr(module, &k, v);
            }
        }
        let region = self.ir[module].regions()[0];
        let block = self.ir[region].blocks[0];
        self.ir[region].blocks.clear();
        self.lx.skip();
        let start = self.lx.pos;
        self.fill_region(region, true, Some(block))?;
        self.ir[block].span = Span::new(start, self.lx.pos);
        Ok(())
    }

    /// The implicit whitespace and optional location ending an operation.
    fn op_end(&mut self) -> R<()> {
        self.lx.skip();
        self.lx.trailing_loc()?;
        Ok(())
    }

    /// `operation`: results, then a custom op or a nested module.
    fn operation(&mut self) -> R<OpId> {
        let start = self.lx.pos;
        let mut bound: smallvec::SmallVec<[&str; 2]> = smallvec::SmallVec::new();
        if self.lx.peek() == Some(b'%') {
            loop {
                bound.push(self.lx.sigil_name(b'%').ok_or(Decline)?);
                self.lx.skip();
                if !self.lx.eat(",") {
                    break;
                }
                self.lx.skip();
            }
            self.lx.expect("=")?;
            self.lx.skip();
        }
        let name = self.lx.word();
        let op = if name == "module" || name == MODULE_OP {
            self.lx.pos += name.len();
            let op = self.ir.create_op(MODULE_OP, Span::default());
            let r = self.ir.add_region(op);
            self.ir.add_block(r, Span::default());
            self.module_body(op)?;
            self.op_end()?;
            op
        } else {
            let index = ops::op_by_name(name).ok_or(Decline)?;
            self.lx.pos += name.len();
            let op = self.custom_op(index)?;
            self.op_end()?;
            op
        };
        self.ir[op].span = Span::new(start, self.lx.pos);
        if !bound.is_empty() && bound.len() != self.ir[op].results.len() {
            return Err(Decline);
        }
        for (i, name) in bound.into_iter().enumerate() {
            let v = self.ir[op].results[i];
            self.define(name, v)?;
        }
        Ok(op)
    }

    /// Runs `read` one level deeper, declining past [`MAX_NESTING`] levels
    /// (pest's path then reports the input): the fast path needs no
    /// separate nesting scan, and the IR it builds is as shallow as the
    /// printer and verifier need.
    fn nested<T>(&mut self, read: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        if self.depth >= MAX_NESTING {
            return Err(Decline);
        }
        self.depth += 1;
        let r = read(self);
        self.depth -= 1;
        r
    }

    /// A region `{ ops }` with at most one (unlabelled) block, filling
    /// `region` as the pest builder's `fill_region` does.
    fn fill_region(&mut self, region: RegionId, custom: bool, reuse: Option<BlockId>) -> R<()> {
        self.nested(|f| f.region_here(region, custom, reuse))
    }

    fn region_here(&mut self, region: RegionId, custom: bool, reuse: Option<BlockId>) -> R<()> {
        let owner = self.ir[region].parent;
        let entry_args = std::mem::take(&mut self.entry_args);
        self.scopes.push(Scope::default());
        self.lx.skip();
        let start = self.lx.pos;
        self.lx.expect("{")?;
        let labels = self.labels_ahead(start)?;
        self.lx.skip();
        let empty = self.lx.peek() == Some(b'}');
        // As pest builds them: every block first (successors refer forward),
        // the entry block's (if ops come before the first label) at the front.
        let unlabelled = usize::from(!empty && self.lx.peek() != Some(b'^'));
        let mut blocks: smallvec::SmallVec<[BlockId; 4]> = smallvec::SmallVec::new();
        for i in 0..unlabelled + labels.len() {
            blocks.push(match reuse {
                Some(b) if i == 0 => {
                    self.ir[region].blocks.push(b);
                    b
                }
                _ => self.ir.add_block(region, Span::default()),
            });
        }
        if blocks.is_empty() {
            if let Some(b) = reuse {
                self.ir[region].blocks.push(b);
                blocks.push(b);
            } else if !entry_args.is_empty()
                || (custom && self.ir.kind(owner).and_then(implicit_terminator).is_some())
            {
                blocks.push(self.ir.add_block(region, Span::new(start, self.lx.pos + 1)));
            }
        }
        if let Some(&entry) = blocks.first() {
            for (name, ty) in entry_args {
                let v = self.ir.add_block_arg(entry, ty);
                self.define(name, v)?;
            }
        }
        // With no `^` ahead, no successor can name a block: no map.
        let named = self.next_caret != usize::MAX;
        if named {
            let map = labels.iter().zip(&blocks[unlabelled..]);
            self.labels.push(map.map(|(&l, &b)| (l, b)).collect());
        }
        let first = self.lx.pos;
        for (k, &block) in blocks.iter().enumerate().take(unlabelled + labels.len()) {
            let from = match k < unlabelled {
                true => first,
                false => self.block_label(block, labels[k - unlabelled])?,
            };
            let end = self.block_ops(block)?;
            if !empty && (k > 0 || reuse.is_none()) {
                self.ir[block].span = Span::new(from, end);
            }
        }
        if named {
            self.labels.pop();
        }
        self.lx.expect("}")?;
        self.close_scope()?;
        build::drop_implicit_terminator(&mut self.ir, owner, blocks.last().copied(), custom);
        Ok(())
    }

    /// The ops of `block` up to the next label or the region's end; where
    /// its last op ends.
    fn block_ops(&mut self, block: BlockId) -> R<usize> {
        let mut end = self.lx.pos;
        while !matches!(self.lx.peek(), Some(b'}' | b'^') | None) {
            let op = self.operation()?;
            self.ir.append_op(block, op);
            if self.rest.as_ref().is_some_and(|r| r.0 .0 == self.lx.pos) {
                self.splice_rest(block);
            }
            end = self.lx.pos;
        }
        Ok(end)
    }

    /// `^name(%a: T, ...):` starting block `block`, whose name the scan found
    /// (`name`); where it starts.
    fn block_label(&mut self, block: BlockId, name: &str) -> R<usize> {
        let from = self.lx.pos;
        if self.lx.sigil_name(b'^') != Some(name) {
            return Err(Decline);
        }
        self.lx.skip();
        if self.lx.eat("(") {
            let args = self.list_until(b')', |f| {
                let arg = f.lx.sigil_name(b'%').ok_or(Decline)?;
                f.lx.expect(":")?;
                let ty = f.ty()?;
                f.lx.skip();
                Ok((arg, ty))
            })?;
            for (arg, ty) in args {
                let v = self.ir.add_block_arg(block, ty);
                self.define(arg, v)?;
            }
        }
        self.lx.expect(":")?;
        self.lx.skip();
        Ok(from)
    }

    /// The labels of the blocks of the region whose `{` is at `open`, in
    /// order, read ahead without building anything (none without a `^` in
    /// the rest of the file); declines where the other half of the file
    /// ([`Rest`]) starts inside a labelled region.
    fn labels_ahead(&mut self, open: usize) -> R<Vec<&'a str>> {
        if self.next_caret < self.lx.pos {
            self.next_caret = memchr::memchr(b'^', self.lx.rest().as_bytes())
                .map_or(usize::MAX, |i| self.lx.pos + i);
        }
        if self.next_caret == usize::MAX {
            return Ok(Vec::new());
        }
        let (labels, len) = block_labels(self.lx.rest()).ok_or(Decline)?;
        let inside = |at: usize| (open..self.lx.pos + len).contains(&at);
        if !labels.is_empty() && self.rest.as_ref().is_some_and(|r| inside(r.0 .0)) {
            return Err(Decline);
        }
        Ok(labels)
    }

    /// The block `^name` refers to in the region being read.
    fn block_named(&self, name: &str) -> R<BlockId> {
        self.labels
            .last()
            .and_then(|l| l.get(name))
            .copied()
            .ok_or(Decline)
    }

    /// Defines value `name`, unique across the enclosing scopes.
    fn define(&mut self, name: &'a str, v: ValueId) -> R<()> {
        if self.scopes.iter().any(|s| s.values.contains_key(name)) {
            return Err(Decline);
        }
        let scope = self.scopes.last_mut().ok_or(Decline)?;
        scope.values.insert(name, v);
        Ok(())
    }

    /// The value `name` used as `slot` of `op`, or [`FORWARD`] until defined.
    fn use_name(&mut self, op: OpId, slot: Slot, name: &'a str) -> ValueId {
        for scope in self.scopes.iter().rev() {
            if let Some(&v) = scope.values.get(name) {
                return v;
            }
        }
        let pending = Pending {
            op,
            slot,
            name,
            span: Span::default(),
        };
        if let Some(s) = self.scopes.last_mut() {
            s.unresolved.push(pending);
        }
        FORWARD
    }

    /// Leaves a scope, resolving its forward uses or handing them outwards;
    /// the file's scope must resolve all.
    fn close_scope(&mut self) -> R<()> {
        let scope = self.scopes.pop().ok_or(Decline)?;
        let mut rest = Vec::new();
        for u in scope.unresolved {
            match scope.values.get(u.name) {
                Some(&v) => build::patch(&mut self.ir, &u, v),
                None => rest.push(u),
            }
        }
        match self.scopes.last_mut() {
            Some(parent) => parent.unresolved.extend(rest),
            None if rest.is_empty() => {}
            None => return Err(Decline),
        }
        Ok(())
    }
}

/// The block labels at the top level of the region text `src` (after its
/// `{`), in order, and the length up to its closing `}`: `^name` followed by
/// `:` or by `(...)` and `:` is a label, any other a successor. `None` for
/// text that does not close.
fn block_labels(src: &str) -> Option<(Vec<&str>, usize)> {
    let b = src.as_bytes();
    let (mut i, mut depth, mut labels) = (0, 0usize, Vec::new());
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'{' => depth += 1,
            b'}' if depth == 0 => return Some((labels, i)),
            b'}' => depth -= 1,
            b'^' if depth == 0 => {
                let mut lx = Lexer::new(src);
                lx.pos = i;
                let name = lx.sigil_name(b'^')?;
                lx.skip();
                if lx.eat("(") {
                    let close = src[lx.pos..].find(')')?;
                    lx.pos += close + 1;
                    lx.skip();
                }
                if lx.peek() == Some(b':') {
                    labels.push(name);
                }
                i += name.len() - 1;
            }
            _ => {}
        }
        i += 1;
    }
    None
}
