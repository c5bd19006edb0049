// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.
// Regenerate: UPDATE_VIEWS=1 cargo test -p dialect views_are_current

//! The op table's notation read: per entry of [`super::OPS`], in order,
//! its format's elements, its April syntax's, and the attributes of its
//! attribute list.

use super::format::Elem::{self, *};
use super::{AttrDef, Bounds, Default, IntTy, Kind, Presence, Special};
use crate::ir::EnumKind;

/// The elements of each format.
pub(super) static FORMATS: [&[Elem]; 229] = [
    // aie.device
    &[
        Lit("("),
        Attr(AttrDef { name: "device", kind: Kind::Device, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Default(Default::Str("main")), bounds: None, scalar: false, runtime: false }),
        ]),
        Region,
        AttrDict,
    ],
    // aie.tile
    &[
        Lit("("),
        Attr(AttrDef { name: "col", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.logical_tile
    &[
        Lit("<"),
        Attr(AttrDef { name: "tile_type", kind: Kind::Enum(EnumKind::TileType), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(">"),
        Lit("("),
        Attr(AttrDef { name: "col", kind: Kind::OptInt(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::OptInt(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.end
    &[
        AttrDict,
    ],
    // aie.core
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.buffer
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ResultType,
        Optional(&[
            Lit(" = "),
            Attr(AttrDef { name: "initial_value", kind: Kind::Dense, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
    ],
    // aie.external_buffer
    &[
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // aie.lock
    &[
        Lit("("),
        Operand,
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "lockID", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.use_lock
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "action", kind: Kind::Enum(EnumKind::LockAction), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Scalar(AttrDef { name: "value", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(1)), bounds: None, scalar: true, runtime: false }),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "blocking", kind: Kind::Enum(EnumKind::LockBlocking), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.debug
    &[
        Lit("("),
        TypedOperand,
        Lit(")"),
        AttrDict,
    ],
    // aie.event
    &[
        Lit("("),
        Attr(AttrDef { name: "val", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(1) }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.plio
    &[
        Lit("("),
        Attr(AttrDef { name: "col", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.flow
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "source_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "source_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "dest_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "dest_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.packet_flow
    &[
        Lit("("),
        Attr(AttrDef { name: "ID", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.packet_source
    &[
        Lit("<"),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(">"),
        AttrDict,
    ],
    // aie.packet_dest
    &[
        Lit("<"),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(">"),
        AttrDict,
    ],
    // aie.switchbox
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.shim_switchbox
    &[
        Lit("("),
        Attr(AttrDef { name: "col", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.shim_mux
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.connect
    &[
        Lit("<"),
        Attr(AttrDef { name: "source_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "source_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "dest_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "dest_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(">"),
        AttrDict,
    ],
    // aie.amsel
    &[
        Lit("<"),
        Attr(AttrDef { name: "arbiterID", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(5) }), scalar: false, runtime: false }),
        Lit("> "),
        Lit("("),
        Attr(AttrDef { name: "msel", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(3) }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.masterset
    &[
        Lit("("),
        Attr(AttrDef { name: "dest_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "dest_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Operands,
        Lit(")"),
        AttrDict,
    ],
    // aie.packet_rules
    &[
        Lit("("),
        Attr(AttrDef { name: "source_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "source_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.rule
    &[
        Lit("("),
        Attr(AttrDef { name: "mask", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aie.wire
    &[
        Lit("("),
        Operand,
        Lit(" : "),
        Attr(AttrDef { name: "source_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(" : "),
        Attr(AttrDef { name: "dest_bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.cascade_flow
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aie.configure_cascade
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "inputDir", kind: Kind::Enum(EnumKind::CascadeDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "outputDir", kind: Kind::Enum(EnumKind::CascadeDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.put_cascade
    &[
        Lit("("),
        TypedOperand,
        Lit(")"),
        AttrDict,
    ],
    // aie.get_cascade
    &[
        Lit("("),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // aie.put_stream
    &[
        Lit("("),
        TypedOperand,
        Lit(", "),
        TypedOperand,
        Lit(")"),
        AttrDict,
    ],
    // aie.get_stream
    &[
        Lit("("),
        TypedOperand,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // aie.memtile_dma
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.mem
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.shim_dma_allocation
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "channel_dir", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel_index", kind: Kind::Int(IntTy::I64), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "packet", kind: Kind::Packet, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.shim_dma
    &[
        Lit("("),
        Operand,
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aie.dma_start
    &[
        Lit("("),
        Attr(AttrDef { name: "channel_dir", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel_index", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(", "),
        Successor,
        Lit(", "),
        Successor,
        Optional(&[
            Lit(", "),
            Lit("repeat_count"),
            Lit(" = "),
            Attr(AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.dma_bd_packet
    &[
        Lit("("),
        Attr(AttrDef { name: "packet_type", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "packet_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.dma_bd
    &[
        Lit("("),
        Operand,
        Lit(" : "),
        OperandType,
        Optional(&[
            Lit(" offset"),
            Lit(" = "),
            Attr(AttrDef { name: "offset", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" len"),
            Lit(" = "),
            Attr(AttrDef { name: "len", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "dimensions", kind: Kind::SizesStrides, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" pad "),
            Attr(AttrDef { name: "pad_dimensions", kind: Kind::Pads, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.dma
    &[
        Lit("("),
        Attr(AttrDef { name: "channel_dir", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel_index", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
        Lit(" "),
        Regions,
    ],
    // aie.next_bd
    &[
        Lit(" "),
        Successor,
        AttrDict,
    ],
    // aie.bd_chain
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Special(Special::EntryArgs),
        Region,
        AttrDict,
    ],
    // aie.runtime_sequence
    &[
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Default(Default::Str("sequence")), bounds: None, scalar: false, runtime: false }),
        ]),
        Special(Special::EntryArgs),
        Region,
        AttrDict,
    ],
    // aie.objectfifo.link
    &[
        Lit(" "),
        Attr(AttrDef { name: "fifoIns", kind: Kind::Syms("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" -> "),
        Attr(AttrDef { name: "fifoOuts", kind: Kind::Syms("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Attr(AttrDef { name: "src_offsets", kind: Kind::Ints, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" "),
        Attr(AttrDef { name: "dst_offsets", kind: Kind::Ints, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aie.objectfifo.acquire
    &[
        AttrDict,
        Lit(" "),
        Attr(AttrDef { name: "objFifo_name", kind: Kind::Sym("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Attr(AttrDef { name: "port", kind: Kind::Enum(EnumKind::ObjectFifoPort), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 1, max: None }), scalar: false, runtime: false }),
        Lit(")"),
        Lit(" : "),
        ResultType,
    ],
    // aie.objectfifo.release
    &[
        AttrDict,
        Lit(" "),
        Attr(AttrDef { name: "objFifo_name", kind: Kind::Sym("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Attr(AttrDef { name: "port", kind: Kind::Enum(EnumKind::ObjectFifoPort), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 1, max: None }), scalar: false, runtime: false }),
        Lit(")"),
    ],
    // aie.objectfifo.subview.access
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Attr(AttrDef { name: "index", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false }),
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" -> "),
        ResultType,
    ],
    // aie.objectfifo.register_external_buffers
    &[
        AttrDict,
        Lit(" "),
        Attr(AttrDef { name: "objFifo_name", kind: Kind::Sym("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operand,
        Lit(", "),
        Lit("{"),
        Operands,
        Lit("}"),
        Lit(")"),
        Lit(" : "),
        Lit("("),
        OperandTypes,
        Lit(")"),
    ],
    // aie.objectfifo.register_process
    &[
        AttrDict,
        Lit(" "),
        Attr(AttrDef { name: "objFifo_name", kind: Kind::Sym("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Attr(AttrDef { name: "port", kind: Kind::Enum(EnumKind::ObjectFifoPort), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        TypedOperand,
        Lit(", "),
        TypedOperand,
        Lit(", "),
        Attr(AttrDef { name: "callee", kind: Kind::Sym("func.func"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(")"),
    ],
    // aie.objectfifo.allocate
    &[
        Lit(" "),
        Attr(AttrDef { name: "objFifo_name", kind: Kind::Sym("aie.objectfifo"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aie.objectfifo_rearm_binding
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" channels"),
        Lit("("),
        Optional(&[
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
        Lit(")"),
        Lit(" locks"),
        Lit("("),
        Optional(&[
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
        Lit(")"),
        AttrDict,
    ],
    // aie.objectfifo
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Special(Special::FifoProducer),
        Lit(", "),
        Special(Special::FifoConsumers),
        Lit(", "),
        Attr(AttrDef { name: "elemNumber", kind: Kind::Depth, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        Attr(AttrDef { name: "elemType", kind: Kind::TypeAttr, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Special(Special::FifoInit),
    ],
    // aie.trace.mode
    &[
        Lit(" "),
        Attr(AttrDef { name: "mode", kind: Kind::Enum(EnumKind::TraceMode), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aie.trace.packet
    &[
        Optional(&[
            Lit(" id"),
            Lit(" = "),
            Attr(AttrDef { name: "id", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 1, max: Some(31) }), scalar: false, runtime: false }),
        ]),
        Lit(" type"),
        Lit(" = "),
        Attr(AttrDef { name: "type", kind: Kind::Enum(EnumKind::TracePacketType), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aie.trace.event
    &[
        Lit(" "),
        Lit("<"),
        Attr(AttrDef { name: "event", kind: Kind::TraceEvent, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(">"),
        Optional(&[
            Lit(" label"),
            Lit(" = "),
            Attr(AttrDef { name: "label", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        AttrDict,
    ],
    // aie.trace.port
    &[
        Lit("<"),
        Attr(AttrDef { name: "slot", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(7) }), scalar: false, runtime: false }),
        Lit(">"),
        Lit(" port"),
        Lit(" = "),
        Attr(AttrDef { name: "port", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" channel"),
        Lit(" = "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" direction"),
        Lit(" = "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aie.trace.start_config
    &[
        Lit(" "),
        Attr(AttrDef { name: "trace_config", kind: Kind::Sym("aie.trace|aie.trace.config"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aie.trace.start
    &[
        Optional(&[
            Lit(" broadcast"),
            Lit(" = "),
            Attr(AttrDef { name: "broadcast", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" event"),
            Lit(" = "),
            Lit("<"),
            Attr(AttrDef { name: "event", kind: Kind::TraceEvent, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
            Lit(">"),
        ]),
        AttrDict,
    ],
    // aie.trace.stop
    &[
        Optional(&[
            Lit(" broadcast"),
            Lit(" = "),
            Attr(AttrDef { name: "broadcast", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" event"),
            Lit(" = "),
            Lit("<"),
            Attr(AttrDef { name: "event", kind: Kind::TraceEvent, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
            Lit(">"),
        ]),
        AttrDict,
    ],
    // aie.trace.config
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operand,
        Lit(")"),
        Optional(&[
            Lit(" packet_type"),
            Lit(" = "),
            Attr(AttrDef { name: "packet_type", kind: Kind::Enum(EnumKind::TracePacketType), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Region,
        AttrDict,
    ],
    // aie.trace.reg
    &[
        Lit(" register"),
        Lit(" = "),
        Attr(AttrDef { name: "reg_name", kind: Kind::Str, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" field"),
            Lit(" = "),
            Attr(AttrDef { name: "field", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(" value"),
        Lit(" = "),
        Attr(AttrDef { name: "value", kind: Kind::TraceValue, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" mask"),
            Lit(" = "),
            Attr(AttrDef { name: "mask", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" comment"),
            Lit(" = "),
            Attr(AttrDef { name: "comment", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        AttrDict,
    ],
    // aie.trace.host_config
    &[
        AttrDict,
    ],
    // aie.trace
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operand,
        Lit(")"),
        Optional(&[
            Lit(" buffer_size"),
            Lit(" = "),
            Attr(AttrDef { name: "buffer_size", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Region,
        AttrDict,
    ],
    // aiex.npu.dma_memcpy_nd
    &[
        Lit("("),
        Operand,
        Attr(AttrDef { name: "static_offsets", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Attr(AttrDef { name: "static_sizes", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Attr(AttrDef { name: "static_strides", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(", "),
            Lit("packet"),
            Lit(" = "),
            Attr(AttrDef { name: "packet", kind: Kind::Packet, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // aiex.npu.push_queue
    &[
        Lit("("),
        Attr(AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Lit(" bd_id "),
        Scalar(AttrDef { name: "bd_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(" repeat "),
        Scalar(AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        AttrDict,
        Lit(" : "),
        ScalarType("bd_id"),
        Lit(", "),
        ScalarType("repeat_count"),
    ],
    // aiex.npu.blockwrite
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // aiex.npu.rtp_write
    &[
        Lit("("),
        Attr(AttrDef { name: "buffer", kind: Kind::Sym("aie.buffer"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "index", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Scalar(AttrDef { name: "value", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ScalarType("value"),
    ],
    // aiex.npu.dma_wait
    &[
        AttrDict,
    ],
    // aiex.npu.write32
    &[
        Lit("("),
        Scalar(AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ScalarType("address"),
        Lit(", "),
        ScalarType("value"),
    ],
    // aiex.npu.maskwrite32
    &[
        Lit("("),
        Scalar(AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "mask", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ScalarType("address"),
        Lit(", "),
        ScalarType("value"),
        Lit(", "),
        ScalarType("mask"),
    ],
    // aiex.npu.sync
    &[
        Lit("("),
        Scalar(AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "direction", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "column_num", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(", "),
        Scalar(AttrDef { name: "row_num", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ScalarType("column"),
        Lit(", "),
        ScalarType("row"),
        Lit(", "),
        ScalarType("direction"),
        Lit(", "),
        ScalarType("channel"),
        Lit(", "),
        ScalarType("column_num"),
        Lit(", "),
        ScalarType("row_num"),
    ],
    // aiex.npu.address_patch
    &[
        Lit("("),
        Scalar(AttrDef { name: "arg_plus", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: true, runtime: true }),
        Lit(" : "),
        ScalarType("arg_plus"),
        Lit(")"),
        Optional(&[
            Lit(" addr "),
            Operand,
            Lit(" : "),
            OperandType,
        ]),
        AttrDict,
    ],
    // aiex.npu.assert_bd_field
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // aiex.npu.assert_bd_divisible
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // aiex.npu.writebd
    &[
        AttrDict,
    ],
    // aiex.npu.load_pdi
    &[
        AttrDict,
    ],
    // aiex.npu.preempt
    &[
        AttrDict,
    ],
    // aiex.control_packet
    &[
        AttrDict,
    ],
    // aiex.broadcast_packet
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aiex.bp_id
    &[
        Lit("("),
        Attr(AttrDef { name: "ID", kind: Kind::Int(IntTy::I8), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aiex.bp_dest
    &[
        Lit("<"),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "bundle", kind: Kind::Enum(EnumKind::WireBundle), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(">"),
        AttrDict,
    ],
    // aiex.set_lock
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_channel_reset_for
    &[
        Lit("("),
        Attr(AttrDef { name: "objfifo", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_channel_reset
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.core_reset
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_configure_task_for
    &[
        Lit(" "),
        Attr(AttrDef { name: "alloc", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" repeat "),
            Operand,
            Lit(" : "),
            OperandType,
        ]),
        Region,
        AttrDict,
    ],
    // aiex.dma_configure_task
    &[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "packet", kind: Kind::Packet, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        Optional(&[
            Lit(" repeat "),
            Operand,
            Lit(" : "),
            OperandType,
        ]),
        Optional(&[
            Lit(" bd_id "),
            Operand,
            Lit(" : "),
            OperandType,
        ]),
        Region,
        AttrDict,
    ],
    // aiex.dma_start_task
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_await_task
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_free_task
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
    ],
    // aiex.dma_bd_pool_pop
    &[
        Lit("("),
        Attr(AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // aiex.dma_bd_pool_push
    &[
        Lit("("),
        Attr(AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Lit(" bd_id "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // aiex.dma_start_bd_chain_for
    &[
        Lit(" "),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym("aie.bd_chain"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operands,
        Lit(")"),
        Lit(" : "),
        Lit("("),
        OperandTypes,
        Lit(")"),
        Lit(" for "),
        Attr(AttrDef { name: "alloc", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aiex.dma_start_bd_chain
    &[
        Lit(" "),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym("aie.bd_chain"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operands,
        Lit(")"),
        Lit(" : "),
        Lit("("),
        OperandTypes,
        Lit(")"),
        Lit(" on "),
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.configure
    &[
        Lit(" "),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Region,
        AttrDict,
    ],
    // aiex.run
    &[
        Lit(" "),
        Attr(AttrDef { name: "callee", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operands,
        Lit(")"),
        Lit(" : "),
        Lit("("),
        OperandTypes,
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.attach_to_group
    &[
        Lit("("),
        Attr(AttrDef { name: "group_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aiex.cert.section
    &[
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Region,
        AttrDict,
    ],
    // aiex.cert.page
    &[
        Region,
        AttrDict,
    ],
    // aiex.cert.job
    &[
        Lit("("),
        Attr(AttrDef { name: "job_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        Region,
        AttrDict,
    ],
    // aiex.cert.write32
    &[
        Lit("("),
        Attr(AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.maskwrite32
    &[
        Lit("("),
        Attr(AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "mask", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.mov
    &[
        Lit("("),
        Attr(AttrDef { name: "dest", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(7) }), scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.add
    &[
        Lit("("),
        Attr(AttrDef { name: "dest", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(7) }), scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.write32_d
    &[
        Lit("("),
        Attr(AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "source", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: Some(Bounds { min: 0, max: Some(7) }), scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.uc_dma_write_des_sync
    &[
        Lit("("),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym("aiex.cert.uc_dma_chain"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.wait_tcts
    &[
        Lit("("),
        Attr(AttrDef { name: "tile_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "channel_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "target_tcts", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.apply_offset_57
    &[
        Lit("("),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym("memref.global"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "num_entries", kind: Kind::Int(IntTy::I16), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "offset", kind: Kind::Int(IntTy::I16), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.uc_dma_chain
    &[
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Region,
        AttrDict,
    ],
    // aiex.cert.uc_dma_bd
    &[
        Lit(" "),
        Attr(AttrDef { name: "remote_address", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "local_address", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "length", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "next_bd", kind: Kind::Bool, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
    ],
    // aiex.cert.local_barrier
    &[
        Lit("("),
        Attr(AttrDef { name: "local_barrier_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "num_participants", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.remote_barrier
    &[
        Lit("("),
        Attr(AttrDef { name: "remote_barrier_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "party_mask", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.preempt
    &[
        Lit("("),
        Attr(AttrDef { name: "id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "save_section", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "restore_section", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // aiex.cert.nop
    &[
        AttrDict,
    ],
    // aiex.cert.load_pdi
    &[
        Lit("("),
        Attr(AttrDef { name: "pdi_id", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "symbol", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ],
    // func.func
    &[
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "sym_visibility", kind: Kind::Visibility, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Special(Special::FuncSignature),
        AttrDictKw,
        Optional(&[
            Lit(" "),
            Region,
        ]),
    ],
    // func.return
    &[
        AttrDict,
        Optional(&[
            Lit(" "),
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
    ],
    // func.call
    &[
        Lit(" "),
        Attr(AttrDef { name: "callee", kind: Kind::Sym("func.func"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit("("),
        Operands,
        Lit(")"),
        AttrDict,
        Lit(" : "),
        FunctionType,
    ],
    // scf.for
    &[
        Lit(" "),
        Special(Special::ForHeader),
        Lit(" "),
        Region,
        AttrDict,
    ],
    // scf.if
    &[
        Lit(" "),
        Operand,
        Optional(&[
            Lit(" -> "),
            ResultTypes,
        ]),
        Lit(" "),
        Region,
        Optional(&[
            Lit(" else "),
            Region,
        ]),
        AttrDict,
    ],
    // scf.yield
    &[
        AttrDict,
        Optional(&[
            Lit(" "),
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
    ],
    // scf.index_switch
    &[
    ],
    // scf.while
    &[
        Special(Special::WhileHeader),
        Lit(" "),
        Region,
        Lit(" do "),
        Region,
        AttrDictKw,
    ],
    // scf.condition
    &[
        Lit("("),
        Operand,
        Lit(")"),
        AttrDict,
        Optional(&[
            Lit(" "),
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
    ],
    // affine.for
    &[
        Lit(" "),
        Special(Special::AffineForHeader),
        Lit(" "),
        Region,
        AttrDict,
    ],
    // affine.yield
    &[
        AttrDict,
        Optional(&[
            Lit(" "),
            Operands,
            Lit(" : "),
            OperandTypes,
        ]),
    ],
    // affine.load
    &[
        Lit(" "),
        Operand,
        Special(Special::AffineIndices),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // affine.store
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Special(Special::AffineIndices),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // affine.apply
    &[
        Lit(" "),
        Attr(AttrDef { name: "map", kind: Kind::AffineMap, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Special(Special::MapOperands),
        AttrDict,
    ],
    // cf.br
    &[
        Lit(" "),
        SuccessorArgs,
        AttrDict,
    ],
    // cf.cond_br
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        SuccessorArgs,
        Lit(", "),
        SuccessorArgs,
        AttrDict,
    ],
    // arith.constant
    &[
        AttrDict,
        Lit(" "),
        Attr(AttrDef { name: "value", kind: Kind::Typed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
    ],
    // arith.addi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.subi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.muli
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.divsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.divui
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.remsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.remui
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.andi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.ori
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.xori
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.shli
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.shrsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.shrui
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.maxsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.minsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.addf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.subf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.mulf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.divf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.maxui
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.minui
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.ceildivsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.floordivsi
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.remf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.maximumf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.minimumf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.maxnumf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.minnumf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.negf
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // arith.cmpi
    &[
        Lit(" "),
        Attr(AttrDef { name: "predicate", kind: Kind::Enum(EnumKind::CmpIPredicate), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // arith.cmpf
    &[
        Lit(" "),
        Attr(AttrDef { name: "predicate", kind: Kind::Enum(EnumKind::CmpFPredicate), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // arith.select
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        Special(Special::SelectTypes),
    ],
    // arith.index_cast
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.extsi
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.extui
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.trunci
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.extf
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.truncf
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.sitofp
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.uitofp
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.fptosi
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.fptoui
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.bitcast
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // arith.index_castui
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // memref.global
    &[
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "sym_visibility", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" "),
            Attr(AttrDef { name: "constant", kind: Kind::Flag, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(" "),
        Attr(AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "type", kind: Kind::TypeAttr, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" = "),
            Attr(AttrDef { name: "initial_value", kind: Kind::GlobalInit, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        AttrDict,
    ],
    // memref.get_global
    &[
        Lit(" "),
        Attr(AttrDef { name: "name", kind: Kind::Sym("memref.global"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        ResultType,
        AttrDict,
    ],
    // memref.load
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // memref.store
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // memref.alloc
    &[
        Lit("("),
        Lit(")"),
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // memref.dim
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // memref.dealloc
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // memref.subview
    &[
        Lit(" "),
        Operand,
        Attr(AttrDef { name: "static_offsets", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" "),
        Attr(AttrDef { name: "static_sizes", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" "),
        Attr(AttrDef { name: "static_strides", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // memref.reinterpret_cast
    &[
        Lit(" "),
        Operand,
        Lit(" to "),
        Lit("offset: "),
        Attr(AttrDef { name: "static_offsets", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Lit("sizes: "),
        Attr(AttrDef { name: "static_sizes", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Lit("strides: "),
        Attr(AttrDef { name: "static_strides", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // memref.cast
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // memref.view
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operand,
        Lit("]"),
        Lit("["),
        Operands,
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(" to "),
        ResultType,
    ],
    // memref.collapse_shape
    &[
        Lit(" "),
        Operand,
        Lit(" "),
        Attr(AttrDef { name: "reassociation", kind: Kind::Reassociation, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" into "),
        ResultType,
    ],
    // memref.expand_shape
    &[
        Lit(" "),
        Operand,
        Lit(" "),
        Attr(AttrDef { name: "reassociation", kind: Kind::Reassociation, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" output_shape "),
            Attr(AttrDef { name: "static_output_shape", kind: Kind::Mixed, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" into "),
        ResultType,
    ],
    // memref.assume_alignment
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "alignment", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        OperandType,
    ],
    // memref.copy
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(" to "),
        OperandTypeAt(1),
    ],
    // vector.transfer_read
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        Lit(", "),
        Operand,
        Optional(&[
            Lit(", "),
            Operand,
        ]),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(", "),
        ResultType,
    ],
    // vector.transfer_write
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        Optional(&[
            Lit(", "),
            Operand,
        ]),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(", "),
        OperandTypeAt(1),
    ],
    // vector.load
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(", "),
        ResultType,
    ],
    // vector.store
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(1),
        Lit(", "),
        OperandTypeAt(0),
    ],
    // vector.maskedload
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(", "),
        OperandTypeAt(-2),
        Lit(", "),
        OperandTypeAt(-1),
        Lit(" into "),
        ResultType,
    ],
    // vector.maskedstore
    &[
        Lit(" "),
        Operand,
        Lit("["),
        Operands,
        Lit("]"),
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(", "),
        OperandTypeAt(-2),
        Lit(", "),
        OperandTypeAt(-1),
    ],
    // vector.reduction
    &[
        Lit(" "),
        Lit("<"),
        Attr(AttrDef { name: "kind", kind: Kind::Enum(EnumKind::CombiningKind), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(">"),
        Lit(", "),
        Operand,
        Optional(&[
            Lit(", "),
            Operand,
        ]),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(" into "),
        ResultType,
    ],
    // vector.broadcast
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // vector.splat
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // vector.extract_strided_slice
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // vector.extract
    &[
        Lit(" "),
        Operand,
        Attr(AttrDef { name: "static_position", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        ResultType,
        Lit(" from "),
        OperandTypeAt(0),
    ],
    // vector.insert
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Attr(AttrDef { name: "static_position", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        OperandTypeAt(0),
        Lit(" into "),
        ResultType,
    ],
    // vector.fma
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // vector.shape_cast
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        OperandType,
        Lit(" to "),
        ResultType,
    ],
    // vector.create_mask
    &[
        Lit(" "),
        Operands,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // vector.constant_mask
    &[
        Lit(" "),
        Attr(AttrDef { name: "mask_dim_sizes", kind: Kind::Mixed, presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.absf
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.ceil
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.floor
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.roundeven
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.round
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.trunc
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.sqrt
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.rsqrt
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.exp2
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.expm1
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.exp
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.log10
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.log1p
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.log2
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.log
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.sin
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.cos
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.tanh
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.tan
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.atan2
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.atan
    &[
        Lit(" "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.powf
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
    // math.copysign
    &[
        Lit(" "),
        Operand,
        Lit(", "),
        Operand,
        AttrDict,
        Lit(" : "),
        ResultType,
    ],
];

/// The elements of each April 2026 syntax of its own.
pub(super) static APRIL: [Option<&[Elem]>; 229] = [
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    // aie.use_lock
    Some(&[
        Lit("("),
        Operand,
        Lit(", "),
        Attr(AttrDef { name: "action", kind: Kind::Enum(EnumKind::LockAction), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "blocking", kind: Kind::Enum(EnumKind::LockBlocking), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ]),
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    // aie.dma_bd
    Some(&[
        Lit("("),
        Operand,
        Lit(" : "),
        OperandType,
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "offset", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false }),
            Optional(&[
                Lit(", "),
                Attr(AttrDef { name: "len", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
            ]),
        ]),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "dimensions", kind: Kind::Dims, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(", "),
            Attr(AttrDef { name: "pad_dimensions", kind: Kind::Pads, presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(", "),
            Lit("pad_value"),
            Lit(" = "),
            Attr(AttrDef { name: "pad_value", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false }),
        ]),
        Lit(")"),
        AttrDict,
    ]),
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    // aie.trace.host_config
    Some(&[
        Lit(" buffer_size"),
        Lit(" = "),
        Attr(AttrDef { name: "buffer_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Optional(&[
            Lit(" arg_idx"),
            Lit(" = "),
            Attr(AttrDef { name: "arg_idx", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(4)), bounds: None, scalar: false, runtime: false }),
        ]),
        Optional(&[
            Lit(" routing"),
            Lit(" = "),
            Attr(AttrDef { name: "routing", kind: Kind::Enum(EnumKind::TraceShimRouting), presence: Presence::Optional, bounds: None, scalar: false, runtime: false }),
        ]),
        AttrDict,
    ]),
    None,
    None,
    // aiex.npu.push_queue
    Some(&[
        Lit("("),
        Attr(AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "direction", kind: Kind::Enum(EnumKind::DmaChannelDir), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(" : "),
        Attr(AttrDef { name: "channel", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ]),
    None,
    // aiex.npu.rtp_write
    Some(&[
        Lit("("),
        Attr(AttrDef { name: "buffer", kind: Kind::Sym("aie.buffer"), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "index", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(", "),
        Attr(AttrDef { name: "value", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false }),
        Lit(")"),
        AttrDict,
    ]),
    None,
    // aiex.npu.write32
    Some(&[
        AttrDict,
    ]),
    // aiex.npu.maskwrite32
    Some(&[
        AttrDict,
    ]),
    // aiex.npu.sync
    Some(&[
        AttrDict,
    ]),
    // aiex.npu.address_patch
    Some(&[
        AttrDict,
    ]),
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
];

/// The attributes each attribute list declares.
pub(super) static ATTRS: [&[AttrDef]; 229] = [
    &[],
    // aie.tile
    &[
        AttrDef { name: "allocation_scheme", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "controller_id", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.logical_tile
    &[
        AttrDef { name: "allocation_scheme", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aie.core
    &[
        AttrDef { name: "stack_size", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(1024)), bounds: Some(Bounds { min: 1, max: None }), scalar: false, runtime: false },
        AttrDef { name: "elf_file", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "link_with", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "link_files", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "dynamic_objfifo_lowering", kind: Kind::Bool, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "link_merge_files", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "emit_parameter_sync_preamble", kind: Kind::Bool, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.buffer
    &[
        AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "address", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "mem_bank", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "aligned", kind: Kind::Bool, presence: Presence::Default(Default::Bool(true)), bounds: None, scalar: false, runtime: false },
    ],
    // aie.external_buffer
    &[
        AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "address", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.lock
    &[
        AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "init", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.use_lock
    &[
        AttrDef { name: "acq_en", kind: Kind::Bool, presence: Presence::Default(Default::Bool(true)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    // aie.packet_flow
    &[
        AttrDef { name: "keep_pkt_header", kind: Kind::Bool, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "priority_route", kind: Kind::Bool, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aie.masterset
    &[
        AttrDef { name: "keep_pkt_header", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aie.shim_dma_allocation
    &[
        AttrDef { name: "plio", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aie.dma_start
    &[
        AttrDef { name: "pad_value", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aie.dma_bd
    &[
        AttrDef { name: "bd_id", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "next_bd_id", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "burst_length", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "packet", kind: Kind::Packet, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "pad_value", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "iteration", kind: Kind::BdIteration, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.dma
    &[
        AttrDef { name: "sym_name", kind: Kind::SymName, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "loop", kind: Kind::Bool, presence: Presence::Default(Default::Bool(true)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "pad_value", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    // aie.runtime_sequence
    &[
        AttrDef { name: "emit_parameter_sync_preamble", kind: Kind::Bool, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aie.objectfifo_rearm_binding
    &[
        AttrDef { name: "channel_dirs", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "channel_indices", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_inits", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "head_bd_ids", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_counts", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aie.objectfifo
    &[
        AttrDef { name: "dimensionsToStream", kind: Kind::Dims, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "dimensionsFromStreamPerConsumer", kind: Kind::DimsPerConsumer, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "initValues", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "via_DMA", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "plio", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "disable_synchronization", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 1, max: None }), scalar: false, runtime: false },
        AttrDef { name: "aie_stream", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: Some(2) }), scalar: false, runtime: false },
        AttrDef { name: "aie_stream_port", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: Some(1) }), scalar: false, runtime: false },
        AttrDef { name: "padDimensions", kind: Kind::Pads, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "iter_count", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "prod_dma_channel", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false },
        AttrDef { name: "cons_dma_channels", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "padValue", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aie.trace.host_config
    &[
        AttrDef { name: "buffer_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "arg_idx", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(4)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "routing", kind: Kind::Enum(EnumKind::TraceShimRouting), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "reuse_output_buffer", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "egress_shim_col", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aiex.npu.dma_memcpy_nd
    &[
        AttrDef { name: "metadata", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "id", kind: Kind::Int(IntTy::I64), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_zero_before", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_zero_before", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_zero_before", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_zero_after", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_zero_after", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_zero_after", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "burst_length", kind: Kind::Int(IntTy::I64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.push_queue
    &[
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.blockwrite
    &[
        AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "buffer", kind: Kind::Sym("aie.buffer"), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aiex.npu.dma_wait
    &[
        AttrDef { name: "symbol", kind: Kind::Sym(""), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.write32
    &[
        AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "buffer", kind: Kind::Sym("aie.buffer"), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.maskwrite32
    &[
        AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "buffer", kind: Kind::Sym("aie.buffer"), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // aiex.npu.address_patch
    &[
        AttrDef { name: "addr", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "arg_idx", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "global", kind: Kind::Sym("memref.global"), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.assert_bd_field
    &[
        AttrDef { name: "max", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.assert_bd_divisible
    &[
        AttrDef { name: "divisor", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "allow_unit", kind: Kind::Flag, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.writebd
    &[
        AttrDef { name: "bd_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "buffer_length", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "buffer_offset", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "column", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_stride", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_zero_after", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d0_zero_before", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_stride", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_zero_after", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d1_zero_before", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_stride", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_zero_after", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "d2_zero_before", kind: Kind::Int(IntTy::I32), presence: Presence::Fallback(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "enable_packet", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "iteration_current", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "iteration_size", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "iteration_stride", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_acq_enable", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_acq_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_acq_val", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_rel_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "lock_rel_val", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "next_bd", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "out_of_order_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "packet_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "packet_type", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "row", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "use_next_bd", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "valid_bd", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "burst_length", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.load_pdi
    &[
        AttrDef { name: "id", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: Some(Bounds { min: 0, max: Some(65535) }), scalar: false, runtime: false },
        AttrDef { name: "size", kind: Kind::Int(IntTy::UI32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "address", kind: Kind::Int(IntTy::UI64), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "device_ref", kind: Kind::Sym(""), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.npu.preempt
    &[
        AttrDef { name: "level", kind: Kind::Int(IntTy::UI8), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    // aiex.control_packet
    &[
        AttrDef { name: "address", kind: Kind::Int(IntTy::UI32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "data", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "opcode", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "stream_id", kind: Kind::Int(IntTy::I32), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "length", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aiex.dma_configure_task_for
    &[
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    // aiex.dma_configure_task
    &[
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aiex.dma_start_bd_chain_for
    &[
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    // aiex.dma_start_bd_chain
    &[
        AttrDef { name: "issue_token", kind: Kind::Bool, presence: Presence::Default(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "repeat_count", kind: Kind::Int(IntTy::I32), presence: Presence::Default(Default::Int(0)), bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // aiex.cert.write32
    &[
        AttrDef { name: "arg", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false },
    ],
    // aiex.cert.maskwrite32
    &[
        AttrDef { name: "arg", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false },
    ],
    // aiex.cert.mov
    &[
        AttrDef { name: "arg", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false },
    ],
    // aiex.cert.add
    &[
        AttrDef { name: "arg", kind: Kind::Int(IntTy::I32), presence: Presence::Optional, bounds: Some(Bounds { min: 0, max: None }), scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    // aiex.cert.apply_offset_57
    &[
        AttrDef { name: "pad", kind: Kind::Sym("memref.global"), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // func.func
    &[
        AttrDef { name: "function_type", kind: Kind::TypeAttr, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "link_with", kind: Kind::Str, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    // scf.for
    &[
        AttrDef { name: "unsignedCmp", kind: Kind::Flag, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    // scf.index_switch
    &[
        AttrDef { name: "cases", kind: Kind::DenseInts(IntTy::I64), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    // affine.for
    &[
        AttrDef { name: "lowerBoundMap", kind: Kind::AffineMap, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "upperBoundMap", kind: Kind::AffineMap, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "step", kind: Kind::Int(IntTy::Index), presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    // affine.load
    &[
        AttrDef { name: "map", kind: Kind::AffineMap, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    // affine.store
    &[
        AttrDef { name: "map", kind: Kind::AffineMap, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // memref.global
    &[
        AttrDef { name: "alignment", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    // memref.alloc
    &[
        AttrDef { name: "id", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    // vector.transfer_read
    &[
        AttrDef { name: "in_bounds", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "permutation_map", kind: Kind::AffineMap, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "operandSegmentSizes", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.transfer_write
    &[
        AttrDef { name: "in_bounds", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "permutation_map", kind: Kind::AffineMap, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "operandSegmentSizes", kind: Kind::DenseInts(IntTy::I32), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.load
    &[
        AttrDef { name: "nontemporal", kind: Kind::Bool, presence: Presence::Fallback(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "alignment", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.store
    &[
        AttrDef { name: "nontemporal", kind: Kind::Bool, presence: Presence::Fallback(Default::Bool(false)), bounds: None, scalar: false, runtime: false },
        AttrDef { name: "alignment", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.maskedload
    &[
        AttrDef { name: "alignment", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.maskedstore
    &[
        AttrDef { name: "alignment", kind: Kind::Int(IntTy::I64), presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    // vector.reduction
    &[
        AttrDef { name: "fastmath", kind: Kind::Any, presence: Presence::Optional, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    // vector.extract_strided_slice
    &[
        AttrDef { name: "offsets", kind: Kind::Ints, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "sizes", kind: Kind::Ints, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
        AttrDef { name: "strides", kind: Kind::Ints, presence: Presence::Required, bounds: None, scalar: false, runtime: false },
    ],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
    &[],
];
