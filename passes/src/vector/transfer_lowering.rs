//! `--aie-vector-transfer-lowering` (mlir-aie's AIEVectorTransferLowering,
//! MLIR's transfer lowering patterns): a `vector.transfer_read` that reads
//! its vector whole from the innermost dimensions of a memref — no mask,
//! every dimension in bounds, a minor-identity permutation map, the memref's
//! element type, a unit innermost stride, a vector rank of at most
//! `max-transfer-rank` — becomes a `vector.load` of the same indices (its
//! padding unused); such a `vector.transfer_write` a `vector.store`. Any
//! other transfer is left as it is.

use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use dialect::ir::{AffineExpr, At, Attr, OpId, OpKind, Type};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-vector-transfer-lowering",
    name: "AIEVectorTransferLowering",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Lower in-bounds vector.transfer_read/write to vector.load/store",
    doc: "passes.md#--aie-vector-transfer-lowering",
    options: &[PassOption {
        name: "max-transfer-rank",
        help: "the highest vector rank lowered (-1: any)",
        default: "-1",
        values: &[],
    }],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let max_rank = match args.get("max-transfer-rank").parse::<i64>() {
        Ok(r) if r >= 0 => Some(r as usize),
        _ => None,
    };
    let transfers = [OpKind::VectorTransferRead, OpKind::VectorTransferWrite];
    for op in ir.walk_for(ir.top, &transfers) {
        let write = match ir.kind(op) {
            Some(OpKind::VectorTransferRead) => false,
            Some(OpKind::VectorTransferWrite) => true,
            _ => continue,
        };
        if let Some(rank) = plain_rank(ir, op, write) {
            if max_rank.is_none_or(|m| rank.1 <= m) {
                lower(ir, op, write, rank.0);
            }
        }
    }
    Vec::new()
}

/// The memref and vector ranks of transfer `op` when it reads or writes a
/// whole vector in bounds, unmasked, from the innermost dimensions.
fn plain_rank(ir: &Ir, op: OpId, write: bool) -> Option<(usize, usize)> {
    let o = &ir[op];
    if dialect::ops::operand_segments(ir, op)
        .is_some_and(|s| s.get(3).is_some_and(|m| !m.is_empty()))
    {
        return None;
    }
    let (vector, memref) = match write {
        true => (
            ir.type_of(*o.operands.first()?),
            ir.type_of(*o.operands.get(1)?),
        ),
        false => (
            ir.type_of(*o.results.first()?),
            ir.type_of(*o.operands.first()?),
        ),
    };
    let Type::MemRef {
        elem,
        shape: Some(shape),
        ..
    } = memref
    else {
        return None;
    };
    let Type::Vector {
        elem: velem,
        shape: vshape,
    } = vector
    else {
        return None;
    };
    let (rank, vrank) = (shape.len(), vshape.len());
    let unit_inner = memref
        .strides_and_offset()
        .is_some_and(|(s, _)| s.last().is_some_and(|&x| x == Some(1)));
    let minor_identity = match super::permutation_map(ir, op) {
        None => true,
        Some(m) => {
            m.dims as usize == rank
                && m.syms == 0
                && m.results.len() == vrank
                && m.results
                    .iter()
                    .enumerate()
                    .all(|(i, e)| *e == AffineExpr::Dim((rank - vrank + i) as u32))
        }
    };
    let in_bounds = match super::in_bounds(ir, op) {
        Some(Attr::Array(items)) => {
            items.len() == vrank && items.iter().all(|b| *b == Attr::Bool(true))
        }
        _ => false,
    };
    (elem == velem && vrank <= rank && unit_inner && minor_identity && in_bounds)
        .then_some((rank, vrank))
}

/// Replaces transfer `op` (on a memref of rank `rank`) by a `vector.load`
/// or `vector.store` of the same indices.
fn lower(ir: &mut Ir, op: OpId, write: bool, rank: usize) {
    let span = ir[op].span;
    let operands = ir[op].operands.clone();
    let at = At::Before(op);
    if write {
        let access = &operands[..2 + rank];
        ir.build(OpKind::VectorStore, span)
            .operands(access)
            .insert(at);
    } else {
        let access = &operands[..1 + rank];
        let ty = ir.type_of(ir[op].results[0]).clone();
        let load = ir
            .build(OpKind::VectorLoad, span)
            .operands(access)
            .result(ty)
            .insert(at);
        let (from, to) = (ir[op].results[0], ir[load].results[0]);
        let scope = ir.top;
        ir.replace_uses_in(scope, from, to);
    }
    ir.erase(op);
}
