//! The session API (`compiler::session`), which the command lines and the
//! Python package share: the one pipeline composer, designs parsed, run,
//! lowered and simulated, errors that carry their diagnostics and source,
//! and command lines that write to the console they are given.

use compiler::session::artifacts::XclbinSpec;
use compiler::session::{
    Design, Ending, Error, Launch, Overlay, Pipeline, Select, SimOptions, Source, Stage,
};
use runtime_sim::bus::HostMemory;
use runtime_sim::runner::Stop;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The source of file `path` below the workspace.
fn source(path: &str) -> Arc<Source> {
    let text = std::fs::read_to_string(root().join(path)).expect("the file");
    Source::new(path, text)
}

fn flags(pipeline: &Pipeline) -> Vec<&'static str> {
    pipeline.steps().iter().map(|s| s.pass.flag).collect()
}

/// The flags of `passes::DEFAULT_PIPELINE`, in order.
fn default_flags() -> Vec<&'static str> {
    passes::DEFAULT_PIPELINE
        .iter()
        .map(|e| e.split_once('=').map_or(*e, |(flag, _)| flag))
        .collect()
}

#[test]
fn the_default_pipeline_to_each_stage() {
    let whole = default_flags();
    assert_eq!(flags(&Pipeline::to_control_code()), whole);
    let without = flags(&Pipeline::to_control_code().deadlock_check(false));
    let expected: Vec<_> = whole
        .iter()
        .copied()
        .filter(|f| *f != passes::DEADLOCK_CHECK)
        .collect();
    assert_eq!(without, expected, "both deadlock checks left out");
    assert_eq!(
        whole
            .iter()
            .filter(|f| **f == passes::DEADLOCK_CHECK)
            .count(),
        2
    );

    let split = whole
        .iter()
        .position(|f| *f == passes::NPU_OPS_AFTER)
        .unwrap()
        + 1;
    assert_eq!(flags(&Pipeline::of(Stage::CertLowering)), whole[split..]);
    let npu = flags(&Pipeline::of(Stage::NpuOps));
    assert_eq!(npu.last(), Some(&passes::NPU_OPS_AFTER));
    assert!(npu.contains(&"aie-lower-dynamic-bd-pool"), "{npu:?}");
    assert!(flags(&Pipeline::default()).is_empty());
    assert!(Pipeline::default().is_empty());

    let locks = Pipeline::stop_after("--aie-assign-lock-ids").unwrap();
    let until = whole
        .iter()
        .position(|f| *f == "aie-assign-lock-ids")
        .unwrap()
        + 1;
    assert_eq!(flags(&locks), whole[..until]);
    assert_eq!(locks.stage(), Stage::StopAfter("aie-assign-lock-ids"));
    let e = Pipeline::stop_after("aie-no-such-pass").unwrap_err();
    assert!(e.first_message().starts_with("--stop-after=aie-no-such-pass: not a pass of the default pipeline; it runs aie-place-tiles, "), "{e}");
    assert!(e.source().is_none());
}

#[test]
fn passes_given_first_or_over_the_pipelines_options() {
    let basic = Pipeline::pass(
        "aie-assign-buffer-addresses",
        "alloc-scheme=basic-sequential",
    )
    .unwrap();
    let other = Pipeline::pass("aie-canonicalize-device", "").unwrap();
    let scheme = |p: &Pipeline| -> Vec<String> {
        p.steps()
            .iter()
            .filter(|s| s.pass.flag == "aie-assign-buffer-addresses")
            .map(|s| s.args.get("alloc-scheme").to_string())
            .collect()
    };
    // Options: the pipeline's pass takes them; a pass not in it runs first.
    let over = Pipeline::to_control_code().with_options(vec![basic.clone(), other.clone()]);
    assert_eq!(scheme(&over), ["basic-sequential"]);
    assert_eq!(flags(&over)[0], "aie-canonicalize-device");
    assert_eq!(flags(&over).len(), default_flags().len() + 1);
    // First: given passes run before the pipeline, which keeps its options.
    let first = Pipeline::to_control_code().with_first(vec![basic, other]);
    assert_eq!(
        &flags(&first)[..2],
        ["aie-assign-buffer-addresses", "aie-canonicalize-device"]
    );
    let schemes = scheme(&first);
    assert_eq!(schemes.len(), 2);
    assert_eq!(schemes[0], "basic-sequential");
    assert_ne!(schemes[1], "basic-sequential");

    assert_eq!(
        Pipeline::pass("aie-no-such-pass", "")
            .unwrap_err()
            .first_message(),
        "no pass --aie-no-such-pass"
    );
    assert!(Pipeline::pass("aie-assign-buffer-addresses", "alloc-scheme=nope").is_err());

    let parsed = Pipeline::parse("builtin.module(aie.device(aie-assign-lock-ids))").unwrap();
    assert_eq!(flags(&parsed), ["aie-assign-lock-ids"]);
    let e = Pipeline::parse("aie-assign-lock-ids").unwrap_err();
    assert!(
        e.first_message()
            .starts_with("pass pipeline, at offset 0: "),
        "{e}"
    );
    assert!(e.diagnostics()[0].help.is_some());
}

#[test]
fn aieccs_options_are_switches_of_the_pipeline() {
    const OVERLAY: &str = "aie-generate-column-control-overlay";
    let npu = || Pipeline::of(Stage::NpuOps);
    let plain = flags(&npu());
    let at = |f: &[&str], flag: &str| f.iter().position(|x| *x == flag).unwrap();

    let routed = npu().overlay(Overlay::Routed);
    let steps = routed.steps();
    let overlays: Vec<_> = steps.iter().filter(|s| s.pass.flag == OVERLAY).collect();
    assert_eq!(overlays.len(), 1, "routed once, before the object FIFOs");
    assert_eq!(overlays[0].args.get("route-shim-to-tile-ctrl"), "true");
    assert_eq!(overlays[0].args.get("emit-standalone-overlay"), "false");
    let f = flags(&routed);
    assert_eq!(
        at(&f, OVERLAY) + 1,
        at(&f, "aie-objectFifo-stateful-transform")
    );
    assert!(at(&plain, OVERLAY) > at(&plain, "aie-objectFifo-stateful-transform"));

    let standalone = npu().overlay(Overlay::Standalone).steps();
    let overlay = standalone.iter().find(|s| s.pass.flag == OVERLAY).unwrap();
    assert_eq!(overlay.args.get("emit-standalone-overlay"), "true");
    let tail: Vec<_> = standalone[standalone.len() - 7..]
        .iter()
        .map(|s| s.pass.flag)
        .collect();
    assert_eq!(tail[0], "aie-expand-load-pdi");
    assert_eq!(
        standalone[standalone.len() - 7].args.get("ctrl-pkt"),
        "true"
    );
    assert_eq!(tail[6], "canonicalize");

    let hoisted = flags(&npu().hoist_vector_pointers(true));
    assert_eq!(hoisted.len(), plain.len() + 2);
    assert_eq!(
        at(&hoisted, "aie-hoist-vector-transfer-pointers") + 1,
        at(&hoisted, "aie-lower-scratchpad-parameters")
    );
    assert_eq!(
        at(&hoisted, "aie-vector-transfer-lowering") + 1,
        at(&hoisted, "aie-vector-to-pointer-loops")
    );
    assert_eq!(
        flags(&npu().expand_load_pdis(true)).last(),
        Some(&"aie-expand-load-pdi")
    );

    let program = Pipeline::to_control_code().program_form(true).steps();
    assert!(program.iter().all(|s| s.pass.flag != "aie-lower-to-cert"
        || std::ptr::eq(s.pass, &passes::cert::lower::FOR_PROGRAM)));
}

#[test]
fn control_packets_are_composed_by_the_pipeline() {
    let txn = Pipeline::to_transaction("main", true).unwrap().steps();
    assert_eq!(txn.len(), 1);
    assert_eq!(txn[0].pass.flag, "convert-aie-to-transaction");
    assert_eq!(txn[0].args.get("device-name"), "main");
    assert_eq!(txn[0].args.get("reset-dmas"), "true");
    let plain = Pipeline::to_transaction("main", false).unwrap().steps();
    assert_eq!(plain[0].args.get("reset-dmas"), "false");

    let made = Pipeline::to_control_packets("dev").unwrap();
    assert_eq!(
        flags(&made),
        [
            "convert-aie-to-transaction",
            "aie-txn-to-ctrl-packet",
            "aie-legalize-ctrl-packet",
            "aie-ctrl-packet-infer-tiles"
        ]
    );
    assert_eq!(made.steps()[0].args.get("device-name"), "dev");
    assert!(Pipeline::to_control_packets("a b").is_err());

    let sent = Pipeline::send_control_packets(true);
    assert_eq!(
        flags(&sent),
        [
            "aie-ctrl-packet-to-dma",
            "aie-substitute-shim-dma-allocations",
            "aie-dma-to-npu",
            "canonicalize"
        ]
    );
    assert_eq!(sent.steps()[0].args.get("from-argument"), "true");
    // The standalone overlay sends the packets it makes the same way, from
    // the control code.
    let standalone = flags(&Pipeline::of(Stage::NpuOps).overlay(Overlay::Standalone));
    let from_code = flags(&Pipeline::send_control_packets(false));
    assert!(standalone.ends_with(&from_code), "{standalone:?}");
}

#[test]
fn an_npu_design_packages_as_aiecc_writes_it() {
    let path = "examples/add_one/design.mlir";
    let mut design = Design::parse(source(path)).unwrap();
    design.run(&Pipeline::of(Stage::NpuOps)).unwrap();
    let select = Select {
        fold_ddr_addr_offset: true,
        ..Select::default()
    };
    let insts = compiler::session::le_bytes(&design.npu_words(select).unwrap());
    let dev = passes::netlist::devices(design.ir())[0].op;
    let spec = XclbinSpec {
        base: None,
        kernel_name: "MLIR_AIE",
        instance_name: "MLIRAIE",
        kernel_id: 0x901,
        sequence: None,
    };
    let xclbin = design.xclbin(dev, spec, &[]).unwrap().write();

    let dir = tempfile::tempdir().unwrap();
    let at = |f: &str| dir.path().join(f).display().to_string();
    let args = [
        "aiecc".to_string(),
        "--aie-generate-xclbin".into(),
        "--aie-generate-npu-insts".into(),
        format!("--xclbin-name={}", at("aie.xclbin")),
        format!("--npu-insts-name={}", at("insts.bin")),
        root().join(path).display().to_string(),
    ]
    .map(Into::into)
    .to_vec();
    let (code, _, err) = compiler::capture(|c| compiler::aiecc::main_in(args, c));
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(at("insts.bin")).unwrap(), insts);
    assert_eq!(std::fs::read(at("aie.xclbin")).unwrap(), xclbin);
}

#[test]
fn a_design_lowers_to_the_elf_aiec_writes() {
    let mut design = Design::parse(source("examples/add_one/design.mlir")).unwrap();
    assert!(design.warnings().is_empty());
    assert_eq!(design.name(), "examples/add_one/design.mlir");
    let warnings = design.run(&Pipeline::to_control_code()).unwrap();
    assert!(warnings.is_empty(), "{warnings:?}");
    let elf = aie_target::cert::elf::write(&design.ctrl_elf().unwrap());

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("add_one.elf");
    let args = [
        "aiec".into(),
        root().join("examples/add_one/design.mlir").into_os_string(),
        "--emit=ctrl-elf".into(),
        "-o".into(),
        out.clone().into_os_string(),
    ];
    let (code, _, err) = compiler::capture(|c| compiler::run_in(args.to_vec(), c));
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), elf);
}

#[test]
fn errors_carry_their_diagnostics_and_the_source_they_index() {
    let text = "// -----\nmodule {\n  aie.device(npu1) {\n    %t = aie.tile(99, 2)\n  }\n}\n";
    let file = Source::new("bad.mlir", text);
    let base = text.find("module").unwrap();
    let e = Design::parse_part(&file, base..text.len(), None).unwrap_err();
    let (src, at) = e.source().expect("the error knows its source");
    assert_eq!((src.name(), at), ("bad.mlir", base));
    let d = &e.diagnostics()[0];
    assert_eq!(d.op.as_deref(), Some("aie.tile"));
    let span = d.span.expect("a span");
    let spanned = &text[at + span.start as usize..at + span.end as usize];
    assert!(spanned.contains("aie.tile(99, 2)"), "{spanned}");
    assert!(e.to_string().starts_with("'aie.tile' op "), "{e}");

    let e = Design::parse(Source::new("x.mlir", "module {")).unwrap_err();
    assert!(e.source().is_some() && !e.diagnostics().is_empty());
    let e = e.context("'x.mlir' does not compile");
    assert_eq!(e.context_text(), Some("'x.mlir' does not compile"));
    assert!(e.to_string().starts_with("'x.mlir' does not compile: "));

    let e = Error::message("cannot read 'x'").with_help("check the path");
    assert!(e.source().is_none());
    assert_eq!(e.diagnostics()[0].help.as_deref(), Some("check the path"));
}

#[test]
fn a_failing_pass_is_an_error_at_its_op_and_leaves_the_ir() {
    let mut design = Design::parse(source("test/sim/core-deadlock.mlir")).unwrap();
    let e = design.run(&Pipeline::to_control_code()).unwrap_err();
    let d = e
        .diagnostics()
        .iter()
        .find(|d| d.severity == dialect::Severity::Error)
        .unwrap();
    assert!(d.message.starts_with("deadlock: "), "{}", d.message);
    let (src, _) = e.source().unwrap();
    let at = d.span.unwrap().start as usize;
    assert!(
        src.text()[at..].starts_with("aie.objectfifo @in("),
        "{}",
        &src.text()[at..]
    );
    // The IR is as the check left it: the object FIFOs lowered.
    let ir = design.ir();
    assert!(ir
        .walk(ir.top)
        .into_iter()
        .all(|op| ir.kind(op) != Some(dialect::ir::OpKind::Objectfifo)));
}

/// Argument `n` of an example's runtime sequence, from its folder.
fn example_arg(example: &str, file: &str) -> Vec<u8> {
    std::fs::read(root().join("examples").join(example).join(file)).unwrap()
}

#[test]
fn a_simulation_ends_in_an_outcome_as_aie_sim_reports_it() {
    let path = "examples/add_one/design.mlir";
    let mut design = Design::parse(source(path)).unwrap();
    design.run(&Pipeline::to_control_code()).unwrap();
    let elf = design.ctrl_elf().unwrap();
    let simulation = Launch::new(path, elf, Some(&design), &[]).unwrap();
    let note = simulation.note().expect("the ELF's note");
    assert_eq!(note.args.len(), 2);
    let mut host = HostMemory::default();
    host.add_arg(0, example_arg("add_one", "input0.bin"));
    host.add_arg(1, vec![0; note.args[1].size as usize]);
    let outcome = simulation.run(host, &SimOptions::default(), None).unwrap();
    assert!(matches!(outcome.ending, Ending::Finished(_)));
    assert_eq!(outcome.verdict(), "finished");
    assert_eq!(
        outcome.host.arg(1).unwrap(),
        example_arg("add_one", "expected1.bin")
    );

    let args: Vec<std::ffi::OsString> = [
        "aie-sim".into(),
        root().join(path).into_os_string(),
        format!(
            "--input=0={}",
            root().join("examples/add_one/input0.bin").display()
        )
        .into(),
        "--summary=json".into(),
    ]
    .to_vec();
    let (code, out, err) = compiler::capture(|c| compiler::host::aie_sim_in(args, c));
    assert_eq!(code, 0, "{err}");
    let summary: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(summary["cycles"], outcome.cycles);
}

#[test]
fn a_deadlock_is_an_outcome_with_its_report() {
    let path = "test/sim/core-deadlock.mlir";
    let mut design = Design::parse(source(path)).unwrap();
    design
        .run(&Pipeline::to_control_code().deadlock_check(false))
        .unwrap();
    let elf = design.ctrl_elf().unwrap();
    let simulation = Launch::new(path, elf, Some(&design), &[]).unwrap();
    let mut host = HostMemory::default();
    for (i, a) in simulation.note().unwrap().args.iter().enumerate() {
        host.add_arg(i, vec![0; a.size as usize]);
    }
    let options = SimOptions {
        trace: true,
        ..SimOptions::default()
    };
    let outcome = simulation.run(host, &options, None).unwrap();
    assert_eq!(outcome.verdict(), "deadlock");
    let Ending::Stopped(stop @ Stop::Deadlock(_)) = &outcome.ending else {
        panic!("a deadlock");
    };
    let report = outcome.report().expect("a report");
    assert_eq!(report, stop.to_string());
    assert!(
        report.starts_with("deadlock: nothing can progress at cycle "),
        "{report}"
    );
    assert!(report.contains("core (0, 2) never releases"), "{report}");
    assert!(!outcome.runner_events.is_empty() && !outcome.array_events.is_empty());
}

#[test]
fn work_left_when_the_control_code_ends_is_an_idle_outcome() {
    // A core that loops forever: idle once the runtime sequence is done,
    // unless that is allowed.
    let text = "module {\n  aie.device(npu1_1col) {\n    %t = aie.tile(0, 2)\n    %l = aie.lock(%t, 0) {init = 0 : i32}\n    %c = aie.core(%t) {\n      aie.use_lock(%l, AcquireGreaterEqual, 1)\n      aie.end\n    }\n    aie.runtime_sequence(%a: memref<16xi32>) {\n    }\n  }\n}\n";
    let mut design = Design::parse(Source::new("idle.mlir", text)).unwrap();
    design
        .run(&Pipeline::to_control_code().deadlock_check(false))
        .unwrap();
    let elf = design.ctrl_elf().unwrap();
    let simulation = Launch::new("idle.mlir", elf, Some(&design), &[]).unwrap();
    let host = || {
        let mut host = HostMemory::default();
        host.add_arg(0, vec![0; 64]);
        host
    };
    let outcome = simulation
        .run(host(), &SimOptions::default(), None)
        .unwrap();
    assert_eq!(outcome.verdict(), "idle");
    let report = outcome.report().unwrap();
    assert!(
        report.starts_with("the control code ended at cycle "),
        "{report}"
    );
    assert!(report.contains("core (0, 2)"), "{report}");
    let allowed = SimOptions {
        allow_idle: true,
        ..SimOptions::default()
    };
    let outcome = simulation.run(host(), &allowed, None).unwrap();
    assert_eq!(outcome.verdict(), "finished");
    assert!(outcome.report().is_none());
}

#[test]
fn no_deadlock_check_means_none_in_any_default_pipeline() {
    // `--report` runs the default pipeline up to the router; -Wno-deadlock
    // leaves the check out of it too (it did not before the session).
    let path = root().join("test/sim/core-deadlock.mlir");
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.txt");
    let run = |extra: &[&str]| {
        let mut args: Vec<std::ffi::OsString> = vec!["aiec".into(), path.clone().into()];
        args.extend(extra.iter().map(Into::into));
        args.extend(["-o".into(), report.clone().into_os_string()]);
        compiler::capture(|c| compiler::run_in(args, c))
    };
    let (code, _, err) = run(&["--report=resources", "-Wno-deadlock"]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&report).unwrap();
    assert!(text.starts_with("device npu1: "), "{text}");
    let (code, _, err) = run(&["--report=resources"]);
    assert_eq!(code, 1);
    assert!(err.contains(": error: deadlock: "), "{err}");
}

#[test]
fn each_command_line_renders_as_it_was_told() {
    let run = |args: &[&str]| {
        let args = args.iter().map(Into::into).collect();
        compiler::capture(|c| compiler::run_in(args, c))
    };
    let (code, _, json) = run(&["aiec", "/nonexistent/x.mlir", "--diagnostics=json"]);
    assert_eq!(code, 1);
    let line: serde_json::Value = serde_json::from_str(json.trim_end()).unwrap();
    assert_eq!(line["code"], "aiec");
    // The next run on the same thread is not in JSON mode.
    let (code, _, plain) = run(&["aiec", "/nonexistent/x.mlir"]);
    assert_eq!(code, 1);
    assert!(
        plain.starts_with("aiec: error: cannot read '/nonexistent/x.mlir'"),
        "{plain}"
    );
    // A console captures what its run writes, on whatever thread it runs.
    let (code, _, err) = std::thread::spawn(move || run(&["aiec", "/nonexistent/y.mlir"]))
        .join()
        .unwrap();
    assert_eq!(code, 1);
    assert!(err.contains("'/nonexistent/y.mlir'"), "{err}");
}
