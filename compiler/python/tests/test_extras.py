"""aie.extras and aie.helpers: scalar arithmetic by Python operators,
memrefs by indexing, functions and loops as Python code, region decorators,
pass pipelines over aiec's pass manager, numpy types as MLIR types."""

import numpy as np
import pytest

import aie.extras.types as T
from aie.dialects import func as func_dialect
from aie.dialects import scf
from aie.dialects.aie import AIEDevice, DeviceOp, TileOp, device, lock, tile
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import memref
from aie.extras.dialects.arith import ScalarValue, constant, index_cast
from aie.extras.meta import region_op
from aie import AiecError
from aie.extras.runtime.passes import MlirCompilerError, Pipeline, run_pipeline
from aie.extras.util import find_ops, find_parent_of_type, get_user_code_loc, make_maybe_no_args_decorator
from aie.helpers.dialects.func import call, func
from aie.helpers.dialects.scf import _for, else_, if_, range_, yield_
from aie.helpers.util import (
    get_arg_types, infer_mlir_type, mlir_type_to_np_dtype, np_dtype_to_mlir_type, np_ndarray_type_get_dtype,
    np_ndarray_type_get_shape, np_ndarray_type_to_memref_type, pack_pad_value, single_elem_or_list_to_list,
    flatten_fn_args, try_convert_np_type_to_mlir_type, v16bfp16ebs16, fold_constant_operand,
)
from aie.ir import MLIRError, Module, OpResult


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def test_scalar_operators_build_arith_ops():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.i32(), b: T.f32(), u: T.ui32()):
            c = a + 1
            d = 2 * c - a
            e = (d // 3) % 5
            g = b / 2.0 + b
            assert isinstance(c, ScalarValue) and c.dtype == T.i32()
            assert isinstance(c < d, ScalarValue) and (c < d).type == T.bool()
            b >= g
            (u / u) < u
            -b
            a & 3
            return e
    text = text_of(ctx)
    for line in ["%0 = arith.addi %arg0, %c1_i32 : i32", "%1 = arith.muli %c2_i32, %0 : i32",
                 "%2 = arith.subi %1, %arg0 : i32", "arith.floordivsi %2, %c3_i32 : i32",
                 "arith.remsi", "arith.divf %arg1, %cst : f32", "arith.cmpi slt, %0, %2 : i32",
                 "arith.cmpf oge", "arith.divui %arg2, %arg2 : ui32", "arith.cmpi ult", "arith.negf",
                 "arith.andi", "func.func @f(%arg0: i32, %arg1: f32, %arg2: ui32) -> i32 {"]:
        assert line in text, line


def test_operands_of_different_types_are_refused():
    with mlir_mod_ctx():
        @func(emit=True)
        def f(a: T.i32(), b: T.i16()):
            with pytest.raises(ValueError, match="different types"):
                a + b
            with pytest.raises(TypeError, match="no 'and'"):
                constant(1.5) & constant(2.5)


def test_constants_and_casts():
    with mlir_mod_ctx() as ctx:
        c = constant(7)
        assert c.type == T.i32() and c.literal_value == 7 and c.is_constant()
        assert constant(3, index=True).type == T.index()
        assert constant(2.5).type == T.f32()
        assert constant(1, type=T.i8()).type == T.i8()
        assert ScalarValue(4, dtype=T.i16()).type == T.i16()
        assert index_cast(c).type == T.index()
        assert index_cast(constant(1, index=True), to=T.i64()).type == T.i64()
        assert fold_constant_operand(c) == 7
        constant(1, type=T.bool())
        constant(0, type=T.bool())
    text = text_of(ctx)
    assert "%c7_i32 = arith.constant 7 : i32" in text
    # i1 constants are named by their value, as MLIR names them.
    assert "%true = arith.constant true" in text and "%false = arith.constant false" in text
    assert "arith.index_cast %c7_i32 : i32 to index" in text


def test_memrefs_load_and_store_by_index():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(m: T.memref(8, 8, T.i32())):
            assert isinstance(m, memref.MemRefValue) and m.shape == (8, 8) and m.n_elements == 64
            x = m[1, 2]
            m[3, 4] = x + 1
            buf = memref.alloc([4], T.i32())
            buf[0] = 9
            with pytest.raises(IndexError, match="takes 2 indices"):
                m[1]
    text = text_of(ctx)
    assert "memref.load %arg0[%c1, %c2] : memref<8x8xi32>" in text
    assert "memref.store %1, %arg0[%c3, %c4] : memref<8x8xi32>" in text
    assert "memref.alloc() : memref<4xi32>" in text


def test_loops_and_branches():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.i32(), m: T.memref(8, T.i32())):
            for iv in range_(0, index_cast(a), 2):
                m[iv] = a
            for _, acc, res in _for(4, iter_args=[a], insert_yield=False):
                yield_([acc + 1])
            for i in scf.for_(3):
                scf.yield_([])
            with if_(a < 3) as op:
                m[0] = a
            with else_(op):
                m[1] = a
            with pytest.raises(ValueError, match="integer types"):
                next(_for(1.5))
    text = text_of(ctx)
    assert "scf.for %arg2 = %c0 to %0 step %c2 {" in text
    assert "iter_args(%arg3 = %arg0) -> (i32) {" in text and "scf.yield %" in text
    assert "scf.if %" in text and "} else {" in text


def test_functions_calls_and_declarations():
    with mlir_mod_ctx() as ctx:
        @func
        def decl(x: T.i32()) -> T.i32():
            pass

        @func
        def twice(x: T.i32()):
            return x + x

        twice.emit()  # before the caller, at the module's level

        @func(emit=True)
        def caller(x: T.i32(), n: T.index()):
            y = twice(x)
            z = decl(5)
            call(decl.emit(), [True])  # a bool is an int, as mlir-aie's call takes it
            call(decl.emit(), [n])  # an index argument is cast to the parameter's integer type
            call([T.i32()], "decl", [y])
            return z

        with pytest.raises(ValueError, match="Expected 1 arguments"):
            call(decl.emit(), [])
    text = text_of(ctx)
    assert "func.func private @decl(i32) -> i32\n" in text
    assert "func.func @twice(%arg0: i32) -> i32 {" in text
    assert "%0 = call @twice(%arg0) : (i32) -> i32" in text
    assert "call @decl(%c5_i32) : (i32) -> i32" in text
    assert "call @decl(%c1_i32) : (i32) -> i32" in text
    assert "arith.index_cast %arg1 : index to i32" in text


def test_mlir_func_extension():
    with mlir_mod_ctx() as ctx:
        @func_dialect.FuncOp.from_py_func(T.i32(), T.i32())
        def add(a, b):
            return a + b

        f = func_dialect.FuncOp("g", ([T.i32()], []), visibility="private")
        assert f.is_external and f.type.inputs == [T.i32()]
        assert add.func_op.name.value == "add" and len(add.func_op.arguments) == 2
    text = text_of(ctx)
    assert "func.func @add(%arg0: i32, %arg1: i32) -> i32 {" in text
    assert "func.func private @g(i32)\n" in text


def test_region_op_and_finding_ops():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            lock(t, lock_id=0)
            assert isinstance(find_parent_of_type(lambda op: isinstance(op, DeviceOp)), DeviceOp)
            assert get_user_code_loc() is not None and "test_extras.py" in str(get_user_code_loc())
        tiles = find_ops(ctx.module.operation, lambda op: isinstance(op, TileOp))
        assert [int(x.row) for x in tiles] == [2]
        assert find_ops(ctx.module.operation, lambda op: op.name == "aie.lock", single=True).name == "aie.lock"
        my_func = region_op(lambda name: func_dialect.FuncOp(name, ([], [])),
                            terminator=lambda results: func_dialect.ReturnOp(results))

        @my_func("h")
        def h():
            pass
    assert "func.func @h() {\n    return\n  }" in text_of(ctx)


def test_maybe_no_args_decorator():
    @make_maybe_no_args_decorator
    def deco(f, *, tag="none"):
        f.tag = tag
        return f

    @deco
    def a():
        pass

    @deco(tag="x")
    def b():
        pass

    assert (a.tag, b.tag) == ("none", "x")


def test_pass_pipelines_run_aiecs_passes():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            lock(t, sym_name="l")
    p = Pipeline().Device(Pipeline().add_pass("aie-assign-lock-ids"))
    assert str(p) == "builtin.module(aie.device(aie-assign-lock-ids))"
    assert str(Pipeline().aie_assign_buffer_addresses(alloc_scheme="basic-sequential")) == \
        "builtin.module(aie-assign-buffer-addresses{alloc-scheme=basic-sequential})"
    lowered = run_pipeline(ctx.module, p)
    assert '%l = aie.lock(%tile_0_2, 0) {sym_name = "l"}' in str(lowered)
    assert '%l = aie.lock(%tile_0_2) {sym_name = "l"}' in str(ctx.module)  # a copy is lowered
    with pytest.raises(ValueError, match="pass pipeline"):
        run_pipeline(ctx.module, "builtin.module(no-such-pass)")


def test_a_failing_pass_raises_with_its_diagnostics():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            for _ in range(17):
                lock(t)
    with pytest.raises(MlirCompilerError) as e:
        run_pipeline(ctx.module, Pipeline().Device(Pipeline().add_pass("aie-assign-lock-ids")), "locks")
    assert isinstance(e.value, MLIRError) and isinstance(e.value, AiecError)
    assert e.value.message == "locks failed: Failure while executing pass pipeline"
    assert "test_extras.py:" in str(e.value)


def test_numpy_types_as_mlir_types():
    with mlir_mod_ctx():
        ty = np.ndarray[(4, 8), np.dtype[np.int16]]
        assert np_ndarray_type_get_shape(ty) == (4, 8) and np_ndarray_type_get_dtype(ty) is np.int16
        assert np_ndarray_type_to_memref_type(ty) == T.memref(4, 8, T.i16())
        assert try_convert_np_type_to_mlir_type(ty) == T.memref(4, 8, T.i16())
        assert try_convert_np_type_to_mlir_type(np.uint8) == T.ui8()
        # A dtype instance converts as its scalar type does (IRON kernels declare
        # scalar arguments as `np.dtype(np.int32)`).
        assert try_convert_np_type_to_mlir_type(np.dtype(np.int32)) == T.i32()
        assert try_convert_np_type_to_mlir_type(np.dtype("uint8")) == T.ui8()
        assert try_convert_np_type_to_mlir_type(T.f32()) == T.f32()
        assert np_dtype_to_mlir_type(np.dtype("int32")) == T.i32()
        assert str(v16bfp16ebs16.get()) == '!aiex.bfp<"v16bfp16ebs16">'
        assert mlir_type_to_np_dtype(T.f32()) is np.float32
        assert infer_mlir_type(3) == T.i32() and infer_mlir_type(2**31) == T.ui32()
        assert infer_mlir_type(2**40) == T.i64() and infer_mlir_type(1.0) == T.f32()
        assert infer_mlir_type(1e300) == T.f64() and infer_mlir_type(True) == T.bool()
        assert infer_mlir_type(np.zeros((2, 3), np.float32), memref=True) == T.memref(2, 3, T.f32())
        assert get_arg_types([constant(1), 2.0]) == [T.i32(), float]
        with pytest.raises(AttributeError):
            np_dtype_to_mlir_type(np.complex64)


def test_small_helpers():
    assert pack_pad_value(7, 1) == 0x07070707
    assert pack_pad_value(0x1234, 2) == 0x12341234
    assert pack_pad_value(-1, 4) == 0xFFFFFFFF
    with pytest.raises(ValueError, match="8-byte"):
        pack_pad_value(1, 8)
    assert single_elem_or_list_to_list(3) == [3] and single_elem_or_list_to_list([3]) == [3]
    assert list(flatten_fn_args([1, [2, (3, [4])]])) == [1, 2, 3, 4]


def test_vector_builders_take_python_ints():
    from aie.dialects.vector import CombiningKind
    from aie.extras.dialects import vector

    with mlir_mod_ctx() as ctx:
        m = memref.alloc([16], T.i32())
        v = vector.transfer_read(T.vector(8, T.i32()), m, [0], in_bounds=[True])
        assert isinstance(v, vector.VectorValue) and v.shape == (8,)
        v[3], v[2:6]
        vector.insert(v, constant(7), [1])
        vector.reduction(CombiningKind.ADD, v)
        vector.broadcast(T.vector(4, T.i32()), 5)
        vector.shuffle(v, v, [0, 9])
        vector.load_(m, [4], T.vector(4, T.i32()))
        vector.transfer_write(v, m, [8], in_bounds=[True])
        with pytest.raises(ValueError, match="in_bounds cannot be None"):
            vector.transfer_read(T.vector(8, T.i32()), m, [0])
        with pytest.raises(ValueError, match="positions cannot be empty"):
            vector.insert(v, constant(7), [])
    text = text_of(ctx)
    for line in [
        "vector.transfer_read %alloc[%c0], %c0_i32 {in_bounds = [true]} : memref<16xi32>, vector<8xi32>",
        "vector.extract %0[3] : i32 from vector<8xi32>",
        "vector.extract_strided_slice %0 {offsets = [2], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>",
        "vector.insert %c7_i32, %0[1] : i32 into vector<8xi32>",
        "vector.reduction <add>, %0 : vector<8xi32> into i32",
        "vector.broadcast %c5_i32 : i32 to vector<4xi32>",
        "vector.shuffle %0, %0 [0, 9] : vector<8xi32>, vector<8xi32>",
        "vector.load %alloc[%c4] : memref<16xi32>, vector<4xi32>",
        "vector.transfer_write %0, %alloc[%c8] {in_bounds = [true]} : vector<8xi32>, memref<16xi32>",
    ]:
        assert line in text, line


def test_cf_branches_build_their_blocks():
    from aie.dialects.func import FuncOp, ReturnOp
    from aie.extras.dialects import cf
    from aie.ir import FunctionType, InsertionPoint

    with mlir_mod_ctx() as ctx:
        f = FuncOp("f", FunctionType.get([T.bool()], []))
        entry = f.add_entry_block()
        with InsertionPoint(entry):
            branch = cf.cond_br(entry.arguments[0])
            with branch.true:
                ReturnOp([])
            with branch.false:
                cf.br()
    text = text_of(ctx)
    assert "cf.cond_br %arg0, ^bb1, ^bb2" in text and "cf.br ^bb2" in text


def test_memref_globals_and_views():
    with mlir_mod_ctx() as ctx:
        weights = memref.global_(np.arange(4, dtype=np.int32))
        assert memref.get_global("weights").type == memref.get_global(weights).type == T.memref(4, T.i32())
        buf = memref.alloc([64], T.i8())
        v = memref.view(buf, [4], dtype=T.i32(), shift=2)
        assert isinstance(v, memref.MemRefValue) and v.shape == (4,)
        with pytest.raises(RuntimeError, match="couldn't find symbol for nope"):
            memref.get_global("nope")
        with pytest.raises(ValueError, match="a type or an initial value"):
            memref.global_(sym_name="g")
    text = text_of(ctx)
    assert 'memref.global "private" constant @weights : memref<4xi32> = dense<[0, 1, 2, 3]>' in text
    assert text.count("memref.get_global @weights : memref<4xi32>") == 2
    assert "%view = memref.view %alloc[%c8][] : memref<64xi8> to memref<4xi32>" in text


def test_extras_scf_loops_end_with_the_yield_they_call():
    from aie.dialects.func import FuncOp, ReturnOp
    from aie.extras.dialects import scf
    from aie.ir import FunctionType, InsertionPoint

    with mlir_mod_ctx() as ctx:
        f = FuncOp("f", FunctionType.get([], [T.i32()]))
        with InsertionPoint(f.add_entry_block()):
            for _, acc, res in scf.range_(0, 4, iter_args=[constant(0)]):
                assert scf.yield_(acc + 1) == res
            for _ in scf.range_(3):
                assert scf.yield_() is None
            ReturnOp([res])
        with pytest.raises(ValueError, match="not both"):
            scf.yield_(res, results_=[res])
    text = text_of(ctx)
    assert "scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c0_i32) -> (i32) {" in text
    assert "scf.yield %1 : i32" in text and "return %0 : i32" in text


def test_constants_made_to_fold_are_computed_in_python():
    from aie.extras.dialects.arith import ArithValue

    with mlir_mod_ctx() as ctx:
        a, b = ScalarValue(3, dtype=T.i32(), fold=True), ScalarValue(4, dtype=T.i32(), fold=True)
        total = a + b * 2
        assert total.fold() and total.literal_value == 11
        plain = ScalarValue(5, dtype=T.i32())
        assert not (plain * 2).fold()
        assert plain.coerce(2)[1].type == T.i32() and plain.coerce(b)[1] is b
        assert isinstance(ArithValue(7, dtype=T.i16()), ArithValue)
        with pytest.raises(ValueError, match="fold=1 is expected to be a bool"):
            ScalarValue(1, dtype=T.i32(), fold=1)
    text = text_of(ctx)
    assert "%c11_i32 = arith.constant 11 : i32" in text and "arith.addi" not in text
    assert text.count("arith.muli") == 1  # plain * 2 only
