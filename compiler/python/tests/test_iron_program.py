"""aie.iron's Program and Worker: what a whole design resolves to, in which
order, and that aiec compiles it to a control-code ELF
(docs/python-iron.md)."""

import subprocess

import numpy as np
import pytest

from aie.dialects._aie_enum_gen import AIETileType
from aie.ir import MLIRError
from aie.iron import (
    Buffer,
    Kernel,
    ObjectFifo,
    Program,
    Runtime,
    TaskGroup,
    Worker,
)
from aie.iron.controlflow import range_
from aie.iron.device import AnyComputeTile, NPU1Col1, NPU2, Tile
from aie.helpers.dialects.func import func

LINE = np.ndarray[(64,), np.dtype[np.int32]]
TENSOR = np.ndarray[(256,), np.dtype[np.int32]]


def aiec():
    """aiec's binary, or skip (the Rust build puts it in target/)."""
    from aie.utils import config

    try:
        return config.tool_path("aiec")
    except RuntimeError as e:
        pytest.skip(f"no aiec binary: {e}")


def compiles(module, tmp_path, name="design"):
    """Whether aiec compiles the module to a control-code ELF."""
    source = tmp_path / f"{name}.mlir"
    source.write_text(str(module))
    elf = tmp_path / f"{name}.elf"
    done = subprocess.run(
        [aiec(), str(source), "--emit=ctrl-elf", "-o", str(elf)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return elf.read_bytes()[:4] == b"\x7fELF"


def pipeline():
    """Two Workers in a row (add 1, then double) between the host's buffers."""
    of_in, of_mid, of_out = (ObjectFifo(LINE, name=n) for n in ("in", "mid", "out"))

    def add_one(src, dst):
        for _ in range_(4):
            x, y = src.acquire(1), dst.acquire(1)
            for i in range_(64):
                y[i] = x[i] + 1
            src.release(1)
            dst.release(1)

    first = Worker(add_one, [of_in.cons(), of_mid.prod()], while_true=False)
    second = Worker(add_one, [of_mid.cons(), of_out.prod()], while_true=False)

    def sequence(a, b, fill, drain):
        fill.fill(a)
        drain.drain(b, wait=True)

    rt = Runtime(sequence, [TENSOR, TENSOR, of_in.prod(), of_out.cons()])
    return Program(NPU1Col1(), rt, workers=[first, second])


def test_a_program_resolves_in_order(tmp_path):
    text = str(pipeline().resolve_program())
    order = [
        "aie.device(npu1_1col) {",
        "%logical_core = aie.logical_tile<CoreTile>(?, ?)",
        "%logical_core_0 = aie.logical_tile<CoreTile>(?, ?)",
        "%logical_shim_noc = aie.logical_tile<ShimNOCTile>(?, ?)",
        "%logical_shim_noc_1 = aie.logical_tile<ShimNOCTile>(?, ?)",
        "aie.objectfifo @in(%logical_shim_noc, {%logical_core}, 2 : i32)",
        "aie.objectfifo @mid(%logical_core, {%logical_core_0}, 2 : i32)",
        "aie.objectfifo @out(%logical_core_0, {%logical_shim_noc_1}, 2 : i32)",
        "aie.core(%logical_core) {",
        "arith.addi",
        "aie.core(%logical_core_0) {",
        "aie.runtime_sequence(%arg0: memref<256xi32>, %arg1: memref<256xi32>) {",
    ]
    position = 0
    for piece in order:
        position = text.index(piece, position) + len(piece)
    assert text.count("aie.logical_tile") == 4


def test_a_program_compiles_to_a_control_code_elf(tmp_path):
    assert compiles(pipeline().resolve_program(), tmp_path)


def test_the_device_symbol_can_be_named():
    rt = Runtime(lambda: None)
    text = str(Program(NPU1Col1(), rt, workers=[Worker(None)]).resolve_program("dev"))
    assert "aie.device(npu1_1col) @dev {" in text


def test_program_arguments_are_checked():
    rt = Runtime(lambda: None)
    with pytest.raises(
        ValueError, match="Program requires a device, but none was selected"
    ):
        Program(None, rt)
    with pytest.raises(TypeError, match="device must be a Device"):
        Program("npu1", rt)
    with pytest.raises(TypeError, match="rt must be a Runtime"):
        Program(NPU1Col1(), lambda: None)
    with pytest.raises(TypeError, match="workers must be Workers"):
        Program(NPU1Col1(), rt, workers=[lambda: None])


def test_a_design_that_does_not_verify_is_an_error():
    a = ObjectFifo(LINE, name="a", dims_to_stream=[(2, 32), (32, 1)])

    def sequence(x, fill):
        fill.fill(x)

    rt = Runtime(sequence, [LINE, a.prod()])
    program = Program(NPU1Col1(), rt, workers=[Worker(None, [a.cons()])])
    with pytest.raises(MLIRError, match="not supported on shim tile producers"):
        program.resolve_program()


def test_workers():
    with pytest.raises(
        ValueError, match="Worker requires a compute tile, but got tile_type=MemTile"
    ):
        Worker(None, tile=Tile(0, 1, tile_type=AIETileType.MemTile))
    with pytest.raises(TypeError, match="core_fn must be callable"):
        Worker("body")
    with pytest.raises(TypeError, match="Worker tile must be a Tile"):
        Worker(None, tile=(0, 2))
    mine = Tile(0, 2, tile_type=AIETileType.CoreTile)
    assert Worker(None, tile=mine).tile is mine
    schemed = Worker(None, tile=mine, allocation_scheme="bank-aware")
    assert schemed.tile is not mine and schemed.tile.allocation_scheme == "bank-aware"
    assert Worker(None, tile=None).tile is not AnyComputeTile
    grid = Worker.grid(2, 3, lambda r, c: Worker(None, stack_size=r * 10 + c))
    assert [[w.stack_size for w in row] for row in grid] == [[0, 1, 2], [10, 11, 12]]
    a = ObjectFifo(LINE)
    nested = Worker(None, [[a.cons()], ("x", Buffer(LINE))])
    assert len(nested.flat_fn_args) == 3 and nested.fifos == [a._cons[0]]
    assert len(nested.buffers) == 1


def test_worker_options_and_kernels_reach_the_core():
    kernel = Kernel("scale", "scale.o", [LINE, np.int32])
    a = ObjectFifo(LINE, name="a")

    def body(end, k):
        x = end.acquire(1)
        k(x, 3)
        end.release(1)

    worker = Worker(
        body,
        [a.cons(), kernel],
        stack_size=2048,
        dynamic_objfifo_lowering=True,
        allocation_scheme="basic-sequential",
    )
    text = str(
        Program(
            NPU2(), Runtime(lambda: None), workers=[worker, Worker(None, [a.prod()])]
        ).resolve_program()
    )
    assert (
        '%logical_core = aie.logical_tile<CoreTile>(?, ?) {allocation_scheme = "basic-sequential"}'
        in text
    )
    assert text.index(
        'func.func private @scale(memref<64xi32>, i32) attributes {link_with = "scale.o"}'
    ) < text.index("aie.core(")
    assert "func.call @scale(" in text
    assert "} {dynamic_objfifo_lowering = true, stack_size = 2048 : i32}" in text


def test_python_functions_given_to_workers_are_emitted_once(tmp_path):
    @func
    def copy(src: LINE, dst: LINE, n: np.int32):
        for i in range_(n):
            dst[i] = src[i]

    a, b = ObjectFifo(LINE, name="a"), ObjectFifo(LINE, name="b")

    def body(src, dst, fn):
        x, y = src.acquire(1), dst.acquire(1)
        fn(x, y, 64)
        src.release(1)
        dst.release(1)

    workers = [Worker(body, [a.cons(), b.prod(), copy])]

    def sequence(x, y, fill, drain):
        fill.fill(x)
        drain.drain(y, wait=True)

    rt = Runtime(sequence, [LINE, LINE, a.prod(), b.cons()])
    module = Program(NPU1Col1(), rt, workers=workers).resolve_program()
    text = str(module)
    assert text.count("func.func @copy(") == 1
    assert compiles(module, tmp_path)


def test_parallel_columns_compile(tmp_path):
    """A Worker per column of NPU2 with its own fifos, its buffer's part
    moved by grouped tasks."""
    columns = 8
    ins = [ObjectFifo(LINE, name=f"in{c}") for c in range(columns)]
    outs = [ObjectFifo(LINE, name=f"out{c}") for c in range(columns)]
    workers = [Worker(None, [ins[c].cons(), outs[c].prod()]) for c in range(columns)]
    whole = np.ndarray[(64 * columns,), np.dtype[np.int32]]

    def sequence(x, y, fills, drains):
        group = TaskGroup()
        for c in range(columns):
            fills[c].fill(
                x,
                group=group,
                offset=64 * c,
                sizes=[1, 1, 1, 64],
                strides=[0, 0, 0, 1],
                transfer_len=64,
            )
            drains[c].drain(
                y,
                group=group,
                wait=True,
                offset=64 * c,
                sizes=[1, 1, 1, 64],
                strides=[0, 0, 0, 1],
                transfer_len=64,
            )
        group.finish()

    rt = Runtime(
        sequence, [whole, whole, [f.prod() for f in ins], [f.cons() for f in outs]]
    )
    module = Program(NPU2(), rt, workers=workers).resolve_program()
    assert str(module).count("aiex.dma_await_task") == columns
    assert compiles(module, tmp_path)
