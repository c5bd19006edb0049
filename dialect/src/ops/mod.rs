//! The op table and what derives from it. Every op aiec knows is declared once
//! in [`table::OPS`]: its name, custom assembly format, attributes (name, kind,
//! required / optional / upstream default), results and result naming, its
//! traits (MLIR's: isolated from above, symbol table, terminator, implicit
//! terminator, ...) and its verifier ([`OpDef`]). From the table come the pest
//! grammar and the printer ([`crate::syntax`]), the verifier ([`crate::verify()`]:
//! the generic step — required attributes present and of their kind, symbol
//! references resolved — then the op's own), [`crate::ir::OpKind`], and the
//! typed views and builders of [`views`] that passes and the verifier use
//! instead of op names and attribute names. Each entry also gives the op's
//! ODS signature ([`ods`]), from which MLIR-style Python op classes are made.
//!
//! The notation below is read by the generator's test (`notation.rs`,
//! `generate.rs`) into checked-in Rust (`parsed.rs`: formats, attribute
//! declarations and ODS signatures), which is all aiec reads at run time: a malformed entry (an
//! unknown kind or format word, an unclosed group, a parent or symbol target
//! that is no op of the table) fails that test, naming the entry, and never
//! a run of aiec.
//!
//! Format notation, elements separated by blanks:
//! * `'text'` — literal text, printed verbatim (spaces included) and matched
//!   with surrounding whitespace ignored;
//! * `$name:kind` — attribute `name` in the custom syntax of `kind` (see
//!   [`Kind`]), with an optional `=default` suffix;
//! * `%` one operand, `%*` a comma-separated operand list, `%:` an operand
//!   followed by `: type`;
//! * `type` a result type, `types` a parenthesised result-type list, `rtypes`
//!   a bare comma-separated list of the result types, `otype` the
//!   type of the last single operand, `otype:N` the type of operand `N`
//!   (`otype:-N` the `N`th from the end),
//!   `otypes` the types of the last operand list, `fntype` a function type
//!   giving operand and result types;
//! * `region`, `regions` (`[{...}, {...}]`), `^` a successor, `^*` a successor
//!   with arguments;
//! * `attr-dict`, `attr-dict-kw` (`attributes {...}`);
//! * `@special` a hand-written piece of syntax ([`Special`]);
//! * `( ... )?` an optional group, present when its first attribute/operand is.
//!
//! An empty format declares an op that has no custom syntax in aiec (nor a
//! grammar rule): it is parsed and printed in MLIR's generic form only, and
//! its attributes are all declared in [`OpDef::attrs`].
//!
//! An attribute of the format is required unless it sits in an optional group
//! or has a default. Attributes written only in the attribute dictionary are
//! declared in [`OpDef::attrs`], in the same `name:kind` notation, with a `?`
//! suffix for optional ones, `=default` for defaulted ones (elided when equal
//! to the default), `?=default` for optional ones read as a default and
//! `+=default` for ones MLIR always holds (an op made without one holds
//! the default, which printers that print every attribute show).
//!
//! An integer kind may be followed by the range mlir-aie confines the
//! attribute to: `i32[0..]` (at least 0), `i8[0..5]`.
//!
//! Attribute kinds: `i8 i16 i32 i64 ui8 ui32 ui64` integers, `opti32` (an
//! integer or `?`), `bool`, `flag`, `str`, `device`, `visibility`, `symname`,
//! `sym` / `syms` (a symbol reference / a list of them; `sym(a.op|b.op)`
//! names the ops the symbol must resolve to), `ints` (array of integers),
//! `i32s` / `i64s` (dense integer arrays), `dims`, `dimss` (per consumer),
//! `pads`, `packet`, `depth`, `typeattr`, `dense`, `typed`, `globalinit`,
//! `index` (an integer of type `index`), `mixed` (a list of integers and SSA
//! values, `[0, %i]`: the values are operands, in order), `affinemap`,
//! `reassoc` (`[[0, 1], [2]]`), `any`, `event` (a trace event), `regvalue`
//! (an integer or a trace event), or the name of an [`EnumKind`].
//!
//! ODS notation ([`OpDef::ods`], read into [`ods`], [`signature`]): the op's
//! signature in its ODS definition, as MLIR's Python op classes take it,
//!
//! ```text
//! Class(arg, ...) -> result, ... ^successor ... {region, ...} [Trait, ...]
//! ```
//!
//! each part after the arguments present only when the op has some. `Class`
//! is the C++ class name; the arguments are ODS's `arguments` in order:
//! * `%name`, `%name?`, `%name*` — an operand, `Optional<>`, `Variadic<>`;
//! * `$name`, `$name?` — an attribute aiec declares (format or attribute
//!   list), required in ODS, or optional, default-valued or unit (a
//!   keyword-only builder argument, never required by aiec); `$name@held`
//!   one aiec holds in its declared attribute `held`;
//! * `!name`, `!name=default` — an attribute (or property) of ODS's,
//!   optional or default-valued, that aiec does not store: accepted only
//!   absent or equal to `default` (MLIR's syntax); `!%name?`, `!%name*` —
//!   an operand group aiec does not hold, accepted only empty;
//! * `+%name?` — an operand aiec's syntax also reads that ODS lacks (not a
//!   builder argument).
//!
//! Results are `name`, `name?`, `name*` (`_` for an unnamed one), `!name?` an
//! optional result aiec's op never has; successors `^name`, `^name*`; regions
//! `name`, the last one `name*` if variadic. The traits named are those of
//! ODS's that shape the builder: `SameOperandsAndResultType`,
//! `FirstAttrDerivedResultType`, `InferTypeOpInterface` (declared, or added by
//! ODS where every result type is known), `AttrSizedOperandSegments`,
//! `AttrSizedResultSegments`. The test reading the notation checks every name
//! against the op: unique names, attributes aiec declares with the same
//! keyword status, operands matching the operands of the format in kind and
//! order (a scalar field `#name` or run-time integer `$name:kind~` by name),
//! results, regions and successors matching the op's, segments where aiec
//! records them, and the property an `.implied(...)` names an argument at
//! that value.

pub mod access;
mod builder;
pub mod format;
#[cfg(test)]
mod generate;
#[cfg(test)]
mod notation;
#[cfg(test)]
mod uses;
#[rustfmt::skip]
mod parsed;
pub mod pools;
pub mod signature;
pub mod structured;
mod table;
pub(crate) mod upgrade;
#[rustfmt::skip]
pub mod views;

pub use builder::OpBuilder;
pub use signature::{Arity, Inference, Ods, OdsArg, OdsArgKind, OdsResult};

pub use table::{LLVM_TARGET_TRIPLE, OPS};

use crate::ir::{Attr, EnumKind, IntType, OpKind, OpName, Type, MODULE_OP};
use crate::verify::Verifier;
use std::sync::OnceLock;

/// How an attribute is written and stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An integer stored with the given type, printed bare (`0x10` reads as 16).
    Int(IntTy),
    /// A case of an enumeration, bare or quoted (`West`, `"West"`).
    Enum(EnumKind),
    /// `@sym` stored as a symbol reference; the `|`-separated names of the ops
    /// it must resolve to (empty: not resolved by the verifier).
    Sym(&'static str),
    /// `@sym` stored as the string attribute (`sym_name`).
    SymName,
    /// `[@a, @b]`, each resolving to one of the named ops (as [`Kind::Sym`]).
    Syms(&'static str),
    /// `[1, 2]` stored as an array of i64.
    Ints,
    /// `[0, %i, 4]`: integers and SSA values, stored as an i64 array with
    /// `i64::MIN` (MLIR's `ShapedType::kDynamic`) for each value; the values
    /// are operands of the op, in the order written.
    Mixed,
    /// `affine_map<...>` or an alias of one, stored as its canonical text.
    AffineMap,
    /// `[[0, 1], [2]]`: groups of dimensions (a reshape's reassociation).
    Reassociation,
    /// `array<i32: ...>` / `array<i64: ...>`
    DenseInts(IntTy),
    /// `[<size = s, stride = t>, ...]`
    Dims,
    /// `sizes = [s, ...] strides = [t, ...]`, outermost first, stored as a
    /// dimension layout list (`aie.dma_bd`'s current form).
    SizesStrides,
    /// One dimension list per objectfifo consumer.
    DimsPerConsumer,
    /// `[<const_pad_before = a, const_pad_after = b>, ...]`
    Pads,
    /// `"text"`
    Str,
    /// `#aie.packet_info<pkt_type = t, pkt_id = i>`
    Packet,
    /// `#aie.bd_iteration<...>` ([`crate::ir::BdIteration`]).
    BdIteration,
    /// `#aie.trace_buffer<...>` ([`crate::ir::TraceBuffer`]).
    TraceBuffer,
    /// `[#aie.trace_slice<...>, ...]` ([`crate::ir::TraceSlice`]).
    TraceSlices,
    /// `[<North : 1, 2>, ...]`: a deterministic merge schedule, stored as
    /// an array of [`crate::ir::MergeSlot`]s.
    MergeSlots,
    /// objectfifo depth: `2 : i32` or `[2, 3]`
    Depth,
    /// a device name, stored as a string
    Device,
    /// a type, stored as a type attribute
    TypeAttr,
    /// `true` / `false`
    Bool,
    /// an integer, or `?` for none (the attribute is then absent)
    OptInt(IntTy),
    /// `dense<...>` whose type the op implies
    Dense,
    /// any attribute written with its type (`arith.constant`'s value)
    Typed,
    /// `dense<...>` or `uninitialized` (`memref.global`)
    GlobalInit,
    /// a keyword whose presence sets a unit attribute of the same name
    Flag,
    /// `private` / `public` / `nested` stored as a string
    Visibility,
    /// any attribute, not checked
    Any,
    /// a trace event, `"NAME"` or `EnumType::NAME`, stored as that string
    TraceEvent,
    /// an integer, or a string as a trace event (`aie.trace.reg`'s value)
    TraceValue,
}

/// The attribute holding a symbol's name (MLIR's `SymbolTable` trait reads
/// it from any op: `sym_name`).
pub const SYM_NAME: &str = "sym_name";

/// The entry of a [`Kind::Mixed`] list that stands for an operand (MLIR's
/// `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// The size or stride of a [`Kind::SizesStrides`] list that stands for an
/// operand: a value known only when a runtime sequence runs.
pub const DYNAMIC_DIM: u64 = u64::MAX;

/// The value of an integer attribute declared `$name:kind~` (mlir-aie's
/// `custom<DynamicScalar>`): an integer, or an SSA value known only when a
/// runtime sequence runs. The IR stores the latter as the attribute holding
/// [`DYNAMIC`] and the value as an operand, in format order with the other
/// operands ([`format::dynamic_operand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOrValue {
    /// A constant.
    Int(i64),
    /// A value known only at run time.
    Value(crate::ir::ValueId),
}

impl IntOrValue {
    /// The constant, if it is one.
    pub fn int(self) -> Option<i64> {
        match self {
            IntOrValue::Int(v) => Some(v),
            IntOrValue::Value(_) => None,
        }
    }
}

/// The integer types of attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntTy {
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `ui8`, unsigned.
    UI8,
    /// `ui32`, unsigned.
    UI32,
    /// `ui64`, unsigned.
    UI64,
    /// `index`, 64 bits.
    Index,
}

impl IntTy {
    /// The type an attribute of this type is stored with.
    pub fn ty(self) -> IntType {
        match self {
            IntTy::I8 => IntType::I8,
            IntTy::I16 => IntType::int(16),
            IntTy::I32 => IntType::I32,
            IntTy::I64 => IntType::I64,
            IntTy::UI8 => IntType::uint(8),
            IntTy::UI32 => IntType::uint(32),
            IntTy::UI64 => IntType::uint(64),
            IntTy::Index => IntType::Index,
        }
    }

    /// Bit width and signedness (`None` for signless).
    fn shape(self) -> (u32, Option<bool>) {
        match self {
            IntTy::I8 => (8, None),
            IntTy::I16 => (16, None),
            IntTy::I32 => (32, None),
            IntTy::I64 | IntTy::Index => (64, None),
            IntTy::UI8 => (8, Some(false)),
            IntTy::UI32 => (32, Some(false)),
            IntTy::UI64 => (64, Some(false)),
        }
    }

    /// The values an attribute of this type holds: a signless integer is
    /// read as signed or unsigned (MLIR accepts both spellings).
    pub fn range(self) -> (i128, i128) {
        let (bits, signed) = self.shape();
        let max = (1i128 << bits) - 1;
        match signed {
            Some(false) => (0, max),
            _ => (-(1i128 << (bits - 1)), max),
        }
    }

    /// `v` wrapped to this type's width: modulo 2^width for an unsigned
    /// type, sign-extended from the width otherwise.
    pub fn wrap(self, v: i128) -> i128 {
        let (bits, signed) = self.shape();
        let low = v & ((1i128 << bits) - 1);
        match signed {
            Some(false) => low,
            _ if low >> (bits - 1) == 1 => low - (1i128 << bits),
            _ => low,
        }
    }

    /// MLIR's constraint description: `32-bit signless integer`.
    pub fn describe(self) -> String {
        if self == IntTy::Index {
            return "index".into();
        }
        let (bits, signed) = self.shape();
        let s = match signed {
            None => "signless",
            Some(true) => "signed",
            Some(false) => "unsigned",
        };
        format!("{bits}-bit {s} integer")
    }
}

impl Kind {
    /// What a value of this kind is, for diagnostics (MLIR's constraint wording).
    pub fn describe(self) -> String {
        match self {
            Kind::Int(t) | Kind::OptInt(t) => format!("{} attribute", t.describe()),
            Kind::DenseInts(t) => format!("{} array attribute", t.describe()),
            Kind::Enum(k) => k.describe().to_string(),
            Kind::Sym(_) => "flat symbol reference attribute".into(),
            Kind::Syms(_) => "array of flat symbol references".into(),
            Kind::SymName | Kind::Str | Kind::Device | Kind::Visibility => {
                "string attribute".into()
            }
            Kind::Ints => "array of integer attributes".into(),
            Kind::Mixed => "i64 dense array attribute".into(),
            Kind::AffineMap => "AffineMap attribute".into(),
            Kind::Reassociation => "Array of 64-bit integer array attributes".into(),
            Kind::Dims | Kind::SizesStrides => "dimension layout array".into(),
            Kind::DimsPerConsumer => "array of dimension layout arrays".into(),
            Kind::Pads => "padding layout array".into(),
            Kind::Packet => "packet info attribute".into(),
            Kind::BdIteration => "BD iteration attribute".into(),
            Kind::TraceBuffer => "trace buffer attribute".into(),
            Kind::TraceSlices => "array of trace slice attributes".into(),
            Kind::MergeSlots => "array of merge slot attributes".into(),
            Kind::Depth => "integer or array of integers".into(),
            Kind::TypeAttr => "type attribute".into(),
            Kind::Bool => "bool attribute".into(),
            Kind::Dense => "dense elements attribute".into(),
            Kind::Typed => "typed attribute".into(),
            Kind::GlobalInit => "dense elements attribute or `uninitialized`".into(),
            Kind::Flag => "unit attribute".into(),
            Kind::Any => "attribute".into(),
            Kind::TraceEvent => "trace event attribute".into(),
            Kind::TraceValue => "trace event or integer attribute".into(),
        }
    }

    /// Whether `a` is a value of this kind.
    pub fn admits(self, a: &Attr) -> bool {
        let all_ints =
            |v: &[crate::ir::DenseLit]| v.iter().all(|x| matches!(x, crate::ir::DenseLit::Int(_)));
        let int_in = |t: IntTy, a: &Attr| {
            let (lo, hi) = t.range();
            matches!(a, Attr::Int(v, _) if (lo..=hi).contains(v))
        };
        let flat_sym = |a: &Attr| matches!(a, Attr::SymRef(p) if p.len() == 1);
        match self {
            Kind::Int(t) | Kind::OptInt(t) => int_in(t, a),
            Kind::Enum(k) => match a {
                Attr::Enum(k2, _) => *k2 == k,
                // An `I32EnumAttr` in generic form: the case's value.
                Attr::Int(v, _) => i64::try_from(*v).is_ok_and(|v| k.from_value(v).is_some()),
                _ => false,
            },
            Kind::Sym(_) => flat_sym(a),
            Kind::SymName | Kind::Str | Kind::Device | Kind::Visibility => {
                matches!(a, Attr::Str(_))
            }
            Kind::Syms(_) => matches!(a, Attr::Array(v) if v.iter().all(flat_sym)),
            Kind::Ints => {
                matches!(a, Attr::Array(v) if v.iter().all(|x| matches!(x, Attr::Int(..))))
            }
            Kind::DenseInts(t) => {
                matches!(a, Attr::DenseArray(d) if d.ty == t.ty().into() && all_ints(&d.vals))
            }
            Kind::Mixed => {
                matches!(a, Attr::DenseArray(d) if matches!(d.ty, Type::Int { width: 64, .. }) && all_ints(&d.vals))
            }
            Kind::AffineMap => {
                matches!(a, Attr::Opaque(s) if crate::ir::AffineMap::parse(s).is_ok())
            }
            Kind::Reassociation => matches!(a, Attr::Array(groups) if groups.iter().all(
                |g| matches!(g, Attr::Array(v) if v.iter().all(|x| matches!(x, Attr::Int(..))))
            )),
            Kind::Dims | Kind::SizesStrides => matches!(a, Attr::DimLayouts(_)),
            Kind::DimsPerConsumer => matches!(a, Attr::DimLayoutsPerConsumer(_)),
            Kind::Pads => matches!(a, Attr::PadLayouts(_)),
            Kind::Packet => matches!(a, Attr::PacketInfo(..)),
            Kind::BdIteration => matches!(a, Attr::BdIteration(_)),
            Kind::TraceBuffer => matches!(a, Attr::TraceBuffer(_)),
            Kind::MergeSlots => {
                matches!(a, Attr::Array(v) if v.iter().all(|x| matches!(x, Attr::MergeSlot(_))))
            }
            Kind::TraceSlices => {
                matches!(a, Attr::Array(v) if v.iter().all(|x| matches!(x, Attr::TraceSlice(_))))
            }
            Kind::Depth => {
                matches!(a, Attr::Int(..))
                    || matches!(a, Attr::Array(v) if v.iter().all(|x| matches!(x, Attr::Int(..))))
            }
            Kind::TypeAttr => matches!(a, Attr::Type(_)),
            Kind::Bool => matches!(a, Attr::Bool(_)),
            Kind::Dense => matches!(a, Attr::Dense(..)),
            Kind::Typed => match a {
                Attr::Int(..) | Attr::Float(..) | Attr::Bool(_) => true,
                Attr::Dense(d) => d.ty.is_some(),
                _ => false,
            },
            Kind::GlobalInit => matches!(a, Attr::Dense(..) | Attr::Unit),
            Kind::Flag => matches!(a, Attr::Unit),
            Kind::Any => true,
            Kind::TraceEvent => matches!(a, Attr::Str(_)),
            Kind::TraceValue => matches!(a, Attr::Str(_) | Attr::Int(..)),
        }
    }

    /// The ops a symbol reference of this kind must resolve to (empty: any,
    /// not checked).
    pub fn symbol_targets(self) -> impl Iterator<Item = &'static str> {
        let list = match self {
            Kind::Sym(t) | Kind::Syms(t) => t,
            _ => "",
        };
        list.split('|').filter(|s| !s.is_empty())
    }
}

/// Hand-written pieces of syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// objectfifo producer: `%tile (dimensionsToStream [...])?`
    FifoProducer,
    /// objectfifo consumers: `{%t (dimensionsFromStream [...])?, ...}`
    FifoConsumers,
    /// objectfifo initial values: ` = [dense<...>, ...]` (optional)
    FifoInit,
    /// region entry-block arguments: `(%a: T, ...)`
    EntryArgs,
    /// `func.func` signature: `(%a: T, ...) -> (R, ...)` or `(T, ...)` for declarations
    FuncSignature,
    /// `scf.for` header: `%iv = %lb to %ub step %s (iter_args(...) -> (...))? (: T)?`
    ForHeader,
    /// `affine.for` header: `%iv = lb to ub (step n)? (iter_args(...) -> (...))?`,
    /// each bound an integer or an SSA symbol (`lowerBoundMap`, `upperBoundMap`, `step`)
    AffineForHeader,
    /// `affine.load`/`affine.store` subscripts `[%i + 1, symbol(%n)]` (`map`)
    AffineIndices,
    /// the operands of the preceding `map`: `(%d, ...)[%s, ...]`
    MapOperands,
    /// `scf.while` header: ` (%a = %init, ...) : (T, ...) -> R` (no list without inits)
    WhileHeader,
    /// `arith.select` types: `T`, or `C, T` for a vector condition of type `C`
    SelectTypes,
    /// `scf.index_switch` results and cases: ` -> T, ...` (optional), then
    /// `case N {...}` per value of `cases` and `default {...}` (the op's
    /// first region, as in MLIR's generic form)
    SwitchCases,
    /// `aiex.npu.address_patch`'s operands after `arg_plus`, told apart by
    /// type: ` addr %r : T` (a register address known at run time, an
    /// integer), then ` buffer %b : memref<...>` (the host buffer, before
    /// `--aie-resolve-address-patch-buffers` names it by index); each optional
    PatchOperands,
    /// MLIR's optional arrow type list of the results: nothing without
    /// results, ` -> T` for one (not a function type), ` -> (T, ...)`
    /// otherwise (`scf.execute_region`)
    ArrowTypes,
    /// `scf.parallel` header: `(%i, ...) = (%lb, ...) to (%ub, ...) step
    /// (%s, ...)`, then ` init (%v, ...)` and the arrow type list of the
    /// results when it has any (the bounds, steps and initial values are
    /// the operand groups of `operandSegmentSizes`)
    ParallelHeader,
    /// `scf.reduce`'s reduction regions, comma-separated, each with its
    /// entry block's label
    Reductions,
    /// `scf.forall` header: `(%i, ...) in (ub, ...)` when every lower bound
    /// is 0 and every step 1, else `(%i, ...) = (lb, ...) to (ub, ...) step
    /// (s, ...)`, each entry an integer or an `index` value
    /// (`staticLowerBound`, `staticUpperBound`, `staticStep`), then
    /// ` shared_outs(%o = %v, ...) -> (T, ...)` when it has outputs
    ForallHeader,
}

/// The results an op has.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Results {
    /// No results.
    None,
    /// Exactly these types.
    Fixed(&'static [Type]),
    /// Given by `type`/`types`/`fntype` elements or specials.
    FromFormat,
    /// One result: the element type of the first operand (`memref.load`).
    ElementOfFirstOperand,
    /// One result: the type of the `Typed` attribute (`arith.constant`).
    FromValue,
    /// One result: `i1`, or a vector/tensor of `i1` shaped like the first operand (comparisons).
    BoolLikeOperand,
    /// One result of the first operand's type (`ptr.ptr_add`).
    SameAsFirstOperand,
    /// One result: `!ptr.ptr_metadata<T>` of the first operand's type `T`
    /// (`ptr.get_metadata`).
    PtrMetadataOfFirstOperand,
    /// One result: a 1-D vector of the first operand's element type, one
    /// lane per entry of the `mask` attribute (`vector.shuffle`).
    ShuffleMask,
    /// One result: of the type the format spells, or, for an op built
    /// without it, of operand `N`'s type (ODS's `AllTypesMatch` inference:
    /// `aievec.add_elem`).
    TypeOfOperand(u8),
    /// One result: of the type the format spells, or, for an op built
    /// without it, a 1-D vector of the operands' element type with their
    /// lanes together (`aievec.concat`).
    Concatenation,
    /// One result: a vector of the first operand's element type, of the
    /// first operand's lanes by the second's when that is a vector, else of
    /// the first operand's shape (`vector.outerproduct`).
    OuterProduct,
}

/// How the printer names an op's results (mlir-aie's `getAsmResultNames`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// MLIR's default `%0`, `%1`, ...
    Numbered,
    /// `%tile_C_R`, `%mem_tile_C_R`, `%shim_noc_tile_C_R`, `%shim_pl_tile_C_R`
    Tile,
    /// `%logical_core`, `%logical_mem`, `%logical_shim_noc`, `%logical_shim_pl`
    LogicalTile,
    /// `%<prefix>_C_R` from the tile operand
    PerTile(&'static str),
    /// the `sym_name` attribute, else `%<prefix>_C_R` from the tile operand
    SymNameOrTile(&'static str),
    /// the `sym_name` attribute, else numbered
    SymName,
    /// arith.constant: `%c42_i32`, `%c0`, `%true`, `%cst`
    Constant,
    /// this name, made unique as MLIR makes it (`%alloca`, `%alloca_0`, ...)
    Named(&'static str),
}

/// One op of the table: its syntax and attributes, and the traits
/// (MLIR's) the parser, printer, verifier and passes read.
#[derive(Clone, Copy, Debug)]
pub struct OpDef {
    /// The op's name (`aie.tile`).
    pub name: &'static str,
    /// The custom assembly format in the notation of the module doc (empty:
    /// generic form only).
    pub format: &'static str,
    /// Attributes outside the custom syntax (`name:kind`, `?` optional,
    /// `=default`), blank-separated.
    pub attrs: &'static str,
    /// The results it has.
    pub results: Results,
    /// How the printer names its results.
    pub naming: Naming,
    /// No side effects but reading memory or allocating its own result, so
    /// erased when its results are unused (MLIR's `isOpTriviallyDead`).
    pub removable: bool,
    /// A removable op that reads memory or allocates its result (MLIR's
    /// read and allocate effects): two equal ones are not one.
    pub reads_or_allocates: bool,
    /// Its result is a view of the memory of its first operand (MLIR's
    /// `ViewLikeOpInterface`: `memref.subview`, `memref.cast`, ...).
    pub view_like: bool,
    /// The `|`-separated ops this op may sit directly in (MLIR's `HasParent`
    /// / `ParentOneOf`); empty: anywhere.
    pub parents: &'static str,
    /// The op's custom syntax before mlir-aie's July 2026 change (empty:
    /// unchanged), still read, and printed with `--aie-syntax=2026-04`.
    pub april: &'static str,
    /// Older custom syntaxes mlir-aie once printed (before the April 2026
    /// one), still read, never printed: e.g. `aie.shim_dma_allocation`'s
    /// column instead of a tile operand.
    pub older: &'static [&'static str],
    /// The `|`-separated names the op had before (`aiex.runtime_sequence`),
    /// read as this op in custom and generic form, never printed.
    pub formerly: &'static str,
    /// Turns an op read in an older syntax into the current one after the
    /// whole input is read (a column into a tile operand, ...): see
    /// [`upgrade`].
    pub(crate) upgrade: Option<upgrade::Upgrade>,
    /// Its regions do not see values defined outside them, and value
    /// numbering restarts inside them (MLIR's `IsolatedFromAbove`).
    pub isolated: bool,
    /// The symbols of its region are looked up in it (MLIR's `SymbolTable`).
    pub symbol_table: bool,
    /// It ends its block (MLIR's `Terminator`).
    pub terminator: bool,
    /// Its blocks need not end in a terminator (MLIR's `NoTerminator`).
    pub no_terminator: bool,
    /// It passes operands to its successors' arguments (MLIR's
    /// `BranchOpInterface`).
    pub branch: bool,
    /// Its two operands may be swapped (MLIR's `Commutative`).
    pub commutative: bool,
    /// Its effects are those of the ops in its regions (MLIR's
    /// `RecursiveMemoryEffects`): erased when its results are unused and
    /// they have none.
    pub recursive_effects: bool,
    /// The op ending its single-block regions, which is not printed and is
    /// dropped when written (a `scf.yield` only when it yields nothing;
    /// MLIR's `SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<OpKind>,
    /// Its implicit terminator is printed and kept in the IR, one added
    /// where the custom form leaves it out (MLIR's printer shows the
    /// terminators of `scf.parallel`'s body: `scf.reduce`).
    pub shows_terminator: bool,
    /// Allocations of `memref.alloca` in its regions are freed when control
    /// leaves them (MLIR's `AutomaticAllocationScope`).
    pub allocation_scope: bool,
    /// It belongs to a tile, the operand at this end of its operands.
    pub tile: Option<TileOperand>,
    /// MLIR's generic form records its operand groups in an
    /// `operandSegmentSizes` property (successor operands, the dynamic
    /// entries of mixed lists), which aiec's IR does not hold.
    pub segmented: bool,
    /// The name it is also written under inside a `func.func` (the default
    /// dialect there): `return` for `func.return`.
    pub short_name: Option<&'static str>,
    /// The dialect whose ops are printed without their `dialect.` prefix
    /// inside its regions (MLIR's `OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: Option<&'static str>,
    /// Declared attributes (blank-separated) that MLIR holds as discardable
    /// attributes, not properties (not in the op's ODS definition).
    pub discardable: Option<&'static str>,
    /// A property MLIR 19's generic form always shows and aiec does not
    /// store, as (name, value).
    pub implied: Option<(&'static str, &'static str)>,
    /// A declared attribute aiec keeps as a dense `i64` array (MLIR 20's
    /// form) that MLIR 19's generic form holds as an array of integers.
    pub int_array: Option<&'static str>,
    /// The op's own verifier (mlir-aie's `verify()`), run after the checks
    /// the table gives every op ([`crate::verify`]).
    pub(crate) verifier: Option<Verifier>,
    /// The op's ODS signature in the `ods` notation of the module doc, read
    /// into [`ods`].
    pub ods: &'static str,
}

/// Where the tile operand of an op that belongs to a tile is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileOperand {
    /// The first operand.
    First,
    /// The last operand (`aiex.dma_start_bd_chain`).
    Last,
}

const fn op(name: &'static str, format: &'static str, results: Results, naming: Naming) -> OpDef {
    OpDef {
        name,
        format,
        attrs: "",
        results,
        naming,
        removable: false,
        reads_or_allocates: false,
        view_like: false,
        parents: "",
        april: "",
        older: &[],
        formerly: "",
        upgrade: None,
        isolated: false,
        symbol_table: false,
        terminator: false,
        no_terminator: false,
        branch: false,
        commutative: false,
        recursive_effects: false,
        implicit_terminator: None,
        shows_terminator: false,
        allocation_scope: false,
        tile: None,
        segmented: false,
        short_name: None,
        default_dialect: None,
        discardable: None,
        implied: None,
        int_array: None,
        verifier: None,
        ods: "",
    }
}

impl OpDef {
    /// Whether the op has no custom syntax: an empty format, written and
    /// printed in generic form only.
    pub const fn generic_only(&self) -> bool {
        self.format.is_empty()
    }

    /// The same op with attributes declared outside its format.
    const fn attrs(self, attrs: &'static str) -> OpDef {
        OpDef { attrs, ..self }
    }

    /// The same op, allowed only directly in one of `parents` (`|`-separated).
    const fn parents(self, parents: &'static str) -> OpDef {
        OpDef { parents, ..self }
    }

    /// The ops this op may sit directly in (none: anywhere).
    pub fn parent_ops(&self) -> impl Iterator<Item = &'static str> {
        self.parents.split('|').filter(|s| !s.is_empty())
    }

    /// The same op, also written in its April 2026 syntax `april`.
    const fn april(self, april: &'static str) -> OpDef {
        OpDef { april, ..self }
    }

    /// The same op, also read in the older syntaxes `older` (oldest last).
    const fn older(self, older: &'static [&'static str]) -> OpDef {
        OpDef { older, ..self }
    }

    /// The same op, also read under its former names `formerly`
    /// (`|`-separated).
    const fn formerly(self, formerly: &'static str) -> OpDef {
        OpDef { formerly, ..self }
    }

    /// The same op, made current by `upgrade` when read in an older form.
    const fn upgrade(self, upgrade: upgrade::Upgrade) -> OpDef {
        OpDef {
            upgrade: Some(upgrade),
            ..self
        }
    }

    /// The names the op had before, read as this op.
    pub fn former_names(&self) -> impl Iterator<Item = &'static str> {
        self.formerly.split('|').filter(|s| !s.is_empty())
    }

    /// The same op, erased when unused.
    const fn removable(self) -> OpDef {
        OpDef {
            removable: true,
            ..self
        }
    }

    /// The same op, erased when unused, reading memory or allocating its
    /// result.
    const fn reads_or_allocates(self) -> OpDef {
        OpDef {
            removable: true,
            reads_or_allocates: true,
            ..self
        }
    }

    /// The same op, a view of its first operand's memory.
    const fn view_like(self) -> OpDef {
        OpDef {
            view_like: true,
            ..self
        }
    }

    /// The same op, isolated from above.
    const fn isolated(self) -> OpDef {
        OpDef {
            isolated: true,
            ..self
        }
    }

    /// The same op, a symbol table.
    const fn symbol_table(self) -> OpDef {
        OpDef {
            symbol_table: true,
            ..self
        }
    }

    /// The same op, a terminator.
    const fn terminator(self) -> OpDef {
        OpDef {
            terminator: true,
            ..self
        }
    }

    /// The same op, a branch passing operands to its successors.
    const fn branch(self) -> OpDef {
        OpDef {
            branch: true,
            ..self
        }
    }

    /// The same op, commutative.
    const fn commutative(self) -> OpDef {
        OpDef {
            commutative: true,
            ..self
        }
    }

    /// The same op, with the effects of the ops in its regions.
    const fn recursive_effects(self) -> OpDef {
        OpDef {
            recursive_effects: true,
            ..self
        }
    }

    /// The same op, its blocks free of a terminator.
    const fn no_terminator(self) -> OpDef {
        OpDef {
            no_terminator: true,
            ..self
        }
    }

    /// The same op, its single-block regions ending in `terminator` implicitly.
    const fn implicit_terminator(self, terminator: OpKind) -> OpDef {
        OpDef {
            implicit_terminator: Some(terminator),
            ..self
        }
    }

    /// The same op, its implicit terminator printed and kept
    /// ([`OpDef::shows_terminator`]).
    const fn shows_terminator(self) -> OpDef {
        OpDef {
            shows_terminator: true,
            ..self
        }
    }

    /// The same op, an automatic allocation scope
    /// ([`OpDef::allocation_scope`]).
    const fn allocation_scope(self) -> OpDef {
        OpDef {
            allocation_scope: true,
            ..self
        }
    }

    /// The same op, belonging to the tile of its first operand (or of its
    /// last: `at`).
    const fn tile_element(self, at: TileOperand) -> OpDef {
        OpDef {
            tile: Some(at),
            ..self
        }
    }

    /// The same op, with `operandSegmentSizes` in MLIR's generic form.
    const fn segmented(self) -> OpDef {
        OpDef {
            segmented: true,
            ..self
        }
    }

    /// The same op, also written `short` inside a `func.func`.
    const fn short_name(self, short: &'static str) -> OpDef {
        OpDef {
            short_name: Some(short),
            ..self
        }
    }

    /// The same op, printing the ops of `dialect` in its regions without
    /// their prefix.
    const fn default_dialect(self, dialect: &'static str) -> OpDef {
        OpDef {
            default_dialect: Some(dialect),
            ..self
        }
    }

    /// The same op, its declared attributes `attr` (blank-separated)
    /// discardable in MLIR.
    const fn discardable(self, attr: &'static str) -> OpDef {
        OpDef {
            discardable: Some(attr),
            ..self
        }
    }

    /// The same op, with the property `(name, value)` MLIR always shows.
    const fn implied(self, property: (&'static str, &'static str)) -> OpDef {
        OpDef {
            implied: Some(property),
            ..self
        }
    }

    /// The same op, its attribute `attr` an array of integers in MLIR 19.
    const fn int_array(self, attr: &'static str) -> OpDef {
        OpDef {
            int_array: Some(attr),
            ..self
        }
    }

    /// The same op, checked by `verifier`.
    const fn verifier(self, verifier: Verifier) -> OpDef {
        OpDef {
            verifier: Some(verifier),
            ..self
        }
    }

    /// The same op, with the ODS signature `ods`.
    const fn ods(self, ods: &'static str) -> OpDef {
        OpDef { ods, ..self }
    }
}

/// A default value of an attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Default {
    /// An integer.
    Int(i128),
    /// A boolean.
    Bool(bool),
    /// A string.
    Str(&'static str),
}

impl Default {
    /// Whether `a` holds this default value.
    pub fn matches(self, a: &Attr) -> bool {
        match (self, a) {
            (Default::Int(v), Attr::Int(x, _)) => v == *x,
            (Default::Bool(b), Attr::Bool(x)) => b == *x,
            (Default::Str(s), Attr::Str(x)) => s == x,
            (Default::Str(s), Attr::Enum(k, i)) => k.name(*i) == s,
            _ => false,
        }
    }
}

/// Whether an op must carry an attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Presence {
    /// Must be present.
    Required,
    /// May be absent.
    Optional,
    /// mlir-aie's `DefaultValuedAttr`: a value equal to the default is
    /// dropped when parsed, so it is not printed, and an absent one reads as
    /// the default.
    Default(Default),
    /// mlir-aie's `DefaultValuedOptionalAttr`: an absent one reads as the
    /// default; a given one is kept as written.
    Fallback(Default),
    /// A `DefaultValuedAttr` MLIR holds as a property: an op made without
    /// it holds the default ([`populate_defaults`]), so an op whose printer
    /// prints every attribute shows it (`aievec.ups`'s `{shift = 0 : i8}`).
    Populated(Default),
}

/// One declared attribute of an op.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttrDef {
    /// The attribute's name.
    pub name: &'static str,
    /// How it is written and stored.
    pub kind: Kind,
    /// Whether the op must carry it.
    pub presence: Presence,
    /// mlir-aie's `ConfinedAttr` range of an integer attribute.
    pub bounds: Option<Bounds>,
    /// A scalar field (`#name:kind` in a format): an SSA operand in the
    /// custom syntax, or, where a pass or the April syntax gave it, the
    /// attribute `name` ([`format::Elem::Scalar`]).
    pub scalar: bool,
    /// A scalar field whose value may be known only at run time
    /// (`#name:kind~`): inside a runtime sequence any i32 value, which the
    /// lowerings compute when the sequence runs or reject at the op
    /// (`~run`: also inside a core, which computes it). An integer attribute
    /// `$name:kind~` is written as an integer or an SSA value
    /// ([`IntOrValue`]).
    pub runtime: RunTime,
}

/// Where the value of a scalar field may be known only at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunTime {
    /// Nowhere: it is a constant.
    No,
    /// Inside a runtime sequence (`~`).
    Sequence,
    /// Inside a core or a runtime sequence (`~run`).
    CoreOrSequence,
}

impl RunTime {
    /// Whether the value may be known only at run time somewhere.
    pub fn any(self) -> bool {
        self != RunTime::No
    }
}

impl AttrDef {
    /// Whether `a` is a value of this attribute: of its kind, or, where the
    /// value may be known only at run time, [`DYNAMIC`] (an operand holds it).
    pub fn admits(&self, a: &Attr) -> bool {
        self.kind.admits(a) || (self.runtime.any() && self.holds_operand(a))
    }

    /// Whether `a` says an operand holds this attribute's value, known only
    /// at run time (`$name:kind~` holding [`DYNAMIC`]).
    pub fn holds_operand(&self, a: &Attr) -> bool {
        self.runtime.any()
            && !self.scalar
            && matches!((self.kind, a), (Kind::Int(t), Attr::Int(v, ty)) if *v == i128::from(DYNAMIC) && *ty == t.ty())
    }

    /// Whether a parsed value `v` is dropped: it equals a `DefaultValuedAttr`'s
    /// default (in the format that read it, current or April 2026).
    pub fn drops(&self, v: &Attr) -> bool {
        matches!(self.presence, Presence::Default(x) if self.is(x, v))
    }

    /// Whether `v` means what an absent value does (the default of a
    /// `DefaultValuedAttr` or `DefaultValuedOptionalAttr`).
    pub fn is_default(&self, v: &Attr) -> bool {
        matches!(self.presence, Presence::Default(x) | Presence::Fallback(x) | Presence::Populated(x) if self.is(x, v))
    }

    /// The value an op made without this attribute holds, for one MLIR
    /// always holds ([`Presence::Populated`]).
    pub fn populated(&self) -> Option<Attr> {
        let Presence::Populated(d) = self.presence else {
            return None;
        };
        Some(match (self.kind, d) {
            (Kind::Int(t), Default::Int(v)) => Attr::Int(v, t.ty()),
            (Kind::Enum(k), Default::Str(s)) => Attr::Enum(k, k.lookup(s)?),
            (_, Default::Bool(b)) => Attr::Bool(b),
            (_, Default::Str(s)) => Attr::Str(s.to_string()),
            (_, Default::Int(v)) => Attr::Int(v, IntType::I32),
        })
    }

    /// Whether `v` is value `d` of this attribute: an enum's case also as
    /// its integer value (`routing = 0 : i32` in an attribute dictionary).
    fn is(&self, d: Default, v: &Attr) -> bool {
        match (self.kind, d, v) {
            (Kind::Enum(k), Default::Str(s), Attr::Int(x, _)) => {
                k.lookup(s).is_some_and(|i| i128::from(k.value(i)) == *x)
            }
            _ => d.matches(v),
        }
    }
}

/// The range an integer attribute is confined to (`IntMinValue`, `IntMaxValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The smallest value allowed.
    pub min: i64,
    /// The largest value allowed (`None`: no upper bound).
    pub max: Option<i64>,
}

impl Bounds {
    /// Whether `v` is in the range.
    pub fn contains(self, v: i128) -> bool {
        v >= i128::from(self.min) && self.max.is_none_or(|m| v <= i128::from(m))
    }
}

/// The declared attributes of `kind`, format attributes first.
pub fn attr_defs(kind: OpKind) -> &'static [AttrDef] {
    attr_defs_at(kind as usize)
}

/// The declared attributes of `OPS[index]`.
pub fn attr_defs_at(index: usize) -> &'static [AttrDef] {
    static DEFS: OnceLock<Vec<Vec<AttrDef>>> = OnceLock::new();
    &DEFS.get_or_init(|| (0..OPS.len()).map(format::declared_attrs).collect())[index]
}

/// The declaration of attribute `attr` of op `kind`.
pub fn attr_def(kind: OpKind, attr: &str) -> Option<&'static AttrDef> {
    attr_defs(kind).iter().find(|d| d.name == attr)
}

/// The default of attribute `attr` of op `op`, if it has one.
pub fn attr_default(op: OpKind, attr: &str) -> Option<Default> {
    match attr_def(op, attr)?.presence {
        Presence::Default(d) => Some(d),
        _ => None,
    }
}

/// Gives `op` the attributes MLIR always holds that it lacks, at their
/// defaults ([`Presence::Populated`]), as MLIR does when it creates an op.
pub fn populate_defaults(ir: &mut crate::Ir, op: crate::ir::OpId) {
    let Some(kind) = ir.kind(op) else {
        return;
    };
    let populated = |d: &&AttrDef| matches!(d.presence, Presence::Populated(_));
    for d in attr_defs(kind).iter().filter(populated) {
        if ir.attr(op, d.name).is_some() {
            continue;
        }
        if let Some(v) = d.populated() {
            ir.set_attr_named(op, crate::ir::AttrName::shared(d.name), v);
        }
    }
}

/// The table entry of `kind`.
pub fn def(kind: OpKind) -> &'static OpDef {
    &OPS[kind as usize]
}

/// The ODS signature of `kind` ([`signature`]).
pub fn ods(kind: OpKind) -> &'static Ods {
    &parsed::ODS[kind as usize]
}

/// The spelling of op `name` in a region whose default dialect
/// ([`OpDef::default_dialect`] of the op the region belongs to) is `dialect`.
pub fn short_name<'a>(name: &'a str, dialect: Option<&str>) -> &'a str {
    match dialect.and_then(|d| name.strip_prefix(d)?.strip_prefix('.')) {
        Some(short) if !short.contains('.') => short,
        _ => name,
    }
}

/// The implicit terminator of `kind`'s regions, if it has one.
pub fn implicit_terminator(kind: OpKind) -> Option<OpKind> {
    def(kind).implicit_terminator
}

/// Whether `kind`'s implicit terminator is printed and kept in the IR
/// ([`OpDef::shows_terminator`]).
pub fn shows_terminator(kind: OpKind) -> bool {
    def(kind).shows_terminator
}

/// Whether an op named `name` is an automatic allocation scope
/// ([`OpDef::allocation_scope`]).
pub fn is_allocation_scope(name: &OpName) -> bool {
    name.kind().is_some_and(|k| def(k).allocation_scope)
}

/// Whether `kind` has no effect at all (MLIR's memory-effect free ops): two
/// equal ones (operands, attributes, result types) are one (`--cse`).
pub fn is_pure(kind: OpKind) -> bool {
    let d = def(kind);
    d.removable && !d.reads_or_allocates
}

/// Whether `kind`'s result is a view of its first operand's memory.
pub fn is_view_like(kind: OpKind) -> bool {
    def(kind).view_like
}

/// Whether an op named `name` is isolated from above: a table op that
/// declares it, or the top-level `builtin.module` (not in the table).
pub fn is_isolated(name: &OpName) -> bool {
    name.kind().map_or(*name == MODULE_OP, |k| def(k).isolated)
}

/// Whether an op named `name` is a symbol table: a table op that declares
/// it, or the top-level `builtin.module` (not in the table).
pub fn is_symbol_table(name: &OpName) -> bool {
    name.kind()
        .map_or(*name == MODULE_OP, |k| def(k).symbol_table)
}

/// The operands of each operand group of `op`, for an op whose format
/// records them ([`format::Format::segmented`]): `operandSegmentSizes`
/// with one size per group, summing to the operand count. `None` for other
/// ops, or when the attribute is missing or does not fit.
pub fn operand_segments(
    ir: &crate::Ir,
    op: crate::ir::OpId,
) -> Option<Vec<std::ops::Range<usize>>> {
    let fmt = format::format(ir[op].name().index()?);
    if !fmt.segmented {
        return None;
    }
    let Some(Attr::DenseArray(sizes)) = ir.attr(op, format::SEGMENT_SIZES) else {
        return None;
    };
    let mut start = 0;
    let mut out = Vec::new();
    for s in &sizes.vals {
        let crate::ir::DenseLit::Int(n) = s else {
            return None;
        };
        let n = usize::try_from(*n).ok()?;
        out.push(start..start + n);
        start += n;
    }
    let fits = out.len() == format::operand_groups(fmt.elems) && start == ir[op].operands.len();
    fits.then_some(out)
}

/// The operands of group `group` of a segmented `op` ([`operand_segments`]);
/// none when the op records no segments or has no such group.
pub fn operand_group(ir: &crate::Ir, op: crate::ir::OpId, group: usize) -> &[crate::ir::ValueId] {
    let groups = operand_segments(ir, op).unwrap_or_default();
    groups
        .get(group)
        .map_or(&[], |r| &ir[op].operands[r.clone()])
}

/// Makes `values` the operands of group `group` of a segmented `op` and
/// records the new sizes in `operandSegmentSizes` (an op without them has
/// all its operands in its first group).
pub fn set_operand_group(
    ir: &mut crate::Ir,
    op: crate::ir::OpId,
    group: usize,
    values: &[crate::ir::ValueId],
) {
    let Some(index) = ir[op].name().index() else {
        return;
    };
    let n = format::operand_groups(format::format(index).elems);
    let groups = operand_segments(ir, op).unwrap_or_else(|| {
        let all = 0..ir[op].operands.len();
        std::iter::once(all).chain((1..n).map(|_| 0..0)).collect()
    });
    let Some(old) = groups.get(group).cloned() else {
        return;
    };
    let operands = &mut ir[op].operands;
    let tail = operands[old.end..].to_vec();
    operands.truncate(old.start);
    operands.extend(values.iter().copied().chain(tail));
    let mut sizes: Vec<i64> = groups.iter().map(|r| r.len() as i64).collect();
    sizes[group] = values.len() as i64;
    ir.set_attr(
        op,
        format::SEGMENT_SIZES,
        access::dense_ints_attr(&sizes, IntTy::I32),
    );
}
