//! `--diagnostics=json` (aiec and aie-sim; docs/diagnostics.md): one JSON
//! object per diagnostic and line on standard error, in a stable schema
//! (`docs/schemas/diagnostic.schema.json`):
//!
//! `{"severity", "code", "message", "spans": [{"file", "line", "column",
//! "start", "end", "label"}], "help", "notes": [{"message", "spans"}]}`
//!
//! `code` names the op the diagnostic is about (`aie.flow`), or the tool for
//! one about the command line or a file (`aiec`, `aie-sim`); `start` and
//! `end` are byte offsets in the file, `line` and `column` 1-based (column
//! in characters).

use dialect::diag::line_col;
use dialect::ir::Span;
use dialect::{Diagnostic, Severity};
use serde_json::{json, Value};

/// `d` (spans relative to the chunk at byte `base` of `source`, the file
/// `file`) as one line of JSON.
pub(crate) fn render(tool: &str, file: &str, source: &str, base: usize, d: &Diagnostic) -> String {
    let span = |s: Span, label: &str| {
        let start = (base + s.start as usize).min(source.len());
        let end = (base + s.end as usize).clamp(start, source.len());
        let (line, column) = line_col(source, start);
        json!({
            "file": file,
            "line": line,
            "column": column,
            "start": start,
            "end": end,
            "label": label,
        })
    };
    let spans: Vec<Value> = d.span.map(|s| span(s, &d.message)).into_iter().collect();
    let notes: Vec<Value> = d
        .notes
        .iter()
        .map(|n| {
            let spans: Vec<Value> = n.span.map(|s| span(s, &n.message)).into_iter().collect();
            json!({"message": n.message, "spans": spans})
        })
        .collect();
    line(json!({
        "severity": d.severity.word(),
        "code": d.op.as_deref().unwrap_or(tool),
        "message": d.full_message(),
        "spans": spans,
        "help": d.help,
        "notes": notes,
    }))
}

/// A diagnostic without a source location (a file that cannot be read, a
/// bad command line) as one line of JSON.
pub(crate) fn plain(tool: &str, severity: Severity, message: &str, help: Option<&str>) -> String {
    line(json!({
        "severity": severity.word(),
        "code": tool,
        "message": message,
        "spans": [],
        "help": help,
        "notes": [],
    }))
}

fn line(v: Value) -> String {
    format!("{v}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_are_file_offsets_with_lines_and_labels() {
        let src = "// -----\nmodule {\n  %t = aie.tile(99, 1)\n}\n";
        let d = Diagnostic::op_error(Span::new(16, 24), "aie.tile", "column 99 is out of range")
            .with_help("npu1 has columns 0 to 3")
            .with_note(None, "in device npu1");
        let text = render("aiec", "x.mlir", src, 9, &d);
        assert!(text.ends_with("}\n") && text.matches('\n').count() == 1);
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["severity"], "error");
        assert_eq!(v["code"], "aie.tile");
        assert_eq!(v["message"], "'aie.tile' op column 99 is out of range");
        let s = &v["spans"][0];
        assert_eq!(
            (s["line"].as_u64(), s["column"].as_u64()),
            (Some(3), Some(8))
        );
        assert_eq!(
            (s["start"].as_u64(), s["end"].as_u64()),
            (Some(25), Some(33))
        );
        assert_eq!(&src[25..33], "aie.tile");
        assert_eq!(s["label"], "column 99 is out of range");
        assert_eq!(v["help"], "npu1 has columns 0 to 3");
        assert_eq!(v["notes"][0]["spans"], json!([]));
    }
}
