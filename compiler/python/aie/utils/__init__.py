"""aiec's counterparts of mlir-aie's ``aie.utils``: tensor factories over
the default tensor class, the current device, and the modules below
(docs/python-utils.md).

Importing this loads nothing but the logging setup and checks
``$NPU_RUNTIME`` (an unknown backend, or ``hrx``, is an ``ImportError`` here,
as in mlir-aie): every name below comes from its module when first used
(:data:`_LAZY`), so ``aie.utils.trace`` or ``aie.utils.config`` need no
numpy. ``DefaultNPURuntime`` and ``DEFAULT_TENSOR_CLASS`` are looked up at
each access.
"""

import importlib
import os
from typing import Any

from . import _log_setup  # noqa: F401  (first: the "aie" loggers' setup)
from ._backends import _check_requested

_check_requested(os.environ.get("NPU_RUNTIME", "auto"))

# Names served from a submodule when first asked for: name -> module.
_LAZY = {
    **dict.fromkeys(
        (
            "tensor",
            "zeros",
            "ones",
            "full",
            "rand",
            "randint",
            "arange",
            "zeros_like",
            "set_tensor_class",
            "ceildiv",
            "npu_runtime_folds_ddr_addr_offset",
            "_NPU_RUNTIME",
        ),
        ".tensor_factory",
    ),
    "set_current_device": ".hostruntime",
    "HostRuntime": ".hostruntime.hostruntime",
    "NPUKernel": ".npukernel",
    "TraceConfig": ".trace",
}

_DefaultNPURuntime = None


def _get_default_npu_runtime():
    """The selected backend's NPU runtime (made once), or None when the
    backend has none."""
    global _DefaultNPURuntime
    if _DefaultNPURuntime is None:
        from .tensor_factory import _default_runtime_class

        runtime_class = _default_runtime_class()
        if runtime_class is not None:
            _DefaultNPURuntime = runtime_class()
    return _DefaultNPURuntime


def cleanup_npu_runtime() -> None:
    """Releases what the default NPU runtime holds, if it was ever made
    (never makes it)."""
    runtime = globals().get("DefaultNPURuntime", _DefaultNPURuntime)
    if runtime is not None:
        runtime.cleanup()


def __getattr__(name: str) -> Any:
    """The lazily served names (see the module's documentation)."""
    if name == "DefaultNPURuntime":
        return _get_default_npu_runtime()
    if name == "has_xrt":
        from ._backends import _probe_xrt

        return _probe_xrt()
    if name == "has_hrx":
        from ._backends import _probe_hrx

        return _probe_hrx()
    if name == "DEFAULT_TENSOR_CLASS":
        from . import tensor_factory

        return tensor_factory.DEFAULT_TENSOR_CLASS
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def get_current_device(*, probe_runtime: bool = True):
    """The device :func:`set_current_device` chose; else, with
    ``probe_runtime``, the default NPU runtime's device; else None."""
    from . import hostruntime

    if hostruntime._CURRENT_DEVICE is not None:
        return hostruntime._CURRENT_DEVICE
    if not probe_runtime:
        return None
    runtime = _get_default_npu_runtime()
    return runtime.device() if runtime else None


def ensure_current_device(*, probe_runtime: bool = True):
    """:func:`get_current_device`, made the current device when there is
    one (so everything after sees the same target); returns it."""
    from .hostruntime import set_current_device

    device = get_current_device(probe_runtime=probe_runtime)
    if device is not None:
        set_current_device(device)
    return device
