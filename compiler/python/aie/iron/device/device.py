"""``Device``: a target device's size and tile kinds (its target model), and
the ``aie.logical_tile`` of each ``Tile`` a design resolves on it. One
subclass per ``AIEDevice`` (``NPU1``, ``NPU1Col1``, ..., ``NPU2Col7``,
``XCVC1902``, ...), named from the enum."""

import re

from ...dialects._aie_enum_gen import AIEDevice, AIETileType
from ...dialects.aie import AIEArch, get_target_model, logical_tile
from ..resolvable import Resolvable
from .tile import Tile


class Device(Resolvable):
    """The device ``device`` (an ``AIEDevice``): its columns, rows,
    architecture and tile kinds, and the logical tiles resolved on it."""

    def __init__(self, device: AIEDevice) -> None:
        if not isinstance(device, AIEDevice):
            raise TypeError(f"Device expects an AIEDevice, got {device!r}")
        self._device = device
        self._tm = get_target_model(device)
        self._resolved_tiles: dict[Tile, object] = {}  # by identity; keeps them alive

    @property
    def cols(self) -> int:
        """Columns of the tile array."""
        return self._tm.columns()

    @property
    def rows(self) -> int:
        """Rows of the tile array."""
        return self._tm.rows()

    @property
    def arch(self) -> AIEArch:
        """The AIE architecture (AIE1, AIE2, AIE2p)."""
        return AIEArch(self._tm.get_target_arch())

    def _validate_coordinates(self, col: int, row: int) -> None:
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            raise ValueError(
                f"Coordinates ({col}, {row}) are out of range for device "
                f"({self.cols} cols x {self.rows} rows)"
            )

    def get_tile_type(self, col: int, row: int) -> AIETileType:
        """The kind of the tile at (``col``, ``row``); ``ValueError`` outside
        the array."""
        self._validate_coordinates(col, row)
        return AIETileType(self._tm.get_tile_type(col, row))

    def resolve(self, loc=None, ip=None) -> AIEDevice:
        """The ``AIEDevice`` the design's ``aie.device`` op names."""
        return self._device

    def fresh(self) -> "Device":
        """A device of the same kind with no tiles resolved yet."""
        return Device(self._device)

    def resolve_tile(self, tile: Tile, loc=None, ip=None) -> None:
        """Emits ``tile``'s ``aie.logical_tile`` (once per tile object) and
        binds ``tile.op`` to it. Its type is the tile's, else the device's
        type at the tile's coordinates; ``ValueError`` when it has neither."""
        op = self._resolved_tiles.get(tile)
        if op is None:
            tile_type = tile.tile_type
            if tile_type is None:
                if tile.col is None or tile.row is None:
                    raise ValueError(
                        f"Cannot resolve {tile}: tile_type must be set or "
                        "inferred from coordinates."
                    )
                tile_type = self.get_tile_type(tile.col, tile.row)
            op = logical_tile(
                tile_type,
                col=tile.col,
                row=tile.row,
                allocation_scheme=tile.allocation_scheme,
                loc=loc,
                ip=ip,
            )
            self._resolved_tiles[tile] = op
        tile.op = op


def _class_name(device: AIEDevice) -> str:
    """``npu1_1col`` -> ``NPU1Col1``, ``xcvc1902`` -> ``XCVC1902``."""
    return re.sub(r"NPU(\d+)_(\d+)COL", r"NPU\1Col\2", device.name.upper())


def create_class(class_name, device):
    """Makes ``class_name``, the Device subclass whose instances are
    ``device``, binds it in this module (as the devices' classes are) and
    returns it."""

    def __init__(self) -> None:
        Device.__init__(self, device)

    def fresh(self) -> Device:
        return type(self)()

    cls = type(
        class_name,
        (Device,),
        {
            "__init__": __init__,
            "fresh": fresh,
            "__doc__": f"The device {device.name}.",
            "__module__": __name__,
        },
    )
    globals()[class_name] = cls
    return cls


# One subclass per device of the enum.
DEVICE_CLASSES = {device: create_class(_class_name(device), device) for device in AIEDevice}


def __getattr__(name: str):
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
