"""Host-side runtime helpers: the current device, the tensor base class
(:mod:`.tensor_class`), bfloat16-safe comparison; the CLI helpers of the
examples are :mod:`.argparse` and :mod:`.cli`."""

from typing import TYPE_CHECKING

import numpy as np
from ml_dtypes import bfloat16

from .tensor_class import NpuTensor as NpuTensor
from .tensor_class import Tensor as Tensor

if TYPE_CHECKING:
    from aie.iron.device import Device

# The device set_current_device chose (None: none chosen).
_CURRENT_DEVICE = None


def set_current_device(device: "Device | None"):
    """Makes ``device`` the current device (None: no device chosen)."""
    global _CURRENT_DEVICE
    _CURRENT_DEVICE = device


def bfloat16_safe_allclose(dtype, arr1, arr2):
    """``np.allclose(arr1, arr2)``; for ``dtype`` bfloat16 both are first
    converted to float16 (tensors through ``np.array``)."""
    if dtype == bfloat16:
        arr1, arr2 = (_as_float16(a) for a in (arr1, arr2))
    return np.allclose(arr1, arr2)


def _as_float16(array):
    if isinstance(array, NpuTensor):
        return np.array(array, dtype=np.float16)
    return array.astype(np.float16)
