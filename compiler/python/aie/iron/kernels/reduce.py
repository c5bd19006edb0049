"""Reductions: reduce_add, reduce_min, reduce_max and compute_max."""

import numpy as np
from ml_dtypes import bfloat16

from ..kernel import ExternalFunction
from ._common import _default_source_path, _make_extern, _min_dma_aligned_elems

# reduce_max_* and compute_max* come from one source built once.
_REDUCE_MAX_OBJ = "reduce_max.cc.o"


def _int32_reduction(op: str, tile_size: int, dtype, vectorized: bool):
    if np.dtype(dtype) != np.dtype(np.int32):
        raise ValueError(
            f"reduce_{op}() dtype must be np.int32, got {dtype}. "
            "Only the int32 variant is available in the kernel library."
        )
    variant = "vector" if vectorized else "scalar"
    return _make_extern(
        f"reduce_{op}_{variant}",
        _default_source_path(f"reduce_{op}.cc"),
        [_tile(tile_size, np.int32), _result(np.int32), np.int32],
    )


def _tile(size: int, dtype) -> type:
    return np.ndarray[(size,), np.dtype[dtype]]


def _result(dtype) -> type:
    """One result of ``dtype``, padded to a whole DMA word."""
    return _tile(_min_dma_aligned_elems(dtype), dtype)


def _max_dtype(factory: str, dtype):
    """``(element type, symbol suffix)`` of a max kernel."""
    if np.dtype(dtype) == np.dtype(bfloat16):
        return bfloat16, "_bfloat16"
    if np.dtype(dtype) == np.dtype(np.int32):
        return np.int32, ""
    raise ValueError(f"{factory}() dtype must be np.int32 or bfloat16, got {dtype}")


def reduce_add(
    tile_size: int = 1024, dtype: type = np.int32, vectorized: bool = True
) -> ExternalFunction:
    """``reduce_add_{vector,scalar}(in, out[1], n)``: the sum of an int32
    tile."""
    return _int32_reduction("add", tile_size, dtype, vectorized)


def reduce_min(
    tile_size: int = 1024, dtype: type = np.int32, vectorized: bool = True
) -> ExternalFunction:
    """``reduce_min_{vector,scalar}(in, out[1], n)``: the minimum of an
    int32 tile."""
    return _int32_reduction("min", tile_size, dtype, vectorized)


def reduce_max(
    tile_size: int = 1024, dtype: type = np.int32, vectorized: bool = True
) -> ExternalFunction:
    """``reduce_max_{vector,scalar}[_bfloat16](in, out, n)``: the maximum of
    an int32 or bfloat16 tile (``out`` holds 1 int32 or 2 bfloat16)."""
    element, suffix = _max_dtype("reduce_max", dtype)
    variant = "vector" if vectorized else "scalar"
    return _make_extern(
        f"reduce_max_{variant}{suffix}",
        _default_source_path("reduce_max.cc"),
        [_tile(tile_size, element), _result(element), np.int32],
        shared_object_file_name=_REDUCE_MAX_OBJ,
    )


def compute_max(dtype: type = np.int32) -> ExternalFunction:
    """``compute_max[_bfloat16](a, b, out)``: the larger of two partial
    maxima (multi-core reductions), built with ``reduce_max``."""
    element, suffix = _max_dtype("compute_max", dtype)
    result = _result(element)
    return _make_extern(
        f"compute_max{suffix}",
        _default_source_path("reduce_max.cc"),
        [result, result, result],
        shared_object_file_name=_REDUCE_MAX_OBJ,
    )
