//! Control packets from a configuration written as NPU ops (mlir-aie's
//! `AIETxnToControlPacket` and `AIELegalizeControlPacket`):
//! `--aie-txn-to-ctrl-packet` turns each `aiex.npu.blockwrite` of a runtime
//! sequence into an `aiex.control_packet` writing the same words (single
//! writes stay NPU ops, as in mlir-aie; so does a block write that a later
//! `address_patch` patches, such as a shim BD of a host transfer: only the
//! firmware can patch a host address into it); `--aie-legalize-ctrl-packet` splits
//! a packet of more than four words into packets of four at consecutive
//! addresses. (The `memref.get_global`s left unused go with `canonicalize`.)

use crate::netlist::{self, Dev};
use crate::npu::binary::{address, blockwrite_data};
use crate::npu::sequences;
use crate::{Anchor, Args, Pass};
use aie_target::regs::packet::CONTROL_PACKET_WORDS;
use dialect::ir::{At, OpId, View};
use dialect::ops::views::{ControlPacket, NpuAddressPatch, NpuBlockwrite};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-txn-to-ctrl-packet",
    name: "AIETxnToControlPacket",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary:
        "Turn the blockwrites of runtime sequences into control packets writing the same words",
    doc: "cert-lowering.md#control-packets",
    options: &[],
    body: crate::Body::Run(to_packets),
};

pub(crate) const LEGALIZE_PASS: Pass = Pass {
    flag: "aie-legalize-ctrl-packet",
    name: "AIELegalizeControlPacket",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Split control packets of more than four data words into packets of four",
    doc: "cert-lowering.md#control-packets",
    options: &[],
    body: crate::Body::Run(legalize),
};

fn to_packets(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, |ir, dev| {
        for (w, data) in unpatched_blockwrites(ir, dev)? {
            let words: Vec<i64> = data.iter().map(|&d| i64::from(d as i32)).collect();
            packet(ir, w.op(), w.address(ir), &words);
            ir.erase(w.op());
        }
        Ok(())
    })
}

fn legalize(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let most = CONTROL_PACKET_WORDS as usize;
    netlist::each_device(ir, |ir, dev| {
        for p in ops_of::<ControlPacket>(ir, dev) {
            let Some(data) = p.data(ir).filter(|d| d.len() > most) else {
                continue;
            };
            let (opcode, stream_id) = (p.opcode(ir), p.stream_id(ir));
            for (k, chunk) in data.chunks(most).enumerate() {
                let address = p.address(ir) + (4 * most * k) as i64;
                let q = packet(ir, p.op(), address, chunk);
                q.set_opcode(ir, opcode);
                q.set_stream_id(ir, stream_id);
            }
            ir.erase(p.op());
        }
        Ok(())
    })
}

/// The blockwrites of `dev`'s sequences that no later `address_patch`
/// patches, in order, with their data.
fn unpatched_blockwrites(ir: &Ir, dev: &Dev) -> Result<Vec<(NpuBlockwrite, Vec<u32>)>, Diagnostic> {
    let mut out = Vec::new();
    for seq in sequences(ir, dev) {
        let mut patched = BTreeSet::new();
        for op in ir.walk(seq).into_iter().rev() {
            if let Some(p) = ir.view::<NpuAddressPatch>(op) {
                patched.insert(p.addr(ir));
            } else if let Some(w) = ir.view::<NpuBlockwrite>(op) {
                let data = blockwrite_data(ir, dev, op)?;
                let start = i64::from(block_address(ir, dev, w)?);
                if patched
                    .range(start..start + 4 * data.len() as i64)
                    .next()
                    .is_none()
                {
                    out.push((w, data));
                }
            }
        }
    }
    out.reverse();
    Ok(out)
}

/// The array address of blockwrite `w`'s first word.
fn block_address(ir: &Ir, dev: &Dev, w: NpuBlockwrite) -> Result<u32, Diagnostic> {
    let place = (w.column(ir), w.row(ir));
    address(ir, dev, w.op(), w.address(ir), place, w.buffer(ir))
}

/// The ops of view `V` in `dev`'s runtime sequences, in order.
fn ops_of<V: View>(ir: &Ir, dev: &Dev) -> Vec<V> {
    sequences(ir, dev)
        .into_iter()
        .flat_map(|seq| ir.walk_views::<V>(seq))
        .collect()
}

/// A control packet writing `data` at `address`, before `before`.
fn packet(ir: &mut Ir, before: OpId, address: i64, data: &[i64]) -> ControlPacket {
    let span = ir[before].span;
    ControlPacket::build(ir, span)
        .address(address)
        .data(data)
        .opcode(0)
        .stream_id(0)
        .insert(At::Before(before))
}
