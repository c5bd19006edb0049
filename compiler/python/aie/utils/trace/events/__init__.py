"""The events a trace unit records, by architecture (the ``aie`` dialect's
event enums: ``CoreEventAIE2``, ``MemEventAIE2``, ...; ``CoreEvent`` and the
other names without an architecture are AIE2's), the packet types the
trace units' packets carry, and the events that name a stream port to
monitor (:class:`PortEvent` and its mem tile and shim counterparts)."""

from enum import IntEnum
from types import SimpleNamespace

from aie.dialects._aie_enum_gen import (
    CoreEventAIE,
    CoreEventAIE2,
    CoreEventAIE2P,
    MemEventAIE,
    MemEventAIE2,
    MemEventAIE2P,
    MemTileEventAIE2,
    MemTileEventAIE2P,
    ShimTileEventAIE,
    ShimTileEventAIE2,
    ShimTileEventAIE2P,
)
from aie.dialects.aie import DMAChannelDir, WireBundle

CoreEvent = CoreEventAIE2
MemEvent = MemEventAIE2
ShimTileEvent = ShimTileEventAIE2
MemTileEvent = MemTileEventAIE2


class PacketType(IntEnum):
    """The packet type of each kind of trace unit (what tells the decoder
    which module a packet comes from)."""

    CORE = 0
    MEM = 1
    SHIMTILE = 2
    MEMTILE = 3


NUM_TRACE_TYPES = len(PacketType)


def get_events_for_device(device: str):
    """The event enums of ``device``'s architecture, by its name: AIE1 for
    ``xcvc1902`` (no mem tiles: ``MemTileEvent`` is None), AIE2P for
    ``npu2p``, else AIE2."""
    if "xcvc1902" in device:
        return SimpleNamespace(
            CoreEvent=CoreEventAIE,
            MemEvent=MemEventAIE,
            ShimTileEvent=ShimTileEventAIE,
            MemTileEvent=None,
        )
    if "npu2p" in device:
        return SimpleNamespace(
            CoreEvent=CoreEventAIE2P,
            MemEvent=MemEventAIE2P,
            ShimTileEvent=ShimTileEventAIE2P,
            MemTileEvent=MemTileEventAIE2P,
        )
    return SimpleNamespace(
        CoreEvent=CoreEventAIE2,
        MemEvent=MemEventAIE2,
        ShimTileEvent=ShimTileEventAIE2,
        MemTileEvent=MemTileEventAIE2,
    )


def _port_events(events):
    """The port events (``PORT_{IDLE,RUNNING,STALLED,TLAST}_<slot>``) of an
    event enum."""
    kinds = ("IDLE", "RUNNING", "STALLED", "TLAST")
    return {getattr(events, f"PORT_{k}_{slot}") for slot in range(8) for k in kinds}


PortEventCodes = _port_events(CoreEvent)
MemTilePortEventCodes = _port_events(MemTileEvent)
ShimTilePortEventCodes = _port_events(ShimTileEvent)


class GenericEvent:
    """An event to trace, by its code."""

    def __init__(self, code):
        self.code = code

    def get_register_writes(self):
        """The register writes the event needs (address -> value, ORed with
        other events' writes of the same register): none."""
        return {}


class BasePortEvent(GenericEvent):
    """A port event (``PORT_RUNNING_<slot>``, ...): its slot is the monitor
    watching ``port`` channel ``channel``, in to the tile (S2MM) when
    ``master``, else out of it (MM2S). ``valid_codes``: the codes allowed."""

    def __init__(
        self, code, port, channel: int, master: bool = True, enum_class=None, valid_codes=None
    ):
        if valid_codes and code not in valid_codes:
            raise ValueError(f"{code!r} is not a port event")
        self.slot = int(code.name.rsplit("_", 1)[-1])
        self.port = port
        self.channel = channel
        self.master = master
        super().__init__(code)

    @property
    def direction(self):
        """S2MM for a port into the tile, else MM2S."""
        return DMAChannelDir.S2MM if self.master else DMAChannelDir.MM2S


class PortEvent(BasePortEvent):
    """A port event of a core tile."""

    def __init__(self, code, port, channel: int, master: bool = True):
        super().__init__(code, port, channel, master, CoreEvent, PortEventCodes)


class MemTilePortEvent(BasePortEvent):
    """A port event of a mem tile."""

    def __init__(self, code, port, channel: int, master: bool = True):
        super().__init__(code, port, channel, master, MemTileEvent, MemTilePortEventCodes)


class ShimTilePortEvent(BasePortEvent):
    """A port event of a shim tile."""

    def __init__(self, code, port, channel: int, master: bool = True):
        super().__init__(code, port, channel, master, ShimTileEvent, ShimTilePortEventCodes)


__all__ = [
    "CoreEvent",
    "MemEvent",
    "ShimTileEvent",
    "MemTileEvent",
    "PacketType",
    "NUM_TRACE_TYPES",
    "get_events_for_device",
    "GenericEvent",
    "BasePortEvent",
    "PortEvent",
    "MemTilePortEvent",
    "ShimTilePortEvent",
    "WireBundle",
]
