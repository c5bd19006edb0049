"""``range_`` and ``yield_`` for IRON bodies: ``scf.for``/``scf.yield`` that
also carry ``Task``s (in-flight transfers) as loop-carried values."""

from ..helpers.dialects.scf import _for
from ..helpers.dialects.scf import yield_ as _yield_
from .runtime.dmataskhandle import Task


def _unwrap(value):
    """A Task's handle; anything else as it is."""
    return value.handle if isinstance(value, Task) else value


def range_(*args, iter_args=None, insert_yield=True, **kwargs):
    """An ``scf.for`` (as ``aie.helpers.dialects.scf._for``; bounds are ints
    or values) whose ``iter_args`` may include ``Task``s: they are carried by
    their handles, and the body's values and the loop's results come back as
    ``Task``s at those positions."""
    tasks = set()
    if iter_args is not None:
        tasks = {i for i, a in enumerate(iter_args) if isinstance(a, Task)}
        iter_args = [_unwrap(a) for a in iter_args]

    def rewrap(values):
        if isinstance(values, tuple):
            return tuple(Task(v) if i in tasks else v for i, v in enumerate(values))
        return Task(values) if 0 in tasks else values

    for step in _for(*args, iter_args=iter_args, insert_yield=insert_yield, **kwargs):
        if tasks and isinstance(step, tuple) and len(step) == 3:
            iv, carried, results = step
            yield iv, rewrap(carried), rewrap(results)
        else:
            yield step


def yield_(values) -> None:
    """``scf.yield`` of ``values``, a Task yielding its handle."""
    _yield_([_unwrap(v) for v in values])
