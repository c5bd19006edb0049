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
    let dev = self::device(ir, device)?;
    let tiles = tile_ops(ir, &dev);
    let Some(&(tile, _)) = tiles.iter().find(|t| t.1 == (col, row)) else {
        return Ok(String::new());
    };
    let model = dev.model;
    let arch = model.arch;
    let base = |side| arch.neighbour_memory_base(side).unwrap_or(0);
    let local = model.data_memory_bytes(TileKind::Core);
    let core = core_of(ir, &dev, tile);
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
    let (stack_at, stack) = match core {
        Some(c) => stack_of(ir, &dev, c)?,
        None => (0, 0),
    };
    let _ = writeln!(
        o,
        "_stack DM_stack {} {} // stack for core",
        hex(base(arch.own_memory_side(row)) + stack_at),
        hex(stack)
    );
    let _ = writeln!(o, "\n// mapping neighbors tile memory");
    for side in memory_sides(dev.model, &tiles, (col, row)) {
        let Side { dir, offset, .. } = side;
        let Some(memory) = side.memory else {
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
        if !memory.own {
            let _ = writeln!(
                o,
                "_reserved DMb {} {}  // Don't allocate variables in {dir} neighbor\n",
                hex(offset),
                hex(local)
            );
        }
        if let Some(t) = memory.tile {
            buffers(ir, &dev, t, offset, memory.own, o)?;
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
        for f in link_inputs(ir, c) {
            let _ = writeln!(o, "_include _file {f}");
        }
    }
    let _ = writeln!(o, "_resolve _main {name}");
    Ok(out)
}

/// The device named `name` (default `main`), or mlir-aie's error.
pub(crate) fn device(ir: &Ir, name: Option<&str>) -> Res<netlist::Dev> {
    netlist::device_named(ir, name.unwrap_or("main")).ok_or_else(|| {
        Diagnostic::error(
            ir[ir.top].span,
            "'builtin.module' op expected aie.device operation at toplevel",
        )
        .with_help("name the device with --aie-device-name (default: the device named `main`)")
    })
}

/// The memory a core sees on one side of its data address space.
pub(crate) struct Side {
    /// `south`, `west`, `north` or `east`.
    pub dir: &'static str,
    /// Where the side's memory starts in the core's address space.
    pub offset: u32,
    /// The memory there, if a tile with memory is on that side.
    pub memory: Option<SideMemory>,
}

/// The data memory on one side of a core.
pub(crate) struct SideMemory {
    /// It is the core's own.
    pub own: bool,
    /// The `aie.tile` op of the tile it belongs to, if the device has one.
    pub tile: Option<OpId>,
}

/// The four sides of the data address space of the tile at `at`, in the
/// order mlir-aie's linker files list them (south, west, north, east), as
/// its target model has them: the tile's own memory on one side (east on
/// AIE2; on AIE1 west on even rows), the tile beside it on the others, but
/// no memory south of row 1 nor of a MemTile.
pub(crate) fn memory_sides(
    model: &aie_target::device::Device,
    tiles: &[(OpId, (i64, i64))],
    at: (i64, i64),
) -> Vec<Side> {
    let arch = model.arch;
    [
        (WireBundle::South, "south"),
        (WireBundle::West, "west"),
        (WireBundle::North, "north"),
        (WireBundle::East, "east"),
    ]
    .into_iter()
    .map(|(side, dir)| {
        let own = side == arch.own_memory_side(at.1);
        let memory = (if own { Some(at) } else { side.step(at) })
            .filter(|&(c, r)| match model.tile_kind(c, r) {
                None => false,
                Some(kind) => side != WireBundle::South || (r != 0 && kind != TileKind::MemTile),
            })
            .map(|m| SideMemory {
                own,
                tile: tiles.iter().find(|t| t.1 == m).map(|t| t.0),
            });
        Side {
            dir,
            offset: arch.neighbour_memory_base(side).unwrap_or(0),
            memory,
        }
    })
    .collect()
}

/// Where `core`'s stack starts in its own memory (its `stack_address`, else
/// the bottom) and its bytes (mlir-aie's effective stack size); a
/// `stack_bank` the allocator has not resolved to an address is an error.
pub(crate) fn stack_of(ir: &Ir, dev: &netlist::Dev, core: Core) -> Res<(u32, u32)> {
    if core.stack_bank(ir).is_some() && core.stack_address(ir).is_none() {
        return Err(err(ir, core.op(), "stack_bank has no assigned stack_address; run --aie-assign-buffer-addresses with bank-aware allocation")
            .with_help("a linker script places the stack at an address: the allocator turns the bank into one"));
    }
    let bytes = crate::assign_buffer_addresses::stack_bytes(ir, dev, core);
    let at = core.stack_address(ir).unwrap_or(0);
    Ok((at as u32, bytes as u32))
}

/// The tile ops of `dev` with their coordinates.
pub(crate) fn tile_ops(ir: &Ir, dev: &netlist::Dev) -> Vec<(OpId, (i64, i64))> {
    ir.ops_in(dev.body)
        .filter_map(|op| {
            let t = ir.view::<Tile>(op)?;
            Some((op, (t.col(ir), t.row(ir))))
        })
        .collect()
}

/// The `aie.core` of tile op `tile` in `dev`.
pub(crate) fn core_of(ir: &Ir, dev: &netlist::Dev, tile: OpId) -> Option<Core> {
    ir.ops_in(dev.body)
        .filter_map(|op| ir.view::<Core>(op))
        .find(|c| ir[c.op()].operands.first().and_then(|&v| ir.defining_op(v)) == Some(tile))
}

/// The core's object files: `link_files` (aie-assign-core-link-files), else
/// its own `link_with`.
pub(crate) fn link_inputs(ir: &Ir, core: Core) -> Vec<&str> {
    match core.link_files(ir) {
        Some(Attr::Array(items)) => items
            .iter()
            .filter_map(|a| match a {
                Attr::Str(s) => Some(s.as_str()),
                _ => None,
            })
            .collect(),
        _ => core.link_with(ir).into_iter().collect(),
    }
}

/// A buffer of a tile, placed: its name, address and bytes, whether it is
/// initialized, and whether it is the core's data region (`core_data`).
pub(crate) struct Placed {
    pub op: OpId,
    pub name: String,
    pub at: i64,
    pub bytes: i64,
    pub initialized: bool,
    pub core_data: bool,
}

/// The buffers of tile op `tile`, each named and placed (an error for one
/// that is not: a linker file names and places each; run the buffer
/// allocator first).
pub(crate) fn placed_buffers(ir: &Ir, dev: &netlist::Dev, tile: OpId) -> Res<Vec<Placed>> {
    let of_tile = |op: OpId| ir[op].operands.first().and_then(|&v| ir.defining_op(v)) == Some(tile);
    ir.ops_in(dev.body)
        .filter(|&op| ir.is(op, OpKind::Buffer) && of_tile(op))
        .filter_map(|op| ir.view::<Buffer>(op))
        .map(|b| {
            let op = b.op();
            let name = b.sym_name(ir).ok_or_else(|| {
                err(ir, op, "has no 'sym_name': a linker file names each buffer").with_help(
                    "run --aie-assign-buffer-addresses, which names and places every buffer",
                )
            })?;
            let at = b.address(ir).ok_or_else(|| {
                err(ir, op, "has no address: a linker file places each buffer")
                    .with_help("run --aie-assign-buffer-addresses first")
            })?;
            let ty = ir[op].results.first().map(|&r| ir.type_of(r));
            Ok(Placed {
                op,
                name: name.to_string(),
                at,
                bytes: ty.and_then(|t| t.memref_bytes()).unwrap_or(0) as i64,
                initialized: b.initial_value(ir).is_some(),
                core_data: b.core_data(ir),
            })
        })
        .collect()
}

/// The lines of the buffers of tile op `tile`, its memory at `offset` as
/// the core sees it (`own`: the core's own memory).
fn buffers(
    ir: &Ir,
    dev: &netlist::Dev,
    tile: OpId,
    offset: u32,
    own: bool,
    o: &mut String,
) -> Res<()> {
    for b in placed_buffers(ir, dev, tile)? {
        let (name, bytes) = (&b.name, b.bytes);
        let at = hex(offset + b.at as u32);
        match (b.initialized, own) {
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
