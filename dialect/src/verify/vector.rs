//! The vector ops that touch memory (MLIR's `VectorOps.cpp` verifiers):
//! `vector.transfer_read` / `transfer_write` (indices, permutation map,
//! `in_bounds`, element, padding and mask types), `vector.load` / `store`,
//! `vector.maskedload` / `maskedstore`; and the `math` ops (same operand and
//! result type, floats).

use super::{Check, Cx};
use crate::ir::{AffineExpr, AffineMap, Attr, Dim, OpId, Type, ValueId, View};
use crate::ops::format::SEGMENT_SIZES;
use crate::ops::views::{
    VectorLoad, VectorMaskedload, VectorMaskedstore, VectorStore, VectorTransferRead,
    VectorTransferWrite,
};

/// What the rules of a transfer read of it: the op, whether it writes, its
/// permutation map and `in_bounds` (if given).
struct Transfer<'a> {
    op: OpId,
    write: bool,
    map: Option<AffineMap>,
    in_bounds: Option<&'a Attr>,
}

/// The permutation map of a transfer: its attribute, else the minor
/// identity from `rank` source dimensions to the `vrank` last ones.
fn permutation_map(t: &Transfer, rank: usize, vrank: usize) -> AffineMap {
    t.map.clone().unwrap_or_else(|| AffineMap {
        dims: rank as u32,
        syms: 0,
        results: (rank.saturating_sub(vrank)..rank)
            .map(|d| AffineExpr::Dim(d as u32))
            .collect(),
    })
}

/// The operand groups of a transfer: source or vector, indices, padding
/// (read) and mask, from `operandSegmentSizes` when the op carries it.
struct Groups {
    indices: std::ops::Range<usize>,
    pad: Option<usize>,
    mask: Option<usize>,
}

fn groups(cx: &Cx, op: OpId, write: bool) -> Result<Groups, Box<super::Fail>> {
    let n = cx.ir[op].operands.len();
    let segs = crate::ops::operand_segments(cx.ir, op);
    if let (Some(a), None) = (cx.ir.attr(op, SEGMENT_SIZES), &segs) {
        return Err(cx
            .err(op, format!("operand count ({n}) does not match the operand groups given by 'operandSegmentSizes' ({a})"))
            .help(if write {
                "give four sizes: vector, source, indices and mask (0 or 1)"
            } else {
                "give four sizes: source, indices, padding and mask (0 or 1)"
            }));
    }
    let g = match (segs, write) {
        (Some(s), false) => Groups {
            indices: s[1].clone(),
            pad: Some(s[2].start),
            mask: (!s[3].is_empty()).then_some(s[3].start),
        },
        (Some(s), true) => Groups {
            indices: s[2].clone(),
            pad: None,
            mask: (!s[3].is_empty()).then_some(s[3].start),
        },
        (None, false) => Groups {
            indices: 1..n.saturating_sub(1),
            pad: n.checked_sub(1),
            mask: None,
        },
        (None, true) => Groups {
            indices: 2.min(n)..n,
            pad: None,
            mask: None,
        },
    };
    Ok(g)
}

/// Every value of `vals` is an `index` (MLIR's `Variadic<Index>`).
fn indices(cx: &Cx, op: OpId, vals: &[ValueId], rank: usize) -> Check {
    if vals.len() != rank {
        return Err(cx
            .err(op, format!("requires {rank} indices"))
            .help("give one index per memref dimension"));
    }
    if let Some(&i) = vals.iter().find(|&&i| *cx.ir.type_of(i) != Type::Index) {
        return Err(cx
            .err(
                op,
                format!(
                    "operand must be of type 'index', but got '{}'",
                    cx.ir.type_of(i)
                ),
            )
            .help("cast the index to `index`"));
    }
    Ok(())
}

pub(crate) fn transfer_read(cx: &Cx, op: VectorTransferRead) -> Check {
    let t = Transfer {
        op: op.op(),
        write: false,
        map: op.permutation_map(cx.ir),
        in_bounds: op.in_bounds(cx.ir),
    };
    transfer(cx, &t)
}

pub(crate) fn transfer_write(cx: &Cx, op: VectorTransferWrite) -> Check {
    let t = Transfer {
        op: op.op(),
        write: true,
        map: op.permutation_map(cx.ir),
        in_bounds: op.in_bounds(cx.ir),
    };
    transfer(cx, &t)
}

/// `vector.transfer_read` and `vector.transfer_write`.
fn transfer(cx: &Cx, t: &Transfer) -> Check {
    let (ir, op, write) = (cx.ir, t.op, t.write);
    let o = &ir[op];
    let (vec, mem_at) = if write {
        (o.operands.first(), 1)
    } else {
        (o.results.first(), 0)
    };
    let (Some(&vec), Some(&mem)) = (vec, o.operands.get(mem_at)) else {
        return Ok(());
    };
    let (
        Type::Vector {
            shape: vshape,
            elem: velem,
        },
        Type::MemRef {
            shape: Some(shape),
            elem,
            ..
        },
    ) = (ir.type_of(vec), ir.type_of(mem))
    else {
        return Err(cx
            .err(op, "requires a vector and a ranked memref")
            .help("transfers move a vector to or from a ranked memref"));
    };
    let g = groups(cx, op, write)?;
    indices(cx, op, &o.operands[g.indices.clone()], shape.len())?;
    let bits = |t: &Type| t.bit_width().unwrap_or(0);
    let minor = match vshape.last() {
        Some(crate::ir::Dim::Static(n)) => *n,
        _ => 1,
    };
    if bits(elem) == 0 || (bits(velem) * minor) % bits(elem) != 0 {
        return Err(cx
            .err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")
            .help(format!("the memref holds '{elem}', the vector '{velem}'")));
    }
    if let Some(pad) = g.pad.map(|p| o.operands[p]) {
        if *ir.type_of(pad) != **elem {
            return Err(cx
                .err(
                    op,
                    "requires formal padding and source of the same elemental type",
                )
                .help(format!("give a padding value of type '{elem}'")));
        }
    }
    permutation(cx, t, shape.len(), vshape.len())?;
    match g.mask {
        Some(m) => transfer_mask(cx, t, o.operands[m], shape.len(), vshape),
        None => Ok(()),
    }
}

/// The mask of a transfer has MLIR's inferred mask type: `i1`s over the
/// memref dimensions the permutation map uses, sized by the vector.
fn transfer_mask(cx: &Cx, t: &Transfer, mask: ValueId, rank: usize, vshape: &[Dim]) -> Check {
    let (op, map) = (t.op, permutation_map(t, rank, vshape.len()));
    let pos = map.mask_positions();
    let mut shape = vec![Dim::Static(1); pos.iter().flatten().count()];
    for (p, d) in pos.iter().zip(vshape) {
        if let Some(p) = p {
            shape[*p] = *d;
        }
    }
    let want = Type::Vector {
        shape,
        elem: Box::new(Type::I1),
    };
    let got = cx.ir.type_of(mask);
    if *got != want {
        return Err(cx
            .err(
                op,
                format!("inferred mask type ({want}) and mask operand type ({got}) don't match"),
            )
            .help(format!("give a mask of type '{want}'")));
    }
    Ok(())
}

pub(crate) fn load(cx: &Cx, op: VectorLoad) -> Check {
    memory(cx, op.op(), false, false)
}

pub(crate) fn store(cx: &Cx, op: VectorStore) -> Check {
    memory(cx, op.op(), true, false)
}

pub(crate) fn maskedload(cx: &Cx, op: VectorMaskedload) -> Check {
    memory(cx, op.op(), false, true)
}

pub(crate) fn maskedstore(cx: &Cx, op: VectorMaskedstore) -> Check {
    memory(cx, op.op(), true, true)
}

/// `vector.load` / `vector.store` (`store`: the value is operand 0) and
/// `vector.maskedload` / `vector.maskedstore` (`masked`: mask and value or
/// pass-through follow the indices).
fn memory(cx: &Cx, op: OpId, store: bool, masked: bool) -> Check {
    let ir = cx.ir;
    let o = &ir[op];
    let base_at = usize::from(store && !masked);
    let tail = if masked { 2 } else { 0 };
    let value = match (store, masked) {
        (true, false) => o.operands.first(),
        (true, true) => o.operands.last(),
        (false, _) => o.results.first(),
    };
    let (Some(&base), Some(&value)) = (o.operands.get(base_at), value) else {
        return Ok(());
    };
    let (
        Type::MemRef {
            shape: Some(shape),
            elem,
            ..
        },
        Type::Vector {
            shape: vshape,
            elem: velem,
        },
    ) = (ir.type_of(base), ir.type_of(value))
    else {
        return Err(cx
            .err(op, "requires a ranked memref base and a vector")
            .help("vector loads and stores move a vector to or from a ranked memref"));
    };
    let end = o.operands.len().saturating_sub(tail);
    indices(
        cx,
        op,
        o.operands.get(base_at + 1..end).unwrap_or(&[]),
        shape.len(),
    )?;
    let what = if store { "valueToStore" } else { "result" };
    if **elem != **velem && !matches!(**elem, Type::Vector { .. }) {
        return Err(cx
            .err(op, format!("base and {what} element type should match"))
            .help(format!(
                "the memref holds '{elem}'; use a vector of '{elem}'"
            )));
    }
    if !masked {
        return Ok(());
    }
    let mask = ir.type_of(o.operands[end]);
    let i1s = Type::Vector {
        shape: vshape.clone(),
        elem: Box::new(Type::I1),
    };
    if *mask != i1s {
        return Err(cx
            .err(op, format!("expected {what} shape to match mask shape"))
            .help(format!("give a mask of type '{i1s}'")));
    }
    if !store && ir.type_of(o.operands[end + 1]) != ir.type_of(value) {
        return Err(cx
            .err(op, "expected pass_thru of same type as result type")
            .help(format!(
                "give a pass-through value of type '{}'",
                ir.type_of(value)
            )));
    }
    Ok(())
}

/// The permutation map and `in_bounds` of a transfer between a memref of
/// rank `rank` and a vector of rank `vrank`.
fn permutation(cx: &Cx, t: &Transfer, rank: usize, vrank: usize) -> Check {
    let (op, map) = (t.op, permutation_map(t, rank, vrank));
    let fail = |msg: &str| {
        Err(cx.err(op, msg).help("the map picks, for each vector dimension, a distinct memref dimension (or the constant 0)"))
    };
    if map.syms != 0 {
        return fail("requires permutation_map without symbols");
    }
    if map.dims as usize != rank {
        return fail(
            "requires a permutation_map with input dims of the same rank as the source type",
        );
    }
    if map.results.len() != vrank {
        return fail(
            "requires a permutation_map with result dims of the same rank as the vector type",
        );
    }
    let mut seen = vec![false; rank];
    for e in &map.results {
        match e {
            AffineExpr::Const(0) => {}
            AffineExpr::Dim(d) if !seen[*d as usize] => seen[*d as usize] = true,
            AffineExpr::Dim(_) => {
                return fail("requires a permutation_map that is a permutation (found one dim used more than once)")
            }
            _ => {
                return fail("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
            }
        }
    }
    match t.in_bounds {
        Some(Attr::Array(v)) if v.len() != map.results.len() => Err(cx
            .err(op, format!("expects the in_bounds attr of same rank as permutation_map results: {map} vs inBounds of size: {}", v.len()))
            .help("give one `in_bounds` flag per vector dimension")),
        _ => Ok(()),
    }
}

/// A `math` op: every operand and the result of one floating-point-like type.
pub(crate) fn math(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    let o = &ir[op];
    let Some(&r) = o.results.first() else {
        return Ok(());
    };
    let ty = ir.type_of(r);
    if o.operands.iter().any(|&v| *ir.type_of(v) != *ty) {
        return Err(cx
            .err(op, "requires the same type for all operands and results")
            .help(format!("give every operand type '{ty}'")));
    }
    let elem = match ty {
        Type::Vector { elem, .. } => elem,
        t => t,
    };
    if !matches!(elem, Type::Float(_)) {
        return Err(cx
            .err(
                op,
                format!("operand #0 must be floating-point-like, but got '{ty}'"),
            )
            .help("math ops compute on floats; convert integers with `arith.sitofp`"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    fn core(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 2)\n%b = aie.buffer(%t) : memref<4x8xf32>\n%c = aie.core(%t) {{\n%c0 = arith.constant 0 : index\n%p = arith.constant 0.0 : f32\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn transfers() {
        ok(&core("%v = vector.transfer_read %b[%c0, %c0], %p {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>\nvector.transfer_write %v, %b[%c0, %c0] : vector<8xf32>, memref<4x8xf32>\n%e = math.exp %p : f32"));
        expect(
            &core("%v = vector.transfer_read %b[%c0], %p : memref<4x8xf32>, vector<8xf32>"),
            "transfer_read",
            "'vector.transfer_read' op requires 2 indices",
        );
        expect(
            &core("%z = arith.constant 0 : i32\n%v = vector.transfer_read %b[%c0, %c0], %z : memref<4x8xf32>, vector<8xf32>"),
            "transfer_read",
            "'vector.transfer_read' op requires formal padding and source of the same elemental type",
        );
        expect(
            &core("%v = vector.transfer_read %b[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x8xf32>, vector<8xf32>"),
            "transfer_read",
            "'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2",
        );
        ok(&core("%m = vector.create_mask %c0 : vector<8xi1>\n%v = vector.transfer_read %b[%c0, %c0], %p, %m : memref<4x8xf32>, vector<8xf32>\nvector.transfer_write %v, %b[%c0, %c0], %m : vector<8xf32>, memref<4x8xf32>"));
        ok(&core("%m = vector.create_mask %c0 : vector<4xi1>\n%v = vector.transfer_read %b[%c0, %c0], %p, %m {permutation_map = affine_map<(d0, d1) -> (0, d0)>} : memref<4x8xf32>, vector<2x4xf32>"));
        expect(
            &core("%m = vector.create_mask %c0 : vector<4xi1>\n%v = vector.transfer_read %b[%c0, %c0], %p, %m : memref<4x8xf32>, vector<8xf32>"),
            "transfer_read",
            "'vector.transfer_read' op inferred mask type (vector<8xi1>) and mask operand type (vector<4xi1>) don't match",
        );
        expect(
            &core(r#"%v = "vector.transfer_read"(%b, %c0, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<4x8xf32>, index, index, f32) -> vector<8xf32>"#),
            "transfer_read",
            "'vector.transfer_read' op operand count (4) does not match the operand groups given by 'operandSegmentSizes' (array<i32: 1, 1, 1, 0>)",
        );
        ok(&core("%v = vector.load %b[%c0, %c0] : memref<4x8xf32>, vector<8xf32>\nvector.store %v, %b[%c0, %c0] : memref<4x8xf32>, vector<8xf32>\n%m = vector.create_mask %c0 : vector<8xi1>\n%l = vector.maskedload %b[%c0, %c0], %m, %v : memref<4x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>\nvector.maskedstore %b[%c0, %c0], %m, %l : memref<4x8xf32>, vector<8xi1>, vector<8xf32>"));
        expect(
            &core("%v = vector.load %b[%c0] : memref<4x8xf32>, vector<8xf32>"),
            "vector.load",
            "'vector.load' op requires 2 indices",
        );
        expect(
            &core("%v = vector.load %b[%c0, %c0] : memref<4x8xf32>, vector<8xi32>"),
            "vector.load",
            "'vector.load' op base and result element type should match",
        );
        expect(
            &core("%v = vector.load %b[%c0, %c0] : memref<4x8xf32>, vector<8xf32>\n%m = vector.create_mask %c0 : vector<4xi1>\nvector.maskedstore %b[%c0, %c0], %m, %v : memref<4x8xf32>, vector<4xi1>, vector<8xf32>"),
            "maskedstore",
            "'vector.maskedstore' op expected valueToStore shape to match mask shape",
        );
        expect(
            &core("%z = arith.constant 0 : i32\n%e = math.exp %z : i32"),
            "math.exp",
            "'math.exp' op operand #0 must be floating-point-like, but got 'i32'",
        );
    }
}
