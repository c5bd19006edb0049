"""``ObjectFifoEndpoint``: what sits at one end of an ObjectFifo (a Worker,
a link, the runtime), with the tile it is on."""

from ..device import Tile


class ObjectFifoEndpoint:
    """An endpoint on ``tile`` (None: not placed)."""

    def __init__(self, tile: Tile | None):
        self._tile = tile

    @property
    def tile(self) -> Tile | None:
        """The endpoint's tile, or None when unplaced."""
        return self._tile
