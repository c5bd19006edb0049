"""numpy types as MLIR types and the small conversions mlir-aie's Python
layers share (``aie.helpers.util``): ``np.ndarray[(16,), np.dtype[np.int32]]``
as ``memref<16xi32>``, numpy scalar types as element types, the block
floating-point types, pad values packed into the pad register's word."""

from __future__ import annotations

from typing import Sequence, TypeVar, get_args, get_origin

import numpy as np

from .. import _aiec
from ..extras import types as T
from ..ir import MemRefType, OpView, RankedTensorType, Type, Value, VectorType, _type

try:  # bfloat16 is a numpy dtype only with ml_dtypes.
    from ml_dtypes import bfloat16
except ImportError:  # pragma: no cover - ml_dtypes is a dependency of the package
    bfloat16 = None


class _BlockFloat(np.generic):
    """A block floating-point element type (``!aiex.bfp<"name">``)."""

    _SUBTYPE = ""

    @classmethod
    def get(cls):
        return _type(_aiec.Type.block_float(cls._SUBTYPE))


class v8bfp16ebs8(_BlockFloat):
    """Blocks of 8 elements of 8 mantissa bits sharing one 8-bit exponent."""

    _SUBTYPE = "v8bfp16ebs8"


class v16bfp16ebs16(_BlockFloat):
    """Blocks of 16 elements of 8 mantissa bits sharing one 8-bit exponent."""

    _SUBTYPE = "v16bfp16ebs16"


# numpy scalar type -> constructor of its MLIR type. Integers are signless
# except the unsigned ones (as mlir-aie maps them); `np.uintp` and
# `np.longlong` (what numpy makes of Python ints) map to `index`.
_NP_TO_MLIR = {
    np.int8: T.i8,
    np.int16: T.i16,
    np.int32: T.i32,
    np.intc: T.i32,
    np.int64: T.i64,
    np.uint8: T.ui8,
    np.uint16: T.ui16,
    np.uint32: T.ui32,
    np.uint64: T.ui64,
    np.float16: T.f16,
    np.float32: T.f32,
    np.float64: T.f64,
    v8bfp16ebs8: v8bfp16ebs8.get,
    v16bfp16ebs16: v16bfp16ebs16.get,
    np.uintp: T.index,
}
if bfloat16 is not None:
    _NP_TO_MLIR[bfloat16] = T.bf16
_NP_TO_MLIR.setdefault(np.longlong, T.index)

NpuDType = (
    np.int8 | np.int16 | np.int32 | np.intc | np.int64 | np.uint8 | np.uint16 | np.uint32 | np.uint64
    | np.float16 | np.float32 | np.float64 | np.longlong | np.uintp | v8bfp16ebs8 | v16bfp16ebs16
)
if bfloat16 is not None:
    NpuDType = NpuDType | bfloat16


def _np_scalar_types():
    return tuple(_NP_TO_MLIR)


def np_dtype_to_mlir_type(np_dtype):
    """The MLIR type of a numpy scalar type or dtype (``np.int32`` -> ``i32``)."""
    make = _NP_TO_MLIR.get(np_dtype)
    if make is None:
        # np.dtype('int32') equals np.int32 but does not hash as it.
        make = next((m for k, m in _NP_TO_MLIR.items() if k == np_dtype), None)
    if make is None:
        raise AttributeError(f"Failed to map np dtype to mlir python type: {np_dtype}")
    return make()


def mlir_type_to_np_dtype(mlir_type):
    """The numpy scalar type of an MLIR element type, or None."""
    for k, make in _NP_TO_MLIR.items():
        if make() == mlir_type:
            return k
    return None


def infer_mlir_type(py_val, memref=False, vector=False):
    """The MLIR type of a Python or numpy value: an int is ``i32``/``ui32``/
    ``i64``/``ui64`` by range, a float ``f32`` where it fits (else ``f64``),
    an array a tensor (or memref or vector) of its dtype."""
    if isinstance(py_val, bool):
        return T.bool()
    if isinstance(py_val, int):
        for lo, hi, make in ((-(2**31), 2**31, T.i32), (2**31, 2**32, T.ui32),
                             (-(2**63), 2**63, T.i64), (2**63, 2**64, T.ui64)):
            if lo <= py_val < hi:
                return make()
        raise RuntimeError(f"Nonrepresentable integer {py_val}.")
    if isinstance(py_val, float):
        f32_max = float(np.finfo(np.float32).max)
        if py_val != py_val or py_val in (0.0, float("inf"), float("-inf")) or abs(py_val) <= f32_max:
            return T.f32()
        return T.f64()
    if isinstance(py_val, np.ndarray):
        elem = np_dtype_to_mlir_type(py_val.dtype.type)
        if memref:
            return MemRefType.get(list(py_val.shape), elem)
        if vector:
            return VectorType.get(list(py_val.shape), elem)
        return RankedTensorType.get(list(py_val.shape), elem)
    if isinstance(py_val, _np_scalar_types()):
        return np_dtype_to_mlir_type(type(py_val))
    raise NotImplementedError(f"Unsupported Python value {py_val=} with type {type(py_val)}")


def memref_type_to_np_dtype(memref_type):
    """The numpy type of a dynamically shaped ``memref<?xT>``'s element type."""
    elem_of = {
        T.f16(): np.float16, T.f32(): np.float32, T.f64(): np.float64, T.bool(): np.bool_,
        T.i8(): np.int8, T.i32(): np.int32, T.i64(): np.int64,
    }
    if bfloat16 is not None:
        elem_of[T.bf16()] = bfloat16
    if not isinstance(memref_type, Type) or not MemRefType.isinstance(memref_type):
        return None
    mt = MemRefType(memref_type)
    if mt.rank != 1 or not mt.is_dynamic_dim(0):
        return None
    return elem_of.get(mt.element_type)


def np_ndarray_type_get_shape(ndarray_type) -> tuple:
    """The shape of ``np.ndarray[shape, np.dtype[T]]``."""
    shape = get_args(ndarray_type)[0]
    assert isinstance(shape, tuple), "np.ndarray shape must be a tuple of integers"
    for d in shape:
        assert isinstance(d, (int, np.integer)), \
            "np.ndarray shape must be a tuple of Python or numpy integer types"
    return shape


def np_ndarray_type_get_dtype(ndarray_type):
    """The scalar type of ``np.ndarray[shape, np.dtype[T]]``."""
    return get_args(get_args(ndarray_type)[1])[0]


def np_ndarray_type_to_memref_type(ndarray_type):
    """``np.ndarray[(m, n), np.dtype[T]]`` as ``memref<m x n x T>``."""
    shape = np_ndarray_type_get_shape(ndarray_type)
    elem = np_dtype_to_mlir_type(np_ndarray_type_get_dtype(ndarray_type))
    return T.memref(*[int(d) for d in shape], element_type=elem)


def try_convert_np_type_to_mlir_type(input_type):
    """An ndarray type as a memref type, a numpy scalar type or dtype as its
    MLIR type, anything else as it is."""
    if get_origin(input_type) == np.ndarray:
        return np_ndarray_type_to_memref_type(input_type)
    # A dtype (`np.dtype(np.int32)`) as its scalar type: they compare equal.
    if isinstance(input_type, (type, np.dtype)) and any(input_type == k for k in _NP_TO_MLIR):
        return np_dtype_to_mlir_type(input_type)
    return input_type


def pack_pad_value(value: int, elem_bytes: int) -> int:
    """A pad value of `elem_bytes`-byte elements repeated across the 32-bit
    word of the DMA's constant-pad register."""
    bits = elem_bytes * 8
    if bits > 32:
        raise ValueError(f"pad_value is not supported for {elem_bytes}-byte elements: the "
                         "32-bit CONSTANT_PAD_VALUE register cannot hold a wider value.")
    word = value & 0xFFFFFFFF
    if bits == 32:
        return word
    word &= (1 << bits) - 1
    return sum(word << s for s in range(0, 32, bits))


_E = TypeVar("_E")


def single_elem_or_list_to_list(val: "list[_E] | _E") -> "list[_E]":
    """`val` if it is a list, else `[val]`."""
    return val if isinstance(val, list) else [val]


def flatten_fn_args(args):
    """The leaves of nested lists and tuples, in order."""
    for a in args:
        if isinstance(a, (list, tuple)):
            yield from flatten_fn_args(a)
        else:
            yield a


def get_arg_types(objs: Sequence):
    """The types of values (an op's one result type; a Python scalar's class),
    or None if one of them has none."""
    out = []
    for o in objs:
        if isinstance(o, Value):
            out.append(o.type)
        elif isinstance(o, OpView):
            types = o.results.types
            if len(types) != 1:
                raise AttributeError(f"Operation given to a region op as a parameter ({o}) has more than one "
                                     f"return type ({types}), which would lead to a mismatch between number "
                                     "of operands and number of operand types")
            out += list(types)
        elif isinstance(o, (int, float)):
            out.append(type(o))
        else:
            return None
    return out


def fold_constant_operand(operand):
    """The integer an ``arith.constant`` operand holds, or None if it is not one."""
    from ..dialects.arith import ConstantOp

    owner = operand.owner
    view = getattr(owner, "opview", owner)
    if not isinstance(view, ConstantOp):
        return None
    return int(view.literal_value)
