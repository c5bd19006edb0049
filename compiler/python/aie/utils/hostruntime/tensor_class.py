"""The host tensor: a shape and a dtype over a range of a :class:`Storage`
whose bytes the host and the device share.

:class:`NpuTensor` keeps host and device coherent. Writes through its own
paths (``t[i] = v``, :meth:`~NpuTensor.fill_`, :meth:`~NpuTensor.mutate`,
:meth:`~NpuTensor.overwrite`, the factories) are recorded, and the next
``to("npu")`` sends the written ranges; reads (``t[i]``, ``numpy()``,
``np.asarray(t)``, ``repr``) first fetch the ranges the device holds.
Writing through ``data`` directly is neither recorded nor sent.
A backend supplies ``data``, ``shape`` and the two whole-buffer transfers
(``_sync_to_device``, ``_sync_from_device``), or its own :class:`Storage`.
:class:`CPUOnlyTensor` is the backend with host memory only.

``Tensor`` is the former name of ``NpuTensor`` (the same class).
"""

import math
import operator
from abc import ABC, abstractmethod
from functools import cached_property

import numpy as np
import numpy.typing as npt

from .buffer import HostOnlyTransport as HostOnlyTransport
from .buffer import Storage as Storage
from .buffer import Transport as Transport
from .buffer import WholeExtentTransport as WholeExtentTransport
from .coherence import COHERENCE_GRANULE as COHERENCE_GRANULE
from .coherence import _CoherenceMap as _CoherenceMap
from .coherence import _detect_coherence_granule as _detect_coherence_granule
from .coherence import _read_sysfs_line_size as _read_sysfs_line_size
from .torch_interop import _array_to_torch as _array_to_torch
from .torch_interop import _ml_dtype_to_torch_map as _ml_dtype_to_torch_map


def _shape_and_source(shape_or_data, dtype):
    """A device tensor's ``(shape, source)`` from its first argument: a shape
    tuple (no data), an array-like with a shape, or anything ``np.asarray``
    takes (as ``dtype``)."""
    if isinstance(shape_or_data, tuple):
        return _as_shape(shape_or_data), None
    if hasattr(shape_or_data, "shape"):
        return tuple(shape_or_data.shape), shape_or_data
    source = np.asarray(shape_or_data, dtype=dtype)
    return source.shape, source


def _as_shape(shape):
    """``shape`` (an integer, or a sequence of them) as a tuple of
    non-negative ints; ``TypeError`` for anything else, ``ValueError`` for a
    negative extent."""
    if isinstance(shape, (str, bytes)):
        raise TypeError(f"shape must be an integer or a sequence, got {shape!r}")
    try:
        extents = (operator.index(shape),)
    except TypeError:
        try:
            extents = tuple(operator.index(n) for n in shape)
        except TypeError:
            raise TypeError(
                f"shape must be an integer or a sequence of integers, got {shape!r}"
            ) from None
    if any(n < 0 for n in extents):
        raise ValueError(f"shape extents must not be negative, got {extents}")
    return extents


def _is_floating(dtype):
    """Whether ``dtype`` is a floating-point type, ml_dtypes' included."""
    dtype = np.dtype(dtype)
    if np.issubdtype(dtype, np.floating):
        return True
    try:
        import ml_dtypes

        ml_dtypes.finfo(dtype)
        return True
    except (ImportError, ValueError, TypeError):
        return False


class _WriteBorrow:
    """The context of :meth:`NpuTensor.mutate` and :meth:`NpuTensor.overwrite`:
    hands out the tensor's array (after fetching the device's ranges when
    ``reconcile``), and on a clean exit records the tensor's range as written
    by the host. Either way the array is read-only afterwards, so a kept
    reference cannot write unrecorded bytes."""

    __slots__ = ("_tensor", "_reconcile", "_array")

    def __init__(self, tensor, reconcile):
        self._tensor = tensor
        self._reconcile = reconcile

    def __enter__(self):
        if self._reconcile:
            self._tensor._reconcile_for_read()
        self._array = self._tensor.data[...]
        return self._array

    def __exit__(self, kind, value, traceback):
        self._array.flags.writeable = False
        if kind is None:
            start, end = self._tensor._extent
            self._tensor._coherence().set(start, end, _CoherenceMap.HOST)
        return False


class NpuTensor(ABC):
    """A buffer of fixed shape and dtype that the host and the device share,
    with the state of which of them holds its current bytes (:attr:`device`).

    Subclasses implement ``data`` (the host's numpy array), ``shape``,
    ``_sync_to_device`` and ``_sync_from_device``, and optionally
    ``_subview`` (for :meth:`subview`).
    """

    DEVICES = ["cpu", "npu"]
    DEFAULT_DEVICE = "npu"
    DEFAULT_INT_DTYPE = np.int64
    DEFAULT_FLOAT_DTYPE = np.float32

    # Whether the backend's instruction stream carries the DDR aperture
    # offset folded into its address patches (the XRT firmware's ABI).
    FOLDS_DDR_ADDR_OFFSET = True

    # The alignment subview() requires, in bytes; None: COHERENCE_GRANULE.
    _coherence_granule: "int | None" = None

    # Set on views: the tensor a view was made from, and where the view
    # starts in the owner's storage (bytes).
    _parent: "NpuTensor | None" = None
    _offset_bytes: int = 0
    # Filled on first use.
    _storage: "Storage | None" = None
    _extent_cache: "tuple[int, int] | None" = None
    _coherence_ref: "_CoherenceMap | None" = None

    def __init__(self, shape_or_data, dtype: npt.DTypeLike = np.uint32, device="npu"):
        """Records ``dtype`` and the first ``device`` (one of ``DEVICES``,
        else ``ValueError``); subclasses allocate ``shape_or_data`` (a tuple:
        a shape; anything else: the data)."""
        if device not in type(self).DEVICES:
            raise ValueError(f"Unsupported device: {device}")
        self._initial_device = device
        self.dtype = dtype

    @classmethod
    def _resolve_coherence_granule(cls):
        """The alignment :meth:`subview` requires for this backend, in bytes."""
        if cls._coherence_granule is None:
            return COHERENCE_GRANULE
        return cls._coherence_granule

    @property
    @abstractmethod
    def data(self) -> np.ndarray:
        """The host's array of the tensor (no transfer, no record)."""

    @property
    @abstractmethod
    def shape(self) -> "tuple[int, ...]":
        """The tensor's shape."""

    @abstractmethod
    def _sync_to_device(self):
        """Makes the whole host copy visible to the device."""

    @abstractmethod
    def _sync_from_device(self):
        """Makes the whole device copy visible to the host."""

    # --- storage and residency ---------------------------------------------

    @property
    def _owner(self):
        """The tensor that owns the storage (this one when it is no view)."""
        return self.base or self

    @property
    def storage(self) -> Storage:
        """The allocation this tensor views. A backend that made none gets one
        over its ``_data`` that transfers whole (:class:`WholeExtentTransport`)."""
        if self._storage is None:
            self._storage = Storage(
                WholeExtentTransport(self),
                self.nbytes,
                self._initial_device,
                type(self)._resolve_coherence_granule(),
            )
        return self._storage

    def _coherence(self) -> _CoherenceMap:
        if self._coherence_ref is None:
            self._coherence_ref = self.storage.coherence
        return self._coherence_ref

    @property
    def _extent(self):
        """``(start, end)``: the bytes of the storage this tensor covers."""
        if self._extent_cache is None:
            start = self.storage_offset
            size = math.prod(self.shape) * np.dtype(self.dtype).itemsize
            self._extent_cache = (start, start + size)
        return self._extent_cache

    @property
    def device(self):
        """Where this tensor's current bytes are: ``"cpu"`` or ``"npu"``.
        A tensor whose bytes are partly in each state is ``"cpu"`` (it has
        host writes to send)."""
        coherence = self._coherence()
        if coherence.uniform is not None:
            return coherence.uniform
        start, end = self._extent
        state = coherence.get(start, end)
        if state is not None:
            return state
        return "cpu" if coherence.any_host_written(start, end) else "npu"

    @device.setter
    def device(self, value):
        """Records the tensor's bytes as held by ``value`` (no transfer)."""
        if value not in type(self).DEVICES:
            raise ValueError(f"Unsupported device: {value}")
        start, end = self._extent
        self._coherence().set(start, end, value)

    @property
    def base(self):
        """The tensor owning this view's storage (through views of views),
        or None for a tensor that owns its storage."""
        owner = self._parent
        while owner is not None and owner._parent is not None:
            owner = owner._parent
        return owner

    @property
    def is_view(self):
        """Whether this tensor views another's storage."""
        return self.base is not None

    @property
    def storage_offset(self):
        """Where this tensor starts in its owner's storage, in bytes."""
        return self._offset_bytes

    def _reconcile_for_read(self):
        """Fetches the ranges of this tensor the device holds, without
        recording a host write."""
        coherence = self._coherence()
        if coherence.uniform == _CoherenceMap.HOST:
            return
        start, end = self._extent
        for lo, hi in coherence.ranges(start, end, _CoherenceMap.DEVICE):
            self.storage.sync_from_device(lo, hi - lo)

    def to(self, target_device: str):
        """Moves the tensor to ``target_device`` (``"cpu"`` or ``"npu"``):
        transfers the ranges the other side holds and records the whole
        tensor there. Returns the tensor; nothing moves when it is there."""
        if target_device not in (_CoherenceMap.HOST, _CoherenceMap.DEVICE):
            raise ValueError(f"Unknown device '{target_device}'")
        coherence = self._coherence()
        if coherence.uniform == target_device:
            return self
        start, end = self._extent
        if coherence.get(start, end) == target_device:
            return self
        if target_device == _CoherenceMap.DEVICE:
            for lo, hi in coherence.ranges(start, end, _CoherenceMap.HOST):
                self.storage.sync_to_device(lo, hi - lo)
        else:
            for lo, hi in coherence.ranges(start, end, _CoherenceMap.DEVICE):
                self.storage.sync_from_device(lo, hi - lo)
        coherence.set(start, end, target_device)
        return self

    def mutate(self):
        """A context giving the array for a partial host write: the device's
        ranges are fetched first, the write is recorded (and sent at the next
        ``to("npu")``) when the block ends without an exception::

            with tensor.mutate() as a:
                a[:4] = 1
        """
        return _WriteBorrow(self, reconcile=True)

    def overwrite(self):
        """As :meth:`mutate`, without fetching first: for a write of every
        element (bytes left unwritten are sent as the host last had them)."""
        return _WriteBorrow(self, reconcile=False)

    # --- numpy-like access -------------------------------------------------

    def __repr__(self):
        self._reconcile_for_read()
        text = np.array2string(self.data, separator=",")
        return f"{type(self).__name__}({text}, device='{self.device}')"

    def __array__(self, dtype=None, copy=None):
        """The host array (fetched from the device first); a copy when
        ``dtype`` is given or ``copy`` is True."""
        self._reconcile_for_read()
        if dtype is not None:
            return self.data.astype(dtype)
        return self.data.copy() if copy else self.data

    def __getitem__(self, index):
        self._reconcile_for_read()
        return self.data[index]

    def __setitem__(self, index, value):
        with self.mutate() as array:
            array[index] = value

    def __len__(self):
        if len(self.shape) == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    @cached_property
    def nbytes(self) -> int:
        """The size of the tensor's elements, in bytes."""
        return self.numel() * self.element_size

    @cached_property
    def element_size(self) -> int:
        """The size of one element, in bytes."""
        return np.dtype(self.dtype).itemsize

    def numel(self):
        """The number of elements."""
        return math.prod(self.shape)

    def numpy(self):
        """The host array, fetched from the device first (no copy)."""
        self._reconcile_for_read()
        return self.data

    def fill_(self, value):
        """Sets every element to ``value`` (recorded as a host write)."""
        with self.overwrite() as array:
            array.fill(value)

    # --- views -------------------------------------------------------------

    def subview(self, offset, shape, dtype=None):
        """A tensor of the same class over ``shape`` elements of ``dtype``
        (default: this tensor's) at ``offset`` bytes into this tensor, sharing
        its storage (no copy).

        The region must lie inside this tensor (else ``ValueError``; nothing
        is clamped) and start on a multiple of the coherence granule and be a
        multiple of it long, unless it ends where this tensor ends (else
        ``ValueError``): host and device are reconciled a cache line at a
        time, so two views may not share one. A backend without ``_subview``
        raises ``NotImplementedError``; a non-integer offset ``TypeError``.
        """
        if type(self)._subview is NpuTensor._subview:
            raise NotImplementedError(
                f"{type(self).__name__} does not support subview()"
            )
        view_dtype = np.dtype(self.dtype if dtype is None else dtype)
        shape = _as_shape(shape)
        try:
            offset = operator.index(offset)
        except TypeError:
            raise TypeError(
                f"subview() offset must be an integer number of bytes, got {offset!r}."
            ) from None
        nbytes = math.prod(shape) * view_dtype.itemsize
        end = offset + nbytes
        if offset < 0 or end > self.nbytes:
            raise ValueError(
                f"subview(offset={offset}, shape={shape}, dtype={view_dtype}) "
                f"is out of bounds for a buffer of {self.nbytes} bytes"
            )
        granule = self._resolve_coherence_granule()
        if offset % granule or (nbytes % granule and end != self.nbytes):
            raise ValueError(
                f"subview(offset={offset}, shape={shape}, dtype={view_dtype}) covers "
                f"bytes [{offset}, {end}) of this buffer, which is not aligned to the "
                f"{granule}-byte coherence granule; host and device are reconciled a "
                f"cache line at a time, so views must not share one. Start each view "
                f"at a multiple of {granule} bytes and make it a multiple of {granule} "
                f"bytes long unless it ends where this buffer ends."
            )
        return self._subview(offset, shape, view_dtype)

    def _subview(self, offset_bytes, shape, dtype):
        """Backend hook of :meth:`subview`: a tensor of this class over
        ``shape`` elements of ``dtype`` at ``offset_bytes`` of this tensor,
        sharing its storage, with ``_parent`` set to this tensor and
        ``_offset_bytes`` to its start in the owner's storage."""
        raise NotImplementedError(f"{type(self).__name__} does not support subview()")

    # --- torch --------------------------------------------------------------

    def to_torch(self):
        """A torch tensor sharing the host array, fetched from the device
        first (``ImportError`` without torch)."""
        return _array_to_torch(self.numpy())

    def torch_view(self):
        """A torch tensor sharing the host array, without fetching: for the
        caller about to write it, so the tensor is recorded as held by the
        host (the next ``to("npu")`` sends it)."""
        self.device = "cpu"
        return _array_to_torch(self.data)

    @classmethod
    def from_torch(cls, torch_tensor, device=None, **kwargs):
        """A tensor with a copy of ``torch_tensor``'s data (detached, on the
        CPU, contiguous; bfloat16 kept as ml_dtypes' bfloat16)."""
        import torch
        from ml_dtypes import bfloat16

        t = torch_tensor.detach()
        if t.device.type != "cpu":
            t = t.cpu()
        t = t.contiguous()
        if t.dtype == torch.bfloat16:
            array = t.view(torch.uint16).numpy().view(bfloat16)
        else:
            array = t.numpy()
        return cls(
            array, dtype=array.dtype, device=device or cls.DEFAULT_DEVICE, **kwargs
        )

    # --- factories ----------------------------------------------------------

    @classmethod
    def __check_or_create(cls, *size, out=None, dtype=None, device=None, **kwargs):
        """``out`` when it has the shape ``size`` (ints, or one tuple or
        list), ``dtype`` (default float32) and ``device`` (default
        ``DEFAULT_DEVICE``), else ``ValueError``; without ``out``, a new
        tensor of those."""
        if len(size) == 1 and isinstance(size[0], (tuple, list)):
            shape = tuple(size[0])
        else:
            shape = tuple(size)
        dtype = dtype or np.float32
        device = device or cls.DEFAULT_DEVICE
        if out is None:
            return cls(shape, dtype=dtype, device=device, **kwargs)
        _check_out(out, shape, dtype, device)
        return out

    def _store(self, values, device):
        """Writes ``values`` to every element and, on the NPU, sends them."""
        if self.shape == ():
            self.data.fill(values)
        else:
            self.data[...] = values
        if device == "npu":
            self._sync_to_device()

    @classmethod
    def ones(cls, *size, out=None, dtype=None, device=None, **kwargs):
        """A tensor of shape ``size`` (ints or one tuple/list) of ones;
        ``dtype`` defaults to float32, ``device`` to ``DEFAULT_DEVICE``."""
        t = cls.__check_or_create(*size, out=out, dtype=dtype, device=device, **kwargs)
        t.fill_(1)
        return t

    @classmethod
    def zeros(cls, *size, out=None, dtype=None, device=None, **kwargs):
        """A tensor of shape ``size`` (ints or one tuple/list) of zeros;
        ``dtype`` defaults to float32, ``device`` to ``DEFAULT_DEVICE``."""
        t = cls.__check_or_create(*size, out=out, dtype=dtype, device=device, **kwargs)
        t.fill_(0)
        return t

    @classmethod
    def full(cls, size, fill_value, *, out=None, dtype=None, device=None, **kwargs):
        """A tensor of shape ``size`` filled with ``fill_value`` (``dtype``
        defaults to float32)."""
        t = cls.__check_or_create(size, out=out, dtype=dtype, device=device, **kwargs)
        t.fill_(fill_value)
        return t

    @classmethod
    def randint(
        cls,
        low,
        high,
        size,
        *,
        out=None,
        dtype=None,
        device=None,
        generator=None,
        **kwargs,
    ):
        """A tensor of shape ``size`` of integers drawn uniformly from
        ``[low, high)`` (``dtype`` defaults to int64) by ``generator`` (a
        ``np.random.Generator``), else by numpy's global state."""
        dtype = dtype or np.int64
        device = device or cls.DEFAULT_DEVICE
        t = cls.__check_or_create(size, out=out, dtype=dtype, device=device, **kwargs)
        if generator is not None:
            values = generator.integers(low, high, size=size, dtype=dtype)
        else:
            values = np.random.randint(low, high, size=size, dtype=dtype)
        t._store(values, device)
        return t

    @classmethod
    def rand(cls, *size, out=None, dtype=None, device=None, generator=None, **kwargs):
        """A tensor of shape ``size`` of numbers drawn uniformly from
        ``[0, 1)`` (``dtype`` defaults to float32; a value that rounds to 1
        in it is clamped below 1); ``ValueError`` without a size."""
        if not size:
            raise ValueError("rand() received no arguments")
        dtype = dtype or np.float32
        device = device or cls.DEFAULT_DEVICE
        t = cls.__check_or_create(*size, out=out, dtype=dtype, device=device, **kwargs)
        source = generator if generator is not None else np.random
        values = source.uniform(0.0, 1.0, size=t.shape).astype(dtype)
        if _is_floating(dtype):
            one = np.dtype(dtype).type(1.0)
            below_one = np.nextafter(one, np.dtype(dtype).type(0.0))
            values = np.clip(values, np.dtype(dtype).type(0.0), below_one)
        t._store(values, device)
        return t

    @classmethod
    def arange(
        cls,
        start=0,
        end=None,
        step=1,
        *,
        shape=None,
        out=None,
        dtype=None,
        device=None,
        **kwargs,
    ):
        """A tensor of ``start, start + step, ...`` below ``end`` (one
        argument: ``0 .. start``), 1-D or reshaped to ``shape`` (whose
        product must be the count, else ``ValueError``). ``dtype``: float32
        when a bound is a float, else int64."""
        if end is None:
            start, end = 0, start
        if dtype is None:
            floats = any(isinstance(x, float) for x in (start, end, step))
            dtype = np.float32 if floats else np.int64
        device = device or cls.DEFAULT_DEVICE
        values = np.arange(start, end, step, dtype=dtype)
        if shape is None:
            shape = (values.size,)
        else:
            shape = tuple(shape)
            if math.prod(shape) != values.size:
                raise ValueError(
                    f"iron.arange: shape={shape} (prod={math.prod(shape)}) does not "
                    f"match generated range size {values.size}"
                )
            values = values.reshape(shape)
        if out is None:
            t = cls(shape, dtype=dtype, device=device, **kwargs)
        else:
            _check_out(out, shape, dtype, device)
            t = out
        t._store(values, device)
        return t

    @classmethod
    def zeros_like(cls, other, dtype=None, device=None, **kwargs):
        """A tensor of ``other``'s shape of zeros, of ``other``'s dtype and
        device unless given."""
        dtype = dtype or other.dtype
        device = device or other.device
        t = cls(other.shape, dtype=dtype, device=device, **kwargs)
        t._store(0, device)
        return t


def _check_out(out, shape, dtype, device):
    """``ValueError`` unless ``out`` has this shape, dtype and device."""
    if out.shape != shape or out.dtype != dtype or out.device != device:
        raise ValueError("Provided `out` tensor must match shape, dtype, and device")


class CPUOnlyTensor(NpuTensor):
    """A tensor in host memory only (``DEVICES = ["cpu"]``): the backend for
    hosts without an NPU runtime, and for tests. A tuple is a shape (zeros);
    anything else is data, converted to ``dtype`` (default uint32)."""

    DEVICES = ["cpu"]
    DEFAULT_DEVICE = "cpu"

    def __init__(self, shape_or_data, dtype: npt.DTypeLike = np.uint32, device="cpu"):
        super().__init__(shape_or_data, dtype=dtype, device=device)
        if isinstance(shape_or_data, tuple):
            source = np.zeros(shape_or_data, dtype=dtype)
        else:
            source = np.array(shape_or_data, dtype=dtype)
        self._shape = source.shape
        self._storage = Storage(
            HostOnlyTransport(source.nbytes),
            source.nbytes,
            self._initial_device,
            self._resolve_coherence_granule(),
        )
        self._data = self._storage.host_bytes.view(source.dtype).reshape(self._shape)
        np.copyto(self._data, source)

    @property
    def data(self):
        """The host array (writes to it are not recorded: see :meth:`mutate`)."""
        return self._data

    @property
    def shape(self):
        return self._shape

    def _sync_to_device(self):
        """Nothing to do: there is no device."""

    def _sync_from_device(self):
        """Nothing to do: there is no device."""

    def _subview(self, offset_bytes, shape, dtype):
        view = type(self).__new__(type(self))
        NpuTensor.__init__(view, shape, dtype=dtype, device=self.device)
        view._parent = self
        view._shape = tuple(shape)
        view._storage = self._storage
        view._offset_bytes = self.storage_offset + offset_bytes
        start = view._offset_bytes
        nbytes = math.prod(shape) * dtype.itemsize
        view._data = (
            self._storage.host_bytes[start : start + nbytes].view(dtype).reshape(shape)
        )
        return view


Tensor = NpuTensor
