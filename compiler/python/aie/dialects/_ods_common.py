"""The helpers MLIR's generated op classes and hand-written dialect code use
(``mlir.dialects._ods_common``)."""

from __future__ import annotations

from .. import _aiec
from ..ir import (
    AffineMap,
    AffineMapAttr,
    Attribute,
    OpResultList,
    OpView,
    Operation,
    UnitAttr,
    Value,
    _attr,
    _context,
    _value,
)


def get_default_loc_context(location=None):
    return location.context if location is not None else _context()


def get_op_result_or_value(arg):
    """A Value from a Value, or an op (or OpView) with one result."""
    return _value(arg)


def get_op_results_or_values(arg):
    """Values from an op's results, or from a sequence of values/ops."""
    if isinstance(arg, (Operation, OpView)):
        return list(arg.results)
    if isinstance(arg, OpResultList):
        return list(arg)
    return [_value(v) for v in arg]


def get_op_result_or_op_results(op):
    """What a value builder returns: the op with no results, its one result,
    or the list of them."""
    results = op.results
    if len(results) == 0:
        return op
    if len(results) == 1:
        return results[0]
    return results


def attr_for(op_name: str, attr: str, value) -> Attribute:
    """`value` as attribute `attr` of `op_name`: an Attribute as it is, a
    plain value by the kind aiec's op table declares."""
    if isinstance(value, Attribute):
        return value
    if isinstance(value, AffineMap):
        return AffineMapAttr.get(value)
    return _attr(_aiec.attr_for(op_name, attr, value))


# MLIR's dynamic size marker (`ShapedType::kDynamic`) and aiec's for a
# size or stride of a layout that is an operand.
_DYNAMIC = -(2**63)
_DYNAMIC_DIM = 2**64 - 1


def zipped_fields(*lists):
    """Parallel lists of ODS arguments (sizes, strides) as the tuples of the
    one attribute aiec holds them in, MLIR's dynamic marker as aiec's."""
    lists = [list(x or []) for x in lists]
    if len({len(x) for x in lists}) > 1:
        raise ValueError(f"the lists must be of one length, got {[len(x) for x in lists]}")
    return [tuple(_DYNAMIC_DIM if int(v) == _DYNAMIC else int(v) for v in t) for t in zip(*lists)]


def unit_attr():
    return UnitAttr.get()


def unstored_operand(op_name: str, arg: str, value):
    if value is not None and (not isinstance(value, (list, tuple)) or len(value)):
        raise ValueError(f"'{op_name}': aiec does not hold operand '{arg}'; leave it out")


def unstored_attr(op_name: str, arg: str, value, default):
    if value is None:
        return
    text = str(value) if isinstance(value, Attribute) else None
    if default is not None and text == default:
        return
    raise ValueError(f"'{op_name}': aiec does not hold '{arg}'; only its default"
                     f"{' ' + default if default else ''} is accepted")


def unstored_result(op_name: str, value):
    if value is not None:
        raise ValueError(f"'{op_name}': aiec's op has no such result; leave it out")


def segmented_accessor(elements, raw_segments, idx):
    sizes = list(raw_segments)
    start = sum(sizes[:idx])
    return elements[start:start + sizes[idx]]


def equally_sized_accessor(elements, n_simple, n_variadic, n_preceding_simple, n_preceding_variadic):
    total_variadic = len(elements) - n_simple
    group = total_variadic // n_variadic
    start = n_preceding_simple + n_preceding_variadic * group
    return start, group


class _Cext:
    """Stands in for MLIR's `_cext` where dialect code registers things."""

    @staticmethod
    def register_dialect(cls):
        return cls

    @staticmethod
    def register_operation(dialect, replace=False):
        def deco(cls):
            from ..ir import _register_opview

            return _register_opview(cls)

        return deco


_cext = _Cext()
