//! The text dump: a summary, the array as a grid (tile kinds and the links
//! each switch drives), every flow with its wires, and the busiest links.

use super::{describe, unrouted_line, DeviceRouting};
use aie_target::device::TileKind;
use std::fmt::Write;

/// Links listed in the "busiest" table.
const BUSIEST: usize = 10;

pub fn render(devices: &[&DeviceRouting]) -> String {
    let mut out = String::new();
    for d in devices {
        device(&mut out, d);
    }
    out
}

fn device(out: &mut String, d: &DeviceRouting) {
    let packet = d.flows.iter().filter(|f| f.packet.is_some()).count();
    let _ = writeln!(
        out,
        "device {} ({} columns x {} rows): {} flows ({} circuit, {packet} packet), total_path_length {}",
        d.device,
        d.columns,
        d.rows,
        d.flows.len(),
        d.flows.len() - packet,
        d.total_path_length
    );
    if d.unrouted > 0 {
        let _ = writeln!(out, "{}", unrouted_line(d));
    }
    let _ = writeln!(
        out,
        "\ngrid (S shim NOC, s shim PL, M mem tile, C core; the number is the links its switch drives):"
    );
    for row in (0..i64::from(d.rows)).rev() {
        let _ = write!(out, "{row:>3} ");
        for col in 0..i64::from(d.columns) {
            let kind = d
                .kinds
                .iter()
                .find(|(t, _)| *t == (col, row))
                .map(|&(_, k)| k);
            let letter = match kind {
                Some(TileKind::ShimNoc) => 'S',
                Some(TileKind::ShimPl) => 's',
                Some(TileKind::MemTile) => 'M',
                Some(TileKind::Core) => 'C',
                None => ' ',
            };
            let used: usize = d
                .links
                .iter()
                .filter(|l| l.tile == (col, row))
                .map(|l| l.channels.len())
                .sum();
            if used == 0 {
                let _ = write!(out, " {letter}  ");
            } else {
                let _ = write!(out, " {letter}{used:<2}");
            }
        }
        out.push('\n');
    }
    let _ = write!(out, "    ");
    for col in 0..d.columns {
        let _ = write!(out, "{col:>3} ");
    }
    if !d.logical.is_empty() {
        let _ = write!(out, "\n\nplaced from logical tiles:");
        for (t, logical) in &d.logical {
            let _ = write!(out, "\n  tile ({}, {}) <- {}", t.0, t.1, logical.join(", "));
        }
    }
    let _ = writeln!(out, "\n\nflows:");
    for (i, f) in d.flows.iter().enumerate() {
        let name = match d.origins[i].as_str() {
            "" => String::new(),
            o => format!("{o} "),
        };
        if i >= d.routed {
            let _ = writeln!(out, "  #{i} {name}{} [unrouted]", describe(f));
            continue;
        }
        let hops: Vec<String> = f
            .links
            .iter()
            .map(|(t, p)| format!("({},{}) {}:{}", t.0, t.1, p.bundle.name(), p.channel))
            .collect();
        let _ = writeln!(
            out,
            "  #{i} {name}{} [{} hops] {}",
            describe(f),
            f.links.len(),
            hops.join(" > ")
        );
    }
    demand(out, d);
    let mut links: Vec<_> = d.links.iter().collect();
    links.sort_by_key(|l| (std::cmp::Reverse((l.load(), l.used())), l.tile, l.direction));
    let _ = writeln!(out, "\nbusiest links (by load: channels used / wires):");
    for l in links.iter().take(BUSIEST) {
        let _ = writeln!(
            out,
            "  ({}, {}) {:<5} {}/{} {:>3}%",
            l.tile.0,
            l.tile.1,
            l.direction.name(),
            l.used(),
            l.capacity,
            l.load() / 10
        );
    }
    out.push('\n');
}

/// The over-subscribed cuts of a design with unrouted flows, and the flows
/// that must cross each.
fn demand(out: &mut String, d: &DeviceRouting) {
    let over: Vec<_> = d.demand.iter().filter(|c| c.over()).collect();
    if over.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\nover-subscribed (circuit flows that must cross / free wires):"
    );
    for c in over {
        let flows: Vec<String> = c.flows.iter().map(|f| format!("#{f}")).collect();
        let _ = writeln!(
            out,
            "  {}: {}/{}: {}",
            c.cut,
            c.demand,
            c.capacity,
            flows.join(" ")
        );
    }
}
