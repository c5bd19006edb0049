//! Diagnostics for designs that cannot be routed: every failed flow with its
//! span, the contested links and who wants them, and what to do about it.

use super::collect::{Flow, Problem};
use super::graph::RouteGraph;
use super::pathfinder::Failure;
use dialect::{Diagnostic, Ir};
use petgraph::graph::NodeIndex;
use std::collections::BTreeMap;

/// Contested links listed per failed flow.
const MAX_LINKS: usize = 6;

fn describe(f: &Flow) -> String {
    match f.packet {
        Some(p) => format!("packet flow {} from {} to {}", p.id, f.src, f.dst),
        None => format!("flow from {} to {}", f.src, f.dst),
    }
}

fn error(ir: &Ir, f: &Flow, message: String) -> Diagnostic {
    Diagnostic::op_error(ir[f.op].span, &ir[f.op].name, message)
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

fn congested(
    ir: &Ir,
    g: &RouteGraph,
    p: &Problem,
    nodes: &[(NodeIndex, Vec<usize>)],
    rounds: usize,
) -> Vec<Diagnostic> {
    let mut per_net: BTreeMap<usize, Vec<(NodeIndex, &[usize])>> = BTreeMap::new();
    for (n, users) in nodes {
        for &u in users {
            per_net.entry(u).or_default().push((*n, users));
        }
    }
    let mut out = Vec::new();
    for (net, links) in per_net {
        for &i in &p.nets[net].flows {
            let f = &p.flows[i];
            let mut d = error(
                ir,
                f,
                format!(
                    "unroutable: {} still shares {} port(s) with other flows after {rounds} rounds of negotiation",
                    describe(f),
                    links.len()
                ),
            );
            for (n, users) in links.iter().take(MAX_LINKS) {
                let others: Vec<String> = users
                    .iter()
                    .filter(|&&u| u != net)
                    .map(|&u| describe(&p.flows[p.nets[u].flows[0]]))
                    .collect();
                d = d.with_note(
                    None,
                    format!("{} is also wanted by {}", g.describe(*n), others.join("; ")),
                );
            }
            out.push(d.with_help(
                "the array has too few ports here: move endpoints apart, or make flows that may share links packet flows",
            ));
        }
    }
    out
}
