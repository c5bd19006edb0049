"""``ShapedValue``: a class decorator giving a class whose instances have a
shaped ``type`` (memref, tensor, vector) its shape queries."""

from __future__ import annotations

from functools import reduce

from ...ir import ShapedType

# The size of a dynamic dimension of a shaped type (``memref<?xi32>``).
S = ShapedType.get_dynamic_size()


def ShapedValue(cls):
    """Adds ``shape``, ``rank``, ``has_rank()``, ``has_static_shape()``,
    ``n_elements`` and ``dtype`` (the element type) to `cls`."""

    def _shaped(self):
        return ShapedType(self.type)

    def has_static_shape(self) -> bool:
        return _shaped(self).has_static_shape

    def has_rank(self) -> bool:
        return _shaped(self).has_rank

    def rank(self) -> int:
        return _shaped(self).rank

    def shape(self) -> tuple:
        return tuple(_shaped(self).shape)

    def n_elements(self) -> int:
        if not has_static_shape(self):
            raise ValueError(f"{self.type} has no static shape")
        return reduce(lambda a, b: a * b, shape(self), 1)

    def dtype(self):
        return _shaped(self).element_type

    cls._shaped_type = property(_shaped)
    cls.has_static_shape = has_static_shape
    cls.has_rank = has_rank
    cls.rank = property(rank)
    cls.shape = property(shape)
    cls.n_elements = property(n_elements)
    cls.dtype = property(dtype)
    return cls
