//! The JSON dump (format documented in docs/routing.md). Keys are written in
//! a fixed order, so the output is stable.

use super::{bundle_name, kind_name, DeviceRouting};
use crate::route::Endpoint;
use std::fmt::Write;

fn endpoint(e: &Endpoint) -> String {
    format!(
        "{{\"col\": {}, \"row\": {}, \"bundle\": \"{}\", \"channel\": {}}}",
        e.tile.0,
        e.tile.1,
        bundle_name(e.port.bundle),
        e.port.channel
    )
}

fn list(items: impl Iterator<Item = String>, indent: &str) -> String {
    let items: Vec<String> = items.collect();
    if items.is_empty() {
        return "[]".into();
    }
    format!(
        "[\n{indent}  {}\n{indent}]",
        items.join(&format!(",\n{indent}  "))
    )
}

pub fn render(devices: &[&DeviceRouting]) -> String {
    let devs = devices.iter().map(|d| device(d));
    format!(
        "{{\n  \"format\": \"aiec-routing\",\n  \"version\": 1,\n  \"devices\": {}\n}}\n",
        list(devs, "  ")
    )
}

fn device(d: &DeviceRouting) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "{{\n      \"device\": \"{}\",\n      \"columns\": {},\n      \"rows\": {},\n",
        d.device, d.columns, d.rows
    );
    let tiles = d.kinds.iter().map(|((c, r), k)| {
        format!(
            "{{\"col\": {c}, \"row\": {r}, \"kind\": \"{}\"}}",
            kind_name(*k)
        )
    });
    let _ = writeln!(s, "      \"tiles\": {},", list(tiles, "      "));
    let flows = d.flows.iter().map(|f| {
        let links = f.links.iter().map(|(t, p)| {
            format!(
                "{{\"col\": {}, \"row\": {}, \"direction\": \"{}\", \"channel\": {}}}",
                t.0,
                t.1,
                bundle_name(p.bundle),
                p.channel
            )
        });
        format!(
            "{{\"kind\": \"{}\", \"packet_id\": {}, \"source\": {}, \"dest\": {}, \"path_length\": {}, \"links\": [{}]}}",
            if f.packet.is_some() { "packet" } else { "circuit" },
            f.packet.map_or("null".to_string(), |id| id.to_string()),
            endpoint(&f.src),
            endpoint(&f.dst),
            f.links.len(),
            links.collect::<Vec<_>>().join(", ")
        )
    });
    let _ = writeln!(s, "      \"flows\": {},", list(flows, "      "));
    let links = d.links.iter().map(|l| {
        let chans = l.channels.iter().map(|(c, fs)| {
            let ids: Vec<String> = fs.iter().map(|f| f.to_string()).collect();
            format!("{{\"channel\": {c}, \"flows\": [{}]}}", ids.join(", "))
        });
        format!(
            "{{\"col\": {}, \"row\": {}, \"direction\": \"{}\", \"used\": {}, \"capacity\": {}, \"channels\": [{}]}}",
            l.tile.0,
            l.tile.1,
            bundle_name(l.direction),
            l.channels.len(),
            l.capacity,
            chans.collect::<Vec<_>>().join(", ")
        )
    });
    let _ = writeln!(s, "      \"links\": {},", list(links, "      "));
    let sbs = d.switchboxes.iter().map(|sb| {
        let [n, e, so, w] = sb.bound;
        format!(
            "{{\"col\": {}, \"row\": {}, \"source_count\": {}, \"destination_count\": {}, \"northbound\": {n}, \"eastbound\": {e}, \"southbound\": {so}, \"westbound\": {w}}}",
            sb.tile.0, sb.tile.1, sb.source_count, sb.destination_count
        )
    });
    let _ = writeln!(s, "      \"switchboxes\": {},", list(sbs, "      "));
    let _ = write!(
        s,
        "      \"total_path_length\": {}\n    }}",
        d.total_path_length
    );
    s
}
