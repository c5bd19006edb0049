//! The CERT ctrlcode ELF container: write and read.
//!
//! The content sections (`.ctrltext.<col>.<page>`, `.ctrldata.<col>.<page>`,
//! `.pad.<col>`) are produced by the assembler; this module only wraps them in
//! an ELF32 little-endian executable as the ctrlcode binary-format reference
//! (its section 9, ELF container) and the project decisions describe: EI_OSABI 0x40, EI_ABIVERSION 2, e_machine 1
//! (EM_M32), ET_EXEC, relocations in the production C++ assembler's encoding
//! (`.dynstr`, `.dynsym`, `.rela.dyn`, `.dynamic`), a `.note.xrt.UID` note and
//! an optional `.note.aiec` note describing the design.
//!
//! Unlike AMD's C++ container the file is clean for GNU `readelf -a`: the
//! program header table is covered by a `PT_LOAD` segment, and every segment's
//! virtual address equals its file offset (so do the `sh_addr` of allocated
//! sections, which lets readelf map sections to segments).
//!
//! Section index order: null, `.shstrtab`, the content sections in the order
//! given, then (only when there are relocations) `.dynstr`, `.dynsym`,
//! `.rela.dyn`, `.dynamic`, then `.note.xrt.UID`, when present
//! `.note.aiec`, then the attachments ([`CtrlElf::attachments`]).
//!
//! Writing uses `object::write::elf::Writer` in two phases: `Layout::reserve`
//! reserves every section index, name and file range, then the headers, the
//! section contents and the section headers are written in that order;
//! reading uses `object::read::elf`, which bounds-checks every
//! access, so [`read`] returns an error rather than panicking on bad input.

use rustc_hash::FxHashMap;
use std::fmt;

use object::elf;
use object::endian::{LittleEndian, U32};
use object::read::elf::{FileHeader as _, SectionHeader as _, Sym as _};
use object::write::elf::{
    FileHeader, ProgramHeader, Rel, SectionHeader, SectionIndex, Sym, Writer,
};
use object::write::StringId;
use object::Endianness;

/// EI_OSABI of a ctrlcode ELF.
pub const OSABI: u8 = 0x40;
/// EI_ABIVERSION written by aiec (the production C++ assembler's value).
pub const ABI_VERSION: u8 = 2;
/// EI_ABIVERSION of the Python assembler's container; accepted on input.
pub const ABI_VERSION_PY: u8 = 1;
/// Alignment of the content sections and their segments.
pub const SECTION_ALIGN: u64 = 16;

/// Name of the XRT UID note section.
pub const UID_SECTION: &str = ".note.xrt.UID";
/// Owner name of the XRT UID note.
pub const UID_NOTE_NAME: &[u8] = b"XRT";
/// Note type of the XRT UID note.
pub const UID_NOTE_TYPE: u32 = 4;
/// Length of the UID: lower-case hex MD5, 32 ASCII characters, no NUL.
pub const UID_LEN: usize = 32;

/// Name of aiec's design-description note section.
pub const AIEC_SECTION: &str = ".note.aiec";
/// Owner name of aiec's note.
pub const AIEC_NOTE_NAME: &[u8] = b"aiec";
/// Note type of aiec's design description.
pub const AIEC_NOTE_TYPE: u32 = 1;
/// Version of the `.note.aiec` descriptor layout.
pub const AIEC_NOTE_VERSION: u32 = 2;
/// Version of the layout with [`AiecReconfig`] (written only when there is one).
pub const AIEC_NOTE_VERSION_RECONFIG: u32 = 3;

/// Relocation kinds (the production C++ assembler's `r_type` = schema number).
pub const RELOC_SHIM_DMA_57: u32 = 2;
/// A symbolic 32-bit operand.
pub const RELOC_SCALAR_32: u32 = 3;
/// A control-packet patch.
pub const RELOC_CONTROL_PACKET_48: u32 = 4;

/// A ctrlcode ELF as the assembler produces and the disassembler consumes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CtrlElf {
    /// Content sections (`.ctrltext.<col>.<page>`, `.ctrldata.<col>.<page>`,
    /// `.pad.<col>`) in file order. `.ctrltext.*` sections are written
    /// executable (AX), all others writable (WA). Names must not contain NUL
    /// (a name is cut at its first NUL).
    pub sections: Vec<(String, Vec<u8>)>,
    /// Relocations in emission order (become `.rela.dyn` entries).
    pub relocations: Vec<Relocation>,
    /// Descriptor of the `.note.xrt.UID` note: lower-case hex MD5 of all
    /// content sections concatenated in order. Reading a file without that
    /// note (the Python assembler's container) gives all zeros.
    pub uid: [u8; UID_LEN],
    /// aiec's design description (`.note.aiec`), if any.
    pub aiec_note: Option<AiecNote>,
    /// Sections for a host runtime that the control code does not use,
    /// written last as non-loaded PROGBITS (a full ELF's design and kernel
    /// libraries). Names start with [`ATTACHMENT_PREFIX`]; reading keeps
    /// every such section, in order. Not part of the UID.
    pub attachments: Vec<(String, Vec<u8>)>,
}

/// The name prefix of [`CtrlElf::attachments`].
pub const ATTACHMENT_PREFIX: &str = ".aiec.";

/// The `.note.xrt.UID` descriptor of `sections`: the lower-case hex MD5 of
/// their contents concatenated in order (the production C++ assembler's UID).
pub fn uid_of(sections: &[(String, Vec<u8>)]) -> [u8; UID_LEN] {
    use md5::{Digest, Md5};
    let mut md5 = Md5::new();
    for (_, data) in sections {
        md5.update(data);
    }
    uid_hex(&md5.finalize())
}

/// An MD5 digest in lower-case hex.
fn uid_hex(digest: &[u8]) -> [u8; UID_LEN] {
    let mut uid = [0u8; UID_LEN];
    for (i, byte) in digest.iter().enumerate() {
        uid[2 * i] = HEX_DIGITS[usize::from(byte >> 4)];
        uid[2 * i + 1] = HEX_DIGITS[usize::from(byte & 0xf)];
    }
    uid
}

const HEX_DIGITS: &[u8; 16] = b"0123456789abcdef";

impl CtrlElf {
    /// Sets [`CtrlElf::uid`] to [`uid_of`] the content sections.
    pub fn compute_uid(&mut self) {
        self.uid = uid_of(&self.sections);
    }
}

/// One relocation: a `.rela.dyn` entry and the `.dynsym` symbol it names.
///
/// Symbols are shared between relocations with the same (`section`,
/// `symbol`), in first-seen order, as the production C++ assembler does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Relocation {
    /// `r_offset`: body offset of the patched field or BD table.
    pub offset: u32,
    /// Symbol name (`control-code-<col>`, an argument index, a token, ...).
    pub symbol: String,
    /// Name of the content section the symbol belongs to (its `st_shndx`);
    /// a name that is not one of [`CtrlElf::sections`] is written as
    /// `SHN_UNDEF` and reads back as the empty string.
    pub section: String,
    /// `r_type`: the schema number ([`RELOC_SHIM_DMA_57`], ...).
    pub kind: u8,
    /// `r_addend`.
    pub addend: i32,
}

/// aiec's `.note.aiec` note: what a tool needs to run the design.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AiecNote {
    /// Device name (`npu1`, `npu2_4col`, ...).
    pub device: String,
    /// The runtime sequence's arguments, in order.
    pub args: Vec<AiecArg>,
    /// Per column (uC), the ids of the jobs that write the static
    /// configuration; the column's other jobs run the runtime sequence.
    pub config_jobs: Vec<(u32, Vec<u32>)>,
    /// For a design with several devices or runtime sequences: its PDIs and
    /// kernels (docs/cert-lowering.md, "Several devices and sequences").
    pub reconfig: Option<AiecReconfig>,
}

/// The PDIs and kernels of a control code built from several devices or
/// runtime sequences. The default text-label group of each column runs the
/// entry kernel; `args` and `config_jobs` of the note are the entry's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AiecReconfig {
    /// The entry kernel: its device's symbol and its runtime sequence's.
    pub entry: (String, String),
    /// The PDIs (text-label groups `pdi_<id>` that LOAD_PDI names): id and
    /// the symbol of the device whose configuration it writes (empty for the
    /// PDI that only resets the array).
    pub pdis: Vec<(u32, String)>,
    /// The other kernels, each in text-label groups of its own.
    pub kernels: Vec<AiecKernel>,
}

/// A kernel other than the entry: a runtime sequence run on its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AiecKernel {
    /// Its device's symbol.
    pub device: String,
    /// Its runtime sequence's symbol.
    pub sequence: String,
    /// The sequence's arguments.
    pub args: Vec<AiecArg>,
    /// Per column, the id of the job the kernel starts at.
    pub starts: Vec<(u32, u32)>,
}

/// One runtime-sequence argument.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AiecArg {
    /// Size in bytes; 0 for a buffer of a dynamic shape (`memref<?xi32>`),
    /// which the host sizes ([`AiecArg::known_size`]).
    pub size: u64,
    /// Element type as MLIR spells it (`i32`, `bf16`, ...): of the buffer,
    /// or the scalar's type.
    pub element_type: String,
    /// A scalar (`i32`, `index`, ...), whose value the loader puts in the
    /// instruction fields of its `arg<n>` symbol, not a host buffer.
    pub scalar: bool,
    /// For a scalar, the values aiec's deadlock check accepts it with:
    /// `(min, max)` (`max`: `None` for no bound). A run with a value
    /// outside would hang; the runtimes refuse it (docs/deadlocks.md,
    /// "Guards").
    pub guard: Option<ArgGuard>,
}

/// The values of a scalar argument a run completes with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArgGuard {
    /// The least value.
    pub min: u64,
    /// `None`: no upper bound.
    pub max: Option<u64>,
}

impl AiecArg {
    /// The size the ELF fixes: a scalar's, a buffer's of a static shape.
    pub fn known_size(&self) -> Option<u64> {
        (self.scalar || self.size > 0).then_some(self.size)
    }
}

impl ArgGuard {
    /// Whether `value` is one the run completes with.
    pub fn admits(&self, value: i64) -> bool {
        let v = i128::from(value);
        v >= i128::from(self.min) && self.max.is_none_or(|max| v <= i128::from(max))
    }

    /// `4..` or `1..=3`, as the comment line spells it.
    fn words(&self) -> String {
        match self.max {
            Some(max) => format!("{}..={max}", self.min),
            None => format!("{}..", self.min),
        }
    }

    fn from_words(w: &str) -> Option<ArgGuard> {
        let (min, max) = w.split_once("..")?;
        let max = match max.strip_prefix('=') {
            Some(m) => Some(m.parse().ok()?),
            None if max.is_empty() => None,
            None => return None,
        };
        Some(ArgGuard {
            min: min.parse().ok()?,
            max,
        })
    }
}

impl fmt::Display for ArgGuard {
    /// `argument N` goes before: `>= 4`, `<= 3`, `in 1..=3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.min, self.max) {
            (min, None) => write!(f, ">= {min}"),
            (0, Some(max)) => write!(f, "<= {max}"),
            (min, Some(max)) => write!(f, "in {min}..={max}"),
        }
    }
}

impl AiecArg {
    /// The comment keyword of the argument: `arg` or `scalar-arg`, after
    /// `prefix`.
    fn keyword(&self, prefix: &str) -> String {
        let kind = if self.scalar { "scalar-arg" } else { "arg" };
        format!("{prefix}{kind}")
    }

    /// The argument a comment line's `arg`/`scalar-arg` words describe
    /// (`guard <range>` after them for a guarded scalar).
    fn from_words(keyword: &str, size: &str, ty: &str, rest: &[&str]) -> Option<AiecArg> {
        let guard = match rest {
            [] => None,
            ["guard", range] => Some(ArgGuard::from_words(range)?),
            _ => return None,
        };
        Some(AiecArg {
            size: size.parse().ok()?,
            element_type: ty.to_string(),
            scalar: keyword == "scalar-arg",
            guard,
        })
    }

    /// The words after the keyword on its comment line.
    fn words(&self) -> String {
        let guard = self
            .guard
            .map_or(String::new(), |g| format!(" guard {}", g.words()));
        format!("{} {}{guard}", self.size, self.element_type)
    }
}

/// The prefix of the relocation symbol whose value is runtime-sequence
/// argument n's: `arg<n>` (a `scalar_32` relocation).
pub const ARG_SYMBOL: &str = "arg";

/// The argument whose value relocation symbol `symbol` stands for.
pub fn argument_of_symbol(symbol: &str) -> Option<usize> {
    let n = symbol.strip_prefix(ARG_SYMBOL)?;
    n.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| n.parse().ok())?
}

/// The bit of an argument's encoded size marking a scalar.
const SCALAR_BIT: u64 = 1 << 63;

/// The bit of an argument's encoded size saying a guard follows (u64 min,
/// u64 max, `u64::MAX` for none).
const GUARD_BIT: u64 = 1 << 62;

/// Why a byte string is not a ctrlcode ELF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElfError {
    /// Not ELF, truncated or structurally broken (the `object` crate's text).
    Malformed(String),
    /// A valid ELF, but not a ctrlcode container (class, machine, OS ABI, ...).
    NotCtrlcode(String),
    /// A `.note.aiec` descriptor that does not decode.
    BadAiecNote(&'static str),
}

impl fmt::Display for ElfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElfError::Malformed(m) => write!(f, "malformed ELF: {m}"),
            ElfError::NotCtrlcode(m) => write!(f, "not a ctrlcode ELF: {m}"),
            ElfError::BadAiecNote(m) => write!(f, "bad .note.aiec: {m}"),
        }
    }
}

impl std::error::Error for ElfError {}

impl From<object::read::Error> for ElfError {
    fn from(e: object::read::Error) -> Self {
        ElfError::Malformed(e.to_string())
    }
}

fn name_bytes(name: &str) -> &[u8] {
    let b = name.as_bytes();
    match b.iter().position(|&c| c == 0) {
        Some(n) => &b[..n],
        None => b,
    }
}

fn is_text(name: &[u8]) -> bool {
    name.starts_with(b".ctrltext")
}

fn round_up(v: usize, a: usize) -> usize {
    v.div_ceil(a) * a
}

/// The bytes of one note (header, name and descriptor, each padded to 4).
fn note_bytes(name: &[u8], n_type: u32, desc: &[u8]) -> Vec<u8> {
    let le = LittleEndian;
    let header = elf::NoteHeader32 {
        n_namesz: U32::new(le, name.len() as u32 + 1),
        n_descsz: U32::new(le, desc.len() as u32),
        n_type: U32::new(le, elf::NoteType(n_type)),
    };
    let mut out = object::pod::bytes_of(&header).to_vec();
    out.extend_from_slice(name);
    out.push(0);
    out.resize(round_up(out.len(), 4), 0);
    out.extend_from_slice(desc);
    out.resize(round_up(out.len(), 4), 0);
    out
}

fn push_str(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u32).to_le_bytes());
    out.extend_from_slice(s.as_bytes());
    out.resize(round_up(out.len(), 4), 0);
}

impl AiecNote {
    /// The note descriptor: little-endian u32 version, then the device name,
    /// then a u32 argument count and per argument a u64 size and the element
    /// type, then a u32 column count and per column its index, a u32 job
    /// count and the configuration job ids (u32 each). A string is a u32 byte
    /// length and the UTF-8 bytes, zero-padded to a multiple of 4. With a
    /// [`AiecReconfig`] the version is [`AIEC_NOTE_VERSION_RECONFIG`] and it
    /// follows: the entry's device and sequence, a u32 PDI count and per PDI
    /// its u32 id and device, a u32 kernel count and per kernel its device,
    /// sequence, arguments (as above) and a u32 count of (u32 column, u32
    /// job) starts.
    pub fn encode(&self) -> Vec<u8> {
        let version = match self.reconfig {
            Some(_) => AIEC_NOTE_VERSION_RECONFIG,
            None => AIEC_NOTE_VERSION,
        };
        let mut out = version.to_le_bytes().to_vec();
        push_str(&mut out, &self.device);
        push_args(&mut out, &self.args);
        out.extend_from_slice(&(self.config_jobs.len() as u32).to_le_bytes());
        for (col, jobs) in &self.config_jobs {
            out.extend_from_slice(&col.to_le_bytes());
            out.extend_from_slice(&(jobs.len() as u32).to_le_bytes());
            for j in jobs {
                out.extend_from_slice(&j.to_le_bytes());
            }
        }
        if let Some(r) = &self.reconfig {
            r.encode(&mut out);
        }
        out
    }

    /// Inverse of [`AiecNote::encode`]; bounds-checked.
    pub fn decode(desc: &[u8]) -> Result<AiecNote, ElfError> {
        let mut r = Cursor { data: desc, pos: 0 };
        let version = r.u32()?;
        if version != AIEC_NOTE_VERSION && version != AIEC_NOTE_VERSION_RECONFIG {
            return Err(ElfError::BadAiecNote("unknown version"));
        }
        let device = r.string()?;
        let args = r.args()?;
        let mut config_jobs = Vec::new();
        for _ in 0..r.u32()? {
            let col = r.u32()?;
            let n = r.u32()?;
            let jobs = (0..n).map(|_| r.u32()).collect::<Result<_, _>>()?;
            config_jobs.push((col, jobs));
        }
        let reconfig = match version {
            AIEC_NOTE_VERSION_RECONFIG => Some(AiecReconfig::decode(&mut r)?),
            _ => None,
        };
        if r.pos != desc.len() {
            return Err(ElfError::BadAiecNote("trailing bytes"));
        }
        Ok(AiecNote {
            device,
            args,
            config_jobs,
            reconfig,
        })
    }
}

fn push_args(out: &mut Vec<u8>, args: &[AiecArg]) {
    out.extend_from_slice(&(args.len() as u32).to_le_bytes());
    for a in args {
        let flag = if a.scalar { SCALAR_BIT } else { 0 };
        let guarded = if a.guard.is_some() { GUARD_BIT } else { 0 };
        out.extend_from_slice(&(a.size | flag | guarded).to_le_bytes());
        push_str(out, &a.element_type);
        if let Some(g) = a.guard {
            out.extend_from_slice(&g.min.to_le_bytes());
            out.extend_from_slice(&g.max.unwrap_or(u64::MAX).to_le_bytes());
        }
    }
}

impl AiecReconfig {
    fn encode(&self, out: &mut Vec<u8>) {
        push_str(out, &self.entry.0);
        push_str(out, &self.entry.1);
        out.extend_from_slice(&(self.pdis.len() as u32).to_le_bytes());
        for (id, device) in &self.pdis {
            out.extend_from_slice(&id.to_le_bytes());
            push_str(out, device);
        }
        out.extend_from_slice(&(self.kernels.len() as u32).to_le_bytes());
        for k in &self.kernels {
            push_str(out, &k.device);
            push_str(out, &k.sequence);
            push_args(out, &k.args);
            out.extend_from_slice(&(k.starts.len() as u32).to_le_bytes());
            for (col, job) in &k.starts {
                out.extend_from_slice(&col.to_le_bytes());
                out.extend_from_slice(&job.to_le_bytes());
            }
        }
    }

    fn decode(r: &mut Cursor) -> Result<AiecReconfig, ElfError> {
        let entry = (r.string()?, r.string()?);
        let pdis = (0..r.u32()?)
            .map(|_| Ok((r.u32()?, r.string()?)))
            .collect::<Result<_, ElfError>>()?;
        let mut kernels = Vec::new();
        for _ in 0..r.u32()? {
            let device = r.string()?;
            let sequence = r.string()?;
            let args = r.args()?;
            let starts = (0..r.u32()?)
                .map(|_| Ok((r.u32()?, r.u32()?)))
                .collect::<Result<_, ElfError>>()?;
            kernels.push(AiecKernel {
                device,
                sequence,
                args,
                starts,
            });
        }
        Ok(AiecReconfig {
            entry,
            pdis,
            kernels,
        })
    }

    /// The kernel running runtime sequence `sequence` (of `device`, if given).
    pub fn kernel(&self, device: Option<&str>, sequence: &str) -> Option<&AiecKernel> {
        self.kernels
            .iter()
            .find(|k| k.sequence == sequence && device.is_none_or(|d| d == k.device))
    }
}

/// Prefix of the comment lines that carry a [`AiecNote`] in ctrlcode asm.
pub const NOTE_COMMENT: &str = "; aiec:";

impl AiecNote {
    /// The note as comment lines at the head of ctrlcode asm (`; aiec: device
    /// npu1`, `; aiec: arg <bytes> <type>`, `; aiec: config <col> <job>...`),
    /// so that assembling the asm gives the ELF the same note.
    pub fn to_comments(&self) -> String {
        let mut out = format!("{NOTE_COMMENT} device {}\n", self.device);
        for a in &self.args {
            out.push_str(&format!("{NOTE_COMMENT} {} {}\n", a.keyword(""), a.words()));
        }
        for (col, jobs) in &self.config_jobs {
            out.push_str(&format!("{NOTE_COMMENT} config {col}"));
            for j in jobs {
                out.push_str(&format!(" {j}"));
            }
            out.push('\n');
        }
        if let Some(r) = &self.reconfig {
            r.to_comments(&mut out);
        }
        out
    }

    /// The note the comment lines of [`AiecNote::to_comments`] in `asm`
    /// describe, if it has a `device` line.
    pub fn from_comments(asm: &str) -> Option<AiecNote> {
        let mut note = AiecNote::default();
        let mut device = None;
        for line in asm.lines() {
            let Some(rest) = line.trim().strip_prefix(NOTE_COMMENT) else {
                continue;
            };
            let words: Vec<&str> = rest.split_whitespace().collect();
            match words[..] {
                ["device", name] => device = Some(name.to_string()),
                [word @ ("arg" | "scalar-arg"), size, ty, ref rest @ ..] => {
                    note.args.push(AiecArg::from_words(word, size, ty, rest)?)
                }
                ["config", col, ref jobs @ ..] => note.config_jobs.push((
                    col.parse().ok()?,
                    jobs.iter().map(|j| j.parse().ok()).collect::<Option<_>>()?,
                )),
                _ => AiecReconfig::from_comment(&mut note.reconfig, &words)?,
            }
        }
        note.device = device?;
        Some(note)
    }
}

impl AiecReconfig {
    /// `; aiec: entry <device> <sequence>`, `; aiec: pdi <id> [<device>]`,
    /// `; aiec: kernel <device> <sequence> <col>:<job>...` and the
    /// `; aiec: kernel-arg <bytes> <type>` lines of the kernel above.
    fn to_comments(&self, out: &mut String) {
        out.push_str(format!("{NOTE_COMMENT} entry {} {}", self.entry.0, self.entry.1).trim_end());
        out.push('\n');
        for (id, device) in &self.pdis {
            out.push_str(format!("{NOTE_COMMENT} pdi {id} {device}").trim_end());
            out.push('\n');
        }
        for k in &self.kernels {
            out.push_str(&format!(
                "{NOTE_COMMENT} kernel {} {}",
                k.device, k.sequence
            ));
            for (col, job) in &k.starts {
                out.push_str(&format!(" {col}:{job}"));
            }
            out.push('\n');
            for a in &k.args {
                out.push_str(&format!(
                    "{NOTE_COMMENT} {} {}\n",
                    a.keyword("kernel-"),
                    a.words()
                ));
            }
        }
    }

    /// Reads one comment line of [`AiecReconfig::to_comments`] into `r`
    /// (other lines are left alone); `None` for a malformed one.
    fn from_comment(r: &mut Option<AiecReconfig>, words: &[&str]) -> Option<()> {
        match *words {
            ["entry", device, ref sequence @ ..] if sequence.len() <= 1 => {
                let sequence = sequence.first().map_or(String::new(), |s| s.to_string());
                r.get_or_insert_with(Default::default).entry = (device.to_string(), sequence);
            }
            ["pdi", id, ref device @ ..] if device.len() <= 1 => {
                let device = device.first().map_or(String::new(), |d| d.to_string());
                let id = id.parse().ok()?;
                r.get_or_insert_with(Default::default)
                    .pdis
                    .push((id, device));
            }
            ["kernel", device, sequence, ref starts @ ..] => {
                let starts = starts
                    .iter()
                    .map(|s| {
                        let (c, j) = s.split_once(':')?;
                        Some((c.parse().ok()?, j.parse().ok()?))
                    })
                    .collect::<Option<_>>()?;
                r.get_or_insert_with(Default::default)
                    .kernels
                    .push(AiecKernel {
                        device: device.to_string(),
                        sequence: sequence.to_string(),
                        args: Vec::new(),
                        starts,
                    });
            }
            [word @ ("kernel-arg" | "kernel-scalar-arg"), size, ty, ref rest @ ..] => {
                let k = r.as_mut()?.kernels.last_mut()?;
                let word = word.strip_prefix("kernel-").unwrap_or(word);
                k.args.push(AiecArg::from_words(word, size, ty, rest)?);
            }
            _ => {}
        }
        Some(())
    }
}

struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], ElfError> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.data.len())
            .ok_or(ElfError::BadAiecNote("truncated"))?;
        let s = &self.data[self.pos..end];
        self.pos = end;
        Ok(s)
    }
    fn u32(&mut self) -> Result<u32, ElfError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u64(&mut self) -> Result<u64, ElfError> {
        let lo = self.u32()? as u64;
        let hi = self.u32()? as u64;
        Ok(hi << 32 | lo)
    }
    fn args(&mut self) -> Result<Vec<AiecArg>, ElfError> {
        let n = self.u32()?;
        let mut args = Vec::new();
        for _ in 0..n {
            let size = self.u64()?;
            let element_type = self.string()?;
            let guard = match size & GUARD_BIT {
                0 => None,
                _ => {
                    let min = self.u64()?;
                    let max = Some(self.u64()?).filter(|&m| m != u64::MAX);
                    Some(ArgGuard { min, max })
                }
            };
            args.push(AiecArg {
                size: size & !(SCALAR_BIT | GUARD_BIT),
                element_type,
                scalar: size & SCALAR_BIT != 0,
                guard,
            });
        }
        Ok(args)
    }
    fn string(&mut self) -> Result<String, ElfError> {
        let n = self.u32()? as usize;
        let s = self.take(n)?;
        let s = std::str::from_utf8(s).map_err(|_| ElfError::BadAiecNote("string is not UTF-8"))?;
        let padded = round_up(n, 4) - n;
        self.take(padded)?;
        Ok(s.to_owned())
    }
}

/// Lays out and writes the container. Deterministic: the same [`CtrlElf`]
/// always gives the same bytes.
pub fn write(ctrl: &CtrlElf) -> Vec<u8> {
    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, false, &mut buf);
    let sizes = ctrl.sections.iter().map(|(_, d)| d.len() as u64).collect();
    let layout = Layout::reserve(&mut w, ctrl, sizes);
    layout.write_headers(&mut w);
    layout.write_contents(&mut w, false);
    layout.write_section_headers(&mut w);
    drop(w);
    buf
}

/// Writes a ctrlcode ELF to a file as its content sections are produced:
/// [`Stream::section`] writes each at its final offset (known from the
/// sections' sizes) and feeds the UID's MD5; [`Stream::finish`] then writes
/// the headers and everything after the contents. The file is byte for
/// byte what [`write`] gives for the same sections.
pub struct Stream {
    file: std::io::BufWriter<std::fs::File>,
    sections: Vec<(String, u64)>,
    offsets: Vec<u64>,
    /// Sections written so far.
    next: usize,
    /// Position of the file cursor.
    position: u64,
    uid: UidHasher,
    error: Option<std::io::Error>,
}

impl Stream {
    /// A stream of the content sections `sections` (names and sizes, in
    /// order) into `file`; `relocating`: whether there will be relocations.
    pub fn new(file: std::fs::File, sections: Vec<(String, u64)>, relocating: bool) -> Stream {
        let contents = sections.iter().map(|s| s.1).sum();
        Stream::hashing(file, sections, relocating, UidHasher::new(contents))
    }

    /// [`Stream::new`] for contents hashed elsewhere: the sections written
    /// are not hashed, and their UID is given with [`Stream::set_uid`].
    pub fn unhashed(file: std::fs::File, sections: Vec<(String, u64)>, relocating: bool) -> Stream {
        let none = UidHasher::Done(md5::Digest::new());
        Stream::hashing(file, sections, relocating, none)
    }

    /// The MD5 of the contents of an [`Stream::unhashed`] stream.
    pub fn set_uid(&mut self, uid: UidDigest) {
        self.uid = UidHasher::Done(uid.0);
    }

    fn hashing(
        file: std::fs::File,
        sections: Vec<(String, u64)>,
        relocating: bool,
        uid: UidHasher,
    ) -> Stream {
        let mut none = Vec::new();
        let mut w = Writer::new(Endianness::Little, false, &mut none);
        let loads = sections.iter().filter(|s| s.1 > 0).count() as u32;
        w.reserve_file_header();
        w.reserve_program_headers(2 + loads + u32::from(relocating));
        let offsets = sections
            .iter()
            .map(|s| w.reserve(s.1, SECTION_ALIGN))
            .collect();
        Stream {
            file: std::io::BufWriter::with_capacity(256 << 10, file),
            sections,
            offsets,
            next: 0,
            position: 0,
            uid,
            error: None,
        }
    }

    /// Writes the next content section (its size must be the announced one).
    pub fn section(&mut self, bytes: &[u8]) {
        use std::io::{Seek, SeekFrom, Write};
        let i = self.next;
        self.next += 1;
        self.uid.update(bytes);
        let Some(&offset) = self.offsets.get(i) else {
            self.error
                .get_or_insert(std::io::Error::other("more sections than announced"));
            return;
        };
        let sized = self.sections[i].1 == bytes.len() as u64;
        let result = if !sized {
            Err(std::io::Error::other(
                "a section's size is not the announced one",
            ))
        } else if offset == self.position {
            self.file.write_all(bytes)
        } else {
            self.file
                .seek(SeekFrom::Start(offset))
                .and_then(|_| self.file.write_all(bytes))
        };
        self.position = offset + bytes.len() as u64;
        if let Err(e) = result {
            self.error.get_or_insert(e);
        }
    }

    /// Writes the rest of the file: the headers, relocations, notes and
    /// section headers around the contents already written.
    pub fn finish(
        mut self,
        relocations: Vec<Relocation>,
        aiec_note: Option<AiecNote>,
    ) -> std::io::Result<()> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        if self.next != self.sections.len() {
            return Err(std::io::Error::other("fewer sections than announced"));
        }
        let uid = self.uid.finish();
        let ctrl = CtrlElf {
            sections: self
                .sections
                .iter()
                .map(|(n, _)| (n.clone(), Vec::new()))
                .collect(),
            relocations,
            uid,
            aiec_note,
            attachments: Vec::new(),
        };
        use std::io::{Seek, SeekFrom, Write};
        self.file.seek(SeekFrom::Start(0))?;
        let sizes = self.sections.iter().map(|s| s.1).collect();
        let mut out = Around {
            file: &mut self.file,
            len: 0,
            skipped: false,
            error: None,
        };
        let mut w = Writer::new(Endianness::Little, false, &mut out);
        let layout = Layout::reserve(&mut w, &ctrl, sizes);
        if layout.offsets != self.offsets {
            return Err(std::io::Error::other("the section layout changed"));
        }
        layout.write_headers(&mut w);
        layout.write_contents(&mut w, true);
        layout.write_section_headers(&mut w);
        drop(w);
        if let Some(e) = out.error.take() {
            return Err(e);
        }
        let len = out.len;
        self.file.flush()?;
        self.file.get_ref().set_len(len)
    }
}

/// Bytes of content sections [`UidHasher`] hands to its thread at once.
const UID_BATCH: usize = 64 << 10;

/// The MD5 of the content sections for [`Stream`] (the UID), on a helper
/// thread when one starts: hashing is a tenth of the time of assembling a
/// large input and needs nothing else, so it runs beside the encoding
/// (contents of less than two batches are hashed here: starting the thread
/// costs more). The
/// sections are copied into batches the thread hashes in order and hands
/// back to be refilled (a few batches of [`UID_BATCH`] bytes in all).
enum UidHasher {
    /// Hashing in the caller's thread.
    Here(md5::Md5),
    /// The contents hashed before they are written.
    Done(md5::Md5),
    /// Hashing on a helper thread.
    Helper {
        /// The batch being filled.
        batch: Vec<u8>,
        /// Full batches to the thread.
        full: std::sync::mpsc::SyncSender<Vec<u8>>,
        /// Batches back from the thread, hashed and cleared.
        empty: std::sync::mpsc::Receiver<Vec<u8>>,
        thread: std::thread::JoinHandle<md5::Md5>,
    },
}

impl UidHasher {
    /// A hasher of `contents` bytes.
    fn new(contents: u64) -> UidHasher {
        use std::sync::mpsc::{channel, sync_channel};
        if contents < 2 * UID_BATCH as u64 {
            return UidHasher::Here(md5::Digest::new());
        }
        let (full, batches) = sync_channel::<Vec<u8>>(1);
        let (give_back, empty) = channel();
        let thread = std::thread::Builder::new()
            .name("aiec-uid".into())
            .spawn(move || {
                let mut md5 = <md5::Md5 as md5::Digest>::new();
                for mut batch in batches {
                    md5::Digest::update(&mut md5, &batch);
                    batch.clear();
                    // The stream may be done with batches.
                    let _ = give_back.send(batch);
                }
                md5
            });
        match thread {
            Ok(thread) => UidHasher::Helper {
                batch: Vec::with_capacity(UID_BATCH),
                full,
                empty,
                thread,
            },
            Err(_) => UidHasher::Here(md5::Digest::new()),
        }
    }

    fn update(&mut self, bytes: &[u8]) {
        match self {
            UidHasher::Here(md5) => md5::Digest::update(md5, bytes),
            UidHasher::Done(_) => {}
            UidHasher::Helper {
                batch, full, empty, ..
            } => {
                batch.extend_from_slice(bytes);
                if batch.len() >= UID_BATCH {
                    let next = empty
                        .try_recv()
                        .unwrap_or_else(|_| Vec::with_capacity(UID_BATCH));
                    // A thread that is gone is found by `finish`.
                    let _ = full.send(std::mem::replace(batch, next));
                }
            }
        }
    }

    /// The UID: the digest in hex.
    fn finish(self) -> [u8; UID_LEN] {
        let md5 = match self {
            UidHasher::Here(md5) | UidHasher::Done(md5) => md5,
            UidHasher::Helper {
                batch,
                full,
                thread,
                ..
            } => {
                let _ = full.send(batch);
                drop(full);
                thread.join().expect("hashing does not panic")
            }
        };
        uid_hex(&md5::Digest::finalize(md5))
    }
}

/// The MD5 of content sections hashed in file order, for
/// [`Stream::set_uid`].
#[derive(Clone, Default)]
pub struct UidDigest(md5::Md5);

impl UidDigest {
    /// Hashes the next content bytes.
    pub fn update(&mut self, bytes: &[u8]) {
        md5::Digest::update(&mut self.0, bytes);
    }
}

/// The file around the content sections: zeros are skipped (they are
/// holes, or the contents already written), with one seek before the next
/// bytes written (not one per content section).
struct Around<'f> {
    file: &'f mut std::io::BufWriter<std::fs::File>,
    len: u64,
    /// Whether zeros were skipped since the last bytes written.
    skipped: bool,
    error: Option<std::io::Error>,
}

impl object::write::WritableBuffer for Around<'_> {
    fn reserve(&mut self, _size: u64) -> Result<(), ()> {
        Ok(())
    }

    fn write_bytes(&mut self, val: &[u8]) {
        use std::io::{Seek, SeekFrom, Write};
        if std::mem::take(&mut self.skipped) {
            if let Err(e) = self.file.seek(SeekFrom::Start(self.len)) {
                self.error.get_or_insert(e);
            }
        }
        self.len += val.len() as u64;
        if let Err(e) = self.file.write_all(val) {
            self.error.get_or_insert(e);
        }
    }

    fn write_zeros(&mut self, additional: u64) {
        self.len += additional;
        self.skipped = true;
    }
}

/// Bytes of one `.rela.dyn` entry (`Elf32_Rela`).
const RELA_ENTRY_SIZE: u64 = 12;

/// The writer's first phase: every section index, section name and file
/// range of the container, reserved in file order.
struct Layout<'a> {
    ctrl: &'a CtrlElf,
    /// Content section names (cut at their first NUL).
    names: Vec<&'a [u8]>,
    /// Content section sizes.
    sizes: Vec<u64>,
    /// Name and section index of each content section.
    content: Vec<(StringId, SectionIndex)>,
    /// File offset of each content section.
    offsets: Vec<u64>,
    /// End of the file header and program headers.
    headers_end: u64,
    /// The relocation sections, when there are relocations.
    dynamic: Option<Dynamic<'a>>,
    uid: Note,
    aiec: Option<Note>,
    /// Name, section index and file offset of each attachment.
    attachments: Vec<(StringId, u64)>,
}

/// `.dynstr`, `.dynsym`, `.rela.dyn` and `.dynamic` laid out.
struct Dynamic<'a> {
    /// Symbols, shared on (section index, name) in first-seen order: the
    /// `.dynsym` index of `symbols[k]` is `k + 1` (0 is the null symbol).
    symbols: Vec<(u32, &'a [u8])>,
    /// The `.dynsym` index of each relocation's symbol.
    relocation_symbols: Vec<u32>,
    /// `.dynstr` as the production assembler writes it: NUL, then every
    /// symbol name and a NUL, unshared (object's table would merge suffixes).
    dynstr: Vec<u8>,
    /// Offset of each symbol's name in `dynstr`.
    name_offsets: Vec<u32>,
    /// Bytes of `.rela.dyn`.
    rela_size: u64,
    dynstr_name: StringId,
    dynsym_index: SectionIndex,
    rela_name: StringId,
    rela_index: SectionIndex,
    /// File offsets of `.dynamic`, `.dynstr`, `.dynsym` and `.rela.dyn`.
    dynamic_offset: u64,
    dynstr_offset: u64,
    dynsym_offset: u64,
    rela_offset: u64,
}

/// A note section laid out: its name, file offset and bytes.
struct Note {
    name: StringId,
    offset: u64,
    bytes: Vec<u8>,
}

/// A segment whose virtual and physical addresses are its file offset.
fn segment(
    p_type: elf::ProgramType,
    flags: u32,
    offset: u64,
    size: u64,
    align: u64,
) -> ProgramHeader {
    ProgramHeader {
        p_type,
        p_flags: elf::ProgramFlags(flags),
        p_offset: offset,
        p_vaddr: offset,
        p_paddr: offset,
        p_filesz: size,
        p_memsz: size,
        p_align: align,
    }
}

impl<'a> Layout<'a> {
    /// Reserves the section indices and names, then the file ranges, in the
    /// order the section index list of the module documentation gives.
    fn reserve(w: &mut Writer<'a>, ctrl: &'a CtrlElf, sizes: Vec<u64>) -> Layout<'a> {
        let names: Vec<&[u8]> = ctrl.sections.iter().map(|(n, _)| name_bytes(n)).collect();
        let has_relocations = !ctrl.relocations.is_empty();
        let loads = sizes.iter().filter(|&&n| n > 0).count() as u32;
        // PT_PHDR, PT_LOAD over the headers, one PT_LOAD per non-empty content
        // section, PT_DYNAMIC with relocations.
        w.reserve_file_header();
        w.reserve_program_headers(2 + loads + u32::from(has_relocations));
        let headers_end = w.reserved_len();

        w.reserve_null_section_index();
        w.reserve_shstrtab_section_index();
        let content: Vec<_> = names
            .iter()
            .map(|name| (w.add_section_name(name), w.reserve_section_index()))
            .collect();
        let mut dynamic =
            has_relocations.then(|| Dynamic::reserve_sections(w, ctrl, &names, &content));
        let uid_name = w.add_section_name(UID_SECTION.as_bytes());
        w.reserve_section_index();
        let aiec_name = ctrl.aiec_note.as_ref().map(|_| {
            let id = w.add_section_name(AIEC_SECTION.as_bytes());
            w.reserve_section_index();
            id
        });
        let attachment_names: Vec<StringId> = ctrl
            .attachments
            .iter()
            .map(|(name, _)| {
                let id = w.add_section_name(name_bytes(name));
                w.reserve_section_index();
                id
            })
            .collect();

        let offsets = sizes.iter().map(|&n| w.reserve(n, SECTION_ALIGN)).collect();
        if let Some(d) = &mut dynamic {
            d.reserve_ranges(w);
        }
        let uid = Note::reserve(w, uid_name, UID_NOTE_NAME, UID_NOTE_TYPE, &ctrl.uid);
        let aiec = aiec_name.zip(ctrl.aiec_note.as_ref()).map(|(name, note)| {
            Note::reserve(w, name, AIEC_NOTE_NAME, AIEC_NOTE_TYPE, &note.encode())
        });
        let attachments = attachment_names
            .into_iter()
            .zip(&ctrl.attachments)
            .map(|(name, (_, data))| (name, w.reserve(data.len() as u64, 8)))
            .collect();
        w.reserve_shstrtab().expect("names are NUL-free");
        w.reserve_section_headers();
        Layout {
            ctrl,
            names,
            sizes,
            content,
            offsets,
            headers_end,
            dynamic,
            uid,
            aiec,
            attachments,
        }
    }

    /// The content sections with their names, bytes, sizes and file offsets.
    fn contents(&self) -> impl Iterator<Item = (&'a [u8], &'a [u8], u64, u64)> + '_ {
        let ctrl: &'a CtrlElf = self.ctrl;
        ctrl.sections
            .iter()
            .zip(&self.names)
            .zip(self.sizes.iter().zip(&self.offsets))
            .map(|(((_, data), name), (&size, &offset))| (*name, data.as_slice(), size, offset))
    }

    /// The file header and the program headers.
    fn write_headers(&self, w: &mut Writer<'a>) {
        w.write_file_header(&FileHeader {
            os_abi: elf::OsAbi(OSABI),
            abi_version: ABI_VERSION,
            e_type: elf::ET_EXEC,
            e_machine: elf::EM_M32,
            e_entry: 0,
            e_flags: elf::FileFlags(0),
        })
        .expect("header fits");
        let phoff = w.write_align_program_headers();
        let r = elf::PF_R.0;
        let phdrs_size = self.headers_end - phoff;
        w.write_program_header(&segment(elf::PT_PHDR, r, phoff, phdrs_size, 4));
        w.write_program_header(&segment(elf::PT_LOAD, r, 0, self.headers_end, 4));
        for (name, _, size, offset) in self.contents().filter(|c| c.2 > 0) {
            let flags = if is_text(name) {
                r | elf::PF_X.0
            } else {
                r | elf::PF_W.0
            };
            w.write_program_header(&segment(elf::PT_LOAD, flags, offset, size, SECTION_ALIGN));
        }
        if let Some(d) = &self.dynamic {
            let flags = r | elf::PF_W.0;
            w.write_program_header(&segment(elf::PT_DYNAMIC, flags, d.dynamic_offset, 16, 4));
        }
    }

    /// The section contents in file order (`written`: already in the
    /// file, skipped as zeros), then `.shstrtab`.
    fn write_contents(&self, w: &mut Writer<'a>, written: bool) {
        for (_, data, size, offset) in self.contents() {
            if written {
                w.pad_until(offset + size);
            } else {
                w.pad_until(offset);
                w.write(data);
            }
        }
        if let Some(d) = &self.dynamic {
            d.write_contents(w, &self.ctrl.relocations);
        }
        for note in std::iter::once(&self.uid).chain(&self.aiec) {
            w.pad_until(note.offset);
            w.write(&note.bytes);
        }
        for ((_, offset), (_, data)) in self.attachments.iter().zip(&self.ctrl.attachments) {
            w.pad_until(*offset);
            w.write(data);
        }
        w.write_shstrtab();
    }

    /// The section headers, in index order.
    fn write_section_headers(&self, w: &mut Writer<'a>) {
        w.write_null_section_header();
        w.write_shstrtab_section_header();
        for ((name, _, size, offset), (id, _)) in self.contents().zip(&self.content) {
            let flags = if is_text(name) {
                elf::SHF_ALLOC.0 | elf::SHF_EXECINSTR.0
            } else {
                elf::SHF_ALLOC.0 | elf::SHF_WRITE.0
            };
            let sh_name = w.section_name_offset(Some(*id));
            w.write_section_header(&SectionHeader {
                sh_name,
                sh_type: elf::SHT_PROGBITS,
                sh_flags: elf::SectionFlags(flags),
                sh_addr: offset,
                sh_offset: offset,
                sh_size: size,
                sh_link: 0,
                sh_info: 0,
                sh_addralign: SECTION_ALIGN,
                sh_entsize: 0,
            });
        }
        if let Some(d) = &self.dynamic {
            d.write_section_headers(w);
        }
        for note in std::iter::once(&self.uid).chain(&self.aiec) {
            note.write_section_header(w);
        }
        for ((name, offset), (_, data)) in self.attachments.iter().zip(&self.ctrl.attachments) {
            let sh_name = w.section_name_offset(Some(*name));
            w.write_section_header(&SectionHeader {
                sh_name,
                sh_type: elf::SHT_PROGBITS,
                sh_flags: elf::SectionFlags(0),
                sh_addr: 0,
                sh_offset: *offset,
                sh_size: data.len() as u64,
                sh_link: 0,
                sh_info: 0,
                sh_addralign: 8,
                sh_entsize: 0,
            });
        }
    }
}

impl<'a> Dynamic<'a> {
    /// Collects the symbols and `.dynstr` of `ctrl`'s relocations and
    /// reserves the four sections' indices and names.
    fn reserve_sections(
        w: &mut Writer<'a>,
        ctrl: &'a CtrlElf,
        names: &[&'a [u8]],
        content: &[(StringId, SectionIndex)],
    ) -> Dynamic<'a> {
        // A relocation naming no content section gets SHN_UNDEF; a repeated
        // name resolves to its first section.
        let by_name: FxHashMap<&[u8], u32> = names
            .iter()
            .zip(content)
            .rev()
            .map(|(n, (_, index))| (*n, index.0))
            .collect();
        let mut symbols: Vec<(u32, &[u8])> = Vec::new();
        let mut symbol_index: FxHashMap<(u32, &[u8]), u32> = FxHashMap::default();
        let mut relocation_symbols = Vec::with_capacity(ctrl.relocations.len());
        for r in &ctrl.relocations {
            let section = by_name.get(name_bytes(&r.section)).copied().unwrap_or(0);
            let key = (section, name_bytes(&r.symbol));
            let next = symbols.len() as u32 + 1;
            let i = *symbol_index.entry(key).or_insert_with(|| {
                symbols.push(key);
                next
            });
            relocation_symbols.push(i);
        }
        let mut dynstr = vec![0u8];
        let mut name_offsets = Vec::with_capacity(symbols.len());
        for (_, name) in &symbols {
            name_offsets.push(dynstr.len() as u32);
            dynstr.extend_from_slice(name);
            dynstr.push(0);
        }
        w.reserve_dynstr_section_index();
        // The same id as the name the writer just added.
        let dynstr_name = w.add_section_name(b".dynstr");
        let dynsym_index = w.reserve_dynsym_section_index();
        let rela_name = w.add_section_name(b".rela.dyn");
        let rela_index = w.reserve_section_index();
        w.reserve_dynamic_section_index();
        Dynamic {
            symbols,
            relocation_symbols,
            dynstr,
            name_offsets,
            rela_size: ctrl.relocations.len() as u64 * RELA_ENTRY_SIZE,
            dynstr_name,
            dynsym_index,
            rela_name,
            rela_index,
            dynamic_offset: 0,
            dynstr_offset: 0,
            dynsym_offset: 0,
            rela_offset: 0,
        }
    }

    /// Reserves the file ranges: `.dynamic` (two entries), `.dynstr`,
    /// `.dynsym`, `.rela.dyn`.
    fn reserve_ranges(&mut self, w: &mut Writer<'a>) {
        self.dynamic_offset = w.reserve_dynamic(2);
        for _ in &self.symbols {
            w.reserve_dynamic_symbol_index();
        }
        self.dynstr_offset = w.reserve(self.dynstr.len() as u64, 1);
        self.dynsym_offset = w.reserve_dynsym();
        self.rela_offset = w.reserve(self.rela_size, 4);
    }

    /// `.dynamic`, `.dynstr`, `.dynsym` and `.rela.dyn`.
    fn write_contents(&self, w: &mut Writer<'a>, relocations: &[Relocation]) {
        w.write_align_dynamic();
        // As the production assembler (and so XRT): DT_RELA holds the section
        // index of `.rela.dyn`, not an address.
        w.write_dynamic(elf::DT_RELA, self.rela_index.0.into())
            .expect("fits");
        w.write_dynamic(elf::DT_RELASZ, self.rela_size)
            .expect("fits");
        w.pad_until(self.dynstr_offset);
        w.write(&self.dynstr);
        w.write_null_dynamic_symbol();
        for ((section, _), &st_name) in self.symbols.iter().zip(&self.name_offsets) {
            w.write_dynamic_symbol(&Sym {
                section: None,
                st_name,
                st_info: elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_OBJECT),
                st_other: elf::SymbolOther(0),
                st_shndx: elf::SymbolSection::new(*section),
                st_value: 0,
                st_size: 0,
            });
        }
        w.pad_until(self.rela_offset);
        for (rel, &sym) in relocations.iter().zip(&self.relocation_symbols) {
            w.write_relocation(
                true,
                &Rel {
                    r_offset: rel.offset.into(),
                    r_sym: sym,
                    r_type: elf::RelocationType(rel.kind.into()),
                    r_addend: rel.addend.into(),
                },
            );
        }
    }

    /// The section headers of `.dynstr`, `.dynsym`, `.rela.dyn`, `.dynamic`.
    fn write_section_headers(&self, w: &mut Writer<'a>) {
        let sh_name = w.section_name_offset(Some(self.dynstr_name));
        w.write_section_header(&SectionHeader {
            sh_name,
            sh_type: elf::SHT_STRTAB,
            sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0),
            sh_addr: self.dynstr_offset,
            sh_offset: self.dynstr_offset,
            sh_size: self.dynstr.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: 1,
            sh_entsize: 0,
        });
        w.write_dynsym_section_header(self.dynsym_offset, 1);
        // Flags A and sh_info 0, as the production assembler writes it
        // (object's helper would add SHF_INFO_LINK).
        let sh_name = w.section_name_offset(Some(self.rela_name));
        w.write_section_header(&SectionHeader {
            sh_name,
            sh_type: elf::SHT_RELA,
            sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0),
            sh_addr: self.rela_offset,
            sh_offset: self.rela_offset,
            sh_size: self.rela_size,
            sh_link: self.dynsym_index.0,
            sh_info: 0,
            sh_addralign: 4,
            sh_entsize: RELA_ENTRY_SIZE,
        });
        w.write_dynamic_section_header(self.dynamic_offset);
    }
}

impl Note {
    /// Reserves the file range of the note `owner`/`n_type` with `desc`.
    fn reserve(w: &mut Writer<'_>, name: StringId, owner: &[u8], n_type: u32, desc: &[u8]) -> Note {
        let bytes = note_bytes(owner, n_type, desc);
        let offset = w.reserve(bytes.len() as u64, 4);
        Note {
            name,
            offset,
            bytes,
        }
    }

    fn write_section_header(&self, w: &mut Writer<'_>) {
        let sh_name = w.section_name_offset(Some(self.name));
        w.write_section_header(&SectionHeader {
            sh_name,
            sh_type: elf::SHT_NOTE,
            sh_flags: elf::SectionFlags(0),
            sh_addr: 0,
            sh_offset: self.offset,
            sh_size: self.bytes.len() as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: 4,
            sh_entsize: 0,
        });
    }
}

/// Reads a ctrlcode ELF (aiec's, or either AMD assembler's container).
///
/// Returns the content sections (PROGBITS named `.ctrltext*`, `.ctrldata*`,
/// `.pad*`, in index order), the relocations of every RELA section, the
/// `.note.xrt.UID` descriptor, the `.note.aiec` note and the attachments.
/// Never panics.
pub fn read(data: &[u8]) -> Result<CtrlElf, ElfError> {
    if data.get(..4) != Some(&elf::ELFMAG[..]) {
        return Err(ElfError::Malformed("no ELF magic".into()));
    }
    if data.get(4) != Some(&1) {
        return Err(ElfError::NotCtrlcode("not ELF32".into()));
    }
    if data.get(5) != Some(&1) {
        return Err(ElfError::NotCtrlcode("not little-endian".into()));
    }
    let header = elf::FileHeader32::<LittleEndian>::parse(data)?;
    let endian = header.endian()?;
    let ident = header.e_ident();
    if ident.os_abi.0 != OSABI {
        return Err(ElfError::NotCtrlcode(format!(
            "OS ABI {:#x}, expected {OSABI:#x}",
            ident.os_abi.0
        )));
    }
    if ident.abi_version != ABI_VERSION && ident.abi_version != ABI_VERSION_PY {
        return Err(ElfError::NotCtrlcode(format!(
            "ABI version {}",
            ident.abi_version
        )));
    }
    if header.e_machine(endian) != elf::EM_M32 {
        return Err(ElfError::NotCtrlcode(format!(
            "machine {}",
            header.e_machine(endian).0
        )));
    }
    if header.e_type(endian) != elf::ET_EXEC {
        return Err(ElfError::NotCtrlcode(format!(
            "file type {}",
            header.e_type(endian).0
        )));
    }
    let table = header.sections(endian, data)?;

    let mut out = CtrlElf::default();
    for section in table.iter() {
        let name = table.section_name(endian, section)?;
        match section.sh_type(endian) {
            elf::SHT_PROGBITS
                if name.starts_with(b".ctrltext")
                    || name.starts_with(b".ctrldata")
                    || name.starts_with(b".pad") =>
            {
                let name = String::from_utf8(name.to_vec())
                    .map_err(|_| ElfError::Malformed("section name is not UTF-8".into()))?;
                out.sections
                    .push((name, section.data(endian, data)?.to_vec()));
            }
            elf::SHT_PROGBITS if name.starts_with(ATTACHMENT_PREFIX.as_bytes()) => {
                let name = String::from_utf8(name.to_vec())
                    .map_err(|_| ElfError::Malformed("section name is not UTF-8".into()))?;
                out.attachments
                    .push((name, section.data(endian, data)?.to_vec()));
            }
            elf::SHT_NOTE => {
                let Some(mut notes) = section.notes(endian, data)? else {
                    continue;
                };
                while let Some(note) = notes.next()? {
                    let t = note.n_type(endian).0;
                    if note.name() == UID_NOTE_NAME && t == UID_NOTE_TYPE {
                        out.uid = note.desc().try_into().map_err(|_| {
                            ElfError::NotCtrlcode(format!(
                                "{UID_SECTION} descriptor is {} bytes, expected {UID_LEN}",
                                note.desc().len()
                            ))
                        })?;
                    } else if note.name() == AIEC_NOTE_NAME && t == AIEC_NOTE_TYPE {
                        out.aiec_note = Some(AiecNote::decode(note.desc())?);
                    }
                }
            }
            _ => {}
        }
    }
    for section in table.iter() {
        let Some((relas, link)) = section.rela(endian, data)? else {
            continue;
        };
        let symtab = table.symbol_table_by_index(endian, data, link)?;
        for rela in relas {
            let sym_index = rela.r_sym(endian);
            let (symbol, section_name) = if sym_index == 0 {
                (Vec::new(), Vec::new())
            } else {
                let sym = symtab.symbol(object::SymbolIndex(sym_index as usize))?;
                let name = symtab.symbol_name(endian, sym)?.to_vec();
                let shndx = sym.st_shndx(endian).0;
                let sec = if shndx == 0 || shndx >= elf::SHN_LORESERVE {
                    Vec::new()
                } else {
                    let s = table.section(object::SectionIndex(shndx.into()))?;
                    table.section_name(endian, s)?.to_vec()
                };
                (name, sec)
            };
            let text = |b: Vec<u8>| {
                String::from_utf8(b)
                    .map_err(|_| ElfError::Malformed("symbol name is not UTF-8".into()))
            };
            let kind = rela.r_type(endian).0;
            out.relocations.push(Relocation {
                offset: rela.r_offset.get(endian),
                symbol: text(symbol)?,
                section: text(section_name)?,
                kind: u8::try_from(kind)
                    .map_err(|_| ElfError::Malformed(format!("relocation type {kind}")))?,
                addend: rela.r_addend.get(endian),
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::process::Command;

    const PAGE: usize = 8192;

    /// A page as the pager lays it out: text then data, 8 KiB together.
    fn page(col: u32, page: u32, text_len: usize, fill: u8) -> [(String, Vec<u8>); 2] {
        [
            (format!(".ctrltext.{col}.{page}"), vec![fill; text_len]),
            (
                format!(".ctrldata.{col}.{page}"),
                vec![fill ^ 0xff; PAGE - text_len],
            ),
        ]
    }

    fn single_page() -> CtrlElf {
        CtrlElf {
            sections: page(0, 0, 0x70, 1).to_vec(),
            uid: *b"0123456789abcdef0123456789abcdef",
            ..CtrlElf::default()
        }
    }

    fn with_relocations() -> CtrlElf {
        let reloc = |offset, symbol: &str, kind| Relocation {
            offset,
            symbol: symbol.into(),
            section: ".ctrltext.0.0".into(),
            kind,
            addend: 0,
        };
        CtrlElf {
            relocations: vec![
                reloc(0x60, "control-code-0", RELOC_SHIM_DMA_57 as u8),
                reloc(0x84, "3", RELOC_SHIM_DMA_57 as u8),
                reloc(0x60, "0", RELOC_SHIM_DMA_57 as u8),
                reloc(0x28, "user_arg", RELOC_SCALAR_32 as u8),
                // Shares its symbol with the first one.
                reloc(0x90, "control-code-0", RELOC_SHIM_DMA_57 as u8),
            ],
            ..single_page()
        }
    }

    /// Two columns, several pages each, pads, a control-packet relocation and
    /// the design note.
    fn multi_column() -> CtrlElf {
        let mut sections = Vec::new();
        for col in 0..2 {
            for p in 0..3 {
                sections.extend(page(col, p, 0x40 + 0x10 * p as usize, (col * 3 + p) as u8));
            }
            sections.push((format!(".pad.{col}"), vec![0xa5; 36]));
        }
        CtrlElf {
            sections,
            relocations: vec![Relocation {
                offset: 0x1c,
                symbol: "4".into(),
                section: ".pad.1".into(),
                kind: RELOC_CONTROL_PACKET_48 as u8,
                addend: 0x40,
            }],
            uid: [b'f'; UID_LEN],
            aiec_note: Some(AiecNote {
                device: "npu2".into(),
                args: vec![
                    AiecArg {
                        size: 4096,
                        element_type: "i32".into(),
                        scalar: false,
                        guard: None,
                    },
                    AiecArg {
                        size: 6,
                        element_type: "bf16".into(),
                        scalar: false,
                        guard: None,
                    },
                    AiecArg {
                        size: 8,
                        element_type: "index".into(),
                        scalar: true,
                        guard: Some(ArgGuard { min: 4, max: None }),
                    },
                ],
                config_jobs: vec![(0, vec![1]), (1, vec![1, 2])],
                reconfig: None,
            }),
            attachments: Vec::new(),
        }
    }

    fn with_attachments() -> CtrlElf {
        CtrlElf {
            attachments: vec![
                (".aiec.design".into(), b"module {}\n".to_vec()),
                (".aiec.kernel.k.o".into(), vec![0x7f, b'E', b'L', b'F', 1]),
            ],
            ..with_relocations()
        }
    }

    fn layouts() -> Vec<CtrlElf> {
        vec![
            single_page(),
            with_relocations(),
            multi_column(),
            CtrlElf::default(),
            with_attachments(),
        ]
    }

    /// Attachments come last, are not loaded, read back in order and leave
    /// the content sections, their layout and the UID alone.
    #[test]
    fn attachments_round_trip_after_the_rest() {
        let plain = write(&with_relocations());
        let e = with_attachments();
        let bytes = write(&e);
        assert_eq!(read(&bytes).unwrap(), e);
        let header = elf::FileHeader32::<LittleEndian>::parse(&bytes[..]).unwrap();
        let table = header.sections(LittleEndian, &bytes[..]).unwrap();
        let last = table.iter().last().unwrap();
        assert_eq!(
            table.section_name(LittleEndian, last).unwrap(),
            b".aiec.kernel.k.o"
        );
        assert_eq!(last.sh_flags(LittleEndian).0, 0, "not allocated");
        let without = CtrlElf {
            attachments: Vec::new(),
            ..read(&bytes).unwrap()
        };
        assert_eq!(write(&without), plain);
    }

    #[test]
    fn header_fields() {
        let bytes = write(&single_page());
        assert_eq!(&bytes[..4], b"\x7fELF");
        assert_eq!(bytes[4], 1, "ELF32");
        assert_eq!(bytes[5], 1, "little-endian");
        assert_eq!(bytes[6], 1, "EI_VERSION");
        assert_eq!(bytes[7], 0x40, "EI_OSABI");
        assert_eq!(bytes[8], 2, "EI_ABIVERSION");
        assert_eq!(u16::from_le_bytes([bytes[16], bytes[17]]), 2, "ET_EXEC");
        assert_eq!(u16::from_le_bytes([bytes[18], bytes[19]]), 1, "EM_M32");
        assert_eq!(
            u32::from_le_bytes(bytes[20..24].try_into().unwrap()),
            1,
            "e_version"
        );
        assert_eq!(
            u32::from_le_bytes(bytes[28..32].try_into().unwrap()),
            52,
            "e_phoff"
        );
        assert_eq!(u16::from_le_bytes([bytes[50], bytes[51]]), 1, "e_shstrndx");
    }

    /// (name, type, flags, align) of every section, through `object::read`.
    fn section_list(bytes: &[u8]) -> Vec<(String, u32, u64, u32)> {
        let header = elf::FileHeader32::<LittleEndian>::parse(bytes).unwrap();
        let table = header.sections(LittleEndian, bytes).unwrap();
        table
            .iter()
            .map(|s| {
                let name = table.section_name(LittleEndian, s).unwrap();
                (
                    String::from_utf8(name.to_vec()).unwrap(),
                    s.sh_type(LittleEndian).0,
                    s.sh_flags(LittleEndian).0,
                    s.sh_addralign(LittleEndian),
                )
            })
            .collect()
    }

    #[test]
    fn section_order_and_kinds() {
        let names = |e: &CtrlElf| {
            section_list(&write(e))
                .into_iter()
                .map(|(n, ..)| n)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(&single_page()),
            [
                "",
                ".shstrtab",
                ".ctrltext.0.0",
                ".ctrldata.0.0",
                UID_SECTION
            ]
        );
        assert_eq!(
            names(&with_relocations()),
            [
                "",
                ".shstrtab",
                ".ctrltext.0.0",
                ".ctrldata.0.0",
                ".dynstr",
                ".dynsym",
                ".rela.dyn",
                ".dynamic",
                UID_SECTION
            ]
        );
        let list = section_list(&write(&multi_column()));
        assert_eq!(list.len(), 2 + 14 + 4 + 2);
        assert_eq!(list.last().unwrap().0, AIEC_SECTION);
        for (name, ty, flags, align) in &list {
            if name.starts_with(".ctrltext") {
                assert_eq!((*ty, *flags, *align), (1, 6, 16), "{name}");
            } else if name.starts_with(".ctrldata") || name.starts_with(".pad") {
                assert_eq!((*ty, *flags, *align), (1, 3, 16), "{name}");
            }
        }
    }

    #[test]
    fn uid_note_as_the_cpp_assembler_writes_it() {
        let e = single_page();
        let bytes = write(&e);
        let header = elf::FileHeader32::<LittleEndian>::parse(&bytes[..]).unwrap();
        let table = header.sections(LittleEndian, &bytes[..]).unwrap();
        let (_, s) = table
            .iter()
            .enumerate()
            .find(|(_, s)| table.section_name(LittleEndian, s).unwrap() == UID_SECTION.as_bytes())
            .unwrap();
        assert_eq!(s.sh_type(LittleEndian), elf::SHT_NOTE);
        assert_eq!(s.sh_flags(LittleEndian).0, 0);
        let data = s.data(LittleEndian, &bytes[..]).unwrap();
        assert_eq!(data.len(), 48);
        assert_eq!(&data[..12], &[4, 0, 0, 0, 32, 0, 0, 0, 4, 0, 0, 0]);
        assert_eq!(&data[12..16], b"XRT\0");
        assert_eq!(&data[16..], &e.uid);
    }

    #[test]
    fn uid_is_the_md5_of_the_content_sections() {
        // python3: hashlib.md5(bytes([1]*0x70 + [0xfe]*(8192-0x70))).hexdigest()
        let mut e = single_page();
        e.compute_uid();
        assert_eq!(&e.uid, b"357b33b41c80a257d3f02bfbfc12f97b");
        // The concatenation counts, not the section boundaries.
        let split = [
            (".ctrltext.0.0".to_string(), b"ab".to_vec()),
            (".pad.0".to_string(), b"c".to_vec()),
        ];
        assert_eq!(&uid_of(&split), b"900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(&uid_of(&[]), b"d41d8cd98f00b204e9800998ecf8427e");
    }

    #[test]
    fn reads_back_each_layout() {
        for e in layouts() {
            assert_eq!(read(&write(&e)).unwrap(), e);
        }
    }

    #[test]
    fn symbols_are_shared() {
        let bytes = write(&with_relocations());
        let header = elf::FileHeader32::<LittleEndian>::parse(&bytes[..]).unwrap();
        let table = header.sections(LittleEndian, &bytes[..]).unwrap();
        let symtab = table
            .symbols(LittleEndian, &bytes[..], elf::SHT_DYNSYM)
            .unwrap();
        // Null symbol plus four distinct (section, name) pairs.
        assert_eq!(symtab.len(), 5);
    }

    #[test]
    fn deterministic() {
        for e in layouts() {
            assert_eq!(write(&e), write(&e));
        }
    }

    #[test]
    fn rejects_foreign_files() {
        let good = write(&single_page());
        assert!(read(b"").is_err());
        assert!(read(b"\x7fELF").is_err());
        assert!(read(&good[..40]).is_err());
        assert!(
            read(&good[..good.len() - 1]).is_err(),
            "section headers truncated"
        );
        for (at, value) in [(4, 2), (5, 2), (7, 0), (8, 9), (16, 1), (18, 3)] {
            let mut bad = good.clone();
            bad[at] = value;
            assert!(read(&bad).is_err(), "byte {at} = {value}");
        }
        let mut py = good.clone();
        py[8] = ABI_VERSION_PY;
        assert!(
            read(&py).is_ok(),
            "the Python assembler's ABI version is accepted"
        );
    }

    #[test]
    fn aiec_note_with_reconfiguration_round_trips() {
        let mut note = multi_column().aiec_note.unwrap();
        assert_eq!(note.encode()[..4], AIEC_NOTE_VERSION.to_le_bytes());
        note.reconfig = Some(AiecReconfig {
            entry: ("main".into(), "sequence".into()),
            pdis: vec![(2, "add_one".into()), (3, String::new())],
            kernels: vec![AiecKernel {
                device: "add_one".into(),
                sequence: "add_one_seq".into(),
                args: vec![
                    AiecArg {
                        size: 64,
                        element_type: "i32".into(),
                        scalar: false,
                        guard: None,
                    },
                    AiecArg {
                        size: 4,
                        element_type: "i32".into(),
                        scalar: true,
                        guard: Some(ArgGuard {
                            min: 1,
                            max: Some(3),
                        }),
                    },
                ],
                starts: vec![(0, 7), (1, 4)],
            }],
        });
        let desc = note.encode();
        assert_eq!(desc[..4], AIEC_NOTE_VERSION_RECONFIG.to_le_bytes());
        assert_eq!(AiecNote::decode(&desc), Ok(note.clone()));
        for n in 0..desc.len() {
            assert!(AiecNote::decode(&desc[..n]).is_err());
        }
        let text = note.to_comments();
        assert!(text.contains("; aiec: pdi 3\n"), "{text}");
        assert!(
            text.contains(
                "; aiec: kernel add_one add_one_seq 0:7 1:4\n; aiec: kernel-arg 64 i32\n\
                 ; aiec: kernel-scalar-arg 4 i32 guard 1..=3\n"
            ),
            "{text}"
        );
        assert_eq!(AiecNote::from_comments(&text), Some(note.clone()));
        let found = note
            .reconfig
            .as_ref()
            .and_then(|r| r.kernel(None, "add_one_seq"));
        assert_eq!(found.map(|k| k.starts.len()), Some(2));
    }

    #[test]
    fn aiec_note_rejects_garbage() {
        let desc = multi_column().aiec_note.unwrap().encode();
        for n in 0..desc.len() {
            assert!(AiecNote::decode(&desc[..n]).is_err());
        }
        let mut extra = desc.clone();
        extra.extend_from_slice(&[0; 4]);
        assert!(AiecNote::decode(&extra).is_err());
    }

    #[test]
    fn readelf_is_clean() {
        let Ok(out) = Command::new("readelf").arg("--version").output() else {
            eprintln!("readelf not found; skipping");
            return;
        };
        if !out.status.success() {
            return;
        }
        let dir = std::env::temp_dir().join(format!("aiec-elf-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (i, e) in layouts().iter().enumerate() {
            let path = dir.join(format!("layout{i}.elf"));
            std::fs::write(&path, write(e)).unwrap();
            let out = Command::new("readelf")
                .args(["-a", "-W"])
                .arg(&path)
                .output()
                .unwrap();
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.status.success(), "layout {i}:\n{text}");
            assert!(
                !text.contains("Warning") && !text.contains("Error"),
                "layout {i}:\n{text}"
            );
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    fn arb_ctrl_elf() -> impl Strategy<Value = CtrlElf> {
        let section = (
            prop_oneof![
                (0u32..4, 0u32..8).prop_map(|(c, p)| format!(".ctrltext.{c}.{p}")),
                (0u32..4, 0u32..8).prop_map(|(c, p)| format!(".ctrldata.{c}.{p}")),
                (0u32..4).prop_map(|c| format!(".pad.{c}")),
            ],
            proptest::collection::vec(any::<u8>(), 0..300),
        );
        let sections = proptest::collection::vec(section, 0..6).prop_map(|mut v| {
            // Distinct names, so a relocation's section name is unambiguous.
            let mut seen = std::collections::HashSet::new();
            v.retain(|(n, _)| seen.insert(n.clone()));
            v
        });
        (
            sections,
            proptest::collection::vec(
                (
                    any::<u32>(),
                    "[a-z0-9_-]{0,12}",
                    any::<prop::sample::Index>(),
                    any::<u8>(),
                    any::<i32>(),
                ),
                0..6,
            ),
            any::<[u8; UID_LEN]>(),
            proptest::option::of((
                "[a-z0-9_]{0,10}",
                proptest::collection::vec(
                    (
                        0..GUARD_BIT,
                        "[a-z0-9]{0,6}",
                        any::<bool>(),
                        proptest::option::of((any::<u64>(), proptest::option::of(0..u64::MAX))),
                    ),
                    0..4,
                ),
            )),
        )
            .prop_map(|(sections, rels, uid, note)| {
                let relocations = rels
                    .into_iter()
                    .map(|(offset, symbol, idx, kind, addend)| Relocation {
                        offset,
                        symbol,
                        // A content section, or none (SHN_UNDEF).
                        section: if sections.is_empty() {
                            String::new()
                        } else {
                            sections[idx.index(sections.len())].0.clone()
                        },
                        kind,
                        addend,
                    })
                    .collect();
                let aiec_note = note.map(|(device, args)| AiecNote {
                    device,
                    args: args
                        .into_iter()
                        .map(|(size, element_type, scalar, guard)| AiecArg {
                            size,
                            element_type,
                            scalar,
                            guard: guard.map(|(min, max)| ArgGuard { min, max }),
                        })
                        .collect(),
                    config_jobs: vec![(0, vec![1])],
                    reconfig: None,
                });
                CtrlElf {
                    sections,
                    relocations,
                    uid,
                    aiec_note,
                    attachments: Vec::new(),
                }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn round_trip(e in arb_ctrl_elf()) {
            let bytes = write(&e);
            prop_assert_eq!(read(&bytes).unwrap(), e);
        }

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
            let _ = read(&bytes);
        }

        #[test]
        fn random_bytes_with_header_never_panic(tail in proptest::collection::vec(any::<u8>(), 0..512)) {
            let mut bytes = write(&with_relocations())[..52].to_vec();
            bytes.extend(tail);
            let _ = read(&bytes);
        }

        #[test]
        fn mutated_files_never_panic(
            which in 0usize..5,
            edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
            cut in any::<prop::sample::Index>(),
        ) {
            let mut bytes = write(&layouts()[which]);
            for (at, v) in edits {
                let i = at.index(bytes.len());
                bytes[i] = v;
            }
            let _ = read(&bytes);
            bytes.truncate(cut.index(bytes.len() + 1));
            let _ = read(&bytes);
        }
    }
}
