"""Tensor factories over the default tensor class, and the choice of the
host runtime backend (``xrt``: tensors in ``pyxrt`` buffer objects, run on
the simulated NPU; ``cpu``: host memory only).

``$NPU_RUNTIME`` names the backend (:data:`BACKENDS`), ``auto`` (the
default) the first of :data:`AUTO_ORDER` whose runtime is available; ``hrx``
(AMD's HRX runtime, which drives a real NPU) and any other value are an
``ImportError`` when :mod:`aie.utils` is imported. Each
backend gives the default tensor class and, when it has one, the NPU runtime
class (``"module:Class"``; imported when first used).
"""

import importlib
import logging
import os
from typing import Callable, NamedTuple

import numpy as np

from .hostruntime.tensor_class import NpuTensor


class Backend(NamedTuple):
    """A host runtime backend: its tensor class and its NPU runtime class
    (None: the backend runs nothing), as ``"module:Class"``, and whether it
    can run on this host (asked only when ``auto`` considers it)."""

    tensor_class: str
    runtime_class: "str | None"
    available: Callable[[], bool]


def _always() -> bool:
    return True


_has_xrt = None


def _probe_xrt() -> bool:
    """Whether ``pyxrt`` imports (asked once; a failure is logged)."""
    global _has_xrt
    if _has_xrt is None:
        try:
            import pyxrt  # noqa: F401

            _has_xrt = True
        except ImportError as e:
            logging.getLogger(__name__).warning(
                "Failed to import PyXRT: %s, proceeding without runtime libraries.", e
            )
            _has_xrt = False
    return _has_xrt


BACKENDS = {
    # The NPU through pyxrt: aiec's simulator (docs/python-runtime.md).
    "xrt": Backend(
        "aie.utils.hostruntime.xrtruntime.tensor:XRTTensor",
        "aie.utils.hostruntime.xrtruntime.hostruntime:CachedXRTRuntime",
        _probe_xrt,
    ),
    "cpu": Backend("aie.utils.hostruntime.tensor_class:CPUOnlyTensor", None, _always),
}

# The backends ``auto`` considers, in order; the last is always available.
AUTO_ORDER = ("xrt", "cpu")


def _load(path):
    """The object ``"module:Name"`` names."""
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def _refuse_hrx():
    """``NPU_RUNTIME=hrx``: AMD's HRX runtime drives a real NPU, which aiec
    does not have. Where ``libhrx.so`` is not installed this is the
    ``ImportError`` mlir-aie raises there; where it is, one saying that
    aiec's NPU is its simulator, run by the ``xrt`` backend."""
    from .hostruntime.hrxruntime.discovery import find_libhrx

    found = find_libhrx()
    if found is None:
        raise ImportError(
            "NPU_RUNTIME=hrx was requested but libhrx.so could not be located: "
            "install HRX, or set HRX_DIR or LIBHRX_DIR; NPU_RUNTIME=auto falls "
            "back to XRT or CPU tensors."
        )
    raise ImportError(
        f"NPU_RUNTIME=hrx: HRX ({found}) drives a real NPU; aiec's NPU is its "
        f"simulator, run with NPU_RUNTIME=xrt (or auto)."
    )


def _select_backend(requested):
    """The backend ``requested`` (``$NPU_RUNTIME``) names."""
    requested = requested.lower()
    if requested == "auto":
        return next(name for name in AUTO_ORDER if BACKENDS[name].available())
    if requested == "hrx":
        _refuse_hrx()
    if requested not in BACKENDS:
        names = "|".join(("auto", *BACKENDS, "hrx"))
        raise ImportError(
            f"Invalid NPU_RUNTIME={requested!r}; expected one of {names} "
            f"(unset defaults to 'auto')."
        )
    return requested


_NPU_RUNTIME = _select_backend(os.environ.get("NPU_RUNTIME", "auto"))

DEFAULT_TENSOR_CLASS = _load(BACKENDS[_NPU_RUNTIME].tensor_class)


def _default_runtime_class():
    """The selected backend's NPU runtime class, or None."""
    path = BACKENDS[_NPU_RUNTIME].runtime_class
    return _load(path) if path else None


def npu_runtime_folds_ddr_addr_offset() -> bool:
    """Whether the default tensor class's backend expects the DDR aperture
    offset folded into the instruction stream (its ``FOLDS_DDR_ADDR_OFFSET``)."""
    return DEFAULT_TENSOR_CLASS.FOLDS_DDR_ADDR_OFFSET


def ceildiv(a, b):
    """The smallest integer not below ``a / b``."""
    return -(a // -b)


def tensor(*args, **kwargs):
    """A tensor of the default class: ``tensor(shape_tuple_or_data,
    dtype=..., device=...)``. An ndarray with a ``dtype=`` other than its own
    is a ``TypeError`` (cast it first)."""
    if args and isinstance(args[0], np.ndarray) and "dtype" in kwargs:
        have, want = args[0].dtype, np.dtype(kwargs["dtype"])
        if have != want:
            raise TypeError(
                f"iron.tensor: ndarray dtype {have!r} does not match dtype= kwarg "
                f"{want!r}.  Cast the array beforehand (e.g. arr.astype({want!r})) "
                f"or drop the dtype= kwarg."
            )
    return DEFAULT_TENSOR_CLASS(*args, **kwargs)


def ones(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.ones(...)``."""
    return DEFAULT_TENSOR_CLASS.ones(*args, **kwargs)


def zeros(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.zeros(...)``."""
    return DEFAULT_TENSOR_CLASS.zeros(*args, **kwargs)


def full(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.full(size, fill_value, ...)``."""
    return DEFAULT_TENSOR_CLASS.full(*args, **kwargs)


def randint(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.randint(low, high, size, ...)``."""
    return DEFAULT_TENSOR_CLASS.randint(*args, **kwargs)


def rand(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.rand(*size, ...)``."""
    return DEFAULT_TENSOR_CLASS.rand(*args, **kwargs)


def arange(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.arange(...)``."""
    return DEFAULT_TENSOR_CLASS.arange(*args, **kwargs)


def zeros_like(*args, **kwargs):
    """``DEFAULT_TENSOR_CLASS.zeros_like(other, ...)``."""
    return DEFAULT_TENSOR_CLASS.zeros_like(*args, **kwargs)


def set_tensor_class(cls):
    """Makes ``cls`` (a subclass of :class:`NpuTensor`, else ``ValueError``)
    the default tensor class."""
    if not (isinstance(cls, type) and issubclass(cls, NpuTensor)):
        raise ValueError(
            f"Tensors must inherit from the NpuTensor class but {cls} does not."
        )
    global DEFAULT_TENSOR_CLASS
    DEFAULT_TENSOR_CLASS = cls
