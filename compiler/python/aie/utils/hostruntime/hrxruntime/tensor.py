"""``HRXTensor``: a tensor whose bytes are an HRX buffer mapped into the
host for good: ``data`` is the mapping itself (no staging copy), made
coherent by flushing (to the device) and invalidating (from it)."""

import ctypes
import math

import numpy as np

from ..tensor_class import NpuTensor, _shape_and_source
from . import HRXContext


class HRXTensor(NpuTensor):
    """A tensor in a persistently mapped buffer of the process's
    :class:`~.context.HRXContext` (making one makes the context:
    :class:`~._bindings.HRXError` where ``libhrx.so`` is not installed).

    ``shape_or_data``: a tuple is a shape (zeros), anything with a ``shape``
    the data as it is, anything else the data converted to ``dtype``. A
    tensor made on ``"npu"`` is flushed to the device at once. Other
    keyword arguments (those of other backends' tensors) are ignored.
    """

    # The library adds the DDR aperture offset to every argument itself, so
    # the instructions it runs must not have it folded in.
    FOLDS_DDR_ADDR_OFFSET = False

    def __init__(self, shape_or_data, dtype=np.uint32, device="npu", **kwargs):
        super().__init__(shape_or_data, dtype=dtype, device=device)
        self._ctx = HRXContext.get()
        self._shape, source = _shape_and_source(shape_or_data, dtype)
        count = math.prod(self._shape)
        # The library refuses empty buffers: at least one byte.
        self._alloc_size = max(count * np.dtype(self.dtype).itemsize, 1)
        self._buf, address = self._ctx.allocate_persistent(self._alloc_size)
        self._cbuf = (ctypes.c_char * self._alloc_size).from_address(address)
        self._data = np.frombuffer(self._cbuf, dtype=self.dtype, count=count).reshape(self._shape)
        if source is None:
            self._data.fill(0)
        else:
            np.copyto(self._data, source)
        if self.device == "npu":
            self._sync_to_device()

    @property
    def data(self):
        """The host array: the buffer's mapping (writes to it are not
        recorded: see :meth:`mutate`)."""
        return self._data

    @property
    def shape(self):
        return self._shape

    def _sync_to_device(self):
        """Flushes the whole buffer to the device."""
        if self._buf:
            self._ctx.flush_range(self._buf, 0, self._alloc_size)

    def _sync_from_device(self):
        """Invalidates the host's view of the whole buffer."""
        if self._buf:
            self._ctx.invalidate_range(self._buf, 0, self._alloc_size)

    def __del__(self):
        """Drops the views of the mapping, then releases the buffer."""
        self._data = self._cbuf = None
        buf, self._buf = getattr(self, "_buf", None), None
        if buf:
            try:
                self._ctx.release_buffer(buf)
            except Exception:  # at interpreter exit the library may be gone
                pass

    def buffer_object(self):
        """The HRX buffer a dispatch binds for this tensor."""
        return self._buf

    def nbytes_alloc(self) -> int:
        """The buffer's size in bytes (at least 1)."""
        return self._alloc_size
