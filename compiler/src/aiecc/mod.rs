//! `aiecc`: mlir-aie's compiler driver command line over the session, for
//! host programs run on the simulator (docs/cli.md, "aiecc";
//! docs/host-programs.md). `src/bin/aiecc.rs` calls [`main`].
//!
//! The face of [`Design::package`]: the command line ([`cli`], its option
//! table [`table`]) fills [`PackageOptions`], and the artifacts are written
//! to the files the options name.
//!
//! Exit status: 0 success, 1 a design or file error, 2 a bad command line.

mod checkpoint;
mod cli;
mod table;

use crate::render::Render;
use crate::session::{
    self, Artifacts, Design, Overlay, PackageOptions, Pipeline, Products, Snapshot, Source, Taken,
};
use crate::Console;
use cli::{Options, Usage};
use runtime_sim::xclbin::Xclbin;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use table::{Artifact, CORE_STAGES, DEFAULTED_STAGE, INPUT_STAGE, STAGES};

/// An error that ends the run: a command line aiecc cannot run (exit
/// status 2), or a failure of the run (exit status 1).
enum Stop {
    Usage(String),
    Failed(session::Error),
}

fn error(message: impl Into<String>) -> Stop {
    Stop::Failed(session::Error::message(message))
}

impl From<session::Error> for Stop {
    fn from(e: session::Error) -> Stop {
        Stop::Failed(e)
    }
}

/// Runs aiecc with `args` (including the program name) on the process's
/// standard output and error; the exit status.
pub fn main(args: Vec<std::ffi::OsString>) -> i32 {
    main_in(args, &Console::std())
}

/// [`main`], its messages written to `console`.
pub fn main_in(args: Vec<std::ffi::OsString>, console: &Console) -> i32 {
    match parse_and_run(args, console) {
        Ok(()) => 0,
        Err(Stop::Usage(message)) => {
            console.err(&format!("aiecc: error: {message}\n"));
            console.err("aiecc: help: `aiecc --help` lists the options\n");
            2
        }
        Err(Stop::Failed(e)) => {
            console.err(&Render::new("aiecc", None, console).diagnostics(&e));
            1
        }
    }
}

/// Reads the command line `args` (program name first) and runs it.
fn parse_and_run(args: Vec<std::ffi::OsString>, console: &Console) -> Result<(), Stop> {
    let args: Vec<String> = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    cli::parse(&args)
        .map_err(|Usage(m)| Stop::Usage(m))
        .and_then(checkpoint::resumed)
        .and_then(|o| run(&o, console))
}

/// A file to write: its name and bytes.
type Write = (String, Vec<u8>);

fn run(o: &Options, console: &Console) -> Result<(), Stop> {
    if o.help {
        console.out(&format!("{}\n{}", cli::HELP, table::help_list()));
        return Ok(());
    }
    if o.version {
        console.out(&format!("aiecc (aiec {})\n", crate::VERSION));
        return Ok(());
    }
    if o.emit_dot {
        console.out(&dot(o));
        return Ok(());
    }
    let input = o
        .input
        .as_deref()
        .ok_or(Stop::Usage("no input design".into()))?;
    notes(o, console);
    let mut clock = Clock::new(o.profile);
    let name = input.to_string_lossy();
    let bytes =
        crate::output::read(input).map_err(|e| error(format!("cannot read '{name}': {e}")))?;
    let source =
        String::from_utf8(bytes).map_err(|_| error(format!("'{name}' is not valid UTF-8")))?;
    let kept = stages_wanted(o);
    let package = package_options(o, input, &kept)?;
    let design = clock.time("parse and verify", || {
        Design::parse(Source::new(name, source))
    })?;
    let artifacts = design.package(&package)?;
    clock.laps.extend(artifacts.laps.iter().cloned());
    let (writes, cut) = files(o, &kept, artifacts);
    write_all(o, &writes, console)?;
    checkpoint::write(o, &cut, console)?;
    clock.report(console);
    Ok(())
}

/// What the command line asks [`Design::package`] for: its options, the
/// products it names and the stages it keeps (`kept`), the design read
/// from `input`.
fn package_options(o: &Options, input: &Path, kept: &[Keep]) -> Result<PackageOptions, Stop> {
    let pass_options = o
        .pass_options
        .iter()
        .map(|(flag, options)| Pipeline::pass(flag, options))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Stop::Usage(e.to_string()))?;
    let overlay = match (o.load_pdi_to_ctrl_pkt, o.ctrl_pkt_overlay) {
        (true, _) => Overlay::Standalone,
        (false, true) => Overlay::Routed,
        (false, false) => Overlay::Default,
    };
    let products = Products {
        npu_insts: o.wants(Artifact::NpuInsts) || o.wants(Artifact::Locmap),
        locmap: o.wants(Artifact::Locmap),
        txn: o.wants(Artifact::Txn),
        ctrlpkt: o.wants(Artifact::Ctrlpkt),
        xclbin: o.wants(Artifact::Xclbin),
        elf: o.wants(Artifact::Elf),
        full_elf: o.wants(Artifact::FullElf),
        scratchpad_parameters: o.wants(Artifact::ScratchpadParameters),
        // The PDIs `--get-pdi` names, and those an xclbin leaves in
        // `--tmpdir` as mlir-aie's aiecc leaves them.
        pdi: o.wants(Artifact::Pdi) || (o.wants(Artifact::Xclbin) && o.tmpdir.is_some()),
    };
    let base = match (&o.xclbin_input, products.xclbin) {
        (Some(path), true) => Some(xclbin_input(path)?),
        _ => None,
    };
    Ok(PackageOptions {
        pass_options,
        deadlock_check: !o.no_deadlock_check,
        overlay,
        opt_level: o.opt_level,
        expand_load_pdis: o.expand_load_pdis,
        default_stack_size: o.default_stack_size,
        device: o.device_name.clone(),
        sequence: o.sequence_name.clone(),
        fold_ddr_addr_offset: o.fold_ddr_addr_offset,
        products,
        insts_name: o.name_of(Artifact::NpuInsts).to_string(),
        kernel: session::XclbinKernel {
            name: o.kernel_name.clone(),
            instance: o.instance_name.clone(),
            id: o.kernel_id,
            base,
        },
        design_path: input.to_path_buf(),
        snapshots: kept
            .iter()
            .map(|k| Snapshot {
                name: k.file.clone(),
                at: taken(k.stage),
            })
            .collect(),
        core_lowering: o.dump_intermediates || !o.core_stages.is_empty(),
    })
}

/// `--xclbin-input`: the xclbin the kernel and PDIs are added to.
fn xclbin_input(path: &Path) -> Result<Xclbin, Stop> {
    let bytes =
        std::fs::read(path).map_err(|e| error(format!("cannot read '{}': {e}", path.display())))?;
    Xclbin::read(&bytes).map_err(|e| error(format!("'{}': {e}", path.display())))
}

/// Where stage `STAGES[stage]` of the design is taken.
fn taken(stage: usize) -> Taken {
    match STAGES[stage].name {
        INPUT_STAGE => Taken::Parsed,
        DEFAULTED_STAGE => Taken::Defaulted,
        _ => Taken::After(STAGES[stage].after),
    }
}

/// What aiecc's command-line `flags` (options alone, no input design) ask
/// [`Design::package`] for, the design standing at `design_path` (where
/// its kernel objects are found): the options of a caller that packages a
/// design itself with a user's aiecc flags (the Python package's compile).
/// A bad flag is an error whose help names `aiecc --help`.
pub fn package_flags(
    flags: &[String],
    design_path: &Path,
) -> Result<PackageOptions, session::Error> {
    let o = cli::parse(flags).map_err(|Usage(m)| Stop::Usage(m));
    let o = o.and_then(|o| package_options(&o, design_path, &stages_wanted(&o)));
    o.map_err(|stop| match stop {
        Stop::Usage(m) => session::Error::message(m).with_help("`aiecc --help` lists the options"),
        Stop::Failed(e) => e,
    })
}

/// The stage of the design aiecc's `--get=<name>` keeps
/// (`input_with_addresses.mlir`, ...), as a snapshot of that name.
pub fn snapshot(name: &str) -> Option<Snapshot> {
    let stage = STAGES.iter().position(|s| s.name == name)?;
    Some(Snapshot {
        name: name.to_string(),
        at: taken(stage),
    })
}

/// The files of `artifacts` as the options name them, in the order
/// written (a later file of the same name replaces an earlier one), and
/// the stages `--cut` keeps for the checkpoint.
fn files(o: &Options, kept: &[Keep], artifacts: Artifacts) -> (Vec<Write>, Vec<Write>) {
    let (mut writes, mut cut) = (Vec::new(), Vec::new());
    for (i, text) in artifacts.snapshots {
        let file = (kept[i].file.clone(), text.into_bytes());
        match kept[i].output {
            true => writes.push(file),
            false => cut.push(file),
        }
    }
    let core_stages: Vec<usize> = match o.dump_intermediates {
        true => (0..CORE_STAGES.len()).collect(),
        false => o.core_stages.clone(),
    };
    for (key, text) in &artifacts.cores {
        for &i in &core_stages {
            let file = CORE_STAGES[i].name.replace("{0}", key);
            writes.push((file, text.clone().into_bytes()));
        }
    }
    if let Some(text) = artifacts.scratchpad_parameters {
        let file = o.name_of(Artifact::ScratchpadParameters).to_string();
        writes.push((file, text.into_bytes()));
    }
    for s in artifacts.insts {
        if let Some(json) = s.locmap {
            writes.push((format!("{}.locmap.json", s.file), json.into_bytes()));
        }
        if o.wants(Artifact::NpuInsts) {
            writes.push((s.file, session::le_bytes(&s.words)));
        }
    }
    for (device, text) in artifacts.transactions {
        writes.push((expand(o.name_of(Artifact::Txn), &device), text.into_bytes()));
    }
    let ctrlpkt_elf = match o.wants(Artifact::Elf) {
        true => o.name_of(Artifact::Elf),
        false => &o.ctrlpkt_elf_name,
    };
    for c in artifacts.control_packets {
        writes.extend([
            (
                expand(o.name_of(Artifact::Ctrlpkt), &c.device),
                session::le_bytes(&c.packets),
            ),
            (
                expand(&o.ctrlpkt_dma_seq_name, &c.device),
                session::le_bytes(&c.sequence_words),
            ),
            (expand(ctrlpkt_elf, &c.device), c.elf),
        ]);
    }
    for (device, image) in artifacts.pdis {
        if o.wants(Artifact::Pdi) {
            writes.push((expand(o.name_of(Artifact::Pdi), &device), image.clone()));
        }
        if let (true, Some(dir)) = (o.wants(Artifact::Xclbin), &o.tmpdir) {
            let file = dir.join(format!("{device}.pdi"));
            let file = std::path::absolute(&file).unwrap_or(file);
            writes.push((file.to_string_lossy().into_owned(), image));
        }
    }
    for (device, x) in artifacts.xclbins {
        writes.push((expand(o.name_of(Artifact::Xclbin), &device), x.write()));
    }
    if let Some(code) = artifacts.control_code {
        // With the control packets, their ELF takes the ELF's name.
        if let (Some(elf), false) = (code.elf, o.wants(Artifact::Ctrlpkt)) {
            writes.push((expand(o.name_of(Artifact::Elf), &code.device), elf));
        }
        if let Some(full) = code.full_elf {
            writes.push((expand(o.name_of(Artifact::FullElf), &code.device), full));
        }
    }
    (writes, cut)
}

/// Under `-v`, why each ignored option does nothing; always, a warning
/// for each output aiec does not make.
fn notes(o: &Options, console: &Console) {
    if o.verbose {
        for (arg, why) in &o.ignored {
            console.err(&format!("aiecc: ignoring {arg}: {why}\n"));
        }
        if !o.host_args.is_empty() {
            console.err(&format!(
                "aiecc: ignoring the host compiler's arguments {}: aiecc builds no host program; compile it with c++ against $(aie-sim --xrt-prefix)\n",
                o.host_args.join(" ")
            ));
        }
    }
    for (arg, what) in &o.not_made {
        console.err(&format!(
            "aiecc: warning: {arg}: aiec makes no {what}; the xclbin and ELF outputs carry the design for aie-sim\n"
        ));
    }
}

/// The time each step took, for `--profile`.
struct Clock {
    on: bool,
    laps: Vec<(String, Duration)>,
}

impl Clock {
    fn new(on: bool) -> Clock {
        Clock {
            on,
            laps: Vec::new(),
        }
    }

    /// `f`'s result, its time noted as `what`.
    fn time<T>(&mut self, what: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = f();
        self.laps.push((what.to_string(), start.elapsed()));
        out
    }

    /// Under `--profile`, each step's time and the total (stderr).
    fn report(&self, console: &Console) {
        if !self.on {
            return;
        }
        let mut text = String::from("aiecc: profile (wall-clock time per step):\n");
        for (what, took) in &self.laps {
            text += &format!("  {:>10.3} ms  {what}\n", took.as_secs_f64() * 1e3);
        }
        let total: Duration = self.laps.iter().map(|(_, t)| *t).sum();
        text += &format!("  {:>10.3} ms  total\n", total.as_secs_f64() * 1e3);
        console.err(&text);
    }
}

/// A stage of the design to keep: index into [`STAGES`], file name, and
/// whether it is an output (else a `--cut` for the checkpoint).
struct Keep {
    stage: usize,
    file: String,
    output: bool,
}

/// The stages asked for: `--get=<stage>`, `--get-input-with-addresses`,
/// `--get-input-with-symbols`, `--dump-intermediates`, and `--cut`.
fn stages_wanted(o: &Options) -> Vec<Keep> {
    let mut out: Vec<Keep> = Vec::new();
    let mut add = |stage: usize, file: &str, output: bool| {
        if !out.iter().any(|k| k.file == file && k.output == output) {
            out.push(Keep {
                stage,
                file: file.to_string(),
                output,
            });
        }
    };
    for (i, stage) in STAGES.iter().enumerate() {
        if o.dump_intermediates || o.stages.contains(&i) {
            add(i, stage.name, true);
        }
        if o.cut.iter().any(|c| c == stage.name) {
            add(i, stage.name, false);
        }
    }
    for artifact in [Artifact::InputWithAddresses, Artifact::InputWithSymbols] {
        if o.wants(artifact) {
            let edge = table::artifact(artifact).edge;
            let i = STAGES
                .iter()
                .position(|s| s.name == edge)
                .expect("a stage of that name");
            add(i, o.name_of(artifact), true);
        }
    }
    out
}

/// `--emit-dot`: the steps from the design to the outputs asked for, as a
/// GraphViz graph.
fn dot(o: &Options) -> String {
    let mut out = String::from("digraph aiecc {\n  rankdir=LR;\n");
    let mut previous = None;
    for stage in STAGES {
        if let Some(p) = previous {
            let via = match stage.after.last() {
                Some(pass) => format!("through --{pass}"),
                None => "--default-stack-size; measured attributes dropped".to_string(),
            };
            out += &format!("  \"{p}\" -> \"{}\" [label=\"{via}\"];\n", stage.name);
        }
        previous = Some(stage.name);
    }
    let last = previous.unwrap_or_default();
    for spec in table::ARTIFACTS {
        if o.wants(spec.artifact) && matches!(spec.made, table::Made::Yes(_)) {
            let from = match spec.artifact {
                Artifact::InputWithAddresses | Artifact::InputWithSymbols => continue,
                Artifact::Elf | Artifact::FullElf => "CERT control code",
                _ => last,
            };
            if from != last {
                out += &format!("  \"{last}\" -> \"{from}\" [label=\"--aie-lower-to-cert\"];\n");
            }
            out += &format!("  \"{from}\" -> \"{}\";\n", o.name_of(spec.artifact));
        }
    }
    out + "}\n"
}

/// `template` of a device's output with `{0}` the device.
fn expand(template: &str, device: &str) -> String {
    template.replace("{0}", device).replace("{1}", "")
}

/// Writes the outputs (under `-n`, says what it would write).
fn write_all(o: &Options, writes: &[Write], console: &Console) -> Result<(), Stop> {
    for (i, (file, bytes)) in writes.iter().enumerate() {
        let path = placed(o, file);
        let shown = path.display();
        if o.dry_run {
            console.out(&format!(
                "aiecc: would write {shown} ({} bytes)\n",
                bytes.len()
            ));
            continue;
        }
        if writes[i + 1..].iter().any(|(f, _)| f == file) {
            continue;
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| error(format!("cannot create '{}': {e}", dir.display())))?;
        }
        crate::output::write(&path, bytes)
            .map_err(|e| error(format!("cannot write '{shown}': {e}")))?;
        if o.verbose {
            console.err(&format!("aiecc: wrote {shown} ({} bytes)\n", bytes.len()));
        }
    }
    Ok(())
}

/// Where output `file` goes: in `--output-dir` when its name is relative.
fn placed(o: &Options, file: &str) -> PathBuf {
    match &o.output_dir {
        Some(dir) => dir.join(file),
        None => PathBuf::from(file),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes() {
        let run = |s: &str| {
            crate::capture(|c| main_in(s.split_whitespace().map(Into::into).collect(), c))
        };
        let (code, out, _) = run("aiecc --help");
        assert_eq!(code, 0);
        assert!(out.contains("--get-xclbin"), "{out}");
        let (code, _, err) = run("aiecc --bogus x.mlir");
        assert_eq!(code, 2);
        assert!(
            err.starts_with("aiecc: error: unknown command line argument '--bogus'"),
            "{err}"
        );
        let (code, _, err) = run("aiecc --default-stack-size=-1 x.mlir");
        assert_eq!(code, 2);
        assert!(
            err.contains("--default-stack-size=-1: the stack size"),
            "{err}"
        );
        let (code, _, err) = run("aiecc --get-xclbin /nonexistent/x.mlir");
        assert_eq!(code, 1);
        assert!(
            err.starts_with("aiecc: error: cannot read '/nonexistent/x.mlir'"),
            "{err}"
        );
    }
}
