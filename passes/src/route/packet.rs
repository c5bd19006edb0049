//! Realising packet nets (aie-passes.md §5.5): per tile, the (slave port,
//! packet ID) pairs and the master ports each must reach become arbiters,
//! msels, `aie.masterset`s and `aie.packet_rules`.
//!
//! Master ports that some (slave, ID) pair drives together must share an
//! arbiter, so each connected component of "driven together" is put on one
//! arbiter (its own while free ones remain, else one with msels to spare);
//! within an arbiter every distinct set of master ports gets one msel. Rules are exact: the IDs of a slave port that go to the same amsel
//! are covered by masks that match those IDs and no other. A component that
//! has to share an arbiter takes the one whose flows it risks least with
//! ([`hazard`](super::hazard)); a direct cycle it takes is reported, as is
//! one between flows whose master ports tie them to one arbiter (the other
//! risks rest on what the router cannot see: how much each flow carries, and
//! which of a tile's channels drain which).

use super::collect::{Flow, Net, Problem};
use super::emit::{body, mux_connect, through_mux, Boxes};
use super::graph::{Port, RouteGraph, Tile};
use super::hazard::{Dependence, Risk};
use crate::netlist::Dev;
use dialect::ir::{At, Attr, OpId, Span, View};
use dialect::ops::views;
use dialect::{Diagnostic, Ir, Severity};
use petgraph::graph::NodeIndex;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Arbiters per switch and msels per arbiter.
const ARBITERS: u8 = 6;
const MSELS: u8 = 4;
/// Rule slots per slave port.
const SLOTS: usize = 4;

/// What the packet flows need from one switch.
#[derive(Default)]
struct TileNeeds {
    /// (slave port, ID) → master ports.
    groups: BTreeMap<(Port, u8), BTreeSet<Port>>,
    /// (slave port, ID) → the flows (indices into [`Problem::flows`]).
    flows: BTreeMap<(Port, u8), BTreeSet<usize>>,
    /// (slave port, ID) → the masks its flows state; an ID some flow takes
    /// without one is in `exact`.
    masks: BTreeMap<(Port, u8), BTreeSet<u8>>,
    exact: BTreeSet<(Port, u8)>,
    priority: BTreeSet<Port>,
    keep: BTreeSet<Port>,
    /// The first flow through the tile: the switch's ops get its location.
    first: Option<usize>,
}

/// An amsel: (arbiter, msel).
type Amsel = (u8, u8);
/// A rule: (mask, value, amsel).
type Rule = (u8, u8, Amsel);

/// The switches' needs, from the routed trees.
fn needs(g: &RouteGraph, p: &Problem) -> BTreeMap<Tile, TileNeeds> {
    let mut out: BTreeMap<Tile, TileNeeds> = BTreeMap::new();
    let net_of: HashMap<usize, &Net> = p
        .nets
        .iter()
        .flat_map(|n| n.flows.iter().map(move |&f| (f, n)))
        .collect();
    for (i, f) in p.flows.iter().enumerate() {
        let (Some(info), Some(net)) = (f.packet, net_of.get(&i)) else {
            continue;
        };
        let Some(tree) = net.trees.iter().find(|t| t.source == f.src_node) else {
            continue;
        };
        let parent: HashMap<NodeIndex, NodeIndex> = tree.parent.iter().copied().collect();
        let mut cur = f.dst_node;
        while let Some(&up) = parent.get(&cur) {
            let (tile, slave) = g.as_slave(up);
            let master = g.graph[cur].port;
            let t = out.entry(tile).or_default();
            t.first.get_or_insert(i);
            t.groups.entry((slave, info.id)).or_default().insert(master);
            t.flows.entry((slave, info.id)).or_default().insert(i);
            match info.mask {
                Some(m) => {
                    t.masks.entry((slave, info.id)).or_default().insert(m);
                }
                None => {
                    t.exact.insert((slave, info.id));
                }
            }
            if info.priority {
                t.priority.insert(master);
            }
            if cur == f.dst_node && info.keep_header {
                t.keep.insert(master);
            }
            cur = up;
        }
    }
    out
}

/// The ports where packet nets share more than a switch can hold: slave
/// ports needing more than four rules, and the master ports of a group that
/// needs more than four msels on its arbiter.
pub fn overfull(g: &RouteGraph, p: &Problem) -> Vec<NodeIndex> {
    let mut out = Vec::new();
    for (tile, need) in needs(g, p) {
        let mut per_slave: BTreeMap<Port, BTreeMap<&BTreeSet<Port>, BTreeSet<u8>>> =
            BTreeMap::new();
        let mut sets_of: BTreeMap<Port, BTreeSet<&BTreeSet<Port>>> = BTreeMap::new();
        for ((slave, id), set) in &need.groups {
            per_slave
                .entry(*slave)
                .or_default()
                .entry(set)
                .or_default()
                .insert(*id);
            for m in set {
                sets_of.entry(*m).or_default().insert(set);
            }
        }
        for (slave, groups) in per_slave {
            let rules: usize = groups
                .values()
                .map(|ids| rules_for(&need, slave, ids).len())
                .sum();
            if rules > SLOTS {
                out.extend(g.slave(tile, slave));
            }
        }
        for (master, sets) in sets_of {
            if sets.len() > usize::from(MSELS) {
                out.extend(g.master(tile, master));
            }
        }
    }
    out
}

/// The (mask, value) rules that carry the IDs `ids` of slave port `slave`
/// to one amsel: the IDs its flows take without a mask covered exactly
/// ([`cubes`]), then each mask a flow states with its ID.
fn rules_for(need: &TileNeeds, slave: Port, ids: &BTreeSet<u8>) -> Vec<(u8, u8)> {
    let exact: BTreeSet<u8> = ids
        .iter()
        .copied()
        .filter(|&id| need.exact.contains(&(slave, id)))
        .collect();
    let stated = ids.iter().flat_map(|&id| {
        need.masks
            .get(&(slave, id))
            .into_iter()
            .flatten()
            .map(move |&m| (m, id & m))
    });
    let mut out = cubes(&exact);
    out.extend(stated);
    out
}

/// Covers `ids` exactly with (mask, value) cubes, smallest IDs first.
fn cubes(ids: &BTreeSet<u8>) -> Vec<(u8, u8)> {
    let mut left = ids.clone();
    let mut out = Vec::new();
    while let Some(&x) = left.iter().next() {
        let mut mask = 0x1Fu8;
        for bit in 0..5 {
            let wider = mask & !(1 << bit);
            if (0..32u8)
                .filter(|y| y & wider == x & wider)
                .all(|y| ids.contains(&y))
            {
                mask = wider;
            }
        }
        left.retain(|y| y & mask != x & mask);
        out.push((mask, x & mask));
    }
    out
}

/// A flow put on an arbiter with one it can deadlock against (indices into
/// [`Problem::flows`]): on a master port tied to the arbiter (`tied`), or
/// there being no arbiter with less risk.
struct Shared {
    arbiter: u8,
    flow: usize,
    partner: usize,
    tied: bool,
}

/// The amsels of one switch.
struct Allocation {
    /// (slave, ID) → amsel.
    slave_amsel: HashMap<(Port, u8), Amsel>,
    /// Master → amsels.
    master_amsels: BTreeMap<Port, Vec<Amsel>>,
    shared: Vec<Shared>,
}

/// The flows through one switch, each with its slave port there.
type Members = Vec<(Port, usize)>;

/// What decides whether two flows may share an arbiter at the switch of
/// `tile`.
#[derive(Clone, Copy)]
struct Hazards<'a> {
    tile: Tile,
    flows: &'a [Flow],
    dep: &'a Dependence<'a>,
    /// Whether to choose arbiters around them (else only report them).
    avoid: bool,
}

impl Hazards<'_> {
    /// The worst risk between a flow of `mine` and one of `theirs` on
    /// another slave port (flows of one slave port are one ordered stream,
    /// never arbitrated against each other), the first pair of it: (risk,
    /// mine, theirs).
    fn worst(&self, mine: &Members, theirs: &Members) -> Option<(Risk, usize, usize)> {
        let mut worst: Option<(Risk, usize, usize)> = None;
        for &(sm, f) in mine {
            for &(_, g) in theirs.iter().filter(|&&(st, _)| st != sm) {
                let risk = self.dep.risk(self.tile, &self.flows[f], &self.flows[g]);
                if let Some(r) = risk.filter(|&r| worst.is_none_or(|(w, ..)| r > w)) {
                    worst = Some((r, f, g));
                }
            }
        }
        worst
    }

    /// The first direct cycle between flows of one component (all on its
    /// arbiter, their master ports tied to it): (later flow, earlier one).
    fn direct_within(&self, members: &Members) -> Option<(usize, usize)> {
        members.iter().enumerate().find_map(|(i, &(sf, f))| {
            members[i + 1..]
                .iter()
                .filter(|&&(sg, _)| sg != sf)
                .find(|&&(_, g)| {
                    self.dep.risk(self.tile, &self.flows[g], &self.flows[f])
                        == Some(Risk::DirectCycle)
                })
                .map(|&(_, g)| (g, f))
        })
    }
}

/// Assigns amsels, leaving the arbiters in `taken` (the design's own) alone.
fn allocate(t: &TileNeeds, taken: &BTreeSet<u8>, hazards: &Hazards) -> Result<Allocation, String> {
    let masters: Vec<Port> = t
        .groups
        .values()
        .flatten()
        .copied()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let index: HashMap<Port, usize> = masters.iter().enumerate().map(|(i, &m)| (m, i)).collect();
    let mut parent: Vec<usize> = (0..masters.len()).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    for set in t.groups.values() {
        let mut it = set.iter().map(|m| index[m]);
        if let Some(first) = it.next() {
            for other in it {
                let (a, b) = (find(&mut parent, first), find(&mut parent, other));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    // Components in order of their first master; priority ones take the
    // highest arbiters.
    let mut roots: Vec<usize> = Vec::new();
    for i in 0..masters.len() {
        let r = find(&mut parent, i);
        if !roots.contains(&r) {
            roots.push(r);
        }
    }
    // The msels each component needs: its distinct master sets.
    let mut needed: HashMap<usize, BTreeSet<&BTreeSet<Port>>> = HashMap::new();
    let mut members: HashMap<usize, Members> = HashMap::new();
    for (&(slave, id), set) in &t.groups {
        if let Some(first) = set.iter().next() {
            let r = find(&mut parent, index[first]);
            needed.entry(r).or_default().insert(set);
            let through = t.flows.get(&(slave, id)).into_iter().flatten();
            members
                .entry(r)
                .or_default()
                .extend(through.map(|&f| (slave, f)));
        }
    }
    let is_priority = |r: usize, parent: &mut [usize]| {
        (0..masters.len()).any(|i| find(parent, i) == r && t.priority.contains(&masters[i]))
    };
    // Priority components first, so that what else the switch carries
    // cannot change their arbiters (a column control overlay keeps the
    // arbiters of the overlay's own device).
    let priority: Vec<bool> = roots.iter().map(|&r| is_priority(r, &mut parent)).collect();
    let mut order: Vec<usize> = (0..roots.len()).collect();
    order.sort_by_key(|&i| !priority[i]);
    let roots: Vec<usize> = order.iter().map(|&i| roots[i]).collect();
    // Each component gets an arbiter of its own while there are free ones
    // (priority components from the top); later ones share the arbiter with
    // the most msels left, as mlir-aie's amsel scan does, of those whose
    // flows none of theirs waits on even through other tiles, else of those
    // none of theirs waits on directly; a direct wait left is reported.
    let mut arbiter: HashMap<usize, u8> = HashMap::new();
    let mut free = [MSELS; ARBITERS as usize];
    for &a in taken {
        if let Some(f) = free.get_mut(usize::from(a)) {
            *f = 0;
        }
    }
    let mut fresh: Vec<u8> = (0..ARBITERS).filter(|a| !taken.contains(a)).collect();
    let mut on: HashMap<u8, Members> = HashMap::new();
    let mut shared = Vec::new();
    let none = Members::new();
    for &r in &roots {
        let k = needed.get(&r).map_or(0, BTreeSet::len);
        if k > usize::from(MSELS) {
            return Err(format!(
                "needs {k} msels on one arbiter for master ports that are driven together, but an arbiter has {MSELS}"
            ));
        }
        let k = k as u8;
        let own = if is_priority(r, &mut parent) {
            fresh.pop()
        } else if fresh.is_empty() {
            None
        } else {
            Some(fresh.remove(0))
        };
        let mine = members.get(&r).unwrap_or(&none);
        let a = own.filter(|&a| free[a as usize] >= k).or_else(|| {
            let mut open: Vec<u8> = (0..ARBITERS)
                .filter(|&a| !fresh.contains(&a) && free[a as usize] >= k)
                .collect();
            open.sort_by_key(|&a| (std::cmp::Reverse(free[a as usize]), a));
            let theirs = |a: u8| on.get(&a).unwrap_or(&none);
            let risk = |a: u8| hazards.worst(mine, theirs(a));
            // Least risk first; at equal risk the arbiter that carries a
            // slave port of ours (never arbitrated against itself).
            let ours = |a: u8| {
                theirs(a)
                    .iter()
                    .any(|(st, _)| mine.iter().any(|(sm, _)| sm == st))
            };
            let a = if hazards.avoid {
                open.iter()
                    .copied()
                    .min_by_key(|&a| (risk(a).map(|(r, ..)| r), !ours(a)))?
            } else {
                open.first().copied()?
            };
            if let Some((Risk::DirectCycle, flow, partner)) = risk(a) {
                shared.push(Shared {
                    arbiter: a,
                    flow,
                    partner,
                    tied: false,
                });
            }
            Some(a)
        });
        let Some(a) = a else {
            let mine = if taken.is_empty() {
                String::new()
            } else {
                format!(" (the design's own amsels hold {} of them)", taken.len())
            };
            return Err(format!(
                "has used up all arbiter-msel combinations: {} groups of packet-switched master ports need more than {ARBITERS} arbiters with {MSELS} msels each{mine}",
                roots.len()
            ));
        };
        if let Some((flow, partner)) = hazards.direct_within(mine) {
            shared.push(Shared {
                arbiter: a,
                flow,
                partner,
                tied: true,
            });
        }
        free[a as usize] -= k;
        arbiter.insert(r, a);
        on.entry(a).or_default().extend(mine.iter().copied());
    }
    let mut msels: HashMap<(u8, &BTreeSet<Port>), u8> = HashMap::new();
    let mut used: HashMap<u8, u8> = HashMap::new();
    let mut slave_amsel = HashMap::new();
    let mut master_amsels: BTreeMap<Port, Vec<Amsel>> = BTreeMap::new();
    for (&key, set) in &t.groups {
        let Some(first) = set.iter().next() else {
            continue;
        };
        let a = arbiter[&find(&mut parent, index[first])];
        let m = match msels.get(&(a, set)) {
            Some(&m) => m,
            None => {
                let m = used.entry(a).or_insert(0);
                if *m == MSELS {
                    return Err(format!(
                        "arbiter {a} has used up all its msels: more than {MSELS} different sets of master ports"
                    ));
                }
                *m += 1;
                msels.insert((a, set), *m - 1);
                for p in set {
                    master_amsels.entry(*p).or_default().push((a, *m - 1));
                }
                *m - 1
            }
        };
        slave_amsel.insert(key, (a, m));
    }
    for list in master_amsels.values_mut() {
        list.sort_by_key(|&(a, m)| (m, a));
    }
    Ok(Allocation {
        slave_amsel,
        master_amsels,
        shared,
    })
}

/// Writes the packet configuration of `p`. With `every_tile`, every tile of
/// the device gets a switchbox (possibly empty), as mlir-aie does. Returns
/// the warnings: flows that share an arbiter with a flow they depend on.
pub fn packets(
    ir: &mut Ir,
    dev: &Dev,
    g: &RouteGraph,
    p: &Problem,
    boxes: &mut Boxes,
    every_tile: bool,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let needs = needs(g, p);
    let dep = Dependence::of(dev, &p.flows);
    let mut tiles: BTreeMap<Tile, OpId> = BTreeMap::new();
    for t in ir.views::<views::Tile>(dev.ops(ir)) {
        tiles.entry((t.col(ir), t.row(ir))).or_insert(t.op());
    }
    for &tile in needs.keys() {
        if let std::collections::btree_map::Entry::Vacant(e) = tiles.entry(tile) {
            let v = dev.tile(ir, tile);
            if let Some(op) = ir.defining_op(v) {
                e.insert(op);
            }
        }
    }
    let (mut errors, mut warnings) = (Vec::new(), Vec::new());
    for (&tile, &tile_op) in &tiles {
        let Some(need) = needs.get(&tile) else {
            if every_tile {
                boxes.switchbox(ir, dev, (tile, Span::default()), Some(At::After(tile_op)));
            }
            continue;
        };
        let span = need
            .first
            .map_or(Span::default(), |i| ir[p.flows[i].op].span);
        let sb = boxes.switchbox(ir, dev, (tile, span), Some(At::After(tile_op)));
        let hazards = Hazards {
            tile,
            flows: &p.flows,
            dep: &dep,
            avoid: true,
        };
        match write_switch(ir, sb, need, span, hazards) {
            Ok(shared) => warnings.extend(shared.iter().map(|s| shared_arbiter(ir, p, tile, s))),
            Err(Unwritable::Full(e)) => errors.push(
                Diagnostic::op_error(ir[tile_op].span, ir[tile_op].name(), e).with_help(
                    "spread the packet flows over more switches or merge packet IDs that share destinations",
                ),
            ),
            Err(Unwritable::Claims(slave, claims)) => {
                errors.push(claims_error(span, tile, slave, claims))
            }
        }
    }
    for f in p.flows.iter().filter(|f| f.packet.is_some()) {
        let span = ir[f.op].span;
        if through_mux(dev, f.src) {
            let m = g.graph[f.src_node].port.channel;
            mux_connect(ir, dev, boxes, (f.src, m, span), true, true);
        }
        if through_mux(dev, f.dst) {
            let m = g.graph[f.dst_node].port.channel;
            mux_connect(ir, dev, boxes, (f.dst, m, span), false, true);
        }
    }
    if errors.is_empty() {
        Ok(warnings)
    } else {
        Err(errors)
    }
}

/// The warning for a flow put on the arbiter of a flow it can deadlock
/// against, at the switch of `tile` (mlir-aie's words).
fn shared_arbiter(ir: &Ir, p: &Problem, tile: Tile, s: &Shared) -> Diagnostic {
    let (f, g) = (&p.flows[s.flow], &p.flows[s.partner]);
    let id = |f: &Flow| f.packet.map_or(0, |k| k.id);
    let (why, help) = if s.tied {
        (
            "; a master port of this flow is already tied to that arbiter",
            "give the two flows separate master ports there: route one of them another way",
        )
    } else {
        (
            "",
            "no arbiter with less risk had room: route fewer packet groups through that switch",
        )
    };
    Diagnostic::error(
        ir[f.op].span,
        format!(
            "at tile ({}, {}), packet flow {} shares arbiter {} with packet flow {}, which it can deadlock against{why}",
            tile.0,
            tile.1,
            id(f),
            s.arbiter,
            id(g),
        ),
    )
    .with_severity(Severity::Warning)
    .with_help(format!(
        "the arbiter holds its grant to the end of a packet, so packet flow {} ({} -> {}) and packet flow {} ({} -> {}) take turns there, and one can stall waiting on the other; {help}",
        id(f),
        f.src,
        f.dst,
        id(g),
        g.src,
        g.dst
    ))
}

/// Why a switch cannot be written.
enum Unwritable {
    /// It has too few arbiters, msels or rule slots.
    Full(String),
    /// Rules of a slave port to different amsels both match an ID: the
    /// first rule, the second, and the ID.
    Claims(Port, (Rule, Rule, u8)),
}

/// The first two rules of a slave port's `list` that lead to different
/// amsels and both match some ID, with that ID (the first rule's bits, the
/// second's where the first does not look).
fn overlapping_claims(list: &[Rule]) -> Option<(Rule, Rule, u8)> {
    list.iter().enumerate().find_map(|(i, &own)| {
        list[i + 1..].iter().find_map(|&other| {
            let both = own.0 & other.0;
            let overlap = own.2 != other.2 && own.1 & both == other.1 & both;
            overlap.then_some((own, other, (own.1 & own.0) | (other.1 & other.0 & !own.0)))
        })
    })
}

/// mlir-aie's words for two rules of `slave` at `tile` that claim one ID.
fn claims_error(span: Span, tile: Tile, slave: Port, claims: (Rule, Rule, u8)) -> Diagnostic {
    let ((m1, v1, _), (m2, v2, _), id) = claims;
    Diagnostic::error(
        span,
        format!(
            "Unable to find a legal routing: at tile ({}, {}), packet flows through {}{} claim rule (mask 0x{m1:X}, id 0x{v1:X}) and rule (mask 0x{m2:X}, id 0x{v2:X}), which both match id 0x{id:X}; widen one mask to carry both, or route them apart.",
            tile.0,
            tile.1,
            slave.bundle.name(),
            slave.channel
        ),
    )
    .with_help("a slave port routes a packet by the first rule its id matches; flows whose masks claim a common id must go the same way")
}

/// Writes the amsels, mastersets and packet rules `need` asks of switchbox
/// `sb`, located at `span`; returns the components put on an arbiter with a
/// flow they can deadlock with.
fn write_switch(
    ir: &mut Ir,
    sb: OpId,
    need: &TileNeeds,
    span: Span,
    hazards: Hazards,
) -> Result<Vec<Shared>, Unwritable> {
    let block = body(ir, sb);
    // Arbiters the design's own amsels use stay the design's.
    let taken: BTreeSet<u8> = ir
        .ops_in(block)
        .filter_map(|o| ir.view::<views::Amsel>(o))
        .filter_map(|a| u8::try_from(a.arbiter_id(ir)).ok())
        .collect();
    let Allocation {
        slave_amsel,
        master_amsels,
        shared,
    } = allocate(need, &taken, &hazards)
        // Choosing around a hazard may leave msels where no later group
        // fits: then as mlir-aie's scan does, reporting what it shares.
        .or_else(|_| {
            allocate(
                need,
                &taken,
                &Hazards {
                    avoid: false,
                    ..hazards
                },
            )
        })
        .map_err(Unwritable::Full)?;
    let mut by_slave: BTreeMap<Port, BTreeMap<Amsel, BTreeSet<u8>>> = BTreeMap::new();
    for (&(slave, id), &amsel) in &slave_amsel {
        by_slave
            .entry(slave)
            .or_default()
            .entry(amsel)
            .or_default()
            .insert(id);
    }
    // The rules of priority flows take a port's first slots, in the order
    // they have without other flows (a column control overlay keeps the
    // slots of the overlay's own device).
    let priority: BTreeSet<Amsel> = need
        .priority
        .iter()
        .filter_map(|m| master_amsels.get(m))
        .flatten()
        .copied()
        .collect();
    let mut rules: Vec<(Port, Vec<Rule>)> = Vec::new();
    for (slave, groups) in by_slave {
        let mut list: Vec<Rule> = groups
            .iter()
            .flat_map(|(&a, ids)| {
                rules_for(need, slave, ids)
                    .into_iter()
                    .map(move |(m, v)| (m, v, a))
            })
            .collect();
        if list.len() > SLOTS {
            return Err(Unwritable::Full(format!(
                "slave port {slave} needs {} packet rules, but a port has {SLOTS} slots",
                list.len()
            )));
        }
        list.sort_by_key(|&(_, v, a)| (!priority.contains(&a), v));
        list.dedup();
        if let Some(claims) = overlapping_claims(&list) {
            return Err(Unwritable::Claims(slave, claims));
        }
        rules.push((slave, list));
    }
    let mut amsel_ops: HashMap<Amsel, OpId> = HashMap::new();
    let mut all: Vec<Amsel> = master_amsels.values().flatten().copied().collect();
    all.sort_by_key(|&(a, m)| (m, a));
    all.dedup();
    for (a, m) in all {
        let op = views::Amsel::build(ir, span)
            .arbiter_id(a.into())
            .msel(m.into())
            .insert(At::End(block));
        amsel_ops.insert((a, m), op.op());
    }
    for (master, amsels) in &master_amsels {
        let operands: Vec<_> = amsels.iter().map(|a| ir[amsel_ops[a]].results[0]).collect();
        let mut b = views::Masterset::build(ir, span)
            .dest_bundle(master.bundle)
            .dest_channel(i64::from(master.channel))
            .operands(&operands);
        if need.keep.contains(master) {
            b = b.keep_pkt_header(Attr::Bool(true));
        }
        b.insert(At::End(block));
    }
    for (slave, list) in rules {
        let pr = views::PacketRules::build(ir, span)
            .source_bundle(slave.bundle)
            .source_channel(i64::from(slave.channel))
            .region()
            .insert(At::End(block));
        let inner = body(ir, pr.op());
        for (mask, value, amsel) in list {
            let v = ir[amsel_ops[&amsel]].results[0];
            views::Rule::build(ir, span)
                .mask(mask.into())
                .value(value.into())
                .operand(v)
                .insert(At::End(inner));
        }
    }
    Ok(shared)
}

#[cfg(test)]
mod tests {
    use super::super::collect::{Endpoint, Packet};
    use super::*;
    use dialect::ir::cases::WireBundle;

    fn north(c: u32) -> Port {
        Port::new(WireBundle::North, c)
    }

    fn south(c: u32) -> Port {
        Port::new(WireBundle::South, c)
    }

    fn dma(col: i64, row: i64, c: u32) -> Endpoint {
        Endpoint {
            tile: (col, row),
            port: Port::new(WireBundle::DMA, c),
        }
    }

    /// Packet flow `id` from `src` to `dst` of the IR `ir`.
    fn flow(ir: &Ir, id: u8, src: Endpoint, dst: Endpoint) -> Flow {
        Flow {
            op: ir.top,
            src,
            dst,
            src_node: NodeIndex::new(0),
            dst_node: NodeIndex::new(0),
            packet: Some(Packet {
                id,
                mask: None,
                keep_header: false,
                priority: false,
            }),
        }
    }

    /// (arbiter, flow, partner, tied) of each share an allocation reports.
    fn shared(a: &Allocation) -> Vec<(u8, usize, usize, bool)> {
        a.shared
            .iter()
            .map(|s| (s.arbiter, s.flow, s.partner, s.tied))
            .collect()
    }

    /// The hazards of switch `tile`, steered around.
    fn avoiding<'a>(tile: Tile, flows: &'a [Flow], dep: &'a Dependence<'a>) -> Hazards<'a> {
        Hazards {
            tile,
            flows,
            dep,
            avoid: true,
        }
    }

    fn npu2() -> Ir {
        dialect::parse("module { aie.device(npu2) { %t = aie.tile(0, 3) } }").expect("parses")
    }

    /// A switch, (0, 2), where steering clear of a hazard would leave no
    /// arbiter with the two msels a later group needs: it allocates as
    /// mlir-aie's scan does and reports the flow it put with one it can
    /// deadlock against. Arbiters 2 to 5 are the design's; tile (0, 3)
    /// drains flow 0 and emits flows 1 and 2.
    #[test]
    fn a_hazard_is_reported_where_steering_clear_of_it_cannot_fit() {
        let ir = npu2();
        let dev = &crate::netlist::devices(&ir)[0];
        let flow = |id, src, dst| flow(&ir, id, src, dst);
        let flows = [
            flow(0, dma(0, 0, 0), dma(0, 3, 0)),
            flow(1, dma(0, 3, 0), dma(0, 5, 0)),
            flow(2, dma(0, 3, 1), dma(0, 5, 1)),
            flow(3, dma(0, 4, 0), dma(0, 5, 0)),
            flow(4, dma(0, 4, 1), dma(0, 5, 1)),
        ];
        // Components in the order of their masters: flow 0 (1 msel), flow 1
        // (2: two master sets), flow 2 (1), flow 3 (2), flow 4 (2).
        let mut need = TileNeeds::default();
        let mut group = |slave: Port, id: u8, masters: &[Port], f: usize| {
            need.groups
                .insert((slave, id), masters.iter().copied().collect());
            need.flows.insert((slave, id), BTreeSet::from([f]));
        };
        group(south(0), 0, &[north(0)], 0);
        group(south(1), 1, &[north(1), north(2)], 1);
        group(south(1), 9, &[north(1)], 1);
        group(south(2), 2, &[north(3)], 2);
        group(south(3), 3, &[north(4), north(5)], 3);
        group(south(3), 10, &[north(4)], 3);
        group(south(4), 4, &[north(6), north(7)], 4);
        group(south(4), 11, &[north(6)], 4);
        let taken = BTreeSet::from([2, 3, 4, 5]);
        let dep = Dependence::of(dev, &flows);
        let avoiding = avoiding((0, 2), &flows, &dep);
        assert!(allocate(&need, &taken, &avoiding).is_err());
        let scanning = Hazards {
            avoid: false,
            ..avoiding
        };
        let a = allocate(&need, &taken, &scanning).expect("fits as mlir-aie's scan fits it");
        assert_eq!(shared(&a), [(0, 2, 0, false)]);
    }

    /// Flows whose slave ports drive one master port share its arbiter
    /// whatever they risk; a direct cycle between them is reported as
    /// tied. Tile (0, 2) drains flow 0 and emits flow 1; at switch (0, 3)
    /// both leave by South 0.
    #[test]
    fn a_direct_cycle_on_a_tied_master_port_is_reported() {
        let ir = npu2();
        let dev = &crate::netlist::devices(&ir)[0];
        let flows = [
            flow(&ir, 0, dma(0, 4, 0), dma(0, 2, 0)),
            flow(&ir, 1, dma(0, 2, 0), dma(0, 1, 0)),
        ];
        let mut need = TileNeeds::default();
        need.groups
            .insert((north(0), 0), BTreeSet::from([south(0)]));
        need.flows.insert((north(0), 0), BTreeSet::from([0]));
        need.groups
            .insert((north(1), 1), BTreeSet::from([south(0)]));
        need.flows.insert((north(1), 1), BTreeSet::from([1]));
        let dep = Dependence::of(dev, &flows);
        let hazards = avoiding((0, 3), &flows, &dep);
        let a = allocate(&need, &BTreeSet::new(), &hazards).expect("one arbiter");
        assert_eq!(shared(&a), [(0, 1, 0, true)]);
    }

    #[test]
    fn cubes_cover_exactly() {
        let set = |v: &[u8]| v.iter().copied().collect::<BTreeSet<u8>>();
        assert_eq!(cubes(&set(&[3])), [(31, 3)]);
        assert_eq!(cubes(&set(&[0, 1, 2, 3])), [(28, 0)]);
        assert_eq!(cubes(&set(&[0, 3])), [(31, 0), (31, 3)]);
        assert_eq!(cubes(&set(&[4, 5, 6])), [(30, 4), (29, 4)]);
        for ids in [
            set(&[1, 2, 3, 9, 17]),
            set(&[0, 31]),
            set(&(0..32).collect::<Vec<_>>()),
        ] {
            let c = cubes(&ids);
            let covered: BTreeSet<u8> = (0..32)
                .filter(|y| c.iter().any(|&(m, v)| y & m == v))
                .collect();
            assert_eq!(covered, ids);
        }
    }
}
