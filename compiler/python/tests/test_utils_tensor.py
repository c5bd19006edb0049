"""Tests of the host tensor (``aie.utils.hostruntime.tensor_class`` with its
coherence map, storage and transports), the tensor factories and the names
``aie.utils`` and ``aie.utils.hostruntime`` give (docs/python-utils.md)."""

import importlib
import logging
import subprocess
import sys

import numpy as np
import pytest
from ml_dtypes import bfloat16

import aie.utils as utils
from aie.utils import _backends, hostruntime, tensor_factory
from aie.utils.hostruntime import bfloat16_safe_allclose, set_current_device
from aie.utils.hostruntime.buffer import (
    HostOnlyTransport,
    Storage,
    Transport,
    WholeExtentTransport,
)
from aie.utils.hostruntime.coherence import (
    COHERENCE_GRANULE,
    _CoherenceMap,
    _detect_coherence_granule,
    _read_sysfs_line_size,
)
from aie.utils.hostruntime.tensor_class import (
    CPUOnlyTensor,
    NpuTensor,
    Tensor,
    _as_shape,
)

G = 64  # the granule the tests' maps and tensors use


# --- the coherence map ------------------------------------------------------


def spans(m):
    return [(m._starts[i], m._end(i), m._states[i]) for i in range(len(m._starts))]


def test_a_new_map_is_uniform():
    m = _CoherenceMap(256, "npu", G)
    assert m.uniform == "npu"
    assert m.get(0, 256) == "npu"
    assert m.ranges(0, 256, "npu") == [(0, 256)]
    assert m.ranges(0, 256, "cpu") == []
    assert not m.any_host_written(0, 256)


def test_set_splits_and_merges_spans():
    m = _CoherenceMap(256, "npu", G)
    m.set(64, 128, "cpu")
    assert spans(m) == [(0, 64, "npu"), (64, 128, "cpu"), (128, 256, "npu")]
    assert m.uniform is None
    assert m.get(64, 128) == "cpu"
    assert m.get(0, 128) is None
    assert m.get(0, 64) == "npu"
    assert m.any_host_written(100, 200)
    assert not m.any_host_written(128, 256)
    assert m.ranges(32, 200, "npu") == [(32, 64), (128, 200)]
    assert m.ranges(0, 256, "cpu") == [(64, 128)]
    m.set(128, 192, "cpu")  # joins its neighbour
    assert spans(m) == [(0, 64, "npu"), (64, 192, "cpu"), (192, 256, "npu")]
    m.set(0, 64, "cpu")
    m.set(192, 256, "cpu")  # the whole map in one state again
    assert spans(m) == [(0, 256, "cpu")]
    assert m.uniform == "cpu"


def test_windows_written_one_by_one_collapse_to_one_span():
    m = _CoherenceMap(64 * 100, "npu", G)
    for i in range(0, 100, 2):
        m.set(64 * i, 64 * (i + 1), "cpu")
    assert len(m._starts) == 100
    for i in range(1, 100, 2):
        m.set(64 * i, 64 * (i + 1), "cpu")
    assert spans(m) == [(0, 6400, "cpu")]


def test_a_write_spanning_several_spans_replaces_them():
    m = _CoherenceMap(512, "npu", G)
    m.set(64, 128, "cpu")
    m.set(256, 320, "cpu")
    m.set(0, 448, "npu")
    assert spans(m) == [(0, 512, "npu")]
    m.set(128, 384, "cpu")
    m.set(64, 192, "npu")
    assert spans(m) == [(0, 192, "npu"), (192, 384, "cpu"), (384, 512, "npu")]


def test_a_boundary_off_the_granule_is_refused_and_nothing_changes():
    m = _CoherenceMap(256, "npu", G)
    with pytest.raises(
        ValueError, match=r"boundary at byte 10, .* 64-byte coherence granule"
    ):
        m.set(10, 64, "cpu")
    with pytest.raises(ValueError, match="boundary at byte 100"):
        m.set(64, 100, "cpu")
    assert spans(m) == [(0, 256, "npu")]
    # The ends of the allocation are no boundaries, and a write that leaves
    # no boundary there (the neighbour has its state) needs no alignment.
    m2 = _CoherenceMap(100, "npu", G)
    m2.set(64, 100, "cpu")
    assert spans(m2) == [(0, 64, "npu"), (64, 100, "cpu")]
    m2.set(70, 90, "cpu")
    assert spans(m2) == [(0, 64, "npu"), (64, 100, "cpu")]


def test_set_outside_the_allocation_and_empty_ranges():
    m = _CoherenceMap(128, "npu", G)
    with pytest.raises(
        ValueError, match=r"bytes \[64, 192\) are outside an allocation of 128"
    ):
        m.set(64, 192, "cpu")
    m.set(64, 64, "cpu")
    assert m.uniform == "npu"


def test_sysfs_line_size_reads_the_level_1_data_cache(tmp_path):
    def cache(index, level, kind, size):
        d = tmp_path / f"index{index}"
        d.mkdir()
        (d / "level").write_text(f"{level}\n")
        (d / "type").write_text(f"{kind}\n")
        (d / "coherency_line_size").write_text(f"{size}\n")

    cache(0, 1, "Instruction", 32)
    cache(1, 2, "Unified", 128)
    assert _read_sysfs_line_size(str(tmp_path)) is None
    cache(2, 1, "Data", 96)
    assert _read_sysfs_line_size(str(tmp_path)) == 96
    assert _read_sysfs_line_size(str(tmp_path / "missing")) is None


def test_the_granule_is_a_power_of_two_not_below_the_floor(monkeypatch):
    import aie.utils.hostruntime.coherence as coherence

    monkeypatch.setattr(coherence, "_read_sysfs_line_size", lambda: 96)
    assert _detect_coherence_granule() == 128
    monkeypatch.setattr(coherence, "_read_sysfs_line_size", lambda: None)
    assert _detect_coherence_granule() == 64
    assert _detect_coherence_granule(default=256) == 256
    assert COHERENCE_GRANULE >= 64 and COHERENCE_GRANULE & (COHERENCE_GRANULE - 1) == 0


# --- storage and transports ---------------------------------------------------


class Recording(Transport):
    """A transport with a device copy of its own, recording each transfer."""

    def __init__(self, nbytes):
        self.host = np.zeros(nbytes, np.uint8)
        self.device = np.zeros(nbytes, np.uint8)
        self.calls = []

    @property
    def host_bytes(self):
        return self.host

    def to_device(self, offset, nbytes):
        self.calls.append(("to", offset, nbytes))
        self.device[offset : offset + nbytes] = self.host[offset : offset + nbytes]

    def from_device(self, offset, nbytes):
        self.calls.append(("from", offset, nbytes))
        self.host[offset : offset + nbytes] = self.device[offset : offset + nbytes]


class Ranged(NpuTensor):
    """A backend over a Storage with a ranged transport."""

    _coherence_granule = G

    def __init__(self, shape, dtype=np.uint32, device="npu"):
        super().__init__(shape, dtype=dtype, device=device)
        self._shape = tuple(shape)
        nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
        self.transport = Recording(nbytes)
        self._storage = Storage(self.transport, nbytes, device, G)
        self._data = self.transport.host.view(dtype).reshape(shape)

    @property
    def data(self):
        return self._data

    @property
    def shape(self):
        return self._shape

    def _sync_to_device(self):
        self.transport.to_device(0, self.nbytes)

    def _sync_from_device(self):
        self.transport.from_device(0, self.nbytes)

    def _subview(self, offset_bytes, shape, dtype):
        view = type(self).__new__(type(self))
        NpuTensor.__init__(view, shape, dtype=dtype, device="npu")
        view._parent, view._shape, view._storage = self, shape, self._storage
        view._offset_bytes = self.storage_offset + offset_bytes
        view.transport = self.transport
        start = view._offset_bytes
        view._data = self.transport.host[
            start : start + int(np.prod(shape)) * dtype.itemsize
        ]
        view._data = view._data.view(dtype).reshape(shape)
        return view


class Whole(NpuTensor):
    """A backend with whole-buffer transfers only (no Storage of its own)."""

    def __init__(self, shape, dtype=np.int32, device="npu"):
        super().__init__(shape, dtype=dtype, device=device)
        self._data = np.zeros(shape, dtype)
        self.device_copy = np.zeros(shape, dtype)
        self._bo = "bo-handle"
        self.syncs = []

    @property
    def data(self):
        return self._data

    @property
    def shape(self):
        return self._data.shape

    def _sync_to_device(self):
        self.syncs.append("to")
        self.device_copy[...] = self._data

    def _sync_from_device(self):
        self.syncs.append("from")
        self._data[...] = self.device_copy


def test_host_only_transport_holds_zeroed_bytes_and_moves_nothing():
    t = HostOnlyTransport(16)
    assert t.host_bytes.dtype == np.uint8 and t.host_bytes.tolist() == [0] * 16
    t.host_bytes[3] = 7
    t.to_device(0, 16)
    t.from_device(0, 16)
    assert t.host_bytes[3] == 7
    assert t.handle(0, 16) is None


def test_storage_forwards_to_its_transport():
    transport = Recording(128)
    s = Storage(transport, 128, "npu", G)
    assert s.nbytes == 128 and s.coherence.uniform == "npu"
    assert s.host_bytes is transport.host
    s.sync_to_device(64, 32)
    s.sync_from_device(0, 8)
    assert transport.calls == [("to", 64, 32), ("from", 0, 8)]
    assert s.binding_handle(0, 8) is None


def test_a_backend_without_storage_gets_a_whole_extent_one():
    t = Whole((4,))
    assert isinstance(t.storage._transport, WholeExtentTransport)
    assert t.storage.binding_handle(0, 4) == "bo-handle"
    assert t.storage.host_bytes.nbytes == 16
    t[1] = 5  # a partial write fetches first (the whole buffer), then records
    assert t.syncs == ["from"]
    assert t.device == "cpu"
    t.device_copy[2] = 9
    assert t.to("npu") is t
    assert t.syncs == ["from", "to"]
    assert t.device_copy.tolist() == [0, 5, 0, 0]
    assert t.to("npu") is t and t.syncs == ["from", "to"]  # already there


# --- NpuTensor ----------------------------------------------------------------


def test_reads_fetch_what_the_device_holds_and_record_nothing():
    t = Ranged((32,))  # 128 bytes, on the device
    t.transport.device.view(np.uint32)[:] = np.arange(32)
    assert t[3] == 3
    assert t.transport.calls == [("from", 0, 128)]
    assert t.device == "npu"  # a read is no host write
    assert np.asarray(t).tolist() == list(range(32))
    assert t.numpy().tolist() == list(range(32))
    assert "Ranged([ 0, 1" in repr(t) and "device='npu'" in repr(t)
    assert np.array(t, dtype=np.float32).dtype == np.float32


def test_writes_are_recorded_and_sent_at_the_next_transfer():
    t = Ranged((32,))
    t.to("cpu")
    t.transport.calls.clear()
    t[0] = 1
    t[17] = 2
    assert t.transport.calls == []  # recorded, not sent
    t.to("npu")
    assert t.transport.calls == [("to", 0, 128)]
    assert t.transport.device.view(np.uint32)[[0, 17]].tolist() == [1, 2]
    assert t.device == "npu"


def test_to_moves_only_the_ranges_on_the_other_side():
    t = Ranged((64,))  # 256 bytes
    view = t.subview(64, (16,))
    view.fill_(7)  # bytes [64, 128) written by the host
    assert t.device == "cpu"  # mixed, with host writes: cpu
    t.to("npu")
    assert t.transport.calls == [("to", 64, 64)]
    t.transport.calls.clear()
    t.to("cpu")
    assert t.transport.calls == [("from", 0, 256)]
    with pytest.raises(ValueError, match="Unknown device 'gpu'"):
        t.to("gpu")


def test_a_view_and_its_owner_share_storage_and_state():
    t = Ranged((64,))  # 256 bytes
    v = t.subview(64, (32,))  # bytes [64, 192)
    assert v.base is t and v.is_view and not t.is_view
    assert v.storage is t.storage and v.storage_offset == 64 and v._owner is t
    vv = v.subview(64, (32,), dtype=np.uint16)  # bytes [128, 192) of t
    assert vv.base is t and vv.storage_offset == 128 and vv.shape == (32,)
    assert vv._parent is v and vv.dtype == np.uint16
    vv[:] = np.arange(32)
    assert t.numpy()[32:34].tolist() == [0x10000, 0x30002]
    assert t.storage.coherence.get(128, 192) == "cpu"
    assert t.storage.coherence.get(0, 128) == "npu"


def test_device_reports_a_mixed_tensor_without_host_writes_as_npu():
    t = Ranged((64,))
    t.subview(0, (16,)).device = "cpu"
    assert t.device == "cpu"
    t.device = "npu"
    assert t.device == "npu"
    with pytest.raises(ValueError, match="Unsupported device: tpu"):
        t.device = "tpu"


def test_mutate_fetches_and_overwrite_does_not():
    t = Ranged((32,))
    t.transport.device.view(np.uint32)[:] = 4
    with t.overwrite() as a:
        a[:] = 1
    assert t.transport.calls == [] and t.device == "cpu"
    t.to("npu")
    t.transport.device.view(np.uint32)[5] = 9
    t.transport.calls.clear()
    with t.mutate() as a:
        assert a[5] == 9
        a[0] = 3
    assert t.transport.calls == [("from", 0, 128)]
    assert a.flags.writeable is False  # the borrow is retired
    with pytest.raises(ValueError):
        a[1] = 0


def test_a_failed_write_records_nothing():
    t = Ranged((32,))
    with pytest.raises(RuntimeError):
        with t.overwrite() as a:
            raise RuntimeError("boom")
    assert t.device == "npu" and a.flags.writeable is False


def test_subview_checks_bounds_alignment_and_types():
    t = Ranged((40,))  # 160 bytes: not a multiple of the granule
    assert t.subview(128, (8,)).shape == (8,)  # ends where t ends
    assert t.subview(0, 40).numel() == 40  # a bare int is a length
    with pytest.raises(ValueError, match=r"out of bounds for a buffer of 160 bytes"):
        t.subview(128, (9,))
    with pytest.raises(ValueError, match=r"out of bounds"):
        t.subview(-64, (1,))
    with pytest.raises(
        ValueError, match=r"bytes \[4, 68\) .* 64-byte coherence granule"
    ):
        t.subview(4, (16,))
    with pytest.raises(ValueError, match=r"bytes \[0, 4\)"):
        t.subview(0, (1,))
    with pytest.raises(
        TypeError, match="offset must be an integer number of bytes, got 1.5"
    ):
        t.subview(1.5, (1,))
    with pytest.raises(ValueError, match="must not be negative"):
        t.subview(0, (-1,))
    with pytest.raises(NotImplementedError, match="Whole does not support subview"):
        Whole((4,)).subview(0, (4,))


def test_as_shape():
    assert _as_shape(3) == (3,)
    assert _as_shape([2, np.int64(3)]) == (2, 3)
    assert _as_shape(()) == ()
    for bad in ("3", b"3", 2.0, [1.5]):
        with pytest.raises(TypeError):
            _as_shape(bad)


def test_sizes_and_len():
    t = CPUOnlyTensor((3, 4), dtype=np.int16)
    assert (t.numel(), t.element_size, t.nbytes, len(t)) == (12, 2, 24, 3)
    with pytest.raises(TypeError, match="len\\(\\) of a 0-d tensor"):
        len(CPUOnlyTensor((), dtype=np.int32))


def test_an_unsupported_device_is_refused():
    with pytest.raises(ValueError, match="Unsupported device: npu"):
        CPUOnlyTensor((2,), device="npu")


def test_tensor_is_the_former_name():
    assert Tensor is NpuTensor is hostruntime.Tensor is hostruntime.NpuTensor


# --- CPUOnlyTensor and the factories -----------------------------------------


def test_cpu_tensor_from_a_shape_or_data():
    z = CPUOnlyTensor((2, 3))
    assert z.dtype == np.uint32 and z.shape == (2, 3) and z.device == "cpu"
    assert z.numpy().sum() == 0
    d = CPUOnlyTensor([[1, 2], [3, 4]], dtype=np.int8)
    assert d.shape == (2, 2) and d[1, 0] == 3
    assert d.data.base is not None  # a view of its storage's bytes
    assert CPUOnlyTensor([1.7, 2.2]).numpy().tolist() == [1, 2]  # uint32 by default


def test_cpu_tensor_subview_shares_bytes():
    t = CPUOnlyTensor((64,), dtype=np.uint8)
    v = t.subview(0, (16,), dtype=np.uint32)
    v[0] = 0x04030201
    assert t.numpy()[:4].tolist() == [1, 2, 3, 4]
    assert isinstance(v, CPUOnlyTensor) and v.base is t


@pytest.mark.parametrize("factory", [CPUOnlyTensor.ones, CPUOnlyTensor.zeros])
def test_ones_and_zeros(factory):
    value = 1 if factory == CPUOnlyTensor.ones else 0
    a = factory(2, 3)
    b = factory((2, 3), dtype=np.int32)
    c = factory([2, 3])
    assert a.shape == b.shape == c.shape == (2, 3)
    assert a.dtype == np.float32 and b.dtype == np.int32
    assert a.numpy().tolist() == [[value] * 3] * 2
    out = CPUOnlyTensor((2, 3), dtype=np.int32)
    assert factory(2, 3, out=out, dtype=np.int32) is out
    with pytest.raises(
        ValueError, match="`out` tensor must match shape, dtype, and device"
    ):
        factory(3, 2, out=out, dtype=np.int32)


def test_full():
    t = CPUOnlyTensor.full((2, 2), 7, dtype=np.int16)
    assert t.numpy().tolist() == [[7, 7], [7, 7]] and t.dtype == np.int16
    assert CPUOnlyTensor.full(3, 2.5).numpy().tolist() == [2.5] * 3


def test_randint_is_reproducible_with_a_generator():
    a = CPUOnlyTensor.randint(0, 10, (50,), generator=np.random.default_rng(7))
    b = CPUOnlyTensor.randint(0, 10, (50,), generator=np.random.default_rng(7))
    assert a.dtype == np.int64 and a.numpy().tolist() == b.numpy().tolist()
    assert a.numpy().min() >= 0 and a.numpy().max() < 10
    np.random.seed(3)
    c = CPUOnlyTensor.randint(-5, -2, (4, 4), dtype=np.int8)
    assert c.dtype == np.int8 and set(c.numpy().ravel()) <= {-5, -4, -3}
    s = CPUOnlyTensor.randint(4, 5, ())
    assert s.shape == () and int(s.numpy()) == 4


def test_rand_stays_below_one():
    t = CPUOnlyTensor.rand(1000, dtype=bfloat16, generator=np.random.default_rng(0))
    values = t.numpy().astype(np.float32)
    assert t.dtype == bfloat16 and values.min() >= 0 and values.max() < 1
    f = CPUOnlyTensor.rand(2, 3)
    assert f.dtype == np.float32 and f.shape == (2, 3)
    with pytest.raises(ValueError, match="rand\\(\\) received no arguments"):
        CPUOnlyTensor.rand()


def test_arange():
    assert CPUOnlyTensor.arange(4).numpy().tolist() == [0, 1, 2, 3]
    assert CPUOnlyTensor.arange(4).dtype == np.int64
    assert CPUOnlyTensor.arange(1, 7, 2).numpy().tolist() == [1, 3, 5]
    f = CPUOnlyTensor.arange(0.0, 1.0, 0.25)
    assert f.dtype == np.float32 and f.numpy().tolist() == [0.0, 0.25, 0.5, 0.75]
    s = CPUOnlyTensor.arange(6, shape=(2, 3))
    assert s.shape == (2, 3) and s[1, 2] == 5
    with pytest.raises(
        ValueError,
        match=r"shape=\(4,\) \(prod=4\) does not match generated range size 6",
    ):
        CPUOnlyTensor.arange(6, shape=(4,))
    out = CPUOnlyTensor((3,), dtype=np.int64)
    assert CPUOnlyTensor.arange(3, out=out) is out and out.numpy().tolist() == [0, 1, 2]
    with pytest.raises(ValueError, match="`out` tensor"):
        CPUOnlyTensor.arange(3, out=CPUOnlyTensor((3,), dtype=np.int32))


def test_zeros_like():
    a = CPUOnlyTensor([[1, 2]], dtype=np.int32)
    z = CPUOnlyTensor.zeros_like(a)
    assert z.shape == (1, 2) and z.dtype == np.int32 and z.numpy().tolist() == [[0, 0]]
    assert CPUOnlyTensor.zeros_like(a, dtype=np.float32).dtype == np.float32


def test_factories_on_the_npu_send_their_values():
    t = Ranged.arange(32, dtype=np.uint32)
    assert t.transport.device.view(np.uint32).tolist() == list(range(32))
    f = Ranged.full((32,), 3, dtype=np.uint32)
    f.to("npu")
    assert f.transport.device.view(np.uint32).tolist() == [3] * 32


def test_fill_records_a_host_write():
    t = Ranged((32,))
    t.fill_(5)
    assert t.device == "cpu" and t.numpy().tolist() == [5] * 32


def test_torch_interop_needs_torch():
    torch = pytest.importorskip("torch")
    t = CPUOnlyTensor([1, 2, 3], dtype=np.int32)
    assert t.to_torch().tolist() == [1, 2, 3]
    back = CPUOnlyTensor.from_torch(torch.tensor([1.5, 2.5], dtype=torch.bfloat16))
    assert back.dtype == bfloat16 and back.numpy().astype(np.float32).tolist() == [
        1.5,
        2.5,
    ]


def test_torch_interop_without_torch_is_an_import_error():
    if importlib.util.find_spec("torch") is not None:
        pytest.skip("torch is installed")
    with pytest.raises(ImportError):
        CPUOnlyTensor([1], dtype=np.int32).to_torch()


# --- aie.utils and aie.utils.hostruntime -------------------------------------


def test_utils_factories_use_the_default_tensor_class(monkeypatch):
    from aie.utils.hostruntime.xrtruntime.tensor import XRTTensor

    # pyxrt imports, so ``auto`` picks the xrt backend (the simulated NPU).
    assert utils.DEFAULT_TENSOR_CLASS is tensor_factory.DEFAULT_TENSOR_CLASS is XRTTensor
    monkeypatch.setattr(tensor_factory, "DEFAULT_TENSOR_CLASS", CPUOnlyTensor)
    assert utils.tensor((2,), dtype=np.int32).shape == (2,)
    assert utils.zeros(2).numpy().tolist() == [0, 0]
    assert utils.ones(2).numpy().tolist() == [1, 1]
    assert utils.full(2, 4).numpy().tolist() == [4, 4]
    assert utils.arange(3).numpy().tolist() == [0, 1, 2]
    assert utils.randint(0, 1, (2,)).numpy().tolist() == [0, 0]
    assert utils.rand(2).shape == (2,)
    assert utils.zeros_like(utils.zeros(3)).shape == (3,)
    assert utils.ceildiv(7, 2) == 4 and utils.ceildiv(-7, 2) == -3
    assert utils.npu_runtime_folds_ddr_addr_offset() is True
    monkeypatch.setattr(CPUOnlyTensor, "FOLDS_DDR_ADDR_OFFSET", False)
    assert utils.npu_runtime_folds_ddr_addr_offset() is False


def test_tensor_refuses_an_array_of_another_dtype():
    a = np.arange(3, dtype=np.int16)
    assert utils.tensor(a, dtype=np.int16).dtype == np.int16
    with pytest.raises(
        TypeError, match="ndarray dtype dtype\\('int16'\\) does not match dtype= kwarg"
    ):
        utils.tensor(a, dtype=np.int32)


def test_set_tensor_class(monkeypatch):
    monkeypatch.setattr(tensor_factory, "DEFAULT_TENSOR_CLASS", CPUOnlyTensor)
    utils.set_tensor_class(Ranged)
    assert utils.DEFAULT_TENSOR_CLASS is Ranged
    assert isinstance(utils.zeros(16, dtype=np.uint32), Ranged)
    with pytest.raises(ValueError, match="must inherit from the NpuTensor class"):
        utils.set_tensor_class(dict)
    with pytest.raises(ValueError, match="must inherit"):
        utils.set_tensor_class(3)


def test_npu_runtime_selection(monkeypatch):
    assert tensor_factory._select_backend("auto") == "xrt"
    assert tensor_factory._select_backend("CPU") == "cpu"
    assert tensor_factory._select_backend("Xrt") == "xrt"
    with pytest.raises(ImportError, match=r"Invalid NPU_RUNTIME='gpu'; expected one of auto\|xrt\|cpu\|hrx"):
        tensor_factory._select_backend("gpu")
    assert tensor_factory._default_runtime_class().__name__ == "CachedXRTRuntime"
    monkeypatch.setattr(_backends, "_has_xrt", False)  # no pyxrt: the cpu
    assert tensor_factory._select_backend("auto") == "cpu"
    monkeypatch.setattr(tensor_factory, "_NPU_RUNTIME", "cpu")
    assert tensor_factory._default_runtime_class() is None


def test_hrx_fails_as_where_it_is_not_installed(monkeypatch, tmp_path):
    from aie.utils.hostruntime.hrxruntime import discovery

    for name in ("HRX_LIBHRX", "LIBHRX_DIR", "HRX_DIR"):
        monkeypatch.delenv(name, raising=False)
    root = tmp_path / "hrx"
    monkeypatch.setattr(discovery, "_ROOTS", (root,))
    assert discovery.find_hrx_dir() is None and not discovery.hrx_available()
    with pytest.raises(ImportError, match="NPU_RUNTIME=hrx was requested but libhrx.so could not be located"):
        tensor_factory._select_backend("hrx")
    # An installed HRX is found, and still refused: it drives a real NPU.
    (root / "include" / "hrx").mkdir(parents=True)
    (root / "include" / "hrx" / "hrx_runtime.h").write_text("")
    (root / "lib").mkdir()
    (root / "lib" / "libhrx.so").write_text("")
    assert discovery.find_hrx_dir() == str(root.resolve())
    assert discovery.find_libhrx() == str(root.resolve() / "lib" / "libhrx.so")
    with pytest.raises(ImportError, match="drives a real NPU; aiec's NPU is its simulator"):
        tensor_factory._select_backend("hrx")
    monkeypatch.setenv("HRX_LIBHRX", str(tmp_path / "elsewhere.so"))
    (tmp_path / "elsewhere.so").write_text("")
    assert discovery.find_libhrx() == str(tmp_path / "elsewhere.so")


def run_python(code, **env):
    """What ``code`` prints, run in a new interpreter; and its stderr."""
    env = {"PYTHONPATH": ":".join(sys.path), **env}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    )
    return done.stdout, done.stderr


def test_an_invalid_npu_runtime_fails_the_import():
    code = "try:\n    import aie.utils\nexcept ImportError as e:\n    print(e)\n"
    out, err = run_python(code, NPU_RUNTIME="bogus")
    assert out.startswith("Invalid NPU_RUNTIME='bogus'; expected one of auto|xrt|cpu|hrx"), err
    out, err = run_python(code, NPU_RUNTIME="Cpu")
    assert out == "", err


def test_importing_aie_utils_loads_nothing_else():
    out, err = run_python(
        "import sys, aie.utils; print(sorted(m for m in sys.modules if m.startswith('aie')))"
    )
    assert eval(out) == ["aie", "aie.utils", "aie.utils._backends", "aie.utils._log_setup"], err
    out, err = run_python(
        "import sys, aie.utils; aie.utils.zeros(1); print('numpy' in sys.modules)"
    )
    assert out == "True\n", err


def test_the_numpy_free_modules_import_without_numpy():
    code = (
        "import sys\n"
        "sys.modules['numpy'] = sys.modules['ml_dtypes'] = None\n"
        "import aie.utils, aie.utils.trace, aie.utils.config, aie.utils.compile\n"
        "import aie.utils.compile.jit.markers, aie.utils.compile.jit._hash, aie.utils.benchmark\n"
        "print(aie.utils.config.TOOLS['aie-sim'])\n"
    )
    out, err = run_python(code)
    assert out == "AIE_SIM\n", err


def test_current_device(monkeypatch):
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", None)
    monkeypatch.setattr(tensor_factory, "_NPU_RUNTIME", "cpu")
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    assert utils.get_current_device() is None  # the cpu backend has no runtime
    assert utils.ensure_current_device() is None
    device = object()
    set_current_device(device)
    assert utils.get_current_device() is device
    assert utils.get_current_device(probe_runtime=False) is device
    set_current_device(None)
    assert utils.get_current_device(probe_runtime=False) is None


def test_the_current_device_can_come_from_the_runtime(monkeypatch):
    class Runtime:
        cleaned = 0

        def device(self):
            return "the runtime's device"

        def cleanup(self):
            Runtime.cleaned += 1

    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", None)
    monkeypatch.setattr(tensor_factory, "_default_runtime_class", lambda: Runtime)
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    utils.cleanup_npu_runtime()  # never makes the runtime
    assert Runtime.cleaned == 0 and utils._DefaultNPURuntime is None
    assert utils.get_current_device(probe_runtime=False) is None
    assert utils.get_current_device() == "the runtime's device"
    assert isinstance(utils.DefaultNPURuntime, Runtime)
    assert utils.ensure_current_device() == "the runtime's device"
    assert hostruntime._CURRENT_DEVICE == "the runtime's device"
    utils.cleanup_npu_runtime()
    assert Runtime.cleaned == 1


def test_unknown_and_lazy_names(monkeypatch):
    with pytest.raises(
        AttributeError, match="module 'aie.utils' has no attribute 'nope'"
    ):
        utils.nope  # noqa: B018
    monkeypatch.setitem(utils._LAZY, "CPUOnlyTensor", ".hostruntime.tensor_class")
    assert "CPUOnlyTensor" not in utils.__dict__
    assert utils.CPUOnlyTensor is CPUOnlyTensor
    monkeypatch.delitem(utils.__dict__, "CPUOnlyTensor")


def test_bfloat16_safe_allclose():
    a = np.array([1.0, 2.0], dtype=bfloat16)
    b = np.array([1.0, 2.0078125], dtype=bfloat16)  # one bfloat16 step above 2
    assert bfloat16_safe_allclose(bfloat16, a, b)
    assert bfloat16_safe_allclose(bfloat16, CPUOnlyTensor(a, dtype=bfloat16), b)
    assert not bfloat16_safe_allclose(bfloat16, a, np.array([1.0, 3.0], dtype=bfloat16))
    assert not bfloat16_safe_allclose(np.float32, np.array([1.0]), np.array([1.1]))


def test_log_level_from_the_environment():
    code = "import logging, aie.utils; l = logging.getLogger('aie'); print(l.level, len(l.handlers))"
    for value, level in (
        ("debug", logging.DEBUG),
        ("ERROR", logging.ERROR),
        ("nonsense", 0),
        ("", 0),
    ):
        env = {"PYTHONPATH": ":".join(sys.path), "AIE_LOG_LEVEL": value}
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True
        )
        assert done.stdout.split() == [str(level), "1"], (value, done.stderr)
