//! `--aie-lower-broadcast-packet`: each `aiex.broadcast_packet(%src, B : c)`
//! becomes one `aie.packet_flow(id)` per `aiex.bp_id(id)`, from `B : c` of
//! the source tile to that id's `aiex.bp_dest`s (mlir-aie's
//! AIEBroadcastPacket). As there, each flow is placed right after the
//! broadcast op, so the flows come out in reverse id order.

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, View};
use dialect::ops::views::{BpDest, BpId, BroadcastPacket, PacketDest, PacketFlow, PacketSource};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-broadcast-packet",
    name: "AIEBroadcastPacket",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace aiex.broadcast_packet by one aie.packet_flow per packet id",
    doc: "routing.md#broadcast-packets",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let broadcasts: Vec<BroadcastPacket> = dev.views(ir).collect();
    for bp in broadcasts {
        let src = ir[bp.op()].operands[0];
        let (bundle, channel) = (bp.bundle(ir), bp.channel(ir));
        for id in ir
            .views::<BpId>(body(ir, bp.op()).iter().copied())
            .collect::<Vec<_>>()
        {
            let (span, packet_id) = (ir[id.op()].span, id.id(ir));
            let flow = PacketFlow::build(ir, span)
                .id(packet_id)
                .region()
                .insert(At::After(bp.op()));
            let block = ir.entry_block(flow.op(), 0).expect("built with a region");
            PacketSource::build(ir, ir[bp.op()].span)
                .operand(src)
                .bundle(bundle)
                .channel(channel)
                .insert(At::End(block));
            for dest in ir
                .views::<BpDest>(body(ir, id.op()).iter().copied())
                .collect::<Vec<_>>()
            {
                let (tile, span) = (ir[dest.op()].operands[0], ir[dest.op()].span);
                let (bundle, channel) = (dest.bundle(ir), dest.channel(ir));
                PacketDest::build(ir, span)
                    .operand(tile)
                    .bundle(bundle)
                    .channel(channel)
                    .insert(At::End(block));
            }
        }
        ir.erase(bp.op());
    }
    Ok(())
}

/// The ops of the body of `op`.
fn body(ir: &Ir, op: OpId) -> Vec<OpId> {
    ir.entry_block(op, 0)
        .map_or(Vec::new(), |b| ir.ops_in(b).collect::<Vec<_>>())
}
