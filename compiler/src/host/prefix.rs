//! `aie-sim --xrt-prefix` and `--peano-prefix`: directories laid out like
//! an XRT install (`include/xrt/...`, `lib/libxrt_coreutil.so`) and like
//! Peano's (`bin/clang`, `bin/xchesscc_wrapper`), made beside the aie-sim
//! binary (else in the cache) and brought up to date on each call.

use std::path::{Path, PathBuf};

/// The runtime library cargo builds beside aie-sim (crate `xrt-coreutil`).
pub const XRT_LIBRARY: &str = "libxrt_coreutil.so";

/// `(include/<path>, its text)` of a header of `compiler/xrt-coreutil/include`.
macro_rules! header {
    ($path:literal) => {
        (
            concat!("include/", $path),
            include_str!(concat!("../../xrt-coreutil/include/", $path)),
        )
    };
}
/// The XRT headers, by path below the prefix.
const HEADERS: &[(&str, &str)] = &[
    header!("xrt/xrt_aie.h"),
    header!("xrt/xrt_bo.h"),
    header!("xrt/xrt_device.h"),
    header!("xrt/xrt_hw_context.h"),
    header!("xrt/xrt_kernel.h"),
    header!("xrt/xrt_uuid.h"),
    header!("xrt/detail/aiesim.h"),
    header!("xrt/detail/ert.h"),
    header!("xrt/detail/handle.h"),
    header!("xrt/detail/xrt_mem.h"),
    header!("xrt/experimental/xrt_elf.h"),
    header!("xrt/experimental/xrt_ext.h"),
    header!("xrt/experimental/xrt_kernel.h"),
    header!("xrt/experimental/xrt_module.h"),
    header!("xrt/experimental/xrt_xclbin.h"),
    header!("stdfloat"),
    header!("parameter_scratchpad.h"),
];

/// The names under which aie-sim compiles AIE kernels for the host.
pub const KERNEL_COMPILERS: &[&str] = &["clang", "clang++", "xchesscc_wrapper"];

/// The XRT prefix, made or brought up to date.
pub fn xrt() -> Result<PathBuf, String> {
    let exe = exe()?;
    let exe = exe.parent().unwrap_or(Path::new("/"));
    let lib = exe.join(XRT_LIBRARY);
    if !lib.is_file() {
        return Err(format!(
            "no {XRT_LIBRARY} beside aie-sim in '{}': build the whole workspace (`cargo build --release`; the xrt-coreutil crate makes it)",
            exe.display()
        ));
    }
    let dir = writable(exe, "xrt-coreutil")?;
    for (path, text) in HEADERS {
        put(&dir.join(path), text.as_bytes())?;
    }
    link(&lib, &dir.join("lib").join(XRT_LIBRARY))?;
    Ok(dir)
}

/// The Peano prefix, made or brought up to date: its compilers are aie-sim.
pub fn peano() -> Result<PathBuf, String> {
    let exe = exe()?;
    let dir = writable(exe.parent().unwrap_or(Path::new("/")), "aiec-peano")?;
    for name in KERNEL_COMPILERS {
        link(&exe, &dir.join("bin").join(name))?;
    }
    Ok(dir)
}

/// The program that runs as aie-sim when it is not this process's
/// executable ([`set_program`]).
static PROGRAM: std::sync::Mutex<Option<PathBuf>> = std::sync::Mutex::new(None);

/// Makes `program` the aie-sim the prefixes are made beside and link to:
/// for a process whose executable is not aie-sim, as the Python package's
/// `aie-sim` console script, which runs aie-sim in the interpreter.
pub fn set_program(program: PathBuf) {
    *PROGRAM.lock().unwrap_or_else(|e| e.into_inner()) = Some(program);
}

/// The aie-sim program ([`set_program`]'s, else this executable), symbolic
/// links resolved.
fn exe() -> Result<PathBuf, String> {
    if let Some(p) = PROGRAM.lock().unwrap_or_else(|e| e.into_inner()).clone() {
        return Ok(p);
    }
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot find aie-sim's own path: {e}"))?;
    Ok(exe.canonicalize().unwrap_or(exe))
}

/// `exe/name` if it can be written, else the same name in the cache (one
/// per aie-sim directory).
fn writable(exe: &Path, name: &str) -> Result<PathBuf, String> {
    let beside = exe.join(name);
    if std::fs::create_dir_all(&beside).is_ok() && probe(&beside) {
        return Ok(beside);
    }
    use md5::{Digest, Md5};
    let key = Md5::digest(exe.as_os_str().as_encoded_bytes());
    let cache = runtime_sim::kernels::cache_dir();
    let dir = cache
        .parent()
        .unwrap_or(&cache)
        .join(format!("{name}-{key:x}"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create '{}': {e}", dir.display()))?;
    Ok(dir)
}

/// Whether a file can be made in `dir`.
fn probe(dir: &Path) -> bool {
    tempfile::NamedTempFile::new_in(dir).is_ok()
}

/// Writes `bytes` to `path` unless it holds them (through a temporary file
/// and a rename, so concurrent calls see a whole file).
fn put(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if std::fs::read(path).is_ok_and(|b| b == bytes) {
        return Ok(());
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let fail = |e: std::io::Error| format!("cannot write '{}': {e}", path.display());
    std::fs::create_dir_all(dir).map_err(fail)?;
    let tmp = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    std::fs::write(tmp.path(), bytes).map_err(fail)?;
    tmp.persist(path).map(drop).map_err(|e| fail(e.error))
}

/// Makes `path` a symbolic link to `target` unless it is one (through a
/// temporary name and a rename).
fn link(target: &Path, path: &Path) -> Result<(), String> {
    if std::fs::read_link(path).is_ok_and(|t| t == target) {
        return Ok(());
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let fail = |e: std::io::Error| {
        format!(
            "cannot link '{}' to '{}': {e}",
            path.display(),
            target.display()
        )
    };
    std::fs::create_dir_all(dir).map_err(fail)?;
    let tmp = dir.join(format!(
        ".{}.{}",
        std::process::id(),
        path.file_name()
            .map_or("link".into(), |n| n.to_string_lossy())
    ));
    let _ = std::fs::remove_file(&tmp);
    std::os::unix::fs::symlink(target, &tmp).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}
