"""``DMATask``: a shim DMA transfer between a runtime buffer and an
ObjectFifo end (``aiex.dma_configure_task_for`` + ``aiex.dma_start_task``)."""

from ...dialects.aiex import dma_start_task, shim_dma_single_bd_task
from ...helpers.taplib import TensorAccessPattern
from ..dataflow import ObjectFifoHandle
from .data import RuntimeData
from .task import RuntimeTask
from .taskgroup import TaskGroup


class DMATask(RuntimeTask):
    """A transfer of ``rt_data`` through ``object_fifo``'s shim end.

    The access pattern is ``tap`` or ``sizes``/``strides``/``offset``/
    ``transfer_len`` (entries may be run-time values), not both. ``wait``:
    the task issues a completion token and is awaited; ``offset_parameter``:
    the name of a scratchpad parameter offsetting it; ``packet``:
    ``(pkt_type, pkt_id)``.
    """

    def __init__(
        self,
        object_fifo: ObjectFifoHandle,
        rt_data: RuntimeData,
        tap: TensorAccessPattern | None = None,
        task_group: TaskGroup | None = None,
        wait: bool = False,
        offset_parameter: str | None = None,
        packet: tuple[int, int] | None = None,
        sizes=None,
        strides=None,
        offset=None,
        transfer_len=None,
    ):
        if tap is not None and any(
            v is not None for v in (sizes, strides, offset, transfer_len)
        ):
            raise ValueError(
                "DMATask: tap and sizes/strides/offset/transfer_len are mutually "
                "exclusive access-pattern specifications; pass only one."
            )
        super().__init__(task_group)
        self._object_fifo = object_fifo
        self._rt_data = rt_data
        self._tap = tap
        self._wait = wait
        self._offset_parameter = offset_parameter
        self._packet = packet
        self._sizes = sizes
        self._strides = strides
        self._offset = offset
        self._transfer_len = transfer_len
        self._task = None

    def will_wait(self) -> bool:
        """Whether the task is awaited."""
        return self._wait

    @property
    def fifo(self) -> ObjectFifoHandle:
        return self._object_fifo

    @property
    def task(self):
        """The ``aiex.dma_configure_task_for`` op (after ``resolve``)."""
        if self._task is None:
            raise ValueError("Cannot get task before it is created (during resolve())")
        return self._task

    def resolve(self, loc=None, ip=None) -> None:
        """Configures the task (naming the fifo by symbol, so the fifo may
        be emitted later) and starts it."""
        if self._tap is not None:
            pattern = dict(tap=self._tap)
        else:
            pattern = dict(
                offset=self._offset,
                sizes=self._sizes,
                strides=self._strides,
                transfer_len=self._transfer_len,
            )
        self._task = shim_dma_single_bd_task(
            self._object_fifo.name,
            self._rt_data.op,
            issue_token=self._wait,
            offset_parameter=self._offset_parameter,
            packet=self._packet,
            **pattern,
        )
        dma_start_task(self._task)
