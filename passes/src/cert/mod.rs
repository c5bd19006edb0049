//! CERT control code from NPU instructions: `--aie-npu-to-cert`,
//! `--cert-legalize-pages` and the `--aie-cert-to-asm` text
//! (aie-runtime-sequence.md §4, §4.1, §5).

pub mod lower;
pub mod note;
pub(crate) mod pages;
pub(crate) mod plan;
pub mod program;
pub(crate) mod run_time;
pub(crate) mod runtime;
pub(crate) mod to_cert;
pub(crate) mod verify;
