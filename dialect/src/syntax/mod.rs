//! Parsing and printing of MLIR's textual form. The grammar of the custom op
//! syntax is generated from the op table ([`ops`]); see [`format`].

mod errors;
pub mod format;
mod names;
pub mod ops;
mod parse;
mod print;

pub use parse::parse;
pub use print::print;

#[derive(pest_derive::Parser)]
#[grammar = "syntax/grammar.pest"]
#[grammar = "syntax/ops.pest"]
pub(crate) struct SyntaxParser;

#[cfg(test)]
mod tests {
    #[test]
    fn grammar_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/syntax/ops.pest");
        let generated = super::format::generate_grammar();
        if std::env::var_os("UPDATE_GRAMMAR").is_some() {
            std::fs::write(path, &generated).expect("write ops.pest");
        }
        let current = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            current == generated,
            "ops.pest is stale: run UPDATE_GRAMMAR=1 cargo test -p aiec-dialect grammar_is_current"
        );
    }

    /// docs/dialect.md lists every op of the table with its syntax, between markers.
    #[test]
    fn dialect_doc_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/dialect.md");
        let doc = std::fs::read_to_string(path).unwrap_or_default();
        let (begin, end) = ("<!-- ops:begin -->\n", "<!-- ops:end -->");
        let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
            panic!("docs/dialect.md lacks the op markers")
        };
        let generated = super::format::op_reference_markdown();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let new = format!("{}{generated}{}", &doc[..b + begin.len()], &doc[e..]);
            std::fs::write(path, new).expect("write docs/dialect.md");
            return;
        }
        assert!(doc[b + begin.len()..e] == generated, "docs/dialect.md is stale: run UPDATE_DOCS=1 cargo test -p aiec-dialect dialect_doc_is_current");
    }
}
