"""Designs written once: element-wise transforms (single core or one
Worker per column), ``for_each`` (in place), ``reduce``, and the row loops
of convolution Workers."""

from ._transform import (
    transform,
    transform_binary,
    transform_parallel,
    transform_parallel_binary,
)
from .conv_pipeline import (
    row_at_a_time,
    row_at_a_time_tiled,
    row_at_a_time_with_skip,
    sliding_3row,
)
from .for_each import for_each
from .reduce import reduce

__all__ = [
    "row_at_a_time",
    "row_at_a_time_tiled",
    "row_at_a_time_with_skip",
    "sliding_3row",
    "for_each",
    "reduce",
    "transform",
    "transform_binary",
    "transform_parallel",
    "transform_parallel_binary",
]
