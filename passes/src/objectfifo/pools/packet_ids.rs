//! `--aie-assign-packet-ids`: a route whose packet header has no `pkt_id`
//! (`{packet = #aie.packet_info<>}`) gets the lowest id that nothing on the
//! device holds (a packet flow, a trace packet, another route's header), in
//! route order; ids already given are kept, after checking they fit the
//! header's five bits. With `packet-sw-objFifos`, a route written without a
//! header is given one too. Allocation numbers the open headers of routes
//! between object FIFO endpoints the same way ([`number_open_headers`]); a
//! route a user wrote between `aie.route_endpoint`s gets its id here.

use super::{each_device, error, Res};
use crate::netlist::Dev;
use crate::Args;
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::{Attr, View};
use dialect::ops::views::{PacketFlow, Route, TracePacket};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

/// Packet ids are five bits on every target: 0 to [`MAX_PKT_ID`].
pub(super) const PACKET_IDS: u64 = 32;
/// The largest packet id.
const MAX_PKT_ID: u64 = PACKET_IDS - 1;

/// The option that numbers headers from one past the largest id in use, as
/// the stateful transform numbers its packet flows.
pub(super) const AFTER_LARGEST: &str = "after-largest";

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let every_route = args.flag("packet-sw-objFifos");
    let after_largest = args.flag(AFTER_LARGEST);
    each_device(ir, |ir, dev| assign(ir, dev, every_route, after_largest))
}

fn assign(ir: &mut Ir, dev: Dev, every_route: bool, after_largest: bool) -> Res<()> {
    let routes: Vec<Route> = dev.views::<Route>(ir).collect();
    for &r in &routes {
        if let Some((_, id)) = r
            .packet(ir)
            .filter(|&(_, id)| id != NO_PKT_ID && id > MAX_PKT_ID)
        {
            return Err(error(
                ir,
                r.op(),
                format!("pkt_id {id} is out of range (max {MAX_PKT_ID})"),
                format!("a packet id is five bits: pick one of 0 to {MAX_PKT_ID}, or leave it out for this pass to pick"),
            ));
        }
    }
    number_open_headers(ir, &dev, &routes, &routes, every_route, after_largest)
}

/// Gives each route of `open` whose header has no id (with `every_route`, a
/// route with no header too) the lowest id that nothing on the device holds,
/// `routes` being all of the device's routes.
pub(super) fn number_open_headers(
    ir: &mut Ir,
    dev: &Dev,
    routes: &[Route],
    open: &[Route],
    every_route: bool,
    after_largest: bool,
) -> Res<()> {
    let mut taken = taken_ids(ir, dev, routes);
    let first = match (after_largest, taken.last()) {
        (true, Some(&largest)) => largest + 1,
        _ => 0,
    };
    for &r in open {
        // The header as written (a type left out is 0).
        let pkt_type = match ir.attr(r.op(), Route::PACKET) {
            Some(&Attr::PacketInfo(t, NO_PKT_ID)) => t,
            None if every_route => 0,
            _ => continue,
        };
        let Some(id) = (first..=MAX_PKT_ID).find(|i| !taken.contains(i)) else {
            return Err(error(
                ir,
                r.op(),
                "max number of packet IDs reached",
                format!("the {} packet ids are taken by packet flows, trace packets and routes; make some routes circuit-switched", MAX_PKT_ID + 1),
            ));
        };
        taken.insert(id);
        ir.set_attr(r.op(), Route::PACKET, Attr::PacketInfo(pkt_type, id));
    }
    Ok(())
}

/// The ids the device already holds: its packet flows', its trace packets'
/// and its routes' pinned headers'.
pub(super) fn taken_ids(ir: &Ir, dev: &Dev, routes: &[Route]) -> BTreeSet<u64> {
    let flows = dev.views::<PacketFlow>(ir).map(|f| f.id(ir) as u64);
    let traces = dev
        .walk_views::<TracePacket>(ir)
        .filter_map(|p| p.id(ir))
        .map(|id| id as u64);
    let pinned = routes
        .iter()
        .filter_map(|r| r.packet(ir))
        .map(|(_, id)| id)
        .filter(|&id| id != NO_PKT_ID);
    flows.chain(traces).chain(pinned).collect()
}
