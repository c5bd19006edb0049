"""mlir-python-extras' ``vector``: builders that take Python ints for
indices and positions, default permutation maps and result types
(``transfer_read``, ``transfer_write``, ``extract``, ``insert``,
``extract_strided_slice``, ``broadcast``, ``reduction``, ``shuffle``,
``load_``, ``outerproduct``, also the infix ``a @outer@ b``),
``VectorValue`` (vector results: Python's arithmetic as ``ScalarValue``'s,
``v[i]`` extracts, ``v[a:b]`` slices), and the ``vector`` dialect's op
classes."""

from __future__ import annotations

import functools
import inspect

from ...dialects import vector as _v
from ...dialects.vector import *  # noqa: F401,F403
from ...ir import AffineMap, DenseI64ArrayAttr, ShapedType, VectorType, _value, register_value_caster
from ..util import Infix
from ._shaped_value import ShapedValue
from .arith import ScalarValue, constant


def _index(i):
    """An index value: an int as an ``index`` constant."""
    return constant(i, index=True) if isinstance(i, int) else _value(i)


def _mixed(position):
    """``(dynamic values, static ints)`` of a position mixing ints and
    values, a value's static entry being the dynamic marker."""
    dynamic, static = [], []
    for p in position:
        if isinstance(p, int):
            static.append(p)
        else:
            dynamic.append(_value(p))
            static.append(ShapedType.get_dynamic_size())
    return dynamic, static


@ShapedValue
class VectorValue(ScalarValue):
    """A vector SSA value: arithmetic and comparisons as ``ScalarValue``'s;
    ``v[i, j]`` (ints or index values) extracts an element or subvector,
    ``v[a:b]`` (static slices of the leading dimensions) a strided slice."""

    __slots__ = ()

    def __getitem__(self, idx):
        if idx is Ellipsis or idx == slice(None):
            return self
        idx = idx if isinstance(idx, tuple) else (idx,)
        if all(not isinstance(i, slice) for i in idx):
            return extract(self, list(idx))
        ranges = [i.indices(n) for i, n in zip(idx, self.shape)]
        if not all(isinstance(i, slice) for i in idx):
            raise IndexError("a vector is sliced by slices alone, or indexed by positions alone")
        return extract_strided_slice(
            self,
            offsets=[start for start, _, _ in ranges],
            sizes=[len(range(*r)) for r in ranges],
            strides=[step for _, _, step in ranges],
        )

    def __repr__(self):
        return f"VectorValue({self})"


# Vector results and arguments come back as VectorValues.
register_value_caster(VectorType.static_typeid)(VectorValue)


def transfer_read(vector_t, base, indices, *, permutation_map=None, padding=None, mask=None, in_bounds=None,
                  loc=None, ip=None):
    """``vector.transfer_read`` of a ``vector_t`` from ``base`` at
    ``indices`` (ints as index constants); the permutation map defaults to
    the minor identity, ``padding`` to 0 of the element type; ``in_bounds``
    is required."""
    if in_bounds is None:
        raise ValueError("in_bounds cannot be None")
    if permutation_map is None:
        permutation_map = AffineMap.get_minor_identity(base.type.rank, vector_t.rank)
    if padding is None or isinstance(padding, (int, float)):
        padding = constant(padding or 0, type=base.type.element_type)
    return _v.transfer_read(vector_t, _value(base), [_index(i) for i in indices], permutation_map, padding,
                            in_bounds, mask=mask, loc=loc, ip=ip)


def transfer_write(val, dest, indices, *, permutation_map=None, mask=None, in_bounds=None, loc=None, ip=None):
    """``vector.transfer_write`` of ``val`` into ``dest`` at ``indices``
    (ints as index constants); the permutation map defaults to the minor
    identity; ``in_bounds`` is required."""
    if in_bounds is None:
        raise ValueError("in_bounds cannot be None")
    if permutation_map is None:
        permutation_map = AffineMap.get_minor_identity(dest.type.rank, val.type.rank)
    return _v.transfer_write(None, _value(val), _value(dest), [_index(i) for i in indices], permutation_map,
                             in_bounds, mask=mask, loc=loc, ip=ip)


def extract(vector, position, *, loc=None, ip=None):
    """``vector.extract`` at ``position`` (ints and index values): an
    element, or the subvector of the dimensions after the position's."""
    dynamic, static = _mixed(position)
    shape = list(vector.type.shape[len(static):])
    element = vector.type.element_type
    result = VectorType.get(shape, element) if shape else element
    op = _v.ExtractOp.build_generic(
        results=[result],
        operands=[_value(vector), dynamic],
        attributes={"static_position": DenseI64ArrayAttr.get(static)},
        loc=loc,
        ip=ip,
    )
    return op.result


def insert(vector, val, positions, *, loc=None, ip=None):
    """``vector.insert`` of ``val`` into ``vector`` at ``positions`` (ints
    and index values; at least one)."""
    if len(positions) == 0:
        raise ValueError("positions cannot be empty")
    dynamic, static = _mixed(positions)
    op = _v.InsertOp.build_generic(
        results=[vector.type],
        operands=[_value(val), _value(vector), dynamic],
        attributes={"static_position": DenseI64ArrayAttr.get(static)},
        loc=loc,
        ip=ip,
    )
    return op.result


def reduction(kind, vector, *, acc=None, fastmath=None, loc=None, ip=None):
    """``vector.reduction`` of ``vector`` by ``kind`` (a CombiningKind) to
    its element type."""
    return _v.reduction(vector.type.element_type, kind, _value(vector), acc=acc, fastmath=fastmath, loc=loc, ip=ip)


def broadcast(vector, source, *, loc=None, ip=None):
    """``vector.broadcast`` of ``source`` (a Python number as a constant)
    to the vector type ``vector``."""
    if isinstance(source, (bool, int, float)):
        source = constant(source)
    return _v.broadcast(vector, _value(source), loc=loc, ip=ip)


def extract_strided_slice(vector, offsets, sizes, strides, *, loc=None, ip=None):
    """``vector.extract_strided_slice``; its type is ``sizes`` then the
    vector's trailing dimensions."""
    shape = [int(s) for s in sizes] + list(vector.type.shape[len(sizes):])
    result = VectorType.get(shape, vector.type.element_type)
    return _v.extract_strided_slice(result, _value(vector), offsets, sizes, strides, loc=loc, ip=ip)


def shuffle(v1, v2, mask, *, loc=None, ip=None):
    """``vector.shuffle`` of ``v1`` and ``v2`` by ``mask``."""
    return _v.shuffle(_value(v1), _value(v2), mask, loc=loc, ip=ip)


def load_(base, indices, result, *, nontemporal=None, loc=None, ip=None):
    """``vector.load`` of a ``result`` vector from ``base`` at ``indices``
    (ints as index constants)."""
    return _v.load(result, _value(base), [_index(i) for i in indices], nontemporal=nontemporal, loc=loc, ip=ip)


def outerproduct(lhs, rhs, acc=None, *, kind=None, loc=None, ip=None):
    """``vector.outerproduct`` of 1-D vector `lhs` and `rhs`: a vector of
    ``lhs``'s lanes by ``rhs``'s (a scalar `rhs`: an AXPY, of ``lhs``'s
    lanes), combined with `acc` by `kind` (a CombiningKind, ``ADD`` by
    default) when given."""
    if kind is None:
        kind = _v.CombiningKind.ADD
    lhs, rhs = _value(lhs), _value(rhs)
    shape = [lhs.type.shape[0]]
    if VectorType.isinstance(rhs.type):
        shape.append(VectorType(rhs.type).shape[0])
    result = VectorType.get(shape, lhs.type.element_type)
    acc = _value(acc) if acc is not None else None
    return _v.OuterProductOp(result=result, lhs=lhs, rhs=rhs, acc=acc, kind=kind, loc=loc, ip=ip).result


class _InfixBuilder(Infix):
    """An op builder that is also an infix operator: called with its
    operands it builds the op; ``a @f@ b`` and ``a @f(...)@ b`` (the other
    arguments given) build it of ``a`` and ``b``."""

    def __init__(self, function):
        super().__init__(function)
        functools.update_wrapper(self, function)
        self.__signature__ = inspect.signature(function)

    def __call__(self, *args, **kwargs):
        if len(args) >= 2:
            return self.function(*args, **kwargs)
        return super().__call__(*args, **kwargs)


# `outer(lhs, rhs)`, `lhs @outer@ rhs`, `lhs @outer(acc, kind=...)@ rhs`.
outer = _InfixBuilder(outerproduct)
outer.__name__ = outer.__qualname__ = "outer"


# `base @load@ (indices, result)`: load_ as an infix operator.
load = Infix(load_)
