//! Reading assembly into a [`Program`]: columns, text-label groups, jobs,
//! data labels and pad buffers (spec: ctrlcode-binary-format.md §1, §3, §4).

use super::lines::{self, is_label_name, Line, Operand, Token};
use super::source::{error_at, AsmDiagnostic, Loc, SearchPath, SourceFile};
use crate::cert::instr_syntax::{number, parse_operands, Arg};
use crate::cert::isa::{by_mnemonic, Kind, Opcode};
use crate::diag::Span;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The top-level text-label group of every column.
pub(super) const DEFAULT_GROUP: &str = "default";
/// Includes nested deeper than this are an error (a cycle is caught earlier).
const MAX_INCLUDE_DEPTH: usize = 64;
/// How much of a streamed input pass 1 reads at once (whole lines of it).
const STREAM_BLOCK: usize = 1 << 20;
/// Most `.setpad` bytes in one column (pad positions are 32-bit).
const MAX_PAD_BYTES: u64 = 1 << 28;

/// The whole assembly, per column (uC index).
pub(super) struct Program {
    pub sources: Vec<SourceFile>,
    pub columns: BTreeMap<u32, Column>,
    pub names: Names,
    pub tables: Tables,
    /// The `; aiec:` comment lines of the top-level file (when streamed).
    pub note_lines: String,
    /// Whether encoding gives relocations (an APPLY_OFFSET_57 or a symbol).
    pub relocates: bool,
}

/// An interned label, group or symbol name.
pub(super) type Sym = u32;

/// The symbol table: every name the program mentions, interned.
#[derive(Default)]
pub(super) struct Names {
    ids: FxHashMap<Box<str>, Sym>,
    names: Vec<Box<str>>,
}

impl Names {
    pub fn intern(&mut self, name: &str) -> Sym {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as Sym;
        self.names.push(name.into());
        self.ids.insert(name.into(), id);
        id
    }

    /// The id of `name`, if the program mentions it.
    pub fn get(&self, name: &str) -> Option<Sym> {
        self.ids.get(name).copied()
    }

    pub fn name(&self, id: Sym) -> &str {
        &self.names[id as usize]
    }
}

/// Consecutive lines of one file (blank and comment lines included) that
/// belong to one job or data label: pass 2 reads them again to encode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Lines {
    pub file: u32,
    pub start: u32,
    pub end: u32,
}

/// A job's or data label's entries in one list of [`Tables`]: each is
/// appended to while its job or label is the one being read, so its entries
/// are consecutive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Run {
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

    /// Appends `x` to `list`, of which this run is the tail.
    fn push<T>(&mut self, list: &mut Vec<T>, x: T) {
        list.push(x);
        self.end = list.len() as u32;
    }

    /// Adds the line `at` to `ranges` (of which this run is the tail),
    /// extending its last range when the previous statement (`last`: its
    /// file and end) was that range's.
    fn extend(&mut self, ranges: &mut Vec<Lines>, last: Option<(u32, u32)>, at: Lines) {
        match ranges.last_mut() {
            Some(r)
                if self.end > self.start && Some((r.file, r.end)) == last && r.file == at.file =>
            {
                r.end = at.end
            }
            _ => self.push(ranges, at),
        }
    }
}

/// The lists of all jobs and data labels, packed (one allocation each,
/// not one per job): a [`Job`] or [`DataLabel`] holds [`Run`]s of them.
#[derive(Default)]
pub(super) struct Tables {
    pub job_lines: Vec<Lines>,
    pub barriers: Vec<u32>,
    pub launches: Vec<(Option<u32>, Loc)>,
    pub job_labels: Vec<(Sym, Loc)>,
    pub groups_named: Vec<(Sym, Loc)>,
    pub data_lines: Vec<Lines>,
    pub refs: Vec<(Sym, Loc)>,
}

/// One column: its text-label groups (keyed by path, `default:pdi`, in the
/// production assembler's lexicographic order) and pad buffers.
#[derive(Default)]
pub(super) struct Column {
    pub groups: BTreeMap<String, Group>,
    pub pads: Vec<Pad>,
    mode: Mode,
    /// Path of the current group.
    path: Vec<String>,
    /// The current group's key: `path` joined by `:`.
    key: String,
    /// The data label that data lines currently extend: (group key, index).
    label: Option<(String, usize)>,
    /// The pad that `.long` lines right after `.setpad NAME` fill.
    filling: Option<usize>,
}

impl Column {
    /// Opens the group `name` inside the current one.
    fn enter(&mut self, name: &str) {
        self.path.push(name.to_string());
        self.key = self.path.join(":");
    }

    /// Closes the current group.
    fn leave(&mut self) {
        self.path.pop();
        self.key = self.path.join(":");
    }

    /// The current group, created on first use.
    fn group(&mut self, loc: Loc) -> &mut Group {
        if !self.groups.contains_key(&self.key) {
            let group = Group {
                name: self.path.last().cloned().unwrap_or_default(),
                loc,
                items: Vec::new(),
                labels: Vec::new(),
                by_name: FxHashMap::default(),
            };
            self.groups.insert(self.key.clone(), group);
        }
        self.groups.get_mut(&self.key).expect("group exists")
    }
}

/// A text-label group: separately paged code with its own data.
pub(super) struct Group {
    /// Last path component: how `@name` page operands refer to the group.
    pub name: String,
    pub loc: Loc,
    pub items: Vec<Item>,
    pub labels: Vec<DataLabel>,
    /// Index into `labels` by (file, name).
    by_name: FxHashMap<(u32, Sym), usize>,
}

/// An entry of a group's job list.
pub(super) enum Item {
    Job(Job),
    Eop,
}

/// START_JOB (or START_JOB_DEFERRED) .. END_JOB, inclusive.
pub(super) struct Job {
    pub id: u32,
    pub file: u32,
    /// The START_JOB line.
    pub loc: Loc,
    /// `jobsize`: the encoded size of all its instructions.
    pub size: u32,
    /// Its instruction lines (in [`Tables::job_lines`]).
    pub lines: Run,
    /// Local barrier ids of its LOCAL_BARRIERs, in order.
    pub barriers: Run,
    /// The job ids its LAUNCH_JOBs name (`None`: not a number), with the operand.
    pub launches: Run,
    /// `@label` constants (data labels or pads) of operations that name no
    /// group, in order (in [`Tables::job_labels`]).
    pub labels: Run,
    /// The text-label groups its LOAD_PDI/LOAD_CORES/PREEMPT name, in order.
    pub groups_named: Run,
}

/// A data label: its size, the labels its lines reference and its lines
/// (`.align`/`.eop` lines are not among them).
pub(super) struct DataLabel {
    pub name: Sym,
    pub file: u32,
    pub loc: Loc,
    pub size: u32,
    /// Whether the label starts with a `UC_DMA_BD` (placed 16-aligned, first).
    pub is_bd: bool,
    /// `@label`s of its lines, in order (in [`Tables::refs`]).
    pub refs: Run,
    /// Its lines (in [`Tables::data_lines`]).
    pub lines: Run,
}

/// A `.setpad` buffer.
pub(super) struct Pad {
    pub name: String,
    pub bytes: Vec<u8>,
    pub loc: Loc,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Mode {
    #[default]
    Text,
    Data,
}

/// Pass 1: reads the top-level source (file 0 of `sources`; its text, or
/// `stream` in blocks when given) and everything it includes.
pub(super) fn read(
    top: SourceFile,
    stream: Option<&mut dyn Read>,
    search: &SearchPath<'_>,
) -> Result<Program, (Vec<SourceFile>, Vec<AsmDiagnostic>)> {
    let mut b = Builder {
        search,
        sources: vec![top],
        columns: BTreeMap::new(),
        current: Column::default(),
        names: Names::default(),
        tables: Tables::default(),
        note_lines: String::new(),
        column: 0,
        job: None,
        stack: Vec::new(),
        last: None,
        relocates: false,
        errors: Vec::new(),
    };
    b.select(0);
    match stream {
        Some(input) => b.stream(input),
        None => b.file(0),
    }
    if let Some(job) = b.job.take() {
        let e = error_at(job.loc, format!("job {} has no END_JOB", job.id))
            .help("end every job with END_JOB");
        b.errors.push(e);
    }
    let last = std::mem::take(&mut b.current);
    b.columns.insert(b.column, last);
    if b.errors.is_empty() {
        Ok(Program {
            sources: b.sources,
            columns: b.columns,
            names: b.names,
            tables: b.tables,
            note_lines: b.note_lines,
            relocates: b.relocates,
        })
    } else {
        Err((b.sources, b.errors))
    }
}

struct Builder<'a, 'f> {
    search: &'a SearchPath<'f>,
    sources: Vec<SourceFile>,
    /// The columns other than the current one.
    columns: BTreeMap<u32, Column>,
    current: Column,
    names: Names,
    tables: Tables,
    note_lines: String,
    column: u32,
    /// The job being read and the key of its group.
    job: Option<Job>,
    /// Paths of the files being read (include chain).
    stack: Vec<PathBuf>,
    /// File and end of the previous statement, if a job or label took it.
    last: Option<(u32, u32)>,
    relocates: bool,
    errors: Vec<AsmDiagnostic>,
}

const DIRECTIVES: &str = ".long, .align, .section, .include, .eop, .endl, .attach_to_group, .setpad, .target, .partition";

impl Builder<'_, '_> {
    fn col(&mut self) -> &mut Column {
        &mut self.current
    }

    /// Makes `column` the current column (in `self.current`; the others
    /// wait in `self.columns`).
    fn select(&mut self, column: u32) {
        let previous = std::mem::take(&mut self.current);
        self.columns.insert(self.column, previous);
        self.current = self.columns.remove(&column).unwrap_or_default();
        self.column = column;
        let c = self.col();
        if c.path.is_empty() {
            c.enter(DEFAULT_GROUP);
        }
        c.mode = Mode::Text;
        c.label = None;
    }

    fn file(&mut self, file: u32) {
        self.stack.push(self.sources[file as usize].path.clone());
        let text = std::mem::take(&mut self.sources[file as usize].text);
        self.lines(file, &text, 0);
        self.sources[file as usize].text = text;
        self.stack.pop();
    }

    /// Reads file 0 from `input` in blocks of whole lines (its text stays
    /// empty).
    fn stream(&mut self, input: &mut dyn Read) {
        self.stack.push(self.sources[0].path.clone());
        let mut buf = vec![0; STREAM_BLOCK];
        // Bytes in `buf`, and the offset in the file of `buf[0]`.
        let (mut filled, mut base) = (0, 0);
        loop {
            if filled == buf.len() {
                // A line longer than the block.
                buf.resize(2 * buf.len(), 0);
            }
            let n = match input.read(&mut buf[filled..]) {
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let at = Loc::default();
                    self.errors
                        .push(error_at(at, format!("cannot read the input: {e}")));
                    break;
                }
            };
            filled += n;
            // Whole lines, and at the end of the input whatever is left.
            let end = match buf[..filled].iter().rposition(|&b| b == b'\n') {
                _ if n == 0 => filled,
                Some(newline) => newline + 1,
                None => continue,
            };
            let block = &buf[..end];
            let (text, bad) = match std::str::from_utf8(block) {
                Ok(text) => (text, None),
                Err(e) => {
                    let valid = &block[..e.valid_up_to()];
                    let line = valid.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
                    let text = std::str::from_utf8(&block[..line]).expect("validated");
                    (text, Some(base + line))
                }
            };
            self.lines(0, text, base);
            if let Some(line) = bad {
                let at = Loc {
                    file: 0,
                    span: Span::new(line, line),
                };
                self.errors
                    .push(error_at(at, "the input is not UTF-8 text"));
                break;
            }
            if n == 0 {
                break;
            }
            base += end;
            buf.copy_within(end..filled, 0);
            filled -= end;
        }
        self.stack.pop();
    }

    /// The lines of `text`, which starts at byte `base` of `file`; the
    /// `; aiec:` comment lines of file 0 are kept for the ELF's note.
    fn lines(&mut self, file: u32, text: &str, mut base: usize) {
        let mut operands = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            let (len, split) = lines::split(rest, file, base, &mut operands);
            let line = &rest[..len];
            match split {
                Ok(None) if file == 0 => {
                    if line
                        .trim_start()
                        .starts_with(crate::cert::elf::NOTE_COMMENT)
                    {
                        self.note_lines.push_str(line);
                    }
                }
                Ok(None) => {}
                Ok(Some(head)) => {
                    let at = Lines {
                        file,
                        start: base as u32,
                        end: (base + len) as u32,
                    };
                    self.line(at, head, &operands);
                }
                Err((span, message)) => self.errors.push(error_at(Loc { file, span }, message)),
            }
            (base, rest) = (base + len, &rest[len..]);
        }
    }

    fn line(&mut self, lines: Lines, line: Line<'_>, ops: &[Operand<'_>]) {
        let file = lines.file;
        let last = self.last.take();
        let loc = |t: &Token<'_>| Loc { file, span: t.span };
        if let (Line::Statement { head }, Some(pad)) = (&line, self.col().filling) {
            if head.text == ".long" {
                if let Err(e) = self.pad_word(pad, loc(head), ops) {
                    self.errors.push(e);
                }
                return;
            }
        }
        self.col().filling = None;
        let result = match line {
            Line::Label(name) => self.label(name.text, loc(&name)),
            Line::Statement { head } => {
                let at = loc(&head);
                if head.text.starts_with('.') {
                    if head.text == ".long" {
                        self.long(at, ops, lines, last)
                    } else {
                        self.directive(head.text, at, ops)
                    }
                } else {
                    let is = |name: &str| head.text.eq_ignore_ascii_case(name);
                    if is("EOF") {
                        self.eof(at, ops)
                    } else if is("UC_DMA_BD") {
                        self.bd(at, ops, lines, last)
                    } else if is("WORD") {
                        self.long(at, ops, lines, last)
                    } else if is("ALIGN") {
                        self.align(at, ops, false)
                    } else {
                        self.operation(head.text, at, ops, lines, last)
                    }
                }
            }
        };
        if let Err(e) = result {
            self.errors.push(e);
        }
    }

    fn no_open_job(&self, what: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        match &self.job {
            Some(job) => Err(error_at(loc, format!("{what} inside job {}", job.id))
                .note(job.loc, "the job starts here")
                .help("close the job with END_JOB first")),
            None => Ok(()),
        }
    }

    fn label(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        self.no_open_job("label", loc)?;
        if self.col().mode == Mode::Text {
            // A label in code opens a text-label group inside the current one.
            self.col().enter(name);
            self.col().group(loc);
            return Ok(());
        }
        let sym = self.names.intern(name);
        let (refs, lines) = (
            Run::at_end(&self.tables.refs),
            Run::at_end(&self.tables.data_lines),
        );
        let c = self.col();
        let group = c.group(loc);
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
            refs,
            lines,
        });
        c.label = Some((c.key.clone(), index));
        Ok(())
    }

    fn eof(&mut self, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count("EOF", loc, ops, 0)?;
        if let Some(job) = self.job.take() {
            return Err(error_at(loc, format!("EOF inside job {}", job.id))
                .note(job.loc, "the job starts here")
                .help("end the job with END_JOB before EOF"));
        }
        if self.col().mode == Mode::Data {
            return Err(error_at(loc, "EOF in the data part")
                .help("EOF ends the code of a group; start more code with `.section .ctrltext`"));
        }
        let c = self.col();
        c.group(loc);
        c.mode = Mode::Data;
        c.label = None;
        Ok(())
    }

    fn operation(
        &mut self,
        mnemonic: &str,
        loc: Loc,
        ops: &[Operand<'_>],
        lines: Lines,
        last: Option<(u32, u32)>,
    ) -> Result<(), AsmDiagnostic> {
        let parsed = lines::texts(ops, |texts| parse_operands(mnemonic, texts)).map_err(|e| {
            let at = e.operand.and_then(|i| ops.get(i)).map_or(loc, |o| o.1);
            let mut d = error_at(at, e.message);
            let opcode = by_mnemonic(mnemonic).map(|op| op.opcode);
            if opcode == Some(Opcode::UcDmaWriteDesSync) && e.operand.is_none() && ops.len() == 2 {
                d = d.help("UC_DMA_WRITE_DES_SYNC takes only the descriptor (@label); UC_DMA_WRITE_DES $rN, @label is the form with a wait handle");
            } else if let Some(help) = e.help {
                d = d.help(help);
            } else if e.operand.is_none() && opcode.is_none() {
                d = d.help(format!(
                    "operations are listed in docs/ctrlcode-isa.md (`aiec --print-isa=json`); directives are {DIRECTIVES}"
                ));
            }
            d
        })?;
        if self.col().mode == Mode::Data {
            return Err(
                error_at(loc, format!("{} in the data part", parsed.op.mnemonic))
                    .help("code goes before EOF; start more code with `.section .ctrltext`"),
            );
        }
        let op = parsed.op;
        if matches!(op.opcode, Opcode::StartJob | Opcode::StartJobDeferred) {
            self.no_open_job(op.mnemonic, loc)?;
            let id = match parsed.args()[0] {
                Arg::Value(v) => v,
                _ => return Err(error_at(ops[0].1, "a job id is a number")),
            };
            self.job = Some(Job {
                id,
                file: loc.file,
                loc,
                size: 0,
                lines: Run::at_end(&self.tables.job_lines),
                barriers: Run::at_end(&self.tables.barriers),
                launches: Run::at_end(&self.tables.launches),
                labels: Run::at_end(&self.tables.job_labels),
                groups_named: Run::at_end(&self.tables.groups_named),
            });
        }
        let Some(job) = self.job.as_mut() else {
            return Err(error_at(loc, format!("{} outside a job", op.mnemonic))
                .help("operations run inside START_JOB <id> ... END_JOB"));
        };
        let t = &mut self.tables;
        job.size += op.size() as u32;
        job.lines.extend(&mut t.job_lines, last, lines);
        self.last = Some((lines.file, lines.end));
        match (op.opcode, parsed.args().first()) {
            (Opcode::LocalBarrier, Some(Arg::Value(b))) => job.barriers.push(&mut t.barriers, *b),
            (Opcode::LaunchJob, Some(arg)) => {
                let id = match arg {
                    Arg::Value(id) => Some(*id),
                    _ => None,
                };
                job.launches.push(&mut t.launches, (id, ops[0].1));
            }
            _ => {}
        }
        let names_groups = op.names_groups();
        self.relocates |= op.opcode == Opcode::ApplyOffset57;
        for ((arg, &(_, at)), field) in parsed.args().iter().zip(ops).zip(op.asm_fields()) {
            match arg {
                Arg::Symbol(_) => {
                    self.relocates |= !matches!(field.kind, Kind::PageId | Kind::PatchBuf)
                }
                Arg::Label(name) if names_groups && field.kind == Kind::PageId => job
                    .groups_named
                    .push(&mut t.groups_named, (self.names.intern(name), at)),
                Arg::Label(name) if !names_groups && field.kind == Kind::Const => job
                    .labels
                    .push(&mut t.job_labels, (self.names.intern(name), at)),
                _ => {}
            }
        }
        if op.opcode == Opcode::EndJob {
            let job = self.job.take().expect("job is open");
            let loc = job.loc;
            self.col().group(loc).items.push(Item::Job(job));
        }
        Ok(())
    }

    /// The data label that a data line at `loc` extends, and the tables its
    /// lists are in.
    fn data_label(
        &mut self,
        what: &str,
        loc: Loc,
    ) -> Result<(&mut DataLabel, &mut Tables), AsmDiagnostic> {
        let c = &mut self.current;
        if c.mode == Mode::Text {
            return Err(
                error_at(loc, format!("{what} in code")).help("data goes after EOF, under a label")
            );
        }
        match &c.label {
            Some((key, i)) => Ok((
                &mut c.groups.get_mut(key).expect("group exists").labels[*i],
                &mut self.tables,
            )),
            None => Err(error_at(loc, format!("{what} before any data label"))
                .help("put a label (`name:`) before the data it names")),
        }
    }

    fn long(
        &mut self,
        loc: Loc,
        ops: &[Operand<'_>],
        lines: Lines,
        last: Option<(u32, u32)>,
    ) -> Result<(), AsmDiagnostic> {
        count(".long", loc, ops, 1)?;
        let word = match ops[0].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => Some((self.names.intern(name), ops[0].1)),
            _ => constant(&ops[0], 32).map(|_| None)?,
        };
        let (label, t) = self.data_label(".long", loc)?;
        label.size += 4;
        if let Some(word) = word {
            label.refs.push(&mut t.refs, word);
        }
        label.lines.extend(&mut t.data_lines, last, lines);
        self.last = Some((lines.file, lines.end));
        Ok(())
    }

    fn bd(
        &mut self,
        loc: Loc,
        ops: &[Operand<'_>],
        lines: Lines,
        last: Option<(u32, u32)>,
    ) -> Result<(), AsmDiagnostic> {
        count("UC_DMA_BD", loc, ops, 6).map_err(|e| {
            e.help("UC_DMA_BD remote_hi, remote_lo, @local, length, external, next")
        })?;
        let local = match ops[2].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => (self.names.intern(name), ops[2].1),
            _ => {
                return Err(
                    error_at(ops[2].1, "the local operand of UC_DMA_BD is a @label")
                        .help("name the data this descriptor transfers, e.g. @regs"),
                )
            }
        };
        bd_fields(ops)?;
        let (label, t) = self.data_label("UC_DMA_BD", loc)?;
        label.is_bd |= label.size == 0;
        label.size += 16;
        label.refs.push(&mut t.refs, local);
        label.lines.extend(&mut t.data_lines, last, lines);
        self.last = Some((lines.file, lines.end));
        Ok(())
    }

    /// `.align N` (`p2`: `.p2align K`, N = 2^K). Alignment in the data part is
    /// derived from the labels' contents, so the line only has to be valid.
    fn align(&mut self, loc: Loc, ops: &[Operand<'_>], p2: bool) -> Result<(), AsmDiagnostic> {
        count(".align", loc, ops, 1)?;
        let n = constant(&ops[0], 32)?;
        let n = if p2 {
            1u64.checked_shl(n).unwrap_or(0)
        } else {
            u64::from(n)
        };
        if !n.is_power_of_two() || n > 4096 {
            return Err(error_at(
                ops[0].1,
                "alignment must be a power of two up to 4096",
            ));
        }
        if self.col().mode == Mode::Text {
            return Err(error_at(loc, "alignment in code").help(
                "the assembler aligns code and data itself; `.align` belongs to the data part",
            ));
        }
        Ok(())
    }

    fn directive(
        &mut self,
        name: &str,
        loc: Loc,
        ops: &[Operand<'_>],
    ) -> Result<(), AsmDiagnostic> {
        match name {
            ".align" | ".balign" => self.align(loc, ops, false),
            ".p2align" => self.align(loc, ops, true),
            ".eop" => {
                count(".eop", loc, ops, 0)?;
                self.no_open_job(".eop", loc)?;
                if self.col().mode == Mode::Text {
                    self.col().group(loc).items.push(Item::Eop);
                }
                Ok(())
            }
            ".section" => {
                if ops.is_empty() || ops.len() > 2 {
                    return Err(error_at(loc, ".section takes a name and optional flags")
                        .help(".section .ctrltext"));
                }
                self.no_open_job(".section", loc)?;
                let mode = if ops[0].0.starts_with(".ctrltext") {
                    Mode::Text
                } else if ops[0].0.starts_with(".ctrldata") {
                    Mode::Data
                } else {
                    return Err(
                        error_at(ops[0].1, format!("unknown section '{}'", ops[0].0))
                            .help("sections are .ctrltext (code) and .ctrldata (data)"),
                    );
                };
                let c = self.col();
                c.mode = mode;
                c.label = None;
                Ok(())
            }
            ".include" => {
                count(".include", loc, ops, 1)?;
                self.include(unquote(ops[0].0), ops[0].1)
            }
            ".endl" => {
                count(".endl", loc, ops, 1)?;
                self.no_open_job(".endl", loc)?;
                let c = self.col();
                let innermost = c.path.last().filter(|_| c.path.len() > 1).cloned();
                match innermost {
                    Some(g) if g == ops[0].0 => {
                        c.leave();
                        Ok(())
                    }
                    Some(g) => Err(error_at(
                        ops[0].1,
                        format!(
                            "'.endl {}' does not close the innermost group '{g}'",
                            ops[0].0
                        ),
                    )),
                    None => Err(error_at(ops[0].1, format!("no open group '{}'", ops[0].0))
                        .help("`.endl NAME` closes the group that the code label `NAME:` opened")),
                }
            }
            ".attach_to_group" => {
                count(".attach_to_group", loc, ops, 1)?;
                self.no_open_job(".attach_to_group", loc)?;
                let column = constant(&ops[0], 32)?;
                if column > 127 {
                    return Err(error_at(ops[0].1, "uC index out of range (0 to 127)")
                        .help("`.attach_to_group N` names the uC of column N: 0 to 127"));
                }
                self.select(column);
                Ok(())
            }
            ".setpad" => self.setpad(loc, ops),
            ".target" => {
                count(".target", loc, ops, 1)?;
                let (arch, sub) = match ops[0].0.split_once('-') {
                    Some((a, s)) => (a, Some(s)),
                    None => (ops[0].0, None),
                };
                let word = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric());
                if !word(arch) || !sub.is_none_or(word) {
                    return Err(error_at(
                        ops[0].1,
                        format!("'{}' is not ARCH or ARCH-SUB", ops[0].0),
                    ));
                }
                if arch != "aie2ps" {
                    return Err(error_at(ops[0].1, format!("unsupported target '{arch}'"))
                        .help("aiec assembles control code for aie2ps"));
                }
                Ok(())
            }
            ".partition" => {
                count(".partition", loc, ops, 1)?;
                let digits = |s: &str, suffix: &str| {
                    s.strip_suffix(suffix)
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                };
                let p = ops[0].0;
                let ok = digits(p, "column")
                    || p.split_once(':')
                        .is_some_and(|(a, b)| digits(a, "core") && digits(b, "mem"));
                if !ok {
                    return Err(error_at(ops[0].1, format!("bad partition '{p}'"))
                        .help("write Ncolumn (e.g. 4column) or Ncore:Mmem (e.g. 2core:6mem)"));
                }
                Ok(())
            }
            _ => Err(error_at(loc, format!("unknown directive '{name}'"))
                .help(format!("directives are {DIRECTIVES}"))),
        }
    }

    fn include(&mut self, name: &str, loc: Loc) -> Result<(), AsmDiagnostic> {
        if self.stack.len() > MAX_INCLUDE_DEPTH {
            return Err(error_at(loc, "includes nested too deeply"));
        }
        let (path, bytes) = self.search.find(name).map_err(|m| error_at(loc, m))?;
        if self.stack.contains(&path) {
            let chain: Vec<String> = self.stack.iter().map(|p| p.display().to_string()).collect();
            return Err(error_at(
                loc,
                format!("include cycle: '{}' includes itself", path.display()),
            )
            .help(format!(
                "include chain: {} -> {}",
                chain.join(" -> "),
                path.display()
            )));
        }
        let text = String::from_utf8(bytes).map_err(|e| {
            error_at(
                loc,
                format!(
                    "'{}' is not UTF-8 text (byte {})",
                    path.display(),
                    e.utf8_error().valid_up_to()
                ),
            )
        })?;
        // Files are identified by the path they were opened with: a file
        // included twice is one scope for job ids and labels.
        let file = match self.sources.iter().position(|s| s.path == path) {
            Some(i) => i as u32,
            None => {
                self.sources.push(SourceFile {
                    name: path.display().to_string(),
                    path: path.clone(),
                    text: String::new(),
                });
                (self.sources.len() - 1) as u32
            }
        };
        self.sources[file as usize].text = text;
        // The included file starts in code; the mode is restored afterwards.
        let mode = self.col().mode;
        self.col().mode = Mode::Text;
        self.file(file);
        let c = self.col();
        c.mode = mode;
        c.label = None;
        Ok(())
    }

    fn setpad(&mut self, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count(".setpad", loc, ops, ops.len().clamp(1, 2)).map_err(|e| {
            e.help(".setpad NAME, WORDS or .setpad NAME, FILE, or .setpad NAME followed by .long lines")
        })?;
        let name = ops[0].0;
        if !is_label_name(name) {
            return Err(error_at(ops[0].1, format!("'{name}' is not a buffer name")));
        }
        if let Some(first) = self.col().pads.iter().find(|p| p.name == name) {
            return Err(error_at(ops[0].1, format!("duplicate pad buffer '{name}'"))
                .note(first.loc, "first declared here"));
        }
        if ops.len() == 1 {
            // aiec: the words are the `.long` lines that follow.
            let c = self.col();
            c.filling = Some(c.pads.len());
            c.pads.push(Pad {
                name: name.to_string(),
                bytes: Vec::new(),
                loc: ops[0].1,
            });
            return Ok(());
        }
        let room = self.pad_room();
        let bytes = match number(ops[1].0) {
            Some(words) if words <= room / 4 => vec![0; words as usize * 4],
            Some(_) => {
                return Err(error_at(ops[1].1, "pad buffer too large").help(format!(
                    "a column's pads hold at most {} words",
                    MAX_PAD_BYTES / 4
                )))
            }
            None => {
                let (_, bytes) = self
                    .search
                    .find(unquote(ops[1].0))
                    .map_err(|m| error_at(ops[1].1, m))?;
                if bytes.len() as u64 > room {
                    return Err(error_at(ops[1].1, "pad file too large"));
                }
                bytes
            }
        };
        self.col().pads.push(Pad {
            name: name.to_string(),
            bytes,
            loc: ops[0].1,
        });
        Ok(())
    }
}

impl Builder<'_, '_> {
    /// Bytes the current column's pads may still take.
    fn pad_room(&mut self) -> u64 {
        let used: u64 = self.col().pads.iter().map(|p| p.bytes.len() as u64).sum();
        MAX_PAD_BYTES - used.min(MAX_PAD_BYTES)
    }

    /// A `.long` line filling pad `pad` of the current column.
    fn pad_word(&mut self, pad: usize, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count(".long", loc, ops, 1)?;
        if ops[0].0.starts_with('@') {
            return Err(error_at(ops[0].1, "a pad holds numbers, not labels")
                .help("a pad's words are constants: the control code does not relocate them"));
        }
        let word = constant(&ops[0], 32)?;
        if self.pad_room() < 4 {
            return Err(error_at(loc, "pad buffer too large").help(format!(
                "a column's pads hold at most {} words",
                MAX_PAD_BYTES / 4
            )));
        }
        self.col().pads[pad]
            .bytes
            .extend_from_slice(&word.to_le_bytes());
        Ok(())
    }
}

/// Checks that a directive or pseudo-op has `n` operands.
fn count(what: &str, loc: Loc, ops: &[Operand<'_>], n: usize) -> Result<(), AsmDiagnostic> {
    if ops.len() == n {
        return Ok(());
    }
    let at = ops.get(n).map_or(loc, |o| Loc {
        file: o.1.file,
        span: Span::new(
            o.1.span.start as usize,
            ops.last().map_or(0, |l| l.1.span.end as usize),
        ),
    });
    Err(error_at(
        at,
        format!(
            "{what} takes {n} operand{}, not {}",
            if n == 1 { "" } else { "s" },
            ops.len()
        ),
    ))
}

/// The numeric operands of `UC_DMA_BD remote_hi, remote_lo, @local, length,
/// external, next` (6 operands, checked): remote_hi, remote_lo, length,
/// external, next.
pub(super) fn bd_fields(ops: &[Operand<'_>]) -> Result<(u32, u32, u32, bool, bool), AsmDiagnostic> {
    Ok((
        // Bits 29-31 do not exist in the descriptor (masked, as aiebu does).
        constant(&ops[0], 32)? & 0x1FFF_FFFF,
        constant(&ops[1], 32)?,
        constant(&ops[3], 15)?,
        constant(&ops[4], 32)? != 0,
        constant(&ops[5], 32)? != 0,
    ))
}

/// A number that fits in `bits`.
fn constant(&(text, loc): &Operand<'_>, bits: u32) -> Result<u32, AsmDiagnostic> {
    let help = || format!("a {bits}-bit field holds 0 to {:#x}", (1u64 << bits) - 1);
    match number(text) {
        Some(v) if v < 1 << bits => Ok(v as u32),
        Some(_) => Err(error_at(loc, format!("{text} does not fit in {bits} bits")).help(help())),
        None => Err(error_at(loc, format!("expected a number, found '{text}'")).help(help())),
    }
}

fn unquote(text: &str) -> &str {
    text.strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text)
}

/// The directory of `path` (`.` for a bare file name).
pub(super) fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}
