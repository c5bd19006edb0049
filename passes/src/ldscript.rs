//! `aie-translate --aie-generate-ldscript --tilecol=C --tilerow=R`: the GNU
//! linker script of the core of tile (C, R) for Peano's `ld.lld`, mlir-aie's
//! `AIETranslateToLdScript`: program memory (the core's 16 KiB), one `data`
//! region for the sections the core compiler places itself (`.data`,
//! `.rodata`, `.bss`), the stack at its address in the core's own memory,
//! and every buffer the core sees (its own and its neighbours') as a symbol
//! at its address; then the core's object files and its entry point. The
//! text is mlir-aie's, line for line.
//!
//! The data region is the tile's `core_data` buffer when it has one, else
//! the region the buffer allocator recorded on the core (`data_origin`,
//! `data_length`), else the largest run of the core's memory that neither
//! the stack nor a buffer takes, its start aligned as the allocator aligns
//! it. A region that a buffer or the stack overlaps, or that runs past the
//! memory, was placed before the layout changed: an error, never a region
//! that would let the core's data and a buffer overwrite each other.

use crate::assign_buffer_addresses::occupancy::Occupancy;
use crate::bcf::{
    core_of, link_inputs, memory_sides, placed_buffers, stack_of, tile_ops, Placed, Side,
};
use crate::netlist::{op_error as err, Dev};
use aie_target::device::TileKind;
use dialect::ir::OpId;
use dialect::ops::views::Core;
use dialect::{Diagnostic, Ir};
use std::fmt::Write;

type Res<T> = Result<T, Diagnostic>;

/// The script of the core of tile (`col`, `row`) of device `device`
/// (default `main`); empty when the device has no such tile.
pub fn translate(ir: &Ir, col: i64, row: i64, device: Option<&str>) -> Res<String> {
    let dev = crate::bcf::device(ir, device)?;
    let tiles = tile_ops(ir, &dev);
    let Some(&(tile, _)) = tiles.iter().find(|t| t.1 == (col, row)) else {
        return Ok(String::new());
    };
    let model = dev.model;
    let arch = model.arch;
    let local = model.data_memory_bytes(TileKind::Core);
    let own_base = i64::from(
        arch.neighbour_memory_base(arch.own_memory_side(row))
            .unwrap_or(0),
    );
    let core = core_of(ir, &dev, tile);
    let stack = core.map(|c| stack_of(ir, &dev, c)).transpose()?;
    let own = placed_buffers(ir, &dev, tile)?;
    let (data_at, data_len) = data_region(ir, &dev, tile, core, stack, &own)?;
    let mut out = String::new();
    let o = &mut out;
    let _ = write!(
        o,
        "\nMEMORY\n{{\n   program (RX) : ORIGIN = 0, LENGTH = 0x{:X}\n   data (!RX) : ORIGIN = 0x{:X}, LENGTH = 0x{:X}",
        aie_target::regs::core::PROGRAM_MEMORY_BYTES,
        own_base + data_at,
        data_len
    );
    o.push_str(SECTIONS);
    let _ = writeln!(
        o,
        ". = 0x{:X};",
        own_base + stack.map_or(0, |s| i64::from(s.0))
    );
    let _ = writeln!(o, "_sp_start_value_DM_stack = .;");
    match stack {
        Some((_, bytes)) => {
            let _ = writeln!(o, ". += 0x{bytes:X}; /* stack */");
        }
        None => o.push_str("/* no stack allocated */\n"),
    }
    for side in memory_sides(model, &tiles, (col, row)) {
        let Side { dir, offset, .. } = side;
        match side.memory {
            None => {
                let _ = writeln!(o, "/* No tile with memory exists to the {dir}. */");
                let _ = writeln!(o, ". = 0x{offset:X};\n. += 0x{local:X};");
            }
            Some(m) => {
                let Some(t) = m.tile else { continue };
                for b in placed_buffers(ir, &dev, t)? {
                    if !b.core_data {
                        let _ = writeln!(
                            o,
                            ". = 0x{:X};\n{} = .;\n. += 0x{:X};",
                            offset as i64 + b.at,
                            b.name,
                            b.bytes
                        );
                    }
                }
            }
        }
    }
    o.push_str("  .bss : { *(.bss*) } > data\n}\n");
    if let Some(c) = core {
        for f in link_inputs(ir, c) {
            let _ = writeln!(o, "INPUT({f})");
        }
        let _ = writeln!(o, "PROVIDE(main = core_{col}_{row});");
    }
    Ok(out)
}

/// The script between the memory regions and the stack (mlir-aie's).
const SECTIONS: &str = "
}
ENTRY(__start)
SECTIONS
{
  . = 0x0;
  .text : {
     /* the __start symbol has to come at address zero. */
     *crt0.o(.text*)
     _ctors_start = .;
     _init_array_start = .;
     KEEP(SORT(*.init_array))
     _ctors_end = .;
     _init_array_end = .;
     _dtors_start = .;
     _dtors_end = .;
     *(.text*)
  } > program
  .data : {
     *(.data*)
     *(.rodata*)
  } > data
  .comment : {
     *(.comment*)
  }
  .symtab : {
     *(.symtab)
  }
  .shstrtab : {
     *(.shstrtab)
  }
  .strtab : {
     *(.strtab)
  }
  .stack_sizes : {
     *(.stack_sizes)
  }

";

/// The core's data region `(start, bytes)` in its own memory (the module
/// doc): checked against the memory, the stack and the buffers when it was
/// placed before, computed otherwise.
fn data_region(
    ir: &Ir,
    dev: &Dev,
    tile: OpId,
    core: Option<Core>,
    stack: Option<(u32, u32)>,
    own: &[Placed],
) -> Res<(i64, i64)> {
    let local = i64::from(dev.model.data_memory_bytes(TileKind::Core));
    let stack = stack.map_or((0, 0), |(at, bytes)| (i64::from(at), i64::from(bytes)));
    let given = own
        .iter()
        .find(|b| b.core_data)
        .map(|b| ((b.at, b.bytes), "data region", b.op))
        .or_else(|| {
            let c = core?;
            let region = (c.data_origin(ir)?, c.data_length(ir)?);
            Some((region, "recorded data region", tile))
        });
    let Some(((at, bytes), what, op)) = given else {
        return Ok(largest_free_run(dev, stack, own, local));
    };
    let stale = "the buffer allocator's placement is stale";
    let again = "re-run --aie-assign-buffer-addresses after the passes that add or move buffers or the stack";
    let end = at + bytes;
    if end > local {
        return Err(err(
            ir,
            op,
            format!("{what} runs past this tile's local memory; {stale}"),
        )
        .with_help(again));
    }
    if bytes > 0 && at < stack.0 + stack.1 && stack.0 < end {
        return Err(err(ir, op, format!("{what} overlaps the stack; {stale}")).with_help(again));
    }
    for b in own
        .iter()
        .filter(|b| !b.core_data && b.bytes > 0 && bytes > 0)
    {
        if b.at < end && at < b.at + b.bytes {
            return Err(err(
                ir,
                op,
                format!(
                    "{what} 0x{at:X}-0x{:X} overlaps buffer '{}' at 0x{:X}; {stale}. Re-run --aie-assign-buffer-addresses",
                    end - 1,
                    b.name,
                    b.at
                ),
            )
            .with_help(again));
        }
    }
    Ok((at, bytes))
}

/// The largest run of the core's memory (`local` bytes) that neither the
/// stack nor a buffer takes, its start aligned to the core's widest vector
/// access as the allocator aligns the region it records.
fn largest_free_run(dev: &Dev, stack: (i64, i64), own: &[Placed], local: i64) -> (i64, i64) {
    let mut taken = Occupancy::new(local);
    let runs = own
        .iter()
        .map(|b| (b.at, b.at + b.bytes))
        .chain([(stack.0, stack.0 + stack.1)]);
    for (start, end) in runs {
        for (s, e) in taken.gaps(start.max(0), end.min(local)) {
            taken.take(s, e);
        }
    }
    taken.largest_aligned_run(dev.model.vector_alignment(TileKind::Core).max(1))
}
