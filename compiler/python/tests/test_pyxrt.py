"""pyxrt over aiec's XRT-compatible runtime: the add-one example compiled by
aiecc in process and run on the simulated NPU through XRT's Python objects."""

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
    assert bo.read(4, 9) == bytes([1, 2, 3, 4])
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
