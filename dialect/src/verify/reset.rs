//! The runtime-sequence reset ops (`aiex.dma_channel_reset`,
//! `aiex.dma_channel_reset_for`, `aiex.core_reset`), `aiex.npu.read_reg`, `aiex.buffer_clear` and
//! the objectfifo re-arm
//! record `aie.objectfifo_rearm_binding`, with mlir-aie's rules and messages.

use super::{Check, Cx, Node};
use crate::ir::{OpKind, View};
use crate::ops::operand_segments;
use crate::ops::views::{
    BufferClear, CoreReset, DmaChannelReset, DmaChannelResetFor, NpuReadReg, ObjectfifoRearmBinding,
};
use aie_target::device::{Arch, TileKind};

/// The `aie.tile` behind `op`'s tile operand, with its coordinates.
fn placed_tile(cx: &Cx, op: impl Node) -> Result<(i64, i64), Box<super::Fail>> {
    cx.operand(op, 0)
        .filter(|&v| cx.is_placed(v))
        .and_then(|v| cx.coords(v))
        .ok_or_else(|| {
            cx.err(op, "tile operand must be produced by an aie.tile op")
                .help("name a placed tile, `%t = aie.tile(col, row)`")
        })
}

/// `aiex.npu.read_reg`: a register of a placed tile (of any kind), read
/// from a runtime sequence.
pub(crate) fn read_reg(cx: &Cx, op: NpuReadReg) -> Check {
    let sequence = OpKind::RuntimeSequence;
    if cx.ancestor(op.op(), &[sequence]).is_none() {
        return Err(cx
            .err(op, format!("expects ancestor op '{}'", sequence.name()))
            .help("read registers in a runtime sequence"));
    }
    placed_tile(cx, op).map(|_| ())
}

fn is_aie1(cx: &Cx, op: impl Node) -> bool {
    cx.device_of(op).is_some_and(|d| d.arch == Arch::Aie1)
}

pub(crate) fn dma_channel_reset(cx: &Cx, op: DmaChannelReset) -> Check {
    let (col, row) = placed_tile(cx, op)?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let Some(kind) = dev.tile_kind(col, row) else {
        return Ok(());
    };
    if !matches!(kind, TileKind::Core | TileKind::MemTile) {
        return Err(cx
            .err(
                op,
                format!(
                    "tile ({col}, {row}) has no DMA channel reset (only core and mem tiles do; \
                     shim NOC DMA has no reset bit)"
                ),
            )
            .help(format!(
                "tile ({col}, {row}) is a {}; reset a channel of a core or mem tile",
                kind.describe()
            )));
    }
    let channels = dev.num_dma_channels(kind, op.direction(cx.ir).dir());
    let channel = op.channel(cx.ir);
    if channel < 0 || channel >= i64::from(channels) {
        return Err(cx
            .err(
                op,
                format!(
                    "channel {channel} out of range for this tile and direction (tile has \
                     {channels} DMA channel(s) in this direction)"
                ),
            )
            .help(format!(
                "channels of this direction are 0 to {}",
                channels.saturating_sub(1)
            )));
    }
    Ok(())
}

pub(crate) fn dma_channel_reset_for(cx: &Cx, op: DmaChannelResetFor) -> Check {
    if cx.ancestor(op, &[OpKind::Device]).is_none() {
        return Ok(());
    }
    if is_aie1(cx, op) {
        return Err(cx
            .err(
                op,
                "is not supported on AIE1 devices (the resident re-arm relies on the aie2p \
                 start-queue push)",
            )
            .help("re-arm AIE1 DMA channels through their enable bit instead"));
    }
    let name = op.objfifo(cx.ir);
    // Between --aie-objectfifo-split and --aie-objectfifo-allocate the name
    // is that of the fifo's endpoint (a shim end's route endpoint).
    let fifo = [
        OpKind::Objectfifo,
        OpKind::ObjectfifoRearmBinding,
        OpKind::RouteEndpoint,
        OpKind::ObjectfifoDmaEndpoint,
        OpKind::ObjectfifoCoreEndpoint,
    ];
    match cx.lookup_any(op, name) {
        Some(t) if !cx.ir.kind(t).is_some_and(|k| fifo.contains(&k)) => Err(cx
            .err(
                op,
                format!(
                    "'{name}' must reference an aie.objectfifo (or its \
                         aie.objectfifo_rearm_binding)"
                ),
            )
            .help(format!("'{name}' is an {}", cx.name(t)))),
        _ => Ok(()),
    }
}

pub(crate) fn core_reset(cx: &Cx, op: CoreReset) -> Check {
    if is_aie1(cx, op) {
        return Err(cx
            .err(op, "aiex.core_reset is not supported on AIE1.")
            .help("the runtime sequence and its core reset exist on AIE2 devices (npu*)"));
    }
    let (col, row) = placed_tile(cx, op)?;
    match cx.device_of(op).and_then(|d| d.tile_kind(col, row)) {
        Some(kind) if kind != TileKind::Core => Err(cx
            .err(
                op,
                format!(
                    "tile ({col}, {row}) has no core to reset (only core tiles have a \
                     CORE_CONTROL register)"
                ),
            )
            .help(format!("tile ({col}, {row}) is a {}", kind.describe()))),
        _ => Ok(()),
    }
}

/// `aiex.buffer_clear`: a whole number of words inside the data memory of a
/// core or mem tile (the only tiles with one), on an AIE2 device.
pub(crate) fn buffer_clear(cx: &Cx, op: BufferClear) -> Check {
    if is_aie1(cx, op) {
        return Err(cx
            .err(op, "aiex.buffer_clear is not supported on AIE1.")
            .help("the runtime sequence that clears it exists on AIE2 devices (npu*)"));
    }
    let (col, row) = placed_tile(cx, op)?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let Some(kind) = dev.tile_kind(col, row) else {
        return Ok(());
    };
    if !matches!(kind, TileKind::Core | TileKind::MemTile) {
        return Err(cx
            .err(
                op,
                format!(
                    "tile ({col}, {row}) has no local data memory to clear (only core and mem \
                     tiles do)"
                ),
            )
            .help(format!("tile ({col}, {row}) is a {}", kind.describe())));
    }
    let (address, length) = (op.address(cx.ir), op.length(cx.ir));
    if length == 0 {
        return Err(cx
            .err(op, "length must be nonzero")
            .help("the length counts 32-bit words to clear"));
    }
    if address % 4 != 0 {
        return Err(cx
            .err(
                op,
                format!("address {address} is not 4-byte (word) aligned"),
            )
            .help(format!(
                "the clear writes whole words: start at {} or {}",
                address - address % 4,
                address - address % 4 + 4
            )));
    }
    let size = i64::from(dev.data_memory_bytes(kind));
    let end = address + 4 * length;
    if end > size {
        return Err(cx
            .err(
                op,
                format!(
                    "region [{address}, {end}) exceeds tile ({col}, {row})'s local data memory \
                     size ({size} bytes)"
                ),
            )
            .help(format!(
                "at address {address} at most {} words fit",
                (size - address).max(0) / 4
            )));
    }
    Ok(())
}

/// `aie.objectfifo_rearm_binding`: one entry of each per-channel array per
/// channel tile, one init per lock, non-shim tiles, lock operands.
pub(crate) fn rearm_binding(cx: &Cx, op: ObjectfifoRearmBinding) -> Check {
    let ir = cx.ir;
    let Some(groups) = operand_segments(ir, op.op()) else {
        return Ok(());
    };
    let operands = &ir[op.op()].operands;
    let tiles = &operands[groups[0].clone()];
    let locks = &operands[groups[1].clone()];
    let channel_dirs = op.channel_dirs(ir);
    let per_tile = |(name, len): (&str, Option<usize>), what: &str| -> Check {
        match len {
            Some(n) if n != tiles.len() => Err(cx
                .err(
                    op,
                    format!(
                        "expected one {name} entry per channel tile ({} tiles, {n} {what})",
                        tiles.len()
                    ),
                )
                .help(format!("give `{name}` {} entries", tiles.len()))),
            _ => Ok(()),
        }
    };
    let dirs = (
        ObjectfifoRearmBinding::CHANNEL_DIRS,
        Some(channel_dirs.len()),
    );
    per_tile(dirs, "dirs")?;
    let indices = op.channel_indices(ir).len();
    per_tile(
        (ObjectfifoRearmBinding::CHANNEL_INDICES, Some(indices)),
        "indices",
    )?;
    let n = op.lock_inits(ir).len();
    if n != locks.len() {
        return Err(cx
            .err(
                op,
                format!(
                    "expected one lock_inits entry per lock ({} locks, {n} inits)",
                    locks.len()
                ),
            )
            .help(format!("give `lock_inits` {} entries", locks.len())));
    }
    let (heads, repeats) = (
        op.head_bd_ids(ir).map(|v| v.len()),
        op.repeat_counts(ir).map(|v| v.len()),
    );
    if heads.is_some() != repeats.is_some() {
        return Err(cx
            .err(
                op,
                "head_bd_ids and repeat_counts must both be set or both be absent",
            )
            .help("--aie-assign-bd-ids sets both"));
    }
    per_tile((ObjectfifoRearmBinding::HEAD_BD_IDS, heads), "ids")?;
    per_tile((ObjectfifoRearmBinding::REPEAT_COUNTS, repeats), "counts")?;
    if let Some(d) = channel_dirs.into_iter().find(|d| !(0..=1).contains(d)) {
        return Err(cx
            .err(
                op,
                format!("channel_dirs entries must be 0 (S2MM) or 1 (MM2S), got {d}"),
            )
            .help("0 is S2MM, 1 is MM2S"));
    }
    for &t in tiles {
        if !cx.is_placed(t) {
            return Err(cx
                .err(op, "channel_tiles operands must be aie.tile values")
                .help("name placed tiles, `%t = aie.tile(col, row)`"));
        }
        if cx.kind_at(op, t).is_some_and(|k| k.is_shim()) {
            return Err(cx
                .err(
                    op,
                    "channel_tiles must be non-shim tiles; a shim DMA endpoint is host-managed \
                     and is not re-armed here",
                )
                .help("leave shim channels out of the binding"));
        }
    }
    if locks
        .iter()
        .any(|&l| cx.defined_by(l, OpKind::Lock).is_none())
    {
        return Err(cx
            .err(op, "locks operands must be aie.lock values")
            .help("name `aie.lock` results"));
    }
    Ok(())
}
