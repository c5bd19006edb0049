//! From pest's parse tree to [`Ir`]: name resolution, types, attributes, and
//! the custom syntax of known ops driven by their formats.

use super::{Rule, SyntaxParser};
use crate::diag::Diagnostic;
use crate::ir::attr::{canonical_dense, NO_PKT_ID};
use crate::ir::cases::WireBundle;
use crate::ir::*;
use crate::ops::format::{
    april_format, format, is_operand, older_formats, operand_at, operand_groups, Elem, Format,
    SEGMENT_SIZES,
};
use crate::ops::{implicit_terminator, AttrDef, Kind, Special, DYNAMIC_DIM, OPS};
use pest::iterators::Pair;
use pest::Parser;
use std::borrow::Cow;
use std::collections::HashMap;

type Res<T> = Result<T, Diagnostic>;

mod structured;

use super::build::*;

/// What [`check_nesting`] does at a byte: most bytes are [`Byte::Plain`].
#[derive(Clone, Copy, PartialEq)]
enum Byte {
    Plain,
    Open,
    Close,
    Quote,
    Slash,
}

/// [`Byte`] of every byte value, so that the scan skips plain bytes with one
/// table lookup each.
const BYTES: [Byte; 256] = {
    let mut t = [Byte::Plain; 256];
    t[b'{' as usize] = Byte::Open;
    t[b'[' as usize] = Byte::Open;
    t[b'(' as usize] = Byte::Open;
    t[b'<' as usize] = Byte::Open;
    t[b'}' as usize] = Byte::Close;
    t[b']' as usize] = Byte::Close;
    t[b')' as usize] = Byte::Close;
    t[b'>' as usize] = Byte::Close;
    t[b'"' as usize] = Byte::Quote;
    t[b'/' as usize] = Byte::Slash;
    t
};

/// Rejects inputs nested deeper than [`MAX_NESTING`] before any recursion runs.
fn check_nesting(src: &str) -> Result<(), Diagnostic> {
    let b = src.as_bytes();
    let (mut depth, mut i) = (0usize, 0);
    while i < b.len() {
        match BYTES[usize::from(b[i])] {
            Byte::Plain => {}
            Byte::Open => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(Diagnostic::error(
                        Span::new(i, i + 1),
                        format!("nesting deeper than {MAX_NESTING} levels"),
                    )
                    .with_help("split the design into functions or flatten its regions"));
                }
            }
            // `->` closes nothing.
            Byte::Close if b[i] == b'>' && i > 0 && b[i - 1] == b'-' => {}
            Byte::Close => depth = depth.saturating_sub(1),
            Byte::Quote => i = string_end(b, i),
            Byte::Slash if b.get(i + 1) == Some(&b'/') => {
                i += b[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(b.len() - i);
            }
            Byte::Slash => {}
        }
        i += 1;
    }
    Ok(())
}

/// The index of the quote closing the string that opens at `open` (the
/// input's end when it is not closed).
fn string_end(b: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < b.len() && !(b[i] == b'"' && b[i - 1] != b'\\') {
        i += 1;
    }
    i
}

/// Parses one MLIR input: by the hand-written parser ([`super::fast`]) when
/// it takes the input, else by pest.
pub fn parse(src: &str) -> Result<Ir, Vec<Diagnostic>> {
    match super::fast::parse(src) {
        Some(ir) => Ok(ir),
        None => parse_pest(src),
    }
}

/// Parses one MLIR input by the pest grammar only (the grammar of record:
/// the reference the fast parser is tested against).
pub fn parse_pest(src: &str) -> Result<Ir, Vec<Diagnostic>> {
    check_nesting(src).map_err(|d| vec![d])?;
    let file = match SyntaxParser::parse(Rule::file, src) {
        Ok(mut pairs) => pairs.next().expect("file rule"),
        Err(_) => return Err(vec![super::errors::syntax_error(src)]),
    };
    let mut b = Builder::new();
    b.file(file).map_err(|d| vec![d])?;
    // Ops read in an older syntax made current.
    crate::ops::upgrade::run(&mut b.ir).map_err(|d| vec![d])?;
    Ok(b.ir)
}

/// Parses one type written alone (`memref<16xi32, 2 : i32>`).
pub fn parse_type(src: &str) -> Result<Type, Diagnostic> {
    let p = parse_alone(Rule::type_input, src)?;
    Builder::new().ty(p)
}

/// Parses one attribute written alone (`dense<0> : tensor<4xi32>`, `@sym`).
pub fn parse_attr(src: &str) -> Result<Attr, Diagnostic> {
    let p = parse_alone(Rule::attr_input, src)?;
    Builder::new().attr_value(p)
}

/// A location written alone (`loc(...)`, no aliases), added to `ir`'s
/// location arena.
pub fn parse_location(ir: &mut Ir, src: &str) -> Result<LocId, Diagnostic> {
    let p = parse_alone(Rule::loc_input, src)?;
    let mut b = Builder::new();
    std::mem::swap(&mut b.ir, ir);
    let loc = b.location(p);
    std::mem::swap(&mut b.ir, ir);
    loc
}

/// The one pair `rule` (a `SOI ~ x ~ EOI` rule) holds for all of `src`.
fn parse_alone(rule: Rule, src: &str) -> Res<Pair<'_, Rule>> {
    check_nesting(src)?;
    SyntaxParser::parse(rule, src)
        .map_err(|_| super::errors::syntax_error_in(rule, src))
        .map(|mut pairs| {
            let whole = pairs.next().expect("input rule");
            whole.into_inner().next().expect("the rule's one element")
        })
}

/// Whether integer literal `s` is hexadecimal (a float's bits where a float is
/// expected).
fn is_hex(s: &str) -> bool {
    s.starts_with("0x") || s.starts_with("0X")
}

fn span_of(p: &Pair<'_, Rule>) -> Span {
    let s = p.as_span();
    Span::new(s.start(), s.end())
}

/// A name scope: one per region, isolated ones stop lookups.
#[derive(Default)]
struct Scope<'a> {
    values: HashMap<&'a str, ValueId>,
    isolated: bool,
    /// Uses of names not yet defined: (op, operand slot or successor arg, name, span).
    unresolved: Vec<Pending<'a>>,
}

struct Builder<'a> {
    ir: Ir,
    scopes: Vec<Scope<'a>>,
    /// Block labels of the regions being built, innermost last.
    labels: Vec<HashMap<&'a str, BlockId>>,
    attr_aliases: HashMap<&'a str, Attr>,
    /// Location aliases (`#loc = loc(...)`).
    loc_aliases: HashMap<&'a str, LocId>,
    type_aliases: HashMap<&'a str, Type>,
    /// Entry-block arguments declared by an op's signature, for its next region.
    entry_args: Vec<(&'a str, Type, Span)>,
    /// The element type a `dense<...>` without a type of its own takes from
    /// its op (a buffer's or global's memref), while that op's value parses.
    dense_elem: Option<Type>,
}

impl<'a> Builder<'a> {
    fn new() -> Self {
        Builder {
            ir: Ir::new(),
            scopes: Vec::new(),
            labels: Vec::new(),
            attr_aliases: HashMap::new(),
            loc_aliases: HashMap::new(),
            type_aliases: HashMap::new(),
            entry_args: Vec::new(),
            dense_elem: None,
        }
    }

    fn err(&self, p: &Pair<'_, Rule>, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(span_of(p), msg)
    }

    // ---------------- structure ----------------

    fn file(&mut self, file: Pair<'a, Rule>) -> Res<()> {
        let mut ops = Vec::new();
        for p in file.into_inner() {
            match p.as_rule() {
                Rule::alias_def => self.alias_def(p)?,
                Rule::operation => ops.push(p),
                _ => {}
            }
        }
        let top = self.ir.top;
        let top_block = self.ir.top_block();
        self.scopes.push(Scope {
            isolated: true,
            ..Default::default()
        });
        self.labels.push(HashMap::new());
        // A single explicit `module` becomes the top-level op itself.
        let single_module = ops.len() == 1 && {
            let inner: Vec<_> = ops[0].clone().into_inner().collect();
            inner.iter().any(|q| q.as_rule() == Rule::module_op)
                && !inner.iter().any(|q| q.as_rule() == Rule::result_list)
        };
        if single_module {
            let op_pair = ops.pop().expect("one op");
            let span = span_of(&op_pair);
            self.ir[top].span = span;
            let mut module = None;
            for q in op_pair.into_inner() {
                match q.as_rule() {
                    Rule::module_op => module = Some(q),
                    Rule::location => {
                        let loc = self.location(q)?;
                        self.ir.locate(span, loc);
                    }
                    _ => {}
                }
            }
            self.module_body(top, module.expect("module"))?;
        } else {
            for p in ops {
                let op = self.operation(p)?;
                self.ir.append_op(top_block, op);
            }
            self.hoist_generic_module(top);
        }
        self.close_scope()?;
        self.labels.pop();
        Ok(())
    }

    /// A single generic `"builtin.module"() ({...})` is the top-level op
    /// itself, as a single explicit `module` is.
    fn hoist_generic_module(&mut self, top: OpId) {
        let top_block = self.ir.top_block();
        let (Some(only), 1) = (self.ir.first_op(top_block), self.ir.op_count(top_block)) else {
            return;
        };
        if self.ir[only].name() != crate::ir::MODULE_OP || !self.ir[only].results.is_empty() {
            return;
        }
        let Some(inner) = self.ir.entry_block(only, 0) else {
            return;
        };
        for op in self.ir.ops_in(inner).collect::<Vec<_>>() {
            self.ir.move_op(op, crate::ir::At::End(top_block));
        }
        self.ir.erase(only);
        let attrs = self.ir.take_attrs(only);
        self.ir.set_attrs(top, attrs);
        self.ir[top].span = self.ir[only].span;
    }

    /// Fills a `builtin.module` op (created with its region and block) from a
    /// `module_op` pair: symbol name, attributes, body.
    fn module_body(&mut self, module: OpId, p: Pair<'a, Rule>) -> Res<()> {
        let region = self.ir[module].regions()[0];
        let block = self.ir[region].blocks[0];
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::symbol_ref => {
                    let name = self.symbol_name(&q)?;
                    self.ir.set_attr(module, "sym_name", Attr::Str(name));
                }
                Rule::attr_dict => {
                    for (k, v) in self.attr_dict(q)? {
                        self.ir.set_attr(module, &k, v);
                    }
                }
                Rule::region => {
                    self.ir[region].blocks.clear();
                    self.ir[block].span = span_of(&q);
                    self.fill_region(region, q, true, Some(block))?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn alias_def(&mut self, p: Pair<'a, Rule>) -> Res<()> {
        let mut it = p.into_inner();
        let name = it.next().expect("alias name");
        let value = it.next().expect("alias value");
        match name.as_rule() {
            Rule::attr_alias if value.as_rule() == Rule::loc_def => {
                let loc = value.into_inner().next().expect("a location");
                let loc = self.location(loc)?;
                self.loc_aliases.insert(name.as_str(), loc);
            }
            Rule::attr_alias => {
                let a = self.attr_value(value)?;
                self.attr_aliases.insert(name.as_str(), a);
            }
            _ => {
                let t = self.ty(value)?;
                self.type_aliases.insert(name.as_str(), t);
            }
        }
        Ok(())
    }

    /// A `location` pair, added to the IR's location arena.
    fn location(&mut self, p: Pair<'a, Rule>) -> Res<LocId> {
        let inner = p.into_inner().next().expect("a location");
        let rule = inner.as_rule();
        if rule == Rule::attr_alias {
            let name = inner.as_str();
            return self.loc_aliases.get(name).copied().ok_or_else(|| {
                self.err(&inner, format!("undefined location alias '{name}'"))
                    .with_help(format!(
                        "define it at the top level of the file: `{name} = loc(...)`"
                    ))
            });
        }
        let span = span_of(&inner);
        let mut it = inner.into_inner();
        let loc = match rule {
            Rule::loc_unknown => Location::Unknown,
            Rule::loc_file => {
                let file = unescape(it.next().expect("file").as_str());
                let number = |q: Option<Pair<'a, Rule>>| -> Res<u32> {
                    q.expect("a number")
                        .as_str()
                        .parse()
                        .map_err(|_| Diagnostic::error(span, "line or column too large"))
                };
                let line = number(it.next())?;
                let col = number(it.next())?;
                let end = match it.next() {
                    Some(e) => {
                        let nums: Vec<_> = e.into_inner().collect();
                        let last = number(nums.last().cloned())?;
                        match nums.len() {
                            2 => Some((number(nums.first().cloned())?, last)),
                            _ => Some((line, last)),
                        }
                    }
                    None => None,
                };
                Location::File {
                    file,
                    line,
                    col,
                    end,
                }
            }
            Rule::loc_name => {
                let name = unescape(it.next().expect("name").as_str());
                let child = match it.next() {
                    Some(c) => self.location(c)?,
                    None => self.ir.add_location(Location::Unknown),
                };
                Location::Name { name, child }
            }
            Rule::loc_callsite => {
                let callee = self.location(it.next().expect("callee"))?;
                let caller = self.location(it.next().expect("caller"))?;
                Location::CallSite { callee, caller }
            }
            _ => {
                let mut metadata = None;
                let mut locs = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::location => locs.push(self.location(q)?),
                        _ => metadata = Some(self.attr_value(q)?),
                    }
                }
                Location::Fused { metadata, locs }
            }
        };
        Ok(self.ir.add_location(loc))
    }

    fn operation(&mut self, p: Pair<'a, Rule>) -> Res<OpId> {
        let op_span = span_of(&p);
        let mut bound: Vec<(&'a str, u32, Span)> = Vec::new();
        let mut op = None;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::result_list => {
                    for g in q.into_inner() {
                        let gs = span_of(&g);
                        let mut it = g.into_inner();
                        let name = it.next().expect("result name").as_str();
                        let n = match it.next() {
                            Some(c) => c
                                .as_str()
                                .parse::<u32>()
                                .map_err(|_| Diagnostic::error(gs, "result count too large"))?,
                            None => 1,
                        };
                        bound.push((name, n, gs));
                    }
                }
                Rule::generic_op => op = Some(self.generic_op(q, op_span)?),
                Rule::module_op => op = Some(self.nested_module(q, op_span)?),
                Rule::location => {
                    let loc = self.location(q)?;
                    self.ir.locate(op_span, loc);
                }
                _ => op = Some(self.custom_op(q, op_span)?),
            }
        }
        let op = op.expect("operation has a body");
        let results = self.ir[op].results.clone();
        let wanted: u32 = bound.iter().map(|b| b.1).sum();
        if !bound.is_empty() && wanted as usize != results.len() {
            return Err(Diagnostic::error(
                op_span,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    results.len(),
                    wanted
                ),
            ));
        }
        let mut next = 0;
        for (name, n, span) in bound {
            if n == 1 {
                self.define(name, results[next], span)?;
            } else {
                for i in 0..n {
                    let key: &'a str = Box::leak(format!("{name}#{i}").into_boxed_str());
                    self.define(key, results[next + i as usize], span)?;
                }
            }
            next += n as usize;
        }
        Ok(op)
    }

    fn nested_module(&mut self, p: Pair<'a, Rule>, span: Span) -> Res<OpId> {
        let op = self.ir.create_op("builtin.module", span);
        let r = self.ir.add_region(op);
        self.ir.add_block(r, span);
        self.module_body(op, p)?;
        Ok(op)
    }

    /// Builds the blocks of `region` from a `region` pair.
    /// `custom` says the op was written in custom form: only then does an empty
    /// implicit-terminator region get its block (as MLIR's custom parsers do).
    fn fill_region(
        &mut self,
        region: RegionId,
        p: Pair<'a, Rule>,
        custom: bool,
        reuse: Option<BlockId>,
    ) -> Res<()> {
        let owner = self.ir[region].parent;
        let has_implicit_end = self.ir.kind(owner).and_then(implicit_terminator).is_some();
        let entry_args = std::mem::take(&mut self.entry_args);
        self.scopes.push(Scope::default());
        let region_span = span_of(&p);
        let parts: Vec<Pair<'a, Rule>> = p.into_inner().collect();
        // Create every block first so that successors may refer forward.
        let mut labels = HashMap::new();
        let mut blocks = Vec::new();
        for (i, q) in parts.iter().enumerate() {
            let block = match reuse {
                Some(b) if i == 0 => {
                    self.ir[region].blocks.push(b);
                    b
                }
                _ => self.ir.add_block(region, span_of(q)),
            };
            if q.as_rule() == Rule::block {
                let label = q
                    .clone()
                    .into_inner()
                    .next()
                    .expect("label")
                    .into_inner()
                    .next()
                    .expect("ref");
                if labels.insert(label.as_str(), block).is_some() {
                    return Err(self.err(
                        &label,
                        format!("redefinition of block '{}'", label.as_str()),
                    ));
                }
            }
            blocks.push(block);
        }
        if blocks.is_empty() {
            // Modules always have their block; signatures need an entry block for
            // their arguments; implicit-terminator regions always have their block.
            if let Some(b) = reuse {
                self.ir[region].blocks.push(b);
                blocks.push(b);
            } else if !entry_args.is_empty() || (custom && has_implicit_end) {
                blocks.push(self.ir.add_block(region, region_span));
            }
        }
        if let Some(&entry) = blocks.first() {
            for (name, ty, span) in entry_args {
                let v = self.ir.add_block_arg(entry, ty);
                self.define(name, v, span)?;
            }
        }
        self.labels.push(labels);
        for (q, &block) in parts.into_iter().zip(&blocks) {
            let mut ops = Vec::new();
            for item in q.into_inner() {
                match item.as_rule() {
                    Rule::block_label => {
                        for arg in item.into_inner().skip(1) {
                            let span = span_of(&arg);
                            let mut it = arg.into_inner();
                            let name = it.next().expect("arg name").as_str();
                            let ty = self.ty(it.next().expect("arg type"))?;
                            let v = self.ir.add_block_arg(block, ty);
                            self.define(name, v, span)?;
                        }
                    }
                    Rule::operation => ops.push(item),
                    _ => {}
                }
            }
            for item in ops {
                let op = self.operation(item)?;
                self.ir.append_op(block, op);
            }
        }
        self.labels.pop();
        self.close_scope()?;
        drop_implicit_terminator(&mut self.ir, owner, blocks.last().copied(), custom);
        Ok(())
    }

    /// Builds a region of `op`. As in MLIR, names stay visible inside regions of
    /// ops isolated from above; the verifier reports such uses.
    fn region(&mut self, op: OpId, p: Pair<'a, Rule>, custom: bool) -> Res<RegionId> {
        let r = self.ir.add_region(op);
        self.fill_region(r, p, custom, None)?;
        Ok(r)
    }

    // ---------------- names ----------------

    fn define(&mut self, name: &'a str, v: ValueId, span: Span) -> Res<()> {
        for scope in self.scopes.iter().rev() {
            if scope.values.contains_key(name) {
                return Err(
                    Diagnostic::error(span, format!("redefinition of SSA value '{name}'"))
                        .with_help(
                            "every value name may be defined once in a scope; rename this one",
                        ),
                );
            }
            if scope.isolated {
                break;
            }
        }
        self.scopes
            .last_mut()
            .expect("scope")
            .values
            .insert(name, v);
        Ok(())
    }

    fn lookup(&self, name: &str) -> Option<ValueId> {
        for scope in self.scopes.iter().rev() {
            if let Some(&v) = scope.values.get(name) {
                return Some(v);
            }
            if scope.isolated {
                break;
            }
        }
        None
    }

    /// Resolves a value use now, or records it for when its definition appears.
    fn use_value(&mut self, op: OpId, slot: Slot, p: &Pair<'a, Rule>) -> ValueId {
        self.use_name(op, slot, p.as_str(), span_of(p))
    }

    /// [`Self::use_value`] of the value `name` written at `span`.
    fn use_name(&mut self, op: OpId, slot: Slot, name: &'a str, span: Span) -> ValueId {
        match self.lookup(name) {
            Some(v) => v,
            None => {
                let pending = Pending {
                    op,
                    slot,
                    name,
                    span,
                };
                self.scopes
                    .last_mut()
                    .expect("scope")
                    .unresolved
                    .push(pending);
                FORWARD
            }
        }
    }

    /// Leaves a scope: resolves forward uses against its definitions, hands the
    /// rest to the enclosing scope, or reports them at an isolation boundary.
    fn close_scope(&mut self) -> Res<()> {
        let scope = self.scopes.pop().expect("scope");
        let mut rest = Vec::new();
        for u in scope.unresolved {
            match scope.values.get(u.name) {
                Some(&v) => self.patch(u, v),
                None => rest.push(u),
            }
        }
        match self.scopes.last_mut() {
            Some(parent) if !scope.isolated => parent.unresolved.extend(rest),
            _ => {
                if let Some(u) = rest.into_iter().next() {
                    return Err(Diagnostic::error(
                        u.span,
                        format!("use of undeclared SSA value name '{}'", u.name),
                    )
                    .with_help("define the value before this op, or check the spelling"));
                }
            }
        }
        Ok(())
    }

    fn patch(&mut self, u: Pending<'_>, v: ValueId) {
        patch(&mut self.ir, &u, v);
    }

    fn block_ref(&self, p: &Pair<'a, Rule>) -> Res<BlockId> {
        self.labels
            .last()
            .and_then(|l| l.get(p.as_str()).copied())
            .ok_or_else(|| {
                self.err(
                    p,
                    format!("reference to an undefined block '{}'", p.as_str()),
                )
            })
    }

    // ---------------- ops ----------------

    fn generic_op(&mut self, p: Pair<'a, Rule>, span: Span) -> Res<OpId> {
        let mut it = p.into_inner();
        let name = unquote(it.next().expect("op name").as_str());
        let op = self.ir.create_op(name, span);
        let mut fn_ty = None;
        let mut uses: Vec<(&'a str, Span)> = Vec::new();
        for q in it {
            match q.as_rule() {
                Rule::value_uses => {
                    for u in q.into_inner() {
                        uses.push((u.as_str(), span_of(&u)));
                        let slot = Slot::Operand(self.ir[op].operands.len());
                        let v = self.use_value(op, slot, &u);
                        self.ir[op].operands.push(v);
                    }
                }
                Rule::generic_successors => {
                    for s in q.into_inner() {
                        self.successor(op, s)?;
                    }
                }
                Rule::generic_props => {
                    let d = q.into_inner().next().expect("dict");
                    self.merge_attrs(op, d)?;
                }
                Rule::generic_regions => {
                    for r in q.into_inner() {
                        self.region(op, r, false)?;
                    }
                }
                Rule::attr_dict => self.merge_attrs(op, q)?,
                Rule::function_type => fn_ty = Some((span_of(&q), self.ty(q)?)),
                _ => {}
            }
        }
        if let Some((fspan, Type::Function { inputs, results })) = fn_ty {
            let n = self.ir[op].operands.len();
            if inputs.len() != n {
                let s = if n == 1 { "" } else { "s" };
                return Err(Diagnostic::error(
                    fspan,
                    format!("expected {n} operand type{s} but had {}", inputs.len()),
                ));
            }
            for (i, t) in inputs.iter().enumerate() {
                let v = self.ir[op].operands[i];
                if v != FORWARD && *self.ir.type_of(v) != *t {
                    let (name, span) = uses.get(i).copied().unwrap_or(("%?", fspan));
                    return Err(Diagnostic::error(span, format!(
                        "use of value '{name}' expects different type than prior uses: '{t}' vs '{}'",
                        self.ir.type_of(v)
                    ))
                    .with_help(format!("'{name}' is defined with type '{}'", self.ir.type_of(v))));
                }
            }
            for t in results {
                self.ir.add_result(op, t);
            }
        }
        super::print::from_generic(&mut self.ir, op);
        crate::ops::populate_defaults(&mut self.ir, op);
        Ok(op)
    }

    fn merge_attrs(&mut self, op: OpId, dict: Pair<'a, Rule>) -> Res<()> {
        let span = span_of(&dict);
        for (k, v) in self.attr_dict(dict)? {
            if self.ir.attr(op, &k).is_some() {
                return Err(Diagnostic::error(
                    span,
                    format!("duplicate key '{k}' in dictionary attribute"),
                ));
            }
            self.ir.set_attr(op, &k, v);
        }
        Ok(())
    }

    fn successor(&mut self, op: OpId, s: Pair<'a, Rule>) -> Res<()> {
        let mut it = s.into_inner();
        let block = self.block_ref(&it.next().expect("block ref"))?;
        let idx = self.ir[op].successors.len();
        self.ir[op].successors.push(Successor {
            block,
            args: Vec::new(),
        });
        if let (Some(uses), Some(types)) = (it.next(), it.next()) {
            let tys_span = span_of(&types);
            let tys = self.type_list(types)?;
            let uses: Vec<_> = uses.into_inner().collect();
            if tys.len() != uses.len() {
                return Err(Diagnostic::error(
                    tys_span,
                    format!("expected {} types to match the operand list", uses.len()),
                ));
            }
            for (i, u) in uses.iter().enumerate() {
                let v = self.use_value(op, Slot::SuccessorArg(idx, i), u);
                self.ir[op].successors[idx].args.push(v);
            }
        }
        Ok(())
    }

    fn custom_op(&mut self, p: Pair<'a, Rule>, span: Span) -> Res<OpId> {
        let (index, fmt) = rule_format(p.as_rule());
        let def = &OPS[index];
        let op = self.ir.create_op(def.name, span);
        let mut parts: OpParts<'a> = OpParts::default();
        let mut lists = OperandLists::new();
        // Operands per operand group, for `operandSegmentSizes`.
        let mut segments = match fmt.segmented {
            true => vec![0i64; operand_groups(fmt.elems)],
            false => Vec::new(),
        };
        for q in p.into_inner() {
            let Some(tag) = q.as_node_tag() else { continue };
            let cap = tag[1..].parse::<usize>().expect("capture tag");
            let same_list = cap == lists.prev_capture;
            lists.prev_capture = cap;
            if fmt.segmented && is_operand(&fmt.captures[cap]) {
                let group = fmt.captures[..cap].iter().filter(|e| is_operand(e)).count();
                segments[group] += 1;
            }
            match &fmt.captures[cap] {
                e @ (Elem::Operand | Elem::Operands | Elem::TypedOperand) => {
                    self.operand_capture(op, e, q, same_list, &mut parts, &mut lists)?
                }
                Elem::Scalar(d) => {
                    let i = self.push_operand(op, &mut parts, &q);
                    parts.scalars.push((d.name, i));
                }
                Elem::ScalarType(name) => {
                    let i = scalar_index(&parts, name);
                    self.check_operand_type(&mut parts, i, q)?;
                }
                e @ (Elem::OperandType
                | Elem::OperandTypeAt(_)
                | Elem::OperandTypes
                | Elem::ResultType
                | Elem::ResultTypes
                | Elem::ResultTypeList
                | Elem::FunctionType) => self.type_capture(e, q, &mut parts, &lists)?,
                Elem::Region | Elem::Regions => {
                    let r = self.region(op, q, true)?;
                    parts.regions.push(r);
                }
                Elem::Successor => {
                    let b = self.block_ref(&q)?;
                    self.ir[op].successors.push(Successor {
                        block: b,
                        args: Vec::new(),
                    });
                }
                Elem::SuccessorArgs => self.successor(op, q)?,
                Elem::AttrDict | Elem::AttrDictKw => parts.attrs.extend(self.attr_dict(q)?),
                Elem::Attr(AttrDef {
                    kind: Kind::OptInt(_),
                    ..
                }) if q.as_str() == "?" => {}
                Elem::Attr(d) => self.attr_capture(op, d, q, &mut parts)?,
                Elem::Special(s) => self.special(*s, op, &mut parts, q)?,
                Elem::Lit(_) | Elem::Optional(_) => {}
            }
        }
        // A signature without a body (a declaration) leaves no arguments behind.
        self.entry_args.clear();
        if fmt.segmented {
            let sizes = crate::ops::access::dense_ints_attr(&segments, crate::ops::IntTy::I32);
            parts.attrs.push((Cow::Borrowed(SEGMENT_SIZES), sizes));
        }
        set_parsed_attrs(&mut self.ir, op, &mut parts.attrs, span)?;
        let result_types = result_types(
            &self.ir,
            op,
            def.results,
            parts.result_types,
            parts.forward_first,
        );
        for t in result_types {
            self.ir.add_result(op, t);
        }
        Ok(op)
    }

    /// `%`, `%*` and `%:` captures: an operand, remembered for later types.
    fn operand_capture(
        &mut self,
        op: OpId,
        e: &Elem,
        q: Pair<'a, Rule>,
        same_list: bool,
        parts: &mut OpParts<'a>,
        lists: &mut OperandLists,
    ) -> Res<()> {
        match e {
            Elem::Operand => lists.last_single = Some(self.push_operand(op, parts, &q)),
            Elem::Operands => {
                let i = self.push_operand(op, parts, &q);
                if !same_list {
                    lists.last_list.clear();
                }
                lists.last_list.push(i);
            }
            _ => {
                let mut it = q.into_inner();
                let u = it.next().expect("use");
                let i = self.push_operand(op, parts, &u);
                lists.last_single = Some(i);
                let t = it.next().expect("type");
                self.check_operand_type(parts, Some(i), t)?;
            }
        }
        Ok(())
    }

    /// The type captures: operand types checked against the operands, result
    /// types collected.
    fn type_capture(
        &mut self,
        e: &Elem,
        q: Pair<'a, Rule>,
        parts: &mut OpParts<'a>,
        lists: &OperandLists,
    ) -> Res<()> {
        match e {
            Elem::OperandType => self.check_operand_type(parts, lists.last_single, q)?,
            Elem::OperandTypeAt(n) => {
                let n = operand_at(*n, parts.operands.len());
                self.check_operand_type(parts, n, q)?;
            }
            Elem::OperandTypes => {
                let span = span_of(&q);
                let tys = self.type_list(q)?;
                if tys.len() != lists.last_list.len() {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "expected {} types to match the operand list, got {}",
                            lists.last_list.len(),
                            tys.len()
                        ),
                    ));
                }
                for (&i, t) in lists.last_list.iter().zip(tys) {
                    self.check_type(parts, i, &t, span)?;
                }
            }
            Elem::ResultType => {
                let t = self.ty(q)?;
                parts.result_types.push(t);
            }
            Elem::ResultTypes => {
                let q = q.into_inner().next().expect("a result type list");
                if q.as_rule() == Rule::ty {
                    let t = self.ty(q)?;
                    parts.result_types.push(t);
                } else if let Some(list) = q.into_inner().next() {
                    let tys = self.type_list(list)?;
                    parts.result_types.extend(tys);
                }
            }
            Elem::ResultTypeList => {
                let tys = self.type_list(q)?;
                parts.result_types.extend(tys);
            }
            _ => {
                let span = span_of(&q);
                if let Type::Function { inputs, results } = self.ty(q)? {
                    if inputs.len() != parts.operands.len() {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "expected {} operand types, got {}",
                                parts.operands.len(),
                                inputs.len()
                            ),
                        ));
                    }
                    parts.result_types.extend(results);
                }
            }
        }
        Ok(())
    }

    /// `$name:kind`: an attribute in its custom syntax; a dense initializer
    /// takes its type from the op (a buffer's result, a global's type).
    fn attr_capture(
        &mut self,
        op: OpId,
        def: &AttrDef,
        q: Pair<'a, Rule>,
        parts: &mut OpParts<'a>,
    ) -> Res<()> {
        let a = if let (Kind::Int(ty), true) = (def.kind, def.runtime.any()) {
            // `int_or_use`: an integer, or a value known only at run time.
            let inner = q.into_inner().next().expect("int_or_use");
            match inner.as_rule() {
                Rule::entry_use => {
                    self.entry_operand(op, parts, inner, Some(&Type::I32))?;
                    Attr::Int(i128::from(crate::ops::DYNAMIC), ty.ty())
                }
                _ => self.kind_attr(def.kind, inner, op, parts)?,
            }
        } else if matches!(def.kind, Kind::Dense | Kind::GlobalInit) {
            let global = parts.attrs.iter().find_map(|(k, v)| match (&**k, v) {
                ("type", Attr::Type(t)) => Some(&**t),
                _ => None,
            });
            let shaped = parts.result_types.last().or(global).cloned();
            self.check_dense_elements(&q, shaped.as_ref().and_then(Type::element))?;
            let span = span_of(&q);
            self.dense_elem = shaped.as_ref().and_then(Type::element).cloned();
            let value = self.kind_attr(def.kind, q, op, parts);
            self.dense_elem = None;
            match value? {
                Attr::Dense(d) => {
                    let Dense { lit, ty } = *d;
                    check_literal_shape(&lit, shaped.as_ref(), span)?;
                    let ty = ty.or_else(|| shaped.as_ref().and_then(Type::tensor_of));
                    Attr::dense(canonical_dense(lit, shaped.as_ref()), ty)
                }
                other => other,
            }
        } else {
            self.kind_attr(def.kind, q, op, parts)?
        };
        parts.attrs.push((Cow::Borrowed(def.name), a));
        Ok(())
    }

    fn push_operand(&mut self, op: OpId, parts: &mut OpParts<'a>, u: &Pair<'a, Rule>) -> usize {
        let i = self.ir[op].operands.len();
        let v = self.use_value(op, Slot::Operand(i), u);
        self.ir[op].operands.push(v);
        parts.operands.push((v, u.as_str()));
        i
    }

    /// `%v` or `%v : T` (an index list's entry, a run-time scalar): the
    /// value becomes the next operand of `op`; a type written must be its
    /// type, one left out `default` (a list's entries take any integer or
    /// `index` there, as before mlir-aie wrote a non-`i64` entry's type; the
    /// op's verifier checks them).
    pub(super) fn entry_operand(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
        default: Option<&Type>,
    ) -> Res<()> {
        let span = span_of(&q);
        let mut it = q.into_inner();
        let i = self.push_operand(op, parts, &it.next().expect("value"));
        match (it.next(), default) {
            (Some(t), _) => self.check_operand_type(parts, Some(i), t),
            (None, Some(ty)) => self.check_type(parts, i, ty, span),
            (None, None) => Ok(()),
        }
    }

    fn check_operand_type(
        &mut self,
        parts: &mut OpParts<'a>,
        idx: Option<usize>,
        t: Pair<'a, Rule>,
    ) -> Res<()> {
        let span = span_of(&t);
        let ty = self.ty(t)?;
        if let Some(i) = idx {
            self.check_type(parts, i, &ty, span)?;
            if i == 0 && parts.operands[0].0 == FORWARD {
                parts.forward_first = Some(ty);
            }
        }
        Ok(())
    }

    fn check_type(&self, parts: &OpParts<'a>, i: usize, ty: &Type, span: Span) -> Res<()> {
        let (v, name) = parts.operands[i];
        if v != FORWARD && *self.ir.type_of(v) != *ty && *self.ir.type_of(v) != Type::None {
            return Err(Diagnostic::error(
                span,
                format!(
                    "use of value '{name}' expects different type than prior uses: '{ty}' vs '{}'",
                    self.ir.type_of(v)
                ),
            )
            .with_help(format!(
                "'{name}' is defined with type '{}'",
                self.ir.type_of(v)
            )));
        }
        Ok(())
    }

    fn special(
        &mut self,
        s: Special,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        match s {
            Special::FifoProducer => {
                let mut it = q.into_inner();
                self.push_operand(op, parts, &it.next().expect("producer"));
                if let Some(d) = it.next() {
                    let dims = self.dims(d)?;
                    parts
                        .attrs
                        .push(("dimensionsToStream".into(), Attr::DimLayouts(dims)));
                }
            }
            Special::FifoConsumers => {
                let mut per = Vec::new();
                for c in q.into_inner() {
                    let mut it = c.into_inner();
                    self.push_operand(op, parts, &it.next().expect("consumer"));
                    per.push(match it.next() {
                        Some(d) => self.dims(d)?,
                        None => Vec::new(),
                    });
                }
                if per.iter().any(|d| !d.is_empty()) {
                    parts.attrs.push((
                        "dimensionsFromStreamPerConsumer".into(),
                        Attr::DimLayoutsPerConsumer(per),
                    ));
                }
            }
            Special::FifoInit => {
                let span = span_of(&q);
                let mut values = Vec::new();
                for v in q.into_inner() {
                    let vspan = span_of(&v);
                    match self.attr_value(v)? {
                        a @ Attr::Dense(..) => values.push(a),
                        _ => {
                            return Err(Diagnostic::error(
                                vspan,
                                "custom op 'aie.objectfifo' initial value should be an elements attribute",
                            )
                            .with_help("write each initial value as `dense<...> : memref<...>`"))
                        }
                    }
                }
                let depth = parts.attrs.iter().find_map(|(k, v)| match (&**k, v) {
                    ("elemNumber", Attr::Int(n, _)) => Some(*n),
                    _ => None,
                });
                if !values.is_empty() && depth.is_some_and(|d| d != values.len() as i128) {
                    return Err(Diagnostic::error(
                        span,
                        "custom op 'aie.objectfifo' initial values should initialize all objects",
                    )
                    .with_help(format!(
                        "give {} initial values, one per object",
                        depth.unwrap_or(0)
                    )));
                }
                if !values.is_empty() {
                    parts.attrs.push(("initValues".into(), Attr::Array(values)));
                }
            }
            Special::EntryArgs => self.entry_args(q)?,
            Special::FuncSignature => {
                // `(%a: T, ...)` or `(T, ...)`, then an optional `-> R` or `-> (R, ...)`.
                let mut it = q.into_inner();
                let args = it.next().expect("arguments");
                let inputs = match args.as_rule() {
                    Rule::entry_args => {
                        self.entry_args(args)?;
                        self.entry_args.iter().map(|a| a.1.clone()).collect()
                    }
                    _ => self.parens_types(args)?,
                };
                let results = match it.next() {
                    Some(r) if r.as_rule() == Rule::type_list_parens => self.parens_types(r)?,
                    Some(r) => vec![self.ty(r)?],
                    None => Vec::new(),
                };
                parts.attrs.push((
                    "function_type".into(),
                    Attr::ty(Type::Function { inputs, results }),
                ));
            }
            Special::ForHeader => self.for_header(op, parts, q)?,
            Special::AffineForHeader => self.affine_for_header(op, parts, q)?,
            Special::AffineIndices => self.affine_subscripts(op, parts, q)?,
            Special::MapOperands => self.map_operands(op, parts, q)?,
            Special::WhileHeader => self.while_header(op, parts, q)?,
            Special::SwitchCases => self.switch_cases(op, parts, q)?,
            Special::ArrowTypes => self.arrow_types(parts, q)?,
            Special::ParallelHeader => self.parallel_header(op, parts, q)?,
            Special::Reductions => {
                for r in q.into_inner() {
                    let r = self.region(op, r, true)?;
                    parts.regions.push(r);
                }
            }
            Special::ForallHeader => self.forall_header(op, parts, q)?,
            Special::PatchOperands => {
                for operand in q.into_inner() {
                    let mut it = operand.into_inner().skip(1);
                    let i = self.push_operand(op, parts, &it.next().expect("operand"));
                    self.check_operand_type(parts, Some(i), it.next().expect("type"))?;
                }
            }
            Special::SelectTypes => {
                let span = span_of(&q);
                let mut tys = Vec::new();
                for t in q.into_inner() {
                    tys.push(self.ty(t)?);
                }
                if let (Some(c), true) = (tys.first(), tys.len() == 2 && !parts.operands.is_empty())
                {
                    self.check_type(parts, 0, c, span)?;
                }
                parts.result_types.extend(tys.pop());
            }
        }
        Ok(())
    }

    fn entry_args(&mut self, q: Pair<'a, Rule>) -> Res<()> {
        for a in q.into_inner() {
            let span = span_of(&a);
            let mut it = a.into_inner();
            let name = it.next().expect("arg name").as_str();
            let ty = self.ty(it.next().expect("arg type"))?;
            self.entry_args.push((name, ty, span));
        }
        Ok(())
    }

    // ---------------- attributes ----------------

    /// The attribute of `kind` written as `q` in the custom syntax of `op`
    /// (whose operands a mixed list extends).
    fn kind_attr(
        &mut self,
        kind: Kind,
        q: Pair<'a, Rule>,
        op: OpId,
        parts: &mut OpParts<'a>,
    ) -> Res<Attr> {
        Ok(match kind {
            Kind::Int(ty) => {
                let ty = ty.ty();
                let v = self.int(&q)?;
                self.check_int_fits(&q, v, &ty.ty())?;
                Attr::Int(signless_value(v, &ty.ty()), ty)
            }
            Kind::Enum(k) => {
                let word = unquote(q.as_str());
                match k.lookup(&word) {
                    Some(i) => Attr::Enum(k, i),
                    None => {
                        // mlir-aie's own wording for logical tiles.
                        let message = match k {
                            EnumKind::TileType => format!("unknown logical tile type: {word}"),
                            _ => format!("expected {}, got `{word}`", k.describe()),
                        };
                        return Err(self
                            .err(&q, message)
                            .with_help(format!("one of {}", k.spellings())));
                    }
                }
            }
            Kind::Sym(_) => Attr::SymRef(vec![self.symbol_name(&q)?]),
            Kind::SymName => Attr::Str(self.symbol_name(&q)?),
            Kind::Syms(_) => Attr::Array(
                q.into_inner()
                    .map(|s| self.symbol_name(&s).map(|n| Attr::SymRef(vec![n])))
                    .collect::<Res<_>>()?,
            ),
            Kind::Ints => Attr::Array(
                q.into_inner()
                    .map(|s| self.int(&s).map(|v| Attr::Int(v, IntType::I64)))
                    .collect::<Res<_>>()?,
            ),
            Kind::Mixed => self.mixed_list(op, parts, q)?,
            Kind::AffineMap => self.affine_map_attr(q)?,
            Kind::Reassociation => Attr::Array(
                q.into_inner()
                    .map(|g| {
                        let ints = g
                            .into_inner()
                            .map(|x| self.int(&x).map(|v| Attr::Int(v, IntType::I64)));
                        ints.collect::<Res<_>>().map(Attr::Array)
                    })
                    .collect::<Res<_>>()?,
            ),
            Kind::Dims => Attr::DimLayouts(self.dims(q)?),
            Kind::SizesStrides => Attr::DimLayouts(self.sizes_strides(op, parts, q)?),
            Kind::Pads => Attr::PadLayouts(self.pairs_of(q)?),
            Kind::MergeSlots => Attr::Array(
                q.into_inner()
                    .map(|m| self.merge_slot(m).map(Attr::MergeSlot))
                    .collect::<Res<_>>()?,
            ),
            Kind::Str => Attr::Str(unescape(q.as_str())),
            Kind::Packet => self.packet(q)?,
            Kind::BdIteration => self.bd_iteration(q)?,
            Kind::Depth => {
                let inner = q.into_inner().next().expect("depth");
                match inner.as_rule() {
                    Rule::depth_list => Attr::Array(
                        inner
                            .into_inner()
                            .map(|s| self.typed_int(s))
                            .collect::<Res<_>>()?,
                    ),
                    _ => self.typed_int(inner)?,
                }
            }
            Kind::Device => {
                let name = &unquote(q.as_str());
                if aie_target::device::device(name).is_none() {
                    return Err(self
                        .err(&q, format!("unknown device `{name}`"))
                        .with_help(format!("one of {}", aie_target::device::device_names())));
                }
                Attr::Str(name.to_string())
            }
            Kind::TypeAttr => Attr::ty(self.ty(q)?),
            Kind::Bool => Attr::Bool(q.as_str() == "true"),
            Kind::DenseInts(_)
            | Kind::DimsPerConsumer
            | Kind::TraceBuffer
            | Kind::TraceSlices
            | Kind::Any => self.attr_value(q)?,
            Kind::OptInt(ty) => {
                let ty = ty.ty();
                let v = self.int(&q)?;
                self.check_int_fits(&q, v, &ty.ty())?;
                Attr::Int(signless_value(v, &ty.ty()), ty)
            }
            Kind::Dense => {
                let span = span_of(&q);
                match self.attr_value(q)? {
                    a @ Attr::Dense(..) => a,
                    _ => {
                        return Err(Diagnostic::error(
                            span,
                            "custom op 'aie.buffer' initial value should be an elements attribute",
                        )
                        .with_help("write the initial value as `dense<...>`"))
                    }
                }
            }
            Kind::Typed => self.attr_value(q)?,
            Kind::GlobalInit => {
                let inner = q.into_inner().next().expect("init");
                match inner.as_rule() {
                    Rule::dense_attr => self.dense(inner)?,
                    _ => Attr::Unit,
                }
            }
            Kind::Flag => Attr::Unit,
            Kind::Visibility => Attr::Str(q.as_str().to_string()),
            Kind::TraceEvent => Attr::Str(unquote(q.as_str())),
            Kind::TraceValue => {
                let inner = q.into_inner().next().expect("trace value");
                match inner.as_rule() {
                    Rule::int_lit => {
                        self.kind_attr(Kind::Int(crate::ops::IntTy::I32), inner, op, parts)?
                    }
                    _ => Attr::Str(unquote(inner.as_str())),
                }
            }
        })
    }

    fn check_int_fits(&self, q: &Pair<'_, Rule>, v: i128, ty: &Type) -> Res<()> {
        match int_range(ty) {
            Some(range) if !range.contains(&v) => Err(self
                .err(
                    q,
                    format!("integer constant out of range for attribute of type {ty}"),
                )
                .with_help(format!("{ty} holds {} to {}", range.start(), range.end()))),
            _ => Ok(()),
        }
    }

    fn attr_dict(&mut self, p: Pair<'a, Rule>) -> Res<Vec<(Cow<'a, str>, Attr)>> {
        let mut out: Vec<(Cow<'a, str>, Attr)> = Vec::new();
        for e in p.into_inner() {
            let espan = span_of(&e);
            let mut it = e.into_inner();
            let key = it.next().expect("key");
            let key = if key.as_rule() == Rule::string_lit {
                Cow::Owned(unescape(key.as_str()))
            } else {
                Cow::Borrowed(key.as_str())
            };
            let value = match it.next() {
                Some(v) => self.attr_value(v)?,
                None => Attr::Unit,
            };
            if out.iter().any(|(k, _)| *k == key) {
                return Err(Diagnostic::error(
                    espan,
                    format!("duplicate key '{key}' in dictionary attribute"),
                ));
            }
            out.push((key, value));
        }
        Ok(out)
    }

    /// An attribute value. Only the nesting arms recurse, so this frame stays
    /// small: 128 levels of `[[…]]` fit a 2 MiB thread in a debug build.
    fn attr_value(&mut self, p: Pair<'a, Rule>) -> Res<Attr> {
        let inner = p.into_inner().next().expect("attr value");
        match inner.as_rule() {
            Rule::array_attr => Ok(Attr::Array(
                inner
                    .into_inner()
                    .map(|a| self.attr_value(a))
                    .collect::<Res<_>>()?,
            )),
            Rule::attr_dict => {
                let mut d: Vec<(String, Attr)> = self
                    .attr_dict(inner)?
                    .into_iter()
                    .map(|(k, v)| (k.into_owned(), v))
                    .collect();
                d.sort_by(|a, b| a.0.cmp(&b.0));
                Ok(Attr::Dict(d))
            }
            _ => self.leaf_attr(inner),
        }
    }

    /// An attribute value that holds no attribute values.
    fn leaf_attr(&mut self, inner: Pair<'a, Rule>) -> Res<Attr> {
        Ok(match inner.as_rule() {
            Rule::typed_int => self.typed_int(inner)?,
            Rule::typed_float => {
                let mut it = inner.into_inner();
                let lit = it.next().expect("float");
                let v: f64 = lit
                    .as_str()
                    .parse()
                    .map_err(|_| self.err(&lit, "invalid float literal"))?;
                let ty = match it.next() {
                    Some(t) => self.ty(t)?,
                    None => Type::Float("f64"),
                };
                if !matches!(ty, Type::Float(_)) {
                    return Err(self
                        .err(
                            &lit,
                            format!("floating point value not valid for specified type '{ty}'"),
                        )
                        .with_help("write an integer, or give a float type such as `f32`"));
                }
                Attr::Float(crate::ir::attr::at_precision(v, &ty), float_type(&ty))
            }
            Rule::bool_lit => Attr::Bool(inner.as_str() == "true"),
            Rule::unit_kw => Attr::Unit,
            Rule::typed_string => {
                let mut it = inner.into_inner();
                let s = unescape(it.next().expect("string").as_str());
                match it.next() {
                    Some(t) => {
                        let ty = self.ty(t)?;
                        Attr::Opaque(format!("{} : {ty}", Attr::Str(s)))
                    }
                    None => Attr::Str(s),
                }
            }
            Rule::symbol_path => Attr::SymRef(
                inner
                    .into_inner()
                    .map(|s| self.symbol_name(&s))
                    .collect::<Res<_>>()?,
            ),
            Rule::dense_array => {
                let mut it = inner.into_inner();
                let ty = self.ty(it.next().expect("type"))?;
                let mut vals = Vec::new();
                for x in it {
                    vals.push(match x.as_rule() {
                        Rule::bool_lit => DenseLit::Bool(x.as_str() == "true"),
                        Rule::int_lit => {
                            let v = self.int(&x)?;
                            self.check_int_fits(&x, v, &ty)?;
                            DenseLit::Int(signless_value(v, &ty))
                        }
                        _ => DenseLit::Float(
                            x.as_str()
                                .parse()
                                .map_err(|_| self.err(&x, "invalid float literal"))?,
                        ),
                    });
                }
                Attr::dense_array(ty, vals)
            }
            Rule::dense_attr => self.dense(inner)?,
            Rule::packet_info => self.packet(inner)?,
            Rule::bd_iteration => self.bd_iteration(inner)?,
            Rule::trace_buffer => self.trace_buffer(inner)?,
            Rule::trace_slice => self.trace_slice(inner)?,
            Rule::merge_slot_attr => {
                Attr::MergeSlot(self.merge_slot(inner.into_inner().next().expect("slot"))?)
            }
            Rule::dims_attr => Attr::DimLayoutsPerConsumer(
                inner
                    .into_inner()
                    .map(|d| self.dims(d))
                    .collect::<Res<_>>()?,
            ),
            Rule::dim_attr => {
                Attr::DimLayouts(self.dims(inner.into_inner().next().expect("dims"))?)
            }
            Rule::pads_attr => Attr::PadLayoutsPerSegment(
                inner
                    .into_inner()
                    .map(|p| self.pairs_of(p))
                    .collect::<Res<_>>()?,
            ),
            Rule::pad_attr => {
                Attr::PadLayouts(self.pairs_of(inner.into_inner().next().expect("pads"))?)
            }
            Rule::enum_attr => {
                let mut it = inner.into_inner();
                let m = it.next().expect("mnemonic");
                let word = it.next().expect("case");
                let kind = EnumKind::ALL
                    .into_iter()
                    .find(|k| k.mnemonic() == Some(m.as_str()))
                    .expect("grammar lists only known mnemonics");
                match kind.lookup(word.as_str()) {
                    Some(i) => Attr::Enum(kind, i),
                    None => {
                        return Err(self
                            .err(&word, format!("expected {}", kind.describe()))
                            .with_help(format!("one of {}", kind.spellings())))
                    }
                }
            }
            Rule::builtin_opaque | Rule::dialect_attr => Attr::Opaque(inner.as_str().to_string()),
            Rule::attr_alias => match self.attr_aliases.get(inner.as_str()) {
                Some(a) => a.clone(),
                None => {
                    return Err(self.err(
                        &inner,
                        format!("undefined symbol alias id '{}'", &inner.as_str()[1..]),
                    ))
                }
            },
            _ => Attr::ty(self.ty(inner)?),
        })
    }

    fn typed_int(&mut self, p: Pair<'a, Rule>) -> Res<Attr> {
        let mut it = p.into_inner();
        let lit = it.next().expect("int");
        let v = self.int(&lit)?;
        let ty = match it.next() {
            Some(t) => self.ty(t)?,
            None => Type::I64,
        };
        Ok(match ty {
            Type::Float(_) if !is_hex(lit.as_str()) => {
                return Err(self
                    .err(&lit, "unexpected decimal integer literal for a floating point value")
                    .with_help("add a trailing dot to make the literal a float (a hexadecimal literal gives the bits)"));
            }
            Type::Float(_) => Attr::Float(float_from_bits(v, &ty), float_type(&ty)),
            Type::Int {
                width: 1,
                sign: Signedness::Signless,
            } if v == 0 || v == 1 => Attr::Bool(v == 1),
            _ => {
                let Some(int) = ty.int_type() else {
                    return Err(self
                        .err(&lit, "integer literal not valid for specified type")
                        .with_help(format!(
                            "an integer attribute has an integer type or index, not '{ty}'"
                        )));
                };
                self.check_int_fits(&lit, v, &ty)?;
                Attr::Int(signless_value(v, &ty), int)
            }
        })
    }

    fn int(&self, p: &Pair<'_, Rule>) -> Res<i128> {
        int_value(p.as_str()).ok_or_else(|| {
            self.err(p, "integer constant out of range")
                .with_help("integer literals are limited to 128 bits")
        })
    }

    fn packet(&self, p: Pair<'_, Rule>) -> Res<Attr> {
        let (mut ty, mut id) = (None, None);
        for f in p.into_inner() {
            let mut it = f.into_inner();
            let key = it.next().expect("key");
            let v = self.int(&it.next().expect("value"))?;
            if !(0..=0xFFFF).contains(&v) {
                return Err(self.err(&key, "packet type and id must fit in 16 bits"));
            }
            let slot = if key.as_str() == "pkt_type" {
                &mut ty
            } else {
                &mut id
            };
            if slot.replace(v as u64).is_some() {
                return Err(self.err(&key, format!("duplicate `{}`", key.as_str())));
            }
        }
        // An absent type is 0 (printed absent); an absent id is one still to
        // be chosen.
        Ok(Attr::PacketInfo(ty.unwrap_or(0), id.unwrap_or(NO_PKT_ID)))
    }

    /// `#aie.bd_iteration<size = s, stride = t, current = c>`: each field once,
    /// all three given (upstream's struct syntax), each a u32.
    fn bd_iteration(&self, p: Pair<'_, Rule>) -> Res<Attr> {
        let span = span_of(&p);
        let mut fields: [Option<u32>; 3] = [None; 3];
        for f in p.into_inner() {
            let mut it = f.into_inner();
            let key = it.next().expect("key");
            let v = self.int(&it.next().expect("value"))?;
            let v = u32::try_from(v)
                .map_err(|_| self.err(&key, format!("`{}` must fit in 32 bits", key.as_str())))?;
            let slot = ["size", "stride", "current"]
                .iter()
                .position(|&k| k == key.as_str())
                .expect("grammar keys");
            if fields[slot].replace(v).is_some() {
                return Err(self.err(&key, format!("duplicate `{}`", key.as_str())));
            }
        }
        match fields {
            [Some(size), Some(stride), Some(current)] => Ok(Attr::BdIteration(BdIteration {
                size,
                stride,
                current,
            })),
            _ => Err(
                Diagnostic::error(span, "expected `size`, `stride` and `current`")
                    .with_help("write #aie.bd_iteration<size = 4, stride = 16, current = 0>"),
            ),
        }
    }

    /// `#aie.trace_buffer<arg_index = a, offset = o, size = s, dedicated = d>`:
    /// each field once, all four given.
    fn trace_buffer(&self, p: Pair<'_, Rule>) -> Res<Attr> {
        let span = span_of(&p);
        let fields = self.struct_fields(p, &["arg_index", "offset", "size", "dedicated"])?;
        let help =
            "write #aie.trace_buffer<arg_index = 1, offset = 0, size = 8192, dedicated = true>";
        let [Some(arg_index), Some(offset), Some(size), Some(dedicated)] = fields else {
            return Err(Diagnostic::error(
                span,
                "expected `arg_index`, `offset`, `size` and `dedicated`",
            )
            .with_help(help));
        };
        Ok(Attr::TraceBuffer(TraceBuffer {
            arg_index: self.field_int(&arg_index)?,
            offset: self.field_int(&offset)?,
            size: self.field_int(&size)?,
            dedicated: self.field_bool(&dedicated, help)?,
        }))
    }

    /// `#aie.trace_slice<device = "d", sequence = "s", offset = o, size = n>`:
    /// each field once, all four given.
    fn trace_slice(&self, p: Pair<'_, Rule>) -> Res<Attr> {
        let span = span_of(&p);
        let fields = self.struct_fields(p, &["device", "sequence", "offset", "size"])?;
        let help =
            "write #aie.trace_slice<device = \"dev\", sequence = \"seq\", offset = 0, size = 8192>";
        let [Some(device), Some(sequence), Some(offset), Some(size)] = fields else {
            return Err(Diagnostic::error(
                span,
                "expected `device`, `sequence`, `offset` and `size`",
            )
            .with_help(help));
        };
        Ok(Attr::TraceSlice(Box::new(TraceSlice {
            device: self.field_str(&device, help)?,
            sequence: self.field_str(&sequence, help)?,
            offset: self.field_int(&offset)?,
            size: self.field_int(&size)?,
        })))
    }

    /// `<North : 1, 2>`: a slave port and the packets it is granted in a row.
    fn merge_slot(&self, p: Pair<'_, Rule>) -> Res<MergeSlot> {
        let mut it = p.into_inner();
        let (b, c, n) = (
            it.next().expect("bundle"),
            it.next().expect("channel"),
            it.next().expect("packets"),
        );
        let word = unquote(b.as_str());
        let Some(i) = EnumKind::WireBundle.lookup(&word) else {
            return Err(self
                .err(&b, format!("expected a wire bundle, got `{word}`"))
                .with_help(format!("one of {}", EnumKind::WireBundle.spellings())));
        };
        let count = |q: &Pair<'_, Rule>| {
            u32::try_from(self.int(q)?).map_err(|_| {
                self.err(q, "expected a non-negative 32-bit integer")
                    .with_help("a slot is `<bundle : channel, packets>`")
            })
        };
        Ok(MergeSlot {
            bundle: WireBundle::from_index(i),
            channel: count(&c)?,
            packets: count(&n)?,
        })
    }

    /// The `key = value` fields of a struct attribute in the order of `keys`,
    /// each given at most once.
    fn struct_fields<'i, const N: usize>(
        &self,
        p: Pair<'i, Rule>,
        keys: &[&str; N],
    ) -> Res<[Option<Pair<'i, Rule>>; N]> {
        let mut fields = std::array::from_fn(|_| None);
        for f in p.into_inner() {
            let mut it = f.into_inner();
            let key = it.next().expect("key");
            let Some(slot) = keys.iter().position(|&k| k == key.as_str()) else {
                return Err(self
                    .err(&key, format!("unknown field `{}`", key.as_str()))
                    .with_help(format!("the fields are {}", keys.join(", "))));
            };
            let value = it.next().expect("value");
            if fields[slot].replace(value).is_some() {
                return Err(self
                    .err(&key, format!("duplicate `{}`", key.as_str()))
                    .with_help("give each field once"));
            }
        }
        Ok(fields)
    }

    /// A struct field's integer, which must fit `T`.
    fn field_int<T: TryFrom<i128>>(&self, v: &Pair<'_, Rule>) -> Res<T> {
        let n = self.int(v)?;
        T::try_from(n).map_err(|_| {
            self.err(
                v,
                format!("{n} is out of range here (a non-negative integer is expected)"),
            )
            .with_help("argument indices, offsets and sizes count up from 0")
        })
    }

    /// A struct field's `true` or `false`.
    fn field_bool(&self, v: &Pair<'_, Rule>, help: &str) -> Res<bool> {
        match v.as_str() {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(self.err(v, "expected `true` or `false`").with_help(help)),
        }
    }

    /// A struct field's string.
    fn field_str(&self, v: &Pair<'_, Rule>, help: &str) -> Res<String> {
        match v.as_rule() {
            Rule::string_lit => Ok(unescape(v.as_str())),
            _ => Err(self.err(v, "expected a string").with_help(help)),
        }
    }

    fn dims(&self, p: Pair<'_, Rule>) -> Res<Vec<(u64, u64)>> {
        self.pairs_of(p)
    }

    /// `sizes = [s, ...] strides = [t, ...]` as (size, stride) pairs.
    /// `sizes = [...] strides = [...]` as (size, stride) pairs; a value
    /// known only at run time is [`DYNAMIC_DIM`] there and the next operand
    /// of `op` (the sizes' values first, then the strides').
    fn sizes_strides(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        p: Pair<'a, Rule>,
    ) -> Res<Vec<(u64, u64)>> {
        let span = span_of(&p);
        let mut lists = Vec::new();
        for l in p.into_inner() {
            let mut list = Vec::new();
            for x in l.into_inner() {
                list.push(match x.as_rule() {
                    Rule::int_lit => {
                        let v = self.int(&x)?;
                        u64::try_from(v)
                            .ok()
                            .filter(|&v| v != DYNAMIC_DIM)
                            .ok_or_else(|| {
                                self.err(&x, "expected a non-negative integer")
                                    .with_help("sizes and strides are 0 or more")
                            })?
                    }
                    _ => {
                        self.entry_operand(op, parts, x, None)?;
                        DYNAMIC_DIM
                    }
                });
            }
            lists.push(list);
        }
        let [sizes, strides] = <[Vec<u64>; 2]>::try_from(lists).unwrap_or_default();
        if sizes.len() != strides.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "'aie.dma_bd' op expected the same number of sizes ({}) and strides ({})",
                    sizes.len(),
                    strides.len()
                ),
            ));
        }
        Ok(sizes.into_iter().zip(strides).collect())
    }

    /// `[<a = x, b = y>, ...]` as (x, y) pairs of non-negative integers.
    fn pairs_of(&self, p: Pair<'_, Rule>) -> Res<Vec<(u64, u64)>> {
        p.into_inner()
            .map(|d| {
                let mut it = d.into_inner();
                let (a, b) = (it.next().expect("first"), it.next().expect("second"));
                let (x, y) = (self.int(&a)?, self.int(&b)?);
                if x < 0 || y < 0 {
                    return Err(self
                        .err(
                            if x < 0 { &a } else { &b },
                            "expected a non-negative integer",
                        )
                        .with_help("sizes, strides and paddings are 0 or more"));
                }
                Ok((x as u64, y as u64))
            })
            .collect()
    }

    fn dense(&mut self, p: Pair<'a, Rule>) -> Res<Attr> {
        let span = span_of(&p);
        let mut lit = DenseLit::List(Vec::new());
        let (mut elements, mut ty) = (None, None);
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::dense_lit => elements = Some(q),
                _ => ty = Some(self.ty(q)?),
            }
        }
        if let Some(q) = &elements {
            let elem = ty
                .as_ref()
                .and_then(Type::element)
                .or(self.dense_elem.as_ref());
            lit = self.dense_lit(q.clone(), elem)?;
        }
        if let Some(q) = &elements {
            self.check_dense_elements(q, ty.as_ref().and_then(Type::element))?;
        }
        check_literal_shape(&lit, ty.as_ref(), span)?;
        let lit = canonical_dense(lit, ty.as_ref());
        Ok(Attr::dense(lit, ty))
    }

    /// Checks the literals of a `dense<...>` (`p`, or the first one in it)
    /// against its element type.
    fn check_dense_elements(&self, p: &Pair<'_, Rule>, elem: Option<&Type>) -> Res<()> {
        let Some(elem) = elem else { return Ok(()) };
        for x in p.clone().into_inner().flatten() {
            match x.as_rule() {
                Rule::bool_lit if *elem != Type::I1 => {
                    return Err(self.err(&x, "expected i1 type for 'true' or 'false' values"));
                }
                Rule::float_lit if !matches!(elem, Type::Float(_)) => {
                    return Err(self.err(&x, format!("expected integer elements, but parsed floating-point for type '{elem}'")));
                }
                _ => {}
            }
        }
        // An integer element that does not fit is an error, not wrapped.
        let Some(range) = int_range(elem) else {
            return Ok(());
        };
        let elements = std::iter::once(p.clone())
            .chain(p.clone().into_inner().flatten())
            .find(|x| x.as_rule() == Rule::dense_lit);
        for x in elements.into_iter().flat_map(|l| l.into_inner().flatten()) {
            if x.as_rule() == Rule::int_lit && !range.contains(&self.int(&x)?) {
                return Err(self
                    .err(&x, format!("integer constant out of range for type {elem}"))
                    .with_help(format!("{elem} holds {} to {}", range.start(), range.end())));
            }
        }
        Ok(())
    }

    /// A `dense<...>` literal of elements of type `elem` (when known): a
    /// hexadecimal integer is a float element's bit pattern, as in MLIR.
    fn dense_lit(&self, p: Pair<'_, Rule>, elem: Option<&Type>) -> Res<DenseLit> {
        let inner = p.into_inner().next().expect("dense literal");
        Ok(match inner.as_rule() {
            Rule::dense_list => DenseLit::List(
                inner
                    .into_inner()
                    .map(|x| self.dense_lit(x, elem))
                    .collect::<Res<_>>()?,
            ),
            Rule::float_lit => DenseLit::Float(
                inner
                    .as_str()
                    .parse()
                    .map_err(|_| self.err(&inner, "invalid float literal"))?,
            ),
            Rule::int_lit => match elem {
                Some(ty @ Type::Float(_)) if is_hex(inner.as_str()) => {
                    DenseLit::Float(float_from_bits(self.int(&inner)?, ty))
                }
                _ => DenseLit::Int(self.int(&inner)?),
            },
            Rule::bool_lit => DenseLit::Bool(inner.as_str() == "true"),
            _ => DenseLit::Hex(unquote(inner.as_str())),
        })
    }

    fn symbol_name(&self, p: &Pair<'_, Rule>) -> Res<String> {
        Ok(symbol_text(p.as_str()))
    }

    // ---------------- types ----------------

    /// The types of a `type_list_parens` pair.
    fn parens_types(&mut self, p: Pair<'a, Rule>) -> Res<Vec<Type>> {
        match p.into_inner().next() {
            Some(l) => self.type_list(l),
            None => Ok(Vec::new()),
        }
    }

    fn type_list(&mut self, p: Pair<'a, Rule>) -> Res<Vec<Type>> {
        p.into_inner().map(|t| self.ty(t)).collect()
    }

    fn ty(&mut self, p: Pair<'a, Rule>) -> Res<Type> {
        let inner = if p.as_rule() == Rule::ty {
            p.into_inner().next().expect("type")
        } else {
            p
        };
        Ok(match inner.as_rule() {
            Rule::index_type => Type::Index,
            Rule::none_type => Type::None,
            Rule::int_type => {
                let s = inner.as_str();
                let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
                    (Signedness::Signed, d)
                } else if let Some(d) = s.strip_prefix("ui") {
                    (Signedness::Unsigned, d)
                } else {
                    (Signedness::Signless, &s[1..])
                };
                let width = digits
                    .parse::<u32>()
                    .ok()
                    .filter(|w| (1..=1 << 16).contains(w));
                let width = width.ok_or_else(|| {
                    self.err(&inner, "invalid integer width")
                        .with_help("integer widths go from 1 to 65536")
                })?;
                Type::Int { width, sign }
            }
            Rule::float_type => Type::Float(
                crate::ir::types::FLOAT_TYPES
                    .iter()
                    .find(|f| **f == inner.as_str())
                    .copied()
                    .expect("grammar lists float types"),
            ),
            Rule::memref_type | Rule::tensor_type | Rule::vector_type => {
                let rule = inner.as_rule();
                let mut shape: Option<Vec<Dim>> = Some(Vec::new());
                let mut elem = None;
                let mut extra = Vec::new();
                for q in inner.clone().into_inner() {
                    match q.as_rule() {
                        Rule::unranked => shape = None,
                        Rule::shape => shape = Some(self.shape(&q)?),
                        Rule::ty => elem = Some(self.ty(q)?),
                        _ => extra.push(self.attr_value(q)?),
                    }
                }
                let elem = Box::new(elem.expect("element type"));
                match rule {
                    Rule::memref_type => {
                        let (layout, space) = memref_params(extra).ok_or_else(|| {
                            self.err(&inner, "too many parameters in memref type")
                        })?;
                        Type::MemRef {
                            shape,
                            elem,
                            layout,
                            space,
                        }
                    }
                    Rule::tensor_type => Type::Tensor { shape, elem },
                    _ => Type::Vector {
                        shape: shape.ok_or_else(|| self.err(&inner, "vectors must be ranked"))?,
                        elem,
                    },
                }
            }
            Rule::complex_type => Type::Complex(Box::new(
                self.ty(inner.into_inner().next().expect("element"))?,
            )),
            Rule::tuple_type => Type::Tuple(match inner.into_inner().next() {
                Some(l) => self.type_list(l)?,
                None => Vec::new(),
            }),
            Rule::function_type => {
                let mut inputs = Vec::new();
                let mut results = Vec::new();
                for q in inner.into_inner() {
                    match q.as_rule() {
                        Rule::type_list => inputs = self.type_list(q)?,
                        Rule::type_list_parens => {
                            if let Some(l) = q.into_inner().next() {
                                results = self.type_list(l)?;
                            }
                        }
                        _ => results = vec![self.ty(q)?],
                    }
                }
                Type::Function { inputs, results }
            }
            Rule::subview_type => Type::ObjectFifoSubview(Box::new(
                self.ty(inner.into_inner().next().expect("elem"))?,
            )),
            Rule::objectfifo_type => {
                Type::ObjectFifo(Box::new(self.ty(inner.into_inner().next().expect("elem"))?))
            }
            Rule::type_alias => match self.type_aliases.get(inner.as_str()) {
                Some(t) => t.clone(),
                None => {
                    return Err(self.err(
                        &inner,
                        format!("undefined symbol alias id '{}'", &inner.as_str()[1..]),
                    ))
                }
            },
            _ => Type::Opaque(inner.as_str().to_string()),
        })
    }

    fn dimension_too_large(&self, d: &Pair<'_, Rule>) -> Diagnostic {
        self.err(d, "dimension size too large")
            .with_help("a dimension size fits in 64 bits")
    }

    fn shape(&self, q: &Pair<'_, Rule>) -> Res<Vec<Dim>> {
        q.clone()
            .into_inner()
            .map(|d| match d.as_str() {
                "?" => Ok(Dim::Dynamic),
                n if n.starts_with('[') => n[1..n.len() - 1]
                    .parse::<u64>()
                    .map(Dim::Scalable)
                    .map_err(|_| self.dimension_too_large(&d)),
                n => n
                    .parse::<u64>()
                    .map(Dim::Static)
                    .map_err(|_| self.dimension_too_large(&d)),
            })
            .collect()
    }
}

/// A nested `dense<...>` literal must spell the shape of its type, and hex
/// data must hold one element (a splat) or all of them (MLIR's checks).
fn check_literal_shape(lit: &DenseLit, ty: Option<&Type>, span: Span) -> Res<()> {
    if let (DenseLit::Hex(h), Some(want), Some(elem)) = (
        lit,
        ty.and_then(Type::static_shape),
        ty.and_then(Type::element),
    ) {
        let count = crate::ir::attr::decode_hex(h, elem).map(|items| items.len() as u64);
        let elements = want.iter().try_fold(1u64, |n, &d| n.checked_mul(d));
        if count.is_some_and(|c| c != 1 && Some(c) != elements) {
            return Err(Diagnostic::error(
                span,
                "elements hex data size is invalid for provided type",
            )
            .with_help("give the bytes of one element (a splat) or of every element"));
        }
    }
    let (Some(found), Some(want)) = (
        crate::ir::attr::literal_shape(lit),
        ty.and_then(Type::static_shape),
    ) else {
        return Ok(());
    };
    if found != want {
        let show = |s: &[u64]| {
            format!(
                "[{}]",
                s.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
            )
        };
        return Err(Diagnostic::error(
            span,
            format!(
                "inferred shape of elements literal ({}) does not match type ({})",
                show(&found),
                show(&want)
            ),
        ));
    }
    Ok(())
}

/// The op-table index of a generated op rule, and the format it reads (the
/// op's current one, its April 2026 one, or an older one).
fn rule_format(rule: Rule) -> (usize, &'static Format) {
    type Map = HashMap<Rule, (usize, &'static Format)>;
    static MAP: std::sync::OnceLock<Map> = std::sync::OnceLock::new();
    let map = MAP.get_or_init(|| {
        let mut by_name = HashMap::new();
        for (i, d) in OPS.iter().enumerate() {
            by_name
                .entry(super::generate::rule_name(d.name))
                .or_insert((i, format(i)));
            if let Some(april) = april_format(i) {
                by_name.insert(super::generate::april_rule_name(d.name), (i, april));
            }
            for (k, old) in older_formats(i).iter().enumerate() {
                by_name.insert(super::generate::older_rule_name(d.name, k), (i, old));
            }
        }
        Rule::all_rules()
            .iter()
            .filter_map(|&r| by_name.get(&format!("{r:?}")).map(|&f| (r, f)))
            .collect()
    });
    map[&rule]
}
