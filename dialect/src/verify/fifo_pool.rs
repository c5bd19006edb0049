//! The ops of mlir-aie's split objectfifo lowering (docs/objectfifo.md,
//! "Pools, endpoints and routes"): `aie.objectfifo.pool` and its segments,
//! `aie.objectfifo.core_endpoint` / `dma_endpoint`, `aie.route_endpoint` and
//! `aie.route`, and `aie.objectfifo.acquire` / `release` through a core
//! endpoint. mlir-aie's op verifier rules; the completeness rules (one
//! filler and one drainer per segment, every endpoint routed once) are
//! `--aie-objectfifo-verify`'s.

use super::{Check, Cx};
use crate::ir::{OpId, OpKind, Type, View};
use crate::ops::pools::{self, Endpoint, Role};
use crate::ops::views::{
    ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoPool, ObjectfifoSegment, Route,
    RouteEndpoint,
};
use aie_target::device::{TileKind, WireBundle};

/// `aie.objectfifo.pool`: its element type a memref; segments listed in
/// increasing offset order that tile the object exactly; `buffers` and
/// `locks`, when given, one per object (`depth`), each naming a buffer or
/// lock; binary locks (`locks`) on an AIE1 device, counting locks (on the
/// segments) otherwise; more than one segment only with counting locks.
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
    tile_object(cx, op, &segments)?;
    let depth = op.depth(ir);
    if let Some(buffers) = op.buffers(ir) {
        every_resolves(
            cx,
            op,
            "buffers",
            &buffers,
            depth,
            &[OpKind::Buffer, OpKind::ExternalBuffer],
        )?;
    }
    if let Some(locks) = op.locks(ir) {
        every_resolves(cx, op, "locks", &locks, depth, &[OpKind::Lock])?;
    }
    let semaphores = cx.device_of(op).is_none_or(|d| d.arch.is_aie2());
    let on_segments = segments
        .iter()
        .any(|s| s.produce_lock(ir).is_some() || s.consume_lock(ir).is_some());
    if semaphores && op.locks(ir).is_some() {
        return Err(cx
            .err(
                op,
                "names binary locks in 'locks', but the device has counting locks",
            )
            .help("give each segment its `produceLock` and `consumeLock` instead"));
    }
    if !semaphores && on_segments {
        return Err(cx
            .err(
                op,
                "has counting locks on its segments, but the device has binary locks",
            )
            .help("name one lock per object in `locks = [...]`"));
    }
    if !semaphores && segments.len() > 1 {
        return Err(cx
            .err(
                op,
                "has more than one segment, which needs counting (semaphore) locks",
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
    let mut expected = 0;
    for s in segments {
        let offset = s.offset(ir);
        if offset != expected {
            let why = if offset < expected {
                "overlaps the one before"
            } else {
                "leaves a gap"
            };
            return Err(cx
                .err(pool, format!("segments must be contiguous, but segment at offset {offset} follows {expected}"))
                .help(format!("segment @{} {why}: list segments in increasing offset order, each starting where the last ends", s.sym_name(ir))));
        }
        expected += s.size(ir);
    }
    if expected != total {
        return Err(cx
            .err(
                pool,
                format!("segments cover {expected} of {total} elements"),
            )
            .help("the segments together cover one object exactly"));
    }
    Ok(())
}

/// `names` (attribute `attr` of `pool`) has `depth` entries, each naming an
/// op of `kinds`.
fn every_resolves(
    cx: &Cx,
    pool: ObjectfifoPool,
    attr: &str,
    names: &[&str],
    depth: i64,
    kinds: &[OpKind],
) -> Check {
    let missing = names
        .iter()
        .find(|n| !kinds.iter().any(|&k| cx.lookup(pool, n, k).is_some()));
    if names.len() as i64 != depth || missing.is_some() {
        let what = match missing {
            Some(n) => format!("'@{n}' names no {} in scope", kinds[0].name()),
            None => format!("it names {} for a depth of {depth}", names.len()),
        };
        return Err(cx
            .err(
                pool,
                format!("expects every one of its 'depth' {attr} to resolve"),
            )
            .help(format!("{what}: name one per object, in rotation order")));
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
/// `padDimensions` have one entry per selected segment, ranks matching and
/// within the segment; padding only where the endpoint drains; a nonzero
/// `padValue` only with `padDimensions`; `dispatchPackets` one per turn.
pub(crate) fn dma_endpoint(cx: &Cx, op: ObjectfifoDmaEndpoint) -> Check {
    let ir = cx.ir;
    let end = Endpoint::dma(ir, op);
    let Some((role, selected)) = endpoint(cx, op.op(), &end)? else {
        return Ok(());
    };
    if let Some(dims) = op.dimensions(ir) {
        if dims.len() != selected.len() {
            return Err(cx
                .err(
                    op,
                    format!(
                        "has {} 'dimensions' entries for {} selected segments",
                        dims.len(),
                        selected.len()
                    ),
                )
                .help("give one access pattern per selected segment, `[]` for a linear one"));
        }
        for (d, s) in dims.iter().zip(&selected) {
            let reach: u64 = d
                .iter()
                .map(|&(size, stride)| size.saturating_sub(1) * stride)
                .sum();
            if !d.is_empty() && reach >= s.size(ir) as u64 {
                return Err(cx
                    .err(
                        op,
                        format!(
                            "dimensions of segment @{} reach element {reach}, past its {} elements",
                            s.sym_name(ir),
                            s.size(ir)
                        ),
                    )
                    .help("an access pattern stays inside its segment"));
            }
        }
    }
    let padded = op.pad_dimensions(ir).is_some();
    if let Some(pads) = op.pad_dimensions(ir) {
        let entries = match pads {
            crate::ir::Attr::Array(each)
                if each
                    .iter()
                    .all(|a| matches!(a, crate::ir::Attr::PadLayouts(_))) =>
            {
                Some(each.len())
            }
            _ => None,
        };
        if entries != Some(selected.len()) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "'padDimensions' must be one #aie<bd_pad_layout_array[…]> per selected segment ({})",
                        selected.len()
                    ),
                )
                .help("write `padDimensions = [#aie<bd_pad_layout_array[<const_pad_before = 0, const_pad_after = 0>]>, …]`, one per segment"));
        }
    }
    if padded && role == Role::Fills {
        return Err(cx
            .err(
                op,
                "pads where it fills; 'padDimensions' belongs on a draining endpoint",
            )
            .help("padding is added to data going out on the stream"));
    }
    if op.pad_value(ir).is_some_and(|v| v != 0) && !padded {
        return Err(cx
            .err(op, "has a nonzero 'padValue' but no 'padDimensions'")
            .help("give `padDimensions`, or drop `padValue`"));
    }
    if let (Some(turns), Some(crate::ir::Attr::Array(packets))) =
        (op.dispatch(ir), op.dispatch_packets(ir))
    {
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

/// An endpoint `op`: either `fills` or `drains`; its segments name segments
/// of its pool, at least one, in increasing offset order; none named only on
/// a pool of one segment. Its role and selected segments, when its pool
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
    if end.segments.as_ref().is_some_and(|s| s.is_empty()) {
        return Err(cx.err(op, "selects no segment").help(
            "name at least one segment of the pool, or leave `segments` out on a pool of one",
        ));
    }
    let Some(selected) = end.selected(ir, pool) else {
        let names: Vec<String> = all.iter().map(|s| format!("@{}", s.sym_name(ir))).collect();
        return Err(match &end.segments {
            None => cx
                .err(
                    op,
                    format!(
                        "must select segments of pool @{}, which has {}",
                        end.pool,
                        all.len()
                    ),
                )
                .help(format!(
                    "name the ones it handles: `segments = [{}]`",
                    names.join(", ")
                )),
            Some(named) => {
                let bad = named
                    .iter()
                    .find(|n| !all.iter().any(|s| s.sym_name(ir) == **n))
                    .copied()
                    .unwrap_or_default();
                cx.err(
                    op,
                    format!(
                        "names segment @{bad}, which pool @{} does not have",
                        end.pool
                    ),
                )
                .help(format!("its segments are {}", names.join(", ")))
            }
        });
    };
    if selected
        .windows(2)
        .any(|w| w[0].offset(ir) >= w[1].offset(ir))
    {
        return Err(cx
            .err(op, "selects segments out of offset order")
            .help("list the segments in increasing offset order"));
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
        return Err(cx
            .err(
                op,
                format!("with a {} bundle must be on a shim tile", bundle.name()),
            )
            .help(format!(
                "{} is not a shim tile; only shim tiles reach the PL",
                cx.tile_text(op)
            )));
    }
    Ok(())
}

/// `aie.route`: its source written once (`from @a` or `from [@a, ...]`), and
/// at least one destination.
pub(crate) fn route(cx: &Cx, op: Route) -> Check {
    let ir = cx.ir;
    if op.source(ir).is_some() == op.sources(ir).is_some() {
        return Err(cx
            .err(op, "must name its source once")
            .help("write `from @a` for one source or `from [@a, @b]` for a fan-in"));
    }
    if pools::route_sources(ir, op).is_empty() {
        return Err(cx
            .err(op, "has no source")
            .help("name the endpoints it leaves from: `from [@a, @b]`"));
    }
    if op.destinations(ir).is_empty() {
        return Err(cx
            .err(op, "has no destination")
            .help("name the endpoints it feeds: `to [@b]`"));
    }
    Ok(())
}

/// The core endpoint an acquire or release `op` names, if it names one
/// (else it names an `aie.objectfifo`, checked by [`super::objectfifo`]).
pub(crate) fn core_endpoint_of(cx: &Cx, op: OpId, name: &str) -> Option<ObjectfifoCoreEndpoint> {
    cx.lookup(op, name, OpKind::ObjectfifoCoreEndpoint)
        .and_then(|e| cx.view(e))
}

/// An acquire or release `op` through core endpoint `end`: inside a core,
/// without a port (the endpoint's role gives the direction). The endpoint's
/// pool, if it resolves.
pub(crate) fn access(
    cx: &Cx,
    op: OpId,
    end: ObjectfifoCoreEndpoint,
    has_port: bool,
) -> Result<Option<ObjectfifoPool>, Box<super::Fail>> {
    if cx.ancestor(op, &[OpKind::Core]).is_none() {
        return Err(cx
            .err(op, "must be called from inside a CoreOp")
            .help("acquire and release objects in the `aie.core` of the endpoint's tile"));
    }
    let ir = cx.ir;
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
