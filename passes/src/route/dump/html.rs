//! The HTML viewer: one self-contained page (inline CSS, SVG and script; no
//! network). The drawing of the current device fills the window (zoom, pan,
//! fit); a side panel holds the device choice, search, legend, an info box
//! and the flow list. Search filters flows by number, tile, port or kind;
//! clicking pins flows (their routes stay drawn); hovering previews. The
//! page's state is also read from, and written to, the URL fragment
//! (`#q=…&pin=…&dev=…&heat=0`), so a view can be shared or scripted.

use super::svg::{self, escape, Variant};
use super::{describe, unrouted_line, DeviceRouting};
use std::fmt::Write;

const STYLE: &str = include_str!("viewer.css");
const SCRIPT: &str = include_str!("viewer.js");

pub fn render(devices: &[&DeviceRouting]) -> String {
    let mut s = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>aiec routing</title>\n<style>\n{STYLE}</style>\n<script>window.addEventListener('error',e=>{{document.documentElement.dataset.errors=(document.documentElement.dataset.errors||'')+e.message+';';}});</script>\n</head>\n<body>\n<main id=\"view\">\n<button id=\"panel\" title=\"show or hide the side panel (p)\">☰</button>\n"
    );
    for (i, d) in devices.iter().enumerate() {
        s.push_str(&svg::render(d, Variant::Page, &format!("dev{i}")));
    }
    s.push_str("</main>\n<aside id=\"side\">\n");
    side_head(&mut s, devices);
    s.push_str("<ul id=\"flows\">\n");
    for (i, d) in devices.iter().enumerate() {
        for f in 0..d.flows.len() {
            flow_row(&mut s, i, d, f);
        }
    }
    let _ = write!(
        s,
        "</ul>\n</aside>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
    );
    s
}

/// Device choice and summaries, tools, legend and the info box.
fn side_head(s: &mut String, devices: &[&DeviceRouting]) {
    s.push_str("<h1>aiec routing <select id=\"dev\">");
    for (i, d) in devices.iter().enumerate() {
        let _ = write!(s, "<option value=\"{i}\">{i}: {}</option>", d.device);
    }
    s.push_str("</select></h1>\n");
    for (i, d) in devices.iter().enumerate() {
        let _ = writeln!(
            s,
            "<p class=\"summary\" data-d=\"{i}\">{} ({} columns × {} rows): {} flows, total path length {}</p>",
            d.device,
            d.columns,
            d.rows,
            d.flows.len(),
            d.total_path_length
        );
        if d.unrouted > 0 {
            let _ = writeln!(
                s,
                "<p class=\"warning\" data-d=\"{i}\">{}</p>",
                escape(&unrouted_line(d))
            );
        }
        for c in d.demand.iter().filter(|c| c.over()) {
            let _ = writeln!(
                s,
                "<p class=\"warning over\" data-d=\"{i}\">over-subscribed: {} ({} flows, {} free wires; search <code>over</code>)</p>",
                escape(&c.cut.to_string()),
                c.demand,
                c.capacity
            );
        }
    }
    let _ = write!(
        s,
        "<div class=\"tools\"><input id=\"q\" type=\"search\" placeholder=\"search: #12  (3, 4)  DMA : 1  @fifo  line 9  over\" title=\"terms as the list writes them, all must match: #N a flow, (C, R) or C,R a tile on the path, src:(C, R) / dst:(C, R) an endpoint tile, DMA : 1 a port, packet 3 or pkt:3 an ID, @name the object FIFO, line N the op, over / unrouted, other text anywhere in the flow\"><button id=\"fit\" title=\"fit to window (f)\">fit</button><button id=\"zin\" title=\"zoom in (+)\">+</button><button id=\"zout\" title=\"zoom out (-)\">−</button><label><input id=\"heat\" type=\"checkbox\" checked>heat</label><button id=\"clear\" title=\"unpin all (Esc)\">unpin</button></div>\n<svg id=\"legend\" width=\"380\" height=\"78\" viewBox=\"0 0 380 78\">{}</svg>\n<div id=\"info\">Hover or click a lane, tile, badge or flow. Wheel zooms, drag pans; click a flow to pin it.</div>\n<p id=\"count\"></p>\n",
        svg::legend_body()
    );
}

/// The search key of flow `f` of `d`: its number, origin, kind, endpoints,
/// the tiles and ports on its path, in the canonical forms the page's
/// search turns the list's spellings into (`(0, 5)` → `0,5`, `DMA : 1` →
/// `dma:1`, `packet 3` → `pkt:3`, `line 12` → `line:12`).
fn key(d: &DeviceRouting, f: usize) -> String {
    let flow = &d.flows[f];
    let mut k = format!("#{f}");
    match d.origins[f].strip_prefix("line ") {
        Some(line) => {
            let _ = write!(k, " line:{line}");
        }
        None if !d.origins[f].is_empty() => {
            let _ = write!(k, " {}", d.origins[f]);
        }
        None => {}
    }
    match flow.packet {
        Some(id) => {
            let _ = write!(k, " packet pkt:{id}");
        }
        None => k.push_str(" circuit"),
    }
    if f >= d.routed {
        k.push_str(" unrouted");
    }
    if d.crosses_overfull(f) {
        k.push_str(" over");
    }
    for (role, e) in [("src", flow.src), ("dst", flow.dst)] {
        let _ = write!(
            k,
            " {role}:{},{} {},{} {}:{}",
            e.tile.0,
            e.tile.1,
            e.tile.0,
            e.tile.1,
            e.port.bundle.name(),
            e.port.channel
        );
    }
    for (t, p) in &flow.links {
        let _ = write!(k, " {},{} {}:{}", t.0, t.1, p.bundle.name(), p.channel);
    }
    k.to_lowercase()
}

fn flow_row(s: &mut String, dev: usize, d: &DeviceRouting, f: usize) {
    let flow = &d.flows[f];
    let path: Vec<String> = flow
        .links
        .iter()
        .map(|(t, p)| format!("({},{}) {}", t.0, t.1, p))
        .collect();
    let origin = match d.origins[f].as_str() {
        "" => String::new(),
        o => format!("<u>{}</u> ", escape(o)),
    };
    let (class, hops) = match (f >= d.routed, d.crosses_overfull(f)) {
        (false, _) => ("flow", format!("{} hops", flow.links.len())),
        (true, false) => ("flow unrouted", "unrouted".to_string()),
        (true, true) => ("flow unrouted over", "unrouted".to_string()),
    };
    let _ = writeln!(
        s,
        "<li class=\"{class}\" data-d=\"{dev}\" data-f=\"{f}\" data-k=\"{}\" data-p=\"{}\"><b>#{f}</b> {origin}{} <i>{hops}</i></li>",
        escape(&key(d, f)),
        escape(&path.join(" > ")),
        escape(&describe(flow)),
    );
}
