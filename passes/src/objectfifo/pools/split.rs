//! `--aie-objectfifo-split`: each `aie.objectfifo` becomes pools, endpoints
//! and a route, deciding which tiles hold objects and which ends need DMAs
//! with the one-pass lowering's own rules ([`Transform::requires_dma`],
//! [`Transform::computed_depth`]):
//!
//! * a link is one pool on its tile (see [`link_pools`]), which its
//!   inputs' DMA endpoints fill and its outputs' drain;
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
//!   DMA, or PLIO) named `<fifo>`; `aie.route from @<fifo>_prod_dma to
//!   [@<c>_dma, ...]` connects them, packet-switched with
//!   `packet-sw-objFifos`.
//!
//! A pool's depth is what the one-pass lowering gives the end's buffers. A
//! core's acquires and releases then name the endpoint of its tile, without
//! a port. A fifo's one shim end takes the fifo's name, so that a runtime
//! sequence naming the fifo names it (allocation then points such uses at
//! its shim allocation, `@<fifo>_shim_alloc`, as the one-pass lowering does).

use super::{error, Res};
use crate::netlist::{self, Dev};
use crate::objectfifo::split::Share;
use crate::objectfifo::{fifo, Transform};
use crate::Args;
use dialect::ir::attr::{NO_PKT_ID, NO_PKT_TYPE};
use dialect::ir::cases::{ObjectFifoPort, WireBundle};
use dialect::ir::{At, Attr, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{
    End, Objectfifo, ObjectfifoAcquire, ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint,
    ObjectfifoPool, ObjectfifoRegisterExternalBuffers, ObjectfifoRelease, ObjectfifoSegment, Route,
    RouteEndpoint,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(super) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let packet = args.flag("packet-sw-objFifos");
    for dev in netlist::devices(ir) {
        if let Err(d) = split_device(ir, dev, args, packet) {
            return vec![*d];
        }
    }
    Vec::new()
}

/// One end of a fifo after the split: the name of its endpoint (what the
/// route names) and the core endpoint a core on its tile uses.
struct Side {
    tile: ValueId,
    /// The DMA or route endpoint (`None`: the fifo shares memory).
    stream: Option<String>,
    core: Option<String>,
}

fn split_device(ir: &mut Ir, dev: Dev, args: &Args, packet: bool) -> Res<()> {
    let fifos: Vec<Objectfifo> = dev.views(ir).collect();
    if fifos.is_empty() {
        return Ok(());
    }
    let mut t = Transform::new(ir, dev, args);
    t.scan()?;
    let linked = link_pools(&mut t, &dev)?;
    let mut ends: HashMap<(String, ObjectFifoPort, ValueId), String> = HashMap::new();
    for f in fifos {
        unsupported(t.ir, &dev, f)?;
        let name = f.sym_name(t.ir).to_string();
        let (dma, share) = t.requires_dma(f)?;
        let sides = if dma {
            split_dma(&mut t, f, packet, &linked)
        } else {
            shared(&mut t, f, share)
        };
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
    retarget_accesses(t.ir, &dev, &ends)?;
    let mut done: Vec<OpId> = dev.ops_of(t.ir, OpKind::ObjectfifoLink).collect();
    done.extend(dev.ops_of(t.ir, OpKind::Objectfifo));
    t.ir.erase_all(&done);
    Ok(())
}

/// The end of a linked fifo on the link's tile: the link's pool and the
/// segments of it the end moves (`None`: all).
type LinkedEnd = (String, Option<Vec<String>>);

/// One pool per `aie.objectfifo.link` on the tile where its fifos meet,
/// holding the objects the one-pass lowering gives the link (a join's
/// output, a distribute's input, the larger fifo of a one-to-one link, or
/// the one with initial values): a segment per part of a join or
/// distribute (`s<k>`, at the link's offsets), one otherwise. Returns, per
/// linked fifo and side (`true`: the link's input), its end there.
fn link_pools(t: &mut Transform, dev: &Dev) -> Res<HashMap<(Objectfifo, bool), LinkedEnd>> {
    let mut out = HashMap::new();
    let Some(first) = dev.ops_of(t.ir, OpKind::ObjectfifoLink).next() else {
        return Ok(out);
    };
    let mut at = At::Before(first);
    for link in t.links.clone() {
        let ir = &mut *t.ir;
        let Some(tile) = link.shared_tile(ir) else {
            return Err(error(
                ir,
                first,
                "links fifos that do not meet on one tile",
                "a link's inputs end, and its outputs start, on one tile",
            ));
        };
        let (input, output) = (link.ins[0], link.outs[0]);
        let owner_is_input = if link.is_join() {
            false
        } else if link.is_distribute() {
            true
        } else {
            let (li, lo) = (fifo::elem_len(ir, input), fifo::elem_len(ir, output));
            li > lo || (li == lo && input.init_values(ir).is_some())
        };
        let (owner, name) = match owner_is_input {
            true => (input, format!("{}_cons_pool", input.sym_name(ir))),
            false => (output, format!("{}_pool", output.sym_name(ir))),
        };
        let span = ir[owner.op()].span;
        let fifo_name = owner.sym_name(ir).to_string();
        let elem = fifo::elem_type(ir, owner);
        let p = pool(
            ir,
            &mut at,
            span,
            &name,
            tile,
            fifo::size(ir, owner),
            elem,
            &fifo_name,
        );
        if let Some(v) = owner.init_values(ir).cloned() {
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
            out.insert((i, true), (name.clone(), selected));
        }
        for (k, &o) in link.outs.iter().enumerate() {
            let selected = if link.is_distribute() {
                part(k)
            } else {
                all.clone()
            };
            out.insert((o, false), (name.clone(), selected));
        }
    }
    Ok(out)
}

/// What this pass does not split yet: the one-pass lowering takes it.
fn unsupported(ir: &Ir, dev: &Dev, f: Objectfifo) -> Res<()> {
    let name = f.sym_name(ir);
    let what = if f.disable_synchronization(ir) {
        Some("`disable_synchronization`")
    } else if f.aie_stream(ir).is_some() {
        Some("`aie_stream`")
    } else if dev
        .views::<ObjectfifoRegisterExternalBuffers>(ir)
        .any(|r| r.obj_fifo_name(ir) == name)
    {
        Some("registered external buffers")
    } else if dev.ops_of(ir, OpKind::ObjectfifoAllocate).next().is_some() {
        Some("an `aie.objectfifo.allocate`")
    } else {
        None
    };
    match what {
        Some(w) => Err(error(
            ir,
            f.op(),
            format!("has {w}, which --aie-objectfifo-split does not split"),
            "lower it with --aie-objectFifo-stateful-transform",
        )),
        None => Ok(()),
    }
}

/// A fifo whose ends share memory: one pool, two core endpoints.
fn shared(t: &mut Transform, f: Objectfifo, share: Share) -> Vec<Side> {
    let ir = &mut *t.ir;
    let name = f.sym_name(ir).to_string();
    let span = ir[f.op()].span;
    let (p, c) = (fifo::producer(ir, f), fifo::consumers(ir, f)[0]);
    let home = if share == Share::Second { c } else { p };
    let mut at = At::After(f.op());
    let pool = pool(
        ir,
        &mut at,
        span,
        &format!("{name}_pool"),
        home,
        fifo::size(ir, f),
        fifo::elem_type(ir, f),
        &name,
    );
    copy_pool_attrs(ir, f, pool);
    let pool = format!("{name}_pool");
    core_endpoint(ir, &mut at, span, &format!("{name}_prod"), p, true, &pool);
    core_endpoint(ir, &mut at, span, &format!("{name}_cons"), c, false, &pool);
    vec![
        Side {
            tile: p,
            stream: None,
            core: Some(format!("{name}_prod")),
        },
        Side {
            tile: c,
            stream: None,
            core: Some(format!("{name}_cons")),
        },
    ]
}

/// A fifo through DMAs: a pool and endpoints per end, and the route.
fn split_dma(
    t: &mut Transform,
    f: Objectfifo,
    packet: bool,
    linked: &HashMap<(Objectfifo, bool), LinkedEnd>,
) -> Vec<Side> {
    let name = f.sym_name(t.ir).to_string();
    let span = t.ir[f.op()].span;
    let mut at = At::After(f.op());
    let producer = fifo::producer(t.ir, f);
    let consumers = fifo::consumers(t.ir, f).to_vec();
    let mut sides = Vec::new();
    // The producer's end.
    let depth = t.computed_depth(producer, f);
    let prod = format!("{name}_prod");
    let shim_ends = std::iter::once(producer)
        .chain(consumers.iter().copied())
        .filter(|&e| t.is_shim(e))
        .count();
    let mut stream = format!("{prod}_dma");
    let core = if t.is_shim(producer) {
        if shim_ends == 1 {
            stream.clone_from(&name);
        }
        route_endpoint(t.ir, &mut at, span, &stream, producer, f.plio(t.ir), &name);
        None
    } else {
        // The producer's end of a link's output drains the link's pool.
        let (pool_name, segments, core) = match linked.get(&(f, false)) {
            Some((pool, segments)) => (pool.clone(), segments.clone(), None),
            None => {
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
                    &name,
                );
                copy_pool_attrs(ir, f, p);
                let pool = format!("{name}_pool");
                let core = has_core(t, producer)
                    .then(|| core_endpoint(t.ir, &mut at, span, &prod, producer, true, &pool));
                (pool, None, core)
            }
        };
        let ir = &mut *t.ir;
        let e = dma_endpoint(
            ir, &mut at, span, &stream, producer, false, &pool_name, &name,
        );
        select(ir, e, segments);
        if let Some(d) = f
            .dimensions_to_stream(ir)
            .filter(|d| !d.is_empty())
            .map(<[_]>::to_vec)
        {
            e.set_dimensions(ir, vec![d]);
        }
        if let Some(p) = f.pad_dimensions(ir).map(<[_]>::to_vec) {
            e.set_pad_dimensions(ir, Attr::Array(vec![Attr::PadLayouts(p)]));
        }
        if f.pad_value(ir) != 0 {
            e.set_pad_value(ir, f.pad_value(ir));
        }
        if let Some(n) = f.iter_count(ir) {
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
    for (i, &c) in consumers.iter().enumerate() {
        let cons = if consumers.len() > 1 {
            format!("{name}_{i}_cons")
        } else {
            format!("{name}_cons")
        };
        let stream = if t.is_shim(c) && shim_ends == 1 {
            name.clone()
        } else {
            format!("{cons}_dma")
        };
        let depth = t.computed_depth(c, f);
        let core = if t.is_shim(c) {
            route_endpoint(t.ir, &mut at, span, &stream, c, f.plio(t.ir), &name);
            None
        } else {
            // The consumer's end of a link's input fills the link's pool.
            let (pool_name, segments, core) = match linked.get(&(f, true)) {
                Some((pool, segments)) => (pool.clone(), segments.clone(), None),
                None => {
                    let pool_name = format!("{cons}_pool");
                    pool(
                        t.ir,
                        &mut at,
                        span,
                        &pool_name,
                        c,
                        depth,
                        elem.clone(),
                        &name,
                    );
                    let core = has_core(t, c)
                        .then(|| core_endpoint(t.ir, &mut at, span, &cons, c, false, &pool_name));
                    (pool_name, None, core)
                }
            };
            let ir = &mut *t.ir;
            let e = dma_endpoint(ir, &mut at, span, &stream, c, true, &pool_name, &name);
            select(ir, e, segments);
            if let Some(d) = per_consumer.get(i).filter(|d| !d.is_empty()) {
                e.set_dimensions(ir, vec![d.clone()]);
            }
            if let Some(n) = f.iter_count(ir) {
                e.set_iter_count(ir, n * repeat);
            }
            core
        };
        sides.push(Side {
            tile: c,
            stream: Some(stream),
            core,
        });
    }
    let dests: Vec<&str> = sides[1..]
        .iter()
        .filter_map(|s| s.stream.as_deref())
        .collect();
    let mut route = Route::build(t.ir, span)
        .source(sides[0].stream.as_deref().unwrap_or_default())
        .destinations(&dests);
    if packet {
        route = route.packet((NO_PKT_TYPE, NO_PKT_ID));
    }
    route.insert(at);
    sides
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

/// A new pool of one segment spanning its object, at `at`.
#[allow(clippy::too_many_arguments)]
fn pool(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    depth: i64,
    elem: Type,
    fifo: &str,
) -> ObjectfifoPool {
    let len = elem
        .num_elements()
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0);
    let pool = ObjectfifoPool::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .depth(depth.max(1))
        .elem_type(elem)
        .fifo_name(fifo)
        .region()
        .insert(*at);
    *at = At::After(pool.op());
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

/// A new route endpoint `name` for the shim end on `tile`.
fn route_endpoint(
    ir: &mut Ir,
    at: &mut At,
    span: Span,
    name: &str,
    tile: ValueId,
    plio: bool,
    fifo: &str,
) {
    let bundle = if plio {
        WireBundle::PLIO
    } else {
        WireBundle::DMA
    };
    let e = RouteEndpoint::build(ir, span)
        .sym_name(name)
        .operand(tile)
        .bundle(bundle)
        .fifo_name(fifo)
        .insert(*at);
    *at = At::After(e.op());
}

/// Points each core's acquires and releases of a fifo at the core endpoint
/// of its tile's side, dropping the port.
fn retarget_accesses(
    ir: &mut Ir,
    dev: &Dev,
    ends: &HashMap<(String, ObjectFifoPort, ValueId), String>,
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
