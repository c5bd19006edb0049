//! `--aie-resolve-address-patch-buffers` (mlir-aie's
//! AIEResolveAddressPatchBuffers, after August 2026): an
//! `aiex.npu.address_patch` that names its host buffer by value
//! (`buffer %b`, as `--aie-insert-trace-flows` writes the trace buffer's
//! patch) gets the buffer's host index as `arg_idx` instead, and the bytes
//! a static view of it starts at added to `arg_plus`. The host index counts
//! the sequence's memref arguments only: scalar arguments travel in the
//! instruction stream, not as host buffers ([`super::host_arg`]).
//! `--aie-dma-to-npu` resolves them too, so lowered sequences never carry a
//! buffer operand into the instruction stream.

use super::arith::Arith;
use super::host_arg;
use crate::netlist::{self, op_error, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, Type, View};
use dialect::ops::access::patch_operands;
use dialect::ops::views::NpuAddressPatch;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-resolve-address-patch-buffers",
    name: "AIEResolveAddressPatchBuffers",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Name each address patch's host buffer by its index (arg_idx) instead of by value",
    doc: "runtime-sequence.md#trace-configuration",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, resolve_device)
}

/// Resolves every patch of `dev` that names its buffer by value.
pub(crate) fn resolve_device(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let patches: Vec<NpuAddressPatch> = dev.walk_views(ir).collect();
    for p in patches {
        resolve(ir, p)?;
    }
    Ok(())
}

/// Gives `p` the host index of its buffer operand (which it drops) and
/// adds the buffer's byte offset into that argument to `arg_plus`.
fn resolve(ir: &mut Ir, p: NpuAddressPatch) -> Result<(), Diagnostic> {
    let op = p.op();
    let (_, Some(buffer)) = patch_operands(ir, op) else {
        return Ok(());
    };
    let unresolved = |ir: &Ir| {
        op_error(ir, op, "could not resolve its buffer operand to a host buffer index of the enclosing runtime sequence")
            .with_help("the buffer must be a memref argument of the enclosing aie.runtime_sequence, or a static contiguous view of one (memref.subview, memref.cast, memref.reinterpret_cast, memref.view)")
    };
    let Some(seq) = enclosing_sequence(ir, op) else {
        return Err(unresolved(ir));
    };
    let Some((index, bytes)) = host_arg(ir, seq, buffer) else {
        return Err(unresolved(ir));
    };
    add_to_arg_plus(ir, p, bytes)?;
    ir[op].operands.retain(|v| *v != buffer);
    p.set_arg_idx(ir, index as i64);
    Ok(())
}

/// `arg_plus` of `p` plus `bytes`: folded into a constant, or added with
/// `arith.addi` to a value known only at run time.
fn add_to_arg_plus(ir: &mut Ir, p: NpuAddressPatch, bytes: i64) -> Result<(), Diagnostic> {
    if bytes == 0 {
        return Ok(());
    }
    if let Some(base) = p.arg_plus(ir) {
        let sum = base.checked_add(bytes).ok_or_else(|| {
            op_error(
                ir,
                p.op(),
                format!(
                    "arg_plus {base} plus the buffer's byte offset {bytes} does not fit 64 bits"
                ),
            )
            .with_help("an address patch adds at most 2^63 - 1 bytes to a host buffer's address")
        })?;
        match i32::try_from(sum) {
            Ok(_) => p.set_arg_plus(ir, sum),
            // Past 32 bits: an i64 constant, as the patch's offset is typed.
            Err(_) => {
                let b = Arith {
                    at: At::Before(p.op()),
                    span: ir[p.op()].span,
                };
                let c = b.constant_of(ir, sum.into(), Type::I64);
                p.set_arg_plus_operand(ir, c);
            }
        }
        return Ok(());
    }
    let Some(v) = p.arg_plus_operand(ir) else {
        return Ok(());
    };
    let b = Arith {
        at: At::Before(p.op()),
        span: ir[p.op()].span,
    };
    // 64 bits stay 64 (the patch's offset is a u64 on the wire).
    let v = match ir.type_of(v) {
        Type::Index | Type::Int { width: 64.., .. } => b.to_i64(ir, v),
        _ => b.to_i32(ir, v),
    };
    let sum = b.with(ir, OpKind::ArithAddi, v, bytes);
    p.set_arg_plus_operand(ir, sum);
    Ok(())
}

/// The `aie.runtime_sequence` `op` is in.
fn enclosing_sequence(ir: &Ir, op: OpId) -> Option<OpId> {
    std::iter::successors(ir.parent_op(op), |&o| ir.parent_op(o))
        .find(|&o| ir.is(o, OpKind::RuntimeSequence))
}
