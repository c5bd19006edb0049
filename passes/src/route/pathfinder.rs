//! Negotiated-congestion routing (PathFinder; aie-passes.md §5.3).
//!
//! Every net is routed as one tree per source: each destination in turn is
//! reached by an A* search that starts from every node already on the tree
//! (so broadcasts share their prefix). Entering a node costs
//! `(base + history) × (1 + present × conflicts) × (1 + 0.1 × shared)`, where
//! `base` is 1 for a wire and 0 otherwise, `conflicts` counts the other nets
//! on the node that may not share it, `shared` the packet nets with other
//! packet IDs (which may), `present` grows every iteration and `history`
//! accumulates on nodes that stayed over-used. A* is exact because every wire costs at least 1 and the
//! heuristic is the Manhattan distance to the destination's tile.
//!
//! After the first pass only nets that touch an over-used node are ripped up
//! and rerouted; the loop stops when no node is used by two nets, or fails
//! after [`MAX_ITERATIONS`] rounds, or earlier once [`STALL_ROUNDS`] rounds in
//! a row brought no improvement. Ties are broken by node index, so results are
//! deterministic.

use super::collect::Net;
use super::graph::{Kind, RouteGraph};
use petgraph::graph::NodeIndex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Rip-up-and-reroute rounds before giving up.
const MAX_ITERATIONS: usize = 60;
/// Give up earlier when this many rounds in a row did not lower the number
/// of over-used nodes below its best.
const STALL_ROUNDS: usize = 12;
/// Present-congestion factor of the first round, and its growth per round.
const PRESENT_START: f32 = 0.5;
const PRESENT_GROWTH: f32 = 1.8;
/// History cost added per round and unit of over-use.
const HISTORY_STEP: f32 = 0.4;
/// Extra cost factor per other packet net on a node (sharing is legal but
/// spends rule slots and arbiters, so free ports are preferred).
const SHARE_PENALTY: f32 = 0.1;

const NONE: u32 = u32::MAX;
const FIXED: u32 = u32::MAX - 1;

/// Why routing failed.
#[derive(Debug)]
pub enum Failure {
    /// Destination `sink` of tree `tree` of net `net` cannot be reached at all
    /// (the ports on the way are illegal, held by fixed connections or by
    /// other flows' endpoints).
    NoPath {
        net: usize,
        tree: usize,
        sink: NodeIndex,
    },
    /// An endpoint of net `net` is held by a pre-existing switchbox.
    FixedEndpoint { net: usize, node: NodeIndex },
    /// Nodes still shared by several nets after the last of `rounds`, with
    /// the nets on each.
    Congested {
        nodes: Vec<(NodeIndex, Vec<usize>)>,
        rounds: usize,
    },
}

/// A* scratch space, reused across searches (stamped, never cleared).
struct Search {
    cost: Vec<f32>,
    from: Vec<u32>,
    seen: Vec<u32>,
    closed: Vec<u32>,
    now: u32,
    heap: BinaryHeap<Reverse<(u32, u32, u32)>>,
}

/// The router's state for one device.
pub struct Router<'a> {
    g: &'a RouteGraph,
    /// Where a stream is after each node (for the heuristic).
    to: Vec<(i32, i32)>,
    /// The nets on each node.
    users: Vec<Vec<u32>>,
    /// Per net, the packet IDs it carries as a bit set (0 for circuit nets).
    ids: Vec<u32>,
    /// Nodes no two nets may share, not even packet nets.
    exclusive: Vec<bool>,
    history: Vec<f32>,
    present: f32,
    /// The net whose endpoint a node is, or `FIXED`, or `NONE`.
    owner: Vec<u32>,
    /// The priority net holding a node, or `NONE`.
    priority: Vec<u32>,
    /// `mine[n] == stamp` while the net being routed holds `n`.
    mine: Vec<u32>,
    in_tree: Vec<u32>,
    tree_stamp: u32,
    stamp: u32,
    held: Vec<Vec<u32>>,
    search: Search,
    /// Rounds run by the last [`Router::route`].
    pub iterations: usize,
}

impl<'a> Router<'a> {
    pub fn new(g: &'a RouteGraph, blocked: &[bool]) -> Router<'a> {
        let n = g.len();
        let to = g
            .graph
            .node_weights()
            .map(|w| (w.to.0 as i32, w.to.1 as i32))
            .collect();
        let owner = blocked
            .iter()
            .map(|&b| if b { FIXED } else { NONE })
            .collect();
        Router {
            g,
            to,
            users: vec![Vec::new(); n],
            ids: Vec::new(),
            exclusive: vec![false; n],
            history: vec![0.0; n],
            present: PRESENT_START,
            owner,
            priority: vec![NONE; n],
            mine: vec![0; n],
            in_tree: vec![0; n],
            tree_stamp: 0,
            stamp: 0,
            held: Vec::new(),
            search: Search {
                cost: vec![0.0; n],
                from: vec![NONE; n],
                seen: vec![0; n],
                closed: vec![0; n],
                now: 0,
                heap: BinaryHeap::new(),
            },
            iterations: 0,
        }
    }

    /// Routes `nets` (in order), filling in their trees.
    pub fn route(&mut self, nets: &mut [Net]) -> Result<(), Failure> {
        self.held = vec![Vec::new(); nets.len()];
        self.ids = nets.iter().map(|n| n.ids).collect();
        for (k, net) in nets.iter().enumerate() {
            for tree in &net.trees {
                for &n in std::iter::once(&tree.source).chain(&tree.sinks) {
                    if self.owner[n.index()] == FIXED {
                        return Err(Failure::FixedEndpoint { net: k, node: n });
                    }
                    self.owner[n.index()] = k as u32;
                }
            }
        }
        for k in 0..nets.len() {
            self.route_net(nets, k)?;
        }
        self.negotiate(nets)
    }

    /// Forbids packet nets to share `nodes` (where sharing needs more packet
    /// rules or msels than a switch has) and negotiates again.
    pub fn reroute_exclusive(
        &mut self,
        nets: &mut [Net],
        nodes: &[NodeIndex],
    ) -> Result<(), Failure> {
        for n in nodes {
            self.exclusive[n.index()] = true;
        }
        self.negotiate(nets)
    }

    /// Rips up and reroutes nets on over-used nodes until none is left.
    fn negotiate(&mut self, nets: &mut [Net]) -> Result<(), Failure> {
        let (mut best, mut stalled) = (usize::MAX, 0);
        for round in 1..=MAX_ITERATIONS {
            self.iterations = round;
            let over: Vec<usize> = (0..self.users.len())
                .filter(|&n| self.over_used(n))
                .collect();
            if over.is_empty() {
                return Ok(());
            }
            if over.len() < best {
                (best, stalled) = (over.len(), 0);
            } else {
                stalled += 1;
                if stalled == STALL_ROUNDS {
                    break;
                }
            }
            for &n in &over {
                self.history[n] += HISTORY_STEP * (self.users[n].len() - 1) as f32;
            }
            self.present *= PRESENT_GROWTH;
            for k in 0..nets.len() {
                if self.held[k].iter().any(|&n| self.over_used(n as usize)) {
                    self.rip_up(nets, k);
                    self.route_net(nets, k)?;
                }
            }
        }
        let mut congested = Vec::new();
        for n in 0..self.users.len() {
            if self.over_used(n) {
                let users = self.users[n].iter().map(|&k| k as usize).collect();
                congested.push((NodeIndex::new(n), users));
            }
        }
        Err(Failure::Congested {
            nodes: congested,
            rounds: self.iterations,
        })
    }

    /// Whether nets `a` and `b` may not share node `n`: unless both are
    /// packet nets with disjoint packet IDs and `n` is not exclusive.
    fn conflict(&self, a: usize, b: usize, n: usize) -> bool {
        let (x, y) = (self.ids[a], self.ids[b]);
        x == 0 || y == 0 || x & y != 0 || self.exclusive[n]
    }

    /// Whether two nets on node `n` conflict.
    fn over_used(&self, n: usize) -> bool {
        let u = &self.users[n];
        u.len() > 1
            && u.iter().enumerate().any(|(i, &a)| {
                u[i + 1..]
                    .iter()
                    .any(|&b| self.conflict(a as usize, b as usize, n))
            })
    }

    fn rip_up(&mut self, nets: &[Net], k: usize) {
        for &n in &self.held[k] {
            self.users[n as usize].retain(|&u| u != k as u32);
            if nets[k].priority {
                self.priority[n as usize] = NONE;
            }
        }
        self.held[k].clear();
    }

    fn hold(&mut self, k: usize, n: NodeIndex, priority: bool) {
        let i = n.index();
        if self.mine[i] != self.stamp {
            self.mine[i] = self.stamp;
            self.users[i].push(k as u32);
            self.held[k].push(i as u32);
            if priority {
                self.priority[i] = k as u32;
            }
        }
    }

    fn route_net(&mut self, nets: &mut [Net], k: usize) -> Result<(), Failure> {
        self.stamp += 1;
        let priority = nets[k].priority;
        for t in 0..nets[k].trees.len() {
            let tree = &nets[k].trees[t];
            let source = tree.source;
            // Steiner trees depend on the order of the destinations: try the
            // design's order, farthest first and nearest first; keep the cheapest.
            let mut orders = vec![tree.sinks.clone()];
            if tree.sinks.len() > 1 && !priority {
                let from = self.to[source.index()];
                let dist = |n: &NodeIndex| {
                    let (c, r) = self.to[n.index()];
                    (c - from.0).abs() + (r - from.1).abs()
                };
                let mut far = tree.sinks.clone();
                far.sort_by_key(|n| (std::cmp::Reverse(dist(n)), n.index()));
                let mut near = far.clone();
                near.reverse();
                orders.push(far);
                orders.push(near);
            }
            let mut best: Option<(f32, Vec<(NodeIndex, NodeIndex)>)> = None;
            for order in &orders {
                match self.route_tree(source, order, k) {
                    Ok((cost, parent)) => {
                        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                            best = Some((cost, parent));
                        }
                    }
                    Err(sink) => {
                        return Err(Failure::NoPath {
                            net: k,
                            tree: t,
                            sink,
                        })
                    }
                }
            }
            let (_, parent) = best.expect("at least one order");
            self.hold(k, source, priority);
            for &(n, _) in &parent {
                self.hold(k, n, priority);
            }
            nets[k].trees[t].parent = parent;
        }
        Ok(())
    }

    /// Routes one tree from `source` to `sinks` in that order; returns its
    /// cost and `(node, parent)` pairs, or the sink that cannot be reached.
    #[allow(clippy::type_complexity)]
    fn route_tree(
        &mut self,
        source: NodeIndex,
        sinks: &[NodeIndex],
        k: usize,
    ) -> Result<(f32, Vec<(NodeIndex, NodeIndex)>), NodeIndex> {
        self.tree_stamp += 1;
        let mark = self.tree_stamp;
        let mut starts = vec![source];
        self.in_tree[source.index()] = mark;
        let mut parent = Vec::new();
        let mut total = 0.0;
        for &sink in sinks {
            if self.in_tree[sink.index()] == mark {
                continue;
            }
            let (cost, path) = self.astar(&starts, sink, k).ok_or(sink)?;
            total += cost;
            for (n, p) in path {
                parent.push((n, p));
                self.in_tree[n.index()] = mark;
                if self.g.graph[n].kind != Kind::Sink {
                    starts.push(n);
                }
            }
        }
        Ok((total, parent))
    }

    /// The cost of entering `n` for net `k` looking for `goal`; `None` if `n`
    /// is out of bounds for it.
    fn enter(&self, n: usize, k: usize, goal: usize) -> Option<f32> {
        let node = &self.g.graph[NodeIndex::new(n)];
        if node.kind == Kind::Sink && n != goal {
            return None;
        }
        let (o, p) = (self.owner[n], self.priority[n]);
        if (o != NONE && o != k as u32) || (p != NONE && p != k as u32) {
            return None;
        }
        let base = if node.kind == Kind::Wire { 1.0 } else { 0.0 };
        let (mut others, mut shared) = (0u16, 0u16);
        for &u in &self.users[n] {
            if u as usize != k {
                if self.conflict(u as usize, k, n) {
                    others += 1;
                } else {
                    shared += 1;
                }
            }
        }
        Some(
            (base + self.history[n])
                * (1.0 + self.present * f32::from(others))
                * (1.0 + SHARE_PENALTY * f32::from(shared)),
        )
    }

    /// The cheapest path from any of `starts` to `goal` and its cost, as
    /// `(node, parent)` pairs from the start side; `None` if there is none.
    fn astar(
        &mut self,
        starts: &[NodeIndex],
        goal: NodeIndex,
        k: usize,
    ) -> Option<(f32, Vec<(NodeIndex, NodeIndex)>)> {
        let goal_i = goal.index();
        let target = self.to[goal_i];
        let h = |to: &[(i32, i32)], n: usize| {
            let (c, r) = to[n];
            ((c - target.0).abs() + (r - target.1).abs()) as f32
        };
        self.search.now += 1;
        let now = self.search.now;
        self.search.heap.clear();
        for &s in starts {
            let i = s.index();
            self.search.cost[i] = 0.0;
            self.search.from[i] = NONE;
            self.search.seen[i] = now;
            let hs = h(&self.to, i);
            self.search
                .heap
                .push(Reverse((hs.to_bits(), hs.to_bits(), i as u32)));
        }
        while let Some(Reverse((_, _, n))) = self.search.heap.pop() {
            let n = n as usize;
            if self.search.closed[n] == now {
                continue;
            }
            self.search.closed[n] = now;
            if n == goal_i {
                let mut path = Vec::new();
                let mut cur = n;
                while self.search.from[cur] != NONE {
                    let p = self.search.from[cur] as usize;
                    path.push((NodeIndex::new(cur), NodeIndex::new(p)));
                    cur = p;
                }
                path.reverse();
                return Some((self.search.cost[n], path));
            }
            let base = self.search.cost[n];
            for m in self.g.graph.neighbors(NodeIndex::new(n)) {
                let m = m.index();
                if self.search.closed[m] == now {
                    continue;
                }
                let Some(step) = self.enter(m, k, goal_i) else {
                    continue;
                };
                let c = base + step;
                if self.search.seen[m] != now || c < self.search.cost[m] {
                    self.search.seen[m] = now;
                    self.search.cost[m] = c;
                    self.search.from[m] = n as u32;
                    let hm = h(&self.to, m);
                    self.search
                        .heap
                        .push(Reverse(((c + hm).to_bits(), hm.to_bits(), m as u32)));
                }
            }
        }
        None
    }
}
