//! `--aie-dma-to-npu` (aie-runtime-sequence.md §2.6): `dma_memcpy_nd` becomes
//! a BD write, a host-address patch and a queue push, `dma_wait` a `sync`;
//! then BD writes become block writes of the encoded words
//! ([`aie_target::regs`]), queue pushes become queue-register writes, and
//! buffer-relative writes get absolute addresses.

use super::strides::{hardware, is_contiguous, is_linear};
use super::{absolute, allocation, fresh_name, host_arg, i32a, kind, sequences, ui32};
use crate::netlist::{self, Dev};
use crate::netlist::{int_or_zero as int, op_error as err};
use crate::{Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::{self, Dir};
use dialect::ir::{At, Attr, DenseLit, OpId};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-dma-to-npu",
    name: "AIEDmaToNpu",
    summary: "Lower dma_memcpy_nd, dma_wait, writebd, push_queue and buffer-relative writes of runtime sequences to NPU register writes",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower_device)
}

fn lower_device(ir: &mut Ir, dev: &Dev) -> Res<()> {
    let mut next_global = 0;
    for seq in sequences(ir, dev) {
        for op in ir.walk(seq) {
            match &*ir[op].name {
                "aiex.npu.dma_memcpy_nd" => memcpy(ir, dev, seq, op)?,
                "aiex.npu.dma_wait" => wait(ir, dev, op)?,
                _ => {}
            }
        }
        for op in ir.walk(seq) {
            match &*ir[op].name {
                "aiex.npu.writebd" => writebd(ir, dev, seq, op, &mut next_global)?,
                "aiex.npu.push_queue" => push_queue(ir, dev, op)?,
                "aiex.npu.rtp_write" => rtp_write(ir, dev, op)?,
                "aiex.npu.write32" | "aiex.npu.maskwrite32" | "aiex.npu.blockwrite"
                    if ir.attr(op, "buffer").is_some() =>
                {
                    buffer_relative(ir, dev, op)?
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Offsets, sizes and strides of a `dma_memcpy_nd`, innermost first.
fn nd_lists(ir: &Ir, op: OpId) -> Option<[[i64; 4]; 3]> {
    let mut next = 1;
    let mut out = [[0i64; 4]; 3];
    for (i, key) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let Attr::DenseArray(_, items) = ir.attr(op, key)? else {
            return None;
        };
        let mut list = Vec::new();
        for item in items {
            let DenseLit::Int(v) = item else { return None };
            list.push(if *v == i128::from(i64::MIN) {
                let c = ir.defining_op(*ir[op].operands.get(next)?)?;
                next += 1;
                i64::try_from(ir.int_attr(c, "value")?).ok()?
            } else {
                i64::try_from(*v).ok()?
            });
        }
        list.reverse();
        out[i] = list.try_into().ok()?;
    }
    Some(out)
}

fn sym_attr<'a>(ir: &'a Ir, op: OpId, name: &str) -> Option<&'a str> {
    ir.attr(op, name).and_then(Attr::as_sym)
}

/// The attributes of `aiex.npu.writebd` (mlir-aie's `NpuWriteBdOp`): the
/// fields of one buffer descriptor, plus its tile and id.
fn writebd_fields() -> impl Iterator<Item = &'static str> {
    dialect::ops::attr_defs(dialect::ir::OpKind::NpuWritebd)
        .iter()
        .map(|d| d.name)
}

/// Builds an `aiex.npu.writebd` at `at` from `values` (other fields 0).
pub(crate) fn build_writebd(ir: &mut Ir, at: At, span: dialect::ir::Span, values: &[(&str, i64)]) {
    let mut b = ir.build("aiex.npu.writebd", span);
    for name in writebd_fields() {
        let v = values.iter().find(|(n, _)| *n == name).map_or(0, |x| x.1);
        // mlir-aie leaves a zero burst length (the default) out.
        if v != 0 || name != "burst_length" {
            b = b.attr(name, i32a(v));
        }
    }
    b.insert(at);
}

fn memcpy(ir: &mut Ir, dev: &Dev, seq: OpId, op: OpId) -> Res<()> {
    let sym = sym_attr(ir, op, "metadata").unwrap_or_default().to_string();
    let Some((ch, _)) = allocation(ir, dev, &sym) else {
        return Err(
            err(ir, op, "couldn't find shim_dma_allocation op.").with_help(format!(
                "no `aie.shim_dma_allocation @{sym}` in this device"
            )),
        );
    };
    let memref = ir[op].operands[0];
    let Some((arg_idx, sub_offset)) = host_arg(ir, seq, memref) else {
        return Err(err(ir, op, "memref must be a block argument or subview/cast/reinterpret_cast of a block argument with static offsets, sizes, and strides"));
    };
    let (Some([o, s, t]), Some(w)) = (nd_lists(ir, op), super::elem_bits(&ir[memref].ty)) else {
        return Err(err(ir, op, "Only constant offsets currently supported."));
    };
    let tile = (ch.col, ch.row);
    let tile_kind = kind(dev.model, tile);
    let linear =
        is_linear(&s, &t) || (tile_kind == Some(TileKind::ShimNoc) && is_contiguous(&s, &t));
    let (hs, ht) = hardware(&s, &t, w);
    let offset: i64 = (0..4).map(|i| o[i] * t[i] * w / 8).sum::<i64>() + sub_offset;
    let padding: Vec<(&str, i64)> = [
        "d0_zero_before",
        "d1_zero_before",
        "d2_zero_before",
        "d0_zero_after",
        "d1_zero_after",
        "d2_zero_after",
    ]
    .iter()
    .map(|&n| (n, int(ir, op, n)))
    .collect();
    let is_mm2s = ch.dir == Dir::MM2S;
    if tile_kind == Some(TileKind::MemTile) && !is_mm2s && padding.iter().any(|p| p.1 != 0) {
        return Err(err(
            ir,
            op,
            "MemTile supports zero padding only on MM2S direction",
        ));
    }
    let bd_id = int(ir, op, "id");
    let mut v: Vec<(&str, i64)> = vec![
        ("bd_id", bd_id),
        ("buffer_length", s[0] * w / 32 * s[1] * s[2]),
        ("column", ch.col),
        ("row", ch.row),
        ("valid_bd", 1),
        ("burst_length", int(ir, op, "burst_length")),
    ];
    if let Some(Attr::PacketInfo(pkt_type, pkt_id)) = ir.attr(op, "packet") {
        v.extend([
            ("enable_packet", 1),
            ("packet_type", *pkt_type as i64),
            ("packet_id", *pkt_id as i64),
        ]);
    }
    if !linear {
        v.extend([
            ("d0_size", hs[0]),
            ("d0_stride", ht[0]),
            ("d1_size", hs[1]),
            ("d1_stride", ht[1]),
            ("d2_stride", ht[2]),
        ]);
        if tile_kind == Some(TileKind::MemTile) {
            v.push(("d2_size", hs[2]));
        }
    }
    if s[3] > 1 && t[3] > 0 {
        v.extend([("iteration_size", hs[3]), ("iteration_stride", ht[3])]);
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
        layout.address(bd_id as u32) + layout.address_word_offset,
    );
    ir.build("aiex.npu.address_patch", span)
        .attr("addr", ui32(addr))
        .attr("arg_idx", i32a(arg_idx as i64))
        .attr("arg_plus", i32a(offset))
        .insert(At::Before(op));
    let token = ir
        .attr(op, "issue_token")
        .and_then(Attr::as_bool)
        .unwrap_or(false)
        || !is_mm2s;
    ir.build("aiex.npu.push_queue", span)
        .attr("column", i32a(ch.col))
        .attr("row", i32a(ch.row))
        .attr("direction", ch.dir_attr())
        .attr("channel", i32a(ch.index))
        .attr("issue_token", Attr::Bool(token))
        .attr("repeat_count", i32a(hs[3]))
        .attr("bd_id", i32a(bd_id))
        .insert(At::Before(op));
    ir.erase(op);
    Ok(())
}

/// Builds `aiex.npu.sync` for one task-complete token of `ch` at `at`.
pub(crate) fn build_sync(ir: &mut Ir, at: At, span: dialect::ir::Span, ch: &super::Channel) {
    ir.build("aiex.npu.sync", span)
        .attr("column", i32a(ch.col))
        .attr("row", i32a(ch.row))
        .attr("direction", i32a(i64::from(super::dir_case(ch.dir))))
        .attr("channel", i32a(ch.index))
        .attr("column_num", i32a(1))
        .attr("row_num", i32a(1))
        .insert(at);
}

fn wait(ir: &mut Ir, dev: &Dev, op: OpId) -> Res<()> {
    let sym = sym_attr(ir, op, "symbol").unwrap_or_default().to_string();
    let Some((ch, _)) = allocation(ir, dev, &sym) else {
        return Err(
            err(ir, op, "couldn't find shim_dma_allocation op").with_help(format!(
                "no `aie.shim_dma_allocation @{sym}` in this device"
            )),
        );
    };
    let span = ir[op].span;
    build_sync(ir, At::Before(op), span, &ch);
    ir.erase(op);
    Ok(())
}

/// The BD words of an `npu.writebd` and the array address of the BD.
pub(crate) fn writebd_words(ir: &Ir, dev: &Dev, op: OpId) -> Res<(u64, Vec<u32>)> {
    let tile = (int(ir, op, "column"), int(ir, op, "row"));
    let tile_kind = kind(dev.model, tile);
    let Some(layout) = tile_kind.and_then(regs::bd_layout) else {
        return Err(err(
            ir,
            op,
            format!("{} has no DMA", netlist::tile_text(tile)),
        ));
    };
    let mut values: Vec<(&str, i64)> = Vec::new();
    for name in writebd_fields() {
        let v = int(ir, op, name);
        match (tile_kind, name) {
            (_, "bd_id" | "column" | "row") => {}
            (Some(TileKind::ShimNoc), "burst_length") => {
                let lengths = dev.model.arch.shim_burst_lengths();
                let enc = if v == 0 {
                    lengths.iter().max_by_key(|(_, bytes)| *bytes)
                } else {
                    lengths.iter().find(|(_, bytes)| i64::from(*bytes) == v)
                };
                values.push(("burst_length", enc.map_or(0, |e| i64::from(e.0))));
            }
            (Some(TileKind::ShimNoc), n) if n.contains("_zero_") => {
                if v != 0 {
                    return Err(err(ir, op, "Zero padding is only available on MemTile"));
                }
            }
            (Some(TileKind::Core), "buffer_offset") => values.push(("base_address", v / 4)),
            (_, n) => {
                if layout.field(n).is_some() {
                    values.push((n, v));
                }
            }
        }
    }
    if tile_kind == Some(TileKind::ShimNoc) {
        // AxCache = 2 enables upsizing in the NoC.
        values.push(("ax_cache", 2));
    }
    let words = layout
        .encode(&values)
        .map_err(|e| err(ir, op, format!("cannot encode the BD: {e}")))?;
    let addr = absolute(dev.model, tile, layout.address(int(ir, op, "bd_id") as u32));
    Ok((addr, words))
}

/// A constant global holding `words` before `seq`: an equal existing one, or
/// a new `blockwrite_data_<n>`.
fn data_global(ir: &mut Ir, dev: &Dev, seq: OpId, words: &[u32], next: &mut u64) -> String {
    let existing = dev.ops_named(ir, "memref.global").find_map(|g| {
        let name = netlist::sym_name(ir, g)?;
        (ir.attr(g, "type") == Some(&Attr::Type(super::words_type(words.len())))
            && super::global_words(ir, dev, name).as_deref() == Some(words))
        .then(|| name.to_string())
    });
    existing.unwrap_or_else(|| {
        let name = fresh_name(ir, dev, "blockwrite_data_", next);
        super::add_global(ir, At::Before(seq), &name, words);
        name
    })
}

/// `%g = memref.get_global @name` and `aiex.npu.blockwrite(%g) {address}` before `op`.
pub(crate) fn build_blockwrite(ir: &mut Ir, before: OpId, name: &str, n: usize, addr: u64) {
    let span = ir[before].span;
    let g = ir
        .build("memref.get_global", span)
        .attr("name", Attr::sym(name))
        .result(super::words_type(n))
        .insert(At::Before(before));
    let v = ir[g].results[0];
    ir.build("aiex.npu.blockwrite", span)
        .operand(v)
        .attr("address", ui32(addr))
        .insert(At::Before(before));
}

fn writebd(ir: &mut Ir, dev: &Dev, seq: OpId, op: OpId, next: &mut u64) -> Res<()> {
    let (addr, words) = writebd_words(ir, dev, op)?;
    let name = data_global(ir, dev, seq, &words, next);
    build_blockwrite(ir, op, &name, words.len(), addr);
    ir.erase(op);
    Ok(())
}

fn push_queue(ir: &mut Ir, dev: &Dev, op: OpId) -> Res<()> {
    let tile = (int(ir, op, "column"), int(ir, op, "row"));
    let dir = super::dir_of(ir.attr(op, "direction")).unwrap_or(Dir::MM2S);
    let tile_kind = kind(dev.model, tile);
    let Some(ctrl) =
        tile_kind.and_then(|k| regs::channel_ctrl(k, dir, int(ir, op, "channel") as u32))
    else {
        return Err(err(
            ir,
            op,
            format!("{} has no DMA", netlist::tile_text(tile)),
        ));
    };
    let token = ir
        .attr(op, "issue_token")
        .and_then(Attr::as_bool)
        .unwrap_or(false);
    let span = ir[op].span;
    let controller = dev
        .ops_named(ir, "aie.tile")
        .find(|&t| {
            ir.int_attr(t, "col") == Some(tile.0.into())
                && ir.int_attr(t, "row") == Some(tile.1.into())
        })
        .and_then(|t| match ir.attr(t, "controller_id") {
            Some(Attr::PacketInfo(_, id)) => Some(*id),
            _ => None,
        });
    if let (true, Some(id)) = (token, controller) {
        let field = &regs::CTRL_CONTROLLER_ID;
        ir.build("aiex.npu.maskwrite32", span)
            .attr("address", ui32(u64::from(ctrl)))
            .attr("value", ui32((id & 0x1F) << field.lo))
            .attr("mask", ui32(0x1F << field.lo))
            .insert(At::Before(op));
    }
    let word = regs::queue_word(
        tile_kind.unwrap_or(TileKind::ShimNoc),
        int(ir, op, "bd_id") as u32,
        int(ir, op, "repeat_count") as u32,
        token,
    );
    ir.build("aiex.npu.write32", span)
        .attr("address", ui32(absolute(dev.model, tile, ctrl + 4)))
        .attr("value", ui32(u64::from(word)))
        .insert(At::Before(op));
    ir.erase(op);
    Ok(())
}

/// The tile and address of the `aie.buffer` named by `op`'s `attr`.
fn buffer(ir: &Ir, dev: &Dev, op: OpId, attr: &str) -> Res<((i64, i64), i64)> {
    let name = sym_attr(ir, op, attr).unwrap_or_default();
    let buf = dev
        .symbol(ir, name)
        .filter(|&b| ir[b].name == "aie.buffer")
        .ok_or_else(|| err(ir, op, format!("buffer '{name}' not found in device")))?;
    let addr = ir.int_attr(buf, "address").ok_or_else(|| {
        err(ir, op, "buffer must have address assigned")
            .with_help("run --aie-assign-buffer-addresses first")
    })?;
    let tile = netlist::tile_of(ir, buf).ok_or_else(|| err(ir, op, "buffer has no tile"))?;
    Ok((tile, addr as i64))
}

fn buffer_relative(ir: &mut Ir, dev: &Dev, op: OpId) -> Res<()> {
    let (tile, base) = buffer(ir, dev, op, "buffer")?;
    let offset = (base + 4 * int(ir, op, "address")) as u32;
    let addr = absolute(dev.model, tile, offset);
    let keep: &[&str] = match &*ir[op].name {
        "aiex.npu.write32" => &["value"],
        "aiex.npu.maskwrite32" => &["mask", "value"],
        _ => &[],
    };
    let attrs = std::mem::take(&mut ir.ops[op.index()].attrs);
    for (k, v) in attrs {
        if keep.contains(&k.as_str()) {
            ir.set_attr(op, &k, v);
        }
    }
    ir.set_attr(op, "address", ui32(addr));
    Ok(())
}

fn rtp_write(ir: &mut Ir, dev: &Dev, op: OpId) -> Res<()> {
    let (tile, base) = buffer(ir, dev, op, "buffer")?;
    let span = ir[op].span;
    let value = int(ir, op, "value") as u32;
    let addr = (base + 4 * int(ir, op, "index")) as u64;
    ir.build("aiex.npu.write32", span)
        .attr("address", ui32(addr))
        .attr("value", ui32(u64::from(value)))
        .attr("column", i32a(tile.0))
        .attr("row", i32a(tile.1))
        .insert(At::Before(op));
    ir.erase(op);
    Ok(())
}
