"""``RuntimeEndpoint``: the runtime's end of an ObjectFifo, on a shim
tile."""

from __future__ import annotations

from ...dialects._aie_enum_gen import AIETileType
from ..dataflow.endpoint import ObjectFifoEndpoint
from ..device import AnyShimTile, Tile


class RuntimeEndpoint(ObjectFifoEndpoint):
    """A fresh shim tile like ``tile`` (a NOC shim unless ``tile`` is a PL
    shim; any other kind is a ``ValueError``). Endpoints at the same
    coordinates (or both unplaced) are equal."""

    _SHIM_TILE_TYPES = (AIETileType.ShimNOCTile, AIETileType.ShimPLTile)

    def __init__(self, tile: Tile | None = AnyShimTile) -> None:
        if tile is None:
            tile = AnyShimTile
        if tile.tile_type is not None and tile.tile_type not in self._SHIM_TILE_TYPES:
            raise ValueError(
                "RuntimeEndpoint requires a shim tile (ShimNOCTile or ShimPLTile), "
                f"but got tile_type={tile.tile_type}"
            )
        kind = tile.tile_type if tile.tile_type is not None else AIETileType.ShimNOCTile
        super().__init__(tile.with_type(kind))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RuntimeEndpoint):
            return NotImplemented
        return (self.tile.col, self.tile.row) == (other.tile.col, other.tile.row)

    __hash__ = object.__hash__

    def __str__(self) -> str:
        return f"RuntimeEndpoint({self.tile})"
