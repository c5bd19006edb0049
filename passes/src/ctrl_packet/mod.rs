//! Control packets (cert-lowering.md, "Control packets"): register and
//! memory writes and reads that travel as packets from a shim DMA through
//! the stream switches to a tile's TileControl port, as mlir-aie lowers
//! `aiex.control_packet`:
//!
//! - [`ids`]: `--aie-assign-tile-controller-ids` and
//!   `--aie-ctrl-packet-infer-tiles` give tiles the controller (packet) id
//!   their control packets carry;
//! - [`overlay`]: `--aie-generate-column-control-overlay` routes shim DMA
//!   channels to the TileControl ports (and the TileControl ports to the
//!   shim, for task-complete tokens);
//! - [`from_transaction`]: `--aie-txn-to-ctrl-packet` makes control packets
//!   of `blockwrite`s, `--aie-legalize-ctrl-packet` splits them to four
//!   words each;
//! - [`to_dma`]: `--aie-ctrl-packet-to-dma` turns the packets of a runtime
//!   sequence into words of the control code and shim DMA transfers of them
//!   ([`parallel_columns`]: one chain per column, the columns in parallel).

#![warn(clippy::cast_possible_truncation)]

pub(crate) mod from_transaction;
pub(crate) mod ids;
pub(crate) mod overlay;
mod parallel_columns;
pub(crate) mod to_dma;

use crate::netlist::{self, op_error, Dev};
use crate::npu::binary::{selected, Select};
use crate::npu::sequences;
use crate::npu::{allocation, Channel};
use crate::words::{fit, low32};
use aie_target::regs::packet::{packet_header, ControlHeader, ControlOp, CONTROL_PACKET_WORDS};
use dialect::ir::{OpId, View};
use dialect::ops::views::{ControlPacket, Tile};
use dialect::{Diagnostic, Ir};

/// The name of the shim DMA allocation through which the control packets of
/// column `col` leave on channel `channel` (mlir-aie's overlay names them so).
pub(crate) fn allocation_name(col: i64, channel: i64) -> String {
    format!("{ALLOCATION_PREFIX}_col{col}_mm2s_chan{channel}")
}

/// What the names of control-packet shim DMA allocations start with.
const ALLOCATION_PREFIX: &str = "ctrlpkt";

/// Whether device `dev` sends control packets from the host: it has a
/// control-packet shim DMA allocation (the host passes their buffer as one
/// more argument, mlir-aie's aiecc counts it).
pub fn uses_control_packets(ir: &Ir, dev: OpId) -> bool {
    ir.views::<dialect::ops::views::ShimDmaAllocation>(ir.children(dev))
        .any(|a| a.sym_name(ir).starts_with(ALLOCATION_PREFIX))
}

/// The `aiex.control_packet` ops of the device's runtime sequences, in order.
pub(crate) fn packets(ir: &Ir, dev: &Dev) -> Vec<ControlPacket> {
    sequences(ir, dev)
        .into_iter()
        .flat_map(|seq| ir.walk_views::<ControlPacket>(seq))
        .collect()
}

/// The tile a control packet addresses (the column and row bits of its
/// array address), which must be a tile of the device.
pub(crate) fn target(ir: &Ir, dev: &Dev, p: ControlPacket) -> Result<(i64, i64), Diagnostic> {
    let address = p.address(ir);
    let arch = dev.model.arch;
    let col = address >> arch.col_shift();
    let row = (address >> arch.row_shift()) & 0x1F;
    if dev.kind((col, row)).is_none() {
        return Err(op_error(
            ir,
            p.op(),
            format!("address 0x{address:x} is in tile ({col}, {row}), which {} does not have", dev.model.name),
        )
        .with_help("the address of a control packet is an array address: column << 25 | row << 20 | tile-local offset"));
    }
    Ok((col, row))
}

/// The shim DMA allocation the control packets of `tile` leave through (the
/// tile's `ctrl_pkt_shim_chan`, else its row's channel): its name and
/// channel; an error at `op` when the design has none.
pub(crate) fn packet_allocation(
    ir: &Ir,
    dev: &Dev,
    op: OpId,
    (col, row): (i64, i64),
) -> Result<(String, Channel), Diagnostic> {
    let moved = dev
        .views::<Tile>(ir)
        .find(|&t| netlist::tile_coords(ir, t) == (col, row))
        .and_then(|t| t.ctrl_pkt_shim_chan(ir));
    let channel = match moved {
        Some(ch) => ch,
        None => i64::from(dev.model.control_packet_channel(fit(ir, op, "row", row)?)),
    };
    let alloc = allocation_name(col, channel);
    match allocation(ir, dev, &alloc) {
        Some((ch, _)) => Ok((alloc, ch)),
        None => Err(op_error(ir, op, format!("no aie.shim_dma_allocation @{alloc} carries the control packets of tile ({col}, {row})"))
            .with_help("route the shim DMA to the tile's TileControl port: run --aie-ctrl-packet-infer-tiles and --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true first")),
    }
}

/// The tile-local offset of control packet `p`'s address (the bits below
/// the row's).
pub(crate) fn local_address(ir: &Ir, p: ControlPacket) -> u32 {
    low32(p.address(ir)) & 0xF_FFFF
}

/// The controller id (packet id) and packet type of tile `t`, from its
/// `controller_id`.
pub(crate) fn controller_id(ir: &Ir, t: Tile) -> Option<(u32, u32)> {
    // The verifier keeps both within their header fields.
    let (ty, id) = t.controller_id(ir)?.packet_fields()?;
    u32::try_from(id).ok().zip(u32::try_from(ty).ok())
}

/// The words of control packet `p` as the shim DMA sends them (mlir-aie's
/// `AIETranslateControlPacketsToUI32Vec`): the stream header with the target
/// tile's controller id, the command word, then the data of a write.
pub(crate) fn encode(ir: &Ir, dev: &Dev, p: ControlPacket) -> Result<Vec<u32>, Diagnostic> {
    let op = p.op();
    let (col, row) = target(ir, dev, p)?;
    let command = command_word(ir, p)?;
    let tile = dev
        .views::<Tile>(ir)
        .find(|t| (t.col(ir), t.row(ir)) == (col, row));
    let Some((id, ty)) = tile.and_then(|t| controller_id(ir, t)) else {
        return Err(op_error(
            ir,
            op,
            format!("tile ({col}, {row}) has no controller_id"),
        )
        .with_help("run --aie-ctrl-packet-infer-tiles (or --aie-assign-tile-controller-ids), or give the tile `controller_id = #aie.packet_info<pkt_id = N>`"));
    };
    let mut out = vec![packet_header(id, ty, 0, 0), command];
    out.extend(p.data(ir).unwrap_or_default().iter().map(|&d| low32(d)));
    Ok(out)
}

/// How many words control packet `p` takes in the stream ([`encode`]'s
/// length, which needs no controller id).
pub(crate) fn encoded_len(ir: &Ir, p: ControlPacket) -> Result<usize, Diagnostic> {
    command_word(ir, p)?;
    Ok(2 + p.data(ir).map_or(0, |d| d.len()))
}

/// The command word of control packet `p`, its opcode, length and stream id
/// checked.
fn command_word(ir: &Ir, p: ControlPacket) -> Result<u32, Diagnostic> {
    let op = p.op();
    let opcode = p.opcode(ir);
    let control = u32::try_from(opcode).ok().and_then(ControlOp::of);
    let Some(control) = control else {
        return Err(op_error(
            ir,
            op,
            format!("opcode {opcode} is not a control-packet operation"),
        )
        .with_help("0 writes, 1 reads (the response goes to stream_id), 2 writes; 3 is reserved"));
    };
    let data = p.data(ir).unwrap_or_default();
    let words = match (control.has_data(), data.is_empty(), p.length(ir)) {
        (true, false, _) => data.len() as i64,
        (false, true, Some(n)) => n,
        (true, true, _) => {
            return Err(
                op_error(ir, op, "payload is empty; a write carries at least 1 word")
                    .with_help("give the words to write as `data = array<i32: ...>`"),
            )
        }
        (false, _, _) => {
            return Err(op_error(
                ir,
                op,
                "a read (opcode 1) takes `length`, the number of words to read, and no `data`",
            )
            .with_help("write `length = N` (1 to 4) instead of `data`"))
        }
    };
    if !(1..=i64::from(CONTROL_PACKET_WORDS)).contains(&words) {
        return Err(op_error(
            ir,
            op,
            format!("the packet carries {words} words; a control packet carries 1 to {CONTROL_PACKET_WORDS}"),
        )
        .with_help("split the access into packets of at most 4 words"));
    }
    let stream_id = p.stream_id(ir);
    let header = ControlHeader {
        address: local_address(ir, p),
        beats: fit::<u32, _>(ir, op, "the word count", words)? - 1,
        opcode: fit(ir, op, "opcode", opcode)?,
        stream_id: low32(stream_id),
    };
    u32::try_from(stream_id)
        .ok()
        .and_then(|_| header.encode())
        .ok_or_else(|| {
            op_error(ir, op, format!("stream_id {stream_id} is not a packet id"))
                .with_help("a read's response goes out as a packet of id 0 to 31")
        })
}

/// The words of the control packets of runtime sequence `select`, in
/// order (mlir-aie's `aie-ctrlpkt-to-bin`; what `aiecc --get-ctrlpkt`
/// writes and the host passes as the sequence's last argument).
pub fn words(ir: &Ir, select: Select) -> Result<Vec<u32>, Diagnostic> {
    let (dev, seq) = selected(ir, select)?;
    let mut out = Vec::new();
    for p in ir.walk_views::<ControlPacket>(seq) {
        out.extend(encode(ir, &dev, p)?);
    }
    Ok(out)
}

/// Whether `op` is an `aiex.control_packet`.
pub(crate) fn is_packet(ir: &Ir, op: OpId) -> bool {
    ir.view::<ControlPacket>(op).is_some()
}
