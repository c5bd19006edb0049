//! `aie._aiec`: aiec's IR, compiler and simulator for the Python package
//! `aie` (compiler/python, docs/python.md). The Python layer builds mlir-aie's
//! API (`aie.ir`, `aie.dialects`, `aie.iron`) on the handles this module
//! gives: one IR, one parser, one printer, one verifier — aiec's, reached
//! through the compiler's session (`compiler::session`) alone, whose
//! errors become `AiecError`s; the command lines run in process write to a
//! console of their own.

use pyo3::prelude::*;
use std::path::{Path, PathBuf};

mod attr;
mod diag;
mod raw;
mod regs;
mod session;
mod store;
mod table;
mod target;
mod ty;
mod xrt;

/// One of aiec's command lines, to run in this process.
enum Tool {
    Aiec,
    Aiecc,
    /// aie-sim, and the program its prefixes are made beside and link to
    /// (the package's `aie-sim` console script; `None`: the interpreter's
    /// executable, as `compiler::host::aie_sim_as` takes it).
    AieSim(Option<PathBuf>),
}

impl Tool {
    /// Command line `tool` (`aiec`, `aiecc`, `aie-sim`) run as `argv`
    /// says. When it is the package's `aie-sim` console script that runs
    /// (argv[0] is it, or a link to it named as a kernel compiler),
    /// aie-sim's prefixes are made beside it and link to it.
    fn named(tool: &str, argv: &[String]) -> PyResult<Tool> {
        Ok(match tool {
            "aiec" => Tool::Aiec,
            "aiecc" => Tool::Aiecc,
            "aie-sim" => Tool::AieSim(
                argv.first()
                    .and_then(|a| Path::new(a).canonicalize().ok())
                    .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n == "aie-sim")),
            ),
            _ => {
                return Err(pyo3::exceptions::PyValueError::new_err(format!(
                    "no tool '{tool}': aiec, aiecc or aie-sim"
                )))
            }
        })
    }

    /// Runs it with `argv` (program name first), writing to `console`; its
    /// exit status.
    fn run(&self, argv: Vec<String>, console: &compiler::Console) -> i32 {
        let args = argv.into_iter().map(Into::into).collect();
        match self {
            Tool::Aiec => compiler::run_in(args, console),
            Tool::Aiecc => compiler::aiecc::main_in(args, console),
            Tool::AieSim(program) => compiler::host::aie_sim_as(program.as_deref(), args, console),
        }
    }
}

/// Runs one of aiec's command lines (`aiec`, `aiecc`, `aie-sim`) in this
/// process with `argv` (program name first); returns its exit status.
#[pyfunction]
fn main(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<i32> {
    let tool = Tool::named(tool, &argv)?;
    Ok(py.detach(|| tool.run(argv, &compiler::Console::std())))
}

/// As [`main`], with the messages the tool prints (diagnostics, help)
/// captured: `(status, stdout, stderr)`.
#[pyfunction]
fn run_captured(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<(i32, String, String)> {
    let tool = Tool::named(tool, &argv)?;
    Ok(py.detach(|| compiler::capture(|console| tool.run(argv, console))))
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
    regs::register(m)?;
    session::register(m)?;
    let xrt = pyo3::types::PyModule::new(m.py(), "xrt")?;
    xrt::register(&xrt)?;
    m.add_submodule(&xrt)?;
    Ok(())
}
