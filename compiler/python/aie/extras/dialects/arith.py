"""mlir-python-extras' ``arith`` as mlir-aie vendors it: ``constant`` with
its type inferred from the Python value, ``index_cast``, and
``ScalarValue``, an SSA scalar with Python's arithmetic and comparison
operators (``a + 1``, ``i < n``) building the matching ``arith`` ops."""

from __future__ import annotations

import ast
import copy

from ...dialects._arith_ops_gen import *  # noqa: F401,F403
from ...dialects import _arith_ops_gen as _ops
from ...dialects.arith import CmpFPredicate, CmpIPredicate, ConstantOp
from ..ast.canonicalize import Canonicalizer, FunctionPatcher, StrictTransformer
from ...ir import (
    BF16Type,
    F16Type,
    F32Type,
    F64Type,
    FloatType,
    IndexType,
    IntegerType,
    OpView,
    Type,
    Value,
    VectorType,
    _value,
    register_value_caster,
)


def _infer_type(value, vector=False):
    import numpy as np

    from ...helpers.util import infer_mlir_type

    if isinstance(value, np.ndarray):
        return infer_mlir_type(value, vector=vector)
    return infer_mlir_type(value)


def constant(value, type=None, index=None, *, result=None, vector=False, loc=None, ip=None):
    """``arith.constant value``: the type is `type` (or `result`), ``index``
    if `index`, else inferred from the value (an int ``i32`` where it fits,
    a float ``f32``; an array a tensor, or a vector if `vector`)."""
    type = type if type is not None else result
    if index:
        type = IndexType.get()
    if type is None:
        type = _infer_type(value, vector=bool(vector))
    if isinstance(value, bool):
        value = int(value)
    return ScalarValue(ConstantOp(type, value, loc=loc, ip=ip).result)


def index_cast(in_, to=None, *, out=None, loc=None, ip=None):
    """``arith.index_cast`` of `in_` to `to` (or `out`; default ``index``)."""
    to = to if to is not None else out if out is not None else IndexType.get()
    return ScalarValue(_ops.IndexCastOp(to, _value(in_), loc=loc, ip=ip).result)


def _is_int(t):
    return IntegerType.isinstance(t) or IndexType.isinstance(t)


def _is_unsigned(t):
    return IntegerType.isinstance(t) and IntegerType(t).is_unsigned


def _is_float(t):
    return FloatType.isinstance(t)


def _scalar_type(t):
    return VectorType(t).element_type if VectorType.isinstance(t) else t


# operator -> (op for integers, op for unsigned integers, op for floats)
_BINARY = {
    "add": ("AddIOp", "AddIOp", "AddFOp"),
    "sub": ("SubIOp", "SubIOp", "SubFOp"),
    "mul": ("MulIOp", "MulIOp", "MulFOp"),
    "truediv": ("DivSIOp", "DivUIOp", "DivFOp"),
    "floordiv": ("FloorDivSIOp", "DivUIOp", None),
    "mod": ("RemSIOp", "RemUIOp", "RemFOp"),
    "and": ("AndIOp", "AndIOp", None),
    "or": ("OrIOp", "OrIOp", None),
    "xor": ("XOrIOp", "XOrIOp", None),
    "lshift": ("ShLIOp", "ShLIOp", None),
    "rshift": ("ShRSIOp", "ShRUIOp", None),
}

# comparison -> (signed predicate, unsigned predicate, float predicate)
_COMPARE = {
    "lt": ("slt", "ult", "olt"),
    "le": ("sle", "ule", "ole"),
    "gt": ("sgt", "ugt", "ogt"),
    "ge": ("sge", "uge", "oge"),
    "eq": ("eq", "eq", "oeq"),
    "ne": ("ne", "ne", "one"),
}


def _flavour(t):
    s = _scalar_type(t)
    if _is_float(s):
        return 2
    if _is_int(s):
        return 1 if _is_unsigned(s) else 0
    raise TypeError(f"no arithmetic on values of type {t}")


class ArithValue(Value):
    """The base of values with Python's arithmetic (:class:`ScalarValue`,
    the vector values): made from a Value (or the op producing one), or
    from a Python number (an ``arith.constant`` of ``dtype=``, at
    ``loc=``/``ip=``). With ``fold=True``, arithmetic on two constants that
    both fold is computed in Python into a constant."""

    __slots__ = ("_fold",)

    def __new__(cls, arg, *, fold=None, **kwargs):
        if isinstance(arg, OpView) or (not isinstance(arg, Value) and hasattr(arg, "results")):
            arg = _value(arg)
        if not isinstance(arg, Value):
            arg = constant(arg, type=kwargs.get("dtype"), loc=kwargs.get("loc"), ip=kwargs.get("ip"))
        return Value.__new__(cls, arg)

    def __init__(self, arg, *, fold=None, **kwargs):
        if fold is not None and not isinstance(fold, bool):
            raise ValueError(f"fold={fold!r} is expected to be a bool.")
        self._fold = bool(fold)

    @property
    def literal_value(self):
        """The value of an ``arith.constant``."""
        owner = self.owner
        if not isinstance(owner, ConstantOp):
            raise ValueError("only constants have a literal value")
        return owner.literal_value

    def is_constant(self) -> bool:
        return isinstance(self.owner, ConstantOp)

    def fold(self) -> bool:
        """Whether arithmetic on this value is computed in Python: it is a
        constant made with ``fold=True``."""
        return self.is_constant() and getattr(self, "_fold", False)

    def coerce(self, other):
        """``(self, other)`` with ``other`` a value of this value's type (a
        Python number becomes a constant of it)."""
        if isinstance(other, ArithValue):
            return self, other
        if isinstance(other, Value):
            return self, ScalarValue(other)
        return self, ScalarValue(constant(other, type=self.type), fold=self.fold())


class ScalarValue(ArithValue):
    """A scalar (or vector) SSA value with Python operators. Made from a
    Value, or from a Python number and its `dtype` (an ``arith.constant``)."""

    __slots__ = ()

    def __new__(cls, val, dtype=None, *, fold=None, loc=None, ip=None):
        return ArithValue.__new__(cls, val, fold=fold, dtype=dtype, loc=loc, ip=ip)

    def __init__(self, val, dtype=None, *, fold=None, loc=None, ip=None):
        ArithValue.__init__(self, val, fold=fold)

    @property
    def dtype(self) -> Type:
        return self.type


    def _binary(self, name, other, reverse=False):
        _, other = self.coerce(other)
        lhs, rhs = (other, self) if reverse else (self, other)
        if lhs.type != rhs.type:
            raise ValueError(f"operands of {name} have different types: {lhs.type} and {rhs.type}")
        op = _BINARY[name][_flavour(lhs.type)]
        if op is None:
            raise TypeError(f"no '{name}' on values of type {lhs.type}")
        if lhs.fold() and rhs.fold() and name in _FOLDED:
            value = _FOLDED[name](lhs.literal_value, rhs.literal_value)
            return ScalarValue(constant(value, type=lhs.type), fold=True)
        return ScalarValue(getattr(_ops, op)(lhs, rhs).result)

    def _compare(self, name, other):
        _, other = self.coerce(other)
        flavour = _flavour(self.type)
        pred = _COMPARE[name][flavour]
        if flavour == 2:
            return ScalarValue(_ops.CmpFOp(CmpFPredicate[pred.upper()], self, other).result)
        return ScalarValue(_ops.CmpIOp(CmpIPredicate[pred], self, other).result)

    def __add__(self, other):
        return self._binary("add", other)

    def __radd__(self, other):
        return self._binary("add", other, True)

    def __sub__(self, other):
        return self._binary("sub", other)

    def __rsub__(self, other):
        return self._binary("sub", other, True)

    def __mul__(self, other):
        return self._binary("mul", other)

    def __rmul__(self, other):
        return self._binary("mul", other, True)

    def __truediv__(self, other):
        return self._binary("truediv", other)

    def __rtruediv__(self, other):
        return self._binary("truediv", other, True)

    def __floordiv__(self, other):
        return self._binary("floordiv", other)

    def __rfloordiv__(self, other):
        return self._binary("floordiv", other, True)

    def __mod__(self, other):
        return self._binary("mod", other)

    def __rmod__(self, other):
        return self._binary("mod", other, True)

    def __and__(self, other):
        return self._binary("and", other)

    def __or__(self, other):
        return self._binary("or", other)

    def __xor__(self, other):
        return self._binary("xor", other)

    def __lshift__(self, other):
        return self._binary("lshift", other)

    def __rshift__(self, other):
        return self._binary("rshift", other)

    def __neg__(self):
        if _flavour(self.type) == 2:
            return ScalarValue(_ops.NegFOp(self).result)
        return self._binary("sub", 0, True)

    def __lt__(self, other):
        return self._compare("lt", other)

    def __le__(self, other):
        return self._compare("le", other)

    def __gt__(self, other):
        return self._compare("gt", other)

    def __ge__(self, other):
        return self._compare("ge", other)

    def __eq__(self, other):
        if not isinstance(other, (Value, int, float)):
            return False
        if isinstance(other, Value) and not isinstance(other, ScalarValue):
            return Value.__eq__(self, other)
        if isinstance(other, ScalarValue) and other._s is self._s and other._i == self._i:
            return True
        return self._compare("eq", other)

    def __ne__(self, other):
        if not isinstance(other, (Value, int, float)):
            return True
        if isinstance(other, Value) and not isinstance(other, ScalarValue):
            return not Value.__eq__(self, other)
        return self._compare("ne", other)

    __hash__ = Value.__hash__

    def __str__(self):
        return Value.__str__(self)

    def __repr__(self):
        return f"ScalarValue({self})"


Scalar = ScalarValue

# The arithmetic folded in Python (``fold=True`` constants), by operator:
# integer division and remainder as arith's signed ones round (toward zero).
_FOLDED = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}

# Scalar results and arguments come back as ScalarValues.
for _t in (IntegerType, IndexType, F16Type, BF16Type, F32Type, F64Type):
    register_value_caster(_t.static_typeid)(ScalarValue)


def _dialect_call(module, op, args=(), keywords=()):
    """The AST of ``module.op(*args, **keywords)``."""
    return ast.Call(func=ast.Attribute(value=ast.Name(module, ctx=ast.Load()), attr=op, ctx=ast.Load()),
                    args=list(args), keywords=list(keywords))


class CanonicalizeFMA(StrictTransformer):
    """``x: T = v`` becomes ``x = arith_dialect.constant(result=T,
    value=v)`` (an ``arith.constant`` of type ``T``) and ``x += a * b``
    ``x = math_dialect.fma(a, b, x)``."""

    def visit_AnnAssign(self, updated_node):
        node = self.generic_visit(updated_node)
        if node.value is None:
            return node
        call = _dialect_call("arith_dialect", "constant",
                             keywords=[ast.keyword("result", node.annotation), ast.keyword("value", node.value)])
        return ast.fix_missing_locations(ast.copy_location(ast.Assign(targets=[node.target], value=call), node))

    def visit_AugAssign(self, updated_node):
        node = self.generic_visit(updated_node)
        product = node.value
        if not (isinstance(node.op, ast.Add) and isinstance(product, ast.BinOp) and isinstance(product.op, ast.Mult)):
            return node
        acc = copy.deepcopy(node.target)
        acc.ctx = ast.Load()
        call = _dialect_call("math_dialect", "fma", [product.left, product.right, acc])
        return ast.fix_missing_locations(ast.copy_location(ast.Assign(targets=[node.target], value=call), node))


class ArithPatchFunction(FunctionPatcher):
    """Puts ``aie.dialects.arith`` and ``aie.dialects.math`` in the
    function's module globals as ``arith_dialect`` and ``math_dialect``."""

    def patch_function(self, f):
        from ...dialects import arith, math

        f.__globals__["arith_dialect"] = arith
        f.__globals__["math_dialect"] = math
        return f


class ArithCanonicalizer(Canonicalizer):
    """Typed constants and fused multiply-adds (``CanonicalizeFMA``)."""

    cst_transformers = [CanonicalizeFMA]
    function_patchers = [ArithPatchFunction]


# `@canonicalize(using=arith.canonicalizer)` (aie.extras.ast.canonicalize).
canonicalizer = ArithCanonicalizer()
