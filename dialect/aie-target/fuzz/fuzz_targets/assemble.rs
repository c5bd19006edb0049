//! Fuzz the assembler: any text must assemble or fail with diagnostics, never
//! panic. The input is split at the first NUL byte: before it the program,
//! after it the contents of `inc.asm` and `pad.bin` (for `.include` and
//! `.setpad`). Whatever assembles must load (the assembler rejects what its
//! own loader would), is written as an ELF, read back, disassembled, and the
//! disassembly must re-assemble to the same sections.
#![no_main]

use aie_target::cert::assembler::{assemble, Files, Options};
use aie_target::cert::{disasm, elf, loader};
use libfuzzer_sys::fuzz_target;
use std::io;
use std::path::Path;

struct Memory<'a>(&'a [u8]);

impl Files for Memory<'_> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        match path.file_name().and_then(|n| n.to_str()) {
            Some("inc.asm" | "pad.bin") => Ok(self.0.to_vec()),
            _ => Err(io::ErrorKind::NotFound.into()),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let (text, extra) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let path = Path::new("fuzz.asm");
    let Ok(assembled) = assemble(path, text, &Options::default(), &Memory(extra)) else {
        return;
    };
    let ctrl = assembled.elf;
    if let Err(e) = loader::Program::load(&ctrl) {
        panic!("assembled, but the loader rejects it: {e}\n{text}");
    }
    let back = elf::read(&elf::write(&ctrl)).expect("written ELF reads back");
    assert_eq!(back.sections, ctrl.sections);
    if let Ok(asm) = disasm::disassemble(&back) {
        let again = assemble(
            Path::new("again.asm"),
            &asm,
            &Options::default(),
            &Memory(&[]),
        )
        .unwrap_or_else(|e| panic!("disassembly does not assemble: {:?}\n{asm}", e.diagnostics));
        assert_eq!(
            again.elf.sections, ctrl.sections,
            "round trip changed the sections:\n{asm}"
        );
    }
});
