//! The HTML page: self-contained (inline CSS, SVG and script; no network),
//! with the array drawing per device, hover details on links and tiles, and
//! a flow table whose rows highlight their flow's links.

use super::{describe, heat, svg, DeviceRouting};
use std::fmt::Write;

const STYLE: &str = "body{font-family:sans-serif;margin:16px;color:#222}\
h2{font-size:16px}table{border-collapse:collapse;font-family:monospace;font-size:12px}\
td,th{border-bottom:1px solid #ddd;padding:2px 8px;text-align:left}\
tr.flow:hover,tr.flow.on{background:#ffe9a8;cursor:pointer}\
svg.routing .link{transition:opacity .1s}\
svg.routing.focus .link,svg.routing.focus .tile{opacity:.15}\
svg.routing.focus .hl{opacity:1!important}\
svg.routing .link:hover{stroke:#000}\
#info{position:fixed;right:12px;top:12px;max-width:420px;white-space:pre;font:12px monospace;\
background:#fffbe8;border:1px solid #cca;padding:6px;display:none}\
.legend span{display:inline-block;width:14px;height:10px;margin:0 4px 0 12px}";

const SCRIPT: &str = "const info=document.getElementById('info');\
function focus(svg,i,on){svg.classList.toggle('focus',on);\
svg.querySelectorAll('.f'+i).forEach(e=>e.classList.toggle('hl',on));}\
document.querySelectorAll('tr.flow').forEach(r=>{const svg=document.getElementById(r.dataset.svg);\
r.addEventListener('mouseenter',()=>{r.classList.add('on');focus(svg,r.dataset.flow,true);});\
r.addEventListener('mouseleave',()=>{r.classList.remove('on');focus(svg,r.dataset.flow,false);});});\
document.querySelectorAll('svg.routing .link, svg.routing .tile').forEach(e=>{\
e.addEventListener('mouseenter',()=>{const t=e.querySelector('title');info.textContent=t?t.textContent:'';info.style.display='block';});\
e.addEventListener('mouseleave',()=>{info.style.display='none';});});";

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

pub fn render(devices: &[&DeviceRouting]) -> String {
    let mut s = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>aiec routing</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<div id=\"info\"></div>\n<h1 style=\"font-size:18px\">aiec routing</h1>\n<p class=\"legend\">links: width and colour = channels used / wires<span style=\"background:{}\"></span>idle<span style=\"background:{}\"></span>half<span style=\"background:{}\"></span>full; dashed = packet-switched. Hover a link or tile for details, a flow row to highlight its path.</p>\n",
        heat(0, 2),
        heat(1, 2),
        heat(2, 2)
    );
    for (i, d) in devices.iter().enumerate() {
        let id = format!("dev{i}");
        let drawing = svg::render(d).replacen("<svg ", &format!("<svg id=\"{id}\" "), 1);
        let _ = write!(
            s,
            "<h2>{} ({} columns × {} rows): {} flows, total path length {}</h2>\n{drawing}<table>\n<tr><th>#</th><th>kind</th><th>flow</th><th>hops</th><th>path</th></tr>\n",
            d.device,
            d.columns,
            d.rows,
            d.flows.len(),
            d.total_path_length
        );
        for (f, flow) in d.flows.iter().enumerate() {
            let path: Vec<String> = flow
                .links
                .iter()
                .map(|(t, p)| format!("({},{}) {}", t.0, t.1, p))
                .collect();
            let _ = writeln!(
                s,
                "<tr class=\"flow\" data-svg=\"{id}\" data-flow=\"{f}\"><td>{f}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                if flow.packet.is_some() { "packet" } else { "circuit" },
                escape(&describe(flow)),
                flow.links.len(),
                escape(&path.join(" > "))
            );
        }
        s.push_str("</table>\n");
    }
    let _ = write!(s, "<script>{SCRIPT}</script>\n</body>\n</html>\n");
    s
}
