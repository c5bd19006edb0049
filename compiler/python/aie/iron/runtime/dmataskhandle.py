"""``Task``: a shim DMA transfer in flight, as ``fill``/``drain`` return it.

Its ``handle`` is the transfer's ``index`` value, so it can be carried
across ``range_`` iterations (``iter_args``) for hand-pipelined transfers;
``free()`` and ``await_()`` end it. A transfer made with ``managed=False``
belongs to no TaskGroup: the caller ends it.
"""

from __future__ import annotations

from ...dialects.aiex import dma_await_task, dma_free_task


class Task:
    """The transfer whose task value is ``handle``."""

    def __init__(self, handle):
        self._handle = handle

    @property
    def handle(self):
        """The transfer's ``index`` value."""
        return self._handle

    def free(self) -> None:
        """Returns the transfer's buffer descriptor (``aiex.dma_free_task``)."""
        dma_free_task(self._handle)

    def await_(self) -> None:
        """Waits for the transfer (``aiex.dma_await_task``); it must have
        been issued with ``wait=True``."""
        dma_await_task(self._handle)
