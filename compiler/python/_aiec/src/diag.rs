//! aiec's diagnostics handed to Python: [`AiecError`] carries them as
//! tuples whose spans the Python layer turns into locations (`aie/ir.py`).

use dialect::diag::{Diagnostic, Note};
use dialect::ir::Span;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

pyo3::create_exception!(
    _aiec,
    AiecError,
    pyo3::exceptions::PyException,
    "aiec refused the input: `args[0]` is the message, `args[1]` the \
     diagnostics as (severity, op, message, span, notes, help) tuples, a span \
     being (start, end) into the IR's text, (file, line, column) for a \
     compile's, or None, and notes (span, message) pairs."
);

/// `(start, end)` of a span, or `None`.
fn span(py: Python<'_>, s: Option<Span>) -> Py<PyAny> {
    match s {
        Some(s) => (s.start, s.end)
            .into_pyobject(py)
            .unwrap()
            .into_any()
            .unbind(),
        None => py.None(),
    }
}

/// One diagnostic as the tuple [`AiecError`] documents.
pub fn to_tuple<'py>(py: Python<'py>, d: &Diagnostic) -> PyResult<Bound<'py, PyTuple>> {
    let notes: Vec<(Py<PyAny>, String)> = d
        .notes
        .iter()
        .map(|Note { span: s, message }| (span(py, *s), message.clone()))
        .collect();
    (
        d.severity.word(),
        d.op.clone(),
        d.message.clone(),
        span(py, d.span),
        notes,
        d.help.clone(),
    )
        .into_pyobject(py)
}

/// An [`AiecError`] with `message` and `diagnostics`.
pub fn error(py: Python<'_>, message: &str, diagnostics: &[Diagnostic]) -> PyErr {
    let tuples: PyResult<Vec<Py<PyTuple>>> = diagnostics
        .iter()
        .map(|d| to_tuple(py, d).map(Bound::unbind))
        .collect();
    match tuples {
        Ok(t) => AiecError::new_err((message.to_string(), t)),
        Err(e) => e,
    }
}

/// A failure of the session about a file (a compile): an [`AiecError`]
/// whose diagnostics' spans are `(file, line, column)` triples, 1-based,
/// where the error's source is known, and `None` elsewhere.
pub fn located(py: Python<'_>, e: &compiler::session::Error) -> PyErr {
    let source = e.located();
    let at = |s: Option<Span>| -> Py<PyAny> {
        match (s, &source) {
            (Some(s), Some(src)) => {
                let (line, col) = dialect::diag::line_col(src.text, src.base + s.start as usize);
                (src.file, line, col)
                    .into_pyobject(py)
                    .unwrap()
                    .into_any()
                    .unbind()
            }
            _ => py.None(),
        }
    };
    let tuples: PyResult<Vec<Py<PyTuple>>> = e
        .diagnostics()
        .iter()
        .map(|d| {
            let notes: Vec<(Py<PyAny>, String)> = d
                .notes
                .iter()
                .map(|n| (at(n.span), n.message.clone()))
                .collect();
            (
                d.severity.word(),
                d.op.clone(),
                d.message.clone(),
                at(d.span),
                notes,
                d.help.clone(),
            )
                .into_pyobject(py)
                .map(Bound::unbind)
        })
        .collect();
    let message = e.context_text().unwrap_or("Compilation failed").to_string();
    match tuples {
        Ok(t) => AiecError::new_err((message, t)),
        Err(err) => err,
    }
}

/// A `ValueError` with `message`: a call the bindings cannot make.
pub fn value_error(message: impl Into<String>) -> PyErr {
    pyo3::exceptions::PyValueError::new_err(message.into())
}

/// A `TypeError` with `message`: an argument of the wrong kind.
pub fn type_error(message: impl Into<String>) -> PyErr {
    pyo3::exceptions::PyTypeError::new_err(message.into())
}
