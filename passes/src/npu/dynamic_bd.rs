//! A BD whose length, sizes, strides or offset are known only at run time,
//! or whose id is (mlir-aie's dynamic BD lowering, `BdLowering.cpp`): its
//! whole register block is one `aiex.npu.blockwrite_values` (mlir-aie's
//! #3559), each word its constant fields with the fields known at run time
//! or'ed in. The sizes and strides are widened to `i64` (`getAsI64`),
//! guarded on the host (`cf.assert`: every size, stride, iteration and
//! length must land in its BD field; a guard that folds to false is an
//! error here), encoded by the same wrap-and-step algorithm as constant BDs
//! ([`regs::encode_wraps_steps`], unsigned), then truncated into the tile
//! kind's BD layout. A shim BD's blockwrite comes before the address patch
//! of its buffer word, as aiebu requires; a mem or compute tile's holds its
//! buffer's address.

#![warn(clippy::cast_possible_truncation)]

use super::arith::Arith;
use super::writebd::BdField;
use crate::words::low32;
use aie_target::device::TileKind;
use aie_target::regs::{self, Field, WrapMath};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{OpKind, Type, ValueId};
use dialect::ops::views::NpuBlockwriteValues;
use dialect::{Diagnostic, Ir};

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

type Res<T> = Result<T, Diagnostic>;

/// Integer arithmetic of one width (`i64`, unsigned, for the encoding and
/// its guards; `i32` for the register words) on [`Entry`]s: constants fold
/// with `arith`'s semantics of that width, values known only at run time
/// get `arith` ops.
struct Ops<'a> {
    ir: &'a mut Ir,
    b: Arith,
    wide: bool,
}

/// `v` wrapped to a 32-bit two's-complement value.
fn i32_of(v: i64) -> i64 {
    i64::from(i32::from_le_bytes(low32(v).to_le_bytes()))
}

impl<'a> Ops<'a> {
    /// `i64` arithmetic (mlir-aie's `SsaStridePolicy` and `GuardBuilder`).
    fn wide(ir: &'a mut Ir, b: Arith) -> Self {
        Ops { ir, b, wide: true }
    }

    /// `i32` arithmetic (the register words).
    fn narrow(ir: &'a mut Ir, b: Arith) -> Self {
        Ops { ir, b, wide: false }
    }

    /// `c` wrapped to the width.
    fn wrap(&self, c: i64) -> i64 {
        if self.wide {
            c
        } else {
            i32_of(c)
        }
    }

    /// `e` as a value of the width.
    fn value(&mut self, e: Entry) -> ValueId {
        match e {
            Entry::Const(c) if self.wide => self.b.constant_of(self.ir, i128::from(c), Type::I64),
            Entry::Const(c) => self.b.constant(self.ir, c),
            Entry::Value(v) => v,
        }
    }

    /// The entry of an operand: a constant, or the value of any integer
    /// type or `index` brought to the width (`getAsI64`, `getAsValue`).
    fn input(&mut self, e: Entry) -> Entry {
        match e {
            Entry::Const(c) => Entry::Const(self.wrap(c)),
            Entry::Value(v) if self.wide => Entry::Value(self.b.to_i64(self.ir, v)),
            Entry::Value(v) => Entry::Value(self.b.to_i32(self.ir, v)),
        }
    }

    /// `e` truncated to `i32`.
    fn low(&mut self, e: Entry) -> Entry {
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
            (_, Entry::Const(x), Entry::Const(y)) => return Entry::Const(self.wrap(fold(x, y))),
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

    fn minus(&mut self, a: Entry, c: i64) -> Entry {
        self.binary(OpKind::ArithSubi, a, Entry::Const(c), i64::wrapping_sub)
    }

    /// Unsigned `a / c` of the width.
    fn quotient(&mut self, a: Entry, c: i64) -> Entry {
        let fold = match self.wide {
            true => |x: i64, y: i64| (x as u64 / (y as u64).max(1)) as i64,
            false => |x: i64, y: i64| i64::from(low32(x) / low32(y).max(1)),
        };
        self.binary(OpKind::ArithDivui, a, Entry::Const(c), fold)
    }

    /// Unsigned `a % c` of the width.
    fn remainder(&mut self, a: Entry, c: i64) -> Entry {
        let fold = |x: i64, y: i64| (x as u64 % (y as u64).max(1)) as i64;
        self.binary(OpKind::ArithRemui, a, Entry::Const(c), fold)
    }

    /// `a pred b` (an `i1`; `eq` or an unsigned order), folded on constants.
    fn cmp(&mut self, pred: CmpIPredicate, a: Entry, b: Entry) -> Entry {
        if let (Entry::Const(x), Entry::Const(y)) = (a, b) {
            let (x, y) = match self.wide {
                true => (x as u64, y as u64),
                false => (u64::from(low32(x)), u64::from(low32(y))),
            };
            let holds = match pred {
                CmpIPredicate::Eq => x == y,
                CmpIPredicate::Ule => x <= y,
                CmpIPredicate::Ugt => x > y,
                CmpIPredicate::Ult => x < y,
                _ => unreachable!("only eq and unsigned orders are built here"),
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

    /// `1 <= x <= hi` as one unsigned compare (`x - 1` wraps 0 around).
    fn in_range1(&mut self, x: Entry, hi: u64) -> Entry {
        let less = self.minus(x, 1);
        self.ule(less, hi - 1)
    }

    /// `x` a multiple of `d`.
    fn multiple_of(&mut self, x: Entry, d: u64) -> Entry {
        let r = self.remainder(x, d as i64);
        self.eq(r, 0)
    }

    /// The conjunction of two conditions.
    fn both(&mut self, a: Entry, b: Entry) -> Entry {
        match (a, b) {
            (Entry::Const(0), _) | (_, Entry::Const(0)) => Entry::Const(0),
            (Entry::Const(_), x) | (x, Entry::Const(_)) => x,
            (Entry::Value(x), Entry::Value(y)) => {
                Entry::Value(self.b.op(self.ir, OpKind::ArithAndi, x, y))
            }
        }
    }

    /// The disjunction of two conditions.
    fn either(&mut self, a: Entry, b: Entry) -> Entry {
        match (a, b) {
            (Entry::Const(0), x) | (x, Entry::Const(0)) => x,
            (Entry::Const(_), _) | (_, Entry::Const(_)) => Entry::Const(1),
            (Entry::Value(x), Entry::Value(y)) => {
                Entry::Value(self.b.op(self.ir, OpKind::ArithOri, x, y))
            }
        }
    }

    /// `c ? then : other`.
    fn select(&mut self, c: Entry, then: Entry, other: Entry) -> Entry {
        match c {
            Entry::Const(0) => other,
            Entry::Const(_) => then,
            _ if then == other => then,
            Entry::Value(c) => {
                let (t, o) = (self.value(then), self.value(other));
                Entry::Value(self.b.select(self.ir, c, t, o))
            }
        }
    }

    /// The host-side guard `cond` (mlir-aie's `emitRuntimeCheck`): nothing
    /// where it folds to true, an error here where it folds to false, else
    /// `cf.assert cond, message`, which the C++ builder turns into a refusal.
    fn check(&mut self, cond: Entry, message: String) -> Res<()> {
        match cond {
            Entry::Const(0) => Err(Diagnostic::error(self.b.span, message).with_help(
                "the operands known at compile time break a rule the host checks at run time",
            )),
            Entry::Const(_) => Ok(()),
            Entry::Value(v) => {
                self.b.assert(self.ir, v, &message);
                Ok(())
            }
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
        self.quotient(v, c)
    }
    fn sub(&mut self, v: Entry, c: i64) -> Entry {
        self.minus(v, c)
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

/// What a tile kind's BD holds (from its register layout), in address
/// generation granules: the largest wrap, length, step span, iteration
/// count and queue repeat count (mlir-aie's `getDmaBdWrapBits`,
/// `getDmaBdMaxLen`, `getDmaBdStepBits`, `getDmaBdIterBits`,
/// `getMaxRepeatCount`).
struct Limits {
    wrap: u64,
    len: u64,
    step_span: u64,
    iterations: u64,
    repeats: u64,
}

impl Limits {
    fn of(kind: TileKind) -> Option<Limits> {
        let bits = |f: BdField| Some(u32::from(field(kind, f)?.bits));
        let repeat = regs::start_queue_layout(kind).field("repeat_count")?;
        Some(Limits {
            wrap: (1u64 << bits(BdField::D0Size)?) - 1,
            len: (1u64 << bits(BdField::BufferLength)?) - 1,
            step_span: 1u64 << bits(BdField::D0Stride)?,
            iterations: 1u64 << bits(BdField::IterationSize)?,
            repeats: u64::from(repeat.mask()) + 1,
        })
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
    write_fields(ir, b, bd, &[]);
}

/// The fields of a BD over `w`-bit elements whose `sizes` and `strides`
/// (innermost first, four each; `dims` of them given) hold values known
/// only at run time (mlir-aie's `encodeBdCommon`), for [`write_fields`]:
/// each widened to `i64` and guarded to land in its field of the tile
/// kind's BD, then encoded into the buffer length (the product of the low
/// three sizes, in words; a task's `len`, in elements, must equal it), the
/// wraps and steps unless the transfer is linear (a plain scan, or on a
/// shim a contiguous one), a mem tile's d2 size where three or more
/// dimensions are given, and the iteration, over the template's constant
/// fields; and the queue push's repeat count (the outer size minus one).
pub(crate) fn encode_run_time(
    ir: &mut Ir,
    b: Arith,
    bd: &Template,
    (sizes, strides, dims): ([Entry; 4], [Entry; 4], usize),
    w: i64,
    len: Option<Entry>,
) -> Res<(Vec<(BdField, Entry)>, Entry)> {
    let Some(lim) = Limits::of(bd.kind) else {
        return Err(Diagnostic::error(
            b.span,
            "this tile has no DMA buffer descriptors",
        ));
    };
    let (ew, gran) = (w as u64, regs::ADDRESS_GRANULARITY_BITS as u64);
    let shim = bd.kind == TileKind::ShimNoc;
    let linear = known_linear(&sizes, &strides) || (shim && known_contiguous(&sizes, &strides));
    let mem_d2 = dims > 2 && !linear && field(bd.kind, BdField::D2Size).is_some();
    let mut m = Ops::wide(ir, b);
    let s = sizes.map(|e| m.input(e));
    let t = strides.map(|e| m.input(e));

    // Every size and stride must land in its field, checked in elements
    // before any scaling can wrap.
    let row = if linear { lim.len } else { lim.wrap };
    let his = [
        row * gran / ew,
        row,
        if mem_d2 { lim.wrap } else { lim.len },
        lim.repeats,
    ];
    let mut size_max = his;
    for i in 0..4 {
        if let Some(c) = sizes[i].constant() {
            size_max[i] = c as u64;
        }
        let what = match i {
            3 => "repeat count".to_string(),
            _ => format!("d{i} size"),
        };
        let fits = m.in_range1(s[i], his[i]);
        m.check(
            fits,
            format!("a runtime DMA {what} must be in [1:{}]", his[i]),
        )?;
    }
    let pure_repeat = m.eq(t[3], 0);
    let less = m.minus(s[3], 1);
    let counted = m.ule(less, lim.iterations - 1);
    let iterations = m.either(pure_repeat, counted);
    m.check(
        iterations,
        format!(
            "a runtime DMA iteration count must be in [1:{}]",
            lim.iterations
        ),
    )?;
    let max_stride = lim.step_span * gran / ew;
    for i in 0..4 {
        if i < 3 && (linear || (i == 0 && ew > gran)) {
            continue;
        }
        let (in_range, what, lo) = match i {
            3 => (m.ule(t[3], max_stride), "iteration stride".to_string(), 0),
            _ => (m.in_range1(t[i], max_stride), format!("d{i} stride"), 1),
        };
        let single = m.ule(s[i], 1);
        let fits = m.either(single, in_range);
        m.check(
            fits,
            format!("a runtime DMA {what} must be in [{lo}:{max_stride}] when its size > 1"),
        )?;
    }
    if ew != gran {
        let single = m.ule(s[0], 1);
        let unit = m.eq(t[0], 1);
        let fits = m.either(single, unit);
        m.check(
            fits,
            format!(
                "a runtime DMA d0 stride must be 1 for {}-byte elements (the DMA moves whole {}-byte granules)",
                ew / 8,
                gran / 8
            ),
        )?;
    }
    let divisor = gran / gcd(ew, gran);
    let whole = |what: &str| {
        format!(
            "a runtime DMA {what} must be a multiple of {divisor} elements (whole {}-byte granules)",
            gran / 8
        )
    };
    if divisor > 1 {
        let d0 = m.multiple_of(s[0], divisor);
        m.check(d0, whole("d0 size"))?;
        for (i, &stride) in t.iter().enumerate().skip(1) {
            let what = match i {
                3 => "iteration stride".to_string(),
                _ => format!("d{i} stride"),
            };
            let ok = m.multiple_of(stride, divisor);
            m.check(ok, whole(&what))?;
        }
    }

    let (hs, ht) = regs::encode_wraps_steps(&mut m, s, t, w);
    // The buffer length: d0 × d1 × d2 in words, guarded unless the sizes'
    // bounds keep it in range.
    let d0d1 = m.times(hs[0], s[1]);
    let length = m.times(d0d1, s[2]);
    let most = (size_max[0] * ew / gran)
        .saturating_mul(size_max[1])
        .saturating_mul(size_max[2]);
    if most > lim.len {
        let mut fits = m.ule(length, lim.len);
        if length != d0d1 {
            let inner = m.ule(d0d1, lim.len);
            fits = m.both(inner, fits);
        }
        m.check(
            fits,
            format!(
                "a runtime DMA transfer exceeds the {}-granule BD buffer_length",
                lim.len
            ),
        )?;
    }
    if let Some(len) = len {
        let l = m.input(len);
        let hi = lim.len * gran / ew;
        let fits = m.in_range1(l, hi);
        m.check(
            fits,
            format!("a runtime DMA length must be in [1:{hi}] elements"),
        )?;
        if divisor > 1 {
            let ok = m.multiple_of(l, divisor);
            m.check(ok, whole("length"))?;
        }
        let granules = match ew >= gran {
            true => m.times(l, Entry::Const((ew / gran) as i64)),
            false => m.quotient(l, (gran / ew) as i64),
        };
        let agrees = m.cmp(CmpIPredicate::Eq, granules, length);
        m.check(
            agrees,
            "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions".to_string(),
        )?;
    }
    // A zero outer stride is a pure repeat: no iteration.
    let stepping = m.cmp(CmpIPredicate::Ugt, t[3], Entry::Const(0));
    let iteration = m.select(stepping, hs[3], Entry::Const(0));
    let repeat = match sizes[3] {
        Entry::Const(c) => Entry::Const(c.max(1) - 1),
        Entry::Value(_) => m.low(hs[3]),
    };
    let hs = hs.map(|e| m.low(e));
    let ht = ht.map(|e| m.low(e));
    let mut values = vec![(BdField::BufferLength, m.low(length))];
    if !linear {
        values.extend(BdField::wraps(&hs, &ht));
    }
    if mem_d2 {
        values.push((BdField::D2Size, hs[2]));
    }
    values.extend([
        (BdField::IterationSize, m.low(iteration)),
        (BdField::IterationStride, ht[3]),
    ]);
    Ok((values, repeat))
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

/// mlir-aie's `knownLinear`: a plain scan `[*, 1, 1, N][*, 0, 0, 1]` that
/// constants prove (the constant BDs' `is_linear`).
fn known_linear(s: &[Entry; 4], t: &[Entry; 4]) -> bool {
    let c = |e: Entry| e.constant();
    c(s[1]) == Some(1)
        && c(s[2]) == Some(1)
        && c(t[0]) == Some(1)
        && c(t[1]) == Some(0)
        && c(t[2]) == Some(0)
}

/// The word address (`i32`) of a mem or compute tile's buffer at `bytes`
/// (an `i64` a multiple of 4: [`byte_offset`] guards a run-time one).
pub(crate) fn word_address(ir: &mut Ir, b: Arith, bytes: Entry) -> Entry {
    let granule = regs::ADDRESS_GRANULARITY_BITS / 8;
    let mut m = Ops::wide(ir, b);
    let words = m.quotient(bytes, granule);
    m.low(words)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The BD's words in one `aiex.npu.blockwrite_values` at its base (mlir-aie's
/// `packBdWords`): each the template's word with the `i32` values of
/// `values` (and the buffer's address) in its fields masked and shifted in.
pub(crate) fn write_fields(ir: &mut Ir, b: Arith, bd: &Template, values: &[(BdField, Entry)]) {
    let mut m = Ops::narrow(ir, b);
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

/// The byte offset a transfer's `offsets` (with their `strides`, innermost
/// first) of `bytes`-byte elements add to its buffer's address, `base`
/// bytes past it (mlir-aie's `buildArgPlusValue`): a constant when all are
/// constants, else an `i64` computed with `arith`, guarded to be a whole
/// number of 4-byte granules where the constants do not prove it.
pub(crate) fn byte_offset(
    ir: &mut Ir,
    b: Arith,
    offsets: &[Entry],
    strides: &[Entry],
    bytes: i64,
    base: i64,
) -> Res<Entry> {
    let terms = || offsets.iter().zip(strides).rev();
    if let Some(sum) = terms().try_fold(base, |acc, (o, t)| {
        Some(
            acc.wrapping_add(
                o.constant()?
                    .wrapping_mul(t.constant()?)
                    .wrapping_mul(bytes),
            ),
        )
    }) {
        return Ok(Entry::Const(sum));
    }
    let granule = (regs::ADDRESS_GRANULARITY_BITS / 8) as u64;
    let mut m = Ops::wide(ir, b);
    let mut sum = Entry::Const(0);
    let mut known = base as u64;
    for (&o, &t) in terms() {
        let (o, t) = (m.input(o), m.input(t));
        let product = m.times(o, t);
        sum = m.add(sum, product);
        let factor = [o, t]
            .iter()
            .filter_map(|e| e.constant())
            .fold(bytes as u64, |f, c| f.wrapping_mul(c as u64));
        known = gcd(known, factor);
    }
    let scaled = m.times(sum, Entry::Const(bytes));
    let total = m.add(scaled, Entry::Const(base));
    if !known.is_multiple_of(granule) {
        let low = m.binary(
            OpKind::ArithAndi,
            total,
            Entry::Const(granule as i64 - 1),
            |x, y| x & y,
        );
        let aligned = m.eq(low, 0);
        m.check(
            aligned,
            format!("a runtime DMA offset is not {granule}-byte aligned"),
        )?;
    }
    Ok(total)
}

/// The host-side guard that a transfer stays inside its buffer of type
/// `ty`, named `noun` in the messages (mlir-aie's `guardWithinHostBuffer`,
/// for host buffers; aiec's for a mem or compute tile's buffer), `base`
/// bytes past its start, over `bytes`-byte elements: the furthest element,
/// the sum of each offset times its stride and of each size less one times
/// its stride (innermost first), must be below the buffer's elements past
/// `base` (2^32 for a buffer of dynamic shape, and at most that), each
/// product in range so that none wraps.
pub(crate) fn within_buffer(
    ir: &mut Ir,
    b: Arith,
    (host, noun): (&Type, &str),
    base: i64,
    bytes: i64,
    (offsets, offset_strides): (&[Entry], &[Entry]),
    (sizes, strides): (&[Entry], &[Entry]),
) -> Res<()> {
    const MAX_ELEMENTS: u64 = 1 << 32;
    let cap = match host
        .has_static_shape()
        .then(|| host.memref_bytes())
        .flatten()
    {
        Some(total) if total > base as u64 => {
            ((total - base as u64) / bytes as u64).min(MAX_ELEMENTS)
        }
        Some(_) => 0,
        None => MAX_ELEMENTS,
    };
    if cap == 0 {
        return Err(Diagnostic::error(
            b.span,
            format!("DMA transfer starts past the end of its {noun}"),
        )
        .with_help("its subview's offset is at or past the end of the buffer"));
    }
    let mut m = Ops::wide(ir, b);
    let (mut ok, mut sum) = (Entry::Const(1), Entry::Const(0));
    let offset_terms = offsets
        .iter()
        .zip(offset_strides)
        .rev()
        .map(|(&o, &t)| (o, t, false));
    let size_terms = sizes.iter().zip(strides).rev().map(|(&s, &t)| (s, t, true));
    for (c, t, less) in offset_terms.chain(size_terms).collect::<Vec<_>>() {
        let (mut c, t) = (m.input(c), m.input(t));
        if less {
            c = m.minus(c, 1);
        }
        let c_zero = m.eq(c, 0);
        let t_small = m.ule(t, cap - 1);
        let t_fits = m.either(c_zero, t_small);
        let t_zero = m.eq(t, 0);
        let c_small = m.ule(c, cap - 1);
        let c_fits = m.either(t_zero, c_small);
        let in_range = m.both(t_fits, c_fits);
        ok = m.both(ok, in_range);
        let product = m.times(c, t);
        sum = m.add(sum, product);
    }
    let below = m.ule(sum, cap - 1);
    let cond = m.both(ok, below);
    m.check(
        cond,
        format!("a runtime DMA access runs past the end of its {cap}-element {noun}"),
    )
}
