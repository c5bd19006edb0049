//! Generates the Rust code derived from the op table: `ops/parsed.rs` (the
//! table's notation read: formats and attribute declarations),
//! `ir/op_kind.rs` (the [`OpKind`](crate::ir::OpKind) enum), `ir/cases.rs`
//! (a typed enum per [`EnumKind`]) and `ops/views.rs` (a typed view and
//! builder per op). The files are checked in; the test below fails when
//! they are stale and rewrites them with `UPDATE_VIEWS=1`; it fails naming
//! the entry when an entry of the table is malformed ([`super::notation`]).

use super::format::{declared, Elem};
use super::notation::{entries, Entry};
use super::signature::{Arity, Ods, OdsArgKind};
use super::uses::Uses;
use super::{AttrDef, Bounds, Default, IntTy, Kind, Presence, OPS};
use crate::ir::EnumKind;
use std::fmt::Write;

const HEADER: &str =
    "// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.\n\
// Regenerate: UPDATE_VIEWS=1 cargo test -p dialect views_are_current\n\n";

/// `aie.objectfifo.link` → `ObjectfifoLink`; ops of other dialects than
/// `aie`/`aiex` keep their dialect (`arith.addi` → `ArithAddi`).
pub(super) fn type_name(op: &str) -> String {
    let short = op
        .strip_prefix("aie.")
        .or_else(|| op.strip_prefix("aiex."))
        .unwrap_or(op);
    short.split(['.', '_']).map(capitalize).collect()
}

fn capitalize(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// `lockID` → `lock_id`, `objFifo_name` → `obj_fifo_name`; Rust keywords and
/// the builder's own methods (`map`) get an `_attr` suffix.
fn method_name(attr: &str) -> String {
    let out = snake(attr);
    match out.as_str() {
        "type" | "loop" | "move" | "ref" | "use" | "in" | "fn" | "mod" | "map" => out + "_attr",
        _ => out,
    }
}

/// The constant holding attribute `attr`'s name: `lockID` → `LOCK_ID`.
fn const_name(attr: &str) -> String {
    snake(attr).to_uppercase()
}

/// `lockID` → `lock_id`, `aiex.reserved_bd_ids` → `aiex_reserved_bd_ids`.
fn snake(attr: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for ch in attr.chars() {
        if ch.is_ascii_uppercase() && prev_lower {
            out.push('_');
        }
        prev_lower = ch.is_ascii_lowercase() || ch.is_ascii_digit();
        // A dialect-prefixed name (`aiex.reserved_bd_ids`): `_` for the dot.
        out.push(if ch == '.' {
            '_'
        } else {
            ch.to_ascii_lowercase()
        });
    }
    out
}

/// A case spelling as a variant name: `eq` → `Eq`, `S2MM` stays,
/// `Event-Time` → `EventTime`, `AND_NOT` → `ANDNOT`.
fn case_name(spelling: &str) -> String {
    spelling.split(['-', '_']).map(capitalize).collect()
}

/// How values of a kind look in Rust: the getter's type and conversion of
/// `a: &Attr`, the setter's type and conversion of `v`.
struct Conv {
    get_ty: String,
    get: String,
    set_ty: String,
    set: String,
}

fn conv(kind: Kind) -> Conv {
    let c = |g: &str, gx: &str, s: &str, sx: &str| Conv {
        get_ty: g.into(),
        get: gx.into(),
        set_ty: s.into(),
        set: sx.into(),
    };
    match kind {
        Kind::Int(IntTy::UI64) | Kind::OptInt(IntTy::UI64) => c(
            "u64",
            "access::uint(a)",
            "u64",
            "access::uint_attr(v, IntTy::UI64)",
        ),
        Kind::Int(t) | Kind::OptInt(t) => c(
            "i64",
            "access::int(a)",
            "i64",
            &format!("access::int_attr(v, IntTy::{t:?})"),
        ),
        Kind::Enum(k) => {
            let t = k.type_name();
            c(
                t,
                &format!("access::case::<{t}>(a)"),
                t,
                "access::case_attr(v)",
            )
        }
        Kind::Sym(_) => c("&str", "access::sym(a)", "&str", "Attr::sym(v)"),
        Kind::Syms(_) => c(
            "Vec<&str>",
            "access::syms(a)",
            "&[&str]",
            "access::syms_attr(v)",
        ),
        Kind::SymName | Kind::Str | Kind::Device | Kind::Visibility | Kind::TraceEvent => {
            c("&str", "access::str(a)", "&str", "access::str_attr(v)")
        }
        Kind::Ints => c(
            "Vec<i64>",
            "access::ints(a)",
            "&[i64]",
            "access::ints_attr(v)",
        ),
        Kind::Mixed => c(
            "Vec<i64>",
            "access::dense_ints(a)",
            "&[i64]",
            "access::dense_ints_attr(v, IntTy::I64)",
        ),
        Kind::AffineMap => c(
            "AffineMap",
            "access::affine_map(a)",
            "&AffineMap",
            "access::affine_map_attr(v)",
        ),
        Kind::Reassociation => c(
            "Vec<Vec<i64>>",
            "access::reassociation(a)",
            "&[Vec<i64>]",
            "access::reassociation_attr(v)",
        ),
        Kind::DenseInts(t) => c(
            "Vec<i64>",
            "access::dense_ints(a)",
            "&[i64]",
            &format!("access::dense_ints_attr(v, IntTy::{t:?})"),
        ),
        Kind::Dims | Kind::SizesStrides => c(
            "&[(u64, u64)]",
            "access::dims(a)",
            "Vec<(u64, u64)>",
            "Attr::DimLayouts(v)",
        ),
        Kind::DimsPerConsumer => c(
            "&[Vec<(u64, u64)>]",
            "access::dims_per_consumer(a)",
            "Vec<Vec<(u64, u64)>>",
            "Attr::DimLayoutsPerConsumer(v)",
        ),
        Kind::Pads => c(
            "&[(u64, u64)]",
            "access::pads(a)",
            "Vec<(u64, u64)>",
            "Attr::PadLayouts(v)",
        ),
        Kind::Packet => c(
            "(u64, u64)",
            "access::packet(a)",
            "(u64, u64)",
            "Attr::PacketInfo(v.0, v.1)",
        ),
        Kind::BdIteration => c(
            "BdIteration",
            "access::bd_iteration(a)",
            "BdIteration",
            "Attr::BdIteration(v)",
        ),
        Kind::TraceBuffer => c(
            "TraceBuffer",
            "access::trace_buffer(a)",
            "TraceBuffer",
            "Attr::TraceBuffer(v)",
        ),
        Kind::TraceSlices => c(
            "Vec<&TraceSlice>",
            "access::trace_slices(a)",
            "&[TraceSlice]",
            "access::trace_slices_attr(v)",
        ),
        Kind::MergeSlots => c(
            "Vec<MergeSlot>",
            "access::merge_slots(a)",
            "&[MergeSlot]",
            "access::merge_slots_attr(v)",
        ),
        Kind::TypeAttr => c("&Type", "access::type_attr(a)", "Type", "Attr::ty(v)"),
        Kind::Bool => c("bool", "access::bool(a)", "bool", "Attr::Bool(v)"),
        Kind::Flag => c("bool", "true", "bool", "Attr::Unit"),
        Kind::Depth
        | Kind::Dense
        | Kind::Typed
        | Kind::GlobalInit
        | Kind::Any
        | Kind::TraceValue => c("&Attr", "a", "Attr", "v"),
    }
}

/// The Rust value of default `d` of an attribute of `kind`: an enum's case
/// (`TraceShimRouting::ALL[0]`), else its literal.
fn default_value(kind: Kind, d: Default) -> String {
    match (kind, d) {
        (Kind::Enum(k), Default::Str(s)) => {
            let idx = k
                .lookup(s)
                .unwrap_or_else(|| panic!("op table: `{s}` is no case of {}", k.type_name()));
            format!("{}::ALL[{idx}]", k.type_name())
        }
        _ => default_literal(d),
    }
}

fn default_literal(d: Default) -> String {
    match d {
        Default::Int(v) => v.to_string(),
        Default::Bool(b) => b.to_string(),
        Default::Str(s) => format!("{s:?}"),
    }
}

fn describe(def: &AttrDef) -> String {
    let presence = match def.presence {
        Presence::Required => "required".to_string(),
        Presence::Optional => "optional".to_string(),
        Presence::Default(d) | Presence::Fallback(d) | Presence::Populated(d) => {
            format!("default {}", default_literal(d))
        }
    };
    let targets: Vec<_> = def
        .kind
        .symbol_targets()
        .map(|t| format!("`{t}`"))
        .collect();
    let resolves = if targets.is_empty() {
        String::new()
    } else {
        format!(", naming {}", targets.join(" or "))
    };
    format!(
        "`{}`: {}{resolves} ({presence}).",
        def.name,
        def.kind.describe()
    )
}

/// The generated code of one view: the view's items, the builder's methods.
#[derive(Default)]
struct ViewCode {
    view: String,
    builder: String,
}

impl ViewCode {
    /// Adds item `code` of the view if the workspace spells `name`.
    fn item(&mut self, uses: &Uses, name: &str, code: String) {
        if uses.spelt(name) {
            self.view.push_str(&code);
        }
    }

    /// Adds builder method `name`, `code`, if the workspace spells it.
    fn method(&mut self, uses: &Uses, name: &str, code: String) {
        if uses.spelt(name) {
            self.builder.push_str(&code);
        }
    }
}

/// The name constant, getter, setter and builder method of one attribute,
/// those the workspace uses.
fn attr_methods(def: &AttrDef, uses: &Uses, out: &mut ViewCode) {
    let m = method_name(def.name);
    let n = def.name;
    let c = conv(def.kind);
    let doc = describe(def);
    let set = &c.set;
    let constant = const_name(n);
    out.item(
        uses,
        &constant,
        format!("    /// The name of `{n}` (for messages).\n    pub const {constant}: &'static str = {n:?};\n"),
    );
    let setter = format!("set_{m}");
    if def.kind == Kind::Flag {
        out.item(
            uses,
            &m,
            format!("    /// {doc}\n    pub fn {m}(self, ir: &Ir) -> bool {{\n        ir.attr(self.0, {n:?}).is_some()\n    }}\n"),
        );
        out.item(
            uses,
            &setter,
            format!("    /// Sets `{n}` or (for `false`) removes it.\n    pub fn {setter}(self, ir: &mut Ir, on: bool) {{\n        access::set_flag(ir, self.0, {n:?}, on)\n    }}\n"),
        );
        out.method(
            uses,
            &m,
            format!("    /// {doc}\n    pub fn {m}(self, on: bool) -> Self {{\n        if on {{ self.attr({n:?}, Attr::Unit) }} else {{ self }}\n    }}\n"),
        );
        return;
    }
    if def.scalar {
        return scalar_methods(def, &c, &doc, uses, out);
    }
    if def.runtime.any() {
        return run_time_methods(def, &c, &doc, uses, out);
    }
    let (ret, body) = match def.presence {
        Presence::Required => (
            c.get_ty.clone(),
            format!(
                "let a = access::required(ir, self.0, {n:?});\n        {}",
                c.get
            ),
        ),
        Presence::Optional => (
            format!("Option<{}>", c.get_ty),
            format!("ir.attr(self.0, {n:?}).map(|a| {})", c.get),
        ),
        Presence::Default(d) | Presence::Fallback(d) | Presence::Populated(d) => (
            c.get_ty.clone(),
            format!(
                "ir.attr(self.0, {n:?}).map_or({}, |a| {})",
                default_value(def.kind, d),
                c.get
            ),
        ),
    };
    out.item(
        uses,
        &m,
        format!(
            "    /// {doc}\n    pub fn {m}(self, ir: &Ir) -> {ret} {{\n        {body}\n    }}\n"
        ),
    );
    out.item(
        uses,
        &setter,
        format!(
            "    /// Sets `{n}`.\n    pub fn {setter}(self, ir: &mut Ir, v: {}) {{\n        ir.set_attr(self.0, {n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
    if matches!(def.presence, Presence::Optional) {
        let remover = format!("remove_{m}");
        out.item(
            uses,
            &remover,
            format!("    /// Removes `{n}`.\n    pub fn {remover}(self, ir: &mut Ir) {{\n        ir.remove_attr(self.0, {n:?});\n    }}\n"),
        );
    }
    out.method(
        uses,
        &m,
        format!(
            "    /// {doc}\n    pub fn {m}(self, v: {}) -> Self {{\n        self.attr({n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
}

/// The getter, setter and builder method of a scalar field (an attribute or
/// a constant operand), those the workspace uses.
fn scalar_methods(def: &AttrDef, c: &Conv, doc: &str, uses: &Uses, out: &mut ViewCode) {
    let (m, n, set) = (method_name(def.name), def.name, &c.set);
    let Kind::Int(t) = def.kind else {
        panic!("op table: scalar field `{n}` is not an integer");
    };
    let (ret, body) = match def.presence {
        // A required one too may be a value known only at run time, or a
        // BD id drawn from the pool, which the verifier lets through.
        Presence::Required | Presence::Optional => (
            "Option<i64>".to_string(),
            format!("access::scalar(ir, self.0, {n:?}, IntTy::{t:?})"),
        ),
        Presence::Default(d) | Presence::Fallback(d) | Presence::Populated(d) => (
            "i64".to_string(),
            format!(
                "access::scalar(ir, self.0, {n:?}, IntTy::{t:?}).unwrap_or({})",
                default_literal(d)
            ),
        ),
    };
    let run_time = if def.runtime.any() {
        " (None: known only at run time)"
    } else {
        ""
    };
    out.item(
        uses,
        &m,
        format!("    /// {doc} An attribute or a constant operand{run_time}.\n    pub fn {m}(self, ir: &Ir) -> {ret} {{\n        {body}\n    }}\n"),
    );
    let setter = format!("set_{m}");
    out.item(
        uses,
        &setter,
        format!(
            "    /// Sets `{n}` as an attribute, dropping the operand that held it.\n    pub fn {setter}(self, ir: &mut Ir, v: {}) {{\n        access::set_scalar(ir, self.0, {n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
    let operand = format!("{m}_operand");
    out.item(
        uses,
        &operand,
        format!("    /// The operand holding `{n}`, if an operand holds it.\n    pub fn {operand}(self, ir: &Ir) -> Option<ValueId> {{\n        access::scalar_value(ir, self.0, {n:?})\n    }}\n"),
    );
    let set_operand = format!("set_{m}_operand");
    out.item(
        uses,
        &set_operand,
        format!("    /// Makes the operand `v` hold `{n}`.\n    pub fn {set_operand}(self, ir: &mut Ir, v: ValueId) {{\n        access::set_scalar_operand(ir, self.0, {n:?}, v)\n    }}\n"),
    );
    out.method(
        uses,
        &m,
        format!(
            "    /// {doc}\n    pub fn {m}(self, v: {}) -> Self {{\n        self.attr({n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
}

/// The getter, setter and builder method of an integer attribute that may
/// be a value known only at run time (`$name:kind~`), those the workspace
/// uses.
fn run_time_methods(def: &AttrDef, c: &Conv, doc: &str, uses: &Uses, out: &mut ViewCode) {
    let (m, n, set) = (method_name(def.name), def.name, &c.set);
    let get = format!("access::int_or_value(ir, self.0, {n:?})");
    let (ret, body) = match def.presence {
        Presence::Required | Presence::Optional => ("Option<IntOrValue>".to_string(), get),
        Presence::Default(d) | Presence::Fallback(d) | Presence::Populated(d) => (
            "IntOrValue".to_string(),
            format!("{get}.unwrap_or(IntOrValue::Int({}))", default_literal(d)),
        ),
    };
    out.item(
        uses,
        &m,
        format!("    /// {doc} An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).\n    pub fn {m}(self, ir: &Ir) -> {ret} {{\n        {body}\n    }}\n"),
    );
    let operand = format!("{m}_operand");
    out.item(
        uses,
        &operand,
        format!("    /// The operand holding `{n}`, if an operand holds it.\n    pub fn {operand}(self, ir: &Ir) -> Option<ValueId> {{\n        access::dynamic_value(ir, self.0, {n:?})\n    }}\n"),
    );
    let setter = format!("set_{m}");
    out.item(
        uses,
        &setter,
        format!(
            "    /// Sets `{n}` to an integer, dropping the operand that held it.\n    pub fn {setter}(self, ir: &mut Ir, v: {}) {{\n        access::set_int_or_value(ir, self.0, {n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
    out.method(
        uses,
        &m,
        format!(
            "    /// {doc} An integer.\n    pub fn {m}(self, v: {}) -> Self {{\n        self.attr({n:?}, {set})\n    }}\n",
            c.set_ty
        ),
    );
}

/// The table's entries read, or the test fails naming the malformed one.
fn read_table() -> Vec<Entry> {
    entries().unwrap_or_else(|e| panic!("{e}"))
}

/// A default value as Rust.
fn default_code(d: Default) -> String {
    match d {
        Default::Int(v) => format!("Default::Int({v})"),
        Default::Bool(b) => format!("Default::Bool({b})"),
        Default::Str(s) => format!("Default::Str({s:?})"),
    }
}

/// A kind as Rust.
fn kind_code(k: Kind) -> String {
    match k {
        Kind::Int(t) => format!("Kind::Int(IntTy::{t:?})"),
        Kind::OptInt(t) => format!("Kind::OptInt(IntTy::{t:?})"),
        Kind::DenseInts(t) => format!("Kind::DenseInts(IntTy::{t:?})"),
        Kind::Enum(e) => format!("Kind::Enum(EnumKind::{e:?})"),
        Kind::Sym(t) => format!("Kind::Sym({t:?})"),
        Kind::Syms(t) => format!("Kind::Syms({t:?})"),
        k => format!("Kind::{k:?}"),
    }
}

/// An attribute declaration as Rust.
fn attr_code(d: &AttrDef) -> String {
    let presence = match d.presence {
        Presence::Required => "Presence::Required".to_string(),
        Presence::Optional => "Presence::Optional".to_string(),
        Presence::Default(v) => format!("Presence::Default({})", default_code(v)),
        Presence::Fallback(v) => format!("Presence::Fallback({})", default_code(v)),
        Presence::Populated(v) => format!("Presence::Populated({})", default_code(v)),
    };
    let bounds = match d.bounds {
        Some(Bounds { min, max }) => format!("Some(Bounds {{ min: {min}, max: {max:?} }})"),
        None => "None".to_string(),
    };
    format!(
        "AttrDef {{ name: {:?}, kind: {}, presence: {presence}, bounds: {bounds}, scalar: {}, runtime: RunTime::{:?} }}",
        d.name,
        kind_code(d.kind),
        d.scalar,
        d.runtime
    )
}

/// The elements `elems` as the lines of a Rust slice, indented by `depth`.
fn elems_code(elems: &[Elem], depth: usize, out: &mut String) {
    let pad = "    ".repeat(depth);
    for e in elems {
        let code = match e {
            Elem::Lit(s) => format!("Lit({s:?})"),
            Elem::Attr(d) => format!("Attr({})", attr_code(d)),
            Elem::Scalar(d) => format!("Scalar({})", attr_code(d)),
            Elem::ScalarType(n) => format!("ScalarType({n:?})"),
            Elem::OperandTypeAt(n) => format!("OperandTypeAt({n})"),
            Elem::Special(s) => format!("Special(Special::{s:?})"),
            Elem::Optional(inner) => {
                let _ = writeln!(out, "{pad}Optional(&[");
                elems_code(inner, depth + 1, out);
                let _ = writeln!(out, "{pad}]),");
                continue;
            }
            e => format!("{e:?}"),
        };
        let _ = writeln!(out, "{pad}{code},");
    }
}

/// A slice of `items` as Rust, one item a line indented by `pad` (`&[]` if
/// empty).
fn slice_code(items: &[String], pad: &str) -> String {
    if items.is_empty() {
        return "&[]".into();
    }
    let lines: String = items.iter().map(|i| format!("{pad}    {i},\n")).collect();
    format!("&[\n{lines}{pad}]")
}

/// An argument's kind as Rust.
fn arg_kind_code(kind: OdsArgKind) -> String {
    let arity = |a: Arity| format!("Arity::{a:?}");
    match kind {
        OdsArgKind::Operand { arity: n, field } => format!(
            "OdsArgKind::Operand {{ arity: {}, field: {} }}",
            arity(n),
            field.map_or("None".into(), |d| format!("Some({})", attr_code(&d)))
        ),
        OdsArgKind::Attr { def, keyword } => format!(
            "OdsArgKind::Attr {{ def: {}, keyword: {keyword} }}",
            attr_code(&def)
        ),
        OdsArgKind::UnstoredOperand(n) => format!("OdsArgKind::UnstoredOperand({})", arity(n)),
        OdsArgKind::UnstoredAttr { default } => {
            format!("OdsArgKind::UnstoredAttr {{ default: {default:?} }}")
        }
    }
}

/// An ODS signature as Rust, indented by `pad`.
fn ods_code(o: &Ods, pad: &str) -> String {
    let inner = format!("{pad}    ");
    let args: Vec<String> = o
        .args
        .iter()
        .map(|a| {
            format!(
                "OdsArg {{ name: {:?}, kind: {} }}",
                a.name,
                arg_kind_code(a.kind)
            )
        })
        .collect();
    let extra: Vec<String> = o
        .aiec_operands
        .iter()
        .map(|(n, a)| format!("({n:?}, Arity::{a:?})"))
        .collect();
    let results: Vec<String> = o
        .results
        .iter()
        .map(|r| {
            format!(
                "OdsResult {{ name: {:?}, arity: Arity::{:?}, stored: {} }}",
                r.name, r.arity, r.stored
            )
        })
        .collect();
    let fields = [
        ("class_name", format!("{:?}", o.class_name)),
        ("args", slice_code(&args, &inner)),
        ("aiec_operands", slice_code(&extra, &inner)),
        ("results", slice_code(&results, &inner)),
        (
            "inference",
            o.inference
                .map_or("None".into(), |i| format!("Some(Inference::{i:?})")),
        ),
        ("operand_segments", o.operand_segments.to_string()),
        ("result_segments", o.result_segments.to_string()),
        ("regions", format!("&{:?}", o.regions)),
        ("variadic_region", o.variadic_region.to_string()),
        ("successors", format!("&{:?}", o.successors)),
        ("variadic_successor", o.variadic_successor.to_string()),
    ];
    let body: String = fields
        .iter()
        .map(|(name, value)| format!("{inner}{name}: {value},\n"))
        .collect();
    format!("Ods {{\n{body}{pad}}}")
}

/// Opens `static {decl}; n] = [` and writes one `&[...]` per entry of the
/// table, its items by `item` (an empty list on one line).
fn per_entry_lists<'a, T: 'a>(
    s: &mut String,
    decl: &str,
    lists: impl Iterator<Item = &'a [T]>,
    item: impl Fn(&T, &mut String),
) {
    let _ = writeln!(s, "pub(super) static {decl}; {}] = [", OPS.len());
    for (def, list) in OPS.iter().zip(lists) {
        if list.is_empty() {
            s.push_str("    &[],\n");
            continue;
        }
        let _ = writeln!(s, "    // {}\n    &[", def.name);
        for x in list {
            item(x, s);
        }
        s.push_str("    ],\n");
    }
}

/// `ops/parsed.rs`.
pub(super) fn parsed() -> String {
    let entries = read_table();
    let mut s = String::from(HEADER);
    s.push_str(
        "//! The op table's notation read: per entry of [`super::OPS`], in order,\n\
         //! its format's elements, its April syntax's, its older syntaxes', the\n\
         //! attributes of its attribute list, and its ODS signature.\n\n\
         use super::format::Elem::{self, *};\n\
         use super::signature::{Arity, Inference, Ods, OdsArg, OdsArgKind, OdsResult};\n\
         use super::{AttrDef, Bounds, Default, IntTy, Kind, Presence, RunTime, Special};\n\
         use crate::ir::EnumKind;\n",
    );
    let n = entries.len();
    let _ = write!(
        s,
        "\n/// The elements of each format.\npub(super) static FORMATS: [&[Elem]; {n}] = [\n"
    );
    for (def, e) in OPS.iter().zip(&entries) {
        let _ = writeln!(s, "    // {}\n    &[", def.name);
        elems_code(&e.elems, 2, &mut s);
        s.push_str("    ],\n");
    }
    let _ = write!(s, "];\n\n/// The elements of each April 2026 syntax of its own.\npub(super) static APRIL: [Option<&[Elem]>; {n}] = [\n");
    for (def, e) in OPS.iter().zip(&entries) {
        match &e.april {
            Some(april) => {
                let _ = writeln!(s, "    // {}\n    Some(&[", def.name);
                elems_code(april, 2, &mut s);
                s.push_str("    ]),\n");
            }
            None => s.push_str("    None,\n"),
        }
    }
    s.push_str("];\n\n/// The older syntaxes of each entry, newest first.\n");
    let older = entries.iter().map(|e| e.older.as_slice());
    per_entry_lists(&mut s, "OLDER: [&[&[Elem]]", older, |old, s| {
        s.push_str("        &[\n");
        elems_code(old, 3, s);
        s.push_str("        ],\n");
    });
    s.push_str("];\n\n/// The attributes each attribute list declares.\n");
    let attrs = entries.iter().map(|e| e.attrs.as_slice());
    per_entry_lists(&mut s, "ATTRS: [&[AttrDef]", attrs, |a, s| {
        let _ = writeln!(s, "        {},", attr_code(a));
    });
    let _ = write!(
        s,
        "];\n\n/// The ODS signature of each entry.\npub(super) static ODS: [Ods; {n}] = [\n"
    );
    for (def, e) in OPS.iter().zip(&entries) {
        let _ = writeln!(s, "    // {}\n    {},", def.name, ods_code(&e.ods, "    "));
    }
    s.push_str("];\n");
    s
}

/// `ops/views.rs`: the views, accessors and builders `uses` asks for.
pub(super) fn views(uses: &Uses) -> String {
    let entries = read_table();
    let mut body = String::new();
    for (i, def) in OPS.iter().enumerate() {
        let t = type_name(def.name);
        if !uses.view(&t) {
            continue;
        }
        let mut code = ViewCode::default();
        let e = &entries[i];
        for a in &declared(&e.elems, &e.attrs, &e.before()) {
            attr_methods(a, uses, &mut code);
        }
        let built = uses.built(&t);
        let _ = write!(
            body,
            "\n/// `{name}`\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub struct {t}(OpId);\n\n\
             impl View for {t} {{\n    const KIND: OpKind = OpKind::{t};\n    fn op(self) -> OpId {{\n        self.0\n    }}\n    fn wrap(op: OpId) -> Self {{\n        {t}(op)\n    }}\n}}\n",
            name = def.name
        );
        if built {
            code.view.insert_str(
                0,
                &format!("    /// Starts building a `{}`.\n    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, {t}> {{\n        OpBuilder::new(ir, span)\n    }}\n", def.name),
            );
        }
        if !code.view.is_empty() {
            let _ = write!(body, "\nimpl {t} {{\n{}}}\n", code.view);
        }
        if built && !code.builder.is_empty() {
            let _ = write!(body, "\nimpl OpBuilder<'_, {t}> {{\n{}}}\n", code.builder);
        }
    }
    let mut s = String::from(HEADER);
    s.push_str(
        "//! Typed views and builders of the ops of the table the workspace uses:\n\
         //! a view is the op's handle with a getter and setter per declared\n\
         //! attribute; a builder sets them by name-checked methods. Only what\n\
         //! some code uses is generated (ops/uses.rs); to use one that is not\n\
         //! here from the dialect crate itself, first regenerate everything\n\
         //! (UPDATE_VIEWS=all), then trim (UPDATE_VIEWS=1).\n\n\
         #![allow(clippy::all)]\n\n",
    );
    s.push_str(&imports(&body));
    s.push_str(&body);
    s
}

/// The `use` lines the generated `body` needs.
fn imports(body: &str) -> String {
    let spelt = |name: &str| {
        body.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .any(|w| w == name)
    };
    let mut out = String::new();
    for (path, name) in [
        ("super::access", "access"),
        ("super::builder::OpBuilder", "OpBuilder"),
        ("super::IntTy", "IntTy"),
        ("super::IntOrValue", "IntOrValue"),
    ] {
        if spelt(name) {
            let _ = writeln!(out, "use {path};");
        }
    }
    let cases: Vec<&str> = EnumKind::ALL
        .iter()
        .map(|k| k.type_name())
        .filter(|t| spelt(t))
        .collect();
    if !cases.is_empty() {
        let _ = writeln!(out, "use crate::ir::cases::{{{}}};", cases.join(", "));
    }
    let ir: Vec<&str> = [
        "AffineMap",
        "Attr",
        "BdIteration",
        "Ir",
        "MergeSlot",
        "OpId",
        "OpKind",
        "Span",
        "TraceBuffer",
        "TraceSlice",
        "Type",
        "ValueId",
        "View",
    ]
    .into_iter()
    .filter(|t| spelt(t))
    .collect();
    let _ = writeln!(out, "use crate::ir::{{{}}};", ir.join(", "));
    out
}

/// `ir/op_kind.rs`.
pub(super) fn op_kind() -> String {
    let mut s = String::from(HEADER);
    s.push_str(
        "//! Every op of the op table, in table order.\n\n\
         /// An op of the op table.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum OpKind {\n",
    );
    for def in OPS {
        let _ = writeln!(s, "    /// `{}`\n    {},", def.name, type_name(def.name));
    }
    s.push_str("}\n\nimpl OpKind {\n    /// Every kind, in table order.\n");
    let _ = writeln!(s, "    pub const ALL: [OpKind; {}] = [", OPS.len());
    for def in OPS {
        let _ = writeln!(s, "        OpKind::{},", type_name(def.name));
    }
    s.push_str("    ];\n\n    /// Each kind's op name, in table order.\n");
    let _ = writeln!(s, "    const NAMES: [&'static str; {}] = [", OPS.len());
    for def in OPS {
        let _ = writeln!(s, "        \"{}\",", def.name);
    }
    s.push_str("    ];\n\n    /// How many attributes each kind declares, in table order.\n");
    let _ = writeln!(s, "    const ATTR_COUNTS: [u8; {}] = [", OPS.len());
    for i in 0..OPS.len() {
        let _ = writeln!(s, "        {},", super::attr_defs_at(i).len());
    }
    s.push_str("    ];\n\n    /// The names ops had before, with the kind each reads as.\n");
    let former: Vec<(&str, &str)> = OPS
        .iter()
        .flat_map(|d| d.former_names().map(move |f| (f, d.name)))
        .collect();
    let _ = writeln!(
        s,
        "    pub(super) const FORMER_NAMES: [(&'static str, OpKind); {}] = [",
        former.len()
    );
    for (f, name) in former {
        let _ = writeln!(s, "        (\"{f}\", OpKind::{}),", type_name(name));
    }
    s.push_str(
        "    ];\n\n    /// The op's name.\n    pub fn name(self) -> &'static str {\n        \
         Self::NAMES[self as usize]\n    }\n\n    \
         /// How many attributes the op declares.\n    pub fn attr_count(self) -> usize {\n        \
         usize::from(Self::ATTR_COUNTS[self as usize])\n    }\n}\n\n\
         /// Every attribute name some op declares, sorted.\n",
    );
    let mut names: Vec<&str> = (0..OPS.len())
        .flat_map(|i| super::attr_defs_at(i).iter().map(|d| d.name))
        .collect();
    names.sort_unstable();
    names.dedup();
    let _ = writeln!(s, "pub const ATTR_NAMES: [&str; {}] = [", names.len());
    for n in names {
        let _ = writeln!(s, "    \"{n}\",");
    }
    s.push_str("];\n");
    s
}

/// `ir/cases.rs`.
pub(super) fn cases() -> String {
    let mut s = String::from(HEADER);
    s.push_str(
        "//! A typed enum per enumeration of [`super::EnumKind`], its cases in table order.\n\n\
         use super::enums::{EnumKind, TypedEnum};\n",
    );
    for k in EnumKind::ALL {
        let t = k.type_name();
        if let Some(path) = k.target_enum() {
            let _ = write!(
                s,
                "\n/// {}, declared in the `aie-target` crate.\npub use {path};\n\n",
                capitalize(k.describe())
            );
            let _ = write!(s, "{}", typed_enum_impl(t, k));
            continue;
        }
        let names: Vec<String> = k.cases().iter().map(|(n, _)| case_name(n)).collect();
        let _ = write!(
            s,
            "\n/// {}.\n#[allow(clippy::upper_case_acronyms)]\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum {t} {{\n",
            capitalize(k.describe())
        );
        for (n, (spelling, value)) in names.iter().zip(k.cases()) {
            let _ = writeln!(s, "    /// `{spelling}` ({value})\n    {n},");
        }
        let _ = write!(
            s,
            "}}\n\nimpl {t} {{\n    /// Every case.\n    pub const ALL: [{t}; {}] = [{}];\n}}\n\n{}",
            names.len(),
            names
                .iter()
                .map(|n| format!("{t}::{n}"))
                .collect::<Vec<_>>()
                .join(", "),
            typed_enum_impl(t, k)
        );
    }
    s
}

/// `impl TypedEnum` of the typed enum `t` of kind `k`.
fn typed_enum_impl(t: &str, k: EnumKind) -> String {
    format!(
        "impl TypedEnum for {t} {{\n    const KIND: EnumKind = EnumKind::{k:?};\n    fn from_index(index: u8) -> Self {{\n        Self::ALL[usize::from(index)]\n    }}\n    fn index(self) -> u8 {{\n        self as u8\n    }}\n}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::Uses;

    /// Checks (or, with `UPDATE_VIEWS`, rewrites) one generated file.
    fn check(rel: &str, generated: &str) -> bool {
        let path = format!("{}/src/{rel}", env!("CARGO_MANIFEST_DIR"));
        if std::env::var_os("UPDATE_VIEWS").is_some() {
            std::fs::write(&path, generated).expect("write a generated file");
        }
        std::fs::read_to_string(&path).unwrap_or_default() == generated
    }

    /// The views are generated for the uses of the workspace's code, or,
    /// with `UPDATE_VIEWS=all`, every one.
    #[test]
    fn views_are_current() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let uses = match std::env::var("UPDATE_VIEWS").as_deref() {
            Ok("all") => Uses::all(),
            _ => Uses::scan(&root),
        };
        // The other files are generated from the compiled `parsed.rs`: one
        // that was stale (an op added) is written first, and read by the
        // next run.
        let parsed_current = check("ops/parsed.rs", &super::parsed());
        assert!(
            parsed_current && crate::ops::parsed::FORMATS.len() == super::OPS.len(),
            "ops/parsed.rs stale (ops added or removed): run UPDATE_VIEWS=1 cargo test -p dialect views_are_current, then once more"
        );
        let stale: Vec<&str> = [
            ("ops/parsed.rs", super::parsed()),
            ("ir/op_kind.rs", super::op_kind()),
            ("ir/cases.rs", super::cases()),
            ("ops/views.rs", super::views(&uses)),
        ]
        .iter()
        .filter(|(rel, text)| !check(rel, text))
        .map(|(rel, _)| *rel)
        .collect();
        assert!(
            stale.is_empty(),
            "{stale:?} stale: run UPDATE_VIEWS=1 cargo test -p dialect views_are_current"
        );
    }

    #[test]
    fn view_names_are_unique() {
        let mut names: Vec<String> = super::OPS
            .iter()
            .map(|d| super::type_name(d.name))
            .collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len());
    }
}
