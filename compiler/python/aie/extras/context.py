"""Contexts to build IR in: ``mlir_mod_ctx`` (a context, an unknown
location and a module to build in, as a ``with``), ``mlir_mod`` (a module
in the current context), the same held by an object's lifetime
(``RAIIMLIRContext``, ``RAIIMLIRContextModule``, ``ExplicitlyManagedModule``),
and ``multithreading`` / ``enable_debug`` switches for a block."""

import contextlib
import functools
import logging
from dataclasses import dataclass

from ..ir import Context, InsertionPoint, Location, Module


@dataclass
class MLIRContext:
    context: Context
    module: Module

    def __str__(self):
        return str(self.module)


@contextlib.contextmanager
def mlir_mod(src=None, location=None):
    """In the current context: enters ``location`` (default unknown) and an
    insertion point at the end of a module (a new one, or ``src`` parsed),
    yielding the module."""
    with (location if location is not None else Location.unknown()):
        module = Module.parse(src) if src is not None else Module.create()
        with InsertionPoint(module.body):
            yield module


@contextlib.contextmanager
def mlir_mod_ctx(src=None, context=None, location=None, allow_unregistered_dialects=False):
    """Enters a context and location and an insertion point at the end of a
    module (a new one, or `src` parsed), yielding both as `MLIRContext`."""
    context = context if context is not None else Context()
    context.allow_unregistered_dialects = allow_unregistered_dialects
    with context, mlir_mod(src, location if location is not None else Location.unknown(context)) as module:
        yield MLIRContext(context, module)


class RAIIMLIRContext:
    """A new context entered (with ``location``, default unknown) for as
    long as this object lives, and with ``create_module`` a module whose
    end is the insertion point."""

    def __init__(self, location=None, allow_unregistered_dialects=False, create_module=False):
        self._stack = contextlib.ExitStack()
        self.context = self._stack.enter_context(Context())
        self.context.allow_unregistered_dialects = allow_unregistered_dialects
        self.location = location if location is not None else Location.unknown()
        self._stack.enter_context(self.location)
        self.module = Module.create() if create_module else None
        self.insertion_point = InsertionPoint(self.module.body) if create_module else None
        if self.insertion_point is not None:
            self._stack.enter_context(self.insertion_point)

    def __del__(self):
        self._stack.close()


class RAIIMLIRContextModule(RAIIMLIRContext):
    """A :class:`RAIIMLIRContext` with a module to build in."""

    def __init__(self, location=None, allow_unregistered_dialects=False):
        super().__init__(location=location, allow_unregistered_dialects=allow_unregistered_dialects, create_module=True)


class ExplicitlyManagedModule:
    """A module whose end is the insertion point until :meth:`finish`."""

    def __init__(self):
        self.module = Module.create()
        self._ip = InsertionPoint(self.module.body)
        self._ip.__enter__()

    def finish(self):
        """Leaves the module's insertion point; returns the module."""
        self._ip.__exit__(None, None, None)
        return self.module

    def __str__(self):
        return str(self.module)


@contextlib.contextmanager
def multithreading(context=None, enabled=True):
    """Multithreading of ``context`` (default the current one) on or off
    inside the block, the other way after it. aiec's contexts run passes
    as aiec's pass manager does whatever the setting."""
    context = context if context is not None else Context.current
    context.enable_multithreading(enabled)
    yield
    context.enable_multithreading(not enabled)


enable_multithreading = functools.partial(multithreading, enabled=True)
disable_multithreading = functools.partial(multithreading, enabled=False)


@contextlib.contextmanager
def enable_debug():
    """The package's debug output (its ``aie`` loggers at DEBUG) inside the
    block, as MLIR's debug flag turns on its own."""
    logger = logging.getLogger("aie")
    level = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        logger.setLevel(level)
