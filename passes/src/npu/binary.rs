//! `aie-translate --aie-npu-to-binary`: a runtime sequence of NPU ops as the
//! transaction ("txn" 0.1) instruction stream (aie-runtime-sequence.md §3.3).

#![warn(clippy::cast_possible_truncation)]

use super::{body, sequences};
use crate::globals::{global_words, no_data};
use crate::netlist::{self, Dev};
use crate::words::{fit, halves, low32};
use aie_target::txn::{Header, Opcode, MASKPOLL32, MASKWRITE32, WRITE32};
use dialect::ir::cases::StateTableFunc;
use dialect::ir::TypedEnum;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{
    CfAssert, MemrefGetGlobal, NpuAddressPatch, NpuBlockwrite, NpuCreateScratchpad, NpuLoadPdi,
    NpuMaskpoll, NpuMaskwrite32, NpuPreempt, NpuReadReg, NpuRequire, NpuSync,
    NpuUpdateFromScratchpad, NpuWrite32, RuntimeSequence,
};
use dialect::{Diagnostic, Ir};

/// Transaction opcodes (from the table, `aie_target::txn`).
pub(super) const WRITE: u32 = Opcode::Write as u32;
pub(super) const BLOCKWRITE: u32 = Opcode::Blockwrite as u32;
pub(super) const MASKWRITE: u32 = Opcode::Maskwrite as u32;
pub(super) const MASKPOLL: u32 = Opcode::Maskpoll as u32;
pub(super) const PREEMPT: u32 = Opcode::Preempt as u32;
pub(super) const LOAD_PDI: u32 = Opcode::LoadPdi as u32;
pub(super) const TCT: u32 = Opcode::Tct as u32;
pub(super) const DDR_PATCH: u32 = Opcode::DdrPatch as u32;
pub(super) const READ_REGS: u32 = Opcode::ReadRegs as u32;
pub(super) const CREATE_SCRATCHPAD: u32 = Opcode::CreateScratchpad as u32;
pub(super) const UPDATE_REG: u32 = Opcode::UpdateReg as u32;

/// Which runtime sequence to translate: a device and a sequence by symbol
/// (`None`: the first); and how.
#[derive(Clone, Copy, Debug, Default)]
pub struct Select<'a> {
    /// The device's `sym_name` (`None`: the first device).
    pub device: Option<&'a str>,
    /// The runtime sequence's `sym_name` (`None`: the device's first).
    pub sequence: Option<&'a str>,
    /// Add [`DDR_AIE_ADDR_OFFSET`] to the `arg_plus` of an address patch
    /// of host buffer [`FIRMWARE_TRANSLATED_ARGS`] or later (mlir-aie's
    /// `--aie-npu-fold-ddr-addr-offset`, on by default there): the words
    /// XRT's instruction-buffer runtime takes.
    pub fold_ddr_addr_offset: bool,
}

/// The offset of host memory in the AIE array's address space, which the
/// NPU firmware adds to the address of the first
/// [`FIRMWARE_TRANSLATED_ARGS`] host buffers of an instruction-buffer run
/// (`kernel(opcode, instr, ninstr, bo0, ...)`); a later buffer's address
/// patch carries it in its `arg_plus` (mlir-aie since July 2026).
pub const DDR_AIE_ADDR_OFFSET: u32 = 0x8000_0000;

/// How many host buffers the firmware translates.
pub const FIRMWARE_TRANSLATED_ARGS: u32 = 5;

/// The device and runtime sequence `select` names.
pub(crate) fn selected(ir: &Ir, select: Select) -> Result<(Dev, OpId), Diagnostic> {
    let top = ir[ir.top].span;
    let dev = match select.device {
        Some(name) => netlist::device_named(ir, name)
            .ok_or_else(|| Diagnostic::error(top, format!("No such device: '{name}'")))?,
        None => *netlist::devices(ir).first().ok_or_else(|| {
            Diagnostic::error(top, "expected an aie.device with a runtime sequence")
        })?,
    };
    let seqs = sequences(ir, &dev);
    let seq = match select.sequence {
        Some(name) => seqs
            .into_iter()
            .find(|&s| RuntimeSequence::wrap(s).sym_name(ir) == name)
            .ok_or_else(|| {
                Diagnostic::error(top, format!("No such runtime sequence: '{name}'"))
                    .with_help("-aie-sequence-name names an aie.runtime_sequence of the device -aie-device-name names (default: the first)")
            })?,
        None => *seqs.first().ok_or_else(|| {
            Diagnostic::error(top, "expected an aie.device with a runtime sequence")
        })?,
    };
    Ok((dev, seq))
}

/// The instruction words of runtime sequence `select` (default: the first
/// runtime sequence of the first device).
pub fn words(ir: &Ir, select: Select) -> Result<Vec<u32>, Diagnostic> {
    Ok(encode(ir, select)?.0)
}

/// One transaction operation of the stream: where its words are, its
/// opcode's name, the absolute address it writes (if one) and its op.
#[derive(Clone, Debug)]
pub struct Txn {
    /// Byte offset of its first word in the stream (the header included).
    pub byte_offset: usize,
    /// Its size in bytes.
    pub byte_size: usize,
    /// Its opcode, as mlir-aie's location map names it (`WRITE32`, ...).
    pub opcode: &'static str,
    /// The array address it writes, if it writes one.
    pub address: Option<u64>,
    /// The op it encodes.
    pub op: OpId,
}

/// The instruction words of runtime sequence `select` and the operation
/// each op became.
pub fn encode(ir: &Ir, select: Select) -> Result<(Vec<u32>, Vec<Txn>), Diagnostic> {
    let (dev, seq) = selected(ir, select)?;
    super::constant_fields(ir, seq)?;
    let mut out = vec![0; 4];
    let mut txns = Vec::new();
    for op in body(ir, seq).into_iter().flat_map(|b| ir.ops_in(b)) {
        let before = out.len();
        if let Some((opcode, address)) =
            append(ir, &dev, op, select.fold_ddr_addr_offset, &mut out)?
        {
            txns.push(Txn {
                byte_offset: 4 * before,
                byte_size: 4 * (out.len() - before),
                opcode,
                address,
                op,
            });
        }
    }
    let count = u32::try_from(txns.len()).unwrap_or(u32::MAX);
    let header = Header::of(dev.model).words(count, out.len());
    out[..4].copy_from_slice(&header);
    Ok((out, txns))
}

/// The words as aie-translate prints them with `-aie-output-binary=false`.
pub fn text(ir: &Ir, select: Select) -> Result<String, Diagnostic> {
    Ok(words(ir, select)?
        .iter()
        .map(|w| format!("{w:08X}\n"))
        .collect())
}

/// The address of a blockwrite or `update_from_scratchpad`: resolved here
/// when it names a buffer (mlir-aie's translation does; single writes into a
/// buffer need --aie-dma-to-npu), else [`address`] on its `column`/`row`.
fn translated(
    ir: &Ir,
    dev: &Dev,
    op: OpId,
    buffer: Option<&str>,
    local: i64,
    place: (Option<i64>, Option<i64>),
) -> Result<u32, Diagnostic> {
    match buffer {
        Some(_) => fit(
            ir,
            op,
            "address",
            super::dma_to_npu::translated_address(ir, dev, op)?,
        ),
        None => address(ir, dev, op, local, place, None),
    }
}

/// The absolute address of a write: its `address` (`local`), with
/// `column`/`row` (when both are given) folded in; `buffer` is the
/// buffer-relative form, which has none yet.
pub(crate) fn address(
    ir: &Ir,
    dev: &Dev,
    op: OpId,
    local: i64,
    place: (Option<i64>, Option<i64>),
    buffer: Option<&str>,
) -> Result<u32, Diagnostic> {
    if buffer.is_some() {
        return Err(Diagnostic::op_error(
            ir[op].span,
            ir[op].name(),
            "Cannot translate symbolic address",
        )
        .with_help("run --aie-dma-to-npu first to resolve buffer-relative addresses"));
    }
    let addr = low32(local);
    match place {
        (Some(c), Some(r)) => fit(ir, op, "address", super::absolute(dev.model, (c, r), addr)),
        _ => Ok(addr),
    }
}

/// `v` as the byte field `field` of an NPU instruction: an error, never
/// truncated, when it does not fit.
pub(super) fn byte(ir: &Ir, op: OpId, field: &str, v: i64) -> Result<u32, Diagnostic> {
    u8::try_from(v).map(u32::from).map_err(|_| {
        Diagnostic::op_error(
            ir[op].span,
            ir[op].name(),
            format!("{field} {v} does not fit in a byte"),
        )
        .with_help("the NPU instruction stream holds this field in 8 bits (0 to 255)")
    })
}

/// A write's value, which the NPU instruction stream must hold as a
/// constant (`None`: known only at run time; the other fields are checked
/// by [`super::constant_fields`] before).
fn known(ir: &Ir, op: OpId, v: Option<i64>) -> Result<u32, Diagnostic> {
    v.map(low32).ok_or_else(|| {
        let name = ir[op].name();
        // mlir-aie names the op by its last word: `Cannot translate write32`.
        let short = name.rsplit('.').next().unwrap_or(name);
        Diagnostic::op_error(
            ir[op].span,
            name,
            format!("Cannot translate {short}: the value is known only at run time; the NPU instruction stream holds constants"),
        )
        .with_help(format!("emit CERT control code (--emit=ctrl-elf), which computes it when the sequence runs, or a C++ generator (--aie-npu-to-cpp): {}", crate::npu::to_cpp::ONE_COMMAND))
    })
}

/// Appends op `op`'s operation to `out`: its opcode's name and the address
/// it writes (`None` for an op that is not one).
fn append(
    ir: &Ir,
    dev: &Dev,
    op: OpId,
    fold: bool,
    out: &mut Vec<u32>,
) -> Result<Option<(&'static str, Option<u64>)>, Diagnostic> {
    let written = |name, addr: u32| Ok(Some((name, Some(u64::from(addr)))));
    match ir.kind(op) {
        Some(OpKind::NpuWrite32) => {
            let w = NpuWrite32::wrap(op);
            let place = (w.column(ir), w.row(ir));
            // Constant, as its mask (`constant_fields` checked them).
            let local = w.address(ir).unwrap_or_default();
            let addr = address(ir, dev, op, local, place, w.buffer(ir))?;
            let value = known(ir, op, w.value(ir))?;
            WRITE32.append(out, addr, value, 0);
            written("WRITE32", addr)
        }
        Some(OpKind::NpuMaskwrite32) => {
            let w = NpuMaskwrite32::wrap(op);
            let place = (w.column(ir), w.row(ir));
            let local = w.address(ir).unwrap_or_default();
            let addr = address(ir, dev, op, local, place, w.buffer(ir))?;
            let value = known(ir, op, w.value(ir))?;
            let mask = low32(w.mask(ir).unwrap_or_default());
            MASKWRITE32.append(out, addr, value, mask);
            written("MASKWRITE", addr)
        }
        Some(OpKind::NpuMaskpoll) => {
            let p = NpuMaskpoll::wrap(op);
            let place = (p.column(ir), p.row(ir));
            let local = known(ir, op, p.address(ir))?;
            let addr = address(ir, dev, op, i64::from(local), place, p.buffer(ir))?;
            let value = known(ir, op, p.value(ir))?;
            let mask = known(ir, op, p.mask(ir))?;
            MASKPOLL32.append(out, addr, value, mask);
            written("MASKPOLL", addr)
        }
        Some(OpKind::NpuBlockwrite) => {
            let w = NpuBlockwrite::wrap(op);
            let data = blockwrite_data(ir, dev, op)?;
            let (column, row) = (w.column(ir), w.row(ir));
            let place = match (column, row) {
                (Some(c), Some(r)) => byte(ir, op, "column", c)? | byte(ir, op, "row", r)? << 8,
                _ => 0,
            };
            let addr = translated(ir, dev, op, w.buffer(ir), w.address(ir), (column, row))?;
            let bytes = fit(ir, op, "the byte count", 16 + 4 * data.len())?;
            out.extend([BLOCKWRITE, place, addr, bytes]);
            out.extend(data);
            written("BLOCKWRITE", addr)
        }
        Some(OpKind::NpuSync) => {
            let s = NpuSync::wrap(op);
            // Constants (`constant_fields` checked them).
            let get = |field: &str, v: Option<i64>| byte(ir, op, field, v.unwrap_or_default());
            out.extend([
                TCT,
                16,
                get("direction", s.direction(ir))?
                    | get("row", s.row(ir))? << 8
                    | get("column", s.column(ir))? << 16,
                get("row_num", s.row_num(ir))? << 8
                    | get("column_num", s.column_num(ir))? << 16
                    | get("channel", s.channel(ir))? << 24,
            ]);
            Ok(Some(("TCT", None)))
        }
        Some(OpKind::NpuAddressPatch) => {
            let p = NpuAddressPatch::wrap(op);
            if p.global(ir).is_some() {
                return Err(Diagnostic::op_error(
                    ir[op].span,
                    ir[op].name(),
                    "a patch with the address of a control-code global has no NPU transaction encoding",
                )
                .with_help("control packets travel in CERT control code: emit it with --emit=ctrl-elf"));
            }
            let arg_idx = low32(super::patch_index(ir, p)?);
            // 64 bits in words 10 and 11, low half first (aie-rt's `u64 argplus`).
            let mut arg_plus = p.arg_plus(ir).unwrap_or_default() as u64;
            if fold && arg_idx >= FIRMWARE_TRANSLATED_ARGS {
                arg_plus = arg_plus.wrapping_add(DDR_AIE_ADDR_OFFSET.into());
            }
            let (plus_lo, plus_hi) = halves(arg_plus);
            out.extend([
                DDR_PATCH,
                48,
                0,
                0,
                0,
                0,
                low32(p.addr(ir)),
                0,
                arg_idx,
                0,
                plus_lo,
                plus_hi,
            ]);
            written("ADDRESS_PATCH", low32(p.addr(ir)))
        }
        Some(OpKind::NpuLoadPdi) => {
            let l = NpuLoadPdi::wrap(op);
            let (lo, hi) = halves(l.address(ir));
            let id: u32 = fit(ir, op, "id", l.id(ir))?;
            out.extend([LOAD_PDI | id << 16, low32(l.size(ir)), lo, hi]);
            Ok(Some(("LOAD_PDI", None)))
        }
        Some(OpKind::NpuRequire) => {
            super::require_holds(ir, NpuRequire::wrap(op))?;
            Ok(None)
        }
        Some(OpKind::CfAssert) => {
            assert_folds(ir, CfAssert::wrap(op))?;
            Ok(None)
        }
        Some(OpKind::NpuPreempt) => {
            out.push(PREEMPT | low32(NpuPreempt::wrap(op).level(ir)) << 8);
            Ok(Some(("PREEMPT", None)))
        }
        // One register: opcode, bytes (24), count, a pad, the address as u64.
        Some(OpKind::NpuReadReg) => {
            let addr = super::read_reg_address(ir, dev, NpuReadReg::wrap(op));
            out.extend([READ_REGS, 24, 1, 0, low32(addr as i64), (addr >> 32) as u32]);
            Ok(Some(("READ_REGS", Some(addr))))
        }
        // mlir-aie's rule: its payload is computed when a builder runs.
        Some(OpKind::NpuBlockwriteValues) => Err(Diagnostic::op_error(
            ir[op].span,
            ir[op].name(),
            "cannot translate a runtime-valued blockwrite payload to a static TXN binary; this op is supported only by the C++ TXN target (--aie-npu-to-cpp)",
        )
        .with_help("emit a C++ generator with --aie-npu-to-cpp, or CERT control code (--emit=ctrl-elf), which writes a payload of constants as a blockwrite")),
        Some(OpKind::NpuCreateScratchpad) => {
            // The host address (words 2, 3) is the runtime's to patch in.
            let c = NpuCreateScratchpad::wrap(op);
            let usage = byte(ir, op, "usage_type", c.usage_type(ir))?;
            out.extend([CREATE_SCRATCHPAD | usage << 8, low32(c.size(ir)), 0, 0]);
            Ok(Some(("CREATE_SCRATCHPAD", None)))
        }
        Some(OpKind::NpuUpdateFromScratchpad) => {
            let u = NpuUpdateFromScratchpad::wrap(op);
            let place = (u.column(ir), u.row(ir));
            let addr = translated(ir, dev, op, u.buffer(ir), u.address(ir), place)?;
            let idx = byte(ir, op, "state_table_idx", u.state_table_idx(ir))?;
            let func = u.func(ir).unwrap_or(StateTableFunc::Incr);
            let func = byte(ir, op, "func", func.value())?;
            out.extend([
                UPDATE_REG | idx << 8 | func << 16,
                low32(u.func_arg(ir)),
                addr,
            ]);
            Ok(Some(("UPDATE_FROM_SCRATCHPAD", None)))
        }
        _ => Ok(None),
    }
}

/// A `cf.assert` in a static stream, which cannot refuse a dispatch: one
/// whose condition folds to true is dropped; one folding to false, or known
/// only at run time, is an error (mlir-aie's words).
fn assert_folds(ir: &Ir, a: CfAssert) -> Result<(), Diagnostic> {
    let op = a.op();
    let msg = a.msg(ir);
    let cond = ir[op].operands.first().copied();
    let (message, help) = match cond.and_then(|c| crate::canonicalize::fold::int_value(ir, c, true)) {
        Some(0) => (
            format!("is violated at compile time: {msg}"),
            "the condition is false for every run of this sequence: change the values it checks".to_string(),
        ),
        Some(_) => return Ok(()),
        None => (
            format!("runtime check cannot be encoded in a static TXN binary; use the C++ builder (--aie-npu-to-cpp) or specialize the value: {msg}"),
            format!("the C++ builder refuses the dispatch when the check fails: {}", crate::npu::to_cpp::ONE_COMMAND),
        ),
    };
    Err(Diagnostic::op_error(ir[op].span, ir[op].name(), message).with_help(help))
}

/// The data words of an `npu.blockwrite` (from its `memref.get_global`).
pub(crate) fn blockwrite_data(ir: &Ir, dev: &Dev, op: OpId) -> Result<Vec<u32>, Diagnostic> {
    let name = ir[op]
        .operands
        .first()
        .and_then(|&v| ir.defining_op(v))
        .and_then(|g| ir.view::<MemrefGetGlobal>(g))
        .map(|g| g.name(ir));
    name.and_then(|name| global_words(ir, dev, name))
        .ok_or_else(|| no_data(ir, dev, op, name))
}
