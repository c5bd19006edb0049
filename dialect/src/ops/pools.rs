//! Reading mlir-aie's objectfifo pools and their endpoints (the IR of its
//! split objectfifo lowering, docs/objectfifo.md): the segments of a pool,
//! the segments an endpoint selects, which way it moves data, and the
//! sources of a route. Shared by the verifier and the passes.

use crate::ir::attr::{NO_PKT_ID, NO_PKT_TYPE};
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
/// #aie.transport<shared_mem>` or `#aie.transport<dma[, packet =
/// #aie.packet_info<...>]>`): through the memory its ends share, or through
/// DMAs, packet-switched under the header given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    /// One pool both ends reach, no route.
    SharedMem,
    /// DMAs and a route; its packet header (`(type, id)` as
    /// [`crate::ir::Attr::PacketInfo`] holds them), if packet-switched.
    Dma(Option<(u64, u64)>),
}

impl Transport {
    /// The attribute's name on `aie.objectfifo`.
    pub const ATTR: &'static str = "transport";

    /// The transport `op` asks for: `None` when it asks for none, `Err` with
    /// the text when the attribute is not one.
    pub fn of(ir: &Ir, op: Objectfifo) -> Result<Option<Transport>, String> {
        let Some(attr) = ir.attr(op.op(), Self::ATTR) else {
            return Ok(None);
        };
        let text = attr.to_string();
        let body = (text.strip_prefix("#aie.transport<"))
            .and_then(|t| t.strip_suffix('>'))
            .ok_or_else(|| text.clone())?;
        let (kind, rest) = body.split_once(',').unwrap_or((body, ""));
        match (kind.trim(), rest.trim()) {
            ("shared_mem", "") => Ok(Some(Transport::SharedMem)),
            ("dma", "") => Ok(Some(Transport::Dma(None))),
            ("dma", packet) => (packet.strip_prefix("packet"))
                .and_then(|p| p.trim_start().strip_prefix('='))
                .and_then(|p| packet_fields(p.trim()))
                .map(|h| Some(Transport::Dma(Some(h))))
                .ok_or(text),
            _ => Err(text),
        }
    }
}

/// The `(type, id)` of `#aie.packet_info<[pkt_type = T][, pkt_id = I]>`, a
/// field left out as [`NO_PKT_TYPE`] or [`NO_PKT_ID`].
fn packet_fields(text: &str) -> Option<(u64, u64)> {
    let body = text.strip_prefix("#aie.packet_info<")?.strip_suffix('>')?;
    let (mut pkt_type, mut pkt_id) = (NO_PKT_TYPE, NO_PKT_ID);
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
