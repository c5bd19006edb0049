//! `--aie-objectFifo-stateful-transform` as the composition of the split
//! passes (docs/objectfifo.md): split, verify (unless `skip-verify`),
//! assign-packet-ids, allocate, lower-dmas, lower-cores and erase-pools, in
//! mlir-aie's order, then what they wrote put where the one-pass lowering
//! puts it ([`Layout`]), with its locks on shim tiles. Cores' accesses are
//! checked first, as the one-pass lowering checks them.

use super::{fifo, pools, Transform};
use crate::netlist::{self, Dev};
use crate::{Args, Pass};
use aie_target::device::TileKind;
use dialect::ir::{At, OpId, OpKind, ValueId, View};
use dialect::ops::views::{
    Flow, Lock, Objectfifo, ObjectfifoAcquire, ObjectfifoDmaEndpoint,
    ObjectfifoRegisterExternalBuffers, ObjectfifoRelease, ShimDmaAllocation,
};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{HashMap, HashSet};

/// Runs the seven passes on every device, then lays out each device's new
/// ops as the one-pass lowering does.
pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let mut layouts = Vec::new();
    for dev in netlist::devices(ir) {
        match Layout::record(ir, dev, args) {
            Ok(l) => layouts.push(l),
            Err(d) => return vec![*d],
        }
    }
    let mut out = Vec::new();
    for (pass, options) in steps(args) {
        let given = Args::parse(pass.options, &options).expect("the composition's options parse");
        let crate::Body::Run(run) = pass.body else {
            unreachable!("the split passes are no pipelines");
        };
        let diags = run(ir, &given);
        let failed = diags.iter().any(|d| d.severity == Severity::Error);
        out.extend(diags);
        if failed {
            return out;
        }
        if pass.flag == pools::SPLIT.flag {
            bound_memtile_ends_only(ir);
        }
    }
    for l in layouts {
        l.apply(ir);
    }
    out
}

/// The passes and their options, from the stateful transform's.
fn steps(args: &Args) -> Vec<(Pass, String)> {
    let packet = format!("packet-sw-objFifos={}", args.flag("packet-sw-objFifos"));
    let mut steps = vec![(pools::SPLIT, packet.clone())];
    if !args.flag("skip-verify") {
        steps.push((pools::VERIFY, String::new()));
    }
    steps.extend([
        (pools::ASSIGN_PACKET_IDS, format!("{packet} after-largest")),
        (
            pools::ALLOCATE,
            format!("{packet} lock-constant-pools tasks-share-channels"),
        ),
        (pools::LOWER_DMAS, String::new()),
        (
            pools::LOWER_CORES,
            format!("dynamic-objFifos={}", args.flag("dynamic-objFifos")),
        ),
        (pools::ERASE_POOLS, String::new()),
    ]);
    steps
}

/// The one-pass lowering bounds a fifo's chain by its `iter_count` on a
/// MemTile end only: the split's `iterCount` comes off the other ends.
fn bound_memtile_ends_only(ir: &mut Ir) {
    for dev in netlist::devices(ir) {
        let unbounded: Vec<ObjectfifoDmaEndpoint> = dev
            .views::<ObjectfifoDmaEndpoint>(ir)
            .filter(|e| e.iter_count(ir).is_some())
            .filter(|e| {
                let tile = ir[e.op()].operands[0];
                netlist::coords(ir, tile).and_then(|c| dev.kind(c)) != Some(TileKind::MemTile)
            })
            .collect();
        for e in unbounded {
            ir.remove_attr(e.op(), "iterCount");
        }
    }
}

/// Where the one-pass lowering puts what it writes, recorded before the
/// split: buffers and locks after the last tile in groups per fifo half,
/// later halves first; flows where the fifo was, a broadcast's last
/// consumer first; new DMA programs and shim allocations at the end of the
/// device, in the order of the split fifos' ends.
struct Layout {
    dev: Dev,
    /// The top-level ops before the lowering.
    before: HashSet<OpId>,
    /// Fifo halves in the order the one-pass lowering creates their objects.
    halves: Vec<String>,
    /// The ends of each split fifo, producer first: the fifo and the tile.
    ends: Vec<(String, ValueId)>,
    /// Halves on shim tiles that get a lock pair there (AIE2, no external
    /// buffers), with their tile.
    shim_locks: Vec<(String, ValueId)>,
    /// Fifo locks get lock ids here, in creation order.
    lock_ids: bool,
}

impl Layout {
    fn record(ir: &mut Ir, dev: Dev, args: &Args) -> Result<Layout, Box<Diagnostic>> {
        let before = dev.ops(ir).collect();
        let lock_ids = super::gives_lock_ids(ir, args);
        let aie2 = dev.model.arch.is_aie2();
        let fifos: Vec<Objectfifo> = dev.views(ir).collect();
        let registered: HashSet<String> = dev
            .views::<ObjectfifoRegisterExternalBuffers>(ir)
            .map(|r| r.obj_fifo_name(ir).to_string())
            .collect();
        let mut t = Transform::new(ir, dev);
        t.scan()?;
        for &f in &fifos {
            t.bounded_on_mem_tile(f)?;
        }
        check_accesses(&t)?;
        let (mut halves, mut ends, mut shim_locks) = (Vec::new(), Vec::new(), Vec::new());
        for f in fifos {
            // What the lowering writes for a fifo stands at its location:
            // named after it, for the router's errors and routing dumps.
            let name = f.sym_name(t.ir).to_string();
            let span = t.ir[f.op()].span;
            t.ir.name_location(span, &name);
            let ir = &*t.ir;
            let producer = fifo::producer(ir, f);
            let consumers = fifo::consumers(ir, f).to_vec();
            halves.push(name.clone());
            if !t.requires_dma(f)?.0 {
                continue;
            }
            let ir = &*t.ir;
            let locked = aie2
                && !registered.contains(&name)
                && !f.disable_synchronization(ir)
                && f.aie_stream(ir).is_none();
            let half = |i: usize| fifo::consumer_half(&name, i, consumers.len());
            halves.extend((0..consumers.len()).rev().map(half));
            ends.push((name.clone(), producer));
            ends.extend(consumers.iter().map(|&c| (name.clone(), c)));
            let on_shim = |tile| t.is_shim(tile);
            if locked && on_shim(producer) {
                shim_locks.push((name.clone(), producer));
            }
            for (i, &c) in consumers.iter().enumerate() {
                if locked && on_shim(c) {
                    shim_locks.push((half(i), c));
                }
            }
        }
        Ok(Layout {
            dev,
            before,
            halves,
            ends,
            shim_locks,
            lock_ids,
        })
    }

    fn apply(self, ir: &mut Ir) {
        let new: Vec<OpId> = self
            .dev
            .ops(ir)
            .filter(|o| !self.before.contains(o))
            .collect();
        self.place_objects(ir, &new);
        reverse_broadcast_flows(ir, &new);
        reverse_packet_destinations(ir, &new);
        self.place_programs(ir, &new);
    }

    /// Buffers and locks (the shim locks made here) after the last tile.
    fn place_objects(&self, ir: &mut Ir, new: &[OpId]) {
        let mut groups: HashMap<&str, Vec<OpId>> = HashMap::new();
        let rank: HashMap<&str, usize> = self
            .halves
            .iter()
            .enumerate()
            .map(|(i, h)| (h.as_str(), i))
            .collect();
        for &op in new {
            let name = match ir.kind(op) {
                Some(OpKind::Buffer | OpKind::Lock) => netlist::sym_name(ir, op),
                _ => None,
            };
            let aie2 = self.dev.model.arch.is_aie2();
            let half = name.and_then(|n| object_half(n, aie2));
            if let Some(half) = half.filter(|h| rank.contains_key(h)) {
                let half = self.halves[rank[half]].as_str();
                groups.entry(half).or_default().push(op);
            }
        }
        let Some(last_tile) = self.dev.last_tile(ir) else {
            return;
        };
        for (half, tile) in &self.shim_locks {
            let span = ir[self.dev.op].span;
            for which in ["prod", "cons"] {
                let lock = Lock::build(ir, span)
                    .operand(*tile)
                    .init(0)
                    .sym_name(&format!("{half}_{which}_lock_0"))
                    .insert(At::After(last_tile));
                groups.entry(half.as_str()).or_default().push(lock.op());
            }
        }
        // A half's buffers come before its locks (a spilled buffer too).
        for group in groups.values_mut() {
            group.sort_by_key(|&op| ir.is(op, OpKind::Lock));
        }
        for half in &self.halves {
            let mut at = At::After(last_tile);
            for &op in groups.get(half.as_str()).into_iter().flatten() {
                ir.move_op(op, at);
                at = At::After(op);
            }
        }
        if self.lock_ids {
            self.number_locks(ir, &groups);
        }
    }

    /// Gives the fifo locks the lowest free id of their tile, in the order
    /// the one-pass lowering creates them.
    fn number_locks(&self, ir: &mut Ir, groups: &HashMap<&str, Vec<OpId>>) {
        let ours: HashSet<OpId> = groups.values().flatten().copied().collect();
        let mut used: HashMap<(i64, i64), HashSet<i64>> = HashMap::new();
        for l in self.dev.views::<Lock>(ir) {
            let tile = ir[l.op()].operands[0];
            if let (false, Some(c), Some(id)) = (
                ours.contains(&l.op()),
                netlist::coords(ir, tile),
                l.lock_id(ir),
            ) {
                used.entry(c).or_default().insert(id);
            }
        }
        for half in &self.halves {
            for &op in groups.get(half.as_str()).into_iter().flatten() {
                let Some(lock) = ir.view::<Lock>(op) else {
                    continue;
                };
                let tile = ir[op].operands[0];
                let Some(c) = netlist::coords(ir, tile) else {
                    continue;
                };
                let total = self
                    .dev
                    .kind(c)
                    .map_or(0, |k| i64::from(self.dev.model.num_locks(k)));
                if let Some(id) =
                    super::rules::take_lowest_lock_id(used.entry(c).or_default(), total)
                {
                    lock.set_lock_id(ir, id);
                }
            }
        }
    }

    /// New DMA programs and shim allocations at the end of the device, in
    /// the order of the ends they serve, then the new re-arm bindings.
    fn place_programs(&self, ir: &mut Ir, new: &[OpId]) {
        let programs: HashMap<ValueId, OpId> = new
            .iter()
            .filter(|&&o| {
                matches!(
                    ir.kind(o),
                    Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
                )
            })
            .map(|&o| (ir[o].operands[0], o))
            .collect();
        let allocations: HashMap<&str, OpId> = new
            .iter()
            .filter_map(|&o| ir.view::<ShimDmaAllocation>(o))
            .map(|a| (a.sym_name(ir), a.op()))
            .collect();
        let mut order: Vec<OpId> = Vec::new();
        for (fifo, tile) in &self.ends {
            let alloc = allocations.get(format!("{fifo}_shim_alloc").as_str());
            let shim = alloc.is_some_and(|&a| ir[a].operands[0] == *tile);
            for op in programs.get(tile).into_iter().chain(alloc.filter(|_| shim)) {
                if !order.contains(op) {
                    order.push(*op);
                }
            }
        }
        let placed: HashSet<OpId> = order.iter().copied().collect();
        let rest: Vec<OpId> = new
            .iter()
            .copied()
            .filter(|o| !placed.contains(o))
            .filter(|&o| {
                programs.values().any(|&p| p == o) || allocations.values().any(|&a| a == o)
            })
            .collect();
        // The re-arm bindings last, as the one-pass lowering writes them
        // after the DMAs.
        let bindings: Vec<OpId> = new
            .iter()
            .copied()
            .filter(|&o| ir.is(o, OpKind::ObjectfifoRearmBinding))
            .collect();
        for op in order.into_iter().chain(rest).chain(bindings) {
            let at = self.dev.before_end(ir);
            ir.move_op(op, at);
        }
    }
}

/// The one-pass lowering's check of each core's acquires and releases, in
/// its words, before the split renames them: none on a link's shared tile
/// (the split rejects those of a stream end).
fn check_accesses(t: &Transform) -> Result<(), Box<Diagnostic>> {
    let ir = &*t.ir;
    for core in t.dev.ops(ir).filter(|&o| ir.is(o, OpKind::Core)) {
        for op in ir.walk(core) {
            let name = if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
                a.obj_fifo_name(ir)
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
                r.obj_fifo_name(ir)
            } else {
                continue;
            };
            let tile = ir[core].operands[0];
            let Some(&f) = t.by_name.get(name) else {
                continue;
            };
            if t.link_of(f)
                .is_some_and(|l| t.links[l].shared_tile(ir) == Some(tile))
            {
                return Err(t
                    .op_error(op, "currently cannot access objectFifo used in ObjectFifoLinkOp")
                    .with_help("the link's shared tile forwards the objects by DMA; its core cannot use them")
                    .into());
            }
        }
    }
    Ok(())
}

/// The fifo half whose object `name` is: `<half>_buff_<i>`, and
/// `<half>_prod_lock_<k>` and `<half>_cons_lock_<k>` on AIE2 or
/// `<half>_lock_<k>` on AIE1 (where `of_cons_lock_0` is a lock of `of_cons`).
fn object_half(name: &str, aie2: bool) -> Option<&str> {
    let (stem, index) = name.rsplit_once('_')?;
    index.parse::<u32>().ok()?;
    let suffixes: &[&str] = match aie2 {
        true => &["_buff", "_prod_lock", "_cons_lock"],
        false => &["_buff", "_lock"],
    };
    suffixes.iter().find_map(|suffix| stem.strip_suffix(suffix))
}

/// Reverses the destinations of each new packet flow: the one-pass
/// lowering adds a broadcast's last consumer first.
fn reverse_packet_destinations(ir: &mut Ir, new: &[OpId]) {
    let flows: Vec<OpId> = new
        .iter()
        .copied()
        .filter(|&o| ir.is(o, OpKind::PacketFlow))
        .collect();
    for pf in flows {
        let dests: Vec<OpId> = ir
            .walk(pf)
            .into_iter()
            .filter(|&o| ir.is(o, OpKind::PacketDest))
            .collect();
        let mut head = dests.first().copied();
        for &d in dests.iter().skip(1) {
            if let Some(h) = head {
                ir.move_op(d, At::Before(h));
            }
            head = Some(d);
        }
    }
}

/// Reverses each run of new flows from one source: the one-pass lowering
/// writes a broadcast's flows last consumer first.
fn reverse_broadcast_flows(ir: &mut Ir, new: &[OpId]) {
    let source = |ir: &Ir, f: Flow| {
        (
            ir[f.op()].operands[0],
            f.source_bundle(ir),
            f.source_channel(ir),
        )
    };
    let mut i = 0;
    while i < new.len() {
        let Some(first) = ir.view::<Flow>(new[i]) else {
            i += 1;
            continue;
        };
        let key = source(ir, first);
        let mut j = i + 1;
        while j < new.len()
            && ir.next_op(new[j - 1]) == Some(new[j])
            && ir
                .view::<Flow>(new[j])
                .is_some_and(|f| source(ir, f) == key)
        {
            j += 1;
        }
        for k in (i + 1..j).rev() {
            ir.move_op(new[k], At::Before(new[i]));
        }
        i = j;
    }
}
