"""numpy in and out of a simulated run (docs/performance.md, "The Python
layer"): what moving an array into an NPU tensor and the result back out
costs, against the copies XRT's semantics need.

* **in**: ``aie.iron.tensor(array)`` — a new buffer object, the array
  copied into its host copy and synced to its device copy: two copies of
  the array, into memory the process has not touched before. Its floor is
  two ``np.copyto`` of the same bytes (into memory already touched).
* **out**: after a run has written the device copy, ``tensor.numpy()`` —
  synced back into the host copy and handed out without a copy: one copy.
  Its floor is one ``np.copyto``.

For each size, the median of N runs of each and its ratio to the floor
(1.0: nothing beyond the copies; a fixed cost shows at the small sizes).

* **run**: a 16 MiB DMA passthrough (host → mem tile → host, no core)
  run through ``pyxrt`` on buffers already synced: what a run costs
  beyond simulating its DMAs is handing the buffers over and back.

    python3 compiler/python/benches/tensor_io.py [--runs N]
"""

import argparse
import statistics
import time

import numpy as np

SIZES = [16 << 10, 1 << 20, 16 << 20]


def median_time(fn, runs):
    """The median wall time of ``runs`` calls of ``fn``, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def measure(nbytes, runs):
    """(in, in floor, out, out floor) medians for ``nbytes`` of int32."""
    from aie.iron import tensor

    array = np.arange(nbytes // 4, dtype=np.int32)
    scratch = np.empty_like(array)
    made = tensor(array, dtype=np.int32)
    assert np.array_equal(made.numpy(), array)

    def read_back():
        # As after a run: the device copy holds the tensor's bytes.
        made.device = "npu"
        made.numpy()

    return (
        median_time(lambda: tensor(array, dtype=np.int32), runs),
        median_time(lambda: (np.copyto(scratch, array), np.copyto(scratch, array)), runs),
        median_time(read_back, runs),
        median_time(lambda: np.copyto(scratch, array), runs),
    )


PASSTHROUGH = """module {{
  aie.device(npu1_1col) {{
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    aie.objectfifo @to_mem(%shim, {{%mem}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>
    aie.objectfifo @from_mem(%mem, {{%shim}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>
    aie.objectfifo.link [@to_mem] -> [@from_mem]([] [])
    aie.runtime_sequence(%input: memref<{n}xi32>, %output: memref<{n}xi32>) {{
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][{rows}, 1, 1024, 512][524288, 0, 512, 1]) {{id = 1 : i64, metadata = @from_mem}} : memref<{n}xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][{rows}, 1, 1024, 512][524288, 0, 512, 1]) {{id = 0 : i64, issue_token = true, metadata = @to_mem}} : memref<{n}xi32>
      aiex.npu.dma_wait {{symbol = @from_mem}}
    }}
  }}
}}
"""


def run_time(words, runs):
    """The median wall time of a passthrough of ``words`` int32 (a multiple
    of 512 Ki) run through ``pyxrt``, checked."""
    import tempfile
    from pathlib import Path

    import pyxrt
    from aie import _aiec

    to_device = pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        (d / "pt.mlir").write_text(PASSTHROUGH.format(n=words, rows=words // (512 << 10)))
        assert _aiec.main("aiecc", ["aiecc", "--no-aiesim", "--aie-generate-xclbin",
                                    "--aie-generate-npu-insts", "--no-compile-host",
                                    f"--xclbin-name={d / 'pt.xclbin'}",
                                    f"--npu-insts-name={d / 'pt.bin'}", str(d / "pt.mlir")]) == 0
        device = pyxrt.device(0)
        xclbin = pyxrt.xclbin(str(d / "pt.xclbin"))
        device.register_xclbin(xclbin)
        context = pyxrt.hw_context(device, xclbin.get_uuid())
        kernel = pyxrt.kernel(context, "MLIR_AIE")
        insts = np.fromfile(d / "pt.bin", dtype=np.uint32)
    instructions = pyxrt.bo(device, insts.nbytes, pyxrt.bo.cacheable, kernel.group_id(1))
    np.frombuffer(instructions.map(), dtype=np.uint32)[:] = insts
    instructions.sync(to_device)
    a, b = (pyxrt.bo(device, words * 4, pyxrt.bo.host_only, kernel.group_id(i)) for i in (3, 4))
    source = np.arange(words, dtype=np.int32)
    np.frombuffer(a.map(), dtype=np.int32)[:] = source
    a.sync(to_device)

    def run():
        state = kernel(3, instructions, len(insts), a, b).wait()
        assert state == pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED, state

    elapsed = median_time(run, runs)
    b.sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)
    assert np.array_equal(np.frombuffer(b.map(), dtype=np.int32), source)
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=31)
    runs = parser.parse_args().runs
    print(f"{'bytes':>10} {'in':>10} {'floor':>10} {'ratio':>6} {'out':>10} {'floor':>10} {'ratio':>6}")
    for nbytes in SIZES:
        t_in, f_in, t_out, f_out = measure(nbytes, runs)
        print(
            f"{nbytes:>10} {t_in * 1e6:>8.1f}us {f_in * 1e6:>8.1f}us {t_in / f_in:>6.2f}"
            f" {t_out * 1e6:>8.1f}us {f_out * 1e6:>8.1f}us {t_out / f_out:>6.2f}"
        )
    words = 4 << 20
    print(f"run: {words * 4} bytes passed through, median {run_time(words, runs) * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
