"""mlir-python-extras' utilities as mlir-aie's dialect code uses them
(``aie.extras.util``): the user's source location, decorators that take
arguments or none, successors as block builders, finding ops."""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import re

from ..ir import (
    InsertionPoint,
    Location,
    Operation,
    OpView,
    Value,
    _current_or_none,
)

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


__all__ = ["Successor", "bb", "find_ops", "find_parent_of_type", "get_user_code_loc",
           "make_maybe_no_args_decorator", "region_adder"]
