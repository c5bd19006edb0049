//! The typed control-code program of a lowered design, encoded directly
//! (`--emit=ctrl-elf`), gives the ELF that its printed asm
//! (`--emit=ctrl-asm`, note comments included) assembles to: for every
//! example and every design of the lit tests of the CERT lowering and the
//! simulator that compiles with the default pipeline.

use aie_target::cert::assembler::{assemble, encode, Disk, Options};
use aie_target::cert::{elf, program};
use std::path::{Path, PathBuf};

/// The `.mlir` files of `dir` (one level), sorted.
fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

/// The design of `text` through the default pipeline, or `None` if it does
/// not compile (an error test).
fn lowered(text: &str) -> Option<dialect::Ir> {
    let mut ir = dialect::parse(text).ok()?;
    if passes::manager::has_error(&dialect::verify(&ir)) {
        return None;
    }
    let steps = passes::default_pipeline(None).ok()?;
    let config = passes::Config { verify_each: true };
    let ds = passes::run(&mut ir, &steps, config, &mut |_, _, _| {});
    (!passes::manager::has_error(&ds)).then_some(ir)
}

/// Checks one design; whether it compiled.
fn check(name: &str, text: &str) -> bool {
    let Some(ir) = lowered(text) else {
        return false;
    };
    let Ok(program) = passes::cert::program::build(&ir) else {
        return false;
    };
    let (direct, _) = encode(&program, None).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let asm = program::print(&program);
    let printed = assemble(Path::new("printed.asm"), &asm, &Options::default(), &Disk)
        .unwrap_or_else(|f| panic!("{name}: the printed asm does not assemble: {f:?}\n{asm}"))
        .elf;
    assert!(
        direct.aiec_note.is_some(),
        "{name}: the program has its note"
    );
    assert!(
        elf::write(&direct) == elf::write(&printed),
        "{name}: the direct ELF differs from the printed asm's\n{asm}"
    );
    true
}

#[test]
fn printing_then_assembling_gives_the_direct_elf() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut examples = 0;
    for dir in std::fs::read_dir(root.join("examples")).expect("examples") {
        let design = dir.expect("an entry").path().join("design.mlir");
        if let Ok(text) = std::fs::read_to_string(&design) {
            assert!(
                check(&design.display().to_string(), &text),
                "{} compiles",
                design.display()
            );
            examples += 1;
        }
    }
    assert!(examples >= 8, "{examples} examples");
    let mut designs = 0;
    for dir in ["test/cert-lowering", "test/sim"] {
        for file in mlir_files(&root.join(dir)) {
            let text = std::fs::read_to_string(&file).expect("read the lit test");
            for (k, chunk) in text.split("// -----").enumerate() {
                let name = format!("{} chunk {k}", file.display());
                designs += usize::from(check(&name, chunk));
            }
        }
    }
    assert!(designs >= 30, "{designs} lit designs compile");
}
