//! BD rings appended to DMA programs (`aie.mem`, `aie.memtile_dma`,
//! `aie.shim_dma`) for `--aie-objectfifo-lower-dmas`, and the core stream
//! port of a fifo end (aie-passes.md §4.6–4.9).

use super::Transform;
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::cases::{DmaChannelDir, LockAction};
use dialect::ir::{At, BlockId, OpId, OpKind, RegionId, Span, ValueId, View};
use dialect::ops::pools::{EndPort, EndPorts};
use dialect::ops::views::{
    DmaBd, DmaBdPacket, DmaStart, End, Mem, MemtileDma, NextBd, Objectfifo, ShimDma, UseLock,
};

/// What one BD ring transfers.
pub(super) struct Ring {
    /// The fifo's location, given to every op of the ring.
    pub span: Span,
    pub dir: Dir,
    pub channel: i64,
    pub dims: Option<Vec<(u64, u64)>>,
    pub pads: Option<Vec<(u64, u64)>>,
    pub packet: Option<(i64, i64)>,
}

impl Transform<'_> {
    /// The core stream port the end of `f` in direction `dir` uses
    /// (`Some(None)` when another end of `f` is a stream port, `None` when
    /// none is).
    pub(super) fn core_stream_port(&self, f: Objectfifo, dir: Dir) -> Option<Option<i64>> {
        let ports = self.end_ports(f);
        let port = |p: Option<EndPort>| match p {
            Some(EndPort::Core(port)) => Some(port),
            _ => None,
        };
        if !ports.all().any(|p| port(p).is_some()) {
            return None;
        }
        Some(match dir {
            Dir::MM2S => port(ports.producer),
            Dir::S2MM => port(ports.consumers.first().copied().flatten()),
        })
    }

    /// The ports of `f`'s ends (none where the verifier would refuse them).
    pub(super) fn end_ports(&self, f: Objectfifo) -> EndPorts {
        let consumers = self.ir[f.op()].operands.len().saturating_sub(1);
        EndPorts::of(self.ir, f, consumers).unwrap_or_default()
    }
}

/// A lock a BD acquires or releases, with the value.
pub(super) type LockUse = Option<(ValueId, i64)>;

/// One BD of a ring; `packet` and `dims`, when given, replace the ring's.
pub(super) struct Bd {
    pub buffer: ValueId,
    pub offset: i64,
    pub len: i64,
    pub acquire: LockUse,
    pub release: LockUse,
    pub packet: Option<(i64, i64)>,
    pub dims: Option<Vec<(u64, u64)>>,
    /// Its padding, when not the ring's.
    pub pads: Option<Vec<(u64, u64)>>,
}

/// Appends `aie.use_lock(lock, action, value)` at `at`, located at `span`.
pub(super) fn use_lock(
    ir: &mut dialect::Ir,
    at: At,
    span: Span,
    lock: ValueId,
    action: LockAction,
    value: i64,
) -> OpId {
    UseLock::build(ir, span)
        .operand(lock)
        .action(action)
        .value(value)
        .insert(at)
        .op()
}

/// The channel direction of a DMA direction.
fn channel_dir(dir: Dir) -> DmaChannelDir {
    match dir {
        Dir::MM2S => DmaChannelDir::MM2S,
        Dir::S2MM => DmaChannelDir::S2MM,
    }
}

/// How a BD chain runs: its channel's task repeat count, pad value, and
/// whether it ends (`aie.end`) after one pass instead of looping.
pub(super) struct Chain {
    pub task_repeat: Option<i64>,
    pub pad_value: Option<i64>,
    pub finite: bool,
}

/// A new `aie.mem` / `aie.memtile_dma` / `aie.shim_dma` (as `kind` says)
/// for `tile`, before the device's end, its body an `aie.end`.
pub(super) fn new_container(
    ir: &mut dialect::Ir,
    dev: &crate::netlist::Dev,
    tile: ValueId,
    kind: Option<TileKind>,
    span: Span,
) -> OpId {
    let at = dev.before_end(ir);
    let op = match kind {
        Some(TileKind::MemTile) => MemtileDma::build(ir, span)
            .operand(tile)
            .region()
            .insert(at)
            .op(),
        Some(k) if k.is_shim() => ShimDma::build(ir, span)
            .operand(tile)
            .region()
            .insert(at)
            .op(),
        _ => Mem::build(ir, span).operand(tile).region().insert(at).op(),
    };
    let body = ir.entry_block(op, 0).expect("new region has a block");
    End::build(ir, span).insert(At::End(body));
    op
}

/// Appends to DMA program `container` a `dma_start` of `ring`'s channel
/// (after the last one) and the BD chain `plan`, looping back to its first
/// BD, or ending when `chain.finite`.
pub(super) fn append_chain(
    ir: &mut dialect::Ir,
    aie2: bool,
    container: OpId,
    ring: &Ring,
    chain: &Chain,
    plan: &[Bd],
) {
    let region = ir[container].regions()[0];
    let Some(end_block) = end_block(ir, region) else {
        return;
    };
    let last_start = single_predecessor(ir, region, end_block);
    let start_block = ir.insert_block(region, Some(end_block));
    let first_bd = ir.insert_block(region, Some(end_block));
    let mut start = DmaStart::build(ir, ring.span)
        .channel_dir(channel_dir(ring.dir))
        .channel_index(ring.channel)
        .successor(first_bd)
        .successor(end_block);
    if let Some(r) = chain.task_repeat.filter(|&r| r != 0) {
        start = start.repeat_count(r);
    }
    if let Some(v) = chain.pad_value {
        start = start.pad_value(v);
    }
    start.insert(At::End(start_block));
    if let Some(prev) = last_start.and_then(|b| ir.last_op(b)) {
        if let Some(s) = ir[prev].successors.get_mut(1) {
            s.block = start_block;
        }
    }
    let mut cur = first_bd;
    let n = plan.len();
    for (k, bd) in plan.iter().enumerate() {
        let next = if k + 1 < n {
            ir.insert_block(region, Some(end_block))
        } else if chain.finite {
            let b = ir.insert_block(region, Some(end_block));
            End::build(ir, ring.span).insert(At::End(b));
            b
        } else {
            first_bd
        };
        bd_block(ir, aie2, cur, bd, ring, next);
        cur = next;
    }
}

/// The block of `region` holding `aie.end` (the last such block).
fn end_block(ir: &dialect::Ir, region: RegionId) -> Option<BlockId> {
    ir[region]
        .blocks
        .iter()
        .rev()
        .copied()
        .find(|&b| ir.ops_in(b).any(|o| ir.is(o, OpKind::End)))
}

/// The only block branching to `target` (one edge), if any.
fn single_predecessor(ir: &dialect::Ir, region: RegionId, target: BlockId) -> Option<BlockId> {
    let mut preds = ir[region].blocks.iter().flat_map(|&b| {
        ir.last_op(b).into_iter().flat_map(move |t| {
            ir[t]
                .successors
                .iter()
                .filter(move |s| s.block == target)
                .map(move |_| b)
        })
    });
    let first = preds.next()?;
    preds.next().is_none().then_some(first)
}

/// Fills BD block `block`: acquire, packet header, transfer, release, next BD.
fn bd_block(ir: &mut dialect::Ir, aie2: bool, block: BlockId, bd: &Bd, ring: &Ring, next: BlockId) {
    let at = At::End(block);
    if let Some((lock, value)) = bd.acquire {
        let action = if aie2 {
            LockAction::AcquireGreaterEqual
        } else {
            LockAction::Acquire
        };
        use_lock(ir, at, ring.span, lock, action, value);
    }
    if let Some((t, id)) = bd.packet.or(ring.packet) {
        DmaBdPacket::build(ir, ring.span)
            .packet_type(t)
            .packet_id(id)
            .insert(at);
    }
    let mut b = DmaBd::build(ir, ring.span)
        .operand(bd.buffer)
        .offset(bd.offset)
        .len(bd.len);
    if let Some(d) = bd.dims.as_ref().or(ring.dims.as_ref()) {
        b = b.dimensions(d.clone());
        if let Some(p) = bd.pads.as_ref().or(ring.pads.as_ref()) {
            b = b.pad_dimensions(p.clone());
        }
    }
    b.insert(at);
    if let Some((lock, value)) = bd.release {
        use_lock(ir, at, ring.span, lock, LockAction::Release, value);
    }
    NextBd::build(ir, ring.span).successor(next).insert(at);
}
