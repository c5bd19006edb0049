"""AMD's HRX host runtime (``libhrx.so`` over the amdxdna driver), which
mlir-aie offers beside XRT (``NPU_RUNTIME=hrx``), through :mod:`ctypes`:
:mod:`.discovery` finds the library on the filesystem, :mod:`._bindings`
binds it when first used, :mod:`.context` holds the process's device and
stream (:class:`HRXContext`), :mod:`.tensor` and :mod:`.hostruntime` are
IRON's tensor and runtime over it.

HRX drives a real NPU. aiec's NPU is its simulator, run through the ``xrt``
backend (docs/python-runtime.md), and ``NPU_RUNTIME=hrx`` is refused; where
``libhrx.so`` is not installed, making an :class:`HRXContext` (and so a
tensor or runtime here) raises :class:`HRXError`. Importing this package
opens nothing.
"""

from ._bindings import HRXError, _hrx_sync_timeout_s, control_code_from_elf
from .context import HRXContext

__all__ = ["HRXContext", "HRXError", "control_code_from_elf", "_hrx_sync_timeout_s"]
