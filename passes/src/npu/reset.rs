//! `--aie-lower-dma-channel-reset` and `--aie-lower-core-reset`: the reset
//! ops of a runtime sequence as reset pulses, two `aiex.npu.maskwrite32` of
//! the reset bit (set, then clear) of the channel's control register or the
//! core's Core_Control, so the other fields of the register keep their
//! values (aie-rt's `XAie_DmaChannelReset`, `XAie_CoreReset` +
//! `XAie_CoreUnreset`). An `aiex.dma_channel_reset_for` first becomes the
//! re-arm of its fifo's binding: a reset per channel, an `aiex.set_lock` per
//! lock to its initial value, and an `aiex.npu.push_queue` of each channel's
//! head BD (lowered later by `--aie-lower-set-lock` and `--aie-dma-to-npu`).

use super::Channel;
use crate::netlist::{self, op_error, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::{self, Dir, Layout};
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{At, OpId, OpKind, Span, ValueId, View};
use dialect::ops::views::{
    CoreReset, DmaBd, DmaChannelReset, DmaChannelResetFor, DmaStart, NpuMaskwrite32,
    ObjectfifoRearmBinding, SetLock, Tile,
};
use dialect::{Diagnostic, Ir};

pub(crate) const DMA_PASS: Pass = Pass {
    flag: "aie-lower-dma-channel-reset",
    name: "AIELowerDmaChannelReset",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower aiex.dma_channel_reset(_for) to npu.maskwrite32 + re-arm",
    doc: "runtime-sequence.md#resets",
    options: &[],
    body: crate::Body::Run(run_dma),
};

/// `--aie-lower-dma-channel-reset-for` (mlir-aie's newest): each
/// `aiex.dma_channel_reset_for` as its fifo's re-arm alone, the resets,
/// lock sets and queue pushes left to the passes that lower them.
pub(crate) const FOR_PASS: Pass = Pass {
    flag: "aie-lower-dma-channel-reset-for",
    name: "AIELowerDmaChannelResetFor",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Expand aiex.dma_channel_reset_for into its objectFIFO's re-arm: a channel reset, lock sets to the FIFO's initial values and a push of each channel's head BD",
    doc: "runtime-sequence.md#resets",
    options: &[],
    body: crate::Body::Run(run_for),
};

fn run_for(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, expand_resets_for)
}

pub(crate) const CORE_PASS: Pass = Pass {
    flag: "aie-lower-core-reset",
    name: "AIELowerCoreReset",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower all aiex.core_reset operations to npu.maskwrite32",
    doc: "runtime-sequence.md#resets",
    options: &[],
    body: crate::Body::Run(run_core),
};

fn run_dma(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        expand_resets_for(ir, dev)?;
        let resets: Vec<DmaChannelReset> = dev.walk_views(ir).collect();
        for r in resets {
            lower_channel_reset(ir, dev, r)?;
        }
        Ok(())
    })
}

fn run_core(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        let resets: Vec<CoreReset> = dev.walk_views(ir).collect();
        for r in resets {
            let (coords, _) = tile_of(ir, dev, r.op())?;
            pulse(
                ir,
                r.op(),
                coords,
                regs::CORE_CONTROL_ADDRESS,
                &regs::CORE_CONTROL,
            )?;
        }
        Ok(())
    })
}

/// The coordinates and kind of the `aie.tile` of reset op `op`.
fn tile_of(ir: &Ir, dev: &Dev, op: OpId) -> Result<((i64, i64), TileKind), Diagnostic> {
    let coords = ir[op]
        .operands
        .first()
        .and_then(|&v| ir.defining_op(v))
        .and_then(|t| ir.view::<Tile>(t))
        .map(|t| netlist::tile_coords(ir, t));
    coords.and_then(|c| Some((c, dev.kind(c)?))).ok_or_else(|| {
        op_error(ir, op, "tile operand must be produced by an aie.tile op")
            .with_help("name a placed tile, `%t = aie.tile(col, row)`")
    })
}

/// `aiex.dma_channel_reset` as the pulse of its channel control's reset bit.
fn lower_channel_reset(ir: &mut Ir, dev: &Dev, r: DmaChannelReset) -> Result<(), Diagnostic> {
    let (coords, kind) = tile_of(ir, dev, r.op())?;
    let dir = match r.direction(ir) {
        DmaChannelDir::S2MM => Dir::S2MM,
        DmaChannelDir::MM2S => Dir::MM2S,
    };
    let channel = r.channel(ir);
    let register = u32::try_from(channel).ok().and_then(|c| {
        Some((
            regs::channel_ctrl(kind, dir, c)?,
            regs::channel_ctrl_layout(kind, dir)?,
        ))
    });
    let Some((address, layout)) = register else {
        return Err(op_error(
            ir,
            r.op(),
            format!(
                "{} has no {dir:?} channel {channel} control register",
                netlist::tile_text(coords)
            ),
        )
        .with_help("reset a channel of a core or mem tile"));
    };
    pulse(ir, r.op(), coords, address, layout)
}

/// Replaces `op` by the two masked writes that set and clear the `reset`
/// field of the register at tile-local `address` laid out as `layout`.
fn pulse(
    ir: &mut Ir,
    op: OpId,
    (col, row): (i64, i64),
    address: u32,
    layout: &Layout,
) -> Result<(), Diagnostic> {
    let no_reset = |ir: &Ir| {
        op_error(
            ir,
            op,
            format!("{} has no reset field", netlist::tile_text((col, row))),
        )
        .with_help("only core and mem tiles have DMA channel and core resets")
    };
    let (mask, set) = layout
        .mask_write(&[("reset", 1)])
        .map_err(|_| no_reset(ir))?;
    let (_, clear) = layout
        .mask_write(&[("reset", 0)])
        .map_err(|_| no_reset(ir))?;
    let span = ir[op].span;
    for value in [set, clear] {
        NpuMaskwrite32::build(ir, span)
            .address(i64::from(address))
            .value(i64::from(value))
            .mask(i64::from(mask))
            .column(col)
            .row(row)
            .insert(At::Before(op));
    }
    ir.erase(op);
    Ok(())
}

/// Expands every `aiex.dma_channel_reset_for` into its fifo's re-arm, then
/// erases the bindings no op refers to any more.
fn expand_resets_for(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let ops: Vec<DmaChannelResetFor> = dev.walk_views(ir).collect();
    if ops.is_empty() {
        return Ok(());
    }
    for op in ops {
        let binding = dev
            .symbol(ir, op.objfifo(ir))
            .and_then(|b| ir.view::<ObjectfifoRearmBinding>(b));
        let Some(binding) = binding else {
            return Err(op_error(
                ir,
                op.op(),
                format!(
                    "could not resolve '{}' to an aie.objectfifo_rearm_binding; run \
                     --aie-objectFifo-stateful-transform first",
                    op.objfifo(ir)
                ),
            )
            .with_help(
                "the stateful transform records the fifo's channels and locks in the binding",
            ));
        };
        rearm(ir, dev, op, binding)?;
        ir.erase(op.op());
    }
    let referenced = dev.named_symbols(ir);
    let dead: Vec<OpId> = dev
        .views::<ObjectfifoRearmBinding>(ir)
        .filter(|b| !referenced.contains(b.sym_name(ir)))
        .map(View::op)
        .collect();
    ir.erase_all(&dead);
    Ok(())
}

/// One channel of a binding: its tile, channel, head BD id and repeat count.
struct Endpoint {
    tile: ValueId,
    channel: Channel,
    head: i64,
    repeat: i64,
}

/// The re-arm of `binding` before `op`: resets, lock values, queue pushes.
fn rearm(
    ir: &mut Ir,
    dev: &Dev,
    op: DmaChannelResetFor,
    binding: ObjectfifoRearmBinding,
) -> Result<(), Diagnostic> {
    let recorded = binding.head_bd_ids(ir).zip(binding.repeat_counts(ir));
    let groups = dialect::ops::operand_segments(ir, binding.op()).unwrap_or_default();
    let operands = &ir[binding.op()].operands;
    let tiles = groups
        .first()
        .map_or(&[][..], |g| &operands[g.clone()])
        .to_vec();
    let locks = groups
        .get(1)
        .map_or(&[][..], |g| &operands[g.clone()])
        .to_vec();
    let dirs = binding.channel_dirs(ir);
    let channels = binding.channel_indices(ir);
    let mut endpoints = Vec::new();
    for (i, &tile) in tiles.iter().enumerate() {
        let coords = ir
            .defining_op(tile)
            .and_then(|t| ir.view::<Tile>(t))
            .map(|t| netlist::tile_coords(ir, t));
        let Some((col, row)) = coords else {
            return Err(op_error(
                ir,
                op.op(),
                "re-arm binding channel tile is not an aie.tile",
            )
            .with_help("the binding's channel operands must be aie.tile values"));
        };
        let dir = if dirs.get(i) == Some(&0) {
            Dir::S2MM
        } else {
            Dir::MM2S
        };
        let channel = Channel {
            col,
            row,
            dir,
            index: channels.get(i).copied().unwrap_or(0),
        };
        let (head, repeat) = match &recorded {
            Some((heads, repeats)) => (
                heads.get(i).copied().unwrap_or(0),
                repeats.get(i).copied().unwrap_or(0),
            ),
            None => resident(ir, dev, op, tile, &channel)?,
        };
        let field = dev
            .kind((col, row))
            .and_then(|kind| regs::start_queue_layout(kind).field("repeat_count"));
        if let Some(f) = field.filter(|f| !(0..=i64::from(f.mask())).contains(&repeat)) {
            return Err(op_error(ir, op.op(), format!("repeat count {repeat} on tile ({col}, {row}) does not fit the {}-bit START_QUEUE repeat field", f.bits))
                .with_help(format!("give the channel's aie.dma_start a repeat_count of at most {}", f.mask())));
        }
        endpoints.push(Endpoint {
            tile,
            channel,
            head,
            repeat,
        });
    }
    let span = ir[op.op()].span;
    let at = At::Before(op.op());
    for e in &endpoints {
        DmaChannelReset::build(ir, span)
            .operand(e.tile)
            .direction(e.channel.dir_case())
            .channel(e.channel.index)
            .insert(at);
    }
    let inits = binding.lock_inits(ir);
    for (&lock, &init) in locks.iter().zip(&inits) {
        SetLock::build(ir, span)
            .operand(lock)
            .value(init)
            .insert(at);
    }
    for e in &endpoints {
        push(ir, at, span, e);
    }
    Ok(())
}

/// The head BD id and repeat count of the resident `aie.dma_start` of
/// `channel` on `tile`, which a re-arm pushes again.
fn resident(
    ir: &Ir,
    dev: &Dev,
    op: DmaChannelResetFor,
    tile: ValueId,
    channel: &Channel,
) -> Result<(i64, i64), Diagnostic> {
    let dir = match channel.dir {
        Dir::S2MM => DmaChannelDir::S2MM,
        Dir::MM2S => DmaChannelDir::MM2S,
    };
    let at = (channel.col, channel.row);
    match resident_channel(ir, dev, tile, (dir, channel.index)) {
        Ok(head) => Ok(head),
        Err(Unresolved::NoBdId) => Err(op_error(ir, op.op(), format!("the resident DMA channel on tile ({}, {}) has no assigned BD id; run --aie-assign-bd-ids first", at.0, at.1))
            .with_help("the re-arm pushes the channel's head BD again, by its id")),
        Err(Unresolved::NoChannel) => Err(op_error(ir, op.op(), format!("could not find a resident DMA channel for endpoint on tile ({}, {})", at.0, at.1))
            .with_help("the tile's DMA program must start the binding's channel (aie.dma_start)")),
    }
}

/// Why a channel's head BD id and repeat count cannot be read.
pub(crate) enum Unresolved {
    /// The tile's DMA program does not start the channel.
    NoChannel,
    /// Its first BD has no `bd_id` yet.
    NoBdId,
}

/// The head BD id and repeat count of channel `(dir, index)` on `tile`: from
/// the first `aie.dma_start` of that channel in the tile's `aie.mem` or
/// `aie.memtile_dma`, the id of the first `aie.dma_bd` of the block it
/// starts.
pub(crate) fn resident_channel(
    ir: &Ir,
    dev: &Dev,
    tile: ValueId,
    (dir, index): (DmaChannelDir, i64),
) -> Result<(i64, i64), Unresolved> {
    let start = [OpKind::Mem, OpKind::MemtileDma]
        .iter()
        .flat_map(|&k| dev.ops_of(ir, k).collect::<Vec<_>>())
        .find(|&c| ir[c].operands.first() == Some(&tile))
        .and_then(|c| {
            ir.walk_views::<DmaStart>(c)
                .find(|s| s.channel_dir(ir) == dir && s.channel_index(ir) == Some(index))
        })
        .ok_or(Unresolved::NoChannel)?;
    let bd = ir[start.op()]
        .successors
        .first()
        .and_then(|d| ir.views::<DmaBd>(ir.ops_in(d.block)).next())
        .ok_or(Unresolved::NoChannel)?;
    let head = bd.bd_id(ir).ok_or(Unresolved::NoBdId)?;
    Ok((head, start.repeat_count(ir)))
}

/// The start-queue push of `e`'s head BD (a token only on a shim S2MM
/// channel, which a binding never has).
fn push(ir: &mut Ir, at: At, span: Span, e: &Endpoint) {
    let token = e.channel.row == 0 && e.channel.dir == Dir::S2MM;
    super::dma_to_npu::build_push_queue(ir, at, span, &e.channel, token, e.repeat, e.head);
}
