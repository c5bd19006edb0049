//! aiec's simulator: a CERT job-runner driving a model of the AIE array. Of
//! aiec's crates it depends on `aie-target` (ISA, register tables, devices)
//! and on `dialect` (the IR of the core bodies it interprets), never on
//! `passes` or `compiler`.
//!
//! [`array`](mod@array) models the array (switches, DMAs, locks, memories, cores).
//! [`bus`] is the interface between the job-runner and the array model.
//! [`runner`] is the job-runner: each column's uC running its ctrlcode pages.
//! [`timing`] holds the timing model's parameters per device, with their
//! sources.
//! [`core`] interprets the bodies of `aie.core` ops; the array model and the
//! job-runner drive it through [`core::CoreEnv`] and [`core::Core::step`].
//! [`kernels`] runs external kernels (`link_with`) built for the host.
//! [`xclbin`] reads and writes the xclbin container a host program loads.

pub mod array;
pub mod bus;
pub mod core;
pub mod guard;
pub mod kernels;
pub mod runner;
pub mod timing;
pub mod xclbin;
