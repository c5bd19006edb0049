//! [`Type`]: an aiec type as a Python value (immutable, hashable); the
//! Python layer's `aie.ir.Type` and its subclasses wrap one.

use crate::attr::Attr;
use crate::diag::{error, value_error};
use dialect::ir::{self, Dim, Signedness};
use pyo3::prelude::*;

/// MLIR's `ShapedType::kDynamic`: a `?` dimension in shape lists.
pub const DYNAMIC: i64 = i64::MIN;

/// A type.
#[pyclass(frozen, eq, hash, from_py_object, module = "aie._aiec")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Type(pub ir::Type);

/// The dimensions of a shape list from Python (`DYNAMIC` for `?`), scalable
/// where `scalable` says so.
fn dims(shape: &[i64], scalable: Option<&[bool]>) -> PyResult<Vec<Dim>> {
    shape
        .iter()
        .enumerate()
        .map(
            |(i, &d)| match (d, scalable.and_then(|s| s.get(i)).copied()) {
                (DYNAMIC, _) => Ok(Dim::Dynamic),
                (d, _) if d < 0 => Err(value_error(format!(
                    "dimension {i} is {d}: a size is 0 or more"
                ))),
                (d, Some(true)) => Ok(Dim::Scalable(d as u64)),
                (d, _) => Ok(Dim::Static(d as u64)),
            },
        )
        .collect()
}

/// A shape as Python lists it (`DYNAMIC` for `?`).
fn shape_list(shape: &[Dim]) -> Vec<i64> {
    shape
        .iter()
        .map(|d| match d {
            Dim::Static(n) | Dim::Scalable(n) => *n as i64,
            Dim::Dynamic => DYNAMIC,
        })
        .collect()
}

fn boxed(t: &Type) -> Box<ir::Type> {
    Box::new(t.0.clone())
}

#[pymethods]
impl Type {
    /// Reads a type from its text (`memref<16xi32>`).
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<Type> {
        dialect::syntax::parse_type(text)
            .map(Type)
            .map_err(|d| error(py, &format!("invalid type '{text}'"), &[d]))
    }
    /// `index`.
    #[staticmethod]
    fn index() -> Type {
        Type(ir::Type::Index)
    }
    /// `none`.
    #[staticmethod]
    fn none() -> Type {
        Type(ir::Type::None)
    }
    /// An integer type: `signedness` 0 signless (`i`), 1 signed (`si`), 2
    /// unsigned (`ui`).
    #[staticmethod]
    fn integer(width: u32, signedness: u8) -> PyResult<Type> {
        let sign = match signedness {
            0 => Signedness::Signless,
            1 => Signedness::Signed,
            2 => Signedness::Unsigned,
            _ => return Err(value_error("signedness is 0, 1 or 2")),
        };
        if width == 0 || width > (1 << 24) {
            return Err(value_error(format!(
                "integer width {width} is not in 1..=16777216"
            )));
        }
        Ok(Type(ir::Type::Int { width, sign }))
    }
    /// A float type by keyword (`f32`, `bf16`, `f8E4M3FN`, ...).
    #[staticmethod]
    fn float(name: &str) -> PyResult<Type> {
        ir::types::FLOAT_TYPES
            .iter()
            .find(|k| **k == name)
            .map(|k| Type(ir::Type::Float(k)))
            .ok_or_else(|| value_error(format!("'{name}' is no float type")))
    }
    /// `memref<shape x elem, layout, space>`; `shape` None for `*`.
    #[staticmethod]
    #[pyo3(signature = (shape, elem, layout=None, space=None))]
    fn memref(
        shape: Option<Vec<i64>>,
        elem: &Type,
        layout: Option<&Attr>,
        space: Option<&Attr>,
    ) -> PyResult<Type> {
        Ok(Type(ir::Type::MemRef {
            shape: shape.map(|s| dims(&s, None)).transpose()?,
            elem: boxed(elem),
            layout: layout.map(|a| Box::new(a.0.clone())),
            space: space.map(|a| Box::new(a.0.clone())),
        }))
    }
    /// `vector<shape x elem>`, dimensions scalable where `scalable` says.
    #[staticmethod]
    #[pyo3(signature = (shape, elem, scalable=None))]
    fn vector(shape: Vec<i64>, elem: &Type, scalable: Option<Vec<bool>>) -> PyResult<Type> {
        Ok(Type(ir::Type::Vector {
            shape: dims(&shape, scalable.as_deref())?,
            elem: boxed(elem),
        }))
    }
    /// `tensor<shape x elem>`; `shape` None for `*`.
    #[staticmethod]
    fn tensor(shape: Option<Vec<i64>>, elem: &Type) -> PyResult<Type> {
        Ok(Type(ir::Type::Tensor {
            shape: shape.map(|s| dims(&s, None)).transpose()?,
            elem: boxed(elem),
        }))
    }
    /// `(inputs) -> results`.
    #[staticmethod]
    fn function(inputs: Vec<Type>, results: Vec<Type>) -> Type {
        Type(ir::Type::Function {
            inputs: inputs.into_iter().map(|t| t.0).collect(),
            results: results.into_iter().map(|t| t.0).collect(),
        })
    }
    /// `tuple<...>`.
    #[staticmethod]
    fn tuple(types: Vec<Type>) -> Type {
        Type(ir::Type::Tuple(types.into_iter().map(|t| t.0).collect()))
    }
    /// `complex<elem>`.
    #[staticmethod]
    fn complex(elem: &Type) -> Type {
        Type(ir::Type::Complex(boxed(elem)))
    }
    /// mlir-aie's block floating-point type `!aiex.bfp<"subtype">`
    /// (`v8bfp16ebs8`, `v16bfp16ebs16`).
    #[staticmethod]
    fn block_float(subtype: &str) -> PyResult<Type> {
        let t = ir::Type::Opaque(format!("!aiex.bfp<\"{subtype}\">"));
        if t.bit_width().is_none() {
            return Err(value_error(format!(
                "no block floating-point type '{subtype}': v8bfp16ebs8 or v16bfp16ebs16"
            )));
        }
        Ok(Type(t))
    }
    /// `!aie.objectfifo<elem>`.
    #[staticmethod]
    fn objectfifo(elem: &Type) -> Type {
        Type(ir::Type::ObjectFifo(boxed(elem)))
    }
    /// `!aie.objectfifosubview<elem>`.
    #[staticmethod]
    fn objectfifo_subview(elem: &Type) -> Type {
        Type(ir::Type::ObjectFifoSubview(boxed(elem)))
    }

    /// What the type is: `index`, `none`, `integer`, `float`, `memref`,
    /// `vector`, `tensor`, `function`, `tuple`, `complex`, `objectfifo`,
    /// `objectfifosubview` or `opaque`.
    #[getter]
    fn kind(&self) -> &'static str {
        match &self.0 {
            ir::Type::Index => "index",
            ir::Type::None => "none",
            ir::Type::Int { .. } => "integer",
            ir::Type::Float(_) => "float",
            ir::Type::MemRef { .. } => "memref",
            ir::Type::Vector { .. } => "vector",
            ir::Type::Tensor { .. } => "tensor",
            ir::Type::Function { .. } => "function",
            ir::Type::Tuple(_) => "tuple",
            ir::Type::Complex(_) => "complex",
            ir::Type::ObjectFifo(_) => "objectfifo",
            ir::Type::ObjectFifoSubview(_) => "objectfifosubview",
            ir::Type::Opaque(_) => "opaque",
        }
    }
    /// The bit width of an integer or float type; 64 for `index` (MLIR's
    /// internal storage width), else None.
    #[getter]
    fn width(&self) -> Option<u64> {
        match &self.0 {
            ir::Type::Index => Some(64),
            ir::Type::Int { width, .. } => Some(u64::from(*width)),
            ir::Type::Float(_) => self.0.bit_width(),
            _ => None,
        }
    }
    /// An integer type's signedness: 0 signless, 1 signed, 2 unsigned.
    #[getter]
    fn signedness(&self) -> Option<u8> {
        match &self.0 {
            ir::Type::Int { sign, .. } => Some(match sign {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            }),
            _ => None,
        }
    }
    /// The shape of a memref, vector or tensor (None when unranked).
    #[getter]
    fn shape(&self) -> Option<Vec<i64>> {
        match &self.0 {
            ir::Type::MemRef { shape, .. } | ir::Type::Tensor { shape, .. } => {
                shape.as_deref().map(shape_list)
            }
            ir::Type::Vector { shape, .. } => Some(shape_list(shape)),
            _ => None,
        }
    }
    /// Which dimensions of a vector are scalable.
    #[getter]
    fn scalable(&self) -> Option<Vec<bool>> {
        match &self.0 {
            ir::Type::Vector { shape, .. } => Some(
                shape
                    .iter()
                    .map(|d| matches!(d, Dim::Scalable(_)))
                    .collect(),
            ),
            _ => None,
        }
    }
    /// The element type of a shaped type, object FIFO or subview, complex.
    #[getter]
    fn element_type(&self) -> Option<Type> {
        match &self.0 {
            ir::Type::MemRef { elem, .. }
            | ir::Type::Vector { elem, .. }
            | ir::Type::Tensor { elem, .. } => Some(Type((**elem).clone())),
            ir::Type::Complex(t) | ir::Type::ObjectFifo(t) | ir::Type::ObjectFifoSubview(t) => {
                Some(Type((**t).clone()))
            }
            _ => None,
        }
    }
    /// A memref's layout attribute, if written.
    #[getter]
    fn layout(&self) -> Option<Attr> {
        match &self.0 {
            ir::Type::MemRef {
                layout: Some(l), ..
            } => Some(Attr((**l).clone())),
            _ => None,
        }
    }
    /// A memref's memory space attribute, if written.
    #[getter]
    fn memory_space(&self) -> Option<Attr> {
        match &self.0 {
            ir::Type::MemRef { space: Some(s), .. } => Some(Attr((**s).clone())),
            _ => None,
        }
    }
    /// A function type's inputs, or a tuple's types.
    #[getter]
    fn inputs(&self) -> Option<Vec<Type>> {
        match &self.0 {
            ir::Type::Function { inputs, .. } => Some(inputs.iter().cloned().map(Type).collect()),
            ir::Type::Tuple(ts) => Some(ts.iter().cloned().map(Type).collect()),
            _ => None,
        }
    }
    /// A function type's results.
    #[getter]
    fn results(&self) -> Option<Vec<Type>> {
        match &self.0 {
            ir::Type::Function { results, .. } => Some(results.iter().cloned().map(Type).collect()),
            _ => None,
        }
    }
    fn __str__(&self) -> String {
        self.0.to_string()
    }
    fn __repr__(&self) -> String {
        format!("Type({})", self.0)
    }
}
