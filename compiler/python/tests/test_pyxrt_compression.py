"""DMA compression on the simulated NPU, through pyxrt, against what
mlir-aie's dma_compression example records as measured on the NPUs.

The design is the example's ``cmp_only`` / ``dcmp_only``: a compute tile
forwards an object FIFO of 1024-word objects (its S2MM BDs 0 and 1, its
MM2S BDs 2 and 3); the runtime sequence sets the compression bits of one
side's BDs and channel with ``npu.maskwrite32`` before the host's tasks.
The example's goldens are SHA-256 digests of the output: for ``cmp_only``
the first 2944 words (arange(4096) in, the first object raw, the other three
compressed), for ``dcmp_only`` all 4096 (2944 words of arange decompressed
as if compressed, the first object raw). They differ between Phoenix
(npu1: AM020's 256-bit blocks) and Strix (npu2: 512-bit blocks)."""

import hashlib

import numpy as np
import pytest

import pyxrt
from aie import _aiec

N = 4096
RATIOED_N = 2944  # the example's compressed word count of arange(N)
SENTINEL = 0xDEADBEEF

# mlir-aie programming_examples/basic/dma_compression/test_dma_compression.py
# at 3ca0193 (GOLDEN_SHA_BY_ARCH).
GOLDEN = {
    "npu1": {
        "cmp": "f30dcae2d175d710e81d8410be5cc980bf06e364de359b6bc6f87194012ebc7d",
        "dcmp": "865270a4c87149f42933e7f5aa037891e392812b4338829b3419f320660ea089",
    },
    "npu2": {
        "cmp": "f947e931d2e3c530be240f4e622d1c3757b2e1d5e23a05be5d21768332420bc5",
        "dcmp": "1215bcd067bc6097eecdb81fb8ebf45211cb1e9ea00c95674eea4e8d476a7152",
    },
}

# The compute tile's registers the example writes.
BD1_BASE, BD_STRIDE = 0x1D004, 0x20
S2MM0_CTRL, MM2S0_CTRL = 0x1DE00, 0x1DE10


def maskwrite(address, value):
    return (f"aiex.npu.maskwrite32 {{address = {address} : ui32, column = 0 : i32, row = 2 : i32, "
            f"value = {value} : ui32, mask = {value} : ui32}}")


def design(device, kind):
    """The example's forwarding design, compressing (`cmp`) on the compute
    tile's MM2S BDs or decompressing (`dcmp`) on its S2MM BDs."""
    bds, ctrl = ((2, 3), MM2S0_CTRL) if kind == "cmp" else ((0, 1), S2MM0_CTRL)
    writes = [maskwrite(BD1_BASE + bd * BD_STRIDE, 0x80000000) for bd in bds] + [maskwrite(ctrl, 0x10)]
    in_len, out_len = (N, RATIOED_N) if kind == "cmp" else (RATIOED_N, N)
    return f"""
module {{
  aie.device({device}_1col) {{
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {{%core}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>
    aie.objectfifo @out(%core, {{%shim}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    aie.runtime_sequence(%a: memref<{N}xi32>, %b: memref<{N}xi32>) {{
      {chr(10).join(writes)}
      %send = aiex.dma_configure_task_for @in {{
        aie.dma_bd(%a : memref<{N}xi32> offset = 0 len = {in_len}) {{bd_id = 0 : i32}}
        aie.end
      }}
      %recv = aiex.dma_configure_task_for @out {{
        aie.dma_bd(%b : memref<{N}xi32> offset = 0 len = {out_len}) {{bd_id = 1 : i32}}
        aie.end
      }} {{issue_token = true}}
      aiex.dma_start_task(%send)
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }}
  }}
}}
"""


def run(tmp_path, device, kind):
    """The output buffer after a run of the design on arange(N)."""
    source = tmp_path / "aie.mlir"
    source.write_text(design(device, kind))
    status, _, err = _aiec.run_captured("aiecc", [
        "aiecc", str(source), f"--output-dir={tmp_path}", "--aie-generate-xclbin", "--xclbin-name=aie.xclbin",
        "--aie-generate-npu-insts", "--npu-insts-name=insts.bin"])
    assert status == 0, err
    dev = pyxrt.device(0)
    ctx = pyxrt.hw_context(dev, pyxrt.xclbin(str(tmp_path / "aie.xclbin")))
    kernel = pyxrt.kernel(ctx, "MLIR_AIE")
    insts = np.fromfile(tmp_path / "insts.bin", dtype=np.uint32)
    bos = []
    for group, data in ((1, insts), (3, np.arange(N, dtype=np.uint32)), (4, np.full(N, SENTINEL, np.uint32))):
        bo = pyxrt.bo(dev, data.nbytes, pyxrt.bo.cacheable if group == 1 else pyxrt.bo.host_only,
                      kernel.group_id(group))
        bo.write(data, 0)
        bo.sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)
        bos.append(bo)
    r = kernel(3, bos[0], len(insts), bos[1], bos[2])
    assert r.wait() == pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED, r.outcome()
    bos[2].sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)
    return bos[2].read(4 * N, 0).view(np.uint32)


@pytest.mark.parametrize("device", ["npu1", "npu2"])
def test_compressed_output_is_the_npus(tmp_path, monkeypatch, device):
    monkeypatch.setenv("AIESIM_DEVICE", device)
    out = run(tmp_path, device, "cmp")
    a = np.arange(N, dtype=np.uint32)
    # The example's buckets: the first object raw, 1920 compressed words,
    # the rest untouched.
    assert (out[:1024] == a[:1024]).all()
    assert (out[RATIOED_N:] == SENTINEL).all()
    assert hashlib.sha256(out[:RATIOED_N].tobytes()).hexdigest() == GOLDEN[device]["cmp"]


@pytest.mark.parametrize("device", ["npu1", "npu2"])
def test_decompressed_output_is_the_npus(tmp_path, monkeypatch, device):
    monkeypatch.setenv("AIESIM_DEVICE", device)
    out = run(tmp_path, device, "dcmp")
    assert (out[:1024] == np.arange(1024)).all()
    assert hashlib.sha256(out.tobytes()).hexdigest() == GOLDEN[device]["dcmp"]
