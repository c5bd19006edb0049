//! Reading assembly into a [`Program`] (spec: ctrlcode-binary-format.md §1,
//! §3, §4): each line is split, parsed and handed to the program's
//! [`Builder`] (an instruction as a typed [`Instr`] with its label,
//! group, pad and symbol operands as references), so that nothing is read
//! twice.

use super::ahead::Ahead;
use super::lines::{self, is_label_name, Line, Operand, Token};
use super::scan::{self, Found};
use super::source::{error_at, AsmDiagnostic, Loc, SearchPath, SourceFile};
use crate::cert::instr_syntax::{number, parse_operands, plain_instr, Arg};
use crate::cert::isa::{by_mnemonic, Op, Opcode};
use crate::cert::program::{self, Bd, Builder, Program, Target, MAX_PAD_BYTES};
use crate::diag::Span;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Includes nested deeper than this are an error (a cycle is caught earlier).
const MAX_INCLUDE_DEPTH: usize = 64;
/// How much of a streamed input is read at once (whole lines of it): a
/// quarter of a megabyte is as fast as a megabyte and stays in the cache.
const STREAM_BLOCK: usize = 1 << 18;

/// Reads the top-level source (file 0 of the sources; its text, or `stream`
/// in blocks when given) and everything it includes; the program (with the
/// `.note.aiec` of the top-level file's `; aiec:` comment lines) or the
/// errors; and the sources. With `ahead`, the columns the input leaves are
/// lent to it (the program holds the others; `ahead` becomes `None` if
/// the input attaches to a lent column again, which is then given back).
/// With `leave`, an included file's bytes are left to the process's exit.
pub(super) fn read(
    top: SourceFile,
    stream: Option<&mut (dyn Read + Send)>,
    search: &SearchPath<'_>,
    ahead: &mut Option<Ahead<'_>>,
    leave: bool,
) -> (Vec<SourceFile>, Result<Program, Vec<AsmDiagnostic>>) {
    let mut r = Reader {
        search,
        ahead,
        leave,
        sources: vec![top],
        b: Builder::new(),
        note_lines: String::new(),
        stack: Vec::new(),
        errors: Vec::new(),
        last_op: None,
        words: Vec::new(),
    };
    match stream {
        Some(input) => r.stream(input),
        None => r.file(0),
    }
    let note = crate::cert::elf::AiecNote::from_comments(&r.note_lines);
    r.b.describe(note, None);
    match r.b.finish() {
        Ok(program) if r.errors.is_empty() => (r.sources, Ok(program)),
        Ok(_) => (r.sources, Err(r.errors)),
        Err(e) => {
            r.errors.push(e);
            (r.sources, Err(r.errors))
        }
    }
}

struct Reader<'a, 'f, 's> {
    search: &'a SearchPath<'f>,
    /// The process exits right after: what is read is left to the exit.
    leave: bool,
    /// Where the columns the input leaves are encoded ahead.
    ahead: &'a mut Option<Ahead<'s>>,
    sources: Vec<SourceFile>,
    b: Builder,
    /// The `; aiec:` comment lines of file 0.
    note_lines: String,
    /// Paths of the files being read (include chain).
    stack: Vec<PathBuf>,
    errors: Vec<AsmDiagnostic>,
    /// The operation of the last plain line: lines of one operation come
    /// in runs, and a line with its mnemonic as listed is not looked up.
    last_op: Option<&'static Op>,
    /// The numbers of the run of data words being read.
    words: Vec<u32>,
}

const DIRECTIVES: &str = ".long, .align, .section, .include, .eop, .endl, .attach_to_group, .setpad, .target, .partition";

impl Reader<'_, '_, '_> {
    /// Reads file `file` from its source's text.
    fn file(&mut self, file: u32) {
        let text = std::mem::take(&mut self.sources[file as usize].text);
        self.text(file, &text);
        self.sources[file as usize].text = text;
    }

    /// Reads `text`, the whole of file `file` (a large one with its runs of
    /// data words found ahead on a helper thread).
    fn text(&mut self, file: u32, text: &str) {
        self.stack.push(self.sources[file as usize].path.clone());
        if text.len() < scan::MIN_TEXT {
            self.lines(file, text, 0, None);
        } else {
            std::thread::scope(|scope| {
                let mut found = scan::start(scope, text);
                self.lines(file, text, 0, found.as_mut());
            });
        }
        self.stack.pop();
    }

    /// Reads file 0 from `input` in blocks (its text stays empty), read
    /// ahead on a helper thread ([`Blocks`]); each block's whole lines are
    /// read as they come, the line it ends inside of with the next block.
    fn stream(&mut self, input: &mut (dyn Read + Send)) {
        self.stack.push(self.sources[0].path.clone());
        std::thread::scope(|scope| {
            let mut blocks = Blocks::start(scope, input);
            // The start of a line that the next block continues, and the
            // offset in the file of the next line to read.
            let (mut carry, mut base) = (Vec::new(), 0);
            loop {
                let block = match blocks.next() {
                    Ok(block) => block,
                    Err(e) => {
                        let at = Loc::default();
                        self.errors
                            .push(error_at(at, format!("cannot read the input: {e}")));
                        break;
                    }
                };
                if block.is_empty() {
                    // The end of the input: whatever is left.
                    self.whole_lines(&carry, base);
                    break;
                }
                let Some(last) = memchr::memrchr(b'\n', &block) else {
                    carry.extend_from_slice(&block);
                    blocks.give_back(block);
                    continue;
                };
                let mut lines = &block[..=last];
                if !carry.is_empty() {
                    let first = memchr::memchr(b'\n', lines).expect("a newline");
                    carry.extend_from_slice(&lines[..=first]);
                    lines = &lines[first + 1..];
                    if !self.whole_lines(&carry, base) {
                        break;
                    }
                    base += carry.len();
                    carry.clear();
                }
                if !self.whole_lines(lines, base) {
                    break;
                }
                base += lines.len();
                carry.extend_from_slice(&block[last + 1..]);
                blocks.give_back(block);
            }
        });
        self.stack.pop();
    }

    /// Reads `bytes`, whole lines of file 0 from byte `base`; `false` if
    /// they are not all UTF-8 (the error is at the start of the line that
    /// is not, after the lines before it are read).
    fn whole_lines(&mut self, bytes: &[u8], base: usize) -> bool {
        let (text, bad) = match std::str::from_utf8(bytes) {
            Ok(text) => (text, None),
            Err(e) => {
                let valid = &bytes[..e.valid_up_to()];
                let line = memchr::memrchr(b'\n', valid).map_or(0, |p| p + 1);
                let text = std::str::from_utf8(&bytes[..line]).expect("validated");
                (text, Some(base + line))
            }
        };
        self.lines(0, text, base, None);
        let Some(line) = bad else {
            return true;
        };
        let at = Loc {
            file: 0,
            span: Span::new(line, line),
        };
        self.errors
            .push(error_at(at, "the input is not UTF-8 text"));
        false
    }

    /// The lines of `text`, which starts at byte `base` of `file` (with the
    /// runs of data words `found` ahead in it, if any); the `; aiec:`
    /// comment lines of file 0 are kept for the ELF's note.
    fn lines(&mut self, file: u32, text: &str, mut base: usize, mut found: Option<&mut Found>) {
        let mut operands = Vec::new();
        let mut p = lines::Plain::default();
        let mut rest = text;
        while !rest.is_empty() {
            if self.b.in_data_label() {
                let len = self.data_words(file, base, rest, found.as_deref_mut());
                if len > 0 {
                    (base, rest) = (base + len, &rest[len..]);
                    continue;
                }
            }
            if lines::plain(rest, &mut p) {
                if self.plain(file, base, &p).is_none() {
                    let line = p.split(file, base, &mut operands);
                    self.line(file, line, &operands);
                }
                (base, rest) = (base + p.len, &rest[p.len..]);
                continue;
            }
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
                Ok(Some(head)) => self.line(file, head, &operands),
                Err((span, message)) => self.errors.push(error_at(Loc { file, span }, message)),
            }
            (base, rest) = (base + len, &rest[len..]);
        }
    }

    /// Reads the run of data words at the start of `rest` (byte `base` of
    /// `file`) into the data label being filled, as `found` ahead if it
    /// was; the bytes it takes (none if there is no run here).
    fn data_words(
        &mut self,
        file: u32,
        base: usize,
        rest: &str,
        found: Option<&mut Found>,
    ) -> usize {
        let at = |head: usize| Loc {
            file,
            span: Span::new(base + head, base + head + 5),
        };
        // The run found ahead, or the bytes up to which to read it here.
        let until = match found.map(|f| f.at(base)) {
            Some(Ok(Some(run))) => {
                let added = self.b.found_words(run.words, run.range, at(run.head));
                return if added.is_ok() { run.len } else { 0 };
            }
            Some(Ok(None)) | None => rest.len(),
            Some(Err(frontier)) => frontier.saturating_sub(base).max(1).min(rest.len()),
        };
        self.words.clear();
        let (len, head) = lines::data_words(&rest.as_bytes()[..until], &mut self.words);
        if len == 0 {
            return 0;
        }
        let result = self.b.words(".long", &self.words, at(head));
        if result.is_ok() {
            len
        } else {
            0
        }
    }

    /// Reads plain line `p` (at byte `base` of `file`) if it is the common
    /// line: an operation whose operands are all numbers, registers or value
    /// names, or a `.long` number in data, as [`Reader::line`] reads it;
    /// `None` for any other line (which [`Reader::line`] reads).
    fn plain(&mut self, file: u32, base: usize, p: &lines::Plain<'_>) -> Option<()> {
        let head = p.head();
        let loc = p.head_loc(file, base);
        let operands = p.operands();
        let ops = &operands[..p.count()];
        let result = if head == ".long" {
            let [text] = ops else { return None };
            let word = number(text).filter(|&w| w <= u64::from(u32::MAX))?;
            if self.b.filling().is_some() {
                return None;
            }
            self.b.words(".long", &[word as u32], loc)
        } else {
            // Not an operation (a label, directive or pseudo-op) is read by
            // `line`, and so are EOF, which ends a group's code, and
            // APPLY_OFFSET_57, whose argument names a relocation.
            if head.ends_with(':') {
                return None;
            }
            let op = match self.last_op {
                Some(op) if op.mnemonic == head => op,
                _ => {
                    let op = by_mnemonic(head)?;
                    self.last_op = Some(op);
                    op
                }
            };
            if matches!(op.opcode, Opcode::Eof | Opcode::ApplyOffset57) {
                return None;
            }
            // Borrowed where it was built: a copy would read it back before
            // the writes of its fields had completed.
            let Some(instr) = &plain_instr(op, ops) else {
                return None;
            };
            self.b.stop_filling();
            let operand = |i: usize| {
                p.loc(i, file, base)
                    .or(p.loc(ops.len().checked_sub(1)?, file, base))
            };
            self.b.instr(instr, &[], operand, loc)
        };
        if let Err(e) = result {
            self.errors.push(e);
        }
        Some(())
    }

    fn line(&mut self, file: u32, line: Line<'_>, ops: &[Operand<'_>]) {
        let loc = |t: &Token<'_>| Loc { file, span: t.span };
        if let (Line::Statement { head }, Some(pad)) = (&line, self.b.filling()) {
            if head.text == ".long" {
                if let Err(e) = self.pad_word(pad, loc(head), ops) {
                    self.errors.push(e);
                }
                return;
            }
        }
        self.b.stop_filling();
        let result = match line {
            Line::Label(name) => self.b.label(name.text, loc(&name)),
            Line::Statement { head } => {
                let at = loc(&head);
                if head.text.starts_with('.') {
                    if head.text == ".long" {
                        self.long(".long", at, ops)
                    } else {
                        self.directive(head.text, at, ops)
                    }
                } else {
                    let is = |name: &str| head.text.eq_ignore_ascii_case(name);
                    if is("EOF") {
                        count("EOF", at, ops, 0).and_then(|()| self.b.eof(at))
                    } else if is("UC_DMA_BD") {
                        self.bd(at, ops)
                    } else if is("WORD") {
                        self.long(".long", at, ops)
                    } else if is("ALIGN") {
                        self.align(at, ops, false)
                    } else {
                        self.operation(head.text, at, ops)
                    }
                }
            }
        };
        if let Err(e) = result {
            self.errors.push(e);
        }
    }

    fn operation(
        &mut self,
        mnemonic: &str,
        loc: Loc,
        ops: &[Operand<'_>],
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
        // Labels and symbols hold 0 until the pager resolves them.
        let instr = parsed
            .instr(|_| Some(0))
            .map_err(|e| error_at(loc, e.message))?;
        let op = parsed.op;
        let mut refs = [(0, Target::Label(0), Loc::default()); 4];
        let mut n = 0;
        let named = |a: &Arg<'_>| !matches!(a, Arg::Value(_));
        let plain = !parsed.args().iter().any(named) && op.opcode != Opcode::ApplyOffset57;
        // Only operands that name something are references.
        let fields = op
            .layout()
            .filter(|(_, f)| f.kind.in_asm())
            .take(if plain { 0 } else { 4 });
        for (k, ((arg, &(text, at)), (offset, field))) in
            parsed.args().iter().zip(ops).zip(fields).enumerate()
        {
            let offset = offset as u8;
            let to = match arg {
                Arg::Value(_) => None,
                Arg::Label(name) => program::target(field.kind, self.b.names().intern(name), true),
                Arg::Symbol(name) => {
                    program::target(field.kind, self.b.names().intern(name), false)
                }
            };
            if let Some(to) = to {
                refs[n] = (offset, to, at);
                n += 1;
            }
            // APPLY_OFFSET_57's argument slot names its relocation as written.
            if op.opcode == Opcode::ApplyOffset57 && k == 2 {
                let slot = self.b.names().intern(&text.to_ascii_lowercase());
                refs[n] = (offset, Target::Slot(slot), at);
                n += 1;
            }
        }
        let operand = |i: usize| ops.get(i).or(ops.last()).map(|o| o.1);
        self.b.instr(&instr, &refs[..n], operand, loc)
    }

    /// `.long WORD` (or `word`) in a data label.
    fn long(&mut self, what: &str, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count(what, loc, ops, 1)?;
        match ops[0].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => {
                let name = self.b.names().intern(name);
                self.b.label_word(what, name, ops[0].1, loc)
            }
            _ => self.b.words(what, &[constant(&ops[0], 32)?], loc),
        }
    }

    fn bd(&mut self, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count("UC_DMA_BD", loc, ops, 6).map_err(|e| {
            e.help("UC_DMA_BD remote_hi, remote_lo, @local, length, external, next")
        })?;
        let local = match ops[2].0.strip_prefix('@') {
            Some(name) if is_label_name(name) => self.b.names().intern(name),
            _ => {
                return Err(
                    error_at(ops[2].1, "the local operand of UC_DMA_BD is a @label")
                        .help("name the data this descriptor transfers, e.g. @regs"),
                )
            }
        };
        let bd = Bd {
            // Bits 29-31 do not exist in the descriptor (masked, as aiebu does).
            remote_hi: constant(&ops[0], 32)? & 0x1FFF_FFFF,
            remote_lo: constant(&ops[1], 32)?,
            local,
            length: constant(&ops[3], 15)?,
            external: constant(&ops[4], 32)? != 0,
            next: constant(&ops[5], 32)? != 0,
            loc: ops[3].1,
        };
        self.b.bd(bd, ops[2].1, loc)
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
        self.b.align(loc)
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
                self.b.eop(loc)
            }
            ".section" => {
                if ops.is_empty() || ops.len() > 2 {
                    return Err(error_at(loc, ".section takes a name and optional flags")
                        .help(".section .ctrltext"));
                }
                self.b.no_open_job(".section", loc)?;
                let data = if ops[0].0.starts_with(".ctrltext") {
                    false
                } else if ops[0].0.starts_with(".ctrldata") {
                    true
                } else {
                    return Err(
                        error_at(ops[0].1, format!("unknown section '{}'", ops[0].0))
                            .help("sections are .ctrltext (code) and .ctrldata (data)"),
                    );
                };
                self.b.section(data, loc)
            }
            ".include" => {
                count(".include", loc, ops, 1)?;
                self.include(unquote(ops[0].0), ops[0].1)
            }
            ".endl" => {
                count(".endl", loc, ops, 1)?;
                self.b.no_open_job(".endl", loc)?;
                self.b.endl(ops[0].0, ops[0].1)
            }
            ".attach_to_group" => {
                count(".attach_to_group", loc, ops, 1)?;
                self.b.no_open_job(".attach_to_group", loc)?;
                let column = constant(&ops[0], 32)?;
                if column > 127 {
                    return Err(error_at(ops[0].1, "uC index out of range (0 to 127)")
                        .help("`.attach_to_group N` names the uC of column N: 0 to 127"));
                }
                self.attach(column, loc)
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

    /// `.attach_to_group column`: the column left is lent to be encoded
    /// ahead, and a lent column attached to again is given back (with all
    /// the others: none is encoded ahead from then on).
    fn attach(&mut self, column: u32, loc: Loc) -> Result<(), AsmDiagnostic> {
        if self.ahead.as_ref().is_some_and(|a| a.has(column)) {
            for lent in self.ahead.take().expect("lent").give_back() {
                self.b.give_back(lent.col, lent.column);
            }
        }
        let left = self.b.column_index();
        self.b.select(column, loc)?;
        let Some(ahead) = self.ahead.as_mut() else {
            return Ok(());
        };
        if let Some(c) = self.b.lend(left) {
            if ahead.start() {
                ahead.lend(left, c, self.b.name_list());
            } else {
                self.b.give_back(left, c);
                *self.ahead = None;
            }
        }
        Ok(())
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
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            error_at(
                loc,
                format!(
                    "'{}' is not UTF-8 text (byte {})",
                    path.display(),
                    e.valid_up_to()
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
        // The included file starts in code; the mode is restored afterwards.
        // Its source keeps no text: a report reads it again if it must.
        let data = self.b.enter_file();
        self.text(file, text);
        self.b.leave_file(data);
        crate::exit::release(self.leave, bytes);
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
        self.b.new_pad(name, ops[0].1)?;
        if ops.len() == 1 {
            // aiec: the words are the `.long` lines that follow.
            return self.b.pad(name, Vec::new(), true, ops[0].1);
        }
        let room = self.b.pad_room();
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
                bytes.into_vec()
            }
        };
        self.b.pad(name, bytes, false, ops[0].1)
    }

    /// A `.long` line filling pad `pad` of the current column.
    fn pad_word(&mut self, pad: usize, loc: Loc, ops: &[Operand<'_>]) -> Result<(), AsmDiagnostic> {
        count(".long", loc, ops, 1)?;
        if ops[0].0.starts_with('@') {
            return Err(error_at(ops[0].1, "a pad holds numbers, not labels")
                .help("a pad's words are constants: the control code does not relocate them"));
        }
        let word = constant(&ops[0], 32)?;
        self.b.pad_word(pad, word, loc)
    }
}

/// The blocks of a streamed input, read ahead on a helper thread when one
/// starts, so that copying them out of the operating system's cache (a
/// tenth of the time of reading a large input) runs beside their parsing.
/// A block goes to the parser full and comes back to be refilled: a few
/// blocks of [`STREAM_BLOCK`] bytes in all. An input that fits in its first
/// block is read without a thread.
struct Blocks<'i> {
    /// The first block, until it is taken.
    first: Option<std::io::Result<Vec<u8>>>,
    rest: Rest<'i>,
}

/// Where the blocks after the first come from.
enum Rest<'i> {
    /// Read on a helper thread.
    Ahead {
        full: std::sync::mpsc::Receiver<std::io::Result<Vec<u8>>>,
        empty: std::sync::mpsc::Sender<Vec<u8>>,
    },
    /// Read here, into one block.
    Here {
        input: &'i mut (dyn Read + Send),
        spare: Vec<u8>,
    },
}

impl<'i> Blocks<'i> {
    /// The blocks of `input`: the first read here, the others on a thread
    /// of `scope` if there are more and one starts.
    fn start<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        input: &'i mut (dyn Read + Send),
    ) -> Blocks<'i>
    where
        'i: 's,
    {
        let first = read_block(input, Vec::new());
        let rest = if matches!(&first, Ok(b) if b.len() == STREAM_BLOCK) {
            Rest::ahead(scope, input)
        } else {
            Rest::Here {
                input,
                spare: Vec::new(),
            }
        };
        Blocks {
            first: Some(first),
            rest,
        }
    }

    /// The next block; empty at the end of the input.
    fn next(&mut self) -> std::io::Result<Vec<u8>> {
        if let Some(first) = self.first.take() {
            return first;
        }
        match &mut self.rest {
            // The thread ends after the last block.
            Rest::Ahead { full, .. } => full.recv().unwrap_or_else(|_| Ok(Vec::new())),
            Rest::Here { input, spare } => read_block(*input, std::mem::take(spare)),
        }
    }

    /// Hands `block` back to be refilled.
    fn give_back(&mut self, block: Vec<u8>) {
        match &mut self.rest {
            Rest::Ahead { empty, .. } => {
                let _ = empty.send(block);
            }
            Rest::Here { spare, .. } => *spare = block,
        }
    }
}

impl<'i> Rest<'i> {
    /// The rest of `input` read on a thread of `scope`, if one starts.
    fn ahead<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        input: &'i mut (dyn Read + Send),
    ) -> Rest<'i>
    where
        'i: 's,
    {
        use std::sync::mpsc::{channel, sync_channel};
        let (to_parser, full) = sync_channel(1);
        let (empty, refill) = channel::<Vec<u8>>();
        // The thread takes the input once it runs.
        let (give_input, take_input) = sync_channel::<&'i mut (dyn Read + Send)>(1);
        let thread = std::thread::Builder::new()
            .name("aiec-read".into())
            .spawn_scoped(scope, move || {
                let Ok(input) = take_input.recv() else {
                    return;
                };
                loop {
                    let block = read_block(input, refill.try_recv().unwrap_or_default());
                    let last = !matches!(&block, Ok(b) if !b.is_empty());
                    // The parser may have stopped.
                    if to_parser.send(block).is_err() || last {
                        break;
                    }
                }
            });
        match thread {
            Ok(_) => {
                let _ = give_input.send(input);
                Rest::Ahead { full, empty }
            }
            Err(_) => Rest::Here {
                input,
                spare: Vec::new(),
            },
        }
    }
}

/// The next block of `input`, read into `block` (reused): up to
/// [`STREAM_BLOCK`] bytes, none at its end. (Read into the vector's spare
/// room as it grows: a small input costs no zeroed block.)
fn read_block(input: &mut dyn Read, mut block: Vec<u8>) -> std::io::Result<Vec<u8>> {
    block.clear();
    input.take(STREAM_BLOCK as u64).read_to_end(&mut block)?;
    Ok(block)
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
