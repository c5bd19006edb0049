//! `--aie-materialize-bd-chains` (aie-runtime-sequence.md §2.2): each
//! `dma_start_bd_chain[_for]` becomes a `dma_configure_task` holding a copy of
//! the chain's BD blocks (chain arguments replaced by the call's operands)
//! and a `dma_start_task` of it; a chain whose every instantiation it
//! inlined is erased.

use super::{allocation, sequences, Channel};
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{DmaConfigureTask, DmaStartBdChain, DmaStartBdChainFor, DmaStartTask};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-materialize-bd-chains",
    name: "AIEMaterializeBDChains",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Inline aie.bd_chain instantiations (dma_start_bd_chain[_for]) as dma_configure_task and dma_start_task",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let mut inlined = BTreeSet::new();
        for seq in sequences(ir, &dev) {
            let starts = [OpKind::DmaStartBdChain, OpKind::DmaStartBdChainFor];
            for op in ir.walk_for(seq, &starts) {
                let start = match ir.kind(op) {
                    Some(OpKind::DmaStartBdChain) => Start::On(DmaStartBdChain::wrap(op)),
                    Some(OpKind::DmaStartBdChainFor) => Start::For(DmaStartBdChainFor::wrap(op)),
                    _ => continue,
                };
                match materialize(ir, &dev, seq, start) {
                    Ok(chain) => {
                        inlined.insert(chain);
                    }
                    Err(d) => {
                        diags.push(d);
                        return diags;
                    }
                }
            }
        }
        erase_dead_chains(ir, &dev, &inlined);
    }
    diags
}

/// Erases each chain of `inlined` that no op names any more: its uses are
/// copies now (mlir-aie's pass erases the use-empty definition).
fn erase_dead_chains(ir: &mut Ir, dev: &Dev, inlined: &BTreeSet<String>) {
    let named = dev.named_symbols(ir);
    let dead: Vec<OpId> = inlined
        .iter()
        .filter(|name| !named.contains(*name))
        .filter_map(|name| dev.symbol(ir, name))
        .filter(|&c| ir.is(c, OpKind::BdChain))
        .collect();
    ir.erase_all(&dead);
}

/// A chain instantiation: on an explicit tile and channel, or for a shim
/// DMA allocation.
#[derive(Clone, Copy)]
enum Start {
    On(DmaStartBdChain),
    For(DmaStartBdChainFor),
}

impl Start {
    fn op(self) -> OpId {
        match self {
            Start::On(s) => s.op(),
            Start::For(s) => s.op(),
        }
    }

    fn symbol(self, ir: &Ir) -> &str {
        match self {
            Start::On(s) => s.symbol(ir),
            Start::For(s) => s.symbol(ir),
        }
    }

    fn issue_token(self, ir: &Ir) -> bool {
        match self {
            Start::On(s) => s.issue_token(ir),
            Start::For(s) => s.issue_token(ir),
        }
    }

    fn repeat_count(self, ir: &Ir) -> i64 {
        match self {
            Start::On(s) => s.repeat_count(ir),
            Start::For(s) => s.repeat_count(ir),
        }
    }
}

/// Inlines instantiation `s` of sequence `seq`; the name of its chain.
fn materialize(ir: &mut Ir, dev: &Dev, seq: OpId, s: Start) -> Result<String, Diagnostic> {
    let start = s.op();
    let symbol = s.symbol(ir).to_string();
    let chain = dev
        .symbol(ir, &symbol)
        .filter(|&c| ir.is(c, OpKind::BdChain))
        .ok_or_else(|| err(ir, start, "symbol does not reference valid BD chain"))?;
    let mut args = ir[start].operands.clone();
    let (tile, channel, packet) = match s {
        Start::For(f) => {
            let alloc = f.alloc(ir).to_string();
            let (ch, packet) = allocation(ir, dev, &alloc)
                .ok_or_else(|| err(ir, start, "no shim DMA allocation found for symbol"))?;
            (dev.tile(ir, (ch.col, ch.row)), ch, packet)
        }
        Start::On(on) => {
            let tile = args
                .pop()
                .ok_or_else(|| err(ir, start, "expected a tile operand"))?;
            let (col, row) = netlist::coords(ir, tile).unwrap_or_default();
            let channel = Channel {
                col,
                row,
                dir: on.direction(ir).dir(),
                index: on.channel(ir),
            };
            (tile, channel, None)
        }
    };
    let entry = ir
        .entry_block(chain, 0)
        .ok_or_else(|| err(ir, chain, "BD chain has no body"))?;
    let params = ir[entry].args.clone();
    if params.len() != args.len() {
        return Err(err(ir, start, "Number of arguments mismatches."));
    }
    for (i, (&p, &a)) in params.iter().zip(&args).enumerate() {
        if ir.type_of(p) != ir.type_of(a) {
            return Err(err(
                ir,
                start,
                format!(
                    "Argument {i} types mismatch: expected {} but got {}",
                    ir.type_of(p),
                    ir.type_of(a)
                ),
            ));
        }
    }
    let copy = ir.clone_op(chain, &mut HashMap::new());
    let copy_entry = ir.entry_block(copy, 0).expect("cloned with its body");
    for (p, &a) in ir[copy_entry].args.clone().into_iter().zip(&args) {
        ir.replace_uses_in(copy, p, a);
    }
    ir[copy_entry].args.clear();
    let span = ir[start].span;
    // The parser drops a default value, so only values other than the
    // default carry over.
    let (token, repeat) = (s.issue_token(ir), s.repeat_count(ir));
    let mut b = DmaConfigureTask::build(ir, span)
        .operand_lists(&[&[tile], &[], &[]])
        .direction(channel.dir_case())
        .channel(channel.index);
    if token {
        b = b.issue_token(token);
    }
    if repeat != 0 {
        b = b.repeat_count(repeat);
    }
    if let Some(p) = packet {
        b = b.packet(p);
    }
    let task = b.insert(At::Before(start)).op();
    ir.move_regions(copy, task);
    let result = ir[task].results[0];
    DmaStartTask::build(ir, span)
        .operand(result)
        .insert(At::After(task));
    if let Some(&old) = ir[start].results.first() {
        ir.replace_uses_in(seq, old, result);
    }
    ir.erase(start);
    Ok(symbol)
}
