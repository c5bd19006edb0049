//! The structured loader of a ctrlcode ELF: a [`CtrlElf`]'s content sections
//! as columns, pages, jobs and instructions, for every tool that reads
//! control code (the disassembler, the ELF lift, the simulator).
//!
//! [`Program::load`] reads every `.ctrltext.<col>.<page>` /
//! `.ctrldata.<col>.<page>` pair and `.pad.<col>` section (ctrlcode
//! binary-format reference sections 6-8) and checks the structure a job
//! runner relies on:
//!
//! - section names are canonical decimal numbers, each section appears once,
//!   a column's pages are numbered from 0 without gaps, and text and data of a
//!   page are 8 KiB together;
//! - the 16-byte page header starts `ff ff`, names its own page, and its
//!   `cur_page_len` is a multiple of 4 between the end of the text and the
//!   end of the page;
//! - the text is jobs (`START_JOB`/`START_JOB_DEFERRED` … `END_JOB`, with the
//!   right `jobsize` and ids unique on the page) followed by `EOF`, every
//!   instruction decoding strictly ([`super::encoding::decode`]);
//! - a page whose `in_order_page_len` is not 0 is followed by a page of that
//!   length: the pages between two such ends form a text-label group
//!   ([`Column::groups`]).
//!
//! It does not check that the page is laid out as the assembler would lay it
//! out (fill bytes, data order, job clustering): that is the
//! disassembler's business, which builds on this loader.
//!
//! Offsets: an instruction's position is its **body offset** (from the end of
//! the page header), the unit of `descriptor_ptr`, `table_ptr` and the
//! relocations' `r_offset`. Errors name a section and a byte offset in that
//! section. Nothing here panics, whatever the input.
//!
//! Reading data: [`Page::word`] / [`Page::words`] read the page's data words
//! at body offsets, [`Page::uc_dma_chain`] follows a uC-DMA descriptor chain
//! (`UC_DMA_WRITE_DES` / `_SYNC`) and resolves each descriptor's payload.

use super::elf::{CtrlElf, RELOC_SCALAR_32};
use super::encoding::{decode, DecodeError, Instr};
use super::format::{PageHeader, UcDmaBd, HEADER_SIZE, PAGE_SIZE};
use super::isa::{Field, Opcode};
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

/// A ctrlcode program: its columns (uCs) in ascending order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The columns, by ascending uC index.
    pub columns: Vec<Column>,
}

/// The control code of one column's uC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The column (uC) index of the section names.
    pub index: u32,
    /// The pages, page `n` at index `n`.
    pub pages: Vec<Page>,
    /// The text-label groups: page ranges, each ending with a page whose
    /// `in_order_page_len` is 0. The first is the default group, which the
    /// job runner starts with; the others run when LOAD_PDI, LOAD_CORES or
    /// PREEMPT name their first page.
    pub groups: Vec<Range<usize>>,
    /// `.pad.<col>`: its section name and bytes.
    pub pad: Option<(String, Vec<u8>)>,
}

/// One decoded page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// The column (uC) the page belongs to.
    pub column: u32,
    /// The page's 16-byte header, decoded.
    pub header: PageHeader,
    /// `.ctrltext.<col>.<page>`.
    pub text_section: String,
    /// `.ctrldata.<col>.<page>`.
    pub data_section: String,
    /// The page: text then data, [`PAGE_SIZE`] bytes.
    pub bytes: Vec<u8>,
    /// Bytes of the text section (header, jobs, EOF and fill).
    pub text_len: usize,
    /// Body offset just after the EOF.
    pub code_end: usize,
    /// The jobs in page order.
    pub jobs: Vec<Job>,
    /// Symbolic 32-bit operands (`scalar_32` relocations of this page's
    /// text section): body offset of the field → symbol. The field holds 0;
    /// the loader of the ELF puts the symbol's value there.
    pub symbols: BTreeMap<usize, String>,
}

/// One job of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// The `job_id` of its START_JOB.
    pub id: u32,
    /// Started by START_JOB_DEFERRED: it runs only when a LAUNCH_JOB names it.
    pub deferred: bool,
    /// Every instruction from the START_JOB through the END_JOB, with its
    /// body offset.
    pub instrs: Vec<(usize, Instr)>,
}

impl Job {
    /// The instructions between START_JOB and END_JOB.
    pub fn body(&self) -> &[(usize, Instr)] {
        let n = self.instrs.len();
        self.instrs.get(1..n.saturating_sub(1)).unwrap_or(&[])
    }
}

/// A job being decoded: the page offset of its START_JOB or
/// START_JOB_DEFERRED, (id, jobsize, deferred) from it, its instructions.
type OpenJob = (usize, (u16, u16, bool), Vec<(usize, Instr)>);

/// A place in the ELF and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The section at fault; empty when the error concerns the whole file.
    pub section: String,
    /// Byte offset in that section, when the error is at one place.
    pub offset: Option<usize>,
    /// What is wrong.
    pub kind: LoadErrorKind,
}

/// What is wrong (section and page offsets in messages are offsets in the
/// section the error names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadErrorKind {
    /// A content section name that is not `.ctrltext.C.P`, `.ctrldata.C.P`
    /// or `.pad.C` with canonical decimal numbers.
    SectionName,
    /// A content section name appears twice.
    DuplicateSection,
    /// A `.pad.<col>` section of a column without pages.
    PadWithoutPages {
        /// The column (uC) index.
        column: u32,
    },
    /// A column's pages are not numbered 0, 1, 2, ... without gaps.
    MissingPage {
        /// The column (uC) index.
        column: u32,
        /// The first page number missing.
        page: usize,
    },
    /// A page lacks its text or its data section.
    MissingHalf {
        /// The column (uC) index.
        column: u32,
        /// The page number.
        page: u16,
    },
    /// A page's text and data sections are not [`PAGE_SIZE`] bytes together.
    PageSize {
        /// Bytes of the text section.
        text: usize,
        /// Bytes of the data section.
        data: usize,
    },
    /// The text section is shorter than the page header.
    NoHeader,
    /// The page header does not start with `ff ff`.
    HeaderMagic,
    /// The page header names another page than its section's.
    HeaderPage {
        /// The page number in the header.
        found: u16,
        /// The page number in the section name.
        expected: u16,
    },
    /// The header's reserved bytes 12-15 are not zero.
    HeaderReserved,
    /// `cur_page_len` is not a multiple of 4 between the end of the text and
    /// the end of the page.
    CurPageLen {
        /// `cur_page_len` in bytes.
        cur: usize,
        /// Bytes of the text section.
        text_end: usize,
    },
    /// An instruction that does not decode.
    Decode(DecodeError),
    /// The text section ends before an `EOF`.
    TextEndsBeforeEof,
    /// An instruction other than START_JOB, START_JOB_DEFERRED or EOF after an END_JOB (or first on the page).
    OutsideJob {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
    },
    /// A START_JOB or EOF before the END_JOB of the job starting at `start`.
    UnclosedJob {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// Offset of the job's START_JOB in the text section.
        start: usize,
    },
    /// A job's `jobsize` is not its size.
    JobSize {
        /// The `jobsize` of its START_JOB, in bytes.
        jobsize: usize,
        /// Bytes from its START_JOB through its END_JOB.
        actual: usize,
    },
    /// Two jobs of a page have one id.
    DuplicateJob {
        /// The job id.
        id: u32,
    },
    /// `in_order_page_len` is not the next page's `cur_page_len`.
    InOrderMismatch {
        /// This page's `in_order_page_len`, in bytes.
        next_len: usize,
        /// The next page's `cur_page_len`, in bytes.
        next_cur: usize,
    },
    /// `in_order_page_len` is not 0 on a column's last page.
    InOrderOnLastPage {
        /// The page's `in_order_page_len`, in bytes.
        next_len: usize,
    },
    /// A `scalar_32` relocation whose section is no `.ctrltext` section.
    SymbolSection {
        /// The relocation's symbol.
        symbol: String,
    },
    /// Two `scalar_32` relocations at one operand.
    DuplicateSymbol,
    /// Words at a body offset that are not within the page's data.
    NotInData {
        /// Body offset of the words.
        at: usize,
        /// How many bytes.
        bytes: usize,
        /// Body offsets of the page's data.
        data: Range<usize>,
    },
    /// A uC-DMA descriptor with reserved bits set.
    BadUcDmaBd {
        /// Body offset of the descriptor.
        at: usize,
    },
    /// A uC-DMA descriptor whose local pointer is not relative (the only
    /// form the assemblers write and this loader reads).
    AbsoluteUcDmaBd {
        /// Body offset of the descriptor.
        at: usize,
    },
}

impl fmt::Display for LoadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LoadErrorKind::*;
        match self {
            SectionName => f.write_str(
                "not a content section of the assembler: expected .ctrltext.<column>.<page>, \
                 .ctrldata.<column>.<page> or .pad.<column> (decimal numbers)",
            ),
            DuplicateSection => f.write_str("section appears twice"),
            PadWithoutPages { column } => write!(f, "column {column} has a pad but no pages"),
            MissingPage { column, page } => write!(
                f,
                "column {column} has no page {page}: the assembler numbers pages from 0 without gaps"
            ),
            MissingHalf { column, page } => write!(
                f,
                "page {column}.{page} needs both .ctrltext.{column}.{page} and .ctrldata.{column}.{page}"
            ),
            PageSize { text, data } => write!(
                f,
                "text and data of a page are {PAGE_SIZE} bytes together, not {text} + {data}"
            ),
            NoHeader => f.write_str("no room for the page header"),
            HeaderMagic => f.write_str("page header does not start with ff ff"),
            HeaderPage { found, expected } => {
                write!(f, "page header says page {found}, not {expected}")
            }
            HeaderReserved => f.write_str("page header bytes 12-15 are not zero"),
            CurPageLen { cur, text_end } => write!(
                f,
                "cur_page_len 0x{cur:x} is not a multiple of 4 between the end of the text \
                 (0x{text_end:x}) and 0x{PAGE_SIZE:x}"
            ),
            Decode(e) => write!(f, "{e}"),
            TextEndsBeforeEof => f.write_str("the text section ends before EOF"),
            OutsideJob { mnemonic } => write!(
                f,
                "{mnemonic} outside a job: only START_JOB, START_JOB_DEFERRED or EOF may follow END_JOB"
            ),
            UnclosedJob { mnemonic, start } => write!(
                f,
                "{mnemonic} inside the job that starts at 0x{start:x} (no END_JOB)"
            ),
            JobSize { jobsize, actual } => {
                write!(f, "jobsize 0x{jobsize:x}, but the job is 0x{actual:x} bytes")
            }
            DuplicateJob { id } => write!(f, "job {id} appears twice on the page"),
            InOrderMismatch { next_len, next_cur } => write!(
                f,
                "in_order_page_len 0x{next_len:x}, but the next page's cur_page_len is 0x{next_cur:x}"
            ),
            InOrderOnLastPage { next_len } => write!(
                f,
                "in_order_page_len 0x{next_len:x} on the column's last page (no page follows)"
            ),
            SymbolSection { symbol } => {
                write!(f, "relocation of symbol '{symbol}' names no .ctrltext section")
            }
            DuplicateSymbol => f.write_str("two symbols for one operand"),
            NotInData { at, bytes, data } => write!(
                f,
                "0x{bytes:x} bytes at body offset 0x{at:x} are not in the page's data \
                 (body offsets 0x{:x} up to 0x{:x})",
                data.start, data.end
            ),
            BadUcDmaBd { at } => write!(
                f,
                "the uC-DMA BD at body offset 0x{at:x} has reserved bits set"
            ),
            AbsoluteUcDmaBd { at } => write!(
                f,
                "the uC-DMA BD at body offset 0x{at:x} has no local-relative flag \
                 (bit 18 of its first word)"
            ),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.section.as_str(), self.offset) {
            ("", _) => write!(f, "{}", self.kind),
            (s, None) => write!(f, "{s}: {}", self.kind),
            (s, Some(o)) => write!(f, "{s}+0x{o:x}: {}", self.kind),
        }
    }
}

impl std::error::Error for LoadError {}

fn error(section: &str, offset: Option<usize>, kind: LoadErrorKind) -> LoadError {
    LoadError {
        section: section.to_string(),
        offset,
        kind,
    }
}

/// One descriptor of a uC-DMA chain, resolved in its page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainBd {
    /// Body offset of the descriptor.
    pub at: usize,
    /// The descriptor as decoded.
    pub bd: UcDmaBd,
    /// Body offset of the payload (`bd.length` words, all in the page's data).
    pub payload: usize,
    /// The payload words.
    pub words: Vec<u32>,
}

fn u16_le(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn u32_le(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(
        b.get(at..at.checked_add(4)?)?.try_into().ok()?,
    ))
}

/// A canonical decimal number (what the assembler writes in section names).
fn decimal<T: std::str::FromStr + ToString>(s: &str) -> Option<T> {
    s.parse().ok().filter(|v: &T| v.to_string() == s)
}

/// The sections of one page while loading.
#[derive(Default)]
struct Halves<'a> {
    text: Option<(&'a str, &'a [u8])>,
    data: Option<(&'a str, &'a [u8])>,
}

#[derive(Default)]
struct Sections<'a> {
    pages: BTreeMap<u16, Halves<'a>>,
    pad: Option<(&'a str, &'a [u8])>,
}

impl Program {
    /// Reads and checks the content sections and `scalar_32` relocations of
    /// `elf` (see the module documentation). Never panics.
    pub fn load(elf: &CtrlElf) -> Result<Program, LoadError> {
        let mut by_column: BTreeMap<u32, Sections<'_>> = BTreeMap::new();
        for (name, data) in &elf.sections {
            let bad = || error(name, None, LoadErrorKind::SectionName);
            let duplicate = || error(name, None, LoadErrorKind::DuplicateSection);
            let entry = (name.as_str(), data.as_slice());
            if let Some(col) = name.strip_prefix(".pad.") {
                let column = by_column.entry(decimal(col).ok_or_else(bad)?).or_default();
                if column.pad.replace(entry).is_some() {
                    return Err(duplicate());
                }
                continue;
            }
            let (is_text, rest) = if let Some(rest) = name.strip_prefix(".ctrltext.") {
                (true, rest)
            } else if let Some(rest) = name.strip_prefix(".ctrldata.") {
                (false, rest)
            } else {
                return Err(bad());
            };
            let (col, page) = rest.split_once('.').ok_or_else(bad)?;
            let (col, page) = (
                decimal(col).ok_or_else(bad)?,
                decimal(page).ok_or_else(bad)?,
            );
            let halves = by_column
                .entry(col)
                .or_default()
                .pages
                .entry(page)
                .or_default();
            let slot = if is_text {
                &mut halves.text
            } else {
                &mut halves.data
            };
            if slot.replace(entry).is_some() {
                return Err(duplicate());
            }
        }
        let mut columns = Vec::with_capacity(by_column.len());
        for (col, sections) in by_column {
            columns.push(Column::load(col, sections)?);
        }
        let mut program = Program { columns };
        program.attach_symbols(elf)?;
        Ok(program)
    }

    /// The column with uC index `index`.
    pub fn column(&self, index: u32) -> Option<&Column> {
        self.columns.iter().find(|c| c.index == index)
    }

    /// The page whose text section is `name`.
    pub fn page_by_text_section(&self, name: &str) -> Option<&Page> {
        self.columns
            .iter()
            .flat_map(|c| &c.pages)
            .find(|p| p.text_section == name)
    }

    fn attach_symbols(&mut self, elf: &CtrlElf) -> Result<(), LoadError> {
        for r in &elf.relocations {
            if u32::from(r.kind) != RELOC_SCALAR_32 {
                continue;
            }
            let at = |kind| error(&r.section, Some(r.offset as usize), kind);
            let page = self
                .columns
                .iter_mut()
                .flat_map(|c| &mut c.pages)
                .find(|p| p.text_section == r.section)
                .ok_or_else(|| {
                    at(LoadErrorKind::SymbolSection {
                        symbol: r.symbol.clone(),
                    })
                })?;
            if page
                .symbols
                .insert(r.offset as usize, r.symbol.clone())
                .is_some()
            {
                return Err(at(LoadErrorKind::DuplicateSymbol));
            }
        }
        Ok(())
    }
}

impl Column {
    fn load(index: u32, sections: Sections<'_>) -> Result<Column, LoadError> {
        if sections.pages.is_empty() {
            let (name, _) = sections.pad.unwrap_or_default();
            return Err(error(
                name,
                None,
                LoadErrorKind::PadWithoutPages { column: index },
            ));
        }
        let mut pages = Vec::with_capacity(sections.pages.len());
        for (expected, (&number, halves)) in sections.pages.iter().enumerate() {
            if usize::from(number) != expected {
                return Err(error(
                    "",
                    None,
                    LoadErrorKind::MissingPage {
                        column: index,
                        page: expected,
                    },
                ));
            }
            let (Some(text), Some(data)) = (halves.text, halves.data) else {
                return Err(error(
                    "",
                    None,
                    LoadErrorKind::MissingHalf {
                        column: index,
                        page: number,
                    },
                ));
            };
            pages.push(Page::load(index, number, text, data)?);
        }
        let groups = groups(&pages)?;
        Ok(Column {
            index,
            pages,
            groups,
            pad: sections.pad.map(|(n, b)| (n.to_string(), b.to_vec())),
        })
    }

    /// Every job of the column with its page, in page order.
    pub fn jobs(&self) -> impl Iterator<Item = (&Page, &Job)> {
        self.pages
            .iter()
            .flat_map(|p| p.jobs.iter().map(move |j| (p, j)))
    }
}

/// The text-label groups of a column's pages (a page whose
/// `in_order_page_len` is 0 ends one; otherwise the next page must have that
/// length).
fn groups(pages: &[Page]) -> Result<Vec<Range<usize>>, LoadError> {
    let mut groups = Vec::new();
    let mut first = 0;
    for (p, page) in pages.iter().enumerate() {
        let next_len = usize::from(page.header.in_order_page_len);
        if next_len == 0 {
            groups.push(first..p + 1);
            first = p + 1;
        } else if let Some(next) = pages.get(p + 1) {
            let next_cur = usize::from(next.header.cur_page_len);
            if next_cur != next_len {
                return Err(
                    page.error_at(10, LoadErrorKind::InOrderMismatch { next_len, next_cur })
                );
            }
        } else {
            return Err(page.error_at(10, LoadErrorKind::InOrderOnLastPage { next_len }));
        }
    }
    Ok(groups)
}

impl Page {
    fn load(
        column: u32,
        number: u16,
        (text_name, text): (&str, &[u8]),
        (data_name, data): (&str, &[u8]),
    ) -> Result<Page, LoadError> {
        if text.len() + data.len() != PAGE_SIZE {
            return Err(error(
                text_name,
                None,
                LoadErrorKind::PageSize {
                    text: text.len(),
                    data: data.len(),
                },
            ));
        }
        if text.len() < HEADER_SIZE {
            return Err(error(text_name, None, LoadErrorKind::NoHeader));
        }
        let mut page = Page {
            column,
            header: PageHeader::decode(text),
            text_section: text_name.to_string(),
            data_section: data_name.to_string(),
            bytes: [text, data].concat(),
            text_len: text.len(),
            code_end: 0,
            jobs: Vec::new(),
            symbols: BTreeMap::new(),
        };
        if u16_le(text, 0) != Some(PageHeader::MAGIC) {
            return Err(page.error_at(0, LoadErrorKind::HeaderMagic));
        }
        if page.header.number != number {
            return Err(page.error_at(
                2,
                LoadErrorKind::HeaderPage {
                    found: page.header.number,
                    expected: number,
                },
            ));
        }
        if u32_le(text, 12) != Some(0) {
            return Err(page.error_at(12, LoadErrorKind::HeaderReserved));
        }
        page.code_end = page.decode_jobs()? - HEADER_SIZE;
        let cur = usize::from(page.header.cur_page_len);
        if cur < page.text_len || cur > PAGE_SIZE || !cur.is_multiple_of(4) {
            return Err(page.error_at(
                8,
                LoadErrorKind::CurPageLen {
                    cur,
                    text_end: page.text_len,
                },
            ));
        }
        Ok(page)
    }

    /// The section and the offset in it of page offset `at` (counted from
    /// the start of the header).
    pub fn place(&self, at: usize) -> (&str, usize) {
        if at < self.text_len {
            (&self.text_section, at)
        } else {
            (&self.data_section, at - self.text_len)
        }
    }

    /// A [`LoadError`] at page offset `at`.
    pub fn error_at(&self, at: usize, kind: LoadErrorKind) -> LoadError {
        let (section, offset) = self.place(at);
        error(section, Some(offset), kind)
    }

    /// The page after the header: body offset `k` is `body()[k]`.
    pub fn body(&self) -> &[u8] {
        self.bytes.get(HEADER_SIZE..).unwrap_or(&[])
    }

    /// The body offsets of the page's data: from the end of the text section
    /// to `cur_page_len`.
    pub fn data_range(&self) -> Range<usize> {
        let end = usize::from(self.header.cur_page_len).min(self.bytes.len());
        self.text_len.saturating_sub(HEADER_SIZE)..end.saturating_sub(HEADER_SIZE)
    }

    /// Every instruction of the page's jobs, in order.
    pub fn instrs(&self) -> impl Iterator<Item = &(usize, Instr)> {
        self.jobs.iter().flat_map(|j| &j.instrs)
    }

    /// The symbolic operands of `instr` at body offset `at`: each value
    /// field whose bytes carry a relocation symbol (the ELF's loader puts
    /// the symbol's value there), with its byte offset in the instruction.
    pub fn symbols_of<'a>(
        &'a self,
        at: usize,
        instr: &Instr,
    ) -> impl Iterator<Item = (usize, &'static Field, &'a str)> + 'a {
        let op = instr.op();
        self.symbols
            .range(at..at + instr.size())
            .filter_map(move |(&offset, symbol)| {
                let (k, field) = op.value_fields().find(|&(k, _)| at + k == offset)?;
                Some((k, field, symbol.as_str()))
            })
    }

    /// `instr` at body offset `at` as the ELF's loader leaves it: each
    /// symbolic operand ([`Page::symbols_of`]) holding `value_of(symbol)`,
    /// little-endian in the field's bytes. Fails with the first operand
    /// whose symbol has no value, or whose value its field cannot hold.
    pub fn loaded<'a>(
        &'a self,
        at: usize,
        instr: &Instr,
        value_of: impl Fn(&str) -> Option<u32>,
    ) -> Result<Instr, (&'static Field, &'a str)> {
        let mut bytes = Vec::new();
        let mut last = None;
        for (k, field, symbol) in self.symbols_of(at, instr) {
            let v = value_of(symbol).ok_or((field, symbol))?;
            if bytes.is_empty() {
                instr.encode_to(&mut bytes);
            }
            let n = usize::from(field.bits / 8);
            bytes[k..k + n].copy_from_slice(&v.to_le_bytes()[..n]);
            last = Some((field, symbol));
        }
        match last {
            None => Ok(*instr),
            // A register field holding a value above the register file.
            Some(last) => decode(&bytes).map(|(i, _)| i).map_err(|_| last),
        }
    }

    /// The job with id `id`.
    pub fn job(&self, id: u32) -> Option<&Job> {
        self.jobs.iter().find(|j| j.id == id)
    }

    /// The `n` data words at body offset `at` (little-endian).
    pub fn words(&self, at: usize, n: usize) -> Result<Vec<u32>, LoadError> {
        let data = self.data_range();
        let bytes = n.saturating_mul(4);
        let end = at.saturating_add(bytes);
        if at < data.start || end > data.end {
            return Err(self.error_at(
                HEADER_SIZE + at.min(data.end),
                LoadErrorKind::NotInData { at, bytes, data },
            ));
        }
        Ok(self
            .body()
            .get(at..end)
            .unwrap_or(&[])
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// The data word at body offset `at`.
    pub fn word(&self, at: usize) -> Result<u32, LoadError> {
        Ok(self.words(at, 1)?[0])
    }

    /// The uC-DMA descriptor at body offset `at`, in the page's data, with
    /// its payload resolved (which must be words in the page's data too).
    pub fn uc_dma_bd(&self, at: usize) -> Result<ChainBd, LoadError> {
        let data = self.data_range();
        let place = HEADER_SIZE + at.min(data.end);
        if at < data.start || at.saturating_add(UcDmaBd::SIZE) > data.end {
            return Err(self.error_at(
                place,
                LoadErrorKind::NotInData {
                    at,
                    bytes: UcDmaBd::SIZE,
                    data,
                },
            ));
        }
        let raw: Option<&[u8; UcDmaBd::SIZE]> = self
            .body()
            .get(at..at + UcDmaBd::SIZE)
            .and_then(|b| b.try_into().ok());
        let bd = raw
            .and_then(UcDmaBd::decode)
            .ok_or_else(|| self.error_at(place, LoadErrorKind::BadUcDmaBd { at }))?;
        if !bd.relative {
            return Err(self.error_at(place, LoadErrorKind::AbsoluteUcDmaBd { at }));
        }
        let payload = bd.payload(at).unwrap_or(usize::MAX);
        let words = self.words(payload, bd.length as usize)?;
        Ok(ChainBd {
            at,
            bd,
            payload,
            words,
        })
    }

    /// The uC-DMA chain starting at body offset `at` (a `descriptor_ptr`):
    /// each descriptor with `next` set is followed by another, 16 bytes on.
    pub fn uc_dma_chain(&self, at: usize) -> Result<Vec<ChainBd>, LoadError> {
        let mut chain = Vec::new();
        let mut here = at;
        loop {
            let bd = self.uc_dma_bd(here)?;
            let next = bd.bd.next;
            chain.push(bd);
            if !next {
                return Ok(chain);
            }
            here += UcDmaBd::SIZE;
        }
    }

    /// Decodes the jobs and the EOF; returns the page offset after the EOF.
    fn decode_jobs(&mut self) -> Result<usize, LoadError> {
        let mut at = HEADER_SIZE;
        let mut job: Option<OpenJob> = None;
        loop {
            let text = &self.bytes[..self.text_len];
            let (instr, size) = decode(text.get(at..).unwrap_or(&[])).map_err(|e| match e {
                DecodeError::Empty | DecodeError::Truncated { .. } => error(
                    &self.text_section,
                    Some(at),
                    LoadErrorKind::TextEndsBeforeEof,
                ),
                e => self.error_at(at, LoadErrorKind::Decode(e)),
            })?;
            let opcode = instr.opcode();
            let opens = match instr {
                Instr::StartJob(s) => Some((s.job_id, s.jobsize, false)),
                Instr::StartJobDeferred(s) => Some((s.job_id, s.jobsize, true)),
                _ => None,
            };
            let mnemonic = instr.op().mnemonic;
            match (job.take(), opens) {
                (None, None) if opcode == Opcode::Eof => return Ok(at + size),
                (None, None) => {
                    return Err(self.error_at(at, LoadErrorKind::OutsideJob { mnemonic }))
                }
                (None, Some(head)) => job = Some((at, head, vec![(at - HEADER_SIZE, instr)])),
                (Some((start, ..)), Some(_)) => {
                    return Err(self.error_at(at, LoadErrorKind::UnclosedJob { mnemonic, start }))
                }
                (Some((start, ..)), None) if opcode == Opcode::Eof => {
                    return Err(self.error_at(at, LoadErrorKind::UnclosedJob { mnemonic, start }))
                }
                (Some((start, (id, jobsize, deferred), mut instrs)), None)
                    if opcode == Opcode::EndJob =>
                {
                    let (id, jobsize) = (u32::from(id), usize::from(jobsize));
                    let actual = at + size - start;
                    if jobsize != actual {
                        return Err(
                            self.error_at(start + 4, LoadErrorKind::JobSize { jobsize, actual })
                        );
                    }
                    if self.jobs.iter().any(|j| j.id == id) {
                        return Err(self.error_at(start, LoadErrorKind::DuplicateJob { id }));
                    }
                    instrs.push((at - HEADER_SIZE, instr));
                    self.jobs.push(Job {
                        id,
                        deferred,
                        instrs,
                    });
                }
                (Some((start, head, mut instrs)), None) => {
                    instrs.push((at - HEADER_SIZE, instr));
                    job = Some((start, head, instrs));
                }
            }
            at += size;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::assembler;
    use crate::cert::elf;
    use proptest::prelude::*;

    fn assemble(text: &str) -> CtrlElf {
        let path = std::path::Path::new("test.asm");
        assembler::assemble(path, text, &assembler::Options::default(), &assembler::Disk)
            .unwrap_or_else(|f| panic!("{:?}\n{text}", f.diagnostics))
            .elf
    }

    const TWO_COLUMNS: &str = ".attach_to_group 0
        .setpad buf, 4
        START_JOB 1
          UC_DMA_WRITE_DES_SYNC @bds
          WRITE_32 0x1d004, user_arg
        END_JOB
        START_JOB_DEFERRED 3
          MASK_WRITE_32 0x21F000, 0xC00, 0x400
        END_JOB
        .eop
        START_JOB 2
          WAIT_TCTS 0, 6, 1
        END_JOB
        EOF
        bds:
          UC_DMA_BD 0, 0x21D000, @w1, 2, 0, 1
          UC_DMA_BD 0, 0x41D000, @w2, 1, 1, 0
        w1:
          .long 0x11
          .long 0x22
        w2:
          .long 0x33
        .attach_to_group 1
        .section .ctrltext
        START_JOB 7
          NOP
        END_JOB
        EOF
        .section .ctrltext
        pdi:
        START_JOB 0
          NOP
        END_JOB
        EOF
        .endl pdi";

    #[test]
    fn columns_pages_jobs_and_chains() {
        let p = Program::load(&assemble(TWO_COLUMNS)).unwrap();
        assert_eq!(p.columns.len(), 2);
        let c0 = p.column(0).unwrap();
        assert_eq!(c0.pages.len(), 2);
        assert_eq!(c0.groups, vec![0..2]);
        assert_eq!(
            c0.pad.as_ref().map(|(n, b)| (n.as_str(), b.len())),
            Some((".pad.0", 16))
        );
        let page = &c0.pages[0];
        assert_eq!(page.text_section, ".ctrltext.0.0");
        assert_eq!(page.header.number, 0);
        assert_eq!(
            usize::from(page.header.in_order_page_len),
            usize::from(c0.pages[1].header.cur_page_len)
        );
        let ids: Vec<(u32, bool)> = page.jobs.iter().map(|j| (j.id, j.deferred)).collect();
        assert_eq!(ids, [(1, false), (3, true)]);
        let job = page.job(1).unwrap();
        assert_eq!(job.instrs[0], (0, job.instrs[0].1));
        let body: Vec<&str> = job.body().iter().map(|(_, i)| i.op().mnemonic).collect();
        assert_eq!(body, ["UC_DMA_WRITE_DES_SYNC", "WRITE_32"]);
        // WRITE_32's value field: START_JOB (8) + UC_DMA_WRITE_DES_SYNC (4) + 8.
        assert_eq!(page.symbols.get(&20).map(String::as_str), Some("user_arg"));
        let Instr::UcDmaWriteDesSync(sync) = job.body()[0].1 else {
            panic!("a UC_DMA_WRITE_DES_SYNC")
        };
        let ptr = usize::from(sync.descriptor_ptr);
        let chain = page.uc_dma_chain(ptr).unwrap();
        assert_eq!(chain.len(), 2);
        assert_eq!(chain[0].bd.remote(), 0x21D000);
        assert_eq!(chain[0].words, [0x11, 0x22]);
        assert_eq!(
            (chain[1].bd.external, chain[1].words.clone()),
            (true, vec![0x33])
        );
        assert_eq!(chain[1].at, ptr + 16);
        assert_eq!(page.word(chain[1].payload), Ok(0x33));
        let c1 = p.column(1).unwrap();
        assert_eq!(c1.groups, vec![0..1, 1..2]);
        assert_eq!(
            c1.jobs()
                .map(|(p, j)| (p.header.number, j.id))
                .collect::<Vec<_>>(),
            [(0, 7), (1, 0)]
        );
    }

    #[test]
    fn data_reads_are_bounded() {
        let p = Program::load(&assemble(TWO_COLUMNS)).unwrap();
        let page = &p.columns[0].pages[0];
        let data = page.data_range();
        assert!(page.words(data.start, (data.end - data.start) / 4).is_ok());
        let err = page
            .words(data.start, (data.end - data.start) / 4 + 1)
            .unwrap_err();
        assert!(matches!(err.kind, LoadErrorKind::NotInData { .. }), "{err}");
        assert_eq!(err.section, ".ctrldata.0.0");
        assert!(page.word(0).is_err());
        assert!(page.word(usize::MAX - 1).is_err());
        assert!(page.uc_dma_chain(data.end - 8).is_err());
        // The payload of the first BD is not a BD: reserved bits.
        let chain = page.uc_dma_chain(data.start).unwrap();
        let mut bad = page.clone();
        bad.bytes[HEADER_SIZE + chain[0].at] = 0;
        bad.bytes[HEADER_SIZE + chain[0].at + 2] = 0x80;
        assert!(matches!(
            bad.uc_dma_chain(data.start).unwrap_err().kind,
            LoadErrorKind::BadUcDmaBd { .. }
        ));
        bad.bytes[HEADER_SIZE + chain[0].at + 2] = 0x01;
        assert!(matches!(
            bad.uc_dma_chain(data.start).unwrap_err().kind,
            LoadErrorKind::AbsoluteUcDmaBd { .. }
        ));
    }

    #[test]
    fn errors_name_section_and_offset() {
        let good = assemble(TWO_COLUMNS);
        let broken = |f: &dyn Fn(&mut CtrlElf)| {
            let mut e = good.clone();
            f(&mut e);
            Program::load(&e).unwrap_err()
        };
        let e = broken(&|e| e.sections[0].1[0] = 0);
        assert_eq!(
            (e.section.as_str(), e.offset, e.kind),
            (".ctrltext.0.0", Some(0), LoadErrorKind::HeaderMagic)
        );
        let e = broken(&|e| e.sections[0].1[16] = 0x0a);
        assert_eq!(e.to_string(), ".ctrltext.0.0+0x10: unknown opcode 0x0a");
        let e = broken(&|e| e.relocations[0].section = ".ctrltext.0.9".into());
        assert!(matches!(e.kind, LoadErrorKind::SymbolSection { .. }), "{e}");
        let e = broken(&|e| {
            let r = e.relocations[0].clone();
            e.relocations.push(r)
        });
        assert_eq!(e.kind, LoadErrorKind::DuplicateSymbol);
        let e = broken(&|e| e.sections.retain(|(n, _)| n != ".ctrldata.1.1"));
        assert_eq!(
            e.to_string(),
            "page 1.1 needs both .ctrltext.1.1 and .ctrldata.1.1"
        );
    }

    fn layouts() -> Vec<CtrlElf> {
        vec![
            assemble(TWO_COLUMNS),
            elf::read(&elf::write(&assemble(TWO_COLUMNS))).unwrap(),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Mutated ELF files never make the loader (or the chain reader) panic.
        #[test]
        fn mutated_elfs_never_panic(
            edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
            cut in any::<prop::sample::Index>(),
            in_pages in any::<bool>(),
        ) {
            let mut bytes = elf::write(&layouts()[0]);
            for (at, v) in edits {
                // Mostly the headers and the used part of the first page.
                let i = if in_pages { at.index(bytes.len()) } else { at.index(0x400.min(bytes.len())) };
                bytes[i] = v;
            }
            for b in [bytes.clone(), bytes[..cut.index(bytes.len() + 1)].to_vec()] {
                let Ok(e) = elf::read(&b) else { continue };
                if let Ok(p) = Program::load(&e) {
                    for page in p.columns.iter().flat_map(|c| &c.pages) {
                        for (_, i) in page.instrs() {
                            let ptr = match i {
                                Instr::UcDmaWriteDes(x) => Some(x.descriptor_ptr),
                                Instr::UcDmaWriteDesSync(x) => Some(x.descriptor_ptr),
                                Instr::ApplyOffset57(x) => Some(x.table_ptr),
                                _ => None,
                            };
                            if let Some(ptr) = ptr.map(usize::from) {
                                let _ = page.uc_dma_chain(ptr);
                                let _ = page.words(ptr, 9);
                            }
                        }
                    }
                }
            }
        }

        /// Mutated content sections (not the container) never panic either.
        #[test]
        fn mutated_sections_never_panic(
            edits in proptest::collection::vec(
                (any::<prop::sample::Index>(), any::<prop::sample::Index>(), any::<u8>()),
                1..8,
            ),
        ) {
            let mut e = layouts()[1].clone();
            let n = e.sections.len();
            for (s, at, v) in edits {
                let (_, data) = &mut e.sections[s.index(n)];
                if !data.is_empty() {
                    let k = at.index(data.len().min(0x100));
                    data[k] = v;
                }
            }
            if let Ok(p) = Program::load(&e) {
                for page in p.columns.iter().flat_map(|c| &c.pages) {
                    let range = page.data_range();
                    for at in (range.start..range.end).step_by(4) {
                        let _ = page.uc_dma_chain(at);
                    }
                }
            }
        }
    }
}
