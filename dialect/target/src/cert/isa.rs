//! The CERT ctrlcode ISA as one declarative table ([`OPS`]).
//!
//! [`Opcode`] names the operations for code that matches on them (the
//! assembler, loader, disassembler, job runner and lift); the build fails
//! unless every opcode has exactly one entry in the table.
//!
//! Source: seed 000 (the newer aie2ps ISA, which the conformance vectors
//! follow). Every instruction is the 8-bit opcode followed by the fields of
//! its [`Op::fields`] in order, little-endian, each naturally aligned; every
//! instruction is a multiple of 4 bytes. `pad` fields are zero and `jobsize`
//! is computed by the assembler: neither is written in assembly. A
//! `patch_buf` field is zero bits wide: an optional `@buffer` asm operand that
//! only the assembler consumes.

/// Which barrier file a barrier operand names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Barrier {
    /// Local barriers `$lb0`..`$lb15`, encoded 0..15: jobs of one job runner.
    Local,
    /// Remote barriers `$rb0`..`$rb63`, encoded 1..64: jobs in different columns.
    Remote,
}

impl Barrier {
    /// The asm prefix and the highest barrier number (`$lb15`, `$rb63`).
    pub fn range(self) -> (&'static str, u64) {
        match self {
            Barrier::Local => ("$lb", 15),
            Barrier::Remote => ("$rb", 63),
        }
    }
}

/// The type of an operand field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Always zero; not written in assembly.
    Pad,
    /// A job-runner register `$r0`..`$r23` (`$g0`..`$g15` = `$r8`..`$r23`).
    Register,
    /// A barrier of the given file.
    Barrier(Barrier),
    /// A constant of the field's width (8, 16 or 32 bits).
    Const,
    /// A 16-bit page number naming a label that is not on the current page.
    PageId,
    /// The 16-bit size of the job in bytes, filled in by the assembler.
    JobSize,
    /// `@buffer`: a host-address patch buffer, consumed by the assembler (0 bits).
    PatchBuf,
}

impl Kind {
    /// The type's name in the ISA description.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pad => "pad",
            Kind::Register => "register",
            Kind::Barrier(_) => "barrier",
            Kind::Const => "const",
            Kind::PageId => "page_id",
            Kind::JobSize => "jobsize",
            Kind::PatchBuf => "patch_buf",
        }
    }

    /// Whether a field of this kind is an operand in assembly.
    pub fn in_asm(self) -> bool {
        !matches!(self, Kind::Pad | Kind::JobSize)
    }

    /// Whether a field of this kind has bits in the encoding.
    pub fn encoded(self) -> bool {
        !matches!(self, Kind::Pad | Kind::PatchBuf)
    }
}

/// Extra asm spellings a constant field accepts besides numbers and value names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// Numbers (and the field's value names) only.
    Number,
    /// Also `TILE_c_r` = `(c & 0x7f) << 5 | (r & 0x1f)`.
    Tile,
}

/// One operand field of an instruction.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
    /// Width in bits (0 for `patch_buf`).
    pub bits: u8,
    /// The value when the field is not written in assembly (pad, jobsize).
    pub default: Option<u32>,
    /// Named values (the first name of a value is how it is documented).
    pub values: &'static [(u32, &'static str)],
    pub spelling: Spelling,
    pub doc: &'static str,
}

/// Declares [`Opcode`]: one variant per operation, its value the opcode byte.
/// The only place an opcode number is written.
macro_rules! opcodes {
    ($($name:ident = $byte:literal,)*) => {
        /// An operation of [`OPS`] by name (its mnemonic in CamelCase); the
        /// value is the opcode byte. [`Opcode::op`] gives the table entry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Opcode {
            $($name = $byte,)*
        }

        impl Opcode {
            /// Number of operations.
            const COUNT: usize = [$(Opcode::$name),*].len();
        }
    };
}

opcodes! {
    StartJob = 0x00,
    StartJobDeferred = 0x17,
    LaunchJob = 0x18,
    UcDmaWriteDes = 0x01,
    WaitUcDma = 0x02,
    MaskWrite32 = 0x03,
    Write32 = 0x05,
    WaitTcts = 0x06,
    EndJob = 0x07,
    Yield = 0x08,
    UcDmaWriteDesSync = 0x09,
    Write32D = 0x0b,
    Read32 = 0x0c,
    Read32D = 0x0d,
    ApplyOffset57 = 0x0e,
    Add = 0x0f,
    Mov = 0x10,
    LocalBarrier = 0x11,
    RemoteBarrier = 0x12,
    Eof = 0xff,
    Poll32 = 0x13,
    MaskPoll32 = 0x14,
    Trace = 0x15,
    Nop = 0x16,
    Preempt = 0x19,
    LoadPdi = 0x1a,
    LoadCores = 0x04,
    LoadLastPdi = 0x1b,
    SaveTimestamps = 0x1c,
    Sleep = 0x1d,
    SaveRegister = 0x1e,
}

/// One operation of the ISA.
#[derive(Debug)]
pub struct Op {
    pub mnemonic: &'static str,
    pub opcode: Opcode,
    /// One line.
    pub summary: &'static str,
    /// What the operation does.
    pub doc: &'static str,
    /// The fields after the opcode byte, in encoding order.
    pub fields: &'static [Field],
}

/// Operations are equal when their opcodes are (opcodes are unique in [`OPS`]).
impl PartialEq for Op {
    fn eq(&self, other: &Op) -> bool {
        self.opcode == other.opcode
    }
}

impl Eq for Op {}

impl Op {
    /// Size of the encoded instruction in bytes.
    pub fn size(&self) -> usize {
        1 + self
            .fields
            .iter()
            .map(|f| f.bits as usize / 8)
            .sum::<usize>()
    }

    /// The fields with bits in the encoding other than pads, with their byte
    /// offsets: the values of an [`crate::cert::Instr`], in order.
    pub fn value_fields(&self) -> impl Iterator<Item = (usize, &'static Field)> + '_ {
        self.layout().filter(|(_, f)| f.kind.encoded())
    }

    /// The asm operands, in order.
    pub fn asm_fields(&self) -> impl Iterator<Item = &'static Field> + '_ {
        self.fields.iter().filter(|f| f.kind.in_asm())
    }

    /// Whether an operand names a text-label group (a `page_id` field):
    /// LOAD_PDI, LOAD_CORES and PREEMPT.
    pub fn names_groups(&self) -> bool {
        self.fields.iter().any(|f| f.kind == Kind::PageId)
    }

    /// Every field with its byte offset in the instruction.
    pub fn layout(&self) -> impl Iterator<Item = (usize, &'static Field)> + '_ {
        let fields: &'static [Field] = self.fields;
        fields.iter().scan(1usize, |offset, f| {
            let at = *offset;
            *offset += f.bits as usize / 8;
            Some((at, f))
        })
    }
}

const fn field(name: &'static str, kind: Kind, bits: u8, doc: &'static str) -> Field {
    Field {
        name,
        kind,
        bits,
        default: None,
        values: &[],
        spelling: Spelling::Number,
        doc,
    }
}
const fn pad(bits: u8) -> Field {
    Field {
        default: Some(0),
        ..field("pad", Kind::Pad, bits, "Zero.")
    }
}
const fn c(name: &'static str, bits: u8, doc: &'static str) -> Field {
    field(name, Kind::Const, bits, doc)
}
const fn reg(name: &'static str, doc: &'static str) -> Field {
    field(name, Kind::Register, 8, doc)
}
const fn page(name: &'static str, doc: &'static str) -> Field {
    field(name, Kind::PageId, 16, doc)
}
const JOBSIZE: Field = Field {
    default: Some(0),
    ..field(
        "jobsize",
        Kind::JobSize,
        16,
        "Bytes from START_JOB through END_JOB, computed by the assembler.",
    )
};
/// The job id of START_JOB and its kin.
pub const JOB_ID: Field = c("job_id", 16, "Job number.");
const ADDRESS: Field = c("address", 32, "AXI-MM address.");
const MASK: Field = c("mask", 32, "Bits of `value` that take part.");
const VALUE: Field = c("value", 32, "The 32-bit value.");
const UNQ_ID: Field = c("unq_id", 32, "Identifier recorded with the saved data.");

/// Names of WAIT_TCTS actor ids (aie2ps): S2MM channel n is n, MM2S channel n is 6 + n.
static ACTORS: &[(u32, &str)] = &[
    (0, "MEM_S2MM_0"),
    (1, "MEM_S2MM_1"),
    (2, "MEM_S2MM_2"),
    (3, "MEM_S2MM_3"),
    (4, "MEM_S2MM_4"),
    (5, "MEM_S2MM_5"),
    (6, "MEM_MM2S_0"),
    (7, "MEM_MM2S_1"),
    (8, "MEM_MM2S_2"),
    (9, "MEM_MM2S_3"),
    (10, "MEM_MM2S_4"),
    (11, "MEM_MM2S_5"),
    (0, "TILE_S2MM_0"),
    (1, "TILE_S2MM_1"),
    (6, "TILE_MM2S_0"),
    (7, "TILE_MM2S_1"),
    (0, "SHIM_S2MM_0"),
    (1, "SHIM_S2MM_1"),
    (6, "SHIM_MM2S_0"),
    (7, "SHIM_MM2S_1"),
    (0, "S2MM_0"),
    (1, "S2MM_1"),
    (2, "S2MM_2"),
    (3, "S2MM_3"),
    (4, "S2MM_4"),
    (5, "S2MM_5"),
    (6, "MM2S_0"),
    (7, "MM2S_1"),
    (8, "MM2S_2"),
    (9, "MM2S_3"),
    (10, "MM2S_4"),
    (11, "MM2S_5"),
];

/// WRITE_32_D flags: bit 0 = address immediate, bit 1 = value immediate.
static WRITE_FLAGS: &[(u32, &str)] = &[
    (0, "addr_reg_value_reg"),
    (1, "addr_imm_value_reg"),
    (2, "addr_reg_value_imm"),
    (3, "addr_imm_value_imm"),
];

static START_JOB_FIELDS: &[Field] = &[pad(8), JOB_ID, JOBSIZE, pad(16)];
static NO_OPERANDS: &[Field] = &[pad(8), pad(16)];

/// Every operation of the ctrlcode ISA, in the order of seed 000.
pub static OPS: &[Op] = &[
    Op {
        mnemonic: "START_JOB",
        opcode: Opcode::StartJob,
        summary: "Start a new job.",
        doc: "Opens a job and adds it to the job table (if it is not there yet); the job is scheduled. Only START_JOB, START_JOB_DEFERRED and EOF may follow END_JOB.",
        fields: START_JOB_FIELDS,
    },
    Op {
        mnemonic: "START_JOB_DEFERRED",
        opcode: Opcode::StartJobDeferred,
        summary: "Start a new job that runs only when launched.",
        doc: "Like START_JOB, but the job is not scheduled until a LAUNCH_JOB names it.",
        fields: START_JOB_FIELDS,
    },
    Op {
        mnemonic: "LAUNCH_JOB",
        opcode: Opcode::LaunchJob,
        summary: "Schedule a deferred job.",
        doc: "Schedules the job opened by START_JOB_DEFERRED with this id for the next scheduling cycle; the current job runs on until it blocks. Launching a job twice is undefined.",
        fields: &[pad(8), JOB_ID],
    },
    Op {
        mnemonic: "UC_DMA_WRITE_DES",
        opcode: Opcode::UcDmaWriteDes,
        summary: "Enqueue a uC-DMA transfer (DM to MM); return a wait handle.",
        doc: "Enqueues the uC-DMA buffer-descriptor chain at descriptor_ptr (an offset into the page's data) and returns at once with a wait handle in the register; blocks only while the queue is full. WAIT_UC_DMA waits for the handle.",
        fields: &[
            pad(8),
            reg("wait_handle", "Register that receives the wait handle."),
            pad(8),
            c("descriptor_ptr", 16, "Offset of the first uC-DMA BD in the page."),
            pad(16),
        ],
    },
    Op {
        mnemonic: "WAIT_UC_DMA",
        opcode: Opcode::WaitUcDma,
        summary: "Wait for a uC-DMA wait handle.",
        doc: "Returns when the transfer whose wait handle is in the register has finished; until then the job yields.",
        fields: &[pad(8), reg("wait_handle", "Register holding the wait handle."), pad(8)],
    },
    Op {
        mnemonic: "MASK_WRITE_32",
        opcode: Opcode::MaskWrite32,
        summary: "Read-modify-write the masked bits of a constant address.",
        doc: "Writes the bits of value selected by mask to address and keeps the others. The read-modify-write is not atomic.",
        fields: &[pad(8), pad(16), ADDRESS, MASK, VALUE],
    },
    Op {
        mnemonic: "WRITE_32",
        opcode: Opcode::Write32,
        summary: "Write a constant to a constant address.",
        doc: "A synchronous store through the uC's AXI-MM port (no uC-DMA): the write is complete when the operation ends.",
        fields: &[pad(8), pad(16), ADDRESS, VALUE],
    },
    Op {
        mnemonic: "WAIT_TCTS",
        opcode: Opcode::WaitTcts,
        summary: "Wait for task-complete tokens of a shim or mem-tile DMA channel.",
        doc: "Blocks the job until target_tcts task-complete tokens of the channel have arrived at this uC; other jobs run meanwhile. Only one job may wait on a channel; waiting for more tokens than tasks hangs.",
        fields: &[
            pad(8),
            Field { spelling: Spelling::Tile, ..c("tile_id", 16, "Tile: column << 5 | row (`TILE_c_r`).") },
            Field { values: ACTORS, ..c("actor_id", 8, "DMA channel: S2MM n = n, MM2S n = 6 + n.") },
            pad(8),
            c("target_tcts", 8, "Number of tokens to wait for."),
            pad(8),
        ],
    },
    Op {
        mnemonic: "END_JOB",
        opcode: Opcode::EndJob,
        summary: "End the current job.",
        doc: "Closes the job opened by START_JOB or START_JOB_DEFERRED.",
        fields: NO_OPERANDS,
    },
    Op {
        mnemonic: "YIELD",
        opcode: Opcode::Yield,
        summary: "Yield to another job.",
        doc: "Switches to the next ready job; this one is scheduled again in the next cycle.",
        fields: NO_OPERANDS,
    },
    Op {
        mnemonic: "UC_DMA_WRITE_DES_SYNC",
        opcode: Opcode::UcDmaWriteDesSync,
        summary: "Run a uC-DMA transfer and wait for it.",
        doc: "UC_DMA_WRITE_DES followed by WAIT_UC_DMA without a register: enqueues the BD chain at descriptor_ptr and waits until it is done.",
        fields: &[pad(8), c("descriptor_ptr", 16, "Offset of the first uC-DMA BD in the page.")],
    },
    Op {
        mnemonic: "WRITE_32_D",
        opcode: Opcode::Write32D,
        summary: "Write a constant or register value to a constant or register address.",
        doc: "Dynamic WRITE_32. flags bit 0 set: address is the immediate, else the number of the register holding it; bit 1 likewise for value.",
        fields: &[
            pad(8),
            Field { values: WRITE_FLAGS, ..c("flags", 8, "Bit 0: address immediate; bit 1: value immediate.") },
            pad(8),
            c("address", 32, "Address, or the register number holding it."),
            c("value", 32, "Value, or the register number holding it."),
        ],
    },
    Op {
        mnemonic: "READ_32",
        opcode: Opcode::Read32,
        summary: "Read a constant address into a register.",
        doc: "A synchronous load through the uC's AXI-MM port (no uC-DMA).",
        fields: &[pad(8), reg("value", "Destination register."), pad(8), ADDRESS],
    },
    Op {
        mnemonic: "READ_32_D",
        opcode: Opcode::Read32D,
        summary: "Read the address held in a register into a register.",
        doc: "Like READ_32, with the address taken from a register.",
        fields: &[pad(8), reg("address", "Register holding the address."), reg("value", "Destination register.")],
    },
    Op {
        mnemonic: "APPLY_OFFSET_57",
        opcode: Opcode::ApplyOffset57,
        summary: "Add a host-address offset to shim DMA BD base addresses (57-bit).",
        doc: "Patches the base address of num_entries sets of shim DMA BDs, stored contiguously at table_ptr, by adding the host address taken from the argument slots at offset and offset + 1; offset 0xFFFF means the host address of the control code's first page. Must run before the BDs are written by the uC-DMA. The optional `@buffer` operand (patch_buf) names a `.setpad` buffer the assembler patches in at assembly time.",
        fields: &[
            pad(8),
            c("table_ptr", 16, "Offset of the BD table in the page."),
            c("num_entries", 16, "Number of BD sets in the table."),
            Field { values: &[(0xFFFF, "ctrlcode_base")], ..c("offset", 16, "Argument slot of the offset (0xFFFF: control-code base).") },
            field("pad_buf", Kind::PatchBuf, 0, "Optional `@buffer` patched at assembly time."),
        ],
    },
    Op {
        mnemonic: "ADD",
        opcode: Opcode::Add,
        summary: "Add a constant to a register.",
        doc: "dest = dest + value.",
        fields: &[pad(8), reg("dest", "Register updated."), pad(8), c("value", 32, "Addend.")],
    },
    Op {
        mnemonic: "MOV",
        opcode: Opcode::Mov,
        summary: "Set a register to a constant.",
        doc: "dest = value.",
        fields: &[pad(8), reg("dest", "Register set."), pad(8), c("value", 32, "New value.")],
    },
    Op {
        mnemonic: "LOCAL_BARRIER",
        opcode: Opcode::LocalBarrier,
        summary: "Synchronize jobs of this job runner.",
        doc: "Blocks until num_participants jobs have reached the local barrier.",
        fields: &[
            pad(8),
            field("local_barrier_id", Kind::Barrier(Barrier::Local), 8, "Local barrier `$lb0`..`$lb15`."),
            c("num_participants", 8, "Number of jobs that meet."),
        ],
    },
    Op {
        mnemonic: "REMOTE_BARRIER",
        opcode: Opcode::RemoteBarrier,
        summary: "Synchronize jobs in several columns.",
        doc: "Blocks until the jobs of every column in party_mask (bit i = column i) have reached the remote barrier; at most one job per column takes part in a given remote barrier.",
        fields: &[
            pad(8),
            field("remote_barrier_id", Kind::Barrier(Barrier::Remote), 8, "Remote barrier `$rb0`..`$rb63`."),
            pad(8),
            c("party_mask", 32, "Participating columns, one bit each."),
        ],
    },
    Op {
        mnemonic: "EOF",
        opcode: Opcode::Eof,
        summary: "End of the operations of a page.",
        doc: "Follows the last END_JOB of a page; the job runner stops parsing there.",
        fields: NO_OPERANDS,
    },
    Op {
        mnemonic: "POLL_32",
        opcode: Opcode::Poll32,
        summary: "Busy-poll an address until it reads a value.",
        doc: "Blocks the job (other jobs run) until address reads value. Much dearer than waiting for task-complete tokens.",
        fields: &[pad(8), pad(16), ADDRESS, VALUE],
    },
    Op {
        mnemonic: "MASK_POLL_32",
        opcode: Opcode::MaskPoll32,
        summary: "Busy-poll an address until its masked bits read a value.",
        doc: "Like POLL_32, comparing only the bits in mask.",
        fields: &[pad(8), pad(16), ADDRESS, MASK, VALUE],
    },
    Op {
        mnemonic: "TRACE",
        opcode: Opcode::Trace,
        summary: "Dynamic trace probe.",
        doc: "Not for user code: a tracer overwrites the first word of a target instruction with TRACE to run a probe's actions (timestamps, register reads and writes) from a control body in sDM.",
        fields: &[pad(8), c("info", 16, "Probe information.")],
    },
    Op {
        mnemonic: "NOP",
        opcode: Opcode::Nop,
        summary: "No operation.",
        doc: "Ignored by the job runner; may yield to another job.",
        fields: NO_OPERANDS,
    },
    Op {
        mnemonic: "PREEMPT",
        opcode: Opcode::Preempt,
        summary: "Preemption point: save or restore memory-tile state.",
        doc: "If preemption is requested, runs the save or restore control code found at the given page offsets from the first page. Every uC uses the same id for a preemption point; the operation fills a job, and the job a page.",
        fields: &[
            pad(8),
            c("id", 16, "Preemption point index."),
            page("save_control_code_offset", "Page of the save control code."),
            page("restore_control_code_offset", "Page of the restore control code."),
        ],
    },
    Op {
        mnemonic: "LOAD_PDI",
        opcode: Opcode::LoadPdi,
        summary: "Load a PDI (itself control code).",
        doc: "Runs the PDI control code at the given page offset from the first page; loading the same pdi_id twice in a row skips the second. The operation fills a job, and the job a page.",
        fields: &[
            pad(8),
            pad(16),
            c("pdi_id", 32, "ELF-wide unique PDI id."),
            page("pdi_host_addr_offset", "Page of the PDI control code."),
            pad(16),
        ],
    },
    Op {
        mnemonic: "LOAD_CORES",
        opcode: Opcode::LoadCores,
        summary: "Load core ELFs.",
        doc: "LOAD_PDI for core code: the firmware records it apart from the PDI so that preemption can restore both.",
        fields: &[
            pad(8),
            pad(16),
            c("core_elf_id", 32, "Unique core-ELF id."),
            page("core_elf_host_addr_offset", "Page of the core-loading control code."),
            pad(16),
        ],
    },
    Op {
        mnemonic: "LOAD_LAST_PDI",
        opcode: Opcode::LoadLastPdi,
        summary: "Reload the last loaded PDI.",
        doc: "For preemption restore: loads again the PDI that the firmware recorded as loaded last.",
        fields: NO_OPERANDS,
    },
    Op {
        mnemonic: "SAVE_TIMESTAMPS",
        opcode: Opcode::SaveTimestamps,
        summary: "Save a timestamp.",
        doc: "Records the time with unq_id in shared data memory; full buffers go to host memory by uC-DMA.",
        fields: &[pad(8), pad(16), UNQ_ID],
    },
    Op {
        mnemonic: "SLEEP",
        opcode: Opcode::Sleep,
        summary: "Busy-wait (test only).",
        doc: "Busy-waits target microseconds without yielding.",
        fields: &[pad(8), pad(16), c("target", 32, "Microseconds.")],
    },
    Op {
        mnemonic: "SAVE_REGISTER",
        opcode: Opcode::SaveRegister,
        summary: "Save the value of a register address.",
        doc: "Reads address and records the value with unq_id in shared data memory; full buffers go to host memory by uC-DMA.",
        fields: &[pad(8), pad(16), ADDRESS, UNQ_ID],
    },
];

/// The `tile_id` of a tile (`TILE_c_r`): `col << 5 | row`, or `None` when
/// the column or row does not fit its field (col < 128, row < 32).
pub fn tile_id(col: u64, row: u64) -> Option<u64> {
    (col < 128 && row < 32).then_some(col << 5 | row)
}

/// The operation with this mnemonic (case-insensitive): a probe of an
/// open-addressed table hashed on the length and three upper-cased bytes.
pub fn by_mnemonic(mnemonic: &str) -> Option<&'static Op> {
    /// Slots of the table: a power of two, a few times the number of operations.
    const SLOTS: usize = 256;
    /// The slot where a search for `m` starts.
    fn slot(m: &[u8]) -> usize {
        let byte = |i: usize| u32::from(m.get(i).map_or(0, u8::to_ascii_uppercase));
        let h = (m.len() as u32) << 24
            | byte(0) << 16
            | byte(m.len() / 2) << 8
            | byte(m.len().wrapping_sub(1));
        (h.wrapping_mul(0x9E37_79B1) >> 24) as usize
    }
    /// Index + 1 in [`OPS`] of the operation in each slot (0: empty).
    static TABLE: std::sync::OnceLock<[u8; SLOTS]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = [0; SLOTS];
        for (i, op) in OPS.iter().enumerate() {
            let mut s = slot(op.mnemonic.as_bytes());
            while table[s] != 0 {
                s = (s + 1) % SLOTS;
            }
            table[s] = u8::try_from(i + 1).expect("fewer than 255 operations");
        }
        table
    });
    let mut s = slot(mnemonic.as_bytes());
    loop {
        let op = OPS.get(usize::from(table[s]).checked_sub(1)?)?;
        if op.mnemonic == mnemonic || op.mnemonic.eq_ignore_ascii_case(mnemonic) {
            return Some(op);
        }
        s = (s + 1) % SLOTS;
    }
}

/// The operation with this opcode.
pub fn by_opcode(opcode: u8) -> Option<&'static Op> {
    OPS.get(usize::from(INDEX[usize::from(opcode)]))
}

impl Opcode {
    /// The operation's entry in [`OPS`].
    pub fn op(self) -> &'static Op {
        &OPS[usize::from(INDEX[self as usize])]
    }
}

/// The index in [`OPS`] of each opcode byte (`u8::MAX`: no operation).
/// Built at compile time, which fails unless every [`Opcode`] has exactly
/// one entry in [`OPS`].
const INDEX: [u8; 256] = {
    let mut index = [u8::MAX; 256];
    let mut i = 0;
    while i < OPS.len() {
        let byte = OPS[i].opcode as usize;
        assert!(index[byte] == u8::MAX, "two operations with one opcode");
        index[byte] = i as u8;
        i += 1;
    }
    assert!(OPS.len() == Opcode::COUNT, "an Opcode without an operation");
    assert!(OPS.len() < u8::MAX as usize);
    index
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_ids_fit_their_field() {
        assert_eq!(tile_id(3, 2), Some(3 << 5 | 2));
        assert_eq!(tile_id(127, 31), Some(0xFFF));
        assert_eq!(tile_id(128, 0), None);
        assert_eq!(tile_id(0, 32), None);
    }

    #[test]
    fn table_is_well_formed() {
        assert_eq!(OPS.len(), 31);
        for (i, op) in OPS.iter().enumerate() {
            assert!(
                OPS[..i]
                    .iter()
                    .all(|o| o.opcode != op.opcode && o.mnemonic != op.mnemonic),
                "{}",
                op.mnemonic
            );
            assert_eq!(
                op.size() % 4,
                0,
                "{} is not a whole number of words",
                op.mnemonic
            );
            for (offset, f) in op.layout() {
                assert!(
                    matches!(f.bits, 0 | 8 | 16 | 32),
                    "{}.{}",
                    op.mnemonic,
                    f.name
                );
                assert!(
                    f.bits == 0 || offset % (f.bits as usize / 8) == 0,
                    "{}.{} is not naturally aligned",
                    op.mnemonic,
                    f.name
                );
                match f.kind {
                    Kind::Register | Kind::Barrier(_) => assert_eq!(f.bits, 8),
                    Kind::PageId | Kind::JobSize => assert_eq!(f.bits, 16),
                    Kind::PatchBuf => assert_eq!(f.bits, 0),
                    Kind::Pad | Kind::Const => {}
                }
            }
            assert_eq!(
                op.layout().next().map(|(_, f)| f.kind),
                Some(Kind::Pad),
                "byte 1 of {} is a pad",
                op.mnemonic
            );
            assert!(std::ptr::eq(by_opcode(op.opcode as u8).unwrap(), op));
            assert!(std::ptr::eq(op.opcode.op(), op));
            assert!(std::ptr::eq(
                by_mnemonic(&op.mnemonic.to_lowercase()).unwrap(),
                op
            ));
        }
    }

    #[test]
    fn opcodes_are_named_after_their_mnemonics() {
        for op in OPS {
            let name = format!("{:?}", op.opcode).to_uppercase();
            assert_eq!(name, op.mnemonic.replace('_', ""));
        }
        assert_eq!(by_opcode(0x1f), None);
    }

    #[test]
    fn group_naming_operations() {
        let names: Vec<_> = OPS
            .iter()
            .filter(|op| op.names_groups())
            .map(|op| op.opcode)
            .collect();
        assert_eq!(names, [Opcode::Preempt, Opcode::LoadPdi, Opcode::LoadCores]);
    }

    #[test]
    fn sizes_follow_the_seed() {
        let size = |m| by_mnemonic(m).unwrap().size();
        assert_eq!(
            [
                size("START_JOB"),
                size("MASK_WRITE_32"),
                size("WRITE_32"),
                size("LOAD_PDI"),
                size("LOAD_CORES"),
                size("APPLY_OFFSET_57"),
                size("EOF")
            ],
            [8, 16, 12, 12, 12, 8, 4]
        );
    }
}
