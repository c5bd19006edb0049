"""The element count of each host buffer a compiled design expects, and its
dedicated trace buffer, read from the design aiecc writes to its kernel
directory (``input_with_addresses.mlir``, in aiec's printed form).

The host's buffers are the arguments of the design's entry runtime
sequence: the only ``aie.runtime_sequence``, or among several the one no
``aiex.run`` calls. Each argument's ``memref`` type gives its count.
"""

from __future__ import annotations

import logging
import math
import re
from pathlib import Path

logger = logging.getLogger(__name__)

_SYMBOL = r'@(?:([\w$.-]+)|"((?:[^"\\]|\\.)*)")'
_SEQUENCE = re.compile(r"\baie\.runtime_sequence\s*(?:" + _SYMBOL + r")?\s*\(")
_RUN = re.compile(r"\baiex\.run\s*" + _SYMBOL)
_MEMREF = re.compile(r"memref<((?:\d+x)*)(.*)>$")
_TRACE_BUFFER = re.compile(
    r"#aie\.trace_buffer<arg_index = (\d+), offset = \d+, size = (\d+), dedicated = (\w+)>"
)


def _symbol(match):
    """The symbol name a ``_SYMBOL`` match captured, or None."""
    return match.group(1) if match.group(1) is not None else match.group(2)


def _argument_list(text: str, open_paren: int) -> "str | None":
    """The text between ``text[open_paren]`` and its closing parenthesis."""
    depth = 0
    for i in range(open_paren, len(text)):
        depth += {"(": 1, "<": 1, ")": -1, ">": -1}.get(text[i], 0)
        if depth == 0:
            return text[open_paren + 1 : i]
    return None


def _split_top_level(text: str) -> list[str]:
    """``text`` split at the commas outside brackets."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += {"(": 1, "<": 1, "[": 1, ")": -1, ">": -1, "]": -1}.get(c, 0)
        if c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _element_count(argument: str) -> "int | None":
    """The element count of an argument ``%name: memref<AxBxT>``, or None
    when it is not a statically shaped memref."""
    _, _, type_text = argument.partition(":")
    match = _MEMREF.match(type_text.strip())
    if not match or match.group(2).startswith("?"):
        return None
    return math.prod(int(d) for d in match.group(1).split("x") if d)


def _entry_sequence(kernel_dir: Path) -> "tuple[str, str] | None":
    """The entry runtime sequence of ``kernel_dir/input_with_addresses.mlir``:
    its argument list and the rest of its line (its attributes); None when
    the file is missing, has no runtime sequence or no single entry
    (several sequences, not all named, or not exactly one uncalled)."""
    path = Path(kernel_dir) / "input_with_addresses.mlir"
    try:
        text = path.read_text()
    except OSError:
        return None
    code = "\n".join(
        line for line in text.splitlines() if not line.lstrip().startswith("//")
    )
    sequences = []
    for match in _SEQUENCE.finditer(code):
        arguments = _argument_list(code, match.end() - 1)
        if arguments is None:
            logger.debug("parse_dma_sizes: unterminated runtime_sequence in %s", path)
            return None
        after = match.end() + len(arguments) + 1
        line_end = code.find("\n", after)
        rest = code[after : line_end if line_end >= 0 else len(code)]
        sequences.append((_symbol(match), arguments, rest))
    if not sequences:
        return None
    if len(sequences) == 1:
        entry = sequences[0]
    else:
        called = {_symbol(m) for m in _RUN.finditer(code)}
        if any(name is None for name, _, _ in sequences):
            return None
        roots = [s for s in sequences if s[0] not in called]
        if len(roots) != 1:
            return None
        entry = roots[0]
    return entry[1], entry[2]


def _sizes(entry) -> list[int] | None:
    """The element counts of an entry sequence's arguments, or None."""
    if entry is None:
        return None
    counts = [_element_count(a) for a in _split_top_level(entry[0])]
    if not counts or any(c is None for c in counts):
        return None
    return counts


def _trace_buffer(entry) -> "tuple[int, int] | None":
    """The dedicated trace buffer of an entry sequence's attributes, or None."""
    match = entry and _TRACE_BUFFER.search(entry[1])
    if not match or match.group(3) != "true":
        return None
    return int(match.group(1)), int(match.group(2))


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


def parse_entry(kernel_dir: Path):
    """``(parse_dma_sizes, parse_trace_buffer)`` of ``kernel_dir``, from one
    reading of its design."""
    entry = _entry_sequence(kernel_dir)
    return _sizes(entry), _trace_buffer(entry)
