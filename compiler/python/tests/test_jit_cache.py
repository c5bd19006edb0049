"""The compile cache across processes (issue 57): an IRON design with a C++
kernel run by ``@iron.jit`` in a fresh interpreter each time. The second
process running it finds it in the cache and neither runs aiecc nor
compiles the kernel; an edited kernel source or an edited module value
the design reads is a miss, compiled again, and runs the new design."""

import json
import os
import subprocess
import sys

import pytest

# The design: each LINE-word block through a kernel adding a constant.
DESIGN = '''
import json
from pathlib import Path

import numpy as np

import aie.iron as iron
import aie.utils.compile as compile_package
from aie import _aiec
from aie.iron import ExternalFunction, In, ObjectFifo, Out, Program, Runtime, Worker
from aie.iron.controlflow import range_

N, LINE = 64, 16
KERNEL = Path(__file__).parent / "add.cc"

ran = {"aiecc": 0, "kernels": 0}
aiecc, kernel_compile = _aiec.package, compile_package.compile_external_kernel


def counted(what, run):
    def call(*args, **kwargs):
        ran[what] += 1
        return run(*args, **kwargs)

    return call


_aiec.package = counted("aiecc", aiecc)
compile_package.compile_external_kernel = counted("kernels", kernel_compile)


@iron.jit
def add_design(a: In, b: Out):
    line_ty = np.ndarray[(LINE,), np.dtype[np.int32]]
    vector_ty = np.ndarray[(N,), np.dtype[np.int32]]
    add = ExternalFunction(
        "add_k", source_file=str(KERNEL), arg_types=[line_ty, line_ty, np.int32]
    )
    of_in, of_out = ObjectFifo(line_ty, name="in"), ObjectFifo(line_ty, name="out")

    def core(of_in, of_out, add):
        for _ in range_(N // LINE):
            x, y = of_in.acquire(1), of_out.acquire(1)
            add(x, y, LINE)
            of_in.release(1)
            of_out.release(1)

    worker = Worker(core, [of_in.cons(), of_out.prod(), add])

    def sequence(a, b, fill, drain):
        fill.fill(a)
        drain.drain(b, wait=True)

    rt = Runtime(sequence, [vector_ty, vector_ty, of_in.prod(), of_out.cons()])
    return Program(iron.get_current_device(), rt, workers=[worker]).resolve_program()


a = iron.arange(N, dtype=np.int32, device="npu")
b = iron.zeros(N, dtype=np.int32, device="npu")
add_design(a, b)
print(json.dumps({**ran, "added": (b.numpy() - a.numpy()).tolist()}))
'''

KERNEL = """#include <stdint.h>
extern "C" void add_k(int32_t *in, int32_t *out, int32_t n) {
  for (int32_t i = 0; i < n; i++) out[i] = in[i] + ADD;
}
"""


@pytest.fixture
def run_design(tmp_path):
    """Runs the design script in ``tmp_path`` in a new interpreter with a
    compile cache of its own; what it compiled and what the kernel added."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(sys.path),
        "NPU_CACHE_HOME": str(tmp_path / "cache"),
        "AIESIM_DEVICE": "npu1",
    }

    def run():
        done = subprocess.run(
            [sys.executable, str(tmp_path / "design.py")],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, done.stderr
        result = json.loads(done.stdout.strip().splitlines()[-1])
        added = set(result.pop("added"))
        assert len(added) == 1, added
        return result, added.pop()

    return run


def test_a_second_process_hits_and_edits_miss(tmp_path, run_design):
    (tmp_path / "design.py").write_text(DESIGN)
    kernel = tmp_path / "add.cc"
    kernel.write_text(KERNEL.replace("ADD", "5"))

    assert run_design() == ({"aiecc": 1, "kernels": 1}, 5)
    assert run_design() == ({"aiecc": 0, "kernels": 0}, 5)  # the hit

    kernel.write_text(KERNEL.replace("ADD", "7"))
    assert run_design() == ({"aiecc": 1, "kernels": 1}, 7)
    assert run_design() == ({"aiecc": 0, "kernels": 0}, 7)

    design = (tmp_path / "design.py").read_text()
    (tmp_path / "design.py").write_text(design.replace("N, LINE = 64, 16", "N, LINE = 64, 32"))
    assert run_design() == ({"aiecc": 1, "kernels": 1}, 7)
    assert len(list((tmp_path / "cache").iterdir())) == 2  # the edited kernel replaced its entry
