"""``Tile``: a tile of the device, placed (both coordinates), partly placed or
unplaced, with the kind of tile it must be; ``AnyComputeTile``,
``AnyMemTile`` and ``AnyShimTile`` ask only for a kind."""

from __future__ import annotations

from ...dialects._aie_enum_gen import AIETileType


class Tile:
    """A tile request: ``col`` and ``row`` (each may be None, left to the
    placer), the ``tile_type`` (usually stamped by what owns the tile: a
    Worker asks for a core tile, a link for a mem tile, the runtime for a
    shim tile) and the memory ``allocation_scheme``.

    Two tiles are the same tile only if they are the same object: every
    distinct ``Tile`` becomes its own ``aie.logical_tile``, and the compiler
    merges what lands on one coordinate.
    """

    def __init__(
        self,
        col: int | None = None,
        row: int | None = None,
        *,
        tile_type: AIETileType | None = None,
        allocation_scheme: str | None = None,
    ) -> None:
        for name, value in (("col", col), ("row", row)):
            if value is not None and (isinstance(value, bool) or not _is_int(value)):
                raise TypeError(f"Tile {name} must be an int or None, got {value!r}")
        if tile_type is not None and not isinstance(tile_type, AIETileType):
            raise TypeError(
                f"Tile tile_type must be an AIETileType or None, got {tile_type!r}"
            )
        self.col: int | None = col
        self.row: int | None = row
        self.tile_type: AIETileType | None = tile_type
        self.allocation_scheme: str | None = allocation_scheme
        self._op = None

    def copy(self) -> Tile:
        """A new tile with the same coordinates, type and allocation scheme."""
        return Tile(
            self.col,
            self.row,
            tile_type=self.tile_type,
            allocation_scheme=self.allocation_scheme,
        )

    def with_type(
        self,
        tile_type: AIETileType,
        *,
        allocation_scheme: str | None = None,
        mismatch_msg: str | None = None,
    ) -> Tile:
        """A new tile at the same coordinates with ``tile_type`` (and
        ``allocation_scheme`` when given); ``ValueError`` (``mismatch_msg``
        when given) if this tile already has another type."""
        if self.tile_type is not None and self.tile_type != tile_type:
            raise ValueError(
                mismatch_msg
                or f"Expected a {tile_type} tile, but got tile_type={self.tile_type}"
            )
        scheme = (
            allocation_scheme
            if allocation_scheme is not None
            else self.allocation_scheme
        )
        return Tile(self.col, self.row, tile_type=tile_type, allocation_scheme=scheme)

    @property
    def op(self):
        """The ``aie.logical_tile`` this tile resolved to."""
        if self._op is None:
            raise ValueError("Cannot get op before it is set.")
        return self._op

    @op.setter
    def op(self, op) -> None:
        if self._op is not None and self._op != op:
            raise ValueError("Cannot change operation once it is set.")
        self._op = op

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def __str__(self) -> str:
        col = "?" if self.col is None else str(self.col)
        row = "?" if self.row is None else str(self.row)
        kind = "" if self.tile_type is None else f"<{self.tile_type}>"
        return f"Tile{kind}({col}, {row})"


def _is_int(value) -> bool:
    import numpy as np

    return isinstance(value, (int, np.integer))


# Requests for a tile of one kind, anywhere. Owners never bind them: they
# stamp a fresh copy (Tile.with_type).
AnyShimTile = Tile(tile_type=AIETileType.ShimNOCTile)
AnyMemTile = Tile(tile_type=AIETileType.MemTile)
AnyComputeTile = Tile(tile_type=AIETileType.CoreTile)
