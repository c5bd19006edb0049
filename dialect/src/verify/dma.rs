//! DMA programs: `aie.mem`, `aie.memtile_dma`, `aie.shim_dma` (§3.4),
//! `aie.dma` and `aie.dma_bd` (§3.5).

use super::{fields, Check, Cx, Node, DMA_PROGRAMS};
use crate::ir::cases::{DmaChannelDir, LockAction, WireBundle};
use crate::ir::{BdIteration, BlockId, OpId, OpKind, Type, View};
use crate::ops::views::{
    Buffer, Dma, DmaBd, DmaStart, Mem, MemrefAlloc, MemtileDma, RouteEndpoint, ShimDma, UseLock,
};
use crate::ops::{IntOrValue, DYNAMIC_DIM};
use aie_target::device::{Arch, Device, TileKind};
use aie_target::regs;
use aie_target::regs::Dir;
use std::collections::BTreeSet;

/// The ops that may end a block of a DMA program.
const TERMINATORS: &[OpKind] = &[OpKind::DmaStart, OpKind::NextBd, OpKind::End];

/// The blocks of the (first) region of `op`.
fn blocks<'a>(cx: &Cx<'a>, op: OpId) -> &'a [BlockId] {
    cx.ir[op]
        .regions()
        .first()
        .map_or(&[], |&r| &cx.ir[r].blocks)
}

/// The ops of `kind` in `block`.
fn ops_of<'a>(cx: &'a Cx, block: BlockId, kind: OpKind) -> impl Iterator<Item = OpId> + 'a {
    cx.ir.ops_in(block).filter(move |&o| cx.ir.is(o, kind))
}

/// `aie.mem`: a DMA program on a core tile.
pub(crate) fn mem(cx: &Cx, op: Mem) -> Check {
    dma_program(cx, op.op(), TileKind::Core, "a core tile", Some("MemOp"))
}

/// `aie.memtile_dma`: a DMA program on a MemTile.
pub(crate) fn memtile_dma(cx: &Cx, op: MemtileDma) -> Check {
    dma_program(
        cx,
        op.op(),
        TileKind::MemTile,
        "a MemTile",
        Some("MemTileDMAOp"),
    )
}

/// `aie.shim_dma`: a DMA program on a shim NOC tile.
pub(crate) fn shim_dma(cx: &Cx, op: ShimDma) -> Check {
    let what = "a shim tile with NOC connection";
    dma_program(cx, op.op(), TileKind::ShimNoc, what, None)
}

/// A DMA program `op` on a `tile` tile (`what` for messages), of the op
/// mlir-aie calls `owner` (of the two whose allocations it checks).
fn dma_program(cx: &Cx, op: OpId, tile: TileKind, what: &str, owner: Option<&str>) -> Check {
    cx.placed_on(op, &[tile], what)?;
    let blocks = blocks(cx, op);
    let dev = cx.device_of(op).zip(cx.kind_of(op));
    bd_blocks(cx, op, blocks, dev.map(|(d, k)| (d.num_bds(k), k)))?;
    if blocks.is_empty() {
        return Err(cx
            .err(op, "should have non-empty body")
            .help("start the body with an `aie.dma_start` block"));
    }
    let body: Vec<OpId> = blocks.iter().flat_map(|&b| cx.ir.ops_in(b)).collect();
    let starts: Vec<DmaStart> = body.iter().filter_map(|&o| cx.view(o)).collect();
    if let Some((dev, kind)) = dev {
        for (dir, word) in [(Dir::S2MM, "input"), (Dir::MM2S, "output")] {
            // Each endpoint a start names takes a channel of its own.
            let used: BTreeSet<(Option<i64>, Option<&str>)> = starts
                .iter()
                .filter(|s| s.channel_dir(cx.ir).dir() == dir)
                .map(|s| (s.channel_index(cx.ir), s.endpoint(cx.ir)))
                .collect();
            let n = dev.num_dma_channels(kind, dir);
            if used.len() > n as usize {
                return Err(cx
                    .err(
                        op,
                        format!("uses more {word} channels than available on this tile"),
                    )
                    .help(format!(
                        "a {} has {n} {} channels",
                        kind.describe(),
                        if dir == Dir::S2MM { "S2MM" } else { "MM2S" }
                    )));
            }
        }
        // (A negative channel fails the op's declared constraint instead.)
        for &o in &body {
            let channel = match (cx.view::<DmaStart>(o), cx.view::<Dma>(o)) {
                (Some(s), _) => match s.channel_index(cx.ir) {
                    Some(index) => (s.channel_dir(cx.ir), (DmaStart::CHANNEL_INDEX, index)),
                    None => continue,
                },
                (_, Some(d)) => (
                    d.channel_dir(cx.ir),
                    (Dma::CHANNEL_INDEX, d.channel_index(cx.ir)),
                ),
                _ => continue,
            };
            let (dir, (name, index)) = channel;
            if index >= 0 {
                fields::directed_channel(cx, o, dir, (name, Some(index)), dev, kind)?;
            }
        }
    }
    for &b in blocks {
        if let Some(last) = cx.ir.last_op(b) {
            if !cx.ir.kind(last).is_some_and(|k| TERMINATORS.contains(&k)) {
                return Err(cx
                    .err(last, "is not an allowed terminator")
                    .note(cx.span(op), "in this context: ")
                    .help("end each block with `aie.dma_start`, `aie.next_bd` or `aie.end`"));
            }
        }
    }
    let Some(owner) = owner else {
        return Ok(());
    };
    for &o in &body {
        let alloc = cx.view::<MemrefAlloc>(o);
        if alloc.is_some_and(|a| a.id(cx.ir).is_none()) {
            return Err(cx
                .err(
                    o,
                    format!("allocOp in {owner} region should have an id attribute"),
                )
                .help("declare buffers with `aie.buffer` outside the DMA op"));
        }
        match cx.view::<DmaStart>(o) {
            Some(start) if tile == TileKind::MemTile => local_only(cx, op, start)?,
            _ => {}
        }
    }
    Ok(())
}

/// A linear `aie.dma_bd` `op` on a buffer of `n` elements moves elements of
/// that buffer only; an omitted `len` is the whole buffer (mlir-aie's
/// words, and a note saying so).
pub(super) fn inside_buffer(cx: &Cx, op: DmaBd, n: i64) -> Check {
    let Some(offset) = op.offset(cx.ir).int() else {
        return Ok(());
    };
    let given = op.len(cx.ir);
    let len = match &given {
        Some(l) => match l.int() {
            Some(len) => len,
            None => return Ok(()),
        },
        None => n,
    };
    if offset >= 0 && offset.checked_add(len).is_some_and(|end| end <= n) {
        return Ok(());
    }
    let fail = cx
        .err(
            op,
            format!("transfer of {len} elements at offset {offset} runs past the end of the {n}-element buffer"),
        )
        .help(format!("the offset is 0 or more and offset + length at most {n}"));
    Err(match given {
        Some(_) => fail,
        None => fail.note(
            cx.span(op),
            "an omitted `len` is the whole buffer; give the length to transfer from this offset",
        ),
    })
}

/// The `bd_id` and `next_bd_id` of `aie.dma_bd` `op`: BDs of a `kind` tile.
pub(super) fn bd_ids(cx: &Cx, op: DmaBd, dev: &Device, kind: TileKind) -> Check {
    let max = dev.num_bds(kind);
    let ids = [
        (op.bd_id(cx.ir), "bdId"),
        (op.next_bd_id(cx.ir), "nextBdId"),
    ];
    for (id, what) in ids {
        if id.is_some_and(|id| id < 0 || id >= i64::from(max)) {
            return Err(cx
                .err(op, format!("{what} attribute exceeds max: {}", max - 1))
                .help(format!("a {} has BDs 0 to {}", kind.describe(), max - 1)));
        }
    }
    Ok(())
}

/// Every BD block (a block holding `aie.dma_bd`s) has one BD and at most one
/// acquire and one release; `max` BD blocks at most.
fn bd_blocks(cx: &Cx, op: OpId, blocks: &[BlockId], max: Option<(u32, TileKind)>) -> Check {
    let mut count = 0;
    for &b in blocks {
        let bds: Vec<OpId> = ops_of(cx, b, OpKind::DmaBd).collect();
        let Some(&first_bd) = bds.first() else {
            continue;
        };
        if let Some((max, kind)) = max.filter(|m| count >= m.0) {
            return Err(cx
                .err(op, format!("has more than {max} blocks"))
                .note(cx.span(first_bd), "no space for this BD")
                .help(format!(
                    "a {} has {max} buffer descriptors",
                    kind.describe()
                )));
        }
        count += 1;
        let block_start = cx.span(cx.ir.first_op(b).expect("blocks here are not empty"));
        let locks = cx.ir.ops_in(b).filter_map(|o| cx.view::<UseLock>(o));
        let (acquires, releases) = locks.fold((0, 0), |(a, r), u| match u.action(cx.ir) {
            LockAction::Release => (a, r + 1),
            _ => (a + 1, r),
        });
        let problem = if bds.len() != 1 {
            format!(
                "BD block must have exactly one DMABDOp, found {}",
                bds.len()
            )
        } else if acquires > 1 {
            format!("BD block must have at most one acquire UseLockOp, found {acquires}")
        } else if releases > 1 {
            format!("BD block must have at most one release UseLockOp, found {releases}")
        } else {
            continue;
        };
        return Err(cx
            .err(op, problem)
            .note(block_start, "in this BD block")
            .help("a BD block is: optional acquire, one `aie.dma_bd`, optional release, then `aie.next_bd` or `aie.end`"));
    }
    Ok(())
}

/// MemTile channels from 4 up may only touch the MemTile's own buffers and locks.
fn local_only(cx: &Cx, memtile_dma: OpId, start: DmaStart) -> Check {
    // A channel named by an endpoint is chosen by allocation, which keeps
    // a program reaching a neighbour on the channels that can.
    let (Some(dev), Some(channel)) = (cx.device_of(start), start.channel_index(cx.ir)) else {
        return Ok(());
    };
    let Some(first) = cx.ir[start.op()].successors.first() else {
        return Ok(());
    };
    if channel < i64::from(dev.arch.adjacent_memtile_channels()) {
        return Ok(());
    }
    let mut reachable = vec![first.block];
    let mut i = 0;
    while let Some(&b) = reachable.get(i) {
        i += 1;
        for s in cx.ir.last_op(b).map_or(&[][..], |t| &cx.ir[t].successors) {
            if !reachable.contains(&s.block) {
                reachable.push(s.block);
            }
        }
    }
    let home = cx.tile_value(memtile_dma);
    let help = format!(
        "MemTile DMA channels {} and up can only access the MemTile's own buffers and locks",
        dev.arch.adjacent_memtile_channels()
    );
    for &b in &reachable {
        for (user, def, what) in [
            (OpKind::DmaBd, OpKind::Buffer, "buffer"),
            (OpKind::UseLock, OpKind::Lock, "lock"),
        ] {
            for u in ops_of(cx, b, user) {
                let Some(target) = cx.operand(u, 0).and_then(|v| cx.defined_by(v, def)) else {
                    continue;
                };
                if cx.tile_value(target) != home {
                    return Err(cx
                        .err(u, format!("is reachable from DMA channel {channel} and attempts to access a non-local {what}"))
                        .note(cx.span(start), "channel")
                        .note(cx.span(target), what)
                        .help(help));
                }
            }
        }
    }
    Ok(())
}

/// `aie.dma`: a channel's BDs as regions, one BD block each.
pub(crate) fn dma(cx: &Cx, op: Dma) -> Check {
    let Some(parent) = cx.ir.parent_op(op.op()) else {
        return Ok(());
    };
    let parent_blocks = blocks(cx, parent);
    if parent_blocks.len() > 1 {
        return Err(cx
            .err(op, "DMAOp can only appear in single block region")
            .help("`aie.dma` and block-based BD chains cannot be mixed"));
    }
    if parent_blocks
        .iter()
        .any(|&b| ops_of(cx, b, OpKind::DmaStart).next().is_some())
    {
        return Err(cx
            .err(op, "DMAOp is not compatible with DMAStart ops")
            .help("describe every channel with `aie.dma` or every channel with `aie.dma_start`"));
    }
    for &r in cx.ir[op.op()].regions() {
        let problem = match cx.ir[r].blocks.as_slice() {
            [b] if ops_of(cx, *b, OpKind::DmaBd).count() != 1 => {
                "DMAOp regions/blocks must have exactly one DMABDOp"
            }
            [b] if ops_of(cx, *b, OpKind::UseLock).count() != 2 => {
                "DMAOp regions/blocks must have exactly two UseLock ops"
            }
            [_] => continue,
            _ => "DMAOp regions must have only one block",
        };
        return Err(cx
            .err(op, problem)
            .help("each region of `aie.dma` is one block: acquire, `aie.dma_bd`, release"));
    }
    repeat_count(cx, op, op.repeat_count(cx.ir))?;
    pad_value(cx, op, op.pad_value(cx.ir), op.channel_dir(cx.ir))?;
    let bds: Vec<DmaBd> = cx.ir[op.op()]
        .regions()
        .iter()
        .filter_map(|&r| cx.ir[r].blocks.first())
        .flat_map(|&b| cx.ir.ops_in(b).filter_map(|o| cx.view(o)))
        .collect();
    out_of_order_channel(
        cx,
        op,
        op.channel_dir(cx.ir),
        op.out_of_order(cx.ir),
        &bds,
        false,
    )
}

/// `aie.dma_start`: its repeat count, pad value and out-of-order mode.
pub(crate) fn dma_start(cx: &Cx, op: DmaStart) -> Check {
    start_endpoint(cx, op)?;
    repeat_count(cx, op, op.repeat_count(cx.ir))?;
    pad_value(cx, op, op.pad_value(cx.ir), op.channel_dir(cx.ir))?;
    let out_of_order = op.out_of_order(cx.ir);
    let mut bds = Vec::new();
    if out_of_order {
        // The chain the channel starts, each block once (first successors).
        let mut seen = BTreeSet::new();
        let mut at = cx.ir[op.op()].successors.first().map(|s| s.block);
        while let Some(b) = at.filter(|&b| seen.insert(b)) {
            bds.extend(cx.ir.ops_in(b).filter_map(|o| cx.view::<DmaBd>(o)));
            at = cx
                .ir
                .last_op(b)
                .and_then(|t| cx.ir[t].successors.first())
                .map(|s| s.block);
        }
    }
    out_of_order_channel(cx, op, op.channel_dir(cx.ir), out_of_order, &bds, false)
}

/// The channel of `aie.dma_start` `op`: an index, or a DMA
/// `aie.route_endpoint` on the program's tile, whose channel
/// `--aie-objectfifo-allocate` chooses (mlir-aie since 2026).
fn start_endpoint(cx: &Cx, op: DmaStart) -> Check {
    let ir = cx.ir;
    let Some(name) = op.endpoint(ir) else {
        if op.channel_index(ir).is_none() {
            return Err(cx
                .err(op, "names its channel by exactly one of an index and an endpoint")
                .help("write the channel's index, `aie.dma_start(S2MM, 0, ...)`, or a DMA route endpoint, `aie.dma_start(S2MM, @end, ...)`"));
        }
        return Ok(());
    };
    if op.channel_index(ir).is_some() {
        return Err(cx
            .err(
                op,
                "names its channel by exactly one of an index and an endpoint",
            )
            .help(format!(
                "drop `{}` or `endpoint = @{name}`",
                DmaStart::CHANNEL_INDEX
            )));
    }
    let Some(end) = cx
        .lookup_any(op, name)
        .and_then(|d| cx.view::<RouteEndpoint>(d))
    else {
        return Err(cx
            .err(op, format!("endpoint @{name} is not an aie.route_endpoint"))
            .help(cx.symbol_help(
                op,
                name,
                OpKind::RouteEndpoint,
                "declare the channel with `aie.route_endpoint @name(%tile) DMA` and route it",
            )));
    };
    let bundle = end.bundle(ir);
    if bundle != WireBundle::DMA {
        return Err(cx
            .err(
                op,
                format!(
                    "endpoint @{name} names a {} port, not a DMA channel",
                    bundle.name()
                ),
            )
            .help("a DMA program starts a DMA channel: name a `DMA` route endpoint"));
    }
    let program = cx.ir.parent_op(op.id());
    let here = program.and_then(|p| cx.tile_value(p));
    let there = cx.tile_value(end);
    let same = match (here, there) {
        (Some(a), Some(b)) => a == b || cx.coords(a).is_some_and(|c| cx.coords(b) == Some(c)),
        _ => true,
    };
    if !same {
        return Err(cx
            .err(op, format!("endpoint @{name} is on a different tile than this DMA program"))
            .help("a program starts the channels of its own tile: declare the endpoint on this program's tile"));
    }
    Ok(())
}

/// The largest repeat count a channel of `arch` takes (mlir-aie's
/// `getMaxRepeatCount`: 0, none, on AIE1): what the start queue's field holds.
pub fn max_repeat_count(arch: Arch) -> i64 {
    if arch == Arch::Aie1 {
        return 0;
    }
    regs::start_queue_layout(TileKind::Core)
        .field("repeat_count")
        .map_or(0, |f| *f.range().end())
}

/// A channel's `repeat_count` (`aie.dma_start`, `aie.dma`): what the start
/// queue's field holds, none on a target without repeats (mlir-aie's words).
fn repeat_count(cx: &Cx, op: impl Node, v: i64) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let max = max_repeat_count(dev.arch);
    if max == 0 {
        if v != 0 {
            return Err(cx
                .err(op, "repeat_count is not supported on this target")
                .help("an AIE1 channel runs its BD chain without repeats: drop `repeat_count`"));
        }
        return Ok(());
    }
    if !(0..=max).contains(&v) {
        return Err(cx
            .err(
                op,
                format!("repeat_count {v} is out of range [0, {max}] for this target"),
            )
            .help(format!(
                "the channel's start queue holds repeats - 1 in {} bits; split a longer transfer",
                64 - max.leading_zeros()
            )));
    }
    Ok(())
}

/// Whether a BD sends or takes a packet header: a `packet` attribute or an
/// `aie.dma_bd_packet` in its block.
fn packet_enabled(cx: &Cx, bd: DmaBd) -> bool {
    bd.packet(cx.ir).is_some()
        || cx
            .ir
            .block_of(bd.op())
            .is_some_and(|b| ops_of(cx, b, OpKind::DmaBdPacket).next().is_some())
}

/// A BD's sender-side `out_of_order_id` (mlir-aie's `verifyDMABDOutOfOrderId`):
/// a device with out-of-order DMAs, a packet header to carry it (a DMA
/// task's packet gives one to every BD: `packet_by_task`), in [0, 63].
pub(super) fn out_of_order_id(cx: &Cx, bd: DmaBd, packet_by_task: bool) -> Check {
    let Some(id) = bd.out_of_order_id(cx.ir) else {
        return Ok(());
    };
    let Some(dev) = cx.device_of(bd) else {
        return Ok(());
    };
    let Some(max) = max_out_of_order_id(dev.arch) else {
        return Err(cx
            .err(bd, "out_of_order_id is not supported on this device")
            .help("out-of-order DMA channels are an AIE-ML feature (npu1, npu2, xcve2302, ...)"));
    };
    if !packet_by_task && !packet_enabled(cx, bd) {
        return Err(cx
            .err(bd, "out_of_order_id requires a packet-enabled BD")
            .help(
            "the id travels in the packet header: add `aie.dma_bd_packet` or a `packet` attribute",
        ));
    }
    if !(0..=max).contains(&id) {
        return Err(cx
            .err(bd, format!("out_of_order_id must be in [0, {max}]"))
            .help(format!(
                "the packet header's out-of-order id field holds {} bits",
                64 - max.leading_zeros()
            )));
    }
    Ok(())
}

/// The largest out-of-order id of `arch` (`None`: no out-of-order DMA): what
/// the BD's field holds.
pub(super) fn max_out_of_order_id(arch: Arch) -> Option<i64> {
    if arch == Arch::Aie1 {
        return None;
    }
    regs::CORE_BD
        .field(regs::BdField::OutOfOrderId)
        .map(|f| i64::from(f.mask()))
}

/// An out-of-order channel (mlir-aie's `verifyOutOfOrderChannel`): S2MM, on
/// a device that has it, with packet-enabled receive BDs `bds` that carry no
/// `out_of_order_id` and acquire no lock another of them releases (packets
/// arrive in any order, so such a dependency can deadlock). `packet`: the
/// BDs get a header from their context (a DMA task's packet).
pub(super) fn out_of_order_channel(
    cx: &Cx,
    op: impl Node,
    dir: DmaChannelDir,
    out_of_order: bool,
    bds: &[DmaBd],
    packet: bool,
) -> Check {
    if !out_of_order {
        return Ok(());
    }
    if dir != DmaChannelDir::S2MM {
        return Err(cx
            .err(op, "out_of_order is only valid on an S2MM channel")
            .help("an out-of-order channel places incoming packets; drop `out_of_order` on this MM2S channel"));
    }
    if cx
        .device_of(op)
        .is_some_and(|d| max_out_of_order_id(d.arch).is_none())
    {
        return Err(cx
            .err(op, "out-of-order S2MM DMA is not supported on this device")
            .help("out-of-order DMA channels are an AIE-ML feature (npu1, npu2, xcve2302, ...)"));
    }
    if bds.is_empty() {
        return Err(cx
            .err(
                op,
                "out-of-order S2MM channel must have at least one receive buffer descriptor",
            )
            .help(
                "a channel without BDs stalls on its first packet: chain the receive BDs from it",
            ));
    }
    for &bd in bds {
        if !packet && !packet_enabled(cx, bd) {
            return Err(cx
                .err(bd, "out-of-order S2MM receive buffer descriptor must be packet-enabled")
                .help("add `aie.dma_bd_packet` (or a `packet` attribute): the channel reads the header to pick the BD"));
        }
        if bd.out_of_order_id(cx.ir).is_some() {
            return Err(cx
                .err(bd, "out_of_order_id belongs on the sender buffer descriptor, not an out-of-order S2MM receive buffer descriptor")
                .help("the sending BD stamps the id of the receive BD; remove it here"));
        }
    }
    let locks = |bd: DmaBd, release: bool| {
        let block = cx.ir.block_of(bd.op());
        block
            .into_iter()
            .flat_map(|b| cx.ir.ops_in(b))
            .filter_map(|o| cx.view::<UseLock>(o))
            .filter(move |u| (u.action(cx.ir) == LockAction::Release) == release)
            .filter_map(|u| {
                cx.operand(u, 0)
                    .and_then(|v| cx.defined_by(v, OpKind::Lock))
            })
            .collect::<Vec<_>>()
    };
    // The first receive BD to release each lock.
    let mut released_by: Vec<(OpId, DmaBd)> = Vec::new();
    for &bd in bds {
        for lock in locks(bd, true) {
            if !released_by.iter().any(|(l, _)| *l == lock) {
                released_by.push((lock, bd));
            }
        }
    }
    for &bd in bds {
        for lock in locks(bd, false) {
            if released_by.iter().any(|(l, b)| *l == lock && *b != bd) {
                return Err(cx
                    .err(bd, "out-of-order S2MM prohibits inter-BD lock dependencies; can deadlock")
                    .help(format!("packets arrive in any order: this BD acquires {}, which another receive BD of the channel releases", cx.ir[lock].name())));
            }
        }
    }
    Ok(())
}

/// A channel's `pad_value` (`aie.dma_start`, `aie.dma`) of direction `dir`:
/// a MemTile MM2S channel of a target with the CONSTANT_PAD_VALUE register.
fn pad_value(cx: &Cx, op: impl Node, pad: i64, dir: DmaChannelDir) -> Check {
    if pad == 0 {
        return Ok(());
    }
    let on_memtile = cx
        .ir
        .parent_op(op.id())
        .is_some_and(|p| cx.ir.is(p, OpKind::MemtileDma));
    if !on_memtile {
        return Err(cx
            .err(op, "pad_value is only supported on memtile DMA channels")
            .help("a MemTile's MM2S channels pad; set pad_value on one of them"));
    }
    if dir != DmaChannelDir::MM2S {
        return Err(cx
            .err(op, "pad_value is only supported on MM2S DMA channels")
            .help("padding is inserted where a MemTile sends, on its MM2S channels"));
    }
    pad_register(cx, op, cx.err(op, format!("pad_value {PAD_REGISTER}")))
}

/// The end of mlir-aie's message for a pad value on a target without the register.
pub(super) const PAD_REGISTER: &str =
    "requires the CONSTANT_PAD_VALUE register, unavailable on this target";

/// `fail` unless `op`'s device has the MemTile CONSTANT_PAD_VALUE register.
pub(super) fn pad_register(cx: &Cx, op: impl Node, fail: Box<super::Fail>) -> Check {
    if cx.device_of(op).is_some_and(|d| d.has_pad_value_register()) {
        return Ok(());
    }
    Err(fail.help("only the npu2 (AIE2P) devices have it; elsewhere padding sends 0"))
}

/// True if `dims` (outermost first) scan the data contiguously in row-major order.
fn contiguous(dims: &[(u64, u64)]) -> bool {
    if dims.last().is_some_and(|d| d.1 != 1) {
        return false;
    }
    let mut product = 1u64;
    for i in (1..dims.len()).rev() {
        product = product.saturating_mul(dims[i].0);
        if dims[i - 1].0 > 1 && dims[i - 1].1 != product {
            return false;
        }
    }
    true
}

/// A BD whose offset, length, sizes or strides are values known only at run
/// time (mlir-aie's dynamic BDs): in a runtime sequence's DMA task (or a BD
/// chain, which becomes one), without padding, its offset, length, sizes
/// and strides integers or indices, its constant sizes and strides
/// realizable.
/// `iteration_size_val` and `iteration_stride_val` (the run-time form of
/// `#aie.bd_iteration`, current 0): both or neither, not beside the
/// attribute, on a DMA task's BD; a size in [1, 64] and a stride not
/// negative where constants give them (a zero stride is a pure repeat).
fn iteration_values(cx: &Cx, op: DmaBd) -> Check {
    let (size, stride) = (op.iteration_size_val(cx.ir), op.iteration_stride_val(cx.ir));
    if size.is_none() && stride.is_none() {
        return Ok(());
    }
    let help = "write `iteration_size_val %size : i32 iteration_stride_val %stride : i32`: execution k adds (k mod size) * stride elements";
    let (Some(size), Some(stride)) = (size, stride) else {
        return Err(cx
            .err(
                op,
                "takes iteration_size_val and iteration_stride_val together",
            )
            .help(help));
    };
    if op.iteration(cx.ir).is_some() {
        return Err(cx
            .err(op, "takes its iteration from the iteration attribute or from iteration_size_val and iteration_stride_val, not both")
            .help("drop one of them"));
    }
    let in_task = cx
        .ir
        .parent_op(op.op())
        .and_then(|p| cx.ir.kind(p))
        .is_some_and(|k| matches!(k, OpKind::DmaConfigureTask | OpKind::DmaConfigureTaskFor));
    if !in_task {
        return Err(cx
            .err(
                op,
                "takes iteration values only in the DMA tasks of a runtime sequence",
            )
            .help("a BD of a DMA program iterates through `iteration = #aie.bd_iteration<...>`"));
    }
    if size.int().is_some_and(|s| !(1..=64).contains(&s)) {
        return Err(cx
            .err(op, "BD iteration size must be in [1, 64]")
            .help(help));
    }
    if stride.int().is_some_and(|t| t < 0) {
        return Err(cx
            .err(op, "BD iteration stride must not be negative")
            .help(help));
    }
    Ok(())
}

fn run_time_bd(cx: &Cx, op: DmaBd, dims: bool) -> Check {
    // The offset and len operands come before those of sizes and strides.
    let held = [op.offset_operand(cx.ir), op.len_operand(cx.ir)]
        .iter()
        .flatten()
        .count();
    // A BD chain's BDs become a runtime sequence's tasks where it starts.
    if cx
        .ancestor(op, &[OpKind::RuntimeSequence, OpKind::BdChain])
        .is_none()
    {
        let (what, give) = match dims {
            true => ("sizes and strides", "its sizes and strides"),
            false => ("an offset or len", "its offset and len"),
        };
        let verb = if dims { "are" } else { "is" };
        return Err(cx
            .err(op, format!("{what} known only at run time {verb} only supported in the DMA tasks of a runtime sequence"))
            .help(format!("a BD of a DMA program is configured once, before anything runs: give {give} as integers")));
    }
    // Then those of the sizes and strides, and last the BD id (an i32).
    let run_time_dims = op.dimensions(cx.ir).map_or(0, |d| {
        d.iter()
            .map(|&(s, t)| usize::from(s == DYNAMIC_DIM) + usize::from(t == DYNAMIC_DIM))
            .sum()
    });
    let operands = &cx.ir[op.op()].operands;
    for (k, &v) in operands
        .iter()
        .enumerate()
        .skip(1)
        .take(held + run_time_dims)
    {
        super::pool::int_or_index(cx, op.op(), k, v, k > held)?;
    }
    if op.pad_dimensions(cx.ir).is_some() {
        let run_time_len = op
            .len_operand(cx.ir)
            .is_some_and(|v| cx.defined_by(v, OpKind::ArithConstant).is_none());
        let message = match run_time_len {
            true => "Padding with a runtime len operand is not yet supported; use a compile-time constant len with padded BDs.",
            false => "zero padding is not supported with runtime sizes/strides/len.",
        };
        return Err(cx.err(op, message).help(
            "to pad, give the offset, len, sizes and strides as integers; or drop the padding",
        ));
    }
    let (Some(dims), Some(w)) = (
        op.dimensions(cx.ir),
        cx.operand(op, 0)
            .and_then(|b| cx.ir.type_of(b).element()?.bit_width()),
    ) else {
        return Ok(());
    };
    let known = |v: u64| (v != DYNAMIC_DIM).then_some(v as i64);
    let s: Vec<Option<i64>> = dims.iter().rev().map(|d| known(d.0)).collect();
    let t: Vec<Option<i64>> = dims.iter().rev().map(|d| known(d.1)).collect();
    super::npu::realizable(cx, op, &s, &t, w as i64)
}

pub(crate) fn dma_bd(cx: &Cx, op: DmaBd) -> Check {
    super::length_parameter::dma_bd(cx, op)?;
    iteration_values(cx, op)?;
    let dims = op
        .dimensions(cx.ir)
        .is_some_and(|d| d.iter().any(|&(s, t)| s == DYNAMIC_DIM || t == DYNAMIC_DIM));
    let run_time_scalar = [Some(op.offset(cx.ir)), op.len(cx.ir)]
        .into_iter()
        .any(|x| matches!(x, Some(IntOrValue::Value(_))));
    if dims || run_time_scalar {
        return run_time_bd(cx, op, dims);
    }
    let in_program = |p| {
        cx.ir
            .kind(p)
            .is_some_and(|k| k == OpKind::Dma || DMA_PROGRAMS.contains(&k))
    };
    if !cx.ir.parent_op(op.op()).is_some_and(in_program) {
        return Ok(());
    }
    let Some(buf) = cx.operand(op, 0) else {
        return Ok(());
    };
    let ty = cx.ir.type_of(buf);
    let Type::MemRef { shape, elem, .. } = ty else {
        return Ok(());
    };
    let ranked = shape.is_some();
    let buffers = [OpKind::Buffer, OpKind::ExternalBuffer];
    let on_buffer = |d| cx.ir.kind(d).is_some_and(|k| buffers.contains(&k));
    if ranked && !cx.ir.defining_op(buf).is_some_and(on_buffer) {
        return Err(cx
            .err(
                op,
                "BDs only support BufferOp or ExternalBufferOp operands.",
            )
            .help("transfer an `aie.buffer` or an `aie.external_buffer`"));
    }
    let Some(eb) = elem.bit_width().map(|b| b.div_ceil(8) as i64) else {
        return Ok(());
    };
    let elems = ty.num_elements().and_then(|n| i64::try_from(n).ok());
    let len = op.len(cx.ir).and_then(IntOrValue::int);
    let len_bytes = len.or(elems).unwrap_or(0).saturating_mul(eb);
    if len_bytes.rem_euclid(4) != 0 {
        return Err(cx
            .err(op, "transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)")
            .help(format!("the transfer is {len_bytes} bytes ({eb}-byte elements); DMAs move whole 32-bit words")));
    }
    let Some(home) = cx.ancestor(op, DMA_PROGRAMS) else {
        return Ok(());
    };
    let (Some(dev), Some(kind)) = (cx.device_of(op), cx.kind_of(home)) else {
        return Ok(());
    };
    let buffer = cx.defined_by(buf, OpKind::Buffer);
    if ranked && cx.ir.is(home, OpKind::Mem) {
        if let Some(b) = buffer.filter(|&b| cx.tile_value(b) != cx.tile_value(home)) {
            return Err(cx
                .err(
                    op,
                    "Core tile DMAs can only access a buffer in the same tile.",
                )
                .help(format!(
                    "the buffer is on {}, this `aie.mem` on {}",
                    cx.tile_text(b),
                    cx.tile_text(home)
                )));
        }
    }
    bd_ids(cx, op, dev, kind)?;
    let dims = op.dimensions(cx.ir);
    if let (Some(n), None, true) = (elems, dims, cx.ir.defining_op(buf).is_some_and(on_buffer)) {
        inside_buffer(cx, op, n)?;
    }
    if let Some(dims) = dims {
        dimensions(cx, op, dims, dev.max_bd_dims(kind), kind, ranked, elems, eb)?;
    }
    if let Some(pads) = op.pad_dimensions(cx.ir) {
        let help = "padding needs `dimensions` with one `<const_pad_before, const_pad_after>` per dimension, on a MemTile";
        let Some(dims) = dims else {
            return Err(cx
                .err(
                    op,
                    "Padding requires n-d data layouts expressed as wrap(s) and stride(s).",
                )
                .help(help));
        };
        if kind != TileKind::MemTile {
            return Err(cx
                .err(op, "Padding is only supported by memtile dma bds.")
                .help(help));
        }
        if dims.len() != pads.len() {
            return Err(cx
                .err(
                    op,
                    "Mismatch number of dimensions between padding(s) and wrap(s) and stride(s).",
                )
                .help(help));
        }
        let mut padded = 1u64;
        for (&(size, _), &(before, after)) in dims.iter().zip(pads) {
            padded = padded.saturating_mul(before.saturating_add(after).saturating_add(size));
            if len
                .or(elems)
                .is_some_and(|l| padded as i128 > i128::from(l))
            {
                return Err(cx
                    .err(op, "Data exceeds len after padding.")
                    .help("the padded data must fit in `len` elements"));
            }
        }
        if let Some(&(before, after)) = pads.last() {
            for (count, word) in [(before, "before"), (after, "after")] {
                if (count as i128 * i128::from(eb)) % 4 != 0 {
                    return Err(cx
                        .err(op, format!("Inner-most padding-{word} count must result in padding in 32-bit words."))
                        .help(format!("pad the inner-most dimension by a multiple of {} elements", 4 / eb.clamp(1, 4))));
                }
            }
        }
    }
    if ranked && matches!(kind, TileKind::MemTile | TileKind::Core) {
        let address = buffer.and_then(|b| cx.view::<Buffer>(b)?.address(cx.ir));
        if let Some(addr) = address {
            let offset = op.offset(cx.ir).int().unwrap_or(0);
            let at = addr.saturating_add(offset.saturating_mul(eb));
            if at % 4 != 0 {
                return Err(cx
                    .err(op, format!("bd address must be 4 byte (32b) aligned; got base+offset: {at} (bytes)"))
                    .help("choose an offset that puts the transfer on a 32-bit word"));
            }
        }
    }
    packet_info(cx, op, "packet", op.packet(cx.ir))?;
    out_of_order_id(cx, op, false)?;
    if len.is_none() && elems.is_none() {
        return Err(cx
            .err(op, "buffer with dynamic shape requires static length.")
            .help("give the transfer length (`len`)"));
    }
    if let Some(it) = op.iteration(cx.ir) {
        bd_iteration(cx, op, it, dev, kind, eb)?;
    }
    axi_fields_on_shim(cx, op, kind, "this BD is")
}

/// The AXI fields of BD `op` (`burst_length`, `axcache`) only on a shim
/// NOC tile, the AXI-MM side: `whose` says where the BD runs, for the help.
pub(crate) fn axi_fields_on_shim(cx: &Cx, op: DmaBd, kind: TileKind, whose: &str) -> Check {
    if kind == TileKind::ShimNoc {
        return Ok(());
    }
    if op.burst_length(cx.ir) != 0 {
        return Err(cx
            .err(op, "Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.")
            .help(format!("remove `burst_length`: {whose} on a {}", kind.describe())));
    }
    if op.axcache(cx.ir).is_some() {
        return Err(cx
            .err(op, "AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.")
            .help(format!("remove `axcache`: {whose} on a {}", kind.describe())));
    }
    Ok(())
}

/// A BD's `iteration`: a device with BD iteration, size in [1, 64], the
/// stride (elements of `eb` bytes) in whole 32-bit words that the tile's
/// step field holds, current below size (upstream's rules).
pub(super) fn bd_iteration(
    cx: &Cx,
    op: DmaBd,
    it: BdIteration,
    dev: &Device,
    kind: TileKind,
    eb: i64,
) -> Check {
    let help = "write #aie.bd_iteration<size = s, stride = t, current = c>: execution k adds ((c + k) mod s) * t elements";
    if dev.arch == Arch::Aie1 {
        return Err(cx
            .err(op, "BD iteration is not supported on this target")
            .help("AIE-ML arrays (npu1, npu2, xcve2302, ...) iterate BDs"));
    }
    if !(1..=64).contains(&it.size) {
        return Err(cx
            .err(op, "BD iteration size must be in [1, 64]")
            .help(help));
    }
    if it.size > 1 {
        let bytes = i64::from(it.stride) * eb;
        if bytes % 4 != 0 {
            return Err(cx
                .err(op, "BD iteration stride must be aligned to 32-bit words")
                .help(help));
        }
        let bits = regs::bd_layout(kind)
            .and_then(|l| l.field(regs::BdField::IterationStride))
            .map_or(0, |f| f.bits);
        let max = 1i64 << bits;
        if !(1..=max).contains(&(bytes / 4)) {
            return Err(cx
                .err(
                    op,
                    format!("BD iteration stride must be in [1, {max}] 32-bit words"),
                )
                .help(format!(
                    "a {}'s BD step field holds {bits} bits",
                    kind.describe()
                )));
        }
    }
    if it.current >= it.size {
        return Err(cx
            .err(op, "BD iteration current must be in [0, size)")
            .help(help));
    }
    Ok(())
}

/// The `dimensions` of a BD: count, bounds, strides and sizes.
#[allow(clippy::too_many_arguments)]
fn dimensions(
    cx: &Cx,
    op: DmaBd,
    dims: &[(u64, u64)],
    max_dims: usize,
    kind: TileKind,
    ranked: bool,
    elems: Option<i64>,
    eb: i64,
) -> Check {
    if dims.len() > max_dims {
        return Err(cx
            .err(op, format!("Cannot give more than {max_dims} dimensions for step sizes and wraps on this tile (got {} dimensions).", dims.len()))
            .help(format!("a {} BD has up to {max_dims} dimensions", kind.describe())));
    }
    if !ranked {
        return Err(cx
            .err(
                op,
                "dimensions attribute cannot be used with unranked memref buffer type.",
            )
            .help("use a ranked memref"));
    }
    let Some(n) = elems else { return Ok(()) };
    let offset = op.offset(cx.ir).int().unwrap_or(0).max(0);
    let max_index = i128::from(offset) + super::objectfifo::max_index(dims);
    if i128::from(n) <= max_index {
        return Err(cx
            .err(
                op,
                format!("Specified stride(s) and size(s) result in out of bounds access in buffer, for index {max_index} in memref of length {n}."),
            )
            .help(format!("the largest index is the offset plus the sum of stride × (size - 1), which must stay below {n}")));
    }
    // A contiguous shim transfer is lowered in linear mode, its length in
    // the wide buffer_length field rather than the wraps.
    let skip_size = kind.is_shim() && contiguous(dims);
    let (max_size, max_stride) = dim_bounds(kind);
    for &(size, stride) in dims {
        let problem = if stride == 0 {
            "Invalid step size; must be a positive integer.".to_string()
        } else if stride > n as u64 {
            format!("Step size {stride} exceeds memref size {n}")
        } else if !skip_size && size > max_size {
            format!("Size may not exceed {max_size}.")
        } else if stride > max_stride {
            format!("Stride may not exceed {max_stride}.")
        } else {
            continue;
        };
        return Err(cx.err(op, problem).help(format!(
            "a {} BD's dimension has a size of 1 to {max_size} and a stride of 1 to {max_stride}",
            kind.describe()
        )));
    }
    if dims.last().is_some_and(|d| d.1 != 1) && eb != 4 {
        let width = if eb < 4 { "<32b" } else { ">32b" };
        return Err(cx
            .err(
                op,
                format!("For {width} width datatypes, inner-most dim stride must be 1"),
            )
            .help("the DMA moves 32-bit words; make the inner-most stride 1"));
    }
    word_granular(cx, op, dims, eb)
}

/// The largest size (its wrap field's, unbiased) and stride (its step
/// field's, stored minus one) a BD dimension of a `kind` tile takes.
fn dim_bounds(kind: TileKind) -> (u64, u64) {
    let bits = |f, default| {
        regs::bd_layout(kind)
            .and_then(|l| l.field(f))
            .map_or(default, |f| u32::from(f.bits))
    };
    let wrap = bits(regs::BdField::D0Size, 10);
    let step = bits(regs::BdField::D0Stride, 20);
    ((1u64 << wrap) - 1, 1u64 << step)
}

/// Elements of `eb` bytes, not whole 32-bit words (mlir-aie's rule): the
/// innermost dimension that repeats moves whole words, every other one that
/// repeats steps whole words; dimensions of size 1 never step.
fn word_granular(cx: &Cx, op: DmaBd, dims: &[(u64, u64)], eb: i64) -> Check {
    if eb % 4 == 0 {
        return Ok(());
    }
    let eb = eb as u64;
    let Some(innermost) = dims.iter().rposition(|d| d.0 > 1) else {
        return Ok(());
    };
    for (i, &(size, stride)) in dims.iter().enumerate().filter(|(_, d)| d.0 > 1) {
        if i == innermost && !(size * eb).is_multiple_of(4) {
            return Err(cx
                .err(op, format!("Innermost dim size ({size}) * {eb}-byte element width = {} bytes: innermost dim size must be a multiple of 4 bytes for sub-32b element types (the hardware size register is 32-bit-word granularity).", size * eb))
                .help(format!("make the size a multiple of {} elements", 4 / gcd(4, eb))));
        }
        if i != innermost && !(stride * eb).is_multiple_of(4) {
            return Err(cx
                .err(op, format!("Dim {i} stride ({stride}) * {eb}-byte element width = {} bytes: non-innermost dim stride must be a multiple of 4 bytes for sub-32b element types (the hardware stepsize register is 32-bit-word granularity).", stride * eb))
                .help(format!("make the stride a multiple of {} elements", 4 / gcd(4, eb))));
        }
    }
    Ok(())
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A BD's packet header fields, `packet`, fit their bits (3-bit type, 5-bit ID).
/// A programmed packet header (`field`: `packet`, `controller_id`): a type
/// of 3 bits and an id of 5, which must be there (a header without an id asks
/// for one to be chosen, which only `aie.route`'s does: `--aie-assign-packet-ids`).
pub(super) fn packet_info(
    cx: &Cx,
    op: impl Node,
    field: &str,
    packet: Option<(u64, u64)>,
) -> Check {
    if let Some((pkt_type, pkt_id)) = packet {
        if pkt_id == crate::ir::attr::NO_PKT_ID {
            return Err(cx.err(op, format!("{field} has no pkt_id; allocation assigns one, so a header at this level must carry it")).help(format!(
                "give the header its id: `<pkt_type = {pkt_type}, pkt_id = N>`, N from 0 to 31"
            )));
        }
        if pkt_type > 7 {
            return Err(cx
                .err(op, "Packet type field can only hold 3 bits.")
                .help("packet types are 0 to 7"));
        }
        if pkt_id > 31 {
            return Err(cx
                .err(op, "Packet ID field can only hold 5 bits.")
                .help("packet IDs are 0 to 31"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{errors, expect, expect_diag, line_of, ok};

    /// `container` on tile `tile` of `device`, transferring a buffer of type
    /// `ty` on that tile with the BD `aie.dma_bd(%buf : <ty><rest>`.
    fn bd(device: &str, container: &str, tile: &str, ty: &str, rest: &str) -> String {
        format!(
            "aie.device({device}) {{
            %t = aie.tile({tile})
            %buf = aie.buffer(%t) : {ty}
            %dma = {container}(%t) {{
              %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              aie.dma_bd(%buf : {ty}{rest}
              aie.next_bd ^end
            ^end:
              aie.end
            }}
            }}"
        )
    }

    /// The only error of a BD on a core tile of npu1, without the op prefix.
    fn core_bd(ty: &str, bd_: &str) -> String {
        bd_error(&bd("npu1", "aie.mem", "1, 2", ty, bd_))
    }

    fn memtile_bd(ty: &str, bd_: &str) -> String {
        bd_error(&bd("xcve2802", "aie.memtile_dma", "3, 1", ty, bd_))
    }

    fn bd_error(src: &str) -> String {
        let errs = errors(src);
        assert_eq!(errs.len(), 1, "{errs:?}");
        errs[0].trim_start_matches("'aie.dma_bd' op ").to_string()
    }

    #[test]
    fn valid_bds() {
        ok(&bd("npu1", "aie.mem", "1, 2", "memref<16xi32>", ", 0, 16)"));
        ok(&bd(
            "npu1",
            "aie.memtile_dma",
            "1, 1",
            "memref<128xi32>",
            ", 0, 128, [<size = 4, stride = 32>, <size = 32, stride = 1>])",
        ));
    }

    #[test]
    fn container_placement() {
        let src = bd("npu1", "aie.mem", "1, 1", "memref<16xi32>", ")");
        expect(
            &src,
            "%dma",
            "'aie.mem' op failed to verify that op exists in a core tile",
        );
        let src = bd("npu1", "aie.memtile_dma", "1, 2", "memref<16xi32>", ")");
        expect(
            &src,
            "%dma",
            "'aie.memtile_dma' op failed to verify that op exists in a MemTile",
        );
        let src =
            "aie.device(xcve2302) {\n%t = aie.tile(0, 0)\n%dma = aie.shim_dma(%t) {\naie.end\n}\n}";
        let help = expect(
            src,
            "%dma",
            "'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection",
        );
        assert_eq!(help, "tile (0, 0) is a shim PL tile");
    }

    #[test]
    fn too_many_bds() {
        let blocks: String = (0..17)
            .map(|i| {
                format!(
                    "^bd{i}:\naie.dma_bd(%buf : memref<256xi32>, 0, 256)\naie.next_bd ^bd{}\n",
                    i + 1
                )
            })
            .collect();
        let src = format!(
            "aie.device(xcvc1902) {{
            %t1 = aie.tile(1, 1)
            %buf = aie.buffer(%t1) : memref<256xi32>
            %mem = aie.mem(%t1) {{
              %dma0 = aie.dma_start(MM2S, 0, ^bd0, ^bd17)
            {blocks}^bd17:
              aie.end
            }}
            }}"
        );
        let d = expect_diag(&src, "%mem", "'aie.mem' op has more than 16 blocks");
        assert_eq!(d.notes[0].message, "no space for this BD");
        assert!(d.notes[0].span.unwrap().start as usize > src.find("^bd16:").unwrap());
    }

    /// A core-tile DMA with one BD block holding `ops`.
    fn bd_block(ops: &str) -> String {
        format!(
            "aie.device(npu1) {{
            %t = aie.tile(1, 2)
            %buf = aie.buffer(%t) : memref<16xi32>
            %l = aie.lock(%t, 0)
            %mem = aie.mem(%t) {{
              %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
            ^bd0:
              {ops}
              aie.next_bd ^end
            ^end:
              aie.end
            }}
            }}"
        )
    }

    #[test]
    fn bd_block_shape() {
        let bd_ = "aie.dma_bd(%buf : memref<16xi32>, 0, 16)";
        let acq = "aie.use_lock(%l, AcquireGreaterEqual, 1)";
        let rel = "aie.use_lock(%l, Release, 1)";
        let src = bd_block(&format!("{bd_}\n{bd_}"));
        let d = expect_diag(
            &src,
            "%mem",
            "'aie.mem' op BD block must have exactly one DMABDOp, found 2",
        );
        assert_eq!(d.notes[0].message, "in this BD block");
        assert!(line_of(&src, d.notes[0].span).contains("dma_bd"));
        expect(
            &bd_block(&format!("{acq}\n{acq}\n{bd_}")),
            "%mem",
            "'aie.mem' op BD block must have at most one acquire UseLockOp, found 2",
        );
        expect(
            &bd_block(&format!("{bd_}\n{rel}\n{rel}")),
            "%mem",
            "'aie.mem' op BD block must have at most one release UseLockOp, found 2",
        );
        ok(&bd_block(&format!("{acq}\n{bd_}\n{rel}")));
    }

    #[test]
    fn channels() {
        for (dir, word) in [("S2MM", "input"), ("MM2S", "output")] {
            let src = format!(
                "aie.device(npu1) {{
                %t = aie.tile(1, 2)
                %mem = aie.mem(%t) {{
                  %s0 = aie.dma_start({dir}, 0, ^end, ^c1)
                ^c1:
                  %s1 = aie.dma_start({dir}, 1, ^end, ^c2)
                ^c2:
                  %s2 = aie.dma_start({dir}, 2, ^end, ^end)
                ^end:
                  aie.end
                }}
                }}"
            );
            let help = expect(
                &src,
                "%mem",
                &format!("'aie.mem' op uses more {word} channels than available on this tile"),
            );
            assert_eq!(help, format!("a core tile has 2 {dir} channels"));
        }
    }

    #[test]
    fn empty_body() {
        expect(
            "aie.device(npu1) {\n%t = aie.tile(1, 2)\n%mem = aie.mem(%t) { }\n}",
            "%mem",
            "'aie.mem' op should have non-empty body",
        );
    }

    #[test]
    fn bad_terminator_and_alloc() {
        let src = "aie.device(npu1) {\n%t = aie.tile(1, 2)\n%mem = aie.mem(%t) {\ncf.br ^bb1\n^bb1:\naie.end\n}\n}";
        let d = expect_diag(src, "cf.br", "'cf.br' op is not an allowed terminator");
        assert_eq!(d.notes[0].message, "in this context: ");
        assert!(line_of(src, d.notes[0].span).contains("%mem"));
        let src = "aie.device(npu1) {\n%t = aie.tile(1, 1)\n%dma = aie.memtile_dma(%t) {\n%a = memref.alloc() : memref<4xi32>\naie.end\n}\n}";
        expect(
            src,
            "memref.alloc",
            "'memref.alloc' op allocOp in MemTileDMAOp region should have an id attribute",
        );
        let src = "aie.device(npu1) {\n%t = aie.tile(1, 2)\n%mem = aie.mem(%t) {\n%a = memref.alloc() : memref<4xi32>\naie.end\n}\n}";
        expect(
            src,
            "memref.alloc",
            "'memref.alloc' op allocOp in MemOp region should have an id attribute",
        );
    }

    #[test]
    fn memtile_channel4_non_local_buffer() {
        // badmemtiledma_channel4buffer.mlir
        let src = r#"aie.device(xcve2802) {
          %t1 = aie.tile(1, 1)
          %t2 = aie.tile(2, 1)
          %buf1 = aie.buffer(%t1) : memref<256xi32>
          %buf2 = aie.buffer(%t2) : memref<256xi32>
          %mem = aie.memtile_dma(%t1) {
            aie.dma_start("MM2S", 1, ^bd0, ^dma1)
            ^dma1:
            aie.dma_start("MM2S", 4, ^bd1, ^dma1)
            ^bd0:
              aie.dma_bd(%buf1 : memref<256xi32>, 0, 256)
              aie.next_bd ^bd2
            ^bd1:
              aie.dma_bd(%buf2 : memref<256xi32>, 0, 256)
              aie.next_bd ^bd2
            ^bd2:
              aie.end
          }
        }"#;
        let d = expect_diag(src, "%buf2 :", "'aie.dma_bd' op is reachable from DMA channel 4 and attempts to access a non-local buffer");
        assert_eq!(
            (d.notes[0].message.as_str(), d.notes[1].message.as_str()),
            ("channel", "buffer")
        );
        assert!(line_of(src, d.notes[0].span).contains("\"MM2S\", 4"));
        assert!(line_of(src, d.notes[1].span).contains("%buf2 = aie.buffer(%t2)"));
    }

    #[test]
    fn memtile_channel5_non_local_lock() {
        let src = r#"aie.device(npu1) {
          %t1 = aie.tile(1, 1)
          %t2 = aie.tile(2, 1)
          %lock = aie.lock(%t2, 0)
          %mem = aie.memtile_dma(%t1) {
            aie.dma_start(S2MM, 5, ^bd0, ^end)
          ^bd0:
            aie.use_lock(%lock, AcquireGreaterEqual, 1)
            aie.next_bd ^end
          ^end:
            aie.end
          }
        }"#;
        expect(src, "use_lock", "'aie.use_lock' op is reachable from DMA channel 5 and attempts to access a non-local lock");
    }

    #[test]
    fn dma_op_rules() {
        let dma = |body: &str, regions: &str| {
            format!(
                "aie.device(npu1) {{
                %t = aie.tile(1, 2)
                %buf = aie.buffer(%t) : memref<16xi32>
                %l = aie.lock(%t, 0)
                %mem = aie.mem(%t) {{
                  aie.dma(MM2S, 0) [{regions}]
                  {body}
                }}
                }}"
            )
        };
        let bd_ = "aie.dma_bd(%buf : memref<16xi32>, 0, 16)";
        let good = format!(
            "{{\naie.use_lock(%l, AcquireGreaterEqual, 1)\n{bd_}\naie.use_lock(%l, Release, 1)\n}}"
        );
        ok(&dma("aie.end", &good));
        expect(
            &dma("aie.end", &format!("{{\n{bd_}\n}}")),
            "aie.dma(",
            "'aie.dma' op DMAOp regions/blocks must have exactly two UseLock ops",
        );
        expect(
            &dma("aie.end", "{\naie.use_lock(%l, Release, 1)\n}"),
            "aie.dma(",
            "'aie.dma' op DMAOp regions/blocks must have exactly one DMABDOp",
        );
        expect(
            &dma("aie.end\n^bb1:\naie.end", &good),
            "aie.dma(",
            "'aie.dma' op DMAOp can only appear in single block region",
        );
        // A `dma_start` in the one block of the DMA op (not expressible in text: it would need a second block).
        let mut ir = crate::parse(&dma("aie.end", &good)).unwrap();
        let block = ir
            .walk(ir.top)
            .into_iter()
            .find(|&o| ir[o].name() == "aie.end")
            .and_then(|e| ir.block_of(e))
            .unwrap();
        let start = ir.create_op("aie.dma_start", crate::ir::Span::default());
        ir.set_attr(
            start,
            "channel_dir",
            crate::ir::Attr::Enum(crate::ir::EnumKind::DmaChannelDir, 0),
        );
        ir.set_attr(start, "channel_index", crate::ir::Attr::i32(0));
        ir.append_op(block, start);
        let errs: Vec<_> = crate::verify(&ir)
            .iter()
            .map(|d| d.full_message())
            .collect();
        // The appended dma_start also follows the block's terminator.
        assert_eq!(
            errs,
            [
                "'aie.dma' op DMAOp is not compatible with DMAStart ops",
                "'aie.end' op must be the last operation in the parent block"
            ]
        );
    }

    #[test]
    fn bd_limits() {
        let i32s = "memref<128xi32>";
        assert_eq!(
            core_bd("memref<3xi8>", ")"),
            "transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)"
        );
        assert_eq!(
            core_bd(i32s, ") {bd_id = 16 : i32}"),
            "bdId attribute exceeds max: 15"
        );
        assert_eq!(
            memtile_bd(i32s, ") {next_bd_id = 48 : i32}"),
            "nextBdId attribute exceeds max: 47"
        );
        assert_eq!(
            core_bd(
                i32s,
                ", 0, 128) {packet = #aie.packet_info<pkt_type = 8, pkt_id = 0>}"
            ),
            "Packet type field can only hold 3 bits."
        );
        assert_eq!(
            core_bd(
                i32s,
                ", 0, 128) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 32>}"
            ),
            "Packet ID field can only hold 5 bits."
        );
        assert_eq!(
            core_bd(i32s, ") {burst_length = 256 : i32}"),
            "Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC."
        );
    }

    #[test]
    fn bd_dimensions() {
        let i32s = "memref<128xi32>";
        let dims = |d: &str| format!(", 0, 128, [{d}])");
        assert_eq!(
            core_bd(i32s, &dims("<size = 2, stride = 128>")),
            "Specified stride(s) and size(s) result in out of bounds access in buffer, for index 128 in memref of length 128."
        );
        let five = ["<size = 1, stride = 1>"; 5].join(", ");
        assert_eq!(memtile_bd(i32s, &dims(&five)), "Cannot give more than 4 dimensions for step sizes and wraps on this tile (got 5 dimensions).");
        assert_eq!(
            core_bd(i32s, &dims(&["<size = 1, stride = 1>"; 4].join(", "))),
            "Cannot give more than 3 dimensions for step sizes and wraps on this tile (got 4 dimensions)."
        );
        assert_eq!(
            core_bd(i32s, &dims("<size = 1, stride = 0>")),
            "Invalid step size; must be a positive integer."
        );
        assert_eq!(
            core_bd(i32s, &dims("<size = 1, stride = 200>")),
            "Step size 200 exceeds memref size 128"
        );
        let big = "memref<1048576xi32>";
        // A core tile's BD has 8-bit wraps and 13-bit steps (mlir-aie #3548).
        assert_eq!(
            core_bd(big, ", 0, 256, [<size = 256, stride = 1>])"),
            "Size may not exceed 255."
        );
        assert_eq!(
            core_bd(big, ", 0, 1, [<size = 1, stride = 8193>])"),
            "Stride may not exceed 8192."
        );
        // A mem tile's has 10-bit wraps and 17-bit steps.
        assert_eq!(
            memtile_bd(big, ", 0, 1024, [<size = 1024, stride = 1>])"),
            "Size may not exceed 1023."
        );
        assert_eq!(
            memtile_bd(big, ", 0, 1, [<size = 1, stride = 131073>])"),
            "Stride may not exceed 131072."
        );
        assert_eq!(
            core_bd("memref<128xi8>", &dims("<size = 2, stride = 2>")),
            "For <32b width datatypes, inner-most dim stride must be 1"
        );
        assert_eq!(
            core_bd("memref<128xi64>", &dims("<size = 2, stride = 2>")),
            "For >32b width datatypes, inner-most dim stride must be 1"
        );
    }

    #[test]
    fn bd_padding() {
        let i32s = "memref<128xi32>";
        let pads = "[<const_pad_before = 1, const_pad_after = 1>]";
        assert_eq!(
            core_bd(i32s, &format!(", 0, 128, {pads})")),
            "Padding requires n-d data layouts expressed as wrap(s) and stride(s)."
        );
        assert_eq!(
            core_bd(
                i32s,
                &format!(", 0, 128, [<size = 4, stride = 1>], {pads})")
            ),
            "Padding is only supported by memtile dma bds."
        );
        let two = "[<const_pad_before = 1, const_pad_after = 1>, <const_pad_before = 0, const_pad_after = 0>]";
        assert_eq!(
            memtile_bd(i32s, &format!(", 0, 128, [<size = 4, stride = 1>], {two})")),
            "Mismatch number of dimensions between padding(s) and wrap(s) and stride(s)."
        );
        assert_eq!(
            memtile_bd(i32s, &format!(", 0, 4, [<size = 4, stride = 1>], {pads})")),
            "Data exceeds len after padding."
        );
        let i8s = "memref<128xi8>";
        let padded = |p: &str| {
            memtile_bd(
                i8s,
                &format!(", 0, 128, [<size = 8, stride = 1>], [<{p}>])"),
            )
        };
        assert_eq!(
            padded("const_pad_before = 1, const_pad_after = 0"),
            "Inner-most padding-before count must result in padding in 32-bit words."
        );
        assert_eq!(
            padded("const_pad_before = 0, const_pad_after = 2"),
            "Inner-most padding-after count must result in padding in 32-bit words."
        );
        ok(&bd(
            "xcve2802",
            "aie.memtile_dma",
            "3, 1",
            i8s,
            ", 0, 128, [<size = 8, stride = 1>], [<const_pad_before = 4, const_pad_after = 8>])",
        ));
    }

    #[test]
    fn contiguous_shim_bd_has_no_size_limit() {
        let src = r#"aie.device(npu1) {
            %t = aie.tile(0, 0)
            %buf = aie.external_buffer : memref<4096xi32>
            %dma = aie.shim_dma(%t) {
              %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              aie.dma_bd(%buf : memref<4096xi32>, 0, 4096, [<size = 4, stride = 1024>, <size = 1024, stride = 1>])
              aie.next_bd ^end
            ^end:
              aie.end
            }
        }"#;
        ok(src);
        expect(
            &src.replace("stride = 1024>", "stride = 1000>"),
            "dma_bd",
            "'aie.dma_bd' op Size may not exceed 1023.",
        );
    }

    #[test]
    fn bd_buffers() {
        let src = r#"aie.device(npu1) {
            %t = aie.tile(1, 2)
            %mem = aie.mem(%t) {
              %a = memref.alloc() {id = 1 : i32} : memref<16xi32>
              %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              aie.dma_bd(%a : memref<16xi32>, 0, 16)
              aie.next_bd ^end
            ^end:
              aie.end
            }
        }"#;
        expect(
            src,
            "dma_bd",
            "'aie.dma_bd' op BDs only support BufferOp or ExternalBufferOp operands.",
        );
        let other_tile = bd("npu1", "aie.mem", "1, 2", "memref<16xi32>", ", 0, 16)").replace(
            "%buf = aie.buffer(%t)",
            "%t3 = aie.tile(1, 3)\n%buf = aie.buffer(%t3)",
        );
        let help = expect(
            &other_tile,
            "dma_bd",
            "'aie.dma_bd' op Core tile DMAs can only access a buffer in the same tile.",
        );
        assert_eq!(
            help,
            "the buffer is on tile (1, 3), this `aie.mem` on tile (1, 2)"
        );
        let misaligned = bd("npu1", "aie.mem", "1, 2", "memref<16xi8>", ", 2, 4)").replace(
            "%buf = aie.buffer(%t)",
            "%buf = aie.buffer(%t) {address = 1024 : i32}",
        );
        expect(&misaligned, "dma_bd", "'aie.dma_bd' op bd address must be 4 byte (32b) aligned; got base+offset: 1026 (bytes)");
    }

    #[test]
    fn unranked_and_dynamic_buffers() {
        let src = |ty: &str, bd: &str| {
            format!(
                "aie.device(npu1) {{
                %t = aie.tile(1, 2)
                %mem = aie.mem(%t) {{
                  %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
                ^bd0(%b: {ty}):
                  aie.dma_bd(%b : {ty}{bd})
                  aie.next_bd ^end
                ^end:
                  aie.end
                }}
                }}"
            )
        };
        expect(
            &src("memref<*xi32>", ", 0, 16, [<size = 4, stride = 1>]"),
            "dma_bd",
            "'aie.dma_bd' op dimensions attribute cannot be used with unranked memref buffer type.",
        );
        expect(
            &src("memref<*xi32>", ""),
            "dma_bd",
            "'aie.dma_bd' op buffer with dynamic shape requires static length.",
        );
        ok(&src("memref<*xi32>", ", 0, 16"));
    }

    /// `container` on `aie.logical_tile<ty>(?, ?)` of npu2, with `body`.
    fn on_logical(ty: &str, container: &str, body: &str) -> String {
        format!("aie.device(npu2) {{\n%t = aie.logical_tile<{ty}>(?, ?)\n%dma = {container}(%t) {{\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn container_placement_on_logical_tiles() {
        // logical_tile_op_withops(_bad).mlir.
        ok(&on_logical("CoreTile", "aie.mem", ""));
        ok(&on_logical("MemTile", "aie.memtile_dma", ""));
        ok(&on_logical("ShimNOCTile", "aie.shim_dma", ""));
        let help = expect(
            &on_logical("MemTile", "aie.mem", ""),
            "%dma",
            "'aie.mem' op failed to verify that op exists in a core tile",
        );
        assert_eq!(help, "the logical tile is a MemTile");
        expect(
            &on_logical("CoreTile", "aie.memtile_dma", ""),
            "%dma",
            "'aie.memtile_dma' op failed to verify that op exists in a MemTile",
        );
        expect(
            &on_logical("CoreTile", "aie.shim_dma", ""),
            "%dma",
            "'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection",
        );
        let src = on_logical("ShimPLTile", "aie.shim_dma", "").replace("npu2", "xcve2302");
        expect(
            &src,
            "%dma",
            "'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection",
        );
        // Placed coordinates do not change the declared type's rules.
        let src = on_logical("CoreTile", "aie.mem", "").replace("(?, ?)", "(1, 2)");
        ok(&src);
    }

    #[test]
    fn channels_on_logical_tiles() {
        let starts = |dir: &str, n: usize| -> String {
            (0..n)
                .map(|i| format!("%s{i} = aie.dma_start({dir}, {i}, ^end, ^c{i})\n^c{i}:\n"))
                .collect::<String>()
                + "aie.end\n^end:"
        };
        let help = expect(
            &on_logical("CoreTile", "aie.mem", &starts("MM2S", 3)),
            "%dma",
            "'aie.mem' op uses more output channels than available on this tile",
        );
        assert_eq!(help, "a core tile has 2 MM2S channels");
        ok(&on_logical(
            "MemTile",
            "aie.memtile_dma",
            &starts("S2MM", 6),
        ));
        expect(
            &on_logical("MemTile", "aie.memtile_dma", &starts("S2MM", 7)),
            "%dma",
            "'aie.memtile_dma' op uses more input channels than available on this tile",
        );
        expect(
            &on_logical("ShimNOCTile", "aie.shim_dma", &starts("MM2S", 3)),
            "%dma",
            "'aie.shim_dma' op uses more output channels than available on this tile",
        );
    }

    #[test]
    fn bds_on_logical_tiles() {
        let chain = |n: usize| -> String {
            let blocks: String = (0..n)
                .map(|i| {
                    format!(
                        "^bd{i}:\naie.dma_bd(%buf : memref<256xi32>, 0, 256)\naie.next_bd ^bd{}\n",
                        i + 1
                    )
                })
                .collect();
            format!("%s = aie.dma_start(MM2S, 0, ^bd0, ^bd{n})\n{blocks}^bd{n}:")
        };
        let with_buffer =
            |src: String| src.replace("\n%dma", "\n%buf = aie.buffer(%t) : memref<256xi32>\n%dma");
        let d = expect_diag(
            &with_buffer(on_logical("CoreTile", "aie.mem", &chain(17))),
            "%dma",
            "'aie.mem' op has more than 16 blocks",
        );
        assert_eq!(d.notes[0].message, "no space for this BD");
        ok(&with_buffer(on_logical(
            "MemTile",
            "aie.memtile_dma",
            &chain(48),
        )));
        expect(
            &with_buffer(on_logical("MemTile", "aie.memtile_dma", &chain(49))),
            "%dma",
            "'aie.memtile_dma' op has more than 48 blocks",
        );
    }

    #[test]
    fn bd_rules_on_logical_tiles() {
        let src = |ty: &str, container: &str, bd_: &str| {
            let body = format!("%s = aie.dma_start(MM2S, 0, ^bd0, ^end)\n^bd0:\naie.dma_bd(%buf : memref<128xi32>{bd_}\naie.next_bd ^end\n^end:");
            on_logical(ty, container, &body)
                .replace("\n%dma", "\n%buf = aie.buffer(%t) : memref<128xi32>\n%dma")
        };
        expect(
            &src("CoreTile", "aie.mem", ") {bd_id = 16 : i32}"),
            "dma_bd",
            "'aie.dma_bd' op bdId attribute exceeds max: 15",
        );
        ok(&src("MemTile", "aie.memtile_dma", ") {bd_id = 47 : i32}"));
        let pads =
            ", 0, 128, [<size = 4, stride = 1>], [<const_pad_before = 4, const_pad_after = 4>])";
        expect(
            &src("CoreTile", "aie.mem", pads),
            "dma_bd",
            "'aie.dma_bd' op Padding is only supported by memtile dma bds.",
        );
        ok(&src("MemTile", "aie.memtile_dma", pads));
    }
}
