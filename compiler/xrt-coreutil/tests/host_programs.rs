//! Host programs written here (`tests/host/*.cpp`), built with the
//! system's C++ compiler against the runtime as `aie-sim --xrt-prefix`
//! lays it out, and run on designs compiled by aiecc: the add-one example,
//! IRON's passthrough (logical tiles only, placed by aiecc),
//! a design with an external kernel built by the Peano prefix's clang,
//! scratchpad parameters written by the host into a full ELF's runs
//! (`parameter_scratchpad.h`, `get_ctrl_scratchpad_bo`), a full ELF that
//! loads its design by control packets (`--load-pdi-to-ctrl-pkt`), and
//! the API's corners (buffer sync, argument groups, a run that cannot
//! finish, two runs in a row, two kernels in one process, a transaction
//! that reconfigures the array between runs, an expectation the simulated
//! bytes do not meet), and XRT's documented behaviour a group
//! at a time (`xrt_api.cpp`, `elf_api.cpp`: arguments, sub-buffers, buffer
//! flags and groups, runlists, run states, contexts and kernel lookup, full
//! ELFs and modules). Skipped, with a message, where there is no C++
//! compiler.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// Runs the C++ compiler command `cmd`; panics with its errors if it fails.
fn compile(cmd: &mut Command) {
    let out = cmd.output().expect("the C++ compiler runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The test's inputs.
fn input(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/host")
        .join(name)
}

/// The C++ compiler (`$CXX`, else `c++`), if it runs.
fn cxx() -> Option<OsString> {
    let cxx = std::env::var_os("CXX")
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "c++".into());
    let runs = Command::new(&cxx).arg("--version").output();
    runs.is_ok_and(|o| o.status.success()).then_some(cxx)
}

/// The XRT prefix (made beside this test, next to the runtime library).
fn prefix() -> &'static Path {
    static PREFIX: OnceLock<PathBuf> = OnceLock::new();
    PREFIX.get_or_init(|| compiler::host::prefix::xrt(None).expect("the XRT prefix"))
}

/// Host program `name`.cpp built against the runtime (once per run).
fn program(name: &'static str) -> Option<PathBuf> {
    static BUILT: OnceLock<std::sync::Mutex<Vec<(&str, PathBuf)>>> = OnceLock::new();
    let built = BUILT.get_or_init(Default::default);
    let mut built = built.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, exe)) = built.iter().find(|b| b.0 == name) {
        return Some(exe.clone());
    }
    let Some(cxx) = cxx() else {
        eprintln!("skipped: no C++ compiler ($CXX or c++) to build the host program {name}");
        return None;
    };
    let p = prefix();
    let exe = p.join(format!("test-{name}"));
    compile(
        Command::new(cxx)
            .arg(input(&format!("{name}.cpp")))
            .args(["-std=c++17", "-Wall", "-Werror", "-o"])
            .arg(&exe)
            .arg(format!("-I{}/include", p.display()))
            .arg(format!("-L{}/lib", p.display()))
            .arg(format!("-Wl,-rpath,{}/lib", p.display()))
            .arg("-lxrt_coreutil"),
    );
    built.push((name, exe.clone()));
    Some(exe)
}

/// A working directory with `design` (the test input, its addend set to
/// `add`, `STALL` lines dropped when `stall`, then without the static
/// deadlock check, which would stop it) compiled by aiecc to aie.xclbin and
/// insts.bin.
fn compiled(design: &str, add: i32, stall: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(input(design)).unwrap();
    let text = text.replace("constant 7 : i32", &format!("constant {add} : i32"));
    let text: String = text
        .lines()
        .filter(|l| !(stall && l.contains("// STALL")))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(dir.path().join("aie.mlir"), text).unwrap();
    let extra = if stall {
        vec!["-Wno-deadlock".into()]
    } else {
        vec![]
    };
    aiecc_with(dir.path(), "aie.mlir", &extra);
    dir
}

/// aiecc in `dir` as mlir-aie's run.lit files call it, with `extra` options.
fn aiecc_with(dir: &Path, design: &str, extra: &[String]) {
    let at = |f: &str| dir.join(f).to_string_lossy().into_owned();
    let mut args = vec![
        "aiecc".to_string(),
        "--no-aiesim".into(),
        "--no-xchesscc".into(),
        "--aie-generate-xclbin".into(),
        "--aie-generate-npu-insts".into(),
        format!("--npu-insts-name={}", at("insts.bin")),
        at(design),
    ];
    args.extend(extra.iter().cloned());
    if !extra.iter().any(|a| a.starts_with("--xclbin-name")) {
        args.push(format!("--xclbin-name={}", at("aie.xclbin")));
    }
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    assert_eq!(compiler::aiecc::main(args), 0);
}

fn aiecc(dir: &Path, design: &str) {
    aiecc_with(dir, design, &[]);
}

/// Runs `exe` with `args`. Without cargo's `LD_LIBRARY_PATH`, which
/// would win over the program's run path and could hold a stale runtime.
fn run(exe: &Path, args: &[&str]) -> Output {
    Command::new(exe)
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("the host program runs")
}

fn files(dir: &Path) -> (String, String) {
    let s = |f: &str| dir.join(f).to_string_lossy().into_owned();
    (s("aie.xclbin"), s("insts.bin"))
}

/// `exe mode X I add` on the design `dir` holds.
fn api(dir: &Path, mode: &str, add: i32) -> Option<Output> {
    let exe = program("api")?;
    let (x, i) = files(dir);
    Some(run(&exe, &[mode, &x, &i, &add.to_string()]))
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn passes(o: &Output) {
    assert!(
        o.status.success() && text(o).contains("PASS!"),
        "{}",
        text(o)
    );
}

#[test]
fn the_add_one_example_runs_from_its_host_program() {
    let Some(exe) = program("add_one_example") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let design = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/add_one/design.mlir");
    std::fs::copy(design, dir.path().join("aie.mlir")).unwrap();
    aiecc(dir.path(), "aie.mlir");
    let (x, i) = files(dir.path());
    passes(&run(&exe, &[&x, &i]));
}

/// IRON's passthrough, every tile logical: aiecc places it, and the xclbin
/// carries the placed design the runtime simulates.
#[test]
fn iron_s_passthrough_runs_from_its_host_program() {
    let Some(exe) = program("iron_passthrough") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let design =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/iron_passthrough/design.mlir");
    std::fs::copy(design, dir.path().join("aie.mlir")).unwrap();
    aiecc(dir.path(), "aie.mlir");
    let (x, i) = files(dir.path());
    passes(&run(&exe, &[&x, &i]));
}

/// add.mlir with `spare` unused buffers between its input and output.
fn with_spare_buffers(spare: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(input("add.mlir")).unwrap();
    let spares: String = (0..spare)
        .map(|i| format!("%spare{i} : memref<64xi32>, "))
        .collect();
    let text = text.replace("%spare : memref<64xi32>, ", &spares);
    std::fs::write(dir.path().join("aie.mlir"), text).unwrap();
    aiecc(dir.path(), "aie.mlir");
    dir
}

/// The kernel takes one host buffer per argument of the runtime sequence
/// (at least five, as mlir-aie's aiecc declares them), so a program may
/// pass all of them (more than sixteen: test/aiecc/host-buffers.mlir).
#[test]
fn a_kernel_takes_a_buffer_per_sequence_argument() {
    let Some(exe) = program("many_buffers") else {
        return;
    };
    for (spare, buffers, declared) in [(0, 2, 8), (6, 8, 11), (14, 16, 19)] {
        let dir = with_spare_buffers(spare);
        let (x, i) = files(dir.path());
        let o = run(&exe, &[&x, &i, &buffers.to_string()]);
        passes(&o);
        assert!(
            text(&o).contains(&format!("MLIR_AIE takes {declared} arguments")),
            "{}",
            text(&o)
        );
    }
}

/// add.mlir (adding 7) compiled to aie.xclbin, insts.bin and the
/// instruction ELF insts.elf (`aiecc --aie-generate-elf`).
fn with_instruction_elf() -> tempfile::TempDir {
    let dir = compiled("add.mlir", 7, false);
    let elf = dir.path().join("insts.elf").to_string_lossy().into_owned();
    aiecc_with(
        dir.path(),
        "aie.mlir",
        &["--aie-generate-elf".into(), format!("--elf-name={elf}")],
    );
    dir
}

/// An instruction ELF of aiecc run through xrt::module on a context made
/// from the xclbin, named by the xclbin's kernel (XRT's rule for a
/// module), whose argument list it then takes; another name is XRT's
/// error.
#[test]
fn an_instruction_elf_runs_as_the_xclbin_s_kernel() {
    let Some(exe) = program("elf_module") else {
        return;
    };
    let dir = with_instruction_elf();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    passes(&run(
        &exe,
        &[&at("aie.xclbin"), &at("insts.elf"), "MLIR_AIE"],
    ));
    let o = run(&exe, &[&at("aie.xclbin"), &at("insts.elf"), "OTHER"]);
    assert!(!o.status.success());
    assert!(text(&o).contains("No such kernel 'OTHER'"), "{}", text(&o));
}

/// The runtime sequence's writes into a core's memory (absolute and
/// through a buffer symbol, masked and whole) land on what the core wrote
/// when the design was loaded: XRT loads the design with the context, and
/// the cores run before the first kernel does.
#[test]
fn sequence_writes_land_on_what_the_cores_wrote_at_load() {
    let Some(exe) = program("words_out") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(input("mask_write.mlir"), dir.path().join("aie.mlir")).unwrap();
    aiecc(dir.path(), "aie.mlir");
    let (x, i) = files(dir.path());
    let o = run(&exe, &[&x, &i, "4"]);
    assert!(o.status.success(), "{}", text(&o));
    // (0x11111111 & !0xF0F0F0F0) | (0xABCDEF01 & 0xF0F0F0F0), then
    // (0x11111111 & !0x0F0F0F0F) | (0x23456789 & 0x0F0F0F0F), a whole word,
    // and the core's fill.
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "a1c1e101
13151719
12345678
11111111
"
    );
}

/// The runtime sequence's writes into a core's memory in every addressing
/// form (test/sim/npu-writes.mlir, whose lit test runs the same design on
/// aie-sim's control code), run from their instruction words by the XRT
/// runtime, give the same words; so do they with a preemption point among
/// them (the firmware passes one unless the host preempts).
#[test]
fn sequence_writes_in_every_addressing_form() {
    let Some(exe) = program("words_out") else {
        return;
    };
    let design = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/sim/npu-writes.mlir");
    let plain = std::fs::read_to_string(design).unwrap();
    let preempted = plain.replacen(
        "      aiex.npu.dma_memcpy_nd",
        "      aiex.npu.preempt {level = 1 : ui8}\n      aiex.npu.dma_memcpy_nd",
        1,
    );
    assert_ne!(plain, preempted);
    for design in [plain, preempted] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("aie.mlir"), design).unwrap();
        aiecc(dir.path(), "aie.mlir");
        let (x, i) = files(dir.path());
        let o = run(&exe, &[&x, &i, "8"]);
        assert!(o.status.success(), "{}", text(&o));
        let words: Vec<&str> = std::str::from_utf8(&o.stdout)
            .unwrap()
            .split_whitespace()
            .collect();
        assert_eq!(
            words,
            [
                "a1c1e101", "13151719", "12345678", "1a1c1e10", "cafef00d", "00000005", "00000006",
                "00000007"
            ]
        );
    }
}

/// The host program checks the simulated bytes: an expectation they do
/// not meet fails it.
#[test]
fn a_changed_expectation_fails() {
    let dir = compiled("add.mlir", 7, false);
    let Some(right) = api(dir.path(), "run", 7) else {
        return;
    };
    passes(&right);
    let wrong = api(dir.path(), "run", 8).unwrap();
    assert!(!wrong.status.success(), "{}", text(&wrong));
    assert!(
        text(&wrong).contains("out[0] = 17, expected 18"),
        "{}",
        text(&wrong)
    );
}

/// Scratchpad parameters (`tests/host/scratchpad.mlir`): aiecc writes the
/// full ELF and params.txt into --output-dir; the host writes a core's
/// parameter and a DMA offset through `ParameterScratchpad` before each of
/// three runs of one kernel.
#[test]
fn scratchpad_parameters_reach_a_core_and_a_dma() {
    let Some(exe) = program("scratchpad") else {
        return;
    };
    let dir = full_elf_with_parameters("scratchpad.mlir");
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    passes(&run(&exe, &[&at("aie.elf"), &at("params.txt")]));
}

/// A directory where aiecc compiled `tests/host/<design>` into a full ELF
/// and its params.txt.
fn full_elf_with_parameters(design: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mlir = dir.path().join("aie.mlir");
    std::fs::copy(input(design), &mlir).unwrap();
    let args: Vec<OsString> = [
        "aiecc".to_string(),
        "--get-full-elf".into(),
        "--get-scratchpad-parameters".into(),
        format!("--output-dir={}", dir.path().display()),
        mlir.to_string_lossy().into_owned(),
    ]
    .into_iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::aiecc::main(args), 0);
    dir
}

/// A run-time length (`tests/host/scratchpad_length.mlir`): the host sets
/// the length parameter of a shim's loop-back before each run and finds
/// that many words moved; a value past the parameter's bounds is refused.
#[test]
fn a_length_parameter_sets_how_much_a_dma_moves() {
    let Some(exe) = program("scratchpad_length") else {
        return;
    };
    let dir = full_elf_with_parameters("scratchpad_length.mlir");
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let out = run(&exe, &[&at("aie.elf"), &at("params.txt")]);
    assert!(text(&out).contains("is outside [0, 12]"), "{}", text(&out));
    passes(&out);
}

#[test]
fn an_external_kernel_built_by_the_peano_prefix_runs() {
    let dir = tempfile::tempdir().unwrap();
    let Some(_) = program("api") else {
        return;
    };
    std::fs::copy(input("kernel.mlir"), dir.path().join("aie.mlir")).unwrap();
    let source = input("add_five.c").to_string_lossy().into_owned();
    let object = dir.path().join("add_five.o").to_string_lossy().into_owned();
    let args: Vec<OsString> = [
        "--target=aie2-none-unknown-elf",
        "-O2",
        "-c",
        &source,
        "-o",
        &object,
    ]
    .iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::host::kernel_cc::main("clang", &args), 0);
    aiecc(dir.path(), "aie.mlir");
    passes(&api(dir.path(), "run", 5).unwrap());
}

/// The same design with a kernel that reaches a construct the host AIE
/// API does not simulate (`unsimulated.cc`): the run fails with an error
/// naming the kernel and the construct, and the host program goes on to
/// report it and exit (the process is not aborted).
#[test]
fn a_kernel_reaching_what_is_not_simulated_fails_its_run() {
    let dir = tempfile::tempdir().unwrap();
    let Some(_) = program("api") else {
        return;
    };
    std::fs::copy(input("kernel.mlir"), dir.path().join("aie.mlir")).unwrap();
    let source = input("unsimulated.cc").to_string_lossy().into_owned();
    let object = dir.path().join("add_five.o").to_string_lossy().into_owned();
    let args: Vec<OsString> = [
        "--target=aie2-none-unknown-elf",
        "-c",
        &source,
        "-o",
        &object,
    ]
    .iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::host::kernel_cc::main("clang++", &args), 0);
    aiecc(dir.path(), "aie.mlir");
    let o = api(dir.path(), "run", 5).unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let said = "kernel @add_five: `aie::transpose` is not simulated";
    assert!(text(&o).contains(said), "{}", text(&o));
    assert!(
        text(&o).contains("FAILED: the run completes"),
        "{}",
        text(&o)
    );
}

#[test]
fn buffers_reach_the_device_and_back_only_through_sync() {
    let dir = compiled("add.mlir", 7, false);
    let Some(o) = api(dir.path(), "nosync-in", 7) else {
        return;
    };
    passes(&o);
    passes(&api(dir.path(), "nosync-out", 7).unwrap());
}

/// mlir-aie's kernel: the instruction buffer in SRAM (group 1), the
/// buffers in host memory (group 0); scalars, and indices past the
/// arguments, none (XRT's 0xFFFF: bank -1 in 16 bits).
#[test]
fn argument_groups_are_the_xclbins() {
    let dir = compiled("add.mlir", 7, false);
    let Some(o) = api(dir.path(), "groups", 7) else {
        return;
    };
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "65535 1 65535 0 0 0 0 0 65535\nPASS!\n"
    );
}

#[test]
fn a_run_that_cannot_finish_times_out_with_the_report() {
    let dir = compiled("add.mlir", 7, true);
    let Some(o) = api(dir.path(), "timeout", 7) else {
        return;
    };
    passes(&o);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("aie-sim: MLIR_AIE run 1: deadlock: nothing can progress at cycle"),
        "{err}"
    );
    assert!(err.contains("WAIT_TCTS"), "{err}");
    assert!(err.contains("  root cause: "), "{err}");
    assert!(err.contains("  wait-for graph "), "{err}");
}

/// The stalling design does not compile with the deadlock check.
#[test]
fn a_design_that_cannot_finish_does_not_compile() {
    let dir = compiled("add.mlir", 7, false);
    let text = std::fs::read_to_string(input("add.mlir")).unwrap();
    let text: String = text
        .lines()
        .filter(|l| !l.contains("// STALL"))
        .map(|l| format!("{l}\n"))
        .collect();
    let design = dir.path().join("stall.mlir");
    std::fs::write(&design, text).unwrap();
    let args = ["aiecc", "--no-aiesim", "--aie-generate-npu-insts"]
        .into_iter()
        .map(OsString::from)
        .chain([design.into_os_string()]);
    assert_eq!(compiler::aiecc::main(args.collect()), 1);
}

#[test]
fn two_runs_in_a_row() {
    let dir = compiled("add.mlir", 7, false);
    if let Some(o) = api(dir.path(), "twice", 7) {
        passes(&o);
    }
}

/// An xclbin with two kernels (the second added by `--xclbin-input`), each
/// with its PDI: one context runs them by turns, each run loading its PDI.
#[test]
fn two_kernels_of_one_xclbin_share_a_context() {
    let dir = compiled("add.mlir", 7, false);
    let Some(exe) = program("api") else {
        return;
    };
    let other = dir.path().join("other.mlir");
    let text = std::fs::read_to_string(input("add.mlir")).unwrap();
    std::fs::write(
        &other,
        text.replace("constant 7 : i32", "constant -3 : i32"),
    )
    .unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    aiecc_with(
        dir.path(),
        "other.mlir",
        &[
            format!("--xclbin-input={}", at("aie.xclbin")),
            format!("--xclbin-name={}", at("pair.xclbin")),
            "--xclbin-kernel-name=ADDTWO".into(),
            "--xclbin-kernel-id=0x902".into(),
        ],
    );
    passes(&run(
        &exe,
        &["pair", &at("pair.xclbin"), &at("insts.bin"), "7", "-3"],
    ));
}

/// `aiecc --get-ctrlpkt`: the xclbin configures device @base (tiles
/// only), the run sends @main's configuration as control packets (its
/// last argument), the cores' bodies named in their program memory, then
/// moves the data. Damaged packets configure nothing: the run fails.
#[test]
fn a_configuration_sent_as_control_packets_runs() {
    let Some(exe) = program("api") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(input("reconfig.mlir"), dir.path().join("aie.mlir")).unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let aiecc = |args: &[String]| {
        let mut all: Vec<OsString> = vec!["aiecc".into(), "--generate-ctrl-pkt-overlay".into()];
        all.extend(args.iter().map(Into::into));
        all.push(at("aie.mlir").into());
        assert_eq!(compiler::aiecc::main(all), 0);
    };
    aiecc(&[
        "--device-name=base".into(),
        "--get-xclbin".into(),
        format!("--xclbin-name={}", at("aie.xclbin")),
    ]);
    aiecc(&[
        "--device-name=main".into(),
        "--get-ctrlpkt".into(),
        format!("--ctrlpkt-name={}", at("ctrlpkt.bin")),
        format!("--ctrlpkt-dma-seq-name={}", at("seq.bin")),
        format!("--ctrlpkt-elf-name={}", at("ctrlpkt.elf")),
    ]);
    let ctrlpkt = |file: &str| {
        ["ctrlpkt", &at("aie.xclbin"), &at("seq.bin"), "7", &at(file)].map(String::from)
    };
    let o = run(&exe, &ctrlpkt("ctrlpkt.bin").each_ref().map(String::as_str));
    passes(&o);
    let packets = std::fs::read(at("ctrlpkt.bin")).unwrap();
    std::fs::write(at("zeros.bin"), vec![0; packets.len()]).unwrap();
    let o = run(&exe, &ctrlpkt("zeros.bin").each_ref().map(String::as_str));
    assert!(!o.status.success(), "{}", text(&o));
    // The same as an ELF that holds the packets (`--get-ctrlpkt --get-elf`),
    // run as the base xclbin's kernel through a module: no configuration
    // jobs of its own, the packets configure the array.
    let Some(elf_module) = program("elf_module") else {
        return;
    };
    aiecc(&[
        "--device-name=main".into(),
        "--get-ctrlpkt".into(),
        format!("--ctrlpkt-name={}", at("ctrlpkt.bin")),
        format!("--ctrlpkt-dma-seq-name={}", at("seq.bin")),
        "--get-elf".into(),
        format!("--elf-name={}", at("aie.elf")),
    ]);
    passes(&run(
        &elf_module,
        &[&at("aie.xclbin"), &at("aie.elf"), "MLIR_AIE"],
    ));
}

/// `aiecc --get-full-elf --load-pdi-to-ctrl-pkt` (as mlir-aie's
/// ctrl_packet_reload tests call it): the context is made from the ELF
/// alone, and kernel `main:sequence` loads the column control overlay's
/// device, sends @cg's configuration (its core's image and the rest) as
/// control packets from the control code, then runs @cg's sequence.
/// A design whose core adds another value fails the expectation.
#[test]
fn a_design_loaded_by_control_packets_runs_from_a_full_elf() {
    let Some(exe) = program("ctrl_pkt_reload") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(input("ctrl_pkt_reload.mlir"), dir.path().join("aie.mlir")).unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let args: Vec<OsString> = [
        "aiecc".to_string(),
        "--get-full-elf".into(),
        "--load-pdi-to-ctrl-pkt".into(),
        "--get-ctrlpkt".into(),
        format!("--output-dir={}", at("")),
        at("aie.mlir"),
    ]
    .into_iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::aiecc::main(args), 0);
    passes(&run(&exe, &[&at("aie.elf"), "7"]));
    let o = run(&exe, &[&at("aie.elf"), "8"]);
    assert!(
        !o.status.success() && text(&o).contains("FAIL."),
        "{}",
        text(&o)
    );
}

/// `design` (devices `first` and `second`) compiled as mlir-aie's
/// add_one_two_txn test compiles its design: `first` to aie.xclbin and
/// first.bin, `second`'s configuration (aiecc --get-txn, then
/// aie-translate's --aie-npu-to-binary of its `configure` sequence) to
/// cfg.bin and its instructions to second.bin.
fn reconfiguration(design: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(input(design), dir.path().join("aie.mlir")).unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let aiecc = |args: &[String]| {
        let mut all: Vec<OsString> = vec!["aiecc".into()];
        all.extend(args.iter().map(Into::into));
        all.push(at("aie.mlir").into());
        assert_eq!(compiler::aiecc::main(all), 0);
    };
    aiecc(&[
        "--device-name=first".into(),
        "--get-xclbin".into(),
        "--get-npu-insts".into(),
        format!("--xclbin-name={}", at("aie.xclbin")),
        format!("--npu-insts-name={}", at("first.bin")),
    ]);
    aiecc(&[
        "--device-name=second".into(),
        "--get-txn".into(),
        format!("--txn-name={}", at("txn.mlir")),
        "--get-npu-insts".into(),
        format!("--npu-insts-name={}", at("second.bin")),
    ]);
    let translate = [
        "aiec",
        "--aie-device-name=second",
        "-aie-npu-to-binary",
        "-aie-sequence-name=configure",
        &at("txn.mlir"),
        "-o",
        &at("cfg.bin"),
    ];
    assert_eq!(compiler::run(translate.map(Into::into).to_vec()), 0);
    dir
}

/// `reconfigure X I0 CFG I1 N0 N1` on the files of [`reconfiguration`]'s
/// `dir`, with `cfg` as the configuration.
fn reconfigure(exe: &Path, dir: &Path, cfg: &str, n: [&str; 2]) -> Output {
    let at = |f: &str| dir.join(f).to_string_lossy().into_owned();
    let (x, first, cfg, second) = (at("aie.xclbin"), at("first.bin"), at(cfg), at("second.bin"));
    run(exe, &[&x, &first, &cfg, &second, n[0], n[1]])
}

/// A transaction that configures another design, run as a kernel between
/// two runs of one runlist: the run after it computes with the new
/// design's core, though the first design's core still runs when the
/// configuration comes (the configuration resets it, as aie-rt's core load
/// does). Without the configuration, the same instructions run on the
/// first design.
#[test]
fn a_transaction_reconfigures_the_array_between_runs() {
    let Some(exe) = program("reconfigure") else {
        return;
    };
    let dir = reconfiguration("two_devices.mlir");
    passes(&reconfigure(&exe, dir.path(), "cfg.bin", ["7", "100"]));
    // An empty transaction (npu1_1col's header, no op) in its place: the
    // first design's core adds 7.
    let empty = [0x0603_0100u32, 0x0101, 0, 16];
    let bytes: Vec<u8> = empty.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(dir.path().join("none.bin"), bytes).unwrap();
    passes(&reconfigure(&exe, dir.path(), "none.bin", ["7", "7"]));
    let o = reconfigure(&exe, dir.path(), "none.bin", ["7", "100"]);
    assert!(!o.status.success(), "{}", text(&o));
}

/// The same through a mem tile (`two_devices_mem_tile.mlir`), whose S2MM
/// channels wait, lock taken, for the next block when the configuration
/// comes: every word of the run after it is the new design's, as after a
/// load of that design alone.
#[test]
fn a_transaction_reconfigures_a_mem_tile_s_running_channels() {
    let Some(exe) = program("reconfigure") else {
        return;
    };
    let dir = reconfiguration("two_devices_mem_tile.mlir");
    passes(&reconfigure(&exe, dir.path(), "cfg.bin", ["7", "100"]));
}

/// A full ELF's kernel with a scalar argument between two buffers
/// (`scalar.mlir`): XRT passes the scalar's bytes, which the control code
/// writes into the core's run-time parameter; each value gives its sum.
#[test]
fn a_full_elf_kernel_takes_scalar_arguments() {
    let Some(exe) = program("elf_api") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    std::fs::copy(input("scalar.mlir"), at("scalar.mlir")).unwrap();
    let args = [
        "aiecc",
        "--no-aiesim",
        "--generate-full-elf",
        &format!("--full-elf-name={}", at("full.elf")),
        &at("scalar.mlir"),
    ];
    assert_eq!(compiler::aiecc::main(args.map(Into::into).to_vec()), 0);
    passes(&run(&exe, &["scalar", &at("full.elf")]));
}

/// A full ELF's kernel whose scalar argument aiec's deadlock check guards
/// (`guard.mlir`, `>= 4`): a value inside runs, one outside fails the run
/// before it starts, naming the guard and the value (docs/deadlocks.md,
/// "Guards").
#[test]
fn a_guarded_scalar_outside_its_guard_is_refused() {
    let Some(exe) = program("elf_api") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    std::fs::copy(input("guard.mlir"), at("guard.mlir")).unwrap();
    let args = [
        "aiecc",
        "--no-aiesim",
        "--generate-full-elf",
        &format!("--full-elf-name={}", at("full.elf")),
        &at("guard.mlir"),
    ];
    assert_eq!(compiler::aiecc::main(args.map(Into::into).to_vec()), 0);
    let o = run(&exe, &["guard", &at("full.elf")]);
    passes(&o);
    assert!(
        text(&o).contains(
            "argument 2 is 3, but the design completes only if argument 2 >= 4 (the guard \
             aiec's deadlock check put on the runtime sequence): the run would hang, so it is \
             not started"
        ),
        "{}",
        text(&o)
    );
}

#[test]
fn two_kernels_in_one_process() {
    let (a, b) = (
        compiled("add.mlir", 7, false),
        compiled("add.mlir", -3, false),
    );
    let Some(exe) = program("api") else {
        return;
    };
    let ((xa, ia), (xb, ib)) = (files(a.path()), files(b.path()));
    passes(&run(&exe, &["two", &xa, &ia, "7", &xb, &ib, "-3"]));
}

/// `xrt_api MODE` on add.mlir (adding 7): one group of XRT's API each,
/// with the stalling variant's instructions where the mode takes them;
/// its output when it passes.
fn xrt_api(mode: &str, stall: bool) -> Option<Output> {
    let exe = program("xrt_api")?;
    let dir = compiled("add.mlir", 7, false);
    let (x, i) = files(dir.path());
    let stalled = stall.then(|| compiled("add.mlir", 7, true));
    let mut args = vec![mode.to_string(), x, i, "7".into()];
    if let Some(s) = &stalled {
        args.push(files(s.path()).1);
    }
    let o = run(&exe, &args.iter().map(String::as_str).collect::<Vec<_>>());
    passes(&o);
    Some(o)
}

/// set_arg and operator() as XRT validates them: an index past the
/// kernel's arguments is std::out_of_range with XRT's (its vector's)
/// message; scalars of other sizes fill what the argument holds;
/// arguments by name; buffers by address; an address of no buffer and an
/// output never set fail the run (ERT_CMD_STATE_ERROR).
#[test]
fn arguments_follow_xrt_s_rules() {
    let Some(o) = xrt_api("args", false) else {
        return;
    };
    // The xclbin's argument block: opcode (8 bytes), instr (8), ninstr
    // (4), then the buffers' addresses, 8 bytes each.
    assert!(
        text(&o).contains("offsets 0 8 16 20 28 36 44 52"),
        "{}",
        text(&o)
    );
}

/// Sub-buffers are windows on their parent: address, map, partial syncs,
/// XRT's errors past the parent.
#[test]
fn sub_buffers_share_their_parent_s_memory() {
    xrt_api("subbuf", false);
}

/// Buffer types (one at a time), device-only buffers (no host copy),
/// user memory, memory groups (an output in a memory its argument is not
/// connected to runs on XRT's copy: the host gets nothing), ext::bo
/// access modes.
#[test]
fn buffer_flags_and_groups_are_xrt_s() {
    let Some(o) = xrt_api("flags", false) else {
        return;
    };
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("[XRT] WARNING: Kernel MLIR_AIE has no compute units with connectivity required for global argument at index 5. The argument is allocated in bank 1, the compute unit is connected to bank 0."),
        "{err}"
    );
}

/// Runlists: in-order runs, XRT's states and errors, a stalled run
/// aborting the runs after it.
#[test]
fn runlists_run_in_order_and_stop_at_a_failure() {
    xrt_api("runlist", true);
}

/// wait, wait2 (run::aie_error with XRT's message), abort, and what an
/// xclbin kernel's run cannot do (update_arg; a control scratchpad, which
/// only an ELF's run has).
#[test]
fn run_states_and_errors_are_xrt_s() {
    xrt_api("states", true);
}

/// Access modes, QoS parameters, a context's and a kernel's xclbin, kernel
/// names with instances, XRT's lookup errors, xrt_aie.h's refusals.
#[test]
fn hardware_contexts_and_kernel_lookup() {
    xrt_api("context", false);
}

/// A kernel whose runtime sequence takes one buffer.
#[test]
fn a_kernel_of_one_buffer_runs() {
    let Some(exe) = program("xrt_api") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(input("one_buffer.mlir"), dir.path().join("aie.mlir")).unwrap();
    aiecc(dir.path(), "aie.mlir");
    let (x, i) = files(dir.path());
    passes(&run(&exe, &["one", &x, &i, "7"]));
}

/// operator() with six and eight buffers (more than the five every
/// kernel declares).
#[test]
fn operator_call_takes_more_than_five_buffers() {
    let Some(exe) = program("xrt_api") else {
        return;
    };
    for k in [6, 8] {
        let dir = with_spare_buffers(k - 2);
        let (x, i) = files(dir.path());
        passes(&run(&exe, &["many", &x, &i, "7", &k.to_string()]));
    }
}

/// A full ELF with two runtime sequences: kernels `dev:plus` and
/// `dev:stall`, XRT's lookup rules and errors, `argv0`.. arguments, an ELF
/// read from memory. A legacy ELF through xrt::module on the xclbin's
/// context, and the full ELF refused there.
#[test]
fn elf_kernels_follow_xrt_s_lookup() {
    let Some(exe) = program("elf_api") else {
        return;
    };
    let dir = with_instruction_elf();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    std::fs::copy(input("two_sequences.mlir"), at("two.mlir")).unwrap();
    let args: Vec<OsString> = [
        "aiecc",
        "--no-aiesim",
        "-Wno-deadlock",
        "--generate-full-elf",
        &format!("--full-elf-name={}", at("full.elf")),
        &at("two.mlir"),
    ]
    .iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::aiecc::main(args), 0);
    passes(&run(&exe, &["full", &at("full.elf")]));
    passes(&run(
        &exe,
        &[
            "module",
            &at("aie.xclbin"),
            &at("insts.elf"),
            &at("full.elf"),
        ],
    ));
}

/// Host program `program`.cpp built with the C++ that `aiec design
/// <lowering> --aie-npu-to-cpp` generates from the test input `design`
/// (included as "generated.h"), and the design's xclbin (aiecc, without
/// instructions: its runtime sequence needs run-time values); the program
/// and the xclbin, in `dir`.
fn generated_cpp_program(
    dir: &Path,
    design: &str,
    lowering: &[&str],
    program: &str,
) -> Option<(PathBuf, String)> {
    let Some(cxx) = cxx() else {
        eprintln!("skipped: no C++ compiler ($CXX or c++) to build the host program");
        return None;
    };
    let at = |f: &str| dir.join(f);
    std::fs::copy(input(design), at("aie.mlir")).unwrap();
    let aiec = |args: &[&str]| {
        let args: Vec<OsString> = std::iter::once("aiec")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        assert_eq!(compiler::run(args), 0);
    };
    let design = at("aie.mlir").to_string_lossy().into_owned();
    let generated = at("generated.h").to_string_lossy().into_owned();
    let mut args = vec![design.as_str()];
    args.extend(lowering);
    args.extend(["--aie-npu-to-cpp", "-o", &generated]);
    aiec(&args);
    std::fs::create_dir_all(at("inc/aie/Runtime")).unwrap();
    let header = at("inc/aie/Runtime/TxnEncoding.h")
        .to_string_lossy()
        .into_owned();
    aiec(&["--print-npu-cpp-header", "-o", &header]);
    let xclbin = at("aie.xclbin").to_string_lossy().into_owned();
    let args: Vec<OsString> = [
        "aiecc",
        "--no-aiesim",
        "--no-xchesscc",
        "--aie-generate-xclbin",
        &format!("--xclbin-name={xclbin}"),
        &design,
    ]
    .iter()
    .map(Into::into)
    .collect();
    assert_eq!(compiler::aiecc::main(args), 0);
    let p = prefix();
    let exe = at(program);
    compile(
        Command::new(cxx)
            .arg(input(&format!("{program}.cpp")))
            .args(["-std=c++17", "-Wall", "-o"])
            .arg(&exe)
            .arg(format!("-I{}", dir.display()))
            .arg(format!("-I{}", at("inc").display()))
            .arg(format!("-I{}/include", p.display()))
            .arg(format!("-L{}/lib", p.display()))
            .arg(format!("-Wl,-rpath,{}/lib", p.display()))
            .arg("-lxrt_coreutil"),
    );
    Some((exe, xclbin))
}

/// A host program that builds its instruction stream with the C++ aiec
/// generates (`--aie-npu-to-cpp`) for a transfer of N words, N known only
/// when it runs: each shim BD is a blockwrite of words the program computes
/// (mlir-aie's packed dynamic BD block, #3559). The stream runs on the
/// simulator as any instruction buffer does, for two N.
#[test]
fn an_instruction_stream_built_by_generated_cpp_runs() {
    let dir = tempfile::tempdir().unwrap();
    let lowering = ["--stop-after=canonicalize"];
    let built = generated_cpp_program(dir.path(), "run_time_size.mlir", &lowering, "run_time_txn");
    let Some((exe, xclbin)) = built else {
        return;
    };
    for n in ["32", "48"] {
        passes(&run(&exe, &[&xclbin, n]));
    }
}

/// The same with the words moved in a run-time loop of two-BD chains whose
/// ids the pool gives when the stream is built (`pool_chain.mlir`:
/// `--aie-lower-dynamic-bd-pool` pops an id per BD and pushes them back at
/// each task's free; each BD names the next's id), for one and two rounds.
#[test]
fn chains_of_pool_ids_in_a_run_time_loop_run_from_generated_cpp() {
    let dir = tempfile::tempdir().unwrap();
    let built = generated_cpp_program(dir.path(), "pool_chain.mlir", &[], "run_time_txn");
    let Some((exe, xclbin)) = built else {
        return;
    };
    for n in ["32", "64"] {
        passes(&run(&exe, &[&xclbin, n]));
    }
}

/// The same with the mem tile's BDs reprogrammed for each dispatch
/// (`mem_tile_run_time.mlir`, generated in one command: `aiec design
/// --aie-npu-to-cpp`): their length N, a wrap of N / 2 and the lock values K
/// are computed by the host program, and the mem tile sends the N words
/// de-interleaved, for three N and two K from one xclbin; K = 3 takes more
/// of a lock than it holds (the run hangs), K = 0 is refused by the
/// generator's guard (an `AcquireGreaterEqual` of 0 would be an equality).
#[test]
fn a_mem_tile_s_bds_take_run_time_values_from_generated_cpp() {
    let dir = tempfile::tempdir().unwrap();
    let built = generated_cpp_program(
        dir.path(),
        "mem_tile_run_time.mlir",
        &[],
        "mem_tile_run_time",
    );
    let Some((exe, xclbin)) = built else {
        return;
    };
    for (n, k) in [("16", "2"), ("40", "1"), ("64", "2")] {
        passes(&run(&exe, &[&xclbin, n, k]));
    }
    let hangs = run(&exe, &[&xclbin, "16", "3"]);
    assert!(String::from_utf8_lossy(&hangs.stdout).contains("FAILED: the run did not complete"));
    let refused = run(&exe, &[&xclbin, "16", "0"]);
    assert!(String::from_utf8_lossy(&refused.stdout).contains("FAILED: no instruction stream"));
}

/// The add-one example's host program and design, the program built by
/// `build` (given the source, the prefix and the executable to write):
/// `None` when `build` could not run.
fn add_one_built_by(build: impl FnOnce(&Path, &Path, &Path) -> Option<()>) -> Option<Output> {
    let dir = tempfile::tempdir().unwrap();
    let design = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/add_one/design.mlir");
    std::fs::copy(design, dir.path().join("aie.mlir")).unwrap();
    aiecc(dir.path(), "aie.mlir");
    let exe = dir.path().join("add_one");
    build(&input("add_one_example.cpp"), prefix(), &exe)?;
    let (x, i) = files(dir.path());
    Some(run(&exe, &[&x, &i]))
}

/// A program linked with `-L<prefix>/lib -lxrt_coreutil` alone, as
/// mlir-aie's Makefiles link their host programs, runs without a run path
/// or `LD_LIBRARY_PATH`: the prefix's library is a linker script naming
/// the runtime by its absolute path.
#[test]
fn a_program_linked_without_a_run_path_finds_the_runtime() {
    let Some(cxx) = cxx() else {
        eprintln!("skipped: no C++ compiler ($CXX or c++)");
        return;
    };
    let o = add_one_built_by(|source, p, exe| {
        compile(
            Command::new(&cxx)
                .arg(source)
                .args(["-std=c++17", "-o"])
                .arg(exe)
                .arg(format!("-I{}/include", p.display()))
                .arg(format!("-L{}/lib", p.display()))
                .arg("-lxrt_coreutil"),
        );
        Some(())
    });
    passes(&o.unwrap());
}

/// `find_package(XRT)` finds the prefix's CMake package with the prefix on
/// `CMAKE_PREFIX_PATH`, as mlir-aie's examples' CMake files ask for it
/// (`XRT_INCLUDE_DIRS`, `XRT_LINK_DIRS`, a target linking `xrt_coreutil`,
/// and the imported target `XRT::xrt_coreutil`), and both programs run.
/// Skipped, with a message, without CMake.
#[test]
fn find_package_xrt_builds_host_programs_with_cmake() {
    if cxx().is_none() || Command::new("cmake").arg("--version").output().is_err() {
        eprintln!("skipped: no C++ compiler or no cmake");
        return;
    }
    for (target, link) in [
        ("by_name", "xrt_coreutil"),
        ("imported", "XRT::xrt_coreutil"),
    ] {
        let o = add_one_built_by(|source, p, exe| {
            let project = tempfile::tempdir().unwrap();
            let lists = format!(
                "cmake_minimum_required(VERSION 3.16)\n\
                 project(host CXX)\n\
                 find_package(XRT 2 REQUIRED)\n\
                 add_executable({target} {source})\n\
                 target_include_directories({target} PUBLIC ${{XRT_INCLUDE_DIRS}})\n\
                 target_link_directories({target} PUBLIC ${{XRT_LINK_DIRS}})\n\
                 target_link_libraries({target} PUBLIC {link})\n",
                source = source.display()
            );
            std::fs::write(project.path().join("CMakeLists.txt"), lists).unwrap();
            let build = project.path().join("build");
            let cmake = |args: &[&std::ffi::OsStr]| {
                let out = Command::new("cmake")
                    .args(args)
                    .output()
                    .expect("cmake runs");
                assert!(
                    out.status.success(),
                    "{}{}",
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                );
            };
            cmake(&[
                "-S".as_ref(),
                project.path().as_os_str(),
                "-B".as_ref(),
                build.as_os_str(),
                format!("-DCMAKE_PREFIX_PATH={}", p.display()).as_ref(),
            ]);
            cmake(&["--build".as_ref(), build.as_os_str()]);
            std::fs::copy(build.join(target), exe).unwrap();
            Some(())
        });
        passes(&o.unwrap());
    }
}

/// A host program built as the prefix's CMake package builds one with a
/// library older than GCC 13's (`-include stdfloat`, C++23) has C++23's
/// `views::zip`, `views::enumerate` and `std::bfloat16_t` with its
/// arithmetic (tests/host/cxx23.cpp).
#[test]
fn the_prefix_completes_an_older_cxx_library() {
    let Some(cxx) = cxx() else {
        eprintln!("skipped: no C++ compiler");
        return;
    };
    let p = prefix();
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("cxx23");
    compile(
        Command::new(cxx)
            .arg(input("cxx23.cpp"))
            .args(["-std=c++23", "-Wall", "-Werror", "-include"])
            .arg(p.join("include/stdfloat"))
            .arg(format!("-I{}/include", p.display()))
            .arg("-o")
            .arg(&exe),
    );
    let ran = run(&exe, &[]);
    assert!(ran.status.success(), "{}", text(&ran));
}
