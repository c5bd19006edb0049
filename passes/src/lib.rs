//! aiec's transformation passes over the `aie` dialect IR, and the pass
//! manager that runs them in command-line order.
//!
//! Every pass is registered once in [`PASSES`] with its aie-opt flag spelling,
//! its options and its entry point; the command line, `--help` and the docs
//! are derived from that table.

mod assign_bd_ids;
mod assign_buffer_addresses;
mod assign_lock_ids;
mod canonicalize;
pub mod cert;
mod find_flows;
mod lower_cascade_flows;
pub mod manager;
pub mod netlist;
pub mod npu;
mod objectfifo;
pub mod options;
pub mod route;

pub use manager::{run, Config, Step};
pub use options::{Args, PassOption};

use dialect::{Diagnostic, Ir};

/// A registered pass.
pub struct Pass {
    /// The flag, as aie-opt spells it (without dashes).
    pub flag: &'static str,
    /// The pass's name in mlir-aie (shown by `--mlir-print-ir-after-all` and `--mlir-timing`).
    pub name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The options it takes (`--flag="name=value ..."`).
    pub options: &'static [PassOption],
    /// Runs the pass; an error diagnostic means the pass failed.
    pub run: fn(&mut Ir, &Args) -> Vec<Diagnostic>,
}

/// Every pass aiec knows, in the order of the default pipeline.
pub static PASSES: &[Pass] = &[
    canonicalize::PASS,
    objectfifo::PASS,
    lower_cascade_flows::PASS,
    assign_lock_ids::PASS,
    assign_buffer_addresses::PASS,
    assign_bd_ids::PASS,
    route::PASS,
    find_flows::PASS,
    npu::bd_chains::PASS,
    npu::bd_ids::PASS,
    npu::dma_tasks::PASS,
    npu::dma_to_npu::PASS,
    cert::to_cert::PASS,
    cert::pages::PASS,
];

/// The pass registered under `flag`.
pub fn lookup(flag: &str) -> Option<&'static Pass> {
    PASSES.iter().find(|p| p.flag == flag)
}

impl std::fmt::Debug for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "--{}", self.flag)
    }
}
