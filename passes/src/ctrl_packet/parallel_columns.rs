//! `--aie-ctrl-packet-to-dma=parallel-columns=true` on a device with the
//! control overlay (`has_ctrl_pkt_overlay = true`): the packets are read
//! from a new last argument of the sequence (`memref<?xi32>`, every packet's
//! words in program order, as with `from-argument`), and each run of
//! consecutive packets is delivered column-parallel: per column (and shim
//! channel) one `aie.bd_chain` of one BD per controlled tile (per packet on
//! AIE2, where a BD cannot pack packets), started with
//! `aiex.dma_start_bd_chain_for ... {issue_token = true}` for every column
//! before the first `aiex.dma_await_task`. A run that enables cores (a
//! write of Core_Control's enable bit) is delivered in two phases, the other
//! packets first, then the enables (mlir-aie's newest schedule).

use super::{encoded_len, local_address, packet_allocation, target};
use crate::globals::host_sized_words_type;
use crate::netlist::Dev;
use aie_target::device::Arch;
use aie_target::regs::core::CORE_CONTROL_ADDRESS;
use dialect::ir::{At, OpId, Span, ValueId, View};
use dialect::ops::views::{
    BdChain, ControlPacket, DmaAwaitTask, DmaBd, DmaStartBdChainFor, End, NextBd,
};
use dialect::{Diagnostic, Ir};

/// A packet of the sequence: its op, tile, allocation and payload words.
#[derive(Clone)]
struct Packet {
    op: OpId,
    tile: (i64, i64),
    alloc: String,
    offset: usize,
    len: usize,
    enables: bool,
}

/// Lowers the packets of sequence `seq` column-parallel.
pub(super) fn lower(ir: &mut Ir, dev: &Dev, seq: OpId) -> Result<(), Diagnostic> {
    let Some(body) = ir.entry_block(seq, 0) else {
        return Ok(());
    };
    let mut runs: Vec<Vec<Packet>> = Vec::new();
    let mut offset = 0;
    let mut follows_packet = false;
    for op in ir.ops_in(body).collect::<Vec<_>>() {
        let Some(p) = ir.view::<ControlPacket>(op) else {
            follows_packet = false;
            continue;
        };
        let packet = describe(ir, dev, p, offset)?;
        offset += packet.len;
        match runs.last_mut() {
            Some(run) if follows_packet => run.push(packet),
            _ => runs.push(vec![packet]),
        }
        follows_packet = true;
    }
    if runs.is_empty() {
        return Ok(());
    }
    let payload = ir.add_block_arg(body, host_sized_words_type());
    for run in runs {
        let (enables, config): (Vec<Packet>, Vec<Packet>) =
            run.iter().cloned().partition(|p| p.enables);
        let phases = if enables.is_empty() || config.is_empty() {
            vec![run.clone()]
        } else {
            vec![config, enables]
        };
        let at = At::Before(run[0].op);
        for phase in phases {
            deliver(ir, dev, seq, at, payload, &phase);
        }
        for p in run {
            ir.erase(p.op);
        }
    }
    Ok(())
}

/// Packet `p` at payload `offset`, checked: its tile, the allocation its
/// column's control packets leave through, whether it enables a core.
fn describe(ir: &Ir, dev: &Dev, p: ControlPacket, offset: usize) -> Result<Packet, Diagnostic> {
    let tile = target(ir, dev, p)?;
    let len = encoded_len(ir, p)?;
    let (alloc, _) = packet_allocation(ir, dev, p.op(), tile)?;
    let enables = p.opcode(ir) == 0
        && local_address(ir, p) == CORE_CONTROL_ADDRESS
        && p.data(ir)
            .and_then(|d| d.first().copied())
            .is_some_and(|w| w & 1 == 1);
    Ok(Packet {
        op: p.op(),
        tile,
        alloc,
        offset,
        len,
        enables,
    })
}

/// One phase: per allocation (in order of first packet) a chain of its
/// packets' BDs, all started, then all awaited, before `at`.
fn deliver(ir: &mut Ir, dev: &Dev, seq: OpId, at: At, payload: ValueId, phase: &[Packet]) {
    let mut groups: Vec<(String, Vec<(usize, usize)>)> = Vec::new();
    let packs = dev.model.arch != Arch::Aie2;
    let mut last_tile: Option<((i64, i64), usize)> = None;
    for p in phase {
        let g = match groups.iter().position(|(a, _)| *a == p.alloc) {
            Some(g) => g,
            None => {
                groups.push((p.alloc.clone(), Vec::new()));
                groups.len() - 1
            }
        };
        let bds = &mut groups[g].1;
        // On AIE2P one BD sends a tile's consecutive packets.
        match bds.last_mut() {
            Some(bd) if packs && last_tile == Some((p.tile, g)) && bd.0 + bd.1 == p.offset => {
                bd.1 += p.len
            }
            _ => bds.push((p.offset, p.len)),
        }
        last_tile = Some((p.tile, g));
    }
    let span = ir[seq].span;
    let mut tasks = Vec::new();
    for (alloc, bds) in &groups {
        let name = dev.free_symbol(ir, &format!("{alloc}_chain"));
        chain(ir, At::Before(seq), span, &name, bds);
        let start = DmaStartBdChainFor::build(ir, span)
            .symbol(&name)
            .operand(payload)
            .alloc(alloc)
            .issue_token(true)
            .insert(at);
        tasks.push(ir[start.op()].results[0]);
    }
    for task in tasks {
        DmaAwaitTask::build(ir, span).operand(task).insert(at);
    }
}

/// `aie.bd_chain @name(%payload: memref<?xi32>)` of one linear BD per
/// `(offset, words)`, linked by `aie.next_bd`.
fn chain(ir: &mut Ir, at: At, span: Span, name: &str, bds: &[(usize, usize)]) {
    let c = BdChain::build(ir, span).sym_name(name).region().insert(at);
    let region = ir[c.op()].regions()[0];
    let Some(mut block) = ir.entry_block(c.op(), 0) else {
        return;
    };
    let arg = ir.add_block_arg(block, host_sized_words_type());
    for (k, &(offset, words)) in bds.iter().enumerate() {
        DmaBd::build(ir, span)
            .operand(arg)
            .offset(offset as i64)
            .len(words as i64)
            .insert(At::End(block));
        if k + 1 == bds.len() {
            End::build(ir, span).insert(At::End(block));
        } else {
            let next = ir.add_block(region, span);
            NextBd::build(ir, span)
                .successor(next)
                .insert(At::End(block));
            block = next;
        }
    }
}
