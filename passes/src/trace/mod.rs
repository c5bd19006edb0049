//! Trace configuration, lowered in four passes as mlir-aie does
//! (runtime-sequence.md#trace-configuration):
//!
//! 1. `--aie-insert-trace-flows`: packet flows from the traced tiles' Trace
//!    ports to a shim DMA, and the runtime-sequence writes that program that
//!    DMA and synchronise the tiles' timers ([`insert_flows`]);
//! 2. `--aie-trace-to-config`: each `aie.trace` becomes an `aie.trace.config`
//!    of register fields ([`to_config`]);
//! 3. `--aie-trace-pack-reg-writes`: field writes become masked values, one
//!    per register ([`pack`]);
//! 4. `--aie-inline-trace-config`: each `aie.trace.start_config` of a runtime
//!    sequence becomes `aiex.npu.write32`s of its configuration ([`inline`]);
//!
//! then `--aie-fuse-trace-buffers` gives a sequence that runs traced designs
//! one trace buffer for all of them ([`fuse`]).
//!
//! Event numbers and register addresses come from the target's tables
//! (`aie_target::regs::trace`).

pub(crate) mod fuse;
pub(crate) mod inline;
pub(crate) mod insert_flows;
pub(crate) mod pack;
pub(crate) mod to_config;

use crate::netlist::{self, op_error, Dev};
use aie_target::device::TileKind;
use aie_target::regs::trace::EventModule;
use dialect::ir::cases::TracePacketType;
use dialect::ir::{OpId, View};
use dialect::ops::views::{Trace, TracePacket};
use dialect::{Diagnostic, Ir};

/// The `aie.trace` ops of a device, in order.
pub(crate) fn traces(ir: &Ir, dev: &Dev) -> Vec<Trace> {
    dev.views::<Trace>(ir).collect()
}

/// The coordinates and kind of the tile that `op` (an `aie.trace` or an
/// `aie.trace.config`) configures.
pub(crate) fn tile(ir: &Ir, dev: &Dev, op: OpId) -> Result<((i64, i64), TileKind), Diagnostic> {
    let coords = netlist::tile_of(ir, op).ok_or_else(|| {
        op_error(ir, op, "tile operand must be a TileOp")
            .with_help("configure the trace unit of a placed `aie.tile`")
    })?;
    let kind = dev.kind(coords).ok_or_else(|| {
        op_error(
            ir,
            op,
            format!("{} is not in the device", netlist::tile_text(coords)),
        )
    })?;
    Ok((coords, kind))
}

/// The `aie.trace.packet` of a trace, if it has one.
pub(crate) fn packet(ir: &Ir, trace: Trace) -> Option<TracePacket> {
    ir.views::<TracePacket>(body(ir, trace.op())).next()
}

/// The ops of the body of `op` (a trace or trace configuration).
pub(crate) fn body(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + Clone + '_ {
    ir.entry_block(op, 0)
        .into_iter()
        .flat_map(move |b| ir.ops_in(b))
}

/// The trace unit a packet type names on a tile of `kind`: a compute tile's
/// memory module for `mem`, the tile's own (core) module otherwise.
pub(crate) fn module(kind: TileKind, packet_type: Option<TracePacketType>) -> EventModule {
    EventModule::of(kind, packet_type == Some(TracePacketType::Mem))
}

/// The number of event `name` (`"NAME"` or `"EnumType::NAME"`) in `module`.
pub(crate) fn event_number(module: EventModule, name: &str) -> Option<u32> {
    let case = name.split_once("::").map_or(name, |(_, c)| c);
    module.event(case)
}

/// An error at `op` without the op prefix (mlir-aie's `emitError`).
pub(crate) fn error(ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ir[op].span, message)
}

/// An error for an event `module` does not have.
pub(crate) fn unknown_event(ir: &Ir, op: OpId, module: EventModule, name: &str) -> Diagnostic {
    error(ir, op, format!("unknown trace event '{name}'")).with_help(format!(
        "the {} has no event of that name (its events are listed in docs/registers.md)",
        module.describe()
    ))
}
