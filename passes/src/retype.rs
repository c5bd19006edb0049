//! Type rewriting shared by `--aie-normalize-address-spaces` and
//! `--aie-transform-bfp-types`: a type with a function applied to every
//! type in it, innermost first.

use dialect::ir::Type;

/// `t` rebuilt with `f` applied to each type in it, the element and member
/// types before the type holding them.
pub(crate) fn map_type<E>(
    t: &Type,
    f: &mut impl FnMut(Type) -> Result<Type, E>,
) -> Result<Type, E> {
    let inner = match t {
        Type::MemRef {
            shape,
            elem,
            layout,
            space,
        } => Type::MemRef {
            shape: shape.clone(),
            elem: Box::new(map_type(elem, f)?),
            layout: layout.clone(),
            space: space.clone(),
        },
        Type::Vector { shape, elem } => Type::Vector {
            shape: shape.clone(),
            elem: Box::new(map_type(elem, f)?),
        },
        Type::Tensor { shape, elem } => Type::Tensor {
            shape: shape.clone(),
            elem: Box::new(map_type(elem, f)?),
        },
        Type::Function { inputs, results } => Type::Function {
            inputs: map_all(inputs, f)?,
            results: map_all(results, f)?,
        },
        Type::Tuple(ts) => Type::Tuple(map_all(ts, f)?),
        Type::Complex(e) => Type::Complex(Box::new(map_type(e, f)?)),
        Type::ObjectFifo(e) => Type::ObjectFifo(Box::new(map_type(e, f)?)),
        Type::ObjectFifoSubview(e) => Type::ObjectFifoSubview(Box::new(map_type(e, f)?)),
        other => other.clone(),
    };
    f(inner)
}

/// [`map_type`] of each of `ts`.
fn map_all<E>(ts: &[Type], f: &mut impl FnMut(Type) -> Result<Type, E>) -> Result<Vec<Type>, E> {
    ts.iter().map(|t| map_type(t, f)).collect()
}
