"""``aie.utils.trace``'s ``parse_trace``, ``get_trace_buffer`` and
``get_trace_slices`` (mlir-aie's names) over aiec's session: the decoder
(``_aiec.decode_trace``) and the design's runtime sequences
(``_aiec.sequences``)."""

import pytest

from aie.utils.trace import get_trace_buffer, get_trace_slices, parse_trace

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


def test_parse_trace_returns_the_decoders_events():
    events = parse_trace(WORDS, DESIGN)
    lines = [
        f"{e['name']} {e['ph']} {e.get('ts', '-')} {e['pid']} {e.get('tid', '-')}"
        for e in events
    ]
    assert lines[0] == "process_name M - 0 -"
    assert lines[1] == "thread_name M - 0 0"
    assert lines[9:] == [
        "INSTR_EVENT_0 B 5 0 0",
        "INSTR_EVENT_0 E 6 0 0",
        "INSTR_EVENT_1 B 26 0 1",
    ]


def test_a_design_that_does_not_parse_is_a_value_error():
    with pytest.raises(ValueError, match="does not parse"):
        parse_trace(WORDS, "module { aie.device(")


# A fused trace buffer on `@main`'s sequence, its callee's own buffer, and a
# sequence without one, written across lines (aiec prints them on one).
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
    assert get_trace_buffer(BUFFERS) == {
        "arg_index": 1,
        "offset": 0,
        "size": 12288,
        "dedicated": True,
    }
    assert [
        (s["device"], s["sequence"], s["offset"], s["size"]) for s in get_trace_slices(BUFFERS)
    ] == [("dev_a", "seq_a", 0, 8192), ("dev_b", "seq_b", 8192, 4096)]
    assert get_trace_slices(BUFFERS, "dev_b:seq_b") == [
        {"device": "dev_b", "sequence": "seq_b", "offset": 0, "size": 4096}
    ]
    assert get_trace_buffer(BUFFERS, "dev_b:untraced") is None
    assert get_trace_slices(BUFFERS, "dev_b:untraced") == []
    with pytest.raises(
        ValueError,
        match="no runtime sequence named 'main:nosuch'; the design has "
        "main:sequence, dev_b:seq_b, dev_b:untraced",
    ):
        get_trace_buffer(BUFFERS, "main:nosuch")


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
