//! `--aie-assign-bd-ids`: gives every `aie.dma_bd` of a tile DMA
//! (`aie.mem`, `aie.memtile_dma`, `aie.shim_dma`) without a `bd_id` the
//! lowest free id its channel may use (stepping over the ids the runtime
//! sequences pin, `aiex.reserved_bd_ids`), then links each BD to the next one
//! of its chain with `next_bd_id` (aie-passes.md §9). Each
//! `aie.objectfifo_rearm_binding` without them then gets the head BD id and
//! repeat count of every channel it re-arms, read off the `aie.dma_start` of
//! that channel, as mlir-aie does.

use crate::netlist::{self, tile_text};
use crate::npu::reserve_bd_ids;
use crate::{Anchor, Args, Pass};
use aie_target::device::{Device, TileKind};
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{BlockId, OpId, OpKind, TypedEnum, View};
use dialect::ops::views::{Dma, DmaBd, DmaStart, ObjectfifoRearmBinding};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-bd-ids",
    name: "AIEAssignBufferDescriptorIDs",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Assign bd_id and next_bd_id to the aie.dma_bd ops of tile DMAs (per channel range)",
    doc: "passes.md#--aie-assign-bd-ids",
    options: &[],
    body: crate::Body::Run(run),
};

/// DMA containers, in the order mlir-aie visits them.
const CONTAINERS: [OpKind; 3] = [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma];

/// A DMA channel: direction and number.
type Channel = (DmaChannelDir, i64);

/// Who holds a BD id.
#[derive(Clone, Copy, PartialEq)]
enum Holder {
    /// Given in the input.
    Fixed,
    /// Pinned by a runtime sequence's task (`aiex.reserved_bd_ids` of the
    /// tile, from `--aie-reserve-runtime-bd-ids`).
    Reserved,
    /// Assigned by this pass to a BD of this channel.
    Channel(Channel),
}

/// The BD ids of one tile.
struct Ids {
    model: &'static Device,
    kind: TileKind,
    coords: (i64, i64),
    held: Vec<Option<Holder>>,
}

impl Ids {
    /// The ids of a tile, those in `reserved` held by the runtime sequences.
    fn new(
        model: &'static Device,
        kind: TileKind,
        coords: (i64, i64),
        reserved: impl IntoIterator<Item = i64>,
    ) -> Ids {
        let mut held = vec![None; model.num_bds(kind) as usize];
        for id in reserved {
            if let Some(slot) = usize::try_from(id).ok().and_then(|i| held.get_mut(i)) {
                *slot = Some(Holder::Reserved);
            }
        }
        Ids {
            model,
            kind,
            coords,
            held,
        }
    }

    /// The ids `channel` may use.
    fn range(&self, channel: i64) -> std::ops::Range<u32> {
        u32::try_from(channel).map_or(0..0, |c| self.model.bd_range(self.kind, c))
    }

    /// Takes the lowest free id `channel` may use.
    fn take(&mut self, channel: Channel) -> Option<u32> {
        let id = self
            .range(channel.1)
            .find(|&i| self.held.get(i as usize) == Some(&None))?;
        self.held[id as usize] = Some(Holder::Channel(channel));
        Some(id)
    }

    /// The error for a BD of `channel` that found no free id.
    fn exhausted(&self, ir: &Ir, bd: DmaBd, channel: Channel) -> Diagnostic {
        let range = self.range(channel.1);
        let mut users: Vec<(Holder, usize)> = Vec::new();
        for h in range
            .clone()
            .filter_map(|i| self.held.get(i as usize).copied().flatten())
        {
            match users.iter_mut().find(|(u, _)| *u == h) {
                Some((_, n)) => *n += 1,
                None => users.push((h, 1)),
            }
        }
        let users: Vec<String> = users
            .iter()
            .map(|(h, n)| match h {
                Holder::Fixed => format!("{n} fixed by bd_id"),
                Holder::Reserved => format!("{n} reserved by runtime sequences"),
                Holder::Channel((dir, ch)) => format!("{n} by {} {ch}", dir.name()),
            })
            .collect();
        let split = self.model.bd_range(self.kind, 1) != self.model.bd_range(self.kind, 0);
        let advice = if split && channel.1 % 2 == 0 {
            "use fewer BDs on this channel or move a transfer to an odd channel (BDs 24-47)"
        } else if split {
            "use fewer BDs on this channel or move a transfer to an even channel (BDs 0-23)"
        } else {
            "use fewer BDs (shallower buffer rings, fewer BD blocks) on this tile"
        };
        Diagnostic::op_error(
            ir[bd.op()].span,
            OpKind::DmaBd.name(),
            format!(
                "Allocator exhausted available BD IDs (maximum {} available for channel {}).",
                range.len(),
                channel.1
            ),
        )
        .with_help(format!(
            "{}; all are taken ({}): {advice}",
            self.scope(channel),
            users.join(", ")
        ))
    }
}

impl Ids {
    /// Which BDs `channel` may use, in words.
    fn scope(&self, channel: Channel) -> String {
        let range = self.range(channel.1);
        let (col, row) = self.coords;
        let tile = format!("{} ({col}, {row})", self.kind.describe());
        if self.model.bd_range(self.kind, 1) == self.model.bd_range(self.kind, 0) {
            format!(
                "the {tile} has {} BDs ({}-{}), shared by all its channels",
                range.len(),
                range.start,
                range.end.saturating_sub(1)
            )
        } else {
            format!(
                "channel {} {} of the {tile} may use BDs {}-{}",
                channel.0.name(),
                channel.1,
                range.start,
                range.end.saturating_sub(1)
            )
        }
    }
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let containers: Vec<OpId> = CONTAINERS
            .iter()
            .flat_map(|&kind| dev.ops_of(ir, kind).collect::<Vec<_>>())
            .collect();
        // A tile's BD ids are one table, whichever region describes its
        // BDs: every region's given ids are held before any is assigned.
        let mut tiles: HashMap<(i64, i64), Ids> = HashMap::new();
        let mut placed = Vec::new();
        for &c in &containers {
            let Some(coords) = netlist::tile_of(ir, c) else {
                continue;
            };
            let Some(kind) = dev.kind(coords) else {
                continue;
            };
            diags.extend(chain_ends(ir, c));
            let ids = tiles.entry(coords).or_insert_with(|| {
                Ids::new(
                    dev.model,
                    kind,
                    coords,
                    reserve_bd_ids::reserved(ir, &dev, coords),
                )
            });
            diags.extend(hold_given(ir, c, ids));
            placed.push((c, coords));
        }
        for (c, coords) in placed {
            if !diags.is_empty() {
                return diags;
            }
            let ids = tiles.get_mut(&coords).expect("the tile's ids");
            diags.extend(assign(ir, c, ids));
        }
        if !diags.is_empty() {
            return diags;
        }
        for &c in &containers {
            link(ir, c);
        }
        populate_rearm_bindings(ir, &dev);
    }
    diags
}

/// Sets `head_bd_ids` and `repeat_counts` of every re-arm binding that has
/// neither and whose channels all resolve ([`crate::npu::reset::resident_channel`]); the
/// others are left for `--aie-lower-dma-channel-reset` to report.
fn populate_rearm_bindings(ir: &mut Ir, dev: &netlist::Dev) {
    let bindings: Vec<ObjectfifoRearmBinding> = dev.views(ir).collect();
    for b in bindings {
        if b.head_bd_ids(ir).is_some() || b.repeat_counts(ir).is_some() {
            continue;
        }
        let Some(groups) = dialect::ops::operand_segments(ir, b.op()) else {
            continue;
        };
        let tiles = ir[b.op()].operands[groups[0].clone()].to_vec();
        let dirs = b.channel_dirs(ir);
        let channels = b.channel_indices(ir);
        let resolved: Option<Vec<(i64, i64)>> = tiles
            .iter()
            .zip(dirs.iter().zip(&channels))
            .map(|(&t, (&d, &c))| {
                let dir = if d == 0 {
                    DmaChannelDir::S2MM
                } else {
                    DmaChannelDir::MM2S
                };
                crate::npu::reset::resident_channel(ir, dev, t, (dir, c)).ok()
            })
            .collect();
        if let Some(heads) = resolved {
            let (ids, repeats): (Vec<i64>, Vec<i64>) = heads.into_iter().unzip();
            b.set_head_bd_ids(ir, &ids);
            b.set_repeat_counts(ir, &repeats);
        }
    }
}

/// The `aie.dma` ops of container `c`.
fn dma_ops(ir: &Ir, c: OpId) -> Vec<Dma> {
    ir.views(region_blocks(ir, c).iter().flat_map(|&b| ir.ops_in(b)))
        .collect()
}

fn region_blocks(ir: &Ir, op: OpId) -> Vec<BlockId> {
    ir[op]
        .regions()
        .first()
        .map_or_else(Vec::new, |&r| ir[r].blocks.clone())
}

/// The first `aie.dma_bd` of `block`.
fn first_bd(ir: &Ir, block: BlockId) -> Option<DmaBd> {
    ir.views(ir.ops_in(block)).next()
}

/// The blocks the terminator of `block` branches to.
fn successors(ir: &Ir, block: BlockId) -> Vec<BlockId> {
    ir.last_op(block).map_or_else(Vec::new, |t| {
        ir[t].successors.iter().map(|s| s.block).collect()
    })
}

/// The channel an `aie.dma` runs on.
fn dma_channel(ir: &Ir, dma: Dma) -> Channel {
    (dma.channel_dir(ir), dma.channel_index(ir))
}

/// The channel an `aie.dma_start` starts (none while it names an endpoint
/// allocation has not given a channel yet).
fn start_channel(ir: &Ir, start: DmaStart) -> Option<Channel> {
    Some((start.channel_dir(ir), start.channel_index(ir)?))
}

/// The first BD of each BD region of `aie.dma` op `dma`.
fn dma_bds(ir: &Ir, dma: Dma) -> Vec<Option<DmaBd>> {
    ir[dma.op()]
        .regions()
        .iter()
        .map(|&r| ir[r].blocks.first().and_then(|&b| first_bd(ir, b)))
        .collect()
}

/// The BD chains of `dma_start`-style container `c` go on to a block
/// with a BD or end in a block holding only `aie.end`: an error at each BD
/// whose chain runs into anything else (another channel's `dma_start`).
fn chain_ends(ir: &Ir, c: OpId) -> Vec<Diagnostic> {
    if !dma_ops(ir, c).is_empty() {
        return Vec::new();
    }
    let mut diags = Vec::new();
    for b in region_blocks(ir, c) {
        let Some(bd) = first_bd(ir, b) else { continue };
        let Some(&next) = successors(ir, b).first() else {
            continue;
        };
        let only_end = ir.ops_in(next).all(|o| ir.is(o, OpKind::End));
        if first_bd(ir, next).is_none() && !only_end {
            diags.push(
                Diagnostic::op_error(
                    ir[bd.op()].span,
                    OpKind::DmaBd.name(),
                    "must be followed by a block with a dma_bd or by a block with only aie.end",
                )
                .with_help("end the chain with `aie.next_bd` to a block holding only `aie.end`, or to the chain's next BD"),
            );
        }
    }
    diags
}

/// Phase 1 for container `c`: hold the ids its BDs are given, an error for
/// one another BD of the tile holds.
fn hold_given(ir: &Ir, c: OpId, ids: &mut Ids) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for bd in ir.views::<DmaBd>(ir.walk(c)) {
        let Some(id) = bd.bd_id(ir) else { continue };
        match usize::try_from(id).ok().and_then(|i| ids.held.get_mut(i)) {
            Some(slot @ None) => *slot = Some(Holder::Fixed),
            Some(Some(holder)) => diags.push(
                Diagnostic::op_error(
                    ir[bd.op()].span,
                    OpKind::DmaBd.name(),
                    format!("assigned bd_id {id} is already used by another BD on this tile"),
                )
                .with_help(match holder {
                    Holder::Reserved => format!(
                        "a runtime sequence's task pins bd_id {id} on {}; give this BD another id or remove `bd_id` to let the pass choose one",
                        tile_text(ids.coords)
                    ),
                    _ => format!(
                        "each BD of {} needs its own id; remove `bd_id` to let the pass choose one",
                        tile_text(ids.coords)
                    ),
                }),
            ),
            None => {} // out of range: the verifier reports it
        }
    }
    diags
}

/// Phase 2 for container `c`: check the given ids are of their channel's
/// range, and assign the others.
fn assign(ir: &mut Ir, c: OpId, ids: &mut Ids) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    // BDs to number, with their channel, in mlir-aie's order.
    let mut todo: Vec<(DmaBd, Channel)> = Vec::new();
    let dmas = dma_ops(ir, c);
    if !dmas.is_empty() {
        for dma in dmas {
            let ch = dma_channel(ir, dma);
            todo.extend(dma_bds(ir, dma).into_iter().flatten().map(|bd| (bd, ch)));
        }
    } else {
        let channels = chain_channels(ir, c);
        for b in region_blocks(ir, c) {
            if let Some(bd) = first_bd(ir, b) {
                // A BD block no dma_start reaches counts as channel S2MM 0, as in mlir-aie.
                let ch = channels.get(&b).copied();
                todo.push((bd, ch.unwrap_or((DmaChannelDir::S2MM, 0))));
            }
        }
    }
    let mut failed: Vec<Channel> = Vec::new();
    for (bd, ch) in todo {
        if let Some(id) = bd.bd_id(ir) {
            // A memtile channel reaches only its half of the BDs.
            let range = ids.range(ch.1);
            if !u32::try_from(id).is_ok_and(|i| range.contains(&i)) {
                diags.push(
                    Diagnostic::op_error(
                        ir[bd.op()].span,
                        OpKind::DmaBd.name(),
                        format!(
                            "assigned bd_id {id} is not accessible from channel {} on this tile",
                            ch.1
                        ),
                    )
                    .with_help(format!(
                        "{}; give a bd_id in that range or remove it",
                        ids.scope(ch)
                    )),
                );
                return diags;
            }
            continue;
        }
        if failed.contains(&ch) {
            continue;
        }
        match ids.take(ch) {
            Some(id) => bd.set_bd_id(ir, i64::from(id)),
            None => {
                diags.push(ids.exhausted(ir, bd, ch));
                failed.push(ch);
            }
        }
    }
    diags
}

/// The channel of every block of a `dma_start`-style container: the block
/// holding a `dma_start` and the BD chain it starts (followed through first
/// successors until a block already seen).
fn chain_channels(ir: &Ir, c: OpId) -> HashMap<BlockId, Channel> {
    let mut map = HashMap::new();
    for b in region_blocks(ir, c) {
        for start in ir.views::<DmaStart>(ir.ops_in(b)) {
            let Some(ch) = start_channel(ir, start) else {
                continue;
            };
            map.insert(b, ch);
            let mut dest = ir[start.op()].successors.first().map(|s| s.block);
            while let Some(d) = dest {
                map.insert(d, ch);
                dest = successors(ir, d)
                    .first()
                    .copied()
                    .filter(|n| !map.contains_key(n));
            }
        }
    }
    map
}

/// Phase 3 for container `c`: `next_bd_id` of each BD is the id of the BD
/// that follows it (none at the end of a chain).
fn link(ir: &mut Ir, c: OpId) {
    let dmas = dma_ops(ir, c);
    if !dmas.is_empty() {
        for dma in dmas {
            let bds = dma_bds(ir, dma);
            let looped = dma.loop_attr(ir);
            for (i, bd) in bds.iter().enumerate() {
                let Some(bd) = *bd else { continue };
                let next = match bds.get(i + 1) {
                    Some(n) => *n,
                    None if looped => bds[0],
                    None => None,
                };
                set_next(ir, bd, next.and_then(|n| n.bd_id(ir)));
            }
        }
        return;
    }
    let blocks = region_blocks(ir, c);
    let ids: HashMap<BlockId, i64> = blocks
        .iter()
        .filter_map(|&b| Some((b, first_bd(ir, b)?.bd_id(ir)?)))
        .collect();
    for b in blocks {
        let Some(bd) = first_bd(ir, b) else { continue };
        if let Some(&next) = successors(ir, b).first() {
            set_next(ir, bd, ids.get(&next).copied());
        }
    }
}

fn set_next(ir: &mut Ir, bd: DmaBd, next: Option<i64>) {
    match next {
        Some(id) => bd.set_next_bd_id(ir, id),
        None => netlist::clear(ir, bd, DmaBd::set_next_bd_id, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memtile_channels_use_their_half() {
        let model = aie_target::device::device("npu1").expect("npu1");
        let mut ids = Ids::new(model, TileKind::MemTile, (0, 1), []);
        let (s2mm, mm2s) = (DmaChannelDir::S2MM, DmaChannelDir::MM2S);
        assert_eq!(ids.take((s2mm, 0)), Some(0));
        assert_eq!(ids.take((mm2s, 1)), Some(24));
        assert_eq!(ids.take((s2mm, 3)), Some(25));
        ids.held[1] = Some(Holder::Fixed);
        assert_eq!(ids.take((mm2s, 2)), Some(2));
        let mut core = Ids::new(model, TileKind::Core, (0, 2), []);
        assert_eq!((0..16).filter_map(|_| core.take((s2mm, 1))).count(), 16);
        assert_eq!(core.take((mm2s, 0)), None);
    }

    #[test]
    fn reserved_ids_are_skipped_and_out_of_range_ones_ignored() {
        let model = aie_target::device::device("npu2").expect("npu2");
        let mut shim = Ids::new(model, TileKind::ShimNoc, (0, 0), [0, 2, 99, -1]);
        let mm2s = (DmaChannelDir::MM2S, 0);
        assert_eq!(shim.take(mm2s), Some(1));
        assert_eq!(shim.take(mm2s), Some(3));
    }
}
