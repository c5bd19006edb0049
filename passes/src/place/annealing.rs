//! The simulated-annealing placer (mlir-aie's `sa_placer`).
//!
//! It starts from a spread-out placement (pinned tiles where they are
//! pinned; free cores, heaviest in memory first, on a checkerboard; memory
//! tiles on alternating columns; shims in a random order) and then moves
//! and swaps logical tiles at random, keeping a move that lowers the cost
//! and one that raises it by `Δ` with probability `exp(-Δ/T)`, while the
//! temperature `T` falls. The cost of a placement is
//!
//! * the wire length of every fifo's tiles: the half-perimeter of their
//!   bounding box (twice that for a broadcast to more than four), plus its
//!   area;
//! * a resource penalty: memory tile buffers that neither their tile nor a
//!   neighbouring memory tile can hold, core memory a neighbour cannot
//!   absorb, DMA channels and memory tile BDs over their number;
//! * an adjacency penalty: the distance of each cascade's destination from
//!   the tiles just east and south of its source, and (aiec's addition) of
//!   each tile whose buffer a core uses from the memory that core may use;
//! * memory pressure: a quadratic cost on tiles more than 75 % full.
//!
//! The best placement without resource or adjacency penalty is kept (or the
//! cheapest when none is free of them); then fifos of a core whose memory
//! overflows, and fifos whose buffer is best kept in the consumer's memory,
//! get an `aie.objectfifo.allocate`, and memory tiles and shims of one
//! column share a tile when its DMA channels and memory allow.
//!
//! The random numbers are xoshiro256** seeded with SplitMix64, so a seed
//! gives one placement on every machine; seed 0 takes one from the clock.

use super::design::{Coord, Design, End};
use super::legal;
use super::{Placement, Placer};
use aie_target::device::{Device, TileKind, CASCADE_OUTPUTS};
use dialect::ir::{OpId, Span};
use dialect::{Diagnostic, Ir};
use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;
use std::collections::VecDeque;

/// The SA placer's options.
pub(super) struct Annealing {
    /// The seed of its random numbers (0: one drawn from the clock).
    pub seed: i64,
    /// The factor on its moves per temperature step and its greedy tail.
    pub effort: f64,
}

impl Placer for Annealing {
    fn place(&self, _ir: &Ir, _device_span: Span, d: &Design) -> Result<Placement, Diagnostic> {
        let m = Model::new(d);
        let mut rng = Rng::new(seed(self.seed));
        let (start, movable) = initial_placement(&m, &mut rng)?;
        let mut s = State::new(&m, start);
        if let Some(best) = anneal(&mut s, &movable, &mut rng, self.effort) {
            s = State::new(&m, best);
        }
        let allocates = s.allocates();
        let at = s.merged();
        Ok(Placement {
            at: at.into_iter().map(|p| m.coord(p)).collect(),
            allocates: allocates
                .into_iter()
                .map(|(f, p)| (m.fifos[f].op, m.coord(p)))
                .collect(),
        })
    }
}

/// The seed option as the generator's seed; 0 for one from the clock.
fn seed(option: i64) -> u64 {
    if option != 0 {
        return option as u64;
    }
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(1, |d| d.as_nanos() as u64 | 1)
}

// The cost model's weights and the schedule's constants (mlir-aie's
// `SAConfig` defaults).

/// Consumers beyond which a fifo's wire length counts double.
const MULTICAST_CONSUMERS: usize = 4;
/// The factor of a broadcast's wire length.
const MULTICAST_FACTOR: i64 = 2;
/// Penalty per KiB (begun) of memory no tile can hold.
const MEMORY_PENALTY_PER_KIB: i64 = 30;
/// Penalty per DMA channel, or memory tile BD, over the tile's number.
const CHANNEL_PENALTY: i64 = 20;
/// Penalty per step of a cascade destination away from its places.
const CASCADE_PENALTY_PER_STEP: i64 = 30;
/// Penalty per step of a tile whose buffer a core uses away from the
/// memory that core may use (aiec's: mlir-aie's SA placer does not look at
/// such buffers; the weight of a cascade step).
const BUFFER_PENALTY_PER_STEP: i64 = 30;
/// The weight of memory pressure.
const PRESSURE_WEIGHT: f64 = 3.0;
/// The fill above which a tile's memory is under pressure.
const PRESSURE_THRESHOLD: f64 = 0.75;
/// Tries at drawing a legal move before a move is given up.
const MOVE_TRIES: usize = 20;
/// Bounds of the moves per temperature step.
const MOVES_PER_STEP: (usize, usize) = (100, 2000);
/// The fewest temperature steps of the schedule's limit.
const MIN_STEPS: usize = 10_000;
/// Steps of the greedy phase per movable tile.
const GREEDY_STEPS_PER_TILE: usize = 50;
/// The start temperature is at most this times the estimated one...
const START_PER_ESTIMATE: f64 = 10.0;
/// ...and at most this times the start cost.
const START_PER_COST: f64 = 2.0;
/// Acceptance ratio below which (or a temperature below 1e-8) the schedule
/// turns greedy.
const GREEDY_RATIO: f64 = 0.005;
/// The smallest window of moves the acceptance ratio is taken over.
const MIN_WINDOW: usize = 100;
/// The greedy phase ends early once this share of its steps (the inverse)
/// passed without lowering the cost (not in mlir-aie, whose greedy phase
/// runs all its steps: it rarely finds a better placement after that).
const GREEDY_PATIENCE: usize = 10;

/// A random number generator: xoshiro256** (Blackman and Vigna), its state
/// filled by SplitMix64 from a 64-bit seed.
struct Rng(Xoshiro256StarStar);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(Xoshiro256StarStar::seed_from_u64(seed))
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform number in `0..n` (`n > 0`), without bias (Lemire's
    /// multiply and reject).
    fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if product as u64 >= threshold {
                return (product >> 64) as usize;
            }
        }
    }

    /// A uniform number in `[0, 1)`.
    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A fifo as its costs see it: its logical ends, bytes and depths.
#[derive(Debug)]
struct FifoCost {
    op: OpId,
    /// The producer, when it is a logical tile.
    producer: Option<usize>,
    /// The logical consumers: (tile, depth, depth when it goes through
    /// DMAs).
    consumers: Vec<(usize, i64, i64)>,
    /// Bytes of one producer object and of one consumer object (smaller
    /// with `consumerElemType`).
    bytes: i64,
    cons_bytes: i64,
    depth: i64,
    /// The producer's depth when the fifo goes through DMAs.
    dma_depth: i64,
    forces_dma: bool,
    /// Its producer's buffers are a link's input buffers (not counted again).
    linked_out: bool,
}

impl FifoCost {
    /// Bytes of the larger of its producer and consumer objects: what one
    /// buffer set of a fifo within a tile or shared memory is charged per
    /// object (as mlir-aie's placer charges it).
    fn larger_bytes(&self) -> i64 {
        self.bytes.max(self.cons_bytes)
    }
}

/// The depth an end of a fifo needs when the fifo goes through DMAs: one
/// more than its core acquires at once (mlir-aie's objectfifo lowering),
/// or the depth given when no core acquires.
fn dma_depth(given: i64, acquired: Option<i64>) -> i64 {
    match acquired {
        Some(1) if given == 1 => 1,
        Some(n) => n + 1,
        None => given,
    }
}

/// A wire: the logical tiles of one fifo.
#[derive(Debug)]
struct Net {
    ends: Vec<usize>,
    multicast: bool,
}

/// What does not change while tiles move: the device, the wires, the
/// fifos, every tile's own memory.
struct Model<'a> {
    d: &'a Design,
    cols: usize,
    rows: usize,
    /// The kind of tile at each position (`col * rows + row`).
    kinds: Vec<Option<TileKind>>,
    /// The column and row of each position.
    coords: Vec<Coord>,
    /// Whether the core at position `a` may use the memory at `b`, at
    /// `a * positions + b`.
    affinity: Vec<bool>,
    /// DMA channels (S2MM, MM2S) at each position.
    channels: Vec<(i64, i64)>,
    /// The core tiles whose memory the core at each position may use, west,
    /// east, north, south.
    mem_neighbours: Vec<Vec<usize>>,
    /// The core positions whose `mem_neighbours` hold each position.
    dependents: Vec<Vec<usize>>,
    core_memory: i64,
    memtile_memory: i64,
    memtile_bds: i64,
    nets: Vec<Net>,
    tile_nets: Vec<Vec<usize>>,
    fifos: Vec<FifoCost>,
    /// The fifos each tile produces or consumes (with a logical producer).
    tile_fifos: Vec<Vec<usize>>,
    /// Each (fifo, consumer) of a fifo with a logical producer, fifo by
    /// fifo.
    links: Vec<(usize, usize)>,
    /// Each fifo's first link and the end of its links.
    fifo_links: Vec<(usize, usize)>,
    /// The links each tile produces or consumes.
    tile_links: Vec<Vec<usize>>,
    /// Bytes each tile takes wherever it is: its buffers, and its stack if
    /// it is a core.
    fixed: Vec<i64>,
    /// Each core's fifos to itself, (fifo, bytes), largest first: what an
    /// `aie.objectfifo.allocate` may move to a neighbour.
    own_fifos: Vec<Vec<(usize, i64)>>,
    /// The buffers of fifos made by memory tiles, (bytes, tile holding it),
    /// largest first.
    memtile_buffers: Vec<(i64, usize)>,
    /// BDs each memory tile's fifo ends take.
    bds: Vec<i64>,
    /// The cascades whose two ends are tiles.
    cascades: Vec<(End, End)>,
    /// (core, owner) per buffer a logical core uses that another tile owns.
    shared_buffers: Vec<(End, End)>,
    /// Bytes of every tile's buffers, stack and fifo ends, for the start.
    weight: Vec<i64>,
}

impl<'a> Model<'a> {
    fn new(d: &'a Design) -> Model<'a> {
        let (cols, rows) = (d.model.columns as usize, d.model.rows as usize);
        let n = d.tiles.len();
        let mut m = Model {
            d,
            cols,
            rows,
            kinds: Vec::new(),
            coords: (0..cols * rows)
                .map(|p| ((p / rows) as i64, (p % rows) as i64))
                .collect(),
            affinity: Vec::new(),
            channels: Vec::new(),
            mem_neighbours: vec![Vec::new(); cols * rows],
            dependents: vec![Vec::new(); cols * rows],
            core_memory: i64::from(d.model.data_memory_bytes(TileKind::Core)),
            memtile_memory: i64::from(d.model.data_memory_bytes(TileKind::MemTile)),
            memtile_bds: i64::from(d.model.num_bds(TileKind::MemTile)),
            nets: Vec::new(),
            tile_nets: vec![Vec::new(); n],
            fifos: Vec::new(),
            tile_fifos: vec![Vec::new(); n],
            links: Vec::new(),
            fifo_links: Vec::new(),
            tile_links: vec![Vec::new(); n],
            fixed: vec![0; n],
            own_fifos: vec![Vec::new(); n],
            memtile_buffers: Vec::new(),
            bds: vec![0; n],
            cascades: Vec::new(),
            shared_buffers: Vec::new(),
            weight: vec![0; n],
        };
        for &at in &m.coords {
            m.kinds.push(d.model.tile_kind(at.0, at.1));
            m.channels.push(d.dma_capacity(at));
            for &other in &m.coords {
                m.affinity.push(d.model.is_legal_mem_affinity(at, other));
            }
        }
        for p in 0..cols * rows {
            if m.kinds[p] != Some(TileKind::Core) {
                continue;
            }
            let (c, r) = m.coord(p);
            for nb in [(c - 1, r), (c + 1, r), (c, r + 1), (c, r - 1)] {
                let Some(q) = m.index(nb) else { continue };
                if m.kinds[q] == Some(TileKind::Core) && m.shares(p, q) {
                    m.mem_neighbours[p].push(q);
                    m.dependents[q].push(p);
                }
            }
        }
        for (t, tile) in d.tiles.iter().enumerate() {
            let stack = tile.stack_bytes.unwrap_or(0);
            m.fixed[t] = tile.buffer_bytes
                + if tile.kind == TileKind::Core {
                    stack
                } else {
                    0
                };
            m.weight[t] = tile.buffer_bytes + stack;
        }
        m.read_fifos();
        m.cascades = d
            .cascades
            .iter()
            .filter_map(|&(src, dst)| Some((src?, dst?)))
            .collect();
        m.shared_buffers = d
            .shared_buffers
            .iter()
            .map(|&(core, owner)| (End::Logical(core), owner))
            .collect();
        m
    }

    fn read_fifos(&mut self) {
        let d = self.d;
        let logical = |e: Option<End>| match e {
            Some(End::Logical(t)) => Some(t),
            _ => None,
        };
        for f in &d.fifos {
            let k = self.fifos.len();
            let producer = logical(f.producer);
            let depth = f.producer_depth();
            let consumers: Vec<(usize, i64, i64)> = f
                .consumers
                .iter()
                .enumerate()
                .filter_map(|(i, &c)| {
                    let t = logical(c)?;
                    let given = f.consumer_depth(i);
                    Some((t, given, dma_depth(given, f.acquired_by(t))))
                })
                .collect();
            let fifo = FifoCost {
                op: f.op,
                producer,
                dma_depth: producer.map_or(depth, |p| dma_depth(depth, f.acquired_by(p))),
                consumers,
                bytes: f.elem_bytes,
                cons_bytes: f.cons_bytes,
                depth,
                forces_dma: f.forces_dma,
                linked_out: f.linked_out,
            };
            let ends: Vec<usize> = producer
                .into_iter()
                .chain(fifo.consumers.iter().map(|c| c.0))
                .collect();
            let first = self.links.len();
            if let Some(prod) = producer {
                for (i, &(c, ..)) in fifo.consumers.iter().enumerate() {
                    for t in [prod, c] {
                        if self.tile_links[t].last() != Some(&self.links.len()) {
                            self.tile_links[t].push(self.links.len());
                        }
                        if self.tile_fifos[t].last() != Some(&k) {
                            self.tile_fifos[t].push(k);
                        }
                    }
                    self.links.push((k, i));
                }
            }
            self.fifo_links.push((first, self.links.len()));
            if ends.len() >= 2 {
                for &t in &ends {
                    if !self.tile_nets[t].contains(&self.nets.len()) {
                        self.tile_nets[t].push(self.nets.len());
                    }
                }
                self.nets.push(Net {
                    ends,
                    multicast: f.consumers.len() > MULTICAST_CONSUMERS,
                });
            }
            self.read_fifo_memory(k, &fifo);
            self.fifos.push(fifo);
        }
        for list in &mut self.own_fifos {
            list.sort_by_key(|&(_, bytes)| std::cmp::Reverse(bytes));
        }
        self.memtile_buffers
            .sort_by_key(|&(bytes, _)| std::cmp::Reverse(bytes));
    }

    /// What fifo `k` adds to its tiles wherever they are: start weights,
    /// BDs, memory tile buffers, a core's own fifos.
    fn read_fifo_memory(&mut self, k: usize, f: &FifoCost) {
        let kind = |t: usize| self.d.tiles[t].kind;
        if let Some(p) = f.producer {
            match f.consumers.iter().find(|c| c.0 == p) {
                Some(&(_, given, _)) => self.weight[p] += f.larger_bytes() * f.depth.max(given),
                None => self.weight[p] += f.bytes * f.depth,
            }
            if kind(p) == TileKind::MemTile && !f.linked_out {
                self.bds[p] += f.depth;
                self.memtile_buffers
                    .extend((0..f.depth).map(|_| (f.bytes, p)));
                for &(c, given, _) in &f.consumers {
                    if kind(c) == TileKind::MemTile {
                        self.memtile_buffers
                            .extend((0..given).map(|_| (f.cons_bytes, c)));
                    }
                }
            }
            if let [(c, given, _)] = f.consumers[..] {
                if c == p && kind(p) == TileKind::Core {
                    self.own_fifos[p].push((k, f.larger_bytes() * f.depth.max(given)));
                }
            }
        }
        for (i, &(c, given, _)) in f.consumers.iter().enumerate() {
            let first = f.consumers[..i].iter().all(|e| e.0 != c);
            if Some(c) != f.producer && first {
                self.weight[c] += f.cons_bytes * given;
            }
            if kind(c) == TileKind::MemTile {
                self.bds[c] += given;
            }
        }
    }

    fn coord(&self, p: usize) -> Coord {
        self.coords[p]
    }

    /// Whether a core at position `core` may use the memory at `mem`.
    fn shares(&self, core: usize, mem: usize) -> bool {
        self.affinity[core * self.coords.len() + mem]
    }

    fn index(&self, (c, r): Coord) -> Option<usize> {
        let inside = (0..self.cols as i64).contains(&c) && (0..self.rows as i64).contains(&r);
        inside.then(|| c as usize * self.rows + r as usize)
    }

    fn kind(&self, t: usize) -> TileKind {
        self.d.tiles[t].kind
    }

    /// Whether logical tile `t` may be at `p` ([`Design::fits`]).
    fn allows(&self, t: usize, p: usize) -> bool {
        self.d.fits(t, self.coord(p))
    }
}

/// The cost of one wire whose tiles span `cols` columns and `rows` rows.
fn wire_cost(cols: i64, rows: i64, multicast: bool) -> i64 {
    let half_perimeter = cols + rows;
    let factor = if multicast { MULTICAST_FACTOR } else { 1 };
    half_perimeter * factor + cols * rows
}

/// The pressure of `used` bytes in a memory of `capacity`: quadratic in
/// the fill above the threshold, 3 when full.
fn pressure(used: i64, capacity: i64) -> i64 {
    let fill = used as f64 / capacity as f64;
    if fill <= PRESSURE_THRESHOLD {
        return 0;
    }
    let excess = (fill - PRESSURE_THRESHOLD) / (1.0 - PRESSURE_THRESHOLD);
    (PRESSURE_WEIGHT * excess * excess) as i64
}

/// The penalty of `bytes` that no memory holds: per KiB begun.
fn memory_penalty(bytes: i64) -> i64 {
    (bytes + 1023) / 1024 * MEMORY_PENALTY_PER_KIB
}

/// The penalty of `used` channels (or BDs) of `capacity`.
fn channel_penalty(used: i64, capacity: i64) -> i64 {
    (used - capacity).max(0) * CHANNEL_PENALTY
}

/// How far a cascade's destination at `dst` is from the nearest place it
/// may be for its source at `src` (a side of [`CASCADE_OUTPUTS`]).
fn cascade_steps(src: Coord, dst: Coord) -> i64 {
    CASCADE_OUTPUTS
        .iter()
        .filter_map(|b| b.step(src))
        .map(|(c, r)| (dst.0 - c).abs() + (dst.1 - r).abs())
        .min()
        .unwrap_or(0)
}

/// How far the tile owning a buffer that a core at `core` uses is from the
/// nearest tile whose memory that core may use.
fn buffer_steps(model: &Device, core: Coord, owner: Coord) -> i64 {
    [(0, 0), (-1, 0), (1, 0), (0, 1), (0, -1)]
        .into_iter()
        .map(|(dc, dr)| (core.0 + dc, core.1 + dr))
        .filter(|&mem| model.is_legal_mem_affinity(core, mem))
        .map(|mem| (owner.0 - mem.0).abs() + (owner.1 - mem.1).abs())
        .min()
        .unwrap_or(0)
}

/// The bytes of `overflow` that the spare memory of neighbours (`spares`,
/// largest first) cannot take when each of `fifos` (bytes, largest first)
/// goes whole to the first neighbour with room.
fn unabsorbed(overflow: i64, spares: &mut [i64], fifos: &[i64]) -> i64 {
    let mut absorbed = 0;
    for &bytes in fifos {
        if let Some(spare) = spares.iter_mut().find(|s| **s >= bytes) {
            *spare -= bytes;
            absorbed += bytes;
        }
    }
    overflow - absorbed.min(overflow)
}

/// The bytes of memory tile buffers (bytes, home column; largest first)
/// that neither their home memory tile nor a neighbouring one can hold,
/// each taking room in its home column if it fits, else in the neighbour
/// column with the most room. `room` is each column's free memory tile
/// memory (0 for a column without one).
fn spilled(buffers: impl Iterator<Item = (i64, usize)>, room: &mut [i64]) -> i64 {
    let mut lost = 0;
    for (bytes, home) in buffers {
        if room[home] >= bytes {
            room[home] -= bytes;
            continue;
        }
        let neighbour = [home.wrapping_sub(1), home + 1]
            .into_iter()
            .filter(|&c| room.get(c).is_some_and(|&r| r >= bytes))
            .fold(None, |best: Option<usize>, c| match best {
                Some(b) if room[b] >= room[c] => Some(b),
                _ => Some(c),
            });
        match neighbour {
            Some(c) => room[c] -= bytes,
            None => lost += memory_penalty(bytes),
        }
    }
    lost
}

/// What part of a fifo adds at one position: bytes and DMA channels.
#[derive(Clone, Copy, Debug, Default)]
struct Charge {
    at: usize,
    bytes: i64,
    s2mm: i64,
    mm2s: i64,
}

/// What a link (a fifo's producer to one consumer) adds: at the consumer
/// (through DMAs), or where the buffer the two share is.
#[derive(Clone, Copy, Debug, Default)]
struct LinkCharge {
    charge: Charge,
    /// It goes through DMAs.
    dma: bool,
    /// The tile holding the buffer, when the two tiles share memory both
    /// ways (the one with less memory used when it was charged).
    both_ways: Option<usize>,
}

/// What a position holds and costs.
#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    memory: i64,
    s2mm: i64,
    mm2s: i64,
    bds: i64,
    pressure: i64,
    overflow: i64,
    channels: i64,
    bd_penalty: i64,
}

/// The parts of the cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Cost {
    wires: i64,
    spill: i64,
    overflow: i64,
    channels: i64,
    bds: i64,
    /// Cascades, and cores using other tiles' buffers, not side by side.
    adjacency: i64,
    pressure: i64,
}

impl Cost {
    fn resources(&self) -> i64 {
        self.spill + self.overflow + self.channels + self.bds
    }

    fn total(&self) -> i64 {
        self.wires + self.resources() + self.adjacency + self.pressure
    }

    /// Whether no resource is over and every cascade is in place.
    fn legal(&self) -> bool {
        self.resources() == 0 && self.adjacency == 0
    }
}

/// A move: one tile to a position, or two tiles swapping.
#[derive(Clone, Copy, Debug)]
struct Move {
    parts: [(usize, usize); 2],
    len: usize,
}

impl Move {
    fn parts(&self) -> &[(usize, usize)] {
        &self.parts[..self.len]
    }
}

/// A placement and everything its cost needs, kept up to date move by move;
/// the last move can be undone.
struct State<'m, 'a> {
    m: &'m Model<'a>,
    /// The position of each logical tile.
    at: Vec<usize>,
    /// The logical tiles at each position.
    tiles_at: Vec<Vec<usize>>,
    cells: Vec<Cell>,
    links: Vec<LinkCharge>,
    /// What each fifo's producer adds when some link goes through DMAs.
    producers: Vec<Option<Charge>>,
    wires: Vec<i64>,
    cost: Cost,
    // The undo record of the last move.
    moved: Vec<(usize, usize)>,
    old_cells: Vec<(usize, Cell)>,
    old_links: Vec<(usize, LinkCharge)>,
    old_producers: Vec<(usize, Option<Charge>)>,
    old_wires: Vec<(usize, i64)>,
    old_cost: Cost,
    // Marks of what the last move touched.
    round: u32,
    cell_mark: Vec<u32>,
    overflow_mark: Vec<u32>,
    round_overflow: u32,
    fifo_mark: Vec<u32>,
    link_mark: Vec<u32>,
    wire_mark: Vec<u32>,
    fifo_list: Vec<usize>,
    link_list: Vec<usize>,
    wire_list: Vec<usize>,
    changed: Vec<usize>,
}

impl<'m, 'a> State<'m, 'a> {
    /// The state of placement `at`, fifo charges added in order, then every
    /// tile's own bytes.
    fn new(m: &'m Model<'a>, at: Vec<usize>) -> State<'m, 'a> {
        let positions = m.cols * m.rows;
        let mut s = State {
            m,
            tiles_at: vec![Vec::new(); positions],
            cells: vec![Cell::default(); positions],
            links: vec![LinkCharge::default(); m.links.len()],
            producers: vec![None; m.fifos.len()],
            wires: vec![0; m.nets.len()],
            cost: Cost::default(),
            moved: Vec::new(),
            old_cells: Vec::new(),
            old_links: Vec::new(),
            old_producers: Vec::new(),
            old_wires: Vec::new(),
            old_cost: Cost::default(),
            round: 1,
            cell_mark: vec![0; positions],
            overflow_mark: vec![0; positions],
            round_overflow: 0,
            fifo_mark: vec![0; m.fifos.len()],
            link_mark: vec![0; m.links.len()],
            wire_mark: vec![0; m.nets.len()],
            fifo_list: Vec::new(),
            link_list: Vec::new(),
            wire_list: Vec::new(),
            changed: Vec::new(),
            at,
        };
        for (t, &p) in s.at.iter().enumerate() {
            s.tiles_at[p].push(t);
            s.cells[p].bds += m.bds[t];
        }
        for k in 0..m.fifos.len() {
            let (first, end) = m.fifo_links[k];
            for l in first..end {
                s.charge_link(l);
            }
            s.charge_producer(k);
        }
        for (t, &p) in s.at.iter().enumerate() {
            s.cells[p].memory += m.fixed[t];
        }
        for p in 0..positions {
            s.refresh_cell(p);
            s.refresh_overflow(p);
        }
        s.cost.spill = s.spill();
        for n in 0..m.nets.len() {
            s.wires[n] = s.wire(n, None);
            s.cost.wires += s.wires[n];
        }
        s.cost.adjacency = s.adjacency();
        s.moved.clear();
        s.old_cells.clear();
        s.old_links.clear();
        s.old_producers.clear();
        s
    }

    /// The cell at `p`, saved for an undo the first time a move touches it.
    fn cell(&mut self, p: usize) -> &mut Cell {
        if self.cell_mark[p] != self.round {
            self.cell_mark[p] = self.round;
            self.old_cells.push((p, self.cells[p]));
        }
        &mut self.cells[p]
    }

    /// Charges link `l` at the current positions (mlir-aie's memory rules
    /// per connection: a fifo within a tile, or between cores that share
    /// memory and need no DMA, has one buffer set of the larger depth;
    /// through DMAs, a core consumer holds what its acquires need, a memory
    /// tile its depth, a shim nothing, and takes an S2MM channel).
    fn charge_link(&mut self, l: usize) {
        let m = self.m;
        let (k, i) = m.links[l];
        let f = &m.fifos[k];
        let (cons, given, dma) = f.consumers[i];
        let prod = f
            .producer
            .expect("links are of fifos with a logical producer");
        let (pp, cp) = (self.at[prod], self.at[cons]);
        let cores = m.kind(prod) == TileKind::Core && m.kind(cons) == TileKind::Core;
        let (to_cons, to_prod) = (m.shares(pp, cp), m.shares(cp, pp));
        let one_buffer = f.larger_bytes() * f.depth.max(given);
        let mut link = LinkCharge::default();
        link.charge = if pp == cp {
            Charge {
                at: pp,
                bytes: one_buffer,
                ..Charge::default()
            }
        } else if !f.forces_dma && cores && (to_cons || to_prod) {
            let holder = match (to_cons, to_prod) {
                (true, true) => {
                    let h = if self.cells[pp].memory <= self.cells[cp].memory {
                        pp
                    } else {
                        cp
                    };
                    link.both_ways = Some(h);
                    h
                }
                (true, false) => cp,
                _ => pp,
            };
            Charge {
                at: holder,
                bytes: one_buffer,
                ..Charge::default()
            }
        } else {
            link.dma = true;
            let bytes = match m.kind(cons) {
                TileKind::Core => f.cons_bytes * dma,
                kind if kind.is_shim() => 0,
                _ => f.cons_bytes * given,
            };
            Charge {
                at: cp,
                bytes,
                s2mm: 1,
                mm2s: 0,
            }
        };
        self.add(link.charge, 1);
        self.links[l] = link;
    }

    /// Charges fifo `k`'s producer if a link goes through DMAs: an MM2S
    /// channel, and what its buffers take (a core's acquires plus one, a
    /// memory tile's depth unless a link sends the fifo out, a shim
    /// nothing).
    fn charge_producer(&mut self, k: usize) {
        let m = self.m;
        let f = &m.fifos[k];
        let (first, end) = m.fifo_links[k];
        let charge = match f.producer {
            Some(prod) if self.links[first..end].iter().any(|l| l.dma) => {
                let bytes = match m.kind(prod) {
                    TileKind::Core => f.bytes * f.dma_depth,
                    kind if kind.is_shim() || f.linked_out => 0,
                    _ => f.bytes * f.depth,
                };
                let c = Charge {
                    at: self.at[prod],
                    bytes,
                    s2mm: 0,
                    mm2s: 1,
                };
                self.add(c, 1);
                Some(c)
            }
            _ => None,
        };
        self.producers[k] = charge;
    }

    /// Takes link `l`'s charge back.
    fn discharge_link(&mut self, l: usize) {
        let link = self.links[l];
        self.add(link.charge, -1);
        self.old_links.push((l, link));
    }

    /// Takes fifo `k`'s producer charge back.
    fn discharge_producer(&mut self, k: usize) {
        let charge = self.producers[k].take();
        if let Some(c) = charge {
            self.add(c, -1);
        }
        self.old_producers.push((k, charge));
    }

    /// Adds (`sign` 1) or takes away (-1) charge `c`.
    fn add(&mut self, c: Charge, sign: i64) {
        let cell = self.cell(c.at);
        cell.memory += sign * c.bytes;
        cell.s2mm += sign * c.s2mm;
        cell.mm2s += sign * c.mm2s;
    }

    /// Recomputes the costs of cell `p` but its overflow.
    fn refresh_cell(&mut self, p: usize) {
        let m = self.m;
        let c = self.cells[p];
        let (s2mm, mm2s) = m.channels[p];
        let capacity = match m.kinds[p] {
            Some(TileKind::Core) => m.core_memory,
            Some(TileKind::MemTile) => m.memtile_memory,
            _ => 0,
        };
        let pressure = if capacity > 0 {
            pressure(c.memory, capacity)
        } else {
            0
        };
        let channels = channel_penalty(c.s2mm, s2mm) + channel_penalty(c.mm2s, mm2s);
        let bd_penalty = if m.kinds[p] == Some(TileKind::MemTile) {
            channel_penalty(c.bds, m.memtile_bds)
        } else {
            0
        };
        self.cost.pressure += pressure - c.pressure;
        self.cost.channels += channels - c.channels;
        self.cost.bds += bd_penalty - c.bd_penalty;
        let cell = &mut self.cells[p];
        cell.pressure = pressure;
        cell.channels = channels;
        cell.bd_penalty = bd_penalty;
    }

    /// Recomputes the memory overflow cost of core position `p`: what its
    /// neighbours cannot absorb of its own fifos.
    fn refresh_overflow(&mut self, p: usize) {
        let m = self.m;
        let mut overflow = 0;
        let used = self.cells[p].memory;
        if m.kinds[p] == Some(TileKind::Core) && used > m.core_memory {
            let mut spares: Vec<i64> = m.mem_neighbours[p]
                .iter()
                .map(|&q| (m.core_memory - self.cells[q].memory).max(0))
                .filter(|&s| s > 0)
                .collect();
            spares.sort_by_key(|&s| std::cmp::Reverse(s));
            let own: Vec<i64> = self
                .core_at(p)
                .map(|t| m.own_fifos[t].iter().map(|f| f.1).collect())
                .unwrap_or_default();
            let left = unabsorbed(used - m.core_memory, &mut spares, &own);
            if left > 0 {
                overflow = memory_penalty(left);
            }
        }
        self.cost.overflow += overflow - self.cells[p].overflow;
        self.cells[p].overflow = overflow;
    }

    /// Refreshes the overflow of `p` unless this move did already.
    fn refresh_overflow_once(&mut self, p: usize) {
        if self.overflow_mark[p] != self.round_overflow {
            self.overflow_mark[p] = self.round_overflow;
            self.cell(p);
            self.refresh_overflow(p);
        }
    }

    fn core_at(&self, p: usize) -> Option<usize> {
        self.tiles_at[p]
            .iter()
            .copied()
            .find(|&t| self.m.kind(t) == TileKind::Core)
    }

    /// The penalty of memory tile buffers no memory tile near them holds.
    fn spill(&self) -> i64 {
        let m = self.m;
        if m.memtile_buffers.is_empty() {
            return 0;
        }
        let mut room = vec![0; m.cols];
        for (c, r) in room.iter_mut().enumerate() {
            if m.kinds[c * m.rows + 1] == Some(TileKind::MemTile) {
                *r = m.memtile_memory;
            }
        }
        for (t, tile) in m.d.tiles.iter().enumerate() {
            if tile.kind == TileKind::MemTile {
                let c = self.at[t] / m.rows;
                room[c] = (room[c] - tile.buffer_bytes).max(0);
            }
        }
        let buffers = m
            .memtile_buffers
            .iter()
            .map(|&(bytes, t)| (bytes, self.at[t] / m.rows));
        spilled(buffers, &mut room)
    }

    /// The cost of wire `n`, with tile `moved.0` at `moved.1` if given.
    fn wire(&self, n: usize, moved: Option<(usize, usize)>) -> i64 {
        let net = &self.m.nets[n];
        let (mut lo, mut hi) = ((i64::MAX, i64::MAX), (i64::MIN, i64::MIN));
        for &t in &net.ends {
            let p = match moved {
                Some((u, to)) if u == t => to,
                _ => self.at[t],
            };
            let (c, r) = self.m.coord(p);
            lo = (lo.0.min(c), lo.1.min(r));
            hi = (hi.0.max(c), hi.1.max(r));
        }
        wire_cost(hi.0 - lo.0, hi.1 - lo.1, net.multicast)
    }

    /// The penalty of cascades, and cores using other tiles' buffers, whose
    /// tiles are not side by side as they must be.
    fn adjacency(&self) -> i64 {
        let m = self.m;
        let position = |e: End| match e {
            End::Logical(t) => m.coord(self.at[t]),
            End::Placed(_, at) => at,
        };
        let cascades = m.cascades.iter().map(|&(src, dst)| {
            cascade_steps(position(src), position(dst)) * CASCADE_PENALTY_PER_STEP
        });
        let buffers = m.shared_buffers.iter().map(|&(core, owner)| {
            buffer_steps(m.d.model, position(core), position(owner)) * BUFFER_PENALTY_PER_STEP
        });
        cascades.chain(buffers).sum()
    }

    /// The change of wire cost if tile `t` alone went to `p`.
    fn wire_delta(&self, t: usize, p: usize) -> i64 {
        self.m.tile_nets[t]
            .iter()
            .map(|&n| self.wire(n, Some((t, p))) - self.wires[n])
            .sum()
    }

    /// Makes move `mv` and brings every cost up to date (the tiles' own
    /// bytes and fifo charges taken away at the old positions, then given
    /// at the new ones).
    fn apply(&mut self, mv: &Move) {
        let m = self.m;
        self.round = self.round.wrapping_add(1);
        if self.round == 0 {
            self.cell_mark.fill(0);
            self.overflow_mark.fill(0);
            self.fifo_mark.fill(0);
            self.wire_mark.fill(0);
            self.round = 1;
        }
        self.old_cost = self.cost;
        self.moved.clear();
        self.old_cells.clear();
        self.old_links.clear();
        self.old_producers.clear();
        self.old_wires.clear();
        self.fifo_list.clear();
        self.link_list.clear();
        self.wire_list.clear();
        for &(t, _) in mv.parts() {
            let from = self.at[t];
            self.moved.push((t, from));
            self.cell(from).memory -= m.fixed[t];
            for &k in &m.tile_fifos[t] {
                if self.fifo_mark[k] != self.round {
                    self.fifo_mark[k] = self.round;
                    self.fifo_list.push(k);
                }
            }
            for &l in &m.tile_links[t] {
                if self.link_mark[l] != self.round {
                    self.link_mark[l] = self.round;
                    self.link_list.push(l);
                }
            }
            for &n in &m.tile_nets[t] {
                if self.wire_mark[n] != self.round {
                    self.wire_mark[n] = self.round;
                    self.wire_list.push(n);
                }
            }
        }
        self.fifo_list.sort_unstable();
        self.link_list.sort_unstable();
        let (fifos, links) = (
            std::mem::take(&mut self.fifo_list),
            std::mem::take(&mut self.link_list),
        );
        for &l in &links {
            self.discharge_link(l);
        }
        for &k in &fifos {
            self.discharge_producer(k);
        }
        for &(t, to) in mv.parts() {
            let from = self.at[t];
            self.relocate(t, to);
            self.cell(from).bds -= m.bds[t];
            self.cell(to).bds += m.bds[t];
        }
        for &l in &links {
            self.charge_link(l);
        }
        for &k in &fifos {
            self.charge_producer(k);
        }
        self.fifo_list = fifos;
        self.link_list = links;
        for &(t, to) in mv.parts() {
            self.cell(to).memory += m.fixed[t];
        }
        // Only cells whose contents changed cost anything new; the
        // overflow of a core also depends on its neighbours and on which
        // core is there.
        let mut changed = std::mem::take(&mut self.changed);
        changed.clear();
        for i in 0..self.old_cells.len() {
            let (p, old) = self.old_cells[i];
            let now = self.cells[p];
            if (now.memory, now.s2mm, now.mm2s, now.bds)
                != (old.memory, old.s2mm, old.mm2s, old.bds)
            {
                self.refresh_cell(p);
            }
            if now.memory != old.memory {
                changed.push(p);
            }
        }
        self.round_overflow = self.round;
        for &(t, from) in &self.moved {
            changed.push(from);
            changed.push(self.at[t]);
        }
        for &p in &changed {
            self.refresh_overflow_once(p);
            for &q in &m.dependents[p] {
                self.refresh_overflow_once(q);
            }
        }
        self.changed = changed;
        if mv
            .parts()
            .iter()
            .any(|&(t, _)| m.kind(t) == TileKind::MemTile)
        {
            self.cost.spill = self.spill();
        }
        for i in 0..self.wire_list.len() {
            let n = self.wire_list[i];
            let cost = self.wire(n, None);
            self.old_wires.push((n, self.wires[n]));
            self.cost.wires += cost - self.wires[n];
            self.wires[n] = cost;
        }
        if !m.cascades.is_empty() || !m.shared_buffers.is_empty() {
            self.cost.adjacency = self.adjacency();
        }
    }

    /// Undoes the last move.
    fn undo(&mut self) {
        for i in (0..self.moved.len()).rev() {
            let (t, from) = self.moved[i];
            self.relocate(t, from);
        }
        for &(p, cell) in self.old_cells.iter().rev() {
            self.cells[p] = cell;
        }
        for &(l, link) in &self.old_links {
            self.links[l] = link;
        }
        for &(k, charge) in &self.old_producers {
            self.producers[k] = charge;
        }
        for &(n, cost) in &self.old_wires {
            self.wires[n] = cost;
        }
        self.cost = self.old_cost;
    }

    /// Puts tile `t` at `to` (positions only).
    fn relocate(&mut self, t: usize, to: usize) {
        let from = self.at[t];
        self.tiles_at[from].retain(|&u| u != t);
        self.tiles_at[to].push(t);
        self.at[t] = to;
    }

    /// A random legal move of one of `movable` (ranked by index), if one is
    /// found in a few tries: to a free position, or a swap with the movable
    /// tile of least rank there.
    fn random_move(
        &self,
        movable: &[usize],
        rank: &[usize],
        rng: &mut Rng,
        spots: &Spots,
    ) -> Option<Move> {
        let m = self.m;
        for _ in 0..MOVE_TRIES {
            let t = movable[rng.below(movable.len())];
            let kind = m.kind(t);
            let candidates = if kind == TileKind::Core {
                &spots.cores
            } else {
                &spots.others
            };
            if candidates.is_empty() {
                continue;
            }
            let to = candidates[rng.below(candidates.len())];
            let from = self.at[t];
            if to == from || !m.allows(t, to) {
                continue;
            }
            let occupant = self.tiles_at[to]
                .iter()
                .copied()
                .filter(|&u| u != t && rank[u] != usize::MAX)
                .min_by_key(|&u| rank[u]);
            if let Some(o) = occupant {
                if m.allows(o, from) {
                    return Some(Move {
                        parts: [(t, to), (o, from)],
                        len: 2,
                    });
                }
                continue;
            }
            if kind == TileKind::Core && self.core_at(to).is_some() {
                continue;
            }
            return Some(Move {
                parts: [(t, to), (t, to)],
                len: 1,
            });
        }
        None
    }

    /// The `aie.objectfifo.allocate`s of the placement, as (fifo, tile):
    /// the own fifos of each core whose memory overflows, largest first,
    /// each to the neighbour with the most spare memory (then west, east,
    /// north, south) that holds it; then each fifo whose one consumer
    /// shares memory both ways with its producer and holds its buffer.
    fn allocates(&self) -> Vec<(usize, usize)> {
        let m = self.m;
        let mut memory: Vec<i64> = self.cells.iter().map(|c| c.memory).collect();
        let overflowing: Vec<usize> = (0..memory.len())
            .filter(|&p| m.kinds[p] == Some(TileKind::Core) && memory[p] > m.core_memory)
            .collect();
        let mut out = Vec::new();
        let mut moved = vec![false; m.fifos.len()];
        for p in overflowing {
            let mut neighbours: Vec<usize> = m.mem_neighbours[p]
                .iter()
                .copied()
                .filter(|&q| memory[q] < m.core_memory)
                .collect();
            neighbours.sort_by_key(|&q| memory[q]);
            let Some(core) = self.core_at(p) else {
                continue;
            };
            for &(k, bytes) in &m.own_fifos[core] {
                if std::mem::replace(&mut moved[k], true) {
                    continue;
                }
                if let Some(&q) = neighbours
                    .iter()
                    .find(|&&q| m.core_memory - memory[q] >= bytes)
                {
                    memory[q] += bytes;
                    out.push((k, q));
                }
            }
        }
        for (k, f) in m.fifos.iter().enumerate() {
            let (Some(prod), &[(cons, ..)]) = (f.producer, &f.consumers[..]) else {
                continue;
            };
            let Some(holder) = self.links[m.fifo_links[k].0].both_ways else {
                continue;
            };
            let pp = self.at[prod];
            if !moved[k] && pp != self.at[cons] && holder != pp {
                out.push((k, holder));
            }
        }
        out
    }

    /// The positions with the memory tiles and shims of one column and kind
    /// on one tile, the first one's, while its DMA channels and memory hold
    /// the others'.
    fn merged(&self) -> Vec<usize> {
        let m = self.m;
        let mut at = self.at.clone();
        let mut target: Vec<(usize, TileKind, usize, Cell)> = Vec::new();
        for t in 0..at.len() {
            let kind = m.kind(t);
            if kind == TileKind::Core {
                continue;
            }
            let p = at[t];
            let col = p / m.rows;
            let Some(g) = target.iter().position(|g| g.0 == col && g.1 == kind) else {
                target.push((col, kind, p, self.cells[p]));
                continue;
            };
            let (_, _, q, used) = target[g];
            if q == p {
                continue;
            }
            let here = self.cells[p];
            let (s2mm, mm2s) = m.channels[q];
            let capacity = if kind == TileKind::MemTile {
                m.memtile_memory
            } else {
                0
            };
            if used.s2mm + here.s2mm <= s2mm
                && used.mm2s + here.mm2s <= mm2s
                && used.memory + here.memory <= capacity
            {
                for u in at.iter_mut().skip(t) {
                    if *u == p {
                        *u = q;
                    }
                }
                let sum = &mut target[g].3;
                sum.s2mm += here.s2mm;
                sum.mm2s += here.mm2s;
                sum.memory += here.memory;
            }
        }
        at
    }
}

/// The positions moves draw from: core tiles, and memory tiles with NOC
/// shims, column by column.
struct Spots {
    cores: Vec<usize>,
    others: Vec<usize>,
}

impl Spots {
    fn new(m: &Model) -> Spots {
        let of = |want: &[TileKind]| -> Vec<usize> {
            (0..m.kinds.len())
                .filter(|&p| m.kinds[p].is_some_and(|k| want.contains(&k)))
                .collect()
        };
        Spots {
            cores: of(&[TileKind::Core]),
            others: of(&[TileKind::MemTile, TileKind::ShimNoc]),
        }
    }
}

/// The start placement and the movable tiles (cores, memory tiles, shims,
/// each heaviest first): pinned tiles at their pins; free cores on the
/// first legal position of a checkerboard order, even squares first, row by
/// row; memory tiles round the memory tiles of even columns then odd ones;
/// shims round the NOC shims in a random order (a tile pinned to a column
/// or row takes the next position that fits it).
fn initial_placement(m: &Model, rng: &mut Rng) -> Result<(Vec<usize>, Vec<usize>), Diagnostic> {
    let d = m.d;
    let spots = Spots::new(m);
    let mut cores = spots.cores.clone();
    cores.sort_by_key(|&p| {
        let (c, r) = m.coord(p);
        ((c + r) % 2, r, c)
    });
    let others_of = |kind: TileKind| -> Vec<usize> {
        let others = spots.others.iter().copied();
        others.filter(|&p| m.kinds[p] == Some(kind)).collect()
    };
    let mut memtiles = others_of(TileKind::MemTile);
    memtiles.sort_by_key(|&p| {
        let (c, r) = m.coord(p);
        (c % 2, c, r)
    });
    let mut shims = others_of(TileKind::ShimNoc);
    rng.shuffle(&mut shims);
    let mut at: Vec<Option<usize>> = vec![None; d.tiles.len()];
    for (t, tile) in d.tiles.iter().enumerate() {
        if let Some(p) = tile.pinned().and_then(|c| m.index(c)) {
            at[t] = Some(p);
            for list in [&mut cores, &mut memtiles, &mut shims] {
                list.retain(|&q| q != p);
            }
        }
    }
    let free_of = |kind: TileKind| -> Vec<usize> {
        let mut list: Vec<usize> = (0..d.tiles.len())
            .filter(|&t| at[t].is_none() && d.tiles[t].kind == kind)
            .collect();
        if kind != TileKind::ShimNoc {
            list.sort_by_key(|&t| std::cmp::Reverse(m.weight[t]));
        }
        list
    };
    let (free_cores, free_memtiles, free_shims) = (
        free_of(TileKind::Core),
        free_of(TileKind::MemTile),
        free_of(TileKind::ShimNoc),
    );
    if let Some(t) =
        (0..d.tiles.len()).find(|&t| at[t].is_none() && d.tiles[t].kind == TileKind::ShimPl)
    {
        return Err(Diagnostic::error(d.tiles[t].span, "no placement found for logical tile")
            .with_help("sa_placer places PL shims only where they are pinned: write `aie.logical_tile<ShimPLTile>(col, 0)`"));
    }
    for (next, &t) in free_cores.iter().enumerate() {
        let occupied = |p: usize, at: &[Option<usize>]| at.contains(&Some(p));
        let Some(i) =
            (next..cores.len()).find(|&i| m.allows(t, cores[i]) && !occupied(cores[i], &at))
        else {
            return Err(no_tile(m, t, &at));
        };
        cores.swap(i, next);
        at[t] = Some(cores[next]);
    }
    for (list, free) in [(&memtiles, &free_memtiles), (&shims, &free_shims)] {
        for (k, &t) in free.iter().enumerate() {
            let round = (0..list.len()).map(|j| list[(k + j) % list.len()]);
            let anywhere = spots.others.iter().copied();
            let Some(p) = round.chain(anywhere).find(|&p| m.allows(t, p)) else {
                return Err(no_tile(m, t, &at));
            };
            at[t] = Some(p);
        }
    }
    let movable = free_cores
        .into_iter()
        .chain(free_memtiles)
        .chain(free_shims)
        .collect();
    Ok((
        at.into_iter()
            .map(|p| p.expect("every logical tile is placed"))
            .collect(),
        movable,
    ))
}

/// mlir-aie's error for logical tile `t` left without a tile, with the
/// tiles that would fit it and what holds them (placement `at` so far); for
/// a core pinned to a column or row, the error every placer gives.
fn no_tile(m: &Model, t: usize, at: &[Option<usize>]) -> Diagnostic {
    let tile = &m.d.tiles[t];
    let held = |p: usize| at.contains(&Some(p));
    if tile.kind == TileKind::Core && (tile.col.is_some() || tile.row.is_some()) {
        return legal::no_core_within_pins(m.d, t, |c| m.index(c).is_some_and(held), "");
    }
    let fitting = (0..m.kinds.len()).filter(|&p| m.allows(t, p));
    let held = fitting.clone().filter(|&p| held(p)).count();
    Diagnostic::error(tile.span, "no available physical tile for placement").with_help(format!(
        "{held} of the {} {}s of `{}` hold other logical tiles; pin fewer tiles, or use a larger device",
        fitting.count(),
        tile.kind.describe(),
        m.d.model.name
    ))
}

/// The temperature schedule: a temperature that falls each step by a
/// factor set by how many of the last moves were taken, until few are
/// taken or it is nearly zero; then greedy steps (only moves that cost
/// nothing more) up to a number, within a limit of steps overall.
struct Schedule {
    temperature: f64,
    step: usize,
    greedy_step: usize,
    /// Greedy steps since the cost last fell.
    flat_steps: usize,
    steps: usize,
    greedy_steps: usize,
    greedy: bool,
    window: VecDeque<bool>,
    window_size: usize,
    taken: usize,
}

impl Schedule {
    fn new(temperature: f64, moves: usize, steps: usize, greedy_steps: usize) -> Schedule {
        Schedule {
            temperature,
            step: 0,
            greedy_step: 0,
            flat_steps: 0,
            steps,
            greedy_steps,
            greedy: false,
            window: VecDeque::new(),
            window_size: moves.max(MIN_WINDOW),
            taken: 0,
        }
    }

    fn done(&self) -> bool {
        self.step >= self.steps
            || (self.greedy
                && (self.greedy_step >= self.greedy_steps
                    || self.flat_steps * GREEDY_PATIENCE >= self.greedy_steps))
    }

    /// The share of the window's moves that were taken (1 before any).
    fn ratio(&self) -> f64 {
        if self.window.is_empty() {
            1.0
        } else {
            self.taken as f64 / self.window.len() as f64
        }
    }

    /// Notes that a move lowered the cost.
    fn fell(&mut self) {
        self.flat_steps = 0;
    }

    fn record(&mut self, taken: bool) {
        self.window.push_back(taken);
        self.taken += usize::from(taken);
        while self.window.len() > self.window_size {
            if self.window.pop_front() == Some(true) {
                self.taken -= 1;
            }
        }
    }

    /// Ends a step: cools faster the more moves are taken.
    fn cool(&mut self) {
        if self.greedy {
            self.greedy_step += 1;
            self.flat_steps += 1;
        } else {
            let ratio = self.ratio();
            self.temperature *= match ratio {
                r if r > 0.96 => 0.995,
                r if r > 0.8 => 0.998,
                r if r > 0.15 => 0.999,
                _ => 0.9998,
            };
            if ratio < GREEDY_RATIO || self.temperature < 1e-8 {
                self.greedy = true;
                self.temperature = 0.0;
            }
        }
        self.step += 1;
    }
}

/// The temperature at which the sampled cost changes `deltas` would, taken
/// with the acceptance rule, cancel out (bisection, from 1 within
/// `[0, 5 × the largest change]`); 1 when nothing changes.
fn equilibrium_temperature(deltas: &[f64]) -> f64 {
    let largest = deltas.iter().fold(0.0f64, |a, d| a.max(d.abs()));
    if largest == 0.0 {
        return 1.0;
    }
    let expected = |t: f64| -> f64 {
        deltas
            .iter()
            .map(|&d| if d <= 0.0 { d } else { d * (-d / t).exp() })
            .sum()
    };
    let (mut low, mut high, mut t) = (0.0, 5.0 * largest, 1.0);
    for _ in 0..100 {
        if (high - low) / f64::max(t, 1e-10) < 1e-6 {
            break;
        }
        if expected(t) > 0.0 {
            high = t;
        } else {
            low = t;
        }
        t = (low + high) / 2.0;
    }
    t
}

/// The moves per temperature step, the steps' limit and the greedy tail's
/// steps for `movable` tiles and `nets` nets, the moves and the tail scaled
/// by `effort`.
fn schedule_sizes(movable: usize, nets: usize, effort: f64) -> (usize, usize, usize) {
    let (tiles, nets) = (movable as f64, nets.max(1) as f64);
    let scaled = |n: usize| ((n as f64 * effort).round() as usize).max(1);
    let moves = scaled(((tiles * nets.sqrt()) as usize).clamp(MOVES_PER_STEP.0, MOVES_PER_STEP.1));
    let steps = MIN_STEPS.max((1000.0 * (tiles * nets).sqrt()) as usize);
    (moves, steps, scaled(GREEDY_STEPS_PER_TILE * movable))
}

/// Anneals `s` by moving `movable` and returns the placement to keep: the
/// cheapest legal one seen, else the cheapest; `None` when there is nothing
/// to move or nothing to optimise. `effort` scales the moves per
/// temperature step and the greedy tail.
fn anneal(s: &mut State, movable: &[usize], rng: &mut Rng, effort: f64) -> Option<Vec<usize>> {
    let m = s.m;
    let pairs = m.cascades.len() + m.shared_buffers.len();
    if movable.is_empty() || (m.nets.is_empty() && m.fifos.is_empty() && pairs == 0) {
        return None;
    }
    let mut rank = vec![usize::MAX; m.d.tiles.len()];
    for (i, &t) in movable.iter().enumerate() {
        rank[t] = i;
    }
    let spots = Spots::new(m);
    let (moves, steps, greedy_steps) = schedule_sizes(movable.len(), m.nets.len(), effort);
    let samples = (10 * movable.len()).max(50);
    let deltas: Vec<f64> = (0..samples)
        .filter_map(|_| s.random_move(movable, &rank, rng, &spots))
        .map(|mv| s.wire_delta(mv.parts[0].0, mv.parts[0].1) as f64)
        .collect();
    let estimate = if deltas.is_empty() {
        1.0
    } else {
        equilibrium_temperature(&deltas)
    };
    let start = (START_PER_ESTIMATE * estimate)
        .min(s.cost.total() as f64 * START_PER_COST)
        .max(1.0);
    let mut schedule = Schedule::new(start, moves, steps, greedy_steps);
    let mut cost = s.cost.total();
    let (mut best, mut best_legal) = ((cost, s.at.clone()), None);
    if s.cost.legal() {
        best_legal = Some((cost, s.at.clone()));
    }
    while !schedule.done() {
        for _ in 0..moves {
            let Some(mv) = s.random_move(movable, &rank, rng, &spots) else {
                continue;
            };
            s.apply(&mv);
            let delta = s.cost.total() - cost;
            let t = schedule.temperature;
            let take = delta <= 0 || (t > 0.0 && rng.unit() < (-(delta as f64) / t).exp());
            schedule.record(take);
            if !take {
                s.undo();
                continue;
            }
            cost += delta;
            if delta < 0 {
                schedule.fell();
            }
            if cost < best.0 {
                best = (cost, s.at.clone());
            }
            if s.cost.legal() && best_legal.as_ref().is_none_or(|b| cost < b.0) {
                best_legal = Some((cost, s.at.clone()));
            }
        }
        schedule.cool();
    }
    Some(best_legal.unwrap_or(best).1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::netlist;

    /// The design of the one device of `text`, and the IR it reads.
    fn read(text: &str) -> (Ir, Design) {
        let ir = dialect::parse(text).expect("parses");
        assert!(dialect::verify(&ir).is_empty(), "verifies");
        let dev = netlist::devices(&ir).remove(0);
        let d = Design::read(&ir, &dev);
        (ir, d)
    }

    fn place(text: &str, seed: i64) -> Result<(Design, Placement), Diagnostic> {
        let (ir, d) = read(text);
        let p = Annealing { seed, effort: 1.0 }.place(&ir, ir[ir.top].span, &d)?;
        Ok((d, p))
    }

    /// A column of `n` cores: a shim sends to a memory tile, which sends to
    /// every core; each core sends its result to the next one (the last to
    /// the memory tile, which returns them to the shim); one pair of cores
    /// is a cascade.
    fn pipeline(device: &str, n: usize) -> String {
        let mut s = format!("aie.device({device}) {{\n");
        s += "  %shim = aie.logical_tile<ShimNOCTile>(?, ?)\n  %mem = aie.logical_tile<MemTile>(?, ?)\n";
        for i in 0..n {
            s += &format!("  %c{i} = aie.logical_tile<CoreTile>(?, ?)\n");
        }
        let ty = "!aie.objectfifo<memref<256xi32>>";
        s += &format!("  aie.objectfifo @in(%shim, {{%mem}}, 2 : i32) : {ty}\n");
        let all: Vec<String> = (0..n).map(|i| format!("%c{i}")).collect();
        s += &format!(
            "  aie.objectfifo @bcast(%mem, {{{}}}, 2 : i32) : {ty}\n",
            all.join(", ")
        );
        s += "  aie.objectfifo.link [@in] -> [@bcast]([] [])\n";
        for i in 0..n {
            let next = if i + 1 < n {
                format!("%c{}", i + 1)
            } else {
                "%mem".to_string()
            };
            s += &format!(
                "  aie.objectfifo @p{i}(%c{i}, {{{next}}}, 2 : i32) {{via_DMA = true}} : {ty}\n"
            );
        }
        s += &format!("  aie.objectfifo @out(%mem, {{%shim}}, 2 : i32) : {ty}\n");
        s += &format!("  aie.objectfifo.link [@p{}] -> [@out]([] [])\n", n - 1);
        s += "  aie.cascade_flow(%c0, %c1)\n";
        for i in 0..n {
            s += &format!("  aie.core(%c{i}) {{ aie.end }}\n");
        }
        s + "}\n"
    }

    #[test]
    fn generator_repeats_for_a_seed() {
        let (mut a, mut b, mut c) = (Rng::new(7), Rng::new(7), Rng::new(8));
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        assert_eq!(xs, (0..8).map(|_| b.next_u64()).collect::<Vec<_>>());
        assert_ne!(xs, (0..8).map(|_| c.next_u64()).collect::<Vec<_>>());
        let mut counts = [0; 3];
        for _ in 0..3000 {
            counts[a.below(3)] += 1;
            let u = a.unit();
            assert!((0.0..1.0).contains(&u));
        }
        assert!(
            counts.iter().all(|&n| (900..1100).contains(&n)),
            "{counts:?}"
        );
    }

    #[test]
    fn wire_cost_is_half_perimeter_and_area() {
        assert_eq!(wire_cost(0, 0, false), 0);
        assert_eq!(wire_cost(2, 3, false), 5 + 6);
        assert_eq!(wire_cost(2, 3, true), 10 + 6);
        assert_eq!(wire_cost(4, 0, true), 8);
    }

    #[test]
    fn pressure_is_quadratic_above_three_quarters() {
        assert_eq!(pressure(48 * 1024, 64 * 1024), 0);
        assert_eq!(pressure(56 * 1024, 64 * 1024), 0); // 0.75 · 3, truncated
        assert_eq!(pressure(64 * 1024, 64 * 1024), 3);
        assert_eq!(pressure(128 * 1024, 64 * 1024), 75);
    }

    #[test]
    fn penalties_count_kib_begun_and_channels_over() {
        assert_eq!(memory_penalty(0), 0);
        assert_eq!(memory_penalty(1), 30);
        assert_eq!(memory_penalty(1024), 30);
        assert_eq!(memory_penalty(1025), 60);
        assert_eq!(channel_penalty(2, 2), 0);
        assert_eq!(channel_penalty(5, 2), 60);
        assert_eq!(channel_penalty(49, 48), 20);
    }

    #[test]
    fn cascade_steps_measure_from_east_or_south() {
        assert_eq!(cascade_steps((3, 4), (4, 4)), 0);
        assert_eq!(cascade_steps((3, 4), (3, 3)), 0);
        assert_eq!(cascade_steps((3, 4), (3, 4)), 1);
        assert_eq!(cascade_steps((3, 4), (2, 4)), 2);
        assert_eq!(cascade_steps((3, 4), (6, 2)), 4);
    }

    #[test]
    fn buffer_steps_measure_to_the_memory_a_core_may_use() {
        let npu2 = aie_target::device::device("npu2").unwrap();
        for owner in [(3, 3), (2, 3), (3, 4), (3, 2)] {
            assert_eq!(buffer_steps(npu2, (3, 3), owner), 0, "{owner:?}");
        }
        assert_eq!(buffer_steps(npu2, (3, 3), (4, 3)), 1);
        assert_eq!(buffer_steps(npu2, (3, 3), (6, 3)), 3);
        // The memory tile south of row 2 is not a core's memory.
        assert_eq!(buffer_steps(npu2, (3, 2), (3, 1)), 1);
    }

    #[test]
    fn a_core_lands_next_to_the_buffer_it_uses() {
        let text = "aie.device(npu1) {
  %owner = aie.logical_tile<CoreTile>(2, 3)
  %user = aie.logical_tile<CoreTile>(?, ?)
  %b = aie.buffer(%owner) : memref<16xi32>
  aie.core(%user) {
    %c0 = arith.constant 0 : index
    %v = memref.load %b[%c0] : memref<16xi32>
    aie.end
  }
}";
        let (d, p) = place(text, 2).unwrap();
        assert!(
            d.model.is_legal_mem_affinity(p.at[1], (2, 3)),
            "{:?}",
            p.at[1]
        );
    }

    #[test]
    fn overflow_left_after_neighbours_take_whole_fifos() {
        // 3000 fits the 4096 neighbour; the second 3000 fits nowhere then.
        assert_eq!(unabsorbed(5000, &mut [4096, 2048], &[3000, 3000]), 2000);
        assert_eq!(unabsorbed(5000, &mut [4096, 4096], &[3000, 3000]), 0);
        assert_eq!(unabsorbed(1000, &mut [], &[500]), 1000);
        // Absorbing more than the overflow leaves nothing.
        assert_eq!(unabsorbed(100, &mut [8192], &[4096]), 0);
    }

    #[test]
    fn memory_tile_buffers_spill_to_the_roomier_neighbour() {
        let mut room = [100, 50, 60];
        assert_eq!(spilled([(80, 1)].into_iter(), &mut room), 0);
        assert_eq!(room, [20, 50, 60]);
        // Nowhere for 70 near column 1 now; 30 from column 0 goes east.
        assert_eq!(
            spilled([(70, 1), (30, 0)].into_iter(), &mut room),
            memory_penalty(70)
        );
        assert_eq!(room, [20, 20, 60]);
        let mut room = [0, 10, 0];
        assert_eq!(
            spilled([(8, 1), (2, 1), (1, 1)].into_iter(), &mut room),
            memory_penalty(1)
        );
    }

    #[test]
    fn dma_depth_is_one_more_than_acquired() {
        assert_eq!(dma_depth(4, None), 4);
        assert_eq!(dma_depth(1, Some(1)), 1);
        assert_eq!(dma_depth(2, Some(1)), 2);
        assert_eq!(dma_depth(4, Some(1)), 2);
        assert_eq!(dma_depth(1, Some(3)), 4);
    }

    #[test]
    fn equilibrium_temperature_balances_the_samples() {
        assert_eq!(equilibrium_temperature(&[]), 1.0);
        assert_eq!(equilibrium_temperature(&[0.0, 0.0]), 1.0);
        // -2 + 2·2·exp(-2/T) = 0 at T = 2 / ln 2.
        let t = equilibrium_temperature(&[-2.0, 2.0, 2.0]);
        assert!((t - 2.0 / std::f64::consts::LN_2).abs() < 1e-3, "{t}");
        // Improvements only: the ceiling, 5 × the largest change.
        assert!((equilibrium_temperature(&[-1.0, -3.0]) - 15.0).abs() < 1e-3);
    }

    #[test]
    fn schedule_cools_by_acceptance_then_turns_greedy() {
        let mut s = Schedule::new(100.0, 100, 1000, 20);
        s.record(true);
        s.cool();
        assert!((s.temperature - 99.5).abs() < 1e-9);
        for _ in 0..50 {
            s.record(false);
        }
        s.cool(); // 1 of 51 taken: stuck, barely cools
        assert!((s.temperature - 99.5 * 0.9998).abs() < 1e-9);
        for _ in 0..100 {
            s.record(false);
        }
        s.cool(); // none of the last 100 taken
        assert!(s.greedy && s.temperature == 0.0);
        for _ in 0..1 {
            s.cool();
        }
        assert!(!s.done());
        s.cool(); // two greedy steps without a fall: a tenth of 20
        assert!(s.done());
        let mut limited = Schedule::new(1.0, 100, 3, 20);
        for _ in 0..3 {
            assert!(!limited.done());
            limited.cool();
        }
        assert!(limited.done());
    }

    #[test]
    fn costs_kept_move_by_move_are_those_of_the_placement() {
        let (_, d) = read(&pipeline("npu1", 6));
        let m = Model::new(&d);
        let mut rng = Rng::new(3);
        let (start, movable) = initial_placement(&m, &mut rng).unwrap();
        let mut rank = vec![usize::MAX; d.tiles.len()];
        for (i, &t) in movable.iter().enumerate() {
            rank[t] = i;
        }
        let spots = Spots::new(&m);
        let mut s = State::new(&m, start);
        for i in 0..2000 {
            let mv = s.random_move(&movable, &rank, &mut rng, &spots).unwrap();
            let before = (s.cost, s.at.clone());
            s.apply(&mv);
            assert_eq!(
                s.cost,
                State::new(&m, s.at.clone()).cost,
                "move {i}: {mv:?}"
            );
            if i % 3 == 0 {
                s.undo();
                assert_eq!((s.cost, s.at.clone()), before);
            }
        }
    }

    #[test]
    fn tiles_land_on_distinct_tiles_of_their_kind() {
        let (d, p) = place(&pipeline("npu2", 12), 5).unwrap();
        let cores: Vec<Coord> = (0..d.tiles.len())
            .filter(|&t| d.tiles[t].kind == TileKind::Core)
            .map(|t| p.at[t])
            .collect();
        for (t, &(c, r)) in p.at.iter().enumerate() {
            assert_eq!(d.model.tile_kind(c, r), Some(d.tiles[t].kind), "tile {t}");
        }
        let mut distinct = cores.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), cores.len());
        // The cascade is in place.
        assert_eq!(cascade_steps(p.at[2], p.at[3]), 0);
    }

    #[test]
    fn a_seed_gives_one_placement() {
        let text = pipeline("npu2", 8);
        let (_, a) = place(&text, 11).unwrap();
        let (_, b) = place(&text, 11).unwrap();
        assert_eq!(a, b);
        let (_, c) = place(&text, -4).unwrap();
        assert_eq!(c, place(&text, -4).unwrap().1);
    }

    #[test]
    fn pins_hold() {
        let text = "aie.device(npu2) {
  %a = aie.logical_tile<CoreTile>(6, ?)
  %b = aie.logical_tile<CoreTile>(?, 5)
  %c = aie.logical_tile<CoreTile>(1, 3)
  %m = aie.logical_tile<MemTile>(4, ?)
  %s = aie.logical_tile<ShimNOCTile>(?, ?)
  aie.objectfifo @x(%s, {%a, %b, %c}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @y(%c, {%m}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
}";
        let (_, p) = place(text, 9).unwrap();
        assert_eq!(p.at[0].0, 6);
        assert_eq!(p.at[1].1, 5);
        assert_eq!(p.at[2], (1, 3));
        assert_eq!(p.at[3], (4, 1));
        assert_eq!(p.at[4].1, 0);
    }

    #[test]
    fn overflowing_core_moves_its_own_fifos_to_a_neighbour() {
        // 59 KiB of buffers, 1 KiB of stack and 4 KiB of fifo to itself
        // fill the 64 KiB; one byte more does not fit.
        let design = |bytes: i64| {
            format!(
                "aie.device(npu2) {{
  %a = aie.logical_tile<CoreTile>(3, 3)
  %w = aie.buffer(%a) : memref<{bytes}xi8>
  aie.objectfifo @own(%a, {{%a}}, 2 : i32) : !aie.objectfifo<memref<2048xi8>>
  aie.core(%a) {{ aie.end }}
}}"
            )
        };
        let (_, p) = place(&design(59 * 1024 + 1), 1).unwrap();
        assert_eq!(p.allocates.len(), 1);
        // West first among equally free neighbours.
        assert_eq!(p.allocates[0].1, (2, 3));
        let (_, p) = place(&design(59 * 1024), 1).unwrap();
        assert!(p.allocates.is_empty());
    }

    #[test]
    fn an_asymmetric_fifo_charges_each_end_its_own_objects() {
        let text = "aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c = aie.logical_tile<CoreTile>(?, ?)
  %d = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>>
  aie.objectfifo @x(%c, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>> -> !aie.objectfifo<memref<2xi32>>
  aie.objectfifo @y(%c, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
}";
        let (_, d) = read(text);
        let m = Model::new(&d);
        // Producer objects of 160 bytes on the memory tile, 40-byte ones on
        // the core (and 32 + 8 bytes, twice, for @x).
        assert_eq!(m.weight[0], 2 * 160);
        assert_eq!(m.memtile_buffers, vec![(160, 0), (160, 0)]);
        assert_eq!(m.weight[1], 2 * 40 + 2 * 32 + 2 * 32);
        assert_eq!(m.weight[2], 2 * 8 + 2 * 32);
        // The asymmetric fifo goes through DMAs even between neighbours.
        let forced: Vec<bool> = d.fifos.iter().map(|f| f.forces_dma).collect();
        assert_eq!(forced, [true, true, false]);
    }

    #[test]
    fn errors_name_the_tile_left_over() {
        let mut text = String::from("aie.device(npu1_1col) {\n");
        for i in 0..5 {
            text += &format!("  %c{i} = aie.logical_tile<CoreTile>(?, ?)\n");
        }
        let e = place(&(text + "}"), 1).unwrap_err();
        assert_eq!(e.message, "no available physical tile for placement");
        let text = "aie.device(xcvc1902) {\n  %p = aie.logical_tile<ShimPLTile>(?, ?)\n}";
        let e = place(text, 1).unwrap_err();
        assert_eq!(e.message, "no placement found for logical tile");
    }

    #[test]
    fn effort_scales_moves_and_greedy_tail() {
        let (moves, steps, greedy) = schedule_sizes(8, 4, 1.0);
        assert_eq!((moves, steps, greedy), (100, 10_000, 400));
        assert_eq!(schedule_sizes(8, 4, 2.5), (250, 10_000, 1000));
        assert_eq!(schedule_sizes(8, 4, 0.001), (1, 10_000, 1));
    }
}
