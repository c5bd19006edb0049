//! The op table and the enumerations as Python data: the Python layer
//! generates `aie.dialects.*`'s op classes and enums from them at import
//! (`aie/dialects/_gen.py`), so the op set is declared once, in
//! `dialect/src/ops/table.rs`.

use crate::attr::Attr;
use crate::diag::value_error;
use aie_target::device::Arch;
use aie_target::regs::trace::EventModule;
use dialect::ir::{EnumKind, OpKind};
use dialect::ops::signature::{Arity, OdsArg, OdsArgKind};
use dialect::ops::{self, Kind, Presence};
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
        EnumKind::ShuffleMode => ("ShuffleMode", "aievec"),
        EnumKind::EmitCCmpPredicate => ("CmpPredicate", "emitc"),
        EnumKind::PrintPunctuation => ("PrintPunctuation", "vector"),
    }
}

/// The Python class name of enumeration `k`.
pub fn enum_class_name(k: EnumKind) -> &'static str {
    enum_class(k).0
}

/// One enumeration's cases: (ODS symbol, value, spelling).
type Cases = Vec<(&'static str, i64, &'static str)>;

/// An enumeration as Python reads it: (class, dialect, aiec kind name, cases).
type EnumRow = (&'static str, &'static str, &'static str, Cases);

/// The trace unit's event enums of mlir-aie's `aie` dialect, by module and
/// architecture (`CoreEventAIE2`, ...), from aiec's event tables
/// (`aie_target::regs::trace::EVENTS`, `EVENTS_AIE1`): AIE2P's events have
/// AIE2's numbers, as the table says (mlir-aie's register database has them
/// so); `true` marks AIE1's.
const EVENT_ENUMS: &[(&str, EventModule, bool)] = &[
    ("CoreEventAIE", EventModule::Core, true),
    ("MemEventAIE", EventModule::Memory, true),
    ("ShimTileEventAIE", EventModule::Shim, true),
    ("CoreEventAIE2", EventModule::Core, false),
    ("MemEventAIE2", EventModule::Memory, false),
    ("MemTileEventAIE2", EventModule::MemTile, false),
    ("ShimTileEventAIE2", EventModule::Shim, false),
    ("CoreEventAIE2P", EventModule::Core, false),
    ("MemEventAIE2P", EventModule::Memory, false),
    ("MemTileEventAIE2P", EventModule::MemTile, false),
    ("ShimTileEventAIE2P", EventModule::Shim, false),
];

/// The events of `module` (of AIE1 with `aie1`) as enum cases (reserved
/// numbers left out).
fn event_cases(module: EventModule, aie1: bool) -> Cases {
    let events = match aie1 {
        true => aie_target::regs::trace::aie1_events(module),
        false => module.events(),
    };
    events
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.is_empty())
        .map(|(n, &e)| (e, n as i64, e))
        .collect()
}

/// Every enumeration, with mlir-aie's `AIEDevice` (devices are strings in
/// aiec's IR), `AIEArch` (the architectures of the device model) and the
/// trace unit's event enums ([`EVENT_ENUMS`]).
#[pyfunction]
fn enums() -> Vec<EnumRow> {
    let mut out: Vec<_> = EnumKind::ALL
        .iter()
        .map(|&k| {
            let (class, dialect) = enum_class(k);
            let cases = (0..k.cases().len() as u8)
                .map(|i| (k.symbol(i), k.value(i), k.name(i)))
                .collect();
            (class, dialect, k.type_name(), cases)
        })
        .collect();
    let devices = aie_target::device::device_enum()
        .iter()
        .map(|&(n, v)| (n, i64::from(v), n))
        .collect();
    out.push(("AIEDevice", "aie", "AIEDevice", devices));
    let arches = [Arch::Aie1, Arch::Aie2, Arch::Aie2p, Arch::Aie2ps]
        .into_iter()
        .map(|a| (a.name(), i64::from(crate::target::arch_value(a)), a.name()))
        .collect();
    out.push(("AIEArch", "aie", "AIEArch", arches));
    for &(class, module, aie1) in EVENT_ENUMS {
        out.push((class, "aie", class, event_cases(module, aie1)));
    }
    out
}

/// How an attribute is declared: `required`, `optional`, `default`,
/// `fallback` (mlir-aie's `DefaultValuedOptionalAttr`) or `populated` (a
/// `DefaultValuedAttr` MLIR always holds).
fn presence(p: &Presence) -> &'static str {
    match p {
        Presence::Required => "required",
        Presence::Optional => "optional",
        Presence::Default(_) => "default",
        Presence::Fallback(_) => "fallback",
        Presence::Populated(_) => "populated",
    }
}

fn arity(a: Arity) -> &'static str {
    match a {
        Arity::Single => "single",
        Arity::Optional => "optional",
        Arity::Variadic => "variadic",
    }
}

/// One ODS argument of op `kind` as the generator (`aie/dialects/_gen.py`)
/// reads it; an operand-held scalar field has its `place` among the operands,
/// a run-time integer field the attribute an integer goes to (`dynamic`).
fn arg<'py>(py: Python<'py>, kind: OpKind, a: &OdsArg) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("name", a.name)?;
    d.set_item("keyword", a.keyword())?;
    match a.kind {
        OdsArgKind::Operand { arity: ar, field } => {
            d.set_item("kind", "operand")?;
            d.set_item("arity", arity(ar))?;
            let scalar = field.filter(|f| f.scalar);
            let place = scalar.and_then(|f| ops::format::scalar_place(kind as usize, f.name));
            d.set_item("place", place)?;
            // An integer or a value known at run time (`$name:kind~`): the
            // attribute an integer is given as.
            let dynamic = field.filter(|f| !f.scalar && f.runtime.any());
            d.set_item("dynamic", dynamic.map(|f| f.name))?;
        }
        OdsArgKind::Attr { def, .. } => {
            d.set_item("kind", "attr")?;
            d.set_item("attr", def.name)?;
            d.set_item("unit", def.kind == Kind::Flag)?;
            d.set_item("presence", presence(&def.presence))?;
        }
        OdsArgKind::UnstoredOperand(ar) => {
            d.set_item("kind", "unstored_operand")?;
            d.set_item("arity", arity(ar))?;
        }
        OdsArgKind::UnstoredAttr { default } => {
            d.set_item("kind", "unstored_attr")?;
            d.set_item("default", default)?;
        }
    }
    Ok(d)
}

/// Whether an op named `name` is a symbol table (MLIR's `SymbolTable`
/// trait): a table op that declares it, or `builtin.module`.
#[pyfunction]
fn is_symbol_table(name: &str) -> bool {
    dialect::ops::is_symbol_table(&name.into())
}

/// Every op of the table with its ODS signature, as a dict: `name`,
/// `class`, `args` (in ODS order), `results` ([(name, arity, stored)]),
/// `infer` (how result types are inferred, or None), `operand_segments`,
/// `result_segments`, `regions` (names), `variadic_region`, `successors`
/// (names), `variadic_successor`.
#[pyfunction]
fn op_table(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    OpKind::ALL
        .iter()
        .map(|&kind| {
            let def = ops::def(kind);
            let o = ops::ods(kind);
            let d = PyDict::new(py);
            d.set_item("name", def.name)?;
            d.set_item("class", o.class_name)?;
            let args: PyResult<Vec<_>> = o.args.iter().map(|a| arg(py, kind, a)).collect();
            d.set_item("args", args?)?;
            let results: Vec<_> = o
                .results
                .iter()
                .map(|r| (r.name, arity(r.arity), r.stored))
                .collect();
            d.set_item("results", results)?;
            d.set_item("infer", o.inference.map(|i| format!("{i:?}")))?;
            d.set_item("operand_segments", o.operand_segments)?;
            d.set_item("result_segments", o.result_segments)?;
            d.set_item("regions", o.regions.to_vec())?;
            d.set_item("variadic_region", o.variadic_region)?;
            d.set_item("successors", o.successors.to_vec())?;
            d.set_item("variadic_successor", o.variadic_successor)?;
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
    let def = dialect::ir::OpName::from(op.to_string())
        .kind()
        .and_then(|k| ops::attr_def(k, attr))
        .ok_or_else(|| {
            value_error(format!(
                "'{op}' declares no attribute '{attr}': pass an Attribute"
            ))
        })?;
    // A run-time integer given as a value: the attribute marks it (the
    // parser's marker, `dialect::ops::DYNAMIC`).
    if let (Kind::Int(t), true, Ok(ops::DYNAMIC)) =
        (def.kind, def.runtime.any(), value.extract::<i64>())
    {
        return Ok(Attr(dialect::ir::Attr::Int(
            i128::from(ops::DYNAMIC),
            t.ty(),
        )));
    }
    crate::raw::attr_of_kind(def.kind, value)
        .map_err(|e| value_error(format!("attribute '{attr}' of '{op}': {e}")))
}

/// Adds the table's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(enums, m)?)?;
    m.add_function(wrap_pyfunction!(op_table, m)?)?;
    m.add_function(wrap_pyfunction!(is_symbol_table, m)?)?;
    m.add_function(wrap_pyfunction!(attr_for, m)?)?;
    Ok(())
}
