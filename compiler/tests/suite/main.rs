//! The driver's integration tests, one module per subject, in one test
//! binary: linked once, and the tests of every module run side by side
//! (the lit suite, `lit.rs`, and the `mlir` feature's `upstream.rs` are
//! their own binaries).

mod architecture;
mod chromium;
mod ctrl_program;
mod lift;
mod logical_twins;
mod npu_cpp;
mod run_view;
mod schemas;
mod session;
mod timing;
mod trace;
mod typed_ops;
mod viewer;
