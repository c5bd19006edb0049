//! aiec's host implementation of the AIE API and the AIE2 intrinsics
//! (`runtime-sim/kernels/include`), checked by a C++ program written here
//! (`runtime-sim/kernels/tests/api_test.cc`): every API group against a
//! scalar reference on random inputs and the corner cases. Built with the
//! host C++ compiler (`$CXX`, else `c++`) against the headers as the kernel
//! compilers write them; skipped, with a message, without a C++ compiler.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `kernels/tests/<name>.cc` built with the host C++ compiler at `opt`
/// against the host headers (in `dir`), or `None` without a C++ compiler.
fn build(name: &str, opt: &str, dir: &Path) -> Option<PathBuf> {
    let cxx = std::env::var("CXX")
        .ok()
        .filter(|c| !c.is_empty())
        .unwrap_or_else(|| "c++".into());
    if Command::new(&cxx).arg("--version").output().is_err() {
        eprintln!("skipped: no C++ compiler '{cxx}'");
        return None;
    }
    let include = runtime_sim::kernels::write_host_headers(&dir.join("include")).unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("kernels/tests/{name}.cc"));
    let exe = dir.join(name);
    let built = Command::new(&cxx)
        .args(["-std=c++20", opt, "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(&include)
        .arg(&source)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    Some(exe)
}

/// Runs `exe`, prints and returns its standard output; it must succeed.
fn run(exe: &Path) -> String {
    let run = Command::new(exe).output().unwrap();
    let out = String::from_utf8_lossy(&run.stdout).into_owned();
    print!("{out}");
    assert!(run.status.success(), "{out}");
    out
}

#[test]
fn the_host_aie_api_matches_its_scalar_reference() {
    let dir = tempfile::tempdir().unwrap();
    let Some(exe) = build("api_test", "-O1", dir.path()) else {
        return;
    };
    let out = run(&exe);
    assert!(out.trim_end().ends_with(" passed, 0 failed"), "{out}");
}

/// The int8 matrix product through `aie::mmul` against plain scalar C++
/// (docs/performance.md): `cargo test --release -p runtime-sim --test
/// aie_api -- --ignored --nocapture matmul_benchmark`.
#[test]
#[ignore = "a benchmark: run it by name"]
fn matmul_benchmark() {
    let dir = tempfile::tempdir().unwrap();
    let Some(exe) = build("matmul_bench", "-O2", dir.path()) else {
        return;
    };
    run(&exe);
}
