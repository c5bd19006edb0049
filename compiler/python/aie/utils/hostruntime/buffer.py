"""An allocation (:class:`Storage`) and how its bytes are reached and moved
between host and device (:class:`Transport`).

A backend differs from another only in its transport: where the host's bytes
live, what making a range visible to the other agent does, and which handle
a runtime binds for a region. :class:`Storage` holds the transport and the
allocation's :class:`~.coherence._CoherenceMap`, so every tensor naming the
same bytes sees one state.
"""

from abc import ABC, abstractmethod

import numpy as np

from .coherence import _CoherenceMap


class Transport(ABC):
    """How one allocation's bytes are reached and reconciled."""

    @property
    @abstractmethod
    def host_bytes(self) -> np.ndarray:
        """The allocation as a flat ``uint8`` array in host memory."""

    @abstractmethod
    def to_device(self, offset, nbytes):
        """Makes the host's writes to ``[offset, offset + nbytes)`` visible to the device."""

    @abstractmethod
    def from_device(self, offset, nbytes):
        """Makes the device's writes to ``[offset, offset + nbytes)`` visible to the host."""

    def handle(self, offset, nbytes):
        """A handle a runtime can bind for the region, or None when the
        backend has none."""
        return None


class HostOnlyTransport(Transport):
    """Bytes only the host touches: ``nbytes`` zeroed bytes, and nothing to
    reconcile."""

    def __init__(self, nbytes):
        self._bytes = np.zeros(nbytes, dtype=np.uint8)

    @property
    def host_bytes(self):
        return self._bytes

    def to_device(self, offset, nbytes):
        pass

    def from_device(self, offset, nbytes):
        pass


class WholeExtentTransport(Transport):
    """For a tensor backend whose transfers take no range: any range moves
    the whole allocation (through the tensor's ``_sync_to_device`` and
    ``_sync_from_device``). Moving more than asked is safe, only slower."""

    def __init__(self, tensor):
        self._tensor = tensor

    @property
    def host_bytes(self):
        return self._tensor._data.reshape(-1).view(np.uint8)

    def to_device(self, offset, nbytes):
        self._tensor._sync_to_device()

    def from_device(self, offset, nbytes):
        self._tensor._sync_from_device()

    def handle(self, offset, nbytes):
        return getattr(self._tensor, "_bo", None)


class Storage:
    """One allocation of ``nbytes`` bytes, first held by ``device``: its
    transport and its coherence map (``granule``: the coherence granule,
    by default the host's)."""

    def __init__(self, transport: Transport, nbytes, device, granule=None):
        self.nbytes = nbytes
        self.coherence = _CoherenceMap(nbytes, device, granule)
        self._transport = transport

    @property
    def host_bytes(self) -> np.ndarray:
        """The allocation as a flat ``uint8`` array in host memory."""
        return self._transport.host_bytes

    def sync_to_device(self, offset, nbytes):
        """Makes the host's writes to ``[offset, offset + nbytes)`` visible to the device."""
        self._transport.to_device(offset, nbytes)

    def sync_from_device(self, offset, nbytes):
        """Makes the device's writes to ``[offset, offset + nbytes)`` visible to the host."""
        self._transport.from_device(offset, nbytes)

    def binding_handle(self, offset, nbytes):
        """The handle a runtime binds for the region, or None."""
        return self._transport.handle(offset, nbytes)
