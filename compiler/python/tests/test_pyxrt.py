"""pyxrt over aiec's XRT-compatible runtime: the add-one example compiled by
aiecc in process and run on the simulated NPU through XRT's Python objects,
which behave as XRT's pybind11 binding makes them (buffer-protocol
arguments, pybind11's enums and overload resolution, deprecations)."""

import os
from pathlib import Path

import numpy as np
import pytest

import pyxrt
from aie import _aiec
from sim_designs import design

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "add_one"
TO_DEVICE = pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE
FROM_DEVICE = pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    d = tmp_path_factory.mktemp("add_one")
    rc = _aiec.main("aiecc", ["aiecc", "--no-aiesim", "--aie-generate-xclbin", "--aie-generate-npu-insts",
                              "--no-compile-host", f"--xclbin-name={d / 'aie.xclbin'}",
                              f"--npu-insts-name={d / 'insts.bin'}", str(EXAMPLE / "design.mlir")])
    assert rc == 0
    return d


def _kernel(built):
    dev = pyxrt.device(0)
    x = pyxrt.xclbin(str(built / "aie.xclbin"))
    dev.register_xclbin(x)
    ctx = pyxrt.hw_context(dev, x.get_uuid())
    return dev, x, ctx, pyxrt.kernel(ctx, "MLIR_AIE")


def _bo_of(dev, array, group, flags=pyxrt.bo.host_only):
    bo = pyxrt.bo(dev, array.nbytes, flags, group)
    np.frombuffer(bo.map(), dtype=array.dtype)[:] = array
    bo.sync(TO_DEVICE)
    return bo


def test_device_reports_the_simulated_npu(monkeypatch):
    dev = pyxrt.device(0)
    monkeypatch.delenv("AIESIM_DEVICE", raising=False)
    assert dev.get_info(pyxrt.xrt_info_device.name) == "NPU Phoenix"
    monkeypatch.setenv("AIESIM_DEVICE", "npu2")
    assert dev.get_info(pyxrt.xrt_info_device.name) == "NPU Strix"
    monkeypatch.setenv("AIESIM_DEVICE", "npu9")
    with pytest.raises(RuntimeError, match="npu1 or npu2"):
        dev.get_info(pyxrt.xrt_info_device.name)
    with pytest.raises(RuntimeError, match="device 0"):
        pyxrt.device(1)


def test_add_one_runs_through_pyxrt(built):
    dev, x, ctx, k = _kernel(built)
    assert [kk.get_name() for kk in x.get_kernels()] == ["MLIR_AIE"]
    insts = np.fromfile(built / "insts.bin", dtype=np.uint32)
    inp = np.fromfile(EXAMPLE / "input0.bin", dtype=np.int32)
    bo_i = _bo_of(dev, insts, k.group_id(1), pyxrt.bo.cacheable)
    bo_in = _bo_of(dev, inp, k.group_id(3))
    bo_out = _bo_of(dev, np.zeros_like(inp), k.group_id(4))
    run = k(3, bo_i, len(insts), bo_in, bo_out)
    assert run.wait() == pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED
    cycles, message = run.outcome()
    assert cycles > 0 and message is None
    bo_out.sync(FROM_DEVICE)
    out = np.frombuffer(bo_out.map(), dtype=np.int32)
    assert (out == np.fromfile(EXAMPLE / "expected1.bin", dtype=np.int32)).all()


def test_a_run_that_cannot_finish_reports_why(tmp_path):
    # The input is never sent: the run deadlocks (aiecc's static check is
    # turned off so that it compiles).
    source = tmp_path / "hang.mlir"
    source.write_text(design(send_input=False))
    rc = _aiec.main("aiecc", ["aiecc", "--no-aiesim", "-Wno-deadlock", "--aie-generate-xclbin",
                              "--aie-generate-npu-insts", "--no-compile-host",
                              f"--xclbin-name={tmp_path / 'aie.xclbin'}",
                              f"--npu-insts-name={tmp_path / 'insts.bin'}", str(source)])
    assert rc == 0
    dev, _, _, k = _kernel(tmp_path)
    insts = np.fromfile(tmp_path / "insts.bin", dtype=np.uint32)
    run = pyxrt.run(k)
    run.set_arg(0, 3)
    run.set_arg(1, _bo_of(dev, insts, k.group_id(1), pyxrt.bo.cacheable))
    run.set_arg(2, len(insts))
    run.set_arg(3, _bo_of(dev, np.zeros(64, np.int32), k.group_id(3)))
    run.set_arg(4, _bo_of(dev, np.zeros(64, np.int32), k.group_id(4)))
    run.start()
    assert run.wait() == pyxrt.ert_cmd_state.ERT_CMD_STATE_TIMEOUT
    cycles, report = run.outcome()
    assert cycles == 0 and "deadlock" in report and "core (0, 2)" in report
    with pytest.raises(RuntimeError, match="ERT state 8: deadlock"):
        run.wait2()


def test_buffer_objects(built):
    dev = pyxrt.device(0)
    bo = pyxrt.bo(dev, 64, pyxrt.bo.host_only, 0)
    assert bo.size() == 64 and bo.address() != 0
    bo.write(bytes(range(16)), 8)
    assert bo.read(4, 9).tolist() == [1, 2, 3, 4]
    view = np.frombuffer(bo.map(), dtype=np.uint8)
    assert list(view[8:12]) == [0, 1, 2, 3]
    sub = pyxrt.bo(bo, 16, 8)
    assert sub.size() == 16 and sub.address() == bo.address() + 8
    with pytest.raises(RuntimeError, match="sub buffer"):
        pyxrt.bo(bo, 64, 8)
    with pytest.raises(RuntimeError, match="past buffer size"):
        bo.write(bytes(8), 60)
    del bo, sub  # the mapping keeps the memory alive
    assert list(view[8:12]) == [0, 1, 2, 3]


def test_a_buffer_made_again_starts_zeroed():
    # A freed buffer's memory is kept for the next of its size: both copies
    # of the new buffer are zero, whatever the old one held.
    dev = pyxrt.device(0)
    for _ in range(3):
        bo = pyxrt.bo(dev, 3 << 12, pyxrt.bo.host_only, 0)
        host = np.frombuffer(bo.map(), dtype=np.uint8)
        assert not host.any()
        bo.sync(FROM_DEVICE)
        assert not host.any()
        host[:] = 0xA5
        bo.sync(TO_DEVICE)
        del bo, host


def test_kernels_that_do_not_exist(built):
    _, _, ctx, k = _kernel(built)
    with pytest.raises(RuntimeError, match="No such kernel"):
        pyxrt.kernel(ctx, "nope")
    with pytest.raises(IndexError):
        pyxrt.run(k).set_arg(99, 0)
    with pytest.raises(RuntimeError, match="full ELF"):
        pyxrt.ext.kernel(ctx, "main:sequence")


def test_buffer_objects_take_any_buffer_and_read_as_xrt_does():
    dev = pyxrt.device(0)
    bo = pyxrt.bo(dev, 64, pyxrt.bo.host_only, 0)
    bo.write(np.arange(4, dtype=np.int32), 0)
    bo.write(np.array([[5, 6], [7, 8]], dtype=np.int32), 16)
    bo.write(bytearray(b"\x09\x00\x00\x00"), 32)
    bo.write(memoryview(np.array([10], dtype=np.int32)), 36)
    out = bo.read(40, 0)
    assert isinstance(out, np.ndarray) and out.dtype == np.int8 and out.shape == (40,)
    assert out.view(np.int32).tolist() == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10]
    with pytest.raises(TypeError, match="incompatible function arguments"):
        bo.write("text", 0)
    with pytest.raises(TypeError):
        bo.write(np.arange(8, dtype=np.int32)[::2], 0)  # not contiguous


def test_enums_are_pybind11s():
    flags = pyxrt.bo.flags
    assert pyxrt.bo.host_only is flags.host_only and int(flags.host_only) == 1 << 29
    assert str(flags.host_only) == "flags.host_only"
    assert repr(flags.host_only) == "<flags.host_only: 536870912>"
    assert flags.host_only.name == "host_only" and flags.host_only.value == 1 << 29
    assert flags.__members__["cacheable"] is flags.cacheable
    # An `enum class` compares only with its own members; a C enum with ints.
    assert flags.normal != 0 and flags(0) == flags.normal
    assert pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED == 4
    assert pyxrt.ert_cmd_state(4) == pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED
    assert int(pyxrt.xrt_info_device.name) == 5 and pyxrt.warning is pyxrt.xrt_msg_level.warning
    rw = pyxrt.ext.read | pyxrt.ext.write
    assert rw == pyxrt.ext.read_write and type(rw) is pyxrt.ext.access_mode
    assert (pyxrt.ext.read | pyxrt.ext.shared).name == "???"
    assert str(pyxrt.ext.local) == "access_mode.none"  # the first name of 0


def test_overloads_are_tried_in_order_as_pybind11_does():
    dev = pyxrt.device(0)
    with pytest.raises(TypeError, match="__init__\\(\\): incompatible constructor arguments") as e:
        pyxrt.bo(dev, 64, 0, 0)  # an int is not a bo.flags
    assert "1. (device: pyxrt.device, size: int, flags: pyxrt.bo.flags, group: int)" in str(e.value)
    bo = pyxrt.bo(dev, 64, pyxrt.bo.host_only, 0)
    with pytest.raises(TypeError):
        bo.sync(0)
    with pytest.raises(TypeError):
        bo.sync(direction=pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)  # arg0 is positional
    sub = pyxrt.bo(bo, 16, 8)
    assert sub.address() == bo.address() + 8


def test_the_device(built, monkeypatch):
    monkeypatch.delenv("AIESIM_DEVICE", raising=False)
    dev = pyxrt.device(0)
    assert dev.get_info(pyxrt.xrt_info_device.bdf) == "0000:00:00.0"
    assert pyxrt.device("0000:00:00.0").get_info(pyxrt.xrt_info_device.name) == "NPU Phoenix"
    assert dev.get_info(pyxrt.xrt_info_device.offline) == "0"
    with pytest.raises(RuntimeError, match="thermal is not available"):
        dev.get_info(pyxrt.xrt_info_device.thermal)
    with pytest.raises(RuntimeError, match="No device with BDF"):
        pyxrt.device("0000:c5:00.1")
    assert pyxrt.enumerate_devices() == 1
    x = pyxrt.xclbin(str(built / "aie.xclbin"))
    with pytest.warns(DeprecationWarning, match="load_xclbin"):
        u = dev.load_xclbin(str(built / "aie.xclbin"))
    assert u.to_string() == x.get_uuid().to_string() == dev.get_xclbin_uuid().to_string()
    assert pyxrt.uuid(u.to_string()).to_string() == u.to_string()
    with pytest.raises(RuntimeError, match="not a UUID"):
        pyxrt.uuid("nope")
    mems = x.get_mems()
    assert isinstance(mems, pyxrt.xclbinmem_vector)
    assert [(m.get_tag(), m.get_index(), m.get_used()) for m in mems] == [("HOST", 0, True), ("SRAM", 1, True)]
    kernels = x.get_kernels()
    assert isinstance(kernels, pyxrt.xclbinkernel_vector) and kernels[0].get_num_args() > 3
    with pytest.raises(RuntimeError, match="empty"):
        pyxrt.xclbin.xclbinkernel().get_name()


def test_contexts_kernels_and_their_deprecated_forms(built):
    dev = pyxrt.device(0)
    x = pyxrt.xclbin(str(built / "aie.xclbin"))
    ctx = pyxrt.hw_context(dev, x, pyxrt.hw_context.exclusive)
    assert ctx.get_mode() == pyxrt.hw_context.access_mode.exclusive
    assert ctx.get_device() is dev and ctx.get_xclbin().get_uuid().to_string() == x.get_uuid().to_string()
    assert pyxrt.hw_context(dev, str(built / "aie.xclbin"), {"gops": 100}).get_mode() == pyxrt.hw_context.shared
    with pytest.warns(DeprecationWarning, match="kernel\\(hw_context, name\\)"):
        k = pyxrt.kernel(dev, x.get_uuid(), "MLIR_AIE")
    assert k.group_id(3) == pyxrt.kernel(ctx, "MLIR_AIE").group_id(3)
    with pytest.raises(RuntimeError, match="empty"):
        pyxrt.hw_context().get_device()
    with pytest.raises(RuntimeError, match="No such graph"):
        pyxrt.graph(ctx, "g")
    with pytest.raises(RuntimeError, match="No GMIO port"):
        pyxrt.aie.bo(ctx, 64, 0).sync("in", pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_GMIO_TO_AIE)


def test_runlists_run_in_order_and_stop_at_a_failure(built):
    # The design's core adds once per object of one run and ends: a second
    # run of it waits for the core (a deadlock), and the third is aborted.
    dev, _, ctx, k = _kernel(built)
    insts = np.fromfile(built / "insts.bin", dtype=np.uint32)
    inp = np.fromfile(EXAMPLE / "input0.bin", dtype=np.int32)
    bo_i = _bo_of(dev, insts, k.group_id(1), pyxrt.bo.cacheable)
    out = _bo_of(dev, np.zeros_like(inp), k.group_id(4))
    runs = []
    for _ in range(3):
        r = pyxrt.run(k)
        for j, a in enumerate((3, bo_i, len(insts), _bo_of(dev, inp, k.group_id(3)), out)):
            r.set_arg(j, a)
        runs.append(r)
    rl = pyxrt.runlist(ctx)
    for r in runs:
        rl.add(r)
    with pytest.raises(RuntimeError, match="belongs to a runlist"):
        runs[0].start()
    rl.execute()
    with pytest.raises(RuntimeError, match="runlist failed execution \\(ERT_CMD_STATE_TIMEOUT\\)"):
        rl.wait()
    s = pyxrt.ert_cmd_state
    assert [r.state() for r in runs] == [s.ERT_CMD_STATE_COMPLETED, s.ERT_CMD_STATE_TIMEOUT, s.ERT_CMD_STATE_ABORT]
    out.sync(FROM_DEVICE)
    assert (np.frombuffer(out.map(), dtype=np.int32) == np.fromfile(EXAMPLE / "expected1.bin", dtype=np.int32)).all()


def test_callbacks_run_when_the_run_reaches_their_state(built):
    dev, _, ctx, k = _kernel(built)
    r = pyxrt.run(k)
    seen = []
    r.add_callback(pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED, lambda run, s, d: seen.append((run, s, d)), "data")
    insts = np.fromfile(built / "insts.bin", dtype=np.uint32)
    inp = np.fromfile(EXAMPLE / "input0.bin", dtype=np.int32)
    for j, a in enumerate((3, _bo_of(dev, insts, k.group_id(1), pyxrt.bo.cacheable), len(insts),
                           _bo_of(dev, inp, k.group_id(3)), _bo_of(dev, np.zeros_like(inp), k.group_id(4)))):
        r.set_arg(j, a)
    r.start()
    assert seen == [(r, pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED, "data")]


def test_user_memory_and_elf_programs(built, tmp_path):
    dev = pyxrt.device(0)
    raw = np.zeros(3 * 4096, dtype=np.uint8)
    start = -raw.ctypes.data % 4096
    page = raw[start:start + 4096]
    bo = pyxrt.ext.bo(dev, page, 4096)
    assert isinstance(bo, pyxrt.bo)
    bo.write(np.full(4, 7, dtype=np.uint8), 100)
    assert page[100:104].tolist() == [7, 7, 7, 7]  # the buffer's host copy is the user's memory
    with pytest.raises(RuntimeError, match="not aligned"):
        pyxrt.ext.bo(dev, raw[start + 1:], 64)
    with pytest.raises(RuntimeError, match="cannot import"):
        pyxrt.ext.bo(dev, 1234, 5)
    rc = _aiec.main("aiecc", ["aiecc", "--aie-generate-elf", f"--elf-name={tmp_path / 'insts.elf'}",
                              str(EXAMPLE / "design.mlir")])
    assert rc == 0
    e = pyxrt.elf(str(tmp_path / "insts.elf"))
    assert pyxrt.program(e).get_partition_size() == 4  # the design's npu1: 4 columns
    data = (tmp_path / "insts.elf").read_bytes()
    assert pyxrt.program(pyxrt.elf(data, len(data))).get_partition_size() == 4
