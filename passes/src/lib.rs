//! aiec's transformation passes over the `aie` dialect IR, and the pass
//! manager that runs them in command-line order.
//!
//! Every pass is registered once in [`PASSES`] with its aie-opt flag spelling,
//! its options, its doc page and its entry point; the command line, `--help`
//! and the pass reference of docs/passes.md ([`reference_markdown`]) are
//! derived from that table.

mod assign_bd_ids;
mod assign_buffer_addresses;
mod assign_lock_ids;
mod canonicalize;
pub mod cert;
mod find_flows;
pub mod lift;
mod lower_broadcast_packet;
mod lower_cascade_flows;
pub mod manager;
pub mod netlist;
pub mod npu;
mod objectfifo;
pub mod options;
mod reference;
pub mod route;
mod symbols;
mod trace;

pub use manager::{run, Config, Step};
pub use options::{Args, PassOption};
pub use reference::reference_markdown;

use dialect::{Diagnostic, Ir};

/// A registered pass.
pub struct Pass {
    /// The flag, as aie-opt spells it (without dashes).
    pub flag: &'static str,
    /// The pass's name in mlir-aie (shown by `--mlir-print-ir-after-all` and `--mlir-timing`).
    pub name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The page of docs/ that describes it, with an optional `#section`.
    pub doc: &'static str,
    /// The options it takes (`--flag="name=value ..."`).
    pub options: &'static [PassOption],
    /// Runs the pass; an error diagnostic means the pass failed.
    pub run: fn(&mut Ir, &Args) -> Vec<Diagnostic>,
}

/// Every pass aiec knows, in the order of the default pipeline.
pub static PASSES: &[Pass] = &[
    canonicalize::PASS,
    trace::insert_flows::PASS,
    trace::to_config::PASS,
    trace::pack::PASS,
    trace::inline::PASS,
    objectfifo::PASS,
    lower_cascade_flows::PASS,
    lower_broadcast_packet::PASS,
    assign_lock_ids::PASS,
    assign_buffer_addresses::PASS,
    assign_bd_ids::PASS,
    route::PASS,
    find_flows::PASS,
    npu::materialize::PASS,
    npu::expand_load_pdi::PASS,
    npu::bd_chains::PASS,
    npu::substitute_shim_dma_allocations::PASS,
    npu::bd_ids::PASS,
    npu::dma_tasks::PASS,
    npu::lower_set_lock::PASS,
    npu::dma_to_npu::PASS,
    cert::to_cert::PASS,
    cert::lower::PASS,
    cert::pages::PASS,
];

/// The default pipeline behind `--emit=ctrl-asm|ctrl-elf` on MLIR input
/// (decisions.md): a netlist with objectfifos and flows to CERT jobs. Every
/// pass is idempotent, so flags given before it do no harm.
pub const DEFAULT_PIPELINE: &[&str] = &[
    "aie-insert-trace-flows",
    "aie-trace-to-config",
    "aie-trace-pack-reg-writes",
    "aie-inline-trace-config",
    "aie-objectFifo-stateful-transform",
    "aie-lower-cascade-flows",
    "aie-lower-broadcast-packet",
    "aie-assign-lock-ids",
    "aie-assign-buffer-addresses",
    "aie-assign-bd-ids",
    "aie-create-pathfinder-flows",
    "aie-materialize-runtime-sequences",
    "aie-materialize-bd-chains",
    "aie-substitute-shim-dma-allocations",
    "aie-assign-runtime-sequence-bd-ids",
    "aie-dma-tasks-to-npu",
    "aie-lower-set-lock",
    "aie-dma-to-npu",
    "canonicalize",
    "aie-lower-to-cert",
    "cert-legalize-pages",
];

/// The steps of [`DEFAULT_PIPELINE`] up to and including `stop_after` (a
/// flag, with or without dashes, or an mlir-aie pass name), with default
/// options. An unknown or absent name is an error listing the pipeline.
pub fn default_pipeline(stop_after: Option<&str>) -> Result<Vec<Step>, String> {
    let mut steps = Vec::new();
    let wanted = stop_after.map(|s| s.trim_start_matches('-'));
    for flag in DEFAULT_PIPELINE {
        let pass = lookup(flag).expect("the default pipeline names registered passes");
        let args = Args::parse(pass.options, "").expect("defaults parse");
        steps.push(Step { pass, args });
        if wanted.is_some_and(|w| w == pass.flag || w == pass.name) {
            return Ok(steps);
        }
    }
    match wanted {
        None => Ok(steps),
        Some(w) => Err(format!(
            "--stop-after={w}: not a pass of the default pipeline; it runs {}",
            DEFAULT_PIPELINE.join(", ")
        )),
    }
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
