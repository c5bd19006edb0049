"""The devices IRON targets (``NPU1``, ``NPU1Col1``..``NPU1Col3``, ``NPU2``,
``NPU2Col1``..``NPU2Col7``, ``XCVC1902``, ``XCVE2302``, ``XCVE2802``, one
per ``AIEDevice``), ``Tile`` and the kind-only tiles, and ``from_name``."""

from . import device as _devices
from .device import Device
from .tile import AnyComputeTile, AnyMemTile, AnyShimTile, Tile

__all__ = ["Device", "AnyShimTile", "AnyMemTile", "AnyComputeTile", "Tile", "from_name"]

globals().update({cls.__name__: cls for cls in _devices.DEVICE_CLASSES.values()})

# The --dev names and the family (widest device) each selects.
_NAME_TO_BASE = {
    "npu": "NPU1",
    "npu1": "NPU1",
    "npu2": "NPU2",
    "xcvc1902": "XCVC1902",
    "xcve2302": "XCVE2302",
    "xcve2802": "XCVE2802",
}

# Columns of the widest device of each NPU family (the others have no
# per-column variants).
_MAX_COLS = {"NPU1": 4, "NPU2": 8}


def from_name(name: str, *, n_cols: int | None = 1) -> Device:
    """The device a ``--dev`` name selects (case-insensitive: ``npu``,
    ``npu1``, ``npu2``, ``xcvc1902``, ``xcve2302``, ``xcve2802``).

    For an NPU, ``n_cols`` picks the variant: 1 (default) ``NPU1Col1``, k
    below the family's width ``NPU1Colk``, the width (4 for NPU1, 8 for
    NPU2) or None the whole device; another count is a ``ValueError``.
    Versal devices ignore ``n_cols``.
    """
    base = _NAME_TO_BASE.get(name.lower()) if isinstance(name, str) else None
    if base is None:
        raise ValueError(
            f"Unknown device name {name!r}; expected one of {sorted(_NAME_TO_BASE)}"
        )
    if base not in _MAX_COLS:
        return globals()[base]()
    width = _MAX_COLS[base]
    if n_cols is None or n_cols == width:
        return globals()[base]()
    if isinstance(n_cols, int) and 1 <= n_cols < width:
        return globals()[f"{base}Col{n_cols}"]()
    raise ValueError(
        f"n_cols must be in 1..{width} (or None for max) for {base}, got {n_cols}"
    )
