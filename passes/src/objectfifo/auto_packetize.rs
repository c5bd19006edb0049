//! `--aie-auto-packetize-control-ingress` (mlir-aie's
//! `AIEAutoPacketizeControlIngress`): leaves each shim column one MM2S
//! channel that control packets can share with the design's data.
//!
//! Over every AIE2+ device of the module, per column with a shim-ingress
//! objectfifo (one whose producer is a shim tile):
//! - the column's trunk channel K is chosen once for all devices: the
//!   lowest channel no manual `aie.shim_mux` connect and no circuit fifo's
//!   `prod_dma_channel` holds in any device, else the lowest no shim mux
//!   holds (an error when there is none); it is stamped on the column's
//!   shim tiles as `ctrl_pkt_trunk_chan`, which
//!   `--aie-generate-column-control-overlay` routes control on;
//! - in each device K carries at most one ingress fifo, a packet-switched
//!   one: a `packet` fifo already there, else, when the fifos fill every
//!   channel, the one of fewest consumers, then least traffic (object bytes
//!   times depth), then the last by name, made `packet` with a warning; the
//!   others are pinned round-robin to the other channels;
//! - a packet fifo that goes straight to compute tiles is cut at the
//!   column's memory tile: it ends there, and a circuit `<name>_relay` fifo
//!   (linked to it) carries the objects on to the cores, so the packet
//!   header never travels past the shim's own switch.

use super::fifo;
use crate::netlist::{self, op_error, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::device::{Arch, TileKind};
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, Type, ValueId, View};
use dialect::ops::views::{
    Connect, Objectfifo, ObjectfifoAcquire, ObjectfifoLink, ObjectfifoRelease, ShimMux, Tile,
};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{BTreeMap, BTreeSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-auto-packetize-control-ingress",
    name: "AIEAutoPacketizeControlIngress",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Keep one shim MM2S channel per column shareable by control packets: pick it across all devices, packetize one ingress objectfifo onto it where the data fills every channel",
    doc: "cert-lowering.md#control-packets",
    options: &[],
    body: crate::Body::Run(run),
};

/// One shim column across every device of the module.
#[derive(Default)]
struct Column {
    /// MM2S channels of its shim.
    channels: i64,
    /// Channels a manual `aie.shim_mux` connect holds in some device.
    muxed: BTreeSet<i64>,
    /// Channels a circuit fifo pins in some device.
    pinned: BTreeSet<i64>,
    /// The first device with a shim-ingress fifo in the column.
    first_device: Option<dialect::ir::OpId>,
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let devices: Vec<Dev> = netlist::devices(ir)
        .into_iter()
        .filter(|d| d.model.arch != Arch::Aie1)
        .collect();
    let columns = columns(ir, &devices);
    let mut trunks = BTreeMap::new();
    for (&col, column) in &columns {
        let Some(k) = trunk_channel(column) else {
            let at = column.first_device.unwrap_or(ir.top);
            return vec![op_error(ir, at, format!("no shim mm2s channel is free of manual routing across all configs for column {col}"))
                .with_help("free a shim ingress or reduce manual shim_mux routing so a control trunk channel can be shared across all configs")];
        };
        trunks.insert(col, k);
        for dev in &devices {
            stamp(ir, dev, col, k);
        }
    }
    let mut out = Vec::new();
    for dev in &devices {
        for (col, fifos) in ingress(ir, dev) {
            let Some(&k) = trunks.get(&col) else { continue };
            out.extend(conform(ir, dev, col, k, fifos));
        }
    }
    out
}

/// The shim-ingress fifos of `dev` by column, in column order.
fn ingress(ir: &Ir, dev: &Dev) -> BTreeMap<i64, Vec<Objectfifo>> {
    let mut out: BTreeMap<i64, Vec<Objectfifo>> = BTreeMap::new();
    for f in dev.views::<Objectfifo>(ir) {
        let Some((col, row)) = netlist::coords(ir, fifo::producer(ir, f)) else {
            continue;
        };
        if dev.kind((col, row)).is_some_and(TileKind::is_shim) {
            out.entry(col).or_default().push(f);
        }
    }
    out
}

/// The union view of every column with shim ingress in some device.
fn columns(ir: &Ir, devices: &[Dev]) -> BTreeMap<i64, Column> {
    let mut out: BTreeMap<i64, Column> = BTreeMap::new();
    for dev in devices {
        for (col, fifos) in ingress(ir, dev) {
            let column = out.entry(col).or_default();
            if column.channels == 0 {
                column.channels = mm2s_channels(dev, col);
            }
            column.first_device.get_or_insert(dev.op);
            for f in fifos {
                if let (false, Some(ch)) = (f.packet(ir), f.prod_dma_channel(ir)) {
                    column.pinned.insert(ch);
                }
            }
        }
    }
    for dev in devices {
        for mux in dev.views::<ShimMux>(ir) {
            let Some(column) = netlist::tile_of(ir, mux.op()).and_then(|(c, _)| out.get_mut(&c))
            else {
                continue;
            };
            let Some(body) = ir.entry_block(mux.op(), 0) else {
                continue;
            };
            for c in ir.views::<Connect>(ir.ops_in(body)) {
                if c.source_bundle(ir) == WireBundle::DMA {
                    column.muxed.insert(c.source_channel(ir));
                }
            }
        }
    }
    out
}

/// The MM2S channels of column `col`'s shim (its shim mux's DMA inputs).
fn mm2s_channels(dev: &Dev, col: i64) -> i64 {
    i64::from(dev.model.shim_mux_ports(col, 0, WireBundle::DMA, false))
}

/// K: the lowest channel free in every device, else the lowest no manual
/// shim mux holds.
fn trunk_channel(column: &Column) -> Option<i64> {
    let channels = 0..column.channels;
    let unmuxed = |c: &i64| !column.muxed.contains(c);
    (channels.clone())
        .find(|c| unmuxed(c) && !column.pinned.contains(c))
        .or_else(|| channels.clone().find(unmuxed))
}

/// Stamps K on `dev`'s shim tiles of column `col`.
fn stamp(ir: &mut Ir, dev: &Dev, col: i64, k: i64) {
    let shims: Vec<Tile> = dev
        .views::<Tile>(ir)
        .filter(|&t| {
            let (c, r) = netlist::tile_coords(ir, t);
            c == col && r == 0 && dev.kind((c, r)).is_some_and(TileKind::is_shim)
        })
        .collect();
    for t in shims {
        t.set_ctrl_pkt_trunk_chan(ir, k);
    }
}

/// Puts `dev`'s ingress fifos of column `col` on channels around K; the
/// warning of a fifo it makes packet-switched, if any.
fn conform(
    ir: &mut Ir,
    dev: &Dev,
    col: i64,
    k: i64,
    mut fifos: Vec<Objectfifo>,
) -> Option<Diagnostic> {
    let channels = mm2s_channels(dev, col);
    if channels <= 1 {
        return None;
    }
    fifos.sort_by(|a, b| a.sym_name(ir).cmp(b.sym_name(ir)));
    let mut warning = None;
    let mut trunk = fifos.iter().copied().find(|f| f.packet(ir));
    if trunk.is_none() && fifos.len() as i64 >= channels {
        let least = least_disruptive(ir, &fifos);
        least.set_packet(ir, true);
        warning = Some(packetized(ir, least, col, fifos.len()));
        trunk = Some(least);
    }
    if let Some(t) = trunk {
        t.set_prod_dma_channel(ir, k);
        relay(ir, dev, t);
    }
    let others: Vec<i64> = (0..channels).filter(|&c| c != k).collect();
    let circuit = fifos.iter().filter(|&&f| Some(f) != trunk);
    for (&f, &ch) in circuit.zip(others.iter().cycle()) {
        f.set_prod_dma_channel(ir, ch);
    }
    warning
}

/// The fifo of fewest consumers, then least traffic, then the last by name
/// (`fifos` is in name order).
fn least_disruptive(ir: &Ir, fifos: &[Objectfifo]) -> Objectfifo {
    let key = |f: Objectfifo| (fifo::consumers(ir, f).len(), traffic(ir, f));
    let mut best = fifos[0];
    for &f in &fifos[1..] {
        if key(f) <= key(best) {
            best = f;
        }
    }
    best
}

/// The bytes of one object times the producer's depth.
fn traffic(ir: &Ir, f: Objectfifo) -> u64 {
    let object = fifo::elem_type(ir, f);
    let elem_bits = match &object {
        Type::MemRef { elem, .. } => elem.bit_width().unwrap_or(0),
        _ => 0,
    };
    let bytes = object.num_elements().unwrap_or(0) * elem_bits.div_ceil(8);
    bytes * fifo::size(ir, f).max(1) as u64
}

/// The warning of a fifo made packet-switched.
fn packetized(ir: &Ir, f: Objectfifo, col: i64, legs: usize) -> Diagnostic {
    Diagnostic::error(
        ir[f.op()].span,
        format!(
            "auto-packetized objectFifo '{}' on column {col} from circuit -> packet for resident control coexistence ({legs} circuit shim-ingress legs on column {col} leave no free channel for the control overlay)",
            f.sym_name(ir)
        ),
    )
    .with_severity(Severity::Warning)
    .with_help("control packets share this fifo's shim channel; pin the fifos' channels yourself to choose another")
}

/// Cuts packet fifo `trunk` at its column's memory tile when it goes
/// straight to compute tiles: `trunk` ends at the memory tile and a new
/// circuit fifo `<trunk>_relay`, linked to it, carries its objects to the
/// cores, which now acquire and release the relay. Left as it is when it
/// already ends at a memory tile, has per-end depths or consumer-side
/// layouts, or the column has no memory tile.
fn relay(ir: &mut Ir, dev: &Dev, trunk: Objectfifo) {
    let cores: Vec<ValueId> = fifo::consumers(ir, trunk).to_vec();
    let Some(&first) = cores.first() else { return };
    let kind = |v| netlist::coords(ir, v).and_then(|t| dev.kind(t));
    if kind(first) == Some(TileKind::MemTile) || fifo::has_depth_array(ir, trunk) {
        return;
    }
    let layouts = trunk.dimensions_from_stream_per_consumer(ir);
    if layouts.is_some_and(|l| l.iter().any(|d| !d.is_empty())) {
        return;
    }
    let Some((col, _)) = netlist::coords(ir, fifo::producer(ir, trunk)) else {
        return;
    };
    let Some(row) =
        (0..dev.model.rows as i64).find(|&r| dev.kind((col, r)) == Some(TileKind::MemTile))
    else {
        return;
    };
    let mem = dev.tile(ir, (col, row));
    let name = trunk.sym_name(ir).to_string();
    let relay_name = format!("{name}_relay");
    let span = ir[trunk.op()].span;
    let depth = trunk.elem_number(ir).clone();
    let object = trunk.elem_type(ir).clone();
    let relay = Objectfifo::build(ir, span)
        .sym_name(&relay_name)
        .operand(mem)
        .operands(&cores)
        .elem_number(depth)
        .elem_type(object)
        .insert(At::After(trunk.op()));
    let ends = &mut ir[trunk.op()].operands;
    ends.truncate(1);
    ends.push(mem);
    ObjectfifoLink::build(ir, span)
        .fifo_ins(&[name.as_str()])
        .fifo_outs(&[relay_name.as_str()])
        .src_offsets(&[])
        .dst_offsets(&[0])
        .insert(At::After(relay.op()));
    for op in dev.walk(ir) {
        if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
            if a.obj_fifo_name(ir) == name {
                a.set_obj_fifo_name(ir, &relay_name);
            }
        } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
            if r.obj_fifo_name(ir) == name {
                r.set_obj_fifo_name(ir, &relay_name);
            }
        }
    }
}
