//! `--aie-assign-tile-controller-ids` (every tile) and
//! `--aie-ctrl-packet-infer-tiles` (the tiles control packets address):
//! a tile without a `controller_id` gets the one mlir-aie's table gives it
//! ([`aie_target::device::Device::controller_id`]), packet type 0.

use super::{packets, target};
use crate::netlist::{self, Dev};
use crate::options::BOOL;
use crate::words::fit;
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::device::Arch;
use dialect::ir::{Attr, View};
use dialect::ops::views::Tile;
use dialect::{Diagnostic, Ir};

pub(crate) const ASSIGN: Pass = Pass {
    flag: "aie-assign-tile-controller-ids",
    name: "AIEAssignTileCtrlIDs",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary:
        "Give every tile without a controller_id the controller (packet) id of mlir-aie's table",
    doc: "cert-lowering.md#control-packets",
    options: &[PassOption {
        name: "column-wise-unique-ids",
        help: "ids unique within each column (else within the device: at most 4 columns)",
        default: "true",
        values: BOOL,
    }],
    body: crate::Body::Run(assign),
};

pub(crate) const INFER: Pass = Pass {
    flag: "aie-ctrl-packet-infer-tiles",
    name: "AIECtrlPacketInferTiles",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Create the tiles aiex.control_packet ops address and give them controller ids",
    doc: "cert-lowering.md#control-packets",
    options: &[],
    body: crate::Body::Run(infer),
};

fn assign(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let column_wise = args.flag("column-wise-unique-ids");
    netlist::each_device(ir, |ir, dev| {
        if dev.model.arch == Arch::Aie1 {
            return Ok(());
        }
        let tiles: Vec<Tile> = dev.views(ir).collect();
        for t in tiles {
            give_id(ir, dev, t, column_wise)?;
        }
        Ok(())
    })
}

fn infer(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        for p in packets(ir, dev) {
            let coords = target(ir, dev, p)?;
            let v = dev.tile(ir, coords);
            if let Some(t) = netlist::tile_op(ir, v) {
                give_id(ir, dev, t, true)?;
            }
        }
        Ok(())
    })
}

/// Gives tile `t` its table controller id unless it has one.
fn give_id(ir: &mut Ir, dev: &Dev, t: Tile, column_wise: bool) -> Result<(), Diagnostic> {
    if t.controller_id(ir).is_some() {
        return Ok(());
    }
    let (col, row) = netlist::tile_coords(ir, t);
    let (col, row) = (
        fit(ir, t.op(), "column", col)?,
        fit(ir, t.op(), "row", row)?,
    );
    let id = dev.model.controller_id(col, row, column_wise);
    let Some(id) = id else {
        return Err(netlist::op_error(
            ir,
            dev.op,
            format!(
                "Device has {} columns but only 4 globally-unique controller ID sets are defined; use column-wise unique IDs mode.",
                dev.model.columns
            ),
        )
        .with_help("run --aie-assign-tile-controller-ids=column-wise-unique-ids=true"));
    };
    t.set_controller_id(ir, Attr::PacketInfo(0, u64::from(id)));
    Ok(())
}
