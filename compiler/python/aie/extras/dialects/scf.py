"""mlir-python-extras' ``scf``: ``for i in range_(...)`` builds an
``scf.for`` whose body the loop's code is, ended by the ``yield_`` it
calls (no terminator is added: ``aie.helpers.dialects.scf.range_`` is the
form that adds one), ``yield_`` (values, or ``results_=``; the parent's
results come back), ``else_`` (an ``scf.if``'s else region), the parallel
loops (``for i, j in parallel(...)`` / ``@parallel_(...)`` building an
``scf.parallel``, ``forall`` / ``forall_`` an ``scf.forall``; bounds as
ints or values, cast to ``index``), their terminators (``reduce_``,
``@reduce(...)`` and ``@another_reduce(op)`` building ``scf.reduce``'s
reduction regions, ``in_parallel`` / ``in_parallel_``),
``@execute_region(types)``, and the dialect's op classes."""

from ...dialects import _scf_ops_gen as _gen
from ...dialects.scf import *  # noqa: F401,F403
from ...dialects.scf import ExecuteRegionOp, ForallOp, InParallelOp, YieldOp, reduce_return
from ...helpers.dialects.scf import _for, if_  # noqa: F401
from ...ir import IndexType, InsertionPoint, OpResultList, _register_opview, _value
from ..meta import region_op
from ..util import region_adder
from .arith import constant as _constant
from .arith import index_cast


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


def _parfor(op_ctor):
    """A builder of `op_ctor` (``ParallelOp``, ``ForallOp``) taking lower
    bounds, upper bounds and steps (the upper bounds alone: lower bounds 0
    and steps 1), each an int (an ``index`` constant) or a value (cast to
    ``index``)."""

    def _base(lower_bounds, upper_bounds=None, steps=None, *, loc=None, ip=None, **kwargs):
        if upper_bounds is None:
            upper_bounds = lower_bounds
            lower_bounds = [0] * len(upper_bounds)
        if steps is None:
            steps = [1] * len(lower_bounds)
        params = []
        for p in (lower_bounds, upper_bounds, steps):
            values = []
            for v in p:
                if isinstance(v, int):
                    v = _constant(v, index=True)
                v = _value(v)
                if not IndexType.isinstance(v.type):
                    v = index_cast(v)
                values.append(v)
            params.append(values)
        return op_ctor(*params, loc=loc, ip=ip, **kwargs)

    return _base


def _parfor_context_manager(op_ctor):
    """``for ivs in f(...)``: builds an `op_ctor` loop (``_parfor``) and
    yields its body block's arguments, with the body the insertion point."""

    def _base(*args, **kwargs):
        op = _parfor(op_ctor)(*args, **kwargs)
        block = op.regions[0].blocks[0]
        with InsertionPoint(block):
            yield tuple(block.arguments)

    return _base


@region_op
def in_parallel():
    """``@in_parallel``: an ``scf.forall.in_parallel`` whose body the
    decorated function builds."""
    return InParallelOp()


def in_parallel_(parallel_insert_slice=None):
    """An ``scf.forall.in_parallel`` ending an ``scf.forall``'s body,
    holding what `parallel_insert_slice` (a callable, or a list of at most
    one) builds, if given."""
    if isinstance(parallel_insert_slice, (tuple, list)):
        if len(parallel_insert_slice) > 1:
            raise ValueError("expected at most one parallel_insert_slice op")
        parallel_insert_slice = parallel_insert_slice[0] if parallel_insert_slice else None

    @in_parallel
    def body():
        if parallel_insert_slice is not None:
            parallel_insert_slice()


# `@forall_(...)`: an scf.forall whose body the decorated function builds
# (taking the induction variables), ended by an empty in_parallel.
forall_ = region_op(_parfor(ForallOp), terminator=in_parallel_)
# `for i, j in forall(...)`: an scf.forall, its body the loop's.
forall = _parfor_context_manager(ForallOp)


@_register_opview
class ParallelOp(_gen.ParallelOp):
    """``scf.parallel`` over ``index`` bounds and steps (one each per
    induction variable), with the initial values of its reductions
    (``inits``), which are its results; its body block takes the induction
    variables."""

    def __init__(self, lower_bounds, upper_bounds, steps, *, inits=None, loc=None, ip=None):
        if not len(lower_bounds) == len(upper_bounds) == len(steps):
            raise ValueError("Mismatch in length of lower bounds, upper bounds, and steps")
        if inits is not None and not isinstance(inits, (list, tuple, OpResultList)):
            inits = list(inits.results)
        inits = [_value(v) for v in (inits or [])]
        _gen.ParallelOp.__init__(self, [v.type for v in inits], [_value(v) for v in lower_bounds],
                                 [_value(v) for v in upper_bounds], [_value(v) for v in steps], inits,
                                 loc=loc, ip=ip)
        self.regions[0].blocks.append(*([IndexType.get()] * len(lower_bounds)))

    @property
    def body(self):
        """The body block."""
        return self.regions[0].blocks[0]

    @property
    def induction_variables(self):
        return self.body.arguments


def _parallel_terminator(xs):
    if len(xs):
        raise ValueError("default return->parallel terminator does not support operands; use scf.reduce_ instead")
    return reduce_()


# `@parallel_(...)`: an scf.parallel whose body the decorated function
# builds (taking the induction variables), ended by an scf.reduce without
# reductions.
parallel_ = region_op(_parfor(ParallelOp), terminator=_parallel_terminator)
# `for i, j in parallel(...)`: an scf.parallel, its body the loop's.
parallel = _parfor_context_manager(ParallelOp)


@_register_opview
class ReduceOp(_gen.ReduceOp):
    """``scf.reduce`` of `operands`, with `num_reductions` reduction regions,
    each a block taking two values of its operand's type."""

    def __init__(self, operands, num_reductions, *, loc=None, ip=None):
        operands = [_value(v) for v in operands]
        _gen.ReduceOp.__init__(self, operands, num_reductions, loc=loc, ip=ip)
        for i in range(num_reductions):
            self.regions[i].blocks.append(operands[i].type, operands[i].type)


def reduce_(*operands, loc=None, ip=None):
    """``scf.reduce`` of `operands`, a reduction region each (empty: build
    them with ``another_reduce``)."""
    return ReduceOp(operands, len(operands), loc=loc, ip=ip)


# `@reduce(v)`: an scf.reduce of `v` whose first reduction the decorated
# function builds (taking the two values; what it returns is returned).
reduce = region_op(reduce_, terminator=lambda xs: reduce_return(*xs))


@region_adder(terminator=lambda xs: reduce_return(*xs))
def another_reduce(reduce_op):
    """``@another_reduce(op)``: builds the next empty reduction region of
    ``scf.reduce`` op `reduce_op`."""
    for r in reduce_op.regions:
        if len(r.blocks[0].operations) == 0:
            return r
    raise ValueError("no empty region found in reduce_op")


# `@execute_region(types)`: an scf.execute_region of results `types` whose
# body the decorated function builds, ending in the scf.yield it calls.
execute_region = region_op(ExecuteRegionOp)
