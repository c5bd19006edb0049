"""``ObjectFifo``: a synchronized channel of fixed-type objects from one
producer to one or more consumers, its ``ObjectFifoHandle``s (the producer
and consumer ends Workers and the Runtime hold), and the ``ObjectFifoLink``
that ``split``/``join``/``forward`` make on a mem tile."""

from __future__ import annotations

import itertools
from typing import Sequence, TypeAlias, get_args, get_origin

import numpy as np

from ...dialects._aie_enum_gen import AIETileType, ObjectFifoPort
from ...dialects.aie import object_fifo, object_fifo_link
from ...helpers.util import (
    np_ndarray_type_get_dtype,
    np_ndarray_type_get_shape,
    np_ndarray_type_to_memref_type,
    pack_pad_value,
    single_elem_or_list_to_list,
)
from ..device import AnyMemTile, Tile
from ..resolvable import NotResolvedError, Resolvable
from .endpoint import ObjectFifoEndpoint

# (size, stride) pairs, outermost dimension first: a DMA's access pattern.
StreamDims: TypeAlias = list[Sequence[int]]
# (pad_before, pad_after) pairs, outermost dimension first.
PadDims: TypeAlias = list[Sequence[int]]


def _same_shim_pin(a: Tile | None, b: Tile | None) -> bool:
    """Whether two shim tile requests ask for the same place (by
    coordinates; two unplaced requests are the same)."""
    if a is None or b is None:
        return a is b
    return (a.col, a.row) == (b.col, b.row)


def _check_depth(depth, what: str) -> None:
    if depth is not None and (
        isinstance(depth, bool) or not isinstance(depth, (int, np.integer))
    ):
        raise TypeError(f"{what} depth must be an int, got {depth!r}")


def _check_obj_type(obj_type, what: str) -> None:
    """``TypeError`` unless ``obj_type`` is an ``np.ndarray[shape, dtype]``
    type."""
    if get_origin(obj_type) is not np.ndarray or not isinstance(
        get_args(obj_type)[0], tuple
    ):
        raise TypeError(
            f"ObjectFifo {what} must be an np.ndarray[(shape...), np.dtype[T]] "
            f"type, got {obj_type!r}"
        )


class ObjectFifo(Resolvable):
    """A channel of ``obj_type`` objects (an ``np.ndarray[...]`` type),
    ``depth`` deep at each end by default (ends may override it).

    Options map to the ``aie.objectfifo`` op: ``dims_to_stream`` (the
    producer's DMA pattern), ``dims_from_stream_per_cons`` (each consumer's
    default), ``plio``, ``pad_dimensions`` with ``pad_value`` (a per-element
    value, packed into the 32-bit pad word at the element's width),
    ``disable_synchronization``, ``via_DMA``, ``init_values`` (one array per
    producer buffer), ``consumer_obj_type`` (consumers see objects of another
    size), ``repeat_count`` (a mem tile sends each object that many times),
    ``aie_stream`` (``(end, port)``: a direct stream end), and
    ``delegate_tile`` (the tile whose memory holds the buffers,
    ``aie.objectfifo.allocate``).
    """

    _of_index = itertools.count()

    def __init__(
        self,
        obj_type: type,
        *,
        depth: int | None = 2,
        name: str | None = None,
        dims_to_stream: StreamDims | None = None,
        dims_from_stream_per_cons: StreamDims | None = None,
        plio: bool = False,
        pad_dimensions: PadDims | None = None,
        pad_value: int = 0,
        disable_synchronization: bool = False,
        repeat_count: int | None = None,
        delegate_tile: Tile | None = None,
        via_DMA: bool = False,
        init_values: list | None = None,
        consumer_obj_type: type | None = None,
        aie_stream: tuple[int, int] | None = None,
    ):
        _check_depth(depth, "ObjectFifo")
        if depth is not None and depth < 1:
            raise ValueError(f"Default ObjectFifo depth must be > 0, but got {depth}")
        if delegate_tile is not None and not isinstance(delegate_tile, Tile):
            raise TypeError(
                f"ObjectFifo delegate_tile must be a Tile, got {delegate_tile!r}"
            )
        _check_obj_type(obj_type, "obj_type")
        if consumer_obj_type is not None:
            _check_obj_type(consumer_obj_type, "consumer_obj_type")
        self._obj_type = obj_type
        self._depth = depth
        self.name = name if name is not None else f"of{next(ObjectFifo._of_index)}"
        self._dims_to_stream = dims_to_stream
        self._dims_from_stream_per_cons = dims_from_stream_per_cons
        self._plio = plio
        self._pad_dimensions = pad_dimensions
        self._pad_value = pad_value
        self._disable_synchronization = disable_synchronization
        self._repeat_count = repeat_count
        self._delegate_tile = delegate_tile
        self._via_DMA = via_DMA
        self._init_values = init_values
        self._consumer_obj_type = consumer_obj_type
        self._aie_stream = aie_stream
        self._iter_count: int | None = None
        self._prod: ObjectFifoHandle | None = None
        self._cons: list[ObjectFifoHandle] = []
        self._op = None
        self._resolving = False

    @property
    def depth(self) -> int | None:
        """The ends' default depth."""
        return self._depth

    @property
    def dims_from_stream_per_cons(self) -> StreamDims | None:
        """The consumers' default pattern from the stream."""
        return self._dims_from_stream_per_cons

    @property
    def dims_to_stream(self) -> StreamDims | None:
        """The producer's pattern to the stream."""
        return self._dims_to_stream

    @property
    def op(self):
        """The ``aie.objectfifo`` it resolved to."""
        if self._op is None:
            raise NotResolvedError()
        return self._op

    @property
    def shape(self) -> Sequence[int]:
        """The shape of each object."""
        return np_ndarray_type_get_shape(self._obj_type)

    @property
    def dtype(self):
        """The element type of each object."""
        return np_ndarray_type_get_dtype(self._obj_type)

    @property
    def obj_type(self) -> type:
        """The type of each object."""
        return self._obj_type

    def set_iter_count(self, iter_count: int) -> None:
        """Makes the mem tile's BD chain run ``iter_count`` (1..256) times."""
        if (
            isinstance(iter_count, bool)
            or not isinstance(iter_count, (int, np.integer))
            or not 1 <= iter_count <= 256
        ):
            raise ValueError("Iter count must be in [1, 256] range.")
        self._iter_count = iter_count

    def __str__(self) -> str:
        prod = self._prod.endpoint if self._prod else None
        cons = [c.endpoint for c in self._cons]
        return (
            f"{type(self).__name__}({self._obj_type}, depth={self.depth}, "
            f"name='{self.name}', prod={prod}, cons={cons})"
        )

    def prod(
        self,
        depth: int | None = None,
        channel: int | None = None,
        tile: Tile | None = None,
    ) -> ObjectFifoHandle:
        """The producer end (made on the first call, the same one after).

        ``depth`` overrides the default; ``channel`` pins the producer's DMA
        channel; ``tile`` is the shim tile a runtime-driven producer uses. A
        later call may not pin another channel or tile.
        """
        _check_depth(depth, "Producer")
        if self._prod is None:
            self._prod = ObjectFifoHandle(self, True, depth, channel=channel, tile=tile)
            return self._prod
        if depth is None and self._depth is None:
            raise ValueError("If depth is None, then depth must be specified.")
        if depth is not None and depth < 1:
            raise ValueError(f"Depth must be > 1, but got {depth}")
        if channel is not None and self._prod.channel != channel:
            raise ValueError(
                f"Producer handle for {self.name} already pinned to channel "
                f"{self._prod.channel}, cannot re-pin to {channel}."
            )
        if tile is not None and not _same_shim_pin(self._prod._shim_tile, tile):
            raise ValueError(
                f"Producer handle for {self.name} already pinned to shim tile "
                f"{self._prod._shim_tile}, cannot re-pin to {tile}."
            )
        return self._prod

    def cons(
        self,
        depth: int | None = None,
        dims_from_stream: StreamDims | None = None,
        channel: int | None = None,
        tile: Tile | None = None,
    ) -> ObjectFifoHandle:
        """A new consumer end (each call makes one).

        ``depth`` and ``dims_from_stream`` override the defaults; ``channel``
        and ``tile`` as for :meth:`prod`.
        """
        _check_depth(depth, "Consumer")
        if depth is None:
            if self._depth is None:
                raise ValueError("If depth is None, then depth must be specified.")
            depth = self._depth
        if dims_from_stream is None:
            dims_from_stream = self._dims_from_stream_per_cons
        handle = ObjectFifoHandle(
            self,
            is_prod=False,
            depth=depth,
            dims_from_stream=dims_from_stream,
            channel=channel,
            tile=tile,
        )
        self._cons.append(handle)
        return handle

    def tiles(self, cons_only: bool = False) -> list[Tile]:
        """The tiles of the ends (the producer's first unless
        ``cons_only``); ``ValueError`` while an end is missing or unbound."""
        tiles = []
        if not cons_only:
            if self._prod is None:
                raise ValueError(
                    "Cannot return prod.tile.op because prod was not created."
                )
            if self._prod.endpoint is None:
                raise ValueError(f"Prod endpoint not set for {self}")
            tiles.append(self._prod.endpoint.tile)
        if not self._cons:
            raise ValueError("Cannot return cons tiles because cons were not created.")
        for cons in self._cons:
            if cons.endpoint is None:
                raise ValueError(f"Cons endpoint not set for {self}")
            tiles.append(cons.endpoint.tile)
        return tiles

    def _prod_tile_op(self):
        if self._prod is None:
            raise ValueError(
                f"Cannot return prod.tile.op for ObjectFifo {self.name} "
                "because prod was not created."
            )
        return self._get_endpoint(is_prod=True)[0].tile.op

    def _cons_tiles_ops(self) -> list:
        if not self._cons:
            raise ValueError(
                f"Cannot return cons.tile.op for ObjectFifo {self.name} "
                "because no consumers were created."
            )
        return [endpoint.tile.op for endpoint in self._get_endpoint(is_prod=False)]

    def _get_depths(self) -> int | list[int]:
        """One depth when all ends agree, else the producer's then each
        consumer's."""
        if self._prod is None:
            raise ValueError(
                "Cannot return depths since prod ObjectFifoHandle is not created."
            )
        if not self._cons:
            raise ValueError(
                "Cannot return depths since no cons ObjectFifoHandles are created."
            )
        depths = [self._prod.depth] + [c.depth for c in self._cons]
        return depths[0] if len(set(depths)) == 1 else depths

    def _get_endpoint(self, is_prod: bool) -> list[ObjectFifoEndpoint]:
        handles = ([self._prod] if self._prod else []) if is_prod else self._cons
        if not handles or any(h.endpoint is None for h in handles):
            raise ValueError(
                f"{'Prod' if is_prod else 'Cons'} endpoint not set for {self}"
            )
        return [h.endpoint for h in handles]

    def _pad_word(self) -> int | None:
        if not self._pad_value:
            return None
        return pack_pad_value(self._pad_value, np.dtype(self.dtype).itemsize)

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``aie.objectfifo`` (once), its pinned channels and
        allocation, then the links at its ends."""
        if self._resolving:
            return
        self._resolving = True
        consumer_type = (
            np_ndarray_type_to_memref_type(self._consumer_obj_type)
            if self._consumer_obj_type is not None
            else None
        )
        op = object_fifo(
            self.name,
            self._prod_tile_op(),
            self._cons_tiles_ops(),
            self._get_depths(),
            np_ndarray_type_to_memref_type(self._obj_type),
            dimensionsToStream=self._dims_to_stream,
            dimensionsFromStreamPerConsumer=[
                c.dims_from_stream or [] for c in self._cons
            ],
            plio=self._plio,
            padDimensions=self._pad_dimensions,
            padValue=self._pad_word(),
            iter_count=self._iter_count,
            disable_synchronization=self._disable_synchronization or None,
            via_DMA=self._via_DMA or None,
            initValues=self._init_values,
            consumer_datatype=consumer_type,
        )
        self._op = op
        if self._repeat_count is not None:
            op.set_repeat_count(self._repeat_count)
        if self._aie_stream is not None:
            op.set_aie_stream(*self._aie_stream)
        if self._prod.channel is not None:
            op.set_prod_dma_channel(self._prod.channel)
        channels = [c.channel for c in self._cons]
        if any(ch is not None for ch in channels):
            op.set_cons_dma_channels([-1 if ch is None else ch for ch in channels])
        if self._delegate_tile is not None:
            op.allocate(self._delegate_tile.op)
        for handle in (self._prod, *self._cons):
            if isinstance(handle.endpoint, ObjectFifoLink):
                handle.endpoint.resolve()

    def _acquire(self, port: ObjectFifoPort, num_elem: int):
        if num_elem < 1:
            raise ValueError("Must consume at least one element")
        return self.op.acquire(port, num_elem)

    def _release(self, port: ObjectFifoPort, num_elem: int) -> None:
        if num_elem < 1:
            raise ValueError("Must produce at least one element")
        self.op.release(port, num_elem)


class ObjectFifoHandle(Resolvable):
    """One end of an ObjectFifo: its producer, or one of its consumers. A
    Worker's core body ``acquire``s and ``release``s objects through it; a
    Runtime sequence ``fill``s a producer end and ``drain``s a consumer
    end."""

    def __init__(
        self,
        of: ObjectFifo,
        is_prod: bool,
        depth: int | None = None,
        dims_from_stream: StreamDims | None = None,
        channel: int | None = None,
        tile: Tile | None = None,
    ):
        if depth is None:
            if not of.depth:
                raise ValueError(
                    "Must specify either ObjectFifoHandle depth or ObjectFifo "
                    "default depth; both are None."
                )
            depth = of.depth
        if depth < 1:
            raise ValueError(f"Depth must be > 0 but is {depth}")
        if is_prod and dims_from_stream:
            raise ValueError("Can only specify dims_from_stream for cons handles")
        if not is_prod and not dims_from_stream:
            dims_from_stream = of.dims_from_stream_per_cons
        if tile is not None and not isinstance(tile, Tile):
            raise TypeError(f"ObjectFifoHandle tile must be a Tile, got {tile!r}")
        self._object_fifo = of
        self._is_prod = is_prod
        self._port = ObjectFifoPort.Produce if is_prod else ObjectFifoPort.Consume
        self._depth = depth
        self._dims_from_stream = dims_from_stream
        self._channel = channel
        self._shim_tile = tile
        self._endpoint: ObjectFifoEndpoint | None = None

    def acquire(self, num_elem: int):
        """In a core body: acquires objects until ``num_elem`` are held
        (``aie.objectfifo.acquire``); returns the object for 1, else a list
        of them. ``ValueError`` for more than the depth."""
        if self._depth < num_elem:
            raise ValueError(
                f"Number of elements to acquire {num_elem} must be smaller than "
                f"depth {self._depth}"
            )
        return self._object_fifo._acquire(self._port, num_elem)

    def release(self, num_elem: int) -> None:
        """In a core body: hands ``num_elem`` objects to the other end
        (``aie.objectfifo.release``)."""
        if self._depth < num_elem:
            raise ValueError(
                f"Number of elements to release {num_elem} must be smaller than "
                f"depth {self._depth}"
            )
        self._object_fifo._release(self._port, num_elem)

    @property
    def name(self) -> str:
        """The fifo's name."""
        return self._object_fifo.name

    @property
    def channel(self) -> int | None:
        """The pinned DMA channel (None: assigned by the compiler)."""
        return self._channel

    @property
    def op(self):
        """The fifo's ``aie.objectfifo``."""
        return self._object_fifo.op

    @property
    def obj_type(self) -> type:
        return self._object_fifo.obj_type

    @property
    def shape(self) -> Sequence[int]:
        return self._object_fifo.shape

    @property
    def dtype(self):
        return self._object_fifo.dtype

    @property
    def handle_type(self) -> str:
        """``"prod"`` or ``"cons"``."""
        return "prod" if self._is_prod else "cons"

    @property
    def depth(self) -> int:
        """This end's depth."""
        return self._depth

    @property
    def dims_from_stream(self) -> StreamDims | None:
        """A consumer's pattern from the stream (``ValueError`` for the
        producer)."""
        if self._is_prod:
            raise ValueError("prod ObjectFifoHandles cannot have dims_from_stream")
        return self._dims_from_stream

    @property
    def endpoint(self) -> ObjectFifoEndpoint | None:
        """What this end is bound to (a Worker, a link, the runtime)."""
        return self._endpoint

    @endpoint.setter
    def endpoint(self, endpoint: ObjectFifoEndpoint) -> None:
        if self._endpoint and self._endpoint != endpoint:
            raise ValueError(
                f"Endpoint already set for ObjectFifoHandle {self.name}."
                f"{self.handle_type}: Set to {self._endpoint}, trying to set "
                f"to {endpoint}"
            )
        self._endpoint = endpoint

    def __str__(self) -> str:
        dims = "" if self._is_prod else f"{self.dims_from_stream}, "
        return (
            f"ObjectFifoHandle({self.handle_type}, {self.depth}, {dims}"
            f"{self._object_fifo})"
        )

    def _emit_transfer(
        self,
        rt_data,
        tap,
        wait: bool,
        packet,
        offset_parameter,
        group,
        sizes=None,
        strides=None,
        offset=None,
        transfer_len=None,
        managed: bool = True,
    ):
        """``fill``/``drain``: binds this end to a shim tile, emits the DMA
        task and returns its ``Task``."""
        from ..runtime._context import active_sequence
        from ..runtime.data import RuntimeData
        from ..runtime.dmatask import DMATask
        from ..runtime.dmataskhandle import Task
        from ..runtime.endpoint import RuntimeEndpoint
        from ..scratchpad_parameter import ScratchpadParameter

        active = active_sequence()
        runtime = active._runtime
        if not isinstance(rt_data, RuntimeData):
            raise ValueError(f"Expected a RuntimeData source/dest, got {rt_data}")
        if rt_data not in runtime._rt_data:
            raise ValueError(
                f"{rt_data} is not a RuntimeData object declared by sequence()"
            )
        explicit = any(v is not None for v in (sizes, strides, offset, transfer_len))
        if tap is not None and explicit:
            raise ValueError(
                "Pass either tap or sizes/strides/offset/transfer_len, not both."
            )
        if tap is None and not explicit:
            tap = rt_data.default_tap()
        if not managed and group is not None:
            raise ValueError(
                "An unmanaged transfer (managed=False) is not part of a TaskGroup; "
                "do not also pass group=."
            )
        if self._endpoint is None:
            self.endpoint = RuntimeEndpoint(self._shim_tile)
        active.note_fifo(self)

        parameter = offset_parameter
        if isinstance(offset_parameter, ScratchpadParameter):
            parameter = offset_parameter.name
            if offset_parameter not in runtime._scratchpad_parameters:
                runtime._scratchpad_parameters.append(offset_parameter)

        task = DMATask(
            self,
            rt_data,
            tap=tap,
            task_group=group,
            wait=wait,
            offset_parameter=parameter,
            packet=packet,
            sizes=sizes,
            strides=strides,
            offset=offset,
            transfer_len=transfer_len,
        )
        if managed:
            active.emit_transfer(task, group)
        else:
            task.resolve()
        return Task(task.task.result)

    def fill(
        self,
        source,
        tap=None,
        wait: bool = False,
        packet: tuple[int, int] | None = None,
        offset_parameter=None,
        group=None,
        sizes=None,
        strides=None,
        offset=None,
        transfer_len=None,
        managed: bool = True,
    ):
        """In a Runtime sequence: moves ``source`` (a runtime buffer) into
        this producer end with a shim DMA task and returns its ``Task``.

        ``tap`` (a TensorAccessPattern; default: the whole buffer in order)
        or ``sizes``/``strides``/``offset``/``transfer_len`` (entries may be
        run-time values) give the access pattern. ``wait``: the sequence
        awaits it; ``group``: the TaskGroup that frees it (default: the
        sequence's own); ``managed=False``: the caller frees/awaits the
        ``Task``. ``packet``: ``(pkt_type, pkt_id)`` header.
        ``offset_parameter``: a ScratchpadParameter (or its name) whose value
        offsets the transfer.
        """
        if not self._is_prod:
            raise ValueError("fill() is only valid on a producer ObjectFifoHandle")
        return self._emit_transfer(
            source, tap, wait, packet, offset_parameter, group,
            sizes, strides, offset, transfer_len, managed,
        )  # fmt: skip

    def drain(
        self,
        dest,
        tap=None,
        wait: bool = False,
        packet: tuple[int, int] | None = None,
        offset_parameter=None,
        group=None,
        sizes=None,
        strides=None,
        offset=None,
        transfer_len=None,
        managed: bool = True,
    ):
        """In a Runtime sequence: moves this consumer end's objects into
        ``dest`` (a runtime buffer); arguments as for :meth:`fill`."""
        if self._is_prod:
            raise ValueError("drain() is only valid on a consumer ObjectFifoHandle")
        return self._emit_transfer(
            dest, tap, wait, packet, offset_parameter, group,
            sizes, strides, offset, transfer_len, managed,
        )  # fmt: skip

    def all_of_endpoints(self) -> list[ObjectFifoEndpoint]:
        """The endpoints of every end of the fifo, the producer's first."""
        fifo = self._object_fifo
        return fifo._get_endpoint(is_prod=True) + fifo._get_endpoint(is_prod=False)

    @staticmethod
    def _per_fifo(what: str, values, count: int, default, fresh: bool = False) -> list:
        """``values`` (one per new fifo), or ``default`` for each when None
        (a new empty list each with ``fresh``); ``ValueError`` for a list of
        another length."""
        if values is None:
            return [[] if fresh else default for _ in range(count)]
        if len(values) != count:
            raise ValueError(f"Number of {what} does not match number of offsets")
        return list(values)

    def join(
        self,
        offsets: list[int],
        tile: Tile | None = AnyMemTile,
        depths: list[int] | None = None,
        obj_types: list[type] | None = None,
        names: list[str] | None = None,
        dims_to_stream: list[StreamDims] | None = None,
        dims_from_stream: list[StreamDims] | None = None,
        plio: bool = False,
        repeat_counts: list[int | None] | None = None,
    ) -> list[ObjectFifo]:
        """Fills this producer end from ``len(offsets)`` new fifos, each
        object written at its offset (an ``aie.objectfifo.link`` on ``tile``,
        a mem tile by default); returns the new fifos (named
        ``<name>_join<i>``) for their producers to be used."""
        if not self._is_prod:
            raise ValueError(f"Cannot join() a {self.handle_type} ObjectFifoHandle")
        n = len(offsets)
        depths = self._per_fifo("depths", depths, n, self.depth)
        obj_types = self._per_fifo(
            "obj_types", obj_types, n, self._object_fifo.obj_type
        )
        if names is None:
            names = [f"{self._object_fifo.name}_join{i}" for i in range(n)]
        names = self._per_fifo("names", names, n, None)
        dims_to_stream = self._per_fifo("dims to stream", dims_to_stream, n, None, True)
        dims_from_stream = self._per_fifo(
            "dims_from_stream", dims_from_stream or None, n, None, True
        )
        repeat_counts = self._per_fifo("repeat_counts", repeat_counts, n, None)
        subfifos = [
            ObjectFifo(
                obj_types[i],
                name=names[i],
                depth=depths[i],
                dims_to_stream=dims_to_stream[i],
                plio=plio,
                repeat_count=repeat_counts[i],
            )
            for i in range(n)
        ]
        sources = [
            fifo.cons(depth=depths[i], dims_from_stream=dims_from_stream[i])
            for i, fifo in enumerate(subfifos)
        ]
        ObjectFifoLink(sources, self, tile, offsets, [])
        return subfifos

    def split(
        self,
        offsets: list[int],
        tile: Tile | None = AnyMemTile,
        depths: list[int] | None = None,
        obj_types: list[type] | None = None,
        names: list[str] | None = None,
        dims_to_stream: list[StreamDims] | None = None,
        dims_from_stream: list[StreamDims] | None = None,
        plio: bool = False,
        repeat_counts: list[int | None] | None = None,
        pad_dimensions: list[PadDims | None] | None = None,
        pad_value: list[int] | None = None,
    ) -> list[ObjectFifo]:
        """Sends the objects of this consumer end to ``len(offsets)`` new
        fifos, each taking the part at its offset (an
        ``aie.objectfifo.link`` on ``tile``, a mem tile by default); returns
        the new fifos (named ``<name>_split<i>``) for their consumers to be
        used. The lists give each new fifo's options."""
        if self._is_prod:
            raise ValueError(f"Cannot split() a {self.handle_type} ObjectFifoHandle")
        n = len(offsets)
        depths = self._per_fifo("depths", depths, n, self.depth)
        obj_types = self._per_fifo(
            "obj_types", obj_types, n, self._object_fifo.obj_type
        )
        if names is None:
            names = [f"{self._object_fifo.name}_split{i}" for i in range(n)]
        names = self._per_fifo("names", names, n, None)
        dims_to_stream = self._per_fifo(
            "dims_to_stream arrays", dims_to_stream, n, None, True
        )
        dims_from_stream = self._per_fifo(
            "dims_from_stream arrays", dims_from_stream, n, None, True
        )
        repeat_counts = self._per_fifo("repeat_counts", repeat_counts, n, None)
        pad_dimensions = self._per_fifo("pad_dimensions", pad_dimensions, n, None)
        pad_value = self._per_fifo("pad_value", pad_value, n, 0)
        subfifos = [
            ObjectFifo(
                obj_types[i],
                name=names[i],
                depth=depths[i],
                dims_to_stream=dims_to_stream[i],
                dims_from_stream_per_cons=dims_from_stream[i],
                plio=plio,
                repeat_count=repeat_counts[i],
                pad_dimensions=pad_dimensions[i],
                pad_value=pad_value[i],
            )
            for i in range(n)
        ]
        ObjectFifoLink(self, [fifo.prod() for fifo in subfifos], tile, [], offsets)
        return subfifos

    def forward(
        self,
        tile: Tile | None = AnyMemTile,
        obj_type: type | None = None,
        depth: int | None = None,
        name: str | None = None,
        dims_to_stream: StreamDims | None = None,
        dims_from_stream: StreamDims | None = None,
        plio: bool = False,
        repeat_count: int | None = None,
        pad_dimensions: PadDims | None = None,
        pad_value: int = 0,
    ) -> ObjectFifo:
        """Sends the objects of this consumer end on through one new fifo
        (``<name>_fwd`` by default) via ``tile`` (a mem tile by default): a
        ``split`` at offset 0. Returns the new fifo."""
        if self._is_prod:
            raise ValueError(f"Cannot forward a {self.handle_type} ObjectFifoHandle")
        return self.split(
            [0],
            tile=tile,
            obj_types=[obj_type] if obj_type else None,
            depths=[depth] if depth else None,
            names=[name] if name else [f"{self._object_fifo.name}_fwd"],
            dims_to_stream=[dims_to_stream] if dims_to_stream else None,
            dims_from_stream=[dims_from_stream] if dims_from_stream else None,
            plio=plio,
            repeat_counts=[repeat_count] if repeat_count is not None else None,
            pad_dimensions=[pad_dimensions] if pad_dimensions is not None else None,
            pad_value=[pad_value] if pad_value else None,
        )[0]

    def resolve(self, loc=None, ip=None) -> None:
        """Resolves the fifo."""
        self._object_fifo.resolve(loc=loc, ip=ip)


class ObjectFifoLink(ObjectFifoEndpoint, Resolvable):
    """The ``aie.objectfifo.link`` that ``split``, ``join`` and ``forward``
    make: consumer ends ``srcs`` into producer ends ``dsts`` (one of the two
    sides has a single end) on ``tile``, a mem tile unless that tile already
    has another type; ``src_offsets`` (join) or ``dst_offsets`` (split)
    place each part."""

    def __init__(
        self,
        srcs: list[ObjectFifoHandle] | ObjectFifoHandle,
        dsts: list[ObjectFifoHandle] | ObjectFifoHandle,
        tile: Tile | None = AnyMemTile,
        src_offsets: list[int] | None = None,
        dst_offsets: list[int] | None = None,
    ):
        self._srcs = single_elem_or_list_to_list(srcs)
        self._dsts = single_elem_or_list_to_list(dsts)
        self._src_offsets = list(src_offsets) if src_offsets is not None else []
        self._dst_offsets = list(dst_offsets) if dst_offsets is not None else []
        if not self._srcs:
            raise ValueError("An ObjectFifoLink must have at least one source")
        if not self._dsts:
            raise ValueError("An ObjectFifoLink must have at least one destination")
        if len(self._srcs) != 1 and len(self._dsts) != 1:
            raise ValueError(
                "An ObjectFifoLink may only have > 1 of either sources or "
                "destinations, but not both"
            )
        if self._src_offsets and len(self._src_offsets) != len(self._srcs):
            raise ValueError(
                "The number of source offsets does not match the number of sources"
            )
        if self._dst_offsets and len(self._dst_offsets) != len(self._dsts):
            raise ValueError(
                "The number of destination offsets does not match the number of "
                "destinations"
            )
        for end in (*self._srcs, *self._dsts):
            if not isinstance(end, ObjectFifoHandle):
                raise TypeError(
                    f"ObjectFifoLink ends must be ObjectFifoHandles, got {end!r}"
                )
        self._op = None
        self._resolving = False
        for end in (*self._srcs, *self._dsts):
            end.endpoint = self
        if tile is None:
            tile = AnyMemTile
        kind = tile.tile_type if tile.tile_type is not None else AIETileType.MemTile
        ObjectFifoEndpoint.__init__(self, tile.with_type(kind))

    def resolve(self, loc=None, ip=None) -> None:
        """Resolves the linked fifos, then emits the link (once)."""
        if self._resolving:
            return
        self._resolving = True
        for end in (*self._srcs, *self._dsts):
            end.resolve()
        self._op = object_fifo_link(
            [s.op for s in self._srcs],
            [d.op for d in self._dsts],
            self._src_offsets,
            self._dst_offsets,
        )
