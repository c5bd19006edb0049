//! `aie-sim --xrt-prefix` and `--peano-prefix`: directories laid out like
//! an XRT install (`include/xrt/...`, `lib/libxrt_coreutil.so`, XRT's CMake
//! package `share/cmake/XRT`) and like Peano's (`bin/clang`,
//! `bin/xchesscc_wrapper`), made beside the runtime library and the aie-sim
//! program of an [`Install`] (else in the cache) and brought up to date on
//! each call.

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
    header!("ranges"),
    header!("parameter_scratchpad.h"),
];

/// XRT's CMake package, by path below the prefix: `find_package(XRT)`
/// finds it there when the prefix is on `CMAKE_PREFIX_PATH`.
const CMAKE_PACKAGE: &[(&str, &str)] = &[
    (
        "share/cmake/XRT/xrt-config.cmake",
        include_str!("xrt-config.cmake"),
    ),
    (
        "share/cmake/XRT/xrt-config-version.cmake",
        include_str!("xrt-config-version.cmake"),
    ),
];

/// The names under which aie-sim compiles AIE kernels for the host.
pub const KERNEL_COMPILERS: &[&str] = &["clang", "clang++", "xchesscc_wrapper"];

/// The files an aie-sim runs with: its program, which the Peano prefix's
/// compilers link to, and aiec's XRT runtime library, which the XRT prefix
/// is laid out around. Cargo builds both into one directory; the Python
/// package's are its `aie-sim` console script and the library its wheel
/// carries (`aie/lib`).
#[derive(Clone, Debug, Default)]
pub struct Install {
    /// The aie-sim program (`None`: this executable).
    pub program: Option<PathBuf>,
    /// The runtime library (`None`: [`XRT_LIBRARY`] beside the program).
    pub xrt_library: Option<PathBuf>,
}

impl Install {
    /// The aie-sim program, symbolic links resolved.
    fn program(&self) -> Result<PathBuf, String> {
        exe(self.program.as_deref())
    }

    /// The runtime library, which must exist.
    fn xrt_library(&self) -> Result<PathBuf, String> {
        let lib = match &self.xrt_library {
            Some(lib) => lib.clone(),
            None => self.program()?.with_file_name(XRT_LIBRARY),
        };
        if !lib.is_file() {
            return Err(format!(
                "no XRT runtime library '{}': build the whole workspace (`cargo build --release`; the xrt-coreutil crate makes it), or install the Python package (`pip install ./compiler/python`)",
                lib.display()
            ));
        }
        Ok(lib.canonicalize().unwrap_or(lib))
    }
}

/// The XRT prefix of `install` (`None`: this executable's), made or brought
/// up to date. Its `lib/libxrt_coreutil.so` is a linker script naming the
/// runtime library by its absolute path, so a program linked with
/// `-L<prefix>/lib -lxrt_coreutil` records that path and runs without
/// `LD_LIBRARY_PATH`, as a program linked against an installed XRT does.
pub fn xrt(install: Option<&Install>) -> Result<PathBuf, String> {
    let lib = install.cloned().unwrap_or_default().xrt_library()?;
    let dir = writable(lib.parent().unwrap_or(Path::new("/")), "xrt-coreutil")?;
    for (path, text) in HEADERS.iter().chain(CMAKE_PACKAGE) {
        put(&dir.join(path), text.as_bytes())?;
    }
    let script = format!(
        "/* aiec's XRT runtime (aie-sim --xrt-prefix) */\nINPUT({})\n",
        lib.display()
    );
    // (`put` renames over the symbolic link earlier versions made here.)
    put(&dir.join("lib").join(XRT_LIBRARY), script.as_bytes())?;
    Ok(dir)
}

/// The Peano prefix of `install` (`None`: this executable's), made or
/// brought up to date: its compilers are that aie-sim.
pub fn peano(install: Option<&Install>) -> Result<PathBuf, String> {
    let exe = install.cloned().unwrap_or_default().program()?;
    let dir = writable(exe.parent().unwrap_or(Path::new("/")), "aiec-peano")?;
    for name in KERNEL_COMPILERS {
        link(&exe, &dir.join("bin").join(name))?;
    }
    Ok(dir)
}

/// The aie-sim program: `program` if given (a process whose executable is
/// not aie-sim, as the Python package's `aie-sim` console script, which
/// runs aie-sim in the interpreter), else this executable; symbolic links
/// resolved.
fn exe(program: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(p) = program {
        return Ok(p.to_path_buf());
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
