"""Functions as decorated Python functions (mlir-aie's
``aie.helpers.dialects.func``): ``@func`` makes a ``func.func`` whose
arguments are the annotated parameters and whose results are what the body
returns; calling it (or ``call``) builds a ``func.call``."""

from __future__ import annotations

import inspect
from functools import update_wrapper
from typing import get_args, get_origin

import numpy as np

from ...dialects._ods_common import get_op_result_or_op_results
from ...dialects.func import CallOp, FuncOp, ReturnOp
from ...extras.dialects.arith import ScalarValue, index_cast
from ...extras.meta import op_region_builder
from ...extras.util import get_user_code_loc, make_maybe_no_args_decorator
from ...ir import (
    Context,
    FlatSymbolRefAttr,
    FunctionType,
    IndexType,
    InsertionPoint,
    IntegerType,
    Operation,
    OpView,
    StringAttr,
    Type,
    TypeAttr,
    Value,
    _value,
)
from ..util import NpuDType, get_arg_types, try_convert_np_type_to_mlir_type


def _call_arg(a, expected):
    """Call argument `a` for a parameter of type `expected`: a Python number
    (a bool too, as mlir-aie takes it: an int) as a constant of that type,
    an index value cast to an expected integer."""
    if isinstance(a, (int, float)):
        return ScalarValue(a, dtype=expected)
    if isinstance(a, (Value, Operation, OpView)):
        v = _value(a)
        if IndexType.isinstance(v.type) and IntegerType.isinstance(expected):
            return index_cast(v, to=expected)
        return v
    return a


def call(callee_or_results, arguments_or_callee, arguments=None, *, call_op_ctor=CallOp.__base__, loc=None, ip=None):
    """``func.call``: ``call(func_op, [args])``, Python numbers becoming
    constants of the parameter types; or ``call(result_types, "name",
    [args])``. Returns the result, the results, or the op if none."""
    if loc is None:
        loc = get_user_code_loc()
    if isinstance(callee_or_results, FuncOp):
        f = callee_or_results
        if not isinstance(arguments_or_callee, (list, tuple)):
            raise ValueError("when constructing a call to a function, expected the second argument to be a "
                             f"list of call arguments, got {type(arguments_or_callee)}")
        if arguments is not None:
            raise ValueError("unexpected third argument when constructing a call to a function")
        inputs = list(f.type.inputs)
        if len(arguments_or_callee) != len(inputs):
            raise ValueError(f"Expected {len(inputs)} arguments, but got {len(arguments_or_callee)} arguments")
        args = [_call_arg(a, t) for a, t in zip(arguments_or_callee, inputs)]
        if not all(isinstance(a, (Value, Operation, OpView)) for a in args):
            raise ValueError(f"{args} must all be Value, Operation, or OpView")
        op = call_op_ctor(list(f.type.results), FlatSymbolRefAttr.get(f.name.value), args, loc=loc, ip=ip)
        return get_op_result_or_op_results(op)
    if isinstance(arguments_or_callee, list):
        raise ValueError("when constructing a call to a function by name, expected the second argument to "
                         f"be a string or a FlatSymbolRefAttr, got {type(arguments_or_callee)}")
    if not isinstance(arguments_or_callee, (str, FlatSymbolRefAttr)):
        raise ValueError(f"unexpected type {callee_or_results=}")
    if isinstance(arguments_or_callee, str):
        arguments_or_callee = FlatSymbolRefAttr.get(arguments_or_callee)
    return get_op_result_or_op_results(call_op_ctor(callee_or_results, arguments_or_callee, arguments, loc=loc, ip=ip))


def isalambda(v):
    """Whether `v` is a lambda expression."""
    return inspect.isfunction(v) and v.__name__ == "<lambda>"


def _valid_input_type(t):
    return (isinstance(t, (str, Type)) or isalambda(t) or get_origin(t) == np.ndarray
            or t in get_args(NpuDType))


def prep_func_types(sig, return_types):
    """(input types, return types, argument locations) from a signature's
    annotations and explicit `return_types`."""
    annotated = sig.return_annotation is not inspect.Signature.empty
    assert not (annotated and len(return_types) > 0), \
        "func can use return annotation or explicit return_types but not both"
    if annotated:
        return_types = sig.return_annotation
    if not isinstance(return_types, (tuple, list)):
        return_types = [return_types]
    return_types = list(return_types)
    assert all(isinstance(r, Type) for r in return_types), f"all return types must be mlir types {return_types=}"
    inputs = [p.annotation for p in sig.parameters.values() if p.annotation is not inspect.Signature.empty]
    assert all(_valid_input_type(t) for t in inputs), \
        f"all input types must be mlir types or ndarrays (tensors) or np dtypes {inputs=}"
    loc = get_user_code_loc()
    locs = None if loc is None else [loc] * len(sig.parameters)
    return inputs, return_types, locs


# The bytecode of a function whose body is only `pass` or a docstring.
_EMPTY_BODY = (lambda: None).__code__.co_code


class FuncBase:
    """A Python function to be emitted as a ``func.func`` (once per MLIR
    context) and called with ``func.call``. A body of only ``pass`` makes a
    private declaration, emitted at once."""

    def __init__(self, body_builder, func_op_ctor, return_op_ctor, call_op_ctor, return_types=None,
                 sym_visibility=None, arg_attrs=None, res_attrs=None, func_attrs=None,
                 loc=None, ip=None, qualname=None):
        assert inspect.isfunction(body_builder), body_builder
        self.body_builder = body_builder
        self.func_name = body_builder.__name__
        self.func_op_ctor = func_op_ctor
        self.return_op_ctor = return_op_ctor
        self.call_op_ctor = call_op_ctor
        self.arg_attrs = arg_attrs
        self.res_attrs = res_attrs
        self.loc = loc
        self.ip = ip
        self.qualname = qualname
        self.sym_visibility = sym_visibility
        self.func_attrs = dict(func_attrs or {})
        self._by_context = {}
        sig = inspect.signature(body_builder)
        self.input_types, self.return_types, self.arg_locs = prep_func_types(sig, list(return_types or []))
        if self._is_decl():
            assert len(self.input_types) == len(sig.parameters), "func decl needs all input types annotated"
            self.sym_visibility = "private"
            self.emit()

    def _is_decl(self):
        return self.body_builder.__code__.co_code == _EMPTY_BODY

    def __str__(self):
        return f"{self.__class__} {self.__dict__}"

    @property
    def _func_op(self):
        return self._by_context.get(id(Context.current))

    @_func_op.setter
    def _func_op(self, op):
        if op is None:
            self._by_context.pop(id(Context.current), None)
        else:
            self._by_context[id(Context.current)] = op

    def _resolved_inputs(self):
        out = []
        for t in self.input_types:
            if isinstance(t, str):
                t = Type(eval(t, self.body_builder.__globals__))
            elif isalambda(t):
                t = t()
            out.append(try_convert_np_type_to_mlir_type(t))
        return out

    def emit(self, *call_args, force=False):
        """The ``func.func`` in the current context, built on first use
        (again with ``force``)."""
        return self._emit(call_args, False, force)

    def _emit(self, call_args, decl, force):
        """:meth:`emit`; with ``decl`` a private declaration."""
        if self._func_op is not None and not force:
            return self._func_op
        inputs = self._resolved_inputs()
        if call_args:
            assert len(call_args) == len(inputs)
        ftype = FunctionType.get(inputs=inputs, results=self.return_types)
        op = self.func_op_ctor(self.func_name, ftype, visibility=self.sym_visibility, loc=self.loc,
                               ip=self.ip or InsertionPoint.current)
        if self.arg_attrs is not None:
            op.arg_attrs = self.arg_attrs
        if self.res_attrs is not None:
            op.result_attrs = self.res_attrs
        for k, v in self.func_attrs.items():
            op.attributes[k] = v
        self._func_op = op
        if decl or self._is_decl():
            if decl:
                op.attributes["sym_visibility"] = StringAttr.get("private")
            return op
        op.regions[0].blocks.append(*inputs, arg_locs=self.arg_locs)
        returned = []

        def body(*args):
            results = self.body_builder(*args)
            if results is not None:
                types = get_arg_types(list(results) if isinstance(results, (tuple, list)) else [results])
                returned.extend(types or [])
            return results

        def terminator(results):
            self.return_op_ctor([_value(r) for r in results])

        op_region_builder(op, op.regions[0], terminator=terminator)(body)
        if returned:
            op.attributes["function_type"] = TypeAttr.get(FunctionType.get(inputs=inputs, results=returned))
        return op

    def __call__(self, *call_args):
        return call(self.emit(*call_args), list(call_args))


@make_maybe_no_args_decorator
def func(f, *, sym_visibility=None, arg_attrs=None, res_attrs=None, func_attrs=None, emit=False, loc=None,
         ip=None) -> FuncBase:
    """``@func`` / ``@func(emit=True, sym_visibility=...)``: `f` as a FuncBase."""
    if loc is None:
        loc = get_user_code_loc()
    fb = FuncBase(body_builder=f, func_op_ctor=FuncOp, return_op_ctor=ReturnOp, call_op_ctor=CallOp,
                  sym_visibility=sym_visibility, arg_attrs=arg_attrs, res_attrs=res_attrs,
                  func_attrs=func_attrs, loc=loc, ip=ip)
    update_wrapper(fb, f)
    if emit:
        fb.emit()
    return fb
