//! Fuzz the whole compiler: any text that parses and verifies runs through
//! the default pipeline (objectfifos, allocation, routing, runtime sequence,
//! CERT lowering and pages) without panicking; a design the pipeline accepts
//! must print as asm that assembles, writes as an ELF, reads back and loads
//! (the compiler's own output failing there is a bug, not a diagnostic).
//!
//!     cd passes/fuzz && cargo fuzz run -s none pipeline
#![no_main]

use aie_target::cert::assembler::{assemble, encode, Disk, Options};
use aie_target::cert::{elf, loader::Program};
use dialect::Severity;
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut ir) = dialect::parse(src) else {
        return;
    };
    let is_error = |d: &dialect::Diagnostic| d.severity == Severity::Error;
    if dialect::verify(&ir).iter().any(is_error) {
        return;
    }
    let steps = passes::default_pipeline(None).expect("the default pipeline");
    let config = passes::Config { verify_each: true };
    if passes::run(&mut ir, &steps, config, &mut |_, _, _| {})
        .iter()
        .any(is_error)
    {
        return;
    }
    // (A module without a device has no program: a diagnostic.)
    let Ok(program) = passes::cert::program::build(&ir) else {
        return;
    };
    let asm = aie_target::cert::program::print(&program);
    let ctrl = match encode(&program, None) {
        Ok((ctrl, _)) => ctrl,
        Err(ds) => panic!("the lowered control code does not encode: {ds:?}\n{asm}"),
    };
    let bytes = elf::write(&ctrl);
    // The printed asm assembles to the same ELF.
    match assemble(Path::new("fuzz.asm"), &asm, &Options::default(), &Disk) {
        Ok(assembled) => assert_eq!(elf::write(&assembled.elf), bytes, "{asm}"),
        Err(f) => panic!("the printed control code does not assemble: {f:?}\n{asm}"),
    }
    let back = elf::read(&bytes).expect("the written ELF reads back");
    if let Err(e) = Program::load(&back) {
        panic!("the compiled ELF does not load: {e:?}\n{asm}");
    }
});
