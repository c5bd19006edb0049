//! `--aie-objectfifo-split`: each `aie.objectfifo` becomes pools, endpoints
//! and a route, deciding which tiles hold objects and which ends need DMAs
//! with the stateful transform's rules ([`Transform::requires_dma`],
//! [`Transform::computed_depth`]):
//!
//! * a link is one pool on its tile (see [`link_pools`]), written first
//!   for the fifo it is named for, which its inputs' DMA endpoints fill and
//!   its outputs' drain;
//! * a fifo whose ends share memory is one pool `<fifo>_pool` (on the tile
//!   whose memory both reach) filled by core endpoint `<fifo>_prod` and
//!   drained by `<fifo>_cons`;
//! * otherwise the producer's tile gets pool `<fifo>_pool` (the fifo's
//!   initial values, `repeatCount`), filled by core endpoint `<fifo>_prod`
//!   and drained by DMA endpoint `<fifo>_prod_dma` (`dimensionsToStream`,
//!   padding, `iterCount` = `iter_count`), and each consumer `<c>` =
//!   `<fifo>_cons` (`<fifo>_<i>_cons` in a broadcast) pool `<c>_pool`
//!   (`consumerElemType`), filled by DMA endpoint `<c>_dma` (its
//!   `dimensionsFromStream`, `iterCount` = `iter_count × repeat_count`) and
//!   drained by core endpoint `<c>`; a shim end is a route endpoint (bundle
//!   DMA, or PLIO) of the same name; `aie.route from @<fifo>_prod_dma to
//!   [@<c>_dma, ...]` connects them, packet-switched with
//!   `packet-sw-objFifos`;
//! * a fifo's `transport` forces DMAs (with its packet header) or one shared
//!   pool (an error where it cannot have one), and a link in time is a
//!   dispatching or merging endpoint on its tile (see [`LinkedEnd`]);
//! * the stateful transform's companions, with its rules: a shared pool goes
//!   on the delegate of an `aie.objectfifo.allocate`
//!   ([`Transform::delegate_tile`]); a shim end over registered external
//!   buffers is a pool of them with a DMA endpoint, an `aie_stream` end a
//!   route endpoint on bundle Core (see [`outer_end`]); every pool of a fifo
//!   with `disable_synchronization` is `disableSynchronization`.
//!
//! A pool's depth is what the stateful transform gives the end's buffers. A
//! core's acquires and releases then name the endpoint of its tile, without
//! a port, and a runtime sequence naming a fifo its one shim end (allocation
//! then points such uses at its shim allocation, `@<fifo>_shim_alloc`, as
//! the stateful transform does).

use super::{base_name, error, Res};
use crate::netlist::{self, Dev};
use crate::objectfifo::cores::stream_access;
use crate::objectfifo::rules::Share;
use crate::objectfifo::{fifo, Transform};
use crate::Args;
use aie_target::regs::Dir;
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::cases::{ObjectFifoPort, WireBundle};
use dialect::ir::{At, Attr, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::pools::{self, EndPort, Transport};
use dialect::ops::views::{
    End, Objectfifo, ObjectfifoAcquire, ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint,
    ObjectfifoLink, ObjectfifoPool, ObjectfifoRelease, ObjectfifoSegment, Route, RouteEndpoint,
};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{HashMap, HashSet};

/// The option that checks first what the stateful transform checks.
pub(super) const STATEFUL_CHECKS: &str = "stateful-checks";

/// The option that bounds chains by `iter_count` on MemTile ends only.
pub(crate) const MEMTILE_ITER_COUNTS: &str = "memtile-iter-counts";

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let unplaced = match args.flag(STATEFUL_CHECKS) {
        true => (netlist::devices(ir).iter())
            .map(|dev| crate::objectfifo::unplaced_ends(ir, dev))
            .find(|u| !u.is_empty())
            .unwrap_or_default(),
        false => crate::place::unplaced(ir, super::SPLIT.flag),
    };
    if !unplaced.is_empty() {
        return unplaced;
    }
    if args.flag(STATEFUL_CHECKS) || args.flag(MEMTILE_ITER_COUNTS) {
        for dev in netlist::devices(ir) {
            if let Err(d) = check_first(ir, dev, args) {
                return vec![*d];
            }
        }
    }
    let mut warnings = Vec::new();
    for dev in netlist::devices(ir) {
        if let Err(d) = split_device(ir, dev, args, &mut warnings) {
            return vec![*d];
        }
    }
    warnings
}

/// What the stateful transform checks of every device before it lowers
/// anything: its links (the scan), `iter_count` on MemTile ends (under
/// [`MEMTILE_ITER_COUNTS`]), and under [`STATEFUL_CHECKS`] core accesses
/// on a link's shared tile and each fifo's choice of DMAs, made fifo by
/// fifo in order.
fn check_first(ir: &mut Ir, dev: Dev, args: &Args) -> Res<()> {
    let fifos: Vec<Objectfifo> = dev.views(ir).collect();
    let mut t = Transform::new(ir, dev);
    t.scan()?;
    if args.flag(MEMTILE_ITER_COUNTS) {
        for &f in &fifos {
            t.bounded_on_mem_tile(f)?;
        }
    }
    if args.flag(STATEFUL_CHECKS) {
        link_tile_accesses(&t)?;
        for f in fifos {
            t.requires_dma(f)?;
        }
    }
    Ok(())
}

/// The stateful transform's check of each core's acquires and releases, in
/// its words, before the split renames them: none on a link's shared tile
/// (the split rejects those of a stream end).
fn link_tile_accesses(t: &Transform) -> Res<()> {
    let ir = &*t.ir;
    for core in t.dev.ops_of(ir, OpKind::Core) {
        let tile = ir[core].operands[0];
        for op in ir.walk(core) {
            let name = if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
                a.obj_fifo_name(ir)
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
                r.obj_fifo_name(ir)
            } else {
                continue;
            };
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

/// One end of a fifo after the split: the name of its endpoint (what the
/// route names) and the core endpoint a core on its tile uses.
struct Side {
    tile: ValueId,
    /// The DMA or route endpoint (`None`: the fifo shares memory).
    stream: Option<String>,
    core: Option<String>,
}

/// Splits the fifos of `dev`, adding to `warnings` those of
/// `warn-unfenced-shared-mem`.
fn split_device(ir: &mut Ir, dev: Dev, args: &Args, warnings: &mut Vec<Diagnostic>) -> Res<()> {
    let packet = args.flag("packet-sw-objFifos");
    let fence = args.flag(super::DMA_FENCE_SHARED_MEM);
    let warn = args.flag(super::WARN_UNFENCED_SHARED_MEM);
    let order = args.flag(super::STATEFUL_ORDER.name);
    let fifos: Vec<Objectfifo> = dev.views(ir).collect();
    if fifos.is_empty() {
        return Ok(());
    }
    if order {
        // What is written for a fifo stands at its location: named after
        // it, for the router's errors and routing dumps.
        for &f in &fifos {
            let name = f.sym_name(ir).to_string();
            ir.name_location(ir[f.op()].span, &name);
        }
    }
    let how = How {
        memtile_iter_counts: args.flag(MEMTILE_ITER_COUNTS),
    };
    let mut t = Transform::new(ir, dev);
    t.scan()?;
    // Every delegate shares memory with both ends, whether or not the fifo
    // ends up sharing memory, as mlir-aie checks; a linked fifo whose
    // objects are the link's other fifo's has none to place.
    for &f in &fifos {
        let moot = t.link_of(f).is_some_and(|l| t.link_objects_owner(l) != f);
        if !moot {
            t.delegate_tile(f)?;
        }
    }
    reserve_pins(&t, &fifos)?;
    let times = time_links(&t, &dev);
    let mut linked = link_pools(&mut t, &dev, &times)?;
    linked.extend(time_ends(&t, &times));
    let mut ends: HashMap<(String, ObjectFifoPort, ValueId), String> = HashMap::new();
    let mut pins = HashMap::new();
    let mut shim_streams = HashMap::new();
    for f in fifos {
        let name = f.sym_name(t.ir).to_string();
        let transport = Transport::of(t.ir, f).unwrap_or(Transport::Auto(None));
        if transport == Transport::Cascade {
            super::cascade::split(t.ir, &dev, f)?;
            continue;
        }
        if transport == Transport::SharedMem {
            shared_mem_possible(&t, f)?;
        }
        let (dma, share) = t.requires_dma(f)?;
        if dma && transport == Transport::SharedMem {
            let why = if share == Share::None {
                "its ends share no memory module"
            } else {
                "it needs DMAs (`via_DMA`)"
            };
            return Err(not_shared(t.ir, f, why));
        }
        let header = (transport.header()).or(packet.then_some((0, NO_PKT_ID)));
        let mut dma = dma || matches!(transport, Transport::Dma(_));
        if !dma && cross_core(&t, f) {
            if fence && matches!(transport, Transport::Auto(_)) {
                dma = true;
            } else if warn {
                warnings.push(unfenced(t.ir, f));
            }
        }
        let sides = if dma {
            let sides = split_dma(&mut t, f, header, &linked, &how)?;
            note_pins(&t, f, &sides, &mut pins);
            sides
        } else {
            shared(&mut t, f, share, &linked)?
        };
        if let Some(stream) = shim_stream(&t, f, &sides) {
            shim_streams.insert(name.clone(), stream);
        }
        for (k, side) in sides.iter().enumerate() {
            let port = if k == 0 {
                ObjectFifoPort::Produce
            } else {
                ObjectFifoPort::Consume
            };
            if let Some(core) = &side.core {
                ends.insert((name.clone(), port, side.tile), core.clone());
            }
        }
    }
    for time in &times {
        merge_route(&mut t, time);
    }
    pin_channels(t.ir, &dev, &pins);
    let streams = stream_ends(&t, &dev);
    let link_tiles = link_tiles(&t);
    retarget_accesses(t.ir, &dev, &ends, &streams, &link_tiles)?;
    // A runtime sequence naming a fifo names its shim end from now on.
    let sequences: Vec<OpId> = dev.ops_of(t.ir, OpKind::RuntimeSequence).collect();
    for s in sequences {
        t.ir.rename_symbols(s, &shim_streams);
    }
    // The companions the pools and endpoints now say all of.
    let mut done: Vec<OpId> = dev.ops_of(t.ir, OpKind::ObjectfifoLink).collect();
    done.extend(dev.ops_of(t.ir, OpKind::ObjectfifoAllocate));
    done.extend(dev.ops_of(t.ir, OpKind::ObjectfifoRegisterExternalBuffers));
    done.extend(dev.ops_of(t.ir, OpKind::Objectfifo));
    t.ir.erase_all(&done);
    Ok(())
}

/// The DMA channels the fifos' ends pin, reserved before anything else is
/// split, in the fifos' order: each must be one its tile has and no other
/// end's pin.
fn reserve_pins(t: &Transform, fifos: &[Objectfifo]) -> Res<()> {
    let mut held = HashSet::new();
    for &f in fifos {
        let ends = std::iter::once(fifo::producer(t.ir, f))
            .chain(fifo::consumers(t.ir, f).iter().copied());
        for (k, (tile, port)) in ends.zip(t.end_ports(f).all()).enumerate() {
            let Some(EndPort::Dma(Some(ch))) = port else {
                continue;
            };
            let dir = if k == 0 { Dir::MM2S } else { Dir::S2MM };
            let (c, r) = t.coords(tile);
            let n = i64::from(t.dev.model.dma_channels_at(c, r, dir));
            if !(0..n).contains(&ch) || !held.insert((c, r, dir, ch)) {
                return Err(t
                    .op_error(f.op(), format!("pinned {dir:?} DMA channel {ch} is out of range or already in use on this tile"))
                    .with_help(format!("the tile has {n} {dir:?} channels; pin one no other end pins, or leave the end to allocation (`#aie.end_port<DMA>`)"))
                    .into());
            }
        }
    }
    Ok(())
}

/// Notes in `pins` the DMA channel each end of `f` pins, by the name of
/// the endpoint its side is.
fn note_pins(t: &Transform, f: Objectfifo, sides: &[Side], pins: &mut HashMap<String, i64>) {
    for (side, port) in sides.iter().zip(t.end_ports(f).all()) {
        if let (Some(EndPort::Dma(Some(ch))), Some(name)) = (port, &side.stream) {
            pins.insert(name.clone(), ch);
        }
    }
}

/// Gives the DMA and route endpoints named in `pins` their channels.
fn pin_channels(ir: &mut Ir, dev: &Dev, pins: &HashMap<String, i64>) {
    if pins.is_empty() {
        return;
    }
    let kinds = [OpKind::ObjectfifoDmaEndpoint, OpKind::RouteEndpoint];
    for op in dev.walk_for(ir, &kinds) {
        let Some(&ch) = netlist::sym_name(ir, op).and_then(|n| pins.get(n)) else {
            continue;
        };
        if let Some(e) = ir.view::<ObjectfifoDmaEndpoint>(op) {
            e.set_channel_index(ir, ch);
        } else if let Some(e) = ir.view::<RouteEndpoint>(op) {
            e.set_channel_index(ir, ch);
        }
    }
}

/// How the split writes what the options ask.
struct How {
    /// `iterCount` only on MemTile ends ([`MEMTILE_ITER_COUNTS`]).
    memtile_iter_counts: bool,
}

impl How {
    /// Whether the DMA endpoint of a fifo with `iter_count` on `tile` is
    /// bounded.
    fn bounds(&self, t: &Transform, tile: ValueId) -> bool {
        !self.memtile_iter_counts || t.is_mem_tile(tile)
    }
}

/// The end of a linked fifo on the link's tile.
#[derive(Clone)]
enum LinkedEnd {
    /// It fills or drains the link's pool: the pool and the segments of it
    /// the end moves (`None`: all).
    Pool(String, Option<Vec<String>>),
    /// The input of a dispatch: its consumer's pool is the link's, which a
    /// dispatching endpoint (`<in>_dispatch_dma`) drains for the outputs'
    /// consumers, in the link's output order.
    Dispatching(String, Vec<String>),
    /// An output of a dispatch: the dispatching endpoint is its source.
    Dispatched(String),
    /// An input of a merge: its objects go to the merging endpoint
    /// (`<out>_merge_dma`, filling `<out>_pool`), which the first input
    /// makes.
    Merged {
        first: bool,
        endpoint: String,
        pool: String,
        output: String,
    },
}

/// An `aie.objectfifo.link` in time (`mode = #aie.link_mode<time>`): a
/// dispatch (one input, its objects handed to the outputs in turn) or a
/// merge (one output, taking objects from the inputs in turn).
struct TimeLink {
    op: OpId,
    ins: Vec<Objectfifo>,
    outs: Vec<Objectfifo>,
}

impl TimeLink {
    /// The merging endpoint of a merge.
    fn merge_endpoint(&self, ir: &Ir) -> String {
        format!("{}_merge_dma", self.outs[0].sym_name(ir))
    }
}

/// The device's links in time, their fifos resolved.
fn time_links(t: &Transform, dev: &Dev) -> Vec<TimeLink> {
    let ir = &*t.ir;
    let resolve = |names: Vec<&str>| {
        names
            .iter()
            .filter_map(|&n| t.by_name.get(n).copied())
            .collect()
    };
    dev.views::<ObjectfifoLink>(ir)
        .filter(|&l| pools::time_link(ir, l) == Ok(true))
        .map(|l| TimeLink {
            op: l.op(),
            ins: resolve(l.fifo_ins(ir)),
            outs: resolve(l.fifo_outs(ir)),
        })
        .collect()
}

/// The ends of the fifos of links in time on their link's tile. A dispatch
/// owns its input's pool there; a merge its output's, as a one-to-one link
/// would.
fn time_ends(t: &Transform, times: &[TimeLink]) -> HashMap<(Objectfifo, bool), LinkedEnd> {
    let ir = &*t.ir;
    let mut out = HashMap::new();
    for time in times {
        if time.outs.len() > 1 {
            let endpoint = format!("{}_dispatch_dma", time.ins[0].sym_name(ir));
            let turns = (time.outs.iter())
                .flat_map(|&o| consumer_streams(t, o))
                .collect();
            out.insert(
                (time.ins[0], true),
                LinkedEnd::Dispatching(endpoint.clone(), turns),
            );
            for &o in &time.outs {
                out.insert((o, false), LinkedEnd::Dispatched(endpoint.clone()));
            }
        } else {
            let output = time.outs[0].sym_name(ir).to_string();
            for (k, &i) in time.ins.iter().enumerate() {
                let merged = LinkedEnd::Merged {
                    first: k == 0,
                    endpoint: time.merge_endpoint(ir),
                    pool: format!("{output}_pool"),
                    output: output.clone(),
                };
                out.insert((i, true), merged);
            }
        }
    }
    out
}

/// The fan-in route of a merge, from its inputs' producers' endpoints into
/// its merging endpoint, packet-switched (the header's id left to
/// `--aie-assign-packet-ids`), where the link was.
fn merge_route(t: &mut Transform, time: &TimeLink) {
    if time.outs.len() > 1 {
        return;
    }
    let sources: Vec<String> = time.ins.iter().map(|&i| producer_stream(t, i)).collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let merge = time.merge_endpoint(t.ir);
    let span = t.ir[time.op].span;
    Route::build(t.ir, span)
        .sources(&sources)
        .destinations(&[merge.as_str()])
        .packet((0, NO_PKT_ID))
        .insert(At::Before(time.op));
}

/// The endpoint a fifo's data leaves its producer through: `<fifo>_prod_dma`
/// (a DMA endpoint, or a shim's route endpoint).
fn producer_stream(t: &Transform, f: Objectfifo) -> String {
    format!("{}_prod_dma", f.sym_name(t.ir))
}

/// The endpoints a fifo's data reaches its consumers through, in order:
/// `<c>_dma` for consumer end `<c>` (`<fifo>_cons`, `<fifo>_<i>_cons` in a
/// broadcast).
fn consumer_streams(t: &Transform, f: Objectfifo) -> Vec<String> {
    let name = f.sym_name(t.ir);
    let n = fifo::consumers(t.ir, f).len();
    (0..n)
        .map(|i| format!("{}_dma", fifo::consumer_half(name, i, n)))
        .collect()
}

/// The endpoint a runtime sequence naming fifo `f` names once it is split:
/// its one shim end's, if it has one.
fn shim_stream(t: &Transform, f: Objectfifo, sides: &[Side]) -> Option<String> {
    if shim_ends(t, f) != 1 {
        return None;
    }
    let side = sides.iter().find(|s| t.is_shim(s.tile))?;
    side.stream.clone()
}

/// How many of a fifo's ends are shim tiles.
fn shim_ends(t: &Transform, f: Objectfifo) -> usize {
    std::iter::once(fifo::producer(t.ir, f))
        .chain(fifo::consumers(t.ir, f).iter().copied())
        .filter(|&e| t.is_shim(e))
        .count()
}

/// A `shared_mem` transport needs what sharing one pool gives: one
/// consumer, every object moved once and as it is, outside any link (the
/// error when its ends share no memory comes from the split itself).
fn shared_mem_possible(t: &Transform, f: Objectfifo) -> Res<()> {
    let ir = &*t.ir;
    let reshaped_in = f
        .dimensions_from_stream_per_consumer(ir)
        .is_some_and(|per| per.iter().any(|d| !d.is_empty()));
    let why = if fifo::consumers(ir, f).len() > 1 {
        "it has more than one consumer"
    } else if f.repeat_count(ir).is_some() {
        "it repeats objects (`repeat_count`)"
    } else if f.dimensions_to_stream(ir).is_some_and(|d| !d.is_empty()) {
        "its producer reshapes the data (`dimensionsToStream`)"
    } else if reshaped_in {
        "a consumer reshapes the data (`dimensionsFromStream`)"
    } else if f.consumer_elem_type(ir).is_some() {
        "its consumer takes a different element type"
    } else if t.link_of(f).is_some() {
        "it is linked through a tile's DMAs"
    } else {
        return Ok(());
    };
    Err(not_shared(ir, f, why))
}

/// Whether `f` joins two different compute tiles: on the shared path, its
/// consumer may see the producer's lock release before its stores land
/// (locks are counters with no store-completion signal), which only a DMA's
/// completion would fence.
fn cross_core(t: &Transform, f: Objectfifo) -> bool {
    let (p, c) = (fifo::producer(t.ir, f), fifo::consumers(t.ir, f)[0]);
    let core = |tile| !t.is_shim(tile) && !t.is_mem_tile(tile);
    p != c && core(p) && core(c)
}

/// The warning of `warn-unfenced-shared-mem` for a cross-tile fifo left on
/// the shared path.
fn unfenced(ir: &Ir, f: Objectfifo) -> Diagnostic {
    Diagnostic::error(
        ir[f.op()].span,
        format!(
            "objectfifo '{}' uses a cross-tile core-to-core lock-only shared-memory path",
            f.sym_name(ir)
        ),
    )
    .with_severity(Severity::Warning)
    .with_help("a lock release does not wait for the producer's stores; dma-fence-shared-mem=true carries such fifos on DMA, whose completion fences them")
}

/// The error of a `shared_mem` transport the fifo cannot have.
fn not_shared(ir: &Ir, f: Objectfifo, why: &str) -> Box<Diagnostic> {
    error(
        ir,
        f.op(),
        format!("asks for a shared_mem transport, but {why}"),
        "drop the transport for the split to choose, or ask for `#aie.transport<dma>`",
    )
}

/// One pool per `aie.objectfifo.link` on the tile where its fifos meet,
/// holding the objects the stateful transform gives the link (a join's
/// output, a distribute's input, the larger fifo of a one-to-one link, or
/// the one with initial values): a segment per part of a join or
/// distribute (`s<k>`, at the link's offsets), one otherwise. Returns, per
/// linked fifo and side (`true`: the link's input), its end there.
fn link_pools(
    t: &mut Transform,
    dev: &Dev,
    times: &[TimeLink],
) -> Res<HashMap<(Objectfifo, bool), LinkedEnd>> {
    let mut out = HashMap::new();
    let Some(first) = dev.ops_of(t.ir, OpKind::ObjectfifoLink).next() else {
        return Ok(out);
    };
    for (l, link) in t.links.clone().into_iter().enumerate() {
        if times.iter().any(|time| link.contains(time.ins[0])) {
            continue;
        }
        let owner = t.link_objects_owner(l);
        // An input's objects are its consumer half's, unless its ends share
        // memory (through a delegate) and it is not split.
        let half = link.ins.contains(&owner) && t.requires_dma(owner)?.0;
        let ir = &mut *t.ir;
        let Some(tile) = link.shared_tile(ir) else {
            return Err(error(
                ir,
                first,
                "links fifos that do not meet on one tile",
                "a link's inputs end, and its outputs start, on one tile",
            ));
        };
        // A split input's objects are those of its consumer on the link's
        // tile (one of several, if it broadcasts).
        let (name, depth) = match half {
            true => {
                let consumers = fifo::consumers(ir, owner);
                let k = consumers.iter().position(|&c| c == tile).unwrap_or(0);
                let half = fifo::consumer_half(owner.sym_name(ir), k, consumers.len());
                (format!("{half}_pool"), t.consumer_depth(owner, k))
            }
            false => (
                format!("{}_pool", owner.sym_name(ir)),
                fifo::size(ir, owner),
            ),
        };
        // The owner's delegate, if it has one, holds the objects.
        let tile = t.delegate_tile(owner)?.unwrap_or(tile);
        let ir = &mut *t.ir;
        let span = ir[owner.op()].span;
        let elem = fifo::elem_type(ir, owner);
        // The pool opens what the split writes for the fifo it is named for.
        let mut at = At::Before(owner.op());
        let p = pool(ir, &mut at, span, &name, tile, depth, elem, owner);
        // An input's consumer half starts empty: its initial values are its
        // producer's, sent over.
        if let Some(v) = owner.init_values(ir).cloned().filter(|_| !half) {
            p.set_init_values(ir, v);
        }
        if let Some(r) = link.repeat_count(ir) {
            p.set_repeat_count(ir, r);
        }
        let parts = link.part_lengths(ir);
        let segments: Vec<String> = (0..parts.len().max(1)).map(segment_name).collect();
        if !parts.is_empty() {
            let body = ir.entry_block(p.op(), 0).expect("a pool has a body");
            let whole: Vec<OpId> = ir
                .ops_in(body)
                .filter(|&o| ir.is(o, OpKind::ObjectfifoSegment))
                .collect();
            let end = ir.last_op(body).expect("a pool ends in aie.end");
            for (k, (&offset, &len)) in link.part_offsets().iter().zip(&parts).enumerate() {
                ObjectfifoSegment::build(ir, span)
                    .sym_name(&segments[k])
                    .offset(offset)
                    .size(len)
                    .insert(At::Before(end));
            }
            ir.erase_all(&whole);
        }
        // An end moving every part of a pool of several names them all.
        let all = (segments.len() > 1).then(|| segments.clone());
        let part = |k: usize| Some(vec![segments[k].clone()]);
        for (k, &i) in link.ins.iter().enumerate() {
            let selected = if link.is_join() { part(k) } else { all.clone() };
            out.insert((i, true), LinkedEnd::Pool(name.clone(), selected));
        }
        for (k, &o) in link.outs.iter().enumerate() {
            let selected = if link.is_distribute() {
                part(k)
            } else {
                all.clone()
            };
            out.insert((o, false), LinkedEnd::Pool(name.clone(), selected));
        }
    }
    Ok(out)
}

/// A fifo whose ends share memory: one pool (on the tile an
/// `aie.objectfifo.allocate` delegates to, if any), two core endpoints. A
/// linked fifo whose ends share memory (through its delegate: a one-to-one
/// link, whose pool has one segment) has its link's pool instead, and a core
/// endpoint only at its end off the link's tile.
fn shared(
    t: &mut Transform,
    f: Objectfifo,
    share: Share,
    linked: &HashMap<(Objectfifo, bool), LinkedEnd>,
) -> Res<Vec<Side>> {
    let name = f.sym_name(t.ir).to_string();
    let span = t.ir[f.op()].span;
    let (p, c) = (fifo::producer(t.ir, f), fifo::consumers(t.ir, f)[0]);
    let mut at = At::After(f.op());
    let (pool_name, wanted) = match (linked.get(&(f, true)), linked.get(&(f, false))) {
        (Some(LinkedEnd::Pool(pool, _)), _) => (pool.clone(), [true, false]),
        (_, Some(LinkedEnd::Pool(pool, _))) => (pool.clone(), [false, true]),
        _ => {
            let home = if share == Share::Second { c } else { p };
            let home = t.delegate_tile(f)?.unwrap_or(home);
            let ir = &mut *t.ir;
            let pool_name = format!("{name}_pool");
            let elem = fifo::elem_type(ir, f);
            let made = pool(
                ir,
                &mut at,
                span,
                &pool_name,
                home,
                fifo::size(ir, f),
                elem,
                f,
            );
            copy_pool_attrs(ir, f, made);
            (pool_name, [true, true])
        }
    };
    let mut side = |ir: &mut Ir, tile, fills: bool, suffix: &str, wanted: bool| Side {
        tile,
        stream: None,
        core: wanted.then(|| {
            let end = format!("{name}{suffix}");
            core_endpoint(ir, &mut at, span, &end, tile, fills, &pool_name)
        }),
    };
    Ok(vec![
        side(t.ir, p, true, "_prod", wanted[0]),
        side(t.ir, c, false, "_cons", wanted[1]),
    ])
}

/// A fifo through DMAs: a pool and endpoints per end, and the route
/// (packet-switched under `header`, if given).
fn split_dma(
    t: &mut Transform,
    f: Objectfifo,
    header: Option<(u64, u64)>,
    linked: &HashMap<(Objectfifo, bool), LinkedEnd>,
    how: &How,
) -> Res<Vec<Side>> {
    let name = f.sym_name(t.ir).to_string();
    let span = t.ir[f.op()].span;
    let mut at = At::After(f.op());
    let producer = fifo::producer(t.ir, f);
    let consumers = fifo::consumers(t.ir, f).to_vec();
    let mut sides = Vec::new();
    // The producer's end.
    let depth = t.producer_depth(f);
    let prod = format!("{name}_prod");
    let mut stream = producer_stream(t, f);
    let outside = format!("{name}_pool");
    let core = if outer_end(t, &mut at, span, f, producer, false, &stream, &outside) {
        None
    } else if let Some(LinkedEnd::Dispatched(dispatch)) = linked.get(&(f, false)) {
        // An output of a dispatch leaves through the dispatching endpoint.
        stream.clone_from(dispatch);
        None
    } else {
        // The producer's end of a link's output drains the link's pool.
        let (pool_name, segments, core) = match linked.get(&(f, false)) {
            Some(LinkedEnd::Pool(pool, segments)) => (pool.clone(), segments.clone(), None),
            _ => {
                let ir = &mut *t.ir;
                let elem = fifo::elem_type(ir, f);
                let p = pool(
                    ir,
                    &mut at,
                    span,
                    &format!("{name}_pool"),
                    producer,
                    depth,
                    elem,
                    f,
                );
                copy_pool_attrs(ir, f, p);
                let pool = format!("{name}_pool");
                let core = has_core(t, producer)
                    .then(|| core_endpoint(t.ir, &mut at, span, &prod, producer, true, &pool));
                (pool, None, core)
            }
        };
        let bounded = how.bounds(t, producer);
        let ir = &mut *t.ir;
        let e = dma_endpoint(
            ir, &mut at, span, &stream, producer, false, &pool_name, &name,
        );
        let parts = segments.as_ref().map_or(1, Vec::len);
        select(ir, e, segments);
        if let Some(d) = f
            .dimensions_to_stream(ir)
            .filter(|d| !d.is_empty())
            .map(<[_]>::to_vec)
        {
            e.set_dimensions(ir, vec![d; parts]);
        }
        if let Some(p) = f.pad_dimensions(ir).map(<[_]>::to_vec) {
            e.set_pad_dimensions(ir, Attr::PadLayoutsPerSegment(vec![p; parts]));
        }
        if f.pad_value(ir) != 0 {
            e.set_pad_value(ir, f.pad_value(ir));
        }
        if let Some(n) = f.iter_count(ir).filter(|_| bounded) {
            e.set_iter_count(ir, n);
        }
        core
    };
    sides.push(Side {
        tile: producer,
        stream: Some(stream),
        core,
    });
    // Each consumer's end.
    let repeat = f.repeat_count(t.ir).unwrap_or(1);
    let per_consumer = f
        .dimensions_from_stream_per_consumer(t.ir)
        .map(<[_]>::to_vec)
        .unwrap_or_default();
    let elem = match f.consumer_elem_type(t.ir) {
        Some(Type::ObjectFifo(ty)) => (**ty).clone(),
        Some(ty) => ty.clone(),
        None => fifo::elem_type(t.ir, f),
    };
    let streams = consumer_streams(t, f);
    let link_tile = t.link_of(f).and_then(|l| t.links[l].shared_tile(t.ir));
    let mut merged = false;
    for (i, (&c, stream)) in consumers.iter().zip(streams).enumerate() {
        let cons = fifo::consumer_half(&name, i, consumers.len());
        let depth = t.consumer_depth(f, i);
        let outside = format!("{cons}_pool");
        // A broadcast's consumers off the link's tile have ends of their own.
        let link_end = linked.get(&(f, true)).filter(|_| link_tile == Some(c));
        let core = if outer_end(t, &mut at, span, f, c, true, &stream, &outside) {
            None
        } else if let Some(LinkedEnd::Merged {
            first,
            endpoint,
            pool,
            output,
        }) = link_end
        {
            // An input of a merge arrives through the merging endpoint,
            // which the first input makes; its route is the merge's.
            merged = true;
            if *first {
                dma_endpoint(t.ir, &mut at, span, endpoint, c, true, pool, output);
            }
            None
        } else {
            // The consumer's end of a link's input fills the link's pool.
            let (pool_name, segments, core) = match link_end {
                Some(LinkedEnd::Pool(pool, segments)) => (pool.clone(), segments.clone(), None),
                _ => {
                    let pool_name = format!("{cons}_pool");
                    pool(t.ir, &mut at, span, &pool_name, c, depth, elem.clone(), f);
                    let core = has_core(t, c)
                        .then(|| core_endpoint(t.ir, &mut at, span, &cons, c, false, &pool_name));
                    (pool_name, None, core)
                }
            };
            let bounded = how.bounds(t, c);
            let ir = &mut *t.ir;
            let e = dma_endpoint(ir, &mut at, span, &stream, c, true, &pool_name, &name);
            let parts = segments.as_ref().map_or(1, Vec::len);
            select(ir, e, segments);
            if let Some(d) = per_consumer.get(i).filter(|d| !d.is_empty()) {
                e.set_dimensions(ir, vec![d.clone(); parts]);
            }
            if let Some(n) = f.iter_count(ir).filter(|_| bounded) {
                e.set_iter_count(ir, n * repeat);
            }
            if let Some(LinkedEnd::Dispatching(dispatch, turns)) = link_end {
                let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
                let e = ObjectfifoDmaEndpoint::build(ir, span)
                    .sym_name(dispatch)
                    .operand(c)
                    .pool(&pool_name)
                    .drains(true)
                    .dispatch(&turns)
                    .fifo_name(&name)
                    .insert(at);
                at = At::After(e.op());
            }
            core
        };
        sides.push(Side {
            tile: c,
            stream: Some(stream),
            core,
        });
    }
    if merged {
        return Ok(sides);
    }
    let dests: Vec<&str> = sides[1..]
        .iter()
        .filter_map(|s| s.stream.as_deref())
        .collect();
    let mut route = Route::build(t.ir, span)
        .source(sides[0].stream.as_deref().unwrap_or_default())
        .destinations(&dests);
    // A dispatch's turns are told apart by their headers.
    let dispatched = matches!(linked.get(&(f, false)), Some(LinkedEnd::Dispatched(_)));
    if let Some(h) = header.or(dispatched.then_some((0, NO_PKT_ID))) {
        route = route.packet(h);
    }
    route.insert(at);
    Ok(sides)
}

/// An end of `f` on `tile` whose objects no tile of the array holds: a core
/// stream port (`aie_stream`), route endpoint `stream` on bundle Core naming
/// the port; a shim end, route endpoint `stream` (DMA, or PLIO), or, over
/// the external buffers registered for it, pool `pool_name` of them and DMA
/// endpoint `stream` filling (`fills`) or draining it. Returns whether the
/// end is one of these.
#[allow(clippy::too_many_arguments)]
fn outer_end(
    t: &mut Transform,
    at: &mut At,
    span: Span,
    f: Objectfifo,
    tile: ValueId,
    fills: bool,
    stream: &str,
    pool_name: &str,
) -> bool {
    let name = f.sym_name(t.ir).to_string();
    let dir = if fills { Dir::S2MM } else { Dir::MM2S };
    if let Some(port) = t.core_stream_port(f, dir).flatten() {
        route_endpoint(
            t.ir,
            at,
            span,
            stream,
            tile,
            WireBundle::Core,
            Some(port),
            &name,
        );
        return true;
    }
    if !t.is_shim(tile) {
        return false;
    }
    let registered = t.registered_buffers(f, tile);
    let plio = f.plio(t.ir);
    if registered.is_empty() || plio {
        let bundle = if plio {
            WireBundle::PLIO
        } else {
            WireBundle::DMA
        };
        route_endpoint(t.ir, at, span, stream, tile, bundle, None, &name);
        return true;
    }
    // The host's buffers are the objects: as many as are registered, of
    // their own type (what the shim's BDs move).
    let ir = &mut *t.ir;
    let elem = ir.type_of(registered[0]).clone();
    let p = pool(
        ir,
        at,
        span,
        pool_name,
        tile,
        registered.len() as i64,
        elem,
        f,
    );
    // The pool names its objects: an unnamed buffer gets `<base>_ext_<i>`.
    let mut names = Vec::new();
    for (i, &b) in registered.iter().enumerate() {
        let Some(op) = ir.defining_op(b) else {
            continue;
        };
        let name = match netlist::sym_name(ir, op) {
            Some(n) => n.to_string(),
            None => {
                let n = fresh_name(ir, &t.dev, format!("{}_ext_{i}", base_name(pool_name)));
                netlist::set_sym_name(ir, op, &n);
                n
            }
        };
        names.push(name);
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    p.set_buffers(ir, &names);
    dma_endpoint(ir, at, span, stream, tile, fills, pool_name, &name);
    true
}

/// `wanted`, or `wanted_<k>` for the first k no symbol of `dev` has.
fn fresh_name(ir: &Ir, dev: &Dev, wanted: String) -> String {
    let mut name = wanted.clone();
    let mut k = 0;
    while dev.symbol(ir, &name).is_some() {
        name = format!("{wanted}_{k}");
        k += 1;
    }
    name
}

/// The name of a pool's `k`th segment.
fn segment_name(k: usize) -> String {
    format!("s{k}")
}

/// Sets the segments DMA endpoint `e` selects, if it selects some.
fn select(ir: &mut Ir, e: ObjectfifoDmaEndpoint, segments: Option<Vec<String>>) {
    if let Some(s) = segments {
        let names: Vec<&str> = s.iter().map(String::as_str).collect();
        e.set_segments(ir, &names);
    }
}

/// Whether a core runs on `tile` (only then does it get a core endpoint).
fn has_core(t: &Transform, tile: ValueId) -> bool {
    !t.cores_on(tile).is_empty()
}

/// The fifo's initial values and repeat count, on the pool its data
/// leaves from.
fn copy_pool_attrs(ir: &mut Ir, f: Objectfifo, pool: ObjectfifoPool) {
    if let Some(v) = f.init_values(ir).cloned() {
        pool.set_init_values(ir, v);
    }
    if let Some(r) = f.repeat_count(ir) {
        pool.set_repeat_count(ir, r);
    }
}

/// A new pool of fifo `f`'s objects, of one segment spanning its object,
/// at `at` (unsynchronised when `f` is, in `f`'s `alloc_group`).
#[allow(clippy::too_many_arguments)]
fn pool(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    depth: i64,
    elem: Type,
    f: Objectfifo,
) -> ObjectfifoPool {
    let fifo = f.sym_name(ir).to_string();
    let len = elem
        .num_elements()
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0);
    let pool = ObjectfifoPool::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .depth(depth.max(1))
        .elem_type(elem)
        .fifo_name(&fifo)
        .region()
        .insert(*at);
    *at = At::After(pool.op());
    if f.disable_synchronization(ir) {
        pool.set_disable_synchronization(ir, true);
    }
    // Every pool of the fifo holds objects live together, so each carries
    // the fifo's overlay group to the buffers allocation gives it.
    if let Some(group) = f.alloc_group(ir).map(String::from) {
        pool.set_alloc_group(ir, &group);
    }
    let body = ir.entry_block(pool.op(), 0).expect("a pool has a body");
    let end = End::build(ir, span).insert(At::End(body));
    ObjectfifoSegment::build(ir, span)
        .sym_name(&segment_name(0))
        .offset(0)
        .size(len)
        .insert(At::Before(end.op()));
    pool
}

/// A new core endpoint `name` on `tile` filling (or draining) `pool`;
/// returns its name.
#[allow(clippy::too_many_arguments)]
fn core_endpoint(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    fills: bool,
    pool: &str,
) -> String {
    let mut b = ObjectfifoCoreEndpoint::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .pool(pool);
    b = if fills { b.fills(true) } else { b.drains(true) };
    let e = b.insert(*at);
    *at = At::After(e.op());
    name.to_string()
}

/// A new DMA endpoint `name` on `tile` filling or draining `pool`.
#[allow(clippy::too_many_arguments)]
fn dma_endpoint(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    fills: bool,
    pool: &str,
    fifo: &str,
) -> ObjectfifoDmaEndpoint {
    let mut b = ObjectfifoDmaEndpoint::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .pool(pool)
        .fifo_name(fifo);
    b = if fills { b.fills(true) } else { b.drains(true) };
    let e = b.insert(*at);
    *at = At::After(e.op());
    e
}

/// A new route endpoint `name` on `tile`: `bundle`, and `channel` if given.
#[allow(clippy::too_many_arguments)]
fn route_endpoint(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    bundle: WireBundle,
    channel: Option<i64>,
    fifo: &str,
) {
    let mut b = RouteEndpoint::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .bundle(bundle)
        .fifo_name(fifo);
    if let Some(ch) = channel {
        b = b.channel_index(ch);
    }
    let e = b.insert(*at);
    *at = At::After(e.op());
}

/// Each linked fifo, by name, with its link's shared tile.
fn link_tiles(t: &Transform) -> HashSet<(String, ValueId)> {
    let ir = &*t.ir;
    let mut out = HashSet::new();
    for link in &t.links {
        let Some(tile) = link.shared_tile(ir) else {
            continue;
        };
        for &f in link.ins.iter().chain(&link.outs) {
            out.insert((f.sym_name(ir).to_string(), tile));
        }
    }
    out
}

/// The fifo ends that are core stream ports (`aie_stream`), by fifo name
/// and port.
fn stream_ends(t: &Transform, dev: &Dev) -> HashSet<(String, ObjectFifoPort)> {
    let mut out = HashSet::new();
    for f in dev.views::<Objectfifo>(t.ir) {
        for (port, dir) in [
            (ObjectFifoPort::Produce, Dir::MM2S),
            (ObjectFifoPort::Consume, Dir::S2MM),
        ] {
            if t.core_stream_port(f, dir).flatten().is_some() {
                out.insert((f.sym_name(t.ir).to_string(), port));
            }
        }
    }
    out
}

/// Points each core's acquires and releases of a fifo at the core endpoint
/// of its tile's side, dropping the port; an access to a core stream port
/// (in `streams`) is an error, as there are no objects to access, and so is
/// one by the core on a link's shared tile (`link_tiles`) to a linked fifo.
fn retarget_accesses(
    ir: &mut Ir,
    dev: &Dev,
    ends: &HashMap<(String, ObjectFifoPort, ValueId), String>,
    streams: &HashSet<(String, ObjectFifoPort)>,
    link_tiles: &HashSet<(String, ValueId)>,
) -> Res<()> {
    let cores: Vec<OpId> = dev.ops_of(ir, OpKind::Core).collect();
    for core in cores {
        let tile = ir[core].operands[0];
        for op in ir.walk(core) {
            let (name, port) = if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
                (a.obj_fifo_name(ir).to_string(), a.port(ir))
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
                (r.obj_fifo_name(ir).to_string(), r.port(ir))
            } else {
                continue;
            };
            let Some(port) = port else { continue };
            if streams.contains(&(name.clone(), port)) {
                let what = match ir.is(op, OpKind::ObjectfifoAcquire) {
                    true => "acquire from",
                    false => "release from",
                };
                return Err(stream_access(ir, op, what));
            }
            if link_tiles.contains(&(name.clone(), tile)) {
                return Err(error(
                    ir,
                    op,
                    format!("core on the shared tile cannot access '{name}': a link moves objects by DMA"),
                    "the link's DMAs fill and drain its objects on this tile; give the core a fifo of its own",
                ));
            }
            let Some(end) = ends.get(&(name.clone(), port, tile)) else {
                return Err(error(
                    ir,
                    op,
                    format!(
                        "accesses @{name} from a tile that is not its {} end",
                        if port == ObjectFifoPort::Produce {
                            "producer"
                        } else {
                            "consumer"
                        }
                    ),
                    "acquire and release a fifo on the tile of the end named by the port",
                ));
            };
            if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
                a.set_obj_fifo_name(ir, end);
            } else if let Some(r) = ir.view::<ObjectfifoRelease>(op) {
                r.set_obj_fifo_name(ir, end);
            }
            ir.remove_attr(op, ObjectfifoAcquire::PORT);
        }
    }
    Ok(())
}
