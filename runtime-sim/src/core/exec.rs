//! Running a compiled core. The state is plain data — a stack of frames (pc,
//! slot base, call site) over one stack of value slots — so a core stops
//! anywhere (budget spent, lock not available) and resumes where it stopped.

mod aievec;
mod memory;
mod vectors;

use super::code::{Bin, CoreProgram, FBin, Ins, KernelParam, LockValue, Slot, View, FOREVER_TRIPS};
use super::env::{
    copy_small, CoreEnv, KernelArg, KernelStep, LockFault, LockRef, LockRequest, MemFault, Stall,
    StallKind, Tile, CASCADE_BYTES,
};
use super::value::{
    cmpf, cmpi, float_to_int, fma, from_f32, from_f64, int_to_float, mask, math, math2, maximum,
    sext, smin, to_f64, FloatKind,
};
use super::{CoreError, ErrorKind};
use dialect::ir::Span;
use dialect::Diagnostic;
use std::ops::ControlFlow::{self, Break, Continue};
use std::ops::Range;
use std::sync::Arc;

/// Deepest `func.call` nesting (frames, the core body included).
pub const MAX_FRAMES: usize = 1024;
/// Most value slots of all frames together.
pub const MAX_SLOTS: usize = 1 << 22;

/// What a core has done so far (see the cost model in the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Ops executed: one per MLIR op, one per `scf.for` iteration (its
    /// `scf.yield`, explicit or not).
    pub ops: u64,
    /// Cycles: one per op, plus what the environment charges for lock ops
    /// beyond one ([`CoreEnv::lock_cycles`]).
    pub cycles: u64,
    /// Elements read from tile memory.
    pub loads: u64,
    /// Elements written to tile memory.
    pub stores: u64,
    /// Acquires that succeeded.
    pub acquires: u64,
    /// Lock releases.
    pub releases: u64,
}

/// Where a core stands after [`Core::step`].
#[derive(Clone, Debug, PartialEq)]
pub enum CoreState {
    /// The budget is spent; call `step` again to continue.
    Running,
    /// The core waits on `lock`: `request` (an acquire) cannot proceed yet.
    /// The next `step` tries it again.
    Blocked {
        /// The lock waited on.
        lock: LockRef,
        /// The acquire that waits.
        request: LockRequest,
    },
    /// The core waits on something other than a lock: a cascade, the
    /// processor bus, in its body or inside an external kernel. The next
    /// `step` tries again.
    Stalled(Stall),
    /// The core reached `aie.end`.
    Done,
    /// The core stopped on an error; it stays stopped.
    Error(CoreError),
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    pc: u32,
    base: u32,
    /// The call site in the caller (unused for the core body).
    site: u32,
}

/// A core running its program.
#[derive(Clone, Debug)]
pub struct Core {
    prog: Arc<CoreProgram>,
    slots: Vec<u64>,
    frames: Vec<Frame>,
    /// Scratch for parallel moves.
    tmp: Vec<u64>,
    stats: Stats,
    /// Cycles an op took beyond the budget it ran in (a kernel call), paid
    /// from the next budgets before the core goes on.
    debt: u64,
    /// Whether the runs log their memory accesses ([`Core::log_accesses`]).
    logging: bool,
    /// The accesses logged and not yet taken.
    accesses: Vec<Access>,
    /// `Done` or `Error`, once reached.
    finished: Option<CoreState>,
}

/// A load or store of the core (a vector transfer or copy: one per
/// element), for the memory banks' arbitration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// The core's cycle count ([`Stats::cycles`]) when it happened.
    pub at: u64,
    /// The tile whose memory it reads or writes.
    pub tile: Tile,
    /// The byte address.
    pub addr: u32,
}

/// Why a run stopped.
enum Exit {
    Budget,
    /// Before an op that meets the rest of the array ([`Core::step_alone`]).
    Paused,
    /// Before an op that needs the environment, in a [`Direct`] run.
    NeedEnv,
    Blocked(LockRef, LockRequest),
    Stalled(Stall),
    Done,
    /// An error at instruction `.0`.
    Fault(usize, Fault),
}

enum Fault {
    /// A message about the instruction's op.
    Op(ErrorKind, String),
    /// A prepared error (a trap).
    Ready(CoreError),
    /// Not an error: an access a [`Beside`] run does not admit; the run
    /// stops before the instruction.
    Pause,
}

/// Bytes (addresses in this process) that DMA streams read and write while
/// a core runs beside them ([`Core::step_beside`]).
#[derive(Clone, Debug, Default)]
pub struct Guard {
    /// Byte ranges the streams read.
    pub reads: Vec<Range<usize>>,
    /// Byte ranges the streams write.
    pub writes: Vec<Range<usize>>,
}

impl Guard {
    /// Whether a core may read (or, `write`, write) the bytes `at`: not
    /// what a stream writes, nor for a write what a stream reads.
    #[inline(always)]
    fn admits(&self, at: Range<usize>, write: bool) -> bool {
        let meets = |r: &Range<usize>| meet(r, &at);
        !(self.writes.iter().any(meets) || write && self.reads.iter().any(meets))
    }

    /// The part of the guard that lies in `memories`.
    fn within(&self, memories: &[&mut [u8]]) -> Guard {
        let near = |r: &&Range<usize>| {
            memories
                .iter()
                .any(|m| meet(r, &(m.as_ptr() as usize..m.as_ptr() as usize + m.len())))
        };
        Guard {
            reads: self.reads.iter().filter(near).cloned().collect(),
            writes: self.writes.iter().filter(near).cloned().collect(),
        }
    }
}

/// Whether ranges `a` and `b` share an element.
#[inline(always)]
fn meet(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
}

/// How a run goes.
#[derive(Clone, Copy)]
enum Mode<'g> {
    /// Until the budget is spent or the core blocks, ends or fails.
    Free,
    /// Stopping before an op that meets the rest of the array
    /// ([`Core::step_alone`]).
    Alone,
    /// As `Alone`, and before an access the guard does not admit or a
    /// `memref.copy` or vector transfer ([`Core::step_beside`]).
    Beside(&'g Guard),
}

impl Core {
    /// A core at the start of `program`.
    pub fn new(program: impl Into<Arc<CoreProgram>>) -> Core {
        let mut core = Core {
            prog: program.into(),
            slots: Vec::new(),
            frames: Vec::new(),
            tmp: Vec::new(),
            stats: Stats::default(),
            debt: 0,
            logging: false,
            accesses: Vec::new(),
            finished: None,
        };
        core.reset();
        core
    }

    /// Back to the start of the program, with zeroed statistics.
    pub fn reset(&mut self) {
        let main = self.prog.funcs.first();
        self.slots = vec![0; main.map_or(0, |f| f.nslots as usize)];
        if let Some(f) = main {
            for &(s, v) in &f.init {
                if let Some(x) = self.slots.get_mut(s as usize) {
                    *x = v;
                }
            }
        }
        self.frames = vec![Frame {
            pc: main.map_or(0, |f| f.entry),
            base: 0,
            site: u32::MAX,
        }];
        self.stats = Stats::default();
        self.debt = 0;
        self.finished = None;
    }

    /// Logs the memory accesses of the next runs (`true`), or stops
    /// logging them.
    pub fn log_accesses(&mut self, on: bool) {
        self.logging = on;
    }

    /// The accesses logged since the last call.
    pub fn take_accesses(&mut self) -> std::vec::Drain<'_, Access> {
        self.accesses.drain(..)
    }

    /// The core waits `cycles` more (a lost bank arbitration): paid from
    /// the next budgets before it goes on.
    pub fn stall(&mut self, cycles: u64) {
        self.debt += cycles;
    }

    /// The program.
    pub fn program(&self) -> &CoreProgram {
        &self.prog
    }

    /// The statistics so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The op the core executes next (or is blocked on, or failed at): its
    /// name and source span. `None` once done.
    pub fn position(&self) -> Option<(&str, Span)> {
        if self.finished == Some(CoreState::Done) {
            return None;
        }
        let pc = self.frames.last()?.pc as usize;
        let o = self.prog.origin(pc)?;
        Some((&o.name, o.span))
    }

    /// Whether the core runs forever from where it is: a frame at an
    /// instruction from which its function cannot finish (a `cf.br` loop
    /// with no way out), or inside an `scf.for` with at least
    /// [`FOREVER_TRIPS`] iterations left. A core that waits there when the
    /// control code ends is idle, as on hardware.
    pub fn runs_forever(&self) -> bool {
        let p = &self.prog;
        let finish = p.can_finish();
        self.frames.iter().any(|f| {
            let pc = f.pc as usize;
            let slot = |s: Slot| {
                self.slots
                    .get(f.base as usize + s as usize)
                    .copied()
                    .unwrap_or(0)
            };
            !finish.get(pc).copied().unwrap_or(true)
                || p.loops_around(pc).any(|l| {
                    let lp = &p.loops[l];
                    let (iv, ub, step) = (slot(lp.iv), slot(lp.ub), slot(lp.step).max(1));
                    let left = if lp.unsigned {
                        ub.saturating_sub(iv) as u128
                    } else {
                        (sext(ub, lp.w) as i128 - sext(iv, lp.w) as i128).max(0) as u128
                    };
                    left / u128::from(step) >= u128::from(FOREVER_TRIPS)
                })
        })
    }

    /// The index of the instruction the core executes next (in the current
    /// frame), e.g. for `PC_CHANGE`-style trace events.
    pub fn pc(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.pc)
    }

    /// The call depth (1 in the core body).
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Runs for at most `budget` cycles: an op that takes longer than the
    /// budget left (a kernel call, a lock op's latency) is paid from the
    /// next budgets before the core goes on. A blocked acquire costs nothing
    /// and leaves the core at that op. Once `Done` or `Error`, returns that
    /// again.
    pub fn step(&mut self, env: &mut dyn CoreEnv, budget: u64) -> CoreState {
        self.step_with(env, budget, Mode::Free)
    }

    /// [`Core::step`], but stopping as `Running` (with budget left) before
    /// an op through which the core meets the rest of the array: a lock op,
    /// a kernel call or `aie.end`. Until then it only reads and writes
    /// memory, so the array may run it ahead of everything else.
    pub fn step_alone(&mut self, env: &mut dyn CoreEnv, budget: u64) -> CoreState {
        self.step_with(env, budget, Mode::Alone)
    }

    /// [`Core::step_alone`] beside DMA streams: also stopping before an
    /// access of bytes `guard` does not admit, or a `memref.copy` or vector
    /// transfer, so that what the core does and what the streams do do not
    /// depend on each other. Runs only on memories the environment gives
    /// ([`CoreEnv::memories`]); without them it does nothing.
    pub fn step_beside(&mut self, env: &mut dyn CoreEnv, budget: u64, guard: &Guard) -> CoreState {
        self.step_with(env, budget, Mode::Beside(guard))
    }

    fn step_with(&mut self, env: &mut dyn CoreEnv, budget: u64, mode: Mode) -> CoreState {
        if let Some(s) = &self.finished {
            return s.clone();
        }
        match self.run(env, budget, mode) {
            Exit::Budget | Exit::Paused | Exit::NeedEnv => CoreState::Running,
            Exit::Blocked(lock, request) => CoreState::Blocked { lock, request },
            Exit::Stalled(stall) => CoreState::Stalled(stall),
            Exit::Done => {
                self.finished = Some(CoreState::Done);
                CoreState::Done
            }
            Exit::Fault(pc, fault) => {
                let e = match fault {
                    Fault::Ready(e) => e,
                    Fault::Pause => return CoreState::Running,
                    Fault::Op(kind, msg) => {
                        let (name, span) = self
                            .prog
                            .origin(pc)
                            .map_or(("core", Span::default()), |o| (&*o.name, o.span));
                        CoreError::new(kind, Diagnostic::op_error(span, name, msg))
                    }
                };
                if let Some(f) = self.frames.last_mut() {
                    f.pc = pc as u32;
                }
                let s = CoreState::Error(e);
                self.finished = Some(s.clone());
                s
            }
        }
    }

    fn run(&mut self, env: &mut dyn CoreEnv, budget: u64, mode: Mode) -> Exit {
        let start = self.stats.cycles;
        let pay = self.debt.min(budget);
        self.debt -= pay;
        self.stats.cycles += pay;
        let budget = budget - pay;
        if budget == 0 {
            return Exit::Budget;
        }
        let Core {
            prog,
            slots,
            frames,
            tmp,
            stats,
            debt,
            logging,
            accesses,
            ..
        } = self;
        let Some(&top) = frames.last() else {
            return Exit::Done;
        };
        let mut m = Machine {
            p: prog,
            slots,
            frames,
            tmp,
            pc: top.pc as usize,
            base: top.base as usize,
            left: budget,
            skew: 0,
            extra: 0,
            lock_extra: env.lock_cycles().max(1) - 1,
            budget,
            paid: pay,
            done: Stats::default(),
            alone: !matches!(mode, Mode::Free),
            log: logging.then_some(accesses),
            start,
        };
        let exit = if let Mode::Beside(guard) = mode {
            match env.memories(&prog.tiles) {
                Some(mems) => {
                    let near = guard.within(&mems);
                    m.execute(&mut Beside(Direct(mems), &near))
                }
                None => Exit::Paused,
            }
        } else {
            loop {
                let exit = match env.memories(&prog.tiles) {
                    Some(mems) => m.execute(&mut Direct(mems)),
                    None => break m.execute(&mut Through(env)),
                };
                let Exit::NeedEnv = exit else { break exit };
                if let Break(exit) = m.next(&mut Through(env)) {
                    break exit;
                }
            }
        };
        if let Some(top) = m.frames.last_mut() {
            top.pc = m.pc as u32;
        }
        let n = budget - m.left - m.skew;
        stats.ops += n;
        let used = n + m.extra;
        *debt += used.saturating_sub(budget);
        stats.cycles += used.min(budget);
        stats.loads += m.done.loads;
        stats.stores += m.done.stores;
        stats.acquires += m.done.acquires;
        stats.releases += m.done.releases;
        exit
    }
}

/// A run in progress: the core's frames and slots with the registers of the
/// interpreter loop (`pc` is the next instruction, `base` the current
/// frame's first slot). Every step is inlined into [`Machine::execute`].
struct Machine<'a> {
    p: &'a CoreProgram,
    slots: &'a mut Vec<u64>,
    frames: &'a mut Vec<Frame>,
    /// Scratch for parallel moves.
    tmp: &'a mut Vec<u64>,
    pc: usize,
    base: usize,
    /// Cycles of the budget left.
    left: u64,
    /// Cycles of the budget spent that are no op (a lock op's or kernel
    /// call's extra cycles, a blocked acquire, a trap): the ops executed
    /// are the budget spent less these.
    skew: u64,
    /// Cycles beyond one per op (lock ops).
    extra: u64,
    /// The extra cycles of one lock op.
    lock_extra: u64,
    /// The budget of this run and the debt paid before it.
    budget: u64,
    paid: u64,
    /// Loads, stores, acquires and releases done (the other fields unused).
    done: Stats,
    /// Pause before a lock op, kernel call or `aie.end` ([`Core::step_alone`]).
    alone: bool,
    /// Where loads and stores are logged, if they are ([`Core::log_accesses`]).
    log: Option<&'a mut Vec<Access>>,
    /// The core's cycle count before the run.
    start: u64,
}

/// Whether the run goes on after a step, or stops with an [`Exit`].
type Step = ControlFlow<Exit>;

impl Machine<'_> {
    /// Slot `s` of the current frame.
    #[inline(always)]
    fn get(&self, s: Slot) -> u64 {
        self.slots[self.base + s as usize]
    }

    /// A use_lock's value: its constant, or its slot's i32.
    fn lock_value(&self, v: LockValue) -> i32 {
        match v {
            LockValue::Imm(v) => v,
            LockValue::Slot(s) => self.get(s) as u32 as i32,
        }
    }

    #[inline(always)]
    fn set(&mut self, s: Slot, v: u64) {
        self.slots[self.base + s as usize] = v;
    }

    /// Leaves the instruction being executed for the next run, uncounted.
    #[cold]
    fn pause(&mut self) -> Exit {
        self.pc -= 1;
        self.left += 1;
        Exit::Paused
    }

    /// Leaves the instruction being executed for a run through the
    /// environment, uncounted.
    #[cold]
    fn need_env(&mut self) -> Exit {
        self.pause();
        Exit::NeedEnv
    }

    /// An error of the instruction being executed.
    #[cold]
    fn fail(&self, kind: ErrorKind, msg: String) -> Exit {
        Exit::Fault(self.pc - 1, Fault::Op(kind, msg))
    }

    /// Runs until the budget is spent, the core blocks, ends or fails (or,
    /// in a [`Direct`] run, needs the environment).
    #[inline(always)]
    fn execute<R: Reach>(&mut self, env: &mut R) -> Exit {
        loop {
            if let Break(exit) = self.next(env) {
                return exit;
            }
        }
    }

    /// Executes the next instruction, counted as one op and one cycle.
    #[inline(always)]
    fn next<R: Reach>(&mut self, env: &mut R) -> Step {
        if self.left == 0 {
            return Break(Exit::Budget);
        }
        let p = self.p;
        let Some(ins) = p.code.get(self.pc) else {
            return Break(Exit::Fault(
                self.pc.saturating_sub(1),
                Fault::Op(ErrorKind::Internal, "ran past the end of the code".into()),
            ));
        };
        self.pc += 1;
        self.left -= 1;
        self.step(ins, env)
    }

    /// Executes `ins` (already counted as one op and one cycle), reading
    /// only the fields its arm uses.
    #[inline(always)]
    fn step<R: Reach>(&mut self, ins: &Ins, env: &mut R) -> Step {
        match *ins {
            Ins::Acquire { .. }
            | Ins::Release { .. }
            | Ins::Kernel { .. }
            | Ins::Cascade { .. }
            | Ins::Stream { .. }
            | Ins::Event { .. }
            | Ins::End
                if self.alone =>
            {
                return Break(self.pause())
            }
            Ins::CopyMem { .. } | Ins::Transfer { .. } if R::WATCHED => return Break(self.pause()),
            Ins::Load1 { dst, mem, i, sh } => return self.access1(dst, mem, i, sh, false, env),
            Ins::Store1 { val, mem, i, sh } => return self.access1(val, mem, i, sh, true, env),
            Ins::LoadN { .. } | Ins::StoreN { .. } => return self.access_n(*ins, env),
            Ins::Offset { dst, src, at } => return self.offset(dst, src, at),
            Ins::Rescale { dst, src, from, to } => return self.rescale(dst, src, from, to),
            Ins::CopyMem { at } => return self.copy_mem(at, env),
            Ins::Transfer { at } => return self.transfer(at, env),
            Ins::Apply { at, counted } => return self.apply(at, counted),
            Ins::Lanes { at } => return self.lanes(at),
            Ins::Shuffle { list } => self.shuffle(list),
            Ins::Position { at } => return self.position(at),
            Ins::Reduce { at } => return self.reduce(at),
            Ins::Print { at } => return self.print(at, env),
            Ins::Mask { at } => return self.create_mask(at),
            Ins::Repack { at } => return self.repack(at),
            Ins::Vec { at } => return self.vec_op(at),
            Ins::Group { at } => return self.group(at, env),
            Ins::Nop => {}
            Ins::Acquire {
                lock,
                value,
                eq,
                blocking,
            } => {
                let value = self.lock_value(value);
                return self.acquire(lock, value, eq, blocking, env);
            }
            Ins::Release { lock, value } => {
                let value = self.lock_value(value);
                return self.release(lock, value, env);
            }
            Ins::Moves { list } => self.moves(list),
            Ins::Goto { target } => {
                // Free: not an op.
                self.left += 1;
                self.pc = target as usize;
            }
            Ins::Jump { target } => self.pc = target as usize,
            Ins::CondBr { c, t, f } => {
                self.pc = if self.get(c) & 1 != 0 { t } else { f } as usize;
            }
            Ins::IfNot { c, target } => {
                if self.get(c) & 1 == 0 {
                    self.pc = target as usize;
                }
            }
            Ins::ForInit { l } => return self.for_init(l),
            Ins::ForNext {
                iv,
                ub,
                step,
                body,
                w,
                unsigned,
            } => self.for_next(iv, ub, step, body, w, unsigned),
            Ins::Switch { sel, table } => {
                let v = self.get(sel);
                let Some(t) = self.p.switches.get(table as usize) else {
                    return Break(self.fail(ErrorKind::Internal, "unknown switch table".into()));
                };
                self.pc = t.cases.iter().find(|c| c.0 == v).map_or(t.default, |c| c.1) as usize;
            }
            Ins::Call { site } => return self.call(site),
            Ins::Kernel { site } => return self.kernel(site, env),
            Ins::Cascade { at } => return self.cascade(at, env),
            Ins::Stream { at } => return self.stream(at, env),
            Ins::Event { n } => {
                let Some(env) = env.env() else {
                    return Break(self.need_env());
                };
                env.clock(self.elapsed());
                env.event(u32::from(n), 0);
            }
            Ins::Return { list, n } => return self.ret(list, n),
            Ins::End => return Break(Exit::Done),
            Ins::Trap { err } => {
                self.skew += 1;
                let e = self.p.traps.get(err as usize).cloned().unwrap_or_else(|| {
                    CoreError::new(
                        ErrorKind::Internal,
                        Diagnostic::error(Span::default(), "unknown trap"),
                    )
                });
                return Break(Exit::Fault(self.pc - 1, Fault::Ready(e)));
            }
            _ => return self.arith(ins),
        }
        Continue(())
    }

    /// Executes an arithmetic instruction (also each lane of a vector op).
    #[inline(always)]
    fn arith(&mut self, ins: &Ins) -> Step {
        match *ins {
            Ins::Const { dst, k } => {
                self.set(dst, self.p.consts.get(k as usize).copied().unwrap_or(0));
            }
            Ins::Copy { dst, src } => self.set(dst, self.get(src)),
            Ins::AddI(b) => self.int(b, |x, y| x.wrapping_add(y) & mask(b.w)),
            Ins::SubI(b) => self.int(b, |x, y| x.wrapping_sub(y) & mask(b.w)),
            Ins::MulI(b) => self.int(b, |x, y| x.wrapping_mul(y) & mask(b.w)),
            Ins::DivSI(b) | Ins::RemSI(b) | Ins::CeilDivSI(b) | Ins::FloorDivSI(b) => {
                return self.signed_div(*ins, b)
            }
            Ins::DivUI(b) | Ins::RemUI(b) => return self.unsigned_div(*ins, b),
            Ins::AndI(b) => self.int(b, |x, y| x & y),
            Ins::OrI(b) => self.int(b, |x, y| x | y),
            Ins::XorI(b) => self.int(b, |x, y| x ^ y),
            Ins::ShlI(b) | Ins::ShrSI(b) | Ins::ShrUI(b) => return self.shift(*ins, b),
            Ins::MaxSI(b) => self.int(b, |x, y| if sext(x, b.w) >= sext(y, b.w) { x } else { y }),
            Ins::MinSI(b) => self.int(b, |x, y| if sext(x, b.w) <= sext(y, b.w) { x } else { y }),
            Ins::MaxUI(b) => self.int(b, u64::max),
            Ins::MinUI(b) => self.int(b, u64::min),
            Ins::CmpI { bin: b, pred } => self.int(b, |x, y| u64::from(cmpi(pred, x, y, b.w))),
            Ins::Select { dst, c, a, b } | Ins::SelectAll { dst, c, a, b } => {
                let v = if self.get(c) & 1 != 0 { a } else { b };
                self.set(dst, self.get(v));
            }
            Ins::Fma { dst, a, b, c, k } => {
                self.set(dst, fma(k, self.get(a), self.get(b), self.get(c)));
            }
            Ins::ExtSI { dst, src, from, to } => {
                self.set(dst, sext(self.get(src), from) as u64 & mask(to));
            }
            Ins::TruncI { dst, src, to } => self.set(dst, self.get(src) & mask(to)),
            Ins::AddF(b) => self.float(b, |x, y| x + y, |x, y| x + y),
            Ins::SubF(b) => self.float(b, |x, y| x - y, |x, y| x - y),
            Ins::MulF(b) => self.float(b, |x, y| x * y, |x, y| x * y),
            Ins::DivF(b) => self.float(b, |x, y| x / y, |x, y| x / y),
            Ins::RemF(b) => self.float(b, |x, y| x % y, |x, y| x % y),
            Ins::MaxNumF(b) => self.float(b, f32::max, f64::max),
            Ins::MinNumF(b) => self.float(b, f32::min, f64::min),
            Ins::MaximumF(b) | Ins::MinimumF(b) => {
                let (x, y) = (to_f64(b.k, self.get(b.a)), to_f64(b.k, self.get(b.b)));
                let max = matches!(ins, Ins::MaximumF(_));
                self.set(b.dst, from_f64(b.k, maximum(x, y, max)));
            }
            Ins::CmpF { bin: b, pred } => {
                let (x, y) = (to_f64(b.k, self.get(b.a)), to_f64(b.k, self.get(b.b)));
                self.set(b.dst, u64::from(cmpf(pred, x, y)));
            }
            Ins::NegF { .. } | Ins::IToF { .. } | Ins::FToI { .. } | Ins::FToF { .. } => {
                self.float_unary(*ins)
            }
            Ins::Bits { dst, src, shl, shr } => self.set(dst, (self.get(src) << shl) >> shr),
            Ins::Math { dst, src, k, f } => self.set(dst, math(f, k, self.get(src))),
            Ins::Math2 { bin: b, f } => {
                self.set(b.dst, math2(f, b.k, self.get(b.a), self.get(b.b)))
            }
            _ => {}
        }
        Continue(())
    }

    /// An elementwise op on every lane of its vectors.
    fn lanes(&mut self, at: u32) -> Step {
        let Some(&(ins, n)) = self.p.lanes.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown vector op".into()));
        };
        for k in 0..n {
            if let Some(lane) = ins.lane(k) {
                self.arith(&lane)?;
            }
        }
        Continue(())
    }

    /// An affine map applied to its operands (free when it computes the
    /// subscripts of an affine load or store).
    fn apply(&mut self, at: u32, counted: bool) -> Step {
        if !counted {
            self.left += 1;
        }
        let Some(a) = self.p.applies.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown affine map".into()));
        };
        let args: Vec<i64> = a.args.iter().map(|&s| sext(self.get(s), 64)).collect();
        match a.map.eval(&args) {
            Some(vals) => {
                for (&d, v) in a.dst.iter().zip(vals) {
                    self.set(d, v as u64);
                }
                Continue(())
            }
            None => Break(self.fail(
                ErrorKind::Undefined,
                format!("{} of {args:?} divides by zero or overflows", a.map),
            )),
        }
    }

    // ---- arithmetic ----

    /// `dst = op(a, b)` of an integer binary op.
    #[inline(always)]
    fn int(&mut self, b: Bin, op: impl Fn(u64, u64) -> u64) {
        self.set(b.dst, op(self.get(b.a), self.get(b.b)));
    }

    /// `dst = op(a, b)` of a float binary op.
    #[inline(always)]
    fn float(&mut self, b: FBin, op32: impl Fn(f32, f32) -> f32, op64: impl Fn(f64, f64) -> f64) {
        self.set(b.dst, fbin(b.k, self.get(b.a), self.get(b.b), op32, op64));
    }

    /// `divsi`, `remsi`, `ceildivsi`, `floordivsi`.
    #[inline(always)]
    fn signed_div(&mut self, ins: Ins, b: Bin) -> Step {
        let (x, y) = (sext(self.get(b.a), b.w), sext(self.get(b.b), b.w));
        if y == 0 {
            return Break(self.fail(ErrorKind::Undefined, "division by zero".into()));
        }
        if x == smin(b.w) && y == -1 {
            let msg = format!("signed division overflow ({x} / -1)");
            return Break(self.fail(ErrorKind::Undefined, msg));
        }
        let (q, r) = (x / y, x % y);
        let v = match ins {
            Ins::DivSI(_) => q,
            Ins::RemSI(_) => r,
            Ins::CeilDivSI(_) if r != 0 && (r < 0) == (y < 0) => q + 1,
            Ins::FloorDivSI(_) if r != 0 && (r < 0) != (y < 0) => q - 1,
            _ => q,
        };
        self.set(b.dst, v as u64 & mask(b.w));
        Continue(())
    }

    /// `divui`, `remui`.
    #[inline(always)]
    fn unsigned_div(&mut self, ins: Ins, b: Bin) -> Step {
        let (x, y) = (self.get(b.a), self.get(b.b));
        if y == 0 {
            return Break(self.fail(ErrorKind::Undefined, "division by zero".into()));
        }
        self.set(
            b.dst,
            if matches!(ins, Ins::DivUI(_)) {
                x / y
            } else {
                x % y
            },
        );
        Continue(())
    }

    /// `shli`, `shrsi`, `shrui`.
    #[inline(always)]
    fn shift(&mut self, ins: Ins, b: Bin) -> Step {
        let (x, sh) = (self.get(b.a), self.get(b.b));
        if sh >= u64::from(b.w) {
            let msg = format!("shift amount {sh} is not less than the bit width {}", b.w);
            return Break(self.fail(ErrorKind::Undefined, msg));
        }
        let v = match ins {
            Ins::ShlI(_) => (x << sh) & mask(b.w),
            Ins::ShrSI(_) => (sext(x, b.w) >> sh) as u64 & mask(b.w),
            _ => x >> sh,
        };
        self.set(b.dst, v);
        Continue(())
    }

    /// `negf`, `sitofp`/`uitofp`, `fptosi`/`fptoui`, `extf`/`truncf`.
    #[inline(always)]
    fn float_unary(&mut self, ins: Ins) {
        match ins {
            Ins::NegF { dst, src, k } => {
                let sign = if k == FloatKind::F64 {
                    1 << 63
                } else {
                    1 << 31
                };
                self.set(dst, self.get(src) ^ sign);
            }
            Ins::IToF {
                dst,
                src,
                w,
                signed,
                k,
            } => {
                let v = self.get(src);
                let f = if signed {
                    let x = sext(v, w);
                    int_to_float(k, x < 0, x.unsigned_abs())
                } else {
                    int_to_float(k, false, v)
                };
                self.set(dst, f);
            }
            Ins::FToI {
                dst,
                src,
                k,
                w,
                signed,
            } => self.set(dst, float_to_int(to_f64(k, self.get(src)), w, signed)),
            Ins::FToF { dst, src, from, to } => {
                self.set(dst, from_f64(to, to_f64(from, self.get(src))));
            }
            _ => {}
        }
    }

    // ---- locks ----

    /// The extra cycles of a lock op.
    #[inline(always)]
    fn lock_cycles(&mut self) {
        self.extra += self.lock_extra;
        self.charge(self.lock_extra);
    }

    /// The cycles of the run before the op being executed (counted already).
    #[inline(always)]
    fn elapsed(&self) -> u64 {
        (self.paid + self.budget + self.extra).saturating_sub(self.left + self.skew + 1)
    }

    /// Takes `cycles` that are no op from the budget left (all of it at most).
    #[inline(always)]
    fn charge(&mut self, cycles: u64) {
        let c = cycles.min(self.left);
        self.left -= c;
        self.skew += c;
    }

    #[inline(always)]
    fn acquire<R: Reach>(
        &mut self,
        lock: u32,
        value: i32,
        eq: bool,
        blocking: bool,
        env: &mut R,
    ) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(info) = self.p.locks.get(lock as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown lock".into()));
        };
        let req = if eq {
            LockRequest::AcquireEq(value)
        } else {
            LockRequest::AcquireGe(value)
        };
        env.clock(self.elapsed());
        match env.try_acquire(info.lock, req) {
            Ok(true) => self.done.acquires += 1,
            Ok(false) if blocking => {
                // Not executed: the next step tries it again.
                self.pc -= 1;
                self.skew += 1;
                return Break(Exit::Blocked(info.lock, req));
            }
            Ok(false) => {}
            Err(e) => return Break(Exit::Fault(self.pc - 1, lock_fault(self.p, lock, req, e))),
        }
        self.lock_cycles();
        Continue(())
    }

    #[inline(always)]
    fn release<R: Reach>(&mut self, lock: u32, value: i32, env: &mut R) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(info) = self.p.locks.get(lock as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown lock".into()));
        };
        env.clock(self.elapsed());
        if let Err(e) = env.release(info.lock, value) {
            let req = LockRequest::Release(value);
            return Break(Exit::Fault(self.pc - 1, lock_fault(self.p, lock, req, e)));
        }
        self.done.releases += 1;
        self.lock_cycles();
        Continue(())
    }

    // ---- control flow ----

    /// A list of moves (free: not an op), parallel when they overlap.
    #[inline(always)]
    fn moves(&mut self, list: u32) {
        self.left += 1;
        let Some(m) = self.p.moves.get(list as usize) else {
            return;
        };
        if m.parallel {
            self.tmp.clear();
            for &(_, src) in &m.pairs {
                let v = self.get(src);
                self.tmp.push(v);
            }
            for (k, &(d, _)) in m.pairs.iter().enumerate() {
                let v = self.tmp[k];
                self.set(d, v);
            }
        } else {
            for &(d, src) in &m.pairs {
                self.set(d, self.get(src));
            }
        }
    }

    /// Entering `scf.for` loop `l`: check the step, set the induction
    /// variable, skip the body if the range is empty.
    #[inline(always)]
    fn for_init(&mut self, l: u32) -> Step {
        let Some(lp) = self.p.loops.get(l as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown loop".into()));
        };
        let (lb, ub, st, w) = (self.get(lp.lb), self.get(lp.ub), self.get(lp.step), lp.w);
        let positive = if lp.unsigned {
            st != 0
        } else {
            sext(st, w) > 0
        };
        if !positive {
            let shown = if lp.unsigned {
                st as i128
            } else {
                sext(st, w) as i128
            };
            return Break(self.fail(
                ErrorKind::Undefined,
                format!("step {shown} is not positive"),
            ));
        }
        self.set(lp.iv, lb);
        let enter = if lp.unsigned {
            lb < ub
        } else {
            sext(lb, w) < sext(ub, w)
        };
        if !enter {
            self.pc = lp.exit as usize;
        }
        Continue(())
    }

    /// The end of an `scf.for` body: step the induction variable and go
    /// back to `body` while it is below the upper bound.
    #[inline(always)]
    fn for_next(&mut self, iv: Slot, ub: Slot, step: Slot, body: u32, w: u8, unsigned: bool) {
        let (i, st, u) = (self.get(iv), self.get(step), self.get(ub));
        if unsigned {
            if let Some(next) = i.checked_add(st).filter(|&x| x < u) {
                self.set(iv, next);
                self.pc = body as usize;
            }
        } else if let Some(next) = sext(i, w)
            .checked_add(sext(st, w))
            .filter(|&x| x < sext(u, w))
        {
            self.set(iv, next as u64 & mask(w));
            self.pc = body as usize;
        }
    }

    /// `func.call` at call site `site`: a new frame with the arguments.
    #[inline(always)]
    fn call(&mut self, site: u32) -> Step {
        let p = self.p;
        let cs = p.calls.get(site as usize);
        let Some((cs, func)) = cs.and_then(|c| Some((c, p.funcs.get(c.func as usize)?))) else {
            return Break(self.fail(ErrorKind::Internal, "unknown call site".into()));
        };
        let nb = self.slots.len();
        if self.frames.len() >= MAX_FRAMES || nb + func.nslots as usize > MAX_SLOTS {
            let msg = format!(
                "call to @{} exceeds the call stack ({MAX_FRAMES} frames, {MAX_SLOTS} values)",
                func.name
            );
            return Break(self.fail(ErrorKind::Limit, msg));
        }
        self.slots.resize(nb + func.nslots as usize, 0);
        for (&a, &param) in cs.args.iter().zip(&func.params) {
            self.slots[nb + param as usize] = self.get(a);
        }
        for &(sl, v) in &func.init {
            self.slots[nb + sl as usize] = v;
        }
        if let Some(top) = self.frames.last_mut() {
            top.pc = self.pc as u32;
        }
        self.frames.push(Frame {
            pc: func.entry,
            base: nb as u32,
            site,
        });
        self.base = nb;
        self.pc = func.entry as usize;
        Continue(())
    }

    /// A call of external kernel `kernels[site]` through the environment;
    /// its cycles are charged to the core.
    fn kernel<R: Reach>(&mut self, site: u32, env: &mut R) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(k) = self.p.kernels.get(site as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown kernel call".into()));
        };
        let mut args = Vec::with_capacity(k.args.len());
        for &(slot, param) in &k.args {
            let v = self.get(slot);
            args.push(match param {
                KernelParam::Integer => KernelArg::Scalar(v),
                KernelParam::Buffer => {
                    // The buffer from the memref's offset to its end.
                    let (id, off) = memory::parts(v);
                    let view = self.p.views.get(id);
                    match view.map(|w| (w, w.fault.as_ref())) {
                        Some((w, None)) if off <= w.len => {
                            let (elements, nb) = (w.len - off, u64::from(w.elem.bytes));
                            KernelArg::Buffer {
                                tile: w.tile,
                                addr: w.base + (off * nb) as u32,
                                bytes: (elements * nb) as u32,
                                elements,
                            }
                        }
                        Some((w, why)) => {
                            let why = why
                                .cloned()
                                .unwrap_or_else(|| "an offset past its end".into());
                            let msg = format!(
                                "cannot pass buffer {} to kernel @{}: {why}",
                                w.name, k.name
                            );
                            return Break(self.fail(ErrorKind::Design, msg));
                        }
                        None => {
                            return Break(
                                self.fail(
                                    ErrorKind::Internal,
                                    "memref value is not a buffer".into(),
                                ),
                            )
                        }
                    }
                }
            });
        }
        env.clock(self.elapsed());
        match env.kernel(&k.name, &args) {
            Ok(KernelStep::Done(cycles)) => {
                self.extra += cycles;
                self.charge(cycles);
                Continue(())
            }
            Ok(KernelStep::Stalled(stall)) => {
                // Not done: the next step goes on with the call.
                self.pc -= 1;
                self.skew += 1;
                Break(Exit::Stalled(stall))
            }
            Err(msg) => {
                let span = self
                    .p
                    .origin(self.pc - 1)
                    .map(|o| o.span)
                    .unwrap_or_default();
                let e = CoreError::new(ErrorKind::NotSimulated, Diagnostic::error(span, msg));
                Break(Exit::Fault(self.pc - 1, Fault::Ready(e)))
            }
        }
    }

    /// `aie.put_cascade` / `aie.get_cascade` `cascades[at]`: the value's
    /// lanes, lane 0 in the lowest bytes, as one word of the cascade; the
    /// core stalls while the cascade is full (a put) or empty (a get).
    fn cascade<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(&c) = self.p.cascades.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown cascade op".into()));
        };
        let (nb, shift) = (usize::from(c.elem.bytes), c.elem.shift);
        let mut word = [0u8; CASCADE_BYTES];
        env.clock(self.elapsed());
        let done = if c.put {
            for (k, chunk) in word.chunks_exact_mut(nb).take(c.lanes as usize).enumerate() {
                let v = self.get(c.slot + k as u32) >> shift;
                chunk.copy_from_slice(&v.to_le_bytes()[..nb]);
            }
            env.cascade_put(&word)
        } else {
            env.cascade_get(&mut word)
        };
        match done {
            Ok(true) => {}
            Ok(false) => {
                self.pc -= 1;
                self.skew += 1;
                let kind = if c.put {
                    StallKind::CascadePut
                } else {
                    StallKind::CascadeGet
                };
                return Break(Exit::Stalled(Stall { kind, kernel: None }));
            }
            Err(msg) => return Break(self.fail(ErrorKind::NotSimulated, msg)),
        }
        if !c.put {
            for (k, chunk) in word.chunks_exact(nb).take(c.lanes as usize).enumerate() {
                let mut b = [0u8; 8];
                b[..nb].copy_from_slice(chunk);
                let v = (u64::from_le_bytes(b) << shift) & c.elem.mask;
                self.set(c.slot + k as u32, v);
            }
        }
        Continue(())
    }

    /// `aie.put_stream` / `aie.get_stream` `streams[at]`: the value's bits
    /// as one 32-bit word of the stream port the channel names; the core
    /// stalls while the stream cannot take a word (a put) or none has
    /// arrived (a get).
    fn stream<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let Some(env) = env.env() else {
            return Break(self.need_env());
        };
        let Some(&s) = self.p.streams.get(at as usize) else {
            return Break(self.fail(ErrorKind::Internal, "unknown stream op".into()));
        };
        let channel = self.get(s.channel);
        let Some(port) = u32::try_from(channel).ok().filter(|&p| p < s.ports) else {
            let dir = if s.put { "output" } else { "input" };
            let has = match s.ports {
                0 => format!("no stream {dir}"),
                1 => format!("one stream {dir} (Core : 0)"),
                n => format!("{n} stream {dir}s (Core : 0 to Core : {})", n - 1),
            };
            let msg = format!("channel {channel}: the core has {has}");
            return Break(self.fail(ErrorKind::Design, msg));
        };
        env.clock(self.elapsed());
        let done = if s.put {
            let word = (self.get(s.slot) >> s.elem.shift) as u32;
            env.stream_put(port, word)
        } else {
            env.stream_get(port).map(|w| {
                if let Some(w) = w {
                    self.set(s.slot, (u64::from(w) << s.elem.shift) & s.elem.mask);
                }
                w.is_some()
            })
        };
        match done {
            Ok(true) => Continue(()),
            Ok(false) => {
                self.pc -= 1;
                self.skew += 1;
                let kind = if s.put {
                    StallKind::StreamPut { port }
                } else {
                    StallKind::StreamGet { port }
                };
                Break(Exit::Stalled(Stall { kind, kernel: None }))
            }
            Err(msg) => Break(self.fail(ErrorKind::NotSimulated, msg)),
        }
    }

    /// `func.return` of the `k` values at `lists[list..]`: back to the caller.
    #[inline(always)]
    fn ret(&mut self, list: u32, k: u32) -> Step {
        let (Some(callee), true) = (self.frames.last().copied(), self.frames.len() > 1) else {
            return Break(self.fail(ErrorKind::Internal, "return from the core body".into()));
        };
        self.frames.pop();
        let Some(caller) = self.frames.last().copied() else {
            return Break(self.fail(ErrorKind::Internal, "return without a caller".into()));
        };
        let p = self.p;
        let at = list as usize;
        let vals = p.lists.get(at..at + k as usize).unwrap_or_default();
        if let Some(cs) = p.calls.get(callee.site as usize) {
            for (&d, &src) in cs.results.iter().zip(vals) {
                self.slots[caller.base as usize + d as usize] =
                    self.slots[callee.base as usize + src as usize];
            }
        }
        self.slots.truncate(callee.base as usize);
        self.base = caller.base as usize;
        self.pc = caller.pc as usize;
        Continue(())
    }
}

/// What a run reaches the array through: the environment, or directly the
/// memories of the program's tiles.
trait Reach {
    /// Reads `out.len()` bytes at `addr` of view `v`'s tile.
    fn read(&mut self, v: &View, addr: u32, out: &mut [u8]) -> Result<(), MemFault>;
    /// Writes `data` at `addr` of view `v`'s tile.
    fn write(&mut self, v: &View, addr: u32, data: &[u8]) -> Result<(), MemFault>;
    /// The environment, for lock ops and kernel calls; `None`: the run
    /// stops before the op ([`Exit::NeedEnv`]).
    fn env(&mut self) -> Option<&mut dyn CoreEnv>;
    /// Whether accesses are checked ([`Reach::admits`]) and instructions
    /// of many accesses stop the run.
    const WATCHED: bool = false;
    /// Whether the run may read (`write`: write) `len` bytes at `addr` of
    /// view `v`'s tile.
    fn admits(&mut self, _v: &View, _addr: u32, _len: usize, _write: bool) -> bool {
        true
    }
}

/// A run through the environment.
struct Through<'e>(&'e mut dyn CoreEnv);

impl Reach for Through<'_> {
    #[inline(always)]
    fn read(&mut self, v: &View, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        self.0.read(v.tile, addr, out)
    }
    #[inline(always)]
    fn write(&mut self, v: &View, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.0.write(v.tile, addr, data)
    }
    fn env(&mut self) -> Option<&mut dyn CoreEnv> {
        Some(&mut *self.0)
    }
}

/// A run on the memories of [`CoreProgram::tiles`], in that order
/// ([`CoreEnv::memories`]), up to an op that needs the environment.
struct Direct<'m>(Vec<&'m mut [u8]>);

impl Direct<'_> {
    #[inline(always)]
    fn bytes(&mut self, v: &View, addr: u32, len: usize) -> Result<&mut [u8], MemFault> {
        let m = self.0.get_mut(v.mem).ok_or(MemFault::NoMemory)?;
        let size = m.len() as u64;
        let a = addr as usize;
        m.get_mut(a..a + len).ok_or(MemFault::OutOfRange { size })
    }
}

impl Reach for Direct<'_> {
    #[inline(always)]
    fn read(&mut self, v: &View, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        copy_small(out, self.bytes(v, addr, out.len())?);
        Ok(())
    }
    #[inline(always)]
    fn write(&mut self, v: &View, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        copy_small(self.bytes(v, addr, data.len())?, data);
        Ok(())
    }
    fn env(&mut self) -> Option<&mut dyn CoreEnv> {
        None
    }
}

/// A [`Direct`] run beside DMA streams, admitting what the guard admits.
struct Beside<'m, 'g>(Direct<'m>, &'g Guard);

impl Reach for Beside<'_, '_> {
    #[inline(always)]
    fn read(&mut self, v: &View, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        self.0.read(v, addr, out)
    }
    #[inline(always)]
    fn write(&mut self, v: &View, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.0.write(v, addr, data)
    }
    fn env(&mut self) -> Option<&mut dyn CoreEnv> {
        None
    }
    const WATCHED: bool = true;
    /// An access outside memory is admitted (it fails as it would anyway).
    #[inline(always)]
    fn admits(&mut self, v: &View, addr: u32, len: usize, write: bool) -> bool {
        match self.0.bytes(v, addr, len) {
            Ok(b) => {
                let start = b.as_ptr() as usize;
                self.1.admits(start..start + len, write)
            }
            Err(_) => true,
        }
    }
}

/// A float binary op in kind `k`: `f32` arithmetic for `f32` and `bf16`
/// (rounded to `bf16` after), `f64` arithmetic for `f64`.
#[inline(always)]
fn fbin(
    k: FloatKind,
    a: u64,
    b: u64,
    op32: impl Fn(f32, f32) -> f32,
    op64: impl Fn(f64, f64) -> f64,
) -> u64 {
    match k {
        FloatKind::F64 => op64(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        _ => from_f32(k, op32(f32::from_bits(a as u32), f32::from_bits(b as u32))),
    }
}

#[cold]
fn lock_fault(p: &CoreProgram, lock: u32, req: LockRequest, e: LockFault) -> Fault {
    let Some(info) = p.locks.get(lock as usize) else {
        return Fault::Op(ErrorKind::Internal, "unknown lock".into());
    };
    let what = format!(
        "lock {} (id {} on tile {})",
        info.name, info.lock.id, info.lock.tile
    );
    match e {
        LockFault::NoSuchLock => Fault::Op(
            ErrorKind::Lock,
            format!("{what} does not exist in the array model"),
        ),
        LockFault::OutOfRange { from, to } => Fault::Op(
            ErrorKind::Lock,
            format!(
                "{req} takes {what} from {from} to {to}, outside the lock values 0 to {}",
                super::env::MAX_LOCK_VALUE
            ),
        ),
    }
}
