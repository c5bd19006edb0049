//! Source spans and the diagnostic type every stage of aiec reports with:
//! the assembler here, the parser, verifier and passes above. Rendering
//! lives with the driver's front end (`dialect::diag`).

/// A byte range in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset just past the last byte.
    pub end: u32,
}

impl Span {
    /// The span from byte `start` to byte `end` (exclusive).
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    /// Length in bytes.
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }
    /// Whether it covers no bytes.
    pub fn is_empty(self) -> bool {
        self.end == self.start
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// A remark (MLIR's `remark:`).
    Remark,
    /// A note on its own.
    Note,
    /// A problem that does not stop compilation.
    Warning,
    /// A problem that does.
    Error,
}

impl Severity {
    /// The lower-case word MLIR prints.
    pub fn word(self) -> &'static str {
        match self {
            Severity::Remark => "remark",
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A note attached to a diagnostic, optionally at its own location.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// Where; `None` for a note without a location.
    pub span: Option<Span>,
    /// The note's text.
    pub message: String,
}

/// A diagnostic about the source text.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where; `None` for whole-input problems.
    pub span: Option<Span>,
    /// The op the message is about, printed as `'<op>' op <message>`.
    pub op: Option<String>,
    /// The message, without the severity and op prefix.
    pub message: String,
    /// The notes, in order.
    pub notes: Vec<Note>,
    /// A suggestion, printed as `help:` (never a note).
    pub help: Option<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span: Some(span),
            op: None,
            message: message.into(),
            notes: Vec::new(),
            help: None,
        }
    }
    /// An error about op `op_name` at `span` (MLIR's `'<op>' op <message>`).
    pub fn op_error(span: Span, op_name: &str, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            op: Some(op_name.to_string()),
            ..Diagnostic::error(span, message)
        }
    }
    /// The diagnostic with severity `s`.
    pub fn with_severity(mut self, s: Severity) -> Self {
        self.severity = s;
        self
    }
    /// The diagnostic with the `help:` line `help`.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    /// The diagnostic with a note at `span` (or without a location) appended.
    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            span,
            message: message.into(),
        });
        self
    }
    /// The message as MLIR prints it after the severity.
    pub fn full_message(&self) -> String {
        match &self.op {
            Some(op) => format!("'{op}' op {}", self.message),
            None => self.message.clone(),
        }
    }
}
