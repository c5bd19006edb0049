# The design of the Makefile example, written with aie.iron: one core scales
# a 4096-element int16 tensor by a factor, 1024 elements at a time (its
# kernel: scale.cc). Run by the Makefile as mlir-aie's examples are:
#   python3 scale.py -d npu --xclbin-path build/final.xclbin --insts-path build/insts.bin [-t TRACE_BYTES]
# and as its own host with no --xclbin-path (compiles, runs, checks).
import argparse
import sys
from pathlib import Path

import numpy as np

import aie.iron as iron
from aie.iron import CompileTime, ExternalFunction, In, Out
from aie.iron.algorithms import transform
from aie.utils.hostruntime.argparse import add_compile_args, add_trace_arg
from aie.utils.hostruntime.cli import run_design_cli

LENGTH = 4096
TILE = 1024
HERE = Path(__file__).resolve().parent


@iron.jit
def scale(A: In, C: Out, F: In, *, trace_size: CompileTime[int] = 0):
    tile = np.ndarray[(TILE,), np.dtype[np.int16]]
    factor = np.ndarray[(1,), np.dtype[np.int32]]
    kernel = ExternalFunction(
        "scale_int16",
        source_file=str(HERE / "scale.cc"),
        arg_types=[tile, tile, factor, np.int32],
    )
    tensor = np.ndarray[(LENGTH,), np.dtype[np.int16]]
    return transform(
        kernel, tensor, factor, tile_size=TILE, trace_size=trace_size
    )


def run_and_verify(opts):
    a = np.arange(LENGTH, dtype=np.int16) % 100
    a_t = iron.tensor(a, dtype=np.int16, device="npu")
    c_t = iron.zeros(LENGTH, dtype=np.int16, device="npu")
    f_t = iron.full((1,), 3, dtype=np.int32, device="npu")
    scale(a_t, c_t, f_t)
    if not np.array_equal(c_t.numpy(), a * 3):
        sys.exit("FAIL: the output is not a * 3")
    print("PASS!")


def main():
    parser = argparse.ArgumentParser(prog="scale")
    add_compile_args(parser)
    add_trace_arg(parser)
    opts = parser.parse_args()
    run_design_cli(
        scale,
        opts,
        compile_kwargs=lambda o: {"trace_size": o.trace_size},
        run_and_verify=run_and_verify,
    )


if __name__ == "__main__":
    main()
