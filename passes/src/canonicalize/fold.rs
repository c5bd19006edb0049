//! Folding of integer `arith` ops with MLIR's semantics: an op whose
//! operands are constants becomes the `arith.constant` of its result (in
//! place, so its uses stay); an identity (`x + 0`, `x * 1`, `select` on a
//! constant, ...) forwards an operand. Divisions by zero, signed overflow of
//! a division and shifts by the width or more are left alone (MLIR does not
//! fold them either). Only scalar integers and `index` are folded.

use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, Attr, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::{ArithCmpi, ArithConstant, ArithXori};
use dialect::Ir;
use std::collections::HashMap;

/// An integer constant: its value (signless values in signed form, as the
/// parser stores them; `i1` as 0/1) and bit width.
#[derive(Clone, Copy)]
struct Int {
    v: i128,
    w: u32,
}

impl Int {
    fn new(v: i128, w: u32) -> Int {
        let m = 1i128 << w;
        let u = v.rem_euclid(m);
        let v = if w > 1 && u >= m / 2 { u - m } else { u };
        Int { v, w }
    }
    fn u(self) -> i128 {
        self.v.rem_euclid(1i128 << self.w)
    }
    fn s(self) -> i128 {
        let m = 1i128 << self.w;
        let u = self.u();
        if u >= m / 2 {
            u - m
        } else {
            u
        }
    }
}

/// The bit width of a scalar integer or index type.
fn width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Index => Some(64),
        Type::Int { width, .. } if (1..=64).contains(width) => Some(*width),
        _ => None,
    }
}

/// What folding an op gives.
enum Folded {
    Constant(i128),
    Forward(ValueId),
}

/// Folds every foldable op in program order, a commutative op's constant
/// moved to its right first (a comparison's with its predicate swapped),
/// constants across two ops combined after ([`reassociate`]) and selects of
/// `i1` constants rewritten ([`select_of_bools`]); returns the results to
/// replace by forwarded operands and whether anything changed.
pub(super) fn fold_all(ir: &mut Ir) -> (HashMap<ValueId, ValueId>, bool) {
    let mut forward: HashMap<ValueId, ValueId> = HashMap::new();
    let mut changed = false;
    for op in ir.walk(ir.top) {
        let op = match compare_constant_last(ir, op, &forward) {
            Some(swapped) => {
                forward.insert(ir[op].results[0], ir[swapped].results[0]);
                changed = true;
                swapped
            }
            None => op,
        };
        changed |= constant_last(ir, op, &forward);
        if fold_in_place(ir, op, &forward) {
            changed = true;
            continue;
        }
        let was_constant = ir.is(op, OpKind::ArithConstant);
        let mut folded = fold_op(ir, op, &forward);
        if folded.is_none() && reassociate(ir, op, &forward) {
            changed = true;
            folded = fold_op(ir, op, &forward);
        }
        changed |= !was_constant && ir.is(op, OpKind::ArithConstant);
        if let Some(v) = folded {
            forward.insert(ir[op].results[0], v);
            changed = true;
        }
    }
    (forward, changed)
}

/// MLIR's fold of a commutative op: a constant left operand goes right
/// when the right one is not constant; returns whether it moved.
fn constant_last(ir: &mut Ir, op: OpId, forward: &HashMap<ValueId, ValueId>) -> bool {
    let commutative = ir
        .kind(op)
        .is_some_and(|k| dialect::ops::def(k).commutative);
    if let [a, b] = ir[op].operands[..] {
        if commutative && is_constant(ir, forward, a) && !is_constant(ir, forward, b) {
            ir[op].operands.swap(0, 1);
            return true;
        }
    }
    false
}

/// Whether `v` (read through `forward`) is an `arith.constant`'s.
fn is_constant(ir: &Ir, forward: &HashMap<ValueId, ValueId>, v: ValueId) -> bool {
    let v = resolve(forward, v);
    ir.defining_op(v)
        .is_some_and(|d| ir.is(d, OpKind::ArithConstant))
}

/// MLIR's fold of `arith.cmpi` with a constant left operand and a
/// non-constant right one: the operands swap and the predicate with them
/// (`ult` becomes `ugt`). The swapped comparison is built before `op`,
/// which is left unused; returns it.
fn compare_constant_last(
    ir: &mut Ir,
    op: OpId,
    forward: &HashMap<ValueId, ValueId>,
) -> Option<OpId> {
    let cmp = ir.view::<ArithCmpi>(op)?;
    let [a, b] = ir[op].operands[..] else {
        return None;
    };
    if !is_constant(ir, forward, a) || is_constant(ir, forward, b) {
        return None;
    }
    let predicate = swapped(cmp.predicate(ir));
    let (span, ty) = (ir[op].span, ir.type_of(ir[op].results[0]).clone());
    let new = ArithCmpi::build(ir, span)
        .operands(&[b, a])
        .predicate(predicate)
        .result(ty)
        .insert(At::Before(op));
    Some(new.op())
}

/// The predicate that compares the operands swapped as `p` compares them.
fn swapped(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match p {
        Eq | Ne => p,
        Slt => Sgt,
        Sle => Sge,
        Sgt => Slt,
        Sge => Sle,
        Ult => Ugt,
        Ule => Uge,
        Ugt => Ult,
        Uge => Ule,
    }
}

/// An `addi`, `subi` or `muli` over another whose other operand is a
/// constant, as MLIR's arith canonicalization patterns
/// (`ArithCanonicalization.td`) combine them: `(x + c0) + c1` is
/// `x + (c0 + c1)`, `(x - c0) + c1` is `x + (c1 - c0)`, `(c0 - x) + c1` is
/// `(c0 + c1) - x`, `(x + c0) - c1` is `x + (c0 - c1)`, `c1 - (x + c0)`
/// is `(c1 - c0) - x`, `(x - c0) - c1` is `x - (c0 + c1)`, `(c0 - x) - c1`
/// is `(c0 - c1) - x`, `c1 - (x - c0)` is `(c0 + c1) - x`, `c1 - (c0 - x)`
/// is `x + (c1 - c0)`, `(x * c0) * c1` is `x * (c0 * c1)` and `(a - b) -
/// a` is `0 - b`. The op is rewritten in place over a new constant, which
/// the constant unification then places; returns whether it was.
fn reassociate(ir: &mut Ir, op: OpId, forward: &HashMap<ValueId, ValueId>) -> bool {
    use OpKind::{ArithAddi as Add, ArithMuli as Mul, ArithSubi as Sub};
    let Some(kind @ (Add | Sub | Mul)) = ir.kind(op) else {
        return false;
    };
    let (&[a, b], &[r]) = (&ir[op].operands[..], &ir[op].results[..]) else {
        return false;
    };
    let (a, b) = (resolve(forward, a), resolve(forward, b));
    let Some(w) = width(ir.type_of(r)) else {
        return false;
    };
    // An operand's defining addi/subi/muli, its operands read through
    // `forward`, with which of them is a constant.
    let inner = |v: ValueId| {
        let d = ir.defining_op(v)?;
        let k = ir.kind(d)?;
        let [x, y] = ir[d].operands[..] else {
            return None;
        };
        let (x, y) = (resolve(forward, x), resolve(forward, y));
        Some((k, x, y, constant(ir, x), constant(ir, y)))
    };
    // (kind, constant first, the constant, the other operand)
    let rewrite: Option<(OpKind, bool, i128, ValueId)> =
        match (kind, constant(ir, a), constant(ir, b)) {
            (Add, None, Some(c1)) => match inner(a) {
                Some((Add, x, _, None, Some(c0))) => Some((Add, false, c0.s() + c1.s(), x)),
                Some((Sub, x, _, None, Some(c0))) => Some((Add, false, c1.s() - c0.s(), x)),
                Some((Sub, _, x, Some(c0), None)) => Some((Sub, true, c0.s() + c1.s(), x)),
                _ => None,
            },
            (Sub, None, Some(c1)) => match inner(a) {
                Some((Add, x, _, None, Some(c0))) => Some((Add, false, c0.s() - c1.s(), x)),
                Some((Sub, x, _, None, Some(c0))) => Some((Sub, false, c0.s() + c1.s(), x)),
                Some((Sub, _, x, Some(c0), None)) => Some((Sub, true, c0.s() - c1.s(), x)),
                _ => None,
            },
            (Sub, Some(c1), None) => match inner(b) {
                Some((Add, x, _, None, Some(c0))) => Some((Sub, true, c1.s() - c0.s(), x)),
                Some((Sub, x, _, None, Some(c0))) => Some((Sub, true, c0.s() + c1.s(), x)),
                Some((Sub, _, x, Some(c0), None)) => Some((Add, false, c1.s() - c0.s(), x)),
                _ => None,
            },
            (Sub, None, None) => match inner(a) {
                Some((Sub, x, y, _, _)) if x == b => Some((Sub, true, 0, y)),
                _ => None,
            },
            (Mul, None, Some(c1)) => match inner(a) {
                Some((Mul, x, _, None, Some(c0))) => Some((Mul, false, c0.s() * c1.s(), x)),
                _ => None,
            },
            _ => None,
        };
    let Some((kind, constant_first, value, x)) = rewrite else {
        return false;
    };
    let ty = ir.type_of(r).clone();
    let Some(value) = int_attr(Int::new(value, w).v, &ty) else {
        return false;
    };
    let span = ir[op].span;
    let c = ArithConstant::build(ir, span)
        .value(value)
        .result(ty)
        .insert(At::Before(op));
    let c = ir[c.op()].results[0];
    ir.rename(op, kind);
    let operands = if constant_first { [c, x] } else { [x, c] };
    ir[op].operands = operands.into_iter().collect();
    true
}

/// Folds `op`, its operands read through `forward`: an op whose result is
/// a constant becomes that `arith.constant` in place; an identity returns
/// the operand its result is to be replaced by.
pub(crate) fn fold_op(
    ir: &mut Ir,
    op: OpId,
    forward: &HashMap<ValueId, ValueId>,
) -> Option<ValueId> {
    let kind = ir.kind(op)?;
    if ir[op].results.len() != 1 {
        return None;
    }
    let operands: Vec<ValueId> = (ir[op].operands.iter())
        .map(|&v| resolve(forward, v))
        .collect();
    let w = width(ir.type_of(ir[op].results[0]))?;
    match fold(ir, op, kind, &operands)? {
        Folded::Constant(v) => {
            make_constant(ir, op, Int::new(v, w));
            None
        }
        Folded::Forward(v) => Some(v),
    }
}

/// The integer an `arith.constant` of a scalar integer or index type gives
/// `v`: its signed value, or with `unsigned` its unsigned one.
pub(crate) fn int_value(ir: &Ir, v: ValueId, unsigned: bool) -> Option<i128> {
    let c = constant(ir, v)?;
    Some(if unsigned { c.u() } else { c.s() })
}

/// The attribute of an `arith.constant` holding `v` (wrapped to the width
/// of `ty`, a scalar integer or index type).
pub(crate) fn int_attr(v: i128, ty: &Type) -> Option<Attr> {
    let c = Int::new(v, width(ty)?);
    Some(if c.w == 1 {
        Attr::Bool(c.v != 0)
    } else {
        Attr::int_of(c.v, ty)
    })
}

/// `v`, or what `forward` replaces it by, following the chain.
pub(super) fn resolve(forward: &HashMap<ValueId, ValueId>, mut v: ValueId) -> ValueId {
    while let Some(&to) = forward.get(&v) {
        v = to;
    }
    v
}

/// The constant `v` holds, if an `arith.constant` of a scalar integer defines it.
fn constant(ir: &Ir, v: ValueId) -> Option<Int> {
    let c = ir.view::<ArithConstant>(ir.defining_op(v)?)?;
    let w = width(ir.type_of(v))?;
    match c.value(ir) {
        Attr::Int(x, _) => Some(Int::new(*x, w)),
        Attr::Bool(b) => Some(Int::new(i128::from(*b), 1)),
        _ => None,
    }
}

/// Turns `op` into the `arith.constant` of `c` (same result, same uses).
fn make_constant(ir: &mut Ir, op: OpId, c: Int) {
    let ty = ir.type_of(ir[op].results[0]).clone();
    let value = int_attr(c.v, &ty).expect("folded results have an integer type");
    ir.rename(op, OpKind::ArithConstant);
    ir[op].operands.clear();
    ir.clear_attrs(op);
    ArithConstant::wrap(op).set_value(ir, value);
}

fn fold(ir: &Ir, op: OpId, kind: OpKind, operands: &[ValueId]) -> Option<Folded> {
    match (kind, operands) {
        (OpKind::ArithSelect, &[c, t, f]) => select(ir, c, t, f),
        (OpKind::ArithCmpi, &[a, b]) => {
            let pred = ArithCmpi::wrap(op).predicate(ir);
            if a == b {
                return Some(Folded::Constant(holds_for_equals(pred).into()));
            }
            compare(pred, constant(ir, a)?, constant(ir, b)?).map(|r| Folded::Constant(r.into()))
        }
        (_, &[a]) if undoes_cast(ir, op, kind, a).is_some() => {
            undoes_cast(ir, op, kind, a).map(Folded::Forward)
        }
        (_, &[a]) => cast(kind, constant(ir, a)?).map(Folded::Constant),
        (OpKind::ArithXori, &[a, b]) if undoes_xor(ir, a, b).is_some() => {
            undoes_xor(ir, a, b).map(Folded::Forward)
        }
        (_, &[a, b]) => match (constant(ir, a), constant(ir, b)) {
            (Some(x), Some(y)) => binary(kind, x, y).map(Folded::Constant),
            (_, y) => identity(kind, a, b, y),
        },
        _ => None,
    }
}

/// `x` when `op` (of `kind`, over `a`) casts back what `a` cast from `x`
/// (MLIR's `trunci(ext(x))` fold and `IndexCastOfIndexCast` patterns):
/// `trunci` of an `extui`/`extsi`, `index_cast` of an `index_cast`,
/// `index_castui` of an `index_castui`, the result of `x`'s type.
fn undoes_cast(ir: &Ir, op: OpId, kind: OpKind, a: ValueId) -> Option<ValueId> {
    use OpKind::*;
    let inner = ir.defining_op(a)?;
    let ([x], [result]) = (&ir[inner].operands[..], &ir[op].results[..]) else {
        return None;
    };
    let (x, result) = (*x, *result);
    let undoes = match ir.kind(inner)? {
        ArithExtui | ArithExtsi => kind == ArithTrunci,
        ArithIndexCast => kind == ArithIndexCast,
        ArithIndexCastui => kind == ArithIndexCastui,
        _ => false,
    };
    (undoes && ir.type_of(x) == ir.type_of(result)).then_some(x)
}

/// Whether comparison `p` holds for two equal operands (MLIR's
/// `applyCmpPredicateToEqualOperands`).
fn holds_for_equals(p: CmpIPredicate) -> bool {
    use CmpIPredicate::*;
    matches!(p, Eq | Sle | Sge | Ule | Uge)
}

/// `x` when `a ^ b` is `(x ^ b) ^ b` or `(b ^ x) ^ b` (MLIR's fold of
/// `arith.xori`).
fn undoes_xor(ir: &Ir, a: ValueId, b: ValueId) -> Option<ValueId> {
    let inner = ir.defining_op(a).filter(|&d| ir.is(d, OpKind::ArithXori))?;
    match ir[inner].operands[..] {
        [x, y] if y == b => Some(x),
        [y, x] if y == b => Some(x),
        _ => None,
    }
}

/// MLIR's fold of `arith.select`: equal branches, a constant condition,
/// `select %c, true, false` (`%c`), and a select on `x == y` or `x != y`
/// between `x` and `y`.
fn select(ir: &Ir, c: ValueId, t: ValueId, f: ValueId) -> Option<Folded> {
    if t == f {
        return Some(Folded::Forward(t));
    }
    if let Some(c) = constant(ir, c) {
        return Some(Folded::Forward(if c.u() != 0 { t } else { f }));
    }
    let bools = (constant(ir, t), constant(ir, f));
    if let (Some(Int { v: 1, w: 1 }), Some(Int { v: 0, w: 1 })) = bools {
        return Some(Folded::Forward(c));
    }
    let cmp = ir.view::<ArithCmpi>(ir.defining_op(c)?)?;
    let [x, y] = ir[cmp.op()].operands[..] else {
        return None;
    };
    if (x, y) != (t, f) && (y, x) != (t, f) {
        return None;
    }
    match cmp.predicate(ir) {
        CmpIPredicate::Eq => Some(Folded::Forward(f)),
        CmpIPredicate::Ne => Some(Folded::Forward(t)),
        _ => None,
    }
}

/// MLIR's canonicalizations of a select between the constants 0 and 1
/// (`SelectI1ToNot`, `SelectToExtUI`), `op` rewritten in place:
/// `select %c, false, true` is `xori %c, true`; of a wider integer,
/// `select %c, 1, 0` is `extui %c` and `select %c, 0, 1` is
/// `extui (xori %c, true)`. Returns whether `op` was rewritten.
fn fold_in_place(ir: &mut Ir, op: OpId, forward: &HashMap<ValueId, ValueId>) -> bool {
    select_of_bools(ir, op, forward) || cast_of_cast(ir, op, forward)
}

/// MLIR's folds and patterns of a cast over a cast, `op` rewritten in
/// place: `ext(ext(x))` of one kind is `ext(x)`, `extsi(extui(x))` is
/// `extui(x)`, `trunci(trunci(x))` is `trunci(x)`, `trunci(ext(x))` is
/// `trunci(x)` when `x` is wider than the result and `ext(x)` when
/// narrower, `index_cast(extsi(x))` is `index_cast(x)` (and
/// `index_castui(extui(x))` is `index_castui(x)`). Returns whether `op`
/// was rewritten.
fn cast_of_cast(ir: &mut Ir, op: OpId, forward: &HashMap<ValueId, ValueId>) -> bool {
    use OpKind::*;
    let Some(outer) = ir.kind(op) else {
        return false;
    };
    let ([a], [_]) = (&ir[op].operands[..], &ir[op].results[..]) else {
        return false;
    };
    let a = *a;
    let a = resolve(forward, a);
    let Some(inner_op) = ir.defining_op(a) else {
        return false;
    };
    let Some(inner) = ir.kind(inner_op) else {
        return false;
    };
    let [x] = ir[inner_op].operands[..] else {
        return false;
    };
    let x = resolve(forward, x);
    let bits = |v: ValueId| match ir.type_of(v) {
        Type::Int { width, .. } => Some(*width),
        _ => None,
    };
    let (from, to) = (bits(x), bits(ir[op].results[0]));
    let renamed = match (outer, inner) {
        (ArithExtui, ArithExtui) | (ArithExtsi, ArithExtsi) | (ArithTrunci, ArithTrunci) => outer,
        (ArithExtsi, ArithExtui) => ArithExtui,
        (ArithTrunci, ArithExtui | ArithExtsi) => match (from, to) {
            (Some(f), Some(t)) if f > t => ArithTrunci,
            (Some(f), Some(t)) if f < t => inner,
            _ => return false,
        },
        (ArithIndexCast, ArithExtsi) | (ArithIndexCastui, ArithExtui) => outer,
        _ => return false,
    };
    if renamed != outer {
        ir.rename(op, renamed);
    }
    ir[op].operands = [x].into_iter().collect();
    true
}

/// See [`fold_in_place`]: the selects between 0 and 1.
fn select_of_bools(ir: &mut Ir, op: OpId, forward: &HashMap<ValueId, ValueId>) -> bool {
    if !ir.is(op, OpKind::ArithSelect) {
        return false;
    }
    let [c, t, f] = ir[op].operands[..] else {
        return false;
    };
    let (c, t, f) = (
        resolve(forward, c),
        resolve(forward, t),
        resolve(forward, f),
    );
    let Type::Int { width, .. } = *ir.type_of(ir[op].results[0]) else {
        return false;
    };
    let wide = width > 1;
    let (Some(tc), Some(fc)) = (constant(ir, t), constant(ir, f)) else {
        return false;
    };
    let operands: Vec<ValueId> = match (tc.u(), fc.u(), wide) {
        (0, 1, false) => {
            ir.rename(op, OpKind::ArithXori);
            vec![c, f]
        }
        (1, 0, true) => {
            ir.rename(op, OpKind::ArithExtui);
            vec![c]
        }
        (0, 1, true) => {
            let span = ir[op].span;
            let one = ArithConstant::build(ir, span)
                .value(Attr::Bool(true))
                .result(Type::I1)
                .insert(At::Before(op));
            let one = ir[one.op()].results[0];
            let not = ArithXori::build(ir, span)
                .operands(&[c, one])
                .result(Type::I1)
                .insert(At::Before(op));
            let not = ir[not.op()].results[0];
            ir.rename(op, OpKind::ArithExtui);
            vec![not]
        }
        _ => return false,
    };
    ir[op].operands = operands.into_iter().collect();
    true
}

/// `x op y` where only `y` may be a constant; `x op x`.
fn identity(kind: OpKind, x: ValueId, y_value: ValueId, y: Option<Int>) -> Option<Folded> {
    use OpKind::*;
    if x == y_value {
        return match kind {
            ArithSubi | ArithXori => Some(Folded::Constant(0)),
            ArithAndi | ArithOri | ArithMaxsi | ArithMinsi | ArithMaxui | ArithMinui => {
                Some(Folded::Forward(x))
            }
            _ => None,
        };
    }
    let y = y?;
    let all_ones = y.u() == (1i128 << y.w) - 1;
    match (kind, y.u()) {
        (ArithAddi | ArithSubi | ArithOri | ArithXori | ArithShli | ArithShrsi | ArithShrui, 0) => {
            Some(Folded::Forward(x))
        }
        (ArithMuli | ArithDivsi | ArithDivui, 1) => Some(Folded::Forward(x)),
        (ArithMuli | ArithAndi, 0) => Some(Folded::Constant(0)),
        (ArithAndi, _) if all_ones => Some(Folded::Forward(x)),
        _ => None,
    }
}

fn binary(kind: OpKind, a: Int, b: Int) -> Option<i128> {
    use OpKind::*;
    let w = a.w;
    let overflow = a.s() == -(1i128 << (w - 1)) && b.s() == -1;
    let shift = (b.u() < i128::from(w)).then(|| b.u() as u32);
    Some(match kind {
        ArithAddi => a.s() + b.s(),
        ArithSubi => a.s() - b.s(),
        ArithMuli => a.s() * b.s(),
        ArithDivsi if b.v != 0 && !overflow => a.s() / b.s(),
        ArithDivui if b.v != 0 => a.u() / b.u(),
        ArithRemsi if b.v != 0 => a.s() % b.s(),
        ArithRemui if b.v != 0 => a.u() % b.u(),
        ArithFloordivsi if b.v != 0 && !overflow => floor_div(a.s(), b.s()),
        ArithCeildivsi if b.v != 0 && !overflow => ceil_div(a.s(), b.s()),
        ArithAndi => a.u() & b.u(),
        ArithOri => a.u() | b.u(),
        ArithXori => a.u() ^ b.u(),
        ArithShli => a.u() << shift?,
        ArithShrui => a.u() >> shift?,
        ArithShrsi => a.s() >> shift?,
        ArithMaxsi => a.s().max(b.s()),
        ArithMinsi => a.s().min(b.s()),
        ArithMaxui => a.u().max(b.u()),
        ArithMinui => a.u().min(b.u()),
        _ => return None,
    })
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && (a < 0) != (b < 0) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && (a < 0) == (b < 0) {
        q + 1
    } else {
        q
    }
}

/// A cast of `a`; the result is cut to its width by the caller.
fn cast(kind: OpKind, a: Int) -> Option<i128> {
    use OpKind::*;
    Some(match kind {
        ArithIndexCast | ArithExtsi | ArithTrunci => a.s(),
        ArithIndexCastui | ArithExtui => a.u(),
        _ => return None,
    })
}

fn compare(p: CmpIPredicate, a: Int, b: Int) -> Option<bool> {
    use CmpIPredicate::*;
    let (s, u) = ((a.s(), b.s()), (a.u(), b.u()));
    Some(match p {
        Eq => u.0 == u.1,
        Ne => u.0 != u.1,
        Slt => s.0 < s.1,
        Sle => s.0 <= s.1,
        Sgt => s.0 > s.1,
        Sge => s.0 >= s.1,
        Ult => u.0 < u.1,
        Ule => u.0 <= u.1,
        Ugt => u.0 > u.1,
        Uge => u.0 >= u.1,
    })
}
