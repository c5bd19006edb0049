//! The tokens of the grammar (`grammar.pest`), read from bytes without
//! allocating. Each reader matches exactly what its pest rule matches and
//! leaves the position unchanged when it does not match.

/// The fast parser cannot vouch for its result here: the input goes to pest.
#[derive(Debug)]
pub(crate) struct Decline;

pub(crate) type R<T> = Result<T, Decline>;

/// `name_char` of the grammar.
pub(crate) fn name_char(c: u8) -> bool {
    NAME_CHARS[usize::from(c)]
}

/// [`name_char`] of every byte value.
const NAME_CHARS: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.';
        c += 1;
    }
    t
};

/// A cursor over the input.
pub(crate) struct Lexer<'a> {
    pub src: &'a str,
    b: &'a [u8],
    pub pos: usize,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src,
            b: src.as_bytes(),
            pos: 0,
        }
    }

    pub fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    pub fn at(&self, i: usize) -> Option<u8> {
        self.b.get(self.pos + i).copied()
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.b.len()
    }

    pub fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    /// The implicit `WHITESPACE` between tokens: blanks, BOMs and `//` comments.
    pub fn skip(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.pos += 1,
                Some(0xEF) if self.b[self.pos..].starts_with("\u{FEFF}".as_bytes()) => {
                    self.pos += 3
                }
                Some(b'/') if self.at(1) == Some(b'/') => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// A literal string of the grammar (no word boundary).
    pub fn eat(&mut self, lit: &str) -> bool {
        if starts_with(&self.b[self.pos..], lit.as_bytes()) {
            self.pos += lit.len();
            true
        } else {
            false
        }
    }

    /// [`Self::eat`] after the implicit whitespace, or [`Decline`].
    pub fn expect(&mut self, lit: &str) -> R<()> {
        self.skip();
        if self.eat(lit) {
            Ok(())
        } else {
            Err(Decline)
        }
    }

    /// A keyword rule: `lit ~ !name_char`.
    pub fn keyword(&mut self, lit: &str) -> bool {
        let end = self.pos + lit.len();
        if starts_with(&self.b[self.pos..], lit.as_bytes())
            && !self.b.get(end).copied().is_some_and(name_char)
        {
            self.pos = end;
            true
        } else {
            false
        }
    }

    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> usize {
        let start = self.pos;
        while self.peek().is_some_and(&f) {
            self.pos += 1;
        }
        self.pos - start
    }

    /// The longest run of `name_char`s here (maybe empty), not consumed.
    pub fn word(&self) -> &'a str {
        let mut end = self.pos;
        while end < self.b.len() && name_char(self.b[end]) {
            end += 1;
        }
        &self.src[self.pos..end]
    }

    /// `bare_id`.
    pub fn bare_id(&mut self) -> Option<&'a str> {
        let c = self.peek()?;
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return None;
        }
        let w = self.word();
        self.pos += w.len();
        Some(w)
    }

    /// `suffix_id`.
    fn suffix_id(&mut self) -> bool {
        let ident = |c: u8| name_char(c) || c == b'-';
        match self.peek() {
            Some(c) if c.is_ascii_digit() => self.take_while(|c| c.is_ascii_digit()) > 0,
            Some(c) if ident(c) && !c.is_ascii_digit() => self.take_while(ident) > 0,
            _ => false,
        }
    }

    /// `sigil ~ suffix_id`: `value_name` (`%`) or `block_ref` (`^`).
    pub fn sigil_name(&mut self, sigil: u8) -> Option<&'a str> {
        let start = self.pos;
        if self.peek() != Some(sigil) {
            return None;
        }
        self.pos += 1;
        if !self.suffix_id() {
            self.pos = start;
            return None;
        }
        Some(&self.src[start..self.pos])
    }

    /// `value_use`: a value name with an optional `#N` result index.
    pub fn value_use(&mut self) -> Option<&'a str> {
        let start = self.pos;
        self.sigil_name(b'%')?;
        if self.peek() == Some(b'#') && self.at(1).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
            self.take_while(|c| c.is_ascii_digit());
        }
        Some(&self.src[start..self.pos])
    }

    /// `int_lit`.
    pub fn int_lit(&mut self) -> Option<&'a str> {
        let start = self.pos;
        self.eat("-");
        let body = self.pos;
        let hex =
            (self.eat("0x") || self.eat("0X")) && self.take_while(|c| c.is_ascii_hexdigit()) > 0;
        if !hex {
            self.pos = body;
            if self.take_while(|c| c.is_ascii_digit()) == 0 {
                self.pos = start;
                return None;
            }
        }
        if self.peek().is_some_and(name_char) {
            self.pos = start;
            return None;
        }
        Some(&self.src[start..self.pos])
    }

    /// `float_lit`.
    pub fn float_lit(&mut self) -> Option<&'a str> {
        let start = self.pos;
        self.eat("-");
        if self.take_while(|c| c.is_ascii_digit()) == 0 || !self.eat(".") {
            self.pos = start;
            return None;
        }
        self.take_while(|c| c.is_ascii_digit());
        let mantissa = self.pos;
        if self.eat("e") || self.eat("E") {
            let _sign = self.eat("+") || self.eat("-");
            if self.take_while(|c| c.is_ascii_digit()) == 0 {
                self.pos = mantissa;
            }
        }
        Some(&self.src[start..self.pos])
    }

    /// `string_lit`, quotes included.
    pub fn string_lit(&mut self) -> Option<&'a str> {
        let start = self.pos;
        if self.peek() != Some(b'"') {
            return None;
        }
        self.pos += 1;
        loop {
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Some(&self.src[start..self.pos]);
                }
                Some(b'\\') if self.pos + 1 < self.b.len() => {
                    self.pos += 1;
                    self.pos += utf8_len(self.b[self.pos]);
                }
                Some(b'\n') | None | Some(b'\\') => {
                    self.pos = start;
                    return None;
                }
                Some(c) => self.pos += utf8_len(c),
            }
        }
    }

    /// `symbol_ref`: `@name` or `@"name"`.
    pub fn symbol_ref(&mut self) -> Option<&'a str> {
        let start = self.pos;
        if self.peek() != Some(b'@') {
            return None;
        }
        self.pos += 1;
        if self.string_lit().is_none() && !self.suffix_id() {
            self.pos = start;
            return None;
        }
        Some(&self.src[start..self.pos])
    }

    /// `enum_word`: a bare identifier or a string.
    pub fn enum_word(&mut self) -> Option<&'a str> {
        self.bare_id().or_else(|| self.string_lit())
    }

    /// A written location (`loc(...)`) after the implicit whitespace
    /// declines: the IR keeps it, and the pest parser reads it.
    pub fn trailing_loc(&mut self) -> R<()> {
        let start = self.pos;
        if self.eat("loc") {
            self.skip();
            if self.eat("(") {
                return Err(Decline);
            }
        }
        self.pos = start;
        Ok(())
    }
}

/// The length of the UTF-8 sequence led by `c` (pest's `ANY` is one char).
fn utf8_len(c: u8) -> usize {
    match c {
        0xF0.. => 4,
        0xE0.. => 3,
        0xC0.. => 2,
        _ => 1,
    }
}

/// Whether `text` starts with `lit`: most literals are a byte or two,
/// compared as such rather than through `memcmp`.
#[inline]
fn starts_with(text: &[u8], lit: &[u8]) -> bool {
    match *lit {
        [a] => text.first() == Some(&a),
        [a, b] => text.len() >= 2 && text[0] == a && text[1] == b,
        _ => text.starts_with(lit),
    }
}
