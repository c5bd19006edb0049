//! A BD whose length, sizes, strides or offset are known only at run time,
//! or whose id is (mlir-aie's dynamic BD lowering, `BdLowering.cpp`, for a
//! shim NOC tile; aiec's for the mem and compute tiles, whose BD registers
//! the runtime sequence writes as well): its whole register block is one
//! `aiex.npu.blockwrite_values` (mlir-aie's #3559), each word its constant
//! fields with the fields known at run time or'ed in, computed with `arith`
//! by the same wrap-and-step encoding as constant BDs
//! ([`regs::encode_wraps_steps`]) into the tile kind's BD layout;
//! `assert_bd_field`/`assert_bd_divisible` guard what the BD cannot hold. A
//! shim BD's blockwrite comes before the address patch of its buffer word,
//! as aiebu requires; a mem or compute tile's holds its buffer's address.

#![warn(clippy::cast_possible_truncation)]

use super::arith::Arith;
use super::writebd::BdField;
use crate::divisors::gcd;
use crate::words::low32;
use aie_target::device::TileKind;
use aie_target::regs::{self, Field, WrapMath};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{OpKind, ValueId};
use dialect::ops::views::{NpuAssertBdDivisible, NpuAssertBdField, NpuBlockwriteValues};
use dialect::Ir;

/// An offset, size or stride: a constant or a value known only at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    Const(i64),
    Value(ValueId),
}

impl Entry {
    fn constant(self) -> Option<i64> {
        match self {
            Entry::Const(c) => Some(c),
            Entry::Value(_) => None,
        }
    }
}

/// `i32` arithmetic on [`Entry`]s: constants fold (with `arith`'s 32-bit
/// semantics), values known only at run time get `arith` ops.
struct Ops<'a> {
    ir: &'a mut Ir,
    b: Arith,
}

/// `v` wrapped to a 32-bit two's-complement value.
fn i32_of(v: i64) -> i64 {
    i64::from(i32::from_le_bytes(low32(v).to_le_bytes()))
}

impl Ops<'_> {
    /// `e` as an `i32` value.
    fn value(&mut self, e: Entry) -> ValueId {
        match e {
            Entry::Const(c) => self.b.constant(self.ir, c),
            Entry::Value(v) => v,
        }
    }

    /// The entry of an operand: a constant, or the value cast to `i32`.
    fn input(&mut self, e: Entry) -> Entry {
        match e {
            Entry::Const(c) => Entry::Const(i32_of(c)),
            Entry::Value(v) => Entry::Value(self.b.to_i32(self.ir, v)),
        }
    }

    /// `kind` of `a` and `b`; `fold` computes it on constants.
    fn binary(&mut self, kind: OpKind, a: Entry, b: Entry, fold: fn(i64, i64) -> i64) -> Entry {
        use OpKind::{ArithAddi, ArithAndi, ArithDivui, ArithMuli, ArithOri, ArithShli, ArithSubi};
        let (zero, one, ones) = (Entry::Const(0), Entry::Const(1), Entry::Const(-1));
        match (kind, a, b) {
            (_, Entry::Const(x), Entry::Const(y)) => return Entry::Const(i32_of(fold(x, y))),
            // Identities: the other operand.
            (ArithAddi | ArithOri, x, y) if x == zero => return y,
            (ArithAddi | ArithOri | ArithSubi | ArithShli, x, y) if y == zero => return x,
            (ArithMuli, x, y) if x == one => return y,
            (ArithMuli | ArithDivui, x, y) if y == one => return x,
            (ArithAndi, x, y) if y == ones => return x,
            (ArithMuli | ArithAndi, x, y) if x == zero || y == zero => return zero,
            _ => {}
        }
        let (x, y) = (self.value(a), self.value(b));
        Entry::Value(self.b.op(self.ir, kind, x, y))
    }

    fn add(&mut self, a: Entry, b: Entry) -> Entry {
        self.binary(OpKind::ArithAddi, a, b, i64::wrapping_add)
    }

    fn times(&mut self, a: Entry, b: Entry) -> Entry {
        self.binary(OpKind::ArithMuli, a, b, i64::wrapping_mul)
    }

    /// `pred` of `v` and `bound` ? `then` : `other`.
    fn pick(
        &mut self,
        pred: CmpIPredicate,
        v: Entry,
        bound: i64,
        then: Entry,
        other: Entry,
    ) -> Entry {
        match v {
            Entry::Const(c) => match (pred, c > bound, c < bound) {
                (CmpIPredicate::Sgt, true, _) | (CmpIPredicate::Slt, _, true) => then,
                _ => other,
            },
            _ if then == other => then,
            Entry::Value(x) => {
                let k = self.b.constant(self.ir, bound);
                let c = self.b.cmp(self.ir, pred, x, k);
                let (t, o) = (self.value(then), self.value(other));
                Entry::Value(self.b.select(self.ir, c, t, o))
            }
        }
    }
}

impl WrapMath for Ops<'_> {
    type V = Entry;
    fn constant(&mut self, c: i64) -> Entry {
        Entry::Const(i32_of(c))
    }
    fn mul(&mut self, v: Entry, c: i64) -> Entry {
        self.times(v, Entry::Const(c))
    }
    fn div(&mut self, v: Entry, c: i64) -> Entry {
        let unsigned = |x: i64, y: i64| i64::from(low32(x) / low32(y).max(1));
        self.binary(OpKind::ArithDivui, v, Entry::Const(c), unsigned)
    }
    fn sub(&mut self, v: Entry, c: i64) -> Entry {
        self.binary(OpKind::ArithSubi, v, Entry::Const(c), i64::wrapping_sub)
    }
    fn above(&mut self, v: Entry, bound: i64, then: Entry, other: Entry) -> Entry {
        self.pick(CmpIPredicate::Sgt, v, bound, then, other)
    }
    fn below(&mut self, v: Entry, bound: i64, then: Entry, other: Entry) -> Entry {
        self.pick(CmpIPredicate::Slt, v, bound, then, other)
    }
}

/// Where a dynamic BD lives and what its template holds.
pub(crate) struct Template<'a> {
    /// The kind of the BD's tile, whose BD layout the words follow.
    pub kind: TileKind,
    /// Array address of the BD's first word (known at run time with a BD
    /// id drawn from the pool).
    pub base: Entry,
    /// The template's words: every field known at compile time (those
    /// known at run time, and the buffer's address, 0).
    pub words: &'a [u32],
    /// The buffer's word address, for a BD that holds it (a mem or compute
    /// tile's; a shim BD's host address is patched in).
    pub address: Option<Entry>,
}

/// The field of `f` in the BD of a `kind` tile, if it has one.
fn field(kind: TileKind, f: BdField) -> Option<&'static Field> {
    regs::bd_layout(kind)?.field(f.register()?)
}

/// The field holding the buffer's word address in a mem or compute tile's
/// BD, with the address, if `bd` has one.
fn address(bd: &Template) -> Option<(&'static Field, Entry)> {
    let f = match bd.kind {
        TileKind::Core => regs::BdField::BaseAddress,
        _ => regs::BdField::BufferOffset,
    };
    Some((regs::bd_layout(bd.kind)?.field(f)?, bd.address?))
}

/// Writes a BD of constant fields only (a run-time id): its template.
pub(crate) fn write_template(ir: &mut Ir, b: Arith, bd: &Template) {
    write_words(ir, b, bd, &[]);
}

/// Writes the words of a BD over `w`-bit elements whose `sizes` and
/// `strides` (innermost first, four each; `dims` of them given) hold values
/// known only at run time: the buffer length (`length`, in words, else the
/// product of the low three sizes), the wraps and steps unless the transfer
/// is linear (a shim's: contiguous, as mlir-aie decides it; another tile's:
/// a plain scan, as its constant BDs), a mem tile's d2 size where three or
/// more dimensions are given, the iteration, over the template's constant
/// fields; returns the queue push's repeat count. The guards are
/// mlir-aie's on a shim (d0 and d1 sizes, iteration size); on the other
/// tiles, whose fields are narrower, every field a run-time value reaches.
pub(crate) fn write_run_time(
    ir: &mut Ir,
    b: Arith,
    bd: &Template,
    (sizes, strides, dims): ([Entry; 4], [Entry; 4], usize),
    w: i64,
    length: Option<Entry>,
) -> Entry {
    let mut m = Ops { ir, b };
    let s = sizes.map(|e| m.input(e));
    let t = strides.map(|e| m.input(e));
    let (hs, ht) = regs::encode_wraps_steps(&mut m, s, t, w);
    let length = length.unwrap_or_else(|| {
        let low = m.times(hs[0], s[1]);
        m.times(low, s[2])
    });
    let zero = m.constant(0);
    let iteration = m.above(t[3], 0, hs[3], zero);
    let shim = bd.kind == TileKind::ShimNoc;
    let linear = match shim {
        true => known_contiguous(&sizes, &strides),
        false => known_linear(&sizes, &strides),
    };
    let mut values = vec![(BdField::BufferLength, length)];
    if !linear {
        values.extend(BdField::wraps(&hs, &ht));
    }
    if dims > 2 && field(bd.kind, BdField::D2Size).is_some() {
        values.push((BdField::D2Size, hs[2]));
    }
    values.extend([
        (BdField::IterationSize, iteration),
        (BdField::IterationStride, ht[3]),
    ]);
    let mut fits = vec![(hs[3], BdField::IterationSize)];
    if !linear {
        fits.extend([(hs[0], BdField::D0Size), (hs[1], BdField::D1Size)]);
    }
    if !shim {
        fits = values.iter().map(|&(f, v)| (v, f)).collect();
    }
    let fits = (fits.into_iter())
        .filter_map(|(v, f)| Some((field(bd.kind, f)?, v)))
        .chain(if shim { None } else { address(bd) });
    for (field, v) in fits.collect::<Vec<_>>() {
        let Entry::Value(v) = v else {
            continue;
        };
        let max = i64::from(field.mask());
        NpuAssertBdField::build(ir, b.span)
            .operand(v)
            .max(max)
            .insert(b.at);
    }
    let mut checks = vec![(s[0], false)];
    checks.extend(t.iter().enumerate().map(|(i, &e)| (e, i == 0)));
    divisible(ir, b, &checks, w);
    write_words(ir, b, bd, &values);
    hs[3]
}

/// The buffer length field of `len` elements of `w` bits: `len × w / 32`
/// address-generation granules (`arith` where `len` is known only at run
/// time: a multiple or a fraction of `len` where `w` is one of 32 or 32 one
/// of `w`, as exact as mlir-aie's `muli` then `divui` and without its
/// overflow; a 32-bit element's length is `len` itself).
pub(crate) fn length_words(ir: &mut Ir, b: Arith, len: Entry, w: i64) -> Entry {
    let g = regs::ADDRESS_GRANULARITY_BITS;
    if let Entry::Const(c) = len {
        return Entry::Const(c * w / g);
    }
    let mut m = Ops { ir, b };
    let len = m.input(len);
    match (w % g, g % w) {
        (0, _) => m.times(len, Entry::Const(w / g)),
        (_, 0) => m.div(len, g / w),
        _ => {
            let bits = m.times(len, Entry::Const(w));
            m.div(bits, g)
        }
    }
}

/// mlir-aie's `knownContiguous`: a row-major scan of the low three
/// dimensions that constants prove (a run-time entry it needs: no).
fn known_contiguous(s: &[Entry; 4], t: &[Entry; 4]) -> bool {
    let c = |e: Entry| e.constant();
    let d1 = c(s[1]) == Some(1) || (c(s[0]).is_some() && c(t[1]) == c(s[0]));
    let inner = c(s[0]).zip(c(s[1])).map(|(a, b)| a * b);
    let d2 = c(s[2]) == Some(1) || (inner.is_some() && c(t[2]) == inner);
    c(t[0]) == Some(1) && d1 && d2
}

/// A plain scan `[*, 1, 1, N][*, 0, 0, 1]` that constants prove (the
/// constant BDs' `is_linear`).
fn known_linear(s: &[Entry; 4], t: &[Entry; 4]) -> bool {
    let c = |e: Entry| e.constant();
    c(s[1]) == Some(1)
        && c(s[2]) == Some(1)
        && c(t[0]) == Some(1)
        && c(t[1]) == Some(0)
        && c(t[2]) == Some(0)
}

/// The word address of a mem or compute tile's buffer at `bytes` (a
/// multiple of 4: [`divisible`] guards a run-time offset).
pub(crate) fn word_address(ir: &mut Ir, b: Arith, bytes: Entry) -> Entry {
    let unsigned = |x: i64, y: i64| i64::from(low32(x) / low32(y).max(1));
    let granule = regs::ADDRESS_GRANULARITY_BITS / 8;
    Ops { ir, b }.binary(OpKind::ArithDivui, bytes, Entry::Const(granule), unsigned)
}

/// `assert_bd_divisible` of a run-time `offset` of `w`-bit elements that
/// must land on a whole address-generation granule.
pub(crate) fn aligned_offset(ir: &mut Ir, b: Arith, offset: Entry, w: i64) {
    divisible(ir, b, &[(offset, false)], w);
}

/// `assert_bd_divisible` of each run-time entry of `checks` (d0's size, the
/// strides; `true`: a unit may be less) that must be whole address-generation
/// granules of `w`-bit elements.
fn divisible(ir: &mut Ir, b: Arith, checks: &[(Entry, bool)], w: i64) {
    let g = regs::ADDRESS_GRANULARITY_BITS;
    let divisor = g / gcd(w, g);
    if divisor <= 1 {
        return;
    }
    for &(entry, unit) in checks {
        if let Entry::Value(v) = entry {
            NpuAssertBdDivisible::build(ir, b.span)
                .operand(v)
                .divisor(divisor)
                .allow_unit(unit)
                .insert(b.at);
        }
    }
}

/// The BD's words in one `aiex.npu.blockwrite_values` at its base: each
/// the template's word with the values of `values` (and the buffer's
/// address) in its fields masked and shifted in.
fn write_words(ir: &mut Ir, b: Arith, bd: &Template, values: &[(BdField, Entry)]) {
    let mut m = Ops { ir, b };
    let mut words: Vec<Entry> = (bd.words.iter())
        .map(|&w| Entry::Const(i32_of(i64::from(w))))
        .collect();
    let fields = (values.iter())
        .filter_map(|&(f, v)| Some((field(bd.kind, f)?, v)))
        .chain(address(bd));
    for (field, v) in fields.collect::<Vec<_>>() {
        let Some(word) = words.get_mut(usize::from(field.word)) else {
            continue;
        };
        let mask = i64::from(field.mask());
        let bits = m.binary(OpKind::ArithAndi, v, Entry::Const(i32_of(mask)), |x, y| {
            x & y
        });
        let lo = i64::from(field.lo);
        let bits = m.binary(OpKind::ArithShli, bits, Entry::Const(lo), |x, y| x << y);
        *word = m.binary(OpKind::ArithOri, *word, bits, |x, y| x | y);
    }
    let base = m.value(bd.base);
    let values: Vec<ValueId> = words.into_iter().map(|w| m.value(w)).collect();
    NpuBlockwriteValues::build(m.ir, b.span)
        .operand(base)
        .operands(&values)
        .insert(b.at);
}

/// The byte offset a transfer's `offsets` (with its `strides`, innermost
/// first) add to its host address, `base` bytes past it: a constant when
/// all are constants, else `arith` over them (mlir-aie's `buildArgPlusValue`).
pub(crate) fn arg_plus(
    ir: &mut Ir,
    b: Arith,
    offsets: &[Entry],
    strides: &[Entry],
    bytes: i64,
    base: i64,
) -> Entry {
    let mut m = Ops { ir, b };
    let mut sum = Entry::Const(0);
    for (&o, &t) in offsets.iter().zip(strides) {
        let (o, t) = (m.input(o), m.input(t));
        let product = m.times(o, t);
        sum = m.add(sum, product);
    }
    let bytes = m.times(sum, Entry::Const(bytes));
    m.add(bytes, Entry::Const(base))
}
