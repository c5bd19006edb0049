//! A BD whose length, sizes, strides or offset are known only at run time,
//! or whose id is (mlir-aie's dynamic BD lowering, its `BdLowering.cpp`,
//! for every tile whose BD registers a runtime sequence writes): its whole
//! register block is one `aiex.npu.blockwrite_values` (mlir-aie's #3559),
//! each word its constant fields with the fields known at run time or'ed
//! in, computed by the same wrap-and-step encoding as constant BDs
//! ([`regs::encode_wraps_steps`]) into the tile kind's BD layout.
//!
//! Run-time operands (any integer or `index`) are widened to `i64` and
//! compared unsigned before they are narrowed to the `i32` fields, so a
//! value past a field cannot truncate into it: each guard is a `cf.assert`
//! with mlir-aie's message (the host refuses the sequence). A guard that
//! folds to true is dropped, one that folds to false is an error here.

#![warn(clippy::cast_possible_truncation)]

use super::arith::Arith;
use super::writebd::BdField;
use crate::divisors::gcd;
use crate::words::low32;
use aie_target::device::TileKind;
use aie_target::regs::{self, Field, WrapMath};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{OpId, OpKind, Type, ValueId};
use dialect::ops::views::{NpuBlockwriteValues, NpuMaskwrite32};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

type Res<T> = Result<T, Diagnostic>;

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

/// Elements a host-buffer bound counts at most: every product of two
/// bounded terms then stays below 2^64.
const MAX_HOST_ELEMENTS: u64 = 1 << 32;

/// `v` wrapped to a 32-bit two's-complement value.
fn i32_of(v: i64) -> i64 {
    i64::from(i32::from_le_bytes(low32(v).to_le_bytes()))
}

/// Unsigned integer arithmetic on [`Entry`]s, `i64` (the guards and the
/// encoding) or `i32` (the BD words): constants fold, values known only
/// at run time get `arith` ops; a condition is an `i1` entry (0 or 1).
pub(crate) struct Ops<'a> {
    pub ir: &'a mut Ir,
    pub b: Arith,
    wide: bool,
}

impl<'a> Ops<'a> {
    /// `i64` arithmetic (mlir-aie's guard builder and stride policy).
    pub fn wide(ir: &'a mut Ir, b: Arith) -> Self {
        Ops { ir, b, wide: true }
    }

    /// `i32` arithmetic (the BD words).
    fn narrow(ir: &'a mut Ir, b: Arith) -> Self {
        Ops { ir, b, wide: false }
    }

    fn wrap(&self, c: i64) -> i64 {
        if self.wide {
            c
        } else {
            i32_of(c)
        }
    }

    /// `e` as a value of the arithmetic's type.
    fn value(&mut self, e: Entry) -> ValueId {
        match (e, self.wide) {
            (Entry::Const(c), true) => self.b.constant_of(self.ir, i128::from(c), Type::I64),
            (Entry::Const(c), false) => self.b.constant(self.ir, c),
            (Entry::Value(v), _) => v,
        }
    }

    /// A run-time DMA operand as an `i64` (mlir-aie's `getAsI64`).
    pub fn input(&mut self, e: Entry) -> Entry {
        match e {
            Entry::Const(c) => Entry::Const(c),
            Entry::Value(v) => Entry::Value(self.b.to_i64(self.ir, v)),
        }
    }

    /// `kind` of `a` and `b`; `fold` computes it on constants.
    fn binary(&mut self, kind: OpKind, a: Entry, b: Entry, fold: fn(u64, u64) -> u64) -> Entry {
        use OpKind::{ArithAddi, ArithAndi, ArithDivui, ArithMuli, ArithOri, ArithShli, ArithSubi};
        let (zero, one) = (Entry::Const(0), Entry::Const(1));
        // MLIR's folding puts a commutative op's constant operand last.
        let (a, b) = match (kind, a, b) {
            (ArithAddi | ArithMuli | ArithAndi | ArithOri, Entry::Const(_), Entry::Value(_)) => {
                (b, a)
            }
            _ => (a, b),
        };
        match (kind, a, b) {
            (_, Entry::Const(x), Entry::Const(y)) => {
                return Entry::Const(self.wrap(fold(x as u64, y as u64) as i64))
            }
            // Identities: the other operand.
            (ArithAddi | ArithOri | ArithSubi | ArithShli, x, y) if y == zero => return x,
            (ArithMuli | ArithDivui, x, y) if y == one => return x,
            (ArithMuli | ArithAndi, _, y) if y == zero => return zero,
            (ArithAndi, x, Entry::Const(-1)) => return x,
            _ => {}
        }
        let (x, y) = (self.value(a), self.value(b));
        Entry::Value(self.b.op(self.ir, kind, x, y))
    }

    fn add(&mut self, a: Entry, b: Entry) -> Entry {
        self.binary(OpKind::ArithAddi, a, b, u64::wrapping_add)
    }

    fn times(&mut self, a: Entry, b: Entry) -> Entry {
        self.binary(OpKind::ArithMuli, a, b, u64::wrapping_mul)
    }

    fn minus(&mut self, a: Entry, c: u64) -> Entry {
        self.binary(
            OpKind::ArithSubi,
            a,
            Entry::Const(c as i64),
            u64::wrapping_sub,
        )
    }

    fn divided(&mut self, a: Entry, c: u64) -> Entry {
        let div = |x: u64, y: u64| x / y.max(1);
        self.binary(OpKind::ArithDivui, a, Entry::Const(c as i64), div)
    }

    fn and(&mut self, a: Entry, b: Entry) -> Entry {
        self.binary(OpKind::ArithAndi, a, b, |x, y| x & y)
    }

    /// `pred` of `a` and `b`, unsigned.
    fn cmp(&mut self, pred: CmpIPredicate, a: Entry, b: Entry) -> Entry {
        if let (Entry::Const(x), Entry::Const(y)) = (a, b) {
            let (x, y) = (x as u64, y as u64);
            let holds = match pred {
                CmpIPredicate::Eq => x == y,
                CmpIPredicate::Ule => x <= y,
                CmpIPredicate::Ugt => x > y,
                _ => x < y,
            };
            return Entry::Const(i64::from(holds));
        }
        let (x, y) = (self.value(a), self.value(b));
        Entry::Value(self.b.cmp(self.ir, pred, x, y))
    }

    fn eq(&mut self, a: Entry, c: u64) -> Entry {
        self.cmp(CmpIPredicate::Eq, a, Entry::Const(c as i64))
    }

    fn ule(&mut self, a: Entry, c: u64) -> Entry {
        self.cmp(CmpIPredicate::Ule, a, Entry::Const(c as i64))
    }

    /// `1 <= a <= hi` as one unsigned compare (`a - 1` wraps 0 around).
    fn in_range1(&mut self, a: Entry, hi: u64) -> Entry {
        let less = self.minus(a, 1);
        self.ule(less, hi.wrapping_sub(1))
    }

    fn multiple_of(&mut self, a: Entry, d: u64) -> Entry {
        let rem = |x: u64, y: u64| x % y.max(1);
        let r = self.binary(OpKind::ArithRemui, a, Entry::Const(d as i64), rem);
        self.eq(r, 0)
    }

    /// The `i1` `a || b`.
    fn either(&mut self, a: Entry, b: Entry) -> Entry {
        match (a, b) {
            (Entry::Const(1), _) | (_, Entry::Const(1)) => Entry::Const(1),
            (Entry::Const(_), x) | (x, Entry::Const(_)) => x,
            _ => self.binary(OpKind::ArithOri, a, b, |x, y| x | y),
        }
    }

    /// The `i1` `a && b`.
    fn both(&mut self, a: Entry, b: Entry) -> Entry {
        match (a, b) {
            (Entry::Const(0), _) | (_, Entry::Const(0)) => Entry::Const(0),
            (Entry::Const(_), x) | (x, Entry::Const(_)) => x,
            _ => self.binary(OpKind::ArithAndi, a, b, |x, y| x & y),
        }
    }

    /// `c ? t : e`.
    fn select(&mut self, c: Entry, t: Entry, e: Entry) -> Entry {
        match c {
            _ if t == e => t,
            Entry::Const(0) => e,
            Entry::Const(_) => t,
            Entry::Value(c) => {
                let (t, e) = (self.value(t), self.value(e));
                Entry::Value(self.b.select(self.ir, c, t, e))
            }
        }
    }

    /// The host-side guard `cond` (mlir-aie's `emitRuntimeCheck`): nothing
    /// where it holds at compile time, an error where it fails, else a
    /// `cf.assert` with `message`.
    pub fn check(&mut self, cond: Entry, message: &str) -> Res<()> {
        match cond {
            Entry::Const(0) => Err(Diagnostic::error(self.b.span, message.to_string())),
            Entry::Const(_) => Ok(()),
            Entry::Value(c) => {
                self.b.assert(self.ir, c, message);
                Ok(())
            }
        }
    }

    /// The `i64` `e` as an `i32` (an `i32` widened is itself again).
    fn narrowed(&mut self, e: Entry) -> Entry {
        let v = match e {
            Entry::Const(c) => return Entry::Const(i32_of(c)),
            Entry::Value(v) => v,
        };
        let def = self.ir.defining_op(v);
        let widened = def.filter(|&d| self.ir.is(d, OpKind::ArithExtui));
        match widened.map(|d| self.ir[d].operands[0]) {
            Some(src) if *self.ir.type_of(src) == Type::I32 => Entry::Value(src),
            _ => Entry::Value(self.b.to_i32(self.ir, v)),
        }
    }
}

impl WrapMath for Ops<'_> {
    type V = Entry;
    fn constant(&mut self, c: i64) -> Entry {
        Entry::Const(self.wrap(c))
    }
    fn mul(&mut self, v: Entry, c: i64) -> Entry {
        self.times(v, Entry::Const(c))
    }
    fn div(&mut self, v: Entry, c: i64) -> Entry {
        self.divided(v, c as u64)
    }
    fn sub(&mut self, v: Entry, c: i64) -> Entry {
        self.minus(v, c as u64)
    }
    fn above(&mut self, v: Entry, bound: i64, then: Entry, other: Entry) -> Entry {
        let c = self.cmp(CmpIPredicate::Ugt, v, Entry::Const(bound));
        self.select(c, then, other)
    }
    fn below(&mut self, v: Entry, bound: i64, then: Entry, other: Entry) -> Entry {
        let c = self.cmp(CmpIPredicate::Ult, v, Entry::Const(bound));
        self.select(c, then, other)
    }
}

/// What a dynamic BD's template holds.
pub(crate) struct Template<'a> {
    /// The kind of the BD's tile, whose BD layout the words follow.
    pub kind: TileKind,
    /// The template's words: every field known at compile time (those
    /// known at run time, and the buffer's address, 0).
    pub words: &'a [u32],
}

/// A BD's access pattern: sizes and strides innermost first, padded to four
/// (size 1, stride 0), of which `dims` were given.
#[derive(Clone, Copy)]
pub(crate) struct Walk {
    pub sizes: [Entry; 4],
    pub strides: [Entry; 4],
    pub dims: usize,
}

impl Walk {
    /// The plain scan of `len` elements, repeated as `outer` says.
    pub fn linear(len: Entry, (size, stride): (Entry, Entry)) -> Walk {
        let (one, zero) = (Entry::Const(1), Entry::Const(0));
        Walk {
            sizes: [len, one, one, size],
            strides: [one, zero, zero, stride],
            dims: 1,
        }
    }

    /// mlir-aie's `knownLinear`: `[*, 1, 1, N][*, 0, 0, 1]` that constants
    /// prove.
    pub fn known_linear(&self) -> bool {
        let (s, t) = (&self.sizes, &self.strides);
        let c = |e: Entry| e.constant();
        c(s[1]) == Some(1)
            && c(s[2]) == Some(1)
            && c(t[0]) == Some(1)
            && c(t[1]) == Some(0)
            && c(t[2]) == Some(0)
    }

    /// mlir-aie's `knownContiguous`: a row-major scan of the low three
    /// dimensions that constants prove (a run-time entry it needs: no).
    fn known_contiguous(&self) -> bool {
        let (s, t) = (&self.sizes, &self.strides);
        let c = |e: Entry| e.constant();
        let d1 = c(s[1]) == Some(1) || (c(s[0]).is_some() && c(t[1]) == c(s[0]));
        let inner = c(s[0]).zip(c(s[1])).map(|(a, b)| a * b);
        let d2 = c(s[2]) == Some(1) || (inner.is_some() && c(t[2]) == inner);
        c(t[0]) == Some(1) && d1 && d2
    }

    /// The walk outermost first (the op's order, in which mlir-aie sums a
    /// host bound's terms).
    pub fn outermost_first(&self) -> Walk {
        let (mut sizes, mut strides) = (self.sizes, self.strides);
        sizes.reverse();
        strides.reverse();
        Walk {
            sizes,
            strides,
            dims: self.dims,
        }
    }
}

/// The field of `f` in the BD of a `kind` tile, if it has one.
fn field(kind: TileKind, f: BdField) -> Option<&'static Field> {
    regs::bd_layout(kind)?.field(f.register()?)
}

/// The largest value of field `f` in a `kind` tile's BD (0 without one).
fn field_max(kind: TileKind, f: BdField) -> u64 {
    field(kind, f).map_or(0, |f| u64::from(f.mask()))
}

/// The field holding the buffer's word address in a mem or compute tile's
/// BD.
fn address_field(kind: TileKind) -> Option<&'static Field> {
    let f = match kind {
        TileKind::Core => regs::BdField::BaseAddress,
        _ => regs::BdField::BufferOffset,
    };
    regs::bd_layout(kind)?.field(f)
}

/// A BD's fields known only at run time (`i32` entries) and the queue
/// push's repeat count.
pub(crate) struct Encoded {
    fields: Vec<(BdField, Entry)>,
    pub repeat: Entry,
}

impl Encoded {
    /// The fields known only at run time.
    pub fn fields(&self) -> &[(BdField, Entry)] {
        &self.fields
    }
}

/// A lock value known only at run time, `value` (an `i32`), as its BD field
/// holds it in a `kind` tile: guarded to the field's positive range, from 1
/// and negated for an `AcquireGreaterEqual` (`negated`: a field of 0 would
/// mean "acquire equal 0").
pub(crate) fn lock_value(
    ir: &mut Ir,
    b: Arith,
    kind: TileKind,
    value: ValueId,
    negated: bool,
) -> Res<Entry> {
    let most = field_max(kind, BdField::LockRelVal) >> 1;
    let mut m = Ops::narrow(ir, b);
    let v = Entry::Value(value);
    let fits = match negated {
        true => m.in_range1(v, most),
        false => m.ule(v, most),
    };
    let lo = u64::from(negated);
    m.check(
        fits,
        &format!("a runtime lock value must be in [{lo}:{most}]"),
    )?;
    Ok(match negated {
        true => m.binary(OpKind::ArithSubi, Entry::Const(0), v, u64::wrapping_sub),
        false => v,
    })
}

/// mlir-aie's `encodeBdCommon`: the guards and the hardware fields of the
/// `walk` over `w`-bit elements in a `kind` tile's BD; `len` (elements) is
/// a task BD's explicit length, which must agree with the walk. A linear
/// walk (a plain scan; on a shim, any contiguous one) goes into the buffer
/// length alone.
pub(crate) fn encode(
    m: &mut Ops,
    kind: TileKind,
    walk: &Walk,
    w: i64,
    len: Option<Entry>,
) -> Res<Encoded> {
    let g = regs::ADDRESS_GRANULARITY_BITS as u64;
    let ew = w as u64;
    let linear = walk.known_linear() || (kind == TileKind::ShimNoc && walk.known_contiguous());
    let s = walk.sizes.map(|e| m.input(e));
    let t = walk.strides.map(|e| m.input(e));
    let wrap_max = field_max(kind, BdField::D0Size);
    let max_len = field_max(kind, BdField::BufferLength);
    let step_bits = field(kind, BdField::D0Stride).map_or(0, |f| f.mask().count_ones());
    let max_stride = (1u64 << step_bits) * g / ew;
    let max_iterations = field_max(kind, BdField::IterationSize) + 1;
    let wrap = if linear { max_len } else { wrap_max };
    let repeats = regs::start_queue_layout(kind)
        .field("repeat_count")
        .map_or(0, |f| u64::from(f.mask()))
        + 1;
    let size_max = bounded_sizes(m, walk, &s, [wrap * g / ew, wrap, max_len, repeats])?;
    let pure_repeat = m.eq(t[3], 0);
    let last = m.minus(s[3], 1);
    let iterations = m.ule(last, max_iterations - 1);
    let fits = m.either(pure_repeat, iterations);
    m.check(
        fits,
        &format!("a runtime DMA iteration count must be in [1:{max_iterations}]"),
    )?;
    if !linear {
        // d0's step exists only for elements no wider than a granule.
        for (i, &stride) in t.iter().enumerate().take(3).skip(usize::from(ew > g)) {
            let fits = m.in_range1(stride, max_stride);
            check_stride(m, &s, i, fits, max_stride)?;
        }
    }
    let fits = m.ule(t[3], max_stride);
    check_stride(m, &s, 3, fits, max_stride)?;
    check_granules(m, &s, &t, w)?;
    let (hs, ht) = regs::encode_wraps_steps(m, s, t, w);
    let d0d1 = m.times(hs[0], s[1]);
    let length = m.times(d0d1, s[2]);
    let reach = (size_max[0].saturating_mul(ew) / g)
        .saturating_mul(size_max[1])
        .saturating_mul(size_max[2]);
    if reach > max_len {
        let mut fits = m.ule(length, max_len);
        if length != d0d1 {
            let low = m.ule(d0d1, max_len);
            fits = m.both(low, fits);
        }
        m.check(
            fits,
            &format!("a runtime DMA transfer exceeds the {max_len}-granule BD buffer_length"),
        )?;
    }
    if let Some(len) = len {
        check_length(m, len, length, w, max_len)?;
    }
    let zero = Entry::Const(0);
    let positive = m.cmp(CmpIPredicate::Ugt, t[3], zero);
    let iteration = m.select(positive, hs[3], zero);
    let hs = hs.map(|e| m.narrowed(e));
    let ht = ht.map(|e| m.narrowed(e));
    let mut fields = vec![(BdField::BufferLength, m.narrowed(length))];
    if !linear {
        fields.extend(BdField::wraps(&hs, &ht));
        if walk.dims > 2 && field(kind, BdField::D2Size).is_some() {
            fields.push((BdField::D2Size, hs[2]));
        }
    }
    fields.extend([
        (BdField::IterationSize, m.narrowed(iteration)),
        (BdField::IterationStride, ht[3]),
    ]);
    let repeat = match walk.sizes[3] {
        Entry::Const(c) => Entry::Const((c - 1).max(0)),
        Entry::Value(_) => hs[3],
    };
    Ok(Encoded { fields, repeat })
}

/// The size guards of `s` (the walk's, as `i64`) against `bounds` (d0's,
/// d1's and d2's largest sizes, the task queue's largest repeat count);
/// returns each size's largest value.
fn bounded_sizes(m: &mut Ops, walk: &Walk, s: &[Entry; 4], bounds: [u64; 4]) -> Res<[u64; 4]> {
    let mut most = [0; 4];
    for (i, &hi) in bounds.iter().enumerate() {
        most[i] = walk.sizes[i].constant().map_or(hi, |c| c as u64);
        let what = match i {
            3 => "repeat count".to_string(),
            _ => format!("d{i} size"),
        };
        let fits = m.in_range1(s[i], hi);
        m.check(fits, &format!("a runtime DMA {what} must be in [1:{hi}]"))?;
    }
    Ok(most)
}

/// The guard of stride `i` of `s`'s walk: `fits` where its size exceeds 1.
fn check_stride(m: &mut Ops, s: &[Entry; 4], i: usize, fits: Entry, hi: u64) -> Res<()> {
    let single = m.ule(s[i], 1);
    let ok = m.either(single, fits);
    let (what, lo) = match i {
        3 => ("iteration stride".to_string(), 0),
        _ => (format!("d{i} stride"), 1),
    };
    m.check(
        ok,
        &format!("a runtime DMA {what} must be in [{lo}:{hi}] when its size > 1"),
    )
}

/// Sizes and strides of `w`-bit elements whose bytes are not whole
/// address-generation granules cannot be realized (d0's stride may be the
/// unit).
fn check_granules(m: &mut Ops, s: &[Entry; 4], t: &[Entry; 4], w: i64) -> Res<()> {
    let g = regs::ADDRESS_GRANULARITY_BITS;
    let divisor = (g / gcd(w, g)) as u64;
    if divisor <= 1 {
        return Ok(());
    }
    let message = |what: &str| {
        format!(
            "a runtime DMA {what} must be a multiple of {divisor} elements (whole {}-byte granules)",
            g / 8
        )
    };
    let ok = m.multiple_of(s[0], divisor);
    m.check(ok, &message("d0 size"))?;
    let unit = m.eq(t[0], 1);
    let whole = m.multiple_of(t[0], divisor);
    let ok = m.either(unit, whole);
    m.check(ok, &message("d0 stride"))?;
    for (i, &stride) in t.iter().enumerate().skip(1) {
        let what = match i {
            3 => "iteration stride".to_string(),
            _ => format!("d{i} stride"),
        };
        let ok = m.multiple_of(stride, divisor);
        m.check(ok, &message(&what))?;
    }
    Ok(())
}

/// A task BD's explicit length `len` (elements of `w` bits): in the buffer
/// length's range, whole granules, and the walk's `length` (granules).
fn check_length(m: &mut Ops, len: Entry, length: Entry, w: i64, max_len: u64) -> Res<()> {
    let g = regs::ADDRESS_GRANULARITY_BITS;
    let (ew, gu) = (w as u64, g as u64);
    let len = m.input(len);
    let most = max_len * gu / ew;
    let fits = m.in_range1(len, most);
    m.check(
        fits,
        &format!("a runtime DMA length must be in [1:{most}] elements"),
    )?;
    let divisor = (g / gcd(w, g)) as u64;
    if divisor > 1 {
        let whole = m.multiple_of(len, divisor);
        m.check(
            whole,
            &format!(
                "a runtime DMA length must be a multiple of {divisor} elements (whole {}-byte granules)",
                g / 8
            ),
        )?;
    }
    let granules = match ew >= gu {
        true => m.times(len, Entry::Const((ew / gu) as i64)),
        false => m.divided(len, gu / ew),
    };
    let same = m.cmp(CmpIPredicate::Eq, granules, length);
    m.check(
        same,
        "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions",
    )
}

/// mlir-aie's `guardWithinHostBuffer`: every element the transfer touches,
/// `offsets` (offset, stride pairs) plus each (size − 1) × stride of
/// `walk`, lies in the host buffer of `bytes` bytes (`None`: unknown),
/// `base` bytes in, of `elem` bytes each.
pub(crate) fn guard_host_bounds(
    m: &mut Ops,
    bytes: Option<u64>,
    base: i64,
    elem: u64,
    offsets: &[(Entry, Entry)],
    walk: &Walk,
) -> Res<()> {
    let base = base as u64;
    let cap = match bytes {
        Some(b) if b > base => ((b - base) / elem.max(1)).min(MAX_HOST_ELEMENTS),
        Some(_) => 0,
        None => MAX_HOST_ELEMENTS,
    };
    if cap == 0 {
        return Err(Diagnostic::error(
            m.b.span,
            "DMA transfer starts past the end of its host buffer",
        ));
    }
    let mut ok = None;
    let mut sum = Entry::Const(0);
    let mut term = |m: &mut Ops, c: Entry, t: Entry| {
        let c_zero = m.eq(c, 0);
        let t_small = m.ule(t, cap - 1);
        let left = m.either(c_zero, t_small);
        let t_zero = m.eq(t, 0);
        let c_small = m.ule(c, cap - 1);
        let right = m.either(t_zero, c_small);
        let fits = m.both(left, right);
        ok = Some(match ok {
            Some(o) => m.both(o, fits),
            None => fits,
        });
        let product = m.times(c, t);
        sum = m.add(sum, product);
    };
    for &(o, s) in offsets {
        let (o, s) = (m.input(o), m.input(s));
        term(m, o, s);
    }
    for (&size, &stride) in walk.sizes.iter().zip(&walk.strides) {
        let (size, stride) = (m.input(size), m.input(stride));
        let reach = m.minus(size, 1);
        term(m, reach, stride);
    }
    let inside = m.ule(sum, cap - 1);
    let cond = match ok {
        Some(o) => m.both(o, inside),
        None => inside,
    };
    m.check(
        cond,
        &format!("a runtime DMA access runs past the end of its {cap}-element host buffer"),
    )
}

/// mlir-aie's `buildArgPlusValue`: the byte offset `offsets` (offset,
/// stride pairs, in elements of `elem` bytes) add to an address `base`
/// bytes in; a constant where all are, else `i64` `arith`, guarded to a
/// whole granule where the constants do not prove it.
pub(crate) fn arg_plus(
    m: &mut Ops,
    offsets: &[(Entry, Entry)],
    elem: i64,
    base: i64,
) -> Res<Entry> {
    let constant = offsets
        .iter()
        .all(|(o, s)| o.constant().is_some() && s.constant().is_some());
    if constant {
        let sum: i64 = offsets
            .iter()
            .map(|(o, s)| o.constant().unwrap_or(0) * s.constant().unwrap_or(0))
            .sum();
        return Ok(Entry::Const(sum * elem + base));
    }
    let granule = (regs::ADDRESS_GRANULARITY_BITS / 8) as u64;
    let mut sum = Entry::Const(0);
    let mut known = base as u64;
    for &(o, s) in offsets {
        let (o, s) = (m.input(o), m.input(s));
        let product = m.times(o, s);
        sum = m.add(sum, product);
        let factor = [o, s]
            .iter()
            .filter_map(|e| e.constant())
            .fold(elem as u64, |f, c| f.wrapping_mul(c as u64));
        known = gcd(known, factor);
    }
    let scaled = m.times(sum, Entry::Const(elem));
    let bytes = m.add(scaled, Entry::Const(base));
    if !known.is_multiple_of(granule) {
        let low = m.and(bytes, Entry::Const(granule as i64 - 1));
        let aligned = m.eq(low, 0);
        m.check(
            aligned,
            &format!("a runtime DMA offset is not {granule}-byte aligned"),
        )?;
    }
    Ok(bytes)
}

/// The word address of a mem or compute tile's buffer at `bytes` (from
/// [`arg_plus`]) into its BD at `register` (the word holding the address
/// field) with a mask write, guarded to fit the field.
pub(crate) fn write_address(m: &mut Ops, kind: TileKind, register: Entry, bytes: Entry) -> Res<()> {
    let Some(f) = address_field(kind) else {
        return Ok(());
    };
    let granule = (regs::ADDRESS_GRANULARITY_BITS / 8) as u64;
    let most = (u64::from(f.mask()) + 1) * granule - 1;
    let fits = m.ule(bytes, most);
    m.check(
        fits,
        "a runtime DMA offset puts the buffer address past the tile's DMA address field",
    )?;
    let words = m.divided(bytes, granule);
    let words = m.narrowed(words);
    let mut n = Ops::narrow(m.ir, m.b);
    let placed = n.binary(
        OpKind::ArithShli,
        words,
        Entry::Const(i64::from(f.lo)),
        |x, y| x << y,
    );
    let mask = i64::from(f.mask()) << f.lo;
    let mut write = NpuMaskwrite32::build(n.ir, n.b.span);
    if let Entry::Const(r) = register {
        write = write.address(r);
    }
    if let Entry::Const(v) = placed {
        write = write.value(low32(v).into());
    }
    let write = write.mask(mask).insert(n.b.at);
    if let Entry::Value(r) = register {
        write.set_address_operand(n.ir, r);
    }
    if let Entry::Value(v) = placed {
        write.set_value_operand(n.ir, v);
    }
    Ok(())
}

/// The BD's words in one `aiex.npu.blockwrite_values` at the array address
/// `base` computes (after the words: an address known at run time from a
/// BD id drawn from the pool), which it returns: each the template's word
/// with `fields` (known only at run time, `i32`) masked and shifted in.
pub(crate) fn write_words(
    ir: &mut Ir,
    b: Arith,
    bd: &Template,
    fields: &[(BdField, Entry)],
    base: impl FnOnce(&mut Ir) -> Entry,
) -> Entry {
    let mut m = Ops::narrow(ir, b);
    let mut words: Vec<Entry> = (bd.words.iter())
        .map(|&w| Entry::Const(i32_of(i64::from(w))))
        .collect();
    let fields = fields
        .iter()
        .filter_map(|&(f, v)| Some((field(bd.kind, f)?, v)));
    for (field, v) in fields.collect::<Vec<_>>() {
        let Some(word) = words.get_mut(usize::from(field.word)) else {
            continue;
        };
        let mask = Entry::Const(i32_of(i64::from(field.mask())));
        let bits = m.and(v, mask);
        let lo = Entry::Const(i64::from(field.lo));
        let bits = m.binary(OpKind::ArithShli, bits, lo, |x, y| x << y);
        *word = m.binary(OpKind::ArithOri, *word, bits, |x, y| x | y);
    }
    let at = base(m.ir);
    let address = m.value(at);
    let values: Vec<ValueId> = words.into_iter().map(|w| m.value(w)).collect();
    NpuBlockwriteValues::build(m.ir, b.span)
        .operand(address)
        .operands(&values)
        .insert(b.at);
    at
}

/// mlir-aie's `eraseDeadArith`: the `arith` ops of `seq` whose results
/// nothing uses (what folded guards and encodings left), last first.
pub(crate) fn erase_dead_arith(ir: &mut Ir, seq: OpId) {
    let mut uses: HashMap<ValueId, usize> = HashMap::new();
    let ops: Vec<OpId> = ir.walk(seq);
    for &o in &ops {
        for &v in &ir[o].operands {
            *uses.entry(v).or_default() += 1;
        }
    }
    for &o in ops.iter().rev() {
        let arith = ir.kind(o).is_some_and(|k| k.name().starts_with("arith."));
        if !arith || ir[o].results.iter().any(|r| uses.contains_key(r)) {
            continue;
        }
        for v in ir[o].operands.clone() {
            if let Some(n) = uses.get_mut(&v) {
                *n -= 1;
                if *n == 0 {
                    uses.remove(&v);
                }
            }
        }
        ir.erase(o);
    }
}
