"""Hardware traces: what to trace (:mod:`.setup`: ``configure_trace``
emits the ``aie.trace`` ops of the tiles to trace, ``start_trace`` the
runtime sequence's trace buffer), the host side of a traced run
(:class:`TraceConfig`: the buffer a simulated run fills, its file), its
decoding (:func:`parse_trace`, by aie-sim) and what is read from the
decoded events (:mod:`.utils`: cycles between a kernel's
``INSTR_EVENT_0``/``INSTR_EVENT_1``, summaries, packet helpers).

The trace buffer is the runtime sequence's last argument (trace lowering
appends it), so the host adds it last; with ``reuse_output_buffer`` the
trace lands behind the last output instead (docs/python-runtime.md).

Names load with their module when first used: :mod:`.setup`,
:mod:`.events` and :mod:`.parse` need ``aie.dialects``, the others neither
it nor numpy.
"""

import importlib

# Each name and the submodule defining it.
_EXPORTS = {
    "TraceConfig": ".config",
    "parse_trace": ".parse",
    "get_trace_buffer": ".parse",
    "get_trace_slices": ".parse",
    "configure_packet_ctrl_flow": ".setup",
    "config_ctrl_pkts_aie": ".setup",
    "configure_trace": ".setup",
    "start_trace": ".setup",
    **dict.fromkeys(
        (
            "parity",
            "extract_tile",
            "pack4bytes",
            "create_ctrl_pkt",
            "get_kernel_code",
            "extract_buffers",
            "get_cycles",
            "get_cycles_summary",
            "print_cycles_summary",
            "get_vector_time",
            "split_trace_segments",
        ),
        ".utils",
    ),
}

__all__ = list(_EXPORTS)


def __getattr__(name):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name], __name__), name)
    globals()[name] = value
    return value
