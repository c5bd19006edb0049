//! Source files of one assembly: the input, its `.include`s and `.setpad`
//! blobs, found along the include path.

use crate::diag::{Diagnostic, Severity, Span};
use std::io;
use std::path::{Path, PathBuf};

/// Where the assembler reads included files and pad blobs from.
pub trait Files {
    /// The bytes of the file at `path` (`ErrorKind::NotFound` if there is none).
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
}

/// The file system.
pub struct Disk;

impl Files for Disk {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        crate::input::read_file(path)
    }
}

/// One source text, with the name diagnostics show for it.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub path: PathBuf,
    pub text: String,
}

/// A byte range in one of the [`SourceFile`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loc {
    pub file: u32,
    pub span: Span,
}

/// A diagnostic in one of the [`SourceFile`]s (`file` indexes them).
#[derive(Clone, Debug)]
pub struct AsmDiagnostic {
    pub file: u32,
    pub diagnostic: Diagnostic,
}

/// An error at `loc` with an optional help line.
pub(super) fn error_at(loc: Loc, message: impl Into<String>) -> AsmDiagnostic {
    AsmDiagnostic {
        file: loc.file,
        diagnostic: Diagnostic::error(loc.span, message),
    }
}

/// A warning at `loc`: the program assembles, but will not run as written.
pub(super) fn warning_at(loc: Loc, message: impl Into<String>) -> AsmDiagnostic {
    AsmDiagnostic {
        file: loc.file,
        diagnostic: Diagnostic::error(loc.span, message).with_severity(Severity::Warning),
    }
}

impl AsmDiagnostic {
    pub(super) fn help(mut self, help: impl Into<String>) -> Self {
        self.diagnostic.help = Some(help.into());
        self
    }

    /// Adds a note at `loc` (shown without a location if it is in another file).
    pub(super) fn note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        let span = (loc.file == self.file).then_some(loc.span);
        self.diagnostic = self.diagnostic.with_note(span, message);
        self
    }
}

/// `path` without `.` components (`./a.asm` and `a.asm` name one file).
pub(super) fn normal(path: &Path) -> PathBuf {
    path.components()
        .filter(|c| *c != std::path::Component::CurDir)
        .collect()
}

/// The include search path: the `-I` directories in order, then the
/// directory of the top-level input.
pub(super) struct SearchPath<'a> {
    pub dirs: Vec<PathBuf>,
    pub files: &'a dyn Files,
}

impl SearchPath<'_> {
    /// The first existing file named `name` along the path (an absolute name
    /// is taken as is), with its bytes.
    pub fn find(&self, name: &str) -> Result<(PathBuf, Vec<u8>), String> {
        let name = Path::new(name);
        let candidates: Vec<PathBuf> = if name.is_absolute() {
            vec![name.to_path_buf()]
        } else {
            self.dirs.iter().map(|d| normal(&d.join(name))).collect()
        };
        for path in candidates {
            match self.files.read(&path) {
                Ok(bytes) => return Ok((path, bytes)),
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                // A directory or an unreadable file: say so rather than skip it.
                Err(e) => return Err(format!("cannot read '{}': {e}", path.display())),
            }
        }
        Err(format!(
            "file '{}' not found in the include path ({})",
            name.display(),
            self.dirs
                .iter()
                .map(|d| format!("'{}'", d.display()))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }
}

/// Pass 2's access to the lines of the sources: the top-level file is read
/// again from `top` when it was streamed, the others from their text.
pub(super) struct Texts<'a> {
    pub sources: &'a [SourceFile],
    pub top: Option<&'a std::fs::File>,
}

/// Bytes of a streamed file read ahead: `bytes[..filled]` starts at byte
/// `start` (`bytes` keeps its size from read to read).
#[derive(Default)]
pub(super) struct Window {
    start: usize,
    filled: usize,
    bytes: Vec<u8>,
}

/// How much of a streamed file pass 2 reads at once.
const READ_AHEAD: usize = 1 << 18;

impl Texts<'_> {
    /// The text of `lines` (through `window` from a streamed file).
    pub fn read<'s>(
        &'s self,
        lines: super::reader::Lines,
        window: &'s mut Window,
    ) -> Result<&'s str, AsmDiagnostic> {
        let (start, end) = (lines.start as usize, lines.end as usize);
        let at = Loc {
            file: lines.file,
            span: Span::new(start, start),
        };
        let fail = |e: String| error_at(at, format!("cannot read the input again: {e}"));
        match (lines.file, self.top) {
            (0, Some(file)) => {
                let covered = start >= window.start && end <= window.start + window.filled;
                if !covered {
                    fill(file, start, (end - start).max(READ_AHEAD), window)
                        .map_err(|e| fail(e.to_string()))?;
                }
                let bytes = window.bytes[..window.filled]
                    .get(start - window.start..end - window.start)
                    .ok_or_else(|| fail("the file is shorter than it was".into()))?;
                std::str::from_utf8(bytes).map_err(|e| fail(e.to_string()))
            }
            _ => self.sources[lines.file as usize]
                .text
                .get(start..end)
                .ok_or_else(|| fail("the text changed".into())),
        }
    }
}

/// Reads up to `len` bytes of `file` from `start` into `window`, by
/// positional reads (the file's cursor is not used: threads share the file).
fn fill(file: &std::fs::File, start: usize, len: usize, window: &mut Window) -> io::Result<()> {
    if window.bytes.len() < len {
        window.bytes.resize(len, 0);
    }
    (window.start, window.filled) = (start, 0);
    while window.filled < len {
        let buf = &mut window.bytes[window.filled..len];
        match read_at(file, buf, (start + window.filled) as u64) {
            Ok(0) => break,
            Ok(n) => window.filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(unix)]
fn read_at(file: &std::fs::File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, offset)
}

#[cfg(windows)]
fn read_at(file: &std::fs::File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    std::os::windows::fs::FileExt::seek_read(file, buf, offset)
}
