//! Splitting one assembly line into its head (mnemonic, directive or label)
//! and operands, with source spans.

use super::source::Loc;
use crate::cert::instr_syntax::MAX_ARGS;
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

// What a byte is to the line splitter: the bits of [`CLASS`].
/// Part of a head or operand.
const WORD: u8 = 1;
/// White space (`\t`, `\r`, form feed, space).
const SPACE: u8 = 2;
const COMMA: u8 = 4;
/// `;` or `#`: the rest of the line is a comment.
const COMMENT: u8 = 8;
/// A double quote, a vertical tab or a non-ASCII byte: the line is split by
/// [`split_general`].
const OTHER: u8 = 16;
/// `\n`, and the end of the text.
const NEWLINE: u8 = 32;

/// The class of every byte.
static CLASS: [u8; 256] = {
    let mut table = [WORD; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'\t' | b'\r' | 0x0C | b' ' => SPACE,
            b'\n' => NEWLINE,
            b',' => COMMA,
            b';' | b'#' => COMMENT,
            b'"' | 0x0B | 0x80..=0xFF => OTHER,
            _ => WORD,
        };
        b += 1;
    }
    table
};

/// What [`split`] makes of a line: `Ok(None)` for a blank line.
pub(super) type Split<'a> = Result<Option<Line<'a>>, (Span, String)>;

/// The class of byte `i` of `b` (past the end: a newline).
fn class_at(b: &[u8], i: usize) -> u8 {
    b.get(i).map_or(NEWLINE, |&c| CLASS[usize::from(c)])
}

/// The end of the run of bytes of the classes `of` in `b` from `i`.
fn run_end(b: &[u8], i: usize, of: u8) -> usize {
    let rest = b.get(i..).unwrap_or(&[]);
    i + rest
        .iter()
        .position(|&c| CLASS[usize::from(c)] & of == 0)
        .unwrap_or(rest.len())
}

/// The end of the run of [`WORD`] bytes in `b` from `i`: eight bytes at a
/// time while none of them can end it, then byte by byte.
fn word_end(b: &[u8], mut i: usize) -> usize {
    while let Some(chunk) = b.get(i..i + 8) {
        let stops = word_stops(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
        if stops != 0 {
            i += stops.trailing_zeros() as usize / 8;
            break;
        }
        i += 8;
    }
    run_end(b, i, WORD)
}

/// The high bit of each byte of `x` (eight bytes, the first in the low
/// bits) that may end a word: below `$` (white space, `"`, `#`, control
/// bytes), `,`, `;` or non-ASCII; exact up to the first such byte, which
/// is all [`word_end`] needs (bytes after it may be flagged by the borrow).
fn word_stops(x: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let zero_bytes = |y: u64| y.wrapping_sub(ONES) & !y & HIGH;
    let below_dollar = x.wrapping_sub(ONES * u64::from(b'$')) & !x & HIGH;
    let comma = zero_bytes(x ^ (ONES * u64::from(b',')));
    let semicolon = zero_bytes(x ^ (ONES * u64::from(b';')));
    below_dollar | comma | semicolon | (x & HIGH)
}

/// Splits the first line of `text` (which starts at byte `base` of `file`),
/// leaving the operands in `operands` (cleared first); the line's length
/// (with its `\n`) and the line split. Comments start at `;` or `#` outside
/// double quotes and run to the end of the line; operands are separated by
/// commas and/or whitespace.
///
/// One pass over the bytes by class, which also finds the end of the line;
/// the rest of a comment is skipped with `memchr` (a word or a vector at a
/// time). A line with a quote, a vertical tab or a non-ASCII byte before
/// its comment goes to [`split_general`].
pub(super) fn split<'a>(
    text: &'a str,
    file: u32,
    base: usize,
    operands: &mut Vec<Operand<'a>>,
) -> (usize, Split<'a>) {
    operands.clear();
    let b = text.as_bytes();
    let class = |i: usize| class_at(b, i);
    let run = |i: usize, of: u8| run_end(b, i, of);
    // The length of the line whose `\n` or comment is at `i`.
    let line_len = |i: usize| match memchr::memchr(b'\n', b.get(i..).unwrap_or(&[])) {
        Some(n) => i + n + 1,
        None => b.len(),
    };
    let at = |from: usize, to: usize| Span::new(base + from, base + to);
    let head_start = run(0, SPACE);
    // A comma belongs to the head, as it does in split_general.
    let mut i = run(head_start, WORD | COMMA);
    let head = Token {
        text: &text[head_start..i],
        span: at(head_start, i),
    };
    // The comma that needs an operand after it, if any.
    let mut open_comma: Option<usize> = None;
    loop {
        match class(i) {
            SPACE => i = run(i + 1, SPACE),
            NEWLINE => break,
            COMMENT => {
                i = line_len(i) - 1;
                break;
            }
            WORD => {
                let from = i;
                i = run(i + 1, WORD);
                let span = at(from, i);
                operands.push((&text[from..i], Loc { file, span }));
                open_comma = None;
            }
            COMMA => {
                if open_comma.is_some() || operands.is_empty() {
                    let error = (at(i, i + 1), "expected an operand before ','".into());
                    return (line_len(i), Err(error));
                }
                open_comma = Some(i);
                i += 1;
            }
            _ => {
                let len = line_len(i);
                return (len, split_general(&text[..len], file, base, operands));
            }
        }
    }
    let len = (i + 1).min(b.len());
    if head.text.is_empty() {
        return (len, Ok(None));
    }
    if let Some(comma) = open_comma {
        let error = (at(comma, comma + 1), "expected an operand after ','".into());
        return (len, Err(error));
    }
    if let (Some(name), true) = (head.text.strip_suffix(':'), operands.is_empty()) {
        if is_label_name(name) {
            let span = Span::new(head.span.start as usize, head.span.end as usize - 1);
            return (len, Ok(Some(Line::Label(Token { text: name, span }))));
        }
    }
    (len, Ok(Some(Line::Statement { head })))
}

/// A plain statement: a head and at most [`MAX_ARGS`] operands of plain
/// words, separated by white space and single commas, and nothing else on
/// the line (no comment, quote or non-ASCII byte). Positions are byte
/// offsets from the start of the line.
pub(super) struct Plain<'a> {
    line: &'a str,
    /// The line's length, with its `\n`.
    pub len: usize,
    head: (u32, u32),
    /// Where each operand starts and ends.
    at: [(u32, u32); MAX_ARGS],
    count: usize,
}

impl<'a> Plain<'a> {
    /// The mnemonic or directive.
    pub fn head(&self) -> &'a str {
        &self.line[self.head.0 as usize..self.head.1 as usize]
    }

    /// Where the head is, as [`split`] has it (`base`: the line's offset
    /// in `file`).
    pub fn head_loc(&self, file: u32, base: usize) -> Loc {
        let span = Span::new(base + self.head.0 as usize, base + self.head.1 as usize);
        Loc { file, span }
    }

    /// The operands' texts (the first [`Plain::count`] are given).
    pub fn operands(&self) -> [&'a str; MAX_ARGS] {
        self.at
            .map(|(from, to)| &self.line[from as usize..to as usize])
    }

    /// The number of operands.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Where operand `i` is, as [`split`] has it (`base`: the line's offset
    /// in `file`).
    pub fn loc(&self, i: usize, file: u32, base: usize) -> Option<Loc> {
        let &(from, to) = self.at[..self.count].get(i)?;
        let span = Span::new(base + from as usize, base + to as usize);
        Some(Loc { file, span })
    }
}

/// The first line of `text` if it is a plain statement, split as [`split`]
/// splits it; `None` for any other line (blank, a label, a comment, a
/// quote, a vertical tab or non-ASCII byte, a misplaced comma, more
/// operands), which [`split`] reads. The common line, split without
/// building [`Operand`]s.
pub(super) fn plain(text: &str) -> Option<Plain<'_>> {
    let b = text.as_bytes();
    let head_start = run_end(b, 0, SPACE);
    let mut i = word_end(b, head_start);
    if i == head_start || b[i - 1] == b':' {
        return None;
    }
    let mut p = Plain {
        line: text,
        len: 0,
        head: (head_start as u32, i as u32),
        at: [(0, 0); MAX_ARGS],
        count: 0,
    };
    // Whether a comma may come next (after an operand), and whether an
    // operand must (after a comma).
    let (mut comma_ok, mut need) = (false, false);
    loop {
        i = run_end(b, i, SPACE);
        match class_at(b, i) {
            NEWLINE if !need => break,
            COMMA if comma_ok => {
                (comma_ok, need) = (false, true);
                i += 1;
            }
            WORD if p.count < MAX_ARGS => {
                let from = i;
                i = word_end(b, i + 1);
                p.at[p.count] = (from as u32, i as u32);
                p.count += 1;
                (comma_ok, need) = (true, false);
            }
            _ => return None,
        }
    }
    p.len = (i + 1).min(b.len());
    Some(p)
}

/// [`split`] for any line: quoted operands, Unicode white space.
fn split_general<'a>(
    line: &'a str,
    file: u32,
    base: usize,
    operands: &mut Vec<Operand<'a>>,
) -> Split<'a> {
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

/// Calls `f` with the texts of `operands` (on the stack for up to 8).
pub(super) fn texts<'a, R>(operands: &[Operand<'a>], f: impl FnOnce(&[&'a str]) -> R) -> R {
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

    /// [`split`] of a one-line text.
    fn split_line<'a>(
        line: &'a str,
        file: u32,
        base: usize,
        ops: &mut Vec<Operand<'a>>,
    ) -> Split<'a> {
        let (len, split) = split(line, file, base, ops);
        assert_eq!(len, line.len());
        split
    }

    fn texts(line: &str) -> (String, Vec<String>) {
        let mut operands = Vec::new();
        match split_line(line, 0, 0, &mut operands).unwrap().unwrap() {
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
            split_line("   ; only a comment", 0, 0, &mut vec![]).unwrap(),
            None
        );
        assert_eq!(
            split_line("# seed-style comment", 0, 0, &mut vec![]).unwrap(),
            None
        );
    }

    #[test]
    fn spans_point_into_the_file() {
        let mut operands = Vec::new();
        let Line::Statement { head } = split_line("  MOV $r1, 5", 3, 100, &mut operands)
            .unwrap()
            .unwrap()
        else {
            panic!()
        };
        assert_eq!(head.span, Span::new(102, 105));
        assert_eq!(operands[1].1.span, Span::new(111, 112));
        assert_eq!(operands[1].1.file, 3);
    }

    proptest::proptest! {
        /// The one-pass splitter splits every line as the general one does.
        #[test]
        fn split_agrees_with_split_general(line in "[ \t\r\n\x0b\x0c,;#\"a:$@.é_0-9]{0,16}") {
            let (mut fast, mut general) = (Vec::new(), Vec::new());
            let first = line.split_inclusive('\n').next().unwrap_or("");
            let (len, got) = split(&line, 1, 10, &mut fast);
            let want = split_general(first, 1, 10, &mut general);
            proptest::prop_assert_eq!(len, first.len());
            proptest::prop_assert_eq!(got, want);
            proptest::prop_assert_eq!(fast, general);
        }
    }

    proptest::proptest! {
        /// Words end where a byte-by-byte scan ends them.
        #[test]
        fn word_end_agrees_with_run_end(text in "[\x00-\x7fé]{0,40}", from in 0usize..40) {
            let b = text.as_bytes();
            let from = from.min(b.len());
            proptest::prop_assert_eq!(word_end(b, from), run_end(b, from, WORD));
        }
    }

    #[test]
    fn empty_operands_are_errors() {
        for line in [
            "WRITE_32 1,, 2",
            "WRITE_32 , 1",
            "WRITE_32 1, 2,",
            "X \"open",
        ] {
            assert!(split_line(line, 0, 0, &mut vec![]).is_err(), "{line}");
        }
    }
}
