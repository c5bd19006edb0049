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
    /// aie-sim, with the files its prefixes are made around: the
    /// package's `aie-sim` console script and the XRT runtime library its
    /// wheel carries.
    AieSim(compiler::host::prefix::Install),
}

impl Tool {
    /// Command line `tool` (`aiec`, `aiecc`, `aie-sim`) run as `argv`
    /// says. When it is the package's `aie-sim` console script that runs
    /// (argv[0] is it, or a link to it named as a kernel compiler),
    /// aie-sim's Peano prefix is made beside it and links to it; the XRT
    /// prefix is made around the runtime library of the installed package
    /// (`aie/lib`, backend/aiec_wheel.py), when it has one.
    fn named(py: Python<'_>, tool: &str, argv: &[String]) -> PyResult<Tool> {
        Ok(match tool {
            "aiec" => Tool::Aiec,
            "aiecc" => Tool::Aiecc,
            "aie-sim" => Tool::AieSim(compiler::host::prefix::Install {
                program: argv
                    .first()
                    .and_then(|a| Path::new(a).canonicalize().ok())
                    .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n == "aie-sim")),
                xrt_library: package_xrt_library(py)?,
            }),
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
            Tool::AieSim(install) => compiler::host::aie_sim_as(Some(install), args, console),
        }
    }
}

/// The XRT runtime library the installed package carries
/// (`aie/lib/libxrt_coreutil.so`), if it does: a package run from a
/// checkout has none, and its aie-sim finds cargo's beside it.
fn package_xrt_library(py: Python<'_>) -> PyResult<Option<PathBuf>> {
    let init: PathBuf = py.import("aie")?.getattr("__file__")?.extract()?;
    let lib = init
        .with_file_name("lib")
        .join(compiler::host::prefix::XRT_LIBRARY);
    Ok(lib.is_file().then_some(lib))
}

/// Runs one of aiec's command lines (`aiec`, `aiecc`, `aie-sim`) in this
/// process with `argv` (program name first); returns its exit status.
#[pyfunction]
fn main(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<i32> {
    let tool = Tool::named(py, tool, &argv)?;
    Ok(py.detach(|| tool.run(argv, &compiler::Console::std())))
}

/// As [`main`], with the messages the tool prints (diagnostics, help)
/// captured: `(status, stdout, stderr)`.
#[pyfunction]
fn run_captured(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<(i32, String, String)> {
    let tool = Tool::named(py, tool, &argv)?;
    Ok(py.detach(|| compiler::capture(|console| tool.run(argv, console))))
}

/// Checks MLIR's textual pass pipeline `text` against aiec's passes and
/// their options without running it; a `ValueError` says what is wrong.
#[pyfunction]
fn check_pipeline(text: &str) -> PyResult<()> {
    compiler::session::Pipeline::parse(text)
        .map(drop)
        .map_err(|e| diag::value_error(store::pipeline_message(&e)))
}

/// The module: the IR store, types, attributes, the op table's signatures.
#[pymodule]
fn _aiec(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", compiler::VERSION)?;
    m.add_function(wrap_pyfunction!(main, m)?)?;
    m.add_function(wrap_pyfunction!(run_captured, m)?)?;
    m.add_function(wrap_pyfunction!(check_pipeline, m)?)?;
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
