"""``TensorTiler2D``: ``TensorAccessSequence`` factories that cut a 2-D tensor
into tiles, one pattern per tile or per group of tiles.

Terms (each a (height, width) pair): the *tile* is a block of elements; a
*group* is ``repeats`` tiles per dimension, ``steps`` tiles apart (step 1:
adjacent tiles); the sequence holds one pattern per group position, the
groups interleaving where steps exceed 1.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from aie.utils import ceildiv

from .tap import TensorAccessPattern
from .tas import TensorAccessSequence
from .utils import validate_and_clean_sizes_strides, validate_tensor_dims

__all__ = ["TensorTiler2D"]


def _patterns_per_dim(tiles: int, step: int, repeat: int) -> int:
    """How many group positions cover ``tiles`` tiles in one dimension: each
    whole block of ``step * repeat`` tiles holds ``step`` interleaved groups;
    the tiles left over hold ``step`` groups of fewer repeats if at least
    ``step`` remain, else one group each."""
    block = step * repeat
    left_over = tiles % block
    last = step if left_over >= step else left_over
    return tiles // block * step + last


@dataclass(frozen=True)
class _Tiling:
    """A checked tiling of a (height, width) tensor, with the repeats and
    steps already pruned to the tensor."""

    tensor: tuple[int, int]
    tile: tuple[int, int]
    repeats: tuple[int, int]
    steps: tuple[int, int]
    tile_col_major: bool
    group_col_major: bool
    iter_col_major: bool
    pattern_repeat: int
    prune_step: bool

    def patterns_per_dim(self) -> tuple[int, int]:
        return tuple(
            _patterns_per_dim(t // d, s, r)
            for t, d, s, r in zip(self.tensor, self.tile, self.steps, self.repeats)
        )

    def first_tile(self, index: int) -> tuple[int, int]:
        """The (row, column) in tiles of the first tile of pattern ``index``."""
        per_col, per_row = self.patterns_per_dim()
        if self.iter_col_major:
            row, col = index % per_col, index // per_col
        else:
            row, col = index // per_row, index % per_row
        return tuple(
            i // s * s * r + i % s
            for i, s, r in zip((row, col), self.steps, self.repeats)
        )

    def offset(self, first_tile: tuple[int, int]) -> int:
        (row, col), (tile_h, tile_w) = first_tile, self.tile
        return row * tile_h * self.tensor[1] + col * tile_w

    def sizes_strides(self, first_tile: tuple[int, int]) -> tuple[list, list]:
        """The loops of the pattern whose group starts at ``first_tile``."""
        width = self.tensor[1]
        (tile_h, tile_w), (step_h, step_w) = self.tile, self.steps
        # A group at the tensor's edge has fewer repeats, and a step past the
        # edge does not matter.
        left_h, left_w = (
            t // d - f for t, d, f in zip(self.tensor, self.tile, first_tile)
        )
        rep_h = min(self.repeats[0], ceildiv(left_h, step_h))
        rep_w = min(self.repeats[1], ceildiv(left_w, step_w))
        step_h = 1 if step_h > left_h else step_h
        step_w = 1 if step_w > left_w else step_w

        if self.prune_step:
            # Adjacent tiles visited in the order of the tile's own elements
            # make one bigger tile.
            if self.group_col_major and not self.tile_col_major:
                if step_h == 1 and rep_h > 1:
                    tile_h, rep_h = tile_h * rep_h, 1
            elif not self.group_col_major and self.tile_col_major:
                if step_w == 1 and rep_w > 1:
                    tile_w, rep_w = tile_w * rep_w, 1

        if self.tile_col_major:
            sizes, strides = [1, 1, tile_w, tile_h], [0, 0, 1, width]
        else:
            sizes, strides = [1, 1, tile_h, tile_w], [0, 0, width, 1]
        group_h = (rep_h, width * tile_h * step_h)
        group_w = (rep_w, tile_w * step_w)
        if rep_h > 1 and rep_w > 1:
            outer, inner = (
                (group_w, group_h) if self.group_col_major else (group_h, group_w)
            )
            (sizes[0], strides[0]), (sizes[1], strides[1]) = outer, inner
        elif rep_h > 1:
            sizes[1], strides[1] = group_h
        elif rep_w > 1:
            sizes[1], strides[1] = group_w
        sizes, strides = validate_and_clean_sizes_strides(sizes, strides)

        if self.pattern_repeat != 1:
            # Only the outermost loop may repeat with stride 0 on the device.
            if sizes[0] != 1 or strides[0] != 0:
                raise ValueError(
                    f"Ran out of dimensions for repeat (sizes={sizes}, strides={strides})"
                )
            sizes[0] = self.pattern_repeat
            sizes, strides = validate_and_clean_sizes_strides(sizes, strides)
        return sizes, strides


class TensorTiler2D:
    """Factories (class methods only) of ``TensorAccessSequence`` tilings of
    2-D tensors; a 1-D tensor ``(n,)`` is the matrix ``[1, n]``."""

    _DTYPE = np.int32
    _NUM_DIMS = 2

    def __init__(self):
        raise Exception(
            f"{self.__class__} cannot be instantiated. Use it as a "
            "factory/generator of TensorAccessSequences."
        )

    @classmethod
    def simple_tiler(
        cls,
        tensor_dims: Sequence[int],
        tile_dims: Sequence[int] | None = None,
        tile_col_major: bool = False,
        iter_col_major: bool = False,
        pattern_repeat: int = 1,
        prune_step: bool = True,
    ) -> TensorAccessSequence:
        """One pattern per tile (the whole tensor if ``tile_dims`` is None):
        ``group_tiler`` with groups of one tile."""
        if tile_dims is None:
            tile_dims = deepcopy(tensor_dims)
        return cls.group_tiler(
            tensor_dims=tensor_dims,
            tile_dims=tile_dims,
            tile_col_major=tile_col_major,
            iter_col_major=iter_col_major,
            pattern_repeat=pattern_repeat,
            prune_step=prune_step,
        )

    @classmethod
    def group_tiler(
        cls,
        tensor_dims: Sequence[int],
        tile_dims: Sequence[int],
        tile_group_dims: Sequence[int] | None = None,
        tile_col_major: bool = False,
        tile_group_col_major: bool = False,
        iter_col_major: bool = False,
        pattern_repeat: int = 1,
        allow_partial: bool = False,
        prune_step: bool = True,
    ) -> TensorAccessSequence:
        """One pattern per group of ``tile_group_dims`` adjacent tiles
        (default (1, 1)): ``step_tiler`` with steps of one tile."""
        if tile_group_dims is None:
            tile_group_dims = (1,) * cls._NUM_DIMS
        return cls.step_tiler(
            tensor_dims=tensor_dims,
            tile_dims=tile_dims,
            tile_group_repeats=tile_group_dims,
            tile_col_major=tile_col_major,
            tile_group_col_major=tile_group_col_major,
            iter_col_major=iter_col_major,
            pattern_repeat=pattern_repeat,
            allow_partial=allow_partial,
            prune_step=prune_step,
        )

    @classmethod
    def step_tiler(
        cls,
        tensor_dims: Sequence[int],
        tile_dims: Sequence[int],
        tile_group_repeats: Sequence[int],
        tile_group_steps: Sequence[int] | None = None,
        tile_col_major: bool = False,
        tile_group_col_major: bool = False,
        iter_col_major: bool = False,
        allow_partial: bool = False,
        pattern_repeat: int = 1,
        prune_step: bool = True,
    ) -> TensorAccessSequence:
        """One pattern per group of ``tile_group_repeats`` tiles spaced
        ``tile_group_steps`` tiles apart (default (1, 1)).

        ``tile_col_major``: elements within a tile column by column;
        ``tile_group_col_major``: tiles within a group column by column;
        ``iter_col_major``: groups along the sequence column by column;
        ``pattern_repeat``: each pattern accesses its group that many times
        (in the outermost loop, which must then be free); ``allow_partial``:
        groups may be cut short at the tensor's edges (otherwise the tensor
        must divide into whole groups); ``prune_step``: adjacent tiles
        accessed as one bigger tile where the order is the same.

        Raises ``ValueError`` for bad input, a tensor that does not divide
        into tiles, partial groups without ``allow_partial``, or a
        ``pattern_repeat`` with no free loop."""
        if tile_group_steps is None:
            tile_group_steps = (1,) * cls._NUM_DIMS
        tensor_dims = validate_tensor_dims(tensor_dims, expected_dims=cls._NUM_DIMS)
        tile_dims, repeats, steps = (
            validate_tensor_dims(dims, expected_dims=cls._NUM_DIMS)
            for dims in (tile_dims, tile_group_repeats, tile_group_steps)
        )
        for i, (tensor_dim, tile_dim) in enumerate(zip(tensor_dims, tile_dims)):
            if tensor_dim % tile_dim != 0:
                raise ValueError(
                    f"Tensor dimension {i} ({tensor_dim}) is not divisible by "
                    f"tile dim ({tile_dim})"
                )
        if not isinstance(pattern_repeat, int) or pattern_repeat < 1:
            raise ValueError(f"Pattern repeat must be >= 1 but is {pattern_repeat}")
        if not allow_partial:
            for i, (tensor_dim, tile_dim, repeat, step) in enumerate(
                zip(tensor_dims, tile_dims, repeats, steps)
            ):
                if tensor_dim % (tile_dim * repeat * step) != 0:
                    raise ValueError(
                        f"allow_partial={allow_partial} but tensor does not divide "
                        f"evenly into tile groups in dimension {i}"
                    )

        # No more repeats than fit in the tensor; a step past it is no step.
        tiles = [t // d for t, d in zip(tensor_dims, tile_dims)]
        tiling = _Tiling(
            tensor=tuple(tensor_dims),
            tile=tuple(tile_dims),
            repeats=tuple(
                min(r, ceildiv(n, s)) for n, r, s in zip(tiles, repeats, steps)
            ),
            steps=tuple(1 if s > n else s for n, s in zip(tiles, steps)),
            tile_col_major=tile_col_major,
            group_col_major=tile_group_col_major,
            iter_col_major=iter_col_major,
            pattern_repeat=pattern_repeat,
            prune_step=prune_step,
        )
        taps = []
        for index in range(int(np.prod(tiling.patterns_per_dim()))):
            first_tile = tiling.first_tile(index)
            sizes, strides = tiling.sizes_strides(first_tile)
            taps.append(
                TensorAccessPattern(
                    tensor_dims, tiling.offset(first_tile), sizes, strides
                )
            )
        return TensorAccessSequence.from_taps(taps)
