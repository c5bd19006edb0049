"""Tensor factories over the default tensor class of the host runtime
backend ``$NPU_RUNTIME`` chose (:mod:`._backends`: ``xrt``, tensors in
``pyxrt`` buffer objects run on the simulated NPU; ``cpu``, host memory
only).
"""

import importlib
import os

import numpy as np

from ._backends import AUTO_ORDER, BACKENDS, _probe_hrx, _probe_xrt, _select_backend  # noqa: F401
from .hostruntime.tensor_class import NpuTensor


def _load(path):
    """The object ``"module:Name"`` names."""
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


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
