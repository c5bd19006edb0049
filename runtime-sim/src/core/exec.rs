//! Running a compiled core. The state is plain data — a stack of frames (pc,
//! slot base, call site) over one stack of value slots — so a core stops
//! anywhere (budget spent, lock not available) and resumes where it stopped.

use super::code::{CoreProgram, Ins, View};
use super::env::{CoreEnv, LockFault, LockRef, LockRequest, MemFault};
use super::value::{
    cmpf, cmpi, float_to_int, from_f32, from_f64, int_to_float, mask, maximum, sext, smin, to_f64,
    FloatKind,
};
use super::{CoreError, ErrorKind};
use dialect::ir::Span;
use dialect::Diagnostic;
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
    pub loads: u64,
    pub stores: u64,
    /// Acquires that succeeded.
    pub acquires: u64,
    pub releases: u64,
}

/// Where a core stands after [`Core::step`].
#[derive(Clone, Debug, PartialEq)]
pub enum CoreState {
    /// The budget is spent; call `step` again to continue.
    Running,
    /// The core waits on `lock`: `request` (an acquire) cannot proceed yet.
    /// The next `step` tries it again.
    Blocked { lock: LockRef, request: LockRequest },
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
    /// `Done` or `Error`, once reached.
    finished: Option<CoreState>,
}

/// Why a run stopped.
enum Exit {
    Budget,
    Blocked(LockRef, LockRequest),
    Done,
    /// An error at instruction `.0`.
    Fault(usize, Fault),
}

enum Fault {
    /// A message about the instruction's op.
    Op(ErrorKind, String),
    /// A prepared error (a trap).
    Ready(CoreError),
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
        self.finished = None;
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

    /// The index of the instruction the core executes next (in the current
    /// frame), e.g. for `PC_CHANGE`-style trace events.
    pub fn pc(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.pc)
    }

    /// The call depth (1 in the core body).
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Runs for at most `budget` cycles (the last op may overshoot by the
    /// extra cycles of a lock op). A blocked acquire costs nothing and leaves
    /// the core at that op. Once `Done` or `Error`, returns that again.
    pub fn step(&mut self, env: &mut dyn CoreEnv, budget: u64) -> CoreState {
        if let Some(s) = &self.finished {
            return s.clone();
        }
        match self.run(env, budget) {
            Exit::Budget => CoreState::Running,
            Exit::Blocked(lock, request) => CoreState::Blocked { lock, request },
            Exit::Done => {
                self.finished = Some(CoreState::Done);
                CoreState::Done
            }
            Exit::Fault(pc, fault) => {
                let e = match fault {
                    Fault::Ready(e) => e,
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

    fn run(&mut self, env: &mut dyn CoreEnv, budget: u64) -> Exit {
        let Core {
            prog,
            slots,
            frames,
            tmp,
            stats,
            ..
        } = self;
        let p: &CoreProgram = prog;
        let code = &p.code[..];
        let Some(top) = frames.last() else {
            return Exit::Done;
        };
        let mut pc = top.pc as usize;
        let mut base = top.base as usize;
        let mut left = budget;
        let (mut n, mut extra) = (0u64, 0u64);
        let (mut loads, mut stores, mut acquires, mut releases) = (0u64, 0u64, 0u64, 0u64);
        let lock_extra = env.lock_cycles().max(1) - 1;

        macro_rules! s {
            ($x:expr) => {
                slots[base + $x as usize]
            };
        }
        macro_rules! fail {
            ($kind:expr, $($msg:tt)*) => {
                break Exit::Fault(pc - 1, Fault::Op($kind, format!($($msg)*)))
            };
        }

        let exit = loop {
            if left == 0 {
                break Exit::Budget;
            }
            let Some(&ins) = code.get(pc) else {
                break Exit::Fault(
                    pc.saturating_sub(1),
                    Fault::Op(ErrorKind::Internal, "ran past the end of the code".into()),
                );
            };
            pc += 1;
            left -= 1;
            n += 1;
            match ins {
                Ins::Const { dst, k } => s!(dst) = p.consts.get(k as usize).copied().unwrap_or(0),
                Ins::Copy { dst, src } => s!(dst) = s!(src),
                Ins::AddI(b) => s!(b.dst) = s!(b.a).wrapping_add(s!(b.b)) & mask(b.w),
                Ins::SubI(b) => s!(b.dst) = s!(b.a).wrapping_sub(s!(b.b)) & mask(b.w),
                Ins::MulI(b) => s!(b.dst) = s!(b.a).wrapping_mul(s!(b.b)) & mask(b.w),
                Ins::DivSI(b) | Ins::RemSI(b) | Ins::CeilDivSI(b) | Ins::FloorDivSI(b) => {
                    let (x, y) = (sext(s!(b.a), b.w), sext(s!(b.b), b.w));
                    if y == 0 {
                        fail!(ErrorKind::Undefined, "division by zero");
                    }
                    if x == smin(b.w) && y == -1 {
                        fail!(ErrorKind::Undefined, "signed division overflow ({x} / -1)");
                    }
                    let (q, r) = (x / y, x % y);
                    let v = match ins {
                        Ins::DivSI(_) => q,
                        Ins::RemSI(_) => r,
                        Ins::CeilDivSI(_) if r != 0 && (r < 0) == (y < 0) => q + 1,
                        Ins::FloorDivSI(_) if r != 0 && (r < 0) != (y < 0) => q - 1,
                        _ => q,
                    };
                    s!(b.dst) = v as u64 & mask(b.w);
                }
                Ins::DivUI(b) | Ins::RemUI(b) => {
                    let (x, y) = (s!(b.a), s!(b.b));
                    if y == 0 {
                        fail!(ErrorKind::Undefined, "division by zero");
                    }
                    s!(b.dst) = if matches!(ins, Ins::DivUI(_)) {
                        x / y
                    } else {
                        x % y
                    };
                }
                Ins::AndI(b) => s!(b.dst) = s!(b.a) & s!(b.b),
                Ins::OrI(b) => s!(b.dst) = s!(b.a) | s!(b.b),
                Ins::XorI(b) => s!(b.dst) = s!(b.a) ^ s!(b.b),
                Ins::ShlI(b) | Ins::ShrSI(b) | Ins::ShrUI(b) => {
                    let (x, sh) = (s!(b.a), s!(b.b));
                    if sh >= u64::from(b.w) {
                        fail!(
                            ErrorKind::Undefined,
                            "shift amount {sh} is not less than the bit width {}",
                            b.w
                        );
                    }
                    s!(b.dst) = match ins {
                        Ins::ShlI(_) => (x << sh) & mask(b.w),
                        Ins::ShrSI(_) => (sext(x, b.w) >> sh) as u64 & mask(b.w),
                        _ => x >> sh,
                    };
                }
                Ins::MaxSI(b) => {
                    let (x, y) = (s!(b.a), s!(b.b));
                    s!(b.dst) = if sext(x, b.w) >= sext(y, b.w) { x } else { y };
                }
                Ins::MinSI(b) => {
                    let (x, y) = (s!(b.a), s!(b.b));
                    s!(b.dst) = if sext(x, b.w) <= sext(y, b.w) { x } else { y };
                }
                Ins::MaxUI(b) => s!(b.dst) = s!(b.a).max(s!(b.b)),
                Ins::MinUI(b) => s!(b.dst) = s!(b.a).min(s!(b.b)),
                Ins::CmpI { bin: b, pred } => {
                    s!(b.dst) = u64::from(cmpi(pred, s!(b.a), s!(b.b), b.w));
                }
                Ins::Select { dst, c, a, b } => {
                    s!(dst) = if s!(c) & 1 != 0 { s!(a) } else { s!(b) };
                }
                Ins::ExtSI { dst, src, from, to } => {
                    s!(dst) = sext(s!(src), from) as u64 & mask(to);
                }
                Ins::TruncI { dst, src, to } => s!(dst) = s!(src) & mask(to),
                Ins::AddF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), |x, y| x + y, |x, y| x + y),
                Ins::SubF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), |x, y| x - y, |x, y| x - y),
                Ins::MulF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), |x, y| x * y, |x, y| x * y),
                Ins::DivF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), |x, y| x / y, |x, y| x / y),
                Ins::RemF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), |x, y| x % y, |x, y| x % y),
                Ins::MaxNumF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), f32::max, f64::max),
                Ins::MinNumF(b) => s!(b.dst) = fbin(b.k, s!(b.a), s!(b.b), f32::min, f64::min),
                Ins::MaximumF(b) | Ins::MinimumF(b) => {
                    let (x, y) = (to_f64(b.k, s!(b.a)), to_f64(b.k, s!(b.b)));
                    s!(b.dst) = from_f64(b.k, maximum(x, y, matches!(ins, Ins::MaximumF(_))));
                }
                Ins::NegF { dst, src, k } => {
                    let sign = if k == FloatKind::F64 {
                        1 << 63
                    } else {
                        1 << 31
                    };
                    s!(dst) = s!(src) ^ sign;
                }
                Ins::CmpF { bin: b, pred } => {
                    let (x, y) = (to_f64(b.k, s!(b.a)), to_f64(b.k, s!(b.b)));
                    s!(b.dst) = u64::from(cmpf(pred, x, y));
                }
                Ins::IToF {
                    dst,
                    src,
                    w,
                    signed,
                    k,
                } => {
                    let v = s!(src);
                    s!(dst) = if signed {
                        let x = sext(v, w);
                        int_to_float(k, x < 0, x.unsigned_abs())
                    } else {
                        int_to_float(k, false, v)
                    };
                }
                Ins::FToI {
                    dst,
                    src,
                    k,
                    w,
                    signed,
                } => s!(dst) = float_to_int(to_f64(k, s!(src)), w, signed),
                Ins::FToF { dst, src, from, to } => s!(dst) = from_f64(to, to_f64(from, s!(src))),
                Ins::Bits { dst, src, shl, shr } => s!(dst) = (s!(src) << shl) >> shr,
                Ins::Load1 { dst, mem, i } => {
                    let (id, idx) = (s!(mem), s!(i));
                    match p.views.get(id as usize) {
                        Some(v) if idx < v.len1 => {
                            let nb = usize::from(v.elem.bytes);
                            let addr = v.base + idx as u32 * nb as u32;
                            let mut buf = [0u8; 8];
                            if let Err(e) = env.read(v.tile, addr, &mut buf[..nb]) {
                                break Exit::Fault(pc - 1, mem_fault(v, addr, nb, e));
                            }
                            s!(dst) = (u64::from_le_bytes(buf) << v.elem.shift) & v.elem.mask;
                            loads += 1;
                        }
                        v => break Exit::Fault(pc - 1, access_fault(v, &[idx])),
                    }
                }
                Ins::Store1 { val, mem, i } => {
                    let (id, idx) = (s!(mem), s!(i));
                    match p.views.get(id as usize) {
                        Some(v) if idx < v.len1 => {
                            let nb = usize::from(v.elem.bytes);
                            let addr = v.base + idx as u32 * nb as u32;
                            let bytes = (s!(val) >> v.elem.shift).to_le_bytes();
                            if let Err(e) = env.write(v.tile, addr, &bytes[..nb]) {
                                break Exit::Fault(pc - 1, mem_fault(v, addr, nb, e));
                            }
                            stores += 1;
                        }
                        v => break Exit::Fault(pc - 1, access_fault(v, &[idx])),
                    }
                }
                Ins::LoadN {
                    dst,
                    mem,
                    list,
                    n: k,
                }
                | Ins::StoreN {
                    val: dst,
                    mem,
                    list,
                    n: k,
                } => {
                    let load = matches!(ins, Ins::LoadN { .. });
                    let at = list as usize;
                    let lst = p.lists.get(at..at + usize::from(k)).unwrap_or_default();
                    let view = p.views.get(s!(mem) as usize);
                    let mut off = Some(0u64);
                    match view {
                        Some(v) if v.fault.is_none() && lst.len() == v.dims.len() => {
                            for ((&x, &d), &st) in lst.iter().zip(&v.dims).zip(&v.strides) {
                                let i = s!(x);
                                if i >= d {
                                    off = None;
                                    break;
                                }
                                off = off.map(|o| o + i * st);
                            }
                        }
                        _ => off = None,
                    }
                    let (Some(v), Some(off)) = (view, off) else {
                        let idx: Vec<u64> = lst.iter().map(|&x| s!(x)).collect();
                        break Exit::Fault(pc - 1, access_fault(view, &idx));
                    };
                    let nb = usize::from(v.elem.bytes);
                    let addr = v.base + off as u32 * nb as u32;
                    if load {
                        let mut buf = [0u8; 8];
                        if let Err(e) = env.read(v.tile, addr, &mut buf[..nb]) {
                            break Exit::Fault(pc - 1, mem_fault(v, addr, nb, e));
                        }
                        s!(dst) = (u64::from_le_bytes(buf) << v.elem.shift) & v.elem.mask;
                        loads += 1;
                    } else {
                        let bytes = (s!(dst) >> v.elem.shift).to_le_bytes();
                        if let Err(e) = env.write(v.tile, addr, &bytes[..nb]) {
                            break Exit::Fault(pc - 1, mem_fault(v, addr, nb, e));
                        }
                        stores += 1;
                    }
                }
                Ins::Acquire {
                    lock,
                    value,
                    eq,
                    blocking,
                } => {
                    let Some(info) = p.locks.get(lock as usize) else {
                        fail!(ErrorKind::Internal, "unknown lock");
                    };
                    let req = if eq {
                        LockRequest::AcquireEq(value)
                    } else {
                        LockRequest::AcquireGe(value)
                    };
                    match env.try_acquire(info.lock, req) {
                        Ok(true) => acquires += 1,
                        Ok(false) if blocking => {
                            pc -= 1;
                            n -= 1;
                            break Exit::Blocked(info.lock, req);
                        }
                        Ok(false) => {}
                        Err(e) => break Exit::Fault(pc - 1, lock_fault(p, lock, req, e)),
                    }
                    extra += lock_extra;
                    left = left.saturating_sub(lock_extra);
                }
                Ins::Release { lock, value } => {
                    let Some(info) = p.locks.get(lock as usize) else {
                        fail!(ErrorKind::Internal, "unknown lock");
                    };
                    if let Err(e) = env.release(info.lock, value) {
                        break Exit::Fault(
                            pc - 1,
                            lock_fault(p, lock, LockRequest::Release(value), e),
                        );
                    }
                    releases += 1;
                    extra += lock_extra;
                    left = left.saturating_sub(lock_extra);
                }
                Ins::Moves { list } => {
                    n -= 1;
                    left += 1;
                    if let Some(m) = p.moves.get(list as usize) {
                        if m.parallel {
                            tmp.clear();
                            tmp.extend(m.pairs.iter().map(|&(_, src)| s!(src)));
                            for (&(d, _), &v) in m.pairs.iter().zip(tmp.iter()) {
                                s!(d) = v;
                            }
                        } else {
                            for &(d, src) in &m.pairs {
                                s!(d) = s!(src);
                            }
                        }
                    }
                }
                Ins::Goto { target } => {
                    n -= 1;
                    left += 1;
                    pc = target as usize;
                }
                Ins::Jump { target } => pc = target as usize,
                Ins::CondBr { c, t, f } => pc = if s!(c) & 1 != 0 { t } else { f } as usize,
                Ins::IfNot { c, target } => {
                    if s!(c) & 1 == 0 {
                        pc = target as usize;
                    }
                }
                Ins::ForInit { l } => {
                    let Some(lp) = p.loops.get(l as usize) else {
                        fail!(ErrorKind::Internal, "unknown loop");
                    };
                    let (lb, ub, st, w) = (s!(lp.lb), s!(lp.ub), s!(lp.step), lp.w);
                    let positive = if lp.unsigned {
                        st != 0
                    } else {
                        sext(st, w) > 0
                    };
                    if !positive {
                        fail!(
                            ErrorKind::Undefined,
                            "step {} is not positive",
                            if lp.unsigned {
                                st as i128
                            } else {
                                sext(st, w) as i128
                            }
                        );
                    }
                    s!(lp.iv) = lb;
                    let enter = if lp.unsigned {
                        lb < ub
                    } else {
                        sext(lb, w) < sext(ub, w)
                    };
                    if !enter {
                        pc = lp.exit as usize;
                    }
                }
                Ins::ForNext {
                    iv,
                    ub,
                    step,
                    body,
                    w,
                    unsigned,
                } => {
                    let (i, st, u) = (s!(iv), s!(step), s!(ub));
                    if unsigned {
                        if let Some(next) = i.checked_add(st).filter(|&x| x < u) {
                            s!(iv) = next;
                            pc = body as usize;
                        }
                    } else if let Some(next) = sext(i, w)
                        .checked_add(sext(st, w))
                        .filter(|&x| x < sext(u, w))
                    {
                        s!(iv) = next as u64 & mask(w);
                        pc = body as usize;
                    }
                }
                Ins::Switch { sel, table } => {
                    let v = s!(sel);
                    let Some(t) = p.switches.get(table as usize) else {
                        fail!(ErrorKind::Internal, "unknown switch table");
                    };
                    pc = t.cases.iter().find(|c| c.0 == v).map_or(t.default, |c| c.1) as usize;
                }
                Ins::Call { site } => {
                    let cs = p.calls.get(site as usize);
                    let Some((cs, func)) =
                        cs.and_then(|c| Some((c, p.funcs.get(c.func as usize)?)))
                    else {
                        fail!(ErrorKind::Internal, "unknown call site");
                    };
                    let nb = slots.len();
                    if frames.len() >= MAX_FRAMES || nb + func.nslots as usize > MAX_SLOTS {
                        fail!(
                            ErrorKind::Limit,
                            "call to @{} exceeds the call stack ({MAX_FRAMES} frames, {MAX_SLOTS} values)",
                            func.name
                        );
                    }
                    slots.resize(nb + func.nslots as usize, 0);
                    for (&a, &param) in cs.args.iter().zip(&func.params) {
                        slots[nb + param as usize] = s!(a);
                    }
                    for &(sl, v) in &func.init {
                        slots[nb + sl as usize] = v;
                    }
                    if let Some(top) = frames.last_mut() {
                        top.pc = pc as u32;
                    }
                    frames.push(Frame {
                        pc: func.entry,
                        base: nb as u32,
                        site,
                    });
                    base = nb;
                    pc = func.entry as usize;
                }
                Ins::Return { list, n: k } => {
                    let (Some(callee), true) = (frames.last().copied(), frames.len() > 1) else {
                        fail!(ErrorKind::Internal, "return from the core body");
                    };
                    frames.pop();
                    let Some(caller) = frames.last().copied() else {
                        fail!(ErrorKind::Internal, "return without a caller");
                    };
                    let at = list as usize;
                    let vals = p.lists.get(at..at + usize::from(k)).unwrap_or_default();
                    if let Some(cs) = p.calls.get(callee.site as usize) {
                        for (&d, &src) in cs.results.iter().zip(vals) {
                            slots[caller.base as usize + d as usize] =
                                slots[callee.base as usize + src as usize];
                        }
                    }
                    slots.truncate(callee.base as usize);
                    base = caller.base as usize;
                    pc = caller.pc as usize;
                }
                Ins::End => break Exit::Done,
                Ins::Trap { err } => {
                    n -= 1;
                    let e = p.traps.get(err as usize).cloned().unwrap_or_else(|| {
                        CoreError::new(
                            ErrorKind::Internal,
                            Diagnostic::error(Span::default(), "unknown trap"),
                        )
                    });
                    break Exit::Fault(pc - 1, Fault::Ready(e));
                }
            }
        };
        if let Some(top) = frames.last_mut() {
            top.pc = pc as u32;
        }
        stats.ops += n;
        stats.cycles += n + extra;
        stats.loads += loads;
        stats.stores += stores;
        stats.acquires += acquires;
        stats.releases += releases;
        exit
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

/// Why indices `idx` cannot be used on `view`.
#[cold]
fn access_fault(view: Option<&View>, idx: &[u64]) -> Fault {
    let Some(v) = view else {
        return Fault::Op(ErrorKind::Internal, "memref value is not a buffer".into());
    };
    if let Some(why) = &v.fault {
        let kind = if why.starts_with("not simulated") {
            ErrorKind::NotSimulated
        } else {
            ErrorKind::Design
        };
        return Fault::Op(kind, format!("cannot access buffer {}: {why}", v.name));
    }
    if idx.len() != v.dims.len() {
        return Fault::Op(
            ErrorKind::Design,
            format!(
                "{} indices for buffer {} of type {}",
                idx.len(),
                v.name,
                v.ty
            ),
        );
    }
    let shown: Vec<String> = idx.iter().map(|&i| (i as i64).to_string()).collect();
    Fault::Op(
        ErrorKind::Memory,
        format!(
            "index [{}] is out of bounds of buffer {} of type {}",
            shown.join(", "),
            v.name,
            v.ty
        ),
    )
}

#[cold]
fn mem_fault(v: &View, addr: u32, len: usize, e: MemFault) -> Fault {
    let msg = match e {
        MemFault::NoMemory => format!("tile {} has no data memory (buffer {})", v.tile, v.name),
        MemFault::OutOfRange { size } => format!(
            "bytes {addr:#x}..{:#x} are outside the {size}-byte memory of tile {} (buffer {})",
            u64::from(addr) + len as u64,
            v.tile,
            v.name
        ),
    };
    Fault::Op(ErrorKind::Memory, msg)
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
                "{req} takes {what} from {from} to {to}, outside the lock values 0..{}",
                super::env::MAX_LOCK_VALUE
            ),
        ),
    }
}
