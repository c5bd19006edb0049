//! What a core sees of the array: tile memories and locks, behind the
//! [`CoreEnv`] trait that the array model implements; the lock semantics of
//! decisions.md ([`LockRequest::apply`]); and [`SimpleEnv`], a small
//! environment of plain memories and lock values for tests, benches and tools.

use aie_target::device::{self, Device};
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{Device as DeviceOp, FuncCall, FuncFunc, Lock, Tile as TileOp};
use dialect::ops::{attr_defs, Presence};
use dialect::Ir;
use std::collections::BTreeMap;
use std::fmt;

/// A tile's coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile {
    /// Column.
    pub col: u32,
    /// Row (0 is the shim row).
    pub row: u32,
}

impl Tile {
    /// The tile at column `col`, row `row`.
    pub const fn new(col: u32, row: u32) -> Tile {
        Tile { col, row }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.col, self.row)
    }
}

/// A lock: its tile and its id in that tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LockRef {
    /// The tile holding the lock.
    pub tile: Tile,
    /// The lock's id in its tile.
    pub id: u32,
}

/// The largest value of an AIE-ML lock (semaphore); values live in 0..=63.
pub const MAX_LOCK_VALUE: i64 = 63;

/// What a lock operation asks for (`aie.use_lock`'s action and value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LockRequest {
    /// `AcquireGreaterEqual`: wait until the value is ≥ v, then subtract v.
    AcquireGe(i32),
    /// `Acquire`: wait until the value equals v; the value is unchanged.
    AcquireEq(i32),
    /// `Release`: add v.
    Release(i32),
}

/// The result of applying a [`LockRequest`] to a lock value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockOutcome {
    /// Done; the lock takes this value.
    Done(i64),
    /// An acquire that cannot proceed yet; the value is unchanged.
    Wait,
    /// The lock would take this value, outside 0..=[`MAX_LOCK_VALUE`]: an error.
    OutOfRange(i64),
}

impl LockRequest {
    /// The lock semantics of decisions.md ("Lock semantics"), shared by every
    /// user of locks in the simulator.
    pub fn apply(self, value: i64) -> LockOutcome {
        let next = match self {
            LockRequest::AcquireGe(v) if value >= i64::from(v) => value - i64::from(v),
            LockRequest::AcquireEq(v) if value == i64::from(v) => value,
            LockRequest::AcquireGe(_) | LockRequest::AcquireEq(_) => return LockOutcome::Wait,
            LockRequest::Release(v) => value + i64::from(v),
        };
        if (0..=MAX_LOCK_VALUE).contains(&next) {
            LockOutcome::Done(next)
        } else {
            LockOutcome::OutOfRange(next)
        }
    }

    /// The request's value.
    pub fn value(self) -> i32 {
        match self {
            LockRequest::AcquireGe(v) | LockRequest::AcquireEq(v) | LockRequest::Release(v) => v,
        }
    }

    /// True for the acquires (the requests that may wait).
    pub fn is_acquire(self) -> bool {
        !matches!(self, LockRequest::Release(_))
    }
}

impl fmt::Display for LockRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockRequest::AcquireGe(v) => write!(f, "AcquireGreaterEqual {v}"),
            LockRequest::AcquireEq(v) => write!(f, "Acquire {v}"),
            LockRequest::Release(v) => write!(f, "Release {v}"),
        }
    }
}

/// Why a memory access failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemFault {
    /// The tile has no data memory.
    NoMemory,
    /// The access does not fit in the tile's memory of `size` bytes.
    OutOfRange {
        /// The tile's memory size in bytes.
        size: u64,
    },
}

/// Why a lock operation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LockFault {
    /// The tile has no such lock.
    NoSuchLock,
    /// The lock would go from `from` to `to`, outside 0..=[`MAX_LOCK_VALUE`].
    OutOfRange {
        /// The value before the operation.
        from: i64,
        /// The value it would take.
        to: i64,
    },
}

/// The array as a core sees it. Addresses are byte addresses in a tile's own
/// data memory (an `aie.buffer`'s `address`); data is little-endian. The core
/// interpreter resolves every buffer to its tile and address when it compiles
/// a core, so the environment never needs to know the core's neighbourhood.
pub trait CoreEnv {
    /// Reads `out.len()` bytes at `addr` of `tile`'s memory.
    fn read(&mut self, tile: Tile, addr: u32, out: &mut [u8]) -> Result<(), MemFault>;
    /// Writes `data` at `addr` of `tile`'s memory.
    fn write(&mut self, tile: Tile, addr: u32, data: &[u8]) -> Result<(), MemFault>;
    /// Tries an acquire ([`LockRequest::AcquireGe`] or [`LockRequest::AcquireEq`]):
    /// `Ok(true)` if it happened, `Ok(false)` if the core must wait (nothing
    /// changed). [`LockRequest::apply`] gives the semantics.
    fn try_acquire(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault>;
    /// Releases `value` on `lock` (adds it).
    fn release(&mut self, lock: LockRef, value: i32) -> Result<(), LockFault>;
    /// The core is `elapsed` cycles into the current step: told before each
    /// lock op, so that an environment with a clock can date it (the array
    /// model releases at that cycle, and acquires only what was released by
    /// then).
    fn clock(&mut self, _elapsed: u64) {}
    /// The core's cycle as last set by [`CoreEnv::clock`] (0 without a
    /// clock): what a kernel reads as its tile's cycle count.
    fn cycle(&self) -> u64 {
        0
    }
    /// Cycles one lock operation costs a core (the array model's latency).
    fn lock_cycles(&self) -> u64 {
        crate::timing::NPU1.locks.core_op_cycles
    }
    /// The core's units, which decide a kernel call's cycles
    /// ([`crate::timing::CoreUnits`]; the array model's device's).
    fn core_units(&self) -> crate::timing::CoreUnits {
        crate::timing::NPU1.core
    }
    /// Calls external kernel `name` ([`crate::kernels`]): done (with the
    /// cycles it costs) or stalled inside the kernel (the next call with
    /// the same kernel goes on with it). An environment without kernels
    /// cannot.
    fn kernel(&mut self, name: &str, _args: &[KernelArg]) -> Result<KernelStep, String> {
        Err(format!("not simulated: call to external function @{name}"))
    }
    /// Text a core prints (`vector.print`); dropped unless the environment
    /// keeps a console.
    fn print(&mut self, _text: &str) {}
    /// Writes one 512-bit word to the core's output cascade: `Ok(false)`
    /// if the cascade is full (nothing happened; the core waits).
    fn cascade_put(&mut self, _word: &[u8; CASCADE_BYTES]) -> Result<bool, String> {
        Err("not simulated: cascade streams (this environment has no array)".into())
    }
    /// Reads one 512-bit word from the core's input cascade: `Ok(false)` if
    /// no word has arrived (nothing happened; the core waits).
    fn cascade_get(&mut self, _word: &mut [u8; CASCADE_BYTES]) -> Result<bool, String> {
        Err("not simulated: cascade streams (this environment has no array)".into())
    }
    /// Writes one 32-bit word to the core's stream output `port` (the
    /// switch's slave port `Core : port`): `Ok(false)` if the stream cannot
    /// take it (nothing happened; the core waits).
    fn stream_put(&mut self, port: u32, _word: u32) -> Result<bool, String> {
        Err(format!(
            "not simulated: a put on stream port {port} (this environment has no array)"
        ))
    }
    /// Reads one 32-bit word from the core's stream input `port` (the
    /// switch's master port `Core : port`): `Ok(None)` if no word has
    /// arrived (nothing happened; the core waits).
    fn stream_get(&mut self, port: u32) -> Result<Option<u32>, String> {
        Err(format!(
            "not simulated: a get on stream port {port} (this environment has no array)"
        ))
    }
    /// A read of the core's processor bus (its tile's registers at core
    /// address `address`, 0x80000 and up): `Ok(None)` while the bus is not
    /// enabled (the core hangs there).
    fn bus_read(&mut self, address: u32) -> Result<Option<u32>, String> {
        Err(format!(
            "not simulated: a processor-bus read of 0x{address:x} (this environment has no array)"
        ))
    }
    /// A write of the core's processor bus: `Ok(false)` while the bus is
    /// not enabled (the core hangs there).
    fn bus_write(&mut self, address: u32, _value: u32) -> Result<bool, String> {
        Err(format!(
            "not simulated: a processor-bus write of 0x{address:x} (this environment has no array)"
        ))
    }
    /// The core generates instruction event `n` (0 or 1: `aie.event`,
    /// a kernel's `event0()`/`event1()`) `after` cycles from its time now
    /// (a kernel's, into the call it raised it in); traced as
    /// `INSTR_EVENT_<n>`.
    fn event(&mut self, _n: u32, _after: u64) {}
    /// The data memories of `tiles` (distinct, in order), for a run
    /// that reads and writes them directly up to its next lock op or kernel
    /// call; `None` if the environment wants to see every access (a traced
    /// one) or a tile has no memory. Accesses through them must behave as
    /// [`CoreEnv::read`] and [`CoreEnv::write`] would.
    fn memories(&mut self, _tiles: &[Tile]) -> Option<Vec<&mut [u8]>> {
        None
    }
}

/// `dst.copy_from_slice(src)`, without a call to `memcpy` for a 4- or
/// 8-byte element.
#[inline(always)]
pub(crate) fn copy_small(dst: &mut [u8], src: &[u8]) {
    match dst.len() {
        4 => dst[..4].copy_from_slice(&src[..4]),
        8 => dst[..8].copy_from_slice(&src[..8]),
        _ => dst.copy_from_slice(src),
    }
}

/// Bytes of one cascade transfer: the AIE-ML cascade is 512 bits wide
/// (aie2-registers.md §5).
pub const CASCADE_BYTES: usize = 64;

/// What a kernel call did ([`CoreEnv::kernel`]).
#[derive(Clone, Debug, PartialEq)]
pub enum KernelStep {
    /// It returned; the call costs this many cycles.
    Done(u64),
    /// It waits inside the kernel: the core stalls until the environment
    /// can go on with it.
    Stalled(Stall),
}

/// Why a core stalls on something other than a lock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StallKind {
    /// A cascade write: the output cascade is full.
    CascadePut,
    /// A cascade read: nothing has arrived on the input cascade.
    CascadeGet,
    /// A stream write: the stream from output `port` cannot take a word.
    StreamPut {
        /// The core's stream output (`Core : port` of its switch).
        port: u32,
    },
    /// A stream read: no word has arrived at input `port`.
    StreamGet {
        /// The core's stream input (`Core : port` of its switch).
        port: u32,
    },
    /// A processor-bus access of core address `address` while
    /// Core_Processor_Bus is not enabled (on hardware the core hangs).
    Bus {
        /// The core address (0x80000 + the register's tile-local address).
        address: u32,
        /// A write (else a read).
        write: bool,
    },
}

/// A core's stall other than on a lock: what it waits for, and the kernel
/// it waits in (`None`: an op of the core body).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stall {
    /// What it waits for.
    pub kind: StallKind,
    /// The external kernel the core is in, if any.
    pub kernel: Option<std::sync::Arc<str>>,
}

/// An argument of a kernel call: a buffer (passed as a pointer to its first
/// byte) or an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelArg {
    /// A buffer from a memref's offset to its end.
    Buffer {
        /// The tile whose memory holds it.
        tile: Tile,
        /// Byte address of its first element in the tile's memory.
        addr: u32,
        /// Its size in bytes.
        bytes: u32,
        /// Its number of elements (what [`crate::kernels::KernelCost::element`] counts).
        elements: u64,
    },
    /// An integer argument.
    Scalar(u64),
}

/// A small [`CoreEnv`]: one flat memory per tile and a table of lock values,
/// with no timing. Reads of memory never written return zeros.
#[derive(Clone, Debug, Default)]
pub struct SimpleEnv {
    memories: Vec<(Tile, Vec<u8>)>,
    locks: BTreeMap<LockRef, i64>,
    /// Index of the memory used last (a one-entry cache).
    last: usize,
}

impl SimpleEnv {
    /// An environment with no memories and no locks.
    pub fn new() -> SimpleEnv {
        SimpleEnv::default()
    }

    /// The environment of a design: a zeroed data memory for every
    /// `aie.tile` of every device (sized by the device table), and every
    /// `aie.lock` that has an id at its `init` value (0 if absent). Buffers'
    /// initial values are not written.
    pub fn for_design(ir: &Ir) -> SimpleEnv {
        let mut env = SimpleEnv::new();
        for op in ir.walk(ir.top) {
            let Some(dev) = device_of(ir, op) else {
                continue;
            };
            match ir.kind(op) {
                Some(OpKind::Tile) => {
                    if let Some(t) = tile_coords(ir, op) {
                        let kind = dev.tile_kind(i64::from(t.col), i64::from(t.row));
                        let size = kind.map_or(0, |k| dev.data_memory_bytes(k));
                        if size > 0 && env.memory(t).is_none() {
                            env.add_memory(t, size as usize);
                        }
                    }
                }
                Some(OpKind::Lock) => {
                    let Some(lock) = checked::<Lock>(ir, op) else {
                        continue;
                    };
                    let tile = ir[op]
                        .operands
                        .first()
                        .and_then(|&v| ir.defining_op(v))
                        .and_then(|t| tile_coords(ir, t));
                    let id = lock.lock_id(ir).and_then(|v| u32::try_from(v).ok());
                    if let (Some(tile), Some(id)) = (tile, id) {
                        // A lock without `init` starts at 0.
                        env.locks
                            .insert(LockRef { tile, id }, lock.init(ir).unwrap_or(0));
                    }
                }
                _ => {}
            }
        }
        env
    }

    /// Adds (or replaces) a zeroed memory of `size` bytes for `tile`.
    pub fn add_memory(&mut self, tile: Tile, size: usize) {
        match self.memories.iter_mut().find(|(t, _)| *t == tile) {
            Some((_, m)) => *m = vec![0; size],
            None => self.memories.push((tile, vec![0; size])),
        }
    }

    /// The memory of `tile`.
    pub fn memory(&self, tile: Tile) -> Option<&[u8]> {
        self.memories
            .iter()
            .find(|(t, _)| *t == tile)
            .map(|(_, m)| &m[..])
    }

    /// The memory of `tile`, writable.
    pub fn memory_mut(&mut self, tile: Tile) -> Option<&mut [u8]> {
        self.memories
            .iter_mut()
            .find(|(t, _)| *t == tile)
            .map(|(_, m)| &mut m[..])
    }

    /// The value of `lock`, if it exists.
    pub fn lock_value(&self, lock: LockRef) -> Option<i64> {
        self.locks.get(&lock).copied()
    }

    /// Creates `lock` or sets its value.
    pub fn set_lock(&mut self, lock: LockRef, value: i64) {
        self.locks.insert(lock, value);
    }

    fn mem(&mut self, tile: Tile, addr: u32, len: usize) -> Result<&mut [u8], MemFault> {
        let i = match self.memories.get(self.last) {
            Some((t, _)) if *t == tile => self.last,
            _ => {
                let i = self
                    .memories
                    .iter()
                    .position(|(t, _)| *t == tile)
                    .ok_or(MemFault::NoMemory)?;
                self.last = i;
                i
            }
        };
        let m = &mut self.memories[i].1;
        let size = m.len() as u64;
        let start = addr as usize;
        match start.checked_add(len) {
            Some(end) if end <= m.len() => Ok(&mut m[start..end]),
            _ => Err(MemFault::OutOfRange { size }),
        }
    }

    fn lock_op(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        let value = self.locks.get_mut(&lock).ok_or(LockFault::NoSuchLock)?;
        match req.apply(*value) {
            LockOutcome::Done(v) => {
                *value = v;
                Ok(true)
            }
            LockOutcome::Wait => Ok(false),
            LockOutcome::OutOfRange(to) => Err(LockFault::OutOfRange { from: *value, to }),
        }
    }
}

impl CoreEnv for SimpleEnv {
    fn read(&mut self, tile: Tile, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        out.copy_from_slice(self.mem(tile, addr, out.len())?);
        Ok(())
    }
    fn write(&mut self, tile: Tile, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.mem(tile, addr, data.len())?.copy_from_slice(data);
        Ok(())
    }
    fn try_acquire(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        self.lock_op(lock, req)
    }
    fn release(&mut self, lock: LockRef, value: i32) -> Result<(), LockFault> {
        self.lock_op(lock, LockRequest::Release(value)).map(|_| ())
    }
    fn memories(&mut self, tiles: &[Tile]) -> Option<Vec<&mut [u8]>> {
        let mut out: Vec<Option<&mut [u8]>> = tiles.iter().map(|_| None).collect();
        for (t, m) in &mut self.memories {
            if let Ok(k) = tiles.binary_search(t) {
                out[k] = Some(&mut m[..]).filter(|m| !m.is_empty());
            }
        }
        out.into_iter().collect()
    }
}

/// Why `op` lacks what the op table says it carries: a required attribute,
/// or a declared one of another kind. The simulator reads attributes through
/// the typed views, which trust verified IR; this keeps unverified IR an
/// error, not a panic.
pub(crate) fn malformed(ir: &Ir, op: OpId) -> Option<String> {
    let kind = ir.kind(op)?;
    attr_defs(kind)
        .iter()
        .find_map(|d| match ir.attr(op, d.name) {
            None if d.presence == Presence::Required => {
                Some(format!("requires attribute '{}'", d.name))
            }
            Some(a) if !d.kind.admits(a) => Some(format!(
                "has attribute '{}' = {a}, which is not a {}",
                d.name,
                d.kind.describe()
            )),
            _ => None,
        })
}

/// `op` as a `V`, if it is one and carries its declared attributes.
pub(crate) fn checked<V: View>(ir: &Ir, op: OpId) -> Option<V> {
    ir.view::<V>(op).filter(|_| malformed(ir, op).is_none())
}

/// The `aie.device` op holding `op`, if any.
/// The `func.func` that `func.call` op `call` names: in the call's device,
/// else in the module.
pub(crate) fn callee(ir: &Ir, call: OpId) -> Option<FuncFunc> {
    let name = checked::<FuncCall>(ir, call)?.callee(ir);
    let lookup = |scope: OpId| {
        ir.views::<FuncFunc>(ir.children(scope))
            .find(|&c| malformed(ir, c.op()).is_none() && c.sym_name(ir) == name)
    };
    lookup(device_op(ir, call).unwrap_or(ir.top)).or_else(|| lookup(ir.top))
}

pub(crate) fn device_op(ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ir.is(p, OpKind::Device) {
            return Some(p);
        }
        cur = ir.parent_op(p);
    }
    None
}

/// The device model of the `aie.device` holding `op` (the legacy device for
/// ops directly in the module).
pub(crate) fn device_of(ir: &Ir, op: OpId) -> Option<&'static Device> {
    match device_op(ir, op) {
        Some(d) => device::device(checked::<DeviceOp>(ir, d)?.device(ir)),
        None => device::device(device::LEGACY_DEVICE),
    }
}

/// The coordinates of an `aie.tile` op.
pub(crate) fn tile_coords(ir: &Ir, op: OpId) -> Option<Tile> {
    let t = checked::<TileOp>(ir, op)?;
    let col = u32::try_from(t.col(ir)).ok()?;
    let row = u32::try_from(t.row(ir)).ok()?;
    Some(Tile { col, row })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lock_semantics() {
        use LockOutcome::*;
        assert_eq!(LockRequest::AcquireGe(2).apply(3), Done(1));
        assert_eq!(LockRequest::AcquireGe(2).apply(1), Wait);
        assert_eq!(LockRequest::AcquireEq(2).apply(2), Done(2));
        assert_eq!(LockRequest::AcquireEq(2).apply(3), Wait);
        assert_eq!(LockRequest::Release(1).apply(62), Done(63));
        assert_eq!(LockRequest::Release(1).apply(63), OutOfRange(64));
        assert_eq!(LockRequest::Release(-1).apply(0), OutOfRange(-1));
        assert_eq!(LockRequest::AcquireGe(-1).apply(63), OutOfRange(64));
    }

    #[test]
    fn simple_env_memory() {
        let t = Tile::new(0, 2);
        let mut env = SimpleEnv::new();
        env.add_memory(t, 16);
        env.write(t, 12, &[1, 2, 3, 4]).unwrap();
        let mut b = [0; 2];
        env.read(t, 13, &mut b).unwrap();
        assert_eq!(b, [2, 3]);
        assert_eq!(
            env.write(t, 14, &[0; 4]),
            Err(MemFault::OutOfRange { size: 16 })
        );
        assert_eq!(
            env.read(Tile::new(1, 2), 0, &mut b),
            Err(MemFault::NoMemory)
        );
        assert_eq!(
            env.write(t, u32::MAX, &[0; 4]),
            Err(MemFault::OutOfRange { size: 16 })
        );
    }
}
