//! A ctrlcode program before layout: per column (uC), text-label groups of
//! jobs of typed instructions ([`Instr`]) and data labels (words and uC-DMA
//! descriptors), and pad buffers; the operands that name a data label, a
//! group, a pad or a relocation symbol are [`Ref`]s the pager resolves. The
//! `.note.aiec` travels with it as data.
//!
//! Two producers fill a program through one [`Builder`], which checks the
//! structure (jobs, groups, code and data parts) as the assembly language
//! has it: the assembler's reader (asm text, `assembler/reader.rs`) and the
//! CERT lowering (`passes::cert`). The pager (`assembler/pager.rs`) lays it
//! out into pages and encodes them; [`print`] writes it as asm text that
//! assembles to the same ELF.

mod print;
pub use print::print;

use super::assembler::{AsmDiagnostic, Loc};
use super::elf::AiecNote;
use super::encoding::{decode, Instr, StartJob, StartJobDeferred, MAX_REGISTER};
use super::isa::{Kind, Opcode};
use crate::diag::Span;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The top-level text-label group of every column.
pub const DEFAULT_GROUP: &str = "default";
/// Most `.setpad` bytes in one column (pad positions are 32-bit).
pub const MAX_PAD_BYTES: u64 = 1 << 28;
/// Most text-label groups open at once, `default` included (a group's key
/// names every group it is in: unbounded, code labels without `.endl` would
/// take time and memory quadratic in their number).
const MAX_GROUP_DEPTH: usize = 64;

/// A ctrlcode program: its columns by uC index and the names they use.
#[derive(Default)]
pub struct Program {
    /// The columns by uC index.
    pub columns: BTreeMap<u32, Column>,
    /// Every label, group and symbol name, interned.
    pub names: Names,
    /// The ELF's `.note.aiec`, if the program has one.
    pub note: Option<AiecNote>,
    /// The number of columns of the partition the code drives
    /// (`.partition Ncolumn`), when the producer knows it.
    pub partition: Option<u32>,
    /// Whether encoding gives relocations (an APPLY_OFFSET_57 or a symbol).
    pub relocates: bool,
}

/// An interned label, group or symbol name.
pub type Sym = u32;

/// The symbol table: every name the program mentions, interned (stored
/// once; a name's id is its index).
///
/// A name of up to 15 bytes (most) is looked up by a key that holds it
/// whole, so that a look-up reads the hash table and not the name too: in
/// a large input the table and the names are out of the cache by the time
/// a name comes again, and each read is a miss.
#[derive(Default)]
pub struct Names {
    /// The names by id.
    names: NameList,
    /// The ids of the names of up to 15 bytes, by [`short_key`].
    short: FxHashMap<(u64, u64), Sym>,
    /// The ids of the longer names, by a hash of their text (compared in
    /// `names`: no heap block per name).
    long: hashbrown::HashTable<Sym>,
}

/// The key of a name of up to 15 bytes: its bytes, and its length in the
/// last byte (two words, not a `u128`: a hash table entry of 24 bytes
/// instead of 32).
fn short_key(name: &str) -> Option<(u64, u64)> {
    let bytes = name.as_bytes();
    if bytes.len() > 15 {
        return None;
    }
    let mut key = [0; 16];
    key[..bytes.len()].copy_from_slice(bytes);
    key[15] = bytes.len() as u8;
    let word = |i: usize| u64::from_le_bytes(key[i..i + 8].try_into().expect("8 bytes"));
    Some((word(0), word(8)))
}

/// The hash of a name of more than 15 bytes.
fn long_hash(name: &str) -> u64 {
    use std::hash::Hasher;
    let mut h = rustc_hash::FxHasher::default();
    h.write(name.as_bytes());
    h.finish()
}

impl Names {
    /// The id of `name`, interning it if it is new.
    pub fn intern(&mut self, name: &str) -> Sym {
        let next = self.names.len() as Sym;
        let id = match short_key(name) {
            Some(key) => *self.short.entry(key).or_insert(next),
            None => {
                let list = &self.names;
                let same = |&id: &Sym| list.name(id) == name;
                let rehash = |&id: &Sym| long_hash(list.name(id));
                *self
                    .long
                    .entry(long_hash(name), same, rehash)
                    .or_insert(next)
                    .get()
            }
        };
        if id == next {
            self.names.push(name);
        }
        id
    }

    /// The names by id.
    pub fn list(&self) -> &NameList {
        &self.names
    }

    /// The name with id `id` (empty if there is none).
    pub fn name(&self, id: Sym) -> &str {
        self.names.name(id)
    }
}

/// The interned names by id, one after the other in one text (not a heap
/// block each: a large input has thousands of labels). A helper thread
/// keeps a copy, extended with the names interned since it last had them.
#[derive(Default)]
pub struct NameList {
    text: String,
    /// Where each name ends in `text`.
    ends: Vec<usize>,
}

impl NameList {
    /// The name with id `id` (empty if there is none).
    pub fn name(&self, id: Sym) -> &str {
        let id = id as usize;
        match self.ends.get(id) {
            Some(&end) => &self.text[self.start(id)..end],
            None => "",
        }
    }

    /// The number of names.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// Where name `id` (at most the number of names) starts in the text.
    fn start(&self, id: usize) -> usize {
        id.checked_sub(1).map_or(0, |last| self.ends[last])
    }

    /// Adds `name` as the next id.
    fn push(&mut self, name: &str) {
        self.text.push_str(name);
        self.ends.push(self.text.len());
    }

    /// The names from id `first` on, copied (ids counted from 0).
    pub(crate) fn since(&self, first: usize) -> NameList {
        let first = first.min(self.len());
        let start = self.start(first);
        NameList {
            text: self.text[start..].to_owned(),
            ends: self.ends[first..].iter().map(|end| end - start).collect(),
        }
    }

    /// Adds `names` (the next ids) to a copy.
    pub(crate) fn extend(&mut self, names: NameList) {
        let base = self.text.len();
        self.text.push_str(&names.text);
        self.ends.extend(names.ends.iter().map(|end| end + base));
    }
}

/// A job's or data label's entries in one list of [`Tables`]: each is
/// appended to while its job or label is the one being built, so its
/// entries are consecutive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Run {
    start: u32,
    end: u32,
}

impl Run {
    /// An empty run at the end of `list`.
    fn at_end<T>(list: &[T]) -> Run {
        let n = list.len() as u32;
        Run { start: n, end: n }
    }

    /// Its entries in `list`.
    pub fn of<T>(self, list: &[T]) -> &[T] {
        &list[self.start as usize..self.end as usize]
    }

    /// The index in its list of its first entry.
    pub fn start(self) -> usize {
        self.start as usize
    }

    /// Its entries in `list`, to change.
    fn of_mut<T>(self, list: &mut [T]) -> &mut [T] {
        &mut list[self.start as usize..self.end as usize]
    }

    /// Appends `x` to `list`, of which this run is the tail.
    fn push<T>(&mut self, list: &mut Vec<T>, x: T) {
        list.push(x);
        self.end = list.len() as u32;
    }
}

/// The lists of a column's jobs and data labels, packed (one allocation
/// each, not one per job): a [`Job`] or [`DataLabel`] holds [`Run`]s of them.
#[derive(Default)]
pub struct Tables {
    /// Every job's instructions encoded, START_JOB through END_JOB
    /// (`jobsize` filled in; operands that are [`Ref`]s hold 0 until the
    /// pager resolves them).
    pub code: Vec<u8>,
    /// The operands of `code` the pager resolves, in code order.
    pub refs: Vec<Ref>,
    /// What the pager needs to know of jobs besides their code.
    pub notes: Vec<Note>,
    /// What assembles but fails when run ([`Note::Warning`]).
    pub warnings: Vec<AsmDiagnostic>,
    /// The data labels' contents.
    pub data: Vec<Datum>,
    /// The numbers of `data`'s runs of `.long` lines ([`Datum::Words`]).
    pub words: Vec<Segment>,
    /// The uC-DMA descriptors of `data`.
    pub bds: Vec<Bd>,
    /// `@label`s of data lines.
    pub data_refs: Vec<(Sym, Loc)>,
}

impl Tables {
    /// A column with empty tables of the sizes of these: the columns of a
    /// program tend to be alike, and a table that starts with room for
    /// them does not grow in copies, each leaving the last behind in the
    /// heap (room is not memory until it is written).
    fn sized_like(&self) -> Column {
        let tables = Tables {
            code: Vec::with_capacity(self.code.len()),
            refs: Vec::with_capacity(self.refs.len()),
            notes: Vec::with_capacity(self.notes.len()),
            warnings: Vec::new(),
            data: Vec::with_capacity(self.data.len()),
            words: Vec::new(),
            bds: Vec::with_capacity(self.bds.len()),
            data_refs: Vec::with_capacity(self.data_refs.len()),
        };
        Column {
            tables,
            ..Column::default()
        }
    }
}

/// An operand of an instruction that names something the pager resolves:
/// which instruction (its byte offset in [`Tables::code`]), the byte offset
/// of the field it fills in the instruction, what it names and where it is
/// written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ref {
    /// Byte offset of the instruction in [`Tables::code`].
    pub instr: u32,
    /// Byte offset of the field in the instruction.
    pub offset: u8,
    /// What the operand names.
    pub to: Target,
    /// Where the operand is written.
    pub loc: Loc,
}

/// What the pager needs to know of a job besides its code, in code order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The local barrier id of a LOCAL_BARRIER.
    Barrier(u32),
    /// The job id a LAUNCH_JOB names (`None`: not a number), with the operand.
    Launch(Option<u32>, Loc),
    /// An `@label` constant (a data label or pad) of an operation that names
    /// no group.
    Label(Sym, Loc),
    /// A text-label group a LOAD_PDI/LOAD_CORES/PREEMPT names.
    Group(Sym, Loc),
    /// What assembles but fails when run: index in [`Tables::warnings`].
    Warning(u32),
}

/// What a [`Ref`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// `@name` in a constant field: a data label's body offset, or a pad's
    /// position in the column's `.pad` section.
    Label(Sym),
    /// `@name` in a `page_id` field: the first page of a text-label group.
    Group(Sym),
    /// A bare name in a 32-bit constant: a `scalar_32` relocation; the field
    /// holds 0.
    Symbol(Sym),
    /// `@name` as APPLY_OFFSET_57's `patch_buf`: the pad it patches (no bits).
    Pad(Sym),
    /// APPLY_OFFSET_57's argument slot as written (lower case): the symbol
    /// of its relocation.
    Slot(Sym),
}

/// One column: its text-label groups in the order they were opened (the
/// pager takes them in the production assembler's lexicographic order of
/// their keys), its pad buffers and the tables its jobs and labels point
/// into. It holds all the pager needs besides the names, so a column whose
/// lines are all read can be encoded apart (`assembler/ahead.rs`).
#[derive(Default)]
pub struct Column {
    /// The groups in the order they were opened.
    pub groups: Vec<Group>,
    /// The `.setpad` buffers, in the order they were declared.
    pub pads: Vec<Pad>,
    /// The packed lists its jobs and data labels hold runs of.
    pub tables: Tables,
    /// Index in `groups` by key (the group path, `default:pdi`).
    by_key: BTreeMap<String, usize>,
}

impl Column {
    /// The groups in key order.
    pub fn groups_by_key(&self) -> impl Iterator<Item = &Group> {
        self.by_key.values().map(|&g| &self.groups[g])
    }
}

/// A text-label group: separately paged code with its own data.
pub struct Group {
    /// The group path joined by `:` (`default`, `default:pdi`).
    pub key: String,
    /// Last path component: how `@name` page operands refer to the group.
    pub name: String,
    /// Where the group was first used.
    pub loc: Loc,
    /// Its jobs and page ends, in order.
    pub items: Vec<Item>,
    /// Its data labels, in order.
    pub labels: Vec<DataLabel>,
    /// Index into `labels` by (file, name).
    by_name: FxHashMap<(u32, Sym), usize>,
}

impl Group {
    /// The index in `labels` of the data label `name` of `file`.
    pub fn label(&self, file: u32, name: Sym) -> Option<usize> {
        self.by_name.get(&(file, name)).copied()
    }
}

/// Adds `len` numbers from `start` of segment `segment` to `label`,
/// extending its last run when they follow it.
fn add_words(
    label: &mut DataLabel,
    data: &mut Vec<Datum>,
    segment: usize,
    start: usize,
    len: usize,
) {
    let (segment, start) = (segment as u32, start as u32);
    label.size += 4 * len as u32;
    if let Some(Datum::Words {
        segment: s,
        start: at,
        len: n,
    }) = label.data.of_mut(data).last_mut()
    {
        if *s == segment && *at + *n == start {
            *n += len as u32;
            return;
        }
    }
    let len = len as u32;
    label.data.push(
        data,
        Datum::Words {
            segment,
            start,
            len,
        },
    );
}

/// An entry of a group's job list.
pub enum Item {
    /// A job.
    Job(Job),
    /// `.eop`: the end of a page.
    Eop,
}

/// START_JOB (or START_JOB_DEFERRED) .. END_JOB, inclusive.
pub struct Job {
    /// The `job_id` of its START_JOB.
    pub id: u32,
    /// The source file (job ids and labels are scoped by file).
    pub file: u32,
    /// The START_JOB.
    pub loc: Loc,
    /// `jobsize`: the encoded size of all its instructions.
    pub size: u32,
    /// Its instructions encoded (bytes of [`Tables::code`]).
    pub code: Run,
    /// The operands of its code the pager resolves (in [`Tables::refs`]).
    pub refs: Run,
    /// Its notes (in [`Tables::notes`]).
    pub notes: Run,
}

/// A data label: its contents and the labels they reference.
pub struct DataLabel {
    /// The label's name.
    pub name: Sym,
    /// The source file (labels are scoped by file).
    pub file: u32,
    /// The label.
    pub loc: Loc,
    /// Bytes of its contents.
    pub size: u32,
    /// Whether it holds a uC-DMA chain (placed 16-aligned, first): it
    /// starts with a `UC_DMA_BD`.
    pub is_bd: bool,
    /// Its contents (in [`Tables::data`]).
    pub data: Run,
    /// `@label`s of its contents, in order (in [`Tables::data_refs`]).
    pub refs: Run,
}

/// One item of a data label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Datum {
    /// `.long N` lines, numbers of [`Tables::words`].
    Words {
        /// The segment.
        segment: u32,
        /// The first number's index in it.
        start: u32,
        /// How many.
        len: u32,
    },
    /// `.long @label`: the body offset of a data label on the page.
    Label(Sym),
    /// `UC_DMA_BD`: index in [`Tables::bds`].
    Bd(u32),
}

/// Numbers of `.long` lines: the builder's own, or a helper's that read
/// them (kept as it handed them over, not copied).
#[derive(Clone, Debug)]
pub enum Segment {
    /// Appended to by [`Builder::words`].
    Own(Vec<u32>),
    /// Read on a helper thread ([`Builder::found_words`]).
    Found(Arc<Vec<u32>>),
}

impl std::ops::Deref for Segment {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        match self {
            Segment::Own(words) => words,
            Segment::Found(words) => words,
        }
    }
}

impl Tables {
    /// The numbers of a [`Datum::Words`] run.
    pub fn words_of(&self, segment: u32, start: u32, len: u32) -> &[u32] {
        &self.words[segment as usize][start as usize..(start + len) as usize]
    }

    /// The segment that numbers read here go to: its index and numbers.
    fn own_segment(&mut self) -> (usize, &mut Vec<u32>) {
        if !matches!(self.words.last(), Some(Segment::Own(_))) {
            self.words.push(Segment::Own(Vec::new()));
        }
        let last = self.words.len() - 1;
        match &mut self.words[last] {
            Segment::Own(words) => (last, words),
            Segment::Found(_) => unreachable!("an own segment is last"),
        }
    }

    /// The index of segment `found`, added if it is not the last.
    fn found_segment(&mut self, found: &Arc<Vec<u32>>) -> usize {
        if !matches!(self.words.last(), Some(Segment::Found(last)) if Arc::ptr_eq(last, found)) {
            self.words.push(Segment::Found(Arc::clone(found)));
        }
        self.words.len() - 1
    }
}

/// `UC_DMA_BD remote_hi, remote_lo, @local, length, external, next`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bd {
    /// Bits 29-31 do not exist in the descriptor (masked, as aiebu does).
    pub remote_hi: u32,
    /// Word 3 of the descriptor: the remote address, high bits.
    pub remote_lo: u32,
    /// Word 2 of the descriptor: the remote address, low 32 bits.
    /// The data label the transfer reads.
    pub local: Sym,
    /// In 32-bit words (15 bits).
    pub length: u32,
    /// The `external` flag.
    pub external: bool,
    /// Another descriptor follows this one.
    pub next: bool,
    /// The length operand (the pager warns there of a payload off the page).
    pub loc: Loc,
}

/// A `.setpad` buffer.
pub struct Pad {
    /// The buffer's name, as `@name` operands refer to it.
    pub name: String,
    /// The name interned.
    pub sym: Sym,
    /// Its contents.
    pub bytes: Vec<u8>,
    /// The `.setpad` line.
    pub loc: Loc,
}

/// Whether a column is reading code or data.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Mode {
    #[default]
    Text,
    Data,
}

/// Where a column's builder is: its mode, group and data label.
#[derive(Default)]
struct Cursor {
    mode: Mode,
    /// Path of the current group.
    path: Vec<String>,
    /// The current group's key: `path` joined by `:`.
    key: String,
    /// The current group's index in its column, once it exists.
    group: Option<usize>,
    /// The data label that data lines currently extend: (group, label).
    label: Option<(usize, usize)>,
    /// The pad that `.long` lines right after `.setpad NAME` fill.
    filling: Option<usize>,
}

impl Cursor {
    /// Opens the group `name` inside the current one.
    fn enter(&mut self, name: &str) {
        self.path.push(name.to_string());
        self.key = self.path.join(":");
        self.group = None;
    }

    /// Closes the current group.
    fn leave(&mut self) {
        self.path.pop();
        self.key = self.path.join(":");
        self.group = None;
    }
}

/// Builds a [`Program`] statement by statement, as the assembly language
/// orders them: `.attach_to_group` ([`Builder::select`]), code labels
/// opening groups, jobs, `.eop`, `EOF` starting the data part, data labels
/// and their words and descriptors, `.endl`, `.setpad`. Each method checks
/// what the language requires and fails with a diagnostic at the given
/// [`Loc`] (`Loc::default()` for a producer without sources).
pub struct Builder {
    /// The program without the current column.
    program: Program,
    /// The current column's index, the column and where its builder is;
    /// the other columns' cursors wait in `cursors`.
    column: u32,
    current: Column,
    cursor: Cursor,
    cursors: BTreeMap<u32, Cursor>,
    /// The job being built.
    job: Option<Job>,
}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

/// A data line's `what` (`.long`, `UC_DMA_BD`) in the wrong place.
fn misplaced(what: &str, loc: Loc, in_code: bool) -> AsmDiagnostic {
    if in_code {
        error_at(loc, format!("{what} in code")).help("data goes after EOF, under a label")
    } else {
        error_at(loc, format!("{what} before any data label"))
            .help("put a label (`name:`) before the data it names")
    }
}

fn error_at(loc: Loc, message: impl Into<String>) -> AsmDiagnostic {
    super::assembler::source::error_at(loc, message)
}

impl Builder {
    /// A builder at column 0, in the code of its default group.
    pub fn new() -> Builder {
        let mut b = Builder {
            program: Program::default(),
            column: 0,
            current: Column::default(),
            cursor: Cursor::default(),
            cursors: BTreeMap::new(),
            job: None,
        };
        b.cursor.enter(DEFAULT_GROUP);
        b
    }

    /// The program's names, to intern the names of [`Ref`]s and data.
    pub fn names(&mut self) -> &mut Names {
        &mut self.program.names
    }

    /// The program built; an error if a job is still open.
    pub fn finish(mut self) -> Result<Program, AsmDiagnostic> {
        if let Some(job) = self.job.take() {
            return Err(error_at(job.loc, format!("job {} has no END_JOB", job.id))
                .help("end every job with END_JOB"));
        }
        self.program.columns.insert(self.column, self.current);
        Ok(self.program)
    }

    /// The current column's uC index.
    pub fn column_index(&self) -> u32 {
        self.column
    }

    /// Takes column `col` out of the program (not the current one: `None`),
    /// to be encoded while more lines are read; it must be given back
    /// ([`Builder::give_back`]) before it is selected again.
    pub fn lend(&mut self, col: u32) -> Option<Column> {
        if col == self.column {
            return None;
        }
        self.program.columns.remove(&col)
    }

    /// Puts back column `col` that [`Builder::lend`] took.
    pub fn give_back(&mut self, col: u32, column: Column) {
        self.program.columns.insert(col, column);
    }

    /// The names interned so far, for a column lent out.
    pub fn name_list(&self) -> &NameList {
        self.program.names.list()
    }

    /// Sets the program's note and partition.
    pub fn describe(&mut self, note: Option<AiecNote>, partition: Option<u32>) {
        self.program.note = note;
        self.program.partition = partition;
    }

    fn column(&mut self) -> &mut Column {
        &mut self.current
    }

    /// Whether the current column reads data (after `EOF`).
    pub fn in_data(&self) -> bool {
        self.cursor.mode == Mode::Data
    }

    /// The pad the `.long` lines right after `.setpad NAME` fill now, if any.
    pub fn filling(&self) -> Option<usize> {
        self.cursor.filling
    }

    /// Whether data lines go to a data label here (not filling a pad).
    pub fn in_data_label(&self) -> bool {
        self.cursor.mode == Mode::Data
            && self.cursor.label.is_some()
            && self.cursor.filling.is_none()
    }

    /// Ends the filling of a `.setpad NAME` (any other line does).
    pub fn stop_filling(&mut self) {
        self.cursor.filling = None;
    }

    /// The current group, created on first use.
    fn group(&mut self, loc: Loc) -> &mut Group {
        let g = self.group_index(loc);
        &mut self.column().groups[g]
    }

    /// The index of the current group (created on first use).
    fn group_index(&mut self, loc: Loc) -> usize {
        if let Some(g) = self.cursor.group {
            return g;
        }
        let g = self.find_group(loc);
        self.cursor.group = Some(g);
        g
    }

    /// [`Builder::group_index`] looked up by the group's key.
    fn find_group(&mut self, loc: Loc) -> usize {
        let cursor = &self.cursor;
        let column = &mut self.current;
        if let Some(&g) = column.by_key.get(&cursor.key) {
            return g;
        }
        column.groups.push(Group {
            key: cursor.key.clone(),
            name: cursor.path.last().cloned().unwrap_or_default(),
            loc,
            items: Vec::new(),
            labels: Vec::new(),
            by_name: FxHashMap::default(),
        });
        let g = column.groups.len() - 1;
        column.by_key.insert(cursor.key.clone(), g);
        g
    }

    /// `.attach_to_group column`: makes `column` the current column, in
    /// its code.
    pub fn select(&mut self, column: u32, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job(".attach_to_group", loc)?;
        let previous = std::mem::take(&mut self.cursor);
        self.cursors.insert(self.column, previous);
        self.cursor = self.cursors.remove(&column).unwrap_or_default();
        if column != self.column {
            let next = self.program.columns.remove(&column);
            let next = next.unwrap_or_else(|| self.current.tables.sized_like());
            let previous = std::mem::replace(&mut self.current, next);
            self.program.columns.insert(self.column, previous);
            self.column = column;
        }
        if self.cursor.path.is_empty() {
            self.cursor.enter(DEFAULT_GROUP);
        }
        self.cursor.mode = Mode::Text;
        self.cursor.label = None;
        Ok(())
    }

    /// Fails if a job is open (`what` may not stand inside a job).
    pub fn no_open_job(&self, what: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        match &self.job {
            Some(job) => Err(error_at(loc, format!("{what} inside job {}", job.id))
                .note(job.loc, "the job starts here")
                .help("close the job with END_JOB first")),
            None => Ok(()),
        }
    }

    /// `.section .ctrltext` (`data` false) or `.section .ctrldata`.
    pub fn section(&mut self, data: bool, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job(".section", loc)?;
        self.cursor.mode = if data { Mode::Data } else { Mode::Text };
        self.cursor.label = None;
        Ok(())
    }

    /// Starts an included file's text in code; returns the mode to restore.
    pub fn enter_file(&mut self) -> bool {
        let data = self.in_data();
        self.cursor.mode = Mode::Text;
        data
    }

    /// Back from an included file: the mode before it, no current label.
    pub fn leave_file(&mut self, data: bool) {
        self.cursor.mode = if data { Mode::Data } else { Mode::Text };
        self.cursor.label = None;
    }

    /// `name:`: in code a text-label group inside the current one, in data
    /// a data label of the current group.
    pub fn label(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job("label", loc)?;
        if self.cursor.mode == Mode::Text {
            if self.cursor.path.len() >= MAX_GROUP_DEPTH {
                return Err(error_at(
                    loc,
                    format!("code label '{name}' nests groups more than {MAX_GROUP_DEPTH} deep"),
                )
                .help("a code label opens a group inside the current one until `.endl NAME` closes it"));
            }
            self.cursor.enter(name);
            self.group(loc);
            return Ok(());
        }
        let sym = self.program.names.intern(name);
        let t = &self.current.tables;
        let (data, refs) = (Run::at_end(&t.data), Run::at_end(&t.data_refs));
        let g = self.group_index(loc);
        let group = &mut self.column().groups[g];
        let index = group.labels.len();
        if let Some(&first) = group.by_name.get(&(loc.file, sym)) {
            return Err(error_at(loc, format!("duplicate label '{name}'"))
                .note(group.labels[first].loc, "first defined here"));
        }
        group.by_name.insert((loc.file, sym), index);
        group.labels.push(DataLabel {
            name: sym,
            file: loc.file,
            loc,
            size: 0,
            is_bd: false,
            data,
            refs,
        });
        self.cursor.label = Some((g, index));
        Ok(())
    }

    /// A data label that holds a uC-DMA chain (even without descriptors):
    /// [`Builder::label`] in data, marked as a chain for [`print`].
    pub fn chain_label(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.label(name, loc)?;
        if let Some((g, l)) = self.cursor.label {
            self.column().groups[g].labels[l].is_bd = true;
        }
        Ok(())
    }

    /// `.endl name`: closes the innermost group, which must be `name`.
    pub fn endl(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job(".endl", loc)?;
        let c = &mut self.cursor;
        let innermost = c.path.last().filter(|_| c.path.len() > 1).cloned();
        match innermost {
            Some(g) if g == name => {
                c.leave();
                Ok(())
            }
            Some(g) => Err(error_at(
                loc,
                format!("'.endl {name}' does not close the innermost group '{g}'"),
            )),
            None => Err(error_at(loc, format!("no open group '{name}'"))
                .help("`.endl NAME` closes the group that the code label `NAME:` opened")),
        }
    }

    /// `.eop`: ends the page (in code).
    pub fn eop(&mut self, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job(".eop", loc)?;
        if self.cursor.mode == Mode::Text {
            self.group(loc).items.push(Item::Eop);
        }
        Ok(())
    }

    /// `EOF`: ends the code of the current group; data follows.
    pub fn eof(&mut self, loc: Loc) -> Result<(), AsmDiagnostic> {
        if let Some(job) = self.job.take() {
            return Err(error_at(loc, format!("EOF inside job {}", job.id))
                .note(job.loc, "the job starts here")
                .help("end the job with END_JOB before EOF"));
        }
        if self.cursor.mode == Mode::Data {
            return Err(error_at(loc, "EOF in the data part")
                .help("EOF ends the code of a group; start more code with `.section .ctrltext`"));
        }
        self.group(loc);
        self.cursor.mode = Mode::Data;
        self.cursor.label = None;
        Ok(())
    }

    /// Adds instruction `instr` at `loc` with its [`Ref`]s (`offset`,
    /// target, loc; in field order); `operand(i)` is where its asm operand
    /// `i` is written, for diagnostics (`None` for a producer without
    /// sources). START_JOB and START_JOB_DEFERRED open a job, END_JOB closes
    /// it; every instruction is in a job.
    pub fn instr(
        &mut self,
        instr: &Instr,
        refs: &[(u8, Target, Loc)],
        operand: impl Fn(usize) -> Option<Loc>,
        loc: Loc,
    ) -> Result<(), AsmDiagnostic> {
        let op = instr.op();
        if self.cursor.mode == Mode::Data {
            return Err(error_at(loc, format!("{} in the data part", op.mnemonic))
                .help("code goes before EOF; start more code with `.section .ctrltext`"));
        }
        let opens = match instr {
            Instr::StartJob(s) => Some(s.job_id),
            Instr::StartJobDeferred(s) => Some(s.job_id),
            _ => None,
        };
        if let Some(id) = opens {
            self.no_open_job(op.mnemonic, loc)?;
            if let Some(&(_, _, at)) = refs.first() {
                return Err(error_at(at, "a job id is a number"));
            }
            let t = &self.current.tables;
            self.job = Some(Job {
                id: u32::from(id),
                file: loc.file,
                loc,
                size: 0,
                code: Run::at_end(&t.code),
                refs: Run::at_end(&t.refs),
                notes: Run::at_end(&t.notes),
            });
        }
        let Some(job) = self.job.as_mut() else {
            return Err(error_at(loc, format!("{} outside a job", op.mnemonic))
                .help("operations run inside START_JOB <id> ... END_JOB"));
        };
        let t = &mut self.current.tables;
        job.size += instr.size() as u32;
        let index = t.code.len() as u32;
        match instr {
            Instr::LocalBarrier(b) => job
                .notes
                .push(&mut t.notes, Note::Barrier(u32::from(b.local_barrier_id))),
            Instr::LaunchJob(l) => {
                let id = refs.is_empty().then_some(u32::from(l.job_id));
                let at = operand(0).unwrap_or(loc);
                job.notes.push(&mut t.notes, Note::Launch(id, at));
            }
            _ => {}
        }
        for warning in runnable(instr, self.column, operand) {
            let index = t.warnings.len() as u32;
            t.warnings.push(warning);
            job.notes.push(&mut t.notes, Note::Warning(index));
        }
        self.program.relocates |= instr.opcode() == Opcode::ApplyOffset57;
        let names_groups = !refs.is_empty() && op.names_groups();
        for &(offset, to, at) in refs {
            match to {
                Target::Symbol(_) => self.program.relocates = true,
                Target::Group(name) if names_groups => {
                    job.notes.push(&mut t.notes, Note::Group(name, at))
                }
                Target::Label(name) if !names_groups => {
                    job.notes.push(&mut t.notes, Note::Label(name, at))
                }
                _ => {}
            }
            job.refs.push(
                &mut t.refs,
                Ref {
                    instr: index,
                    offset,
                    to,
                    loc: at,
                },
            );
        }
        instr.encode_to(&mut t.code);
        job.code.end = t.code.len() as u32;
        if instr.opcode() != Opcode::EndJob {
            return Ok(());
        }
        // The START_JOB's jobsize.
        let start = &mut t.code[job.code.start()..];
        let size = job.size as u16;
        let open = match decode(start) {
            Ok((Instr::StartJob(s), _)) => Instr::StartJob(StartJob { jobsize: size, ..s }),
            Ok((Instr::StartJobDeferred(s), _)) => {
                Instr::StartJobDeferred(StartJobDeferred { jobsize: size, ..s })
            }
            _ => return Ok(()),
        };
        open.encode_in_place(start);
        if let Some(job) = self.job.take() {
            let loc = job.loc;
            self.group(loc).items.push(Item::Job(job));
        }
        Ok(())
    }

    /// The data label that a data line at `loc` extends (`what` names the
    /// line in the error).
    #[inline]
    fn data_label(&mut self, what: &str, loc: Loc) -> Result<(usize, usize), AsmDiagnostic> {
        match (self.cursor.mode, self.cursor.label) {
            (Mode::Text, _) => Err(misplaced(what, loc, true)),
            (Mode::Data, None) => Err(misplaced(what, loc, false)),
            (Mode::Data, Some(label)) => Ok(label),
        }
    }

    /// `.long @name` at `loc` in the current data label (`what` is the
    /// directive as written, `operand` where the name is).
    pub fn label_word(
        &mut self,
        what: &str,
        name: Sym,
        operand: Loc,
        loc: Loc,
    ) -> Result<(), AsmDiagnostic> {
        let (g, l) = self.data_label(what, loc)?;
        let Column { groups, tables, .. } = &mut self.current;
        let (label, t) = (&mut groups[g].labels[l], tables);
        label.size += 4;
        label.refs.push(&mut t.data_refs, (name, operand));
        label.data.push(&mut t.data, Datum::Label(name));
        Ok(())
    }

    /// Lines of numbers, `words`, in the current data label (`what`: the
    /// directive as written; `loc`: the first line), copied into the
    /// column; or the error of the first line with nothing added.
    pub fn words(&mut self, what: &str, words: &[u32], loc: Loc) -> Result<(), AsmDiagnostic> {
        let (g, l) = self.data_label(what, loc)?;
        let Column { groups, tables, .. } = &mut self.current;
        let (segment, own) = tables.own_segment();
        let start = own.len();
        own.extend_from_slice(words);
        add_words(
            &mut groups[g].labels[l],
            &mut tables.data,
            segment,
            start,
            words.len(),
        );
        Ok(())
    }

    /// [`Builder::words`] for the numbers `range` of `found`, which a helper
    /// read: the label holds them where they are.
    pub fn found_words(
        &mut self,
        found: &Arc<Vec<u32>>,
        range: std::ops::Range<usize>,
        loc: Loc,
    ) -> Result<(), AsmDiagnostic> {
        let (g, l) = self.data_label(".long", loc)?;
        let Column { groups, tables, .. } = &mut self.current;
        let segment = tables.found_segment(found);
        add_words(
            &mut groups[g].labels[l],
            &mut tables.data,
            segment,
            range.start,
            range.len(),
        );
        Ok(())
    }

    /// `UC_DMA_BD` in the current data label (`local_at`: the `@local`
    /// operand).
    pub fn bd(&mut self, bd: Bd, local_at: Loc, loc: Loc) -> Result<(), AsmDiagnostic> {
        let (g, l) = self.data_label("UC_DMA_BD", loc)?;
        let Column { groups, tables, .. } = &mut self.current;
        let (label, t) = (&mut groups[g].labels[l], tables);
        label.is_bd |= label.size == 0;
        label.size += 16;
        label.refs.push(&mut t.data_refs, (bd.local, local_at));
        label.data.push(&mut t.data, Datum::Bd(t.bds.len() as u32));
        t.bds.push(bd);
        Ok(())
    }

    /// Checks that `.align` may stand here (in data: the data part's
    /// alignment is derived from the labels' contents).
    pub fn align(&mut self, loc: Loc) -> Result<(), AsmDiagnostic> {
        if self.cursor.mode == Mode::Text {
            return Err(error_at(loc, "alignment in code").help(
                "the assembler aligns code and data itself; `.align` belongs to the data part",
            ));
        }
        Ok(())
    }

    /// Bytes the current column's pads may still take.
    pub fn pad_room(&mut self) -> u64 {
        let used: u64 = self
            .column()
            .pads
            .iter()
            .map(|p| p.bytes.len() as u64)
            .sum();
        MAX_PAD_BYTES - used.min(MAX_PAD_BYTES)
    }

    /// Fails if the current column has a pad buffer `name`.
    pub fn new_pad(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        match self.column().pads.iter().find(|p| p.name == name) {
            Some(first) => Err(error_at(loc, format!("duplicate pad buffer '{name}'"))
                .note(first.loc, "first declared here")),
            None => Ok(()),
        }
    }

    /// `.setpad name, ...`: a pad buffer of the current column holding
    /// `bytes`; with `filling`, the `.long` lines that follow add to it.
    pub fn pad(
        &mut self,
        name: &str,
        bytes: Vec<u8>,
        filling: bool,
        loc: Loc,
    ) -> Result<(), AsmDiagnostic> {
        self.new_pad(name, loc)?;
        let sym = self.program.names.intern(name);
        let column = self.column();
        let index = column.pads.len();
        column.pads.push(Pad {
            name: name.to_string(),
            sym,
            bytes,
            loc,
        });
        if filling {
            self.cursor.filling = Some(index);
        }
        Ok(())
    }

    /// A `.long word` line filling pad `pad` of the current column.
    pub fn pad_word(&mut self, pad: usize, word: u32, loc: Loc) -> Result<(), AsmDiagnostic> {
        if self.pad_room() < 4 {
            return Err(error_at(loc, "pad buffer too large").help(format!(
                "a column's pads hold at most {} words",
                MAX_PAD_BYTES / 4
            )));
        }
        if let Some(p) = self.column().pads.get_mut(pad) {
            p.bytes.extend_from_slice(&word.to_le_bytes());
        }
        Ok(())
    }
}

/// Warnings for operands of `instr` (in column `col`) that encode but that
/// the job runner rejects when it executes them: a WRITE_32_D register
/// number above the register file, a REMOTE_BARRIER whose party leaves out
/// the job's own column. `operand(i)` is where asm operand `i` is written.
fn runnable(instr: &Instr, col: u32, operand: impl Fn(usize) -> Option<Loc>) -> Vec<AsmDiagnostic> {
    let warning = super::assembler::source::warning_at;
    let mut out = Vec::new();
    match instr {
        Instr::Write32D(w) => {
            let flags = w.flags;
            for (i, immediate, v) in [(1, flags & 1 != 0, w.address), (2, flags & 2 != 0, w.value)]
            {
                if let (false, true, Some(loc)) = (immediate, v > MAX_REGISTER, operand(i)) {
                    out.push(
                        warning(loc, format!("WRITE_32_D reads register {v}, which does not exist: the job runner stops here"))
                            .help(format!("flags {flags} make this operand a register number (0 to {MAX_REGISTER}); set bit {} of the flags for an immediate", i - 1)),
                    );
                }
            }
        }
        Instr::RemoteBarrier(b) => {
            let mask = b.party_mask;
            let own = 1u32.checked_shl(col).unwrap_or(0);
            if let (0, Some(loc)) = (mask & own, operand(1)) {
                out.push(
                    warning(loc, format!("party mask 0x{mask:x} leaves out column {col}, whose job waits here: the job runner stops here"))
                        .help(format!("set bit {col} of the party mask")),
                );
            }
        }
        _ => {}
    }
    out
}

/// The [`Ref`] targets of the asm operands of an operation, by field kind:
/// `@name` in a `page_id` field names a group, as `patch_buf` a pad, in a
/// constant a data label or pad; a bare name in a constant is a symbol.
pub fn target(kind: Kind, name: Sym, is_label: bool) -> Option<Target> {
    match (kind, is_label) {
        (Kind::PageId, _) => Some(Target::Group(name)),
        (Kind::PatchBuf, _) => Some(Target::Pad(name)),
        (Kind::Const, true) => Some(Target::Label(name)),
        (Kind::Const, false) => Some(Target::Symbol(name)),
        _ => None,
    }
}

impl Job {
    /// Its instructions with their byte offsets in the job.
    pub fn instrs<'t>(&self, tables: &'t Tables) -> Instrs<'t> {
        Instrs {
            code: self.code.of(&tables.code),
            at: 0,
        }
    }
}

/// The instructions of encoded code, each with its byte offset.
pub struct Instrs<'t> {
    code: &'t [u8],
    at: usize,
}

impl Iterator for Instrs<'_> {
    type Item = (usize, Instr);

    fn next(&mut self) -> Option<(usize, Instr)> {
        let (instr, size) = decode(self.code.get(self.at..)?).ok()?;
        let at = self.at;
        self.at += size;
        Some((at, instr))
    }
}

impl Loc {
    /// A location in `file` at byte range `span`.
    pub fn new(file: u32, span: Span) -> Loc {
        Loc { file, span }
    }
}

#[cfg(test)]
mod tests {
    use super::{NameList, Names};

    #[test]
    fn names_are_interned_once_and_read_back_by_id() {
        let mut names = Names::default();
        let long = "DMAWRITE_data_1234567";
        let ids = ["a", long, "", "UCBD_label_0"].map(|n| names.intern(n));
        assert_eq!(ids, [0, 1, 2, 3]);
        assert_eq!(names.intern(long), 1);
        assert_eq!(names.intern("a"), 0);
        for (id, name) in ["a", long, "", "UCBD_label_0"].iter().enumerate() {
            assert_eq!(names.name(id as u32), *name);
        }
        assert_eq!(names.name(4), "");
    }

    #[test]
    fn long_names_keep_their_ids_as_the_table_grows() {
        let mut names = Names::default();
        let name = |i: u32| format!("DMAWRITE_data_{i:06}");
        for i in 0..5000 {
            assert_eq!(names.intern(&name(i)), i);
            assert_eq!(names.intern(&name(i / 2)), i / 2);
        }
        for i in (0..5000).rev() {
            assert_eq!(names.intern(&name(i)), i);
            assert_eq!(names.name(i), name(i));
        }
        assert_eq!(names.list().len(), 5000);
    }

    #[test]
    fn a_copy_extended_with_the_names_since_equals_the_list() {
        let mut names = Names::default();
        let mut copy = NameList::default();
        let mut sent = 0;
        for batch in [&["x", "yy"][..], &[], &["zzz", "x", "w"]] {
            for name in batch {
                names.intern(name);
            }
            copy.extend(names.list().since(sent));
            sent = names.list().len();
        }
        assert_eq!(copy.len(), 4);
        for id in 0..5 {
            assert_eq!(copy.name(id), names.name(id));
        }
    }
}
