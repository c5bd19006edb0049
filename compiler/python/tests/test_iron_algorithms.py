"""aie.iron.algorithms: the designs transform, transform_binary, their
parallel forms, for_each and reduce build, and the convolution row loops
(docs/python-iron.md)."""

import re

import numpy as np
import pytest

from aie.iron import ExternalFunction, ObjectFifo, Program, Runtime, Worker
from aie.iron.algorithms import (
    for_each,
    reduce,
    row_at_a_time,
    row_at_a_time_tiled,
    row_at_a_time_with_skip,
    sliding_3row,
    transform,
    transform_binary,
    transform_parallel,
    transform_parallel_binary,
)
from aie.iron.algorithms._transform import make_param_descriptor
from aie.iron.device import NPU1Col1, NPU1Col2, NPU2Col1
from aie.utils.hostruntime import set_current_device

from test_iron_program import compiles

VECTOR = np.ndarray[(64,), np.dtype[np.int32]]


@pytest.fixture(autouse=True)
def device():
    set_current_device(NPU1Col1())
    ExternalFunction._instances.clear()
    yield
    set_current_device(None)
    ExternalFunction._instances.clear()


def fifos(text):
    return re.findall(r"aie\.objectfifo @(\w+)\(", text)


def kernel(n_tiles, tile=16, extra=()):
    return ExternalFunction(
        "k",
        source_string="void k();",
        arg_types=[np.ndarray[(tile,), np.dtype[np.int32]]] * n_tiles + list(extra),
    )


def test_transform_of_a_python_function(tmp_path):
    module = transform(lambda x: x + 1, VECTOR)
    text = str(module)
    assert fifos(text) == ["in0", "out"]
    assert "aie.runtime_sequence(%arg0: memref<64xi32>, %arg1: memref<64xi32>)" in text
    assert re.search(r"scf.for %arg1 = %c0_\d+ to %c4 step", text)  # 64 / 16 tiles
    assert "arith.addi" in text
    assert compiles(module, tmp_path)


def test_transform_binary_and_a_kernel_with_parameters():
    text = str(transform_binary(lambda a, b: a * b, VECTOR, tile_size=32))
    assert fifos(text) == ["in0", "in1", "out"] and "arith.muli" in text
    factor = np.ndarray[(1,), np.dtype[np.int32]]
    scaled = kernel(2, extra=[factor, np.int32, np.int32])
    text = str(transform(scaled, VECTOR, factor, 5))
    assert fifos(text) == ["in0", "out", "param0"]
    assert (
        "aie.runtime_sequence(%arg0: memref<64xi32>, %arg1: memref<64xi32>, %arg2: memref<1xi32>)"
        in text
    )
    assert re.search(r"func.call @k\(%\d+, %\d+, %\d+, %c5_i32, %c16_i32\)", text)


def test_transform_parallel_puts_a_worker_on_each_column_and_channel():
    set_current_device(NPU1Col2())
    text = str(transform_parallel(lambda x: x, VECTOR, tile_size=8, num_channels=2))
    assert fifos(text) == [f"in0_{c}_{h}" for c in range(2) for h in range(2)] + [
        f"out_{c}_{h}" for c in range(2) for h in range(2)
    ]
    assert text.count("aie.core(") == 4
    assert "len = 16 sizes = [1, 1, 1, 16] strides = [0, 0, 0, 1]" in text
    assert "offset = 48 len = 16" in text
    text = str(
        transform_parallel_binary(
            kernel(3), VECTOR, tile_size=16, pass_size_to_kernel=False
        )
    )
    assert fifos(text)[:4] == ["in0_0", "in0_1", "in1_0", "in1_1"]
    assert re.search(r"func.call @k\(%\d+, %\d+, %\d+\) :", text)


def test_for_each_fills_and_drains_one_buffer():
    text = str(for_each(lambda x: x + 2, VECTOR, tile_size=8))
    assert fifos(text) == ["in", "out"]
    assert "aie.runtime_sequence(%arg0: memref<64xi32>)" in text
    assert text.count("aie.dma_bd(%arg0") == 2


def test_reduce_calls_the_kernel_once_on_the_whole_input():
    total = ExternalFunction(
        "sum",
        source_string="void sum();",
        arg_types=[VECTOR, np.ndarray[(1,), np.dtype[np.int32]], np.int32],
    )
    text = str(reduce(total, VECTOR, np.ndarray[(1,), np.dtype[np.int32]]))
    assert fifos(text) == ["in", "out"]
    assert re.search(r"func.call @\w*sum\(%\d+, %\d+, %c64_i32\)", text)
    with pytest.raises(TypeError, match="requires an ExternalFunction"):
        reduce(lambda x: x, VECTOR, VECTOR)


@pytest.mark.parametrize(
    "call, error, message",
    [
        (
            lambda: transform(lambda x: x, VECTOR, tile_size=48),
            ValueError,
            "must be a multiple of tile size",
        ),
        (
            lambda: transform(lambda x: x, np.int32),
            TypeError,
            "transform expects a numpy ndarray type",
        ),
        (
            lambda: transform(kernel(2, tile=8), VECTOR),
            ValueError,
            "does not match ExternalFunction",
        ),
        (lambda: for_each(lambda x: x, "x"), TypeError, "for_each expects"),
        (
            lambda: transform_parallel(lambda x: x, VECTOR, num_channels=3),
            ValueError,
            "num_channels must be 1 or 2",
        ),
        (
            lambda: transform_parallel(lambda x: x, VECTOR, np.int32, num_channels=2),
            ValueError,
            "not supported together with shared",
        ),
        (lambda: make_param_descriptor(3), TypeError, "make_param_descriptor expects"),
    ],
)
def test_bad_requests(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_parallel_transforms_divide_the_tensor_by_every_lane():
    set_current_device(NPU1Col2())
    with pytest.raises(ValueError, match=r"num_channels \(16 × 2 × 1 = 32\)"):
        transform_parallel(lambda x: x, np.ndarray[(48,), np.dtype[np.int32]])


def test_the_generators_need_a_device(monkeypatch):
    # No device set and no NPU runtime to ask (the simulated NPU is one).
    import aie.utils

    monkeypatch.setattr(aie.utils, "_get_default_npu_runtime", lambda: None)
    set_current_device(None)
    with pytest.raises(
        RuntimeError, match="iron.algorithms.transform requires an active NPU device"
    ):
        transform(lambda x: x, VECTOR)


def run_rows(loop, n_in, **kwargs):
    """The core body of a Worker running ``loop`` over fifos in → out (and
    more inputs), as text."""
    calls = []
    ins = [ObjectFifo(VECTOR, name=f"i{n}", depth=3) for n in range(n_in)]
    out = ObjectFifo(VECTOR, name="o")

    def body(*ends):
        loop(*ends, do_kernel=lambda *args: calls.append(len(args)), **kwargs)

    worker = Worker(
        body,
        [ins[0].cons(), out.prod(), *[f.cons() for f in ins[1:]]],
        while_true=False,
    )
    others = [Worker(None, [f.prod()]) for f in ins] + [Worker(None, [out.cons()])]
    text = str(
        Program(
            NPU2Col1(), Runtime(lambda: None), workers=[worker, *others]
        ).resolve_program()
    )
    core = text[text.index("aie.core(%logical_core)") : text.index("aie.end")]
    return core, calls


def test_row_loops():
    core, calls = run_rows(row_at_a_time, 1, n_rows=5)
    assert calls == [3] and "to %c5 step" in core
    assert core.count("aie.objectfifo.acquire @i0(Consume, 1)") == 1
    core, calls = run_rows(row_at_a_time_tiled, 1, n_rows=2, n_tiles_per_row=3)
    assert calls == [3] and "to %c2 step" in core and "to %c3 step" in core
    core, calls = run_rows(
        lambda a, b, c, **kw: row_at_a_time_with_skip(a, b, c, **kw), 2, n_rows=4
    )
    assert calls == [4] and "aie.objectfifo.release @i1(Consume, 1)" in core


def test_sliding_window_phases():
    core, calls = run_rows(sliding_3row, 1, n_out_rows=6)
    assert calls == [6, 6, 6]
    acquires = re.findall(r"aie.objectfifo.acquire @i0\(Consume, (\d)\)", core)
    releases = re.findall(r"aie.objectfifo.release @i0\(Consume, (\d)\)", core)
    assert acquires == ["2", "3", "2"] and releases == ["1", "2"]
    assert "to %c4 step" in core


def test_weights_are_acquired_around_the_rows():
    weights = ObjectFifo(VECTOR, name="w")
    core_text = {}

    def body(src, dst, wts):
        row_at_a_time(
            src,
            dst,
            n_rows=2,
            do_kernel=lambda r, o, w: core_text.setdefault("w", w),
            of_wts=wts,
        )

    a, b = ObjectFifo(VECTOR, name="a"), ObjectFifo(VECTOR, name="b")
    worker = Worker(body, [a.cons(), b.prod(), weights.cons()], while_true=False)
    others = [Worker(None, [a.prod(), weights.prod()]), Worker(None, [b.cons()])]
    text = str(
        Program(
            NPU2Col1(), Runtime(lambda: None), workers=[worker, *others]
        ).resolve_program()
    )
    assert core_text["w"] is not None
    body_text = text[text.index("aie.core(%logical_core)") :]
    assert body_text.index("acquire @w(") < body_text.index("scf.for %arg1")
    assert body_text.index("release @w(") > body_text.index("release @b(")
