"""The runtime sequence being emitted, for the verbs its body calls
(``fill``, ``drain``, ``TaskGroup``) to reach without an argument: a
``ContextVar``, set only while the body runs."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from .runtime import ActiveSequence

_active_sequence: ContextVar["ActiveSequence | None"] = ContextVar(
    "iron_active_sequence", default=None
)


def active_sequence() -> "ActiveSequence":
    """The sequence being emitted; ``RuntimeError`` outside a sequence
    body."""
    sequence = _active_sequence.get()
    if sequence is None:
        raise RuntimeError(
            "No active runtime sequence: fill()/drain() and TaskGroup() must be "
            "called from within the function passed to Runtime(seq_fn, fn_args)."
        )
    return sequence


@contextmanager
def active_sequence_scope(seq: "ActiveSequence") -> Iterator["ActiveSequence"]:
    """``seq`` is the active sequence inside the block."""
    token = _active_sequence.set(seq)
    try:
        yield seq
    finally:
        _active_sequence.reset(token)
