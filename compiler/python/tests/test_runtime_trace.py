"""Traced runs on the simulated NPU (``aie.utils.trace``): the trace buffer
the host runtime adds to a run, the words the simulator's trace unit
writes there, their file, their decoding and the cycles read from it; the
helpers of ``aie.utils.trace.utils``; scratchpad parameters by name."""

import json

import numpy as np
import pytest

import pyxrt
from aie import _aiec
from aie.utils.hostruntime.hostruntime import HostRuntime, HostRuntimeError
from aie.utils.hostruntime.tensor_class import CPUOnlyTensor
from aie.utils.hostruntime.xrtruntime.hostruntime import XRTHostRuntime
from aie.utils.hostruntime.xrtruntime.parameter_scratchpad import ParameterScratchpad
from aie.utils.hostruntime.xrtruntime.tensor import XRTTensor
from aie.utils.npukernel import NPUKernel
from aie.utils.trace import TraceConfig, parse_trace
from aie.utils.trace import utils as trace_utils

# The core raises INSTR_EVENT_0, copies a block adding 1, raises
# INSTR_EVENT_1; its trace unit records both from broadcast 15 to 14.
TRACED = """module {
  aie.device(DEVICE) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.trace @core_trace(%core_tile) {
      aie.trace.packet id = 1 type = core
      aie.trace.event<"INSTR_EVENT_0">
      aie.trace.event<"INSTR_EVENT_1">
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %one = arith.constant 1 : i32
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      aie.event(0)
      scf.for %i = %c0 to %c16 step %c1 {
        %v = memref.load %src[%i] : memref<16xi32>
        %w = arith.addi %v, %one : i32
        memref.store %w, %dst[%i] : memref<16xi32>
      }
      aie.event(1)
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%input: memref<16xi32>, %output: memref<16xi32>) {
      aie.trace.host_config buffer_size = TRACE_SIZE
      aie.trace.start_config @core_trace
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
"""
TRACE_SIZE = 1024


@pytest.fixture(params=["npu1", "npu2"])
def npu(request, monkeypatch):
    monkeypatch.setenv("AIESIM_DEVICE", request.param)
    return request.param


@pytest.fixture
def traced(tmp_path, npu):
    """The traced design compiled: ``(xclbin, insts, the design with its
    trace lowered)``."""
    source = tmp_path / "aie.mlir"
    source.write_text(TRACED.replace("DEVICE", npu).replace("TRACE_SIZE", str(TRACE_SIZE)))
    status, _, err = _aiec.run_captured(
        "aiecc",
        ["aiecc", str(source), f"--output-dir={tmp_path}", "--aie-generate-xclbin", "--xclbin-name=aie.xclbin",
         "--aie-generate-npu-insts", "--npu-insts-name=insts.bin", "--get-input-with-addresses"],
    )
    assert status == 0, err
    return tmp_path / "aie.xclbin", tmp_path / "insts.bin", tmp_path / "input_with_addresses.mlir"


def test_a_traced_run_fills_the_trace_buffer(traced, tmp_path, monkeypatch):
    import aie.utils as utils

    xclbin, insts, lowered = traced
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    config = TraceConfig(TRACE_SIZE, trace_file=str(tmp_path / "trace.txt"))
    kernel = NPUKernel(xclbin, insts, trace_config=config, num_host_bos=3)
    a = utils.tensor(np.arange(16, dtype=np.int32), dtype=np.int32)
    b = utils.zeros(16, dtype=np.int32)
    args = [a, b]
    _, result = XRTHostRuntime().load_and_run(kernel, args)
    assert result.is_success() and b.numpy().tolist() == list(range(1, 17))
    assert len(args) == 3 and args[2].nbytes == TRACE_SIZE  # the trace buffer, last
    words = config.read_trace()
    assert words.shape == (TRACE_SIZE // 4,) and words.any()
    events = parse_trace(words, lowered.read_text())
    names = {e["name"] for e in events if e["ph"] == "B"}
    assert {"INSTR_EVENT_0", "INSTR_EVENT_1"} <= names
    config.trace_to_json(str(lowered), str(tmp_path / "trace.json"))
    cycles = trace_utils.get_cycles(tmp_path / "trace.json")
    assert 0 < cycles < result.npu_time  # the 16 adds, inside the run
    summary = trace_utils.get_cycles_summary(tmp_path / "trace.json")
    assert summary == [["core_trace for tile2,0", cycles]]


def test_a_trace_buffer_the_design_has_no_argument_for_is_refused(traced):
    xclbin, insts, _ = traced
    kernel = NPUKernel(xclbin, insts, trace_config=TraceConfig(64), num_host_bos=2)
    runtime = XRTHostRuntime()
    args = [XRTTensor((16,), dtype=np.int32), XRTTensor((16,), dtype=np.int32)]
    with pytest.raises(HostRuntimeError, match="has 2 host buffer argument"):
        runtime.load_and_run(kernel, args)


def test_a_traced_design_runs_without_a_trace_config(traced, monkeypatch):
    """The design's dedicated trace buffer, read from its lowering, gets a
    scratch buffer when the caller passes only the design's own tensors."""
    import aie.utils as utils
    from aie.utils.compile.jit._dma_size_parser import parse_trace_buffer

    xclbin, insts, lowered = traced
    assert parse_trace_buffer(lowered.parent) == (2, TRACE_SIZE)
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    kernel = NPUKernel(xclbin, insts, num_host_bos=3)
    kernel.trace_buffer = (2, TRACE_SIZE)
    a = utils.tensor(np.arange(16, dtype=np.int32), dtype=np.int32)
    b = utils.zeros(16, dtype=np.int32)
    args = [a, b]
    _, result = XRTHostRuntime().load_and_run(kernel, args)
    assert result.is_success() and b.numpy().tolist() == list(range(1, 17))
    assert len(args) == 2  # the caller's list is left as it was


def test_a_design_without_a_dedicated_trace_buffer_has_none(tmp_path):
    from aie.utils.compile.jit._dma_size_parser import parse_trace_buffer

    sequence = "aie.runtime_sequence(%a: memref<16xi32>, %b: memref<16xi32>){attrs} {{\n}}\n"
    (tmp_path / "input_with_addresses.mlir").write_text(sequence.format(attrs=""))
    assert parse_trace_buffer(tmp_path) is None
    shared = " attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 64, size = 512, dedicated = false>}"
    (tmp_path / "input_with_addresses.mlir").write_text(sequence.format(attrs=shared))
    assert parse_trace_buffer(tmp_path) is None
    assert parse_trace_buffer(tmp_path / "missing") is None


def test_trace_buffer_layouts(monkeypatch):
    from aie.utils import tensor_factory

    monkeypatch.setattr(tensor_factory, "DEFAULT_TENSOR_CLASS", CPUOnlyTensor)
    out = CPUOnlyTensor(np.arange(4, dtype=np.int32), dtype=np.int32)
    # Behind the output: the last argument grows by the trace size.
    config = TraceConfig(16, reuse_output_buffer=True, last_tensor_shape=(4,),
                         last_tensor_dtype=np.dtype(np.int32))
    args = HostRuntime.prepare_args_for_trace([out], config)
    assert len(args) == 1 and args[0].nbytes == 32
    with args[0].mutate() as raw:
        raw[:16] = np.arange(4, dtype=np.int32).view(np.uint8)
        raw[16:] = np.arange(4, dtype=np.uint32).view(np.uint8)
    trace, ctrl = HostRuntime.extract_trace_from_args(args, config)
    assert trace.tolist() == [0, 1, 2, 3] and ctrl is None
    assert args[0].tolist() == [0, 1, 2, 3]  # cut back to the output
    # Control packets: their words ahead of a buffer four times the size.
    config = TraceConfig(16, enable_ctrl_pkts=True)
    args = HostRuntime.prepare_args_for_trace([out], config)
    assert len(args) == 3 and args[2].nbytes == 64
    header = args[1].numpy()
    assert header.tolist()[2:] == [0] * 6
    assert header[0] & 0x7FFFFFFF == (28 << 24) | (1 << 22) | 0x32004
    assert bin(int(header[0])).count("1") % 2 == 1  # odd parity
    with args[2].mutate() as raw:
        raw[:16] = 7
    trace, ctrl = HostRuntime.extract_trace_from_args(args, config)
    assert trace.tolist() == [0x07070707] * 4 and ctrl.size == 48


def test_trace_config_files(tmp_path):
    path = tmp_path / "t.txt"
    config = TraceConfig(32, trace_file=str(path))
    assert repr(config) == f"TraceConfig(trace_size=32, trace_file={str(path)!r})"
    assert repr(TraceConfig(8)) == "TraceConfig(trace_size=8)"
    config.physical_mlir_path = "x.mlir"
    assert str(config).splitlines()[1].strip() == "physical_mlir_path=x.mlir"
    config.write_trace(np.array([1, 0, 0xFFFFFFFF, 0, 0], dtype=np.uint32))
    assert path.read_text() == "00000001\n00000000\nffffffff"  # trailing zeros left out
    assert config.read_trace().tolist() == [1, 0, 0xFFFFFFFF, 0, 0, 0, 0, 0]
    with pytest.raises(ValueError, match="Invalid trace size: 0"):
        TraceConfig(0)


def test_cycle_summaries(tmp_path, capsys):
    events = [
        {"name": "process_name", "ph": "M", "pid": 0, "args": {"name": "core_trace for tile2,0"}},
        {"name": "process_name", "ph": "M", "pid": 1, "args": {"name": "core_trace for tile3,0"}},
        {"name": "INSTR_EVENT_0", "ph": "B", "ts": 10, "pid": 0},
        {"name": "INSTR_VECTOR", "ph": "B", "ts": 12, "pid": 0},
        {"name": "INSTR_VECTOR", "ph": "E", "ts": 17, "pid": 0},
        {"name": "INSTR_EVENT_0", "ph": "B", "ts": 15, "pid": 0},  # inside: ignored
        {"name": "INSTR_EVENT_1", "ph": "B", "ts": 30, "pid": 0},
        {"name": "INSTR_EVENT_0", "ph": "B", "ts": 40, "pid": 0},
        {"name": "INSTR_EVENT_1", "ph": "B", "ts": 50, "pid": 0},
        {"name": "INSTR_EVENT_1", "ph": "B", "ts": 60, "pid": 0},  # outside: ignored
    ]
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(events))
    assert trace_utils.get_cycles(path) == 20  # the first INSTR_EVENT_0 to the first 1
    assert trace_utils.get_cycles_summary(path) == [
        ["core_trace for tile2,0", 20, 10],
        ["core_trace for tile3,0"],
    ]
    trace_utils.print_cycles_summary(path)
    assert capsys.readouterr().out.splitlines() == [
        "core_trace for tile2,0",
        "Total number of full kernel invocations is 2",
        "First/Min/Avg/Max cycles is 20/ 10/ 15.0/ 20",
        "core_trace for tile3,0",
        "Total number of full kernel invocations is 0",
    ]
    assert trace_utils.get_vector_time(path) == 0  # the last window (40..60) has none
    events[3]["ts"], events[4]["ts"] = 41, 46  # a vector span inside 40..60
    path.write_text(json.dumps(events))
    assert trace_utils.get_vector_time(path) == 5 / 20
    path.write_text(json.dumps(events[:2]))
    assert trace_utils.get_cycles(path) == float("inf")


def test_packet_helpers():
    assert trace_utils.parity(0b1011) == 1 and trace_utils.parity(0b11) == 0
    assert trace_utils.pack4bytes(0x12, 0x34, 0x56, 0x178) == 0x12345678
    assert trace_utils.extract_tile((3 << 21) | (2 << 16) | (1 << 12) | 5) == (3, 2, 1, 5)
    z = "00000000"
    words = [z, "a", z, "b"] + [z] * 8 + ["c", "", z]
    assert trace_utils.split_trace_segments(words) == [["a", z, "b"], ["c"]]
    assert trace_utils.split_trace_segments([z, z]) == []


def test_parameter_scratchpad(tmp_path):
    class Run:  # what ParameterScratchpad asks of a run: its scratchpad
        def __init__(self, size):
            self.bo = pyxrt.bo(pyxrt.device(0), size, pyxrt.bo.host_only, 0)

        def get_ctrl_scratchpad_bo(self):
            return self.bo

    params = tmp_path / "params.txt"
    params.write_text("2\nseq_len 1 i32 core\nbase 0 i32 addr\n")
    run = Run(8)
    pad = ParameterScratchpad(run, params)
    pad.write("seq_len", 42)
    pad.write("base", np.int32(-1))
    assert pad.read("seq_len") == 42 << 2 and pad.read("base") == 0xFFFFFFFF
    pad.write("seq_len", 1.5)  # a float's bits, shifted
    assert pad.read("seq_len") == (0x3FC00000 << 2) & 0xFFFFFFFF
    pad.sync()
    assert np.frombuffer(run.bo.read(8, 0), dtype=np.uint32).tolist() == [0xFFFFFFFF, pad.read("seq_len")]
    with pytest.raises(RuntimeError, match="unknown parameter 'nope'"):
        pad.write("nope", 1)
    with pytest.raises(RuntimeError, match="holds 4 bytes, the parameters need 8"):
        ParameterScratchpad(Run(4), params)
    for text, message in [
        ("x", "does not start with the parameter count"),
        ("2\na 0 i32 core\n", "lists fewer than 2 parameters"),
        ("1\na 300 i32 core\n", "state_table_idx 300 of 'a' is not a byte"),
        ("1\na 0 i32 reg\n", "has kind 'reg' \\(core or addr\\)"),
        ("2\na 0 i32 core\na 1 i32 core\n", "parameter 'a' is listed twice"),
    ]:
        params.write_text(text)
        with pytest.raises(RuntimeError, match=message):
            ParameterScratchpad(run, params)
    with pytest.raises(RuntimeError, match="cannot open"):
        ParameterScratchpad(run, tmp_path / "missing.txt")


def test_a_run_missing_a_buffer_fails_at_the_call(traced):
    xclbin, insts, _ = traced
    kernel = NPUKernel(xclbin, insts, num_host_bos=3)
    args = [XRTTensor((16,), dtype=np.int32)]
    with pytest.raises(TypeError, match=r"takes 3 buffer argument\(s\).* but 1 were given: argument\(s\) 1, 2 missing"):
        XRTHostRuntime().load_and_run(kernel, args)


def test_mlir_aies_decoder_stages_give_parse_traces_events(traced, tmp_path, monkeypatch):
    """The stages of mlir-aie's decoder (aie.utils.trace.utils and .parse),
    composed as its parse_trace composes them, decode a simulated run's
    trace into the events aiec's decoder gives."""
    import aie.utils as utils
    from aie.utils.trace import parse as stages
    from aie.utils.trace import utils as words_of

    xclbin, insts, lowered = traced
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    config = TraceConfig(TRACE_SIZE, trace_file=str(tmp_path / "trace.txt"))
    kernel = NPUKernel(xclbin, insts, trace_config=config, num_host_bos=3)
    a = utils.tensor(np.arange(16, dtype=np.int32), dtype=np.int32)
    XRTHostRuntime().load_and_run(kernel, [a, utils.zeros(16, dtype=np.int32)])
    words = config.read_trace()
    design = lowered.read_text()

    pid_events, modes, events_module = stages.parse_mlir_trace_events(design)
    assert pid_events[0] == {"2,0": [33, 34, 0, 0, 0, 0, 0, 0]} and modes[0] == {"2,0": 0}
    packets = [dict() for _ in range(4)]
    for segment in words_of.split_trace_segments([f"{int(w):08x}" for w in words]):
        assert stages.check_for_valid_trace("trace", segment)
        for kind, by_tile in enumerate(words_of.trace_pkts_de_interleave(words_of.trim_trace_pkts(segment))):
            for tile, data in by_tile.items():
                packets[kind].setdefault(tile, []).extend(data)
    streams = words_of.convert_to_byte_stream(packets)
    shift = stages._get_column_start_shift(pid_events, streams)
    pid_events = stages.align_column_start_index(pid_events, streams, shift)
    modes = stages.align_column_start_index(modes, streams, shift)
    commands = stages._convert_to_commands_by_mode(streams, modes, False)
    events = []
    stages.setup_trace_metadata(events, pid_events, events_module)
    stages.convert_commands_to_json(events, commands, pid_events, events_module)
    assert events == parse_trace(words, design) and len(events) > 9


# A design tracing INSTR_EVENT_0/1 (slots 0, 1) on the core of (0, 2), and a
# packet of (0, 2), id 1: Start, slot 0 after 4 idle cycles, slot 1 after 20,
# filler.
EVENT_DESIGN = """module {
  aie.device(npu2) {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 8737 : ui32}
    }
  }
}
"""
EVENT_WORDS = [0x80020001, 0xF0000000, 0x00000000, 0x048414FE] + [0xFEFEFEFE] * 4


def test_parse_trace_returns_the_decoders_events():
    events = parse_trace(EVENT_WORDS, EVENT_DESIGN)
    rows = [f"{e['name']} {e['ph']} {e.get('ts', '-')} {e['pid']} {e.get('tid', '-')}" for e in events]
    assert rows[0] == "process_name M - 0 -"
    assert rows[1] == "thread_name M - 0 0"
    assert rows[9:] == ["INSTR_EVENT_0 B 5 0 0", "INSTR_EVENT_0 E 6 0 0", "INSTR_EVENT_1 B 26 0 1"]


# A fused trace buffer on the first device's sequence, its callee's own
# buffer, and a sequence without one, written across lines (aiec prints them
# on one).
BUFFERS = """module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @sequence(%a: memref<64xi32>, %t: memref<12288xi8>)
        attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0,
                                                     size = 12288, dedicated = true>,
                    trace_slices = [#aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 0, size = 8192>,
                                    #aie.trace_slice<device = "dev_b", sequence = "seq_b", offset = 8192, size = 4096>]} {
    }
  }
  aie.device(npu1_1col) @dev_b {
    aie.runtime_sequence @seq_b(%a: memref<64xi32>, %t: memref<4096xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 4096, dedicated = true>} {
    }
    aie.runtime_sequence @untraced(%a: memref<64xi32>) {
    }
  }
}
"""


def test_trace_buffers_and_slices_are_read_from_the_design():
    from aie.utils.trace import get_trace_buffer, get_trace_slices

    assert get_trace_buffer(BUFFERS) == {"arg_index": 1, "offset": 0, "size": 12288, "dedicated": True}
    assert [(s["device"], s["sequence"], s["offset"], s["size"]) for s in get_trace_slices(BUFFERS)] == [
        ("dev_a", "seq_a", 0, 8192),
        ("dev_b", "seq_b", 8192, 4096),
    ]
    assert get_trace_slices(BUFFERS, "dev_b:seq_b") == [
        {"device": "dev_b", "sequence": "seq_b", "offset": 0, "size": 4096}
    ]
    assert get_trace_buffer(BUFFERS, "dev_b:untraced") is None
    assert get_trace_slices(BUFFERS, "dev_b:untraced") == []
    with pytest.raises(ValueError) as e:
        get_trace_buffer(BUFFERS, "main:nosuch")
    assert str(e.value) == (
        "no runtime sequence named 'main:nosuch'; the design has main:sequence, dev_b:seq_b, dev_b:untraced"
    )
