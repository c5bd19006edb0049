"""Decoding of hardware trace buffers: ``parse_trace(trace_buffer,
mlir_module_str, colshift=None)`` returns the buffer's events in Chrome's
trace event format (a list of dicts with ``name``, ``ph``, ``ts``, ``pid``,
``tid``, ``args``). ``get_trace_buffer(mlir_module_str, name=None)`` and
``get_trace_slices(mlir_module_str, name=None)`` read where a runtime
sequence's trace data lands (its ``#aie.trace_buffer`` and
``#aie.trace_slice`` attributes, docs/runtime-sequence.md); ``name`` is
``"device:sequence"``, by default the first sequence of the first device.

The decoding is aiec's (``aie-sim DESIGN --decode-trace WORDS``, docs/
simulator.md "Decoding a hardware trace"): this module writes the words and
the design to temporary files and runs it; the designs are read as ``aiec``
prints them. Both tools are :func:`aie.utils.config.tool_path`'s.
"""

import json
import os
import re
import subprocess
import tempfile

from .. import config

__all__ = ["parse_trace", "get_trace_buffer", "get_trace_slices"]


def _aie_sim():
    """The aie-sim that decodes."""
    return config.tool_path("aie-sim")


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
        p = subprocess.run([config.tool_path("aiec"), design], capture_output=True, text=True)
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
    return [{"device": device, "sequence": sequence, "offset": 0, "size": buffer["size"]}]
