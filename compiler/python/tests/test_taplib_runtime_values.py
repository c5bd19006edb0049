"""Tensor access patterns over values known only at run time (a runtime
sequence's scalar arguments), as mlir-aie's newest taplib takes them: the
checks a value defeats now are cf.asserts where the sequence runs, unsigned
scalars are widened (emitc.cast) before the signed checks, and the BD takes
the values with their types; a length the sizes give at run time is left
out."""

import numpy as np
import pytest

from aie.helpers.taplib import TensorAccessPattern
from aie.iron import ObjectFifo, Program, Runtime
from aie.iron.device import NPU1Col1

N = 1024


def _program(seq, scalars):
    vec = np.ndarray[(N,), np.dtype[np.int32]]
    tile = np.ndarray[(8,), np.dtype[np.int32]]
    of_in = ObjectFifo(tile, name="in")
    of_out = of_in.cons().forward(name="out")
    rt = Runtime(seq, [vec, vec, *scalars, of_in.prod(), of_out.cons()])
    return str(Program(NPU1Col1(), rt).resolve_program())


def test_a_run_time_size_is_asserted_and_kept_in_the_bd():
    def seq(a, b, rows, fill, drain):
        fill.fill(a, tap=TensorAccessPattern((N,), 8, [1, 2, rows, 8], [0, 512, 8, 1]))
        drain.drain(b, wait=True)

    text = _program(seq, [np.int32])
    assert 'cf.assert %0, "All sizes must be >= 1, but got [1, 2, <runtime>, 8]"' in text
    assert "arith.cmpi sge, %arg2, %c1_i32 : i32" in text
    assert "offset = 8 sizes = [1, 2, %arg2 : i32, 8] strides = [0, 512, 8, 1])" in text


def test_unsigned_scalars_are_widened_first():
    def seq(a, b, at, rows, fill, drain):
        fill.fill(a, tap=TensorAccessPattern((N,), at, [1, 1, rows, 8], [0, 0, 8, 1]))
        drain.drain(b, wait=True)

    text = _program(seq, [np.uint32, np.uint16])
    assert "%arg2: ui32, %arg3: ui16" in text
    assert "emitc.cast %arg2 : ui32 to i64" in text
    assert "emitc.cast %arg3 : ui16 to i32" in text
    assert "offset = %0 : i64 sizes = [1, 1, %1 : i32, 8]" in text


def test_a_run_time_offset_keeps_the_static_length():
    def seq(a, b, at, fill, drain):
        fill.fill(a, tap=TensorAccessPattern((N,), at, [1, 1, 4, 8], [0, 0, 8, 1]))
        drain.drain(b, wait=True)

    text = _program(seq, [np.int64])
    assert "offset = %arg2 : i64 len = 32 sizes = [1, 1, 4, 8]" in text


def test_a_static_bad_size_still_raises():
    with pytest.raises(ValueError, match=r"All sizes must be >= 1, but got \[1, 0\]"):
        TensorAccessPattern((N,), 0, [1, 0], [8, 1])
