//! `--aie-objectfifo-liveness`: mlir-aie's check for one class of hang that
//! compiles clean, a broadcast fifo too shallow for the replayed
//! back-pressure cycle it sits in (docs/passes.md#--aie-objectfifo-liveness).
//!
//! Per `aie.device`, over the fifos with one depth for all their ends:
//! 1. **Cycles.** A tile that consumes one fifo and produces another ties
//!    them together (data one way, back-pressure the other), so fifos joined
//!    through such tiles form a cycle; a fifo that meets no other is in none.
//! 2. **Broadcasts.** Every fifo in a cycle with two or more consumers is a
//!    broadcast. Broadcasts whose names differ only by a `_<digits>` suffix
//!    are halves of one tensor, provided they agree on element type, depth
//!    and repeat count and share no consumer; a fifo that fails this joins no
//!    group and is checked alone.
//! 3. **Demand.** A broadcast's fan-out is its consumers, summed over its
//!    halves; its trip count is the largest `repeat_count` (default 1) of the
//!    fifos in the cycles its halves are in. With a trip count of at least 2,
//!    fan-out × trip count objects in flight must fit the round trip of
//!    2 × depth; otherwise the broadcast is an error at its first half.

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{Attr, OpKind, Type, ValueId, View};
use dialect::ops::views::Objectfifo;
use dialect::{Diagnostic, Ir};
use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-objectfifo-liveness",
    name: "AIEObjectFifoLiveness",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Reject a broadcast objectfifo in a replayed back-pressure cycle whose fan-out × repeat count exceeds 2 × depth (one class of hang, not a general deadlock check)",
    doc: "passes.md#--aie-objectfifo-liveness",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    if !ir.may_contain(OpKind::Objectfifo) {
        return Vec::new();
    }
    let ir: &Ir = ir;
    netlist::devices(ir)
        .into_iter()
        .flat_map(|dev| check(ir, &dev))
        .collect()
}

/// What the check reads of one `aie.objectfifo`.
struct Fifo<'a> {
    op: Objectfifo,
    name: &'a str,
    depth: i128,
    /// `repeat_count`, 1 when absent.
    repeat: i128,
    producer: ValueId,
    consumers: &'a [ValueId],
    elem: &'a Type,
}

impl<'a> Fifo<'a> {
    /// `f`, unless its depth is given per end (mlir-aie leaves such fifos
    /// out of the check altogether, cycles included).
    fn read(ir: &'a Ir, f: Objectfifo) -> Option<Self> {
        let &Attr::Int(depth, _) = f.elem_number(ir) else {
            return None;
        };
        let (&producer, consumers) = ir[f.op()].operands.split_first()?;
        Some(Fifo {
            op: f,
            name: f.sym_name(ir),
            depth,
            repeat: f.repeat_count(ir).map_or(1, i128::from),
            producer,
            consumers,
            elem: f.elem_type(ir),
        })
    }

    /// The tiles it touches: the producer, then the consumers.
    fn tiles(&self) -> impl Iterator<Item = ValueId> + '_ {
        std::iter::once(self.producer).chain(self.consumers.iter().copied())
    }
}

/// The fifos of `dev` that are too shallow, one error per broadcast.
fn check(ir: &Ir, dev: &Dev) -> Vec<Diagnostic> {
    let fifos: Vec<Fifo> = dev
        .views::<Objectfifo>(ir)
        .filter_map(|f| Fifo::read(ir, f))
        .collect();
    let cycle = cycles(&fifos);
    let groups = broadcasts(&fifos, &cycle);
    if groups.is_empty() {
        return Vec::new();
    }
    // Per cycle, the fifo that sets its trip count: the first with the
    // largest repeat count.
    let mut trip_setter: HashMap<usize, usize> = HashMap::new();
    for (i, c) in cycle.iter().enumerate() {
        if let Some(c) = *c {
            let best = trip_setter.entry(c).or_insert(i);
            if fifos[i].repeat > fifos[*best].repeat {
                *best = i;
            }
        }
    }
    groups
        .iter()
        .filter_map(|g| g.check(ir, &fifos, &trip_setter))
        .collect()
}

/// The cycle of each fifo (named by one of its fifos), `None` for a fifo in
/// none. Fifos are joined at every tile that produces one and consumes
/// another; a group of two or more joined fifos is a cycle. Each tile is
/// expanded once, so this is linear in the fifos' ends.
fn cycles(fifos: &[Fifo]) -> Vec<Option<usize>> {
    /// The fifos a tile produces and those it consumes.
    #[derive(Default)]
    struct Ends {
        produced: Vec<usize>,
        consumed: Vec<usize>,
    }
    let mut at: HashMap<ValueId, Ends> = HashMap::new();
    for (i, f) in fifos.iter().enumerate() {
        at.entry(f.producer).or_default().produced.push(i);
        for &c in f.consumers {
            at.entry(c).or_default().consumed.push(i);
        }
    }
    // Only a tile at both ends of fifos closes a back-pressure loop.
    at.retain(|_, e| !e.produced.is_empty() && !e.consumed.is_empty());
    let mut label: Vec<Option<usize>> = vec![None; fifos.len()];
    let mut members = vec![0usize; fifos.len()];
    for start in 0..fifos.len() {
        if label[start].is_some() {
            continue;
        }
        label[start] = Some(start);
        let mut pending = vec![start];
        while let Some(i) = pending.pop() {
            members[start] += 1;
            for tile in fifos[i].tiles() {
                let Some(ends) = at.remove(&tile) else {
                    continue;
                };
                for j in ends.produced.into_iter().chain(ends.consumed) {
                    if label[j].is_none() {
                        label[j] = Some(start);
                        pending.push(j);
                    }
                }
            }
        }
    }
    label
        .into_iter()
        .map(|l| l.filter(|&c| members[c] > 1))
        .collect()
}

/// A broadcast: one fifo, or the halves of one tensor.
struct Broadcast<'a> {
    /// The name base of its first half, which names it in the error.
    name: &'a str,
    /// Its halves (indices into the fifos), in op order.
    halves: Vec<usize>,
    /// The consumers of all its halves.
    consumers: HashSet<ValueId>,
    /// The cycles its halves are in.
    cycles: Vec<usize>,
}

/// The broadcasts in cycles, in the order of their first halves.
fn broadcasts<'a>(fifos: &[Fifo<'a>], cycle: &[Option<usize>]) -> Vec<Broadcast<'a>> {
    let mut groups: Vec<Broadcast> = Vec::new();
    // A name base's first group; a same-named fifo that does not agree with
    // it opens a group no later fifo joins.
    let mut by_base: HashMap<&str, usize> = HashMap::new();
    for (i, f) in fifos.iter().enumerate() {
        let Some(c) = cycle[i] else { continue };
        if f.consumers.len() < 2 {
            continue;
        }
        let base = name_base(f.name);
        let found = by_base.get(base).copied();
        let g = match found.filter(|&g| groups[g].admits(fifos, f)) {
            Some(g) => g,
            None => {
                groups.push(Broadcast {
                    name: base,
                    halves: Vec::new(),
                    consumers: HashSet::new(),
                    cycles: Vec::new(),
                });
                by_base.entry(base).or_insert(groups.len() - 1);
                groups.len() - 1
            }
        };
        let group = &mut groups[g];
        group.halves.push(i);
        group.consumers.extend(f.consumers.iter().copied());
        group.cycles.push(c);
    }
    for group in &mut groups {
        group.cycles.sort_unstable();
        group.cycles.dedup();
    }
    groups
}

/// `name` without a trailing `_<digits>` (`memW_0` → `memW`).
fn name_base(name: &str) -> &str {
    match name.rsplit_once('_') {
        Some((base, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => name,
    }
}

impl Broadcast<'_> {
    /// Whether `f` can be another half: the same element type, depth and
    /// repeat count as the first half, and none of the consumers already
    /// taken.
    fn admits(&self, fifos: &[Fifo], f: &Fifo) -> bool {
        let first = &fifos[self.halves[0]];
        first.elem == f.elem
            && first.depth == f.depth
            && first.repeat == f.repeat
            && !f.consumers.iter().any(|c| self.consumers.contains(c))
    }

    /// The error if the broadcast is too shallow for its cycles.
    fn check(
        &self,
        ir: &Ir,
        fifos: &[Fifo],
        trip_setter: &HashMap<usize, usize>,
    ) -> Option<Diagnostic> {
        let first = &fifos[self.halves[0]];
        let fan: i128 = self
            .halves
            .iter()
            .map(|&h| fifos[h].consumers.len() as i128)
            .sum();
        // Every half has the first's depth (a half must agree on it).
        let depth = first.depth;
        let setter = self
            .cycles
            .iter()
            .filter_map(|c| trip_setter.get(c).copied())
            .min_by_key(|&i| (Reverse(fifos[i].repeat), i))?;
        let trips = fifos[setter].repeat.max(1);
        let demand = fan.saturating_mul(trips);
        let slack = depth.saturating_mul(2);
        if depth <= 0 || trips < 2 || demand <= slack {
            return None;
        }
        let needed = demand / 2 + demand % 2;
        let message = format!(
            "objectFIFO @{} in a cyclic dependency requires depth >= {needed} for deadlock-free execution; allocated depth = {depth}. (Coupled broadcast fan-out {fan} x trip-count {trips} = {demand} outstanding tokens exceeds round-trip slack 2*depth = {slack}; raise depth or reduce coupled consumers / output tiles.)",
            self.name
        );
        Some(
            Diagnostic::op_error(ir[first.op.op()].span, OpKind::Objectfifo.name(), message)
                .with_help(self.help(fifos, &fifos[setter], trips, needed, slack)),
        )
    }

    /// What makes the demand, and the two ways to meet it.
    fn help(
        &self,
        fifos: &[Fifo],
        setter: &Fifo,
        trips: i128,
        needed: i128,
        slack: i128,
    ) -> String {
        let replayed = format!("the repeat_count of @{} replays {trips} times", setter.name);
        let most = slack / trips;
        let (what, fewer) = match self.halves.as_slice() {
            [one] => (
                format!(
                    "@{} broadcasts to {} consumers in a cycle that {replayed}: give it depth {needed}",
                    fifos[*one].name,
                    fifos[*one].consumers.len()
                ),
                format!(", or at most {most} consumers"),
            ),
            halves => {
                let names: Vec<String> = halves
                    .iter()
                    .map(|&h| format!("@{} ({} consumers)", fifos[h].name, fifos[h].consumers.len()))
                    .collect();
                let listed = match names.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => names.concat(),
                };
                (
                    format!(
                        "{listed} are one broadcast (same name base `{}`, element type, depth and repeat count; no shared consumer) in cycles that {replayed}: give each half depth {needed}",
                        self.name
                    ),
                    format!(", or at most {most} consumers in all"),
                )
            }
        };
        // Fewer consumers help only while two are left to broadcast to.
        if most >= 2 {
            what + &fewer
        } else {
            what
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_base_strips_one_digit_suffix() {
        assert_eq!(name_base("memW1_0"), "memW1");
        assert_eq!(name_base("memW1_12"), "memW1");
        assert_eq!(name_base("a_1_2"), "a_1");
        assert_eq!(name_base("memW1"), "memW1");
        assert_eq!(name_base("memW_"), "memW_");
        assert_eq!(name_base("memW_a1"), "memW_a1");
        assert_eq!(name_base("_7"), "");
    }

    fn errors(src: &str) -> Vec<Diagnostic> {
        let mut ir = dialect::parse(src).expect("parses");
        run(&mut ir, &Args::default())
    }

    /// A broadcast of depth `depth` from a MemTile to `fan` cores, whose
    /// first core sends back to the MemTile `repeat` times.
    fn cycle(fan: usize, depth: &str, repeat: &str) -> String {
        let cores: Vec<String> = (0..fan).map(|i| format!("%c{i}")).collect();
        let decls: String = cores
            .iter()
            .map(|c| format!("  {c} = aie.logical_tile<CoreTile>(?, ?)\n"))
            .collect();
        format!(
            "aie.device(npu2) {{
  %m = aie.logical_tile<MemTile>(?, ?)
{decls}  aie.objectfifo @w(%m, {{{}}}, {depth}) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o(%c0, {{%m}}, 2 : i32) {{repeat_count = {repeat} : i32}} : !aie.objectfifo<memref<16xi32>>
}}",
            cores.join(", ")
        )
    }

    #[test]
    fn boundary_is_demand_against_twice_the_depth() {
        // 4 consumers × 2 trips = 8 == 2 × 4.
        assert!(errors(&cycle(4, "4 : i32", "2")).is_empty());
        // 4 × 3 = 12 > 2 × 4 (needs 6).
        let e = errors(&cycle(4, "4 : i32", "3"));
        assert_eq!(e.len(), 1);
        assert!(e[0].message.starts_with(
            "objectFIFO @w in a cyclic dependency requires depth >= 6 for deadlock-free execution; allocated depth = 4."
        ));
        assert_eq!(
            e[0].help.as_deref(),
            Some("@w broadcasts to 4 consumers in a cycle that the repeat_count of @o replays 3 times: give it depth 6, or at most 2 consumers")
        );
    }

    #[test]
    fn odd_demand_rounds_the_depth_up_and_no_consumer_count_fits() {
        // 3 × 3 = 9 > 2 × 1: depth 5 holds it.
        let e = errors(&cycle(3, "1 : i32", "3"));
        assert_eq!(e.len(), 1);
        assert!(e[0].message.contains("requires depth >= 5 for"));
        assert!(e[0].message.contains(
            "fan-out 3 x trip-count 3 = 9 outstanding tokens exceeds round-trip slack 2*depth = 2;"
        ));
        assert!(e[0]
            .help
            .as_deref()
            .is_some_and(|h| h.ends_with("give it depth 5")));
    }

    #[test]
    fn per_end_depths_and_unverified_depths_are_not_checked() {
        // A depth array takes the fifo out of the check (and out of the cycle).
        assert!(errors(&cycle(4, "[4, 1, 1, 1, 1]", "9")).is_empty());
        // Depth 0 (which the verifier rejects) is not a broadcast to check.
        assert!(errors(&cycle(4, "0 : i32", "9")).is_empty());
    }

    #[test]
    fn nothing_to_check_without_fifos() {
        assert!(errors("aie.device(npu2) {\n %t = aie.tile(0, 2)\n}").is_empty());
    }
}
