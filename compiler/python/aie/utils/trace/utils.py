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
