# IRON's passthrough written with aie.iron: the Python this example's
# design.mlir is the output of (`python3 design.py > design.mlir`, the header
# comment kept). A core copies each 256-word line of `in` to `out` through
# a function written in Python; the runtime sequence fills `in` from
# argument 0 and drains `out` into argument 1.
import numpy as np

from aie.helpers.dialects.func import func
from aie.iron import ObjectFifo, Program, Runtime, Worker
from aie.iron.controlflow import range_
from aie.iron.device import NPU1Col1

LENGTH = 1024
LINE = 256
vector = np.ndarray[(LENGTH,), np.dtype[np.int32]]
line = np.ndarray[(LINE,), np.dtype[np.int32]]


@func
def passThroughLine(src: line, dst: line, width: np.int32):
    for i in range_(width):
        dst[i] = src[i]


of_in = ObjectFifo(line, name="in")
of_out = ObjectFifo(line, name="out")


def copy_lines(src, dst, copy):
    out = dst.acquire(1)
    inp = src.acquire(1)
    copy(inp, out, LINE)
    src.release(1)
    dst.release(1)


worker = Worker(copy_lines, [of_in.cons(), of_out.prod(), passThroughLine])


def sequence(a, b, _, fill, drain):
    fill.fill(a)
    drain.drain(b, wait=True)


rt = Runtime(sequence, [vector, vector, vector, of_in.prod(), of_out.cons()])
print(Program(NPU1Col1(), rt, workers=[worker]).resolve_program())
