//! The netlist read back from a register image: what it declares (tiles,
//! locks, buffers) and the order everything is placed in.

use super::bd::BdView;
use super::buffers::Buffer;
use crate::ir::{BlockId, Ir, OpId, Span, ValueId, View};
use crate::ops::views::{Lock, Tile};
use aie_target::device::Device;
use aie_target::regs::image::Image;
use std::collections::BTreeMap;

/// A tile by (column, row).
pub(super) type TileAt = (u32, u32);

/// `tile (c, r)`, for messages.
pub(super) fn tile_text((c, r): TileAt) -> String {
    format!("tile ({c}, {r})")
}

/// The netlist being built into `block` (the device's) from `image`.
pub(super) struct Netlist<'a> {
    pub ir: &'a mut Ir,
    block: BlockId,
    pub image: &'a Image,
    pub device: &'static Device,
    pub warnings: &'a mut Vec<String>,
    /// Tiles declared, detached until placed first.
    tiles: BTreeMap<TileAt, ValueId>,
    /// Locks declared (a lock a BD names or a write sets), placed after the tiles.
    locks: BTreeMap<(TileAt, u32), ValueId>,
    /// Buffers, placed after the locks.
    pub buffers: Vec<Buffer>,
    /// How each BD of a compute or mem tile walks memory, by (tile, BD id).
    pub views: BTreeMap<(TileAt, u32), BdView>,
    /// The ops after tiles, locks and buffers, in order.
    pub body: Vec<OpId>,
}

impl<'a> Netlist<'a> {
    pub fn new(
        ir: &'a mut Ir,
        block: BlockId,
        image: &'a Image,
        warnings: &'a mut Vec<String>,
    ) -> Netlist<'a> {
        Netlist {
            ir,
            block,
            image,
            device: image.device,
            warnings,
            tiles: BTreeMap::new(),
            locks: BTreeMap::new(),
            buffers: Vec::new(),
            views: BTreeMap::new(),
            body: Vec::new(),
        }
    }

    pub fn warn(&mut self, message: String) {
        self.warnings.push(message);
    }

    /// The tile `delta` columns from `tile`, if on the device.
    pub fn neighbour(&self, tile: TileAt, delta: i64) -> Option<TileAt> {
        let col = u32::try_from(i64::from(tile.0) + delta).ok()?;
        self.device
            .tile_kind(i64::from(col), i64::from(tile.1))
            .map(|_| (col, tile.1))
    }

    /// The `aie.tile` of `tile`, declared on first use.
    pub fn tile(&mut self, tile: TileAt) -> ValueId {
        if let Some(&v) = self.tiles.get(&tile) {
            return v;
        }
        let op = Tile::build(self.ir, Span::default())
            .col(tile.0.into())
            .row(tile.1.into())
            .detached();
        let v = self.ir[op.op()].results[0];
        self.tiles.insert(tile, v);
        v
    }

    /// The `aie.lock` `id` of `tile`, declared on first use (with `init`
    /// when a write set its value).
    pub fn lock(&mut self, tile: TileAt, id: u32, init: Option<i64>) -> ValueId {
        if let Some(&v) = self.locks.get(&(tile, id)) {
            return v;
        }
        let t = self.tile(tile);
        let mut b = Lock::build(self.ir, Span::default())
            .operand(t)
            .lock_id(id.into());
        if let Some(v) = init {
            b = b.init(v);
        }
        let (c, r) = tile;
        let op = b.sym_name(&format!("lock_{c}_{r}_{id}")).detached();
        let v = self.ir[op.op()].results[0];
        self.locks.insert((tile, id), v);
        v
    }

    /// Reads everything the registers say, tile by tile, and places it.
    pub fn build(mut self) {
        let image = self.image;
        for (&tile, t) in &image.tiles {
            for (id, value) in t.locks() {
                self.lock(tile, id, Some(value));
            }
        }
        self.buffers = self.collect_buffers();
        self.declare_buffers();
        for (&tile, t) in &image.tiles {
            self.dma(tile, t);
        }
        for (&tile, t) in &image.tiles {
            self.switchbox(tile, t);
            self.shim_mux(tile, t);
            self.cascade(tile, t);
            self.core(tile, t);
            self.leftovers(tile, t);
        }
        for (&addr, w) in &image.outside {
            self.warnings.push(format!(
                "0x{addr:x} = 0x{:08x}: the address is in no tile of {}; not lifted",
                w.value, self.device.name
            ));
        }
        self.place();
    }

    /// Places the tiles, locks and buffers, then the body, in the device.
    fn place(self) {
        let declared = self.tiles.values().chain(self.locks.values());
        let mut ops: Vec<OpId> = declared
            .chain(self.buffers.iter().filter_map(|b| b.value.as_ref()))
            .filter_map(|&v| self.ir.defining_op(v))
            .collect();
        ops.extend(self.body);
        for op in ops {
            self.ir.append_op(self.block, op);
        }
    }
}
