"""``XRTTensor``: a tensor whose bytes are an XRT buffer object's host copy,
reconciled with its device copy by range (:class:`XrtTransport`)."""

import math

import numpy as np
import pyxrt as xrt

from ..buffer import Storage, Transport
from ..tensor_class import NpuTensor, _shape_and_source


def _the_device():
    """The device tensors are made on by default: the default NPU runtime's
    when it runs on XRT (its runs reach them there, and the device keeps
    freed buffers' memory for the next ones), else device 0 opened."""
    from aie.utils import _get_default_npu_runtime

    runtime = _get_default_npu_runtime()
    device = getattr(runtime, "_device", None)
    return device if isinstance(device, xrt.device) else xrt.device(0)


class XrtTransport(Transport):
    """One buffer object of ``nbytes`` bytes; a range is reached and synced
    through a sub-buffer of it, made once per range and kept (so a view
    binds the same handle at every run).

    Every sub-buffer is made from this buffer, never from another
    sub-buffer: XRT takes a sub-buffer's host memory from its parent but its
    device address from the allocation, so nested sub-buffers would have
    the host and the device address different bytes.
    """

    def __init__(self, xrt_device, nbytes, flags, group_id):
        self.xrt_device = xrt_device
        self.nbytes = nbytes
        self._bo = xrt.bo(xrt_device, nbytes, flags, group_id)
        self._host = np.frombuffer(self._bo.map(), dtype=np.uint8)
        self._handles = {}

    @property
    def host_bytes(self):
        """The host copy (the buffer object's mapped memory)."""
        return self._host

    def handle(self, offset, nbytes):
        """The buffer object (the whole extent) or the sub-buffer of
        ``[offset, offset + nbytes)``."""
        if offset == 0 and nbytes == self.nbytes:
            return self._bo
        key = (offset, nbytes)
        if key not in self._handles:
            self._handles[key] = xrt.bo(self._bo, nbytes, offset)
        return self._handles[key]

    def to_device(self, offset, nbytes):
        self.handle(offset, nbytes).sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)

    def from_device(self, offset, nbytes):
        self.handle(offset, nbytes).sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)


class XRTTensor(NpuTensor):
    """A tensor in an XRT buffer object: ``data`` is the buffer's mapped host
    memory (no copy), the device copy is what runs read and write.

    ``shape_or_data``: a tuple is a shape (zeros), anything else the data
    (converted to ``dtype``). ``flags`` and ``group_id`` are the buffer
    object's (host-only, group 0 by default); ``xrt_device`` the
    ``pyxrt.device`` it is made on (by default the default NPU runtime's). A tensor made on
    ``"npu"`` is synced to the device at once.
    """

    def __init__(
        self,
        shape_or_data,
        dtype=np.uint32,
        device="npu",
        flags=xrt.bo.host_only,
        group_id=0,
        xrt_device=None,
    ):
        super().__init__(shape_or_data, dtype=dtype, device=device)
        self.xrt_device = xrt_device if xrt_device is not None else _the_device()
        self._shape, source = _shape_and_source(shape_or_data, dtype)
        nbytes = math.prod(self._shape) * np.dtype(self.dtype).itemsize
        self._storage = Storage(
            XrtTransport(self.xrt_device, nbytes, flags, group_id),
            nbytes,
            self._initial_device,
            self._resolve_coherence_granule(),
        )
        self._offset_bytes = 0
        self._bo = self._storage.binding_handle(0, nbytes)
        self._data = self._storage.host_bytes.view(self.dtype).reshape(self._shape)
        if source is None:
            self._data.fill(0)
        else:
            np.copyto(self._data, source)
        if self.device == "npu":
            self._sync_to_device()

    @property
    def data(self):
        """The host array: the buffer object's mapped memory (writes to it
        are not recorded: see :meth:`mutate`)."""
        return self._data

    @property
    def shape(self):
        return self._shape

    def _sync_to_device(self):
        start, end = self._extent
        self.storage.sync_to_device(start, end - start)

    def _sync_from_device(self):
        start, end = self._extent
        self.storage.sync_from_device(start, end - start)

    def buffer_object(self):
        """The ``pyxrt.bo`` a run binds for this tensor (a sub-buffer for a
        view)."""
        return self._bo

    def _subview(self, offset_bytes, shape, dtype):
        nbytes = math.prod(shape) * dtype.itemsize
        view = type(self).__new__(type(self))
        NpuTensor.__init__(view, shape, dtype=dtype, device=self.device)
        view.xrt_device = self.xrt_device
        view._parent = self
        view._shape = tuple(shape)
        view._storage = self._storage
        start = self.storage_offset + offset_bytes
        view._offset_bytes = start
        view._bo = self._storage.binding_handle(start, nbytes)
        view._data = (
            self._storage.host_bytes[start : start + nbytes].view(dtype).reshape(view._shape)
        )
        return view
