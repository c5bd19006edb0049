//! The C++ that `--aie-npu-to-cpp` writes, compiled with the system C++
//! compiler (`$CXX`, else `c++`; the tests pass with a note when there is
//! none) against the header `--print-npu-cpp-header` prints, and run:
//!
//! - every example's runtime sequence, lowered to NPU ops, builds the words
//!   `--aie-npu-to-binary` writes;
//! - a loop on a run-time bound, called with the bound and start of its
//!   twin with constants, builds the words of the twin unrolled by
//!   `--aie-unroll-runtime-sequence-loops` (`test/npu/Inputs/rolled-twin.mlir`;
//!   with DMA tasks carried through the loop, `rolled-tasks-twin.mlir`);
//! - a loop drawing its BD ids from the pool at run time programs the
//!   registers of its twin unrolled with ids assigned at compile time
//!   (`test/npu/Inputs/pool-twin.mlir`);
//! - transfers with run-time offsets, sizes and strides program the
//!   registers of the same transfers with constants, and give no stream for
//!   a size the BD cannot hold (`test/npu/Inputs/dynamic-memcpy.mlir`; DMA
//!   tasks with run-time BD sizes and strides, `dynamic-task.mlir`; with a
//!   run-time BD offset and length, `dynamic-len.mlir`; on a mem tile and a
//!   compute tile, whose BDs hold their buffers' addresses,
//!   `dynamic-task-tiles.mlir`; with run-time iteration values,
//!   `dynamic-iteration.mlir`);
//! - a whole design (object FIFOs, a core) given as it is, `aiec design.mlir
//!   --aie-npu-to-cpp` alone: the default pipeline runs up to the NPU ops
//!   first, and its rolled loop and run-time transfer program the registers
//!   of their twins with constants (`test/npu/Inputs/one-command.mlir`);
//! - polls (`aiex.npu.maskpoll`, straight-line and in a rolled loop) build
//!   the words of `--aie-npu-to-binary` calling only names mlir-aie's newest
//!   TxnEncoding.h declares (`txn_append_maskpoll32` among them), with the op
//!   count of the ops built.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const AIEC: &str = env!("CARGO_BIN_EXE_aiec");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The C++ compiler, if there is one that runs.
fn cxx() -> Option<String> {
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".to_string());
    let runs = Command::new(&cxx).arg("--version").output();
    if runs.is_ok_and(|o| o.status.success()) {
        return Some(cxx);
    }
    eprintln!("note: no C++ compiler ({cxx}); the generated C++ is not compiled");
    None
}

/// Runs aiec with `args`; its standard output.
fn aiec(args: &[&str]) -> String {
    let out = Command::new(AIEC).args(args).output().expect("run aiec");
    assert!(
        out.status.success(),
        "aiec {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The words `--aie-npu-to-binary` writes for runtime sequence `@fixed`
/// after aiec's arguments `lowering`, and the C++ generator
/// `--aie-npu-to-cpp` writes after them.
fn fixed_words_and_generator(lowering: &[&str]) -> (String, String) {
    let binary = [
        "--aie-npu-to-binary",
        "-aie-sequence-name=fixed",
        "-aie-output-binary=false",
    ];
    let golden = aiec(&[lowering, &binary].concat());
    (golden, aiec(&[lowering, &["--aie-npu-to-cpp"]].concat()))
}

/// aiec's arguments lowering the shim DMA tasks of `path` to NPU ops.
fn shim_task_lowering(path: &str) -> [&str; 4] {
    [
        path,
        "--aie-substitute-shim-dma-allocations",
        "--aie-dma-tasks-to-npu",
        "--aie-dma-to-npu",
    ]
}

/// A scratch directory for test `name`, holding the header as
/// `inc/aie/Runtime/TxnEncoding.h`.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("npu_cpp")
        .join(name);
    let inc = dir.join("inc/aie/Runtime");
    std::fs::create_dir_all(&inc).expect("scratch directory");
    let header = inc.join("TxnEncoding.h");
    aiec(&[
        "--print-npu-cpp-header",
        "-o",
        header.to_str().expect("UTF-8 path"),
    ]);
    dir
}

/// Compiles `generated` (the C++ of `--aie-npu-to-cpp`) with a `main` that
/// prints the words of `call` as `%08X` lines, against the header under
/// `dir/inc`, runs it, and returns them (`None`: the call returned no
/// stream).
fn run(cxx: &str, dir: &Path, generated: &str, call: &str) -> Option<String> {
    let inc = dir.join("inc");
    let source = dir.join("main.cpp");
    let program = format!(
        "{generated}\n#include <cstdio>\nint main() {{\n  auto txn = {call};\n  if (!txn) {{ std::printf(\"none\\n\"); return 0; }}\n  for (uint32_t w : *txn) std::printf(\"%08X\\n\", w);\n}}\n"
    );
    std::fs::write(&source, program).expect("write main.cpp");
    let exe = dir.join("main");
    let built = Command::new(cxx)
        .args([
            "-std=c++17",
            "-Wall",
            "-Werror",
            "-Wno-unused-variable",
            "-Wno-redundant-move",
        ])
        .arg("-I")
        .arg(&inc)
        .arg(&source)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("run the C++ compiler");
    assert!(
        built.status.success(),
        "the generated C++ does not compile:\n{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&exe).output().expect("run the program");
    assert!(ran.status.success(), "{call} failed");
    let out = String::from_utf8(ran.stdout).expect("UTF-8 words");
    (out != "none\n").then_some(out)
}

/// The words `call` builds (it must build a stream).
fn words_of(cxx: &str, dir: &Path, generated: &str, call: &str) -> String {
    run(cxx, dir, generated, call).unwrap_or_else(|| panic!("{call} returned no stream"))
}

/// The registers a stream of `%08X` words programs, as mlir-aie's
/// static-vs-dynamic harness replays it: writes and block writes set
/// registers, masked writes merge into them, syncs and patches are kept in
/// order under keys of their own.
fn registers(text: &str) -> BTreeMap<u64, u32> {
    let w: Vec<u32> = text
        .lines()
        .map(|l| u32::from_str_radix(l, 16).expect("a hex word"))
        .collect();
    let (mut regs, mut order, mut at) = (BTreeMap::new(), 1u64 << 40, 4);
    while at < w.len() {
        let (op, addr) = (w[at], u64::from(w[at + 2]));
        at += match op {
            0 => {
                regs.insert(addr, w[at + 4]);
                6
            }
            1 => {
                let n = w[at + 3] as usize / 4;
                for (k, &v) in w[at + 4..at + n].iter().enumerate() {
                    regs.insert(addr + 4 * k as u64, v);
                }
                n
            }
            3 => {
                let (v, m) = (w[at + 4], w[at + 5]);
                let old = regs.get(&addr).copied().unwrap_or(0);
                regs.insert(addr, (old & !m) | (v & m));
                7
            }
            0x80 | 0x81 => {
                let fields: &[usize] = if op == 0x80 { &[2, 3] } else { &[6, 8, 10] };
                for f in fields {
                    regs.insert(order, w[at + f]);
                    order += 1;
                }
                if op == 0x80 {
                    4
                } else {
                    12
                }
            }
            other => panic!("opcode {other:#x} at word {at}"),
        };
    }
    regs
}

/// The first function of generated C++.
fn first_function(generated: &str) -> &str {
    let after = generated
        .split("inline std::optional<std::vector<uint32_t>> ")
        .nth(1)
        .expect("a generated function");
    &after[..after.find('(').expect("its parameters")]
}

#[test]
fn examples_build_the_words_of_the_binary() {
    let Some(cxx) = cxx() else { return };
    let mut designs: Vec<PathBuf> = std::fs::read_dir(root().join("examples"))
        .expect("examples/")
        .flatten()
        .map(|e| e.path().join("design.mlir"))
        .filter(|p| p.exists())
        .collect();
    designs.sort();
    assert!(!designs.is_empty());
    for design in designs {
        let name = design
            .parent()
            .and_then(Path::file_name)
            .expect("example name");
        let dir = scratch(name.to_str().expect("UTF-8 name"));
        let path = design.to_str().expect("UTF-8 path");
        let lowered = ["--stop-after=aie-dma-to-npu"];
        let golden = aiec(
            &[
                &[path][..],
                &lowered,
                // Both fold the DDR aperture offset into buffer 5 and later's
                // patches (the C++ when it runs), as by default.
                &["--aie-npu-to-binary", "-aie-output-binary=false"],
            ]
            .concat(),
        );
        let generated = aiec(&[&[path][..], &lowered, &["--aie-npu-to-cpp"]].concat());
        let call = format!("{}()", first_function(&generated));
        assert_eq!(
            words_of(&cxx, &dir, &generated, &call),
            golden,
            "{}",
            design.display()
        );
    }
}

#[test]
fn a_guard_that_fails_refuses_with_its_reason() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("assert");
    let input = root().join("test/npu/Inputs/assert.mlir");
    let generated = aiec(&[input.to_str().expect("UTF-8 path"), "--aie-npu-to-cpp"]);
    // The guard holds: the stream writes n; it fails: no stream.
    let built = words_of(&cxx, &dir, &generated, "generate_txn_main_guarded(3)");
    assert!(built.lines().any(|w| w == "00000003"), "{built}");
    for call in [
        "generate_txn_main_guarded(0)",
        "generate_txn_main_refused(3)",
    ] {
        assert_eq!(run(&cxx, &dir, &generated, call), None, "{call}");
    }
    // The reason kept is the message, on one line.
    let reason = "[] { auto t = generate_txn_main_guarded(-1); std::printf(\"%d %s\\n\", t.has_value(), aie_runtime::txn_refusal()); return t; }()";
    assert_eq!(
        run(&cxx, &dir, &generated, reason).as_deref(),
        Some("0 \"n\" \\ must be > 0: {n} on one line\nnone\n")
    );
}

#[test]
fn a_require_that_fails_refuses_with_its_message() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("require");
    let input = root().join("test/npu/npu-require.mlir");
    let generated = aiec(&[input.to_str().expect("UTF-8 path"), "--aie-npu-to-cpp"]);
    // K a multiple of 64: the stream writes K; otherwise no stream.
    let built = words_of(&cxx, &dir, &generated, "generate_txn_main_guarded(128)");
    assert!(built.lines().any(|w| w == "00000080"), "{built}");
    for call in [
        "generate_txn_main_guarded(3)",
        "generate_txn_main_refused()",
    ] {
        assert_eq!(run(&cxx, &dir, &generated, call), None, "{call}");
    }
    let reason = "[] { auto t = generate_txn_main_guarded(65); std::printf(\"%d %s\\n\", t.has_value(), aie_runtime::txn_refusal()); return t; }()";
    assert_eq!(
        run(&cxx, &dir, &generated, reason).as_deref(),
        Some("0 K must be a multiple of 64, got {K} on one line\nnone\n")
    );
}

#[test]
fn floor_and_ceil_divisions_round_as_mlir_folds_them() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("rounded-division");
    let input = root().join("test/npu/Inputs/rounded-division.mlir");
    let input = input.to_str().expect("UTF-8 path");
    let generated = aiec(&[input, "--aie-npu-to-cpp"]);
    // The written values (after the 4 header words, word 4 of each 6-word
    // write) against
    // floor and ceil of every sign combination, with and without remainder.
    for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, -5)] {
        let words = words_of(
            &cxx,
            &dir,
            &generated,
            &format!("generate_txn_main_divide({a}, {b})"),
        );
        let w: Vec<i32> = (words.lines())
            .map(|l| u32::from_str_radix(l, 16).expect("hex word") as i32)
            .collect();
        let exact = f64::from(a) / f64::from(b);
        let (floor, ceil) = (exact.floor() as i32, exact.ceil() as i32);
        assert_eq!((w[4 + 4], w[4 + 6 + 4]), (floor, ceil), "{a} / {b}");
    }
}

#[test]
fn the_dispatch_shim_builds_the_generator_s_words() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dispatch-shim");
    let input = root().join("test/npu/npu-to-cpp-dispatch-shim.mlir");
    let input = input.to_str().expect("UTF-8 path");
    let generated = aiec(&[input, "--aie-npu-to-cpp", "--aie-npu-emit-dispatch-shim"]);
    let through_shim = "[] { uint32_t *w = nullptr; int64_t n = dispatch_generate(-3, 9, &w); return std::optional<std::vector<uint32_t>>(std::vector<uint32_t>(w, w + n)); }()";
    assert_eq!(
        words_of(&cxx, &dir, &generated, through_shim),
        words_of(&cxx, &dir, &generated, "generate_txn_main_seq(-3, 9)")
    );
}

#[test]
fn a_scratchpad_builds_the_words_of_the_binary_at_its_address() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("scratchpad");
    let input = root().join("test/npu/npu-to-cpp-scratchpad.mlir");
    let input = input.to_str().expect("UTF-8 path");
    let golden = aiec(&[input, "--aie-npu-to-binary", "-aie-output-binary=false"]);
    let generated = aiec(&[input, "--aie-npu-to-cpp"]);
    // The binary leaves the scratchpad's host address (words 2, 3 of its
    // op) for the runtime; the C++ writes the one it is given.
    assert_eq!(
        words_of(&cxx, &dir, &generated, "generate_txn_main_seq(0)"),
        golden
    );
    let words = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_seq(0x1234567890ull)",
    );
    let w: Vec<&str> = words.lines().collect();
    assert_eq!((w[6], w[7]), ("34567890", "00000012"));
}

/// Checks that `call` of the C++ of `input` (after `lowering`) builds the
/// words of its twin `@twin` unrolled, and `other` other words.
fn rolled_equals_unrolled(input: &str, lowering: &[&str], call: &str, other: &str) {
    let Some(cxx) = cxx() else { return };
    let dir = scratch(input);
    let input = root().join("test/npu/Inputs").join(input);
    let path = input.to_str().expect("UTF-8 path");
    let unroll = ["--aie-unroll-runtime-sequence-loops"];
    let binary = [
        "--aie-npu-to-binary",
        "-aie-sequence-name=twin",
        "-aie-output-binary=false",
    ];
    let golden = aiec(&[&[path][..], &unroll, lowering, &binary].concat());
    let generated = aiec(&[&[path][..], lowering, &["--aie-npu-to-cpp"]].concat());
    assert_eq!(words_of(&cxx, &dir, &generated, call), golden);
    // Another bound builds another stream (the loop really is rolled).
    assert_ne!(words_of(&cxx, &dir, &generated, other), golden);
}

#[test]
fn a_rolled_loop_builds_the_words_of_its_unrolled_twin() {
    let (call, other) = (
        "generate_txn_main_rolled(3, 7)",
        "generate_txn_main_rolled(2, 7)",
    );
    rolled_equals_unrolled("rolled-twin.mlir", &[], call, other);
}

#[test]
fn a_rolled_loop_of_dma_tasks_builds_the_words_of_its_unrolled_twin() {
    let lowering = ["--aie-dma-tasks-to-npu", "--aie-dma-to-npu"];
    let (call, other) = ("generate_txn_main_rolled(4)", "generate_txn_main_rolled(5)");
    rolled_equals_unrolled("rolled-tasks-twin.mlir", &lowering, call, other);
}

#[test]
fn run_time_transfers_program_the_registers_of_constant_ones() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dynamic-memcpy");
    let input = root().join("test/npu/Inputs/dynamic-memcpy.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let golden = aiec(&[
        path,
        "--aie-dma-to-npu",
        "--aie-npu-to-binary",
        "-aie-sequence-name=fixed",
        "-aie-output-binary=false",
    ]);
    let generated = aiec(&[path, "--aie-dma-to-npu", "--aie-npu-to-cpp"]);
    let words = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_dynamic(4, 64, 32, 8)",
    );
    // The same words: the BD is one blockwrite, its run-time fields
    // computed (mlir-aie's packed BD block, #3559) ...
    assert_eq!(words, golden);
    // ... so the same registers.
    assert_eq!(registers(&words), registers(&golden));
    let other = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_dynamic(2, 64, 32, 8)",
    );
    assert_ne!(registers(&other), registers(&golden));
    // A repeat count of 99 does not fit the BD's 6-bit iteration wrap.
    let call = "generate_txn_main_dynamic(100, 64, 32, 8)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
    // Nor does a d1 wrap of 2000 its 10 bits.
    let call = "generate_txn_main_dynamic(4, 64, 32, 2000)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
}

#[test]
fn a_rolled_loop_on_the_bd_pool_programs_the_registers_of_its_twin() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("pool-twin");
    let input = root().join("test/npu/Inputs/pool-twin.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let lowering = [
        path,
        "--aie-unroll-runtime-sequence-loops",
        "--aie-lower-dynamic-bd-pool",
        "--aie-assign-runtime-sequence-bd-ids",
        "--aie-dma-tasks-to-npu",
        "--aie-dma-to-npu",
    ];
    let binary = [
        "--aie-npu-to-binary",
        "-aie-sequence-name=twin",
        "-aie-output-binary=false",
    ];
    let golden = aiec(&[&lowering[..], &binary].concat());
    let generated = aiec(&[&lowering[..], &["--aie-npu-to-cpp"]].concat());
    let words = words_of(&cxx, &dir, &generated, "generate_txn_main_rolled(4)");
    assert_eq!(registers(&words), registers(&golden));
    let other = words_of(&cxx, &dir, &generated, "generate_txn_main_rolled(3)");
    assert_ne!(registers(&other), registers(&golden));
    // The pool hands out the lowest free id first and runs dry after 16.
    let ids = words_of(&cxx, &dir, &generated, "generate_txn_main_exhaust(16)");
    let written: Vec<&str> = ids.lines().skip(4).skip(4).step_by(6).collect();
    assert_eq!(
        written,
        (0..16).map(|i| format!("{i:08X}")).collect::<Vec<_>>()
    );
    assert_eq!(
        run(&cxx, &dir, &generated, "generate_txn_main_exhaust(17)"),
        None
    );
}

#[test]
fn run_time_task_bds_program_the_registers_of_constant_ones() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dynamic-task");
    let input = root().join("test/npu/Inputs/dynamic-task.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let (golden, generated) = fixed_words_and_generator(&shim_task_lowering(path));
    let words = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_dynamic(4, 64, 16, 32)",
    );
    // One blockwrite per BD, as the constant twin's.
    assert_eq!(words, golden);
    assert_eq!(registers(&words), registers(&golden));
    let other = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_dynamic(4, 64, 16, 64)",
    );
    assert_ne!(registers(&other), registers(&golden));
    // A d0 wrap of 2000 words does not fit its 10 bits.
    let call = "generate_txn_main_dynamic(4, 64, 2000, 32)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
}

#[test]
fn run_time_iteration_values_program_the_registers_of_the_iteration_attribute() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dynamic-iteration");
    let input = root().join("test/npu/Inputs/dynamic-iteration.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let (golden, generated) = fixed_words_and_generator(&shim_task_lowering(path));
    let golden = registers(&golden);
    let call = "generate_txn_main_dynamic(4, 1024)";
    assert_eq!(registers(&words_of(&cxx, &dir, &generated, call)), golden);
    let call = "generate_txn_main_dynamic(2, 1024)";
    assert_ne!(registers(&words_of(&cxx, &dir, &generated, call)), golden);
    // 65 iterations do not fit the BD's 6-bit iteration wrap.
    let call = "generate_txn_main_dynamic(65, 16)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
}

#[test]
fn run_time_mem_and_compute_tile_bds_program_the_registers_of_constant_ones() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dynamic-task-tiles");
    let input = root().join("test/npu/Inputs/dynamic-task-tiles.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let lowering = [path, "--aie-dma-tasks-to-npu", "--aie-dma-to-npu"];
    let (golden, generated) = fixed_words_and_generator(&lowering);
    let golden = registers(&golden);
    let call = "generate_txn_main_dynamic(512, 4, 32, 8)";
    assert_eq!(registers(&words_of(&cxx, &dir, &generated, call)), golden);
    for other in [
        "generate_txn_main_dynamic(256, 2, 32, 8)",
        "generate_txn_main_dynamic(384, 3, 32, 8)",
        "generate_txn_main_dynamic(512, 4, 16, 8)",
    ] {
        let words = words_of(&cxx, &dir, &generated, other);
        assert_ne!(registers(&words), golden, "{other}");
    }
    // A mem tile's length holds 17 bits, a compute tile's d1 wrap 8, a
    // 16-bit offset must land on a 32-bit word, and a length is its walk's
    // extent (mlir-aie's guards).
    for beyond in [
        "generate_txn_main_dynamic(131072, 4, 32, 8)",
        "generate_txn_main_dynamic(512, 4, 32, 256)",
        "generate_txn_main_dynamic(512, 4, 33, 8)",
        "generate_txn_main_dynamic(256, 4, 32, 8)",
        "generate_txn_main_dynamic(512, 4, 32, 4)",
    ] {
        assert_eq!(run(&cxx, &dir, &generated, beyond), None, "{beyond}");
    }
}

#[test]
fn a_whole_design_in_one_command_programs_the_registers_of_its_twins() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("one-command");
    let input = root().join("test/npu/Inputs/one-command.mlir");
    let generated = aiec(&[input.to_str().expect("UTF-8 path"), "--aie-npu-to-cpp"]);
    for (rolled, twin, other) in [
        (
            "generate_txn_main_rolled(4)",
            "generate_txn_main_twin()",
            "generate_txn_main_rolled(3)",
        ),
        (
            "generate_txn_plain_copy(2048, 2)",
            "generate_txn_plain_copy_twin()",
            "generate_txn_plain_copy(2048, 3)",
        ),
    ] {
        let golden = registers(&words_of(&cxx, &dir, &generated, twin));
        assert_eq!(
            registers(&words_of(&cxx, &dir, &generated, rolled)),
            golden,
            "{rolled}"
        );
        assert_ne!(
            registers(&words_of(&cxx, &dir, &generated, other)),
            golden,
            "{other}"
        );
    }
    // A repeat count of 65 does not fit the BD's 6-bit iteration wrap.
    let call = "generate_txn_plain_copy(0, 65)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
}

#[test]
fn run_time_task_bd_offsets_and_lengths_program_the_registers_of_constant_ones() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("dynamic-len");
    let input = root().join("test/npu/Inputs/dynamic-len.mlir");
    let path = input.to_str().expect("UTF-8 path");
    let (golden, generated) = fixed_words_and_generator(&shim_task_lowering(path));
    let words = words_of(
        &cxx,
        &dir,
        &generated,
        "generate_txn_main_dynamic(64, 2048, 512)",
    );
    assert_ne!(words, golden);
    assert_eq!(patched(&words), patched(&golden));
    for other in [
        "generate_txn_main_dynamic(32, 2048, 512)",
        "generate_txn_main_dynamic(64, 2048, 256)",
    ] {
        let words = words_of(&cxx, &dir, &generated, other);
        assert_ne!(patched(&words), patched(&golden), "{other}");
    }
    // A length other than the walk's extent (16 × 8 × 16) is refused.
    let call = "generate_txn_main_dynamic(64, 1024, 512)";
    assert_eq!(run(&cxx, &dir, &generated, call), None);
}

/// The names mlir-aie's newest aie/Runtime/TxnEncoding.h declares in
/// `aie_runtime` that generated code calls (its tests name each one), and
/// the types and constants its definitions of [`NEWER`] use (declared at
/// 3ca0193 too).
const API: [&str; 23] = [
    "BdPool",
    "TxnDeviceInfo",
    "kMaxBDsPerTile",
    "TXN_OPC_MASKPOLL",
    "TXN_OPC_CREATE_SCRATCHPAD",
    "bd_pool_init",
    "bd_pool_init_range",
    "bd_pool_pop",
    "bd_pool_push",
    "txn_init",
    "txn_append_write32",
    "txn_append_maskwrite32",
    "txn_append_maskpoll32",
    "txn_append_sync",
    "txn_append_blockwrite",
    "txn_append_address_patch",
    "txn_append_arg_patch",
    "txn_append_loadpdi",
    "txn_append_preempt",
    "txn_refused",
    "txn_device_info",
    "txn_prepend_header",
    "txn_append_create_scratchpad",
];

/// Asserts that `generated` calls no `aie_runtime::` name outside [`API`],
/// so that it builds against mlir-aie's header too.
fn uses_only_mlir_aie_s_api(generated: &str) {
    for (at, _) in generated.match_indices("aie_runtime::") {
        let name: String = generated[at + "aie_runtime::".len()..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        assert!(API.contains(&name.as_str()), "{name} in {generated}");
    }
}

/// The opcodes of a stream of `%08X` words, walked op by op by their sizes
/// (header first: its op count and byte count must be the stream's).
fn opcodes(text: &str) -> Vec<u32> {
    let w: Vec<u32> = (text.lines())
        .map(|l| u32::from_str_radix(l, 16).expect("hex word"))
        .collect();
    assert_eq!(w[3] as usize, 4 * w.len(), "the header's byte count");
    let mut ops = Vec::new();
    let mut at = 4;
    while at < w.len() {
        let op = w[at] & 0xFF;
        at += match op {
            0 => 6,
            3 | 4 => 7,
            1 => w[at + 3] as usize / 4,
            0x80 | 8 => 4,
            0x81 => 12,
            6 => 1,
            _ => panic!("opcode {op:#x} at word {at}"),
        };
        ops.push(op);
    }
    assert_eq!(at, w.len(), "ops end with the stream");
    assert_eq!(w[2] as usize, ops.len(), "the header's op count");
    ops
}

#[test]
fn polls_build_with_mlir_aie_s_api() {
    let Some(cxx) = cxx() else { return };
    let dir = scratch("api");
    // Straight-line polls (of a buffer's word and of a queue's status): the
    // words of --aie-npu-to-binary, against either header.
    let input = root().join("test/npu/maskpoll.mlir");
    let lowered = [input.to_str().expect("UTF-8 path"), "--aie-dma-to-npu"];
    let golden = aiec(
        &[
            &lowered[..],
            &["--aie-npu-to-binary", "-aie-output-binary=false"],
        ]
        .concat(),
    );
    let generated = aiec(&[&lowered[..], &["--aie-npu-to-cpp"]].concat());
    uses_only_mlir_aie_s_api(&generated);
    let call = format!("{}()", first_function(&generated));
    assert_eq!(words_of(&cxx, &dir, &generated, &call), golden);
    assert_eq!(opcodes(&golden), [4, 4]);
    // A loop on a run-time trip count polls the queue before each push: the
    // op count is counted as the ops run.
    let input = root().join("test/npu/queue-depth-rolled.mlir");
    let generated = aiec(&[
        input.to_str().expect("UTF-8 path"),
        "--aie-dma-to-npu",
        "--aie-npu-to-cpp",
    ]);
    uses_only_mlir_aie_s_api(&generated);
    for n in [0, 1, 6] {
        let call = format!("generate_txn_main_rolled({n})");
        let words = words_of(&cxx, &dir, &generated, &call);
        assert_eq!(opcodes(&words), [4, 0].repeat(n), "{call}");
    }
}

/// The names of [`API`] that mlir-aie's TxnEncoding.h of August 2026
/// (3ca0193) does not declare yet: generated code defines them for itself.
const NEWER: [&str; 6] = [
    "bd_pool_init_range",
    "txn_refused",
    "txn_device_info",
    "txn_append_maskpoll32",
    "txn_append_arg_patch",
    "txn_append_create_scratchpad",
];

/// A scratch directory whose header is aiec's without the [`NEWER`]
/// functions (renamed away), as mlir-aie's header was before them.
fn scratch_older(name: &str) -> PathBuf {
    let dir = scratch(name);
    let header = dir.join("inc/aie/Runtime/TxnEncoding.h");
    let mut text = std::fs::read_to_string(&header).expect("the header");
    for name in NEWER {
        let defined = format!(" {name}(");
        assert!(
            text.contains(&defined),
            "{name} is not defined in the header"
        );
        text = text.replace(&defined, &format!(" older_header_lacks_{name}("));
    }
    std::fs::write(&header, text).expect("write the older header");
    dir
}

#[test]
fn generators_build_the_same_words_against_an_older_header() {
    let Some(cxx) = cxx() else { return };
    let (newer, older) = (scratch("newer"), scratch_older("older"));
    let pool = [
        "--aie-unroll-runtime-sequence-loops",
        "--aie-lower-dynamic-bd-pool",
        "--aie-assign-runtime-sequence-bd-ids",
        "--aie-dma-tasks-to-npu",
        "--aie-dma-to-npu",
    ];
    // Polls, a rolled loop, the BD pool, folded address patches, a
    // scratchpad and guards that refuse: each of the NEWER functions.
    let cases: [(&str, &[&str], &[&str]); 6] = [
        (
            "test/npu/maskpoll.mlir",
            &["--aie-dma-to-npu"],
            &["generate_txn_main_sequence()"],
        ),
        (
            "test/npu/queue-depth-rolled.mlir",
            &["--aie-dma-to-npu"],
            &["generate_txn_main_rolled(0)", "generate_txn_main_rolled(6)"],
        ),
        (
            "test/npu/Inputs/pool-twin.mlir",
            &pool,
            &[
                "generate_txn_main_rolled(4)",
                "generate_txn_main_exhaust(16)",
            ],
        ),
        (
            "test/npu/npu-to-cpp-fold.mlir",
            &[],
            &["generate_txn_main_seq()"],
        ),
        (
            "test/npu/npu-to-cpp-scratchpad.mlir",
            &[],
            &["generate_txn_main_seq(0x1234567890ull)"],
        ),
        (
            "test/npu/Inputs/assert.mlir",
            &[],
            &[
                "generate_txn_main_guarded(1)",
                "generate_txn_main_refused(0)",
            ],
        ),
    ];
    for (file, lowering, calls) in cases {
        let input = root().join(file);
        let mut command = vec![input.to_str().expect("UTF-8 path")];
        command.extend_from_slice(lowering);
        command.push("--aie-npu-to-cpp");
        let generated = aiec(&command);
        for call in calls {
            let want = run(&cxx, &newer, &generated, call);
            assert_eq!(run(&cxx, &older, &generated, call), want, "{file}: {call}");
        }
    }
}

/// [`registers`] of `text`, without the words an address patch overwrites
/// (a BD with an offset known only at run time leaves its address word 0,
/// as mlir-aie's does; a constant one holds the offset there too).
fn patched(text: &str) -> BTreeMap<u64, u32> {
    let mut regs = registers(text);
    let patches: Vec<u64> = regs
        .range(1u64 << 40..)
        .step_by(3)
        .map(|(_, &addr)| u64::from(addr))
        .collect();
    regs.retain(|k, _| !patches.contains(k));
    regs
}
