"""aie.extras.ast: @canonicalize applying canonicalizers' transformers and
patchers to a function's source; the rewriting helpers (ast.util) and the
ctypes views of CPython's objects (ast.py_type)."""

import ast
import inspect
import sys
import typing

import pytest

import aie.extras.types as T
from aie.extras.ast.canonicalize import (
    Canonicalizer, FunctionPatcher, OpCode, StrictTransformer, canonicalize, function_local_annotations,
    patch_function, transform_ast,
)
from aie.extras.ast.py_type import PyObject, PyTypeObject, PyTypeVarObject, Self, _Ptr, _SelfPtr
from aie.extras.ast.util import (
    append_hidden_node, ast_call, copy_func, copy_object, find_func_in_code_object, get_localsplus_name_to_idx,
    make_cell, set_lineno,
)
from aie.extras.context import mlir_mod_ctx


def test_canonicalizers_and_patchers():
    calls = []

    class Negate(StrictTransformer):
        def visit_Constant(self, node):
            calls.append(self.first_lineno)
            return ast.copy_location(ast.Constant(-node.value), node) if isinstance(node.value, int) else node

    class Tag(FunctionPatcher):
        def patch_function(self, original_f):
            original_f.tagged = self.context
            return original_f

    class C(Canonicalizer):
        cst_transformers = property(lambda self: [Negate])
        function_patchers = property(lambda self: [Tag])

    @canonicalize(using=C())
    def f():
        def inner():
            return 5
        return 7 + inner()

    assert f() == -2
    assert calls == [inspect.getsourcelines(f)[1] - 1]
    assert f.tagged is not None
    assert transform_ast(f) is f and patch_function(f) is f
    assert int(OpCode.LOAD_CONST) == OpCode.LOAD_CONST.value and str(OpCode.LOAD_CONST) == "LOAD_CONST"


def _annotated():
    x: int = 1
    y: "str"
    return x


def test_function_local_annotations():
    assert function_local_annotations(_annotated) == {"x": int, "y": str}


def test_ast_util():
    node = set_lineno(ast.parse("a = b(c)").body[0], 7)
    assert {n.lineno for n in ast.walk(node) if hasattr(n, "lineno")} == {7}
    assert ast.unparse(ast_call("g", [ast.Name("x", ast.Load())])) == "g(x)"
    body = ast.parse("x = 1\ny = (2 +\n 3)").body
    append_hidden_node(body, ast.Expr(ast_call("h")))
    assert body[-1].lineno == 3

    code = compile("def outer():\n    def inner():\n        pass\n", "<s>", "exec")
    assert find_func_in_code_object(code, "inner").co_name == "inner"
    assert find_func_in_code_object(code, "missing") is None

    def h(a):
        b = 1
        return lambda: a + b

    names, index = get_localsplus_name_to_idx(h.__code__)
    assert names == ("a", "b") and index == {"a": 0, "b": 1}

    k = 2

    def add(x):
        return x + k

    copy = copy_func(add)
    assert copy(1) == 3 and copy.__closure__[0] is not add.__closure__[0] and copy.__wrapped__ is add
    assert copy_func(add, {"k": 10})(1) == 11
    assert copy_func(add, {"k": make_cell(20)})(1) == 21
    with pytest.raises(ValueError, match="free variables"):
        copy_func(add, {"j": 1})
    assert make_cell(4).cell_contents == 4
    with pytest.raises(ValueError):
        make_cell().cell_contents
    with mlir_mod_ctx():
        t, cell = copy_object([T.memref(4, T.i32()), make_cell(T.f32())])
        assert str(t) == "memref<4xi32>" and str(cell.cell_contents) == "f32"


def test_py_type_views():
    for cls in (int, dict, type, PyObject):
        t = PyTypeObject.from_object(cls)
        assert t.tp_name.decode().rsplit(".", 1)[-1] == cls.__name__
        assert (t.tp_basicsize, t.tp_flags, t.tp_dictoffset) == (cls.__basicsize__, cls.__flags__,
                                                                  cls.__dictoffset__)
        assert t.ob_type.contents.tp_name.decode().rsplit(".", 1)[-1] == type(cls).__name__
        assert PyObject.from_address(id(cls)).into_object() is cls
    assert PyTypeObject.from_object(bool).tp_base.contents.tp_name == b"int"

    class Finalized:
        def __del__(self):
            pass

    assert bool(PyTypeObject.from_object(Finalized).tp_finalize) and not PyTypeObject.from_object(_Ptr).tp_finalize
    with pytest.raises(TypeError):
        PyTypeObject.from_object(3)
    assert _Ptr[Self] is _SelfPtr
    with pytest.raises(TypeError):
        Self[int]
    with pytest.raises(TypeError):
        _Ptr[typing.List[int]]
    if sys.version_info < (3, 12):
        with pytest.raises(TypeError, match="3.12"):
            PyTypeVarObject.from_object(typing.TypeVar("V"))
    else:
        tv = PyTypeVarObject.from_object(typing.TypeVar("V", bound=int))
        assert tv.name.contents.into_object() == "V" and tv.bound.contents.into_object() is int
