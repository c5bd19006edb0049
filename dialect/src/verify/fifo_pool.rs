//! The ops of mlir-aie's split objectfifo lowering (docs/objectfifo.md,
//! "Pools, endpoints and routes"): `aie.objectfifo.pool` and its segments,
//! `aie.objectfifo.core_endpoint` / `dma_endpoint`, `aie.route_endpoint` and
//! `aie.route`, and `aie.objectfifo.acquire` / `release` through a core
//! endpoint. mlir-aie's op verifier rules; the completeness rules (one
//! filler and one drainer per segment, every endpoint routed once) are
//! `--aie-objectfifo-verify`'s.

use super::{Check, Cx};
use crate::ir::{Attr, OpId, OpKind, Type, View};
use crate::ops::pools::{self, Endpoint, Role};
use crate::ops::views::{
    ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoPool, ObjectfifoSegment, Route,
    RouteEndpoint,
};
use aie_target::device::{TileKind, WireBundle};
use std::collections::BTreeSet;

/// `aie.objectfifo.pool`: its element type a memref; `buffers` and `locks`,
/// when given, one per object (`depth`), each naming a buffer or lock;
/// binary locks (`locks`) on an AIE1 device, counting locks (on the
/// segments) otherwise; segments listed in increasing offset order that
/// tile the object exactly; more than one segment only with counting locks.
pub(crate) fn pool(cx: &Cx, op: ObjectfifoPool) -> Check {
    let ir = cx.ir;
    if !matches!(op.elem_type(ir), Type::MemRef { .. }) {
        return Err(cx
            .err(
                op,
                format!("element type must be a memref, not '{}'", op.elem_type(ir)),
            )
            .help("write the type of one object: `: memref<16xi32>`"));
    }
    let segments = pools::segments(ir, op);
    let depth = op.depth(ir);
    if let Some(buffers) = op.buffers(ir) {
        every_resolves(
            cx,
            op,
            (
                "buffers",
                "expects every one of its 'depth' buffers to resolve",
            ),
            &buffers,
            depth,
            &[OpKind::Buffer, OpKind::ExternalBuffer],
        )?;
    }
    let semaphores = cx.device_of(op).is_none_or(|d| d.arch.is_aie2());
    if let Some(locks) = op.locks(ir) {
        if semaphores {
            return Err(cx
                .err(
                    op,
                    "'locks' names binary locks, which this device has no use for",
                )
                .help("give each segment its `produceLock` and `consumeLock` instead"));
        }
        every_resolves(
            cx,
            op,
            ("locks", "expects one lock per buffer"),
            &locks,
            depth,
            &[OpKind::Lock],
        )?;
    }
    tile_object(cx, op, &segments)?;
    let on_segments = segments
        .iter()
        .any(|s| s.produce_lock(ir).is_some() || s.consume_lock(ir).is_some());
    if !semaphores && on_segments {
        return Err(cx
            .err(
                op,
                "segment locks are counting locks, which this device has no use for",
            )
            .help("name one binary lock per object in `locks = [...]`"));
    }
    if !semaphores && segments.len() > 1 {
        return Err(cx
            .err(
                op,
                "multi-segment pools are unsupported on binary lock architectures",
            )
            .help("joins and distributes are not supported on AIE1: use one segment"));
    }
    Ok(())
}

/// The segments of `pool` are listed in increasing offset order and cover
/// its object exactly, without gap or overlap.
fn tile_object(cx: &Cx, pool: ObjectfifoPool, segments: &[ObjectfifoSegment]) -> Check {
    let ir = cx.ir;
    if segments.is_empty() {
        return Err(cx
            .err(pool, "expects at least one segment")
            .help("add `aie.objectfifo.segment @s0 {offset = 0 : i32, size = N : i32}` covering the object"));
    }
    let total = pools::object_len(ir, pool);
    let mut covered = 0;
    let mut previous = None;
    for &s in segments {
        let offset = s.offset(ir);
        if previous.is_some_and(|p| offset <= p) {
            return Err(cx
                .err(pool, "segments must be ordered by increasing offset")
                .help(format!("segment @{} starts at {offset}, not after the one before it: list segments in increasing offset order", s.sym_name(ir))));
        }
        if offset != covered {
            return Err(cx
                .err(
                    s,
                    "leaves a gap or overlaps the segment before it; segments must tile the object",
                )
                .help(format!(
                    "start it at {covered}, where the segment before it ends"
                )));
        }
        previous = Some(offset);
        covered = offset + s.size(ir);
    }
    if covered != total {
        return Err(cx
            .err(
                pool,
                format!("segments cover {covered} of {total} elements"),
            )
            .help("the segments together cover one object exactly"));
    }
    Ok(())
}

/// `names` (attribute `attr` of `pool`) has `depth` entries (else the
/// error `count`), each naming an op of `kinds`.
fn every_resolves(
    cx: &Cx,
    pool: ObjectfifoPool,
    (attr, count): (&str, &str),
    names: &[&str],
    depth: i64,
    kinds: &[OpKind],
) -> Check {
    if names.len() as i64 != depth {
        return Err(cx.err(pool, count).help(format!(
            "'{attr}' names {} for a depth of {depth}: name one per object, in rotation order",
            names.len()
        )));
    }
    if let Some(n) = names
        .iter()
        .find(|n| !kinds.iter().any(|&k| cx.lookup(pool, n, k).is_some()))
    {
        return Err(cx
            .err(
                pool,
                format!("expects every one of its 'depth' {attr} to resolve"),
            )
            .help(format!(
                "'@{n}' names no {} in scope: declare it, or name an existing one",
                kinds[0].name()
            )));
    }
    Ok(())
}

/// `aie.objectfifo.core_endpoint`: as [`endpoint`], and the segments it
/// selects are contiguous (a core sees one slice of each object).
pub(crate) fn core_endpoint(cx: &Cx, op: ObjectfifoCoreEndpoint) -> Check {
    let end = Endpoint::core(cx.ir, op);
    let Some((_, selected)) = endpoint(cx, op.op(), &end)? else {
        return Ok(());
    };
    let ir = cx.ir;
    if selected
        .windows(2)
        .any(|w| w[0].offset(ir) + w[0].size(ir) != w[1].offset(ir))
    {
        return Err(cx
            .err(op, "a core endpoint's segments must be contiguous")
            .help(
                "a core endpoint works on one slice of each object: select neighbouring segments",
            ));
    }
    let pool: Option<ObjectfifoPool> = cx
        .lookup(op.op(), end.pool, OpKind::ObjectfifoPool)
        .and_then(|p| cx.view(p));
    if let Some(pool) = pool.filter(|&p| pools::access_type(ir, p, &selected).is_none()) {
        return Err(cx
            .err(
                op,
                format!(
                    "selects part of each `{}` object, which a core can only see whole",
                    pool.elem_type(ir)
                ),
            )
            .help("a core sees part of an object as a one-dimensional run: give the pool a one-dimensional element type, or select every segment"));
    }
    Ok(())
}

/// `aie.objectfifo.dma_endpoint`: as [`endpoint`]; `dimensions` and
/// `padDimensions` have one entry per selected segment, the padding only
/// where the endpoint drains, each padding entry on an access pattern of
/// its rank, each access pattern within its segment; a nonzero `padValue`
/// only with some padding; `dispatchPackets` one per turn.
pub(crate) fn dma_endpoint(cx: &Cx, op: ObjectfifoDmaEndpoint) -> Check {
    let ir = cx.ir;
    super::dma::packet_info(cx, op, "packet", op.packet(ir))?;
    let end = Endpoint::dma(ir, op);
    let Some((role, selected)) = endpoint(cx, op.op(), &end)? else {
        return Ok(());
    };
    let count = selected.len();
    let dims = op.dimensions(ir);
    if let Some(d) = dims.filter(|d| d.len() != count) {
        return Err(cx
            .err(
                op,
                format!(
                    "dimensions has {} entries for {count} selected segments",
                    d.len()
                ),
            )
            .help("give one access pattern per selected segment, `[]` for a linear one"));
    }
    let pads = match op.pad_dimensions(ir) {
        None => None,
        Some(Attr::PadLayoutsPerSegment(p)) => Some(p),
        Some(_) => {
            return Err(cx
                .err(
                    op,
                    "'padDimensions' must be a #aie<bd_pad_layout_array_array[…]>",
                )
                .help("write `padDimensions = #aie<bd_pad_layout_array_array[[<const_pad_before = 0, const_pad_after = 1>], []]>`, one list per selected segment"));
        }
    };
    if let Some(p) = pads.filter(|p| p.len() != count) {
        return Err(cx
            .err(
                op,
                format!(
                    "padDimensions has {} entries for {count} selected segments",
                    p.len()
                ),
            )
            .help("give one padding list per selected segment, `[]` for none"));
    }
    if pads.is_some() && role == Role::Fills {
        return Err(cx
            .err(op, "padDimensions is only valid on a draining endpoint")
            .help("padding is added to data going out on the stream"));
    }
    let padded = pads.is_some_and(|p| p.iter().any(|e| !e.is_empty()));
    if op.pad_value(ir).is_some_and(|v| v != 0) && !padded {
        return Err(cx
            .err(
                op,
                "nonzero padValue requires a non-empty padDimensions entry",
            )
            .help("pad some segment with `padDimensions`, or drop `padValue`"));
    }
    for (k, s) in selected.iter().enumerate() {
        let d = dims.and_then(|d| d.get(k)).filter(|d| !d.is_empty());
        let p = pads.and_then(|p| p.get(k)).filter(|p| !p.is_empty());
        segment_layout(cx, op, k, *s, d, p)?;
    }
    if let (Some(turns), Some(Attr::Array(packets))) = (op.dispatch(ir), op.dispatch_packets(ir)) {
        if turns.len() != packets.len() {
            return Err(cx
                .err(
                    op,
                    format!(
                        "has {} 'dispatchPackets' for {} dispatch turns",
                        packets.len(),
                        turns.len()
                    ),
                )
                .help("one packet header per turn, in turn order"));
        }
    }
    if op.dispatch(ir).is_some() && role == Role::Fills {
        return Err(cx.err(op, "dispatches, but fills its pool").help(
            "a dispatching endpoint drains its pool, sending objects to its destinations in turn",
        ));
    }
    Ok(())
}

/// Entry `k` of a DMA endpoint's layout, for its selected segment `s`:
/// padding `p` only on an access pattern `d` of the same rank, and `d`
/// within the segment.
fn segment_layout(
    cx: &Cx,
    op: ObjectfifoDmaEndpoint,
    k: usize,
    s: ObjectfifoSegment,
    d: Option<&Vec<(u64, u64)>>,
    p: Option<&Vec<(u64, u64)>>,
) -> Check {
    let ir = cx.ir;
    match (d, p) {
        (None, Some(_)) => {
            return Err(cx
                .err(
                    op,
                    format!("padDimensions entry {k} requires dimensions for the same segment"),
                )
                .help(
                    "padding applies to the dimensions of an access pattern: give this segment one",
                ));
        }
        (Some(d), Some(p)) if d.len() != p.len() => {
            return Err(cx
                .err(
                    op,
                    format!("dimensions and padDimensions entry {k} have different ranks"),
                )
                .help(format!(
                    "the access pattern has {} dimensions and the padding {}: pad each dimension",
                    d.len(),
                    p.len()
                )));
        }
        _ => {}
    }
    let reach: u64 = d
        .into_iter()
        .flatten()
        .map(|&(size, stride)| size.saturating_sub(1) * stride)
        .sum();
    if d.is_some() && reach >= s.size(ir) as u64 {
        return Err(cx
            .err(
                op,
                format!(
                    "dimensions entry {k} exceeds selected segment '{}' of size {}",
                    s.sym_name(ir),
                    s.size(ir)
                ),
            )
            .help(format!(
                "the access pattern reaches element {reach}: keep it inside the segment"
            )));
    }
    Ok(())
}

/// An endpoint `op`: either `fills` or `drains`; its segments name segments
/// of its pool, at least one, in increasing offset order, named explicitly
/// on a pool of several. Its role and selected segments, when its pool
/// resolves.
fn endpoint(
    cx: &Cx,
    op: OpId,
    end: &Endpoint,
) -> Result<Option<(Role, Vec<ObjectfifoSegment>)>, Box<super::Fail>> {
    let ir = cx.ir;
    let Some(role) = end.role else {
        return Err(cx
            .err(op, "must either fill or drain its pool")
            .help(format!("write `fills @{0}` or `drains @{0}`", end.pool)));
    };
    let Some(pool) = cx
        .lookup(op, end.pool, OpKind::ObjectfifoPool)
        .and_then(|p| cx.view::<ObjectfifoPool>(p))
    else {
        return Ok(None);
    };
    let all = pools::segments(ir, pool);
    let names: Vec<String> = all.iter().map(|s| format!("@{}", s.sym_name(ir))).collect();
    let Some(named) = &end.segments else {
        if all.len() > 1 {
            return Err(cx
                .err(op, "must list segments explicitly for a multi-segment pool")
                .help(format!(
                    "name the ones it handles: `segments = [{}]`",
                    names.join(", ")
                )));
        }
        return Ok(Some((role, all)));
    };
    if named.is_empty() {
        return Err(cx.err(op, "expects at least one segment").help(
            "name at least one segment of the pool, or leave `segments` out on a pool of one",
        ));
    }
    let mut selected = Vec::with_capacity(named.len());
    for n in named {
        let Some(s) = all.iter().copied().find(|s| s.sym_name(ir) == *n) else {
            return Err(cx
                .err(
                    op,
                    format!("references undefined segment '{n}' in pool '{}'", end.pool),
                )
                .help(format!("its segments are {}", names.join(", "))));
        };
        if selected
            .last()
            .is_some_and(|p: &ObjectfifoSegment| s.offset(ir) <= p.offset(ir))
        {
            return Err(cx
                .err(op, "segments must be named in increasing offset order")
                .help("name each segment once, in the order of their offsets"));
        }
        selected.push(s);
    }
    Ok(Some((role, selected)))
}

/// `aie.route_endpoint`: a DMA, PLIO or Core bundle; a PLIO one on a shim
/// tile (a DMA one off a shim is a channel the design programs itself).
pub(crate) fn route_endpoint(cx: &Cx, op: RouteEndpoint) -> Check {
    let bundle = op.bundle(cx.ir);
    if !matches!(
        bundle,
        WireBundle::DMA | WireBundle::PLIO | WireBundle::Core
    ) {
        return Err(cx
            .err(op, format!("bundle must be DMA, PLIO or Core, not {}", bundle.name()))
            .help("a route endpoint stands for a DMA channel, a PLIO boundary or a core's stream port"));
    }
    let on_shim = cx.kind_of(op).is_none_or(TileKind::is_shim);
    if bundle == WireBundle::PLIO && !on_shim {
        return Err(cx.err(op, "a PLIO end is on a shim").help(format!(
            "{} is not a shim tile; only shim tiles reach the PL",
            cx.tile_text(op)
        )));
    }
    super::dma::packet_info(cx, op, "packet", op.packet(cx.ir))
}

/// `aie.route`: its source written once (`from @a` or `from [@a, ...]`), at
/// least one source and one destination, each end named once; several
/// sources merge their packets, so they need a `packet` header.
pub(crate) fn route(cx: &Cx, op: Route) -> Check {
    let ir = cx.ir;
    if op.source(ir).is_some() == op.sources(ir).is_some() {
        return Err(cx
            .err(op, "must name its source once")
            .help("write `from @a` for one source or `from [@a, @b]` for a fan-in"));
    }
    let sources = pools::route_sources(ir, op);
    let destinations = op.destinations(ir);
    if sources.is_empty() {
        return Err(cx
            .err(op, "expects at least one source")
            .help("name the endpoints it leaves from: `from [@a, @b]`"));
    }
    if destinations.is_empty() {
        return Err(cx
            .err(op, "expects at least one destination")
            .help("name the endpoints it feeds: `to [@b]`"));
    }
    if sources.len() > 1 && op.packet(ir).is_none() {
        return Err(cx
            .err(op, "has several sources, so it needs a `packet` header; a circuit cannot merge streams")
            .help("add `{packet = #aie.packet_info<>}`: the destination takes each packet as it arrives"));
    }
    let mut seen = BTreeSet::new();
    if let Some(twice) = sources.iter().find(|&&n| !seen.insert(n)) {
        return Err(cx
            .err(op, format!("names '@{twice}' as a source twice"))
            .help("name each source once"));
    }
    if let Some(again) = destinations.iter().find(|&&n| !seen.insert(n)) {
        return Err(cx
            .err(
                op,
                format!("names '@{again}' more than once; an end is a source or a destination, and only one of each"),
            )
            .help("an endpoint drives one channel in one direction: give each end of the route its own endpoint"));
    }
    Ok(())
}

/// The core endpoint an acquire or release `op` names, if it names one
/// (else it names an `aie.objectfifo`, checked by [`super::objectfifo`]).
pub(crate) fn core_endpoint_of(cx: &Cx, op: OpId, name: &str) -> Option<ObjectfifoCoreEndpoint> {
    cx.lookup(op, name, OpKind::ObjectfifoCoreEndpoint)
        .and_then(|e| cx.view(e))
}

/// An acquire or release `op` through core endpoint `end`: inside the core
/// of the endpoint's tile (reported on the core, as mlir-aie does), without
/// a port (the endpoint's role gives the direction). The endpoint's pool, if
/// it resolves.
pub(crate) fn access(
    cx: &Cx,
    op: OpId,
    end: ObjectfifoCoreEndpoint,
    has_port: bool,
) -> Result<Option<ObjectfifoPool>, Box<super::Fail>> {
    let Some(core) = cx.ancestor(op, &[OpKind::Core]) else {
        return Err(cx
            .err(op, "must be called from inside a CoreOp")
            .help("acquire and release objects in the `aie.core` of the endpoint's tile"));
    };
    let ir = cx.ir;
    let (here, there) = (cx.tile_value(core), cx.tile_value(end));
    let same = here == there
        || here
            .and_then(|v| cx.coords(v))
            .is_some_and(|c| there.and_then(|v| cx.coords(v)) == Some(c));
    if !same {
        return Err(cx
            .plain(core, "objectFifo endpoint accessed by core running on another tile")
            .help(format!(
                "core endpoint @{} is on {}, this core on {}: acquire and release it in the core of its own tile",
                end.sym_name(ir),
                cx.tile_text(end),
                cx.tile_text(core)
            )));
    }
    if has_port {
        return Err(cx
            .err(
                op,
                format!(
                    "names core endpoint @{}, whose role gives the direction, but also a port",
                    end.sym_name(ir)
                ),
            )
            .help(format!("drop the port: `@{} (N)`", end.sym_name(ir))));
    }
    Ok(cx
        .lookup(op, end.pool(ir), OpKind::ObjectfifoPool)
        .and_then(|p| cx.view(p)))
}
