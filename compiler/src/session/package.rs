//! [`Design::package`]: what mlir-aie's aiecc makes of a design, as values.
//! The design goes through the default pipeline up to the NPU ops
//! ([`Stage::NpuOps`], the options of [`PackageOptions`] as the
//! pipeline's); from there come the NPU instruction words, the
//! transactions and control packets, each device's PDI image (`--get-pdi`),
//! the xclbin (the design as its PDI image, with the kernel objects it
//! links, [`super::artifacts`]), and,
//! lowered on to CERT control code ([`Stage::CertLowering`]), the ELFs; with
//! the stages of the design asked for on the way, and what a host program
//! needs to run it ([`Artifacts::sequences`], [`Artifacts::kernels`]).
//! aiecc's command line fills the options and writes the files
//! (`crate::aiecc`); the Python package returns them.

use super::artifacts::{self, XclbinSpec};
use super::query::Sequence;
use super::run::Observer;
use super::{objects, Design, Error, Overlay, Pipeline, Stage};
use aie_target::cert::elf::{self, CtrlElf};
use dialect::ir::{OpId, View as _};
use dialect::ops::views::{ControlPacket, Core, RuntimeSequence};
use dialect::Ir;
use passes::netlist::device_name;
use passes::npu::binary::Select;
use passes::Step;
use runtime_sim::xclbin::{Object, Xclbin};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What [`Design::package`] makes, and how: aiecc's options (mlir-aie's
/// defaults by [`PackageOptions::default`]).
#[derive(Clone, Debug)]
pub struct PackageOptions {
    /// Passes of the default pipeline given options of their own
    /// (aiecc's `--alloc-scheme` and co.), which replace the pipeline's.
    pub pass_options: Vec<Step>,
    /// The static deadlock check (`-Wno-deadlock`: off).
    pub deadlock_check: bool,
    /// How the column control overlay is routed
    /// (`--generate-ctrl-pkt-overlay`, `--load-pdi-to-ctrl-pkt`).
    pub overlay: Overlay,
    /// `-O<n>`, 0 to 3: at 3 the vector-pointer passes run; the level the
    /// cores are lowered at.
    pub opt_level: u8,
    /// Each `load_pdi` expanded to NPU writes (`--expand-load-pdis`).
    pub expand_load_pdis: bool,
    /// The `stack_size` of a core without one (`--default-stack-size`).
    pub default_stack_size: Option<i64>,
    /// The device the products are made for (`--device-name`; `None`:
    /// every device).
    pub device: Option<String>,
    /// The runtime sequence the products are made for (`--sequence-name`;
    /// `None`: every one).
    pub sequence: Option<String>,
    /// Address patches of buffers the firmware does not translate add the
    /// DDR aperture offset (`--fold-ddr-addr-offset`).
    pub fold_ddr_addr_offset: bool,
    /// The products wanted.
    pub products: Products,
    /// The file each runtime sequence's words are written to: `{0}` the
    /// device and `{1}` the sequence, or `{0}` both as `device_sequence`
    /// ([`sequence_file`]); a location map names it.
    pub insts_name: String,
    /// The xclbin's DPU kernel.
    pub kernel: XclbinKernel,
    /// Where the design's file is (or stands): the kernel objects it links
    /// are found as named (from the working directory), else beside it.
    pub design_path: PathBuf,
    /// The stages of the design to keep ([`Artifacts::snapshots`]).
    pub snapshots: Vec<Snapshot>,
    /// Each core's code lowered to the LLVM dialect
    /// ([`Artifacts::cores`]).
    pub core_lowering: bool,
}

impl Default for PackageOptions {
    fn default() -> PackageOptions {
        PackageOptions {
            pass_options: Vec::new(),
            deadlock_check: true,
            overlay: Overlay::Default,
            opt_level: 2,
            expand_load_pdis: false,
            default_stack_size: None,
            device: None,
            sequence: None,
            fold_ddr_addr_offset: true,
            products: Products::default(),
            insts_name: "insts_{0}.bin".into(),
            kernel: XclbinKernel::default(),
            design_path: PathBuf::new(),
            snapshots: Vec::new(),
            core_lowering: false,
        }
    }
}

/// The products [`Design::package`] makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Products {
    /// The NPU instruction words of each runtime sequence.
    pub npu_insts: bool,
    /// With them, each one's location map (`--get-locmap`).
    pub locmap: bool,
    /// Each device's configuration as a transaction (`--get-txn`).
    pub txn: bool,
    /// Each device's configuration as control packets (`--get-ctrlpkt`).
    pub ctrlpkt: bool,
    /// Each device's xclbin.
    pub xclbin: bool,
    /// The control-code ELF.
    pub elf: bool,
    /// The full ELF: the control code with the design and its kernels.
    pub full_elf: bool,
    /// The scratchpad parameter file (`--get-scratchpad-parameters`).
    pub scratchpad_parameters: bool,
    /// Each device's PDI image, the one its xclbin carries (`--get-pdi`).
    pub pdi: bool,
}

/// The DPU kernel an xclbin declares, and the xclbin it adds to.
#[derive(Clone, Debug)]
pub struct XclbinKernel {
    /// Its name (`--xclbin-kernel-name`).
    pub name: String,
    /// Its instance's name (`--xclbin-instance-name`).
    pub instance: String,
    /// Its id (`--xclbin-kernel-id`).
    pub id: u32,
    /// An xclbin to add the kernel and PDIs to (`--xclbin-input`).
    pub base: Option<Xclbin>,
}

impl Default for XclbinKernel {
    fn default() -> XclbinKernel {
        XclbinKernel {
            name: "MLIR_AIE".into(),
            instance: "MLIRAIE".into(),
            id: 0x901,
            base: None,
        }
    }
}

/// A stage of the design to keep: its name (aiecc's file name) and where
/// in the compilation it is taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The name it is kept under (`input_with_addresses.mlir`).
    pub name: String,
    /// Where it is taken.
    pub at: Taken,
}

/// Where in the compilation a [`Snapshot`] is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// As parsed and verified.
    Parsed,
    /// After aiecc's own first step (the default stack size given, the
    /// measured attributes dropped), before the passes.
    Defaulted,
    /// After the last of these passes that runs (none runs: as
    /// [`Taken::Defaulted`]).
    After(&'static [&'static str]),
}

/// What [`Design::package`] made.
#[derive(Debug, Default)]
pub struct Artifacts {
    /// The stages asked for, as they were taken: the index of their
    /// [`PackageOptions::snapshots`] entry and the module's text.
    pub snapshots: Vec<(usize, String)>,
    /// Each core of the devices the products are made for, lowered:
    /// `<device>_core_<col>_<row>` and its text.
    pub cores: Vec<(String, String)>,
    /// The scratchpad parameter file.
    pub scratchpad_parameters: Option<String>,
    /// The NPU instruction words of each runtime sequence (in order; a later
    /// one of the same device and name replaces an earlier one).
    pub insts: Vec<SequenceWords>,
    /// Per device: the design with its configuration as a transaction.
    pub transactions: Vec<(String, String)>,
    /// Per device: its configuration as control packets.
    pub control_packets: Vec<ControlPackets>,
    /// Per device: its PDI image, the one its xclbin carries (the
    /// device's design before CERT lowering, as MLIR text).
    pub pdis: Vec<(String, Vec<u8>)>,
    /// Per device: its xclbin.
    pub xclbins: Vec<(String, Xclbin)>,
    /// The control code (of the first device the products are made for).
    pub control_code: Option<ControlCode>,
    /// The runtime sequences of the design lowered to NPU ops: their
    /// arguments and trace buffers, what a host program passes.
    pub sequences: Vec<Sequence>,
    /// The kernel objects the design links, built for the host (with an
    /// xclbin or a full ELF).
    pub kernels: Vec<Object>,
    /// What each step took, in order (aiecc's `--profile`).
    pub laps: Vec<(String, Duration)>,
}

/// A runtime sequence's NPU instruction words.
#[derive(Clone, Debug)]
pub struct SequenceWords {
    /// The `sym_name` of its device.
    pub device: String,
    /// Its `sym_name`.
    pub sequence: String,
    /// The words.
    pub words: Vec<u32>,
    /// The file they are written to ([`PackageOptions::insts_name`]).
    pub file: String,
    /// Their location map, if asked for ([`Products::locmap`]).
    pub locmap: Option<String>,
}

/// The file name `template` gives runtime sequence `sequence` of `device`:
/// `{0}` the device and `{1}` the sequence, or `{0}` both as
/// `device_sequence`.
pub fn sequence_file(template: &str, device: &str, sequence: &str) -> String {
    if template.contains("{1}") {
        template.replace("{0}", device).replace("{1}", sequence)
    } else {
        template.replace("{0}", &format!("{device}_{sequence}"))
    }
}

/// A device configured by control packets at run time (mlir-aie's
/// `--get-ctrlpkt`).
#[derive(Clone, Debug)]
pub struct ControlPackets {
    /// The device's `sym_name`.
    pub device: String,
    /// The packets' words.
    pub packets: Vec<u32>,
    /// The instruction words of its runtime sequence that send them (from
    /// its new last argument) and go on with the sequence.
    pub sequence_words: Vec<u32>,
    /// A control-code ELF that sends them itself.
    pub elf: Vec<u8>,
}

/// The design's control code.
#[derive(Clone, Debug)]
pub struct ControlCode {
    /// The device it is named for.
    pub device: String,
    /// The control-code ELF (with [`Products::elf`]).
    pub elf: Option<Vec<u8>>,
    /// The full ELF (with [`Products::full_elf`]).
    pub full_elf: Option<Vec<u8>>,
}

impl Design {
    /// The products `options` ask for, made from this design as mlir-aie's
    /// aiecc makes them; the first failure is the error.
    pub fn package(mut self, options: &PackageOptions) -> Result<Artifacts, Error> {
        let o = options;
        let mut out = Artifacts::default();
        let pipeline = o.pipeline();
        let steps = passes::expand(&pipeline.steps());
        let mut stages = Stages {
            at: o.snapshots.iter().map(|s| point(s, &steps)).collect(),
            physical: (o.core_lowering)
                .then(|| steps.iter().rposition(|s| s.pass.flag == PHYSICAL_AFTER))
                .flatten(),
            taken: Vec::new(),
            laps: Vec::new(),
            physical_ir: None,
            done: 0,
        };
        stages.snapshot(Point::Parsed, self.ir());
        default_stacks(self.ir_mut(), o.default_stack_size);
        stages.snapshot(Point::Defaulted, self.ir());
        self.run_observed(&pipeline, &mut stages)?;
        out.snapshots = stages.taken;
        out.laps = stages.laps;
        if let Some(physical) = stages.physical_ir {
            let lowered = lap(&mut out.laps, "core lowering", || core_stages(o, &physical));
            out.cores = lowered.map_err(|e| self.error(e.into_diagnostics()))?;
        }
        let design = self;
        let devices = devices(design.ir(), o)?;
        out.sequences = super::query::sequences(design.ir());
        let p = o.products;
        if p.scratchpad_parameters {
            out.scratchpad_parameters = Some(passes::npu::scratchpad::params_file(design.ir()));
        }
        if p.npu_insts {
            out.insts = lap(&mut out.laps, "npu instructions", || {
                insts(o, &design, &devices)
            })?;
        }
        if p.txn {
            for &dev in &devices {
                let txn = lap(&mut out.laps, "transaction", || txn(&design, dev))?;
                out.transactions.push(txn);
            }
        }
        // With the overlay standalone the full ELF carries the control
        // packets (mlir-aie makes no control-packet files then).
        if p.ctrlpkt && !(o.overlay == Overlay::Standalone && p.full_elf) {
            for &dev in &devices {
                let packets = lap(&mut out.laps, "control packets", || {
                    ctrlpkt(o, &design, dev)
                })?;
                out.control_packets.push(packets);
            }
        }
        if p.pdi {
            for &dev in &devices {
                let name = device_name(design.ir(), dev).to_string();
                let image = passes::netlist::device_text(design.ir(), dev).into_bytes();
                out.pdis.push((name, image));
            }
        }
        if p.xclbin || p.full_elf {
            let all = objects::named(design.ir(), design.ir().top);
            out.kernels = lap(&mut out.laps, "kernel objects", || {
                objects::load(&all, &o.design_path)
            })?;
        }
        if p.xclbin {
            for &dev in &devices {
                let x = lap(&mut out.laps, "xclbin", || {
                    xclbin(o, &design, dev, &out.kernels)
                })?;
                out.xclbins.push(x);
            }
        }
        if p.elf || p.full_elf {
            let mut design = design;
            let text = design.print();
            let ctrl = lap(&mut out.laps, "control code", || {
                lower(&mut design, Pipeline::of(Stage::CertLowering))
            })?;
            let device = device_name(design.ir(), devices[0]).to_string();
            let elf = p.elf.then(|| elf::write(&ctrl));
            let full_elf = p
                .full_elf
                .then(|| artifacts::full_elf(ctrl, text, &out.kernels));
            out.control_code = Some(ControlCode {
                device,
                elf,
                full_elf,
            });
        }
        Ok(out)
    }
}

impl PackageOptions {
    /// The pipeline aiecc runs: the default one up to the NPU ops, with the
    /// passes' options given, the column control overlay, each `load_pdi`
    /// expanded with `expand_load_pdis`, and `-O3`'s vector passes.
    pub fn pipeline(&self) -> Pipeline {
        Pipeline::of(Stage::NpuOps)
            .with_options(self.pass_options.clone())
            .deadlock_check(self.deadlock_check)
            .overlay(self.overlay)
            .hoist_vector_pointers(self.opt_level >= 3)
            .expand_load_pdis(self.expand_load_pdis)
    }
}

/// `f`'s result, its time noted as `what`.
fn lap<T>(laps: &mut Vec<(String, Duration)>, what: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    laps.push((what.to_string(), start.elapsed()));
    out
}

/// Where in the run of `steps` snapshot `s` is taken: after the last step
/// that makes it (none: the design before the passes).
fn point(s: &Snapshot, steps: &[Step]) -> Point {
    match s.at {
        Taken::Parsed => Point::Parsed,
        Taken::Defaulted => Point::Defaulted,
        Taken::After(passes) => steps
            .iter()
            .rposition(|s| passes.contains(&s.pass.flag))
            .map_or(Point::Defaulted, Point::After),
    }
}

/// Where in the compilation a snapshot is taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Point {
    Parsed,
    Defaulted,
    /// After the step of that index.
    After(usize),
}

/// What [`Design::package`] keeps of the design as the passes run: the
/// snapshots, each after the last step that makes it, and each step's
/// time.
struct Stages {
    /// Where each snapshot asked for is taken.
    at: Vec<Point>,
    /// The step after which the design is what the cores are lowered from,
    /// when they are.
    physical: Option<usize>,
    taken: Vec<(usize, String)>,
    laps: Vec<(String, Duration)>,
    physical_ir: Option<Ir>,
    /// The steps done.
    done: usize,
}

impl Stages {
    /// Keeps the snapshots taken at `step`.
    fn snapshot(&mut self, step: Point, ir: &Ir) {
        for (i, _) in self.at.iter().enumerate().filter(|(_, &a)| a == step) {
            self.taken.push((i, dialect::print(ir)));
        }
        if self.physical.map(Point::After) == Some(step) {
            self.physical_ir = Some(ir.clone());
        }
    }
}

impl Observer for Stages {
    fn after_pass(&mut self, step: &Step, ir: &Ir, took: Duration) {
        self.laps.push((format!("--{}", step.pass.flag), took));
        self.snapshot(Point::After(self.done), ir);
        self.done += 1;
    }
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
/// cores are lowered from.
const PHYSICAL_AFTER: &str = "aie-create-pathfinder-flows";

/// Every core of the devices the products are made for, lowered from the
/// design `physical` ([`passes::core_lowering`]): its key
/// (`<device>_core_<col>_<row>`) and text.
fn core_stages(o: &PackageOptions, physical: &Ir) -> Result<Vec<(String, String)>, Error> {
    let mut out = Vec::new();
    let level = passes::core_lowering::Level::from(o.opt_level);
    for dev in passes::netlist::devices(physical) {
        let name = device_name(physical, dev.op).to_string();
        if o.device.as_deref().is_some_and(|d| d != name) {
            continue;
        }
        for tile in passes::core_lowering::cores(physical, dev.op) {
            let (before_ups, after_ups) = Pipeline::core_lowering(&name, tile, level)?;
            let mut ir = physical.clone();
            before_ups.apply(&mut ir)?;
            passes::core_lowering::vectors_to_ups(&mut ir);
            after_ups.apply(&mut ir)?;
            let text = passes::core_lowering::emit(&ir, tile)?;
            out.push((format!("{name}_core_{}_{}", tile.0, tile.1), text));
        }
    }
    Ok(out)
}

/// The devices the products are made for: `o.device`, else all.
fn devices(ir: &Ir, o: &PackageOptions) -> Result<Vec<OpId>, Error> {
    let all: Vec<OpId> = passes::netlist::devices(ir).iter().map(|d| d.op).collect();
    let chosen: Vec<OpId> = all
        .iter()
        .copied()
        .filter(|&d| o.device.as_deref().is_none_or(|n| device_name(ir, d) == n))
        .collect();
    if chosen.is_empty() {
        let names: Vec<&str> = all.iter().map(|&d| device_name(ir, d)).collect();
        return Err(Error::message(match &o.device {
            Some(n) => format!(
                "--device-name {n}: the design's devices are {}",
                names.join(", ")
            ),
            None => "the design has no aie.device".to_string(),
        }));
    }
    Ok(chosen)
}

/// The instruction words of each runtime sequence of `devices` (or
/// `o.sequence`'s).
fn insts(
    o: &PackageOptions,
    design: &Design,
    devices: &[OpId],
) -> Result<Vec<SequenceWords>, Error> {
    let ir = design.ir();
    let mut out = Vec::new();
    for &dev in devices {
        let device = device_name(ir, dev);
        let seqs = ir.views::<RuntimeSequence>(ir.children(dev));
        for seq in seqs.map(|s| s.sym_name(ir)) {
            if o.sequence.as_deref().is_some_and(|n| n != seq) {
                continue;
            }
            let select = Select {
                device: Some(device),
                sequence: Some(seq),
                fold_ddr_addr_offset: o.fold_ddr_addr_offset,
            };
            let file = sequence_file(&o.insts_name, device, seq);
            let locmap = match o.products.locmap {
                true => {
                    let binary = std::path::Path::new(&file)
                        .file_name()
                        .and_then(|f| f.to_str())
                        .unwrap_or("");
                    let json = design
                        .translate(super::Translation::NpuLocmap(select, (device, binary)))?;
                    Some(String::from_utf8_lossy(&json).into_owned())
                }
                false => None,
            };
            out.push(SequenceWords {
                device: device.to_string(),
                sequence: seq.to_string(),
                words: design.npu_words(select)?,
                file,
                locmap,
            });
        }
    }
    if out.is_empty() {
        return Err(Error::message(match &o.sequence {
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
fn txn(design: &Design, dev: OpId) -> Result<(String, String), Error> {
    let device = device_name(design.ir(), dev).to_string();
    let mut design = design.clone();
    design.run(&Pipeline::to_transaction(&device, true)?)?;
    Ok((device, design.print()))
}

/// mlir-aie's `--get-ctrlpkt` for device `dev`: its configuration as
/// control packets; the instruction words of its runtime sequence that send
/// them (from its new last argument) and go on with the sequence; and a
/// control-code ELF that sends them itself.
fn ctrlpkt(o: &PackageOptions, design: &Design, dev: OpId) -> Result<ControlPackets, Error> {
    let (sent, device, sequence, packets) = with_packets(o, design, dev, true)?;
    let select = Select {
        device: Some(&device),
        sequence: Some(&sequence),
        fold_ddr_addr_offset: o.fold_ddr_addr_offset,
    };
    let words = sent.npu_words(select)?;
    let (mut held, ..) = with_packets(o, design, dev, false)?;
    let static_configuration = Pipeline::pass("aie-lower-to-cert", "static-configuration=false")?;
    let ctrl = lower(
        &mut held,
        Pipeline::of(Stage::CertLowering).with_options(vec![static_configuration]),
    )?;
    Ok(ControlPackets {
        device,
        packets,
        sequence_words: words,
        elf: elf::write(&ctrl),
    })
}

/// Device `dev` configured by control packets at run time: its
/// configuration as `aiex.control_packet`s its runtime sequence sends (from
/// its new last argument with `from_argument`, else from a constant global
/// the control code holds) before going on, lowered to NPU ops; with the
/// device's and the sequence's names and the packets' words.
fn with_packets(
    o: &PackageOptions,
    design: &Design,
    dev: OpId,
    from_argument: bool,
) -> Result<(Design, String, String, Vec<u32>), Error> {
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
        super::control_packet_words(ir, select).map_err(|e| design.error(e.into_diagnostics()))?;
    design.run(&Pipeline::send_control_packets(from_argument))?;
    Ok((design, device, sequence, packets))
}

/// The runtime sequence of `dev` the configuration went into: `o.sequence`,
/// else the first with control packets, else the first (a configuration of
/// single writes alone makes no packets).
fn sequence_with_packets(o: &PackageOptions, ir: &Ir, dev: OpId) -> Result<String, Error> {
    let seqs: Vec<RuntimeSequence> = ir
        .views::<RuntimeSequence>(ir.children(dev))
        .filter(|s| o.sequence.as_deref().is_none_or(|n| n == s.sym_name(ir)))
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
            Error::message(match &o.sequence {
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

/// The xclbin of device `dev` ([`Design::xclbin`]), added to the base
/// xclbin if given.
fn xclbin(
    o: &PackageOptions,
    design: &Design,
    dev: OpId,
    objects: &[Object],
) -> Result<(String, Xclbin), Error> {
    let spec = XclbinSpec {
        base: o.kernel.base.clone(),
        kernel_name: &o.kernel.name,
        instance_name: &o.kernel.instance,
        kernel_id: o.kernel.id,
        sequence: o.sequence.as_deref(),
    };
    let x = design.xclbin(dev, spec, objects)?;
    Ok((device_name(design.ir(), dev).to_string(), x))
}

/// The design lowered on to CERT control code by `pipeline`, assembled.
fn lower(design: &mut Design, pipeline: Pipeline) -> Result<CtrlElf, Error> {
    design.run(&pipeline)?;
    design.ctrl_elf()
}
