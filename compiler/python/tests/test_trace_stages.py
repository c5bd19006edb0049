"""mlir-aie's trace decoder stage by stage (aie.utils.trace.utils and
.parse): streams built by hand from the trace unit's opcodes."""

import pytest

from aie.utils.trace.events import PacketType, get_events_for_device
from aie.utils.trace.parse import (
    NUM_EVENTS,
    _convert_to_commands_by_mode,
    align_column_start_index,
    convert_commands_to_json,
    flatten_repeat_command,
    lookup_event_name_by_type,
    make_event_lists,
    parse_mlir_trace_events,
    setup_trace_metadata,
)
from aie.utils.trace.utils import (
    check_odd_word_parity,
    convert_to_byte_stream,
    convert_to_commands,
    decode_event_pc_stream,
    parse_pkt_hdr_in_stream,
    trace_pkts_de_interleave,
    trim_trace_pkts,
)


def header(col, row, pkt_type, pkt_id):
    """A packet header word with odd parity."""
    word = (col << 21) | (row << 16) | (pkt_type << 12) | pkt_id
    return word | ((bin(word).count("1") + 1) % 2) << 31


def event_pc(mask, pc):
    """The 4 bytes of an EventPC opcode (0b110001, mask, 4 reserved bits, pc)."""
    word = (0b110001 << 26) | (mask << 18) | pc
    return [(word >> s) & 0xFF for s in (24, 16, 8, 0)]


def test_packet_headers():
    h = header(1, 2, PacketType.MEM, 5)
    assert check_odd_word_parity(h) and not check_odd_word_parity(h ^ (1 << 31))
    assert parse_pkt_hdr_in_stream(h) == {"valid": True, "col": 1, "row": 2, "type": 1, "id": 5}
    assert parse_pkt_hdr_in_stream(h ^ (1 << 31))["valid"] is False
    assert parse_pkt_hdr_in_stream(h | (1 << 19)) == {"valid": False}


def test_packets_are_split_by_type_and_tile():
    words = [f"{header(0, 2, 0, 1):08x}"] + [f"{i:08x}" for i in range(1, 8)]
    words += [f"{header(0, 2, 0, 1) ^ (1 << 31):08x}"] + ["00000008"] * 7  # bad parity: the tile before
    words += [f"{header(1, 0, 2, 3):08x}"] + ["a5a5a5a5"] * 7
    split = trace_pkts_de_interleave(words + [""])
    assert list(split[0]) == ["2,0"] and len(split[0]["2,0"]) == 14
    assert split[2] == {"0,1": ["a5a5a5a5"] * 7} and split[1] == split[3] == {}
    streams = convert_to_byte_stream(split)
    assert streams[0]["2,0"][:8] == [0, 0, 0, 1, 0, 0, 0, 2]
    assert streams[2] == {"0,1": []}


def test_words_before_the_first_valid_header_are_dropped():
    words = [f"{header(0, 2, 0, 1) ^ (1 << 31):08x}"] + ["00000001"] * 7
    assert trace_pkts_de_interleave(words) == [{}, {}, {}, {}]


def test_event_time_opcodes():
    stream = [0xF0, 0, 0, 0, 0, 0, 0x01, 0x02]  # Start, timer 0x102
    stream += [0x35]  # Single0: slot 3, 5 cycles
    stream += [0x89, 0x2C]  # Single1: slot 2, 300 cycles
    stream += [0xC0, 0x57]  # Multiple0: slots 0 and 2, 7 cycles
    stream += [0xE3, 0xFF, 0xFE]  # Repeat0 3, Sync, skip
    stream += [0xD8, 0x05]  # Repeat1 5
    stream += [0x89]  # a Single1 the stream ends inside
    expected = [
        {"type": "Start", "timer_value": 0x102},
        {"type": "Single0", "event": 3, "cycles": 5},
        {"type": "Single1", "event": 2, "cycles": 300},
        {"type": "Multiple0", "cycles": 7, "event0": 0, "event2": 2},
        {"type": "Repeat0", "repeats": 3},
        {"type": "Event_Sync"},
        {"type": "Repeat1", "repeats": 5},
    ]
    commands = convert_to_commands([{"2,0": stream}, {}, {}, {}], zero=False)
    assert commands == [{"2,0": expected}, {}, {}, {}]
    zeroed = convert_to_commands([{"2,0": stream}, {}, {}, {}])
    assert zeroed[0]["2,0"][0] == {"type": "Start", "timer_value": 0}


def test_event_pc_opcodes():
    stream = [0xF1, 0, 0, 0, 0, 0, 0, 0x10] + event_pc(0b1000_1001, 528) + [0xE2, 0xFF, 0x42]
    stream += event_pc(0b10, 7)[:3]  # cut short
    assert decode_event_pc_stream(stream, zero=False) == [
        {"type": "Start", "timer_value": 0x10},
        {"type": "EventPC", "pc": 528, "event0": 0, "event3": 3, "event7": 7},
        {"type": "Repeat0", "repeats": 2},
        {"type": "Event_Sync"},
    ]
    # An Event-Time Start is not Event-PC's.
    assert decode_event_pc_stream([0xF0] + [0] * 7) == []


def test_commands_go_to_the_decoder_of_their_tiles_mode():
    streams = [{"2,0": [0x35], "3,0": event_pc(1, 9)}, {}, {}, {}]
    modes = [{"3,0": 1}, {}, {}, {}]
    assert _convert_to_commands_by_mode(streams, modes) == [
        {"2,0": [{"type": "Single0", "event": 3, "cycles": 5}], "3,0": [{"type": "EventPC", "pc": 9, "event0": 0}]},
        {},
        {},
        {},
    ]
    with pytest.raises(NotImplementedError, match="mode 2 .* tile 3,0"):
        _convert_to_commands_by_mode(streams, [{"3,0": 2}, {}, {}, {}])


def test_repeats_and_event_lists():
    single = {"type": "Single0", "event": 1, "cycles": 4}
    assert flatten_repeat_command([{"type": "Repeat0", "repeats": 2}, single, {"type": "Repeat1", "repeats": 2}]) == [
        single, single, single
    ]
    start = {"type": "Start", "timer_value": 100}
    assert make_event_lists([start, single, {"type": "Event_Sync"}, single]) == {1: [104, 104 + 0x3FFFF + 4]}


def test_the_trim_stops_at_the_end_marker():
    words = ["00000001", "FEFEFEFE", "00000000", "00000000", "00000002"]
    assert trim_trace_pkts(words) == ["00000001", "FEFEFEFE"]
    assert trim_trace_pkts(words[:3]) == words[:3]


CONFIG = """module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @sequence() {
      %c0 = arith.constant 213200 : i32
      %v0 = arith.constant 1 : i32
      aiex.npu.write32(%c0, %v0) {column = 0 : i32, row = 2 : i32} : i32, i32
      %c1 = arith.constant 213216 : i32
      %v1 = arith.constant 555885345 : i32
      aiex.npu.write32(%c1, %v1) {column = 0 : i32, row = 2 : i32} : i32, i32
      %c2 = arith.constant 606436 : i32
      %v2 = arith.constant 21 : i32
      aiex.npu.write32(%c2, %v2) {column = 0 : i32, row = 1 : i32} : i32, i32
      %c3 = arith.constant 2179296 : i32
      %v3 = arith.constant 25 : i32
      aiex.npu.write32(%c3, %v3) : i32, i32
    }
  }
}
"""


def test_the_trace_configuration_is_read_off_the_register_writes():
    pid_events, modes, events = parse_mlir_trace_events(CONFIG)
    # 555885345 = 0x21222321: slots 0-3 are events 0x21, 0x23, 0x22, 0x21.
    assert pid_events[PacketType.CORE] == {"2,0": [0x21, 0x23, 0x22, 0x21, 0, 0, 0, 0]}
    assert pid_events[PacketType.MEMTILE] == {"1,0": [0, 0, 0, 0, 21, 0, 0, 0]}
    # 2179296 = (2 << 20) + 0x140E0: the memory module of tile (0, 2).
    assert pid_events[PacketType.MEM] == {"2,0": [25, 0, 0, 0, 0, 0, 0, 0]}
    assert modes[PacketType.CORE] == {"2,0": 1}
    assert lookup_event_name_by_type(PacketType.CORE, 0x21, events) == "INSTR_EVENT_0"
    assert lookup_event_name_by_type(PacketType.MEMTILE, 21, events) == "DMA_S2MM_SEL0_START_TASK"
    assert lookup_event_name_by_type(PacketType.CORE, 54, events) == "Unknown"
    shifted, _, _ = parse_mlir_trace_events(CONFIG, colshift=2)
    assert list(shifted[PacketType.CORE]) == ["2,2"]


def test_columns_are_aligned_with_the_trace():
    events = [{"2,3": [1]}, {}, {"1,4": [2]}, {}]
    commands = [{"2,0": []}, {}, {}, {}]
    assert align_column_start_index(events, commands) == [{"2,0": [1]}, {}, {"1,1": [2]}, {}]


def test_commands_become_begin_and_end_events():
    pid_events = [{"2,0": [0x21, 0x22, 0, 0, 0, 0, 0, 0]}, {}, {}, {}]
    events_module = get_events_for_device("npu1")
    trace = []
    setup_trace_metadata(trace, pid_events, events_module)
    assert trace[0] == {"name": "process_name", "ph": "M", "pid": 0, "args": {"name": "core_trace for tile2,0"}}
    assert trace[1]["args"] == {"name": "INSTR_EVENT_0"} and len(trace) == 1 + NUM_EVENTS
    assert pid_events[0]["2,0"][NUM_EVENTS] == 0
    commands = [
        {
            "2,0": [
                {"type": "Single0", "event": 0, "cycles": 3},
                {"type": "Single0", "event": 1, "cycles": 0},
                {"type": "Single0", "event": 0, "cycles": 2},
            ]
        },
        {},
        {},
        {},
    ]
    body = []
    convert_commands_to_json(body, commands, pid_events, events_module)
    assert [(e["name"], e["ph"], e["ts"]) for e in body] == [
        ("INSTR_EVENT_0", "B", 4),
        ("INSTR_EVENT_0", "E", 5),
        ("INSTR_EVENT_1", "B", 5),
        ("INSTR_EVENT_1", "E", 6),
        ("INSTR_EVENT_0", "B", 8),
    ]
    with pytest.raises(SystemExit):
        convert_commands_to_json([], [{"5,5": []}, {}, {}, {}], pid_events, events_module)
