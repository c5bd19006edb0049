//! The static configuration of a device as register writes per column,
//! encoded through the register table ([`aie_target::regs`]): what mlir-aie's
//! aie-rt configuration writes for a routed, allocated netlist.
//!
//! Each column's writes come in two phases. **Setup** moves no data: stream
//! switches, shim mux/demux and cascade first (so every path exists before
//! anything can enter it), then lock initial values, buffer initial values
//! and DMA buffer descriptors. **Start** sets things running: DMA channel
//! start-queue pushes, then core enables. The lowering puts a remote barrier
//! between the phases when columns depend on each other.
//!
//! Below the CERT lowering, which emits it as control code, and above the
//! NPU lowering, whose BD encoding it shares; its passes write it as a
//! transaction (`to_transaction`) or into a runtime sequence's PDI loads
//! (`expand_load_pdi`).

#![warn(clippy::cast_possible_truncation)]

pub(crate) mod aie_rt;
pub mod cdo;
pub(crate) mod expand_load_pdi;
pub(crate) mod to_transaction;
pub mod xaie;

use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::dma_tasks::{bd_block, BdBlock};
use crate::npu::{absolute, Channel};
use crate::words::{f32_of, fit, low32};
use aie_target::device::TileKind;
use aie_target::float::bf16_bits;
use aie_target::regs::lock::lock_value;
use aie_target::regs::packet::CONTROL_PACKET_WORDS;
use aie_target::regs::switch::{
    port_index, shim_mux_write, SwitchReg, MASTER_CIRCUIT, MASTER_PACKET, MERGE_CTRL, MERGE_SLOTS,
    SLAVE_CONFIG, SLAVE_SLOT, SLOTS_PER_SLAVE,
};
use aie_target::regs::{self, Dir, Layout};
use dialect::ir::cases::{CascadeDir, WireBundle};
use dialect::ir::{
    At, Attr, BlockId, BlockOps, DenseLit, OpId, OpKind, Span, Type, TypedEnum, ValueId, View,
};
use dialect::ops::views::{
    Amsel, Buffer, ConfigureCascade, Connect, ControlPacket, Dma, DmaStart, ExternalBuffer, Lock,
    Masterset, PacketRules, Rule,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap};

type Res<T> = Result<T, Diagnostic>;

/// One register write (array addresses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Write {
    Word(u64, u32),
    Mask(u64, u32, u32),
    /// Consecutive words from an address, with a name for their data.
    Block(u64, Vec<u32>, String),
}

/// A write and the op it configures.
#[derive(Clone, Debug)]
pub(crate) struct Item {
    pub write: Write,
    pub span: Span,
}

/// The writes of one column.
#[derive(Default, Debug)]
pub(crate) struct Column {
    pub setup: Vec<Item>,
    pub start: Vec<Item>,
}

/// The configuration of every column the netlist configures, by column.
pub(crate) fn configuration(ir: &Ir, dev: &Dev) -> Res<BTreeMap<i64, Column>> {
    let mut cfg = Config::new(ir, dev, false);
    let ops = dev.ops(ir);
    for op in ops {
        match ir.kind(op) {
            Some(OpKind::Switchbox) => cfg.switchbox(op)?,
            Some(OpKind::ShimMux) => cfg.shim_mux(op)?,
            Some(OpKind::ConfigureCascade) => cfg.cascade(ConfigureCascade::wrap(op))?,
            _ => {}
        }
    }
    for op in declarations(ir, ops) {
        if let Some(lock) = ir.view::<Lock>(op) {
            cfg.lock(lock)?;
        } else if let Some(buffer) = ir.view::<Buffer>(op) {
            cfg.buffer(buffer)?;
        }
    }
    for op in ops {
        if matches!(
            ir.kind(op),
            Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
        ) {
            cfg.dma(op)?;
        }
    }
    for op in ops {
        if ir.is(op, OpKind::Core) {
            cfg.core(op)?;
        }
    }
    Ok(cfg.columns)
}

/// The device's top-level ops and those declared inside its DMA programs
/// (`aie.mem`, `aie.memtile_dma`, `aie.shim_dma` may declare their locks and
/// buffers), in order.
fn declarations<'a>(ir: &'a Ir, ops: BlockOps<'a>) -> impl Iterator<Item = OpId> + 'a {
    ops.flat_map(move |op| {
        let nested = match ir.kind(op) {
            Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma) => ir.walk(op),
            _ => Vec::new(),
        };
        std::iter::once(op).chain(nested)
    })
}

struct Config<'a> {
    ir: &'a Ir,
    dev: &'a Dev,
    columns: BTreeMap<i64, Column>,
    /// aie-rt's order (`aie_rt`): every write, in the order made, none
    /// merged; `columns` stays empty.
    order: Option<Vec<Item>>,
}

/// A switch port: bundle and channel.
type Port = (WireBundle, u32);

/// The port of `bundle` and `channel` (`None` for a negative channel).
fn port(bundle: WireBundle, channel: i64) -> Option<Port> {
    Some((bundle, u32::try_from(channel).ok()?))
}

/// The source and destination ports of an `aie.connect`.
fn connect_ports(ir: &Ir, c: Connect) -> Option<(Port, Port)> {
    Some((
        port(c.source_bundle(ir), c.source_channel(ir))?,
        port(c.dest_bundle(ir), c.dest_channel(ir))?,
    ))
}

/// A register value from named fields (the table's ranges were checked by the verifier).
fn word(layout: &Layout, fields: &[(&str, i64)]) -> u32 {
    layout.word(fields).unwrap_or(0)
}

impl<'a> Config<'a> {
    fn new(ir: &'a Ir, dev: &'a Dev, in_order: bool) -> Self {
        Config {
            ir,
            dev,
            columns: BTreeMap::new(),
            order: in_order.then(Vec::new),
        }
    }

    /// The tile of `op` (its first operand), its kind, and the column's writes.
    fn tile(&self, op: OpId) -> Res<((i64, i64), TileKind)> {
        let tile = netlist::tile_of(self.ir, op)
            .ok_or_else(|| err(self.ir, op, "the tile operand must be an aie.tile"))?;
        let kind = self.dev.kind(tile).ok_or_else(|| {
            err(
                self.ir,
                op,
                format!("{} is not on the device", netlist::tile_text(tile)),
            )
        })?;
        Ok((tile, kind))
    }

    fn push(&mut self, start: bool, col: i64, write: Write, span: Span) {
        if let Some(order) = &mut self.order {
            order.push(Item { write, span });
            return;
        }
        let column = self.columns.entry(col).or_default();
        let list = if start {
            &mut column.start
        } else {
            &mut column.setup
        };
        // A slave feeding several masters is enabled once.
        if !list.iter().any(|i| i.write == write) {
            list.push(Item { write, span });
        }
    }

    fn setup(&mut self, tile: (i64, i64), offset: u32, value: u32, span: Span) {
        let addr = absolute(self.dev.model, tile, offset);
        self.push(false, tile.0, Write::Word(addr, value), span);
    }

    /// The physical port number of `p` on a switch of `kind` and the
    /// address of its master or slave configuration register.
    fn port_reg(&self, op: OpId, kind: TileKind, p: Port, master: bool) -> Res<(u32, u32)> {
        let index = port_index(kind, p.0, p.1, master);
        let reg = index.map(|i| {
            if master {
                SwitchReg::Master(i)
            } else {
                SwitchReg::Slave(i)
            }
        });
        match (index, reg.and_then(|r| r.address(kind))) {
            (Some(i), Some(addr)) => Ok((i, addr)),
            _ => Err(err(
                self.ir,
                op,
                format!(
                    "the {} switch has no {} port {}:{}",
                    kind.describe(),
                    if master { "master" } else { "slave" },
                    p.0.name(),
                    p.1
                ),
            )),
        }
    }

    fn switchbox(&mut self, sb: OpId) -> Res<()> {
        let ir = self.ir;
        let (tile, kind) = self.tile(sb)?;
        for c in ir.children(sb).collect::<Vec<_>>() {
            match ir.kind(c) {
                Some(OpKind::Connect) => self.connect(tile, kind, Connect::wrap(c))?,
                Some(OpKind::Masterset) => self.masterset(tile, kind, Masterset::wrap(c))?,
                Some(OpKind::PacketRules) => self.packet_rules(tile, kind, PacketRules::wrap(c))?,
                _ => {}
            }
        }
        for a in ir.views::<Amsel>(ir.children(sb)).collect::<Vec<_>>() {
            self.merge_schedule(tile, kind, a)?;
        }
        Ok(())
    }

    /// An arbiter's deterministic merge schedule, after the switch's
    /// connections: each slot (physical slave port, packet count) into its
    /// half of a slot register, as aie-rt's `XAie_StrmSwDeterministicMergeConfig`
    /// masks it in, then the enable, which resets the schedule's state.
    fn merge_schedule(&mut self, tile: (i64, i64), kind: TileKind, a: Amsel) -> Res<()> {
        let ir = self.ir;
        let Some(slots) = a.deterministic_merge(ir) else {
            return Ok(());
        };
        let op = a.op();
        let arbiter = fit(ir, op, "the arbiter", a.arbiter_id(ir))?;
        for (position, m) in slots.iter().enumerate() {
            let (slave, _) = self.port_reg(op, kind, (m.bundle, m.channel), false)?;
            let half = position % 2;
            let (mask, value) = MERGE_SLOTS
                .mask_write(&[
                    (&format!("slave_id_{half}"), i64::from(slave)),
                    (&format!("packet_count_{half}"), i64::from(m.packets)),
                ])
                .map_err(|e| err(ir, op, e.message).with_help(e.help))?;
            let register = fit(ir, op, "the slot register", position / 2)?;
            let reg = SwitchReg::MergeSlots(arbiter, register).address(kind);
            let reg = reg.ok_or_else(|| err(ir, op, "the arbiter has no such merge slot"))?;
            let addr = absolute(self.dev.model, tile, reg);
            self.push(false, tile.0, Write::Mask(addr, mask, value), ir[op].span);
        }
        let ctrl = SwitchReg::MergeCtrl(arbiter)
            .address(kind)
            .ok_or_else(|| err(ir, op, "the arbiter has no deterministic merge"))?;
        self.setup(tile, ctrl, word(&MERGE_CTRL, &[("enable", 1)]), ir[op].span);
        Ok(())
    }

    /// A circuit connection: the master's configuration (enabled, fed by
    /// the source's physical slave port), then the slave's (enabled), as
    /// aie-rt's circuit connect writes them.
    fn connect(&mut self, tile: (i64, i64), kind: TileKind, c: Connect) -> Res<()> {
        let ir = self.ir;
        let Some((s, d)) = connect_ports(ir, c) else {
            return Ok(());
        };
        let (op, span) = (c.op(), ir[c.op()].span);
        let (si, slave) = self.port_reg(op, kind, s, false)?;
        let (_, master) = self.port_reg(op, kind, d, true)?;
        let m = word(
            &MASTER_CIRCUIT,
            &[("master_enable", 1), ("slave_port", i64::from(si))],
        );
        self.setup(tile, master, m, span);
        self.setup(
            tile,
            slave,
            word(&SLAVE_CONFIG, &[("slave_enable", 1)]),
            span,
        );
        Ok(())
    }

    fn masterset(&mut self, tile: (i64, i64), kind: TileKind, ms: Masterset) -> Res<()> {
        let ir = self.ir;
        let c = ms.op();
        let Some(d) = port(ms.dest_bundle(ir), ms.dest_channel(ir)) else {
            return Ok(());
        };
        let (_, master) = self.port_reg(c, kind, d, true)?;
        let mut arbiter = 0;
        let mut msels = 0;
        for &v in &ir[c].operands {
            let (a, m) =
                amsel(ir, v).ok_or_else(|| err(ir, c, "the operands must be aie.amsel results"))?;
            arbiter = a;
            msels |= 1 << m;
        }
        // The header is dropped where a packet leaves for a DMA
        // (the shim DMA is South of row 0), unless kept on request.
        let to_dma = d.0 == WireBundle::DMA || (tile.1 == 0 && d.0 == WireBundle::South);
        let keep = ms
            .keep_pkt_header(ir)
            .is_some_and(|a| a.as_bool() != Some(false));
        let m = word(
            &MASTER_PACKET,
            &[
                ("master_enable", 1),
                ("packet_enable", 1),
                ("drop_header", i64::from(to_dma && !keep)),
                ("msel_mask", msels),
                ("arbiter", arbiter),
            ],
        );
        self.setup(tile, master, m, ir[c].span);
        Ok(())
    }

    fn packet_rules(&mut self, tile: (i64, i64), kind: TileKind, pr: PacketRules) -> Res<()> {
        let ir = self.ir;
        let c = pr.op();
        let Some(s) = port(pr.source_bundle(ir), pr.source_channel(ir)) else {
            return Ok(());
        };
        let (si, slave) = self.port_reg(c, kind, s, false)?;
        let enable = word(&SLAVE_CONFIG, &[("slave_enable", 1), ("packet_enable", 1)]);
        // aie-rt enables the slave again before each slot.
        let per_slot = self.order.is_some();
        if !per_slot {
            self.setup(tile, slave, enable, ir[c].span);
        }
        let rules: Vec<Rule> = ir.views(ir.children(c)).collect();
        if rules.len() > SLOTS_PER_SLAVE as usize {
            return Err(err(ir, c, format!("a slave port has {SLOTS_PER_SLAVE} packet rule slots; this one has {} rules", rules.len()))
                .with_help("merge rules with masks, or let --aie-create-pathfinder-flows route the packet flows"));
        }
        for (k, rule) in rules.into_iter().enumerate() {
            let r = rule.op();
            let (a, m) = ir[r]
                .operands
                .first()
                .and_then(|&v| amsel(ir, v))
                .ok_or_else(|| err(ir, r, "the operand must be an aie.amsel result"))?;
            if per_slot {
                self.setup(tile, slave, enable, ir[c].span);
            }
            let slot = SwitchReg::Slot(si, fit(ir, r, "the rule's slot", k)?)
                .address(kind)
                .ok_or_else(|| err(ir, r, "the slave port has no such slot"))?;
            let w = word(
                &SLAVE_SLOT,
                &[
                    ("id", rule.value(ir)),
                    ("mask", rule.mask(ir)),
                    ("enable", 1),
                    ("msel", m),
                    ("arbiter", a),
                ],
            );
            self.setup(tile, slot, w, ir[r].span);
        }
        Ok(())
    }

    fn shim_mux(&mut self, mux: OpId) -> Res<()> {
        let ir = self.ir;
        let (tile, _) = self.tile(mux)?;
        for c in ir.views::<Connect>(ir.children(mux)).collect::<Vec<_>>() {
            let Some((s, d)) = connect_ports(ir, c) else {
                continue;
            };
            let write = if d.0 == WireBundle::North {
                shim_mux_write(true, d.1, s.0)
            } else if s.0 == WireBundle::North {
                shim_mux_write(false, s.1, d.0)
            } else {
                None
            };
            let c = c.op();
            let Some((offset, mask, value)) = write else {
                return Err(err(
                    ir,
                    c,
                    format!(
                        "the shim mux of {} cannot connect {}:{} to {}:{}",
                        netlist::tile_text(tile),
                        s.0.name(),
                        s.1,
                        d.0.name(),
                        d.1
                    ),
                )
                .with_help("the mux joins DMA, PLIO or NOC to North 2, 3, 6, 7 (into the array); the demux North 2-5 to them"));
            };
            let addr = absolute(self.dev.model, tile, offset);
            self.push(false, tile.0, Write::Mask(addr, mask, value), ir[c].span);
        }
        Ok(())
    }

    fn cascade(&mut self, c: ConfigureCascade) -> Res<()> {
        let ir = self.ir;
        let op = c.op();
        let (tile, _) = self.tile(op)?;
        // A cascade direction's value is its wire bundle's.
        let bundle = |d: CascadeDir| u8::try_from(d.value()).ok().and_then(WireBundle::from_case);
        let ports = bundle(c.input_dir(ir)).zip(bundle(c.output_dir(ir)));
        let value = ports
            .and_then(|(i, o)| regs::core::cascade_word(i, o))
            .ok_or_else(|| {
                err(
                    ir,
                    op,
                    "a cascade arrives from North or West and leaves to South or East",
                )
            })?;
        self.setup(
            tile,
            regs::core::ACCUMULATOR_CONTROL_ADDRESS,
            value,
            ir[op].span,
        );
        Ok(())
    }

    fn lock(&mut self, lock: Lock) -> Res<()> {
        let ir = self.ir;
        let op = lock.op();
        let Some(init) = lock.init(ir) else {
            return Ok(());
        };
        let (tile, kind) = self.tile(op)?;
        let Some(id) = lock.lock_id(ir) else {
            return Err(err(ir, op, "the lock has an initial value but no lockID")
                .with_help("run --aie-assign-lock-ids first"));
        };
        let value = regs::lock::LOCK_VALUE
            .word(&[("value", init)])
            .map_err(|e| {
                err(ir, op, format!("cannot write the initial value: {e}")).with_help(e.help)
            })?;
        let id = fit(ir, op, "lockID", id)?;
        self.setup(tile, lock_value(kind, id), value, ir[op].span);
        Ok(())
    }

    fn buffer(&mut self, buffer: Buffer) -> Res<()> {
        let ir = self.ir;
        let op = buffer.op();
        let Some((addr, bytes)) = initial_bytes(ir, buffer)? else {
            return Ok(());
        };
        let (tile, _) = self.tile(op)?;
        let words = bytes
            .chunks(4)
            .map(|c| {
                let mut w = [0; 4];
                w[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(w)
            })
            .collect();
        // The global's name is an asm label: other characters of the
        // buffer's name become `_`, and it starts with a letter or `_`.
        let base: String = buffer
            .sym_name(ir)
            .unwrap_or("buffer")
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-') {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let name = if base.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            format!("{base}_init")
        } else {
            format!("b{base}_init")
        };
        let at = absolute(self.dev.model, tile, fit(ir, op, "address", addr)?);
        self.push(false, tile.0, Write::Block(at, words, name), ir[op].span);
        Ok(())
    }

    /// The BDs of a DMA program and its channel starts.
    fn dma(&mut self, op: OpId) -> Res<()> {
        let ir = self.ir;
        let (tile, kind) = self.tile(op)?;
        let Some(layout) = regs::bd_layout(kind) else {
            return Err(err(
                ir,
                op,
                format!("{} has no DMA", netlist::tile_text(tile)),
            ));
        };
        for DmaChannel {
            key: ch,
            repeat,
            op: first,
            blocks,
            out_of_order,
        } in channels(ir, op)?
        {
            let dir = ch.1;
            let channel = Channel {
                col: tile.0,
                row: tile.1,
                dir,
                index: ch.2,
            };
            let mut first_id = None;
            for b in blocks {
                let ops = ir.ops_in(b).collect::<Vec<_>>();
                let block = bd_block(ir, self.dev, &channel, &ops, None, false, out_of_order)?;
                let words = self.bd_words(layout, kind, tile, &block)?;
                first_id = first_id.or(Some(block.bd_id));
                let id = fit(ir, block.bd.op(), "bd_id", block.bd_id)?;
                let bd_addr = absolute(self.dev.model, tile, layout.address(id));
                let name = format!("bd_{}_{}_{}", tile.0, tile.1, block.bd_id);
                self.push(
                    false,
                    tile.0,
                    Write::Block(bd_addr, words, name),
                    ir[block.bd.op()].span,
                );
            }
            let index = fit(ir, first, "channel", ch.2)?;
            let (Some(bd_id), Some(queue)) = (first_id, regs::start_queue(kind, dir, index)) else {
                continue;
            };
            self.pad_value(first, tile, kind, dir, index);
            let repeat = fit(ir, first, "repeat_count", repeat)?;
            let q = if out_of_order {
                // Armed while the channel is idle, before its task: each
                // packet runs the BD its header names (the queue's start BD
                // is not used), `repeat` + 1 packets in all; no token (its
                // bits would alias the header's BD id, as aie-rt has it).
                let ctrl = regs::channel_ctrl(kind, dir, index)
                    .zip(regs::channel_ctrl_layout(kind, dir))
                    .and_then(|(a, l)| Some((a, l.word(&[("enable_out_of_order", 1)]).ok()?)));
                if let Some((reg, value)) = ctrl {
                    let addr = absolute(self.dev.model, tile, reg);
                    self.push(true, tile.0, Write::Word(addr, value), ir[first].span);
                }
                regs::queue_word(kind, 0, repeat, false)
            } else {
                regs::queue_word(kind, fit(ir, first, "bd_id", bd_id)?, repeat, false)
            };
            let addr = absolute(self.dev.model, tile, queue);
            self.push(true, tile.0, Write::Word(addr, q), ir[first].span);
        }
        Ok(())
    }

    /// The channel's CONSTANT_PAD_VALUE write, before its start, when the
    /// channel op (`aie.dma_start` or `aie.dma`) gives a `pad_value` other
    /// than 0 (the verifier allows one only where the register exists).
    fn pad_value(&mut self, channel_op: OpId, tile: (i64, i64), kind: TileKind, dir: Dir, ch: u32) {
        let ir = self.ir;
        let pad = match (ir.view::<DmaStart>(channel_op), ir.view::<Dma>(channel_op)) {
            (Some(s), _) => s.pad_value(ir),
            (_, Some(d)) => d.pad_value(ir),
            _ => 0,
        };
        if let Some(reg) = regs::constant_pad_value(kind, dir, ch).filter(|_| pad != 0) {
            let addr = absolute(self.dev.model, tile, reg);
            self.push(
                false,
                tile.0,
                Write::Word(addr, low32(pad)),
                ir[channel_op].span,
            );
        }
    }

    /// The words of one static BD: its fields plus the buffer's address as
    /// the DMA sees it.
    fn bd_words(
        &self,
        layout: &regs::BdLayout,
        kind: TileKind,
        tile: (i64, i64),
        block: &BdBlock,
    ) -> Res<Vec<u32>> {
        let ir = self.ir;
        let bd = block.bd.op();
        if kind == TileKind::ShimNoc && self.order.is_some() {
            return self.shim_bd_words(layout, block);
        }
        let buf = ir
            .defining_op(block.buffer)
            .and_then(|b| ir.view::<Buffer>(b))
            .ok_or_else(|| {
                err(ir, bd, "a tile DMA moves an aie.buffer; this operand is not one")
                    .with_help("host memory is reached through the runtime sequence (aiex.npu.dma_memcpy_nd or dma tasks)")
            })?;
        let addr = buf.address(ir).ok_or_else(|| {
            err(ir, bd, "Cannot lower buffer without associated address. Run pass --aie-assign-buffer-addresses first or manually assign an address.")
        })? + block.offset;
        let buf_tile = netlist::tile_of(ir, buf.op()).unwrap_or(tile);
        let mut values: Vec<(regs::BdField, i64)> = Vec::new();
        for &(field, v) in &block.values {
            match field.register() {
                Some(regs::BdField::BufferOffset | regs::BdField::BurstLength) | None => {}
                Some(r) if layout.field(r).is_some() => values.push((r, v)),
                Some(_) => {}
            }
        }
        if let Some(step) = block.d3_stride {
            values.push((regs::BdField::D3Stride, step));
        }
        values.extend(crate::npu::dma_to_npu::compression(ir, bd, layout)?);
        // The buffer's address as the DMA sees it (a mem tile's window:
        // west neighbour, own tile, east neighbour).
        let field = u32::try_from(addr)
            .ok()
            .and_then(|a| regs::bd_buffer_field(kind, buf_tile.0 - tile.0, a));
        match (kind, field) {
            (TileKind::Core, Some(f)) => values.push((regs::BdField::BaseAddress, i64::from(f))),
            (TileKind::MemTile, Some(f)) => values.push((regs::BdField::BufferOffset, i64::from(f))),
            (TileKind::Core | TileKind::MemTile, None) => {
                return Err(err(ir, bd, format!("the buffer at 0x{addr:x} on tile {buf_tile:?} is outside what this DMA reaches"))
                    .with_help("a DMA reaches its own tile's memory (a mem tile also its west and east neighbours')"))
            }
            _ => return Err(err(
                ir,
                bd,
                "static shim DMA BDs on aie.external_buffer are not lowered to CERT",
            )
            .with_help(
                "move host transfers into the runtime sequence (aiex.npu.dma_memcpy_nd, dma tasks)",
            )),
        }
        layout
            .encode(&values)
            .map_err(|e| err(ir, bd, format!("cannot encode the BD: {e}")).with_help(e.help))
    }

    /// The words of a static shim BD as aie-rt writes them: the host
    /// address is the `aie.external_buffer`'s `address` (0 without one,
    /// for a later patch) plus the BD's offset; AXI burst length as given
    /// (the longest by default), AxCACHE as given (the architecture's default
    /// without), SMID, QoS and secure bits 0.
    fn shim_bd_words(&self, layout: &regs::BdLayout, block: &BdBlock) -> Res<Vec<u32>> {
        let ir = self.ir;
        let bd = block.bd.op();
        let external = ir
            .defining_op(block.buffer)
            .and_then(|b| ir.view::<ExternalBuffer>(b))
            .ok_or_else(|| {
                err(ir, bd, "a shim DMA of the static configuration moves an aie.external_buffer; this operand is not one")
                    .with_help("declare the host buffer with aie.external_buffer")
            })?;
        let address = external.address(ir).unwrap_or(0) + block.offset;
        let address = u64::try_from(address).map_err(|_| {
            err(ir, bd, format!("the host address {address} is negative"))
                .with_help("give the aie.external_buffer a non-negative address")
        })?;
        let lengths = self.dev.model.arch.shim_burst_lengths();
        let mut values: Vec<(regs::BdField, i64)> = Vec::new();
        for &(field, v) in &block.values {
            match field.register() {
                Some(regs::BdField::BufferOffset) | None => {}
                Some(regs::BdField::BurstLength) => {
                    let enc = if v == 0 {
                        lengths.iter().max_by_key(|(_, bytes)| *bytes)
                    } else {
                        lengths.iter().find(|(_, bytes)| i64::from(*bytes) == v)
                    };
                    values.push((
                        regs::BdField::BurstLength,
                        enc.map_or(0, |e| i64::from(e.0)),
                    ));
                }
                Some(r) if layout.field(r).is_some() => values.push((r, v)),
                Some(_) => {}
            }
        }
        values.extend(crate::npu::dma_to_npu::compression(ir, bd, layout)?);
        let mut words = layout
            .encode(&values)
            .map_err(|e| err(ir, bd, format!("cannot encode the BD: {e}")).with_help(e.help))?;
        regs::set_shim_bd_host_address(&mut words, address);
        Ok(words)
    }

    fn core(&mut self, op: OpId) -> Res<()> {
        let (tile, _) = self.tile(op)?;
        let value = word(&regs::core::CORE_CONTROL, &[("enable", 1)]);
        let addr = absolute(self.dev.model, tile, regs::core::CORE_CONTROL_ADDRESS);
        self.push(true, tile.0, Write::Word(addr, value), self.ir[op].span);
        Ok(())
    }
}

fn amsel(ir: &Ir, v: ValueId) -> Option<(i64, i64)> {
    let a = ir.view::<Amsel>(ir.defining_op(v)?)?;
    Some((a.arbiter_id(ir), a.msel(ir)))
}

/// `(tile, direction, channel)` of a DMA program's channel.
type ChannelKey = ((i64, i64), Dir, i64);

/// A channel a DMA program starts.
pub(crate) struct DmaChannel {
    pub key: ChannelKey,
    pub repeat: i64,
    /// Its `aie.dma_start` or `aie.dma`.
    pub op: OpId,
    /// The BD blocks of its chain, in order.
    pub blocks: Vec<BlockId>,
    /// An out-of-order S2MM channel (`out_of_order`).
    pub out_of_order: bool,
}

/// The channel `aie.dma_start` `start` starts: its index, written or given
/// by `--aie-objectfifo-allocate` to the route endpoint it names.
pub(crate) fn start_channel(ir: &Ir, start: DmaStart) -> Res<i64> {
    start.channel_index(ir).ok_or_else(|| {
        let name = start.endpoint(ir).unwrap_or_default();
        err(
            ir,
            start.op(),
            format!("names its channel by endpoint @{name}, which has no channel yet"),
        )
        .with_help("run --aie-objectfifo-allocate first: it gives the endpoint a channel and writes its index here")
    })
}

/// The channels a DMA program starts. An out-of-order channel's chain ends
/// before a block another channel starts at (the blocks it configures).
pub(crate) fn channels(ir: &Ir, op: OpId) -> Res<Vec<DmaChannel>> {
    let tile = netlist::tile_of(ir, op).unwrap_or_default();
    let blocks: Vec<BlockId> = ir[op]
        .regions()
        .first()
        .map(|&r| ir[r].blocks.clone())
        .unwrap_or_default();
    let starts: Vec<DmaStart> = ir
        .views(blocks.iter().flat_map(|&b| ir.ops_in(b)))
        .collect();
    let heads: BTreeSet<BlockId> = starts
        .iter()
        .filter_map(|s| ir[s.op()].successors.first().map(|x| x.block))
        .collect();
    let (mut out, none) = (Vec::new(), BTreeSet::new());
    for &b in &blocks {
        for s in ir.ops_in(b) {
            if let Some(start) = ir.view::<DmaStart>(s) {
                let dir = start.channel_dir(ir).dir();
                let out_of_order = start.out_of_order(ir);
                let chain = ir[s].successors.first().map(|x| x.block);
                let stop = if out_of_order { &heads } else { &none };
                out.push(DmaChannel {
                    key: (tile, dir, start_channel(ir, start)?),
                    repeat: start.repeat_count(ir),
                    op: s,
                    blocks: chain_blocks(ir, chain, stop),
                    out_of_order,
                });
            } else if let Some(dma) = ir.view::<Dma>(s) {
                let dir = dma.channel_dir(ir).dir();
                let chain = ir[s]
                    .regions()
                    .iter()
                    .filter_map(|&r| ir[r].blocks.first().copied());
                out.push(DmaChannel {
                    key: (tile, dir, dma.channel_index(ir)),
                    repeat: dma.repeat_count(ir),
                    op: s,
                    blocks: chain.collect(),
                    out_of_order: dma.out_of_order(ir),
                });
            }
        }
    }
    Ok(out)
}

/// The BD blocks reached from `first` through `aie.next_bd`, each once,
/// up to (not including) a block of `stop` after the first.
fn chain_blocks(ir: &Ir, first: Option<BlockId>, stop: &BTreeSet<BlockId>) -> Vec<BlockId> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut at = first;
    while let Some(b) = at.filter(|b| seen.insert(*b) && (out.is_empty() || !stop.contains(b))) {
        if !ir.ops_in(b).any(|o| ir.is(o, OpKind::DmaBd)) {
            break;
        }
        out.push(b);
        at = ir.last_op(b).and_then(|t| {
            ir.is(t, OpKind::NextBd)
                .then(|| ir[t].successors.first().map(|s| s.block))
                .flatten()
        });
    }
    out
}

/// The little-endian bytes of a dense initial value of memref type `ty`.
fn dense_bytes(attr: &Attr, ty: &Type) -> Option<Vec<u8>> {
    let Attr::Dense(d) = attr else {
        return None;
    };
    let lit = &d.lit;
    let elem = ty.element()?;
    let bits = elem.bit_width()?;
    let count = usize::try_from(ty.num_elements()?).ok()?;
    let float = matches!(elem, Type::Float(_));
    let is_bf16 = *elem == Type::Float("bf16");
    let mut flat = Vec::new();
    match lit {
        DenseLit::Hex(h) => {
            let h = h.trim_start_matches("0x").trim_start_matches("0X");
            return (0..h.len() / 2)
                .map(|i| u8::from_str_radix(h.get(2 * i..2 * i + 2)?, 16).ok())
                .collect();
        }
        DenseLit::List(_) => flatten(lit, &mut flat),
        _ => flat = vec![lit; count],
    }
    if flat.len() != count {
        return None;
    }
    let bytes = usize::try_from(bits.div_ceil(8)).ok()?;
    let mut out = Vec::with_capacity(count * bytes);
    for l in flat {
        let raw: u64 = match (l, float, bits) {
            // Two's complement, of which the element's bytes are kept (the
            // parser checked the value fits the element type).
            (DenseLit::Int(v), false, _) => u64::try_from(*v & i128::from(u64::MAX)).ok()?,
            (DenseLit::Bool(b), false, _) => u64::from(*b),
            (DenseLit::Float(f), true, 32) => u64::from(f32_of(*f).to_bits()),
            (DenseLit::Float(f), true, 64) => f.to_bits(),
            (DenseLit::Int(v), true, 32) => u64::from((*v as f32).to_bits()),
            // bf16: the upper half of the f32 (rounded to nearest even).
            (DenseLit::Float(f), true, 16) if is_bf16 => u64::from(bf16_bits(f32_of(*f))),
            (DenseLit::Int(v), true, 16) if is_bf16 => u64::from(bf16_bits(*v as f32)),
            _ => return None,
        };
        out.extend_from_slice(&raw.to_le_bytes()[..bytes]);
    }
    Some(out)
}

fn flatten<'a>(lit: &'a DenseLit, out: &mut Vec<&'a DenseLit>) {
    match lit {
        DenseLit::List(items) => items.iter().for_each(|i| flatten(i, out)),
        other => out.push(other),
    }
}

/// A buffer's address and the bytes of its initial value (`None` without
/// one).
pub(super) fn initial_bytes(ir: &Ir, buffer: Buffer) -> Res<Option<(i64, Vec<u8>)>> {
    let op = buffer.op();
    let Some(init) = buffer.initial_value(ir) else {
        return Ok(None);
    };
    let Some(addr) = buffer.address(ir) else {
        return Err(
            err(ir, op, "the buffer has an initial value but no address")
                .with_help("run --aie-assign-buffer-addresses first"),
        );
    };
    let ty = ir.type_of(ir[op].results[0]);
    let bytes = dense_bytes(init, ty).ok_or_else(|| {
        err(ir, op, "cannot lay out the initial value in memory")
            .with_help("initial values are integer or f32/bf16/f16 dense literals, or hex data")
    })?;
    Ok(Some((addr, bytes)))
}

/// The register values control packets leave, by array address, for the
/// whole-register writes a masked write becomes.
#[derive(Default)]
pub(crate) struct Registers {
    values: HashMap<u64, u32>,
}

impl Registers {
    /// Records `write`.
    pub(crate) fn apply(&mut self, write: &Write) {
        match write {
            &Write::Word(addr, value) => {
                self.values.insert(addr, value);
            }
            &Write::Mask(addr, mask, value) => {
                let old = self.values.get(&addr).copied().unwrap_or(0);
                self.values.insert(addr, (old & !mask) | (value & mask));
            }
            Write::Block(addr, words, _) => {
                for (i, &w) in words.iter().enumerate() {
                    self.values.insert(addr + 4 * i as u64, w);
                }
            }
        }
    }

    /// Records `write`; the control packets making it: `(address, data)`
    /// of at most four words each.
    fn packets(&mut self, write: &Write) -> Vec<(u64, Vec<i64>)> {
        self.apply(write);
        let (addr, words): (u64, Vec<u32>) = match write {
            &Write::Word(addr, value) => (addr, vec![value]),
            &Write::Mask(addr, ..) => (addr, vec![self.values[&addr]]),
            Write::Block(addr, words, _) => (*addr, words.clone()),
        };
        let most = CONTROL_PACKET_WORDS as usize;
        words
            .chunks(most)
            .enumerate()
            .map(|(k, chunk)| {
                let data = chunk.iter().map(|&w| i64::from(w as i32)).collect();
                (addr + (4 * most * k) as u64, data)
            })
            .collect()
    }

    /// Records `item`'s write and builds the control packets making it at
    /// `at`.
    pub(crate) fn write_packets(&mut self, ir: &mut Ir, at: At, item: &Item) {
        for (address, data) in self.packets(&item.write) {
            ControlPacket::build(ir, item.span)
                .address(address as i64)
                .data(&data)
                .opcode(0)
                .stream_id(0)
                .insert(at);
        }
    }
}
