//! Diagnostics: one type for parse errors, verifier errors, pass errors and
//! assembler errors (defined in the target crate, [`aie_target::diag`]),
//! rendered in MLIR's one-line format or with miette's snippets.

pub use aie_target::diag::{Diagnostic, Note, Severity};

use aie_target::diag::Span;

/// The 1-based line and column (in characters) of byte `offset` in `source`.
/// Offsets past the end or inside a UTF-8 sequence are clamped.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(source, offset);
    let line_start = source[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line = source[..line_start].bytes().filter(|&b| b == b'\n').count() + 1;
    (line, source[line_start..offset].chars().count() + 1)
}

fn floor_char_boundary(s: &str, mut offset: usize) -> usize {
    offset = offset.min(s.len());
    while !s.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// The part of `span` (relative to the chunk at byte `base`) that diagnostics
/// show: absolute byte offsets clamped to the span's first line, without
/// trailing whitespace, so an op's span points at its first line.
fn shown_range(source: &str, base: usize, span: Span) -> (usize, usize) {
    let start = floor_char_boundary(source, base + span.start as usize);
    let line_end = source[start..]
        .find('\n')
        .map_or(source.len(), |i| start + i);
    let end = floor_char_boundary(source, base + span.end as usize).clamp(start, line_end);
    (start, start + source[start..end].trim_end().len())
}

/// Renders `diag` in MLIR's format: `<file>:<line>:<col>: <severity>: <message>`,
/// the source line and a caret line, then an indented `  help: ...` line and
/// the notes in the same format. Spans are relative to the chunk that starts
/// at byte `base` of `source` (the whole file), so line numbers are the file's.
/// A note without a span is placed at its diagnostic's location, as MLIR does.
pub fn render_plain(file_name: &str, source: &str, base: usize, diag: &Diagnostic) -> String {
    let mut out = String::new();
    plain_entry(
        &mut out,
        file_name,
        source,
        base,
        diag.span,
        diag.severity,
        &diag.full_message(),
    );
    if let Some(help) = &diag.help {
        out.push_str(&format!("  help: {help}\n"));
    }
    for note in &diag.notes {
        plain_entry(
            &mut out,
            file_name,
            source,
            base,
            note.span.or(diag.span),
            Severity::Note,
            &note.message,
        );
    }
    out
}

fn plain_entry(
    out: &mut String,
    file: &str,
    source: &str,
    base: usize,
    span: Option<Span>,
    severity: Severity,
    message: &str,
) {
    let word = severity.word();
    let Some(span) = span else {
        out.push_str(&format!("{file}: {word}: {message}\n"));
        return;
    };
    let (start, end) = shown_range(source, base, span);
    let (line, col) = line_col(source, start);
    out.push_str(&format!("{file}:{line}:{col}: {word}: {message}\n"));
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[start..]
        .find('\n')
        .map_or(source.len(), |i| start + i);
    let text = source[line_start..line_end].trim_end_matches('\r');
    let indent: String = source[line_start..start]
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let tildes = source[start..end].chars().count().saturating_sub(1);
    out.push_str(&format!("{text}\n{indent}^{}\n", "~".repeat(tildes)));
}

/// Renders `diag` with miette: one report, one snippet. The primary label
/// at its span says what is wrong there (the message); every one-line note
/// with a span of its own adds a label there; the other notes (no span, the
/// diagnostic's span, or several lines, such as `see current operation`)
/// follow as related reports, without a snippet. Spans and `base` are as for [`render_plain`]; `color` selects
/// ANSI colors.
pub fn render_fancy(
    file_name: &str,
    source: &str,
    base: usize,
    diag: &Diagnostic,
    color: bool,
) -> String {
    let theme = if color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme);
    let range = |s: Span| {
        let (start, end) = shown_range(source, base, s);
        miette::SourceSpan::from(start..end)
    };
    let named = fancy::Named {
        name: file_name,
        source,
    };
    let mut labels = Vec::new();
    let mut related = Vec::new();
    if let Some(span) = diag.span {
        labels.push((range(span), diag.message.clone(), true));
    }
    for n in &diag.notes {
        match n.span {
            Some(span) if !n.message.contains('\n') && Some(span) != diag.span => {
                labels.push((range(span), n.message.clone(), false));
            }
            _ => related.push(fancy::Report {
                severity: Severity::Note,
                message: n.message.clone(),
                help: None,
                labels: Vec::new(),
                related: Vec::new(),
                source: named,
            }),
        }
    }
    let report = fancy::Report {
        severity: diag.severity,
        message: diag.full_message(),
        help: diag.help.clone(),
        labels,
        related,
        source: named,
    };
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = handler.render_report(&mut out, &report);
    out.push('\n');
    out
}

/// The adapter between [`Diagnostic`] and miette's report protocol.
mod fancy {
    use super::Severity;
    use miette::{
        LabeledSpan, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents,
    };
    use std::fmt;

    /// Source text with its file name, so miette prints the name above the snippet.
    #[derive(Clone, Copy, Debug)]
    pub struct Named<'a> {
        pub name: &'a str,
        pub source: &'a str,
    }

    impl SourceCode for Named<'_> {
        fn read_span<'b>(
            &'b self,
            span: &SourceSpan,
            before: usize,
            after: usize,
        ) -> Result<Box<dyn SpanContents<'b> + 'b>, MietteError> {
            let c = self.source.read_span(span, before, after)?;
            Ok(Box::new(MietteSpanContents::new_named(
                self.name.to_string(),
                c.data(),
                *c.span(),
                c.line(),
                c.column(),
                c.line_count(),
            )))
        }
    }

    /// One report: the message, labelled spans `(span, text, primary)`,
    /// help, and related reports (notes without a snippet).
    #[derive(Debug)]
    pub struct Report<'a> {
        pub severity: Severity,
        pub message: String,
        pub help: Option<String>,
        pub labels: Vec<(SourceSpan, String, bool)>,
        pub related: Vec<Report<'a>>,
        pub source: Named<'a>,
    }

    impl fmt::Display for Report<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(&self.message)
        }
    }

    impl std::error::Error for Report<'_> {}

    impl miette::Diagnostic for Report<'_> {
        fn severity(&self) -> Option<miette::Severity> {
            Some(match self.severity {
                Severity::Error => miette::Severity::Error,
                Severity::Warning => miette::Severity::Warning,
                Severity::Note | Severity::Remark => miette::Severity::Advice,
            })
        }
        fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
            self.help
                .as_ref()
                .map(|h| Box::new(h) as Box<dyn fmt::Display>)
        }
        fn source_code(&self) -> Option<&dyn SourceCode> {
            (!self.labels.is_empty()).then_some(&self.source as &dyn SourceCode)
        }
        fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
            if self.labels.is_empty() {
                return None;
            }
            Some(Box::new(self.labels.iter().map(|(span, text, primary)| {
                if *primary {
                    LabeledSpan::new_primary_with_span(Some(text.clone()), *span)
                } else {
                    LabeledSpan::new_with_span(Some(text.clone()), *span)
                }
            })))
        }
        fn related<'b>(
            &'b self,
        ) -> Option<Box<dyn Iterator<Item = &'b dyn miette::Diagnostic> + 'b>> {
            if self.related.is_empty() {
                return None;
            }
            Some(Box::new(
                self.related.iter().map(|r| r as &dyn miette::Diagnostic),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "// -----\nmodule {\n\t%t = aie.tile(99, 1)\n}\n";

    fn tile_error() -> Diagnostic {
        // The chunk starts after the first line; the span covers `aie.tile`.
        Diagnostic::op_error(
            Span::new(15, 23),
            "aie.tile",
            "column index (99) must be less than the number of columns in the device (4)",
        )
        .with_help("`npu1` has columns 0 to 3")
        .with_note(None, "in device npu1")
    }

    #[test]
    fn line_col_counts_characters_in_the_whole_file() {
        assert_eq!(line_col("ab\ncé d", 7), (2, 4));
        assert_eq!(line_col("ab", 99), (1, 3));
    }

    #[test]
    fn plain_format_is_mlirs() {
        let out = render_plain("x.mlir", SRC, 9, &tile_error());
        assert_eq!(
            out,
            "x.mlir:3:7: error: 'aie.tile' op column index (99) must be less than the number of columns in the device (4)\n\
             \t%t = aie.tile(99, 1)\n\
             \t     ^~~~~~~~\n  help: `npu1` has columns 0 to 3\n\
             x.mlir:3:7: note: in device npu1\n\t%t = aie.tile(99, 1)\n\t     ^~~~~~~~\n"
        );
        let op_over_lines = Diagnostic::error(Span::new(0, 6), "m");
        assert_eq!(
            render_plain("x.mlir", "ab \ncd", 0, &op_over_lines),
            "x.mlir:1:1: error: m\nab \n^~\n"
        );
        let whole = Diagnostic {
            span: None,
            ..tile_error()
        };
        assert!(render_plain("x.mlir", SRC, 0, &whole).starts_with("x.mlir: error: 'aie.tile' op"));
    }

    #[test]
    fn fancy_format_has_the_same_message_and_help() {
        let out = render_fancy("x.mlir", SRC, 9, &tile_error(), false);
        assert!(out.contains("'aie.tile' op column index (99) must be less than the number of columns in the device (4)"));
        assert!(out.contains("x.mlir:3:7"), "{out}");
        assert!(out.contains("help: `npu1` has columns 0 to 3"), "{out}");
        assert!(out.contains("in device npu1"), "{out}");
    }
}

/// The name of `known` closest to the misspelt `word` (Levenshtein distance
/// at most 2, and less than the word's length), the first of equally close
/// ones, for a "did you mean" help line.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = 2.min(word.chars().count().saturating_sub(1));
    known
        .into_iter()
        .map(|k| (strsim::levenshtein(word, k), k))
        .filter(|&(d, k)| d <= limit && k != word)
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

#[cfg(test)]
mod suggest_tests {
    use super::did_you_mean;

    #[test]
    fn close_names_are_suggested_far_ones_not() {
        let ops = [
            "aie.tile",
            "aie.objectfifo.release",
            "aie.objectfifo.acquire",
        ];
        assert_eq!(did_you_mean("aie.tlie", ops), Some("aie.tile"));
        assert_eq!(
            did_you_mean("aie.objectfifo.relase", ops),
            Some("aie.objectfifo.release")
        );
        assert_eq!(did_you_mean("aie.nothing_like_it", ops), None);
        assert_eq!(did_you_mean("x", ["y"]), None);
    }
}
