//! Host-native external kernels: a core's `func.call` of a `func.func`
//! without a body (`{link_with = "k.o"}`) runs the kernel's C/C++ source
//! built for the host, with pointers into the simulated tile memories.
//!
//! [`Kernels::for_design`] finds every called external function, resolves it
//! to a symbol of a shared library ([`KernelOptions`]: libraries given, or
//! sources beside the design built once into a cache, [`build`]), and
//! [`Kernels::run`] calls it. Arguments are 64-bit integer-class values
//! (memrefs as bare pointers, integers zero- or sign-extended), as
//! mlir-aie's lowering passes them to the kernel's `extern "C"` entry. A
//! kernel reaches its core's cascades, processor bus and events through
//! [`io`].

mod build;
mod io;
mod resolve;
mod source;
pub mod unsimulated;

pub use build::{
    cache_dir, ir_target_error, is_ir_source, write_host_headers, HOST_HEADERS, IR_COMPILER,
    IR_INPUT, STUB_HEADER,
};
pub use source::{host_source, map_tile_storage, HostSource};

use crate::core::{CoreEnv, KernelArg, KernelStep, Stall, StallKind, Tile, CASCADE_BYTES};
use crate::timing::{CoreUnits, KernelWork};
use io::{Reply, Request, Worker};
use libloading::Library;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::path::PathBuf;

/// Most arguments a kernel takes (all passed in integer registers).
pub const MAX_KERNEL_ARGS: usize = 8;

/// Where kernels come from and what they cost.
#[derive(Clone, Debug, Default)]
pub struct KernelOptions {
    /// Directories searched for `k.cc`, `k.cpp` or `k.c` of `link_with = "k.o"`
    /// (the design's directory).
    pub search_dirs: Vec<PathBuf>,
    /// Kernel sources given by the user (`--kernel-src`).
    pub sources: Vec<PathBuf>,
    /// Shared libraries given by the user (`--kernel-lib`), searched first.
    pub libs: Vec<PathBuf>,
    /// Where built libraries are kept (`None`: [`cache_dir`]).
    pub cache: Option<PathBuf>,
    /// The cycles a kernel call costs.
    pub cost: KernelCost,
}

/// The cycles a kernel call costs a core: `call`, plus the cycles of the
/// work its AIE API operations gave the core's units
/// ([`CoreUnits::kernel_cycles`]); a kernel that performs none (scalar
/// code, which is not counted) `element` per element of its memref
/// arguments instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelCost {
    /// Cycles per call: the loop's preamble and postamble and the call's
    /// own. 14, measured: mlir-aie's vector-scalar multiply of 1,024 int16
    /// built by Peano takes 78 cycles on NPU1, 64 of them its stores
    /// (`make trace` of mlir-aie's vector_scalar_mul at 3ca0193, the figure
    /// its run_makefile.lit records).
    pub call: u64,
    /// Cycles per element of the memref arguments of a kernel whose AIE
    /// API work is nothing.
    pub element: u64,
}

impl Default for KernelCost {
    fn default() -> KernelCost {
        KernelCost {
            call: 14,
            element: 1,
        }
    }
}

impl KernelCost {
    /// The cycles of a call that did `work` on `units`, with `elements`
    /// in its memref arguments.
    pub fn cycles(&self, work: Option<KernelWork>, units: &CoreUnits, elements: u64) -> u64 {
        match work.filter(|w| !w.is_empty()) {
            Some(w) => self.call + units.kernel_cycles(&w),
            None => self.call + self.element * elements,
        }
    }

    /// When, in cycles into a call of `total` cycles, an event the kernel
    /// raised after the work `before` happens: at the call's start before
    /// any work, else after the call's own cycles and that work's (so one
    /// raised after all of it is at the call's end). A call that counts no
    /// work (scalar code, whose progress is not known) raises its events
    /// at its start, except the one that is its last act (`last`), which
    /// is at its end.
    pub fn event_offset(
        &self,
        before: &KernelWork,
        units: &CoreUnits,
        total: u64,
        last: bool,
    ) -> u64 {
        match before.is_empty() {
            true if last => total,
            true => 0,
            false => (self.call + units.kernel_cycles(before)).min(total),
        }
    }
}

/// A resolved kernel entry point, whether it may stall or stop (its
/// library holds `aiesim_blocking_io`: it runs on its core's [`Worker`]),
/// and its library's `aiesim_take_work` (aiec's host AIE API counts the
/// work of its operations, `aiesim/work.hpp`).
#[derive(Clone, Copy, Debug)]
struct Entry {
    code: *const c_void,
    blocking: bool,
    take_work: Option<TakeWork>,
    swap_state: Option<SwapState>,
}

/// `aiesim_take_work`: writes the six counters of `aiesim::work_done`.
pub(super) type TakeWork = unsafe extern "C" fn(*mut u64);
/// `aiesim_swap_state`: exchanges the thread's kernel state with eight
/// words (aiesim/base.hpp).
pub(super) type SwapState = unsafe extern "C" fn(*mut u64);

// SAFETY: the code address of a library that `Kernels` keeps loaded while
// any call runs.
unsafe impl Send for Entry {}

/// A core's kernel state from step to step: its worker (the coroutine of
/// a kernel that may stall) and the call it waits in.
#[derive(Debug, Default)]
pub struct CoreKernels {
    worker: Option<Worker>,
    call: Option<Call>,
}

/// A kernel call on a worker, waiting for its core: the kernel's buffers
/// (copied back when it returns) and the request to serve first.
#[derive(Debug)]
struct Call {
    name: std::sync::Arc<str>,
    blocks: Blocks,
    /// The blocks as copied out: the array runs on while the kernel waits,
    /// so only the bytes the kernel changed are written back.
    before: Blocks,
    elements: u64,
    pending: Option<Request>,
}

/// The memory blocks a call's buffer arguments point into, by tile: the
/// first byte address and the bytes.
type Blocks = BTreeMap<Tile, (u32, Vec<u8>)>;

/// The kernels of a design, loaded.
#[derive(Debug, Default)]
pub struct Kernels {
    entries: BTreeMap<String, Entry>,
    cost: KernelCost,
    /// Keeps the entries' code mapped.
    _libs: Vec<Library>,
}

// SAFETY: the entries are code addresses of libraries `_libs` keeps loaded
// for the life of the value; calling them is `Kernels::call`'s contract.
unsafe impl Send for Kernels {}
unsafe impl Sync for Kernels {}

impl Kernels {
    /// Whether kernel `name` was resolved.
    pub fn has(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    /// The cost model.
    pub fn cost(&self) -> KernelCost {
        self.cost
    }

    /// Runs kernel `name` on the memories of `mem`: each tile's bytes that
    /// the buffer arguments span are copied out (one block per tile, so
    /// arguments that alias or overlap stay so), the kernel gets pointers
    /// into the blocks, and the blocks are copied back when it returns. A
    /// kernel that may stall runs on the core's worker (`core`); when it
    /// must wait (a full or empty cascade, a processor bus not enabled),
    /// the call is `Stalled` and the core's next call of `run` goes on with
    /// it, while the DMAs go on writing the tile's other buffers (those
    /// between the arguments too): of its blocks only the bytes the kernel
    /// changed are written back. Done, it returns the cycles of the call
    /// ([`KernelCost`]).
    pub fn run(
        &self,
        name: &str,
        args: &[KernelArg],
        mem: &mut dyn CoreEnv,
        core: &mut CoreKernels,
    ) -> Result<KernelStep, String> {
        if let Some(call) = core.call.take() {
            return self.serve(call, mem, core);
        }
        let Some(&entry) = self.entries.get(name) else {
            return Err(format!("not simulated: call to external function @{name}"));
        };
        if args.len() > MAX_KERNEL_ARGS {
            return Err(format!(
                "kernel @{name} takes {} arguments; at most {MAX_KERNEL_ARGS} are passed",
                args.len()
            ));
        }
        let (mut blocks, words, elements) = copy_out(name, args, mem)?;
        let words = words
            .into_iter()
            .map(|w| match w {
                Word::Scalar(v) => v,
                Word::Pointer(tile, at) => blocks
                    .get_mut(&tile)
                    .map_or(0, |(_, b)| b.as_mut_ptr().wrapping_add(at) as u64),
            })
            .collect::<Vec<u64>>();
        if !entry.blocking {
            let mut work = None;
            // SAFETY: every pointer points into a block holding the whole
            // buffer it stands for; the kernel is trusted not to go past it.
            let log = io::direct(mem.cycle(), || work = unsafe { entry.call(&words) });
            let units = mem.core_units();
            let cycles = self.cost.cycles(work, &units, elements);
            let uncounted = work.is_none_or(|w| w.is_empty());
            let last = log.len().saturating_sub(1);
            for (i, req) in log.into_iter().enumerate() {
                match req {
                    Request::Event(n, before) => {
                        let after =
                            self.cost
                                .event_offset(&before, &units, cycles, uncounted && i == last);
                        mem.event(n, after)
                    }
                    other => return Err(format!("kernel @{name}: {}", io::describe(&other))),
                }
            }
            copy_back(name, &blocks, mem)?;
            return Ok(KernelStep::Done(cycles));
        }
        // Taken before the kernel starts writing the blocks.
        let before = blocks.clone();
        let job = io::Job {
            // SAFETY: as above; the blocks stay in the call (their bytes do
            // not move) until the worker reports the kernel's return.
            run: Box::new(move || unsafe { entry.call(&words) }),
            swap_state: entry.swap_state,
        };
        core.worker.get_or_insert_with(Worker::default).start(job)?;
        let call = Call {
            name: name.into(),
            before,
            blocks,
            elements,
            pending: None,
        };
        self.serve(call, mem, core)
    }

    /// Serves the requests of `call`'s kernel on `core`'s worker until it
    /// returns or must wait. An error gives the call up (its worker with
    /// it).
    fn serve(
        &self,
        mut call: Call,
        mem: &mut dyn CoreEnv,
        core: &mut CoreKernels,
    ) -> Result<KernelStep, String> {
        let Some(worker) = core.worker.as_mut() else {
            return Err(format!("kernel @{}: its coroutine is gone", call.name));
        };
        let name = call.name.clone();
        let fail = |core: &mut CoreKernels, e: String| {
            core.worker = None;
            Err(format!("kernel @{name}: {e}"))
        };
        loop {
            let req = match call.pending.take() {
                Some(r) => r,
                None => match worker.next() {
                    Ok(r) => r,
                    Err(e) => return fail(core, e),
                },
            };
            let outcome = match &req {
                Request::CascadePut(w) => mem.cascade_put(w).map(|ok| ok.then_some(Reply::Done)),
                Request::CascadeGet => {
                    let mut w = Box::new([0u8; CASCADE_BYTES]);
                    mem.cascade_get(&mut w)
                        .map(|ok| ok.then_some(Reply::Word(w)))
                }
                Request::BusRead(a) => mem.bus_read(*a).map(|v| v.map(Reply::Value)),
                Request::BusWrite(a, v) => {
                    mem.bus_write(*a, *v).map(|ok| ok.then_some(Reply::Done))
                }
                Request::Event(n, before) => {
                    // The call's length is not known before it returns.
                    let after = self
                        .cost
                        .event_offset(before, &mem.core_units(), u64::MAX, false);
                    mem.event(*n, after);
                    Ok(Some(Reply::Done))
                }
                Request::Cycles => Ok(Some(Reply::Cycles(mem.cycle()))),
                Request::Fail(m) => Err(m.clone()),
                Request::Done(work) => {
                    write_changes(&call.name, &call.blocks, &call.before, mem)?;
                    let cycles = self.cost.cycles(*work, &mem.core_units(), call.elements);
                    return Ok(KernelStep::Done(cycles));
                }
            };
            match outcome {
                Ok(Some(reply)) if req.is_answered() => {
                    if let Err(e) = worker.answer(reply) {
                        return fail(core, e);
                    }
                }
                Ok(Some(_)) => {}
                Ok(None) => {
                    let kind = match req {
                        Request::CascadePut(_) => StallKind::CascadePut,
                        Request::CascadeGet => StallKind::CascadeGet,
                        Request::BusRead(address) => StallKind::Bus {
                            address,
                            write: false,
                        },
                        Request::BusWrite(address, _) => StallKind::Bus {
                            address,
                            write: true,
                        },
                        _ => return fail(core, "a request that cannot wait waits".into()),
                    };
                    call.pending = Some(req);
                    let kernel = Some(call.name.clone());
                    core.call = Some(call);
                    return Ok(KernelStep::Stalled(Stall { kind, kernel }));
                }
                Err(e) => return fail(core, e),
            }
        }
    }

    /// Calls kernel `name` with `args` (pointers and integers, at most
    /// [`MAX_KERNEL_ARGS`]) on this thread.
    ///
    /// # Safety
    /// Every pointer in `args` must be valid for what the kernel reads and
    /// writes through it; the kernel is foreign code and is trusted.
    pub unsafe fn call(&self, name: &str, args: &[u64]) -> Result<(), String> {
        let Some(&entry) = self.entries.get(name) else {
            return Err(format!("kernel @{name} was not loaded"));
        };
        if args.len() > MAX_KERNEL_ARGS {
            return Err(format!(
                "kernel @{name} takes {} arguments; at most {MAX_KERNEL_ARGS} are passed",
                args.len()
            ));
        }
        // SAFETY: the caller's contract.
        unsafe { entry.call(args) };
        Ok(())
    }
}

/// A kernel argument word before the blocks are placed: an integer, or a
/// byte offset into a tile's block.
enum Word {
    Scalar(u64),
    Pointer(Tile, usize),
}

/// The blocks of `args`' buffers, read from `mem`, the argument words and
/// the elements of the buffers.
fn copy_out(
    name: &str,
    args: &[KernelArg],
    mem: &mut dyn CoreEnv,
) -> Result<(Blocks, Vec<Word>, u64), String> {
    let mut blocks = Blocks::new();
    for a in args {
        if let KernelArg::Buffer {
            tile, addr, bytes, ..
        } = *a
        {
            let (lo, hi) = blocks.get(&tile).map_or((addr, addr + bytes), |(lo, b)| {
                ((*lo).min(addr), (lo + b.len() as u32).max(addr + bytes))
            });
            blocks.insert(tile, (lo, vec![0; (hi - lo) as usize]));
        }
    }
    for (&tile, (lo, block)) in &mut blocks {
        mem.read(tile, *lo, block).map_err(|e| {
            format!("kernel @{name}: an argument lies outside the memory of tile {tile}: {e:?}")
        })?;
    }
    let mut elements = 0u64;
    let words = args
        .iter()
        .map(|a| match *a {
            KernelArg::Scalar(v) => Word::Scalar(v),
            KernelArg::Buffer {
                tile,
                addr,
                elements: n,
                ..
            } => {
                elements += n;
                let lo = blocks.get(&tile).map_or(addr, |(lo, _)| *lo);
                Word::Pointer(tile, (addr - lo) as usize)
            }
        })
        .collect();
    Ok((blocks, words, elements))
}

/// Writes the bytes of `blocks` that differ from `before` (the same
/// blocks as copied out) back into `mem`, run by run.
fn write_changes(
    name: &str,
    blocks: &Blocks,
    before: &Blocks,
    mem: &mut dyn CoreEnv,
) -> Result<(), String> {
    for (&tile, (lo, block)) in blocks {
        let Some((_, old)) = before.get(&tile) else {
            continue;
        };
        let mut i = 0;
        while i < block.len() {
            if block[i] == old[i] {
                i += 1;
                continue;
            }
            let start = i;
            while i < block.len() && block[i] != old[i] {
                i += 1;
            }
            mem.write(tile, lo + start as u32, &block[start..i])
                .map_err(|e| format!("kernel @{name}: cannot write back tile {tile}: {e:?}"))?;
        }
    }
    Ok(())
}

/// Writes `blocks` back into `mem`.
fn copy_back(name: &str, blocks: &Blocks, mem: &mut dyn CoreEnv) -> Result<(), String> {
    for (&tile, (lo, block)) in blocks {
        mem.write(tile, *lo, block)
            .map_err(|e| format!("kernel @{name}: cannot write back tile {tile}: {e:?}"))?;
    }
    Ok(())
}

impl Entry {
    /// Calls the kernel with `args` (at most [`MAX_KERNEL_ARGS`]; more are
    /// not passed); the work its AIE API operations did, where its library
    /// counts it.
    ///
    /// # Safety
    /// The kernel takes `args.len()` integer-class arguments; every pointer
    /// among them is valid for what it does with it.
    unsafe fn call(self, args: &[u64]) -> Option<KernelWork> {
        let mut counts = [0u64; 6];
        // SAFETY: the caller's contract; `aiesim_take_work` writes six
        // counters. Taken before the call, the counters start afresh.
        unsafe {
            if let Some(take) = self.take_work {
                take(counts.as_mut_ptr());
            }
            call_entry(self.code, args);
            let take = self.take_work?;
            take(counts.as_mut_ptr());
        }
        Some(KernelWork::from_counters(&counts))
    }
}

/// [`Entry::call`] of the code at `code`.
unsafe fn call_entry(code: *const c_void, args: &[u64]) {
    type A = u64;
    macro_rules! call {
        ($($i:literal)*) => {{
            // SAFETY: the caller's contract.
            let f: unsafe extern "C" fn($(call!(@ty $i)),*) = unsafe { std::mem::transmute(code) };
            unsafe { f($(args[$i]),*) }
        }};
        (@ty $i:literal) => { A };
    }
    match args.len() {
        0 => call!(),
        1 => call!(0),
        2 => call!(0 1),
        3 => call!(0 1 2),
        4 => call!(0 1 2 3),
        5 => call!(0 1 2 3 4),
        6 => call!(0 1 2 3 4 5),
        7 => call!(0 1 2 3 4 5 6),
        _ => call!(0 1 2 3 4 5 6 7),
    }
}
