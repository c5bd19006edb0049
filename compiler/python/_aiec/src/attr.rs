//! [`Attr`]: an aiec attribute as a Python value (immutable, hashable by its
//! text); the Python layer's `aie.ir.Attribute` and its subclasses wrap one.

use crate::diag::{error, type_error, value_error};
use crate::ty::Type;
use dialect::ir::attr::{canonical_dense, PacketFields};
use dialect::ir::{self, BdIteration, DenseLit, EnumKind, FloatType};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyTuple};

/// An attribute.
#[pyclass(frozen, from_py_object, module = "aie._aiec")]
#[derive(Clone)]
pub struct Attr(pub ir::Attr);

/// A `dense<...>` literal from nested Python lists of ints, floats and bools.
pub fn dense_lit(v: &Bound<'_, PyAny>) -> PyResult<DenseLit> {
    if let Ok(b) = v.cast::<PyBool>() {
        return Ok(DenseLit::Bool(b.is_true()));
    }
    if v.is_instance_of::<PyInt>() {
        return Ok(DenseLit::Int(v.extract::<i128>()?));
    }
    if v.is_instance_of::<PyFloat>() {
        return Ok(DenseLit::Float(v.extract::<f64>()?));
    }
    if let Ok(list) = v.cast::<PyList>() {
        return list
            .iter()
            .map(|x| dense_lit(&x))
            .collect::<PyResult<_>>()
            .map(DenseLit::List);
    }
    if let Ok(t) = v.cast::<PyTuple>() {
        return t
            .iter()
            .map(|x| dense_lit(&x))
            .collect::<PyResult<_>>()
            .map(DenseLit::List);
    }
    Err(type_error(format!(
        "a dense literal holds ints, floats, bools and lists of them, not {}",
        v.get_type().name()?
    )))
}

/// A `dense<...>` literal as nested Python lists.
fn lit_value(py: Python<'_>, lit: &DenseLit) -> PyResult<Py<PyAny>> {
    Ok(match lit {
        DenseLit::List(items) => {
            let v: PyResult<Vec<Py<PyAny>>> = items.iter().map(|x| lit_value(py, x)).collect();
            v?.into_pyobject(py)?.into_any().unbind()
        }
        DenseLit::Int(v) => v.into_pyobject(py)?.into_any().unbind(),
        DenseLit::Float(v) => v.into_pyobject(py)?.into_any().unbind(),
        DenseLit::Bool(b) => b.into_pyobject(py)?.to_owned().into_any().unbind(),
        DenseLit::Hex(h) => h.into_pyobject(py)?.into_any().unbind(),
    })
}

/// The enum kind named `name` (its MLIR attribute type name, `AIE_DMAChannelDirAttr`
/// style, or its Python enum name).
pub fn enum_kind(name: &str) -> PyResult<EnumKind> {
    EnumKind::from_type_name(name)
        .or_else(|| {
            EnumKind::ALL
                .iter()
                .copied()
                .find(|k| crate::table::enum_class_name(*k) == name)
        })
        .ok_or_else(|| value_error(format!("no enum '{name}'")))
}

#[pymethods]
impl Attr {
    /// Reads an attribute from its text (`dense<1> : tensor<2xi32>`).
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<Attr> {
        dialect::syntax::parse_attr(text)
            .map(Attr)
            .map_err(|d| error(py, &format!("invalid attribute '{text}'"), &[d]))
    }
    /// `unit`.
    #[staticmethod]
    fn unit() -> Attr {
        Attr(ir::Attr::Unit)
    }
    /// `true` / `false`.
    #[staticmethod]
    fn bool(v: bool) -> Attr {
        Attr(ir::Attr::Bool(v))
    }
    /// Integer `v` of integer or index type `ty` (wrapped to its width as
    /// MLIR's `IntegerAttr::get` does).
    #[staticmethod]
    fn integer(v: i128, ty: &Type) -> PyResult<Attr> {
        let t =
            ty.0.int_type()
                .ok_or_else(|| value_error(format!("{} is no integer type", ty.0)))?;
        if let ir::Type::Int { width: 1, .. } = ty.0 {
            return Ok(Attr(ir::Attr::Int(v & 1, t)));
        }
        Ok(Attr(ir::Attr::Int(v, t)))
    }
    /// Float `v` of float type `ty`.
    #[staticmethod]
    fn float(v: f64, ty: &Type) -> PyResult<Attr> {
        let t: FloatType =
            ty.0.float_type()
                .ok_or_else(|| value_error(format!("{} is no float type", ty.0)))?;
        Ok(Attr(ir::Attr::Float(ir::attr::at_precision(v, &ty.0), t)))
    }
    /// A string.
    #[staticmethod]
    fn string(v: String) -> Attr {
        Attr(ir::Attr::Str(v))
    }
    /// A type as an attribute.
    #[staticmethod]
    fn type_(t: &Type) -> Attr {
        Attr(ir::Attr::ty(t.0.clone()))
    }
    /// A symbol reference: `@root::@nested...`.
    #[staticmethod]
    fn symbol(path: Vec<String>) -> PyResult<Attr> {
        if path.is_empty() {
            return Err(value_error("a symbol reference names at least one symbol"));
        }
        Ok(Attr(ir::Attr::SymRef(path)))
    }
    /// `[a, b, ...]`.
    #[staticmethod]
    fn array(items: Vec<Attr>) -> Attr {
        Attr(ir::Attr::Array(items.into_iter().map(|a| a.0).collect()))
    }
    /// `array<elem: values...>` (ints, floats or bools).
    #[staticmethod]
    fn dense_array(elem: &Type, values: &Bound<'_, PyAny>) -> PyResult<Attr> {
        let vals = match dense_lit(values)? {
            DenseLit::List(v) => v,
            _ => return Err(type_error("a dense array's values are a list")),
        };
        Ok(Attr(ir::Attr::dense_array(elem.0.clone(), vals)))
    }
    /// `dense<literal> : ty` from nested lists (or one value, a splat).
    #[staticmethod]
    #[pyo3(signature = (literal, ty=None))]
    fn dense(literal: &Bound<'_, PyAny>, ty: Option<&Type>) -> PyResult<Attr> {
        let lit = dense_lit(literal)?;
        let t = ty.map(|t| t.0.clone());
        Ok(Attr(ir::Attr::dense(canonical_dense(lit, t.as_ref()), t)))
    }
    /// `{key = value, ...}`.
    #[staticmethod]
    fn dict(entries: Vec<(String, Attr)>) -> Attr {
        Attr(ir::Attr::Dict(
            entries.into_iter().map(|(k, a)| (k, a.0)).collect(),
        ))
    }
    /// A case of enum `kind` by its value.
    #[staticmethod]
    fn enum_case(kind: &str, value: i64) -> PyResult<Attr> {
        let k = enum_kind(kind)?;
        let idx = k.from_value(value).ok_or_else(|| {
            value_error(format!("{value} is no case of {kind}: {}", k.spellings()))
        })?;
        Ok(Attr(ir::Attr::Enum(k, idx)))
    }
    /// `[<size = s, stride = t>, ...]`.
    #[staticmethod]
    fn dim_layouts(dims: Vec<(u64, u64)>) -> Attr {
        Attr(ir::Attr::DimLayouts(dims))
    }
    /// One dimension list per object FIFO consumer.
    #[staticmethod]
    fn dim_layouts_per_consumer(dims: Vec<Vec<(u64, u64)>>) -> Attr {
        Attr(ir::Attr::DimLayoutsPerConsumer(dims))
    }
    /// `[<const_pad_before = a, const_pad_after = b>, ...]`.
    #[staticmethod]
    fn pad_layouts(pads: Vec<(u64, u64)>) -> Attr {
        Attr(ir::Attr::PadLayouts(pads))
    }
    /// One padding list per object FIFO segment
    /// (`#aie<bd_pad_layout_array_array[[...], ...]>`).
    #[staticmethod]
    fn pad_layouts_per_segment(pads: Vec<Vec<(u64, u64)>>) -> Attr {
        Attr(ir::Attr::PadLayoutsPerSegment(pads))
    }
    /// `#aie.packet_info<pkt_type = t, pkt_id = i>`.
    #[staticmethod]
    fn packet_info(pkt_type: u64, pkt_id: u64) -> Attr {
        Attr(ir::Attr::PacketInfo(pkt_type, pkt_id))
    }
    /// `#aie.bd_iteration<size = s, stride = t, current = c>`.
    #[staticmethod]
    fn bd_iteration(size: u32, stride: u32, current: u32) -> Attr {
        Attr(ir::Attr::BdIteration(BdIteration {
            size,
            stride,
            current,
        }))
    }

    /// What the attribute is: `unit`, `bool`, `integer`, `float`, `string`,
    /// `type`, `symbol`, `array`, `dense_array`, `dense`, `dict`, `enum`,
    /// `dim_layouts`, `dim_layouts_per_consumer`, `pad_layouts`,
    /// `packet_info`, `bd_iteration`, `trace_buffer`, `trace_slice`, `merge_slot`, `opaque`.
    #[getter]
    fn kind(&self) -> &'static str {
        use ir::Attr as A;
        match &self.0 {
            A::Unit => "unit",
            A::Bool(_) => "bool",
            A::Int(..) => "integer",
            A::Float(..) => "float",
            A::Str(_) => "string",
            A::Type(_) => "type",
            A::SymRef(_) => "symbol",
            A::Array(_) => "array",
            A::DenseArray(_) => "dense_array",
            A::Dense(_) => "dense",
            A::Dict(_) => "dict",
            A::Enum(..) => "enum",
            A::DimLayouts(_) => "dim_layouts",
            A::DimLayoutsPerConsumer(_) => "dim_layouts_per_consumer",
            A::PadLayouts(_) => "pad_layouts",
            A::PadLayoutsPerSegment(_) => "pad_layouts_per_segment",
            A::PacketInfo(..) => "packet_info",
            A::BdIteration(_) => "bd_iteration",
            A::TraceBuffer(_) => "trace_buffer",
            A::TraceSlice(_) => "trace_slice",
            A::MergeSlot(_) => "merge_slot",
            A::Opaque(_) => "opaque",
        }
    }

    /// The attribute's type: an integer's or float's, a dense literal's
    /// shaped type, a type attribute's type; else None.
    #[getter]
    fn r#type(&self) -> Option<Type> {
        use ir::Attr as A;
        match &self.0 {
            A::Int(_, t) => Some(Type(t.ty())),
            A::Float(_, t) => Some(Type(t.ty())),
            A::Bool(_) => Some(Type(ir::Type::I1)),
            A::Dense(d) => d.ty.clone().map(Type),
            A::DenseArray(d) => Some(Type(d.ty.clone())),
            A::Type(t) => Some(Type((**t).clone())),
            A::Str(_) => Some(Type(ir::Type::None)),
            _ => None,
        }
    }

    /// The attribute's content as plain Python data (see `kind`): a bool, an
    /// int, a float, a str, a Type, a list of symbol names, a list of Attrs,
    /// the values of a dense array, the (nested) literal of a dense
    /// attribute, a list of (key, Attr), an enum case as (enum, case, value),
    /// layouts as lists of pairs, the fields of the aie attributes as tuples.
    #[getter]
    fn value(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        use ir::Attr as A;
        let any = |b: Bound<'_, PyAny>| b.unbind();
        Ok(match &self.0 {
            A::Unit => py.None(),
            A::Bool(b) => any(b.into_pyobject(py)?.to_owned().into_any()),
            A::Int(v, _) => any(v.into_pyobject(py)?.into_any()),
            A::Float(v, _) => any(v.into_pyobject(py)?.into_any()),
            A::Str(s) | A::Opaque(s) => any(s.into_pyobject(py)?.into_any()),
            A::Type(t) => any(Type((**t).clone()).into_pyobject(py)?.into_any()),
            A::SymRef(p) => any(p.clone().into_pyobject(py)?.into_any()),
            A::Array(v) => any(v
                .iter()
                .cloned()
                .map(Attr)
                .collect::<Vec<_>>()
                .into_pyobject(py)?
                .into_any()),
            A::DenseArray(d) => lit_value(py, &DenseLit::List(d.vals.clone()))?,
            A::Dense(d) => lit_value(py, &d.lit)?,
            A::Dict(entries) => any(entries
                .iter()
                .map(|(k, a)| (k.clone(), Attr(a.clone())))
                .collect::<Vec<_>>()
                .into_pyobject(py)?
                .into_any()),
            A::Enum(k, i) => any((k.type_name(), k.name(*i), k.value(*i))
                .into_pyobject(py)?
                .into_any()),
            A::DimLayouts(d) | A::PadLayouts(d) => any(d.clone().into_pyobject(py)?.into_any()),
            A::DimLayoutsPerConsumer(d) | A::PadLayoutsPerSegment(d) => {
                any(d.clone().into_pyobject(py)?.into_any())
            }
            A::PacketInfo(..) => any(self.0.packet_fields().into_pyobject(py)?.into_any()),
            A::BdIteration(b) => any((b.size, b.stride, b.current).into_pyobject(py)?.into_any()),
            A::TraceBuffer(b) => any((b.arg_index, b.offset, b.size, b.dedicated)
                .into_pyobject(py)?
                .into_any()),
            A::TraceSlice(s) => any((s.device.clone(), s.sequence.clone(), s.offset, s.size)
                .into_pyobject(py)?
                .into_any()),
            A::MergeSlot(m) => any((m.bundle.name(), m.channel, m.packets)
                .into_pyobject(py)?
                .into_any()),
        })
    }

    fn __str__(&self) -> String {
        text(&self.0)
    }
    fn __repr__(&self) -> String {
        format!("Attr({})", text(&self.0))
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Attr>().is_ok_and(|o| o.get().0 == self.0)
    }
    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.0.to_string().hash(&mut h);
        h.finish()
    }
}

/// `a`'s text in the syntax of mlir-aie at 3ca0193, whose Python surface
/// this is: a packet's type shown when 0.
fn text(a: &ir::Attr) -> String {
    match *a {
        ir::Attr::PacketInfo(t, i) => format!("#aie.packet_info{}", PacketFields(t, i, true)),
        ref a => a.to_string(),
    }
}
