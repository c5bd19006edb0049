//! `--aie-fuse-trace-buffers` (mlir-aie's AIEFuseTraceBuffers, after
//! August 2026): a runtime sequence that runs traced designs
//! (`aiex.configure` / `aiex.run`) gets one trace buffer for its own traces
//! and those of every run, each run its slice of it.
//!
//! A sequence's claim is its own trace buffer's size plus the claims of the
//! sequences it runs (once per run; callees first). A sequence claiming
//! bytes for a callee gets a `memref<claim x i8>` trace buffer: its own
//! `trace_buffer` argument retyped, else a new last argument. Its own
//! traces keep the front; each run then gets, as a new last operand, a
//! `memref.subview` of the next `claim` bytes cast to the callee's trace
//! buffer type (`memref.reinterpret_cast`), which
//! `--aie-materialize-runtime-sequences` binds and
//! `--aie-resolve-address-patch-buffers` turns into an offset. The sequence
//! records `trace_buffer` (the fused argument, dedicated) and
//! `trace_slices`: per traced sequence, its device, name, offset and size,
//! so the host can split the buffer.
//!
//! A sequence that writes its trace into its own output buffer
//! (`reuse_output_buffer`) claims nothing from its callers: its trace lands
//! in the output buffer the run passes it (mlir-aie rejects such a run; its
//! own hardware test `full_elf_event_trace` runs one). A caller that does
//! so cannot hold its runs' slices (mlir-aie's error).

use crate::netlist::{self, op_error};
use crate::npu::materialize::{callee, runs};
use crate::npu::sequences;
use crate::{Anchor, Args, Pass};
use dialect::ir::types::strided_layout;
use dialect::ir::{At, Dim, OpId, Span, TraceBuffer, TraceSlice, Type, ValueId, View};
use dialect::ops::set_operand_group;
use dialect::ops::views::{Device, MemrefReinterpretCast, MemrefSubview, Run, RuntimeSequence};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-fuse-trace-buffers",
    name: "AIEFuseTraceBuffers",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary: "Give a runtime sequence that runs traced designs one trace buffer, sliced per run (trace_slices)",
    doc: "runtime-sequence.md#trace-configuration",
    options: &[],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut fuse = Fuse::default();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            if let Err(e) = fuse.sequence(ir, seq) {
                return vec![e];
            }
        }
    }
    Vec::new()
}

/// What the sequences fused so far claim.
#[derive(Default)]
struct Fuse {
    /// Bytes each sequence claims for itself and what it runs.
    claim: HashMap<OpId, u64>,
    /// Each sequence's slices, in buffer order.
    slices: HashMap<OpId, Vec<TraceSlice>>,
}

impl Fuse {
    /// Fuses the trace buffers of `seq` and of the sequences it runs.
    fn sequence(&mut self, ir: &mut Ir, seq: OpId) -> Res<()> {
        if self.claim.contains_key(&seq) {
            return Ok(());
        }
        // Claimed (as nothing) before the callees, so a cycle ends here;
        // --aie-materialize-runtime-sequences reports it.
        self.claim.insert(seq, 0);
        let runs = runs(ir, seq);
        let mut callees = Vec::new();
        for &run in &runs {
            let (_, callee) = callee(ir, run)?;
            self.sequence(ir, callee)?;
            callees.push(callee);
        }
        let own = RuntimeSequence::wrap(seq).trace_buffer(ir);
        let own_claim = own.map_or(0, |b| b.size);
        let total = own_claim + callees.iter().map(|&c| self.claimed(ir, c)).sum::<u64>();
        self.claim.insert(seq, total);
        let mut flattened = own_slices(ir, seq, own);
        if total == own_claim {
            self.slices.insert(seq, flattened);
            return Ok(());
        }
        if own.is_some_and(|b| !b.dedicated) {
            return Err(op_error(ir, seq, "runs traced designs and sets trace.host_config reuse_output_buffer=true. Growing the output buffer to hold their slices is not supported. Use a separate trace buffer instead")
                .with_help("drop reuse_output_buffer: the sequence then gets a trace buffer of its own, which holds the runs' slices too"));
        }
        let fused = fused_argument(ir, seq, own, total);
        let mut cursor = own_claim;
        for (&run, &callee) in runs.iter().zip(&callees) {
            let claim = self.claimed(ir, callee);
            if claim == 0 {
                continue;
            }
            let slice = slice_for(ir, run, callee, fused, cursor)?;
            ir[run.op()].operands.push(slice);
            let shifted = self.slices.get(&callee).into_iter().flatten();
            flattened.extend(shifted.map(|s| TraceSlice {
                offset: s.offset + cursor,
                ..s.clone()
            }));
            cursor += claim;
        }
        let seq_view = RuntimeSequence::wrap(seq);
        seq_view.set_trace_slices(ir, &flattened);
        let arg_index = argument_number(ir, seq, fused);
        seq_view.set_trace_buffer(
            ir,
            TraceBuffer {
                arg_index,
                offset: 0,
                size: total,
                dedicated: true,
            },
        );
        self.slices.insert(seq, flattened);
        Ok(())
    }

    /// The bytes a run of `callee` claims from its caller's buffer: none
    /// when its trace goes into its own output buffer.
    fn claimed(&self, ir: &Ir, callee: OpId) -> u64 {
        let own = RuntimeSequence::wrap(callee).trace_buffer(ir);
        match own {
            Some(b) if !b.dedicated => 0,
            _ => self.claim[&callee],
        }
    }
}

/// The slices `seq` writes itself: those it already records, else its own
/// trace buffer's, named by its device and itself.
fn own_slices(ir: &Ir, seq: OpId, own: Option<TraceBuffer>) -> Vec<TraceSlice> {
    let view = RuntimeSequence::wrap(seq);
    if let Some(slices) = view.trace_slices(ir) {
        return slices.into_iter().cloned().collect();
    }
    let Some(own) = own else {
        return Vec::new();
    };
    let device = ir
        .parent_op(seq)
        .and_then(|d| ir.view::<Device>(d))
        .map_or("", |d| d.sym_name(ir));
    vec![TraceSlice {
        device: device.to_string(),
        sequence: view.sym_name(ir).to_string(),
        offset: 0,
        size: own.size,
    }]
}

/// The fused `memref<total x i8>` argument of `seq`: its own trace buffer
/// retyped, else a new last argument.
fn fused_argument(ir: &mut Ir, seq: OpId, own: Option<TraceBuffer>, total: u64) -> ValueId {
    let block = ir
        .entry_block(seq, 0)
        .expect("a runtime sequence has a body");
    let ty = crate::npu::txn::bytes_type(total);
    let existing = own.and_then(|b| ir[block].args.get(b.arg_index as usize).copied());
    match existing {
        Some(arg) => {
            ir.set_type(arg, ty);
            arg
        }
        None => ir.add_block_arg(block, ty),
    }
}

/// The block-argument number of `arg` in `seq`.
fn argument_number(ir: &Ir, seq: OpId, arg: ValueId) -> u32 {
    let block = ir
        .entry_block(seq, 0)
        .expect("a runtime sequence has a body");
    let i = ir[block].args.iter().position(|&a| a == arg);
    // The verifier rejects an index past the arguments.
    i.and_then(|i| u32::try_from(i).ok()).unwrap_or(u32::MAX)
}

/// The slice of `fused` from byte `cursor` that `run` passes as `callee`'s
/// trace buffer: a subview cast to that buffer's type (`aiex.run` wants the
/// exact type), placed before the run.
fn slice_for(ir: &mut Ir, run: Run, callee: OpId, fused: ValueId, cursor: u64) -> Res<ValueId> {
    let own = RuntimeSequence::wrap(callee).trace_buffer(ir);
    let block = ir
        .entry_block(callee, 0)
        .expect("a runtime sequence has a body");
    let args = &ir[block].args;
    let index = own.map_or(args.len().saturating_sub(1), |b| b.arg_index as usize);
    let ty = args.get(index).map(|&a| ir.type_of(a).clone());
    let Some(ty @ Type::MemRef { .. }) = ty else {
        return Err(op_error(
            ir,
            run.op(),
            "the called sequence's trace buffer is not a memref argument",
        )
        .with_help("run --aie-insert-trace-flows before --aie-fuse-trace-buffers"));
    };
    let elements = ty.num_elements().unwrap_or(0);
    let (at, span) = (At::Before(run.op()), ir[run.op()].span);
    let sub = subview(ir, at, span, fused, cursor, elements);
    Ok(reinterpret(ir, at, span, sub, elements, ty))
}

/// `memref.subview %fused[offset] [size] [1]` of a `memref<N x i8>`.
fn subview(ir: &mut Ir, at: At, span: Span, fused: ValueId, offset: u64, size: u64) -> ValueId {
    let ty = Type::MemRef {
        shape: Some(vec![Dim::Static(size)]),
        elem: Box::new(Type::I8),
        layout: Some(Box::new(strided_layout(&[Some(1)], Some(offset as i64)))),
        space: None,
    };
    let op = MemrefSubview::build(ir, span)
        .static_offsets(&[offset as i64])
        .static_sizes(&[size as i64])
        .static_strides(&[1])
        .result(ty)
        .insert(at)
        .op();
    set_operand_group(ir, op, 0, &[fused]);
    ir[op].results[0]
}

/// `memref.reinterpret_cast %v to offset: [0], sizes: [size], strides: [1]`,
/// of type `ty`.
fn reinterpret(ir: &mut Ir, at: At, span: Span, v: ValueId, size: u64, ty: Type) -> ValueId {
    let op = MemrefReinterpretCast::build(ir, span)
        .static_offsets(&[0])
        .static_sizes(&[size as i64])
        .static_strides(&[1])
        .result(ty)
        .insert(at)
        .op();
    set_operand_group(ir, op, 0, &[v]);
    ir[op].results[0]
}
