//! Queries over a verified netlist shared by the passes: the devices of a
//! module, their target model, tile coordinates, symbols, and creating tiles.

use aie_target::device::{self, Device, TileKind};
use dialect::ir::{At, Attr, BlockId, BlockOps, OpId, OpKind, Span, ValueId, View};
use dialect::ops::views::{self, Tile};
use dialect::ops::{attr_defs, Kind};
use dialect::{Diagnostic, Ir};

/// One `aie.device` (or, for legacy input, the top module standing for `xcvc1902`).
#[derive(Clone, Copy, Debug)]
pub struct Dev {
    /// The `aie.device` op, or the top module.
    pub op: OpId,
    /// Its body block.
    pub body: BlockId,
    /// The target model.
    pub model: &'static Device,
}

/// The devices of the module, in order. Ops directly in the module (legacy
/// form) make the module itself a device of the legacy model.
pub fn devices(ir: &Ir) -> Vec<Dev> {
    let top = ir.top_block();
    let mut out = Vec::new();
    let mut legacy = false;
    for op in ir.ops_in(top) {
        if let Some(d) = ir.view::<views::Device>(op) {
            let model = device::device(d.device(ir));
            if let (Some(model), Some(body)) = (model, ir.entry_block(op, 0)) {
                out.push(Dev { op, body, model });
            }
        } else if dialect_of(ir[op].name()) == dialect_of(OpKind::Device.name()) {
            legacy = true;
        }
    }
    if legacy {
        if let Some(model) = device::device(device::LEGACY_DEVICE) {
            out.insert(
                0,
                Dev {
                    op: ir.top,
                    body: top,
                    model,
                },
            );
        }
    }
    out
}

/// The dialect of an op name: `aie` of `aie.tile`.
fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

impl Dev {
    /// The ops directly in the device body.
    pub fn ops<'a>(&self, ir: &'a Ir) -> BlockOps<'a> {
        ir.ops_in(self.body)
    }

    /// The ops directly in the device body that are `V`s.
    pub fn views<'a, V: View + 'a>(&self, ir: &'a Ir) -> impl Iterator<Item = V> + 'a {
        ir.views(ir.ops_in(self.body))
    }

    /// The ops directly in the device body of `kind`.
    pub fn ops_of<'a>(&self, ir: &'a Ir, kind: OpKind) -> impl Iterator<Item = OpId> + 'a {
        ir.ops_in(self.body).filter(move |&o| ir.is(o, kind))
    }

    /// The kind of tile `(col, row)`.
    pub fn kind(&self, (col, row): (i64, i64)) -> Option<TileKind> {
        self.model.tile_kind(col, row)
    }

    /// The op in the device body whose symbol is `name`.
    pub fn symbol(&self, ir: &Ir, name: &str) -> Option<OpId> {
        self.ops(ir).find(|&o| sym_name(ir, o) == Some(name))
    }

    /// The symbols the ops of the device name (in their attributes).
    pub fn named_symbols(&self, ir: &Ir) -> std::collections::BTreeSet<String> {
        self.walk(ir)
            .into_iter()
            .flat_map(|o| ir.attrs(o).iter().filter_map(|(_, a)| a.as_sym()))
            .map(str::to_string)
            .collect()
    }

    /// `name`, or `name_<k>` for the first k that names no op of the device.
    pub fn free_symbol(&self, ir: &Ir, name: &str) -> String {
        let mut candidate = name.to_string();
        let mut k = 0;
        while self.symbol(ir, &candidate).is_some() {
            candidate = format!("{name}_{k}");
            k += 1;
        }
        candidate
    }

    /// The `aie.tile(col, row)` value, creating the tile after the last tile
    /// (or at the start of the body) if there is none.
    pub fn tile(&self, ir: &mut Ir, (col, row): (i64, i64)) -> ValueId {
        let mut last_tile = None;
        for t in self.views::<Tile>(ir) {
            if tile_coords(ir, t) == (col, row) {
                return ir[t.op()].results[0];
            }
            last_tile = Some(t.op());
        }
        let at = last_tile.map_or(At::Start(self.body), At::After);
        let t = Tile::build(ir, Span::default())
            .col(col)
            .row(row)
            .insert(at);
        ir[t.op()].results[0]
    }

    /// The last `aie.tile` op of the body.
    pub fn last_tile(&self, ir: &Ir) -> Option<OpId> {
        self.ops(ir).rev().find(|&o| ir.is(o, OpKind::Tile))
    }

    /// The body's terminator (`aie.end`), if present.
    pub fn end(&self, ir: &Ir) -> Option<OpId> {
        ir.last_op(self.body).filter(|&o| ir.is(o, OpKind::End))
    }

    /// Where to append before the terminator.
    pub fn before_end(&self, ir: &Ir) -> At {
        match self.end(ir) {
            Some(end) => At::Before(end),
            None => At::End(self.body),
        }
    }
}

/// The symbol `op` defines, if given: the attribute its table entry declares
/// as a symbol name (`aie.shim_dma_allocation` names its symbol by a
/// reference).
pub fn sym_name(ir: &Ir, op: OpId) -> Option<&str> {
    if let Some(alloc) = ir.view::<views::ShimDmaAllocation>(op) {
        return Some(alloc.sym_name(ir));
    }
    let def = attr_defs(ir.kind(op)?)
        .iter()
        .find(|d| d.kind == Kind::SymName)?;
    ir.attr(op, def.name)?.as_str()
}

/// Gives `op` the symbol `name` (the attribute [`sym_name`] reads).
pub fn set_sym_name(ir: &mut Ir, op: OpId, name: &str) {
    if let Some(alloc) = ir.view::<views::ShimDmaAllocation>(op) {
        alloc.set_sym_name(ir, name);
        return;
    }
    let def = ir
        .kind(op)
        .and_then(|k| attr_defs(k).iter().find(|d| d.kind == Kind::SymName));
    if let Some(def) = def {
        ir.set_attr(op, def.name, Attr::Str(name.to_string()));
    }
}

/// The device of the module whose symbol is `name` (an unnamed
/// `aie.device` is `main`).
pub fn device_named(ir: &Ir, name: &str) -> Option<Dev> {
    devices(ir).into_iter().find(|d| {
        ir.view::<views::Device>(d.op)
            .is_some_and(|v| v.sym_name(ir) == name)
    })
}

/// The symbol of device `op` (`main` for an unnamed `aie.device` or the
/// legacy top module).
pub fn device_name(ir: &Ir, op: OpId) -> &str {
    ir.view::<views::Device>(op)
        .map_or("main", |d| d.sym_name(ir))
}

/// The module with device `op` alone, printed: the design text an xclbin's
/// PDI of that device holds.
pub fn device_text(ir: &Ir, op: OpId) -> String {
    let name = device_name(ir, op);
    let mut alone = ir.clone();
    let others: Vec<OpId> = devices(&alone)
        .iter()
        .map(|d| d.op)
        .filter(|&d| device_name(&alone, d) != name)
        .collect();
    alone.erase_all(&others);
    dialect::print(&alone)
}

/// The coordinates of tile `t`.
pub fn tile_coords(ir: &Ir, t: Tile) -> (i64, i64) {
    (t.col(ir), t.row(ir))
}

/// The `aie.tile` defining tile value `v`, if an `aie.tile` does.
pub fn tile_op(ir: &Ir, v: ValueId) -> Option<Tile> {
    ir.view(ir.defining_op(v)?)
}

/// The coordinates of tile value `v` (an `aie.tile` result).
pub fn coords(ir: &Ir, v: ValueId) -> Option<(i64, i64)> {
    tile_op(ir, v).map(|t| tile_coords(ir, t))
}

/// The coordinates of the tile an op (buffer, lock, core, mem, ...) is on:
/// its first operand.
pub fn tile_of(ir: &Ir, op: OpId) -> Option<(i64, i64)> {
    coords(ir, *ir[op].operands.first()?)
}

impl Dev {
    /// Every op nested in the device, in pre-order; for the legacy top module,
    /// without the contents of `aie.device` ops in it.
    pub fn walk(&self, ir: &Ir) -> Vec<OpId> {
        ir.walk_where(self.op, |op| !ir.is(op, OpKind::Device))
    }

    /// [`Dev::walk`] for a caller that looks only for ops of `kinds`: empty,
    /// without walking, when none of them was ever created.
    pub fn walk_for(&self, ir: &Ir, kinds: &[OpKind]) -> Vec<OpId> {
        match kinds.iter().any(|&k| ir.may_contain(k)) {
            true => self.walk(ir),
            false => Vec::new(),
        }
    }

    /// [`Dev::walk`] without entering the ops of the kinds in `skip` (for a
    /// caller that knows none of what it looks for is inside them).
    pub fn walk_skipping(&self, ir: &Ir, skip: &[OpKind]) -> Vec<OpId> {
        ir.walk_where(self.op, |op| {
            !ir.kind(op)
                .is_some_and(|k| k == OpKind::Device || skip.contains(&k))
        })
    }

    /// The `V`s nested in the device ([`Dev::walk`]); none, without walking,
    /// when no op of `V`'s kind was ever created ([`Ir::may_contain`]).
    pub fn walk_views<'a, V: View + 'a>(&self, ir: &'a Ir) -> impl Iterator<Item = V> + 'a {
        ir.views(self.walk_for(ir, &[V::KIND]))
    }
}

/// Runs `lower` on every device of the module; the diagnostics of those that fail.
pub fn each_device(
    ir: &mut Ir,
    mut lower: impl FnMut(&mut Ir, &Dev) -> Result<(), Diagnostic>,
) -> Vec<Diagnostic> {
    devices(ir)
        .iter()
        .filter_map(|dev| lower(ir, dev).err())
        .collect()
}

/// `tile (col, row)`, for messages.
pub fn tile_text((col, row): (i64, i64)) -> String {
    format!("tile ({col}, {row})")
}

/// An error `'<op>' op <message>` at `op` (mlir-aie's `emitOpError`).
pub fn op_error(ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::op_error(ir[op].span, ir[op].name(), message)
}

/// Removes the attribute that setter `set` of view `v` writes (the views
/// have setters only): the setter is run on an empty attribute list, and
/// the attribute it writes is the one removed.
pub fn clear<V: View, T>(ir: &mut Ir, v: V, set: fn(V, &mut Ir, T), any: T) {
    let op = v.op();
    let kept = ir.take_attrs(op);
    set(v, ir, any);
    let written = ir.take_attrs(op);
    ir.set_attrs(op, kept);
    for (name, _) in written {
        ir.remove_attr(op, &name);
    }
}
