//! `aie._aiec`: aiec's IR, compiler and simulator for the Python package
//! `aie` (compiler/python, docs/python.md). The Python layer builds mlir-aie's
//! API (`aie.ir`, `aie.dialects`, `aie.iron`) on the handles this module
//! gives: one IR, one parser, one printer, one verifier — aiec's.

use pyo3::prelude::*;

mod attr;
mod diag;
mod raw;
mod store;
mod table;
mod target;
mod ty;
mod xrt;

/// The entry of command line `tool` (`aiec`, `aiecc`, `aie-sim`).
fn tool_entry(tool: &str) -> PyResult<fn(Vec<std::ffi::OsString>) -> i32> {
    Ok(match tool {
        "aiec" => compiler::run,
        "aiecc" => compiler::aiecc::main,
        "aie-sim" => compiler::host::aie_sim,
        _ => {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "no tool '{tool}': aiec, aiecc or aie-sim"
            )))
        }
    })
}

/// `argv` as the tool's arguments. When it is the package's `aie-sim`
/// console script that runs (argv[0] is it, or a link to it named as a
/// kernel compiler), aie-sim's prefixes are made beside it and link to it.
fn arguments(tool: &str, argv: Vec<String>) -> Vec<std::ffi::OsString> {
    if tool == "aie-sim" {
        let script = argv
            .first()
            .and_then(|a| std::path::Path::new(a).canonicalize().ok())
            .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n == "aie-sim"));
        if let Some(script) = script {
            compiler::host::prefix::set_program(script);
        }
    }
    argv.into_iter().map(Into::into).collect()
}

/// Runs one of aiec's command lines (`aiec`, `aiecc`, `aie-sim`) in this
/// process with `argv` (program name first); returns its exit status.
#[pyfunction]
fn main(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<i32> {
    let run = tool_entry(tool)?;
    let args = arguments(tool, argv);
    Ok(py.detach(|| run(args)))
}

/// As [`main`], with the messages the tool prints (diagnostics, help)
/// captured: `(status, stdout, stderr)`.
#[pyfunction]
fn run_captured(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<(i32, String, String)> {
    let run = tool_entry(tool)?;
    let args = arguments(tool, argv);
    Ok(py.detach(|| compiler::capture(|| run(args))))
}

/// The module: the IR store, types, attributes, the op table's signatures.
#[pymodule]
fn _aiec(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", compiler::VERSION)?;
    m.add_function(wrap_pyfunction!(main, m)?)?;
    m.add_function(wrap_pyfunction!(run_captured, m)?)?;
    m.add("AiecError", m.py().get_type::<diag::AiecError>())?;
    m.add_class::<store::Ir>()?;
    m.add_class::<ty::Type>()?;
    m.add_class::<attr::Attr>()?;
    table::register(m)?;
    target::register(m)?;
    let xrt = pyo3::types::PyModule::new(m.py(), "xrt")?;
    xrt::register(&xrt)?;
    m.add_submodule(&xrt)?;
    Ok(())
}
