//! aiec's transformation passes over the `aie` dialect IR, and the pass
//! manager that runs them in command-line order.
//!
//! Every pass is registered once in [`PASSES`] with its aie-opt flag spelling,
//! its options, its doc page and its entry point; the command line, `--help`
//! and the pass reference of docs/passes.md ([`reference_markdown`]) are
//! derived from that table.

mod aiex_standard_lowering;
mod assign_bd_ids;
mod assign_buffer_addresses;
mod assign_core_link_files;
mod assign_lock_ids;
pub mod bcf;
mod canonicalize;
mod canonicalize_device;
pub mod cert;
mod config;
mod core_forever_loops;
pub mod core_lowering;
pub mod cse;
pub mod ctrl_packet;
mod deadlock;
pub mod device_info;
mod divisors;
mod globals;
pub mod ldscript;
mod localize_locks;
mod lower_broadcast_packet;
mod lower_cascade_flows;
mod lower_multicast;
pub mod manager;
pub mod netlist;
mod normalize_address_spaces;
mod normalize_dma_bd_dims;
pub mod npu;
mod objectfifo;
pub mod options;
pub mod pipeline;
pub mod place;
mod reference;
pub mod resources;
mod retype;
pub mod route;
mod scf_to_cf;
mod standard_lowering;
mod symbols;
mod trace;
mod transform_bfp_types;
pub mod upstream;
mod vector;
mod words;
pub mod write_configs;

pub use config::{cdo, xaie};
pub use manager::{expand, run, Config, Step};
pub use options::{Args, PassOption};
pub use reference::reference_markdown;

use dialect::{Diagnostic, Ir};

/// A registered pass.
pub struct Pass {
    /// The flag, as aie-opt spells it (without dashes).
    pub flag: &'static str,
    /// The pass's name in mlir-aie (shown by `--mlir-print-ir-after-all` and `--mlir-timing`).
    pub name: &'static str,
    /// The op it runs on, as mlir-aie anchors it.
    pub anchor: Anchor,
    /// It reads tile positions: on a device that still has an
    /// `aie.logical_tile` it is not run, and the tile is reported.
    pub needs_placed_tiles: bool,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The page of docs/ that describes it, with an optional `#section`.
    pub doc: &'static str,
    /// The options it takes (`--flag="name=value ..."`).
    pub options: &'static [PassOption],
    /// What it does: a transformation, or a pipeline of other passes.
    pub body: Body,
}

/// What running a pass does.
#[derive(Clone, Copy)]
pub enum Body {
    /// Runs the transformation; an error diagnostic means the pass failed.
    Run(fn(&mut Ir, &Args) -> Vec<Diagnostic>),
    /// Expands, from the pass's options, into the steps the pass manager
    /// runs in its place, each as any other step: verified, timed and
    /// reported under its own name (MLIR's `PassPipelineRegistration`).
    Pipeline(fn(&Args) -> Vec<Step>),
}

/// The op a pass runs on (MLIR's anchor: where it may be nested in a
/// `--pass-pipeline`, and what `--mlir-print-ir-*` prints).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// `builtin.module`.
    Module,
    /// Each `aie.device`.
    Device,
    /// Any op (an op-agnostic pass such as `canonicalize`).
    Any,
}

impl Anchor {
    /// The anchor op's name (`any` for op-agnostic passes).
    pub fn op_name(self) -> &'static str {
        match self {
            Anchor::Module => dialect::ir::MODULE_OP,
            Anchor::Device => dialect::ir::OpKind::Device.name(),
            Anchor::Any => "any",
        }
    }
}

/// `--list-passes`: every pass with its anchor, summary and options.
pub fn list() -> String {
    let width = PASSES.iter().map(|p| p.flag.len()).max().unwrap_or(0);
    let mut out = String::from(
        "Passes (--<name>[=\"option=value ...\"] or --pass-pipeline='builtin.module(...)'):\n",
    );
    for p in PASSES {
        out.push_str(&format!(
            "  {:width$}  [{}] {}\n",
            p.flag,
            p.anchor.op_name(),
            p.summary
        ));
        for o in p.options {
            out.push_str(&format!(
                "  {:width$}    {}={} — {}\n",
                "", o.name, o.default, o.help
            ));
        }
    }
    out
}

/// Every pass aiec knows, in the order of the default pipeline.
pub static PASSES: &[Pass] = &[
    canonicalize::PASS,
    cse::PASS,
    place::PASS,
    trace::insert_flows::PASS,
    trace::to_config::PASS,
    trace::pack::PASS,
    trace::inline::PASS,
    trace::fuse::PASS,
    objectfifo::auto_packetize::PASS,
    objectfifo::PASS,
    objectfifo::UNROLL_PASS,
    objectfifo::liveness::PASS,
    objectfifo::pools::SPLIT,
    objectfifo::pools::VERIFY,
    objectfifo::pools::ASSIGN_PACKET_IDS,
    objectfifo::pools::ALLOCATE,
    objectfifo::pools::LOWER_DMAS,
    objectfifo::pools::LOWER_CORES,
    objectfifo::pools::ERASE_POOLS,
    lower_cascade_flows::PASS,
    lower_broadcast_packet::PASS,
    lower_multicast::PASS,
    ctrl_packet::ids::ASSIGN,
    ctrl_packet::ids::INFER,
    ctrl_packet::overlay::PASS,
    assign_lock_ids::PASS,
    assign_buffer_addresses::PASS,
    assign_buffer_addresses::PREPARE,
    assign_bd_ids::PASS,
    vector::hoist::PASS,
    vector::transfer_lowering::PASS,
    vector::pointer_loops::PASS,
    deadlock::PASS,
    route::PASS,
    route::find_flows::PASS,
    ctrl_packet::to_dma::PASS,
    npu::materialize::PASS,
    npu::resolve_patches::PASS,
    config::expand_load_pdi::PASS,
    config::to_transaction::PASS,
    config::to_transaction::CONTROL_PACKETS_PASS,
    ctrl_packet::from_transaction::PASS,
    ctrl_packet::from_transaction::LEGALIZE_PASS,
    npu::bd_chains::PASS,
    npu::substitute_shim_dma_allocations::PASS,
    npu::scratchpad::PASS,
    npu::unroll_loops::PASS,
    npu::decompose::PASS,
    npu::split_repeats::PASS,
    npu::lower_dynamic_bd_pool::PASS,
    npu::bd_pool::PASS,
    npu::reserve_bd_ids::PASS,
    npu::bd_ids::PASS,
    npu::dma_tasks::PASS,
    npu::verify_rearm::PASS,
    npu::reset::FOR_PASS,
    npu::reset::DMA_PASS,
    npu::lower_set_lock::PASS,
    npu::dma_to_npu::PASS,
    write_configs::CONVERT_AIEX_TO_EMITC,
    npu::reset::CORE_PASS,
    npu::buffer_clear::PASS,
    cert::to_cert::PASS,
    cert::lower::PASS,
    cert::pages::PASS,
    cert::verify::PASS,
    canonicalize_device::PASS,
    localize_locks::PASS,
    standard_lowering::PASS,
    aiex_standard_lowering::PASS,
    assign_core_link_files::PASS,
    normalize_address_spaces::PASS,
    normalize_dma_bd_dims::PASS,
    core_forever_loops::PASS,
    transform_bfp_types::PASS,
    scf_to_cf::PASS,
    vector::split_ups::PASS,
];

/// The default pipeline behind `--emit=ctrl-asm|ctrl-elf` on MLIR input
/// (decisions.md): a netlist with objectfifos and flows to CERT jobs. Every
/// pass is idempotent, so flags given before it do no harm. An entry
/// `flag=options` runs the pass with those options.
pub const DEFAULT_PIPELINE: &[&str] = &[
    "aie-place-tiles",
    "aie-insert-trace-flows=require-host-config=false",
    "aie-trace-to-config",
    "aie-trace-pack-reg-writes",
    "aie-inline-trace-config",
    "aie-fuse-trace-buffers",
    "aie-lower-scratchpad-parameters",
    "aie-objectFifo-stateful-transform",
    "aie-lower-cascade-flows",
    "aie-lower-broadcast-packet",
    "aie-lower-multicast",
    "aie-ctrl-packet-infer-tiles",
    "aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=control-packets",
    "aie-assign-lock-ids",
    "aie-assign-buffer-addresses",
    "aie-reserve-runtime-bd-ids",
    "aie-assign-bd-ids",
    "aie-vector-transfer-lowering",
    "aie-check-deadlock",
    "aie-create-pathfinder-flows",
    "aie-check-deadlock=routed",
    "aie-ctrl-packet-to-dma",
    "aie-materialize-runtime-sequences",
    "aie-resolve-address-patch-buffers",
    "aie-materialize-bd-chains",
    "aie-substitute-shim-dma-allocations",
    "aie-unroll-runtime-sequence-loops",
    "aie-decompose-large-dma-bd",
    "aie-split-long-repeats",
    "aie-resolve-bd-pool",
    "aie-assign-runtime-sequence-bd-ids",
    "aie-dma-tasks-to-npu",
    "aie-lower-dma-channel-reset",
    "aie-lower-set-lock",
    "aie-dma-to-npu",
    "aie-lower-core-reset",
    "aie-lower-buffer-clear",
    "canonicalize",
    "aie-lower-to-cert",
    "cert-legalize-pages",
];

/// The deadlock check of the default pipeline, which `-Wno-deadlock` leaves
/// out (docs/deadlocks.md).
pub const DEADLOCK_CHECK: &str = "aie-check-deadlock";

/// The steps of [`DEFAULT_PIPELINE`] up to and including `stop_after` (a
/// flag, with or without dashes, or an mlir-aie pass name), with the
/// pipeline's options. An unknown or absent name is an error listing the pipeline.
pub fn default_pipeline(stop_after: Option<&str>) -> Result<Vec<Step>, String> {
    let mut steps = Vec::new();
    let wanted = stop_after.map(|s| s.trim_start_matches('-'));
    for entry in DEFAULT_PIPELINE {
        let (flag, options) = entry.split_once('=').unwrap_or((entry, ""));
        let pass = lookup(flag).expect("the default pipeline names registered passes");
        let args = Args::parse(pass.options, options).expect("the pipeline's options parse");
        steps.push(Step::new(pass, args));
        if wanted.is_some_and(|w| w == pass.flag || w == pass.name) {
            return Ok(steps);
        }
    }
    match wanted {
        None => Ok(steps),
        Some(w) => Err(format!(
            "--stop-after={w}: not a pass of the default pipeline; it runs {}",
            DEFAULT_PIPELINE
                .iter()
                .map(|e| e.split_once('=').map_or(*e, |(flag, _)| flag))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The pass after which the default pipeline has lowered runtime sequences
/// to NPU ops, before the CERT lowering.
pub const NPU_OPS_AFTER: &str = "canonicalize";

/// The form of `pass` for an output that is the control code alone (no IR
/// printed): the CERT lowering and pager in their program forms
/// ([`cert::lower::FOR_PROGRAM`] and the pager's), any other pass itself.
pub fn in_program_form(pass: &'static Pass) -> &'static Pass {
    if pass.flag == cert::lower::PASS.flag {
        &cert::lower::FOR_PROGRAM
    } else if pass.flag == cert::pages::PASS.flag {
        &cert::pages::FOR_PROGRAM
    } else {
        pass
    }
}

/// Whether `pass` is the program form of a CERT pass: it leaves the input
/// of `cert::program::build`, not IR anyone prints, so it is not verified.
pub(crate) fn program_form(pass: &Pass) -> bool {
    std::ptr::eq(pass, &cert::lower::FOR_PROGRAM) || std::ptr::eq(pass, &cert::pages::FOR_PROGRAM)
}

/// The pass registered under `flag`.
pub fn lookup(flag: &str) -> Option<&'static Pass> {
    PASSES.iter().find(|p| p.flag == flag)
}

impl std::fmt::Debug for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "--{}", self.flag)
    }
}
