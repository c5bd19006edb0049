"""The JIT layer: ``CompilableDesign``, ``compileconfig``, the parameter
markers and the compile context. Its names are loaded on first use, so a
submodule (``markers``, ``_introspect``, ...) imports without the rest."""

import importlib

# Each name and the submodule defining it.
_EXPORTS = {
    "CompilableDesign": ".compilabledesign",
    "compileconfig": ".compileconfig",
    "compile_context": ".context",
    "get_compile_arg": ".context",
    "CompileTime": ".markers",
    "In": ".markers",
    "InOut": ".markers",
    "Out": ".markers",
}

__all__ = list(_EXPORTS)


def __getattr__(name):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name], __name__), name)
    globals()[name] = value
    return value
