//! Trace configuration (`aie.trace` and its body, `aie.trace.host_config`)
//! and `aiex.broadcast_packet`: mlir-aie's verifiers of AIETraceOps and
//! AIEX's broadcast-packet ops.

use super::{Check, Cx, Node};
use crate::ir::cases::DmaChannelDir;
use crate::ir::{OpId, OpKind, View};
use crate::ops::views::{
    BpId, BroadcastPacket, LogicalTile, Trace, TraceComboEvent, TraceEdgeEvent, TraceEvent,
    TraceHostConfig, TracePort, TraceStart, TraceStop,
};
use aie_target::device::{Arch, TileKind};
use aie_target::regs::port_index;
use aie_target::regs::trace::EventModule;

/// Most events a trace unit records.
const MAX_EVENTS: usize = 8;

/// `aie.trace`: at most 8 events; the tile is an `aie.tile`.
pub(crate) fn trace(cx: &Cx, op: Trace) -> Check {
    let events = body(cx, op.op())
        .filter(|&o| cx.ir.is(o, OpKind::TraceEvent))
        .count();
    if events > MAX_EVENTS {
        return Err(cx
            .err(op, format!("trace unit supports maximum {MAX_EVENTS} events, got {events}"))
            .help("split the events over two traces (a compute tile's core and memory modules each have a trace unit)"));
    }
    match cx.operand(op, 0) {
        Some(v) if cx.tile_like(v).is_none() => Err(cx
            .err(op, "tile operand must be a TileOp or LogicalTileOp")
            .help("trace a tile: the result of an `aie.tile` or an `aie.logical_tile`")),
        _ => Ok(()),
    }
}

/// The ops of the single block of `op`'s region.
fn body<'a>(cx: &Cx<'a>, op: OpId) -> impl Iterator<Item = OpId> + 'a {
    let ir = cx.ir;
    ir.entry_block(op, 0)
        .into_iter()
        .flat_map(move |b| ir.ops_in(b))
}

/// The tile traced by the `aie.trace` around `op`: its kind, and its
/// column and row where known (a logical tile may leave them open).
fn traced_tile(cx: &Cx, op: impl Node) -> Option<(TileKind, Option<i64>, Option<i64>)> {
    let trace = cx.ancestor(op, &[OpKind::Trace])?;
    let v = cx.operand(trace, 0)?;
    let kind = cx.kind_at(trace, v)?;
    let t = cx.tile_like(v)?;
    if let Some(logical) = cx.view::<LogicalTile>(t) {
        return Some((kind, logical.col(cx.ir), logical.row(cx.ir)));
    }
    let (c, r) = cx.coords(v)?;
    Some((kind, Some(c), Some(r)))
}

/// `c` or `?`.
fn coord(c: Option<i64>) -> String {
    c.map_or("?".into(), |c| c.to_string())
}

/// `aie.trace.event`: a non-empty event, of a kind the traced tile has.
pub(crate) fn event(cx: &Cx, op: TraceEvent) -> Check {
    event_attr(cx, op, op.event(cx.ir), None)
}

/// `aie.trace.combo_event`: slot 0, 1 or 2; events the traced tile has;
/// slots 0 and 1 combine plain events, slot 2 the results of combos 0 and 1.
pub(crate) fn combo_event(cx: &Cx, op: TraceComboEvent) -> Check {
    let slot = op.slot(cx.ir);
    if !(0..=2).contains(&slot) {
        return Err(cx
            .err(
                op,
                format!("combo event slot must be 0, 1, or 2, got {slot}"),
            )
            .help("combos 0 and 1 combine two events, combo 2 the results of combos 0 and 1"));
    }
    let (a, b) = (op.event_a(cx.ir), op.event_b(cx.ir));
    event_attr(cx, op, a, Some("eventA"))?;
    event_attr(cx, op, b, Some("eventB"))?;
    let (a, b) = (event_case(a), event_case(b));
    let inputs = if slot == 0 { "eventA/B" } else { "eventC/D" };
    match slot {
        0 | 1 if a.contains("COMBO_EVENT") || b.contains("COMBO_EVENT") => Err(cx
            .err(op, format!("combo slot {slot} should use regular events, not COMBO_EVENT_* (uses {inputs})"))
            .help("combine the results of combos 0 and 1 in slot 2")),
        2 if a != "COMBO_EVENT_0" => Err(cx
            .err(op, format!("combo slot 2 first event must be COMBO_EVENT_0 (hierarchical), got {a}"))
            .help("write `aie.trace.combo_event<2> <\"COMBO_EVENT_0\"> AND <\"COMBO_EVENT_1\">` with the logic you need")),
        2 if b != "COMBO_EVENT_1" => Err(cx
            .err(op, format!("combo slot 2 second event must be COMBO_EVENT_1 (hierarchical), got {b}"))
            .help("write `aie.trace.combo_event<2> <\"COMBO_EVENT_0\"> AND <\"COMBO_EVENT_1\">` with the logic you need")),
        _ => Ok(()),
    }
}

/// `aie.trace.edge_event`: slot 0 or 1; an event the traced tile has, not
/// itself an edge or combo event.
pub(crate) fn edge_event(cx: &Cx, op: TraceEdgeEvent) -> Check {
    let slot = op.slot(cx.ir);
    if !(0..=1).contains(&slot) {
        return Err(cx
            .err(
                op,
                format!("edge detection slot must be 0 or 1, got {slot}"),
            )
            .help("each module has two edge detectors, 0 and 1"));
    }
    let event = op.event(cx.ir);
    event_attr(cx, op, event, Some("event"))?;
    let name = event_case(event);
    if name.contains("EDGE_DETECTION_EVENT") {
        return Err(cx
            .err(
                op,
                "edge detection source should be a regular event, not another EDGE_DETECTION_EVENT",
            )
            .help("detect the edges of the event the other detector watches"));
    }
    if name.contains("COMBO_EVENT") {
        return Err(cx
            .err(op, "edge detection source should be a regular event, not a COMBO_EVENT (combo events can be used but may have unexpected behavior)")
            .help("detect the edges of one of the combo's input events"));
    }
    Ok(())
}

/// The event's name without its enum type (`CoreEventAIE2::LOCK_STALL`).
fn event_case(event: &str) -> &str {
    event.split_once("::").map_or(event, |(_, c)| c)
}

/// `aie.trace.start`: as [`start_stop`].
pub(crate) fn start(cx: &Cx, op: TraceStart) -> Check {
    start_stop(cx, op, op.broadcast(cx.ir), op.event(cx.ir))
}

/// `aie.trace.stop`: as [`start_stop`].
pub(crate) fn stop(cx: &Cx, op: TraceStop) -> Check {
    start_stop(cx, op, op.broadcast(cx.ir), op.event(cx.ir))
}

/// `aie.trace.start` / `aie.trace.stop`: a broadcast channel or an event,
/// not both.
fn start_stop(cx: &Cx, op: impl Node, broadcast: Option<i64>, event: Option<&str>) -> Check {
    match (broadcast, event) {
        (None, None) => Err(cx
            .err(op, "must specify either broadcast or event")
            .help("write `broadcast = <channel>` or `event = <\"EVENT\">`")),
        (Some(_), Some(_)) => Err(cx
            .err(op, "cannot specify both broadcast and event")
            .help("keep one of `broadcast = ...` and `event = <...>`")),
        (Some(b), None) => match b {
            0..=15 => Ok(()),
            b => Err(cx
                .err(op, format!("broadcast channel {b} does not exist"))
                .help("broadcast channels are 0 to 15")),
        },
        (None, Some(event)) => event_attr(cx, op, event, None),
    }
}

/// Checks the trace event `event` of `op` against the traced tile: an
/// `EnumType::NAME` event must name the tile's kind and the device's
/// architecture, and a case of that enum. An event of another tile kind is
/// named by its operand (`eventA`) where mlir-aie's message for `op` does.
fn event_attr(cx: &Cx, op: impl Node, event: &str, operand: Option<&str>) -> Check {
    let (prefix, case) = event.split_once("::").unwrap_or(("", event));
    if case.is_empty() {
        return Err(cx
            .err(op, "event name cannot be empty")
            .help("name an event, e.g. `<\"INSTR_EVENT_0\">`"));
    }
    let (Some((kind, c, r)), Some(dev)) = (traced_tile(cx, op), cx.device_of(op)) else {
        return Ok(());
    };
    if prefix.is_empty() {
        return Ok(());
    }
    let allowed = enum_prefixes(dev.arch, kind);
    let Some(module) = allowed.iter().find(|p| p.0 == prefix).map(|p| p.1) else {
        let names: Vec<String> = allowed.iter().map(|p| format!("`{}`", p.0)).collect();
        let message = match operand {
            Some(operand) => format!("{operand} is not valid for this tile type"),
            None => format!(
                "event '{event}' is not valid for {} ({}) at ({}, {})",
                tile_word(kind),
                dev.arch.name(),
                coord(c),
                coord(r)
            ),
        };
        return Err(cx.err(op, message).help(match names.as_slice() {
            [] => "this tile has no trace unit".into(),
            _ => format!("name the event by a string or one of {}", names.join(", ")),
        }));
    };
    match module {
        Some(m) if m.event(case).is_none() => Err(cx
            .err(op, format!("unknown {prefix} value: {case}"))
            .help(format!(
                "the {} events are listed in docs/registers.md",
                m.describe()
            ))),
        _ => Ok(()),
    }
}

/// mlir-aie's word for a tile kind in trace messages.
fn tile_word(kind: TileKind) -> &'static str {
    match kind {
        TileKind::Core => "core tile",
        TileKind::MemTile => "mem tile",
        TileKind::ShimNoc | TileKind::ShimPl => "shim tile",
    }
}

/// The typed event enums a tile of `kind` may name on `arch`, with the module
/// whose events they list (`None`: AIE1, whose numbers aiec does not know).
fn enum_prefixes(arch: Arch, kind: TileKind) -> &'static [(&'static str, Option<EventModule>)] {
    use EventModule::{Core, MemTile, Memory, Shim};
    match (arch, kind) {
        (Arch::Aie1, TileKind::Core) => &[("CoreEventAIE", None), ("MemEventAIE", None)],
        (Arch::Aie1, TileKind::ShimNoc | TileKind::ShimPl) => &[("ShimTileEventAIE", None)],
        (Arch::Aie1, TileKind::MemTile) => &[],
        (Arch::Aie2, TileKind::Core) => &[
            ("CoreEventAIE2", Some(Core)),
            ("MemEventAIE2", Some(Memory)),
        ],
        (Arch::Aie2, TileKind::MemTile) => &[("MemTileEventAIE2", Some(MemTile))],
        (Arch::Aie2, _) => &[("ShimTileEventAIE2", Some(Shim))],
        (Arch::Aie2p | Arch::Aie2ps, TileKind::Core) => &[
            ("CoreEventAIE2P", Some(Core)),
            ("MemEventAIE2P", Some(Memory)),
        ],
        (Arch::Aie2p | Arch::Aie2ps, TileKind::MemTile) => &[("MemTileEventAIE2P", Some(MemTile))],
        (Arch::Aie2p | Arch::Aie2ps, _) => &[("ShimTileEventAIE2P", Some(Shim))],
    }
}

/// `aie.trace.port`: a stream-switch port of the traced tile (S2MM watches
/// a master port, MM2S a slave port), each slot once per trace.
pub(crate) fn port(cx: &Cx, op: TracePort) -> Check {
    // The ports of a tile depend on its position: checked once placed.
    let Some((kind, Some(c), Some(r))) = traced_tile(cx, op) else {
        return Ok(());
    };
    let (bundle, channel) = (op.port(cx.ir), op.channel(cx.ir));
    let master = op.direction(cx.ir) == DmaChannelDir::S2MM;
    let valid = u32::try_from(channel)
        .ok()
        .and_then(|ch| port_index(kind, bundle, ch, master));
    if valid.is_none() {
        return Err(cx
            .err(
                op,
                format!("invalid stream switch port configuration for tile ({c}, {r})"),
            )
            .help(format!(
                "a {} has no {} port {}:{channel}",
                kind.describe(),
                if master {
                    "master (S2MM)"
                } else {
                    "slave (MM2S)"
                },
                bundle.name()
            )));
    }
    duplicate_slot(cx, op)
}

/// The port slot of `op` must not be configured by an earlier
/// `aie.trace.port` of the same trace.
fn duplicate_slot(cx: &Cx, op: TracePort) -> Check {
    let slot = op.slot(cx.ir);
    let Some(trace) = cx.ir.parent_op(op.op()) else {
        return Ok(());
    };
    let dup = body(cx, trace)
        .take_while(|&o| o != op.op())
        .filter_map(|o| cx.view::<TracePort>(o))
        .any(|o| o.slot(cx.ir) == slot);
    if !dup {
        return Ok(());
    }
    let name = cx.view::<Trace>(trace).map_or("", |t| t.sym_name(cx.ir));
    Err(cx
        .err(op, format!("duplicate port slot {slot} in trace {name}"))
        .help("give each `aie.trace.port` of a trace its own slot (0 to 7)"))
}

/// `aie.trace.host_config`: a positive buffer size.
pub(crate) fn host_config(cx: &Cx, op: TraceHostConfig) -> Check {
    match op.buffer_size(cx.ir) {
        n if n <= 0 => Err(cx
            .err(op, "buffer_size must be positive")
            .help("give the trace buffer's size in bytes")),
        _ => Ok(()),
    }
}

/// `aiex.broadcast_packet`: `aiex.bp_id` ops, each with `aiex.bp_dest`s.
pub(crate) fn broadcast_packet(cx: &Cx, op: BroadcastPacket) -> Check {
    let ids = contents(
        cx,
        op.op(),
        (OpKind::BpId, "BroadcastPacket"),
        "a broadcast packet holds `aiex.bp_id` ops",
    )?;
    if ids == 0 {
        return Err(cx
            .err(op, "must have at least one aiex.bp_id")
            .help("add `aiex.bp_id(<packet id>) { aiex.bp_dest<%tile, Bundle : channel> }`"));
    }
    Ok(())
}

/// `aiex.bp_id`: at least one destination.
pub(crate) fn bp_id(cx: &Cx, op: BpId) -> Check {
    let dests = contents(
        cx,
        op.op(),
        (OpKind::BpDest, "BPID"),
        "a broadcast packet id holds `aiex.bp_dest` ops",
    )?;
    if dests == 0 {
        return Err(cx
            .err(op, "must have at least one aiex.bp_dest")
            .help("add an `aiex.bp_dest<%tile, Bundle : channel>`"));
    }
    Ok(())
}

/// Counts the `child` ops of `op`'s body; anything else but the terminator
/// is an error on that op, which names `op` as mlir-aie's class (`what`).
fn contents(
    cx: &Cx,
    op: OpId,
    (child, what): (OpKind, &str),
    help: &str,
) -> Result<usize, Box<super::Fail>> {
    let mut n = 0;
    for o in body(cx, op) {
        match cx.ir.kind(o) {
            Some(c) if c == child => n += 1,
            Some(OpKind::End) => {}
            _ => {
                return Err(cx
                    .err(o, format!("cannot be contained in a {what} op"))
                    .help(help.to_string()))
            }
        }
    }
    Ok(n)
}
