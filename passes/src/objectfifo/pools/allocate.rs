//! `--aie-objectfifo-allocate` (mlir-aie's newest `AIEObjectFifoAllocate`):
//! gives each pool without `buffers` its `<base>_buff_<i>` objects (none on
//! a shim tile, whose objects the host holds), each lock group without locks
//! its `<base>_prod_lock_<k>`/`<base>_cons_lock_<k>` pair (AIE1: one
//! `<base>_lock_<i>` per object), and each DMA and route endpoint without
//! `channelIndex` a channel; then lowers each `aie.route` to flows or a
//! packet flow and records shim ends as `aie.shim_dma_allocation`s.
//!
//! It plans before it writes (plan.rs, channels.rs): objects go on their
//! pool's tile, or, when a placed MemTile is full, on a neighbour MemTile
//! every user reaches; locks where every user reaches them within each
//! tile's lock count; channels from what flows, programs, tasks and other
//! endpoints leave free, MemTile endpoints that reach a neighbour taking one
//! of its lower channels first. When channels run out on a MemTile, the
//! pools whose spills caused it are kept local, cheapest first; when that
//! fails the MemTile pools are retried in demand order. Tiles may be
//! logical (`aie.logical_tile`): what their coordinates leave open is
//! assumed reachable where some placement makes it so. What is written
//! down is kept, so the pass may run again.

mod channels;
mod plan;
mod stateful;
mod tiles;

use super::packet_ids::{
    number_open_headers, taken_ids, Numbering, PACKET_IDS, RESERVE_CONTROLLER_IDS,
};
use super::{base_name, error, Index, Res};
use crate::netlist::{self, Dev};
use crate::npu::substitute_shim_dma_allocations::{replace, Endpoint};
use crate::objectfifo::rules::take_lowest_lock_id;
use crate::Args;
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::cases::{DmaChannelDir, WireBundle};
use dialect::ir::{At, Attr, IntType, OpId, OpKind, Span, TypedEnum, ValueId, View};
use dialect::ops::pools::route_sources;
use dialect::ops::views::{
    Buffer, DmaChannelResetFor, DmaConfigureTaskFor, DmaStart, Flow, Lock, ObjectfifoDmaEndpoint,
    ObjectfifoRearmBinding, PacketDest, PacketFlow, PacketSource, Route, RouteEndpoint,
    ShimDmaAllocation,
};
use dialect::{Diagnostic, Ir, Severity};
use plan::{Facts, Group, Planner};
use std::collections::{BTreeSet, HashMap, HashSet};
use tiles::T;

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let packet = args.flag("packet-sw-objFifos");
    let lock_ids = crate::objectfifo::gives_lock_ids(ir, args);
    let choices = Choices {
        packet,
        lock_constants: args.flag(LOCK_CONSTANT_POOLS),
        tasks_hold_channels: !args.flag(TASKS_SHARE_CHANNELS),
        stateful_order: args.flag(super::STATEFUL_ORDER.name),
        reserve_controller_ids: args.flag(RESERVE_CONTROLLER_IDS.name),
    };
    let mut warnings = Vec::new();
    for dev in netlist::devices(ir) {
        match allocate(ir, dev, &choices, lock_ids) {
            Ok(w) => warnings.extend(w),
            Err(d) => return d,
        }
    }
    warnings
}

/// The locality repairs a search may try before it gives up.
const MAX_REPAIRS: usize = 64;

/// The option that gives pools holding constants locks, as the one-pass
/// lowering does: their DMA sends the objects once, not over and over.
pub(super) const LOCK_CONSTANT_POOLS: &str = "lock-constant-pools";

/// The option under which a runtime sequence's `aiex.dma_configure_task`
/// holds no channel, as in the stateful transform: a task may drive the
/// channel a fifo end gets.
pub(super) const TASKS_SHARE_CHANNELS: &str = "tasks-share-channels";

/// What the pass's options choose for the plan.
pub(super) struct Choices {
    /// Routes without a header are packet-switched.
    pub packet: bool,
    /// Pools holding constants get locks ([`LOCK_CONSTANT_POOLS`]).
    pub lock_constants: bool,
    /// Runtime tasks hold their channels (not [`TASKS_SHARE_CHANNELS`]).
    pub tasks_hold_channels: bool,
    /// Objects and locks go where the stateful transform puts them
    /// ([`stateful`]).
    pub stateful_order: bool,
    /// Packet ids keep off the tile controllers' ([`RESERVE_CONTROLLER_IDS`]).
    pub reserve_controller_ids: bool,
}

/// Allocates `dev`; returns the plan's warnings.
fn allocate(
    ir: &mut Ir,
    dev: Dev,
    choices: &Choices,
    lock_ids: bool,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    number_fifo_headers(ir, &dev, choices.reserve_controller_ids).map_err(|d| vec![*d])?;
    headers_assigned(ir, &dev).map_err(|d| vec![*d])?;
    let facts = Facts::gather(ir, &dev, choices);
    programs_agree(ir, &facts).map_err(|d| vec![*d])?;
    let mut p = Planner::new(ir, dev.model, facts);
    p.check_stream_ports().map_err(|d| vec![*d])?;
    if let Some((t, bytes)) = p.overfull_memtile() {
        let op = p.f.tiles.refs[t].value.and_then(|v| ir.defining_op(v));
        let capacity = dev.model.data_memory_bytes(TileKind::MemTile);
        return Err(vec![error(
            ir,
            op.unwrap_or(dev.op),
            format!("existing buffers require {bytes} bytes, exceeding MemTile capacity of {capacity} bytes"),
            "move or shrink the buffers of this MemTile",
        )
        .as_ref()
        .clone()]);
    }
    let order = size_order(&p);
    let mut tried = BTreeSet::new();
    let mut planned = plan(&mut p, &order, &mut tried).then_some(order.clone());
    if planned.is_none() {
        let by_demand = demand_order(&p, &order);
        if by_demand != order {
            p.local.clear();
            tried.clear();
            planned = plan(&mut p, &by_demand, &mut tried).then_some(by_demand);
        }
    }
    let Some(order) = planned else {
        return Err(explain(&mut p, &order, ir, &dev));
    };
    let warnings = p.overcommitted_bds();
    let decided = Decided::take(p);
    let stateful = choices.stateful_order;
    let mut writer = Writer::new(ir, dev, &decided, lock_ids && !stateful);
    writer.write(&order);
    let made = writer.made;
    bind_rearm_targets(ir, &dev, &decided)?;
    if stateful {
        stateful::place(ir, &dev, &decided, &made, lock_ids);
    }
    let shims = (0..decided.f.tiles.refs.len())
        .filter(|&t| decided.f.tiles.kind(t).is_shim())
        .filter_map(|t| decided.f.tiles.refs[t].value)
        .collect();
    let ends = (0..decided.f.ends.len())
        .filter(|&e| decided.f.ends[e].kind != plan::EndKind::Core)
        .map(|e| LoweredEnd {
            op: decided.f.ends[e].op,
            dir: decided.f.ends[e].dir,
            tasks: decided.f.tasks.get(&e).cloned().unwrap_or_default(),
            programs: decided.f.programs.get(&e).cloned().unwrap_or_default(),
        })
        .collect();
    let headers = HashMap::new();
    let symbols = dev
        .ops(ir)
        .filter_map(|op| netlist::sym_name(ir, op).map(String::from))
        .collect();
    Lowering {
        ir,
        dev,
        packet: choices.packet,
        reserve_controller_ids: choices.reserve_controller_ids,
        last_consumer_first: stateful,
        shims,
        ends,
        headers,
        symbols,
    }
    .routes()
    .map_err(|d| vec![*d])?;
    Ok(warnings)
}

/// Each DMA program naming a route endpoint starts its channel the way the
/// route points it (MM2S at a source, S2MM at a destination), and not at
/// the source of a packet-switched route: allocation stamps the header on
/// runtime tasks, and a static program's BDs would go without it.
fn programs_agree(ir: &Ir, f: &Facts) -> Res<()> {
    let mut named: Vec<(&usize, &Vec<OpId>)> = f.programs.iter().collect();
    named.sort_unstable();
    for (&e, starts) in named {
        let end = &f.ends[e];
        let name = netlist::sym_name(ir, end.op).unwrap_or_default();
        for &s in starts {
            let dir = DmaStart::wrap(s).channel_dir(ir);
            if end.routed && dir.dir() != end.dir {
                return Err(error(
                    ir,
                    s,
                    format!(
                        "starts {} on @{name}, but its route makes it {}",
                        dir.name(),
                        channel_dir(end.dir).name()
                    ),
                    format!(
                        "start {} on @{name}, or name an endpoint on the other side of a route",
                        channel_dir(end.dir).name()
                    ),
                ));
            }
            if end.routed && end.packet && end.dir == Dir::MM2S {
                return Err(error(
                    ir,
                    s,
                    format!("names @{name}, the source of a packet-switched route; a DMA program's BDs would not carry its header"),
                    "send through a runtime task (aiex.dma_configure_task_for), which allocation gives the route's header, or make the route circuit-switched",
                ));
            }
        }
    }
    Ok(())
}

/// MemTile pools largest object first (in the places MemTile pools hold),
/// the others as written.
fn size_order(p: &Planner) -> Vec<usize> {
    let n = p.f.pools.len();
    let memtile = |k: usize| p.f.tiles.kind(p.f.pools[k].tile) == TileKind::MemTile;
    let mut sorted: Vec<usize> = (0..n).filter(|&k| memtile(k)).collect();
    sorted.sort_by_key(|&k| std::cmp::Reverse(p.f.pools[k].bytes));
    let mut next = sorted.into_iter();
    (0..n)
        .map(|k| {
            if memtile(k) {
                next.next().unwrap_or(k)
            } else {
                k
            }
        })
        .collect()
}

/// The alternative packing order: on each MemTile its pools by DMA demand
/// (endpoints on the pool's own tile, the larger direction), then object
/// size; the tiles' lists merged by object size, then demand.
fn demand_order(p: &Planner, order: &[usize]) -> Vec<usize> {
    let mut demand: HashMap<usize, (i64, i64)> = HashMap::new();
    for end in &p.f.ends {
        if let (plan::EndKind::Dma, Some(k)) = (end.kind, end.pool) {
            if p.f.tiles.same(end.tile, p.f.pools[k].tile) {
                let d = demand.entry(k).or_default();
                match end.dir {
                    aie_target::regs::Dir::S2MM => d.0 += 1,
                    aie_target::regs::Dir::MM2S => d.1 += 1,
                }
            }
        }
    }
    let demand_of = |k: usize| demand.get(&k).map_or(0, |&(i, o)| i.max(o));
    let bytes = |k: usize| p.f.pools[k].bytes;
    let mut homes: Vec<T> = Vec::new();
    let mut lists: HashMap<T, Vec<usize>> = HashMap::new();
    let mut slots = Vec::new();
    for (slot, &k) in order.iter().enumerate() {
        let tile = p.f.pools[k].tile;
        if p.f.tiles.kind(tile) != TileKind::MemTile {
            continue;
        }
        slots.push(slot);
        let home = homes
            .iter()
            .copied()
            .find(|&h| p.f.tiles.same(h, tile))
            .unwrap_or(tile);
        if !lists.contains_key(&home) {
            homes.push(home);
        }
        lists.entry(home).or_default().push(k);
    }
    for list in lists.values_mut() {
        list.sort_by_key(|&k| (std::cmp::Reverse(demand_of(k)), std::cmp::Reverse(bytes(k))));
    }
    let mut next: HashMap<T, usize> = HashMap::new();
    let mut out = order.to_vec();
    for slot in slots {
        let mut best: Option<(T, usize)> = None;
        for &h in &homes {
            let Some(&k) = lists[&h].get(next.get(&h).copied().unwrap_or(0)) else {
                continue;
            };
            let better = best.is_none_or(|(_, b)| {
                bytes(k) > bytes(b) || (bytes(k) == bytes(b) && demand_of(k) > demand_of(b))
            });
            if better {
                best = Some((h, k));
            }
        }
        if let Some((h, k)) = best {
            out[slot] = k;
            *next.entry(h).or_default() += 1;
        }
    }
    out
}

/// Plans objects, locks and channels for pools in `order`; when channels
/// run out on a placed MemTile, retries with each pool whose endpoints
/// there reach a neighbour kept on that tile, the cheapest first (a bounded
/// repair of the greedy plan, not an exhaustive search).
fn plan(p: &mut Planner, order: &[usize], tried: &mut BTreeSet<Vec<i64>>) -> bool {
    let key: Vec<i64> = order
        .iter()
        .enumerate()
        .filter_map(|(slot, k)| {
            let (c, r) = p.f.tiles.coords(*p.local.get(k)?)?;
            Some([slot as i64, c, r])
        })
        .flatten()
        .collect();
    if tried.len() >= MAX_REPAIRS
        || !tried.insert(key)
        || !p.plan_buffers(order)
        || !p.plan_locks(order)
    {
        return false;
    }
    if p.assign_channels(false).is_ok() {
        return true;
    }
    let Some(failed) = p.channel_failure else {
        return false;
    };
    let end = &p.f.ends[failed];
    let tile = end.tile;
    if p.f.tiles.kind(tile) != TileKind::MemTile || p.f.tiles.coords(tile).is_none() {
        return false;
    }
    let (dir, pinned) = (end.dir, end.pinned.is_some());
    let mut candidates: Vec<usize> = Vec::new();
    for (e, other) in p.f.ends.iter().enumerate() {
        let Some(k) = other.pool else { continue };
        let eligible = other.kind == plan::EndKind::Dma
            && !p.local.contains_key(&k)
            && p.f.tiles.same(other.tile, tile)
            && other.dir == dir
            && (!pinned || e == failed)
            && (other.pinned.is_none() || e == failed)
            && p.reaches_adjacent(e)
            && !candidates.contains(&k);
        if eligible {
            candidates.push(k);
        }
    }
    let cost = |k: usize| {
        let pool = &p.f.pools[k];
        if pool.buffers.is_some() {
            0
        } else {
            pool.bytes * pool.depth
        }
    };
    candidates.sort_by_key(|&k| cost(k));
    for k in candidates {
        p.local.insert(k, tile);
        if plan(p, order, tried) {
            return true;
        }
        p.local.remove(&k);
    }
    false
}

/// Why no plan was found, from the greedy plan: the first failing stage's
/// error; after a channel failure, also a remark on the device that the
/// search for a spill-aware plan gave up.
fn explain(p: &mut Planner, order: &[usize], ir: &Ir, dev: &Dev) -> Vec<Diagnostic> {
    p.local.clear();
    if !p.plan_buffers(order) {
        let op = p.buffer_failure.map_or(dev.op, |k| p.f.pools[k].op.op());
        return vec![*error(
            ir,
            op,
            "could not place buffers in accessible memory with available capacity",
            "every endpoint of a pool must reach the memory of each of its objects; a full MemTile spills only to a neighbour MemTile all of them reach",
        )];
    }
    if !p.plan_locks(order) {
        if let Some(e) = p.lock_access_failure {
            return vec![*error(
                ir,
                p.f.ends[e].op,
                "cannot access pool locks",
                "a core reaches the locks of its own and neighbouring tiles, a MemTile DMA those of its neighbour MemTiles, any other DMA only its own",
            )];
        }
        let op = p
            .lock_failure
            .and_then(|t| p.f.tiles.refs[t].value)
            .and_then(|v| ir.defining_op(v));
        return vec![*error(
            ir,
            op.unwrap_or(dev.op),
            "could not place locks within tile lock capacity",
            "this tile has no lock left for the pools whose users reach it",
        )];
    }
    let mut out = p.assign_channels(true).err().unwrap_or_default();
    out.push(
        Diagnostic::error(
            ir[dev.op].span,
            "could not find a spill-aware allocation with size-first and demand-first packing and bounded local-pool retries; tile placement and buffer packing remain greedy",
        )
        .with_severity(Severity::Remark),
    );
    out
}

/// What a successful plan decided, without the IR it was read from.
struct Decided {
    f: Facts,
    local: std::collections::BTreeMap<usize, T>,
    placements: HashMap<usize, Vec<Option<T>>>,
    lock_place: HashMap<Group, T>,
    channels: HashMap<usize, i64>,
}

impl Decided {
    fn take(p: Planner) -> Decided {
        Decided {
            f: p.f,
            local: p.local,
            placements: p.placements,
            lock_place: p.lock_place,
            channels: p.channels,
        }
    }

    fn lock_tile(&self, k: usize, g: Group) -> T {
        self.lock_place
            .get(&g)
            .copied()
            .unwrap_or_else(|| plan::home_lock_tile(&self.f, self.local.get(&k).copied(), k))
    }
}

/// Writes a plan into the IR: objects and locks right below the tile that
/// holds them (after what this pass already put there), channels on their
/// endpoints.
struct Writer<'a> {
    ir: &'a mut Ir,
    dev: Dev,
    d: &'a Decided,
    values: Vec<Option<ValueId>>,
    last: HashMap<T, OpId>,
    names: HashSet<String>,
    /// The lock ids in use per placed tile, when new locks get ids here.
    lock_ids: Option<HashMap<(i64, i64), HashSet<i64>>>,
    /// The buffers and locks made for each pool, in the order made.
    made: HashMap<usize, Vec<OpId>>,
}

impl<'a> Writer<'a> {
    fn new(ir: &'a mut Ir, dev: Dev, d: &'a Decided, lock_ids: bool) -> Self {
        let names = dev
            .ops(ir)
            .filter_map(|op| netlist::sym_name(ir, op).map(String::from))
            .collect();
        let values = d.f.tiles.refs.iter().map(|r| r.value).collect();
        let lock_ids = lock_ids.then(|| {
            let mut used: HashMap<(i64, i64), HashSet<i64>> = HashMap::new();
            for l in dev.views::<Lock>(ir) {
                let at = netlist::coords(ir, ir[l.op()].operands[0]);
                if let (Some(c), Some(id)) = (at, l.lock_id(ir)) {
                    used.entry(c).or_default().insert(id);
                }
            }
            used
        });
        Writer {
            ir,
            dev,
            d,
            values,
            last: HashMap::new(),
            names,
            lock_ids,
            made: HashMap::new(),
        }
    }

    fn write(&mut self, order: &[usize]) {
        for &k in order {
            self.buffers(k);
            self.locks(k);
        }
        for (&e, &ch) in &self.d.channels {
            let op = self.d.f.ends[e].op;
            self.ir.set_attr(
                op,
                RouteEndpoint::CHANNEL_INDEX,
                Attr::Int(ch.into(), IntType::I32),
            );
        }
    }

    /// The value of tile `t`, making the `aie.tile` of a neighbour the plan
    /// spilled to.
    fn value(&mut self, t: T) -> ValueId {
        if let Some(v) = self.values[t] {
            return v;
        }
        let c = self
            .d
            .f
            .tiles
            .coords(t)
            .expect("a new tile is a placed neighbour");
        let v = self.dev.tile(self.ir, c);
        self.values[t] = Some(v);
        v
    }

    /// Where the next buffer or lock of tile `t` goes.
    fn at(&mut self, t: T) -> (ValueId, At) {
        let v = self.value(t);
        let after = self
            .last
            .get(&t)
            .copied()
            .or_else(|| self.ir.defining_op(v));
        (v, after.map_or(At::Start(self.dev.body), At::After))
    }

    /// `wanted`, or `wanted_<k>` for the first k no symbol of the device has.
    fn name(&mut self, wanted: String) -> String {
        let mut name = wanted.clone();
        let mut k = 0;
        while self.names.contains(&name) {
            name = format!("{wanted}_{k}");
            k += 1;
        }
        self.names.insert(name.clone());
        name
    }

    /// `<base>_buff_<i>` for each object of a pool that names no buffers,
    /// on its planned tile, with the pool's initial values and overlay
    /// group (`alloc_group`).
    fn buffers(&mut self, k: usize) {
        let Some(placements) = self.d.placements.get(&k) else {
            return;
        };
        let pool = self.d.f.pools[k].op;
        if self.d.f.pools[k].buffers.is_some() {
            return;
        }
        let base = base_name(pool.sym_name(self.ir)).to_string();
        let elem = pool.elem_type(self.ir).clone();
        let inits = match pool.init_values(self.ir) {
            Some(Attr::Array(a)) => a.clone(),
            _ => Vec::new(),
        };
        let group = pool.alloc_group(self.ir).map(String::from);
        let span = self.ir[pool.op()].span;
        let mut names = Vec::new();
        for (i, t) in placements.iter().enumerate() {
            let Some(t) = *t else { continue };
            let name = self.name(format!("{base}_buff_{i}"));
            let (tile, at) = self.at(t);
            let mut b = Buffer::build(self.ir, span)
                .operand(tile)
                .sym_name(&name)
                .result(elem.clone());
            if let Some(v) = inits.get(i) {
                b = b.initial_value(v.clone());
            }
            if let Some(g) = &group {
                b = b.alloc_group(g);
            }
            let op = b.insert(at).op();
            self.last.insert(t, op);
            self.made.entry(k).or_default().push(op);
            names.push(name);
        }
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        pool.set_buffers(self.ir, &names);
    }

    /// The locks of a pool that needs them: a counting pair per segment
    /// without both (`(depth − initial)·R` free, `initial·R` full, R its
    /// repeat count), or on AIE1 one binary lock per object (1 when it
    /// starts full).
    fn locks(&mut self, k: usize) {
        let fact = &self.d.f.pools[k];
        if !fact.needs_locks {
            return;
        }
        let pool = fact.op;
        let base = base_name(pool.sym_name(self.ir)).to_string();
        let depth = fact.depth;
        let full = match pool.init_values(self.ir) {
            Some(Attr::Array(a)) => a.len() as i64,
            _ => 0,
        };
        let repeat = pool.repeat_count(self.ir).unwrap_or(1);
        let span = self.ir[pool.op()].span;
        if self.d.f.aie1 {
            if fact.locks.is_some() {
                return;
            }
            let t = self.d.lock_tile(k, Group::Pool(k));
            let names: Vec<String> = (0..depth)
                .map(|i| self.lock(k, t, span, format!("{base}_lock_{i}"), i64::from(i < full)))
                .collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            pool.set_locks(self.ir, &names);
            return;
        }
        let segments = dialect::ops::pools::segments(self.ir, pool);
        for (s, seg) in segments.into_iter().enumerate() {
            if self.d.f.pools[k].segments[s].locked {
                continue;
            }
            let t = self.d.lock_tile(k, Group::Seg(k, s));
            let free = self.lock(
                k,
                t,
                span,
                format!("{base}_prod_lock_{s}"),
                (depth - full) * repeat,
            );
            let taken = self.lock(k, t, span, format!("{base}_cons_lock_{s}"), full * repeat);
            seg.set_produce_lock(self.ir, &free);
            seg.set_consume_lock(self.ir, &taken);
        }
    }

    /// A new lock of pool `k` on tile `t` named after `wanted` (with the
    /// lowest free id of a placed tile, when locks get ids here; the plan
    /// left one).
    fn lock(&mut self, k: usize, t: T, span: Span, wanted: String, init: i64) -> String {
        let name = self.name(wanted);
        let (tile, at) = self.at(t);
        let total = i64::from(self.dev.model.num_locks(self.d.f.tiles.kind(t)));
        let id = match (&mut self.lock_ids, self.d.f.tiles.coords(t)) {
            (Some(used), Some(c)) => take_lowest_lock_id(used.entry(c).or_default(), total),
            _ => None,
        };
        let mut lock = Lock::build(self.ir, span).operand(tile);
        if let Some(id) = id {
            lock = lock.lock_id(id);
        }
        let op = lock.init(init).sym_name(&name).insert(at).op();
        self.last.insert(t, op);
        self.made.entry(k).or_default().push(op);
        name
    }
}

/// Points each `aiex.dma_channel_reset_for` at an
/// `aie.objectfifo_rearm_binding @<fifo>_rearm` (before the device
/// terminator) recording what a reset must re-arm: the channels of the
/// fifo's endpoints and the locks of its pools, shim ones left out (the host
/// re-pushes those).
fn bind_rearm_targets(ir: &mut Ir, dev: &Dev, d: &Decided) -> Result<(), Vec<Diagnostic>> {
    let mut users: Vec<(String, Vec<OpId>)> = Vec::new();
    for op in dev.walk_for(ir, &[OpKind::DmaChannelResetFor]) {
        let Some(reset) = ir.view::<DmaChannelResetFor>(op) else {
            continue;
        };
        let name = reset.objfifo(ir);
        let named = dev.symbol(ir, name);
        // Bound by an earlier run.
        if named.is_some_and(|b| ir.is(b, OpKind::ObjectfifoRearmBinding)) {
            continue;
        }
        let fifo = named
            .and_then(|e| plan::fifo_of(ir, e))
            .unwrap_or(name)
            .to_string();
        match users.iter_mut().find(|(f, _)| *f == fifo) {
            Some((_, ops)) => ops.push(op),
            None => users.push((fifo, vec![op])),
        }
    }
    if users.is_empty() {
        return Ok(());
    }
    let shim = |v: ValueId| {
        d.f.tiles
            .of_value(v)
            .is_some_and(|t| d.f.tiles.kind(t).is_shim())
    };
    let mut names: HashSet<String> = dev
        .ops(ir)
        .filter_map(|op| netlist::sym_name(ir, op).map(String::from))
        .collect();
    for (fifo, ops) in users {
        let mut tiles = Vec::new();
        let mut dirs = Vec::new();
        let mut indices = Vec::new();
        for end in d.f.ends.iter().filter(|e| e.kind != plan::EndKind::Core) {
            let tile = ir[end.op].operands[0];
            let channel = match ir.attr(end.op, RouteEndpoint::CHANNEL_INDEX) {
                Some(Attr::Int(ch, _)) => *ch as i64,
                _ => continue,
            };
            if plan::fifo_of(ir, end.op) == Some(fifo.as_str()) && !shim(tile) {
                tiles.push(tile);
                dirs.push(i64::from(end.dir == Dir::MM2S));
                indices.push(channel);
            }
        }
        let mut locks = Vec::new();
        let mut inits = Vec::new();
        for pool in &d.f.pools {
            if pool.op.fifo_name(ir) != Some(fifo.as_str()) || shim(ir[pool.op.op()].operands[0]) {
                continue;
            }
            let named: Vec<String> = match pool.op.locks(ir) {
                Some(l) => l.into_iter().map(String::from).collect(),
                None => dialect::ops::pools::segments(ir, pool.op)
                    .into_iter()
                    .flat_map(|s| [s.produce_lock(ir), s.consume_lock(ir)])
                    .flatten()
                    .map(String::from)
                    .collect(),
            };
            for n in named {
                let Some(lock) = dev.symbol(ir, &n).and_then(|o| ir.view::<Lock>(o)) else {
                    continue;
                };
                locks.push(ir[lock.op()].results[0]);
                inits.push(lock.init(ir).unwrap_or(0));
            }
        }
        if tiles.is_empty() && locks.is_empty() {
            return Err(ops
                .iter()
                .map(|&op| {
                    *error(
                        ir,
                        op,
                        format!("objectFIFO '{fifo}' has no resident core/mem DMA channels or locks to re-arm"),
                        "a fifo between shim tiles is re-armed by the host; reset the channels of a core or mem end",
                    )
                })
                .collect());
        }
        let mut name = format!("{fifo}_rearm");
        let mut k = 0;
        while names.contains(&name) {
            name = format!("{fifo}_rearm_{k}");
            k += 1;
        }
        names.insert(name.clone());
        let at = dev.before_end(ir);
        ObjectfifoRearmBinding::build(ir, ir[dev.op].span)
            .operand_lists(&[&tiles, &locks])
            .sym_name(&name)
            .channel_dirs(&dirs)
            .channel_indices(&indices)
            .lock_inits(&inits)
            .insert(at);
        for op in ops {
            DmaChannelResetFor::wrap(op).set_objfifo(ir, &name);
        }
    }
    Ok(())
}

/// Lowers routes once every endpoint has a channel.
struct Lowering<'a> {
    ir: &'a mut Ir,
    dev: Dev,
    /// `packet-sw-objFifos`: a route without a header is packet-switched
    /// too, with the lowest id no packet flow or route uses.
    packet: bool,
    /// Packet ids keep off the tile controllers' ([`RESERVE_CONTROLLER_IDS`]).
    reserve_controller_ids: bool,
    /// A route's flows (from one source) and packet destinations come last
    /// destination first, as the stateful transform writes a broadcast's.
    last_consumer_first: bool,
    /// The shim tile values (placed or logical).
    shims: HashSet<ValueId>,
    /// The DMA and route endpoints, in op order.
    ends: Vec<LoweredEnd>,
    /// The header of each packet route a route endpoint leaves.
    headers: HashMap<String, Attr>,
    /// The symbols of the device.
    symbols: HashSet<String>,
}

/// An endpoint as route lowering needs it.
struct LoweredEnd {
    op: OpId,
    dir: Dir,
    /// The runtime tasks naming it.
    tasks: Vec<OpId>,
    /// The `aie.dma_start`s of DMA programs naming it.
    programs: Vec<OpId>,
}

impl Lowering<'_> {
    /// Each route becomes flows (or a packet flow) where it stands.
    fn routes(&mut self) -> Res<()> {
        let index = Index::of(self.ir, &self.dev);
        let mut ids = self.packet_ids(&index);
        for &r in &index.routes {
            let header = match self.ir.attr(r.op(), Route::PACKET) {
                Some(h) => Some(h.clone()),
                None if self.packet => match ids.next() {
                    Some(id) => Some(Attr::PacketInfo(0, id)),
                    None => {
                        return Err(error(
                            self.ir,
                            r.op(),
                            "max number of packet IDs reached",
                            format!("the {PACKET_IDS} packet ids are taken by packet flows, trace packets and routes; fewer routes can be packet-switched"),
                        ))
                    }
                },
                None => None,
            };
            self.route(&index, r, header)?;
        }
        self.rewrite_programs();
        self.rewrite_tasks();
        let mut renames = HashMap::new();
        for k in 0..self.ends.len() {
            if let Some((name, alloc)) = self.shim_allocation(k) {
                renames.insert(name, alloc);
            }
        }
        let routes: Vec<OpId> = index.routes.iter().map(|r| r.op()).collect();
        self.ir.erase_all(&routes);
        // Runtime sequences name a shim end's transfers by its allocation.
        let sequences: Vec<OpId> = self.dev.ops_of(self.ir, OpKind::RuntimeSequence).collect();
        for s in sequences {
            self.ir.rename_symbols(s, &renames);
        }
        Ok(())
    }

    /// The (tile, bundle, channel) of endpoint `name`.
    fn port(&self, index: &Index, name: &str) -> Option<(ValueId, WireBundle, i64)> {
        let ir = &*self.ir;
        let op = index.route_end(name)?;
        let tile = ir[op].operands[0];
        if let Some(e) = index.dmas.get(name) {
            return Some((tile, WireBundle::DMA, e.channel_index(ir)?));
        }
        let e = index.route_ends.get(name)?;
        Some((tile, e.bundle(ir), e.channel_index(ir)?))
    }

    /// The packet ids nothing on the device holds, lowest first.
    fn packet_ids(&self, index: &Index) -> impl Iterator<Item = u64> {
        let taken = taken_ids(
            self.ir,
            &self.dev,
            &index.routes,
            self.reserve_controller_ids,
        );
        (0..PACKET_IDS).filter(move |id| !taken.contains(id))
    }

    fn route(&mut self, index: &Index, r: Route, header: Option<Attr>) -> Res<()> {
        let ir = &*self.ir;
        let span = ir[r.op()].span;
        let sources: Vec<String> = route_sources(ir, r).into_iter().map(String::from).collect();
        let dests: Vec<String> = r.destinations(ir).into_iter().map(String::from).collect();
        let ports = |names: &[String]| -> Option<Vec<(ValueId, WireBundle, i64)>> {
            names.iter().map(|n| self.port(index, n)).collect()
        };
        let (Some(from), Some(mut to)) = (ports(&sources), ports(&dests)) else {
            return Err(error(
                ir,
                r.op(),
                "names an endpoint without a channel",
                "run this pass on verified IR: every route end is a DMA or route endpoint",
            ));
        };
        let at = At::Before(r.op());
        if self.last_consumer_first && (header.is_some() || from.len() == 1) {
            to.reverse();
        }
        match header {
            Some(header) => {
                let pkt_id = header.packet_fields().map_or(0, |(_, id)| id);
                let flow = PacketFlow::build(self.ir, span)
                    .id(pkt_id as i64)
                    .region()
                    .insert(at);
                let body = self
                    .ir
                    .entry_block(flow.op(), 0)
                    .expect("a packet flow has a body");
                let end = self.ir.last_op(body).map_or(At::End(body), At::Before);
                for (tile, bundle, ch) in from {
                    PacketSource::build(self.ir, span)
                        .operand(tile)
                        .bundle(bundle)
                        .channel(ch)
                        .insert(end);
                }
                for (tile, bundle, ch) in to {
                    PacketDest::build(self.ir, span)
                        .operand(tile)
                        .bundle(bundle)
                        .channel(ch)
                        .insert(end);
                }
                self.stamp(index, &sources, &dests, header);
            }
            None => {
                for (src, dst) in from.iter().cycle().zip(&to) {
                    Flow::build(self.ir, span)
                        .operands(&[src.0, dst.0])
                        .source_bundle(src.1)
                        .source_channel(src.2)
                        .dest_bundle(dst.1)
                        .dest_channel(dst.2)
                        .insert(at);
                }
            }
        }
        Ok(())
    }

    /// Records the header `packet` on the DMA endpoints a packet route
    /// leaves: `packet`, or the turn's entry of a dispatching endpoint's
    /// `dispatchPackets`.
    fn stamp(&mut self, index: &Index, sources: &[String], dests: &[String], header: Attr) {
        for s in sources {
            let Some(&e) = index.dmas.get(s) else {
                // A route endpoint's runtime tasks carry it (rewrite_tasks).
                self.headers.insert(s.clone(), header.clone());
                continue;
            };
            match e.dispatch(self.ir) {
                Some(turns) => {
                    let n = turns.len();
                    let Some(k) = turns.iter().position(|t| dests.iter().any(|d| d == t)) else {
                        continue;
                    };
                    let mut packets = match e.dispatch_packets(self.ir) {
                        Some(Attr::Array(a)) if a.len() == n => a.clone(),
                        _ => vec![Attr::PacketInfo(0, NO_PKT_ID); n],
                    };
                    packets[k] = header.clone();
                    e.set_dispatch_packets(self.ir, Attr::Array(packets));
                }
                None => self
                    .ir
                    .set_attr(e.op(), ObjectfifoDmaEndpoint::PACKET, header.clone()),
            }
        }
    }

    /// Each DMA program start naming a route endpoint starts the channel
    /// the endpoint was given, by index.
    fn rewrite_programs(&mut self) {
        for end in &self.ends {
            let channel = self
                .ir
                .view::<RouteEndpoint>(end.op)
                .and_then(|e| e.channel_index(self.ir));
            let Some(channel) = channel else {
                continue;
            };
            for &s in &end.programs {
                let start = DmaStart::wrap(s);
                self.ir.remove_attr(s, DmaStart::ENDPOINT);
                start.set_channel_index(self.ir, channel);
            }
        }
    }

    /// A runtime task naming a route endpoint that gets no shim
    /// allocation is configured on the endpoint's tile and channel
    /// directly, with the header of the packet route it leaves.
    fn rewrite_tasks(&mut self) {
        for k in 0..self.ends.len() {
            let end = &self.ends[k];
            let Some(e) = self.ir.view::<RouteEndpoint>(end.op) else {
                continue;
            };
            let tile = self.ir[end.op].operands[0];
            let (Some(channel), false) = (
                e.channel_index(self.ir),
                self.is_shim(tile) && e.fifo_name(self.ir).is_some(),
            ) else {
                continue;
            };
            let packet = self
                .headers
                .get(e.sym_name(self.ir))
                .and_then(Attr::packet_fields);
            let target = Endpoint {
                tile,
                dir: channel_dir(end.dir),
                channel,
                packet,
            };
            for &t in &end.tasks {
                replace(self.ir, DmaConfigureTaskFor::wrap(t), &target);
            }
        }
    }

    /// `aie.shim_dma_allocation @<fifo>_shim_alloc` at the end of the
    /// device for endpoint `k` if it is on a shim tile, names its fifo and
    /// has a channel (unless there is one): the record through which the
    /// runtime reaches the fifo. Returns the endpoint's name and the
    /// record's.
    fn shim_allocation(&mut self, k: usize) -> Option<(String, String)> {
        let end = &self.ends[k];
        let ir = &*self.ir;
        let tile = ir[end.op].operands[0];
        let fifo = match plan::fifo_of(ir, end.op) {
            Some(f) if self.is_shim(tile) => f,
            _ => return None,
        };
        let channel = match ir.attr(end.op, RouteEndpoint::CHANNEL_INDEX) {
            Some(Attr::Int(ch, _)) => *ch as i64,
            _ => return None,
        };
        let name = format!("{fifo}_shim_alloc");
        let me = netlist::sym_name(ir, end.op)?.to_string();
        if self.symbols.insert(name.clone()) {
            let plio = ir
                .view::<RouteEndpoint>(end.op)
                .is_some_and(|e| e.bundle(ir) == WireBundle::PLIO);
            // The header of its packet-switched route, which the runtime's
            // BDs on this channel then carry.
            let packet = ir
                .view::<ObjectfifoDmaEndpoint>(end.op)
                .and_then(|e| e.packet(ir))
                .or_else(|| self.headers.get(&me).and_then(Attr::packet_fields));
            let dir = channel_dir(end.dir);
            let span = ir[end.op].span;
            let at = self.dev.before_end(ir);
            let mut b = ShimDmaAllocation::build(self.ir, span)
                .sym_name(&name)
                .operand(tile)
                .channel_dir(dir)
                .channel_index(channel);
            if plio {
                b = b.plio(true);
            }
            if let Some(p) = packet {
                b = b.packet(p);
            }
            b.insert(at);
        }
        Some((me, name))
    }

    /// Whether tile value `tile` is a shim tile (placed or logical).
    fn is_shim(&self, tile: ValueId) -> bool {
        self.shims.contains(&tile)
    }
}

/// The channel direction of `dir`.
fn channel_dir(dir: Dir) -> DmaChannelDir {
    match dir {
        Dir::MM2S => DmaChannelDir::MM2S,
        Dir::S2MM => DmaChannelDir::S2MM,
    }
}

/// A route between object FIFO endpoints (naming no `aie.route_endpoint`)
/// whose packet header has no id gets the lowest free one, around the ids
/// pinned on the device, as `--aie-assign-packet-ids` picks it.
fn number_fifo_headers(ir: &mut Ir, dev: &Dev, reserve_controller_ids: bool) -> Res<()> {
    let user_ends: HashSet<&str> = dev
        .views::<RouteEndpoint>(ir)
        .map(|e| e.sym_name(ir))
        .collect();
    let routes: Vec<Route> = dev.views::<Route>(ir).collect();
    let names_user_end = |r: Route| {
        route_sources(ir, r)
            .into_iter()
            .chain(r.destinations(ir))
            .any(|n| user_ends.contains(n))
    };
    let open: Vec<Route> = routes
        .iter()
        .copied()
        .filter(|&r| !names_user_end(r))
        .collect();
    let numbering = Numbering {
        reserve_controller_ids,
        ..Numbering::default()
    };
    number_open_headers(ir, dev, &routes, &open, numbering)
}

/// Every route's packet header has its id, and an id a packet header can
/// carry (before anything is allocated).
fn headers_assigned(ir: &Ir, dev: &Dev) -> Res<()> {
    let max = PACKET_IDS - 1;
    for r in dev.views::<Route>(ir) {
        match r.packet(ir) {
            Some((_, NO_PKT_ID)) => return Err(error(
                ir,
                r.op(),
                "has a packet header with no pkt_id; run --aie-assign-packet-ids before this pass",
                "allocation lowers a packet header; --aie-assign-packet-ids picks its id",
            )),
            Some((_, id)) if id > max => {
                return Err(error(
                    ir,
                    r.op(),
                    format!("packet_id {id} is out of range (max {max})"),
                    format!("a packet header carries ids 0 to {max}"),
                ))
            }
            _ => {}
        }
    }
    Ok(())
}
