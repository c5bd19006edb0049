"""The cost of a cached `@iron.jit` call beyond the simulation
(docs/performance.md, "The Python layer"), on a 16 KB passthrough (4096
words, host -> mem tile -> host in 1024-word lines) compiled once into a
compile cache of the benchmark's own:

* **repeat call**: `design(a, b)` again in the process that compiled it,
  against the simulation alone: the same kernel run straight through
  `pyxrt` on the same buffers (`kernel(3, instructions, n, a, b)`,
  `wait()`); N of each, interleaved;
* **first call in a new process** that finds the design in the compile
  cache (its imports and tensors made before the clock starts), against
  loading and running the cached xclbin straight through `pyxrt` as the
  first thing another new process does (`xclbin`, `hw_context`, `kernel`,
  the instruction buffer, the run); N processes of each, alternating.

The difference of the medians is the Python layer's overhead, in wall
time and in the process's CPU time (on a machine other work loads, the
wall times wait for the CPU; the CPU times do not).

    python3 compiler/python/benches/jit_call.py [--runs N] [--profile]

`--profile` prints cProfile's top functions of N repeat calls instead.
"""

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

WORDS, LINE = 4096, 1024


def passthrough():
    """The design, `@iron.jit`: a line-sized object FIFO forwarded through
    a mem tile."""
    import aie.iron as iron
    from aie.iron import In, ObjectFifo, Out, Program, Runtime

    @iron.jit
    def passthrough_16k(a: In, b: Out):
        vector_ty = np.ndarray[(WORDS,), np.dtype[np.int32]]
        line_ty = np.ndarray[(LINE,), np.dtype[np.int32]]
        of_in = ObjectFifo(line_ty, name="in")
        of_out = of_in.cons().forward()

        def sequence(a, b, fill, drain):
            fill.fill(a)
            drain.drain(b, wait=True)

        rt = Runtime(sequence, [vector_ty, vector_ty, of_in.prod(), of_out.cons()])
        return Program(iron.get_current_device(), rt).resolve_program()

    return passthrough_16k


def tensors():
    import aie.iron as iron

    a = iron.arange(WORDS, dtype=np.int32, device="npu")
    return a, iron.zeros(WORDS, dtype=np.int32, device="npu")


def bare_run(handle, a, b):
    """A function running a loaded kernel straight through `pyxrt`."""
    buffers = [a.buffer_object(), b.buffer_object()]

    def run():
        handle.kernel(3, handle.insts_bo, len(handle.insts), *buffers).wait()

    return run


def bare_load_and_run(xclbin_path, insts_path, a, b):
    """Loads the xclbin and its instructions into a new hardware context
    and runs them once, straight through `pyxrt`."""
    import pyxrt

    device = pyxrt.device(0)
    xclbin = pyxrt.xclbin(str(xclbin_path))
    device.register_xclbin(xclbin)
    context = pyxrt.hw_context(device, xclbin.get_uuid())
    kernel = pyxrt.kernel(context, "MLIR_AIE")
    words = np.fromfile(insts_path, dtype=np.uint32)
    insts = pyxrt.bo(device, words.nbytes, pyxrt.bo.cacheable, kernel.group_id(1))
    insts.write(words.tobytes(), 0)
    insts.sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE, words.nbytes, 0)
    kernel(3, insts, len(words), a.buffer_object(), b.buffer_object()).wait()


def timed(f):
    """``(wall, CPU)`` seconds ``f()`` takes."""
    wall, cpu = time.perf_counter(), time.process_time()
    f()
    return time.perf_counter() - wall, time.process_time() - cpu


def first_call(what):
    """In a new process: the time of the first call of the design (``jit``)
    or of loading and running its cached files through `pyxrt` (``bare``),
    printed as JSON."""
    design = passthrough()
    a, b = tensors()
    if what == "jit":
        times = timed(lambda: design(a, b))
        copied = b.numpy()
    else:
        import pyxrt

        xclbin, insts = design.compilable.compile()  # a hit: the files' paths
        a.to("npu")
        times = timed(lambda: bare_load_and_run(xclbin, insts, a, b))
        out = b.buffer_object()
        out.sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE, out.size(), 0)
        copied = np.frombuffer(out.read(out.size(), 0), dtype=np.int32)
    assert np.array_equal(copied, a.numpy()), "the passthrough copies"
    print(json.dumps(times))


def report(what, pairs):
    """Prints the medians of ``[(call, bare)]`` (each ``(wall, CPU)``) and
    their differences."""
    print(f"{what} ({len(pairs)} runs):")
    for i, clock in enumerate(("wall", "CPU")):
        call = statistics.median(c[i] for c, _ in pairs) * 1e3
        bare = statistics.median(b[i] for _, b in pairs) * 1e3
        print(f"  {clock:>4}: @iron.jit {call:7.2f} ms, pyxrt alone {bare:7.2f} ms, "
              f"overhead {call - bare:6.2f} ms")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--first-call", choices=("jit", "bare"), help=argparse.SUPPRESS)
    opts = p.parse_args()
    if opts.first_call:
        return first_call(opts.first_call)
    os.environ.setdefault("NPU_CACHE_HOME", tempfile.mkdtemp(prefix="jit-call-bench-"))

    import aie.utils as utils

    design = passthrough()
    a, b = tensors()
    design(a, b)  # compiles
    assert np.array_equal(b.numpy(), a.numpy()), "the passthrough copies"
    handle = utils.DefaultNPURuntime.load(next(iter(design._kernel_cache.values())))
    simulate = bare_run(handle, a, b)

    def call():
        design(a, b)

    for f in (call, simulate):  # warm
        f()
    if opts.profile:
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(opts.runs):
            call()
        profile.disable()
        pstats.Stats(profile).sort_stats("cumulative").print_stats(30)
        return
    report("repeat call", [(timed(call), timed(simulate)) for _ in range(opts.runs)])
    def fresh(what):
        command = [sys.executable, __file__, "--first-call", what]
        return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)

    report("first call in a new process", [(fresh("jit"), fresh("bare")) for _ in range(opts.runs)])

if __name__ == "__main__":
    main()
