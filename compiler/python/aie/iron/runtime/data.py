"""``RuntimeData``: a host buffer of the runtime sequence (one of its
arguments), as the sequence body sees it."""

from typing import Sequence, get_origin

import numpy as np

from ...helpers.taplib import TensorAccessPattern, TensorTiler2D
from ...helpers.util import np_ndarray_type_get_dtype, np_ndarray_type_get_shape


class RuntimeData:
    """A runtime argument of type ``arr_type`` (an ``np.ndarray[...]`` type,
    or a scalar type); ``op`` is its block argument once the sequence is
    built."""

    def __init__(self, arr_type: type):
        self._arr_type = arr_type
        self._op = None

    @property
    def shape(self) -> Sequence[int]:
        return np_ndarray_type_get_shape(self._arr_type)

    @property
    def dtype(self):
        return np_ndarray_type_get_dtype(self._arr_type)

    @property
    def arr_type(self) -> type:
        return self._arr_type

    @property
    def is_scalar(self) -> bool:
        """Whether it is a scalar (the body receives its value) rather than a
        tensor (the body receives this handle)."""
        if get_origin(self._arr_type) is not np.ndarray:
            return True
        return len(np_ndarray_type_get_shape(self._arr_type)) == 0

    def default_tap(self) -> TensorAccessPattern:
        """The whole buffer, in order."""
        return TensorTiler2D.simple_tiler(self.shape)[0]

    @property
    def op(self):
        if self._op is None:
            raise ValueError("Cannot get operation for RuntimeData before it is set.")
        return self._op

    @op.setter
    def op(self, op) -> None:
        if self._op is not None:
            raise ValueError("Cannot set operation for RuntimeData more than once.")
        self._op = op
