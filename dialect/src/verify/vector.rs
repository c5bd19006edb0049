//! `vector.transfer_read` / `vector.transfer_write` (MLIR's `VectorOps.cpp`
//! transfer verifiers: indices, permutation map, `in_bounds`, element and
//! padding types) and the `math` ops (same operand and result type, floats).

use super::{Check, Cx};
use crate::ir::{AffineExpr, AffineMap, Attr, OpId, Type};

/// The permutation map of a transfer: its attribute, else the minor
/// identity from `rank` source dimensions to the `vrank` last ones.
fn permutation_map(cx: &Cx, op: OpId, rank: usize, vrank: usize) -> Option<AffineMap> {
    match cx.attr(op, "permutation_map") {
        Some(Attr::Opaque(text)) => AffineMap::parse(text).ok(),
        Some(_) => None,
        None => Some(AffineMap {
            dims: rank as u32,
            syms: 0,
            results: (rank.saturating_sub(vrank)..rank)
                .map(|d| AffineExpr::Dim(d as u32))
                .collect(),
        }),
    }
}

/// `vector.transfer_read` (`write == false`) and `vector.transfer_write`.
pub(super) fn transfer(cx: &Cx, op: OpId, write: bool) -> Check {
    let ir = cx.ir;
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
    ) = (&ir[vec].ty, &ir[mem].ty)
    else {
        return Err(cx
            .err(op, "requires a vector and a ranked memref")
            .help("transfers move a vector to or from a ranked memref"));
    };
    let indices = if write {
        &o.operands[2..]
    } else {
        &o.operands[1..o.operands.len().saturating_sub(1)]
    };
    if indices.len() != shape.len() {
        return Err(cx
            .err(op, format!("requires {} indices", shape.len()))
            .help("give one index per memref dimension"));
    }
    if let Some(&i) = indices.iter().find(|&&i| ir[i].ty != Type::Index) {
        return Err(cx
            .err(
                op,
                format!("operand must be of type 'index', but got '{}'", ir[i].ty),
            )
            .help("cast the index to `index`"));
    }
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
    if !write {
        let pad = *o.operands.last().unwrap_or(&mem);
        if ir[pad].ty != **elem {
            return Err(cx
                .err(
                    op,
                    "requires formal padding and source of the same elemental type",
                )
                .help(format!("give a padding value of type '{elem}'")));
        }
    }
    permutation(cx, op, shape.len(), vshape.len())
}

/// The permutation map and `in_bounds` of a transfer between a memref of
/// rank `rank` and a vector of rank `vrank`.
fn permutation(cx: &Cx, op: OpId, rank: usize, vrank: usize) -> Check {
    let Some(map) = permutation_map(cx, op, rank, vrank) else {
        return Ok(());
    };
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
    match cx.attr(op, "in_bounds") {
        Some(Attr::Array(v)) if v.len() != map.results.len() => Err(cx
            .err(op, format!("expects the in_bounds attr of same rank as permutation_map results: {map} vs inBounds of size: {}", v.len()))
            .help("give one `in_bounds` flag per vector dimension")),
        _ => Ok(()),
    }
}

/// A `math` op: every operand and the result of one floating-point-like type.
pub(super) fn math(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    let o = &ir[op];
    let Some(&r) = o.results.first() else {
        return Ok(());
    };
    let ty = &ir[r].ty;
    if o.operands.iter().any(|&v| ir[v].ty != *ty) {
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
        expect(
            &core("%z = arith.constant 0 : i32\n%e = math.exp %z : i32"),
            "math.exp",
            "'math.exp' op operand #0 must be floating-point-like, but got 'i32'",
        );
    }
}
