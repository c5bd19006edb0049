//! Compiling a lowered `aie.core` body (and the functions it calls) into
//! [`CoreProgram`]'s flat code.
//!
//! Every SSA value of a function gets a slot (an `scf.for`'s results share the
//! slots of its iteration arguments). Structured ops become jumps: `scf.for`
//! is `ForInit` … body … `ForNext`, `scf.if` is `IfNot` … `Jump` …, and
//! `scf.index_switch` a `Switch` over its arms. Values defined outside the
//! core (constants, buffers) are set when the frame is entered. An op that
//! cannot be compiled becomes a `Trap` carrying its error, raised only if the
//! core reaches it; [`CoreProgram::unsupported`] lists them all.

mod aievec;
mod loops;
mod memory;
mod streams;
mod transfers;
mod vector_ops;
mod vectors;

use super::code::*;
use super::env::{
    callee as callee_of, checked, device_of, malformed, tile_coords, LockRef, Tile, CASCADE_BYTES,
};
use super::value::{from_f64, mask, scalar, FloatKind, Scalar};
use super::{CoreError, ErrorKind};
use aie_target::device::Device;
use dialect::ir::cases::{LockAction, LockBlocking};
use dialect::ir::{Attr, BlockId, OpId, OpKind, RegionId, Type, TypedEnum, ValueId, View as _};
use dialect::ops::access;
use dialect::ops::views::{
    AffineApply, ArithCmpf, ArithCmpi, ArithConstant, Buffer, Core as CoreOp, Event, FuncCall,
    Lock, ScfIndexSwitch, UseLock,
};
use dialect::{Diagnostic, Ir};
use memory::lanes;
use std::collections::HashMap;
use vectors::{math_fn, math_fn2};

type Res<T> = Result<T, CoreError>;

/// Every `aie.core` op of the design, in program order.
pub fn core_ops(ir: &Ir) -> Vec<OpId> {
    ir.walk(ir.top)
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::Core))
        .collect()
}

impl CoreProgram {
    /// Compiles the body of `aie.core` op `core` and the functions it calls.
    /// Fails only when the core itself cannot run (no tile, an unknown
    /// device, an `elf_file`); ops inside that cannot run become run-time
    /// errors (see [`CoreProgram::unsupported`]).
    pub fn compile(ir: &Ir, core: OpId) -> Result<CoreProgram, CoreError> {
        let Some(op) = (core.index() < ir.num_ops()).then(|| &ir[core]) else {
            return Err(CoreError::new(
                ErrorKind::Design,
                Diagnostic::error(Default::default(), "no such op"),
            ));
        };
        let fail = |msg: String| {
            Err(CoreError::new(
                ErrorKind::Design,
                Diagnostic::op_error(op.span, op.name(), msg),
            ))
        };
        let Some(core_op) = ir.view::<CoreOp>(core) else {
            return fail(format!("is not an aie.core op but '{}'", op.name()));
        };
        if let Some(why) = malformed(ir, core) {
            return fail(why);
        }
        if core_op.elf_file(ir).is_some() {
            return Err(CoreError::new(
                ErrorKind::NotSimulated,
                Diagnostic::error(op.span, "not simulated: aie.core with elf_file"),
            ));
        }
        let Some(tile) = op
            .operands
            .first()
            .and_then(|&v| ir.defining_op(v))
            .and_then(|t| tile_coords(ir, t))
        else {
            return fail("has no aie.tile operand with constant coordinates".into());
        };
        let Some(dev) = device_of(ir, core) else {
            return fail("is not in a known device".into());
        };
        let Some(&body) = op.regions().first() else {
            return fail("has no body".into());
        };
        if ir[body].blocks.is_empty() {
            return fail("has an empty body".into());
        }
        let mut c = Compiler {
            ir,
            dev,
            tile,
            p: CoreProgram {
                tile,
                tiles: Vec::new(),
                code: Vec::new(),
                origin_of: Vec::new(),
                origins: Vec::new(),
                consts: Vec::new(),
                lists: Vec::new(),
                moves: Vec::new(),
                loops: Vec::new(),
                switches: Vec::new(),
                calls: Vec::new(),
                kernels: Vec::new(),
                cascades: Vec::new(),
                streams: Vec::new(),
                funcs: vec![Func {
                    name: format!("core_{}_{}", tile.col, tile.row),
                    ..Func::default()
                }],
                views: Vec::new(),
                shapes: Vec::new(),
                offsets: Vec::new(),
                copies: Vec::new(),
                applies: Vec::new(),
                transfers: Vec::new(),
                positions: Vec::new(),
                reductions: Vec::new(),
                prints: Vec::new(),
                masks: Vec::new(),
                repacks: Vec::new(),
                lanes: Vec::new(),
                vec_ops: Vec::new(),
                groups: Vec::new(),
                locks: Vec::new(),
                traps: Vec::new(),
            },
            origin: 0,
            origin_ids: HashMap::new(),
            funcs: HashMap::new(),
            pending: Vec::new(),
            views: HashMap::new(),
            locks: HashMap::new(),
            arm_jumps: Vec::new(),
            mode: aievec::core_mode(ir, core, dev.arch),
            stack: Stack {
                base: core_op
                    .stack_address(ir)
                    .and_then(|a| u32::try_from(a).ok())
                    .unwrap_or(0),
                size: u32::try_from(
                    dev.arch.effective_stack_size(
                        ir.attr(core, CoreOp::STACK_SIZE)
                            .map(|_| core_op.stack_size(ir)),
                        core_op.measured_stack_size(ir),
                    ),
                )
                .unwrap_or(0),
                used: 0,
            },
        };
        c.origin = c.origin_id(core);
        c.function(0, body, Ctx::Core);
        while let Some((idx, region, results)) = c.pending.pop() {
            c.function(idx, region, Ctx::Func { results });
        }
        memory::index_tiles(&mut c.p);
        Ok(c.p)
    }
}

/// What a region's terminator means.
#[derive(Clone, Debug)]
enum Ctx {
    /// The core body: `aie.end` ends the core.
    Core,
    /// A function body returning `results` values.
    Func { results: usize },
    /// An `scf.for` body: `scf.yield` passes `iters` to the next iteration.
    For { iters: Vec<Slot>, next: Ins },
    /// An arm of `scf.if` / `scf.index_switch`: `scf.yield` sets `results`
    /// and jumps to the end (recorded in the innermost `arm_jumps`).
    Arm { results: Vec<Slot> },
    /// The first region of `scf.while`: `scf.condition` passes its values
    /// to the `after` region's arguments or, leaving, to `results` (its
    /// exit recorded in the innermost `arm_jumps`).
    Before {
        after: Vec<Slot>,
        results: Vec<Slot>,
    },
    /// The second region of `scf.while`: `scf.yield` passes its values to
    /// the first region's arguments `before` and jumps to `head`.
    After { before: Vec<Slot>, head: u32 },
    /// The body of `scf.parallel` or `scf.forall`, run once per iteration
    /// of a loop nest: `scf.reduce` folds its values into `results` (the
    /// lanes of each result; `scf.forall.in_parallel` is empty), then the
    /// loops step.
    Nest { results: Vec<Vec<Slot>> },
    /// A reduction region of `scf.reduce`: `scf.reduce.return` sets `acc`
    /// (the lanes of the result it reduces into).
    Reduction { acc: Vec<Slot> },
}

/// Per-function compilation state.
#[derive(Default)]
struct Fn {
    slots: HashMap<ValueId, Slot>,
    nslots: u32,
    init: Vec<(Slot, u64)>,
    blocks: HashMap<BlockId, u32>,
    /// (instruction, target field, block) to patch once blocks are placed.
    fixups: Vec<(usize, u8, BlockId)>,
}

impl Fn {
    /// Slots for value `v`: one, or one per lane of a vector.
    fn new_slot(&mut self, v: ValueId, lanes: u32) -> Slot {
        let s = self.nslots;
        self.nslots += lanes;
        self.slots.insert(v, s);
        s
    }

    /// A slot of no value (a bound, a computed subscript).
    fn temp(&mut self) -> Slot {
        self.nslots += 1;
        self.nslots - 1
    }
}

struct Compiler<'a> {
    ir: &'a Ir,
    dev: &'static Device,
    tile: Tile,
    p: CoreProgram,
    /// The origin of instructions being emitted.
    origin: u32,
    origin_ids: HashMap<OpId, u32>,
    funcs: HashMap<OpId, u32>,
    /// Functions to compile: (index, body, number of results).
    pending: Vec<(u32, RegionId, usize)>,
    views: HashMap<OpId, u32>,
    locks: HashMap<OpId, u32>,
    /// Per enclosing `scf.if` / `scf.index_switch`: the jumps to its end.
    arm_jumps: Vec<Vec<usize>>,
    /// The core's rounding and saturation modes (`aievec.srs`).
    mode: SrsMode,
    /// The core's stack: where `memref.alloca`s get their places.
    stack: Stack,
}

/// A core's stack in its tile's data memory, and how much of it the
/// `memref.alloca`s compiled so far take.
struct Stack {
    base: u32,
    size: u32,
    used: u32,
}

fn is_terminator(kind: Option<OpKind>) -> bool {
    matches!(
        kind,
        Some(
            OpKind::ScfYield
                | OpKind::ScfCondition
                | OpKind::AffineYield
                | OpKind::CfBr
                | OpKind::CfCondBr
                | OpKind::FuncReturn
                | OpKind::End
                | OpKind::ScfReduce
                | OpKind::ScfReduceReturn
                | OpKind::ScfForallInParallel
                | OpKind::MemrefAllocaScopeReturn
        )
    )
}

/// The instruction of an integer binary op.
fn int_binary(kind: OpKind) -> Option<fn(Bin) -> Ins> {
    Some(match kind {
        OpKind::ArithAddi => Ins::AddI,
        OpKind::ArithSubi => Ins::SubI,
        OpKind::ArithMuli => Ins::MulI,
        OpKind::ArithDivsi => Ins::DivSI,
        OpKind::ArithDivui => Ins::DivUI,
        OpKind::ArithRemsi => Ins::RemSI,
        OpKind::ArithRemui => Ins::RemUI,
        OpKind::ArithCeildivsi => Ins::CeilDivSI,
        OpKind::ArithFloordivsi => Ins::FloorDivSI,
        OpKind::ArithAndi => Ins::AndI,
        OpKind::ArithOri => Ins::OrI,
        OpKind::ArithXori => Ins::XorI,
        OpKind::ArithShli => Ins::ShlI,
        OpKind::ArithShrsi => Ins::ShrSI,
        OpKind::ArithShrui => Ins::ShrUI,
        OpKind::ArithMaxsi => Ins::MaxSI,
        OpKind::ArithMinsi => Ins::MinSI,
        OpKind::ArithMaxui => Ins::MaxUI,
        OpKind::ArithMinui => Ins::MinUI,
        _ => return None,
    })
}

/// The instruction of a float binary op.
fn float_binary(kind: OpKind) -> Option<fn(FBin) -> Ins> {
    Some(match kind {
        OpKind::ArithAddf => Ins::AddF,
        OpKind::ArithSubf => Ins::SubF,
        OpKind::ArithMulf => Ins::MulF,
        OpKind::ArithDivf => Ins::DivF,
        OpKind::ArithRemf => Ins::RemF,
        OpKind::ArithMaximumf => Ins::MaximumF,
        OpKind::ArithMinimumf => Ins::MinimumF,
        OpKind::ArithMaxnumf => Ins::MaxNumF,
        OpKind::ArithMinnumf => Ins::MinNumF,
        _ => return None,
    })
}

impl Compiler<'_> {
    // ---- errors and emission ----

    fn err(&self, op: OpId, kind: ErrorKind, msg: impl Into<String>) -> CoreError {
        let o = &self.ir[op];
        CoreError::new(kind, Diagnostic::op_error(o.span, o.name(), msg))
    }

    /// "not simulated: <what>" at `op`.
    fn unsupported(&self, op: OpId, what: impl std::fmt::Display) -> CoreError {
        CoreError::new(
            ErrorKind::NotSimulated,
            Diagnostic::error(self.ir[op].span, format!("not simulated: {what}")),
        )
    }

    fn origin_id(&mut self, op: OpId) -> u32 {
        if let Some(&i) = self.origin_ids.get(&op) {
            return i;
        }
        let i = self.p.origins.len() as u32;
        self.p.origins.push(Origin {
            name: self.ir[op].name().to_string(),
            span: self.ir[op].span,
        });
        self.origin_ids.insert(op, i);
        i
    }

    fn emit(&mut self, ins: Ins) -> usize {
        self.p.code.push(ins);
        self.p.origin_of.push(self.origin);
        self.p.code.len() - 1
    }

    fn pc(&self) -> u32 {
        self.p.code.len() as u32
    }

    fn trap(&mut self, e: CoreError) {
        let err = self.p.traps.len() as u32;
        self.p.traps.push(e);
        self.emit(Ins::Trap { err });
    }

    fn moves(&mut self, pairs: Vec<(Slot, Slot)>) {
        let m = MoveList::new(pairs);
        if !m.pairs.is_empty() {
            let list = self.p.moves.len() as u32;
            self.p.moves.push(m);
            self.emit(Ins::Moves { list });
        }
    }

    fn list(&mut self, slots: &[Slot]) -> u32 {
        let at = self.p.lists.len() as u32;
        self.p.lists.extend_from_slice(slots);
        at
    }

    // ---- functions, regions, blocks ----

    /// Compiles function `idx` (0: the core) with body `region`.
    fn function(&mut self, idx: u32, region: RegionId, ctx: Ctx) {
        let mut f = Fn::default();
        self.assign_slots(&mut f, region);
        let entry = self.pc();
        let params = self.ir[region]
            .blocks
            .first()
            .map(|&b| self.lanes_of(&f, &self.ir[b].args))
            .unwrap_or_default();
        self.region(&mut f, region, &ctx);
        for &(at, field, block) in &f.fixups {
            // Branches only name blocks of their own region, all placed.
            let pc = f.blocks.get(&block).copied().unwrap_or(u32::MAX);
            if let Some(ins) = self.p.code.get_mut(at) {
                ins.set_target(field, pc);
            }
        }
        let func = &mut self.p.funcs[idx as usize];
        func.entry = entry;
        func.nslots = f.nslots;
        func.params = params;
        func.init = f.init;
    }

    /// Gives every block argument and op result in `region` (and the regions
    /// nested in it) a slot.
    fn assign_slots(&self, f: &mut Fn, region: RegionId) {
        for &b in &self.ir[region].blocks {
            for &a in &self.ir[b].args {
                f.new_slot(a, lanes(self.ir.type_of(a)).unwrap_or(1));
            }
            for op in self.ir.ops_in(b) {
                let o = &self.ir[op];
                for &r in o.regions() {
                    self.assign_slots(f, r);
                }
                let iters = match (self.ir.kind(op), self.ir.entry_block(op, 0)) {
                    (Some(OpKind::ScfFor | OpKind::AffineFor), Some(body))
                        if self.ir[body].args.len() == o.results.len() + 1 =>
                    {
                        Some(&self.ir[body].args[1..])
                    }
                    _ => None,
                };
                for (i, &r) in o.results.iter().enumerate() {
                    match iters {
                        Some(args) => {
                            let s = f.slots[&args[i]];
                            f.slots.insert(r, s);
                        }
                        None => {
                            f.new_slot(r, lanes(self.ir.type_of(r)).unwrap_or(1));
                        }
                    }
                }
            }
        }
    }

    fn region(&mut self, f: &mut Fn, region: RegionId, ctx: &Ctx) {
        for &b in &self.ir[region].blocks {
            f.blocks.insert(b, self.pc());
            for op in self.ir.ops_in(b) {
                self.op(f, op, ctx);
            }
            let ends = self
                .ir
                .last_op(b)
                .is_some_and(|o| is_terminator(self.ir.kind(o)));
            if !ends {
                self.implicit_terminator(f, region, b, ctx);
            }
        }
    }

    /// The end of a block without a terminator: the implicit empty
    /// `scf.yield` of `scf.for` / `scf.if` bodies (and
    /// `memref.alloca_scope.return` of an `memref.alloca_scope`), the
    /// implicit `scf.reduce` of an `scf.parallel` without reductions and
    /// `scf.forall.in_parallel` of an `scf.forall`, else an error.
    fn implicit_terminator(&mut self, _f: &mut Fn, region: RegionId, block: BlockId, ctx: &Ctx) {
        let owner = self.ir[region].parent;
        let saved = self.origin;
        self.origin = self.origin_id(owner);
        match ctx {
            Ctx::For { iters, next } if iters.is_empty() => {
                self.emit(*next);
            }
            Ctx::Arm { results } if results.is_empty() => {
                let j = self.emit(Ins::Jump { target: 0 });
                if let Some(v) = self.arm_jumps.last_mut() {
                    v.push(j);
                }
            }
            // The loops step right after the body.
            Ctx::Nest { results } if results.is_empty() => {}
            _ => {
                let e = CoreError::new(
                    ErrorKind::Design,
                    Diagnostic::error(
                        self.ir[block].span,
                        format!(
                            "block in '{}' ends without a terminator",
                            self.ir[owner].name()
                        ),
                    ),
                );
                self.trap(e);
            }
        }
        self.origin = saved;
    }

    /// Compiles one op; an op that cannot be compiled becomes a trap.
    fn op(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) {
        let saved = self.origin;
        self.origin = self.origin_id(op);
        let (code_len, fix_len) = (self.p.code.len(), f.fixups.len());
        let vector = self.ir.kind(op).and_then(|k| {
            self.aievec_op(f, op, k)
                .or_else(|| self.vector_value_op(f, op, k))
        });
        let done = vector.unwrap_or_else(|| {
            self.try_op(f, op, ctx)
                .and_then(|()| self.vector_op(op, code_len))
        });
        if let Err(e) = done {
            self.p.code.truncate(code_len);
            self.p.origin_of.truncate(code_len);
            f.fixups.truncate(fix_len);
            self.trap(e);
        }
        self.origin = saved;
    }

    /// Compiles `op` into instructions of `f`.
    fn try_op(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let ir = self.ir;
        let Some(kind) = ir.kind(op) else {
            return Err(self.unsupported(op, ir[op].name()));
        };
        if self.elementwise(f, op, kind)? || self.arith(f, op, kind)? || self.cast(f, op, kind)? {
            return Ok(());
        }
        self.memory_or_control(f, op, kind, ctx)
    }

    /// The table-driven elementwise ops (integer and float binaries, `math`
    /// functions); `false` if `kind` is none of them.
    fn elementwise(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<bool> {
        let o = &self.ir[op];
        if let Some(make) = int_binary(kind) {
            let (dst, a, b) = self.binary(f, op)?;
            let w = self.int_width(op, o.results[0])?;
            self.emit(make(Bin { dst, a, b, w }));
            return Ok(true);
        }
        if let Some(make) = float_binary(kind) {
            let (dst, a, b) = self.binary(f, op)?;
            let k = self.float_kind(op, o.results[0])?;
            self.emit(make(FBin { dst, a, b, k }));
            return Ok(true);
        }
        if let Some(m) = math_fn(kind) {
            let (dst, src) = self.unary(f, op)?;
            let k = self.float_kind(op, o.results[0])?;
            self.emit(Ins::Math { dst, src, k, f: m });
            return Ok(true);
        }
        if let Some(m) = math_fn2(kind) {
            let (dst, a, b) = self.binary(f, op)?;
            let k = self.float_kind(op, o.results[0])?;
            self.emit(Ins::Math2 {
                bin: FBin { dst, a, b, k },
                f: m,
            });
            return Ok(true);
        }
        Ok(false)
    }

    /// `arith` constants, comparisons, select and negation; `false` for
    /// another kind.
    fn arith(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<bool> {
        let ir = self.ir;
        let o = &ir[op];
        match kind {
            OpKind::ArithConstant => {
                self.arity(op, 0, 1)?;
                let vals = self.constant_lanes(op)?;
                let dst = f.slots[&o.results[0]];
                let k = self.p.consts.len() as u32;
                self.p.consts.extend(vals);
                self.emit(Ins::Const { dst, k });
            }
            OpKind::ArithCmpi => {
                let pred = self.checked::<ArithCmpi>(op)?.predicate(ir).value() as u8;
                let (dst, a, b) = self.binary(f, op)?;
                let w = self.int_width(op, o.operands[0])?;
                self.emit(Ins::CmpI {
                    bin: Bin { dst, a, b, w },
                    pred,
                });
            }
            OpKind::ArithCmpf => {
                let pred = self.checked::<ArithCmpf>(op)?.predicate(ir).value() as u8;
                let (dst, a, b) = self.binary(f, op)?;
                let k = self.float_kind(op, o.operands[0])?;
                self.emit(Ins::CmpF {
                    bin: FBin { dst, a, b, k },
                    pred,
                });
            }
            OpKind::ArithSelect => {
                self.arity(op, 3, 1)?;
                self.scalar_of(op, o.results[0])?;
                self.int_width(op, o.operands[0])?;
                let dst = f.slots[&o.results[0]];
                let c = self.slot(f, op, o.operands[0])?;
                let a = self.slot(f, op, o.operands[1])?;
                let b = self.slot(f, op, o.operands[2])?;
                let scalar_cond = !matches!(ir.type_of(o.operands[0]), Type::Vector { .. });
                self.emit(if scalar_cond {
                    Ins::SelectAll { dst, c, a, b }
                } else {
                    Ins::Select { dst, c, a, b }
                });
            }
            OpKind::ArithNegf => {
                let (dst, src) = self.unary(f, op)?;
                let k = self.float_kind(op, o.results[0])?;
                self.emit(Ins::NegF { dst, src, k });
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `arith` casts between integer and float types; `false` for another
    /// kind.
    fn cast(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<bool> {
        let o = &self.ir[op];
        match kind {
            OpKind::ArithExtsi
            | OpKind::ArithExtui
            | OpKind::ArithTrunci
            | OpKind::ArithIndexCast
            | OpKind::ArithIndexCastui => {
                let signed = matches!(kind, OpKind::ArithExtsi | OpKind::ArithIndexCast);
                self.int_cast(f, op, signed)?;
            }
            OpKind::ArithSitofp | OpKind::ArithUitofp => {
                let (dst, src) = self.unary(f, op)?;
                let w = self.int_width(op, o.operands[0])?;
                let k = self.float_kind(op, o.results[0])?;
                let signed = kind == OpKind::ArithSitofp;
                self.emit(Ins::IToF {
                    dst,
                    src,
                    w,
                    signed,
                    k,
                });
            }
            OpKind::ArithFptosi | OpKind::ArithFptoui => {
                let (dst, src) = self.unary(f, op)?;
                let k = self.float_kind(op, o.operands[0])?;
                let w = self.int_width(op, o.results[0])?;
                let signed = kind == OpKind::ArithFptosi;
                self.emit(Ins::FToI {
                    dst,
                    src,
                    k,
                    w,
                    signed,
                });
            }
            OpKind::ArithExtf | OpKind::ArithTruncf => {
                let (dst, src) = self.unary(f, op)?;
                let from = self.float_kind(op, o.operands[0])?;
                let to = self.float_kind(op, o.results[0])?;
                self.emit(Ins::FToF { dst, src, from, to });
            }
            OpKind::ArithBitcast => self.bitcast(f, op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Memory, lock and control-flow ops; an error for any other kind.
    fn memory_or_control(&mut self, f: &mut Fn, op: OpId, kind: OpKind, ctx: &Ctx) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        match kind {
            OpKind::MemrefLoad => self.load_store(f, op, false)?,
            OpKind::MemrefStore => self.load_store(f, op, true)?,
            OpKind::AffineLoad => self.affine_access(f, op, false)?,
            OpKind::AffineStore => self.affine_access(f, op, true)?,
            OpKind::AffineApply => {
                let map = self.checked::<AffineApply>(op)?.map_attr(ir);
                let args = self.slots(f, op, &o.operands)?;
                let dst = o.results.iter().map(|r| f.slots[r]).collect();
                self.apply(op, map, args, dst, true)?;
            }
            OpKind::MemrefSubview => self.subview(f, op)?,
            OpKind::MemrefReinterpretCast => self.reinterpret_cast(f, op)?,
            OpKind::MemrefCast | OpKind::MemrefCollapseShape | OpKind::MemrefExpandShape => {
                self.same_view(f, op)?
            }
            OpKind::MemrefAssumeAlignment | OpKind::PtrGetMetadata => {
                self.emit(Ins::Nop);
            }
            OpKind::BuiltinUnrealizedConversionCast => self.same_view(f, op)?,
            OpKind::PtrToPtr | OpKind::PtrFromPtr => self.pointer(f, op, kind)?,
            OpKind::PtrPtrAdd => self.ptr_add(f, op)?,
            OpKind::MemrefCopy => self.copy(f, op)?,
            OpKind::UseLock => self.use_lock(f, op)?,
            OpKind::PutStream => self.stream(f, op, true)?,
            OpKind::GetStream => self.stream(f, op, false)?,
            OpKind::ScfFor => self.scf_for(f, op)?,
            OpKind::AffineFor => self.affine_for(f, op)?,
            OpKind::ScfWhile => self.scf_while(f, op)?,
            OpKind::ScfCondition => self.condition(f, op, ctx)?,
            OpKind::ScfIf => self.scf_if(f, op)?,
            OpKind::ScfIndexSwitch => self.index_switch(f, op)?,
            OpKind::ScfYield | OpKind::AffineYield | OpKind::MemrefAllocaScopeReturn => {
                self.yield_(f, op, ctx)?
            }
            OpKind::ScfExecuteRegion | OpKind::MemrefAllocaScope => self.execute_region(f, op)?,
            OpKind::ScfParallel => self.scf_parallel(f, op)?,
            OpKind::ScfForall => self.scf_forall(f, op)?,
            OpKind::ScfReduce => self.reduce(f, op, ctx)?,
            OpKind::ScfReduceReturn => self.reduce_return(f, op, ctx)?,
            OpKind::ScfForallInParallel => self.in_parallel(op, ctx)?,
            OpKind::MemrefAlloca => self.alloca(f, op)?,
            OpKind::CfBr => self.br(f, op)?,
            OpKind::CfCondBr => self.cond_br(f, op)?,
            OpKind::FuncCall => self.call(f, op)?,
            OpKind::Event => {
                let n = self.checked::<Event>(op)?.val(ir);
                let n = u8::try_from(n).ok().filter(|&n| n <= 1).ok_or_else(|| {
                    self.err(
                        op,
                        ErrorKind::Design,
                        format!("event {n}: a core has instruction events 0 and 1"),
                    )
                })?;
                self.emit(Ins::Event { n });
            }
            OpKind::FuncReturn => self.return_(f, op, ctx)?,
            OpKind::End => {
                if !matches!(ctx, Ctx::Core) {
                    return Err(self.err(op, ErrorKind::Design, "outside the core body"));
                }
                self.emit(Ins::End);
            }
            _ => return Err(self.unsupported(op, kind.name())),
        }
        Ok(())
    }

    /// `op` as a `V`, its declared attributes checked (the IR may not have
    /// been verified).
    fn checked<V: dialect::ir::View>(&self, op: OpId) -> Res<V> {
        if let Some(why) = malformed(self.ir, op) {
            return Err(self.err(op, ErrorKind::Design, why));
        }
        checked(self.ir, op).ok_or_else(|| {
            let want = V::KIND.name();
            self.err(op, ErrorKind::Internal, format!("is not an {want} op"))
        })
    }

    /// `arith.extsi`, `extui`, `trunci`, `index_cast`, `index_castui`.
    fn int_cast(&mut self, f: &mut Fn, op: OpId, signed: bool) -> Res<()> {
        let o = &self.ir[op];
        let (dst, src) = self.unary(f, op)?;
        let from = self.int_width(op, o.operands[0])?;
        let to = self.int_width(op, o.results[0])?;
        let ins = if to < from {
            Ins::TruncI { dst, src, to }
        } else if to > from && signed {
            Ins::ExtSI { dst, src, from, to }
        } else {
            Ins::Copy { dst, src }
        };
        self.emit(ins);
        Ok(())
    }

    fn bitcast(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        let (dst, src) = self.unary(f, op)?;
        let from = self.scalar_of(op, o.operands[0])?;
        let to = self.scalar_of(op, o.results[0])?;
        let bits = |s: Scalar| match s {
            Scalar::Int(w) => Some((w, false)),
            Scalar::Float(FloatKind::BF16) => Some((16, true)),
            Scalar::Float(FloatKind::F32) => Some((32, false)),
            Scalar::Float(FloatKind::F64) => Some((64, false)),
            Scalar::MemRef => None,
        };
        let ins = match (bits(from), bits(to)) {
            (Some((a, bf_a)), Some((b, bf_b))) if a == b => match (bf_a, bf_b) {
                (false, true) => Ins::Bits {
                    dst,
                    src,
                    shl: 16,
                    shr: 0,
                },
                (true, false) => Ins::Bits {
                    dst,
                    src,
                    shl: 0,
                    shr: 16,
                },
                _ => Ins::Copy { dst, src },
            },
            _ => {
                return Err(self.err(
                    op,
                    ErrorKind::Design,
                    "bitcast between types of different widths",
                ))
            }
        };
        self.emit(ins);
        Ok(())
    }

    fn br(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let succ = self.ir[op]
            .successors
            .first()
            .ok_or_else(|| self.err(op, ErrorKind::Design, "has no successor"))?;
        let moves = self.block_args(f, op, succ.block, &succ.args)?;
        self.moves(moves);
        let j = self.emit(Ins::Jump { target: 0 });
        f.fixups.push((j, 0, succ.block));
        Ok(())
    }

    fn cond_br(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        if o.successors.len() != 2 || o.operands.len() != 1 {
            return Err(self.err(op, ErrorKind::Design, "malformed cf.cond_br"));
        }
        let c = self.slot(f, op, o.operands[0])?;
        let mut targets = Vec::new();
        for s in &o.successors {
            targets.push((s.block, self.block_args(f, op, s.block, &s.args)?));
        }
        let br = self.emit(Ins::CondBr { c, t: 0, f: 0 });
        for (field, (block, moves)) in targets.into_iter().enumerate() {
            if moves.is_empty() {
                f.fixups.push((br, field as u8, block));
            } else {
                let at = self.pc();
                self.p.code[br].set_target(field as u8, at);
                self.moves(moves);
                let g = self.emit(Ins::Goto { target: 0 });
                f.fixups.push((g, 0, block));
            }
        }
        Ok(())
    }

    fn return_(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let o = &self.ir[op];
        let Ctx::Func { results } = ctx else {
            return Err(self.err(op, ErrorKind::Design, "outside a function"));
        };
        if o.operands.len() != *results {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "returns {} values, the function has {results} results",
                    o.operands.len()
                ),
            ));
        }
        let slots = self.values(f, op, &o.operands)?;
        let list = self.list(&slots);
        self.emit(Ins::Return {
            list,
            n: slots.len() as u32,
        });
        Ok(())
    }

    // ---- operands and types ----

    fn arity(&self, op: OpId, operands: usize, results: usize) -> Res<()> {
        let o = &self.ir[op];
        if o.operands.len() != operands || o.results.len() != results {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "expects {operands} operands and {results} results, has {} and {}",
                    o.operands.len(),
                    o.results.len()
                ),
            ));
        }
        Ok(())
    }

    /// (result, lhs, rhs) slots of a two-operand, one-result op.
    fn binary(&mut self, f: &mut Fn, op: OpId) -> Res<(Slot, Slot, Slot)> {
        self.arity(op, 2, 1)?;
        let o = &self.ir[op];
        let a = self.slot(f, op, o.operands[0])?;
        let b = self.slot(f, op, o.operands[1])?;
        Ok((f.slots[&o.results[0]], a, b))
    }

    /// (result, operand) slots of a one-operand, one-result op.
    fn unary(&mut self, f: &mut Fn, op: OpId) -> Res<(Slot, Slot)> {
        self.arity(op, 1, 1)?;
        let o = &self.ir[op];
        let a = self.slot(f, op, o.operands[0])?;
        Ok((f.slots[&o.results[0]], a))
    }

    /// The slots of every lane of `vals`, operands of `op` (values passed
    /// between regions and functions).
    fn values(&mut self, f: &mut Fn, op: OpId, vals: &[ValueId]) -> Res<Vec<Slot>> {
        let mut out = Vec::new();
        for &v in vals {
            let n = lanes(self.ir.type_of(v)).ok_or_else(|| {
                self.unsupported(
                    op,
                    format!(
                        "{} passing a {} value",
                        self.ir[op].name(),
                        self.ir.type_of(v)
                    ),
                )
            })?;
            let s = self.slot(f, op, v)?;
            out.extend(s..s + n);
        }
        Ok(out)
    }

    /// The slots of every lane of `vals`, defined in `f` (block arguments,
    /// results).
    fn lanes_of(&self, f: &Fn, vals: &[ValueId]) -> Vec<Slot> {
        vals.iter()
            .flat_map(|v| {
                let s = f.slots[v];
                s..s + lanes(self.ir.type_of(*v)).unwrap_or(1)
            })
            .collect()
    }

    /// The slots of a list of scalar or memref values (indices, bounds).
    fn slots(&mut self, f: &mut Fn, op: OpId, vals: &[ValueId]) -> Res<Vec<Slot>> {
        if let Some(&v) = vals.iter().find(|&&v| lanes(self.ir.type_of(v)) != Some(1)) {
            let ty = self.ir.type_of(v);
            return Err(
                self.unsupported(op, format!("{} passing a {ty} value", self.ir[op].name()))
            );
        }
        vals.iter().map(|&v| self.slot(f, op, v)).collect()
    }

    /// The slot of operand `v` of `op`; constants and buffers defined outside
    /// the function get a slot set on entry.
    fn slot(&mut self, f: &mut Fn, op: OpId, v: ValueId) -> Res<Slot> {
        if let Some(&s) = f.slots.get(&v) {
            return Ok(s);
        }
        let def = self.ir.defining_op(v);
        let values = match def.map(|d| (d, self.ir.kind(d))) {
            Some((d, Some(OpKind::ArithConstant))) => self.constant_lanes(d)?,
            Some((d, Some(OpKind::Buffer))) => {
                vec![u64::from(self.view(self.checked::<Buffer>(d)?))]
            }
            Some((d, _)) => {
                let other = &self.ir[d].name();
                return Err(self.unsupported(
                    op,
                    format!(
                        "{} using a value of '{other}' defined outside the core",
                        self.ir[op].name()
                    ),
                ));
            }
            None => {
                return Err(self.unsupported(
                    op,
                    format!(
                        "{} using a block argument defined outside the core",
                        self.ir[op].name()
                    ),
                ))
            }
        };
        let s = f.new_slot(v, values.len() as u32);
        f.init.extend(
            values
                .into_iter()
                .enumerate()
                .map(|(i, x)| (s + i as u32, x)),
        );
        Ok(s)
    }

    /// The kind of `v`'s values (of each lane, for a vector).
    fn scalar_of(&self, op: OpId, v: ValueId) -> Res<Scalar> {
        let ty = match self.ir.type_of(v) {
            Type::Vector { elem, .. } => elem,
            ty => ty,
        };
        scalar(ty).ok_or_else(|| self.unsupported(op, format!("{} on {ty}", self.ir[op].name())))
    }

    fn int_width(&self, op: OpId, v: ValueId) -> Res<u8> {
        match self.scalar_of(op, v)? {
            Scalar::Int(w) => Ok(w),
            _ => Err(self.err(
                op,
                ErrorKind::Design,
                format!("expects an integer, got {}", self.ir.type_of(v)),
            )),
        }
    }

    fn float_kind(&self, op: OpId, v: ValueId) -> Res<FloatKind> {
        match self.scalar_of(op, v)? {
            Scalar::Float(k) => Ok(k),
            _ => Err(self.err(
                op,
                ErrorKind::Design,
                format!("expects a float, got {}", self.ir.type_of(v)),
            )),
        }
    }

    /// The slot value of `arith.constant` op `op`.
    fn constant(&self, op: OpId) -> Res<u64> {
        let o = &self.ir[op];
        let Some(&r) = o.results.first() else {
            return Err(self.err(op, ErrorKind::Design, "has no result"));
        };
        let ty = self.ir.type_of(r);
        let bad = || self.unsupported(op, format!("arith.constant of {ty}"));
        let value = self.checked::<ArithConstant>(op)?.value(self.ir);
        match (scalar(ty), value) {
            (Some(Scalar::Int(w)), Attr::Int(v, _)) => Ok(*v as u64 & mask(w)),
            (Some(Scalar::Int(w)), Attr::Bool(b)) => Ok(u64::from(*b) & mask(w)),
            (Some(Scalar::Float(k)), Attr::Float(x, _)) => Ok(from_f64(k, *x)),
            _ => Err(bad()),
        }
    }

    /// The moves that pass `args` to the arguments of `block`.
    fn block_args(
        &mut self,
        f: &mut Fn,
        op: OpId,
        block: BlockId,
        args: &[ValueId],
    ) -> Res<Vec<(Slot, Slot)>> {
        let params = &self.ir[block].args;
        if params.len() != args.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "passes {} values to a block with {} arguments",
                    args.len(),
                    params.len()
                ),
            ));
        }
        if params.iter().any(|p| !f.slots.contains_key(p)) {
            return Err(self.err(op, ErrorKind::Design, "branches out of its function"));
        }
        let srcs = self.values(f, op, args)?;
        Ok(self.lanes_of(f, params).into_iter().zip(srcs).collect())
    }

    // ---- memory and locks ----

    fn use_lock(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        if !self.dev.arch.is_aie2() {
            return Err(self.unsupported(
                op,
                format!("aie.use_lock on {} (AIE1's binary locks)", self.dev.name),
            ));
        }
        let Some(&lock_val) = ir[op].operands.first() else {
            return Err(self.err(op, ErrorKind::Design, "has no lock operand"));
        };
        let u = self.checked::<UseLock>(op)?;
        let lock_op = ir
            .defining_op(lock_val)
            .filter(|&l| ir.is(l, OpKind::Lock))
            .ok_or_else(|| {
                self.unsupported(op, "aie.use_lock on a lock that is not an aie.lock op")
            })?;
        let lock = self.lock(op, self.checked::<Lock>(lock_op)?)?;
        // The value defaults to 1 (mlir-aie's `getLockValue`); an operand
        // that is no constant is read at run time.
        let value = match access::run_time_scalar(ir, op, UseLock::VALUE) {
            Some(v) => LockValue::Slot(self.slot(f, op, v)?),
            None => {
                let value = u.value(ir);
                LockValue::Imm(i32::try_from(value).map_err(|_| {
                    self.err(op, ErrorKind::Design, format!("value {value} is invalid"))
                })?)
            }
        };
        // Blocking unless given as NonBlocking.
        let blocking = u.blocking(ir) != Some(LockBlocking::NonBlocking);
        let ins = match u.action(ir) {
            LockAction::Acquire => Ins::Acquire {
                lock,
                value,
                eq: true,
                blocking,
            },
            LockAction::AcquireGreaterEqual => Ins::Acquire {
                lock,
                value,
                eq: false,
                blocking,
            },
            LockAction::Release => Ins::Release { lock, value },
        };
        self.emit(ins);
        Ok(())
    }

    /// The lock table index of `aie.lock` `lock`, used by `user`.
    fn lock(&mut self, user: OpId, lock: Lock) -> Res<u32> {
        let lock_op = lock.op();
        if let Some(&l) = self.locks.get(&lock_op) {
            return Ok(l);
        }
        let ir = self.ir;
        let name = match lock.sym_name(ir) {
            Some(n) => format!("@{n}"),
            None => "lock".into(),
        };
        let tile = ir[lock_op]
            .operands
            .first()
            .and_then(|&v| ir.defining_op(v))
            .and_then(|t| tile_coords(ir, t))
            .ok_or_else(|| {
                self.err(
                    user,
                    ErrorKind::Design,
                    format!("lock {name} is not on an aie.tile with constant coordinates"),
                )
            })?;
        let id = lock
            .lock_id(ir)
            .and_then(|i| u32::try_from(i).ok())
            .ok_or_else(|| {
                self.err(
                    user,
                    ErrorKind::Design,
                    format!(
                        "lock {name} on tile {tile} has no id (run --aie-assign-lock-ids before simulating)"
                    ),
                )
            })?;
        let c = self.tile;
        if !self.dev.is_legal_mem_affinity(
            (i64::from(c.col), i64::from(c.row)),
            (i64::from(tile.col), i64::from(tile.row)),
        ) {
            return Err(self.err(
                user,
                ErrorKind::Design,
                format!("lock {name} lives on tile {tile}, which core {c} cannot access"),
            ));
        }
        let l = self.p.locks.len() as u32;
        self.p.locks.push(LockInfo {
            lock: LockRef { tile, id },
            name,
        });
        self.locks.insert(lock_op, l);
        Ok(l)
    }

    // ---- structured control flow ----

    /// The single block of region `i` of `op`, if it has exactly one.
    fn single_block(&self, op: OpId, i: usize) -> Res<Option<RegionId>> {
        let Some(&r) = self.ir[op].regions().get(i) else {
            return Ok(None);
        };
        match self.ir[r].blocks.len() {
            0 => Ok(None),
            1 => Ok(Some(r)),
            _ => Err(self.unsupported(
                op,
                format!("{} with a multi-block region", self.ir[op].name()),
            )),
        }
    }

    fn scf_if(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let then = self.single_block(op, 0)?;
        let els = self.single_block(op, 1)?;
        let (Some(then), 1) = (then, o.operands.len()) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        if els.is_none() && !o.results.is_empty() {
            return Err(self.err(op, ErrorKind::Design, "has results but no else region"));
        }
        self.int_width(op, o.operands[0])?;
        let c = self.slot(f, op, o.operands[0])?;
        let results = self.lanes_of(f, &o.results);
        let ctx = Ctx::Arm { results };
        let br = self.emit(Ins::IfNot { c, target: 0 });
        self.arm_jumps.push(Vec::new());
        self.region(f, then, &ctx);
        let else_pc = self.pc();
        self.p.code[br].set_target(0, else_pc);
        if let Some(els) = els {
            self.region(f, els, &ctx);
        }
        self.end_arms();
        Ok(())
    }

    fn index_switch(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let cases: Vec<u64> = match malformed(ir, op) {
            None => ir.view::<ScfIndexSwitch>(op).map_or_else(Vec::new, |s| {
                s.cases(ir).into_iter().map(|v| v as u64).collect()
            }),
            Some(_) => Vec::new(),
        };
        if o.operands.len() != 1 || o.regions().len() != cases.len() + 1 {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "is malformed: expects a `cases` array and one region per case plus the default",
            ));
        }
        let mut arms = Vec::new();
        for i in 0..o.regions().len() {
            let r = self
                .single_block(op, i)?
                .ok_or_else(|| self.err(op, ErrorKind::Design, "has an empty region"))?;
            arms.push(r);
        }
        self.int_width(op, o.operands[0])?;
        let sel = self.slot(f, op, o.operands[0])?;
        let results = self.lanes_of(f, &o.results);
        let ctx = Ctx::Arm { results };
        let table = self.p.switches.len() as u32;
        self.p.switches.push(SwitchTable::default());
        self.emit(Ins::Switch { sel, table });
        self.arm_jumps.push(Vec::new());
        for (i, r) in arms.into_iter().enumerate() {
            let pc = self.pc();
            let t = &mut self.p.switches[table as usize];
            match i {
                0 => t.default = pc,
                _ => t.cases.push((cases[i - 1], pc)),
            }
            self.region(f, r, &ctx);
        }
        self.end_arms();
        Ok(())
    }

    /// `scf.execute_region` and `memref.alloca_scope`: the region runs once
    /// (its blocks, a branch among them going where it names), and its
    /// `scf.yield` (`memref.alloca_scope.return`) sets the results and
    /// leaves. A `memref.alloca` inside keeps its own place on the stack
    /// (see [`Compiler::alloca`]), so leaving frees nothing to free.
    fn execute_region(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let region = o
            .regions()
            .first()
            .copied()
            .filter(|&r| !ir[r].blocks.is_empty())
            .ok_or_else(|| self.err(op, ErrorKind::Design, "is malformed: its region is empty"))?;
        let results = self.lanes_of(f, &o.results);
        // Its blocks are where branches inside go; the region is entered at
        // the first.
        self.arm_jumps.push(Vec::new());
        self.region(f, region, &Ctx::Arm { results });
        self.end_arms();
        Ok(())
    }

    /// `scf.reduce` ending an `scf.parallel` body: each reduction region in
    /// turn, its arguments the result so far and this iteration's value,
    /// its `scf.reduce.return` the result now.
    fn reduce(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let Ctx::Nest { results } = ctx else {
            return Err(self.err(op, ErrorKind::Design, "outside the body of scf.parallel"));
        };
        let ir = self.ir;
        let o = &ir[op];
        if o.regions().len() != o.operands.len() || o.operands.len() != results.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "has {} reductions of {} values for {} results",
                    o.regions().len(),
                    o.operands.len(),
                    results.len()
                ),
            ));
        }
        for (i, (&v, acc)) in o.operands.iter().zip(results).enumerate() {
            let region = self
                .single_block(op, i)?
                .ok_or_else(|| self.err(op, ErrorKind::Design, "has an empty reduction region"))?;
            let args = &ir[ir[region].blocks[0]].args;
            let [lhs, rhs] = args[..] else {
                return Err(self.err(
                    op,
                    ErrorKind::Design,
                    "has a reduction region without its two arguments",
                ));
            };
            let value = self.values(f, op, &[v])?;
            let (lhs, rhs) = (self.lanes_of(f, &[lhs]), self.lanes_of(f, &[rhs]));
            if lhs.len() != acc.len() || rhs.len() != value.len() {
                return Err(self.err(
                    op,
                    ErrorKind::Design,
                    "reduces a value of another type than its result",
                ));
            }
            let mut pairs: Vec<(Slot, Slot)> = lhs.into_iter().zip(acc.iter().copied()).collect();
            pairs.extend(rhs.into_iter().zip(value));
            self.moves(pairs);
            self.region(f, region, &Ctx::Reduction { acc: acc.clone() });
        }
        Ok(())
    }

    /// `scf.reduce.return`: the value is the result so far.
    fn reduce_return(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let Ctx::Reduction { acc } = ctx else {
            return Err(self.err(op, ErrorKind::Design, "outside a reduction of scf.reduce"));
        };
        let vals = self.values(f, op, &self.ir[op].operands)?;
        if vals.len() != acc.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                "returns a value of another type than the reduction's",
            ));
        }
        self.moves(acc.iter().copied().zip(vals).collect());
        Ok(())
    }

    /// `scf.forall.in_parallel` ending an `scf.forall` body: empty (it holds
    /// only tensor ops, which cores do not run); the loops step after it.
    fn in_parallel(&mut self, op: OpId, ctx: &Ctx) -> Res<()> {
        if !matches!(ctx, Ctx::Nest { .. }) {
            return Err(self.err(op, ErrorKind::Design, "outside the body of scf.forall"));
        }
        let inside = self.ir.entry_block(op, 0).and_then(|b| self.ir.first_op(b));
        if let Some(t) = inside {
            return Err(self.unsupported(
                op,
                format!("scf.forall.in_parallel holding '{}'", self.ir[t].name()),
            ));
        }
        Ok(())
    }

    /// Points the jumps of the innermost arms at the current end.
    fn end_arms(&mut self) {
        let end = self.pc();
        for j in self.arm_jumps.pop().unwrap_or_default() {
            if let Some(ins) = self.p.code.get_mut(j) {
                ins.set_target(0, end);
            }
        }
    }

    fn yield_(&mut self, f: &mut Fn, op: OpId, ctx: &Ctx) -> Res<()> {
        let vals = &self.ir[op].operands;
        let (dsts, next) = match ctx {
            Ctx::For { iters, next } => (iters, Some(*next)),
            Ctx::Arm { results } => (results, None),
            Ctx::After { before, head } => (before, Some(Ins::Jump { target: *head })),
            _ => {
                return Err(self.err(
                    op,
                    ErrorKind::Design,
                    "outside scf.for/if/index_switch/while/execute_region, affine.for or memref.alloca_scope",
                ))
            }
        };
        let srcs = self.values(f, op, vals)?;
        if srcs.len() != dsts.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "yields values of {} lanes, expected {}",
                    srcs.len(),
                    dsts.len()
                ),
            ));
        }
        self.moves(dsts.iter().copied().zip(srcs).collect());
        match next {
            Some(n) => {
                self.emit(n);
            }
            None => {
                let j = self.emit(Ins::Jump { target: 0 });
                if let Some(v) = self.arm_jumps.last_mut() {
                    v.push(j);
                }
            }
        }
        Ok(())
    }

    /// `aie.put_cascade` (`put`) or `aie.get_cascade`: a value of 512 bits
    /// (a vector of whole-byte elements; a scalar cannot be) moves as one
    /// word of the core's cascade.
    pub(super) fn cascade(&mut self, f: &mut Fn, op: OpId, put: bool) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let v = match (put, &o.operands[..], &o.results[..]) {
            (true, [v], []) | (false, [], [v]) => *v,
            _ => {
                let want = if put { "one operand" } else { "one result" };
                return Err(self.err(op, ErrorKind::Design, format!("takes {want}")));
            }
        };
        let ty = ir.type_of(v);
        let (elem, lanes) = match ty {
            Type::Vector { elem, .. } => (memory::element(elem), lanes(ty)),
            _ => (memory::element(ty), Some(1)),
        };
        let bytes = |e: Elem, n: u32| u64::from(e.bytes) * u64::from(n);
        let (Some(elem), Some(lanes)) = (elem, lanes) else {
            return Err(self.unsupported(op, format!("{} of {ty}", o.name())));
        };
        let lane_ty = match ty {
            Type::Vector { elem: e, .. } => e,
            t => t,
        };
        let whole = !matches!(lane_ty, Type::Int { width, .. } if width % 8 != 0);
        if !whole || bytes(elem, lanes) != CASCADE_BYTES as u64 {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("moves {ty}; a cascade word is 512 bits (a vector of 512 bits of whole-byte elements)"),
            ));
        }
        let slot = self.slot(f, op, v)?;
        let at = self.p.cascades.len() as u32;
        self.p.cascades.push(CascadeSite {
            slot,
            lanes,
            elem,
            put,
        });
        self.emit(Ins::Cascade { at });
        Ok(())
    }

    /// A call of external kernel `name`: its memref and integer arguments.
    fn kernel_call(&mut self, f: &mut Fn, op: OpId, name: &str) -> Res<()> {
        let ir = self.ir;
        if !ir[op].results.is_empty() {
            return Err(self.unsupported(op, format!("kernel @{name} returns values")));
        }
        let mut args = Vec::new();
        for &v in &ir[op].operands {
            let param = match ir.type_of(v) {
                Type::MemRef { .. } => KernelParam::Buffer,
                Type::Int { .. } | Type::Index => KernelParam::Integer,
                other => {
                    return Err(self.unsupported(
                        op,
                        format!("kernel @{name} takes a {other} argument (host kernels take memrefs and integers)"),
                    ))
                }
            };
            args.push((self.slots(f, op, &[v])?[0], param));
        }
        let site = self.p.kernels.len() as u32;
        self.p.kernels.push(KernelSite {
            name: name.to_string(),
            args,
        });
        self.emit(Ins::Kernel { site });
        Ok(())
    }

    fn call(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let callee = self.checked::<FuncCall>(op)?.callee(ir);
        let Some(func) = callee_of(ir, op) else {
            return Err(self.unsupported(op, format!("call to unknown function @{callee}")));
        };
        let body = ir[func.op()].regions().first().copied();
        let Some(body) = body.filter(|&r| !ir[r].blocks.is_empty()) else {
            return self.kernel_call(f, op, callee);
        };
        let params = ir[ir[body].blocks[0]].args.len();
        let results = match func.function_type(ir) {
            Type::Function { results, .. } => results.len(),
            _ => 0,
        };
        if params != o.operands.len() || results != o.results.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!(
                    "passes {} arguments and expects {} results; @{callee} takes {params} and returns {results}",
                    o.operands.len(),
                    o.results.len()
                ),
            ));
        }
        let idx = match self.funcs.get(&func.op()) {
            Some(&i) => i,
            None => {
                let i = self.p.funcs.len() as u32;
                self.p.funcs.push(Func {
                    name: callee.to_string(),
                    ..Func::default()
                });
                self.funcs.insert(func.op(), i);
                self.pending.push((i, body, results));
                i
            }
        };
        let args = self.values(f, op, &o.operands)?;
        let res = self.lanes_of(f, &o.results);
        let site = self.p.calls.len() as u32;
        self.p.calls.push(CallSite {
            func: idx,
            args,
            results: res,
        });
        self.emit(Ins::Call { site });
        Ok(())
    }
}
