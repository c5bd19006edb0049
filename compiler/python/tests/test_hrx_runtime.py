"""aie.utils.hostruntime.hrxruntime, mlir-aie's HRX backend: what holds
without libhrx.so (aiec's case: binding it is an HRXError, and so is
making a context, a tensor or a runtime), the settings and helpers that need
no library, and, over a stand-in library built from hrx_stub/libhrx.c, that
the bindings pass C's layouts and the runtime's calls are the ones HRX
takes."""

import ctypes
import logging
import shutil
import struct
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

import aie.utils
from aie.utils import _backends
from aie.utils.hostruntime.hostruntime import HostRuntimeError
from aie.utils.hostruntime.hrxruntime import _bindings as b
from aie.utils.hostruntime.hrxruntime import context, discovery
from aie.utils.hostruntime.hrxruntime import hostruntime as hrt
from aie.utils.hostruntime.hrxruntime.tensor import HRXTensor

HRX_VARIABLES = ("HRX_LIBHRX", "LIBHRX_DIR", "HRX_DIR")


@pytest.fixture
def no_libhrx(monkeypatch, tmp_path):
    """No libhrx.so to be found; a fresh, unbound library and context."""
    for name in HRX_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(discovery, "_ROOTS", (tmp_path / "hrx",))
    fresh = b._HrxLib()
    monkeypatch.setattr(b, "lib", fresh)
    monkeypatch.setattr(context, "lib", fresh)
    monkeypatch.setattr(context.HRXContext, "_instance", None)
    return fresh


# Without libhrx.so ----------------------------------------------------------


def test_binding_without_libhrx_raises_hrx_error(no_libhrx):
    with pytest.raises(b.HRXError, match=r"Could not load libhrx.so \(tried: \['libhrx.so'\]\)"):
        no_libhrx.ensure()
    assert not no_libhrx._ready and no_libhrx._cdll is None
    with pytest.raises(b.HRXError, match="cannot open shared object file"):
        no_libhrx.ensure()  # not remembered: asked again, refused again


def test_a_found_library_that_does_not_open_is_named(no_libhrx, monkeypatch, tmp_path):
    (tmp_path / "libhrx.so").write_text("not a library")
    monkeypatch.setenv("HRX_LIBHRX", str(tmp_path / "libhrx.so"))
    with pytest.raises(b.HRXError, match=rf"tried: \['{tmp_path}/libhrx.so', 'libhrx.so'\]"):
        no_libhrx.ensure()


def test_nothing_of_hrx_is_made_without_libhrx(no_libhrx):
    for make in (context.HRXContext.get, lambda: HRXTensor((4,)), hrt.HRXHostRuntime,
                 hrt.CachedHRXRuntime):
        with pytest.raises(b.HRXError, match="Could not load libhrx.so"):
            make()
    assert context.HRXContext._instance is None


def test_importing_the_package_opens_nothing():
    code = (
        "import ctypes\n"
        "opened = []\n"
        "ctypes.CDLL = lambda *a, **k: opened.append(a)\n"
        "import aie.utils.hostruntime.hrxruntime.hostruntime\n"
        "print(opened)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout == "[]\n", done.stderr


def test_has_hrx_is_discovery(monkeypatch, tmp_path):
    for name in HRX_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(discovery, "_ROOTS", (tmp_path / "hrx",))
    monkeypatch.setattr(_backends, "_has_hrx", None)
    assert aie.utils.has_hrx is False
    (tmp_path / "libhrx.so").write_text("")
    monkeypatch.setenv("HRX_LIBHRX", str(tmp_path / "libhrx.so"))
    assert aie.utils.has_hrx is False  # asked once
    monkeypatch.setattr(_backends, "_has_hrx", None)
    assert aie.utils.has_hrx is True


def test_npu_runtime_hrx_fails_the_import_without_libhrx(monkeypatch):
    for name in HRX_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    if discovery.hrx_available():
        pytest.skip("libhrx.so is installed here")
    env = {
        "PATH": "/usr/bin:/bin",
        "NPU_RUNTIME": "hrx",
        "LD_LIBRARY_PATH": "",
        "PYTHONPATH": os.pathsep.join(sys.path),  # the package as this run has it
    }
    done = subprocess.run(
        [sys.executable, "-c", "import aie.utils"], env=env, capture_output=True, text=True
    )
    assert done.returncode != 0
    assert "ImportError: NPU_RUNTIME=hrx was requested but libhrx.so could not be located" in (
        done.stderr
    )


# Settings and helpers -------------------------------------------------------


@pytest.mark.parametrize(
    "value, expected",
    [(None, 0.0), ("", 0.0), ("0", 0.0), ("2.5", 2.5), ("-3", 0.0), ("notanumber", 0.0)],
)
def test_the_sync_timeout(monkeypatch, value, expected):
    if value is None:
        monkeypatch.delenv("IRON_HRX_TIMEOUT", raising=False)
    else:
        monkeypatch.setenv("IRON_HRX_TIMEOUT", value)
    assert b._hrx_sync_timeout_s() == expected


def test_a_sync_timeout_that_is_no_number_is_logged(monkeypatch, caplog):
    monkeypatch.setenv("IRON_HRX_TIMEOUT", "soon")
    with caplog.at_level(logging.WARNING, logger=b.__name__):
        assert b._hrx_sync_timeout_s() == 0.0
    assert "IRON_HRX_TIMEOUT='soon'" in caplog.text


@pytest.mark.parametrize(
    "iron, aiesim, expected",
    [("npu2", "npu1", "npu2"), ("npu1", None, "npu1"), (None, None, "npu1"),
     (None, "npu2", "npu2"), (None, "npu9", "npu1")],
)
def test_the_device_generation(monkeypatch, iron, aiesim, expected):
    for name, value in (("IRON_HRX_DEVICE", iron), ("AIESIM_DEVICE", aiesim)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert hrt._detect_hrx_device_gen() == expected


def test_kernel_handle_and_result():
    handle = hrt.HRXKernelHandle(
        executable=None, export_ordinal=3, kernel_name="MLIR_AIE", xclbin_path="x", insts_path="i"
    )
    assert (handle.export_ordinal, handle.kernel_name, handle._ctx) == (3, "MLIR_AIE", None)
    result = hrt.HRXKernelResult(12, success=False)
    assert (result.npu_time, result.is_success(), result.has_trace()) == (12, False, False)
    assert hrt.HRXKernelResult(5).is_success()


def runtime_without_context():
    return hrt.HRXHostRuntime.__new__(hrt.HRXHostRuntime)


def test_run_refuses_a_trace():
    handle = hrt.HRXKernelHandle(None, 0, "MLIR_AIE", "x", "i")
    with pytest.raises(HostRuntimeError, match="Trace capture is not supported on the HRX backend"):
        runtime_without_context().run(handle, [], trace_config=object())


def test_load_and_run_refuses_a_trace_before_touching_the_arguments():
    class Kernel:
        trace_config = object()

    run_args = [1, 2, 3]
    with pytest.raises(HostRuntimeError, match="Trace capture"):
        runtime_without_context().load_and_run(Kernel(), run_args)
    assert run_args == [1, 2, 3]


def test_the_context_is_made_once_under_threads(monkeypatch):
    made = []

    def init(self):
        made.append(self)
        time.sleep(0.005)

    monkeypatch.setattr(context.HRXContext, "_instance", None)
    monkeypatch.setattr(context.HRXContext, "__init__", init)
    got, start = [], threading.Barrier(16)

    def worker():
        start.wait()
        got.append(context.HRXContext.get())

    threads = [threading.Thread(target=worker) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(made) == 1 and all(g is made[0] for g in got) and len(got) == 16


def test_the_library_is_bound_once_under_threads(monkeypatch):
    binds = []

    def bind(self):
        binds.append(1)
        time.sleep(0.005)
        self._ready = True

    monkeypatch.setattr(b._HrxLib, "_bind", bind)
    library, start = b._HrxLib(), threading.Barrier(16)

    def worker():
        start.wait()
        library.ensure()

    threads = [threading.Thread(target=worker) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert binds == [1] and library._ready


# The C ABI mirrors ----------------------------------------------------------

U32, SIZE, PTR = ctypes.c_uint32, ctypes.c_size_t, ctypes.c_void_p


def test_the_constants():
    assert (b.HRX_MEMORY_TYPE_HOST_LOCAL, b.HRX_MEMORY_TYPE_DEVICE_VISIBLE) == (0x46, 0x10)
    assert (
        b.HRX_BUFFER_USAGE_DEFAULT,
        b.HRX_BUFFER_USAGE_MAPPING_PERSISTENT,
        b.HRX_BUFFER_USAGE_MAPPING_SCOPED,
    ) == (0xC03, 0x2000000, 0x1000000)
    assert (b.HRX_MAP_READ, b.HRX_MAP_WRITE) == (1, 2)
    assert (b.HRX_MAPPING_MODE_SCOPED, b.HRX_MAPPING_MODE_PERSISTENT) == (1, 2)
    assert b.HRX_DISPATCH_FLAG_NONE == 0
    assert (
        b.HRX_AMDXDNA_EXECUTABLE_RUN_ABI_VERSION_0,
        b.HRX_AMDXDNA_EXECUTABLE_ENTRY_POINT_ABI_VERSION_0,
        b.HRX_AMDXDNA_EXECUTABLE_CREATE_PARAMS_ABI_VERSION_0,
    ) == (0, 0, 0)
    assert (b.HRX_AMDXDNA_CONTEXT_MODE_CREATE, b.HRX_AMDXDNA_CONTEXT_MODE_REUSE) == (0, 1)


@pytest.mark.parametrize(
    "structure, fields",
    [
        (b.HrxDispatchConfig,
         [("workgroup_count", U32 * 3), ("workgroup_size", U32 * 3), ("subgroup_size", U32)]),
        (b.HrxBufferRef, [("buffer", PTR), ("offset", SIZE), ("length", SIZE)]),
        (b.HrxConstByteSpan, [("data", PTR), ("data_length", SIZE)]),
        (b.HrxStringView, [("data", ctypes.c_char_p), ("size", SIZE)]),
        (b.HrxAmdxdnaExecutableRun,
         [("record_length", U32), ("abi_version", U32), ("transaction", b.HrxConstByteSpan),
          ("data_payload", b.HrxConstByteSpan)]),
        (b.HrxAmdxdnaExecutableEntryPoint,
         [("record_length", U32), ("abi_version", U32), ("name", b.HrxStringView),
          ("context_mode", U32), ("xclbin_ordinal", U32), ("pdi_ordinal", U32),
          ("source_line", U32), ("source_file", b.HrxStringView),
          ("runs", ctypes.POINTER(b.HrxAmdxdnaExecutableRun)), ("run_count", SIZE)]),
        (b.HrxAmdxdnaExecutableCreateParams,
         [("record_length", U32), ("abi_version", U32), ("flags", U32), ("reserved", U32),
          ("xclbins", ctypes.POINTER(b.HrxConstByteSpan)), ("xclbin_count", SIZE),
          ("entry_points", ctypes.POINTER(b.HrxAmdxdnaExecutableEntryPoint)),
          ("entry_point_count", SIZE)]),
    ],
)
def test_the_structures(structure, fields):
    assert structure._fields_ == fields


# Control ELFs ---------------------------------------------------------------


def elf32(sections, ident_class=1, ident_data=1):
    """A little-endian ELF32 with ``sections`` (name -> bytes) and its
    section names' table."""
    names = [b""] + [n.encode() for n in sections] + [b".shstrtab"]
    table = b"".join(n + b"\0" for n in names)
    body, headers = b"", [b"\0" * 40]
    offset = 52
    for i, data in enumerate([*sections.values(), table], start=1):
        name_at = sum(len(n) + 1 for n in names[:i])
        headers.append(struct.pack("<IIIIIIIIII", name_at, 1, 0, 0, offset + len(body),
                                   len(data), 0, 0, 4, 0))
        body += data + b"\0" * (-len(data) % 4)
    shoff = 52 + len(body)
    ident = b"\x7fELF" + bytes([ident_class, ident_data, 1]) + b"\0" * 9
    header = struct.pack("<16sHHIIIIIHHHHHH", ident, 1, 0, 1, 0, 0, shoff, 0, 52, 0, 0, 40,
                         len(headers), len(headers) - 1)
    return header + body + b"".join(headers)


WORDS = np.array([0x06030100, 0x00000105, 3, 0xDEADBEEF], dtype=np.uint32)


def test_control_code_is_the_ctrltext_words():
    elf = elf32({".text": b"abcd", ".ctrltext": WORDS.tobytes(), ".ctrldata": b"x" * 8})
    code = b.control_code_from_elf(elf)
    assert code.dtype == np.uint32 and code.tolist() == WORDS.tolist()
    assert code.flags.owndata and code.flags.writeable
    assert b.control_code_from_elf(bytearray(elf)).tolist() == WORDS.tolist()


@pytest.mark.parametrize(
    "elf, message",
    [
        (b"\x7fELF" + b"\0" * 20, "not a valid ELF32 file"),
        (b"MZ" + b"\0" * 100, "not a valid ELF32 file"),
        (elf32({".ctrltext": WORDS.tobytes()}, ident_class=2), "not a little-endian ELF32"),
        (elf32({".ctrltext": WORDS.tobytes()}, ident_data=2), "not a little-endian ELF32"),
        (elf32({".ctrltext.0.0": WORDS.tobytes()}), "has no .ctrltext section"),
        (elf32({".ctrltext": b"abcdef"}), "not whole words"),
        (elf32({".ctrltext": WORDS.tobytes()})[:-40], "section headers are truncated"),
    ],
)
def test_control_code_of_what_is_no_control_elf(elf, message):
    with pytest.raises(b.HRXError, match=message):
        b.control_code_from_elf(elf)


# Over a stand-in libhrx.so ----------------------------------------------------


@pytest.fixture(scope="session")
def stub_library(tmp_path_factory):
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler to build the stand-in libhrx.so")
    source = Path(__file__).parent / "hrx_stub" / "libhrx.c"
    out = tmp_path_factory.mktemp("hrx") / "libhrx.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(out), str(source)], check=True)
    return out


@pytest.fixture
def stub(stub_library, no_libhrx, monkeypatch):
    """The stand-in bound as the process's libhrx; its log, emptied."""
    monkeypatch.setenv("HRX_LIBHRX", str(stub_library))
    for name in ("HRX_STUB_FAIL", "HRX_STUB_SYNC_MS", "IRON_HRX_TIMEOUT", "IRON_HRX_DEVICE"):
        monkeypatch.delenv(name, raising=False)
    no_libhrx.ensure()
    cdll = no_libhrx._cdll
    cdll.stub_log.restype = ctypes.c_char_p
    cdll.stub_reset()
    return lambda: cdll.stub_log().decode()


def test_a_status_becomes_an_hrx_error(stub, monkeypatch):
    monkeypatch.setenv("HRX_STUB_FAIL", "hrx_stream_create")
    with pytest.raises(
        b.HRXError,
        match=r"hrx_stream_create failed \(hrx status code 13\): stub: hrx_stream_create refused",
    ):
        context.HRXContext.get()
    assert context.HRXContext._instance is None


def test_a_tensor_is_a_persistent_mapping(stub):
    t = HRXTensor(np.arange(6, dtype=np.int16), dtype=np.int16)
    assert t.nbytes_alloc() == 12 and t.buffer_object()
    assert stub() == (
        "allocate 12 memory=0x56 usage=0x2000c03\nmap mode=2 flags=3 offset=0 size=12\nflush 0 12\n"
    )
    t.device = "npu"
    assert np.asarray(t).tolist() == list(range(6))
    assert stub().endswith("invalidate 0 12\n")
    assert HRXTensor((0,)).nbytes_alloc() == 1
    assert HRXTensor((2, 3), dtype=np.float32, device="cpu").numpy().tolist() == [[0.0] * 3] * 2


class Kernel:
    def __init__(self, xclbin, insts, kernel_name=None):
        self.xclbin_path, self.insts_path, self.kernel_name = xclbin, insts, kernel_name
        self.trace_config = None
        self.num_host_bos = None
        self.trace_buffer = None


@pytest.fixture
def artifacts(tmp_path):
    (tmp_path / "final.xclbin").write_bytes(b"x" * 40)
    (tmp_path / "insts.bin").write_bytes(WORDS.tobytes())
    (tmp_path / "insts.elf").write_bytes(elf32({".ctrltext": WORDS[::-1].tobytes()}))
    return tmp_path


def created(log):
    return [line for line in log.splitlines() if line.startswith("create")]


def test_load_hands_over_the_artifacts_in_c_layout(stub, artifacts):
    runtime = hrt.HRXHostRuntime()
    handle = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.bin"))
    assert created(stub()) == [
        "create params=48/48 entry=72/72 run=40/40 abi=000 flags=0 xclbins=1:40 entries=1 "
        "name=MLIR_AIE mode=0 ordinals=0,0 line=0 file=0 runs=1 transaction=16:06030100 payload=0"
    ]
    assert (handle.export_ordinal, handle.kernel_name) == (0, "MLIR_AIE")
    elf = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.elf", "main"))
    assert created(stub())[1].endswith("name=main mode=0 ordinals=0,0 line=0 file=0 runs=1 "
                                       "transaction=16:deadbeef payload=0")
    assert elf.kernel_name == "main"
    del handle, elf
    runtime.cleanup()
    assert runtime._executables == [] and stub().endswith("release 0\n")


def test_load_refuses_missing_artifacts_and_kernels(stub, artifacts, monkeypatch):
    runtime = hrt.HRXHostRuntime()
    with pytest.raises(HostRuntimeError, match="xclbin .*nope.xclbin does not exist"):
        runtime.load(Kernel(artifacts / "nope.xclbin", artifacts / "insts.bin"))
    monkeypatch.setenv("HRX_STUB_FAIL", "hrx_executable_lookup_export_by_name")
    with pytest.raises(HostRuntimeError, match="HRX failed to load kernel: .*refused"):
        runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.bin"))
    (artifacts / "odd.bin").write_bytes(b"abc")
    with pytest.raises(HostRuntimeError, match="not a multiple of 4"):
        runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "odd.bin"))
    runtime.cleanup()


def test_run_binds_the_tensors_in_order_and_dispatches(stub, artifacts):
    runtime = hrt.HRXHostRuntime()
    handle = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.bin"))
    a, out = HRXTensor(np.arange(4), dtype=np.int32), HRXTensor((8,), dtype=np.int32)
    out.to("cpu")
    mark = len(stub())
    result = runtime.run(handle, [a, out, print])
    assert result.is_success() and result.npu_time > 0
    assert stub()[mark:] == (
        "flush 0 16\nflush 0 32\nflush 0 32\n"
        "dispatch MLIR_AIE#0 wg=1,1,1/1,1,1/0 constants=0 flags=0 bindings=0:16,0:32,\n"
        "synchronize\n"
    )
    assert a.device == out.device == "npu"
    with pytest.raises(HostRuntimeError, match="can only take HRXTensor as arguments"):
        runtime.run(handle, [np.zeros(4)])
    del handle
    runtime.cleanup()


def test_a_failed_dispatch(stub, artifacts, monkeypatch):
    runtime = hrt.HRXHostRuntime()
    handle = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.bin"))
    t = HRXTensor((4,))
    monkeypatch.setenv("HRX_STUB_FAIL", "hrx_stream_synchronize")
    with pytest.raises(HostRuntimeError, match="HRX dispatch failed: hrx_stream_synchronize"):
        runtime.run(handle, [t])
    assert not runtime.run(handle, [t], fail_on_error=False).is_success()
    with pytest.raises(HostRuntimeError, match="HRX chain dispatch failed"):
        runtime.run_chain([(handle, [t])])
    del handle
    runtime.cleanup()


def test_a_chain_is_one_submission(stub, artifacts):
    runtime = hrt.HRXHostRuntime()
    handle = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.bin"))
    x, y, z = (HRXTensor((4,)) for _ in range(3))
    assert runtime.run_chain([]).is_success()
    mark = len(stub())
    assert runtime.run_chain([(handle, [x, y]), (handle, [y, z])]).is_success()
    lines = stub()[mark:].splitlines()
    assert [line.split(" bindings")[0] for line in lines if not line.startswith("flush")] == [
        "dispatch MLIR_AIE#0 wg=1,1,1/1,1,1/0 constants=0 flags=0",
        "dispatch MLIR_AIE#0 wg=1,1,1/1,1,1/0 constants=0 flags=0",
        "synchronize",
    ]
    assert lines.index("synchronize") > max(i for i, l in enumerate(lines) if l.startswith("flush"))
    del handle
    runtime.cleanup()


def test_the_sync_timeout_bounds_the_wait(stub, monkeypatch):
    monkeypatch.setenv("HRX_STUB_SYNC_MS", "300")
    monkeypatch.setenv("IRON_HRX_TIMEOUT", "0.05")
    ctx = context.HRXContext.get()
    with pytest.raises(b.HRXError, match=r"did not complete within IRON_HRX_TIMEOUT=0.05s"):
        ctx.synchronize()
    deadline = time.monotonic() + 5
    while "synchronize" not in stub() and time.monotonic() < deadline:
        time.sleep(0.05)
    monkeypatch.setenv("IRON_HRX_TIMEOUT", "5")
    ctx.synchronize()  # within the limit
    monkeypatch.setenv("HRX_STUB_FAIL", "hrx_stream_synchronize")
    with pytest.raises(b.HRXError, match="stub: hrx_stream_synchronize refused"):
        ctx.synchronize()  # the waiter's error, raised here


def test_the_cached_runtime_keeps_executables(stub, artifacts, monkeypatch):
    monkeypatch.setenv("HRX_EXE_CACHE_SIZE", "1")
    runtime = hrt.CachedHRXRuntime()
    bin_kernel = Kernel(artifacts / "final.xclbin", artifacts / "insts.bin")
    first, again = runtime.load(bin_kernel), runtime.load(bin_kernel)
    assert first.executable.value == again.executable.value and len(created(stub())) == 1
    other = runtime.load(Kernel(artifacts / "final.xclbin", artifacts / "insts.elf"))
    assert len(created(stub())) == 2 and len(runtime._exe_cache) == 1
    # The evicted executable stays alive for the handles holding it.
    assert "release 2\n" in stub() and "release 0" not in stub()
    del first, again, other
    runtime.cleanup()
    assert runtime._exe_cache == {} and stub().count("release 0\n") == 2


def test_the_runtime_device(stub, monkeypatch):
    monkeypatch.setenv("IRON_HRX_DEVICE", "npu2")
    assert hrt.HRXHostRuntime().device().cols == 8
