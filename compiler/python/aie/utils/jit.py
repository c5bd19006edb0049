"""``@iron.jit``: a generator made a ``CallableDesign``.

Bare (``@iron.jit``), with configuration (``@iron.jit(source_files=[...])``)
or with ``CompileTime`` values bound (``@iron.jit(M=512)``): keywords that
name a configuration parameter of ``CallableDesign`` configure it, the
others are ``CompileTime`` values.
"""

from __future__ import annotations

import functools
import inspect
from typing import Callable

from aie.utils.callabledesign import CallableDesign
from aie.utils.compile.jit.compilabledesign import config_param_names

# CallableDesign's configuration parameters (all but the generator and the
# values).
_JIT_CONFIG_KEYS = config_param_names(CallableDesign)


def _check_generator(generator: Callable, values: dict) -> None:
    """``TypeError`` for a value naming no ``CompileTime`` parameter, a
    parameter with a default but no annotation saying what it is (its
    default would be compiled in), or a ``CompileTime`` parameter that may
    be given positionally (unless bound or defaulted)."""
    from aie.utils.compile.jit._introspect import split_params

    compile_params, _, scalar_params = split_params(generator)
    name = generator.__name__
    unknown = set(values) - set(compile_params)
    if unknown:
        raise TypeError(
            "@iron.jit received keyword argument(s) that do not match any "
            f"CompileTime[T]-annotated parameter of {name!r}: {sorted(unknown)}.\n"
            f"  Valid CompileTime[T] params: {compile_params}.\n"
            f"  Config keys: {sorted(_JIT_CONFIG_KEYS)}."
        )
    parameters = inspect.signature(generator).parameters
    empty = inspect.Parameter.empty
    defaulted = [n for n in scalar_params if parameters[n].default is not empty]
    if defaulted:
        raise TypeError(
            f"@iron.jit: parameter(s) {defaulted!r} of {name!r} have default values "
            "but no In / Out / InOut / CompileTime[T] annotation.  The framework "
            "has no runtime-scalar plumbing yet, so the default would be baked into "
            "the compiled kernel and per-call overrides silently ignored.\n"
            "  Fix options:\n"
            "    * Use CompileTime[T] = default to keep the default and recompile "
            "on per-call change.\n"
            "    * Annotate as In / Out / InOut if it's a tensor."
        )
    keyword_kinds = (inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.VAR_KEYWORD)
    positional = [
        n
        for n in compile_params
        if parameters[n].kind not in keyword_kinds
        and n not in values
        and parameters[n].default is empty
    ]
    if positional:
        listed = ", ".join(f"{n}: CompileTime[...]" for n in positional)
        raise TypeError(
            f"@iron.jit: CompileTime[T] parameter(s) {positional!r} in {name!r} are "
            "not keyword-only.\nPlace a bare '*' before your CompileTime[T] "
            f"parameters:\n\n  # Before:\n  def {name}(a: In, b: Out, {listed}):\n"
            f"      ...\n\n  # After:\n  def {name}(a: In, b: Out, *, {listed}):\n"
            "      ..."
        )


def jit(mlir_generator: Callable | None = None, **kwargs):
    """The ``CallableDesign`` of ``mlir_generator`` configured and bound by
    ``kwargs``; without a generator, the decorator that makes it."""
    if mlir_generator is None:
        return functools.partial(jit, **kwargs)
    config = {k: v for k, v in kwargs.items() if k in _JIT_CONFIG_KEYS}
    values = {k: v for k, v in kwargs.items() if k not in _JIT_CONFIG_KEYS}
    if callable(mlir_generator):
        _check_generator(mlir_generator, values)
    return CallableDesign(mlir_generator, compile_kwargs=values or None, **config)
