"""mlir-python-extras' utilities as mlir-aie's dialect code uses them
(``aie.extras.util``): the user's source location, decorators that take
arguments or none, successors as block builders, finding ops."""

from __future__ import annotations

import contextlib
import ctypes
import functools
import inspect
import os
import platform
import re

from ..ir import (
    F32Type,
    F64Type,
    IndexType,
    InsertionPoint,
    IntegerType,
    Location,
    Operation,
    OpView,
    Value,
    _current_or_none,
)
from .context import enable_debug  # noqa: F401 (exported)

_PKG_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def get_user_code_loc(user_base=None):
    """The file:line of the first caller outside the ``aie`` package (or
    outside `user_base`), as a Location; None outside any context."""
    if _current_or_none("context") is None:
        return None
    skip = os.path.dirname(os.path.abspath(user_base)) if user_base else _PKG_DIR
    f = inspect.currentframe().f_back
    while f is not None and os.path.abspath(f.f_code.co_filename).startswith(skip):
        f = f.f_back
    if f is None:
        return Location.unknown()
    return Location.file(f.f_code.co_filename, f.f_lineno, 0)


def make_maybe_no_args_decorator(decorator):
    """`decorator` usable as ``@d`` and as ``@d(**options)``."""

    @functools.wraps(decorator)
    def wrapper(*args, **kwargs):
        if len(args) == 1 and not kwargs and callable(args[0]):
            return decorator(args[0])
        return lambda f: decorator(f, *args, **kwargs)

    return wrapper


class Successor:
    """Successor `pos` of `op` (a block and its operands). Entering it
    appends a new block to the region the op is in, makes it the successor
    and inserts there."""

    def __init__(self, op, operands, block, pos):
        self.op = op
        self.operands = list(operands)
        self.block = block
        self.pos = pos
        self._ip = None

    def __enter__(self):
        op = self.op.operation
        region = op.block.region
        block = region.blocks.append(*[v.type for v in self.operands])
        op._s.ir.set_successor(op._i, self.pos, block._i)
        self.block = block
        self._ip = InsertionPoint(block)
        self._ip.__enter__()
        return block, list(block.arguments)

    def __exit__(self, *exc):
        self._ip.__exit__(*exc)


@contextlib.contextmanager
def bb(*preds):
    """A new block of the current block's region, made the target of each
    predecessor (a Successor, or an op whose first successor it becomes)."""
    owner = InsertionPoint.current.block.owner
    args = []
    if preds:
        args = list(preds[0].operands)
    block = owner.regions[0].blocks.append(*[a.type for a in args])
    for p in preds:
        op, pos = (p.op.operation, p.pos) if isinstance(p, Successor) else (p.operation, 0)
        op._s.ir.set_successor(op._i, pos, block._i)
    with InsertionPoint(block):
        yield block, list(block.arguments)


def _walk(op):
    yield op
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield from _walk(child.operation)


def find_ops(op, pred, single=False):
    """The ops nested in `op` (itself included) for which `pred(opview)` is
    true, in pre-order; the first one (or None) if `single`."""
    if isinstance(op, (OpView, Value)):
        op = op.owner if isinstance(op, Value) else op
    found = []
    for o in _walk(op.operation):
        view = o.opview
        if pred(view):
            if single:
                return view
            found.append(view)
    return None if single else found


def find_parent_of_type(test_cb, operation=None):
    """The nearest op enclosing `operation` (default: the current insertion
    point's block) for which `test_cb(opview)` is true."""
    if operation is None:
        op = InsertionPoint.current.block.owner
    else:
        op = operation.opview if isinstance(operation, Operation) else operation
    while op is not None:
        if test_cb(op):
            return op
        parent = op.operation.parent
        op = parent.opview if parent is not None else None
    return None


def region_adder(terminator=None):
    """Turns `f(op) -> region` into a decorator factory: ``@f(op)`` builds the
    decorated function's body in that region."""
    from .meta import op_region_builder

    def wrap(add_region):
        @functools.wraps(add_region)
        def for_op(op, *args, **kwargs):
            if isinstance(op, Value):
                op = op.owner
            region = add_region(op, *args, **kwargs)
            return op_region_builder(op, region, terminator)

        return for_op

    return wrap


def _get_sym_name(previous_frame, check_func_call=None):
    """The name the calling line assigns the call's result to
    (``my_lock = lock(...)`` gives ``my_lock``), or None."""
    try:
        lines = inspect.getframeinfo(previous_frame).code_context or []
    except (OSError, TypeError):
        return None
    call = f"(?:{check_func_call})" if check_func_call else r"[\w.]+"
    for line in lines:
        m = re.match(rf"\s*(\w+)\s*=\s*{call}\s*\(", line)
        if m:
            return m.group(1)
    return None


def is_relative_to(self, other):
    """Whether path ``self`` is ``other`` or inside it (``PurePath
    .is_relative_to`` before Python 3.9)."""
    return other == self or other in self.parents


def shlib_ext():
    """The file extension of a shared library on this platform."""
    extensions = {"Darwin": "dylib", "Linux": "so", "Emscripten": "so", "Windows": "lib"}
    system = platform.system()
    if system not in extensions:
        raise NotImplementedError(f"unknown platform {system}")
    return extensions[system]


def shlib_prefix():
    """The file-name prefix of a shared library on this platform."""
    system = platform.system()
    if system not in ("Darwin", "Linux", "Emscripten", "Windows"):
        raise NotImplementedError(f"unknown platform {system}")
    return "" if system == "Windows" else "lib"


def is_symbol_table(operation):
    """Whether ``operation`` is a symbol table (MLIR's ``SymbolTable``
    trait: ``builtin.module``, ``aie.device``, ...), as aiec's op table
    declares."""
    from .. import _aiec

    return _aiec.is_symbol_table(operation.operation.name)


def np_dtype_to_mlir_type(np_dtype):
    """The MLIR type of a numpy dtype (:mod:`aie.helpers.util`'s)."""
    from ..helpers import util

    return util.np_dtype_to_mlir_type(np_dtype)


def mlir_type_to_np_dtype(mlir_type):
    """The numpy dtype of an MLIR type (:mod:`aie.helpers.util`'s)."""
    from ..helpers import util

    return util.mlir_type_to_np_dtype(mlir_type)


def memref_type_to_np_dtype(memref_type):
    """The numpy dtype of a memref's elements (:mod:`aie.helpers.util`'s)."""
    from ..helpers import util

    return util.memref_type_to_np_dtype(memref_type)


def infer_mlir_type(py_val, memref=False, vector=False):
    """The MLIR type of a Python value: 64-bit for ints and floats, a
    tensor (or memref, or vector) for an array (:mod:`aie.helpers.util`'s)."""
    from ..helpers import util

    return util.infer_mlir_type(py_val, memref=memref, vector=vector)


def mlir_type_to_ctype(mlir_type):
    """The ctypes type of a scalar MLIR type (None for another type)."""
    for make, ctype in _CTYPES:
        if mlir_type == make():
            return ctype
    return None


# Scalar MLIR types and the ctypes types holding them.
_CTYPES = (
    (lambda: IntegerType.get_signless(1), ctypes.c_bool),
    (lambda: IntegerType.get_signless(8), ctypes.c_int8),
    (lambda: IntegerType.get_signless(16), ctypes.c_int16),
    (lambda: IntegerType.get_signless(32), ctypes.c_int32),
    (lambda: IntegerType.get_signless(64), ctypes.c_int64),
    (lambda: IntegerType.get_unsigned(8), ctypes.c_uint8),
    (lambda: IntegerType.get_unsigned(16), ctypes.c_uint16),
    (lambda: IntegerType.get_unsigned(32), ctypes.c_uint32),
    (lambda: IntegerType.get_unsigned(64), ctypes.c_uint64),
    (lambda: F32Type.get(), ctypes.c_float),
    (lambda: F64Type.get(), ctypes.c_double),
    (lambda: IndexType.get(), ctypes.c_size_t),
)


class getitemproperty:
    """A method read with ``[]``: ``obj.f[a, b]`` calls ``f(obj, a, b)``."""

    def __init__(self, f):
        self.f = f
        self.instance = None

    def __get__(self, instance, owner):
        self.instance = instance
        return self

    def __getitem__(self, item):
        items = item if isinstance(item, tuple) else (item,)
        return self.f(self.instance, *items)


class Infix:
    """A function used as an infix operator: ``a @op@ b`` is
    ``function(a, b)``; ``op(*args, **kwargs)`` binds more arguments."""

    def __init__(self, function):
        self.function = function
        self.args, self.kwargs = (), {}

    def __rmatmul__(self, left):
        return Infix(lambda right: self.function(left, right, *self.args, **self.kwargs))

    def __matmul__(self, right):
        return self.function(right)

    def __call__(self, *args, **kwargs):
        bound = Infix(self.function)
        bound.args, bound.kwargs = args, kwargs
        return bound


class ModuleMeta(type):
    """A metaclass for classes whose body builds IR: the class body's
    ``ip`` (an insertion point it entered) is left when the class is made,
    and each callable of the body gets the class's name as ``qualname``."""

    def __new__(cls, name, bases, classdict, **kwargs):
        ip = classdict.pop("ip")
        made = super().__new__(cls, name, bases, classdict)
        for value in classdict.values():
            if callable(value):
                value.qualname = name
        ip.__exit__(None, None, None)
        return made


__all__ = ["Infix", "ModuleMeta", "Successor", "bb", "enable_debug", "find_ops", "find_parent_of_type",
           "get_user_code_loc", "getitemproperty", "infer_mlir_type", "is_relative_to", "is_symbol_table",
           "make_maybe_no_args_decorator", "memref_type_to_np_dtype", "mlir_type_to_ctype",
           "mlir_type_to_np_dtype", "np_dtype_to_mlir_type", "region_adder", "shlib_ext", "shlib_prefix"]
