//! Attribute values, printed in MLIR's generic attribute syntax.

use super::enums::EnumKind;
use super::types::{FloatType, IntType, Type};
use std::fmt;

/// A nested `dense<...>` literal.
#[derive(Clone, Debug)]
pub enum DenseLit {
    /// `[a, b, ...]` (elements may be lists again).
    List(Vec<DenseLit>),
    /// An integer element (`-3`).
    Int(i128),
    /// A float element (`1.5`).
    Float(f64),
    /// `true` or `false`.
    Bool(bool),
    /// `dense<"0x0A0B...">`, kept verbatim.
    Hex(String),
}

/// An attribute value. Equality is MLIR's (attributes are uniqued): floats
/// compare by their bits, so a NaN equals itself and `-0.0` differs from `0.0`.
#[derive(Clone, Debug)]
pub enum Attr {
    /// `unit`, or a present key without a value in a dictionary.
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// An integer with its type (`i32`, `ui32`, `index`, ...).
    Int(i128, IntType),
    /// A float with its type (`1.0 : f32`).
    Float(f64, FloatType),
    /// A string literal (`"abc"`).
    Str(String),
    /// A type used as an attribute (`i32`, `memref<16xi32>`).
    Type(Box<Type>),
    /// `@a` or a nested `@a::@b`, as the list of names.
    SymRef(Vec<String>),
    /// `[a, b, ...]`
    Array(Vec<Attr>),
    /// `array<i32: 1, 2>` (elements are `Int`, `Float` or `Bool`)
    DenseArray(Box<DenseArray>),
    /// `dense<...>` with its shaped type.
    Dense(Box<Dense>),
    /// `{key = value, ...}`
    Dict(Vec<(String, Attr)>),
    /// A case of an enumeration (index into [`EnumKind::cases`]).
    Enum(EnumKind, u8),
    /// `[<size = s, stride = t>, ...]` (aie `bd_dim_layout_array`).
    DimLayouts(Vec<(u64, u64)>),
    /// One dimension list per objectfifo consumer.
    DimLayoutsPerConsumer(Vec<Vec<(u64, u64)>>),
    /// `[<const_pad_before = a, const_pad_after = b>, ...]`
    PadLayouts(Vec<(u64, u64)>),
    /// One padding list per selected segment of a DMA endpoint
    /// (`#aie<bd_pad_layout_array_array[[...], []]>`).
    PadLayoutsPerSegment(Vec<Vec<(u64, u64)>>),
    /// `#aie.packet_info<pkt_type = t, pkt_id = i>`; either field may be left
    /// out (`pkt_type` then is 0, a missing `pkt_id` is [`NO_PKT_ID`], which
    /// the verifier rejects where a header is programmed)
    PacketInfo(u64, u64),
    /// `#aie.bd_iteration<size = s, stride = t, current = c>`
    BdIteration(BdIteration),
    /// `#aie.trace_buffer<arg_index = a, offset = o, size = s, dedicated = d>`
    TraceBuffer(TraceBuffer),
    /// `#aie.trace_slice<device = "d", sequence = "s", offset = o, size = n>`
    TraceSlice(Box<TraceSlice>),
    /// `#aie.merge_slot<North : 1, 2>`: one slot of an arbiter's
    /// deterministic merge schedule ([`MergeSlot`]).
    MergeSlot(MergeSlot),
    /// Anything else (`affine_map<...>`, unknown dialect attributes), verbatim.
    Opaque(String),
}

/// The payload of [`Attr::DenseArray`]: `array<ty: vals...>`.
#[derive(Clone, Debug, PartialEq)]
pub struct DenseArray {
    /// Element type.
    pub ty: Type,
    /// Elements (`Int`, `Float` or `Bool`).
    pub vals: Vec<DenseLit>,
}

/// The payload of [`Attr::Dense`]: `dense<lit> : ty`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dense {
    /// The literal.
    pub lit: DenseLit,
    /// The shaped type; absent where the op implies it.
    pub ty: Option<Type>,
}

/// A BD's iteration in element (true) values: execution k of the BD adds
/// `((current + k) % size) * stride` elements to its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BdIteration {
    /// Number of executions before the offset wraps around.
    pub size: u32,
    /// Elements added per execution.
    pub stride: u32,
    /// Execution count the iteration starts from.
    pub current: u32,
}

impl BdIteration {
    /// `<size = s, stride = t, current = c>`.
    pub fn params(&self) -> String {
        format!(
            "<size = {}, stride = {}, current = {}>",
            self.size, self.stride, self.current
        )
    }
}

/// Where a runtime sequence's trace data lands (mlir-aie's
/// `#aie.trace_buffer`, recorded by `--aie-insert-trace-flows`): `size`
/// bytes at byte `offset` of argument `arg_index` (its block-argument
/// number), which holds nothing else when `dedicated`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceBuffer {
    /// The block-argument number of the buffer.
    pub arg_index: u32,
    /// Bytes before the trace data.
    pub offset: u64,
    /// Bytes of trace data.
    pub size: u64,
    /// The argument was made for the trace (not an output buffer reused).
    pub dedicated: bool,
}

impl TraceBuffer {
    /// `<arg_index = a, offset = o, size = s, dedicated = d>`.
    pub fn params(&self) -> String {
        format!(
            "<arg_index = {}, offset = {}, size = {}, dedicated = {}>",
            self.arg_index, self.offset, self.size, self.dedicated
        )
    }
}

/// The part of a fused trace buffer that one called design's sequence
/// writes (mlir-aie's `#aie.trace_slice`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceSlice {
    /// The device whose trace units wrote it.
    pub device: String,
    /// The runtime sequence that started them.
    pub sequence: String,
    /// Its first byte in the buffer.
    pub offset: u64,
    /// Its bytes.
    pub size: u64,
}

impl TraceSlice {
    /// `<device = "d", sequence = "s", offset = o, size = n>`.
    pub fn params(&self) -> String {
        let (mut device, mut sequence) = (String::new(), String::new());
        let _ = write_string(&mut device, &self.device);
        let _ = write_string(&mut sequence, &self.sequence);
        format!(
            "<device = {device}, sequence = {sequence}, offset = {}, size = {}>",
            self.offset, self.size
        )
    }
}

/// One slot of a stream-switch arbiter's deterministic merge schedule
/// (`aie.amsel`'s `deterministic_merge`): the arbiter grants `packets`
/// packets in a row to slave port `bundle : channel`, then moves on to the
/// next slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MergeSlot {
    /// The slave port's bundle.
    pub bundle: aie_target::device::WireBundle,
    /// The slave port's channel.
    pub channel: u32,
    /// Packets granted in a row.
    pub packets: u32,
}

impl MergeSlot {
    /// `<North : 1, 2>`.
    pub fn params(&self) -> String {
        format!(
            "<{} : {}, {}>",
            self.bundle.name(),
            self.channel,
            self.packets
        )
    }
}

impl PartialEq for DenseLit {
    fn eq(&self, other: &Self) -> bool {
        use DenseLit::*;
        match (self, other) {
            (List(a), List(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a.to_bits() == b.to_bits(),
            (Bool(a), Bool(b)) => a == b,
            (Hex(a), Hex(b)) => a == b,
            _ => false,
        }
    }
}

impl PartialEq for Attr {
    fn eq(&self, other: &Self) -> bool {
        use Attr::*;
        match (self, other) {
            (Unit, Unit) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a, t), Int(b, u)) => a == b && t == u,
            (Float(a, t), Float(b, u)) => a.to_bits() == b.to_bits() && t == u,
            (Str(a), Str(b)) | (Opaque(a), Opaque(b)) => a == b,
            (Type(a), Type(b)) => a == b,
            (SymRef(a), SymRef(b)) => a == b,
            (Array(a), Array(b)) => a == b,
            (DenseArray(a), DenseArray(b)) => a == b,
            (Dense(a), Dense(b)) => a == b,
            (Dict(a), Dict(b)) => a == b,
            (Enum(k, a), Enum(l, b)) => k == l && a == b,
            (DimLayouts(a), DimLayouts(b)) | (PadLayouts(a), PadLayouts(b)) => a == b,
            (DimLayoutsPerConsumer(a), DimLayoutsPerConsumer(b))
            | (PadLayoutsPerSegment(a), PadLayoutsPerSegment(b)) => a == b,
            (PacketInfo(a, b), PacketInfo(c, d)) => a == c && b == d,
            (BdIteration(a), BdIteration(b)) => a == b,
            (TraceBuffer(a), TraceBuffer(b)) => a == b,
            (TraceSlice(a), TraceSlice(b)) => a == b,
            (MergeSlot(a), MergeSlot(b)) => a == b,
            _ => false,
        }
    }
}

impl Attr {
    /// The (type, id) of a `#aie.packet_info` (an id left out is
    /// [`NO_PKT_ID`]).
    pub fn packet_fields(&self) -> Option<(u64, u64)> {
        match *self {
            Attr::PacketInfo(t, i) => Some((t, i)),
            _ => None,
        }
    }

    /// An `i32` integer attribute.
    pub fn i32(v: i64) -> Attr {
        Attr::Int(v as i128, IntType::I32)
    }
    /// Integer `v` of type `ty`; for a type that is neither an integer type
    /// nor `index` (`5 : none`, which MLIR rejects) the text `v : ty`,
    /// verbatim.
    pub fn int_of(v: i128, ty: &Type) -> Attr {
        match ty.int_type() {
            Some(t) => Attr::Int(v, t),
            None => Attr::Opaque(format!("{v} : {ty}")),
        }
    }
    /// Type `t` as an attribute.
    pub fn ty(t: Type) -> Attr {
        Attr::Type(Box::new(t))
    }
    /// `array<ty: vals...>`.
    pub fn dense_array(ty: Type, vals: Vec<DenseLit>) -> Attr {
        Attr::DenseArray(Box::new(DenseArray { ty, vals }))
    }
    /// `dense<lit>`, of shaped type `ty` when given.
    pub fn dense(lit: DenseLit, ty: Option<Type>) -> Attr {
        Attr::Dense(Box::new(Dense { lit, ty }))
    }
    /// A flat symbol reference `@name`.
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
    /// The value of a string attribute.
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
    /// The value of a bool attribute; `unit` counts as true.
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

/// Writes the integer attribute `v : ty` without the formatting machinery.
pub fn write_int_attr(f: &mut impl fmt::Write, v: i128, ty: IntType) -> fmt::Result {
    super::types::write_i128(f, v)?;
    f.write_str(" : ")?;
    ty.write_to(f)
}

/// Writes `s` as an MLIR string literal.
pub fn write_string(f: &mut impl fmt::Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    let bytes = s.as_bytes();
    // Runs of printable ASCII go out whole, between the escaped bytes.
    let mut run = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if matches!(b, 0x20..=0x7e) && b != b'"' && b != b'\\' {
            continue;
        }
        write_ascii(f, &bytes[run..i])?;
        match b {
            b'\\' => f.write_str("\\\\")?,
            _ => write!(f, "\\{b:02X}")?,
        }
        run = i + 1;
    }
    write_ascii(f, &bytes[run..])?;
    f.write_char('"')
}

/// `ascii`, bytes of printable ASCII, written out.
fn write_ascii(f: &mut impl fmt::Write, ascii: &[u8]) -> fmt::Result {
    std::str::from_utf8(ascii).map_or(Ok(()), |text| f.write_str(text))
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

/// The bit layouts of the float types whose literals aiec reads and writes
/// by their bits (hexadecimal literals, `"0x..."` data, NaN and infinities):
/// the keyword and the width in bytes.
const FLOAT_LAYOUTS: &[(&str, usize)] = &[("f16", 2), ("bf16", 2), ("f32", 4), ("f64", 8)];

/// The width in bytes of float type `ty`'s bit pattern, if aiec knows it.
fn float_width(ty: &Type) -> Option<usize> {
    let Type::Float(name) = ty else { return None };
    FLOAT_LAYOUTS
        .iter()
        .find(|(n, _)| n == name)
        .map(|&(_, w)| w)
}

/// The value of bit pattern `bits` of float type `ty` (`0xFF80 : bf16` is
/// -inf), if aiec knows its layout.
pub fn float_from_bits(bits: u64, ty: &Type) -> Option<f64> {
    Some(match float_width(ty)? {
        8 => f64::from_bits(bits),
        4 => f32::from_bits(bits as u32) as f64,
        _ if *ty == Type::Float("bf16") => f32::from_bits((bits as u32 & 0xFFFF) << 16) as f64,
        _ => f16_value(bits as u16),
    })
}

/// The bit pattern of `v` as float type `ty`, rounded to nearest, ties to
/// even (a NaN is the type's quiet NaN of `v`'s sign), if aiec knows its layout.
pub fn float_to_bits(v: f64, ty: &Type) -> Option<u64> {
    Some(match float_width(ty)? {
        8 => v.to_bits(),
        4 => u64::from((v as f32).to_bits()),
        _ if *ty == Type::Float("bf16") => u64::from(aie_target::float::bf16_bits(v as f32)),
        _ => u64::from(f16_bits(v)),
    })
}

/// The value of IEEE half-precision bits `h`.
fn f16_value(h: u16) -> f64 {
    let sign = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let (exp, man) = (i32::from((h >> 10) & 0x1F), f64::from(h & 0x3FF));
    sign * match exp {
        0 => man * 2f64.powi(-24),
        0x1F if man == 0.0 => f64::INFINITY,
        0x1F => f64::NAN,
        e => (1.0 + man / 1024.0) * 2f64.powi(e - 15),
    }
}

/// `v` as IEEE half-precision bits, rounded to nearest, ties to even.
fn f16_bits(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = v.abs();
    if a.is_nan() {
        return sign | 0x7E00;
    }
    // In units of the subnormal step 2^-24, or of the normal step of a's binade.
    let exp = if a > 0.0 {
        a.log2().floor().clamp(-14.0, 16.0) as i32
    } else {
        -14
    };
    let step = 2f64.powi(exp - 10);
    let q = (a / step).round_ties_even() as u32;
    let (exp, q) = if q >= 2048 {
        (exp + 1, q / 2)
    } else {
        (exp, q)
    };
    if exp > 15 || a.is_infinite() {
        return sign | 0x7C00;
    }
    let biased = if q < 1024 { 0 } else { (exp + 15) as u16 };
    sign | (biased << 10) | (q as u16 & 0x3FF)
}

/// Formats a float as MLIR does: `%e` with six digits when that round-trips
/// at the type's precision, else enough digits to round-trip (9 for 32-bit
/// types, 17 for `f64`) when they have a decimal point; NaN, infinities and
/// integers too long for six digits as the type's bit pattern.
pub fn format_float(v: f64, ty: &Type) -> String {
    let single = matches!(ty, Type::Float("f32" | "f16" | "bf16" | "tf32"));
    // The value the type holds (an f16 holds -2.5e-3 as -2.50053e-3, and
    // 1e8 as infinity), whose digits MLIR prints.
    let v = float_to_bits(v, ty)
        .and_then(|bits| float_from_bits(bits, ty))
        .unwrap_or(v);
    let bit_pattern = || {
        let ty = if float_width(ty).is_some() {
            ty
        } else if single {
            &Type::Float("f32")
        } else {
            &Type::Float("f64")
        };
        format!("0x{:X}", float_to_bits(v, ty).unwrap_or_default())
    };
    if !v.is_finite() {
        return bit_pattern();
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    // Six significant digits, the mantissa padded to six decimals (APFloat's
    // toString with a precision of 6 that keeps trailing zeros).
    let (ds, msd) = decimal_digits(v, 6);
    let six = format!(
        "{sign}{}.{:0<6}e{}{:02}",
        &ds[..1],
        &ds[1..],
        if msd < 0 { '-' } else { '+' },
        msd.abs()
    );
    let same = |x: f64| match float_to_bits(x, ty) {
        Some(bits) => float_to_bits(v, ty) == Some(bits),
        None if single => (x as f32) == (v as f32),
        None => x == v,
    };
    if six.parse::<f64>().is_ok_and(same) {
        return six;
    }
    // APFloat's default rendering: the significant digits of the type (its
    // precision * 59 / 196 + 2: 9 for f32, 17 for f64, 5 for f16, 4 for
    // bf16), plain unless that takes more than 3 padding zeros or, for an
    // integer, more digits than those; MLIR prints the bit pattern when it
    // has no decimal point.
    let precision = match (float_width(ty), ty) {
        (Some(2), Type::Float("bf16")) => 4,
        (Some(2), _) => 5,
        (Some(4), _) => 9,
        (Some(_), _) => 17,
        (None, _) if single => 9,
        (None, _) => 17,
    };
    let (ds, msd) = decimal_digits(v, precision);
    let n = ds.len() as i32;
    let last = msd - (n - 1);
    let scientific = if last >= 0 {
        last > 3 || n + last > precision as i32
    } else {
        msd < -3
    };
    if !scientific {
        return if last >= 0 {
            bit_pattern()
        } else if msd >= 0 {
            let point = (msd + 1) as usize;
            format!("{sign}{}.{}", &ds[..point], &ds[point..])
        } else {
            format!("{sign}0.{}{ds}", "0".repeat((-msd - 1) as usize))
        };
    }
    let rest = if n > 1 { &ds[1..] } else { "0" };
    let exp_sign = if msd < 0 { '-' } else { '+' };
    format!("{sign}{}.{rest}E{exp_sign}{}", &ds[..1], msd.abs())
}

/// The significant decimal digits of `v` (most significant first, at least
/// one) as APFloat's `toString` finds them for `precision` digits, and the
/// power of ten of the first: the exact digits, cut by a floor division by
/// the tens they have beyond what `precision` needs in bits, trailing zeros
/// dropped, then rounded half up to `precision` digits.
fn decimal_digits(v: f64, precision: u32) -> (String, i32) {
    let bits = v.abs().to_bits();
    let (field, fraction) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
    let (mut m, mut e) = if field == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, field - 1075)
    };
    if m == 0 {
        return ("0".to_string(), 0);
    }
    e += m.trailing_zeros() as i32;
    m >>= m.trailing_zeros();
    // The value is `big` * 10^`exp10`.
    let mut big = vec![m as u32, (m >> 32) as u32];
    let mut exp10 = 0i32;
    if e >= 0 {
        for _ in 0..e {
            mul_small(&mut big, 2);
        }
    } else {
        for _ in 0..-e {
            mul_small(&mut big, 5);
        }
        exp10 = e;
    }
    let active = bit_len(&big);
    let required = (precision * 196).div_ceil(59);
    if active > required {
        let tens = (active - required) * 59 / 196;
        for _ in 0..tens {
            div_small(&mut big, 10);
        }
        exp10 += tens as i32;
    }
    // Least significant first.
    let mut digits = Vec::new();
    while big.iter().any(|&l| l != 0) {
        let d = div_small(&mut big, 10) as u8;
        if digits.is_empty() && d == 0 {
            exp10 += 1;
        } else {
            digits.push(d);
        }
    }
    let n = digits.len();
    if n > precision as usize {
        let mut first = n - precision as usize;
        if digits[first - 1] < 5 {
            while first < n && digits[first] == 0 {
                first += 1;
            }
        } else {
            while first < n && digits[first] == 9 {
                first += 1;
            }
            match digits.get_mut(first) {
                Some(d) => *d += 1,
                None => digits = vec![0; n].into_iter().chain([1]).collect(),
            }
        }
        exp10 += first as i32;
        digits.drain(..first);
    }
    let text: String = digits.iter().rev().map(|d| char::from(b'0' + d)).collect();
    (text, exp10 + digits.len() as i32 - 1)
}

/// `big` (little-endian 32-bit limbs) times `k`.
fn mul_small(big: &mut Vec<u32>, k: u32) {
    let mut carry = 0u64;
    for limb in big.iter_mut() {
        let x = u64::from(*limb) * u64::from(k) + carry;
        *limb = x as u32;
        carry = x >> 32;
    }
    if carry != 0 {
        big.push(carry as u32);
    }
}

/// `big` divided by `k` in place; returns the remainder.
fn div_small(big: &mut [u32], k: u32) -> u32 {
    let mut rem = 0u64;
    for limb in big.iter_mut().rev() {
        let x = rem << 32 | u64::from(*limb);
        *limb = (x / u64::from(k)) as u32;
        rem = x % u64::from(k);
    }
    rem as u32
}

/// The number of bits of `big` up to its highest set bit.
fn bit_len(big: &[u32]) -> u32 {
    match big.iter().rposition(|&l| l != 0) {
        Some(i) => 32 * i as u32 + 32 - big[i].leading_zeros(),
        None => 0,
    }
}

/// One element of a `dense<...>` literal as MLIR prints it for element type `elem`.
fn write_dense_scalar(
    f: &mut fmt::Formatter<'_>,
    d: &DenseLit,
    elem: Option<&Type>,
) -> fmt::Result {
    match (d, elem) {
        (DenseLit::Int(v), Some(t @ Type::Float(_))) => f.write_str(&format_float(*v as f64, t)),
        (DenseLit::Int(v), Some(Type::Int { width: 1, .. })) => write!(f, "{}", *v != 0),
        (DenseLit::Int(v), Some(t)) => write!(f, "{}", signless(*v, t)),
        (DenseLit::Int(v), None) => write!(f, "{v}"),
        (DenseLit::Float(v), t) => f.write_str(&format_float(*v, t.unwrap_or(&Type::Float("f64")))),
        (DenseLit::Bool(b), _) => write!(f, "{b}"),
        (DenseLit::Hex(h), _) => write!(f, "\"{h}\""),
        (DenseLit::List(_), _) => Ok(()),
    }
}

/// A signless integer shown as MLIR shows it: the bit pattern read as signed.
fn signless(v: i128, ty: &Type) -> i128 {
    match ty {
        Type::Int {
            width,
            sign: super::types::Signedness::Signless,
        } if *width > 1 && *width < 100 => {
            let m = 1i128 << width;
            let v = v.rem_euclid(m);
            if v >= m / 2 {
                v - m
            } else {
                v
            }
        }
        _ => v,
    }
}

/// The elements of a literal in row-major order.
fn flatten<'a>(d: &'a DenseLit, out: &mut Vec<&'a DenseLit>) {
    match d {
        DenseLit::List(items) => items.iter().for_each(|x| flatten(x, out)),
        x => out.push(x),
    }
}

/// Decodes `"0x..."` element data (little-endian) for element type `elem`.
pub(crate) fn decode_hex(h: &str, elem: &Type) -> Option<Vec<DenseLit>> {
    let hex = h.strip_prefix("0x").or_else(|| h.strip_prefix("0X"))?;
    let bytes: Vec<u8> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16))
        .collect::<Result<_, _>>()
        .ok()?;
    let width = match elem {
        Type::Int { width, .. } if *width >= 8 && *width % 8 == 0 && *width <= 64 => {
            *width as usize / 8
        }
        t => float_width(t)?,
    };
    if bytes.is_empty() || !bytes.len().is_multiple_of(width) {
        return None;
    }
    Some(
        bytes
            .chunks(width)
            .map(|c| {
                let mut b = [0u8; 8];
                b[..width].copy_from_slice(c);
                let raw = u64::from_le_bytes(b);
                match float_from_bits(raw, elem) {
                    Some(v) => DenseLit::Float(v),
                    None => DenseLit::Int(signless(raw as i128, elem)),
                }
            })
            .collect(),
    )
}

/// The canonical form of a `dense<...>` literal of shaped type `ty` (when
/// known): one value when all elements are equal, else the flat element list
/// (hex data decoded). Printing it gives MLIR's text, and parsing that text
/// gives the same literal again.
pub fn canonical_dense(lit: DenseLit, ty: Option<&Type>) -> DenseLit {
    let Some(elem) = ty.and_then(|t| t.element()) else {
        return lit;
    };
    let lit = match &lit {
        DenseLit::Hex(h) => match decode_hex(h, elem) {
            Some(items) => DenseLit::List(items),
            None => return lit,
        },
        _ => lit,
    };
    let mut items = Vec::new();
    flatten(&lit, &mut items);
    let items: Vec<DenseLit> = items
        .into_iter()
        .map(|x| match x {
            DenseLit::Int(v) if elem.is_integer() => DenseLit::Int(signless(*v, elem)),
            DenseLit::Float(v) => DenseLit::Float(at_precision(*v, elem)),
            other => other.clone(),
        })
        .collect();
    if !items.is_empty() && items.iter().all(|x| x == &items[0]) {
        return items[0].clone();
    }
    DenseLit::List(items)
}

/// `v` rounded to the precision of float type `ty` (32-bit and narrower
/// types keep an `f32`), so that equal values of the type compare equal.
pub fn at_precision(v: f64, ty: &Type) -> f64 {
    match ty {
        Type::Float("f64" | "f80" | "f128") => v,
        Type::Float(_) => (v as f32) as f64,
        _ => v,
    }
}

/// The shape a nested `dense<...>` literal spells (`[[1, 2], [3, 4]]` is `[2, 2]`;
/// a scalar is a splat and has none).
pub fn literal_shape(lit: &DenseLit) -> Option<Vec<u64>> {
    match lit {
        DenseLit::List(items) => {
            let mut shape = vec![items.len() as u64];
            if let Some(first) = items.first() {
                shape.extend(literal_shape(first).unwrap_or_default());
            }
            Some(shape)
        }
        _ => None,
    }
}

/// Encodes elements as MLIR's `"0x..."` form (little-endian, upper case).
fn encode_hex(items: &[&DenseLit], elem: &Type) -> Option<String> {
    let width = match elem {
        Type::Int { width, .. } if *width >= 8 && *width % 8 == 0 && *width <= 64 => {
            *width as usize / 8
        }
        t => float_width(t)?,
    };
    let mut s = String::from("0x");
    for x in items {
        let raw: u64 = match (x, elem) {
            (DenseLit::Int(v), Type::Int { .. }) => *v as u64,
            (DenseLit::Float(v), t) => float_to_bits(*v, t)?,
            (DenseLit::Int(v), t) => float_to_bits(*v as f64, t)?,
            _ => return None,
        };
        for b in &raw.to_le_bytes()[..width] {
            s += &format!("{b:02X}");
        }
    }
    Some(s)
}

fn write_nested(
    f: &mut fmt::Formatter<'_>,
    items: &mut std::slice::Iter<'_, &DenseLit>,
    shape: &[u64],
    elem: Option<&Type>,
) -> fmt::Result {
    match shape.split_first() {
        None => match items.next() {
            Some(x) => write_dense_scalar(f, x, elem),
            None => Ok(()),
        },
        Some((&n, rest)) => {
            f.write_str("[")?;
            for i in 0..n {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_nested(f, items, rest, elem)?;
            }
            f.write_str("]")
        }
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
        x => write_dense_scalar(f, x, elem),
    }
}

/// Display of a `dense<...>` literal without its trailing type, as MLIR prints
/// it for the shaped type `ty` (when known): a splat as one value, more than
/// 100 elements as a hex string, hex input of few elements as a list.
pub struct DenseDisplay<'a>(pub &'a DenseLit, pub Option<&'a Type>);

impl fmt::Display for DenseDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dense<")?;
        let elem = self.1.and_then(|t| t.element());
        let shape = self.1.and_then(|t| t.static_shape());
        let decoded = match (self.0, elem) {
            (DenseLit::Hex(h), Some(e)) => decode_hex(h, e).map(DenseLit::List),
            _ => None,
        };
        let lit = decoded.as_ref().unwrap_or(self.0);
        let mut items = Vec::new();
        flatten(lit, &mut items);
        let total = shape
            .as_ref()
            .and_then(|s| s.iter().try_fold(1u64, |n, &d| n.checked_mul(d)))
            .map(|n| n as usize);
        let splat = !items.is_empty()
            && items.iter().all(|x| x == &items[0])
            && !matches!(items[0], DenseLit::Hex(_));
        let hex = match elem {
            Some(e) if items.len() > 100 && !splat => encode_hex(&items, e),
            _ => None,
        };
        if splat && (items.len() > 1 || total == Some(1) || !matches!(lit, DenseLit::List(_))) {
            write_dense_scalar(f, items[0], elem)?;
        } else if let Some(h) = hex {
            write!(f, "\"{h}\"")?;
        } else if let (Some(shape), Some(n)) = (&shape, total) {
            if n == items.len() && !shape.is_empty() {
                write_nested(f, &mut items.iter(), shape, elem)?;
            } else {
                write_dense(f, lit, elem)?;
            }
        } else {
            write_dense(f, lit, elem)?;
        }
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
pub fn write_dict<'a, K: AsRef<str> + 'a>(
    f: &mut impl fmt::Write,
    entries: impl IntoIterator<Item = &'a (K, Attr)>,
) -> fmt::Result {
    write_dict_in(f, entries, false)
}

/// [`write_dict`], a `#aie.packet_info` value with its type even when 0
/// where `packet_type` ([`PacketFields`]).
pub fn write_dict_in<'a, K: AsRef<str> + 'a>(
    f: &mut impl fmt::Write,
    entries: impl IntoIterator<Item = &'a (K, Attr)>,
    packet_type: bool,
) -> fmt::Result {
    f.write_char('{')?;
    for (i, (k, v)) in entries.into_iter().enumerate() {
        let k = k.as_ref();
        if i > 0 {
            f.write_str(", ")?;
        }
        if is_bare_id(k) {
            f.write_str(k)?;
        } else {
            write_string(f, k)?;
        }
        if *v != Attr::Unit {
            f.write_str(" = ")?;
            match v {
                Attr::Str(s) => write_string(f, s)?,
                Attr::PacketInfo(t, i) => {
                    write!(f, "#aie.packet_info{}", PacketFields(*t, *i, packet_type))?
                }
                _ => write!(f, "{v}")?,
            }
        }
    }
    f.write_char('}')
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_attr(f, self, false)
    }
}

/// An attribute where MLIR elides `: i64` and `: f64` (array elements, type
/// parameters such as a memref's memory space).
pub struct Elided<'a>(pub &'a Attr);

impl fmt::Display for Elided<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_attr(f, self.0, true)
    }
}

/// `#aie<name[a, b, ...]>`: an attribute of one list per consumer or segment.
fn write_lists<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    lists: impl Iterator<Item = T>,
) -> fmt::Result {
    write!(f, "#aie<{name}[")?;
    for (i, l) in lists.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{l}")?;
    }
    f.write_str("]>")
}

fn write_attr(f: &mut fmt::Formatter<'_>, a: &Attr, elide_64: bool) -> fmt::Result {
    use super::types::Signedness::Signless;
    match a {
        Attr::Unit => f.write_str("unit"),
        Attr::Bool(b) => write!(f, "{b}"),
        Attr::Int(v, ty) => match ty {
            IntType::Int {
                width: 64,
                sign: Signless,
            } if elide_64 => write!(f, "{v}"),
            IntType::Int {
                width: 1,
                sign: Signless,
            } => write!(f, "{}", *v != 0),
            _ => write_int_attr(f, *v, *ty),
        },
        Attr::Float(v, ty) => {
            f.write_str(&format_float(*v, &ty.ty()))?;
            if !(elide_64 && *ty == FloatType::F64) {
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
                write!(f, "{}", Elided(x))?;
            }
            f.write_str("]")
        }
        Attr::DenseArray(a) => {
            write!(f, "array<{}", a.ty)?;
            for (i, v) in a.vals.iter().enumerate() {
                f.write_str(if i == 0 { ": " } else { ", " })?;
                write_dense_scalar(f, v, Some(&a.ty))?;
            }
            f.write_str(">")
        }
        Attr::Dense(d) => {
            write!(f, "{}", DenseDisplay(&d.lit, d.ty.as_ref()))?;
            if let Some(t) = &d.ty {
                write!(f, " : {t}")?;
            }
            Ok(())
        }
        Attr::Dict(entries) => write_dict(f, entries),
        Attr::Enum(k, i) => match k.mnemonic() {
            Some(m) => write!(f, "#{m}<{}>", k.name(*i)),
            // The integer the generic form holds, of the enum's storage type.
            None => write_attr(f, &Attr::Int(k.value(*i).into(), k.storage()), elide_64),
        },
        Attr::DimLayouts(d) => write!(f, "#aie<bd_dim_layout_array{}>", DimsDisplay(d)),
        Attr::DimLayoutsPerConsumer(ds) => write_lists(
            f,
            "bd_dim_layout_array_array",
            ds.iter().map(|d| DimsDisplay(d)),
        ),
        Attr::PadLayouts(p) => write!(f, "#aie<bd_pad_layout_array{}>", PadsDisplay(p)),
        Attr::PadLayoutsPerSegment(ps) => write_lists(
            f,
            "bd_pad_layout_array_array",
            ps.iter().map(|p| PadsDisplay(p)),
        ),
        Attr::PacketInfo(t, i) => write!(f, "#aie.packet_info{}", PacketFields(*t, *i, false)),
        Attr::BdIteration(it) => write!(f, "#aie.bd_iteration{}", it.params()),
        Attr::TraceBuffer(b) => write!(f, "#aie.trace_buffer{}", b.params()),
        Attr::TraceSlice(s) => write!(f, "#aie.trace_slice{}", s.params()),
        Attr::MergeSlot(m) => write!(f, "#aie.merge_slot{}", m.params()),
        Attr::Opaque(s) => f.write_str(s),
    }
}

/// The `pkt_id` of a packet header written without one (`<>`,
/// `<pkt_type = 1>`): mlir-aie's request for an id to be chosen, which no
/// programmed header may carry.
pub const NO_PKT_ID: u64 = u64::MAX;

/// The fields of a `#aie.packet_info`, `<pkt_type = t, pkt_id = i>`, an id
/// only when it was given; a type of 0 shown only where asked (the third
/// field): mlir-aie printed it up to 3ca0193 (`--aie-syntax=2026-08`), its
/// newest printer leaves it out.
pub struct PacketFields(pub u64, pub u64, pub bool);

impl fmt::Display for PacketFields {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PacketFields(0, NO_PKT_ID, false) => f.write_str("<>"),
            PacketFields(0, i, false) => write!(f, "<pkt_id = {i}>"),
            PacketFields(t, NO_PKT_ID, _) => write!(f, "<pkt_type = {t}>"),
            PacketFields(t, i, _) => write!(f, "<pkt_type = {t}, pkt_id = {i}>"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_compare_by_bits() {
        let f32 = || FloatType::F32;
        assert_eq!(Attr::Float(f64::NAN, f32()), Attr::Float(f64::NAN, f32()));
        assert_ne!(Attr::Float(0.0, f32()), Attr::Float(-0.0, f32()));
        assert_ne!(Attr::Float(1.0, f32()), Attr::Float(1.0, FloatType::F64));
        assert_eq!(DenseLit::Float(f64::NAN), DenseLit::Float(f64::NAN));
        assert_ne!(Attr::Int(1, IntType::I32), Attr::Float(1.0, f32()));
    }

    #[test]
    fn half_precision_bits_round_trip_and_round_to_even() {
        let f16 = Type::Float("f16");
        for h in 0..=u16::MAX {
            let v = float_from_bits(u64::from(h), &f16).unwrap();
            if !v.is_nan() {
                assert_eq!(float_to_bits(v, &f16), Some(u64::from(h)), "{h:#06x}");
            }
        }
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even (1).
        assert_eq!(float_to_bits(1.0 + 2f64.powi(-11), &f16), Some(0x3C00));
        assert_eq!(
            float_to_bits(1.0 + 3.0 * 2f64.powi(-11), &f16),
            Some(0x3C02)
        );
        assert_eq!(float_to_bits(65520.0, &f16), Some(0x7C00));
        assert_eq!(float_to_bits(2f64.powi(-25), &f16), Some(0));
        assert_eq!(float_to_bits(-f64::NAN, &Type::Float("bf16")), Some(0xFFC0));
        assert_eq!(
            float_from_bits(0xFF80, &Type::Float("bf16")),
            Some(f64::NEG_INFINITY)
        );
        assert_eq!(float_from_bits(1, &Type::Float("f8E5M2")), None);
    }
}
