//! `--aie-insert-trace-flows`: routes every trace of a device to a shim DMA
//! and programs that DMA in the runtime sequence (mlir-aie's
//! AIEInsertTraceFlows after August 2026).
//!
//! Each `aie.trace` gets a packet id (its `aie.trace.packet`'s, or the next
//! from `packet-id-start`) and an `aie.packet_flow` from its tile's Trace port
//! (0: core, 1: memory module) to the shim tile of column 0 (or a spare column
//! with `lateral-routing`), S2MM channel `shim-channel` (the other one if a
//! flow already uses it). The runtime sequence's `aie.trace.host_config
//! {buffer_size = N}` then becomes, after its last `aie.trace.start_config`:
//! a timer reset on the start broadcast per traced unit, the shim BD
//! `default-bd-id` writing N bytes into the sequence's trace buffer, its
//! channel's controller id and start, and the shim's user event 1 broadcast
//! that starts the traces; the sequence ends with user event 0 on the stop
//! broadcast.
//!
//! The trace buffer is a `memref<N x i8>` argument appended to the sequence
//! (N bytes per channel), or with `reuse_output_buffer = true` the
//! sequence's last argument past its data; the sequence records it as
//! `trace_buffer = #aie.trace_buffer<...>` and the BD's address patch names
//! it by value (`buffer %arg`, resolved to a host index by
//! `--aie-resolve-address-patch-buffers`). An explicit `arg_idx = A` (and
//! IR of the April 2026 syntax, whose default is 4) still writes host
//! buffer A (`-1`: the last argument, past its data), appending nothing.
//!
//! A device whose runtime sequence has no `aie.trace.host_config` asks for no
//! trace buffer: its traces are configured but not routed.

#![warn(clippy::cast_possible_truncation)]

use super::{error, packet};
use crate::netlist::{self, op_error, Dev};
use crate::npu::writebd::{build_writebd, BdField};
use crate::npu::{absolute, body as seq_body, sequences};
use crate::options::{PassOption, BOOL};
use crate::words::low32;
use crate::{Anchor, Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::trace::{trace_reg, EventModule, SHIM_CONTROLLER_ID};
use aie_target::regs::{self, Dir};
use dialect::ir::cases::{TracePacketType, WireBundle};
use dialect::ir::{At, Attr, BlockId, OpId, OpKind, Span, Type, ValueId, Version, View};
use dialect::ops::views::{
    Core, Flow, NpuAddressPatch, NpuMaskwrite32, NpuWrite32, PacketDest, PacketFlow, PacketSource,
    RuntimeSequence, ShimDmaAllocation, Tile, Trace, TraceHostConfig, TracePacket, TraceStart,
    TraceStartConfig, TraceStop,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-insert-trace-flows",
    name: "AIEInsertTraceFlows",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Route trace packets to a shim DMA and program it in the runtime sequence",
    doc: "runtime-sequence.md#trace-configuration",
    options: OPTIONS,
    body: crate::Body::Run(run),
};

static OPTIONS: &[PassOption] = &[
    PassOption {
        name: "shim-channel",
        help: "Shim S2MM channel that receives the trace packets",
        default: "1",
        values: &["0", "1"],
    },
    PassOption {
        name: "default-bd-id",
        help: "Shim BD that writes the trace buffer (a second channel uses the one below)",
        default: "15",
        values: &[],
    },
    PassOption {
        name: "packet-id-start",
        help: "First packet id given to a trace without one",
        default: "1",
        values: &[],
    },
    PassOption {
        name: "burst-length",
        help: "Burst length in bytes of the shim BD (0: the largest)",
        default: "64",
        values: &["0", "64", "128", "256", "512"],
    },
    PassOption {
        name: "distribute-channels",
        help: "Spread the traces over both shim S2MM channels, each writing its own half of the buffer",
        default: "false",
        values: BOOL,
    },
    PassOption {
        name: "lateral-routing",
        help: "Send the traces to the nearest column without cores",
        default: "false",
        values: BOOL,
    },
    PassOption {
        name: "lateral-target-col",
        help: "The column lateral routing sends the traces to (-1: the nearest spare)",
        default: "-1",
        values: &[],
    },
    PassOption {
        name: REQUIRE_HOST_CONFIG,
        help: "A runtime sequence that starts traces must say where their packets go (aie.trace.host_config), as in mlir-aie; false leaves such traces unrouted (aiec's default pipeline)",
        default: "true",
        values: BOOL,
    },
];

/// The option that makes `aie.trace.host_config` optional.
pub(crate) const REQUIRE_HOST_CONFIG: &str = "require-host-config";

/// The pass options, read.
#[derive(Clone, Copy)]
struct Options {
    channel: i64,
    bd: i64,
    first_id: i64,
    burst: i64,
    distribute: bool,
    lateral: bool,
    lateral_col: i64,
    require_host_config: bool,
}

impl Options {
    fn read(args: &Args) -> Result<Options, Diagnostic> {
        let int = |name: &str| {
            args.get(name).parse::<i64>().map_err(|_| {
                Diagnostic::error(
                    Span::default(),
                    format!("pass option '{name}' must be an integer"),
                )
                .with_help(format!("--aie-insert-trace-flows=\"{name}=<integer>\""))
            })
        };
        Ok(Options {
            channel: int("shim-channel")?,
            bd: int("default-bd-id")?,
            first_id: int("packet-id-start")?,
            burst: int("burst-length")?,
            distribute: args.flag("distribute-channels"),
            lateral: args.flag("lateral-routing"),
            lateral_col: int("lateral-target-col")?,
            require_host_config: args.flag(REQUIRE_HOST_CONFIG),
        })
    }
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    match Options::read(args) {
        Ok(o) => netlist::each_device(ir, |ir, dev| insert(ir, dev, &o)),
        Err(d) => vec![d],
    }
}

/// One traced unit.
struct Traced {
    trace: Trace,
    tile: (i64, i64),
    kind: TileKind,
    id: i64,
    packet_type: TracePacketType,
    start: Option<i64>,
    stop: Option<i64>,
}

impl Traced {
    /// The traced module (a compute tile's core or memory module).
    fn module(&self) -> EventModule {
        super::module(self.kind, Some(self.packet_type))
    }
}

/// Where a runtime sequence asks its trace data to go.
#[derive(Clone, Copy)]
enum Place {
    /// A `memref<N x i8>` argument appended to the sequence.
    Append,
    /// Argument `.0` of the sequence, past its `.1` bytes of data.
    Past(ValueId, i64),
    /// Host buffer `.0` from byte `.1`, named by index (`arg_idx`).
    Index(i64, i64),
}

/// The trace buffer a runtime sequence asks for: `size` bytes per channel.
#[derive(Clone, Copy)]
struct Request {
    size: i64,
    place: Place,
}

/// The host buffer a patch names: by value or by index.
#[derive(Clone, Copy)]
enum Target {
    Value(ValueId),
    Index(i64),
}

/// The trace buffer of a sequence: `size` bytes per channel from byte
/// `offset` of `target`.
struct Buffer {
    size: i64,
    target: Target,
    offset: i64,
}

/// One shim S2MM channel draining trace packets into its part of the buffer.
struct Channel {
    channel: i64,
    bd: i64,
    offset: i64,
}

/// The shim the traces leave through.
struct Shim {
    tile: (i64, i64),
    channels: Vec<Channel>,
    start: Option<i64>,
    stop: Option<i64>,
}

fn insert(ir: &mut Ir, dev: &Dev, o: &Options) -> Result<(), Diagnostic> {
    if let Some(l) = dev.ops_of(ir, OpKind::LogicalTile).next() {
        return Err(Diagnostic::error(ir[l].span, "LogicalTileOp must be resolved to TileOp before running -aie-insert-trace-flows (run -aie-place-tiles first)")
            .with_help("run --aie-place-tiles before routing traces (the default pipeline, aie-sim and aiecc do)"));
    }
    let traces = super::traces(ir, dev);
    if traces.is_empty() {
        return Ok(());
    }
    let seqs = sequences(ir, dev);
    let Some(&first) = seqs.first() else {
        return Err(Diagnostic::error(
            ir[dev.op].span,
            "aie.trace ops found but no runtime_sequence defined",
        )
        .with_help("traces are started by `aie.trace.start_config` in an `aie.runtime_sequence`"));
    };
    // Each sequence with a host_config drives the traces on its own run: it
    // gets a trace buffer and a shim DMA program (as mlir-aie since August
    // 2026); the packet flows are the device's, shared.
    let configs: Vec<(OpId, TraceHostConfig)> = seqs
        .iter()
        .filter_map(|&seq| host_config(ir, seq).map(|h| (seq, h)))
        .collect();
    let Some(&(_, host)) = configs.first() else {
        if !o.require_host_config {
            return Ok(());
        }
        return Err(Diagnostic::error(
            ir[first].span,
            "runtime_sequence with traces requires aie.trace.host_config",
        )
        .with_help("say where the trace packets go: `aie.trace.host_config {buffer_size = <bytes> : i32}` in the runtime sequence"));
    };
    same_routes(ir, &configs)?;
    let shim_bds = i64::from(dev.model.num_bds(TileKind::ShimNoc));
    if !(0..shim_bds).contains(&o.bd) {
        return Err(error(
            ir,
            host.op(),
            format!("pass option 'default-bd-id' is {}, not a shim BD", o.bd),
        )
        .with_help(format!(
            "a shim has BDs 0 to {}: --aie-insert-trace-flows=\"default-bd-id=<id>\"",
            shim_bds - 1
        )));
    }
    let egress = host.egress_shim_col(ir);
    let mut requests = Vec::new();
    for &(seq, h) in &configs {
        requests.push((seq, request(ir, seq, h)?));
    }
    for &(_, h) in &configs {
        ir.erase(h.op());
    }
    let ids = PacketIds::new(ir, dev, &traces, o.first_id)?;
    let mut traced = Vec::new();
    for t in traces {
        traced.push(analyse(ir, dev, t, &ids)?);
    }
    let mut shim = shim(ir, dev, o, egress, &traced)?;
    let (primary, used) = (
        shim.channels[0].channel,
        used_channels(ir, dev, shim.tile.0),
    );
    shim.channels = channels(o, requests[0].1.size, 0, traced.len(), primary, &used);
    own_shim_events(ir, &mut traced, &shim);
    let dest = dev.tile(ir, shim.tile);
    for (i, t) in traced.iter().enumerate() {
        let ch = shim.channels[i % shim.channels.len()].channel;
        packet_flow(ir, dev, t, dest, ch);
    }
    let per_channel = shim.channels.len() as i64;
    for &(seq, request) in &requests {
        let buffer = trace_buffer(ir, seq, request, per_channel);
        let buffer = &buffer;
        // The same channels, writing this sequence's buffer.
        shim.channels = channels(o, buffer.size, buffer.offset, traced.len(), primary, &used);
        let block = seq_body(ir, seq).expect("a runtime sequence has a body");
        let (at, span) = (after_starts(ir, block), ir[seq].span);
        let mut w = Writer {
            ir,
            at,
            span,
            model: dev,
        };
        w.timer_syncs(&traced, &shim)?;
        w.shim_dma(&shim, buffer, o.burst)?;
        w.start_broadcast(&shim)?;
        w.at = At::End(block);
        w.stop_broadcast(&shim)?;
    }
    Ok(())
}

/// The host_configs of one device's sequences route the traces alike: the
/// routes live in the device's stream switches (mlir-aie's rule).
fn same_routes(ir: &Ir, configs: &[(OpId, TraceHostConfig)]) -> Result<(), Diagnostic> {
    let Some((&(_, first), rest)) = configs.split_first() else {
        return Ok(());
    };
    let route = |h: TraceHostConfig| (h.routing(ir), h.egress_shim_col(ir));
    match rest.iter().find(|&&(_, h)| route(h) != route(first)) {
        Some(&(_, other)) => Err(error(ir, other.op(), "aie.trace.host_config routes trace data differently from another runtime_sequence in this device; the routes live in the device's stream switches, so every sequence must name the same routing and egress column")
            .with_note(Some(ir[first.op()].span), "first aie.trace.host_config here")
            .with_help("give every sequence's aie.trace.host_config the same routing and egress_shim_col")),
        None => Ok(()),
    }
}

/// The first `aie.trace.host_config` of a runtime sequence.
fn host_config(ir: &Ir, seq: OpId) -> Option<TraceHostConfig> {
    let block = seq_body(ir, seq)?;
    ir.views::<TraceHostConfig>(ir.ops_in(block)).next()
}

/// The host buffer index IR of the April 2026 syntax writes the trace to
/// when its host_config names none.
const APRIL_ARG_IDX: i64 = 4;

/// The buffer `host` asks for: a new argument, unless it reuses the output
/// buffer or names a host buffer (`arg_idx = -1`: past the data of the
/// sequence's last argument).
fn request(ir: &Ir, seq: OpId, host: TraceHostConfig) -> Result<Request, Diagnostic> {
    let size = host.buffer_size(ir);
    let arg = host
        .arg_idx(ir)
        .or((ir.version == Version::April2026).then_some(APRIL_ARG_IDX));
    let block = seq_body(ir, seq).expect("a runtime sequence has a body");
    if host.reuse_output_buffer(ir) {
        let args = &ir[block].args;
        if args.is_empty() {
            return Err(Diagnostic::error(ir[seq].span, "trace.host_config reuse_output_buffer requires the runtime_sequence to have at least one argument to reuse")
                .with_help("give the sequence its output buffer as an argument, or drop reuse_output_buffer"));
        }
        if args
            .iter()
            .any(|&a| !matches!(ir.type_of(a), Type::MemRef { .. }))
        {
            return Err(Diagnostic::error(ir[seq].span, "trace.host_config reuse_output_buffer=true cannot be used with a dynamic (runtime-sized) runtime_sequence: the trace offset would be computed from the last tensor's maximum static size, not its runtime transfer size, so trace data would be written past the output buffer. Use a separate trace buffer instead (reuse_output_buffer=false)")
                .with_help("a sequence with scalar arguments sizes its transfers at run time"));
        }
    }
    let place = match arg {
        _ if host.reuse_output_buffer(ir) => {
            let (last, offset) = past_last(ir, block, host)?;
            Place::Past(last, offset)
        }
        Some(-1) => {
            let (_, offset) = past_last(ir, block, host)?;
            // The last argument is a memref: the last host buffer.
            let memrefs = ir[block]
                .args
                .iter()
                .filter(|&&a| ir.type_of(a).is_memref());
            Place::Index(memrefs.count() as i64 - 1, offset)
        }
        Some(a) => Place::Index(a, 0),
        None => Place::Append,
    };
    Ok(Request { size, place })
}

/// The sequence's last argument and the bytes of its data.
fn past_last(ir: &Ir, block: BlockId, host: TraceHostConfig) -> Result<(ValueId, i64), Diagnostic> {
    let last = ir[block].args.last().copied();
    let bytes = last.and_then(|v| {
        let ty = ir.type_of(v);
        let elems = ty.static_shape()?.iter().product::<u64>() as i64;
        Some((v, elems * crate::npu::elem_bits(ty)? / 8))
    });
    match bytes {
        Some(last) => Ok(last),
        None => Err(op_error(ir, host.op(), "arg_idx = -1 needs a runtime sequence whose last argument is a static memref")
            .with_help("the trace buffer goes after the data of the last argument; give the sequence one, or name an argument index")),
    }
}

/// The trace buffer of `seq` for `request`, written by `channels` channels:
/// a new `memref<size * channels x i8>` argument (recorded as
/// `trace_buffer`), the last argument past its data (recorded too), or a
/// host buffer index.
fn trace_buffer(ir: &mut Ir, seq: OpId, request: Request, channels: i64) -> Buffer {
    let size = request.size;
    let block = seq_body(ir, seq).expect("a runtime sequence has a body");
    let record = |ir: &mut Ir, arg: ValueId, offset: i64, dedicated: bool| {
        let arg_index = ir[block].args.iter().position(|&a| a == arg);
        RuntimeSequence::wrap(seq).set_trace_buffer(
            ir,
            dialect::ir::TraceBuffer {
                // The verifier rejects an index past the arguments.
                arg_index: arg_index
                    .and_then(|i| u32::try_from(i).ok())
                    .unwrap_or(u32::MAX),
                offset: offset as u64,
                size: (size * channels) as u64,
                dedicated,
            },
        );
    };
    match request.place {
        Place::Append => {
            let ty = crate::npu::txn::bytes_type((size * channels) as u64);
            let arg = ir.add_block_arg(block, ty);
            record(ir, arg, 0, true);
            Buffer {
                size,
                target: Target::Value(arg),
                offset: 0,
            }
        }
        Place::Past(arg, offset) => {
            record(ir, arg, offset, false);
            Buffer {
                size,
                target: Target::Value(arg),
                offset,
            }
        }
        Place::Index(index, offset) => Buffer {
            size,
            target: Target::Index(index),
            offset,
        },
    }
}

/// The packet ids of the traces: explicit ones must be distinct; the others
/// get the lowest free ids from `first` on, in the order of their tiles
/// (column, then row; traces of one tile in the order written), or as
/// written in IR of the April 2026 syntax.
struct PacketIds {
    auto: HashMap<OpId, i64>,
}

impl PacketIds {
    fn new(ir: &Ir, dev: &Dev, traces: &[Trace], first: i64) -> Result<PacketIds, Diagnostic> {
        let mut explicit: Vec<(i64, OpId)> = Vec::new();
        let mut auto = Vec::new();
        for &t in traces {
            let Some(id) = packet(ir, t).and_then(|p| p.id(ir).map(|id| (id, p))) else {
                auto.push(t);
                continue;
            };
            let (id, p) = id;
            if let Some(&(_, other)) = explicit.iter().find(|e| e.0 == id) {
                return Err(error(ir, p.op(), format!("trace packet id {id} is already used by another trace; explicit packet ids must be unique across the device"))
                    .with_note(Some(ir[other].span), format!("previous use of packet id {id}"))
                    .with_help("give each traced unit its own packet id, or leave it out to have one assigned"));
            }
            explicit.push((id, p.op()));
        }
        // mlir-aie orders them by tile since May 2026; before, as written.
        if ir.version != Version::April2026 {
            auto.sort_by_key(|&t| {
                ir[t.op()]
                    .operands
                    .first()
                    .and_then(|&v| netlist::coords(ir, v))
            });
        }
        let taken: BTreeSet<i64> = explicit.iter().map(|e| e.0).collect();
        let mut free = (first..=MAX_PACKET_ID).filter(|id| !taken.contains(id));
        let mut ids = HashMap::new();
        for &t in &auto {
            let Some(id) = free.next() else {
                return Err(error(ir, dev.op, format!("trace overlay needs {} auto-allocated packet IDs starting at {first} (with {} id(s) reserved by explicit aie.trace.packet ops), but the hardware packet-id field is 5 bits (max {MAX_PACKET_ID}); reduce the number of traced tiles, free up an explicit id, or raise -packet-id-start only if you can spare the lower IDs", auto.len(), taken.len()))
                    .with_help("trace fewer units, or give traces explicit ids that leave room"));
            };
            ids.insert(t.op(), id);
        }
        Ok(PacketIds { auto: ids })
    }
}

/// The largest packet id (a 5-bit field).
const MAX_PACKET_ID: i64 = 31;

/// A trace's packet id, packet type and broadcasts; gives it an
/// `aie.trace.packet` with its id.
fn analyse(ir: &mut Ir, dev: &Dev, trace: Trace, ids: &PacketIds) -> Result<Traced, Diagnostic> {
    let (tile, kind) = super::tile(ir, dev, trace.op())?;
    let p = packet(ir, trace);
    let packet_type = p.map_or(default_type(kind), |p| p.type_attr(ir));
    let id = match p.and_then(|p| p.id(ir)) {
        Some(id) => id,
        None => ids.auto[&trace.op()],
    };
    match p {
        Some(p) => p.set_id(ir, id),
        None => {
            let block = ir.entry_block(trace.op(), 0).expect("a trace has a body");
            TracePacket::build(ir, ir[trace.op()].span)
                .id(id)
                .type_attr(packet_type)
                .insert(At::Start(block));
        }
    }
    let ops = super::body(ir, trace.op());
    let start = ir.views::<TraceStart>(ops.clone()).next();
    let stop = ir.views::<TraceStop>(ops).next();
    let (Some(start), Some(stop)) = (start, stop) else {
        let missing = if start.is_none() {
            OpKind::TraceStart
        } else {
            OpKind::TraceStop
        }
        .name();
        return Err(error(ir, trace.op(), format!("trace is missing '{missing}'"))
            .with_help("say when tracing starts and stops, e.g. `aie.trace.start broadcast=15` and `aie.trace.stop broadcast=14`"));
    };
    Ok(Traced {
        trace,
        tile,
        kind,
        id,
        packet_type,
        start: start.broadcast(ir),
        stop: stop.broadcast(ir),
    })
}

/// The packet type of a trace that names none: its tile's unit.
fn default_type(kind: TileKind) -> TracePacketType {
    match kind {
        TileKind::Core => TracePacketType::Core,
        TileKind::MemTile => TracePacketType::Memtile,
        TileKind::ShimNoc | TileKind::ShimPl => TracePacketType::Shimtile,
    }
}

/// The shim the traces leave through and its primary channel, avoiding
/// channels that flows and shim DMA allocations already use.
fn shim(
    ir: &Ir,
    dev: &Dev,
    o: &Options,
    egress: i64,
    traced: &[Traced],
) -> Result<Shim, Diagnostic> {
    let columns = i64::from(dev.model.columns);
    if !(0..columns).contains(&egress) || dev.kind((egress, 0)) != Some(TileKind::ShimNoc) {
        return Err(error(ir, dev.op, format!("egress_shim_col {egress} is not a valid shim NOC tile (device has {columns} columns)"))
            .with_help("aie.trace.host_config's egress_shim_col names the column whose shim receives the trace packets"));
    }
    let mut col = egress;
    if o.lateral {
        col = lateral_column(ir, dev, o, col, &BTreeSet::new())?;
    }
    let mut used = used_channels(ir, dev, col);
    if used.len() >= 2 && o.lateral {
        // Columns whose shim channels are all taken count as busy.
        let full: BTreeSet<i64> = (0..i64::from(dev.model.columns))
            .filter(|&c| used_channels(ir, dev, c).len() >= 2)
            .collect();
        let auto = Options {
            lateral_col: -1,
            ..*o
        };
        col = lateral_column(ir, dev, &auto, col, &full)?;
        used = used_channels(ir, dev, col);
    }
    if used.len() >= 2 {
        return Err(error(ir, dev.op, format!("no S2MM channels available on shim tile at column {col} (both channels in use by existing flows); enable lateral-routing to redirect to a spare column"))
            .with_help("--aie-insert-trace-flows=\"lateral-routing=true\" sends the traces to a column without cores"));
    }
    if dev.kind((col, 0)) != Some(TileKind::ShimNoc) {
        return Err(error(
            ir,
            dev.op,
            format!("column {col} has no shim NOC tile to receive the trace packets"),
        )
        .with_help("trace packets leave the array through a shim DMA"));
    }
    let channel = if used.contains(&o.channel) {
        1 - o.channel
    } else {
        o.channel
    };
    let first = |f: fn(&Traced) -> Option<i64>| traced.iter().find_map(f);
    Ok(Shim {
        tile: (col, 0),
        channels: vec![Channel {
            channel,
            bd: o.bd,
            offset: 0,
        }],
        start: first(|t| t.start),
        stop: first(|t| t.stop),
    })
}

/// The column lateral routing moves the traces from `col` to: the forced
/// one, or the nearest shim NOC column without cores (nor in `busy`).
fn lateral_column(
    ir: &Ir,
    dev: &Dev,
    o: &Options,
    col: i64,
    busy: &BTreeSet<i64>,
) -> Result<i64, Diagnostic> {
    let columns = i64::from(dev.model.columns);
    let noc = |c: i64| dev.kind((c, 0)) == Some(TileKind::ShimNoc);
    if o.lateral_col >= 0 {
        if o.lateral_col >= columns || !noc(o.lateral_col) {
            return Err(error(ir, dev.op, format!("lateral-target-col {} is not a valid shim NOC tile (device has {columns} columns)", o.lateral_col))
                .with_help(format!("name a column from 0 to {}", columns - 1)));
        }
        return Ok(o.lateral_col);
    }
    let active: BTreeSet<i64> = dev
        .views::<Core>(ir)
        .filter_map(|c| netlist::tile_of(ir, c.op()).map(|t| t.0))
        .chain(busy.iter().copied())
        .collect();
    if !active.contains(&col) && busy.is_empty() {
        return Ok(col);
    }
    Ok((0..columns)
        .filter(|&c| c != col && noc(c) && !active.contains(&c))
        .min_by_key(|&c| (c - col).abs())
        .unwrap_or(col))
}

/// The S2MM channels of the shim tile of column `col` that flows, packet
/// flows and shim DMA allocations already use.
fn used_channels(ir: &Ir, dev: &Dev, col: i64) -> BTreeSet<i64> {
    let at_shim = |v: ValueId| netlist::coords(ir, v).is_some_and(|t| t == (col, 0));
    let mut used = BTreeSet::new();
    for op in dev.walk(ir) {
        let operands = &ir[op].operands;
        if let Some(f) = ir.view::<Flow>(op) {
            if f.dest_bundle(ir) == WireBundle::DMA && operands.get(1).is_some_and(|&v| at_shim(v))
            {
                used.insert(f.dest_channel(ir));
            }
        } else if let Some(d) = ir.view::<PacketDest>(op) {
            if d.bundle(ir) == WireBundle::DMA && operands.first().is_some_and(|&v| at_shim(v)) {
                used.insert(d.channel(ir));
            }
        } else if let Some(a) = ir.view::<ShimDmaAllocation>(op) {
            let s2mm = a.channel_dir(ir).dir() == Dir::S2MM;
            if s2mm && operands.first().is_some_and(|&v| at_shim(v)) {
                used.insert(a.channel_index(ir));
            }
        }
    }
    used
}

/// The channels draining the traces into `size` bytes each from byte
/// `offset`: the primary one, and with `distribute-channels` and several
/// traces the other one (if free) with the BD below, writing the next
/// `size` bytes.
fn channels(
    o: &Options,
    size: i64,
    offset: i64,
    traces: usize,
    primary: i64,
    used: &BTreeSet<i64>,
) -> Vec<Channel> {
    let mut out = vec![Channel {
        channel: primary,
        bd: o.bd,
        offset,
    }];
    let other = 1 - primary;
    if o.distribute && traces > 1 && o.bd > 0 && !used.contains(&other) {
        out.push(Channel {
            channel: other,
            bd: o.bd - 1,
            offset: offset + size,
        });
    }
    out
}

/// A traced shim that is also the destination cannot hear its own
/// broadcast: it starts on user event 1 and stops on user event 0.
fn own_shim_events(ir: &mut Ir, traced: &mut [Traced], shim: &Shim) {
    for t in traced.iter_mut().filter(|t| t.tile == shim.tile) {
        let ops: Vec<OpId> = super::body(ir, t.trace.op()).collect();
        for op in ops {
            if let Some(s) = ir
                .view::<TraceStart>(op)
                .filter(|s| s.broadcast(ir).is_some())
            {
                netlist::clear(ir, s, TraceStart::set_broadcast, 0);
                s.set_event(ir, "USER_EVENT_1");
            } else if let Some(s) = ir
                .view::<TraceStop>(op)
                .filter(|s| s.broadcast(ir).is_some())
            {
                netlist::clear(ir, s, TraceStop::set_broadcast, 0);
                s.set_event(ir, "USER_EVENT_0");
            }
        }
        t.start = None;
        t.stop = None;
    }
}

/// `aie.packet_flow(id) { source<tile, Trace : unit>, dest<shim, DMA : channel> }`.
fn packet_flow(ir: &mut Ir, dev: &Dev, t: &Traced, dest: ValueId, channel: i64) {
    let src = dev.tile(ir, t.tile);
    let unit = i64::from(t.packet_type == TracePacketType::Mem);
    let at = dev.before_end(ir);
    let span = ir[t.trace.op()].span;
    let flow = PacketFlow::build(ir, span)
        .id(t.id)
        .keep_pkt_header(true)
        .region()
        .insert(at);
    let block = ir.entry_block(flow.op(), 0).expect("built with a region");
    PacketSource::build(ir, span)
        .operand(src)
        .bundle(WireBundle::Trace)
        .channel(unit)
        .insert(At::End(block));
    PacketDest::build(ir, span)
        .operand(dest)
        .bundle(WireBundle::DMA)
        .channel(channel)
        .insert(At::End(block));
}

/// Where the trace setup goes: after the sequence's last
/// `aie.trace.start_config`, else at its start.
fn after_starts(ir: &Ir, block: BlockId) -> At {
    ir.ops_in(block)
        .rev()
        .find(|&o| ir.view::<TraceStartConfig>(o).is_some())
        .map_or(At::Start(block), At::After)
}

/// Writes runtime-sequence ops, in order, at a moving place.
struct Writer<'a> {
    ir: &'a mut Ir,
    at: At,
    span: Span,
    model: &'a Dev,
}

impl Writer<'_> {
    /// Places `op` and moves after it.
    fn placed(&mut self, op: OpId) {
        self.at = At::After(op);
    }

    /// `aiex.npu.write32` of `value` to register `reg` of `module` at `tile`.
    fn write(
        &mut self,
        tile: (i64, i64),
        module: EventModule,
        reg: &str,
        value: u32,
    ) -> Result<(), Diagnostic> {
        let (address, _) = trace_reg(module, reg).ok_or_else(|| {
            Diagnostic::error(
                self.span,
                format!("the {} has no register {reg}", module.describe()),
            )
        })?;
        let op = NpuWrite32::build(self.ir, self.span)
            .address(i64::from(address))
            .value(i64::from(value))
            .column(tile.0)
            .row(tile.1)
            .insert(self.at);
        self.placed(op.op());
        Ok(())
    }

    /// The Timer_Control word resetting the timer on `event`.
    fn timer_word(module: EventModule, event: u32) -> Option<u32> {
        let (_, layout) = trace_reg(module, "Timer_Control")?;
        layout.word(&[("Reset_Event", i64::from(event))]).ok()
    }

    /// Each traced unit that starts on a broadcast resets its timer on it
    /// (the destination shim is synchronised by [`Writer::start_broadcast`]).
    fn timer_syncs(&mut self, traced: &[Traced], shim: &Shim) -> Result<(), Diagnostic> {
        let mut done = BTreeSet::new();
        for t in traced {
            let Some(b) = t.start else { continue };
            let module = t.module();
            if t.tile == shim.tile || !done.insert((t.tile, t.packet_type == TracePacketType::Mem))
            {
                continue;
            }
            let word = u32::try_from(b)
                .ok()
                .and_then(|b| module.broadcast_event(b))
                .and_then(|e| Self::timer_word(module, e))
                .ok_or_else(|| {
                    Diagnostic::error(
                        self.ir[t.trace.op()].span,
                        format!("Failed to lookup broadcast event for broadcast channel {b}"),
                    )
                    .with_help("broadcast channels are 0 to 15")
                })?;
            self.write(t.tile, module, "Timer_Control", word)?;
        }
        Ok(())
    }

    /// Per channel: the shim BD writing the buffer, its host address, the
    /// channel's controller id, and the BD's start (with a task token).
    fn shim_dma(&mut self, shim: &Shim, buffer: &Buffer, burst: i64) -> Result<(), Diagnostic> {
        let layout = regs::bd_layout(TileKind::ShimNoc).expect("shim tiles have BDs");
        for c in &shim.channels {
            let bd = build_writebd(
                self.ir,
                self.at,
                self.span,
                &[
                    (BdField::BdId, c.bd),
                    (BdField::BufferLength, buffer.size / 4),
                    (BdField::Column, shim.tile.0),
                    (BdField::EnablePacket, 1),
                    (BdField::ValidBd, 1),
                    (BdField::BurstLength, burst),
                ],
            );
            self.placed(bd.op());
            let bd_address = layout.address(low32(c.bd)) + layout.address_word_offset;
            let patch = NpuAddressPatch::build(self.ir, self.span)
                .addr(absolute(self.model.model, shim.tile, bd_address) as i64)
                .arg_plus(c.offset)
                .insert(self.at);
            match buffer.target {
                Target::Index(index) => patch.set_arg_idx(self.ir, index),
                Target::Value(arg) => self.ir[patch.op()].operands.push(arg),
            }
            self.placed(patch.op());
            self.channel_start(shim.tile, c)?;
        }
        Ok(())
    }

    /// The S2MM channel's controller id (the shim tile's, which this sets
    /// if the tile has none) and the push of its BD with a task token.
    fn channel_start(&mut self, tile: (i64, i64), c: &Channel) -> Result<(), Diagnostic> {
        let ctrl = regs::channel_ctrl(TileKind::ShimNoc, Dir::S2MM, low32(c.channel)).ok_or_else(
            || {
                Diagnostic::error(
                    self.span,
                    format!("shim S2MM channel {} does not exist", c.channel),
                )
            },
        )?;
        let id = controller_id(self.ir, self.model, tile);
        let field = &regs::CTRL_CONTROLLER_ID;
        let mask = NpuMaskwrite32::build(self.ir, self.span)
            .address(i64::from(ctrl))
            .value(i64::from(id << field.lo))
            .mask(i64::from(0x1F << field.lo))
            .column(tile.0)
            .row(tile.1)
            .insert(self.at);
        self.placed(mask.op());
        let word = regs::queue_word(TileKind::ShimNoc, low32(c.bd), 0, true);
        let op = NpuWrite32::build(self.ir, self.span)
            .address(i64::from(ctrl + 4))
            .value(i64::from(word))
            .column(tile.0)
            .row(tile.1)
            .insert(self.at);
        self.placed(op.op());
        Ok(())
    }

    /// The shim resets its timer on user event 1, broadcasts it on the start
    /// channel, and generates it.
    fn start_broadcast(&mut self, shim: &Shim) -> Result<(), Diagnostic> {
        let Some(b) = shim.start else { return Ok(()) };
        let event = user_event(1)?;
        let word = Self::timer_word(EventModule::Shim, event).expect("the shim has a timer");
        self.write(shim.tile, EventModule::Shim, "Timer_Control", word)?;
        self.write(
            shim.tile,
            EventModule::Shim,
            &format!("Event_Broadcast{b}_A"),
            event,
        )?;
        self.write(shim.tile, EventModule::Shim, "Event_Generate", event)
    }

    /// The shim broadcasts user event 0 on the stop channel and generates it.
    fn stop_broadcast(&mut self, shim: &Shim) -> Result<(), Diagnostic> {
        let Some(b) = shim.stop else { return Ok(()) };
        let event = user_event(0)?;
        self.write(
            shim.tile,
            EventModule::Shim,
            &format!("Event_Broadcast{b}_A"),
            event,
        )?;
        self.write(shim.tile, EventModule::Shim, "Event_Generate", event)
    }
}

/// The shim's user event `n`.
fn user_event(n: u32) -> Result<u32, Diagnostic> {
    EventModule::Shim
        .event(&format!("USER_EVENT_{n}"))
        .ok_or_else(|| {
            Diagnostic::error(Span::default(), format!("the shim has no USER_EVENT_{n}"))
        })
}

/// The controller id of shim tile `tile`: its `controller_id`, else the one
/// mlir-aie gives shim tiles, which this records on the tile.
fn controller_id(ir: &mut Ir, dev: &Dev, tile: (i64, i64)) -> u32 {
    let t = dev
        .views::<Tile>(ir)
        .find(|t| netlist::tile_coords(ir, *t) == tile)
        .expect("the shim tile exists");
    if let Some(Attr::PacketInfo(_, id)) = t.controller_id(ir) {
        return low32(*id);
    }
    t.set_controller_id(ir, Attr::PacketInfo(0, u64::from(SHIM_CONTROLLER_ID)));
    SHIM_CONTROLLER_ID
}
