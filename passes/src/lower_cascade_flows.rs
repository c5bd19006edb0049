//! `--aie-lower-cascade-flows`: replaces the `aie.cascade_flow`s of a device
//! by one `aie.configure_cascade` per tile they touch (aie-passes.md §10).

use crate::netlist::{self, tile_text};
use crate::{Anchor, Args, Pass};
use dialect::ir::cases::CascadeDir;
use dialect::ir::{OpKind, Span, ValueId, View};
use dialect::ops::views::{CascadeFlow, ConfigureCascade, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-cascade-flows",
    name: "AIELowerCascadeFlows",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace aie.cascade_flow ops by aie.configure_cascade on each tile they connect",
    doc: "passes.md#--aie-lower-cascade-flows",
    options: &[],
    body: crate::Body::Run(run),
};

/// The cascade ports of one tile (input side, output side), and the
/// location of the first flow that uses them.
#[derive(Default)]
struct Ports {
    input: Option<CascadeDir>,
    output: Option<CascadeDir>,
    span: Option<Span>,
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    // mlir-aie runs this pass on `aie.device` ops only (configure_cascade
    // must be in one), so a legacy module keeps its flows.
    let top = ir.top;
    for dev in netlist::devices(ir).into_iter().filter(|d| d.op != top) {
        let mut ports: HashMap<ValueId, Ports> = HashMap::new();
        let flows: Vec<CascadeFlow> = dev.views(ir).collect();
        for &flow in &flows {
            let operands = &ir[flow.op()].operands;
            let (Some(&src), Some(&dst)) = (operands.first(), operands.get(1)) else {
                continue;
            };
            let (Some(s), Some(d)) = (netlist::coords(ir, src), netlist::coords(ir, dst)) else {
                continue;
            };
            let (into_dst, out_of_src) = if s.0 == d.0 && s.1 == d.1 + 1 {
                (CascadeDir::North, CascadeDir::South)
            } else if s.0 == d.0 - 1 && s.1 == d.1 {
                (CascadeDir::West, CascadeDir::East)
            } else {
                diags.push(
                    Diagnostic::op_error(
                        ir[flow.op()].span,
                        OpKind::CascadeFlow.name(),
                        "source tile must be to the North or West of the destination tile",
                    )
                    .with_help(format!(
                        "a cascade links neighbouring cores: the source must be directly above or directly left of the destination; {} → {} is neither ({})",
                        tile_text(s),
                        tile_text(d),
                        neighbours(d),
                    )),
                );
                continue;
            };
            let span = ir[flow.op()].span;
            let dst_ports = ports.entry(dst).or_default();
            dst_ports.input = Some(into_dst);
            dst_ports.span.get_or_insert(span);
            let src_ports = ports.entry(src).or_default();
            src_ports.output = Some(out_of_src);
            src_ports.span.get_or_insert(span);
        }
        if !diags.is_empty() {
            return diags;
        }
        // One configure_cascade per tile, in the order of the tiles.
        let tiles: Vec<ValueId> = dev
            .views::<Tile>(ir)
            .filter_map(|t| ir[t.op()].results.first().copied())
            .filter(|v| ports.contains_key(v))
            .collect();
        for tile in tiles {
            let p = &ports[&tile];
            let input = p.input.unwrap_or(CascadeDir::North);
            let output = p.output.unwrap_or(CascadeDir::South);
            let at = dev.before_end(ir);
            ConfigureCascade::build(ir, p.span.unwrap_or_default())
                .operand(tile)
                .input_dir(input)
                .output_dir(output)
                .insert(at);
        }
        for op in ir.walk_for(dev.op, &[OpKind::CascadeFlow]) {
            if ir.is(op, OpKind::CascadeFlow) {
                ir.erase(op);
            }
        }
    }
    diags
}

/// The tiles that may feed a cascade into `dst`.
fn neighbours((col, row): (i64, i64)) -> String {
    format!(
        "{} can take a cascade only from {} above or {} to its left",
        tile_text((col, row)),
        tile_text((col, row + 1)),
        tile_text((col - 1, row))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_gets_one_configure_per_tile_in_tile_order() {
        let mut ir = dialect::parse(
            "aie.device(xcve2802) {\n %a = aie.tile(1, 4)\n %b = aie.tile(2, 4)\n %c = aie.tile(2, 3)\n aie.cascade_flow(%b, %c)\n aie.cascade_flow(%a, %b)\n}",
        )
        .expect("parses");
        assert!(run(&mut ir, &Args::default()).is_empty());
        let out = dialect::print(&ir);
        let cfg: Vec<&str> = out
            .lines()
            .filter(|l| l.contains("configure_cascade"))
            .map(str::trim)
            .collect();
        assert_eq!(
            cfg,
            [
                "aie.configure_cascade(%tile_1_4, North, East)",
                "aie.configure_cascade(%tile_2_4, West, South)",
                "aie.configure_cascade(%tile_2_3, North, South)",
            ]
        );
        assert!(!out.contains("cascade_flow"));
    }
}
