//! [`Error`]: why a step of the session failed, as diagnostics (each with
//! its span, notes and help) and the source their spans index.

use super::Source;
use dialect::{Diagnostic, Severity};
use std::sync::Arc;

/// A failure: one or more diagnostics (an error among them, and the
/// warnings of the same step), with the source whose text their spans
/// index (from byte `base`: a chunk of a split file), if they have one.
/// A failure that is about no text (a file that cannot be read, a value
/// out of range) is one diagnostic without a span and without a source.
#[derive(Clone)]
pub struct Error {
    diagnostics: Vec<Diagnostic>,
    source: Option<(Arc<Source>, usize)>,
    context: Option<String>,
}

impl Error {
    /// An error that is a message alone.
    pub fn message(message: impl Into<String>) -> Error {
        Error::from_diagnostics(vec![Diagnostic {
            severity: Severity::Error,
            span: None,
            op: None,
            message: message.into(),
            notes: Vec::new(),
            help: None,
        }])
    }

    /// `diagnostics` whose spans index no source the session knows (an IR
    /// built in memory).
    pub fn from_diagnostics(diagnostics: Vec<Diagnostic>) -> Error {
        Error {
            diagnostics,
            source: None,
            context: None,
        }
    }

    /// `diagnostics` with spans into `source` from byte `base` (`None`:
    /// they index nothing the session knows).
    pub(crate) fn in_source(
        diagnostics: Vec<Diagnostic>,
        source: Option<(&Arc<Source>, usize)>,
    ) -> Error {
        Error {
            source: source.map(|(s, base)| (s.clone(), base)),
            ..Error::from_diagnostics(diagnostics)
        }
    }

    /// The error with a `help:` line (on its first diagnostic).
    pub fn with_help(mut self, help: impl Into<String>) -> Error {
        if let Some(d) = self.diagnostics.first_mut() {
            d.help = Some(help.into());
        }
        self
    }

    /// The error with what was being done when it happened
    /// (`'design.mlir' does not compile`), which a command line may show
    /// before the diagnostics.
    pub fn context(mut self, context: impl Into<String>) -> Error {
        self.context = Some(context.into());
        self
    }

    /// What was being done, if said ([`Error::context`]).
    pub fn context_text(&self) -> Option<&str> {
        self.context.as_deref()
    }

    /// The diagnostics, in the order they were reported.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The diagnostics, owned.
    pub fn into_diagnostics(self) -> Vec<Diagnostic> {
        self.diagnostics
    }

    /// The source the spans index and the byte their offsets start at.
    pub fn source(&self) -> Option<(&Source, usize)> {
        self.source.as_ref().map(|(s, base)| (&**s, *base))
    }

    /// The source as the printer and renderers see it (file, text, and the
    /// byte the spans count from).
    pub fn located(&self) -> Option<dialect::syntax::Source<'_>> {
        super::view(&self.source)
    }

    /// The first diagnostic's message as MLIR prints it after the severity
    /// (`'aie.tile' op ...`).
    pub fn first_message(&self) -> String {
        self.diagnostics
            .first()
            .map_or_else(String::new, Diagnostic::full_message)
    }

    /// The error as plain text, as a host program's exception carries it:
    /// the context (if any) on a line of its own, then each diagnostic at
    /// its position in the source as aiec prints it (`file:line:col:
    /// error: ...`, the source line and a caret, an indented `help:` line,
    /// its notes), or, without a source, its message and `help:` line.
    pub fn plain(&self) -> String {
        let at = self.located();
        let mut text = self
            .context
            .as_ref()
            .map_or_else(String::new, |c| c.clone() + "\n");
        for d in &self.diagnostics {
            match &at {
                Some(at) => text += &dialect::diag::render_plain(at.file, at.text, at.base, d),
                None => {
                    text += &d.full_message();
                    text += "\n";
                    if let Some(help) = &d.help {
                        text += &format!("  help: {help}\n");
                    }
                }
            }
        }
        text.truncate(text.trim_end().len());
        text
    }

    /// Every diagnostic's message, joined by `; `.
    pub fn messages(&self) -> String {
        let all: Vec<String> = self
            .diagnostics
            .iter()
            .map(Diagnostic::full_message)
            .collect();
        all.join("; ")
    }
}

impl std::fmt::Display for Error {
    /// The context, if any, then every message: one line, no positions
    /// (command lines render the diagnostics with their sources instead).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.context {
            Some(c) => write!(f, "{c}: {}", self.messages()),
            None => f.write_str(&self.messages()),
        }
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Error")
            .field("diagnostics", &self.diagnostics)
            .field("source", &self.source.as_ref().map(|(s, b)| (s.name(), b)))
            .field("context", &self.context)
            .finish()
    }
}

impl std::error::Error for Error {}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Error {
        Error::from_diagnostics(vec![d])
    }
}
