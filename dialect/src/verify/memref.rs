//! memref view and copy ops (MLIR's `MemRefOps.cpp` verifiers): the offset,
//! size and stride lists of `memref.subview` and `memref.reinterpret_cast`
//! against the source and result types (strides and offsets inferred from
//! strided layouts), `memref.cast` compatibility, the reassociation of
//! `memref.collapse_shape` / `memref.expand_shape`,
//! `memref.assume_alignment` and `memref.copy`, the indices of `memref.load`
//! and `memref.store` (one per dimension); `memref.alloca` (inside an
//! automatic allocation scope, a static shape) and `memref.alloca_scope`
//! (its `memref.alloca_scope.return` returns its results).

use super::{Check, Cx};
use crate::ir::types::strided_layout;
use crate::ir::{Attr, Dim, OpId, Type, ValueId, View};
use crate::ops::views::{
    MemrefAlloca, MemrefAllocaScope, MemrefAssumeAlignment, MemrefCast, MemrefCollapseShape,
    MemrefCopy, MemrefExpandShape, MemrefLoad, MemrefReinterpretCast, MemrefStore, MemrefSubview,
    MemrefView,
};
use crate::ops::DYNAMIC;

/// A ranked memref's parts: shape, element type, memory space.
struct Ranked<'a> {
    shape: &'a [Dim],
    elem: &'a Type,
    space: Option<&'a Attr>,
}

fn ranked(ty: &Type) -> Option<Ranked<'_>> {
    match ty {
        Type::MemRef {
            shape: Some(shape),
            elem,
            space,
            ..
        } => Some(Ranked {
            shape,
            elem,
            space: space.as_deref(),
        }),
        _ => None,
    }
}

/// `Some(v)` for a static entry of a mixed list, `None` for a dynamic one.
fn entry(v: i64) -> Option<i64> {
    (v != DYNAMIC).then_some(v)
}

/// `a * b` in MLIR's saturated arithmetic (`None` dynamic): a static 0
/// times anything is 0.
fn saturated_mul(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (a, b) => a.zip(b).and_then(|(a, b)| a.checked_mul(b)),
    }
}

/// The types of the first operand and the first result of `op`.
fn source_result<'a>(cx: &Cx<'a>, op: OpId) -> Option<(&'a Type, &'a Type)> {
    let o = &cx.ir[op];
    Some((
        cx.ir.type_of(*o.operands.first()?),
        cx.ir.type_of(*o.results.first()?),
    ))
}

/// Checks that the operands of `op` after its source are as many as the
/// dynamic entries of its mixed `lists` (MLIR: "expected N dynamic ... values").
fn dynamic_operands(cx: &Cx, op: OpId, lists: &[&[i64]]) -> Check {
    let want: usize = lists
        .iter()
        .map(|l| l.iter().filter(|&&v| v == DYNAMIC).count())
        .sum();
    let have = cx.ir[op].operands.len().saturating_sub(1);
    if want == have {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("expected {want} dynamic index values, got {have} operands"),
        )
        .help("give one SSA value for each dynamic (`?`) entry of the offsets, sizes and strides"))
}

/// Checks that `lists` (name, entries) each have `rank` entries.
fn list_lengths(cx: &Cx, op: OpId, rank: usize, lists: &[(&str, &[i64])]) -> Check {
    for (name, l) in lists {
        if l.len() != rank {
            return Err(cx
                .err(
                    op,
                    format!("expected {rank} {name} values, got {}", l.len()),
                )
                .help(format!("give one {name} per dimension ({rank})")));
        }
    }
    Ok(())
}

pub(crate) fn subview(cx: &Cx, view: MemrefSubview) -> Check {
    let op = view.op();
    let Some((src_ty, res_ty)) = source_result(cx, op) else {
        return Ok(());
    };
    let (Some(src), Some(res)) = (ranked(src_ty), ranked(res_ty)) else {
        return Err(cx
            .err(op, "expected a ranked memref source and result")
            .help("subviews take and give ranked memrefs"));
    };
    let (offsets, sizes, strides) = (
        view.static_offsets(cx.ir),
        view.static_sizes(cx.ir),
        view.static_strides(cx.ir),
    );
    let rank = src.shape.len();
    list_lengths(
        cx,
        op,
        rank,
        &[("offset", &offsets), ("size", &sizes), ("stride", &strides)],
    )?;
    dynamic_operands(cx, op, &[&offsets, &sizes, &strides])?;
    if src.elem != res.elem {
        return Err(cx
            .err(
                op,
                format!("expected result element type to be '{}'", src.elem),
            )
            .help("a subview keeps the element type"));
    }
    if res.shape.len() > rank {
        return Err(cx
            .err(
                op,
                "expected result rank to be smaller or equal to the source rank.",
            )
            .help("a subview selects within its source; it adds no dimension"));
    }
    let inferred = Inferred::of(src_ty, &offsets, &sizes, &strides);
    let mismatch = |what: &str| {
        Err(cx
            .err(
                op,
                format!(
                    "expected result type to be '{}' or a rank-reduced version. ({what})",
                    inferred.ty(src_ty)
                ),
            )
            .help(
                "the result type follows from the source type and the offsets, sizes and strides",
            ))
    };
    let Some(kept) = inferred.kept_dims(res.shape) else {
        return mismatch("mismatch of result sizes");
    };
    if let (Some((want_s, want_o)), Some((got_s, got_o))) =
        (&inferred.layout, res_ty.strides_and_offset())
    {
        let same_strides = kept.iter().zip(&got_s).all(|(&i, g)| want_s[i] == *g);
        if !same_strides || *want_o != got_o {
            return mismatch("mismatch of result layout");
        }
    }
    if src.space != res.space {
        return mismatch("mismatch of result memory space");
    }
    Ok(())
}

/// The type a subview infers: sizes, and strides and offset when the
/// source has a strided layout.
struct Inferred {
    sizes: Vec<Option<i64>>,
    layout: Option<(Vec<Option<i64>>, Option<i64>)>,
}

impl Inferred {
    fn of(src: &Type, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Inferred {
        let layout = src.strides_and_offset().map(|(s, o)| {
            let mut offset = o;
            let mut out = Vec::new();
            for ((&st, &off), &step) in s.iter().zip(offsets).zip(strides) {
                let term = saturated_mul(st, entry(off));
                offset = offset.zip(term).and_then(|(a, b)| a.checked_add(b));
                out.push(saturated_mul(st, entry(step)));
            }
            (out, offset)
        });
        Inferred {
            sizes: sizes.iter().map(|&s| entry(s)).collect(),
            layout,
        }
    }

    /// The inferred dimensions the result keeps (the others are dropped
    /// unit dimensions), if the result's shape is a rank reduction.
    fn kept_dims(&self, result: &[Dim]) -> Option<Vec<usize>> {
        let mut kept = Vec::new();
        for (i, &s) in self.sizes.iter().enumerate() {
            let next = result.get(kept.len());
            let fits = match (s, next) {
                (Some(a), Some(Dim::Static(b))) => u64::try_from(a).ok() == Some(*b),
                (None, Some(Dim::Dynamic)) => true,
                _ => false,
            };
            if fits {
                kept.push(i);
            } else if s != Some(1) {
                return None;
            }
        }
        (kept.len() == result.len()).then_some(kept)
    }

    /// The inferred type, as MLIR names it in its message.
    fn ty(&self, src: &Type) -> Type {
        let Type::MemRef { elem, space, .. } = src else {
            return src.clone();
        };
        let shape = self
            .sizes
            .iter()
            .map(|s| {
                s.and_then(|v| u64::try_from(v).ok())
                    .map_or(Dim::Dynamic, Dim::Static)
            })
            .collect();
        let layout = self
            .layout
            .as_ref()
            .map(|(s, o)| Box::new(strided_layout(s, *o)));
        Type::MemRef {
            shape: Some(shape),
            elem: elem.clone(),
            layout,
            space: space.clone(),
        }
    }
}

pub(crate) fn reinterpret_cast(cx: &Cx, cast: MemrefReinterpretCast) -> Check {
    let op = cast.op();
    let Some((src_ty, res_ty)) = source_result(cx, op) else {
        return Ok(());
    };
    let (
        Type::MemRef {
            elem: src_elem,
            space: src_space,
            ..
        },
        Some(res),
    ) = (src_ty, ranked(res_ty))
    else {
        return Err(cx
            .err(op, "expected a memref source and a ranked memref result")
            .help("reinterpret_cast gives a ranked memref of a memref's data"));
    };
    if **src_elem != *res.elem {
        return Err(cx
            .err(op, format!("different element types specified for source type '{src_ty}' and result memref type '{res_ty}'"))
            .help("reinterpret_cast keeps the element type"));
    }
    if src_space.as_deref() != res.space {
        return Err(cx
            .err(op, format!("different memory spaces specified for source type '{src_ty}' and result memref type '{res_ty}'"))
            .help("reinterpret_cast keeps the memory space"));
    }
    let (offsets, sizes, strides) = (
        cast.static_offsets(cx.ir),
        cast.static_sizes(cx.ir),
        cast.static_strides(cx.ir),
    );
    list_lengths(cx, op, 1, &[("offset", &offsets)])?;
    let rank = res.shape.len();
    list_lengths(cx, op, rank, &[("size", &sizes), ("stride", &strides)])?;
    dynamic_operands(cx, op, &[&offsets, &sizes, &strides])?;
    for (i, (&s, d)) in sizes.iter().zip(res.shape).enumerate() {
        if let (Some(s), Dim::Static(d)) = (entry(s), d) {
            if u64::try_from(s).ok() != Some(*d) {
                return Err(cx
                    .err(
                        op,
                        format!("expected result type with size = {s} instead of {d} in dim = {i}"),
                    )
                    .help("the result type's shape is the sizes given"));
            }
        }
    }
    let Some((res_strides, res_offset)) = res_ty.strides_and_offset() else {
        return Ok(());
    };
    if let (Some(o), Some(r)) = (entry(offsets[0]), res_offset) {
        if o != r {
            return Err(cx
                .err(
                    op,
                    format!("expected result type with offset = {o} instead of {r}"),
                )
                .help("the result type's layout has the offset given"));
        }
    }
    for (i, (&s, r)) in strides.iter().zip(res_strides).enumerate() {
        if let (Some(s), Some(r)) = (entry(s), r) {
            if s != r {
                return Err(cx
                    .err(
                        op,
                        format!(
                            "expected result type with stride = {s} instead of {r} in dim = {i}"
                        ),
                    )
                    .help("the result type's layout has the strides given"));
            }
        }
    }
    Ok(())
}

/// Whether two shapes agree wherever both are static.
fn compatible(a: &[Dim], b: &[Dim]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (Dim::Static(p), Dim::Static(q)) => p == q,
            _ => true,
        })
}

/// `memref.view`: a 1-D i8 source, identity layouts and one memory space on
/// both sides, an index byte shift, a size operand per dynamic result
/// dimension (MLIR's rules and messages).
pub(crate) fn view(cx: &Cx, op: MemrefView) -> Check {
    let op = op.op();
    let Some((a, b)) = source_result(cx, op) else {
        return Ok(());
    };
    let byte_source = matches!(a, Type::MemRef { shape: Some(s), elem, .. } if s.len() == 1 && **elem == Type::I8);
    if !byte_source {
        return Err(cx
            .err(
                op,
                format!(
                    "operand #0 must be 1D memref of 8-bit signless integer values, but got '{a}'"
                ),
            )
            .help("view a flat byte buffer (memref<Nxi8>)"));
    }
    let (
        Type::MemRef {
            layout: la,
            space: sa,
            ..
        },
        Type::MemRef {
            shape: sb,
            layout: lb,
            space: pb,
            ..
        },
    ) = (a, b)
    else {
        return Ok(());
    };
    if la.is_some() {
        return Err(cx
            .err(op, format!("unsupported map for base memref type {a}"))
            .help("the source has the identity layout"));
    }
    if lb.is_some() {
        return Err(cx
            .err(op, format!("unsupported map for result memref type {b}"))
            .help("the result has the identity layout"));
    }
    if sa != pb {
        return Err(cx
            .err(op, format!("different memory spaces specified for base memref type {a} and view memref type {b}"))
            .help("a view stays in its source's memory space"));
    }
    let dynamic = sb.as_ref().map_or(0, |s| {
        s.iter()
            .filter(|d| !matches!(d, crate::ir::Dim::Static(_)))
            .count()
    });
    let sizes = cx.ir[op].operands.len().saturating_sub(2);
    if sizes != dynamic {
        return Err(cx
            .err(
                op,
                format!("incorrect number of size operands for type {b}"),
            )
            .help(format!("give one size per `?` of the result ({dynamic})")));
    }
    Ok(())
}

pub(crate) fn cast(cx: &Cx, op: MemrefCast) -> Check {
    let op = op.op();
    let Some((a, b)) = source_result(cx, op) else {
        return Ok(());
    };
    let ok = match (a, b) {
        (
            Type::MemRef {
                shape: sa,
                elem: ea,
                space: pa,
                ..
            },
            Type::MemRef {
                shape: sb,
                elem: eb,
                space: pb,
                ..
            },
        ) => {
            ea == eb
                && pa == pb
                && match (sa, sb) {
                    (Some(x), Some(y)) => compatible(x, y),
                    _ => true,
                }
        }
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!("operand type '{a}' and result type '{b}' are cast incompatible"),
        )
        .help("a cast changes only static sizes to `?` or back, and layouts"))
}

pub(crate) fn collapse_shape(cx: &Cx, op: MemrefCollapseShape) -> Check {
    reshape(cx, op.op(), op.reassociation(cx.ir), Reshape::Collapse)
}

pub(crate) fn expand_shape(cx: &Cx, op: MemrefExpandShape) -> Check {
    let output = Reshape::Expand(op.static_output_shape(cx.ir));
    reshape(cx, op.op(), op.reassociation(cx.ir), output)
}

/// Which way a reshape goes.
enum Reshape {
    Collapse,
    /// With the static entries of its `output_shape`, if given.
    Expand(Option<Vec<i64>>),
}

/// `memref.collapse_shape` and `memref.expand_shape`, of reassociation
/// `groups`.
fn reshape(cx: &Cx, op: OpId, groups: Vec<Vec<i64>>, way: Reshape) -> Check {
    let collapse = matches!(way, Reshape::Collapse);
    let Some((src_ty, res_ty)) = source_result(cx, op) else {
        return Ok(());
    };
    let (Some(src), Some(res)) = (ranked(src_ty), ranked(res_ty)) else {
        return Err(cx
            .err(op, "expected ranked memref source and result")
            .help("reshapes take and give ranked memrefs"));
    };
    let (big, small) = if collapse { (&src, &res) } else { (&res, &src) };
    if groups.len() != small.shape.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "invalid number of reassociation groups: found {}, expected {}",
                    groups.len(),
                    small.shape.len()
                ),
            )
            .help("give one group of dimensions per dimension of the collapsed type"));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        if g.is_empty()
            || g.iter().any(|&d| {
                let ok = d == next;
                next += 1;
                !ok
            })
        {
            return Err(cx
                .err(
                    op,
                    format!("expected reassociation map #{i} to be valid and contiguous"),
                )
                .help("the groups list the dimensions of the expanded type in order, each once"));
        }
    }
    if next != big.shape.len() as i64 {
        return Err(cx
            .err(
                op,
                format!(
                    "expected reassociation to cover the {} dimensions of the expanded type",
                    big.shape.len()
                ),
            )
            .help("the groups list every dimension of the expanded type"));
    }
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let dims = &big.shape[start..start + g.len()];
        start += g.len();
        collapsed_dim(cx, op, i, dims, small.shape[i])?;
    }
    if let Reshape::Expand(Some(out)) = way {
        output_shape(cx, op, &out, res.shape)?;
    }
    Ok(())
}

/// Dimension `i` of the collapsed type is the product of `dims` of the expanded one.
fn collapsed_dim(cx: &Cx, op: OpId, i: usize, dims: &[Dim], d: Dim) -> Check {
    let product = dims.iter().try_fold(1u64, |n, x| match x {
        Dim::Static(s) => n.checked_mul(*s),
        _ => None,
    });
    match (product, d) {
        (Some(p), Dim::Static(s)) if p != s => Err(cx
            .err(op, format!("expected dimension {i} of collapsed type to be static value of {p}"))
            .help("a collapsed dimension's size is the product of its group's sizes")),
        (None, Dim::Static(_)) => Err(cx
            .err(op, format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"))
            .help("write `?` for this dimension")),
        _ => Ok(()),
    }
}

/// `output_shape` of `memref.expand_shape` (its static entries `out`)
/// against its result's shape.
fn output_shape(cx: &Cx, op: OpId, out: &[i64], shape: &[Dim]) -> Check {
    dynamic_operands(cx, op, &[out])?;
    if out.len() != shape.len() {
        return Err(cx
            .err(op, format!("expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead", shape.len(), out.len()))
            .help("give one output size per dimension of the result"));
    }
    for (i, (&s, d)) in out.iter().zip(shape).enumerate() {
        if let (Some(s), Dim::Static(d)) = (entry(s), d) {
            if u64::try_from(s).ok() != Some(*d) {
                return Err(cx
                    .err(op, format!("invalid output shape provided at pos {i}"))
                    .help(format!("the result type gives size {d} there")));
            }
        }
    }
    Ok(())
}

pub(crate) fn assume_alignment(cx: &Cx, op: MemrefAssumeAlignment) -> Check {
    match op.alignment(cx.ir) {
        a if a <= 0 => Err(cx
            .err(op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive")
            .help("give a positive power of two")),
        a if a & (a - 1) != 0 => Err(cx
            .err(op, "alignment must be power of 2")
            .help("give a power of two such as 64")),
        _ => Ok(()),
    }
}

/// `memref.store`: the value is of the memref's element type.
pub(crate) fn store(cx: &Cx, op: MemrefStore) -> Check {
    let op = op.op();
    let ir = cx.ir;
    let [value, memref, ..] = ir[op].operands[..] else {
        return Ok(());
    };
    match ir.type_of(memref).element() {
        Some(elem) if elem != ir.type_of(value) => Err(cx
            .err(
                op,
                "failed to verify that type of 'value' matches element type of 'memref'",
            )
            .help(format!("store a '{elem}'"))),
        _ => indexed(cx, op, memref, 2, |_, _| {
            "store index operand count not equal to memref rank".to_string()
        }),
    }
}

/// MLIR's `LoadOp::verify`: one index per dimension of the memref.
pub(crate) fn load(cx: &Cx, op: MemrefLoad) -> Check {
    let op = op.op();
    let Some(&memref) = cx.ir[op].operands.first() else {
        return Ok(());
    };
    indexed(cx, op, memref, 1, |rank, got| {
        format!("incorrect number of indices for load, expected {rank} but got {got}")
    })
}

/// An access of `memref` by `op`, whose operands after the first `skip`
/// are its indices: one per dimension of a ranked memref, else the error
/// `message(rank, indices)`.
fn indexed(
    cx: &Cx,
    op: OpId,
    memref: ValueId,
    skip: usize,
    message: impl Fn(usize, usize) -> String,
) -> Check {
    let Type::MemRef {
        shape: Some(shape), ..
    } = cx.ir.type_of(memref)
    else {
        return Ok(());
    };
    let indices = cx.ir[op].operands.len().saturating_sub(skip);
    if indices == shape.len() {
        return Ok(());
    }
    Err(cx.err(op, message(shape.len(), indices)).help(format!(
        "give one index per dimension of the memref ({})",
        shape.len()
    )))
}

pub(crate) fn copy(cx: &Cx, op: MemrefCopy) -> Check {
    let op = op.op();
    let ir = cx.ir;
    let [a, b] = ir[op].operands[..] else {
        return Ok(());
    };
    let (ta, tb) = (ir.type_of(a), ir.type_of(b));
    if ta.element() != tb.element() {
        return Err(cx
            .err(op, "requires the same element type for all operands")
            .help(format!("'{ta}' and '{tb}' differ in element type")));
    }
    let shape = |t: &Type| match t {
        Type::MemRef { shape: Some(s), .. } => Some(s.clone()),
        _ => None,
    };
    match (shape(ta), shape(tb)) {
        (Some(x), Some(y)) if !compatible(&x, &y) => Err(cx
            .err(op, "requires the same shape for all operands")
            .help(format!("'{ta}' and '{tb}' differ in shape"))),
        _ => Ok(()),
    }
}

/// `memref.alloca` (MLIR's `AllocaOp::verify` and `verifyAllocLikeOp`): a
/// memref result, inside an op that frees stack allocations (an automatic
/// allocation scope: `aie.core`, `func.func`, a loop, `memref.alloca_scope`),
/// one size operand per dynamic dimension (aiec's take none) and one symbol
/// operand per symbol of its layout map (none either).
pub(crate) fn alloca(cx: &Cx, alloca: MemrefAlloca) -> Check {
    let (ir, op) = (cx.ir, alloca.op());
    let Some(&r) = ir[op].results.first() else {
        return Ok(());
    };
    let ty = ir.type_of(r);
    let Type::MemRef { shape, layout, .. } = ty else {
        return Err(cx
            .err(
                op,
                format!("result #0 must be memref of any type values, but got '{ty}'"),
            )
            .help("allocate a memref type: `memref.alloca() : memref<16xi32>`"));
    };
    let mut up = ir.parent_op(op);
    while let Some(p) = up {
        if crate::ops::is_allocation_scope(ir[p].name()) {
            break;
        }
        up = ir.parent_op(p);
    }
    if up.is_none() {
        return Err(cx
            .err(
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            )
            .help("allocate inside an aie.core, a func.func, a loop or a memref.alloca_scope, which free it on leaving"));
    }
    let dynamic = shape
        .iter()
        .flatten()
        .filter(|d| matches!(d, Dim::Dynamic))
        .count();
    if dynamic > 0 {
        return Err(cx
            .err(
                op,
                "dimension operand count does not equal memref dynamic dimension count",
            )
            .help("give the memref a static shape: aiec's memref.alloca takes no size operands"));
    }
    let symbols = match layout.as_deref() {
        Some(Attr::Opaque(text)) => crate::ir::AffineMap::parse(text).map_or(0, |m| m.syms),
        _ => 0,
    };
    if symbols > 0 {
        return Err(cx
            .err(
                op,
                format!(
                    "symbol operand count does not equal memref symbol count: expected {symbols}, got 0"
                ),
            )
            .help("give the memref a layout without symbols: aiec's memref.alloca takes no symbol operands"));
    }
    Ok(())
}

/// `memref.alloca_scope`: what its `memref.alloca_scope.return` returns
/// are its results (MLIR's region-branch check).
pub(crate) fn alloca_scope(cx: &Cx, scope: MemrefAllocaScope) -> Check {
    let (ir, op) = (cx.ir, scope.op());
    let Some(block) = ir.entry_block(op, 0) else {
        return Ok(());
    };
    let types = |vs: &[crate::ir::ValueId]| vs.iter().map(|&v| ir.type_of(v)).collect::<Vec<_>>();
    let results = types(&ir[op].results);
    let returned = match ir.last_op(block) {
        Some(t) if ir.is(t, crate::ir::OpKind::MemrefAllocaScopeReturn) => types(&ir[t].operands),
        _ => Vec::new(),
    };
    super::scf::edge(cx, op, "Region #0", "parent results", &returned, &results)
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    fn core(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 2)\n%b = aie.buffer(%t) : memref<4x8xi32>\n%c = aie.core(%t) {{\n%c1 = arith.constant 1 : index\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn valid_views() {
        ok(&core("%s = memref.subview %b[%c1, 2] [2, 4] [1, 1] : memref<4x8xi32> to memref<2x4xi32, strided<[8, 1], offset: ?>>\n%r = memref.subview %b[1, 2] [1, 4] [1, 2] : memref<4x8xi32> to memref<4xi32, strided<[2], offset: 10>>\n%x = memref.reinterpret_cast %b to offset: [0], sizes: [32], strides: [1] : memref<4x8xi32> to memref<32xi32>\n%y = memref.collapse_shape %b [[0, 1]] : memref<4x8xi32> into memref<32xi32>\n%z = memref.expand_shape %y [[0, 1]] output_shape [8, 4] : memref<32xi32> into memref<8x4xi32>\nmemref.copy %x, %y : memref<32xi32> to memref<32xi32>\n%w = memref.cast %y : memref<32xi32> to memref<?xi32>"));
    }

    #[test]
    fn subviews() {
        expect(
            &core("%s = memref.subview %b[0] [2] [1] : memref<4x8xi32> to memref<2xi32>"),
            "memref.subview",
            "'memref.subview' op expected 2 offset values, got 1",
        );
        expect(
            &core("%s = \"memref.subview\"(%b) <{static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x8xi32>) -> memref<1x1xi32, strided<[8, 1], offset: ?>>"),
            "memref.subview",
            "'memref.subview' op expected 1 dynamic index values, got 0 operands",
        );
        expect(
            &core("%s = memref.subview %b[0, 0] [2, 4] [1, 1] : memref<4x8xi32> to memref<2x2xi32, strided<[8, 1]>>"),
            "memref.subview",
            "'memref.subview' op expected result type to be 'memref<2x4xi32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes)",
        );
        expect(
            &core("%s = memref.subview %b[1, 0] [2, 4] [1, 1] : memref<4x8xi32> to memref<2x4xi32, strided<[8, 1]>>"),
            "memref.subview",
            "'memref.subview' op expected result type to be 'memref<2x4xi32, strided<[8, 1], offset: 8>>' or a rank-reduced version. (mismatch of result layout)",
        );
    }

    #[test]
    fn casts_reshapes_copies() {
        expect(
            &core("%x = memref.reinterpret_cast %b to offset: [0], sizes: [16], strides: [1] : memref<4x8xi32> to memref<32xi32>"),
            "reinterpret_cast",
            "'memref.reinterpret_cast' op expected result type with size = 16 instead of 32 in dim = 0",
        );
        expect(
            &core("%y = memref.collapse_shape %b [[0, 1]] : memref<4x8xi32> into memref<16xi32>"),
            "collapse_shape",
            "'memref.collapse_shape' op expected dimension 0 of collapsed type to be static value of 32",
        );
        expect(
            &core("%y = memref.cast %b : memref<4x8xi32> to memref<4x4xi32>"),
            "memref.cast",
            "'memref.cast' op operand type 'memref<4x8xi32>' and result type 'memref<4x4xi32>' are cast incompatible",
        );
        expect(
            &core("%y = memref.reinterpret_cast %b to offset: [0], sizes: [32], strides: [1] : memref<4x8xi32> to memref<32xi32>\nmemref.copy %b, %y : memref<4x8xi32> to memref<32xi32>"),
            "memref.copy",
            "'memref.copy' op requires the same shape for all operands",
        );
        expect(
            &core("memref.assume_alignment %b, 48 : memref<4x8xi32>"),
            "assume_alignment",
            "'memref.assume_alignment' op alignment must be power of 2",
        );
    }
}
