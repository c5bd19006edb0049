//! The NPU instruction stream read back: the transaction words that
//! [`super::binary`] writes (`--aie-npu-to-binary`, an NPU host program's
//! `insts.bin`) decoded into their ops ([`decode`]), and those ops put into
//! a design as its runtime sequence ([`install`]), ready for CERT lowering.
//! This is how a host runtime runs an instruction buffer on the simulator.

use super::binary::{
    BLOCKWRITE, CREATE_SCRATCHPAD, DDR_PATCH, LOAD_PDI, MASKPOLL, MASKWRITE, PREEMPT, TCT,
    UPDATE_REG, WRITE,
};
use super::binary::{DDR_AIE_ADDR_OFFSET, FIRMWARE_TRANSLATED_ARGS};
use crate::netlist::{self, Dev};
use aie_target::device::Device;
use dialect::ir::attr::canonical_dense;
use dialect::ir::cases::StateTableFunc;
use dialect::ir::{At, DenseLit, Dim, OpKind, Span, Type, TypedEnum, View};
use dialect::ops::views::{
    MemrefGetGlobal, MemrefGlobal, NpuAddressPatch, NpuBlockwrite, NpuCreateScratchpad, NpuLoadPdi,
    NpuMaskpoll, NpuMaskwrite32, NpuPreempt, NpuSync, NpuUpdateFromScratchpad, NpuWrite32,
    RuntimeSequence,
};
use dialect::Ir;

/// Words of the stream's header.
const HEADER_WORDS: usize = 4;

/// One op of the stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TxnOp {
    /// A 32-bit register or memory write (`aiex.npu.write32`).
    Write32 {
        /// Array address written (column and row folded in).
        address: u32,
        /// The word written.
        value: u32,
    },
    /// A masked 32-bit write (`aiex.npu.maskwrite32`).
    MaskWrite32 {
        /// Array address written (column and row folded in).
        address: u32,
        /// The value; only its bits set in `mask` are written.
        value: u32,
        /// The bits written.
        mask: u32,
    },
    /// A wait until the bits of a word that a mask selects hold a value
    /// (`aiex.npu.maskpoll`).
    MaskPoll32 {
        /// Array address read (column and row folded in).
        address: u32,
        /// The value its masked bits must hold.
        value: u32,
        /// The bits compared.
        mask: u32,
    },
    /// Consecutive 32-bit writes (`aiex.npu.blockwrite`).
    BlockWrite {
        /// Array address of the first word (column and row folded in).
        address: u32,
        /// The words written, in address order.
        data: Vec<u32>,
    },
    /// A task-complete-token wait (`aiex.npu.sync`).
    Sync {
        /// Column of the first tile.
        column: u8,
        /// Row of the first tile.
        row: u8,
        /// Channel direction: 0 S2MM, else MM2S.
        direction: u8,
        /// DMA channel number.
        channel: u8,
        /// Columns waited on, from `column` (0 counts as 1).
        column_num: u8,
        /// Rows waited on, from `row` (0 counts as 1).
        row_num: u8,
    },
    /// Add the host address of argument `arg_idx` plus `arg_plus` to the
    /// shim BD address at `addr`.
    AddressPatch {
        /// Array address of the shim BD's address word.
        addr: u32,
        /// Index of the runtime sequence argument.
        arg_idx: u32,
        /// Byte offset added to the argument's address (64 bits: words 10
        /// and 11, low half first).
        arg_plus: u64,
    },
    /// A PDI load (`aiex.npu.load_pdi`).
    LoadPdi {
        /// The PDI's id.
        id: u16,
        /// The PDI's size in bytes.
        size: u32,
        /// The PDI's address.
        address: u64,
    },
    /// A preemption point (`aiex.npu.preempt`).
    Preempt {
        /// The preemption level.
        level: u8,
    },
    /// The firmware copies the host's scratchpad into its state table
    /// (`aiex.npu.create_scratchpad`; the host address is the runtime's).
    CreateScratchpad {
        /// The layout (0: the state table).
        usage_type: u8,
        /// Its size in bytes.
        size: u32,
    },
    /// Adds a state-table word, through a function, to the 48-bit value of
    /// a register pair (`aiex.npu.update_from_scratchpad`).
    UpdateReg {
        /// The state-table word read.
        state_table_idx: u8,
        /// The function: 0 `mul`, 1 `incr`, 2 `decr`.
        func: u8,
        /// The function's argument.
        func_arg: u32,
        /// Array address of the register pair's first word.
        address: u32,
    },
}

/// A decoded stream: the device geometry its header names, and its ops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Txn {
    /// 3 for AIE2 (npu1), 4 for AIE2P (npu2).
    pub dev_gen: u32,
    /// Rows of the device.
    pub rows: u32,
    /// Columns of the device.
    pub columns: u32,
    /// Mem-tile rows of the device.
    pub mem_tile_rows: u32,
    /// The ops, in stream order.
    pub ops: Vec<TxnOp>,
}

/// A malformed stream: the word index at fault and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TxnError {
    /// Index of the word at fault (header included).
    pub word: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for TxnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "instruction word {}: {}", self.word, self.message)
    }
}

fn error<T>(word: usize, message: impl Into<String>) -> Result<T, TxnError> {
    Err(TxnError {
        word,
        message: message.into(),
    })
}

/// Decodes a transaction stream: the header (version 0.1, op count and
/// byte size, which must agree with the words), then each op.
pub fn decode(words: &[u32]) -> Result<Txn, TxnError> {
    if words.len() < HEADER_WORDS {
        return error(
            words.len(),
            format!("the stream has {} word(s); its header has 4", words.len()),
        );
    }
    let (h0, h1) = (words[0], words[1]);
    if h0 & 0xFFFF != 1 << 8 {
        return error(
            0,
            format!(
                "transaction version {}.{}, expected 0.1 (header word 0x{h0:08x})",
                h0 & 0xFF,
                h0 >> 8 & 0xFF
            ),
        );
    }
    let size = words[3] as usize;
    if !size.is_multiple_of(4) || size / 4 < HEADER_WORDS || size / 4 > words.len() {
        return error(
            3,
            format!(
                "the header gives {size} bytes; the buffer has {} words",
                words.len()
            ),
        );
    }
    let body = &words[..size / 4];
    let mut ops = Vec::new();
    let mut at = HEADER_WORDS;
    while at < body.len() {
        let (op, len) = decode_op(body, at)?;
        ops.push(op);
        at += len;
    }
    if ops.len() != words[2] as usize {
        return error(
            2,
            format!(
                "the header counts {} op(s); the stream holds {}",
                words[2],
                ops.len()
            ),
        );
    }
    Ok(Txn {
        dev_gen: h0 >> 16 & 0xFF,
        rows: h0 >> 24,
        columns: h1 & 0xFF,
        mem_tile_rows: h1 >> 8 & 0xFF,
        ops,
    })
}

/// The op at word `at` and its length in words.
fn decode_op(w: &[u32], at: usize) -> Result<(TxnOp, usize), TxnError> {
    let word = |i: usize| {
        w.get(at + i).copied().ok_or_else(|| TxnError {
            word: w.len(),
            message: format!("the op at word {at} runs past the end of the stream"),
        })
    };
    let fixed = |len: usize, size_word: usize, name: &str| -> Result<(), TxnError> {
        word(len - 1)?;
        let size = word(size_word)?;
        if size as usize != 4 * len {
            return error(
                at + size_word,
                format!("{name} gives size {size}, expected {}", 4 * len),
            );
        }
        Ok(())
    };
    let byte = |v: u32, shift: u32| (v >> shift & 0xFF) as u8;
    Ok(match word(0)? & 0xFF {
        WRITE => {
            fixed(6, 5, "write")?;
            (
                TxnOp::Write32 {
                    address: word(2)?,
                    value: word(4)?,
                },
                6,
            )
        }
        MASKWRITE => {
            fixed(7, 6, "maskwrite")?;
            let (address, value, mask) = (word(2)?, word(4)?, word(5)?);
            (TxnOp::MaskWrite32 { address, value, mask }, 7)
        }
        MASKPOLL => {
            fixed(7, 6, "maskpoll")?;
            let (address, value, mask) = (word(2)?, word(4)?, word(5)?);
            (TxnOp::MaskPoll32 { address, value, mask }, 7)
        }
        BLOCKWRITE => {
            let size = word(3)? as usize;
            if size < 16 || !size.is_multiple_of(4) {
                return error(at + 3, format!("blockwrite gives size {size}: not 16 plus a multiple of 4"));
            }
            let len = size / 4;
            word(len - 1)?;
            let data = w[at + 4..at + len].to_vec();
            (TxnOp::BlockWrite { address: word(2)?, data }, len)
        }
        TCT => {
            fixed(4, 1, "sync")?;
            let (a, b) = (word(2)?, word(3)?);
            let op = TxnOp::Sync {
                direction: byte(a, 0),
                row: byte(a, 8),
                column: byte(a, 16),
                row_num: byte(b, 8),
                column_num: byte(b, 16),
                channel: byte(b, 24),
            };
            (op, 4)
        }
        DDR_PATCH => {
            fixed(12, 1, "address patch")?;
            let arg_plus = u64::from(word(11)?) << 32 | u64::from(word(10)?);
            let (addr, arg_idx) = (word(6)?, word(8)?);
            (TxnOp::AddressPatch { addr, arg_idx, arg_plus }, 12)
        }
        LOAD_PDI => {
            let address = u64::from(word(3)?) << 32 | u64::from(word(2)?);
            let id = (word(0)? >> 16) as u16;
            (TxnOp::LoadPdi { id, size: word(1)?, address }, 4)
        }
        PREEMPT => (TxnOp::Preempt { level: byte(word(0)?, 8) }, 1),
        CREATE_SCRATCHPAD => {
            let op = TxnOp::CreateScratchpad {
                usage_type: byte(word(0)?, 8),
                size: word(1)?,
            };
            word(3)?;
            (op, 4)
        }
        UPDATE_REG => {
            let op = TxnOp::UpdateReg {
                state_table_idx: byte(word(0)?, 8),
                func: byte(word(0)?, 16),
                func_arg: word(1)?,
                address: word(2)?,
            };
            (op, 3)
        }
        op => return error(at, format!("opcode 0x{op:02x} is not one aiec writes or simulates (write 0x00, blockwrite 0x01, maskwrite 0x03, maskpoll 0x04, preempt 0x06, load_pdi 0x08, create_scratchpad 0x0a, update_reg 0x0c, sync 0x80, address patch 0x81)")),
    })
}

impl Txn {
    /// The stream as the NPU firmware runs an instruction buffer: the
    /// address patch of host buffer [`FIRMWARE_TRANSLATED_ARGS`] or later
    /// carries the DDR aperture offset in its `arg_plus` (the firmware adds
    /// it to the earlier buffers' addresses itself), taken out here so that
    /// every `arg_plus` is an offset into its buffer. An error for such a
    /// patch without it (mlir-aie's `--fold-ddr-addr-offset=false` words,
    /// which an instruction-buffer run misplaces).
    pub fn unfold_ddr_addr_offset(&mut self) -> Result<(), String> {
        for op in &mut self.ops {
            if let TxnOp::AddressPatch {
                arg_idx, arg_plus, ..
            } = op
            {
                if *arg_idx < FIRMWARE_TRANSLATED_ARGS {
                    continue;
                }
                *arg_plus = arg_plus.checked_sub(DDR_AIE_ADDR_OFFSET.into()).ok_or_else(|| {
                    format!(
                        "the address patch of host buffer {arg_idx} adds 0x{arg_plus:x}, without the DDR aperture offset 0x{DDR_AIE_ADDR_OFFSET:x} that an instruction buffer's patches of buffers {FIRMWARE_TRANSLATED_ARGS} and later carry (the firmware translates the first {FIRMWARE_TRANSLATED_ARGS} only; aiecc and `aiec --aie-npu-to-binary` fold it in unless told --fold-ddr-addr-offset=false)"
                    )
                })?;
            }
        }
        Ok(())
    }

    /// An error when the header's device is not `model` (its generation,
    /// rows, columns and mem-tile rows).
    pub fn check_device(&self, model: &Device) -> Result<(), String> {
        let h = aie_target::txn::Header::of(model);
        let want = (h.dev_gen, h.rows, h.columns, h.mem_tile_rows);
        let got = (self.dev_gen, self.rows, self.columns, self.mem_tile_rows);
        if want == got {
            return Ok(());
        }
        Err(format!(
            "the instruction stream is for a device of generation {}, {} rows, {} columns and {} mem-tile row(s); the design's {} has {}, {}, {} and {}",
            got.0, got.1, got.2, got.3, model.name, want.0, want.1, want.2, want.3
        ))
    }
}

/// Replaces the runtime sequences of the design's first device with one
/// that holds `ops`, whose arguments are byte memrefs of `arg_bytes` each
/// (the buffers the run has); blockwrite data become constant
/// `memref.global`s of the device. The stream's header must name the device.
/// A preemption point does nothing: the firmware saves and restores state
/// there only when the host asks to preempt, which no simulated run does.
pub fn install(ir: &mut Ir, txn: &Txn, arg_bytes: &[u64]) -> Result<(), String> {
    let dev = netlist::devices(ir)
        .into_iter()
        .next()
        .ok_or("the design has no aie.device")?;
    txn.check_device(dev.model)?;
    let old: Vec<_> = ir
        .ops_in(dev.body)
        .filter(|&o| ir.is(o, OpKind::RuntimeSequence))
        .collect();
    ir.erase_all(&old);
    let seq = RuntimeSequence::build(ir, Span::default())
        .region()
        .detached()
        .op();
    let body = ir.entry_block(seq, 0).ok_or("a new region has its block")?;
    for &bytes in arg_bytes {
        ir.add_block_arg(body, bytes_type(bytes.max(1)));
    }
    let mut globals = Globals::new(&dev, "txn_data_");
    for op in txn
        .ops
        .iter()
        .filter(|op| !matches!(op, TxnOp::Preempt { .. }))
    {
        build(ir, At::End(body), op, &mut globals);
    }
    ir.append_op(dev.body, seq);
    Ok(())
}

/// The module mlir-aie's `transaction_binary_to_mlir` makes of a stream:
/// the NPU device its header names (the first in the device table with its
/// generation, rows, columns and mem-tile rows: `npu1` for four AIE2
/// columns), holding the stream's ops in order, directly in the device
/// (no runtime sequence), each blockwrite's data a constant
/// `memref.global @config_blockwrite_data_<n>` at the device's start.
pub fn to_module(txn: &Txn) -> Result<Ir, String> {
    let header = (txn.dev_gen, txn.rows, txn.columns, txn.mem_tile_rows);
    let model = aie_target::device::DEVICES
        .iter()
        .filter(|d| d.is_npu())
        .find(|d| {
            let h = aie_target::txn::Header::of(d);
            (h.dev_gen, h.rows, h.columns, h.mem_tile_rows) == header
        })
        .ok_or_else(|| {
            format!(
                "no NPU device has the stream's generation {}, {} rows, {} columns and {} mem-tile row(s)",
                header.0, header.1, header.2, header.3
            )
        })?;
    let mut ir = Ir::new();
    let top = ir.top_block();
    dialect::ops::views::Device::build(&mut ir, Span::default())
        .device(model.name)
        .region()
        .insert(At::End(top));
    let dev = netlist::devices(&ir).remove(0);
    let mut globals = Globals::new(&dev, "config_blockwrite_data_");
    for op in &txn.ops {
        build(&mut ir, At::End(dev.body), op, &mut globals);
    }
    // The globals first, in the order of their blockwrites.
    let data: Vec<_> = ir
        .ops_in(dev.body)
        .filter(|&o| ir.is(o, OpKind::MemrefGlobal))
        .collect();
    for g in data.into_iter().rev() {
        ir.move_op(g, At::Start(dev.body));
    }
    Ok(ir)
}

/// `memref<N x i8>`.
pub(crate) fn bytes_type(n: u64) -> Type {
    Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(Type::I8),
        layout: None,
        space: None,
    }
}

/// Names for the blockwrite data globals, unused in the device:
/// `prefix` and a number.
struct Globals<'d> {
    dev: &'d Dev,
    prefix: &'static str,
    next: usize,
}

impl<'d> Globals<'d> {
    fn new(dev: &'d Dev, prefix: &'static str) -> Self {
        Globals {
            dev,
            prefix,
            next: 0,
        }
    }

    /// A new constant global holding `data`; returns its name and type.
    fn add(&mut self, ir: &mut Ir, data: &[u32]) -> (String, Type) {
        let name = loop {
            let name = format!("{}{}", self.prefix, self.next);
            self.next += 1;
            if crate::globals::global(ir, self.dev, &name).is_none() {
                break name;
            }
        };
        let ty = crate::globals::words_type(data.len());
        let list = data
            .iter()
            .map(|&w| DenseLit::Int(i128::from(w as i32)))
            .collect();
        let value = dialect::ir::Attr::dense(
            canonical_dense(DenseLit::List(list), Some(&ty)),
            ty.tensor_of(),
        );
        let global = MemrefGlobal::build(ir, Span::default())
            .sym_visibility("private")
            .constant(true)
            .sym_name(&name)
            .type_attr(ty.clone())
            .initial_value(value)
            .detached();
        ir.append_op(self.dev.body, global.op());
        (name, ty)
    }
}

/// The `aiex.npu` op of `op` at `at`.
fn build(ir: &mut Ir, at: At, op: &TxnOp, globals: &mut Globals) {
    let s = Span::default();
    match *op {
        TxnOp::Write32 { address, value } => {
            let w = NpuWrite32::build(ir, s).address(address.into());
            w.value(value.into()).insert(at);
        }
        TxnOp::MaskWrite32 {
            address,
            value,
            mask,
        } => {
            let w = NpuMaskwrite32::build(ir, s).address(address.into());
            w.value(value.into()).mask(mask.into()).insert(at);
        }
        TxnOp::MaskPoll32 {
            address,
            value,
            mask,
        } => {
            let p = NpuMaskpoll::build(ir, s).address(address.into());
            p.value(value.into()).mask(mask.into()).insert(at);
        }
        TxnOp::BlockWrite { address, ref data } => {
            let (name, ty) = globals.add(ir, data);
            let get = MemrefGetGlobal::build(ir, s).name(&name).result(ty);
            let get = get.insert(at).op();
            let data = ir[get].results[0];
            let w = NpuBlockwrite::build(ir, s).operand(data);
            w.address(address.into()).insert(at);
        }
        TxnOp::Sync {
            column,
            row,
            direction,
            channel,
            column_num,
            row_num,
        } => {
            let b = NpuSync::build(ir, s).column(column.into()).row(row.into());
            let b = b.direction(direction.into()).channel(channel.into());
            b.column_num(column_num.into())
                .row_num(row_num.into())
                .insert(at);
        }
        TxnOp::AddressPatch {
            addr,
            arg_idx,
            arg_plus,
        } => {
            let b = NpuAddressPatch::build(ir, s).addr(addr.into());
            b.arg_idx(arg_idx.into())
                .arg_plus(arg_plus as i64)
                .insert(at);
        }
        TxnOp::LoadPdi { id, size, address } => {
            let b = NpuLoadPdi::build(ir, s).id(id.into()).size(size.into());
            b.address(address).insert(at);
        }
        TxnOp::Preempt { level } => {
            NpuPreempt::build(ir, s).level(level.into()).insert(at);
        }
        TxnOp::CreateScratchpad { usage_type, size } => {
            let mut b = NpuCreateScratchpad::build(ir, s).size(size.into());
            if usage_type != 0 {
                b = b.usage_type(usage_type.into());
            }
            b.insert(at);
        }
        TxnOp::UpdateReg {
            state_table_idx,
            func,
            func_arg,
            address,
        } => {
            let mut b =
                NpuUpdateFromScratchpad::build(ir, s).state_table_idx(state_table_idx.into());
            b = b.address(address.into());
            if func_arg != 0 {
                b = b.func_arg(func_arg.into());
            }
            match StateTableFunc::ALL
                .into_iter()
                .find(|f| f.value() == i64::from(func))
            {
                Some(f) if f != StateTableFunc::Incr => b.func(f).insert(at),
                _ => b.insert(at),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::npu::binary::{self, Select};

    /// Example `name` through the default pipeline up to the NPU ops.
    fn lowered(name: &str) -> Ir {
        let path = format!(
            "{}/../examples/{name}/design.mlir",
            env!("CARGO_MANIFEST_DIR")
        );
        let mut ir = dialect::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let steps = crate::default_pipeline(Some("canonicalize")).unwrap();
        let config = crate::Config { verify_each: true };
        let ds = crate::run(&mut ir, &steps, config, &mut |_, _, _| {});
        assert!(!crate::manager::has_error(&ds), "{ds:?}");
        ir
    }

    /// Every example's stream decodes, installs into its own design as the
    /// runtime sequence, verifies, and translates back to the same ops.
    #[test]
    fn streams_round_trip_through_the_ir() {
        let dir = format!("{}/../examples", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            // An example run by its Makefile (makefile_scale) has no design.mlir.
            if !entry.path().join("design.mlir").is_file() {
                continue;
            }
            let mut ir = lowered(&name);
            let words = binary::words(&ir, Select::default()).unwrap();
            let txn = decode(&words).unwrap();
            assert!(!txn.ops.is_empty(), "{name}");
            install(&mut ir, &txn, &[256, 256, 256]).unwrap();
            let ds = dialect::verify(&ir);
            assert!(!crate::manager::has_error(&ds), "{name}: {ds:?}");
            let again = binary::words(&ir, Select::default()).unwrap();
            assert_eq!(decode(&again).unwrap(), txn, "{name}");
        }
    }

    fn header(ops: u32, words: usize) -> Vec<u32> {
        vec![
            6 << 24 | 3 << 16 | 1 << 8,
            1 << 8 | 4,
            ops,
            4 * words as u32,
        ]
    }

    #[test]
    fn every_op_decodes() {
        let mut w = header(8, 4 + 6 + 7 + 7 + 6 + 4 + 12 + 4 + 1);
        w.extend([WRITE, 0, 0x1D004, 0, 7, 24]);
        w.extend([MASKWRITE, 0, 0x1D008, 0, 1, 3, 28]);
        w.extend([MASKPOLL, 0, 0x1D228, 0, 0, 0x40_0000, 28]);
        w.extend([BLOCKWRITE, 0, 0x1D000, 24, 10, 11]);
        w.extend([TCT, 16, 1 | 2 << 8 | 3 << 16, 4 << 8 | 5 << 16 | 6 << 24]);
        w.extend([DDR_PATCH, 48, 0, 0, 0, 0, 0x1D004, 0, 2, 0, 0xFFFF_FFFC, 1]);
        w.extend([LOAD_PDI | 9 << 16, 64, 0x10, 0x2]);
        w.push(PREEMPT | 5 << 8);
        let txn = decode(&w).unwrap();
        assert_eq!(
            (txn.dev_gen, txn.rows, txn.columns, txn.mem_tile_rows),
            (3, 6, 4, 1)
        );
        assert_eq!(
            txn.ops,
            [
                TxnOp::Write32 {
                    address: 0x1D004,
                    value: 7
                },
                TxnOp::MaskWrite32 {
                    address: 0x1D008,
                    value: 1,
                    mask: 3
                },
                TxnOp::MaskPoll32 {
                    address: 0x1D228,
                    value: 0,
                    mask: 0x40_0000
                },
                TxnOp::BlockWrite {
                    address: 0x1D000,
                    data: vec![10, 11]
                },
                TxnOp::Sync {
                    direction: 1,
                    row: 2,
                    column: 3,
                    row_num: 4,
                    column_num: 5,
                    channel: 6
                },
                TxnOp::AddressPatch {
                    addr: 0x1D004,
                    arg_idx: 2,
                    arg_plus: 0x1_FFFF_FFFC
                },
                TxnOp::LoadPdi {
                    id: 9,
                    size: 64,
                    address: 0x2_0000_0010
                },
                TxnOp::Preempt { level: 5 },
            ]
        );
        let npu1 = aie_target::device::device("npu1").unwrap();
        assert_eq!(txn.check_device(npu1), Ok(()));
        let npu2 = aie_target::device::device("npu2").unwrap();
        assert!(txn.check_device(npu2).unwrap_err().starts_with(
            "the instruction stream is for a device of generation 3, 6 rows, 4 columns"
        ));
    }

    #[test]
    fn scratchpad_ops_round_trip_through_the_ir() {
        let mut w = header(3, 4 + 4 + 3 + 3);
        w.extend([CREATE_SCRATCHPAD, 12, 0, 0]);
        w.extend([UPDATE_REG | 2 << 8 | 1 << 16, 0, 0x0020_0400]);
        w.extend([UPDATE_REG | 1 << 8, 4, 0x1D004]);
        let txn = decode(&w).unwrap();
        assert_eq!(
            txn.ops,
            [
                TxnOp::CreateScratchpad {
                    usage_type: 0,
                    size: 12
                },
                TxnOp::UpdateReg {
                    state_table_idx: 2,
                    func: 1,
                    func_arg: 0,
                    address: 0x0020_0400
                },
                TxnOp::UpdateReg {
                    state_table_idx: 1,
                    func: 0,
                    func_arg: 4,
                    address: 0x1D004
                },
            ]
        );
        let mut ir = lowered("add_one");
        install(&mut ir, &txn, &[64]).unwrap();
        let ds = dialect::verify(&ir);
        assert!(!crate::manager::has_error(&ds), "{ds:?}");
        let again = binary::words(&ir, Select::default()).unwrap();
        assert_eq!(again[4..], w[4..]);
    }

    /// A stream disassembles into the device its header names, its ops in
    /// the device, the blockwrite data as globals first.
    #[test]
    fn streams_disassemble_into_a_module() {
        let design = r#"module {
  aie.device(npu1_2col) {
    memref.global "private" constant @d : memref<2xi32> = dense<[1, 2]>
    aie.runtime_sequence() {
      aiex.npu.write32 {address = 2224128 : ui32, value = 2 : ui32}
      aiex.npu.preempt {level = 2 : ui8}
      %0 = memref.get_global @d : memref<2xi32>
      aiex.npu.blockwrite(%0) {address = 2215936 : ui32} : memref<2xi32>
      aiex.npu.maskwrite32 {address = 4 : ui32, value = 3 : ui32, mask = 7 : ui32}
    }
  }
}"#;
        let ir = dialect::parse(design).unwrap();
        let words = binary::words(&ir, Select::default()).unwrap();
        let module = to_module(&decode(&words).unwrap()).unwrap();
        let ds = dialect::verify(&module);
        assert!(!crate::manager::has_error(&ds), "{ds:?}");
        let text = dialect::print(&module);
        let want = [
            "aie.device(npu1_2col) {",
            "memref.global \"private\" constant @config_blockwrite_data_0 : memref<2xi32> = dense<[1, 2]>",
            "aiex.npu.write32(%c2224128_i32, %c2_i32) : i32, i32",
            "aiex.npu.preempt {level = 2 : ui8}",
            "%0 = memref.get_global @config_blockwrite_data_0 : memref<2xi32>",
            "aiex.npu.blockwrite(%0) {address = 2215936 : ui32} : memref<2xi32>",
            "aiex.npu.maskwrite32(%c4_i32, %c3_i32, %c7_i32) : i32, i32, i32",
        ];
        let mut at = 0;
        for line in want {
            let found = text[at..]
                .find(line)
                .unwrap_or_else(|| panic!("{line} in\n{text}"));
            at += found + line.len();
        }
        let mut unknown = decode(&words).unwrap();
        unknown.columns = 9;
        assert!(to_module(&unknown)
            .unwrap_err()
            .starts_with("no NPU device has"));
    }

    #[test]
    fn malformed_streams_are_errors() {
        let err = |w: &[u32]| decode(w).unwrap_err().to_string();
        assert_eq!(
            err(&[1, 2]),
            "instruction word 2: the stream has 2 word(s); its header has 4"
        );
        let mut w = header(0, 4);
        w[0] = 0x0000_0200;
        assert!(
            err(&w).starts_with("instruction word 0: transaction version 0.2"),
            "{}",
            err(&w)
        );
        assert_eq!(
            err(&header(0, 5)),
            "instruction word 3: the header gives 20 bytes; the buffer has 4 words"
        );
        assert_eq!(
            err(&header(1, 4)),
            "instruction word 2: the header counts 1 op(s); the stream holds 0"
        );
        let mut w = header(1, 5);
        w.push(0x42);
        assert!(err(&w).starts_with("instruction word 4: opcode 0x42 is not one aiec writes"));
        let mut w = header(1, 7);
        w.extend([WRITE, 0, 0]);
        assert_eq!(
            err(&w),
            "instruction word 7: the op at word 4 runs past the end of the stream"
        );
        let mut w = header(1, 10);
        w.extend([WRITE, 0, 0, 0, 0, 20]);
        assert_eq!(
            err(&w),
            "instruction word 9: write gives size 20, expected 24"
        );
        let mut w = header(1, 8);
        w.extend([BLOCKWRITE, 0, 0, 10]);
        assert_eq!(
            err(&w),
            "instruction word 7: blockwrite gives size 10: not 16 plus a multiple of 4"
        );
    }
}
