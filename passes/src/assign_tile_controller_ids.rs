//! `--aie-assign-tile-controller-ids`: every `aie.tile` without a
//! `controller_id` gets `#aie.packet_info<pkt_type = 0, pkt_id = N>`, N
//! from the device's controller-id table (per column by default, globally
//! unique with `column-wise-unique-ids=false`); AIE1 devices are left alone
//! (mlir-aie's AIEAssignTileCtrlIDs).

use crate::netlist::{devices, tile_text};
use crate::options::{PassOption, BOOL};
use crate::{Anchor, Args, Pass};
use dialect::ir::{Attr, View};
use dialect::ops::views::Tile;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-tile-controller-ids",
    name: "AIEAssignTileCtrlIDs",
    anchor: Anchor::Device,
    summary: "Give every aie.tile a controller_id packet id (AIE2 devices)",
    doc: "passes.md#--aie-assign-tile-controller-ids",
    options: &[PassOption {
        name: "column-wise-unique-ids",
        help: "ids unique within each column (true) or across the array (false)",
        default: "true",
        values: BOOL,
    }],
    run,
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let per_column = args.flag("column-wise-unique-ids");
    let mut diagnostics = Vec::new();
    for dev in devices(ir) {
        if !dev.model.arch.is_aie2() {
            continue;
        }
        let tiles: Vec<Tile> = dev.views::<Tile>(ir).collect();
        for t in tiles {
            if t.controller_id(ir).is_some() {
                continue;
            }
            let at = (t.col(ir), t.row(ir));
            match dev.model.controller_id(at, per_column) {
                Some(id) => t.set_controller_id(ir, Attr::PacketInfo(0, u64::from(id))),
                None => diagnostics.push(
                    Diagnostic::error(
                        ir[t.op()].span,
                        format!(
                            "{} has no controller id on {} with column-wise-unique-ids=false",
                            tile_text(at),
                            dev.model.name
                        ),
                    )
                    .with_help("use the default column-wise-unique-ids=true"),
                ),
            }
        }
    }
    diagnostics
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_come_from_the_table() {
        let mut ir = dialect::parse(
            "aie.device(npu1) { %a = aie.tile(1, 0) %b = aie.tile(1, 2) %c = aie.tile(2, 1) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 3>} }",
        )
        .unwrap();
        assert!(run(&mut ir, &Args::parse(PASS.options, "").unwrap()).is_empty());
        let out = dialect::print(&ir);
        assert!(
            out.contains(
                "aie.tile(1, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 15>}"
            ),
            "{out}"
        );
        assert!(
            out.contains(
                "aie.tile(1, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}"
            ),
            "{out}"
        );
        assert!(out.contains("pkt_id = 3>"), "{out}");
        let mut ir = dialect::parse("aie.device(npu1) { %a = aie.tile(1, 2) }").unwrap();
        let global = Args::parse(PASS.options, "column-wise-unique-ids=false").unwrap();
        assert!(run(&mut ir, &global).is_empty());
        assert!(dialect::print(&ir).contains("pkt_id = 22>"));
    }
}
