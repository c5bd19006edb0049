//! The ctrlcode assembler: assembly text → content sections and relocations
//! of a ctrlcode ELF, laid out as AMD's production C++ assembler (aiebu) lays
//! them out. The facts are in the project's ctrlcode binary-format reference;
//! docs/ctrlcode-isa.md describes the language.
//!
//! Stages: [`program`] reads the text (and its includes) into columns,
//! text-label groups, jobs and data labels; [`pager`] clusters jobs, fills
//! 8 KiB pages and encodes them with the ISA table.

mod external;
mod lines;
mod pager;
mod program;
mod source;

pub use external::{ControlPacket, ExternalBufferError, Patch};
pub use pager::PAGE_SIZE;
pub use source::{AsmDiagnostic, Disk, Files, Loc, SourceFile};

use super::elf::CtrlElf;
use source::SearchPath;
use std::path::{Path, PathBuf};

/// What the assembler needs besides the input text.
#[derive(Default)]
pub struct Options {
    /// `-I` directories, searched in order before the input's own directory.
    pub include_dirs: Vec<PathBuf>,
    /// The control packet described by `-j external_buffer_id.json`.
    pub control_packet: Option<ControlPacket>,
}

/// A failed assembly: the diagnostics and the sources they point into.
#[derive(Debug)]
pub struct Failure {
    pub sources: Vec<SourceFile>,
    pub diagnostics: Vec<AsmDiagnostic>,
}

/// Assembles `text`, read from `path`; includes and pad files are read
/// through `files`. Deterministic; never panics on any input.
pub fn assemble(
    path: &Path,
    text: &str,
    options: &Options,
    files: &dyn Files,
) -> Result<CtrlElf, Failure> {
    let mut dirs = options.include_dirs.clone();
    dirs.push(program::parent_dir(path));
    let search = SearchPath { dirs, files };
    let top = SourceFile {
        name: path.display().to_string(),
        path: path.to_path_buf(),
        text: text.to_string(),
    };
    let program = program::read(top, &search).map_err(|(sources, diagnostics)| Failure {
        sources,
        diagnostics,
    })?;
    match pager::emit(&program, options.control_packet.as_ref()) {
        Ok(out) => {
            let mut elf = CtrlElf {
                sections: out.sections,
                relocations: out.relocations,
                ..CtrlElf::default()
            };
            elf.uid = super::elf::uid_of(&elf.sections);
            Ok(elf)
        }
        Err(diagnostics) => Err(Failure {
            sources: program.sources,
            diagnostics,
        }),
    }
}
