"""``Worker``: a task on one compute core (``aie.core``), and
``WorkerRuntimeBarrier``, a lock through which Workers wait for the
runtime sequence."""

import sys
from typing import Callable

from ..dialects._aie_enum_gen import AIETileType, LockAction
from ..dialects.aie import core, lock, use_lock
from ..dialects.aiex import set_lock_value
from ..helpers.dialects.scf import _for as range_
from ..helpers.util import flatten_fn_args
from .buffer import Buffer
from .dataflow.endpoint import ObjectFifoEndpoint
from .dataflow.objectfifo import ObjectFifo, ObjectFifoHandle
from .device import AnyComputeTile, Tile


class Worker(ObjectFifoEndpoint):
    """``core_fn(*fn_args)`` running on a compute tile.

    ``fn_args`` holds what the body needs: ObjectFifo ends (bound to this
    Worker), Buffers (placed on its tile unless placed already), kernels,
    barriers, scratchpad parameters, plain values; lists nest. ``core_fn``
    None makes a core that only loops.

    ``tile``: where (default: any compute tile; the compiler places it).
    ``while_true``: repeat the body forever (else once); either way it is an
    ``scf.for``. ``stack_size``, ``dynamic_objfifo_lowering``: attributes of
    the ``aie.core``. ``allocation_scheme``: the tile's memory allocation
    scheme. ``trace``/``trace_events``: trace this core.
    """

    def __init__(
        self,
        core_fn: Callable | None,
        fn_args: list | None = None,
        tile: Tile | None = AnyComputeTile,
        while_true: bool = True,
        stack_size: int | None = None,
        allocation_scheme: str | None = None,
        trace: int | None = None,
        trace_events: list | None = None,
        dynamic_objfifo_lowering: bool | None = None,
    ):
        if core_fn is not None and not callable(core_fn):
            raise TypeError(f"Worker core_fn must be callable or None, got {core_fn!r}")
        if tile is None:
            tile = AnyComputeTile
        if not isinstance(tile, Tile):
            raise TypeError(f"Worker tile must be a Tile, got {tile!r}")
        if tile.tile_type is not None and tile.tile_type != AIETileType.CoreTile:
            raise ValueError(
                f"Worker requires a compute tile, but got tile_type={tile.tile_type}"
            )
        # A typed tile the user made is kept as it is, so a Buffer placed on
        # the same Tile object shares its logical tile.
        if (
            tile.tile_type == AIETileType.CoreTile
            and allocation_scheme is None
            and tile is not AnyComputeTile
        ):
            self._tile = tile
        else:
            self._tile = tile.with_type(
                AIETileType.CoreTile, allocation_scheme=allocation_scheme
            )
        self._while_true = while_true
        self.stack_size = stack_size
        self.allocation_scheme = allocation_scheme
        self._dynamic_objfifo_lowering = dynamic_objfifo_lowering
        self.trace = trace
        self.trace_events = trace_events
        self.core_fn = core_fn if core_fn is not None else _loop_forever
        self.fn_args = fn_args if fn_args is not None else []
        self._fifos: list[ObjectFifoHandle] = []
        self._buffers: list[Buffer] = []
        self._barriers: list[WorkerRuntimeBarrier] = []
        self._outgoing_cascades: list = []
        for arg in flatten_fn_args(self.fn_args):
            self._register(arg)

    def _register(self, arg) -> None:
        if isinstance(arg, ObjectFifoHandle):
            arg.endpoint = self
            self._fifos.append(arg)
        elif isinstance(arg, Buffer):
            owner = arg._owner_worker
            if owner is not None and owner is not self and not arg._explicit_tile:
                raise ValueError(
                    f"Buffer '{arg._name}' has no explicit tile and is shared "
                    "across Workers; pin it to a tile (Buffer(tile=...)) so "
                    "placement is unambiguous."
                )
            if owner is None:
                arg._owner_worker = self
                if arg._tile is None:
                    arg._tile = self._tile
            self._buffers.append(arg)
        elif isinstance(arg, ObjectFifo):
            raise ValueError(
                "Cannot give an ObjectFifo directly to a worker; must give an "
                "ObjectFifoHandle obtained through ObjectFifo.prod() or "
                "ObjectFifo.cons()"
            )
        elif isinstance(arg, WorkerRuntimeBarrier):
            self._barriers.append(arg)

    @staticmethod
    def grid(rows: int, cols: int, factory: Callable[[int, int], "Worker"]):
        """``rows`` lists of ``cols`` Workers, ``factory(r, c)`` each."""
        return [[factory(r, c) for c in range(cols)] for r in range(rows)]

    @property
    def tile(self) -> Tile:
        """The Worker's compute tile."""
        return self._tile

    @property
    def flat_fn_args(self) -> list:
        """``fn_args`` with nested lists flattened."""
        return list(flatten_fn_args(self.fn_args))

    @property
    def fifos(self) -> list[ObjectFifoHandle]:
        """The ObjectFifo ends given to the Worker."""
        return list(self._fifos)

    @property
    def buffers(self) -> list[Buffer]:
        """The Buffers given to the Worker."""
        return list(self._buffers)

    def resolve(self, loc=None, ip=None) -> None:
        """Emits a lock per barrier, then the ``aie.core`` running the body
        in an ``scf.for`` (forever, or once)."""
        tile = self._tile.op
        for barrier in self._barriers:
            barrier._add_worker_lock(lock(tile))

        @core(
            tile,
            stack_size=self.stack_size,
            dynamic_objfifo_lowering=self._dynamic_objfifo_lowering,
        )
        def _core_body():
            for _ in range_(sys.maxsize if self._while_true else 1):
                self.core_fn(*self.fn_args)


def _loop_forever(*args) -> None:
    """The body of a Worker without ``core_fn``: an empty endless loop."""
    for _ in range_(sys.maxsize):
        pass


class WorkerRuntimeBarrier:
    """A value the runtime sequence sets (``set``) and Workers wait for
    (``wait_for_value``): one lock per Worker it is given to, starting at
    ``initial_value``."""

    def __init__(self, initial_value: int = 0):
        self.initial_value = initial_value
        self.worker_locks: list = []

    def _current_lock(self):
        if not self.worker_locks:
            raise ValueError(
                "No workers have been registered for this barrier. Need to pass "
                "the barrier as an argument to the worker."
            )
        return self.worker_locks[-1]

    def wait_for_value(self, value: int) -> None:
        """In a core body: waits until the barrier is ``value``
        (``aie.use_lock`` Acquire on the Worker's lock)."""
        use_lock(self._current_lock(), LockAction.Acquire, value=value)

    def release_with_value(self, value: int) -> None:
        """In a core body: releases the Worker's lock by ``value``."""
        use_lock(self._current_lock(), LockAction.Release, value=value)

    def set(self, value: int) -> None:
        """In a sequence body: sets every Worker's lock to ``value``
        (``aiex.set_lock``)."""
        for worker_lock in self.worker_locks:
            set_lock_value(worker_lock, value)

    def _add_worker_lock(self, worker_lock) -> None:
        self.worker_locks.append(worker_lock)
