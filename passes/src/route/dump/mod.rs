//! Routing dumps (`--dump-routing=<format>:<path>`; docs/routing.md): what a
//! routed design uses of the array, derived from the routed IR alone (the
//! flows come from the `--aie-find-flows` recovery), so dumps work on any
//! routed input, not only right after the router.
//!
//! [`Routing::of`] extracts the facts; [`render`] writes them as text, JSON,
//! Graphviz DOT, SVG or a self-contained HTML page.

mod dot;
mod html;
mod json;
mod svg;
mod text;

use crate::netlist::{devices, tile_of};
use crate::route::capacity::{loads, Cut};
use crate::route::collect::{collect, Problem};
use crate::route::find_flows::{recover, Recovered};
use crate::route::graph::RouteGraph;
use crate::route::{switch_ports, Port, Tile};
use aie_target::device::{TileKind, WireBundle};
use dialect::ir::Span;
use dialect::ir::{OpKind, View};
use dialect::ops::views::{ShimMux, Switchbox};
use dialect::syntax::Source;
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// A dump format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text.
    Text,
    /// JSON (`docs/schemas/routing.schema.json`).
    Json,
    /// Graphviz DOT.
    Dot,
    /// An SVG picture of the array.
    Svg,
    /// A self-contained HTML page.
    Html,
}

impl Format {
    /// Every format with its spelling.
    pub const ALL: [(&'static str, Format); 5] = [
        ("text", Format::Text),
        ("json", Format::Json),
        ("dot", Format::Dot),
        ("svg", Format::Svg),
        ("html", Format::Html),
    ];

    /// The format spelled `name`.
    pub fn parse(name: &str) -> Option<Format> {
        Format::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, f)| f)
    }
}

/// The directions a link can take, in output order.
pub const DIRECTIONS: [WireBundle; 4] = [
    WireBundle::North,
    WireBundle::East,
    WireBundle::South,
    WireBundle::West,
];

/// The use of one direction out of one switch.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The switch's tile `(column, row)`.
    pub tile: Tile,
    /// North, East, South or West.
    pub direction: WireBundle,
    /// Wires in that direction.
    pub capacity: u32,
    /// Channel → indices of the flows on it.
    pub channels: BTreeMap<u32, Vec<usize>>,
}

impl Link {
    /// Channels in use.
    pub fn used(&self) -> u32 {
        self.channels.len() as u32
    }

    /// The share of its wires in use, in thousandths (an exact sort key).
    pub fn load(&self) -> u32 {
        self.used() * 1000 / self.capacity.max(1)
    }
}

/// mlir-aie's per-switchbox `--aie-flows-to-json` record.
#[derive(Clone, Debug, PartialEq)]
pub struct SwitchboxUse {
    /// The switchbox's tile `(column, row)`.
    pub tile: Tile,
    /// Flow sources on the tile (`aie.flow` sources and `aie.packet_source`s).
    pub source_count: usize,
    /// Flow destinations on the tile (`aie.flow` destinations and `aie.packet_dest`s).
    pub destination_count: usize,
    /// Distinct North, East, South, West master ports in use.
    pub bound: [usize; 4],
}

/// A cut of the array (docs/routing.md, "Capacity") and the unrouted
/// circuit flows that must cross it: the demand a dump shows where flows
/// have no routing (taken before the router ran, or after it failed).
#[derive(Clone, Debug)]
pub struct CutDemand {
    /// The cut.
    pub cut: Cut,
    /// Circuit nets that must cross it.
    pub demand: usize,
    /// Its free wires.
    pub capacity: usize,
    /// The flows (indices) that must cross it.
    pub flows: Vec<usize>,
}

impl CutDemand {
    /// Whether more flows must cross it than it has wires.
    pub fn over(&self) -> bool {
        self.demand > self.capacity
    }
}

/// The routing of one device.
#[derive(Clone, Debug)]
pub struct DeviceRouting {
    /// The device's name.
    pub device: &'static str,
    /// Columns of the device.
    pub columns: u32,
    /// Rows of the device.
    pub rows: u32,
    /// Every tile of the device with its kind.
    pub kinds: Vec<(Tile, TileKind)>,
    /// The routed flows, then the design's flows that have no routing
    /// (without links).
    pub flows: Vec<Recovered>,
    /// What each flow came from: `@name` (the object FIFO it was lowered
    /// from), else `line N` (its op's), else empty.
    pub origins: Vec<String>,
    /// The switch directions the routed flows use.
    pub links: Vec<Link>,
    /// mlir-aie's `--aie-flows-to-json` record of each `aie.switchbox`.
    pub switchboxes: Vec<SwitchboxUse>,
    /// As mlir-aie's `--aie-flows-to-json` computes it.
    pub total_path_length: usize,
    /// How many of the flows are routed (the first ones).
    pub routed: usize,
    /// Flows of the design (`aie.flow`, `aie.packet_flow` pairs) with no
    /// routing: the dump was taken before the router ran, or it failed.
    pub unrouted: usize,
    /// With unrouted flows: every cut they must cross, in cut order.
    pub demand: Vec<CutDemand>,
    /// Per flow: whether it must cross an over-subscribed cut.
    pub overfull: Vec<bool>,
    /// The `aie.device` op's location.
    pub span: Span,
    /// The logical tiles placed on each tile (`--aie-place-tiles`), as
    /// written with their lines.
    pub logical: BTreeMap<Tile, Vec<String>>,
}

impl DeviceRouting {
    /// `tile (c, r) CoreTile`, with the logical tiles placed on it.
    pub fn tile_title(&self, t: Tile, kind: TileKind) -> String {
        let mut title = format!("tile ({}, {}) {}", t.0, t.1, kind_name(kind));
        if let Some(logical) = self.logical.get(&t) {
            title.push_str(&format!(", placed from {}", logical.join(", ")));
        }
        title
    }

    /// Whether flow `f` must cross an over-subscribed cut.
    pub fn crosses_overfull(&self, f: usize) -> bool {
        self.overfull.get(f).copied().unwrap_or(false)
    }
}

/// The routing of every device of one input (chunk).
#[derive(Clone, Debug, Default)]
pub struct Routing {
    /// One per `aie.device`, in order.
    pub devices: Vec<DeviceRouting>,
}

/// mlir-aie's tile type spelling.
pub fn kind_name(k: TileKind) -> &'static str {
    match k {
        TileKind::ShimNoc => "ShimNOCTile",
        TileKind::ShimPl => "ShimPLTile",
        TileKind::MemTile => "MemTile",
        TileKind::Core => "CoreTile",
    }
}

impl Routing {
    /// The routing recorded in `ir`, whose text is `source` (for the
    /// line of flows that have no name).
    pub fn of(ir: &Ir, source: Option<&Source>) -> Routing {
        let mut out = Routing::default();
        for dev in devices(ir) {
            let m = dev.model;
            let kinds = (0..i64::from(m.columns))
                .flat_map(|c| (0..i64::from(m.rows)).map(move |r| (c, r)))
                .filter_map(|t| Some((t, m.tile_kind(t.0, t.1)?)))
                .collect();
            let mut flows = recover(ir, &dev);
            let routed = flows.len();
            let g = RouteGraph::new(m);
            let mut demand = Vec::new();
            if let Ok(problem) = collect(ir, &dev, &g, true, true) {
                name_packet_flows(ir, &problem, &mut flows);
                let wanted = add_unrouted(ir, &problem, &mut flows);
                if flows.len() > routed {
                    demand = cut_demand(&g, &problem, &wanted);
                }
            }
            let origins = flows.iter().map(|f| origin(ir, f.span, source)).collect();
            let mut overfull = vec![false; flows.len()];
            for c in demand.iter().filter(|c| c.over()) {
                for &f in &c.flows {
                    overfull[f] = true;
                }
            }
            let mut links: BTreeMap<(Tile, WireBundle), Link> = BTreeMap::new();
            for (i, f) in flows.iter().enumerate() {
                for &(tile, port) in &f.links {
                    let link = links.entry((tile, port.bundle)).or_insert_with(|| Link {
                        tile,
                        direction: port.bundle,
                        capacity: m.switch_ports(tile.0, tile.1, port.bundle, true),
                        channels: BTreeMap::new(),
                    });
                    let on = link.channels.entry(port.channel).or_default();
                    if !on.contains(&i) {
                        on.push(i);
                    }
                }
            }
            let (switchboxes, total) = flows_to_json(ir, &dev);
            out.devices.push(DeviceRouting {
                device: m.name,
                columns: m.columns,
                rows: m.rows,
                kinds,
                unrouted: flows.len() - routed,
                flows,
                origins,
                links: links.into_values().collect(),
                switchboxes,
                total_path_length: total,
                routed,
                demand,
                overfull,
                span: ir[dev.op].span,
                logical: crate::place::logical_origins(ir, &dev, source)
                    .into_iter()
                    .map(|(t, o)| (t, o.iter().map(ToString::to_string).collect()))
                    .collect(),
            });
        }
        out
    }

    /// A warning for every device whose flows are not (all) routed.
    pub fn warnings(&self) -> Vec<Diagnostic> {
        self.devices
            .iter()
            .filter(|d| d.unrouted > 0)
            .map(|d| {
                Diagnostic::error(
                    d.span,
                    format!(
                        "--dump-routing: {} flow(s) of device '{}' have no routing; the dump shows {} routed flow(s)",
                        d.unrouted,
                        d.device,
                        d.routed
                    ),
                )
                .with_severity(Severity::Warning)
                .with_help("dump a routed design: run the router first (--aie-create-pathfinder-flows, or the full lowering pipeline)")
            })
            .collect()
    }
}

/// A routed packet flow stands at its `aie.packet_flow` (the router's
/// rules and mastersets stand at the first flow of a shared net).
fn name_packet_flows(ir: &Ir, problem: &Problem, flows: &mut [Recovered]) {
    let ops: HashMap<_, _> = problem
        .flows
        .iter()
        .filter_map(|f| Some(((f.src, f.dst, f.packet?.id), ir[f.op].span)))
        .collect();
    for f in flows {
        if let Some(&span) = f.packet.and_then(|id| ops.get(&(f.src, f.dst, id))) {
            f.span = span;
        }
    }
}

/// Appends the flows of `problem` that `flows` (the routed ones) lacks, at
/// their ops' locations and without links; returns the index each gets, by
/// problem flow.
fn add_unrouted(ir: &Ir, problem: &Problem, flows: &mut Vec<Recovered>) -> Vec<Option<usize>> {
    let routed: BTreeSet<_> = flows.iter().map(|f| (f.src, f.dst, f.packet)).collect();
    problem
        .flows
        .iter()
        .map(|f| {
            let packet = f.packet.map(|p| p.id);
            if routed.contains(&(f.src, f.dst, packet)) {
                return None;
            }
            flows.push(Recovered {
                src: f.src,
                dst: f.dst,
                packet,
                links: Vec::new(),
                entries: Vec::new(),
                exit: f.dst.port,
                span: ir[f.op].span,
            });
            Some(flows.len() - 1)
        })
        .collect()
}

/// Every cut the unrouted circuit flows must cross, with the flows (dump
/// indices, by problem flow in `index`).
fn cut_demand(g: &RouteGraph, problem: &Problem, index: &[Option<usize>]) -> Vec<CutDemand> {
    loads(g, problem)
        .into_iter()
        .map(|l| {
            let mut flows: Vec<usize> = l
                .nets
                .iter()
                .flat_map(|&n| &problem.nets[n].flows)
                .filter_map(|&f| index[f])
                .collect();
            flows.sort_unstable();
            flows.dedup();
            CutDemand {
                cut: l.cut,
                demand: l.demand,
                capacity: l.capacity,
                flows,
            }
        })
        .filter(|c| !c.flows.is_empty())
        .collect()
}

/// `@name` for a flow at a named location, else `line N` of `source`.
fn origin(ir: &Ir, span: Span, source: Option<&Source>) -> String {
    if let Some(name) = ir.location_name(span) {
        return format!("@{name}");
    }
    match source {
        Some(s) if !span.is_empty() => {
            let (line, _) = dialect::diag::line_col(s.text, s.base + span.start as usize);
            format!("line {line}")
        }
        _ => String::new(),
    }
}

/// The switchbox records and total path length of mlir-aie's
/// `--aie-flows-to-json` (lib/Targets/AIEFlowsToJSON.cpp): per switchbox the
/// distinct North/East/South/West master ports of its connects and
/// mastersets, minus the shim mux's North source ports on the same tile.
fn flows_to_json(ir: &Ir, dev: &crate::netlist::Dev) -> (Vec<SwitchboxUse>, usize) {
    let mut sources: BTreeMap<Tile, usize> = BTreeMap::new();
    let mut dests: BTreeMap<Tile, usize> = BTreeMap::new();
    let tile = |v| crate::netlist::coords(ir, v);
    for op in dev.ops(ir) {
        match ir.kind(op) {
            Some(OpKind::Flow) => {
                if let (Some(s), Some(d)) = (
                    ir[op].operands.first().and_then(|&v| tile(v)),
                    ir[op].operands.get(1).and_then(|&v| tile(v)),
                ) {
                    *sources.entry(s).or_default() += 1;
                    *dests.entry(d).or_default() += 1;
                }
            }
            Some(OpKind::PacketFlow) => {
                for c in ir.children(op) {
                    let map = match ir.kind(c) {
                        Some(OpKind::PacketSource) => &mut sources,
                        Some(OpKind::PacketDest) => &mut dests,
                        _ => continue,
                    };
                    if let Some(t) = tile_of(ir, c) {
                        *map.entry(t).or_default() += 1;
                    }
                }
            }
            _ => {}
        }
    }
    let mut mux_north: BTreeMap<Tile, BTreeSet<Port>> = BTreeMap::new();
    for mux in ir.views::<ShimMux>(dev.ops(ir)) {
        let Some(t) = tile_of(ir, mux.op()) else {
            continue;
        };
        for c in ir.children(mux.op()) {
            let src = switch_ports(ir, c).0;
            if let Some(p) = src.filter(|p| p.bundle == WireBundle::North) {
                mux_north.entry(t).or_default().insert(p);
            }
        }
    }
    let mut out = Vec::new();
    let mut total = 0usize;
    for sb in ir.views::<Switchbox>(dev.ops(ir)) {
        let Some(t) = tile_of(ir, sb.op()) else {
            continue;
        };
        let masters: BTreeSet<Port> = ir
            .children(sb.op())
            .filter_map(|c| switch_ports(ir, c).1)
            .collect();
        let bound = DIRECTIONS.map(|d| masters.iter().filter(|p| p.bundle == d).count());
        total += bound.iter().sum::<usize>();
        total = total.saturating_sub(mux_north.get(&t).map_or(0, BTreeSet::len));
        out.push(SwitchboxUse {
            tile: t,
            source_count: sources.get(&t).copied().unwrap_or(0),
            destination_count: dests.get(&t).copied().unwrap_or(0),
            bound,
        });
    }
    (out, total)
}

/// `routings` (one per input chunk) in `format`.
pub fn render(format: Format, routings: &[Routing]) -> String {
    let devices: Vec<&DeviceRouting> = routings.iter().flat_map(|r| &r.devices).collect();
    match format {
        Format::Text => text::render(&devices),
        Format::Json => json::render(&devices),
        Format::Dot => dot::render(&devices),
        Format::Svg => devices
            .iter()
            .enumerate()
            .map(|(i, d)| svg::render(d, svg::Variant::File, &format!("dev{i}")))
            .collect(),
        Format::Html => html::render(&devices),
    }
}

/// The colour of a link using `used` of `capacity` wires, as `#rrggbb`
/// (valid in SVG, HTML and Graphviz): green (idle) through yellow to red (full).
pub fn heat(used: u32, capacity: u32) -> String {
    let share = (f64::from(used) / f64::from(capacity.max(1))).min(1.0);
    let red = (2.0 * share).min(1.0);
    let green = (2.0 * (1.0 - share)).min(1.0);
    let byte = |x: f64| (40.0 + 170.0 * x).round() as u8;
    format!("#{:02x}{:02x}{:02x}", byte(red), byte(green), 40)
}

/// The dumps' note on flows without routing.
pub fn unrouted_line(d: &DeviceRouting) -> String {
    format!(
        "warning: {} flow(s) of the design have no routing (the router did not run, or failed)",
        d.unrouted
    )
}

/// A short description of flow `f`.
pub fn describe(f: &Recovered) -> String {
    let ep = |e: &crate::route::Endpoint| {
        format!(
            "({}, {}) {} : {}",
            e.tile.0,
            e.tile.1,
            e.port.bundle.name(),
            e.port.channel
        )
    };
    match f.packet {
        Some(id) => format!("packet {id}: {} -> {}", ep(&f.src), ep(&f.dst)),
        None => format!("{} -> {}", ep(&f.src), ep(&f.dst)),
    }
}
