"""``@canonicalize(using=...)`` (eudsl-python-extras' ``ast.canonicalize``):
rewrites a function's source before it runs. The function's ``def`` is
parsed again, each of the canonicalizers' AST transformers rewrites it in
turn, it is compiled where it was written (same file and lines, free
variables kept) and the result replaces the function's code; then the
canonicalizers' function patchers get the function (to put in its globals
the names the rewritten code calls). ``scf.canonicalizer`` and
``arith.canonicalizer`` (``aie.extras.dialects``) are the two there are."""

from __future__ import annotations

import __future__
import ast
import difflib
import enum
import functools
import inspect
import logging
import operator
import textwrap
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Sequence
from opcode import opmap

from .util import find_func_in_code_object, get_module_cst, set_lineno

logger = logging.getLogger(__name__)

# The compiler flags of `from __future__ import ...` statements.
_FUTURE_FLAGS = functools.reduce(operator.or_,
                                 (getattr(__future__, name).compiler_flag for name in __future__.all_feature_names))


class Transformer(ast.NodeTransformer):
    """A rewrite of a function's AST. `context` is a namespace the rewrites
    of one function share; `first_lineno` is the line before the function's
    first (the parsed source's line 1 is the file's ``first_lineno + 1``)."""

    def __init__(self, context, first_lineno):
        super().__init__()
        self.context = context
        self.first_lineno = first_lineno


class StrictTransformer(Transformer):
    """A ``Transformer`` that leaves the functions defined in the function
    alone."""

    def visit_FunctionDef(self, node):
        return node


class AnnotationsCollector(ast.NodeVisitor):
    """Collects the annotations of annotated assignments (``x: T = v``) by
    the name assigned: ``annotations`` maps it to the annotation's AST."""

    def __init__(self):
        super().__init__()
        self.annotations = {}

    def visit_AnnAssign(self, node):
        if not isinstance(node.target, ast.Name):
            raise ValueError(f"{ast.unparse(node)}: only annotations of a plain name are collected")
        self.annotations[node.target.id] = node.annotation


def function_local_annotations(func):
    """The type hints of `func` with its local variables' annotations
    (``x: T`` in its body, which Python does not keep) added to its
    ``__annotations__`` as their source text, evaluated in its globals."""
    source = textwrap.dedent(inspect.getsource(func))
    node = ast.parse(source).body[0]
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        raise ValueError(f"{func!r}: expected a function's `def`, its source is {type(node).__name__}")
    collector = AnnotationsCollector()
    collector.visit(node)
    func.__annotations__.update(
        {name: ast.get_source_segment(source, ann) for name, ann in collector.annotations.items()})
    return typing.get_type_hints(func)


def transform_func(f, *transformer_ctors):
    """The parsed source of `f` (``get_module_cst``) with its ``def``
    rewritten by each of `transformer_ctors` in turn (each made with one
    shared context), the functions it defines left to them."""
    module = get_module_cst(f)
    context = types.SimpleNamespace()
    for ctor in transformer_ctors:
        before = ast.unparse(module) if logger.isEnabledFor(logging.DEBUG) else None
        transformer = ctor(context=context, first_lineno=f.__code__.co_firstlineno - 1)
        module.body[0] = transformer.generic_visit(module.body[0])
        if before is not None:
            diff = difflib.unified_diff(before.splitlines(), ast.unparse(module).splitlines(), lineterm="")
            logger.debug("[%s] %s:\n%s", ctor.__name__, f.__qualname__, "\n".join(diff))
    return module


def insert_closed_vars(f, module):
    """`module` (``f``'s parsed source) with its statements put in a function
    that assigns each of `f`'s free variables, so that compiled, `f`'s code
    takes its closure's cells as it did."""
    enclosing = ast.FunctionDef(
        name="enclosing_mod",
        args=ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                           defaults=[]),
        body=[ast.Assign(targets=[ast.Name(name, ctx=ast.Store())], value=ast.Constant(None))
              for name in f.__code__.co_freevars],
        decorator_list=[],
        returns=None,
        **({"type_params": []} if "type_params" in ast.FunctionDef._fields else {}),
    )
    enclosing = ast.fix_missing_locations(set_lineno(enclosing, module.body[0].lineno))
    enclosing.body.extend(module.body)
    module.body = [enclosing]
    return module


def transform_ast(f, transformers=None):
    """`f` with its code replaced by that of its source rewritten by
    `transformers` (``Transformer`` classes; None leaves `f` as it is),
    compiled at the lines and in the file of the original, with its
    ``__future__`` imports."""
    if transformers is None:
        return f
    module = transform_func(f, *transformers)
    if f.__closure__:
        module = insert_closed_vars(f, module)
    module = ast.increment_lineno(ast.fix_missing_locations(module), f.__code__.co_firstlineno - 1)
    compiled = compile(module, f.__code__.co_filename, "exec", flags=f.__code__.co_flags & _FUTURE_FLAGS,
                       dont_inherit=True)
    code = find_func_in_code_object(compiled, f.__name__)
    if code is None:
        raise ValueError(f"{f.__qualname__}: its source defines no function {f.__name__}")
    if code.co_freevars != f.__code__.co_freevars:
        raise ValueError(f"{f.__qualname__}: the rewritten code's free variables {code.co_freevars} are not "
                         f"the function's {f.__code__.co_freevars}")
    f.__code__ = code
    return f


# Python's opcodes by name (`opcode.opmap`); `int(op)` is its number,
# `str(op)` its name.
OpCode = enum.Enum("OpCode", opmap)


def to_int(self):
    """The opcode's number (``OpCode.__int__``)."""
    return self.value


def to_str(self):
    """The opcode's name (``OpCode.__str__``)."""
    return self.name


OpCode.__int__ = to_int
OpCode.__str__ = to_str


class FunctionPatcher(ABC):
    """A change to a function after its source is rewritten; `context` is
    a namespace the patchers of one function share."""

    def __init__(self, context=None):
        self.context = context

    @abstractmethod
    def patch_function(self, original_f):
        """The function patched (`original_f` itself or another)."""


def patch_function(f, patchers=None):
    """`f` patched by each of `patchers` (``FunctionPatcher`` classes) in
    turn; None leaves it as it is."""
    if patchers is None:
        return f
    context = types.SimpleNamespace()
    for patcher in patchers:
        f = patcher(context).patch_function(f)
    return f


class Canonicalizer(ABC):
    """What ``canonicalize`` applies: AST transformers, then function
    patchers (classes, made for each function)."""

    @property
    @abstractmethod
    def cst_transformers(self):
        """The ``Transformer`` classes, applied in order."""

    @property
    @abstractmethod
    def function_patchers(self):
        """The ``FunctionPatcher`` classes, applied in order."""


def canonicalize(*, using):
    """``@canonicalize(using=c)``: the decorated function rewritten by
    canonicalizer `c` (or by each of a sequence of them, their transformers
    in order, then their patchers)."""
    using = list(using) if isinstance(using, Sequence) else [using]
    transformers = [t for c in using for t in c.cst_transformers]
    patchers = [p for c in using for p in c.function_patchers]

    def wrapper(f):
        return patch_function(transform_ast(f, transformers), patchers)

    return wrapper
