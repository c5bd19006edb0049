"""The `arith` dialect: the op classes generated from aiec's op table and
MLIR's hand-written extension (``ConstantOp(result_type, value)``,
``constant``)."""

from ._arith_enum_gen import *  # noqa: F401,F403
from ._arith_ops_gen import *  # noqa: F401,F403
from ._arith_ops_gen import ConstantOp as _ConstantOp
from ..ir import (
    Attribute,
    DenseElementsAttr,
    FloatAttr,
    FloatType,
    IndexType,
    IntegerAttr,
    IntegerType,
    OpView,
    Type,
    _register_opview,
)


def _is_integer_like_type(t):
    return IntegerType.isinstance(t) or IndexType.isinstance(t)


def _is_float_type(t):
    return FloatType.isinstance(t)


def _value_attr(result, value):
    """`value` (an int, float, numpy array or Attribute) as the constant
    attribute of type `result`."""
    if isinstance(value, Attribute):
        return value
    if isinstance(value, bool) or isinstance(value, int):
        if not _is_integer_like_type(result):
            if _is_float_type(result):
                return FloatAttr.get(result, float(value))
            raise ValueError(f"an integer constant needs an integer or index type, got {result}")
        return IntegerAttr.get(result, int(value))
    if isinstance(value, float):
        if not _is_float_type(result):
            raise ValueError(f"a float constant needs a float type, got {result}")
        return FloatAttr.get(result, value)
    try:
        import numpy as np
    except ImportError:  # pragma: no cover
        np = None
    if np is not None and isinstance(value, np.ndarray):
        return DenseElementsAttr.get(value, type=result)
    if np is not None and isinstance(value, np.generic):
        return _value_attr(result, value.item())
    raise TypeError(f"cannot make an arith.constant of {type(value).__name__} {value!r}")


@_register_opview
class ConstantOp(_ConstantOp):
    """``arith.constant``: ``ConstantOp(result_type, value)``, the value a
    Python int or float (or numpy array, or Attribute)."""

    def __init__(self, result, value, *, loc=None, ip=None):
        if not isinstance(result, Type):
            raise TypeError(f"ConstantOp takes the result type first, got {type(result).__name__}")
        attr = _value_attr(result, value)
        OpView.__init__(self, self.build_generic(results=[result], operands=[], attributes={"value": attr},
                                                 loc=loc, ip=ip))

    @classmethod
    def create_index(cls, value, *, loc=None, ip=None):
        """An ``index`` constant."""
        return cls(IndexType.get(), value, loc=loc, ip=ip)

    @property
    def type(self):
        return self.results[0].type

    @property
    def literal_value(self):
        """The value as a Python int or float."""
        a = self.value
        if IntegerAttr.isinstance(a):
            return IntegerAttr(a).value
        if FloatAttr.isinstance(a):
            return FloatAttr(a).value
        raise ValueError("only integer and float constants have a literal value")


def constant(result, value, *, loc=None, ip=None):
    """The result of ``arith.constant value : result``."""
    return ConstantOp(result, value, loc=loc, ip=ip).result
