//! MLIR types as aiec stores them.

use super::attr::Attr;
use std::fmt;

/// One dimension of a shaped type: a static size or `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    /// A fixed size (`4` in `4x?xi32`).
    Static(u64),
    /// A size known only at run time (`?`).
    Dynamic,
    /// A scalable vector dimension `[n]`.
    Scalable(u64),
}

/// Signedness of an integer type (`i32`, `si32`, `ui32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// A type. Dialect types that aiec does not model are kept verbatim in `Opaque`.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `index`
    Index,
    /// `none`
    None,
    /// `i32`, `si8`, `ui16`, ...
    Int {
        /// Number of bits.
        width: u32,
        /// Which of `i`, `si`, `ui` the keyword starts with.
        sign: Signedness,
    },
    /// Float type by its MLIR keyword (`f32`, `bf16`, ...).
    Float(&'static str),
    /// `memref<...>`; `shape` is `None` for an unranked memref (`memref<*xf32>`).
    MemRef {
        /// Dimensions, outermost first.
        shape: Option<Vec<Dim>>,
        /// Element type.
        elem: Box<Type>,
        /// Layout (`strided<...>` or `affine_map<...>`, kept opaque); `None`
        /// when none is written (row-major).
        layout: Option<Box<Attr>>,
        /// Memory space (`2 : i32`); `None` when none is written.
        space: Option<Box<Attr>>,
    },
    /// `vector<4x[8]xi32>`
    Vector {
        /// Dimensions, outermost first.
        shape: Vec<Dim>,
        /// Element type.
        elem: Box<Type>,
    },
    /// `tensor<...>`; `shape` is `None` for an unranked tensor (`tensor<*xf32>`).
    Tensor {
        /// Dimensions, outermost first.
        shape: Option<Vec<Dim>>,
        /// Element type.
        elem: Box<Type>,
    },
    /// `(inputs) -> results`
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `complex<T>`
    Complex(Box<Type>),
    /// `!aie.objectfifo<T>`
    ObjectFifo(Box<Type>),
    /// `!aie.objectfifosubview<T>`
    ObjectFifoSubview(Box<Type>),
    /// Any other dialect type, printed as written (`!llvm.ptr`).
    Opaque(String),
}

/// Hashes a type for the IR's type table: the layout and memory-space
/// attributes of a memref by their presence only (equal types hash alike).
impl std::hash::Hash for Type {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            Type::Index | Type::None => {}
            Type::Int { width, sign } => (width, sign).hash(h),
            Type::Float(k) => k.hash(h),
            Type::MemRef {
                shape,
                elem,
                layout,
                space,
            } => (shape, elem, layout.is_some(), space.is_some()).hash(h),
            Type::Vector { shape, elem } => (shape, elem).hash(h),
            Type::Tensor { shape, elem } => (shape, elem).hash(h),
            Type::Function { inputs, results } => (inputs, results).hash(h),
            Type::Tuple(types) => types.hash(h),
            Type::Complex(t) | Type::ObjectFifo(t) | Type::ObjectFifoSubview(t) => t.hash(h),
            Type::Opaque(text) => text.hash(h),
        }
    }
}

/// Types compare as their parts do; only a NaN in a memref's layout or
/// memory space would make a type unequal to itself, which costs the type
/// table a second entry, nothing else.
impl Eq for Type {}

/// The type of an integer attribute: `index` or an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntType {
    /// `index`
    Index,
    /// `i32`, `si8`, `ui16`, ...
    Int {
        /// Number of bits.
        width: u32,
        /// Which of `i`, `si`, `ui` the keyword starts with.
        sign: Signedness,
    },
}

impl IntType {
    /// Signless integer of the given width.
    pub const fn int(width: u32) -> IntType {
        IntType::Int {
            width,
            sign: Signedness::Signless,
        }
    }
    /// Unsigned integer of the given width.
    pub const fn uint(width: u32) -> IntType {
        IntType::Int {
            width,
            sign: Signedness::Unsigned,
        }
    }
    /// `i1`
    pub const I1: IntType = IntType::int(1);
    /// `i8`
    pub const I8: IntType = IntType::int(8);
    /// `i32`
    pub const I32: IntType = IntType::int(32);
    /// `i64`
    pub const I64: IntType = IntType::int(64);
    /// `index`
    pub const INDEX: IntType = IntType::Index;

    /// The type as a [`Type`].
    pub const fn ty(self) -> Type {
        match self {
            IntType::Index => Type::Index,
            IntType::Int { width, sign } => Type::Int { width, sign },
        }
    }
}

impl From<IntType> for Type {
    fn from(t: IntType) -> Type {
        t.ty()
    }
}

impl fmt::Display for IntType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

impl IntType {
    /// Writes the type's keyword (`index`, `i32`, `ui8`, ...) without the
    /// formatting machinery.
    pub fn write_to(&self, f: &mut impl fmt::Write) -> fmt::Result {
        let IntType::Int { width, sign } = *self else {
            return f.write_str("index");
        };
        f.write_str(match sign {
            Signedness::Signless => "i",
            Signedness::Signed => "si",
            Signedness::Unsigned => "ui",
        })?;
        f.write_str(itoa::Buffer::new().format(width))
    }
}

/// Writes `v` in decimal; most values fit 64 bits, whose formatting is
/// several times cheaper than 128 bits'.
pub fn write_i128(f: &mut impl fmt::Write, v: i128) -> fmt::Result {
    match i64::try_from(v) {
        Ok(small) => f.write_str(itoa::Buffer::new().format(small)),
        Err(_) => f.write_str(itoa::Buffer::new().format(v)),
    }
}

/// The type of a float attribute: one of [`FLOAT_TYPES`], by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FloatType(u8);

impl FloatType {
    /// `f16`
    pub const F16: FloatType = FloatType::named("f16");
    /// `bf16`
    pub const BF16: FloatType = FloatType::named("bf16");
    /// `f32`
    pub const F32: FloatType = FloatType::named("f32");
    /// `f64`
    pub const F64: FloatType = FloatType::named("f64");

    /// The float type of keyword `name`; panics (at compile time in consts)
    /// if `name` is not one of [`FLOAT_TYPES`].
    const fn named(name: &str) -> FloatType {
        let mut i = 0;
        while i < FLOAT_TYPES.len() {
            if str_eq(FLOAT_TYPES[i], name) {
                return FloatType(i as u8);
            }
            i += 1;
        }
        panic!("not a float keyword")
    }

    /// The MLIR keyword (`f32`).
    pub fn name(self) -> &'static str {
        FLOAT_TYPES[self.0 as usize]
    }

    /// The type as a [`Type`].
    pub fn ty(self) -> Type {
        Type::Float(self.name())
    }
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl From<FloatType> for Type {
    fn from(t: FloatType) -> Type {
        t.ty()
    }
}

impl fmt::Display for FloatType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The float keywords aiec accepts, longest first so that prefixes do not shadow.
pub const FLOAT_TYPES: &[&str] = &[
    "f8E4M3B11FNUZ",
    "f8E4M3FNUZ",
    "f8E5M2FNUZ",
    "f8E8M0FNU",
    "f8E4M3FN",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
    "f8E5M2",
    "f8E4M3",
    "f8E3M4",
    "bf16",
    "f16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
];

/// mlir-aie's block floating-point types (`!aiex.bfp`): block size × mantissa
/// bits + shared exponent bits.
const BLOCK_FLOAT_TYPES: &[(&str, u64)] = &[
    ("!aiex.bfp<\"v8bfp16ebs8\">", 8 * 8 + 8),
    ("!aiex.bfp<\"v16bfp16ebs16\">", 16 * 8 + 8),
];

impl Type {
    /// Signless integer of the given width.
    pub const fn int(width: u32) -> Type {
        IntType::int(width).ty()
    }
    /// `i1`
    pub const I1: Type = IntType::I1.ty();
    /// `i8`
    pub const I8: Type = IntType::I8.ty();
    /// `i32`
    pub const I32: Type = IntType::I32.ty();
    /// `i64`
    pub const I64: Type = IntType::I64.ty();

    /// Unsigned integer of the given width.
    pub const fn uint(width: u32) -> Type {
        IntType::uint(width).ty()
    }

    /// `!emitc.opaque<"name">`: the C++ type `name`.
    pub fn emitc_opaque(name: &str) -> Type {
        Type::Opaque(format!("!emitc.opaque<\"{name}\">"))
    }

    /// `!emitc.size_t`.
    pub fn emitc_size_t() -> Type {
        Type::Opaque("!emitc.size_t".into())
    }

    /// `!emitc.array<NxT>`: a C array of `n` elements of `elem`.
    pub fn emitc_array(n: usize, elem: &Type) -> Type {
        Type::Opaque(format!("!emitc.array<{n}x{elem}>"))
    }

    /// `!emitc.lvalue<T>`: a variable of `ty`.
    pub fn emitc_lvalue(ty: &Type) -> Type {
        Type::Opaque(format!("!emitc.lvalue<{ty}>"))
    }

    /// The C++ name of an EmitC type made by [`Type::emitc_opaque`] or
    /// [`Type::emitc_size_t`].
    pub fn emitc_name(&self) -> Option<&str> {
        let Type::Opaque(text) = self else {
            return None;
        };
        match text.as_str() {
            "!emitc.size_t" => Some("size_t"),
            t => t.strip_prefix("!emitc.opaque<\"")?.strip_suffix("\">"),
        }
    }

    /// `!ptr.ptr<space>`: a pointer of MLIR's `ptr` dialect into memory
    /// space `space` (an attribute's text, `#ptr.generic_space`).
    pub fn ptr(space: &str) -> Type {
        Type::Opaque(format!("!ptr.ptr<{space}>"))
    }

    /// The memory space of a `!ptr.ptr<space>` (its text); `None` for any
    /// other type.
    pub fn ptr_space(&self) -> Option<&str> {
        match self {
            Type::Opaque(t) => t.strip_prefix("!ptr.ptr<")?.strip_suffix('>'),
            _ => None,
        }
    }

    /// `!ptr.ptr_metadata<T>`: what `ptr.get_metadata` reads of a value of
    /// type `T`.
    pub fn ptr_metadata(t: &Type) -> Type {
        Type::Opaque(format!("!ptr.ptr_metadata<{t}>"))
    }

    /// The memory space of a memref, as text (`""` for the default space).
    pub fn memory_space(&self) -> Option<String> {
        match self {
            Type::MemRef { space, .. } => {
                Some(space.as_ref().map(|s| s.to_string()).unwrap_or_default())
            }
            _ => None,
        }
    }

    /// Element type of a shaped type (memref, vector, tensor) or object-fifo type.
    pub fn element(&self) -> Option<&Type> {
        match self {
            Type::MemRef { elem, .. } | Type::Vector { elem, .. } | Type::Tensor { elem, .. } => {
                Some(elem)
            }
            Type::ObjectFifo(t) | Type::ObjectFifoSubview(t) => Some(t),
            _ => None,
        }
    }

    /// The tensor type of a memref's elements (what a global's or a
    /// buffer's dense initializer has in MLIR).
    pub fn tensor_of(&self) -> Option<Type> {
        match self {
            Type::MemRef { shape, elem, .. } => Some(Type::Tensor {
                shape: shape.clone(),
                elem: elem.clone(),
            }),
            _ => None,
        }
    }

    /// Static shape of a shaped type, if ranked and fully static.
    pub fn static_shape(&self) -> Option<Vec<u64>> {
        self.dims()?
            .iter()
            .map(|d| match d {
                Dim::Static(n) => Some(*n),
                _ => None,
            })
            .collect()
    }

    /// Whether the type is shaped, ranked and fully static
    /// ([`Type::static_shape`] without making the shape).
    pub fn has_static_shape(&self) -> bool {
        self.dims()
            .is_some_and(|dims| dims.iter().all(|d| matches!(d, Dim::Static(_))))
    }

    /// The dimensions of a ranked shaped type.
    fn dims(&self) -> Option<&[Dim]> {
        match self {
            Type::MemRef { shape: Some(s), .. } | Type::Tensor { shape: Some(s), .. } => Some(s),
            Type::Vector { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// Number of elements of a statically shaped type.
    pub fn num_elements(&self) -> Option<u64> {
        self.dims()?.iter().try_fold(1u64, |n, d| match d {
            Dim::Static(d) => n.checked_mul(*d),
            _ => None,
        })
    }

    /// Size in bits of a scalar or vector type (`index` counts as 64).
    pub fn bit_width(&self) -> Option<u64> {
        match self {
            Type::Int { width, .. } => Some(*width as u64),
            Type::Index => Some(64),
            Type::Float(name) => Some(match *name {
                "bf16" | "f16" => 16,
                "f32" | "tf32" => 32,
                "f64" => 64,
                "f80" => 80,
                "f128" => 128,
                name if name.starts_with("f8") => 8,
                name if name.starts_with("f6") => 6,
                _ => 4,
            }),
            Type::Vector { elem, .. } => self.num_elements()?.checked_mul(elem.bit_width()?),
            Type::Opaque(name) => BLOCK_FLOAT_TYPES
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, bits)| *bits),
            _ => None,
        }
    }

    /// Size in bytes of a statically shaped memref's data.
    pub fn memref_bytes(&self) -> Option<u64> {
        match self {
            Type::MemRef { elem, .. } => self
                .num_elements()?
                .checked_mul(elem.bit_width()?.div_ceil(8)),
            _ => None,
        }
    }

    /// The strides and offset (in elements) of a ranked memref: those of its
    /// `strided<[...], offset: ...>` layout, or the row-major ones of its
    /// shape without a layout. `None` entries are dynamic (`?`); `None` for
    /// other layouts and types.
    pub fn strides_and_offset(&self) -> Option<(Vec<Option<i64>>, Option<i64>)> {
        let Type::MemRef {
            shape: Some(shape),
            layout,
            ..
        } = self
        else {
            return None;
        };
        match layout.as_deref() {
            None => Some((row_major(shape), Some(0))),
            Some(Attr::Opaque(text)) => parse_strided(text).filter(|(s, _)| s.len() == shape.len()),
            Some(_) => None,
        }
    }

    /// Whether this is `other`, reading `strided<...>` layouts by their
    /// strides and offset (`strided<[1],offset:16>` is `strided<[1],
    /// offset: 16>`), as MLIR compares the layouts it has parsed.
    pub fn same_as(&self, other: &Type) -> bool {
        match (self, other) {
            (
                Type::MemRef {
                    shape,
                    elem,
                    layout: Some(_),
                    space,
                },
                Type::MemRef {
                    shape: other_shape,
                    elem: other_elem,
                    layout: Some(_),
                    space: other_space,
                },
            ) => {
                (shape, elem, space) == (other_shape, other_elem, other_space)
                    && self
                        .strides_and_offset()
                        .is_some_and(|l| Some(l) == other.strides_and_offset())
            }
            _ => self == other,
        }
    }

    /// The integer attribute type this is, for `index` and integer types.
    pub fn int_type(&self) -> Option<IntType> {
        match *self {
            Type::Index => Some(IntType::Index),
            Type::Int { width, sign } => Some(IntType::Int { width, sign }),
            _ => None,
        }
    }

    /// The float attribute type this is, for the float keywords.
    pub fn float_type(&self) -> Option<FloatType> {
        match self {
            Type::Float(name) => FLOAT_TYPES
                .iter()
                .position(|k| k == name)
                .map(|i| FloatType(i as u8)),
            _ => None,
        }
    }

    /// True for memref types.
    pub fn is_memref(&self) -> bool {
        matches!(self, Type::MemRef { .. })
    }

    /// True for integer types of any signedness and `index`.
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int { .. } | Type::Index)
    }
}

/// Row-major strides of `shape`: each the product of the sizes inside it.
fn row_major(shape: &[Dim]) -> Vec<Option<i64>> {
    let mut strides = vec![Some(1i64); shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = match (strides[i + 1], shape[i + 1]) {
            (Some(s), Dim::Static(n)) => i64::try_from(n).ok().and_then(|n| s.checked_mul(n)),
            _ => None,
        };
    }
    strides
}

/// The `strided<[s, ...]>` layout of `strides` and `offset` (in elements,
/// `None` for `?`), as MLIR prints it: no `offset:` when it is 0.
pub fn strided_layout(strides: &[Option<i64>], offset: Option<i64>) -> Attr {
    let show = |v: Option<i64>| v.map_or("?".to_string(), |v| v.to_string());
    let s: Vec<String> = strides.iter().map(|&v| show(v)).collect();
    Attr::Opaque(match offset {
        Some(0) => format!("strided<[{}]>", s.join(", ")),
        o => format!("strided<[{}], offset: {}>", s.join(", "), show(o)),
    })
}

/// A `strided<...>` layout written as MLIR prints it (`strided<[4, 1],
/// offset: 0>` is `strided<[4, 1]>`); `None` for other layouts.
pub fn canonical_strided(layout: &Attr) -> Option<Attr> {
    let Attr::Opaque(text) = layout else {
        return None;
    };
    let (strides, offset) = parse_strided(text)?;
    Some(strided_layout(&strides, offset))
}

/// `strided<[s, ...]>` or `strided<[s, ...], offset: o>`, `?` for dynamic.
fn parse_strided(text: &str) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    let body = text.strip_prefix("strided<")?.strip_suffix('>')?.trim();
    let body = body.strip_prefix('[')?;
    let close = body.find(']')?;
    let entry = |s: &str| match s.trim() {
        "?" => Some(None),
        n => n.parse::<i64>().ok().map(Some),
    };
    let strides = body[..close]
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(entry)
        .collect::<Option<Vec<_>>>()?;
    let rest = body[close + 1..].trim();
    let offset = match rest.strip_prefix(',') {
        Some(o) => entry(o.trim().strip_prefix("offset:")?)?,
        None if rest.is_empty() => Some(0),
        None => return None,
    };
    Some((strides, offset))
}

fn write_shape(f: &mut fmt::Formatter<'_>, shape: &[Dim]) -> fmt::Result {
    for d in shape {
        match d {
            Dim::Static(n) => write!(f, "{n}x")?,
            Dim::Dynamic => f.write_str("?x")?,
            Dim::Scalable(n) => write!(f, "[{n}]x")?,
        }
    }
    Ok(())
}

fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, t) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Index => f.write_str("index"),
            Type::None => f.write_str("none"),
            Type::Int { width, sign } => {
                let p = match sign {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{p}{width}")
            }
            Type::Float(n) => f.write_str(n),
            Type::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                f.write_str("memref<")?;
                match shape {
                    Some(s) => write_shape(f, s)?,
                    None => f.write_str("*x")?,
                }
                write!(f, "{elem}")?;
                if let Some(l) = layout {
                    write!(f, ", {}", super::attr::Elided(l))?;
                }
                if let Some(s) = space {
                    write!(f, ", {}", super::attr::Elided(s))?;
                }
                f.write_str(">")
            }
            Type::Vector { shape, elem } => {
                f.write_str("vector<")?;
                write_shape(f, shape)?;
                write!(f, "{elem}>")
            }
            Type::Tensor { shape, elem } => {
                f.write_str("tensor<")?;
                match shape {
                    Some(s) => write_shape(f, s)?,
                    None => f.write_str("*x")?,
                }
                write!(f, "{elem}>")
            }
            Type::Function { inputs, results } => {
                f.write_str("(")?;
                write_list(f, inputs)?;
                f.write_str(") -> ")?;
                if results.len() == 1 && !matches!(results[0], Type::Function { .. }) {
                    write!(f, "{}", results[0])
                } else {
                    f.write_str("(")?;
                    write_list(f, results)?;
                    f.write_str(")")
                }
            }
            Type::Tuple(ts) => {
                f.write_str("tuple<")?;
                write_list(f, ts)?;
                f.write_str(">")
            }
            Type::Complex(t) => write!(f, "complex<{t}>"),
            Type::ObjectFifo(t) => write!(f, "!aie.objectfifo<{t}>"),
            Type::ObjectFifoSubview(t) => write!(f, "!aie.objectfifosubview<{t}>"),
            Type::Opaque(s) => f.write_str(s),
        }
    }
}
