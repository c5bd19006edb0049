"""mlir-python-extras' ``memref`` as mlir-aie vendors it: ``alloc`` and
``alloca`` by shape and element type, ``@alloca_scope(types)`` (a
``memref.alloca_scope`` whose body the decorated function builds),
``load``/``store`` with Python ints as indices, and ``MemRefValue`` whose
``[...]`` loads and stores."""

from __future__ import annotations

import builtins
import inspect

import numpy as np

from ...dialects import _memref_ops_gen as _ops
from ...dialects._memref_ops_gen import *  # noqa: F401,F403
from ...ir import (
    DenseElementsAttr,
    IndexType,
    InsertionPoint,
    MemRefType,
    OpView,
    TypeAttr,
    Value,
    _value,
    register_value_caster,
)
from ...helpers.util import infer_mlir_type
from ..meta import region_op
from ..util import _get_sym_name
from ._shaped_value import S, ShapedValue
from ...dialects.arith import ConstantOp
from .arith import ScalarValue, constant, index_cast


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


def alloca(sizes, element_type=None, memory_space=None, alignment=None, loc=None, ip=None):
    """``memref.alloca() : memref<sizes x element_type>`` (`sizes` may be a
    MemRefType): stack memory, freed when control leaves the op's
    allocation scope; aligned to ``alignment`` bytes when given."""
    t = _memref_type(sizes, element_type, memory_space)
    return MemRefValue(_ops.AllocaOp(t, [], [], alignment=alignment, loc=loc, ip=ip).result)


# `@alloca_scope(types)`: a memref.alloca_scope of results `types` whose body
# the decorated function builds (ending in the memref.alloca_scope.return
# it calls, or none without results).
alloca_scope = region_op(_ops.AllocaScopeOp)


def load(memref, indices, *, loc=None, ip=None):
    """``memref.load memref[indices]``; ints as index constants."""
    return ScalarValue(_ops.LoadOp(_value(memref), _indices(indices, loc, ip), loc=loc, ip=ip).result)


def store(value, memref, indices, *, loc=None, ip=None):
    """``memref.store value, memref[indices]``; ints as index constants."""
    return _ops.StoreOp(_value(value), _value(memref), _indices(indices, loc, ip), loc=loc, ip=ip)




def _index_value(v, loc=None, ip=None):
    """An index value: an int as a constant, another integer value cast."""
    if isinstance(v, int):
        return constant(v, index=True, loc=loc, ip=ip)
    v = _value(v)
    if not IndexType.isinstance(v.type):
        v = index_cast(v, to=IndexType.get(), loc=loc, ip=ip)
    return v


def view(source, shape, dtype=None, shift=0, memory_space=None, loc=None, ip=None):
    """``memref.view`` of ``source`` (a flat byte-addressed memref) as a
    memref of ``shape`` (ints, or values for dynamic sizes) of ``dtype``
    (default ``source``'s element type) starting ``shift`` elements of that
    type in; its memory space ``source``'s unless given."""
    source = _value(source)
    dtype = dtype if dtype is not None else source.type.element_type
    byte_shift = _index_value(shift * (dtype.width // 8) if isinstance(shift, int) else shift, loc, ip)
    if memory_space is None:
        memory_space = source.type.memory_space
    sizes = [s if isinstance(s, int) else S for s in shape]
    dynamic = [_index_value(s, loc, ip) for s in shape if not isinstance(s, int)]
    result = MemRefType.get(sizes, dtype, memory_space=memory_space)
    return MemRefValue(_ops.ViewOp(result, source, byte_shift, dynamic, loc=loc, ip=ip).result)


def global_(initial_value=None, sym_name=None, type=None, sym_visibility="private", constant=None, alignment=None,
            loc=None, ip=None):
    """``memref.global``: named ``sym_name`` (default: the variable the
    call's result is assigned to), of ``type``, or with ``initial_value``
    (a numpy array: its memref type and a constant global). Returns the op."""
    if sym_name is None:
        sym_name = _get_sym_name(inspect.currentframe().f_back, check_func_call=r"memref\.global_|global_")
        if sym_name is None:
            raise ValueError("global_: no sym_name given, and the call's result is assigned to no name")
    if initial_value is None:
        if type is None:
            raise ValueError("global_: a type or an initial value is needed")
    else:
        if not isinstance(initial_value, np.ndarray):
            raise TypeError(f"global_: initial_value is a numpy array, not {builtins.type(initial_value).__name__}")
        type = type if type is not None else infer_mlir_type(initial_value, memref=True)
        initial_value = DenseElementsAttr.get(initial_value, type=type.element_type)
        constant = True
    return _ops.GlobalOp(sym_name, TypeAttr.get(type), sym_visibility=sym_visibility, initial_value=initial_value,
                         constant=constant, alignment=alignment, loc=loc, ip=ip)


def get_global(name_or_global, *, name=None, global_=None, result=None, loc=None, ip=None):
    """``memref.get_global`` of a ``memref.global`` (the op, or its name,
    looked up in the module being built), of the global's type."""
    if isinstance(name_or_global, _ops.GlobalOp):
        global_ = name_or_global
    elif isinstance(name_or_global, str):
        name = name_or_global
    elif name_or_global is not None:
        raise ValueError(f"only a name or a memref.global can be given; got {name_or_global}")
    if global_ is None:
        if name is None:
            raise ValueError("get_global: a name or a memref.global is needed")
        global_ = _find_global(name)
    return MemRefValue(_ops.GetGlobalOp(global_.type.value, global_.sym_name.value, loc=loc, ip=ip).result)


def _find_global(name):
    """The ``memref.global`` named ``name`` in the module being built."""
    from ..util import find_ops

    block = InsertionPoint.current.block
    top = block.owner
    while top.parent is not None:
        top = top.parent
    found = find_ops(top, lambda o: isinstance(o, _ops.GlobalOp) and o.sym_name.value == name, single=True)
    if found is None:
        raise RuntimeError(f"couldn't find symbol for {name}")
    return found
