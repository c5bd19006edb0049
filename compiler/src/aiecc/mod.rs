//! `aiecc`: mlir-aie's compiler driver command line over the session, for
//! host programs run on the simulator (docs/cli.md, "aiecc";
//! docs/host-programs.md). `src/bin/aiecc.rs` calls [`main`].
//!
//! The design goes through the default pipeline up to the NPU ops
//! ([`Stage::NpuOps`], with aiecc's options as the pipeline's); from there
//! come the NPU instruction words (as `aiec --aie-npu-to-binary` writes
//! them), the xclbin (the design at that point as its PDI image, and the
//! host-built kernel objects it links; [`crate::session::artifacts`]), and,
//! lowered on to CERT control code ([`Stage::CertLowering`]), the ELF
//! outputs.
//!
//! Exit status: 0 success, 1 a design or file error, 2 a bad command line.

mod checkpoint;
mod cli;
mod objects;
mod table;

use crate::render::Render;
use crate::session::artifacts::{self, XclbinSpec};
use crate::session::{self, Design, Observer, Overlay, Pipeline, Source, Stage};
use crate::Console;
use aie_target::cert::elf::{self, CtrlElf};
use cli::{Options, Usage};
use dialect::ir::{OpId, View as _};
use dialect::ops::views::{ControlPacket, Core, RuntimeSequence};
use dialect::Ir;
use passes::npu::binary::Select;
use runtime_sim::xclbin::{self, Xclbin};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use table::{Artifact, DEFAULTED_STAGE, INPUT_STAGE, STAGES};

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

/// [`main_in`] for a caller that takes the failure as a value (the Python
/// package's compile, which raises it with its diagnostics): a bad command
/// line is an error whose help names `aiecc --help`.
pub fn run_in(args: Vec<std::ffi::OsString>, console: &Console) -> Result<(), session::Error> {
    parse_and_run(args, console).map_err(|stop| match stop {
        Stop::Usage(m) => session::Error::message(m).with_help("`aiecc --help` lists the options"),
        Stop::Failed(e) => e,
    })
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
    let Compiled {
        mut design,
        outputs: mut writes,
        cut,
    } = compile(o, input, &mut clock)?;
    let devices = devices(design.ir(), o)?;
    if o.wants(Artifact::ScratchpadParameters) {
        let text = passes::npu::scratchpad::params_file(design.ir());
        writes.push((
            o.name_of(Artifact::ScratchpadParameters).to_string(),
            text.into_bytes(),
        ));
    }
    if o.wants(Artifact::NpuInsts) {
        writes.extend(clock.time("npu instructions", || insts(o, &design, &devices))?);
    }
    if o.wants(Artifact::Txn) {
        for &dev in &devices {
            writes.push(clock.time("transaction", || txn(o, &design, dev))?);
        }
    }
    // With --load-pdi-to-ctrl-pkt the full ELF carries the control packets
    // (mlir-aie writes no control-packet files then).
    if o.wants(Artifact::Ctrlpkt) && !(o.load_pdi_to_ctrl_pkt && o.wants(Artifact::FullElf)) {
        for &dev in &devices {
            writes.extend(clock.time("control packets", || ctrlpkt(o, &design, dev))?);
        }
    }
    writes.extend(pdis(o, &design, &devices));
    let wants_objects = o.wants(Artifact::Xclbin) || o.wants(Artifact::FullElf);
    let all = objects::named(design.ir(), design.ir().top);
    let libs = if wants_objects {
        clock.time("kernel objects", || {
            objects::load(&all, input).map_err(error)
        })?
    } else {
        Vec::new()
    };
    if o.wants(Artifact::Xclbin) {
        for &dev in &devices {
            writes.push(clock.time("xclbin", || xclbin_output(o, &design, dev, &libs))?);
        }
    }
    if o.wants(Artifact::Elf) || o.wants(Artifact::FullElf) {
        let text = design.print();
        let ctrl = clock.time("control code", || {
            lower(&mut design, Pipeline::of(Stage::CertLowering))
        })?;
        let device = device_name(design.ir(), devices[0]);
        if o.wants(Artifact::Elf) && !o.wants(Artifact::Ctrlpkt) {
            let file = expand(o.name_of(Artifact::Elf), device);
            writes.push((file, elf::write(&ctrl)));
        }
        if o.wants(Artifact::FullElf) {
            let file = expand(o.name_of(Artifact::FullElf), device);
            writes.push((file, artifacts::full_elf(ctrl, text, &libs)));
        }
    }
    write_all(o, &writes, console)?;
    checkpoint::write(o, &cut, console)?;
    clock.report(console);
    Ok(())
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
        self.note(what, start.elapsed());
        out
    }

    fn note(&mut self, what: &str, took: Duration) {
        if self.on {
            self.laps.push((what.to_string(), took));
        }
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

/// The design parsed, verified and lowered to NPU ops; with the stages
/// asked for as outputs, and those cut for the checkpoint.
fn compile(o: &Options, input: &Path, clock: &mut Clock) -> Result<Compiled, Stop> {
    let name = input.to_string_lossy();
    let bytes =
        crate::output::read(input).map_err(|e| error(format!("cannot read '{name}': {e}")))?;
    let source =
        String::from_utf8(bytes).map_err(|_| error(format!("'{name}' is not valid UTF-8")))?;
    let pipeline = pipeline(o)?;
    let steps = pipeline.steps();
    let wanted = stages_wanted(o);
    let parsed = clock.time("parse and verify", || {
        Design::parse(Source::new(name, source))
    });
    let mut design = parsed?;
    // Each stage is written after the last step that makes it (none: the
    // design before the passes); the per-core stages are lowered from
    // input_physical.mlir.
    let at: Vec<Point> = wanted
        .iter()
        .map(|k| match STAGES[k.stage].name {
            INPUT_STAGE => Point::Parsed,
            DEFAULTED_STAGE => Point::Defaulted,
            _ => steps
                .iter()
                .rposition(|s| STAGES[k.stage].after.contains(&s.pass.flag))
                .map_or(Point::Defaulted, Point::After),
        })
        .collect();
    let mut stages = Stages {
        o,
        wanted,
        at,
        physical: steps.iter().rposition(|s| s.pass.flag == PHYSICAL_AFTER),
        outputs: Vec::new(),
        cut: Vec::new(),
        cores_from: None,
        clock,
        done: 0,
    };
    stages.snapshot(Point::Parsed, design.ir());
    default_stacks(design.ir_mut(), o.default_stack_size);
    stages.snapshot(Point::Defaulted, design.ir());
    design.run_observed(&pipeline, &mut stages)?;
    let Stages {
        mut outputs,
        cut,
        cores_from,
        clock,
        ..
    } = stages;
    if let Some(physical) = cores_from {
        let lowered = clock.time("core lowering", || core_stages(o, &physical));
        outputs.extend(lowered.map_err(|ds| design.error(ds))?);
    }
    Ok(Compiled {
        design,
        outputs,
        cut,
    })
}

/// What aiecc keeps of the design as the passes run: the stages asked for,
/// each after the last step that makes it, and each step's time.
struct Stages<'a> {
    o: &'a Options,
    wanted: Vec<Keep>,
    /// Where each stage of `wanted` is taken.
    at: Vec<Point>,
    /// The step after which the design is `input_physical.mlir`.
    physical: Option<usize>,
    outputs: Vec<Write>,
    cut: Vec<Write>,
    /// The design the per-core stages are lowered from, when asked for.
    cores_from: Option<Ir>,
    clock: &'a mut Clock,
    /// The steps done.
    done: usize,
}

impl Stages<'_> {
    /// Keeps the stages taken at `step`.
    fn snapshot(&mut self, step: Point, ir: &Ir) {
        for (keep, _) in self.wanted.iter().zip(&self.at).filter(|(_, &a)| a == step) {
            let file = (keep.file.clone(), dialect::print(ir).into_bytes());
            match keep.output {
                true => self.outputs.push(file),
                false => self.cut.push(file),
            }
        }
        if self.physical.map(Point::After) == Some(step)
            && (self.o.dump_intermediates || !self.o.core_stages.is_empty())
        {
            self.cores_from = Some(ir.clone());
        }
    }
}

impl Observer for Stages<'_> {
    fn after_pass(&mut self, step: &passes::Step, ir: &Ir, took: Duration) {
        self.clock.note(&format!("--{}", step.pass.flag), took);
        self.snapshot(Point::After(self.done), ir);
        self.done += 1;
    }
}

/// Where in the compilation a stage of the design is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Point {
    /// As parsed and verified.
    Parsed,
    /// After [`default_stacks`], before the passes.
    Defaulted,
    /// After the step of that index.
    After(usize),
}

/// Attributes mlir-aie's aiecc writes on an `aie.core` from what it
/// measured in the core's linked ELF. aiec links none, so one the input
/// carries (from an earlier mlir-aie build) describes no core aiec makes.
const MEASURED_ATTRS: [&str; 5] = [
    Core::MEASURED_STACK_SIZE,
    Core::MEASURED_DATA_SIZE,
    Core::MEASURED_DATA_ALIGNMENT,
    Core::MEASURED_BANK_SIZES,
    Core::MEASURED_BANK_ALIGNMENTS,
];

/// aiecc's step before the passes: `stack` (`--default-stack-size`) as the
/// `stack_size` of every core without one, and [`MEASURED_ATTRS`] dropped.
fn default_stacks(ir: &mut Ir, stack: Option<i64>) {
    let cores: Vec<Core> = passes::netlist::devices(ir)
        .iter()
        .flat_map(|dev| dev.walk_views::<Core>(ir))
        .collect();
    for core in cores {
        for name in MEASURED_ATTRS {
            ir.remove_attr(core.op(), name);
        }
        if let Some(bytes) = stack.filter(|_| ir.attr(core.op(), Core::STACK_SIZE).is_none()) {
            core.set_stack_size(ir, bytes);
        }
    }
}

/// The pass after which the design is `input_physical.mlir`, what the
/// per-core stages are lowered from.
const PHYSICAL_AFTER: &str = "aie-create-pathfinder-flows";

/// The per-core stages asked for (`lowered_{0}.mlir`), of every core of the
/// devices outputs are made for, from the design `physical`.
fn core_stages(o: &Options, physical: &Ir) -> Result<Vec<Write>, Vec<dialect::Diagnostic>> {
    let mut out = Vec::new();
    let level = passes::core_lowering::Level::from(o.opt_level);
    let wanted: Vec<usize> = match o.dump_intermediates {
        true => (0..table::CORE_STAGES.len()).collect(),
        false => o.core_stages.clone(),
    };
    for dev in passes::netlist::devices(physical) {
        let name = passes::netlist::device_name(physical, dev.op).to_string();
        if o.device_name.as_deref().is_some_and(|d| d != name) {
            continue;
        }
        for (col, row) in passes::core_lowering::cores(physical, dev.op) {
            let key = format!("{name}_core_{col}_{row}");
            for &i in &wanted {
                let text = passes::core_lowering::lower(physical, &name, (col, row), level)?;
                out.push((
                    table::CORE_STAGES[i].name.replace("{0}", &key),
                    text.into_bytes(),
                ));
            }
        }
    }
    Ok(out)
}

/// A design aiecc compiled.
struct Compiled {
    /// Lowered to NPU ops.
    design: Design,
    /// The stages asked for as outputs.
    outputs: Vec<Write>,
    /// The stages `--cut` keeps for the checkpoint.
    cut: Vec<Write>,
}

/// The pipeline aiecc runs: the default one up to the NPU ops, with the
/// passes' options the command line gave, the column control overlay of
/// `--generate-ctrl-pkt-overlay` (also a device of its own, and each
/// `load_pdi` sent as control packets, with `--load-pdi-to-ctrl-pkt`), each
/// `load_pdi` expanded to NPU writes with `--expand-load-pdis`, and `-O3`'s
/// vector passes.
fn pipeline(o: &Options) -> Result<Pipeline, Stop> {
    let given = o
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
    Ok(Pipeline::of(Stage::NpuOps)
        .with_options(given)
        .deadlock_check(!o.no_deadlock_check)
        .overlay(overlay)
        .hoist_vector_pointers(o.opt_level >= 3)
        .expand_load_pdis(o.expand_load_pdis))
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

/// The devices outputs are made for: `--device-name`'s, else all.
fn devices(ir: &Ir, o: &Options) -> Result<Vec<OpId>, Stop> {
    let all: Vec<OpId> = passes::netlist::devices(ir).iter().map(|d| d.op).collect();
    let chosen: Vec<OpId> = all
        .iter()
        .copied()
        .filter(|&d| {
            o.device_name
                .as_deref()
                .is_none_or(|n| device_name(ir, d) == n)
        })
        .collect();
    if chosen.is_empty() {
        let names: Vec<&str> = all.iter().map(|&d| device_name(ir, d)).collect();
        return Err(error(match &o.device_name {
            Some(n) => format!(
                "--device-name {n}: the design's devices are {}",
                names.join(", ")
            ),
            None => "the design has no aie.device".to_string(),
        }));
    }
    Ok(chosen)
}

use passes::netlist::device_name;

/// `template` of a device's output with `{0}` the device.
fn expand(template: &str, device: &str) -> String {
    template.replace("{0}", device).replace("{1}", "")
}

/// `template` of a runtime sequence's output: `{0}` the device and `{1}`
/// the sequence (the April aiecc's `{0}_{1}.bin`), or without `{1}`, `{0}`
/// the device and the sequence joined by `_` (the newer `insts_{0}.bin`).
fn expand_sequence(template: &str, device: &str, sequence: &str) -> String {
    if template.contains("{1}") {
        template.replace("{0}", device).replace("{1}", sequence)
    } else {
        template.replace("{0}", &format!("{device}_{sequence}"))
    }
}

/// The instruction words of each runtime sequence of `devices` (or
/// `--sequence-name`'s), each to its expanded `--npu-insts-name`; as in
/// mlir-aie's aiecc, a later sequence given the same name overwrites.
fn insts(o: &Options, design: &Design, devices: &[OpId]) -> Result<Vec<Write>, Stop> {
    let ir = design.ir();
    let mut out = Vec::new();
    for &dev in devices {
        let device = device_name(ir, dev);
        let seqs = ir.views::<RuntimeSequence>(ir.children(dev));
        for seq in seqs.map(|s| s.sym_name(ir)) {
            if o.sequence_name.as_deref().is_some_and(|n| n != seq) {
                continue;
            }
            let select = Select {
                device: Some(device),
                sequence: Some(seq),
                fold_ddr_addr_offset: o.fold_ddr_addr_offset,
            };
            let words = design.npu_words(select)?;
            let file = expand_sequence(o.name_of(Artifact::NpuInsts), device, seq);
            out.push((file, session::le_bytes(&words)));
        }
    }
    if out.is_empty() {
        return Err(error(match &o.sequence_name {
            Some(n) => format!("--sequence-name {n} names no runtime sequence of the design"),
            None => "the design has no runtime sequence: there are no NPU instructions".into(),
        }));
    }
    Ok(out)
}

/// mlir-aie's `--get-txn`: the design with device `dev`'s configuration
/// as the NPU writes of a `@configure` runtime sequence
/// (`--convert-aie-to-transaction`), which `--aie-npu-to-binary
/// --aie-sequence-name=configure` turns into instruction words. Its DMA
/// tiles' channels are reset first (`reset-dmas=true`): the transaction
/// runs on an array another design's tasks may still be running on.
fn txn(o: &Options, design: &Design, dev: OpId) -> Result<Write, Stop> {
    let device = device_name(design.ir(), dev).to_string();
    let mut design = design.clone();
    design.run(&Pipeline::to_transaction(&device, true)?)?;
    let file = expand(o.name_of(Artifact::Txn), &device);
    Ok((file, design.print().into_bytes()))
}

/// mlir-aie's `--get-ctrlpkt` for device `dev`: its configuration as
/// control packets; the instruction words of its runtime sequence that send
/// them (from its new last argument) and go on with the sequence; and a
/// control-code ELF that sends them itself (to `--elf-name` when
/// `--get-elf` is given too, else `--ctrlpkt-elf-name`).
fn ctrlpkt(o: &Options, design: &Design, dev: OpId) -> Result<Vec<Write>, Stop> {
    let (sent, device, sequence, packets) = with_packets(o, design, dev, true)?;
    let select = Select {
        device: Some(&device),
        sequence: Some(&sequence),
        fold_ddr_addr_offset: o.fold_ddr_addr_offset,
    };
    let words = session::npu_words(sent.ir(), select).map_err(|e| error(e.first_message()))?;
    let (mut held, ..) = with_packets(o, design, dev, false)?;
    let static_configuration = Pipeline::pass("aie-lower-to-cert", "static-configuration=false")?;
    let ctrl = lower(
        &mut held,
        Pipeline::of(Stage::CertLowering).with_options(vec![static_configuration]),
    )?;
    let elf_name = match o.wants(Artifact::Elf) {
        true => o.name_of(Artifact::Elf),
        false => &o.ctrlpkt_elf_name,
    };
    Ok(vec![
        (
            expand(o.name_of(Artifact::Ctrlpkt), &device),
            session::le_bytes(&packets),
        ),
        (
            expand(&o.ctrlpkt_dma_seq_name, &device),
            session::le_bytes(&words),
        ),
        (expand(elf_name, &device), elf::write(&ctrl)),
    ])
}

/// Device `dev` configured by control packets at run time: its
/// configuration as `aiex.control_packet`s its runtime sequence sends (from
/// its new last argument with `from_argument`, else from a constant global
/// the control code holds) before going on, lowered to NPU ops; with the
/// device's and the sequence's names and the packets' words.
fn with_packets(
    o: &Options,
    design: &Design,
    dev: OpId,
    from_argument: bool,
) -> Result<(Design, String, String, Vec<u32>), Stop> {
    let device = device_name(design.ir(), dev).to_string();
    let mut design = design.clone();
    design.run(&Pipeline::to_control_packets(&device)?)?;
    let ir = design.ir();
    let dev = passes::netlist::device_named(ir, &device).map_or(dev, |d| d.op);
    let sequence = sequence_with_packets(o, ir, dev)?;
    let select = Select {
        device: Some(&device),
        sequence: Some(&sequence),
        ..Select::default()
    };
    let packets =
        session::control_packet_words(ir, select).map_err(|e| error(e.first_message()))?;
    design.run(&Pipeline::send_control_packets(from_argument))?;
    Ok((design, device, sequence, packets))
}

/// The runtime sequence of `dev` the configuration went into: the
/// `--sequence-name`d one, else the first with control packets, else the
/// first (a configuration of single writes alone makes no packets).
fn sequence_with_packets(o: &Options, ir: &Ir, dev: OpId) -> Result<String, Stop> {
    let seqs: Vec<RuntimeSequence> = ir
        .views::<RuntimeSequence>(ir.children(dev))
        .filter(|s| {
            o.sequence_name
                .as_deref()
                .is_none_or(|n| n == s.sym_name(ir))
        })
        .collect();
    let has_packets = |s: &&RuntimeSequence| {
        ir.walk(s.op())
            .into_iter()
            .any(|op| ir.view::<ControlPacket>(op).is_some())
    };
    seqs.iter()
        .find(has_packets)
        .or(seqs.first())
        .map(|s| s.sym_name(ir).to_string())
        .ok_or_else(|| {
            error(match &o.sequence_name {
                Some(n) => format!(
                    "--sequence-name {n} names no runtime sequence of device {}",
                    device_name(ir, dev)
                ),
                None => format!(
                    "--get-ctrlpkt: device {} has no runtime sequence to send the control packets",
                    device_name(ir, dev)
                ),
            })
        })
}

/// The PDI images of `devices` (each the image its xclbin carries, the
/// device's design before CERT lowering): `--get-pdi`'s, and with an xclbin
/// those mlir-aie's aiecc leaves in `--tmpdir` as `<device>.pdi`.
fn pdis(o: &Options, design: &Design, devices: &[OpId]) -> Vec<Write> {
    let ir = design.ir();
    let mut out = Vec::new();
    for &dev in devices {
        let name = device_name(ir, dev);
        let image = || passes::netlist::device_text(ir, dev).into_bytes();
        if o.wants(Artifact::Pdi) {
            out.push((expand(o.name_of(Artifact::Pdi), name), image()));
        }
        if let (true, Some(dir)) = (o.wants(Artifact::Xclbin), &o.tmpdir) {
            let file = std::path::absolute(dir.join(format!("{name}.pdi")))
                .unwrap_or_else(|_| dir.join(format!("{name}.pdi")));
            out.push((file.to_string_lossy().into_owned(), image()));
        }
    }
    out
}

/// The xclbin of device `dev` ([`Design::xclbin`]), added to
/// `--xclbin-input` if given, and its file name.
fn xclbin_output(
    o: &Options,
    design: &Design,
    dev: OpId,
    objects: &[xclbin::Object],
) -> Result<Write, Stop> {
    let base = match &o.xclbin_input {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| error(format!("cannot read '{}': {e}", path.display())))?;
            let x =
                Xclbin::read(&bytes).map_err(|e| error(format!("'{}': {e}", path.display())))?;
            Some(x)
        }
        None => None,
    };
    let spec = XclbinSpec {
        base,
        kernel_name: &o.kernel_name,
        instance_name: &o.instance_name,
        kernel_id: o.kernel_id,
        sequence: o.sequence_name.as_deref(),
    };
    let x = design.xclbin(dev, spec, objects)?;
    let name = device_name(design.ir(), dev);
    Ok((expand(o.name_of(Artifact::Xclbin), name), x.write()))
}

/// The design lowered on to CERT control code by `pipeline`, assembled.
fn lower(design: &mut Design, pipeline: Pipeline) -> Result<CtrlElf, Stop> {
    design.run(&pipeline)?;
    session::ctrl_elf(design.ir(), design.name()).map_err(|e| error(e.to_string()))
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
