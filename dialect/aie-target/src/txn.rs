//! The NPU transaction ("txn" 0.1) instruction stream: its opcodes and its
//! 4-word header, one table each. `--aie-npu-to-binary` writes the stream;
//! the C++ header that `--aie-npu-to-cpp`'s generated code includes takes
//! its opcode enum from [`Opcode`] and [`MARKERS`].

use crate::device::{Arch, Device};

/// Declares [`Opcode`] from one row per opcode: variant, firmware name (the
/// C++ header's `TXN_OPC_<name>`) and code.
macro_rules! opcodes {
    ($($variant:ident $name:literal = $code:expr,)*) => {
        /// An operation of the transaction stream (the firmware's numbering).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u32)]
        pub enum Opcode {
            $($variant = $code,)*
        }

        impl Opcode {
            /// Every opcode, in code order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The firmware's name of the opcode.
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }
        }
    };
}

opcodes! {
    Write "WRITE" = 0,
    Blockwrite "BLOCKWRITE" = 1,
    Blockset "BLOCKSET" = 2,
    Maskwrite "MASKWRITE" = 3,
    Maskpoll "MASKPOLL" = 4,
    Noop "NOOP" = 5,
    Preempt "PREEMPT" = 6,
    MaskpollBusy "MASKPOLL_BUSY" = 7,
    LoadPdi "LOADPDI" = 8,
    LoadPmStart "LOAD_PM_START" = 9,
    CreateScratchpad "CREATE_SCRATCHPAD" = 10,
    UpdateStateTable "UPDATE_STATE_TABLE" = 11,
    UpdateReg "UPDATE_REG" = 12,
    UpdateScratch "UPDATE_SCRATCH" = 13,
    ConfigShimDmaBd "CONFIG_SHIMDMA_BD" = 14,
    ConfigShimDmaDmabufBd "CONFIG_SHIMDMA_DMABUF_BD" = 15,
    Tct "TCT" = 0x80,
    DdrPatch "DDR_PATCH" = 0x81,
    ReadRegs "READ_REGS" = 0x82,
    RecordTimer "RECORD_TIMER" = 0x83,
    MergeSync "MERGE_SYNC" = 0x84,
    LoadPmEndInternal "LOAD_PM_END_INTERNAL" = 200,
}

impl Opcode {
    /// The opcode's number in the stream.
    pub fn code(self) -> u32 {
        self as u32
    }
}

/// The firmware's bounds of the custom-operation range: its first code (the
/// task-complete-token sync), the next free one, and the largest.
pub const MARKERS: &[(&str, u32)] = &[
    ("CUSTOM_OP_BEGIN", 0x80),
    ("CUSTOM_OP_NEXT", 0x85),
    ("CUSTOM_OP_MAX", 255),
];

/// The stream's header: format version, device generation and geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub major: u32,
    pub minor: u32,
    /// 3: NPU (AIE2), 4: NPU2 (AIE2P).
    pub dev_gen: u32,
    pub rows: u32,
    pub columns: u32,
    pub mem_tile_rows: u32,
}

impl Header {
    /// The header of a stream for `model` (format 0.1).
    pub fn of(model: &Device) -> Header {
        Header {
            major: 0,
            minor: 1,
            dev_gen: if model.arch == Arch::Aie2p { 4 } else { 3 },
            rows: model.rows,
            columns: model.columns,
            mem_tile_rows: model.mem_tile_rows,
        }
    }

    /// The 4 header words of a stream of `ops` operations and `words`
    /// words in all (the header's included).
    pub fn words(&self, ops: u32, words: usize) -> [u32; 4] {
        [
            self.rows << 24 | self.dev_gen << 16 | self.minor << 8 | self.major,
            self.mem_tile_rows << 8 | self.columns,
            ops,
            (words * 4) as u32,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes are unique and ascending; the markers bound the custom range.
    #[test]
    fn codes() {
        let codes: Vec<u32> = Opcode::ALL.iter().map(|o| o.code()).collect();
        assert!(codes.windows(2).all(|w| w[0] < w[1]), "{codes:?}");
        assert_eq!(MARKERS[0].1, Opcode::Tct.code());
        assert_eq!(MARKERS[1].1, Opcode::MergeSync.code() + 1);
    }

    /// npu1's header as aie-translate writes it: 6 rows, generation 3,
    /// version 0.1; one mem-tile row, 4 columns.
    #[test]
    fn npu1_header() {
        let npu1 = crate::device::DEVICES.iter().find(|d| d.name == "npu1");
        let h = Header::of(npu1.expect("npu1"));
        assert_eq!(h.words(2, 10), [0x0603_0100, 0x0104, 2, 40]);
    }
}
