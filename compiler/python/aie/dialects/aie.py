"""The `aie` dialect as mlir-aie's Python API gives it: the op classes and
enums generated from aiec's op table, and mlir-aie's conveniences over them
(``tile``, ``buffer``, ``lock``, ``object_fifo``, ``flow``, the ``@device``,
``@core``, ``@mem``, ``@dma`` decorators, ``dma_bd``, ``dma_start``, the
trace builders, the attribute builders, ``get_target_model``, ...).

Everything builds aiec's IR directly; printing, parsing and verifying are
aiec's (docs/python-bindings.md)."""

from __future__ import annotations

import contextlib
import inspect
from dataclasses import dataclass
from typing import Any, Dict, List, Union

import numpy as np

from .. import _aiec
from . import _aie_enum_gen as _enums
from ._aie_enum_gen import (
    AIEDevice,
    AIETileType,
    DMAChannelDir,
    ObjectFifoPort,
    TraceShimRouting,
    WireBundle,
)
from ._aie_ops_gen import *  # noqa: F401,F403
from . import _aie_ops_gen as _ops
from ._aie_ops_gen import (
    BufferOp,
    CoreOp,
    DeviceOp,
    DMAOp,
    EndOp,
    ExternalBufferOp,
    LockOp,
    MemOp,
    MemTileDMAOp,
    ObjectFifoAcquireOp,
    ObjectFifoCreateOp,
    ObjectFifoLinkOp,
    ObjectFifoSubviewAccessOp,
    PacketDestOp,
    PacketFlowOp,
    PacketSourceOp,
    ShimDMAOp,
    ShimMuxOp,
    SwitchboxOp,
)
from ._aiex_ops_gen import NpuWriteRTPOp
from .func import FuncOp
from ..extras import types as T
from ..extras.dialects._shaped_value import ShapedValue
from ..extras.dialects.arith import ScalarValue, constant
from ..extras.dialects.memref import MemRefValue
from ..extras.dialects.memref import load as memref_load
from ..extras.dialects.memref import store as memref_store
from ..extras.meta import region_op
from ..extras.util import (
    Successor,
    _get_sym_name,
    find_ops,
    find_parent_of_type,
    get_user_code_loc,
    region_adder,
)
from ..helpers.dialects.func import call
from ..helpers.util import try_convert_np_type_to_mlir_type
from ..ir import (
    ArrayAttr,
    Attribute,
    AttrBuilder,
    Block,
    DenseElementsAttr,
    DenseI32ArrayAttr,
    DictAttr,
    FlatSymbolRefAttr,
    FunctionType,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    MemRefType,
    Module,
    Operation,
    OpView,
    ShapedType,
    StringAttr,
    Type,
    TypeAttr,
    UnitAttr,
    Value,
    _attr,
    _raise_aiec,
    _register_opview,
    _type,
    _value,
    register_attribute_builder,
)

from .._mlir_libs import get_dialect_registry  # noqa: F401
from .._mlir_libs._aie import (  # noqa: F401
    AIETargetModel,
    ObjectFifoSubviewType,
    ObjectFifoType,
    aie_llvm_link,
    blockFloatType,
    generate_bcf,
    generate_cdo,
    generate_control_packets,
    generate_xaie,
    get_target_model,
    npu_instgen,
    register_dialect,
    tile_like_is_core_tile,
    tile_like_is_mem_tile,
    tile_like_is_shim_noc_tile,
    tile_like_is_shim_pl_tile,
    tile_like_is_shim_tile,
    transaction_binary_to_mlir,
    translate_mlir_to_llvmir,
    translate_npu_to_binary,
)

# ---------------------------------------------------------------- attributes


@dataclass(frozen=True)
class BDDimLayout:
    """One dimension of a DMA access pattern: ``#aie.bd_dim_layout<size, stride>``."""

    size: int
    stride: int

    def __str__(self):
        return f"#aie.bd_dim_layout<size = {self.size}, stride = {self.stride}>"


@dataclass(frozen=True)
class BDPadLayout:
    """Padding of one dimension: ``#aie.bd_pad_layout<before, after>``."""

    const_pad_before: int
    const_pad_after: int

    def __str__(self):
        return (f"#aie.bd_pad_layout<const_pad_before = {self.const_pad_before}, "
                f"const_pad_after = {self.const_pad_after}>")


@register_attribute_builder("BDDimLayoutAttr")
def bd_dim_layout(size, stride):
    return BDDimLayout(int(size), int(stride))


@register_attribute_builder("BDPadLayoutAttr")
def bd_pad_layout(const_pad_before, const_pad_after):
    return BDPadLayout(int(const_pad_before), int(const_pad_after))


def _pairs(items, make):
    return [i if not isinstance(i, (tuple, list)) else make(*i) for i in items]


@register_attribute_builder("BDDimLayoutArrayAttr")
def bd_dim_layout_array_attr_builder(tups, context=None):
    return _attr(_aiec.Attr.dim_layouts([(d.size, d.stride) for d in _pairs(tups, bd_dim_layout)]))


@register_attribute_builder("BDDimLayoutArrayArrayAttr")
def bd_dim_layout_array_array_attr_builder(tup_arrs, context=None):
    return _attr(_aiec.Attr.dim_layouts_per_consumer(
        [[(d.size, d.stride) for d in _pairs(arr, bd_dim_layout)] for arr in tup_arrs]))


@register_attribute_builder("BDPadLayoutArrayAttr")
def bd_pad_layout_array_attr_builder(tups, context=None):
    return _attr(_aiec.Attr.pad_layouts(
        [(p.const_pad_before, p.const_pad_after) for p in _pairs(tups, bd_pad_layout)]))


@register_attribute_builder("PacketInfoAttr")
def packet_info_attr_builder(tups, context=None):
    if not isinstance(tups, (list, tuple)) or len(tups) != 2:
        raise ValueError(f"a packet info is (pkt_type, pkt_id), got {tups!r}")
    return _attr(_aiec.Attr.packet_info(int(tups[0]), int(tups[1])))


@register_attribute_builder("BDIterationAttr")
def bd_iteration_attr_builder(tup, context=None):
    if not isinstance(tup, (list, tuple)) or len(tup) != 3:
        raise ValueError(f"a BD iteration is (size, stride, current), got {tup!r}")
    return _attr(_aiec.Attr.bd_iteration(*[int(x) for x in tup]))


def _int_attr_builder(width):
    def build(x, context=None):
        return IntegerAttr.get(T.i(width), x)

    return build


for _w in (1, 8, 16, 32, 64):
    register_attribute_builder(f"AIEI{_w}Attr")(_int_attr_builder(_w))


@register_attribute_builder("AIE_ObjectFifo_Depth")
def _objectFifo_depth_attr(x, context=None):
    if isinstance(x, list):
        return ArrayAttr.get([IntegerAttr.get(T.i32(), v) for v in x])
    return IntegerAttr.get(T.i32(), x)


def _trace_event_name(x):
    """A trace event's name: a string, StringAttr, event enum member or an
    object with a ``code`` enum member (mlir-aie's GenericEvent)."""
    if isinstance(x, str):
        return x
    if isinstance(x, StringAttr):
        return x.value
    if hasattr(x, "code"):
        return x.code.name
    if hasattr(x, "name") and hasattr(x, "value"):
        return x.name
    return x


@register_attribute_builder("TraceEventAttr")
def _trace_event_attr(x, context=None):
    name = _trace_event_name(x)
    return _attr(_aiec.attr_for("aie.trace.event", "event", name)) if isinstance(name, str) else name


# ---------------------------------------------------------------- locks, buffers, tiles


def _as_i32(v):
    """An ``i32`` constant of a Python or numpy int; a Value as it is; None."""
    if v is None:
        return None
    if isinstance(v, (int, np.integer)):
        return constant(int(v), T.i32())
    return v


def _split_i32_scalar(v):
    """(operand, static value): an int is static, a Value dynamic."""
    if v is None:
        return None, None
    if isinstance(v, (int, np.integer)):
        return None, int(v)
    return v, None


def use_lock(lock, action, value=None, *, blocking=None, acq_en=None, loc=None, ip=None):
    """``aie.use_lock``; the value (default 1) an int or an ``i32`` value."""
    return _ops.use_lock(lock, action, _as_i32(1 if value is None else value), blocking=blocking,
                         acq_en=acq_en, loc=loc, ip=ip)


_lock = _ops.lock


def lock(tile, *, lock_id=None, init=None, sym_name=None, annot=None, loc=None, ip=None):
    """``aie.lock`` on `tile`; ``sym_name=""`` names it after the variable the
    call is assigned to; `annot` marks it with ``{annot = {name}}``."""
    if sym_name is not None and not sym_name:
        sym_name = _get_sym_name(inspect.currentframe().f_back, r"aie\.lock|lock")
    result = _lock(tile, lock_id=lock_id, init=init, sym_name=sym_name, loc=loc, ip=ip)
    if annot is not None:
        result.owner.attributes["annot"] = DictAttr.get({annot: UnitAttr.get()})
    return result


@_register_opview
class TileOp(_ops.TileOp):
    """``aie.tile``: compares and hashes by coordinates, answers what kind of
    tile it is."""

    def __str__(self):
        return f"tile(col={self.col.value}, row={self.row.value})"

    def __repr__(self):
        return str(self.operation)

    def __lt__(self, other):
        return (int(self.col), int(self.row)) < (int(other.col), int(other.row))

    def __eq__(self, other):
        if not isinstance(other, _ops.TileOp):
            return False
        return (int(self.col), int(self.row)) == (int(other.col), int(other.row))

    def __hash__(self):
        return hash((int(self.col), int(self.row)))

    def flows(self, filter_source=False, filter_dest=False, source_annot=None, dest_annot=None):
        return find_matching_flows([self], filter_source=filter_source, filter_dest=filter_dest,
                                   source_annot=source_annot, dest_annot=dest_annot)

    def locks(self, sym_name=None, annot=None, device=None):
        return find_matching_locks([self], sym_name=sym_name, annot=annot, device=device)

    def is_core_tile(self):
        return tile_like_is_core_tile(self)

    def is_mem_tile(self):
        return tile_like_is_mem_tile(self)

    def is_shim_noc_tile(self):
        return tile_like_is_shim_noc_tile(self)

    def is_shim_pl_tile(self):
        return tile_like_is_shim_pl_tile(self)

    def is_shim_tile(self):
        return tile_like_is_shim_tile(self)


def tile(col, row, *, loc=None, ip=None, allocation_scheme=None):
    """``aie.tile(col, row)``: the TileOp (usable as its result)."""
    return TileOp(col=col, row=row, allocation_scheme=allocation_scheme, loc=loc, ip=ip)


@_register_opview
class LogicalTileOp(_ops.LogicalTileOp):
    """``aie.logical_tile<type>(col?, row?)``: a tile the placer places."""

    def is_core_tile(self):
        return tile_like_is_core_tile(self)

    def is_mem_tile(self):
        return tile_like_is_mem_tile(self)

    def is_shim_noc_tile(self):
        return tile_like_is_shim_noc_tile(self)

    def is_shim_pl_tile(self):
        return tile_like_is_shim_pl_tile(self)

    def is_shim_tile(self):
        return tile_like_is_shim_tile(self)


def logical_tile(tile_type, *, col=None, row=None, allocation_scheme=None, loc=None, ip=None):
    return LogicalTileOp(tile_type=tile_type, col=col, row=row, allocation_scheme=allocation_scheme, loc=loc,
                         ip=ip)


@ShapedValue
class buffer(BufferOp):
    """``aie.buffer`` of `datatype` (a MemRefType or an ndarray type) on
    `tile`; it stands for its memref: ``buf[i]`` loads, ``buf[i] = v``
    stores (or writes a run-time parameter if `use_write_rtp`)."""

    def __init__(self, tile, datatype, name=None, address=None, initial_value=None, use_write_rtp=False,
                 loc=None, ip=None):
        self.type = try_convert_np_type_to_mlir_type(datatype)
        self.use_write_rtp = use_write_rtp
        if initial_value is not None:
            if not isinstance(initial_value, np.ndarray):
                raise TypeError(f"a buffer's initial value is a numpy array, got {type(initial_value).__name__}")
            initial_value = DenseElementsAttr.get(initial_value, type=self.type)
        super().__init__(self.type, tile, sym_name=name, address=address, initial_value=initial_value, loc=loc,
                         ip=ip)

    def get_name(self):
        return self.sym_name.value if self.sym_name else self.result.get_name()

    def __str__(self):
        return str(self.result)

    def __repr__(self):
        return str(self)

    @property
    def owner(self):
        return self.result.owner

    def _indices(self, idx, loc):
        idx = list(idx) if isinstance(idx, tuple) else [idx]
        return [constant(d, index=True, loc=loc) if isinstance(d, (int, np.integer)) else d for d in idx]

    def __getitem__(self, idx):
        if not self.has_rank():
            raise ValueError("only ranked memref slicing/indexing supported")
        if idx is Ellipsis or idx == slice(None) or (
                isinstance(idx, tuple) and all(i == slice(None) for i in idx)):
            return self
        if idx is None:
            raise ValueError("Operation not supported for buffer")
        loc = get_user_code_loc()
        idx = self._indices(idx, loc)
        if len(idx) != len(self.shape) or not all(isinstance(d, Value) for d in idx):
            raise ValueError("Buffer slicing not supported, only indexing supported")
        return memref_load(self, idx, loc=loc)

    def __setitem__(self, idx, source):
        if not self.has_rank():
            raise ValueError("only ranked memref slicing/indexing supported")
        loc = get_user_code_loc()
        if self.use_write_rtp:
            flat = [idx] if isinstance(idx, int) else list(idx)
            if not all(isinstance(d, int) for d in flat) or len(flat) != len(self.shape):
                raise ValueError("Buffer slicing not supported, only indexing supported")
            index = flat[0] if len(flat) == 1 else int(np.ravel_multi_index(flat, self.shape))
            npu_write_rtp(self, index, source, loc=loc)
            return
        idx = self._indices(idx, loc)
        if len(idx) != len(self.shape) or not all(isinstance(d, Value) for d in idx):
            raise ValueError("Buffer slicing not supported, only indexing supported")
        if not isinstance(source, Value):
            source = ScalarValue(source, dtype=self.dtype)
        memref_store(source, self, idx, loc=loc)


class external_buffer(MemRefValue):
    """``aie.external_buffer`` of `datatype`: its memref value."""

    def __new__(cls, datatype, name=None, address=None, loc=None, ip=None):
        op = ExternalBufferOp(try_convert_np_type_to_mlir_type(datatype), sym_name=name, address=address,
                              loc=loc, ip=ip)
        return MemRefValue(op.result)


class npu_write_rtp(NpuWriteRTPOp):
    """``aiex.npu.rtp_write`` of `value` (an int or ``i32`` value) at
    `index` of run-time parameter buffer `buffer` (a buffer or its name)."""

    def __init__(self, buffer, index, value, loc=None, ip=None):
        name = buffer.sym_name.value if isinstance(buffer, BufferOp) else buffer
        super().__init__(name, index, _as_i32(value), loc=loc, ip=ip)


# ---------------------------------------------------------------- functions


class external_func(FuncOp):
    """A private ``func.func`` declaration of a kernel compiled elsewhere;
    `link_with` names the object (or archive, or LLVM IR) that defines it,
    `link_with_mode="merge"` merges LLVM IR into the core's module.
    Calling it builds a ``func.call``."""

    def __init__(self, name, inputs, outputs=None, visibility="private", link_with=None, link_with_mode=None):
        if link_with_mode is not None:
            if link_with is None:
                raise ValueError(f"external_func '{name}': link_with_mode requires link_with to be set.")
            if link_with_mode != "merge":
                raise ValueError(f"external_func '{name}': invalid link_with_mode '{link_with_mode}'; "
                                 "the only supported value is 'merge'.")
        inputs = [try_convert_np_type_to_mlir_type(t) for t in inputs]
        outputs = [try_convert_np_type_to_mlir_type(t) for t in (outputs or [])]
        super().__init__(name, FunctionType.get(inputs, outputs), visibility=visibility)
        if link_with is not None:
            self.operation.attributes["link_with"] = StringAttr.get(link_with)
        if link_with_mode is not None:
            self.operation.attributes["link_with_mode"] = StringAttr.get(link_with_mode)

    def __call__(self, *call_args):
        return call(self, list(call_args))


# ---------------------------------------------------------------- regions


class ContextManagedBlock:
    """A block usable as ``with block:`` (an insertion point at its end)."""

    def __init__(self, wrapped_block):
        self.block = wrapped_block
        self.context_manager = InsertionPoint(wrapped_block)

    def __enter__(self):
        return self.context_manager.__enter__()

    def __exit__(self, *exc):
        return self.context_manager.__exit__(*exc)


class AutoInitializingContextManagedBlockList:
    """Blocks of a region by key: block 0 is the entry block, any other key
    appends a new block on first use."""

    def __init__(self, root_block_list):
        self.root_block_list = root_block_list
        self.blocks: Dict[Any, ContextManagedBlock] = {0: ContextManagedBlock(root_block_list[0])}

    def __getitem__(self, key):
        if key not in self.blocks:
            self.blocks[key] = ContextManagedBlock(self.root_block_list.append())
        return self.blocks[key]


@contextlib.contextmanager
def bds(parent):
    """``with bds(op) as bd:``: `op`'s body blocks by key (``bd[0]`` the
    entry block), inserting at the entry block."""
    blocks = parent.body.blocks if hasattr(parent, "body") else parent.regions[0].blocks
    entry = blocks[0] if len(blocks) else blocks.append()
    with InsertionPoint(entry):
        yield AutoInitializingContextManagedBlockList(blocks)


class AIEDeviceAttr(StringAttr):
    """``aie.device``'s ``device``: its name (``value``), and, as mlir-aie's
    ``I32EnumAttr``, its ``AIEDevice`` value as ``int()``."""

    def __int__(self):
        return int(AIEDevice[self.value])

    __index__ = __int__


@_register_opview
class DeviceOp(_ops.DeviceOp):
    """``aie.device``: ``device`` is an :class:`AIEDeviceAttr`."""

    @property
    def device(self):
        return AIEDeviceAttr(_ops.DeviceOp.device.fget(self))

    @device.setter
    def device(self, value):
        _ops.DeviceOp.device.fset(self, value)


Device = DeviceOp


class Core(CoreOp):
    """``aie.core(tile)`` (``link_with`` is set on ``external_func``s now)."""

    def __init__(self, tile, link_with=None, dynamic_objfifo_lowering=None, stack_size=None):
        if link_with is not None:
            raise TypeError("Core() no longer accepts link_with. Set link_with= on each external_func() "
                            "declaration instead; the aie-assign-core-link-files pass aggregates them onto the core.")
        super().__init__(T.index(), tile, stack_size=stack_size, dynamic_objfifo_lowering=dynamic_objfifo_lowering)


def _end(*_):
    return EndOp()


core = region_op(Core, terminator=_end)
device = region_op(Device, terminator=_end)
trace = region_op(lambda tile, sym_name, *, loc=None, ip=None: _ops.TraceOp(tile, sym_name, loc=loc, ip=ip),
                  terminator=_end)
switchbox = region_op(lambda tile, *, loc=None, ip=None: SwitchboxOp(T.index(), tile, loc=loc, ip=ip))
shim_mux = region_op(lambda tile, *, loc=None, ip=None: ShimMuxOp(T.index(), tile, loc=loc, ip=ip))


def get_dma_region_decorator(op_obj_constructor):
    """A decorator building a DMA program (``aie.mem``, ``aie.shim_dma``,
    ``aie.memtile_dma``): the function's body (given the blocks by key, if
    it takes an argument) in the op's entry block."""

    def decorator(f):
        nparams = len(inspect.signature(f).parameters)
        if nparams > 1:
            raise RuntimeError("Expected function to take zero or one argument(s).")
        op = op_obj_constructor()
        op.regions[0].blocks.append()
        with bds(op) as bd:
            f(bd) if nparams == 1 else f()
        return op

    return decorator


def mem(tile):
    return get_dma_region_decorator(lambda: MemOp(T.index(), tile))


def shim_mem(tile):
    return get_dma_region_decorator(lambda: ShimDMAOp(T.index(), tile))


def memtile_dma(tile):
    return get_dma_region_decorator(lambda: MemTileDMAOp(T.index(), tile))


@region_op
def dma(channel_dir, channel_index, *, num_blocks=1, loop=None, repeat_count=None, sym_name=None, pad_value=0,
        loc=None, ip=None):
    """``@dma(dir, channel)``: an ``aie.dma`` whose first BD region is the body."""
    if isinstance(channel_index, IntegerAttr):
        channel_index = channel_index.value
    return DMAOp(T.bool(), channel_dir, channel_index, num_blocks, loop=loop, repeat_count=repeat_count,
                 sym_name=sym_name, pad_value=pad_value or None, loc=loc, ip=ip)


@region_adder()
def another_bd(dma_op):
    """``@another_bd(dma_op)``: the next empty BD region of an ``aie.dma``."""
    for r in dma_op.regions:
        if len(r.blocks) == 0:
            r.blocks.append()
        if len(r.blocks[0].operations) == 0:
            return r
    raise Exception("couldn't find empty region to add to.")


def _block(b):
    if isinstance(b, ContextManagedBlock):
        return b.block
    if isinstance(b, Successor):
        return b.block
    return b


@_register_opview
class DMAStartOp(_ops.DMAStartOp):
    """``aie.dma_start(dir, channel, ^dest, ^chain)``, the channel an index or
    a route endpoint (its symbol name, symbol reference or op): `dest` and
    `chain` default to the current block."""

    def __init__(self, channel_dir, channel_index, *, dest=None, chain=None, repeat_count=None, pad_value=None,
                 loc=None, ip=None):
        index, endpoint = _channel_or_endpoint(channel_index)
        here = InsertionPoint.current.block
        dest = here if dest is None else _block(dest)
        chain = here if chain is None else _block(chain)
        super().__init__(channel_dir, dest, chain, channel_index=index, endpoint=endpoint,
                         repeat_count=repeat_count, pad_value=pad_value, loc=loc, ip=ip)

    @property
    def dest(self):
        return Successor(self, [], self.successors[0], 0)

    @property
    def chain(self):
        return Successor(self, [], self.successors[1], 1)


def _channel_or_endpoint(channel):
    """(channel index, None) of an index; (None, symbol name) of a route
    endpoint given by name, symbol reference or op."""
    if isinstance(channel, (int, np.integer, IntegerAttr)):
        return channel, None
    if isinstance(channel, FlatSymbolRefAttr):
        return None, channel.value
    if isinstance(channel, str):
        return None, channel
    sym = getattr(channel, "sym_name", None)
    if sym is not None:
        return None, sym.value if hasattr(sym, "value") else str(sym)
    raise TypeError(f"a DMA channel is an index or a route endpoint, not {type(channel).__name__}")


def dma_start(channel_dir, channel_index, *, dest=None, chain=None, repeat_count=0, pad_value=0, loc=None, ip=None):
    """``aie.dma_start``; returns its (dest, chain) successors."""
    op = DMAStartOp(channel_dir, channel_index, dest=dest, chain=chain, repeat_count=repeat_count,
                    pad_value=pad_value or None, loc=loc, ip=ip)
    return op.dest, op.chain


@_register_opview
class NextBDOp(_ops.NextBDOp):
    """``aie.next_bd ^dest`` (default: the current block)."""

    def __init__(self, dest=None, *, loc=None, ip=None):
        dest = InsertionPoint.current.block if dest is None else _block(dest)
        super().__init__(dest, loc=loc, ip=ip)

    @property
    def dest(self):
        return Successor(self, [], self.successors[0], 0)


def next_bd(dest=None, loc=None, ip=None):
    return NextBDOp(dest, loc=loc, ip=ip).dest


def _dispatch_mixed_values(values):
    """(dynamic values, static ints with MLIR's dynamic marker where a value
    stands) of a list of ints and values."""
    dynamic, static = [], []
    for v in values:
        if isinstance(v, (int, np.integer)):
            static.append(int(v))
        else:
            dynamic.append(_value(v))
            static.append(ShapedType.get_dynamic_size())
    return dynamic, static


def dma_bd(buffer, sizes=None, strides=None, offset=None, transfer_len=None, **kwargs):
    """``aie.dma_bd`` of `buffer`: `sizes`/`strides` lists of ints or values,
    `offset` and `transfer_len` ints (static) or values (run time); other
    options (``pad_dimensions``, ``bd_id``, ``packet``, ``burst_length``,
    ...) as the op takes them."""
    dyn_sizes, static_sizes = _dispatch_mixed_values(sizes or [])
    dyn_strides, static_strides = _dispatch_mixed_values(strides or [])
    offset_operand, static_offset = _split_i32_scalar(offset)
    len_operand, static_len = _split_i32_scalar(transfer_len)
    op = _ops.DMABDOp(buffer, offset=offset_operand, len=len_operand, static_offset=static_offset,
                      static_len=static_len, sizes=dyn_sizes, strides=dyn_strides,
                      static_sizes=static_sizes or None, static_strides=static_strides or None, **kwargs)
    # A value in place of the offset or length: MLIR's dynamic marker names
    # the operand that holds it.
    for name, operand in (("offset", offset_operand), ("len", len_operand)):
        if operand is not None:
            op.attributes[name] = IntegerAttr.get(IntegerType.get_signless(32), ShapedType.get_dynamic_size())
    return op


# ---------------------------------------------------------------- object FIFOs


def _sym(x):
    return x if isinstance(x, str) else x.sym_name.value


class object_fifo(ObjectFifoCreateOp):
    """``aie.objectfifo @name(producer, {consumers}, depth) : !aie.objectfifo<datatype>``
    with ``acquire``/``release`` and the settings IRON makes after creation."""

    def __init__(self, name, producerTile, consumerTiles, depth, datatype, dimensionsToStream=None,
                 dimensionsFromStreamPerConsumer=None, initValues=None, via_DMA=None, plio=None,
                 padDimensions=None, padValue=None, disable_synchronization=None, iter_count=None,
                 consumer_datatype=None):
        self.datatype = try_convert_np_type_to_mlir_type(datatype)
        self.consumer_datatype = (try_convert_np_type_to_mlir_type(consumer_datatype)
                                  if consumer_datatype is not None else None)
        if not isinstance(consumerTiles, list):
            consumerTiles = [consumerTiles]
        if dimensionsFromStreamPerConsumer is None:
            dimensionsFromStreamPerConsumer = [[] for _ in consumerTiles]
        if initValues is not None:
            initValues = ArrayAttr.get([
                DenseElementsAttr.get(np.asarray(v), type=self.datatype) for v in initValues])
        # Empty access patterns are the attributes' defaults: left out, as
        # mlir-aie's printer leaves them out.
        to_stream = list(dimensionsToStream or []) or None
        if not any(len(d) for d in dimensionsFromStreamPerConsumer):
            dimensionsFromStreamPerConsumer = None
        super().__init__(name, producerTile, consumerTiles, depth, TypeAttr.get(ObjectFifoType.get(self.datatype)),
                         to_stream, dimensionsFromStreamPerConsumer, via_DMA=via_DMA, plio=plio,
                         disable_synchronization=disable_synchronization, initValues=initValues,
                         padDimensions=padDimensions, padValue=padValue, iter_count=iter_count)
        if self.consumer_datatype is not None:
            self.attributes["consumerElemType"] = TypeAttr.get(ObjectFifoType.get(self.consumer_datatype))

    def acquire(self, port, num_elem):
        """Acquires `num_elem` elements: their memref (or the list of them)."""
        dt = self.datatype
        if self.consumer_datatype is not None and port == ObjectFifoPort.Consume:
            dt = self.consumer_datatype
        acq = ObjectFifoAcquireOp(ObjectFifoSubviewType.get(dt), port, self.sym_name.value, num_elem)
        n = acq.size.value
        elems = [ObjectFifoSubviewAccessOp(dt, acq.subview, i).result for i in range(n)]
        return elems[0] if n == 1 else elems

    def release(self, port, num_elem):
        return _ops.objectfifo_release(port, self.sym_name.value, num_elem)

    def register_external_buffers(self, tile, external_buffers):
        return _ops.objectfifo_register_external_buffers(self.sym_name.value, tile, external_buffers)

    def allocate(self, tile):
        return _ops.objectfifo_allocate(self.sym_name.value, tile)

    def set_repeat_count(self, num):
        self.attributes["repeat_count"] = IntegerAttr.get(T.i32(), num)

    def set_aie_stream(self, stream_end, stream_port):
        self.attributes["aie_stream"] = IntegerAttr.get(T.i32(), stream_end)
        self.attributes["aie_stream_port"] = IntegerAttr.get(T.i32(), stream_port)

    def set_prod_dma_channel(self, channel):
        self.attributes["prod_dma_channel"] = IntegerAttr.get(T.i32(), channel)

    def set_cons_dma_channels(self, channels):
        self.attributes["cons_dma_channels"] = DenseI32ArrayAttr.get(list(channels))


class object_fifo_link(ObjectFifoLinkOp):
    """``aie.objectfifo.link [ins] -> [outs] ([src offsets] [dst offsets])``;
    FIFOs as ops or names."""

    def __init__(self, fifoIns, fifoOuts, srcOffsets=[], dstOffsets=[]):  # noqa: B006 (read, never changed)
        ins = fifoIns if isinstance(fifoIns, list) else [fifoIns]
        outs = fifoOuts if isinstance(fifoOuts, list) else [fifoOuts]
        super().__init__([_sym(f) for f in ins], [_sym(f) for f in outs], list(srcOffsets), list(dstOffsets))


# ---------------------------------------------------------------- flows


class packetflow(PacketFlowOp):
    """``aie.packet_flow(id)`` from (`source`, `source_port`,
    `source_channel`) to each of `dests` (dicts of dest, port, channel)."""

    def __init__(self, pkt_id, source, source_port, source_channel, dests: Union[Dict, List[Dict]],
                 keep_pkt_header=None):
        super().__init__(pkt_id, keep_pkt_header=keep_pkt_header)
        with InsertionPoint(Block.create_at_start(self.ports)):
            PacketSourceOp(source, source_port, source_channel)
            for d in [dests] if isinstance(dests, dict) else dests:
                PacketDestOp(d["dest"], d["port"], d["channel"])
            EndOp()


@_register_opview
class FlowOp(_ops.FlowOp):
    def __repr__(self):
        return f"<{self.__class__.__name__}: {self}>"


def flow(source, source_bundle=None, source_channel=None, dest=None, dest_bundle=None, dest_channel=None):
    """``aie.flow``; bundles default to DMA, channels to 0."""
    if dest is None:
        raise ValueError("flow needs a dest tile")
    return FlowOp(source, WireBundle.DMA if source_bundle is None else source_bundle,
                  0 if source_channel is None else source_channel, dest,
                  WireBundle.DMA if dest_bundle is None else dest_bundle, 0 if dest_channel is None else dest_channel)


def _the_device(device):
    if device is not None:
        return device
    return find_parent_of_type(lambda op: isinstance(op, DeviceOp))


def _tile_of(v):
    return v.owner.opview if isinstance(v, Value) else v


def _annotated(op, key, annot):
    return annot is None or (key in op.attributes and annot in DictAttr(op.attributes[key]))


def find_matching_flows(tiles, filter_source=False, filter_dest=False, source_annot=None, dest_annot=None,
                        device=None):
    """The flows of the device from or to `tiles`, sorted by their ends."""
    assert not (filter_source and filter_dest), "Can only filter by source XOR dest"
    tiles = list(tiles)

    def match(op):
        if not isinstance(op, _ops.FlowOp):
            return False
        src, dst = _tile_of(op.source), _tile_of(op.dest)
        if filter_source and src not in tiles:
            return False
        if filter_dest and dst not in tiles:
            return False
        return (src in tiles or dst in tiles) and _annotated(op, "source_annot", source_annot) and \
            _annotated(op, "dest_annot", dest_annot)

    def key(f):
        s, d = _tile_of(f.source), _tile_of(f.dest)
        return (int(s.col), int(s.row), int(f.source_bundle), int(f.source_channel), int(d.col), int(d.row),
                int(f.dest_bundle), int(f.dest_channel))

    return sorted(find_ops(_the_device(device), match), key=key)


def _find_on_tiles(cls, tiles, sym_name, annot, device):
    tiles = list(tiles)

    def match(op):
        return (isinstance(op, cls) and _tile_of(op.tile) in tiles
                and (sym_name is None or (op.sym_name is not None and op.sym_name.value == sym_name))
                and _annotated(op, "annot", annot))

    def key(v):
        t = _tile_of(v.owner.tile)
        return int(t.col), int(t.row), v.get_name()

    return sorted([o.result for o in find_ops(_the_device(device), match)], key=key)


def find_matching_locks(tiles, sym_name=None, annot=None, device=None):
    """The locks on `tiles` (by name and annotation), sorted by tile."""
    return _find_on_tiles(LockOp, tiles, sym_name, annot, device)


def find_matching_buffers(tiles, sym_name=None, annot=None, device=None):
    """The buffers on `tiles` (by name and annotation), sorted by tile."""
    return _find_on_tiles(BufferOp, tiles, sym_name, annot, device)


@dataclass
class Neighbors:
    north: Any = None
    west: Any = None
    south: Any = None


def find_neighbors(tile, device=None, logical=True):
    """The tiles of the device north, west and south of `tile`, the
    device's geometry from aiec's device table (`get_target_model`);
    `logical`: those it exchanges data with (core tiles north and south of
    a core tile), not just the adjacent ones."""
    device = _the_device(device)
    model = get_target_model(StringAttr(device.attributes["device"]).value)
    col, row = int(tile.col), int(tile.row)
    is_core = lambda r: 0 <= r < model.rows() and model.is_core_tile(col, r)
    where = {}
    if col > 0 and row > 0 and (col, row) != (1, 1):
        where[col - 1, row] = "west"
    if logical:
        if is_core(row) and is_core(row - 1):
            where[col, row - 1] = "south"
        if is_core(row) and is_core(row + 1):
            where[col, row + 1] = "north"
    else:
        if row >= 1:
            where[col, row - 1] = "south"
        if 0 < row < model.rows() - 1:
            where[col, row + 1] = "north"
    found = {"north": None, "west": None, "south": None}
    for t in find_ops(device, lambda op: isinstance(op, _ops.TileOp) and (int(op.col), int(op.row)) in where):
        found[where[int(t.col), int(t.row)]] = t
    return Neighbors(**found)


# ---------------------------------------------------------------- traces


def trace_mode(mode, *, loc=None, ip=None):
    return _ops.TraceModeOp(mode, loc=loc, ip=ip)


def trace_event(event, *, label=None, loc=None, ip=None):
    return _ops.TraceEventOp(_trace_event_attr(event), label=label, loc=loc, ip=ip)


def trace_packet(id=None, type=None, *, loc=None, ip=None):
    return _ops.TracePacketOp(type, id=id, loc=loc, ip=ip)


def trace_port(slot, port, channel, direction, *, loc=None, ip=None):
    return _ops.TracePortOp(slot, port, channel, direction, loc=loc, ip=ip)


def trace_start(*, broadcast=None, event=None, loc=None, ip=None):
    event = None if event is None else _trace_event_attr(event)
    return _ops.TraceStartEventOp(broadcast=broadcast, event=event, loc=loc, ip=ip)


def trace_stop(*, broadcast=None, event=None, loc=None, ip=None):
    event = None if event is None else _trace_event_attr(event)
    return _ops.TraceStopEventOp(broadcast=broadcast, event=event, loc=loc, ip=ip)


def trace_combo_event(slot, eventA, logic, eventB, *, loc=None, ip=None):
    return _ops.TraceComboEventOp(slot, _trace_event_attr(eventA), logic, _trace_event_attr(eventB), loc=loc,
                                  ip=ip)


def trace_edge_event(slot, event, trigger, *, loc=None, ip=None):
    return _ops.TraceEdgeEventOp(slot, _trace_event_attr(event), trigger, loc=loc, ip=ip)


def trace_start_config(name, *, loc=None, ip=None):
    return _ops.TraceStartConfigOp(name, loc=loc, ip=ip)


def trace_host_config(buffer_size, *, reuse_output_buffer=False, routing=TraceShimRouting.Single, egress_shim_col=0,
                      loc=None, ip=None):
    if isinstance(routing, str):
        if routing != "single":
            raise ValueError(f"Unknown routing strategy: {routing}.")
        routing = TraceShimRouting.Single
    return _ops.TraceHostConfigOp(buffer_size, reuse_output_buffer=reuse_output_buffer, routing=routing,
                                  egress_shim_col=egress_shim_col, loc=loc, ip=ip)


# ---------------------------------------------------------------- BD chains


def bd_chain(*inputs):
    """``@bd_chain(*arg_types)``: an ``aie.bd_chain`` named after the
    function, built by calling it with the blocks by key and the arguments."""

    def decorator(f):
        op = _ops.BDChainOp(f.__name__)
        entry = op.regions[0].blocks.append(*[try_convert_np_type_to_mlir_type(t) for t in inputs])
        with bds(op) as bd:
            f(bd, *entry.arguments)
        return op

    return decorator


def __getattr__(name):
    """The dialect's other enums (`_aie_enum_gen`), built when first used."""
    if name in _enums.__all__:
        return getattr(_enums, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# What `from aie.dialects.aie import *` gives: every public name, the enums
# among them.
__all__ = [n for n in globals() if not n.startswith("_")] + [n for n in _enums.__all__ if n not in globals()]
