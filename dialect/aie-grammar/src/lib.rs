//! The pest grammar of the textual MLIR that aiec reads, and the parser pest
//! derives from it: `grammar.pest` (hand-written: tokens, types, attributes,
//! the generic op structure) and `ops.pest` (generated from the op table by
//! `dialect`'s `syntax::generate`, checked by its `grammar_is_current`
//! test). A crate of its own because the derived parser is the costliest code
//! to compile: it builds beside the other crates and is not rebuilt when
//! the dialect changes.

/// The parser of `grammar.pest` + `ops.pest`; [`Rule`] names their rules.
#[derive(pest_derive::Parser)]
#[grammar = "grammar.pest"]
#[grammar = "ops.pest"]
pub struct SyntaxParser;
