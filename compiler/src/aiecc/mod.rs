//! `aiecc`: mlir-aie's compiler driver command line over aiec's pipeline,
//! for host programs run on the simulator (docs/cli.md, "aiecc";
//! docs/host-programs.md). `src/bin/aiecc.rs` calls [`main`].
//!
//! The design goes through the default pipeline up to the NPU ops
//! ([`crate::host::design`]); from there come the NPU instruction words
//! (as `aiec --aie-npu-to-binary` writes them), the xclbin (the design at
//! that point as its PDI image, and the host-built kernel objects it
//! links), and, lowered on to CERT control code, the ELF outputs.
//!
//! Exit status: 0 success, 1 a design or file error, 2 a bad command line.

mod checkpoint;
mod cli;
mod objects;
mod table;

use crate::host::{design, DESIGN_ATTACHMENT, KERNEL_ATTACHMENT};
use crate::{cli::DiagStyle, Renderer};
use aie_target::cert::elf::{self, CtrlElf};
use cli::{Options, Usage};
use dialect::ir::{OpId, View as _};
use dialect::ops::views::{ControlPacket, Core, RuntimeSequence};
use dialect::Ir;
use passes::npu::binary::{self, Select};
use runtime_sim::xclbin::{self, Kernel, Partition, Pdi, Xclbin};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use table::{Artifact, DEFAULTED_STAGE, INPUT_STAGE, STAGES};

/// An error that ends the run with exit status `.1` after message `.0`
/// (empty: already printed).
struct Stop(String, i32);

fn error(message: impl Into<String>) -> Stop {
    Stop(message.into(), 1)
}

/// Runs aiecc with `args` (including the program name); the exit status.
pub fn main(args: Vec<std::ffi::OsString>) -> i32 {
    let args: Vec<String> = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let result = cli::parse(&args)
        .map_err(|Usage(m)| Stop(m, 2))
        .and_then(checkpoint::resumed)
        .and_then(|o| run(&o));
    match result {
        Ok(()) => 0,
        Err(Stop(message, code)) => {
            if !message.is_empty() {
                crate::console::err(&format!("aiecc: error: {message}\n"));
            }
            if code == 2 {
                crate::console::err("aiecc: help: `aiecc --help` lists the options\n");
            }
            code
        }
    }
}

/// A file to write: its name and bytes.
type Write = (String, Vec<u8>);

fn run(o: &Options) -> Result<(), Stop> {
    if o.help {
        crate::console::out(&format!("{}\n{}", cli::HELP, table::help_list()));
        return Ok(());
    }
    if o.version {
        crate::console::out(&format!("aiecc (aiec {})\n", crate::VERSION));
        return Ok(());
    }
    if o.emit_dot {
        crate::console::out(&dot(o));
        return Ok(());
    }
    let input = o
        .input
        .as_deref()
        .ok_or(Stop("no input design".into(), 2))?;
    notes(o);
    let mut clock = Clock::new(o.profile);
    let Compiled {
        mut ir,
        source,
        outputs: mut writes,
        cut,
    } = compile(o, input, &mut clock)?;
    let name = input.to_string_lossy();
    let devices = devices(&ir, o)?;
    if o.wants(Artifact::ScratchpadParameters) {
        let text = passes::npu::scratchpad::params_file(&ir);
        writes.push((
            o.name_of(Artifact::ScratchpadParameters).to_string(),
            text.into_bytes(),
        ));
    }
    if o.wants(Artifact::NpuInsts) {
        writes.extend(clock.time("npu instructions", || {
            insts(o, &ir, &devices, (&name, &source))
        })?);
    }
    if o.wants(Artifact::Txn) {
        for &dev in &devices {
            writes.push(clock.time("transaction", || txn(o, &ir, dev, (&name, &source)))?);
        }
    }
    // With --load-pdi-to-ctrl-pkt the full ELF carries the control packets
    // (mlir-aie writes no control-packet files then).
    if o.wants(Artifact::Ctrlpkt) && !(o.load_pdi_to_ctrl_pkt && o.wants(Artifact::FullElf)) {
        for &dev in &devices {
            writes
                .extend(clock.time("control packets", || ctrlpkt(o, &ir, dev, (&name, &source)))?);
        }
    }
    let wants_objects = o.wants(Artifact::Xclbin) || o.wants(Artifact::FullElf);
    let all = objects::named(&ir, ir.top);
    let libs = if wants_objects {
        clock.time("kernel objects", || {
            objects::load(&all, input).map_err(error)
        })?
    } else {
        Vec::new()
    };
    if o.wants(Artifact::Xclbin) {
        for &dev in &devices {
            writes.push(clock.time("xclbin", || xclbin_output(o, &ir, dev, &libs))?);
        }
    }
    if o.wants(Artifact::Elf) || o.wants(Artifact::FullElf) {
        let text = dialect::print(&ir);
        let ctrl = clock.time("control code", || lower(&name, &source, &mut ir))?;
        if o.wants(Artifact::Elf) && !o.wants(Artifact::Ctrlpkt) {
            let file = expand(o.name_of(Artifact::Elf), device_name(&ir, devices[0]));
            writes.push((file, elf::write(&ctrl)));
        }
        if o.wants(Artifact::FullElf) {
            let file = expand(o.name_of(Artifact::FullElf), device_name(&ir, devices[0]));
            writes.push((file, full_elf(ctrl, text, &libs)));
        }
    }
    write_all(o, &writes)?;
    checkpoint::write(o, &cut)?;
    clock.report();
    Ok(())
}

/// Under `-v`, why each ignored option does nothing; always, a warning
/// for each output aiec does not make.
fn notes(o: &Options) {
    if o.verbose {
        for (arg, why) in &o.ignored {
            crate::console::err(&format!("aiecc: ignoring {arg}: {why}\n"));
        }
        if !o.host_args.is_empty() {
            crate::console::err(&format!(
                "aiecc: ignoring the host compiler's arguments {}: aiecc builds no host program; compile it with c++ against $(aie-sim --xrt-prefix)\n",
                o.host_args.join(" ")
            ));
        }
    }
    for (arg, what) in &o.not_made {
        crate::console::err(&format!(
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
    fn report(&self) {
        if !self.on {
            return;
        }
        let mut text = String::from("aiecc: profile (wall-clock time per step):\n");
        for (what, took) in &self.laps {
            text += &format!("  {:>10.3} ms  {what}\n", took.as_secs_f64() * 1e3);
        }
        let total: Duration = self.laps.iter().map(|(_, t)| *t).sum();
        text += &format!("  {:>10.3} ms  total\n", total.as_secs_f64() * 1e3);
        crate::console::err(&text);
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

/// The design parsed, verified and lowered to NPU ops; with its source, the
/// stages asked for as outputs, and those cut for the checkpoint.
fn compile(o: &Options, input: &Path, clock: &mut Clock) -> Result<Compiled, Stop> {
    let name = input.to_string_lossy();
    let bytes =
        crate::output::read(input).map_err(|e| error(format!("cannot read '{name}': {e}")))?;
    let source =
        String::from_utf8(bytes).map_err(|_| error(format!("'{name}' is not valid UTF-8")))?;
    let steps = steps(o)?;
    let wanted = stages_wanted(o);
    let parsed = clock.time("parse and verify", || parse_verified(&source));
    let mut ir = parsed.map_err(|ds| diagnostics(&name, &source, &ds))?;
    let (mut outputs, mut cut) = (Vec::new(), Vec::new());
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
    let physical = steps.iter().rposition(|s| s.pass.flag == PHYSICAL_AFTER);
    let mut cores_from = None;
    let mut snapshot = |step: Point, ir: &Ir| {
        for (keep, _) in wanted.iter().zip(&at).filter(|(_, &a)| a == step) {
            let file = (keep.file.clone(), dialect::print(ir).into_bytes());
            match keep.output {
                true => outputs.push(file),
                false => cut.push(file),
            }
        }
        if physical.map(Point::After) == Some(step)
            && (o.dump_intermediates || !o.core_stages.is_empty())
        {
            cores_from = Some(ir.clone());
        }
    };
    snapshot(Point::Parsed, &ir);
    default_stacks(&mut ir, o.default_stack_size);
    snapshot(Point::Defaulted, &ir);
    let config = passes::Config { verify_each: true };
    let mut done = 0;
    let ds = passes::run(&mut ir, &steps, config, &mut |step, ir, took| {
        clock.note(&format!("--{}", step.pass.flag), took);
        snapshot(Point::After(done), ir);
        done += 1;
    });
    if crate::has_error(&ds) {
        return Err(diagnostics(&name, &source, &ds));
    }
    if let Some(physical) = cores_from {
        let lowered = clock.time("core lowering", || core_stages(o, &physical));
        outputs.extend(lowered.map_err(|ds| diagnostics(&name, &source, &ds))?);
    }
    Ok(Compiled {
        ir,
        source,
        outputs,
        cut,
    })
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
    ir: Ir,
    source: String,
    /// The stages asked for as outputs.
    outputs: Vec<Write>,
    /// The stages `--cut` keeps for the checkpoint.
    cut: Vec<Write>,
}

/// `source` parsed and verified; else the diagnostics.
fn parse_verified(source: &str) -> Result<Ir, Vec<dialect::Diagnostic>> {
    let ir = dialect::parse(source)?;
    let verified = dialect::verify(&ir);
    match crate::has_error(&verified) {
        true => Err(verified),
        false => Ok(ir),
    }
}

/// The pipeline aiecc runs: the default one up to the NPU ops, with the
/// passes' options the command line gave. With `--generate-ctrl-pkt-overlay`
/// the column control overlay routes a shim DMA channel to every tile's
/// TileControl port before the object FIFOs are lowered, which then take
/// other channels (as in mlir-aie's aiecc). With `--load-pdi-to-ctrl-pkt`
/// the overlay is also a device of its own (`@ctrl_pkt_overlay`), and once
/// the runtime sequences are NPU ops each `load_pdi` of a device becomes a
/// load of that overlay followed by the device's configuration as control
/// packets, sent from the control code ([`CTRL_PKT_STEPS`]). With
/// `--expand-load-pdis` each `load_pdi` becomes the device's configuration
/// as NPU writes, also once the `aiex.configure` blocks are `load_pdi`s (as
/// mlir-aie's aiecc expands them after the DMA lowering).
fn steps(o: &Options) -> Result<Vec<passes::Step>, Stop> {
    let given = o
        .pass_options
        .iter()
        .map(|(flag, options)| design::step(flag, options))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|m| Stop(m, 2))?;
    let mut steps = Vec::new();
    let overlay = o.ctrl_pkt_overlay || o.load_pdi_to_ctrl_pkt;
    for step in design::npu_steps(&given) {
        let flag = step.pass.flag;
        if o.opt_level >= 3 && flag == HOIST_BEFORE {
            steps.push(design::step("aie-hoist-vector-transfer-pointers", "").map_err(error)?);
        }
        if o.no_deadlock_check && flag == passes::DEADLOCK_CHECK || overlay && flag == OVERLAY {
            continue;
        }
        if overlay && flag == "aie-objectFifo-stateful-transform" {
            let routes = match o.load_pdi_to_ctrl_pkt {
                true => "route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true",
                false => "route-shim-to-tct=disable route-shim-to-tile-ctrl=true",
            };
            steps.push(design::step(OVERLAY, routes).map_err(error)?);
        }
        steps.push(step);
        if o.opt_level >= 3 && flag == "aie-vector-transfer-lowering" {
            steps.push(design::step("aie-vector-to-pointer-loops", "").map_err(error)?);
        }
    }
    if o.expand_load_pdis {
        steps.push(design::step("aie-expand-load-pdi", "").map_err(error)?);
    }
    if o.load_pdi_to_ctrl_pkt {
        for (flag, options) in CTRL_PKT_STEPS {
            steps.push(design::step(flag, options).map_err(error)?);
        }
    }
    Ok(steps)
}

/// At `-O3`, `--aie-hoist-vector-transfer-pointers` runs before this pass
/// (before the object FIFOs are lowered, as in mlir-aie's aiecc), and
/// `--aie-vector-to-pointer-loops` after `--aie-vector-transfer-lowering`.
const HOIST_BEFORE: &str = "aie-lower-scratchpad-parameters";

/// The pass that routes the column control overlay.
const OVERLAY: &str = "aie-generate-column-control-overlay";

/// What `--load-pdi-to-ctrl-pkt` runs on the NPU ops: each `load_pdi` of a
/// device as a load of `@ctrl_pkt_overlay` and control packets, which the
/// runtime sequence sends through the overlay's shim DMA channels. After
/// the rest of the pipeline, so that the devices loaded are as their PDIs
/// hold them (the core images of the packets name them by their text).
const CTRL_PKT_STEPS: [(&str, &str); 7] = [
    ("aie-expand-load-pdi", "ctrl-pkt=true"),
    ("aie-legalize-ctrl-packet", ""),
    ("aie-ctrl-packet-infer-tiles", ""),
    ("aie-ctrl-packet-to-dma", ""),
    ("aie-substitute-shim-dma-allocations", ""),
    ("aie-dma-to-npu", ""),
    ("canonicalize", ""),
];

/// Prints `ds` for the file `name` with `source`; the error ending the run.
fn diagnostics(name: &str, source: &str, ds: &[dialect::Diagnostic]) -> Stop {
    let renderer = Renderer::new("aiecc", name, source, None::<DiagStyle>);
    for d in ds {
        crate::console::err(&renderer.render(0, d));
    }
    Stop(String::new(), 1)
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
fn insts(
    o: &Options,
    ir: &Ir,
    devices: &[OpId],
    (name, source): (&str, &str),
) -> Result<Vec<Write>, Stop> {
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
            let words = binary::words(ir, select).map_err(|d| diagnostics(name, source, &[d]))?;
            let file = expand_sequence(o.name_of(Artifact::NpuInsts), device, seq);
            out.push((file, words_bytes(&words)));
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

/// Words as little-endian bytes.
fn words_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// mlir-aie's `--get-txn`: the design with device `dev`'s configuration
/// as the NPU writes of a `@configure` runtime sequence
/// (`--convert-aie-to-transaction`), which `--aie-npu-to-binary
/// --aie-sequence-name=configure` turns into instruction words. Its DMA
/// tiles' channels are reset first (`reset-dmas=true`): the transaction
/// runs on an array another design's tasks may still be running on.
fn txn(o: &Options, ir: &Ir, dev: OpId, (name, source): (&str, &str)) -> Result<Write, Stop> {
    let device = device_name(ir, dev).to_string();
    let mut ir = ir.clone();
    let steps = [(
        "convert-aie-to-transaction",
        format!("device-name={device} reset-dmas=true"),
    )];
    run_steps(&mut ir, &steps, name, source)?;
    let file = expand(o.name_of(Artifact::Txn), &device);
    Ok((file, dialect::print(&ir).into_bytes()))
}

/// mlir-aie's `--get-ctrlpkt` for device `dev`: its configuration as
/// control packets; the instruction words of its runtime sequence that send
/// them (from its new last argument) and go on with the sequence; and a
/// control-code ELF that sends them itself (to `--elf-name` when
/// `--get-elf` is given too, else `--ctrlpkt-elf-name`).
fn ctrlpkt(
    o: &Options,
    ir: &Ir,
    dev: OpId,
    (name, source): (&str, &str),
) -> Result<Vec<Write>, Stop> {
    let (sent, device, sequence, packets) = with_packets(o, ir, dev, true, (name, source))?;
    let select = Select {
        device: Some(&device),
        sequence: Some(&sequence),
        fold_ddr_addr_offset: o.fold_ddr_addr_offset,
    };
    let words = binary::words(&sent, select).map_err(|d| error(d.full_message()))?;
    let (mut held, ..) = with_packets(o, ir, dev, false, (name, source))?;
    let ctrl = lower_configured_by_packets(name, source, &mut held)?;
    let elf_name = match o.wants(Artifact::Elf) {
        true => o.name_of(Artifact::Elf),
        false => &o.ctrlpkt_elf_name,
    };
    Ok(vec![
        (
            expand(o.name_of(Artifact::Ctrlpkt), &device),
            words_bytes(&packets),
        ),
        (
            expand(&o.ctrlpkt_dma_seq_name, &device),
            words_bytes(&words),
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
    ir: &Ir,
    dev: OpId,
    from_argument: bool,
    (name, source): (&str, &str),
) -> Result<(Ir, String, String, Vec<u32>), Stop> {
    let device = device_name(ir, dev).to_string();
    let mut ir = ir.clone();
    let steps = [
        (
            "convert-aie-to-transaction",
            format!("device-name={device}"),
        ),
        ("aie-txn-to-ctrl-packet", String::new()),
        ("aie-legalize-ctrl-packet", String::new()),
        ("aie-ctrl-packet-infer-tiles", String::new()),
    ];
    run_steps(&mut ir, &steps, name, source)?;
    let dev = passes::netlist::device_named(&ir, &device).map_or(dev, |d| d.op);
    let sequence = sequence_with_packets(o, &ir, dev)?;
    let select = || Select {
        device: Some(&device),
        sequence: Some(&sequence),
        ..Select::default()
    };
    let packets = passes::ctrl_packet::words(&ir, select()).map_err(|d| error(d.full_message()))?;
    let steps = [
        (
            "aie-ctrl-packet-to-dma",
            format!("from-argument={from_argument}"),
        ),
        ("aie-substitute-shim-dma-allocations", String::new()),
        ("aie-dma-to-npu", String::new()),
        ("canonicalize", String::new()),
    ];
    run_steps(&mut ir, &steps, name, source)?;
    Ok((ir, device, sequence, packets))
}

/// Runs passes `(flag, options)` on `ir`; errors printed for file `name`.
fn run_steps(ir: &mut Ir, steps: &[(&str, String)], name: &str, source: &str) -> Result<(), Stop> {
    let steps = steps
        .iter()
        .map(|(flag, options)| design::step(flag, options))
        .collect::<Result<Vec<_>, _>>()
        .map_err(error)?;
    design::run(ir, &steps).map_err(|ds| diagnostics(name, source, &ds))?;
    Ok(())
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

/// The xclbin of device `dev`: its design (the module with this device
/// alone) as the PDI image serving the kernel mlir-aie declares, the
/// module's other devices as PDIs of their own (whose cores control
/// packets may load, see `--get-ctrlpkt`), the objects.
fn xclbin_output(
    o: &Options,
    ir: &Ir,
    dev: OpId,
    objects: &[xclbin::Object],
) -> Result<(String, Vec<u8>), Stop> {
    let name = device_name(ir, dev);
    let image = passes::netlist::device_text(ir, dev).into_bytes();
    let model = passes::netlist::devices(ir)
        .into_iter()
        .find(|d| d.op == dev)
        .map(|d| d.model)
        .ok_or_else(|| error(format!("device {name} has no target model")))?;
    let mut x = match &o.xclbin_input {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| error(format!("cannot read '{}': {e}", path.display())))?;
            Xclbin::read(&bytes).map_err(|e| error(format!("'{}': {e}", path.display())))?
        }
        None => empty_xclbin(model),
    };
    let buffers = host_buffers(o, ir, dev);
    if buffers > xclbin::MAX_HOST_BUFFERS {
        return Err(error(format!(
            "device '{name}' has {buffers} host buffer arguments, which exceeds the maximum supported and verified count of {}. Reduce the number of host buffer arguments.",
            xclbin::MAX_HOST_BUFFERS
        )));
    }
    x.kernels.push(Kernel::dpu(
        &o.kernel_name,
        &o.instance_name,
        o.kernel_id,
        buffers,
    ));
    x.partition.pdis.push(Pdi {
        uuid: xclbin::uuid_of(&image),
        image,
        kernel_ids: vec![o.kernel_id],
    });
    for other in passes::netlist::devices(ir).iter().filter(|d| d.op != dev) {
        let image = passes::netlist::device_text(ir, other.op).into_bytes();
        x.partition.pdis.push(Pdi {
            uuid: xclbin::uuid_of(&image),
            image,
            kernel_ids: Vec::new(),
        });
    }
    x.objects.extend(objects.iter().cloned());
    x.uuid = [0; 16];
    x.uuid = xclbin::uuid_of(&x.write());
    Ok((expand(o.name_of(Artifact::Xclbin), name), x.write()))
}

/// The host buffers device `dev`'s kernel takes: the arguments of its
/// runtime sequence (`--sequence-name`'s, else the first with a body), or,
/// for a device without one (a control-packet base configuration), those of
/// the module's one other device with a sequence plus its control-packet
/// buffer; as mlir-aie's aiecc counts them since July 2026.
fn host_buffers(o: &Options, ir: &Ir, dev: OpId) -> usize {
    let arguments = |d: OpId| {
        ir.views::<RuntimeSequence>(ir.children(d))
            .filter(|s| {
                o.sequence_name
                    .as_deref()
                    .is_none_or(|n| n == s.sym_name(ir))
            })
            .find_map(|s| ir.entry_block(s.op(), 0))
            .map(|b| ir[b].args.len())
    };
    if let Some(n) = arguments(dev) {
        return n;
    }
    let others: Vec<usize> = passes::netlist::devices(ir)
        .iter()
        .filter(|d| d.op != dev)
        .filter_map(|d| arguments(d.op))
        .collect();
    match others[..] {
        [n] => n + usize::from(passes::ctrl_packet::uses_control_packets(ir, dev)),
        _ => xclbin::MIN_HOST_BUFFERS,
    }
}

/// An xclbin without kernels for a device of `model`, its partition as
/// mlir-aie's aiecc declares it (a whole NPU starts at column 0; a
/// partial one may start at columns 1 to 5 - width).
fn empty_xclbin(model: &aie_target::device::Device) -> Xclbin {
    let width = model.columns as u16;
    let start_columns = if matches!(model.name, "npu1" | "npu2") {
        vec![0]
    } else {
        (1..6u16.saturating_sub(width)).collect()
    };
    Xclbin {
        uuid: [0; 16],
        platform: "aie-sim".into(),
        memories: xclbin::npu_memories(),
        kernels: Vec::new(),
        partition: Partition {
            name: "QoS".into(),
            operations_per_cycle: 2048,
            inference_fingerprint: 23423,
            pre_post_fingerprint: 12345,
            column_width: width,
            start_columns,
            pdis: Vec::new(),
        },
        objects: Vec::new(),
    }
}

/// The design lowered on to CERT control code, assembled.
fn lower(name: &str, source: &str, ir: &mut Ir) -> Result<CtrlElf, Stop> {
    lower_with(name, source, ir, design::cert_steps())
}

/// The design lowered on to CERT control code by `steps`, assembled.
fn lower_with(
    name: &str,
    source: &str,
    ir: &mut Ir,
    steps: Vec<passes::Step>,
) -> Result<CtrlElf, Stop> {
    design::run(ir, &steps).map_err(|ds| diagnostics(name, source, &ds))?;
    design::ctrl_elf(name, ir).map_err(error)
}

/// The design's runtime sequence, which configures the array by the control
/// packets it sends, lowered on to CERT control code without configuration
/// jobs of its own, assembled.
fn lower_configured_by_packets(name: &str, source: &str, ir: &mut Ir) -> Result<CtrlElf, Stop> {
    let steps = design::cert_steps()
        .into_iter()
        .map(|s| match s.pass.flag {
            "aie-lower-to-cert" => design::step(s.pass.flag, "static-configuration=false"),
            _ => Ok(s),
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(error)?;
    lower_with(name, source, ir, steps)
}

/// The full ELF: the control code with the design (`.aiec.design`, the
/// MLIR before CERT lowering, whose cores run) and each kernel library
/// (`.aiec.kernel.<object>`) attached.
fn full_elf(mut ctrl: CtrlElf, design: String, objects: &[xclbin::Object]) -> Vec<u8> {
    ctrl.attachments
        .push((DESIGN_ATTACHMENT.to_string(), design.into_bytes()));
    for obj in objects {
        let name = format!("{KERNEL_ATTACHMENT}{}", obj.name);
        ctrl.attachments.push((name, obj.library.clone()));
    }
    elf::write(&ctrl)
}

/// Writes the outputs (under `-n`, says what it would write).
fn write_all(o: &Options, writes: &[Write]) -> Result<(), Stop> {
    for (i, (file, bytes)) in writes.iter().enumerate() {
        let path = placed(o, file);
        let shown = path.display();
        if o.dry_run {
            crate::console::out(&format!(
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
            crate::console::err(&format!("aiecc: wrote {shown} ({} bytes)\n", bytes.len()));
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
            crate::console::capture(|| main(s.split_whitespace().map(Into::into).collect()))
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
