//! Diagnostics for designs that cannot be routed: a flow that has no path,
//! or one summary error for an over-subscribed problem (the cuts or ports
//! wanted by more flows than they carry), located at a flow, with what to do.

use super::capacity::Load;
use super::collect::{Flow, Problem};
use super::graph::{Port, RouteGraph, Tile};
use super::pathfinder::Failure;
use dialect::{Diagnostic, Ir};
use petgraph::graph::NodeIndex;

/// Contested ports listed in the congestion summary.
const MAX_LINKS: usize = 6;
/// Flows named per contested port.
const MAX_FLOWS: usize = 3;

/// `flow @name from X to Y` (the name of the object FIFO it was lowered
/// from, if any).
fn describe(ir: &Ir, f: &Flow) -> String {
    let name = ir
        .location_name(ir[f.op].span)
        .map_or(String::new(), |n| format!(" @{n}"));
    match f.packet {
        Some(p) => format!("packet flow {}{name} from {} to {}", p.id, f.src, f.dst),
        None => format!("flow{name} from {} to {}", f.src, f.dst),
    }
}

fn error(ir: &Ir, f: &Flow, message: String) -> Diagnostic {
    Diagnostic::op_error(ir[f.op].span, ir[f.op].name(), message)
}

/// The diagnostics for `failure`.
pub fn failure(ir: &Ir, g: &RouteGraph, p: &Problem, failure: Failure) -> Vec<Diagnostic> {
    match failure {
        Failure::NoPath { net, tree, sink } => {
            let source = p.nets[net].trees[tree].source;
            p.nets[net]
                .flows
                .iter()
                .map(|&i| &p.flows[i])
                .filter(|f| f.src_node == source && f.dst_node == sink)
                .map(|f| {
                    error(ir, f, format!("no route from {} to {}", f.src, f.dst)).with_help(
                        "every path between these ports is illegal or blocked by pre-existing switchbox connections or other flows' endpoints; move an endpoint or free the ports",
                    )
                })
                .collect()
        }
        Failure::FixedEndpoint { net, node } => p.nets[net]
            .flows
            .iter()
            .map(|&i| &p.flows[i])
            .filter(|f| f.src_node == node || f.dst_node == node)
            .map(|f| {
                error(
                    ir,
                    f,
                    format!(
                        "{} is already configured by a pre-existing switchbox",
                        g.describe(node)
                    ),
                )
                .with_help("remove the fixed connection or route this flow to another port")
            })
            .collect(),
        Failure::Congested { nodes, rounds } => congested(ir, g, p, &nodes, rounds),
    }
}

/// Over-subscribed cuts listed as notes of the summary.
const MAX_CUTS: usize = 8;
/// Flows listed (a note at each) as crossing the worst cut.
const MAX_CROSSING: usize = 5;
/// Flow sources the summary names (mlir-aie's: then `and N more`).
const MAX_SOURCES: usize = 4;

/// One summary error for a problem the capacity check proved unroutable,
/// at the first flow that must cross the worst cut.
pub fn overloaded(ir: &Ir, g: &RouteGraph, p: &Problem, over: &[Load]) -> Diagnostic {
    let worst = &over[0];
    let f = &p.flows[p.nets[worst.nets[0]].flows[0]];
    let mut sources: Vec<(Tile, Port)> = worst
        .nets
        .iter()
        .flat_map(|&n| p.nets[n].flows.iter().map(|&i| &p.flows[i].src))
        .map(|s| (s.tile, s.port))
        .collect();
    sources.sort_unstable();
    sources.dedup();
    let shown: Vec<String> = sources
        .iter()
        .take(MAX_SOURCES)
        .map(|&((c, r), port)| format!("({c}, {r}) {}:{}", port.bundle, port.channel))
        .collect();
    let more = match sources.len().saturating_sub(MAX_SOURCES) {
        0 => String::new(),
        n => format!(" and {n} more"),
    };
    // mlir-aie's words, as a plain error (no op prefix), at the flow.
    let mut d = Diagnostic::error(
        ir[f.op].span,
        format!(
            "Unable to find a legal routing: the flows from {}{more} need {}, and the router found no routing that fits them.",
            shown.join(", "),
            worst.cut.links_text(g)
        ),
    )
    .with_note(
        None,
        format!(
            "{} circuit flow{} must cross {}, which has {} free stream channels",
            worst.demand,
            if worst.demand == 1 { "" } else { "s" },
            worst.cut,
            worst.capacity
        ),
    );
    let others: Vec<String> = over
        .iter()
        .skip(1)
        .take(MAX_CUTS)
        .map(|o| format!("{} ({} flows, {} channels)", o.cut, o.demand, o.capacity))
        .collect();
    if !others.is_empty() {
        let more = and_more(over.len() - 1 - others.len());
        d = d.with_note(
            None,
            format!("also over-subscribed: {}{more}", others.join("; ")),
        );
    }
    let mut nets = worst.nets.clone();
    nets.dedup();
    for &n in nets.iter().take(MAX_CROSSING) {
        let f = &p.flows[p.nets[n].flows[0]];
        d = d.with_note(
            Some(ir[f.op].span),
            format!("must cross it: {}", describe(ir, f)),
        );
    }
    if nets.len() > MAX_CROSSING {
        d = d.with_note(
            None,
            format!("and {} more flows must cross it", nets.len() - MAX_CROSSING),
        );
    }
    d.with_help(
            "no routing exists (wires held by pre-existing switchboxes are not free): move endpoints so that fewer flows cross there, or make flows that may share links packet flows",
        )
}

/// One summary error for congestion negotiation could not resolve, at the
/// first flow on the most contested port.
fn congested(
    ir: &Ir,
    g: &RouteGraph,
    p: &Problem,
    nodes: &[(NodeIndex, Vec<usize>)],
    rounds: usize,
) -> Vec<Diagnostic> {
    let mut worst: Vec<&(NodeIndex, Vec<usize>)> = nodes.iter().collect();
    worst.sort_by_key(|(n, users)| (std::cmp::Reverse(users.len()), n.index()));
    let Some((_, users)) = worst.first() else {
        return Vec::new();
    };
    let first = users.iter().min().expect("an over-used port has users");
    let f = &p.flows[p.nets[*first].flows[0]];
    let mut d = error(
        ir,
        f,
        format!(
            "unroutable: {} stream ports are still wanted by several flows after {rounds} rounds of negotiation",
            nodes.len()
        ),
    );
    for (n, users) in worst.iter().take(MAX_LINKS) {
        let flows: Vec<String> = users
            .iter()
            .take(MAX_FLOWS)
            .map(|&u| describe(ir, &p.flows[p.nets[u].flows[0]]))
            .collect();
        let more = and_more(users.len().saturating_sub(MAX_FLOWS));
        d = d.with_note(
            None,
            format!(
                "{} is wanted by {} flows: {}{more}",
                g.describe(*n),
                users.len(),
                flows.join("; ")
            ),
        );
    }
    vec![d.with_help(
        "the array has too few ports here: move endpoints apart, or make flows that may share links packet flows with distinct IDs",
    )]
}

/// `; and N more` after a list cut short by N items (nothing when N is 0).
fn and_more(n: usize) -> String {
    if n > 0 {
        format!("; and {n} more")
    } else {
        String::new()
    }
}
