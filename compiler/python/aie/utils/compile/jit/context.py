"""Compile-time values visible to everything a generator calls:
``with compile_context(M=512): ...`` and ``get_compile_arg("M")``.
Contexts nest (inner values shadow outer ones) and are per thread and task
(a ``ContextVar``)."""

from __future__ import annotations

import contextvars
from contextlib import contextmanager
from typing import Any

_compile_context_var: contextvars.ContextVar[dict[str, Any]] = contextvars.ContextVar(
    "_compile_context_var", default={}
)


@contextmanager
def compile_context(**kwargs: Any):
    """Makes ``kwargs`` visible to :func:`get_compile_arg` in the block, on
    top of the enclosing context's values; yields the merged values."""
    merged = {**_compile_context_var.get(), **kwargs}
    token = _compile_context_var.set(merged)
    try:
        yield merged
    finally:
        _compile_context_var.reset(token)


def get_compile_arg(key: str, default: Any = None) -> Any:
    """The value of ``key`` in the active :func:`compile_context`, else
    ``default``."""
    return _compile_context_var.get().get(key, default)
