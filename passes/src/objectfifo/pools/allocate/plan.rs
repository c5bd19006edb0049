//! What allocation decides before it writes anything: the tile of every
//! object a pool generates (spilling a full MemTile's objects to a
//! neighbour MemTile its users reach), the tile of every lock pair, and a
//! channel for every endpoint. The facts it decides from are gathered once.

use super::channels::Seeds;
use super::tiles::{Place, Tiles, T};
use crate::netlist::{self, Dev};
use aie_target::device::{Device, TileKind};
use aie_target::regs::Dir;
use dialect::ir::cases::WireBundle;
use dialect::ir::{Attr, BlockId, OpId, OpKind, ValueId, View};
use dialect::ops::pools::{self, route_sources, Endpoint, Role};
use dialect::ops::views::{
    Buffer, DmaChannelResetFor, DmaConfigureTask, DmaConfigureTaskFor, DmaStart,
    ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoPool, Route, RouteEndpoint,
};
use dialect::Ir;
use std::collections::{BTreeMap, HashMap, HashSet};

/// A pool as the planner sees it.
pub(super) struct PoolFact {
    pub op: ObjectfifoPool,
    pub tile: T,
    pub depth: i64,
    /// Bytes of one object.
    pub bytes: i64,
    /// The tile of each buffer it names (`None`: the name resolves to no
    /// buffer), if it names them.
    pub buffers: Option<Vec<Option<T>>>,
    pub segments: Vec<SegFact>,
    /// AIE1: the tiles of the binary locks it names, if it names them.
    pub locks: Option<Vec<T>>,
    /// The tiles of its endpoints: the tiles whose code or DMA touch it.
    pub users: Vec<T>,
    /// Whether it gets locks: not when it is unsynchronised
    /// (`disableSynchronization`), nor when it starts full, nothing refills
    /// it and no `dma_channel_reset_for` re-arms it (it holds constants).
    pub needs_locks: bool,
}

/// A segment: whether it names both its locks, and their tiles.
pub(super) struct SegFact {
    pub locked: bool,
    pub lock_tiles: Vec<T>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndKind {
    Core,
    Dma,
    Route,
}

/// A core, DMA or route endpoint.
pub(super) struct EndFact {
    pub op: OpId,
    pub tile: T,
    pub kind: EndKind,
    /// Its pool and the indices of the segments it selects (pool endpoints).
    pub pool: Option<usize>,
    pub segs: Vec<usize>,
    /// The direction of its channel: a DMA endpoint's role's, a route
    /// endpoint's side of its route.
    pub dir: Dir,
    pub bundle: WireBundle,
    pub pinned: Option<i64>,
    /// Whether the route it is on is packet-switched.
    pub packet: bool,
    /// Whether a route names it (a route endpoint no route names was
    /// lowered by an earlier run: its flow holds its channel).
    pub routed: bool,
}

/// What one set of locks guards: a pool's objects (AIE1) or a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Group {
    Pool(usize),
    Seg(usize, usize),
}

/// BDs spoken for on a channel of a placed tile, by (col, row, channel).
pub(super) type Bds = HashMap<(i64, i64, i64), i64>;

/// One entry of a tile's memory layout: bytes, alignment, pinned address.
type Entry = (i64, i64, Option<i64>);

pub(super) struct Facts {
    pub tiles: Tiles,
    pub pools: Vec<PoolFact>,
    pub ends: Vec<EndFact>,
    /// The existing buffers of each place, in body order.
    fixed: HashMap<Place, Vec<Entry>>,
    /// The tile of every existing lock.
    existing_locks: Vec<T>,
    /// The endpoints using each lock group: core endpoints, then DMA ones.
    pub lock_users: HashMap<Group, Vec<usize>>,
    pub seeds: Seeds,
    pub aie1: bool,
    /// BDs spoken for on each channel named by index, by (col, row,
    /// channel): the chains DMA programs start on it, plus the largest task
    /// a runtime sequence configures on it.
    pub fixed_bds: Bds,
    /// The `aiex.dma_configure_task_for`s naming each route endpoint.
    pub tasks: HashMap<usize, Vec<OpId>>,
    /// The `aie.dma_start`s of DMA programs naming each route endpoint.
    pub programs: HashMap<usize, Vec<OpId>>,
    /// BDs each endpoint's channel needs at once: a DMA endpoint one per
    /// object and selected segment, a route endpoint the chains of its
    /// programs and the largest of its runtime tasks.
    pub bds: Vec<i64>,
    /// Route endpoints on a MemTile whose tasks or programs touch a
    /// neighbour's buffers.
    pub task_adjacent: HashSet<usize>,
}

impl Facts {
    /// The facts of `dev`, as the pass's options choose.
    pub fn gather(ir: &Ir, dev: &Dev, choices: &super::Choices) -> Facts {
        let packet_default = choices.packet;
        let tiles = Tiles::of(ir, dev);
        let tile = |v| tiles.of_value(v);
        let mut symbols: HashMap<&str, OpId> = HashMap::new();
        let mut fixed: HashMap<Place, Vec<Entry>> = HashMap::new();
        let mut existing_locks = Vec::new();
        let align = dev.model.buffer_alignment(TileKind::MemTile);
        let mut routes = Vec::new();
        for op in dev.ops(ir) {
            if let Some(name) = netlist::sym_name(ir, op) {
                symbols.entry(name).or_insert(op);
            }
            let on = ir[op].operands.first().and_then(|&v| tile(v));
            if let (Some(b), Some(t)) = (ir.view::<Buffer>(op), on) {
                let bytes = ir[op]
                    .results
                    .first()
                    .and_then(|&v| ir.type_of(v).memref_bytes())
                    .map_or(i64::MAX / 4, |b| b as i64);
                let a = if b.aligned(ir) { align } else { 1 };
                fixed
                    .entry(tiles.place(t))
                    .or_default()
                    .push((bytes, a, b.address(ir)));
            } else if let (true, Some(t)) = (ir.is(op, OpKind::Lock), on) {
                existing_locks.push(t);
            } else if let Some(r) = ir.view::<Route>(op) {
                routes.push(r);
            }
        }
        let resolve = |name: &str, kind: OpKind| {
            symbols
                .get(name)
                .filter(|&&o| ir.is(o, kind))
                .and_then(|&o| ir[o].operands.first().and_then(|&v| tile(v)))
        };
        let aie1 = !dev.model.arch.is_aie2();
        let mut pools = Vec::new();
        let mut pool_index = HashMap::new();
        for p in dev.views::<ObjectfifoPool>(ir) {
            let Some(t) = tile(ir[p.op()].operands[0]) else {
                continue;
            };
            let segments = pools::segments(ir, p)
                .into_iter()
                .map(|s| {
                    let names = [s.produce_lock(ir), s.consume_lock(ir)];
                    SegFact {
                        locked: names.iter().all(Option::is_some),
                        lock_tiles: names
                            .iter()
                            .flatten()
                            .filter_map(|n| resolve(n, OpKind::Lock))
                            .collect(),
                    }
                })
                .collect();
            pool_index.insert(p.sym_name(ir), pools.len());
            pools.push(PoolFact {
                op: p,
                tile: t,
                depth: p.depth(ir),
                bytes: p.elem_type(ir).memref_bytes().map_or(0, |b| b as i64),
                buffers: p
                    .buffers(ir)
                    .map(|names| names.iter().map(|n| resolve(n, OpKind::Buffer)).collect()),
                segments,
                locks: p.locks(ir).map(|names| {
                    names
                        .iter()
                        .filter_map(|n| resolve(n, OpKind::Lock))
                        .collect()
                }),
                users: Vec::new(),
                needs_locks: false,
            });
        }
        // Route endpoints read their direction and switching off their route.
        let mut sources = HashSet::new();
        let mut routed = HashSet::new();
        let mut packet = HashSet::new();
        for &r in &routes {
            let names = route_sources(ir, r);
            let switched = r.packet(ir).is_some() || packet_default;
            for n in names.iter().copied().chain(r.destinations(ir)) {
                routed.insert(n);
                if switched {
                    packet.insert(n);
                }
            }
            sources.extend(names);
        }
        let mut ends = Vec::new();
        let mut filled = HashSet::new();
        // Pools a DMA endpoint drains more than once (`iterCount` > 1).
        let mut reread = HashSet::new();
        let mut lock_users: HashMap<Group, Vec<usize>> = HashMap::new();
        let mut dma_users = Vec::new();
        for op in dev.ops(ir) {
            let Some(t) = ir[op].operands.first().and_then(|&v| tile(v)) else {
                continue;
            };
            let (end, kind) = if let Some(e) = ir.view::<ObjectfifoCoreEndpoint>(op) {
                (Endpoint::core(ir, e), EndKind::Core)
            } else if let Some(e) = ir.view::<ObjectfifoDmaEndpoint>(op) {
                (Endpoint::dma(ir, e), EndKind::Dma)
            } else if let Some(e) = ir.view::<RouteEndpoint>(op) {
                let name = e.sym_name(ir);
                let dir = if sources.contains(name) {
                    Dir::MM2S
                } else {
                    Dir::S2MM
                };
                ends.push(EndFact {
                    op,
                    tile: t,
                    kind: EndKind::Route,
                    pool: None,
                    segs: Vec::new(),
                    dir,
                    bundle: e.bundle(ir),
                    pinned: e.channel_index(ir),
                    packet: packet.contains(name),
                    routed: routed.contains(name),
                });
                continue;
            } else {
                continue;
            };
            let Some(&p) = pool_index.get(end.pool) else {
                continue;
            };
            let pool = pools[p].op;
            let all = pools::segments(ir, pool);
            let segs: Vec<usize> = end
                .selected(ir, pool)
                .unwrap_or_default()
                .iter()
                .filter_map(|s| all.iter().position(|a| a == s))
                .collect();
            if end.role == Some(Role::Fills) {
                filled.insert(p);
            }
            let iterations = ir
                .view::<ObjectfifoDmaEndpoint>(op)
                .and_then(|d| d.iter_count(ir));
            if end.role == Some(Role::Drains) && iterations.is_some_and(|n| n > 1) {
                reread.insert(p);
            }
            let e = ends.len();
            ends.push(EndFact {
                op,
                tile: t,
                kind,
                pool: Some(p),
                segs,
                dir: if end.role == Some(Role::Drains) {
                    Dir::MM2S
                } else {
                    Dir::S2MM
                },
                bundle: WireBundle::DMA,
                pinned: ir
                    .view::<ObjectfifoDmaEndpoint>(op)
                    .and_then(|d| d.channel_index(ir)),
                packet: packet.contains(end.name),
                routed: routed.contains(end.name),
            });
            match kind {
                EndKind::Core => pools[p].users.push(t),
                _ => dma_users.push((p, t)),
            }
            if kind == EndKind::Core {
                add_lock_user(&mut lock_users, aie1, p, &ends[e], e);
            }
        }
        for (p, t) in dma_users {
            pools[p].users.push(t);
        }
        for (e, end) in ends.iter().enumerate() {
            if let (EndKind::Dma, Some(p)) = (end.kind, end.pool) {
                add_lock_user(&mut lock_users, aie1, p, end, e);
            }
        }
        let Programs {
            fixed: fixed_bds,
            tasks,
            programs,
        } = channel_programs(ir, dev, &tiles, &ends);
        let body_bds = |op: OpId| {
            ir.walk(op)
                .iter()
                .filter(|&&o| ir.is(o, OpKind::DmaBd))
                .count() as i64
        };
        let bds = ends
            .iter()
            .enumerate()
            .map(|(e, end)| match (end.kind, end.pool) {
                (EndKind::Dma, Some(p)) => pools[p].depth * end.segs.len() as i64,
                _ => {
                    let chains: i64 = programs
                        .get(&e)
                        .into_iter()
                        .flatten()
                        .map(|&s| chain_bds(ir, s))
                        .sum();
                    let task = tasks
                        .get(&e)
                        .into_iter()
                        .flatten()
                        .map(|&t| body_bds(t))
                        .max()
                        .unwrap_or(0);
                    chains + task
                }
            })
            .collect();
        let task_adjacent = (0..ends.len())
            .filter(|&e| {
                let here = ends[e].tile;
                let tasks = tasks.get(&e).into_iter().flatten().map(|&t| ir.walk(t));
                let chains = programs.get(&e).into_iter().flatten().map(|&s| {
                    chain_blocks(ir, s)
                        .into_iter()
                        .flat_map(|b| ir.ops_in(b))
                        .collect()
                });
                tiles.kind(here) == TileKind::MemTile
                    && tasks
                        .chain(chains)
                        .any(|ops: Vec<OpId>| touches_other_tile(ir, &tiles, &ops, here))
            })
            .collect();
        let rearmed = rearmed_fifos(ir, dev);
        for (p, pool) in pools.iter_mut().enumerate() {
            let full = match pool.op.init_values(ir) {
                Some(Attr::Array(a)) => a.len() as i64,
                _ => 0,
            };
            let rearm = pool.op.fifo_name(ir).is_some_and(|f| rearmed.contains(f));
            // A pool that starts full and that nothing refills holds
            // constants: its readers have nothing to wait for. The stateful
            // transform (`lock_constants`) locks those read only once, as
            // mlir-aie's allocation does: their DMA sends them once.
            pool.needs_locks = !pool.op.disable_synchronization(ir)
                && (full != pool.depth
                    || full <= 0
                    || filled.contains(&p)
                    || rearm
                    || (choices.lock_constants && !reread.contains(&p)));
        }
        Facts {
            seeds: Seeds::of(ir, dev, &tiles, choices.tasks_hold_channels),
            tiles,
            pools,
            ends,
            fixed,
            existing_locks,
            lock_users,
            aie1,
            fixed_bds,
            tasks,
            programs,
            bds,
            task_adjacent,
        }
    }
}

/// What DMA programs and runtime tasks ask of channels.
struct Programs {
    /// The BDs held on channels named by index.
    fixed: Bds,
    /// The runtime tasks naming each route endpoint.
    tasks: HashMap<usize, Vec<OpId>>,
    /// The `aie.dma_start`s naming each route endpoint.
    programs: HashMap<usize, Vec<OpId>>,
}

/// The BDs DMA programs and runtime tasks hold on channels they name by
/// index, and the runtime tasks and program starts naming each route
/// endpoint.
fn channel_programs(ir: &Ir, dev: &Dev, tiles: &Tiles, ends: &[EndFact]) -> Programs {
    let by_name: HashMap<&str, usize> = ends
        .iter()
        .enumerate()
        .filter(|(_, end)| end.kind == EndKind::Route)
        .filter_map(|(e, end)| Some((netlist::sym_name(ir, end.op)?, e)))
        .collect();
    let at = |v: ValueId, ch: i64| {
        tiles
            .of_value(v)
            .and_then(|t| tiles.coords(t))
            .map(|(c, r)| (c, r, ch))
    };
    let body_bds = |op: OpId| {
        ir.walk(op)
            .iter()
            .filter(|&&o| ir.is(o, OpKind::DmaBd))
            .count() as i64
    };
    let mut fixed = Bds::new();
    let mut largest = Bds::new();
    let mut tasks: HashMap<usize, Vec<OpId>> = HashMap::new();
    let mut programs: HashMap<usize, Vec<OpId>> = HashMap::new();
    let kinds = [
        OpKind::DmaStart,
        OpKind::DmaConfigureTask,
        OpKind::DmaConfigureTaskFor,
    ];
    for op in dev.walk_for(ir, &kinds) {
        if let Some(start) = ir.view::<DmaStart>(op) {
            let program = ir.parent_op(op).filter(|&p| {
                matches!(
                    ir.kind(p),
                    Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
                )
            });
            if let Some(&e) = start.endpoint(ir).and_then(|n| by_name.get(n)) {
                programs.entry(e).or_default().push(op);
            } else if let Some(key) = program
                .zip(start.channel_index(ir))
                .and_then(|(p, ch)| at(ir[p].operands[0], ch))
            {
                *fixed.entry(key).or_default() += chain_bds(ir, op);
            }
        } else if let Some(task) = ir.view::<DmaConfigureTask>(op) {
            if let Some(key) = at(ir[op].operands[0], task.channel(ir)) {
                let n = largest.entry(key).or_default();
                *n = (*n).max(body_bds(op));
            }
        } else if let Some(task) = ir.view::<DmaConfigureTaskFor>(op) {
            if let Some(&e) = by_name.get(task.alloc(ir)) {
                tasks.entry(e).or_default().push(op);
            }
        }
    }
    for (key, n) in largest {
        *fixed.entry(key).or_default() += n;
    }
    Programs {
        fixed,
        tasks,
        programs,
    }
}

/// The BD blocks of the chain `aie.dma_start` op `start` begins, following
/// `aie.next_bd`, each block once.
fn chain_blocks(ir: &Ir, start: OpId) -> Vec<BlockId> {
    let mut seen = HashSet::new();
    let mut work: Vec<_> = ir[start]
        .successors
        .first()
        .map(|s| s.block)
        .into_iter()
        .collect();
    let mut out = Vec::new();
    while let Some(b) = work.pop() {
        let bds = ir.ops_in(b).any(|o| ir.is(o, OpKind::DmaBd));
        if !seen.insert(b) || !bds {
            continue;
        }
        out.push(b);
        let next = ir.last_op(b).filter(|&t| ir.is(t, OpKind::NextBd));
        work.extend(next.and_then(|t| ir[t].successors.first().map(|s| s.block)));
    }
    out
}

/// The BDs of the chain `aie.dma_start` op `start` begins.
fn chain_bds(ir: &Ir, start: OpId) -> i64 {
    chain_blocks(ir, start)
        .into_iter()
        .map(|b| ir.ops_in(b).filter(|&o| ir.is(o, OpKind::DmaBd)).count() as i64)
        .sum()
}

/// Whether the BDs among `ops` (a task's body, a program's chain) touch a
/// buffer of a tile other than `here` (a neighbour's locks every MemTile
/// channel reaches).
fn touches_other_tile(ir: &Ir, tiles: &Tiles, ops: &[OpId], here: T) -> bool {
    ops.iter().any(|&op| {
        let named = match ir.kind(op) {
            Some(OpKind::DmaBd) => ir[op].operands.first().and_then(|&v| ir.defining_op(v)),
            _ => None,
        };
        let on = named
            .filter(|&d| ir.is(d, OpKind::Buffer))
            .and_then(|d| ir[d].operands.first().and_then(|&v| tiles.of_value(v)));
        on.is_some_and(|t| !tiles.same(t, here))
    })
}

fn add_lock_user(
    users: &mut HashMap<Group, Vec<usize>>,
    aie1: bool,
    p: usize,
    end: &EndFact,
    e: usize,
) {
    if aie1 {
        users.entry(Group::Pool(p)).or_default().push(e);
    } else {
        for &s in &end.segs {
            users.entry(Group::Seg(p, s)).or_default().push(e);
        }
    }
}

/// The fifos an `aiex.dma_channel_reset_for` re-arms (by the fifo name of
/// the endpoint it names, or the name itself).
fn rearmed_fifos(ir: &Ir, dev: &Dev) -> HashSet<String> {
    let mut out = HashSet::new();
    for op in dev.walk_for(ir, &[OpKind::DmaChannelResetFor]) {
        let Some(reset) = ir.view::<DmaChannelResetFor>(op) else {
            continue;
        };
        let name = reset.objfifo(ir);
        let fifo = dev.symbol(ir, name).and_then(|e| fifo_of(ir, e));
        out.insert(fifo.unwrap_or(name).to_string());
    }
    out
}

/// The `fifoName` of DMA or route endpoint `op`.
pub(super) fn fifo_of(ir: &Ir, op: OpId) -> Option<&str> {
    if let Some(e) = ir.view::<ObjectfifoDmaEndpoint>(op) {
        e.fifo_name(ir)
    } else {
        ir.view::<RouteEndpoint>(op)?.fifo_name(ir)
    }
}

/// The greedy layout's bounded number of revisits of earlier spills.
const SPILL_RETRIES: i64 = 256;

/// A plan: what one attempt decided, and what made it fail.
pub(super) struct Planner<'a> {
    pub ir: &'a Ir,
    pub model: &'a Device,
    pub f: Facts,
    /// Pools whose objects and locks must stay on one tile (locality
    /// repairs of a channel shortage).
    pub local: BTreeMap<usize, T>,
    /// Bytes of each object planned on a tile.
    planned: HashMap<T, Vec<i64>>,
    /// The tile of each object of each pool (`None`: an unresolved buffer).
    pub placements: HashMap<usize, Vec<Option<T>>>,
    pub buffer_failure: Option<usize>,
    pub lock_place: HashMap<Group, T>,
    pub lock_failure: Option<T>,
    pub lock_access_failure: Option<usize>,
    pub channels: HashMap<usize, i64>,
    pub channel_failure: Option<usize>,
}

impl<'a> Planner<'a> {
    pub fn new(ir: &'a Ir, model: &'a Device, f: Facts) -> Self {
        Planner {
            ir,
            model,
            f,
            local: BTreeMap::new(),
            planned: HashMap::new(),
            placements: HashMap::new(),
            buffer_failure: None,
            lock_place: HashMap::new(),
            lock_failure: None,
            lock_access_failure: None,
            channels: HashMap::new(),
            channel_failure: None,
        }
    }

    fn capacity(&self) -> i64 {
        i64::from(self.model.data_memory_bytes(TileKind::MemTile))
    }

    /// Bytes of `t`'s memory in use with its planned objects and `count`
    /// more of `size`: generated objects first (they go right below their
    /// tile), then its existing buffers, packed as the basic address
    /// allocator packs them.
    pub fn memory_used(&self, t: T, size: i64, count: i64) -> i64 {
        let align = self.model.buffer_alignment(TileKind::MemTile);
        let mut layout: Vec<Entry> = Vec::new();
        for a in self.f.tiles.aliases(t) {
            for &s in self.planned.get(&a).into_iter().flatten() {
                layout.push((s, align, None));
            }
            if a == t {
                layout.extend((0..count).map(|_| (size, align, None)));
            }
        }
        layout.extend(
            self.f
                .fixed
                .get(&self.f.tiles.place(t))
                .into_iter()
                .flatten(),
        );
        sequential_end(&layout)
    }

    /// The first MemTile whose existing buffers alone overflow it, with
    /// the bytes they need.
    pub fn overfull_memtile(&self) -> Option<(T, i64)> {
        (0..self.f.tiles.refs.len())
            .filter(|&t| self.f.tiles.kind(t) == TileKind::MemTile)
            .map(|t| (t, self.memory_used(t, 0, 0)))
            .find(|&(_, used)| used > self.capacity())
    }

    fn can_access(&self, user: T, memory: T, local_only: bool) -> bool {
        self.f
            .tiles
            .can_access(self.model, user, memory, local_only)
    }

    /// Whether `count` objects of `size` of pool `p` fit on `t` and every
    /// user of the pool reaches `t`.
    fn can_place(&self, p: usize, t: T, size: i64, count: i64) -> bool {
        if self.f.tiles.kind(t) == TileKind::MemTile
            && self.memory_used(t, size, count) > self.capacity()
        {
            return false;
        }
        self.f.pools[p]
            .users
            .iter()
            .all(|&u| self.can_access(u, t, false))
    }

    /// Plans the tile of every object of `order`'s pools: local pools'
    /// first (nothing may spill into their room), existing buffers where
    /// they are, generated ones greedily with bounded backtracking.
    pub fn plan_buffers(&mut self, order: &[usize]) -> bool {
        self.planned.clear();
        self.placements.clear();
        self.buffer_failure = None;
        for &p in order {
            let Some(&t) = self.local.get(&p) else {
                continue;
            };
            let pool = &self.f.pools[p];
            let count = if pool.buffers.is_some() {
                0
            } else {
                pool.depth
            };
            let size = pool.bytes;
            if !self.can_access(pool.tile, t, false) || !self.can_place(p, t, size, count) {
                self.buffer_failure = Some(p);
                return false;
            }
            self.planned
                .entry(t)
                .or_default()
                .extend((0..count).map(|_| size));
        }
        let mut generated = Vec::new();
        for &p in order {
            let pool = &self.f.pools[p];
            if let Some(buffers) = &pool.buffers {
                let local = self.local.get(&p).copied();
                for &b in buffers {
                    let misplaced = b.is_some_and(|t| {
                        local.is_some_and(|l| !self.f.tiles.same(t, l))
                            || !pool.users.iter().all(|&u| self.can_access(u, t, false))
                    });
                    if misplaced {
                        self.buffer_failure = Some(p);
                        return false;
                    }
                }
                self.placements.insert(p, buffers.clone());
                continue;
            }
            if self.f.tiles.kind(pool.tile).is_shim() {
                continue;
            }
            match self.local.get(&p) {
                Some(&t) => {
                    self.placements
                        .insert(p, vec![Some(t); pool.depth as usize]);
                }
                None => generated.extend((0..pool.depth).map(|_| p)),
            }
        }
        let mut retries = SPILL_RETRIES;
        self.place_objects(&generated, &mut retries)
    }

    /// Places the objects of `objects` (a pool each) in turn, each on its
    /// first candidate; when one fits nowhere, earlier choices are
    /// revisited, latest first, while `retries` last (a depth-first search
    /// kept on an explicit stack: designs have thousands of objects).
    fn place_objects(&mut self, objects: &[usize], retries: &mut i64) -> bool {
        // Per placed object: its candidates and the index of the one taken.
        let mut stack: Vec<(Vec<T>, usize)> = Vec::new();
        let mut fresh = true;
        loop {
            let i = stack.len();
            if fresh {
                let Some(&p) = objects.get(i) else {
                    return true;
                };
                let candidates = self.candidates(p, self.f.pools[p].bytes);
                if candidates.is_empty() && self.buffer_failure.is_none() {
                    self.buffer_failure = Some(p);
                }
                stack.push((candidates, usize::MAX));
            }
            // Take the next candidate of the latest object, or undo it.
            let p = objects[stack.len() - 1];
            let Some((candidates, k)) = stack.last_mut() else {
                return false;
            };
            if *k != usize::MAX {
                let t = candidates[*k];
                self.planned.get_mut(&t).map(Vec::pop);
                self.placements.get_mut(&p).map(Vec::pop);
            }
            let next = k.wrapping_add(1);
            let exhausted = next >= candidates.len() || {
                if next > 0 {
                    *retries -= 1;
                }
                *retries < 0
            };
            if exhausted {
                stack.pop();
                fresh = false;
                if stack.is_empty() {
                    return false;
                }
                continue;
            }
            *k = next;
            let t = candidates[next];
            let size = self.f.pools[p].bytes;
            self.planned.entry(t).or_default().push(size);
            self.placements.entry(p).or_default().push(Some(t));
            fresh = true;
        }
    }

    /// Where an object of pool `p` may go: its tile if it fits there; then,
    /// from a placed MemTile, each neighbour MemTile it shares memory with
    /// that fits it and its users reach, the emptier first (taken when the
    /// object does not fit at home, or when backtracking finds that keeping
    /// it home leaves a later object nowhere).
    fn candidates(&mut self, p: usize, size: i64) -> Vec<T> {
        let home = self.f.pools[p].tile;
        let mut out = Vec::new();
        if self.can_place(p, home, size, 1) {
            out.push(home);
        }
        let tiles = &self.f.tiles;
        let (Some((col, row)), TileKind::MemTile, true) = (
            tiles.coords(home),
            tiles.kind(home),
            tiles.refs[home]
                .value
                .and_then(|v| self.ir.defining_op(v))
                .is_some_and(|o| self.ir.is(o, OpKind::Tile)),
        ) else {
            return out;
        };
        let mut neighbours = Vec::new();
        for c in [col - 1, col + 1] {
            if self.model.tile_kind(c, row) == Some(TileKind::MemTile)
                && super::tiles::shares(self.model, (col, row), (c, row))
            {
                neighbours.push(self.f.tiles.at(self.ir, (c, row), TileKind::MemTile));
            }
        }
        neighbours.sort_by_key(|&n| self.memory_used(n, 0, 0));
        neighbours.retain(|&n| self.can_place(p, n, size, 1));
        out.extend(neighbours);
        out
    }

    /// The tile of group `g`'s locks: as planned, else the pool's lock
    /// tile ([`home_lock_tile`]).
    pub fn lock_placement(&self, p: usize, g: Group) -> T {
        self.lock_place
            .get(&g)
            .copied()
            .unwrap_or_else(|| home_lock_tile(&self.f, self.local.get(&p).copied(), p))
    }

    /// Whether endpoint `e` reaches the locks of tile `t`: a core or a
    /// MemTile DMA its neighbours', a compute or shim DMA only its own.
    pub fn can_access_locks(&self, e: usize, t: T) -> bool {
        let end = &self.f.ends[e];
        let local_only =
            end.kind == EndKind::Dma && self.f.tiles.kind(end.tile) != TileKind::MemTile;
        self.can_access(end.tile, t, local_only)
    }

    /// Plans the tile of every lock group without locks, within each tile's
    /// lock count and where every user of the group reaches it; then checks
    /// every endpoint reaches the locks it will use.
    pub fn plan_locks(&mut self, order: &[usize]) -> bool {
        self.lock_failure = None;
        self.lock_access_failure = None;
        self.lock_place.clear();
        let mut used: HashMap<(i64, i64), i64> = HashMap::new();
        for &t in &self.f.existing_locks.clone() {
            if !self.reserve(&mut used, t, 1) {
                return false;
            }
        }
        for &p in order {
            let pool = &self.f.pools[p];
            if !pool.needs_locks {
                continue;
            }
            let groups: Vec<(Group, i64)> = if self.f.aie1 {
                match pool.locks {
                    None => vec![(Group::Pool(p), pool.depth)],
                    Some(_) => Vec::new(),
                }
            } else {
                (0..pool.segments.len())
                    .filter(|&s| !pool.segments[s].locked)
                    .map(|s| (Group::Seg(p, s), 2))
                    .collect()
            };
            for (g, count) in groups {
                if !self.place_locks(&mut used, p, g, count) {
                    return false;
                }
            }
        }
        let cores = (0..self.f.ends.len()).filter(|&e| self.f.ends[e].kind == EndKind::Core);
        let dmas = (0..self.f.ends.len()).filter(|&e| self.f.ends[e].kind == EndKind::Dma);
        for e in cores.chain(dmas).collect::<Vec<_>>() {
            if self
                .end_lock_tiles(e)
                .into_iter()
                .any(|t| !self.can_access_locks(e, t))
            {
                self.lock_access_failure = Some(e);
                return false;
            }
        }
        true
    }

    fn reserve(&mut self, used: &mut HashMap<(i64, i64), i64>, t: T, count: i64) -> bool {
        let Some(c) = self.f.tiles.coords(t) else {
            return true;
        };
        let n = used.entry(c).or_default();
        if *n + count > i64::from(self.model.num_locks(self.f.tiles.kind(t))) {
            self.lock_failure = Some(t);
            return false;
        }
        *n += count;
        true
    }

    /// Places `count` locks of group `g` of pool `p`: its current place,
    /// else (for a pool not held local) a tile of its objects, of a user, or
    /// any tile, the first that every user reaches and that has room.
    fn place_locks(
        &mut self,
        used: &mut HashMap<(i64, i64), i64>,
        p: usize,
        g: Group,
        count: i64,
    ) -> bool {
        let mut candidates = vec![self.lock_placement(p, g)];
        let users = self.f.lock_users.get(&g).cloned().unwrap_or_default();
        if let Some(&t) = self.local.get(&p) {
            candidates.push(t);
        } else {
            candidates.extend(self.placements.get(&p).into_iter().flatten().flatten());
            candidates.extend(users.iter().map(|&e| self.f.ends[e].tile));
            candidates.extend(0..self.f.tiles.refs.len());
        }
        let mut reachable = false;
        for t in candidates {
            if !users.iter().all(|&e| self.can_access_locks(e, t)) {
                continue;
            }
            reachable = true;
            if self.reserve(used, t, count) {
                self.lock_place.insert(g, t);
                self.lock_failure = None;
                return true;
            }
        }
        if !reachable && !users.is_empty() {
            self.lock_failure = None;
            self.lock_access_failure = Some(users[0]);
        }
        false
    }

    /// The tiles of the locks pool endpoint `e` will use: planned ones for
    /// groups that get locks, else those named.
    pub fn end_lock_tiles(&self, e: usize) -> Vec<T> {
        let end = &self.f.ends[e];
        let Some(p) = end.pool else {
            return Vec::new();
        };
        let pool = &self.f.pools[p];
        if pool.depth == 0 {
            return Vec::new();
        }
        if self.f.aie1 {
            return match (&pool.locks, pool.needs_locks) {
                (None, true) => vec![self.lock_placement(p, Group::Pool(p))],
                (locks, _) => locks.clone().unwrap_or_default(),
            };
        }
        let mut out = Vec::new();
        for &s in &end.segs {
            let seg = &pool.segments[s];
            if pool.needs_locks && !seg.locked {
                out.push(self.lock_placement(p, Group::Seg(p, s)));
            } else {
                out.extend(seg.lock_tiles.iter().copied());
            }
        }
        out
    }

    /// Whether the channel of endpoint `e` touches a neighbour MemTile's
    /// objects or locks, which only the lower MemTile channels can.
    pub fn reaches_adjacent(&self, e: usize) -> bool {
        let end = &self.f.ends[e];
        let (EndKind::Dma, Some(p)) = (end.kind, end.pool) else {
            return self.f.task_adjacent.contains(&e);
        };
        if self.f.tiles.kind(end.tile) != TileKind::MemTile {
            return false;
        }
        let remote = |t: &T| !self.f.tiles.same(*t, end.tile);
        let objects = self.placements.get(&p).into_iter().flatten().flatten();
        objects.into_iter().any(remote) || self.end_lock_tiles(e).iter().any(remote)
    }
}

/// Pool `p`'s lock tile: the tile its objects are held on when they are
/// held off its own (`local`), else its own.
pub fn home_lock_tile(f: &Facts, local: Option<T>, p: usize) -> T {
    local.unwrap_or(f.pools[p].tile)
}

/// The end of a layout packed as mlir-aie's basic allocator packs it:
/// pinned buffers stay, the others go largest first (ties in order), each
/// at its alignment past every pinned buffer it would overlap.
fn sequential_end(layout: &[Entry]) -> i64 {
    let mut pinned: Vec<(i64, i64)> = layout
        .iter()
        .filter_map(|&(s, _, a)| Some((a?, s)))
        .collect();
    pinned.sort_by_key(|&(a, _)| a);
    let mut pending: Vec<(i64, i64)> = layout
        .iter()
        .filter(|e| e.2.is_none())
        .map(|&(s, a, _)| (s, a.max(1)))
        .collect();
    pending.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    let high = pinned.iter().map(|&(a, s)| a + s).max().unwrap_or(0);
    let mut next = pinned.iter().peekable();
    let mut address = 0i64;
    for (size, align) in pending {
        address = align_to(address, align);
        while let Some(&&(at, len)) = next.peek() {
            if address + size <= at {
                break;
            }
            address = address.max(align_to(at + len, align));
            next.next();
        }
        address += size;
    }
    high.max(address)
}

fn align_to(v: i64, a: i64) -> i64 {
    (v + a - 1).div_euclid(a) * a
}

#[cfg(test)]
mod tests {
    use super::sequential_end;

    #[test]
    fn packing_aligns_each_object_and_skips_pinned_extents() {
        // 3 bytes after 524285 start at 524288.
        assert_eq!(sequential_end(&[(524285, 4, None), (3, 4, None)]), 524291);
        // A pinned extent at 4 pushes an 8-byte buffer past it.
        assert_eq!(
            sequential_end(&[(524280, 4, Some(4)), (8, 4, None)]),
            524292
        );
        // A 4-byte buffer fits in the hole below it.
        assert_eq!(
            sequential_end(&[(524284, 4, Some(4)), (4, 4, None)]),
            524288
        );
        // An unaligned buffer needs no padding.
        assert_eq!(
            sequential_end(&[(524284, 4, None), (2, 4, None), (2, 1, None)]),
            524288
        );
    }
}
