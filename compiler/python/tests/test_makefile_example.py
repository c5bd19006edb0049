"""examples/makefile_scale run as mlir-aie's examples are: by its Makefile,
with the package as installed (its Python, aie-sim's XRT prefix, CMake's
find_package(XRT)): `make`, `make run` (the C++ host), `make run_py`
(pyxrt), and `make trace`, whose summary is the kernel's hand-counted
cycles (scale.cc's header: 78)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "makefile_scale"

pytestmark = pytest.mark.skipif(
    not all(shutil.which(t) for t in ("make", "cmake", "aie-sim"))
    or not shutil.which(os.environ.get("CXX", "c++")),
    reason="needs make, CMake, a C++ compiler and aie-sim on PATH",
)


def make(tmp_path, target):
    out = subprocess.run(
        ["make", "-f", str(EXAMPLE / "Makefile"), target],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


def test_make_run_run_py_and_trace(tmp_path):
    make(tmp_path, "all")
    assert (tmp_path / "build" / "final.xclbin").exists()
    assert "PASS!" in make(tmp_path, "run")
    assert "PASS!" in make(tmp_path, "run_py")
    summary = make(tmp_path, "trace")
    assert "Total number of full kernel invocations is 4" in summary
    assert "First/Min/Avg/Max cycles is 78/ 78/ 78.0/ 78" in summary


def test_the_host_is_built_once(tmp_path):
    make(tmp_path, "scale.exe")
    built = (tmp_path / "scale.exe").stat().st_mtime_ns
    out = make(tmp_path, "scale.exe")
    assert "cmake" not in out
    assert (tmp_path / "scale.exe").stat().st_mtime_ns == built
