"""Type shorthands (``T.i32()``, ``T.memref(16, T.i32())``)."""

import builtins

from ..ir import (
    BF16Type,
    F16Type,
    F32Type,
    F64Type,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneType,
    RankedTensorType,
    ShapedType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)


def i(width):
    return IntegerType.get_signless(width)


def si(width):
    return IntegerType.get_signed(width)


def ui(width):
    return IntegerType.get_unsigned(width)


def _ints(prefix, make):
    return {f"{prefix}{w}": (lambda w=w: make(w)) for w in (1, 2, 4, 8, 16, 32, 64)}


globals().update(_ints("i", i))
globals().update(_ints("si", si))
globals().update(_ints("ui", ui))


def bool():
    return IntegerType.get_signless(1)


def index():
    return IndexType.get()


def none():
    return NoneType.get()


def f16():
    return F16Type.get()


def bf16():
    return BF16Type.get()


def f32():
    return F32Type.get()


def f64():
    return F64Type.get()


def _shape_and_type(args, element_type, what):
    args = list(args)
    if element_type is None:
        if not args or not isinstance(args[-1], Type):
            raise ValueError(f"{what}: give the element type last or as element_type=")
        element_type = args.pop()
    return args, element_type


def memref(*shape, element_type=None, memory_space=None, layout=None):
    """``memref<shape x element_type>``, the element type last or by keyword."""
    dims, elem = _shape_and_type(shape, element_type, "memref")
    if isinstance(memory_space, int):
        memory_space = IntegerAttr.get(IntegerType.get_signless(32), memory_space)
    return MemRefType.get(dims, elem, layout=layout, memory_space=memory_space)


def vector(*shape, element_type=None, scalable=None, scalable_dims=None):
    dims, elem = _shape_and_type(shape, element_type, "vector")
    return VectorType.get(dims, elem, scalable=scalable, scalable_dims=scalable_dims)


def tensor(*shape, element_type=None):
    dims, elem = _shape_and_type(shape, element_type, "tensor")
    return RankedTensorType.get(dims, elem)


def function(inputs, results):
    return FunctionType.get(inputs, results)


def unranked_memref(element_type, memory_space=None):
    return UnrankedMemRefType.get(element_type, memory_space=memory_space)


def unranked_tensor(element_type):
    return UnrankedTensorType.get(element_type)


def np_dtype_to_mlir_type(dtype):
    """The MLIR element type of numpy `dtype`."""
    from ..ir import _np_element_type

    return _np_element_type(dtype)


def infer_mlir_type(py_val, memref=False, vector=False):
    """The MLIR type of a Python scalar or numpy array."""
    import numpy as np

    if isinstance(py_val, builtins.bool):
        return bool()
    if isinstance(py_val, int):
        return i64() if not (-(2**31) <= py_val < 2**31) else i32()
    if isinstance(py_val, float):
        return f64()
    if isinstance(py_val, np.ndarray):
        elem = np_dtype_to_mlir_type(py_val.dtype)
        if memref:
            return MemRefType.get(list(py_val.shape), elem)
        if vector:
            return VectorType.get(list(py_val.shape), elem)
        return RankedTensorType.get(list(py_val.shape), elem)
    if isinstance(py_val, np.generic):
        return np_dtype_to_mlir_type(py_val.dtype)
    raise NotImplementedError(f"no MLIR type for {py_val!r}")

