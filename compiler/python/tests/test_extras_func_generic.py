"""aie.extras.dialects.func: eudsl's @func with sym_name= and
function_type=, annotations as subscripted type classes, and generic
functions, written as Python 3.11 writes them (TypeVars set as the
function's __type_params__)."""

from typing import TypeVar

import pytest

import aie.extras.types as T
from aie.dialects.func import CallOp, FuncOp, ReturnOp
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import arith
from aie.extras.dialects.func import (
    FuncBase,
    ReifiedTypeParam,
    evaluate_generic_alias_type,
    evaluate_type_annotation,
    func,
    get_type_var_default_bound,
    maybe_eval_type_data_closure_vals,
)
from aie.ir import (
    F32Type, FunctionType, IntegerAttr, IntegerType, MemRefType, Module, UnrankedMemRefType, Value, VectorType,
)


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def generic(*params):
    """Sets the decorated function's __type_params__ (what `def f[...]`
    does on Python 3.12)."""

    def set_params(f):
        f.__type_params__ = params
        return f

    return set_params


def test_a_generic_function_is_emitted_once_per_type_arguments():
    M, K, dtype = TypeVar("M"), TypeVar("K"), TypeVar("dtype")

    @func
    @generic(M, K, dtype)
    def kernel(a: "T.memref(M, K, dtype)", b: "T.memref(K, M, dtype)"):
        one = arith.constant(1, dtype)
        return one

    with mlir_mod_ctx() as ctx:
        f32 = kernel[32, 64, T.f32()].emit()
        kernel[4, 8, T.i32()].emit()
        assert kernel[32, 64, T.f32()].emit() is f32
    text = text_of(ctx)
    assert ("func.func @kernel_int_32_int_64_type_f32(%arg0: memref<32x64xf32>, %arg1: memref<64x32xf32>) -> f32 {\n"
            "    %cst = arith.constant 1.000000e+00 : f32\n    return %cst : f32") in text
    assert ("func.func @kernel_int_4_int_8_type_i32(%arg0: memref<4x8xi32>, %arg1: memref<8x4xi32>) -> i32 {\n"
            "    %c1_i32 = arith.constant 1 : i32\n    return %c1_i32 : i32") in text
    # the generic function keeps its TypeVar: reifying copied its closure
    assert kernel.body_builder.__closure__[0].cell_contents is dtype


def test_a_callable_type_argument_and_a_call_of_the_reified_function():
    op = TypeVar("op")

    @func
    @generic(op)
    def combine(x: T.f32(), y: T.f32()):
        return op(x, y)

    with mlir_mod_ctx() as ctx:
        maxf = combine[arith.maximumf]
        maxf.emit()

        @func(emit=True)
        def caller(a: T.f32()):
            return maxf(a, a)

    text = text_of(ctx)
    assert "func.func @combine_function_maximumf(%arg0: f32, %arg1: f32) -> f32 {" in text
    assert "arith.maximumf %arg0, %arg1 : f32" in text
    assert "call @combine_function_maximumf(%arg0, %arg0) : (f32, f32) -> f32" in text


def test_bounds_and_defaults_and_partial_reification():
    typing_extensions = pytest.importorskip("typing_extensions")
    M = TypeVar("M")
    N = TypeVar("N", bound="T.i32()")  # a string bound: evaluated when reified
    L = typing_extensions.TypeVar("L", default=10)
    B = typing_extensions.TypeVar("B", default="T.memref(L, M, T.f32())")  # names earlier parameters

    @func
    @generic(M, N, L, B)
    def tb(a: "T.memref(M, N, T.f32())", b: B):
        arith.constant(L, index=True)

    with mlir_mod_ctx() as ctx:
        tb[8, 3].emit()
        half = tb[16]
        half[2, 5].emit()
        tb[4, 4, None, T.memref(2, 2, T.f32())].emit()
        with pytest.raises(TypeError, match="Generic parameter 'B' expects 'MemRefType', got 'int'"):
            tb[4, 4, 4, 8]
    text = text_of(ctx)
    assert ('func.func @"tb_int_8_i32_3_int_10_MemRefType_memref<10x8xf32>"(%arg0: memref<8x3xf32>, '
            "%arg1: memref<10x8xf32>) {\n    %c10 = arith.constant 10 : index") in text
    assert '@"tb_int_16_i32_2_int_5_MemRefType_memref<5x16xf32>"(%arg0: memref<16x2xf32>, %arg1: memref<5x16xf32>)' in text
    assert '@"tb_int_4_i32_4_int_10_MemRefType_memref<2x2xf32>"(%arg0: memref<4x4xf32>, %arg1: memref<2x2xf32>)' in text


def test_emitting_a_generic_function_reifies_its_defaults():
    typing_extensions = pytest.importorskip("typing_extensions")
    W = typing_extensions.TypeVar("W", default=16)

    @func
    @generic(W)
    def g(x: "T.i(W)"):
        return x

    with mlir_mod_ctx() as ctx:
        op = g.emit()
        assert g.emit() is op
    assert "func.func @g_int_16(%arg0: i16) -> i16 {" in text_of(ctx)


def test_a_lambda_bound_sees_the_earlier_type_arguments():
    M = TypeVar("M")
    A = TypeVar("A", bound=lambda: T.memref(M, T.f32()))
    default, bound = get_type_var_default_bound(A)
    assert default is None and bound.__name__ == "<lambda>"
    with mlir_mod_ctx():
        assert str(maybe_eval_type_data_closure_vals(bound, {"M": 7})) == "memref<7xf32>"
        with pytest.raises(RuntimeError, match="typevar M not reified"):
            maybe_eval_type_data_closure_vals(bound, {})
        r = ReifiedTypeParam(A, T.memref(7, T.f32()), {"M": 7})
        assert str(r.type_name) == "memref<7xf32>" and r.name == "A"


def test_sym_name_and_function_type_given_apart_from_the_python_function():
    with mlir_mod_ctx() as ctx:
        @func(sym_name="add_first", function_type=FunctionType.get([T.i32(), T.i32()], [T.i32()]))
        def anything(a, b):
            return a

        anything.emit()

        @func(sym_name="ext")
        def declared(x: T.i32()) -> T.i32():
            pass

        @func
        def untyped(x, y):
            return y

        @func(emit=True)
        def caller(a: T.i32(), b: T.f32()):
            declared(a)
            return anything(a, a)

        untyped.emit(caller.emit().arguments[0], caller.emit().arguments[1])
        with pytest.raises(ValueError, match="2 parameters but 0 argument types"):
            untyped.emit(force=True)
    text = text_of(ctx)
    assert "func.func @add_first(%arg0: i32, %arg1: i32) -> i32 {\n    return %arg0 : i32" in text
    assert "func.func private @ext(i32) -> i32" in text
    assert "call @add_first(%arg0, %arg0) : (i32, i32) -> i32" in text
    assert "func.func @untyped(%arg0: i32, %arg1: f32) -> f32 {" in text


def test_subscripted_type_classes_as_annotations():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def ann(x: IntegerType[32], m: MemRefType[[2, 3], F32Type], v: Value[VectorType[[4], F32Type]],
                f: F32Type) -> IntegerType[32]:
            return x

        assert str(evaluate_generic_alias_type(UnrankedMemRefType[F32Type, IntegerAttr[IntegerType[64], 2]])) \
            == "memref<*xf32, 2>"
        assert str(evaluate_type_annotation(lambda: T.i8())) == "i8"
        assert str(evaluate_type_annotation(TypeVar("t"), globals_={"t": T.f32()})) == "f32"
    assert "func.func @ann(%arg0: i32, %arg1: memref<2x3xf32>, %arg2: vector<4xf32>, %arg3: f32) -> i32 {" \
        in text_of(ctx)


def test_mistakes_are_reported():
    with mlir_mod_ctx():
        with pytest.raises(ValueError, match="either concrete_val must be provided"):
            ReifiedTypeParam(TypeVar("NoDefault"))
        with pytest.raises(NotImplementedError, match="unsupported type annotation"):
            evaluate_type_annotation(12345)

        def body():
            return arith.constant(1)

        global_tvar = TypeVar("global_tvar")
        body.__globals__["global_tvar"] = global_tvar
        try:
            fb = FuncBase(body, FuncOp.__base__, ReturnOp, CallOp.__base__, generics=[global_tvar])
            with pytest.raises(RuntimeError, match="global typevars for generics are not supported"):
                fb[T.i32()]
        finally:
            del body.__globals__["global_tvar"]

        X = TypeVar("X")

        @func
        @generic(X)
        def one(x: "T.memref(X, T.f32())"):
            return x

        with pytest.raises(TypeError, match="one has 1 type parameters left to give, got 2"):
            one[1, 2]
        with pytest.raises(TypeError, match="has 0 type parameters left to give"):
            one[4][5]

        S = TypeVar("S")

        @func
        @generic(S)
        def reserved(x: "S"):
            return x

        with pytest.raises(ValueError, match="S is a reserved generic name"):
            reserved[T.i32()].emit()
