"""Compiling designs and kernels (:mod:`.utils`), the compile cache
(:mod:`.cache`), and the JIT layer (:mod:`.jit`).

``NPU_CACHE_HOME``: the directory compiled designs are cached in,
``$NPU_CACHE_HOME`` else ``~/.npu/cache``.
"""

import os
from pathlib import Path

from .utils import (
    compile_cxx_core_function,
    compile_external_kernel,
    compile_mlir_module,
    resolve_target_arch,
)

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
