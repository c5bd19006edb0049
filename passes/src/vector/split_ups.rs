//! `--aievec-split-load-ups-chains` (AIEVec's SplitVectorLoadUpsChains):
//! an `aievec.ups` of a 1024-bit vector of `i16` to a 2048-bit one of `i32`
//! whose source is a `vector.load` used by nothing else reads the two
//! 512-bit halves separately (two `vector.load`s, the second at the last
//! index plus half the lanes, where the first load was), moves each up with
//! its own `aievec.ups` (same shift), and concatenates the results with one
//! `vector.shuffle` — one shuffle where splitting the loaded vector took
//! three. mlir-aie's same pass also splits `aievec.srs` + `vector.store`
//! chains (a 2048-bit `aievec.srs` stored whole); this one does not.

use super::{binary, constant_before, constant_value, users};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Dim, OpId, OpKind, Type, View};
use dialect::ops::views::{AievecUps, VectorShuffle};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aievec-split-load-ups-chains",
    name: "SplitVectorLoadUpsChains",
    anchor: Anchor::Any,
    needs_placed_tiles: false,
    summary:
        "Split vector.load + aievec.ups chains of 1024-bit i16 vectors into two 512-bit halves",
    doc: "passes.md#--aievec-split-load-ups-chains",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let ups: Vec<OpId> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::AievecUps))
        .collect();
    for u in ups {
        if let Some(load) = splittable(ir, u) {
            split(ir, u, load);
        }
    }
    Vec::new()
}

/// The `vector.load` feeding `ups` when the chain splits: `vector<64xi16>`
/// to `vector<64xi32>`, the load used by it alone.
fn splittable(ir: &Ir, ups: OpId) -> Option<OpId> {
    let o = &ir[ups];
    let (src, res) = (*o.operands.first()?, *o.results.first()?);
    let int_lanes = |t: &Type| match t {
        Type::Vector { elem, .. } if matches!(**elem, Type::Int { .. }) => {
            Some((t.num_elements()?, elem.bit_width()?))
        }
        _ => None,
    };
    let (lanes, from) = int_lanes(ir.type_of(src))?;
    let (rlanes, to) = int_lanes(ir.type_of(res))?;
    if (lanes, from, rlanes, to) != (64, 16, 64, 32) {
        return None;
    }
    let load = ir
        .defining_op(src)
        .filter(|&l| ir.is(l, OpKind::VectorLoad))?;
    (users(ir, ir.top, src) == [ups]).then_some(load)
}

fn split(ir: &mut Ir, ups: OpId, load: OpId) {
    let (span, lspan) = (ir[ups].span, ir[load].span);
    let access = ir[load].operands.clone();
    let elem = |ir: &Ir, op: OpId| {
        ir.type_of(ir[op].results[0])
            .element()
            .cloned()
            .unwrap_or(Type::None)
    };
    let (src_elem, res_elem) = (elem(ir, load), elem(ir, ups));
    let half = |e: &Type| Type::Vector {
        shape: vec![Dim::Static(32)],
        elem: Box::new(e.clone()),
    };
    let at = At::Before(load);
    let mut second = access.clone();
    if let Some(last) = second.last_mut().filter(|_| access.len() > 1) {
        *last = match constant_value(ir, *last) {
            Some(c) => constant_before(ir, load, c + 32, Type::Index),
            None => {
                let k = constant_before(ir, load, 32, Type::Index);
                binary(ir, at, lspan, OpKind::ArithAddi, *last, k)
            }
        };
    }
    let halves: Vec<_> = [access, second]
        .iter()
        .map(|idx| {
            let l = ir
                .build(OpKind::VectorLoad, lspan)
                .operands(idx)
                .result(half(&src_elem))
                .insert(at);
            ir[l].results[0]
        })
        .collect();
    let shift = ir.view::<AievecUps>(ups).map_or(0, |u| u.shift(ir));
    let moved: Vec<_> = halves
        .iter()
        .map(|&h| {
            let u = AievecUps::build(ir, span)
                .operand(h)
                .shift(shift)
                .result(half(&res_elem))
                .insert(At::Before(ups));
            ir[u.op()].results[0]
        })
        .collect();
    let mask: Vec<i64> = (0..64).collect();
    let ty = ir.type_of(ir[ups].results[0]).clone();
    let cat = VectorShuffle::build(ir, span)
        .operands(&moved)
        .mask(&mask)
        .result(ty)
        .insert(At::Before(ups));
    let (old, new) = (ir[ups].results[0], ir[cat.op()].results[0]);
    let scope = ir.top;
    ir.replace_uses_in(scope, old, new);
    ir.erase(ups);
    ir.erase(load);
}
