//! Host programs on the simulator: the design as `aiecc` compiles it for
//! an NPU host program ([`design`]), and where its outputs carry it.

pub mod design;

/// The full ELF's attachment holding the design (its MLIR before CERT
/// lowering, whose cores run).
pub const DESIGN_ATTACHMENT: &str = ".aiec.design";
/// The prefix of the full ELF's kernel-library attachments
/// (`.aiec.kernel.<object>`).
pub const KERNEL_ATTACHMENT: &str = ".aiec.kernel.";
