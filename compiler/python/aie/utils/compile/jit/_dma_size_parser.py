"""The element count of each host buffer a compiled design expects, and its
dedicated trace buffer, asked of aiec's session (``_aiec.sequences``) about
the design the compile wrote to its kernel directory
(``input_with_addresses.mlir``).

The host's buffers are the arguments of the design's entry runtime
sequence: the only ``aie.runtime_sequence``, or among several the one no
``aiex.run`` calls; the session gives each argument's element count.
"""

from __future__ import annotations

import logging
from pathlib import Path

logger = logging.getLogger(__name__)


def _entry_sequence(kernel_dir: Path):
    """The entry runtime sequence of ``kernel_dir/input_with_addresses.mlir``
    (an ``_aiec.Sequence``); None when the file is missing or unreadable, or
    has no single entry (none, or not exactly one that no other runs)."""
    from aie import _aiec

    path = Path(kernel_dir) / "input_with_addresses.mlir"
    try:
        text = path.read_text()
        sequences = _aiec.sequences(text, str(path))
    except (OSError, _aiec.AiecError) as e:
        logger.debug("parse_dma_sizes: %s: %s", path, e)
        return None
    entries = [s for s in sequences if not s.called]
    return entries[0] if len(entries) == 1 else None


def _sizes(entry) -> list[int] | None:
    """The element counts of an entry sequence's arguments, or None."""
    if entry is None:
        return None
    counts = [elements for _, _, _, elements in entry.args]
    if not counts or any(c is None for c in counts):
        return None
    return counts


def _trace_buffer(entry) -> "tuple[int, int] | None":
    """``(argument index, size in bytes)`` of an entry sequence's dedicated
    trace buffer, or None."""
    buffer = entry and entry.trace_buffer
    if not buffer or not buffer[3]:
        return None
    return buffer[0], buffer[2]


def parse_dma_sizes(kernel_dir: Path) -> list[int] | None:
    """The element count of each argument of the entry runtime sequence of
    ``kernel_dir/input_with_addresses.mlir``, in order; None when there is
    no single entry sequence or an argument is not a statically shaped
    memref."""
    return _sizes(_entry_sequence(kernel_dir))


def parse_trace_buffer(kernel_dir: Path) -> "tuple[int, int] | None":
    """``(argument index, size in bytes)`` of the dedicated trace buffer the
    trace lowering gave the entry runtime sequence (its ``trace_buffer``
    attribute), or None when it has none (or shares an output buffer)."""
    return _trace_buffer(_entry_sequence(kernel_dir))

