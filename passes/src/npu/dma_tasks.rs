//! `--aie-dma-tasks-to-npu` (aie-runtime-sequence.md §2.5): DMA tasks of a
//! runtime sequence become NPU ops: each BD block of a `dma_configure_task`
//! an `npu.writebd` plus its address (host-argument patch or buffer address
//! write), `dma_start_task` a queue push, `dma_await_task` a `sync`.

use super::dma_to_npu::{build_sync, build_writebd};
use super::strides::{hardware, is_contiguous, is_linear};
use super::{absolute, dir_of, elem_bits, host_arg, i32a, kind, sequences, ui32, Channel};
use crate::netlist::{self, Dev};
use crate::netlist::{int_or_zero as int, op_error as err};
use crate::{Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::{self, Dir};
use dialect::ir::{At, Attr, BlockId, OpId, ValueId};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-dma-tasks-to-npu",
    name: "AIEDMATasksToNPU",
    summary: "Lower dma_configure_task, dma_start_task and dma_await_task of runtime sequences to NPU instructions",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            if let Err(d) = lower(ir, &dev, seq) {
                return vec![d];
            }
        }
    }
    Vec::new()
}

/// The channel a `dma_configure_task` programs.
fn channel(ir: &Ir, task: OpId) -> Channel {
    let (col, row) = netlist::tile_of(ir, task).unwrap_or_default();
    Channel {
        col,
        row,
        dir: dir_of(ir.attr(task, "direction")).unwrap_or(Dir::MM2S),
        index: int(ir, task, "channel"),
    }
}

/// The `dma_configure_task` a start/await op refers to.
fn task_of(ir: &Ir, op: OpId) -> Res<OpId> {
    ir[op]
        .operands
        .first()
        .and_then(|&v| ir.defining_op(v))
        .filter(|&t| ir[t].name == "aiex.dma_configure_task")
        .ok_or_else(|| {
            err(
                ir,
                op,
                "does not reference a valid configure_task operation.",
            )
        })
}

fn lower(ir: &mut Ir, dev: &Dev, seq: OpId) -> Res<()> {
    for op in ir.walk(seq) {
        let span = ir[op].span;
        match &*ir[op].name {
            "aiex.dma_start_task" => {
                let task = task_of(ir, op)?;
                let ch = channel(ir, task);
                let first = blocks(ir, task).into_iter().find_map(|b| bd_of(ir, b));
                let Some(bd_id) = first.and_then(|bd| ir.int_attr(bd, "bd_id")) else {
                    return Err(err(ir, op, "First buffer descriptor in chain has not been assigned an ID").with_note(
                        first.map(|bd| ir[bd].span),
                        "Run the `aie-assign-runtime-buffer-descriptor-ids` pass first or manually assign an ID.",
                    ));
                };
                let token = ir
                    .attr(task, "issue_token")
                    .and_then(Attr::as_bool)
                    .unwrap_or(false);
                let repeat = int(ir, task, "repeat_count");
                ir.build("aiex.npu.push_queue", span)
                    .attr("column", i32a(ch.col))
                    .attr("row", i32a(ch.row))
                    .attr("direction", ch.dir_attr())
                    .attr("channel", i32a(ch.index))
                    .attr("issue_token", Attr::Bool(token))
                    .attr("repeat_count", i32a(repeat))
                    .attr("bd_id", i32a(bd_id as i64))
                    .insert(At::Before(op));
            }
            "aiex.dma_await_task" => {
                let task = task_of(ir, op)?;
                if ir.attr(task, "issue_token").and_then(Attr::as_bool) != Some(true) {
                    return Err(err(
                        ir,
                        op,
                        "Cannot wait on a BD that is not configured to issue a token.",
                    )
                    .with_note(
                        Some(ir[task].span),
                        "Consider adding attribute `issue_token=true` here.",
                    ));
                }
                let ch = channel(ir, task);
                build_sync(ir, At::Before(op), span, &ch);
            }
            _ => continue,
        }
        ir.erase(op);
    }
    for task in ir.walk(seq) {
        if ir[task].name != "aiex.dma_configure_task" {
            continue;
        }
        let result = ir[task].results[0];
        if let Some(user) = ir
            .walk(seq)
            .into_iter()
            .find(|&o| ir[o].parent.is_some() && ir[o].operands.contains(&result))
        {
            return Err(err(ir, task, "Cannot lower while op still has uses.")
                .with_note(Some(ir[user].span), "used here"));
        }
        let ch = channel(ir, task);
        for block in blocks(ir, task) {
            if ir[block].ops.is_empty() {
                continue;
            }
            lower_block(ir, dev, seq, task, &ch, block)?;
        }
        ir.erase(task);
    }
    Ok(())
}

fn blocks(ir: &Ir, task: OpId) -> Vec<BlockId> {
    ir[task]
        .regions
        .first()
        .map(|&r| ir[r].blocks.clone())
        .unwrap_or_default()
}

/// The one `aie.dma_bd` of a block, if there is one.
fn bd_of(ir: &Ir, block: BlockId) -> Option<OpId> {
    ir[block]
        .ops
        .iter()
        .copied()
        .find(|&o| ir[o].name == "aie.dma_bd")
}

fn lower_block(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    task: OpId,
    ch: &Channel,
    block: BlockId,
) -> Res<()> {
    let ops = ir[block].ops.clone();
    let packet = ir.attr(task, "packet").cloned();
    let BdBlock {
        bd,
        bd_id,
        values: v,
        buffer,
        offset,
    } = bd_block(ir, dev, ch, &ops, packet.as_ref(), true)?;
    let tile = (ch.col, ch.row);
    let tile_kind = kind(dev.model, tile);
    let span = ir[bd].span;
    build_writebd(ir, At::Before(task), span, &v);
    let Some(layout) = tile_kind.and_then(regs::bd_layout) else {
        return Err(err(
            ir,
            bd,
            format!("{} has no DMA", netlist::tile_text(tile)),
        ));
    };
    let register = absolute(
        dev.model,
        tile,
        layout.address(bd_id as u32) + layout.address_word_offset,
    );
    if let Some((arg_idx, sub)) = host_arg(ir, seq, buffer) {
        if tile_kind != Some(TileKind::ShimNoc) {
            return Err(err(
                ir,
                bd,
                "DDR memory (runtime input arguments) can only be referred to on shim tiles.",
            ));
        }
        ir.build("aiex.npu.address_patch", span)
            .attr("addr", ui32(register))
            .attr("arg_idx", i32a(arg_idx as i64))
            .attr("arg_plus", i32a(sub + offset))
            .insert(At::Before(task));
        return Ok(());
    }
    let buf = ir.defining_op(buffer).filter(|&b| ir[b].name == "aie.buffer").ok_or_else(|| {
        err(ir, bd, "Buffer argument must be a constant aie.buffer, a runtime sequence input argument, or a (chain of) subview(s) or cast(s) of a block argument with constant offsets and strides equal to one.")
    })?;
    let Some(addr) = ir
        .int_attr(buf, "address")
        .map(|a| a as u64 + offset as u64)
    else {
        return Err(err(ir, bd, "Cannot lower buffer without associated address. Run pass --aie-assign-buffer-addresses first or manually assign an address."));
    };
    let (value, mask) = match tile_kind {
        Some(TileKind::Core) => ((addr / 4) << 14, Some(0x0FFF_C000)),
        Some(TileKind::MemTile) => (addr / 4, Some(0x0007_FFFF)),
        _ => (addr, None),
    };
    let mut b = ir
        .build(
            if mask.is_some() {
                "aiex.npu.maskwrite32"
            } else {
                "aiex.npu.write32"
            },
            span,
        )
        .attr("address", ui32(register))
        .attr("value", ui32(value));
    if let Some(m) = mask {
        b = b.attr("mask", ui32(m));
    }
    b.insert(At::Before(task));
    Ok(())
}

/// One BD block (a `dma_bd`, its `use_lock`s and `next_bd`) as `npu.writebd`
/// fields, without the buffer address.
pub(crate) struct BdBlock {
    pub bd: OpId,
    pub bd_id: i64,
    pub values: Vec<(&'static str, i64)>,
    /// The buffer operand and the byte offset into it.
    pub buffer: ValueId,
    pub offset: i64,
}

/// The fields of the BD block `ops` on channel `ch` (aie-runtime-sequence.md
/// §2.5; the static DMA programs of `aie.mem` & co. encode the same way).
/// `runtime`: a DMA task's block, which needs both or neither lock op.
pub(crate) fn bd_block(
    ir: &Ir,
    dev: &Dev,
    ch: &Channel,
    ops: &[OpId],
    packet: Option<&Attr>,
    runtime: bool,
) -> Res<BdBlock> {
    if let Some(&bad) = ops.iter().find(|&&o| {
        !matches!(
            &*ir[o].name,
            "aie.dma_bd" | "aie.use_lock" | "aie.next_bd" | "aie.end"
        ) && (runtime || ir[o].name != "aie.dma_bd_packet")
    }) {
        return Err(
            err(ir, bad, "Unsupported operation within BD block.").with_note(
                None,
                "No lowering to NPU instructions available for this operation.",
            ),
        );
    }
    let bds: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| ir[o].name == "aie.dma_bd")
        .collect();
    let Some(&last) = ops.last() else {
        return Err(Diagnostic::error(ir[ir.top].span, "empty BD block"));
    };
    let bd =
        match bds[..] {
            [bd] => bd,
            [] => return Err(err(
                ir,
                last,
                "Block ending in this terminator does not contain a required aie.dma_bd operation.",
            )),
            [_, second, ..] => {
                return Err(err(
                    ir,
                    second,
                    "This block contains multiple aie.dma_bd operations. Exactly one is required.",
                ))
            }
        };
    let Some(bd_id) = ir.int_attr(bd, "bd_id").map(|v| v as i64) else {
        return Err(err(ir, bd, "Cannot lower buffer descriptor without assigned ID.")
            .with_note(None, "Run the `--aie-assign-runtime-sequence-bd-ids` pass first or manually assign an ID to this buffer descriptor."));
    };
    let locks: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| ir[o].name == "aie.use_lock")
        .collect();
    if runtime && !(locks.is_empty() || locks.len() == 2) {
        return Err(err(ir, bd, format!("BD blocks must have either 0 or 2 lock operations (acquire and release). Found {} lock operations.", locks.len())));
    }
    let tile = (ch.col, ch.row);
    let tile_kind = kind(dev.model, tile);
    let buffer = ir[bd].operands[0];
    let w = elem_bits(&ir[buffer].ty).unwrap_or(32);
    let offset = int(ir, bd, "offset") * w / 8;
    let len = match ir.int_attr(bd, "len") {
        Some(l) => l as i64 * w / 8,
        None => ir[buffer].ty.memref_bytes().unwrap_or(0) as i64,
    };
    if offset % 4 != 0 {
        return Err(err(ir, bd, "Offset must be aligned to 4 byte boundary."));
    }
    if len < 4 {
        return Err(err(ir, bd, format!("Transfer size of {len} bytes falls below minimum hardware transfer unit of 4 bytes.")));
    }
    let mut v: Vec<(&str, i64)> = vec![
        ("bd_id", bd_id),
        ("buffer_length", len / 4),
        ("buffer_offset", offset),
        ("column", ch.col),
        ("row", ch.row),
        ("valid_bd", 1),
        ("burst_length", int(ir, bd, "burst_length")),
    ];
    let dims = match ir.attr(bd, "dimensions") {
        Some(Attr::DimLayouts(d)) => d.clone(),
        _ => Vec::new(),
    };
    let pads = match ir.attr(bd, "pad_dimensions") {
        Some(Attr::PadLayouts(p)) => Some(p.clone()),
        _ => None,
    };
    let is_mem = tile_kind == Some(TileKind::MemTile);
    if !dims.is_empty() {
        if dims.len() > 4 {
            return Err(err(
                ir,
                bd,
                "At most four data layout transformation dimensions may be provided.",
            ));
        }
        let (mut s, mut t) = ([1i64; 4], [0i64; 4]);
        for (i, &(size, stride)) in dims.iter().rev().enumerate() {
            (s[i], t[i]) = (size as i64, stride as i64);
        }
        let linear =
            is_linear(&s, &t) || (tile_kind == Some(TileKind::ShimNoc) && is_contiguous(&s, &t));
        if let Some(pads) = &pads {
            if !is_mem {
                return Err(err(ir, bd, "Padding is only supported by memtile dma bds."));
            }
            if ch.dir != Dir::MM2S {
                return Err(err(
                    ir,
                    bd,
                    "supports padding only for MM2S direction on MemTiles.",
                ));
            }
            let names = [
                ("d0_zero_before", "d0_zero_after"),
                ("d1_zero_before", "d1_zero_after"),
                ("d2_zero_before", "d2_zero_after"),
            ];
            for (i, &(before, after)) in pads.iter().rev().enumerate().take(3) {
                v.extend([(names[i].0, before as i64), (names[i].1, after as i64)]);
            }
        }
        let (hs, ht) = hardware(&s, &t, w);
        if !linear {
            v.extend([
                ("d0_size", hs[0]),
                ("d0_stride", ht[0]),
                ("d1_size", hs[1]),
                ("d1_stride", ht[1]),
                ("d2_stride", ht[2]),
            ]);
        }
        if is_mem && dims.len() > 2 {
            v.push(("d2_size", hs[2]));
        }
        if !(s[3] > 1 && t[3] == 0) {
            v.extend([("iteration_size", hs[3]), ("iteration_stride", ht[3])]);
        }
        let dims_words = hs[0] * hs[1] * hs[2];
        // A static BD's length counts its padding (the verifier checks it).
        if runtime && dims_words != len / 4 {
            return Err(err(ir, bd, format!(
                "Buffer descriptor length does not match length of transfer expressed by lowest three dimensions of data layout transformation strides/wraps. BD length is {} bytes. Lowest three dimensions of data layout transformation would result in transfer of {} bytes. ",
                len / 4 * 4,
                dims_words * 4
            ))
            .with_note(Some(ir[bd].span), "Do not include the highest dimension size in transfer length, as this is the BD repeat count."));
        }
    } else if pads.is_some() {
        return Err(err(
            ir,
            bd,
            if is_mem && ch.dir == Dir::MM2S {
                "Padding requires n-d data layouts expressed as wrap(s) and stride(s)."
            } else {
                "Padding is supported only on MemTiles."
            },
        ));
    }
    // Chaining: `aie.next_bd` names the next block.
    // (Static DMA programs carry both: `--aie-assign-bd-ids` sets `next_bd_id`.)
    let next = ops
        .iter()
        .copied()
        .find(|&o| runtime && ir[o].name == "aie.next_bd");
    let mut next_id = ir.int_attr(bd, "next_bd_id").map(|v| v as i64);
    if let Some(n) = next {
        if next_id.is_some() {
            return Err(err(
                ir,
                n,
                "Cannot specify both next_bd_id attribute and aie.next_bd operation.",
            ));
        }
        next_id = ir[n]
            .successors
            .first()
            .and_then(|s| bd_of(ir, s.block))
            .and_then(|b| ir.int_attr(b, "bd_id"))
            .map(|v| v as i64);
    }
    if let Some(id) = next_id {
        v.extend([("next_bd", id), ("use_next_bd", 1)]);
    }
    // A static block may name its packet with the older `aie.dma_bd_packet`.
    let legacy = ops
        .iter()
        .find(|&&o| ir[o].name == "aie.dma_bd_packet")
        .map(|&o| (int(ir, o, "packet_type"), int(ir, o, "packet_id")));
    let packet = match ir.attr(bd, "packet").or(packet) {
        Some(Attr::PacketInfo(t, id)) => Some((*t as i64, *id as i64)),
        _ => legacy,
    };
    if let Some((pkt_type, pkt_id)) = packet {
        v.extend([
            ("enable_packet", 1),
            ("packet_type", pkt_type),
            ("packet_id", pkt_id),
        ]);
    }
    for &l in &locks {
        let lock = ir.defining_op(ir[l].operands[0]);
        let id = lock
            .and_then(|k| ir.int_attr(k, "lockID"))
            .map(|v| v as i64);
        let lock_tile = lock.and_then(|k| netlist::tile_of(ir, k)).unwrap_or(tile);
        let base = if is_mem {
            64 + 64 * (lock_tile.0 - tile.0)
        } else {
            0
        };
        let value = ir.int_attr(l, "value").map_or(1, |v| v as i64);
        let Some(id) = id else { continue };
        match ir.attr(l, "action").and_then(Attr::as_enum) {
            Some("Release") => v.extend([("lock_rel_id", base + id), ("lock_rel_val", value)]),
            Some("AcquireGreaterEqual") => v.extend([
                ("lock_acq_id", base + id),
                ("lock_acq_val", -value),
                ("lock_acq_enable", 1),
            ]),
            _ => v.extend([
                ("lock_acq_id", base + id),
                ("lock_acq_val", value),
                ("lock_acq_enable", 1),
            ]),
        }
    }
    Ok(BdBlock {
        bd,
        bd_id,
        values: v,
        buffer,
        offset,
    })
}
