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
answers about the design (``_aiec.sequences``), read as aiec prints it.
"""

import json
import logging

__all__ = ["parse_trace", "get_trace_buffer", "get_trace_slices"]

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
