//! Runs every lit test under the workspace's `test/` directory (`*.mlir`,
//! `*.asm`) with litnik, the embedded lit + FileCheck. `aie-opt` and
//! `aie-translate` name the same binary as `aiec`, so mlir-aie RUN lines work;
//! `aie-sim` is the simulator, `aiecc` mlir-aie's driver command line. Tests that need upstream MLIR say
//! `REQUIRES: mlir` and run only in a build with the `mlir` feature.

fn main() {
    let aiec = env!("CARGO_BIN_EXE_aiec");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let features: &[&str] = if cfg!(feature = "mlir") {
        &["aiec", "mlir"]
    } else {
        &["aiec"]
    };
    litnik::Suite::new(
        root.canonicalize()
            .expect("the workspace's test/ directory"),
    )
    .suffixes(["mlir", "asm"])
    .tool("aiec", aiec)
    .tool("aie-opt", aiec)
    .tool("aie-translate", aiec)
    .tool("aie-sim", env!("CARGO_BIN_EXE_aie-sim"))
    .tool("aiecc", env!("CARGO_BIN_EXE_aiecc"))
    .features(features.iter().copied())
    .exec_root(env!("CARGO_TARGET_TMPDIR"))
    .run_from_args();
}
