"""Tracing an IRON design: Program.enable_trace, configure_trace's traces
and start_trace's buffer and starts (docs/python-iron.md)."""

import re

import numpy as np
import pytest

from aie.dialects._aie_enum_gen import AIETileType, TraceMode, WireBundle
from aie.extras.context import mlir_mod_ctx
from aie.iron import ObjectFifo, Program, Runtime, Worker
from aie.iron.device import NPU1Col1
from aie.utils.trace import configure_trace, start_trace
from aie.utils.trace.events import CoreEvent, MemEvent, PortEvent

from test_iron_program import compiles

LINE = np.ndarray[(16,), np.dtype[np.int32]]


def traced_program():
    a, b = ObjectFifo(LINE, name="a"), ObjectFifo(LINE, name="b")
    traced = Worker(None, [a.cons(), b.prod()], trace=1)
    quiet = Worker(None)

    def sequence(x, y, fill, drain):
        fill.fill(x)
        drain.drain(y, wait=True)

    rt = Runtime(sequence, [LINE, LINE, a.prod(), b.cons()])
    return Program(NPU1Col1(), rt, workers=[traced, quiet]), traced, quiet


def test_enable_trace_traces_the_workers_made_with_trace(tmp_path):
    program, _, _ = traced_program()
    program.enable_trace(trace_size=4096)
    module = program.resolve_program()
    text = str(module)
    assert text.count("aie.trace @") == 1
    body = text[text.index("aie.trace @trace_core_1(%logical_core) {") :]
    expected = [
        'aie.trace.mode "Event-Time"',
        "aie.trace.packet type = core",
        # A core's default events (mlir-aie's), then its two port events.
        *[f'aie.trace.event <"{e}">' for e in ("INSTR_EVENT_0", "INSTR_EVENT_1", "INSTR_VECTOR",
                                                "MEMORY_STALL", "STREAM_STALL", "LOCK_STALL")],
        'aie.trace.event <"PORT_RUNNING_0">',
        'aie.trace.event <"PORT_RUNNING_1">',
        "aie.trace.port<0> port = DMA channel = 0 direction = S2MM",
        "aie.trace.port<1> port = DMA channel = 0 direction = MM2S",
        "aie.trace.start broadcast = 15",
        "aie.trace.stop broadcast = 14",
    ]
    position = 0
    for piece in expected:
        position = body.index(piece, position) + len(piece)
    sequence = text[text.index("aie.runtime_sequence") :]
    assert sequence.index(
        "aie.trace.host_config {buffer_size = 4096 : i32}"
    ) < sequence.index("aiex.dma_configure_task_for")
    assert "aie.trace.start_config @trace_core_1" in sequence
    assert compiles(module, tmp_path)


def test_trace_options_reach_the_traces():
    program, traced, quiet = traced_program()
    program.enable_trace(
        trace_size=1024,
        workers=[quiet],
        reuse_output_buffer=True,
        egress_shim_col=0,
        coretile_events=[
            CoreEvent.INSTR_EVENT_0,
            PortEvent(CoreEvent.PORT_IDLE_2, WireBundle.DMA, 1, False),
        ],
        coremem_events=[MemEvent.DMA_S2MM_0_START_TASK],
        core_trace_mode=TraceMode.EventPC,
    )
    text = str(program.resolve_program())
    assert "aie.trace @trace_core_1(%logical_core_0)" in text
    assert "aie.trace @trace_mem_2(%logical_core_0)" in text
    assert 'aie.trace.mode "Event-PC"' in text
    assert text.count('aie.trace.event <"NONE">') == 6 + 7
    assert "aie.trace.port<2> port = DMA channel = 1 direction = MM2S" in text
    assert "aie.trace.packet type = mem" in text
    assert "reuse_output_buffer = true" in text


def test_trace_size_zero_traces_nothing():
    program, _, _ = traced_program()
    program.enable_trace(trace_size=0)
    assert "aie.trace" not in str(program.resolve_program())


def test_every_tile_kind_has_its_trace():
    with mlir_mod_ctx() as ctx:
        from aie.dialects.aie import device, logical_tile
        from aie.dialects._aie_enum_gen import AIEDevice

        @device(AIEDevice.npu1_1col)
        def body():
            core = logical_tile(AIETileType.CoreTile)
            mem = logical_tile(AIETileType.MemTile)
            shim = logical_tile(AIETileType.ShimNOCTile)
            configure_trace(
                [core, mem, shim, core], start_broadcast=3, stop_broadcast=4
            )

        text = str(ctx.module)
    names = re.findall(r"aie.trace @(\w+)\(", text)
    assert names == ["trace_core_1", "trace_memtile_2", "trace_shim_3", "trace_mem_4"]
    assert (
        "aie.trace.packet type = memtile" in text
        and "aie.trace.packet type = shimtile" in text
    )
    for slot in range(8):
        direction = "S2MM" if slot < 4 else "MM2S"
        assert (
            f"aie.trace.port<{slot}> port = DMA channel = {slot % 4} direction = {direction}"
            in text
        )
    assert 'aie.trace.event <"DMA_S2MM_1_STREAM_STARVATION">' in text
    assert "aie.trace.start broadcast = 3" in text


def test_bad_trace_requests():
    with mlir_mod_ctx():
        from aie.dialects.aie import logical_tile

        core = logical_tile(AIETileType.CoreTile)
        with pytest.raises(
            RuntimeError, match="At most 8 events can be traced at once, have 9"
        ):
            configure_trace([core], coretile_events=[CoreEvent.INSTR_EVENT_0] * 9)
        clash = [
            PortEvent(CoreEvent.PORT_RUNNING_0, WireBundle.DMA, 0, True),
            PortEvent(CoreEvent.PORT_IDLE_0, WireBundle.North, 0, True),
        ]
        with pytest.raises(
            ValueError, match="Conflicting port configurations for slot 0"
        ):
            configure_trace([core], coretile_events=clash)


def test_start_trace_starts_what_was_configured():
    with mlir_mod_ctx() as ctx:
        from aie.dialects.aie import logical_tile

        configure_trace([logical_tile(AIETileType.CoreTile)])
        start_trace(trace_size=512, egress_shim_col=0)
        text = str(ctx.module)
    assert "aie.trace.host_config {buffer_size = 512 : i32}" in text
    assert "aie.trace.start_config @trace_core_1" in text
