//! The compact form a core body is compiled to: a flat list of instructions
//! over numbered value slots, and the side tables they index (constants,
//! parallel moves, loops, switch tables, call sites, functions, buffers,
//! locks). One instruction stands for one MLIR op, except the free
//! bookkeeping instructions [`Ins::Moves`] and [`Ins::Goto`].

use super::env::{LockRef, Tile};
use super::value::{mask, FloatKind};
use super::CoreError;
use dialect::ir::Span;

/// A value slot, relative to the frame's base.
pub(crate) type Slot = u32;

/// The value of an `aie.use_lock`: known when compiled, or computed at run
/// time into a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LockValue {
    Imm(i32),
    Slot(Slot),
}

/// Operands of an integer binary op: `dst = a op b` at width `w`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bin {
    pub dst: Slot,
    pub a: Slot,
    pub b: Slot,
    pub w: u8,
}

/// Operands of a float binary op: `dst = a op b` in float kind `k`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FBin {
    pub dst: Slot,
    pub a: Slot,
    pub b: Slot,
    pub k: FloatKind,
}

/// One instruction. Jump targets are indices into the program's code.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ins {
    /// `arith.constant`: `dst = consts[k]`.
    Const {
        dst: Slot,
        k: u32,
    },
    /// A cast that keeps the bits (`extui`, widening `index_castui`, same-layout `bitcast`).
    Copy {
        dst: Slot,
        src: Slot,
    },
    AddI(Bin),
    SubI(Bin),
    MulI(Bin),
    DivSI(Bin),
    DivUI(Bin),
    RemSI(Bin),
    RemUI(Bin),
    CeilDivSI(Bin),
    FloorDivSI(Bin),
    AndI(Bin),
    OrI(Bin),
    XorI(Bin),
    ShlI(Bin),
    ShrSI(Bin),
    ShrUI(Bin),
    MaxSI(Bin),
    MinSI(Bin),
    MaxUI(Bin),
    MinUI(Bin),
    CmpI {
        bin: Bin,
        pred: u8,
    },
    /// `arith.select` on a vector of `i1`: a condition per lane.
    Select {
        dst: Slot,
        c: Slot,
        a: Slot,
        b: Slot,
    },
    /// `arith.select` on one `i1` condition (for every lane of vector
    /// values: lanes move `dst`, `a` and `b`, not `c`).
    SelectAll {
        dst: Slot,
        c: Slot,
        a: Slot,
        b: Slot,
    },
    /// `extsi` / narrowing-or-widening `index_cast`: sign-extend from `from` bits, keep `to`.
    ExtSI {
        dst: Slot,
        src: Slot,
        from: u8,
        to: u8,
    },
    /// `trunci` / narrowing casts: keep the low `to` bits.
    TruncI {
        dst: Slot,
        src: Slot,
        to: u8,
    },
    AddF(FBin),
    SubF(FBin),
    MulF(FBin),
    DivF(FBin),
    RemF(FBin),
    MaximumF(FBin),
    MinimumF(FBin),
    MaxNumF(FBin),
    MinNumF(FBin),
    NegF {
        dst: Slot,
        src: Slot,
        k: FloatKind,
    },
    CmpF {
        bin: FBin,
        pred: u8,
    },
    /// `sitofp` / `uitofp` from width `w`.
    IToF {
        dst: Slot,
        src: Slot,
        w: u8,
        signed: bool,
        k: FloatKind,
    },
    /// `fptosi` / `fptoui` to width `w` (saturating).
    FToI {
        dst: Slot,
        src: Slot,
        k: FloatKind,
        w: u8,
        signed: bool,
    },
    /// `extf` / `truncf`.
    FToF {
        dst: Slot,
        src: Slot,
        from: FloatKind,
        to: FloatKind,
    },
    /// `bitcast` between `i16` and `bf16`: `dst = (src << shl) >> shr`.
    Bits {
        dst: Slot,
        src: Slot,
        shl: u8,
        shr: u8,
    },
    /// `memref.load` with one index into a memref of shape `shapes[sh]`.
    Load1 {
        dst: Slot,
        mem: Slot,
        i: Slot,
        sh: u32,
    },
    /// `memref.load` with `n` indices at `lists[list..]`.
    LoadN {
        dst: Slot,
        mem: Slot,
        list: u32,
        n: u8,
        sh: u32,
    },
    /// `memref.store` with one index.
    Store1 {
        val: Slot,
        mem: Slot,
        i: Slot,
        sh: u32,
    },
    /// `memref.store` with `n` indices at `lists[list..]`.
    StoreN {
        val: Slot,
        mem: Slot,
        list: u32,
        n: u8,
        sh: u32,
    },
    /// A view of a memref (`memref.subview`, `memref.reinterpret_cast`):
    /// `dst` is `src` at the element offset `offsets[at]` computes.
    Offset {
        dst: Slot,
        src: Slot,
        at: u32,
    },
    /// The offset of the view or pointer `src` counted in units of `to`
    /// bytes instead of `from` (`ptr.to_ptr`: elements to bytes;
    /// `ptr.from_ptr`: bytes to elements, which must divide it).
    Rescale {
        dst: Slot,
        src: Slot,
        from: u32,
        to: u32,
    },
    /// `memref.copy`: `copies[at]`.
    CopyMem {
        at: u32,
    },
    /// A vector access of memory (`vector.transfer_read` / `transfer_write`,
    /// `load` / `store`, `maskedload` / `maskedstore`): `transfers[at]`.
    Transfer {
        at: u32,
    },
    /// A vector op that moves lanes (`vector.broadcast`, `splat`, `extract`
    /// and `insert` at static positions, `shape_cast`,
    /// `extract_strided_slice`): the parallel copy `moves[list]`, one op.
    Shuffle {
        list: u32,
    },
    /// `vector.extract` / `insert` with dynamic positions: `positions[at]`.
    Position {
        at: u32,
    },
    /// `vector.reduction`: `reductions[at]`.
    Reduce {
        at: u32,
    },
    /// `vector.print`: `prints[at]`.
    Print {
        at: u32,
    },
    /// `vector.create_mask`: `masks[at]`.
    Mask {
        at: u32,
    },
    /// `vector.bitcast`: `repacks[at]`.
    Repack {
        at: u32,
    },
    /// `vector.fma` (one rounding): `dst = a * b + c` in float kind `k`.
    Fma {
        dst: Slot,
        a: Slot,
        b: Slot,
        c: Slot,
        k: FloatKind,
    },
    /// An affine map applied: `applies[at]`; free (not an op) when it
    /// computes the subscripts of an affine load or store.
    Apply {
        at: u32,
        counted: bool,
    },
    /// An elementwise op on vectors: `lanes[at]`, the scalar instruction for
    /// lane 0 and the number of lanes (each lane's slots follow lane 0's).
    Lanes {
        at: u32,
    },
    /// A one-operand `math` op.
    Math {
        dst: Slot,
        src: Slot,
        k: FloatKind,
        f: MathFn,
    },
    /// A two-operand `math` op.
    Math2 {
        bin: FBin,
        f: MathFn2,
    },
    /// An op with no effect on the core (`memref.assume_alignment`, the
    /// entry of `scf.while`): one op.
    Nop,
    /// `aie.use_lock` acquire of `locks[lock]`.
    Acquire {
        lock: u32,
        value: LockValue,
        eq: bool,
        blocking: bool,
    },
    /// `aie.use_lock` release of `locks[lock]`.
    Release {
        lock: u32,
        value: LockValue,
    },
    /// Free: the parallel copy `moves[list]` (block and loop arguments).
    Moves {
        list: u32,
    },
    /// Free: a jump that is not an op (a branch's argument trampoline).
    Goto {
        target: u32,
    },
    /// `cf.br`, or the `scf.yield` that ends an `scf.if` / `scf.index_switch` arm.
    Jump {
        target: u32,
    },
    /// `cf.cond_br`.
    CondBr {
        c: Slot,
        t: u32,
        f: u32,
    },
    /// `scf.if`: to `target` (else arm or end) if `c` is false.
    IfNot {
        c: Slot,
        target: u32,
    },
    /// `scf.for` entry: `loops[l]`.
    ForInit {
        l: u32,
    },
    /// `scf.yield` of an `scf.for`: next iteration at `body`, or fall through.
    ForNext {
        iv: Slot,
        ub: Slot,
        step: Slot,
        body: u32,
        w: u8,
        unsigned: bool,
    },
    /// `scf.index_switch`: `switches[table]`.
    Switch {
        sel: Slot,
        table: u32,
    },
    /// `func.call`: `calls[site]`.
    Call {
        site: u32,
    },
    /// A call of an external kernel: `kernels[site]`.
    Kernel {
        site: u32,
    },
    /// `aie.put_cascade` / `aie.get_cascade`: `cascades[at]`.
    Cascade {
        at: u32,
    },
    /// `aie.put_stream` / `aie.get_stream`: `streams[at]`.
    Stream {
        at: u32,
    },
    /// `aie.event(n)`.
    Event {
        n: u8,
    },
    /// `func.return` of the `n` slots at `lists[list..]`.
    Return {
        list: u32,
        n: u32,
    },
    /// `aie.end`.
    End,
    /// An op that is not simulated (or cannot be): raises `traps[err]`.
    Trap {
        err: u32,
    },
    /// An `aievec` op computing across lanes or widths: `vec_ops[at]`.
    Vec {
        at: u32,
    },
    /// The instructions `groups[at]` run in order as one op (`aievec.upd`:
    /// the load, then the lanes it keeps).
    Group {
        at: u32,
    },
}

/// The one-operand `math` functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MathFn {
    Absf,
    Ceil,
    Floor,
    Round,
    RoundEven,
    Trunc,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Tanh,
    Atan,
}

/// The two-operand `math` functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MathFn2 {
    Powf,
    Atan2,
    Copysign,
}

impl Ins {
    /// The instruction for lane `k` of a vector op whose lane-0 instruction
    /// is `self`: every slot moved by `k` (a constant's index too). `None`
    /// for instructions that are not elementwise.
    pub(crate) fn lane(self, k: u32) -> Option<Ins> {
        let bin = |b: Bin| Bin {
            dst: b.dst + k,
            a: b.a + k,
            b: b.b + k,
            w: b.w,
        };
        let fbin = |b: FBin| FBin {
            dst: b.dst + k,
            a: b.a + k,
            b: b.b + k,
            k: b.k,
        };
        Some(match self {
            Ins::Const { dst, k: c } => Ins::Const {
                dst: dst + k,
                k: c + k,
            },
            Ins::Copy { dst, src } => Ins::Copy {
                dst: dst + k,
                src: src + k,
            },
            Ins::AddI(b) => Ins::AddI(bin(b)),
            Ins::SubI(b) => Ins::SubI(bin(b)),
            Ins::MulI(b) => Ins::MulI(bin(b)),
            Ins::DivSI(b) => Ins::DivSI(bin(b)),
            Ins::DivUI(b) => Ins::DivUI(bin(b)),
            Ins::RemSI(b) => Ins::RemSI(bin(b)),
            Ins::RemUI(b) => Ins::RemUI(bin(b)),
            Ins::CeilDivSI(b) => Ins::CeilDivSI(bin(b)),
            Ins::FloorDivSI(b) => Ins::FloorDivSI(bin(b)),
            Ins::AndI(b) => Ins::AndI(bin(b)),
            Ins::OrI(b) => Ins::OrI(bin(b)),
            Ins::XorI(b) => Ins::XorI(bin(b)),
            Ins::ShlI(b) => Ins::ShlI(bin(b)),
            Ins::ShrSI(b) => Ins::ShrSI(bin(b)),
            Ins::ShrUI(b) => Ins::ShrUI(bin(b)),
            Ins::MaxSI(b) => Ins::MaxSI(bin(b)),
            Ins::MinSI(b) => Ins::MinSI(bin(b)),
            Ins::MaxUI(b) => Ins::MaxUI(bin(b)),
            Ins::MinUI(b) => Ins::MinUI(bin(b)),
            Ins::CmpI { bin: b, pred } => Ins::CmpI { bin: bin(b), pred },
            Ins::Select { dst, c, a, b } => Ins::Select {
                dst: dst + k,
                c: c + k,
                a: a + k,
                b: b + k,
            },
            Ins::SelectAll { dst, c, a, b } => Ins::SelectAll {
                dst: dst + k,
                c,
                a: a + k,
                b: b + k,
            },
            Ins::Fma { dst, a, b, c, k: f } => Ins::Fma {
                dst: dst + k,
                a: a + k,
                b: b + k,
                c: c + k,
                k: f,
            },
            Ins::ExtSI { dst, src, from, to } => Ins::ExtSI {
                dst: dst + k,
                src: src + k,
                from,
                to,
            },
            Ins::TruncI { dst, src, to } => Ins::TruncI {
                dst: dst + k,
                src: src + k,
                to,
            },
            Ins::AddF(b) => Ins::AddF(fbin(b)),
            Ins::SubF(b) => Ins::SubF(fbin(b)),
            Ins::MulF(b) => Ins::MulF(fbin(b)),
            Ins::DivF(b) => Ins::DivF(fbin(b)),
            Ins::RemF(b) => Ins::RemF(fbin(b)),
            Ins::MaximumF(b) => Ins::MaximumF(fbin(b)),
            Ins::MinimumF(b) => Ins::MinimumF(fbin(b)),
            Ins::MaxNumF(b) => Ins::MaxNumF(fbin(b)),
            Ins::MinNumF(b) => Ins::MinNumF(fbin(b)),
            Ins::NegF { dst, src, k: f } => Ins::NegF {
                dst: dst + k,
                src: src + k,
                k: f,
            },
            Ins::CmpF { bin: b, pred } => Ins::CmpF { bin: fbin(b), pred },
            Ins::IToF {
                dst,
                src,
                w,
                signed,
                k: f,
            } => Ins::IToF {
                dst: dst + k,
                src: src + k,
                w,
                signed,
                k: f,
            },
            Ins::FToI {
                dst,
                src,
                k: f,
                w,
                signed,
            } => Ins::FToI {
                dst: dst + k,
                src: src + k,
                k: f,
                w,
                signed,
            },
            Ins::FToF { dst, src, from, to } => Ins::FToF {
                dst: dst + k,
                src: src + k,
                from,
                to,
            },
            Ins::Bits { dst, src, shl, shr } => Ins::Bits {
                dst: dst + k,
                src: src + k,
                shl,
                shr,
            },
            Ins::Math {
                dst,
                src,
                k: f,
                f: m,
            } => Ins::Math {
                dst: dst + k,
                src: src + k,
                k: f,
                f: m,
            },
            Ins::Math2 { bin: b, f } => Ins::Math2 { bin: fbin(b), f },
            _ => return None,
        })
    }

    /// The binary op `self` with its second operand `b` and its result and
    /// first operand `acc`: a step of a reduction. `None` for other ops.
    pub(crate) fn fold_step(self, acc: Slot, b: Slot) -> Option<Ins> {
        let bin = |x: Bin| Bin {
            dst: acc,
            a: acc,
            b,
            w: x.w,
        };
        let fbin = |x: FBin| FBin {
            dst: acc,
            a: acc,
            b,
            k: x.k,
        };
        Some(match self {
            Ins::AddI(x) => Ins::AddI(bin(x)),
            Ins::MulI(x) => Ins::MulI(bin(x)),
            Ins::AndI(x) => Ins::AndI(bin(x)),
            Ins::OrI(x) => Ins::OrI(bin(x)),
            Ins::XorI(x) => Ins::XorI(bin(x)),
            Ins::MaxSI(x) => Ins::MaxSI(bin(x)),
            Ins::MinSI(x) => Ins::MinSI(bin(x)),
            Ins::MaxUI(x) => Ins::MaxUI(bin(x)),
            Ins::MinUI(x) => Ins::MinUI(bin(x)),
            Ins::AddF(x) => Ins::AddF(fbin(x)),
            Ins::MulF(x) => Ins::MulF(fbin(x)),
            Ins::MaximumF(x) => Ins::MaximumF(fbin(x)),
            Ins::MinimumF(x) => Ins::MinimumF(fbin(x)),
            Ins::MaxNumF(x) => Ins::MaxNumF(fbin(x)),
            Ins::MinNumF(x) => Ins::MinNumF(fbin(x)),
            _ => return None,
        })
    }

    /// Sets jump target `field` (0 or 1) of a branch.
    pub(crate) fn set_target(&mut self, field: u8, pc: u32) {
        match self {
            Ins::Jump { target } | Ins::Goto { target } | Ins::IfNot { target, .. } => *target = pc,
            Ins::CondBr { t, f, .. } => {
                if field == 0 {
                    *t = pc
                } else {
                    *f = pc
                }
            }
            _ => {}
        }
    }
}

/// A parallel copy `dst_i = src_i`. `parallel` is set when a destination is
/// read by a later pair, so the sources must be read first.
#[derive(Clone, Debug, Default)]
pub(crate) struct MoveList {
    pub pairs: Vec<(Slot, Slot)>,
    pub parallel: bool,
}

impl MoveList {
    pub(crate) fn new(pairs: Vec<(Slot, Slot)>) -> MoveList {
        let pairs: Vec<_> = pairs.into_iter().filter(|(d, s)| d != s).collect();
        let parallel = pairs
            .iter()
            .enumerate()
            .any(|(i, (d, _))| pairs[i + 1..].iter().any(|(_, s)| s == d));
        MoveList { pairs, parallel }
    }
}

/// An `scf.for`: slots of the induction variable and bounds, and the exit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Loop {
    pub iv: Slot,
    pub lb: Slot,
    pub ub: Slot,
    pub step: Slot,
    pub w: u8,
    pub unsigned: bool,
    pub exit: u32,
}

/// An `scf.index_switch`: case values with their arms, and the default arm.
#[derive(Clone, Debug, Default)]
pub(crate) struct SwitchTable {
    pub cases: Vec<(u64, u32)>,
    pub default: u32,
}

/// A `func.call`: callee and the caller's argument and result slots.
#[derive(Clone, Debug)]
pub(crate) struct CallSite {
    pub func: u32,
    pub args: Vec<Slot>,
    pub results: Vec<Slot>,
}

/// A call of an external kernel: its name and arguments.
#[derive(Clone, Debug)]
pub(crate) struct KernelSite {
    pub name: String,
    pub args: Vec<(Slot, KernelParam)>,
}

/// An `aie.put_cascade` (`put`) or `aie.get_cascade`: the value's first
/// slot, its lanes and how each lane sits in the 512-bit word (lane 0 in
/// the lowest bytes).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CascadeSite {
    pub slot: Slot,
    pub lanes: u32,
    pub elem: Elem,
    pub put: bool,
}

/// An `aie.put_stream` (`put`) or `aie.get_stream`: the value's slot, how
/// it sits in the 32-bit stream word, the slot of the channel operand and
/// how many stream ports of that direction the core has.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StreamSite {
    pub slot: Slot,
    pub elem: Elem,
    pub channel: Slot,
    pub ports: u32,
    pub put: bool,
}

/// How a kernel argument is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KernelParam {
    /// A memref: a pointer to the buffer's first byte.
    Buffer,
    /// An integer or index.
    Integer,
}

/// A compiled function (index 0 is the core body).
#[derive(Clone, Debug, Default)]
pub(crate) struct Func {
    pub name: String,
    pub entry: u32,
    pub nslots: u32,
    /// Slots of the entry block's arguments.
    pub params: Vec<Slot>,
    /// Slots set on entry: constants and buffers defined outside the function.
    pub init: Vec<(Slot, u64)>,
}

/// How a memref element sits in memory: `bytes` little-endian bytes; the
/// slot holds `(raw << shift) & mask` (bf16: the upper half of an f32).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Elem {
    pub bytes: u8,
    pub shift: u8,
    pub mask: u64,
}

impl Elem {
    pub(crate) fn int(w: u8) -> Elem {
        Elem {
            bytes: w.div_ceil(8),
            shift: 0,
            mask: mask(w),
        }
    }
    /// How a lane of `kind` sits in memory.
    pub(crate) fn of(kind: LaneKind) -> Elem {
        match kind {
            LaneKind::Int { w, .. } => Elem::int(w),
            LaneKind::Float(k) => Elem::float(k),
        }
    }
    pub(crate) fn float(k: FloatKind) -> Elem {
        match k {
            FloatKind::F32 => Elem::int(32),
            FloatKind::F64 => Elem::int(64),
            FloatKind::BF16 => Elem {
                bytes: 2,
                shift: 16,
                mask: 0xffff_0000,
            },
        }
    }
}

/// A buffer as a core sees it: where it lives, its element layout and
/// length. A memref value is a buffer (its index in the view table, the low
/// 32 bits of the slot) and an element offset into it (the high 32 bits):
/// the buffer itself, or a view of it.
#[derive(Clone, Debug)]
pub(crate) struct View {
    /// `@sym_name`, or `buffer on tile (c, r)`.
    pub name: String,
    pub tile: Tile,
    /// The index of `tile` in [`CoreProgram::tiles`] (unused with a `fault`).
    pub mem: usize,
    pub base: u32,
    pub elem: Elem,
    /// The number of elements.
    pub len: u64,
    /// Why the view cannot be accessed, if it cannot.
    pub fault: Option<String>,
}

/// How an access walks a memref: the sizes and strides (in elements) of
/// the memref type at the access (a buffer's row-major ones, a subview's
/// strided layout).
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    pub dims: Vec<u64>,
    pub strides: Vec<i64>,
    /// `dims[0]` for a rank-1 shape of unit stride, else 0 (the fast
    /// path's bound).
    pub len1: u64,
    /// The memref type, for messages.
    pub ty: String,
}

/// The element offset of a view: the source's (unless `absolute`) plus
/// `base` plus each term's slot value times its factor.
#[derive(Clone, Debug)]
pub(crate) struct OffsetCalc {
    pub absolute: bool,
    pub base: i64,
    pub terms: Vec<(Slot, i64)>,
}

/// A `memref.copy`: every element of `src` (shape `shapes[src_sh]`) to the
/// same position of `dst`.
#[derive(Clone, Debug)]
pub(crate) struct MemCopy {
    pub src: Slot,
    pub dst: Slot,
    pub src_sh: u32,
    pub dst_sh: u32,
}

/// An affine map applied to `args` (dimensions, then symbols), its results
/// written to `dst`.
#[derive(Clone, Debug)]
pub(crate) struct Apply {
    pub map: dialect::ir::AffineMap,
    pub args: Vec<Slot>,
    pub dst: Vec<Slot>,
}

/// A vector access between the lanes at `vec` and the memref at `mem`
/// (shape `shapes[sh]`) from the indices `idx`: vector dimension `d` walks
/// memref dimension `dims[d]` (`None`: broadcast). A lane that its mask
/// turns off, or (unless `strict`) that falls out of the memref, reads its
/// padding or is not written; out of the memref, a `strict` access fails.
#[derive(Clone, Debug)]
pub(crate) struct Transfer {
    pub write: bool,
    pub vec: Slot,
    pub mem: Slot,
    pub idx: Vec<Slot>,
    pub pad: Pad,
    pub mask: Option<Mask>,
    pub strict: bool,
    pub sh: u32,
    pub vshape: Vec<u64>,
    pub dims: Vec<Option<usize>>,
    /// A 1-D vector along the memref's last dimension, unmasked: lanes are
    /// consecutive elements (the fast path).
    pub linear: bool,
}

/// What a lane of a vector read holds when it reads no memory.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Pad {
    /// A write: nothing.
    None,
    /// `transfer_read`'s padding value.
    Scalar(Slot),
    /// `maskedload`'s pass-through vector: its lane.
    Lanes(Slot),
}

/// The mask of a vector access: `i1` lanes at `lanes`; the vector lane at
/// position `p` uses mask lane `Σ p[d] * strides[d]` (a broadcast vector
/// dimension, not in the mask, has stride 0).
#[derive(Clone, Debug)]
pub(crate) struct Mask {
    pub lanes: Slot,
    pub strides: Vec<u64>,
}

/// `vector.extract` (`insert: None`) or `vector.insert` of `insert` at
/// positions of which some are dynamic: the sub-vector of `chunk` lanes at
/// `positions` into a vector of shape `dims` at `vec`; the result at `dst`.
#[derive(Clone, Debug)]
pub(crate) struct Positioned {
    pub vec: Slot,
    pub dst: Slot,
    pub insert: Option<Slot>,
    pub positions: Vec<Position>,
    pub dims: Vec<u64>,
    pub chunk: u32,
}

/// A position of `vector.extract` / `insert`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Position {
    Static(i64),
    Dynamic(Slot),
}

/// `vector.reduction` of the `n` lanes at `src` into `dst`: `dst` starts as
/// `init`, then `step` (a binary op on `dst` and a lane, see
/// [`Ins::fold_step`]) combines every lane from `first` on.
#[derive(Clone, Debug)]
pub(crate) struct Reduction {
    pub step: Ins,
    pub dst: Slot,
    pub src: Slot,
    pub n: u32,
    pub init: Slot,
    pub first: u32,
}

/// How `vector.print` writes a value's lanes: MLIR's runtime printers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PrintAs {
    /// An integer of the width, sign-extended (`printI64`; `i1` as 0 or 1).
    Signed(u8),
    /// An unsigned integer or `index`, zero-extended (`printU64`).
    Unsigned(u8),
    /// A float as C's `%g` (`printF32`, `printF64`).
    Float(FloatKind),
}

/// `vector.print`: the string `text`, or the value at `src` (its lanes from
/// there when `shape` is `Some`, in row-major order, a rank-0 vector one
/// lane) written as `lanes`, then `punctuation`.
#[derive(Clone, Debug)]
pub(crate) struct Print {
    pub src: Option<Slot>,
    pub shape: Option<Vec<u64>>,
    pub lanes: PrintAs,
    pub text: Option<String>,
    pub punctuation: &'static str,
}

/// `vector.create_mask`: lane (i, j, ...) of shape `dims` at `dst` is
/// `i < bounds[0] && j < bounds[1] ...` (bounds read as signed).
#[derive(Clone, Debug)]
pub(crate) struct CreateMask {
    pub dst: Slot,
    pub dims: Vec<u64>,
    pub bounds: Vec<Slot>,
}

/// `vector.bitcast`: each of `rows` rows of `n_src` lanes of kind `from`
/// at `src`, as bits (lane 0 lowest), read again as `n_dst` lanes of kind
/// `to` at `dst`.
#[derive(Clone, Debug)]
pub(crate) struct Repack {
    pub dst: Slot,
    pub src: Slot,
    pub from: crate::core::value::Scalar,
    pub to: crate::core::value::Scalar,
    pub rows: u32,
    pub n_src: u32,
    pub n_dst: u32,
}

/// How an `aievec` op reads a lane: an integer of `w` bits, signed (a
/// signless or `si` type) or not (`ui`), or a float.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LaneKind {
    Int { w: u8, signed: bool },
    Float(FloatKind),
}

/// The rounding of `aievec.srs` (the core's control register `crRnd`, as
/// mlir-aie's core lowering sets it; AIE-ML's `rnd_*` modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rounding {
    /// Toward minus infinity (the mode after reset).
    Floor,
    /// To nearest, ties toward plus infinity.
    PositiveInf,
    /// To nearest, ties to even.
    ConvEven,
}

/// How `aievec.srs` and `aievec.pack` fit a value into fewer bits (the
/// control register `crSat`): keep the low bits (after reset) or clamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Saturation {
    None,
    Saturate,
}

/// A core's rounding and saturation modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SrsMode {
    pub rnd: Rounding,
    pub sat: Saturation,
}

/// `aievec.cmp`'s predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CmpPred {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// An `aievec` op run as one instruction ([`Ins::Vec`]); `n` lanes.
#[derive(Clone, Debug)]
pub(crate) enum VecOp {
    /// Products summed into an accumulator (`mul_elem`, `mac_elem`,
    /// `matmul`, `mul_conv`, `fma_conv`): lane `i` of `dst` is lane `i` of
    /// `acc` (or 0), plus (minus, `sub`) the products of the `k` pairs of
    /// `pairs[i * k..]`, in order.
    Dot {
        dst: Slot,
        acc: Option<Slot>,
        sub: bool,
        n: u32,
        k: u32,
        pairs: Vec<(Slot, Slot)>,
        a: LaneKind,
        b: LaneKind,
        out: LaneKind,
    },
    /// `aievec.ups`: each lane to the wider `to`, shifted left by `shift`.
    Ups {
        dst: Slot,
        src: Slot,
        n: u32,
        from: LaneKind,
        to: LaneKind,
        shift: u32,
    },
    /// `aievec.srs`: each lane shifted right by the value at `shift` (of
    /// `shift_w` bits), rounded and fitted into `to` as `signed` says.
    Srs {
        dst: Slot,
        src: Slot,
        shift: Slot,
        shift_w: u8,
        n: u32,
        from: LaneKind,
        to: LaneKind,
        signed: bool,
        mode: SrsMode,
    },
    /// `aievec.cmp`: bit `i` of `dst` is the predicate on lane `i`.
    Cmp {
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u32,
        pred: CmpPred,
        lane: LaneKind,
    },
    /// `aievec.sel`: lane `i` of `b` where bit `i` of `sel` is set, else of `a`.
    Sel {
        dst: Slot,
        a: Slot,
        b: Slot,
        sel: Slot,
        n: u32,
    },
    /// `aievec.pack`: each lane fitted into `to_w` bits (`nibbles`: two
    /// 4-bit lanes to a byte, the first in the low half).
    Pack {
        dst: Slot,
        src: Slot,
        n: u32,
        from: LaneKind,
        to_w: u8,
        sat: Saturation,
        nibbles: bool,
    },
    /// `aievec.unpack`: each lane widened to `to_w` bits (`nibbles`: each
    /// byte to two lanes, its low 4 bits first, zero-extended).
    Unpack {
        dst: Slot,
        src: Slot,
        n: u32,
        from: LaneKind,
        to_w: u8,
        nibbles: bool,
    },
    /// `aievec.shift`: the bytes of `a` then `b` from the byte at `shift`,
    /// as many as a vector of `n` lanes of `elem` holds.
    Shift {
        dst: Slot,
        a: Slot,
        b: Slot,
        shift: Slot,
        n: u32,
        elem: Elem,
    },
}

/// A lock a core uses.
#[derive(Clone, Debug)]
pub(crate) struct LockInfo {
    pub lock: LockRef,
    /// `@sym_name`, or `lock`.
    pub name: String,
}

/// The op an instruction comes from, for errors and positions.
#[derive(Clone, Debug)]
pub(crate) struct Origin {
    pub name: String,
    pub span: Span,
}

/// The compiled program of one core.
#[derive(Clone, Debug)]
pub struct CoreProgram {
    pub(crate) tile: Tile,
    /// The tiles whose memory the views reach, in order (each once).
    pub(crate) tiles: Vec<Tile>,
    pub(crate) code: Vec<Ins>,
    /// Per instruction: index into `origins`.
    pub(crate) origin_of: Vec<u32>,
    pub(crate) origins: Vec<Origin>,
    pub(crate) consts: Vec<u64>,
    pub(crate) lists: Vec<Slot>,
    pub(crate) moves: Vec<MoveList>,
    pub(crate) loops: Vec<Loop>,
    pub(crate) switches: Vec<SwitchTable>,
    pub(crate) calls: Vec<CallSite>,
    pub(crate) kernels: Vec<KernelSite>,
    pub(crate) cascades: Vec<CascadeSite>,
    pub(crate) streams: Vec<StreamSite>,
    pub(crate) funcs: Vec<Func>,
    pub(crate) views: Vec<View>,
    pub(crate) shapes: Vec<Shape>,
    pub(crate) offsets: Vec<OffsetCalc>,
    pub(crate) copies: Vec<MemCopy>,
    pub(crate) applies: Vec<Apply>,
    pub(crate) transfers: Vec<Transfer>,
    pub(crate) positions: Vec<Positioned>,
    pub(crate) reductions: Vec<Reduction>,
    pub(crate) prints: Vec<Print>,
    pub(crate) masks: Vec<CreateMask>,
    pub(crate) repacks: Vec<Repack>,
    pub(crate) lanes: Vec<(Ins, u32)>,
    pub(crate) vec_ops: Vec<VecOp>,
    pub(crate) groups: Vec<Vec<Ins>>,
    pub(crate) locks: Vec<LockInfo>,
    pub(crate) traps: Vec<CoreError>,
}

/// Iterations left in an `scf.for` from which a core counts as running
/// forever: mlir-aie's "run forever" loops (IRON's `range_(sys.maxsize)`,
/// 0xFFFFFFFF, 0xFFFFFE) leave millions; a core waiting inside such a loop
/// when the control code ends is idle, not unfinished.
pub const FOREVER_TRIPS: u64 = 1 << 20;

impl CoreProgram {
    /// The instructions control can go to after instruction `pc` (a call
    /// returns to `pc + 1`; `aie.end`, `func.return` and traps have none).
    fn successors(&self, pc: usize) -> Vec<usize> {
        let next = pc + 1;
        match self.code.get(pc) {
            None | Some(Ins::End | Ins::Return { .. } | Ins::Trap { .. }) => vec![],
            Some(Ins::Jump { target } | Ins::Goto { target }) => vec![*target as usize],
            Some(Ins::CondBr { t, f, .. }) => vec![*t as usize, *f as usize],
            Some(Ins::IfNot { target, .. }) => vec![next, *target as usize],
            Some(Ins::ForInit { l }) => {
                let exit = self.loops.get(*l as usize).map(|lp| lp.exit as usize);
                std::iter::once(next).chain(exit).collect()
            }
            Some(Ins::ForNext { body, .. }) => vec![*body as usize, next],
            Some(Ins::Switch { table, .. }) => {
                self.switches.get(*table as usize).map_or(vec![], |t| {
                    t.cases
                        .iter()
                        .map(|c| c.1 as usize)
                        .chain([t.default as usize])
                        .collect()
                })
            }
            Some(_) => vec![next],
        }
    }

    /// For each instruction, whether control can get from it to `aie.end`
    /// or a `func.return` (whether its function can finish).
    pub(crate) fn can_finish(&self) -> Vec<bool> {
        let n = self.code.len();
        let mut preds = vec![Vec::new(); n];
        for pc in 0..n {
            for s in self.successors(pc).into_iter().filter(|&s| s < n) {
                preds[s].push(pc);
            }
        }
        let mut done = vec![false; n];
        let mut work: Vec<usize> = (0..n)
            .filter(|&pc| matches!(self.code[pc], Ins::End | Ins::Return { .. }))
            .collect();
        for &pc in &work {
            done[pc] = true;
        }
        while let Some(pc) = work.pop() {
            for &p in &preds[pc] {
                if !done[p] {
                    done[p] = true;
                    work.push(p);
                }
            }
        }
        done
    }

    /// The `scf.for` loops around instruction `pc`, as loop indices.
    pub(crate) fn loops_around(&self, pc: usize) -> impl Iterator<Item = usize> + '_ {
        self.code
            .iter()
            .enumerate()
            .filter_map(move |(at, ins)| match ins {
                Ins::ForInit { l } => self
                    .loops
                    .get(*l as usize)
                    .filter(|lp| at < pc && pc < lp.exit as usize)
                    .map(|_| *l as usize),
                _ => None,
            })
    }

    /// The tile of the core.
    pub fn tile(&self) -> Tile {
        self.tile
    }

    /// The number of instructions.
    pub fn instruction_count(&self) -> usize {
        self.code.len()
    }

    /// The errors this program raises if it reaches them: ops that are not
    /// simulated, and ops the design does not give enough facts for (a lock
    /// without an id, ...). A driver may report them before running.
    pub fn unsupported(&self) -> &[CoreError] {
        &self.traps
    }

    /// The name (`@sym_name`) of a lock this core uses.
    pub fn lock_name(&self, lock: LockRef) -> Option<&str> {
        self.locks
            .iter()
            .find(|l| l.lock == lock)
            .map(|l| l.name.as_str())
    }

    /// Whether the program has an `aie.use_lock` release of `lock`.
    pub fn releases(&self, lock: LockRef) -> bool {
        self.code.iter().any(|ins| match ins {
            Ins::Release { lock: l, .. } => {
                self.locks.get(*l as usize).is_some_and(|i| i.lock == lock)
            }
            _ => false,
        })
    }

    /// Whether the program has an `aie.put_stream`.
    pub fn puts_stream(&self) -> bool {
        self.streams.iter().any(|s| s.put)
    }

    /// The op name and source span instruction `pc` comes from.
    pub(crate) fn origin(&self, pc: usize) -> Option<&Origin> {
        let i = *self.origin_of.get(pc)?;
        self.origins.get(i as usize)
    }
}
