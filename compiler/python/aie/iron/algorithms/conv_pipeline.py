"""Loop skeletons for convolution Workers, called inside a core body: the
acquire/release pattern of a row driver or a 3-row sliding window, with a
``do_kernel`` callback making the kernel call.

Weights are either a Buffer the callback closes over (``of_wts=None``; the
callback gets None) or an ObjectFifo end acquired once around the loop (the
callback gets the acquired weights)."""

from ..controlflow import range_


def _acquire_weights(of_wts):
    return of_wts.acquire(1) if of_wts is not None else None


def _release_weights(of_wts) -> None:
    if of_wts is not None:
        of_wts.release(1)


def row_at_a_time(of_in, of_out, *, n_rows, do_kernel, of_wts=None):
    """Per row (``n_rows``): one input and one output row,
    ``do_kernel(r_in, r_out, wts)``."""
    wts = _acquire_weights(of_wts)
    for _ in range_(n_rows):
        r_in = of_in.acquire(1)
        r_out = of_out.acquire(1)
        do_kernel(r_in, r_out, wts)
        of_in.release(1)
        of_out.release(1)
    _release_weights(of_wts)


def sliding_3row(of_in, of_out, *, n_out_rows, do_kernel, of_wts=None):
    """A 3-row window with the border rows repeated:
    ``do_kernel(top, mid, bot, r_out, wts, border)``, border 0 for the first
    output row (rows 0, 0, 1 of a 2-row acquire), 1 for the ``n_out_rows -
    2`` middle ones (3-row window, sliding by one), 2 for the last (rows 0, 1,
    1; both released)."""
    wts = _acquire_weights(of_wts)
    rows = of_in.acquire(2)
    r_out = of_out.acquire(1)
    do_kernel(rows[0], rows[0], rows[1], r_out, wts, 0)
    of_out.release(1)
    for _ in range_(n_out_rows - 2):
        rows = of_in.acquire(3)
        r_out = of_out.acquire(1)
        do_kernel(rows[0], rows[1], rows[2], r_out, wts, 1)
        of_in.release(1)
        of_out.release(1)
    rows = of_in.acquire(2)
    r_out = of_out.acquire(1)
    do_kernel(rows[0], rows[1], rows[1], r_out, wts, 2)
    of_in.release(2)
    of_out.release(1)
    _release_weights(of_wts)


def row_at_a_time_with_skip(of_in, of_out, of_skip, *, n_rows, do_kernel, of_wts=None):
    """``row_at_a_time`` with a skip row too:
    ``do_kernel(r_in, r_out, r_skip, wts)``."""
    wts = _acquire_weights(of_wts)
    for _ in range_(n_rows):
        r_in = of_in.acquire(1)
        r_out = of_out.acquire(1)
        r_skip = of_skip.acquire(1)
        do_kernel(r_in, r_out, r_skip, wts)
        of_in.release(1)
        of_out.release(1)
        of_skip.release(1)
    _release_weights(of_wts)


def row_at_a_time_tiled(
    of_in, of_out, *, n_rows, n_tiles_per_row, do_kernel, of_wts=None
):
    """Per row and per tile of the row: one input and one output tile,
    ``do_kernel(r_in, r_out, wts)``."""
    wts = _acquire_weights(of_wts)
    for _ in range_(n_rows):
        for _ in range_(n_tiles_per_row):
            r_in = of_in.acquire(1)
            r_out = of_out.acquire(1)
            do_kernel(r_in, r_out, wts)
            of_in.release(1)
            of_out.release(1)
    _release_weights(of_wts)
