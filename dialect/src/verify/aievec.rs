//! The `aievec` dialect (mlir-aie's `AIEVecOps.td` and `AIEVecOps.cpp`): each
//! op's ODS constraints (operand and result types, then the traits that
//! relate them) in MLIR's words, then its `verify()` in mlir-aie's.

use super::{Check, Cx};
use crate::ir::enums::TypedEnum;
use crate::ir::{OpId, Signedness, Type, ValueId, View};
use crate::ops::views::{
    AievecAddElem, AievecBand, AievecBneg, AievecBor, AievecBroadcast, AievecBroadcastScalar,
    AievecBxor, AievecCast, AievecCmp, AievecConcat, AievecExp, AievecExt, AievecExtElem,
    AievecFmaConv, AievecInv, AievecLegacyshuffle, AievecMacElem, AievecMatmul, AievecMatmulAie2p,
    AievecMax, AievecMin, AievecMulConv, AievecMulElem, AievecNeg, AievecPack, AievecSel,
    AievecShift, AievecShuffle, AievecSrs, AievecSubElem, AievecTanh, AievecUnpack, AievecUpd,
    AievecUps,
};

/// ODS's `AnyVectorOfNonZeroRank`.
const VECTOR: &str = "vector of any type values";
/// `mul_elem`'s operands and result (`VectorOfLengthAndType`).
const MUL_ELEM_IN: &str = "vector of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or bfloat16 type or 32-bit float values of length 16/32";
const MUL_ELEM_OUT: &str =
    "vector of 32-bit signless integer or 64-bit signless integer or 32-bit float values of length 16/32";
/// The bitwise ops' vectors (`VectorOfBitWidthAndElementTypes<512, ...>`).
const BITWISE: &str = "512-bit wide vector, of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or bfloat16 type";
/// `shuffle`'s vectors.
const SHUFFLED: &str = "512-bit wide vector, of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or 128-bit signless integer or 256-bit signless integer or 512-bit signless integer or bfloat16 type or 32-bit float";
/// The scalars `broadcast_scalar` and `ext_elem` take and give.
const SCALAR: &str = "bfloat16 type or 32-bit float or 32-bit signless integer or 16-bit signless integer or 8-bit signless integer";
/// `inv`'s operand and result.
const INV: &str = "32-bit float or vector of 32-bit float values of length 16/32";

fn ty<'a>(cx: &Cx<'a>, v: ValueId) -> &'a Type {
    cx.ir.type_of(v)
}

/// A non-zero-rank vector's shape and element type.
fn vector(t: &Type) -> Option<(Vec<u64>, &Type)> {
    match t {
        Type::Vector { shape, elem } if !shape.is_empty() => Some((t.static_shape()?, elem)),
        _ => None,
    }
}

fn lanes(t: &Type) -> u64 {
    t.num_elements().unwrap_or(0)
}

fn elem(t: &Type) -> &Type {
    t.element().unwrap_or(t)
}

fn width(t: &Type) -> u64 {
    elem(t).bit_width().unwrap_or(0)
}

fn is_int(t: &Type) -> bool {
    matches!(t, Type::Int { .. })
}

fn is_float(t: &Type) -> bool {
    matches!(t, Type::Float(_))
}

/// A signless integer of `bits` bits (ODS's `I<bits>`).
fn signless(t: &Type, bits: u32) -> bool {
    matches!(t, Type::Int { width, sign: Signedness::Signless } if *width == bits)
}

/// An integer of `bits` bits of any signedness (ODS's `AnyI<bits>`).
fn any_int(t: &Type, bits: u32) -> bool {
    matches!(t, Type::Int { width, .. } if *width == bits)
}

fn float(t: &Type, name: &str) -> bool {
    matches!(t, Type::Float(n) if *n == name)
}

/// One of the signless integers and floats `broadcast_scalar` and `ext_elem`
/// take.
fn aie_scalar(t: &Type) -> bool {
    float(t, "bf16") || float(t, "f32") || [32, 16, 8].iter().any(|&b| signless(t, b))
}

/// The operands and result of `op`: `min` to `max` operands (ODS's operand
/// groups) and one result, else MLIR's message.
fn parts(
    cx: &Cx,
    op: OpId,
    min: usize,
    max: usize,
) -> Result<(Vec<ValueId>, ValueId), Box<super::Fail>> {
    let o = &cx.ir[op];
    let n = o.operands.len();
    if n < min || n > max {
        let expected = match (min, max) {
            _ if min == max => format!("{min}"),
            (_, usize::MAX) => format!("{min} or more"),
            _ => format!("{min} to {max}"),
        };
        return Err(cx
            .err(op, format!("expected {expected} operands, but found {n}"))
            .help(format!("'{}' takes {expected} operands", o.name())));
    }
    match o.results[..] {
        [r] => Ok((o.operands.to_vec(), r)),
        _ => Err(cx
            .err(op, "requires one result")
            .help(format!("'{}' gives one value", o.name()))),
    }
}

/// Any number of operands.
const MANY: usize = usize::MAX;

/// MLIR's message for an operand or result outside its ODS type constraint.
fn constraint(cx: &Cx, op: OpId, what: &str, i: usize, t: &Type, summary: &str) -> Check {
    Err(cx
        .err(op, format!("{what} #{i} must be {summary}, but got '{t}'"))
        .help(format!("the {what} is {}", article(summary))))
}

fn article(summary: &str) -> String {
    match summary.split_whitespace().next() {
        Some("a" | "an") => summary.to_string(),
        Some(w) if w.starts_with(|c: char| "aeiou8".contains(c)) => format!("an {summary}"),
        _ => format!("a {summary}"),
    }
}

/// Each of `values` (operands of `op`, numbered from `first`) of a type
/// `ok` admits, else MLIR's message naming `summary`.
fn operands_are(
    cx: &Cx,
    op: OpId,
    values: &[ValueId],
    first: usize,
    ok: impl Fn(&Type) -> bool,
    summary: &str,
) -> Check {
    for (i, &v) in values.iter().enumerate() {
        if !ok(ty(cx, v)) {
            return constraint(cx, op, "operand", first + i, ty(cx, v), summary);
        }
    }
    Ok(())
}

fn result_is(cx: &Cx, op: OpId, res: ValueId, ok: impl Fn(&Type) -> bool, summary: &str) -> Check {
    match ok(ty(cx, res)) {
        true => Ok(()),
        false => constraint(cx, op, "result", 0, ty(cx, res), summary),
    }
}

fn any_vector(t: &Type) -> bool {
    vector(t).is_some()
}

/// Every operand and the result of `op` are vectors (`AnyVectorOfNonZeroRank`).
fn all_vectors(cx: &Cx, op: OpId, ops: &[ValueId], res: ValueId) -> Check {
    operands_are(cx, op, ops, 0, any_vector, VECTOR)?;
    result_is(cx, op, res, any_vector, VECTOR)
}

/// ODS's `AllTypesMatch` of the named values.
fn same_types(cx: &Cx, op: OpId, named: &[(&str, ValueId)]) -> Check {
    let first = ty(cx, named[0].1);
    if named.iter().all(|&(_, v)| ty(cx, v) == first) {
        return Ok(());
    }
    let names: Vec<&str> = named.iter().map(|x| x.0).collect();
    Err(cx
        .err(
            op,
            format!(
                "failed to verify that all of {{{}}} have same type",
                names.join(", ")
            ),
        )
        .help(format!("give {} one type", names.join(", "))))
}

/// An op whose operands and result are vectors of one type (`add_elem`,
/// `sub_elem`, `min`, `max`, `neg`, `exp`, `tanh`).
/// The operands `ops` and result `res` under their ODS `names`.
fn named<'a>(names: &[&'a str], ops: Vec<ValueId>, res: ValueId) -> Vec<(&'a str, ValueId)> {
    names
        .iter()
        .copied()
        .zip(ops.into_iter().chain([res]))
        .collect()
}

fn same_vectors(cx: &Cx, op: OpId, names: &[&str]) -> Check {
    let (ops, res) = parts(cx, op, names.len() - 1, names.len() - 1)?;
    all_vectors(cx, op, &ops, res)?;
    same_types(cx, op, &named(names, ops, res))
}

pub(crate) fn add_elem(cx: &Cx, op: AievecAddElem) -> Check {
    same_vectors(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn sub_elem(cx: &Cx, op: AievecSubElem) -> Check {
    same_vectors(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn min(cx: &Cx, op: AievecMin) -> Check {
    same_vectors(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn max(cx: &Cx, op: AievecMax) -> Check {
    same_vectors(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn neg(cx: &Cx, op: AievecNeg) -> Check {
    same_vectors(cx, op.op(), &["source", "result"])
}

pub(crate) fn exp(cx: &Cx, op: AievecExp) -> Check {
    same_vectors(cx, op.op(), &["source", "result"])
}

pub(crate) fn tanh(cx: &Cx, op: AievecTanh) -> Check {
    same_vectors(cx, op.op(), &["source", "result"])
}

/// `inv`: an `f32`, or 16 or 32 of them, of the result's type.
pub(crate) fn inv(cx: &Cx, op: AievecInv) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 1, 1)?;
    let ok = |t: &Type| {
        float(t, "f32")
            || vector(t).is_some_and(|(_, e)| float(e, "f32") && [16, 32].contains(&lanes(t)))
    };
    operands_are(cx, op, &ops, 0, ok, INV)?;
    result_is(cx, op, res, ok, INV)?;
    same_types(cx, op, &[("source", ops[0]), ("result", res)])
}

/// A 512-bit vector of `i8`, `i16`, `i32` or `bf16` lanes.
fn bitwise_vector(t: &Type) -> bool {
    vector(t).is_some_and(|(_, e)| [8, 16, 32].iter().any(|&b| signless(e, b)) || float(e, "bf16"))
        && t.bit_width() == Some(512)
}

/// The bitwise ops: 512-bit vectors of one type.
fn bitwise(cx: &Cx, op: OpId, names: &[&str]) -> Check {
    let (ops, res) = parts(cx, op, names.len() - 1, names.len() - 1)?;
    operands_are(cx, op, &ops, 0, bitwise_vector, BITWISE)?;
    result_is(cx, op, res, bitwise_vector, BITWISE)?;
    same_types(cx, op, &named(names, ops, res))
}

pub(crate) fn bxor(cx: &Cx, op: AievecBxor) -> Check {
    bitwise(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn bor(cx: &Cx, op: AievecBor) -> Check {
    bitwise(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn band(cx: &Cx, op: AievecBand) -> Check {
    bitwise(cx, op.op(), &["lhs", "rhs", "result"])
}

pub(crate) fn bneg(cx: &Cx, op: AievecBneg) -> Check {
    bitwise(cx, op.op(), &["source", "result"])
}

/// `lhs` and `rhs` of as many lanes and one element type; an integer result
/// of integer operands, wider than they are; a float result of float ones
/// (`verifyMulFMAElemOp`).
fn mul_fma_elem(cx: &Cx, op: OpId, lhs: &Type, rhs: &Type, result: &Type) -> Check {
    let help = "the operands are vectors of one type and as many lanes, the result their product's accumulator";
    let (lt, rt, at) = (elem(lhs), elem(rhs), elem(result));
    if lanes(lhs) != lanes(rhs) {
        return Err(cx
            .err(
                op,
                "The number of lanes in lhs operand must be the same as rhs operand",
            )
            .help(help));
    }
    if lt != rt {
        return Err(cx
            .err(
                op,
                "The element type of lhs and rhs operand vectors must match",
            )
            .help(help));
    }
    if is_int(at) {
        if !is_int(lt) {
            return Err(cx
                .err(op, "Integer result must have integer operands")
                .help(help));
        }
        if width(lt) >= width(at) || width(rt) >= width(at) {
            return Err(cx
                .err(
                    op,
                    "the element type of accumulator must have wider width than that of the operand vectors",
                )
                .help(help));
        }
    } else if is_float(at) && !is_float(lt) {
        return Err(cx
            .err(
                op,
                "Floating point result must have floating point operands",
            )
            .help(help));
    }
    Ok(())
}

/// A vector of 16 or 32 lanes of one of `elems`.
fn mul_elem_vector(t: &Type, elems: &[fn(&Type) -> bool]) -> bool {
    vector(t).is_some_and(|(_, e)| elems.iter().any(|f| f(e)) && [16, 32].contains(&lanes(t)))
}

pub(crate) fn mul_elem(cx: &Cx, op: AievecMulElem) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 2, 2)?;
    let ins: [fn(&Type) -> bool; 5] = [
        |e| signless(e, 8),
        |e| signless(e, 16),
        |e| signless(e, 32),
        |e| float(e, "bf16"),
        |e| float(e, "f32"),
    ];
    let outs: [fn(&Type) -> bool; 3] = [
        |e| signless(e, 32),
        |e| signless(e, 64),
        |e| float(e, "f32"),
    ];
    operands_are(cx, op, &ops, 0, |t| mul_elem_vector(t, &ins), MUL_ELEM_IN)?;
    result_is(cx, op, res, |t| mul_elem_vector(t, &outs), MUL_ELEM_OUT)?;
    let (l, r, a) = (ty(cx, ops[0]), ty(cx, ops[1]), ty(cx, res));
    let (le, ae) = (elem(l), elem(a));
    let pair = [(32, 8), (32, 16), (64, 32)]
        .iter()
        .any(|&(acc, x)| signless(ae, acc) && signless(le, x))
        || (float(ae, "f32") && (float(le, "bf16") || float(le, "f32")));
    if !pair {
        return Err(cx
            .err(
                op,
                "failed to verify that result type is a valid accumulator type given the type of the operands.",
            )
            .help("i8 and i16 lanes give i32, i32 lanes i64, bf16 and f32 lanes f32"));
    }
    if l != r {
        return Err(cx
            .err(op, "requires all operands to have the same type")
            .help("lhs and rhs are vectors of one type"));
    }
    if l.static_shape() != r.static_shape() {
        return Err(cx
            .err(op, "requires the same shape for all operands")
            .help("lhs and rhs have one shape"));
    }
    if l.static_shape() != a.static_shape() {
        return Err(cx
            .err(op, "requires the same shape for all operands and results")
            .help("the result has the operands' shape"));
    }
    mul_fma_elem(cx, op, l, r, a)
}

pub(crate) fn mac_elem(cx: &Cx, op: AievecMacElem) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 3, 3)?;
    all_vectors(cx, op, &ops, res)?;
    accumulator_is_result(cx, op, ops[2], res)?;
    mul_fma_elem(cx, op, ty(cx, ops[0]), ty(cx, ops[1]), ty(cx, res))
}

/// The accumulator operand has the result's type (mlir-aie's syntax reads
/// both from one type).
fn accumulator_is_result(cx: &Cx, op: OpId, acc: ValueId, res: ValueId) -> Check {
    if ty(cx, acc) == ty(cx, res) {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!(
                "the accumulator's type '{}' is not the result type '{}'",
                ty(cx, acc),
                ty(cx, res)
            ),
        )
        .help("the result is the accumulator updated: one type"))
}

/// An 8-bit attribute that must not be negative (`IntNonNegative`).
fn non_negative(cx: &Cx, op: OpId, name: &str, v: i64) -> Check {
    if v >= 0 {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!(
                "attribute '{name}' failed to satisfy constraint: 8-bit signless integer attribute whose value is non-negative"
            ),
        )
        .help(format!("'{name}' is {v}; give 0 or more")))
}

pub(crate) fn broadcast(cx: &Cx, view: AievecBroadcast) -> Check {
    let op = view.op();
    non_negative(cx, op, AievecBroadcast::IDX, view.idx(cx.ir))?;
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    if ty(cx, ops[0]) != ty(cx, res) {
        return Err(cx
            .err(
                op,
                "The vector type of source vector and result vector must match",
            )
            .help("a broadcast keeps the source's type"));
    }
    Ok(())
}

pub(crate) fn broadcast_scalar(cx: &Cx, op: AievecBroadcastScalar) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 1, 1)?;
    operands_are(cx, op, &ops, 0, aie_scalar, SCALAR)?;
    result_is(cx, op, res, any_vector, VECTOR)?;
    if elem(ty(cx, res)) != ty(cx, ops[0]) {
        return Err(cx
            .err(
                op,
                "the element type of result vector must be the same as the source type",
            )
            .help("each lane holds the scalar"));
    }
    Ok(())
}

pub(crate) fn ups(cx: &Cx, view: AievecUps) -> Check {
    let op = view.op();
    non_negative(cx, op, AievecUps::SHIFT, view.shift(cx.ir))?;
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    let (s, r) = (ty(cx, ops[0]), ty(cx, res));
    let help = "ups moves a vector to an accumulator of as many lanes, of wider elements";
    if lanes(s) != lanes(r) {
        return Err(cx
            .err(
                op,
                "The number of lanes in source vector and result accumulator must match",
            )
            .help(help));
    }
    if width(s) >= width(r) {
        return Err(cx
            .err(
                op,
                "the element type of result accumulator must be wider than that of the source vector",
            )
            .help(help));
    }
    Ok(())
}

pub(crate) fn cast(cx: &Cx, op: AievecCast) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    if width(ty(cx, ops[0])) != width(ty(cx, res)) {
        return Err(cx
            .err(op, "the bitwidth of resource and result should be equal")
            .help("a cast keeps each lane's bits"));
    }
    Ok(())
}

pub(crate) fn srs(cx: &Cx, op: AievecSrs) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 2, 2)?;
    operands_are(cx, op, &ops[..1], 0, any_vector, VECTOR)?;
    operands_are(cx, op, &ops[1..], 1, is_int, "integer")?;
    result_is(cx, op, res, any_vector, VECTOR)?;
    let (a, r) = (ty(cx, ops[0]), ty(cx, res));
    let help = "srs moves an accumulator to a vector of as many lanes, of narrower integers or of bf16 or f32";
    if lanes(a) != lanes(r) {
        return Err(cx
            .err(
                op,
                "The number of lanes in result vector and source accumulator must match",
            )
            .help(help));
    }
    let (sw, aw) = (width(r), width(a));
    if is_int(elem(a)) && sw >= aw {
        return Err(cx
            .err(
                op,
                "the element type of source accumulator must be wider than that of the result vector",
            )
            .help(help));
    }
    if is_float(elem(a)) && sw != 16 && sw != aw {
        return Err(cx
            .err(
                op,
                "the element type of         source accumulator must be same as the result         vector",
            )
            .help(help));
    }
    Ok(())
}

pub(crate) fn upd(cx: &Cx, view: AievecUpd) -> Check {
    let op = view.op();
    let (ops, res) = parts(cx, op, 1, MANY)?;
    let groups = crate::ops::operand_segments(cx.ir, op);
    let (indices, linked) = match groups.as_deref() {
        Some([_, i, v]) => (&ops[i.clone()], ops[v.clone()].first().copied()),
        _ => (&ops[ops.len().min(1)..], None),
    };
    let shaped = |t: &Type| {
        matches!(
            t,
            Type::MemRef { .. } | Type::Tensor { .. } | Type::Vector { .. }
        )
    };
    operands_are(cx, op, &ops[..1], 0, shaped, "shaped of any type values")?;
    operands_are(cx, op, indices, 1, |t| *t == Type::Index, "index")?;
    if let Some(v) = linked {
        operands_are(cx, op, &[v], ops.len() - 1, any_vector, VECTOR)?;
    }
    result_is(cx, op, res, any_vector, VECTOR)?;
    let help = "upd loads lanes of a vector from a memref at the indices";
    if !ty(cx, ops[0]).is_memref() {
        return Err(cx.err(op, "requires memref type").help(help));
    }
    if indices.is_empty() {
        return Err(cx
            .err(op, "upd source cannot come from scalar value")
            .help(help));
    }
    if let Some(v) = linked {
        if ty(cx, v) != ty(cx, res) {
            return Err(cx
                .err(op, "result types of linked UPD ops do not match")
                .help("the linked vector has the result's type"));
        }
    }
    Ok(())
}

pub(crate) fn concat(cx: &Cx, op: AievecConcat) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 0, MANY)?;
    all_vectors(cx, op, &ops, res)?;
    let help = "concat joins two or more vectors of one type";
    if let Some(inferred) = concatenated(cx, &ops) {
        if inferred != *ty(cx, res) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{}'",
                        ty(cx, res)
                    ),
                )
                .help(help));
        }
    }
    if ops.len() < 2 {
        return Err(cx
            .err(op, "Must concatenate at least two vectors")
            .help(help));
    }
    // mlir-aie's check of the lanes' sum comes after the inferred type's.
    if ops.iter().any(|&v| ty(cx, v) != ty(cx, ops[0])) {
        return Err(cx.err(op, "All sources must have same type").help(help));
    }
    Ok(())
}

/// `concat`'s inferred result: the sources' 1-D lanes together.
fn concatenated(cx: &Cx, ops: &[ValueId]) -> Option<Type> {
    let first = ty(cx, *ops.first()?);
    let n = ops.iter().map(|&v| lanes(ty(cx, v))).sum::<u64>();
    Some(Type::Vector {
        shape: vec![crate::ir::Dim::Static(n)],
        elem: Box::new(elem(first).clone()),
    })
}

pub(crate) fn ext(cx: &Cx, view: AievecExt) -> Check {
    let op = view.op();
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    let (s, r) = (ty(cx, ops[0]), ty(cx, res));
    let help = "ext takes a half or a quarter of the source's lanes";
    let (sl, rl) = (lanes(s), lanes(r).max(1));
    if sl / rl <= 1 {
        return Err(cx
            .err(
                op,
                "lanes in source vector must be at least twice that of result vector",
            )
            .help(help));
    }
    if sl % rl != 0 {
        return Err(cx
            .err(
                op,
                "lanes in result vector must be a multiple of source vector lanes",
            )
            .help(help));
    }
    if view.index(cx.ir) as u64 >= sl / rl {
        return Err(cx.err(op, "index out of bounds").help(format!(
            "the source holds {} parts: index 0 to {}",
            sl / rl,
            sl / rl - 1
        )));
    }
    if elem(s) != elem(r) {
        return Err(cx
            .err(op, "source and result element type must be same")
            .help(help));
    }
    Ok(())
}

/// `pack` (`narrow`) and `unpack`: `i16` to `i8` lanes and back, or
/// `i8` lanes to twice or half as many `i4` pairs.
fn pack_unpack(cx: &Cx, op: OpId, narrow: bool) -> Check {
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    let (s, r) = (ty(cx, ops[0]), ty(cx, res));
    if !is_int(elem(s)) || !is_int(elem(r)) {
        return Err(cx
            .err(op, "requires integer element types")
            .help("pack and unpack move integer lanes"));
    }
    let (sw, rw, sl, rl) = (width(s), width(r), lanes(s), lanes(r));
    let legal = if narrow {
        (sw == 16 && rw == 8 && sl == rl) || (sw == 8 && rw == 8 && sl == 2 * rl)
    } else {
        (sw == 8 && rw == 16 && sl == rl) || (sw == 8 && rw == 8 && rl == 2 * sl)
    };
    match (legal, narrow) {
        (true, _) => Ok(()),
        (false, true) => Err(cx
            .err(
                op,
                "pack must narrow i16->i8 (same lanes) or i8->i8 (input lanes = 2 * output lanes, int4-packed)",
            )
            .help("e.g. vector<32xi16> to vector<32xi8>")),
        (false, false) => Err(cx
            .err(
                op,
                "unpack must widen i8->i16 (same lanes) or i8->i8 (output lanes = 2 * input lanes, int4-packed)",
            )
            .help("e.g. vector<32xi8> to vector<32xi16>")),
    }
}

pub(crate) fn pack(cx: &Cx, op: AievecPack) -> Check {
    pack_unpack(cx, op.op(), true)
}

pub(crate) fn unpack(cx: &Cx, op: AievecUnpack) -> Check {
    pack_unpack(cx, op.op(), false)
}

pub(crate) fn shift(cx: &Cx, op: AievecShift) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 3, 3)?;
    operands_are(cx, op, &ops[..2], 0, any_vector, VECTOR)?;
    operands_are(
        cx,
        op,
        &ops[2..],
        2,
        |t| signless(t, 32),
        "32-bit signless integer",
    )?;
    result_is(cx, op, res, any_vector, VECTOR)?;
    if ty(cx, ops[0]) != ty(cx, res) || ty(cx, ops[1]) != ty(cx, res) {
        return Err(cx
            .err(op, "All vectors must have same type")
            .help("shift takes bytes of lhs and rhs together into a vector of their type"));
    }
    Ok(())
}

pub(crate) fn legacy_shuffle(cx: &Cx, op: AievecLegacyshuffle) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 1, 1)?;
    all_vectors(cx, op, &ops, res)?;
    let (s, r) = (ty(cx, ops[0]), ty(cx, res));
    let help = "a shuffle keeps the lanes and their width";
    if lanes(s) != lanes(r) {
        return Err(cx
            .err(
                op,
                "The number of lanes in input and output vector must match",
            )
            .help(help));
    }
    if width(s) != width(r) {
        return Err(cx
            .err(op, "The type width in input and output must match")
            .help(help));
    }
    Ok(())
}

/// `mul_conv` and `fma_conv` (`verifyMulFMAConvOp`).
fn conv(cx: &Cx, op: OpId, m: i64, n: i64, operands: usize) -> Check {
    let (ops, res) = parts(cx, op, operands, operands)?;
    all_vectors(cx, op, &ops, res)?;
    let help =
        "an M x N convolution: M result lanes, 2 * M lanes of lhs and rhs, wider integer lanes";
    // mlir-aie reads M and N as unsigned.
    let (m, n) = (m as u32 as u64, n as u32 as u64);
    if m == 0 || n == 0 || 2 * m < m + n - 1 {
        return Err(cx
            .err(
                op,
                "M and N should be larger than 0 and 2*M should be no less than M+N-1",
            )
            .help(help));
    }
    let (l, r, a) = (ty(cx, ops[0]), ty(cx, ops[1]), ty(cx, res));
    if elem(l) != elem(r) {
        return Err(cx
            .err(
                op,
                "The element type of lhs and rhs operand vectors must match",
            )
            .help(help));
    }
    if !is_int(elem(l)) || !is_int(elem(r)) || !is_int(elem(a)) {
        return Err(cx.err(op, "requires integer type").help(help));
    }
    if lanes(a) != m || lanes(a) != lanes(r) / 2 || lanes(l) != lanes(r) {
        return Err(cx
            .err(
                op,
                "The number of lanes in accumulator must be the same as M and the half as lhs and rhs operand",
            )
            .help(help));
    }
    if width(l) >= width(a) || width(r) >= width(a) {
        return Err(cx
            .err(
                op,
                "the element type of accumulator must have wider width than that of the operand vectors",
            )
            .help(help));
    }
    Ok(())
}

pub(crate) fn mul_conv(cx: &Cx, view: AievecMulConv) -> Check {
    conv(cx, view.op(), view.m(cx.ir), view.n(cx.ir), 2)
}

pub(crate) fn fma_conv(cx: &Cx, view: AievecFmaConv) -> Check {
    let op = view.op();
    conv(cx, op, view.m(cx.ir), view.n(cx.ir), 3)?;
    let (ops, res) = parts(cx, op, 3, 3)?;
    accumulator_is_result(cx, op, ops[2], res)
}

pub(crate) fn cmp(cx: &Cx, op: AievecCmp) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 2, 2)?;
    operands_are(cx, op, &ops, 0, any_vector, VECTOR)?;
    let unsigned = |t: &Type| {
        matches!(
            t,
            Type::Int {
                sign: Signedness::Unsigned,
                ..
            }
        )
    };
    result_is(cx, op, res, unsigned, "unsigned integer")?;
    same_types(cx, op, &[("lhs", ops[0]), ("rhs", ops[1])])
}

pub(crate) fn sel(cx: &Cx, op: AievecSel) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 3, 3)?;
    operands_are(cx, op, &ops[..2], 0, any_vector, VECTOR)?;
    let unsigned = |t: &Type| {
        matches!(
            t,
            Type::Int {
                sign: Signedness::Unsigned,
                ..
            }
        )
    };
    operands_are(cx, op, &ops[2..], 2, unsigned, "unsigned integer")?;
    result_is(cx, op, res, any_vector, VECTOR)?;
    same_types(cx, op, &[("lhs", ops[0]), ("rhs", ops[1]), ("result", res)])
}

pub(crate) fn ext_elem(cx: &Cx, op: AievecExtElem) -> Check {
    let op = op.op();
    let (ops, res) = parts(cx, op, 2, 2)?;
    operands_are(cx, op, &ops[..1], 0, any_vector, VECTOR)?;
    operands_are(
        cx,
        op,
        &ops[1..],
        1,
        |t| signless(t, 32),
        "32-bit signless integer",
    )?;
    result_is(cx, op, res, aie_scalar, SCALAR)?;
    if elem(ty(cx, ops[0])) != ty(cx, res) {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {source, result} have same element type",
            )
            .help("the result is a lane of the source"));
    }
    Ok(())
}

/// A matrix operand of `matmul`: its shape and element type.
#[derive(Clone, Copy)]
struct Matrix(&'static [u64], fn(&Type) -> bool);

impl Matrix {
    fn holds(self, t: &Type) -> bool {
        vector(t).is_some_and(|(s, e)| s == self.0 && (self.1)(e))
    }
}

/// The (lhs, rhs, acc) of a valid matrix multiply.
type MatMulShape = [Matrix; 3];

fn i4(t: &Type) -> bool {
    any_int(t, 4)
}
fn i8(t: &Type) -> bool {
    any_int(t, 8)
}
fn i16(t: &Type) -> bool {
    any_int(t, 16)
}
fn i32(t: &Type) -> bool {
    any_int(t, 32)
}
fn i64(t: &Type) -> bool {
    any_int(t, 64)
}
fn bf16(t: &Type) -> bool {
    float(t, "bf16")
}
fn f32(t: &Type) -> bool {
    float(t, "f32")
}

/// `AIE2MatMulLHS` x `AIE2MatMulRHS` = `AIE2MatMulACC` (the combinations of
/// `IsValidAIE2MatMulShapeAndType`).
const AIE2_MATMUL: &[MatMulShape] = &[
    [
        Matrix(&[4, 16], i8),
        Matrix(&[16, 8], i4),
        Matrix(&[4, 8], i32),
    ],
    [
        Matrix(&[4, 8], i8),
        Matrix(&[8, 8], i8),
        Matrix(&[4, 8], i32),
    ],
    [
        Matrix(&[4, 4], i16),
        Matrix(&[4, 8], i8),
        Matrix(&[4, 8], i32),
    ],
    [
        Matrix(&[4, 2], i16),
        Matrix(&[2, 8], i16),
        Matrix(&[4, 8], i32),
    ],
    [
        Matrix(&[2, 8], i16),
        Matrix(&[8, 8], i8),
        Matrix(&[2, 8], i64),
    ],
    [
        Matrix(&[4, 8], i16),
        Matrix(&[8, 4], i8),
        Matrix(&[4, 4], i64),
    ],
    [
        Matrix(&[2, 4], i16),
        Matrix(&[4, 8], i16),
        Matrix(&[2, 8], i64),
    ],
    [
        Matrix(&[4, 4], i16),
        Matrix(&[4, 4], i16),
        Matrix(&[4, 4], i64),
    ],
    [
        Matrix(&[4, 2], i32),
        Matrix(&[2, 4], i16),
        Matrix(&[4, 4], i64),
    ],
    [
        Matrix(&[4, 8], bf16),
        Matrix(&[8, 4], bf16),
        Matrix(&[4, 4], f32),
    ],
];

/// The AIE2P combinations (`IsValidAIE2PMatMulShapeAndType`).
const AIE2P_MATMUL: &[MatMulShape] = &[
    [
        Matrix(&[8, 8], bf16),
        Matrix(&[8, 8], bf16),
        Matrix(&[8, 8], f32),
    ],
    [
        Matrix(&[4, 8], bf16),
        Matrix(&[8, 4], bf16),
        Matrix(&[4, 4], f32),
    ],
    [
        Matrix(&[4, 8], bf16),
        Matrix(&[8, 8], bf16),
        Matrix(&[4, 8], f32),
    ],
    [
        Matrix(&[8, 1], bf16),
        Matrix(&[1, 8], bf16),
        Matrix(&[8, 8], f32),
    ],
    [
        Matrix(&[8, 8], bf16),
        Matrix(&[8, 4], bf16),
        Matrix(&[8, 4], f32),
    ],
    [
        Matrix(&[8, 8], i8),
        Matrix(&[8, 8], i8),
        Matrix(&[8, 8], i32),
    ],
    [
        Matrix(&[8, 2], i16),
        Matrix(&[2, 8], i16),
        Matrix(&[8, 8], i32),
    ],
];

/// The accumulators `AIE2MatMulACC` lists beside its combinations: (4, 4) of
/// any 32-bit integer too.
const AIE2_ACC_EXTRA: &[Matrix] = &[Matrix(&[4, 4], i32)];

/// `matmul` and `matmul_aie2p`: operands of the listed shapes and types,
/// one rank, the accumulator the result, a contraction, one of the
/// combinations.
fn matmul_of(cx: &Cx, op: OpId, table: &[MatMulShape], arch: &str) -> Check {
    let (ops, res) = parts(cx, op, 3, 3)?;
    let extra = if arch == "AIE2" { AIE2_ACC_EXTRA } else { &[] };
    let what = |which: &str| {
        let p = if arch == "AIE2" {
            String::new()
        } else {
            format!("{arch} ")
        };
        format!("a vector compatible with {which} {p}matrix-multiply and accumulate")
    };
    let of = |k: usize| move |t: &Type| table.iter().any(|m| m[k].holds(t));
    let (lhs_ok, rhs_ok) = (of(0), of(1));
    let acc_ok = |t: &Type| of(2)(t) || extra.iter().any(|m| m.holds(t));
    operands_are(cx, op, &ops[..1], 0, lhs_ok, &what("a lhs operand of"))?;
    operands_are(cx, op, &ops[1..2], 1, rhs_ok, &what("a rhs operand of"))?;
    operands_are(cx, op, &ops[2..], 2, acc_ok, &what("an accumulator of"))?;
    result_is(cx, op, res, acc_ok, &what("an accumulator of"))?;
    let (l, r, a) = (ty(cx, ops[0]), ty(cx, ops[1]), ty(cx, ops[2]));
    let (ls, rs, as_) = (
        l.static_shape().unwrap_or_default(),
        r.static_shape().unwrap_or_default(),
        a.static_shape().unwrap_or_default(),
    );
    if ls.len() != rs.len() || ls.len() != as_.len() {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {lhs, rhs, acc} have same rank",
            )
            .help("lhs, rhs and acc are matrices"));
    }
    same_types(cx, op, &[("acc", ops[2]), ("result", res)])?;
    if ls[1] != rs[0] || ls[0] != as_[0] || rs[1] != as_[1] {
        return Err(cx
            .err(
                op,
                "failed to verify that [lhs x rhs = acc] is a valid contraction",
            )
            .help("lhs is M x K, rhs K x N, acc M x N"));
    }
    if !table
        .iter()
        .any(|m| m[0].holds(l) && m[1].holds(r) && m[2].holds(a))
    {
        return Err(cx
            .err(
                op,
                format!("failed to verify that lhs x rhs = acc is a valid {arch} matrix-multiply and accumulate op"),
            )
            .help("aievec.matmul's description lists the combinations"));
    }
    Ok(())
}

pub(crate) fn matmul(cx: &Cx, op: AievecMatmul) -> Check {
    matmul_of(cx, op.op(), AIE2_MATMUL, "AIE2")
}

pub(crate) fn matmul_aie2p(cx: &Cx, op: AievecMatmulAie2p) -> Check {
    matmul_of(cx, op.op(), AIE2P_MATMUL, "AIE2P")
}

/// A 512-bit vector of the element types a shuffle takes.
fn shuffled(t: &Type) -> bool {
    vector(t).is_some_and(|(_, e)| {
        [8, 16, 32, 64, 128, 256, 512]
            .iter()
            .any(|&b| signless(e, b))
            || bf16(e)
            || f32(e)
    }) && t.bit_width() == Some(512)
}

pub(crate) fn shuffle(cx: &Cx, view: AievecShuffle) -> Check {
    let op = view.op();
    let (ops, res) = parts(cx, op, 1, 2)?;
    operands_are(cx, op, &ops, 0, shuffled, SHUFFLED)?;
    result_is(cx, op, res, any_vector, VECTOR)?;
    same_types(cx, op, &[("lhs", ops[0]), ("result", res)])?;
    if let Some(&rhs) = ops.get(1) {
        if ty(cx, rhs) != ty(cx, res) {
            return Err(cx
                .err(
                    op,
                    "failed to verify that result and rhs have the same type",
                )
                .help("both vectors and the result have one type"));
        }
    }
    let mode = view.mode(cx.ir);
    let shape = mode.shape();
    let (bits, two, name) = (shape.bits, shape.high.is_some(), mode.name());
    if two && ops.len() < 2 {
        return Err(cx
            .err(
                op,
                format!("shuffle mode '{name}' requires a second operand"),
            )
            .help("a _lo or _hi mode takes lanes of two vectors"));
    }
    if !two && ops.len() > 1 {
        return Err(cx
            .err(
                op,
                format!("shuffle mode '{name}' does not admit a second operand"),
            )
            .help("this mode permutes the lanes of one vector"));
    }
    if width(ty(cx, ops[0])) != bits {
        return Err(cx
            .err(
                op,
                format!("shuffle mode '{name}' requires vectors of {bits}-bit elements"),
            )
            .help(format!("a t{bits}_ mode moves {bits}-bit lanes")));
    }
    Ok(())
}
