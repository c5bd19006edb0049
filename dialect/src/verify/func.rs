//! The `func` dialect's verifiers, in MLIR's words: a `func.return` gives
//! its function's results, a `func.call` matches its callee's signature.

use super::{Check, Cx};
use crate::ir::{Type, View};
use crate::ops::views::{FuncCall, FuncFunc, FuncReturn};

/// The inputs and results of a function type.
fn signature(t: &Type) -> Option<(&[Type], &[Type])> {
    match t {
        Type::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// MLIR's `ReturnOp::verify`: as many operands as the enclosing function
/// has results, each of its result's type.
pub(crate) fn ret(cx: &Cx, op: FuncReturn) -> Check {
    let ir = cx.ir;
    let Some(f) = ir.parent_op(op.op()).and_then(|p| cx.view::<FuncFunc>(p)) else {
        return Ok(());
    };
    let Some((_, results)) = signature(f.function_type(ir)) else {
        return Ok(());
    };
    let (operands, name) = (&ir[op.op()].operands, f.sym_name(ir));
    if operands.len() != results.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    results.len()
                ),
            )
            .help(format!("return one value per result of @{name}")));
    }
    for (i, (&v, want)) in operands.iter().zip(results).enumerate() {
        let got = ir.type_of(v);
        if got != want {
            return Err(cx
                .plain(
                    op,
                    format!(
                        "type of return operand {i} ('{got}') doesn't match function result type ('{want}') in function @{name}"
                    ),
                )
                .help(format!("return a '{want}' here, or change @{name}'s result type")));
        }
    }
    Ok(())
}

/// MLIR's `CallOp::verifySymbolUses` once the callee is found: as many
/// operands and results as its signature, of its types.
pub(crate) fn call(cx: &Cx, op: FuncCall) -> Check {
    let ir = cx.ir;
    let callee = cx.lookup(op, op.callee(ir), FuncFunc::KIND);
    let Some(callee) = callee.and_then(|d| cx.view::<FuncFunc>(d)) else {
        return Ok(());
    };
    let Some((inputs, results)) = signature(callee.function_type(ir)) else {
        return Ok(());
    };
    let o = &ir[op.op()];
    let name = callee.sym_name(ir);
    if o.operands.len() != inputs.len() {
        return Err(cx
            .err(op, "incorrect number of operands for callee")
            .help(format!("@{name} takes {} operands", inputs.len())));
    }
    for (i, (&v, want)) in o.operands.iter().zip(inputs).enumerate() {
        let got = ir.type_of(v);
        if got != want {
            return Err(cx
                .err(
                    op,
                    format!(
                        "operand type mismatch: expected operand type '{want}', but provided '{got}' for operand number {i}"
                    ),
                )
                .help(format!("pass a '{want}' to @{name}")));
        }
    }
    if o.results.len() != results.len() {
        return Err(cx
            .err(op, "incorrect number of results for callee")
            .help(format!("@{name} returns {} results", results.len())));
    }
    for (i, (&v, want)) in o.results.iter().zip(results).enumerate() {
        if ir.type_of(v) != want {
            let list = |ts: Vec<&Type>| {
                ts.iter()
                    .map(|t| format!("'{t}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let span = ir[op.op()].span;
            return Err(cx
                .err(op, format!("result type mismatch at index {i}"))
                .note(
                    span,
                    &format!(
                        "      op result types: {}",
                        list(o.results.iter().map(|&r| ir.type_of(r)).collect())
                    ),
                )
                .note(
                    span,
                    &format!("function result types: {}", list(results.iter().collect())),
                )
                .help(format!(
                    "write @{name}'s result types in the call's function type"
                )));
        }
    }
    Ok(())
}
