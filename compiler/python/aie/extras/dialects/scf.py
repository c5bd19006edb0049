"""mlir-python-extras' ``scf``: ``for i in range_(...)`` builds an
``scf.for`` whose body the loop's code is, ended by the ``yield_`` it
calls (no terminator is added: ``aie.helpers.dialects.scf.range_`` is the
form that adds one), ``yield_`` (values, or ``results_=``; the parent's
results come back), ``else_`` (an ``scf.if``'s else region), and the
dialect's op classes."""

from ...dialects.scf import *  # noqa: F401,F403
from ...dialects.scf import YieldOp
from ...helpers.dialects.scf import _for, if_  # noqa: F401
from ...ir import OpResultList, _value


def range_(start, stop=None, step=None, iter_args=None, *, loc=None, ip=None):
    """``for i in range_(n)`` / ``range_(a, b, step)``: an ``scf.for``
    (ints or values, cast to ``index``) whose body the loop's code builds;
    with ``iter_args`` it yields the variable, the carried values and the
    loop's results. The body ends with the ``yield_`` it calls."""
    yield from _for(start, stop, step, iter_args, insert_yield=False, loc=loc, ip=ip)


def yield_(*args, results_=None):
    """``scf.yield`` of ``args`` (values, or lists of them) or of
    ``results_``; returns the parent op's result (or results), None when it
    has none."""
    if args and results_ is not None:
        raise ValueError("yield_ takes values or results_, not both")
    values = []
    for a in (results_ if results_ is not None else args):
        values.extend(a if isinstance(a, (list, tuple, OpResultList)) else [a])
    y = YieldOp([_value(v) for v in values])
    parent = y.operation.parent
    results = list(parent.results)
    if not results:
        if values:
            raise RuntimeError("can't yield from parent_op which has no results")
        return None
    return results[0] if len(results) == 1 else results


def else_(ifop):
    """The else region of ``scf.if`` op ``ifop``."""
    return ifop.regions[1]
