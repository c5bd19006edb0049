//! What a design says of itself to a host program and to the Python
//! package: its devices (the device table's model of each) and tiles, its
//! runtime sequences with their arguments (sizes and element types, as
//! `.note.aiec` records them) and trace buffers.

use super::Design;
use aie_target::cert::elf::AiecArg;
use aie_target::device::Device as Model;
use dialect::ir::{TraceBuffer, TraceSlice, View as _};
use dialect::ops::views::{Device, Run, RuntimeSequence};
use dialect::Ir;

/// A runtime sequence: what a host passes it and where its trace lands.
#[derive(Clone, Debug, PartialEq)]
pub struct Sequence {
    /// The `sym_name` of its `aie.device` (`main` outside one).
    pub device: String,
    /// Its `sym_name`.
    pub name: String,
    /// Its arguments: host buffers (bytes, element type) and scalars.
    pub args: Vec<AiecArg>,
    /// Per argument, the elements of a statically shaped buffer.
    pub elements: Vec<Option<u64>>,
    /// Where its trace data lands (`#aie.trace_buffer`), if it is traced.
    pub trace: Option<TraceBuffer>,
    /// The parts of the trace buffer each traced sequence it runs writes
    /// (`#aie.trace_slice`s), in buffer order; a sequence that runs no
    /// traced design has one, its own buffer (none without a buffer).
    pub trace_slices: Vec<TraceSlice>,
    /// Whether another sequence runs it (`aiex.run`): not a host's entry.
    pub called: bool,
}

/// A device of a design: its symbol and the device table's model.
#[derive(Clone, Copy, Debug)]
pub struct DeviceOf<'d> {
    /// Its `sym_name` (`main` for a device without one).
    pub name: &'d str,
    /// The target it is for.
    pub model: &'static Model,
}

impl Design {
    /// Its runtime sequences, in order.
    pub fn sequences(&self) -> Vec<Sequence> {
        sequences(self.ir())
    }

    /// The Chrome trace events of trace buffer `words` this design (with
    /// its trace lowered) wrote ([`super::hwtrace`]); `colshift`: the
    /// columns it ran shifted by (default: found from the words). What the
    /// decoding cannot follow goes to `warn`.
    pub fn decode_trace(
        &self,
        words: &[u32],
        colshift: Option<i64>,
        warn: &mut dyn FnMut(String),
    ) -> Vec<serde_json::Value> {
        super::hwtrace::decode(self.ir(), words, colshift, warn)
    }

    /// Its devices, in order, with the device table's model of each.
    pub fn devices(&self) -> Vec<DeviceOf<'_>> {
        let ir = self.ir();
        passes::netlist::devices(ir)
            .into_iter()
            .map(|d| DeviceOf {
                name: passes::netlist::device_name(ir, d.op),
                model: d.model,
            })
            .collect()
    }

    /// The tiles of device `name` (`None`: the first) that the design
    /// declares, as (column, row), in order.
    pub fn tiles(&self, name: Option<&str>) -> Vec<(i64, i64)> {
        let ir = self.ir();
        let devices = passes::netlist::devices(ir);
        let dev = devices
            .iter()
            .find(|d| name.is_none_or(|n| passes::netlist::device_name(ir, d.op) == n));
        dev.map(|d| {
            d.ops(ir)
                .filter(|&op| ir.is(op, dialect::ir::OpKind::Tile))
                .filter_map(|op| passes::netlist::coords(ir, ir[op].results[0]))
                .collect()
        })
        .unwrap_or_default()
    }
}

/// The runtime sequences of `ir`, in order.
pub(crate) fn sequences(ir: &Ir) -> Vec<Sequence> {
    let called: Vec<&str> = ir
        .views::<Run>(ir.walk(ir.top))
        .map(|r| r.callee(ir))
        .collect();
    ir.views::<RuntimeSequence>(ir.walk(ir.top))
        .map(|s| {
            let device = ir
                .parent_op(s.op())
                .and_then(|d| ir.view::<Device>(d))
                .map_or("main", |d| d.sym_name(ir))
                .to_string();
            let name = s.sym_name(ir).to_string();
            let trace = s.trace_buffer(ir);
            let trace_slices = match (s.trace_slices(ir), &trace) {
                (Some(slices), _) if !slices.is_empty() => slices.into_iter().cloned().collect(),
                (_, Some(own)) => vec![TraceSlice {
                    device: device.clone(),
                    sequence: name.clone(),
                    offset: 0,
                    size: own.size,
                }],
                _ => Vec::new(),
            };
            let block = ir.entry_block(s.op(), 0);
            let arguments = block.map_or(&[][..], |b| &ir[b].args[..]);
            Sequence {
                args: passes::cert::note::args(ir, s.op()),
                elements: arguments
                    .iter()
                    .map(|&a| {
                        let ty = ir.type_of(a);
                        ty.memref_bytes().and(ty.num_elements())
                    })
                    .collect(),
                called: called.contains(&name.as_str()),
                device,
                name,
                trace,
                trace_slices,
            }
        })
        .collect()
}
