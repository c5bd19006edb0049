"""``Buffer``: a named memory region that Workers and the Runtime both use
(run-time parameters, mostly), resolved to an ``aie.buffer`` on a tile."""

import itertools
from typing import TYPE_CHECKING, Sequence

import numpy as np

from ..dialects.aie import buffer
from ..helpers.util import np_ndarray_type_get_dtype, np_ndarray_type_get_shape
from .device import Tile
from .resolvable import NotResolvedError, Resolvable

if TYPE_CHECKING:
    from .worker import Worker


class Buffer(Resolvable):
    """A buffer of ``type`` (an ``np.ndarray[...]`` type; from
    ``initial_value`` when omitted) named ``name`` (``buf_<n>`` when
    omitted) on ``tile``.

    A buffer without a tile is put on the tile of the first Worker given it;
    only a buffer placed explicitly may be read by other Workers.
    ``use_write_rtp`` makes stores to it from the runtime sequence
    ``aiex.npu.rtp_write`` ops; ``address`` pins its address.
    """

    _gbuf_index = itertools.count()

    def __init__(
        self,
        type: type | None = None,
        initial_value: np.ndarray | None = None,
        name: str | None = None,
        tile: Tile | None = None,
        use_write_rtp: bool = False,
        address: int | None = None,
    ):
        if type is None and initial_value is None:
            raise ValueError("Must provide either type, initial value, or both.")
        if initial_value is not None and not isinstance(initial_value, np.ndarray):
            raise TypeError(
                f"Buffer initial_value must be a numpy array, got {initial_value!r}"
            )
        if tile is not None and not isinstance(tile, Tile):
            raise TypeError(f"Buffer tile must be a Tile, got {tile!r}")
        if type is None:
            type = np.ndarray[initial_value.shape, np.dtype[initial_value.dtype.type]]
        self._arr_type = type
        self._initial_value = initial_value
        self._name = name or f"buf_{next(Buffer._gbuf_index)}"
        self._tile = tile
        self._explicit_tile = tile is not None
        self._owner_worker: "Worker | None" = None
        self._use_write_rtp = use_write_rtp
        self._address = address
        self._op = None

    @property
    def tile(self) -> Tile | None:
        """The tile the buffer is on (None until placed)."""
        return self._tile

    def tiles(self) -> list:
        """The buffer's tile, for the program to resolve before it."""
        return [self._tile] if self._tile is not None else []

    @property
    def shape(self) -> Sequence[int]:
        """The buffer's shape."""
        return np_ndarray_type_get_shape(self._arr_type)

    @property
    def dtype(self):
        """The buffer's element type."""
        return np_ndarray_type_get_dtype(self._arr_type)

    @property
    def op(self):
        """The ``aie.buffer`` it resolved to."""
        if self._op is None:
            raise NotResolvedError()
        return self._op

    def __getitem__(self, idx):
        if self._op is None:
            raise AttributeError(
                "Cannot index into Buffer before it has been resolved."
            )
        return self._op[idx]

    def __setitem__(self, idx, source):
        if self._op is None:
            raise AttributeError(
                "Cannot index into Buffer before it has been resolved."
            )
        self._op[idx] = source

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``aie.buffer`` (once); ``ValueError`` if unplaced."""
        if self._op is None:
            if self._tile is None:
                raise ValueError("Cannot resolve buffer until it has been placed.")
            self._op = buffer(
                tile=self._tile.op,
                datatype=self._arr_type,
                name=self._name,
                address=self._address,
                initial_value=self._initial_value,
                use_write_rtp=self._use_write_rtp,
            )
