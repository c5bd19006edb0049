//! `--verify-diagnostics`: checks produced diagnostics against MLIR's
//! `// expected-<severity> [@<where>] {{<text>}}` comments.

use dialect::diag::{line_col, Diagnostic, Severity};
use dialect::ir::Span;

/// Which line an expectation applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    Line(usize),
    /// `@unknown`: a diagnostic without a location.
    Unknown,
}

/// One `expected-*` comment.
#[derive(Debug)]
struct Expected<'a> {
    severity: Severity,
    at: At,
    /// A substring of the expected message.
    text: &'a str,
    /// The `expected-...` comment, for reporting it.
    span: Span,
    matched: bool,
}

/// Checks the diagnostics produced for `chunk` (and their notes) against the
/// chunk's `expected-*` comments. Returns the failures as errors, each an
/// unexpected diagnostic or an expectation that was not met; empty means the
/// check passed. All spans are byte offsets into `chunk`.
pub fn check(chunk: &str, produced: &[Diagnostic]) -> Vec<Diagnostic> {
    let mut expected = expectations(chunk);
    let mut failures = Vec::new();
    for d in produced {
        let notes = d
            .notes
            .iter()
            .map(|n| (Severity::Note, n.span.or(d.span), n.message.clone()));
        for (severity, span, message) in
            std::iter::once((d.severity, d.span, d.full_message())).chain(notes)
        {
            let at = span.map_or(At::Unknown, |s| {
                At::Line(line_col(chunk, s.start as usize).0)
            });
            let fits =
                |e: &Expected| e.severity == severity && e.at == at && message.contains(e.text);
            // An expectation met once may match repeats of the same diagnostic.
            let found = expected
                .iter()
                .position(|e| !e.matched && fits(e))
                .or_else(|| expected.iter().position(fits));
            match found {
                Some(i) => expected[i].matched = true,
                None => failures.push(Diagnostic {
                    span,
                    ..Diagnostic::error(
                        Span::default(),
                        format!("unexpected {}: {message}", severity.word()),
                    )
                }),
            }
        }
    }
    failures.extend(expected.iter().filter(|e| !e.matched).map(|e| {
        Diagnostic::error(
            e.span,
            format!(
                "expected {} \"{}\" was not produced",
                e.severity.word(),
                e.text
            ),
        )
    }));
    failures
}

/// Where an expectation points, before line numbers are resolved.
enum Designator {
    Here,
    Offset(isize),
    Above,
    Below,
    Unknown,
}

/// Finds the `expected-*` comments of `chunk`. `@above`/`@below` refer to the
/// nearest line above/below that holds no expectation, as in MLIR.
fn expectations(chunk: &str) -> Vec<Expected<'_>> {
    let mut found = Vec::new();
    let mut last_plain_line = 0;
    let mut waiting_for_line = Vec::new();
    let mut offset = 0;
    for (index, line) in chunk.split_inclusive('\n').enumerate() {
        let number = index + 1;
        match parse_expectation(line) {
            Some((column, severity, designator, text)) => {
                let span = Span::new(offset + column, offset + line.trim_end().len());
                let at = match designator {
                    Designator::Here => At::Line(number),
                    Designator::Offset(n) => At::Line(number.saturating_add_signed(n)),
                    Designator::Above => At::Line(last_plain_line),
                    Designator::Unknown => At::Unknown,
                    Designator::Below => {
                        waiting_for_line.push(found.len());
                        At::Line(0)
                    }
                };
                found.push(Expected {
                    severity,
                    at,
                    text,
                    span,
                    matched: false,
                });
            }
            None => {
                last_plain_line = number;
                for i in waiting_for_line.drain(..) {
                    found[i].at = At::Line(number);
                }
            }
        }
        offset += line.len();
    }
    found
}

/// Parses `expected-<severity> [@<designator>] {{<text>}}` at the end of
/// `line`; returns the column of `expected-` with the parts.
fn parse_expectation(line: &str) -> Option<(usize, Severity, Designator, &str)> {
    let column = line.find("expected-")?;
    let rest = &line[column + "expected-".len()..];
    let (severity, rest) = [
        Severity::Error,
        Severity::Warning,
        Severity::Note,
        Severity::Remark,
    ]
    .into_iter()
    .find_map(|s| rest.strip_prefix(s.word()).map(|r| (s, r)))?;
    let mut rest = rest.trim_start_matches(' ');
    let mut designator = Designator::Here;
    if let Some(d) = rest.strip_prefix('@') {
        let end = d.find([' ', '{']).unwrap_or(d.len());
        designator = match &d[..end] {
            "above" => Designator::Above,
            "below" => Designator::Below,
            "unknown" => Designator::Unknown,
            n if n.starts_with(['+', '-']) => Designator::Offset(n.parse().ok()?),
            _ => return None,
        };
        rest = d[end..].trim_start_matches(' ');
    }
    let text = rest.strip_prefix("{{")?.trim_end().strip_suffix("}}")?;
    Some((column, severity, designator, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHUNK: &str = "\
// expected-error @+1 {{bad tile}}
%t = aie.tile(99, 1)
%u = aie.tile(1, 1) // expected-warning {{odd}}
// expected-note @above {{here}}
// expected-remark @below {{later}}
// expected-error @unknown {{somewhere}}
%v = aie.tile(2, 2)
";

    fn diag(severity: Severity, line: usize, message: &str) -> Diagnostic {
        let start = CHUNK
            .split_inclusive('\n')
            .take(line - 1)
            .map(str::len)
            .sum::<usize>();
        Diagnostic::error(Span::new(start, start + 1), message).with_severity(severity)
    }

    #[test]
    fn designators_resolve_to_lines() {
        let at: Vec<At> = expectations(CHUNK).iter().map(|e| e.at).collect();
        assert_eq!(
            at,
            [
                At::Line(2),
                At::Line(3),
                At::Line(2),
                At::Line(7),
                At::Unknown
            ]
        );
    }

    #[test]
    fn all_expectations_met() {
        let produced = [
            diag(Severity::Error, 2, "column 99 is a bad tile here").with_note(None, "here it is"),
            diag(Severity::Warning, 3, "odd"),
            diag(Severity::Remark, 7, "later on"),
            Diagnostic {
                span: None,
                ..diag(Severity::Error, 1, "somewhere else")
            },
        ];
        assert_eq!(check(CHUNK, &produced), []);
    }

    #[test]
    fn unmet_and_unexpected_diagnostics_fail() {
        let failures = check(
            CHUNK,
            &[
                diag(Severity::Error, 3, "odd"),
                diag(Severity::Warning, 3, "odd"),
            ],
        );
        let messages: Vec<&str> = failures.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "unexpected error: odd",
                "expected error \"bad tile\" was not produced",
                "expected note \"here\" was not produced",
                "expected remark \"later\" was not produced",
                "expected error \"somewhere\" was not produced",
            ]
        );
        assert_eq!(
            line_col(CHUNK, failures[1].span.unwrap().start as usize),
            (1, 4)
        );
    }
}
