"""``Program``: a device, a runtime sequence and the Workers, resolved to an
MLIR module. Tiles are emitted as ``aie.logical_tile``s: the compiler
places them (``--aie-place-tiles``, first in aiec's default pipeline)."""

import logging

from ..dialects.aie import TraceMode, device
from ..extras.context import mlir_mod_ctx
from ..extras.dialects.func import FuncBase
from ..utils.compile.jit.context import get_compile_arg
from .device import Device
from .resolvable import Resolvable
from .runtime import Runtime
from .scratchpad_parameter import ScratchpadParameter

logger = logging.getLogger(__name__)


class Program:
    """The design: ``device`` (None, as ``get_current_device`` may return,
    is a ``ValueError``), the runtime ``rt`` and the ``workers``."""

    def __init__(self, device: Device | None, rt: Runtime, workers: list | None = None):
        if device is None:
            raise ValueError(
                "Program requires a device, but none was selected. Pass an explicit "
                "Device, or ensure an NPU runtime is available for "
                "iron.get_current_device()."
            )
        if not isinstance(device, Device):
            raise TypeError(f"Program device must be a Device, got {device!r}")
        if not isinstance(rt, Runtime):
            raise TypeError(f"Program rt must be a Runtime, got {rt!r}")
        self._device = device
        self._rt = rt
        self._workers = list(workers) if workers is not None else []
        from .worker import Worker

        for worker in self._workers:
            if not isinstance(worker, Worker):
                raise TypeError(f"Program workers must be Workers, got {worker!r}")
        self.enable_trace(trace_size=None)

    def enable_trace(
        self,
        trace_size: int | None = None,
        workers: list | None = None,
        reuse_output_buffer: bool = False,
        coretile_events: list | None = None,
        coremem_events: list | None = None,
        memtile_events: list | None = None,
        shimtile_events: list | None = None,
        egress_shim_col: int = 0,
        core_trace_mode=TraceMode.EventTime,
    ) -> None:
        """Traces the design into a ``trace_size``-byte buffer.

        ``workers``: the Workers traced (default: those made with
        ``trace``). The trace buffer is a new last argument of the runtime
        sequence, or the tail of the last output with
        ``reuse_output_buffer``. ``*_events``: up to 8 events per tile kind
        (default: the trace tools' choice); ``egress_shim_col``: the column
        whose shim sends the trace to memory; ``core_trace_mode``: the cores'
        trace mode.
        """
        self._trace_size = trace_size
        self._trace_workers = workers
        self._reuse_output_buffer = reuse_output_buffer
        self._coretile_events = coretile_events
        self._coremem_events = coremem_events
        self._memtile_events = memtile_events
        self._shimtile_events = shimtile_events
        self._egress_shim_col = egress_shim_col
        self._core_trace_mode = core_trace_mode

    def _fifos(self) -> list:
        """The fifos of the runtime's and the Workers' ends, by name."""
        ends = set(self._rt.fifos)
        for worker in self._workers:
            ends.update(worker.fifos)
        return sorted(ends, key=lambda end: end.name)

    def _tiles(self, fifos) -> list:
        """Every tile the design uses, in the order they are emitted: the
        Workers' (and their arguments'), the fifo ends' and delegate tiles,
        then the explicit flows', DMA programs' (with their buffers' and
        locks') and the registered locks'."""
        tiles = []
        for worker in self._workers:
            tiles.append(worker.tile)
            for arg in worker.flat_fn_args:
                if isinstance(arg, Resolvable):
                    tiles.extend(arg.tiles())
        for fifo in fifos:
            tiles.extend(endpoint.tile for endpoint in fifo.all_of_endpoints())
            if fifo._object_fifo._delegate_tile is not None:
                tiles.append(fifo._object_fifo._delegate_tile)
        for flow in self._rt.flows:
            tiles.extend(flow.all_tiles())
        for tile_dma in self._rt.tile_dmas:
            tiles.extend(tile_dma.all_tiles())
        tiles.extend(lock.tile for lock in self._rt.locks)
        return tiles

    def _traced_tiles(self) -> list:
        workers = (
            self._trace_workers
            if self._trace_workers is not None
            else [w for w in self._workers if w.trace is not None]
        )
        return [w.tile.op for w in workers]

    def resolve_program(self, device_name: str = "main"):
        """The design as an MLIR module (in a context of its own), verified.

        Order: the Workers' scratchpad parameters; then in ``aie.device``
        (named ``device_name``): the logical tiles, the fifos (by name) with
        their links, explicit flows and locks, the locks and buffers of
        explicit DMA programs (a buffer without a tile goes on the program's), the Workers' kernels and other arguments, the cores, the
        cascade flows, the DMA programs, the trace configuration and last
        the runtime sequence (which loads the device itself when the compile
        context asks for a full ELF); then the parameters only the sequence
        named. ``RuntimeError`` when the module does not verify.
        """
        logger.debug("resolving the program on %s as device %r", self._device, device_name)
        with mlir_mod_ctx() as ctx:
            self._device = self._device.fresh()
            for worker in self._workers:
                for arg in worker.flat_fn_args:
                    if isinstance(arg, ScratchpadParameter):
                        arg.resolve()

            @device(self._device.resolve(), sym_name=device_name)
            def _device_body():
                fifos = self._fifos()
                for tile in self._tiles(fifos):
                    self._device.resolve_tile(tile)
                for fifo in fifos:
                    fifo.resolve()
                for flow in self._rt.flows:
                    flow.resolve()
                for lock in self._rt.locks:
                    lock.resolve()
                for tile_dma in self._rt.tile_dmas:
                    buffers, locks = tile_dma.all_buffers_and_locks()
                    for lock in locks:
                        lock.resolve()
                    for buffer in buffers:
                        if buffer.tile is None:
                            buffer._tile = tile_dma.tile
                        buffer.resolve()
                for worker in self._workers:
                    for arg in worker.flat_fn_args:
                        if isinstance(arg, FuncBase):
                            arg.emit()
                        elif isinstance(arg, Resolvable):
                            arg.resolve()
                for worker in self._workers:
                    worker.resolve()
                for worker in self._workers:
                    for cascade in worker._outgoing_cascades:
                        cascade.resolve()
                for tile_dma in self._rt.tile_dmas:
                    tile_dma.resolve()
                if self._trace_size is not None and self._trace_size > 0:
                    from ..utils import trace as trace_utils

                    trace_utils.configure_trace(
                        self._traced_tiles(),
                        coretile_events=self._coretile_events,
                        coremem_events=self._coremem_events,
                        memtile_events=self._memtile_events,
                        shimtile_events=self._shimtile_events,
                        core_trace_mode=self._core_trace_mode,
                    )
                self._rt.resolve(
                    trace_size=self._trace_size,
                    reuse_output_buffer=self._reuse_output_buffer,
                    egress_shim_col=self._egress_shim_col,
                    load_pdi_device_ref=(
                        device_name if get_compile_arg("_iron_full_elf") else None
                    ),
                )

            for parameter in self._rt._scratchpad_parameters:
                parameter.resolve()
            if not ctx.module.operation.verify():
                raise RuntimeError("MLIR module failed verification")
            return ctx.module
