//! `--aie-trace-to-config`: each `aie.trace @t(%tile)` becomes an
//! `aie.trace.config @t_config(%tile)` of `aie.trace.reg` field writes, and
//! the `aie.trace.start_config @t` that named it now names `@t_config`.
//!
//! The fields, in mlir-aie's order: first the event logic — per
//! `aie.trace.combo_event` its input events (Combo_event_inputs) and logic
//! function (Combo_event_control), then per `aie.trace.edge_event` its event
//! and edges (Edge_Detection_event_control); then per op of the trace, in
//! order, the start
//! and stop events and the mode (Trace_Control0) and the packet id and type
//! (Trace_Control1); then the port slots (Stream_Switch_Event_Port_Selection);
//! then the traced events (Trace_Event0/1). A broadcast channel becomes the
//! number of its broadcast event in the traced module; traced events stay
//! names, resolved by `--aie-trace-pack-reg-writes`.

use super::{error, event_number, module, unknown_event};
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::regs::trace::EventModule;
use dialect::ir::cases::EdgeTrigger;
use dialect::ir::cases::{DmaChannelDir, TracePacketType};
use dialect::ir::{At, Attr, OpId, Span, TypedEnum, View};
use dialect::ops::views::{
    Trace, TraceComboEvent, TraceConfig, TraceEdgeEvent, TraceEvent, TraceMode, TracePacket,
    TracePort, TraceReg, TraceStart, TraceStartConfig, TraceStop,
};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-trace-to-config",
    name: "AIETraceToConfig",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower aie.trace to aie.trace.config register field writes",
    doc: "runtime-sequence.md#trace-configuration",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

/// One `aie.trace.reg` to emit.
struct Field {
    span: Span,
    reg: String,
    field: String,
    value: Attr,
    comment: String,
}

impl Field {
    fn new(
        span: Span,
        reg: &str,
        field: impl Into<String>,
        value: Attr,
        comment: impl Into<String>,
    ) -> Field {
        Field {
            span,
            reg: reg.into(),
            field: field.into(),
            value,
            comment: comment.into(),
        }
    }
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    for trace in super::traces(ir, dev) {
        let (_, kind) = super::tile(ir, dev, trace.op())?;
        let packet_type = super::packet(ir, trace).map(|p| p.type_attr(ir));
        let module = module(kind, packet_type);
        let mut fields = combos(ir, trace, module)?;
        fields.extend(edges(ir, trace, module)?);
        fields.extend(control(ir, trace, module, packet_type)?);
        fields.extend(ports(ir, trace));
        fields.extend(events(ir, trace, module)?);
        let config = emit(
            ir,
            trace,
            packet_type.unwrap_or(TracePacketType::Core),
            fields,
        );
        rename_starts(ir, dev, trace.sym_name(ir).to_string(), config);
        ir.erase(trace.op());
    }
    Ok(())
}

/// An event of a combo or edge op, which `module` must have: its name (as
/// written, resolved by `--aie-trace-pack-reg-writes`).
fn logic_input(ir: &Ir, op: OpId, module: EventModule, event: &str) -> Result<Attr, Diagnostic> {
    let name = event.split_once("::").map_or(event, |(_, c)| c);
    match event_number(module, event) {
        Some(_) => Ok(Attr::Str(event.into())),
        None => Err(unknown_event(ir, op, module, name)),
    }
}

/// Combo_event_inputs and Combo_event_control fields of each
/// `aie.trace.combo_event`, in order: combo 0 combines events A and B,
/// combo 1 events C and D, each with its logic function. Combo 2 combines
/// the results of combos 0 and 1 (its events are always COMBO_EVENT_0 and
/// COMBO_EVENT_1, which the hardware takes from the combos themselves): only
/// its logic function is written. mlir-aie also writes its two events into
/// fields A and B, combo 0's inputs (docs/runtime-sequence.md).
fn combos(ir: &Ir, trace: Trace, module: EventModule) -> Result<Vec<Field>, Diagnostic> {
    let mut out = Vec::new();
    for c in ir.views::<TraceComboEvent>(super::body(ir, trace.op())) {
        let span = ir[c.op()].span;
        let slot = c.slot(ir);
        let a = logic_input(ir, c.op(), module, c.event_a(ir))?;
        let b = logic_input(ir, c.op(), module, c.event_b(ir))?;
        let inputs = match slot {
            0 => Some(("eventA", "eventB")),
            1 => Some(("eventC", "eventD")),
            _ => None,
        };
        if let Some((fa, fb)) = inputs {
            let reg = "Combo_event_inputs";
            out.push(Field::new(span, reg, fa, a, format!("combo{slot} eventA")));
            out.push(Field::new(span, reg, fb, b, format!("combo{slot} eventB")));
        }
        out.push(Field::new(
            span,
            "Combo_event_control",
            format!("combo{slot}"),
            Attr::i32(c.logic(ir).value()),
            format!("combo{slot} logic"),
        ));
    }
    Ok(out)
}

/// Edge_Detection_event_control fields of each `aie.trace.edge_event`, in
/// order: the detector's event and whether rising and falling edges raise
/// its EDGE_DETECTION_EVENT.
fn edges(ir: &Ir, trace: Trace, module: EventModule) -> Result<Vec<Field>, Diagnostic> {
    let mut out = Vec::new();
    for e in ir.views::<TraceEdgeEvent>(super::body(ir, trace.op())) {
        let span = ir[e.op()].span;
        let slot = e.slot(ir);
        let event = logic_input(ir, e.op(), module, e.event(ir))?;
        let trigger = e.trigger(ir);
        let rising = matches!(trigger, EdgeTrigger::RISING | EdgeTrigger::BOTH);
        let falling = matches!(trigger, EdgeTrigger::FALLING | EdgeTrigger::BOTH);
        let reg = "Edge_Detection_event_control";
        out.push(Field::new(
            span,
            reg,
            format!("Edge_Detection_Event_{slot}"),
            event,
            format!("edge{slot} source"),
        ));
        out.push(Field::new(
            span,
            reg,
            format!("Edge_Detection_{slot}_Trigger_Rising"),
            Attr::i32(i64::from(rising)),
            format!("edge{slot} rising"),
        ));
        out.push(Field::new(
            span,
            reg,
            format!("Edge_Detection_{slot}_Trigger_Falling"),
            Attr::i32(i64::from(falling)),
            format!("edge{slot} falling"),
        ));
    }
    Ok(out)
}

/// Trace_Control0 and Trace_Control1 fields, in the order of the trace's ops.
fn control(
    ir: &Ir,
    trace: Trace,
    module: EventModule,
    packet_type: Option<TracePacketType>,
) -> Result<Vec<Field>, Diagnostic> {
    let span = ir[trace.op()].span;
    let mut out = Vec::new();
    for op in super::body(ir, trace.op()) {
        if let Some(s) = ir.view::<TraceStart>(op) {
            let n = start_stop_event(ir, op, module, s.broadcast(ir), s.event(ir))?;
            out.push(Field::new(
                span,
                "Trace_Control0",
                "Trace_Start_Event",
                Attr::i32(n),
                "start event",
            ));
        } else if let Some(s) = ir.view::<TraceStop>(op) {
            let n = start_stop_event(ir, op, module, s.broadcast(ir), s.event(ir))?;
            out.push(Field::new(
                span,
                "Trace_Control0",
                "Trace_Stop_Event",
                Attr::i32(n),
                "stop event",
            ));
        } else if let Some(m) = ir.view::<TraceMode>(op) {
            // Only the core module's Trace_Control0 has a mode.
            if packet_type.unwrap_or(TracePacketType::Core) == TracePacketType::Core {
                let mode = Attr::i32(m.mode(ir).value());
                out.push(Field::new(
                    span,
                    "Trace_Control0",
                    "Mode",
                    mode,
                    "trace mode",
                ));
            }
        } else if let Some(p) = ir.view::<TracePacket>(op) {
            out.extend(packet_fields(ir, op, p, span)?);
        }
    }
    Ok(out)
}

/// Trace_Control1's packet id and type; the id must have been given (or
/// assigned by `--aie-insert-trace-flows`).
fn packet_fields(ir: &Ir, op: OpId, p: TracePacket, span: Span) -> Result<Vec<Field>, Diagnostic> {
    let id = p.id(ir).ok_or_else(|| {
        error(ir, op, "trace packet has no id").with_help(
            "give `id = <1 to 31>`, or run --aie-insert-trace-flows first, which assigns one",
        )
    })?;
    let ty = Attr::i32(p.type_attr(ir).value());
    Ok(vec![
        Field::new(span, "Trace_Control1", "ID", Attr::i32(id), "packet ID"),
        Field::new(span, "Trace_Control1", "Packet_Type", ty, "packet type"),
    ])
}

/// The event number a start or stop op names: its broadcast channel's event
/// in `module`, or its event.
fn start_stop_event(
    ir: &Ir,
    op: OpId,
    module: EventModule,
    broadcast: Option<i64>,
    event: Option<&str>,
) -> Result<i64, Diagnostic> {
    if let Some(b) = broadcast {
        let n = u32::try_from(b)
            .ok()
            .and_then(|b| module.broadcast_event(b));
        return n.map(i64::from).ok_or_else(|| {
            error(
                ir,
                op,
                format!("unknown broadcast event for broadcast channel {b}"),
            )
            .with_help("broadcast channels are 0 to 15")
        });
    }
    let name = event.unwrap_or_default();
    event_number(module, name)
        .map(i64::from)
        .ok_or_else(|| unknown_event(ir, op, module, name))
}

/// Stream_Switch_Event_Port_Selection fields: the port (`"Bundle:channel"`,
/// resolved to a port number when packed) and whether it is a master (S2MM).
fn ports(ir: &Ir, trace: Trace) -> Vec<Field> {
    let mut out = Vec::new();
    for port in ir.views::<TracePort>(super::body(ir, trace.op())) {
        let span = ir[port.op()].span;
        let slot = port.slot(ir);
        let reg = if slot < 4 {
            "Stream_Switch_Event_Port_Selection_0"
        } else {
            "Stream_Switch_Event_Port_Selection_1"
        };
        let id = format!("{}:{}", port.port(ir).name(), port.channel(ir));
        let master = i64::from(port.direction(ir) == DmaChannelDir::S2MM);
        out.push(Field::new(
            span,
            reg,
            format!("Port_{slot}_ID"),
            Attr::Str(id),
            format!("port {slot} ID"),
        ));
        out.push(Field::new(
            span,
            reg,
            format!("Port_{slot}_Master_Slave"),
            Attr::i32(master),
            format!("port {slot} master/slave"),
        ));
    }
    out
}

/// Trace_Event0/1 fields: the traced events, slot by slot, by name.
fn events(ir: &Ir, trace: Trace, module: EventModule) -> Result<Vec<Field>, Diagnostic> {
    let span = ir[trace.op()].span;
    let events = ir.views::<TraceEvent>(super::body(ir, trace.op()));
    let mut out = Vec::new();
    for (slot, e) in events.take(8).enumerate() {
        let name = e.event(ir);
        if event_number(module, name).is_none() {
            return Err(unknown_event(ir, e.op(), module, name));
        }
        let reg = if slot < 4 {
            "Trace_Event0"
        } else {
            "Trace_Event1"
        };
        let case = name.split_once("::").map_or(name, |(_, c)| c);
        out.push(Field::new(
            span,
            reg,
            format!("Trace_Event{slot}"),
            Attr::Str(name.into()),
            case,
        ));
    }
    Ok(out)
}

/// The `aie.trace.config` of `trace`, after it, holding `fields`.
fn emit(
    ir: &mut Ir,
    trace: Trace,
    packet_type: TracePacketType,
    fields: Vec<Field>,
) -> TraceConfig {
    let span = ir[trace.op()].span;
    let name = format!("{}_config", trace.sym_name(ir));
    let tile = ir[trace.op()].operands[0];
    let config = TraceConfig::build(ir, span)
        .sym_name(&name)
        .packet_type(packet_type)
        .operand(tile)
        .region()
        .insert(At::After(trace.op()));
    let block = ir.entry_block(config.op(), 0).expect("built with a region");
    for f in fields {
        TraceReg::build(ir, f.span)
            .reg_name(&f.reg)
            .field(&f.field)
            .value(f.value)
            .comment(&f.comment)
            .insert(At::End(block));
    }
    config
}

/// Points every `aie.trace.start_config @name` of the device at `config`.
fn rename_starts(ir: &mut Ir, dev: &Dev, name: String, config: TraceConfig) {
    let new = config.sym_name(ir).to_string();
    let starts: Vec<TraceStartConfig> = dev.walk_views(ir).collect();
    for s in starts {
        if s.trace_config(ir) == name {
            s.set_trace_config(ir, &new);
        }
    }
}
