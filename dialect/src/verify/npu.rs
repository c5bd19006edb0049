//! The runtime-sequence NPU ops (aie-runtime-sequence.md §2.7):
//! `aiex.npu.dma_memcpy_nd` with the stride/wrap checks of §3.1,
//! `aiex.npu.dma_wait`, `aiex.npu.push_queue`, `aiex.npu.writebd` and
//! `aiex.dma_configure_task`.

use super::dma::{self, packet_info};
use super::fields;
use super::length_parameter;
use super::nd;
use super::{Check, Cx, Node};
use crate::diag::{Diagnostic, Severity};
use crate::ir::{Attr, OpId, OpKind, Type, ValueId, View};
use crate::ops::views::{
    ArithConstant, DmaBd, DmaConfigureTask, DmaStartTask, NpuAssertBdDivisible, NpuAssertBdField,
    NpuBlockwriteValues, NpuDmaMemcpyNd, NpuDmaWait, NpuPushQueue, NpuRequire, NpuRtpWrite,
    NpuWritebd, ShimDmaAllocation, Tile,
};
use crate::ops::DYNAMIC_DIM;
use aie_target::device::{Arch, Device, TileKind};
use aie_target::regs;
use std::collections::HashSet;

/// Bits the DMA address generators move at a time (all targets).
const GRANULARITY: i64 = regs::ADDRESS_GRANULARITY_BITS;

/// The shim burst lengths of `arch`, spelled as in mlir-aie's message.
fn burst_message(arch: Arch) -> String {
    arch.shim_burst_lengths().iter().fold(
        "Requested burst length is not supported by the target. Supported burst lengths:"
            .to_string(),
        |m, (_, b)| format!("{m} {b}"),
    )
}

/// The `burst_length` of `op` is one `arch` supports (or 0, the default).
fn burst_length(cx: &Cx, op: NpuDmaMemcpyNd, arch: Arch) -> Check {
    let burst = op.burst_length(cx.ir);
    if burst_ok(arch, burst) {
        return Ok(());
    }
    Err(cx.err(op, burst_message(arch)).help(format!(
        "use one of {} (or 0 for the largest)",
        bursts_text(arch)
    )))
}

/// True if `len` is a burst length of `arch` (0: the default).
fn burst_ok(arch: Arch, len: i64) -> bool {
    len == 0
        || arch
            .shim_burst_lengths()
            .iter()
            .any(|&(_, b)| i64::from(b) == len)
}

fn bursts_text(arch: Arch) -> String {
    let all: Vec<String> = arch
        .shim_burst_lengths()
        .iter()
        .map(|(_, b)| b.to_string())
        .collect();
    all.join(", ")
}

/// The value of `v` if it is an integer `arith.constant`.
pub(super) fn constant(cx: &Cx, v: crate::ir::ValueId) -> Option<i64> {
    match cx.def::<ArithConstant>(v)?.value(cx.ir) {
        Attr::Int(v, _) => i64::try_from(*v).ok(),
        _ => None,
    }
}

/// The offsets, sizes and strides of a `dma_memcpy_nd` as written
/// (outermost first); `None` entries are not constant. `None` overall if the
/// lists are missing.
fn mixed_lists(cx: &Cx, op: NpuDmaMemcpyNd) -> [Vec<Option<i64>>; 3] {
    let mut next = 1;
    let lists = [
        op.static_offsets(cx.ir),
        op.static_sizes(cx.ir),
        op.static_strides(cx.ir),
    ];
    lists.map(|list| {
        list.into_iter()
            .map(|v| {
                if v != crate::ops::DYNAMIC {
                    return Some(v);
                }
                next += 1;
                cx.operand(op, next - 1).and_then(|v| constant(cx, v))
            })
            .collect()
    })
}

/// `verifyStridesWraps` for a transfer through tile `(col, row)`
/// ([`nd::check`]).
#[allow(clippy::too_many_arguments)]
fn strides_wraps(
    cx: &Cx,
    op: NpuDmaMemcpyNd,
    dev: &Device,
    (col, row): (i64, i64),
    s: &[i64; 4],
    t: &[i64; 4],
    w: i64,
    skip_transformation: bool,
) -> Check {
    let Some(kind) = dev.tile_kind(col, row) else {
        // Outside the array: the tile's own verifier reports it.
        return Ok(());
    };
    if kind == TileKind::ShimPl {
        return Err(cx
            .err(
                op,
                format!("Unsupported tile type at ({col}, {row}) Must be ShimNOC, Mem or Core."),
            )
            .help(format!(
                "tile ({col}, {row}) is a shim PL tile; allocate the shim DMA on a shim NOC tile"
            )));
    }
    nd::check(kind, s, t, w, skip_transformation).map_err(|f| cx.err(op, f.message).help(f.help))
}

pub(crate) fn dma_memcpy_nd(cx: &Cx, op: NpuDmaMemcpyNd) -> Check {
    let Some(buf) = cx.operand(op, 0) else {
        return Ok(());
    };
    for (k, &v) in cx.ir[op.op()].operands.iter().enumerate().skip(1) {
        super::pool::int_or_index(cx, op.op(), k, v, true)?;
    }
    let ty = cx.ir.type_of(buf);
    let Type::MemRef { elem, .. } = ty else {
        return Ok(());
    };
    let Some(w) = elem.bit_width().and_then(|w| i64::try_from(w).ok()) else {
        return Ok(());
    };
    if w > GRANULARITY {
        return Err(cx
            .err(op, "Maximum element bit width allowed is 32bits. ")
            .help(format!(
                "the elements are {w} bits; view the buffer as 32-bit or narrower elements"
            )));
    }
    // (Not `Type::num_elements`, which overflows on huge shapes.)
    let elems = ty
        .static_shape()
        .map(|s| s.iter().try_fold(1u64, |a, &d| a.checked_mul(d)));
    if let Some(Some(n)) = elems {
        if (n as i128) * (w as i128) < GRANULARITY as i128 {
            return Err(cx
                .err(op, "Minimum data transfer size required is 32bits. ")
                .help(format!(
                    "the buffer holds {} bits",
                    (n as i128) * (w as i128)
                )));
        }
    }
    let [offsets, sizes, strides] = mixed_lists(cx, op);
    let length = op.length_parameter(cx.ir).is_some() || op.length_state_table_idx(cx.ir).is_some();
    if length
        && [&sizes, &strides]
            .iter()
            .any(|l| l.iter().any(Option::is_none))
    {
        return Err(cx
            .err(op, "length_parameter requires constant sizes and strides")
            .help("the added length continues a constant pattern: give the transfer constant sizes and strides"));
    }
    if [&offsets, &sizes, &strides]
        .iter()
        .any(|l| l.iter().any(Option::is_none))
    {
        return dynamic_memcpy(cx, op, &sizes, &strides, w);
    }
    let inner = |l: &[Option<i64>]| -> Option<[i64; 4]> {
        let v: Vec<i64> = l.iter().rev().map(|x| x.unwrap_or(0)).collect();
        v.try_into().ok()
    };
    let (Some(s), Some(t), Some(o)) = (inner(&sizes), inner(&strides), inner(&offsets)) else {
        return Ok(());
    };
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    burst_length(cx, op, dev.arch)?;
    if length {
        memcpy_length(cx, op, dev, &s, &t, w)?;
    }
    if dev.arch == Arch::Aie1 {
        return Ok(());
    }
    let elem_bytes = w / 8;
    let offset = o.iter().zip(&t).fold(0i64, |acc, (&o, &t)| {
        acc.wrapping_add(o.wrapping_mul(t).wrapping_mul(elem_bytes))
    });
    if offset % 4 != 0 {
        return Err(cx
            .err(op, "Offset must be 4-byte-aligned.")
            .help(format!("the transfer starts at byte {offset}")));
    }
    if let Some(alloc) = allocation(cx, op) {
        // On a logical tile, what depends on the position waits for placement.
        if allocated_on_logical_tile(cx, alloc) {
            return Ok(());
        }
        let tile = cx
            .operand(alloc, 0)
            .and_then(|v| cx.defined_by(v, OpKind::Tile));
        let Some(tile) = tile else {
            let name = cx.view::<ShimDmaAllocation>(alloc);
            return Err(cx
                .err(op, "shim DMA allocation must reference a valid TileOp")
                .help(format!(
                    "the shim DMA allocation `@{}` is not on an `aie.tile`; place it on a shim tile",
                    name.map_or("?", |a| a.sym_name(cx.ir))
                )));
        };
        if let Some(tile) = cx.view::<Tile>(tile) {
            let (col, row) = (tile.col(cx.ir), tile.row(cx.ir));
            let kind = dev.tile_kind(col, row);
            let skip = nd::is_linear(&s, &t)
                || (kind == Some(TileKind::ShimNoc) && nd::is_contiguous(&s, &t));
            // A pattern --aie-decompose-large-dma-bd splits into legal ones
            // verifies (mlir-aie's isDecomposableNdDmaPattern).
            let pattern = nd::Pattern {
                offsets: o,
                sizes: s,
                strides: t,
            };
            let decomposable = kind.is_some_and(|k| nd::decompose(k, &pattern, w).is_some());
            if !decomposable {
                strides_wraps(cx, op, dev, (col, row), &s, &t, w, skip)?;
            }
        }
    }
    fields::memcpy_bounds(cx, op, &[o, s, t])?;
    packet_info(cx, op, "packet", op.packet(cx.ir))?;
    Ok(())
}

/// A transfer's run-time length ([`length_parameter::check`]) over its
/// inner three dimensions, each iteration of the fourth repeating it, on
/// the tile its allocation names.
fn memcpy_length(
    cx: &Cx,
    op: NpuDmaMemcpyNd,
    dev: &Device,
    s: &[i64; 4],
    t: &[i64; 4],
    w: i64,
) -> Check {
    let transfer = length_parameter::Transfer {
        unit: op.length_unit(cx.ir),
        elem_bits: w as u64,
        len: Some(s[0].saturating_mul(s[1]).saturating_mul(s[2])),
        sizes: [s[0], s[1], s[2], 1],
        strides: [t[0], t[1], t[2], 0],
    };
    length_parameter::check(cx, op, &transfer)?;
    let tile = allocation(cx, op)
        .filter(|&a| !allocated_on_logical_tile(cx, a))
        .and_then(|a| cx.operand(a, 0))
        .and_then(|v| cx.defined_by(v, OpKind::Tile))
        .and_then(|t| cx.view::<Tile>(t));
    let Some(tile) = tile else {
        return Ok(());
    };
    let (col, row) = (tile.col(cx.ir), tile.row(cx.ir));
    let shim_noc = dev.tile_kind(col, row) == Some(TileKind::ShimNoc);
    match length_parameter::tile_message(dev.arch.is_aie2(), shim_noc, (col, row)) {
        Some(m) => Err(cx.err(op, m).help("a run-time length updates a shim NOC BD's length register, which AIE2 and AIE2P devices have")),
        None => Ok(()),
    }
}

/// Whether shim DMA allocation `alloc` is on an `aie.logical_tile`.
fn allocated_on_logical_tile(cx: &Cx, alloc: OpId) -> bool {
    cx.operand(alloc, 0)
        .and_then(|v| cx.defined_by(v, OpKind::LogicalTile))
        .is_some()
}

/// The `aie.shim_dma_allocation` of `op`'s device its `metadata` names.
fn allocation(cx: &Cx, op: NpuDmaMemcpyNd) -> Option<OpId> {
    let device = cx.ancestor(op, &[OpKind::Device])?;
    let alloc = *cx.symbols.get(&(device, op.metadata(cx.ir)))?;
    cx.ir.is(alloc, OpKind::ShimDmaAllocation).then_some(alloc)
}

/// mlir-aie's `verifyDynamicSizesStrides`: a `dma_memcpy_nd` with offsets,
/// sizes or strides known only at run time goes through a shim NOC tile
/// without padding, and its constant sizes and strides fit the BD (the run-time
/// ones are checked by the guards the lowering emits). `sizes`/`strides` as
/// written (outermost first), over `w`-bit elements.
fn dynamic_memcpy(
    cx: &Cx,
    op: NpuDmaMemcpyNd,
    sizes: &[Option<i64>],
    strides: &[Option<i64>],
    w: i64,
) -> Check {
    let Some(alloc) = allocation(cx, op) else {
        return Err(cx
            .err(op, "runtime sizes/strides require a shim_dma_allocation to resolve the tile; none found.")
            .help("name an `aie.shim_dma_allocation` of the device in `metadata`"));
    };
    if allocated_on_logical_tile(cx, alloc) {
        return Ok(());
    }
    let tile = cx
        .operand(alloc, 0)
        .and_then(|v| cx.defined_by(v, OpKind::Tile));
    let Some(tile) = tile else {
        return Err(cx
            .err(op, "shim DMA allocation must reference a valid TileOp")
            .help("place the shim DMA allocation on an `aie.tile`"));
    };
    let place = cx.view::<Tile>(tile).map(|t| (t.col(cx.ir), t.row(cx.ir)));
    let kind = cx
        .device_of(op)
        .zip(place)
        .and_then(|(d, (c, r))| d.tile_kind(c, r));
    if kind != Some(TileKind::ShimNoc) {
        return Err(cx
            .err(
                op,
                "runtime sizes/strides are only supported for shim NOC tile DMAs.",
            )
            .help("values known at run time program a shim NOC tile's BD (host transfers)"));
    }
    let ir = cx.ir;
    let pads = [
        op.d0_zero_before(ir),
        op.d0_zero_after(ir),
        op.d1_zero_before(ir),
        op.d1_zero_after(ir),
        op.d2_zero_before(ir),
        op.d2_zero_after(ir),
    ]
    .iter()
    .any(|&p| p != 0);
    if pads {
        return Err(cx
            .err(
                op,
                "zero padding is not supported with runtime sizes/strides.",
            )
            .help("pad with constant sizes and strides, or drop the padding"));
    }
    let inner = |l: &[Option<i64>]| -> Vec<Option<i64>> { l.iter().rev().copied().collect() };
    let (s, t) = (inner(sizes), inner(strides));
    let field = |i: usize, hw: fn(i64, i64) -> i64, max: i64, what: &str| -> Check {
        match s.get(i).copied().flatten().map(|v| hw(v, w)) {
            Some(v) if !(0..=max).contains(&v) => Err(cx
                .err(
                    op,
                    format!("{what} hardware value {v} exceeds hardware range [0:{max}]."),
                )
                .help(format!(
                    "the BD holds the {what} in {} bits",
                    64 - max.leading_zeros()
                ))),
            _ => Ok(()),
        }
    };
    field(0, |v, w| v * w / GRANULARITY, 1023, "d0 size")?;
    field(1, |v, _| v, 1023, "d1 size")?;
    field(
        3,
        |v, _| if v > 1 { v - 1 } else { 0 },
        63,
        "iteration size",
    )?;
    realizable(cx, op, &s, &t, w)?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    burst_length(cx, op, dev.arch)?;
    Ok(())
}

/// mlir-aie's `verifyConstBdRealizability` of the constant sizes `s` and
/// strides `t` (innermost first) over `w`-bit elements: whole granules for
/// d0's size and every stride but a unit innermost one, and a positive
/// stride where the size repeats (d3's may be 0: a pure repeat).
pub(super) fn realizable(
    cx: &Cx,
    op: impl Node,
    s: &[Option<i64>],
    t: &[Option<i64>],
    w: i64,
) -> Check {
    let whole = |v: i64| (v * w) % GRANULARITY == 0;
    let (bytes, granule) = (w / 8, GRANULARITY / 8);
    if let Some(d0) = s.first().copied().flatten().filter(|&v| !whole(v)) {
        return Err(cx
            .err(op, format!("d0 size {d0} elements at {bytes} bytes each is not a multiple of the {granule}-byte address-gen granule."))
            .help(format!("move whole {granule}-byte words")));
    }
    for (i, v) in t.iter().enumerate() {
        let Some(v) = *v else { continue };
        if !(whole(v) || i == 0 && v == 1) {
            return Err(cx
                .err(op, format!("stride {i} is {v} elements at {bytes} bytes each, not a multiple of the {granule}-byte address-gen granule."))
                .help(format!("step by whole {granule}-byte words")));
        }
    }
    for (i, (size, stride)) in s.iter().zip(t).enumerate() {
        let (Some(size), Some(stride)) = (*size, *stride) else {
            continue;
        };
        let bad = if i == 3 { stride < 0 } else { stride < 1 };
        if size > 1 && bad {
            let rule = if i == 3 { "non-negative" } else { "positive" };
            return Err(cx
                .err(op, format!("stride {i} must be {rule} when size > 1."))
                .help("a dimension that repeats steps forward"));
        }
    }
    Ok(())
}

pub(crate) fn dma_wait(cx: &Cx, op: NpuDmaWait) -> Check {
    let Some(dev) = cx.ancestor(op, &[OpKind::Device]) else {
        return Ok(());
    };
    let name = op.symbol(cx.ir);
    if cx.symbols.contains_key(&(dev, name)) {
        return Ok(());
    }
    let otherwise = format!(
        "`@{name}` names no op of the device; wait on a `aie.shim_dma_allocation` or objectfifo"
    );
    let help = [OpKind::ShimDmaAllocation, OpKind::Objectfifo]
        .iter()
        .map(|&kind| cx.symbol_help(op, name, kind, ""))
        .find(|h| !h.is_empty())
        .unwrap_or(otherwise);
    Err(cx
        .err(op, "couldn't find symbol in parent device")
        .help(help))
}

/// The `i32` value a BD guard checks, and its constant (if it has one).
fn guarded(cx: &Cx, op: impl Node) -> Result<Option<i64>, Box<super::Fail>> {
    let v = first_of_type(cx, op, Type::I32, "the guarded value is an i32")?;
    Ok(v.and_then(|v| constant(cx, v)))
}

/// `aiex.npu.require`: its condition is an `i1`. One known false is not an
/// error here: a branch that folds away may hold it (the static lowerings
/// report it where it is reached).
pub(crate) fn require(cx: &Cx, op: NpuRequire) -> Check {
    first_of_type(
        cx,
        op,
        Type::I1,
        "the condition is an i1, e.g. the result of arith.cmpi",
    )?;
    Ok(())
}

/// `op`'s first operand, if it has one, which must be of the signless
/// integer type `ty` (ODS's message, with `help`).
fn first_of_type(
    cx: &Cx,
    op: impl Node,
    ty: Type,
    help: &str,
) -> Result<Option<ValueId>, Box<super::Fail>> {
    let Some(v) = cx.operand(op, 0) else {
        return Ok(None);
    };
    let got = cx.ir.type_of(v);
    if *got != ty {
        let bits = ty.bit_width().unwrap_or_default();
        return Err(cx
            .err(
                op,
                format!("operand #0 must be {bits}-bit signless integer, but got '{got}'"),
            )
            .help(help));
    }
    Ok(Some(v))
}

/// `aiex.npu.blockwrite_values`: the address and every word are `i32`s
/// (mlir-aie's ODS types).
pub(crate) fn blockwrite_values(cx: &Cx, op: NpuBlockwriteValues) -> Check {
    for (i, &v) in cx.ir[op.op()].operands.iter().enumerate() {
        super::pool::is_i32(cx, op.op(), "operand", i, v)?;
    }
    Ok(())
}

/// `aiex.npu.assert_bd_field`: a constant value lies in `[0, max]` (a value
/// known only at run time is checked by the C++ generator's guard).
pub(crate) fn assert_bd_field(cx: &Cx, op: NpuAssertBdField) -> Check {
    let max = op.max(cx.ir);
    match guarded(cx, op)? {
        Some(c) if c < 0 || c > max => Err(cx
            .err(
                op,
                format!("constant value {c} exceeds the guarded field range [0:{max}]."),
            )
            .help("the BD field holds this value: give one that fits")),
        _ => Ok(()),
    }
}

/// `aiex.npu.assert_bd_divisible`: a non-zero divisor, and a constant value
/// divisible by it (or 1 with `allow_unit`).
pub(crate) fn assert_bd_divisible(cx: &Cx, op: NpuAssertBdDivisible) -> Check {
    let divisor = op.divisor(cx.ir);
    if divisor == 0 {
        return Err(cx
            .err(op, "divisor must be non-zero.")
            .help("the divisor is the number of elements of an address-generation granule"));
    }
    let unit = op.allow_unit(cx.ir);
    match guarded(cx, op)? {
        Some(c) if c % divisor != 0 && !(unit && c == 1) => Err(cx
            .err(op, format!("constant value {c} is not divisible by {divisor} (transfer is not a whole number of address-gen granules)."))
            .help(format!("give a multiple of {divisor} elements"))),
        _ => Ok(()),
    }
}

/// `aiex.npu.rtp_write`: the word it writes (index × 4 bytes) lies inside
/// its buffer.
pub(crate) fn rtp_write(cx: &Cx, op: NpuRtpWrite) -> Check {
    let name = op.buffer(cx.ir);
    let Some(buf) = cx.lookup(op, name, OpKind::Buffer) else {
        return Ok(());
    };
    let bytes = cx.ir[buf]
        .results
        .first()
        .and_then(|&v| cx.ir.type_of(v).memref_bytes());
    let Some(words) = bytes.map(|b| (b / 4) as i64) else {
        return Ok(());
    };
    let help = format!(
        "@{name} holds {words} 32-bit words: indices 0 to {}",
        words - 1
    );
    let index = (NpuRtpWrite::INDEX, Some(op.index(cx.ir)));
    fields::field(cx, op, index, 0..=words - 1, &help).map(drop)
}

/// An `i32` field read as mlir-aie's `uint32_t` getters do.
fn u32_of(v: i64) -> u32 {
    v as u32
}

/// The device and kind of tile `(column, row)`.
pub(super) fn tile_at(
    cx: &Cx,
    op: impl Node,
    (column, row): (i64, i64),
) -> Option<(&'static Device, TileKind)> {
    let dev = cx.device_of(op)?;
    let col = i64::from(u32_of(column) as i32);
    let row = i64::from(u32_of(row) as i32);
    Some((dev, dev.tile_kind(col, row)?))
}

/// BD id `id` of a BD on a `kind` tile.
fn bd_id(cx: &Cx, op: impl Node, id: i64, dev: &Device, kind: TileKind) -> Check {
    let id = u32_of(id);
    let n = dev.num_bds(kind);
    if id >= n {
        return Err(cx.err(op, "BD ID exceeds the maximum ID.").help(format!(
            "a {} has BDs 0 to {}",
            kind.describe(),
            n.saturating_sub(1)
        )));
    }
    Ok(())
}

pub(crate) fn push_queue(cx: &Cx, op: NpuPushQueue) -> Check {
    let ir = cx.ir;
    if let Some((dev, kind)) = tile_at(cx, op, (op.column(ir), op.row(ir))) {
        bd_id(cx, op, op.bd_id(ir).unwrap_or(0), dev, kind)?;
    }
    fields::queue_channel(cx, op)?;
    if u32_of(op.repeat_count(ir).unwrap_or(0)) > 255 {
        return Err(cx
            .err(op, "Repeat count exceeds the [0:255] range.")
            .help("split the transfer into several pushes of at most 256 repetitions"));
    }
    Ok(())
}

pub(crate) fn writebd(cx: &Cx, op: NpuWritebd) -> Check {
    let ir = cx.ir;
    let (column, row) = (op.column(ir), op.row(ir));
    if let Some(dev) = cx.device_of(op) {
        let (c, r) = (
            (NpuWritebd::COLUMN, Some(column)),
            (NpuWritebd::ROW, Some(row)),
        );
        fields::tile(cx, op, dev, c, r)?;
    }
    let at = tile_at(cx, op, (column, row));
    if let Some((dev, kind)) = at {
        bd_id(cx, op, op.bd_id(ir), dev, kind)?;
    }
    let range = |(name, v): (&str, i64), max: u32, msg: &str, help: &str| -> Check {
        if u32_of(v) > max {
            return Err(cx
                .err(op, msg)
                .help(format!("`{name}` is {}; {help}", u32_of(v))));
        }
        Ok(())
    };
    range(
        (NpuWritebd::PACKET_ID, op.packet_id(ir)),
        31,
        "Packet ID exceeds the maximum supported by 5 bits.",
        "packet IDs are 0 to 31",
    )?;
    range(
        (NpuWritebd::PACKET_TYPE, op.packet_type(ir)),
        7,
        "Packet Type exceeds the maximum supported by 3 bits.",
        "packet types are 0 to 7",
    )?;
    let ooo = op.out_of_order_id(ir);
    let max_ooo = at
        .and_then(|(dev, _)| dma::max_out_of_order_id(dev.arch))
        .unwrap_or(0);
    if !(0..=max_ooo).contains(&ooo) {
        return Err(cx
            .err(op, format!("out_of_order_id must be in [0, {max_ooo}]."))
            .help(format!("`{}` is {ooo}", NpuWritebd::OUT_OF_ORDER_ID)));
    }
    if ooo != 0 && op.enable_packet(ir) == 0 {
        return Err(cx
            .err(op, "out_of_order_id requires a packet-enabled BD")
            .help("the id travels in the packet header: set `enable_packet` to 1"));
    }
    // The fields hold encoded values (wraps as they are, steps minus one):
    // a field of B bits takes 0 to 2^B - 1, B the tile kind's.
    let kind = at.map_or(TileKind::ShimNoc, |(_, k)| k);
    let max = |f: regs::BdField, default: u8| {
        let bits = regs::bd_layout(kind)
            .and_then(|l| l.field(f))
            .map_or(default, |f| f.bits);
        (1u32 << bits) - 1
    };
    let (wrap, step, iter) = (
        max(regs::BdField::D0Size, 10),
        max(regs::BdField::D0Stride, 20),
        max(regs::BdField::IterationSize, 6),
    );
    let tile = kind.describe();
    let wraps = format!("a {tile}'s wraps are {} bits", wrap.count_ones());
    let steps = format!("a {tile}'s steps are {} bits", step.count_ones());
    if !fields::linear_writebd(cx, op) {
        range(
            (NpuWritebd::D0_SIZE, op.d0_size(ir)),
            wrap,
            &format!("D0 Size exceeds the [0:{wrap}] range."),
            &wraps,
        )?;
    }
    range(
        (NpuWritebd::D0_STRIDE, op.d0_stride(ir)),
        step,
        &format!("D0 Stride exceeds the [0:{step}] range."),
        &steps,
    )?;
    range(
        (NpuWritebd::D1_SIZE, op.d1_size(ir)),
        wrap,
        &format!("D1 Size exceeds the [0:{wrap}] range."),
        &wraps,
    )?;
    range(
        (NpuWritebd::D1_STRIDE, op.d1_stride(ir)),
        step,
        &format!("D1 Stride exceeds the [0:{step}] range."),
        &steps,
    )?;
    range(
        (NpuWritebd::D2_STRIDE, op.d2_stride(ir)),
        step,
        &format!("D2 Stride exceeds the [0:{step}] range."),
        &steps,
    )?;
    range(
        (NpuWritebd::ITERATION_SIZE, op.iteration_size(ir)),
        iter,
        &format!("Iteration Size exceeds the [0:{iter}] range."),
        "iteration sizes are 6 bits",
    )?;
    range(
        (NpuWritebd::ITERATION_STRIDE, op.iteration_stride(ir)),
        step,
        &format!("Iteration Stride exceeds the [0:{step}] range."),
        &steps,
    )?;
    let Some((dev, kind)) = at else {
        return Ok(());
    };
    let shim = kind == TileKind::ShimNoc;
    if shim && op.d2_size(ir) != 0 {
        return Err(cx
            .err(op, "ShimTile only supports 3 dimensions of sizes.")
            .help("set `d2_size` to 0 on a shim tile"));
    }
    let pads = [
        op.d0_zero_before(ir),
        op.d0_zero_after(ir),
        op.d1_zero_before(ir),
        op.d1_zero_after(ir),
        op.d2_zero_before(ir),
        op.d2_zero_after(ir),
    ];
    if shim && pads.iter().any(|&p| u32_of(p) != 0) {
        return Err(cx
            .err(op, "ShimTile doesn't support zero padding.")
            .help("zero padding is only available on MemTiles; set the `d*_zero_*` fields to 0"));
    }
    // The pad fields' widths (6, 5 and 4 bits of 32-bit words).
    for (d, pair, max) in [
        (0, &pads[0..2], 63),
        (1, &pads[2..4], 31),
        (2, &pads[4..6], 15),
    ] {
        if pair.iter().any(|&p| u32_of(p) > max) {
            return Err(cx
                .err(
                    op,
                    format!("D{d} pad_before/pad_after exceeds the [0:{max}] range."),
                )
                .help(format!(
                    "dimension {d} pads at most {max} words before and after"
                )));
        }
    }
    let burst = op.burst_length(ir);
    if !shim && burst != 0 {
        return Err(cx
            .err(op, "Only ShimTiles support burst length.")
            .help(format!(
                "remove `burst_length`: this BD is on a {}",
                kind.describe()
            )));
    }
    if !shim && op.axcache(ir).is_some() {
        return Err(cx
            .err(op, "AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.")
            .help(format!("remove `axcache`: this BD is on a {}", kind.describe())));
    }
    if !burst_ok(dev.arch, burst) {
        return Err(cx.err(op, burst_message(dev.arch)).help(format!(
            "use one of {} (or 0 for the largest)",
            bursts_text(dev.arch)
        )));
    }
    fields::writebd_fields(cx, op)
}

/// A warning if a core tile's BD walks past the tile's data memory: the
/// highest byte its walk reaches from `buffer_offset`. mlir-aie packs any
/// field values (its own tests write such BDs), so this is no error; the
/// simulator stops a run whose DMA reaches past the memory.
pub(super) fn writebd_reach(cx: &Cx, op: NpuWritebd) -> Option<Diagnostic> {
    let ir = cx.ir;
    let (dev, kind) = tile_at(cx, op, (op.column(ir), op.row(ir)))?;
    if kind != TileKind::Core {
        return None;
    }
    let f = |v: i64| u64::from(u32_of(v));
    let wraps = [f(op.d0_size(ir)), f(op.d1_size(ir)), 0];
    let steps = [
        f(op.d0_stride(ir)) + 1,
        f(op.d1_stride(ir)) + 1,
        f(op.d2_stride(ir)) + 1,
    ];
    let (offset, length) = (f(op.buffer_offset(ir)), f(op.buffer_length(ir)));
    let words = regs::bd_reach(&wraps, &steps, length);
    let end = offset.saturating_add(words.saturating_mul(4));
    let size = u64::from(dev.data_memory_bytes(TileKind::Core));
    if end <= size {
        return None;
    }
    let message = format!(
        "transfers past the end of the tile's data memory: its highest byte is {:#x}, the memory has {size:#x} bytes",
        end - 1
    );
    Some(
        Diagnostic::op_error(cx.span(op), cx.name(op), message)
            .with_severity(Severity::Warning)
            .with_help(format!(
                "from `buffer_offset` {offset:#x} the walk of `buffer_length` {length} words reaches {words} words; the end must be at most {size:#x}"
            )),
    )
}

/// `aiex.dma_start_task`: a repeat count of its own, never negative (one
/// past a queue push's field is split into pushes by
/// `--aie-split-long-repeats`), given as an attribute or as a value, not both.
pub(crate) fn dma_start_task(cx: &Cx, op: DmaStartTask) -> Check {
    if cx.ir[op.op()].operands.len() > 1 && op.repeat_count(cx.ir).is_some() {
        return Err(cx
            .err(op, "takes repeat_count or a runtime repeat count, not both")
            .help("drop the attribute or the `repeat` operand"));
    }
    match op.repeat_count(cx.ir) {
        Some(n) if n < 0 => Err(cx
            .err(op, format!("repeat_count must be non-negative, got {n}"))
            .help("a start runs its task repeat_count + 1 times")),
        _ => Ok(()),
    }
}

/// `aiex.dma_configure_task`: its run-time operands, its channel, its BD
/// chain and its BDs.
pub(crate) fn dma_configure_task(cx: &Cx, op: DmaConfigureTask) -> Check {
    super::pool::task_operands(cx, op.op())?;
    let Some(&region) = cx.ir[op.op()].regions().first() else {
        return Ok(());
    };
    let blocks = &cx.ir[region].blocks;
    let targets: HashSet<_> = blocks
        .iter()
        .flat_map(|&b| cx.ir.ops_in(b))
        .flat_map(|o| cx.ir[o].successors.iter().map(|s| s.block))
        .collect();
    let kind = cx.kind_of(op);
    let dev = cx.device_of(op);
    if op.out_of_order(cx.ir) {
        // A receive task of an out-of-order channel: mlir-aie's channel
        // rules on its BDs; its queue push issues no token.
        let bds: Vec<DmaBd> = cx.ir.views(cx.ir.walk(op.op())).collect();
        dma::out_of_order_channel(
            cx,
            op,
            op.direction(cx.ir),
            true,
            &bds,
            op.packet(cx.ir).is_some(),
        )?;
        if op.issue_token(cx.ir) {
            return Err(cx
                .err(op, "an out-of-order task issues no token: its channel's start queue counts packets, whose BD ids alias the token's bits")
                .help("remove `issue_token`; wait for the receive BDs' lock releases instead"));
        }
    }
    if let Some((dev, kind)) = dev.zip(kind) {
        let channel = (DmaConfigureTask::CHANNEL, Some(op.channel(cx.ir)));
        fields::directed_channel(cx, op, op.direction(cx.ir), channel, dev, kind)?;
    }
    for (i, &b) in blocks.iter().enumerate() {
        let Some(term) = cx.ir.last_op(b) else {
            continue;
        };
        if i > 0 && !targets.contains(&b) {
            return Err(cx
                .plain(
                    term,
                    "Block ending in this terminator does not form a chain with entry block.",
                )
                .help("branch to this block with `aie.next_bd` from a block of the chain, or remove it"));
        }
        for o in cx.ir.ops_in(b) {
            let bds = std::iter::once(o).chain(cx.ir.walk(o));
            for bd in bds.filter_map(|bd| cx.view::<DmaBd>(bd)) {
                if let Some((dev, kind)) = dev.zip(kind) {
                    task_bd_shape(cx, bd, dev, kind)?;
                    dma::bd_ids(cx, bd, dev, kind)?;
                }
                task_bd_in_buffer(cx, bd)?;
                if let Some(k) = kind {
                    dma::axi_fields_on_shim(cx, bd, k, "the task runs")?;
                }
                // A task BD is not checked by `aie.dma_bd`'s rules; the
                // task's packet gives every BD a header.
                dma::out_of_order_id(cx, bd, op.packet(cx.ir).is_some())?;
            }
        }
    }
    Ok(())
}

/// A linear task BD on an `aie.buffer` moves elements of that buffer only
/// (a runtime-sequence argument's type does not bound the host buffer).
fn task_bd_in_buffer(cx: &Cx, bd: DmaBd) -> Check {
    let Some(buf) = cx.operand(bd, 0) else {
        return Ok(());
    };
    let on_buffer = cx
        .ir
        .defining_op(buf)
        .is_some_and(|d| matches!(cx.ir.kind(d), Some(OpKind::Buffer | OpKind::ExternalBuffer)));
    let elems = cx
        .ir
        .type_of(buf)
        .num_elements()
        .and_then(|n| i64::try_from(n).ok());
    match (on_buffer, elems, bd.dimensions(cx.ir)) {
        (true, Some(n), None) => dma::inside_buffer(cx, bd, n),
        _ => Ok(()),
    }
}

/// A task BD's dimensions on the runtime-sequence path: at most the tile's,
/// one more off a MemTile (hoisted into the shim's iteration register), as
/// mlir-aie's `aiex.dma_configure_task` verifier has it; one fewer with an
/// `iteration`, which takes that register; the iteration's own bounds.
pub(super) fn task_bd_shape(cx: &Cx, bd: DmaBd, dev: &Device, kind: TileKind) -> Check {
    // The BD's own run-time length rules come first (MLIR verifies it
    // before its task).
    length_parameter::dma_bd(cx, bd)?;
    let iteration = bd.iteration(cx.ir);
    let iterates = iteration.is_some() || bd.iteration_size_val(cx.ir).is_some();
    let max =
        dev.max_bd_dims(kind) + usize::from(kind != TileKind::MemTile) - usize::from(iterates);
    let dims = bd.dimensions(cx.ir).unwrap_or_default();
    let n = dims.len();
    // A task's constant pattern may give more dimensions, every one past the
    // innermost three iterated: --aie-decompose-large-dma-bd reduces them.
    let reducible = !iterates
        && kind != TileKind::MemTile
        && dims
            .iter()
            .all(|&(s, t)| s != DYNAMIC_DIM && t != DYNAMIC_DIM);
    if n > max && !reducible {
        let (alongside, help) = match iterates {
            true => (" alongside the iteration attribute", format!("the iteration takes the register of a fourth dimension: drop `iteration` or use at most {max} dimensions")),
            false => ("", format!("a task BD on a {} has up to {max} dimensions", kind.describe())),
        };
        return Err(cx
            .err(bd, format!("Cannot give more than {max} dimensions for step sizes and wraps{alongside} on this tile (got {n} dimensions)."))
            .help(help));
    }
    let Some(it) = iteration.or_else(|| crate::ops::access::iteration_of_values(cx.ir, bd)) else {
        return Ok(());
    };
    let width = cx
        .operand(bd, 0)
        .and_then(|b| cx.ir.type_of(b).element()?.bit_width());
    let eb = width.map_or(4, |b| b.div_ceil(8) as i64);
    dma::bd_iteration(cx, bd, it, dev, kind, eb)
}

#[cfg(test)]
mod tests {
    use super::super::test::{errors, expect, ok};

    /// A shim-NOC design transferring `%a : memref<ty>` with `lists`.
    fn nd(ty: &str, lists: &str, attrs: &str) -> String {
        nd_on("npu1", "(0, 0)", ty, lists, attrs)
    }

    fn nd_on(dev: &str, tile: &str, ty: &str, lists: &str, attrs: &str) -> String {
        format!(
            "aie.device({dev}) {{\n%t = aie.tile{tile}\naie.shim_dma_allocation @f (%t, MM2S, 0)\n\
             aie.runtime_sequence(%a : memref<{ty}>, %s : i64) {{\n%c4 = arith.constant 4 : i64\n\
             aiex.npu.dma_memcpy_nd (%a{lists}) {{ metadata = @f, id = 0 : i64{attrs} }} : memref<{ty}>\n}}\n}}"
        )
    }

    fn nd_err(ty: &str, lists: &str, msg: &str) -> String {
        expect(
            &nd(ty, lists, ""),
            "dma_memcpy_nd",
            &format!("'aiex.npu.dma_memcpy_nd' op {msg}"),
        )
    }

    #[test]
    fn element_width_and_transfer_size() {
        nd_err(
            "8xi64",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]",
            "Maximum element bit width allowed is 32bits. ",
        );
        nd_err(
            "2xi8",
            "[0, 0, 0, 0][1, 1, 1, 2][0, 0, 0, 1]",
            "Minimum data transfer size required is 32bits. ",
        );
        // Unranked memrefs have no minimum.
        ok(&nd("*xi32", "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]", ""));
    }

    /// Lists with values known only at run time: the scope mlir-aie's
    /// dynamic BD encoding lowers (a shim NOC tile, no padding, constant
    /// entries that fit and are realizable).
    #[test]
    fn run_time_lists() {
        ok(&nd("64xi32", "[0, 0, 0, %s][1, 1, 1, 8][0, 0, 0, 1]", ""));
        ok(&nd("64xi32", "[0, 0, 0, 0][%s, 1, 2, 8][0, 0, 8, 1]", ""));
        ok(&nd("64xi32", "[0, 0, 0, 0][1, 1, %s, 8][0, 0, %s, 1]", ""));
        // Dynamic operands defined by constants are known.
        ok(&nd(
            "64xi32",
            "[0, 0, 0, %c4][1, 1, 1, %c4][0, 0, 0, 1]",
            "",
        ));
        ok(&nd("64xi32", "[0, 0, 0, 0][1, 1, 1, %s][0, 0, 0, 1]", ""));
        let src = nd_on(
            "xcve2302",
            "(0, 0)",
            "64xi32",
            "[0, 0, 0, 0][1, 1, %s, 8][0, 0, 8, 1]",
            "",
        );
        expect(&src, "dma_memcpy_nd", "'aiex.npu.dma_memcpy_nd' op runtime sizes/strides are only supported for shim NOC tile DMAs.");
        let src = nd(
            "64xi32",
            "[0, 0, 0, 0][1, 1, %s, 8][0, 0, 8, 1]",
            ", d0_zero_before = 1 : i64",
        );
        expect(
            &src,
            "dma_memcpy_nd",
            "'aiex.npu.dma_memcpy_nd' op zero padding is not supported with runtime sizes/strides.",
        );
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][1, 1, %s, 2000][0, 0, 8, 1]",
            "d0 size hardware value 2000 exceeds hardware range [0:1023].",
        );
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][100, 1, %s, 8][0, 0, 8, 1]",
            "iteration size hardware value 99 exceeds hardware range [0:63].",
        );
        nd_err(
            "64xi8",
            "[0, 0, 0, 0][1, 1, %s, 6][0, 0, 8, 1]",
            "d0 size 6 elements at 1 bytes each is not a multiple of the 4-byte address-gen granule.",
        );
        nd_err(
            "64xi8",
            "[0, 0, 0, 0][1, 1, %s, 8][0, 0, 6, 1]",
            "stride 1 is 6 elements at 1 bytes each, not a multiple of the 4-byte address-gen granule.",
        );
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][1, 2, %s, 8][0, 0, 8, 1]",
            "stride 2 must be positive when size > 1.",
        );
    }

    #[test]
    fn burst_offset_packet() {
        let src = nd(
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]",
            ", burst_length = 512 : i64",
        );
        let h = expect(&src, "dma_memcpy_nd", "'aiex.npu.dma_memcpy_nd' op Requested burst length is not supported by the target. Supported burst lengths: 64 128 256");
        assert!(h.contains("64, 128, 256"), "{h}");
        ok(&nd_on(
            "npu2",
            "(0, 0)",
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]",
            ", burst_length = 512 : i64",
        ));
        let h = nd_err(
            "64xi8",
            "[0, 0, 0, 2][1, 1, 1, 8][0, 0, 0, 1]",
            "Offset must be 4-byte-aligned.",
        );
        assert!(h.contains("byte 2"), "{h}");
        ok(&nd("64xi8", "[0, 0, 1, 0][1, 1, 2, 8][0, 0, 4, 1]", ""));
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1], packet = <pkt_id = 1, pkt_type = 8>",
            "Packet type field can only hold 3 bits.",
        );
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1], packet = <pkt_id = 32, pkt_type = 7>",
            "Packet ID field can only hold 5 bits.",
        );
    }

    #[test]
    fn stride_and_size_rules() {
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 0][0, 0, 0, 1]",
            "Size 0 must be a positive integer.",
        );
        nd_err("64xi16", "[0, 0, 0, 0][1, 1, 1, 3][0, 0, 0, 1]", "Transfer sizes must be multiples of 4 bytes. 3 elements at 2 bytes each equal 6 bytes, which is not divisible by 4. ");
        // (A free repeat dimension would express this one: d3 is in use.)
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][2, 2, 1, 8][16, 0, 0, 1]",
            "Stride 2 must be a positive integer.",
        );
        nd_err(
            "64xi32",
            "[0, 0, 0, 0][2, 1, 1, 8][-1, 0, 0, 1]",
            "Stride 3 must be a non-negative integer.",
        );
        nd_err(
            "64xi8",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 2]",
            "Stride 0 is 2 elements * 1 bytes = 2 bytes, which is not divisible by 4. ",
        );
        // Sizes of 1 leave their strides unchecked; stride 3 may be 0.
        ok(&nd("64xi32", "[0, 0, 0, 0][2, 1, 1, 8][0, -5, -5, 1]", ""));
    }

    #[test]
    fn hardware_ranges_by_tile_kind() {
        // Patterns --aie-decompose-large-dma-bd cannot split (d3 in use).
        let l = "[0, 0, 0, 0][2, 1, 2, 1031][8192, 0, 2048, 1]";
        let h = nd_err("16384xi32", l, "Size 0 exceeds the [0:1023] range.");
        assert!(
            h.contains("1031 words") && h.contains("shim NOC tile"),
            "{h}"
        );
        // One it splits verifies.
        ok(&nd(
            "4096xi32",
            "[0, 0, 0, 0][1, 1, 2, 1024][0, 0, 2048, 1]",
            "",
        ));
        // i8 sizes count in words.
        ok(&nd(
            "8192xi8",
            "[0, 0, 0, 0][1, 1, 2, 4092][0, 0, 4092, 1]",
            "",
        ));
        nd_err(
            "16384xi32",
            "[0, 0, 0, 0][2, 1, 1031, 2][8192, 0, 4, 1]",
            "Size 1 exceeds the [0:1023] range.",
        );
        // The iteration field holds size - 1 in 6 bits (mlir-aie #3548).
        nd_err(
            "4096xi32",
            "[0, 0, 0, 0][65, 1, 1, 8][8, 0, 0, 1]",
            "Size 3 exceeds the [1:64] range.",
        );
        ok(&nd("4096xi32", "[0, 0, 0, 0][64, 1, 1, 8][8, 0, 0, 1]", ""));
        // A stride past the step field is sliced into the offsets, unless
        // that takes more than 4096 transfers.
        ok(&nd(
            "4096xi32",
            "[0, 0, 0, 0][1, 2, 1, 8][0, 1048578, 0, 1]",
            "",
        ));
        // (A contiguous inner pattern is not decomposed at all.)
        nd_err(
            "4096xi32",
            "[0, 0, 0, 0][2, 1, 1, 8][1048578, 0, 0, 1]",
            "Stride 3 exceeds the [1:1048576] range.",
        );
        nd_err(
            "4096xi32",
            "[0, 0, 0, 0][64, 100, 1, 8][8, 1048578, 0, 1]",
            "Stride 2 exceeds the [1:1048576] range.",
        );
        ok(&nd(
            "4096xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][1048578, 0, 0, 1]",
            "",
        ));
        // Linear and (on NOC shims) contiguous transfers are exempt from wraps.
        ok(&nd(
            "4096xi32",
            "[0, 0, 0, 0][1, 1, 1, 4000][0, 0, 0, 1]",
            "",
        ));
        ok(&nd(
            "4096xi32",
            "[0, 0, 0, 0][1, 2, 2, 1000][0, 2000, 1000, 1]",
            "",
        ));
        // Other tile kinds (with the allocation's own error first).
        let e = errors(&nd_on(
            "npu1",
            "(0, 2)",
            "4096xi32",
            "[0, 0, 0, 0][2, 1, 2, 257][2048, 0, 512, 1]",
            "",
        ));
        assert_eq!(
            e[1],
            "'aiex.npu.dma_memcpy_nd' op Size 0 exceeds the [0:255] range."
        );
        let e = errors(&nd_on(
            "npu1",
            "(0, 1)",
            "4096xi32",
            "[0, 0, 0, 0][64, 100, 2, 8][8, 16, 131074, 1]",
            "",
        ));
        assert_eq!(
            e[1],
            "'aiex.npu.dma_memcpy_nd' op Stride 1 exceeds the [1:131072] range."
        );
        let src = nd_on(
            "xcve2302",
            "(0, 0)",
            "64xi32",
            "[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]",
            "",
        );
        expect(&src, "dma_memcpy_nd", "'aiex.npu.dma_memcpy_nd' op Unsupported tile type at (0, 0) Must be ShimNOC, Mem or Core.");
    }

    #[test]
    fn allocation_on_a_logical_tile_waits_for_placement() {
        // A stride past the BD's range is reported once the tile is placed.
        let src = nd(
            "64xi32",
            "[0, 0, 0, 0][64, 100, 2, 8][8, 16, 2000000, 1]",
            "",
        );
        expect(
            &src,
            "dma_memcpy_nd",
            "'aiex.npu.dma_memcpy_nd' op Stride 1 exceeds the [1:1048576] range.",
        );
        ok(&src.replace("aie.tile(0, 0)", "aie.logical_tile<ShimNOCTile>(?, ?)"));
    }

    #[test]
    fn aie1_skips_the_aie2_rules() {
        ok(&nd_on(
            "xcvc1902",
            "(2, 0)",
            "64xi8",
            "[0, 0, 0, 2][1, 1, 1, 8][0, 0, 0, 1]",
            "",
        ));
    }

    fn seq(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(0, 0)\n%m = aie.tile(0, 1)\n%b = aie.buffer(%m) : memref<64xi32>\naie.shim_dma_allocation @f (%t, MM2S, 0)\naie.runtime_sequence(%a : memref<64xi32>) {{\n{body}\n}}\n}}")
    }

    #[test]
    fn dma_wait_symbol() {
        ok(&seq("aiex.npu.dma_wait {symbol = @f}"));
        let h = expect(
            &seq("aiex.npu.dma_wait {symbol = @g}"),
            "dma_wait",
            "'aiex.npu.dma_wait' op couldn't find symbol in parent device",
        );
        assert!(h.contains("@g"), "{h}");
    }

    #[test]
    fn push_queue_rules() {
        let pq = |id: u32, rep: u32| {
            seq(&format!("aiex.npu.push_queue (0, 0, MM2S : 0) {{issue_token = false, repeat_count = {rep} : i32, bd_id = {id} : i32}}"))
        };
        ok(&pq(15, 255));
        // mlir-aie accepts an id equal to the BD count; the 4-bit field
        // would wrap it to BD 0.
        expect(
            &pq(16, 0),
            "push_queue",
            "'aiex.npu.push_queue' op BD ID exceeds the maximum ID.",
        );
        expect(
            &pq(0, 256),
            "push_queue",
            "'aiex.npu.push_queue' op Repeat count exceeds the [0:255] range.",
        );
    }

    fn writebd(row: u32, fields: &[(&str, i64)]) -> String {
        let kind = crate::ir::OpKind::from_name("aiex.npu.writebd").expect("in the table");
        let mut all: Vec<(String, i64)> = crate::ops::attr_defs(kind)
            .iter()
            .filter(|d| d.presence != crate::ops::Presence::Optional)
            .map(|d| &d.name)
            .map(|n| {
                (
                    n.to_string(),
                    if *n == "d0_size" || *n == "d1_size" {
                        2
                    } else {
                        0
                    },
                )
            })
            .collect();
        for (n, v) in [("row", i64::from(row))].iter().chain(fields) {
            all.retain(|(m, _)| m != n);
            all.push((n.to_string(), *v));
        }
        all.sort();
        let attrs: Vec<String> = all
            .iter()
            .map(|(n, v)| format!("{n} = {v} : i32"))
            .collect();
        seq(&format!("aiex.npu.writebd {{{}}}", attrs.join(", ")))
    }

    #[test]
    fn writebd_rules() {
        let bad = |row: u32, f: &[(&str, i64)], msg: &str| {
            expect(
                &writebd(row, f),
                "writebd",
                &format!("'aiex.npu.writebd' op {msg}"),
            )
        };
        ok(&writebd(0, &[]));
        bad(0, &[("bd_id", 17)], "BD ID exceeds the maximum ID.");
        ok(&writebd(1, &[("bd_id", 47)]));
        bad(
            0,
            &[("packet_id", 32)],
            "Packet ID exceeds the maximum supported by 5 bits.",
        );
        bad(
            0,
            &[("packet_type", 8)],
            "Packet Type exceeds the maximum supported by 3 bits.",
        );
        bad(
            0,
            &[("d0_size", 1024)],
            "D0 Size exceeds the [0:1023] range.",
        );
        ok(&writebd(0, &[("d0_size", 5000), ("d1_size", 1)]));
        bad(
            0,
            &[("d0_stride", 1 << 20)],
            "D0 Stride exceeds the [0:1048575] range.",
        );
        bad(
            0,
            &[("d1_size", 1024)],
            "D1 Size exceeds the [0:1023] range.",
        );
        bad(
            0,
            &[("d1_stride", 1 << 20)],
            "D1 Stride exceeds the [0:1048575] range.",
        );
        bad(
            0,
            &[("d2_stride", 1 << 20)],
            "D2 Stride exceeds the [0:1048575] range.",
        );
        bad(
            0,
            &[("iteration_size", 64)],
            "Iteration Size exceeds the [0:63] range.",
        );
        bad(
            0,
            &[("iteration_stride", 1 << 20)],
            "Iteration Stride exceeds the [0:1048575] range.",
        );
        // Negative values are huge unsigned values, as in mlir-aie.
        bad(
            0,
            &[("d0_stride", -1)],
            "D0 Stride exceeds the [0:1048575] range.",
        );
        bad(
            0,
            &[("d2_size", 3)],
            "ShimTile only supports 3 dimensions of sizes.",
        );
        ok(&writebd(1, &[("d2_size", 3), ("d0_zero_before", 2)]));
        bad(
            0,
            &[("d2_zero_after", 1)],
            "ShimTile doesn't support zero padding.",
        );
        bad(
            1,
            &[("burst_length", 64)],
            "Only ShimTiles support burst length.",
        );
        bad(0, &[("burst_length", 100)], "Requested burst length is not supported by the target. Supported burst lengths: 64 128 256");
        ok(&writebd(0, &[("burst_length", 256)]));
        ok(&writebd(0, &[("axcache", 15)]));
        bad(
            1,
            &[("axcache", 2)],
            "AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.",
        );
    }

    #[test]
    fn configure_task_chain_and_burst() {
        let task = |tile: &str, body: &str| {
            seq(&format!(
                "%x = aiex.dma_configure_task({tile}, MM2S, 0) {{\n{body}\n}}"
            ))
        };
        ok(&task("%t", "aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 0 : i32, burst_length = 128 : i32}\naie.next_bd ^b\n^b:\naie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 1 : i32}\naie.end"));
        let src = task("%t", "aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 0 : i32}\naie.end\n^b:\naie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 1 : i32}\naie.end // orphan");
        expect(
            &src,
            "orphan",
            "Block ending in this terminator does not form a chain with entry block.",
        );
        let src = task("%m", "aie.dma_bd(%b : memref<64xi32>, 0, 64) {bd_id = 0 : i32, burst_length = 64 : i32}\naie.end");
        let h = expect(&src, "aie.dma_bd", "'aie.dma_bd' op Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.");
        assert!(h.contains("MemTile"), "{h}");
    }

    #[test]
    fn total_on_mangled_npu_ops() {
        use crate::ir::{Attr, DenseLit, IntType, Type};
        let src = seq(concat!(
            "%c = arith.constant 4 : i64\n",
            "aiex.npu.dma_memcpy_nd (%a[0, 0, 0, %c][1, 1, %c, 8][0, 0, 8, 1], packet = <pkt_id = 1, pkt_type = 2>) { metadata = @f, id = 0 : i64 } : memref<64xi32>\n",
            "aiex.npu.dma_wait {symbol = @f}\n",
            "aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = false, repeat_count = 1 : i32, bd_id = 1 : i32}\n",
            "aiex.npu.writebd {bd_id = 1 : i32, column = 0 : i32, row = 0 : i32, d0_size = 2 : i32, d1_size = 2 : i32}\n",
            "%x = aiex.dma_configure_task(%t, MM2S, 0) {\n",
            "aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 0 : i32, burst_length = 64 : i32}\naie.next_bd ^b\n^b:\naie.end\n}",
        ));
        let ir = crate::parse(&src).unwrap();
        let values = [
            Attr::Int(i128::MIN, IntType::I32),
            Attr::Int(i128::MAX, IntType::I64),
            Attr::Int(i64::MIN.into(), IntType::I64),
            Attr::Int(-1, IntType::I32),
            Attr::Int(i64::MAX.into(), IntType::I64),
            Attr::Unit,
            Attr::sym("f"),
            Attr::PacketInfo(u64::MAX, u64::MAX),
            Attr::dense_array(Type::I64, vec![]),
            Attr::dense_array(Type::I64, vec![DenseLit::Int(i64::MIN.into()); 4]),
            Attr::dense_array(Type::I64, vec![DenseLit::Int(i64::MAX.into()); 4]),
            Attr::dense_array(Type::I64, vec![DenseLit::Int(i64::MIN.into()); 9]),
            Attr::dense_array(
                Type::I64,
                vec![
                    DenseLit::Float(1.5),
                    DenseLit::Int(-(1 << 62)),
                    DenseLit::Int(1 << 62),
                    DenseLit::Int(0),
                ],
            ),
        ];
        let mangle_ir = |f: &dyn Fn(&mut crate::Ir, crate::ir::OpId)| {
            let mut m = ir.clone();
            m.op_ids()
                .collect::<Vec<_>>()
                .into_iter()
                .for_each(|o| f(&mut m, o));
            crate::verify(&m);
        };
        let mangle = |f: &dyn Fn(&mut crate::ir::Operation)| mangle_ir(&|m, o| f(&mut m[o]));
        for v in &values {
            mangle_ir(&|m, o| m.attrs_mut(o).iter_mut().for_each(|a| a.1 = v.clone()));
            mangle_ir(&|m, o| {
                if m[o].name().starts_with("aiex") {
                    m.attrs_mut(o).iter_mut().for_each(|a| a.1 = v.clone())
                }
            });
        }
        mangle_ir(&|m, o| m.clear_attrs(o));
        mangle(&|op| op.operands.clear());
        mangle(&|op| op.operands.reverse());
        mangle(&|op| op.successors.clear());
        mangle_ir(&|m, o| while m.pop_region(o).is_some() {});
        for ty in [
            Type::I64,
            Type::Index,
            Type::Float("f8E4M3"),
            Type::Opaque("x".into()),
        ] {
            let mut m = ir.clone();
            for v in 0..m.num_values() {
                let huge = Type::MemRef {
                    shape: Some(vec![
                        crate::ir::Dim::Static(u64::MAX),
                        crate::ir::Dim::Static(u64::MAX),
                    ]),
                    elem: Box::new(ty.clone()),
                    layout: None,
                    space: None,
                };
                m.set_type(crate::ir::ValueId::new(v), huge);
            }
            crate::verify(&m);
        }
    }
}
