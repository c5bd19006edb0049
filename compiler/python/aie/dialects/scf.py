"""The `scf` dialect: the op classes generated from aiec's op table and
MLIR's hand-written extension (``ForOp(lower, upper, step, iter_args)``
with its body block, ``IfOp(cond, results, has_else=)``, ``for_``,
``ForallOp(lower_bounds, upper_bounds, steps, shared_outs)`` with its body
block, ``InParallelOp()`` with its block)."""

from ._scf_enum_gen import *  # noqa: F401,F403
from ._scf_ops_gen import *  # noqa: F401,F403
from ._scf_ops_gen import ForallOp as _ForallOp
from ._scf_ops_gen import ForOp as _ForOp
from ._scf_ops_gen import IfOp as _IfOp
from ._scf_ops_gen import InParallelOp as _InParallelOp
from ._scf_ops_gen import yield_
from .arith import constant
from ..ir import (
    IndexType,
    InsertionPoint,
    Operation,
    OpView,
    ShapedType,
    Value,
    _register_opview,
    _value,
)


@_register_opview
class ForOp(_ForOp):
    """``scf.for``: its body block takes the induction variable and the
    loop-carried values."""

    def __init__(self, lower_bound, upper_bound, step, iter_args=None, *, loc=None, ip=None):
        iter_args = [_value(v) for v in (iter_args or [])]
        operands = [_value(lower_bound), _value(upper_bound), _value(step)] + iter_args
        OpView.__init__(self, self.build_generic(results=[v.type for v in iter_args], operands=operands,
                                                 regions=1, loc=loc, ip=ip))
        self.regions[0].blocks.append(operands[0].type, *[v.type for v in iter_args])

    @property
    def body(self):
        """The body block."""
        return self.regions[0].blocks[0]

    @property
    def induction_variable(self):
        return self.body.arguments[0]

    @property
    def inner_iter_args(self):
        """The loop-carried values as the body sees them."""
        return self.body.arguments[1:]


def _static_or_dynamic(entries):
    """``(values, static entries)`` of bounds given as ints and values: a
    value's static entry is the dynamic marker (MLIR's
    ``dispatchIndexOpFoldResults``)."""
    dynamic, static = [], []
    for e in entries:
        if isinstance(e, (Value, Operation, OpView)):
            dynamic.append(_value(e))
            static.append(ShapedType.get_dynamic_size())
        else:
            static.append(int(e))
    return dynamic, static


@_register_opview
class ForallOp(_ForallOp):
    """``scf.forall``: lower bounds, upper bounds and steps as ints or
    ``index`` values, one each per induction variable; its body block takes
    the induction variables, then one argument per shared output (which are
    its results)."""

    def __init__(self, lower_bounds, upper_bounds, steps, shared_outs=None, *, mapping=None, loc=None, ip=None):
        if not len(lower_bounds) == len(upper_bounds) == len(steps):
            raise ValueError("Mismatch in length of lower bounds, upper bounds, and steps")
        if isinstance(shared_outs, (Operation, OpView)):
            shared_outs = list(shared_outs.results)
        outs = [_value(v) for v in (shared_outs or [])]
        lbs, static_lbs = _static_or_dynamic(lower_bounds)
        ubs, static_ubs = _static_or_dynamic(upper_bounds)
        steps_, static_steps = _static_or_dynamic(steps)
        results = [v.type for v in outs]
        _ForallOp.__init__(self, results, lbs, ubs, steps_, static_lbs, static_ubs, static_steps, outs,
                           mapping=mapping, loc=loc, ip=ip)
        self.regions[0].blocks.append(*([IndexType.get()] * len(static_lbs)), *results)

    @property
    def body(self):
        """The body block."""
        return self.regions[0].blocks[0]

    @property
    def rank(self):
        """The number of induction variables."""
        return len(self.staticLowerBound)

    @property
    def induction_variables(self):
        return self.body.arguments[: self.rank]

    @property
    def inner_iter_args(self):
        """The shared outputs as the body sees them."""
        return self.body.arguments[self.rank:]

    def terminator(self):
        """The body's ``scf.forall.in_parallel``, made at its end if it has
        none."""
        ops = self.body.operations
        last = ops[len(ops) - 1] if len(ops) else None
        if isinstance(last, InParallelOp):
            return last
        with InsertionPoint(self.body):
            return InParallelOp()


@_register_opview
class InParallelOp(_InParallelOp):
    """``scf.forall.in_parallel``, with its (empty) block."""

    def __init__(self, loc=None, ip=None):
        _InParallelOp.__init__(self, loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def block(self):
        return self.regions[0].blocks[0]


@_register_opview
class IfOp(_IfOp):
    """``scf.if``: a then block, and an else block if `has_else`."""

    def __init__(self, cond, results_=None, *, has_else=False, loc=None, ip=None):
        OpView.__init__(self, self.build_generic(results=list(results_ or []), operands=[_value(cond)],
                                                 regions=2, loc=loc, ip=ip))
        self.regions[0].blocks.append()
        if has_else:
            self.regions[1].blocks.append()

    @property
    def then_block(self):
        return self.regions[0].blocks[0]

    @property
    def else_block(self):
        return self.regions[1].blocks[0]


def _index(v, loc, ip):
    if isinstance(v, Value):
        return v
    return constant(IndexType.get(), int(v), loc=loc, ip=ip)


def for_(start, stop=None, step=None, iter_args=None, *, loc=None, ip=None):
    """``for i in for_(n)``, ``for_(a, b, step)``: builds an ``scf.for`` and
    yields its induction variable (with loop-carried values: the variable,
    the inner values and the loop's results); the body is built in the
    ``for`` statement's body, which ends it with ``yield_``."""
    if stop is None:
        start, stop = 0, start
    if step is None:
        step = 1
    lb, ub, st = (_index(x, loc, ip) for x in (start, stop, step))
    op = ForOp(lb, ub, st, iter_args, loc=loc, ip=ip)
    with InsertionPoint(op.body):
        inner = list(op.inner_iter_args)
        if len(inner) > 1:
            yield op.induction_variable, inner, list(op.results)
        elif len(inner) == 1:
            yield op.induction_variable, inner[0], op.results[0]
        else:
            yield op.induction_variable
