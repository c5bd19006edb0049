"""Activations on 1024-element bf16 tiles (softmax, gelu, silu, swiglu,
bf16_exp) and numpy references of them (and of relu) for checking results.

On AIE2 these kernels use the look-up-table helpers
(``lut_based_ops.cpp``), compiled in the same translation unit: their
source is a two-line ``#include`` of the kernel and the helpers. On AIE2P
the kernel source is used alone.
"""

import math
from pathlib import Path

import numpy as np
from ml_dtypes import bfloat16

from ..kernel import ExternalFunction
from ._common import (
    _detect_arch,
    _include_dirs,
    _kernel_source,
    _kernels_root,
    _require_fixed_tile_size,
)

# The loop bound the sources are written for.
_FIXED_TILE = 1024

# EXP_BF16_CLAMP of the kernel sources (runtime-sim's lut_based_ops.h and
# aie2p/bf16_exp.cc): the input range exp saturates to.
_EXP_BF16_CLAMP = 88.0


def _lut_runtime_dir() -> Path:
    """Where ``lut_based_ops.cpp`` is: the package's kernel headers (its
    ``include``, above ``aie_kernels/``)."""
    from aie.utils import config

    return Path(config.cxx_header_path())


def _lut_kernel(symbol: str, filename: str, arg_types: list) -> ExternalFunction:
    arch = _detect_arch()
    kernel = _kernel_source(arch, arch, filename)
    include = _include_dirs() + [str(_kernels_root() / arch)]
    if arch == "aie2":
        runtime = _lut_runtime_dir()
        include.append(str(runtime))
        return ExternalFunction(
            symbol,
            source_string=(
                f'#include "{kernel}"\n#include "{runtime / "lut_based_ops.cpp"}"\n'
            ),
            arg_types=arg_types,
            include_dirs=include,
            compile_flags=[],
        )
    return ExternalFunction(
        symbol,
        source_file=str(kernel),
        arg_types=arg_types,
        include_dirs=include,
        compile_flags=[],
    )


def _bf16_tile(factory: str, tile_size: int) -> type:
    _require_fixed_tile_size(factory, tile_size, _FIXED_TILE)
    return np.ndarray[(tile_size,), np.dtype[bfloat16]]


def softmax(tile_size: int = 1024) -> ExternalFunction:
    """``softmax_bf16(in, out, n)``: softmax of each 1024-element tile."""
    tile = _bf16_tile("softmax", tile_size)
    return _lut_kernel("softmax_bf16", "softmax.cc", [tile, tile, np.int32])


def gelu(tile_size: int = 1024) -> ExternalFunction:
    """``gelu_bf16(in, out)``: GELU, tanh approximation."""
    tile = _bf16_tile("gelu", tile_size)
    return _lut_kernel("gelu_bf16", "gelu.cc", [tile, tile])


def silu(tile_size: int = 1024) -> ExternalFunction:
    """``silu_bf16(in, out)``: SiLU (x·sigmoid(x))."""
    tile = _bf16_tile("silu", tile_size)
    return _lut_kernel("silu_bf16", "silu.cc", [tile, tile])


def swiglu(tile_size: int = 1024) -> ExternalFunction:
    """``swiglu_bf16(in, w1, w2, out)``: SwiGLU."""
    tile = _bf16_tile("swiglu", tile_size)
    return _lut_kernel("swiglu_bf16", "swiglu.cc", [tile] * 4)


def bf16_exp(tile_size: int = 1024) -> ExternalFunction:
    """``exp_bf16_1024(in, out)``: element-wise exp."""
    tile = _bf16_tile("bf16_exp", tile_size)
    return _lut_kernel("exp_bf16_1024", "bf16_exp.cc", [tile, tile])


# --- references: the op in float32, returned in the input's dtype ----------


def relu_ref(x):
    """max(x, 0)."""
    return np.maximum(x.astype(np.float32), 0.0).astype(x.dtype)


def silu_ref(x):
    """x·sigmoid(x) (compare with rtol 0.128: the kernel uses tables)."""
    xf = x.astype(np.float32)
    return (xf / (1.0 + np.exp(-xf))).astype(x.dtype)


def gelu_ref(x):
    """0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))), the kernel's formula
    (compare with rtol 0.128, atol 0.05)."""
    xf = x.astype(np.float32)
    inner = math.sqrt(2.0 / math.pi) * (xf + 0.044715 * xf**3)
    return (0.5 * xf * (1.0 + np.tanh(inner))).astype(x.dtype)


def bf16_exp_ref(x):
    """exp(clip(x, -88, 88)): the kernel clamps its input to the range the
    exp tables carry (``EXP_BF16_CLAMP`` of the kernel sources), so it
    saturates at bfloat16(e^88) instead of overflowing; NaN stays NaN."""
    xf = np.clip(x.astype(np.float32), -_EXP_BF16_CLAMP, _EXP_BF16_CLAMP)
    return np.exp(xf).astype(x.dtype)


def softmax_ref(x, *, tile_size: int = 1024):
    """Softmax of each ``tile_size``-element tile of ``x``, as the kernel
    computes it; ``ValueError`` unless ``x.size`` is a multiple of it."""
    xf = x.astype(np.float32)
    if xf.size % tile_size != 0:
        raise ValueError(
            f"softmax_ref: x has {xf.size} elements; not a multiple of "
            f"tile_size={tile_size}"
        )
    rows = xf.reshape(-1, tile_size)
    exp = np.exp(rows - rows.max(axis=1, keepdims=True))
    return (exp / exp.sum(axis=1, keepdims=True)).reshape(x.shape).astype(x.dtype)
