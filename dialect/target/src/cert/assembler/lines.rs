//! Splitting one assembly line into its head (mnemonic, directive or label)
//! and operands, with source spans.

use super::source::Loc;
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
    /// A mnemonic or directive (its operands are returned separately).
    Statement { head: Token<'a> },
}

/// An operand's text and location.
pub(super) type Operand<'a> = (&'a str, Loc);

/// Whether `text` is a label, group or pad name: `[A-Za-z0-9_.-]+`.
pub(super) fn is_label_name(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// Splits `line` (which starts at byte `base` of `file`), leaving the
/// operands in `operands` (cleared first). Comments start at `;` or `#`
/// outside double quotes and run to the end of the line; operands are
/// separated by commas and/or whitespace. `Ok(None)` for a blank line.
pub(super) fn split<'a>(
    line: &'a str,
    file: u32,
    base: usize,
    operands: &mut Vec<Operand<'a>>,
) -> Result<Option<Line<'a>>, (Span, String)> {
    operands.clear();
    let end = comment_start(line).unwrap_or(line.len());
    let (start, code) = trimmed(&line[..end]);
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
    let head_len = if code.is_ascii() {
        code.bytes().position(is_space).unwrap_or(code.len())
    } else {
        code.find(char::is_whitespace).unwrap_or(code.len())
    };
    let head = Token {
        text: &code[..head_len],
        span: at(0, head_len),
    };
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
                let span = at(from, i - from);
                operands.push((&code[from..i], Loc { file, span }));
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
    Ok(Some(Line::Statement { head }))
}

/// Whether an ASCII byte is white space as `char::is_whitespace` has it.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// `code` without leading and trailing white space, and the length of the
/// leading white space (byte loops for ASCII text, the hot case).
fn trimmed(code: &str) -> (usize, &str) {
    if !code.is_ascii() {
        let rest = code.trim_start();
        return (code.len() - rest.len(), rest.trim_end());
    }
    let b = code.as_bytes();
    let start = b.iter().position(|&c| !is_space(c)).unwrap_or(b.len());
    let end = b
        .iter()
        .rposition(|&c| !is_space(c))
        .map_or(start, |e| e + 1);
    (start, &code[start..end.max(start)])
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

/// `operands` emptied, its allocation kept for operands borrowing other text.
pub(super) fn recycle<'b>(mut operands: Vec<Operand<'_>>) -> Vec<Operand<'b>> {
    operands.clear();
    // An in-place collect of an empty vector: no element moves, the buffer stays.
    operands.into_iter().map(|_| unreachable!()).collect()
}

/// Calls `f` with the texts of `operands` (on the stack for up to 8).
pub(super) fn texts<R>(operands: &[Operand<'_>], f: impl FnOnce(&[&str]) -> R) -> R {
    let mut texts = [""; 8];
    if operands.len() > texts.len() {
        return f(&operands.iter().map(|o| o.0).collect::<Vec<_>>());
    }
    for (t, o) in texts.iter_mut().zip(operands) {
        *t = o.0;
    }
    f(&texts[..operands.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> (String, Vec<String>) {
        let mut operands = Vec::new();
        match split(line, 0, 0, &mut operands).unwrap().unwrap() {
            Line::Label(t) => (format!("{}:", t.text), vec![]),
            Line::Statement { head } => (
                head.text.to_string(),
                operands.iter().map(|t| t.0.to_string()).collect(),
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
        assert_eq!(
            split("   ; only a comment", 0, 0, &mut vec![]).unwrap(),
            None
        );
        assert_eq!(
            split("# seed-style comment", 0, 0, &mut vec![]).unwrap(),
            None
        );
    }

    #[test]
    fn spans_point_into_the_file() {
        let mut operands = Vec::new();
        let Line::Statement { head } = split("  MOV $r1, 5", 3, 100, &mut operands)
            .unwrap()
            .unwrap()
        else {
            panic!()
        };
        assert_eq!(head.span, Span::new(102, 105));
        assert_eq!(operands[1].1.span, Span::new(111, 112));
        assert_eq!(operands[1].1.file, 3);
    }

    #[test]
    fn empty_operands_are_errors() {
        for line in [
            "WRITE_32 1,, 2",
            "WRITE_32 , 1",
            "WRITE_32 1, 2,",
            "X \"open",
        ] {
            assert!(split(line, 0, 0, &mut vec![]).is_err(), "{line}");
        }
    }
}
