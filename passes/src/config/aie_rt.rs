//! A device's static configuration in the order mlir-aie's aie-rt
//! configuration (`AIERTControl`) makes its register writes, for the CDO
//! and its debug listing (`cdo.rs`): the same writes the CERT
//! configuration makes ([`super::configuration`]), plus those aie-rt adds,
//! in aie-rt's order rather than in phases per column.
//!
//! The init part: each compute tile with a core is reset, released from
//! reset and has its 16 locks zeroed; lock initial values and buffer
//! initial values in pre-order; then per DMA program (every `aie.mem`,
//! then every `aie.memtile_dma`, then every `aie.shim_dma`) its BDs, then
//! its channel starts (pad value, out-of-order mode, start queue, channel
//! enable); then per switchbox its connections, master sets and packet
//! rules; shim muxes; cascades. The enable part enables the cores. Core
//! ELFs are not loaded (docs/cli.md).

use super::{channels, Config, DmaChannel, Item, Res, Write};
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::dma_tasks::bd_block;
use crate::npu::{absolute, Channel};
use crate::words::fit;
use aie_target::device::TileKind;
use aie_target::regs::{self, Dir};
use dialect::ir::cases::LockAction;
use dialect::ir::{BlockId, OpId, OpKind, View};
use dialect::ops::views::{
    Buffer, ConfigureCascade, Connect, Core, DmaBd, Lock, Masterset, PacketRules, UseLock,
};
use dialect::Ir;
use std::collections::BTreeSet;

/// The writes of a device's configuration in aie-rt's order.
pub(crate) struct RtConfig {
    /// Core ELF loading (empty: aiec loads no ELFs here).
    pub elfs: Vec<Item>,
    /// Everything but the core enables.
    pub init: Vec<Item>,
    /// The core enables.
    pub enable: Vec<Item>,
}

/// The configuration of `dev` as aie-rt writes it.
pub(crate) fn configuration(ir: &Ir, dev: &Dev) -> Res<RtConfig> {
    let cores = dev.ops_of(ir, OpKind::Core).collect::<Vec<_>>();
    for &core in &cores {
        if let Some(elf) = Core::wrap(core).elf_file(ir) {
            return Err(err(ir, core, format!("the core's ELF ('{elf}') is not loaded: aiec's CDO covers the configuration, not the core programs"))
                .with_help("build the design with aiec (aiecc) for an ELF that loads the cores, or drop `elf_file` for a CDO of the configuration alone"));
        }
    }
    let cored: BTreeSet<(i64, i64)> = cores
        .iter()
        .filter_map(|&c| netlist::tile_of(ir, c))
        .collect();
    let mut cfg = Config::new(ir, dev, true);
    cfg.core_resets(&cored)?;
    for lock in dev.walk_views::<Lock>(ir) {
        cfg.lock(lock)?;
    }
    for buffer in dev.walk_views::<Buffer>(ir) {
        cfg.buffer_in_order(buffer)?;
    }
    for kind in [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma] {
        for op in dev.ops_of(ir, kind) {
            cfg.dma_in_order(op)?;
        }
    }
    for sb in dev.ops_of(ir, OpKind::Switchbox) {
        let (tile, kind) = cfg.tile(sb)?;
        let children = ir.children(sb).collect::<Vec<_>>();
        for c in ir.views::<Connect>(children.iter().copied()) {
            cfg.connect(tile, kind, c)?;
        }
        for m in ir.views::<Masterset>(children.iter().copied()) {
            cfg.masterset(tile, kind, m)?;
        }
        for p in ir.views::<PacketRules>(children.iter().copied()) {
            cfg.packet_rules(tile, kind, p)?;
        }
    }
    for mux in dev.ops_of(ir, OpKind::ShimMux) {
        cfg.shim_mux(mux)?;
    }
    for c in dev.views::<ConfigureCascade>(ir) {
        cfg.cascade(c)?;
    }
    let init = cfg.order.take().unwrap_or_default();
    let mut enable = Vec::new();
    for &core in &cores {
        let Some(tile) =
            netlist::tile_of(ir, core).filter(|t| dev.kind(*t) == Some(TileKind::Core))
        else {
            continue;
        };
        let enable_bit = core_control(&[("enable", 1)]);
        let addr = absolute(dev.model, tile, regs::core::CORE_CONTROL_ADDRESS);
        enable.push(Item {
            write: Write::Mask(addr, enable_bit, enable_bit),
            span: ir[core].span,
        });
    }
    Ok(RtConfig {
        elfs: Vec::new(),
        init,
        enable,
    })
}

/// A Core_Control value.
fn core_control(fields: &[(&str, i64)]) -> u32 {
    regs::core::CORE_CONTROL.word(fields).unwrap_or(0)
}

/// The blocks of a region's DMA program in mlir-aie's order: from the entry
/// block, each block's successors are added as first seen, and the last
/// added is visited first.
pub(super) fn ordered_blocks(ir: &Ir, op: OpId) -> Vec<BlockId> {
    let Some(entry) = ir.entry_block(op, 0) else {
        return Vec::new();
    };
    let mut seen = BTreeSet::from([entry]);
    let mut order = vec![entry];
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        let Some(term) = ir.last_op(b) else {
            continue;
        };
        for s in ir[term].successors.iter().map(|s| s.block) {
            if seen.insert(s) {
                order.push(s);
                work.push(s);
            }
        }
    }
    order
}

impl Config<'_> {
    /// Each compute tile with a core: reset set, then cleared, then its
    /// locks written 0 (aie-rt's reset of a core and its locks).
    fn core_resets(&mut self, cored: &BTreeSet<(i64, i64)>) -> Res<()> {
        let (ir, dev) = (self.ir, self.dev);
        for tile_op in dev.ops_of(ir, OpKind::Tile) {
            let Some(tile) = ir[tile_op]
                .results
                .first()
                .and_then(|&v| netlist::coords(ir, v))
            else {
                continue;
            };
            if dev.kind(tile) != Some(TileKind::Core) || !cored.contains(&tile) {
                continue;
            }
            let span = ir[tile_op].span;
            let reset = core_control(&[("reset", 1)]);
            let addr = absolute(dev.model, tile, regs::core::CORE_CONTROL_ADDRESS);
            self.push(false, tile.0, Write::Mask(addr, reset, reset), span);
            self.push(false, tile.0, Write::Mask(addr, reset, 0), span);
            for id in 0..dev.model.num_locks(TileKind::Core) {
                let lock = absolute(dev.model, tile, regs::lock::lock_value(TileKind::Core, id));
                self.push(false, tile.0, Write::Word(lock, 0), span);
            }
        }
        Ok(())
    }

    /// A buffer's initial value as aie-rt writes tile memory: the whole
    /// words as a block, a last partial word as a masked write of its bytes.
    fn buffer_in_order(&mut self, buffer: Buffer) -> Res<()> {
        let ir = self.ir;
        let op = buffer.op();
        let Some((addr, bytes)) = super::initial_bytes(ir, buffer)? else {
            return Ok(());
        };
        let (tile, _) = self.tile(op)?;
        let at = absolute(self.dev.model, tile, fit(ir, op, "address", addr)?);
        let span = ir[op].span;
        let whole = bytes.len() / 4 * 4;
        let word = |c: &[u8]| {
            let mut w = [0; 4];
            w[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(w)
        };
        if whole > 0 {
            let words = bytes[..whole].chunks(4).map(word).collect();
            self.push(false, tile.0, Write::Block(at, words, String::new()), span);
        }
        let rest = &bytes[whole..];
        if !rest.is_empty() {
            let mask = (0..rest.len()).fold(0u32, |m, i| m | 0xFF << (8 * i));
            self.push(
                false,
                tile.0,
                Write::Mask(at + whole as u64, mask, word(rest)),
                span,
            );
        }
        Ok(())
    }

    /// A DMA program as aie-rt configures it: every BD (in block order, or
    /// the regions of its `aie.dma` ops), then every channel start.
    fn dma_in_order(&mut self, op: OpId) -> Res<()> {
        let ir = self.ir;
        let (tile, kind) = self.tile(op)?;
        let Some(layout) = regs::bd_layout(kind) else {
            return Err(err(
                ir,
                op,
                format!("{} has no DMA", netlist::tile_text(tile)),
            ));
        };
        let programs = channels(ir, op)?;
        // The block of each BD: the channel it belongs to (an out-of-order
        // one configures its BDs without next BD).
        let mut owner = std::collections::BTreeMap::new();
        for (i, ch) in programs.iter().enumerate() {
            for &b in &ch.blocks {
                owner.entry(b).or_insert(i);
            }
        }
        let dma_ops = ir.children(op).filter(|&c| ir.is(c, OpKind::Dma)).count() > 0;
        let blocks: Vec<BlockId> = if dma_ops {
            programs.iter().flat_map(|c| c.blocks.clone()).collect()
        } else {
            ordered_blocks(ir, op)
        };
        for b in blocks {
            let ops = ir.ops_in(b).collect::<Vec<_>>();
            if !ops.iter().any(|&o| ir.is(o, OpKind::DmaBd)) {
                continue;
            }
            // A block no start reaches is configured as an in-order BD
            // of an S2MM channel 0 (its channel is not known).
            let ch = owner.get(&b).map(|&i| &programs[i]);
            let (dir, index, ooo) = ch.map_or((Dir::S2MM, 0, false), |c| {
                (c.key.1, c.key.2, c.out_of_order)
            });
            paired_locks(ir, &ops, ooo)?;
            let channel = Channel {
                col: tile.0,
                row: tile.1,
                dir,
                index,
            };
            let block = bd_block(ir, self.dev, &channel, &ops, None, false, ooo)?;
            let words = self.bd_words(layout, kind, tile, &block)?;
            let id = fit(ir, block.bd.op(), "bd_id", block.bd_id)?;
            let addr = absolute(self.dev.model, tile, layout.address(id));
            let name = format!("bd_{}_{}_{}", tile.0, tile.1, block.bd_id);
            self.push(
                false,
                tile.0,
                Write::Block(addr, words, name),
                ir[block.bd.op()].span,
            );
        }
        let mut starts = programs;
        if !dma_ops {
            // In the order of the blocks holding the `aie.dma_start`s.
            let order = ordered_blocks(ir, op);
            let rank = |c: &DmaChannel| {
                ir.block_of(c.op)
                    .and_then(|b| order.iter().position(|&x| x == b))
            };
            starts.sort_by_key(|c| rank(c));
        }
        for ch in &starts {
            self.start_in_order(tile, kind, ch)?;
        }
        Ok(())
    }

    /// A channel start as aie-rt makes it: the pad value (mem tile MM2S),
    /// out-of-order mode, the start queue, the channel enable.
    fn start_in_order(&mut self, tile: (i64, i64), kind: TileKind, ch: &DmaChannel) -> Res<()> {
        let ir = self.ir;
        let first = ch.op;
        let span = ir[first].span;
        let dir = ch.key.1;
        let index = fit(ir, first, "channel", ch.key.2)?;
        let Some(first_block) = ch.blocks.first() else {
            return Ok(());
        };
        let Some(bd) = ir.ops_in(*first_block).find_map(|o| ir.view::<DmaBd>(o)) else {
            return Ok(());
        };
        let Some(bd_id) = bd.bd_id(ir) else {
            return Err(
                err(ir, bd.op(), "the BD has no bd_id").with_help("run --aie-assign-bd-ids first")
            );
        };
        let (Some(queue), Some(ctrl), Some(ctrl_layout)) = (
            regs::start_queue(kind, dir, index),
            regs::channel_ctrl(kind, dir, index),
            regs::channel_ctrl_layout(kind, dir),
        ) else {
            return Err(err(
                ir,
                first,
                format!(
                    "{} has no DMA channel {dir:?} {index}",
                    netlist::tile_text(tile)
                ),
            ));
        };
        self.pad_value(first, tile, kind, dir, index);
        let repeat = fit(ir, first, "repeat_count", ch.repeat)?;
        let ctrl = absolute(self.dev.model, tile, ctrl);
        let q = if ch.out_of_order {
            let value = ctrl_layout.word(&[("enable_out_of_order", 1)]).unwrap_or(0);
            self.push(true, tile.0, Write::Word(ctrl, value), span);
            regs::queue_word(kind, 0, repeat, false)
        } else {
            // A shim S2MM channel issues a token (aie-rt's start of a
            // row-0 S2MM channel).
            let token = tile.1 == 0 && dir == Dir::S2MM;
            regs::queue_word(kind, fit(ir, first, "bd_id", bd_id)?, repeat, token)
        };
        let queue = absolute(self.dev.model, tile, queue);
        self.push(true, tile.0, Write::Word(queue, q), span);
        // aie-rt's channel enable: a masked write of 1 under the enable
        // bit, which an AIE-ML channel control does not have (mask 0).
        let mask = ctrl_layout.field("enable").map_or(0, |f| f.mask() << f.lo);
        self.push(true, tile.0, Write::Mask(ctrl, mask, 1), span);
        Ok(())
    }
}

/// mlir-aie's configuration rule for a BD's locks: an in-order BD with
/// locks acquires and releases; an out-of-order receive BD releases.
fn paired_locks(ir: &Ir, ops: &[OpId], out_of_order: bool) -> Res<()> {
    let locks: Vec<UseLock> = ir.views(ops.iter().copied()).collect();
    let Some(first) = locks.first() else {
        return Ok(());
    };
    let releases = locks.iter().any(|l| l.action(ir) == LockAction::Release);
    let acquires = locks.iter().any(|l| l.action(ir) != LockAction::Release);
    if out_of_order || (releases && acquires) {
        return Ok(());
    }
    Err(err(
        ir,
        first.op(),
        "buffer descriptor with a lock must have both use_lock(acquire) and use_lock(release)",
    )
    .with_help("aie-rt's BD takes a lock pair: acquire before the transfer, release after it"))
}
