//! Building a kernel source for the host: the host C/C++ compiler makes a
//! shared library, kept in a cache directory under a name derived from the
//! source, the compiler and its flags, so each source is built once.

use md5::{Digest, Md5};
use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The header force-included into every kernel: what an AIE kernel may use
/// that has a meaning on the host. Every kernel gets the simulated array's
/// I/O table (`aiesim/io.h`: instruction events, and for C++ cascade
/// streams and the processor bus); C++ kernels also get aiec's host AIE
/// API and the AIE2 intrinsics ([`HOST_HEADERS`], found through `-I`),
/// which the AIE compilers provide as built-ins. The chess spellings of
/// mlir-aie's kernels are hints for the AIE compilers (loop pipelining and
/// ranges, address spaces, alignment) with no meaning on the host, except
/// `chess_memory_fence()` (a compiler barrier on the host too) and
/// `chess_storage(TM : address)`, which [`map_tile_storage`](super::map_tile_storage)
/// turns into processor-bus accesses.
pub const STUB_HEADER: &str = "\
/* aie-sim: host stand-ins for AIE kernel built-ins. */
#ifndef AIE_SIM_KERNEL_STUB_H
#define AIE_SIM_KERNEL_STUB_H
#define AIE_SIM_HOST 1
#include <aiesim/io.h>
#define chess_prepare_for_pipelining
#define chess_flatten_loop
#define chess_loop_range(...)
#define chess_unroll_loop(...)
#define chess_loop_count(...)
#define chess_no_hw_loop
#define chess_copy(x) (x)
#define chess_memory_fence() __asm__ __volatile__(\"\" ::: \"memory\")
#define __aie_dm_resource_a
#define __aie_dm_resource_b
#define __aie_dm_resource_c
#define __aie_dm_resource_d
#define __aie_dm_resource_stack
#ifdef __cplusplus
#define restrict __restrict
#define chess_alignof(T) alignof(T)
#define chess_storage(...) __attribute__((aligned(::aiesim::chess_storage_check(#__VA_ARGS__))))
#include <aiesim/intrinsics.hpp>
#else
#define chess_alignof(T) _Alignof(T)
#define chess_storage(...)
#endif
#endif
";

/// `(path, text)` of a header of `runtime-sim/kernels/include`.
macro_rules! host_header {
    ($path:literal) => {
        (
            $path,
            include_str!(concat!("../../kernels/include/", $path)),
        )
    };
}

/// aiec's host implementation of the AIE API (`aie_api/aie.hpp`, ...), the
/// AIE2 intrinsics (`aiesim/intrinsics.hpp`, also as Peano's
/// `aiev2intrin.h` and `aie2pintrin.h`) and mlir-aie's
/// `lut_based_ops.h`, by path below an include directory
/// (docs/host-programs.md, "AIE kernels on the host").
pub const HOST_HEADERS: &[(&str, &str)] = &[
    host_header!("aie2pintrin.h"),
    host_header!("aie_api/aie.hpp"),
    host_header!("aie_api/aie_adf.hpp"),
    host_header!("aie_api/operators.hpp"),
    host_header!("aie_api/utils.hpp"),
    host_header!("aiesim/api.hpp"),
    host_header!("aiesim/base.hpp"),
    host_header!("aiesim/elementary.hpp"),
    host_header!("aiesim/intrinsics.hpp"),
    host_header!("aiesim/io.h"),
    host_header!("aiesim/io.hpp"),
    host_header!("aiesim/memory.hpp"),
    host_header!("aiesim/mmul.hpp"),
    host_header!("aiesim/ops.hpp"),
    host_header!("aiesim/unsimulated.hpp"),
    host_header!("aiesim/vector.hpp"),
    host_header!("aiesim/work.hpp"),
    host_header!("aiev2intrin.h"),
    host_header!("lut_based_ops.h"),
];

/// Writes [`HOST_HEADERS`] below `dir` (each file only when it differs) and
/// returns `dir`, the directory to pass with `-I`.
pub fn write_host_headers(dir: &Path) -> Result<PathBuf, String> {
    for (path, text) in HOST_HEADERS {
        let file = dir.join(path);
        if std::fs::read(&file).is_ok_and(|b| b == text.as_bytes()) {
            continue;
        }
        let parent = file.parent().unwrap_or(dir);
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create '{}': {e}", parent.display()))?;
        write_atomically(&file, text.as_bytes())?;
    }
    Ok(dir.to_path_buf())
}

/// Lines of compiler output quoted in an error.
const QUOTED_LINES: usize = 12;

/// The kernel cache: `$AIEC_KERNEL_CACHE`, else `$XDG_CACHE_HOME/aiec/kernels`,
/// else `$HOME/.cache/aiec/kernels`, else one below the temporary directory.
pub fn cache_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("AIEC_KERNEL_CACHE")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("aiec/kernels")))
        .or_else(|| env("HOME").map(|d| d.join(".cache/aiec/kernels")))
        .unwrap_or_else(|| std::env::temp_dir().join("aiec-kernels"))
}

/// The host compiler of kernels in LLVM IR (mlir-aie's `inline=True`
/// kernels, for the host).
pub const IR_COMPILER: &str = "clang";

/// Its options that read LLVM IR as it is: LLVM's passes ran when it was
/// made, and would drop an unused `linkonce_odr` kernel; IR for another
/// target (real Peano's is the AIE's) is an error, not compiled with the
/// host's triple forced on it.
pub const IR_INPUT: [&str; 5] = [
    "-x",
    "ir",
    "-Werror=override-module",
    "-Xclang",
    "-disable-llvm-passes",
];

/// Whether `path` names a kernel in LLVM IR (`.ll` text, `.bc` bitcode).
pub fn is_ir_source(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll" || e == "bc")
}

/// The error of an [`IR_COMPILER`] run whose output `log` says the IR of
/// kernel `source` is for another target; `None` for any other failure.
pub fn ir_target_error(log: &str, source: &Path) -> Option<String> {
    log.contains("-Woverride-module").then(|| format!(
        "kernel '{}' is LLVM IR for another target than this host (real Peano's is the AIE's, whose data layout and intrinsics the host has not): the simulator runs kernels built for the host; make its LLVM IR with $(aie-sim --peano-prefix)/bin/clang++ -S -emit-llvm",
        source.display()
    ))
}

/// The compiler for `source` (by extension: `.c` → `$CC` or `cc`, `.ll`
/// and `.bc` → [`IR_COMPILER`], else `$CXX` or `c++`) and its flags.
fn compiler(source: &Path, stub: &Path, include: &Path) -> (OsString, Vec<OsString>) {
    if is_ir_source(source) {
        let flags = IR_INPUT.iter().chain(&["-O2", "-fPIC", "-shared"]);
        return (IR_COMPILER.into(), flags.map(OsString::from).collect());
    }
    let is_c = source.extension().is_some_and(|e| e == "c");
    let (var, default) = if is_c { ("CC", "cc") } else { ("CXX", "c++") };
    let cc = std::env::var_os(var).filter(|v| !v.is_empty());
    let std = (!is_c).then(|| OsString::from("-std=c++20"));
    let flags = ["-O2", "-fPIC", "-shared"]
        .into_iter()
        .map(OsString::from)
        .chain(std)
        .chain(["-I".into(), include.as_os_str().to_owned()])
        .chain(["-include".into(), stub.as_os_str().to_owned()])
        .collect();
    (cc.unwrap_or_else(|| default.into()), flags)
}

/// Builds `source` into a shared library in `cache` (once: a library built
/// from the same source with the same compiler and flags is reused) and
/// returns its path.
pub(super) fn build(source: &Path, cache: &Path) -> Result<PathBuf, String> {
    let text = std::fs::read(source)
        .map_err(|e| format!("cannot read kernel source '{}': {e}", source.display()))?;
    std::fs::create_dir_all(cache)
        .map_err(|e| format!("cannot create the kernel cache '{}': {e}", cache.display()))?;
    let stub = cache.join("aie_sim_kernel_stub.h");
    if std::fs::read_to_string(&stub).ok().as_deref() != Some(STUB_HEADER) {
        write_atomically(&stub, STUB_HEADER.as_bytes())?;
    }
    let include = write_host_headers(&cache.join("aiesim-include"))?;
    let (cc, flags) = compiler(source, &stub, &include);
    let mut key = Md5::new();
    let flags_text = flags.join(OsStr::new(" "));
    let headers = HOST_HEADERS.iter().map(|(_, t)| t.as_bytes());
    for part in [
        cc.as_encoded_bytes(),
        flags_text.as_encoded_bytes(),
        STUB_HEADER.as_bytes(),
        &text,
    ]
    .into_iter()
    .chain(headers)
    {
        key.update((part.len() as u64).to_le_bytes());
        key.update(part);
    }
    let stem = source
        .file_stem()
        .map_or("kernel".into(), |s| s.to_string_lossy());
    let lib = cache.join(format!("{stem}-{:x}.so", key.finalize()));
    if lib.is_file() {
        return Ok(lib);
    }
    // The compiler writes a temporary file, removed unless it is persisted.
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{stem}"))
        .suffix(".so")
        .tempfile_in(cache)
        .map_err(|e| {
            format!(
                "cannot create a file in the kernel cache '{}': {e}",
                cache.display()
            )
        })?;
    let cc_name = cc.to_string_lossy();
    // C and C++ as the host builds them; LLVM IR as it is.
    let host = (!is_ir_source(source))
        .then(|| super::source::host_source(source))
        .transpose()?;
    let (path, host_flags) = host
        .as_ref()
        .map_or((source, &[][..]), |h| (h.path.as_path(), &h.flags[..]));
    let out = Command::new(&cc)
        .args(&flags)
        .args(host_flags)
        .arg("-o")
        .arg(tmp.path())
        .arg(path)
        .output()
        .map_err(|e| {
            format!(
                "cannot run the host compiler '{cc_name}' for '{}': {e}",
                source.display()
            )
        })?;
    if !out.status.success() {
        let log = String::from_utf8_lossy(&out.stderr);
        if let Some(e) = ir_target_error(&log, source) {
            return Err(e);
        }
        let quoted: Vec<&str> = log.lines().take(QUOTED_LINES).collect();
        return Err(format!(
            "'{cc_name}' cannot build '{}' for the host ({}):\n{}",
            source.display(),
            out.status,
            quoted.join("\n")
        ));
    }
    tmp.persist(&lib).map_err(|e| {
        format!(
            "cannot move the built kernel to '{}': {}",
            lib.display(),
            e.error
        )
    })?;
    Ok(lib)
}

/// Writes `data` to `path` through a temporary file and a rename.
fn write_atomically(path: &Path, data: &[u8]) -> Result<(), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let fail = |e: std::io::Error| format!("cannot write '{}': {e}", path.display());
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    tmp.write_all(data).map_err(fail)?;
    tmp.persist(path).map(drop).map_err(|e| fail(e.error))
}
