"""Helpers around trace data: packet headers and control packets, the
cycles a decoded trace shows between a kernel's ``INSTR_EVENT_0`` and
``INSTR_EVENT_1`` (``event0()``/``event1()`` around the code measured), and
a trace buffer split into the regions of the DMA channels that wrote it.

The decoded traces these read are the JSON files of
:meth:`~aie.utils.trace.TraceConfig.trace_to_json` (the events of
:func:`~aie.utils.trace.parse_trace`).
"""

import json
import logging
import math
import os
import re

logger = logging.getLogger(__name__)

# The packet id control packets read their responses with (the shim's
# route of aie.utils.trace.setup's control packet flows).
CTRL_PKT_READ_ID = 28


def parity(x):
    """1 when ``x`` has an odd number of set bits, else 0."""
    return bin(x).count("1") & 1


def extract_tile(data):
    """``(col, row, packet type, packet id)`` of a packet header."""
    return ((data >> 21) & 0x7F, (data >> 16) & 0x1F, (data >> 12) & 0x3, data & 0x1F)


def pack4bytes(b3, b2, b1, b0):
    """The word of four bytes, ``b3`` the most significant."""
    return ((b3 & 0xFF) << 24) | ((b2 & 0xFF) << 16) | ((b1 & 0xFF) << 8) | (b0 & 0xFF)


def create_ctrl_pkt(operation, beats, addr, ctrl_pkt_read_id=CTRL_PKT_READ_ID):
    """A control packet's header: the return packet id (bits 28:24), the
    operation (23:22), the beats (21:20), the address and odd parity in
    bit 31."""
    header = (ctrl_pkt_read_id << 24) | (operation << 22) | (beats << 20) | addr
    return header | ((1 ^ parity(header)) << 31)


def get_kernel_code(test: dict, solutions_path=None):
    """A kernel's code from an NPUEval-style test: its prompt and canonical
    solution, or the ``code`` of ``<solutions_path>/<kernel_name>.json``
    without a ``main`` and the text from ``// extern "C"`` on (None, with a
    warning, when it has none)."""
    if not solutions_path:
        return test["prompt"] + test["canonical_solution"]
    with open(os.path.join(solutions_path, f"{test['kernel_name']}.json")) as f:
        solution = json.load(f)
    code = solution.get("code")
    if not code:
        logger.warning("No code available in %s for %s", solutions_path, test["kernel_name"])
        return None
    code = re.sub(r"int\s+main\s*\([^)]*\)\s*{[^{}]*({[^{}]*}[^{}]*)*}", "", code, flags=re.DOTALL)
    return code.split('// extern "C"')[0]


def extract_buffers(test):
    """``(inputs, outputs, runtime parameters)`` of an NPUEval-style test's
    vectors, each a list of arrays of their dtypes."""
    import numpy as np

    def arrays(entries):
        return [np.array(*entry.values()) for entry in entries or ()]

    vectors = test["test_vectors"]
    return arrays(vectors["inputs"]), arrays(vectors["outputs"]), arrays(vectors.get("rtps"))


def _events(trace_path):
    with open(trace_path) as f:
        return json.load(f)


def _begins(events, name):
    """The times of the begin events named ``name``."""
    return [e["ts"] for e in events if e.get("name") == name and e.get("ph") == "B"]


def get_cycles(trace_path):
    """The cycles from the first ``INSTR_EVENT_0`` to the first
    ``INSTR_EVENT_1`` of a decoded trace (infinity without both)."""
    events = _events(trace_path)
    starts, ends = _begins(events, "INSTR_EVENT_0"), _begins(events, "INSTR_EVENT_1")
    if not starts or not ends:
        return math.inf
    return ends[0] - starts[0]


def get_cycles_summary(trace_path):
    """Per traced module (in the trace's order): ``[its name, cycles of
    each kernel invocation...]``, an invocation being an ``INSTR_EVENT_0``
    and the next ``INSTR_EVENT_1`` (an ``INSTR_EVENT_0`` inside an
    invocation and an ``INSTR_EVENT_1`` outside one are ignored)."""
    try:
        events = _events(trace_path)
    except (OSError, ValueError):
        logger.exception("Exception found")
        return []
    rows, start = {}, {}
    for e in events:
        if e.get("name") == "process_name":
            rows[e["pid"]] = [e["args"]["name"]]
    for e in events:
        pid, phase = e.get("pid"), e.get("ph")
        if pid not in rows or phase != "B":
            continue
        if e["name"] == "INSTR_EVENT_0" and pid not in start:
            start[pid] = e["ts"]
        elif e["name"] == "INSTR_EVENT_1" and pid in start:
            rows[pid].append(e["ts"] - start.pop(pid))
    return list(rows.values())


def print_cycles_summary(trace_path):
    """Prints :func:`get_cycles_summary`: per module its name, the number of
    invocations, and the first, least, mean and greatest cycles."""
    for name, *cycles in get_cycles_summary(trace_path):
        print(name)
        print(f"Total number of full kernel invocations is {len(cycles)}")
        if cycles:
            print(
                f"First/Min/Avg/Max cycles is {cycles[0]}/ {min(cycles)}/ "
                f"{sum(cycles) / len(cycles)}/ {max(cycles)}"
            )


def get_vector_time(trace):
    """The share of the cycles between the last ``INSTR_EVENT_0`` and the
    last ``INSTR_EVENT_1`` of a decoded trace spent in ``INSTR_VECTOR``
    spans (0 without both events)."""
    events = _events(trace)
    starts, ends = _begins(events, "INSTR_EVENT_0"), _begins(events, "INSTR_EVENT_1")
    if not starts or not ends or not starts[-1] or not ends[-1]:
        return 0
    start, end = starts[-1], ends[-1]
    total, open_spans = 0, []
    for e in events:
        if e.get("name") != "INSTR_VECTOR" or not start <= e["ts"] <= end:
            continue
        if e["ph"] == "B":
            open_spans.append(e["ts"])
        elif e["ph"] == "E" and open_spans:
            total += e["ts"] - open_spans.pop()
    return total / (end - start)


def split_trace_segments(trace_pkts, min_gap=8):
    """The contiguous regions of a trace buffer (8-digit hexadecimal words,
    ``""`` skipped): a run of ``min_gap`` or more zero words separates two
    regions (the DMA channels sharing the buffer each write one), a shorter
    run stays in its region; zeros before the first and after the last
    data are dropped. ``[]`` without data."""
    segments, current, zeros = [], [], 0
    for word in trace_pkts:
        if word == "":
            continue
        if word == "00000000":
            zeros += 1
            continue
        if zeros >= min_gap and current:
            segments.append(current)
            current = []
        elif current:
            current.extend(["00000000"] * zeros)
        current.append(word)
        zeros = 0
    if current:
        segments.append(current)
    return segments


# --- decoding a trace buffer, stage by stage ----------------------------------
#
# A trace buffer is 8-word packets: a header (odd parity; the tile, the
# packet type, the packet id) and 7 words of the trace unit's byte stream,
# most significant byte first. The stream is opcodes: a Start with the
# timer, events with the cycles since the one before, repeats of the last
# one, sync and padding (AM020's trace unit; in Event-PC mode, events carry
# the program counter instead of cycles).


def _trace_types():
    from .events import NUM_TRACE_TYPES

    return NUM_TRACE_TYPES


def check_odd_word_parity(word):
    """Whether ``word`` (32 bits) has an odd number of set bits, as a
    packet header's parity makes it."""
    return parity(word & 0xFFFFFFFF) == 1


def parse_pkt_hdr_in_stream(word):
    """A packet header: ``{"valid"}`` and, when its reserved bits (11:5,
    19, 30:28) are clear, ``"col"``, ``"row"``, ``"type"`` and ``"id"``;
    ``valid`` is its parity being odd and those bits clear."""
    w = int(word)
    reserved = (w >> 5) & 0x7F or (w >> 19) & 0x1 or (w >> 28) & 0x7
    if reserved:
        return {"valid": False}
    col, row, pkt_type, pkt_id = extract_tile(w)
    return {"valid": check_odd_word_parity(w), "col": col, "row": row, "type": pkt_type, "id": pkt_id}


def trace_pkts_de_interleave(word_stream):
    """The payload words of a trace buffer (hexadecimal words; a ``""``
    ends it) by packet type and tile: a list indexed by packet type of
    ``{"row,col": [words...]}``. Every 8th word is a header; a header that
    is not valid keeps the tile and type of the one before, and words
    before the first valid header are dropped."""
    sorted_pkts = [dict() for _ in range(_trace_types())]
    words = None
    for i, word in enumerate(word_stream):
        if word == "":
            break
        if i % 8:
            if words is not None:
                words.append(word)
            continue
        header = parse_pkt_hdr_in_stream(int(word, 16))
        if header["valid"]:
            loc = f"{header['row']},{header['col']}"
            words = sorted_pkts[header["type"]].setdefault(loc, [])
    return sorted_pkts


# Words that carry no trace data: a blank line and the trace unit's filler.
_NOT_DATA = ("", "a5a5a5a5")


def convert_to_byte_stream(toks_list):
    """The byte streams of de-interleaved payload words: for each packet
    type, ``{"row,col": [bytes...]}``, each word most significant byte
    first (blank and ``a5a5a5a5`` filler words dropped)."""
    return [
        {
            loc: [
                (int(word, 16) >> shift) & 0xFF
                for word in words
                if word not in _NOT_DATA
                for shift in (24, 16, 8, 0)
            ]
            for loc, words in streams.items()
        }
        for streams in toks_list
    ]


def _big_endian(stream, at, count):
    """The number of ``count`` bytes of ``stream`` from ``at``, most
    significant first."""
    value = 0
    for byte in stream[at : at + count]:
        value = value * 256 + byte
    if len(stream) < at + count:
        raise IndexError("the stream ends inside an opcode")
    return value


def _events_of_mask(command, mask):
    """``command`` with ``event<i>: i`` for each bit ``i`` set in ``mask``."""
    for i in range(8):
        if (mask >> i) & 1:
            command[f"event{i}"] = i
    return command


def _start(stream, at, zero):
    timer = 0 if zero else _big_endian(stream, at + 1, 7)
    return {"type": "Start", "timer_value": timer}, 8


def _single(width):
    def decode(stream, at, zero):
        b = stream[at]
        if width == 1:
            return {"type": "Single0", "event": (b >> 4) & 0x7, "cycles": b & 0xF}, 1
        cycles = ((b & 0x3) << (8 * (width - 1))) + _big_endian(stream, at + 1, width - 1)
        return {"type": f"Single{width - 1}", "event": (b >> 2) & 0x7, "cycles": cycles}, width

    return decode


def _multiple0(stream, at, zero):
    b0, b1 = stream[at], stream[at + 1]
    command = {"type": "Multiple0", "cycles": b1 & 0xF}
    return _events_of_mask(command, ((b0 & 0xF) << 4) | (b1 >> 4)), 2


def _multiple(width):
    def decode(stream, at, zero):
        b0, b1 = stream[at], stream[at + 1]
        cycles = ((b1 & 0x3) << (8 * (width - 2))) + _big_endian(stream, at + 2, width - 2)
        command = {"type": f"Multiple{width - 2}", "cycles": cycles}
        return _events_of_mask(command, ((b0 & 0x3) << 6) | (b1 >> 2)), width

    return decode


def _repeat0(stream, at, zero):
    return {"type": "Repeat0", "repeats": stream[at] & 0xF}, 1


def _repeat1(stream, at, zero):
    return {"type": "Repeat1", "repeats": ((stream[at] & 0x3) << 8) + stream[at + 1]}, 2


def _skip(length):
    return lambda stream, at, zero: (None, length)


def _sync(stream, at, zero):
    return {"type": "Event_Sync"}, 1


# The Event-Time (mode 0) opcodes: (mask, value) of the first byte and the
# decoder of the opcode (command or None, its length), in the order the
# decoder tries them; after a match the next one is tried at the next byte.
_EVENT_TIME_OPCODES = (
    (0b11111011, 0b11110000, _start),
    (0b11111100, 0b11011100, _skip(4)),
    (0b10000000, 0b00000000, _single(1)),
    (0b11100000, 0b10000000, _single(2)),
    (0b11100000, 0b10100000, _single(3)),
    (0b11110000, 0b11000000, _multiple0),
    (0b11111100, 0b11010000, _multiple(3)),
    (0b11111100, 0b11010100, _multiple(4)),
    (0b11110000, 0b11100000, _repeat0),
    (0b11111100, 0b11011000, _repeat1),
    (0b11111111, 0b11111110, _skip(1)),
    (0b11111111, 0b11111111, _sync),
)


def _decode_event_time(stream, zero):
    """The commands of one Event-Time byte stream: each pass tries every
    opcode in turn at the current byte (as mlir-aie's decoder does); the
    stream ending inside an opcode ends the decoding, and a byte no opcode
    takes is skipped (where mlir-aie's decoder would loop forever)."""
    commands, at = [], 0
    try:
        while True:
            start = at
            for mask, value, decode in _EVENT_TIME_OPCODES:
                if stream[at] & mask == value:
                    command, length = decode(stream, at, zero)
                    if command is not None:
                        commands.append(command)
                    at += length
            if at == start:
                at += 1
    except IndexError:
        return commands


def convert_to_commands(byte_stream_list, zero=True):
    """The commands of Event-Time byte streams (:func:`convert_to_byte_stream`),
    by packet type and tile: ``Start`` (``timer_value``, 0 with ``zero``),
    ``Single0``-``2`` (``event``, ``cycles``), ``Multiple0``-``2``
    (``event<i>`` per slot, ``cycles``), ``Repeat0``/``1`` (``repeats``)
    and ``Event_Sync`` dicts."""
    return [
        {loc: _decode_event_time(stream, zero) for loc, stream in streams.items()}
        for streams in list(byte_stream_list)[: _trace_types()]
    ]


def _event_pc(stream, at, zero):
    if len(stream) < at + 4:
        raise IndexError("the stream ends inside an opcode")
    b0, b1, b2, b3 = stream[at : at + 4]
    command = {"type": "EventPC", "pc": ((b2 & 0x3F) << 8) | b3}
    return _events_of_mask(command, ((b0 & 0x3) << 6) | (b1 >> 2)), 4


# The Event-PC (mode 1) opcodes: the Event-Time ones' framing (a Start whose
# bit 0 marks the mode, sync, padding, repeats) and one event opcode
# carrying the 8 slots' mask and a 14-bit program counter; tried in order,
# the first match taken, an unknown byte skipped.
_EVENT_PC_OPCODES = (
    (0b11111011, 0b11110001, _start),
    (0b11111111, 0b11111111, _sync),
    (0b11111100, 0b11011100, _skip(4)),
    (0b11110000, 0b11100000, _repeat0),
    (0b11111100, 0b11011000, _repeat1),
    (0b11111100, 0b11000100, _event_pc),
)


def decode_event_pc_stream(byte_stream, zero=True):
    """The commands of one Event-PC (trace mode 1) byte stream: ``Start``,
    ``EventPC`` (``pc`` and ``event<i>`` per slot that fired),
    ``Repeat0``/``1`` and ``Event_Sync`` dicts. The stream ending inside an
    opcode ends the decoding."""
    commands, at = [], 0
    try:
        while at < len(byte_stream):
            for mask, value, decode in _EVENT_PC_OPCODES:
                if byte_stream[at] & mask == value:
                    command, length = decode(byte_stream, at, zero)
                    if command is not None:
                        commands.append(command)
                    at += length
                    break
            else:
                at += 1
    except IndexError:
        pass
    return commands


def trim_trace_pkts(trace_pkts):
    """The words of a trace buffer up to the first ``fefefefe`` followed by
    two zero words (where the trace units stopped), that word included; all
    of them without one."""
    for i, word in enumerate(trace_pkts[:-2]):
        if word.lower() == "fefefefe" and trace_pkts[i + 1] == trace_pkts[i + 2] == "00000000":
            return trace_pkts[: i + 1]
    return trace_pkts
