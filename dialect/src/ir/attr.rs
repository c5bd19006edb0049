//! Attribute values, printed in MLIR's generic attribute syntax.

use super::enums::EnumKind;
use super::types::Type;
use std::fmt;

/// A nested `dense<...>` literal.
#[derive(Clone, Debug, PartialEq)]
pub enum DenseLit {
    List(Vec<DenseLit>),
    Int(i128),
    Float(f64),
    Bool(bool),
    /// `dense<"0x0A0B...">`, kept verbatim.
    Hex(String),
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Unit,
    Bool(bool),
    /// An integer with its type (`i32`, `ui32`, `index`, ...).
    Int(i128, Type),
    Float(f64, Type),
    Str(String),
    Type(Type),
    /// `@a` or a nested `@a::@b`, as the list of names.
    SymRef(Vec<String>),
    Array(Vec<Attr>),
    /// `array<i32: 1, 2>`
    DenseArray(Type, Vec<i128>),
    /// `dense<...>` with its shaped type (absent where the op implies it).
    Dense(DenseLit, Option<Type>),
    Dict(Vec<(String, Attr)>),
    /// A case of an enumeration (index into [`EnumKind::cases`]).
    Enum(EnumKind, u8),
    /// `[<size = s, stride = t>, ...]` (aie `bd_dim_layout_array`).
    DimLayouts(Vec<(u64, u64)>),
    /// One dimension list per objectfifo consumer.
    DimLayoutsPerConsumer(Vec<Vec<(u64, u64)>>),
    /// `[<const_pad_before = a, const_pad_after = b>, ...]`
    PadLayouts(Vec<(u64, u64)>),
    /// `#aie.packet_info<pkt_type = t, pkt_id = i>`
    PacketInfo(u64, u64),
    /// Anything else (`affine_map<...>`, unknown dialect attributes), verbatim.
    Opaque(String),
}

impl Attr {
    pub fn i32(v: i64) -> Attr {
        Attr::Int(v as i128, Type::I32)
    }
    pub fn sym(name: &str) -> Attr {
        Attr::SymRef(vec![name.to_string()])
    }
    /// The integer value of an integer or enum attribute.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attr::Int(v, _) => Some(*v),
            Attr::Enum(k, i) => Some(k.value(*i) as i128),
            Attr::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }
    /// The case spelling of an enum attribute.
    pub fn as_enum(&self) -> Option<&'static str> {
        match self {
            Attr::Enum(k, i) => Some(k.name(*i)),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attr::Str(s) => Some(s),
            _ => None,
        }
    }
    /// The root name of a symbol reference.
    pub fn as_sym(&self) -> Option<&str> {
        match self {
            Attr::SymRef(v) => v.first().map(|s| s.as_str()),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Attr::Bool(b) => Some(*b),
            Attr::Unit => Some(true),
            _ => None,
        }
    }
}

/// True if `s` can be printed as a bare identifier (`@name`, dictionary keys).
pub fn is_bare_id(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// Writes `s` as an MLIR string literal.
pub fn write_string(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for b in s.bytes() {
        match b {
            b'"' => f.write_str("\\\"")?,
            b'\\' => f.write_str("\\\\")?,
            b'\n' => f.write_str("\\n")?,
            b'\t' => f.write_str("\\t")?,
            0x20..=0x7e => f.write_char(b as char)?,
            _ => write!(f, "\\{b:02X}")?,
        }
    }
    f.write_char('"')
}

/// Writes a symbol name: bare if possible, else quoted.
pub fn write_symbol(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('@')?;
    if is_bare_id(s) {
        f.write_str(s)
    } else {
        write_string(f, s)
    }
}

/// Formats a float as MLIR does: `%e` with six digits when that round-trips
/// at the type's precision, else the shortest exact decimal.
pub fn format_float(v: f64, ty: &Type) -> String {
    let single = matches!(ty, Type::Float("f32" | "f16" | "bf16" | "tf32"));
    let short = format!("{v:.6e}");
    let (mant, exp) = short.split_once('e').unwrap_or((&short, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sci = format!("{mant}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    let round_trips = match sci.parse::<f64>() {
        Ok(x) if single => (x as f32) == (v as f32),
        Ok(x) => x == v,
        Err(_) => false,
    };
    if round_trips || !v.is_finite() {
        if v.is_nan() {
            return "0x7FC00000".into();
        }
        if v.is_infinite() {
            return if v > 0.0 { "0x7F800000".into() } else { "0xFF800000".into() };
        }
        sci
    } else if single {
        let s = format!("{:?}", v as f32);
        s
    } else {
        format!("{v:?}")
    }
}

fn write_dense(f: &mut fmt::Formatter<'_>, d: &DenseLit, elem: Option<&Type>) -> fmt::Result {
    match d {
        DenseLit::List(items) => {
            f.write_str("[")?;
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_dense(f, x, elem)?;
            }
            f.write_str("]")
        }
        DenseLit::Int(v) => {
            if matches!(elem, Some(Type::Float(_))) {
                f.write_str(&format_float(*v as f64, elem.unwrap_or(&Type::Float("f64"))))
            } else {
                write!(f, "{v}")
            }
        }
        DenseLit::Float(v) => f.write_str(&format_float(*v, elem.unwrap_or(&Type::Float("f64")))),
        DenseLit::Bool(b) => write!(f, "{b}"),
        DenseLit::Hex(h) => write!(f, "\"{h}\""),
    }
}

/// Display of a `dense<...>` literal without its trailing type; `elem` selects the number format.
pub struct DenseDisplay<'a>(pub &'a DenseLit, pub Option<&'a Type>);

impl fmt::Display for DenseDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dense<")?;
        write_dense(f, self.0, self.1)?;
        f.write_str(">")
    }
}

/// `[<size = s, stride = t>, ...]`
pub struct DimsDisplay<'a>(pub &'a [(u64, u64)]);

impl fmt::Display for DimsDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, (size, stride)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "<size = {size}, stride = {stride}>")?;
        }
        f.write_str("]")
    }
}

/// `[<const_pad_before = a, const_pad_after = b>, ...]`
pub struct PadsDisplay<'a>(pub &'a [(u64, u64)]);

impl fmt::Display for PadsDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, (a, b)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "<const_pad_before = {a}, const_pad_after = {b}>")?;
        }
        f.write_str("]")
    }
}

/// Writes an attribute dictionary body `{a = 1 : i32, b}` (with braces).
pub fn write_dict(f: &mut impl fmt::Write, entries: &[(String, Attr)]) -> fmt::Result {
    f.write_char('{')?;
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        if is_bare_id(k) {
            f.write_str(k)?;
        } else {
            write_string(f, k)?;
        }
        if *v != Attr::Unit {
            write!(f, " = {v}")?;
        }
    }
    f.write_char('}')
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Unit => f.write_str("unit"),
            Attr::Bool(b) => write!(f, "{b}"),
            Attr::Int(v, ty) => match ty {
                Type::Int { width: 64, sign: super::types::Signedness::Signless } => write!(f, "{v}"),
                Type::Int { width: 1, sign: super::types::Signedness::Signless } => write!(f, "{}", *v != 0),
                _ => write!(f, "{v} : {ty}"),
            },
            Attr::Float(v, ty) => {
                f.write_str(&format_float(*v, ty))?;
                if *ty != Type::Float("f64") {
                    write!(f, " : {ty}")?;
                }
                Ok(())
            }
            Attr::Str(s) => write_string(f, s),
            Attr::Type(t) => write!(f, "{t}"),
            Attr::SymRef(path) => {
                for (i, p) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    write_symbol(f, p)?;
                }
                Ok(())
            }
            Attr::Array(items) => {
                f.write_str("[")?;
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str("]")
            }
            Attr::DenseArray(ty, vals) => {
                write!(f, "array<{ty}")?;
                for (i, v) in vals.iter().enumerate() {
                    f.write_str(if i == 0 { ": " } else { ", " })?;
                    if *ty == Type::I1 {
                        write!(f, "{}", *v != 0)?;
                    } else {
                        write!(f, "{v}")?;
                    }
                }
                f.write_str(">")
            }
            Attr::Dense(d, ty) => {
                write!(f, "{}", DenseDisplay(d, ty.as_ref().and_then(|t| t.element())))?;
                if let Some(t) = ty {
                    write!(f, " : {t}")?;
                }
                Ok(())
            }
            Attr::Dict(entries) => write_dict(f, entries),
            Attr::Enum(k, i) => match k.mnemonic() {
                Some(m) => write!(f, "#{m}<{}>", k.name(*i)),
                None => write!(f, "{}", k.value(*i)),
            },
            Attr::DimLayouts(d) => write!(f, "#aie<bd_dim_layout_array{}>", DimsDisplay(d)),
            Attr::DimLayoutsPerConsumer(ds) => {
                f.write_str("#aie<bd_dim_layout_array_array[")?;
                for (i, d) in ds.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", DimsDisplay(d))?;
                }
                f.write_str("]>")
            }
            Attr::PadLayouts(p) => write!(f, "#aie<bd_pad_layout_array{}>", PadsDisplay(p)),
            Attr::PacketInfo(t, i) => write!(f, "#aie.packet_info<pkt_type = {t}, pkt_id = {i}>"),
            Attr::Opaque(s) => f.write_str(s),
        }
    }
}
