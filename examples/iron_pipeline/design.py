# A two-core pipeline written with aie.iron: the Python this example's
# design.mlir is the output of (`python3 design.py > design.mlir`, the header
# comment kept). The first Worker adds 1 to each 64-word object, the second
# doubles it; each runs its four objects once.
import numpy as np

from aie.iron import ObjectFifo, Program, Runtime, Worker
from aie.iron.controlflow import range_
from aie.iron.device import NPU1Col1

OBJECT = 64
OBJECTS = 4
line = np.ndarray[(OBJECT,), np.dtype[np.int32]]
tensor = np.ndarray[(OBJECT * OBJECTS,), np.dtype[np.int32]]

of_in = ObjectFifo(line, name="in")
of_mid = ObjectFifo(line, name="mid")
of_out = ObjectFifo(line, name="out")


def stage(step):
    """A core body applying ``step`` to each element of each object."""

    def body(src, dst):
        for _ in range_(OBJECTS):
            out = dst.acquire(1)
            inp = src.acquire(1)
            for k in range_(OBJECT):
                out[k] = step(inp[k])
            src.release(1)
            dst.release(1)

    return body


first = Worker(stage(lambda v: v + 1), [of_in.cons(), of_mid.prod()], while_true=False)
second = Worker(
    stage(lambda v: v + v), [of_mid.cons(), of_out.prod()], while_true=False
)


def sequence(inp, out, fill, drain):
    fill.fill(inp)
    drain.drain(out, wait=True)


rt = Runtime(sequence, [tensor, tensor, of_in.prod(), of_out.cons()])
print(Program(NPU1Col1(), rt, workers=[first, second]).resolve_program())
