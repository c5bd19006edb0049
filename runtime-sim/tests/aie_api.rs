//! aiec's host implementation of the AIE API and the AIE2 intrinsics
//! (`runtime-sim/kernels/include`), checked by a C++ program written here
//! (`runtime-sim/kernels/tests/api_test.cc`): every API group against a
//! scalar reference on random inputs and the corner cases. Built with the
//! host C++ compiler (`$CXX`, else `c++`) against the headers as the kernel
//! compilers write them; skipped, with a message, without a C++ compiler.

use std::path::Path;
use std::process::Command;

#[test]
fn the_host_aie_api_matches_its_scalar_reference() {
    let cxx = std::env::var("CXX")
        .ok()
        .filter(|c| !c.is_empty())
        .unwrap_or_else(|| "c++".into());
    if Command::new(&cxx).arg("--version").output().is_err() {
        eprintln!("skipped: no C++ compiler '{cxx}'");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let include = runtime_sim::kernels::write_host_headers(&dir.path().join("include")).unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/tests/api_test.cc");
    let exe = dir.path().join("api_test");
    let built = Command::new(&cxx)
        .args(["-std=c++20", "-O1", "-Wall", "-Wextra", "-Werror", "-I"])
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
    let run = Command::new(&exe).output().unwrap();
    let out = String::from_utf8_lossy(&run.stdout);
    print!("{out}");
    assert!(run.status.success(), "{out}");
    assert!(out.trim_end().ends_with(" passed, 0 failed"), "{out}");
}
