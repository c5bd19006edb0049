//! Host programs on the simulator: the design as `aiecc` compiles it for
//! an NPU host program ([`design`]), what a hardware context is
//! configured from ([`loaded`]), and the runs a host program makes on it
//! ([`context`]); the XRT-compatible runtime (`compiler/xrt`) is their C
//! interface, which `aie-sim --xrt-prefix` lays out as an XRT install
//! ([`prefix`]), beside the kernel compilers of `--peano-prefix`
//! ([`kernel_cc`]).

pub mod context;
pub mod design;
pub mod kernel_cc;
pub mod loaded;
pub mod prefix;

/// The full ELF's attachment holding the design (its MLIR before CERT
/// lowering, whose cores run).
pub const DESIGN_ATTACHMENT: &str = ".aiec.design";
/// The prefix of the full ELF's kernel-library attachments
/// (`.aiec.kernel.<object>`).
pub const KERNEL_ATTACHMENT: &str = ".aiec.kernel.";

#[cfg(test)]
mod tests;
