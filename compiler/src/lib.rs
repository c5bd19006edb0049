//! aiec's compiler: the session ([`session`]: parse and verify a design,
//! run pipelines, compile to control code or aiecc's artifacts, simulate),
//! which the Python package binds, and the command lines over it: `aiec`
//! ([`run`]), `aiecc` ([`aiecc::main`]) and `aie-sim` ([`host::aie_sim`]),
//! each writing to a [`Console`]; and host programs on the simulator
//! ([`host`], the XRT-compatible runtime's core).

/// The version `--version` prints: package version, git commit, features
/// (compiler/build.rs).
pub const VERSION: &str = env!("AIEC_VERSION");

mod aiec;
pub mod aiecc;
mod cli;
mod console;
mod expect;
mod generate;
pub mod host;
pub mod huge_pages;
mod json_diag;
mod output;
mod render;
pub mod session;
pub mod sim;
#[cfg(feature = "mlir")]
pub mod upstream;

pub use aiec::{main, run, run_in};
pub use console::{capture, Console};
