//! The runtime jobs as an `aie.runtime_sequence` of `aiex.npu` ops: block
//! writes of `memref.global` data (with the `address_patch` of each
//! APPLY_OFFSET_57: of an argument, or of the control code's pad, whose
//! words become a `memref.global @ctrlpkt_col<c>`), write32, maskwrite32,
//! maskpoll and sync.

use super::buffers::{dense_words, words_type};
use super::config::{place, symbol_view, symbolic_operands, CONTROL_FLOW};
use crate::ir::cases::StateTableFunc;
use crate::ir::types::FLOAT_TYPES;
use crate::ir::TypedEnum;
use crate::ir::{At, Attr, BlockId, Dim, IntType, Ir, Signedness, Span, Type, ValueId, View};
use crate::ops::views::{
    ArithAddi, ArithConstant, ArithIndexCast, ArithTrunci, MemrefGetGlobal, MemrefGlobal,
    NpuAddressPatch, NpuBlockwrite, NpuCreateScratchpad, NpuMaskpoll, NpuMaskwrite32, NpuSync,
    NpuUpdateFromScratchpad, NpuWrite32, RuntimeSequence,
};
use aie_target::cert::elf::{argument_of_symbol, AiecNote};
use aie_target::cert::encoding::{
    ApplyOffset57, Read32, Read32D, UcDmaWriteDes, UcDmaWriteDesSync, WaitTcts, Write32D,
};
use aie_target::cert::format::PAGE_SIZE;
use aie_target::cert::isa::CONTROL_CODE_BASE_OFFSET;
use aie_target::cert::loader::{ChainBd, Job, Page, Program};
use aie_target::cert::Instr;
use aie_target::device::{Device, TileKind};
use aie_target::regs;
use std::collections::{BTreeMap, HashMap};

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

/// The type of a scalar argument spelled `name` (`index`, `i32`, ...); `i32`
/// for one that is not a scalar type.
fn scalar_arg_type(name: &str) -> Type {
    match name {
        "index" => Type::Index,
        _ => scalar_type(name).unwrap_or(Type::I32),
    }
}

/// `memref<NxT>` for an argument of `size` bytes of `element_type`;
/// `memref<size x i8>` where the size is no whole number of elements or
/// the element type is not a scalar; `memref<?xT>` for size 0, a buffer
/// the host sizes.
pub(super) fn arg_type(size: u64, element_type: &str) -> Type {
    let bits: Option<u64> = element_type
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok();
    let (n, elem) = match (bits.map(|b| b.div_ceil(8)), scalar_type(element_type)) {
        (_, Some(t)) if size == 0 => (None, t),
        (Some(bytes), Some(t)) if bytes > 0 && size.is_multiple_of(bytes) => {
            (Some(size / bytes), t)
        }
        _ => (Some(size.max(1)), Type::I8),
    };
    Type::MemRef {
        shape: Some(vec![n.map_or(Dim::Dynamic, Dim::Static)]),
        elem: Box::new(elem),
        layout: None,
        space: None,
    }
}

/// The operand of `i` that the lift reads as a value (a constant, or the
/// argument its symbol names): the value of WRITE_32, MASK_WRITE_32,
/// WRITE_32_D, MOV and ADD.
fn lifted_value(i: &Instr) -> Option<u32> {
    match i {
        Instr::Write32(w) => Some(w.value),
        Instr::MaskWrite32(w) => Some(w.value),
        Instr::Write32D(w) => Some(w.value),
        Instr::Mov(m) => Some(m.value),
        Instr::Add(a) => Some(a.value),
        _ => None,
    }
}

/// What the lifted value ([`lifted_value`]) of instruction `i` at body
/// offset `at` holds.
fn field(page: &Page, at: usize, i: &Instr) -> Field {
    let (view, symbols) = symbol_view(page, at, i);
    let symbol = lifted_value(&view).and_then(|n| symbols.get((n as usize).checked_sub(1)?));
    match symbol.and_then(|s| argument_of_symbol(s)) {
        Some(n) => Field::Arg(n),
        None => Field::Const(lifted_value(i).unwrap_or(0)),
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
        let ty = match a.scalar {
            true => scalar_arg_type(&a.element_type),
            false => arg_type(a.size, &a.element_type),
        };
        ir.add_block_arg(body, ty);
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
        regs: HashMap::new(),
        args: HashMap::new(),
        scratchpad: None,
    };
    for &(page, job) in jobs {
        s.regs.clear();
        s.job(page, job)?;
    }
    // An empty signature and body is a region without blocks, as read.
    if ir[body].args.is_empty() && ir.is_empty_block(body) {
        let region = ir[op].regions()[0];
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
    /// The job's registers: the i32 value each holds (`None`: one read from
    /// the array, which the sequence cannot say); a register never set holds 0.
    regs: HashMap<u8, Option<Lifted>>,
    /// Each scalar argument as an i32, once made.
    args: HashMap<usize, ValueId>,
    /// The size of the scratchpad the sequence creates, once lifted (every
    /// column creates it; the sequence holds one).
    scratchpad: Option<u32>,
}

/// An instruction field's value: a constant, or a runtime-sequence
/// argument's (a symbol the loader resolves).
#[derive(Clone, Copy)]
enum Field {
    Const(u32),
    Arg(usize),
}

/// A value of the lifted sequence: a constant (kept as an attribute where a
/// field takes it), or an i32 SSA value.
#[derive(Clone, Copy)]
enum Lifted {
    Const(u32),
    Value(ValueId),
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
            match i {
                Instr::Write32(w) => {
                    let v = self.value(page, *at, i);
                    self.write32(w.address.into(), v);
                }
                Instr::MaskWrite32(w) => {
                    let v = self.value(page, *at, i);
                    let write = NpuMaskwrite32::build(self.ir, Span::default())
                        .address(w.address.into())
                        .mask(w.mask.into());
                    match v {
                        Lifted::Const(c) => {
                            write.value(c.into()).insert(self.at);
                        }
                        Lifted::Value(v) => {
                            let w = write.insert(self.at);
                            w.set_value_operand(self.ir, v);
                        }
                    }
                }
                Instr::MaskPoll32(p) => {
                    NpuMaskpoll::build(self.ir, Span::default())
                        .address(p.address.into())
                        .value(p.value.into())
                        .mask(p.mask.into())
                        .insert(self.at);
                }
                Instr::Mov(m) => {
                    let v = self.value(page, *at, i);
                    self.regs.insert(m.dest, Some(v));
                }
                Instr::Add(a) => {
                    let v = self.value(page, *at, i);
                    let sum = self
                        .regs
                        .get(&a.dest)
                        .copied()
                        .unwrap_or(Some(Lifted::Const(0)));
                    let sum = sum.map(|old| self.add(old, v));
                    self.regs.insert(a.dest, sum);
                }
                Instr::Read32(Read32 { value: dest, .. })
                | Instr::Read32D(Read32D { value: dest, .. }) => {
                    self.warnings.push(format!(
                        "{}: {} reads the array into a register, which a runtime sequence cannot; not lifted",
                        place(page, *at),
                        i.op().mnemonic
                    ));
                    self.regs.insert(*dest, None);
                }
                Instr::Write32D(w) => self.write_d(page, *at, i, w),
                Instr::ApplyOffset57(a) => {
                    if !self.apply_offset(page, *at, a, &mut patches) {
                        continue;
                    }
                }
                Instr::UcDmaWriteDes(UcDmaWriteDes { descriptor_ptr, .. })
                | Instr::UcDmaWriteDesSync(UcDmaWriteDesSync { descriptor_ptr }) => {
                    let chain = page
                        .uc_dma_chain(usize::from(*descriptor_ptr))
                        .map_err(|e| e.to_string())?;
                    for bd in chain {
                        let patch = patches.remove(&bd.payload);
                        self.block_write(page, *at, &bd, patch);
                    }
                }
                Instr::WaitTcts(w) => self.sync(page, *at, w),
                Instr::CreateScratchpad(c) if self.scratchpad.is_some() => {
                    if self.scratchpad != Some(c.size) {
                        self.warnings.push(format!(
                            "{}: CREATE_SCRATCHPAD of {} bytes where another column creates {}; not lifted",
                            place(page, *at),
                            c.size,
                            self.scratchpad.unwrap_or_default()
                        ));
                    }
                }
                Instr::CreateScratchpad(c) => {
                    self.scratchpad = Some(c.size);
                    let mut b =
                        NpuCreateScratchpad::build(self.ir, Span::default()).size(c.size.into());
                    if c.usage_type != 0 {
                        b = b.usage_type(c.usage_type.into());
                    }
                    b.insert(self.at);
                }
                Instr::UpdateReg(u) => {
                    let mut b = NpuUpdateFromScratchpad::build(self.ir, Span::default())
                        .state_table_idx(u.state_table_idx.into())
                        .address(u.address.into());
                    if u.func_arg != 0 {
                        b = b.func_arg(u.func_arg.into());
                    }
                    let func = StateTableFunc::ALL
                        .into_iter()
                        .find(|f| f.value() == i64::from(u.func));
                    match func {
                        Some(f) if f != StateTableFunc::Incr => b.func(f).insert(self.at),
                        _ => b.insert(self.at),
                    };
                }
                i if CONTROL_FLOW.contains(&i.opcode()) => {}
                _ => self.warnings.push(format!(
                    "{}: {} has no aiex.npu form; not lifted",
                    place(page, *at),
                    i.op().mnemonic
                )),
            }
            symbolic_operands(page, *at, i, lifted_value, self.warnings);
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
        a: &ApplyOffset57,
        patches: &mut BTreeMap<usize, Base>,
    ) -> bool {
        let (table, entries, offset) = (a.table_ptr, a.num_entries, a.offset);
        let base = match offset {
            CONTROL_CODE_BASE_OFFSET => Base::ControlCode,
            o if o % 2 == 0 => Base::Arg(u32::from(o / 2)),
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
        // A shim BD's host address has 57 bits: any fits arg_plus.
        let plus = plus as i64;
        let shim_bd = regs::bd_layout(TileKind::ShimNoc);
        let addr = remote + u64::from(shim_bd.map_or(0, |l| l.address_word_offset));
        // Past 32 bits the offset is an i64 constant, as the patch's operand is typed.
        let wide = i32::try_from(plus).is_err().then(|| {
            let c = ArithConstant::build(self.ir, Span::default())
                .value(Attr::Int(i128::from(plus), IntType::I64))
                .result(Type::I64)
                .insert(self.at)
                .op();
            self.ir[c].results[0]
        });
        let patch = NpuAddressPatch::build(self.ir, Span::default()).addr(addr as i64);
        let patch = match wide {
            Some(v) => patch.operand(v),
            None => patch.arg_plus(plus),
        };
        match base {
            Ok(arg) => patch.arg_idx(arg.into()),
            Err(global) => patch.arg_idx(-1).global(&global),
        }
        .insert(self.at);
    }

    /// The lifted value of instruction `i` ([`lifted_value`]): the
    /// constant, or the argument its symbol names.
    fn value(&mut self, page: &Page, at: usize, i: &Instr) -> Lifted {
        match field(page, at, i) {
            Field::Arg(n) => match self.argument(n) {
                Some(v) => Lifted::Value(v),
                None => {
                    self.warnings.push(format!(
                        "{}: {} value is argument {n}, which the note does not declare as a scalar; lifted as 0",
                        place(page, at),
                        i.op().mnemonic
                    ));
                    Lifted::Const(0)
                }
            },
            Field::Const(c) => Lifted::Const(c),
        }
    }

    /// A write32 of `value` to `address`.
    fn write32(&mut self, address: i64, value: Lifted) {
        let write = NpuWrite32::build(self.ir, Span::default()).address(address);
        match value {
            Lifted::Const(c) => {
                write.value(c.into()).insert(self.at);
            }
            Lifted::Value(v) => {
                let w = write.insert(self.at);
                w.set_value_operand(self.ir, v);
            }
        }
    }

    /// WRITE_32_D: a write32 of its immediate or register address and value.
    fn write_d(&mut self, page: &Page, at: usize, i: &Instr, w: &Write32D) {
        let reg = |s: &Self, r: u32| {
            s.regs
                .get(&(r as u8))
                .copied()
                .unwrap_or(Some(Lifted::Const(0)))
        };
        let address = match w.flags & 1 {
            1 => Some(w.address),
            _ => match reg(self, w.address) {
                Some(Lifted::Const(a)) => Some(a),
                _ => None,
            },
        };
        let value = match w.flags & 2 {
            2 => Some(self.value(page, at, i)),
            _ => reg(self, w.value),
        };
        let (Some(address), Some(value)) = (address, value) else {
            self.warnings.push(format!(
                "{}: WRITE_32_D of a register whose value the runtime sequence cannot say (an address computed at run time, or a value read from the array); not lifted",
                place(page, at)
            ));
            return;
        };
        self.write32(address.into(), value);
    }

    /// `c` as an i32 SSA value (an `arith.constant`).
    fn materialize(&mut self, v: Lifted) -> ValueId {
        let c = match v {
            Lifted::Value(v) => return v,
            Lifted::Const(c) => c,
        };
        let op = ArithConstant::build(self.ir, Span::default())
            .value(Attr::Int(i128::from(c as i32), IntType::I32))
            .result(Type::I32)
            .insert(self.at)
            .op();
        self.ir[op].results[0]
    }

    /// `a + b` (i32, wrapping).
    fn add(&mut self, a: Lifted, b: Lifted) -> Lifted {
        if let (Lifted::Const(a), Lifted::Const(b)) = (a, b) {
            return Lifted::Const(a.wrapping_add(b));
        }
        let (a, b) = (self.materialize(a), self.materialize(b));
        let op = ArithAddi::build(self.ir, Span::default())
            .operands(&[a, b])
            .result(Type::I32)
            .insert(self.at)
            .op();
        Lifted::Value(self.ir[op].results[0])
    }

    /// Scalar argument `n` of the sequence as an i32 (cast once), if the
    /// sequence has it.
    fn argument(&mut self, n: usize) -> Option<ValueId> {
        if let Some(&v) = self.args.get(&n) {
            return Some(v);
        }
        let At::End(body) = self.at else { return None };
        let arg = *self.ir[body].args.get(n)?;
        let at = self.ir.first_op(body).map_or(At::End(body), At::Before);
        let span = Span::default();
        let cast = match *self.ir.type_of(arg) {
            Type::Int { width: 32, .. } => None,
            Type::Index => Some(
                ArithIndexCast::build(self.ir, span)
                    .operand(arg)
                    .result(Type::I32)
                    .insert(at)
                    .op(),
            ),
            Type::Int { width, .. } if width > 32 => Some(
                ArithTrunci::build(self.ir, span)
                    .operand(arg)
                    .result(Type::I32)
                    .insert(at)
                    .op(),
            ),
            _ => return None,
        };
        let v = cast.map_or(arg, |c| self.ir[c].results[0]);
        self.args.insert(n, v);
        Some(v)
    }

    /// WAIT_TCTS: one `aiex.npu.sync` per token.
    fn sync(&mut self, page: &Page, at: usize, w: &WaitTcts) {
        let tile = u32::from(w.tile_id);
        let (actor, n) = (u32::from(w.actor_id), w.target_tcts);
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
