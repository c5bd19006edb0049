"""The builders of mlir-python-extras' parallel loops and regions
(``aie.extras.dialects.scf``: ``parallel``, ``parallel_``, ``reduce``,
``another_reduce``, ``forall``, ``forall_``, ``in_parallel``,
``execute_region``), stack allocations (``aie.extras.dialects.memref``:
``alloca``, ``alloca_scope``) and ``vector.outerproduct`` (``outerproduct``,
the infix ``outer``), with upstream's signatures: the IR they build, and a
core built with them run by aie-sim."""

import subprocess

import numpy as np
import pytest

import aie.extras.types as T
from aie.dialects.aie import AIEDevice, ObjectFifoPort, core, device, object_fifo, tile
from aie.dialects.aiex import dma_wait, npu_dma_memcpy_nd, runtime_sequence
from aie.dialects.vector import CombiningKind
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import memref, scf, vector
from aie.extras.dialects.arith import constant, index_cast
from aie.helpers.dialects.func import func
from aie.dialects import arith as arith_dialect
from aie.ir import InsertionPoint, Module


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def test_parallel_loops_with_reductions():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(m: T.memref(4, 8, T.i32()), n: T.i32()):
            for i, j in scf.parallel([4, 8]):
                m[i, j] = n
                scf.reduce_()
            zero = constant(0)
            op = scf.ParallelOp([constant(0, index=True)], [constant(4, index=True)],
                                [constant(1, index=True)], inits=[zero, zero])
            assert len(op.induction_variables) == 1 and len(op.results) == 2
            with InsertionPoint(op.body):
                v = m[op.induction_variables[0], 0]
                red = scf.reduce_(v, v)

                @scf.another_reduce(red)
                def add(a: T.i32(), b: T.i32()):
                    return a + b

                @scf.another_reduce(red)
                def biggest(a: T.i32(), b: T.i32()):
                    return arith_dialect.maxsi(a, b)

            @scf.parallel_([0], [index_cast(n)], [2])
            def body(k):
                m[k, k] = n

            m[0, 0] = op.results[0]
    text = text_of(ctx)
    for line in [
        "scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c4, %c8) step (%c1, %c1_1) {",
        "%0:2 = scf.parallel (%arg2) = (%c0_2) to (%c4_3) step (%c1_4) init (%c0_i32, %c0_i32) -> (i32, i32) {",
        "scf.reduce(%2, %2 : i32, i32) {",
        "^bb0(%arg3: i32, %arg4: i32):",
        "%3 = arith.addi %arg3, %arg4 : i32",
        "}, {",
        "%3 = arith.maxsi %arg3, %arg4 : i32",
        "scf.reduce.return %3 : i32",
        "scf.parallel (%arg2) = (%c0_5) to (%1) step (%c2) {",
        "memref.store %0#0, %arg0[%c0_6, %c0_7] : memref<4x8xi32>",
    ]:
        assert line in text, line
    # MLIR prints scf.parallel's terminator, here without reductions.
    assert text.count("scf.reduce \n") == 2


def test_reduce_region_decorator_and_signatures():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(m: T.memref(8, T.f32())):
            zero = constant(0.0)
            op = scf.ParallelOp([constant(0, index=True)], [constant(8, index=True)],
                                [constant(1, index=True)], inits=[zero])
            with InsertionPoint(op.body):
                v = m[op.induction_variables[0]]

                @scf.reduce(v)
                def add(a: T.f32(), b: T.f32()):
                    return a + b

            m[0] = op.results[0]
            with pytest.raises(ValueError, match="does not support operands"):
                scf._parallel_terminator([zero])
    text = text_of(ctx)
    assert "%0 = scf.parallel (%arg1) = (%c0) to (%c8) step (%c1) init (%cst) -> f32 {" in text
    assert "scf.reduce(%1 : f32) {" in text
    assert "%2 = arith.addf %arg2, %arg3 : f32" in text
    assert "scf.reduce.return %2 : f32" in text


def test_forall_loops_and_in_parallel():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(m: T.memref(4, 4, T.i32()), n: T.i32()):
            for i, j in scf.forall([4, 4]):
                m[i, j] = n
                scf.in_parallel_()

            @scf.forall_([1], [7], [3])
            def body(i):
                m[i, i] = n

            op = scf.ForallOp([0], [4], [1])
            assert op.rank == 1 and len(op.induction_variables) == 1 and len(op.inner_iter_args) == 0
            with InsertionPoint(op.body):
                m[op.induction_variables[0], 0] = n
            assert isinstance(op.terminator(), scf.InParallelOp)
            assert op.terminator() is not None
            op2 = scf.ForallOp([0, 1], [4, constant(8, index=True)], [1, 2])
            assert op2.rank == 2
            with InsertionPoint(op2.body):
                @scf.in_parallel
                def nothing():
                    pass
            with pytest.raises(ValueError, match="at most one"):
                scf.in_parallel_([1, 2])
    text = text_of(ctx)
    # Bounds given as index constants of 0 and 1 read as MLIR's normalized form.
    assert "scf.forall (%arg2, %arg3) in (%c4, %c4_1) {" in text
    assert "scf.forall (%arg2) = (%c1_3) to (%c7) step (%c3) {" in text
    assert "scf.forall (%arg2) in (4) {" in text
    assert "scf.forall (%arg2, %arg3) = (0, 1) to (4, %c8) step (1, 2) {" in text
    assert "scf.forall.in_parallel" not in text


def test_execute_region_and_stack_allocations():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(n: T.i32()):
            a = memref.alloca([4], T.i32())
            b = memref.alloca([2, 2], T.f32(), alignment=64)
            assert isinstance(a, memref.MemRefValue) and a.shape == (4,)
            a[0] = n

            @scf.execute_region([T.i32()])
            def region():
                scf.yield_(a[0] + 1)

            @memref.alloca_scope([])
            def scope():
                c = memref.alloca([8], T.i16())
                c[1] = constant(3, T.i16())

            @memref.alloca_scope([T.i32()])
            def scope2():
                memref.AllocaScopeReturnOp([n])

            b[0, 0] = constant(1.0)
    text = text_of(ctx)
    assert "%alloca = memref.alloca() : memref<4xi32>" in text
    assert "%alloca_0 = memref.alloca() {alignment = 64 : i64} : memref<2x2xf32>" in text
    assert "%0 = scf.execute_region -> i32 {" in text
    assert "scf.yield %3 : i32" in text
    assert "memref.alloca_scope  {" in text
    assert "%1 = memref.alloca_scope  -> (i32) {" in text
    assert "memref.alloca_scope.return %arg0 : i32" in text


def test_outer_products():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.vector(4, T.f32()), b: T.vector(8, T.f32()), acc: T.vector(4, 8, T.f32()), s: T.f32()):
            p = vector.outerproduct(a, b)
            assert p.type == T.vector(4, 8, T.f32())
            vector.outerproduct(a, b, acc, kind=CombiningKind.MAXNUMF)
            vector.outer(a, b, acc)
            a @ vector.outer @ b
            a @ vector.outer(acc, kind=CombiningKind.MUL) @ b
            axpy = vector.outerproduct(a, s)
            assert axpy.type == T.vector(4, T.f32())
    text = text_of(ctx)
    assert "%0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>" in text
    for kind in ["maxnumf", "add", "mul"]:
        line = f"vector.outerproduct %arg0, %arg1, %arg2 {{kind = #vector.kind<{kind}>}} : vector<4xf32>, vector<8xf32>"
        assert line in text, line
    assert text.count("vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>") == 2
    assert "vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32" in text


def test_a_core_built_with_them_runs(tmp_path):
    """A core summing a scratch matrix (filled by a 2-D parallel loop) by a
    reduction, and writing an outer product, built in Python and run."""
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            shim, ct = tile(0, 0), tile(0, 2)
            out = object_fifo("out", ct, shim, 1, T.memref(16, T.i32()))

            @core(ct)
            def core_body():
                dst = out.acquire(ObjectFifoPort.Produce, 1)
                scratch = memref.alloca([4, 4], T.i32())
                for i, j in scf.parallel([4, 4]):
                    scratch[i, j] = index_cast(i, to=T.i32()) * 4 + index_cast(j, to=T.i32())
                    scf.reduce_()
                zero = constant(0)
                op = scf.ParallelOp([constant(0, index=True)], [constant(16, index=True)],
                                    [constant(1, index=True)], inits=[zero])
                with InsertionPoint(op.body):
                    k = op.induction_variables[0]
                    four = constant(4, index=True)
                    v = scratch[k // four, k % four]

                    @scf.reduce(v)
                    def add(a: T.i32(), b: T.i32()):
                        return a + b

                dst[0] = op.results[0]
                lhs = constant(np.array([1, 2], dtype=np.int32), vector=True)
                rhs = constant(np.array([3, 4, 5], dtype=np.int32), vector=True)
                prod = vector.outerproduct(lhs, rhs)
                flat = vector.shape_cast(T.vector(6, T.i32()), prod)
                vector.transfer_write(flat, dst, [1], in_bounds=[True])
                out.release(ObjectFifoPort.Produce, 1)

            @runtime_sequence(T.memref(16, T.i32()))
            def seq(o):
                npu_dma_memcpy_nd(out, 0, o, sizes=[1, 1, 1, 16], issue_token=True)
                dma_wait(out)
    text = text_of(ctx)
    design = tmp_path / "design.mlir"
    design.write_text(text)
    expected = tmp_path / "expected.bin"
    np.array([120, 3, 4, 5, 6, 8, 10] + [0] * 9, dtype=np.int32).tofile(expected)
    from aie.utils import config

    try:
        sim = config.tool_path("aie-sim")
    except RuntimeError as e:
        pytest.skip(f"no aie-sim binary: {e}")
    done = subprocess.run([sim, str(design), "--expect", f"0={expected}"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "(16 × i32): matches" in done.stderr + done.stdout
