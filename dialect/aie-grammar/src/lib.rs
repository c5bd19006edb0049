//! The pest grammar of the textual MLIR that aiec reads, and the parser pest
//! derives from it: `grammar.pest` (hand-written: tokens, types, attributes,
//! the generic op structure) and `ops.pest` (generated from the op table by
//! `dialect`'s `syntax::generate`, checked by its `grammar_is_current`
//! test). A crate of its own because the derived parser is the costliest code
//! to compile: it builds beside the other crates and is not rebuilt when
//! the dialect changes.

/// The rules of `grammar.pest` + `ops.pest`, one variant per rule (and `EOI`),
/// as the pairs of [`SyntaxParser`]'s parse trees name them.
pub use derived::Rule;
pub use derived::SyntaxParser;

// pest derives `Rule` and `Rule::all_rules` without docs (the rules carry
// none): the lint is allowed on the derived code only.
#[allow(missing_docs)]
mod derived {
    /// The parser of `grammar.pest` + `ops.pest`; [`Rule`] names their rules.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    #[grammar = "ops.pest"]
    pub struct SyntaxParser;
}
