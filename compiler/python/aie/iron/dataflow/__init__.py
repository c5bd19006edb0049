"""How data moves in an IRON design.

Managed (routes, buffers and locks made by the compiler): ``ObjectFifo``,
``CascadeFlow``. Explicit (peers of those for designs that wire it by hand):
``Flow``, ``PacketFlow``, ``PacketDest``, ``TileDma``, ``DmaChannel``,
``Bd``, ``BdIteration``, ``Acquire``, ``Release``.
"""

from .cascadeflow import CascadeFlow
from .flow import Flow, PacketDest, PacketFlow
from .objectfifo import (
    ObjectFifo,
    ObjectFifoEndpoint,
    ObjectFifoHandle,
    ObjectFifoLink,
    PadDims,
    StreamDims,
)
from .tile_dma import Acquire, Bd, BdIteration, DmaChannel, Release, TileDma

__all__ = [
    "ObjectFifo",
    "ObjectFifoHandle",
    "ObjectFifoLink",
    "ObjectFifoEndpoint",
    "PadDims",
    "StreamDims",
    "CascadeFlow",
    "Flow",
    "PacketDest",
    "PacketFlow",
    "Acquire",
    "Bd",
    "BdIteration",
    "DmaChannel",
    "Release",
    "TileDma",
]
