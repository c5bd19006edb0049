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
//!
//! A device that control packets configure (`has_ctrl_pkt_overlay = true`)
//! is routed on the tiles whose TileControl port its column control overlay
//! reaches, the only switches the packets can configure; the overlay's
//! `priority_route` flows go first and no other flow may use their ports, so
//! they take the routes they take in the overlay's own device.

pub(crate) mod capacity;
pub(crate) mod collect;
mod delivery;
pub mod dump;
mod emit;
pub(crate) mod find_flows;
pub mod flows_json;
pub(crate) mod graph;
mod hazard;
mod packet;
mod pathfinder;
mod report;

pub(crate) use collect::{switch_ports, Endpoint};
pub(crate) use graph::{Port, Tile};

use crate::netlist::{devices, Dev};
use crate::options::{PassOption, BOOL};
use crate::{Anchor, Args, Pass};
use aie_target::device::WireBundle;
use dialect::ir::{OpId, View};
use dialect::ops::views::{Device, Flow};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

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
        PassOption {
            name: CIRCUIT_SWITCH_HOPS,
            help: "let a congested circuit flow take packet-switched hops (mlir-aie's newest); aiec routes circuit flows on circuits only, so only false is accepted",
            default: "false",
            values: BOOL,
        },
    ],
    body: crate::Body::Run(run),
};

/// Rounds of forbidding packet sharing on over-full ports.
const EXCLUSIVE_ROUNDS: usize = 4;

/// The option that would let circuit flows hop through packet switching.
const CIRCUIT_SWITCH_HOPS: &str = "circuit-switch-hops";

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    if args.flag(CIRCUIT_SWITCH_HOPS) {
        return vec![Diagnostic::error(ir[ir.top].span, format!("{CIRCUIT_SWITCH_HOPS}=true is not supported: aiec routes a circuit flow on circuit connections only"))
            .with_help(format!("drop the option or give {CIRCUIT_SWITCH_HOPS}=false; make flows that may share links packet flows instead"))];
    }
    let (circuit, packet) = (args.flag("route-circuit"), args.flag("route-packet"));
    let mut diagnostics = Vec::new();
    for dev in devices(ir) {
        match route_device(ir, &dev, circuit, packet) {
            Ok(warnings) | Err(warnings) => diagnostics.extend(warnings),
        }
    }
    diagnostics
}

fn route_device(
    ir: &mut Ir,
    dev: &Dev,
    circuit: bool,
    packet: bool,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let g = graph::RouteGraph::new(dev.model);
    let mut problem = collect::collect(ir, dev, &g, circuit, packet)?;
    let over = capacity::overloads(&g, &problem);
    if !over.is_empty() {
        return Err(vec![report::overloaded(ir, &g, &problem, &over)]);
    }
    let closed = outside_overlay(ir, dev, &g, &problem);
    let blocked: Vec<bool> = problem
        .blocked
        .iter()
        .zip(&closed)
        .map(|(&b, &c)| b || c)
        .collect();
    let mut router = pathfinder::Router::new(&g, &blocked);
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
    let warnings = if packet {
        packet::packets(ir, dev, &g, &problem, &mut boxes, true)?
    } else {
        Vec::new()
    };
    emit::wires(ir, dev, &boxes);
    delivery::check(ir, dev, &problem, |f| match f.packet {
        Some(_) => packet,
        None => circuit,
    })?;
    if circuit {
        let flows: Vec<OpId> = ir.views::<Flow>(dev.ops(ir)).map(|f| f.op()).collect();
        ir.erase_all(&flows);
    }
    Ok(warnings)
}

/// In a device configured by control packets (`has_ctrl_pkt_overlay =
/// true`, see `--aie-generate-column-control-overlay`), the nodes of tiles
/// whose TileControl port the overlay does not reach: control packets
/// cannot configure their switches, so no route may use them. Elsewhere none.
fn outside_overlay(ir: &Ir, dev: &Dev, g: &graph::RouteGraph, p: &collect::Problem) -> Vec<bool> {
    let carries = ir
        .view::<Device>(dev.op)
        .is_some_and(|d| d.has_ctrl_pkt_overlay(ir) == Some(true));
    if !carries {
        return vec![false; g.len()];
    }
    let covered: BTreeSet<graph::Tile> = p
        .flows
        .iter()
        .filter(|f| f.packet.is_some_and(|k| k.priority))
        .filter(|f| f.dst.port.bundle == WireBundle::TileControl)
        .map(|f| f.dst.tile)
        .collect();
    g.graph
        .node_weights()
        .map(|n| !covered.contains(&n.tile) || !covered.contains(&n.to))
        .collect()
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

    /// Column 0 crowded by circuit flows, and a packet flow that shares
    /// the overlay's shim channel (mlir-aie's ctrl_packet_reload_congested
    /// in miniature); columns 1 rows 0-2 declared.
    const CONGESTED: &str = "module { aie.device(npu2) @cg {
        %t00 = aie.tile(0, 0)
        %t01 = aie.tile(0, 1)
        %t02 = aie.tile(0, 2)
        %t03 = aie.tile(0, 3)
        %t04 = aie.tile(0, 4)
        %t05 = aie.tile(0, 5)
        %t12 = aie.tile(1, 2)
        aie.flow(%t01, DMA : 0, %t02, DMA : 0)
        aie.flow(%t01, DMA : 1, %t03, DMA : 0)
        aie.flow(%t01, DMA : 2, %t04, DMA : 0)
        aie.flow(%t01, DMA : 3, %t05, DMA : 0)
        aie.flow(%t01, DMA : 4, %t02, DMA : 1)
        aie.flow(%t02, DMA : 0, %t01, DMA : 0)
        aie.flow(%t03, DMA : 0, %t01, DMA : 1)
        aie.packet_flow(3) {
            aie.packet_source<%t00, DMA : 0>
            aie.packet_dest<%t03, DMA : 1>
        }
    } }";

    /// `(master port, its amsels)` and `(slave port, its rules)` of the
    /// switches of device `dev`, by tile.
    type Packets = std::collections::BTreeMap<
        (i64, i64),
        (
            Vec<(String, Vec<(i64, i64)>)>,
            Vec<(String, Vec<(i64, i64, i64, i64)>)>,
        ),
    >;

    fn packet_config(ir: &Ir, dev: &Dev) -> Packets {
        use dialect::ops::views::{Amsel, Masterset, PacketRules, Rule, Switchbox};
        let amsel = |v| {
            let a = ir
                .view::<Amsel>(ir.defining_op(v).expect("an amsel"))
                .expect("an amsel");
            (a.arbiter_id(ir), a.msel(ir))
        };
        let mut out = Packets::new();
        for sb in ir.views::<Switchbox>(dev.ops(ir)) {
            let tile = crate::netlist::tile_of(ir, sb.op()).expect("a tile");
            let entry = out.entry(tile).or_default();
            for op in ir.children(sb.op()) {
                if let Some(m) = ir.view::<Masterset>(op) {
                    let port = format!("{}:{}", m.dest_bundle(ir), m.dest_channel(ir));
                    entry
                        .0
                        .push((port, ir[op].operands.iter().map(|&v| amsel(v)).collect()));
                } else if let Some(r) = ir.view::<PacketRules>(op) {
                    let port = format!("{}:{}", r.source_bundle(ir), r.source_channel(ir));
                    let rules = ir
                        .views::<Rule>(ir.walk(op))
                        .map(|rule| {
                            let (a, m) = amsel(ir[rule.op()].operands[0]);
                            (rule.mask(ir), rule.value(ir), a, m)
                        })
                        .collect();
                    entry.1.push((port, rules));
                }
            }
        }
        out
    }

    /// The overlay `emit-standalone-overlay` adds is routed in the crowded
    /// design exactly as in its own device: the same masters with the same
    /// amsels, and each slave port's overlay rules in its first slots.
    #[test]
    fn the_overlay_is_routed_as_in_its_own_device() {
        let mut ir = dialect::parse(CONGESTED).expect("parses");
        let overlay = &crate::ctrl_packet::overlay::PASS;
        let options =
            "route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true";
        let args = Args::parse(overlay.options, options).expect("options");
        assert!(crate::run(
            &mut ir,
            &[crate::Step::new(overlay, args.clone())],
            crate::Config { verify_each: false },
            &mut |_, _, _| {}
        )
        .is_empty());
        let args = Args::parse(PASS.options, "").expect("options");
        let ds = run(&mut ir, &args);
        assert!(ds.is_empty(), "{ds:?}");
        let devs = devices(&ir);
        let (design, alone) = (packet_config(&ir, &devs[0]), packet_config(&ir, &devs[1]));
        assert!(!alone.is_empty());
        for (tile, (masters, slaves)) in &alone {
            let (d_masters, d_slaves) = &design[tile];
            for m in masters {
                assert!(
                    d_masters.contains(m),
                    "{tile:?}: {m:?} not in {d_masters:?}"
                );
            }
            for (port, rules) in slaves {
                let d = d_slaves.iter().find(|(p, _)| p == port).map(|(_, r)| r);
                assert!(
                    d.is_some_and(|d| d.starts_with(rules)),
                    "{tile:?} {port}: {rules:?} are not the first rules of {d:?}"
                );
            }
        }
    }

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
