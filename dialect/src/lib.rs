//! The `aie` dialect front end of aiec: the device model, the IR, the parser
//! and printer of MLIR's custom syntax, the verifier and diagnostics.

pub mod cert;
pub mod device;
pub mod diag;
pub mod ir;
pub mod syntax;
pub mod verify;

pub use diag::{Diagnostic, Severity};
pub use ir::Ir;
pub use syntax::{parse, print};
pub use verify::verify;
