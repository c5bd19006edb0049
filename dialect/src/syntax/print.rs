//! The printer: canonical custom syntax for known ops (walking their formats),
//! MLIR's generic form for the rest.

use super::build::signless_value;
use super::names::{predecessors, Names, Outer, ValueName};
use crate::ir::attr::{
    is_bare_id, write_dict_in, write_int_attr, write_string, write_symbol, DenseDisplay,
    DimsDisplay, PacketFields, PadsDisplay,
};
use crate::ir::*;
use crate::ops::format::{
    april_format, format, is_operand, materialized_type, operand_at, operand_groups,
    scalar_operand, Elem, Format, SCALAR_TYPE, SEGMENT_SIZES, TYPED_SCALARS,
};
use crate::ops::{
    attr_def, attr_default, implicit_terminator, shows_terminator, AttrDef, Default, Kind,
    Presence, Special, OPS,
};
use std::fmt::Write;
use std::io;

mod aside;
pub(super) mod generic;
mod locations;

pub(super) use generic::from_generic;
mod structured;

/// Prints `ir` as MLIR text, ending in a newline.
pub fn print(ir: &Ir) -> String {
    print_styled(ir, ir.top, Style::default())
}

/// Prints `ir` in mlir-aie's April 2026 syntax where ops have one
/// (`--aie-syntax=2026-04`): scalar fields held as attributes stay so.
pub fn print_april(ir: &Ir) -> String {
    let style = Style {
        april: true,
        packet_type: true,
        ..Style::default()
    };
    print_styled(ir, ir.top, style)
}

/// mlir-opt's printing flags.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style<'a> {
    /// Every op in MLIR's generic form (`--mlir-print-op-generic`): values
    /// numbered, properties in `<{...}>`, implicit terminators written out.
    pub generic: bool,
    /// Each op's location (`--mlir-print-debuginfo`), from the source its
    /// spans index.
    pub locations: Option<Source<'a>>,
    /// Ops in their April 2026 syntax where they have one and their scalar
    /// fields are attributes (`--aie-syntax=2026-04`).
    pub april: bool,
    /// `#aie.packet_info` with its type when 0, as mlir-aie printed it up to
    /// 3ca0193 (`--aie-syntax=2026-08` and `2026-04`); its newest printer
    /// leaves a type of 0 out.
    pub packet_type: bool,
}

/// The text op spans index: the file name, its text, and the byte offset of
/// the chunk the IR was parsed from (`--split-input-file`).
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// The file name.
    pub file: &'a str,
    /// The file's text.
    pub text: &'a str,
    /// Byte offset in `text` of the chunk the IR was parsed from.
    pub base: usize,
}

impl Source<'_> {
    /// Line and column (from 1) of the op at `span`: of its name, after
    /// its results (`%a, %b = `), as MLIR locates an op.
    pub fn position(&self, span: crate::ir::Span) -> (usize, usize) {
        let at = locations::op_name_offset(self.text, self.base + span.start as usize);
        crate::diag::line_col(self.text, at)
    }
}

/// Prints `op` (the module, or an op in it with the module's value names)
/// in `style`, ending in a newline; with locations, their `#loc` aliases
/// follow, as MLIR defers them to the end.
pub fn print_styled(ir: &Ir, op: OpId, style: Style) -> String {
    let mut p = Printer::new(ir, op, style, None);
    p.op(op);
    p.out.push('\n');
    let mut text = if p.out.contains(MAP) && !holds_verbatim_map(ir, op) {
        alias_maps(p.out)
    } else {
        p.out
    };
    if let Some(locs) = &p.locs {
        text.push_str(&locs.definitions());
        text.push('\n');
    }
    text
}

/// [`print_styled`] written to `to` as it is printed, in pieces of about
/// [`PIECE`] bytes, so that the whole text is never held. Text that may
/// hold an affine map (an attribute or type holds one, or a vector
/// transfer's generic form spells its default map) is printed whole first:
/// its aliases go at the top.
pub fn print_styled_to(ir: &Ir, op: OpId, style: Style, to: &mut dyn io::Write) -> io::Result<()> {
    if may_print_map(ir) {
        return to.write_all(print_styled(ir, op, style).as_bytes());
    }
    let sink = Some(Sink { to, error: None });
    let tops: Vec<OpId> = ir.children(ir.top).collect();
    if op != ir.top || style.locations.is_some() || !aside::worth_it(ir, op, &tops) {
        return finish(Printer::new(ir, op, style, sink), op);
    }
    let aside = aside::Aside::new(ir, tops);
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new()
            .spawn_scoped(scope, || aside.print(ir, style))
            .ok();
        let p = match helper {
            Some(_) => Printer::sharing(ir, style, sink, &aside),
            None => Printer::new(ir, op, style, sink),
        };
        let written = finish(p, op);
        aside.stop();
        written
    })
}

/// `op` printed by `p`, handed to its sink.
fn finish(mut p: Printer, op: OpId) -> io::Result<()> {
    p.op(op);
    p.out.push('\n');
    if let Some(locs) = &p.locs {
        let definitions = locs.definitions();
        p.out.push_str(&definitions);
        p.out.push('\n');
    }
    p.spill(0);
    match p.sink.and_then(|s| s.error) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Whether `op`, the last op `last` of its block, is the block's implicit
/// `terminator`, which the custom form leaves out.
fn implicit(ir: &Ir, op: OpId, terminator: Option<OpKind>, last: Option<OpId>) -> bool {
    let o = &ir[op];
    terminator.is_some_and(|t| ir.is(op, t))
        && Some(op) == last
        && o.operands.is_empty()
        && ir.attrs(op).is_empty()
        && o.regions()
            .iter()
            .all(|&r| ir[r].blocks.iter().all(|&b| ir.is_empty_block(b)))
}

/// How much text the printer holds before handing it to its sink.
const PIECE: usize = 1 << 16;

/// Where a streaming printer's text goes, and the first error writing it.
struct Sink<'a> {
    to: &'a mut dyn io::Write,
    error: Option<io::Error>,
}

/// One op in MLIR's generic form, as MLIR quotes it in a diagnostic.
pub fn print_generic_op(ir: &Ir, op: OpId) -> String {
    let style = Style {
        generic: true,
        ..Style::default()
    };
    print_op(ir, op, style)
}

/// Prints one op (with everything nested in it) as it appears in the
/// module, with the module's value names; `style.generic` forces MLIR's
/// generic form for the op itself (as MLIR prints an op in an error note).
pub fn print_op(ir: &Ir, op: OpId, style: Style) -> String {
    let mut p = Printer {
        ir,
        names: Names::new(ir),
        out: String::new(),
        sink: None,
        indent: 0,
        generic_all: false,
        april: false,
        packet_type: style.packet_type,
        locs: None,
        aside: None,
        types: TypeTexts::default(),
    };
    if style.generic {
        p.results(op);
        p.generic(op);
    } else {
        p.op(op);
    }
    p.out
}

/// How an affine map's text starts.
const MAP: &str = "affine_map<";

/// Whether printing any op of `ir` may give affine-map text: an attribute
/// or type of the arena holds some (detached ops too: a quick scan, not a
/// walk), or a vector transfer's generic form may spell its default map.
fn may_print_map(ir: &Ir) -> bool {
    let transfers = [OpKind::VectorTransferRead, OpKind::VectorTransferWrite];
    transfers.iter().any(|&k| ir.may_contain(k))
        || ir.types().any(|t| type_holds_map(t, false))
        || ir.every_attr().any(|(_, a)| attr_holds_map(a, false))
}

/// Whether an opaque type or attribute under `top` (kept verbatim, such as
/// an unknown dialect type) holds affine-map text: aliasing it would change
/// the verbatim text, so then no map is aliased and all print inline.
fn holds_verbatim_map(ir: &Ir, top: OpId) -> bool {
    let in_type = |v: &ValueId| type_holds_map(ir.type_of(*v), true);
    ir.walk(top).into_iter().any(|o| {
        let op = &ir[o];
        ir.attrs(o).iter().any(|(_, a)| attr_holds_map(a, true))
            || op.results.iter().any(in_type)
            || op
                .regions()
                .iter()
                .any(|&r| ir[r].blocks.iter().any(|&b| ir[b].args.iter().any(in_type)))
    })
}

/// Whether `a` holds affine-map text; with `verbatim`, only text kept
/// verbatim (not an attribute that is one map).
fn attr_holds_map(a: &Attr, verbatim: bool) -> bool {
    let in_type = |t: &Type| type_holds_map(t, verbatim);
    match a {
        Attr::Opaque(s) => {
            s.contains(MAP) && !(verbatim && s.starts_with(MAP) && map_len(s) == s.len())
        }
        Attr::Type(t) => in_type(t),
        Attr::DenseArray(d) => in_type(&d.ty),
        Attr::Dense(d) => d.ty.as_ref().is_some_and(in_type),
        Attr::Array(items) => items.iter().any(|a| attr_holds_map(a, verbatim)),
        Attr::Dict(entries) => entries.iter().any(|(_, a)| attr_holds_map(a, verbatim)),
        _ => false,
    }
}

/// [`attr_holds_map`] for a type: an opaque one is verbatim.
fn type_holds_map(t: &Type, verbatim: bool) -> bool {
    let in_type = |t: &Type| type_holds_map(t, verbatim);
    match t {
        Type::Opaque(s) => s.contains(MAP),
        Type::MemRef {
            elem,
            layout,
            space,
            ..
        } => {
            in_type(elem)
                || [layout, space]
                    .into_iter()
                    .any(|a| a.as_deref().is_some_and(|a| attr_holds_map(a, verbatim)))
        }
        Type::Vector { elem, .. }
        | Type::Tensor { elem, .. }
        | Type::Complex(elem)
        | Type::ObjectFifo(elem)
        | Type::ObjectFifoSubview(elem) => in_type(elem),
        Type::Function { inputs, results } => inputs.iter().chain(results).any(in_type),
        Type::Tuple(items) => items.iter().any(in_type),
        Type::Index | Type::None | Type::Int { .. } | Type::Float(_) => false,
    }
}

/// MLIR prints affine maps through aliases defined at the top (`#map =
/// affine_map<...>`, `#map1`, ...), in order of first use; not inside
/// string literals.
fn alias_maps(text: String) -> String {
    // Body -> alias name, in order of first use.
    let mut defs: indexmap::IndexMap<&str, String> = indexmap::IndexMap::new();
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        // The run up to the next byte that may start or end something.
        let run = bytes[i..]
            .iter()
            .position(|&b| matches!(b, b'"' | b'\\' | b'a'))
            .unwrap_or(bytes.len() - i);
        out.push_str(&text[i..i + run]);
        i += run;
        let rest = &text[i..];
        let Some(&b) = bytes.get(i) else { break };
        if in_string && b == b'\\' {
            // The escaped character, whole.
            let ch = rest[1..].chars().next().map_or(0, char::len_utf8);
            out.push_str(&rest[..1 + ch]);
            i += 1 + ch;
            continue;
        }
        if b == b'"' {
            in_string = !in_string;
        } else if !in_string && rest.starts_with(MAP) {
            let body = &rest[..map_len(rest)];
            let count = defs.len();
            let name = defs.entry(body).or_insert_with(|| match count {
                0 => "map".to_string(),
                c => format!("map{c}"),
            });
            out.push('#');
            out.push_str(name);
            i += body.len();
            continue;
        }
        out.push(char::from(b));
        i += 1;
    }
    if defs.is_empty() {
        return out;
    }
    let mut head: String = defs.iter().map(|(b, n)| format!("#{n} = {b}\n")).collect();
    head.push_str(&out);
    head
}

/// The length of the `affine_map<...>` that `text` starts with: up to the
/// `>` closing its `<` (an arrow's `->` is no bracket).
fn map_len(text: &str) -> usize {
    let mut depth = 0;
    for (k, b) in text.bytes().enumerate() {
        match b {
            b'<' => depth += 1,
            b'>' if k > 0 && text.as_bytes()[k - 1] == b'-' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

struct Printer<'a> {
    ir: &'a Ir,
    names: Names,
    out: String,
    /// Where the text goes as it is printed ([`print_styled_to`]).
    sink: Option<Sink<'a>>,
    indent: usize,
    /// Every op in generic form.
    generic_all: bool,
    /// Ops in their April 2026 syntax where they can be.
    april: bool,
    /// A packet's type shown when 0 ([`Style::packet_type`]).
    packet_type: bool,
    /// Op locations to print after each op.
    locs: Option<locations::Locs>,
    /// The printer sharing the top region's ops with this one, if any, and
    /// where naming the inside of each starts ([`Names::outer`]).
    aside: Option<(&'a aside::Aside, Outer)>,
    types: TypeTexts,
}

/// The text of each type printed so far, by handle: a type is formatted
/// once per printer, then copied.
#[derive(Default)]
struct TypeTexts {
    text: String,
    /// Per type handle: where its text is in `text`, once written.
    at: Vec<Option<(u32, u32)>>,
}

impl TypeTexts {
    /// The text of `v`'s type.
    fn of(&mut self, ir: &Ir, v: ValueId) -> &str {
        let id = ir.type_id(v).index();
        if self.at.len() <= id {
            self.at.resize(id + 1, None);
        }
        let (a, b) = *self.at[id].get_or_insert_with(|| {
            let a = self.text.len() as u32;
            let _ = write!(self.text, "{}", ir.type_of(v));
            (a, self.text.len() as u32)
        });
        &self.text[a as usize..b as usize]
    }
}

/// Where the printer is in an op's operands, regions and successors.
#[derive(Default)]
struct Cursor {
    operand: usize,
    region: usize,
    successor: usize,
    result: usize,
    last_single: Option<usize>,
    last_list: Vec<usize>,
    /// The format shows the entry-block arguments in a signature.
    signature: bool,
    /// The operand group at the cursor, and the size of each group of a
    /// segmented format (from `operandSegmentSizes`).
    segment: usize,
    sizes: Option<Vec<usize>>,
}

impl<'a> Printer<'a> {
    fn new(ir: &'a Ir, top: OpId, style: Style, sink: Option<Sink<'a>>) -> Printer<'a> {
        let capacity = match sink {
            Some(_) => 2 * PIECE,
            None => ir.num_ops() * 48,
        };
        Printer {
            ir,
            names: Names::with(ir, !style.generic, style.april),
            out: String::with_capacity(capacity),
            sink,
            indent: 0,
            generic_all: style.generic,
            april: style.april,
            packet_type: style.packet_type,
            locs: style.locations.map(|s| locations::Locs::new(ir, top, s)),
            aside: None,
            types: TypeTexts::default(),
        }
    }

    /// A printer of the module that leaves the top region's ops to
    /// `aside` where its helper takes them, naming the others' insides as
    /// it prints them.
    fn sharing(
        ir: &'a Ir,
        style: Style,
        sink: Option<Sink<'a>>,
        aside: &'a aside::Aside,
    ) -> Printer<'a> {
        let (names, outer) = Names::outer(ir, !style.generic, style.april);
        Printer {
            sink,
            aside: Some((aside, outer)),
            ..Printer::new_with(ir, style, names)
        }
    }

    /// A printer with `names`, of no locations, to a string.
    fn new_with(ir: &'a Ir, style: Style, names: Names) -> Printer<'a> {
        Printer {
            ir,
            names,
            out: String::with_capacity(2 * PIECE),
            sink: None,
            indent: 0,
            generic_all: style.generic,
            april: style.april,
            packet_type: style.packet_type,
            locs: None,
            aside: None,
            types: TypeTexts::default(),
        }
    }

    /// Hands the text so far to the sink, if there is one and the text is
    /// more than `keep` bytes.
    fn spill(&mut self, keep: usize) {
        let Some(sink) = &mut self.sink else {
            return;
        };
        if self.out.len() > keep {
            debug_assert!(!self.out.contains(MAP), "an affine map not foreseen");
            if sink.error.is_none() {
                sink.error = sink.to.write_all(self.out.as_bytes()).err();
            }
            self.out.clear();
        }
    }

    /// `%name`; a value no longer in the IR's tree (its op was detached
    /// by a pass) is printed as MLIR prints one: `<<UNKNOWN SSA VALUE>>`.
    fn value(&mut self, v: ValueId) {
        match self.names.value(v) {
            Some(ValueName::Text(n)) => {
                self.out.push('%');
                self.out.push_str(n);
            }
            Some(ValueName::Number(n)) => {
                self.out.push('%');
                self.out.push_str(itoa::Buffer::new().format(n));
            }
            Some(n) => {
                let _ = write!(self.out, "%{n}");
            }
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The type of `v`.
    fn value_type(&mut self, v: ValueId) {
        let text = self.types.of(self.ir, v);
        self.out.push_str(text);
    }

    /// The types of `vs`, separated by commas.
    fn value_types(&mut self, vs: impl Iterator<Item = ValueId>) {
        for (k, v) in vs.enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            self.value_type(v);
        }
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn op(&mut self, id: OpId) {
        self.op_body(id);
        if let Some(locs) = &self.locs {
            self.out.push_str(&locs.suffix(id));
        }
    }

    /// The default dialect of the region `id` sits in: its parent's (an op
    /// that declares none, such as `scf.for`, gives its regions none).
    fn default_dialect(&self, id: OpId) -> Option<&'static str> {
        let parent = self.ir.parent_op(id)?;
        crate::ops::def(self.ir.kind(parent)?).default_dialect
    }

    fn op_body(&mut self, id: OpId) {
        let o = &self.ir[id];
        if self.generic_all {
            self.results(id);
            return self.generic(id);
        }
        if o.name() == "builtin.module" {
            return self.module(id);
        }
        match custom_format(self.ir, id, self.april) {
            Some(fmt) => {
                self.materialized_constants(id, fmt);
                self.results(id);
                let dialect = self.default_dialect(id);
                self.out.push_str(crate::ops::short_name(o.name(), dialect));
                let elems = &fmt.elems;
                let used = &fmt.spelled_attrs;
                let mut cursor = Cursor {
                    signature: fmt.shows_entry_args,
                    sizes: fmt.segmented.then(|| segment_sizes(self.ir, id)).flatten(),
                    ..Cursor::default()
                };
                self.elems(id, elems, &mut cursor, used);
            }
            None => {
                self.results(id);
                self.generic(id)
            }
        }
    }

    /// The `arith.constant`s standing for the scalar fields `id` holds as
    /// attributes, each on a line of its own before the op.
    fn materialized_constants(&mut self, id: OpId, fmt: &Format) {
        let names = self.names.materialized(id).to_vec();
        for (name, (v, ty)) in names.iter().zip(static_scalars(self.ir, id, fmt)) {
            let _ = write!(self.out, "%{name} = arith.constant {v} : {ty}");
            self.newline();
        }
    }

    /// `%a, %b = ` before an op with results.
    fn results(&mut self, id: OpId) {
        let o = &self.ir[id];
        if !o.results.is_empty() {
            match self.names.value(o.results[0]) {
                Some(ValueName::Result(base, 0)) => {
                    let _ = write!(self.out, "%{base}:{}", o.results.len());
                }
                _ => {
                    for (i, &r) in o.results.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.value(r);
                    }
                }
            }
            self.out.push_str(" = ");
        }
    }

    fn module(&mut self, id: OpId) {
        self.out.push_str("module");
        if let Some(Attr::Str(s)) = self.ir.attr(id, "sym_name") {
            self.out.push(' ');
            let _ = write_symbol(&mut self.out, s);
        }
        let rest = self.ir.attrs(id).iter().filter(|(k, _)| k != "sym_name");
        if rest.clone().next().is_some() {
            self.out.push_str(" attributes ");
            let _ = write_dict_in(&mut self.out, rest, self.packet_type);
        }
        for &r in self.ir[id].regions() {
            self.out.push(' ');
            self.region(r, false);
        }
    }

    fn generic(&mut self, id: OpId) {
        let o = &self.ir[id];
        let _ = crate::ir::attr::write_string(&mut self.out, o.name());
        // Successor operands are operands in generic form.
        let operands: Vec<ValueId> = o
            .operands
            .iter()
            .chain(o.successors.iter().flat_map(|s| &s.args))
            .copied()
            .collect();
        self.out.push('(');
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
        self.out.push(')');
        if !o.successors.is_empty() {
            self.out.push('[');
            for i in 0..o.successors.len() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.successor(id, i, false);
            }
            self.out.push(']');
        }
        let (props, attrs) = generic::split_attrs(self.ir, id);
        if !props.is_empty() {
            self.out.push_str(" <");
            let _ = write_dict_in(&mut self.out, &props, self.packet_type);
            self.out.push('>');
        }
        // Regions the custom form left out (a declaration's body, an empty
        // `else`) are empty regions in MLIR.
        let all = o
            .name()
            .index()
            .and_then(|i| format(i).regions)
            .map_or(0, |n| n.saturating_sub(o.regions().len()));
        if !o.regions().is_empty() || all > 0 {
            self.out.push_str(" (");
            for (i, &r) in o.regions().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(r, true);
            }
            for i in 0..all {
                if i > 0 || !o.regions().is_empty() {
                    self.out.push_str(", ");
                }
                self.out.push('{');
                self.newline();
                self.out.push('}');
            }
            self.out.push(')');
        }
        if !attrs.is_empty() {
            self.out.push(' ');
            let _ = write_dict_in(&mut self.out, &attrs, self.packet_type);
        }
        let ins: Vec<String> = operands
            .iter()
            .map(|&v| self.ir.type_of(v).to_string())
            .collect();
        let outs: Vec<String> = o
            .results
            .iter()
            .map(|&v| self.ir.type_of(v).to_string())
            .collect();
        let _ = write!(self.out, " : ({}) -> ", ins.join(", "));
        if outs.len() == 1 && !matches!(self.ir.type_of(o.results[0]), Type::Function { .. }) {
            self.out.push_str(&outs[0]);
        } else {
            let _ = write!(self.out, "({})", outs.join(", "));
        }
    }

    fn successor(&mut self, op: OpId, i: usize, with_args: bool) {
        let s = &self.ir[op].successors[i];
        let _ = write!(self.out, "^bb{}", self.names.blocks[s.block.index()]);
        if with_args && !s.args.is_empty() {
            let args = s.args.clone();
            self.out.push('(');
            for (k, &a) in args.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
            }
            let tys: Vec<String> = args
                .iter()
                .map(|&a| self.ir.type_of(a).to_string())
                .collect();
            let _ = write!(self.out, " : {})", tys.join(", "));
        }
    }

    /// Prints a region; `entry_label` says whether entry-block arguments are shown in a label.
    fn region(&mut self, r: RegionId, entry_label: bool) {
        let ir = self.ir;
        let owner = ir.kind(ir[r].parent);
        let terminator = owner.and_then(implicit_terminator);
        // MLIR's printer shows the terminators of some ops' regions.
        let shown = owner.is_some_and(shows_terminator);
        // Only a later block can be branched to (and is labelled).
        let preds = match ir[r].blocks.len() {
            1 => std::collections::HashMap::new(),
            _ => predecessors(ir, r, &self.names),
        };
        self.out.push('{');
        self.indent += 1;
        for (i, &b) in ir[r].blocks.iter().enumerate() {
            let args = &ir[b].args;
            // Generic form labels an empty block, else the region would read as blockless.
            let show_label = i > 0
                || (entry_label && !args.is_empty())
                || (self.generic_all && ir.first_op(b).is_none());
            if show_label {
                self.indent -= 1;
                self.newline();
                self.indent += 1;
                let _ = write!(self.out, "^bb{}", self.names.blocks[b.index()]);
                if !args.is_empty() {
                    self.out.push('(');
                    for (k, &a) in args.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        self.value(a);
                        let _ = write!(self.out, ": {}", ir.type_of(a));
                    }
                    self.out.push(')');
                }
                self.out.push(':');
                let list: Vec<String> = preds.get(&b).map_or(Vec::new(), |p| {
                    p.iter().map(|n| format!("^bb{n}")).collect()
                });
                match list.len() {
                    0 if i == 0 => {}
                    0 => self.out.push_str("  // no predecessors"),
                    1 => {
                        let _ = write!(self.out, "  // pred: {}", list[0]);
                    }
                    n => {
                        let _ = write!(self.out, "  // {n} preds: {}", list.join(", "));
                    }
                }
            }
            let last = ir.last_op(b);
            let shared = ir[r].parent == ir.top && self.aside.is_some();
            if shared {
                self.shared_ops();
            }
            for op in ir.ops_in(b).filter(|_| !shared) {
                if implicit(ir, op, terminator, last) && !self.generic_all && !shown {
                    continue;
                }
                self.newline();
                self.op(op);
                self.spill(PIECE);
            }
            // Generic form writes the terminator the parser left implicit,
            // and so does a custom form that shows terminators.
            if let Some(t) = terminator.filter(|_| self.generic_all || shown) {
                if last.is_none_or(|l| !ir.is(l, t)) {
                    self.newline();
                    if self.generic_all {
                        let _ = write!(self.out, "\"{}\"()", t.name());
                        // A terminator with a region (`scf.forall.in_parallel`)
                        // has it, with its empty block.
                        if format(t as usize).required_regions > 0 {
                            self.out.push_str(" ({");
                            self.newline();
                            self.out.push_str("^bb0:");
                            self.newline();
                            self.out.push_str("})");
                        }
                        self.out.push_str(" : () -> ()");
                    } else {
                        self.out.push_str(t.name());
                    }
                    if let Some(locs) = &self.locs {
                        self.out.push_str(&locs.suffix(ir[r].parent));
                    }
                }
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    /// The top region's ops, each group printed here or taken as the
    /// helper printed it, in order.
    fn shared_ops(&mut self) {
        let Some((aside, mut outer)) = self.aside.take() else {
            return;
        };
        for k in 0..aside.len() {
            loop {
                match aside.turn(k) {
                    aside::Turn::Print => {
                        self.group(aside.group(k), &mut outer);
                        break;
                    }
                    aside::Turn::Write(text) => {
                        self.out.push_str(&text);
                        break;
                    }
                    aside::Turn::PrintAside(j) => {
                        let (held, sink) = (std::mem::take(&mut self.out), self.sink.take());
                        self.group(aside.group(j), &mut outer);
                        self.sink = sink;
                        aside.put(j, std::mem::replace(&mut self.out, held));
                    }
                }
            }
            self.spill(PIECE);
        }
    }

    /// Top-level ops, each on a line of its own, their insides named first.
    fn group(&mut self, ops: &[OpId], outer: &mut Outer) {
        for &op in ops {
            self.names.name_inside(self.ir, op, outer);
            self.newline();
            self.op(op);
        }
    }

    fn elems(&mut self, id: OpId, elems: &[Elem], c: &mut Cursor, used: &[&str]) {
        for e in elems {
            match e {
                Elem::Lit(s) => self.out.push_str(s),
                Elem::Optional(inner) => {
                    if present(self.ir, id, inner, c) {
                        self.elems(id, inner, c, used);
                    } else {
                        c.segment += operand_groups(inner);
                        // An empty region left out still takes its place.
                        if inner.contains(&Elem::Region) && c.region < self.ir[id].regions().len() {
                            c.region += 1;
                        }
                    }
                }
                Elem::Operand | Elem::Operands | Elem::TypedOperand => {
                    self.operand_elem(id, e, elems, c)
                }
                Elem::OperandType
                | Elem::OperandTypeAt(_)
                | Elem::OperandTypes
                | Elem::ResultType
                | Elem::ResultTypes
                | Elem::ResultTypeList
                | Elem::FunctionType => self.type_elem(id, e, c),
                Elem::Region | Elem::Regions => self.region_elem(id, e, c),
                Elem::Successor | Elem::SuccessorArgs => {
                    self.successor(id, c.successor, *e == Elem::SuccessorArgs);
                    c.successor += 1;
                }
                Elem::AttrDict | Elem::AttrDictKw => {
                    self.attr_dict(id, *e == Elem::AttrDictKw, used)
                }
                Elem::Attr(def) => self.attr_elem(id, def, c),
                Elem::Scalar(def) => self.scalar_elem(id, def, c),
                Elem::ScalarType(name) => {
                    let _ = match scalar_operand(self.ir, id, name) {
                        Some(i) => write!(self.out, "{}", self.ir.type_of(self.ir[id].operands[i])),
                        None => write!(
                            self.out,
                            "{}",
                            static_scalar(self.ir, id, name).map_or(SCALAR_TYPE, materialized_type)
                        ),
                    };
                }
                Elem::Special(s) => self.special(id, *s, c),
            }
        }
    }

    /// `#name`: the operand holding scalar field `name`, or the constant
    /// printed before the op for its attribute.
    fn scalar_elem(&mut self, id: OpId, def: &AttrDef, c: &mut Cursor) {
        match scalar_operand(self.ir, id, def.name) {
            Some(i) => {
                self.value(self.ir[id].operands[i]);
                c.operand += 1;
            }
            None => {
                let k = materialized_index(self.ir, id, def.name);
                let name = &self.names.materialized(id)[k];
                let _ = write!(self.out, "%{name}");
            }
        }
    }

    /// `%`, `%*` and `%:`: the op's next operand(s).
    fn operand_elem(&mut self, id: OpId, e: &Elem, elems: &[Elem], c: &mut Cursor) {
        let ir = self.ir;
        let o = &ir[id];
        match e {
            Elem::Operand => {
                c.last_single = Some(c.operand);
                self.value(o.operands[c.operand]);
                c.operand += 1;
                c.segment += 1;
            }
            Elem::Operands => {
                let n = operands_in_list(ir, id, elems, c);
                c.last_list = (c.operand..c.operand + n).collect();
                for k in 0..n {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(o.operands[c.operand + k]);
                }
                c.operand += n;
                c.segment += 1;
            }
            _ => {
                let v = o.operands[c.operand];
                c.last_single = Some(c.operand);
                c.operand += 1;
                c.segment += 1;
                self.value(v);
                self.out.push_str(" : ");
                self.value_type(v);
            }
        }
    }

    /// The type elements: operand, result and function types.
    fn type_elem(&mut self, id: OpId, e: &Elem, c: &mut Cursor) {
        let ir = self.ir;
        let o = &ir[id];
        match e {
            Elem::OperandType => {
                if let Some(i) = c.last_single {
                    self.value_type(o.operands[i]);
                }
            }
            Elem::OperandTypeAt(n) => {
                if let Some(&v) = operand_at(*n, o.operands.len()).map(|i| &o.operands[i]) {
                    self.value_type(v);
                }
            }
            Elem::OperandTypes => {
                self.value_types(c.last_list.iter().map(|&i| o.operands[i]));
            }
            Elem::ResultType => {
                if let Some(&r) = o.results.get(c.result) {
                    self.value_type(r);
                    c.result += 1;
                }
            }
            Elem::ResultTypes => {
                self.out.push('(');
                self.value_types(o.results.iter().copied());
                self.out.push(')');
            }
            Elem::ResultTypeList => {
                self.value_types(o.results.iter().copied());
            }
            _ => {
                self.out.push('(');
                self.value_types(o.operands.iter().copied());
                self.out.push_str(") -> ");
                if let [r] = o.results[..] {
                    self.value_type(r);
                } else {
                    self.out.push('(');
                    self.value_types(o.results.iter().copied());
                    self.out.push(')');
                }
            }
        }
    }

    /// `region` (the next region) and `regions` (all the rest, bracketed).
    fn region_elem(&mut self, id: OpId, e: &Elem, c: &mut Cursor) {
        let o = &self.ir[id];
        if *e == Elem::Region {
            if let Some(&r) = o.regions().get(c.region) {
                if !self.out.ends_with(' ') {
                    self.out.push(' ');
                }
                // A signature shows the arguments of the first region only.
                self.region(r, !(c.signature && c.region == 0));
                c.region += 1;
            }
            return;
        }
        self.out.push('[');
        for (k, &r) in o.regions().iter().enumerate().skip(c.region) {
            if k > c.region {
                self.out.push_str(", ");
            }
            self.region(r, true);
        }
        c.region = o.regions().len();
        self.out.push(']');
    }

    /// The attributes the format does not show, as a dictionary.
    fn attr_dict(&mut self, id: OpId, keyword: bool, used: &[&str]) {
        let rest = self
            .ir
            .attrs(id)
            .iter()
            // MLIR's custom forms never show operand segment sizes.
            .filter(|(k, _)| !used.iter().any(|u| k.is(u)) && !k.is(SEGMENT_SIZES));
        if rest.clone().next().is_some() {
            self.out
                .push_str(if keyword { " attributes " } else { " " });
            let _ = write_dict_in(&mut self.out, rest, self.packet_type);
        }
    }

    /// `$name:kind`: an attribute in its custom syntax, or its default.
    fn attr_elem(&mut self, id: OpId, def: &AttrDef, c: &mut Cursor) {
        let ir = self.ir;
        let name = def.name;
        match def.kind {
            _ if ir.attr(id, name).is_some_and(|a| def.holds_operand(a)) => {
                if let Some(&v) = ir[id].operands.get(c.operand) {
                    match TYPED_SCALARS.contains(&(ir[id].name().as_str(), name)) {
                        true => {
                            self.value(v);
                            let _ = write!(self.out, " : {}", ir.type_of(v));
                        }
                        false => self.entry(v, &Type::I32),
                    }
                }
                c.operand += 1;
            }
            Kind::Flag => self.out.push_str(name),
            Kind::Mixed => self.mixed_list(id, name, c),
            Kind::SizesStrides => self.sizes_strides(id, name, c),
            Kind::OptInt(_) => match ir.attr(id, name) {
                Some(a) => self.attr(Kind::Int(crate::ops::IntTy::I32), a, None),
                None => self.out.push('?'),
            },
            kind => match (ir.attr(id, name), shown_default(ir, id, name)) {
                (Some(a), _) => self.attr(kind, a, dense_type(ir, id)),
                (None, Some(Default::Int(v))) => {
                    let _ = write!(self.out, "{v}");
                }
                (None, Some(Default::Bool(b))) => {
                    let _ = write!(self.out, "{b}");
                }
                (None, Some(Default::Str(s))) => {
                    let _ = write_symbol(&mut self.out, s);
                }
                (None, None) => {}
            },
        }
    }

    /// Prints attribute `a` in the custom syntax of `kind`; `ty` is the shaped
    /// type a `dense<...>` initializer takes from its op.
    fn attr(&mut self, kind: Kind, a: &Attr, ty: Option<&Type>) {
        let out = &mut self.out;
        let _ = match (kind, a) {
            (Kind::Int(_) | Kind::OptInt(_), Attr::Int(v, _)) => write_i128(out, *v),
            (Kind::Typed, Attr::Int(v, t)) if *t != IntType::int(1) => write_int_attr(out, *v, *t),
            (Kind::Enum(_), Attr::Enum(k, i)) => write_case(out, k.name(*i)),
            (Kind::TraceEvent | Kind::TraceValue, Attr::Str(s)) if s.contains("::") => {
                write!(out, "{s}")
            }
            (Kind::TraceValue, Attr::Int(v, _)) => write!(out, "{v}"),
            (Kind::SymName, Attr::Str(s)) => write_symbol(out, s),
            (Kind::Device | Kind::Visibility, Attr::Str(s)) => write!(out, "{s}"),
            (Kind::Str, Attr::Str(_)) => write!(out, "{a}"),
            (Kind::Packet, Attr::PacketInfo(t, i)) => {
                write!(out, "{}", PacketFields(*t, *i, self.packet_type))
            }
            (Kind::BdIteration, Attr::BdIteration(it)) => write!(out, "{}", it.params()),
            (
                Kind::Sym(_)
                | Kind::Syms(_)
                | Kind::Packet
                | Kind::BdIteration
                | Kind::TraceBuffer
                | Kind::TraceSlices
                | Kind::Bool
                | Kind::Typed,
                _,
            ) => {
                write!(out, "{a}")
            }
            (Kind::Reassociation, Attr::Array(groups)) => {
                let v: Vec<String> = groups
                    .iter()
                    .map(|g| match g {
                        Attr::Array(items) => {
                            let ints: Vec<String> = items
                                .iter()
                                .map(|x| x.as_int().unwrap_or(0).to_string())
                                .collect();
                            format!("[{}]", ints.join(", "))
                        }
                        _ => String::new(),
                    })
                    .collect();
                write!(out, "[{}]", v.join(", "))
            }
            (Kind::Ints, Attr::Array(items)) => {
                let v: Vec<String> = items
                    .iter()
                    .map(|x| x.as_int().unwrap_or(0).to_string())
                    .collect();
                write!(out, "[{}]", v.join(", "))
            }
            (Kind::Dims, Attr::DimLayouts(d)) => write!(out, "{}", DimsDisplay(d)),
            (Kind::SizesStrides, Attr::DimLayouts(d)) => {
                let list = |f: fn(&(u64, u64)) -> u64| {
                    d.iter()
                        .map(|x| f(x).to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                write!(
                    out,
                    "sizes = [{}] strides = [{}]",
                    list(|x| x.0),
                    list(|x| x.1)
                )
            }
            (Kind::Pads, Attr::PadLayouts(p)) => write!(out, "{}", PadsDisplay(p)),
            (Kind::MergeSlots, Attr::Array(slots)) => {
                let v: Vec<String> = slots
                    .iter()
                    .map(|m| match m {
                        Attr::MergeSlot(m) => m.params(),
                        other => other.to_string(),
                    })
                    .collect();
                write!(out, "[{}]", v.join(", "))
            }
            (Kind::Depth, a @ Attr::Array(_)) => write!(out, "{a}"),
            (Kind::Depth, Attr::Int(v, t)) => write!(out, "{v} : {t}"),
            (Kind::TypeAttr, Attr::Type(t)) => write!(out, "{t}"),
            (Kind::Dense | Kind::GlobalInit, Attr::Dense(d)) => {
                write!(out, "{}", DenseDisplay(&d.lit, ty))
            }
            (Kind::GlobalInit, Attr::Unit) => write!(out, "uninitialized"),
            (Kind::Flag, _) => Ok(()),
            _ => write!(out, "{a}"),
        };
    }

    /// `scf.index_switch`'s result types, then each case's value and region
    /// on a line of its own, then the default region (the op's first).
    fn switch_cases(&mut self, id: OpId, c: &mut Cursor) {
        let ir = self.ir;
        let o = &ir[id];
        if !o.results.is_empty() {
            let tys: Vec<String> = o
                .results
                .iter()
                .map(|&r| ir.type_of(r).to_string())
                .collect();
            let _ = write!(self.out, " -> {}", tys.join(", "));
        }
        let regions = o.regions();
        for (value, &r) in structured::switch_cases(ir, id).iter().zip(&regions[1..]) {
            self.newline();
            let _ = write!(self.out, "case {value} ");
            self.region(r, false);
        }
        if let Some(&default) = regions.first() {
            self.newline();
            self.out.push_str("default ");
            self.region(default, false);
        }
        c.region = regions.len();
    }

    fn special(&mut self, id: OpId, s: Special, c: &mut Cursor) {
        let ir = self.ir;
        let o = &ir[id];
        match s {
            Special::FifoProducer => {
                self.value(o.operands[0]);
                if let Some(Attr::DimLayouts(d)) = ir.attr(id, "dimensionsToStream") {
                    let _ = write!(self.out, " dimensionsToStream {}", DimsDisplay(d));
                }
                c.operand = 1;
            }
            Special::FifoConsumers => {
                let per = match ir.attr(id, "dimensionsFromStreamPerConsumer") {
                    Some(Attr::DimLayoutsPerConsumer(p)) => p.clone(),
                    _ => Vec::new(),
                };
                self.out.push('{');
                for (k, &v) in o.operands.iter().enumerate().skip(1) {
                    if k > 1 {
                        self.out.push_str(", ");
                    }
                    self.value(v);
                    if let Some(d) = per.get(k - 1).filter(|d| !d.is_empty()) {
                        let _ = write!(self.out, " dimensionsFromStream {}", DimsDisplay(d));
                    }
                }
                self.out.push('}');
                c.operand = o.operands.len();
            }
            Special::FifoInit => {
                if let Some(Attr::Array(vals)) = ir.attr(id, "initValues") {
                    let v: Vec<String> = vals.iter().map(|a| a.to_string()).collect();
                    let _ = write!(self.out, " = [{}]", v.join(", "));
                }
            }
            Special::EntryArgs => {
                self.out.push('(');
                if let Some(&b) = o.regions().first().and_then(|&r| ir[r].blocks.first()) {
                    for (k, &a) in ir[b].args.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        self.value(a);
                        let _ = write!(self.out, ": {}", ir.type_of(a));
                    }
                }
                self.out.push(')');
            }
            Special::FuncSignature => {
                let Some(Attr::Type(fn_ty)) = ir.attr(id, "function_type") else {
                    return;
                };
                let Type::Function { inputs, results } = &**fn_ty else {
                    return;
                };
                let entry = o
                    .regions()
                    .first()
                    .and_then(|&r| ir[r].blocks.first())
                    .copied();
                self.out.push('(');
                for (k, t) in inputs.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    match entry.and_then(|b| ir[b].args.get(k).copied()) {
                        Some(a) => {
                            self.value(a);
                            let _ = write!(self.out, ": {t}");
                        }
                        None => {
                            let _ = write!(self.out, "{t}");
                        }
                    }
                }
                self.out.push(')');
                if !results.is_empty() {
                    let r: Vec<String> = results.iter().map(|t| t.to_string()).collect();
                    if r.len() == 1 && !matches!(results[0], Type::Function { .. }) {
                        let _ = write!(self.out, " -> {}", r[0]);
                    } else {
                        let _ = write!(self.out, " -> ({})", r.join(", "));
                    }
                }
            }
            Special::ForHeader => {
                let entry = o
                    .regions()
                    .first()
                    .and_then(|&r| ir[r].blocks.first())
                    .copied();
                let args = entry.map(|b| ir[b].args.clone()).unwrap_or_default();
                if let Some(&iv) = args.first() {
                    self.value(iv);
                }
                self.out.push_str(" = ");
                self.value(o.operands[0]);
                self.out.push_str(" to ");
                self.value(o.operands[1]);
                self.out.push_str(" step ");
                self.value(o.operands[2]);
                self.iter_args(id, args.get(1..).unwrap_or_default(), 3);
                if let Some(&iv) = args.first() {
                    if *ir.type_of(iv) != Type::Index {
                        let _ = write!(self.out, " : {}", ir.type_of(iv));
                    }
                }
                c.operand = o.operands.len();
            }
            Special::AffineForHeader => self.affine_for_header(id, c),
            Special::AffineIndices => self.affine_subscripts(id, c),
            Special::MapOperands => self.map_operands(id, c),
            Special::WhileHeader => self.while_header(id, c),
            Special::SwitchCases => self.switch_cases(id, c),
            Special::ArrowTypes => self.arrow_types(id),
            Special::ParallelHeader => self.parallel_header(id, c),
            Special::Reductions => {
                for (k, &r) in o.regions().iter().enumerate().skip(c.region) {
                    if k > c.region {
                        self.out.push_str(", ");
                    }
                    self.region(r, true);
                }
                c.region = o.regions().len();
            }
            Special::ForallHeader => self.forall_header(id, c),
            Special::PatchOperands => {
                let rest = self.ir[id].operands[c.operand..].to_vec();
                // The register address, then the buffer (the parser's order).
                let (buffers, registers): (Vec<_>, Vec<_>) = rest
                    .into_iter()
                    .partition(|&v| self.ir.type_of(v).is_memref());
                for (word, v) in registers
                    .into_iter()
                    .map(|v| ("addr", v))
                    .chain(buffers.into_iter().map(|v| ("buffer", v)))
                {
                    let _ = write!(self.out, " {word} ");
                    self.value(v);
                    let _ = write!(self.out, " : {}", self.ir.type_of(v));
                }
                c.operand = self.ir[id].operands.len();
            }
            Special::SelectTypes => {
                let o = &self.ir[id];
                if let Some(&cond) = o.operands.first() {
                    if matches!(self.ir.type_of(cond), Type::Vector { .. }) {
                        let _ = write!(self.out, "{}, ", self.ir.type_of(cond));
                    }
                }
                if let Some(&r) = o.results.first() {
                    let _ = write!(self.out, "{}", self.ir.type_of(r));
                }
            }
        }
    }
}

/// The shaped type an op gives its `dense<...>` initializer: a buffer's result
/// type, a global's declared type.
fn dense_type(ir: &Ir, id: OpId) -> Option<&Type> {
    match ir[id].name().as_ref() {
        "aie.buffer" => ir[id].results.first().map(|&r| ir.type_of(r)),
        "memref.global" => match ir.attr(id, "type") {
            Some(Attr::Type(t)) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

/// The attributes a format group prints itself, as the group declares
/// them, nested groups included.
fn group_attrs(elems: &[Elem]) -> Vec<&AttrDef> {
    let mut out = Vec::new();
    for e in elems {
        match e {
            Elem::Attr(d) => out.push(d),
            Elem::Optional(inner) => out.extend(group_attrs(inner)),
            _ => {}
        }
    }
    out
}

/// How many operands the `%*` list at the cursor takes: all remaining ones
/// not claimed by later single operands of the same format.
fn operands_in_list(ir: &Ir, id: OpId, elems: &[Elem], c: &Cursor) -> usize {
    if let Some(sizes) = &c.sizes {
        return sizes.get(c.segment).copied().unwrap_or(0);
    }
    let pos = elems.iter().position(|e| *e == Elem::Operands).unwrap_or(0);
    let later = count_single_operands(&elems[pos + 1..]);
    ir[id].operands.len().saturating_sub(c.operand + later)
}

fn count_single_operands(elems: &[Elem]) -> usize {
    elems
        .iter()
        .map(|e| match e {
            Elem::Operand | Elem::TypedOperand => 1,
            Elem::Optional(inner) => count_single_operands(inner),
            _ => 0,
        })
        .sum()
}

/// Whether an optional group is present: when any attribute in it is (a
/// default-valued one in front of a present one prints its default), else
/// decided by its first operand, region, result or successor element.
fn present(ir: &Ir, id: OpId, group: &[Elem], c: &Cursor) -> bool {
    let o = &ir[id];
    let attrs = group_attrs(group);
    if !attrs.is_empty() {
        return attrs.iter().any(|d| {
            ir.attr(id, d.name).is_some_and(|a| match d.presence {
                // A default-valued attribute at its default is not shown.
                Presence::Default(_) | Presence::Populated(_) => !d.is_default(a),
                _ => true,
            })
        });
    }
    if let (Some(sizes), true) = (&c.sizes, operand_groups(group) > 0) {
        return sizes.get(c.segment).is_some_and(|&n| n > 0);
    }
    for e in group {
        match e {
            Elem::Operand | Elem::TypedOperand | Elem::Operands => {
                return c.operand < o.operands.len()
            }
            // MLIR's custom forms show an optional region only if it has blocks.
            Elem::Region => {
                return o
                    .regions()
                    .get(c.region)
                    .is_some_and(|&r| !ir[r].blocks.is_empty())
            }
            Elem::ResultTypes | Elem::ResultType | Elem::ResultTypeList => {
                return !o.results.is_empty()
            }
            Elem::Successor | Elem::SuccessorArgs => return c.successor < o.successors.len(),
            _ => {}
        }
    }
    false
}

/// Whether op `id` can be printed with this format: every attribute the
/// format needs is there with the right kind, and operand/region/successor
/// counts match. Anything else prints in generic form, so nothing is lost.
fn fits(ir: &Ir, id: OpId, elems: &[Elem]) -> bool {
    let o = &ir[id];
    let segmented = o.name().index().is_some_and(|i| format(i).segmented);
    if segmented && !segments_fit(ir, id, elems) {
        return false;
    }
    let mut need = Needs::default();
    if !count(ir, id, elems, &mut need, true) {
        return false;
    }
    let ops_ok = if need.operand_list {
        o.operands.len() >= need.min_operands
    } else {
        o.operands.len() >= need.min_operands && o.operands.len() <= need.max_operands
    };
    let regions_ok =
        (need.min_regions..=need.max_regions).contains(&o.regions().len()) || need.region_list;
    let succ_ok = (need.min_successors..=need.max_successors).contains(&o.successors.len());
    let results_ok = match o.name().index().map(|i| OPS[i].results) {
        Some(crate::ops::Results::Fixed(t)) => o.results.len() == t.len(),
        Some(crate::ops::Results::None) => o.results.is_empty(),
        // The custom form spells no result type: it must be the one the
        // parser infers.
        Some(r @ crate::ops::Results::OuterProduct) => {
            let inferred = super::build::result_types(ir, id, r, smallvec::SmallVec::new(), None);
            o.results.iter().map(|&v| ir.type_of(v)).eq(inferred.iter())
        }
        _ => true,
    };
    ops_ok && regions_ok && succ_ok && results_ok
}

/// The operand segment sizes of `id`, if it carries them.
fn segment_sizes(ir: &Ir, id: OpId) -> Option<Vec<usize>> {
    match ir.attr(id, SEGMENT_SIZES)? {
        Attr::DenseArray(d) => d
            .vals
            .iter()
            .map(|x| match x {
                DenseLit::Int(n) => usize::try_from(*n).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Whether the segment sizes of `id` match its operands and `elems`: one
/// size per operand group, one operand per single group, at most one per
/// optional one.
fn segments_fit(ir: &Ir, id: OpId, elems: &[Elem]) -> bool {
    fn walk(elems: &[Elem], sizes: &mut std::slice::Iter<usize>, optional: bool) -> bool {
        elems.iter().all(|e| match e {
            Elem::Optional(inner) => walk(inner, sizes, true),
            Elem::Operands => sizes.next().is_some(),
            e if is_operand(e) => sizes
                .next()
                .is_some_and(|&n| n == 1 || (optional && n == 0)),
            _ => true,
        })
    }
    let Some(sizes) = segment_sizes(ir, id) else {
        return false;
    };
    sizes.len() == operand_groups(elems)
        && sizes.iter().sum::<usize>() == ir[id].operands.len()
        && walk(elems, &mut sizes.iter(), false)
}

#[derive(Default)]
struct Needs {
    min_operands: usize,
    max_operands: usize,
    operand_list: bool,
    min_regions: usize,
    max_regions: usize,
    region_list: bool,
    min_successors: usize,
    max_successors: usize,
}

fn count(ir: &Ir, id: OpId, elems: &[Elem], n: &mut Needs, required: bool) -> bool {
    for e in elems {
        match e {
            Elem::Optional(inner) if !count(ir, id, inner, n, false) => {
                return false;
            }
            Elem::Attr(def @ AttrDef { name, kind, .. }) => match ir.attr(id, name) {
                Some(a) if def.holds_operand(a) => {
                    n.min_operands += 1;
                    n.max_operands += 1;
                }
                Some(a) if !prints_custom(*kind, a) => return false,
                None if required
                    && !matches!(kind, Kind::OptInt(_))
                    && ir.kind(id).and_then(|k| attr_default(k, name)).is_none() =>
                {
                    return false
                }
                Some(a) if *kind == Kind::Mixed => {
                    let k = structured::dynamic_entries(a);
                    n.min_operands += k;
                    n.max_operands += k;
                }
                Some(Attr::DimLayouts(d)) if *kind == Kind::SizesStrides => {
                    let k = structured::dynamic_dims(d);
                    n.min_operands += k;
                    n.max_operands += k;
                }
                _ => {}
            },
            Elem::Operand | Elem::TypedOperand => {
                n.max_operands += 1;
                n.min_operands += required as usize;
            }
            Elem::Scalar(AttrDef { name, .. }) if ir.attr(id, name).is_none() => {
                n.max_operands += 1;
                n.min_operands += static_scalar(ir, id, name).is_none() as usize;
            }
            Elem::Operands => n.operand_list = true,
            Elem::Region => {
                n.max_regions += 1;
                n.min_regions += required as usize;
            }
            Elem::Regions => n.region_list = true,
            Elem::Successor | Elem::SuccessorArgs => {
                n.max_successors += 1;
                n.min_successors += required as usize;
            }
            Elem::Special(Special::FifoProducer) => {
                n.max_operands += 1;
                n.min_operands += 1;
            }
            // At most a register address and a buffer, not two of either
            // (after `arg_plus`'s operand, if it has one).
            Elem::Special(Special::PatchOperands) => {
                let scalar = usize::from(
                    ir.attr(id, crate::ops::views::NpuAddressPatch::ARG_PLUS)
                        .is_none(),
                );
                let rest = ir[id].operands.get(scalar..).unwrap_or_default();
                let memrefs = rest.iter().filter(|&&v| ir.type_of(v).is_memref()).count();
                if memrefs > 1 || rest.len() - memrefs > 1 {
                    return false;
                }
                n.max_operands += 2;
            }
            Elem::Special(Special::FifoConsumers | Special::MapOperands | Special::WhileHeader) => {
                n.operand_list = true
            }
            Elem::Special(Special::AffineForHeader) if !structured::prints_bounds(ir, id) => {
                return false;
            }
            Elem::Special(Special::AffineIndices) if structured::map_of(ir, id).is_none() => {
                return false;
            }
            Elem::Special(Special::AffineForHeader | Special::AffineIndices) => {
                n.operand_list = true;
            }
            Elem::Special(Special::ForHeader) => {
                n.operand_list = true;
                n.min_operands += 3;
            }
            Elem::Special(Special::ParallelHeader) => {
                if crate::ops::structured::parallel_groups(ir, id).is_none() {
                    return false;
                }
                n.operand_list = true;
            }
            Elem::Special(Special::ForallHeader) => {
                // Lists of one length, a body taking the induction variables
                // and an argument per output, a result per output: or the
                // custom form would lose or misplace them.
                let args = ir.entry_block(id, 0).map(|b| ir[b].args.len());
                let fits = crate::ops::structured::forall_lists(ir, id).is_some_and(|(l, g)| {
                    l.iter().all(|x| x.len() == l[0].len())
                        && g[3].len() == ir[id].results.len()
                        && args == Some(l[0].len() + g[3].len())
                });
                if !fits {
                    return false;
                }
                n.operand_list = true;
            }
            Elem::Special(Special::Reductions) => n.region_list = true,
            // One region per case after the default one.
            Elem::Special(Special::SwitchCases) => {
                let cases = structured::switch_cases(ir, id).len();
                if ir
                    .attr(id, "cases")
                    .is_some_and(|a| !matches!(a, Attr::DenseArray(_)))
                    || ir[id].regions().len() != cases + 1
                {
                    return false;
                }
                n.region_list = true;
            }
            Elem::Special(Special::FuncSignature)
                if !matches!(
                    ir.attr(id, "function_type"),
                    Some(Attr::Type(t)) if matches!(**t, Type::Function { .. })
                ) =>
            {
                return false;
            }
            _ => {}
        }
    }
    true
}

/// The default attribute `name` of `id` reads as when absent (a
/// `DefaultValuedAttr` or `DefaultValuedOptionalAttr`).
fn shown_default(ir: &Ir, id: OpId, name: &str) -> Option<Default> {
    match ir.kind(id).and_then(|k| attr_def(k, name))?.presence {
        Presence::Default(d) | Presence::Fallback(d) | Presence::Populated(d) => Some(d),
        _ => None,
    }
}

/// The custom format `id` prints in, if any: its April 2026 one when asked
/// for and its scalar fields are all attributes, else its current one, where
/// the op fits it.
pub(super) fn custom_format(ir: &Ir, id: OpId, april: bool) -> Option<&'static Format> {
    let i = ir[id].name().index().filter(|&i| !OPS[i].generic_only())?;
    let april =
        april_format(i).filter(|f| april && all_scalars_static(ir, id) && fits(ir, id, f.elems));
    april.or_else(|| Some(format(i)).filter(|f| fits(ir, id, f.elems)))
}

/// Whether every scalar field of `id` is an attribute (or absent with a
/// default), none an operand.
fn all_scalars_static(ir: &Ir, id: OpId) -> bool {
    scalar_defs(ir, id).all(|d| scalar_operand(ir, id, d.name).is_none())
}

/// The scalar fields of `id`'s current format, in order.
fn scalar_defs(ir: &Ir, id: OpId) -> impl Iterator<Item = &'static AttrDef> {
    let captures = ir[id]
        .name()
        .index()
        .map_or(&[][..], |i| &format(i).captures[..]);
    captures.iter().filter_map(|e| match e {
        Elem::Scalar(d) => Some(d),
        _ => None,
    })
}

/// The value of scalar field `name` of `id` when it is no operand: its
/// attribute, else its default.
fn static_scalar(ir: &Ir, id: OpId, name: &str) -> Option<i128> {
    if scalar_operand(ir, id, name).is_some() {
        return None;
    }
    match (ir.attr(id, name), shown_default(ir, id, name)) {
        (Some(Attr::Int(v, _)), _) => Some(*v),
        (None, Some(Default::Int(v))) => Some(v),
        _ => None,
    }
}

/// Whether a format `id` may print with has scalar fields (which the
/// printer may write as constants before it): none, and there is nothing
/// to name before the op.
pub(super) fn has_scalar_fields(ir: &Ir, id: OpId) -> bool {
    let Some(i) = ir[id].name().index() else {
        return false;
    };
    let scalars = |f: &Format| f.captures.iter().any(|e| matches!(e, Elem::Scalar(_)));
    scalars(format(i)) || april_format(i).is_some_and(scalars)
}

/// The values of the scalar fields `id` prints as constants before itself
/// in `fmt`, in format order, as `i32` values (`0xFFFFFFFF` is `-1`).
pub(super) fn static_scalars(ir: &Ir, id: OpId, fmt: &Format) -> Vec<(i128, Type)> {
    fmt.captures
        .iter()
        .filter_map(|e| match e {
            Elem::Scalar(d) => static_scalar(ir, id, d.name),
            _ => None,
        })
        .map(|v| {
            let ty = materialized_type(v);
            (signless_value(v, &ty), ty)
        })
        .collect()
}

/// The position of scalar field `name` among the constants printed for `id`.
fn materialized_index(ir: &Ir, id: OpId, name: &str) -> usize {
    scalar_defs(ir, id)
        .take_while(|d| d.name != name)
        .filter(|d| static_scalar(ir, id, d.name).is_some())
        .count()
}

/// Whether `a` can be printed in the custom syntax of `kind`: an enum case
/// given by its value (generic form) and an integer of another type cannot.
fn prints_custom(kind: Kind, a: &Attr) -> bool {
    kind.admits(a)
        && match (kind, a) {
            (Kind::Enum(_), Attr::Int(..)) => false,
            // The custom form spells no type: the attribute must have the
            // format's (`2 : i16` as a lock id prints in generic form).
            (Kind::Int(t) | Kind::OptInt(t), Attr::Int(_, ty)) => *ty == t.ty(),
            _ => true,
        }
}

/// An enum case as MLIR prints it: bare when it is an identifier, else
/// quoted (`"Event-Time"`).
fn write_case(out: &mut String, name: &str) -> std::fmt::Result {
    if is_bare_id(name) {
        out.push_str(name);
        Ok(())
    } else {
        write_string(out, name)
    }
}

#[cfg(test)]
mod tests {
    use super::{alias_maps, print_styled, print_styled_to, Style, PIECE};

    /// A function whose body region has no block is a declaration, printed
    /// without a body, as MLIR prints it (the parser gives it no region).
    #[test]
    fn an_empty_optional_region_is_not_printed() {
        let mut ir = crate::parse("module {\n  func.func private @f(i32)\n}\n").expect("parses");
        let f = *ir.walk(ir.top).last().expect("the function");
        assert!(ir[f].regions().is_empty());
        ir.add_region(f);
        assert_eq!(
            print_styled(&ir, ir.top, Style::default()),
            "module {\n  func.func private @f(i32)\n}\n"
        );
    }

    /// A module of `n` constants in a function, with `extra` before them.
    fn constants(n: usize, extra: &str) -> crate::Ir {
        let body: String = (0..n)
            .map(|i| format!("    %c{i} = arith.constant {i} : i32\n"))
            .collect();
        let text = format!("module {{\n  func.func @f() {{\n{extra}{body}    return\n  }}\n}}\n");
        crate::parse(&text).expect("parses")
    }

    #[test]
    fn printed_as_it_goes_as_printed_whole() {
        let map = "    %m = memref.alloc() : memref<4xi32, affine_map<(d0) -> (d0 + 1)>>\n";
        for extra in ["", map] {
            let ir = constants(4000, extra);
            let whole = print_styled(&ir, ir.top, Style::default());
            assert!(whole.len() > 2 * PIECE);
            assert_eq!(whole.contains("#map = "), !extra.is_empty());
            let mut streamed = Vec::new();
            print_styled_to(&ir, ir.top, Style::default(), &mut streamed).expect("written");
            assert_eq!(String::from_utf8(streamed).expect("UTF-8"), whole);
        }
    }

    #[test]
    fn maps_get_aliases_outside_strings_only() {
        let text = "x {m = affine_map<(d0) -> (d0)>, s = \"affine_map<\\\"é\\\\\", n = affine_map<(d0) -> (d0)>, o = affine_map<(d0, d1) -> (d1)>}\n";
        assert_eq!(
            alias_maps(text.to_string()),
            "#map = affine_map<(d0) -> (d0)>\n#map1 = affine_map<(d0, d1) -> (d1)>\nx {m = #map, s = \"affine_map<\\\"é\\\\\", n = #map, o = #map1}\n"
        );
    }

    #[test]
    fn text_without_maps_is_returned_as_is() {
        let text = "a \"b\\\"\" ä\n".to_string();
        assert_eq!(alias_maps(text.clone()), text);
    }
}
