//! The op table and the enumerations as Python data: the Python layer
//! generates `aie.dialects.*`'s op classes and enums from them at import
//! (`aie/dialects/_gen.py`), so the op set is declared once, in
//! `dialect/src/ops/table.rs`.

use crate::attr::Attr;
use crate::diag::value_error;
use dialect::ir::EnumKind;
use dialect::ops::{self, Presence};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The Python class and dialect module of each enumeration, as mlir-aie's
/// and MLIR's generated `_<dialect>_enum_gen.py` name them.
pub fn enum_class(k: EnumKind) -> (&'static str, &'static str) {
    match k {
        EnumKind::WireBundle => ("WireBundle", "aie"),
        EnumKind::DmaChannelDir => ("DMAChannelDir", "aie"),
        EnumKind::LockAction => ("LockAction", "aie"),
        EnumKind::LockBlocking => ("LockBlocking", "aie"),
        EnumKind::ObjectFifoPort => ("ObjectFifoPort", "aie"),
        EnumKind::CascadeDir => ("CascadeDir", "aie"),
        EnumKind::TileType => ("AIETileType", "aie"),
        EnumKind::TraceMode => ("TraceMode", "aie"),
        EnumKind::TracePacketType => ("TracePacketType", "aie"),
        EnumKind::TraceShimRouting => ("TraceShimRouting", "aie"),
        EnumKind::ComboLogic => ("ComboLogic", "aie"),
        EnumKind::EdgeTrigger => ("EdgeTrigger", "aie"),
        EnumKind::CmpIPredicate => ("CmpIPredicate", "arith"),
        EnumKind::CmpFPredicate => ("CmpFPredicate", "arith"),
        EnumKind::CombiningKind => ("CombiningKind", "vector"),
        EnumKind::StateTableFunc => ("StateTableFunc", "aiex"),
        EnumKind::ScratchpadParameterKind => ("ScratchpadParameterKind", "aiex"),
    }
}

/// The Python class name of enumeration `k`.
pub fn enum_class_name(k: EnumKind) -> &'static str {
    enum_class(k).0
}

/// Every enumeration as (class, dialect, aiec kind name, [(case, value)]),
/// with mlir-aie's `AIEDevice` (devices are strings in aiec's IR).
#[pyfunction]
fn enums() -> Vec<(
    &'static str,
    &'static str,
    &'static str,
    Vec<(&'static str, i64)>,
)> {
    let mut out: Vec<_> = EnumKind::ALL
        .iter()
        .map(|&k| {
            let (class, dialect) = enum_class(k);
            let cases = (0..k.cases().len() as u8)
                .map(|i| (k.name(i), k.value(i)))
                .collect();
            (class, dialect, k.type_name(), cases)
        })
        .collect();
    let devices = aie_target::device::device_enum()
        .iter()
        .map(|&(n, v)| (n, i64::from(v)))
        .collect();
    out.push(("AIEDevice", "aie", "AIEDevice", devices));
    out
}

/// How an attribute is declared: `required`, `optional`, `default` or
/// `fallback` (mlir-aie's `DefaultValuedOptionalAttr`).
fn presence(p: &Presence) -> &'static str {
    match p {
        Presence::Required => "required",
        Presence::Optional => "optional",
        Presence::Default(_) => "default",
        Presence::Fallback(_) => "fallback",
    }
}

/// Every op of the table as a dict: `name`, `attrs` ([(name, kind, presence)]),
/// `terminator`, `regions` (the number its format has).
#[pyfunction]
fn op_table(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    ops::OPS
        .iter()
        .enumerate()
        .map(|(i, def)| {
            let d = PyDict::new(py);
            d.set_item("name", def.name)?;
            let attrs: Vec<(&str, String, &str)> = ops::attr_defs_at(i)
                .iter()
                .map(|a| (a.name, format!("{:?}", a.kind), presence(&a.presence)))
                .collect();
            d.set_item("attrs", attrs)?;
            d.set_item("terminator", def.terminator)?;
            Ok(d)
        })
        .collect()
}

/// `value` (a Python int, str, bool, list, enum member or `Attr`) as
/// attribute `attr` of op `op`, by the kind the op table declares for it:
/// the conversion MLIR's generated builders make with `AttrBuilder`.
#[pyfunction]
pub fn attr_for(op: &str, attr: &str, value: &Bound<'_, PyAny>) -> PyResult<Attr> {
    if let Ok(a) = value.cast::<Attr>() {
        return Ok(a.get().clone());
    }
    let kind = dialect::ir::OpName::from(op.to_string())
        .kind()
        .and_then(|k| ops::attr_def(k, attr))
        .map(|d| d.kind)
        .ok_or_else(|| {
            value_error(format!(
                "'{op}' declares no attribute '{attr}': pass an Attribute"
            ))
        })?;
    crate::raw::attr_of_kind(kind, value)
        .map_err(|e| value_error(format!("attribute '{attr}' of '{op}': {e}")))
}

/// Adds the table's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(enums, m)?)?;
    m.add_function(wrap_pyfunction!(op_table, m)?)?;
    m.add_function(wrap_pyfunction!(attr_for, m)?)?;
    Ok(())
}
