"""The annotations that sort a generator's parameters.

``CompileTime[T]``: a compile-time value (``Annotated[T, tag]``, so type
checkers see ``T``); a new value is a new compile and cache entry.
``In``, ``Out``, ``InOut``: runtime tensors moved to the NPU, from it, or
both, at every call.
"""

from __future__ import annotations

from typing import Annotated, TypeVar

T = TypeVar("T")


class _CompileTimeTag:
    """The metadata that marks ``Annotated[T, tag]`` as ``CompileTime[T]``."""

    __slots__ = ()


_COMPILE_TIME_TAG = _CompileTimeTag()

CompileTime = Annotated[T, _COMPILE_TIME_TAG]


class In:
    """A runtime input tensor (host to NPU at every call)."""


class Out:
    """A runtime output tensor (NPU to host at every call)."""


class InOut:
    """A runtime tensor moved both ways at every call."""
