//! What a placer sees of one device: its logical tiles, and the object
//! FIFOs, links, flows, packet flows, cascade flows and shared buffers that
//! tie them to each other and to placed tiles, read once from the IR.

use crate::netlist::Dev;
use aie_target::device::{Device, TileKind, WireBundle};
use dialect::ir::{Attr, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::pools::{EndPort, EndPorts, Transport};
use dialect::ops::views::{
    self, CascadeFlow, Core, Flow, LogicalTile, Objectfifo, ObjectfifoAcquire, ObjectfifoLink,
    PacketDest, PacketFlow, PacketSource,
};
use dialect::Ir;
use std::collections::HashMap;

/// A tile position, `(col, row)`.
pub type Coord = (i64, i64);

/// One end of a connection: a logical tile (its index in
/// [`Design::tiles`]) or a placed `aie.tile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum End {
    /// A logical tile.
    Logical(usize),
    /// A placed tile: the `aie.tile` op and its position.
    Placed(OpId, Coord),
}

/// An `aie.logical_tile`.
#[derive(Clone, Debug)]
pub(super) struct Logical {
    /// The op.
    pub op: OpId,
    /// Its result.
    pub value: ValueId,
    /// The kind of tile it asks for.
    pub kind: TileKind,
    /// The column it is pinned to, if any.
    pub col: Option<i64>,
    /// The row it is pinned to, if any.
    pub row: Option<i64>,
    /// Where it is written.
    pub span: Span,
    /// Bytes of the `aie.buffer`s on it.
    pub buffer_bytes: i64,
    /// The stack its `aie.core` reserves in its memory, if it has a core.
    pub stack_bytes: Option<i64>,
}

impl Logical {
    /// Its position when both coordinates are pinned.
    pub fn pinned(&self) -> Option<Coord> {
        Some((self.col?, self.row?))
    }

    /// Whether an `aie.core` runs on it.
    pub fn has_core(&self) -> bool {
        self.stack_bytes.is_some()
    }
}

/// An `aie.objectfifo`.
#[derive(Clone, Debug)]
pub(super) struct Fifo {
    /// The op.
    pub op: OpId,
    /// Its symbol.
    pub name: String,
    /// Its producer tile.
    pub producer: Option<End>,
    /// Its consumer tiles, in order.
    pub consumers: Vec<Option<End>>,
    /// Bytes of one object.
    pub elem_bytes: i64,
    /// Bytes of one object as the consumers see it (`consumerElemType`).
    pub cons_bytes: i64,
    /// Its depth (`elemNumber`): one for every end, or one per end, the
    /// producer's first.
    pub depths: Vec<i64>,
    /// Whether it moves through DMAs even between cores that share memory:
    /// `via_DMA`, a `repeat_count`, `dimensionsToStream`,
    /// `consumerElemType`, or a link (as mlir-aie's objectfifo lowering
    /// decides).
    pub forces_dma: bool,
    /// Whether an `aie.objectfifo.link` sends it out: its producer's objects
    /// are the link's input buffers.
    pub linked_out: bool,
    /// What drives its ends: a core stream port instead of a DMA, or a
    /// DMA channel.
    pub ports: EndPorts,
    /// The most objects a core acquires at once, per logical tile whose
    /// core acquires from this fifo.
    pub max_acquire: Vec<(usize, i64)>,
}

impl Fifo {
    /// The depth at the producer (1 for an empty depth list).
    pub fn producer_depth(&self) -> i64 {
        self.depths.first().copied().unwrap_or(1)
    }

    /// The depth at consumer `i` (the producer's when not given).
    pub fn consumer_depth(&self, i: usize) -> i64 {
        self.depths
            .get(i + 1)
            .copied()
            .unwrap_or_else(|| self.producer_depth())
    }

    /// Whether its producer streams through its core's port (no DMA).
    pub fn producer_streams(&self) -> bool {
        matches!(self.ports.producer, Some(EndPort::Core(_)))
    }

    /// Whether its consumer streams through its core's port (no DMA).
    pub fn consumers_stream(&self) -> bool {
        (self.ports.consumers.iter()).any(|p| matches!(p, Some(EndPort::Core(_))))
    }

    /// The most objects logical tile `t`'s core acquires at once, if it
    /// acquires from this fifo.
    pub fn acquired_by(&self, t: usize) -> Option<i64> {
        self.max_acquire
            .iter()
            .find(|&&(u, _)| u == t)
            .map(|&(_, n)| n)
    }
}

/// A stream endpoint of a flow: tile, bundle, channel.
#[derive(Clone, Copy, Debug)]
pub(super) struct Port {
    /// The tile.
    pub end: Option<End>,
    /// The bundle.
    pub bundle: WireBundle,
    /// The channel.
    pub channel: i64,
}

/// An `aie.flow` or an `aie.packet_flow`: sources and destinations (one
/// each for a circuit flow).
#[derive(Clone, Debug, Default)]
pub(super) struct Stream {
    /// Where the data comes from.
    pub sources: Vec<Port>,
    /// Where it goes.
    pub dests: Vec<Port>,
}

/// The design of one device as placers see it.
#[derive(Debug)]
pub(super) struct Design {
    /// The target.
    pub model: &'static Device,
    /// The logical tiles, in the order they are written.
    pub tiles: Vec<Logical>,
    /// The object FIFOs, in order.
    pub fifos: Vec<Fifo>,
    /// The `aie.objectfifo.link`s, as the fifo names they join (ins, outs).
    pub links: Vec<(Vec<String>, Vec<String>)>,
    /// The `aie.flow`s, then the `aie.packet_flow`s, in order.
    pub streams: Vec<Stream>,
    /// The `aie.cascade_flow`s, as (source, destination).
    pub cascades: Vec<(Option<End>, Option<End>)>,
    /// Placed core tiles that already have an `aie.core`: no logical core
    /// goes there.
    pub busy_cores: Vec<Coord>,
    /// The buffers a core of a logical core tile uses that another tile
    /// owns, as (the core's logical tile, the owner), in the order the core
    /// body first uses them.
    pub shared_buffers: Vec<(usize, End)>,
}

impl Design {
    /// Reads the design of `dev`.
    pub fn read(ir: &Ir, dev: &Dev) -> Design {
        let mut tiles = Vec::new();
        let mut index = HashMap::new();
        for lt in dev.views::<LogicalTile>(ir) {
            let value = ir[lt.op()].results[0];
            index.insert(value, tiles.len());
            tiles.push(Logical {
                op: lt.op(),
                value,
                kind: lt.tile_type(ir).kind(),
                col: lt.col(ir),
                row: lt.row(ir),
                span: ir[lt.op()].span,
                buffer_bytes: 0,
                stack_bytes: None,
            });
        }
        for b in dev.views::<views::Buffer>(ir) {
            let Some(&i) = ir[b.op()].operands.first().and_then(|t| index.get(t)) else {
                continue;
            };
            let bytes = ir
                .type_of(ir[b.op()].results[0])
                .memref_bytes()
                .unwrap_or(0);
            tiles[i].buffer_bytes += i64::try_from(bytes).unwrap_or(i64::MAX);
        }
        let end = |v: ValueId| -> Option<End> {
            if let Some(&i) = index.get(&v) {
                return Some(End::Logical(i));
            }
            let op = ir.defining_op(v)?;
            let t = ir.view::<views::Tile>(op)?;
            Some(End::Placed(op, (t.col(ir), t.row(ir))))
        };
        let mut fifos: Vec<Fifo> = dev
            .views::<Objectfifo>(ir)
            .map(|f| {
                let operands = &ir[f.op()].operands;
                let ports =
                    EndPorts::of(ir, f, operands.len().saturating_sub(1)).unwrap_or_default();
                Fifo {
                    op: f.op(),
                    name: f.sym_name(ir).to_string(),
                    producer: operands.first().and_then(|&v| end(v)),
                    consumers: operands.iter().skip(1).map(|&v| end(v)).collect(),
                    elem_bytes: object_bytes(f.elem_type(ir)),
                    cons_bytes: object_bytes(
                        f.consumer_elem_type(ir).unwrap_or_else(|| f.elem_type(ir)),
                    ),
                    depths: match f.elem_number(ir) {
                        Attr::Array(a) => a.iter().map(depth).collect(),
                        a => vec![depth(a)],
                    },
                    forces_dma: matches!(Transport::of(ir, f), Ok(Transport::Dma(_)))
                        || ports.all().any(|p| p.is_some())
                        || f.repeat_count(ir).is_some()
                        || f.consumer_elem_type(ir).is_some()
                        || f.dimensions_to_stream(ir).is_some_and(|d| !d.is_empty()),
                    linked_out: false,
                    ports,
                    max_acquire: Vec::new(),
                }
            })
            .collect();
        let links: Vec<(Vec<String>, Vec<String>)> = dev
            .views::<ObjectfifoLink>(ir)
            .map(|l| {
                let names = |v: Vec<&str>| v.into_iter().map(str::to_string).collect();
                (names(l.fifo_ins(ir)), names(l.fifo_outs(ir)))
            })
            .collect();
        read_fifo_uses(ir, dev, &index, &links, &mut tiles, &mut fifos);
        let mut streams: Vec<Stream> = dev
            .views::<Flow>(ir)
            .map(|f| {
                let operands = &ir[f.op()].operands;
                let port = |k: usize, bundle, channel| Port {
                    end: operands.get(k).and_then(|&v| end(v)),
                    bundle,
                    channel,
                };
                Stream {
                    sources: vec![port(0, f.source_bundle(ir), f.source_channel(ir))],
                    dests: vec![port(1, f.dest_bundle(ir), f.dest_channel(ir))],
                }
            })
            .collect();
        for pf in dev.views::<PacketFlow>(ir) {
            let mut stream = Stream::default();
            for o in ir.walk(pf.op()) {
                let tile = ir[o].operands.first().and_then(|&v| end(v));
                if let Some(s) = ir.view::<PacketSource>(o) {
                    stream.sources.push(Port {
                        end: tile,
                        bundle: s.bundle(ir),
                        channel: s.channel(ir),
                    });
                } else if let Some(d) = ir.view::<PacketDest>(o) {
                    stream.dests.push(Port {
                        end: tile,
                        bundle: d.bundle(ir),
                        channel: d.channel(ir),
                    });
                }
            }
            streams.push(stream);
        }
        let cascades = dev
            .views::<CascadeFlow>(ir)
            .map(|c| {
                let operands = &ir[c.op()].operands;
                (
                    operands.first().and_then(|&v| end(v)),
                    operands.get(1).and_then(|&v| end(v)),
                )
            })
            .collect();
        let shared_buffers = shared_buffers(ir, dev, &tiles, &end);
        let busy_cores = dev
            .views::<Core>(ir)
            .filter_map(
                |c| match ir[c.op()].operands.first().and_then(|&v| end(v)) {
                    Some(End::Placed(_, at)) => Some(at),
                    _ => None,
                },
            )
            .collect();
        Design {
            busy_cores,
            model: dev.model,
            tiles,
            fifos,
            links,
            streams,
            cascades,
            shared_buffers,
        }
    }

    /// The position of `end`: a placed tile's, or a logical tile's from
    /// `placed` or, if not placed yet, from its pins when it pins both.
    pub fn position(&self, end: End, placed: &[Option<Coord>]) -> Option<Coord> {
        match end {
            End::Placed(_, at) => Some(at),
            End::Logical(i) => placed[i].or_else(|| self.tiles[i].pinned()),
        }
    }

    /// The span of the op behind `end`.
    pub fn span(&self, ir: &Ir, end: End) -> Span {
        match end {
            End::Logical(i) => self.tiles[i].span,
            End::Placed(op, _) => ir[op].span,
        }
    }

    /// Whether `end` is a logical tile of kind `kind`.
    pub fn is_logical(&self, end: Option<End>, kind: TileKind) -> bool {
        matches!(end, Some(End::Logical(i)) if self.tiles[i].kind == kind)
    }

    /// The DMA channels of logical tile `t`: those of its pinned position,
    /// else of the first tile of its kind.
    pub fn logical_capacity(&self, t: usize) -> (i64, i64) {
        let tile = &self.tiles[t];
        let at = tile.pinned().or_else(|| {
            self.coords()
                .find(|&(c, r)| self.model.tile_kind(c, r) == Some(tile.kind))
        });
        at.map_or((0, 0), |at| self.dma_capacity(at))
    }

    /// Every position of the device, column by column, bottom up.
    pub fn coords(&self) -> impl Iterator<Item = Coord> {
        let (cols, rows) = (i64::from(self.model.columns), i64::from(self.model.rows));
        (0..cols).flat_map(move |c| (0..rows).map(move |r| (c, r)))
    }
}

/// Bytes of one object of a fifo of type `ty` (its elements' bits
/// together, in whole bytes, as mlir-aie's data layout counts them).
fn object_bytes(ty: &Type) -> i64 {
    let memref = match ty {
        Type::ObjectFifo(t) => t.as_ref(),
        t => t,
    };
    let bits = match memref {
        Type::MemRef { elem, .. } => memref
            .num_elements()
            .zip(elem.bit_width())
            .map(|(n, b)| n * b),
        _ => None,
    };
    bits.and_then(|b| i64::try_from(b / 8).ok()).unwrap_or(0)
}

/// An entry of a fifo's depth.
fn depth(a: &Attr) -> i64 {
    a.as_int().and_then(|v| i64::try_from(v).ok()).unwrap_or(0)
}

/// Fills in what the cores on logical tiles and the links say of the fifos
/// and tiles: each core's stack and the most objects it acquires at once
/// per fifo, and which fifos links join.
fn read_fifo_uses(
    ir: &Ir,
    dev: &Dev,
    index: &HashMap<ValueId, usize>,
    links: &[(Vec<String>, Vec<String>)],
    tiles: &mut [Logical],
    fifos: &mut [Fifo],
) {
    let by_name: HashMap<String, usize> = fifos
        .iter()
        .enumerate()
        .map(|(k, f)| (f.name.clone(), k))
        .collect();
    for core in dev.views::<Core>(ir) {
        let Some(&t) = ir[core.op()].operands.first().and_then(|v| index.get(v)) else {
            continue;
        };
        tiles[t].stack_bytes = Some(crate::assign_buffer_addresses::stack_bytes(ir, dev, core));
        for acquire in ir.walk_views::<ObjectfifoAcquire>(core.op()) {
            let Some(&k) = by_name.get(acquire.obj_fifo_name(ir)) else {
                continue;
            };
            let n = acquire.size(ir);
            let uses = &mut fifos[k].max_acquire;
            match uses.iter_mut().find(|(u, _)| *u == t) {
                Some((_, most)) => *most = (*most).max(n),
                None => uses.push((t, n)),
            }
        }
    }
    for (ins, outs) in links {
        for (name, out) in ins
            .iter()
            .map(|n| (n, false))
            .chain(outs.iter().map(|n| (n, true)))
        {
            if let Some(&k) = by_name.get(name) {
                fifos[k].forces_dma = true;
                fifos[k].linked_out |= out;
            }
        }
    }
}

/// The buffers each core of a logical core tile uses that another tile
/// owns, first use first (mlir-aie's post-order walk of the core body),
/// each owner once per core. A use is an operand that is, or is a view
/// of, an `aie.buffer`.
fn shared_buffers(
    ir: &Ir,
    dev: &Dev,
    tiles: &[Logical],
    end: &dyn Fn(ValueId) -> Option<End>,
) -> Vec<(usize, End)> {
    let mut cores: HashMap<ValueId, OpId> = HashMap::new();
    for core in dev.views::<Core>(ir) {
        if let Some(&t) = ir[core.op()].operands.first() {
            cores.entry(t).or_insert(core.op());
        }
    }
    let mut out = Vec::new();
    for (i, tile) in tiles.iter().enumerate() {
        if tile.kind != TileKind::Core {
            continue;
        }
        let Some(&core) = cores.get(&tile.value) else {
            continue;
        };
        let mut seen = Vec::new();
        for op in post_order(ir, core) {
            for &v in &ir[op].operands {
                let Some(owner) = buffer_of(ir, v).and_then(|b| end(ir[b].operands[0])) else {
                    continue;
                };
                if owner != End::Logical(i) && !seen.contains(&owner) {
                    seen.push(owner);
                    out.push((i, owner));
                }
            }
        }
    }
    out
}

/// The `aie.buffer` whose memory `v` is, through view-like ops.
fn buffer_of(ir: &Ir, mut v: ValueId) -> Option<OpId> {
    loop {
        let op = ir.defining_op(v)?;
        if ir.is(op, OpKind::Buffer) {
            return Some(op);
        }
        if !ir.kind(op).is_some_and(dialect::ops::is_view_like) {
            return None;
        }
        v = *ir[op].operands.first()?;
    }
}

/// The ops nested in `op`, each after the ops nested in it.
fn post_order(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for child in ir.children(op) {
        out.extend(post_order(ir, child));
        out.push(child);
    }
    out
}

/// Edges between tiles, each listed under the logical tiles it touches.
#[derive(Debug)]
pub(super) struct Adjacency {
    edges: Vec<(End, End)>,
    by_tile: Vec<Vec<usize>>,
}

impl Adjacency {
    /// No edges, for a design of `tiles` logical tiles.
    pub fn new(tiles: usize) -> Adjacency {
        Adjacency {
            edges: Vec::new(),
            by_tile: vec![Vec::new(); tiles],
        }
    }

    /// Adds the edge (`first`, `second`); none if either end is unknown.
    pub fn add(&mut self, first: Option<End>, second: Option<End>) {
        let (Some(first), Some(second)) = (first, second) else {
            return;
        };
        let k = self.edges.len();
        self.edges.push((first, second));
        for e in [first, second] {
            if let End::Logical(i) = e {
                self.by_tile[i].push(k);
            }
        }
    }

    /// The other end of every edge of logical tile `t`, with whether `t` is
    /// the edge's first end.
    pub fn peers(&self, t: usize) -> impl Iterator<Item = (End, bool)> + '_ {
        self.by_tile[t].iter().map(move |&k| {
            let (first, second) = self.edges[k];
            if first == End::Logical(t) {
                (second, true)
            } else {
                (first, false)
            }
        })
    }

    /// Whether logical tile `t` has an edge.
    pub fn has_edges(&self, t: usize) -> bool {
        !self.by_tile[t].is_empty()
    }
}

/// (cascade source, destination) per cascade flow.
pub(super) fn cascade_adjacency(d: &Design) -> Adjacency {
    let mut adj = Adjacency::new(d.tiles.len());
    for &(src, dst) in &d.cascades {
        adj.add(src, dst);
    }
    adj
}

/// (producer, consumer) per fifo whose two ends are distinct logical core
/// tiles: data that may move through shared memory instead of DMAs.
pub(super) fn compute_peer_adjacency(d: &Design) -> Adjacency {
    let mut adj = Adjacency::new(d.tiles.len());
    for f in &d.fifos {
        if !d.is_logical(f.producer, TileKind::Core) {
            continue;
        }
        for &c in &f.consumers {
            if d.is_logical(c, TileKind::Core) && c != f.producer {
                adj.add(f.producer, c);
            }
        }
    }
    adj
}

/// (core's logical tile, owner) per buffer a core uses from another tile.
pub(super) fn buffer_adjacency(d: &Design) -> Adjacency {
    let mut adj = Adjacency::new(d.tiles.len());
    for &(core, owner) in &d.shared_buffers {
        adj.add(Some(End::Logical(core)), Some(owner));
    }
    adj
}

/// The DMA channels (S2MM, MM2S) each logical tile needs for the fifos
/// and flows it ends, as mlir-aie's placers count them: a fifo between two
/// logical core tiles needs none (shared memory may carry it); any other
/// fifo one MM2S on its producer and one S2MM per consumer; a link tile one
/// S2MM per fifo it joins in and one MM2S per fifo it sends out (those fifos
/// not counted again at that end); a DMA flow end one channel per distinct
/// (tile, channel).
pub(super) fn channel_demand(d: &Design) -> Vec<(i64, i64)> {
    let mut need = vec![(0, 0); d.tiles.len()];
    let by_name: HashMap<&str, &Fifo> = d.fifos.iter().map(|f| (f.name.as_str(), f)).collect();
    let linked_in: std::collections::HashSet<&str> = d
        .links
        .iter()
        .flat_map(|(ins, _)| ins.iter().map(String::as_str))
        .collect();
    let linked_out: std::collections::HashSet<&str> = d
        .links
        .iter()
        .flat_map(|(_, outs)| outs.iter().map(String::as_str))
        .collect();
    let mut add = |end: Option<End>, s2mm: i64, mm2s: i64| {
        if let Some(End::Logical(i)) = end {
            need[i].0 += s2mm;
            need[i].1 += mm2s;
        }
    };
    for f in &d.fifos {
        let mut producer_sends = false;
        for &c in &f.consumers {
            if d.is_logical(f.producer, TileKind::Core) && d.is_logical(c, TileKind::Core) {
                continue;
            }
            if !linked_in.contains(f.name.as_str()) {
                add(c, 1, 0);
            }
            producer_sends = true;
        }
        if producer_sends && !linked_out.contains(f.name.as_str()) {
            add(f.producer, 0, 1);
        }
    }
    for (ins, outs) in &d.links {
        let link_tile = ins
            .iter()
            .filter_map(|n| by_name.get(n.as_str()))
            .find_map(|f| f.consumers.iter().flatten().next().copied());
        if link_tile.is_some() {
            add(link_tile, ins.len() as i64, outs.len() as i64);
        }
    }
    let mut seen = std::collections::HashSet::new();
    for s in &d.streams {
        let ends = s
            .sources
            .iter()
            .map(|p| (p, true))
            .chain(s.dests.iter().map(|p| (p, false)));
        for (port, source) in ends {
            if port.bundle != WireBundle::DMA {
                continue;
            }
            if let Some(End::Logical(i)) = port.end {
                if seen.insert((i, port.channel, source)) {
                    add(port.end, i64::from(!source), i64::from(source));
                }
            }
        }
    }
    need
}
