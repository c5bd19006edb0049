//! The NPU transaction ("txn" 0.1) instruction stream: its opcodes and its
//! 4-word header, one table each. `--aie-npu-to-binary` writes the stream;
//! the C++ header that `--aie-npu-to-cpp`'s generated code includes takes
//! its opcode enum from [`Opcode`] and [`MARKERS`].

use crate::device::{Arch, Device};

/// Declares [`Opcode`] from one row per opcode: variant, firmware name (the
/// C++ header's `TXN_OPC_<name>`), doc and code.
macro_rules! opcodes {
    ($($variant:ident $name:literal $doc:literal = $code:expr,)*) => {
        /// An operation of the transaction stream (the firmware's numbering).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u32)]
        pub enum Opcode {
            $(#[doc = $doc] $variant = $code,)*
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
    Write "WRITE" "Writes a 32-bit register word (`aiex.npu.write32`)." = 0,
    Blockwrite "BLOCKWRITE" "Writes consecutive words (`aiex.npu.blockwrite`)." = 1,
    Blockset "BLOCKSET" "Sets consecutive words to one value (aiec does not emit it)." = 2,
    Maskwrite "MASKWRITE" "Writes the bits of a word that a mask selects (`aiex.npu.maskwrite32`)." = 3,
    Maskpoll "MASKPOLL" "Waits until the bits of a word that a mask selects hold a value (`aiex.npu.maskpoll`)." = 4,
    Noop "NOOP" "Does nothing (aiec does not emit it)." = 5,
    Preempt "PREEMPT" "A preemption point of a level (`aiex.npu.preempt`)." = 6,
    MaskpollBusy "MASKPOLL_BUSY" "The firmware's busy-waiting form of MASKPOLL (aiec does not emit it)." = 7,
    LoadPdi "LOADPDI" "Loads a PDI by id (`aiex.npu.load_pdi`)." = 8,
    LoadPmStart "LOAD_PM_START" "Starts a program-memory load (aiec does not emit it)." = 9,
    CreateScratchpad "CREATE_SCRATCHPAD" "The firmware's CREATE_SCRATCHPAD (aiec does not emit it)." = 10,
    UpdateStateTable "UPDATE_STATE_TABLE" "The firmware's UPDATE_STATE_TABLE (aiec does not emit it)." = 11,
    UpdateReg "UPDATE_REG" "The firmware's UPDATE_REG (aiec does not emit it)." = 12,
    UpdateScratch "UPDATE_SCRATCH" "The firmware's UPDATE_SCRATCH (aiec does not emit it)." = 13,
    ConfigShimDmaBd "CONFIG_SHIMDMA_BD" "The firmware's CONFIG_SHIMDMA_BD (aiec does not emit it)." = 14,
    ConfigShimDmaDmabufBd "CONFIG_SHIMDMA_DMABUF_BD" "The firmware's CONFIG_SHIMDMA_DMABUF_BD (aiec does not emit it)." = 15,
    Tct "TCT" "Waits for task-complete tokens (`aiex.npu.sync`); the first custom operation." = 0x80,
    DdrPatch "DDR_PATCH" "Patches a host buffer's address into a register word (`aiex.npu.address_patch`)." = 0x81,
    ReadRegs "READ_REGS" "Reads registers into the firmware's record (`aiex.npu.read_reg`, one each)." = 0x82,
    RecordTimer "RECORD_TIMER" "The firmware's RECORD_TIMER (aiec does not emit it)." = 0x83,
    MergeSync "MERGE_SYNC" "The firmware's MERGE_SYNC (aiec does not emit it)." = 0x84,
    LoadPmEndInternal "LOAD_PM_END_INTERNAL" "The firmware's LOAD_PM_END_INTERNAL (aiec does not emit it)." = 200,
}

impl Opcode {
    /// The opcode's number in the stream.
    pub fn code(self) -> u32 {
        self as u32
    }
}

/// A word of a register operation's encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The operation's header word: its opcode (column and row bytes 0).
    Opcode,
    /// A word the firmware ignores, written 0.
    Zero,
    /// The register's array address (the low word of aie-rt's 64-bit
    /// `RegOff`; the high word is a [`Field::Zero`]).
    Address,
    /// The value written, or polled for.
    Value,
    /// The bits of the register the operation writes or polls.
    Mask,
    /// The operation's size in bytes.
    Size,
}

/// The layout of an operation on one register: aie-rt's `XAie_Write32Hdr`,
/// `XAie_MaskWrite32Hdr` and `XAie_MaskPoll32Hdr` (header, `RegOff`,
/// `Value`, `Mask`, `Size`) as the firmware reads them, one word each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterOp {
    /// The operation.
    pub opcode: Opcode,
    /// Its words, in stream order.
    pub fields: &'static [Field],
}

/// WRITE: a register word (6 words).
pub const WRITE32: RegisterOp = RegisterOp {
    opcode: Opcode::Write,
    fields: &[
        Field::Opcode,
        Field::Zero,
        Field::Address,
        Field::Zero,
        Field::Value,
        Field::Size,
    ],
};

/// MASKWRITE: the bits of a register word a mask selects (7 words).
pub const MASKWRITE32: RegisterOp = RegisterOp {
    opcode: Opcode::Maskwrite,
    fields: MASKED,
};

/// MASKPOLL: waits until the bits of a register word a mask selects hold a
/// value (7 words, the layout of MASKWRITE).
pub const MASKPOLL32: RegisterOp = RegisterOp {
    opcode: Opcode::Maskpoll,
    fields: MASKED,
};

/// The words of MASKWRITE and MASKPOLL.
const MASKED: &[Field] = &[
    Field::Opcode,
    Field::Zero,
    Field::Address,
    Field::Zero,
    Field::Value,
    Field::Mask,
    Field::Size,
];

impl RegisterOp {
    /// The operation's size in bytes.
    pub fn bytes(&self) -> u32 {
        4 * self.fields.len() as u32
    }

    /// Appends the operation on the register at `address` to `out`
    /// (`mask` is unused by an operation without one).
    pub fn append(&self, out: &mut Vec<u32>, address: u32, value: u32, mask: u32) {
        out.extend(self.fields.iter().map(|f| match f {
            Field::Opcode => self.opcode.code(),
            Field::Zero => 0,
            Field::Address => address,
            Field::Value => value,
            Field::Mask => mask,
            Field::Size => self.bytes(),
        }));
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
    /// Format major version (0).
    pub major: u32,
    /// Format minor version (1).
    pub minor: u32,
    /// 3: NPU (AIE2), 4: NPU2 (AIE2P).
    pub dev_gen: u32,
    /// Rows of the device, the shim row included.
    pub rows: u32,
    /// Columns of the device.
    pub columns: u32,
    /// MemTile rows of the device.
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

    /// The register operations' words: opcode, zero, address, zero, value,
    /// (mask,) size in bytes.
    #[test]
    fn register_ops() {
        let mut w = Vec::new();
        WRITE32.append(&mut w, 0x1D004, 7, 0xFF);
        MASKWRITE32.append(&mut w, 0x1D008, 1, 3);
        MASKPOLL32.append(&mut w, 0x1D228, 0, 0x40_0000);
        assert_eq!(
            w,
            [
                0, 0, 0x1D004, 0, 7, 24, //
                3, 0, 0x1D008, 0, 1, 3, 28, //
                4, 0, 0x1D228, 0, 0, 0x40_0000, 28
            ]
        );
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
