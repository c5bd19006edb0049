//! Fuzz the ctrlcode ELF reader and the disassembler: any bytes must read or
//! fail with an error, never panic; whatever reads must disassemble or fail
//! with a `DisasmError` and dump as legacy hex; and whatever disassembles must
//! assemble again to the same content sections.
#![no_main]

use aie_target::cert::{assembler, disasm, elf};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(ctrl) = elf::read(data) else { return };
    let _ = disasm::legacy_hex(&ctrl);
    let Ok(asm) = disasm::disassemble(&ctrl) else {
        return;
    };
    let path = std::path::Path::new("fuzz.asm");
    match assembler::assemble(path, &asm, &assembler::Options::default(), &assembler::Disk) {
        Ok(again) => assert!(
            again.elf.sections == ctrl.sections,
            "sections differ after re-assembly:\n{asm}"
        ),
        Err(f) => panic!(
            "the disassembly does not assemble: {:?}\n{asm}",
            f.diagnostics
        ),
    }
});
