"""``mlir_mod_ctx``: a context, an unknown location and a module to build in."""

import contextlib
from dataclasses import dataclass

from ..ir import Context, InsertionPoint, Location, Module


@dataclass
class MLIRContext:
    context: Context
    module: Module

    def __str__(self):
        return str(self.module)


@contextlib.contextmanager
def mlir_mod_ctx(src=None, context=None, location=None, allow_unregistered_dialects=False):
    """Enters a context and location and an insertion point at the end of a
    module (a new one, or `src` parsed), yielding both as `MLIRContext`."""
    context = context if context is not None else Context()
    context.allow_unregistered_dialects = allow_unregistered_dialects
    with context, (location if location is not None else Location.unknown(context)):
        module = Module.parse(src) if src is not None else Module.create()
        with InsertionPoint(module.body):
            yield MLIRContext(context, module)
