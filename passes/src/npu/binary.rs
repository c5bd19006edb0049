//! `aie-translate --aie-npu-to-binary`: a runtime sequence of NPU ops as the
//! transaction ("txn" 0.1) instruction stream (aie-runtime-sequence.md §3.3).

use super::{body, global_words, sequences};
use crate::netlist::{self, Dev};
use aie_target::device::Arch;
use dialect::ir::{Attr, OpId};
use dialect::{Diagnostic, Ir};

/// Transaction opcodes.
const WRITE: u32 = 0;
const BLOCKWRITE: u32 = 1;
const MASKWRITE: u32 = 3;
const PREEMPT: u32 = 6;
const LOAD_PDI: u32 = 8;
const TCT: u32 = 0x80;
const DDR_PATCH: u32 = 0x81;

/// The instruction words of the first runtime sequence of the first device.
pub fn words(ir: &Ir) -> Result<Vec<u32>, Diagnostic> {
    let no_device = || {
        Diagnostic::error(
            ir[ir.top].span,
            "expected an aie.device with a runtime sequence",
        )
    };
    let dev = *netlist::devices(ir).first().ok_or_else(no_device)?;
    let seq = *sequences(ir, &dev).first().ok_or_else(no_device)?;
    let model = dev.model;
    let dev_gen = if model.arch == Arch::Aie2p { 4 } else { 3 };
    let mut out = vec![
        model.rows << 24 | dev_gen << 16 | 1 << 8,
        model.mem_tile_rows << 8 | model.columns,
        0,
        0,
    ];
    let mut count = 0;
    for op in body(ir, seq).map_or(&[][..], |b| &ir[b].ops[..]) {
        let op = *op;
        let before = out.len();
        append(ir, &dev, op, &mut out)?;
        count += u32::from(out.len() > before);
    }
    out[2] = count;
    out[3] = (out.len() * 4) as u32;
    Ok(out)
}

/// The words as aie-translate prints them with `-aie-output-binary=false`.
pub fn text(ir: &Ir) -> Result<String, Diagnostic> {
    Ok(words(ir)?.iter().map(|w| format!("{w:08X}\n")).collect())
}

fn int(ir: &Ir, op: OpId, name: &str) -> Option<u64> {
    ir.int_attr(op, name).map(|v| v as u64)
}

/// The absolute address of a write: its `address`, with `column`/`row` folded in.
fn address(ir: &Ir, dev: &Dev, op: OpId) -> Result<u32, Diagnostic> {
    if ir.attr(op, "buffer").is_some() {
        return Err(Diagnostic::op_error(
            ir[op].span,
            &ir[op].name,
            "Cannot translate symbolic address",
        )
        .with_help("run --aie-dma-to-npu first to resolve buffer-relative addresses"));
    }
    let addr = int(ir, op, "address").unwrap_or(0) as u32;
    Ok(match (int(ir, op, "column"), int(ir, op, "row")) {
        (Some(c), Some(r)) => super::absolute(dev.model, (c as i64, r as i64), addr) as u32,
        _ => addr,
    })
}

fn append(ir: &Ir, dev: &Dev, op: OpId, out: &mut Vec<u32>) -> Result<(), Diagnostic> {
    let get = |name| int(ir, op, name).unwrap_or(0) as u32;
    match &*ir[op].name {
        "aiex.npu.write32" => out.extend([WRITE, 0, address(ir, dev, op)?, 0, get("value"), 24]),
        "aiex.npu.maskwrite32" => out.extend([
            MASKWRITE,
            0,
            address(ir, dev, op)?,
            0,
            get("value"),
            get("mask"),
            28,
        ]),
        "aiex.npu.blockwrite" => {
            let data = blockwrite_data(ir, dev, op)?;
            let place = match (int(ir, op, "column"), int(ir, op, "row")) {
                (Some(c), Some(r)) => (c & 0xFF | (r & 0xFF) << 8) as u32,
                _ => 0,
            };
            out.extend([
                BLOCKWRITE,
                place,
                address(ir, dev, op)?,
                (16 + 4 * data.len()) as u32,
            ]);
            out.extend(data);
        }
        "aiex.npu.sync" => out.extend([
            TCT,
            16,
            get("direction") & 0xFF | (get("row") & 0xFF) << 8 | (get("column") & 0xFF) << 16,
            (get("row_num") & 0xFF) << 8
                | (get("column_num") & 0xFF) << 16
                | (get("channel") & 0xFF) << 24,
        ]),
        "aiex.npu.address_patch" => out.extend([
            DDR_PATCH,
            48,
            0,
            0,
            0,
            0,
            get("addr"),
            0,
            get("arg_idx"),
            0,
            get("arg_plus"),
            0,
        ]),
        "aiex.npu.load_pdi" => {
            let a = int(ir, op, "address").unwrap_or(0);
            out.extend([
                LOAD_PDI | get("id") << 16,
                get("size"),
                a as u32,
                (a >> 32) as u32,
            ]);
        }
        "aiex.npu.preempt" => out.push(PREEMPT | get("level") << 8),
        _ => {}
    }
    Ok(())
}

/// The data words of an `npu.blockwrite` (from its `memref.get_global`).
pub(crate) fn blockwrite_data(ir: &Ir, dev: &Dev, op: OpId) -> Result<Vec<u32>, Diagnostic> {
    ir[op]
        .operands
        .first()
        .and_then(|&v| ir.defining_op(v))
        .filter(|&g| ir[g].name == "memref.get_global")
        .and_then(|g| ir.attr(g, "name").and_then(Attr::as_sym))
        .and_then(|name| global_words(ir, dev, name))
        .ok_or_else(|| {
            Diagnostic::op_error(ir[op].span, &ir[op].name, "the data must be a memref.get_global of a constant integer memref.global in this device")
        })
}
