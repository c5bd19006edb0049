//! `--aie-materialize-bd-chains` (aie-runtime-sequence.md §2.2): each
//! `dma_start_bd_chain[_for]` becomes a `dma_configure_task` holding a copy of
//! the chain's BD blocks (chain arguments replaced by the call's operands)
//! and a `dma_start_task` of it.

use super::{allocation, i32a, sequences, Channel};
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::{Args, Pass};
use dialect::ir::{At, Attr, EnumKind, OpId, Type};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-materialize-bd-chains",
    name: "AIEMaterializeBDChains",
    summary: "Inline aie.bd_chain instantiations (dma_start_bd_chain[_for]) as dma_configure_task and dma_start_task",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    run,
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            for op in ir.walk(seq) {
                let name = &ir[op].name;
                if name == "aiex.dma_start_bd_chain" || name == "aiex.dma_start_bd_chain_for" {
                    if let Err(d) = materialize(ir, &dev, seq, op) {
                        diags.push(d);
                        return diags;
                    }
                }
            }
        }
    }
    diags
}

fn materialize(ir: &mut Ir, dev: &Dev, seq: OpId, start: OpId) -> Result<(), Diagnostic> {
    let symbol = ir
        .attr(start, "symbol")
        .and_then(Attr::as_sym)
        .unwrap_or_default()
        .to_string();
    let chain = dev
        .symbol(ir, &symbol)
        .filter(|&c| ir[c].name == "aie.bd_chain")
        .ok_or_else(|| err(ir, start, "symbol does not reference valid BD chain"))?;
    let mut args = ir[start].operands.clone();
    let (tile, channel, packet) = if ir[start].name == "aiex.dma_start_bd_chain_for" {
        let alloc = ir
            .attr(start, "alloc")
            .and_then(Attr::as_sym)
            .unwrap_or_default()
            .to_string();
        let (ch, packet) = allocation(ir, dev, &alloc)
            .ok_or_else(|| err(ir, start, "no shim DMA allocation found for symbol"))?;
        (dev.tile(ir, (ch.col, ch.row)), ch, packet)
    } else {
        let tile = args
            .pop()
            .ok_or_else(|| err(ir, start, "expected a tile operand"))?;
        let (col, row) = netlist::coords(ir, tile).unwrap_or_default();
        let dir = super::dir_of(ir.attr(start, "direction")).unwrap_or(aie_target::regs::Dir::MM2S);
        let index = ir.int_attr(start, "channel").unwrap_or(0) as i64;
        (
            tile,
            Channel {
                col,
                row,
                dir,
                index,
            },
            None,
        )
    };
    let entry = ir
        .entry_block(chain, 0)
        .ok_or_else(|| err(ir, chain, "BD chain has no body"))?;
    let params = ir[entry].args.clone();
    if params.len() != args.len() {
        return Err(err(ir, start, "Number of arguments mismatches."));
    }
    for (i, (&p, &a)) in params.iter().zip(&args).enumerate() {
        if ir[p].ty != ir[a].ty {
            return Err(err(
                ir,
                start,
                format!(
                    "Argument {i} types mismatch: expected {} but got {}",
                    ir[p].ty, ir[a].ty
                ),
            ));
        }
    }
    let copy = ir.clone_op(chain, &mut HashMap::new());
    let copy_entry = ir.entry_block(copy, 0).expect("cloned with its body");
    for (p, &a) in ir[copy_entry].args.clone().into_iter().zip(&args) {
        ir.replace_uses_in(copy, p, a);
    }
    ir.blocks[copy_entry.index()].args.clear();
    let span = ir[start].span;
    let carried: Vec<(&str, Attr)> = ["issue_token", "repeat_count"]
        .into_iter()
        .filter_map(|k| Some((k, ir.attr(start, k)?.clone())))
        .collect();
    let mut b = ir
        .build("aiex.dma_configure_task", span)
        .operand(tile)
        .attr(
            "direction",
            Attr::Enum(EnumKind::DmaChannelDir, super::dir_case(channel.dir)),
        )
        .attr("channel", i32a(channel.index))
        .result(Type::Index);
    for (key, v) in carried {
        b = b.attr(key, v);
    }
    if let Some(p) = packet {
        b = b.attr("packet", p);
    }
    let task = b.insert(At::Before(start));
    let regions = std::mem::take(&mut ir.ops[copy.index()].regions);
    for &r in &regions {
        ir.regions[r.index()].parent = task;
    }
    ir.ops[task.index()].regions = regions;
    let result = ir[task].results[0];
    ir.build("aiex.dma_start_task", span)
        .operand(result)
        .insert(At::After(task));
    if let Some(&old) = ir[start].results.first() {
        ir.replace_uses_in(seq, old, result);
    }
    ir.erase(start);
    Ok(())
}
