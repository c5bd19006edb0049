"""Which agent, the host (``"cpu"``) or the device (``"npu"``), holds the
current copy of each byte range of one allocation.

Host and device caches are reconciled a cache line at a time, so a state
boundary may only fall on a multiple of the coherence granule (the first
level-1 data cache line size, at least 64 bytes, a power of two).
"""

import bisect

_SYSFS_CACHE_DIR = "/sys/devices/system/cpu/cpu0/cache"


def _read_sysfs_line_size(cache_dir=_SYSFS_CACHE_DIR):
    """The line size of the first level-1 data (or unified) cache listed in
    ``cache_dir`` (``index0`` .. ``index7``), or None when none is readable."""
    for index in range(8):
        base = f"{cache_dir}/index{index}"
        try:
            level = int(_read(f"{base}/level"))
            kind = _read(f"{base}/type")
            if level == 1 and kind in ("Data", "Unified"):
                return int(_read(f"{base}/coherency_line_size"))
        except (OSError, ValueError):
            continue
    return None


def _read(path):
    with open(path) as f:
        return f.read().strip()


def _detect_coherence_granule(default=64):
    """This host's coherence granule: the level-1 data cache line size, never
    below ``default``, rounded up to a power of two."""
    size = max(_read_sysfs_line_size() or 0, default)
    return 1 << (size - 1).bit_length()


COHERENCE_GRANULE = _detect_coherence_granule()


class _CoherenceMap:
    """The state (``HOST`` or ``DEVICE``) of every byte of an allocation of
    ``nbytes`` bytes, as coalesced spans: span ``i`` covers
    ``[starts[i], starts[i + 1])`` (the last one up to ``nbytes``).

    ``uniform`` is the state of the whole allocation, or None when it is
    mixed: most queries stop there.
    """

    HOST = "cpu"
    DEVICE = "npu"

    def __init__(self, nbytes, state, granule=None):
        self.nbytes = nbytes
        self._granule = COHERENCE_GRANULE if granule is None else granule
        self._starts = [0]
        self._states = [state]
        self.uniform = state

    def _end(self, i):
        """Where span ``i`` ends."""
        return self._starts[i + 1] if i + 1 < len(self._starts) else self.nbytes

    def _span_at(self, offset):
        """The index of the span holding byte ``offset``."""
        return bisect.bisect_right(self._starts, offset) - 1

    def _overlapping(self, start, end):
        """Indices of the spans that overlap ``[start, end)``."""
        if start >= end:
            return range(0)
        return range(self._span_at(start), self._span_at(end - 1) + 1)

    def set(self, start, end, state):
        """Record ``[start, end)`` as ``state``.

        Raises ``ValueError`` (and records nothing) when the range is outside
        the allocation or would leave a state boundary off the granule.
        """
        if start >= end:
            return
        if start < 0 or end > self.nbytes:
            raise ValueError(
                f"bytes [{start}, {end}) are outside an allocation of {self.nbytes} bytes"
            )
        i, j = self._span_at(start), self._span_at(end - 1)
        before = self._states[i] if self._starts[i] < start else None
        after = self._states[j] if end < self._end(j) else None
        # The boundaries this write leaves: at start unless the byte before
        # holds the same state, at end unless the byte after does.
        left = self._states[self._span_at(start - 1)] if start > 0 else state
        right = self._states[self._span_at(end)] if end < self.nbytes else state
        for edge, neighbour in ((start, left), (end, right)):
            if neighbour != state and edge % self._granule:
                raise ValueError(
                    f"recording {state!r} for bytes [{start}, {end}) would put a state "
                    f"boundary at byte {edge}, which is not a multiple of the "
                    f"{self._granule}-byte coherence granule: host and device are "
                    f"reconciled a cache line at a time, so the bytes on either side "
                    f"could not be transferred independently"
                )
        starts, states = [start], [state]
        if before is not None:
            starts.insert(0, self._starts[i])
            states.insert(0, before)
        if after is not None:
            starts.append(end)
            states.append(after)
        self._starts[i : j + 1] = starts
        self._states[i : j + 1] = states
        self._merge(max(i - 1, 0), i + len(starts) + 1)
        self.uniform = self._states[0] if len(self._states) == 1 else None

    def _merge(self, lo, hi):
        """Joins neighbouring spans of one state among spans ``lo..hi``."""
        k = max(lo, 1)
        while k < min(hi, len(self._states)):
            if self._states[k] == self._states[k - 1]:
                del self._starts[k], self._states[k]
                hi -= 1
            else:
                k += 1

    def get(self, start, end):
        """The state of all of ``[start, end)``, or None if it is mixed."""
        if self.uniform is not None:
            return self.uniform
        seen = {self._states[i] for i in self._overlapping(start, end)}
        return seen.pop() if len(seen) == 1 else None

    def any_host_written(self, start, end):
        """Whether any byte of ``[start, end)`` is in the host's state."""
        if self.uniform is not None:
            return self.uniform == self.HOST
        return any(self._states[i] == self.HOST for i in self._overlapping(start, end))

    def ranges(self, start, end, state):
        """The maximal sub-ranges ``(lo, hi)`` of ``[start, end)`` in ``state``."""
        return [
            (max(self._starts[i], start), min(self._end(i), end))
            for i in self._overlapping(start, end)
            if self._states[i] == state
        ]
