//! The op table's notation read ([`super`] describes it): each entry's
//! format, April syntax and attribute list into elements and attribute
//! declarations, which [`super::generate`] writes out as Rust
//! (`ops/parsed.rs`), and every name an entry gives checked against the
//! table. A malformed entry is an error of the generator's test, never of a
//! run of aiec, which reads the parsed declarations only.

use super::format::Elem;
use super::{AttrDef, Bounds, Default, IntTy, Kind, OpDef, Presence, Special, OPS};
use crate::ir::{EnumKind, MODULE_OP};

/// What is wrong with an entry.
pub(super) type Res<T> = Result<T, String>;

/// One entry read: its format, April syntax (if any), older syntaxes and
/// attribute list.
pub(super) struct Entry {
    pub elems: Vec<Elem>,
    pub april: Option<Vec<Elem>>,
    pub older: Vec<Vec<Elem>>,
    pub attrs: Vec<AttrDef>,
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
    let e = Entry {
        elems,
        april,
        older,
        attrs,
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

/// One attribute declaration `name:kind`, `name:kind?` or `name:kind=default`,
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
        runtime: false,
    })
}

/// [`attr_decl`] of `word`, which may end in `~`: an integer whose value
/// may be known only at run time.
fn runtime_decl(word: &'static str, optional: bool) -> Res<AttrDef> {
    let (decl, runtime) = match word.strip_suffix('~') {
        Some(d) => (d, true),
        None => (word, false),
    };
    let def = attr_decl(decl, optional)?;
    if runtime && !matches!(def.kind, Kind::Int(_)) {
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
}
