"""Ops with a region as Python decorators (mlir-python-extras' ``meta``):
``region_op(CoreOp)`` gives ``@core(tile)`` whose decorated function is the
body of the op's first region."""

from __future__ import annotations

import functools
import inspect

from ..ir import InsertionPoint, Type


def op_region_builder(op, op_region, terminator=None):
    """A decorator that builds the decorated function's body in `op_region`
    (adding its entry block, with arguments of the function's annotated
    types, if it has none), ends it with `terminator(results)` if given and
    returns `op`."""

    def build(body_builder):
        blocks = op_region.blocks
        if len(blocks) == 0:
            params = inspect.signature(body_builder).parameters.values()
            types = [p.annotation for p in params]
            if not all(isinstance(t, Type) for t in types):
                raise ValueError(f"for {body_builder.__name__}: the body's parameters need MLIR types as "
                                 f"annotations to make the region's block arguments, got {types}")
            blocks.append(*types)
        entry = blocks[0]
        with InsertionPoint(entry):
            results = body_builder(*list(entry.arguments))
        if terminator is not None:
            last = blocks[len(blocks) - 1]
            if isinstance(results, (tuple, list)):
                results = list(results)
            else:
                results = [] if results is None else [results]
            with InsertionPoint(last):
                terminator(results)
        return op

    return build


def region_op(op_constructor, terminator=None):
    """``region_op(Ctor)(*args)`` is a decorator building a body into the
    first region of ``Ctor(*args)``; ``@region_op(Ctor)`` with no arguments
    works too."""

    def with_args(*args, **kwargs):
        op = op_constructor(*args, **kwargs)
        return op_region_builder(op, op.regions[0], terminator)

    @functools.wraps(op_constructor)
    def maybe_no_args(*args, **kwargs):
        if len(args) == 1 and not kwargs and inspect.isfunction(args[0]):
            return with_args()(args[0])
        return with_args(*args, **kwargs)

    return maybe_no_args
