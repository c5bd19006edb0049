"""Tests of ``aie.utils.verify``, ``aie.utils.benchmark`` and
``aie.utils.test`` (docs/python-utils.md)."""

from types import SimpleNamespace

import numpy as np
import pytest
from ml_dtypes import bfloat16

import aie.utils as utils
from aie.utils.benchmark import (
    BenchmarkResult,
    Stats,
    _extract_npu_time_ns,
    print_benchmark,
    run_iters,
)
from aie.utils.test import create_npu_kernel
from aie.utils.verify import (
    assert_close_with_benchmark,
    assert_pass,
    count_mismatches,
    nearly_equal,
)

# --- nearly_equal and count_mismatches --------------------------------------------


def test_nearly_equal_by_hand():
    # |1 - 1.2| = 0.2 < 0.128 * 2.2 = 0.2816; |1 - 1.4| = 0.4 >= 0.128 * 2.4 = 0.3072
    assert nearly_equal([1.0, 1.0], [1.2, 1.4]).tolist() == [True, False]
    assert nearly_equal(1.0, 1.4, rtol=0.2).tolist() is True  # 0.4 < 0.48
    assert nearly_equal([0.0], [1e-3], atol=1e-2).tolist() == [True]
    assert nearly_equal([0.0], [1e-3]).tolist() == [False]  # atol: float32's tiny
    assert nearly_equal([np.inf, np.nan, 0.0], [np.inf, np.nan, -0.0]).tolist() == [
        True,
        False,
        True,
    ]
    assert nearly_equal([3e38], [-3e38]).tolist() == [False]  # no overflow warning
    assert nearly_equal(np.ones((2, 1)), np.ones(3)).shape == (2, 3)


def test_count_mismatches():
    assert count_mismatches([1, 2, 3], [1, 2, 4]) == (1, 3)  # |3 - 4| = 1 >= 0.896
    assert count_mismatches([1, 2, 3], [1, 2, 3.3]) == (0, 3)
    actual, ref = [1.0, 5.0, np.inf, 9.0], [1.0, 1.0, 1.0, 1.0]
    assert count_mismatches(actual, ref) == (1, 2)  # stops at the inf
    assert count_mismatches(actual, ref, stop_at_nonfinite=False) == (3, 4)
    assert count_mismatches([[1, 2]], [1, 2]) == (0, 2)  # flattened
    with pytest.raises(ValueError, match=r"same shape, got \(2,\) vs \(3,\)"):
        count_mismatches([1, 2], [1, 2, 3])


# --- assert_pass -------------------------------------------------------------------


def test_assert_pass_is_exact_by_default(capsys):
    assert_pass(np.arange(3), [0, 1, 2])
    assert capsys.readouterr().out == "PASS!\n"
    assert_pass([1], [1], print_pass=False)
    assert capsys.readouterr().out == ""
    with pytest.raises(SystemExit) as exit:
        assert_pass([1.0, 2.0], [1.0, 2.0001])
    assert exit.value.code == "FAIL!"


def test_assert_pass_with_a_tolerance():
    assert_pass([1.0, 2.0], [1.0, 2.1], rtol=0.1, print_pass=False)
    assert_pass([0.0], [0.05], atol=0.1, print_pass=False)  # rtol defaults to 0.128
    with pytest.raises(SystemExit) as exit:
        assert_pass([1.0], [2.0], rtol=0.1, fail_msg="layer 3")
    assert exit.value.code == "FAIL! layer 3"
    values = np.array([1.0, 2.5], dtype=bfloat16)
    assert_pass(values, [1.0, 2.51], rtol=0.01, print_pass=False)


BENCH = BenchmarkResult(e2e=Stats(10.0, 8.0, 12.25), npu=Stats(4.0, 3.0, 5.0))


def test_assert_close_with_benchmark_prints_the_tail(capsys):
    assert_close_with_benchmark(np.arange(4), np.arange(4), bench=BENCH, ops=2e6)
    assert capsys.readouterr().out == (
        "\n"
        "NPU time     (avg/min/max us): 4.0 / 3.0 / 5.0\n"
        "End-to-end   (avg/min/max us): 10.0 / 8.0 / 12.2\n"
        "NPU GFLOPS                    : 500.00\n"
        "PASS!\n"
    )
    no_npu = BenchmarkResult(e2e=Stats(1.0, 1.0, 1.0), npu=None)
    assert_close_with_benchmark(
        [1.0, 2.0], [1.2, 2.0], bench=no_npu, ops=1e3, gflops_fmt=".4f"
    )
    assert "GFLOPS" not in capsys.readouterr().out


def test_assert_close_with_benchmark_failures():
    ints = np.array([1, 2, 3, 4, 5, 6, 7])
    with pytest.raises(SystemExit) as exit:
        assert_close_with_benchmark(ints + 1, ints, bench=BENCH, mismatch_indices=True)
    assert (
        exit.value.code
        == "FAIL! output mismatch (first mismatches: [[0], [1], [2], [3], [4]])"
    )
    with pytest.raises(SystemExit) as exit:
        assert_close_with_benchmark(ints + 1, ints, bench=BENCH, fail_msg="matmul")
    assert exit.value.code == "FAIL! matmul"
    floats = np.array([1.0, 10.0])
    with pytest.raises(SystemExit):  # |12 - 10| = 2 >= max(0.5, 0.05 * 22) = 1.1
        assert_close_with_benchmark(np.array([1.0, 12.0]), floats, bench=BENCH)
    assert_close_with_benchmark(np.array([1.0, 11.0]), floats, bench=BENCH)  # 1 < 1.05


# --- benchmark ------------------------------------------------------------------------


def test_run_iters_counts_warmup_and_reads_npu_time():
    calls = []

    def kernel(x, scale=1):
        calls.append((x, scale))
        return ("handle", SimpleNamespace(npu_time=2000 * len(calls)))

    result = run_iters(kernel, 5, scale=2, warmup=2, iters=3)
    assert calls == [(5, 2)] * 5
    assert result.npu == Stats(
        avg_us=8.0, min_us=6.0, max_us=10.0
    )  # calls 3..5: 6, 8, 10 us
    assert 0 <= result.e2e.min_us <= result.e2e.avg_us <= result.e2e.max_us


def test_run_iters_without_npu_time():
    result = run_iters(lambda: 42)
    assert result.npu is None and result.e2e.min_us == result.e2e.max_us
    with pytest.raises(ValueError, match=r"iters must be >= 1 \(got 0\)"):
        run_iters(lambda: 0, iters=0)
    with pytest.raises(ValueError, match=r"warmup must be >= 0 \(got -1\)"):
        run_iters(lambda: 0, warmup=-1)


def test_extract_npu_time():
    assert _extract_npu_time_ns(SimpleNamespace(npu_time=7)) == 7
    assert _extract_npu_time_ns((None, SimpleNamespace(npu_time=9), 0)) == 9
    assert _extract_npu_time_ns((SimpleNamespace(npu_time=9),)) is None
    assert _extract_npu_time_ns(3) is None


def test_print_benchmark(capsys):
    print_benchmark(BenchmarkResult(e2e=Stats(1.25, 1.0, 1.5), npu=None))
    assert capsys.readouterr().out == "End-to-end   (avg/min/max us): 1.2 / 1.0 / 1.5\n"


# --- aie.utils.test ----------------------------------------------------------------------


def test_create_npu_kernel(monkeypatch):
    made = []
    monkeypatch.setattr(
        utils, "NPUKernel", lambda **kw: made.append(kw) or "kernel", raising=False
    )
    monkeypatch.setattr(utils, "TraceConfig", lambda **kw: ("trace", kw), raising=False)
    opts = SimpleNamespace(xclbin="a.xclbin", instr="i.txt", kernel="K")
    assert create_npu_kernel(opts) is opts and opts.npu_kernel == "kernel"
    assert made == [
        dict(
            xclbin_path="a.xclbin",
            insts_path="i.txt",
            kernel_name="K",
            trace_config=None,
        )
    ]
    traced = SimpleNamespace(
        xclbin="a", instr="i", kernel="K", trace_size=8192, enable_ctrl_pkts=True
    )
    create_npu_kernel(traced)
    assert made[-1]["trace_config"] == (
        "trace",
        dict(
            trace_size=8192,
            trace_file="trace.txt",
            reuse_output_buffer=False,
            enable_ctrl_pkts=True,
        ),
    )


def test_create_npu_kernel_needs_the_runtime():
    if "NPUKernel" in dir(utils) or hasattr(utils, "NPUKernel"):
        pytest.skip("aie.utils has an NPUKernel")
    with pytest.raises(ImportError, match="NPUKernel"):
        create_npu_kernel(SimpleNamespace(xclbin="a", instr="i", kernel="K"))
