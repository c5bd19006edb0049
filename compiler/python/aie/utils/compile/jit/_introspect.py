"""Sorting a generator's parameters by their annotations
(:mod:`.markers`): compile-time, runtime tensor, or anything else (a
runtime scalar)."""

from __future__ import annotations

import functools
import inspect
import logging
import typing
from typing import Annotated, Callable, get_args, get_origin

from .markers import _COMPILE_TIME_TAG, In, InOut, Out

logger = logging.getLogger(__name__)

_TENSOR_ANNOTATIONS = (In, Out, InOut)


def _is_compile_param(annotation) -> bool:
    """Whether ``annotation`` is ``CompileTime[T]``, or a union holding one
    (``Optional[CompileTime[T]]``, as a ``None`` default makes it)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return any(arg is _COMPILE_TIME_TAG for arg in get_args(annotation)[1:])
    if origin is typing.Union:
        return any(_is_compile_param(arg) for arg in get_args(annotation))
    return False


def _is_tensor_param(annotation) -> bool:
    """Whether ``annotation`` is ``In``, ``Out`` or ``InOut``."""
    return any(annotation is kind for kind in _TENSOR_ANNOTATIONS)


@functools.lru_cache(maxsize=None)
def _introspect_generator(generator: Callable):
    """``(hints, signature, (compile, tensor, scalar))`` of ``generator``:
    its type hints (extras kept; ``{}`` when they cannot be evaluated), its
    signature, and its parameter names sorted, each in signature order.
    Cached per generator."""
    try:
        hints = typing.get_type_hints(generator, include_extras=True)
    except Exception as exc:
        logger.debug("get_type_hints failed for %r: %s", generator, exc)
        hints = {}
    signature = inspect.signature(generator)
    groups = {"compile": [], "tensor": [], "scalar": []}
    for name, param in signature.parameters.items():
        annotation = hints.get(name, param.annotation)
        if _is_compile_param(annotation):
            groups["compile"].append(name)
        elif _is_tensor_param(annotation):
            groups["tensor"].append(name)
        else:
            groups["scalar"].append(name)
    return hints, signature, tuple(tuple(names) for names in groups.values())


def split_params(generator: Callable) -> tuple[list[str], list[str], list[str]]:
    """``(compile_params, tensor_params, scalar_params)``: the names of
    ``generator``'s ``CompileTime[T]`` parameters, its ``In``/``Out``/``InOut``
    ones, and the others, each in signature order. String annotations
    (``from __future__ import annotations``) are evaluated; when they cannot
    be, the signature's own are used."""
    _, _, (compile_params, tensor_params, scalar_params) = _introspect_generator(
        generator
    )
    return list(compile_params), list(tensor_params), list(scalar_params)
