//! `aie._aiec`: aiec's IR, compiler and simulator for the Python package
//! `aie` (compiler/python, docs/python.md). The Python layer builds mlir-aie's
//! API (`aie.ir`, `aie.dialects`, `aie.iron`) on the handles this module
//! gives: one IR, one parser, one printer, one verifier — aiec's.

use pyo3::prelude::*;

mod attr;
mod diag;
mod raw;
mod regs;
mod store;
mod table;
mod target;
mod ty;
mod xrt;

/// Runs one of aiec's command lines (`aiec`, `aiecc`, `aie-sim`) in this
/// process with `argv` (program name first); returns its exit status.
#[pyfunction]
fn main(py: Python<'_>, tool: &str, argv: Vec<String>) -> PyResult<i32> {
    let args: Vec<std::ffi::OsString> = argv.into_iter().map(Into::into).collect();
    let run: fn(Vec<std::ffi::OsString>) -> i32 = match tool {
        "aiec" => compiler::run,
        "aiecc" => compiler::aiecc::main,
        "aie-sim" => compiler::host::aie_sim,
        _ => {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "no tool '{tool}': aiec, aiecc or aie-sim"
            )))
        }
    };
    Ok(py.detach(|| run(args)))
}

/// The module: the IR store, types, attributes, the op table's signatures.
#[pymodule]
fn _aiec(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", compiler::VERSION)?;
    m.add_function(wrap_pyfunction!(main, m)?)?;
    m.add("AiecError", m.py().get_type::<diag::AiecError>())?;
    m.add_class::<store::Ir>()?;
    m.add_class::<ty::Type>()?;
    m.add_class::<attr::Attr>()?;
    table::register(m)?;
    target::register(m)?;
    regs::register(m)?;
    let xrt = pyo3::types::PyModule::new(m.py(), "xrt")?;
    xrt::register(&xrt)?;
    m.add_submodule(&xrt)?;
    Ok(())
}
