//! The pass reference of docs/passes.md, generated from [`PASSES`].

use crate::{Pass, PassOption, PASSES};

/// A Markdown table of every registered pass: flag (linked to its doc),
/// mlir-aie name, summary and options.
pub fn reference_markdown() -> String {
    let mut out = String::from(
        "| Pass | mlir-aie name | Runs on | Summary | Options |\n|---|---|---|---|---|\n",
    );
    for pass in PASSES {
        out.push_str(&pass_row(pass));
    }
    out
}

/// One table row.
fn pass_row(pass: &Pass) -> String {
    let options = if pass.options.is_empty() {
        "none".to_string()
    } else {
        let cells: Vec<String> = pass.options.iter().map(option_cell).collect();
        cells.join("<br>")
    };
    format!(
        "| [`--{}`]({}) | `{}` | `{}` | {} | {} |\n",
        pass.flag,
        pass.doc,
        pass.name,
        pass.anchor.op_name(),
        escape(pass.summary),
        options
    )
}

/// An option as `` `name` (default `d`; one of `a`, `b`): help ``.
fn option_cell(option: &PassOption) -> String {
    let accepted = if option.values.is_empty() {
        "any value".to_string()
    } else {
        let values: Vec<String> = option.values.iter().map(|v| code(v)).collect();
        format!("one of {}", values.join(", "))
    };
    format!(
        "`{}` (default {}; {accepted}): {}",
        option.name,
        code(option.default),
        escape(option.help)
    )
}

/// A value in code quotes; the empty value as `""`.
fn code(value: &str) -> String {
    if value.is_empty() {
        "`\"\"`".to_string()
    } else {
        format!("`{value}`")
    }
}

/// Text made safe for a table cell.
fn escape(text: &str) -> String {
    text.replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOCS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs");

    /// docs/passes.md holds the generated reference between
    /// `<!-- passes:begin -->` and `<!-- passes:end -->`; with `UPDATE_DOCS`
    /// set, this rewrites it.
    #[test]
    fn passes_doc_is_current() {
        let path = format!("{DOCS}/passes.md");
        let doc = std::fs::read_to_string(&path).unwrap_or_default();
        let (begin, end) = ("<!-- passes:begin -->\n", "<!-- passes:end -->");
        let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
            panic!("docs/passes.md lacks the passes markers")
        };
        let generated = reference_markdown();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let new = format!("{}{generated}{}", &doc[..b + begin.len()], &doc[e..]);
            std::fs::write(&path, new).expect("write docs/passes.md");
            return;
        }
        assert!(
            doc[b + begin.len()..e] == generated,
            "docs/passes.md is stale: run UPDATE_DOCS=1 cargo test -p passes passes_doc_is_current"
        );
    }

    /// Every pass's `doc` names a page of docs/ and, if given, a heading of it.
    #[test]
    fn doc_links_resolve() {
        for pass in PASSES {
            let (page, section) = pass.doc.split_once('#').unwrap_or((pass.doc, ""));
            let text = std::fs::read_to_string(format!("{DOCS}/{page}"))
                .unwrap_or_else(|_| panic!("--{}: no docs/{page}", pass.flag));
            let anchors: Vec<String> = text
                .lines()
                .filter_map(|l| l.strip_prefix('#'))
                .map(|h| anchor(h.trim_start_matches('#')))
                .collect();
            assert!(
                section.is_empty() || anchors.iter().any(|a| a == section),
                "--{}: docs/{page} has no heading #{section}",
                pass.flag
            );
        }
    }

    /// The anchor GitHub gives a heading: lower case, punctuation other than
    /// `-` and `_` dropped, spaces as `-`.
    fn anchor(heading: &str) -> String {
        heading
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect()
    }

    #[test]
    fn options_show_default_and_accepted_values() {
        let cell = option_cell(&PassOption {
            name: "scheme",
            help: "a | b",
            default: "",
            values: &["a", ""],
        });
        assert_eq!(
            cell,
            "`scheme` (default `\"\"`; one of `a`, `\"\"`): a \\| b"
        );
    }
}
