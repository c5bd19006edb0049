"""Hardware tracing as ``aie.utils.trace`` of mlir-aie offers it:
``configure_trace`` declares what the trace units of some tiles record
(``aie.trace`` ops in a device), ``start_trace`` (in a runtime sequence)
starts them and says where their packets go; the compiler lowers both
(``--aie-insert-trace-flows`` and what follows).

Decoding of hardware trace buffers: ``parse_trace(trace_buffer, mlir_module_str, colshift=None)``
returns the buffer's events in Chrome's trace event format (a list of dicts
with ``name``, ``ph``, ``ts``, ``pid``, ``tid``, ``args``).
``get_trace_buffer(mlir_module_str, name=None)`` and
``get_trace_slices(mlir_module_str, name=None)`` read where a runtime
sequence's trace data lands (its ``#aie.trace_buffer`` and
``#aie.trace_slice`` attributes, docs/runtime-sequence.md); ``name`` is
``"device:sequence"``, by default the first sequence of the first device.
They read the design as ``aiec`` prints it (``$AIEC``, else ``aiec`` on
``PATH``, else beside ``aie-sim`` as below).

The decoding is aiec's (``aie-sim DESIGN --decode-trace WORDS``); this module
writes the words and the design to temporary files and runs it. The
``aie-sim`` binary is ``$AIE_SIM`` if set, else the one on ``PATH``, else
``$CARGO_TARGET_DIR/{release,debug}/aie-sim``, else the checkout's
``target/{release,debug}/aie-sim``.

Put it on the path with ``PYTHONPATH=<checkout>/compiler/python``.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile

__all__ = [
    "configure_trace",
    "start_trace",
    "parse_trace",
    "get_trace_buffer",
    "get_trace_slices",
]

_CHECKOUT = os.path.dirname(
    os.path.dirname(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    )
)


def _binary(name, variable):
    """The binary ``name``: ``$variable``, else on ``PATH``, else built in
    ``$CARGO_TARGET_DIR`` or the checkout's ``target``."""
    given = os.environ.get(variable)
    if given:
        return given
    found = shutil.which(name)
    if found:
        return found
    roots = [os.environ.get("CARGO_TARGET_DIR"), os.path.join(_CHECKOUT, "target")]
    for root in filter(None, roots):
        for profile in ("release", "debug"):
            path = os.path.join(root, profile, name)
            if os.access(path, os.X_OK):
                return path
    raise RuntimeError(
        f"aie.utils.trace: no {name} binary: set {variable}, put {name} on PATH "
        "or build it (cargo build --release)"
    )


def _aie_sim():
    """The aie-sim binary that decodes (see the module's documentation)."""
    return _binary("aie-sim", "AIE_SIM")


def parse_trace(trace_buffer, mlir_module_str, colshift=None):
    """The Chrome trace events of ``trace_buffer`` (32-bit words: a numpy
    array or any iterable of integers) traced by the design
    ``mlir_module_str`` (its text, with the trace lowered, as aiecc's
    ``input_with_addresses.mlir``); ``colshift``: the columns the design ran
    shifted by (default: found from the words)."""
    with tempfile.TemporaryDirectory(prefix="aie-trace.") as tmp:
        words = os.path.join(tmp, "trace.txt")
        design = os.path.join(tmp, "design.mlir")
        with open(words, "w") as f:
            f.writelines(f"{int(w) & 0xFFFFFFFF:08x}\n" for w in trace_buffer)
        with open(design, "w") as f:
            f.write(mlir_module_str)
        cmd = [_aie_sim(), design, "--decode-trace", words]
        if colshift is not None:
            cmd.append(f"--trace-colshift={int(colshift)}")
        p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise ValueError(f"aie-sim --decode-trace failed:\n{p.stderr}")
    return json.loads(p.stdout)


# The lines of aiec's printed form that name devices and runtime sequences,
# and the fields of the trace attributes (as aiec prints them).
_DEVICE = re.compile(r"^\s*aie\.device\([^)]*\)(?: @([\w$.-]+|\"[^\"]*\"))? \{")
_SEQUENCE = re.compile(r"^\s*aie\.runtime_sequence(?: @([\w$.-]+|\"[^\"]*\"))?\(")
_BUFFER = re.compile(
    r"#aie\.trace_buffer<arg_index = (\d+), offset = (\d+), size = (\d+), dedicated = (true|false)>"
)
_STRING = r'"((?:[^"\\]|\\.)*)"'
_SLICE = re.compile(
    rf"#aie\.trace_slice<device = {_STRING}, sequence = {_STRING}, offset = (\d+), size = (\d+)>"
)


def _unquote(text):
    """A name or string as aiec prints it, unescaped (``\\XX``: a byte)."""
    text = text.strip('"')

    def byte(m):
        return "\\" if m.group(1) == "\\" else chr(int(m.group(1), 16))

    return re.sub(r"\\([0-9A-Fa-f]{2}|\\)", byte, text)


def _sequences(mlir_module_str):
    """Each runtime sequence of the design, in order: ``("device:sequence",
    its printed line)``."""
    with tempfile.TemporaryDirectory(prefix="aie-trace.") as tmp:
        design = os.path.join(tmp, "design.mlir")
        with open(design, "w") as f:
            f.write(mlir_module_str)
        p = subprocess.run(
            [_binary("aiec", "AIEC"), design], capture_output=True, text=True
        )
    if p.returncode != 0:
        raise ValueError(f"aiec could not read the design:\n{p.stderr}")
    device, out = "main", []
    for line in p.stdout.splitlines():
        d = _DEVICE.match(line)
        if d:
            device = _unquote(d.group(1)) if d.group(1) else "main"
            continue
        s = _SEQUENCE.match(line)
        if s:
            name = _unquote(s.group(1)) if s.group(1) else "sequence"
            out.append((f"{device}:{name}", line))
    return out


def _sequence(mlir_module_str, name):
    """The printed line of runtime sequence ``name`` (``"device:sequence"``;
    ``None``: the first one)."""
    sequences = _sequences(mlir_module_str)
    if not sequences:
        raise ValueError("the design has no runtime sequence")
    if name is None:
        return sequences[0]
    for found in sequences:
        if found[0] == name:
            return found
    names = ", ".join(n for n, _ in sequences)
    raise ValueError(f"no runtime sequence named '{name}'; the design has {names}")


def get_trace_buffer(mlir_module_str, name=None):
    """The trace buffer of runtime sequence ``name`` (``"device:sequence"``,
    default the first): ``{'arg_index', 'offset', 'size', 'dedicated'}``
    (``arg_index``: its block-argument number), or ``None`` when it has
    none."""
    _, line = _sequence(mlir_module_str, name)
    return _buffer_of(line)


def _buffer_of(line):
    """The ``#aie.trace_buffer`` of a printed runtime sequence, if any."""
    m = _BUFFER.search(line)
    if not m:
        return None
    return {
        "arg_index": int(m.group(1)),
        "offset": int(m.group(2)),
        "size": int(m.group(3)),
        "dedicated": m.group(4) == "true",
    }


def get_trace_slices(mlir_module_str, name=None):
    """The parts of the trace buffer of runtime sequence ``name`` that each
    traced sequence writes, in buffer order: ``{'device', 'sequence',
    'offset', 'size'}`` each. A sequence that runs no traced design has one
    slice, its own buffer (none without a buffer)."""
    full, line = _sequence(mlir_module_str, name)
    slices = [
        {
            "device": _unquote(m.group(1)),
            "sequence": _unquote(m.group(2)),
            "offset": int(m.group(3)),
            "size": int(m.group(4)),
        }
        for m in _SLICE.finditer(line)
    ]
    if slices:
        return slices
    buffer = _buffer_of(line)
    if buffer is None:
        return []
    device, sequence = full.split(":", 1)
    return [
        {"device": device, "sequence": sequence, "offset": 0, "size": buffer["size"]}
    ]


# --- configuring trace units ---------------------------------------------------

# What each kind of trace records unless told otherwise: event names, and
# port events as (event, port bundle, channel, into the tile).
DEFAULT_EVENTS = {
    "core": (
        "INSTR_EVENT_0",
        "INSTR_EVENT_1",
        "INSTR_VECTOR",
        "MEMORY_STALL",
        "STREAM_STALL",
        "LOCK_STALL",
        ("PORT_RUNNING_0", "DMA", 0, True),
        ("PORT_RUNNING_1", "DMA", 0, False),
    ),
    "mem": (
        "DMA_S2MM_0_START_TASK",
        "DMA_MM2S_0_START_TASK",
        "CONFLICT_DM_BANK_0",
        "CONFLICT_DM_BANK_1",
        "CONFLICT_DM_BANK_2",
        "CONFLICT_DM_BANK_3",
        "EDGE_DETECTION_EVENT_0",
        "EDGE_DETECTION_EVENT_1",
    ),
    "memtile": tuple(
        (f"PORT_RUNNING_{slot}", "DMA", slot % 4, slot < 4) for slot in range(8)
    ),
    "shim": (
        "DMA_S2MM_0_START_TASK",
        "DMA_S2MM_1_START_TASK",
        "DMA_MM2S_0_START_TASK",
        "DMA_S2MM_0_FINISHED_TASK",
        "DMA_S2MM_1_FINISHED_TASK",
        "DMA_MM2S_0_FINISHED_TASK",
        "DMA_S2MM_0_STREAM_STARVATION",
        "DMA_S2MM_1_STREAM_STARVATION",
    ),
}

# A trace unit records this many events (unused slots record NONE).
TRACE_SLOTS = 8

# The traces configure_trace declared last, which start_trace starts.
_configured_trace_names: list = []


def _event_name(event):
    """An event's name: a string, an enum member's name, or the name of a
    trace event object's ``code``."""
    if isinstance(event, str):
        return event
    code = getattr(event, "code", event)
    name = getattr(code, "name", None)
    if not isinstance(name, str):
        raise TypeError(f"not a trace event: {event!r}")
    return name


def _port_of(event):
    """``(slot, port, channel, direction)`` of a port event, or None: a
    ``(name, port, channel, into_tile)`` tuple or an object with ``slot``,
    ``port``, ``channel`` and ``direction`` (or ``master``)."""
    from aie.dialects._aie_enum_gen import DMAChannelDir, WireBundle

    if isinstance(event, tuple):
        name, port, channel, into = event
        port = WireBundle[port] if isinstance(port, str) else port
    elif hasattr(event, "port") and hasattr(event, "channel"):
        name, port, channel = _event_name(event), event.port, event.channel
        into = getattr(event, "master", True)
        if hasattr(event, "direction"):
            return _slot(name), port, channel, event.direction
    else:
        return None
    return (
        _slot(name),
        port,
        channel,
        DMAChannelDir.S2MM if into else DMAChannelDir.MM2S,
    )


def _slot(name):
    """The monitor slot a port event's name ends with (``PORT_RUNNING_3``: 3)."""
    slot = name.rsplit("_", 1)[-1]
    if not slot.isdigit():
        raise ValueError(f"port event {name!r} does not name a slot")
    return int(slot)


def _trace_kind(tile, memory):
    """``core``, ``mem`` (a core tile's memory), ``memtile`` or ``shim``."""
    if tile.is_core_tile():
        return "mem" if memory else "core"
    if tile.is_mem_tile():
        return "memtile"
    if tile.is_shim_tile():
        return "shim"
    raise ValueError(f"Unknown tile type for tracing: {tile}")


def _trace_specs(tiles, memory_events):
    """``(tile, memory)`` per trace: a core tile listed again, or every core
    tile when ``memory_events`` are given, also traces its memory."""
    specs, cores, memories = [], [], []
    for tile in tiles:
        memory = tile.is_core_tile() and any(tile == c for c in cores)
        if tile.is_core_tile() and not memory:
            cores.append(tile)
        if memory:
            memories.append(tile)
        specs.append((tile, memory))
    if memory_events is not None:
        for tile in tiles:
            if tile.is_core_tile() and not any(tile == m for m in memories):
                specs.append((tile, True))
                memories.append(tile)
    return specs


def configure_trace(
    tiles_to_trace,
    start_broadcast=15,
    stop_broadcast=14,
    coretile_events=None,
    coremem_events=None,
    memtile_events=None,
    shimtile_events=None,
    core_trace_mode=None,
):
    """Declares a trace (``aie.trace @trace_<kind>_<n>``) per tile of
    ``tiles_to_trace`` (tile ops, in a device): its packet type, mode (cores:
    ``core_trace_mode``, default event-time), up to 8 events (the
    ``*_events`` given for its kind, else :data:`DEFAULT_EVENTS`; names,
    enum members or trace event objects), the ports its port events watch,
    and broadcast ``start_broadcast``/``stop_broadcast`` to start and stop.
    A core tile listed twice, or every core tile when ``coremem_events`` is
    given, has its memory traced too. Packet ids are left to the compiler.
    """
    from aie.dialects._aie_enum_gen import TraceMode, TracePacketType
    from aie.dialects.aie import (
        trace,
        trace_event,
        trace_mode,
        trace_packet,
        trace_port,
        trace_start,
        trace_stop,
    )

    _configured_trace_names.clear()
    given = {
        "core": coretile_events,
        "mem": coremem_events,
        "memtile": memtile_events,
        "shim": shimtile_events,
    }
    packet_types = {
        "core": TracePacketType.Core,
        "mem": TracePacketType.Mem,
        "memtile": TracePacketType.MemTile,
        "shim": TracePacketType.ShimTile,
    }
    mode = TraceMode.EventTime if core_trace_mode is None else core_trace_mode
    for number, (tile, memory) in enumerate(
        _trace_specs(tiles_to_trace, coremem_events), 1
    ):
        kind = _trace_kind(tile, memory)
        events = list(given[kind] if given[kind] is not None else DEFAULT_EVENTS[kind])
        if len(events) > TRACE_SLOTS:
            raise RuntimeError(
                f"At most {TRACE_SLOTS} events can be traced at once, have {len(events)}."
            )
        ports = {}
        for event in events:
            port = _port_of(event)
            if port is None:
                continue
            slot, config = port[0], port[1:]
            if ports.setdefault(slot, config) != config:
                raise ValueError(
                    f"Conflicting port configurations for slot {slot}: events "
                    "sharing a slot must monitor the same port."
                )
        names = [_event_name(e[0] if isinstance(e, tuple) else e) for e in events]
        names += ["NONE"] * (TRACE_SLOTS - len(names))
        name = f"trace_{kind}_{number}"

        @trace(tile, name)
        def _body():
            if kind == "core":
                trace_mode(mode)
            trace_packet(type=packet_types[kind])
            for event in names:
                trace_event(event)
            for slot, (port, channel, direction) in ports.items():
                trace_port(slot, port, channel, direction)
            trace_start(broadcast=start_broadcast)
            trace_stop(broadcast=stop_broadcast)

        _configured_trace_names.append(name)


def start_trace(
    trace_size=8192, reuse_output_buffer=False, routing="single", egress_shim_col=0
):
    """In a runtime sequence: the trace buffer (``trace_size`` bytes, a new
    last argument of the sequence, or the tail of the last one with
    ``reuse_output_buffer``; packets leave through column
    ``egress_shim_col``'s shim, ``routing`` ``"single"``) and the start of
    every trace :func:`configure_trace` declared."""
    from aie.dialects.aie import trace_host_config, trace_start_config

    trace_host_config(
        buffer_size=trace_size,
        reuse_output_buffer=reuse_output_buffer,
        routing=routing,
        egress_shim_col=egress_shim_col,
    )
    for name in _configured_trace_names:
        trace_start_config(name)
