//! `--aie-hoist-vector-transfer-pointers` (mlir-aie's
//! AIEHoistVectorTransferPointers): in each `scf.for`, a
//! `vector.transfer_read` / `transfer_write` directly in the body whose
//! indices move with the induction variable reads its memref through a
//! running element offset instead: the memref is flattened to 1-D
//! (`memref.collapse_shape` before the loop), the offset at the loop's
//! lower bound is a new `iter_args` value, the transfer reads or writes the
//! flat memref at it (a `vector.shape_cast` to and from a 1-D vector where
//! the vector has more dimensions), and the loop yields it advanced by the
//! transfer's constant stride per iteration. A loop with no such transfer
//! still gets its multi-dimensional transfers flattened, their offset
//! computed in place.
//!
//! A transfer qualifies when it reads or writes a contiguous block — the
//! vector spans whole inner dimensions of a static, row-major memref
//! defined outside the loop, unmasked, with a minor-identity permutation
//! map — and each index moves by a constant multiple of the induction
//! variable's (constant) step. mlir-aie assumes a coefficient of 1; aiec
//! reads the coefficient of `arith.addi`/`subi`/`muli` chains and leaves
//! other transfers alone.

use super::{
    binary, constant, constant_before, constant_value, inside, loop_yield, memref_1d, static_dims,
};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Attr, Dim, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{MemrefCollapseShape, VectorTransferRead, VectorTransferWrite};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-hoist-vector-transfer-pointers",
    name: "AIEHoistVectorTransferPointers",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary: "Walk the vector transfers of scf.for loops through hoisted 1-D offsets carried as iter_args",
    doc: "passes.md#--aie-hoist-vector-transfer-pointers",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let loops: Vec<OpId> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::ScfFor))
        .collect();
    for l in loops {
        hoist(ir, l);
    }
    Vec::new()
}

/// A transfer of a loop body and how it walks its memref.
struct Transfer {
    op: OpId,
    write: bool,
    /// The memref, its static sizes and the vector type.
    base: ValueId,
    dims: Vec<i64>,
    vector: Type,
    indices: Vec<ValueId>,
    /// Elements the offset moves per iteration (0: none of the indices
    /// moves with the induction variable).
    stride: i64,
}

fn hoist(ir: &mut Ir, l: OpId) {
    let Some(body) = ir.entry_block(l, 0) else {
        return;
    };
    let iv = ir[body].args[0];
    let step = constant_value(ir, ir[l].operands[2]);
    let transfers: Vec<Transfer> = ir
        .ops_in(body)
        .collect::<Vec<_>>()
        .into_iter()
        .filter_map(|op| transfer(ir, l, op, iv, step))
        .collect();
    let moving: Vec<&Transfer> = transfers.iter().filter(|t| t.stride != 0).collect();
    if moving.is_empty() {
        for t in transfers.iter().filter(|t| t.dims.len() > 1) {
            flatten_in_place(ir, l, t);
        }
        return;
    }
    let span = ir[l].span;
    let lb = ir[l].operands[0];
    let mut carried = Vec::new();
    for t in &moving {
        let Some(start) = start_offset(ir, l, t, iv, lb) else {
            continue;
        };
        let flat = flat_memref(ir, l, t);
        carried.push((t, flat, start));
    }
    let Some(yield_op) = loop_yield(ir, l) else {
        return;
    };
    for (t, flat, start) in carried {
        ir[l].operands.push(start);
        let arg = ir.add_block_arg(body, Type::Index);
        ir.add_result(l, Type::Index);
        let by = constant_before(ir, l, t.stride, Type::Index);
        let new = flat_transfer(ir, t, flat, arg);
        let next = ir
            .build(OpKind::ArithAddi, span)
            .operand(arg)
            .operand(by)
            .result(Type::Index)
            .insert(At::After(new));
        let next = ir[next].results[0];
        ir[yield_op].operands.push(next);
    }
}

/// `op` as a transfer of loop `l` that can be flattened, with its stride.
fn transfer(ir: &Ir, l: OpId, op: OpId, iv: ValueId, step: Option<i64>) -> Option<Transfer> {
    let write = match ir.kind(op)? {
        OpKind::VectorTransferRead => false,
        OpKind::VectorTransferWrite => true,
        _ => return None,
    };
    if dialect::ops::operand_segments(ir, op)
        .is_some_and(|s| s.get(3).is_some_and(|m| !m.is_empty()))
    {
        return None;
    }
    let o = &ir[op];
    let (base, vector) = match write {
        true => (*o.operands.get(1)?, ir.type_of(o.operands[0]).clone()),
        false => (o.operands[0], ir.type_of(*o.results.first()?).clone()),
    };
    if ir.defining_op(base).is_some_and(|d| inside(ir, d, l)) {
        return None;
    }
    let dims = static_dims(ir.type_of(base))?;
    let vshape = vector.static_shape()?;
    let inner = dims.len().checked_sub(vshape.len())?;
    let contiguous = vshape
        .iter()
        .skip(1)
        .zip(&dims[inner + 1..])
        .all(|(&v, &d)| v as i64 == d);
    if !contiguous || super::permutation_map(ir, op).is_some() {
        return None;
    }
    let first = usize::from(write) + 1;
    let indices = o.operands.get(first..first + dims.len())?.to_vec();
    let mut stride = 0i64;
    for (k, &i) in indices.iter().enumerate() {
        let c = coefficient(ir, i, iv, l)?;
        if c != 0 {
            let row: i64 = dims[k + 1..].iter().product();
            stride += c * row * step?;
        }
    }
    Some(Transfer {
        op,
        write,
        base,
        dims,
        vector,
        indices,
        stride,
    })
}

/// The coefficient of the induction variable `iv` of loop `l` in index
/// `v`: 0 when `v` does not depend on it; `None` when it depends on it other
/// than linearly through `arith.addi`/`subi`/`muli` by constants.
fn coefficient(ir: &Ir, v: ValueId, iv: ValueId, l: OpId) -> Option<i64> {
    if v == iv {
        return Some(1);
    }
    let Some(d) = ir.defining_op(v) else {
        return ir
            .block_owner(block_of_arg(ir, v)?)
            .ne(&l)
            .then_some(0)
            .or(None);
    };
    if !inside(ir, d, l) {
        return Some(0);
    }
    let o = &ir[d];
    let of = |k: usize| coefficient(ir, o.operands[k], iv, l);
    match ir.kind(d)? {
        OpKind::ArithConstant => Some(0),
        OpKind::ArithAddi => Some(of(0)? + of(1)?),
        OpKind::ArithSubi => Some(of(0)? - of(1)?),
        OpKind::ArithMuli => match (of(0)?, of(1)?) {
            (0, 0) => Some(0),
            (c, 0) => Some(c * constant_value(ir, o.operands[1])?),
            (0, c) => Some(c * constant_value(ir, o.operands[0])?),
            _ => None,
        },
        _ => o
            .operands
            .iter()
            .all(|&x| coefficient(ir, x, iv, l) == Some(0))
            .then_some(0),
    }
}

/// The block whose argument `v` is.
fn block_of_arg(ir: &Ir, v: ValueId) -> Option<dialect::ir::BlockId> {
    match ir[v].def {
        dialect::ir::ValueDef::BlockArg(b, _) => Some(b),
        _ => None,
    }
}

/// The transfer's element offset at the loop's lower bound `lb`, computed
/// before loop `l`: each index evaluated with `lb` for the induction
/// variable, times its dimension's row size.
fn start_offset(ir: &mut Ir, l: OpId, t: &Transfer, iv: ValueId, lb: ValueId) -> Option<ValueId> {
    let mut map = HashMap::from([(iv, lb)]);
    let mut parts = Vec::new();
    for &i in &t.indices {
        parts.push(outside(ir, l, i, &mut map)?);
    }
    Some(linear(ir, At::Before(l), ir[l].span, &parts, &t.dims))
}

/// `v` as computed before loop `l` (its in-loop definition cloned, the
/// induction variable as `map` says).
fn outside(
    ir: &mut Ir,
    l: OpId,
    v: ValueId,
    map: &mut HashMap<ValueId, ValueId>,
) -> Option<ValueId> {
    if let Some(&m) = map.get(&v) {
        return Some(m);
    }
    let Some(d) = ir.defining_op(v) else {
        return (!inside_block(ir, v, l)).then_some(v);
    };
    if !inside(ir, d, l) {
        return Some(v);
    }
    if !ir[d].regions().is_empty() || ir[d].results.len() != 1 {
        return None;
    }
    for x in ir[d].operands.clone() {
        outside(ir, l, x, map)?;
    }
    let c = ir.clone_op(d, map);
    ir.insert(At::Before(l), c);
    map.get(&v).copied()
}

fn inside_block(ir: &Ir, v: ValueId, l: OpId) -> bool {
    block_of_arg(ir, v).is_some_and(|b| {
        let owner = ir.block_owner(b);
        owner == l || inside(ir, owner, l)
    })
}

/// Σ `indices[k]` × (the product of `dims` after k), at `at` (constant
/// terms folded, as MLIR's folder leaves them).
fn linear(ir: &mut Ir, at: At, span: Span, indices: &[ValueId], dims: &[i64]) -> ValueId {
    let (mut fixed, mut terms) = (0i64, Vec::new());
    for (k, &i) in indices.iter().enumerate() {
        let row: i64 = dims[k + 1..].iter().product();
        match constant_value(ir, i) {
            Some(c) => fixed += c * row,
            None => terms.push(super::scaled(ir, at, span, i, row)),
        }
    }
    let mut sum = match (terms.is_empty(), fixed) {
        (false, 0) => terms.remove(0),
        _ => constant_near(ir, at, span, fixed),
    };
    for t in terms {
        sum = binary(ir, at, span, OpKind::ArithAddi, sum, t);
    }
    sum
}

/// An index constant usable at `at`: an equal one already before it, else
/// a new one there.
fn constant_near(ir: &mut Ir, at: At, span: Span, v: i64) -> ValueId {
    match at {
        At::Before(op) => constant_before(ir, op, v, Type::Index),
        _ => constant(ir, at, span, v, Type::Index),
    }
}

/// The transfer's memref as 1-D: itself, or a `memref.collapse_shape` of it
/// before loop `l`.
fn flat_memref(ir: &mut Ir, l: OpId, t: &Transfer) -> ValueId {
    if t.dims.len() == 1 {
        return t.base;
    }
    let ty = ir.type_of(t.base).clone();
    let n: i64 = t.dims.iter().product();
    let Type::MemRef { elem, space, .. } = &ty else {
        return t.base;
    };
    let flat = memref_1d(n, elem, space.as_deref().cloned());
    let all: Vec<Vec<i64>> = vec![(0..t.dims.len() as i64).collect()];
    let span = ir[l].span;
    let c = MemrefCollapseShape::build(ir, span)
        .operand(t.base)
        .reassociation(&all)
        .result(flat)
        .insert(At::Before(l));
    ir[c.op()].results[0]
}

/// Replaces the transfer by one of the 1-D `flat` memref at element
/// offset `at`; the new transfer op.
fn flat_transfer(ir: &mut Ir, t: &Transfer, flat: ValueId, offset: ValueId) -> OpId {
    let span = ir[t.op].span;
    let n = t.vector.num_elements().unwrap_or(0);
    let Type::Vector { elem, .. } = &t.vector else {
        return t.op;
    };
    let flat_vector = Type::Vector {
        shape: vec![Dim::Static(n)],
        elem: elem.clone(),
    };
    let in_bounds = Attr::Array(vec![Attr::Bool(true)]);
    let at = At::Before(t.op);
    let new = if t.write {
        let mut value = ir[t.op].operands[0];
        if flat_vector != t.vector {
            let c = ir
                .build(OpKind::VectorShapeCast, span)
                .operand(value)
                .result(flat_vector)
                .insert(at);
            value = ir[c].results[0];
        }
        VectorTransferWrite::build(ir, span)
            .operand_lists(&[&[value], &[flat], &[offset], &[]])
            .in_bounds(in_bounds)
            .insert(at)
            .op()
    } else {
        let pad = *ir[t.op].operands.last().expect("a read has its padding");
        let read = VectorTransferRead::build(ir, span)
            .operand_lists(&[&[flat], &[offset], &[pad], &[]])
            .in_bounds(in_bounds)
            .result(flat_vector.clone())
            .insert(at)
            .op();
        let mut value = ir[read].results[0];
        if flat_vector != t.vector {
            let c = ir
                .build(OpKind::VectorShapeCast, span)
                .operand(value)
                .result(t.vector.clone())
                .insert(at);
            value = ir[c].results[0];
        }
        let old = ir[t.op].results[0];
        let scope = ir.top;
        ir.replace_uses_in(scope, old, value);
        read
    };
    ir.erase(t.op);
    new
}

/// A loop without moving transfers: the multi-dimensional transfer `t`
/// reads its memref flattened before the loop, at its offset computed in
/// place.
fn flatten_in_place(ir: &mut Ir, l: OpId, t: &Transfer) {
    let flat = flat_memref(ir, l, t);
    let span = ir[t.op].span;
    let offset = linear(ir, At::Before(t.op), span, &t.indices, &t.dims);
    flat_transfer(ir, t, flat, offset);
}
