//! Queries over a verified netlist shared by the passes: the devices of a
//! module, their target model, tile coordinates, symbols, and creating tiles.

use aie_target::device::{self, Device, TileKind};
use dialect::ir::{At, Attr, BlockId, OpId, Type, ValueId};
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
    for &op in &ir[top].ops {
        if ir[op].name == "aie.device" {
            let model = ir
                .attr(op, "device")
                .and_then(Attr::as_str)
                .and_then(device::device);
            if let (Some(model), Some(body)) = (model, ir.entry_block(op, 0)) {
                out.push(Dev { op, body, model });
            }
        } else if ir[op].name.starts_with("aie.") {
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

impl Dev {
    /// The ops directly in the device body.
    pub fn ops<'a>(&self, ir: &'a Ir) -> &'a [OpId] {
        &ir[self.body].ops
    }

    /// The ops directly in the device body named `name`.
    pub fn ops_named<'a>(&self, ir: &'a Ir, name: &'a str) -> impl Iterator<Item = OpId> + 'a {
        ir[self.body]
            .ops
            .iter()
            .copied()
            .filter(move |&o| ir[o].name == name)
    }

    /// The kind of tile `(col, row)`.
    pub fn kind(&self, (col, row): (i64, i64)) -> Option<TileKind> {
        self.model.tile_kind(col, row)
    }

    /// The op in the device body whose symbol is `name`.
    pub fn symbol(&self, ir: &Ir, name: &str) -> Option<OpId> {
        self.ops(ir)
            .iter()
            .copied()
            .find(|&o| sym_name(ir, o) == Some(name))
    }

    /// The `aie.tile(col, row)` value, creating the tile after the last tile
    /// (or at the start of the body) if there is none.
    pub fn tile(&self, ir: &mut Ir, (col, row): (i64, i64)) -> ValueId {
        let mut last_tile = None;
        for &o in self.ops(ir) {
            if ir[o].name == "aie.tile" {
                if ir.int_attr(o, "col") == Some(col.into())
                    && ir.int_attr(o, "row") == Some(row.into())
                {
                    return ir[o].results[0];
                }
                last_tile = Some(o);
            }
        }
        let at = last_tile.map_or(At::Index(self.body, 0), At::After);
        let t = ir
            .build("aie.tile", Default::default())
            .attr("col", Attr::i32(col))
            .attr("row", Attr::i32(row))
            .result(Type::Index)
            .insert(at);
        ir[t].results[0]
    }

    /// The last `aie.tile` op of the body.
    pub fn last_tile(&self, ir: &Ir) -> Option<OpId> {
        self.ops(ir)
            .iter()
            .rev()
            .copied()
            .find(|&o| ir[o].name == "aie.tile")
    }

    /// The body's terminator (`aie.end`), if present.
    pub fn end(&self, ir: &Ir) -> Option<OpId> {
        ir.last_op(self.body).filter(|&o| ir[o].name == "aie.end")
    }

    /// Where to append before the terminator.
    pub fn before_end(&self, ir: &Ir) -> At {
        let n = ir[self.body].ops.len();
        match self.end(ir) {
            Some(_) => At::Index(self.body, n - 1),
            None => At::End(self.body),
        }
    }
}

/// The `sym_name` of `op`.
pub fn sym_name(ir: &Ir, op: OpId) -> Option<&str> {
    ir.attr(op, "sym_name")
        .and_then(|a| a.as_str().or_else(|| a.as_sym()))
}

/// The coordinates of tile value `v` (an `aie.tile` result).
pub fn coords(ir: &Ir, v: ValueId) -> Option<(i64, i64)> {
    let t = ir.defining_op(v).filter(|&t| ir[t].name == "aie.tile")?;
    let col = i64::try_from(ir.int_attr(t, "col")?).ok()?;
    let row = i64::try_from(ir.int_attr(t, "row")?).ok()?;
    Some((col, row))
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
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = ir.children(self.op).collect();
        stack.reverse();
        while let Some(op) = stack.pop() {
            out.push(op);
            if ir[op].name != "aie.device" {
                let start = stack.len();
                stack.extend(ir.children(op));
                stack[start..].reverse();
            }
        }
        out
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
    Diagnostic::op_error(ir[op].span, &ir[op].name, message)
}

/// Integer attribute `name` of `op`, if present and within `i64`.
pub fn int(ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    ir.int_attr(op, name).and_then(|v| i64::try_from(v).ok())
}

/// Integer attribute `name` of `op`, 0 when absent (ODS's zero default).
pub fn int_or_zero(ir: &Ir, op: OpId, name: &str) -> i64 {
    int(ir, op, name).unwrap_or(0)
}
