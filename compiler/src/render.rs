//! The command lines' edge: diagnostics and the session's errors as text,
//! in the style each run chose (`--diagnostics`: MLIR's plain lines,
//! miette's snippets, or JSON lines; docs/diagnostics.md).

use crate::cli::DiagStyle;
use crate::console::Console;
use crate::session::Error;
use dialect::{Diagnostic, Severity};

/// How one run of a tool renders diagnostics.
#[derive(Clone, Copy)]
pub(crate) struct Render {
    /// The name diagnostics without a location start with, and JSON's
    /// `code` for them.
    tool: &'static str,
    style: Rendering,
}

/// MLIR's plain lines, miette's snippets (with ANSI colors or not), or
/// JSON lines.
#[derive(Clone, Copy)]
enum Rendering {
    Plain,
    Fancy { color: bool },
    Json,
}

impl Render {
    /// `tool`'s rendering in `style`: by default fancy when `console`
    /// writes to a terminal, else plain.
    pub(crate) fn new(tool: &'static str, style: Option<DiagStyle>, console: &Console) -> Render {
        let terminal = console.is_terminal();
        let color = terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        let style = match style {
            Some(DiagStyle::Json) => Rendering::Json,
            Some(DiagStyle::Plain) => Rendering::Plain,
            Some(DiagStyle::Fancy) => Rendering::Fancy { color },
            None if terminal => Rendering::Fancy { color },
            None => Rendering::Plain,
        };
        Render { tool, style }
    }

    /// Whether diagnostics are JSON lines.
    pub(crate) fn json(&self) -> bool {
        matches!(self.style, Rendering::Json)
    }

    /// `d` about `file` whose text is `source`, its spans relative to the
    /// chunk at byte `base`.
    pub(crate) fn located(&self, file: &str, source: &str, base: usize, d: &Diagnostic) -> String {
        match self.style {
            Rendering::Fancy { color } => dialect::diag::render_fancy(file, source, base, d, color),
            Rendering::Plain => dialect::diag::render_plain(file, source, base, d),
            Rendering::Json => crate::json_diag::render(self.tool, file, source, base, d),
        }
    }

    /// A diagnostic without a source location: `tool: severity: message`
    /// and a `tool: help:` line, or its JSON line.
    pub(crate) fn message(&self, severity: Severity, message: &str, help: Option<&str>) -> String {
        if self.json() {
            return crate::json_diag::plain(self.tool, severity, message, help);
        }
        let mut text = format!("{}: {}: {message}\n", self.tool, severity.word());
        if let Some(help) = help {
            text += &format!("{}: help: {help}\n", self.tool);
        }
        text
    }

    /// `d`: at its position in `at` (the text its spans index), else as a
    /// message of the tool.
    pub(crate) fn diagnostic(
        &self,
        at: Option<&dialect::syntax::Source>,
        d: &Diagnostic,
    ) -> String {
        match at {
            Some(at) => self.located(at.file, at.text, at.base, d),
            None => self.message(d.severity, &d.full_message(), d.help.as_deref()),
        }
    }

    /// An error's diagnostics, each as [`Render::diagnostic`] renders it.
    pub(crate) fn diagnostics(&self, e: &Error) -> String {
        let at = e.located();
        e.diagnostics()
            .iter()
            .map(|d| self.diagnostic(at.as_ref(), d))
            .collect()
    }
}
