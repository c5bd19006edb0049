"""aie.extras.ast: @canonicalize rewriting a function's if/elif/else, for
over range_ and while into scf regions (scf.canonicalizer) and its typed
constants (arith.canonicalizer); the rewriting helpers (ast.util) and the
ctypes views of CPython's objects (ast.py_type)."""

import ast
import inspect
import sys
import textwrap
import traceback
import typing

import pytest

import aie.extras.types as T
from aie.extras.ast.canonicalize import (
    Canonicalizer, FunctionPatcher, OpCode, StrictTransformer, canonicalize, function_local_annotations,
    patch_function, transform_ast, transform_func,
)
from aie.extras.ast.py_type import PyObject, PyTypeObject, PyTypeVarObject, Self, _Ptr, _SelfPtr
from aie.extras.ast.util import (
    append_hidden_node, ast_call, copy_func, copy_object, find_func_in_code_object, get_localsplus_name_to_idx,
    make_cell, set_lineno,
)
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import arith, scf
from aie.extras.dialects.arith import constant
from aie.extras.dialects.scf import (
    canonicalize_start_stop_step, else_ctx_manager, for__, if_ctx_manager, placeholder_opaque_t, range_, while___,
)
from aie.helpers.dialects.func import func
from aie.ir import Module


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def body_of(text):
    """The module's body, dedented."""
    lines = text.strip().splitlines()
    assert lines[0] == "module {" and lines[-1] == "}"
    return textwrap.dedent("\n".join(lines[1:-1])) + "\n"


def test_if_else_yields_build_an_scf_if_with_results():
    with mlir_mod_ctx() as ctx:
        one = constant(1.0)
        two = constant(2.0)

        @canonicalize(using=scf.canonicalizer)
        def f():
            if one < two:
                three = constant(3.0)
                res = yield three
            else:
                res = yield two
            return res

        res = f()
        assert str(res.type) == "f32"
    assert body_of(text_of(ctx)) == textwrap.dedent("""\
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 2.000000e+00 : f32
        %0 = arith.cmpf olt, %cst, %cst_0 : f32
        %1 = scf.if %0 -> (f32) {
          %cst_1 = arith.constant 3.000000e+00 : f32
          scf.yield %cst_1 : f32
        } else {
          scf.yield %cst_0 : f32
        }
        """)


def test_if_without_results_gets_its_empty_yields():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        @canonicalize(using=scf.canonicalizer)
        def f(a: T.i32(), b: T.i32()):
            if a < b:
                constant(1)
            if b < a:
                constant(2)
            else:
                constant(3)

    text = text_of(ctx)
    assert "func.func @f(%arg0: i32, %arg1: i32) {" in text
    assert body_of(text).split("\n", 1)[1] == textwrap.dedent("""\
          %0 = arith.cmpi slt, %arg0, %arg1 : i32
          scf.if %0 {
            %c1_i32 = arith.constant 1 : i32
          }
          %1 = arith.cmpi slt, %arg1, %arg0 : i32
          scf.if %1 {
            %c2_i32 = arith.constant 2 : i32
          } else {
            %c3_i32 = arith.constant 3 : i32
          }
          return
        }
        """)


def test_elif_chains_nest_and_yield_the_inner_results_on():
    with mlir_mod_ctx() as ctx:
        one = constant(1)
        two = constant(2)

        @canonicalize(using=scf.canonicalizer)
        def f():
            if one < two:
                r = yield one
            elif two < one:
                r1 = yield two
            elif one == two:
                r2 = yield constant(5)
            else:
                r3 = yield constant(6)

        f()
    assert body_of(text_of(ctx)) == textwrap.dedent("""\
        %c1_i32 = arith.constant 1 : i32
        %c2_i32 = arith.constant 2 : i32
        %0 = arith.cmpi slt, %c1_i32, %c2_i32 : i32
        %1 = scf.if %0 -> (i32) {
          scf.yield %c1_i32 : i32
        } else {
          %2 = arith.cmpi slt, %c2_i32, %c1_i32 : i32
          %3 = scf.if %2 -> (i32) {
            scf.yield %c2_i32 : i32
          } else {
            %4 = arith.cmpi eq, %c1_i32, %c2_i32 : i32
            %5 = scf.if %4 -> (i32) {
              %c5_i32 = arith.constant 5 : i32
              scf.yield %c5_i32 : i32
            } else {
              %c6_i32 = arith.constant 6 : i32
              scf.yield %c6_i32 : i32
            }
            scf.yield %5 : i32
          }
          scf.yield %3 : i32
        }
        """)


def test_for_over_range_builds_scf_for_with_iter_args():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        @canonicalize(using=scf.canonicalizer)
        def f(x: T.f32(), y: T.f32()):
            for i in range_(4):
                constant(0)
            for i, (a, b), results in range_(0, 8, 2, iter_args=[x, y]):
                s = a + b
                if s < b:
                    t = yield s
                else:
                    t = yield b
                r1, r2 = yield t, a
            return r1

    assert body_of(text_of(ctx)).split("\n", 1)[1] == textwrap.dedent("""\
          %c0 = arith.constant 0 : index
          %c4 = arith.constant 4 : index
          %c1 = arith.constant 1 : index
          scf.for %arg2 = %c0 to %c4 step %c1 {
            %c0_i32 = arith.constant 0 : i32
          }
          %c0_0 = arith.constant 0 : index
          %c8 = arith.constant 8 : index
          %c2 = arith.constant 2 : index
          %0:2 = scf.for %arg2 = %c0_0 to %c8 step %c2 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (f32, f32) {
            %1 = arith.addf %arg3, %arg4 : f32
            %2 = arith.cmpf olt, %1, %arg4 : f32
            %3 = scf.if %2 -> (f32) {
              scf.yield %1 : f32
            } else {
              scf.yield %arg4 : f32
            }
            scf.yield %3, %arg3 : f32, f32
          }
          return %0#0 : f32
        }
        """)


def test_while_builds_scf_while_over_the_conditions_operands():
    with mlir_mod_ctx() as ctx:
        one = constant(1)
        two = constant(2)

        @canonicalize(using=scf.canonicalizer)
        def f():
            while inits := one < two:
                if one < two:
                    constant(3)
                r = yield inits
            return r

        r = f()
        assert len(r) == 2
    assert body_of(text_of(ctx)) == textwrap.dedent("""\
        %c1_i32 = arith.constant 1 : i32
        %c2_i32 = arith.constant 2 : i32
        %0:2 = scf.while (%arg0 = %c1_i32, %arg1 = %c2_i32) : (i32, i32) -> (i32, i32) {
          %1 = arith.cmpi slt, %c1_i32, %c2_i32 : i32
          scf.condition(%1) %arg0, %arg1 : i32, i32
        } do {
        ^bb0(%arg0: i32, %arg1: i32):
          %1 = arith.cmpi slt, %c1_i32, %c2_i32 : i32
          scf.if %1 {
            %c3_i32 = arith.constant 3 : i32
          }
          scf.yield %c1_i32, %c2_i32 : i32, i32
        }
        """)


def test_while_loops_nest():
    with mlir_mod_ctx() as ctx:
        a = constant(1)
        b = constant(2)

        @canonicalize(using=scf.canonicalizer)
        def f():
            while x := a < b:
                while y := b < a:
                    r = yield y
                s = yield x

        f()
        outer = a < b
        while i := while___(outer):
            inner = b < a
            while j := while___(inner):
                scf.yield_(j)
            scf.yield_(i)
    nest = textwrap.dedent("""\
        %0:2 = scf.while (%arg0 = %c1_i32, %arg1 = %c2_i32) : (i32, i32) -> (i32, i32) {
          %2 = arith.cmpi slt, %c1_i32, %c2_i32 : i32
          scf.condition(%2) %arg0, %arg1 : i32, i32
        } do {
        ^bb0(%arg0: i32, %arg1: i32):
          %2:2 = scf.while (%arg2 = %c2_i32, %arg3 = %c1_i32) : (i32, i32) -> (i32, i32) {
            %3 = arith.cmpi slt, %c2_i32, %c1_i32 : i32
            scf.condition(%3) %arg2, %arg3 : i32, i32
          } do {
          ^bb0(%arg2: i32, %arg3: i32):
            scf.yield %c2_i32, %c1_i32 : i32, i32
          }
          scf.yield %c1_i32, %c2_i32 : i32, i32
        }
        """)
    assert body_of(text_of(ctx)) == ("%c1_i32 = arith.constant 1 : i32\n%c2_i32 = arith.constant 2 : i32\n" + nest
                                     + nest.replace("%0:2", "%1:2"))


def test_the_builders_the_rewritten_code_calls():
    with mlir_mod_ctx() as ctx:
        a = constant(1.0)
        b = constant(2.0)
        with if_ctx_manager(a < b, results=[placeholder_opaque_t()]) as if_op:
            r = scf.yield_(a)
        with else_ctx_manager(if_op):
            scf.yield_(b)
        assert str(r.type) == "f32"
        cond = a < b
        while inits := while___(cond):
            scf.yield_(inits)

        @for__(1, 5, iter_args=[a])
        def loop(i, x):
            return x + b

    assert body_of(text_of(ctx)) == textwrap.dedent("""\
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 2.000000e+00 : f32
        %0 = arith.cmpf olt, %cst, %cst_0 : f32
        %1 = scf.if %0 -> (f32) {
          scf.yield %cst : f32
        } else {
          scf.yield %cst_0 : f32
        }
        %2:2 = scf.while (%arg0 = %cst, %arg1 = %cst_0) : (f32, f32) -> (f32, f32) {
          %4 = arith.cmpf olt, %cst, %cst_0 : f32
          scf.condition(%4) %arg0, %arg1 : f32, f32
        } do {
        ^bb0(%arg0: f32, %arg1: f32):
          scf.yield %cst, %cst_0 : f32, f32
        }
        %c1 = arith.constant 1 : index
        %c5 = arith.constant 5 : index
        %c1_1 = arith.constant 1 : index
        %3 = scf.for %arg0 = %c1 to %c5 step %c1_1 iter_args(%arg1 = %cst) -> (f32) {
          %4 = arith.addf %arg1, %cst_0 : f32
          scf.yield %4 : f32
        }
        """)

    with mlir_mod_ctx():
        start, stop, step = canonicalize_start_stop_step(constant(7), None, None)
        assert [str(v.type) for v in (start, stop, step)] == ["i32"] * 3
        assert [v.owner.literal_value for v in (start, stop, step)] == [0, 7, 1]
        with pytest.raises(ValueError, match="must have the same type"):
            canonicalize_start_stop_step(constant(0, index=True), constant(3), None)
        with pytest.raises(ValueError, match="computed by an op"):
            while___(constant(5))


def test_canonicalized_functions_keep_their_closure_lines_and_annotations():
    scale = 3

    @canonicalize(using=scf.canonicalizer)
    def f(x: int) -> int:
        y = x * scale

        assert y < 100, "too big"
        return y

    @canonicalize(using=scf.canonicalizer)
    def g():
        def inner(a: int) -> T.i32:
            pass
        return inner

    # Compiled without the canonicalizer's module's `from __future__ import
    # annotations`: annotations are objects.
    assert g().__annotations__ == {"a": int, "return": T.i32}
    assert f(2) == 6
    assert f.__code__.co_freevars == ("scale",)
    with pytest.raises(AssertionError) as e:
        f(100)
    assert traceback.extract_tb(e.tb)[-1].lineno == inspect.getsourcelines(f)[1] + 4


def test_arith_canonicalizer_makes_typed_constants_and_fmas():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        @canonicalize(using=[scf.canonicalizer, arith.canonicalizer])
        def f():
            m: T.i32() = 0
            l: T.f32() = 0.0
            if m < 3:
                constant(1)

    text = text_of(ctx)
    for line in ["%c0_i32 = arith.constant 0 : i32", "%cst = arith.constant 0.000000e+00 : f32", "scf.if %0 {"]:
        assert line in text, line

    def g(a, b, c):
        c += a * b
        c += a
        d: T.i32()

    rewritten = ast.unparse(transform_func(g, arith.CanonicalizeFMA))
    assert rewritten.splitlines()[1:] == ["    c = math_dialect.fma(a, b, c)", "    c += a", "    d: T.i32()"]
    with mlir_mod_ctx() as ctx:
        canonicalize(using=arith.canonicalizer)(g)(constant(1.0), constant(2.0), constant(3.0))
    text = text_of(ctx)
    assert "%0 = math.fma %cst, %cst_0, %cst_1 : f32" in text, text
    assert "arith.addf %0, %cst : f32" in text, text


def test_constructs_scf_regions_cannot_take_are_refused():
    def loop_with_break():
        for i in range_(4):
            break

    def if_returning(c):
        if c:
            return 1

    def if_yielding_without_else(c):
        if c:
            r = yield c

    def while_not_yielding(a, b):
        while a < b:
            constant(1)

    def yield_from(c):
        yield from c

    def python_loop_break(c):
        for i in [1, 2]:
            if c:
                for j in [3]:
                    break

    def unnamed_nested_yield(a, b):
        if a:
            if b:
                yield a
            else:
                yield b
        else:
            r = yield b

    for fn, line, message in [(loop_with_break, 2, "`break` in a `for` building an scf.for"),
                              (if_returning, 2, "`return` in an `if` building an scf.if"),
                              (unnamed_nested_yield, 3, "assign them"),
                              (if_yielding_without_else, 1, "needs an `else`"),
                              (while_not_yielding, 2, "ends with the yield"), (yield_from, 1, "`yield from`")]:
        with pytest.raises(SyntaxError, match=message) as e:
            canonicalize(using=scf.canonicalizer)(fn)
        assert str(e.value).startswith(f"line {fn.__code__.co_firstlineno + line}: ")
    canonicalize(using=scf.canonicalizer)(python_loop_break)
    with pytest.raises(ValueError, match="a function's `def`"):
        canonicalize(using=scf.canonicalizer)(lambda: 0)


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
