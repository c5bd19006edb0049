"""``aie._mlir_libs._aie``: the names of mlir-aie's native module ``_aie``
(``python/AIEMLIRModule.cpp``, ``_aie.pyi``), over aiec's IR, device model
and translations (``aie._aiec``). ``aie.dialects.aie`` re-exports them, as
mlir-aie's does (docs/python-bindings.md)."""

from __future__ import annotations

import inspect

from .. import _aiec
from ..dialects._aie_enum_gen import AIETileType
from ..dialects._aie_ops_gen import DeviceOp, LogicalTileOp
from ..extras.util import find_parent_of_type
from ..ir import (
    Context,
    DialectRegistry,
    Module,
    Operation,
    OpView,
    StringAttr,
    Type,
    _raise_aiec,
    _Store,
    _type,
)

__all__ = [
    "AIETargetModel",
    "ObjectFifoSubviewType",
    "ObjectFifoType",
    "aie_llvm_link",
    "blockFloatType",
    "generate_bcf",
    "generate_cdo",
    "generate_control_packets",
    "generate_xaie",
    "get_target_model",
    "npu_instgen",
    "register_dialect",
    "tile_like_is_core_tile",
    "tile_like_is_mem_tile",
    "tile_like_is_shim_noc_tile",
    "tile_like_is_shim_pl_tile",
    "tile_like_is_shim_tile",
    "transaction_binary_to_mlir",
    "translate_mlir_to_llvmir",
    "translate_npu_to_binary",
]

# ---------------------------------------------------------------- types


def _element(type, cls):
    """The element type given to ``cls.get``; a TypeError when none is."""
    if not isinstance(type, Type):
        raise TypeError(f"{cls}.get: type is an MLIR type, not {_kind_name(type)}")
    return type


def _kind_name(value):
    return "None" if value is None else type(value).__name__


class ObjectFifoType(Type):
    """``!aie.objectfifo<memref<...>>``."""

    _KINDS = ("objectfifo",)

    @staticmethod
    def get(type=None):
        return _type(_aiec.Type.objectfifo(_element(type, "ObjectFifoType")._t))


class ObjectFifoSubviewType(Type):
    """``!aie.objectfifosubview<memref<...>>``."""

    _KINDS = ("objectfifosubview",)

    @staticmethod
    def get(type=None):
        return _type(_aiec.Type.objectfifo_subview(_element(type, "ObjectFifoSubviewType")._t))


class blockFloatType(Type):
    """``!aiex.bfp<"subtype">``, a block floating-point element type."""

    @staticmethod
    def get(subtype, ctx=None):
        return _type(_aiec.Type.block_float(subtype))


# ---------------------------------------------------------------- the device model


def _query(name):
    """A method asking the device model ``name`` (the extension's method of
    that name, with its signature)."""
    native = getattr(_aiec.AIETargetModel, name)

    def query(self, *args):
        return getattr(self._m, name)(*args)

    query.__name__ = query.__qualname__ = name
    query.__doc__ = native.__doc__
    query.__signature__ = inspect.signature(native)
    return query


class AIETargetModel:
    """The device model of one device (aiec's ``aie_target::device``) with
    mlir-aie's queries (each the extension's ``_aiec.AIETargetModel``
    method of that name); ``get_tile_type`` gives an ``AIETileType``."""

    def __init__(self, model):
        self._m = model

    def get_tile_type(self, col, row):
        return AIETileType(self._m.get_tile_type(col, row))

    def __repr__(self):
        return repr(self._m)


for _name in dir(_aiec.AIETargetModel):
    if not _name.startswith("_") and _name not in vars(AIETargetModel) and callable(getattr(_aiec.AIETargetModel, _name)):
        setattr(AIETargetModel, _name, _query(_name))


def get_target_model(device):
    """The device model of `device` (an AIEDevice, its value or its name)."""
    return AIETargetModel(_aiec.get_target_model(device))


def _device_of(op):
    """The device model of the ``aie.device`` enclosing `op`."""
    dev = find_parent_of_type(lambda o: isinstance(o, DeviceOp), op)
    if dev is None:
        raise ValueError(f"{op.name} is in no aie.device")
    return get_target_model(StringAttr(dev.attributes["device"]).value)


def _tile_type(op):
    op = op.opview if isinstance(op, Operation) else op
    if isinstance(op, LogicalTileOp):
        return AIETileType(int(op.tile_type))
    return _device_of(op).get_tile_type(int(op.col), int(op.row))


def tile_like_is_core_tile(op):
    return _tile_type(op) == AIETileType.CoreTile


def tile_like_is_mem_tile(op):
    return _tile_type(op) == AIETileType.MemTile


def tile_like_is_shim_noc_tile(op):
    return _tile_type(op) == AIETileType.ShimNOCTile


def tile_like_is_shim_pl_tile(op):
    return _tile_type(op) == AIETileType.ShimPLTile


def tile_like_is_shim_tile(op):
    return _tile_type(op) in (AIETileType.ShimNOCTile, AIETileType.ShimPLTile)


# ---------------------------------------------------------------- translations


def _module_store(module):
    op = module.operation if isinstance(module, (Module, OpView)) else module
    return op._s


def generate_control_packets(module, device_name=""):
    """The words of the ``aiex.control_packet`` ops of a runtime sequence
    (device `device_name`, default the first)."""
    s = _module_store(module)
    try:
        return s.ir.control_packets(device_name or None)
    except _aiec.AiecError as e:
        _raise_aiec(s, e)


def translate_npu_to_binary(module, device_name="", sequence_name=""):
    """The NPU instruction words of a runtime sequence of NPU ops."""
    s = _module_store(module)
    try:
        return s.ir.npu_binary(device_name or None, sequence_name or None)
    except _aiec.AiecError as e:
        _raise_aiec(s, e)


def generate_xaie(module, device_name=""):
    """The C code that configures the device with libxaie."""
    s = _module_store(module)
    try:
        return s.ir.xaie(device_name or None)
    except _aiec.AiecError as e:
        _raise_aiec(s, e)


def generate_cdo(module, work_dir_path, device_name="", bigendian=False, emit_unified=False, cdo_debug=False,
                 aiesim=False, xaie_debug=False, enable_cores=True):
    """Writes the device's CDO files (``<device>_aie_cdo*.bin``) into
    `work_dir_path`."""
    for flag, given in (("aiesim", aiesim), ("xaie_debug", xaie_debug)):
        if given:
            raise ValueError(f"generate_cdo: {flag} is not covered: aiec writes the register writes of the "
                             "configuration only")
    s = _module_store(module)
    try:
        s.ir.cdo(str(work_dir_path), device_name or None, bigendian, emit_unified, cdo_debug, enable_cores)
    except _aiec.AiecError as e:
        _raise_aiec(s, e)


def npu_instgen(module):
    """The NPU instruction words of the module's runtime sequence: the name
    ``_aie.pyi`` still lists for ``translate_npu_to_binary``."""
    return translate_npu_to_binary(module)


def generate_bcf(module, col, row, device_name=""):
    """The chess linker's BCF of the core of tile (`col`, `row`)
    (``aie-translate --aie-generate-bcf``; docs/cli.md, "BCF files")."""
    s = _module_store(module)
    try:
        return s.ir.bcf(col, row, device_name or None)
    except _aiec.AiecError as e:
        _raise_aiec(s, e)


def transaction_binary_to_mlir(ctx, binary):
    """The module of an NPU transaction stream (the bytes of an
    ``insts.bin``): the device its header names holding the stream's ops,
    as mlir-aie's ``txn2mlir`` prints it."""
    if not isinstance(ctx, Context):
        raise TypeError(f"transaction_binary_to_mlir: ctx is a Context, not {type(ctx).__name__}")
    return Module(_Store(_aiec.Ir.from_transaction(bytes(binary)), ctx))


# ---------------------------------------------------------------- compatibility


def register_dialect(registry):
    """Nothing to do: aiec's dialects (``aie``, ``aiex``, ``aievec``) are
    loaded in every context; the registry is checked, as MLIR does."""
    if not isinstance(registry, DialectRegistry):
        raise TypeError(f"register_dialect: registry is a DialectRegistry, not {type(registry).__name__}")


_NO_LLVM = ("aiec has no LLVM backend: it translates no core code to LLVM IR. "
            "aie-sim runs each core's MLIR body as written (aiecc builds the design; "
            "docs/python-aievec.md), and external kernels are C++ built with the Peano "
            "prefix's clang (`aie-sim --peano-prefix`) and linked through `link_with`.")


def translate_mlir_to_llvmir(module):
    """mlir-aie's translation of a core's MLIR to LLVM IR: not in aiec."""
    raise NotImplementedError(f"translate_mlir_to_llvmir: {_NO_LLVM}")


def aie_llvm_link(modules):
    """mlir-aie's link of LLVM IR modules: not in aiec."""
    raise NotImplementedError(f"aie_llvm_link: {_NO_LLVM}")
