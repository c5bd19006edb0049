//! The Graphviz DOT dump: one node per tile at its array position (render
//! with `neato -n2` or `fdp`), one edge per used link direction labelled with
//! its channels; width and colour show use against capacity, packet links
//! are dashed.

use super::{bundle_name, heat, kind_name, DeviceRouting};
use crate::route::Tile;
use std::fmt::Write;

const SCALE: i64 = 100;

fn id(d: usize, t: Tile) -> String {
    format!("d{d}_{}_{}", t.0, t.1)
}

pub fn render(devices: &[&DeviceRouting]) -> String {
    let mut s = String::from("digraph routing {\n  node [shape=box, style=filled, fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=8];\n");
    for (i, d) in devices.iter().enumerate() {
        let _ = writeln!(s, "  subgraph cluster_{i} {{\n    label=\"{}\";", d.device);
        for &(t, k) in &d.kinds {
            let fill = match kind_name(k) {
                "CoreTile" => "#dde8f5",
                "MemTile" => "#e6dcf2",
                "ShimNOCTile" => "#f5e3cc",
                _ => "#eeeeee",
            };
            let _ = writeln!(
                s,
                "    {} [label=\"{},{}\", pos=\"{},{}!\", fillcolor=\"{fill}\", tooltip=\"{}\"];",
                id(i, t),
                t.0,
                t.1,
                t.0 * SCALE,
                t.1 * SCALE,
                kind_name(k)
            );
        }
        for l in &d.links {
            let Some(to) = crate::route::graph::step(l.tile, l.direction) else {
                continue;
            };
            let used = l.channels.len() as u32;
            let packet = l
                .channels
                .values()
                .flatten()
                .any(|&f| d.flows[f].packet.is_some());
            let chans: Vec<String> = l.channels.keys().map(|c| c.to_string()).collect();
            let _ = writeln!(
                s,
                "    {} -> {} [label=\"{}:{}\", penwidth={:.1}, color=\"{}\"{}, tooltip=\"{used}/{} channels\"];",
                id(i, l.tile),
                id(i, to),
                &bundle_name(l.direction)[..1],
                chans.join(","),
                1.0 + 3.0 * f64::from(used) / f64::from(l.capacity.max(1)),
                heat(used, l.capacity),
                if packet { ", style=dashed" } else { "" },
                l.capacity
            );
        }
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    s
}
