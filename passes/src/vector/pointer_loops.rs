//! `--aie-vector-to-pointer-loops` (mlir-aie's AIEVectorToPointerLoops): an
//! `scf.for` index carried in `iter_args` that only walks one memref —
//! used as the single index of `vector.load` / `vector.store` of that memref
//! directly in the body, and advanced once by `arith.addi` of a loop-invariant
//! step whose result is yielded back to it — becomes a `!ptr.ptr` in
//! `#ptr.generic_space`: the memref (cast to that space with
//! `builtin.unrealized_conversion_cast` when it is in another) gives a
//! pointer before the loop (`ptr.to_ptr`, moved by the initial index in
//! bytes with `ptr.ptr_add`), each access goes through `ptr.from_ptr` (with
//! `ptr.get_metadata` of the memref) at index 0, and the step becomes a
//! `ptr.ptr_add` of its size in bytes. An index also used otherwise (as a
//! scalar, in a nested loop, combined with another index, after the loop)
//! or walking two memrefs, or a memref made inside the loop, is left as it
//! is. The loop keeps its attributes.

use super::{constant_before, element_bytes, inside, users, GENERIC_SPACE};
use crate::netlist;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Attr, OpId, OpKind, Type, ValueId};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-vector-to-pointer-loops",
    name: "AIEVectorToPointerLoops",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Turn scf.for index iter_args that walk a memref into ptr dialect pointers",
    doc: "passes.md#--aie-vector-to-pointer-loops",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        let loops: Vec<OpId> = ir
            .walk(dev.op)
            .into_iter()
            .filter(|&o| ir.is(o, OpKind::ScfFor))
            .collect();
        for l in loops {
            rewrite(ir, l);
        }
        Ok(())
    })
}

/// An index of a loop that walks one memref.
struct Walk {
    /// Its position among the `iter_args`.
    k: usize,
    memref: ValueId,
    accesses: Vec<OpId>,
    /// The `arith.addi` advancing it, and the step.
    step: (OpId, ValueId),
}

fn rewrite(ir: &mut Ir, l: OpId) {
    let Some(body) = ir.entry_block(l, 0) else {
        return;
    };
    let args = ir[body].args[1..].to_vec();
    if args.iter().any(|&a| ir.type_of(a).ptr_space().is_some()) {
        return;
    }
    let walks: Vec<Walk> = (0..args.len()).filter_map(|k| walk(ir, l, k)).collect();
    if walks.is_empty() {
        return;
    }
    let ptr = Type::ptr(GENERIC_SPACE);
    let c0 = constant_before(ir, l, 0, Type::Index);
    let mut pointers: Vec<(ValueId, ValueId, ValueId)> = Vec::new();
    for w in &walks {
        let (cast, base) = match pointers.iter().find(|p| p.0 == w.memref) {
            Some(&(_, cast, base)) => (cast, base),
            None => {
                let (cast, base) = pointer_to(ir, l, w.memref, &ptr);
                pointers.push((w.memref, cast, base));
                (cast, base)
            }
        };
        let bytes = element_bytes(ir.type_of(w.memref)).unwrap_or(1);
        let span = ir[l].span;
        let init = ir[l].operands[3 + w.k];
        let offset = super::scaled(ir, At::Before(l), span, init, bytes);
        let start = ptr_add(ir, At::Before(l), base, offset, &ptr);
        ir[l].operands[3 + w.k] = start;
        let (arg, result) = (args[w.k], ir[l].results[w.k]);
        ir.set_type(arg, ptr.clone());
        ir.set_type(result, ptr.clone());
        for &a in &w.accesses {
            through_pointer(ir, a, arg, cast, c0);
        }
        let (add, step) = w.step;
        let by = match super::constant_value(ir, step) {
            Some(s) => constant_before(ir, l, s * bytes, Type::Index),
            None => super::scaled(ir, At::Before(add), span, step, bytes),
        };
        let next = ptr_add(ir, At::Before(add), arg, by, &ptr);
        let old = ir[add].results[0];
        ir.replace_uses_in(l, old, next);
        ir.erase(add);
        super::erase_if_unused_constant(ir, step);
    }
}

/// Index `k` of loop `l` if it only walks one memref.
fn walk(ir: &Ir, l: OpId, k: usize) -> Option<Walk> {
    let body = ir.entry_block(l, 0)?;
    let arg = ir[body].args[1 + k];
    if *ir.type_of(arg) != Type::Index || !users(ir, ir.top, ir[l].results[k]).is_empty() {
        return None;
    }
    let (mut memref, mut accesses, mut step) = (None, Vec::new(), None);
    for u in users(ir, l, arg) {
        if ir.block_of(u) != Some(body) {
            return None;
        }
        let o = &ir[u];
        let base = match ir.kind(u)? {
            OpKind::VectorLoad if o.operands[1..] == [arg] => o.operands[0],
            OpKind::VectorStore
                if o.operands.len() == 3 && o.operands[2] == arg && o.operands[0] != arg =>
            {
                o.operands[1]
            }
            OpKind::ArithAddi if step.is_none() => {
                let other = if o.operands[0] == arg {
                    o.operands[1]
                } else {
                    o.operands[0]
                };
                if other == arg || !invariant(ir, l, other) {
                    return None;
                }
                step = Some((u, other));
                continue;
            }
            _ => return None,
        };
        if memref.is_some_and(|m| m != base) || !invariant(ir, l, base) {
            return None;
        }
        memref = Some(base);
        accesses.push(u);
    }
    let (add, _) = step?;
    let next = ir[add].results[0];
    let yielded = ir.last_op(body).filter(|&y| ir.is(y, OpKind::ScfYield))?;
    let only_yielded = users(ir, l, next) == [yielded]
        && ir[yielded].operands.get(k) == Some(&next)
        && ir[yielded].operands.iter().filter(|&&v| v == next).count() == 1;
    only_yielded.then_some(Walk {
        k,
        memref: memref?,
        accesses,
        step: step?,
    })
}

/// Whether `v` is the same in every iteration of loop `l`: a constant, or
/// defined outside the loop.
fn invariant(ir: &Ir, l: OpId, v: ValueId) -> bool {
    match ir[v].def {
        dialect::ir::ValueDef::Result(d, _) => ir.is(d, OpKind::ArithConstant) || !inside(ir, d, l),
        dialect::ir::ValueDef::BlockArg(b, _) => {
            let owner = ir.block_owner(b);
            owner != l && !inside(ir, owner, l)
        }
    }
}

/// The memref `m` in the generic space (cast before loop `l` when it is in
/// another) and a pointer to it.
fn pointer_to(ir: &mut Ir, l: OpId, m: ValueId, ptr: &Type) -> (ValueId, ValueId) {
    let span = ir[l].span;
    let ty = ir.type_of(m).clone();
    let generic = match &ty {
        Type::MemRef {
            shape,
            elem,
            layout,
            ..
        } => Type::MemRef {
            shape: shape.clone(),
            elem: elem.clone(),
            layout: layout.clone(),
            space: Some(Box::new(Attr::Opaque(GENERIC_SPACE.into()))),
        },
        t => t.clone(),
    };
    let cast = if generic == ty {
        m
    } else {
        let c = ir
            .build(OpKind::BuiltinUnrealizedConversionCast, span)
            .operand(m)
            .result(generic)
            .insert(At::Before(l));
        ir[c].results[0]
    };
    let p = ir
        .build(OpKind::PtrToPtr, span)
        .operand(cast)
        .result(ptr.clone())
        .insert(At::Before(l));
    (cast, ir[p].results[0])
}

fn ptr_add(ir: &mut Ir, at: At, base: ValueId, bytes: ValueId, ptr: &Type) -> ValueId {
    let span = match at {
        At::Before(o) | At::After(o) => ir[o].span,
        _ => Default::default(),
    };
    let a = ir
        .build(OpKind::PtrPtrAdd, span)
        .operand(base)
        .operand(bytes)
        .result(ptr.clone())
        .insert(at);
    ir[a].results[0]
}

/// Access `a` (`vector.load` / `vector.store`) through pointer `p` into the
/// generic-space memref `cast`, at index `c0`.
fn through_pointer(ir: &mut Ir, a: OpId, p: ValueId, cast: ValueId, c0: ValueId) {
    let span = ir[a].span;
    let ty = ir.type_of(cast).clone();
    let md = ir
        .build(OpKind::PtrGetMetadata, span)
        .operand(cast)
        .result(Type::ptr_metadata(&ty))
        .insert(At::Before(a));
    let md = ir[md].results[0];
    let m = ir
        .build(OpKind::PtrFromPtr, span)
        .operand(p)
        .operand(md)
        .result(ty)
        .insert(At::Before(a));
    let m = ir[m].results[0];
    let o = &mut ir[a];
    let n = o.operands.len();
    o.operands[n - 2] = m;
    o.operands[n - 1] = c0;
}
