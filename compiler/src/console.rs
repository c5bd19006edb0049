//! Standard output and error for messages (diagnostics, help, version), with
//! a per-thread capture so unit tests can check what a run prints instead of
//! letting it reach the test log.

use std::cell::RefCell;
use std::io::Write;

thread_local! {
    /// While capturing: what was written to (stdout, stderr).
    static CAPTURE: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

/// Writes `text` to standard error (a closed stderr is not worth a panic).
pub(crate) fn err(text: &str) {
    if !captured(text, false) {
        let _ = std::io::stderr().write_all(text.as_bytes());
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

/// Runs `f` with its messages captured: its result, stdout and stderr.
#[cfg(test)]
pub(crate) fn capture<T>(f: impl FnOnce() -> T) -> (T, String, String) {
    CAPTURE.with(|c| *c.borrow_mut() = Some(Default::default()));
    let r = f();
    let (o, e) = CAPTURE.with(|c| c.borrow_mut().take()).unwrap_or_default();
    (r, o, e)
}
