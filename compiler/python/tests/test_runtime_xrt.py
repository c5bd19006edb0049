"""The XRT host runtime (``aie.utils.hostruntime.xrtruntime``) on the
simulated NPU: each way a kernel is loaded (an xclbin with instruction
words, an xclbin with an instruction ELF as a module, a full ELF), XRT
tensors and their syncs, the NPU time of a run from its simulated cycles,
a run that cannot finish, on npu1 and npu2 (``AIESIM_DEVICE``)."""

import sys
import time
import types
from pathlib import Path

import numpy as np
import pytest

import pyxrt
from aie import _aiec
from aie.utils.hostruntime import hostruntime as base
from aie.utils.hostruntime.xrtruntime.hostruntime import (
    AIE_CLOCK_HZ,
    CachedXRTRuntime,
    XRTHostRuntime,
)
from aie.utils.hostruntime.xrtruntime.tensor import XRTTensor
from aie.utils.npukernel import NPUKernel
from sim_designs import design

def aiecc(source: Path, *args):
    """Runs the package's aiecc in this process on ``source``."""
    status, _, err = _aiec.run_captured("aiecc", ["aiecc", str(source), *args])
    assert status == 0, err


@pytest.fixture(params=["npu1", "npu2"])
def npu(request, monkeypatch):
    """The simulated machine's NPU (both generations)."""
    monkeypatch.setenv("AIESIM_DEVICE", request.param)
    return request.param


def compiled(tmp_path, device, add=7, send_input=True, outputs=("xclbin",)):
    """Compiles the design into ``tmp_path``; the paths of ``outputs``
    (``xclbin`` with ``insts.bin``, ``module`` with ``insts.elf``, ``elf``:
    a full ELF)."""
    source = tmp_path / "aie.mlir"
    source.write_text(design(device, add, send_input))
    args, files = [f"--output-dir={tmp_path}"], {}
    if not send_input:  # aiecc's static check would refuse it: let it hang
        args.append("-Wno-deadlock")
    if "xclbin" in outputs or "module" in outputs:
        args += ["--aie-generate-xclbin", "--xclbin-name=aie.xclbin"]
        files["xclbin"] = tmp_path / "aie.xclbin"
    if "xclbin" in outputs:
        args += ["--aie-generate-npu-insts", "--npu-insts-name=insts.bin"]
        files["insts"] = tmp_path / "insts.bin"
    if "module" in outputs:
        args += ["--aie-generate-elf", "--elf-name=insts.elf"]
        files["module"] = tmp_path / "insts.elf"
    if "elf" in outputs:
        args += ["--get-full-elf", "--full-elf-name=aie.elf"]
        files["elf"] = tmp_path / "aie.elf"
    aiecc(source, *args)
    return files


def io(runtime, n=64):
    """An input 0..n-1 and a zeroed output, XRT tensors on the NPU."""
    a = XRTTensor(np.arange(n, dtype=np.int32), dtype=np.int32, xrt_device=runtime._device)
    b = XRTTensor((n,), dtype=np.int32, xrt_device=runtime._device)
    return a, b


def test_the_runtime_tells_the_npu_from_the_device_name(npu):
    runtime = XRTHostRuntime()
    assert runtime.npu_str == npu
    assert runtime._device_type_str == {"npu1": "NPU Phoenix", "npu2": "NPU Strix"}[npu]


def test_an_xclbin_with_instruction_words_runs(tmp_path, npu):
    files = compiled(tmp_path, npu, add=7)
    runtime = XRTHostRuntime()
    kernel = NPUKernel(files["xclbin"], files["insts"])
    handle = runtime.load(kernel)
    assert handle.name == "MLIR_AIE" and not handle.is_full_elf
    a, b = io(runtime)
    result = runtime.run(handle, [a, b])
    assert result.is_success() and result.report is None
    assert b.device == "npu"  # the output is read back when first read
    assert b.numpy().tolist() == list(range(7, 71))
    assert b.device == "npu" and b.numpy().tolist() == list(range(7, 71))


def test_npu_time_is_the_simulated_cycles_at_the_npu_clock(tmp_path, npu, monkeypatch):
    files = compiled(tmp_path, npu)
    runtime = XRTHostRuntime()
    handle = runtime.load(NPUKernel(files["xclbin"], files["insts"]))
    # The same kernel run through pyxrt: the cycles the simulator reports.
    a, b = io(runtime)
    insts = np.fromfile(files["insts"], dtype=np.uint32)
    bo_insts = XRTTensor(insts, flags=pyxrt.bo.cacheable, group_id=handle.kernel.group_id(1))
    run = handle.kernel(3, bo_insts.buffer_object(), len(insts), a.buffer_object(), b.buffer_object())
    cycles, _ = run.outcome()
    assert cycles > 0
    # Host time does not enter it: a host clock that jumps changes nothing.
    monkeypatch.setattr(time, "perf_counter_ns", lambda: 1 << 60)
    result = runtime.run(handle, list(io(runtime)))
    assert result.npu_time == cycles * 1_000_000_000 // AIE_CLOCK_HZ[npu]
    assert AIE_CLOCK_HZ == {"npu1": 1_000_000_000, "npu2": 1_000_000_000}


def test_an_instruction_elf_runs_as_a_module(tmp_path, npu):
    files = compiled(tmp_path, npu, add=3, outputs=("module",))
    runtime = XRTHostRuntime()
    handle = runtime.load(NPUKernel(files["xclbin"], files["module"]))
    assert isinstance(handle.insts, pyxrt.module)
    a, b = io(runtime)
    assert runtime.run(handle, [a, b]).is_success()
    assert b.numpy().tolist() == list(range(3, 67))


def test_a_full_elf_runs(tmp_path, npu):
    files = compiled(tmp_path, npu, add=5, outputs=("elf",))
    runtime = XRTHostRuntime()
    handle = runtime.load(NPUKernel(elf_path=files["elf"], kernel_name="main:sequence"))
    assert handle.is_full_elf and handle.xclbin is None and handle.insts is None
    a, b = io(runtime)
    result = runtime.run(handle, [a, b])
    assert result.is_success() and result.npu_time > 0
    assert b.numpy().tolist() == list(range(5, 69))


def test_a_run_that_cannot_finish_raises_with_the_simulators_report(tmp_path, npu):
    files = compiled(tmp_path, npu, send_input=False)
    runtime = XRTHostRuntime()
    handle = runtime.load(NPUKernel(files["xclbin"], files["insts"]))
    with pytest.raises(base.HostRuntimeError) as caught:
        runtime.run(handle, list(io(runtime)))
    message = str(caught.value)
    assert message.startswith("Kernel returned ert_cmd_state.ERT_CMD_STATE_TIMEOUT: deadlock")
    # The waiting parties: the control code's wait, the shim's and the core's.
    assert "WAIT_TCTS" in message and "core (0, 2)" in message
    assert caught.value.result.report in message and caught.value.result.npu_time == 0
    result = runtime.run(handle, list(io(runtime)), fail_on_error=False)
    assert not result.is_success()
    assert result.ret == pyxrt.ert_cmd_state.ERT_CMD_STATE_TIMEOUT and "deadlock" in result.report


def test_load_errors(tmp_path, npu):
    files = compiled(tmp_path, npu)
    runtime = XRTHostRuntime()
    with pytest.raises(base.HostRuntimeError, match="xclbin .*missing.xclbin does not exist"):
        runtime.load(NPUKernel(tmp_path / "missing.xclbin", files["insts"]))
    with pytest.raises(base.HostRuntimeError, match=r"insts .*nope.bin does not exist"):
        runtime.load(NPUKernel(files["xclbin"], tmp_path / "nope.bin"))
    with pytest.raises(
        base.HostRuntimeError, match=r"Kernel K not found in xclbin \(kernels found: \['MLIR_AIE'\]\)"
    ):
        runtime.load(NPUKernel(files["xclbin"], files["insts"], kernel_name="K"))
    (tmp_path / "insts.txt").write_text("")
    with pytest.raises(base.HostRuntimeError, match="expected .bin"):
        runtime.load(NPUKernel(files["xclbin"], tmp_path / "insts.txt"))
    assert runtime.load(NPUKernel(files["xclbin"], files["insts"], kernel_name=None)).name == "MLIR_AIE"
    handle = runtime.load(NPUKernel(files["xclbin"], files["insts"]))
    with pytest.raises(base.HostRuntimeError, match="can only take XRTTensor as arguments"):
        runtime.run(handle, [np.zeros(64, dtype=np.int32)])
    declared = pyxrt.xclbin(str(files["xclbin"])).get_kernels()[0].get_num_args() - 3
    too_many = [XRTTensor((64,), dtype=np.int32) for _ in range(declared + 1)]
    with pytest.raises(base.HostRuntimeError, match=f"declares {declared} host buffer"):
        runtime.run(handle, too_many)


def test_the_runtime_device_is_the_npus_iron_device(npu, monkeypatch):
    made = []
    device_module = types.ModuleType("aie.iron.device")
    device_module.from_name = lambda name, n_cols: made.append((name, n_cols)) or name
    monkeypatch.setitem(sys.modules, "aie.iron", types.ModuleType("aie.iron"))
    monkeypatch.setitem(sys.modules, "aie.iron.device", device_module)
    assert XRTHostRuntime().device() == npu and made == [(npu, None)]


def test_the_cached_runtime_keeps_contexts(tmp_path, npu, monkeypatch):
    files = compiled(tmp_path, npu, add=9)
    (tmp_path / "other").mkdir()
    other = compiled(tmp_path / "other", npu, add=1)
    runtime = CachedXRTRuntime()
    assert runtime._cache_size == CachedXRTRuntime.NPU_CONTEXT_CACHE_SIZE[npu]
    made = []
    real = pyxrt.hw_context
    monkeypatch.setattr(pyxrt, "hw_context", lambda *a: made.append(a) or real(*a))
    kernel = NPUKernel(files["xclbin"], files["insts"])
    first = runtime.load(kernel)
    second = runtime.load(kernel)
    assert len(made) == 1 and first.context is second.context and first.insts_bo is second.insts_bo
    for _ in range(2):  # the core keeps running: a run on the kept array
        a, b = io(runtime)
        assert runtime.run(second, [a, b]).is_success()
        assert b.numpy().tolist() == list(range(9, 73))
    runtime._cache_size = 1  # a second design evicts the first
    third = runtime.load(NPUKernel(other["xclbin"], other["insts"]))
    assert len(made) == 2 and not first._is_valid and third._is_valid
    with pytest.raises(base.HostRuntimeError, match="evicted from cache"):
        runtime.run(first, list(io(runtime)), only_if_loaded=True)
    a, b = io(runtime)
    runtime.run(third, [a, b], only_if_loaded=True)
    assert b.numpy().tolist() == list(range(1, 65))
    runtime.evict_context(other["xclbin"])
    assert not third._is_valid and not runtime._context_cache
    runtime.cleanup()
    monkeypatch.setenv("XRT_CONTEXT_CACHE_SIZE", "3")
    assert CachedXRTRuntime()._cache_size == 3


def test_the_cached_runtime_makes_room_as_upstreams_does(tmp_path, npu, monkeypatch):
    designs = []
    for add in range(3):
        (tmp_path / str(add)).mkdir()
        files = compiled(tmp_path / str(add), npu, add=add)
        designs.append(NPUKernel(files["xclbin"], files["insts"]))
    runtime = CachedXRTRuntime()
    runtime._cache_size = 2
    for k in designs:
        runtime.load(k)
    # A full cache: npu1 empties it for the new context, npu2 evicts one.
    assert len(runtime._context_cache) == (1 if npu == "npu1" else 2)
    runtime.cleanup()
    runtime.load(designs[0])
    real, attempts = pyxrt.hw_context, []

    def fail_once(*args):
        attempts.append(args)
        if len(attempts) == 1:
            raise RuntimeError("Failed to create context")
        return real(*args)

    monkeypatch.setattr(pyxrt, "hw_context", fail_once)
    runtime.load(designs[1])  # the failure evicts the cached context and retries
    assert len(attempts) == 2 and len(runtime._context_cache) == 1
    attempts.clear()
    with pytest.raises(RuntimeError, match="Failed to create context"):
        runtime.load(designs[2], retry=False)
    assert len(attempts) == 1
    runtime.cleanup()


def test_load_and_run_through_the_default_runtime(tmp_path, npu, monkeypatch):
    import aie.utils as utils

    files = compiled(tmp_path, npu, add=2)
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    kernel = NPUKernel(files["xclbin"], files["insts"])
    a = utils.tensor(np.arange(64, dtype=np.int32), dtype=np.int32)
    b = utils.zeros(64, dtype=np.int32)
    assert type(a) is XRTTensor and a.device == "npu"
    handle, result = kernel(a, b)
    assert isinstance(utils.DefaultNPURuntime, CachedXRTRuntime)
    assert utils.DefaultNPURuntime.npu_str == npu
    assert result.is_success() and b.numpy().tolist() == list(range(2, 66))
    assert utils.DefaultNPURuntime.run_test(kernel, [a, b], {1: np.arange(2, 66)}) == 0
    assert utils.DefaultNPURuntime.run_test(kernel, [a, b], {1: np.arange(64)}) == 1
    utils.cleanup_npu_runtime()


def test_xrt_tensors_live_in_buffer_objects(npu):
    data = np.arange(64, dtype=np.int32)
    t = XRTTensor(data, dtype=np.int32)
    bo = t.buffer_object()
    # The host array is the buffer's mapped memory: no copy.
    assert np.shares_memory(t.data, np.frombuffer(bo.map(), dtype=np.int32))

    def clobber_host_copy():
        bo.write(np.zeros(64, dtype=np.int32).tobytes(), 0)

    # Made on the NPU: the device copy holds the data, a read fetches it.
    clobber_host_copy()
    assert t.device == "npu" and t.numpy().tolist() == data.tolist()
    # A host write is recorded and sent by to("npu").
    with t.mutate() as a:
        a[:] = -1
    assert t.device == "cpu"
    t.to("npu")
    clobber_host_copy()
    assert t.numpy().tolist() == [-1] * 64
    # Not before: the device still holds -1 after an unsent write.
    with t.mutate() as a:
        a[:] = 3
    t.device = "npu"
    assert t.numpy().tolist() == [-1] * 64
    cpu = XRTTensor((4,), dtype=np.int32, device="cpu")
    assert cpu.device == "cpu" and cpu.numpy().tolist() == [0] * 4
    # A view binds a sub-buffer of the root at its offset, one per range.
    view = t.subview(64, (16,))
    assert view.buffer_object().address() == bo.address() + 64
    assert view.buffer_object().size() == 64
    assert view.subview(0, (16,)).buffer_object() is view.buffer_object()
    with view.mutate() as a:
        a[:] = 5
    assert view.device == "cpu" and t.device == "cpu"
    t.to("npu")  # sends the view's range
    clobber_host_copy()
    t.device = "npu"
    assert t.numpy().tolist() == [-1] * 16 + [5] * 16 + [-1] * 32
