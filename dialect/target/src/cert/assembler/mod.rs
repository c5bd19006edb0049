//! The ctrlcode assembler: assembly text → content sections and relocations
//! of a ctrlcode ELF, laid out as AMD's production C++ assembler (aiebu) lays
//! them out. The facts are in the project's ctrlcode binary-format reference;
//! docs/ctrlcode-isa.md describes the language.
//!
//! Stages: [`reader`] reads the text (and its includes) into columns,
//! text-label groups, jobs and data labels; [`pager`] clusters jobs, fills
//! 8 KiB pages and encodes them with the ISA table.

mod external;
mod lines;
mod pager;
mod reader;
mod source;

pub use external::{ControlPacket, ExternalBufferError, Patch};
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
    dirs.push(reader::parent_dir(path));
    let search = SearchPath { dirs, files };
    let top = SourceFile {
        name: path.display().to_string(),
        path: source::normal(path),
        text: text.to_string(),
    };
    let program = reader::read(top, &search).map_err(|(sources, diagnostics)| Failure {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::elf::Relocation;
    use std::io;

    /// No files besides the input.
    struct NoFiles;

    impl Files for NoFiles {
        fn read(&self, _: &Path) -> io::Result<Vec<u8>> {
            Err(io::ErrorKind::NotFound.into())
        }
    }

    fn relocations(
        text: &str,
        control_packet: Option<ControlPacket>,
    ) -> Vec<(u32, String, String, u8, i32)> {
        let options = Options {
            include_dirs: Vec::new(),
            control_packet,
        };
        let elf = assemble(Path::new("t.asm"), text, &options, &NoFiles).expect("assembles");
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
