//! `--aie-ctrl-packet-to-dma`: the `aiex.control_packet` ops of a runtime
//! sequence become shim DMA transfers (mlir-aie's `AIECtrlPacketToDma`).
//! Each packet is encoded ([`super::encode`]) into a constant
//! `memref.global @ctrlpkt_col<c>` per sequence and column, and in its
//! place the sequence sends it: `memref.get_global`, `aiex.npu.dma_memcpy_nd`
//! of its words through `@ctrlpkt_col<c>_mm2s_chan<ch>` (the shim DMA
//! allocation of the column control overlay) with a token, and the `sync`
//! waiting for it. On AIE2p consecutive packets to one tile go in one
//! transfer, as mlir-aie batches them; a packet after another op of the
//! sequence starts a new one.
//!
//! Unlike mlir-aie, which replaces the sequence by one reading the packets
//! from a new host argument, the sequence keeps its arguments and its other
//! ops: the packets travel in the control code (the CERT lowering puts the
//! global in a pad of the column's control code, cert-lowering.md). With
//! `from-argument`, as in mlir-aie (and `aiecc --get-ctrlpkt`), the packets
//! are read from a new last argument of the sequence, `memref<Nxi32>`,
//! holding every packet's words in order (what aiecc writes as the
//! control-packet binary, [`super::encode`]).

use super::{encode, encoded_len, is_packet, packet_allocation, packets, target};
use crate::globals::{add_global, words_type};
use crate::netlist::{self, op_error, Dev};
use crate::npu::{allocation, dma_to_npu::build_sync, sequences};
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::device::Arch;
use aie_target::regs::image::{classify, Reg};
use dialect::ir::{At, OpId, ValueId, View};
use dialect::ops::views::{
    ControlPacket, Device, DmaBd, DmaConfigureTask, MemrefGetGlobal, NpuBlockwrite, NpuDmaMemcpyNd,
    NpuWrite32, NpuWritebd,
};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-ctrl-packet-to-dma",
    name: "AIECtrlPacketToDma",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower aiex.control_packet to shim DMA transfers of the encoded packets (dma_memcpy_nd and sync)",
    doc: "cert-lowering.md#control-packets",
    options: &[
        PassOption {
            name: "from-argument",
            help: "read the packets from a new last argument of the sequence (mlir-aie's lowering) instead of the control code",
            default: "false",
            values: &["true", "false", "1", "0"],
        },
        PassOption {
            name: "parallel-columns",
            help: "on a device with the control overlay, read the packets from a new memref<?xi32> argument and deliver each column's as one BD chain, the columns in parallel",
            default: "false",
            values: &["true", "false", "1", "0"],
        },
    ],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let from_argument = args.flag("from-argument");
    let parallel = args.flag("parallel-columns");
    netlist::each_device(ir, |ir, dev| {
        let Some(first) = packets(ir, dev).first().copied() else {
            return Ok(());
        };
        if dev.model.arch == Arch::Aie1 {
            return Err(op_error(ir, first.op(), "control packets need an AIE-ML device")
                .with_help("AIE1 arrays have no control-packet lowering; configure the tile with aiex.npu.write32 instead"));
        }
        let overlay = ir
            .view::<Device>(dev.op)
            .and_then(|d| d.has_ctrl_pkt_overlay(ir))
            == Some(true);
        for seq in sequences(ir, dev) {
            if let Some(nested) = nested_packet(ir, seq) {
                return Err(op_error(
                    ir,
                    nested,
                    "a control packet must be an op of the runtime sequence's body",
                )
                .with_help("move it out of the region it is nested in"));
            }
            if parallel && overlay {
                super::parallel_columns::lower(ir, dev, seq)?;
            } else {
                lower(ir, dev, seq, from_argument)?;
            }
        }
        Ok(())
    })
}

/// Packets sent in one transfer.
struct Batch {
    tile: (i64, i64),
    ops: Vec<OpId>,
    /// Offset of the first word in the column's global.
    offset: usize,
    words: usize,
}

fn lower(ir: &mut Ir, dev: &Dev, seq: OpId, from_argument: bool) -> Result<(), Diagnostic> {
    let Some(body) = ir.entry_block(seq, 0) else {
        return Ok(());
    };
    let ops: Vec<OpId> = ir.ops_in(body).collect();
    // Words of each column's global (of column 0 alone when they come from
    // the argument), and the transfers that send them.
    let mut words: BTreeMap<i64, Vec<u32>> = BTreeMap::new();
    let mut batches: Vec<Batch> = Vec::new();
    // Whether the op before is a packet: only packets next to each other
    // share a transfer, never across the other ops of the sequence.
    let mut follows_packet = false;
    for op in ops {
        let Some(p) = ir.view::<ControlPacket>(op) else {
            follows_packet = false;
            continue;
        };
        let tile = target(ir, dev, p)?;
        // From the argument, only the lengths count here (the host encodes
        // the packets, with the tiles' controller ids).
        let encoded = if from_argument {
            vec![0; encoded_len(ir, p)?]
        } else {
            encode(ir, dev, p)?
        };
        let column = words
            .entry(if from_argument { 0 } else { tile.0 })
            .or_default();
        let merge = dev.model.arch == Arch::Aie2p
            && follows_packet
            && batches.last().is_some_and(|b| b.tile == tile);
        follows_packet = true;
        match batches.last_mut() {
            Some(b) if merge => {
                b.ops.push(p.op());
                b.words += encoded.len();
            }
            _ => batches.push(Batch {
                tile,
                ops: vec![p.op()],
                offset: column.len(),
                words: encoded.len(),
            }),
        }
        column.extend(encoded);
    }
    // One BD per shim: each transfer ends (its sync) before the next.
    let mut bds = BTreeMap::new();
    for b in &batches {
        let shim = (b.tile.0, 0);
        if let std::collections::btree_map::Entry::Vacant(e) = bds.entry(shim) {
            let bd = free_bd(ir, dev, seq, shim).ok_or_else(|| {
                op_error(ir, b.ops[0], format!("every BD of shim ({}, 0) is used by the sequence", shim.0))
                    .with_help("the control packets need a BD of the shim that no transfer of the sequence names")
            })?;
            e.insert(bd);
        }
    }
    let mut sources = BTreeMap::new();
    for (col, w) in &words {
        let source = if from_argument {
            Source::Argument(ir.add_block_arg(body, words_type(w.len())))
        } else {
            let name = dev.free_symbol(ir, &format!("ctrlpkt_col{col}"));
            add_global(ir, At::Before(seq), &name, w);
            Source::Global(name, w.len())
        };
        sources.insert(*col, source);
    }
    for b in batches {
        let source = &sources[&if from_argument { 0 } else { b.tile.0 }];
        send(ir, dev, &b, source, bds[&(b.tile.0, 0)])?;
        for op in b.ops {
            ir.erase(op);
        }
    }
    Ok(())
}

/// A control packet of `seq` nested below its body, if one is.
fn nested_packet(ir: &Ir, seq: OpId) -> Option<OpId> {
    let body = ir.entry_block(seq, 0)?;
    ir.walk(seq)
        .into_iter()
        .find(|&o| is_packet(ir, o) && ir.block_of(o) != Some(body))
}

/// Where a sequence's packets come from.
enum Source {
    /// A constant global, its name and length.
    Global(String, usize),
    /// An argument of the sequence.
    Argument(ValueId),
}

/// The transfer of batch `b` from `source` with BD `bd`, before its first
/// packet: (`get_global`,) `dma_memcpy_nd` with a token, `sync`.
fn send(ir: &mut Ir, dev: &Dev, b: &Batch, source: &Source, bd: i64) -> Result<(), Diagnostic> {
    let first = b.ops[0];
    let (alloc, ch) = packet_allocation(ir, dev, first, b.tile)?;
    let span = ir[first].span;
    let data = match source {
        Source::Global(name, length) => {
            let g = MemrefGetGlobal::build(ir, span)
                .name(name)
                .result(words_type(*length))
                .insert(At::Before(first));
            ir[g.op()].results[0]
        }
        Source::Argument(arg) => *arg,
    };
    NpuDmaMemcpyNd::build(ir, span)
        .operand(data)
        .static_offsets(&[0, 0, 0, b.offset as i64])
        .static_sizes(&[1, 1, 1, b.words as i64])
        .static_strides(&[0, 0, 0, 1])
        .metadata(&alloc)
        .id(bd)
        .issue_token(true)
        .insert(At::Before(first));
    build_sync(ir, At::Before(first), span, &ch);
    Ok(())
}

/// The lowest BD id of shim `tile` that no `dma_memcpy_nd`, `writebd`,
/// numbered task BD or write to BD registers of the sequence names.
fn free_bd(ir: &Ir, dev: &Dev, seq: OpId, tile: (i64, i64)) -> Option<i64> {
    let mut used = Vec::new();
    for op in ir.walk(seq) {
        if let Some(id) = written_bd(ir, dev, op, tile) {
            used.push(id);
        } else if let Some(m) = ir.view::<NpuDmaMemcpyNd>(op) {
            if allocation(ir, dev, m.metadata(ir)).is_some_and(|(c, _)| (c.col, c.row) == tile) {
                used.push(m.id(ir));
            }
        } else if let Some(w) = ir.view::<NpuWritebd>(op) {
            if (w.column(ir), w.row(ir)) == tile {
                used.push(w.bd_id(ir));
            }
        } else if let Some(bd) = ir.view::<DmaBd>(op) {
            let task = std::iter::successors(ir.parent_op(op), |&a| ir.parent_op(a))
                .find_map(|a| ir.view::<DmaConfigureTask>(a));
            if task.is_some_and(|t| netlist::tile_of(ir, t.op()) == Some(tile)) {
                used.extend(bd.bd_id(ir));
            }
        }
    }
    let kind = dev.kind(tile)?;
    (0..i64::from(dev.model.num_bds(kind))).find(|id| !used.contains(id))
}

/// The BD of `tile` whose registers `op` (a `write32` or `blockwrite` with
/// an array address) writes, if it writes one.
fn written_bd(ir: &Ir, dev: &Dev, op: OpId, tile: (i64, i64)) -> Option<i64> {
    let address = match (ir.view::<NpuWrite32>(op), ir.view::<NpuBlockwrite>(op)) {
        (Some(w), _) if w.column(ir).is_none() => w.address(ir)?,
        (_, Some(w)) if w.column(ir).is_none() => w.address(ir),
        _ => return None,
    } as u64;
    let arch = dev.model.arch;
    let at = (
        (address >> arch.col_shift()) as i64,
        ((address >> arch.row_shift()) & 0x1F) as i64,
    );
    let offset = (address & 0xF_FFFF) as u32;
    match (at == tile, classify(dev.model, dev.kind(tile)?, offset)) {
        (true, Reg::Bd { id, .. }) => Some(i64::from(id)),
        _ => None,
    }
}
