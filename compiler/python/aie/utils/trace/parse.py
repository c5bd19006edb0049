"""Decoding of hardware trace buffers: ``parse_trace(trace_buffer,
mlir_module_str, colshift=None)`` returns the buffer's events in Chrome's
trace event format (a list of dicts with ``name``, ``ph``, ``ts``, ``pid``,
``tid``, ``args``). ``get_trace_buffer(mlir_module_str, name=None)`` and
``get_trace_slices(mlir_module_str, name=None)`` read where a runtime
sequence's trace data lands (its ``#aie.trace_buffer`` and
``#aie.trace_slice`` attributes, docs/runtime-sequence.md); ``name`` is
``"device:sequence"``, by default the first sequence of the first device.

The decoding is aiec's (``_aiec.decode_trace``, what ``aie-sim DESIGN
--decode-trace WORDS`` prints, docs/simulator.md "Decoding a hardware
trace"), and the sequences and their trace buffers are the session's
answers about the design (``_aiec.sequences``), read as aiec prints it. The
stages of mlir-aie's own decoder, which its tools and tests call one by one
(``parse_mlir_trace_events``, ``convert_commands_to_json``, ...), follow
below; ``python parse.py --input --mlir --output`` writes ``parse_trace``'s
events as JSON.
"""

import argparse
import json
import logging
import math
import sys

from .events import NUM_TRACE_TYPES, PacketType, get_events_for_device

logger = logging.getLogger(__name__)

# The name diagnostics give a design passed as text.
_DESIGN = "<trace design>"


def parse_trace(trace_buffer, mlir_module_str, colshift=None):
    """The Chrome trace events of ``trace_buffer`` (32-bit words: a numpy
    array or any iterable of integers) traced by the design
    ``mlir_module_str`` (its text, with the trace lowered, as aiecc's
    ``input_with_addresses.mlir``); ``colshift``: the columns the design ran
    shifted by (default: found from the words)."""
    from aie import _aiec

    words = [int(w) & 0xFFFFFFFF for w in trace_buffer]
    try:
        events, warnings = _aiec.decode_trace(
            mlir_module_str,
            _DESIGN,
            words,
            None if colshift is None else int(colshift),
        )
    except _aiec.AiecError as e:
        raise ValueError(f"the trace's design does not parse:\n{e.args[0]}") from None
    for warning in warnings:
        logger.warning("%s", warning)
    return json.loads(events)


def _sequence(mlir_module_str, name):
    """Runtime sequence ``name`` (``"device:sequence"``; ``None``: the first
    one) of the design, an ``_aiec.Sequence``."""
    from aie import _aiec

    try:
        sequences = _aiec.sequences(mlir_module_str, _DESIGN)
    except _aiec.AiecError as e:
        raise ValueError(f"aiec could not read the design:\n{e.args[0]}") from None
    if not sequences:
        raise ValueError("the design has no runtime sequence")
    if name is None:
        return sequences[0]
    for found in sequences:
        if f"{found.device}:{found.name}" == name:
            return found
    names = ", ".join(f"{s.device}:{s.name}" for s in sequences)
    raise ValueError(f"no runtime sequence named '{name}'; the design has {names}")


def get_trace_buffer(mlir_module_str, name=None):
    """The trace buffer of runtime sequence ``name`` (``"device:sequence"``,
    default the first): ``{'arg_index', 'offset', 'size', 'dedicated'}``
    (``arg_index``: its block-argument number), or ``None`` when it has
    none."""
    buffer = _sequence(mlir_module_str, name).trace_buffer
    if buffer is None:
        return None
    arg_index, offset, size, dedicated = buffer
    return {"arg_index": arg_index, "offset": offset, "size": size, "dedicated": dedicated}


def get_trace_slices(mlir_module_str, name=None):
    """The parts of the trace buffer of runtime sequence ``name`` that each
    traced sequence writes, in buffer order: ``{'device', 'sequence',
    'offset', 'size'}`` each. A sequence that runs no traced design has one
    slice, its own buffer (none without a buffer)."""
    return [
        {"device": device, "sequence": sequence, "offset": offset, "size": size}
        for device, sequence, offset, size in _sequence(mlir_module_str, name).trace_slices
    ]


# --- mlir-aie's decoder, stage by stage ---------------------------------------
#
# The stages of mlir-aie's trace decoder, as its tools and tests call them:
# the design's trace configuration read off its `aiex.npu.write32` ops
# (`parse_mlir_trace_events`), the buffer split into packets by tile and
# type and into byte streams (`.utils`), the streams decoded into commands,
# and the commands into Chrome trace events (`convert_commands_to_json`).
# Tiles are keyed "row,col"; the lists are indexed by `PacketType`.

# The events one trace unit records.
NUM_EVENTS = 8


def parse_args():
    """The command line of ``python parse.py``: ``--input`` (the trace
    buffer's words, one hexadecimal word per line), ``--mlir`` (the design
    with its trace lowered), ``--output`` (the JSON to write), optional
    ``--colshift`` and ``--debug``."""
    parser = argparse.ArgumentParser(description="Decode a hardware trace into Chrome trace events.")
    parser.add_argument("--input", help="Input trace file", required=True)
    parser.add_argument("--mlir", help="mlir source file", required=True)
    parser.add_argument("--colshift", help="column shift adjustment to source mlir", required=False)
    parser.add_argument("--output", help="Output json file", required=True)
    parser.add_argument(
        "--debug", action="store_true", help="Enable debug output (equivalent to AIE_LOG_LEVEL=DEBUG)"
    )
    return parser.parse_args(sys.argv[1:])


def check_for_valid_trace(filename, trace_pkts):
    """Whether ``trace_pkts`` (the words of ``filename``) hold a trace: more
    than one word, the first not zero (else an error is logged)."""
    if len(trace_pkts) < 2 or trace_pkts[0] == "00000000":
        logger.error("Empty trace file. Valid trace was not written to %s", filename)
        return False
    return True


# A Sync opcode moves the timer on by this many cycles.
_SYNC_CYCLES = 0x3FFFF


def make_event_lists(commands):
    """``{event slot: [times...]}`` of the ``Single*`` commands of one
    tile's command list, the time starting at each ``Start``'s timer and
    moving by each event's cycles (and a sync's)."""
    events, ts = {}, 0
    for command in commands:
        kind = command["type"]
        if kind == "Start":
            ts = command["timer_value"]
        elif kind == "Event_Sync":
            ts += _SYNC_CYCLES
        elif "Single" in kind:
            ts += command["cycles"]
            events.setdefault(command["event"], []).append(ts)
    return events


def flatten_repeat_command(commands):
    """``commands`` with each ``Repeat0``/``Repeat1`` replaced by that many
    copies of the command before it (a repeat with nothing before it is
    dropped)."""
    flat, last = [], None
    for command in commands:
        if command["type"] in ("Repeat0", "Repeat1"):
            if last is not None:
                flat.extend([last] * int(command["repeats"]))
        else:
            flat.append(command)
            last = command
    return flat


def _convert_to_commands_by_mode(byte_streams, trace_modes, zero=True):
    """The commands of each tile's byte stream, decoded in its trace mode
    (``trace_modes``: by packet type, ``{"row,col": mode}``, Event-Time (0)
    when absent; Event-PC is 1); another mode is a ``NotImplementedError``."""
    from .utils import convert_to_commands, decode_event_pc_stream

    event_time = [dict() for _ in range(NUM_TRACE_TYPES)]
    event_pc = []
    for trace_type, streams in enumerate(byte_streams):
        for loc, stream in streams.items():
            mode = trace_modes[trace_type].get(loc, 0)
            if mode == 0:
                event_time[trace_type][loc] = stream
            elif mode == 1:
                event_pc.append((trace_type, loc, stream))
            else:
                raise NotImplementedError(
                    f"trace mode {mode} is not supported for type {trace_type} tile {loc}"
                )
    commands = convert_to_commands(event_time, zero)
    for trace_type, loc, stream in event_pc:
        commands[trace_type][loc] = decode_event_pc_stream(stream, zero)
    return commands


def _trace_event(trace_type, loc, slot, pid_events, events_module, **fields):
    """A Chrome trace event of event ``slot`` of tile ``loc``'s trace unit."""
    name = lookup_event_name_by_type(trace_type, pid_events[trace_type][loc][slot], events_module)
    return {"name": name, **fields}


def deactivate_events(
    multiples, active_events, timer, cycles, pid, trace_type, loc, pid_events, trace_events, events_module
):
    """Ends (an ``"E"`` event at ``timer``) every active event slot, but
    those in ``multiples`` when ``cycles`` is 0 (they go on)."""
    for slot in active_events:
        if cycles > 0 or slot not in multiples:
            if active_events[slot] > 0:
                trace_events.append(
                    _trace_event(trace_type, loc, slot, pid_events, events_module,
                                 ts=timer, ph="E", pid=pid, tid=slot, args={})
                )
            active_events[slot] = 0


def activate_event(event, tt, loc, timer, pid, active_events, pid_events, trace_events, events_module):
    """Begins (a ``"B"`` event at ``timer``) event slot ``event`` unless it
    is active already (a slot the tile does not trace is ignored)."""
    if active_events.get(event, 1) == 0 and loc in pid_events[tt]:
        trace_events.append(
            _trace_event(tt, loc, event, pid_events, events_module,
                         ts=timer, ph="B", pid=pid, tid=event, args={})
        )
        active_events[event] = 1


def _slots(command):
    """The event slots a ``Multiple*`` or ``EventPC`` command names."""
    return [command[k] for k in command if k.startswith("event")]


def _event_pc_events(trace_events, tt, loc, pid, commands, pid_events, events_module):
    """An instant event per slot of each ``EventPC`` command (the capture's
    index as its time, the program counter in ``args``)."""
    for index, command in enumerate(c for c in commands if c["type"] == "EventPC"):
        for slot in range(NUM_EVENTS):
            if f"event{slot}" in command:
                trace_events.append(
                    _trace_event(tt, loc, slot, pid_events, events_module, ts=index, ph="i", s="t",
                                 pid=pid, tid=slot, args={"pc": command["pc"]})
                )


def convert_commands_to_json(trace_events, commands, pid_events, events_module):
    """Appends to ``trace_events`` the begin and end events of every
    tile's commands (``pid_events[type][loc]``: the tile's 8 event codes,
    then its process id, :func:`setup_trace_metadata`). Each event command
    moves the timer by one and its cycles; a repeat repeats the last one.
    An Event-PC tile's commands are instant events in capture order. A tile
    the design does not trace ends the process (``SystemExit``)."""
    for tt, by_loc in enumerate(commands):
        for loc, tile_commands in by_loc.items():
            if loc not in pid_events[tt]:
                tiles = [key for per_type in pid_events for key in per_type]
                logger.error("tile in %s not found in trace packet data file (e.g trace.txt).", loc)
                logger.error("Defined tiles in design are at: %s", tiles)
                sys.exit(1)
            pid = pid_events[tt][loc][NUM_EVENTS]
            if any(c["type"] == "EventPC" for c in tile_commands):
                flat = flatten_repeat_command(tile_commands)
                _event_pc_events(trace_events, tt, loc, pid, flat, pid_events, events_module)
                continue
            _event_time_events(trace_events, tt, loc, pid, tile_commands, pid_events, events_module)


def _event_time_events(trace_events, tt, loc, pid, tile_commands, pid_events, events_module):
    """The begin and end events of one Event-Time tile's commands."""
    active = dict.fromkeys(range(NUM_EVENTS), 0)
    timer, cycles, slots, event = 0, 0, [], None
    context = (pid, tt, loc, pid_events, trace_events, events_module)

    def step(started):
        """One event: end what does not go on, move the timer, begin ``started``."""
        nonlocal timer
        timer += 1
        deactivate_events(slots, active, timer, cycles, *context)
        timer += cycles
        for slot in started:
            activate_event(slot, tt, loc, timer, pid, active, pid_events, trace_events, events_module)

    for command in tile_commands:
        kind = command["type"]
        if "Single" in kind:
            event, cycles, slots = command["event"], int(command["cycles"]), [command["event"]]
            step([event])
        elif "Multiple" in kind:
            cycles, slots = int(command["cycles"]), _slots(command)
            step(slots)
        elif "Repeat" in kind:
            if cycles == 0:
                timer += int(command["repeats"])
                continue
            for _ in range(int(command["repeats"])):
                step(_slots(command) if len(slots) > 1 else [event])


def process_name_metadata(trace_events, pid, trace_type, loc):
    """Appends the ``process_name`` metadata event of process ``pid``: the
    trace unit's kind and tile (``core_trace for tile2,0``)."""
    name = PacketType(trace_type).name.lower()
    name = "shim" if name == "shimtile" else name
    trace_events.append(
        {"name": "process_name", "ph": "M", "pid": pid, "args": {"name": f"{name}_trace for tile{loc}"}}
    )


def thread_name_metadata(trace_events, trace_type, loc, pid, tid, pid_events, events_module):
    """Appends the ``thread_name`` metadata event of slot ``tid`` of process
    ``pid``: the name of the event the slot records."""
    name = lookup_event_name_by_type(trace_type, pid_events[trace_type][loc][tid], events_module)
    trace_events.append({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid, "args": {"name": name}})


def _trace_registers(device_model):
    """The tile-local offsets of the trace unit's registers the decoding
    reads, by name and module kind, from aiec's register map:
    ``{(register, module): offset}``."""
    from ... import _aiec

    wanted = ("Trace_Control0", "Trace_Event0", "Trace_Event1")
    out = {}
    for module, data in _aiec.register_database(device_model)["modules"].items():
        for register in data["registers"]:
            if register["name"] in wanted:
                out[(register["name"], module)] = int(register["offset"], 16)
    return out


def _write32s(mlir_module_str):
    """The design's device and the ``(address, value, row, column)`` of
    each ``aiex.npu.write32`` of its runtime sequences (row and column
    None when the op has none); an operand that is not a constant is None."""
    from ...dialects import aie as aiedialect
    from ...dialects import aiex as aiexdialect
    from ...extras.util import find_ops
    from ...helpers.util import fold_constant_operand
    from ...ir import Context, Location, Module

    with Context(), Location.unknown():
        module = Module.parse(mlir_module_str)
        devices = find_ops(module.operation, lambda o: isinstance(o.operation.opview, aiedialect.DeviceOp))
        if not devices:
            raise ValueError("the design has no aie.device")
        device = aiedialect.AIEDevice(int(devices[0].device))
        writes = []
        for op in find_ops(module.operation, lambda o: isinstance(o.operation.opview, aiexdialect.NpuWrite32Op)):
            writes.append((
                fold_constant_operand(op.address),
                fold_constant_operand(op.value),
                op.row.value if op.row is not None else None,
                op.column.value if op.column is not None else None,
            ))
    return device, writes


def parse_mlir_trace_events(mlir_module_str, colshift=None):
    """The trace configuration of a design with its trace lowered (its
    ``aiex.npu.write32`` ops to the trace units' registers): ``(pid_events,
    trace_modes, events_module)``, by packet type: ``{"row,col": [the 8
    event codes]}`` of each traced unit, ``{"row,col": mode}`` of each
    core's trace mode, and the device's event enums. A write whose tile
    comes from its address (no row and column) is placed with the device's
    shifts; ``colshift`` is added to every column. A write whose address or
    value is not a constant ends the process (``SystemExit``)."""
    from ...dialects import aie as aiedialect

    device, writes = _write32s(mlir_module_str)
    model = aiedialect.get_target_model(device)
    events_module = get_events_for_device(str(device))
    registers = _trace_registers("npu2" if device.name.startswith("npu2") else "npu1")
    pid_events = [dict() for _ in range(NUM_TRACE_TYPES)]
    trace_modes = [dict() for _ in range(NUM_TRACE_TYPES)]
    for address, value, row, col in writes:
        if row is None and col is None and address is not None:
            row = (address >> model.get_row_shift()) & 0x1F
            col = (address >> model.get_column_shift()) & 0x1F
            address &= 0xFFFFF
        if None in (address, value, row, col):
            logger.error("Could not decode a write32: its address or value is not a compile-time constant")
            sys.exit(1)
        if colshift is not None:
            col += colshift
        _record_trace_write(pid_events, trace_modes, registers, model, address, value, row, col)
    return pid_events, trace_modes, events_module


def _record_trace_write(pid_events, trace_modes, registers, model, address, value, row, col):
    """Records one register write of a trace unit: a core's trace mode
    (``Trace_Control0``), or four event codes (``Trace_Event0``: slots
    0-3, ``Trace_Event1``: 4-7) of the unit the address and tile name."""
    key = f"{row},{col}"
    if model.is_shim_noc_or_pl_tile(col, row):
        kinds = {"shim": PacketType.SHIMTILE}
    elif model.is_mem_tile(col, row):
        kinds = {"memory_tile": PacketType.MEMTILE}
    else:
        kinds = {"core": PacketType.CORE, "memory": PacketType.MEM}
    for module, packet_type in kinds.items():
        if address == registers.get(("Trace_Control0", module)) and packet_type == PacketType.CORE:
            trace_modes[packet_type][key] = value & 0b11
        for first, register in ((0, "Trace_Event0"), (4, "Trace_Event1")):
            if address == registers.get((register, module)):
                codes = pid_events[packet_type].setdefault(key, [0] * NUM_EVENTS)
                codes[first : first + 4] = [(value >> (8 * i)) & 0xFF for i in range(4)]


def lookup_event_name_by_type(trace_type, code, events_module):
    """The name of event ``code`` of a trace unit of ``trace_type`` in the
    device's event enums, or ``"Unknown"``."""
    enums = {
        PacketType.CORE: "CoreEvent",
        PacketType.MEM: "MemEvent",
        PacketType.SHIMTILE: "ShimTileEvent",
        PacketType.MEMTILE: "MemTileEvent",
    }
    enum_class = getattr(events_module, enums.get(trace_type, ""), None)
    if enum_class is None:
        return "Unknown"
    try:
        return enum_class(code).name
    except ValueError:
        return "Unknown"


def setup_trace_metadata(trace_events, pid_events, events_module):
    """Appends the process and thread name events of every traced unit and
    gives each a process id (appended to its ``pid_events`` entry), in
    packet type then tile order."""
    pid = 0
    for trace_type in range(NUM_TRACE_TYPES):
        for loc in pid_events[trace_type]:
            process_name_metadata(trace_events, pid, trace_type, loc)
            for slot in range(NUM_EVENTS):
                thread_name_metadata(trace_events, trace_type, loc, pid, slot, pid_events, events_module)
                pid_events[trace_type][loc].append(pid)
            pid += 1


def _first_column(by_type):
    """The least column of the "row,col" keys of per-type dicts."""
    return min((int(loc.split(",")[1]) for per_type in by_type for loc in per_type), default=math.inf)


def _get_column_start_shift(events, commands):
    """How many columns the design's first traced column lies right of
    the trace's first one (the run may place the design elsewhere)."""
    return _first_column(events) - _first_column(commands)


def align_column_start_index(events, commands, colshift=None):
    """``events`` (per-type dicts keyed "row,col") with every column moved
    left by ``colshift`` (default: :func:`_get_column_start_shift`)."""
    if colshift is None:
        colshift = _get_column_start_shift(events, commands)
    moved = []
    for per_type in events:
        out = {}
        for loc, data in per_type.items():
            row, col = map(int, loc.split(","))
            out[f"{row},{col - colshift}"] = data
        moved.append(out)
    return moved


def main():
    """``python parse.py --input trace.txt --mlir design.mlir --output
    trace.json``: the trace's events (:func:`parse_trace`) written as JSON,
    one event a line."""
    opts = parse_args()
    logging.basicConfig(
        level=logging.DEBUG if opts.debug else logging.WARNING, format="%(message)s", stream=sys.stderr
    )
    colshift = int(opts.colshift) if opts.colshift else None
    try:
        with open(opts.input) as f:
            words = [w for w in f.read().split("\n") if w]
        with open(opts.mlir) as f:
            mlir_module_str = f.read()
    except OSError as e:
        logger.error("%s could not be opened: %s", e.filename, e.strerror)
        sys.exit(1)
    events = parse_trace([int(w, 16) for w in words], mlir_module_str, colshift)
    with open(opts.output, "w") as of:
        print(json.dumps(events).replace(", {", ",\n{"), file=of)


if __name__ == "__main__":
    main()
