//! Runs the Python package's tests (`compiler/python/tests`, pytest) against
//! the extension this build made: the package's sources with `_aiec` beside
//! them in a staging folder on `PYTHONPATH`, so no `pip install` is needed.
//! Needs python3 with numpy, ml_dtypes and pytest (`.ci/run` installs them);
//! without them it says so and passes. The kernel library's tests build
//! kernels with `aie-sim --peano-prefix`: the build's own `aie-sim` (beside
//! the extension, when cargo built it) goes first on `PATH`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The extension this test run's build made: `lib_aiec.so` in `deps/`
/// beside this test (cargo builds the package's library there for its
/// tests), else where `cargo build` puts it, one folder up.
fn extension() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let deps = exe.parent().expect("target/<profile>/deps");
    let name = format!(
        "{}_aiec{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    let beside = deps.join(&name);
    if beside.exists() {
        return beside;
    }
    deps.parent().unwrap_or(deps).join(name)
}

/// `PATH` with the staged command lines first, then the folder of the
/// build's binaries (when built), then the caller's.
fn test_path(staged: &Path, profile_dir: &Path) -> std::ffi::OsString {
    let mut dirs = vec![staged.join("bin")];
    if profile_dir.join("aie-sim").is_file() {
        dirs.push(profile_dir.to_path_buf());
    }
    dirs.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(dirs).expect("PATH")
}

/// `target/<profile>`, where cargo puts the workspace's binaries.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    let deps = exe.parent().expect("target/<profile>/deps");
    deps.parent().unwrap_or(deps).to_path_buf()
}

/// Whether python3 can import what the tests need.
fn python_ready() -> Result<(), String> {
    let probe = Command::new("python3")
        .args(["-c", "import numpy, ml_dtypes, pytest"])
        .output()
        .map_err(|e| format!("no python3 ({e})"))?;
    if probe.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&probe.stderr).trim().to_string())
    }
}

/// A folder holding the package's `aie` sources (linked), the extension as
/// `aie/_aiec.so`, and `pyxrt`.
fn stage(package: &Path, extension: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a staging folder");
    std::os::unix::fs::symlink(package.join("pyxrt"), dir.path().join("pyxrt")).expect("pyxrt");
    let aie = dir.path().join("aie");
    std::fs::create_dir(&aie).expect("aie/");
    for entry in std::fs::read_dir(package.join("aie")).expect("compiler/python/aie") {
        let entry = entry.expect("an entry of aie/");
        // A developer's own link to an extension (aie/_aiec.so, ignored by
        // git) gives way to this build's.
        let name = entry.file_name();
        if name == "__pycache__" || name.to_string_lossy().starts_with("_aiec.") {
            continue;
        }
        std::os::unix::fs::symlink(entry.path(), aie.join(entry.file_name())).expect("a link");
    }
    std::os::unix::fs::symlink(extension, aie.join("_aiec.so")).expect("the extension");
    stage_install(dir.path(), &aie, extension);
    dir
}

/// What the wheel adds beside the sources: XRT's runtime as `aie/lib/`
/// holds it (the one cargo built with the extension), and the command
/// lines the package installs (`bin/aiec`, `bin/aiecc`, `bin/aie-sim`,
/// run by the extension as the console scripts are), so the tests see the
/// package as `pip install` leaves it.
fn stage_install(dir: &Path, aie: &Path, extension: &Path) {
    let runtime = extension.with_file_name(format!(
        "{}xrt_coreutil{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    if runtime.is_file() {
        let lib = aie.join("lib");
        std::fs::create_dir(&lib).expect("aie/lib/");
        std::os::unix::fs::symlink(&runtime, lib.join(runtime.file_name().expect("a name")))
            .expect("the XRT runtime");
    }
    let bin = dir.join("bin");
    std::fs::create_dir(&bin).expect("bin/");
    for (tool, entry) in [("aiec", "aiec"), ("aiecc", "aiecc"), ("aie-sim", "aie_sim")] {
        let script = bin.join(tool);
        std::fs::write(
            &script,
            format!("#!/usr/bin/env python3\nfrom aie._cli import {entry}\n{entry}()\n"),
        )
        .expect("a command line");
        std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .expect("an executable script");
    }
}

#[test]
fn python_package_tests() {
    if let Err(why) = python_ready() {
        eprintln!(
            "skipping the Python package's tests: {why} (pip install numpy ml_dtypes pytest)"
        );
        return;
    }
    let ext = extension();
    assert!(
        ext.exists(),
        "the extension {} was not built",
        ext.display()
    );
    let package = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let staged = stage(&package, &ext);
    let status = Command::new("python3")
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(package.join("tests"))
        .env("PYTHONPATH", staged.path())
        .env("PATH", test_path(staged.path(), &profile_dir()))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .status()
        .expect("python3 -m pytest");
    assert!(status.success(), "the Python package's tests failed");
}
