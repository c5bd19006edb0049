"""``aie.utils.trace``'s ``parse_trace``, ``get_trace_buffer`` and
``get_trace_slices`` (mlir-aie's names) over aiec's session: the decoder
(``_aiec.decode_trace``) and the design's runtime sequences
(``_aiec.sequences``), and the session's other design queries. The events
``parse_trace`` gives and the trace buffers and slices it reads are checked
in test_runtime_trace.py."""

import pytest

from aie.utils.trace import parse_trace

# A design tracing INSTR_EVENT_0/1 (slots 0, 1) on the core of (0, 2).
DESIGN = """module {
  aie.device(npu2) {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 8737 : ui32}
    }
  }
}
"""

# A packet of (0, 2), id 1: Start, slot 0 after 4 idle cycles, slot 1
# after 20, filler.
WORDS = [
    0x8002_0001,
    0xF000_0000,
    0x0000_0000,
    0x0484_14FE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
]


def test_a_design_that_does_not_parse_is_a_value_error():
    with pytest.raises(ValueError, match="does not parse"):
        parse_trace(WORDS, "module { aie.device(")


# The design test_runtime_trace.py reads trace buffers and slices from.
from test_runtime_trace import BUFFERS  # noqa: E402


def test_the_design_queries_give_devices_tiles_and_sequences():
    """The session's answers about a design: each device with the device
    table's geometry, its tiles, and its sequences' arguments."""
    from aie import _aiec

    assert _aiec.devices(BUFFERS, "b.mlir") == [
        ("main", "npu1_1col", 1, 6),
        ("dev_b", "npu1_1col", 1, 6),
    ]
    design = DESIGN.replace("aie.runtime_sequence", "%t = aie.tile(0, 2)\n    aie.runtime_sequence")
    assert _aiec.tiles(design, "d.mlir") == [(0, 2)]
    assert _aiec.tiles(BUFFERS, "b.mlir", "dev_b") == []
    [s] = [s for s in _aiec.sequences(BUFFERS, "b.mlir") if s.name == "seq_b"]
    assert (s.device, s.args, s.called) == (
        "dev_b",
        [(256, "i32", False, 64), (4096, "i8", False, 4096)],
        False,
    )
