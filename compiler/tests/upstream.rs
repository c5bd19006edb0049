//! Interop with upstream MLIR (built only with `--features mlir`): every
//! design aiec accepts — each chunk of the lit tests' `.mlir` files under
//! `test/` that parses and verifies, and `examples/*/design.mlir` — printed
//! by aiec in generic form parses and verifies in upstream MLIR (melior, all
//! upstream dialects registered, unregistered dialects allowed).

use std::path::{Path, PathBuf};

/// The `.mlir` files under `dir`, recursively.
fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable test directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// The lit tests' `.mlir` files and the examples' designs, sorted.
fn designs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    mlir_files(&root.join("test"), &mut files);
    for example in std::fs::read_dir(root.join("examples")).expect("examples/") {
        let design = example
            .expect("a directory entry")
            .path()
            .join("design.mlir");
        if design.exists() {
            files.push(design);
        }
    }
    files.sort();
    files
}

/// The chunks of `text` between `// -----` lines.
fn chunks(text: &str) -> Vec<&str> {
    dialect::syntax::split_input(text)
        .into_iter()
        .map(|(_, chunk)| chunk)
        .collect()
}

/// `chunk` in aiec's generic form, if aiec accepts it (parses and verifies).
fn accepted_generic(chunk: &str) -> Option<String> {
    let ir = dialect::parse(chunk).ok()?;
    let errors = dialect::verify(&ir)
        .iter()
        .any(|d| d.severity == dialect::Severity::Error);
    let style = dialect::syntax::Style {
        generic: true,
        ..Default::default()
    };
    (!errors).then(|| dialect::syntax::print_styled(&ir, ir.top, style))
}

/// Failures not fixed yet, by a piece of upstream's message, with the cause
/// (docs/mlir-interop.md). Every failure must match one; every entry must
/// still match a failure, so a fix shows up as a stale entry.
const KNOWN: &[(&str, &str)] = &[
    (
        "does not reference a valid function",
        "upstream: aie.device is no symbol table there",
    ),
    (
        "does not reference a valid global memref",
        "upstream: aie.device is no symbol table there",
    ),
    (
        "unsupported memory space",
        "upstream: string and #foo.space memory spaces",
    ),
];

#[test]
fn every_accepted_design_verifies_in_upstream_mlir() {
    let (mut files, mut accepted, mut failures) = (0, 0, Vec::new());
    for path in designs() {
        let text = std::fs::read_to_string(&path).expect("a UTF-8 design");
        let mut any = false;
        for (i, chunk) in chunks(&text).iter().enumerate() {
            let Some(generic) = accepted_generic(chunk) else {
                continue;
            };
            any = true;
            accepted += 1;
            if let Err(messages) = compiler::upstream::verify(&generic) {
                failures.push(format!(
                    "{} chunk {i}: {}",
                    path.display(),
                    messages.join("\n  ")
                ));
            }
        }
        files += usize::from(any);
    }
    eprintln!(
        "upstream MLIR: {accepted} chunks of {files} files accepted by aiec; {} fail upstream",
        failures.len()
    );
    assert!(files >= 250, "only {files} files found: is test/ in place?");
    let known = |f: &String| KNOWN.iter().position(|(m, _)| f.contains(m));
    let unknown: Vec<_> = failures.iter().filter(|f| known(f).is_none()).collect();
    assert!(
        unknown.is_empty(),
        "new failures:\n{}",
        unknown
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    for (i, (message, cause)) in KNOWN.iter().enumerate() {
        let n = failures.iter().filter(|f| known(f) == Some(i)).count();
        eprintln!("  {n} × {cause}");
        assert!(
            n > 0,
            "'{message}' ({cause}) no longer fails: drop it from KNOWN"
        );
    }
}

#[test]
fn upstream_rejects_what_it_cannot_verify() {
    // An arith.addi of mismatched types: aiec never prints it, upstream must catch it.
    let bad = r#""builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  %2 = "arith.addi"(%0, %1) : (i32, i64) -> i32
}) : () -> ()"#;
    let messages = compiler::upstream::verify(bad).expect_err("a type mismatch");
    assert!(
        messages.iter().any(|m| m.contains("arith.addi")),
        "{messages:?}"
    );
}

#[test]
fn pipeline_lowers_affine_for_to_scf_for() {
    let design = r#"module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) {sym_name = "buf"} : memref<8xi32>
    %core = aie.core(%t) {
      %c = arith.constant 7 : i32
      affine.for %i = 0 to 8 {
        affine.store %c, %buf[%i] : memref<8xi32>
      }
      aie.end
    }
  }
}"#;
    let generic = accepted_generic(design).expect("aiec accepts the design");
    let lowered = compiler::upstream::run_pipeline(&generic, "lower-affine").expect("lower-affine");
    assert!(lowered.contains("\"scf.for\""), "{lowered}");
    assert!(!lowered.contains("affine."), "{lowered}");
    let bad = compiler::upstream::run_pipeline(&generic, "no-such-pass").expect_err("unknown pass");
    assert!(bad.iter().any(|m| m.contains("no-such-pass")), "{bad:?}");
}
