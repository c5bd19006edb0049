//! `-j external_buffer_id.json`: the control-packet buffer whose patch
//! locations become relocations.

use std::fmt;

/// The control-packet argument and where its host addresses are patched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlPacket {
    /// Argument index (`xrt_id`) of the control-packet buffer.
    pub xrt_id: u32,
    pub patches: Vec<Patch>,
}

/// One control-packet patch location.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Patch {
    /// `offset` in the JSON: byte offset of the patched field in the packet + 8.
    pub offset: u32,
    /// `r_addend` of the relocation.
    pub addend: i32,
}

/// Why an external-buffer file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalBufferError(pub String);

impl fmt::Display for ExternalBufferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExternalBufferError {}
