//! The register map by name (`aie_target::regs::names`) for
//! `aie.utils.regdb`: mlir-aie's register database in its shape, built from
//! aiec's map, and the fields a register's value is read with.

use crate::diag::value_error;
use aie_target::device::{self, Device, TileKind};
use aie_target::regs::names;
use aie_target::regs::Field;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The tile kinds whose modules the database covers: a compute tile (core
/// and memory modules), a mem tile, a shim NOC tile.
const KINDS: [TileKind; 3] = [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc];

fn device_named(name: &str) -> PyResult<&'static Device> {
    device::device(name).ok_or_else(|| {
        value_error(format!(
            "unknown device '{name}': one of {}",
            device::device_names()
        ))
    })
}

/// A field as the database gives it: `{"name", "bits"}`, bits `"hi:lo"` or `"n"`.
fn field<'py>(py: Python<'py>, f: &Field) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("name", f.name)?;
    let hi = u32::from(f.lo) + u32::from(f.bits) - 1;
    let bits = if f.bits == 1 {
        f.lo.to_string()
    } else {
        format!("{hi}:{}", f.lo)
    };
    d.set_item("bits", bits)?;
    Ok(d)
}

/// mlir-aie's register database over device `device`'s register map:
/// `{"modules": {module: {"registers": [{"name", "offset", "width",
/// "bit_fields"}]}}}`, offsets as `0x` and 10 hex digits, the fields those
/// a word of 0 is read with.
#[pyfunction]
fn register_database<'py>(py: Python<'py>, device: &str) -> PyResult<Bound<'py, PyDict>> {
    let model = device_named(device)?;
    let mut by_module: Vec<(&str, Vec<Bound<'py, PyDict>>)> = Vec::new();
    for kind in KINDS {
        for r in names::registers(model, kind) {
            let module = r.module.database_name();
            if by_module.last().is_none_or(|(m, _)| *m != module) {
                by_module.push((module, Vec::new()));
            }
            let reg = PyDict::new(py);
            reg.set_item("name", &r.name)?;
            reg.set_item("offset", format!("0x{:010X}", r.offset))?;
            reg.set_item("width", 32)?;
            let fields: PyResult<Vec<_>> = r.fields(0).iter().map(|f| field(py, f)).collect();
            reg.set_item("bit_fields", fields?)?;
            by_module.last_mut().unwrap().1.push(reg);
        }
    }
    let modules = PyDict::new(py);
    for (module, regs) in by_module {
        let m = PyDict::new(py);
        m.set_item("registers", regs)?;
        modules.set_item(module, m)?;
    }
    let db = PyDict::new(py);
    db.set_item("modules", modules)?;
    Ok(db)
}

/// The fields a word `value` of the register at tile-local `offset` of
/// tile (`col`, `row`) is read with; `None` where the map has no register.
#[pyfunction]
fn register_fields<'py>(
    py: Python<'py>,
    device: &str,
    col: i64,
    row: i64,
    offset: u32,
    value: u32,
) -> PyResult<Option<Vec<Bound<'py, PyDict>>>> {
    let model = device_named(device)?;
    let Some(kind) = model.tile_kind(col, row) else {
        return Ok(None);
    };
    names::register_at(model, kind, offset)
        .map(|r| r.fields(value).iter().map(|f| field(py, f)).collect())
        .transpose()
}

/// The memory regions of device `device`'s tiles by module:
/// `{module: [(name, tile-local base, bytes)]}`.
#[pyfunction]
fn memory_regions<'py>(py: Python<'py>, device: &str) -> PyResult<Bound<'py, PyDict>> {
    let model = device_named(device)?;
    let out = PyDict::new(py);
    for kind in KINDS {
        let regions = names::memory_regions(model, kind);
        for (module, _, _, _) in &regions {
            let list: Vec<_> = regions
                .iter()
                .filter(|r| r.0 == *module)
                .map(|&(_, name, base, bytes)| (name, base, bytes))
                .collect();
            out.set_item(module.database_name(), list)?;
        }
    }
    Ok(out)
}

/// Adds the register functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(register_database, m)?)?;
    m.add_function(wrap_pyfunction!(register_fields, m)?)?;
    m.add_function(wrap_pyfunction!(memory_regions, m)?)?;
    Ok(())
}
