"""``TensorAccessPattern``: an offset and nested loops (sizes and strides,
outermost first) that visit the elements of a row-major tensor, as a DMA
buffer descriptor does."""

from __future__ import annotations

from copy import deepcopy
from math import prod
from typing import Iterator, Sequence

import numpy as np

from .utils import (
    _is_static,
    validate_and_clean_sizes_strides,
    validate_offset,
    validate_tensor_dims,
)


def _signless(v):
    """A run-time unsigned scalar as a signless integer that holds every
    value it may take (i32 for fewer than 32 bits, else i64), by
    ``emitc.cast`` (zero-extending), so that the signed checks see its true
    value, as mlir-aie's newest taplib does; anything else as it is."""
    if _is_static(v):
        return v
    from ...ir import IntegerType, Operation

    ty = IntegerType(v.type) if IntegerType.isinstance(v.type) else None
    if ty is None or not ty.is_unsigned:
        return v
    wide = IntegerType.get_signless(32 if ty.width < 32 else 64)
    return Operation.create("emitc.cast", results=[wide], operands=[v]).result


def _signless_all(values):
    """`values` with each run-time unsigned entry [`_signless`] (as given
    where all are known now)."""
    if values is None or all(_is_static(v) for v in values):
        return values
    return [_signless(v) for v in values]


def _copied(values):
    """A copy of `values`; entries known only at run time (values) shared."""
    return deepcopy(values) if all(_is_static(v) for v in values) else list(values)

__all__ = ["TensorAccessPattern"]

_NOT_2D = "Visualization is only currently supported for 1- or 2-dimensional tensors"


class TensorAccessPattern:
    """An access pattern over a tensor: element ``offset + sum(i_k * strides[k])``
    for every index tuple ``i`` in ``sizes`` (the last loop innermost), taken
    modulo the number of elements of the tensor."""

    _DTYPE = np.int32

    def __init__(
        self,
        tensor_dims: Sequence[int],
        offset: int,
        sizes: Sequence[int],
        strides: Sequence[int],
    ):
        """Check the pattern (``ValueError`` when bad); a one-dimensional
        tensor ``(n,)`` becomes ``[1, n]``; strides are cleaned as
        ``utils.validate_and_clean_sizes_strides`` says."""
        self._tensor_dims = validate_tensor_dims(tensor_dims)
        self._offset = validate_offset(_signless(offset), self._tensor_dims)
        sizes, strides = _signless_all(sizes), _signless_all(strides)
        self._sizes, self._strides = validate_and_clean_sizes_strides(sizes, strides)

    @property
    def tensor_dims(self) -> Sequence[int]:
        """A copy of the tensor's dimensions."""
        return deepcopy(self._tensor_dims)

    @property
    def offset(self) -> int:
        """The index of the first element accessed, in the flattened tensor."""
        return self._offset

    @property
    def sizes(self) -> Sequence[int]:
        """A copy of the loop sizes, outermost first."""
        return _copied(self._sizes)

    @property
    def strides(self) -> Sequence[int]:
        """A copy of the (cleaned) loop strides, outermost first."""
        return _copied(self._strides)

    @property
    def transformation_dims(self) -> Sequence[tuple[int, int]]:
        """The loops as ``(size, stride)`` pairs, outermost first."""
        return list(zip(self._sizes, self._strides))

    def _flat_indices(self) -> np.ndarray:
        """The index into the flattened tensor of every access, in order."""
        indices = np.array(self._offset, dtype=np.int64)
        for size, stride in zip(self._sizes, self._strides):
            step = np.arange(size, dtype=np.int64) * stride
            indices = indices[..., np.newaxis] + step
        return indices.reshape(-1) % prod(self._tensor_dims)

    def _accesses(
        self, order: bool, count: bool
    ) -> tuple[np.ndarray | None, np.ndarray | None]:
        indices = self._flat_indices()
        elements = prod(self._tensor_dims)
        access_order = access_count = None
        if order:
            # An element accessed more than once shows its last access number.
            access_order = np.full(elements, -1, dtype=self._DTYPE)
            visited, first_from_end = np.unique(indices[::-1], return_index=True)
            access_order[visited] = len(indices) - 1 - first_from_end
            access_order = access_order.reshape(self._tensor_dims)
        if count:
            access_count = np.bincount(indices, minlength=elements)
            access_count = access_count.astype(self._DTYPE).reshape(self._tensor_dims)
        return access_order, access_count

    def accesses(self) -> tuple[np.ndarray, np.ndarray]:
        """``(access_order(), access_count())``, computed together."""
        return self._accesses(order=True, count=True)

    def access_order(self) -> np.ndarray:
        """An int32 array of the tensor's shape: the number (from 0) of the
        last access of each element, -1 for an element never accessed."""
        return self._accesses(order=True, count=False)[0]

    def access_count(self) -> np.ndarray:
        """An int32 array of the tensor's shape: how many times each element
        is accessed."""
        return self._accesses(order=False, count=True)[1]

    def access_generator(self) -> Iterator[int]:
        """The index into the flattened tensor of every access, in order."""
        yield from self._flat_indices().tolist()

    def compare_access_orders(self, other: TensorAccessPattern) -> bool:
        """Whether ``other`` accesses the same elements in the same order,
        whatever its sizes and strides."""
        if not isinstance(other, TensorAccessPattern):
            raise ValueError(
                "Can only compare access order against another TensorAccessPattern"
            )
        return np.array_equal(self._flat_indices(), other._flat_indices())

    def visualize(
        self,
        show_arrows: bool | None = None,
        title: str | None = None,
        file_path: str | None = None,
        show_plot: bool = True,
        plot_access_count: bool = False,
    ) -> None:
        """Plot the access order (and the access count, with
        ``plot_access_count``) of a 2-D tensor as heat maps; needs matplotlib.

        ``show_arrows`` joins successive accesses (default: for tensors under
        1024 elements); ``title`` defaults to ``str(self)``; ``file_path``
        saves the figure; ``show_plot`` shows it."""
        from . import visualization2d

        if len(self._tensor_dims) != 2:
            raise NotImplementedError(_NOT_2D)
        access_order, access_count = self._accesses(order=True, count=plot_access_count)
        visualization2d.visualize_from_accesses(
            access_order,
            access_count,
            title=str(self) if title is None else title,
            show_arrows=show_arrows,
            file_path=file_path,
            show_plot=show_plot,
        )

    def __str__(self) -> str:
        return (
            f"TensorAccessPattern({self._tensor_dims} offset={self._offset}, "
            f"sizes={self._sizes}, strides={self._strides})"
        )

    def __eq__(self, other) -> bool:
        return isinstance(other, self.__class__) and (
            self._tensor_dims,
            self._offset,
            self._sizes,
            self._strides,
        ) == (other._tensor_dims, other._offset, other._sizes, other._strides)
