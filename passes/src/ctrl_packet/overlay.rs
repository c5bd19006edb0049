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
//!   in every column from the leftmost to the rightmost occupied one (with
//!   `whole-array-control-coverage`, of every tile of the array), with
//!   an `aie.shim_dma_allocation @ctrlpkt_col<c>_mm2s_chan<ch>` for the
//!   runtime sequence to send control packets through. `control-packets`
//!   does so only in devices whose runtime sequences hold
//!   `aiex.control_packet` (the default pipeline's setting).
//! - `emit-standalone-overlay` (what `aiecc --load-pdi-to-ctrl-pkt` runs):
//!   every device that does not opt out (`needs_ctrl_pkt_overlay = false`)
//!   gets the tiles of all of them, so that the overlay has one shape, and
//!   the overlay in place (`has_ctrl_pkt_overlay = true`; opted-out devices
//!   get `false`); a new device `@ctrl_pkt_overlay` at the end of the module
//!   holds those tiles and the overlay alone: what a runtime sequence loads
//!   before it streams a device's configuration as control packets
//!   (`--aie-expand-load-pdi=ctrl-pkt=true`).
//!
//! A device with `needs_ctrl_pkt_overlay = false` gets no overlay. Each
//! flow's id is the tile's controller id; flows are `keep_pkt_header` and
//! `priority_route`. A flow already there is not added again, nor is
//! `@ctrl_pkt_overlay` made twice.

use super::packets;
use crate::netlist::{self, op_error, Dev};
use crate::npu::allocation;
use crate::words::fit;
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::device::Arch;
use aie_target::regs::Dir;
use dialect::ir::cases::{DmaChannelDir, WireBundle};
use dialect::ir::{At, OpId, Span, ValueId, View};
use dialect::ops::views::{
    Device, Flow, PacketDest, PacketFlow, PacketSource, ShimDmaAllocation, Tile,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-generate-column-control-overlay",
    name: "AIEGenerateColumnControlOverlay",
    anchor: Anchor::Module,
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
        PassOption {
            name: "whole-array-control-coverage",
            help: "route-shim-to-tile-ctrl reaches every tile of the array, each column and row, not only the occupied columns up to their highest row",
            default: "false",
            values: &["true", "false", "1", "0"],
        },
        PassOption {
            name: "emit-standalone-overlay",
            help: "give the devices that do not opt out (needs_ctrl_pkt_overlay = false) one set of tiles and the overlay, and add a device @ctrl_pkt_overlay holding the overlay alone",
            default: "false",
            values: &["true", "false", "1", "0"],
        },
    ],
    body: crate::Body::Run(run),
};

/// The device holding the overlay alone, which a runtime sequence loads
/// before it configures a device by control packets.
pub(crate) const OVERLAY_DEVICE: &str = "ctrl_pkt_overlay";

type Res<T> = Result<T, Diagnostic>;

/// The routes to make: `route-shim-to-tct`'s and `route-shim-to-tile-ctrl`'s values.
struct Routes {
    tct: String,
    ctrl: String,
    /// Control routes to every tile of the array.
    whole_array: bool,
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let routes = Routes {
        tct: args.get("route-shim-to-tct").to_string(),
        ctrl: args.get("route-shim-to-tile-ctrl").to_string(),
        whole_array: args.flag("whole-array-control-coverage"),
    };
    if args.flag("emit-standalone-overlay") {
        return standalone(ir, &routes).err().into_iter().collect();
    }
    netlist::each_device(ir, |ir, dev| {
        match is_overlay_device(ir, dev) || opted_out(ir, dev) {
            true => Ok(()),
            false => apply(ir, dev, &routes),
        }
    })
}

/// Whether `dev` is the standalone overlay device.
fn is_overlay_device(ir: &Ir, dev: &Dev) -> bool {
    netlist::device_name(ir, dev.op) == OVERLAY_DEVICE
}

/// Whether `dev` opts out of the overlay (`needs_ctrl_pkt_overlay = false`).
fn opted_out(ir: &Ir, dev: &Dev) -> bool {
    ir.view::<Device>(dev.op)
        .is_some_and(|d| d.needs_ctrl_pkt_overlay(ir) == Some(false))
}

/// The overlay of `routes` in `dev` (nothing on AIE1 arrays).
fn apply(ir: &mut Ir, dev: &Dev, routes: &Routes) -> Res<()> {
    if dev.model.arch == Arch::Aie1 {
        return Ok(());
    }
    let to_ctrl = match routes.ctrl.as_str() {
        "true" | "1" => true,
        "control-packets" => !packets(ir, dev).is_empty(),
        _ => false,
    };
    overlay(ir, dev, routes, to_ctrl)
}

/// `emit-standalone-overlay`: the participating devices share their tiles
/// and get the overlay; `@ctrl_pkt_overlay` gets both alone.
fn standalone(ir: &mut Ir, routes: &Routes) -> Res<()> {
    let mut participating = Vec::new();
    for dev in netlist::devices(ir) {
        if is_overlay_device(ir, &dev) || dev.op == ir.top {
            continue;
        }
        let out = opted_out(ir, &dev);
        Device::wrap(dev.op).set_has_ctrl_pkt_overlay(ir, !out);
        if !out {
            participating.push(dev);
        }
    }
    let tiles = tile_union(ir, &participating);
    for dev in &participating {
        add_tiles(ir, dev, &tiles);
        apply(ir, dev, routes)?;
    }
    let Some(first) = participating.first() else {
        return Ok(());
    };
    let target = Device::wrap(first.op).device(ir).to_string();
    if let Some(other) = participating[1..]
        .iter()
        .find(|d| Device::wrap(d.op).device(ir) != target)
    {
        return Err(op_error(ir, other.op, "cannot generate a single standalone ctrl_pkt_overlay device: participating devices have mismatched target architectures.")
            .with_help(format!("give it the target of the first participating device ({target}), or opt it out with {{needs_ctrl_pkt_overlay = false}}")));
    }
    let Some(dev) = overlay_device(ir, first, &target)? else {
        return Ok(());
    };
    add_tiles(ir, &dev, &tiles);
    apply(ir, &dev, routes)
}

/// A tile of the union: its place and the op it is copied from.
type UnionTile = ((i64, i64), OpId);

/// Every tile of `devices`, in order of first appearance, each with the
/// first `aie.tile` op declaring it.
fn tile_union(ir: &Ir, devices: &[Dev]) -> Vec<UnionTile> {
    let mut out: Vec<UnionTile> = Vec::new();
    for dev in devices {
        for t in dev.views::<Tile>(ir) {
            let place = netlist::tile_coords(ir, t);
            if !out.iter().any(|&(p, _)| p == place) {
                out.push((place, t.op()));
            }
        }
    }
    out
}

/// Copies (attributes and all) of the tiles of `tiles` that `dev` lacks,
/// after its last tile.
fn add_tiles(ir: &mut Ir, dev: &Dev, tiles: &[UnionTile]) {
    for &(place, op) in tiles {
        if dev
            .views::<Tile>(ir)
            .any(|t| netlist::tile_coords(ir, t) == place)
        {
            continue;
        }
        let copy = ir.clone_op(op, &mut HashMap::new());
        let at = dev.last_tile(ir).map_or(At::Start(dev.body), At::After);
        ir.insert(at, copy);
    }
}

/// The new `@ctrl_pkt_overlay` device of type `target` at the end of the
/// module; `None` if this pass made it already.
fn overlay_device(ir: &mut Ir, first: &Dev, target: &str) -> Res<Option<Dev>> {
    if let Some(op) = ir
        .ops_in(ir.top_block())
        .find(|&o| netlist::sym_name(ir, o) == Some(OVERLAY_DEVICE))
    {
        let ours = ir
            .view::<Device>(op)
            .is_some_and(|d| d.has_ctrl_pkt_overlay(ir) == Some(true));
        if ours {
            return Ok(None);
        }
        return Err(op_error(ir, op, "a symbol named `ctrl_pkt_overlay` already exists in the module; cannot create a standalone ctrl_pkt_overlay device.")
            .with_help("rename this symbol: emit-standalone-overlay names the overlay's device @ctrl_pkt_overlay"));
    }
    let span = ir[first.op].span;
    let top = ir.top_block();
    Device::build(ir, span)
        .device(target)
        .sym_name(OVERLAY_DEVICE)
        .has_ctrl_pkt_overlay(true)
        .region()
        .insert(At::End(top));
    Ok(netlist::device_named(ir, OVERLAY_DEVICE))
}

/// One flow: `(source tile, bundle, channel)` to `(dest tile, bundle, channel)`.
type Ends = ((i64, i64), WireBundle, i64);

fn overlay(ir: &mut Ir, dev: &Dev, routes: &Routes, to_ctrl: bool) -> Result<(), Diagnostic> {
    let tct = routes.tct.as_str();
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
    if to_ctrl && routes.whole_array {
        let (columns, rows) = (i64::from(dev.model.columns), i64::from(dev.model.rows));
        for col in 0..columns {
            control_routes(ir, dev, col, rows - 1)?;
        }
    } else if to_ctrl {
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
    let trunk = netlist::tile_op(ir, shim).and_then(|t| t.ctrl_pkt_trunk_chan(ir));
    for row in 0..=top {
        let tile = (col, row);
        if dev.kind(tile).is_none() {
            continue;
        }
        let own = i64::from(
            dev.model
                .control_packet_channel(fit(ir, dev.op, "row", row)?),
        );
        let channel = trunk.unwrap_or(own);
        if let Some(flow) = circuit_from(ir, dev, (col, 0), channel) {
            return Err(op_error(
                ir,
                flow,
                format!("failed to generate column control overlay from shim dma to tile ctrl ports, because shim ({col}, 0) MM2S {channel} is reserved by this circuit flow"),
            )
            .with_help(format!("MM2S {channel} carries the control packets of row {row}: move the circuit flow to another channel, or run --aie-auto-packetize-control-ingress first to share one with the data")));
        }
        let dst = dev.tile(ir, tile);
        if channel != own {
            if let Some(t) = netlist::tile_op(ir, dst) {
                t.set_ctrl_pkt_shim_chan(ir, channel);
            }
        }
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
