//! The runtime jobs as an `aie.runtime_sequence` of `aiex.npu` ops: block
//! writes of `memref.global` data (with the `address_patch` of each
//! APPLY_OFFSET_57: of an argument, or of the control code's pad, whose
//! words become a `memref.global @ctrlpkt_col<c>`), write32, maskwrite32
//! and sync.

use super::buffers::{dense_words, words_type};
use super::config::{place, symbolic_operands, CONTROL_FLOW};
use aie_target::cert::elf::AiecNote;
use aie_target::cert::format::PAGE_SIZE;
use aie_target::cert::loader::{ChainBd, Job, Page, Program};
use aie_target::cert::{Instr, Opcode};
use aie_target::device::{Device, TileKind};
use aie_target::regs;
use dialect::ir::types::FLOAT_TYPES;
use dialect::ir::{At, BlockId, Dim, Ir, Signedness, Span, Type, View};
use dialect::ops::views::{
    MemrefGetGlobal, MemrefGlobal, NpuAddressPatch, NpuBlockwrite, NpuMaskwrite32, NpuSync,
    NpuWrite32, RuntimeSequence,
};
use std::collections::BTreeMap;

/// The scalar type spelled `name` (`i32`, `ui8`, `bf16`, ...), if it is one.
fn scalar_type(name: &str) -> Option<Type> {
    if let Some(&f) = FLOAT_TYPES.iter().find(|&&f| f == name) {
        return Some(Type::Float(f));
    }
    let (sign, width) = if let Some(w) = name.strip_prefix("si") {
        (Signedness::Signed, w)
    } else if let Some(w) = name.strip_prefix("ui") {
        (Signedness::Unsigned, w)
    } else {
        (Signedness::Signless, name.strip_prefix('i')?)
    };
    let width = width
        .parse()
        .ok()
        .filter(|_| width.bytes().all(|c| c.is_ascii_digit()))?;
    Some(Type::Int { width, sign })
}

/// `memref<NxT>` for an argument of `size` bytes of `element_type`;
/// `memref<size x i8>` where the size is no whole number of elements or
/// the element type is not a scalar.
pub(super) fn arg_type(size: u64, element_type: &str) -> Type {
    let bits: Option<u64> = element_type
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok();
    let (n, elem) = match (bits.map(|b| b.div_ceil(8)), scalar_type(element_type)) {
        (Some(bytes), Some(t)) if bytes > 0 && size.is_multiple_of(bytes) && size > 0 => {
            (size / bytes, t)
        }
        _ => (size.max(1), Type::I8),
    };
    Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(elem),
        layout: None,
        space: None,
    }
}

/// The runtime jobs as an `aie.runtime_sequence` at the end of `block`
/// (its data as `memref.global`s before it); nothing without a note, or
/// with a note that has neither arguments nor runtime jobs. `program`
/// gives the columns' pads, which control-code patches point into.
pub(super) fn sequence(
    ir: &mut Ir,
    block: BlockId,
    device: &'static Device,
    (note, program): (Option<&AiecNote>, &Program),
    jobs: &[(&Page, &Job)],
    warnings: &mut Vec<String>,
) -> Result<(), String> {
    let Some(note) = note.filter(|n| !n.args.is_empty() || !jobs.is_empty()) else {
        return Ok(());
    };
    let op = RuntimeSequence::build(ir, Span::default())
        .region()
        .detached()
        .op();
    let body = ir.entry_block(op, 0).expect("a new region has its block");
    for a in &note.args {
        ir.add_block_arg(body, arg_type(a.size, &a.element_type));
    }
    let mut s = Sequence {
        ir,
        device_block: block,
        at: At::End(body),
        device,
        warnings,
        globals: 0,
        program,
        pads: BTreeMap::new(),
    };
    for &(page, job) in jobs {
        s.job(page, job)?;
    }
    // An empty signature and body is a region without blocks, as read.
    if ir[body].args.is_empty() && ir.is_empty_block(body) {
        let region = ir[op].regions[0];
        ir[region].blocks.clear();
    }
    ir.append_op(block, op);
    Ok(())
}

/// The runtime sequence being filled.
struct Sequence<'a> {
    ir: &'a mut Ir,
    /// Where the data globals go.
    device_block: BlockId,
    /// Where the ops go.
    at: At,
    device: &'static Device,
    warnings: &'a mut Vec<String>,
    /// Globals made so far.
    globals: usize,
    program: &'a Program,
    /// The global holding each column's pad, once made.
    pads: BTreeMap<u32, String>,
}

/// What an APPLY_OFFSET_57 adds to a BD's address.
#[derive(Clone, Copy, Debug)]
enum Base {
    /// The host address of runtime-sequence argument n.
    Arg(u32),
    /// The host address of the column's control code (offset 0xFFFF).
    ControlCode,
}

impl std::fmt::Display for Base {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Base::Arg(n) => write!(f, "argument {n}"),
            Base::ControlCode => f.write_str("the control code"),
        }
    }
}

impl Sequence<'_> {
    /// The ops of one runtime job.
    fn job(&mut self, page: &Page, job: &Job) -> Result<(), String> {
        // APPLY_OFFSET_57s waiting for the block write of their BD data:
        // body offset of the data → what it adds.
        let mut patches: BTreeMap<usize, Base> = BTreeMap::new();
        for (at, i) in job.body() {
            let get = |name| i64::from(i.get(name).unwrap_or(0));
            match i.op.opcode {
                Opcode::Write32 => {
                    NpuWrite32::build(self.ir, Span::default())
                        .address(get("address"))
                        .value(get("value"))
                        .insert(self.at);
                }
                Opcode::MaskWrite32 => {
                    NpuMaskwrite32::build(self.ir, Span::default())
                        .address(get("address"))
                        .value(get("value"))
                        .mask(get("mask"))
                        .insert(self.at);
                }
                Opcode::ApplyOffset57 => {
                    if !self.apply_offset(page, *at, i, &mut patches) {
                        continue;
                    }
                }
                Opcode::UcDmaWriteDes | Opcode::UcDmaWriteDesSync => {
                    let chain = page
                        .uc_dma_chain(i.get("descriptor_ptr").unwrap_or(0) as usize)
                        .map_err(|e| e.to_string())?;
                    for bd in chain {
                        let patch = patches.remove(&bd.payload);
                        self.block_write(page, *at, &bd, patch);
                    }
                }
                Opcode::WaitTcts => self.sync(page, *at, i),
                op if CONTROL_FLOW.contains(&op) => {}
                _ => self.warnings.push(format!(
                    "{}: {} has no aiex.npu form; not lifted",
                    place(page, *at),
                    i.op.mnemonic
                )),
            }
            symbolic_operands(page, *at, i, self.warnings);
        }
        for (table, base) in patches {
            self.warnings.push(format!(
                "{}: APPLY_OFFSET_57 of {base} patches the data at body offset 0x{table:x}, which no later uC-DMA block write of job {} copies; not lifted",
                page.text_section, job.id
            ));
        }
        Ok(())
    }

    /// Records the patches of an APPLY_OFFSET_57 (false, with a warning,
    /// for one `address_patch` cannot express).
    fn apply_offset(
        &mut self,
        page: &Page,
        at: usize,
        i: &Instr,
        patches: &mut BTreeMap<usize, Base>,
    ) -> bool {
        let get = |name| i.get(name).unwrap_or(0);
        let (table, entries, offset) = (get("table_ptr"), get("num_entries"), get("offset"));
        let base = match offset {
            0xFFFF => Base::ControlCode,
            o if o % 2 == 0 => Base::Arg(o / 2),
            _ => {
                self.warnings.push(format!(
                    "{}: APPLY_OFFSET_57 adds odd slot 0x{offset:x} to the shim BD at body offset 0x{table:x}; address_patch names only runtime-sequence arguments; not lifted",
                    place(page, at),
                ));
                return false;
            }
        };
        for e in 0..entries as usize {
            patches.insert(table as usize + 36 * e, base);
        }
        true
    }

    /// The `global` and byte offset of control-code address `address` of
    /// `page`'s column: a place in the column's pad, whose words become a
    /// `memref.global @ctrlpkt_col<c>` (made once).
    fn pad_place(&mut self, page: &Page, address: u64) -> Option<(String, u64)> {
        let column = self.program.column(page.column)?;
        let (_, bytes) = column.pad.as_ref()?;
        let base = (column.pages.len() * PAGE_SIZE) as u64;
        let offset = address
            .checked_sub(base)
            .filter(|&o| o < bytes.len() as u64)?;
        if let Some(name) = self.pads.get(&page.column) {
            return Some((name.clone(), offset));
        }
        let words: Vec<u32> = bytes
            .chunks(4)
            .map(|c| c.iter().rev().fold(0, |w, &b| w << 8 | u32::from(b)))
            .collect();
        let name = format!("ctrlpkt_col{}", page.column);
        let ty = words_type(words.len() as u64);
        let global = MemrefGlobal::build(self.ir, Span::default())
            .sym_visibility("private")
            .constant(true)
            .sym_name(&name)
            .type_attr(ty)
            .initial_value(dense_words(&words))
            .detached();
        self.ir.append_op(self.device_block, global.op());
        self.pads.insert(page.column, name.clone());
        Some((name, offset))
    }

    /// One uC-DMA BD: a `memref.global` of its data, `memref.get_global`,
    /// `aiex.npu.blockwrite`, and the `address_patch` of what `patch` adds:
    /// an argument, or the control code (with the pad the address points
    /// into as its `global`).
    fn block_write(&mut self, page: &Page, at: usize, bd: &ChainBd, patch: Option<Base>) {
        let mut words = bd.words.clone();
        let remote = bd.bd.remote();
        let mut plus = None;
        if let Some(base) = patch {
            // The data holds the byte offset the patch adds (with the 9th
            // word, host-address bits 56:48).
            let blob = page.words(bd.payload, 9).unwrap_or_else(|_| words.clone());
            let offset = regs::shim_bd_host_address(&blob);
            plus = match base {
                Base::Arg(arg) => Some((Ok(arg), offset)),
                Base::ControlCode => match self.pad_place(page, offset) {
                    Some((name, o)) => Some((Err(name), o)),
                    None => {
                        self.warnings.push(format!(
                            "{}: APPLY_OFFSET_57 points the shim BD at 0x{offset:x} of the control code, outside the column's pad; not lifted",
                            place(page, at)
                        ));
                        None
                    }
                },
            };
            if plus.is_some() {
                regs::set_shim_bd_host_address(&mut words, 0);
            }
        }
        if remote >> 32 != 0 {
            self.warnings.push(format!(
                "{}: a uC-DMA block write to 0x{remote:x}, beyond 32-bit array addresses; not lifted",
                place(page, at)
            ));
            return;
        }
        let name = format!("blockwrite_data_{}", self.globals);
        self.globals += 1;
        let ty = words_type(words.len() as u64);
        let global = MemrefGlobal::build(self.ir, Span::default())
            .sym_visibility("private")
            .constant(true)
            .sym_name(&name)
            .type_attr(ty.clone())
            .initial_value(dense_words(&words))
            .detached();
        self.ir.append_op(self.device_block, global.op());
        let get = MemrefGetGlobal::build(self.ir, Span::default())
            .name(&name)
            .result(ty)
            .insert(self.at);
        let data = self.ir[get.op()].results[0];
        NpuBlockwrite::build(self.ir, Span::default())
            .operand(data)
            .address(remote as i64)
            .insert(self.at);
        let Some((base, plus)) = plus else { return };
        let Ok(plus) = i32::try_from(plus) else {
            let base = base.map_or_else(|_| Base::ControlCode, Base::Arg);
            self.warnings.push(format!(
                "{}: the host-address offset 0x{plus:x} of {base} does not fit address_patch's 32-bit arg_plus; the patch is not lifted",
                place(page, at)
            ));
            return;
        };
        let shim_bd = regs::bd_layout(TileKind::ShimNoc);
        let addr = remote + u64::from(shim_bd.map_or(0, |l| l.address_word_offset));
        let patch = NpuAddressPatch::build(self.ir, Span::default())
            .addr(addr as i64)
            .arg_plus(plus.into());
        match base {
            Ok(arg) => patch.arg_idx(arg.into()),
            Err(global) => patch.arg_idx(-1).global(&global),
        }
        .insert(self.at);
    }

    /// WAIT_TCTS: one `aiex.npu.sync` per token.
    fn sync(&mut self, page: &Page, at: usize, i: &Instr) {
        let get = |name| i.get(name).unwrap_or(0);
        let (tile, actor, n) = (get("tile_id"), get("actor_id"), get("target_tcts"));
        let (col, row) = (tile >> 5, tile & 0x1F);
        let (direction, channel) = if actor >= 6 {
            (1, actor - 6)
        } else {
            (0, actor)
        };
        if self.device.tile_kind(col.into(), row.into()).is_none() {
            self.warnings.push(format!(
                "{}: WAIT_TCTS names tile ({col}, {row}), which {} lacks; lifted as is",
                place(page, at),
                self.device.name
            ));
        }
        for _ in 0..n.max(1) {
            NpuSync::build(self.ir, Span::default())
                .column(col.into())
                .row(row.into())
                .direction(direction)
                .channel(channel.into())
                .column_num(1)
                .row_num(1)
                .insert(self.at);
        }
    }
}
