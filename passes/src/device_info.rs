//! aie-translate's small reports of a device, as mlir-aie writes them:
//! `--aie-generate-mmap` (each tile's memory map: every buffer its core
//! sees, at the address it sees it), `--aie-generate-json` (the shim DMA
//! allocations by name), `--aie-generate-target-arch` (the architecture's
//! name) and `--aie-generate-corelist` (a Python list of the cores).

use crate::bcf::{core_of, device, memory_sides, placed_buffers, tile_ops};
use crate::netlist;
use dialect::ir::{TypedEnum, View};
use dialect::ops::views::ShimDmaAllocation;
use dialect::{Diagnostic, Ir};
use std::collections::BTreeMap;
use std::fmt::Write;

type Res<T> = Result<T, Diagnostic>;

/// `--aie-generate-mmap`: per tile, in (column, row) order, the buffers of
/// the memories on its four sides (`_symbol <name> 0x<address> <bytes>`).
pub fn mmap(ir: &Ir, name: Option<&str>) -> Res<String> {
    let dev = device(ir, name)?;
    let mut tiles = tile_ops(ir, &dev);
    tiles.sort_by_key(|t| t.1);
    tiles.dedup_by_key(|t| t.1);
    let mut out = String::new();
    for &(_, at) in &tiles {
        let _ = writeln!(out, "// Tile({}, {})", at.0, at.1);
        let _ = writeln!(out, "// Memory map: name base_address num_bytes");
        for side in memory_sides(dev.model, &tiles, at) {
            let Some(t) = side.memory.and_then(|m| m.tile) else {
                continue;
            };
            for b in placed_buffers(ir, &dev, t)? {
                let _ = writeln!(
                    out,
                    "_symbol {} 0x{:X} {}",
                    b.name,
                    i64::from(side.offset) + b.at,
                    b.bytes
                );
            }
        }
    }
    Ok(out)
}

/// `--aie-generate-json`: each `aie.shim_dma_allocation` by its name, with
/// its direction (S2MM 0, MM2S 1), channel and column, names in order.
pub fn shim_dma_json(ir: &Ir, name: Option<&str>) -> Res<String> {
    let dev = device(ir, name)?;
    let mut all = BTreeMap::new();
    for a in dev.views::<ShimDmaAllocation>(ir) {
        let Some((col, _)) = netlist::tile_of(ir, a.op()) else {
            return Err(netlist::op_error(
                ir,
                a.op(),
                "shim DMA allocation must reference a valid TileOp",
            )
            .with_help("give the allocation an aie.tile of the device"));
        };
        let entry = BTreeMap::from([
            ("channelDir", a.channel_dir(ir).index() as i64),
            ("channelIndex", a.channel_index(ir)),
            ("col", col),
        ]);
        all.insert(a.sym_name(ir).to_string(), entry);
    }
    let text = serde_json::to_string_pretty(&all).unwrap_or_default();
    Ok(format!("{text}\n"))
}

/// `--aie-generate-target-arch`: the architecture of the device (`AIE` for
/// the first generation, as mlir-aie prints it, and without a device).
pub fn target_arch(ir: &Ir, name: Option<&str>) -> String {
    let arch = netlist::device_named(ir, name.unwrap_or("main")).map(|d| d.model.arch);
    match arch {
        None | Some(aie_target::device::Arch::Aie1) => "AIE\n".into(),
        Some(a) => format!("{}\n", a.name()),
    }
}

/// `--aie-generate-corelist`: `[(col,row,elf),...]` for each tile with a
/// core, in program order (`None` for a core without `elf_file`).
pub fn corelist(ir: &Ir, name: Option<&str>) -> Res<String> {
    let dev = device(ir, name)?;
    let mut out = String::from("[");
    for (tile, (col, row)) in tile_ops(ir, &dev) {
        let Some(core) = core_of(ir, &dev, tile) else {
            continue;
        };
        let elf = core
            .elf_file(ir)
            .map_or("None".to_string(), |f| format!("\"{f}\""));
        let _ = write!(out, "({col},{row},{elf}),");
    }
    out.push_str("]\n");
    Ok(out)
}
