//! The JSON dump (format documented in docs/routing.md), written by
//! serde_json. Keys keep the order they are inserted in, so the output is
//! stable; [`Layout`] puts one record per line.

use super::{kind_name, DeviceRouting};
use crate::route::Endpoint;
use serde::Serialize;
use serde_json::{json, Value};
use std::io;

pub fn render(devices: &[&DeviceRouting]) -> String {
    let dump = json!({
        "format": "aiec-routing",
        "version": 2,
        "devices": devices.iter().map(|d| device(d)).collect::<Vec<_>>(),
    });
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Layout::default());
    dump.serialize(&mut ser)
        .expect("a JSON value serializes into memory");
    out.push(b'\n');
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

fn device(d: &DeviceRouting) -> Value {
    let tiles: Vec<Value> = d
        .kinds
        .iter()
        .map(|(t, k)| {
            let mut tile = json!({"col": t.0, "row": t.1, "kind": kind_name(*k)});
            if let Some(logical) = d.logical.get(t) {
                tile["logical"] = json!(logical);
            }
            tile
        })
        .collect();
    let flows: Vec<Value> = d
        .flows
        .iter()
        .zip(&d.origins)
        .enumerate()
        .map(|(i, (f, origin))| {
            let links: Vec<Value> = f
                .links
                .iter()
                .map(|(t, p)| {
                    json!({"col": t.0, "row": t.1, "direction": p.bundle.name(), "channel": p.channel})
                })
                .collect();
            json!({
                "origin": origin,
                "routed": i < d.routed,
                "kind": if f.packet.is_some() { "packet" } else { "circuit" },
                "packet_id": f.packet,
                "source": endpoint(&f.src),
                "dest": endpoint(&f.dst),
                "path_length": f.links.len(),
                "links": links,
            })
        })
        .collect();
    let links: Vec<Value> = d
        .links
        .iter()
        .map(|l| {
            let channels: Vec<Value> = l
                .channels
                .iter()
                .map(|(c, fs)| json!({"channel": c, "flows": fs}))
                .collect();
            json!({
                "col": l.tile.0,
                "row": l.tile.1,
                "direction": l.direction.name(),
                "used": l.channels.len(),
                "capacity": l.capacity,
                "channels": channels,
            })
        })
        .collect();
    let switchboxes: Vec<Value> = d
        .switchboxes
        .iter()
        .map(|sb| {
            let [n, e, s, w] = sb.bound;
            json!({
                "col": sb.tile.0,
                "row": sb.tile.1,
                "source_count": sb.source_count,
                "destination_count": sb.destination_count,
                "northbound": n,
                "eastbound": e,
                "southbound": s,
                "westbound": w,
            })
        })
        .collect();
    let demand: Vec<Value> = d
        .demand
        .iter()
        .map(|c| {
            json!({
                "cut": c.cut.to_string(),
                "demand": c.demand,
                "capacity": c.capacity,
                "over": c.over(),
                "flows": c.flows,
            })
        })
        .collect();
    json!({
        "device": d.device,
        "columns": d.columns,
        "rows": d.rows,
        "tiles": tiles,
        "flows": flows,
        "links": links,
        "switchboxes": switchboxes,
        "total_path_length": d.total_path_length,
        "demand": demand,
    })
}

fn endpoint(e: &Endpoint) -> Value {
    json!({
        "col": e.tile.0,
        "row": e.tile.1,
        "bundle": e.port.bundle.name(),
        "channel": e.port.channel,
    })
}

/// Indented like serde_json's pretty printer down to the lists of records
/// (depth [`Layout::RECORDS`]); each record is one line, `{"a": 1, "b": 2}`.
#[derive(Default)]
struct Layout {
    depth: usize,
    /// Whether the innermost open array or object has an element yet.
    has_value: bool,
}

impl Layout {
    /// Containers deeper than this are written on one line.
    const RECORDS: usize = 4;

    fn pretty(&self) -> bool {
        self.depth <= Self::RECORDS
    }

    fn open<W: io::Write + ?Sized>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        w.write_all(bracket)
    }

    fn close<W: io::Write + ?Sized>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        let pretty = self.pretty();
        self.depth -= 1;
        if pretty && self.has_value {
            self.newline(w)?;
        }
        self.has_value = true;
        w.write_all(bracket)
    }

    fn element<W: io::Write + ?Sized>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        if self.pretty() {
            self.newline(w)
        } else if first {
            Ok(())
        } else {
            w.write_all(b" ")
        }
    }

    fn newline<W: io::Write + ?Sized>(&self, w: &mut W) -> io::Result<()> {
        w.write_all(b"\n")?;
        (0..self.depth).try_for_each(|_| w.write_all(b"  "))
    }
}

impl serde_json::ser::Formatter for Layout {
    fn begin_array<W: io::Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        self.open(w, b"[")
    }
    fn end_array<W: io::Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        self.close(w, b"]")
    }
    fn begin_array_value<W: io::Write + ?Sized>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.element(w, first)
    }
    fn end_array_value<W: io::Write + ?Sized>(&mut self, _: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: io::Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        self.open(w, b"{")
    }
    fn end_object<W: io::Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        self.close(w, b"}")
    }
    fn begin_object_key<W: io::Write + ?Sized>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.element(w, first)
    }
    fn begin_object_value<W: io::Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
    fn end_object_value<W: io::Write + ?Sized>(&mut self, _: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_one_line_each_and_the_levels_above_are_indented() {
        let v = json!({"a": [{"b": [{"c": [1, 2], "d": []}], "e": []}]});
        let mut out = Vec::new();
        let mut ser = serde_json::Serializer::with_formatter(&mut out, Layout::default());
        v.serialize(&mut ser).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\n  \"a\": [\n    {\n      \"b\": [\n        {\"c\": [1, 2], \"d\": []}\n      ],\n      \"e\": []\n    }\n  ]\n}"
        );
    }
}
