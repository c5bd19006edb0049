"""Functions as decorated Python functions (mlir-aie's
``aie.helpers.dialects.func``): ``@func`` makes a ``func.func`` whose
arguments are the annotated parameters and whose results are what the body
returns; calling it (or ``call``) builds a ``func.call``."""

from __future__ import annotations

from functools import update_wrapper
from typing import get_args, get_origin

import numpy as np

from ...dialects.func import CallOp, FuncOp, ReturnOp
from ...extras.dialects import func as _extras
from ...extras.dialects.func import call, isalambda  # noqa: F401 (mlir-aie's names)
from ...extras.util import get_user_code_loc, make_maybe_no_args_decorator
from ...ir import Type
from ..util import NpuDType, try_convert_np_type_to_mlir_type


def _valid_input_type(t):
    return (isinstance(t, (str, Type)) or isalambda(t) or get_origin(t) == np.ndarray
            or t in get_args(NpuDType))


def prep_func_types(sig, return_types):
    """(input types, return types, argument locations) from a signature's
    annotations and explicit `return_types`."""
    return _extras._func_types(sig, return_types, _valid_input_type, lambda r: isinstance(r, Type),
                               "mlir types or ndarrays (tensors) or np dtypes")


def _evaluate_annotation(t, globals_, locals_):
    """A parameter's type: a string evaluated in the function's globals, a
    lambda called, a numpy dtype or ndarray type converted."""
    if isinstance(t, str):
        return Type(eval(t, globals_))  # noqa: S307 - the annotation's own text
    if isalambda(t):
        return t()
    return try_convert_np_type_to_mlir_type(t)


class FuncBase(_extras.FuncBase):
    """mlir-aie's FuncBase: :class:`aie.extras.dialects.func.FuncBase`
    without generics, ``sym_name`` or ``function_type``, whose parameter
    types are always their annotations (numpy types too)."""

    def __init__(self, body_builder, func_op_ctor, return_op_ctor, call_op_ctor, return_types=None,
                 sym_visibility=None, arg_attrs=None, res_attrs=None, func_attrs=None,
                 loc=None, ip=None, qualname=None):
        super().__init__(body_builder, func_op_ctor, return_op_ctor, call_op_ctor, return_types=return_types,
                         sym_visibility=sym_visibility, arg_attrs=arg_attrs, res_attrs=res_attrs,
                         func_attrs=func_attrs, qualname=qualname, loc=loc, ip=ip)

    _prep_func_types = staticmethod(prep_func_types)
    _evaluate_annotation = staticmethod(_evaluate_annotation)

    def emit(self, *call_args, force=False):
        """The ``func.func`` in the current context, built on first use
        (again with ``force``)."""
        if call_args:
            assert len(call_args) == len(self.input_types)
        return self._emit((), False, force)


@make_maybe_no_args_decorator
def func(f, *, sym_visibility=None, arg_attrs=None, res_attrs=None, func_attrs=None, emit=False, loc=None,
         ip=None) -> FuncBase:
    """``@func`` / ``@func(emit=True, sym_visibility=...)``: `f` as a FuncBase."""
    if loc is None:
        loc = get_user_code_loc()
    fb = FuncBase(body_builder=f, func_op_ctor=FuncOp.__base__, return_op_ctor=ReturnOp,
                  call_op_ctor=CallOp.__base__, sym_visibility=sym_visibility, arg_attrs=arg_attrs,
                  res_attrs=res_attrs, func_attrs=func_attrs, loc=loc, ip=ip)
    update_wrapper(fb, f)
    if emit:
        fb.emit()
    return fb
