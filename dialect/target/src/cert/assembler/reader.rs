//! Reading assembly into a [`Program`]: columns, text-label groups, jobs,
//! data labels and pad buffers (spec: ctrlcode-binary-format.md §1, §3, §4).

use super::lines::{self, is_label_name, Line, Token};
use super::source::{error_at, AsmDiagnostic, Loc, SearchPath, SourceFile};
use crate::cert::instr_syntax::{number, parse_operands, Arg, Parsed};
use crate::cert::isa::{by_mnemonic, Field, Opcode};
use crate::diag::Span;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// The top-level text-label group of every column.
pub(super) const DEFAULT_GROUP: &str = "default";
/// Includes nested deeper than this are an error (a cycle is caught earlier).
const MAX_INCLUDE_DEPTH: usize = 64;
/// Most `.setpad` bytes in one column (pad positions are 32-bit).
const MAX_PAD_BYTES: u64 = 1 << 28;

/// The whole assembly, per column (uC index).
pub(super) struct Program {
    pub sources: Vec<SourceFile>,
    pub columns: BTreeMap<u32, Column>,
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
    /// The data label that data lines currently extend: (group key, index).
    label: Option<(String, usize)>,
    /// The pad that `.long` lines right after `.setpad NAME` fill.
    filling: Option<usize>,
}

/// A text-label group: separately paged code with its own data.
pub(super) struct Group {
    /// Last path component: how `@name` page operands refer to the group.
    pub name: String,
    pub loc: Loc,
    pub items: Vec<Item>,
    pub labels: Vec<DataLabel>,
    /// Index into `labels` by (file, name).
    by_name: HashMap<(u32, String), usize>,
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
    pub instrs: Vec<Instruction>,
    /// Local barrier ids of its LOCAL_BARRIERs, in order.
    pub barriers: Vec<u32>,
    /// Indices (in `instrs`) of its LAUNCH_JOBs.
    pub launches: Vec<usize>,
    /// Whether an operation names a text-label group (LOAD_PDI, LOAD_CORES, PREEMPT).
    pub names_groups: bool,
}

impl Job {
    /// `jobsize`: the encoded size of all its instructions.
    pub fn size(&self) -> u32 {
        self.instrs.iter().map(|i| i.parsed.op.size() as u32).sum()
    }
}

/// One operation as written.
pub(super) struct Instruction {
    pub parsed: Parsed,
    /// Each operand's location, parallel to `parsed.args`.
    pub operands: Vec<Loc>,
}

impl Instruction {
    /// Each operand as parsed, where it is, and the field it fills.
    pub fn asm_operands(&self) -> impl Iterator<Item = (&Arg, Loc, &'static Field)> + '_ {
        self.parsed
            .args
            .iter()
            .zip(self.operands.iter().copied())
            .zip(self.parsed.op.asm_fields())
            .map(|((arg, loc), field)| (arg, loc, field))
    }
}

/// A data label and its lines (`.align`/`.eop` lines are dropped).
pub(super) struct DataLabel {
    pub name: String,
    pub file: u32,
    pub loc: Loc,
    pub lines: Vec<DataLine>,
}

impl DataLabel {
    pub fn size(&self) -> u32 {
        self.lines.iter().map(DataLine::size).sum()
    }

    /// Whether the label starts with a `UC_DMA_BD` (placed 16-aligned, first).
    pub fn is_bd(&self) -> bool {
        matches!(self.lines.first(), Some(DataLine::Bd { .. }))
    }
}

/// A `.long` word or `@label` reference.
pub(super) enum Word {
    Number(u32),
    Label(String, Loc),
}

/// One line of a data label.
pub(super) enum DataLine {
    Long(Word),
    /// `UC_DMA_BD remote_hi, remote_lo, @local, length, external, next`.
    Bd {
        remote_hi: u32,
        remote_lo: u32,
        local: (String, Loc),
        length: u32,
        external: bool,
        next: bool,
    },
}

impl DataLine {
    pub fn size(&self) -> u32 {
        match self {
            DataLine::Long(_) => 4,
            DataLine::Bd { .. } => 16,
        }
    }
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

/// Reads the top-level source (file 0 of `sources`) and everything it includes.
pub(super) fn read(
    top: SourceFile,
    search: &SearchPath<'_>,
) -> Result<Program, (Vec<SourceFile>, Vec<AsmDiagnostic>)> {
    let mut b = Builder {
        search,
        sources: vec![top],
        columns: BTreeMap::new(),
        column: 0,
        job: None,
        stack: Vec::new(),
        errors: Vec::new(),
    };
    b.select(0);
    b.file(0);
    if let Some(job) = b.job.take() {
        let e = error_at(job.loc, format!("job {} has no END_JOB", job.id))
            .help("end every job with END_JOB");
        b.errors.push(e);
    }
    if b.errors.is_empty() {
        Ok(Program {
            sources: b.sources,
            columns: b.columns,
        })
    } else {
        Err((b.sources, b.errors))
    }
}

struct Builder<'a, 'f> {
    search: &'a SearchPath<'f>,
    sources: Vec<SourceFile>,
    columns: BTreeMap<u32, Column>,
    column: u32,
    /// The job being read and the key of its group.
    job: Option<Job>,
    /// Paths of the files being read (include chain).
    stack: Vec<PathBuf>,
    errors: Vec<AsmDiagnostic>,
}

const DIRECTIVES: &str = ".long, .align, .section, .include, .eop, .endl, .attach_to_group, .setpad, .target, .partition";

impl Builder<'_, '_> {
    fn col(&mut self) -> &mut Column {
        self.columns
            .get_mut(&self.column)
            .expect("current column exists")
    }

    fn select(&mut self, column: u32) {
        self.column = column;
        let c = self.columns.entry(column).or_default();
        if c.path.is_empty() {
            c.path.push(DEFAULT_GROUP.to_string());
        }
        c.mode = Mode::Text;
        c.label = None;
    }

    /// The key of the current group, created on first use.
    fn group(&mut self, loc: Loc) -> String {
        let c = self.col();
        let key = c.path.join(":");
        let name = c.path.last().cloned().unwrap_or_default();
        c.groups.entry(key.clone()).or_insert_with(|| Group {
            name,
            loc,
            items: Vec::new(),
            labels: Vec::new(),
            by_name: HashMap::new(),
        });
        key
    }

    fn file(&mut self, file: u32) {
        self.stack.push(self.sources[file as usize].path.clone());
        let text = std::mem::take(&mut self.sources[file as usize].text);
        let mut base = 0;
        for line in text.split_inclusive('\n') {
            match lines::split(line, base) {
                Ok(None) => {}
                Ok(Some(l)) => self.line(file, l),
                Err((span, message)) => self.errors.push(error_at(Loc { file, span }, message)),
            }
            base += line.len();
        }
        self.sources[file as usize].text = text;
        self.stack.pop();
    }

    fn line(&mut self, file: u32, line: Line<'_>) {
        let loc = |t: &Token<'_>| Loc { file, span: t.span };
        if let (Line::Statement { head, operands }, Some(pad)) = (&line, self.col().filling) {
            if head.text == ".long" {
                let ops: Vec<(&str, Loc)> = operands.iter().map(|t| (t.text, loc(t))).collect();
                if let Err(e) = self.pad_word(pad, loc(head), &ops) {
                    self.errors.push(e);
                }
                return;
            }
        }
        self.col().filling = None;
        let result = match line {
            Line::Label(name) => self.label(name.text, loc(&name)),
            Line::Statement { head, operands } => {
                let ops: Vec<(&str, Loc)> = operands.iter().map(|t| (t.text, loc(t))).collect();
                let at = loc(&head);
                if head.text.starts_with('.') {
                    self.directive(head.text, at, &ops)
                } else {
                    let is = |name: &str| head.text.eq_ignore_ascii_case(name);
                    if is("EOF") {
                        self.eof(at, &ops)
                    } else if is("UC_DMA_BD") {
                        self.bd(at, &ops)
                    } else if is("WORD") {
                        self.long(at, &ops)
                    } else if is("ALIGN") {
                        self.align(at, &ops, false)
                    } else {
                        self.operation(head.text, at, &ops)
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
            self.col().path.push(name.to_string());
            self.group(loc);
            return Ok(());
        }
        let key = self.group(loc);
        let c = self.col();
        let group = c.groups.get_mut(&key).expect("group exists");
        let index = group.labels.len();
        if let Some(&first) = group.by_name.get(&(loc.file, name.to_string())) {
            return Err(error_at(loc, format!("duplicate label '{name}'"))
                .note(group.labels[first].loc, "first defined here"));
        }
        group.by_name.insert((loc.file, name.to_string()), index);
        group.labels.push(DataLabel {
            name: name.to_string(),
            file: loc.file,
            loc,
            lines: Vec::new(),
        });
        c.label = Some((key, group.labels.len() - 1));
        Ok(())
    }

    fn eof(&mut self, loc: Loc, ops: &[(&str, Loc)]) -> Result<(), AsmDiagnostic> {
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
        self.group(loc);
        let c = self.col();
        c.mode = Mode::Data;
        c.label = None;
        Ok(())
    }

    fn operation(
        &mut self,
        mnemonic: &str,
        loc: Loc,
        ops: &[(&str, Loc)],
    ) -> Result<(), AsmDiagnostic> {
        let texts: Vec<&str> = ops.iter().map(|o| o.0).collect();
        let parsed = parse_operands(mnemonic, &texts).map_err(|e| {
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
        let instr = Instruction {
            parsed,
            operands: ops.iter().map(|o| o.1).collect(),
        };
        match op.opcode {
            Opcode::StartJob | Opcode::StartJobDeferred => {
                self.no_open_job(op.mnemonic, loc)?;
                let id = match instr.parsed.args[0] {
                    Arg::Value(v) => v,
                    _ => return Err(error_at(instr.operands[0], "a job id is a number")),
                };
                self.job = Some(Job {
                    id,
                    file: loc.file,
                    loc,
                    instrs: vec![instr],
                    barriers: Vec::new(),
                    launches: Vec::new(),
                    names_groups: false,
                });
            }
            _ => {
                let Some(job) = self.job.as_mut() else {
                    return Err(error_at(loc, format!("{} outside a job", op.mnemonic))
                        .help("operations run inside START_JOB <id> ... END_JOB"));
                };
                match op.opcode {
                    Opcode::LocalBarrier => {
                        if let Arg::Value(b) = instr.parsed.args[0] {
                            job.barriers.push(b);
                        }
                    }
                    Opcode::LaunchJob => job.launches.push(job.instrs.len()),
                    _ => job.names_groups |= op.names_groups(),
                }
                job.instrs.push(instr);
                if op.opcode == Opcode::EndJob {
                    let job = self.job.take().expect("job is open");
                    let key = self.group(job.loc);
                    let group = self.col().groups.get_mut(&key).expect("group exists");
                    group.items.push(Item::Job(job));
                }
            }
        }
        Ok(())
    }

    /// The data label that a data line at `loc` extends.
    fn data_label(&mut self, what: &str, loc: Loc) -> Result<&mut DataLabel, AsmDiagnostic> {
        let c = self.col();
        if c.mode == Mode::Text {
            return Err(
                error_at(loc, format!("{what} in code")).help("data goes after EOF, under a label")
            );
        }
        match &c.label {
            Some((key, i)) => Ok(&mut c.groups.get_mut(key).expect("group exists").labels[*i]),
            None => Err(error_at(loc, format!("{what} before any data label"))
                .help("put a label (`name:`) before the data it names")),
        }
    }

    fn long(&mut self, loc: Loc, ops: &[(&str, Loc)]) -> Result<(), AsmDiagnostic> {
        count(".long", loc, ops, 1)?;
        let word = match ops[0].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => Word::Label(name.to_string(), ops[0].1),
            _ => Word::Number(constant(&ops[0], 32)?),
        };
        self.data_label(".long", loc)?
            .lines
            .push(DataLine::Long(word));
        Ok(())
    }

    fn bd(&mut self, loc: Loc, ops: &[(&str, Loc)]) -> Result<(), AsmDiagnostic> {
        count("UC_DMA_BD", loc, ops, 6).map_err(|e| {
            e.help("UC_DMA_BD remote_hi, remote_lo, @local, length, external, next")
        })?;
        let local = match ops[2].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => (name.to_string(), ops[2].1),
            _ => {
                return Err(
                    error_at(ops[2].1, "the local operand of UC_DMA_BD is a @label")
                        .help("name the data this descriptor transfers, e.g. @regs"),
                )
            }
        };
        let line = DataLine::Bd {
            // Bits 29-31 do not exist in the descriptor (masked, as aiebu does).
            remote_hi: constant(&ops[0], 32)? & 0x1FFF_FFFF,
            remote_lo: constant(&ops[1], 32)?,
            local,
            length: constant(&ops[3], 15)?,
            external: constant(&ops[4], 32)? != 0,
            next: constant(&ops[5], 32)? != 0,
        };
        self.data_label("UC_DMA_BD", loc)?.lines.push(line);
        Ok(())
    }

    /// `.align N` (`p2`: `.p2align K`, N = 2^K). Alignment in the data part is
    /// derived from the labels' contents, so the line only has to be valid.
    fn align(&mut self, loc: Loc, ops: &[(&str, Loc)], p2: bool) -> Result<(), AsmDiagnostic> {
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
        ops: &[(&str, Loc)],
    ) -> Result<(), AsmDiagnostic> {
        match name {
            ".long" => self.long(loc, ops),
            ".align" | ".balign" => self.align(loc, ops, false),
            ".p2align" => self.align(loc, ops, true),
            ".eop" => {
                count(".eop", loc, ops, 0)?;
                self.no_open_job(".eop", loc)?;
                if self.col().mode == Mode::Text {
                    let key = self.group(loc);
                    self.col()
                        .groups
                        .get_mut(&key)
                        .expect("group exists")
                        .items
                        .push(Item::Eop);
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
                        c.path.pop();
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
                    return Err(error_at(ops[0].1, "uC index out of range (0..127)"));
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

    fn setpad(&mut self, loc: Loc, ops: &[(&str, Loc)]) -> Result<(), AsmDiagnostic> {
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
    fn pad_word(&mut self, pad: usize, loc: Loc, ops: &[(&str, Loc)]) -> Result<(), AsmDiagnostic> {
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
fn count(what: &str, loc: Loc, ops: &[(&str, Loc)], n: usize) -> Result<(), AsmDiagnostic> {
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

/// A number that fits in `bits`.
fn constant(&(text, loc): &(&str, Loc), bits: u32) -> Result<u32, AsmDiagnostic> {
    match number(text) {
        Some(v) if v < 1 << bits => Ok(v as u32),
        Some(_) => Err(error_at(loc, format!("{text} does not fit in {bits} bits"))),
        None => Err(error_at(loc, format!("expected a number, found '{text}'"))),
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
