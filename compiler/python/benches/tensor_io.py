"""numpy in and out of a simulated run (docs/performance.md, "The Python
layer"): what moving an array into an NPU tensor and the result back out
costs, against the copies XRT's semantics need.

* **in**: ``aie.iron.tensor(array)`` — a new buffer object, the array
  copied into its host copy and synced to its device copy: two copies of
  the array, into memory the process has not touched before. Its floor is
  two ``np.copyto`` of the same bytes (into memory already touched).
* **out**: after a run has written the device copy, ``tensor.numpy()`` —
  synced back into the host copy and handed out without a copy: one copy.
  Its floor is one ``np.copyto``.

For each size, the median of N runs of each and its ratio to the floor
(1.0: nothing beyond the copies; a fixed cost shows at the small sizes).

    python3 compiler/python/benches/tensor_io.py [--runs N]
"""

import argparse
import statistics
import time

import numpy as np

SIZES = [16 << 10, 1 << 20, 16 << 20]


def median_time(fn, runs):
    """The median wall time of ``runs`` calls of ``fn``, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def measure(nbytes, runs):
    """(in, in floor, out, out floor) medians for ``nbytes`` of int32."""
    from aie.iron import tensor

    array = np.arange(nbytes // 4, dtype=np.int32)
    scratch = np.empty_like(array)
    made = tensor(array, dtype=np.int32)
    assert np.array_equal(made.numpy(), array)

    def read_back():
        # As after a run: the device copy holds the tensor's bytes.
        made.device = "npu"
        made.numpy()

    return (
        median_time(lambda: tensor(array, dtype=np.int32), runs),
        median_time(lambda: (np.copyto(scratch, array), np.copyto(scratch, array)), runs),
        median_time(read_back, runs),
        median_time(lambda: np.copyto(scratch, array), runs),
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=31)
    runs = parser.parse_args().runs
    print(f"{'bytes':>10} {'in':>10} {'floor':>10} {'ratio':>6} {'out':>10} {'floor':>10} {'ratio':>6}")
    for nbytes in SIZES:
        t_in, f_in, t_out, f_out = measure(nbytes, runs)
        print(
            f"{nbytes:>10} {t_in * 1e6:>8.1f}us {f_in * 1e6:>8.1f}us {t_in / f_in:>6.2f}"
            f" {t_out * 1e6:>8.1f}us {f_out * 1e6:>8.1f}us {t_out / f_out:>6.2f}"
        )


if __name__ == "__main__":
    main()
