//! Syntax errors in the user's terms: what token was expected, never a
//! grammar-rule name.

use super::{Rule, SyntaxParser};
use crate::diag::Diagnostic;
use crate::ir::Span;
use pest::error::{ErrorVariant, InputLocation};
use pest::Parser;
use std::collections::BTreeSet;

/// What to call a rule when the parser expected it.
fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::value_use | Rule::value_name | Rule::typed_use | Rule::entry_use => {
            "a value (`%name`)"
        }
        Rule::int_lit | Rule::dec_int | Rule::typed_int => "an integer",
        Rule::float_lit => "a number",
        Rule::string_lit => "a string",
        Rule::bool_lit => "`true` or `false`",
        Rule::symbol_ref | Rule::symbol_path => "a symbol (`@name`)",
        Rule::block_ref => "a block (`^bb1`)",
        Rule::bare_id | Rule::enum_word => "a keyword",
        Rule::ty | Rule::type_list | Rule::type_list_parens | Rule::function_type => "a type",
        Rule::attr_value => "an attribute value",
        Rule::attr_dict => "`{`",
        Rule::region => "a region (`{`)",
        Rule::operation | Rule::block_label | Rule::result_list => "an operation",
        Rule::dim_list | Rule::pad_list | Rule::merge_list | Rule::sym_list | Rule::int_list => {
            "`[`"
        }
        Rule::dense_attr => "`dense<...>`",
        Rule::packet_info => "`#aie.packet_info<...>`",
        Rule::bd_iteration => "`#aie.bd_iteration<...>`",
        Rule::trace_buffer => "`#aie.trace_buffer<...>`",
        Rule::trace_slice => "`#aie.trace_slice<...>`",
        Rule::EOI => "end of input",
        Rule::visibility => "`private`, `public` or `nested`",
        _ => return None,
    })
}

/// Re-parses `src` with pest's detailed error tracking and turns the failure
/// into a diagnostic: "expected `)`".
pub fn syntax_error(src: &str) -> Diagnostic {
    syntax_error_in(Rule::file, src)
}

/// [`syntax_error`] for `src` read as a `rule` (a type or attribute alone).
pub fn syntax_error_in(rule: Rule, src: &str) -> Diagnostic {
    pest::set_error_detail(true);
    let err = match SyntaxParser::parse(rule, src) {
        Ok(_) => {
            return Diagnostic::error(
                Span::default(),
                "internal error: input parses only without error detail",
            )
        }
        Err(e) => e,
    };
    pest::set_error_detail(false);
    let mut pos = match err.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let mut expected = BTreeSet::new();
    let mut op_expected = false;
    let attempts = err.parse_attempts();
    // Token attempts (literals such as `)`) may reach further than rule attempts.
    let deeper = attempts
        .as_ref()
        .is_some_and(|a| a.max_position > pos && !a.expected_tokens().is_empty());
    if let Some(attempts) = attempts {
        if deeper {
            pos = attempts.max_position;
        }
        for t in attempts.expected_tokens() {
            let t = t.to_string();
            if t.trim().is_empty() || t == "//" || t == "\u{feff}" {
                continue;
            }
            if t.contains('.') && t.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                op_expected = true;
            } else {
                expected.insert(format!("`{t}`"));
            }
        }
    }
    if let (false, ErrorVariant::ParsingError { positives, .. }) = (deeper, &err.variant) {
        for r in positives {
            match describe(*r) {
                Some(d) => {
                    expected.insert(d.to_string());
                }
                None if format!("{r:?}").starts_with("op_") => op_expected = true,
                None => {}
            }
        }
    }
    let rest = &src[pos.min(src.len())..];
    let word: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.'))
        .collect();
    let span_end = pos
        + rest.chars().next().map_or(0, |c| {
            if word.is_empty() {
                c.len_utf8()
            } else {
                word.len()
            }
        });
    let span = Span::new(pos, span_end.min(src.len()));
    let op_here = op_expected || expected.contains("an operation");
    if op_here && word.contains('.') && word.starts_with(|c: char| c.is_ascii_alphabetic()) {
        let known = crate::ops::OPS.iter().map(|d| d.name);
        let help = match crate::diag::did_you_mean(&word, known) {
            Some(name) => format!("did you mean '{name}'?"),
            None => "aiec knows the aie, aiex, func, scf, cf, arith and memref ops listed in docs/dialect.md; any other op can be written in generic form: \"dialect.op\"(...) : (...) -> (...)".to_string(),
        };
        return Diagnostic::error(span, format!("custom op '{word}' is unknown")).with_help(help);
    }
    if op_expected {
        expected.insert("an operation".to_string());
    }
    let list: Vec<String> = expected.into_iter().collect();
    let found = match rest.chars().next() {
        None => "end of input".to_string(),
        Some('\n' | '\r') => "end of line".to_string(),
        Some(c) if word.is_empty() => format!("`{c}`"),
        Some(_) => format!("`{word}`"),
    };
    let message = match list.len() {
        0 => format!("unexpected {found}"),
        1 if list[0] == "`\"`" => "expected `\"` in string literal".to_string(),
        1 => format!("expected {}", list[0]),
        _ => format!("expected one of {}", list.join(", ")),
    };
    Diagnostic::error(span, message).with_help(format!("found {found} here"))
}
