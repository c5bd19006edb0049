"""``@jit`` (``@iron.jit``): a generator made a :class:`CallableDesign`,
compiled when first called and run on the NPU::

    @iron.jit
    def scale(a: In, b: Out, *, N: CompileTime[int]): ...
    scale(a, b, N=1024)          # compiled for N=1024, then run

    @iron.jit(N=1024, source_files=["k.cc"])
    def scale(a: In, b: Out, *, N: CompileTime[int]): ...
    scale(a, b)

Keyword arguments that name a configuration parameter of
``CallableDesign`` (:data:`_JIT_CONFIG_KEYS`) configure it; the others are
``CompileTime[T]`` values, checked against the generator when decorating.
"""

from __future__ import annotations

import functools
import inspect
from typing import Callable

from aie.utils.callabledesign import CallableDesign as _CallableDesign
from aie.utils.compile.jit.compilabledesign import config_param_names

_JIT_CONFIG_KEYS = config_param_names(_CallableDesign)


def _check_generator(generator, compile_kwargs):
    """``TypeError`` for a value that names no ``CompileTime[T]``
    parameter, an unannotated parameter with a default (it would be
    compiled in and a call's value ignored), or a ``CompileTime[T]``
    parameter that could be passed by position (neither keyword-only, nor
    given here, nor defaulted)."""
    from aie.utils.compile.jit._introspect import split_params

    compile_params, _, scalar_params = split_params(generator)
    name = generator.__name__
    unknown = set(compile_kwargs) - set(compile_params)
    if unknown:
        raise TypeError(
            f"@iron.jit received keyword argument(s) that do not match any "
            f"CompileTime[T]-annotated parameter of {name!r}: {sorted(unknown)}.\n"
            f"  Valid CompileTime[T] params: {compile_params}.\n"
            f"  Config keys: {sorted(_JIT_CONFIG_KEYS)}."
        )
    params = inspect.signature(generator).parameters
    empty = inspect.Parameter.empty
    defaulted = [p for p in scalar_params if params[p].default is not empty]
    if defaulted:
        raise TypeError(
            f"@iron.jit: parameter(s) {defaulted!r} of {name!r} have default values "
            f"but no In / Out / InOut / CompileTime[T] annotation.  The framework has "
            f"no runtime-scalar plumbing yet, so the default would be baked into the "
            f"compiled kernel and per-call overrides silently ignored.\n"
            f"  Fix options:\n"
            f"    * Use CompileTime[T] = default to keep the default and recompile on "
            f"per-call change.\n"
            f"    * Annotate as In / Out / InOut if it's a tensor."
        )
    keyword = (inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.VAR_KEYWORD)
    positional = [
        p
        for p in compile_params
        if params[p].kind not in keyword and p not in compile_kwargs and params[p].default is empty
    ]
    if positional:
        listed = ", ".join(f"{n}: CompileTime[...]" for n in positional)
        raise TypeError(
            f"@iron.jit: CompileTime[T] parameter(s) {positional!r} in {name!r} are not "
            f"keyword-only.\nPlace a bare '*' before your CompileTime[T] parameters:\n\n"
            f"  # Before:\n  def {name}(a: In, b: Out, {listed}):\n      ...\n\n"
            f"  # After:\n  def {name}(a: In, b: Out, *, {listed}):\n      ..."
        )


def jit(mlir_generator: Callable | None = None, **kwargs):
    """A :class:`CallableDesign` of ``mlir_generator`` configured by the
    configuration keywords of ``kwargs``, the others its ``CompileTime[T]``
    values; without a generator, the decorator that takes one."""
    if mlir_generator is None:
        return functools.partial(jit, **kwargs)
    config = {k: v for k, v in kwargs.items() if k in _JIT_CONFIG_KEYS}
    compile_kwargs = {k: v for k, v in kwargs.items() if k not in _JIT_CONFIG_KEYS}
    if callable(mlir_generator):
        _check_generator(mlir_generator, compile_kwargs)
    return _CallableDesign(mlir_generator, compile_kwargs=compile_kwargs or None, **config)
