"""mlir-python-extras' ``memref`` as mlir-aie vendors it: ``alloc`` and
``alloca`` by shape and element type, ``@alloca_scope(types)`` (a
``memref.alloca_scope`` whose body the decorated function builds),
``load``/``store`` with Python ints as indices, the views ``subview``,
``expand_shape`` and ``reinterpret_cast`` whose result types (strided
layouts included) are computed as MLIR infers them, and ``MemRefValue``
whose ``[...]`` loads and stores, or with slices takes and copies into
subviews."""

from __future__ import annotations

import builtins
import inspect

import numpy as np

from ...dialects import _memref_ops_gen as _ops
from ...dialects._memref_ops_gen import *  # noqa: F401,F403
from ...ir import (
    ArrayAttr,
    DenseElementsAttr,
    IndexType,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    MemRefType,
    OpView,
    ShapedType,
    StridedLayoutAttr,
    TypeAttr,
    Value,
    _is_identity_map,
    _row_major,
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


# In ``m[...]``, asks for the subview's unit dimensions to be dropped
# (``m[0, :, rank_reduce]`` is a 1-D view of row 0 of a 2-D ``m``).
rank_reduce = object()


def _is_view_index(idx):
    """Whether ``m[idx]`` takes a view (a slice, ``None``, ``...`` or
    ``rank_reduce`` in it) rather than loading an element."""
    idx = idx if isinstance(idx, tuple) else (idx,)
    return any(isinstance(i, slice) or i is None or i is Ellipsis or i is rank_reduce for i in idx)


@ShapedValue
class MemRefValue(Value):
    """A memref SSA value: ``m[i, j]`` loads, ``m[i, j] = v`` stores; with
    slices, ``None`` (a new unit dimension) or ``rank_reduce``, ``m[...]``
    is a subview and ``m[...] = src`` copies ``src`` into one."""

    __slots__ = ()

    def __new__(cls, val):
        return Value.__new__(cls, _value(val))

    def __init__(self, val):
        pass

    def __getitem__(self, idx):
        if idx is Ellipsis or (isinstance(idx, slice) and idx == slice(None)):
            return self
        if isinstance(idx, tuple) and all(isinstance(i, slice) and i == slice(None) for i in idx):
            return self
        if _is_view_index(idx):
            return _subview(self, idx)
        idx = _indices(idx)
        if len(idx) != self.rank:
            raise IndexError(f"{self.type} takes {self.rank} indices, got {len(idx)}")
        return load(self, idx)

    def __setitem__(self, idx, value):
        if _is_view_index(idx):
            _copy_to_subview(self, value, idx)
            return
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


# MLIR's marker of a dynamic size, stride or offset (``?``).
_DYN = ShapedType.get_dynamic_stride_or_offset()


def _add(a, b):
    """``a + b``, dynamic if either is (MLIR's saturated arithmetic)."""
    return _DYN if _DYN in (a, b) else a + b


def _mul(a, b):
    """``a * b``: 0 if either is 0, else dynamic if either is."""
    if a == 0 or b == 0:
        return 0
    return _DYN if _DYN in (a, b) else a * b


def _literal_index(v):
    """The int an ``arith.constant`` value holds, else None."""
    owner = v.owner
    if isinstance(owner, ConstantOp):
        lit = owner.literal_value
        if isinstance(lit, int) and not isinstance(lit, bool):
            return lit
    return None


def _mixed(entries, what, loc=None, ip=None):
    """(static entries, dynamic index values) of offsets, sizes or strides:
    ints and constants are static; another value is ``?`` and an operand
    (cast to ``index``)."""
    static, dynamic = [], []
    for e in entries:
        if isinstance(e, (Value, OpView)):
            v = _value(e)
            lit = _literal_index(v)
            if lit is not None:
                static.append(lit)
            else:
                static.append(_DYN)
                dynamic.append(_index_value(v, loc, ip))
        elif isinstance(e, int) and not isinstance(e, bool):
            static.append(e)
        else:
            raise TypeError(f"{what}: expected ints or index values, got {e!r}")
    return static, dynamic


def _ranked_memref_type(v, what):
    t = _value(v).type
    if not MemRefType.isinstance(t):
        raise TypeError(f"{what}: expected a ranked memref, got {t}")
    return MemRefType(t)


def _strided_or_none(strides, offset, sizes):
    """The layout of a view: none when ``strides`` are the row-major ones of
    static ``sizes`` at offset 0 (its identity layout), else ``strided<>``."""
    if offset == 0 and _DYN not in sizes and list(strides) == _row_major(sizes):
        return None
    return StridedLayoutAttr.get(offset, strides)


def _subview_type(source_type, offsets, sizes, strides):
    """MLIR's inferred type of a subview (static entries, ``_DYN`` for
    dynamic): offset ``source offset + sum(offsets[i] * source strides[i])``,
    strides ``source strides[i] * strides[i]``, the source's memory space."""
    src_strides, offset = source_type.get_strides_and_offset()
    for o, st in zip(offsets, src_strides):
        offset = _add(offset, _mul(o, st))
    out = [_mul(st, step) for st, step in zip(src_strides, strides)]
    return MemRefType.get(sizes, source_type.element_type, _strided_or_none(out, offset, sizes),
                          source_type.memory_space)


def subview(source, offsets, sizes, strides, *, rank_reduce=False, result_type=None, loc=None, ip=None):
    """``memref.subview`` of ``source`` at ``offsets`` of ``sizes`` by
    ``strides`` (ints, or index values for dynamic ones), of ``result_type``
    or the type MLIR infers (the identity layout when the view is
    contiguous from 0); ``rank_reduce`` drops the static unit dimensions."""
    source = _value(source)
    src_type = _ranked_memref_type(source, "subview")
    lists = {"offsets": offsets or [], "sizes": sizes or [], "strides": strides or []}
    for what, entries in lists.items():
        if len(entries) != src_type.rank:
            raise ValueError(f"subview: {src_type} takes {src_type.rank} {what}, got {len(entries)}")
    (static_offsets, dyn_offsets), (static_sizes, dyn_sizes), (static_strides, dyn_strides) = (
        _mixed(entries, f"subview {what}", loc, ip) for what, entries in lists.items())
    if result_type is None:
        result_type = _subview_type(src_type, static_offsets, static_sizes, static_strides)
    if rank_reduce:
        keep = [i for i, s in enumerate(static_sizes) if s != 1]
        shape = [result_type.shape[i] for i in keep]
        layout = None
        if result_type.layout is not None:
            strides, offset = result_type.get_strides_and_offset()
            layout = StridedLayoutAttr.get(offset, [strides[i] for i in keep])
        result_type = MemRefType.get(shape, result_type.element_type, layout, result_type.memory_space)
    op = _ops.SubViewOp(result_type, source, dyn_offsets, dyn_sizes, dyn_strides, static_offsets,
                        static_sizes, static_strides, loc=loc, ip=ip)
    return MemRefValue(op.result)


def _expand_groups(rank, newaxis_dims):
    """The reassociation inserting unit dimensions at ``newaxis_dims`` (of
    the result) into a rank-``rank`` memref, and the result dimension of each
    source one: a source dimension's group holds it and the new dimensions
    after it (the first group, those before it too)."""
    dims = sorted(newaxis_dims)
    out_rank = rank + len(dims)
    if len(set(dims)) != len(dims):
        raise ValueError(f"expand_shape: repeated axis in {list(newaxis_dims)}")
    if not all(isinstance(d, int) and 0 <= d < out_rank for d in dims):
        raise ValueError(f"expand_shape: new axes {list(newaxis_dims)} are not all in [0, {out_rank})")
    kept = [i for i in range(out_rank) if i not in dims]
    ends = kept[1:] + [out_rank]
    return [list(range(0 if j == 0 else k, end)) for j, (k, end) in enumerate(zip(kept, ends))], kept


def expand_shape(inp, newaxis_dims, *, loc=None, ip=None):
    """``memref.expand_shape`` of ``inp`` with unit dimensions inserted at
    ``newaxis_dims`` (positions in the result, as numpy's ``expand_dims``).
    The result's layout is MLIR's: the identity for an identity source, else
    strided, each group's innermost dimension at its source stride and the
    others at the stride of the dimensions inside them."""
    if len(newaxis_dims) == 0:
        return inp
    inp = _value(inp)
    src_type = _ranked_memref_type(inp, "expand_shape")
    groups, kept = _expand_groups(src_type.rank, newaxis_dims)
    shape = [1] * (src_type.rank + len(newaxis_dims))
    for k, d in zip(kept, src_type.shape):
        shape[k] = d
    layout = src_type.layout
    if layout is not None and not _is_identity_map(str(layout), src_type.rank):
        src_strides, offset = src_type.get_strides_and_offset()
        strides = list(shape)
        for stride, group in zip(src_strides, groups):
            for i in reversed(group):
                strides[i], stride = stride, _mul(stride, shape[i])
        layout = StridedLayoutAttr.get(offset, strides)
    else:
        layout = None
    result = MemRefType.get(shape, src_type.element_type, layout, src_type.memory_space)
    sizes = [dim(inp, j, loc=loc, ip=ip) for j, d in enumerate(src_type.shape) if d == S]
    i64 = IntegerType.get_signless(64)
    reassociation = ArrayAttr.get([ArrayAttr.get([IntegerAttr.get(i64, i) for i in g]) for g in groups])
    op = _ops.ExpandShapeOp(result, inp, reassociation, sizes, shape, loc=loc, ip=ip)
    return MemRefValue(op.result)


def reinterpret_cast(source, offsets=None, sizes=None, strides=None, *, loc=None, ip=None):
    """``memref.reinterpret_cast`` of ``source``'s data as a memref at
    ``offsets`` (one, default 0) of ``sizes`` (default ``source``'s shape)
    and ``strides`` (default row-major, for static sizes); ints or index
    values. Its layout is the identity when row-major from 0."""
    source = _value(source)
    if offsets is None:
        offsets = [0]
    if sizes is None:
        sizes = list(_ranked_memref_type(source, "reinterpret_cast").shape)
    static_offsets, dyn_offsets = _mixed(offsets, "reinterpret_cast offsets", loc, ip)
    static_sizes, dyn_sizes = _mixed(sizes, "reinterpret_cast sizes", loc, ip)
    if len(static_offsets) != 1:
        raise ValueError(f"reinterpret_cast: takes one offset, got {len(static_offsets)}")
    if strides is None:
        if _DYN in static_sizes:
            raise ValueError(f"reinterpret_cast: sizes {static_sizes} are dynamic: give the strides")
        strides = _row_major(static_sizes)
    static_strides, dyn_strides = _mixed(strides, "reinterpret_cast strides", loc, ip)
    if len(static_strides) != len(static_sizes):
        raise ValueError(f"reinterpret_cast: {len(static_sizes)} sizes but {len(static_strides)} strides")
    layout = _strided_or_none(static_strides, static_offsets[0], static_sizes)
    src_type = source.type
    result = MemRefType.get(static_sizes, src_type.element_type, layout, src_type.memory_space)
    op = _ops.ReinterpretCastOp(result, source, dyn_offsets, dyn_sizes, dyn_strides, static_offsets,
                                static_sizes, static_strides, loc=loc, ip=ip)
    return MemRefValue(op.result)


def _subview(mem, idx, loc=None, ip=None):
    """``mem[idx]`` as a view: slices of static bounds, ints or index values
    (a unit dimension), ``...``, ``None`` (a new unit dimension) and
    ``rank_reduce`` (drop the unit dimensions of ints and values)."""
    idx = list(idx) if isinstance(idx, tuple) else [idx]
    reduce = any(i is rank_reduce for i in idx)
    idx = [i for i in idx if i is not rank_reduce]
    shape = mem.shape
    if sum(i is Ellipsis for i in idx) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    given = sum(i is not None and i is not Ellipsis for i in idx)
    if given > len(shape):
        raise IndexError(f"{mem.type} takes at most {len(shape)} indices, got {given}")
    fill = [slice(None)] * (len(shape) - given)
    if any(i is Ellipsis for i in idx):
        at = next(k for k, i in enumerate(idx) if i is Ellipsis)
        idx = idx[:at] + fill + idx[at + 1:]
    else:
        idx = idx + fill
    offsets, sizes, strides, newaxis = [], [], [], []
    out_dim = 0
    for i in idx:
        if i is None:
            newaxis.append(out_dim)
            out_dim += 1
            continue
        d = shape[len(offsets)]
        if isinstance(i, slice):
            start, stop, step = _slice_bounds(i, d, mem.type)
            offsets.append(start)
            sizes.append(max(0, -(-(stop - start) // step)))
            strides.append(step)
        else:
            if isinstance(i, int) and i < 0:
                if d == S:
                    raise IndexError(f"a negative index {i} of a dynamic dimension of {mem.type}")
                i += d
            offsets.append(i)
            sizes.append(1)
            strides.append(1)
        out_dim += 0 if reduce and sizes[-1] == 1 else 1  # subview's rank reduction drops unit sizes
    view = subview(mem, offsets, sizes, strides, rank_reduce=reduce, loc=loc, ip=ip)
    return expand_shape(view, newaxis, loc=loc, ip=ip)


def _slice_bounds(s, d, mem_type):
    """(start, stop, step) of slice ``s`` of a dimension of size ``d``:
    ints, negative ones from the end, as Python slices them (step > 0)."""
    for b in (s.start, s.stop, s.step):
        if b is not None and not (isinstance(b, int) and not isinstance(b, bool)):
            raise TypeError(f"slice bounds of a memref view are ints, got {b!r}; use subview() with "
                            "index values for dynamic offsets")
    step = 1 if s.step is None else s.step
    if step <= 0:
        raise ValueError(f"a memref view's slice step is positive, got {step}")
    if d == S:
        if s.stop is None or any(b is not None and b < 0 for b in (s.start, s.stop)):
            raise IndexError(f"slice {s} of a dynamic dimension of {mem_type}: give its bounds")
        return s.start or 0, s.stop, step
    return s.indices(d)


def _copy_to_subview(dest, source, idx, loc=None, ip=None):
    """``memref.copy`` of ``source`` into the view ``dest[idx]``."""
    target = _subview(dest, idx, loc=loc, ip=ip)
    source = _value(source)
    if not MemRefType.isinstance(source.type) or list(source.type.shape) != list(target.shape):
        raise ValueError(f"copying {source.type} into a view of shape {list(target.shape)}")
    return _ops.CopyOp(source, target, loc=loc, ip=ip)


def dim(source, index, *, loc=None, ip=None):
    """``memref.dim`` of ``source``'s dimension ``index`` (an int or an
    index value)."""
    if isinstance(index, int):
        index = constant(index, index=True, loc=loc, ip=ip)
    return _ops.DimOp(_value(source), _value(index), loc=loc, ip=ip).result


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
