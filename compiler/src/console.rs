//! Where a command line's messages go (diagnostics, help, version, result
//! lines): the process's standard output and error, or strings that keep
//! them ([`Console::capturing`]: unit tests, and the Python package, which
//! runs a command line in its own process). A value each command line is
//! handed, not state of the process or the thread.

use std::cell::RefCell;
use std::io::{IsTerminal, Write};

/// A command line's standard output and error.
pub struct Console {
    /// While capturing: what was written to (stdout, stderr).
    captured: RefCell<Option<(String, String)>>,
}

impl Console {
    /// The process's standard output and error.
    pub fn std() -> Console {
        Console {
            captured: RefCell::new(None),
        }
    }

    /// A console that keeps what is written ([`Console::into_captured`]).
    pub fn capturing() -> Console {
        Console {
            captured: RefCell::new(Some(Default::default())),
        }
    }

    /// Writes `text` to standard output (a reader that has gone is not
    /// worth a panic: `aie-sim … | head`).
    pub fn out(&self, text: &str) {
        if !self.captured(text, true) {
            let mut o = std::io::stdout().lock();
            let _ = o.write_all(text.as_bytes()).and_then(|()| o.flush());
        }
    }

    /// Writes `text` to standard error (a closed stderr is not worth a panic).
    pub fn err(&self, text: &str) {
        if !self.captured(text, false) {
            let _ = std::io::stderr().write_all(text.as_bytes());
        }
    }

    /// Whether standard error is a terminal (what fancy diagnostics and
    /// progress lines are for); never while capturing.
    pub fn is_terminal(&self) -> bool {
        self.captured.borrow().is_none() && std::io::stderr().is_terminal()
    }

    /// What was written while capturing: (stdout, stderr).
    pub fn into_captured(self) -> (String, String) {
        self.captured.into_inner().unwrap_or_default()
    }

    /// Prints clap's help or version (stdout) or error (stderr, after `prefix`).
    pub(crate) fn clap_message(&self, e: &clap::Error, prefix: &str) {
        let text = e.render().to_string();
        if e.use_stderr() {
            self.err(&format!("{prefix}{text}"));
        } else {
            self.out(&text);
        }
    }

    fn captured(&self, text: &str, stdout: bool) -> bool {
        match self.captured.borrow_mut().as_mut() {
            Some((o, e)) => {
                if stdout { o } else { e }.push_str(text);
                true
            }
            None => false,
        }
    }
}

/// Runs `f` with a capturing console: its result, stdout and stderr.
pub fn capture<T>(f: impl FnOnce(&Console) -> T) -> (T, String, String) {
    let console = Console::capturing();
    let r = f(&console);
    let (o, e) = console.into_captured();
    (r, o, e)
}
