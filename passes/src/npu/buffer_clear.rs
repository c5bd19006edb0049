//! `--aie-lower-buffer-clear`: each `aiex.buffer_clear(%tile, address,
//! length)` of a runtime sequence becomes one `aiex.npu.blockwrite` of
//! `length` zero words at the tile-local `address` of that tile (aie-rt
//! writes a tile's data memory in bulk the same way, `XAie_DataMemBlockWrite`;
//! there is no memset). The zero words are a constant global before the
//! sequence, shared by every clear of the same length (and with any equal
//! global already there), named `blockwrite_data_<n>` as `--aie-dma-to-npu`
//! names its BD words.

use super::dma_to_npu::{data_global, Globals};
use crate::globals::words_type;
use crate::netlist::{self, op_error};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, View};
use dialect::ops::views::{BufferClear, MemrefGetGlobal, NpuBlockwrite, Tile};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-buffer-clear",
    name: "AIELowerBufferClear",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower aiex.buffer_clear to an npu.blockwrite of zero words",
    doc: "runtime-sequence.md#resets",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        let clears: Vec<BufferClear> = dev.walk_views(ir).collect();
        if clears.is_empty() {
            return Ok(());
        }
        let mut globals = Globals::of(ir, dev);
        for clear in clears {
            let op = clear.op();
            let place = ir[op]
                .operands
                .first()
                .and_then(|&v| ir.defining_op(v))
                .and_then(|t| ir.view::<Tile>(t))
                .map(|t| (t.col(ir), t.row(ir)));
            let Some((col, row)) = place else {
                return Err(op_error(
                    ir,
                    op,
                    "tile operand must be produced by an aie.tile op",
                ));
            };
            // The verifier keeps the op directly in its runtime sequence.
            let Some(seq) = ir.parent_op(op) else {
                return Err(op_error(ir, op, "expects parent op 'aie.runtime_sequence'"));
            };
            let (address, length) = (clear.address(ir), clear.length(ir));
            let words = vec![0u32; length as usize];
            let name = data_global(ir, &mut globals, seq, &words);
            let span = ir[op].span;
            let g = MemrefGetGlobal::build(ir, span)
                .name(&name)
                .result(words_type(words.len()))
                .insert(At::Before(op));
            let data = ir[g.op()].results[0];
            NpuBlockwrite::build(ir, span)
                .operand(data)
                .address(address)
                .column(col)
                .row(row)
                .insert(At::Before(op));
            ir.erase(op);
        }
        Ok(())
    })
}
