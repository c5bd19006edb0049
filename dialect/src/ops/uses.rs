//! What the workspace's code uses of the typed views, which the generator
//! ([`super::generate`]) emits for those uses only: a view for each op whose
//! view type is imported from `views` (or named by a `views::` path), its
//! `build` and builder when `T::build` is called, and each accessor, name
//! constant and builder method whose name the code spells. Names are read
//! from code only (comments and string literals left out) of every Rust
//! file of the workspace but the generated ones and the op table.

use std::collections::BTreeSet;
use std::path::Path;

/// The files the generator writes or reads its names from, which do not
/// count as uses.
const SKIPPED: &[&str] = &[
    "dialect/src/ops/views.rs",
    "dialect/src/ops/parsed.rs",
    "dialect/src/ops/table.rs",
    "dialect/src/ir/op_kind.rs",
    "dialect/src/ir/cases.rs",
];

/// The crates below `dialect`, which cannot use its views.
const BELOW: &[&str] = &["dialect/aie-target", "dialect/aie-grammar"];

/// The uses found, or everything (`all`).
pub(super) struct Uses {
    all: bool,
    /// View types imported from `views` or named by a `views::` path.
    types: BTreeSet<String>,
    /// View types whose `build` is called (by their name or an alias).
    built: BTreeSet<String>,
    /// Every identifier of the code.
    idents: BTreeSet<String>,
}

impl Uses {
    /// Every view and accessor: what the generator emits with
    /// `UPDATE_VIEWS=all`, for writing code in the dialect crate itself that
    /// uses one not emitted yet (that crate must compile for the generator
    /// to run).
    pub(super) fn all() -> Uses {
        Uses {
            all: true,
            types: BTreeSet::new(),
            built: BTreeSet::new(),
            idents: BTreeSet::new(),
        }
    }

    /// The uses in the workspace at `root`.
    pub(super) fn scan(root: &Path) -> Uses {
        let mut files = Vec::new();
        rust_files(root, root, &mut files);
        files.sort();
        let code: Vec<String> = files.iter().map(|f| strip(f)).collect();
        let mut types = BTreeSet::new();
        let mut aliases = Vec::new();
        for c in &code {
            imports(c, &mut types, &mut aliases);
        }
        let idents: BTreeSet<String> = code
            .iter()
            .flat_map(|c| words(c).map(str::to_string))
            .collect();
        let names = types.iter().map(|t| (t.clone(), t.clone())).chain(aliases);
        let built = names
            .filter(|(name, _)| code.iter().any(|c| c.contains(&format!("{name}::build"))))
            .map(|(_, t)| t)
            .collect();
        Uses {
            all: false,
            types,
            built,
            idents,
        }
    }

    /// Whether view type `t` is used.
    pub(super) fn view(&self, t: &str) -> bool {
        self.all || self.types.contains(t)
    }

    /// Whether ops of view type `t` are built.
    pub(super) fn built(&self, t: &str) -> bool {
        self.all || self.built.contains(t)
    }

    /// Whether the code spells `name`.
    pub(super) fn spelt(&self, name: &str) -> bool {
        self.all || self.idents.contains(name)
    }
}

/// The texts of the Rust files under `dir`, but those of build outputs,
/// hidden directories, the crates [`BELOW`] and [`SKIPPED`].
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        let rel = p
            .strip_prefix(root)
            .unwrap_or(&p)
            .to_string_lossy()
            .to_string();
        if p.is_dir() {
            if name != "target" && !name.starts_with('.') && !BELOW.contains(&rel.as_str()) {
                rust_files(root, &p, out);
            }
            continue;
        }
        if name.ends_with(".rs") && !SKIPPED.contains(&rel.as_str()) {
            out.push(std::fs::read_to_string(&p).unwrap_or_default());
        }
    }
}

/// `text` without its comments, string literals and character literals
/// (each replaced by a blank).
fn strip(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let skip_to = |from: usize, end: &str| {
        text[from..]
            .find(end)
            .map_or(b.len(), |e| from + e + end.len())
    };
    while i < b.len() {
        let rest = &text[i..];
        let next = if rest.starts_with("//") {
            skip_to(i, "\n")
        } else if rest.starts_with("/*") {
            skip_to(i + 2, "*/")
        } else if let Some(hashes) = raw_string(rest) {
            skip_to(i + hashes + 2, &format!("\"{}", "#".repeat(hashes)))
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            j + 1
        } else if b[i] == b'\'' && b.get(i + 1) == Some(&b'\\') {
            skip_to(i + 2, "'")
        } else if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
            i + 3
        } else {
            out.push(rest.chars().next().unwrap_or(' '));
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        out.push(' ');
        i = next.min(b.len());
    }
    out
}

/// The number of `#` of a raw string starting `text` (`r"`, `r#"`, ...).
fn raw_string(text: &str) -> Option<usize> {
    let hashes = text
        .strip_prefix('r')?
        .bytes()
        .take_while(|&c| c == b'#')
        .count();
    (text.as_bytes().get(1 + hashes) == Some(&b'"')).then_some(hashes)
}

/// The identifiers of `code`.
fn words(code: &str) -> impl Iterator<Item = &str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
}

/// The view types `code` imports from `views` or names by a `views::` path,
/// and the aliases it imports them as (`Tile as TileOp`: (alias, type)).
fn imports(code: &str, types: &mut BTreeSet<String>, aliases: &mut Vec<(String, String)>) {
    for (at, _) in code.match_indices("views::") {
        let rest = &code[at + "views::".len()..];
        let list = match rest.strip_prefix('{') {
            Some(group) => &group[..group.find('}').unwrap_or(group.len())],
            None => {
                &rest[..rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len())]
            }
        };
        for item in list.split(',') {
            let mut w = item.split_whitespace();
            let (Some(t), alias) = (w.next(), w.nth(1)) else {
                continue;
            };
            if t != "self" {
                types.insert(t.to_string());
                if let Some(a) = alias {
                    aliases.push((a.to_string(), t.to_string()));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_without_comments_and_literals() {
        let code = strip("a(\"b c\") // d\n/* e */ f('g', '\\n', 'h) r#\"i\"# j");
        let w: Vec<&str> = words(&code).collect();
        assert_eq!(w, ["a", "f", "h", "j"]);
    }

    #[test]
    fn imports_and_aliases() {
        let (mut types, mut aliases) = (BTreeSet::new(), Vec::new());
        imports(
            "use x::views::{self, Tile as TileOp, Lock};\nlet d = views::Device::wrap(o);",
            &mut types,
            &mut aliases,
        );
        assert_eq!(
            types.into_iter().collect::<Vec<_>>(),
            ["Device", "Lock", "Tile"]
        );
        assert_eq!(aliases, [("TileOp".to_string(), "Tile".to_string())]);
    }
}
