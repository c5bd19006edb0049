"""The Python layer's own costs (docs/performance.md, "The Python layer"):
`import aie.iron` in a fresh interpreter, and building and printing
a 16-core IRON design (four columns of NPU1, each column's input split over
four workers by its mem tile and their outputs joined back).

    python3 compiler/python/benches/iron_design.py [--runs N]

prints the median and the spread of N runs of each (default 15).
"""

import argparse
import statistics
import subprocess
import sys
import time

import numpy as np

COLUMNS, PER_COLUMN, TILE = 4, 4, 256


def sixteen_cores():
    """The 16-core design's module, built through IRON (logical tiles: aiec
places them when it compiles the module)."""
    from aie.iron import ObjectFifo, Program, Runtime, Worker
    from aie.iron.controlflow import range_
    from aie.iron.device import NPU1

    column_ty = np.ndarray[(TILE * PER_COLUMN,), np.dtype[np.int32]]
    tile_ty = np.ndarray[(TILE,), np.dtype[np.int32]]
    offsets = [TILE * w for w in range(PER_COLUMN)]

    def add_one(of_in, of_out):
        for _ in range_(8):
            elem_in = of_in.acquire(1)
            elem_out = of_out.acquire(1)
            for i in range_(TILE):
                elem_out[i] = elem_in[i] + 1
            of_in.release(1)
            of_out.release(1)

    ins, outs, workers = [], [], []
    for c in range(COLUMNS):
        of_in = ObjectFifo(column_ty, name=f"in{c}")
        of_out = ObjectFifo(column_ty, name=f"out{c}")
        names = [f"{c}_{w}" for w in range(PER_COLUMN)]
        parts_in = of_in.cons().split(offsets, obj_types=[tile_ty] * PER_COLUMN,
                                      names=[f"in{n}" for n in names])
        parts_out = of_out.prod().join(offsets, obj_types=[tile_ty] * PER_COLUMN,
                                       names=[f"out{n}" for n in names])
        workers += [Worker(add_one, [parts_in[w].cons(), parts_out[w].prod()])
                    for w in range(PER_COLUMN)]
        ins.append(of_in)
        outs.append(of_out)

    def sequence(*args):
        buffers, handles = args[:2 * COLUMNS], args[2 * COLUMNS:]
        for c in range(COLUMNS):
            handles[c].fill(buffers[c])
        for c in range(COLUMNS):
            handles[COLUMNS + c].drain(buffers[COLUMNS + c], wait=True)

    rt = Runtime(sequence, [column_ty] * (2 * COLUMNS)
                 + [of.prod() for of in ins] + [of.cons() for of in outs])
    return Program(NPU1(), rt, workers=workers).resolve_program()


def timed(f, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return times


def report(what, times):
    print(f"{what:<44} median {statistics.median(times) * 1e3:8.1f} ms"
          f"  (min {min(times) * 1e3:.1f}, max {max(times) * 1e3:.1f}, {len(times)} runs)")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=15)
    runs = p.parse_args().runs
    report("python3 -c 'import aie.iron' (whole process)",
           timed(lambda: subprocess.run([sys.executable, "-c", "import aie.iron"], check=True), runs))
    report("python3 -c 'pass' (the interpreter alone)",
           timed(lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), runs))
    text = str(sixteen_cores())
    assert text.count("aie.core") == COLUMNS * PER_COLUMN, "the design has 16 cores"
    report("build and print the 16-core design", timed(lambda: str(sixteen_cores()), runs))


if __name__ == "__main__":
    main()
