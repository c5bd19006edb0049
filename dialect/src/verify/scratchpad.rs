//! The firmware's scratchpad ops and mlir-aie's run-time parameters on it
//! (docs/runtime-sequence.md, "Scratchpad parameters"): the state table's
//! limits (32 words, one scratchpad per runtime sequence, usage type 0) and
//! where a parameter may be read, with mlir-aie's messages.

use super::{Check, Cx};
use crate::ir::{OpKind, Type, View};
use crate::ops::views::{NpuCreateScratchpad, NpuUpdateFromScratchpad, ReadScratchpadParameter};

/// Words of the firmware's state table (usage type 0).
pub const STATE_TABLE_WORDS: i64 = 32;

/// `aiex.npu.create_scratchpad`: usage type 0, a size of whole words up to
/// the state table's, once per runtime sequence.
pub(crate) fn create_scratchpad(cx: &Cx, op: NpuCreateScratchpad) -> Check {
    let usage = op.usage_type(cx.ir);
    if usage != 0 {
        return Err(cx
            .err(
                op,
                format!("usage_type must be 0 (got {usage}); other layouts are not supported."),
            )
            .help("the firmware knows one scratchpad layout, the state table (usage_type = 0)"));
    }
    let size = op.size(cx.ir);
    let max = 4 * STATE_TABLE_WORDS;
    let bad = if size == 0 {
        Some("size must be greater than 0.".to_string())
    } else if size % 4 != 0 {
        Some(format!("size ({size}) must be a multiple of 4 bytes."))
    } else if size > max {
        Some(format!(
            "size ({size} bytes) exceeds maximum scratchpad size of {max} bytes."
        ))
    } else {
        None
    };
    if let Some(message) = bad {
        return Err(cx.err(op, message).help(format!(
            "the scratchpad is a state table of up to {STATE_TABLE_WORDS} 32-bit words: give 4 to {max} bytes"
        )));
    }
    let Some(seq) = cx.ancestor(op, &[OpKind::RuntimeSequence]) else {
        return Ok(());
    };
    let first = cx
        .ir
        .walk_for(seq, &[OpKind::NpuCreateScratchpad])
        .into_iter()
        .find(|&o| cx.ir.is(o, OpKind::NpuCreateScratchpad));
    match first {
        Some(first) if first != op.op() => Err(cx
            .err(
                op,
                "only one 'aiex.npu.create_scratchpad' is allowed per runtime sequence",
            )
            .note(cx.span(first), "previous 'aiex.npu.create_scratchpad' here")
            .help("create the scratchpad once, before the updates that read it")),
        _ => Ok(()),
    }
}

/// `aiex.npu.update_from_scratchpad`: an index within the state table, and
/// within every scratchpad its block creates.
pub(crate) fn update_from_scratchpad(cx: &Cx, op: NpuUpdateFromScratchpad) -> Check {
    let idx = op.state_table_idx(cx.ir);
    if idx >= STATE_TABLE_WORDS {
        return Err(cx
            .err(
                op,
                format!(
                    "state_table_idx {idx} exceeds maximum StateTable index ({}).",
                    STATE_TABLE_WORDS - 1
                ),
            )
            .help(format!(
                "the state table holds {STATE_TABLE_WORDS} words: give an index from 0 to {}",
                STATE_TABLE_WORDS - 1
            )));
    }
    let Some(block) = cx.ir.block_of(op.op()) else {
        return Ok(());
    };
    for create in cx.ir.ops_in(block) {
        let Some(create) = cx.view::<NpuCreateScratchpad>(create) else {
            continue;
        };
        let size = create.size(cx.ir);
        let words = size / 4;
        if idx >= words {
            return Err(cx
                .err(op, format!("state_table_idx {idx} is out of bounds for scratchpad of size {size} bytes ({words} entries) created by aiex.npu.create_scratchpad."))
                .help(format!("create the block's scratchpad with at least {} bytes", 4 * (idx + 1))));
        }
    }
    Ok(())
}

/// `aiex.read_scratchpad_parameter`: in a core of a device, of a parameter
/// the module declares, not an `f32` (the encoding zeroes its top bits).
pub(crate) fn read_scratchpad_parameter(cx: &Cx, op: ReadScratchpadParameter) -> Check {
    if cx.ancestor(op, &[OpKind::Device]).is_none() {
        return Err(cx
            .err(op, "must be inside an aie.device")
            .help("read the parameter in the aie.core of a device"));
    }
    if cx.ancestor(op, &[OpKind::Core]).is_none() {
        return Err(cx
            .err(op, "must be inside an aie.core")
            .help("a core reads parameters; the runtime sequence syncs them (aiex.sync_scratchpad_parameters_from_host)"));
    }
    let name = op.parameter(cx.ir);
    if cx.lookup(op, name, OpKind::ScratchpadParameter).is_none() {
        return Err(cx
            .err(op, format!("references unknown parameter '{name}' (aiex.scratchpad_parameter ops are declared at module scope)"))
            .help(cx.symbol_help(op, name, OpKind::ScratchpadParameter, "declare it before the devices: `aiex.scratchpad_parameter @name : i32`")));
    }
    let result = cx.ir[op.op()].results.first().map(|&r| cx.ir.type_of(r));
    if result == Some(&Type::Float("f32")) {
        return Err(cx
            .err(op, "f32 parameters are not supported: the scratchpad encoding zeroes the top 2 bits, which clobbers the sign bit and top exponent bit of an f32. Use bf16 or an integer type up to i32 instead.")
            .help("read it as bf16 or as an integer of up to 32 bits"));
    }
    Ok(())
}
