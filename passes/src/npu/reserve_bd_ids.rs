//! `--aie-reserve-runtime-bd-ids`: a tile's BD ids are one table, shared by
//! its static DMA program and the tasks of the runtime sequences, which two
//! passes number without seeing each other. This one records the ids the
//! runtime sequences pin (`aie.dma_bd {bd_id}` in an `aiex.dma_configure_task`)
//! per tile, as `aiex.reserved_bd_ids` on the task's `aie.tile`, so that
//! `--aie-assign-bd-ids` steps over them (mlir-aie's AIEReserveRuntimeBDIDs).
//! A design may declare one tile twice: the assignment reads the union over
//! every `aie.tile` of the coordinates ([`reserved`]).

use crate::netlist;
use crate::{Anchor, Args, Pass};
use dialect::ir::View;
use dialect::ops::views::{DmaBd, DmaConfigureTask, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-reserve-runtime-bd-ids",
    name: "AIEReserveRuntimeBDIDs",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Record the bd_ids runtime-sequence DMA tasks pin, per tile, as aiex.reserved_bd_ids for --aie-assign-bd-ids",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        // Keyed by the task's own `aie.tile` op, in the order of first use.
        let mut pinned: Vec<(Tile, BTreeSet<i64>)> = Vec::new();
        for task in ir
            .walk_views::<DmaConfigureTask>(dev.op)
            .collect::<Vec<_>>()
        {
            let Some(tile) = ir[task.op()]
                .operands
                .first()
                .and_then(|&v| netlist::tile_op(ir, v))
            else {
                continue;
            };
            let ids = ir
                .walk_views::<DmaBd>(task.op())
                .filter_map(|bd| bd.bd_id(ir));
            match pinned.iter_mut().find(|(t, _)| *t == tile) {
                Some((_, set)) => set.extend(ids),
                None => pinned.push((tile, ids.collect())),
            }
        }
        for (tile, ids) in pinned.into_iter().filter(|(_, ids)| !ids.is_empty()) {
            tile.set_aiex_reserved_bd_ids(ir, &ids.into_iter().collect::<Vec<_>>());
        }
    }
    Vec::new()
}

/// The BD ids the runtime sequences reserve on tile `coords` of the device
/// `dev` (the union over its `aie.tile` ops there).
pub(crate) fn reserved(ir: &Ir, dev: &netlist::Dev, coords: (i64, i64)) -> BTreeSet<i64> {
    dev.views::<Tile>(ir)
        .filter(|t| (t.col(ir), t.row(ir)) == coords)
        .flat_map(|t| t.aiex_reserved_bd_ids(ir).unwrap_or_default())
        .collect()
}
