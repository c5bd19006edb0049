//! Kernel sources as the host builds them: a variable chess places on the
//! core's processor bus (`static volatile uint32_t chess_storage(TM :
//! 0x80000) base;`, mlir-aie's `tile_mapped_read`) becomes an
//! `aiesim::tm_var` (`aiesim/io.hpp`), whose reads and writes (also through
//! pointers taken from it) go to the simulated tile's registers.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// What the host compiler builds for a kernel source: the source itself, or
/// its text with the tile-mapped variables mapped ([`map_tile_storage`]) in
/// a temporary file, with `-iquote DIR` so that its `#include "..."` finds
/// what it found beside the source.
#[derive(Debug)]
pub struct HostSource {
    /// The file to compile.
    pub path: PathBuf,
    /// Flags to add.
    pub flags: Vec<OsString>,
    /// Keeps the temporary file.
    _mapped: Option<tempfile::NamedTempFile>,
}

/// The [`HostSource`] of kernel `path`; an error names a declaration that
/// cannot be mapped.
pub fn host_source(path: &Path) -> Result<HostSource, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read kernel source '{}': {e}", path.display()))?;
    let Some(mapped) = map_tile_storage(path, &text)? else {
        return Ok(HostSource {
            path: path.to_path_buf(),
            flags: Vec::new(),
            _mapped: None,
        });
    };
    let ext = path
        .extension()
        .map_or("cc".into(), |e| e.to_string_lossy());
    let fail = |e: std::io::Error| format!("cannot write the mapped kernel source: {e}");
    let tmp = tempfile::Builder::new()
        .prefix("aiesim-tm-")
        .suffix(&format!(".{ext}"))
        .tempfile()
        .map_err(fail)?;
    std::fs::write(tmp.path(), mapped).map_err(fail)?;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    Ok(HostSource {
        path: tmp.path().to_path_buf(),
        flags: vec!["-iquote".into(), dir.unwrap_or(Path::new(".")).into()],
        _mapped: Some(tmp),
    })
}

/// The kernel source `text` (of file `path`) with its `chess_storage(TM :
/// address)` declarations mapped onto the processor bus, behind a `#line`
/// that keeps the compiler's positions those of `path`; `None` when it has
/// none. An error names a declaration it cannot map (its line).
pub fn map_tile_storage(path: &Path, text: &str) -> Result<Option<String>, String> {
    let is_c = path.extension().is_some_and(|e| e == "c");
    let code = mask(text);
    let mut out = String::with_capacity(text.len() + 64);
    let mut done = 0;
    let mut mapped = false;
    let mut from = 0;
    while let Some(k) = code[from..].find("chess_storage") {
        let at = from + k;
        from = at + "chess_storage".len();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        if word(code[..at].chars().next_back()) || word(code[from..].chars().next()) {
            continue;
        }
        let Some((open, close)) = parens(&code, from) else {
            continue;
        };
        let inner = text[open + 1..close].trim();
        let Some(address) = inner
            .strip_prefix("TM")
            .filter(|r| r.starts_with(|c: char| c == ':' || c.is_whitespace()))
            .and_then(|r| r.trim_start().strip_prefix(':'))
            .map(str::trim)
        else {
            continue;
        };
        let line = text[..at].matches('\n').count() + 1;
        let here = |what: &str| format!("{}:{line}: {what}", path.display());
        if is_c {
            return Err(here(
                "chess_storage(TM : ...) maps a variable onto the processor bus, which the host build does only for C++ kernels",
            ));
        }
        if address.is_empty() {
            return Err(here("chess_storage(TM : ...) names no address"));
        }
        let start = code[..at]
            .rfind([';', '{', '}'])
            .map_or(0, |p| p + 1)
            .max(directive_end(&code[..at]));
        let specs: Vec<&str> = text[start..at].split_whitespace().collect();
        let storage: Vec<&str> = specs
            .iter()
            .copied()
            .filter(|s| matches!(*s, "static" | "extern"))
            .collect();
        let ty: Vec<&str> = specs
            .iter()
            .copied()
            .filter(|s| !matches!(*s, "static" | "extern" | "inline" | "volatile" | "const"))
            .collect();
        let rest = &code[close + 1..];
        let name_len = rest
            .trim_start()
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(0);
        let name_at = close + 1 + (rest.len() - rest.trim_start().len());
        let name = &text[name_at..name_at + name_len];
        let semi = code[name_at + name_len..]
            .trim_start()
            .starts_with(';')
            .then(|| code[name_at + name_len..].find(';'))
            .flatten()
            .map(|p| name_at + name_len + p);
        let (Some(semi), false, false) = (
            semi,
            ty.is_empty(),
            name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()),
        ) else {
            return Err(here(
                "a chess_storage(TM : ADDRESS) declaration is mapped onto the processor bus in the form `[static] [volatile] TYPE chess_storage(TM : ADDRESS) NAME;`",
            ));
        };
        let lead = &text[start..];
        let decl = start + (lead.len() - lead.trim_start().len());
        let newlines = text[decl..=semi].matches('\n').count();
        out.push_str(&text[done..decl]);
        let storage = storage.iter().map(|s| format!("{s} ")).collect::<String>();
        out.push_str(&format!(
            "{storage}::aiesim::tm_var<{}> {name}{{static_cast<uint32_t>({address})}};",
            ty.join(" ")
        ));
        out.push_str(&"\n".repeat(newlines));
        done = semi + 1;
        from = done;
        mapped = true;
    }
    if !mapped {
        return Ok(None);
    }
    out.push_str(&text[done..]);
    let quoted = path
        .display()
        .to_string()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    Ok(Some(format!("#line 1 \"{quoted}\"\n{out}")))
}

/// `text` with comments and string and character literals blanked (the
/// same length, newlines kept), so that searches see code only.
fn mask(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut [u8], from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        match (b[i], b.get(i + 1)) {
            (b'/', Some(b'/')) => {
                let end = text[i..].find('\n').map_or(b.len(), |p| i + p);
                blank(&mut out, i, end);
                i = end;
            }
            (b'/', Some(b'*')) => {
                let end = text[i + 2..].find("*/").map_or(b.len(), |p| i + 2 + p + 2);
                blank(&mut out, i, end);
                i = end;
            }
            (q @ (b'"' | b'\''), _) => {
                let mut j = i + 1;
                while j < b.len() && b[j] != q && b[j] != b'\n' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let end = (j + 1).min(b.len());
                blank(&mut out, i, end);
                i = end;
            }
            _ => i += 1,
        }
    }
    // Only ASCII bytes were replaced by ASCII: still UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

/// The `(` after `from` (past white space) and its matching `)`.
fn parens(code: &str, from: usize) -> Option<(usize, usize)> {
    let rest = &code[from..];
    let open = from + (rest.len() - rest.trim_start().len());
    if !code[open..].starts_with('(') {
        return None;
    }
    let mut depth = 0;
    for (k, c) in code[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some((open, open + k));
                }
            }
            _ => {}
        }
    }
    None
}

/// The end of the last preprocessor directive line in `code` (0 if none).
fn directive_end(code: &str) -> usize {
    let mut end = 0;
    let mut at = 0;
    for line in code.split_inclusive('\n') {
        if line.trim_start().starts_with('#') && line.ends_with('\n') {
            end = at + line.len();
        }
        at += line.len();
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(text: &str) -> Result<Option<String>, String> {
        map_tile_storage(Path::new("k.cpp"), text)
    }

    #[test]
    fn a_tile_mapped_variable_becomes_a_tm_var() {
        let text = "#include <cstdint>\nextern \"C\" {\nconstexpr uint32_t base = 0x80000;\nstatic volatile uint32_t chess_storage(TM : base) start;\n// chess_storage(TM : 1) in a comment\nvoid f(uint32_t *d) { d[0] = *(&start + 2); }\n}\n";
        let out = map(text).unwrap().unwrap();
        assert_eq!(
            out,
            "#line 1 \"k.cpp\"\n#include <cstdint>\nextern \"C\" {\nconstexpr uint32_t base = 0x80000;\nstatic ::aiesim::tm_var<uint32_t> start{static_cast<uint32_t>(base)};\n// chess_storage(TM : 1) in a comment\nvoid f(uint32_t *d) { d[0] = *(&start + 2); }\n}\n"
        );
        // Lines keep their numbers.
        let text = "int a;\nstatic volatile\n  uint32_t chess_storage(TM:0x80000)\n  r;\nint b;\n";
        let out = map(text).unwrap().unwrap();
        assert_eq!(out.lines().nth(5), Some("int b;"));
    }

    #[test]
    fn other_storage_is_left_and_bad_forms_are_errors() {
        assert_eq!(
            map("int16_t chess_storage(% chess_alignof(v16int16)) a[4];"),
            Ok(None)
        );
        assert_eq!(map("int x; // chess_storage(TM : 4)\n"), Ok(None));
        let e = map("int y;\nuint32_t chess_storage(TM : 0x80000) r = 3;\n").unwrap_err();
        assert!(
            e.starts_with("k.cpp:2: a chess_storage(TM : ADDRESS) declaration"),
            "{e}"
        );
        let e = map_tile_storage(Path::new("k.c"), "unsigned chess_storage(TM: 0x80000) r;")
            .unwrap_err();
        assert!(e.contains("only for C++ kernels"), "{e}");
        let e = map("unsigned chess_storage(TM : ) r;").unwrap_err();
        assert!(e.ends_with("names no address"), "{e}");
    }
}
