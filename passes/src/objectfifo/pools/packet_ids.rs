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
use crate::options::BOOL;
use crate::{Args, PassOption};
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::{Attr, View};
use dialect::ops::views::{PacketFlow, Route, Tile, TracePacket};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

/// Packet ids are five bits on every target: 0 to [`MAX_PKT_ID`].
pub(super) const PACKET_IDS: u64 = 32;
/// The largest packet id.
const MAX_PKT_ID: u64 = PACKET_IDS - 1;

/// The option that numbers headers from one past the largest id in use, as
/// the stateful transform numbers its packet flows.
pub(crate) const AFTER_LARGEST: &str = "after-largest";

/// The option that keeps the tile controllers' packet ids (those of the
/// control packet overlay) off data routes.
pub(crate) const RESERVE_CONTROLLER_IDS: PassOption = PassOption {
    name: "reserve-controller-packet-ids",
    help: "keep the packet ids of the tile controllers of every occupied column (column-wise unique, as the control packet overlay gives them) off the routes",
    default: "false",
    values: BOOL,
};

/// How headers are numbered.
#[derive(Clone, Copy, Default)]
pub(super) struct Numbering {
    /// A route written without a header is given one too.
    pub every_route: bool,
    /// From one past the largest id in use ([`AFTER_LARGEST`]).
    pub after_largest: bool,
    /// Around the tile controllers' ids ([`RESERVE_CONTROLLER_IDS`]).
    pub reserve_controller_ids: bool,
}

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let numbering = Numbering {
        every_route: args.flag("packet-sw-objFifos"),
        after_largest: args.flag(AFTER_LARGEST),
        reserve_controller_ids: args.flag(RESERVE_CONTROLLER_IDS.name),
    };
    each_device(ir, |ir, dev| assign(ir, dev, numbering))
}

fn assign(ir: &mut Ir, dev: Dev, numbering: Numbering) -> Res<()> {
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
    number_open_headers(ir, &dev, &routes, &routes, numbering)
}

/// Gives each route of `open` whose header has no id (with `every_route`, a
/// route with no header too) the lowest id that nothing on the device holds,
/// `routes` being all of the device's routes.
pub(super) fn number_open_headers(
    ir: &mut Ir,
    dev: &Dev,
    routes: &[Route],
    open: &[Route],
    numbering: Numbering,
) -> Res<()> {
    let mut taken = taken_ids(ir, dev, routes, false);
    let first = match (numbering.after_largest, taken.last()) {
        (true, Some(&largest)) => largest + 1,
        _ => 0,
    };
    if numbering.reserve_controller_ids {
        taken.extend(controller_ids(ir, dev));
    }
    for &r in open {
        // The header as written (a type left out is 0).
        let pkt_type = match ir.attr(r.op(), Route::PACKET) {
            Some(&Attr::PacketInfo(t, NO_PKT_ID)) => t,
            None if numbering.every_route => 0,
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
/// and its routes' pinned headers'; with `reserve_controller_ids`, those of
/// its tile controllers too ([`controller_ids`]).
pub(super) fn taken_ids(
    ir: &Ir,
    dev: &Dev,
    routes: &[Route],
    reserve_controller_ids: bool,
) -> BTreeSet<u64> {
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
    let controllers = reserve_controller_ids
        .then(|| controller_ids(ir, dev))
        .into_iter()
        .flatten();
    flows
        .chain(traces)
        .chain(pinned)
        .chain(controllers)
        .collect()
}

/// The packet ids of the controllers of every tile of each column the
/// device uses, column-wise unique as the control packet overlay numbers
/// them (mlir-aie's `getTileToControllerIdMap(columnWiseUniqueIDs=true)`).
fn controller_ids(ir: &Ir, dev: &Dev) -> BTreeSet<u64> {
    let columns: BTreeSet<u32> = dev
        .views::<Tile>(ir)
        .filter_map(|t| u32::try_from(t.col(ir)).ok())
        .collect();
    columns
        .into_iter()
        .flat_map(|col| {
            (0..dev.model.rows).filter_map(move |row| dev.model.controller_id(col, row, true))
        })
        .map(u64::from)
        .collect()
}
