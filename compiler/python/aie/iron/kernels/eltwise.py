"""Element-wise kernels: passthrough, scale, add, mul, relu."""

import numpy as np
from ml_dtypes import bfloat16

from ..kernel import ExternalFunction
from ._common import (
    _default_source_path,
    _dtype_to_bit_width,
    _make_extern,
    _require_fixed_tile_size,
)

# The loop bound the bf16 add, mul and relu sources are written for.
_FIXED_TILE = 1024


def _line(size: int, dtype) -> type:
    return np.ndarray[(size,), np.dtype[dtype]]


def passthrough(tile_size: int = 4096, dtype: type = np.int32) -> ExternalFunction:
    """``passThroughLine(in, out, n)``: copies a tile of ``np.uint8``,
    ``np.int16`` or ``np.int32`` (``-DBIT_WIDTH``)."""
    width = _dtype_to_bit_width(dtype, factory_name="passthrough")
    tile = _line(tile_size, dtype)
    return _make_extern(
        "passThroughLine",
        _default_source_path("passThrough.cc"),
        [tile, tile, np.int32],
        compile_flags=[f"-DBIT_WIDTH={width}"],
    )


def scale(
    tile_size: int = 1024,
    dtype: type = np.int32,
    vectorized: bool = True,
    use_chess: bool = False,
) -> ExternalFunction:
    """``vector_scalar_mul_{vector,scalar}(in, out, factor[1], n)``: multiplies
    a tile of ``np.int16`` or ``np.int32`` by a factor."""
    if dtype not in (np.int16, np.int32):
        raise ValueError(f"scale() dtype must be np.int16 or np.int32, got {dtype}")
    tile = _line(tile_size, dtype)
    variant = "vector" if vectorized else "scalar"
    return _make_extern(
        f"vector_scalar_mul_{variant}",
        _default_source_path("scale.cc"),
        [tile, tile, _line(1, np.int32), np.int32],
        compile_flags=[f"-DBIT_WIDTH={16 if dtype == np.int16 else 32}"],
        use_chess=use_chess,
    )


def _bf16_binary(op: str, tile_size: int, dtype, vectorized: bool) -> ExternalFunction:
    _require_fixed_tile_size(op, tile_size, _FIXED_TILE)
    if dtype is not bfloat16:
        raise ValueError(
            f"{op}() dtype must be bfloat16, got {dtype}. "
            "Only the bf16 variant is available in the kernel library."
        )
    tile = _line(tile_size, bfloat16)
    variant = "vector" if vectorized else "scalar"
    return _make_extern(
        f"eltwise_{op}_bf16_{variant}",
        _default_source_path(f"{op}.cc"),
        [tile, tile, tile],
    )


def add(
    tile_size: int = 1024, dtype: type = bfloat16, vectorized: bool = True
) -> ExternalFunction:
    """``eltwise_add_bf16_{vector,scalar}(a, b, c)`` on 1024-element bf16
    tiles."""
    return _bf16_binary("add", tile_size, dtype, vectorized)


def mul(
    tile_size: int = 1024, dtype: type = bfloat16, vectorized: bool = True
) -> ExternalFunction:
    """``eltwise_mul_bf16_{vector,scalar}(a, b, c)`` on 1024-element bf16
    tiles."""
    return _bf16_binary("mul", tile_size, dtype, vectorized)


def relu(tile_size: int = 1024) -> ExternalFunction:
    """``bf16_relu(in, out)`` on 1024-element bf16 tiles."""
    _require_fixed_tile_size("relu", tile_size, _FIXED_TILE)
    tile = _line(tile_size, bfloat16)
    return _make_extern("bf16_relu", _default_source_path("relu.cc"), [tile, tile])
