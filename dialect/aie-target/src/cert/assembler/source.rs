//! Source files of one assembly: the input, its `.include`s and `.setpad`
//! blobs, found along the include path.

use crate::diag::{Diagnostic, Severity, Span};
use crate::input::Input;
use std::io;
use std::path::{Path, PathBuf};

/// Where the assembler reads included files and pad blobs from.
pub trait Files {
    /// The bytes of the file at `path` (`ErrorKind::NotFound` if there is none).
    fn read(&self, path: &Path) -> io::Result<Input>;
}

/// The file system (regular files mapped, not read).
pub struct Disk;

impl Files for Disk {
    fn read(&self, path: &Path) -> io::Result<Input> {
        Input::file_faulted_in(path)
    }
}

/// One source text, with the name diagnostics show for it.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path as diagnostics show it.
    pub name: String,
    /// The path it was read from, without `.` components (it identifies the file).
    pub path: PathBuf,
    /// The file's contents.
    pub text: String,
}

/// A byte range in one of the [`SourceFile`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loc {
    /// Index of the file in the assembly's sources.
    pub file: u32,
    /// The byte range in that file.
    pub span: Span,
}

/// A diagnostic in one of the [`SourceFile`]s (`file` indexes them).
#[derive(Clone, Debug)]
pub struct AsmDiagnostic {
    /// Index of the file in the assembly's sources.
    pub file: u32,
    /// The diagnostic; its spans are in that file.
    pub diagnostic: Diagnostic,
}

/// An error at `loc` with an optional help line.
pub(crate) fn error_at(loc: Loc, message: impl Into<String>) -> AsmDiagnostic {
    AsmDiagnostic {
        file: loc.file,
        diagnostic: Diagnostic::error(loc.span, message),
    }
}

/// A warning at `loc`: the program assembles, but will not run as written.
pub(crate) fn warning_at(loc: Loc, message: impl Into<String>) -> AsmDiagnostic {
    AsmDiagnostic {
        file: loc.file,
        diagnostic: Diagnostic::error(loc.span, message).with_severity(Severity::Warning),
    }
}

impl AsmDiagnostic {
    pub(crate) fn help(mut self, help: impl Into<String>) -> Self {
        self.diagnostic.help = Some(help.into());
        self
    }

    /// Adds a note at `loc` (shown without a location if it is in another file).
    pub(crate) fn note(mut self, loc: Loc, message: impl Into<String>) -> Self {
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
    pub fn find(&self, name: &str) -> Result<(PathBuf, Input), String> {
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
