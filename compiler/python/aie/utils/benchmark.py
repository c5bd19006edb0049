"""Timing a kernel callable: :func:`run_iters` and :func:`print_benchmark`."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable


@dataclass
class Stats:
    """Mean, least and greatest of some times, in microseconds."""

    avg_us: float
    min_us: float
    max_us: float


@dataclass
class BenchmarkResult:
    """End-to-end times, and the NPU's own times when the callable reports
    them (else None)."""

    e2e: Stats
    npu: Stats | None


def _stats(samples_us: list[float]) -> Stats:
    return Stats(
        avg_us=sum(samples_us) / len(samples_us),
        min_us=min(samples_us),
        max_us=max(samples_us),
    )


def _extract_npu_time_ns(ret) -> int | None:
    """The ``npu_time`` (ns) of a callable's result: of its second item
    when it is a tuple of two or more (``HostRuntime.load_and_run``'s
    ``(handle, KernelResult)``), else of itself; None without one."""
    candidate = ret[1] if isinstance(ret, tuple) and len(ret) >= 2 else ret
    return getattr(candidate, "npu_time", None)


def run_iters(
    fn: Callable, *args, warmup: int = 0, iters: int = 1, **kwargs
) -> BenchmarkResult:
    """Calls ``fn(*args, **kwargs)`` ``warmup`` untimed then ``iters`` timed
    times; the end-to-end time is measured around each call, the NPU time
    is the result's ``npu_time``. ``ValueError`` for ``iters < 1`` or
    ``warmup < 0``."""
    if iters < 1:
        raise ValueError(f"iters must be >= 1 (got {iters})")
    if warmup < 0:
        raise ValueError(f"warmup must be >= 0 (got {warmup})")
    e2e, npu = [], []
    for i in range(warmup + iters):
        start = time.perf_counter()
        ret = fn(*args, **kwargs)
        elapsed_us = (time.perf_counter() - start) * 1e6
        if i < warmup:
            continue
        e2e.append(elapsed_us)
        npu_ns = _extract_npu_time_ns(ret)
        if npu_ns is not None:
            npu.append(npu_ns / 1000.0)
    return BenchmarkResult(e2e=_stats(e2e), npu=_stats(npu) if npu else None)


def _line(label: str, s: Stats) -> str:
    return (
        f"{label:<13}(avg/min/max us): {s.avg_us:.1f} / {s.min_us:.1f} / {s.max_us:.1f}"
    )


def print_benchmark(result: BenchmarkResult) -> None:
    """Prints the NPU times (when known), then the end-to-end times, as
    ``NPU time     (avg/min/max us): a / b / c``."""
    if result.npu is not None:
        print(_line("NPU time", result.npu))
    print(_line("End-to-end", result.e2e))
