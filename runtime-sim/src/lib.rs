//! aiec's simulator: a CERT job-runner driving a model of the AIE array. It
//! depends on `dialect` only (ISA and register tables).
//!
//! [`core`] interprets the bodies of `aie.core` ops; the array model and the
//! job-runner drive it through [`core::CoreEnv`] and [`core::Core::step`].

pub mod core;
