//! The vector ops that compute on vector values (MLIR's `VectorOps.cpp`
//! verifiers and ODS type constraints): `vector.reduction`, `broadcast`,
//! `splat`, `extract`, `insert`, `fma`, `shape_cast`,
//! `extract_strided_slice`, `create_mask`, `constant_mask` and
//! `outerproduct`; and
//! `arith.select`, whose condition may be a vector.

use super::{Check, Cx};
use crate::ir::cases::CombiningKind;
use crate::ir::enums::TypedEnum;
use crate::ir::{Dim, OpId, Type, ValueId, View};
use crate::ops::views::{
    ArithSelect, VectorBitcast, VectorBroadcast, VectorConstantMask, VectorCreateMask,
    VectorExtract, VectorExtractStridedSlice, VectorFma, VectorInsert, VectorOuterproduct,
    VectorReduction, VectorShapeCast, VectorShuffle, VectorSplat,
};
use crate::ops::DYNAMIC;

/// The static shape and element type of a vector type.
fn vector(ty: &Type) -> Option<(Vec<u64>, &Type)> {
    match ty {
        Type::Vector { elem, .. } => Some((ty.static_shape()?, elem)),
        _ => None,
    }
}

/// A vector type of `shape` and `elem` (a 0-D shape gives the element).
fn vector_of(shape: &[u64], elem: &Type) -> Type {
    Type::Vector {
        shape: shape.iter().map(|&d| Dim::Static(d)).collect(),
        elem: Box::new(elem.clone()),
    }
}

fn ty<'a>(cx: &Cx<'a>, v: ValueId) -> &'a Type {
    cx.ir.type_of(v)
}

/// `vector.reduction`: a 0-D or 1-D source, a result of its element type
/// (and the accumulator's), a kind that combines that type.
pub(crate) fn reduction(cx: &Cx, reduction: VectorReduction) -> Check {
    let op = reduction.op();
    let o = &cx.ir[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let Some((shape, elem)) = vector(ty(cx, src)) else {
        return Ok(());
    };
    if shape.len() > 1 {
        return Err(cx
            .err(op, format!("unsupported reduction rank: {}", shape.len()))
            .help("reduce a 1-D vector (vector.shape_cast flattens one)"));
    }
    let dest = ty(cx, res);
    if dest != elem {
        return Err(cx
            .err(
                op,
                "failed to verify that source operand and result have same element type",
            )
            .help(format!("the result type is the element type '{elem}'")));
    }
    if let Some(&acc) = o.operands.get(1) {
        if ty(cx, acc) != dest {
            return Err(cx
                .err(op, "failed to verify that dest and acc have the same type")
                .help(format!("give an accumulator of type '{dest}'")));
        }
    }
    let kind = reduction.kind(cx.ir);
    if !combines(kind, dest) {
        let kind = kind.name();
        return Err(cx
            .err(
                op,
                format!("unsupported reduction type '{dest}' for kind '{kind}'"),
            )
            .help(
                "integers combine with add, mul, minsi, maxsi, minui, maxui, and, or, xor; \
                 floats with add, mul, minimumf, maximumf, minnumf, maxnumf",
            ));
    }
    Ok(())
}

/// Whether combining kind `kind` combines values of type `ty` (MLIR's
/// `isSupportedCombiningKind`): `add` and `mul` any number, the float
/// minima and maxima floats, the rest integers and `index`.
fn combines(kind: CombiningKind, ty: &Type) -> bool {
    use CombiningKind::*;
    let float_only = matches!(kind, Minnumf | Maxnumf | Minimumf | Maximumf);
    match ty {
        Type::Float(_) => matches!(kind, Add | Mul) || float_only,
        Type::Int { .. } | Type::Index => !float_only,
        _ => false,
    }
}

/// `vector.outerproduct` (MLIR's ODS constraints and
/// `OuterProductOp::verify`): a 1-D `lhs`; a 1-D `rhs` with a 2-D result of
/// `lhs`'s lanes by `rhs`'s, or a scalar `rhs` (an AXPY) with a 1-D result
/// of `lhs`'s lanes; element types all the result's; an accumulator of the
/// result's type; a kind that combines that element type.
pub(crate) fn outerproduct(cx: &Cx, outer: VectorOuterproduct) -> Check {
    let op = outer.op();
    let o = &cx.ir[op];
    let (Some(&lhs), Some(&rhs), Some(&res)) =
        (o.operands.first(), o.operands.get(1), o.results.first())
    else {
        return Ok(());
    };
    let vectors = [(0, lhs), (2, o.operands.get(2).copied().unwrap_or(lhs))];
    for (i, v) in vectors {
        let t = ty(cx, v);
        if !matches!(t, Type::Vector { shape, .. } if !shape.is_empty()) {
            return Err(cx
                .err(
                    op,
                    format!("operand #{i} must be vector of any type values, but got '{t}'"),
                )
                .help("the left operand and the accumulator are vectors"));
        }
    }
    let Type::Vector {
        shape: res_shape,
        elem: res_elem,
    } = ty(cx, res)
    else {
        return Err(cx
            .err(
                op,
                format!(
                    "result #0 must be vector of any type values, but got '{}'",
                    ty(cx, res)
                ),
            )
            .help("the result is a vector"));
    };
    let Type::Vector {
        shape: l,
        elem: l_elem,
    } = ty(cx, lhs)
    else {
        return Ok(());
    };
    if l_elem != res_elem {
        return Err(cx
            .err(
                op,
                "failed to verify that lhs operand and result have same element type",
            )
            .help(format!("the result's elements are '{l_elem}'")));
    }
    let r_ty = ty(cx, rhs);
    let r_elem: &Type = match r_ty {
        Type::Vector { elem, .. } => elem,
        t => t,
    };
    if r_elem != &**res_elem {
        return Err(cx
            .err(
                op,
                "failed to verify that rhs operand and result have same element type",
            )
            .help(format!("the right operand's elements are '{res_elem}'")));
    }
    let size = |d: &Dim| match d {
        Dim::Static(n) | Dim::Scalable(n) => Some(*n),
        Dim::Dynamic => None,
    };
    if l.len() != 1 {
        return Err(cx
            .err(op, "expected 1-d vector for operand #1")
            .help("the left operand is a 1-D vector"));
    }
    if let Type::Vector { shape: r, .. } = r_ty {
        if r.len() != 1 {
            return Err(cx
                .err(op, "expected 1-d vector for operand #2")
                .help("the right operand is a 1-D vector or a scalar"));
        }
        if res_shape.len() != 2 {
            return Err(cx
                .err(op, "expected 2-d vector result")
                .help("the outer product of two vectors is a 2-D vector"));
        }
        if size(&l[0]) != size(&res_shape[0]) {
            return Err(cx
                .err(op, "expected #1 operand dim to match result dim #1")
                .help("the result has the left operand's lanes as rows"));
        }
        if size(&r[0]) != size(&res_shape[1]) {
            return Err(cx
                .err(op, "expected #2 operand dim to match result dim #2")
                .help("the result has the right operand's lanes as columns"));
        }
        if matches!(l[0], Dim::Scalable(_)) && !matches!(r[0], Dim::Scalable(_)) {
            return Err(cx
                .err(
                    op,
                    "expected either both or only #2 operand dim to be scalable",
                )
                .help("make the right operand scalable too, or the left one fixed"));
        }
    } else {
        if res_shape.len() != 1 {
            return Err(cx
                .err(op, "expected 1-d vector result")
                .help("the product of a vector and a scalar is a 1-D vector"));
        }
        if size(&l[0]) != size(&res_shape[0]) {
            return Err(cx
                .err(op, "expected #1 operand dim to match result dim #1")
                .help("the result has the left operand's lanes"));
        }
    }
    if let Some(&acc) = o.operands.get(2) {
        if ty(cx, acc) != ty(cx, res) {
            return Err(cx
                .err(op, "expected operand #3 of same type as result type")
                .help(format!("give an accumulator of type '{}'", ty(cx, res))));
        }
    }
    if !combines(outer.kind(cx.ir), res_elem) {
        return Err(cx.err(op, "unsupported outerproduct type").help(
            "integers combine with add, mul, minsi, maxsi, minui, maxui, and, or, xor; \
                 floats with add, mul, minimumf, maximumf, minnumf, maxnumf",
        ));
    }
    Ok(())
}

/// `vector.broadcast`: a scalar, or a vector whose shape matches the
/// result's trailing dimensions (a size 1 stretches).
pub(crate) fn broadcast(cx: &Cx, op: VectorBroadcast) -> Check {
    let op = op.op();
    let o = &cx.ir[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let Some((dst, elem)) = vector(ty(cx, res)) else {
        return Ok(());
    };
    let (shape, selem) = match vector(ty(cx, src)) {
        Some((s, e)) => (s, e),
        None => (Vec::new(), ty(cx, src)),
    };
    if selem != elem {
        return Err(cx
            .err(
                op,
                "failed to verify that source operand and result have same element type",
            )
            .help(format!("broadcast a '{elem}' or a vector of '{elem}'")));
    }
    if shape.len() > dst.len() {
        return Err(cx
            .err(op, "source rank higher than destination rank")
            .help("broadcast to a vector of at least the source's rank"));
    }
    let lead = dst.len() - shape.len();
    for (i, &s) in shape.iter().enumerate() {
        if s != 1 && s != dst[lead + i] {
            return Err(cx
                .err(
                    op,
                    format!("dimension mismatch ({s} vs. {})", dst[lead + i]),
                )
                .help("each source dimension is 1 or equals the result's trailing one"));
        }
    }
    Ok(())
}

/// `vector.splat`: the operand has the result's element type.
pub(crate) fn splat(cx: &Cx, op: VectorSplat) -> Check {
    let op = op.op();
    let o = &cx.ir[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    match vector(ty(cx, res)) {
        Some((_, elem)) if elem != ty(cx, src) => Err(cx
            .err(
                op,
                "failed to verify that operand type matches element type of result",
            )
            .help(format!("splat a value of type '{elem}'"))),
        _ => Ok(()),
    }
}

/// The positions of `vector.extract` / `vector.insert` into a vector of
/// `shape`: at most its rank, each static one inside its dimension (or -1,
/// poison), one operand per dynamic one (`dynamic` operands given).
fn positions(
    cx: &Cx,
    op: OpId,
    pos: &[i64],
    shape: &[u64],
    dynamic: usize,
) -> Result<usize, Box<super::Fail>> {
    if pos.len() > shape.len() {
        return Err(cx
            .err(
                op,
                "expected position attribute of rank no greater than vector rank",
            )
            .help(format!("the vector has {} dimensions", shape.len())));
    }
    if pos.iter().filter(|&&p| p == DYNAMIC).count() != dynamic {
        return Err(cx
            .err(op, "expects one index operand per dynamic position")
            .help("write dynamic positions as SSA values in the position list"));
    }
    for (i, (&p, &d)) in pos.iter().zip(shape).enumerate() {
        if p != DYNAMIC && p != -1 && !(0..d as i64).contains(&p) {
            return Err(cx
                .err(op, format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i + 1))
                .help(format!("dimension {i} has size {d}")));
        }
    }
    Ok(pos.len())
}

/// Dynamic positions are `index` values.
fn index_operands(cx: &Cx, op: OpId, vals: &[ValueId]) -> Check {
    match vals.iter().find(|&&v| *ty(cx, v) != Type::Index) {
        Some(&v) => Err(cx
            .err(
                op,
                format!(
                    "dynamic position must be of type 'index', but got '{}'",
                    ty(cx, v)
                ),
            )
            .help("cast the position to `index`")),
        None => Ok(()),
    }
}

/// The type of `vector.extract` from `shape` x `elem` at `n` positions.
fn extracted(shape: &[u64], elem: &Type, n: usize) -> Type {
    if n == shape.len() {
        elem.clone()
    } else {
        vector_of(&shape[n..], elem)
    }
}

/// `vector.extract`: the result is the element or sub-vector at the positions.
pub(crate) fn extract(cx: &Cx, extract: VectorExtract) -> Check {
    let op = extract.op();
    let o = &cx.ir[op];
    let (Some((&src, dynamic)), Some(&res)) = (o.operands.split_first(), o.results.first()) else {
        return Ok(());
    };
    let Some((shape, elem)) = vector(ty(cx, src)) else {
        return Ok(());
    };
    let pos = extract.static_position(cx.ir);
    let n = positions(cx, op, &pos, &shape, dynamic.len())?;
    index_operands(cx, op, dynamic)?;
    let want = extracted(&shape, elem, n);
    if *ty(cx, res) != want {
        return Err(cx
            .err(op, format!("inferred type(s) '{want}' are incompatible with return type(s) of operation '{}'", ty(cx, res)))
            .help(format!("extracting at {n} position(s) of '{}' gives '{want}'", ty(cx, src))));
    }
    Ok(())
}

/// `vector.insert`: the source is the element or sub-vector at the positions
/// of the destination, whose type the result has.
pub(crate) fn insert(cx: &Cx, insert: VectorInsert) -> Check {
    let op = insert.op();
    let o = &cx.ir[op];
    let (&[src, dest, ref dynamic @ ..], Some(&res)) = (&o.operands[..], o.results.first()) else {
        return Ok(());
    };
    let Some((shape, elem)) = vector(ty(cx, dest)) else {
        return Ok(());
    };
    let pos = insert.static_position(cx.ir);
    let n = positions(cx, op, &pos, &shape, dynamic.len())?;
    index_operands(cx, op, dynamic)?;
    let want = extracted(&shape, elem, n);
    if *ty(cx, src) != want {
        return Err(cx
            .err(
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            )
            .help(format!(
                "at {n} position(s) of '{}' goes a '{want}'",
                ty(cx, dest)
            )));
    }
    if ty(cx, res) != ty(cx, dest) {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {dest, result} have same type",
            )
            .help(format!(
                "the result has the destination's type '{}'",
                ty(cx, dest)
            )));
    }
    Ok(())
}

/// `arith.select`: both values and the result of one type; the condition
/// an `i1`, or a vector of `i1` shaped like the result.
pub(crate) fn select(cx: &Cx, op: ArithSelect) -> Check {
    let op = op.op();
    let o = &cx.ir[op];
    let (&[c, a, b], Some(&res)) = (&o.operands[..], o.results.first()) else {
        return Ok(());
    };
    let t = ty(cx, res);
    if ty(cx, a) != t || ty(cx, b) != t {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {true_value, false_value, result} have same type",
            )
            .help(format!("give both values type '{t}'")));
    }
    let ok = match (ty(cx, c), t) {
        (Type::Int { width: 1, .. }, _) => true,
        (Type::Vector { shape, elem }, Type::Vector { shape: rs, .. }) => {
            shape == rs && matches!(**elem, Type::Int { width: 1, .. })
        }
        _ => false,
    };
    if !ok {
        return Err(cx
            .err(
                op,
                "failed to verify that condition is signless i1 or has matching shape",
            )
            .help("select on an i1, or on a vector of i1 with the result's shape"));
    }
    Ok(())
}

/// `vector.fma`: three operands and the result of one vector-of-floats type.
pub(crate) fn fma(cx: &Cx, op: VectorFma) -> Check {
    let op = op.op();
    let o = &cx.ir[op];
    let Some(&res) = o.results.first() else {
        return Ok(());
    };
    let t = ty(cx, res);
    if o.operands.iter().any(|&v| ty(cx, v) != t) {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {lhs, rhs, acc, result} have same type",
            )
            .help(format!("give every operand type '{t}'")));
    }
    match vector(t) {
        Some((_, Type::Float(_))) => Ok(()),
        _ => Err(cx
            .err(
                op,
                format!("result #0 must be vector of floating-point values, but got '{t}'"),
            )
            .help("vector.fma computes on floats")),
    }
}

/// A cast's source and the shapes and element types of its source and
/// result vectors, when both are static vectors.
type CastVectors<'a> = (ValueId, (Vec<u64>, &'a Type), (Vec<u64>, &'a Type));

fn cast_vectors<'a>(cx: &'a Cx, op: OpId) -> Option<CastVectors<'a>> {
    let o = &cx.ir[op];
    let (&src, &res) = (o.operands.first()?, o.results.first()?);
    Some((src, vector(ty(cx, src))?, vector(ty(cx, res))?))
}

/// `vector.bitcast`: the same bits in the minor dimension, the other
/// dimensions equal (MLIR's rules and messages).
pub(crate) fn bitcast(cx: &Cx, op: VectorBitcast) -> Check {
    let op = op.op();
    let Some((src, (a, ea), (b, eb))) = cast_vectors(cx, op) else {
        return Ok(());
    };
    if a.len() != b.len() {
        return Err(cx
            .err(
                op,
                "failed to verify that all of {source, result} have same rank",
            )
            .help("vector.bitcast keeps the rank: only the minor dimension changes"));
    }
    if let Some(i) = (0..a.len().saturating_sub(1)).find(|&i| a[i] != b[i]) {
        return Err(cx
            .err(op, format!("dimension size mismatch at: {i}"))
            .help("vector.bitcast changes the minor dimension only"));
    }
    let bits = |d: Option<&u64>, e: &Type| Some(d.copied().unwrap_or(1) * e.bit_width()?);
    if bits(a.last(), ea) != bits(b.last(), eb) {
        let what = match a.is_empty() {
            true => "source/result bitwidth of the 0-D vector element types must be equal",
            false => "source/result bitwidth of the minor 1-D vectors must be equal",
        };
        return Err(cx.err(op, what).help(format!(
            "'{}' has {} bits in its minor dimension",
            ty(cx, src),
            bits(a.last(), ea).unwrap_or(0)
        )));
    }
    Ok(())
}

/// `vector.shape_cast`: as many elements, of the same type.
pub(crate) fn shape_cast(cx: &Cx, op: VectorShapeCast) -> Check {
    let op = op.op();
    let Some((src, (a, ea), (b, eb))) = cast_vectors(cx, op) else {
        return Ok(());
    };
    if ea != eb {
        return Err(cx
            .err(op, "source/result element types must match")
            .help(format!("cast to a vector of '{ea}'")));
    }
    if a.iter().product::<u64>() != b.iter().product::<u64>() {
        return Err(cx
            .err(op, "source/result number of elements must match")
            .help(format!(
                "'{}' has {} elements",
                ty(cx, src),
                a.iter().product::<u64>()
            )));
    }
    Ok(())
}

/// `vector.extract_strided_slice`: offsets, sizes and unit strides over the
/// leading dimensions, inside the source; the result is the slice.
pub(crate) fn extract_strided_slice(cx: &Cx, slice: VectorExtractStridedSlice) -> Check {
    let op = slice.op();
    let o = &cx.ir[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return Ok(());
    };
    let Some((shape, elem)) = vector(ty(cx, src)) else {
        return Ok(());
    };
    let ir = cx.ir;
    let (offsets, sizes, strides) = (slice.offsets(ir), slice.sizes(ir), slice.strides(ir));
    if offsets.len() > shape.len() || sizes.len() != offsets.len() || strides.len() != offsets.len()
    {
        return Err(cx
            .err(op, "expected offsets, sizes and strides attributes of the same rank, no greater than vector rank")
            .help(format!("give one offset, size and stride per leading dimension of '{}'", ty(cx, src))));
    }
    for (i, ((&off, &size), &stride)) in offsets.iter().zip(&sizes).zip(&strides).enumerate() {
        let d = shape[i] as i64;
        if stride != 1 || off < 0 || size < 1 || off + size > d {
            return Err(cx
                .err(op, format!("expected dimension {i} of the slice (offset {off}, size {size}, stride {stride}) to be confined to [0, {d}) with stride 1"))
                .help("slices take unit strides and stay inside the source"));
        }
    }
    let mut want: Vec<u64> = sizes.iter().map(|&s| s as u64).collect();
    want.extend(&shape[sizes.len()..]);
    let want = vector_of(&want, elem);
    if *ty(cx, res) != want {
        return Err(cx
            .err(op, format!("inferred type(s) '{want}' are incompatible with return type(s) of operation '{}'", ty(cx, res)))
            .help(format!("the slice has type '{want}'")));
    }
    Ok(())
}

pub(crate) fn create_mask(cx: &Cx, op: VectorCreateMask) -> Check {
    mask(cx, op.op(), None)
}

pub(crate) fn constant_mask(cx: &Cx, op: VectorConstantMask) -> Check {
    mask(cx, op.op(), Some(op.mask_dim_sizes(cx.ir)))
}

/// `vector.create_mask` (no `sizes`: one `index` operand per result
/// dimension) and `vector.constant_mask` (its `sizes` inside the result, all
/// zero if one is).
fn mask(cx: &Cx, op: OpId, sizes: Option<Vec<i64>>) -> Check {
    let o = &cx.ir[op];
    let Some(&res) = o.results.first() else {
        return Ok(());
    };
    let Some((shape, Type::Int { width: 1, .. })) = vector(ty(cx, res)) else {
        return Err(cx
            .err(
                op,
                format!(
                    "result #0 must be vector of 1-bit signless integer values, but got '{}'",
                    ty(cx, res)
                ),
            )
            .help("a mask is a vector of i1"));
    };
    let Some(sizes) = sizes else {
        if o.operands.len() != shape.len() {
            return Err(cx
                .err(
                    op,
                    "must specify an operand for each result vector dimension",
                )
                .help(format!("give {} index operands", shape.len())));
        }
        return index_operands(cx, op, &o.operands);
    };
    if sizes.len() != shape.len() || !o.operands.is_empty() {
        return Err(cx
            .err(
                op,
                "must specify array attr of size equal vector result rank",
            )
            .help(format!("give {} constant sizes", shape.len())));
    }
    if sizes
        .iter()
        .zip(&shape)
        .any(|(&s, &d)| s < 0 || s as u64 > d)
    {
        return Err(cx
            .err(
                op,
                "array attr of size out of bounds of vector result dimension size",
            )
            .help(format!("each size lies in 0..={:?}", shape)));
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err(cx
            .err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")
            .help("a mask with a zero size is all false: write every size as 0"));
    }
    Ok(())
}

/// `vector.shuffle`: two 1-D vectors of one element type; each mask entry
/// picks a lane of their concatenation (or is -1, poison), and the result
/// has one lane per entry.
pub(crate) fn shuffle(cx: &Cx, op: VectorShuffle) -> Check {
    let o = &cx.ir[op.op()];
    let (Some(&a), Some(&b), Some(&r)) = (o.operands.first(), o.operands.get(1), o.results.first())
    else {
        return Ok(());
    };
    let (Some((sa, ea)), Some((sb, eb))) = (vector(ty(cx, a)), vector(ty(cx, b))) else {
        return Err(cx
            .err(op.op(), "expects static vectors")
            .help("vector.shuffle picks lanes of two 1-D vectors"));
    };
    if sa.len() != 1 || sb.len() != 1 || ea != eb {
        return Err(cx
            .err(op.op(), "expects two 1-D vectors of one element type")
            .help("vector.shape_cast flattens a vector first"));
    }
    let lanes = (sa[0] + sb[0]) as i64;
    let mask = op.mask(cx.ir);
    if let Some(&m) = mask.iter().find(|&&m| m < -1 || m >= lanes) {
        return Err(cx
            .err(op.op(), format!("mask index #{m} out of range"))
            .help(format!(
                "each entry picks one of the {lanes} lanes, or is -1"
            )));
    }
    let want = vector_of(&[mask.len() as u64], ea);
    if *ty(cx, r) != want {
        return Err(cx
            .err(op.op(), format!("expects the result to be '{want}'"))
            .help("one lane per mask entry"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    fn core(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 2)\n%c = aie.core(%t) {{\n%c0 = arith.constant 0 : index\n%i = arith.constant 1 : i32\n%f = arith.constant 1.0 : f32\n%v = arith.constant dense<1> : vector<8xi32>\n%w = arith.constant dense<1.0> : vector<4xf32>\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn reductions() {
        ok(&core("%r = vector.reduction <add>, %v, %i : vector<8xi32> into i32\n%s = vector.reduction <maximumf>, %w : vector<4xf32> into f32"));
        expect(
            &core("%r = vector.reduction <minimumf>, %v : vector<8xi32> into i32"),
            "reduction",
            "'vector.reduction' op unsupported reduction type 'i32' for kind 'minimumf'",
        );
        expect(
            &core("%r = vector.reduction <add>, %v : vector<8xi32> into i16"),
            "reduction",
            "'vector.reduction' op failed to verify that source operand and result have same element type",
        );
        expect(
            &core("%r = vector.reduction <add>, %v, %f : vector<8xi32> into i32"),
            "reduction",
            "'vector.reduction' op failed to verify that dest and acc have the same type",
        );
    }

    #[test]
    fn value_ops() {
        ok(&core("%b = vector.broadcast %v : vector<8xi32> to vector<2x8xi32>\n%e = vector.extract %b[1] : vector<8xi32> from vector<2x8xi32>\n%x = vector.insert %i, %e[%c0] : i32 into vector<8xi32>\n%s = vector.shape_cast %b : vector<2x8xi32> to vector<16xi32>\n%l = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [1, 4], strides = [1, 1]} : vector<2x8xi32> to vector<1x4xi32>\n%p = vector.splat %f : vector<4xf32>\n%m = vector.fma %w, %w, %p : vector<4xf32>\n%k = vector.constant_mask [0, 0] : vector<2x3xi1>"));
        expect(
            &core("%b = vector.broadcast %v : vector<8xi32> to vector<2x4xi32>"),
            "broadcast",
            "'vector.broadcast' op dimension mismatch (8 vs. 4)",
        );
        expect(
            &core("%e = vector.extract %v[8] : i32 from vector<8xi32>"),
            "extract",
            "'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
        );
        expect(
            &core("%e = vector.extract %v[1] : i16 from vector<8xi32>"),
            "extract",
            "'vector.extract' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i16'",
        );
        expect(
            &core("%x = vector.insert %f, %v[0] : f32 into vector<8xi32>"),
            "insert",
            "'vector.insert' op expected position attribute rank + source rank to match dest vector rank",
        );
        expect(
            &core("%s = vector.shape_cast %v : vector<8xi32> to vector<2x8xi32>"),
            "shape_cast",
            "'vector.shape_cast' op source/result number of elements must match",
        );
        expect(
            &core("%l = vector.extract_strided_slice %v {offsets = [6], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>"),
            "strided",
            "'vector.extract_strided_slice' op expected dimension 0 of the slice (offset 6, size 4, stride 1) to be confined to [0, 8) with stride 1",
        );
        expect(
            &core("%m = vector.fma %v, %v, %v : vector<8xi32>"),
            "fma",
            "'vector.fma' op result #0 must be vector of floating-point values, but got 'vector<8xi32>'",
        );
        expect(
            &core("%k = vector.constant_mask [1, 0] : vector<2x3xi1>"),
            "constant_mask",
            "'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        );
        ok(&core("%b = arith.constant true\n%s = arith.select %b, %v, %v : vector<8xi32>\n%m = vector.create_mask %c0 : vector<8xi1>\n%u = arith.select %m, %v, %s : vector<8xi1>, vector<8xi32>"));
        expect(
            &core("%m = vector.create_mask %c0 : vector<4xi1>\n%u = arith.select %m, %v, %v : vector<4xi1>, vector<8xi32>"),
            "select",
            "'arith.select' op failed to verify that condition is signless i1 or has matching shape",
        );
        expect(
            &core("%k = vector.create_mask %c0 : vector<2x3xi1>"),
            "create_mask",
            "'vector.create_mask' op must specify an operand for each result vector dimension",
        );
    }
}
