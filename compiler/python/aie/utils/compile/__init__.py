"""Compiling designs and kernels (:mod:`.utils`), the compile cache
(:mod:`.cache`), and the JIT layer (:mod:`.jit`).

``NPU_CACHE_HOME``: the directory compiled designs are cached in,
``$NPU_CACHE_HOME`` else ``~/.npu/cache``.
"""

import importlib
import os
from pathlib import Path

from .target import resolve_target_arch

# The compile functions, from :mod:`.utils` when first used (it imports
# subprocess and the tools' configuration, which designs and cache hits do
# not need).
_FROM_UTILS = (
    "compile_cxx_core_function",
    "compile_external_kernel",
    "compile_mlir_module",
)


def __getattr__(name):
    if name not in _FROM_UTILS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(".utils", __name__), name)
    globals()[name] = value
    return value


NPU_CACHE_HOME = Path(
    os.environ.get("NPU_CACHE_HOME", Path.home() / ".npu" / "cache")
).resolve()

__all__ = [
    "compile_cxx_core_function",
    "compile_mlir_module",
    "compile_external_kernel",
    "resolve_target_arch",
    "NPU_CACHE_HOME",
]
