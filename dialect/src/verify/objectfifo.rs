//! The objectfifo family (§3.10). Most of mlir-aie's messages here are
//! emitted without the `'op' op` prefix (`emitError`): see [`Cx::plain`].

use super::{fifo_pool, Check, Cx, Node};
use crate::ir::attr::NO_PKT_ID;
use crate::ir::cases::ObjectFifoPort;
use crate::ir::{Attr, DenseLit, OpKind, Type, ValueId, Version, View};
use crate::ops::pools::{self, EndPort};
use crate::ops::views::{
    ArithConstant, Objectfifo, ObjectfifoAcquire, ObjectfifoAllocate, ObjectfifoLink,
    ObjectfifoRegisterExternalBuffers, ObjectfifoRegisterProcess, ObjectfifoRelease,
    ObjectfifoSubviewAccess,
};
use aie_target::device::TileKind;
use std::collections::BTreeSet;

fn producer(cx: &Cx, fifo: impl Node) -> Option<ValueId> {
    cx.operand(fifo, 0)
}

fn consumers<'a>(cx: &Cx<'a>, fifo: impl Node) -> &'a [ValueId] {
    cx.ir[fifo.id()].operands.get(1..).unwrap_or(&[])
}

fn dims_to_stream<'a>(cx: &Cx<'a>, fifo: Objectfifo) -> &'a [(u64, u64)] {
    fifo.dimensions_to_stream(cx.ir).unwrap_or(&[])
}

/// The `dimensionsFromStream` of consumer `i`.
fn dims_from_stream<'a>(cx: &Cx<'a>, fifo: Objectfifo, i: usize) -> &'a [(u64, u64)] {
    let per_consumer = fifo.dimensions_from_stream_per_consumer(cx.ir);
    per_consumer
        .and_then(|d| d.get(i))
        .map_or(&[], Vec::as_slice)
}

/// The producer's depth.
fn depth(cx: &Cx, fifo: Objectfifo) -> Option<i64> {
    match fifo.elem_number(cx.ir) {
        Attr::Array(depths) => depths.first()?.as_int()?.try_into().ok(),
        a => a.as_int()?.try_into().ok(),
    }
}

/// The element type (a memref) of a fifo.
fn elem_type<'a>(cx: &Cx<'a>, fifo: Objectfifo) -> Option<&'a Type> {
    match fifo.elem_type(cx.ir) {
        Type::ObjectFifo(t) => Some(t),
        _ => None,
    }
}

/// The objects a fifo's consumers see: `consumerElemType`'s memref when
/// given, else the element type.
fn consumer_elem_type<'a>(cx: &Cx<'a>, fifo: Objectfifo) -> Option<&'a Type> {
    match fifo.consumer_elem_type(cx.ir) {
        Some(Type::ObjectFifo(t)) => Some(t),
        Some(_) => None,
        None => elem_type(cx, fifo),
    }
}

/// The objects an acquire at `port` names: the consumers' type at
/// `Consume`, the element type at `Produce`.
fn port_elem_type<'a>(cx: &Cx<'a>, fifo: Objectfifo, port: ObjectFifoPort) -> Option<&'a Type> {
    match port {
        ObjectFifoPort::Consume => consumer_elem_type(cx, fifo),
        ObjectFifoPort::Produce => elem_type(cx, fifo),
    }
}

fn elem_count(cx: &Cx, fifo: Objectfifo) -> Option<i64> {
    elem_type(cx, fifo)?.num_elements()?.try_into().ok()
}

/// Largest index an access pattern reaches: the sum of stride × (size - 1).
pub(super) fn max_index(dims: &[(u64, u64)]) -> i128 {
    dims.iter().fold(0i128, |acc, &(size, stride)| {
        acc.saturating_add(i128::from(stride).saturating_mul(i128::from(size) - 1))
    })
}

/// The most objects a fifo's locks can count, and why: an AIE2 fifo's
/// producer lock starts at the depth (semaphore locks count to 63), an AIE1
/// fifo takes one lock per object.
fn object_bound(dev: &aie_target::device::Device) -> (i64, String) {
    if dev.arch.is_aie2() {
        let max = i64::from(dev.max_lock_value());
        let why = format!(
            "a FIFO's locks count its objects, and {} locks count to {max}",
            dev.arch.name()
        );
        (max, why)
    } else {
        let max = i64::from(dev.num_locks(aie_target::device::TileKind::Core));
        (
            max,
            format!("each object takes one of a tile's {max} locks"),
        )
    }
}

/// Every depth of a fifo within what its locks can count.
fn depth_bound(cx: &Cx, op: Objectfifo) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let (max, why) = object_bound(dev);
    let depths: Vec<i64> = match op.elem_number(cx.ir) {
        Attr::Array(ds) => ds
            .iter()
            .filter_map(Attr::as_int)
            .filter_map(|d| d.try_into().ok())
            .collect(),
        a => a
            .as_int()
            .and_then(|d| d.try_into().ok())
            .into_iter()
            .collect(),
    };
    match depths.into_iter().find(|d| !(1..=max).contains(d)) {
        Some(d) => Err(cx
            .err(op, format!("depth {d} is outside 1..={max}"))
            .help(why)),
        None => Ok(()),
    }
}

/// `padValue` needs `padDimensions` and a target with the MemTile
/// CONSTANT_PAD_VALUE register (mlir-aie's wording).
fn pad_value(cx: &Cx, op: Objectfifo) -> Check {
    if op.pad_value(cx.ir) == 0 {
        return Ok(());
    }
    if op.pad_dimensions(cx.ir).is_none() {
        return Err(cx
            .plain(op, "`padValue` requires `padDimensions`")
            .help("padValue fills the padding padDimensions adds"));
    }
    let fail = cx.plain(op, format!("`padValue` {}", super::dma::PAD_REGISTER));
    super::dma::pad_register(cx, op, fail)
}

/// `consumerElemType` (an asymmetric fifo: the producer sends objects of
/// the element type, its consumers take them in smaller pieces): a static
/// memref of the same scalar type, whose element count is positive and
/// divides the producer's (mlir-aie's wording).
fn consumer_type(cx: &Cx, op: Objectfifo) -> Check {
    let Some(ty) = op.consumer_elem_type(cx.ir) else {
        return Ok(());
    };
    let help_ty = "write the consumers' type as `-> !aie.objectfifo<memref<4xi32>>`";
    let Type::ObjectFifo(cons) = ty else {
        return Err(cx
            .plain(
                op,
                "consumer element type must be an !aie.objectfifo<memref<...>> type",
            )
            .help(help_ty));
    };
    let (Some(prod @ Type::MemRef { elem: pe, .. }), Type::MemRef { elem: ce, .. }) =
        (elem_type(cx, op), &**cons)
    else {
        return Err(cx
            .plain(
                op,
                "consumer element type must be an !aie.objectfifo<memref<...>> type",
            )
            .help(help_ty));
    };
    cx.static_memref(op, Some(cons))?;
    if pe != ce {
        return Err(cx
            .plain(
                op,
                format!("producer and consumer must have the same scalar element type, but got {pe} vs {ce}"),
            )
            .help(format!("the consumers take pieces of `{prod}`: give them a memref of {pe}")));
    }
    let (p, c) = (
        prod.num_elements().unwrap_or(0),
        cons.num_elements().unwrap_or(0),
    );
    if c == 0 {
        return Err(cx
            .plain(op, "consumer element count must be positive")
            .help("each consumer object holds at least one element"));
    }
    if p % c != 0 {
        return Err(cx
            .plain(
                op,
                format!("producer element size ({p}) must be an integer multiple of consumer element size ({c})"),
            )
            .help(format!("each producer object is cut into whole consumer objects: give the consumers a size that divides {p}")));
    }
    Ok(())
}

pub(crate) fn create(cx: &Cx, op: Objectfifo) -> Check {
    let ir = cx.ir;
    if !matches!(elem_type(cx, op), Some(Type::MemRef { .. })) {
        return Err(cx
            .plain(op, "the element type of an objectfifo must be a memref")
            .help(
                "write the type as `!aie.objectfifo<memref<16xi32>>`: a memref with a static shape",
            ));
    }
    cx.static_memref(op, elem_type(cx, op))?;
    if op.packet_id(ir).is_some() && !op.packet(ir) {
        return Err(cx
            .err(op, "packet_id is only meaningful on a packet objectfifo")
            .help("add `packet`, or drop `packet_id`"));
    }
    let transport = pools::Transport::of(ir, op).map_err(|e| transport_error(cx, op, e))?;
    if transport == pools::Transport::Cascade {
        return super::cascade::fifo(cx, op);
    }
    consumer_type(cx, op)?;
    depth_bound(cx, op)?;
    pad_value(cx, op)?;
    let cons = consumers(cx, op);
    if let Attr::Array(depths) = op.elem_number(ir) {
        if depths.len() != cons.len() + 1 {
            return Err(cx
                .err(
                    op,
                    "does not have enough depths specified for producer and for each consumer.",
                )
                .help(format!(
                    "give {} depths: the producer's, then one per consumer",
                    cons.len() + 1
                )));
        }
    }
    let Some(prod) = producer(cx, op).filter(|&v| cx.tile_like(v).is_some()) else {
        return Err(cx
            .plain(op, "producer tile must implement TileLike interface")
            .help("the producer must be an `aie.tile` or an `aie.logical_tile`"));
    };
    let kind = |v| cx.kind_at(op, v);
    let shim = |v| kind(v).is_some_and(TileKind::is_shim);
    let shim_or_mem = |v| kind(v).is_some_and(|k| k.is_shim() || k == TileKind::MemTile);
    let shim_help =
        "shim transfers are described by the runtime sequence (e.g. `aiex.npu.dma_memcpy_nd`)";
    if shim(prod) && !dims_to_stream(cx, op).is_empty() {
        return Err(cx.plain(op, "`dimensionsToStream` data layout transformations are not supported on shim tile producers").help(shim_help));
    }
    for (i, &c) in cons.iter().enumerate() {
        if cx.tile_like(c).is_none() {
            return Err(cx
                .plain(op, "consumer tile must implement TileLike interface")
                .help("consumers must be `aie.tile`s or `aie.logical_tile`s"));
        }
        if shim(c) && !dims_from_stream(cx, op, i).is_empty() {
            return Err(cx
                .plain(op, "`dimensionsFromStreamPerConsumer` data layout transformations are not supported on shim tile consumers")
                .help(shim_help));
        }
    }
    if op.repeat_count(ir).is_some() && shim(prod) {
        return Err(cx
            .plain(op, "`repeat_count` unavailable for shim tiles")
            .help(shim_help));
    }
    let ports = end_ports(cx, op, cons.len())?;
    let core = |p: Option<EndPort>| matches!(p, Some(EndPort::Core(_)));
    // mlir-aie's earlier spelling keeps its words.
    let subject = match op.aie_stream(ir) {
        Some(_) => "`aie_stream`",
        None => "a Core stream port end",
    };
    let stream_help =
        "a stream end moves data through the core's stream port, without buffers or DMAs";
    if ports.all().any(core) {
        if transport == pools::Transport::SharedMem {
            return Err(cx
                .plain(
                    op,
                    "a Core stream port end sends over the stream, not through shared memory",
                )
                .help(
                    "drop `transport = #aie.transport<shared_mem>`, or drive the end by its DMA",
                ));
        }
        if cons.len() > 1 {
            return Err(cx
                .plain(
                    op,
                    format!("{subject} can only be used in 1-to-1 object FIFOs"),
                )
                .help(stream_help));
        }
    }
    if core(ports.producer) {
        let problem = if shim_or_mem(prod) {
            format!("{subject} is not available for shim and mem tiles")
        } else if op.repeat_count(ir).is_some() {
            "`repeat_count` unavailable on stream end".into()
        } else if op.init_values(ir).is_some() {
            "`init_values` unavailable on stream end".into()
        } else if op.iter_count(ir).is_some() {
            "`iter_count` unavailable on stream end".into()
        } else if !dims_to_stream(cx, op).is_empty() {
            "`dimensionsToStream` data layout transformations are unavailable on stream end".into()
        } else {
            String::new()
        };
        if !problem.is_empty() {
            return Err(cx.plain(op, problem).help(stream_help));
        }
    }
    if ports.consumers.first().is_some_and(|&p| core(p)) {
        if cons.first().is_some_and(|&c| shim_or_mem(c)) {
            return Err(cx
                .plain(
                    op,
                    format!("{subject} is not available for shim and mem tiles"),
                )
                .help(stream_help));
        }
        if !dims_from_stream(cx, op, 0).is_empty() {
            return Err(cx
                .plain(op, "`dimensionsFromStreamPerConsumer` data layout transformations are unavailable on stream end")
                .help(stream_help));
        }
    }
    if let Some(init) = op.init_values(ir) {
        if shim(prod) {
            return Err(cx
                .plain(op, "`init_values` unavailable for shim tiles")
                .help("shim tiles have no buffers to initialize"));
        }
        let given = match init {
            Attr::Array(values) => values.len() as i64,
            _ => 1,
        };
        if depth(cx, op).is_some_and(|d| d != given) {
            return Err(cx
                .plain(op, "`init_values` does not initialize all objects")
                .help("give one initial value per object (the depth)"));
        }
    }
    if let Some(iter) = op.iter_count(ir) {
        if !(1..=256).contains(&iter) {
            return Err(cx
                .plain(op, "`iter_count` must be between 1 and 256")
                .help(format!("got {iter}")));
        }
    }
    Ok(())
}

/// The transport error's message, in mlir-aie's words where it has them.
fn transport_error(cx: &Cx, op: Objectfifo, e: pools::TransportError) -> Box<super::Fail> {
    match e {
        pools::TransportError::Unknown(t) => cx
            .err(op, format!("transport {t} is not a transport"))
            .help("write `#aie.transport<auto>`, `<dma>`, `<shared_mem>` or `<cascade>`; `dma` and `auto` may add `, packet = #aie.packet_info<...>`"),
        pools::TransportError::PacketWithout(mode) => cx
            .plain(op, format!("`packet` belongs to a dma or auto transport, not {mode}"))
            .help("a packet header rides the stream a DMA path uses: drop it, or write `#aie.transport<dma, packet = ...>`"),
    }
}

/// The ports of `op`'s ends; mlir-aie's earlier spelling checked in its
/// words (a stream end names its port, a DMA pin is not on a stream).
fn end_ports(
    cx: &Cx,
    op: Objectfifo,
    consumers: usize,
) -> Result<pools::EndPorts, Box<super::Fail>> {
    let ir = cx.ir;
    let stream = op.aie_stream(ir);
    if op.aie_stream_port(ir).is_some() && stream.is_none() {
        return Err(cx
            .plain(op, "`aie_stream` must be defined")
            .help("set `aie_stream` (0: producer, 1: consumer, 2: both) with `aie_stream_port`"));
    }
    if stream.is_some() && op.aie_stream_port(ir).is_none() {
        return Err(cx
            .plain(op, "`aie_stream_port` must be defined")
            .help("set `aie_stream_port` to the core stream port (0 or 1)"));
    }
    let pinned = op.prod_dma_channel(ir).is_some()
        || (op.cons_dma_channels(ir)).is_some_and(|c| c.iter().any(|&ch| ch >= 0));
    if stream.is_some() && pinned {
        return Err(cx
            .err(op, "cannot pin a DMA channel on an objectfifo that also uses aie_stream (stream ports bypass DMA channels)")
            .help("drop `aie_stream` or the DMA channel pins"));
    }
    let port_help =
        "write `#aie.end_port<DMA>`, `#aie.end_port<DMA : n>` or `#aie.end_port<Core : n>`";
    pools::EndPorts::of(ir, op, consumers).map_err(|e| match e {
        pools::PortError::Bundle(b) => cx
            .plain(
                op,
                format!(
                    "an objectFifo end is driven by a DMA channel or a Core stream port, not {b}"
                ),
            )
            .help(port_help),
        pools::PortError::CoreWithoutPort => cx
            .plain(op, "a Core end needs its stream port")
            .help("write `#aie.end_port<Core : n>` with the core stream port n"),
        pools::PortError::Count(n, m) => cx
            .plain(
                op,
                format!("`cons_ports` has {n} entries for {m} consumers"),
            )
            .help("give one end port per consumer, in the consumers' order"),
        pools::PortError::Unknown(t) => cx
            .err(op, format!("{t} is not an end port"))
            .help(port_help),
    })
}

/// The objectfifo named `name` where `op` looks: `None` when it is one that
/// failed its own checks, an error when there is none.
fn fifo_of(cx: &Cx, op: impl Node, name: &str) -> Result<Option<Objectfifo>, Box<super::Fail>> {
    let fifo = cx.lookup(op, name, OpKind::Objectfifo).ok_or_else(|| {
        let otherwise = "name an `aie.objectfifo` of this device";
        let help = cx.symbol_help(op, name, OpKind::Objectfifo, otherwise);
        cx.plain(op, "cannot retrieve associated object FIFO")
            .help(help)
    })?;
    Ok(cx.view(fifo))
}

/// `aie.objectfifo.register_external_buffers`: on a shim NOC tile.
pub(crate) fn register_external_buffers(cx: &Cx, op: ObjectfifoRegisterExternalBuffers) -> Check {
    cx.placed_on(op, &[TileKind::ShimNoc], "a shim tile with NOC connection")
}

pub(crate) fn allocate(cx: &Cx, op: ObjectfifoAllocate) -> Check {
    let Some(fifo) = fifo_of(cx, op, op.obj_fifo_name(cx.ir))? else {
        return Ok(());
    };
    let problem = if consumers(cx, fifo).len() != 1 {
        "can only be used in 1-to-1 object FIFOs"
    } else if matches!(
        pools::Transport::of(cx.ir, fifo),
        Ok(pools::Transport::Dma(_))
    ) {
        "cannot allocate a shared memory module to objectfifo with set `via_DMA` attribute"
    } else if fifo.repeat_count(cx.ir).is_some() {
        "cannot allocate a shared memory module to objectfifo with set `repeat_count` attribute"
    } else if !dims_to_stream(cx, fifo).is_empty() {
        "cannot allocate a shared memory module to objectfifo with set dimensions attribute"
    } else if streams(cx, fifo) {
        "cannot allocate a shared memory module to objectfifo using stream port"
    } else {
        return Ok(());
    };
    Err(cx
        .plain(op, problem)
        .help("allocation in shared memory is for 1-to-1 objectfifos without DMA features"))
}

/// Whether an end of `fifo` is a core stream port.
fn streams(cx: &Cx, fifo: Objectfifo) -> bool {
    let n = consumers(cx, fifo).len();
    pools::EndPorts::of(cx.ir, fifo, n)
        .is_ok_and(|p| p.all().any(|e| matches!(e, Some(EndPort::Core(_)))))
}

/// The number of `names`, and the fifos they resolve to (those that passed
/// their own checks).
fn fifos(cx: &Cx, op: ObjectfifoLink, names: &[&str]) -> (usize, Vec<Objectfifo>) {
    let resolved = names
        .iter()
        .filter_map(|&n| cx.view(cx.lookup(op, n, OpKind::Objectfifo)?))
        .collect();
    (names.len(), resolved)
}

/// Lengths of the parts of a `total`-element object cut at `offsets`.
fn part_lengths(offsets: &[i64], total: i64) -> impl Iterator<Item = i64> + '_ {
    offsets.iter().enumerate().map(move |(i, &o)| {
        offsets
            .get(i + 1)
            .copied()
            .unwrap_or(total)
            .saturating_sub(o)
    })
}

/// A join or distribute needs memory on its link tile: a MemTile's or, as in
/// mlir-aie since August 2026, a compute tile's (April 2026's rules, which
/// `--aie-syntax=2026-04` follows, allowed MemTiles only).
fn link_tile(cx: &Cx, op: ObjectfifoLink, shared: ValueId) -> Check {
    let april = cx.ir.version == Version::April2026;
    let refused = |k: TileKind| k.is_shim() || (april && k != TileKind::MemTile);
    if !cx.kind_at(op, shared).is_some_and(refused) {
        return Ok(());
    }
    let (message, help) = if april {
        (
            "ObjectFifoLinkOp join and distribute are unavailable on compute or shim tiles",
            "join and distribute through a MemTile",
        )
    } else {
        (
            "ObjectFifoLinkOp join and distribute are unavailable on shim tiles",
            "join and distribute on a MemTile or a compute tile, whose memory holds the linked objects",
        )
    };
    Err(cx.plain(op, message).help(help))
}

pub(crate) fn link(cx: &Cx, op: ObjectfifoLink) -> Check {
    let (n_in, ins) = fifos(cx, op, &op.fifo_ins(cx.ir));
    let (n_out, outs) = fifos(cx, op, &op.fifo_outs(cx.ir));
    let (join, distribute) = (n_in > 1, n_out > 1);
    let time = pools::time_link(cx.ir, op).map_err(|m| {
        cx.err(op, format!("mode {m} is not a link mode")).help(
            "write `mode = #aie.link_mode<time>` (whole objects in turn) or leave it out (parts of one object, at the offsets)",
        )
    })?;
    if time {
        time_link_shape(cx, op, n_in, n_out)?;
    }
    if join && distribute {
        return Err(cx
            .plain(op, "ObjectFifoLinkOp does not support 'join' and 'distribute' at the same time")
            .help("link several inputs to one output (join) or one input to several outputs (distribute)"));
    }
    if (join || distribute) && cx.device_of(op).is_some_and(|d| !d.arch.is_aie2()) {
        return Err(cx
            .plain(op, "ObjectFifoLinkOp join and distribute require semaphore locks, which this device lacks")
            .help("an AIE1 device has binary locks only: link one input to one output"));
    }
    let first_consumer = |f: Objectfifo| consumers(cx, f).first().copied();
    let shared = if join {
        outs.first()
            .and_then(|&o| producer(cx, o))
            .filter(|&p| ins.iter().all(|&i| first_consumer(i) == Some(p)))
    } else if distribute {
        ins.first()
            .and_then(|&i| first_consumer(i))
            .filter(|&c| outs.iter().all(|&o| producer(cx, o) == Some(c)))
    } else {
        match (ins.first(), outs.first().and_then(|&o| producer(cx, o))) {
            (Some(&i), Some(p)) => consumers(cx, i).iter().copied().find(|&c| c == p),
            _ => None,
        }
    };
    let Some(shared) = shared else {
        return Err(cx
            .plain(
                op,
                "ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos",
            )
            .help("the input fifos' consumer must be the output fifos' producer"));
    };
    if cx.tile_like(shared).is_none() {
        return Err(cx
            .plain(op, "shared tile must implement TileLike interface")
            .help("the link point must be an `aie.tile` or an `aie.logical_tile`"));
    }
    if time {
        return time_link(cx, op, &ins, &outs, shared);
    }
    if join || distribute {
        link_tile(cx, op, shared)?;
    }
    let (src, dst) = (op.src_offsets(cx.ir), op.dst_offsets(cx.ir));
    if join {
        if n_in != src.len() {
            return Err(cx
                .err(op, "number of provided src offsets must be equal to the number of input objectFifos")
                .help(format!("give {n_in} source offsets, one per input")));
        }
        if !dst.is_empty() {
            return Err(cx
                .err(op, "dst offsets should be empty for join")
                .help("a join uses source offsets only"));
        }
        let (Some(&out), Some(total)) =
            (outs.first(), outs.first().and_then(|&o| elem_count(cx, o)))
        else {
            return Ok(());
        };
        let dims = dims_to_stream(cx, out);
        if let Some(min) = part_lengths(&src, total).min().filter(|_| !dims.is_empty()) {
            if i128::from(min) <= max_index(dims) {
                return Err(cx.err(
                    op,
                    format!(
                        "specified output stride(s) and size(s) result in out of bounds access in join input, for index {} in transfer of length {min}.",
                        max_index(dims)
                    ),
                ));
            }
        }
    } else if distribute {
        if n_out != dst.len() {
            return Err(cx
                .err(op, "number of provided dst offsets must be equal to the number of output objectFifos")
                .help(format!("give {n_out} destination offsets, one per output")));
        }
        if !src.is_empty() {
            return Err(cx
                .err(op, "src offsets should be empty for distribute")
                .help("a distribute uses destination offsets only"));
        }
        if let (Some(&input), Some(total)) =
            (ins.first(), ins.first().and_then(|&i| elem_count(cx, i)))
        {
            let at = consumers(cx, input)
                .iter()
                .position(|&c| c == shared)
                .unwrap_or(usize::MAX);
            let dims = dims_from_stream(cx, input, at);
            if let Some(min) = part_lengths(&dst, total).min().filter(|_| !dims.is_empty()) {
                if i128::from(min) <= max_index(dims) {
                    return Err(cx.err(
                        op,
                        format!(
                            "specified input stride(s) and size(s) result in out of bounds access in distribute output, for index {} in transfer of length {min}.",
                            max_index(dims)
                        ),
                    ));
                }
            }
        }
        let repeats: Vec<i64> = outs
            .iter()
            .map(|&o| o.repeat_count(cx.ir).unwrap_or(0))
            .collect();
        if repeats.windows(2).any(|w| w[0] != w[1]) {
            return Err(cx
                .plain(op, "repeat counts of output object FIFOs must be equal")
                .help("give every output the same `repeat_count`"));
        }
    } else if !src.is_empty() && !dst.is_empty() {
        return Err(cx
            .err(
                op,
                "all offsets should be empty if there is no join or distribute",
            )
            .help("a one-to-one link takes no offsets: `([] [])`"));
    }
    Ok(())
}

/// A link in time (`mode = #aie.link_mode<time>`) takes turns: it merges
/// several inputs into one output or dispatches one input to several
/// outputs, never both, and never one to one.
fn time_link_shape(cx: &Cx, op: ObjectfifoLink, n_in: usize, n_out: usize) -> Check {
    if n_in > 1 && n_out > 1 {
        return Err(cx
            .err(op, "a time link merges or dispatches, not both")
            .help("link several inputs to one output (a merge) or one input to several outputs (a dispatch)"));
    }
    if n_in <= 1 && n_out <= 1 {
        return Err(cx
            .err(op, "a time link takes turns, so it needs several inputs or several outputs")
            .help("drop `mode = #aie.link_mode<time>`: a one-to-one link passes objects on as they come"));
    }
    Ok(())
}

/// A link in time moves whole objects in turn, so it takes no offsets and
/// its fifos all carry objects of one type; it holds them on the link point
/// (`shared`), so not on a shim tile; each turn of a dispatch reaches one
/// consumer, and a merge's inputs share the one route's header.
fn time_link(
    cx: &Cx,
    op: ObjectfifoLink,
    ins: &[Objectfifo],
    outs: &[Objectfifo],
    shared: ValueId,
) -> Check {
    if !op.src_offsets(cx.ir).is_empty() || !op.dst_offsets(cx.ir).is_empty() {
        return Err(cx
            .err(op, "a time link moves whole objects and takes no offsets")
            .help("it moves whole objects in turn: write `([] [])`"));
    }
    let mut fifos = ins.iter().chain(outs);
    if let Some(&first) = fifos.next() {
        let ty = first.elem_type(cx.ir);
        if let Some(&other) = fifos.find(|f| f.elem_type(cx.ir) != ty) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "a time link's participants carry one object type, but '{}' carries '{}' and '{}' carries '{ty}'",
                        other.sym_name(cx.ir),
                        other.elem_type(cx.ir),
                        first.sym_name(cx.ir),
                    ),
                )
                .help("give every fifo of the link the same object type"));
        }
    }
    if ins.len() == 1 {
        if let Some(&wide) = outs.iter().find(|&&o| consumers(cx, o).len() > 1) {
            return Err(cx
                .err(
                    op,
                    format!(
                        "each turn of a dispatch reaches one consumer, but '{}' has {}",
                        wide.sym_name(cx.ir),
                        consumers(cx, wide).len()
                    ),
                )
                .help("give each output of the dispatch one consumer"));
        }
    }
    let pinned: BTreeSet<(u64, u64)> = ins
        .iter()
        .filter_map(|&f| pools::Transport::of(cx.ir, f).ok()?.header())
        .filter(|&(_, id)| id != NO_PKT_ID)
        .collect();
    if pinned.len() > 1 {
        return Err(cx
            .err(op, "a merge is one route with one header, but its inputs pin different ones")
            .help("give the inputs one `packet = #aie.packet_info<...>`, or leave the header to allocation"));
    }
    if cx.kind_at(op, shared).is_some_and(TileKind::is_shim) {
        return Err(cx
            .err(op, "a time link holds its objects on the link point, which a shim tile has no memory for")
            .help("link through a MemTile or a compute tile"));
    }
    Ok(())
}

/// `aie.objectfifo.acquire`: as [`access`], and what it yields matches the
/// fifo's objects at its port (the consumers' type of an asymmetric fifo at
/// `Consume`): one `!aie.objectfifosubview` of them (the older form, read
/// through `aie.objectfifo.subview.access`), or the acquired objects
/// themselves, one memref per object (the form mlir-aie writes since its
/// split objectfifo lowering).
pub(crate) fn acquire(cx: &Cx, op: ObjectfifoAcquire) -> Check {
    let ir = cx.ir;
    let name = op.obj_fifo_name(ir);
    let size = op.size(ir);
    let results = &ir[op.op()].results;
    let elem = if let Some(end) = fifo_pool::core_endpoint_of(cx, op.op(), name) {
        let Some(pool) = fifo_pool::access(cx, op.op(), end, op.port(ir).is_some())? else {
            return Ok(());
        };
        let selected = pools::Endpoint::core(ir, end).selected(ir, pool);
        let Some(ty) = selected.and_then(|s| pools::access_type(ir, pool, &s)) else {
            return Ok(());
        };
        ty
    } else {
        let port = with_port(cx, op, name, op.port(ir))?;
        let Some(fifo) = access(cx, op, name, port, size)? else {
            return Ok(());
        };
        let Some(elem) = port_elem_type(cx, fifo, port) else {
            return Ok(());
        };
        elem.clone()
    };
    let elem = &elem;
    let types: Vec<&Type> = results.iter().map(|&r| ir.type_of(r)).collect();
    match types.as_slice() {
        [] => Err(cx
            .err(op, "must acquire at least one object")
            .help(format!("name the acquired objects: `: {elem}`"))),
        [Type::ObjectFifoSubview(sub)] => {
            if elem != &**sub {
                return Err(cx
                    .err(
                        op,
                        "ObjectFifo element and ObjectFifoSubview element must match.\n",
                    )
                    .help(format!(
                        "the objectfifo holds `{elem}`: use `!aie.objectfifosubview<{elem}>`"
                    )));
            }
            Ok(())
        }
        objects => {
            if let Some(t) = objects.iter().find(|t| !t.same_as(elem)) {
                return Err(cx
                    .err(
                        op,
                        format!("acquired object type '{t}' does not match the objectFifo's '{elem}'"),
                    )
                    .help(format!(
                        "each acquired object is a `{elem}` (or write one `!aie.objectfifosubview<{elem}>`)"
                    )));
            }
            if objects.len() as i64 != size {
                let list = vec![elem.to_string(); size.max(1) as usize].join(", ");
                return Err(cx
                    .err(
                        op,
                        format!(
                            "acquires {size} objects but names {} of them",
                            objects.len()
                        ),
                    )
                    .help(format!("name one object per acquired one: `: {list}`")));
            }
            Ok(())
        }
    }
}

/// `aie.objectfifo.release`: as [`access`].
pub(crate) fn release(cx: &Cx, op: ObjectfifoRelease) -> Check {
    let ir = cx.ir;
    let name = op.obj_fifo_name(ir);
    if let Some(end) = fifo_pool::core_endpoint_of(cx, op.op(), name) {
        return fifo_pool::access(cx, op.op(), end, op.port(ir).is_some()).map(drop);
    }
    let port = with_port(cx, op, name, op.port(ir))?;
    access(cx, op, name, port, op.size(ir)).map(drop)
}

/// An acquire or release `op` of objectfifo `name` names its port.
fn with_port(
    cx: &Cx,
    op: impl Node,
    name: &str,
    port: Option<ObjectFifoPort>,
) -> Result<ObjectFifoPort, Box<super::Fail>> {
    port.ok_or_else(|| {
        cx.err(op, format!("names objectfifo @{name} without a port"))
            .help(format!(
                "say which end it works on: `@{name} (Produce, N)` or `(Consume, N)`"
            ))
    })
}

/// An acquire or release `op` of `size` objects of fifo `name` at `port`:
/// in the core of the tile at that end of the fifo, not more objects than
/// its locks count. The fifo, if it passed its own checks.
fn access(
    cx: &Cx,
    op: impl Node,
    name: &str,
    port: ObjectFifoPort,
    size: i64,
) -> Result<Option<Objectfifo>, Box<super::Fail>> {
    let Some(core) = cx.ancestor(op, &[OpKind::Core]) else {
        return Err(cx
            .err(op, "must be called from inside a CoreOp")
            .help("acquire and release objects in the `aie.core` of a producer or consumer tile"));
    };
    let Some(fifo) = fifo_of(cx, op, name)? else {
        return Ok(None);
    };
    let core_tile = cx.operand(core, 0);
    match port {
        ObjectFifoPort::Produce if producer(cx, fifo) != core_tile => {
            return Err(cx
                .err(
                    core,
                    "producer port of objectFifo accessed by core running on non-producer tile",
                )
                .help("only the producer tile's core may use the `Produce` port"));
        }
        ObjectFifoPort::Consume if !core_tile.is_some_and(|t| consumers(cx, fifo).contains(&t)) => {
            return Err(cx
                .err(
                    core,
                    "consumer port of objectFifo accessed by core running on non-consumer tile",
                )
                .help("only a consumer tile's core may use the `Consume` port"));
        }
        _ => {}
    }
    // (A core may acquire more than the declared depth: its end then gets
    // the larger depth, which its locks must still count.)
    if let Some(dev) = cx.device_of(op) {
        let (max, why) = object_bound(dev);
        if size > max {
            return Err(cx
                .err(op, format!("takes {size} objects at once, more than {max}"))
                .help(why));
        }
    }
    Ok(Some(fifo))
}

pub(crate) fn subview_access(cx: &Cx, op: ObjectfifoSubviewAccess) -> Check {
    if cx.ancestor(op, &[OpKind::Core]).is_none() {
        return Err(cx
            .err(op, "must be called from inside a CoreOp")
            .help("access subviews in the `aie.core` that acquired them"));
    }
    let acquire = cx
        .operand(op, 0)
        .and_then(|v| cx.def::<ObjectfifoAcquire>(v));
    let index = op.index(cx.ir);
    if let Some(size) = acquire.map(|a| a.size(cx.ir)) {
        if index >= size {
            return Err(cx
                .err(
                    op,
                    "accessed farther than number of acquired elements (index out of bounds).",
                )
                .help(format!(
                    "{size} objects were acquired: use an index from 0 to {}",
                    size.saturating_sub(1)
                )));
        }
    }
    Ok(())
}

/// The number of elements of an `arith.constant` tensor.
fn const_len(cx: &Cx, v: ValueId) -> Option<i64> {
    match cx.def::<ArithConstant>(v)?.value(cx.ir) {
        Attr::Dense(d) => match &d.ty {
            Some(ty) => ty.num_elements()?.try_into().ok(),
            None => match &d.lit {
                DenseLit::List(items) => Some(items.len() as i64),
                _ => None,
            },
        },
        _ => None,
    }
}

pub(crate) fn register_process(cx: &Cx, op: ObjectfifoRegisterProcess) -> Check {
    let operand = |i| cx.operand(op, i);
    let Some(length) = operand(2).and_then(|v| super::npu::constant(cx, v)) else {
        return Ok(());
    };
    if length < 1 {
        return Err(cx
            .err(op, "process length must be >= 1")
            .help(format!("the length is {length}")));
    }
    let (Some(acq), Some(rel)) = (
        operand(0).and_then(|v| const_len(cx, v)),
        operand(1).and_then(|v| const_len(cx, v)),
    ) else {
        return Ok(());
    };
    if acq != rel && acq != length && rel != length {
        return Err(cx
            .err(op, "Acquire and Release patterns must be of equal length, or longest length of one must be equal to process length of the other")
            .help(format!("the patterns have {acq} and {rel} entries and the process length is {length}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{errors, expect, ok};

    /// An xcve2302 design with tiles `%t<c><r>` for cores (1, 2), (2, 2),
    /// (2, 3), (3, 3), MemTiles (1, 1), (2, 1), (3, 1) and shims (1, 0), (2, 0).
    fn design(body: &str) -> String {
        let tiles: String = [
            "1, 2", "2, 2", "2, 3", "3, 3", "1, 1", "2, 1", "3, 1", "1, 0", "2, 0",
        ]
        .iter()
        .map(|t| format!("%t{} = aie.tile({t})\n", t.replace(", ", "")))
        .collect();
        format!("aie.device(xcve2302) {{\n{tiles}{body}\n}}")
    }

    /// The only error of a design with objectfifo `@of` from `%<prod>` to `{<cons>}`.
    fn fifo_error(prod: &str, cons: &str, attrs: &str) -> String {
        let src = design(&format!("aie.objectfifo @of (%{prod}, {{{cons}}}, 2 : i32) {attrs} : !aie.objectfifo<memref<16xi32>>"));
        let errs = errors(&src);
        assert_eq!(errs.len(), 1, "{errs:?}");
        errs[0].clone()
    }

    #[test]
    fn create_rules() {
        ok(&design(
            "aie.objectfifo @of (%t12, {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>",
        ));
        let src =
            design("aie.objectfifo @of (%t12, {%t22}, 2 : i32) : !aie.objectfifo<memref<?xi32>>");
        expect(
            &src,
            "objectfifo",
            "type should be static shaped memref, but got 'memref<?xi32>'",
        );
        let src =
            design("aie.objectfifo @of (%t12, {%t22}, [2]) : !aie.objectfifo<memref<16xi32>>");
        expect(&src, "objectfifo", "'aie.objectfifo' op does not have enough depths specified for producer and for each consumer.");
        let src = design("aie.objectfifo @of (%t20 dimensionsToStream [<size = 4, stride = 1>], {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>");
        expect(&src, "objectfifo", "`dimensionsToStream` data layout transformations are not supported on shim tile producers");
        let src =
            design("aie.objectfifo @of (%t12, {%t20 dimensionsFromStream [<size = 4, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<16xi32>>");
        expect(&src, "objectfifo", "`dimensionsFromStreamPerConsumer` data layout transformations are not supported on shim tile consumers");
        assert_eq!(
            fifo_error("t20", "%t22", "{repeat_count = 2 : i32}"),
            "`repeat_count` unavailable for shim tiles"
        );
        assert_eq!(
            fifo_error("t20", "%t22", "{packet_id = 2 : i8}"),
            "'aie.objectfifo' op packet_id is only meaningful on a packet objectfifo"
        );
        ok(&design("aie.objectfifo @of (%t20, {%t22}, 2 : i32) {packet, packet_id = 2 : i8} : !aie.objectfifo<memref<16xi32>>"));
        assert_eq!(
            fifo_error("t12", "%t22", "{repeat_count = 0 : i32}"),
            "'aie.objectfifo' op attribute 'repeat_count' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1"
        );
        let init = |n: usize| {
            format!(
                "{{initValues = [{}]}}",
                vec!["dense<0> : memref<16xi32>"; n].join(", ")
            )
        };
        assert_eq!(
            fifo_error("t20", "%t22", &init(2)),
            "`init_values` unavailable for shim tiles"
        );
        assert_eq!(
            fifo_error("t12", "%t22", &init(1)),
            "`init_values` does not initialize all objects"
        );
        assert_eq!(
            fifo_error("t21", "%t22", "{iter_count = 300 : i32}"),
            "`iter_count` must be between 1 and 256"
        );
        // mlir-aie's split lowering bounds any DMA end (`iterCount` per
        // endpoint), so the op takes `iter_count` without a MemTile end.
        assert!(errors(&design("aie.objectfifo @of (%t12, {%t22}, 2 : i32) {iter_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>")).is_empty());
        assert!(errors(&design("aie.objectfifo @of (%t12, {%t21}, 2 : i32) {iter_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>")).is_empty());
    }

    #[test]
    fn stream_rules() {
        let stream = |s: i64, more: &str| {
            format!("{{aie_stream = {s} : i32, aie_stream_port = 0 : i32{more}}}")
        };
        assert_eq!(
            fifo_error("t12", "%t22", "{aie_stream_port = 0 : i32}"),
            "`aie_stream` must be defined"
        );
        assert_eq!(
            fifo_error("t12", "%t22, %t23", &stream(0, "")),
            "`aie_stream` can only be used in 1-to-1 object FIFOs"
        );
        assert_eq!(
            fifo_error("t12", "%t22", "{aie_stream = 0 : i32}"),
            "`aie_stream_port` must be defined"
        );
        assert_eq!(
            fifo_error("t21", "%t22", &stream(0, "")),
            "`aie_stream` is not available for shim and mem tiles"
        );
        assert_eq!(
            fifo_error("t12", "%t21", &stream(1, "")),
            "`aie_stream` is not available for shim and mem tiles"
        );
        assert_eq!(
            fifo_error("t12", "%t22", &stream(2, ", repeat_count = 2 : i32")),
            "`repeat_count` unavailable on stream end"
        );
        assert_eq!(
            fifo_error("t12", "%t22", &stream(0, ", initValues = []")),
            "`init_values` unavailable on stream end"
        );
        assert_eq!(
            fifo_error("t12", "%t22", &stream(0, ", iter_count = 2 : i32")),
            "`iter_count` unavailable on stream end"
        );
        let src = design(&format!(
            "aie.objectfifo @of (%t12 dimensionsToStream [<size = 4, stride = 1>], {{%t22}}, 2 : i32) {} : !aie.objectfifo<memref<16xi32>>",
            stream(0, "")
        ));
        expect(
            &src,
            "objectfifo",
            "`dimensionsToStream` data layout transformations are unavailable on stream end",
        );
        let src = design(&format!(
            "aie.objectfifo @of (%t12, {{%t22 dimensionsFromStream [<size = 4, stride = 1>]}}, 2 : i32) {} : !aie.objectfifo<memref<16xi32>>",
            stream(1, "")
        ));
        expect(&src, "objectfifo", "`dimensionsFromStreamPerConsumer` data layout transformations are unavailable on stream end");
    }

    #[test]
    fn allocate_rules() {
        let allocate = |cons: &str, attrs: &str| {
            design(&format!(
                "aie.objectfifo @of (%t12, {{{cons}}}, 2 : i32) {attrs} : !aie.objectfifo<memref<16xi32>>\naie.objectfifo.allocate @of (%t12)"
            ))
        };
        ok(&allocate("%t22", ""));
        expect(
            &allocate("%t22, %t23", ""),
            "allocate",
            "can only be used in 1-to-1 object FIFOs",
        );
        let msg =
            "cannot allocate a shared memory module to objectfifo with set `via_DMA` attribute";
        expect(&allocate("%t22", "{via_DMA = true}"), "allocate", msg);
        let msg = "cannot allocate a shared memory module to objectfifo with set `repeat_count` attribute";
        expect(
            &allocate("%t22", "{repeat_count = 2 : i32}"),
            "allocate",
            msg,
        );
        let msg =
            "cannot allocate a shared memory module to objectfifo with set dimensions attribute";
        let src = design("aie.objectfifo @of (%t12 dimensionsToStream [<size = 4, stride = 1>], {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>\naie.objectfifo.allocate @of (%t12)");
        expect(&src, "allocate", msg);
        let msg = "cannot allocate a shared memory module to objectfifo using stream port";
        expect(
            &allocate("%t22", "{aie_stream = 1 : i32, aie_stream_port = 0 : i32}"),
            "allocate",
            msg,
        );
        expect(
            &design("aie.objectfifo.allocate @nope (%t12)"),
            "allocate",
            "cannot retrieve associated object FIFO",
        );
    }

    /// A design with fifos `(name, producer, consumer, elements, attrs)` and `link`.
    fn link(fifos: &[(&str, &str, &str, u32, &str)], link: &str) -> String {
        let fifos: String = fifos
            .iter()
            .map(|(name, p, c, n, attrs)| format!("aie.objectfifo @{name} (%{p}, {{%{c}}}, 2 : i32) {attrs} : !aie.objectfifo<memref<{n}xi32>>\n"))
            .collect();
        design(&format!("{fifos}aie.objectfifo.link {link}"))
    }

    #[test]
    fn join_rules() {
        let join = |out_dims: &str, offsets: &str| {
            let out = format!("aie.objectfifo @o (%t21{out_dims}, {{%t33}}, 2 : i32) : !aie.objectfifo<memref<24xi32>>\n");
            let ins = [("a", "t22"), ("b", "t23")]
                .map(|(n, t)| format!("aie.objectfifo @{n} (%{t}, {{%t21}}, 2 : i32) : !aie.objectfifo<memref<12xi32>>\n"));
            design(&format!(
                "{}{}{out}aie.objectfifo.link [@a, @b] -> [@o] ({offsets})",
                ins[0], ins[1]
            ))
        };
        ok(&join("", "[0, 12] []"));
        expect(
            &join("", "[0] []"),
            "link",
            "'aie.objectfifo.link' op number of provided src offsets must be equal to the number of input objectFifos",
        );
        expect(
            &join("", "[0, 12] [0]"),
            "link",
            "'aie.objectfifo.link' op dst offsets should be empty for join",
        );
        expect(
            &join(" dimensionsToStream [<size = 8, stride = 1>, <size = 3, stride = 8>]", "[0, 12] []"),
            "link",
            "'aie.objectfifo.link' op specified output stride(s) and size(s) result in out of bounds access in join input, for index 23 in transfer of length 12.",
        );
    }

    #[test]
    fn distribute_rules() {
        let dist = |in_dims: &str, o2_attrs: &str, offsets: &str| {
            design(&format!(
                "aie.objectfifo @i (%t10, {{%t21{in_dims}}}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
                aie.objectfifo @o1 (%t21, {{%t22}}, 2 : i32) : !aie.objectfifo<memref<200xi32>>
                aie.objectfifo @o2 (%t21, {{%t23}}, 2 : i32) {o2_attrs} : !aie.objectfifo<memref<56xi32>>
                aie.objectfifo.link [@i] -> [@o1, @o2] ({offsets})"
            ))
        };
        ok(&dist("", "", "[] [0, 200]"));
        expect(
            &dist(" dimensionsFromStream [<size = 32, stride = 16>, <size = 8, stride = 1>]", "", "[] [0, 200]"),
            "link",
            "'aie.objectfifo.link' op specified input stride(s) and size(s) result in out of bounds access in distribute output, for index 503 in transfer of length 56.",
        );
        expect(
            &dist("", "", "[] [0]"),
            "link",
            "'aie.objectfifo.link' op number of provided dst offsets must be equal to the number of output objectFifos",
        );
        expect(
            &dist("", "", "[0] [0, 200]"),
            "link",
            "'aie.objectfifo.link' op src offsets should be empty for distribute",
        );
        expect(
            &dist("", "{repeat_count = 2 : i32}", "[] [0, 200]"),
            "link",
            "repeat counts of output object FIFOs must be equal",
        );
    }

    #[test]
    fn link_rules() {
        let src = link(
            &[("i", "t22", "t21", 12, ""), ("o", "t33", "t21", 12, "")],
            "[@i] -> [@o] ([] [])",
        );
        expect(
            &src,
            "link",
            "ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos",
        );
        let src = link(
            &[
                ("a", "t22", "t20", 12, ""),
                ("b", "t23", "t20", 12, ""),
                ("o", "t20", "t33", 24, ""),
            ],
            "[@a, @b] -> [@o] ([0, 12] [])",
        );
        expect(
            &src,
            "link",
            "ObjectFifoLinkOp join and distribute are unavailable on shim tiles",
        );
        let src = link(
            &[
                ("a", "t22", "t21", 12, ""),
                ("b", "t23", "t21", 12, ""),
                ("o", "t21", "t33", 12, ""),
                ("p", "t21", "t22", 12, ""),
            ],
            "[@a, @b] -> [@o, @p] ([0, 6] [0, 6])",
        );
        expect(
            &src,
            "link",
            "ObjectFifoLinkOp does not support 'join' and 'distribute' at the same time",
        );
        let src = link(
            &[("i", "t22", "t21", 12, ""), ("o", "t21", "t33", 12, "")],
            "[@i] -> [@o] ([0] [0])",
        );
        expect(&src, "link", "'aie.objectfifo.link' op all offsets should be empty if there is no join or distribute");
        ok(&link(
            &[("i", "t22", "t21", 12, ""), ("o", "t21", "t33", 12, "")],
            "[@i] -> [@o] ([] [])",
        ));
    }

    /// A fifo from (1, 2) to (2, 2), used by the core of `core_tile` with `body`.
    fn access(core_tile: &str, body: &str) -> String {
        design(&format!(
            "aie.objectfifo @of (%t12, {{%t22}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>\n%core = aie.core(%{core_tile}) {{\n{body}\naie.end\n}}"
        ))
    }

    #[test]
    fn acquire_release_rules() {
        let acquire = |port: &str, ty: &str| {
            format!("%sv = aie.objectfifo.acquire @of ({port}, 1) : !aie.objectfifosubview<memref<{ty}>>")
        };
        ok(&access("t12", &acquire("Produce", "16xi32")));
        let msg = "'aie.core' op producer port of objectFifo accessed by core running on non-producer tile";
        expect(&access("t22", &acquire("Produce", "16xi32")), "%core", msg);
        let msg = "'aie.core' op consumer port of objectFifo accessed by core running on non-consumer tile";
        expect(
            &access("t12", "aie.objectfifo.release @of (Consume, 1)"),
            "%core",
            msg,
        );
        let msg = "'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.\n";
        let help = expect(
            &access("t12", &acquire("Produce", "2x2xi32")),
            "acquire",
            msg,
        );
        assert_eq!(
            help,
            "the objectfifo holds `memref<16xi32>`: use `!aie.objectfifosubview<memref<16xi32>>`"
        );
        let outside = design(&format!(
            "aie.objectfifo @of (%t12, {{%t22}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>\n{}",
            acquire("Produce", "16xi32")
        ));
        expect(
            &outside,
            "acquire",
            "'aie.objectfifo.acquire' op must be called from inside a CoreOp",
        );
        expect(
            &access("t12", "aie.objectfifo.release @nope (Produce, 1)"),
            "release",
            "cannot retrieve associated object FIFO",
        );
    }

    #[test]
    fn subview_access_rules() {
        let body = "%sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
            %e = aie.objectfifo.subview.access %sv[1] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>";
        let msg = "'aie.objectfifo.subview.access' op accessed farther than number of acquired elements (index out of bounds).";
        expect(&access("t12", body), "subview.access", msg);
        ok(&access("t12", &body.replace("%sv[1]", "%sv[0]")));
    }

    #[test]
    fn register_process_rules() {
        let process = |len: i64, acq: &str, rel: &str| {
            design(&format!(
                "aie.objectfifo @of (%t12, {{%t22}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
                %len = arith.constant {len} : index
                %acq = arith.constant dense<[{acq}]> : tensor<{}xi32>
                %rel = arith.constant dense<[{rel}]> : tensor<{}xi32>
                func.func @work() -> () {{ return }}
                aie.objectfifo.register_process @of (Produce, %acq : tensor<{0}xi32>, %rel : tensor<{1}xi32>, @work, %len)",
                acq.split(',').count(),
                rel.split(',').count()
            ))
        };
        ok(&process(3, "1, 2", "0, 1, 1"));
        expect(
            &process(0, "1", "1"),
            "register_process",
            "'aie.objectfifo.register_process' op process length must be >= 1",
        );
        let msg = "'aie.objectfifo.register_process' op Acquire and Release patterns must be of equal length, or longest length of one must be equal to process length of the other";
        expect(&process(5, "1, 2", "0, 1, 1"), "register_process", msg);
    }

    #[test]
    fn register_external_buffers_needs_noc_shim() {
        let src = design(
            "aie.objectfifo @of (%t10, {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            %ext = aie.external_buffer : memref<64xi32>
            aie.objectfifo.register_external_buffers @of (%t10, {%ext}) : (memref<64xi32>)",
        );
        let msg = "'aie.objectfifo.register_external_buffers' op failed to verify that op exists in a shim tile with NOC connection";
        expect(&src, "register_external_buffers", msg);
        ok(&src.replace("(%t10,", "(%t20,"));
    }

    /// An npu2 design with logical tiles `%core1`, `%core2` (CoreTile), `%mem`
    /// (MemTile) and `%shim` (ShimNOCTile).
    fn logical(body: &str) -> String {
        let tiles = [
            ("core1", "CoreTile"),
            ("core2", "CoreTile"),
            ("mem", "MemTile"),
            ("shim", "ShimNOCTile"),
        ];
        let tiles: String = tiles
            .iter()
            .map(|(n, t)| format!("%{n} = aie.logical_tile<{t}>(?, ?)\n"))
            .collect();
        format!("aie.device(npu2) {{\n{tiles}{body}\n}}")
    }

    #[test]
    fn fifos_on_logical_tiles() {
        // logical_tile_op_withops.mlir.
        let fifo = |name: &str, prod: &str, cons: &str, attrs: &str| {
            format!("aie.objectfifo @{name} (%{prod}, {{%{cons}}}, 2 : i32) {attrs} : !aie.objectfifo<memref<64xi32>>\n")
        };
        ok(&logical(&fifo("of", "shim", "core1", "")));
        ok(&logical(
            &(fifo("i", "core1", "mem", "")
                + &fifo("o", "mem", "core2", "")
                + "aie.objectfifo.link [@i] -> [@o] ([] [])"),
        ));
        ok(&logical(&format!(
            "%t = aie.tile(0, 2)\n{}",
            fifo("of", "t", "core1", "")
        )));
        // The rules that depend on the tile type follow the declared type.
        expect(
            &logical(&fifo("of", "shim", "core1", "{repeat_count = 2 : i32}")),
            "objectfifo",
            "`repeat_count` unavailable for shim tiles",
        );
        ok(&logical(&fifo(
            "of",
            "core1",
            "mem",
            "{iter_count = 3 : i32}",
        )));
        ok(&logical(&fifo(
            "of",
            "core1",
            "core2",
            "{iter_count = 3 : i32}",
        )));
        let join = |shared: &str| {
            fifo("a", "core1", shared, "")
                + &fifo("b", "core2", shared, "")
                + &fifo("o", shared, "shim", "").replace("64xi32", "128xi32")
                + "aie.objectfifo.link [@a, @b] -> [@o] ([0, 64] [])"
        };
        ok(&logical(&join("mem")));
        ok(&logical(&join("core1").replace("@a (%core1", "@a (%mem")));
        let on_shim = fifo("a", "core1", "shim", "")
            + &fifo("b", "core2", "shim", "")
            + &fifo("o", "shim", "mem", "").replace("64xi32", "128xi32")
            + "aie.objectfifo.link [@a, @b] -> [@o] ([0, 64] [])";
        expect(
            &logical(&on_shim),
            "link",
            "ObjectFifoLinkOp join and distribute are unavailable on shim tiles",
        );
    }
}
