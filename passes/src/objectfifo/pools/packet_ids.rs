//! `--aie-assign-packet-ids`: a route whose packet header has no `pkt_id`
//! (`{packet = #aie.packet_info<>}`) gets the lowest id that no packet flow
//! and no other route of the device uses, in route order; ids already given
//! are kept. Allocation lowers headers; it no longer picks them.

use super::{each_device, error, Res};
use crate::netlist::Dev;
use crate::Args;
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::{Attr, View};
use dialect::ops::views::{PacketFlow, Route};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

/// Packet ids are five bits.
pub(super) const PACKET_IDS: u64 = 32;

pub(super) fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    each_device(ir, assign)
}

fn assign(ir: &mut Ir, dev: Dev) -> Res<()> {
    let routes: Vec<Route> = dev.views::<Route>(ir).collect();
    let mut used: BTreeSet<u64> = dev
        .views::<PacketFlow>(ir)
        .map(|f| f.id(ir) as u64)
        .collect();
    used.extend(
        routes
            .iter()
            .filter_map(|r| r.packet(ir))
            .map(|(_, id)| id)
            .filter(|&id| id != NO_PKT_ID),
    );
    for r in routes {
        // The header as written: a type left out stays out.
        let Some(&Attr::PacketInfo(pkt_type, NO_PKT_ID)) = ir.attr(r.op(), Route::PACKET) else {
            continue;
        };
        let Some(id) = (0..PACKET_IDS).find(|i| !used.contains(i)) else {
            return Err(error(
                ir,
                r.op(),
                "max number of packet IDs reached",
                format!("the {PACKET_IDS} packet ids are taken by packet flows and routes; make some routes circuit-switched"),
            ));
        };
        used.insert(id);
        ir.set_attr(r.op(), Route::PACKET, Attr::PacketInfo(pkt_type, id));
    }
    Ok(())
}
