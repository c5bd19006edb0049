"""Checking outputs as mlir-aie's C++ test harnesses do (``test_utils::
nearly_equal``): ``|a - b| < max(atol, rtol * (|a| + |b|))``, with
``rtol = 0.128`` by default (bfloat16 and LUT-approximated kernels)."""

from __future__ import annotations

import sys

import numpy as np

from aie.utils.benchmark import print_benchmark

_DEFAULT_RTOL = 0.128


def nearly_equal(
    a, b, *, rtol: float = _DEFAULT_RTOL, atol: float | None = None
) -> np.ndarray:
    """Elementwise (broadcast) whether ``a`` and ``b``, as float32, are
    equal or ``|a - b| < max(atol, rtol * (|a| + |b|))`` (``atol`` defaults
    to float32's smallest normal; the sum is capped at float32's max); NaN
    is never nearly equal."""
    a32 = np.asarray(a, dtype=np.float32)
    b32 = np.asarray(b, dtype=np.float32)
    finfo = np.finfo(np.float32)
    if atol is None:
        atol = float(finfo.tiny)
    with np.errstate(over="ignore", invalid="ignore"):
        diff = np.abs(a32 - b32)
        scale = np.minimum(np.abs(a32) + np.abs(b32), finfo.max)
        threshold = np.maximum(atol, rtol * scale)
    return (a32 == b32) | (diff < threshold)


def count_mismatches(
    actual,
    ref,
    *,
    rtol: float = _DEFAULT_RTOL,
    atol: float | None = None,
    stop_at_nonfinite: bool = True,
) -> tuple[int, int]:
    """``(errors, checked)``: how many elements (flattened) are not
    :func:`nearly_equal` among those compared, and how many were compared:
    all, or with ``stop_at_nonfinite`` those before the first infinite or
    NaN value of either. Different sizes are a ``ValueError``."""
    a32 = np.asarray(actual, dtype=np.float32).ravel()
    r32 = np.asarray(ref, dtype=np.float32).ravel()
    if a32.shape != r32.shape:
        raise ValueError(
            f"actual and ref must have the same shape, got {a32.shape} vs {r32.shape}"
        )
    stop = len(a32)
    if stop_at_nonfinite:
        bad = np.flatnonzero(~(np.isfinite(a32) & np.isfinite(r32)))
        if bad.size:
            stop = int(bad[0])
    ok = nearly_equal(a32[:stop], r32[:stop], rtol=rtol, atol=atol)
    return int(ok.size - np.count_nonzero(ok)), stop


def assert_pass(
    actual,
    expected,
    *,
    rtol: float | None = None,
    atol: float | None = None,
    fail_msg: str | None = None,
    print_pass: bool = True,
) -> None:
    """Exits with ``FAIL!`` (and `` fail_msg``) unless ``actual`` matches
    ``expected``: exactly (``np.array_equal``) when neither tolerance is
    given, else by :func:`count_mismatches` (``rtol`` default 0.128). On a
    match prints ``PASS!`` when ``print_pass``."""
    if rtol is None and atol is None:
        ok = bool(np.array_equal(actual, expected))
    else:
        rtol = _DEFAULT_RTOL if rtol is None else rtol
        ok = count_mismatches(actual, expected, rtol=rtol, atol=atol)[0] == 0
    if not ok:
        sys.exit("FAIL!" if fail_msg is None else f"FAIL! {fail_msg}")
    if print_pass:
        print("PASS!")


def assert_close_with_benchmark(
    actual,
    expected,
    *,
    bench,
    ops: float | None = None,
    gflops_fmt: str = ".2f",
    float_rtol: float = 0.05,
    float_atol: float = 0.5,
    fail_msg: str | None = None,
    mismatch_indices: bool = False,
) -> None:
    """Checks ``actual`` (exactly for an integer ``expected``, else within
    ``float_rtol``/``float_atol``), then prints a blank line, ``bench``
    (:func:`print_benchmark`), ``NPU GFLOPS`` (``ops / (1000 * NPU avg
    us)``, when ``ops`` and NPU times are known) and ``PASS!``. With
    ``mismatch_indices`` an integer mismatch names its first five indices.
    A mismatch exits with ``FAIL!``."""
    if np.issubdtype(np.asarray(expected).dtype, np.integer):
        if mismatch_indices and not np.array_equal(actual, expected):
            where = np.argwhere(np.asarray(actual) != np.asarray(expected))[:5]
            sys.exit(
                f"FAIL! {fail_msg or 'output mismatch'} (first mismatches: {where.tolist()})"
            )
        assert_pass(actual, expected, fail_msg=fail_msg, print_pass=False)
    else:
        assert_pass(
            actual,
            expected,
            rtol=float_rtol,
            atol=float_atol,
            fail_msg=fail_msg,
            print_pass=False,
        )
    print()
    print_benchmark(bench)
    if ops is not None and bench.npu is not None:
        print(
            f"NPU GFLOPS                    : {ops / (1000 * bench.npu.avg_us):{gflops_fmt}}"
        )
    print("PASS!")
