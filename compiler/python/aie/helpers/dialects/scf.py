"""Loops and branches as Python statements (mlir-aie's
``aie.helpers.dialects.scf``): ``for i in range_(n)`` builds an
``scf.for`` whose body is the loop's body; ``with if_(c)`` an ``scf.if``."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Sequence

import numpy as np

from ...dialects.scf import ForOp, IfOp, yield_
from ...extras import types as T
from ...extras.dialects.arith import constant, index_cast
from ...extras.util import get_user_code_loc
from ...ir import IndexType, InsertionPoint, Value


def _bound(p):
    """A loop bound as an index value."""
    if isinstance(p, np.integer):
        p = p.item()
    if isinstance(p, int):
        return constant(p, index=True)
    if not IndexType.isinstance(p.type):
        return index_cast(p, to=T.index())
    return p


def _for(start, stop=None, step=None, iter_args: Sequence[Value] | None = None, insert_yield: bool = True, *,
         loc=None, ip=None):
    """An ``scf.for`` from `start` (to `stop`, by `step`), ints or values
    (cast to ``index``). Iterating yields the induction variable (with
    `iter_args`: the variable, the body's carried values and the loop's
    results); the body is the ``for`` statement's, ended by an empty
    ``scf.yield`` if `insert_yield`."""
    if not isinstance(start, (int, np.integer, Value)):
        raise ValueError(f"MLIR SCF for loops can only use integer types, not {type(start)}")
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start
    lb, ub, st = (_bound(p) for p in (start, stop, step))
    op = ForOp(lb, ub, st, iter_args, loc=loc, ip=ip)
    carried = tuple(op.inner_iter_args)
    with InsertionPoint(op.body):
        if len(carried) > 1:
            yield op.induction_variable, carried, tuple(op.results)
        elif len(carried) == 1:
            yield op.induction_variable, carried[0], op.results[0]
        else:
            yield op.induction_variable
        if insert_yield:
            yield_([])


def range_(*args, iter_args=None, insert_yield=True, **kwargs):
    """``for i in range_(n)`` / ``range_(a, b, step)``: see ``_for``."""
    yield from _for(*args, iter_args=iter_args, insert_yield=insert_yield, **kwargs)


@contextmanager
def if_(cond, hasElse=True, insert_yield=True, loc=None, ip=None):
    """``with if_(c) as op:`` builds the then block of an ``scf.if`` (with an
    else block if `hasElse`), each ended by an empty ``scf.yield``."""
    if loc is None:
        loc = get_user_code_loc()
    op = IfOp(cond, has_else=hasElse, loc=loc, ip=ip)
    with InsertionPoint(op.then_block):
        yield op
        if insert_yield:
            yield_([])
    if hasElse and insert_yield:
        with InsertionPoint(op.else_block):
            yield_([])


@contextmanager
def else_(if_op, insert_yield=True):
    """``with else_(op):`` builds into the else block, before its yield."""
    with InsertionPoint.at_block_terminator(if_op.else_block):
        yield
