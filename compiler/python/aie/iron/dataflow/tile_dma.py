"""``TileDma``: a tile's DMA program written out (``aie.mem`` on a core tile,
``aie.memtile_dma`` on a mem tile, ``aie.shim_dma`` on a shim tile): per
``DmaChannel`` a chain of ``Bd``s, each moving (part of) a ``Buffer``
between lock ``Acquire``s and ``Release``s. It pairs with ``Flow``s and
explicit ``Buffer``s and ``Lock``s; register it with
``Runtime.add_tile_dma``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

import numpy as np

from ... import ir
from ...dialects._aie_enum_gen import DMAChannelDir, LockAction
from ...dialects.aie import (
    EndOp,
    dma_bd,
    dma_bd_packet,
    dma_start,
    mem,
    memtile_dma,
    next_bd,
    shim_mem,
    use_lock,
)
from ...helpers.util import pack_pad_value
from ..buffer import Buffer
from ..device import Tile
from ..lock import Lock
from ..resolvable import Resolvable


@dataclass
class Acquire:
    """Before a BD: acquire ``lock`` for ``value``, greater-or-equal (or
    exactly, with ``greater_equal=False``)."""

    lock: Lock
    value: int = 1
    greater_equal: bool = True

    def emit(self) -> None:
        action = (
            LockAction.AcquireGreaterEqual if self.greater_equal else LockAction.Acquire
        )
        use_lock(self.lock.op, action, value=self.value)


@dataclass
class Release:
    """After a BD: release ``lock`` by ``value``."""

    lock: Lock
    value: int = 1

    def emit(self) -> None:
        use_lock(self.lock.op, LockAction.Release, value=self.value)


@dataclass
class BdIteration:
    """A BD that covers ``size`` sub-buffers over ``size`` runs: each run
    moves the base ``stride`` elements on, wrapping after ``size``, starting
    at step ``current``. True element counts; the lowering applies the
    hardware's encoding."""

    size: int
    stride: int
    current: int = 0


@dataclass
class Bd:
    """One buffer descriptor of a channel's chain: ``length`` elements
    (default: the whole buffer) of ``buffer`` from ``offset``, after the
    ``acquires`` and before the ``releases``.

    ``next``: ``"self"`` (the BD repeats), the index of another BD of the
    channel, or None (no ``aie.next_bd``). ``packet``: ``(pkt_type,
    pkt_id)`` stamped on what it sends (an ``aie.dma_bd_packet`` before it).
    ``sizes``/``strides``: its access pattern, outermost first (ints or
    run-time values). ``pad_dimensions``: ``(before, after)`` per dimension
    (mem tiles); the channel's ``pad_value`` fills them. ``iteration``: see
    ``BdIteration``.
    """

    buffer: Buffer
    offset: int = 0
    length: int | None = None
    acquires: list[Acquire] = field(default_factory=list)
    releases: list[Release] = field(default_factory=list)
    next: int | str | None = "self"
    packet: tuple[int, int] | None = None
    sizes: list = field(default_factory=list)
    strides: list = field(default_factory=list)
    pad_dimensions: list[Sequence[int]] | None = None
    iteration: BdIteration | None = None


@dataclass
class DmaChannel:
    """DMA channel ``channel`` in ``direction`` (``DMAChannelDir.S2MM``:
    stream to memory, ``MM2S``: memory to stream) running ``bds`` in order;
    ``pad_value`` fills the padded regions of its BDs."""

    direction: DMAChannelDir
    channel: int
    bds: list[Bd]
    pad_value: int = 0


def _channel_pad_word(channel: DmaChannel) -> int | None:
    """The channel's pad value packed at its padded BDs' element width (None
    for 0). A pad value needs a padded BD, and one width for all of them."""
    if not channel.pad_value:
        return None
    widths = {
        np.dtype(bd.buffer.dtype).itemsize
        for bd in channel.bds
        if bd.pad_dimensions is not None
    }
    if not widths:
        raise ValueError(
            "DmaChannel.pad_value is set but no BD on the channel has "
            "pad_dimensions; a pad value needs a padded region."
        )
    if len(widths) > 1:
        raise ValueError(
            "DmaChannel.pad_value is shared by all padded BDs on the channel, "
            f"but they have differing element sizes {sorted(widths)}."
        )
    return pack_pad_value(channel.pad_value, widths.pop())


def _bd_options(bd: Bd) -> dict:
    """The ``aie.dma_bd`` builder's arguments besides the buffer."""
    options = dict(sizes=bd.sizes, strides=bd.strides)
    if bd.offset:
        options["offset"] = bd.offset
    if bd.length is not None:
        options["transfer_len"] = bd.length
    if bd.pad_dimensions is not None:
        options["pad_dimensions"] = bd.pad_dimensions
    if bd.iteration is not None:
        it = bd.iteration
        options["iteration"] = ir.Attribute.parse(
            f"#aie.bd_iteration<size = {it.size}, stride = {it.stride}, "
            f"current = {it.current}>"
        )
    return options


class TileDma(Resolvable):
    """The DMA program of ``tile``: its ``channels`` in order."""

    def __init__(self, tile: Tile, channels: Iterable[DmaChannel]):
        if not isinstance(tile, Tile):
            raise TypeError(f"TileDma tile must be a Tile, got {tile!r}")
        self._tile = tile
        self._channels = list(channels)
        for channel in self._channels:
            if not isinstance(channel, DmaChannel):
                raise TypeError(
                    f"TileDma channels must be DmaChannels, got {channel!r}"
                )
            for bd in channel.bds:
                if not isinstance(bd, Bd):
                    raise TypeError(f"DmaChannel bds must be Bds, got {bd!r}")
                if not (
                    bd.next is None or bd.next == "self" or isinstance(bd.next, int)
                ):
                    raise ValueError(
                        f"Bd.next must be 'self', an int index, or None; got {bd.next!r}"
                    )
                if isinstance(bd.next, int) and not 0 <= bd.next < len(channel.bds):
                    raise ValueError(
                        f"Bd.next index {bd.next} out of range for channel with "
                        f"{len(channel.bds)} BDs"
                    )
        self._resolved = False

    @property
    def tile(self) -> Tile:
        return self._tile

    def all_tiles(self) -> list:
        """The program's tile, then those of its placed buffers and its
        locks."""
        buffers, locks = self.all_buffers_and_locks()
        placed = [b.tile for b in buffers if b.tile is not None]
        return [self._tile, *placed, *(lock.tile for lock in locks)]

    def all_buffers_and_locks(self):
        """The buffers and the locks the program uses, each once, in order of
        first use."""
        buffers, locks = [], []
        for channel in self._channels:
            for bd in channel.bds:
                if bd.buffer not in buffers:
                    buffers.append(bd.buffer)
                for use in (*bd.acquires, *bd.releases):
                    if use.lock not in locks:
                        locks.append(use.lock)
        return buffers, locks

    def _region(self):
        """The DMA region of the tile's kind (as resolved: from its type, or
        from its coordinates)."""
        tile = self._tile.op
        if tile.is_mem_tile():
            return memtile_dma(tile)
        if tile.is_shim_tile():
            return shim_mem(tile)
        return mem(tile)

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the DMA region (once).

        Blocks: the entry starts channel 0; channel i's first BD is its head
        block, its other BDs follow in blocks of their own, and a chain block
        after them starts channel i+1 (the last one ends the region). Blocks
        are created in the order they are first named.
        """
        if self._resolved:
            return
        self._resolved = True
        region = self._region()
        if not self._channels:

            @region
            def _empty(block):
                with block[0]:
                    EndOp()

            return

        heads, extras, chains = [], [], []
        index = 1
        for channel in self._channels:
            heads.append(index)
            extras.append(list(range(index + 1, index + len(channel.bds))))
            index += len(channel.bds)
            chains.append(index)
            index += 1

        channels = self._channels

        @region
        def _body(block):
            for i, channel in enumerate(channels):
                start = dict(
                    dest=block[heads[i]],
                    chain=block[chains[i]],
                    pad_value=_channel_pad_word(channel) or 0,
                )
                if i == 0:
                    dma_start(channel.direction, channel.channel, **start)
                else:
                    with block[chains[i - 1]]:
                        dma_start(channel.direction, channel.channel, **start)
            for i, channel in enumerate(channels):
                bd_blocks = [heads[i], *extras[i]]
                for position, bd in enumerate(channel.bds):
                    with block[bd_blocks[position]]:
                        for acquire in bd.acquires:
                            acquire.emit()
                        if bd.packet is not None:
                            dma_bd_packet(*bd.packet)
                        dma_bd(bd.buffer.op, **_bd_options(bd))
                        for release in bd.releases:
                            release.emit()
                        if bd.next == "self":
                            next_bd(block[bd_blocks[position]])
                        elif bd.next is not None:
                            next_bd(block[bd_blocks[bd.next]])
            with block[chains[-1]]:
                EndOp()
