//! Host-native external kernels: a core's `func.call` of a `func.func`
//! without a body (`{link_with = "k.o"}`) runs the kernel's C/C++ source
//! built for the host, with pointers into the simulated tile memories.
//!
//! [`Kernels::for_design`] finds every called external function, resolves it
//! to a symbol of a shared library ([`KernelOptions`]: libraries given, or
//! sources beside the design built once into a cache, [`build`]), and
//! [`Kernels::call`] calls it. Arguments are 64-bit integer-class values
//! (memrefs as bare pointers, integers zero- or sign-extended), as
//! mlir-aie's lowering passes them to the kernel's `extern "C"` entry.

mod build;
mod resolve;

pub use build::{cache_dir, write_host_headers, HOST_HEADERS, STUB_HEADER};

use crate::core::{CoreEnv, KernelArg, Tile};
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

/// The cycles a kernel call costs a core: `call` plus `element` per element
/// of its memref arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelCost {
    /// Cycles per call.
    pub call: u64,
    /// Cycles per element of the memref arguments.
    pub element: u64,
}

impl Default for KernelCost {
    fn default() -> KernelCost {
        KernelCost {
            call: 100,
            element: 1,
        }
    }
}

/// A resolved kernel entry point.
#[derive(Clone, Copy, Debug)]
struct Entry(*const c_void);

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
    /// into the blocks, and the blocks are copied back. Returns the cycles
    /// of the call ([`KernelCost`]).
    pub fn run(
        &self,
        name: &str,
        args: &[KernelArg],
        mem: &mut dyn CoreEnv,
    ) -> Result<u64, String> {
        if !self.has(name) {
            return Err(format!("not simulated: call to external function @{name}"));
        }
        let mut blocks: BTreeMap<Tile, (u32, Vec<u8>)> = BTreeMap::new();
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
        let mut words = Vec::with_capacity(args.len());
        let mut elements = 0u64;
        for a in args {
            words.push(match *a {
                KernelArg::Scalar(v) => v,
                KernelArg::Buffer {
                    tile,
                    addr,
                    elements: n,
                    ..
                } => {
                    elements += n;
                    let Some((lo, block)) = blocks.get_mut(&tile) else {
                        return Err(format!("kernel @{name}: no memory block of tile {tile}"));
                    };
                    block.as_mut_ptr().wrapping_add((addr - *lo) as usize) as u64
                }
            });
        }
        // SAFETY: every pointer points into a block holding the whole
        // buffer it stands for; the kernel is trusted not to go past it.
        unsafe { self.call(name, &words)? };
        for (&tile, (lo, block)) in &blocks {
            mem.write(tile, *lo, block)
                .map_err(|e| format!("kernel @{name}: cannot write back tile {tile}: {e:?}"))?;
        }
        Ok(self.cost.call + self.cost.element * elements)
    }

    /// Calls kernel `name` with `args` (pointers and integers, at most
    /// [`MAX_KERNEL_ARGS`]).
    ///
    /// # Safety
    /// Every pointer in `args` must be valid for what the kernel reads and
    /// writes through it; the kernel is foreign code and is trusted.
    pub unsafe fn call(&self, name: &str, args: &[u64]) -> Result<(), String> {
        let Some(&Entry(f)) = self.entries.get(name) else {
            return Err(format!("kernel @{name} was not loaded"));
        };
        type A = u64;
        macro_rules! call {
            ($($i:literal)*) => {{
                let f: unsafe extern "C" fn($(call!(@ty $i)),*) = std::mem::transmute(f);
                f($(args[$i]),*)
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
            8 => call!(0 1 2 3 4 5 6 7),
            n => {
                return Err(format!(
                    "kernel @{name} takes {n} arguments; at most {MAX_KERNEL_ARGS} are passed"
                ))
            }
        }
        Ok(())
    }
}
