"""numpy arrays as torch tensors without a copy, ml_dtypes' types included.

torch is imported when first needed; without it these raise ``ImportError``.
"""

import numpy as np

# Filled on first use: numpy dtype of an ml_dtypes type -> torch dtype.
_ML_DTYPE_TO_TORCH = None

# The ml_dtypes types with a torch counterpart of the same name (bfloat16
# aside), where both libraries have them.
_FLOAT8_NAMES = ("float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz")


def _ml_dtype_to_torch_map():
    """The numpy dtypes of ml_dtypes' types that torch has, mapped to torch's."""
    global _ML_DTYPE_TO_TORCH
    if _ML_DTYPE_TO_TORCH is None:
        import ml_dtypes
        import torch

        pairs = {np.dtype(ml_dtypes.bfloat16): torch.bfloat16}
        for name in _FLOAT8_NAMES:
            ours, theirs = getattr(ml_dtypes, name, None), getattr(torch, name, None)
            if ours is not None and theirs is not None:
                pairs[np.dtype(ours)] = theirs
        _ML_DTYPE_TO_TORCH = pairs
    return _ML_DTYPE_TO_TORCH


def _array_to_torch(array: np.ndarray):
    """A torch tensor sharing ``array``'s memory. An ml_dtypes array is seen
    as the unsigned integers of its width, then viewed as torch's type."""
    torch_dtype = _ml_dtype_to_torch_map().get(array.dtype)
    import torch

    if torch_dtype is None:
        return torch.from_numpy(array)
    unsigned = np.dtype(f"u{array.dtype.itemsize}")
    return torch.from_numpy(array.view(unsigned)).view(torch_dtype)
