//! The CERT ctrlcode ISA, declared once ([`for_each_op!`]): the table
//! [`OPS`] of every operation with its fields, and [`Opcode`], which the
//! assembler, loader, disassembler, job runner and lift match on. The typed
//! instructions ([`super::encoding::Instr`]), their encoder and decoder are
//! generated from the same declaration.
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
    /// The body offset of data on the instruction's page, written `@label`
    /// (the loader follows it, the disassembler names it).
    Data,
}

/// One operand field of an instruction.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// The field's name, as the ISA description and the typed instruction spell it.
    pub name: &'static str,
    /// What the field holds.
    pub kind: Kind,
    /// Width in bits (0 for `patch_buf`).
    pub bits: u8,
    /// The value when the field is not written in assembly (pad, jobsize).
    pub default: Option<u32>,
    /// Named values (the first name of a value is how it is documented).
    pub values: &'static [(u32, &'static str)],
    /// Extra spellings a constant accepts in assembly.
    pub spelling: Spelling,
    /// What the field holds, one sentence.
    pub doc: &'static str,
}

/// Calls `$m!` with every operation of the ISA, in the order of seed 000
/// (then REL_ACQ_SYNC, of aiebu's later aie2ps ISA, and aiec's two, the firmware's scratchpad operations, at opcodes
/// 0xf0 and 0xf1, which seed 000 leaves free):
/// the one declaration of each opcode and its encoding, from which the
/// table [`OPS`] and [`Opcode`] (here) and the typed instructions with
/// their encoder and decoder ([`super::encoding`]) are generated.
///
/// An entry is `Name = opcode "MNEMONIC" "summary" "doc" { fields }`: the
/// fields after the opcode byte in encoding order, little-endian, each
/// naturally aligned, each one of
///
/// - `[pad 8]`, `[pad 16]`: zero, not written in assembly;
/// - `[reg name "doc"]`: a register (8 bits);
/// - `[lb name "doc"]`, `[rb name "doc"]`: a local or remote barrier (8 bits);
/// - `[c8|c16|c32 name "doc" extra]`: a constant, `extra` being nothing,
///   `tile` (also spelt `TILE_c_r`), `data` (the body offset of page data)
///   or `values TABLE` (named values);
/// - `[page name "doc"]`: a 16-bit page number;
/// - `[jobsize jobsize "doc"]`: the job's size, computed by the assembler;
/// - `[patch_buf name "doc"]`: an optional `@buffer` operand only the
///   assembler consumes (0 bits).
///
/// Every instruction is a multiple of 4 bytes (a test checks it).
macro_rules! for_each_op {
    ($m:ident) => {
        $m! {
            StartJob = 0x00 "START_JOB"
                "Start a new job."
                "Opens a job and adds it to the job table (if it is not there yet); the job is scheduled. Only START_JOB, START_JOB_DEFERRED and EOF may follow END_JOB."
                { [pad 8] [c16 job_id "Job number."] [jobsize jobsize "Bytes from START_JOB through END_JOB, computed by the assembler."] [pad 16] }
            StartJobDeferred = 0x17 "START_JOB_DEFERRED"
                "Start a new job that runs only when launched."
                "Like START_JOB, but the job is not scheduled until a LAUNCH_JOB names it."
                { [pad 8] [c16 job_id "Job number."] [jobsize jobsize "Bytes from START_JOB through END_JOB, computed by the assembler."] [pad 16] }
            LaunchJob = 0x18 "LAUNCH_JOB"
                "Schedule a deferred job."
                "Schedules the job opened by START_JOB_DEFERRED with this id for the next scheduling cycle; the current job runs on until it blocks. Launching a job twice is undefined."
                { [pad 8] [c16 job_id "Job number."] }
            UcDmaWriteDes = 0x01 "UC_DMA_WRITE_DES"
                "Enqueue a uC-DMA transfer (DM to MM); return a wait handle."
                "Enqueues the uC-DMA buffer-descriptor chain at descriptor_ptr (an offset into the page's data) and returns at once with a wait handle in the register; blocks only while the queue is full. WAIT_UC_DMA waits for the handle."
                { [pad 8] [reg wait_handle "Register that receives the wait handle."] [pad 8] [c16 descriptor_ptr "Offset of the first uC-DMA BD in the page." data] [pad 16] }
            WaitUcDma = 0x02 "WAIT_UC_DMA"
                "Wait for a uC-DMA wait handle."
                "Returns when the transfer whose wait handle is in the register has finished; until then the job yields."
                { [pad 8] [reg wait_handle "Register holding the wait handle."] [pad 8] }
            MaskWrite32 = 0x03 "MASK_WRITE_32"
                "Read-modify-write the masked bits of a constant address."
                "Writes the bits of value selected by mask to address and keeps the others. The read-modify-write is not atomic."
                { [pad 8] [pad 16] [c32 address "AXI-MM address."] [c32 mask "Bits of `value` that take part."] [c32 value "The 32-bit value."] }
            Write32 = 0x05 "WRITE_32"
                "Write a constant to a constant address."
                "A synchronous store through the uC's AXI-MM port (no uC-DMA): the write is complete when the operation ends."
                { [pad 8] [pad 16] [c32 address "AXI-MM address."] [c32 value "The 32-bit value."] }
            WaitTcts = 0x06 "WAIT_TCTS"
                "Wait for task-complete tokens of a shim or mem-tile DMA channel."
                "Blocks the job until target_tcts task-complete tokens of the channel have arrived at this uC; other jobs run meanwhile. Only one job may wait on a channel; waiting for more tokens than tasks hangs."
                { [pad 8] [c16 tile_id "Tile: column << 5 | row (`TILE_c_r`)." tile] [c8 actor_id "DMA channel: S2MM n = n, MM2S n = 6 + n." values ACTORS] [pad 8] [c8 target_tcts "Number of tokens to wait for."] [pad 8] }
            EndJob = 0x07 "END_JOB"
                "End the current job."
                "Closes the job opened by START_JOB or START_JOB_DEFERRED."
                { [pad 8] [pad 16] }
            Yield = 0x08 "YIELD"
                "Yield to another job."
                "Switches to the next ready job; this one is scheduled again in the next cycle."
                { [pad 8] [pad 16] }
            UcDmaWriteDesSync = 0x09 "UC_DMA_WRITE_DES_SYNC"
                "Run a uC-DMA transfer and wait for it."
                "UC_DMA_WRITE_DES followed by WAIT_UC_DMA without a register: enqueues the BD chain at descriptor_ptr and waits until it is done."
                { [pad 8] [c16 descriptor_ptr "Offset of the first uC-DMA BD in the page." data] }
            Write32D = 0x0b "WRITE_32_D"
                "Write a constant or register value to a constant or register address."
                "Dynamic WRITE_32. flags bit 0 set: address is the immediate, else the number of the register holding it; bit 1 likewise for value."
                { [pad 8] [c8 flags "Bit 0: address immediate; bit 1: value immediate." values WRITE_FLAGS] [pad 8] [c32 address "Address, or the register number holding it."] [c32 value "Value, or the register number holding it."] }
            Read32 = 0x0c "READ_32"
                "Read a constant address into a register."
                "A synchronous load through the uC's AXI-MM port (no uC-DMA)."
                { [pad 8] [reg value "Destination register."] [pad 8] [c32 address "AXI-MM address."] }
            Read32D = 0x0d "READ_32_D"
                "Read the address held in a register into a register."
                "Like READ_32, with the address taken from a register."
                { [pad 8] [reg address "Register holding the address."] [reg value "Destination register."] }
            ApplyOffset57 = 0x0e "APPLY_OFFSET_57"
                "Add a host-address offset to shim DMA BD base addresses (57-bit)."
                "Patches the base address of num_entries sets of shim DMA BDs, stored contiguously at table_ptr, by adding the host address taken from the argument slots at offset and offset + 1; offset 0xFFFF means the host address of the control code's first page. Must run before the BDs are written by the uC-DMA. The optional `@buffer` operand (patch_buf) names a `.setpad` buffer the assembler patches in at assembly time."
                { [pad 8] [c16 table_ptr "Offset of the BD table in the page." data] [c16 num_entries "Number of BD sets in the table."] [c16 offset "Argument slot of the offset (0xFFFF: control-code base)." values BASE_OFFSETS] [patch_buf pad_buf "Optional `@buffer` patched at assembly time."] }
            Add = 0x0f "ADD"
                "Add a constant to a register."
                "dest = dest + value."
                { [pad 8] [reg dest "Register updated."] [pad 8] [c32 value "Addend."] }
            Mov = 0x10 "MOV"
                "Set a register to a constant."
                "dest = value."
                { [pad 8] [reg dest "Register set."] [pad 8] [c32 value "New value."] }
            LocalBarrier = 0x11 "LOCAL_BARRIER"
                "Synchronize jobs of this job runner."
                "Blocks until num_participants jobs have reached the local barrier."
                { [pad 8] [lb local_barrier_id "Local barrier `$lb0`..`$lb15`."] [c8 num_participants "Number of jobs that meet."] }
            RemoteBarrier = 0x12 "REMOTE_BARRIER"
                "Synchronize jobs in several columns."
                "Blocks until the jobs of every column in party_mask (bit i = column i) have reached the remote barrier; at most one job per column takes part in a given remote barrier."
                { [pad 8] [rb remote_barrier_id "Remote barrier `$rb0`..`$rb63`."] [pad 8] [c32 party_mask "Participating columns, one bit each."] }
            Eof = 0xff "EOF"
                "End of the operations of a page."
                "Follows the last END_JOB of a page; the job runner stops parsing there."
                { [pad 8] [pad 16] }
            Poll32 = 0x13 "POLL_32"
                "Busy-poll an address until it reads a value."
                "Blocks the job (other jobs run) until address reads value. Much dearer than waiting for task-complete tokens."
                { [pad 8] [pad 16] [c32 address "AXI-MM address."] [c32 value "The 32-bit value."] }
            MaskPoll32 = 0x14 "MASK_POLL_32"
                "Busy-poll an address until its masked bits read a value."
                "Like POLL_32, comparing only the bits in mask."
                { [pad 8] [pad 16] [c32 address "AXI-MM address."] [c32 mask "Bits of `value` that take part."] [c32 value "The 32-bit value."] }
            Trace = 0x15 "TRACE"
                "Dynamic trace probe."
                "Not for user code: a tracer overwrites the first word of a target instruction with TRACE to run a probe's actions (timestamps, register reads and writes) from a control body in sDM."
                { [pad 8] [c16 info "Probe information."] }
            Nop = 0x16 "NOP"
                "No operation."
                "Ignored by the job runner; may yield to another job."
                { [pad 8] [pad 16] }
            Preempt = 0x19 "PREEMPT"
                "Preemption point: save or restore memory-tile state."
                "If preemption is requested, runs the save or restore control code found at the given page offsets from the first page. Every uC uses the same id for a preemption point; the operation fills a job, and the job a page."
                { [pad 8] [c16 id "Preemption point index."] [page save_control_code_offset "Page of the save control code."] [page restore_control_code_offset "Page of the restore control code."] }
            LoadPdi = 0x1a "LOAD_PDI"
                "Load a PDI (itself control code)."
                "Runs the PDI control code at the given page offset from the first page; loading the same pdi_id twice in a row skips the second. The operation fills a job, and the job a page."
                { [pad 8] [pad 16] [c32 pdi_id "ELF-wide unique PDI id."] [page pdi_host_addr_offset "Page of the PDI control code."] [pad 16] }
            LoadCores = 0x04 "LOAD_CORES"
                "Load core ELFs."
                "LOAD_PDI for core code: the firmware records it apart from the PDI so that preemption can restore both."
                { [pad 8] [pad 16] [c32 core_elf_id "Unique core-ELF id."] [page core_elf_host_addr_offset "Page of the core-loading control code."] [pad 16] }
            LoadLastPdi = 0x1b "LOAD_LAST_PDI"
                "Reload the last loaded PDI."
                "For preemption restore: loads again the PDI that the firmware recorded as loaded last."
                { [pad 8] [pad 16] }
            SaveTimestamps = 0x1c "SAVE_TIMESTAMPS"
                "Save a timestamp."
                "Records the time with unq_id in shared data memory; full buffers go to host memory by uC-DMA."
                { [pad 8] [pad 16] [c32 unq_id "Identifier recorded with the saved data."] }
            Sleep = 0x1d "SLEEP"
                "Busy-wait (test only)."
                "Busy-waits target microseconds without yielding."
                { [pad 8] [pad 16] [c32 target "Microseconds."] }
            SaveRegister = 0x1e "SAVE_REGISTER"
                "Save the value of a register address."
                "Reads address and records the value with unq_id in shared data memory; full buffers go to host memory by uC-DMA."
                { [pad 8] [pad 16] [c32 address "AXI-MM address."] [c32 unq_id "Identifier recorded with the saved data."] }
            RelAcqSync = 0x21 "REL_ACQ_SYNC"
                "Release a lock, then busy-wait to acquire it."
                "aiebu's aie2ps ISA (after seed 000): reads rel_address, a lock request address that releases the lock, then reads acq_address, a request address that acquires the same lock, until the acquire succeeds (the job yields meanwhile). The compact release-acquire pattern of a barrier across uCs: each uC releases one unit, and the acquire waits for all of them."
                { [pad 8] [pad 16] [c32 rel_address "Lock request address of the release."] [c32 acq_address "Lock request address of the acquire."] }
            CreateScratchpad = 0xf0 "CREATE_SCRATCHPAD"
                "aiec: copy the run's scratchpad into the state table."
                "aiec's, not seed 000's: the firmware's transaction operation CREATE_SCRATCHPAD (mlir-aie's `aiex.npu.create_scratchpad`), which CERT control code has no opcode for. Copies size bytes of the scratchpad buffer the runtime gives the run (XRT's `run.get_ctrl_scratchpad_bo()`) into the state table of 32 words; words past size read 0."
                { [pad 8] [c16 usage_type "Scratchpad layout (0: the state table)."] [c32 size "Bytes copied (4 to 128)."] }
            UpdateReg = 0xf1 "UPDATE_REG"
                "aiec: add a state-table word to a register pair."
                "aiec's, not seed 000's: the firmware's transaction operation UPDATE_REG (mlir-aie's `aiex.npu.update_from_scratchpad`). delta = StateTable[state_table_idx] * func_arg (func 0), + func_arg (1) or - func_arg (2); the 48-bit value (bits 15:0 of the word at address + 4, then the word at address with bits 1:0 cleared) plus delta is written back: its low 32 bits with bits 1:0 cleared to address, its bits 47:32 to bits 15:0 of address + 4 (bits 31:16 kept)."
                { [pad 8] [c8 state_table_idx "State-table word read (0 to 31)."] [c8 func "Function: 0 mul, 1 incr, 2 decr."] [c32 func_arg "The function's argument."] [c32 address "AXI-MM address of the register pair's first word."] }
        }
    };
}
pub(crate) use for_each_op;

/// The [`Field`] of one field of a [`for_each_op!`] entry.
macro_rules! field {
    [pad $bits:literal] => {
        Field { name: "pad", kind: Kind::Pad, bits: $bits, default: Some(0), values: &[], spelling: Spelling::Number, doc: "Zero." }
    };
    [patch_buf $name:ident $doc:literal] => {
        Field { name: stringify!($name), kind: Kind::PatchBuf, bits: 0, default: None, values: &[], spelling: Spelling::Number, doc: $doc }
    };
    [jobsize $name:ident $doc:literal] => {
        Field { name: stringify!($name), kind: Kind::JobSize, bits: 16, default: Some(0), values: &[], spelling: Spelling::Number, doc: $doc }
    };
    [reg $name:ident $doc:literal] => { field!(@value $name Kind::Register, 8, $doc) };
    [lb $name:ident $doc:literal] => { field!(@value $name Kind::Barrier(Barrier::Local), 8, $doc) };
    [rb $name:ident $doc:literal] => { field!(@value $name Kind::Barrier(Barrier::Remote), 8, $doc) };
    [page $name:ident $doc:literal] => { field!(@value $name Kind::PageId, 16, $doc) };
    [c8 $name:ident $doc:literal $($extra:tt)*] => { field!(@extra field!(@value $name Kind::Const, 8, $doc); $($extra)*) };
    [c16 $name:ident $doc:literal $($extra:tt)*] => { field!(@extra field!(@value $name Kind::Const, 16, $doc); $($extra)*) };
    [c32 $name:ident $doc:literal $($extra:tt)*] => { field!(@extra field!(@value $name Kind::Const, 32, $doc); $($extra)*) };
    (@value $name:ident $kind:expr, $bits:literal, $doc:literal) => {
        Field { name: stringify!($name), kind: $kind, bits: $bits, default: None, values: &[], spelling: Spelling::Number, doc: $doc }
    };
    (@extra $field:expr;) => { $field };
    (@extra $field:expr; tile) => { Field { spelling: Spelling::Tile, ..$field } };
    (@extra $field:expr; data) => { Field { spelling: Spelling::Data, ..$field } };
    (@extra $field:expr; values $values:ident) => { Field { values: $values, ..$field } };
}

/// [`Opcode`] and [`OPS`] from the entries of [`for_each_op!`].
macro_rules! define_table {
    ($($name:ident = $byte:literal $mnemonic:literal $summary:literal $doc:literal { $($field:tt)* })*) => {
        /// An operation of [`OPS`] by name (its mnemonic in CamelCase); the
        /// value is the opcode byte. [`Opcode::op`] gives the table entry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Opcode {
            $(#[doc = concat!("`", $mnemonic, "`: ", $summary)] $name = $byte,)*
        }

        impl Opcode {
            /// Number of operations.
            const COUNT: usize = [$(Opcode::$name),*].len();
        }

        /// Every operation of the ctrlcode ISA, in the order of seed 000.
        pub static OPS: &[Op] = &[
            $(Op {
                mnemonic: $mnemonic,
                opcode: Opcode::$name,
                summary: $summary,
                doc: $doc,
                fields: &[$(field!$field),*],
                shape: Shape::of(&[$(field!$field),*]),
            },)*
        ];
    };
}

for_each_op!(define_table);

impl Field {
    /// The first name of value `v` of the field, if it has one.
    pub fn names(&self, v: u32) -> Option<&'static str> {
        self.values.iter().find(|&&(x, _)| x == v).map(|&(_, n)| n)
    }
}

/// One operation of the ISA.
#[derive(Debug)]
pub struct Op {
    /// The assembly name of the operation (upper case).
    pub mnemonic: &'static str,
    /// The opcode byte.
    pub opcode: Opcode,
    /// One line.
    pub summary: &'static str,
    /// What the operation does.
    pub doc: &'static str,
    /// The fields after the opcode byte, in encoding order.
    pub fields: &'static [Field],
    shape: Shape,
}

/// What an operation's fields add up to, computed once.
#[derive(Debug)]
struct Shape {
    size: u8,
    asm: u8,
    required: u8,
    /// The fields that are asm operands are those with bits (no `pad`,
    /// `jobsize` or `patch_buf`).
    asm_are_values: bool,
}

impl Shape {
    const fn of(fields: &[Field]) -> Shape {
        let mut shape = Shape {
            size: 1,
            asm: 0,
            required: 0,
            asm_are_values: true,
        };
        let mut i = 0;
        while i < fields.len() {
            let kind = fields[i].kind;
            shape.size += fields[i].bits / 8;
            if matches!(kind, Kind::JobSize | Kind::PatchBuf) {
                shape.asm_are_values = false;
            }
            if !matches!(kind, Kind::Pad | Kind::JobSize) {
                shape.asm += 1;
                if !matches!(kind, Kind::PatchBuf) {
                    shape.required += 1;
                }
            }
            i += 1;
        }
        shape
    }
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
        usize::from(self.shape.size)
    }

    /// Whether the asm operands are the value fields ([`Op::value_fields`]),
    /// in order: no `jobsize` and no `patch_buf`.
    pub fn asm_are_values(&self) -> bool {
        self.shape.asm_are_values
    }

    /// The number of asm operands: (all, without the optional `patch_buf`).
    pub fn asm_operands(&self) -> (usize, usize) {
        (
            usize::from(self.shape.asm),
            usize::from(self.shape.required),
        )
    }

    /// The fields with bits in the encoding other than pads, with their byte
    /// offsets: the values of an [`crate::cert::Instr`]
    /// ([`crate::cert::Instr::values`]), in order.
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

/// APPLY_OFFSET_57's offset meaning "host address of the control code".
pub const CONTROL_CODE_BASE_OFFSET: u16 = 0xFFFF;

/// The name of [`CONTROL_CODE_BASE_OFFSET`].
pub const CONTROL_CODE_BASE: &str = "ctrlcode_base";

/// APPLY_OFFSET_57 offsets with a name.
static BASE_OFFSETS: &[(u32, &str)] = &[(CONTROL_CODE_BASE_OFFSET as u32, CONTROL_CODE_BASE)];

/// The `tile_id` of a tile (`TILE_c_r`): `col << 5 | row`, or `None` when
/// the column or row does not fit its field (col < 128, row < 32).
pub fn tile_id(col: u64, row: u64) -> Option<u64> {
    (col < 128 && row < 32).then_some(col << 5 | row)
}

/// Slots of the mnemonic table: a power of two, a few times the number of
/// operations.
const SLOTS: usize = 256;

/// The slot where a search for mnemonic `m` starts: a hash of its length
/// and three upper-cased bytes.
const fn slot(m: &[u8]) -> usize {
    let h = (m.len() as u32) << 24
        | upper(m, 0) << 16
        | upper(m, m.len() / 2) << 8
        | upper(m, m.len().wrapping_sub(1));
    (h.wrapping_mul(0x9E37_79B1) >> 24) as usize
}

/// Byte `i` of `m` upper-cased (0 past its end).
const fn upper(m: &[u8], i: usize) -> u32 {
    if i < m.len() {
        m[i].to_ascii_uppercase() as u32
    } else {
        0
    }
}

/// Index + 1 in [`OPS`] of the operation in each slot of the mnemonic
/// table (0: empty), open-addressed, built at compile time.
const MNEMONICS: [u8; SLOTS] = {
    let mut table = [0; SLOTS];
    let mut i = 0;
    while i < OPS.len() {
        let mut s = slot(OPS[i].mnemonic.as_bytes());
        while table[s] != 0 {
            s = (s + 1) % SLOTS;
        }
        table[s] = i as u8 + 1;
        i += 1;
    }
    table
};

/// The operation with this mnemonic (case-insensitive): a probe of the
/// open-addressed [`MNEMONICS`] table.
pub fn by_mnemonic(mnemonic: &str) -> Option<&'static Op> {
    let mut s = slot(mnemonic.as_bytes());
    loop {
        let op = OPS.get(usize::from(MNEMONICS[s]).checked_sub(1)?)?;
        if op.mnemonic.len() == mnemonic.len()
            && (op.mnemonic == mnemonic || op.mnemonic.eq_ignore_ascii_case(mnemonic))
        {
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
        // Seed 000's 31, aiec's CREATE_SCRATCHPAD and UPDATE_REG, and the
        // AIE2PS REL_ACQ_SYNC.
        assert_eq!(OPS.len(), 31 + 3);
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
