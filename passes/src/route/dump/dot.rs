//! The Graphviz DOT dump: one node per tile, pinned at its array position
//! (row 0 at the bottom; devices side by side), one edge per used link
//! direction labelled with its channels. The graph asks for the `neato`
//! layout with positions in points, so plain `dot -Tsvg` (or `neato -n2`)
//! keeps the grid. Edges leave and enter at tile corners so the two
//! directions between neighbours do not overlap; width and colour show use
//! against capacity, packet links are dashed; an edge's tooltip names its
//! flows (number and origin). Edges are straight
//! (`splines=false`): spline routing around 400 pinned nodes took `dot`
//! minutes on a 300-flow design.

use super::svg::kind_style;
use super::{heat, kind_name, DeviceRouting, Link};
use crate::route::Tile;
use aie_target::device::WireBundle;
use std::fmt::Write;

/// Points between neighbouring tiles, and tile side in inches.
const SCALE: i64 = 100;
const NODE: f64 = 0.8;

fn id(d: usize, t: Tile) -> String {
    format!("d{d}_{}_{}", t.0, t.1)
}

pub fn render(devices: &[&DeviceRouting]) -> String {
    let mut s = format!(
        "digraph routing {{\n  layout=neato;\n  inputscale=72;\n  splines=false;\n  overlap=true;\n  node [shape=box, style=filled, fixedsize=true, width={NODE}, height={NODE}, fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=8, arrowsize=0.5];\n"
    );
    let mut left = 0i64;
    for (i, d) in devices.iter().enumerate() {
        let _ = writeln!(
            s,
            "  d{i} [shape=plaintext, style=\"\", fixedsize=false, label=\"{}\", fontsize=14, pos=\"{},{}!\"];",
            d.device,
            left * SCALE,
            i64::from(d.rows) * SCALE
        );
        for &(t, k) in &d.kinds {
            let (letter, fill) = kind_style(k);
            let _ = writeln!(
                s,
                "  {} [label=\"{letter} {},{}\", pos=\"{},{}!\", fillcolor=\"{fill}\", tooltip=\"{}\"];",
                id(i, t),
                t.0,
                t.1,
                (left + t.0) * SCALE,
                t.1 * SCALE,
                kind_name(k)
            );
        }
        for l in &d.links {
            edge(&mut s, i, d, l);
        }
        left += i64::from(d.columns) + 1;
    }
    s.push_str("}\n");
    s
}

/// The corners a link in `direction` leaves and enters by.
fn ports(direction: WireBundle) -> (&'static str, &'static str) {
    match direction {
        WireBundle::North => ("nw", "sw"),
        WireBundle::South => ("se", "ne"),
        WireBundle::East => ("ne", "nw"),
        _ => ("sw", "se"),
    }
}

fn edge(s: &mut String, i: usize, d: &DeviceRouting, l: &Link) {
    let Some(to) = l.direction.step(l.tile) else {
        return;
    };
    let used = l.channels.len() as u32;
    let packet = l
        .channels
        .values()
        .flatten()
        .any(|&f| d.flows[f].packet.is_some());
    let chans: Vec<String> = l.channels.keys().map(|c| c.to_string()).collect();
    let mut flows: Vec<usize> = l.channels.values().flatten().copied().collect();
    flows.sort_unstable();
    flows.dedup();
    let names: Vec<String> = flows
        .iter()
        .map(|&f| match d.origins[f].as_str() {
            "" => format!("#{f}"),
            o => format!("#{f} {}", o.replace('"', "'")),
        })
        .collect();
    let (tail, head) = ports(l.direction);
    let _ = writeln!(
        s,
        "  {} -> {} [tailport={tail}, headport={head}, label=\"{}:{}\", penwidth={:.1}, color=\"{}\"{}, tooltip=\"{used}/{} channels: {}\"];",
        id(i, l.tile),
        id(i, to),
        &l.direction.name()[..1],
        chans.join(","),
        1.0 + 3.0 * f64::from(used) / f64::from(l.capacity.max(1)),
        heat(used, l.capacity),
        if packet { ", style=dashed" } else { "" },
        l.capacity,
        names.join(", ")
    );
}
