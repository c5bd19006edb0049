//! The router's post-condition: the switch configuration it wrote delivers
//! every flow it was asked for, and what a flow's source sends reaches no
//! destination it was not asked to. Checked on the configuration itself by
//! recovering its flows as `--aie-find-flows` does, so a routing that would
//! miscompile silently (a hop through a port with no wire, a packet fan-in
//! that drops a source, a merge that misdelivers) is an error at the flow.

use super::collect::{Endpoint, Flow, Problem};
use super::find_flows::{recover, Recovered};
use crate::netlist::Dev;
use dialect::{Diagnostic, Ir};
use std::collections::HashSet;

/// A flow as the checker compares it: source, destination, packet id.
type Key = (Endpoint, Endpoint, Option<u8>);

fn key(f: &Flow) -> Key {
    (f.src, f.dst, f.packet.map(|p| p.id))
}

/// The flows of `problem` (those routed: circuit and/or packet) that the
/// configuration of `dev` does not deliver as asked.
pub fn check(
    ir: &Ir,
    dev: &Dev,
    problem: &Problem,
    routed: impl Fn(&Flow) -> bool,
) -> Result<(), Vec<Diagnostic>> {
    let asked: Vec<&Flow> = problem.flows.iter().filter(|f| routed(f)).collect();
    let wanted: HashSet<Key> = asked.iter().map(|f| key(f)).collect();
    let got = recover(ir, dev);
    let delivered = Delivered::of(&got);
    let is_delivered = |f: &Flow| delivered.delivers(f);
    let mut errors: Vec<Diagnostic> = asked
        .iter()
        .filter(|f| !is_delivered(f))
        .map(|f| {
            error(
                ir,
                f,
                format!(
                    "the routed switches do not deliver the flow from {} to {}",
                    f.src, f.dst
                ),
            )
        })
        .collect();
    errors.extend(
        got.iter()
            .filter_map(|r| misdelivered(ir, &asked, &wanted, r)),
    );
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// What the recovered streams deliver, indexed for the kinds of flow
/// ends: a flow may start on a wire a neighbour's switch drives (it is part
/// of the stream from that switch's source) and end on a wire into a
/// neighbour (the stream passes that master port on its way).
pub(super) struct Delivered {
    ends: HashSet<Key>,
    reached: HashSet<(Endpoint, Option<u8>)>,
    passed: HashSet<(Endpoint, Endpoint, Option<u8>)>,
    passed_any: HashSet<(Endpoint, Option<u8>)>,
}

impl Delivered {
    pub(super) fn of(got: &[Recovered]) -> Delivered {
        let mut d = Delivered {
            ends: HashSet::new(),
            reached: HashSet::new(),
            passed: HashSet::new(),
            passed_any: HashSet::new(),
        };
        for r in got {
            d.ends.insert((r.src, r.dst, r.packet));
            d.reached.insert((r.dst, r.packet));
            for &(tile, port) in &r.links {
                let wire = Endpoint { tile, port };
                d.passed.insert((r.src, wire, r.packet));
                d.passed_any.insert((wire, r.packet));
            }
        }
        d
    }

    pub(super) fn delivers(&self, f: &Flow) -> bool {
        let id = f.packet.map(|p| p.id);
        match (on_wire(f.src), on_wire(f.dst)) {
            (false, false) => self.ends.contains(&key(f)),
            (true, false) => self.reached.contains(&(f.dst, id)),
            (false, true) => {
                self.passed.contains(&(f.src, f.dst, id)) || self.ends.contains(&key(f))
            }
            (true, true) => {
                self.passed_any.contains(&(f.dst, id)) || self.reached.contains(&(f.dst, id))
            }
        }
    }
}

/// An error when recovered stream `r` comes from the source (and packet id)
/// of an asked flow but reaches a destination none asked for (or passes a
/// wire one ends on).
fn misdelivered(
    ir: &Ir,
    asked: &[&Flow],
    wanted: &HashSet<Key>,
    r: &Recovered,
) -> Option<Diagnostic> {
    let ends_on_wire =
        |w: &Endpoint| on_wire(*w) && r.links.iter().any(|&(t, p)| t == w.tile && p == w.port);
    if wanted.contains(&(r.src, r.dst, r.packet))
        || asked.iter().any(|f| f.src == r.src && ends_on_wire(&f.dst))
    {
        return None;
    }
    let f = asked
        .iter()
        .find(|f| f.src == r.src && f.packet.map(|p| p.id) == r.packet)?;
    Some(error(
        ir,
        f,
        format!(
            "the routed switches also send the stream from {} to {}",
            f.src, r.dst
        ),
    ))
}

/// Whether `e` is a switch port a neighbour's switch may drive.
fn on_wire(e: Endpoint) -> bool {
    e.port.bundle.is_direction()
}

fn error(ir: &Ir, f: &Flow, message: String) -> Diagnostic {
    Diagnostic::op_error(ir[f.op].span, ir[f.op].name(), message)
        .with_help("the router produced a configuration that does not match the flows: this is a bug of aiec's router, please report it with the design")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::netlist::devices;
    use crate::route::{collect, graph::RouteGraph, PASS};
    use crate::Args;
    use dialect::ir::OpKind;

    const FAN_IN: &str = "module { aie.device(npu1) {
        %a = aie.tile(0, 2)
        %b = aie.tile(1, 2)
        %c = aie.tile(0, 4)
        aie.packet_flow(1) { aie.packet_source<%a, DMA : 0> aie.packet_dest<%c, DMA : 0> }
        aie.packet_flow(2) { aie.packet_source<%b, DMA : 0> aie.packet_dest<%c, DMA : 0> }
    } }";

    /// Routes `text`, then applies `damage` to the routed IR and checks it
    /// against the flows asked for.
    fn check_damaged(text: &str, damage: impl Fn(&mut Ir)) -> Result<(), Vec<Diagnostic>> {
        let mut ir = dialect::parse(text).expect("parses");
        let dev = devices(&ir)[0];
        let g = RouteGraph::new(dev.model);
        let problem = collect::collect(&ir, &dev, &g, true, true).expect("collects");
        let args = Args::parse(PASS.options, "").expect("options");
        assert!(crate::run(
            &mut ir,
            &[crate::Step::new(&PASS, args.clone())],
            crate::Config { verify_each: false },
            &mut |_, _, _| {}
        )
        .is_empty());
        damage(&mut ir);
        check(&ir, &dev, &problem, |_| true)
    }

    #[test]
    fn a_routed_fan_in_is_delivered() {
        assert!(check_damaged(FAN_IN, |_| {}).is_ok());
    }

    #[test]
    fn a_dropped_rule_is_a_flow_not_delivered() {
        let drop_first_rule = |ir: &mut Ir| {
            let dev = devices(ir)[0];
            let rule = ir
                .walk(dev.op)
                .into_iter()
                .find(|&o| ir.is(o, OpKind::Rule));
            ir.erase(rule.expect("a routed packet flow has rules"));
        };
        let errors = check_damaged(FAN_IN, drop_first_rule).expect_err("damaged");
        assert!(
            errors[0].message.contains("do not deliver the flow from"),
            "{:?}",
            errors[0].message
        );
    }

    #[test]
    fn a_stream_sent_to_a_second_destination_is_a_misdelivery() {
        // A connect on the destination's switch copying what arrives for
        // flow 1 on to the core's DMA 1 as well.
        let text = "module { aie.device(npu1) {
            %a = aie.tile(0, 2)
            %c = aie.tile(0, 3)
            aie.flow(%a, DMA : 0, %c, DMA : 0)
        } }";
        let copy = |ir: &mut Ir| {
            let dev = devices(ir)[0];
            let connect = ir
                .walk(dev.op)
                .into_iter()
                .rfind(|&o| ir.is(o, OpKind::Connect));
            let connect = connect.expect("a routed flow has connects");
            let copy = ir.clone_op(connect, &mut Default::default());
            ir.set_attr(copy, "dest_channel", dialect::ir::Attr::i32(1));
            ir.insert(dialect::ir::At::After(connect), copy);
        };
        let errors = check_damaged(text, copy).expect_err("damaged");
        assert!(
            errors[0].message.contains("also send the stream from"),
            "{:?}",
            errors[0].message
        );
    }
}

/// The classes of routing that miscompile silently when a router gets them
/// wrong, routed on npu1 and npu2: each must route, and the post-condition
/// (every flow delivered, nothing misdelivered) holds.
#[cfg(test)]
mod classes {
    use crate::netlist::devices;
    use crate::route::PASS;
    use crate::Args;
    use std::fmt::Write;

    const DEVICES: [(&str, i64); 2] = [("npu1", 4), ("npu2", 8)];

    /// Routes `flows` (ops of the device body) on `device`, declaring the
    /// tiles `(col, row)` they use as `%t<col>_<row>`.
    fn route(device: &str, tiles: &[(i64, i64)], flows: &str) {
        let mut text = format!("module {{ aie.device({device}) {{\n");
        for (c, r) in tiles {
            let _ = writeln!(text, "%t{c}_{r} = aie.tile({c}, {r})");
        }
        text.push_str(flows);
        text.push_str("} }");
        let mut ir = dialect::parse(&text).expect("parses");
        let args = Args::parse(PASS.options, "").expect("options");
        let errors = crate::run(
            &mut ir,
            &[crate::Step::new(&PASS, args.clone())],
            crate::Config { verify_each: false },
            &mut |_, _, _| {},
        );
        assert!(
            errors.is_empty(),
            "{device}: {:?}\n{text}",
            errors.iter().map(|e| &e.message).collect::<Vec<_>>()
        );
        assert_eq!(devices(&ir).len(), 1);
    }

    #[test]
    fn packet_fan_in_of_four_to_eight_sources() {
        for (device, cols) in DEVICES {
            for n in 4..=8i64 {
                let sources: Vec<(i64, i64)> =
                    (0..n).map(|k| (k % cols, 2 + k / cols % 4)).collect();
                let dest = (cols - 1, 5);
                let mut tiles = sources.clone();
                tiles.push(dest);
                tiles.sort();
                tiles.dedup();
                let mut flows = String::new();
                for (k, &(c, r)) in sources.iter().enumerate() {
                    let ch = k as i64 / cols % 2;
                    let _ = writeln!(
                        flows,
                        "aie.packet_flow({k}) {{ aie.packet_source<%t{c}_{r}, DMA : {ch}> aie.packet_dest<%t{}_{}, DMA : 0> }}",
                        dest.0, dest.1
                    );
                }
                route(device, &tiles, &flows);
            }
        }
    }

    #[test]
    fn merges_beside_fan_outs() {
        for (device, cols) in DEVICES {
            let (a, b, c, d) = ((0, 2), (1, 2), (cols - 1, 4), (cols - 1, 3));
            let flows = format!(
                "aie.packet_flow(1) {{ aie.packet_source<%t0_2, DMA : 0> aie.packet_dest<%t{0}_4, DMA : 0> aie.packet_dest<%t{0}_3, DMA : 1> }}
                 aie.packet_flow(2) {{ aie.packet_source<%t1_2, DMA : 0> aie.packet_dest<%t{0}_4, DMA : 0> }}
                 aie.packet_flow(3) {{ aie.packet_source<%t1_2, DMA : 1> aie.packet_dest<%t{0}_3, DMA : 1> }}
                 aie.flow(%t0_2, DMA : 1, %t{0}_3, DMA : 0)\n",
                cols - 1
            );
            route(device, &[a, b, c, d], &flows);
        }
    }

    #[test]
    fn every_tile_kind_and_shim_mux_channel() {
        for (device, cols) in DEVICES {
            let last = cols - 1;
            let mut tiles = vec![(0, 0), (0, 1), (0, 2), (last, 0), (last, 1), (last, 5)];
            tiles.sort();
            let flows = format!(
                "aie.flow(%t0_0, DMA : 0, %t0_1, DMA : 0)
                 aie.flow(%t0_0, DMA : 1, %t{last}_5, DMA : 1)
                 aie.flow(%t0_1, DMA : 0, %t0_2, DMA : 0)
                 aie.flow(%t0_1, DMA : 1, %t{last}_1, DMA : 1)
                 aie.flow(%t0_2, DMA : 0, %t0_0, DMA : 0)
                 aie.flow(%t0_2, DMA : 1, %t{last}_0, DMA : 1)
                 aie.flow(%t{last}_5, DMA : 0, %t{last}_0, DMA : 0)
                 aie.flow(%t{last}_1, DMA : 0, %t0_0, DMA : 1)
                 aie.flow(%t0_2, Core : 0, %t{last}_5, Core : 0)
                 aie.flow(%t{last}_0, DMA : 0, %t0_2, DMA : 1)\n"
            );
            route(device, &tiles, &flows);
        }
    }
}
