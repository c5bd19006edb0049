"""mlir-python-extras' ``scf``: ``for i in range_(...)`` builds an
``scf.for`` whose body the loop's code is, ended by the ``yield_`` it
calls (no terminator is added: ``aie.helpers.dialects.scf.range_`` is the
form that adds one), ``@for__(...)`` one whose body a function builds,
``yield_`` (values, or ``results_=``; the parent's results come back),
``else_`` (an ``scf.if``'s else region), ``with if_ctx_manager(c, types)``
and ``else_ctx_manager`` (an ``scf.if``'s blocks), ``while__`` and
``while___`` (an ``scf.while`` whose after region a Python ``while``'s body
builds), the parallel loops (``for i, j in parallel(...)`` /
``@parallel_(...)`` building an ``scf.parallel``, ``forall`` / ``forall_``
an ``scf.forall``; bounds as ints or values, cast to ``index``), their
terminators (``reduce_``, ``@reduce(...)`` and ``@another_reduce(op)``
building ``scf.reduce``'s reduction regions, ``in_parallel`` /
``in_parallel_``), ``@execute_region(types)``, the dialect's op classes,
and ``canonicalizer``: ``@canonicalize(using=scf.canonicalizer)`` makes a
function's ``if``/``elif``/``else``, ``for ... in range_(...)`` and
``while`` build these ops."""

import ast
import copy
import logging
from contextlib import contextmanager

from ...dialects import _scf_ops_gen as _gen
from ...dialects.scf import *  # noqa: F401,F403
from ...dialects.scf import ExecuteRegionOp, ForallOp, ForOp, IfOp, InParallelOp, WhileOp, YieldOp, condition
from ...dialects.scf import reduce_return
from ...dialects.scf import yield_ as yield__
from ...helpers.dialects.scf import _for, if_  # noqa: F401
from ...ir import IndexType, InsertionPoint, OpaqueType, OpResultList, Value, _register_opview, _value
from ..ast.canonicalize import Canonicalizer, FunctionPatcher, StrictTransformer
from ..ast.util import append_hidden_node, ast_call, set_lineno
from ..meta import region_op
from ..util import region_adder
from .arith import constant as _constant
from .arith import index_cast

logger = logging.getLogger(__name__)


def opaque(dialect_namespace, buffer):
    """The opaque type of dialect `dialect_namespace` spelled `buffer`."""
    return OpaqueType.get(dialect_namespace, buffer)


def placeholder_opaque_t():
    """``!scf<placeholder>``: the type of an ``scf.if``'s results until the
    first ``yield_`` in it gives them the yielded values' types."""
    return opaque("scf", "placeholder")


def canonicalize_start_stop_step(start, stop, step):
    """A loop's bounds and step as values: ``(start)`` means ``(0, start,
    1)``, a missing step is 1; ints become constants of the values' type
    (which must be one), ``index`` if all are ints."""
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start
    params = [start, stop, step]
    types = {_value(p).type for p in params if isinstance(p, Value)}
    if len(types) > 1:
        raise ValueError(f"all {start=} and {stop=} and {step=} ir.Value objects must have the same type")
    type = types.pop() if types else IndexType.get()
    return tuple(p if isinstance(p, Value) else _constant(p, type=type) for p in params)


def _build_for(start, stop=None, step=None, iter_args=None, *, loc=None, ip=None):
    """An ``scf.for`` (``canonicalize_start_stop_step``'s bounds)."""
    return ForOp(*canonicalize_start_stop_step(start, stop, step), iter_args, loc=loc, ip=ip)


# `@for__(start, stop, step, iter_args=)`: an scf.for whose body the decorated
# function builds (taking the induction variable and the carried values),
# ended by the scf.yield of what it returns.
for__ = region_op(_build_for, terminator=yield__)


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
    values = [_value(v) for v in values]
    y = YieldOp(values)
    parent = y.operation.parent
    results = list(parent.results)
    if not results:
        if values:
            raise RuntimeError("can't yield from parent_op which has no results")
        return None
    for r, v in zip(results, values):
        if r.type == placeholder_opaque_t():
            r.set_type(v.type)
    return results[0] if len(results) == 1 else results


def else_(ifop):
    """The else region of ``scf.if`` op ``ifop``."""
    return ifop.regions[1]


@contextmanager
def if_ctx_manager(cond, results=None, *, has_else=False, loc=None, ip=None):
    """``with if_ctx_manager(c, results) as op:`` builds an ``scf.if`` of
    results of types `results` (with an else block if it has any, or if
    `has_else`) and its then block, ended by the ``yield_`` it calls."""
    results = list(results or [])
    op = IfOp(cond, results, has_else=has_else or bool(results), loc=loc, ip=ip)
    with InsertionPoint(op.then_block):
        yield op


@contextmanager
def else_ctx_manager(if_op):
    """``with else_ctx_manager(op):`` builds the else block of ``scf.if``
    `if_op` (made if it has none), ended by the ``yield_`` it calls."""
    if len(if_op.regions[1].blocks) == 0:
        if_op.regions[1].blocks.append()
    with InsertionPoint(if_op.regions[1].blocks[0]):
        yield


def _while_regions(cond, loc, ip):
    """Builds an ``scf.while`` carrying the operands of `cond`'s op (their
    values in, its results out), that op moved into the before region and
    checked there by ``scf.condition``; yields those operands with the
    after region the insertion point, which it leaves when resumed."""
    owner = _value(cond).owner
    if not hasattr(owner, "operands") or len(owner.operands) == 0:
        raise ValueError(f"a while loop's condition must be computed by an op from the values the loop carries "
                         f"(like `a < b`), got {cond}")
    inits = list(owner.operands)
    types = [v.type for v in inits]
    op = WhileOp(types, inits, loc=loc, ip=ip)
    before = op.regions[0].blocks.append(*types)
    after = op.regions[1].blocks.append(*types)
    with InsertionPoint(before):
        c = condition(cond, list(before.arguments))
    owner.move_before(c)
    with InsertionPoint(after):
        yield inits


# The scf.while ops while___ has built whose after region is being built,
# by their condition (its store and number: a ScalarValue's `==` builds an
# op).
_open_whiles = {}


def while___(cond, *, loc=None, ip=None):
    """``while inits := while___(c):``. Called with a condition `c` the
    first time, builds an ``scf.while`` (see ``while__``) and returns the
    values it carries, with its after region the insertion point; the next
    time, leaves that region and returns False."""
    v = _value(cond)
    key = (id(v._s), v._i)
    regions = _open_whiles.pop(key, None)
    if regions is not None:
        next(regions, None)
        return False
    regions = _while_regions(cond, loc, ip)
    inits = next(regions)
    _open_whiles[key] = regions
    return inits


def while__(cond, *, loc=None, ip=None):
    """``w = while__(c); while inits := next(w, False):`` builds an
    ``scf.while`` whose condition is `c`, its op (like ``a < b``) moved into
    the before region, carrying that op's operands: the loop's body runs
    once, building the after region, and ends with the ``yield_`` of the
    values it carries on (which returns the loop's results)."""
    regions = _while_regions(cond, loc, ip)
    yield next(regions)
    next(regions, None)
    yield False


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


# `@canonicalize(using=canonicalizer)` (aie.extras.ast.canonicalize): the
# function's `if`/`else`/`elif` build scf.if ops, its `for ... in range_(...)`
# scf.for ops and its `while` scf.while ops; `yield v` ends a region with
# scf.yield (`r = yield v` takes the op's results). Both branches of an `if`
# run, each building its region.


def is_yield(last_statement):
    """Whether statement `last_statement` is a ``yield`` (``yield v`` or
    ``r = yield v``)."""
    return isinstance(last_statement, (ast.Expr, ast.Assign)) and isinstance(last_statement.value, ast.Yield)


def is_yield_(last_statement):
    """Whether statement `last_statement` is a call of ``yield_``
    (``yield_(v)`` or ``r = yield_(v)``)."""
    if not isinstance(last_statement, (ast.Expr, ast.Assign)):
        return False
    call = last_statement.value
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == yield_.__name__


def _syntax_error(transformer, node, message):
    """A SyntaxError at `node`'s line in the file."""
    return SyntaxError(f"line {transformer.first_lineno + node.lineno}: {message}")


def _refuse_jumps(transformer, node, statement):
    """Raises if a ``return``, ``break`` or ``continue`` in the body of
    `node` (an ``if``, a loop: `statement` says which) would leave the
    region it builds unfinished (a ``break``/``continue`` of a Python loop
    inside it is fine)."""

    def walk(stmts, in_loop):
        for stmt in stmts:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if isinstance(stmt, ast.Return) or (isinstance(stmt, (ast.Break, ast.Continue)) and not in_loop):
                what = type(stmt).__name__.lower()
                raise _syntax_error(transformer, stmt, f"`{what}` in {statement} would leave its region without "
                                                       f"its terminator")
            loop = isinstance(stmt, (ast.For, ast.While)) and not _builds_region(stmt)
            for field in ("body", "orelse", "finalbody", "handlers"):
                walk(getattr(stmt, field, []), in_loop or loop)
            for case in getattr(stmt, "cases", []):
                walk(case.body, in_loop)

    walk(node.body, False)
    walk(node.orelse, False)


def _builds_region(loop):
    """Whether `loop` becomes an scf op: a ``while``, or a ``for`` over
    ``range_(...)`` or ``for_(...)``."""
    if isinstance(loop, ast.While):
        return True
    call = loop.iter
    if not isinstance(call, ast.Call):
        return False
    name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
    return name in ("range_", "for_")


def _yielded_count(stmt):
    """How many values statement `stmt` (a yield or ``yield_`` call, maybe
    assigned) yields: its arguments, or the names it unpacks into."""
    value = stmt.value
    if isinstance(value, ast.Call):
        n = len(value.args)
    elif isinstance(value.value, ast.Tuple):
        n = len(value.value.elts)
    else:
        n = 0 if value.value is None else 1
    if isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Tuple):
        n = max(n, len(stmt.targets[0].elts))
    return n


class InsertEmptyYield(StrictTransformer):
    """Ends each branch of an ``if`` and the body of each ``for ... in
    range_(...)`` that does not end with a ``yield`` with an empty one; a
    ``return``, ``break`` or ``continue`` that would leave one of them
    unfinished, or a loop's ``else``, raises SyntaxError."""

    def visit_If(self, updated_node):
        node = self.generic_visit(updated_node)
        _refuse_jumps(self, node, "an `if` building an scf.if")
        for branch in (node.body, node.orelse):
            if branch and not is_yield(branch[-1]):
                append_hidden_node(branch, ast.Expr(ast.Yield(value=None)))
        return node

    def visit_For(self, updated_node):
        node = self.generic_visit(updated_node)
        if not _builds_region(node):
            return node
        if node.orelse:
            raise _syntax_error(self, node, "a `for` over range_ building an scf.for has no `else`")
        _refuse_jumps(self, node, "a `for` building an scf.for")
        if not is_yield(node.body[-1]):
            append_hidden_node(node.body, ast.Expr(ast.Yield(value=None)))
        return node


def forward_yield_from_nested_if(node_body):
    """Appends to the statements `node_body`, which start with an ``if``
    whose then branch ends ``targets = yield ...``, the statement
    ``targets = yield targets``: the enclosing region yields the nested
    ``if``'s results. Returns `node_body`."""
    last = node_body[0].body[-1]
    if not isinstance(last, ast.Assign):
        raise ValueError(f"the nested `if` ending `{ast.unparse(last)}` yields values the enclosing branch yields "
                         f"on: assign them (`r = yield ...`)")
    target = last.targets[0]
    value = copy.deepcopy(target)
    for n in ast.walk(value):
        if hasattr(n, "ctx"):
            n.ctx = ast.Load()
    forward = ast.Assign(targets=[copy.deepcopy(target)], value=ast.Yield(value=value))
    return append_hidden_node(node_body, forward)


class CanonicalizeElIfs(StrictTransformer):
    """A branch that starts with an ``if`` yielding values (an ``elif``
    among them) and does not end with a ``yield`` yields that ``if``'s
    results on (``forward_yield_from_nested_if``)."""

    def visit_If(self, updated_node):
        node = self.generic_visit(updated_node)
        for branch in (node.body, node.orelse):
            if branch and isinstance(branch[0], ast.If) and is_yield(branch[0].body[-1]) \
                    and not is_yield(branch[-1]):
                try:
                    forward_yield_from_nested_if(branch)
                except ValueError as e:
                    raise _syntax_error(self, branch[0].body[-1], str(e)) from None
        return node


class ReplaceYieldWithSCFYield(StrictTransformer):
    """``yield a, b`` becomes ``yield_(a, b)`` (an ``scf.yield``)."""

    def visit_Yield(self, node):
        node = self.generic_visit(node)
        value = node.value
        args = value.elts if isinstance(value, ast.Tuple) else [] if value is None else [value]
        return ast.copy_location(ast_call(yield_.__name__, args), node)

    def visit_YieldFrom(self, node):
        raise _syntax_error(self, node, "`yield from` in a function whose yields build scf.yield ops")


class ReplaceIfWithWith(StrictTransformer):
    """``if c: ... else: ...`` becomes ``with if_ctx_manager(c, results) as
    op: ...`` and ``with else_ctx_manager(op): ...``: an ``scf.if`` with as
    many results (``placeholder_opaque_t()``, typed by the first
    ``yield_``) as the then branch's last statement yields."""

    def visit_If(self, updated_node):
        node = self.generic_visit(updated_node)
        last = node.body[-1]
        if not (is_yield_(last) or is_yield(last)):
            raise _syntax_error(self, last, f"an `if` building an scf.if ends with a yield, not `{ast.unparse(last)}`")
        n = _yielded_count(last)
        if n and not node.orelse:
            raise _syntax_error(self, node, f"an `if` yielding {n} value(s) needs an `else` yielding as many")
        results = ast.Tuple([ast_call(placeholder_opaque_t.__name__) for _ in range(n)], ctx=ast.Load())
        name = f"__if_op__{node.lineno}"
        then = ast.With(
            items=[ast.withitem(context_expr=ast_call(if_ctx_manager.__name__, [node.test, results]),
                                optional_vars=ast.Name(name, ctx=ast.Store()))],
            body=node.body)
        then = ast.fix_missing_locations(ast.copy_location(then, node))
        if not node.orelse:
            return then
        orelse = ast.With(
            items=[ast.withitem(context_expr=ast_call(else_ctx_manager.__name__, [ast.Name(name, ctx=ast.Load())]),
                                optional_vars=None)],
            body=[])
        # On the `else:` line, or the `elif` one.
        line = node.orelse[0].lineno
        if node.body[-1].end_lineno + 1 != line:
            line -= 1
        orelse = ast.fix_missing_locations(set_lineno(orelse, line))
        orelse.body = node.orelse
        return [then, orelse]


class CanonicalizeWhile(StrictTransformer):
    """``while c:`` (or ``while inits := c:``) becomes ``w = while__(c)``
    and ``while next(w, False):`` (``while inits := next(w, False):``): an
    ``scf.while`` (see ``while__``); its body ends with the ``yield`` of
    the values it carries on."""

    def visit_While(self, updated_node):
        node = self.generic_visit(updated_node)
        if node.orelse:
            raise _syntax_error(self, node, "a `while` building an scf.while has no `else`")
        _refuse_jumps(self, node, "a `while` building an scf.while")
        if not (is_yield_(node.body[-1]) or is_yield(node.body[-1])):
            raise _syntax_error(self, node.body[-1], "a `while` building an scf.while ends with the yield of the "
                                                     "values it carries on")
        named = isinstance(node.test, ast.NamedExpr)
        cond = node.test.value if named else node.test
        w = f"w_{node.lineno}"
        assign = ast.Assign(targets=[ast.Name(w, ctx=ast.Store())], value=ast_call(while__.__name__, [cond]))
        assign = ast.fix_missing_locations(ast.copy_location(assign, node))
        test = ast.copy_location(ast_call(next.__name__, [ast.Name(w, ctx=ast.Load()), ast.Constant(False)]), node)
        if named:
            node.test.value = test
        else:
            node.test = test
        return [assign, ast.fix_missing_locations(node)]


class RemoveJumpsAndInsertGlobals(FunctionPatcher):
    """Puts the names the rewritten code calls (``yield_``,
    ``if_ctx_manager``, ``else_ctx_manager``, ``placeholder_opaque_t``,
    ``while__``) in the function's module globals, replacing what they held
    there."""

    def patch_function(self, f):
        for g in (yield_, if_ctx_manager, else_ctx_manager, placeholder_opaque_t, while__):
            f.__globals__[g.__name__] = g
        logger.debug("%s: scf's builders put in the globals of %s", f.__qualname__, f.__module__)
        return f


class SCFCanonicalizer(Canonicalizer):
    """``if``/``for``/``while`` as ``scf`` regions: the transformers in
    order, then the globals."""

    cst_transformers = [CanonicalizeElIfs, InsertEmptyYield, ReplaceYieldWithSCFYield, ReplaceIfWithWith,
                        CanonicalizeWhile]
    function_patchers = [RemoveJumpsAndInsertGlobals]


canonicalizer = SCFCanonicalizer()
