"""mlir-python-extras' ``memref`` as mlir-aie vendors it: ``alloc`` by
shape and element type, ``load``/``store`` with Python ints
as indices, and ``MemRefValue`` whose ``[...]`` loads and stores."""

from __future__ import annotations

from ...dialects import _memref_ops_gen as _ops
from ...dialects._memref_ops_gen import *  # noqa: F401,F403
from ...ir import MemRefType, OpView, Value, _value, register_value_caster
from ._shaped_value import S, ShapedValue
from ...dialects.arith import ConstantOp
from .arith import ScalarValue, constant


def _indices(idx, loc=None, ip=None):
    if not isinstance(idx, (tuple, list)):
        idx = (idx,)
    return [_value(i) if isinstance(i, (Value, OpView)) else constant(int(i), index=True, loc=loc, ip=ip)
            for i in idx]


@ShapedValue
class MemRefValue(Value):
    """A memref SSA value: ``m[i, j]`` loads, ``m[i, j] = v`` stores."""

    __slots__ = ()

    def __new__(cls, val):
        return Value.__new__(cls, _value(val))

    def __init__(self, val):
        pass

    def __getitem__(self, idx):
        if idx is Ellipsis or idx == slice(None):
            return self
        if isinstance(idx, tuple) and all(i == slice(None) for i in idx):
            return self
        idx = _indices(idx)
        if len(idx) != self.rank:
            raise IndexError(f"{self.type} takes {self.rank} indices, got {len(idx)}")
        return load(self, idx)

    def __setitem__(self, idx, value):
        idx = _indices(idx)
        if len(idx) != self.rank:
            raise IndexError(f"{self.type} takes {self.rank} indices, got {len(idx)}")
        if not isinstance(value, Value):
            value = ScalarValue(value, dtype=self.dtype)
        store(value, self, idx)

    def dim(self, idx, *, loc=None, ip=None):
        """The size of dimension ``idx`` (an int, or an index constant): an
        int when static, else the ``memref.dim`` op's value."""
        if isinstance(idx, Value) and isinstance(idx.owner.opview, ConstantOp):
            idx = idx.owner.opview.literal_value
        if not isinstance(idx, int):
            raise TypeError(f"expected idx={idx!r} to be an int")
        if self.shape[idx] != S:
            return self.shape[idx]
        return ScalarValue(_ops.DimOp(self, constant(idx, index=True), loc=loc, ip=ip).result)

    def dims(self, *, rank=None, loc=None, ip=None):
        """The size of every dimension (:meth:`dim`)."""
        return tuple(self.dim(i, loc=loc, ip=ip) for i in range(self.rank if rank is None else rank))

    __hash__ = Value.__hash__

    def __eq__(self, other):
        return Value.__eq__(self, other)

    def __repr__(self):
        return f"MemRefValue({self})"


# Memref results and arguments come back as MemRefValues.
register_value_caster(MemRefType.static_typeid)(MemRefValue)


def _memref_type(sizes, element_type, memory_space=None, layout=None):
    if isinstance(sizes, MemRefType):
        return sizes
    return MemRefType.get(list(sizes), element_type, layout=layout, memory_space=memory_space)


def alloc(sizes, element_type=None, *, memory_space=None, alignment=None, loc=None, ip=None):
    """``memref.alloc() : memref<sizes x element_type>`` (`sizes` may be a
    MemRefType), aligned to ``alignment`` bytes when given."""
    t = _memref_type(sizes, element_type, memory_space)
    return MemRefValue(_ops.AllocOp(t, [], [], alignment=alignment, loc=loc, ip=ip).result)


def load(memref, indices, *, loc=None, ip=None):
    """``memref.load memref[indices]``; ints as index constants."""
    return ScalarValue(_ops.LoadOp(_value(memref), _indices(indices, loc, ip), loc=loc, ip=ip).result)


def store(value, memref, indices, *, loc=None, ip=None):
    """``memref.store value, memref[indices]``; ints as index constants."""
    return _ops.StoreOp(_value(value), _value(memref), _indices(indices, loc, ip), loc=loc, ip=ip)


