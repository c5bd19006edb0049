"""The `aiex` dialect as mlir-aie's Python API gives it: the op classes
generated from aiec's op table and mlir-aie's conveniences over them
(``runtime_sequence``, ``npu_dma_memcpy_nd``, ``dma_wait``, the DMA task
builders, ``shim_dma_single_bd_task``, the ``npu_*`` writes with plain
ints, ``set_lock_value``, ...)."""

from __future__ import annotations

import numpy as np

from ._aiex_enum_gen import *  # noqa: F401,F403
from ._aiex_ops_gen import *  # noqa: F401,F403
from . import _aiex_ops_gen as _ops
from .._mlir_libs._aie import *  # noqa: F401,F403  (the translations, as mlir-aie's aiex re-exports them)
from . import aie
from ._aie_ops_gen import EndOp, ObjectFifoCreateOp, RuntimeSequenceOp
from .aie import (
    DMAChannelDir,
    LockAction,
    Neighbors,
    TileOp,
    _as_i32,
    _dispatch_mixed_values,
    bds,
    dma_bd,
)
from ..extras import types as T
from ..extras.dialects import arith
from ..helpers.util import try_convert_np_type_to_mlir_type, v8bfp16ebs8, v16bfp16ebs16  # noqa: F401
from ..ir import Attribute, AttrBuilder, DictAttr, InsertionPoint, IntegerAttr, Type, UnitAttr  # noqa: F401


# ---------------------------------------------------------------- NPU writes


def npu_write32(address, value, buffer=None, column=None, row=None, **kwargs):
    """``aiex.npu.write32`` of `value` at `address` (ints or ``i32`` values)."""
    return _ops.npu_write32(_as_i32(address), _as_i32(value), buffer=buffer, column=column, row=row, **kwargs)


def npu_maskwrite32(address, value, mask, buffer=None, column=None, row=None, **kwargs):
    return _ops.npu_maskwrite32(_as_i32(address), _as_i32(value), _as_i32(mask), buffer=buffer, column=column,
                                row=row, **kwargs)


def npu_sync(column, row, direction, channel, column_num=1, row_num=1, **kwargs):
    """``aiex.npu.sync``: waits for a task of a shim DMA channel to finish."""
    return _ops.npu_sync(*[_as_i32(v) for v in (column, row, direction, channel, column_num, row_num)], **kwargs)


def npu_address_patch(addr, arg_idx, arg_plus, **kwargs):
    return _ops.npu_address_patch(addr, arg_idx, _as_i32(arg_plus), **kwargs)


def npu_rtp_write(buffer, index, value, **kwargs):
    return _ops.npu_rtp_write(buffer, index, _as_i32(value), **kwargs)


def npu_push_queue(column, row, direction, channel, issue_token, repeat_count, bd_id, **kwargs):
    return _ops.npu_push_queue(column, row, direction, channel, issue_token, _as_i32(repeat_count), _as_i32(bd_id),
                               **kwargs)


def _fifo_name(x):
    return x.sym_name.value if isinstance(x, ObjectFifoCreateOp) else x


def dma_wait(*args):
    """``aiex.npu.dma_wait`` for each object FIFO (or its name)."""
    if not args:
        raise ValueError("dma_wait must receive at least one dma_meta information to wait for")
    for fifo in args:
        npu_dma_wait(_fifo_name(fifo))


def _tap_pattern(tap, what, **given):
    if tap is not None and any(v is not None for v in given.values()):
        raise ValueError(f"{what} can take either a TensorAccessPattern OR (sizes and/or strides and/or offsets), "
                         "but not both.")
    offset = tap.offset
    return list(tap.sizes), list(tap.strides), int(offset) if isinstance(offset, (int, np.integer)) else offset


class NpuDmaMemcpyNd(_ops.NpuDmaMemcpyNdOp):
    """``aiex.npu.dma_memcpy_nd``: a transfer between host buffer `mem` and
    the shim DMA channel of object FIFO `metadata` (or its name) with BD
    `bd_id`, by `offsets`/`sizes`/`strides` (4 each, ints or values) or a
    tensor access pattern `tap`."""

    def __init__(self, metadata, bd_id, mem, tap=None, offsets=None, sizes=None, strides=None, issue_token=None,
                 burst_length=0, packet=None, offset_parameter=None):
        if tap is not None:
            sizes, strides, offset = _tap_pattern(tap, "NpuDmaMemcpyNd", offsets=offsets, sizes=sizes,
                                                  strides=strides)
            offsets = [0, 0, 0, offset]
        offsets = [0] * 4 if offsets is None else offsets
        sizes = [0] * 4 if sizes is None else sizes
        strides = [0, 0, 0, 1] if strides is None else strides
        dyn_offsets, static_offsets = _dispatch_mixed_values(offsets)
        dyn_sizes, static_sizes = _dispatch_mixed_values(sizes)
        dyn_strides, static_strides = _dispatch_mixed_values(strides)
        super().__init__(mem, dyn_offsets, dyn_sizes, dyn_strides, static_offsets, static_sizes, static_strides,
                         _fifo_name(metadata), bd_id, issue_token=issue_token, burst_length=burst_length,
                         packet=packet, offset_parameter=offset_parameter)


npu_dma_memcpy_nd = NpuDmaMemcpyNd


# ---------------------------------------------------------------- runtime sequences


def runtime_sequence(*inputs, sym_name=None, context=None):
    """``@runtime_sequence(*arg_types)``: an ``aie.runtime_sequence`` named
    `sym_name` (default: the function's name) whose body is the function
    called on its arguments."""

    def decorator(f):
        op = RuntimeSequenceOp(sym_name=sym_name or f.__name__)
        entry = op.regions[0].blocks.append(*[try_convert_np_type_to_mlir_type(t) for t in inputs])
        with InsertionPoint(entry):
            f(*entry.arguments)

    return decorator


# ---------------------------------------------------------------- DMA tasks


def _sym(x):
    return x if isinstance(x, str) else x.sym_name.value


def dma_configure_task(*args, **kwargs):
    """``aiex.dma_configure_task(tile, dir, channel)``: build its BDs with ``bds``."""
    return _ops.DMAConfigureTaskOp(T.index(), *args, **kwargs)


def dma_configure_task_for(alloc, *args, **kwargs):
    """``aiex.dma_configure_task_for @alloc`` (an object FIFO or shim DMA
    allocation, or its name)."""
    return _ops.DMAConfigureTaskForOp(T.index(), _sym(alloc), *args, **kwargs)


def dma_start_bd_chain(symbol, args, tile, direction, channel, *pyargs, **kwargs):
    return _ops.DMAStartBdChainOp(_sym(symbol), args, tile, direction, channel, *pyargs, **kwargs)


def dma_start_bd_chain_for(symbol, args, alloc, *pyargs, **kwargs):
    return _ops.DMAStartBdChainForOp(_sym(symbol), args, _sym(alloc), *pyargs, **kwargs)


def _tasks(what, tasks, build):
    if not tasks:
        raise ValueError(f"{what} must receive at least one DMAConfigureTaskForOp")
    for t in tasks:
        build(t)


def dma_start_task(*args):
    """``aiex.dma_start_task`` of each task."""
    _tasks("dma_start_task", args, _ops.dma_start_task)


def dma_await_task(*args):
    """``aiex.dma_await_task`` of each task."""
    _tasks("dma_await_task", args, _ops.dma_await_task)


def dma_free_task(*args):
    """``aiex.dma_free_task`` of each task."""
    _tasks("dma_free_task", args, _ops.dma_free_task)


def shim_dma_bd(mem, tap=None, offset=None, sizes=None, strides=None, transfer_len=None, burst_length=0,
                packet=None, offset_parameter=None):
    """An ``aie.dma_bd`` of host buffer `mem` for a shim DMA: the length is
    the product of the three innermost sizes unless given."""
    if tap is not None:
        sizes, strides, offset = _tap_pattern(tap, "shim_dma_bd", offset=offset, sizes=sizes, strides=strides)
    offset = 0 if offset is None else offset
    sizes = [0] * 4 if sizes is None else sizes
    strides = [0, 0, 0, 1] if strides is None else strides
    # A length the sizes give at run time is theirs: the BD leaves it out.
    static = all(isinstance(s, (int, np.integer)) for s in sizes[-3:])
    if transfer_len is None and static:
        transfer_len = int(np.prod(sizes[-3:]))
    dma_bd(mem, sizes=sizes, strides=strides, offset=offset, transfer_len=transfer_len, burst_length=burst_length,
           packet=packet, offset_parameter=offset_parameter)


def shim_dma_single_bd_task(alloc, mem, tap=None, offset=None, sizes=None, strides=None, transfer_len=None,
                            issue_token=False, burst_length=0, packet=None, offset_parameter=None):
    """A DMA task of one BD between host buffer `mem` and object FIFO (or
    shim allocation) `alloc`. Sizes are the 4-dimension form (fewer are
    padded with unit dimensions on the left); the outermost size is the
    task's repeat count (a value gives it at run time)."""
    if tap is not None:
        sizes, strides, offset = _tap_pattern(tap, "shim_dma_single_bd_task", offset=offset, sizes=sizes,
                                              strides=strides)
    if sizes is not None:
        if len(sizes) > 4:
            raise ValueError(f"shim DMA BD supports at most 4 dimensions, got {len(sizes)}")
        pad = 4 - len(sizes)
        sizes = [1] * pad + list(sizes)
        if strides is not None:
            strides = [0] * pad + list(strides)
    repeat_count, repeat_count_val = 0, None
    if sizes:
        outer = sizes[0]
        if isinstance(outer, (int, np.integer)):
            repeat_count = max(int(outer) - 1, 0)
        else:
            if outer.type != T.i32():
                outer = arith.trunci(T.i32(), outer)
            repeat_count_val = arith.ScalarValue(outer) - _as_i32(1)
    task = dma_configure_task_for(alloc, repeat_count=repeat_count, repeat_count_val=repeat_count_val,
                                  issue_token=issue_token)
    with bds(task) as bd:
        with bd[0]:
            shim_dma_bd(mem, offset=offset, sizes=sizes, strides=strides, transfer_len=transfer_len,
                        burst_length=burst_length, packet=packet, offset_parameter=offset_parameter)
            EndOp()
    return task


def set_lock_value(lock, value: int):
    """``aiex.set_lock(lock, value)``."""
    return set_lock(lock, value)


def read_scratchpad_parameter(name: str, result_type: Type):
    """The value of scratchpad parameter `name` as `result_type` (in a core)."""
    return _ops.read_scratchpad_parameter(result_type, name)
