//! The SVG drawing of one device: tiles coloured by kind, and for every used
//! link direction an arrow whose width and colour show use against capacity
//! (packet links dashed). Every element carries a `<title>` (hover text) and
//! the classes `f<i>` of the flows on it, which the HTML page uses.

use super::{bundle_name, describe, heat, kind_name, DeviceRouting};
use aie_target::device::bundle;
use std::fmt::Write;

/// Cell pitch, tile size and margin, in pixels.
const CELL: i64 = 72;
const TILE: i64 = 44;
const MARGIN: i64 = 36;
/// Offset of the two lanes between neighbours (one per direction).
const LANE: i64 = 9;

/// The top-left corner of tile `(col, row)`.
fn corner(d: &DeviceRouting, (c, r): (i64, i64)) -> (i64, i64) {
    (
        MARGIN + c * CELL,
        MARGIN + (i64::from(d.rows) - 1 - r) * CELL,
    )
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

pub fn render(d: &DeviceRouting) -> String {
    let w = 2 * MARGIN + i64::from(d.columns) * CELL;
    let h = 2 * MARGIN + i64::from(d.rows) * CELL;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"routing\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"monospace\">\n<defs><marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"5\" refY=\"3\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" fill=\"#444\"/></marker></defs>\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n<text x=\"{MARGIN}\" y=\"22\" font-size=\"14\">{} — {} flows, total path length {}</text>\n",
        d.device,
        d.flows.len(),
        d.total_path_length
    );
    let mut ends: std::collections::BTreeMap<(i64, i64), Vec<usize>> = Default::default();
    for (i, f) in d.flows.iter().enumerate() {
        ends.entry(f.src.tile).or_default().push(i);
        ends.entry(f.dst.tile).or_default().push(i);
    }
    for &(t, k) in &d.kinds {
        let (x, y) = corner(d, t);
        let fill = match kind_name(k) {
            "CoreTile" => "#dde8f5",
            "MemTile" => "#e6dcf2",
            "ShimNOCTile" => "#f5e3cc",
            _ => "#eeeeee",
        };
        let flows = ends.get(&t).map(Vec::as_slice).unwrap_or(&[]);
        let classes: String = flows.iter().map(|f| format!(" f{f}")).collect();
        let mut title = format!("tile ({}, {}) {}", t.0, t.1, kind_name(k));
        for &f in flows {
            let _ = write!(title, "\n{}", describe(&d.flows[f]));
        }
        let _ = writeln!(
            s,
            "<g class=\"tile{classes}\"><title>{}</title><rect x=\"{x}\" y=\"{y}\" width=\"{TILE}\" height=\"{TILE}\" rx=\"4\" fill=\"{fill}\" stroke=\"{}\" stroke-width=\"{}\"/><text x=\"{}\" y=\"{}\" font-size=\"9\" text-anchor=\"middle\">{},{}</text></g>",
            escape(&title),
            if flows.is_empty() { "#999" } else { "#222" },
            if flows.is_empty() { 1 } else { 2 },
            x + TILE / 2,
            y + TILE / 2 + 3,
            t.0,
            t.1
        );
    }
    for l in &d.links {
        let (x, y) = corner(d, l.tile);
        let (cx, cy) = (x + TILE / 2, y + TILE / 2);
        let (x1, y1, x2, y2) = match l.direction {
            bundle::NORTH => (cx - LANE, y, cx - LANE, y - (CELL - TILE)),
            bundle::SOUTH => (cx + LANE, y + TILE, cx + LANE, y + TILE + (CELL - TILE)),
            bundle::EAST => (x + TILE, cy - LANE, x + TILE + (CELL - TILE), cy - LANE),
            _ => (x, cy + LANE, x - (CELL - TILE), cy + LANE),
        };
        let used = l.channels.len() as u32;
        let flows: Vec<usize> = l.channels.values().flatten().copied().collect();
        let packet = flows.iter().any(|&f| d.flows[f].packet.is_some());
        let classes: String = flows.iter().map(|f| format!(" f{f}")).collect();
        let mut title = format!(
            "({}, {}) {}: {used}/{} channels",
            l.tile.0,
            l.tile.1,
            bundle_name(l.direction),
            l.capacity
        );
        for (c, fs) in &l.channels {
            for &f in fs {
                let _ = write!(title, "\n  channel {c}: {}", describe(&d.flows[f]));
            }
        }
        let _ = writeln!(
            s,
            "<line class=\"link{classes}\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{}\" stroke-width=\"{:.1}\"{} marker-end=\"url(#arrow)\"><title>{}</title></line>",
            heat(used, l.capacity),
            1.5 + 4.5 * f64::from(used) / f64::from(l.capacity.max(1)),
            if packet { " stroke-dasharray=\"4 2\"" } else { "" },
            escape(&title)
        );
    }
    s.push_str("</svg>\n");
    s
}
