//! The register image: a sparse model of what a stream of register writes
//! leaves in an array's registers and memories, and structured queries that
//! decode it through the register table.
//!
//! One decoder, two users: the ELF lift replays a design's configuration
//! jobs into an [`Image`] and reads the netlist back from it; the simulator
//! applies the same writes while it runs control code and reads its state
//! from the same queries.
//!
//! Writes: [`Image::write`] (WRITE_32), [`Image::mask_write`]
//! (MASK_WRITE_32: the masked bits change, the others keep their value),
//! [`Image::block_write`] (a uC-DMA or NPU block write: consecutive words).
//! Addresses are array addresses `col << 25 | row << 20 | offset` (the
//! device's shifts); anything may be written anywhere:
//!
//! - words in a tile's data memory (compute `0..0x10000`, mem tile
//!   `0..0x80000`) go to [`TileImage::memory`];
//! - a start-queue word is a FIFO push, not state: it is appended to
//!   [`TileImage::pushes`] (with a sequence number over the whole image);
//! - every other word goes to [`TileImage::registers`] with the bits that
//!   were written, whether or not the register table knows it;
//! - an address outside the device's tiles goes to [`Image::outside`].
//!
//! Registers that were never written read as 0 (the reset values of the
//! registers the queries decode, except Core_Control's reset bit and
//! Tile_Control's isolation bits, which nothing here interprets).
//!
//! Queries ([`TileImage`]): stream-switch masters, slaves and slots
//! ([`TileImage::switch`]), shim mux and demux settings, cascade, core
//! control, lock values, buffer descriptors, channel controls, start-queue
//! pushes, memory runs, and the registers the table does not know
//! ([`TileImage::unknown`]). Every field is read through the layouts of
//! [`crate::regs`]; [`classify`] names the register at any tile-local offset.
//!
//! Cost: one `BTreeMap` lookup per tile and one per word written.

use super::{
    bd_layout, cascade_ports, channel_at, channel_status_at, constant_pad_value,
    constant_pad_value_at, lock_value_at, master_layout, port_at, start_queue_layout, tile_control,
    BdField, BdLayout, Dir, Layout, SwitchReg, ACCUMULATOR_CONTROL_ADDRESS, CORE_CONTROL,
    CORE_CONTROL_ADDRESS, LOCK_VALUE, MASTER_CIRCUIT, MASTER_PACKET, MERGE_CTRL, MERGE_SLOTS,
    MERGE_SLOTS_PER_ARBITER, SHIM_DEMUX, SHIM_DEMUX_ADDRESS, SHIM_MUX, SHIM_MUX_ADDRESS,
    SHIM_MUX_ENDPOINTS, SLAVE_CONFIG, SLAVE_SLOT, SLOTS_PER_SLAVE,
};
use crate::device::{Device, TileKind, WireBundle};
use std::collections::BTreeMap;

/// A tile: `(column, row)`.
pub type TileId = (u32, u32);

/// A stream-switch port: `(bundle, channel)`.
pub type Port = (WireBundle, u32);

/// One register word: its value and the bits that writes have set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Word {
    /// The word's value (0 in bits never written).
    pub value: u32,
    /// Bits some write touched (all for WRITE_32, the mask for MASK_WRITE_32).
    pub written: u32,
}

/// What the register table says lives at a tile-local offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reg {
    /// A word of the tile's data memory.
    Memory,
    /// A stream-switch configuration register.
    Switch(SwitchReg),
    /// The shim mux (Mux_Config).
    ShimMux,
    /// The shim demux (Demux_Config).
    ShimDemux,
    /// Accumulator_Control.
    Cascade,
    /// Core_Control.
    CoreControl,
    /// Tile_Control.
    TileControl,
    /// The value register of lock `id`.
    LockValue(u32),
    /// Word `word` of buffer descriptor `id`.
    Bd {
        /// The BD's id.
        id: u32,
        /// Index of the word in the BD.
        word: usize,
    },
    /// The control register of a DMA channel: direction, channel.
    ChannelCtrl(Dir, u32),
    /// The start queue of a DMA channel: direction, channel.
    StartQueue(Dir, u32),
    /// The status register of a DMA channel: direction, channel.
    ChannelStatus(Dir, u32),
    /// A MemTile MM2S channel's CONSTANT_PAD_VALUE (AIE2P).
    PadValue(u32),
    /// Not in the register table.
    Unknown,
}

/// The register at tile-local `offset` of a `kind` tile of `device`.
pub fn classify(device: &Device, kind: TileKind, offset: u32) -> Reg {
    if !offset.is_multiple_of(4) {
        return Reg::Unknown;
    }
    if offset < device.data_memory_bytes(kind) {
        return Reg::Memory;
    }
    if let Some(reg) = SwitchReg::at(kind, offset) {
        return Reg::Switch(reg);
    }
    match (kind, offset) {
        (TileKind::ShimNoc, SHIM_MUX_ADDRESS) => return Reg::ShimMux,
        (TileKind::ShimNoc, SHIM_DEMUX_ADDRESS) => return Reg::ShimDemux,
        (TileKind::Core, ACCUMULATOR_CONTROL_ADDRESS) => return Reg::Cascade,
        (TileKind::Core, CORE_CONTROL_ADDRESS) => return Reg::CoreControl,
        _ => {}
    }
    if offset == tile_control(kind) {
        return Reg::TileControl;
    }
    if let Some(id) = lock_value_at(kind, offset).filter(|&id| id < device.num_locks(kind)) {
        return Reg::LockValue(id);
    }
    if let Some((id, word)) = bd_layout(kind)
        .and_then(|l| l.at(offset))
        .filter(|&(id, _)| id < device.num_bds(kind))
    {
        return Reg::Bd { id, word };
    }
    if let Some(ch) =
        constant_pad_value_at(kind, offset).filter(|_| device.has_pad_value_register())
    {
        return Reg::PadValue(ch);
    }
    match channel_at(kind, offset) {
        Some((dir, ch, true)) => Reg::StartQueue(dir, ch),
        Some((dir, ch, false)) => Reg::ChannelCtrl(dir, ch),
        None => match channel_status_at(kind, offset) {
            Some((dir, ch)) => Reg::ChannelStatus(dir, ch),
            None => Reg::Unknown,
        },
    }
}

/// The value of field `name` of a one-word register (0 if the layout lacks it).
fn get(layout: &Layout, word: u32, name: &str) -> i64 {
    layout.field(name).map_or(0, |f| f.get(&[word]))
}

/// One start-queue push.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueuePush {
    /// Position among all writes to the image that pushed a queue.
    pub seq: u64,
    /// The kind of the pushed tile (its queue's layout).
    pub kind: TileKind,
    /// The channel's direction.
    pub dir: Dir,
    /// The channel.
    pub channel: u32,
    /// The word pushed.
    pub word: u32,
}

impl QueuePush {
    /// The first BD of the task.
    pub fn bd_id(&self) -> u32 {
        get(start_queue_layout(self.kind), self.word, "bd_id") as u32
    }
    /// The field: repeats − 1.
    pub fn repeat_count(&self) -> u32 {
        get(start_queue_layout(self.kind), self.word, "repeat_count") as u32
    }
    /// The task sends a task-complete token when done.
    pub fn issue_token(&self) -> bool {
        get(start_queue_layout(self.kind), self.word, "issue_token") == 1
    }
}

/// The image of one tile.
#[derive(Clone, Debug)]
pub struct TileImage {
    /// The device the tile is in.
    pub device: &'static Device,
    /// The tile's kind.
    pub kind: TileKind,
    /// Register words by tile-local offset (all but memory and start queues).
    pub registers: BTreeMap<u32, Word>,
    /// Data-memory words by byte offset.
    pub memory: BTreeMap<u32, u32>,
    /// Start-queue pushes, in order.
    pub pushes: Vec<QueuePush>,
}

/// A buffer descriptor as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bd {
    /// The BD's id.
    pub id: u32,
    /// The BD layout of the tile's kind.
    pub layout: &'static BdLayout,
    /// Its words (0 where not written).
    pub words: Vec<u32>,
    /// Every word of the BD was written.
    pub complete: bool,
}

impl Bd {
    /// The value of `field`, if this BD has it.
    pub fn field(&self, field: BdField) -> Option<i64> {
        self.layout.field(field).map(|f| f.get(&self.words))
    }
}

/// A master port's configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Master {
    /// Physical port number.
    pub index: u32,
    /// Its bundle and channel.
    pub port: Port,
    /// The configuration word.
    pub word: Word,
    /// Its `master_enable` bit.
    pub enabled: bool,
    /// How it takes its stream.
    pub mode: MasterMode,
}

/// How a master port takes its stream (by its packet-enable bit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MasterMode {
    /// From the slave with physical port number `slave` (and its port, if
    /// the switch has one by that number).
    Circuit {
        /// The slave's physical port number.
        slave: u32,
        /// The slave's port, if the switch has one by that number.
        port: Option<Port>,
    },
    /// Packets of `arbiter` whose msel is in `msel_mask`.
    Packet {
        /// The arbiter whose packets it emits.
        arbiter: u32,
        /// The msels it takes (bit i = msel i).
        msel_mask: u32,
        /// Drops the packet header on egress.
        drop_header: bool,
    },
}

/// A slave port's configuration and packet rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slave {
    /// Physical port number.
    pub index: u32,
    /// Its bundle and channel.
    pub port: Port,
    /// The slave configuration word, if written.
    pub config: Option<Word>,
    /// Its `slave_enable` bit.
    pub enabled: bool,
    /// Its `packet_enable` bit: the port takes packets.
    pub packet: bool,
    /// The slots written, by slot number.
    pub slots: Vec<Slot>,
}

/// A slave slot (packet rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Slot number (0..4).
    pub index: u32,
    /// The slot's word.
    pub word: Word,
    /// Its `enable` bit.
    pub enabled: bool,
    /// The packet id it matches.
    pub id: u32,
    /// The bits of the id compared.
    pub mask: u32,
    /// The msel it tags matching packets with.
    pub msel: u32,
    /// The arbiter it sends them to.
    pub arbiter: u32,
}

/// The stream switch as written: every master and slave that a write touched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Switch {
    /// The masters written, in port order.
    pub masters: Vec<Master>,
    /// The slaves written, in port order.
    pub slaves: Vec<Slave>,
    /// The arbiters whose deterministic merge is enabled, in order.
    pub merges: Vec<Merge>,
}

/// An arbiter's enabled deterministic merge schedule: it grants slot `k`'s
/// slave `packets` packets in a row, then slot `k + 1`'s, cycling through
/// the slots up to the first whose count is 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merge {
    /// The arbiter.
    pub arbiter: u32,
    /// `(physical slave port, packets)` per slot, in position order.
    pub slots: Vec<(u32, u32)>,
}

impl Switch {
    /// The circuit connections `(slave port, master port)`: enabled circuit
    /// masters fed by an enabled slave.
    pub fn circuits(&self) -> Vec<(Port, Port)> {
        self.masters
            .iter()
            .filter(|m| m.enabled)
            .filter_map(|m| match m.mode {
                MasterMode::Circuit {
                    slave,
                    port: Some(p),
                } => self
                    .slaves
                    .iter()
                    .any(|s| s.index == slave && s.enabled && !s.packet)
                    .then_some((p, m.port)),
                _ => None,
            })
            .collect()
    }
}

/// An arbiter's merge slots from its slot registers, up to the first with
/// a packet count of 0.
fn merge_slots(arbiter: u32, words: &BTreeMap<(u32, u32), u32>) -> Vec<(u32, u32)> {
    (0..MERGE_SLOTS_PER_ARBITER)
        .map(|k| {
            let w = words.get(&(arbiter, k / 2)).copied().unwrap_or(0);
            let half = k % 2;
            let f = |name: &str| get(&MERGE_SLOTS, w, &format!("{name}_{half}")) as u32;
            (f("slave_id"), f("packet_count"))
        })
        .take_while(|&(_, packets)| packets > 0)
        .collect()
}

/// The slave with physical port number `index` in `slaves`, added if new.
fn slave_entry(
    slaves: &mut BTreeMap<u32, Slave>,
    kind: TileKind,
    index: u32,
) -> Option<&mut Slave> {
    let port = port_at(kind, index, false)?;
    Some(slaves.entry(index).or_insert(Slave {
        index,
        port,
        config: None,
        enabled: false,
        packet: false,
        slots: Vec::new(),
    }))
}

/// A shim mux or demux setting: South port `south` joined to the shim
/// endpoint `endpoint` (PLIO, DMA or NOC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MuxSetting {
    /// Mux (into the array, slave South port) or demux (master South port).
    pub into_array: bool,
    /// The South port number.
    pub south: u32,
    /// The endpoint: PLIO, DMA or NOC.
    pub endpoint: WireBundle,
}

impl TileImage {
    fn new(device: &'static Device, kind: TileKind) -> TileImage {
        TileImage {
            device,
            kind,
            registers: BTreeMap::new(),
            memory: BTreeMap::new(),
            pushes: Vec::new(),
        }
    }

    /// The register at `offset` ([`classify`]).
    pub fn classify(&self, offset: u32) -> Reg {
        classify(self.device, self.kind, offset)
    }

    /// The register word at `offset`, if written.
    pub fn reg(&self, offset: u32) -> Option<Word> {
        self.registers.get(&offset).copied()
    }

    /// The registers written of the kind `pred` selects, with their offsets.
    fn regs_where(&self, pred: fn(Reg) -> bool) -> impl Iterator<Item = (Reg, u32, Word)> + '_ {
        self.registers.iter().filter_map(move |(&o, &w)| {
            let r = self.classify(o);
            pred(r).then_some((r, o, w))
        })
    }

    /// The stream switch's masters, slaves and slots as written, in port order.
    pub fn switch(&self) -> Switch {
        let kind = self.kind;
        let mut sw = Switch::default();
        let mut slaves: BTreeMap<u32, Slave> = BTreeMap::new();
        let mut merge_words: BTreeMap<(u32, u32), u32> = BTreeMap::new();
        let mut merging = Vec::new();
        for (reg, _, word) in self.regs_where(|r| matches!(r, Reg::Switch(_))) {
            let w = word.value;
            match reg {
                Reg::Switch(SwitchReg::Master(index)) => {
                    let Some(port) = port_at(kind, index, true) else {
                        continue;
                    };
                    let layout = master_layout(w);
                    let mode = if *layout == MASTER_PACKET {
                        MasterMode::Packet {
                            arbiter: get(layout, w, "arbiter") as u32,
                            msel_mask: get(layout, w, "msel_mask") as u32,
                            drop_header: get(layout, w, "drop_header") == 1,
                        }
                    } else {
                        let s = get(&MASTER_CIRCUIT, w, "slave_port") as u32;
                        MasterMode::Circuit {
                            slave: s,
                            port: port_at(kind, s, false),
                        }
                    };
                    sw.masters.push(Master {
                        index,
                        port,
                        word,
                        enabled: get(layout, w, "master_enable") == 1,
                        mode,
                    });
                }
                Reg::Switch(SwitchReg::Slave(index)) => {
                    if let Some(s) = slave_entry(&mut slaves, kind, index) {
                        s.config = Some(word);
                        s.enabled = get(&SLAVE_CONFIG, w, "slave_enable") == 1;
                        s.packet = get(&SLAVE_CONFIG, w, "packet_enable") == 1;
                    }
                }
                Reg::Switch(SwitchReg::Slot(index, k)) if k < SLOTS_PER_SLAVE => {
                    if let Some(s) = slave_entry(&mut slaves, kind, index) {
                        let f = |name| get(&SLAVE_SLOT, w, name) as u32;
                        s.slots.push(Slot {
                            index: k,
                            word,
                            enabled: f("enable") == 1,
                            id: f("id"),
                            mask: f("mask"),
                            msel: f("msel"),
                            arbiter: f("arbiter"),
                        });
                    }
                }
                Reg::Switch(SwitchReg::MergeSlots(a, r)) => {
                    merge_words.insert((a, r), w);
                }
                Reg::Switch(SwitchReg::MergeCtrl(a)) if get(&MERGE_CTRL, w, "enable") == 1 => {
                    merging.push(a);
                }
                _ => {}
            }
        }
        sw.slaves = slaves.into_values().collect();
        sw.merges = merging
            .into_iter()
            .map(|arbiter| Merge {
                arbiter,
                slots: merge_slots(arbiter, &merge_words),
            })
            .collect();
        sw
    }

    /// The shim mux and demux fields that writes set, mux first, by South port.
    pub fn shim_mux(&self) -> Vec<MuxSetting> {
        let mut out = Vec::new();
        for (into_array, layout, address) in [
            (true, &SHIM_MUX, SHIM_MUX_ADDRESS),
            (false, &SHIM_DEMUX, SHIM_DEMUX_ADDRESS),
        ] {
            let reg = if into_array {
                Reg::ShimMux
            } else {
                Reg::ShimDemux
            };
            let Some(word) = self.reg(address).filter(|_| self.classify(address) == reg) else {
                continue;
            };
            for south in 0..8 {
                let Some(field) = layout.field(&format!("south{south}")) else {
                    continue;
                };
                if word.written & field.mask() << field.lo == 0 {
                    continue;
                }
                let value = field.get(&[word.value]) as usize;
                if let Some(&endpoint) = SHIM_MUX_ENDPOINTS.get(value) {
                    out.push(MuxSetting {
                        into_array,
                        south,
                        endpoint,
                    });
                }
            }
        }
        out
    }

    /// The cascade `(input, output)` bundles, if Accumulator_Control was written.
    pub fn cascade(&self) -> Option<(WireBundle, WireBundle)> {
        let address = ACCUMULATOR_CONTROL_ADDRESS;
        (self.classify(address) == Reg::Cascade)
            .then(|| self.reg(address))
            .flatten()
            .map(|w| cascade_ports(w.value))
    }

    /// Core_Control, if written.
    pub fn core_control(&self) -> Option<Word> {
        (self.classify(CORE_CONTROL_ADDRESS) == Reg::CoreControl)
            .then(|| self.reg(CORE_CONTROL_ADDRESS))
            .flatten()
    }

    /// Whether a write set Core_Control's enable bit.
    pub fn core_enabled(&self) -> bool {
        self.core_control()
            .is_some_and(|w| get(&CORE_CONTROL, w.value, "enable") == 1)
    }

    /// The lock values written, by lock id.
    pub fn locks(&self) -> Vec<(u32, i64)> {
        self.regs_where(|r| matches!(r, Reg::LockValue(_)))
            .filter_map(|(r, _, w)| match r {
                Reg::LockValue(id) => Some((id, get(&LOCK_VALUE, w.value, "value"))),
                _ => None,
            })
            .collect()
    }

    /// The buffer descriptors that writes touched, by id.
    pub fn bds(&self) -> Vec<Bd> {
        let Some(layout) = bd_layout(self.kind) else {
            return Vec::new();
        };
        let mut bds: BTreeMap<u32, Bd> = BTreeMap::new();
        for (r, _, w) in self.regs_where(|r| matches!(r, Reg::Bd { .. })) {
            if let Reg::Bd { id, word } = r {
                let bd = bds.entry(id).or_insert_with(|| Bd {
                    id,
                    layout,
                    words: vec![0; layout.layout.words],
                    complete: false,
                });
                bd.words[word] = w.value;
            }
        }
        for bd in bds.values_mut() {
            bd.complete = (0..layout.layout.words).all(|k| {
                self.registers
                    .get(&(layout.address(bd.id) + 4 * k as u32))
                    .is_some_and(|w| w.written == u32::MAX)
            });
        }
        bds.into_values().collect()
    }

    /// The channel control words written: `(direction, channel, word)`.
    pub fn channel_controls(&self) -> Vec<(Dir, u32, Word)> {
        self.regs_where(|r| matches!(r, Reg::ChannelCtrl(..)))
            .filter_map(|(r, _, w)| match r {
                Reg::ChannelCtrl(d, c) => Some((d, c, w)),
                _ => None,
            })
            .collect()
    }

    /// The pad word written for MemTile MM2S channel `channel` (AIE2P), if any.
    pub fn pad_value(&self, channel: u32) -> Option<u32> {
        // One lookup at the register's offset (the simulator asks at every
        // BD start), not a scan of the registers written.
        let offset = constant_pad_value(self.kind, Dir::MM2S, channel)?;
        (self.classify(offset) == Reg::PadValue(channel))
            .then(|| self.reg(offset))?
            .map(|w| w.value)
    }

    /// The data memory written, as runs of consecutive words: `(byte offset, words)`.
    pub fn memory_runs(&self) -> Vec<(u32, Vec<u32>)> {
        let mut runs: Vec<(u32, Vec<u32>)> = Vec::new();
        for (&at, &w) in &self.memory {
            match runs.last_mut() {
                Some((start, words)) if *start as u64 + 4 * words.len() as u64 == u64::from(at) => {
                    words.push(w)
                }
                _ => runs.push((at, vec![w])),
            }
        }
        runs
    }

    /// The register words the register table does not know, by offset.
    pub fn unknown(&self) -> Vec<(u32, Word)> {
        self.regs_where(|r| r == Reg::Unknown)
            .map(|(_, o, w)| (o, w))
            .collect()
    }
}

/// The register image of a device's array.
#[derive(Clone, Debug)]
pub struct Image {
    /// The device the image is of.
    pub device: &'static Device,
    /// The tiles written, by `(column, row)`.
    pub tiles: BTreeMap<TileId, TileImage>,
    /// Words written at addresses of no tile of the device, by address.
    pub outside: BTreeMap<u64, Word>,
    pushes: u64,
}

impl Image {
    /// An image of `device` with nothing written.
    pub fn new(device: &'static Device) -> Image {
        Image {
            device,
            tiles: BTreeMap::new(),
            outside: BTreeMap::new(),
            pushes: 0,
        }
    }

    /// The tile, its kind and the tile-local offset of array address `addr`
    /// (`None` outside the device's tiles).
    pub fn locate(&self, addr: u64) -> Option<(TileId, TileKind, u32)> {
        let (col, row, offset) = self.device.arch.split_address(addr);
        let (col, row) = (u32::try_from(col).ok()?, row as u32);
        let kind = self.device.tile_kind(i64::from(col), i64::from(row))?;
        Some(((col, row), kind, offset))
    }

    /// The image of tile `(col, row)`, if anything was written there.
    pub fn tile(&self, col: u32, row: u32) -> Option<&TileImage> {
        self.tiles.get(&(col, row))
    }

    /// The word at `addr` as the image holds it (0 if never written; a start
    /// queue reads as 0).
    pub fn read(&self, addr: u64) -> u32 {
        let Some((tile, _, offset)) = self.locate(addr) else {
            return self.outside.get(&addr).map_or(0, |w| w.value);
        };
        let Some(t) = self.tiles.get(&tile) else {
            return 0;
        };
        match t.classify(offset) {
            Reg::Memory => t.memory.get(&offset).copied().unwrap_or(0),
            _ => t.reg(offset).map_or(0, |w| w.value),
        }
    }

    /// WRITE_32: sets the word at `addr`.
    pub fn write(&mut self, addr: u64, value: u32) {
        self.mask_write(addr, u32::MAX, value);
    }

    /// MASK_WRITE_32: sets the bits of `mask` to those of `value`, keeps the
    /// others. On a start queue it pushes `value & mask`.
    pub fn mask_write(&mut self, addr: u64, mask: u32, value: u32) {
        let Some((tile, kind, offset)) = self.locate(addr) else {
            let w = self.outside.entry(addr).or_default();
            w.value = (w.value & !mask) | (value & mask);
            w.written |= mask;
            return;
        };
        let device = self.device;
        let t = self
            .tiles
            .entry(tile)
            .or_insert_with(|| TileImage::new(device, kind));
        match t.classify(offset) {
            Reg::Memory => {
                let w = t.memory.entry(offset).or_default();
                *w = (*w & !mask) | (value & mask);
            }
            Reg::StartQueue(dir, channel) => {
                t.pushes.push(QueuePush {
                    seq: self.pushes,
                    kind,
                    dir,
                    channel,
                    word: value & mask,
                });
                self.pushes += 1;
            }
            _ => {
                let w = t.registers.entry(offset).or_default();
                w.value = (w.value & !mask) | (value & mask);
                w.written |= mask;
            }
        }
    }

    /// A block write: `words` to consecutive addresses from `addr`.
    pub fn block_write(&mut self, addr: u64, words: &[u32]) {
        for (k, &w) in words.iter().enumerate() {
            self.write(addr.wrapping_add(4 * k as u64), w);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::WireBundle::{North, South, West, DMA, NOC};
    use crate::regs::{
        channel_ctrl, lock_value, port_index, queue_word, shim_mux_write, start_queue, CORE_BD,
        MEM_BD,
    };

    fn npu1() -> &'static Device {
        crate::device::device("npu1").unwrap()
    }

    fn abs(col: u32, row: u32, offset: u32) -> u64 {
        npu1().arch.tile_address(col, row, offset)
    }

    #[test]
    fn classifies_by_tile_kind() {
        let d = npu1();
        // 0x1F000 is a lock value on a compute tile and the mux on a shim.
        assert_eq!(classify(d, TileKind::Core, 0x1F000), Reg::LockValue(0));
        assert_eq!(classify(d, TileKind::ShimNoc, 0x1F000), Reg::ShimMux);
        assert_eq!(classify(d, TileKind::ShimNoc, 0x14010), Reg::LockValue(1));
        assert_eq!(classify(d, TileKind::MemTile, 0xC03F0), Reg::LockValue(63));
        assert_eq!(classify(d, TileKind::Core, 0x1F100), Reg::Unknown);
        assert_eq!(classify(d, TileKind::Core, 0xFFFC), Reg::Memory);
        assert_eq!(classify(d, TileKind::Core, 0x10000), Reg::Unknown);
        assert_eq!(classify(d, TileKind::MemTile, 0x7FFFC), Reg::Memory);
        assert_eq!(classify(d, TileKind::ShimNoc, 0x0), Reg::Unknown);
        assert_eq!(
            classify(d, TileKind::Core, 0x1D000 + 0x20 * 15 + 20),
            Reg::Bd { id: 15, word: 5 }
        );
        assert_eq!(
            classify(d, TileKind::Core, 0x1D000 + 0x20 * 16),
            Reg::Unknown
        );
        assert_eq!(
            classify(d, TileKind::MemTile, 0xA0000 + 0x20 * 47 + 28),
            Reg::Bd { id: 47, word: 7 }
        );
        assert_eq!(
            classify(d, TileKind::MemTile, 0xA0634),
            Reg::StartQueue(Dir::MM2S, 0)
        );
        assert_eq!(
            classify(d, TileKind::ShimNoc, 0x1D208),
            Reg::ChannelCtrl(Dir::S2MM, 1)
        );
        assert_eq!(classify(d, TileKind::Core, 0x32000), Reg::CoreControl);
        assert_eq!(classify(d, TileKind::ShimNoc, 0x32000), Reg::Unknown);
        assert_eq!(classify(d, TileKind::Core, 0x36060), Reg::Cascade);
        assert_eq!(classify(d, TileKind::MemTile, 0x96030), Reg::TileControl);
        assert_eq!(
            classify(d, TileKind::Core, 0x3F014),
            Reg::Switch(SwitchReg::Master(5))
        );
        assert_eq!(classify(d, TileKind::Core, 0x3F002), Reg::Unknown);
    }

    #[test]
    fn locate_splits_array_addresses() {
        let img = Image::new(npu1());
        assert_eq!(
            img.locate(0x041A_0634),
            Some(((2, 1), TileKind::MemTile, 0xA0634))
        );
        assert_eq!(
            img.locate(abs(3, 5, 0x32000)),
            Some(((3, 5), TileKind::Core, 0x32000))
        );
        assert_eq!(img.locate(abs(4, 0, 0)), None, "npu1 has 4 columns");
        assert_eq!(img.locate(abs(0, 6, 0)), None);
        assert_eq!(img.locate(1 << 40), None);
    }

    /// A deterministic merge schedule: only an enabled arbiter's, its slots
    /// up to the first with no packets, in position order.
    #[test]
    fn merge_schedules() {
        let mut img = Image::new(npu1());
        let k = TileKind::MemTile;
        let at = |r: SwitchReg| abs(1, 1, r.address(k).unwrap());
        let slots = |pairs: &[(&str, i64)]| MERGE_SLOTS.word(pairs).unwrap();
        // Arbiter 1: slots (14, 2), (5, 1), (14, 3), then an unused one.
        img.write(
            at(SwitchReg::MergeSlots(1, 0)),
            slots(&[
                ("slave_id_0", 14),
                ("packet_count_0", 2),
                ("slave_id_1", 5),
                ("packet_count_1", 1),
            ]),
        );
        img.write(
            at(SwitchReg::MergeSlots(1, 1)),
            slots(&[("slave_id_0", 14), ("packet_count_0", 3)]),
        );
        // Arbiter 0 has slots but no enable.
        img.write(
            at(SwitchReg::MergeSlots(0, 0)),
            slots(&[("slave_id_0", 1), ("packet_count_0", 1)]),
        );
        let merges = |img: &Image| {
            img.tile(1, 1)
                .map(|t| t.switch().merges)
                .unwrap_or_default()
        };
        assert!(merges(&img).is_empty());
        img.write(at(SwitchReg::MergeCtrl(1)), 1);
        assert_eq!(
            merges(&img),
            [Merge {
                arbiter: 1,
                slots: vec![(14, 2), (5, 1), (14, 3)]
            }]
        );
        img.write(at(SwitchReg::MergeCtrl(1)), 0);
        assert!(merges(&img).is_empty());
    }

    /// A circuit connect and a packet flow as --aie-lower-to-cert writes them.
    #[test]
    fn switch_connections() {
        let mut img = Image::new(npu1());
        let k = TileKind::Core;
        let slave = port_index(k, North, 2, false).unwrap();
        let master = port_index(k, South, 0, true).unwrap();
        let at = |r: SwitchReg| abs(0, 2, r.address(k).unwrap());
        img.write(
            at(SwitchReg::Slave(slave)),
            SLAVE_CONFIG.word(&[("slave_enable", 1)]).unwrap(),
        );
        img.write(
            at(SwitchReg::Master(master)),
            MASTER_CIRCUIT
                .word(&[("master_enable", 1), ("slave_port", slave.into())])
                .unwrap(),
        );
        // Packets from DMA 0 with id 10 to master West 1, header dropped.
        let dma = port_index(k, DMA, 0, false).unwrap();
        let west = port_index(k, West, 1, true).unwrap();
        img.write(at(SwitchReg::Slave(dma)), 0xC000_0000);
        img.write(at(SwitchReg::Slot(dma, 1)), 0x0A1F_0110);
        img.write(at(SwitchReg::Master(west)), 0xC000_0088);
        let sw = img.tile(0, 2).unwrap().switch();
        assert_eq!(sw.circuits(), [((North, 2), (South, 0))]);
        let m = sw.masters.iter().find(|m| m.port == (West, 1)).unwrap();
        assert_eq!(
            m.mode,
            MasterMode::Packet {
                arbiter: 0,
                msel_mask: 1,
                drop_header: true
            }
        );
        let s = sw.slaves.iter().find(|s| s.port == (DMA, 0)).unwrap();
        assert!(s.enabled && s.packet);
        assert_eq!(s.slots.len(), 1);
        let slot = s.slots[0];
        assert_eq!(
            (
                slot.index,
                slot.id,
                slot.mask,
                slot.msel,
                slot.arbiter,
                slot.enabled
            ),
            (1, 10, 0x1F, 1, 0, true)
        );
        // A disabled slave does not make a circuit.
        img.write(at(SwitchReg::Slave(slave)), 0);
        assert!(img.tile(0, 2).unwrap().switch().circuits().is_empty());
    }

    #[test]
    fn mux_demux_only_the_fields_written() {
        let mut img = Image::new(npu1());
        for (into, south, endpoint) in [(true, 3, DMA), (false, 2, DMA), (true, 6, NOC)] {
            let (a, m, v) = shim_mux_write(into, south, endpoint).unwrap();
            img.mask_write(abs(1, 0, a), m, v);
        }
        let settings = img.tile(1, 0).unwrap().shim_mux();
        let got: Vec<(bool, u32, WireBundle)> = settings
            .iter()
            .map(|s| (s.into_array, s.south, s.endpoint))
            .collect();
        assert_eq!(got, [(true, 3, DMA), (true, 6, NOC), (false, 2, DMA)]);
        // The same address on a compute tile is a lock.
        img.mask_write(abs(1, 2, SHIM_MUX_ADDRESS), 0x3F, 5);
        assert!(img.tile(1, 2).unwrap().shim_mux().is_empty());
        assert_eq!(img.tile(1, 2).unwrap().locks(), [(0, 5)]);
    }

    #[test]
    fn bds_locks_cascade_core_and_memory() {
        let mut img = Image::new(npu1());
        let words = CORE_BD
            .encode(&[
                (BdField::BaseAddress, 0x720 / 4),
                (BdField::BufferLength, 256),
                (BdField::ValidBd, 1),
            ])
            .unwrap();
        img.block_write(abs(0, 2, CORE_BD.address(3)), &words);
        img.write(abs(0, 2, CORE_BD.address(4) + 20), 1 << 25);
        let bds = img.tile(0, 2).unwrap().bds();
        assert_eq!(bds.len(), 2);
        assert_eq!((bds[0].id, bds[0].complete), (3, true));
        assert_eq!(bds[0].field(BdField::BaseAddress), Some(0x720 / 4));
        assert_eq!(bds[0].field(BdField::BufferLength), Some(256));
        assert_eq!(
            (bds[1].id, bds[1].complete, bds[1].field(BdField::ValidBd)),
            (4, false, Some(1))
        );
        let mem_words = MEM_BD
            .encode(&[(BdField::LockAcqId, 64 + 5), (BdField::LockAcqVal, -1)])
            .unwrap();
        img.block_write(abs(1, 1, MEM_BD.address(40)), &mem_words);
        let bd = &img.tile(1, 1).unwrap().bds()[0];
        assert_eq!(
            (
                bd.id,
                bd.field(BdField::LockAcqId),
                bd.field(BdField::LockAcqVal)
            ),
            (40, Some(69), Some(-1))
        );

        img.write(abs(0, 2, lock_value(TileKind::Core, 3)), 2);
        img.write(abs(1, 1, lock_value(TileKind::MemTile, 63)), 1);
        assert_eq!(img.tile(0, 2).unwrap().locks(), [(3, 2)]);
        assert_eq!(img.tile(1, 1).unwrap().locks(), [(63, 1)]);

        img.write(abs(0, 3, ACCUMULATOR_CONTROL_ADDRESS), 3);
        assert_eq!(
            img.tile(0, 3).unwrap().cascade(),
            Some((West, crate::device::WireBundle::East))
        );
        assert!(!img.tile(0, 3).unwrap().core_enabled());
        img.mask_write(abs(0, 3, CORE_CONTROL_ADDRESS), 1, 1);
        assert!(img.tile(0, 3).unwrap().core_enabled());
        assert_eq!(
            img.tile(0, 3).unwrap().core_control(),
            Some(Word {
                value: 1,
                written: 1
            })
        );

        img.block_write(abs(0, 2, 0x400), &[1, 2, 3]);
        img.write(abs(0, 2, 0x40C), 4);
        img.write(abs(0, 2, 0x800), 5);
        img.mask_write(abs(0, 2, 0x800), 0xFF00, 0x1200);
        assert_eq!(
            img.tile(0, 2).unwrap().memory_runs(),
            [(0x400, vec![1, 2, 3, 4]), (0x800, vec![0x1205])]
        );
        assert_eq!(img.read(abs(0, 2, 0x404)), 2);
        assert_eq!(img.read(abs(0, 2, 0x1D060)), 0x0072_0100);
        assert_eq!(img.read(abs(3, 3, 0)), 0);
    }

    #[test]
    fn queues_are_pushes_in_order() {
        let mut img = Image::new(npu1());
        let q = |col, kind, dir, ch| {
            abs(
                col,
                if kind == TileKind::MemTile { 1 } else { 0 },
                start_queue(kind, dir, ch).unwrap(),
            )
        };
        img.write(
            q(0, TileKind::MemTile, Dir::MM2S, 1),
            queue_word(TileKind::MemTile, 40, 3, true),
        );
        img.write(
            q(1, TileKind::ShimNoc, Dir::S2MM, 0),
            queue_word(TileKind::ShimNoc, 2, 0, false),
        );
        img.write(
            q(0, TileKind::MemTile, Dir::MM2S, 1),
            queue_word(TileKind::MemTile, 41, 0, false),
        );
        let mem = &img.tile(0, 1).unwrap().pushes;
        assert_eq!(mem.len(), 2);
        assert_eq!((mem[0].seq, mem[0].dir, mem[0].channel), (0, Dir::MM2S, 1));
        assert_eq!(
            (mem[0].bd_id(), mem[0].repeat_count(), mem[0].issue_token()),
            (40, 3, true)
        );
        assert_eq!((mem[1].seq, mem[1].bd_id()), (2, 41));
        assert_eq!(img.tile(1, 0).unwrap().pushes[0].seq, 1);
        assert!(
            img.tile(0, 1).unwrap().registers.is_empty(),
            "a queue is not state"
        );
        img.write(
            abs(0, 1, channel_ctrl(TileKind::MemTile, Dir::S2MM, 5).unwrap()),
            0x0F00,
        );
        assert_eq!(
            img.tile(0, 1).unwrap().channel_controls(),
            [(
                Dir::S2MM,
                5,
                Word {
                    value: 0x0F00,
                    written: u32::MAX
                }
            )]
        );
    }

    proptest::proptest! {
        /// Any writes anywhere, then every query: no panic, and reads give
        /// back what a word write left.
        #[test]
        fn any_writes_and_queries(
            writes in proptest::collection::vec(
                (0u64..(4u64 << 25), proptest::prelude::any::<u32>(), proptest::prelude::any::<u32>(), 0usize..3),
                1..64,
            ),
        ) {
            let mut img = Image::new(npu1());
            for &(addr, mask, value, how) in &writes {
                // Mostly register and memory offsets of real tiles.
                let addr = addr & !0x3 | u64::from(value & 3 == 3) ;
                match how {
                    0 => img.write(addr, value),
                    1 => img.mask_write(addr, mask, value),
                    _ => img.block_write(addr, &[value, mask, value ^ mask]),
                }
            }
            for t in img.tiles.values() {
                let _ = (t.switch().circuits(), t.shim_mux(), t.cascade(), t.core_enabled());
                let _ = (t.locks(), t.bds(), t.channel_controls(), t.memory_runs(), t.unknown());
            }
            let (addr, _, value, _) = writes[writes.len() - 1];
            let addr = addr & !0x3;
            img.write(addr, value);
            let queue = img
                .locate(addr)
                .is_some_and(|(tile, _, o)| matches!(img.tiles[&tile].classify(o), Reg::StartQueue(..)));
            proptest::prop_assert_eq!(img.read(addr), if queue { 0 } else { value });
        }
    }

    #[test]
    fn unknown_and_outside_writes_are_kept() {
        let mut img = Image::new(npu1());
        img.write(abs(0, 2, 0x1F100), 7);
        img.write(abs(0, 2, 0x3F002), 8);
        img.write(abs(7, 0, 0x100), 9);
        img.write(1 << 36, 10);
        assert_eq!(
            img.tile(0, 2).unwrap().unknown(),
            [
                (
                    0x1F100,
                    Word {
                        value: 7,
                        written: u32::MAX
                    }
                ),
                (
                    0x3F002,
                    Word {
                        value: 8,
                        written: u32::MAX
                    }
                )
            ]
        );
        assert_eq!(img.outside.len(), 2);
        assert_eq!(img.read(1 << 36), 10);
    }
}
