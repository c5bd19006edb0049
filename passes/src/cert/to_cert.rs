//! `--aie-npu-to-cert` (aie-runtime-sequence.md §4): each runtime sequence
//! of NPU ops becomes an `aiex.cert.job`; host-address patches become
//! APPLY_OFFSET_57 on the BD's data, block writes become uC-DMA chains
//! (split below a page, merged where they follow each other), syncs become
//! WAIT_TCTS.

use super::pages::{chain_bytes, PAGE};
use crate::netlist::{self, Dev};
use crate::netlist::{int_or_zero as int, op_error as err};
use crate::npu::{absolute, add_global, fresh_name, global_words, kind, sequences};
use crate::{Args, Pass};
use aie_target::regs::{self, Dir};
use dialect::ir::{At, Attr, OpId, Type};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-npu-to-cert",
    name: "AIENpuToCert",
    summary: "Lower runtime sequences of NPU instructions to aiex.cert jobs (WRITE_32, MASK_WRITE_32, uC-DMA chains, APPLY_OFFSET_57, WAIT_TCTS)",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

fn jobs(ir: &Ir, dev: &Dev) -> Vec<OpId> {
    dev.walk(ir)
        .into_iter()
        .filter(|&o| ir[o].name == "aiex.cert.job")
        .collect()
}

fn lower(ir: &mut Ir, dev: &Dev) -> Res<()> {
    // uC-DMA length of shim BD blobs that carry the 9th (address bits 56:48) word.
    let mut dma_len: HashMap<OpId, usize> = HashMap::new();
    let mut next_name = 0;
    for seq in sequences(ir, dev) {
        let configure = netlist::sym_name(ir, seq) == Some("configure");
        let max = jobs(ir, dev)
            .iter()
            .map(|&j| int(ir, j, "job_id"))
            .max()
            .unwrap_or(0);
        let id = if configure { 1 } else { max.max(1) + 1 };
        let op = &mut ir.ops[seq.index()];
        op.name = "aiex.cert.job".into();
        op.attrs.clear();
        ir.set_attr(seq, "job_id", Attr::i32(id));
        patches(ir, dev, seq, seq, &mut dma_len, &mut next_name)?;
    }
    let mut next_chain = 0;
    for job in jobs(ir, dev) {
        convert(ir, dev, job, job, &dma_len, &mut next_chain)?;
    }
    for job in jobs(ir, dev) {
        merge(ir, dev, job);
    }
    Ok(())
}

/// The global a `blockwrite` reads and its words.
fn blockwrite_global(ir: &Ir, dev: &Dev, bw: OpId) -> Option<(String, Vec<u32>)> {
    let g = ir.defining_op(*ir[bw].operands.first()?)?;
    let name = ir.attr(g, "name")?.as_sym()?.to_string();
    let words = global_words(ir, dev, &name)?;
    Some((name, words))
}

/// The array address of an NPU write (`column`/`row` folded in).
pub(crate) fn address(ir: &Ir, dev: &Dev, op: OpId) -> u64 {
    let addr = int(ir, op, "address") as u32;
    match (ir.int_attr(op, "column"), ir.int_attr(op, "row")) {
        (Some(c), Some(r)) => absolute(dev.model, (c as i64, r as i64), addr),
        _ => u64::from(addr),
    }
}

/// Step 2: each `address_patch` becomes `apply_offset_57` on the data of the
/// nearest preceding block write of that shim BD, placed before it. The BD
/// data gets the 9th word (host address bits 56:48) and, where the patch adds
/// a byte offset, that offset in its address field (APPLY_OFFSET_57 adds the
/// host address to what the data holds). New globals go before `anchor`, an
/// op of the device body.
pub(crate) fn patches(
    ir: &mut Ir,
    dev: &Dev,
    job: OpId,
    anchor: OpId,
    dma_len: &mut HashMap<OpId, usize>,
    next: &mut u64,
) -> Res<()> {
    let Some(block) = ir.entry_block(job, 0) else {
        return Ok(());
    };
    for (i, patch) in ir[block].ops.clone().into_iter().enumerate() {
        if ir[patch].name != "aiex.npu.address_patch" {
            continue;
        }
        let addr = int(ir, patch, "addr") as u64;
        let found = ir[block].ops[..i]
            .iter()
            .rev()
            .copied()
            .find(|&o| ir[o].name == "aiex.npu.blockwrite");
        let matched = found.and_then(|bw| {
            let a = address(ir, dev, bw);
            let tile = ((a >> 25) as i64 & 0x7F, (a >> 20) as i64 & 0x1F);
            let layout = kind(dev.model, tile).and_then(regs::bd_layout)?;
            (a + u64::from(layout.address_word_offset) == addr).then_some(bw)
        });
        let Some((bw, (name, mut words))) =
            matched.and_then(|bw| Some((bw, blockwrite_global(ir, dev, bw)?)))
        else {
            return Err(err(
                ir,
                patch,
                "no block write of a shim BD precedes this address patch",
            )
            .with_help(
                "the patch must follow the blockwrite of the BD whose address word it patches",
            ));
        };
        let len = words.len().min(8);
        words.resize(words.len().max(9), 0);
        let plus = int(ir, patch, "arg_plus") as u64;
        if plus != 0 {
            words[1] = plus as u32;
            words[2] = (words[2] & !0xFFFF) | (plus >> 32) as u32 & 0xFFFF;
            words[8] = (words[8] & !0x1FF) | (plus >> 48) as u32 & 0x1FF;
        }
        let global = if global_words(ir, dev, &name).as_deref() == Some(&words[..]) {
            name
        } else {
            let new = fresh_name(ir, dev, &format!("{name}_cert_"), next);
            add_global(ir, At::Before(anchor), &new, &words);
            let g = ir.defining_op(ir[bw].operands[0]).expect("checked above");
            ir.set_attr(g, "name", Attr::sym(&new));
            let v = ir[g].results[0];
            ir.values[v.index()].ty = crate::npu::words_type(words.len());
            drop_if_unused(ir, dev, &name);
            new
        };
        dma_len.insert(bw, len);
        let span = ir[patch].span;
        let arg_idx = ir.int_attr(patch, "arg_idx").unwrap_or(0);
        ir.build("aiex.cert.apply_offset_57", span)
            .attr("symbol", Attr::sym(&global))
            .attr("num_entries", Attr::Int(1, Type::int(16)))
            .attr("offset", Attr::Int(arg_idx, Type::int(16)))
            .insert(At::Before(bw));
        ir.erase(patch);
    }
    Ok(())
}

/// Erases the `memref.global` `name` when no `memref.get_global` reads it.
fn drop_if_unused(ir: &mut Ir, dev: &Dev, name: &str) {
    let ops = dev.walk(ir);
    let used = ops.iter().any(|&o| {
        ir[o].name == "memref.get_global" && ir.attr(o, "name").and_then(Attr::as_sym) == Some(name)
    });
    if !used {
        if let Some(g) = dev
            .symbol(ir, name)
            .filter(|&g| ir[g].name == "memref.global")
        {
            ir.erase(g);
        }
    }
}

/// WAIT_TCTS actor id of a DMA channel (aiebu: S2MM n → n, MM2S n → 6 + n).
fn actor(dir: Dir, channel: i64) -> i64 {
    match dir {
        Dir::S2MM => channel,
        Dir::MM2S => 6 + channel,
    }
}

/// Steps 3 and 4: NPU ops to cert ops; block writes become uC-DMA chains
/// (split in halves until each piece is below a page). Chains and new data
/// go before `anchor`, an op of the device body.
pub(crate) fn convert(
    ir: &mut Ir,
    dev: &Dev,
    job: OpId,
    anchor: OpId,
    dma_len: &HashMap<OpId, usize>,
    next_chain: &mut u64,
) -> Res<()> {
    let Some(block) = ir.entry_block(job, 0) else {
        return Ok(());
    };
    for op in ir[block].ops.clone() {
        let span = ir[op].span;
        let ui = |v: u64| Attr::Int(i128::from(v as u32), Type::uint(32));
        match &*ir[op].name {
            "aiex.npu.write32" => {
                let (addr, value) = (address(ir, dev, op), int(ir, op, "value"));
                ir.build("aiex.cert.write32", span)
                    .attr("address", ui(addr))
                    .attr("value", ui(value as u64))
                    .insert(At::Before(op));
            }
            "aiex.npu.maskwrite32" => {
                let addr = address(ir, dev, op);
                let (mask, value) = (int(ir, op, "mask"), int(ir, op, "value"));
                ir.build("aiex.cert.maskwrite32", span)
                    .attr("address", ui(addr))
                    .attr("mask", ui(mask as u64))
                    .attr("value", ui(value as u64))
                    .insert(At::Before(op));
            }
            "aiex.npu.blockwrite" => {
                let Some((name, words)) = blockwrite_global(ir, dev, op) else {
                    return Err(err(ir, op, "the data must be a memref.get_global of a constant integer memref.global in this device"));
                };
                let len = dma_len.get(&op).copied().unwrap_or(words.len());
                let mut pieces = vec![(name.clone(), address(ir, dev, op), len)];
                split_pieces(ir, dev, anchor, &mut pieces);
                if pieces.len() > 1 {
                    drop_if_unused(ir, dev, &name);
                }
                let chain = fresh_name(ir, dev, "chain_", next_chain);
                let c = ir
                    .build("aiex.cert.uc_dma_chain", span)
                    .attr("sym_name", Attr::Str(chain.clone()))
                    .region()
                    .insert(At::Before(anchor));
                let body = ir.entry_block(c, 0).expect("built with a block");
                for (name, addr, n) in pieces {
                    ir.build("aiex.cert.uc_dma_bd", span)
                        .attr("remote_address", Attr::sym(&name))
                        .attr("local_address", Attr::i32(addr as i64))
                        .attr("length", Attr::i32(n as i64))
                        .attr("next_bd", Attr::Bool(false))
                        .insert(At::End(body));
                }
                let bds = ir[body].ops.clone();
                for &bd in &bds[..bds.len() - 1] {
                    ir.set_attr(bd, "next_bd", Attr::Bool(true));
                }
                ir.build("aiex.cert.uc_dma_write_des_sync", span)
                    .attr("symbol", Attr::sym(&chain))
                    .insert(At::Before(op));
            }
            "aiex.npu.sync" => {
                let dir = if int(ir, op, "direction") == 0 { Dir::S2MM } else { Dir::MM2S };
                let (col, row) = (int(ir, op, "column"), int(ir, op, "row"));
                let (cols, rows) = (int(ir, op, "column_num").max(1), int(ir, op, "row_num").max(1));
                let actor_id = actor(dir, int(ir, op, "channel"));
                for c in col..col + cols {
                    for r in row..row + rows {
                        ir.build("aiex.cert.wait_tcts", span)
                            .attr("tile_id", Attr::i32((c & 0x7F) << 5 | (r & 0x1F)))
                            .attr("channel_id", Attr::i32(actor_id))
                            .attr("target_tcts", Attr::i32(1))
                            .insert(At::Before(op));
                    }
                }
            }
            "memref.get_global" => {}
            name if name.starts_with("aiex.cert.") => continue,
            name => return Err(err(ir, op, format!("'{name}' has no CERT lowering"))
                .with_help("a runtime sequence for CERT may hold write32, maskwrite32, blockwrite, address_patch and sync (run --aie-dma-to-npu first)")),
        }
        ir.erase(op);
    }
    Ok(())
}

/// Splits `(global, address, words)` pieces whose data reaches a page into
/// halves (`<global>_split_0`/`_1`) until every piece fits.
fn split_pieces(ir: &mut Ir, dev: &Dev, anchor: OpId, pieces: &mut Vec<(String, u64, usize)>) {
    let mut i = 0;
    while i < pieces.len() {
        let (name, addr, n) = pieces[i].clone();
        if (4 * n) < PAGE as usize || n < 2 {
            i += 1;
            continue;
        }
        let words = global_words(ir, dev, &name).unwrap_or_default();
        let half = n / 2;
        let mut halves = Vec::new();
        for (k, part) in [
            (0, &words[..half.min(words.len())]),
            (1, &words[half.min(words.len())..n.min(words.len())]),
        ] {
            let mut suffix = 0;
            let mut new = format!("{name}_split_{k}");
            while dev.symbol(ir, &new).is_some() {
                new = format!("{name}_split_{k}_{suffix}");
                suffix += 1;
            }
            add_global(ir, At::Before(anchor), &new, part);
            halves.push((new, addr + 4 * (k * half) as u64, part.len()));
        }
        pieces.splice(i..=i, halves);
    }
}

/// Step 5: a `uc_dma_write_des_sync` directly after another one (only ops
/// other than writes, patches and waits in between) takes over the earlier
/// chain's BDs when the data of both stays below a page.
pub(crate) fn merge(ir: &mut Ir, dev: &Dev, job: OpId) {
    let Some(block) = ir.entry_block(job, 0) else {
        return;
    };
    // The previous sync still open for merging, and its chain's bytes.
    let mut prev: Option<(OpId, OpId, u32)> = None;
    for op in ir[block].ops.clone() {
        match &*ir[op].name {
            "aiex.cert.uc_dma_write_des_sync" => {
                let Some((name, chain)) = chain_of(ir, dev, op) else {
                    prev = None;
                    continue;
                };
                let mut bytes = chain_bytes(ir, dev, &name);
                if let Some((p, p_chain, p_bytes)) = prev {
                    if p_bytes + bytes < PAGE {
                        let (from, to) = (ir.entry_block(p_chain, 0), ir.entry_block(chain, 0));
                        if let (Some(from), Some(to)) = (from, to) {
                            for (i, bd) in ir[from].ops.clone().into_iter().enumerate() {
                                ir.set_attr(bd, "next_bd", Attr::Bool(true));
                                ir.move_op(bd, At::Index(to, i));
                            }
                            ir.erase(p_chain);
                            ir.erase(p);
                            bytes += p_bytes;
                        }
                    }
                }
                prev = Some((op, chain, bytes));
            }
            "aiex.cert.write32"
            | "aiex.cert.maskwrite32"
            | "aiex.cert.apply_offset_57"
            | "aiex.cert.wait_tcts"
            | "aiex.cert.remote_barrier"
            | "aiex.cert.local_barrier" => prev = None,
            _ => {}
        }
    }
}

fn chain_of(ir: &Ir, dev: &Dev, sync: OpId) -> Option<(String, OpId)> {
    let name = ir.attr(sync, "symbol")?.as_sym()?.to_string();
    let chain = dev
        .symbol(ir, &name)
        .filter(|&c| ir[c].name == "aiex.cert.uc_dma_chain")?;
    Some((name, chain))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// decisions.md: aiebu's actor table; npu_to_cert.mlir's shim MM2S 1 → 7.
    #[test]
    fn actor_ids() {
        assert_eq!(actor(Dir::MM2S, 1), 7);
        assert_eq!(actor(Dir::S2MM, 1), 1);
        assert_eq!(actor(Dir::MM2S, 0), 6);
    }
}
