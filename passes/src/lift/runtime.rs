//! The runtime jobs as an `aie.runtime_sequence` of `aiex.npu` ops: block
//! writes of `memref.global` data (with the `address_patch` of each
//! APPLY_OFFSET_57), write32, maskwrite32 and sync.

use super::buffers::{dense_words, words_type};
use super::config::{place, symbolic_operands, CONTROL_FLOW};
use aie_target::cert::elf::AiecNote;
use aie_target::cert::loader::{ChainBd, Job, Page};
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
/// with a note that has neither arguments nor runtime jobs.
pub(super) fn sequence(
    ir: &mut Ir,
    block: BlockId,
    device: &'static Device,
    note: Option<&AiecNote>,
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
}

impl Sequence<'_> {
    /// The ops of one runtime job.
    fn job(&mut self, page: &Page, job: &Job) -> Result<(), String> {
        // APPLY_OFFSET_57s waiting for the block write of their BD data:
        // body offset of the data → argument index.
        let mut patches: BTreeMap<usize, u32> = BTreeMap::new();
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
        for (table, arg) in patches {
            self.warnings.push(format!(
                "{}: APPLY_OFFSET_57 of argument {arg} patches the data at body offset 0x{table:x}, which no later uC-DMA block write of job {} copies; not lifted",
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
        patches: &mut BTreeMap<usize, u32>,
    ) -> bool {
        let get = |name| i.get(name).unwrap_or(0);
        let (table, entries, offset) = (get("table_ptr"), get("num_entries"), get("offset"));
        if offset == 0xFFFF || offset % 2 == 1 {
            self.warnings.push(format!(
                "{}: APPLY_OFFSET_57 adds {} to the shim BD at body offset 0x{table:x}; address_patch names only runtime-sequence arguments; not lifted",
                place(page, at),
                if offset == 0xFFFF { "the control code's host address".to_string() } else { format!("odd slot 0x{offset:x}") }
            ));
            return false;
        }
        for e in 0..entries as usize {
            patches.insert(table as usize + 36 * e, offset / 2);
        }
        true
    }

    /// One uC-DMA BD: a `memref.global` of its data, `memref.get_global`,
    /// `aiex.npu.blockwrite`, and the `address_patch` of argument `patch`.
    fn block_write(&mut self, page: &Page, at: usize, bd: &ChainBd, patch: Option<u32>) {
        let mut words = bd.words.clone();
        let remote = bd.bd.remote();
        let mut plus = None;
        if let Some(arg) = patch {
            // The data holds the byte offset the patch adds (with the 9th
            // word, host-address bits 56:48).
            let blob = page.words(bd.payload, 9).unwrap_or_else(|_| words.clone());
            plus = Some((arg, regs::shim_bd_host_address(&blob)));
            regs::set_shim_bd_host_address(&mut words, 0);
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
        let Some((arg, plus)) = plus else { return };
        let Ok(plus) = i32::try_from(plus) else {
            self.warnings.push(format!(
                "{}: the host-address offset 0x{plus:x} of argument {arg} does not fit address_patch's 32-bit arg_plus; the patch is not lifted",
                place(page, at)
            ));
            return;
        };
        let shim_bd = regs::bd_layout(TileKind::ShimNoc);
        let addr = remote + u64::from(shim_bd.map_or(0, |l| l.address_word_offset));
        NpuAddressPatch::build(self.ir, Span::default())
            .addr(addr as i64)
            .arg_idx(arg.into())
            .arg_plus(plus.into())
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
