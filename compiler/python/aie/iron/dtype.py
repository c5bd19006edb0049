"""Short names of the element types IRON designs use (``"bf16"``, ``"i32"``,
...) and back."""

import numpy as np
from ml_dtypes import bfloat16

# Each short name and its numpy (or ml_dtypes) scalar type.
dtype_map = {
    "bf16": bfloat16,
    "i8": np.int8,
    "i16": np.int16,
    "f32": np.float32,
    "i32": np.int32,
}


def str_to_dtype(dtype_str: str) -> type:
    """The scalar type of the short name ``dtype_str``; ``ValueError`` for
    another name."""
    try:
        return dtype_map[dtype_str]
    except (KeyError, TypeError):
        raise ValueError(f"Unrecognized dtype: {dtype_str}") from None


def dtype_to_str(dtype: type) -> str:
    """The short name of the scalar type ``dtype``; ``ValueError`` for a type
    without one."""
    for name, value in dtype_map.items():
        if value == dtype:
            return name
    raise ValueError(f"Unrecognized dtype: {dtype}")
