"""Checks of the numbers that describe a tensor access: tensor dimensions, an
offset into the tensor, and the sizes and strides of the access's loops
(outermost first). Each check raises ``ValueError`` on bad input and returns
its (copied, and for sizes/strides cleaned) input.

An offset, size or stride may also be a value known only at run time (a
runtime sequence's scalar argument, or arithmetic on one): what cannot be
checked here is checked where the sequence runs, by a ``cf.assert`` built at
the current insertion point with the message the static check raises (the
run-time entries written ``<runtime>``), as mlir-aie's newest taplib does."""

from copy import deepcopy
from math import prod
from typing import Sequence

import numpy as np

__all__ = [
    "validate_and_clean_sizes_strides",
    "validate_tensor_dims",
    "validate_offset",
]


def _is_static(v) -> bool:
    """Whether `v` is known now (a Python or numpy integer)."""
    return isinstance(v, (int, np.integer))


def _runtime_text(values) -> str:
    return "[" + ", ".join(str(v) if _is_static(v) else "<runtime>" for v in values) + "]"


def _check_at_run_time(values, least: int, message: str) -> None:
    """``cf.assert`` that each run-time entry of `values` is >= `least`
    (compared signed, as the static check compares)."""
    from ...dialects import arith, cf
    from ...dialects.arith import CmpIPredicate
    from ...ir import IntegerAttr

    held = None
    for v in values:
        if _is_static(v):
            continue
        bound = arith.ConstantOp(v.type, IntegerAttr.get(v.type, least)).result
        ok = arith.CmpIOp(CmpIPredicate.sge, v, bound).result
        held = ok if held is None else arith.AndIOp(held, ok).result
    if held is not None:
        cf.assert_(held, message)


def _check_least(values, least: int, what: str) -> None:
    """Every entry of `values` >= `least`: now for the static ones, at run
    time for the others."""
    message = f"All {what} must be >= {least}, but got "
    if any(_is_static(v) and v < least for v in values):
        raise ValueError(message + f"{values}")
    if not all(_is_static(v) for v in values):
        _check_at_run_time(values, least, message + _runtime_text(values))


def _check_expected_dims(expected_dims: int | None) -> None:
    if expected_dims is not None and expected_dims < 1:
        raise ValueError(f"Expected dimensions ({expected_dims}) should be >= 1")


def validate_and_clean_sizes_strides(
    sizes: Sequence[int] | None,
    strides: Sequence[int] | None,
    allow_none: bool = False,
    expected_dims: int | None = None,
) -> tuple[Sequence[int] | None, Sequence[int] | None]:
    """Check sizes and strides and return copies of them, cleaned.

    Sizes must be >= 1 and strides >= 0; both must be non-empty and of one
    length (``expected_dims``, if given). ``None`` is accepted for either only
    with ``allow_none``.

    Cleaning: a loop of size 1 moves nowhere, so the strides of the outermost
    loops of size 1 are set to 0, up to the first loop of another size; the
    innermost stride is always kept. The cleaned strides are a list; the sizes
    keep their type.
    """
    if not allow_none:
        if sizes is None:
            raise ValueError("Sizes is None, but expected Sequence[int]")
        if strides is None:
            raise ValueError("Strides is None, but expected Sequence[int]")
    _check_expected_dims(expected_dims)
    if sizes is None and strides is None:
        return None, None

    for name, values in (("sizes", sizes), ("strides", strides)):
        if values is not None and len(values) == 0:
            raise ValueError(f"len({name}) must be >0")
    if sizes is not None and strides is not None:
        if expected_dims is not None:
            for name, values in (("sizes", sizes), ("strides", strides)):
                if len(values) != expected_dims:
                    raise ValueError(
                        f"Num dimensions of {name} ({values}) is not expected "
                        f"number of dimensions ({expected_dims})"
                    )
        elif len(sizes) != len(strides):
            raise ValueError(
                f"len(sizes) ({len(sizes)}) != len(strides) ({len(strides)})"
            )

    if sizes is not None:
        _check_least(sizes, 1, "sizes")
        sizes = deepcopy(sizes) if all(_is_static(v) for v in sizes) else list(sizes)
    if strides is not None:
        _check_least(strides, 0, "strides")
        strides = deepcopy(strides) if all(_is_static(v) for v in strides) else list(strides)

    if sizes is not None and strides is not None:
        strides = list(strides)
        for i in range(len(strides) - 1):
            if not _is_static(sizes[i]) or sizes[i] != 1:
                break
            strides[i] = 0
    return sizes, strides


def validate_tensor_dims(
    tensor_dims: Sequence[int], expected_dims: int | None = None
) -> Sequence[int]:
    """Check a tensor's dimensions (at least one, each >= 1; ``expected_dims``
    of them if given) and return a copy. A vector ``(n,)`` is the one-row
    matrix ``[1, n]``."""
    _check_expected_dims(expected_dims)
    tensor_dims = deepcopy(tensor_dims)
    if len(tensor_dims) == 0:
        raise ValueError(
            f"Number of tensor dimensions must be >= 1 (dimensions={tensor_dims})"
        )
    if any(d <= 0 for d in tensor_dims):
        raise ValueError(
            f"Each tensor dimension must be >= 1 (dimensions={tensor_dims})"
        )
    if len(tensor_dims) == 1:
        tensor_dims = [1, tensor_dims[0]]
    if expected_dims is not None and len(tensor_dims) != expected_dims:
        raise ValueError(
            f"Tensor dimension ({tensor_dims}) does not match expected dimension "
            f"({expected_dims})"
        )
    return tensor_dims


def validate_offset(offset: int, tensor_dims: Sequence[int] | None) -> int:
    """Check that an offset is >= 0 and, given the tensor's dimensions, an
    index into the tensor's elements; return it (one known only at run time
    as it is: the DMA lowering bounds its whole access on the host)."""
    if not _is_static(offset):
        return offset
    if offset < 0:
        raise ValueError(f"Offset must be >= 0 (offset={offset})")
    if tensor_dims:
        elements = prod(tensor_dims)
        if offset >= elements:
            raise ValueError(
                f"Offset too large: {offset}. Max value allowed for tensor: {elements}"
            )
    return offset
