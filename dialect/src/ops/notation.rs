//! The op table's notation read ([`super`] describes it): each entry's
//! format, April syntax and attribute list into elements and attribute
//! declarations, which [`super::generate`] writes out as Rust
//! (`ops/parsed.rs`), and every name an entry gives checked against the
//! table. A malformed entry is an error of the generator's test, never of a
//! run of aiec, which reads the parsed declarations only.

use super::format::{declared, records_segments, Elem};
use super::signature::{Arity, Inference, Ods, OdsArg, OdsArgKind, OdsResult};
use super::{
    AttrDef, Bounds, Default, IntTy, Kind, OpDef, Presence, Results, RunTime, Special, OPS,
};
use crate::ir::{EnumKind, MODULE_OP};

/// What is wrong with an entry.
pub(super) type Res<T> = Result<T, String>;

/// One entry read: its format, April syntax (if any), older syntaxes,
/// attribute list and ODS signature.
pub(super) struct Entry {
    pub elems: Vec<Elem>,
    pub april: Option<Vec<Elem>>,
    pub older: Vec<Vec<Elem>>,
    pub attrs: Vec<AttrDef>,
    pub ods: Ods,
}

impl Entry {
    /// The syntaxes before the current one: the April 2026 one, then the
    /// older ones.
    pub fn before(&self) -> Vec<&[Elem]> {
        self.april
            .iter()
            .chain(&self.older)
            .map(Vec::as_slice)
            .collect()
    }
}

/// Every entry of [`OPS`] read and checked; the error names the entry.
pub(super) fn entries() -> Res<Vec<Entry>> {
    OPS.iter()
        .map(|d| entry(d).map_err(|e| format!("op table entry `{}`: {e}", d.name)))
        .collect()
}

fn entry(def: &OpDef) -> Res<Entry> {
    let elems = elems(def.format)?;
    let april = match def.april {
        "" => None,
        text => Some(elems_of(text)?),
    };
    let older = def
        .older
        .iter()
        .map(|t| elems_of(t))
        .collect::<Res<Vec<_>>>()?;
    let attrs = def
        .attrs
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(|w| attr_decl(w, false))
        .collect::<Res<Vec<_>>>()?;
    let ods = signature(def, &elems, &attrs)?;
    let e = Entry {
        elems,
        april,
        older,
        attrs,
        ods,
    };
    check_names(def, &e)?;
    Ok(e)
}

/// The elements of a format (empty: generic form only).
fn elems(text: &'static str) -> Res<Vec<Elem>> {
    match text {
        "" => Ok(Vec::new()),
        t => elems_of(t),
    }
}

fn elems_of(text: &'static str) -> Res<Vec<Elem>> {
    let ws = words(text)?;
    let mut pos = 0;
    parse_elems(&ws, &mut pos, false)
}

/// Whether `name` is an op of the table (or the module, which is not).
fn is_op(name: &str) -> bool {
    name == MODULE_OP || OPS.iter().any(|d| d.name == name)
}

/// Every op an entry names (parents, symbol targets) is an op, and the
/// attributes its traits name are declared.
fn check_names(def: &OpDef, e: &Entry) -> Res<()> {
    let mut declared: Vec<&AttrDef> = Vec::new();
    collect_attrs(&e.elems, &mut declared);
    declared.extend(&e.attrs);
    for old in e.before() {
        collect_attrs(old, &mut declared);
    }
    if let Some(bad) = def.former_names().find(|n| is_op(n)) {
        return Err(format!("former name `{bad}` is an op of the table"));
    }
    let targets = declared.iter().flat_map(|d| d.kind.symbol_targets());
    if let Some(bad) = def.parent_ops().chain(targets).find(|n| !is_op(n)) {
        return Err(format!("`{bad}` is no op of the table"));
    }
    let discardable = def.discardable.into_iter().flat_map(|d| d.split(' '));
    if let Some(bad) = discardable
        .chain(def.int_array)
        .find(|n| !declared.iter().any(|d| d.name == *n))
    {
        return Err(format!("`{bad}` is no attribute of the op"));
    }
    Ok(())
}

fn collect_attrs<'a>(elems: &'a [Elem], out: &mut Vec<&'a AttrDef>) {
    for e in elems {
        match e {
            Elem::Attr(d) | Elem::Scalar(d) => out.push(d),
            Elem::Optional(inner) => collect_attrs(inner, out),
            _ => {}
        }
    }
}

/// The kind spelled `name` (see the notation in [`super`]).
fn kind(name: &'static str) -> Res<Kind> {
    if let Some(targets) = name.strip_prefix("sym(").and_then(|t| t.strip_suffix(')')) {
        return Ok(Kind::Sym(targets));
    }
    if let Some(targets) = name.strip_prefix("syms(").and_then(|t| t.strip_suffix(')')) {
        return Ok(Kind::Syms(targets));
    }
    Ok(match name {
        "i8" => Kind::Int(IntTy::I8),
        "i16" => Kind::Int(IntTy::I16),
        "i32" => Kind::Int(IntTy::I32),
        "i64" => Kind::Int(IntTy::I64),
        "ui8" => Kind::Int(IntTy::UI8),
        "ui32" => Kind::Int(IntTy::UI32),
        "ui64" => Kind::Int(IntTy::UI64),
        "opti32" => Kind::OptInt(IntTy::I32),
        "i32s" => Kind::DenseInts(IntTy::I32),
        "i64s" => Kind::DenseInts(IntTy::I64),
        "sym" => Kind::Sym(""),
        "symname" => Kind::SymName,
        "syms" => Kind::Syms(""),
        "ints" => Kind::Ints,
        "index" => Kind::Int(IntTy::Index),
        "mixed" => Kind::Mixed,
        "affinemap" => Kind::AffineMap,
        "reassoc" => Kind::Reassociation,
        "dims" => Kind::Dims,
        "sizesstrides" => Kind::SizesStrides,
        "dimss" => Kind::DimsPerConsumer,
        "pads" => Kind::Pads,
        "str" => Kind::Str,
        "packet" => Kind::Packet,
        "bditeration" => Kind::BdIteration,
        "tracebuffer" => Kind::TraceBuffer,
        "traceslices" => Kind::TraceSlices,
        "mergeslots" => Kind::MergeSlots,
        "depth" => Kind::Depth,
        "device" => Kind::Device,
        "typeattr" => Kind::TypeAttr,
        "bool" => Kind::Bool,
        "dense" => Kind::Dense,
        "typed" => Kind::Typed,
        "globalinit" => Kind::GlobalInit,
        "flag" => Kind::Flag,
        "visibility" => Kind::Visibility,
        "any" => Kind::Any,
        "event" => Kind::TraceEvent,
        "regvalue" => Kind::TraceValue,
        other => Kind::Enum(
            EnumKind::from_type_name(other)
                .ok_or_else(|| format!("unknown attribute kind `{other}`"))?,
        ),
    })
}

/// One attribute declaration `name:kind`, `name:kind?`, `name:kind=default`,
/// `name:kind?=default` or `name:kind+=default`,
/// the kind of an integer optionally followed by its bounds (`i32[0..]`);
/// `optional` when it sits in an optional group of the format.
fn attr_decl(word: &'static str, optional: bool) -> Res<AttrDef> {
    let (name, rest) = word
        .split_once(':')
        .ok_or_else(|| format!("attribute `{word}` has no kind"))?;
    let (spec, default) = match rest.split_once('=') {
        Some((k, d)) => (k, Some(d)),
        None => (rest, None),
    };
    let (spec, populated) = match spec.strip_suffix('+') {
        Some(k) if default.is_some() => (k, true),
        _ => (spec, false),
    };
    let (spec, question) = match spec.strip_suffix('?') {
        Some(k) => (k, true),
        None => (spec, false),
    };
    let (spec, bounds) = match spec.split_once('[') {
        Some((k, b)) => (k, Some(bounds(b)?)),
        None => (spec, None),
    };
    let kind = kind(spec)?;
    if bounds.is_some() && !matches!(kind, Kind::Int(_) | Kind::OptInt(_)) {
        return Err(format!("attribute `{name}` has bounds but is no integer"));
    }
    let presence = match default {
        Some(d) if populated => Presence::Populated(default_value(kind, d)?),
        Some(d) if question => Presence::Fallback(default_value(kind, d)?),
        Some(d) => Presence::Default(default_value(kind, d)?),
        None if optional || question || matches!(kind, Kind::OptInt(_) | Kind::Flag) => {
            Presence::Optional
        }
        None => Presence::Required,
    };
    Ok(AttrDef {
        name,
        kind,
        presence,
        bounds,
        scalar: false,
        runtime: RunTime::No,
    })
}

/// [`attr_decl`] of `word`, which may end in `~` (an integer whose value
/// may be known only when a runtime sequence runs) or `~run` (when a core
/// or a runtime sequence runs).
fn runtime_decl(word: &'static str, optional: bool) -> Res<AttrDef> {
    let (decl, runtime) = if let Some(d) = word.strip_suffix("~run") {
        (d, RunTime::CoreOrSequence)
    } else if let Some(d) = word.strip_suffix('~') {
        (d, RunTime::Sequence)
    } else {
        (word, RunTime::No)
    };
    let def = attr_decl(decl, optional)?;
    if runtime.any() && !matches!(def.kind, Kind::Int(_)) {
        return Err(format!(
            "`{}` may be known only at run time but is no integer",
            def.name
        ));
    }
    Ok(AttrDef { runtime, ..def })
}

/// The `min..max]` or `min..]` of an integer attribute's declared range.
fn bounds(text: &'static str) -> Res<Bounds> {
    let bad = || format!("bounds `[{text}` are not `[min..max]` or `[min..]`");
    let (min, max) = text
        .strip_suffix(']')
        .and_then(|t| t.split_once(".."))
        .ok_or_else(bad)?;
    let int = |t: &str| t.parse::<i64>().map_err(|_| bad());
    Ok(Bounds {
        min: int(min)?,
        max: match max {
            "" => None,
            m => Some(int(m)?),
        },
    })
}

/// The default `text` of an attribute of `kind`.
fn default_value(kind: Kind, text: &'static str) -> Res<Default> {
    match kind {
        Kind::Int(_) => text
            .parse()
            .map(Default::Int)
            .map_err(|_| format!("integer default `{text}` is no integer")),
        Kind::Bool => match text {
            "true" => Ok(Default::Bool(true)),
            "false" => Ok(Default::Bool(false)),
            _ => Err(format!("bool default `{text}` is neither true nor false")),
        },
        _ => Ok(Default::Str(text)),
    }
}

fn special(name: &str) -> Res<Special> {
    Ok(match name {
        "FifoProducer" => Special::FifoProducer,
        "FifoConsumers" => Special::FifoConsumers,
        "FifoInit" => Special::FifoInit,
        "EntryArgs" => Special::EntryArgs,
        "FuncSignature" => Special::FuncSignature,
        "ForHeader" => Special::ForHeader,
        "AffineForHeader" => Special::AffineForHeader,
        "AffineIndices" => Special::AffineIndices,
        "MapOperands" => Special::MapOperands,
        "WhileHeader" => Special::WhileHeader,
        "SelectTypes" => Special::SelectTypes,
        "SwitchCases" => Special::SwitchCases,
        "PatchOperands" => Special::PatchOperands,
        "ArrowTypes" => Special::ArrowTypes,
        "ParallelHeader" => Special::ParallelHeader,
        "Reductions" => Special::Reductions,
        "ForallHeader" => Special::ForallHeader,
        other => return Err(format!("unknown special `@{other}`")),
    })
}

/// Splits a format string into words, keeping quoted literals whole.
fn words(fmt: &'static str) -> Res<Vec<&'static str>> {
    let mut out = Vec::new();
    let bytes = fmt.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b' ' {
            i += 1;
        } else if bytes[i] == b'\'' {
            let end = fmt[i + 1..]
                .find('\'')
                .ok_or_else(|| format!("unterminated literal in `{fmt}`"))?
                + i
                + 1;
            out.push(&fmt[i..=end]);
            i = end + 1;
        } else {
            let end = fmt[i..].find(' ').map_or(fmt.len(), |e| e + i);
            out.push(&fmt[i..end]);
            i = end;
        }
    }
    Ok(out)
}

fn parse_elems(words: &[&'static str], pos: &mut usize, nested: bool) -> Res<Vec<Elem>> {
    let mut out = Vec::new();
    while *pos < words.len() {
        let w = words[*pos];
        *pos += 1;
        let e = match w {
            ")?" if nested => return Ok(out),
            // The generator's elements borrow for `'static` as the generated
            // ones do; it reads the table once per test run.
            "(" => Elem::Optional(Box::leak(parse_elems(words, pos, true)?.into_boxed_slice())),
            "%" => Elem::Operand,
            "%*" => Elem::Operands,
            "%:" => Elem::TypedOperand,
            "type" => Elem::ResultType,
            "types" => Elem::ResultTypes,
            "rtypes" => Elem::ResultTypeList,
            "otype" => Elem::OperandType,
            "otypes" => Elem::OperandTypes,
            "fntype" => Elem::FunctionType,
            "region" => Elem::Region,
            "regions" => Elem::Regions,
            "^" => Elem::Successor,
            "^*" => Elem::SuccessorArgs,
            "attr-dict" => Elem::AttrDict,
            "attr-dict-kw" => Elem::AttrDictKw,
            _ if w.starts_with('\'') => Elem::Lit(&w[1..w.len() - 1]),
            _ if w.starts_with("otype:") => Elem::OperandTypeAt(
                w["otype:".len()..]
                    .parse()
                    .map_err(|_| format!("bad operand number in `{w}`"))?,
            ),
            _ if w.starts_with('$') => Elem::Attr(runtime_decl(&w[1..], nested)?),
            _ if w.starts_with('#') => {
                let def = runtime_decl(&w[1..], nested)?;
                if !matches!(def.kind, Kind::Int(_)) {
                    return Err(format!("scalar field `{}` is no integer", def.name));
                }
                Elem::Scalar(AttrDef {
                    scalar: true,
                    ..def
                })
            }
            _ if w.starts_with("type(#") => Elem::ScalarType(
                w["type(#".len()..]
                    .strip_suffix(')')
                    .ok_or_else(|| format!("`{w}` is not closed"))?,
            ),
            _ if w.starts_with('@') => Elem::Special(special(&w[1..])?),
            _ => return Err(format!("bad format word `{w}`")),
        };
        out.push(e);
    }
    match nested {
        true => Err("unclosed optional group".into()),
        false => Ok(out),
    }
}

/// Leaks `v` for the `'static` slices the signature holds, as the generated
/// ones are; the generator reads the table once per test run.
fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// Whether `name` is an identifier.
fn is_ident(name: &str) -> bool {
    name.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `name` if it is an identifier.
fn ident(name: &'static str) -> Res<&'static str> {
    match is_ident(name) {
        true => Ok(name),
        false => Err(format!("`{name}` is no name")),
    }
}

/// The items of a comma-separated list, commas inside `<...>` kept.
fn list(text: &'static str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

/// `name` and its arity: `name`, `name?`, `name*`.
fn with_arity(word: &'static str) -> Res<(&'static str, Arity)> {
    let (name, arity) = match (word.strip_suffix('?'), word.strip_suffix('*')) {
        (Some(n), _) => (n, Arity::Optional),
        (_, Some(n)) => (n, Arity::Variadic),
        _ => (word, Arity::Single),
    };
    Ok((ident(name)?, arity))
}

/// One argument of a signature, or (`Err` of the result) an operand group
/// aiec's syntax reads that ODS lacks.
fn ods_arg(word: &'static str, declared: &[AttrDef]) -> Res<Result<OdsArg, (&'static str, Arity)>> {
    let decl = |name: &str| declared.iter().find(|d| d.name == name);
    if let Some(rest) = word.strip_prefix("+%") {
        return match with_arity(rest)? {
            (_, Arity::Single) => Err(format!("aiec's own operand `{word}` is required")),
            extra => Ok(Err(extra)),
        };
    }
    let (name, kind) = if let Some(rest) = word.strip_prefix("!%") {
        let (name, arity) = with_arity(rest)?;
        if arity == Arity::Single {
            return Err(format!(
                "unstored operand `{name}` is neither optional nor variadic"
            ));
        }
        (name, OdsArgKind::UnstoredOperand(arity))
    } else if let Some(rest) = word.strip_prefix('!') {
        let (name, default) = match rest.split_once('=') {
            Some((n, d)) => (n, Some(d)),
            None => (rest, None),
        };
        if decl(name).is_some() {
            return Err(format!("`{name}` is declared by aiec, so stored"));
        }
        (ident(name)?, OdsArgKind::UnstoredAttr { default })
    } else if let Some(rest) = word.strip_prefix('%') {
        let (name, arity) = with_arity(rest)?;
        (name, OdsArgKind::Operand { arity, field: None })
    } else if let Some(rest) = word.strip_prefix('$') {
        let (rest, keyword) = match rest.strip_suffix('?') {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let (name, held) = rest.split_once('@').unwrap_or((rest, rest));
        if rest.ends_with(&format!("@{name}")) {
            return Err(format!("`{word}` is held in its own name"));
        }
        let def = *decl(held).ok_or_else(|| format!("`{held}` is no attribute aiec declares"))?;
        if keyword && def.presence == Presence::Required {
            return Err(format!(
                "`{name}` is optional in ODS but aiec requires `{held}`"
            ));
        }
        (ident(name)?, OdsArgKind::Attr { def, keyword })
    } else {
        return Err(format!("bad argument `{word}`"));
    };
    Ok(Ok(OdsArg { name, kind }))
}

/// One result: `name`, `name?`, `name*`, `_` unnamed, `!name?` never aiec's.
fn ods_result(word: &'static str) -> Res<OdsResult> {
    let (word, stored) = match word.strip_prefix('!') {
        Some(w) => (w, false),
        None => (word, true),
    };
    let (name, arity) = with_arity(word)?;
    if !stored && arity != Arity::Optional {
        return Err(format!("result `{name}` aiec never has is not optional"));
    }
    let name = if name == "_" { "" } else { name };
    Ok(OdsResult {
        name,
        arity,
        stored,
    })
}

/// How a format element's operands may be matched by ODS's operand groups.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    /// One operand.
    Single,
    /// An operand in an optional group.
    Optional,
    /// A list.
    List,
    /// The operand of a field (a scalar field, an integer known at run
    /// time), matched by name: ODS's single or optional operand.
    Field,
}

/// The operand groups of a format, in order, each with the attribute whose
/// value it holds (if any).
fn slots(elems: &[Elem], optional: bool, out: &mut Vec<(Slot, Option<AttrDef>)>) {
    use Special::*;
    for e in elems {
        let (slot, field, n) = match e {
            Elem::Operand | Elem::TypedOperand if optional => (Slot::Optional, None, 1),
            Elem::Operand | Elem::TypedOperand => (Slot::Single, None, 1),
            Elem::Operands | Elem::SuccessorArgs => (Slot::List, None, 1),
            Elem::Scalar(d) => (Slot::Field, Some(*d), 1),
            Elem::Attr(d) if d.runtime.any() && matches!(d.kind, Kind::Int(_)) => {
                (Slot::Field, Some(*d), 1)
            }
            Elem::Attr(d) if d.kind == Kind::Mixed => (Slot::List, Some(*d), 1),
            Elem::Attr(d) if d.kind == Kind::SizesStrides => (Slot::List, Some(*d), 2),
            Elem::Special(FifoProducer) => (Slot::Single, None, 1),
            Elem::Special(FifoConsumers | AffineIndices | MapOperands | WhileHeader) => {
                (Slot::List, None, 1)
            }
            Elem::Special(ForHeader) => {
                out.extend([(Slot::Single, None); 3]);
                (Slot::List, None, 1)
            }
            Elem::Special(AffineForHeader) => (Slot::List, None, 3),
            // Lower bounds, upper bounds, steps, then the initial values
            // (`scf.parallel`) or the outputs (`scf.forall`).
            Elem::Special(ParallelHeader | ForallHeader) => (Slot::List, None, 4),
            Elem::Special(PatchOperands) => (Slot::Optional, None, 2),
            Elem::Optional(inner) => {
                slots(inner, true, out);
                continue;
            }
            _ => continue,
        };
        out.extend(std::iter::repeat_n((slot, field), n));
    }
}

/// The regions of a format: how many single ones, and whether a list ends
/// them.
fn region_shape(elems: &[Elem]) -> (usize, bool) {
    elems.iter().fold((0, false), |(n, list), e| match e {
        Elem::Region => (n + 1, list),
        Elem::Regions => (n, true),
        Elem::Special(Special::SwitchCases) => (n + 1, true),
        Elem::Special(Special::Reductions) => (n, true),
        Elem::Optional(inner) => {
            let (m, l) = region_shape(inner);
            (n + m, list || l)
        }
        _ => (n, list),
    })
}

/// The successors of a format.
fn successor_count(elems: &[Elem]) -> usize {
    elems
        .iter()
        .map(|e| match e {
            Elem::Successor | Elem::SuccessorArgs => 1,
            Elem::Optional(inner) => successor_count(inner),
            _ => 0,
        })
        .sum()
}

/// Fills in the field each operand of `args` holds and checks that ODS's
/// operand groups (and aiec's own, `extra`, at their place) are the
/// format's: fields by name, the others in order and of the same kind.
fn match_operands(
    elems: &[Elem],
    args: &mut [OdsArg],
    extra: &[(usize, (&'static str, Arity))],
) -> Res<()> {
    let mut format = Vec::new();
    slots(elems, false, &mut format);
    // The operand groups in order: (argument index or aiec's own, name, arity).
    let mut groups: Vec<(Option<usize>, &str, Arity)> = Vec::new();
    for (i, a) in args.iter().enumerate() {
        for &(_, (name, arity)) in extra.iter().filter(|(at, _)| *at == i) {
            groups.push((None, name, arity));
        }
        if let OdsArgKind::Operand { arity, .. } = a.kind {
            groups.push((Some(i), a.name, arity));
        }
    }
    for &(_, (name, arity)) in extra.iter().filter(|(at, _)| *at == args.len()) {
        groups.push((None, name, arity));
    }
    let mut rest = Vec::new();
    for (slot, field) in format {
        let Some(d) = field.filter(|_| slot == Slot::Field) else {
            rest.push((slot, field));
            continue;
        };
        let at = groups
            .iter()
            .position(|g| g.0.is_some() && g.1 == d.name && g.2 != Arity::Variadic)
            .ok_or_else(|| {
                format!(
                    "the format's field `{}` is no single or optional operand",
                    d.name
                )
            })?;
        let (i, ..) = groups.remove(at);
        record_field(&mut args[i.expect("an ODS operand")], d);
    }
    if rest.len() != groups.len() {
        return Err(format!(
            "{} operand groups, the format has {}",
            groups.len(),
            rest.len()
        ));
    }
    for ((slot, field), (i, name, arity)) in rest.into_iter().zip(groups) {
        let fits = matches!(
            (slot, arity),
            (Slot::Single, Arity::Single)
                | (Slot::Optional, Arity::Optional)
                | (Slot::List, Arity::Variadic)
        );
        if !fits {
            return Err(format!(
                "operand `{name}` ({arity:?}) is the format's {slot:?}"
            ));
        }
        if let (Some(i), Some(d)) = (i, field) {
            record_field(&mut args[i], d);
        }
    }
    Ok(())
}

fn record_field(arg: &mut OdsArg, d: AttrDef) {
    if let OdsArgKind::Operand { field, .. } = &mut arg.kind {
        *field = Some(d);
    }
}

/// The parts of a signature after its arguments: results, successors,
/// regions and traits, each present or empty, each running to the start of a
/// later one.
fn parts(mut rest: &'static str) -> Res<[&'static str; 4]> {
    const OPENS: [&str; 4] = ["->", "^", "{", "["];
    let mut out = [""; 4];
    let mut next = 0;
    while !rest.is_empty() {
        let part = (next..4)
            .find(|&p| rest.starts_with(OPENS[p]))
            .ok_or_else(|| format!("bad signature text `{rest}`"))?;
        let end = OPENS[part + 1..]
            .iter()
            .filter_map(|o| rest[1..].find(o).map(|e| e + 1))
            .min()
            .unwrap_or(rest.len());
        out[part] = rest[..end].trim();
        rest = rest[end..].trim_start();
        next = part + 1;
    }
    let closed = |t: &str, open, close| t.is_empty() || t.starts_with(open) && t.ends_with(close);
    match closed(out[2], '{', '}') && closed(out[3], '[', ']') {
        true => Ok(out),
        false => Err("unclosed `{` or `[`".into()),
    }
}

/// The ODS signature of `def` (format `elems`, attribute list `attrs`),
/// checked against the op (see the ODS notation in [`super`]).
fn signature(def: &OpDef, elems: &[Elem], attrs: &[AttrDef]) -> Res<Ods> {
    let (class_name, rest) = def.ods.split_once('(').ok_or("no ODS signature")?;
    let (args_text, rest) = rest.split_once(')').ok_or("signature has no `)`")?;
    let declared = declared(elems, attrs, &[]);
    let mut args = Vec::new();
    let mut extra = Vec::new();
    for word in list(args_text) {
        match ods_arg(word, &declared)? {
            Ok(a) => args.push(a),
            Err(group) => extra.push((args.len(), group)),
        }
    }
    let [results, successors, regions, traits] = parts(rest.trim_start())?;
    let results = list(results.trim_start_matches("->"))
        .into_iter()
        .map(ods_result)
        .collect::<Res<Vec<_>>>()?;
    let successors: Vec<(&str, Arity)> = successors
        .split_whitespace()
        .map(|w| w.strip_prefix('^').ok_or(format!("bad successor `{w}`")))
        .map(|w| with_arity(w?))
        .collect::<Res<_>>()?;
    let regions: Vec<(&str, Arity)> = list(regions.trim_start_matches('{').trim_end_matches('}'))
        .into_iter()
        .map(with_arity)
        .collect::<Res<_>>()?;
    let traits = list(traits.trim_start_matches('[').trim_end_matches(']'));
    if let Some(bad) = traits.iter().find(|t| !TRAITS.contains(t)) {
        return Err(format!("unknown trait `{bad}`"));
    }
    check_unique(&args, &extra, &results, &successors, &regions)?;
    check_implied(def, &args)?;
    match_operands(elems, &mut args, &extra)?;
    check_results(def, &results)?;
    check_regions(elems, &regions, &successors)?;
    let has = |t: &str| traits.contains(&t);
    let operand_segments = has("AttrSizedOperandSegments");
    let result_segments = has("AttrSizedResultSegments");
    check_segments(
        def,
        elems,
        &args,
        &results,
        operand_segments,
        result_segments,
    )?;
    let last_variadic = |v: &[(&str, Arity)]| v.last().is_some_and(|x| x.1 == Arity::Variadic);
    let names = |v: &[(&'static str, Arity)]| leak(v.iter().map(|x| x.0).collect());
    Ok(Ods {
        class_name: ident(class_name)?,
        inference: inference(&traits, &results, &regions),
        args: leak(args),
        aiec_operands: leak(extra.into_iter().map(|x| x.1).collect()),
        results: leak(results),
        operand_segments,
        result_segments,
        regions: names(&regions),
        variadic_region: last_variadic(&regions),
        successors: names(&successors),
        variadic_successor: last_variadic(&successors),
    })
}

/// The traits a signature names: those that shape MLIR's Python builders.
const TRAITS: [&str; 5] = [
    "SameOperandsAndResultType",
    "FirstAttrDerivedResultType",
    "InferTypeOpInterface",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
];

/// How the builder infers result types: the first of MLIR's generator's
/// rules (`canInferType`) that holds.
fn inference(
    traits: &[&str],
    results: &[OdsResult],
    regions: &[(&str, Arity)],
) -> Option<Inference> {
    let has = |t: &str| traits.contains(&t);
    let variadic_results = results.iter().any(|r| r.arity != Arity::Single);
    if has("SameOperandsAndResultType") && !variadic_results {
        Some(Inference::SameOperandsAndResultType)
    } else if has("FirstAttrDerivedResultType") && !variadic_results {
        Some(Inference::FirstAttrDerivedResultType)
    } else if has("InferTypeOpInterface") && regions.is_empty() {
        Some(Inference::InferTypeOpInterface)
    } else {
        None
    }
}

/// The results aiec's op can have are the op's: none, its fixed ones, or
/// some.
fn check_results(def: &OpDef, results: &[OdsResult]) -> Res<()> {
    let stored = results.iter().filter(|r| r.stored).count();
    let fits = match def.results {
        Results::None => stored == 0,
        Results::Fixed(types) => stored == types.len(),
        _ => stored > 0,
    };
    match fits {
        true => Ok(()),
        false => Err(format!("{stored} results, the op's are {:?}", def.results)),
    }
}

/// The regions and successors are the format's; only the last region may be
/// variadic (a list in the format), no successor.
fn check_regions(
    elems: &[Elem],
    regions: &[(&str, Arity)],
    successors: &[(&str, Arity)],
) -> Res<()> {
    let variadic = |v: &[(&str, Arity)]| v.iter().filter(|x| x.1 == Arity::Variadic).count();
    let last = regions.last().map(|x| x.1);
    let early = regions.iter().rev().skip(1).any(|x| x.1 != Arity::Single);
    if early || last == Some(Arity::Optional) || successors.iter().any(|x| x.1 != Arity::Single) {
        return Err("a region before the last or a successor is not single".into());
    }
    let shape = (regions.len() - variadic(regions), variadic(regions) == 1);
    if region_shape(elems) != shape {
        return Err(format!("regions {regions:?} are not the format's"));
    }
    if successor_count(elems) != successors.len() {
        return Err(format!("successors {successors:?} are not the format's"));
    }
    Ok(())
}

/// More than one variable-length operand (result) group takes
/// `AttrSizedOperandSegments` (`AttrSizedResultSegments`), which aiec's
/// recording of operand segments implies.
fn check_segments(
    def: &OpDef,
    elems: &[Elem],
    args: &[OdsArg],
    results: &[OdsResult],
    operand_segments: bool,
    result_segments: bool,
) -> Res<()> {
    let variable_operands = args
        .iter()
        .filter(|a| match a.kind {
            OdsArgKind::Operand { arity, .. } | OdsArgKind::UnstoredOperand(arity) => {
                arity != Arity::Single
            }
            _ => false,
        })
        .count();
    let variable_results = results.iter().filter(|r| r.arity != Arity::Single).count();
    if variable_operands > 1 && !operand_segments {
        return Err("variable operand groups but no AttrSizedOperandSegments".into());
    }
    if variable_results > 1 && !result_segments {
        return Err("variable result groups but no AttrSizedResultSegments".into());
    }
    if (def.segmented || records_segments(elems)) && !operand_segments {
        return Err("aiec records operand segments, ODS has no AttrSizedOperandSegments".into());
    }
    Ok(())
}

/// The property MLIR's generic form shows and aiec does not store
/// ([`OpDef::implied`]) is an argument, at its value if aiec does not store it.
fn check_implied(def: &OpDef, args: &[OdsArg]) -> Res<()> {
    let Some((name, value)) = def.implied else {
        return Ok(());
    };
    match args.iter().find(|a| a.name == name).map(|a| a.kind) {
        None => Err(format!("implied `{name}` is no argument")),
        Some(OdsArgKind::UnstoredAttr { default }) if default != Some(value) => {
            Err(format!("implied `{name}` is `{value}`, not {default:?}"))
        }
        _ => Ok(()),
    }
}

/// Every name of a signature is its own (ODS's rule); two arguments may be
/// held in one attribute of aiec's only where it is a `sizes`/`strides`
/// layout (`aie.dma_bd`'s static sizes and strides).
fn check_unique(
    args: &[OdsArg],
    extra: &[(usize, (&str, Arity))],
    results: &[OdsResult],
    successors: &[(&str, Arity)],
    regions: &[(&str, Arity)],
) -> Res<()> {
    let mut names: Vec<&str> = args.iter().map(|a| a.name).collect();
    names.extend(extra.iter().map(|x| x.1 .0));
    names.extend(results.iter().map(|r| r.name).filter(|n| !n.is_empty()));
    names.extend(successors.iter().chain(regions).map(|x| x.0));
    names.sort_unstable();
    if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("`{}` is named twice", w[0]));
    }
    let mut held: Vec<&AttrDef> = args
        .iter()
        .filter_map(|a| match &a.kind {
            OdsArgKind::Attr { def, .. } => Some(def),
            _ => None,
        })
        .collect();
    held.sort_by_key(|d| d.name);
    match held.windows(2).find(|w| w[0].name == w[1].name) {
        Some(w) if w[0].kind != Kind::SizesStrides => {
            Err(format!("`{}` holds two arguments", w[0].name))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_reads() {
        if let Err(e) = entries() {
            panic!("{e}");
        }
    }

    #[test]
    fn malformed_entries_are_errors() {
        for bad in [
            "'(' $col:i33 ')'",
            "'(' $col:i32[0.. ')'",
            "( '(' %",
            "'(' %% ')'",
            "'unterminated",
            "@Nothing",
            "$x:bool=maybe",
            "#x:str",
            "$s:sym(aie.nothing)",
        ] {
            let def = OpDef {
                format: bad,
                ..OPS[0]
            };
            assert!(entry(&def).is_err(), "{bad}");
        }
        let def = OpDef {
            parents: "aie.nothing",
            ..OPS[0]
        };
        assert!(entry(&def).is_err());
    }

    /// A signature that does not fit `aie.tile` (two attributes, one
    /// optional, one result, no operand, region or successor) fails.
    #[test]
    fn signatures_that_do_not_fit_the_op_are_errors() {
        let tile = *OPS.iter().find(|d| d.name == "aie.tile").unwrap();
        let with = |ods| entry(&OpDef { ods, ..tile });
        assert!(with("TileOp($col, $row, $allocation_scheme?) -> result").is_ok());
        for bad in [
            "",
            "Tile Op($col, $row) -> result",
            "TileOp($col, $col, $row) -> result",
            "TileOp($col, $row) -> col",
            "TileOp($col, $nothing, $row) -> result",
            "TileOp($col?, $row) -> result",
            "TileOp($col, $row, !allocation_scheme) -> result",
            "TileOp($col, $row, $allocation_scheme@col?) -> result",
            "TileOp(%tile, $col, $row) -> result",
            "TileOp($col, $row, !%tile) -> result",
            "TileOp($col, $row, +%tile) -> result",
            "TileOp($col, $row)",
            "TileOp($col, $row) -> result, other",
            "TileOp($col, $row) -> !result",
            "TileOp($col, $row) -> result {body}",
            "TileOp($col, $row) -> result ^next",
            "TileOp($col, $row) -> result [Pure]",
            "TileOp($col, $row) -> result [InferTypeOpInterface",
            "TileOp($col, $row) [InferTypeOpInterface] -> result",
            "TileOp(col, $row) -> result",
            "TileOp($col@col, $row) -> result",
        ] {
            assert!(with(bad).is_err(), "{bad}");
        }
        let core = *OPS.iter().find(|d| d.name == "aie.core").unwrap();
        let with = |ods| entry(&OpDef { ods, ..core });
        assert!(with("CoreOp(%tile) -> _ {body}").is_ok());
        for bad in [
            "CoreOp(%tile*) -> _ {body}",
            "CoreOp(%tile) -> _ {body*}",
            "CoreOp() -> _ {body}",
        ] {
            assert!(with(bad).is_err(), "{bad}");
        }
        // `arith.addi`'s implied `overflowFlags` is an argument at its value.
        let addi = *OPS.iter().find(|d| d.name == "arith.addi").unwrap();
        let with = |ods| entry(&OpDef { ods, ..addi });
        assert!(with("AddIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result").is_ok());
        for bad in [
            "AddIOp(%lhs, %rhs) -> result",
            "AddIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<nsw>) -> result",
            "AddIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result [Pure]",
        ] {
            assert!(with(bad).is_err(), "{bad}");
        }
    }
}
