//! `--aie-lower-multicast`: each `aiex.multicast(%src, B : c)` becomes one
//! `aie.flow` per `aiex.multi_dest`, all from `B : c` of the source tile
//! (mlir-aie's AIEMulticast). As there, the flows go at the end of the
//! device, in the order of the destinations, and the multicast is erased;
//! routing then merges flows of one source into a broadcast.

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::View;
use dialect::ops::views::{Flow, MultiDest, Multicast};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-multicast",
    name: "AIEMulticast",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Replace aiex.multicast by one aie.flow per aiex.multi_dest",
    doc: "routing.md#multicast",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let multicasts: Vec<Multicast> = dev.views(ir).collect();
    for m in multicasts {
        let src = ir[m.op()].operands[0];
        let (bundle, channel) = (m.bundle(ir), m.channel(ir));
        let body = ir.entry_block(m.op(), 0);
        let dests: Vec<MultiDest> = ir
            .views::<MultiDest>(body.into_iter().flat_map(|b| ir.ops_in(b)))
            .collect();
        for d in dests {
            let (tile, span) = (ir[d.op()].operands[0], ir[d.op()].span);
            let (dest_bundle, dest_channel) = (d.bundle(ir), d.channel(ir));
            let at = dev.before_end(ir);
            Flow::build(ir, span)
                .operand(src)
                .operand(tile)
                .source_bundle(bundle)
                .source_channel(channel)
                .dest_bundle(dest_bundle)
                .dest_channel(dest_channel)
                .insert(at);
        }
        ir.erase(m.op());
    }
    Ok(())
}
