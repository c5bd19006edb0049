//! Splitting one assembly line into its head (mnemonic, directive or label)
//! and operands, with source spans.

use crate::diag::Span;

/// A token of a line and where it is in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Token<'a> {
    pub text: &'a str,
    pub span: Span,
}

/// One non-empty line after comments are removed.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line<'a> {
    /// `NAME:`
    Label(Token<'a>),
    /// A mnemonic or directive and its operands.
    Statement {
        head: Token<'a>,
        operands: Vec<Token<'a>>,
    },
}

/// Whether `text` is a label, group or pad name: `[A-Za-z0-9_.-]+`.
pub(super) fn is_label_name(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// Splits `line` (which starts at byte `base` of its file). Comments start at
/// `;` or `#` outside double quotes and run to the end of the line; operands
/// are separated by commas and/or whitespace. `Ok(None)` for a blank line.
pub(super) fn split(line: &str, base: usize) -> Result<Option<Line<'_>>, (Span, String)> {
    let end = comment_start(line).unwrap_or(line.len());
    let code = &line[..end];
    let start = code.len() - code.trim_start().len();
    let code = code.trim();
    if code.is_empty() {
        return Ok(None);
    }
    let at = |from: usize, len: usize| Span::new(base + start + from, base + start + from + len);
    if let Some(name) = code.strip_suffix(':') {
        if is_label_name(name) {
            return Ok(Some(Line::Label(Token {
                text: name,
                span: at(0, name.len()),
            })));
        }
    }
    let head_len = code.find(char::is_whitespace).unwrap_or(code.len());
    let head = Token {
        text: &code[..head_len],
        span: at(0, head_len),
    };
    let mut operands = Vec::new();
    // Whether an operand must come next (at the start, and after a comma).
    let mut need = false;
    let bytes = code.as_bytes();
    let mut i = head_len;
    while i < bytes.len() {
        match bytes[i] {
            b if b.is_ascii_whitespace() => i += 1,
            b',' => {
                if need || operands.is_empty() {
                    return Err((at(i, 1), "expected an operand before ','".into()));
                }
                need = true;
                i += 1;
            }
            _ => {
                let from = i;
                if bytes[i] == b'"' {
                    i +=
                        1 + code[i + 1..].find('"').ok_or_else(|| {
                            (at(from, code.len() - from), "unterminated string".into())
                        })? + 1;
                } else {
                    while i < bytes.len() && bytes[i] != b',' && !bytes[i].is_ascii_whitespace() {
                        i += 1;
                    }
                }
                operands.push(Token {
                    text: &code[from..i],
                    span: at(from, i - from),
                });
                need = false;
            }
        }
    }
    if need {
        return Err((
            at(code.len() - 1, 1),
            "expected an operand after ','".into(),
        ));
    }
    Ok(Some(Line::Statement { head, operands }))
}

/// The byte offset of the first `;` or `#` outside double quotes.
fn comment_start(line: &str) -> Option<usize> {
    let mut quoted = false;
    line.bytes().position(|b| {
        if b == b'"' {
            quoted = !quoted;
        }
        !quoted && (b == b';' || b == b'#')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> (String, Vec<String>) {
        match split(line, 0).unwrap().unwrap() {
            Line::Label(t) => (format!("{}:", t.text), vec![]),
            Line::Statement { head, operands } => (
                head.text.to_string(),
                operands.iter().map(|t| t.text.to_string()).collect(),
            ),
        }
    }

    #[test]
    fn separators_and_comments() {
        let want = (
            "WRITE_32".to_string(),
            vec!["1".to_string(), "2".to_string()],
        );
        for line in [
            "WRITE_32 1, 2",
            "  WRITE_32\t1,2 ; comment",
            "WRITE_32 1 ,  2 # comment",
            "WRITE_32 1 2",
        ] {
            assert_eq!(texts(line), want, "{line}");
        }
        assert_eq!(texts("lbl_0:"), ("lbl_0:".to_string(), vec![]));
        assert_eq!(
            texts(".include \"a b;c.asm\" ; x").1,
            vec!["\"a b;c.asm\"".to_string()]
        );
        assert_eq!(split("   ; only a comment", 0).unwrap(), None);
        assert_eq!(split("# seed-style comment", 0).unwrap(), None);
    }

    #[test]
    fn spans_point_into_the_file() {
        let Line::Statement { head, operands } = split("  MOV $r1, 5", 100).unwrap().unwrap()
        else {
            panic!()
        };
        assert_eq!(head.span, Span::new(102, 105));
        assert_eq!(operands[1].span, Span::new(111, 112));
    }

    #[test]
    fn empty_operands_are_errors() {
        for line in [
            "WRITE_32 1,, 2",
            "WRITE_32 , 1",
            "WRITE_32 1, 2,",
            "X \"open",
        ] {
            assert!(split(line, 0).is_err(), "{line}");
        }
    }
}
