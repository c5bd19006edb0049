"""``Lock``: a named ``aie.lock`` on a tile, for designs that synchronize
DMAs (``TileDma``) and cores by hand instead of through an ObjectFifo."""

import itertools

from ..dialects._aie_enum_gen import LockAction
from ..dialects.aie import lock as _lock
from ..dialects.aie import use_lock
from .device import Tile
from .resolvable import NotResolvedError, Resolvable


class Lock(Resolvable):
    """A lock on ``tile`` with initial value ``init``, named ``name``
    (``lock_<n>`` when omitted); ``lock_id`` pins its hardware id (None: the
    compiler picks one)."""

    _glock_index = itertools.count()

    def __init__(
        self,
        tile: Tile,
        lock_id: int | None = None,
        init: int = 0,
        name: str | None = None,
    ):
        if not isinstance(tile, Tile):
            raise TypeError(f"Lock tile must be a Tile, got {tile!r}")
        self._tile = tile
        self._lock_id = lock_id
        self._init = init
        self._name = name or f"lock_{next(Lock._glock_index)}"
        self._op = None

    @property
    def tile(self) -> Tile:
        """The lock's tile."""
        return self._tile

    @property
    def name(self) -> str:
        """The lock's symbol name."""
        return self._name

    @property
    def op(self):
        """The ``aie.lock`` it resolved to."""
        if self._op is None:
            raise NotResolvedError()
        return self._op

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``aie.lock`` (once)."""
        if self._op is None:
            self._op = _lock(
                self._tile.op,
                lock_id=self._lock_id,
                init=self._init,
                sym_name=self._name,
            )

    def acquire(self, value: int = 1) -> None:
        """In a core body: ``aie.use_lock`` AcquireGreaterEqual ``value``."""
        use_lock(self.op, LockAction.AcquireGreaterEqual, value=value)

    def acquire_exact(self, value: int = 1) -> None:
        """In a core body: ``aie.use_lock`` Acquire (equal to) ``value``."""
        use_lock(self.op, LockAction.Acquire, value=value)

    def release(self, value: int = 1) -> None:
        """In a core body: ``aie.use_lock`` Release ``value``."""
        use_lock(self.op, LockAction.Release, value=value)
