//! `aie-translate --aie-generate-bcf --tilecol=C --tilerow=R`: the chess
//! linker's BCF of the core of tile (C, R), mlir-aie's `generate_bcf`: the
//! entry points and the core's function, the stack in the core's own data
//! memory, each neighbour's data memory reserved (a tile with memory on each
//! side: its buffers as symbols at their addresses as the core sees them,
//! initialized ones in the core's own memory as overlays), the rest of the
//! address space reserved, the core's object files included. Buffers need
//! their addresses (`--aie-assign-buffer-addresses`). The text is
//! mlir-aie's, line for line.

use crate::netlist::{self, op_error as err};
use aie_target::device::{TileKind, WireBundle};
use dialect::ir::{Attr, OpId, OpKind, View};
use dialect::ops::views::{Buffer, Core, Tile};
use dialect::{Diagnostic, Ir};
use std::fmt::Write;

type Res<T> = Result<T, Diagnostic>;

/// The size of a core's data address space (mlir-aie's BCF reserves what
/// its data memories leave of it).
const ADDRESS_SPACE: u32 = 0x10_0000;

/// mlir-aie's hex: `0x` and the digits, upper case, no leading zeros.
fn hex(v: u32) -> String {
    format!("0x{v:X}")
}

/// The BCF of the core of tile (`col`, `row`) of device `device` (default
/// `main`); empty when the device has no such tile.
pub fn translate(ir: &Ir, col: i64, row: i64, device: Option<&str>) -> Res<String> {
    let dev = netlist::device_named(ir, device.unwrap_or("main")).ok_or_else(|| {
        Diagnostic::error(
            ir[ir.top].span,
            "'builtin.module' op expected aie.device operation at toplevel",
        )
        .with_help("name the device with --aie-device-name (default: the device named `main`)")
    })?;
    let tiles: Vec<(OpId, (i64, i64))> = ir
        .ops_in(dev.body)
        .filter_map(|op| {
            let t = ir.view::<Tile>(op)?;
            Some((op, (t.col(ir), t.row(ir))))
        })
        .collect();
    let Some(&(tile, _)) = tiles.iter().find(|t| t.1 == (col, row)) else {
        return Ok(String::new());
    };
    let model = dev.model;
    let arch = model.arch;
    let base = |side| arch.neighbour_memory_base(side).unwrap_or(0);
    let local = model.data_memory_bytes(TileKind::Core);
    let core = ir
        .ops_in(dev.body)
        .filter_map(|op| ir.view::<Core>(op))
        .find(|c| ir[c.op()].operands.first().and_then(|&v| ir.defining_op(v)) == Some(tile));
    let name = format!("core_{col}_{row}");
    let mut out = String::new();
    let o = &mut out;
    let _ = writeln!(o, "_entry_point _main_init");
    let _ = writeln!(o, "_symbol {name} _after _main_init");
    let _ = writeln!(o, "_symbol _main_init 0");
    let _ = writeln!(
        o,
        "_reserved DMb 0x00000 {} // Don't put data in code memory",
        hex(base(WireBundle::South))
    );
    let stack = core.map_or(0, |c| c.stack_size(ir));
    let _ = writeln!(
        o,
        "_stack DM_stack {} {} // stack for core",
        hex(base(arch.own_memory_side(row))),
        hex(stack as u32)
    );
    let _ = writeln!(o, "\n// mapping neighbors tile memory");
    let sides = [
        (WireBundle::South, "south"),
        (WireBundle::West, "west"),
        (WireBundle::North, "north"),
        (WireBundle::East, "east"),
    ];
    for (side, dir) in sides {
        let offset = base(side);
        // The core's own memory is on one side (the tile itself); on the
        // others, the memory of a core tile beside it.
        let own = side == arch.own_memory_side(row);
        let beside = side
            .step((col, row))
            .filter(|&(c, r)| model.tile_kind(c, r) == Some(TileKind::Core));
        let Some(at) = (if own { Some((col, row)) } else { beside }) else {
            let _ = writeln!(
                o,
                "_reserved DMb {} {}  // No tile with memory exists to the {dir}.",
                hex(offset),
                hex(local)
            );
            continue;
        };
        let _ = writeln!(
            o,
            "// {dir} -------------------------------------------------"
        );
        if !own {
            let _ = writeln!(
                o,
                "_reserved DMb {} {}  // Don't allocate variables in {dir} neighbor\n",
                hex(offset),
                hex(local)
            );
        }
        if let Some(&(t, _)) = tiles.iter().find(|t| t.1 == at) {
            buffers(ir, dev.body, t, offset, own, o)?;
        }
    }
    let _ = writeln!(o, "// end mapping neighbors tile memory\n");
    let end = base(WireBundle::East) + local;
    let _ = writeln!(
        o,
        "_reserved DMb {} {} // And everything else the core can't see",
        hex(end),
        hex(ADDRESS_SPACE - end)
    );
    if let Some(c) = core {
        let files: Vec<&str> = match c.link_files(ir) {
            Some(Attr::Array(items)) => items
                .iter()
                .filter_map(|a| match a {
                    Attr::Str(s) => Some(s.as_str()),
                    _ => None,
                })
                .collect(),
            _ => c.link_with(ir).into_iter().collect(),
        };
        for f in files {
            let _ = writeln!(o, "_include _file {f}");
        }
    }
    let _ = writeln!(o, "_resolve _main {name}");
    Ok(out)
}

/// The lines of the buffers of tile op `tile`, its memory at `offset` as
/// the core sees it (`own`: the core's own memory).
fn buffers(
    ir: &Ir,
    body: dialect::ir::BlockId,
    tile: OpId,
    offset: u32,
    own: bool,
    o: &mut String,
) -> Res<()> {
    let of_tile = |op: OpId| ir[op].operands.first().and_then(|&v| ir.defining_op(v)) == Some(tile);
    for op in ir
        .ops_in(body)
        .filter(|&op| ir.is(op, OpKind::Buffer) && of_tile(op))
    {
        let Some(b) = ir.view::<Buffer>(op) else {
            continue;
        };
        let name = b.sym_name(ir).ok_or_else(|| {
            err(ir, op, "has no 'sym_name': a BCF names each buffer")
                .with_help("run --aie-assign-buffer-addresses, which names and places every buffer")
        })?;
        let address = b.address(ir).ok_or_else(|| {
            err(ir, op, "has no address: a BCF places each buffer")
                .with_help("run --aie-assign-buffer-addresses first")
        })?;
        let ty = ir[op].results.first().map(|&r| ir.type_of(r));
        let bytes = ty.and_then(|t| t.memref_bytes()).unwrap_or(0);
        let at = hex(offset + address as u32);
        match (b.initial_value(ir).is_some(), own) {
            (true, false) => {
                let _ = writeln!(
                    o,
                    "// skip initialization of \"{name}\" which is initialized in the neighboring tile"
                );
            }
            (true, true) => {
                let _ = writeln!(o, "_overlay {name} {at} // {bytes} bytes");
            }
            (false, _) => {
                let _ = writeln!(o, "_symbol {name} {at} {bytes}\n_extern {name}");
                let _ = writeln!(o, "_reserved DMb {at} {bytes}");
            }
        }
        let _ = writeln!(o);
    }
    Ok(())
}
