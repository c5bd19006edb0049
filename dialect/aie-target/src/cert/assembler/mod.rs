//! The ctrlcode assembler: assembly text → content sections and relocations
//! of a ctrlcode ELF, laid out as AMD's production C++ assembler (aiebu) lays
//! them out. The facts are in the project's ctrlcode binary-format reference;
//! docs/ctrlcode-isa.md describes the language.
//!
//! Stages: [`reader`] reads the text (and its includes) into a
//! [`Program`] (columns, text-label groups, jobs of typed instructions,
//! data labels); [`pager`] clusters jobs, fills 8 KiB pages and encodes
//! them. [`encode`] takes a program built otherwise (the CERT lowering's).

mod ahead;
mod external;
mod lines;
mod pager;
mod reader;
mod scan;
pub(crate) mod source;

pub use external::{ControlPacket, ExternalBufferError, Patch};
pub use source::{AsmDiagnostic, Disk, Files, Loc, SourceFile};

use super::elf::CtrlElf;
use super::program::Program;
use crate::input::Input;
use source::SearchPath;
use std::path::{Path, PathBuf};

/// What the assembler needs besides the input text.
#[derive(Default)]
pub struct Options {
    /// `-I` directories, searched in order before the input's own directory.
    pub include_dirs: Vec<PathBuf>,
    /// The control packet described by `-j external_buffer_id.json`.
    pub control_packet: Option<ControlPacket>,
    /// The process exits right after the assembly: its large values are
    /// left to the exit rather than freed ([`crate::exit::release`]).
    pub leave_memory_to_exit: bool,
}

/// Diagnostics and the sources they point into: the errors of a failed
/// assembly, or the warnings of one that succeeded.
#[derive(Debug)]
pub struct Report {
    /// Every file read: the input first, then its includes and pad files.
    pub sources: Vec<SourceFile>,
    /// The diagnostics, each in one of `sources`.
    pub diagnostics: Vec<AsmDiagnostic>,
}

/// A successful assembly: the ELF and the warnings about what in it the job
/// runner would reject when it runs (docs/diagnostics.md, "Assembler").
#[derive(Debug)]
pub struct Assembled {
    /// The assembled ctrlcode ELF.
    pub elf: CtrlElf,
    /// What in the ELF the job runner would reject.
    pub warnings: Report,
}

/// Assembles `text`, read from `path`; includes and pad files are read
/// through `files`. The ELF carries the `.note.aiec` of the text's `; aiec:`
/// comment lines. Deterministic; never panics on any input.
pub fn assemble(
    path: &Path,
    text: &str,
    options: &Options,
    files: &dyn Files,
) -> Result<Assembled, Report> {
    let top = SourceFile {
        name: path.display().to_string(),
        path: source::normal(path),
        text: text.to_string(),
    };
    let search = search_path(path, options, files);
    let (sources, program) = reader::read(top, None, &search, &mut None, false);
    let program = match program {
        Ok(p) => p,
        Err(diagnostics) => return Err(report(sources, diagnostics, files)),
    };
    match encode(&program, options.control_packet.as_ref()) {
        Ok((elf, diagnostics)) => Ok(Assembled {
            elf,
            warnings: report(sources, diagnostics, files),
        }),
        Err(diagnostics) => Err(report(sources, diagnostics, files)),
    }
}

/// `diagnostics` and the sources they point into; if there are any, the
/// texts not kept while reading (a streamed input's, the includes') read
/// again.
fn report(
    mut sources: Vec<SourceFile>,
    diagnostics: Vec<AsmDiagnostic>,
    files: &dyn Files,
) -> Report {
    if !diagnostics.is_empty() {
        for s in sources.iter_mut().filter(|s| s.text.is_empty()) {
            let bytes = files
                .read(&s.path)
                .map(Input::into_vec)
                .or_else(|_| std::fs::read(&s.path));
            s.text = String::from_utf8_lossy(&bytes.unwrap_or_default()).into();
        }
    }
    Report {
        sources,
        diagnostics,
    }
}

/// Lays out and encodes `program` into a [`CtrlElf`] (with the program's
/// note), or every diagnostic of the layout and encoding; with the
/// warnings about what the job runner would reject when it runs it.
pub fn encode(
    program: &Program,
    control_packet: Option<&ControlPacket>,
) -> Result<(CtrlElf, Vec<AsmDiagnostic>), Vec<AsmDiagnostic>> {
    let mut sections = Vec::new();
    let encoded = pager::layout(program).encode(control_packet, &mut sections)?;
    let mut elf = CtrlElf {
        sections,
        relocations: encoded.relocations,
        aiec_note: program.note.clone(),
        ..CtrlElf::default()
    };
    elf.uid = super::elf::uid_of(&elf.sections);
    Ok((elf, encoded.warnings))
}

/// Why [`assemble_file`] failed.
#[derive(Debug)]
pub enum FileFailure {
    /// The input or output could not be read or written.
    Io(std::io::Error),
    /// The assembly has errors (the output file is removed).
    Asm(Report),
}

/// Assembles the file at `path` into the ELF file `output`, streaming:
/// one pass reads the input in blocks and keeps the program (instructions
/// typed, labels to resolve), the pager encodes it page by page and writes
/// each section as it is produced. Memory holds the program, one page and
/// the includes; the output is byte for byte that of [`assemble`] +
/// [`super::elf::write`]. A small input's columns are encoded as the input
/// leaves them, on a helper thread ([`ahead`]), and kept until the end.
/// Returns the warnings (their top source's text read again only if any).
pub fn assemble_file(
    path: &Path,
    output: &Path,
    options: &Options,
    files: &dyn Files,
) -> Result<Report, FileFailure> {
    assemble_to(path, Destination::Path(output), options, files)
}

/// [`assemble_file`] into `output`, a file open for writing and empty (a
/// temporary file that the caller persists, or removes on a failure).
pub fn assemble_file_into(
    path: &Path,
    output: &std::fs::File,
    options: &Options,
    files: &dyn Files,
) -> Result<Report, FileFailure> {
    assemble_to(path, Destination::File(output), options, files)
}

/// Where [`assemble_to`] writes the ELF.
#[derive(Clone, Copy)]
enum Destination<'o> {
    /// A file created once the input reads without errors, removed if the
    /// assembly fails.
    Path(&'o Path),
    /// An empty file open for writing.
    File(&'o std::fs::File),
}

impl Destination<'_> {
    fn open(self) -> std::io::Result<std::fs::File> {
        match self {
            Destination::Path(path) => std::fs::File::create(path),
            Destination::File(file) => file.try_clone(),
        }
    }

    /// After a failure.
    fn remove(self) {
        if let Destination::Path(path) = self {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// [`assemble_file`] into `output`.
fn assemble_to(
    path: &Path,
    output: Destination<'_>,
    options: &Options,
    files: &dyn Files,
) -> Result<Report, FileFailure> {
    let input = std::fs::File::open(path).map_err(FileFailure::Io)?;
    let small = input.metadata().is_ok_and(|m| m.len() <= ahead::MAX_INPUT);
    let top = SourceFile {
        name: path.display().to_string(),
        path: source::normal(path),
        text: String::new(),
    };
    let search = search_path(path, options, files);
    let control_packet = options.control_packet.as_ref();
    std::thread::scope(|scope| {
        let mut ahead = small.then(|| ahead::Ahead::new(scope, control_packet));
        let mut stream = &input;
        let leave = options.leave_memory_to_exit;
        let (sources, program) = reader::read(top, Some(&mut stream), &search, &mut ahead, leave);
        let program = match program {
            Ok(p) => p,
            Err(diagnostics) => return Err(FileFailure::Asm(report(sources, diagnostics, files))),
        };
        let to = Written {
            files,
            output,
            control_packet,
            leave,
        };
        write_file(program, ahead, sources, to)
    })
}

/// Where and how [`write_file`] writes a program: the includes read through
/// `files`, the ELF file `output`, the control packet, and whether the
/// program is left to the process's exit.
struct Written<'w> {
    files: &'w dyn Files,
    output: Destination<'w>,
    control_packet: Option<&'w ControlPacket>,
    leave: bool,
}

/// Writes `program` (read from `sources`; its columns lent to `ahead`, if
/// any) as `to` says; the warnings.
fn write_file(
    mut program: Program,
    ahead: Option<ahead::Ahead<'_>>,
    sources: Vec<SourceFile>,
    to: Written<'_>,
) -> Result<Report, FileFailure> {
    let Written {
        files,
        output,
        control_packet,
        leave,
    } = to;
    let report = move |diagnostics: Vec<AsmDiagnostic>| report(sources, diagnostics, files);
    if let Some(encoded) = ahead.and_then(|a| a.finish(&mut program)) {
        let written = write_encoded(&program, encoded, output, control_packet)
            .map(report)
            .map_err(FileFailure::Io);
        if written.is_err() {
            output.remove();
        }
        crate::exit::release(leave, program);
        return written;
    }
    let paged = pager::layout(&program);
    let out = output.open().map_err(FileFailure::Io)?;
    let mut elf = super::elf::Stream::new(out, paged.sections(), program.relocates);
    let encoded = paged.encode(control_packet, &mut elf);
    let written = match encoded {
        Ok(e) => elf
            .finish(e.relocations, program.note.clone())
            .map(|()| report(e.warnings))
            .map_err(FileFailure::Io),
        Err(diagnostics) => Err(FileFailure::Asm(report(diagnostics))),
    };
    if written.is_err() {
        output.remove();
    }
    crate::exit::release(leave, program);
    written
}

/// Writes the columns of `program` encoded ahead into the ELF file
/// `output`, their UID last; the warnings.
fn write_encoded(
    program: &Program,
    mut encoded: ahead::Encoded<'_>,
    output: Destination<'_>,
    control_packet: Option<&ControlPacket>,
) -> std::io::Result<Vec<AsmDiagnostic>> {
    let columns = &encoded.columns;
    let sections = columns.iter().flat_map(|(_, d)| d.sections.iter().cloned());
    let out = output.open()?;
    let mut elf = super::elf::Stream::unhashed(out, sections.collect(), program.relocates);
    for (_, d) in columns {
        let mut at = 0;
        for (_, len) in &d.sections {
            let end = at + *len as usize;
            elf.section(&d.bytes[at..end]);
            at = end;
        }
    }
    let mut all = pager::Encoded::default();
    for (col, d) in &mut encoded.columns {
        all.add(*col, std::mem::take(&mut d.out), control_packet);
    }
    elf.set_uid(encoded.uid());
    elf.finish(all.relocations, program.note.clone())?;
    Ok(all.warnings)
}

impl pager::Sink for super::elf::Stream {
    fn section(&mut self, _name: String, bytes: &[u8]) {
        self.section(bytes);
    }
}

/// The include path of an input at `path`: the `-I` directories, then its own.
fn search_path<'f>(path: &Path, options: &Options, files: &'f dyn Files) -> SearchPath<'f> {
    let mut dirs = options.include_dirs.clone();
    dirs.push(reader::parent_dir(path));
    SearchPath { dirs, files }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::elf::Relocation;
    use std::io;

    /// No files besides the input.
    struct NoFiles;

    impl Files for NoFiles {
        fn read(&self, _: &Path) -> io::Result<crate::input::Input> {
            Err(io::ErrorKind::NotFound.into())
        }
    }

    fn relocations(
        text: &str,
        control_packet: Option<ControlPacket>,
    ) -> Vec<(u32, String, String, u8, i32)> {
        let options = Options {
            control_packet,
            ..Options::default()
        };
        let elf = assemble(Path::new("t.asm"), text, &options, &NoFiles)
            .expect("assembles")
            .elf;
        elf.relocations
            .into_iter()
            .map(
                |Relocation {
                     offset,
                     symbol,
                     section,
                     kind,
                     addend,
                 }| (offset, symbol, section, kind, addend),
            )
            .collect()
    }

    const SHIM: &str = "shim:\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n  .long 0\n";

    #[test]
    fn apply_offset_and_symbol_relocations() {
        let text = format!(
            "START_JOB 0\n  APPLY_OFFSET_57 @shim, 1, 0xFFFF\n  APPLY_OFFSET_57 @shim, 1, 0x3\n  MOV $r3, user_arg\nEND_JOB\nEOF\n{SHIM}"
        );
        let s = |x: &str| x.to_string();
        assert_eq!(
            relocations(&text, None),
            [
                (0x30, s("control-code-0"), s(".ctrltext.0.0"), 2, 0),
                (0x30, s("0x3"), s(".ctrltext.0.0"), 2, 0),
                // START_JOB 8 + 2 APPLY_OFFSET_57 16 + MOV's value at byte 4.
                (0x1c, s("user_arg"), s(".ctrltext.0.0"), 3, 0),
            ]
        );
    }

    #[test]
    fn streaming_gives_the_bytes_of_assembling_in_memory() {
        let text = format!(
            "; aiec: device npu1\n.attach_to_group 1\nSTART_JOB 0\n  APPLY_OFFSET_57 @shim, 1, 0xFFFF\n  UC_DMA_WRITE_DES $r0, @bd\n  WAIT_UC_DMA $r0\nEND_JOB\n.eop\nSTART_JOB 1\n  MOV $r3, user_arg\nEND_JOB\nEOF\nbd:\n  UC_DMA_BD 0, 0x1D000, @shim, 9, 0, 0\n{SHIM}"
        );
        let dir = std::env::temp_dir();
        let id = std::process::id();
        let (input, output) = (
            dir.join(format!("aiec-{id}.asm")),
            dir.join(format!("aiec-{id}.elf")),
        );
        std::fs::write(&input, &text).unwrap();
        let streamed = assemble_file(&input, &output, &Options::default(), &NoFiles)
            .map(|_| std::fs::read(&output).unwrap());
        let _ = (std::fs::remove_file(&input), std::fs::remove_file(&output));
        let elf = assemble(&input, &text, &Options::default(), &NoFiles)
            .expect("assembles")
            .elf;
        assert!(elf.aiec_note.is_some() && elf.sections.len() == 4);
        assert_eq!(streamed.expect("streams"), super::super::elf::write(&elf));
    }

    /// A program of several input blocks: its jobs, and a comment line
    /// longer than a block.
    fn long_program() -> String {
        use std::fmt::Write;
        let mut text = format!(".attach_to_group 0\n; {}\n", "x".repeat(600_000));
        for j in 0..20_000 {
            let k = j % 64;
            writeln!(
                text,
                "START_JOB {k}\n  WRITE_32 0x{:x}, 0x{j:x}\nEND_JOB",
                0x100000 + 4 * k
            )
            .unwrap();
            if k == 63 {
                text += ".eop\n";
            }
        }
        text + "EOF\n"
    }

    /// Assembles `bytes` from a file into a file; the ELF or the report.
    fn assemble_bytes(bytes: &[u8], name: &str) -> Result<Vec<u8>, FileFailure> {
        let dir = std::env::temp_dir();
        let id = std::process::id();
        let (input, output) = (
            dir.join(format!("aiec-{id}-{name}.asm")),
            dir.join(format!("aiec-{id}-{name}.elf")),
        );
        std::fs::write(&input, bytes).unwrap();
        let streamed = assemble_file(&input, &output, &Options::default(), &NoFiles)
            .map(|_| std::fs::read(&output).unwrap());
        let _ = (std::fs::remove_file(&input), std::fs::remove_file(&output));
        streamed
    }

    #[test]
    fn streaming_across_blocks_gives_the_bytes_of_assembling_in_memory() {
        let text = long_program();
        let elf = assemble(Path::new("t.asm"), &text, &Options::default(), &NoFiles)
            .expect("assembles")
            .elf;
        let streamed = assemble_bytes(text.as_bytes(), "blocks").expect("streams");
        assert!(streamed == super::super::elf::write(&elf));
    }

    /// Column `col` of a few jobs and their data (a `@label` each).
    fn column_text(col: u32, jobs: u32) -> String {
        jobs_text(col, jobs, 0, "d")
    }

    /// Segment `seg` of a program: jobs and data attached to column `col`,
    /// with job ids and labels of the segment's own.
    fn segment_text(seg: u32, col: u32, jobs: u32) -> String {
        jobs_text(col, jobs, seg * 100, &format!("s{seg}_"))
    }

    /// `jobs` jobs attached to column `col`, numbered from `first_id`, each
    /// writing the word at its data label `{label}{j}`.
    fn jobs_text(col: u32, jobs: u32, first_id: u32, label: &str) -> String {
        use std::fmt::Write;
        let mut text = format!(".attach_to_group {col}\n");
        let address = (col << 25) | 0x100000;
        for j in 0..jobs {
            let id = first_id + j;
            writeln!(
                text,
                "START_JOB {id}\n  WRITE_32 0x{address:x}, @{label}{j}\nEND_JOB"
            )
            .unwrap();
        }
        text += "EOF\n";
        for j in 0..jobs {
            writeln!(text, "{label}{j}:\n  .long 0x{:x}", j + col).unwrap();
        }
        text
    }

    /// Streaming `text` gives the bytes of assembling it in memory.
    fn streams_as_in_memory(text: &str, name: &str) {
        let elf = assemble(Path::new("t.asm"), text, &Options::default(), &NoFiles)
            .expect("assembles")
            .elf;
        let streamed = assemble_bytes(text.as_bytes(), name).expect("streams");
        assert!(streamed == super::super::elf::write(&elf), "{name}");
    }

    #[test]
    fn columns_encoded_ahead_give_the_bytes_of_assembling_in_memory() {
        let in_order: String = (0..4).map(|c| column_text(c, 40)).collect();
        streams_as_in_memory(&in_order, "ahead");
        // The default column 0 is left empty.
        streams_as_in_memory(&(column_text(2, 3) + &column_text(5, 3)), "skip");
        // Contents out of file order: hashed again with the whole program.
        let reversed: String = (0..4).rev().map(|c| column_text(c, 40)).collect();
        streams_as_in_memory(&reversed, "reversed");
        // Column 1 attached to again: given back before it is extended.
        let again = column_text(1, 3) + &column_text(2, 3) + ".attach_to_group 1\n";
        streams_as_in_memory(
            &(again + "START_JOB 7\n  WRITE_32 0x100000, 1\nEND_JOB\n"),
            "again",
        );
    }

    /// The messages of a failed assembly, in order.
    fn messages(r: &Report) -> Vec<String> {
        r.diagnostics
            .iter()
            .map(|d| d.diagnostic.message.clone())
            .collect()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Columns in any order, some attached to again, the data labels
        /// unique or (`clash`) not: streaming (columns encoded ahead) gives
        /// the bytes of assembling in memory, or the same errors.
        #[test]
        fn any_order_of_columns_streams_as_in_memory(
            segments in proptest::collection::vec((0u32..5, 1u32..30), 1..8),
            clash in proptest::bool::weighted(0.2),
        ) {
            let text: String = segments
                .iter()
                .enumerate()
                .map(|(i, &(col, jobs))| match clash {
                    true => column_text(col, jobs),
                    false => segment_text(i as u32, col, jobs),
                })
                .collect();
            let streamed = assemble_bytes(text.as_bytes(), "prop");
            match assemble(Path::new("t.asm"), &text, &Options::default(), &NoFiles) {
                Ok(a) => {
                    let bytes = streamed.map_err(|_| "streaming failed").unwrap();
                    proptest::prop_assert!(bytes == super::super::elf::write(&a.elf));
                }
                Err(in_memory) => {
                    let Err(FileFailure::Asm(report)) = streamed else {
                        panic!("streaming assembled what fails in memory");
                    };
                    proptest::prop_assert_eq!(messages(&report), messages(&in_memory));
                }
            }
        }
    }

    /// A program of several scan chunks, its data mostly runs of `.long`
    /// lines (some cut by a `.long @label`); `in_code`: a run in a job.
    fn data_program(in_code: &str) -> String {
        use std::fmt::Write;
        let mut text = format!(
            ".attach_to_group 0\nSTART_JOB 0\n  WRITE_32 0x100000, @d0\n{in_code}END_JOB\nEOF\n"
        );
        for l in 0..1000 {
            writeln!(text, "d{l}:").unwrap();
            for w in 0..40 {
                writeln!(text, "\t.long 0x{:08X}", l * 40 + w).unwrap();
            }
            if l % 7 == 0 {
                text += "  .long @d0\n  .long   12 \n";
            }
        }
        assert!(text.len() > 2 * scan::MIN_TEXT);
        text
    }

    #[test]
    fn data_words_found_ahead_give_the_bytes_of_reading_them_inline() {
        // In memory the text is one file, its runs found ahead; streamed,
        // each run is read where it is.
        streams_as_in_memory(&data_program(""), "data-words");
    }

    #[test]
    fn data_words_in_code_found_ahead_are_the_errors_of_reading_them_inline() {
        let text = data_program("  .long 1\n  .long 2\n");
        let Err(FileFailure::Asm(streamed)) = assemble_bytes(text.as_bytes(), "code-words") else {
            panic!("assembles");
        };
        let Err(in_memory) = assemble(Path::new("t.asm"), &text, &Options::default(), &NoFiles)
        else {
            panic!("assembles");
        };
        let spans =
            |r: &Report| -> Vec<_> { r.diagnostics.iter().map(|d| d.diagnostic.span).collect() };
        assert_eq!(messages(&streamed), [".long in code", ".long in code"]);
        assert_eq!(
            (messages(&streamed), spans(&streamed)),
            (messages(&in_memory), spans(&in_memory))
        );
    }

    #[test]
    fn an_error_in_an_include_is_reported_with_its_text() {
        // An include's text is not kept while it is read (it is mapped):
        // the report reads it again.
        let dir = std::env::temp_dir().join(format!("aiec-{}-include-error", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let inc = "START_JOB 0\n  WRITE_32 0x100000\nEND_JOB\n";
        std::fs::write(dir.join("inc.asm"), inc).unwrap();
        let top = ".attach_to_group 0\n.include inc.asm\nEOF\n";
        std::fs::write(dir.join("top.asm"), top).unwrap();
        let files = [
            (
                "in memory",
                assemble(&dir.join("top.asm"), top, &Options::default(), &Disk).err(),
            ),
            (
                "streamed",
                match assemble_file(
                    &dir.join("top.asm"),
                    &dir.join("top.elf"),
                    &Options::default(),
                    &Disk,
                ) {
                    Err(FileFailure::Asm(r)) => Some(r),
                    _ => None,
                },
            ),
        ];
        let _ = std::fs::remove_dir_all(&dir);
        for (how, report) in files {
            let report = report.unwrap_or_else(|| panic!("{how}: assembles"));
            let d = &report.diagnostics[0];
            assert_eq!(
                report.sources[d.file as usize].text, inc,
                "{how}: {:?}",
                d.diagnostic.message
            );
        }
    }

    #[test]
    fn an_error_in_a_column_encoded_ahead_is_reported_as_in_memory() {
        let text = column_text(0, 3).replace("@d1", "@nowhere") + &column_text(1, 3);
        let Err(FileFailure::Asm(report)) = assemble_bytes(text.as_bytes(), "ahead-error") else {
            panic!("assembles");
        };
        let Err(in_memory) = assemble(Path::new("t.asm"), &text, &Options::default(), &NoFiles)
        else {
            panic!("assembles");
        };
        assert_eq!(messages(&report), ["undefined label 'nowhere'"]);
        assert_eq!(messages(&report), messages(&in_memory));
    }

    #[test]
    fn a_byte_that_is_not_utf8_is_reported_at_its_line() {
        let mut bytes = long_program().into_bytes();
        // Inside a WRITE_32 line well past the first blocks.
        let at = bytes.len() - 5000;
        let line = bytes[..at].iter().rposition(|&b| b == b'\n').unwrap() + 1;
        bytes[at] = 0xFF;
        let Err(FileFailure::Asm(report)) = assemble_bytes(&bytes, "utf8") else {
            panic!("assembles");
        };
        // Reading stops there (the job it is in has no END_JOB).
        let d = report.diagnostics.iter().map(|d| &d.diagnostic);
        let messages: Vec<_> = d.map(|d| (d.message.as_str(), d.span)).collect();
        let at = Some(crate::diag::Span::new(line, line));
        assert_eq!(messages[0], ("the input is not UTF-8 text", at));
    }

    /// The asm inputs of the lit tests that assemble, read into a program
    /// and printed, assemble to the same ELF (names scoped to one file:
    /// only inputs without includes).
    #[test]
    fn printing_a_program_read_from_asm_gives_the_same_elf() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test");
        let mut checked = 0;
        for dir in ["ctrlcode", "ctrlcode/Inputs", "lift"] {
            let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
                .expect("the lit tests")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "asm"))
                .collect();
            files.sort();
            for path in files {
                let text = std::fs::read_to_string(&path).expect("read");
                if text.contains(".include") {
                    continue;
                }
                let Ok(direct) = assemble(&path, &text, &Options::default(), &Disk) else {
                    continue;
                };
                let top = SourceFile {
                    name: String::new(),
                    path: path.clone(),
                    text: text.clone(),
                };
                let search = search_path(&path, &Options::default(), &Disk);
                let program = reader::read(top, None, &search, &mut None, false)
                    .1
                    .expect("reads");
                let printed = crate::cert::program::print(&program);
                let again = assemble(&path, &printed, &Options::default(), &Disk)
                    .unwrap_or_else(|f| {
                        panic!("{}: {:?}\n{printed}", path.display(), f.diagnostics)
                    })
                    .elf;
                assert!(
                    crate::cert::elf::write(&direct.elf) == crate::cert::elf::write(&again),
                    "{}\n{printed}",
                    path.display()
                );
                checked += 1;
            }
        }
        assert!(checked >= 8, "{checked} inputs");
    }

    #[test]
    fn control_packet_relocations_follow_their_column() {
        let text = format!(
            ".attach_to_group 1\n.setpad a, 1\n.setpad packet, 4\nSTART_JOB 0\n  APPLY_OFFSET_57 @shim, 1, 3, @packet\nEND_JOB\nEOF\n{SHIM}"
        );
        let cp = ControlPacket::from_json(
            r#"{"external_buffers": {"x": {"xrt_id": 7, "offset_in_bytes": 2, "control_packet_patch_locations": [{"offset": 24}]},
                "p": {"xrt_id": 3, "ctrl_pkt_buffer": true}}}"#,
        )
        .unwrap();
        let s = |x: &str| x.to_string();
        assert_eq!(
            relocations(&text, Some(cp)),
            [
                (0x20, s("control-code-1"), s(".ctrltext.1.0"), 2, 0),
                // 24 - 8 + 4 (pad "packet" after the 4-byte pad "a").
                (20, s("7"), s(".pad.1"), 4, 2),
            ]
        );
    }
}
