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
    !text.is_empty() && text.bytes().all(|b| NAME[usize::from(b)])
}

/// The bytes of a label name, looked up (a name is read on every label
/// line and every `@label` operand).
static NAME: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-');
        b += 1;
    }
    table
};

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

/// Eight bytes of `b` from `at` (the first in the low bits), zeros past its
/// end.
fn chunk_at(b: &[u8], at: usize) -> u64 {
    let mut chunk = [0; 8];
    match b.get(at..at + 8) {
        Some(bytes) => chunk.copy_from_slice(bytes),
        None => {
            let rest = b.get(at..).unwrap_or(&[]);
            chunk[..rest.len()].copy_from_slice(rest);
        }
    }
    u64::from_le_bytes(chunk)
}

/// The high bit of each byte of `x` (eight bytes) that may not be a
/// [`WORD`] byte: every byte below `$` (white space, `"`, `#`, control
/// bytes), `,`, `;` and non-ASCII byte, and some others after the first
/// such byte (where the subtraction borrows), so each must be looked up in
/// [`CLASS`].
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

/// Data words, the commonest lines of data: the lines from the start of `b`
/// that are each white space, `.long`, white space, a number of at most 32
/// bits, white space and `\n`, as many as come (their numbers appended to
/// `words`). The bytes they take and where the first `.long` starts;
/// [`plain`] splits each into `.long` and the operand of that number.
pub(super) fn data_words(b: &[u8], words: &mut Vec<u32>) -> (usize, usize) {
    let mut at = 0;
    while let Some((len, word)) = data_word(&b[at..]) {
        words.push(word);
        at += len;
    }
    (at, blanks(b, 0))
}

/// The end of the white space in `b` from `i`.
#[inline]
fn blanks(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(|&c| CLASS[usize::from(c)] == SPACE) {
        i += 1;
    }
    i
}

/// The first line of `b` as a data word: its length and number.
#[inline]
fn data_word(b: &[u8]) -> Option<(usize, u32)> {
    let head = blanks(b, 0);
    // The commonest spelling, `.long 0x` and eight digits, read at once.
    if let Some(line) = b.get(head..head + 17) {
        if line[..8] == *b".long 0x" && line[16] == b'\n' {
            if let Some(word) = hex8(line[8..16].try_into().ok()?) {
                return Some((head + 17, word));
            }
        }
    }
    if b.get(head..head + 5)? != b".long" {
        return None;
    }
    let start = blanks(b, head + 5);
    let (end, word) = match b.get(start..start + 10) {
        Some(&[b'0', x, ref digits @ ..])
            if x | 0x20 == b'x' && class_at(b, start + 10) != WORD =>
        {
            (start + 10, u64::from(hex8(digits.try_into().ok()?)?))
        }
        _ => {
            let mut end = start;
            while class_at(b, end) == WORD {
                end += 1;
            }
            (end, crate::cert::instr_syntax::number(&b[start..end])?)
        }
    };
    let newline = blanks(b, end);
    (start > head + 5 && b.get(newline) == Some(&b'\n') && word <= u64::from(u32::MAX))
        .then_some((newline + 1, word as u32))
}

/// The value of eight hex digits, the first the most significant; `None`
/// if one is not a hex digit. (A word at a time: the data words of a
/// program are mostly `0x` and eight digits.)
fn hex8(digits: [u8; 8]) -> Option<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES * 0x80;
    let x = u64::from_le_bytes(digits);
    // For bytes below 0x80: the high bit of each byte of `x` within lo..=hi.
    let within = |x: u64, lo: u8, hi: u8| {
        x.wrapping_add(ONES * u64::from(0x80 - lo))
            & !x.wrapping_add(ONES * u64::from(0x7F - hi))
            & HIGH
    };
    let digit = within(x, b'0', b'9');
    let letter = within(x | (ONES * 0x20), b'a', b'f');
    if x & HIGH != 0 || digit | letter != HIGH {
        return None;
    }
    // Each byte's value (its low four bits, and 9 more for a letter), then
    // pairs of bytes, pairs of those and the two halves joined.
    let v = (x & (ONES * 0x0F)) + (letter >> 7) * 9;
    let v = ((v << 4) | (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    let v = ((v << 8) | (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    Some(((v << 16) | (v >> 32)) as u32)
}

/// The most operands of a plain line: the six of UC_DMA_BD.
const PLAIN_OPERANDS: usize = 6;

/// A plain line: a head (a statement's or a label's) and at most
/// [`PLAIN_OPERANDS`] operands of plain words, separated by white space and
/// single commas, and nothing else on the line (no comment, quote or
/// non-ASCII byte). Positions are byte offsets from the start of the line.
#[derive(Default)]
pub(super) struct Plain<'a> {
    line: &'a str,
    /// The line's length, with its `\n`.
    pub len: usize,
    /// Where each word starts and ends: the head, then the operands. (Kept
    /// apart, each position is read back as it was written: a wider read of
    /// two just written waits for both writes to complete.)
    starts: [u32; 1 + PLAIN_OPERANDS],
    ends: [u32; 1 + PLAIN_OPERANDS],
    /// The number of words.
    words: usize,
}

impl<'a> Plain<'a> {
    /// The mnemonic or directive.
    pub fn head(&self) -> &'a str {
        &self.line[self.starts[0] as usize..self.ends[0] as usize]
    }

    /// Where the head is, as [`split`] has it (`base`: the line's offset
    /// in `file`).
    pub fn head_loc(&self, file: u32, base: usize) -> Loc {
        self.word_loc(0, file, base)
    }

    /// The operands' texts (ASCII): the first [`Plain::count`] of them.
    #[inline]
    pub fn operands(&self) -> [&'a [u8]; PLAIN_OPERANDS] {
        let line = self.line.as_bytes();
        let mut texts: [&[u8]; PLAIN_OPERANDS] = [&[]; PLAIN_OPERANDS];
        for (k, text) in texts.iter_mut().enumerate().take(self.count()) {
            *text = &line[self.starts[k + 1] as usize..self.ends[k + 1] as usize];
        }
        texts
    }

    /// The number of operands.
    pub fn count(&self) -> usize {
        self.words.saturating_sub(1)
    }

    /// Where operand `i` is, as [`split`] has it (`base`: the line's offset
    /// in `file`).
    pub fn loc(&self, i: usize, file: u32, base: usize) -> Option<Loc> {
        (i < self.count()).then(|| self.word_loc(i + 1, file, base))
    }

    /// Where word `k` is.
    fn word_loc(&self, k: usize, file: u32, base: usize) -> Loc {
        let span = Span::new(base + self.starts[k] as usize, base + self.ends[k] as usize);
        Loc { file, span }
    }

    /// The line as [`split`] gives it, with its operands in `operands`
    /// (cleared first).
    pub fn split(&self, file: u32, base: usize, operands: &mut Vec<Operand<'a>>) -> Line<'a> {
        operands.clear();
        for k in 1..self.words {
            let text = &self.line[self.starts[k] as usize..self.ends[k] as usize];
            operands.push((text, self.word_loc(k, file, base)));
        }
        let head = Token {
            text: self.head(),
            span: self.head_loc(file, base).span,
        };
        match head.text.strip_suffix(':') {
            Some(name) if self.words == 1 && is_label_name(name) => {
                let span = Span::new(head.span.start as usize, head.span.end as usize - 1);
                Line::Label(Token { text: name, span })
            }
            _ => Line::Statement { head },
        }
    }
}

/// Splits the first line of `text` into `p` if it is a plain line, as
/// [`split`] splits it; `false` for any other line (blank, a comment, a
/// quote, a vertical tab or non-ASCII byte, a misplaced comma, more
/// operands), which [`split`] reads. The common line, split without
/// building [`Operand`]s. (Filled in place: a copy of the result read it
/// back before its stores had settled, a stall on every line.)
#[inline]
pub(super) fn plain<'a>(text: &'a str, p: &mut Plain<'a>) -> bool {
    let b = text.as_bytes();
    *p = Plain {
        line: text,
        ..Plain::default()
    };
    // Whether a comma may come next (after an operand), and whether an
    // operand must (after a comma).
    let (mut comma_ok, mut need) = (false, false);
    // The start of the current run of word bytes.
    let mut word = 0;
    // Eight bytes at a time; only the bytes that may end a word are looked
    // at one by one.
    let mut chunk = 0;
    loop {
        let mut stops = word_stops(chunk_at(b, chunk));
        while stops != 0 {
            let i = chunk + stops.trailing_zeros() as usize / 8;
            stops &= stops - 1;
            let class = class_at(b, i);
            if class == WORD {
                continue;
            }
            if i > word {
                if p.words > PLAIN_OPERANDS {
                    return false;
                }
                p.starts[p.words] = word as u32;
                p.ends[p.words] = i as u32;
                // An operand (not the head) may be followed by a comma.
                (comma_ok, need) = (p.words > 0, false);
                p.words += 1;
            }
            match class {
                SPACE => {}
                COMMA if comma_ok => (comma_ok, need) = (false, true),
                NEWLINE if p.words > 0 && !need => {
                    p.len = (i + 1).min(b.len());
                    return true;
                }
                _ => return false,
            }
            word = i + 1;
        }
        chunk += 8;
    }
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
        /// A plain line is split as [`split`] splits it.
        #[test]
        fn plain_agrees_with_split(line in proptest::prop_oneof![
            "[ \t\r\n\x0b\x0c\x00,;#\"a:$@.é_0-9x-]{0,24}",
            // Mostly statements: a head, operands, separators, odd bytes.
            "[ \t]{0,2}[A-Za-z0-9_$@.:!-]{0,9}([ ,\t\r]{1,2}[a-z0-9$@x\x00:;#é\"!-]{0,9}){0,8}[ \r\n]{0,2}[a-z ]{0,3}",
        ]) {
            let mut p = Plain::default();
            if !plain(&line, &mut p) {
                return Ok(());
            }
            let (mut operands, mut plain_operands) = (Vec::new(), Vec::new());
            let (len, split) = split(&line, 1, 10, &mut operands);
            proptest::prop_assert_eq!(p.len, len);
            proptest::prop_assert_eq!(Ok(Some(p.split(1, 10, &mut plain_operands))), split);
            proptest::prop_assert_eq!(&plain_operands, &operands);
            if let Line::Statement { head } = p.split(1, 10, &mut plain_operands) {
                proptest::prop_assert_eq!((p.head(), p.head_loc(1, 10)), (head.text, Loc { file: 1, span: head.span }));
            }
            let texts: Vec<_> = (0..p.count()).map(|i| (p.operands()[i], p.loc(i, 1, 10).unwrap())).collect();
            let operands: Vec<_> = operands.iter().map(|&(text, loc)| (text.as_bytes(), loc)).collect();
            proptest::prop_assert_eq!(texts, operands);
        }
    }

    proptest::proptest! {
        /// Eight bytes are read as hex digits as [`number`] reads them.
        #[test]
        fn hex8_agrees_with_number(digits in proptest::array::uniform8(proptest::prop_oneof![
            proptest::sample::select(b"0123456789abcdefABCDEF".to_vec()),
            proptest::num::u8::ANY,
        ])) {
            let text = [&b"0x"[..], &digits].concat();
            let expected = crate::cert::instr_syntax::number(text).map(|v| v as u32);
            proptest::prop_assert_eq!(hex8(digits), expected);
        }

        /// A data word line is split by [`plain`] into `.long` and the
        /// operand whose number it has.
        #[test]
        fn data_words_agree_with_plain(line in "[ \t]{0,2}[.]long[ \t]{1,2}(0x)?[0-9a-fA-Fx+;,]{1,12}[ \t\r]{0,2}\n?") {
            let mut words = Vec::new();
            let (len, head) = data_words(line.as_bytes(), &mut words);
            let mut p = Plain::default();
            if len == 0 {
                return Ok(());
            }
            proptest::prop_assert!(plain(&line, &mut p));
            proptest::prop_assert_eq!((p.len, p.head(), p.head_loc(0, 0).span.start as usize), (len, ".long", head));
            let number = crate::cert::instr_syntax::number(p.operands()[0]);
            proptest::prop_assert_eq!((p.count(), number), (1, Some(u64::from(words[0]))));
        }

        /// `.long 0x` and eight digits, read at once, is read as the same
        /// word spelled otherwise.
        #[test]
        fn the_common_spelling_reads_as_another(blank in "[ \t]{0,2}", digits in "[0-9a-fA-F]{8}") {
            let (mut common, mut other) = (Vec::new(), Vec::new());
            let read = data_words(format!("{blank}.long 0x{digits}\n").as_bytes(), &mut common);
            let spelled = data_words(format!("{blank}.long\t0x{digits} \n").as_bytes(), &mut other);
            proptest::prop_assert_eq!((read.0 + 1, read.1, &common), (spelled.0, spelled.1, &other));
            proptest::prop_assert_eq!(common.len(), 1);
        }
    }

    #[test]
    fn data_words_are_read_in_runs() {
        let text = "\t.long 0x0000abcD\n  .long 17 \r\n.long 0x1\n.long 0x100000000\n.long 2\n";
        let mut words = Vec::new();
        assert_eq!(data_words(text.as_bytes(), &mut words), (41, 1));
        assert_eq!(words, [0xabcd, 17, 1]);
        for other in [
            ".long @x\n",
            ".long 1 ; c\n",
            ".long 1",
            ".long 1,\n",
            ".longer 1\n",
            ".long\n",
            ".long 0x1ffffffff\n",
            ".long -1\n",
        ] {
            assert_eq!(data_words(other.as_bytes(), &mut words).0, 0, "{other}");
        }
    }

    #[test]
    fn the_common_line_is_plain() {
        let text = "  WRITE_32 0x100000,0x0\n  END_JOB";
        let mut p = Plain::default();
        assert!(plain(text, &mut p));
        assert_eq!((p.head(), p.len), ("WRITE_32", 24));
        assert_eq!(p.operands()[..p.count()], [b"0x100000", &b"0x0"[..]]);
        assert!(plain(&text[24..], &mut p));
        assert_eq!((p.head(), p.count(), p.len), ("END_JOB", 0, 9));
        assert!(plain("lbl:\n", &mut p));
        assert_eq!(
            p.split(0, 0, &mut vec![]),
            Line::Label(Token {
                text: "lbl",
                span: Span::new(0, 3)
            })
        );
        for other in ["  \n", "X 1 ; c\n", "X 1,\n", "X ,1\n", "X 1 2 3 4 5 6 7\n"] {
            assert!(!plain(other, &mut p), "{other}");
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
