"""aie.iron's runtime sequence: Runtime's arguments, fill/drain, task
groups, unmanaged tasks, range_ with tasks, scratchpad parameters,
barriers (docs/python-iron.md)."""

import re

import numpy as np
import pytest

from aie.dialects._aie_enum_gen import AIETileType
from aie.extras.context import mlir_mod_ctx
from aie.helpers.taplib import TensorAccessPattern
from aie.iron import (
    ObjectFifo,
    Program,
    Runtime,
    RuntimeData,
    ScratchpadParameter,
    Task,
    TaskGroup,
    Worker,
    WorkerRuntimeBarrier,
    sync_parameters,
)
from aie.iron.controlflow import range_, yield_
from aie.iron.device import NPU1Col1, NPU2Col1, Tile
from aie.iron.runtime.runtime import IronRuntimeError
from aie.utils.compile.jit.context import compile_context

I32 = np.ndarray[(16,), np.dtype[np.int32]]


def design(seq, extra=(), device=NPU1Col1, fifos=2):
    """A Worker between fifos ``a`` (in) and ``b`` (out); the runtime gets
    two buffers, ``extra`` arguments, then the runtime ends of a and b."""
    a, b = ObjectFifo(I32, name="a"), ObjectFifo(I32, name="b")
    worker = Worker(None, [a.cons(), b.prod()])
    rt = Runtime(seq, [I32, I32, *extra, a.prod(), b.cons()])
    return str(Program(device(), rt, workers=[worker]).resolve_program())


def sequence_of(text):
    return text[text.index("aie.runtime_sequence") :]


def ops(text, name):
    return re.findall(rf"aiex\.{name}\((%\d+)\)", text)


def test_fill_and_drain_use_dma_tasks_awaited_then_freed():
    def seq(x, y, a, b):
        a.fill(x)
        b.drain(y, wait=True)

    text = sequence_of(design(seq))
    assert text.startswith(
        "aie.runtime_sequence(%arg0: memref<16xi32>, %arg1: memref<16xi32>)"
    )
    assert (
        "aiex.dma_configure_task_for @a {" in text
        and "aiex.dma_configure_task_for @b {" in text
    )
    assert (
        "aie.dma_bd(%arg0 : memref<16xi32> offset = 0 len = 16 sizes = [1, 1, 1, 16] strides = [0, 0, 0, 1])"
        in text
    )
    assert text.count("{issue_token = true}") == 1
    started = ops(text, "dma_start_task")
    assert ops(text, "dma_await_task") == started[1:]
    assert ops(text, "dma_free_task") == started
    assert text.index("aiex.dma_await_task") < text.index("aiex.dma_free_task")


def test_runtime_arguments_types_ints_and_objects():
    seen = {}

    def seq(x, y, scalar, folded, label, a, b):
        seen.update(x=x, scalar=scalar, folded=folded, label=label, a=a)

    text = design(seq, extra=[np.int32, 7, "label"])
    assert isinstance(seen["x"], RuntimeData) and seen["x"].arr_type is I32
    assert not seen["x"].is_scalar and seen["label"] == "label"
    assert "%arg2: i32" in text and "%c7_i32 = arith.constant 7 : i32" in text
    assert str(seen["scalar"].type) == "i32"
    assert seen["a"].handle_type == "prod"
    assert (
        RuntimeData(np.int32).is_scalar
        and RuntimeData(np.ndarray[(), np.dtype[np.int8]]).is_scalar
    )


def test_runtime_data():
    data = RuntimeData(np.ndarray[(4, 8), np.dtype[np.int16]])
    assert (tuple(data.shape), data.dtype) == ((4, 8), np.int16)
    tap = data.default_tap()
    assert (tap.sizes, tap.strides) == ([1, 1, 4, 8], [0, 0, 8, 1])
    with pytest.raises(
        ValueError, match="Cannot get operation for RuntimeData before it is set"
    ):
        data.op
    data.op = "value"
    with pytest.raises(ValueError, match="more than once"):
        data.op = "other"


def test_runtime_checks_its_body():
    with pytest.raises(TypeError, match="seq_fn must be callable"):
        Runtime("seq")
    a = ObjectFifo(I32)
    with pytest.raises(RuntimeError, match="No active runtime sequence"):
        with mlir_mod_ctx():
            a.prod().fill(RuntimeData(I32))
    with pytest.raises(
        RuntimeError, match="TaskGroup\\(\\) must be constructed within"
    ):
        TaskGroup()


def mixed(x, y, a, b):
    """Transfers in the default group and in a finished explicit one."""
    a.fill(x)
    group = TaskGroup()
    b.drain(y, group=group)
    group.finish()


@pytest.mark.parametrize(
    "body, error, message",
    [
        (
            lambda x, y, a, b: b.fill(x),
            ValueError,
            "fill\\(\\) is only valid on a producer",
        ),
        (
            lambda x, y, a, b: a.drain(y),
            ValueError,
            "drain\\(\\) is only valid on a consumer",
        ),
        (
            lambda x, y, a, b: a.fill("x"),
            ValueError,
            "Expected a RuntimeData source/dest",
        ),
        (
            lambda x, y, a, b: a.fill(RuntimeData(I32)),
            ValueError,
            "is not a RuntimeData object declared",
        ),
        (
            lambda x, y, a, b: a.fill(x, tap=x.default_tap(), sizes=[16]),
            ValueError,
            "Pass either tap or sizes",
        ),
        (
            lambda x, y, a, b: a.fill(x, managed=False, group=TaskGroup()),
            ValueError,
            "unmanaged transfer",
        ),
        (
            lambda x, y, a, b: TaskGroup(),
            IronRuntimeError,
            "Failed to close task groups: TaskGroup\\(1\\)",
        ),
        (
            lambda x, y, a, b: mixed(x, y, a, b),
            IronRuntimeError,
            "Mixing explicit task groups and the default task group is prohibited",
        ),
    ],
)
def test_bad_sequence_bodies(body, error, message):
    with pytest.raises(error, match=message):
        design(body)


def test_task_groups_finish_in_their_order():
    def seq(x, y, a, b):
        inputs = TaskGroup()
        a.fill(x, group=inputs)
        inputs.finish()
        outputs = TaskGroup()
        b.drain(y, group=outputs, wait=True)
        a.fill(x, group=outputs)
        outputs.finish()
        assert (inputs.group_id, outputs.group_id) == (1, 2)
        assert str(outputs) == "TaskGroup(2)"

    text = sequence_of(design(seq))
    first, second, third = ops(text, "dma_start_task")
    events = re.findall(r"aiex\.(dma_\w+_task)\((%\d+)\)", text)
    assert events == [
        ("dma_start_task", first),
        ("dma_free_task", first),
        ("dma_start_task", second),
        ("dma_start_task", third),
        ("dma_await_task", second),
        ("dma_free_task", second),
        ("dma_free_task", third),
    ]


def test_mixing_groups_is_allowed_when_not_strict():
    def seq(x, y, a, b):
        a.fill(x)
        group = TaskGroup()
        b.drain(y, group=group, wait=True)
        group.finish()

    a, b = ObjectFifo(I32, name="a"), ObjectFifo(I32, name="b")
    rt = Runtime(seq, [I32, I32, a.prod(), b.cons()], strict_task_groups=False)
    text = str(
        Program(
            NPU1Col1(), rt, workers=[Worker(None, [a.cons(), b.prod()])]
        ).resolve_program()
    )
    assert text.count("aiex.dma_free_task") == 2


def test_unmanaged_tasks_are_carried_through_loops():
    carried_types = []

    def seq(x, y, a, b):
        task = a.fill(x, managed=False, wait=True)
        assert isinstance(task, Task)
        for _, held, results in range_(3, iter_args=[task], insert_yield=False):
            carried_types.append((type(held), type(results)))
            held.await_()
            held.free()
            yield_([held])
        b.drain(y, wait=True)

    text = sequence_of(design(seq))
    assert carried_types == [(Task, Task)]
    assert re.search(
        r"scf.for %arg2 = %c0 to %c3 step %c1 iter_args\(%arg3 = %(\d+)\) -> \(index\)",
        text,
    )
    assert "aiex.dma_await_task(%arg3)" in text and "aiex.dma_free_task(%arg3)" in text
    assert "scf.yield %arg3 : index" in text


def test_range_without_tasks_is_scf_for():
    def seq(x, y, a, b):
        for _ in range_(2, 10, 4):
            a.fill(x)

    text = sequence_of(design(seq))
    assert "scf.for %arg2 = %c2 to %c10 step %c4 {" in text


def test_explicit_patterns_packets_and_offsets():
    offset = ScratchpadParameter("off", np.int32)

    def seq(x, y, a, b):
        a.fill(
            x,
            TensorAccessPattern((1, 16), 8, [1, 1, 2, 4], [0, 0, 4, 1]),
            packet=(0, 3),
        )
        a.fill(
            x,
            sizes=[1, 1, 1, 8],
            strides=[0, 0, 0, 1],
            offset=4,
            transfer_len=8,
            offset_parameter=offset,
        )
        a.fill(x, offset_parameter="named")
        b.drain(y, wait=True)
        sync_parameters()

    text = design(seq, device=NPU2Col1)
    assert (
        "aie.dma_bd(%arg0 : memref<16xi32> offset = 8 len = 8 sizes = [1, 1, 2, 4] strides = [0, 0, 4, 1]) "
        "{packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}" in text
    )
    assert (
        "offset = 4 len = 8 sizes = [1, 1, 1, 8] strides = [0, 0, 0, 1]) {offset_parameter = @off}"
        in text
    )
    assert "{offset_parameter = @named}" in text
    assert "aiex.sync_scratchpad_parameters_from_host" in text
    # a parameter only the sequence names is declared after the device
    assert text.rstrip().endswith("aiex.scratchpad_parameter @off : i32\n}")


def test_sync_parameters_needs_a_sequence():
    with pytest.raises(RuntimeError, match="No active runtime sequence"):
        sync_parameters()


def test_worker_scratchpad_parameters_are_declared_first_and_read_in_cores():
    length = ScratchpadParameter("len", np.int16)
    assert (length.name, length.dtype) == ("len", np.int16)
    with pytest.raises(ValueError, match="non-empty string"):
        ScratchpadParameter("", np.int32)
    values = []
    worker = Worker(lambda p: values.append(p.read()), [length], while_true=False)
    text = str(
        Program(NPU1Col1(), Runtime(lambda: None), workers=[worker]).resolve_program()
    )
    assert text.startswith(
        "module {\n  aiex.scratchpad_parameter @len : i16\n  aie.device(npu1_1col)"
    )
    assert "aiex.read_scratchpad_parameter @len : i16" in text
    assert str(values[0].type) == "i16"


def test_a_full_elf_sequence_loads_its_device_first():
    def seq(x, y, a, b):
        b.drain(y, wait=True)

    with compile_context(_iron_full_elf=True):
        text = sequence_of(design(seq))
    assert text.splitlines()[1].strip() == "aiex.npu.load_pdi {device_ref = @main}"
    assert "load_pdi" not in design(seq)


def test_draining_a_fifo_in_a_loop_keeps_one_runtime_end():
    a, b = ObjectFifo(I32, name="a"), ObjectFifo(I32, name="b")
    worker = Worker(None, [a.cons(), b.prod()])

    def seq(x, y, a_prod, b_cons):
        a_prod.fill(x)
        for _ in range(3):
            b.cons().drain(y, wait=True)

    rt = Runtime(seq, [I32, I32, a.prod(), b.cons()])
    text = str(Program(NPU1Col1(), rt, workers=[worker]).resolve_program())
    assert len(b._cons) == 1
    assert text.count("aiex.dma_configure_task_for @b") == 3
    assert "aie.objectfifo @b(%logical_core, {%logical_shim_noc" in text


def test_runtime_ends_go_to_their_shim_tiles():
    a = ObjectFifo(I32, name="a")
    core = Tile(0, 2, tile_type=AIETileType.CoreTile)
    with pytest.raises(ValueError, match="RuntimeEndpoint requires a shim tile"):
        Runtime(lambda *args: None, [a.prod(tile=core)])
    b = ObjectFifo(I32, name="b")
    rt = Runtime(lambda *args: None, [[b.prod(tile=Tile(0, 0))]])
    assert rt.fifos == [b._prod]
    assert b._prod.endpoint.tile.col == 0 and b._prod.endpoint.tile.row == 0
    text = str(
        Program(NPU1Col1(), rt, workers=[Worker(None, [b.cons()])]).resolve_program()
    )
    assert "aie.logical_tile<ShimNOCTile>(0, 0)" in text


def test_barriers():
    barrier = WorkerRuntimeBarrier()
    with pytest.raises(
        ValueError, match="No workers have been registered for this barrier"
    ):
        barrier.wait_for_value(1)

    def core(b):
        b.wait_for_value(2)
        b.release_with_value(1)

    worker = Worker(core, [barrier], while_true=False)
    rt = Runtime(lambda: barrier.set(2))
    text = str(Program(NPU2Col1(), rt, workers=[worker]).resolve_program())
    lock = re.search(r"(%\w+) = aie.lock\(%logical_core\)", text).group(1)
    assert re.search(rf"aie.use_lock\({lock}, Acquire, %c2_i32\)", text)
    assert re.search(rf"aie.use_lock\({lock}, Release, %c1_i32\)", text)
    assert f"aiex.set_lock({lock}, 2)" in text
