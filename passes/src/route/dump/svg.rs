//! The SVG drawing of one device. Every tile shows its kind (letter and
//! colour), its switchbox, and the flow endpoints on it as badges (sources
//! bottom left, destinations bottom right). Every used channel of a link is a
//! lane between two switchboxes, from a master port (filled) to a slave port
//! (hollow), coloured by the link's use; the heat layer tints each switchbox
//! by its busiest link. The page variant adds one hidden route per flow
//! (source badge → lanes → destination badge), which the HTML viewer shows on
//! search, hover and pin; the file variant adds a title and a legend
//! instead. Elements carry `<title>`s and `data-f` (the flows on them).

use super::{describe, heat, kind_name, DeviceRouting, Link};
use crate::route::capacity::Cut;
use crate::route::{Endpoint, Tile};
use aie_target::device::{TileKind, WireBundle};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Cell pitch, switchbox side, room for the axes, and the legend's height.
const CELL: i64 = 100;
const SB: i64 = 40;
const MARGIN: i64 = 28;
const LEGEND: i64 = 86;
/// Lane `k` of a direction lies `LANE0 + k * LANE` from the switchbox axis.
const LANE0: i64 = 3;
const LANE: i64 = 3;
/// Endpoint badges: size, slots per corner.
const BADGE_W: i64 = 24;
const BADGE_H: i64 = 8;
const SLOTS: usize = 3;

/// Which drawing: the file (`--dump-routing=svg`) or the page's.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    File,
    Page,
}

/// Kind letter and fill of a tile kind (the legend's table).
pub const KINDS: [(TileKind, char, &str); 4] = [
    (TileKind::Core, 'C', "#dde8f5"),
    (TileKind::MemTile, 'M', "#e6dcf2"),
    (TileKind::ShimNoc, 'S', "#f5e3cc"),
    (TileKind::ShimPl, 'P', "#eeeeee"),
];

/// The letter and fill of `k`.
pub fn kind_style(k: TileKind) -> (char, &'static str) {
    KINDS
        .iter()
        .find(|(kind, ..)| *kind == k)
        .map_or(('?', "#ffffff"), |&(_, l, f)| (l, f))
}

/// Positions in one device's drawing.
struct Geom {
    rows: i64,
    top: i64,
}

type Pt = (i64, i64);

impl Geom {
    /// The centre of tile `(c, r)`'s cell.
    fn center(&self, (c, r): Tile) -> Pt {
        (
            MARGIN + c * CELL + CELL / 2,
            self.top + (self.rows - 1 - r) * CELL + CELL / 2,
        )
    }

    /// Start (master port) and end (slave port) of lane `channel` of the
    /// link from `tile` in `direction`.
    fn lane(&self, tile: Tile, direction: WireBundle, channel: u32) -> (Pt, Pt) {
        let (cx, cy) = self.center(tile);
        let o = LANE0 + LANE * i64::from(channel.min(5));
        let (h, far) = (SB / 2, CELL - SB / 2);
        match direction {
            WireBundle::North => ((cx - o, cy - h), (cx - o, cy - far)),
            WireBundle::South => ((cx + o, cy + h), (cx + o, cy + far)),
            WireBundle::East => ((cx + h, cy - o), (cx + far, cy - o)),
            _ => ((cx - h, cy + o), (cx - far, cy + o)),
        }
    }

    /// The top-left corner of endpoint badge `slot` of a tile (sources on
    /// the left, destinations on the right).
    fn badge(&self, tile: Tile, slot: usize, source: bool) -> Pt {
        let (cx, cy) = self.center(tile);
        let x = if source {
            cx - CELL / 2 + 5
        } else {
            cx + CELL / 2 - 5 - BADGE_W
        };
        let slot = slot.min(SLOTS - 1) as i64;
        (x, cy + CELL / 2 - 5 - (slot + 1) * (BADGE_H + 1))
    }

    /// Where a route meets endpoint badge `slot`.
    fn anchor(&self, tile: Tile, slot: usize, source: bool) -> Pt {
        let (x, y) = self.badge(tile, slot, source);
        (if source { x + BADGE_W } else { x }, y + BADGE_H / 2)
    }
}

/// The endpoints of every tile, in order: sources and destinations apart.
#[derive(Default)]
struct Ends {
    sources: BTreeMap<Tile, Vec<Endpoint>>,
    dests: BTreeMap<Tile, Vec<Endpoint>>,
}

impl Ends {
    fn of(d: &DeviceRouting) -> Ends {
        let mut e = Ends::default();
        for f in &d.flows {
            for (map, ep) in [(&mut e.sources, f.src), (&mut e.dests, f.dst)] {
                let list = map.entry(ep.tile).or_default();
                if !list.contains(&ep) {
                    list.push(ep);
                }
            }
        }
        for list in e.sources.values_mut().chain(e.dests.values_mut()) {
            list.sort();
        }
        e
    }

    fn slot(&self, ep: &Endpoint, source: bool) -> usize {
        let map = if source { &self.sources } else { &self.dests };
        map.get(&ep.tile)
            .and_then(|l| l.iter().position(|e| e == ep))
            .unwrap_or(0)
    }
}

pub(super) fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// ` data-f="1 4 7"`: the flows on an element.
fn data_f(flows: &[usize]) -> String {
    let ids: Vec<String> = flows.iter().map(usize::to_string).collect();
    format!(" data-f=\"{}\"", ids.join(" "))
}

/// The drawing of `d`; `id` names it on the page.
pub fn render(d: &DeviceRouting, variant: Variant, id: &str) -> String {
    let legend = if variant == Variant::File { LEGEND } else { 0 };
    let g = Geom {
        rows: i64::from(d.rows),
        top: MARGIN + legend,
    };
    let w = 2 * MARGIN + i64::from(d.columns) * CELL;
    let h = g.top + MARGIN + g.rows * CELL;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"{id}\" class=\"routing\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" data-w=\"{w}\" data-h=\"{h}\" font-family=\"monospace\">\n{}<rect class=\"bg\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
        defs()
    );
    if variant == Variant::File {
        header(&mut s, d);
        let _ = writeln!(
            s,
            "<g transform=\"translate({MARGIN},{})\">{}</g>",
            MARGIN + 4,
            legend_body()
        );
    }
    let ends = Ends::of(d);
    axes(&mut s, d, &g);
    tiles(&mut s, d, &g, variant);
    heat_layer(&mut s, d, &g);
    demand_layer(&mut s, d, &g);
    endpoints(&mut s, d, &g, &ends);
    links(&mut s, d, &g);
    if variant == Variant::Page {
        routes(&mut s, d, &g, &ends);
    }
    s.push_str("</svg>\n");
    s
}

fn defs() -> &'static str {
    "<defs><marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"6\" refY=\"3\" markerUnits=\"userSpaceOnUse\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" fill=\"#333\"/></marker></defs>\n"
}

fn header(s: &mut String, d: &DeviceRouting) {
    let _ = write!(
        s,
        "<text x=\"{MARGIN}\" y=\"20\" font-size=\"14\">{} — {} flows, total path length {}",
        d.device,
        d.flows.len(),
        d.total_path_length
    );
    if d.unrouted > 0 {
        let _ = write!(
            s,
            "<tspan fill=\"#b00020\"> — {}</tspan>",
            escape(&super::unrouted_line(d))
        );
    }
    s.push_str("</text>\n");
}

/// Column numbers below the array, row numbers left of it.
fn axes(s: &mut String, d: &DeviceRouting, g: &Geom) {
    s.push_str("<g class=\"axes\" font-size=\"11\" fill=\"#666\" text-anchor=\"middle\">");
    for c in 0..i64::from(d.columns) {
        let (x, _) = g.center((c, 0));
        let y = g.top + g.rows * CELL + 16;
        let _ = write!(s, "<text x=\"{x}\" y=\"{y}\">{c}</text>");
    }
    for r in 0..g.rows {
        let (_, y) = g.center((0, r));
        let _ = write!(s, "<text x=\"{}\" y=\"{}\">{r}</text>", MARGIN / 2, y + 4);
    }
    s.push_str("</g>\n");
}

/// The links driven out of each tile.
fn links_of(d: &DeviceRouting) -> BTreeMap<Tile, Vec<&Link>> {
    let mut by_tile: BTreeMap<Tile, Vec<&Link>> = BTreeMap::new();
    for l in &d.links {
        by_tile.entry(l.tile).or_default().push(l);
    }
    by_tile
}

/// Tiles (kind letter, coordinates) and their switchboxes. On the page each
/// tile also has a large label, its coordinates, that the viewer shows
/// instead of the small ones when zoomed far out.
fn tiles(s: &mut String, d: &DeviceRouting, g: &Geom, variant: Variant) {
    let by_tile = links_of(d);
    s.push_str("<g class=\"tiles\">\n");
    for &(t, k) in &d.kinds {
        let (cx, cy) = g.center(t);
        let (x, y) = (cx - CELL / 2 + 3, cy - CELL / 2 + 3);
        let (letter, fill) = kind_style(k);
        let _ = writeln!(
            s,
            "<g class=\"tile\" data-t=\"{},{}\"><title>{}</title><rect x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"{fill}\" stroke=\"#aaa\"/><text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"bold\">{letter}</text><text x=\"{}\" y=\"{}\" font-size=\"8\" fill=\"#555\">{},{}</text></g>",
            t.0,
            t.1,
            escape(&d.tile_title(t, k)),
            CELL - 6,
            CELL - 6,
            x + 4,
            y + 11,
            x + 4,
            y + 20,
            t.0,
            t.1
        );
        if variant == Variant::Page {
            let _ = writeln!(
                s,
                "<text class=\"lbl-far\" x=\"{cx}\" y=\"{}\" font-size=\"30\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#222\" pointer-events=\"none\">{},{}</text>",
                cy - SB / 2 - 4,
                t.0,
                t.1
            );
        }
        switchbox(s, t, by_tile.get(&t).map_or(&[][..], Vec::as_slice), g);
    }
    s.push_str("</g>\n");
}

fn switchbox(s: &mut String, t: Tile, out: &[&Link], g: &Geom) {
    let (cx, cy) = g.center(t);
    let mut title = format!("switchbox ({}, {})", t.0, t.1);
    for l in out {
        let _ = write!(
            title,
            "\n  {}: {}/{} master ports used",
            l.direction.name(),
            l.channels.len(),
            l.capacity
        );
    }
    let _ = writeln!(
        s,
        "<rect class=\"sb\" data-t=\"{},{}\" x=\"{}\" y=\"{}\" width=\"{SB}\" height=\"{SB}\" fill=\"#fafafa\" stroke=\"#888\" stroke-width=\"0.8\"><title>{}</title></rect>",
        t.0,
        t.1,
        cx - SB / 2,
        cy - SB / 2,
        escape(&title)
    );
}

/// The share of its wires the busiest link out of each tile uses.
fn heat_layer(s: &mut String, d: &DeviceRouting, g: &Geom) {
    s.push_str("<g class=\"heat\" opacity=\"0.7\" pointer-events=\"none\">\n");
    for (t, out) in links_of(d) {
        let Some(l) = out.iter().max_by_key(|l| l.load()) else {
            continue;
        };
        let used = l.channels.len() as u32;
        let (cx, cy) = g.center(t);
        let _ = writeln!(
            s,
            "<rect x=\"{}\" y=\"{}\" width=\"{SB}\" height=\"{SB}\" fill=\"{}\"><title>switchbox ({}, {}) busiest link: {} {used}/{} channels</title></rect>",
            cx - SB / 2,
            cy - SB / 2,
            heat(used, l.capacity),
            t.0,
            t.1,
            l.direction.name(),
            l.capacity
        );
    }
    s.push_str("</g>\n");
}

/// `#3 @name (0, 0) DMA : 0 -> ...`: flow `f`'s number, origin and ends.
pub(super) fn label(d: &DeviceRouting, f: usize) -> String {
    let unrouted = if f >= d.routed { " (unrouted)" } else { "" };
    match d.origins[f].as_str() {
        "" => format!("#{f} {}{unrouted}", describe(&d.flows[f])),
        o => format!("#{f} {o} {}{unrouted}", describe(&d.flows[f])),
    }
}

/// The demand of unrouted circuit flows: a bar along every column or row
/// boundary they must cross (offset by direction) and a ring round every
/// over-subscribed tile, coloured by demand against free wires.
fn demand_layer(s: &mut String, d: &DeviceRouting, g: &Geom) {
    if d.demand.is_empty() {
        return;
    }
    s.push_str("<g class=\"demand\" opacity=\"0.75\">\n");
    let (top, bottom) = (g.top, g.top + g.rows * CELL);
    let (left, right) = (MARGIN, MARGIN + i64::from(d.columns) * CELL);
    for c in &d.demand {
        let (x1, y1, x2, y2) = match c.cut {
            Cut::Column { c, east } => {
                let x = MARGIN + (c + 1) * CELL + if east { -4 } else { 4 };
                (x, top, x, bottom)
            }
            Cut::Row { r, north } => {
                let y = g.center((0, r)).1 - CELL / 2 + if north { 4 } else { -4 };
                (left, y, right, y)
            }
            Cut::Out(t) | Cut::In(t) if c.over() => {
                let (cx, cy) = g.center(t);
                (cx - CELL / 2, cy - CELL / 2, cx + CELL / 2, cy + CELL / 2)
            }
            _ => continue,
        };
        let title = format!(
            "{}: {} circuit flow(s) must cross, {} free wires",
            c.cut, c.demand, c.capacity
        );
        let colour = heat(c.demand as u32, c.capacity as u32);
        let width = if c.over() { 7 } else { 4 };
        let shape = match c.cut {
            Cut::Out(_) | Cut::In(_) => format!(
                "<rect x=\"{x1}\" y=\"{y1}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\"/>",
                x2 - x1,
                y2 - y1
            ),
            _ => format!(
                "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>"
            ),
        };
        let over = if c.over() { " over" } else { "" };
        let _ = writeln!(
            s,
            "<g class=\"cut{over}\"{}><title>{}</title>{shape}</g>",
            data_f(&c.flows),
            escape(&title)
        );
    }
    s.push_str("</g>\n");
}

/// A badge's text: `DMA0`, `Core1`, ...
fn badge_text(ep: &Endpoint) -> String {
    let name = match ep.port.bundle {
        WireBundle::TileControl => "Ctl",
        WireBundle::Trace => "Trc",
        b => b.name(),
    };
    format!("{name}{}", ep.port.channel)
}

/// Endpoint badges, each joined to its switchbox.
fn endpoints(s: &mut String, d: &DeviceRouting, g: &Geom, ends: &Ends) {
    s.push_str("<g class=\"ends\" font-size=\"6.5\">\n");
    for (source, map) in [(true, &ends.sources), (false, &ends.dests)] {
        for list in map.values() {
            for (slot, ep) in list.iter().enumerate().take(SLOTS) {
                let end = if slot + 1 == SLOTS {
                    list.len()
                } else {
                    slot + 1
                };
                let here = &list[slot..end];
                let flows: Vec<usize> = d
                    .flows
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| here.contains(if source { &f.src } else { &f.dst }))
                    .map(|(i, _)| i)
                    .collect();
                badge(s, g, ep, slot, source, list.len(), &flows);
            }
        }
    }
    s.push_str("</g>\n");
}

fn badge(
    s: &mut String,
    g: &Geom,
    ep: &Endpoint,
    slot: usize,
    source: bool,
    n: usize,
    flows: &[usize],
) {
    let (x, y) = g.badge(ep.tile, slot, source);
    let (ax, ay) = g.anchor(ep.tile, slot, source);
    let (cx, cy) = g.center(ep.tile);
    let corner = if source { cx - SB / 2 } else { cx + SB / 2 };
    let text = if slot + 1 == SLOTS && n > SLOTS {
        format!("+{}", n - slot)
    } else {
        badge_text(ep)
    };
    let role = if source { "source" } else { "destination" };
    let _ = writeln!(
        s,
        "<g class=\"end\"{}><title>{role} ({}, {}) {} : {} — flows {}</title><line x1=\"{ax}\" y1=\"{ay}\" x2=\"{corner}\" y2=\"{}\" stroke=\"#999\" stroke-width=\"0.6\"/><rect x=\"{x}\" y=\"{y}\" width=\"{BADGE_W}\" height=\"{BADGE_H}\" rx=\"2\" fill=\"{}\" stroke=\"#555\" stroke-width=\"0.5\"/><text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{text}</text></g>",
        data_f(flows),
        ep.tile.0,
        ep.tile.1,
        ep.port.bundle.name(),
        ep.port.channel,
        flows.iter().map(|f| format!("#{f}")).collect::<Vec<_>>().join(" "),
        cy + SB / 2,
        if source { "#fff3c4" } else { "#d7f0d0" },
        x + BADGE_W / 2,
        y + BADGE_H - 2
    );
}

/// One lane per used channel, with its master and slave ports.
fn links(s: &mut String, d: &DeviceRouting, g: &Geom) {
    s.push_str("<g class=\"links\">\n");
    for l in &d.links {
        if l.direction.step(l.tile).is_none() {
            continue;
        }
        let used = l.channels.len() as u32;
        let colour = heat(used, l.capacity);
        for (&c, flows) in &l.channels {
            let ((x1, y1), (x2, y2)) = g.lane(l.tile, l.direction, c);
            let packet = flows.iter().any(|&f| d.flows[f].packet.is_some());
            let mut title = format!(
                "({}, {}) {} channel {c} (link {used}/{} channels used)",
                l.tile.0,
                l.tile.1,
                l.direction.name(),
                l.capacity
            );
            for &f in flows {
                let _ = write!(title, "\n  {}", label(d, f));
            }
            let _ = writeln!(
                s,
                "<g class=\"ch\"{}><title>{}</title><line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{colour}\" stroke-width=\"1.6\"{} marker-end=\"url(#arrow)\"/><rect x=\"{}\" y=\"{}\" width=\"3\" height=\"3\" fill=\"#333\"/><rect x=\"{}\" y=\"{}\" width=\"3\" height=\"3\" fill=\"#fff\" stroke=\"#333\" stroke-width=\"0.6\"/></g>",
                data_f(flows),
                escape(&title),
                if packet { " stroke-dasharray=\"3 1.5\"" } else { "" },
                x1 - 1,
                y1 - 1,
                x2 - 1,
                y2 - 1
            );
        }
    }
    s.push_str("</g>\n");
}

/// One hidden polyline per flow: source badge, its lanes, destination badge.
fn routes(s: &mut String, d: &DeviceRouting, g: &Geom, ends: &Ends) {
    s.push_str("<g class=\"routes\" fill=\"none\" stroke-linejoin=\"round\">\n");
    for (i, f) in d.flows.iter().enumerate() {
        let class = match (i >= d.routed, d.crosses_overfull(i)) {
            (false, _) => "route",
            (true, false) => "route wanted",
            (true, true) => "route wanted over",
        };
        let mut pts = vec![g.anchor(f.src.tile, ends.slot(&f.src, true), true)];
        for &(t, p) in &f.links {
            if p.bundle.step(t).is_some() {
                let (a, b) = g.lane(t, p.bundle, p.channel);
                pts.extend([a, b]);
            }
        }
        pts.push(g.anchor(f.dst.tile, ends.slot(&f.dst, false), false));
        let points: Vec<String> = pts.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let _ = writeln!(
            s,
            "<polyline class=\"{class}\" data-f=\"{i}\" points=\"{}\"><title>{}</title></polyline>",
            points.join(" "),
            escape(&label(d, i))
        );
    }
    s.push_str("</g>\n");
}

/// The legend (380 × 78): tile kinds, link load, ports, endpoints, packet
/// lanes.
pub fn legend_body() -> String {
    let mut s = String::from("<g font-size=\"10\" font-family=\"sans-serif\">");
    for (i, &(k, letter, fill)) in KINDS.iter().enumerate() {
        let x = i as i64 * 95;
        let _ = write!(
            s,
            "<rect x=\"{x}\" y=\"0\" width=\"16\" height=\"14\" rx=\"3\" fill=\"{fill}\" stroke=\"#aaa\"/><text x=\"{}\" y=\"11\" font-weight=\"bold\" font-family=\"monospace\">{letter}</text><text x=\"{}\" y=\"11\">{}</text>",
            x + 4,
            x + 20,
            kind_name(k)
        );
    }
    let _ = write!(s, "<text x=\"0\" y=\"32\">load</text>");
    for i in 0..=10u32 {
        let _ = write!(
            s,
            "<rect x=\"{}\" y=\"22\" width=\"8\" height=\"12\" fill=\"{}\"/>",
            30 + i64::from(i) * 8,
            heat(i, 10)
        );
    }
    s.push_str(
        "<text x=\"122\" y=\"32\">idle → full (lanes; switchbox tint = its busiest link)</text>\
<rect x=\"0\" y=\"44\" width=\"5\" height=\"5\" fill=\"#333\"/><text x=\"9\" y=\"50\">master port</text>\
<rect x=\"80\" y=\"44\" width=\"5\" height=\"5\" fill=\"#fff\" stroke=\"#333\"/><text x=\"89\" y=\"50\">slave port</text>\
<line x1=\"155\" y1=\"47\" x2=\"180\" y2=\"47\" stroke=\"#888\" stroke-width=\"1.6\" stroke-dasharray=\"3 1.5\"/><text x=\"184\" y=\"50\">packet lane</text>\
<rect x=\"0\" y=\"61\" width=\"24\" height=\"9\" rx=\"2\" fill=\"#fff3c4\" stroke=\"#555\"/><text x=\"28\" y=\"69\">flow source</text>\
<rect x=\"95\" y=\"61\" width=\"24\" height=\"9\" rx=\"2\" fill=\"#d7f0d0\" stroke=\"#555\"/><text x=\"123\" y=\"69\">flow destination</text>\
<line x1=\"220\" y1=\"66\" x2=\"245\" y2=\"66\" stroke=\"#d81b60\" stroke-width=\"3\"/><text x=\"249\" y=\"69\">pinned route</text></g>",
    );
    s
}
