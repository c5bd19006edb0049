//! Reading mlir-aie's objectfifo pools and their endpoints (the IR of its
//! split objectfifo lowering, docs/objectfifo.md): the segments of a pool,
//! the segments an endpoint selects, which way it moves data, and the
//! sources of a route. Shared by the verifier and the passes.

use crate::ir::attr::NO_PKT_ID;
use crate::ir::types::strided_layout;
use crate::ir::{Attr, Dim, Ir, OpKind, Type, View};
use crate::ops::views::{
    Objectfifo, ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoLink, ObjectfifoPool,
    ObjectfifoSegment, Route,
};

/// The segments of `pool`, in the order written.
pub fn segments(ir: &Ir, pool: ObjectfifoPool) -> Vec<ObjectfifoSegment> {
    ir[pool.op()]
        .regions()
        .iter()
        .flat_map(|&r| ir[r].blocks.iter())
        .flat_map(|&b| ir.ops_in(b))
        .filter(|&op| ir.is(op, OpKind::ObjectfifoSegment))
        .map(ObjectfifoSegment::wrap)
        .collect()
}

/// The number of elements of one object of `pool`.
pub fn object_len(ir: &Ir, pool: ObjectfifoPool) -> i64 {
    pool.elem_type(ir)
        .num_elements()
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0)
}

/// The run of each object that the segments `selected` (in offset order)
/// cover: the first one's offset and the elements up to the last one's end.
pub fn extent(ir: &Ir, selected: &[ObjectfifoSegment]) -> (i64, i64) {
    match (selected.first(), selected.last()) {
        (Some(first), Some(last)) => {
            let offset = first.offset(ir);
            (offset, last.offset(ir) + last.size(ir) - offset)
        }
        _ => (0, 0),
    }
}

/// The padding of DMA endpoint `e`'s selected segments, in their order
/// (`padDimensions = #aie<bd_pad_layout_array_array[[…], …]>`, an empty
/// entry padding nothing). Empty when it pads nothing.
pub fn pad_layouts(ir: &Ir, e: ObjectfifoDmaEndpoint) -> Vec<Option<Vec<(u64, u64)>>> {
    match e.pad_dimensions(ir) {
        Some(Attr::PadLayoutsPerSegment(each)) => each
            .iter()
            .map(|p| (!p.is_empty()).then(|| p.clone()))
            .collect(),
        _ => Vec::new(),
    }
}

/// The objects a core endpoint selecting `selected` of `pool` hands out:
/// whole objects of the pool's element type, or (a part of each) the
/// one-dimensional run of its extent, typed as MLIR types that
/// `memref.subview` (`memref<16xi32, strided<[1], offset: 16>>`). `None`
/// for a part of a multi-dimensional object, which has no such view.
pub fn access_type(ir: &Ir, pool: ObjectfifoPool, selected: &[ObjectfifoSegment]) -> Option<Type> {
    let elem = pool.elem_type(ir);
    let (offset, size) = extent(ir, selected);
    if offset == 0 && size == object_len(ir, pool) {
        return Some(elem.clone());
    }
    let Type::MemRef {
        shape: Some(shape),
        elem: scalar,
        space,
        ..
    } = elem
    else {
        return None;
    };
    (shape.len() == 1).then(|| Type::MemRef {
        shape: Some(vec![Dim::Static(size.max(0) as u64)]),
        elem: scalar.clone(),
        layout: Some(Box::new(strided_layout(&[Some(1)], Some(offset)))),
        space: space.clone(),
    })
}

/// Which way an endpoint moves data through its pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// It writes objects: acquires `produceLock`, releases `consumeLock`.
    Fills,
    /// It reads objects: acquires `consumeLock`, releases `produceLock`.
    Drains,
}

impl Role {
    /// The role `fills`/`drains` flags give, if exactly one is set.
    pub fn of(fills: bool, drains: bool) -> Option<Role> {
        match (fills, drains) {
            (true, false) => Some(Role::Fills),
            (false, true) => Some(Role::Drains),
            _ => None,
        }
    }

    /// The keyword.
    pub fn word(self) -> &'static str {
        match self {
            Role::Fills => "fills",
            Role::Drains => "drains",
        }
    }
}

/// What both kinds of pool endpoint hold: the pool they name, their role
/// and the segments they select (by name; `None` when not written).
#[derive(Clone, Debug)]
pub struct Endpoint<'a> {
    /// The endpoint op's symbol.
    pub name: &'a str,
    /// The pool it names.
    pub pool: &'a str,
    /// Its role (`None`: neither or both keywords, which its verifier rejects).
    pub role: Option<Role>,
    /// The segments it names.
    pub segments: Option<Vec<&'a str>>,
}

impl<'a> Endpoint<'a> {
    /// A core endpoint.
    pub fn core(ir: &'a Ir, op: ObjectfifoCoreEndpoint) -> Self {
        Endpoint {
            name: op.sym_name(ir),
            pool: op.pool(ir),
            role: Role::of(op.fills(ir), op.drains(ir)),
            segments: op.segments(ir),
        }
    }

    /// A DMA endpoint.
    pub fn dma(ir: &'a Ir, op: ObjectfifoDmaEndpoint) -> Self {
        Endpoint {
            name: op.sym_name(ir),
            pool: op.pool(ir),
            role: Role::of(op.fills(ir), op.drains(ir)),
            segments: op.segments(ir),
        }
    }

    /// The segments of `pool` it selects, in its order: all of a
    /// single-segment pool when it names none; `None` where a name is not a
    /// segment of the pool (or none is named on a pool of several).
    pub fn selected(&self, ir: &Ir, pool: ObjectfifoPool) -> Option<Vec<ObjectfifoSegment>> {
        let all = segments(ir, pool);
        match &self.segments {
            None if all.len() == 1 => Some(all),
            None => None,
            Some(names) => names
                .iter()
                .map(|n| all.iter().copied().find(|s| s.sym_name(ir) == *n))
                .collect(),
        }
    }
}

/// The endpoints a route leaves from: its one `source`, or its `sources`
/// (a fan-in).
pub fn route_sources(ir: &Ir, route: Route) -> Vec<&str> {
    match (route.source(ir), route.sources(ir)) {
        (Some(one), _) => vec![one],
        (None, Some(many)) => many,
        (None, None) => Vec::new(),
    }
}

/// How an `aie.objectfifo` asks to be carried (`transport =
/// #aie.transport<auto|dma|shared_mem|cascade[, packet =
/// #aie.packet_info<...>]>`;
/// mlir-aie's earlier `via_DMA = true` is `dma`, its `packet` (with
/// `packet_id`) `dma` under that header): through the memory its
/// ends share, through DMAs (packet-switched under the header given), or
/// whichever the ends allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    /// One pool both ends reach, no route.
    SharedMem,
    /// DMAs and a route; its packet header (`(type, id)` as
    /// [`crate::ir::Attr::PacketInfo`] holds them), if packet-switched.
    Dma(Option<(u64, u64)>),
    /// Shared memory where the ends share some, else DMAs (under the
    /// header, if given): what a fifo without a transport gets.
    Auto(Option<(u64, u64)>),
    /// The cascade between two neighbouring cores: no objects, one value
    /// put by the producer's core and got by the consumer's.
    Cascade,
}

/// Why a `transport` attribute is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransportError {
    /// Not `#aie.transport<...>` of a known mode (the text).
    Unknown(String),
    /// A packet header on a transport with no stream to carry it (its
    /// mode: `shared_mem`, `cascade`).
    PacketWithout(&'static str),
}

impl Transport {
    /// The attribute's name on `aie.objectfifo`.
    pub const ATTR: &'static str = "transport";

    /// The transport `op` asks for (`Auto(None)` when it asks for none).
    pub fn of(ir: &Ir, op: Objectfifo) -> Result<Transport, TransportError> {
        let Some(attr) = ir.attr(op.op(), Self::ATTR) else {
            let header = op.packet(ir).then(|| {
                let id = op.packet_id(ir).map_or(NO_PKT_ID, |id| id as u64);
                (0, id)
            });
            return Ok(match op.via_dma(ir) || header.is_some() {
                true => Transport::Dma(header),
                false => Transport::Auto(None),
            });
        };
        let text = attr.to_string();
        let unknown = || TransportError::Unknown(text.clone());
        let body = (text.strip_prefix("#aie.transport<"))
            .and_then(|t| t.strip_suffix('>'))
            .ok_or_else(unknown)?;
        let (kind, rest) = body.split_once(',').unwrap_or((body, ""));
        let header = match rest.trim() {
            "" => None,
            packet => Some(
                (packet.strip_prefix("packet"))
                    .and_then(|p| p.trim_start().strip_prefix('='))
                    .and_then(|p| packet_fields(p.trim()))
                    .ok_or_else(unknown)?,
            ),
        };
        match (kind.trim(), header) {
            ("shared_mem", None) => Ok(Transport::SharedMem),
            ("cascade", None) => Ok(Transport::Cascade),
            ("shared_mem", Some(_)) => Err(TransportError::PacketWithout("shared_mem")),
            ("cascade", Some(_)) => Err(TransportError::PacketWithout("cascade")),
            ("dma", h) => Ok(Transport::Dma(h)),
            ("auto", h) => Ok(Transport::Auto(h)),
            _ => Err(unknown()),
        }
    }

    /// The packet header a route of this transport carries, if any.
    pub fn header(self) -> Option<(u64, u64)> {
        match self {
            Transport::SharedMem | Transport::Cascade => None,
            Transport::Dma(h) | Transport::Auto(h) => h,
        }
    }
}

/// What drives one end of an `aie.objectfifo`
/// (`#aie.end_port<DMA|Core[ : n]>`): a DMA channel (`None`: the one
/// allocation chooses) or a core stream port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndPort {
    /// A DMA channel, if the end pins one.
    Dma(Option<i64>),
    /// A core stream port.
    Core(i64),
}

/// Why a fifo's end ports are not ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PortError {
    /// An end driven by a bundle other than DMA and Core (its name).
    Bundle(String),
    /// `#aie.end_port<Core>` without its stream port.
    CoreWithoutPort,
    /// `cons_ports` with `.0` entries for `.1` consumers.
    Count(usize, usize),
    /// Not an end port at all (the text).
    Unknown(String),
}

/// The ports of an `aie.objectfifo`'s ends, from `prod_port` and
/// `cons_ports` or from mlir-aie's earlier spellings of them
/// (`prod_dma_channel`, `cons_dma_channels` with -1 for none, and
/// `aie_stream`/`aie_stream_port`); `None` where an end names none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndPorts {
    /// The producer's port.
    pub producer: Option<EndPort>,
    /// Each consumer's port, in the consumers' order.
    pub consumers: Vec<Option<EndPort>>,
}

impl EndPorts {
    /// The producer's attribute on `aie.objectfifo`.
    pub const PRODUCER: &'static str = "prod_port";
    /// The consumers' attribute on `aie.objectfifo`.
    pub const CONSUMERS: &'static str = "cons_ports";

    /// The end ports of `op`, which has `consumers` consumers.
    pub fn of(ir: &Ir, op: Objectfifo, consumers: usize) -> Result<EndPorts, PortError> {
        let mut ports = EndPorts {
            producer: None,
            consumers: vec![None; consumers],
        };
        if let Some(a) = ir.attr(op.op(), Self::PRODUCER) {
            ports.producer = Some(end_port(a)?);
        } else if let Some(ch) = op.prod_dma_channel(ir) {
            ports.producer = Some(EndPort::Dma(Some(ch)));
        }
        match ir.attr(op.op(), Self::CONSUMERS) {
            Some(Attr::Array(list)) if list.len() != consumers => {
                return Err(PortError::Count(list.len(), consumers))
            }
            Some(Attr::Array(list)) => {
                for (slot, a) in ports.consumers.iter_mut().zip(list) {
                    *slot = Some(end_port(a)?);
                }
            }
            Some(other) => return Err(PortError::Unknown(other.to_string())),
            None => {
                let pins = op.cons_dma_channels(ir).unwrap_or_default();
                for (slot, ch) in ports.consumers.iter_mut().zip(pins) {
                    *slot = (ch >= 0).then_some(EndPort::Dma(Some(ch)));
                }
            }
        }
        if let Some(end) = op.aie_stream(ir) {
            let port = EndPort::Core(op.aie_stream_port(ir).unwrap_or(0));
            if end == 0 || end == 2 {
                ports.producer = Some(port);
            }
            if end == 1 || end == 2 {
                if let Some(first) = ports.consumers.first_mut() {
                    *first = Some(port);
                }
            }
        }
        Ok(ports)
    }

    /// Every end's port, the producer's first.
    pub fn all(&self) -> impl Iterator<Item = Option<EndPort>> + '_ {
        std::iter::once(self.producer).chain(self.consumers.iter().copied())
    }
}

/// The port `#aie.end_port<Bundle[ : n]>` names.
fn end_port(a: &Attr) -> Result<EndPort, PortError> {
    let text = a.to_string();
    let body = (text.strip_prefix("#aie.end_port<"))
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| PortError::Unknown(text.clone()))?;
    let (bundle, channel) = match body.split_once(':') {
        Some((b, ch)) => {
            let ch = ch.trim().parse::<i64>();
            (
                b.trim(),
                Some(ch.map_err(|_| PortError::Unknown(text.clone()))?),
            )
        }
        None => (body.trim(), None),
    };
    match (bundle, channel) {
        ("DMA", ch) => Ok(EndPort::Dma(ch)),
        ("Core", Some(ch)) => Ok(EndPort::Core(ch)),
        ("Core", None) => Err(PortError::CoreWithoutPort),
        (other, _) => Err(PortError::Bundle(other.to_string())),
    }
}

/// The `(type, id)` of `#aie.packet_info<[pkt_type = T][, pkt_id = I]>`, a
/// type left out as 0, an id as [`NO_PKT_ID`].
fn packet_fields(text: &str) -> Option<(u64, u64)> {
    // The parameter's attribute type is known, so MLIR also takes its
    // short form, `<pkt_id = 3>`.
    let text = text.strip_prefix("#aie.packet_info").unwrap_or(text);
    let body = text.strip_prefix('<')?.strip_suffix('>')?;
    let (mut pkt_type, mut pkt_id) = (0, NO_PKT_ID);
    for field in body.split(',').filter(|f| !f.trim().is_empty()) {
        let (key, value) = field.split_once('=')?;
        let value: u64 = value.trim().parse().ok()?;
        match key.trim() {
            "pkt_type" => pkt_type = value,
            "pkt_id" => pkt_id = value,
            _ => return None,
        }
    }
    Some((pkt_type, pkt_id))
}

/// Whether an `aie.objectfifo.link` takes turns in time
/// (`mode = #aie.link_mode<time>`): a dispatch hands whole objects of its
/// one input to its outputs in turn, a merge takes whole objects from its
/// inputs in turn. `Err` with the text of a mode that is not `time` or
/// `space` (the default: parts of one object, at the offsets).
pub fn time_link(ir: &Ir, op: ObjectfifoLink) -> Result<bool, String> {
    match ir.attr(op.op(), "mode").map(|a| a.to_string()) {
        None => Ok(false),
        Some(m) if m == "#aie.link_mode<time>" => Ok(true),
        Some(m) if m == "#aie.link_mode<space>" => Ok(false),
        Some(m) => Err(m),
    }
}
