//! `--aie-dma-to-npu` (aie-runtime-sequence.md §2.6): `dma_memcpy_nd` becomes
//! a BD write, a host-address patch and a queue push, `dma_wait` a `sync`;
//! then BD writes become block writes of the encoded words
//! ([`aie_target::regs`]), queue pushes become queue-register writes,
//! buffer-relative writes get absolute addresses, and address patches that
//! name their host buffer by value name it by index
//! ([`super::resolve_patches`]).

#![warn(clippy::cast_possible_truncation)]

use super::arith::Arith;
use super::dynamic_bd::{self, Entry, Ops, Walk};
use super::strides::{hardware, is_contiguous, is_linear};
use super::writebd::{build_writebd, complete, read_writebd, BdField};
use super::{absolute, host_arg, kind, queue_depth, sequences};
use crate::canonicalize::fold::int_value;
use crate::globals::words_type;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::symbols::Symbols;
use crate::words::{fit, low32};
use crate::{Anchor, Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::{self, Dir};
use dialect::ir::cases::CmpIPredicate;
use dialect::ir::{At, Attr, OpId, OpKind, Span, Type, TypedEnum, ValueId, View};
use dialect::ops::views::{
    ArithConstant, Buffer, DmaBd, MemrefGetGlobal, MemrefGlobal, NpuAddressPatch, NpuBlockwrite,
    NpuDmaMemcpyNd, NpuDmaWait, NpuMaskpoll, NpuMaskwrite32, NpuPushQueue, NpuRtpWrite, NpuSync,
    NpuUpdateFromScratchpad, NpuWrite32, NpuWritebd, ShimDmaAllocation, Tile,
};
use dialect::ops::DYNAMIC;
use dialect::verify::length_parameter::place_runtime_length_dimension;
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-dma-to-npu",
    name: "AIEDmaToNpu",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower dma_memcpy_nd, dma_wait, writebd, push_queue and buffer-relative writes of runtime sequences to NPU register writes",
    doc: "runtime-sequence.md#the-passes",
    options: &[queue_depth::ENFORCE],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let mut out = past_argument_warnings(ir);
    out.extend(past_buffer_warnings(ir));
    let enforce = queue_depth::enforced(args);
    let mut warnings = Vec::new();
    out.extend(netlist::each_device(ir, |ir, dev| {
        lower_device(ir, dev, enforce, &mut warnings)
    }));
    out.extend(warnings);
    out
}

/// The ops that push on a shim DMA queue, and what each op does to one.
const NPU_QUEUE: queue_depth::QueueOps = queue_depth::QueueOps {
    pushes: &[OpKind::NpuPushQueue],
    effect: npu_effect,
};

/// What `op` does to a DMA task queue: a `push_queue` pushes a task, a
/// `sync` of one tile's channel waits for a token of it (one spanning
/// several tiles, or with a field known only at run time, retires nothing:
/// crediting it could hide a dropped push).
fn npu_effect(ir: &Ir, op: OpId) -> queue_depth::Effect {
    if let Some(p) = ir.view::<NpuPushQueue>(op) {
        let tile = (p.column(ir), p.row(ir));
        let key = queue_depth::key(tile, p.direction(ir).dir(), p.channel(ir));
        return queue_depth::Effect::Push(key, p.issue_token(ir));
    }
    queue_depth::sync_effect(ir, op)
}

/// A warning for each transfer that reaches past the elements its runtime
/// argument's type declares. Hardware reads whatever host memory is there,
/// and upstream designs rely on host buffers larger than the type, so this
/// is not an error.
fn past_argument_warnings(ir: &Ir) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            for m in ir.walk_views::<NpuDmaMemcpyNd>(seq) {
                out.extend(past_argument(ir, seq, m));
            }
        }
    }
    out
}

/// A warning for each write into a buffer that reaches past the buffer's
/// end: mlir-aie writes it there (its own tests do), into whatever the tile
/// holds next; past the tile's memory `buffer_relative` stops it.
fn past_buffer_warnings(ir: &Ir) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for dev in netlist::devices(ir) {
        let syms = Symbols::of(ir, &dev);
        for seq in sequences(ir, &dev) {
            for op in ir.walk(seq) {
                let past = BufferWrite::of(ir, op).and_then(|w| past_buffer(ir, &syms, w));
                out.extend(past);
            }
        }
    }
    out
}

fn past_buffer(ir: &Ir, syms: &Symbols, w: BufferWrite) -> Option<Diagnostic> {
    let name = w.buffer(ir)?;
    let buf = ir.view::<Buffer>(syms.get(name)?)?;
    let size = ir[buf.op()]
        .results
        .first()
        .and_then(|&v| ir.type_of(v).memref_bytes())?
        / 4;
    let (word, words) = (w.address(ir)?, w.words(ir));
    if u64::try_from(word).is_ok_and(|first| first.saturating_add(words) <= size) {
        return None;
    }
    let what = match words {
        1 => format!("word {word}"),
        n => format!("{n} words from word {word}"),
    };
    let message = format!("writes {what} of @{name}, which holds {size} 32-bit words");
    Some(err(ir, w.op(), message)
        .with_severity(dialect::Severity::Warning)
        .with_help(format!(
            "the address of a write into a buffer is a word offset in it (0 to {}); past the end it writes what the tile holds next",
            size.saturating_sub(words)
        )))
}

fn past_argument(ir: &Ir, seq: OpId, m: NpuDmaMemcpyNd) -> Option<Diagnostic> {
    let [o, s, t] = nd_lists(ir, m)?;
    let last = (0..4).fold(0i128, |acc, d| {
        acc + (i128::from(o[d]) + i128::from(s[d] - 1).max(0)) * i128::from(t[d])
    });
    super::past_argument(ir, seq, m.op(), ir[m.op()].operands[0], last)
}

fn lower_device(ir: &mut Ir, dev: &Dev, enforce: bool, warnings: &mut Vec<Diagnostic>) -> Res<()> {
    super::resolve_patches::resolve_device(ir, dev)?;
    let mut globals = Globals::of(ir, dev);
    for seq in sequences(ir, dev) {
        let dynamic = (ir.walk_views::<NpuDmaMemcpyNd>(seq)).any(|m| nd_lists(ir, m).is_none());
        for op in ir.walk_for(seq, &[OpKind::NpuDmaMemcpyNd, OpKind::NpuDmaWait]) {
            if let Some(m) = ir.view::<NpuDmaMemcpyNd>(op) {
                memcpy(ir, dev, &globals.syms, seq, m)?;
            } else if let Some(w) = ir.view::<NpuDmaWait>(op) {
                wait(ir, &globals.syms, w)?;
            }
        }
        // Every push is now a push_queue: guard those that may find their
        // queue full, before they become register writes.
        warnings.extend(queue_depth::guard(ir, dev, seq, enforce, &NPU_QUEUE));
        for op in ir.walk(seq) {
            match ir.kind(op) {
                Some(OpKind::NpuWritebd) => {
                    writebd(ir, dev, &mut globals, seq, NpuWritebd::wrap(op))?
                }
                Some(OpKind::NpuPushQueue) => push_queue(ir, dev, NpuPushQueue::wrap(op))?,
                Some(OpKind::NpuRtpWrite) => rtp_write(ir, &globals.syms, NpuRtpWrite::wrap(op))?,
                Some(OpKind::NpuAddressPatch) => patch_register(ir, NpuAddressPatch::wrap(op)),
                Some(OpKind::NpuUpdateFromScratchpad) => {
                    update_address(ir, dev, &globals.syms, NpuUpdateFromScratchpad::wrap(op))?
                }
                _ => {
                    if let Some(w) = BufferWrite::of(ir, op) {
                        buffer_relative(ir, dev, &globals.syms, w)?;
                    }
                }
            }
        }
        if dynamic {
            dynamic_bd::erase_dead_arith(ir, seq);
        }
    }
    Ok(())
}

/// The device's symbols and its constant globals by their words (for
/// reuse), kept current as the pass adds globals.
pub(super) struct Globals {
    syms: Symbols,
    by_words: HashMap<Vec<u32>, Vec<MemrefGlobal>>,
    next: u64,
}

impl Globals {
    pub(super) fn of(ir: &Ir, dev: &Dev) -> Globals {
        let mut by_words: HashMap<Vec<u32>, Vec<MemrefGlobal>> = HashMap::new();
        for g in ir.views::<MemrefGlobal>(dev.ops(ir)) {
            // Read by name, as the first global of that name is what a use sees.
            if let Some(words) = crate::globals::global_words(ir, dev, g.sym_name(ir)) {
                by_words.entry(words).or_default().push(g);
            }
        }
        Globals {
            syms: Symbols::of(ir, dev),
            by_words,
            next: 0,
        }
    }
}

/// The `aie.shim_dma_allocation` named `sym`: its channel.
fn channel_of(ir: &Ir, syms: &Symbols, sym: &str) -> Option<super::Channel> {
    let alloc = syms.get_view::<ShimDmaAllocation>(ir, sym)?;
    super::allocation_of(ir, alloc).map(|(ch, _)| ch)
}

/// The packet header a memcpy's BD carries: its own, else that of the
/// packet-switched shim allocation it names.
fn header_of(ir: &Ir, syms: &Symbols, m: NpuDmaMemcpyNd) -> Option<(u64, u64)> {
    let alloc = || {
        syms.get_view::<ShimDmaAllocation>(ir, m.metadata(ir))?
            .packet(ir)
    };
    m.packet(ir).or_else(alloc)
}

/// Offsets, sizes and strides of a `dma_memcpy_nd`, innermost first, each
/// a constant or a value known only at run time.
fn nd_entries(ir: &Ir, m: NpuDmaMemcpyNd) -> Option<[[Entry; 4]; 3]> {
    let mut operands = ir[m.op()].operands.iter().skip(1);
    let mut out = [[Entry::Const(0); 4]; 3];
    let lists = [
        m.static_offsets(ir),
        m.static_sizes(ir),
        m.static_strides(ir),
    ];
    for (i, items) in lists.into_iter().enumerate() {
        let mut list = Vec::new();
        for v in items {
            list.push(if v == DYNAMIC {
                let v = *operands.next()?;
                let constant = ir.defining_op(v).and_then(|c| ir.view::<ArithConstant>(c));
                match constant.and_then(|c| c.value(ir).as_int()) {
                    Some(c) => Entry::Const(i64::try_from(c).ok()?),
                    None => Entry::Value(v),
                }
            } else {
                Entry::Const(v)
            });
        }
        list.reverse();
        out[i] = list.try_into().ok()?;
    }
    Some(out)
}

/// The AxCACHE field of a BD of `tile` whose op gives `given`: on a shim
/// NOC tile the value given or the architecture's default, elsewhere none
/// (only the AXI-MM side has the bits).
pub(crate) fn shim_axcache(
    dev: &Dev,
    tile: (i64, i64),
    given: Option<i64>,
) -> Option<(BdField, i64)> {
    (kind(dev.model, tile) == Some(TileKind::ShimNoc)).then(|| {
        (
            BdField::AxCache,
            given.unwrap_or(dev.model.arch.default_axcache()),
        )
    })
}

/// The fields of a memcpy's BD that are not its data layout: id, tile,
/// valid, burst length, AxCACHE and packet header (`packet`, [`header_of`]).
fn header_fields(
    ir: &Ir,
    dev: &Dev,
    m: NpuDmaMemcpyNd,
    ch: &super::Channel,
    packet: Option<(u64, u64)>,
) -> Vec<(BdField, i64)> {
    let mut v = vec![
        (BdField::BdId, m.id(ir)),
        (BdField::Column, ch.col),
        (BdField::Row, ch.row),
        (BdField::ValidBd, 1),
        (BdField::BurstLength, m.burst_length(ir)),
    ];
    v.extend(shim_axcache(dev, (ch.col, ch.row), m.axcache(ir)));
    if let Some((pkt_type, pkt_id)) = packet {
        v.extend([
            (BdField::EnablePacket, 1),
            (BdField::PacketType, pkt_type as i64),
            (BdField::PacketId, pkt_id as i64),
        ]);
    }
    v
}

/// The lists of [`nd_entries`] when they are all constants.
pub(crate) fn nd_lists(ir: &Ir, m: NpuDmaMemcpyNd) -> Option<[[i64; 4]; 3]> {
    let entries = nd_entries(ir, m)?;
    let constant = |e: &Entry| match e {
        Entry::Const(c) => Some(*c),
        Entry::Value(_) => None,
    };
    let list = |l: &[Entry; 4]| -> Option<[i64; 4]> {
        l.iter()
            .map(constant)
            .collect::<Option<Vec<_>>>()?
            .try_into()
            .ok()
    };
    Some([list(&entries[0])?, list(&entries[1])?, list(&entries[2])?])
}

fn memcpy(ir: &mut Ir, dev: &Dev, syms: &Symbols, seq: OpId, m: NpuDmaMemcpyNd) -> Res<()> {
    let op = m.op();
    let sym = m.metadata(ir).to_string();
    let Some(ch) = channel_of(ir, syms, &sym) else {
        return Err(err(ir, op, "couldn't find shim_dma_allocation op.")
            .with_help(allocation_help(ir, syms, &sym)));
    };
    let memref = ir[op].operands[0];
    // A host argument, or a constant global the control code holds (the
    // words of control packets, --aie-ctrl-packet-to-dma).
    let global = control_global(ir, dev, memref);
    let Some((arg_idx, sub_offset)) = host_arg(ir, seq, memref).or(global.as_ref().map(|_| (0, 0)))
    else {
        return Err(err(ir, op, "memref must be a block argument or subview/cast/reinterpret_cast of a block argument with static offsets, sizes, and strides")
            .with_help("slice host buffers with memref.subview of constant offsets and unit strides"));
    };
    let (Some(entries), Some(w)) = (nd_entries(ir, m), super::elem_bits(ir.type_of(memref))) else {
        return Err(err(
            ir,
            op,
            "lacks its offsets, sizes or strides, or the element width of its buffer",
        )
        .with_help(
            "give four offsets, sizes and strides over a memref of integer or float elements",
        ));
    };
    let Some([o, s, t]) = nd_lists(ir, m) else {
        let host = Host {
            arg_idx,
            sub_offset,
            global,
            bytes: super::host_arg_bytes(ir, seq, arg_idx),
        };
        let header = header_of(ir, syms, m);
        return memcpy_dynamic(ir, dev, m, (&ch, header), host, entries, w);
    };
    let tile = (ch.col, ch.row);
    let tile_kind = kind(dev.model, tile);
    let linear =
        is_linear(&s, &t) || (tile_kind == Some(TileKind::ShimNoc) && is_contiguous(&s, &t));
    let (mut s, mut t) = (s, t);
    if !linear && m.length_state_table_idx(ir).is_some() {
        // The added length continues the third dimension.
        place_runtime_length_dimension(&mut s, &mut t);
    }
    let (hs, ht) = hardware(&s, &t, w);
    let offset: i64 = (0..4).map(|i| o[i] * t[i] * w / 8).sum::<i64>() + sub_offset;
    let padding = [
        (BdField::D0ZeroBefore, m.d0_zero_before(ir)),
        (BdField::D1ZeroBefore, m.d1_zero_before(ir)),
        (BdField::D2ZeroBefore, m.d2_zero_before(ir)),
        (BdField::D0ZeroAfter, m.d0_zero_after(ir)),
        (BdField::D1ZeroAfter, m.d1_zero_after(ir)),
        (BdField::D2ZeroAfter, m.d2_zero_after(ir)),
    ];
    let is_mm2s = ch.dir == Dir::MM2S;
    if global.is_some() && (tile_kind != Some(TileKind::ShimNoc) || !is_mm2s) {
        return Err(err(ir, op, "a constant global of the control code can only be sent by a shim MM2S channel")
            .with_help("transfers into the array read host arguments; only control-packet words live in the control code"));
    }
    if tile_kind == Some(TileKind::MemTile) && !is_mm2s && padding.iter().any(|p| p.1 != 0) {
        return Err(err(
            ir,
            op,
            "MemTile supports zero padding only on MM2S direction",
        ));
    }
    let bd_id = m.id(ir);
    let mut v = header_fields(ir, dev, m, &ch, header_of(ir, syms, m));
    v.push((BdField::BufferLength, s[0] * w / 32 * s[1] * s[2]));
    if !linear {
        v.extend(BdField::wraps(&hs, &ht));
        if tile_kind == Some(TileKind::MemTile) {
            v.push((BdField::D2Size, hs[2]));
        }
    }
    if s[3] > 1 && t[3] > 0 {
        v.extend([
            (BdField::IterationSize, hs[3]),
            (BdField::IterationStride, ht[3]),
        ]);
    }
    v.extend(padding);
    let span = ir[op].span;
    build_writebd(ir, At::Before(op), span, &v);
    let layout = tile_kind
        .and_then(regs::bd_layout)
        .unwrap_or(&regs::SHIM_BD);
    let addr = absolute(
        dev.model,
        tile,
        layout.address(fit(ir, op, "bd id", bd_id)?) + layout.address_word_offset,
    );
    let mut patch = NpuAddressPatch::build(ir, span)
        .addr(addr as i64)
        .arg_plus(offset);
    patch = match &global {
        Some(name) => patch.arg_idx(-1).global(name),
        None => patch.arg_idx(arg_idx as i64),
    };
    patch.insert(At::Before(op));
    let memref = ir[op].operands[0];
    super::dma_tasks::offset_update(ir, At::Before(op), op, memref, addr);
    let first = absolute(
        dev.model,
        tile,
        layout.address(fit(ir, op, "bd id", bd_id)?),
    );
    super::dma_tasks::length_update(ir, dev, At::Before(op), op, memref, tile, first)?;
    let token = m.issue_token(ir) || !is_mm2s;
    build_push_queue(ir, At::Before(op), span, &ch, token, hs[3], bd_id);
    ir.erase(op);
    Ok(())
}

/// What a transfer moves: a host argument (index, and bytes a subview
/// adds), or a constant global of the control code.
struct Host {
    arg_idx: usize,
    sub_offset: i64,
    global: Option<String>,
    /// The argument's size in bytes, where its type gives it.
    bytes: Option<u64>,
}

/// A `dma_memcpy_nd` with offsets, sizes or strides known only at run time
/// (the verifier checked its scope: a shim NOC channel, no padding): the
/// BD's words in one blockwrite of values (its constant fields with the
/// run-time ones or'ed in), the address patch adding the run-time byte
/// offset, the push with the run-time repeat count (mlir-aie's `lowerDynamic`).
fn memcpy_dynamic(
    ir: &mut Ir,
    dev: &Dev,
    m: NpuDmaMemcpyNd,
    (ch, header): (&super::Channel, Option<(u64, u64)>),
    host: Host,
    [o, s, t]: [[Entry; 4]; 3],
    w: i64,
) -> Res<()> {
    let op = m.op();
    if host.global.is_some() {
        return Err(err(
            ir,
            op,
            "a transfer of control-code words has offsets, sizes or strides known only at run time",
        )
        .with_help("control packets are sent whole: give constant offsets, sizes and strides"));
    }
    let (bd_id, span) = (m.id(ir), ir[op].span);
    let v = header_fields(ir, dev, m, ch, header);
    let tile = (ch.col, ch.row);
    let words = encode_bd(ir, dev, op, tile, &v)?;
    let layout = &regs::SHIM_BD;
    let base = absolute(
        dev.model,
        tile,
        layout.address(fit(ir, op, "bd id", bd_id)?),
    );
    let b = Arith {
        at: At::Before(op),
        span,
    };
    let walk = Walk {
        sizes: s,
        strides: t,
        dims: 4,
    };
    let encoded = dynamic_bd::encode(&mut Ops::wide(ir, b), TileKind::ShimNoc, &walk, w, None)?;
    let bd = dynamic_bd::Template {
        kind: TileKind::ShimNoc,
        words: &words,
    };
    dynamic_bd::write_words(ir, b, &bd, encoded.fields(), |_| Entry::Const(base as i64));
    // In the op's order, outermost first (mlir-aie's).
    let offsets: Vec<(Entry, Entry)> = o.into_iter().zip(t).rev().collect();
    let outer_first = walk.outermost_first();
    let mut ops = Ops::wide(ir, b);
    let elem = (w / 8) as u64;
    dynamic_bd::guard_host_bounds(
        &mut ops,
        host.bytes,
        host.sub_offset,
        elem,
        &offsets,
        &outer_first,
    )?;
    let plus = dynamic_bd::arg_plus(&mut ops, &offsets, w / 8, host.sub_offset)?;
    let patch = NpuAddressPatch::build(ir, span)
        .addr((base + u64::from(layout.address_word_offset)) as i64)
        .arg_idx(host.arg_idx as i64)
        .insert(b.at);
    match plus {
        Entry::Const(c) => patch.set_arg_plus(ir, c),
        Entry::Value(v) => patch.set_arg_plus_operand(ir, v),
    }
    let memref = ir[m.op()].operands[0];
    let register = base + u64::from(layout.address_word_offset);
    super::dma_tasks::offset_update(ir, b.at, m.op(), memref, register);
    if m.length_state_table_idx(ir).is_some() {
        return Err(err(ir, op, "length_parameter requires constant sizes and strides")
            .with_help("the added length continues a constant pattern: give the transfer constant sizes and strides"));
    }
    let token = m.issue_token(ir) || ch.dir != Dir::MM2S;
    let push = build_push_queue(ir, b.at, span, ch, token, 0, bd_id);
    match encoded.repeat {
        Entry::Const(c) => push.set_repeat_count(ir, c),
        Entry::Value(v) => push.set_repeat_count_operand(ir, v),
    }
    ir.erase(op);
    Ok(())
}

/// The constant `memref.global` of the device that `v` reads, if a
/// `memref.get_global` defines it.
fn control_global(ir: &Ir, dev: &Dev, v: dialect::ir::ValueId) -> Option<String> {
    let get = ir.view::<MemrefGetGlobal>(ir.defining_op(v)?)?;
    let name = get.name(ir);
    crate::globals::global_words(ir, dev, name).map(|_| name.to_string())
}

/// Builds `aiex.npu.push_queue` of BD `bd_id` on `ch` at `at`.
pub(crate) fn build_push_queue(
    ir: &mut Ir,
    at: At,
    span: Span,
    ch: &super::Channel,
    issue_token: bool,
    repeat_count: i64,
    bd_id: i64,
) -> NpuPushQueue {
    NpuPushQueue::build(ir, span)
        .column(ch.col)
        .row(ch.row)
        .direction(ch.dir_case())
        .channel(ch.index)
        .issue_token(issue_token)
        .repeat_count(repeat_count)
        .bd_id(bd_id)
        .insert(at)
}

/// Builds `aiex.npu.sync` for one task-complete token of `ch` at `at`.
pub(crate) fn build_sync(ir: &mut Ir, at: At, span: Span, ch: &super::Channel) {
    NpuSync::build(ir, span)
        .column(ch.col)
        .row(ch.row)
        .direction(ch.dir_case().value())
        .channel(ch.index)
        .column_num(1)
        .row_num(1)
        .insert(at);
}

/// The help for `@sym`, which names no shim DMA allocation: the closest
/// one's name, if one is a typo away.
fn allocation_help(ir: &Ir, syms: &Symbols, sym: &str) -> String {
    match syms.close_to::<ShimDmaAllocation>(ir, sym) {
        Some(close) => format!("did you mean '@{close}'?"),
        None => format!("no `aie.shim_dma_allocation @{sym}` in this device"),
    }
}

fn wait(ir: &mut Ir, syms: &Symbols, w: NpuDmaWait) -> Res<()> {
    let op = w.op();
    let sym = w.symbol(ir).to_string();
    let Some(ch) = channel_of(ir, syms, &sym) else {
        return Err(err(ir, op, "couldn't find shim_dma_allocation op")
            .with_help(allocation_help(ir, syms, &sym)));
    };
    let span = ir[op].span;
    build_sync(ir, At::Before(op), span, &ch);
    ir.erase(op);
    Ok(())
}

/// The BD words of an `npu.writebd` and the array address of the BD.
pub(crate) fn writebd_words(ir: &Ir, dev: &Dev, bd: NpuWritebd) -> Res<(u64, Vec<u32>)> {
    let tile = (bd.column(ir), bd.row(ir));
    let fields: Vec<(BdField, i64)> = read_writebd(ir, bd).collect();
    let words = encode_bd(ir, dev, bd.op(), tile, &fields)?;
    let layout = kind(dev.model, tile).and_then(regs::bd_layout);
    let id = fit(ir, bd.op(), "bd_id", bd.bd_id(ir))?;
    let base = layout.map_or(0, |l| l.address(id));
    Ok((absolute(dev.model, tile, base), words))
}

/// Whether BD op `op` (`aie.dma_bd`, `aiex.npu.writebd`) has mlir-aie's
/// discardable `aie.enable_compression = true` (IRON's sparse object FIFOs
/// set it): the BD compresses (MM2S) or decompresses (S2MM) its data
/// (AM020, "Sparsity").
pub(crate) fn compresses(ir: &Ir, op: OpId) -> bool {
    let on_bd = ir
        .view::<DmaBd>(op)
        .and_then(|b| b.aie_enable_compression(ir));
    let on_writebd = ir
        .view::<NpuWritebd>(op)
        .and_then(|b| b.aie_enable_compression(ir));
    on_bd.or(on_writebd) == Some(true)
}

/// Gives writebd `to` the `aie.enable_compression` of task BD `from`.
pub(crate) fn keep_compression(ir: &mut Ir, from: DmaBd, to: NpuWritebd) {
    if let Some(on) = from.aie_enable_compression(ir) {
        to.set_aie_enable_compression(ir, on);
    }
}

/// The compression field BD op `op` asks for with `aie.enable_compression
/// = true`, if it does; an error where the BD (`layout`) has none (a shim's).
pub(crate) fn compression(
    ir: &Ir,
    op: OpId,
    layout: &regs::BdLayout,
) -> Res<Option<(regs::BdField, i64)>> {
    if !compresses(ir, op) {
        return Ok(None);
    }
    let field = regs::BdField::EnableCompression;
    match layout.field(field) {
        Some(_) => Ok(Some((field, 1))),
        None => Err(err(
            ir,
            op,
            "this DMA does not compress: its BDs have no Enable_Compression bit",
        )
        .with_help("compute and mem tile DMAs (de)compress; move the compressed transfer there")),
    }
}

/// The register words of a BD of `tile` with `fields` (those missing are
/// 0, as in an `npu.writebd`), for `op` (its `aie.enable_compression` too).
pub(crate) fn encode_bd(
    ir: &Ir,
    dev: &Dev,
    op: OpId,
    tile: (i64, i64),
    fields: &[(BdField, i64)],
) -> Res<Vec<u32>> {
    let tile_kind = kind(dev.model, tile);
    let Some(layout) = tile_kind.and_then(regs::bd_layout) else {
        return Err(err(
            ir,
            op,
            format!("{} has no DMA", netlist::tile_text(tile)),
        ));
    };
    let mut values: Vec<(regs::BdField, i64)> = Vec::new();
    for &(field, v) in &complete(fields) {
        let Some(register) = field.register() else {
            continue;
        };
        match (tile_kind, register) {
            (Some(TileKind::ShimNoc), regs::BdField::BurstLength) => {
                let lengths = dev.model.arch.shim_burst_lengths();
                let enc = if v == 0 {
                    lengths.iter().max_by_key(|(_, bytes)| *bytes)
                } else {
                    lengths.iter().find(|(_, bytes)| i64::from(*bytes) == v)
                };
                values.push((register, enc.map_or(0, |e| i64::from(e.0))));
            }
            (Some(TileKind::ShimNoc), _) if field.is_zero_padding() && v != 0 => {
                return Err(err(ir, op, "Zero padding is only available on MemTile"));
            }
            (Some(TileKind::Core), regs::BdField::BufferOffset) => {
                values.push((regs::BdField::BaseAddress, v / 4))
            }
            _ if layout.field(register).is_some() => values.push((register, v)),
            _ => {}
        }
    }
    if tile_kind == Some(TileKind::ShimNoc) && !fields.iter().any(|f| f.0 == BdField::AxCache) {
        values.push((regs::BdField::AxCache, dev.model.arch.default_axcache()));
    }
    values.extend(compression(ir, op, layout)?);
    layout
        .encode(&values)
        .map_err(|e| err(ir, op, format!("cannot encode the BD: {e}")).with_help(e.help))
}

/// A constant global holding `words` before `seq`: the first equal one of
/// the device, or a new `blockwrite_data_<n>`.
pub(super) fn data_global(ir: &mut Ir, globals: &mut Globals, seq: OpId, words: &[u32]) -> String {
    let ty = words_type(words.len());
    let existing = globals
        .by_words
        .get(words)
        .and_then(|gs| gs.iter().find(|g| *g.type_attr(ir) == ty));
    if let Some(g) = existing {
        return g.sym_name(ir).to_string();
    }
    let name = globals.syms.fresh("blockwrite_data_", &mut globals.next);
    let op = globals.syms.add_global(ir, At::Before(seq), &name, words);
    let entry = globals.by_words.entry(words.to_vec()).or_default();
    entry.push(MemrefGlobal::wrap(op));
    name
}

/// `%g = memref.get_global @name` and `aiex.npu.blockwrite(%g) {address}` before `op`.
pub(crate) fn build_blockwrite(ir: &mut Ir, at: At, span: Span, name: &str, n: usize, addr: u64) {
    let g = MemrefGetGlobal::build(ir, span)
        .name(name)
        .result(words_type(n))
        .insert(at);
    let v = ir[g.op()].results[0];
    NpuBlockwrite::build(ir, span)
        .operand(v)
        .address(addr as i64)
        .insert(at);
}

fn writebd(ir: &mut Ir, dev: &Dev, globals: &mut Globals, seq: OpId, bd: NpuWritebd) -> Res<()> {
    let (addr, words) = writebd_words(ir, dev, bd)?;
    let name = data_global(ir, globals, seq, &words);
    let span = ir[bd.op()].span;
    build_blockwrite(ir, At::Before(bd.op()), span, &name, words.len(), addr);
    ir.erase(bd.op());
    Ok(())
}

fn push_queue(ir: &mut Ir, dev: &Dev, p: NpuPushQueue) -> Res<()> {
    let op = p.op();
    let tile = (p.column(ir), p.row(ir));
    let dir = p.direction(ir).dir();
    let tile_kind = kind(dev.model, tile);
    let channel = fit(ir, op, "channel", p.channel(ir))?;
    let Some(ctrl) = tile_kind.and_then(|k| regs::channel_ctrl(k, dir, channel)) else {
        return Err(err(
            ir,
            op,
            format!("{} has no DMA", netlist::tile_text(tile)),
        ));
    };
    let token = p.issue_token(ir);
    let span = ir[op].span;
    let controller = ir
        .views::<Tile>(dev.ops(ir))
        .find(|t| (t.col(ir), t.row(ir)) == tile)
        .and_then(|t| match t.controller_id(ir) {
            Some(Attr::PacketInfo(_, id)) => Some(*id),
            _ => None,
        });
    if let (true, Some(id)) = (token, controller) {
        if id > 31 {
            return Err(err(
                ir,
                op,
                format!("the tile's controller packet id {id} is not a packet id"),
            )
            .with_help(
                "a task-complete token carries the controller's 5-bit packet id (0 to 31)",
            ));
        }
        let field = &regs::CTRL_CONTROLLER_ID;
        NpuMaskwrite32::build(ir, span)
            .address(i64::from(ctrl))
            .value((id << field.lo) as i64)
            .mask(0x1F << field.lo)
            .insert(At::Before(op));
    }
    let queue = NpuWrite32::build(ir, span)
        .address(absolute(dev.model, tile, ctrl + 4) as i64)
        .insert(At::Before(op));
    queue_word(ir, p, tile_kind.unwrap_or(TileKind::ShimNoc), queue);
    ir.erase(op);
    Ok(())
}

/// Gives `queue`, the queue write of push `p` on a tile of `kind`, the
/// push's command word: a constant, or that of its constant fields with a BD
/// id and repeat count known only at run time masked and shifted into their
/// fields by `arith` (as mlir-aie builds it).
fn queue_word(ir: &mut Ir, p: NpuPushQueue, kind: TileKind, queue: NpuWrite32) {
    let (id, repeat) = (p.bd_id(ir), p.repeat_count(ir));
    let word = regs::queue_word(
        kind,
        low32(id.unwrap_or_default()),
        low32(repeat.unwrap_or_default()),
        p.issue_token(ir),
    );
    let layout = regs::start_queue_layout(kind);
    let runtime = [
        (id.is_none(), p.bd_id_operand(ir), layout.field("bd_id")),
        (
            repeat.is_none(),
            p.repeat_count_operand(ir),
            layout.field("repeat_count"),
        ),
    ];
    let b = Arith {
        at: At::Before(queue.op()),
        span: ir[p.op()].span,
    };
    let mut value = None;
    for (k, (_, v, field)) in runtime.into_iter().enumerate().filter(|r| r.1 .0) {
        let (Some(mut v), Some(f)) = (v, field) else {
            continue;
        };
        if k == 1 {
            v = guarded_repeat(ir, b, v, u64::from(f.mask()));
        }
        let base = value.unwrap_or_else(|| b.constant(ir, i64::from(word)));
        let mut bits = b.with(ir, OpKind::ArithAndi, v, i64::from(f.mask()));
        if f.lo > 0 {
            bits = b.with(ir, OpKind::ArithShli, bits, i64::from(f.lo));
        }
        value = Some(b.op(ir, OpKind::ArithOri, base, bits));
    }
    match value {
        Some(v) => queue.set_value_operand(ir, v),
        None => queue.set_value(ir, i64::from(word)),
    }
}

/// The run-time repeat count `v` (any integer or `index`) as the `i32` of
/// the queue word, the host refusing the sequence where it exceeds `max`:
/// masked to its field, it would run another number of times (mlir-aie).
fn guarded_repeat(ir: &mut Ir, b: Arith, v: ValueId, max: u64) -> ValueId {
    let wide = b.to_i64(ir, v);
    let limit = b.constant_of(ir, i128::from(max), Type::I64);
    let fits = b.cmp(ir, CmpIPredicate::Ule, wide, limit);
    b.assert(
        ir,
        fits,
        &format!(
            "a runtime DMA repeat count exceeds the task queue's [0:{max}] range (at most {} executions)",
            max + 1
        ),
    );
    b.to_i32(ir, wide)
}

/// A constant `addr` operand of patch `p` (a BD id of the pool resolved) as
/// its `addr` attribute, which the NPU and CERT encodings read.
fn patch_register(ir: &mut Ir, p: NpuAddressPatch) {
    let Some(v) = super::patch_register(ir, p) else {
        return;
    };
    if let Some(addr) = int_value(ir, v, true).and_then(|a| i64::try_from(a).ok()) {
        ir[p.op()].operands.retain(|o| *o != v);
        p.set_addr(ir, addr);
    }
}

/// The tile and address of the `aie.buffer` named `name`, for `op`.
fn buffer(ir: &Ir, syms: &Symbols, op: OpId, name: &str) -> Res<((i64, i64), i64)> {
    let buf = syms
        .get(name)
        .and_then(|b| ir.view::<Buffer>(b))
        .ok_or_else(|| {
            let d = err(ir, op, format!("buffer '{name}' not found in device"));
            match syms.close_to::<Buffer>(ir, name) {
                Some(close) => d.with_help(format!("did you mean '{close}'?")),
                None => d,
            }
        })?;
    // mlir-aie's words, at the op but not of it.
    let addr = buf.address(ir).ok_or_else(|| {
        Diagnostic::error(ir[op].span, "referenced buffer must have address assigned").with_help(
            format!("buffer @{name} has no address yet: run --aie-assign-buffer-addresses first"),
        )
    })?;
    let tile = netlist::tile_of(ir, buf.op()).ok_or_else(|| err(ir, op, "buffer has no tile"))?;
    Ok((tile, addr))
}

/// A write (or a poll) whose address is relative to a buffer.
#[derive(Clone, Copy)]
enum BufferWrite {
    Word(NpuWrite32),
    Mask(NpuMaskwrite32),
    Poll(NpuMaskpoll),
    Block(NpuBlockwrite),
}

impl BufferWrite {
    /// `op` as a buffer-relative write, if it is one.
    fn of(ir: &Ir, op: OpId) -> Option<BufferWrite> {
        let w = match ir.kind(op)? {
            OpKind::NpuWrite32 => BufferWrite::Word(NpuWrite32::wrap(op)),
            OpKind::NpuMaskwrite32 => BufferWrite::Mask(NpuMaskwrite32::wrap(op)),
            OpKind::NpuMaskpoll => BufferWrite::Poll(NpuMaskpoll::wrap(op)),
            OpKind::NpuBlockwrite => BufferWrite::Block(NpuBlockwrite::wrap(op)),
            _ => return None,
        };
        w.buffer(ir).is_some().then_some(w)
    }

    fn op(self) -> OpId {
        match self {
            BufferWrite::Word(w) => w.op(),
            BufferWrite::Mask(w) => w.op(),
            BufferWrite::Poll(w) => w.op(),
            BufferWrite::Block(w) => w.op(),
        }
    }

    fn buffer(self, ir: &Ir) -> Option<&str> {
        match self {
            BufferWrite::Word(w) => w.buffer(ir),
            BufferWrite::Mask(w) => w.buffer(ir),
            BufferWrite::Poll(w) => w.buffer(ir),
            BufferWrite::Block(w) => w.buffer(ir),
        }
    }

    /// The 32-bit words it writes.
    fn words(self, ir: &Ir) -> u64 {
        match self {
            BufferWrite::Block(w) => ir[w.op()]
                .operands
                .first()
                .and_then(|&data| ir.type_of(data).memref_bytes())
                .map_or(1, |bytes| bytes.div_ceil(4)),
            _ => 1,
        }
    }

    /// The word offset into the buffer (`None`: known only at run time).
    fn address(self, ir: &Ir) -> Option<i64> {
        match self {
            BufferWrite::Word(w) => w.address(ir),
            BufferWrite::Mask(w) => w.address(ir),
            BufferWrite::Poll(w) => w.address(ir),
            BufferWrite::Block(w) => Some(w.address(ir)),
        }
    }
}

/// The array address a buffer-relative write writes first (mlir-aie's
/// `getAbsoluteAddress`): the buffer's address plus 4 bytes per word of
/// the write's `address`, in the buffer's tile.
fn absolute_address(ir: &Ir, dev: &Dev, syms: &Symbols, w: BufferWrite) -> Res<u64> {
    let op = w.op();
    let name = w.buffer(ir).unwrap_or_default();
    let (tile, base) = buffer(ir, syms, op, name)?;
    let Some(word) = w.address(ir) else {
        return Err(
            err(ir, op, "'address' is known only at run time here").with_help(format!(
                "a write into buffer @{name} takes a constant word offset"
            )),
        );
    };
    in_tile_memory(ir, dev, w, tile, base + 4 * word)?;
    let offset = fit(ir, op, "the buffer offset", base + 4 * word)?;
    Ok(absolute(dev.model, tile, offset))
}

/// The array address an `update_from_scratchpad` writes: its word offset
/// into its buffer (at the buffer's tile and address), or its byte address
/// on its `column`/`row`; none when it names neither (already absolute).
fn update_target(
    ir: &Ir,
    dev: &Dev,
    syms: &Symbols,
    u: NpuUpdateFromScratchpad,
) -> Res<Option<u64>> {
    let op = u.op();
    let local = u.address(ir);
    let (tile, offset) = match (u.buffer(ir), u.column(ir), u.row(ir)) {
        (Some(name), _, _) => {
            let (tile, base) = buffer(ir, syms, op, name)?;
            (tile, base + 4 * local)
        }
        (None, Some(c), Some(r)) => ((c, r), local),
        _ => return Ok(None),
    };
    let offset = fit(ir, op, "the address", offset)?;
    Ok(Some(absolute(dev.model, tile, offset)))
}

/// The array address of a blockwrite or an `update_from_scratchpad` into a
/// buffer, as `aie-translate --aie-npu-to-binary` resolves it.
pub(super) fn translated_address(ir: &Ir, dev: &Dev, op: OpId) -> Res<u64> {
    let syms = Symbols::of(ir, dev);
    match ir.view::<NpuUpdateFromScratchpad>(op) {
        Some(u) => Ok(update_target(ir, dev, &syms, u)?.unwrap_or_default()),
        None => absolute_address(ir, dev, &syms, BufferWrite::Block(NpuBlockwrite::wrap(op))),
    }
}

/// Puts the writes of runtime sequence `seq` that name a buffer (an
/// `update_from_scratchpad` into one too) at their absolute addresses, as
/// this pass does: for a lowering that reads absolute addresses only.
pub(crate) fn resolve_buffer_writes(ir: &mut Ir, dev: &Dev, syms: &Symbols, seq: OpId) -> Res<()> {
    for op in ir.walk(seq) {
        if let Some(w) = BufferWrite::of(ir, op) {
            buffer_relative(ir, dev, syms, w)?;
        } else if let Some(u) = ir.view::<NpuUpdateFromScratchpad>(op) {
            if u.buffer(ir).is_some() {
                update_address(ir, dev, syms, u)?;
            }
        }
    }
    Ok(())
}

/// A buffer-relative write at its absolute address: the write keeps its
/// value (and mask), as attribute or operand, and loses every other attribute.
fn buffer_relative(ir: &mut Ir, dev: &Dev, syms: &Symbols, w: BufferWrite) -> Res<()> {
    let op = w.op();
    let addr = absolute_address(ir, dev, syms, w)? as i64;
    match w {
        BufferWrite::Word(w) => w.set_address(ir, addr),
        BufferWrite::Mask(w) => w.set_address(ir, addr),
        BufferWrite::Poll(w) => w.set_address(ir, addr),
        BufferWrite::Block(w) => {
            ir.clear_attrs(op);
            w.set_address(ir, addr);
            return Ok(());
        }
    }
    dialect::ops::access::keep_only_scalars(ir, op);
    Ok(())
}

/// A buffer write starting at byte `start` of `tile` ends in the tile's
/// data memory (past it, the address would lose its high bits and write
/// somewhere else).
fn in_tile_memory(ir: &Ir, dev: &Dev, w: BufferWrite, tile: (i64, i64), start: i64) -> Res<()> {
    let Some(kind) = dev.model.tile_kind(tile.0, tile.1) else {
        return Ok(());
    };
    let size = i64::from(dev.model.data_memory_bytes(kind));
    let words = i64::try_from(w.words(ir)).unwrap_or(i64::MAX);
    if start >= 0 && start.saturating_add(words.saturating_mul(4)) <= size {
        return Ok(());
    }
    let name = w.buffer(ir).unwrap_or_default();
    Err(err(
        ir,
        w.op(),
        format!(
            "writes from byte {start:#x} of tile ({}, {}), past the end of its data memory ({size:#x} bytes)",
            tile.0, tile.1
        ),
    )
    .with_help(format!(
        "the address of a write into @{name} is a word offset from the buffer's address; keep the write inside the tile's memory"
    )))
}

/// An `update_from_scratchpad` at its absolute address: a word offset into
/// its `buffer`, else a tile-local address with `column`/`row`.
fn update_address(ir: &mut Ir, dev: &Dev, syms: &Symbols, u: NpuUpdateFromScratchpad) -> Res<()> {
    let Some(addr) = update_target(ir, dev, syms, u)? else {
        return Ok(());
    };
    let op = u.op();
    u.set_address(ir, addr as i64);
    for name in [
        NpuUpdateFromScratchpad::BUFFER,
        NpuUpdateFromScratchpad::COLUMN,
        NpuUpdateFromScratchpad::ROW,
    ] {
        ir.remove_attr(op, name);
    }
    Ok(())
}

fn rtp_write(ir: &mut Ir, syms: &Symbols, r: NpuRtpWrite) -> Res<()> {
    let op = r.op();
    let name = r.buffer(ir).to_string();
    let (tile, base) = buffer(ir, syms, op, &name)?;
    let span = ir[op].span;
    let addr = (base + 4 * r.index(ir)) as u64;
    let write = NpuWrite32::build(ir, span)
        .address(addr as i64)
        .column(tile.0)
        .row(tile.1)
        .insert(At::Before(op));
    // An operand (constant or known only at run time) comes along.
    if let Some(v) = r.value_operand(ir) {
        write.set_value_operand(ir, v);
    } else if let Some(v) = r.value(ir) {
        write.set_value(ir, i64::from(low32(v)));
    }
    ir.erase(op);
    Ok(())
}
