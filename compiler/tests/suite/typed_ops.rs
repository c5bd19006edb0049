//! The product code outside the op table goes through the typed op layer:
//! no op name is written as a string literal, and no attribute is read or
//! written by its name, in `passes/`, `compiler/`, `runtime-sim/` and the
//! verifier (`dialect/src/verify/`) (test
//! modules, whether a `#[cfg(test)]` tail, a `tests.rs` file or a file of its
//! `tests/` directory, aside). The op table
//! (`dialect/src/ops/table.rs`) and the code generated from it are the one
//! place op and attribute names are spelled.

use std::path::{Path, PathBuf};

/// The dialects whose op names count.
const DIALECTS: &[&str] = &[
    "aie", "aiex", "arith", "scf", "memref", "func", "cf", "builtin", "math", "vector", "affine",
    "index",
];

/// Calls that take an attribute name.
const BY_NAME: &[&str] = &[
    "attr(",
    "int_attr(",
    "set_attr(",
    "remove_attr(",
    "int_or_zero(",
    "netlist::int(",
    "sym_name(",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() && !p.ends_with("tests") {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            out.push(p);
        }
    }
}

/// The string literals of a line (escapes skipped), with their byte offsets.
fn literals(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            break;
        }
        if b[i] == b'"' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.push((i, &line[start..j.min(b.len())]));
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Extensions that make `aie.<ext>` a file name (aiecc's default outputs
/// `aie.xclbin`, `aie.elf`), not an op name.
const FILE_EXTENSIONS: &[&str] = &["xclbin", "elf", "bin", "o", "so"];

fn is_op_name(s: &str) -> bool {
    let Some((dialect, rest)) = s.split_once('.') else {
        return false;
    };
    DIALECTS.contains(&dialect)
        && !FILE_EXTENSIONS.contains(&rest)
        && !rest.is_empty()
        && rest
            .bytes()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_' || c == b'.')
}

/// Whether the literal at `at` is an argument of a call taking an attribute name.
fn is_attr_name(line: &str, at: usize) -> bool {
    let before = &line[..at];
    let open = before.rfind('(').map_or(0, |p| p + 1);
    BY_NAME
        .iter()
        .any(|call| before[..open].ends_with(call) && !before[open..].contains(')'))
}

/// The offending lines of the product code of `file` (up to its test module).
fn offences(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        if line.trim_start().starts_with("//") {
            continue;
        }
        for (at, lit) in literals(line) {
            if is_op_name(lit) || is_attr_name(line, at) {
                out.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    out
}

#[test]
fn no_op_or_attribute_names_outside_the_op_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in [
        "passes/src",
        "compiler/src",
        "runtime-sim/src",
        "dialect/src/verify",
    ] {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let found: Vec<String> = files.iter().flat_map(|f| offences(f)).collect();
    assert!(
        found.is_empty(),
        "{} op or attribute names spelled outside the op table:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_sees_what_it_forbids() {
    assert!(is_op_name("aiex.npu.write32") && is_op_name("arith.addi"));
    assert!(!is_op_name("aie.") && !is_op_name("x.y") && !is_op_name("aie.Foo"));
    let line = r#"let a = ir.attr(op, "address");"#;
    let (at, _) = literals(line)[0];
    assert!(is_attr_name(line, at));
    let line = r#"format!("{}", ir.attr(op, x)) + "address""#;
    let (at, _) = literals(line)[1];
    assert!(!is_attr_name(line, at));
}
