//! Attribute values and dictionaries, and the attribute kinds of custom
//! formats, built as [`super::super::parse`] builds them.

use super::lexer::{Decline, R};
use super::Fast;
use crate::ir::cases::WireBundle;
use crate::ir::{Attr, EnumKind, IntType, MergeSlot, Signedness, Type, TypedEnum};
use crate::ops::{IntTy, Kind};
use crate::syntax::build::{self, ParsedAttrs};
use std::borrow::Cow;

/// Attribute spellings the fast parser leaves to pest.
const DECLINED_PREFIXES: &[&str] = &[
    "array", "dense", "affine_", "strided", "opaque", "sparse", "distinct",
];

impl<'a> Fast<'a> {
    /// `attr_value`, after the implicit whitespace.
    pub(super) fn attr_value(&mut self) -> R<Attr> {
        self.nested(Self::attr_here)
    }

    fn attr_here(&mut self) -> R<Attr> {
        self.lx.skip();
        match self.lx.peek().ok_or(Decline)? {
            b'-' | b'0'..=b'9' => self.number_attr(),
            b'"' => {
                let s = build::unescape(self.lx.string_lit().ok_or(Decline)?);
                match self.colon_type()? {
                    Some(ty) => Ok(Attr::Opaque(format!("{} : {ty}", Attr::Str(s)))),
                    None => Ok(Attr::Str(s)),
                }
            }
            b'@' => self.symbol_path(),
            b'[' => {
                self.lx.pos += 1;
                Ok(Attr::Array(self.list_until(b']', Self::attr_value)?))
            }
            b'{' => {
                let mut d: Vec<(String, Attr)> = self
                    .attr_dict()?
                    .into_iter()
                    .map(|(k, v)| (k.into_owned(), v))
                    .collect();
                d.sort_by(|a, b| a.0.cmp(&b.0));
                Ok(Attr::Dict(d))
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                let w = self.lx.word();
                if DECLINED_PREFIXES.iter().any(|p| w.starts_with(p)) {
                    return Err(Decline);
                }
                match w {
                    "true" | "false" | "unit" => {
                        self.lx.pos += w.len();
                        Ok(match w {
                            "unit" => Attr::Unit,
                            _ => Attr::Bool(w == "true"),
                        })
                    }
                    _ => Ok(Attr::ty(self.ty()?)),
                }
            }
            b'!' | b'(' => Ok(Attr::ty(self.ty()?)),
            _ => Err(Decline),
        }
    }

    /// `items` separated by commas up to `close` (the opening bracket read),
    /// each read after the implicit whitespace.
    pub(super) fn list_until<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> R<T>,
    ) -> R<Vec<T>> {
        let mut out = Vec::new();
        self.list_each(close, |f| {
            out.push(item(f)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// The items of [`Fast::list_until`], each read by `each`.
    pub(super) fn list_each(
        &mut self,
        close: u8,
        mut each: impl FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        self.lx.skip();
        if self.lx.peek() == Some(close) {
            self.lx.pos += 1;
            return Ok(());
        }
        loop {
            each(self)?;
            self.lx.skip();
            match self.lx.peek() {
                Some(b',') => {
                    self.lx.pos += 1;
                    self.lx.skip();
                }
                Some(c) if c == close => {
                    self.lx.pos += 1;
                    return Ok(());
                }
                _ => return Err(Decline),
            }
        }
    }

    /// An optional `: type` suffix.
    fn colon_type(&mut self) -> R<Option<Type>> {
        self.lx.skip();
        if !self.lx.eat(":") {
            return Ok(None);
        }
        self.ty().map(Some)
    }

    /// `typed_int` or `typed_float`.
    fn number_attr(&mut self) -> R<Attr> {
        if let Some(lit) = self.lx.int_lit() {
            return self.typed_int_rest(lit);
        }
        let lit = self.lx.float_lit().ok_or(Decline)?;
        let v: f64 = lit.parse().map_err(|_| Decline)?;
        let ty = self.colon_type()?.unwrap_or(Type::Float("f64"));
        if !matches!(ty, Type::Float(_)) {
            return Err(Decline);
        }
        Ok(Attr::Float(
            crate::ir::attr::at_precision(v, &ty),
            build::float_type(&ty),
        ))
    }

    /// `typed_int` after its literal `lit`: its type (`i64` unless written).
    #[inline(always)]
    fn typed_int_rest(&mut self, lit: &str) -> R<Attr> {
        let v = build::int_value(lit).ok_or(Decline)?;
        let ty = self.colon_type()?.unwrap_or(Type::I64);
        Ok(match ty {
            // A decimal one is an error the pest parser reports.
            Type::Float(_) if !lit.starts_with("0x") => return Err(Decline),
            Type::Float(_) => Attr::Float(build::float_from_bits(v, &ty), build::float_type(&ty)),
            Type::Int {
                width: 1,
                sign: Signedness::Signless,
            } if v == 0 || v == 1 => Attr::Bool(v == 1),
            _ => int_attr(v, ty)?,
        })
    }

    /// `typed_int`: an integer, its type `i64` unless written.
    fn typed_int(&mut self) -> R<Attr> {
        self.lx.skip();
        let lit = self.lx.int_lit().ok_or(Decline)?;
        match self.typed_int_rest(lit)? {
            a @ (Attr::Int(..) | Attr::Bool(_)) => Ok(a),
            _ => Err(Decline),
        }
    }

    /// `symbol_path`: `@a::@b`, no whitespace inside.
    fn symbol_path(&mut self) -> R<Attr> {
        let mut names = vec![self.symbol()?];
        while self.lx.rest().starts_with("::@") {
            self.lx.pos += 2;
            names.push(self.symbol()?);
        }
        Ok(Attr::SymRef(names))
    }

    /// `symbol_ref` here, as the name it refers to.
    pub(super) fn symbol(&mut self) -> R<String> {
        let s = self.lx.symbol_ref().ok_or(Decline)?;
        Ok(build::symbol_text(s))
    }

    /// `attr_dict`: `{key (= value)?, ...}`, keys unique, in written order.
    pub(super) fn attr_dict(&mut self) -> R<ParsedAttrs<'a>> {
        let mut entries = ParsedAttrs::new();
        self.attr_dict_into(&mut entries)?;
        Ok(entries)
    }

    /// [`Fast::attr_dict`] appended to `entries`, its keys unique among them.
    pub(super) fn attr_dict_into(&mut self, entries: &mut ParsedAttrs<'a>) -> R<()> {
        self.lx.expect("{")?;
        self.list_each(b'}', |f| {
            let key = match f.lx.bare_id() {
                Some(k) => Cow::Borrowed(k),
                None => Cow::Owned(build::unescape(f.lx.string_lit().ok_or(Decline)?)),
            };
            f.lx.skip();
            let value = match f.lx.eat("=") {
                true => f.attr_value()?,
                false => Attr::Unit,
            };
            entries.push((key, value));
            Ok(())
        })?;
        for (i, (k, _)) in entries.iter().enumerate() {
            if entries[..i].iter().any(|(j, _)| j == k) {
                return Err(Decline);
            }
        }
        Ok(())
    }

    /// An attribute of `kind` in a custom format; kinds without a fast
    /// reader decline.
    pub(super) fn kind_attr(&mut self, kind: Kind, name: &str) -> R<Attr> {
        self.lx.skip();
        Ok(match kind {
            Kind::Int(ty) | Kind::OptInt(ty) => self.int_of(ty)?,
            Kind::Enum(k) => {
                let word = build::unquote(self.lx.enum_word().ok_or(Decline)?);
                Attr::Enum(k, k.lookup(&word).ok_or(Decline)?)
            }
            Kind::Device => {
                let word = build::unquote(self.lx.enum_word().ok_or(Decline)?);
                aie_target::device::device(&word).ok_or(Decline)?;
                Attr::Str(word)
            }
            Kind::Sym(_) => Attr::SymRef(vec![self.symbol()?]),
            Kind::SymName => Attr::Str(self.symbol()?),
            Kind::Syms(_) => {
                self.lx.expect("[")?;
                let syms = self.list_until(b']', |f| f.symbol())?;
                Attr::Array(syms.into_iter().map(|s| Attr::SymRef(vec![s])).collect())
            }
            Kind::Ints => {
                self.lx.expect("[")?;
                let ints = self.list_until(b']', |f| {
                    let lit = f.lx.int_lit().ok_or(Decline)?;
                    build::int_value(lit).ok_or(Decline)
                })?;
                Attr::Array(
                    ints.into_iter()
                        .map(|v| Attr::Int(v, IntType::I64))
                        .collect(),
                )
            }
            Kind::SizesStrides => {
                let sizes = self.keyword_list("sizes")?;
                let strides = self.keyword_list("strides")?;
                if sizes.len() != strides.len() {
                    return Err(Decline);
                }
                Attr::DimLayouts(sizes.into_iter().zip(strides).collect())
            }
            Kind::MergeSlots => {
                self.lx.expect("[")?;
                Attr::Array(self.list_until(b']', |f| f.merge_slot().map(Attr::MergeSlot))?)
            }
            Kind::Str => Attr::Str(build::unescape(self.lx.string_lit().ok_or(Decline)?)),
            Kind::Depth if self.lx.eat("[") => Attr::Array(self.list_until(b']', Self::typed_int)?),
            Kind::Depth => self.typed_int()?,
            Kind::TypeAttr => Attr::ty(self.ty()?),
            Kind::Bool => match self.lx.word() {
                w @ ("true" | "false") => {
                    self.lx.pos += w.len();
                    Attr::Bool(w == "true")
                }
                _ => return Err(Decline),
            },
            Kind::DenseInts(_) | Kind::DimsPerConsumer | Kind::Any | Kind::Typed => {
                self.attr_value()?
            }
            Kind::Flag if self.lx.keyword(name) => Attr::Unit,
            Kind::Visibility => match self.lx.word() {
                w @ ("private" | "public" | "nested") => {
                    self.lx.pos += w.len();
                    Attr::Str(w.to_string())
                }
                _ => return Err(Decline),
            },
            _ => return Err(Decline),
        })
    }

    /// `<North : 1, 2>`: a deterministic merge slot.
    fn merge_slot(&mut self) -> R<MergeSlot> {
        self.lx.expect("<")?;
        self.lx.skip();
        let word = build::unquote(self.lx.enum_word().ok_or(Decline)?);
        let bundle = EnumKind::WireBundle.lookup(&word).ok_or(Decline)?;
        let count = |f: &mut Self, before: &str| -> R<u32> {
            f.lx.expect(before)?;
            f.lx.skip();
            let lit = f.lx.int_lit().ok_or(Decline)?;
            u32::try_from(build::int_value(lit).ok_or(Decline)?).map_err(|_| Decline)
        };
        let channel = count(self, ":")?;
        let packets = count(self, ",")?;
        self.lx.expect(">")?;
        Ok(MergeSlot {
            bundle: WireBundle::from_index(bundle),
            channel,
            packets,
        })
    }

    /// `word = [n, ...]` of non-negative integers.
    fn keyword_list(&mut self, word: &str) -> R<Vec<u64>> {
        self.lx.skip();
        if !self.lx.keyword(word) {
            return Err(Decline);
        }
        self.lx.expect("=")?;
        self.lx.expect("[")?;
        self.list_until(b']', |f| {
            let lit = f.lx.int_lit().ok_or(Decline)?;
            let v = build::int_value(lit).ok_or(Decline)?;
            u64::try_from(v).map_err(|_| Decline)
        })
    }

    /// An `int_lit` stored as `ty`, in range.
    fn int_of(&mut self, ty: IntTy) -> R<Attr> {
        let lit = self.lx.int_lit().ok_or(Decline)?;
        int_attr(build::int_value(lit).ok_or(Decline)?, ty.ty().into())
    }
}

/// `v` as an integer attribute of `ty`, if it fits.
fn int_attr(v: i128, ty: Type) -> R<Attr> {
    let int = ty.int_type().ok_or(Decline)?;
    if !build::int_fits(v, &ty) {
        return Err(Decline);
    }
    Ok(Attr::Int(build::signless_value(v, &ty), int))
}
