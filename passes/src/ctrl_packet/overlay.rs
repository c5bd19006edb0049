//! `--aie-generate-column-control-overlay`: packet flows between the shim
//! of each column and the TileControl ports of its tiles (mlir-aie's
//! `AIEGenerateColumnControlOverlay`):
//!
//! - `route-shim-to-tct`: each tile's TileControl : 0 (`shim-only`: the
//!   shims' only) to its shim's South : 0, the route of task-complete
//!   tokens;
//! - `route-shim-to-tile-ctrl`: a shim DMA MM2S channel (by row,
//!   [`aie_target::device::Device::control_packet_channel`]) to the
//!   TileControl : 0 of every tile of rows 0 up to the column's highest,
//!   in every column from the leftmost to the rightmost occupied one, with
//!   an `aie.shim_dma_allocation @ctrlpkt_col<c>_mm2s_chan<ch>` for the
//!   runtime sequence to send control packets through. `control-packets`
//!   does so only in devices whose runtime sequences hold
//!   `aiex.control_packet` (the default pipeline's setting).
//!
//! Each flow's id is the tile's controller id; flows are `keep_pkt_header`
//! and `priority_route`. A flow already there is not added again.

use super::packets;
use crate::netlist::{self, op_error, Dev};
use crate::npu::allocation;
use crate::words::fit;
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::device::Arch;
use aie_target::regs::Dir;
use dialect::ir::cases::{DmaChannelDir, WireBundle};
use dialect::ir::{At, Span, ValueId, View};
use dialect::ops::views::{Flow, PacketDest, PacketFlow, PacketSource, ShimDmaAllocation, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-generate-column-control-overlay",
    name: "AIEGenerateColumnControlOverlay",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Route shim DMA channels to the tiles' TileControl ports (control packets) and TileControl ports to the shim (task-complete tokens)",
    doc: "cert-lowering.md#control-packets",
    options: &[
        PassOption {
            name: "route-shim-to-tct",
            help: "route TileControl ports to their shim's South : 0: of the shims only, of all tiles, or none",
            default: "shim-only",
            values: &["shim-only", "all-tiles", "disable"],
        },
        PassOption {
            name: "route-shim-to-tile-ctrl",
            help: "route a shim DMA channel to every tile's TileControl port (control-packets: in devices with aiex.control_packet ops only)",
            default: "false",
            values: &["true", "false", "1", "0", "control-packets"],
        },
    ],
    run,
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let tct = args.get("route-shim-to-tct").to_string();
    let ctrl = args.get("route-shim-to-tile-ctrl").to_string();
    netlist::each_device(ir, |ir, dev| {
        if dev.model.arch == Arch::Aie1 {
            return Ok(());
        }
        let to_ctrl = match ctrl.as_str() {
            "true" | "1" => true,
            "control-packets" => !packets(ir, dev).is_empty(),
            _ => false,
        };
        overlay(ir, dev, &tct, to_ctrl)
    })
}

/// One flow: `(source tile, bundle, channel)` to `(dest tile, bundle, channel)`.
type Ends = ((i64, i64), WireBundle, i64);

fn overlay(ir: &mut Ir, dev: &Dev, tct: &str, to_ctrl: bool) -> Result<(), Diagnostic> {
    let mut rows: BTreeMap<i64, i64> = BTreeMap::new();
    for t in dev.views::<Tile>(ir) {
        let (col, row) = netlist::tile_coords(ir, t);
        let top = rows.entry(col).or_insert(row);
        *top = (*top).max(row);
    }
    let (Some(&first), Some(&last)) = (rows.keys().next(), rows.keys().next_back()) else {
        return Ok(());
    };
    let highest = rows.values().copied().max().unwrap_or(0);
    let occupied: Vec<i64> = rows.keys().copied().collect();
    if tct != "disable" {
        for &col in &occupied {
            let tiles: Vec<(i64, i64)> = dev
                .views::<Tile>(ir)
                .map(|t| netlist::tile_coords(ir, t))
                .filter(|&(c, r)| c == col && (tct == "all-tiles" || r == 0))
                .collect();
            let shim = dev.tile(ir, (col, 0));
            for tile in tiles {
                let src = dev.tile(ir, tile);
                let id = flow_id(ir, dev, tile);
                let ends = (
                    (tile, WireBundle::TileControl, 0),
                    ((col, 0), WireBundle::South, 0),
                );
                add_flow(ir, dev, id, (src, shim), ends);
            }
        }
    }
    if to_ctrl {
        for col in first..=last {
            let top = rows.get(&col).copied().unwrap_or(highest);
            control_routes(ir, dev, col, top)?;
        }
    }
    Ok(())
}

/// The routes from column `col`'s shim DMA to the TileControl ports of rows
/// `0..=top`, and their shim DMA allocations.
fn control_routes(ir: &mut Ir, dev: &Dev, col: i64, top: i64) -> Result<(), Diagnostic> {
    let shim = dev.tile(ir, (col, 0));
    for row in 0..=top {
        let tile = (col, row);
        if dev.kind(tile).is_none() {
            continue;
        }
        let channel = i64::from(
            dev.model
                .control_packet_channel(fit(ir, dev.op, "row", row)?),
        );
        if let Some(flow) = circuit_from(ir, dev, (col, 0), channel) {
            return Err(op_error(
                ir,
                flow,
                format!("failed to generate column control overlay from shim dma to tile ctrl ports, because shim ({col}, 0) MM2S {channel} is reserved by this circuit flow"),
            )
            .with_help(format!("MM2S {channel} carries the control packets of row {row}: move the circuit flow to another channel")));
        }
        let dst = dev.tile(ir, tile);
        let id = flow_id(ir, dev, tile);
        let ends = (
            ((col, 0), WireBundle::DMA, channel),
            (tile, WireBundle::TileControl, 0),
        );
        add_flow(ir, dev, id, (shim, dst), ends);
        let name = super::allocation_name(col, channel);
        if dev.symbol(ir, &name).is_none() {
            let at = dev.before_end(ir);
            ShimDmaAllocation::build(ir, Span::default())
                .operand(shim)
                .sym_name(&name)
                .channel_dir(DmaChannelDir::MM2S)
                .channel_index(channel)
                .insert(at);
        } else if allocation(ir, dev, &name).is_none_or(|(ch, _)| {
            (ch.col, ch.row, ch.dir, ch.index) != (col, 0, Dir::MM2S, channel)
        }) {
            let op = dev.symbol(ir, &name).unwrap_or(dev.op);
            return Err(op_error(ir, op, format!("the symbol @{name} is not shim ({col}, 0)'s MM2S {channel}"))
                .with_help("the column control overlay names its shim DMA allocations ctrlpkt_col<c>_mm2s_chan<ch>: rename this symbol"));
        }
    }
    Ok(())
}

/// The `aie.flow` that leaves shim `shim`'s DMA `channel`, if any.
fn circuit_from(ir: &Ir, dev: &Dev, shim: (i64, i64), channel: i64) -> Option<dialect::ir::OpId> {
    dev.views::<Flow>(ir)
        .find(|f| {
            netlist::tile_of(ir, f.op()) == Some(shim)
                && f.source_bundle(ir) == WireBundle::DMA
                && f.source_channel(ir) == channel
        })
        .map(|f| f.op())
}

/// The id of the control flows of `tile`: its controller id, else the table's.
fn flow_id(ir: &Ir, dev: &Dev, (col, row): (i64, i64)) -> i64 {
    let t = dev
        .views::<Tile>(ir)
        .find(|&t| netlist::tile_coords(ir, t) == (col, row));
    t.and_then(|t| super::controller_id(ir, t))
        .map(|(id, _)| id)
        .or_else(|| {
            let tile = u32::try_from(col).ok().zip(u32::try_from(row).ok());
            tile.and_then(|(c, r)| dev.model.controller_id(c, r, true))
        })
        .map_or(0, i64::from)
}

/// Adds `aie.packet_flow(id)` between `ends` (tile values `values`) unless
/// one with that id and those ends exists.
fn add_flow(ir: &mut Ir, dev: &Dev, id: i64, values: (ValueId, ValueId), ends: (Ends, Ends)) {
    let exists = dev
        .views::<PacketFlow>(ir)
        .any(|f| f.id(ir) == id && flow_ends(ir, f) == Some(ends));
    if exists {
        return;
    }
    let at = dev.before_end(ir);
    let flow = PacketFlow::build(ir, Span::default())
        .id(id)
        .keep_pkt_header(true)
        .priority_route(true)
        .region()
        .insert(at);
    let block = ir.entry_block(flow.op(), 0).expect("built with a region");
    let ((_, sb, sc), (_, db, dc)) = ends;
    PacketSource::build(ir, Span::default())
        .operand(values.0)
        .bundle(sb)
        .channel(sc)
        .insert(At::End(block));
    PacketDest::build(ir, Span::default())
        .operand(values.1)
        .bundle(db)
        .channel(dc)
        .insert(At::End(block));
}

/// The ends of a packet flow with one source and one destination.
fn flow_ends(ir: &Ir, f: PacketFlow) -> Option<(Ends, Ends)> {
    let block = ir.entry_block(f.op(), 0)?;
    let mut sources = ir.views::<PacketSource>(ir.ops_in(block));
    let mut dests = ir.views::<PacketDest>(ir.ops_in(block));
    let (s, d) = (sources.next()?, dests.next()?);
    if sources.next().is_some() || dests.next().is_some() {
        return None;
    }
    let end = |op, bundle, channel| Some((netlist::tile_of(ir, op)?, bundle, channel));
    Some((
        end(s.op(), s.bundle(ir), s.channel(ir))?,
        end(d.op(), d.bundle(ir), d.channel(ir))?,
    ))
}
