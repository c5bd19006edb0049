//! The version the binaries print (`--version`): the package version, the
//! git commit it was built from (when built from a git checkout) and the
//! optional features enabled.

use std::process::Command;

fn main() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_string());
    let features = if std::env::var_os("CARGO_FEATURE_MLIR").is_some() {
        "mlir"
    } else {
        "none"
    };
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    println!("cargo:rustc-env=AIEC_VERSION={version} (commit {commit}, features: {features})");
    link_bins_at_fixed_address();
    // A new commit changes the version; the paths exist in a git checkout.
    for path in ["../.git/HEAD", "../.git/refs/heads"] {
        if std::path::Path::new(path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
}

/// Links the command lines as position-dependent executables on Linux with
/// glibc: a position-independent one has the loader rewrite every pointer in
/// its read-only tables at start (about 22,000 relocations and 170 page
/// faults, a quarter of `aiec` on a small input: docs/performance.md,
/// "Start-up"). The code stays position-independent; only the link fixes
/// the address.
fn link_bins_at_fixed_address() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
