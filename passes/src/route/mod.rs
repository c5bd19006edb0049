//! `--aie-create-pathfinder-flows`: routes `aie.flow` (circuit) and
//! `aie.packet_flow` (packet) ops through the stream switches
//! (aie-passes.md §5; docs/routing.md).
//!
//! Per device: build the routing graph from the device table ([`graph`]),
//! collect the nets ([`collect`]), check that no cut of the array is wanted
//! by more circuit nets than it has wires ([`capacity`]), route them with
//! negotiated congestion ([`pathfinder`]), then write switchboxes, shim muxes, connects, arbiters,
//! rules and wires ([`emit`], [`packet`]). The `aie.flow` ops are consumed;
//! `aie.packet_flow` ops stay, as in mlir-aie. Routing dumps ([`dump`]) are
//! derived from the routed IR alone; [`find_flows`] recovers the flows a
//! routed netlist carries (`--aie-find-flows`, the dumps, the delivery check).

pub(crate) mod capacity;
pub(crate) mod collect;
mod delivery;
pub mod dump;
mod emit;
pub(crate) mod find_flows;
pub mod flows_json;
pub(crate) mod graph;
mod packet;
mod pathfinder;
mod report;

pub(crate) use collect::{switch_ports, Endpoint};
pub(crate) use graph::{Port, Tile};

use crate::netlist::{devices, Dev};
use crate::options::{PassOption, BOOL};
use crate::{Anchor, Args, Pass};
use dialect::ir::{OpId, View};
use dialect::ops::views::Flow;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-create-pathfinder-flows",
    name: "AIEPathfinderPass",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Route aie.flow and aie.packet_flow ops through the stream switches (negotiated-congestion PathFinder)",
    doc: "routing.md",
    options: &[
        PassOption {
            name: "route-circuit",
            help: "route circuit flows (aie.flow)",
            default: "true",
            values: BOOL,
        },
        PassOption {
            name: "route-packet",
            help: "route packet flows (aie.packet_flow)",
            default: "true",
            values: BOOL,
        },
    ],
    run,
};

/// Rounds of forbidding packet sharing on over-full ports.
const EXCLUSIVE_ROUNDS: usize = 4;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let (circuit, packet) = (args.flag("route-circuit"), args.flag("route-packet"));
    let mut diagnostics = Vec::new();
    for dev in devices(ir) {
        if let Err(d) = route_device(ir, &dev, circuit, packet) {
            diagnostics.extend(d);
        }
    }
    diagnostics
}

fn route_device(
    ir: &mut Ir,
    dev: &Dev,
    circuit: bool,
    packet: bool,
) -> Result<(), Vec<Diagnostic>> {
    let g = graph::RouteGraph::new(dev.model);
    let mut problem = collect::collect(ir, dev, &g, circuit, packet)?;
    let over = capacity::overloads(&g, &problem);
    if !over.is_empty() {
        return Err(vec![report::overloaded(ir, &problem, &over)]);
    }
    let mut router = pathfinder::Router::new(&g, &problem.blocked);
    let mut routed = router.route(&mut problem.nets);
    // Packet nets may share ports; where that needs more rules or msels than
    // a switch has, forbid sharing there and negotiate again.
    for _ in 0..EXCLUSIVE_ROUNDS {
        let full = match &routed {
            Ok(()) => packet::overfull(&g, &problem),
            Err(_) => break,
        };
        if full.is_empty() {
            break;
        }
        routed = router.reroute_exclusive(&mut problem.nets, &full);
    }
    if let Err(f) = routed {
        return Err(report::failure(ir, &g, &problem, f));
    }
    let mut boxes = emit::Boxes::scan(ir, dev);
    if circuit {
        emit::circuits(ir, dev, &g, &problem, &mut boxes);
    }
    if packet {
        packet::packets(ir, dev, &g, &problem, &mut boxes, true)?;
    }
    emit::wires(ir, dev, &boxes);
    delivery::check(ir, dev, &problem, |f| match f.packet {
        Some(_) => packet,
        None => circuit,
    })?;
    if circuit {
        let flows: Vec<OpId> = ir.views::<Flow>(dev.ops(ir)).map(|f| f.op()).collect();
        ir.erase_all(&flows);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(text: &str) -> String {
        let mut ir = dialect::parse(text).expect("parses");
        let args = Args::parse(PASS.options, "").expect("options");
        assert!(run(&mut ir, &args).is_empty());
        dialect::print(&ir)
    }

    const CROSSING: &str = "module { aie.device(npu1_2col) {
        %a = aie.tile(0, 3)
        %b = aie.tile(1, 3)
        aie.flow(%a, DMA : 0, %b, DMA : 0)
        aie.flow(%a, DMA : 1, %b, DMA : 1)
        aie.flow(%a, Core : 0, %b, Core : 0)
        aie.flow(%a, FIFO : 0, %b, FIFO : 0)
        aie.flow(%b, DMA : 0, %a, DMA : 0)
        aie.flow(%b, DMA : 1, %a, DMA : 1)
    } }";

    #[test]
    fn routing_is_deterministic() {
        assert_eq!(route(CROSSING), route(CROSSING));
    }

    #[test]
    fn every_flow_is_recovered_with_no_port_shared() {
        let mut ir = dialect::parse(CROSSING).expect("parses");
        let args = Args::parse(PASS.options, "").expect("options");
        assert!(run(&mut ir, &args).is_empty());
        let dev = devices(&ir)[0];
        let flows = find_flows::recover(&ir, &dev);
        assert_eq!(flows.len(), 6);
        let mut links: Vec<_> = flows.iter().flat_map(|f| f.links.clone()).collect();
        let total = links.len();
        links.sort();
        links.dedup();
        assert_eq!(links.len(), total, "a wire carries two circuit flows");
    }
}
