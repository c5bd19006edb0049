"""Routes declared by hand: ``Flow`` (circuit-switched, ``aie.flow``) and
``PacketFlow`` (packet-switched with a chosen packet id,
``aie.packet_flow``), with ``PacketDest`` for extra destinations. They pair
with ``TileDma`` programs (and ``Buffer``/``Lock``) where an ObjectFifo
would hide too much; register them with ``Runtime.add_flow``."""

from dataclasses import dataclass
from typing import Sequence

from ...dialects._aie_enum_gen import DMAChannelDir, WireBundle
from ...dialects.aie import flow, packetflow, shim_dma_allocation
from ..device import Tile
from ..resolvable import NotResolvedError, Resolvable


def _emit_shim_dma_alloc(kind: str, symbol: str, src, src_channel, dst, dst_channel):
    """``aie.shim_dma_allocation @symbol`` for the route's shim end: MM2S when
    the source is a shim tile, else S2MM when the destination is one (as
    resolved); ``ValueError`` when neither is."""
    if src.op.is_shim_tile():
        shim_dma_allocation(symbol, src.op, DMAChannelDir.MM2S, src_channel)
    elif dst.op.is_shim_tile():
        shim_dma_allocation(symbol, dst.op, DMAChannelDir.S2MM, dst_channel)
    else:
        raise ValueError(
            f"{kind}.shim_symbol={symbol!r} requires a shim endpoint, "
            f"but neither src ({src}) nor dst ({dst}) is a shim tile."
        )


def _check_tile(kind: str, role: str, tile) -> None:
    if not isinstance(tile, Tile):
        raise TypeError(f"{kind} {role} must be a Tile, got {tile!r}")


class Flow(Resolvable):
    """The stream route (``src``, ``src_port``, ``src_channel``) →
    (``dst``, ``dst_port``, ``dst_channel``), ports DMA and channels 0 by
    default. With ``shim_symbol``, the shim end also gets an
    ``aie.shim_dma_allocation`` of that name, for the runtime sequence's
    DMA tasks to name."""

    def __init__(
        self,
        src: Tile,
        dst: Tile,
        *,
        src_port: WireBundle = WireBundle.DMA,
        src_channel: int = 0,
        dst_port: WireBundle = WireBundle.DMA,
        dst_channel: int = 0,
        shim_symbol: str | None = None,
    ):
        _check_tile("Flow", "src", src)
        _check_tile("Flow", "dst", dst)
        self._src = src
        self._dst = dst
        self._src_port = src_port
        self._src_channel = src_channel
        self._dst_port = dst_port
        self._dst_channel = dst_channel
        self._shim_symbol = shim_symbol
        self._op = None

    @property
    def src(self) -> Tile:
        return self._src

    @property
    def dst(self) -> Tile:
        return self._dst

    @property
    def op(self):
        """The ``aie.flow`` it resolved to."""
        if self._op is None:
            raise NotResolvedError()
        return self._op

    def all_tiles(self) -> list:
        """The route's two tiles."""
        return [self._src, self._dst]

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``aie.flow`` (and the allocation), once."""
        if self._op is None:
            self._op = flow(
                self._src.op,
                self._src_port,
                self._src_channel,
                self._dst.op,
                self._dst_port,
                self._dst_channel,
            )
            if self._shim_symbol is not None:
                _emit_shim_dma_alloc(
                    "Flow",
                    self._shim_symbol,
                    self._src,
                    self._src_channel,
                    self._dst,
                    self._dst_channel,
                )


@dataclass
class PacketDest:
    """A further destination of a ``PacketFlow``."""

    tile: Tile
    port: WireBundle = WireBundle.DMA
    channel: int = 0


class PacketFlow(Resolvable):
    """Packets with id ``pkt_id`` from (``src``, ``src_port``,
    ``src_channel``) to (``dst``, ...) and each of ``extra_dsts``;
    ``keep_pkt_header`` delivers the header with the data. ``shim_symbol`` as
    for ``Flow``."""

    def __init__(
        self,
        pkt_id: int,
        src: Tile,
        dst: Tile,
        *,
        src_port: WireBundle = WireBundle.DMA,
        src_channel: int = 0,
        dst_port: WireBundle = WireBundle.DMA,
        dst_channel: int = 0,
        extra_dsts: Sequence[PacketDest] = (),
        keep_pkt_header: bool = False,
        shim_symbol: str | None = None,
    ):
        _check_tile("PacketFlow", "src", src)
        _check_tile("PacketFlow", "dst", dst)
        for extra in extra_dsts:
            if not isinstance(extra, PacketDest):
                raise TypeError(
                    f"PacketFlow extra_dsts must be PacketDest entries, got {extra!r}"
                )
        self._pkt_id = pkt_id
        self._src = src
        self._dst = dst
        self._src_port = src_port
        self._src_channel = src_channel
        self._dst_port = dst_port
        self._dst_channel = dst_channel
        self._extra_dsts = list(extra_dsts)
        self._keep_pkt_header = keep_pkt_header
        self._shim_symbol = shim_symbol
        self._op = None

    @property
    def pkt_id(self) -> int:
        return self._pkt_id

    @property
    def op(self):
        """The ``aie.packet_flow`` it resolved to."""
        if self._op is None:
            raise NotResolvedError()
        return self._op

    def all_tiles(self) -> list:
        """The source, the destination and the extra destinations' tiles."""
        return [self._src, self._dst, *(d.tile for d in self._extra_dsts)]

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``aie.packet_flow`` (and the allocation), once."""
        if self._op is not None:
            return
        dests = [(self._dst, self._dst_port, self._dst_channel)]
        dests += [(d.tile, d.port, d.channel) for d in self._extra_dsts]
        self._op = packetflow(
            pkt_id=self._pkt_id,
            source=self._src.op,
            source_port=self._src_port,
            source_channel=self._src_channel,
            dests=[
                {"dest": tile.op, "port": port, "channel": channel}
                for tile, port, channel in dests
            ],
            keep_pkt_header=self._keep_pkt_header,
        )
        if self._shim_symbol is not None:
            _emit_shim_dma_alloc(
                "PacketFlow",
                self._shim_symbol,
                self._src,
                self._src_channel,
                self._dst,
                self._dst_channel,
            )
