//! `--pass-pipeline`: MLIR's textual pass pipeline,
//! `builtin.module(aie.device(aie-assign-lock-ids,aie-assign-buffer-addresses{alloc-scheme=basic-sequential}),aie-dma-to-npu)`.
//!
//! The text is a tree: `op-name(element, ...)` nests passes on the ops of
//! that name; an element is a pass, `name{option=value ...}` with options, or
//! another nest. Every pass must sit in a nest of the op it is anchored on
//! ([`crate::Anchor`]; op-agnostic passes fit anywhere), as MLIR requires.
//! Parsing flattens the tree into steps in run order, each recording the op
//! it is nested on.

use crate::{lookup, Anchor, Args, Step, PASSES};

/// A malformed pipeline: the byte offset in the text it is about, the
/// message, and a suggestion.
#[derive(Debug, PartialEq)]
pub struct Error {
    /// Byte offset in the pipeline text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
    /// A suggestion, if there is one.
    pub help: Option<String>,
}

/// The op names a nest may be anchored on.
fn nest_ops() -> [&'static str; 4] {
    [
        Anchor::Module.op_name(),
        Anchor::Device.op_name(),
        Anchor::Any.op_name(),
        dialect::ir::OpKind::FuncFunc.name(),
    ]
}

/// Parses `text` (whose top nest must be `builtin.module` or `any`) into steps.
pub fn parse(text: &str) -> Result<Vec<Step>, Error> {
    let mut p = Parser {
        text,
        at: 0,
        steps: Vec::new(),
    };
    p.skip_blanks();
    let start = p.at;
    let name = p.name();
    if p.peek() != Some('(') {
        return Err(p.error_at(
            start,
            "expected the pass pipeline to be wrapped in its anchor op, e.g. 'builtin.module(...)'",
            Some(format!(
                "write --pass-pipeline='builtin.module({})'",
                text.trim()
            )),
        ));
    }
    // `any(...)` anchors the outermost pass manager on whatever op the input
    // is: here the module.
    if name != Anchor::Module.op_name() && name != Anchor::Any.op_name() {
        return Err(p.error_at(
            start,
            &format!("can't run a '{name}' pass manager on the top-level 'builtin.module' op"),
            Some("the outermost nest is builtin.module(...) or any(...)".into()),
        ));
    }
    p.nest(Anchor::Module.op_name())?;
    p.skip_blanks();
    if p.at < text.len() {
        return Err(p.error_at(p.at, "unexpected text after the pipeline", None));
    }
    Ok(p.steps)
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
    steps: Vec<Step>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// A pass or op name: everything up to a delimiter.
    fn name(&mut self) -> &'a str {
        let rest: &'a str = &self.text[self.at..];
        let len = rest
            .find(|c: char| matches!(c, ',' | '(' | ')' | '{' | '}') || c.is_whitespace())
            .unwrap_or(rest.len());
        self.at += len;
        &rest[..len]
    }

    fn error_at(&self, offset: usize, message: &str, help: Option<String>) -> Error {
        Error {
            offset,
            message: message.to_string(),
            help,
        }
    }

    /// `(element, ...)` after the nest op `op`, including the parentheses.
    fn nest(&mut self, op: &str) -> Result<(), Error> {
        let open = self.at;
        self.at += 1;
        self.skip_blanks();
        if self.peek() == Some(')') {
            self.at += 1;
            return Ok(());
        }
        loop {
            self.element(op)?;
            self.skip_blanks();
            match self.peek() {
                Some(',') => {
                    self.at += 1;
                    self.skip_blanks();
                }
                Some(')') => {
                    self.at += 1;
                    return Ok(());
                }
                Some(c) => {
                    return Err(self.error_at(
                        self.at,
                        &format!("expected ',' or ')', found '{c}'"),
                        None,
                    ))
                }
                None => {
                    return Err(self.error_at(
                        open,
                        "encountered unbalanced parentheses while parsing the pipeline",
                        Some("close every '(' with ')'".into()),
                    ))
                }
            }
        }
    }

    /// One pass (with options) or nest, inside a nest on op `parent`.
    fn element(&mut self, parent: &str) -> Result<(), Error> {
        let start = self.at;
        let name = self.name();
        if name.is_empty() {
            return Err(self.error_at(
                start,
                "expected a pass name or an op name",
                Some("elements are separated by single commas".into()),
            ));
        }
        if self.peek() == Some('(') {
            if !nest_ops().contains(&name) {
                return Err(self.error_at(
                    start,
                    &format!("'{name}' is not an op aiec nests passes on"),
                    Some(format!("nest on one of: {}", nest_ops().join(", "))),
                ));
            }
            return self.nest(name);
        }
        let options = self.options()?;
        self.pass(name, start, options, parent)
    }

    /// `{...}` after a pass name, with nested braces and quotes kept; the
    /// text between the outer braces and its offset.
    fn options(&mut self) -> Result<Option<(usize, String)>, Error> {
        if self.peek() != Some('{') {
            return Ok(None);
        }
        let open = self.at;
        let (mut depth, mut quote) = (0, None);
        for (i, c) in self.text[open..].char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '{') => depth += 1,
                (None, '}') => {
                    depth -= 1;
                    if depth == 0 {
                        self.at = open + i + 1;
                        return Ok(Some((open + 1, self.text[open + 1..open + i].to_string())));
                    }
                }
                _ => {}
            }
        }
        Err(self.error_at(
            open,
            "unbalanced '{' in pass options",
            Some("close the options with '}'".into()),
        ))
    }

    fn pass(
        &mut self,
        name: &str,
        start: usize,
        options: Option<(usize, String)>,
        parent: &str,
    ) -> Result<(), Error> {
        let Some(pass) = lookup(name) else {
            return Err(self.error_at(
                start,
                &format!("'{name}' does not refer to a registered pass"),
                Some(match closest(name) {
                    Some(c) => format!("did you mean '{c}'? (aiec --list-passes lists them)"),
                    None => "aiec --list-passes lists the registered passes".into(),
                }),
            ));
        };
        if pass.anchor != Anchor::Any && pass.anchor.op_name() != parent {
            let anchor = pass.anchor.op_name();
            return Err(self.error_at(
                start,
                &format!(
                    "can't add pass '{}' restricted to '{anchor}' on a pass manager intended to run on '{parent}'",
                    pass.name
                ),
                Some(format!("nest it: {anchor}({name})")),
            ));
        }
        let (at, text) = options.unwrap_or((start, String::new()));
        let args = Args::parse(pass.options, &text).map_err(|e| self.error_at(at, &e, None))?;
        let mut step = Step::new(pass, args);
        step.on = Some(parent.to_string());
        self.steps.push(step);
        Ok(())
    }
}

/// The registered pass whose name is closest to `name`, if it is close
/// enough to be a likely typo.
pub fn closest(name: &str) -> Option<&'static str> {
    PASSES
        .iter()
        .map(|p| (edit_distance(name, p.flag), p.flag))
        .filter(|&(d, flag)| d <= (flag.len().max(name.len()) / 4).max(1))
        .min()
        .map(|(_, flag)| flag)
}

/// Levenshtein distance over bytes.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.bytes().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != b[j]))
                .min(row[j] + 1)
                .min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(text: &str) -> Vec<(String, String)> {
        parse(text)
            .expect("parses")
            .iter()
            .map(|s| (s.pass.flag.to_string(), s.on.clone().unwrap_or_default()))
            .collect()
    }

    #[test]
    fn nests_options_and_order() {
        let steps = parse(
            "builtin.module(aie.device(aie-assign-lock-ids, aie-assign-buffer-addresses{alloc-scheme=basic-sequential}),aie-materialize-runtime-sequences,canonicalize)",
        )
        .unwrap();
        assert_eq!(steps[1].args.get("alloc-scheme"), "basic-sequential");
        assert_eq!(
            flags("builtin.module(aie.device(aie-assign-lock-ids,canonicalize),canonicalize)"),
            [
                ("aie-assign-lock-ids".into(), "aie.device".into()),
                ("canonicalize".into(), "aie.device".into()),
                ("canonicalize".into(), "builtin.module".into())
            ]
        );
        assert!(parse("builtin.module()").unwrap().is_empty());
    }

    #[test]
    fn errors_are_located() {
        let err = |t: &str| parse(t).unwrap_err();
        assert_eq!(err("aie-assign-lock-ids").offset, 0);
        let e = err("builtin.module(aie.device(aie-asign-lock-ids))");
        assert_eq!(e.offset, 26);
        assert!(e.help.unwrap().contains("'aie-assign-lock-ids'"));
        let e = err("builtin.module(aie-assign-lock-ids)");
        assert!(
            e.message.contains("restricted to 'aie.device'"),
            "{}",
            e.message
        );
        assert_eq!(err("builtin.module(aie.device(canonicalize)").offset, 14);
        assert_eq!(err("builtin.module(canonicalize,)").offset, 28);
        let e = err("builtin.module(aie.device(aie-assign-buffer-addresses{alloc-scheme=nope}))");
        assert_eq!(e.offset, 54);
        assert_eq!(
            err("builtin.module(aie.device(aie-find-flows{x=1)))").offset,
            40
        );
        assert_eq!(err("builtin.module(x.y(canonicalize))").offset, 15);
    }

    #[test]
    fn suggestions_are_close_or_absent() {
        assert_eq!(closest("aie-flows-to-json"), None);
        assert_eq!(closest("canonicalise"), Some("canonicalize"));
        assert_eq!(closest("xyz"), None);
    }
}
