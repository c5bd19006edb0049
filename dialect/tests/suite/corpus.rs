//! The `.mlir` inputs of the workspace's `test/` and `examples/`, split into
//! chunks at `// -----` lines as `--split-input-file` does.

use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// Every chunk of every input below the workspace's `dirs`, named
/// `path#index`.
pub fn chunks(dirs: &[&str]) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for d in dirs {
        mlir_files(&root.join(d), &mut files);
    }
    assert!(files.len() > 100, "found only {} inputs", files.len());
    let mut out = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable input");
        for (i, (_, chunk)) in dialect::syntax::split_input(&text).into_iter().enumerate() {
            out.push((format!("{}#{i}", f.display()), chunk.to_string()));
        }
    }
    out
}

/// Whether the input chunk `name` (`path#index`, as [`chunks`] names it)
/// is checked by its RUN lines under April 2026's rules
/// (`--aie-syntax=2026-04`).
pub fn follows_april(name: &str) -> bool {
    let path = name.rsplit_once('#').map_or(name, |(p, _)| p);
    std::fs::read_to_string(path).is_ok_and(|t| t.contains("--aie-syntax=2026-04"))
}
