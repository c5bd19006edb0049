//! The affine ops (MLIR's `AffineOps.cpp` verifiers): `affine.for` bounds,
//! step and loop-carried values, `affine.yield`, the subscripts of
//! `affine.load` / `affine.store` and the operands of `affine.apply`.
//!
//! An index operand must be a dimension or a symbol. A valid symbol is an
//! `index` constant, an `affine.apply` of symbols, or a value defined at the
//! top of a `func.func` body (MLIR's `AffineScope`; `aie.core` is none, so
//! in a core only the first two); a valid dimension is also an `affine.for`
//! induction variable or an `affine.apply` of dimensions.

use super::{Check, Cx};
use crate::ir::{AffineMap, OpId, OpKind, Type, ValueDef, ValueId, View};
use crate::ops::views::{AffineApply, AffineFor, AffineLoad, AffineStore, AffineYield};

/// Whether `v` may be a symbol (`dims == false`) or a dimension of an
/// affine map: walks `affine.apply` chains without recursion.
fn valid_index(cx: &Cx, v: ValueId, dims: bool) -> bool {
    let ir = cx.ir;
    let mut todo = vec![v];
    while let Some(v) = todo.pop() {
        if *ir.type_of(v) != Type::Index {
            return false;
        }
        match ir[v].def {
            ValueDef::BlockArg(b, 0) if dims && ir.is(ir.block_owner(b), OpKind::AffineFor) => {}
            ValueDef::BlockArg(b, _) if ir.is(ir.block_owner(b), OpKind::FuncFunc) => {}
            ValueDef::BlockArg(..) => return false,
            ValueDef::Result(d, _)
                if ir.parent_op(d).is_some_and(|p| ir.is(p, OpKind::FuncFunc)) => {}
            ValueDef::Result(d, _) => match ir.kind(d) {
                Some(OpKind::ArithConstant) => {}
                Some(OpKind::AffineApply) => todo.extend(ir[d].operands.iter().copied()),
                _ => return false,
            },
        }
    }
    true
}

pub(crate) fn affine_for(cx: &Cx, for_: AffineFor) -> Check {
    let ir = cx.ir;
    let (lb, ub) = (for_.lower_bound_map(ir), for_.upper_bound_map(ir));
    let op = for_.op();
    if for_.step(ir) <= 0 {
        return Err(cx
            .err(
                op,
                "expected step to be representable as a positive signed integer",
            )
            .help("give a step of at least 1"));
    }
    let args = ir.entry_block(op, 0).map_or(&[][..], |b| &ir[b].args[..]);
    if args
        .first()
        .is_none_or(|&iv| *ir.type_of(iv) != Type::Index)
    {
        return Err(cx
            .err(
                op,
                "expected body to have a single index argument for the induction variable",
            )
            .help("the body's first argument is the `index` induction variable"));
    }
    for (what, m) in [("lower", &lb), ("upper", &ub)] {
        if m.results.is_empty() {
            return Err(cx
                .err(
                    op,
                    format!("expected {what} bound map to have at least one result"),
                )
                .help("a bound map gives at least one value"));
        }
    }
    let bounds = lb.inputs() + ub.inputs();
    let operands = &ir[op].operands;
    if operands.len() < bounds {
        return Err(cx
            .err(
                op,
                "operand count must match affine map dimension and symbol count",
            )
            .help(format!("the bound maps take {bounds} operand(s)")));
    }
    if let Some(last) = ir.entry_block(op, 0).and_then(|b| ir.last_op(b)) {
        if !ir.is(last, OpKind::AffineYield) && !ir[op].results.is_empty() {
            return Err(cx
                .err(
                    op,
                    format!(
                        "expects regions to end with 'affine.yield', found '{}'",
                        cx.name(last)
                    ),
                )
                .help("end the body with `affine.yield` of the loop-carried values"));
        }
    }
    bound_operands(cx, op, &operands[..lb.inputs()], lb.dims)?;
    bound_operands(cx, op, &operands[lb.inputs()..bounds], ub.dims)?;
    loop_carried(cx, op, &operands[bounds..], &args[1..])
}

/// The operands of a bound map with `dims` dimensions: dimensions, then symbols.
fn bound_operands(cx: &Cx, op: OpId, operands: &[ValueId], dims: u32) -> Check {
    for (i, &v) in operands.iter().enumerate() {
        let as_dim = i < dims as usize;
        if !valid_index(cx, v, as_dim) {
            let what = if as_dim { "a dimension id" } else { "a symbol" };
            return Err(cx
                .err(op, format!("operand cannot be used as {what}"))
                .help("a bound operand is an `index` constant, an `affine.apply` of them, or (as a dimension) an enclosing `affine.for` induction variable"));
        }
    }
    Ok(())
}

/// The loop-carried values of a loop: `inits`, the body's `args` after the
/// induction variable, the op's results.
fn loop_carried(cx: &Cx, op: OpId, inits: &[ValueId], args: &[ValueId]) -> Check {
    let ir = cx.ir;
    let results = &ir[op].results;
    if results.is_empty() && inits.is_empty() && args.is_empty() {
        return Ok(());
    }
    if inits.len() != results.len() {
        return Err(cx
            .err(
                op,
                "mismatch between the number of loop-carried values and results",
            )
            .help("give one `iter_args` value per result"));
    }
    if args.len() != results.len() {
        return Err(cx
            .err(
                op,
                "mismatch between the number of basic block args and results",
            )
            .help("the body takes the induction variable and one argument per result"));
    }
    for (i, ((&init, &arg), &res)) in inits.iter().zip(args).zip(results).enumerate() {
        let (t, a, r) = (ir.type_of(init), ir.type_of(arg), ir.type_of(res));
        if t != r || a != r {
            return Err(cx
                .err(op, format!("along control flow edge from parent operands to Region #0: source type #{i} '{t}' should match input type #{i} '{a}'"))
                .help(format!("loop-carried value #{i} has type '{r}': give its initial value and block argument that type")));
        }
    }
    Ok(())
}

/// `affine.yield`: as many values, of the same types, as its parent's results.
pub(crate) fn affine_yield(cx: &Cx, op: AffineYield) -> Check {
    let ir = cx.ir;
    let op = op.op();
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    let (vals, results) = (&ir[op].operands, &ir[parent].results);
    if vals.len() != results.len() {
        return Err(cx
            .err(
                op,
                "parent of yield must have same number of results as the yield operands",
            )
            .help(format!(
                "yield {} value(s), one per result of the loop",
                results.len()
            )));
    }
    for (&v, &r) in vals.iter().zip(results) {
        if ir.type_of(v) != ir.type_of(r) {
            return Err(cx
                .err(op, "types mismatch between yield op and its parent")
                .help(format!(
                    "yield a '{}' where the loop has that result",
                    ir.type_of(r)
                )));
        }
    }
    Ok(())
}

/// `affine.load`: the subscripts.
pub(crate) fn load(cx: &Cx, op: AffineLoad) -> Check {
    access(cx, op.op(), op.map_attr(cx.ir), false)
}

/// `affine.store`: the subscripts and the value stored.
pub(crate) fn store(cx: &Cx, op: AffineStore) -> Check {
    access(cx, op.op(), op.map_attr(cx.ir), true)
}

/// `affine.load` (`store == false`) and `affine.store`, of map `m`: the
/// subscripts.
fn access(cx: &Cx, op: OpId, m: AffineMap, store: bool) -> Check {
    let ir = cx.ir;
    let first = usize::from(store);
    let Some(&mem) = ir[op].operands.get(first) else {
        return Ok(());
    };
    let Type::MemRef {
        shape: Some(shape),
        elem,
        ..
    } = ir.type_of(mem)
    else {
        return Err(cx
            .err(
                op,
                format!(
                    "operand #{first} must be memref of any type values, but got '{}'",
                    ir.type_of(mem)
                ),
            )
            .help("affine accesses read and write ranked memrefs"));
    };
    if m.results.len() != shape.len() {
        return Err(cx
            .err(op, "affine map num results must equal memref rank")
            .help(format!("give {} subscript(s)", shape.len())));
    }
    let idx = &ir[op].operands[first + 1..];
    if m.inputs() != idx.len() {
        return Err(cx
            .err(op, "expects as many subscripts as affine map inputs")
            .help(format!("the map takes {} operand(s)", m.inputs())));
    }
    let what = if store { "store" } else { "load" };
    for (i, &v) in idx.iter().enumerate() {
        if *ir.type_of(v) != Type::Index {
            return Err(cx
                .err(op, format!("index to {what} must have 'index' type"))
                .help(format!(
                    "cast the subscript to `index` (it is '{}')",
                    ir.type_of(v)
                )));
        }
        if !valid_index(cx, v, i < m.dims as usize) {
            return Err(cx
                .err(op, "index must be a dimension or symbol identifier")
                .help("use `affine.for` induction variables, `index` constants and `affine.apply` of them, or memref.load/store for other subscripts"));
        }
    }
    if store && *ir.type_of(ir[op].operands[0]) != **elem {
        return Err(cx
            .err(
                op,
                "value to store must have the same type as memref element type",
            )
            .help(format!("store a '{elem}'")));
    }
    Ok(())
}

/// `affine.apply`: one result from operands matching the map.
pub(crate) fn apply(cx: &Cx, apply: AffineApply) -> Check {
    let ir = cx.ir;
    let (m, op) = (apply.map_attr(ir), apply.op());
    if m.inputs() != ir[op].operands.len() {
        return Err(cx
            .err(
                op,
                "operand count and affine map dimension and symbol count must match",
            )
            .help(format!(
                "the map takes {} dimension(s) and {} symbol(s)",
                m.dims, m.syms
            )));
    }
    if m.results.len() != 1 {
        return Err(cx
            .err(op, "mapping must produce one value")
            .help("give the map exactly one result"));
    }
    if let Some(&v) = ir[op]
        .operands
        .iter()
        .find(|&&v| *ir.type_of(v) != Type::Index)
    {
        return Err(cx
            .err(
                op,
                format!(
                    "operand #0 must be variadic of index, but got '{}'",
                    ir.type_of(v)
                ),
            )
            .help("cast the operands to `index`"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    fn core(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 2)\n%b = aie.buffer(%t) : memref<4x8xi32>\n%c = aie.core(%t) {{\n%c0 = arith.constant 0 : index\n%z = arith.constant 0 : i32\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn valid_affine_code() {
        ok(&core("affine.for %i = 0 to 4 {\n affine.for %j = 0 to 8 step 2 {\n %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)\n %v = affine.load %b[%i, %k mod 8] : memref<4x8xi32>\n affine.store %v, %b[%i, symbol(%c0)] : memref<4x8xi32>\n }\n}\n%s = affine.for %i = %c0 to 4 iter_args(%a = %z) -> (i32) {\n affine.yield %a : i32\n}"));
    }

    #[test]
    fn function_arguments_are_symbols() {
        ok("aie.device(npu1) {\nfunc.func @f(%m: memref<8xi32>, %n: index) {\n %k = arith.addi %n, %n : index\n affine.for %i = 0 to %n {\n  %v = affine.load %m[%i + symbol(%k)] : memref<8xi32>\n }\n return\n}\n}");
    }

    #[test]
    fn subscripts() {
        expect(
            &core("scf.for %i = %c0 to %c0 step %c0 {\n %v = affine.load %b[%i, 0] : memref<4x8xi32>\n}"),
            "affine.load",
            "'affine.load' op index must be a dimension or symbol identifier",
        );
        expect(
            &core("affine.for %i = 0 to 4 {\n %v = affine.load %b[%i] : memref<4x8xi32>\n}"),
            "affine.load",
            "'affine.load' op affine map num results must equal memref rank",
        );
        expect(
            &core("%x = arith.constant 1.0 : f32\naffine.for %i = 0 to 4 {\n affine.store %x, %b[%i, 0] : memref<4x8xi32>\n}"),
            "affine.store",
            "'affine.store' op value to store must have the same type as memref element type",
        );
    }

    #[test]
    fn loops() {
        expect(
            &core("%s = affine.for %i = 0 to 4 iter_args(%a = %z) -> (i32) {\n %w = arith.constant 1 : i64\n affine.yield %w : i64\n}"),
            "affine.yield",
            "'affine.yield' op types mismatch between yield op and its parent",
        );
        expect(
            &core("scf.for %i = %c0 to %c0 step %c0 {\n affine.for %j = 0 to %i {\n }\n}"),
            "affine.for %j",
            "'affine.for' op operand cannot be used as a symbol",
        );
        expect(
            &core("%s = affine.for %i = 0 to 4 iter_args(%a = %z) -> (i32) {\n %w = arith.addi %a, %a : i32\n}"),
            "affine.for %i",
            "'affine.for' op expects regions to end with 'affine.yield', found 'arith.addi'",
        );
        expect(
            &core("%n = affine.apply affine_map<(d0) -> (d0, d0)>(%c0)"),
            "affine.apply",
            "'affine.apply' op mapping must produce one value",
        );
    }
}
