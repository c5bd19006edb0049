//! A C++ tokenizer good enough to find names: comments dropped, string
//! and character literals one token each, `#include` lines one token.

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or keyword.
    Ident,
    /// A number (a preprocessing number: digits, letters, `.`, `'`).
    Number,
    /// A string or character literal (its text is not kept).
    Literal,
    /// Punctuation: `::`, `->`, `...`, `&&`, `||`, `<<`, `>>` are not
    /// split into one token (`>>` is two `>`, closing templates), the
    /// rest are one character each.
    Punct,
    /// `#include <path>` or `#include "path"`: the path.
    Include,
    /// A preprocessor directive other than `#include`: its name
    /// (`define`, `if`, ...); its tokens follow as usual.
    Directive,
}

/// A token.
#[derive(Clone, Debug)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
}

impl Token {
    /// Whether it is punctuation `p`.
    pub fn is(&self, p: &str) -> bool {
        self.kind == Kind::Punct && self.text == p
    }

    /// Whether it is identifier `id`.
    pub fn ident(&self, id: &str) -> bool {
        self.kind == Kind::Ident && self.text == id
    }
}

/// The tokens of C++ source `text`.
pub fn tokens(text: &str) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    // Whether only blanks precede `i` on its line (a directive may start).
    let mut line_start = true;
    let ident_byte = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        // A backslash-newline joins lines.
        if c == b'\\' && b.get(i + 1) == Some(&b'\n') {
            i += 2;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                i += 1;
            }
            i = (i + 2).min(b.len());
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        let mut push = |kind: Kind, text: &str| {
            out.push(Token {
                kind,
                text: text.to_string(),
            })
        };
        if c == b'#' && at_line_start {
            // The directive's name.
            let mut j = i + 1;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                j += 1;
            }
            let name_start = j;
            while j < b.len() && ident_byte(b[j]) {
                j += 1;
            }
            let name = &text[name_start..j];
            if name == "include" {
                while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                    j += 1;
                }
                let close = match b.get(j) {
                    Some(b'<') => b'>',
                    Some(b'"') => b'"',
                    _ => 0,
                };
                if close != 0 {
                    let from = j + 1;
                    let mut k = from;
                    while k < b.len() && b[k] != close && b[k] != b'\n' {
                        k += 1;
                    }
                    push(Kind::Include, &text[from..k]);
                    j = k + 1;
                }
                // The rest of the line is not code.
                while j < b.len() && b[j] != b'\n' {
                    j += 1;
                }
            } else {
                push(Kind::Directive, name);
            }
            i = j;
            continue;
        }
        if c == b'"' || c == b'\'' || (c == b'R' && b.get(i + 1) == Some(&b'"')) {
            i = literal_end(b, i);
            push(Kind::Literal, "");
            continue;
        }
        if ident_byte(c) && !c.is_ascii_digit() {
            let from = i;
            while i < b.len() && ident_byte(b[i]) {
                i += 1;
            }
            // An encoding prefix of a literal (u8"", L'', R"()").
            if matches!(b.get(i), Some(b'"') | Some(b'\''))
                && matches!(
                    &text[from..i],
                    "u8" | "u" | "U" | "L" | "u8R" | "uR" | "UR" | "LR"
                )
            {
                let raw = text[from..i].ends_with('R');
                i = if raw {
                    literal_end(b, i - 1)
                } else {
                    literal_end(b, i)
                };
                push(Kind::Literal, "");
                continue;
            }
            push(Kind::Ident, &text[from..i]);
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let from = i;
            while i < b.len() {
                let d = b[i];
                let sign =
                    (d == b'+' || d == b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
                let separator = d == b'\'' && b.get(i + 1).is_some_and(|n| ident_byte(*n));
                if ident_byte(d) || d == b'.' || sign || separator {
                    i += 1;
                } else {
                    break;
                }
            }
            push(Kind::Number, &text[from..i]);
            continue;
        }
        let three = text.get(i..i + 3);
        let two = text.get(i..i + 2);
        let p = if three == Some("...") {
            "..."
        } else if let Some(t @ ("::" | "->" | "&&" | "||" | "<<" | "==" | "!=" | "<=" | ">=")) = two
        {
            t
        } else {
            &text[i..i + 1]
        };
        i += p.len();
        push(Kind::Punct, p);
    }
    out
}

/// Where the string or character literal at `i` ends (past its closing
/// quote).
fn literal_end(b: &[u8], i: usize) -> usize {
    if b[i] == b'R' {
        // R"delim( ... )delim"
        let open = i + 2;
        let mut j = open;
        while j < b.len() && b[j] != b'(' {
            j += 1;
        }
        let delim = &b[open..j.min(b.len())];
        let mut k = j + 1;
        while k < b.len() {
            if b[k] == b')'
                && b[k + 1..].starts_with(delim)
                && b.get(k + 1 + delim.len()) == Some(&b'"')
            {
                return k + 2 + delim.len();
            }
            k += 1;
        }
        return b.len();
    }
    let quote = b[i];
    let mut j = i + 1;
    while j < b.len() && b[j] != quote {
        if b[j] == b'\\' {
            j += 1;
        }
        if b.get(j) == Some(&b'\n') {
            // An unterminated literal ends with its line.
            return j + 1;
        }
        j += 1;
    }
    (j + 1).min(b.len())
}

/// The index of the token that closes the bracket opened at `open`
/// (`(`, `[`, `{` or `<`), or the last index when it is not closed. For
/// `<`, only `<`/`>` nest, and a `;`, `{` or `}` ends the search (it was
/// a comparison, not a template).
pub fn closing(toks: &[Token], open: usize) -> Option<usize> {
    let (o, c) = match toks[open].text.as_str() {
        "(" => ("(", ")"),
        "[" => ("[", "]"),
        "{" => ("{", "}"),
        "<" => ("<", ">"),
        _ => return None,
    };
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open) {
        if t.kind != Kind::Punct {
            continue;
        }
        if o == "<" && (t.is(";") || t.is("{") || t.is("}")) {
            return None;
        }
        if t.text == o {
            depth += 1;
        } else if t.text == c {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

/// Where each argument of the list opened at `open` (by `(` or `{`)
/// starts (split at commas outside nested brackets; none for an empty
/// list), and the index of its closing token.
pub fn arguments(toks: &[Token], open: usize) -> Option<(Vec<usize>, usize)> {
    let close = closing(toks, open)?;
    if close == open + 1 {
        return Some((Vec::new(), close));
    }
    let mut depth = 0usize;
    let mut starts = vec![open + 1];
    for (k, t) in toks.iter().enumerate().take(close).skip(open + 1) {
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth = depth.saturating_sub(1);
        } else if t.is(",") && depth == 0 {
            starts.push(k + 1);
        }
    }
    Some((starts, close))
}
