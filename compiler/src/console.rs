//! Standard output and error for messages (diagnostics, help, version), with
//! a per-thread capture ([`capture`]) so unit tests can check what a run
//! prints instead of letting it reach the test log, and the Python package
//! can report what a command line it runs in process said.

use dialect::Severity;
use std::cell::{Cell, RefCell};
use std::io::Write;

thread_local! {
    /// Diagnostics as JSON lines (`--diagnostics=json`).
    static JSON: Cell<bool> = const { Cell::new(false) };
    /// While capturing: what was written to (stdout, stderr).
    static CAPTURE: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

/// Writes `text` to standard error (a closed stderr is not worth a panic).
pub(crate) fn err(text: &str) {
    if !captured(text, false) {
        let _ = std::io::stderr().write_all(text.as_bytes());
    }
}

/// From now on (on this thread), diagnostics are JSON lines when `on`.
pub(crate) fn set_json(on: bool) {
    JSON.with(|j| j.set(on));
}

/// Whether diagnostics are JSON lines.
pub(crate) fn json() -> bool {
    JSON.with(Cell::get)
}

/// Prints a diagnostic of `tool` without a source location: `tool:
/// severity: message` and an indented help line, or its JSON line.
pub(crate) fn diag(tool: &str, severity: Severity, message: &str, help: Option<&str>) {
    if json() {
        err(&crate::json_diag::plain(tool, severity, message, help));
        return;
    }
    err(&format!("{tool}: {}: {message}\n", severity.word()));
    if let Some(help) = help {
        err(&format!("{tool}: help: {help}\n"));
    }
}

/// Writes `text` to standard output.
pub(crate) fn out(text: &str) {
    if !captured(text, true) {
        let mut o = std::io::stdout().lock();
        let _ = o.write_all(text.as_bytes()).and_then(|()| o.flush());
    }
}

/// Prints clap's help or version (stdout) or error (stderr, after `prefix`).
pub(crate) fn clap_message(e: &clap::Error, prefix: &str) {
    let text = e.render().to_string();
    if e.use_stderr() {
        err(&format!("{prefix}{text}"));
    } else {
        out(&text);
    }
}

fn captured(text: &str, stdout: bool) -> bool {
    CAPTURE.with(|c| match c.borrow_mut().as_mut() {
        Some((o, e)) => {
            if stdout { o } else { e }.push_str(text);
            true
        }
        None => false,
    })
}

/// Runs `f` with the messages it prints on this thread captured: its
/// result, stdout and stderr (for unit tests, and for callers that run a
/// command line in their own process, as the Python package does). A
/// capture inside another one hands its messages to neither the outer one
/// nor the streams; the outer one goes on after it.
pub fn capture<T>(f: impl FnOnce() -> T) -> (T, String, String) {
    let outer = CAPTURE.with(|c| c.borrow_mut().replace(Default::default()));
    let r = f();
    let (o, e) = CAPTURE
        .with(|c| std::mem::replace(&mut *c.borrow_mut(), outer))
        .unwrap_or_default();
    (r, o, e)
}
