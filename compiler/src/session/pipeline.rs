//! [`Pipeline`]: the one place where the passes a design runs are composed:
//! passes given, the default pipeline ([`passes::DEFAULT_PIPELINE`]) to a
//! [`Stage`] with their options over its own, and the options of aiec's
//! tools (the deadlock check, aiecc's control-packet overlay, `-O3`
//! hoisting, `load_pdi` expansion) as switches of it.

use super::Error;
use passes::Step;

/// How much of the default pipeline a [`Pipeline`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// None of it: the passes given alone.
    Nothing,
    /// All of it: the design lowered to CERT control code.
    ControlCode,
    /// Up to the NPU ops ([`passes::NPU_OPS_AFTER`]), as mlir-aie's aiecc
    /// lowers runtime sequences: what an xclbin's PDI image holds, NPU
    /// instruction words are translated from, and the C++ generator of the
    /// instruction stream (`--aie-npu-to-cpp`) reads. A sequence that keeps
    /// loops or conditions on run-time values draws its BD ids from the
    /// pool at run time (`--aie-lower-dynamic-bd-pool`, before the pool is
    /// resolved for the others) and stays whole (docs/runtime-sequence.md,
    /// "C++ generators of the instruction stream").
    NpuOps,
    /// The rest after [`Stage::NpuOps`]: the CERT lowering, with which the
    /// host runtime and aiecc finish such a design.
    CertLowering,
    /// Up to and including this pass (`--stop-after`).
    StopAfter(&'static str),
}

/// Whether and how the column control overlay (mlir-aie's
/// `--generate-ctrl-pkt-overlay`) is routed: a shim DMA channel to every
/// tile's TileControl port, before the object FIFOs are lowered (which
/// then take other channels).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    /// As the default pipeline routes it (for control packets the design
    /// has).
    #[default]
    Default,
    /// Routed for every tile (`--generate-ctrl-pkt-overlay`).
    Routed,
    /// Routed, and also a device of its own, `@ctrl_pkt_overlay`, which
    /// `load_pdi`s sent as control packets load first
    /// (`--load-pdi-to-ctrl-pkt`).
    Standalone,
}

/// The passes a design runs: a value, composed into steps by
/// [`Pipeline::steps`] alone.
#[derive(Clone, Debug)]
pub struct Pipeline {
    /// Passes run first, in order (aiec's pass flags).
    first: Vec<Step>,
    /// How much of the default pipeline runs after them.
    stage: Stage,
    /// Passes whose options replace the default pipeline's for that pass;
    /// those not in it run before it, in order.
    options: Vec<Step>,
    deadlock_check: bool,
    overlay: Overlay,
    hoist_vector_pointers: bool,
    expand_load_pdis: bool,
    program_form: bool,
    verify_each: bool,
    #[cfg(feature = "mlir")]
    upstream: Option<String>,
}

/// At `-O3`, `--aie-hoist-vector-transfer-pointers` runs before this pass
/// (before the object FIFOs are lowered, as in mlir-aie's aiecc).
const HOIST_BEFORE: &str = "aie-lower-scratchpad-parameters";

/// At `-O3`, `--aie-vector-to-pointer-loops` runs after this pass.
const POINTER_LOOPS_AFTER: &str = "aie-vector-transfer-lowering";

/// The router: the last pass of [`Pipeline::to_routing`].
const ROUTER: &str = "aie-create-pathfinder-flows";

/// The pass that routes the column control overlay.
const OVERLAY: &str = "aie-generate-column-control-overlay";

/// The pass before which aiecc's overlay is routed.
const OVERLAY_BEFORE: &str = "aie-objectFifo-stateful-transform";

/// What [`Overlay::Standalone`] runs on the NPU ops, before the packets
/// are sent ([`packets_sent`]): each `load_pdi` of a device as a load of
/// `@ctrl_pkt_overlay` and control packets, which the runtime sequence
/// sends through the overlay's shim DMA channels. After the rest of the
/// pipeline, so that the devices loaded are as their PDIs hold them (the
/// core images of the packets name them by their text).
const LOAD_PDI_AS_PACKETS: &str = "aie-expand-load-pdi";

/// The pass that gives runtime sequences their BD ids from the pool; at
/// [`Stage::NpuOps`] it keeps the sequences that draw them at run time
/// ([`RUN_TIME_BD_IDS`], which runs before it), as they are.
const RESOLVE_BD_POOL: &str = "aie-resolve-bd-pool";

/// The pass that draws BD ids from the pool at run time in sequences with
/// loops or conditions on run-time values.
const RUN_TIME_BD_IDS: &str = "aie-lower-dynamic-bd-pool";

/// The passes that make control packets legal and name the tiles they
/// write, after they are made.
const PACKETS_PREPARED: [&str; 2] = ["aie-legalize-ctrl-packet", "aie-ctrl-packet-infer-tiles"];

impl Default for Pipeline {
    fn default() -> Pipeline {
        Pipeline::of(Stage::Nothing)
    }
}

impl Pipeline {
    /// The default pipeline to `stage`, with the deadlock check, verifying
    /// after each pass.
    pub fn of(stage: Stage) -> Pipeline {
        Pipeline {
            first: Vec::new(),
            stage,
            options: Vec::new(),
            deadlock_check: true,
            overlay: Overlay::Default,
            hoist_vector_pointers: false,
            expand_load_pdis: false,
            program_form: false,
            verify_each: true,
            #[cfg(feature = "mlir")]
            upstream: None,
        }
    }

    /// The whole default pipeline: to CERT control code.
    pub fn to_control_code() -> Pipeline {
        Pipeline::of(Stage::ControlCode)
    }

    /// The default pipeline up to and including pass `name` (a flag, with
    /// or without dashes, or an mlir-aie pass name); an error lists the
    /// pipeline's passes.
    pub fn stop_after(name: &str) -> Result<Pipeline, Error> {
        let steps = passes::default_pipeline(Some(name)).map_err(Error::message)?;
        let last = steps.last().expect("the pipeline has the pass").pass.flag;
        Ok(Pipeline::of(Stage::StopAfter(last)))
    }

    /// The default pipeline up to and including the router: what a
    /// routing dump of a design given no pass shows.
    pub fn to_routing() -> Pipeline {
        Pipeline::of(Stage::StopAfter(ROUTER))
    }

    /// What the C++ generator of the instruction stream (`--aie-npu-to-cpp`)
    /// runs on `ir` given no pass: the default pipeline up to the NPU ops
    /// while a runtime sequence still holds ops above them (DMA tasks,
    /// transfers, waits: [`passes::npu::to_cpp::needs_lowering`]), else
    /// nothing.
    pub fn for_npu_cpp(ir: &dialect::Ir) -> Pipeline {
        match passes::npu::to_cpp::needs_lowering(ir) {
            true => Pipeline::of(Stage::NpuOps),
            false => Pipeline::default(),
        }
    }

    /// The passes that lower the core at `tile` of device `device` of a
    /// routed design to the standard dialects, as mlir-aie's aiecc lowers a
    /// core for its core compilers (steps 1 and 3 of
    /// [`passes::core_lowering`]): `before_ups` runs before the vector
    /// extensions become `aievec.ups`, the rest after (`-O3`'s
    /// `--aievec-split-load-ups-chains`).
    pub fn core_lowering(
        device: &str,
        tile: (i64, i64),
        level: passes::core_lowering::Level,
    ) -> Result<(Pipeline, Pipeline), Error> {
        let standard = format!("device={device} tilecol={} tilerow={}", tile.0, tile.1);
        let before_ups = vec![
            known("aie-localize-locks", ""),
            known("aie-normalize-address-spaces", ""),
            known("aie-transform-bfp-types", ""),
            Pipeline::pass("aie-standard-lowering", &standard)?,
            known("aiex-standard-lowering", ""),
            known("aie-scf-to-control-flow", ""),
        ];
        let after_ups = match level.split_load_ups {
            true => vec![known("aievec-split-load-ups-chains", "")],
            false => Vec::new(),
        };
        Ok((Pipeline::passes(before_ups), Pipeline::passes(after_ups)))
    }

    /// `steps` alone, in order.
    pub fn passes(steps: Vec<Step>) -> Pipeline {
        Pipeline::default().with_first(steps)
    }

    /// Device `device`'s configuration as the NPU writes of a `@configure`
    /// runtime sequence (`--convert-aie-to-transaction`; mlir-aie's aiecc
    /// `--get-txn`), its DMA channels reset first with `reset_dmas`.
    pub fn to_transaction(device: &str, reset_dmas: bool) -> Result<Pipeline, Error> {
        Ok(Pipeline::passes(vec![transaction(device, reset_dmas)?]))
    }

    /// Device `device`'s configuration as `aiex.control_packet`s its
    /// runtime sequence sends before going on (mlir-aie's aiecc
    /// `--get-ctrlpkt`): the transaction as control packets, legalized,
    /// the tiles they write named.
    pub fn to_control_packets(device: &str) -> Result<Pipeline, Error> {
        let mut steps = vec![
            transaction(device, false)?,
            known("aie-txn-to-ctrl-packet", ""),
        ];
        steps.extend(PACKETS_PREPARED.map(|flag| known(flag, "")));
        Ok(Pipeline::passes(steps))
    }

    /// The control packets of the runtime sequences sent by shim DMA, as
    /// NPU ops: read from a new last argument of the sequence with
    /// `from_argument` (mlir-aie's lowering), else from a constant global
    /// the control code holds.
    pub fn send_control_packets(from_argument: bool) -> Pipeline {
        Pipeline::passes(packets_sent(from_argument))
    }

    /// MLIR's textual pass pipeline (`builtin.module(aie.device(pass{option=value}))`).
    pub fn parse(text: &str) -> Result<Pipeline, Error> {
        let steps = passes::pipeline::parse(text).map_err(|e| {
            let error = Error::message(format!(
                "pass pipeline, at offset {}: {}",
                e.offset, e.message
            ));
            match e.help {
                Some(help) => error.with_help(help),
                None => error,
            }
        })?;
        Ok(Pipeline::passes(steps))
    }

    /// Pass `flag` with `options` (`name=value ...`), as a step.
    pub fn pass(flag: &str, options: &str) -> Result<Step, Error> {
        let pass =
            passes::lookup(flag).ok_or_else(|| Error::message(format!("no pass --{flag}")))?;
        let args = passes::Args::parse(pass.options, options)
            .map_err(|e| Error::message(format!("--{flag}: {e}")))?;
        Ok(Step::new(pass, args))
    }

    /// The pipeline with `steps` run first, in order, before the default
    /// pipeline's passes (which run again: every pass is idempotent).
    pub fn with_first(mut self, steps: Vec<Step>) -> Pipeline {
        self.first = steps;
        self
    }

    /// The pipeline with `steps` given: a pass of the default pipeline runs
    /// with the options given here (the last given); the others run before
    /// the default pipeline, in order.
    pub fn with_options(mut self, steps: Vec<Step>) -> Pipeline {
        self.options = steps;
        self
    }

    /// With or without the static deadlock check (`-Wno-deadlock`: without).
    pub fn deadlock_check(mut self, on: bool) -> Pipeline {
        self.deadlock_check = on;
        self
    }

    /// How the column control overlay is routed.
    pub fn overlay(mut self, overlay: Overlay) -> Pipeline {
        self.overlay = overlay;
        self
    }

    /// `-O3`'s vector passes: `--aie-hoist-vector-transfer-pointers` and
    /// `--aie-vector-to-pointer-loops`.
    pub fn hoist_vector_pointers(mut self, on: bool) -> Pipeline {
        self.hoist_vector_pointers = on;
        self
    }

    /// Each `load_pdi` as the device's configuration in NPU writes, after
    /// the pipeline (`--expand-load-pdis`).
    pub fn expand_load_pdis(mut self, on: bool) -> Pipeline {
        self.expand_load_pdis = on;
        self
    }

    /// The CERT lowering in the forms that leave control code alone, not
    /// IR to print ([`passes::in_program_form`]): for an output that is
    /// the control code and nothing else.
    pub fn program_form(mut self, on: bool) -> Pipeline {
        self.program_form = on;
        self
    }

    /// Whether the IR is verified after each pass that edits it (default:
    /// yes; `--verify-each=false`).
    pub fn verify_each(mut self, on: bool) -> Pipeline {
        self.verify_each = on;
        self
    }

    /// Upstream MLIR passes (mlir-opt's textual pipeline) run on the
    /// verified design before aiec's own, through a round trip in generic
    /// form ([`crate::upstream`]).
    #[cfg(feature = "mlir")]
    pub fn upstream(mut self, pipeline: Option<String>) -> Pipeline {
        self.upstream = pipeline;
        self
    }

    #[cfg(feature = "mlir")]
    pub(super) fn upstream_pipeline(&self) -> Option<&str> {
        self.upstream.as_deref()
    }

    /// How passes run: verified after each or not.
    pub(super) fn config(&self) -> passes::Config {
        passes::Config {
            verify_each: self.verify_each,
        }
    }

    /// Runs the pipeline on `ir`, verified, which no [`super::Design`]
    /// holds (an IR built in memory, a copy being finished): the passes'
    /// warnings, or an error with every diagnostic of the run, whose spans
    /// index whatever `ir` was read from.
    pub fn apply(&self, ir: &mut dialect::Ir) -> Result<Vec<dialect::Diagnostic>, Error> {
        self.apply_observed(ir, &mut super::run::Quiet)
    }

    /// [`Pipeline::apply`], telling `observer` of each pass (its IR dumps:
    /// the Python package's `PassManager.enable_ir_printing`).
    pub fn apply_observed(
        &self,
        ir: &mut dialect::Ir,
        observer: &mut dyn super::Observer,
    ) -> Result<Vec<dialect::Diagnostic>, Error> {
        let ds = super::run::run(ir, self, None, observer);
        match super::has_error(&ds) {
            true => Err(Error::from_diagnostics(ds)),
            false => Ok(ds),
        }
    }

    /// How much of the default pipeline it runs.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Whether it runs no pass at all.
    pub fn is_empty(&self) -> bool {
        self.steps().is_empty()
    }

    /// The steps, in run order.
    pub fn steps(&self) -> Vec<Step> {
        let default: Vec<Step> = self
            .default_steps()
            .into_iter()
            .filter(|s| self.deadlock_check || s.pass.flag != passes::DEADLOCK_CHECK)
            .collect();
        let in_default = |s: &Step| default.iter().any(|p| p.pass.flag == s.pass.flag);
        let mut steps = self.first.clone();
        steps.extend(self.options.iter().filter(|s| !in_default(s)).cloned());
        let overlay = self.overlay != Overlay::Default;
        for step in default {
            let step = self.given_options(step);
            let flag = step.pass.flag;
            if self.hoist_vector_pointers && flag == HOIST_BEFORE {
                steps.push(known("aie-hoist-vector-transfer-pointers", ""));
            }
            if overlay && flag == OVERLAY {
                continue;
            }
            if overlay && flag == OVERLAY_BEFORE {
                steps.push(known(OVERLAY, self.overlay_routes()));
            }
            steps.push(step);
            if self.hoist_vector_pointers && flag == POINTER_LOOPS_AFTER {
                steps.push(known("aie-vector-to-pointer-loops", ""));
            }
        }
        if self.expand_load_pdis {
            steps.push(known("aie-expand-load-pdi", ""));
        }
        if self.overlay == Overlay::Standalone {
            steps.push(known(LOAD_PDI_AS_PACKETS, "ctrl-pkt=true"));
            steps.extend(PACKETS_PREPARED.map(|flag| known(flag, "")));
            steps.extend(packets_sent(false));
        }
        if self.program_form {
            for step in &mut steps {
                step.pass = passes::in_program_form(step.pass);
            }
        }
        steps
    }

    /// The default pipeline's steps for the stage.
    fn default_steps(&self) -> Vec<Step> {
        let whole = || passes::default_pipeline(None).expect("the default pipeline");
        match self.stage {
            Stage::Nothing => Vec::new(),
            Stage::ControlCode => whole(),
            Stage::NpuOps => {
                let to_npu_ops = passes::default_pipeline(Some(passes::NPU_OPS_AFTER))
                    .expect("the default pipeline has the pass");
                let mut steps = Vec::new();
                for step in to_npu_ops {
                    match step.pass.flag {
                        RESOLVE_BD_POOL => steps.extend([
                            known(RUN_TIME_BD_IDS, ""),
                            known(RESOLVE_BD_POOL, "run-time-flow=keep"),
                        ]),
                        _ => steps.push(step),
                    }
                }
                steps
            }
            Stage::CertLowering => {
                let all = whole();
                let split = all
                    .iter()
                    .position(|s| s.pass.flag == passes::NPU_OPS_AFTER)
                    .map_or(0, |i| i + 1);
                all.into_iter().skip(split).collect()
            }
            Stage::StopAfter(flag) => {
                passes::default_pipeline(Some(flag)).expect("checked by Pipeline::stop_after")
            }
        }
    }

    /// `step` with the options given for its pass, if any (the last given).
    fn given_options(&self, step: Step) -> Step {
        let given = self
            .options
            .iter()
            .rev()
            .find(|s| s.pass.flag == step.pass.flag);
        given.cloned().unwrap_or(step)
    }

    /// The overlay pass's options for [`Overlay::Routed`] and
    /// [`Overlay::Standalone`].
    fn overlay_routes(&self) -> &'static str {
        match self.overlay {
            Overlay::Standalone => "route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true",
            _ => "route-shim-to-tct=disable route-shim-to-tile-ctrl=true",
        }
    }
}

/// `--convert-aie-to-transaction` of device `device`.
fn transaction(device: &str, reset_dmas: bool) -> Result<Step, Error> {
    let reset = if reset_dmas { " reset-dmas=true" } else { "" };
    Pipeline::pass(
        "convert-aie-to-transaction",
        &format!("device-name={device}{reset}"),
    )
}

/// The passes that send a runtime sequence's control packets by shim DMA
/// and lower the transfers to NPU ops ([`Pipeline::send_control_packets`]).
fn packets_sent(from_argument: bool) -> Vec<Step> {
    vec![
        known(
            "aie-ctrl-packet-to-dma",
            &format!("from-argument={from_argument}"),
        ),
        known("aie-substitute-shim-dma-allocations", ""),
        known("aie-dma-to-npu", ""),
        known("canonicalize", ""),
    ]
}

/// Pass `flag` with `options`, both known to be registered and valid.
fn known(flag: &str, options: &str) -> Step {
    Pipeline::pass(flag, options).expect("a registered pass with valid options")
}
