//! The core interpreter: runs the body of a lowered `aie.core` (object FIFO
//! acquires and releases already turned into `aie.use_lock`, buffers
//! allocated) against a model of the array.
//!
//! # Use
//!
//! [`CoreProgram::compile`] turns one `aie.core` op (and every `func.func`
//! with a body that it calls) into a compact program: a flat instruction list
//! over numbered value slots. [`Core::new`] starts a core on a program, and
//! the array scheduler calls [`Core::step`] with a cycle budget and a
//! [`CoreEnv`] — the array model's tile memories and locks. A core returns
//! [`CoreState::Running`] when the budget is spent, [`CoreState::Blocked`] on
//! an acquire that cannot proceed (the next `step` tries it again),
//! [`CoreState::Done`] at `aie.end`, or [`CoreState::Error`]. The core's state
//! is plain data (a frame stack and a slot stack), so it can stop anywhere,
//! including in the middle of a loop or a call.
//!
//! # What runs
//!
//! * `scf.for` (with `iter_args`; `unsignedCmp`), `scf.if`/`else`,
//!   `scf.index_switch`, `scf.while` / `scf.condition`, `scf.yield`
//!   (explicit or implicit);
//! * `affine.for` (integer or symbol bounds), `affine.yield`, `affine.load`,
//!   `affine.store`, `affine.apply` (maps evaluated with MLIR's rounding);
//! * `cf.br`, `cf.cond_br` with block arguments;
//! * `func.call` of a `func.func` with a body (in the core's device or the
//!   module), `func.return`; a call of a declaration (an external kernel)
//!   goes to [`CoreEnv::kernel`] with its memref arguments as buffers and
//!   its integer arguments as values ([`crate::kernels`] runs it natively);
//! * `arith.constant` and the integer ops `addi subi muli divsi divui remsi
//!   remui ceildivsi floordivsi andi ori xori shli shrsi shrui maxsi minsi
//!   maxui minui cmpi select index_cast index_castui extsi extui trunci`,
//!   wrapping to their width as MLIR does (`index` is 64 bits);
//! * the float ops `addf subf mulf divf remf maximumf minimumf maxnumf
//!   minnumf negf cmpf sitofp uitofp fptosi fptoui extf truncf bitcast` on
//!   `f32`, `bf16` and `f64` (IEEE, round to nearest even; `fptosi`/`fptoui`
//!   saturate where MLIR leaves the result undefined);
//! * `memref.load` / `memref.store` on `aie.buffer`s (any rank; elements
//!   `i1`…`i64`, `f32`, `bf16`, `f64`; little-endian), also through memrefs
//!   passed to functions or chosen by `scf.index_switch`/`select`; a memref
//!   value is a buffer and an element offset, walked with the sizes and
//!   strides of the memref type at each access;
//! * views (`memref.subview`, `reinterpret_cast`, `cast`, `collapse_shape`,
//!   `expand_shape`, `builtin.unrealized_conversion_cast` between memrefs),
//!   `memref.copy`, `memref.assume_alignment` (no effect);
//! * the `ptr` ops of the `-O3` vector passes: a pointer is a buffer and a
//!   byte offset (`ptr.to_ptr` scales a memref's element offset to bytes,
//!   `ptr.ptr_add` adds bytes, `ptr.from_ptr` divides by the result's
//!   element size, an error when the offset is not a whole element;
//!   `ptr.get_metadata` has no effect);
//! * vectors of static shape, one slot per lane: constants, elementwise
//!   `arith` ops and `select`, passed through loops, branches and calls;
//!   `vector.reduction`, `broadcast`, `splat`, `extract`, `insert`,
//!   `shape_cast`, `bitcast`, `extract_strided_slice`, `fma`, `create_mask`,
//!   `constant_mask`; `transfer_read` / `transfer_write` (masked or not),
//!   `load` / `store`, `maskedload` / `maskedstore`; the `math` ops;
//! * every `aievec` op (AIE2), one op each; `srs` and `pack` by the
//!   rounding and saturation modes mlir-aie's core lowering gives the core;
//! * `aie.use_lock`: `AcquireGreaterEqual` (wait for ≥ v, subtract v),
//!   `Acquire` (wait for = v, unchanged), `Release` (add v), the value
//!   defaulting to 1; `NonBlocking` acquires try once and go on. Semantics:
//!   [`LockRequest::apply`] (decisions.md, "Lock semantics");
//! * `aie.end`.
//!
//! Each buffer is resolved when the core is compiled to its tile and byte
//! `address` (so `--aie-assign-buffer-addresses` must have run), each lock to
//! its tile and `lockID` (`--aie-assign-lock-ids`); both must be reachable
//! from the core's tile (the device's memory affinity).
//!
//! # Cost model
//!
//! One op per MLIR op executed (an `scf.for` counts once on entry and once
//! per iteration for its yield; `scf.if` once plus once for the yield of the
//! arm taken; a call and its return once each; `scf.while` once on entry,
//! its condition once per evaluation, its yield once per iteration; a vector
//! op, transfer or `memref.copy` once; an affine load's subscripts nothing).
//! One cycle per op, loads and
//! stores included; a lock op costs [`CoreEnv::lock_cycles`] (the array
//! model's latency, 1 by default); a kernel call what [`CoreEnv::kernel`]
//! says. A blocked acquire costs nothing: the scheduler keeps the time.
//! [`Stats`] holds the counts.
//!
//! # Errors
//!
//! Errors carry the op's source span as a [`Diagnostic`] and an
//! [`ErrorKind`]. An op the interpreter does not model is
//! `not simulated: <op name>` (a call to a kernel the environment cannot
//! run is `not simulated: call to external function @f`), raised when the core
//! reaches it — never skipped; [`CoreProgram::unsupported`] lists them ahead
//! of time. Run-time errors: a lock leaving 0..63 (naming the lock, its tile
//! and id), an index out of a buffer's bounds, division by zero or signed
//! overflow, a shift by the bit width or more, an `scf.for` step that is not
//! positive, and calls nested deeper than [`MAX_FRAMES`].

mod code;
mod compile;
mod env;
mod exec;
mod value;

pub use code::CoreProgram;
pub use compile::core_ops;
pub(crate) use env::{callee, checked, copy_small, tile_coords};
pub use env::{
    CoreEnv, KernelArg, KernelStep, LockFault, LockOutcome, LockRef, LockRequest, MemFault,
    SimpleEnv, Stall, StallKind, Tile, CASCADE_BYTES, MAX_LOCK_VALUE,
};
pub use exec::{Access, Core, CoreState, Guard, Stats, MAX_FRAMES, MAX_SLOTS};

use dialect::Diagnostic;
use std::fmt;

/// The kind of a [`CoreError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// An op or type the interpreter does not model (`not simulated: ...`).
    NotSimulated,
    /// The design lacks a fact the simulator needs (a lock id, a buffer
    /// address) or is malformed.
    Design,
    /// A lock operation failed: the value would leave 0..63, or no such lock.
    Lock,
    /// A memory access outside a buffer or outside the tile's memory.
    Memory,
    /// An operation MLIR leaves undefined (division by zero, overlong
    /// shift, a loop step that is not positive).
    Undefined,
    /// The call stack limit.
    Limit,
    /// A bug in the interpreter.
    Internal,
}

/// An error of a core, at an op of the design.
#[derive(Clone, Debug, PartialEq)]
pub struct CoreError {
    /// What kind of error.
    pub kind: ErrorKind,
    /// The message, the op and its span, ready to render.
    pub diagnostic: Diagnostic,
}

impl CoreError {
    /// An error of `kind` with its rendered `diagnostic`.
    pub fn new(kind: ErrorKind, diagnostic: Diagnostic) -> CoreError {
        CoreError { kind, diagnostic }
    }
}

impl fmt::Display for CoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagnostic.full_message())
    }
}

impl std::error::Error for CoreError {}

#[cfg(test)]
mod tests;
