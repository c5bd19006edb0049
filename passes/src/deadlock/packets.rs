//! Packets whose id no route carries: a channel that sends packets of an id
//! none of the packet flows from it carries sends them nowhere, and waits
//! for ever at the first word (docs/deadlocks.md, "Packets without a
//! route"). A channel no packet flow starts at is left alone: a later
//! overlay may route its packets (to control ports, say).

use super::build::chan_text;
use crate::netlist::{self, Dev};
use crate::npu;
use dialect::ir::cases::WireBundle;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{
    DmaBd, DmaBdPacket, DmaConfigureTask, DmaConfigureTaskFor, DmaStart, NpuDmaMemcpyNd,
    PacketFlow, PacketSource,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet};

/// An MM2S channel: tile and number.
type Sender = (i64, i64, i64);

/// An error at each op that sends a packet id no packet flow from its
/// channel carries.
pub(crate) fn unrouted(ir: &Ir, dev: &Dev) -> Vec<Diagnostic> {
    let carried = carried_ids(ir, dev);
    let mut out = Vec::new();
    for (op, sender, id) in packet_sends(ir, dev) {
        let Some(ids) = carried.get(&sender) else {
            continue;
        };
        if ids.contains(&id) {
            continue;
        }
        let chan = chan_text((sender.0, sender.1, true, sender.2));
        let list: Vec<String> = ids.iter().map(u64::to_string).collect();
        out.push(
            Diagnostic::error(
                ir[op].span,
                format!(
                    "deadlock: {chan} sends packets of id {id}, which no packet flow from it \
                     carries: the packet goes nowhere and the channel waits forever at its first word"
                ),
            )
            .with_help(format!(
                "the packet flows from {chan} carry id(s) {}: send one of them, or add an \
                 `aie.packet_flow({id})` from this channel",
                list.join(", ")
            )),
        );
    }
    out
}

/// The packet ids the packet flows from each MM2S channel carry.
fn carried_ids(ir: &Ir, dev: &Dev) -> BTreeMap<Sender, BTreeSet<u64>> {
    let mut carried: BTreeMap<Sender, BTreeSet<u64>> = BTreeMap::new();
    for s in dev.walk_views::<PacketSource>(ir) {
        if s.bundle(ir) != WireBundle::DMA {
            continue;
        }
        let flow = ir.parent_op(s.op()).and_then(|f| ir.view::<PacketFlow>(f));
        let (Some(flow), Some((col, row))) = (flow, netlist::tile_of(ir, s.op())) else {
            continue;
        };
        let Ok(id) = u64::try_from(flow.id(ir)) else {
            continue;
        };
        carried
            .entry((col, row, s.channel(ir)))
            .or_default()
            .insert(id);
    }
    carried
}

/// Each op that sends packets from an MM2S channel: the op, the channel
/// and the packet id. Static BD chains (`aie.dma_start` in a tile's DMA)
/// and the runtime sequence's transfers and tasks.
fn packet_sends(ir: &Ir, dev: &Dev) -> Vec<(OpId, Sender, u64)> {
    let mut out = Vec::new();
    for start in dev.walk_views::<DmaStart>(ir) {
        if !super::build::is_mm2s(start.channel_dir(ir)) {
            continue;
        }
        let Some(container) = ir.parent_op(start.op()) else {
            continue;
        };
        let Some((col, row)) = netlist::tile_of(ir, container) else {
            continue;
        };
        let Some(index) = start.channel_index(ir) else {
            continue;
        };
        let sender = (col, row, index);
        for op in chain_ops(ir, start) {
            if let Some(id) = bd_packet_id(ir, op) {
                out.push((op, sender, id));
            }
        }
    }
    let senders = [
        NpuDmaMemcpyNd::KIND,
        DmaConfigureTaskFor::KIND,
        DmaConfigureTask::KIND,
    ];
    for op in dev.walk_for(ir, &senders) {
        let allocated = |sym: &str| {
            let (ch, alloc) = npu::allocation(ir, dev, sym)?;
            let mm2s = super::build::is_mm2s(ch.dir_case());
            Some(((ch.col, ch.row, ch.index), mm2s, alloc))
        };
        let found = if let Some(m) = ir.view::<NpuDmaMemcpyNd>(op) {
            allocated(m.metadata(ir)).map(|(s, d, a)| (s, d, m.packet(ir).or(a)))
        } else if let Some(t) = ir.view::<DmaConfigureTaskFor>(op) {
            allocated(t.alloc(ir))
        } else if let Some(t) = ir.view::<DmaConfigureTask>(op) {
            netlist::tile_of(ir, op).map(|(col, row)| {
                let mm2s = super::build::is_mm2s(t.direction(ir));
                ((col, row, t.channel(ir)), mm2s, t.packet(ir))
            })
        } else {
            None
        };
        let Some((sender, true, packet)) = found else {
            continue;
        };
        if let Some((_, id)) = packet {
            out.push((op, sender, id));
        }
        for inner in ir.walk(op) {
            if let Some(id) = bd_packet_id(ir, inner) {
                out.push((inner, sender, id));
            }
        }
    }
    out
}

/// The ops of the BD chain an `aie.dma_start` starts, up to where it ends
/// or comes back.
fn chain_ops(ir: &Ir, start: DmaStart) -> Vec<OpId> {
    let mut blocks = Vec::new();
    let mut next = ir[start.op()].successors.first().map(|s| s.block);
    while let Some(b) = next.filter(|b| !blocks.contains(b)) {
        blocks.push(b);
        next = ir
            .last_op(b)
            .filter(|&t| ir.is(t, OpKind::NextBd))
            .and_then(|t| ir[t].successors.first().map(|s| s.block));
    }
    blocks.iter().flat_map(|&b| ir.ops_in(b)).collect()
}

/// The packet id a BD op sends with: an `aie.dma_bd_packet`, or an
/// `aie.dma_bd`'s `packet` attribute.
fn bd_packet_id(ir: &Ir, op: OpId) -> Option<u64> {
    if let Some(p) = ir.view::<DmaBdPacket>(op) {
        return u64::try_from(p.packet_id(ir)).ok();
    }
    ir.view::<DmaBd>(op)?.packet(ir).map(|(_, id)| id)
}
