//! Plain Python values as attributes of a declared kind: the builders'
//! `col=2`, `channel_dir=DMAChannelDir.S2MM`, `sym_name="of0"`.

use crate::attr::{dense_lit, Attr};
use crate::ty::Type;
use dialect::ir::{self, DenseLit};
use dialect::ops::{IntTy, Kind};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyString};

/// An int, or an enum member's `.value`.
fn int_of(v: &Bound<'_, PyAny>) -> Result<i128, String> {
    if v.is_instance_of::<PyBool>() {
        return Ok(i128::from(v.extract::<bool>().map_err(|e| e.to_string())?));
    }
    if v.is_instance_of::<PyInt>() {
        return v.extract::<i128>().map_err(|e| e.to_string());
    }
    if let Ok(inner) = v.getattr("value") {
        if inner.is_instance_of::<PyInt>() {
            return inner.extract::<i128>().map_err(|e| e.to_string());
        }
    }
    // numpy integers and other objects with __index__.
    v.call_method0("__index__")
        .and_then(|i| i.extract::<i128>())
        .map_err(|_| format!("expected an integer, got {}", type_name(v)))
}

fn type_name(v: &Bound<'_, PyAny>) -> String {
    v.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into())
}

/// A str, or an enum member's `.name`.
fn str_of(v: &Bound<'_, PyAny>) -> Result<String, String> {
    if let Ok(s) = v.cast::<PyString>() {
        return Ok(s.to_string());
    }
    match v.getattr("name").and_then(|n| n.extract::<String>()) {
        Ok(n) if v.hasattr("value").unwrap_or(false) => Ok(n),
        _ => Err(format!("expected a string, got {}", type_name(v))),
    }
}

fn int_attr(t: IntTy, v: &Bound<'_, PyAny>) -> Result<ir::Attr, String> {
    let x = int_of(v)?;
    let (lo, hi) = t.range();
    if !(lo..=hi).contains(&x) {
        return Err(format!("{x} does not fit a {}", t.describe()));
    }
    Ok(ir::Attr::Int(x, t.ty()))
}

/// The pair `(a, b)` of a 2-sequence or of an object with the two named
/// fields (mlir-aie's `BDDimLayout` has `size` and `stride`).
fn pair(item: &Bound<'_, PyAny>, a: &str, b: &str) -> Result<(u64, u64), String> {
    let (x, y) = match (item.getattr(a), item.getattr(b)) {
        (Ok(x), Ok(y)) => (x, y),
        _ => item
            .extract::<(Bound<'_, PyAny>, Bound<'_, PyAny>)>()
            .map_err(|_| format!("expected ({a}, {b}) pairs"))?,
    };
    let x = u64::try_from(int_of(&x)?).map_err(|_| format!("{a} is negative"))?;
    let y = u64::try_from(int_of(&y)?).map_err(|_| format!("{b} is negative"))?;
    Ok((x, y))
}

/// A deterministic merge slot from `(bundle, channel, packets)`: the
/// bundle a `WireBundle` case or its name.
fn merge_slot(item: &Bound<'_, PyAny>) -> Result<ir::MergeSlot, String> {
    let (b, c, n) = item
        .extract::<(Bound<'_, PyAny>, Bound<'_, PyAny>, Bound<'_, PyAny>)>()
        .map_err(|_| "expected (bundle, channel, packets) slots".to_string())?;
    let Attr(ir::Attr::Enum(_, i)) = attr_of_kind(Kind::Enum(ir::EnumKind::WireBundle), &b)? else {
        return Err("expected a wire bundle".into());
    };
    let count = |v: &Bound<'_, PyAny>, what: &str| {
        u32::try_from(int_of(v)?).map_err(|_| format!("{what} is not a 32-bit count"))
    };
    Ok(ir::MergeSlot {
        bundle: <ir::cases::WireBundle as ir::TypedEnum>::from_index(i),
        channel: count(&c, "channel")?,
        packets: count(&n, "packets")?,
    })
}

/// Pairs `(a, b)` from a list of [`pair`]s.
fn pairs(v: &Bound<'_, PyAny>, a: &str, b: &str) -> Result<Vec<(u64, u64)>, String> {
    list(v)?.iter().map(|item| pair(item, a, b)).collect()
}

fn list<'py>(v: &Bound<'py, PyAny>) -> Result<Vec<Bound<'py, PyAny>>, String> {
    v.try_iter()
        .map_err(|_| format!("expected a list, got {}", type_name(v)))?
        .map(|x| x.map_err(|e| e.to_string()))
        .collect()
}

/// The bools of a Python list of `bool`s.
fn bools(v: &Bound<'_, PyAny>) -> Option<Vec<bool>> {
    let items = v.cast::<pyo3::types::PyList>().ok()?;
    items
        .iter()
        .map(|x| x.cast::<pyo3::types::PyBool>().ok().map(|b| b.is_true()))
        .collect()
}

/// `value` as an attribute of `kind`.
pub fn attr_of_kind(kind: Kind, value: &Bound<'_, PyAny>) -> Result<Attr, String> {
    use ir::Attr as A;
    let a = match kind {
        Kind::Int(t) | Kind::OptInt(t) => int_attr(t, value)?,
        Kind::Enum(k) => {
            let idx = match str_of(value) {
                Ok(name) if value.is_instance_of::<PyString>() => k.lookup(&name),
                _ => i64::try_from(int_of(value)?)
                    .ok()
                    .and_then(|x| k.from_value(x)),
            };
            let idx =
                idx.ok_or_else(|| format!("not a case of {}: {}", k.type_name(), k.spellings()))?;
            A::Enum(k, idx)
        }
        Kind::Sym(_) => A::SymRef(vec![str_of(value)?]),
        Kind::Syms(_) => A::Array(
            list(value)?
                .iter()
                .map(|x| {
                    x.cast::<Attr>()
                        .map(|a| a.get().0.clone())
                        .or_else(|_| str_of(x).map(|s| A::SymRef(vec![s])))
                })
                .collect::<Result<_, _>>()?,
        ),
        Kind::SymName | Kind::Str | Kind::Device | Kind::Visibility | Kind::TraceEvent => {
            A::Str(str_of(value)?)
        }
        Kind::Ints => A::Array(
            list(value)?
                .iter()
                .map(|x| int_of(x).map(|v| A::Int(v, ir::IntType::I64)))
                .collect::<Result<_, _>>()?,
        ),
        Kind::DenseInts(t) => A::dense_array(
            t.ty().ty(),
            list(value)?
                .iter()
                .map(|x| int_of(x).map(DenseLit::Int))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Mixed => A::dense_array(
            ir::Type::I64,
            list(value)?
                .iter()
                .map(|x| int_of(x).map(DenseLit::Int))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Packet => {
            let (t, id) = pair(value, "pkt_type", "pkt_id")?;
            A::PacketInfo(t, id)
        }
        Kind::Dims | Kind::SizesStrides => A::DimLayouts(pairs(value, "size", "stride")?),
        Kind::DimsPerConsumer => A::DimLayoutsPerConsumer(
            list(value)?
                .iter()
                .map(|x| pairs(x, "size", "stride"))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Pads => A::PadLayouts(pairs(value, "const_pad_before", "const_pad_after")?),
        Kind::MergeSlots => A::Array(
            list(value)?
                .iter()
                .map(|x| merge_slot(x).map(A::MergeSlot))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Depth => match int_of(value) {
            Ok(v) => A::Int(v, ir::IntType::I32),
            Err(_) => A::Array(
                list(value)?
                    .iter()
                    .map(|x| int_of(x).map(|v| A::Int(v, ir::IntType::I32)))
                    .collect::<Result<_, _>>()?,
            ),
        },
        Kind::TypeAttr => match value.cast::<Type>() {
            Ok(t) => A::ty(t.get().0.clone()),
            Err(_) => return Err(format!("expected a type, got {}", type_name(value))),
        },
        Kind::Bool => A::Bool(value.is_truthy().map_err(|e| e.to_string())?),
        Kind::Flag => A::Unit,
        Kind::TraceValue => match int_of(value) {
            Ok(v) => A::Int(v, ir::IntType::I32),
            Err(_) => A::Str(str_of(value)?),
        },
        Kind::Dense => A::dense(dense_lit(value).map_err(|e| e.to_string())?, None),
        // A list of bools is ODS's `BoolArrayAttr` (`vector.transfer_write`'s
        // `in_bounds=[True]`).
        Kind::Any if bools(value).is_some() => A::Array(
            bools(value)
                .unwrap_or_default()
                .into_iter()
                .map(A::Bool)
                .collect(),
        ),
        _ => {
            return Err(format!(
                "takes an Attribute ({}), not a plain {}",
                kind.describe(),
                type_name(value)
            ))
        }
    };
    Ok(Attr(a))
}
