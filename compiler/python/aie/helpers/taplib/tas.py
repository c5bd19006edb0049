"""``TensorAccessSequence``: a list of ``TensorAccessPattern`` over one tensor,
applied one after the other."""

from __future__ import annotations

from collections import abc
from copy import deepcopy
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from .tap import _NOT_2D, TensorAccessPattern
from .utils import (
    validate_and_clean_sizes_strides,
    validate_offset,
    validate_tensor_dims,
)

if TYPE_CHECKING:
    from matplotlib.animation import FuncAnimation

__all__ = ["TensorAccessSequence"]


def _step_function(
    fn: Callable[[int, Any], Any] | None, value: Any, what: str, fn_name: str
) -> Callable[[int, Any], Any]:
    """``fn``, or else a function of every step that returns ``value``."""
    if fn is not None:
        return fn
    if value is None:
        raise ValueError(f"{what} must be provided if {fn_name} is None")
    return lambda _step, _previous: value


class TensorAccessSequence(abc.MutableSequence):
    """A mutable sequence of ``TensorAccessPattern`` sharing one tensor's
    dimensions, which it checks on every insertion."""

    def __init__(
        self,
        tensor_dims: Sequence[int],
        num_steps: int,
        offset: int | None = None,
        sizes: Sequence[int] | None = None,
        strides: Sequence[int] | None = None,
        offset_fn: Callable[[int, int], int] | None = None,
        sizes_fn: Callable[[int, Sequence[int]], Sequence[int]] | None = None,
        strides_fn: Callable[[int, Sequence[int]], Sequence[int]] | None = None,
    ):
        """``num_steps`` patterns over ``tensor_dims``. Pattern ``step`` has
        offset ``offset_fn(step, previous_offset)`` (the previous step's value,
        ``offset`` before the first), likewise sizes and strides; without a
        function, each step takes the fixed ``offset``/``sizes``/``strides``.
        With ``num_steps=0`` the sequence is empty and none may be given.
        Raises ``ValueError`` for bad input."""
        self._tensor_dims = validate_tensor_dims(tensor_dims)
        if offset is not None:
            offset = validate_offset(offset, self._tensor_dims)
        sizes, strides = validate_and_clean_sizes_strides(
            sizes, strides, allow_none=True
        )
        if num_steps < 0:
            raise ValueError(f"Number of steps must be positive (but is {num_steps})")

        self._taps: list[TensorAccessPattern] = []
        if num_steps == 0:
            given = (offset, sizes, strides, offset_fn, sizes_fn, strides_fn)
            if any(v is not None for v in given):
                raise ValueError(
                    "If num_steps=0, no sizes/strides/offset information may be specified"
                )
            return

        next_offset = _step_function(offset_fn, offset, "Offset", "offset_fn")
        next_sizes = _step_function(sizes_fn, sizes, "Sizes", "size_fn")
        next_strides = _step_function(strides_fn, strides, "Strides", "stride_fn")
        for step in range(num_steps):
            offset = next_offset(step, offset)
            sizes = next_sizes(step, sizes)
            strides = next_strides(step, strides)
            self._taps.append(
                TensorAccessPattern(self._tensor_dims, offset, sizes, strides)
            )

    @classmethod
    def from_taps(cls, taps: Sequence[TensorAccessPattern]) -> TensorAccessSequence:
        """A sequence of the given patterns (at least one, all over one
        tensor's dimensions)."""
        if len(taps) < 1:
            raise ValueError(
                "Received no TensorAccessPatterns; must have at least one "
                "TensorAccessPatterns to create a TensorAccessSequence."
            )
        tensor_dims = taps[0].tensor_dims
        for t in taps:
            if t.tensor_dims != tensor_dims:
                raise ValueError(
                    "TensorAccessPatterns have multiple tensor dimensions "
                    f"(found {tensor_dims} and {t.tensor_dims})"
                )
        sequence = cls(tensor_dims, num_steps=0)
        sequence.extend(taps)
        return sequence

    def _accesses(
        self, order: bool, count: bool
    ) -> tuple[np.ndarray | None, np.ndarray | None]:
        # As mlir-aie computes it: each pattern's access numbers are shifted
        # past the highest number so far and added in (so an element accessed
        # by several patterns holds a sum), then all are lowered by one.
        combined_order = np.zeros(self._tensor_dims, TensorAccessPattern._DTYPE)
        combined_count = np.zeros(self._tensor_dims, TensorAccessPattern._DTYPE)
        highest = 0
        for tap in self._taps:
            tap_order, tap_count = tap._accesses(order, count)
            if order:
                accessed = tap_order != -1
                combined_order[accessed] += tap_order[accessed] + 1 + highest
                highest = combined_order.max()
            if count:
                combined_count += tap_count
        return (combined_order - 1 if order else None), (
            combined_count if count else None
        )

    def accesses(self) -> tuple[np.ndarray, np.ndarray]:
        """``(access_order(), access_count())``, computed together."""
        return self._accesses(order=True, count=True)

    def access_order(self) -> np.ndarray:
        """The access numbers of the patterns applied one after the other
        (numbers continue from one pattern to the next; -1: never accessed)."""
        return self._accesses(order=True, count=False)[0]

    def access_count(self) -> np.ndarray:
        """How many times the patterns together access each element."""
        return self._accesses(order=False, count=True)[1]

    def animate(
        self, title: str | None = None, animate_access_count: bool = False
    ) -> FuncAnimation:
        """A matplotlib animation of a 2-D tensor's accesses: a blank frame,
        then each pattern's access order (and access count, with
        ``animate_access_count``); needs matplotlib."""
        from . import visualization2d

        if len(self._tensor_dims) != 2:
            raise NotImplementedError(_NOT_2D)
        frames = [tap._accesses(True, animate_access_count) for tap in self._taps]
        order_frames = [np.full(self._tensor_dims, -1, TensorAccessPattern._DTYPE)]
        order_frames += [order for order, _ in frames]
        count_frames = None
        if animate_access_count:
            count_frames = [np.zeros(self._tensor_dims, TensorAccessPattern._DTYPE)]
            count_frames += [count for _, count in frames]
        return visualization2d.animate_from_accesses(
            order_frames,
            count_frames,
            title="TensorAccessSequence Animation" if title is None else title,
        )

    def visualize(
        self,
        title: str | None = None,
        file_path: str | None = None,
        show_plot: bool = True,
        plot_access_count: bool = False,
    ) -> None:
        """Plot the sequence's combined access order (and access count) of a
        2-D tensor as heat maps, as ``TensorAccessPattern.visualize`` does,
        without arrows; needs matplotlib."""
        from . import visualization2d

        if len(self._tensor_dims) != 2:
            raise NotImplementedError(_NOT_2D)
        access_order, access_count = self._accesses(True, plot_access_count)
        visualization2d.visualize_from_accesses(
            access_order,
            access_count,
            title="TensorAccessSequence" if title is None else title,
            show_arrows=False,
            file_path=file_path,
            show_plot=show_plot,
        )

    def compare_access_orders(self, other: TensorAccessSequence) -> bool:
        """Whether ``other`` has as many patterns and each accesses the same
        elements in the same order as this one's."""
        return len(self._taps) == len(other._taps) and all(
            mine.compare_access_orders(theirs)
            for mine, theirs in zip(self._taps, other._taps)
        )

    def _check_dims(self, tap: TensorAccessPattern) -> None:
        if tap.tensor_dims != self._tensor_dims:
            raise ValueError(
                f"Cannot add TensorAccessPattern with tensor dims {tap.tensor_dims} "
                f"to TensorAccessSequence with tensor dims {self._tensor_dims}"
            )

    def __contains__(self, tap: object) -> bool:
        return tap in self._taps

    def __iter__(self):
        return iter(self._taps)

    def __len__(self) -> int:
        return len(self._taps)

    def __getitem__(self, idx):
        return self._taps[idx]

    def __setitem__(self, idx, tap: TensorAccessPattern):
        self._check_dims(tap)
        self._taps[idx] = deepcopy(tap)

    def __delitem__(self, idx):
        del self._taps[idx]

    def insert(self, index: int, value: TensorAccessPattern) -> None:
        self._check_dims(value)
        self._taps.insert(index, value)

    def __eq__(self, other) -> bool:
        return isinstance(other, self.__class__) and self._taps == other._taps
