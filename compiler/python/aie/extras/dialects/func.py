"""mlir-python-extras' ``func`` as mlir-aie vendors it (eudsl's): ``@func``
makes a Python function a ``func.func`` whose argument types are the
parameters' annotations (or ``function_type=``), named the function's name
(or ``sym_name=``), with the results the body returns; calling it builds a
``func.call``.

A function may be generic: its type parameters (``__type_params__``, or
``generics=``) are ``typing.TypeVar`` objects, reified by ``f[v, ...]`` into a
function named after their values (``f_int_16_type_f32``) whose annotations
(strings evaluated with the parameters' values, ``T`` the type shorthands
and ``S`` the dynamic size) and body (a parameter it names is a closure
variable) see the values. ``def f[M, N](...)`` needs Python 3.12 (PEP 695),
a parameter's default 3.13 (PEP 696, or ``typing_extensions.TypeVar``); on
3.11 the same is written with TypeVars local to the enclosing
function, set as the function's ``__type_params__`` before ``func`` is
applied. A bound or default that names an earlier parameter is given as a
string or a lambda, evaluated with the earlier parameters' values."""

from __future__ import annotations

import inspect
import types
from functools import update_wrapper
from typing import ForwardRef, TypeVar, get_args

from .. import types as extras_types
from ..meta import op_region_builder
from ..util import get_user_code_loc, make_maybe_no_args_decorator
from ...dialects._ods_common import get_op_result_or_op_results
from ...dialects.func import *  # noqa: F401,F403
from ...dialects.func import CallOp, FuncOp, ReturnOp
from ...ir import (
    ArrayAttr,
    Attribute,
    Context,
    FlatSymbolRefAttr,
    FunctionType,
    IndexType,
    InsertionPoint,
    IntegerType,
    Operation,
    OpView,
    ShapedType,
    Type,
    TypeAttr,
    Value,
    _value,
)
from .arith import ScalarValue, index_cast


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
    if isinstance(callee_or_results, FuncOp.__base__):
        f = callee_or_results.operation.opview
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


def _is_type_class(t):
    return isinstance(t, type) and type(t) is not types.GenericAlias and issubclass(t, Type)


def _is_valid_type_annotation(t):
    return (isinstance(t, (str, Type, TypeVar)) or isalambda(t) or type(t) is types.GenericAlias
            or _is_type_class(t))


def _func_types(sig, return_types, valid_input, valid_return, what):
    """(input annotations, return annotations, argument locations) of a
    signature and explicit `return_types`, checked by the two predicates."""
    annotated = sig.return_annotation is not inspect.Signature.empty
    assert not (annotated and len(return_types) > 0), \
        "func can use return annotation or explicit return_types but not both"
    if annotated:
        return_types = sig.return_annotation
    if not isinstance(return_types, (tuple, list)):
        return_types = [return_types]
    return_types = list(return_types)
    assert all(valid_return(r) for r in return_types), f"all return types must be {what} {return_types=}"
    inputs = [p.annotation for p in sig.parameters.values() if p.annotation is not inspect.Signature.empty]
    assert all(valid_input(t) for t in inputs), f"all input types must be {what} {inputs=}"
    loc = get_user_code_loc()
    locs = None if loc is None else [loc] * len(sig.parameters)
    return inputs, return_types, locs


def prep_func_types(sig, return_types):
    """(input types, return types, argument locations) from a signature's
    annotations and explicit `return_types`: MLIR types or their classes,
    strings, TypeVars, lambdas or subscripted type classes."""
    return _func_types(sig, return_types, _is_valid_type_annotation, _is_valid_type_annotation,
                       "mlir types or strings or TypeVars or lambdas")


def get_type_var_default_bound(tvar):
    """(default, bound) of TypeVar `tvar`, unevaluated (a string, a
    ForwardRef or a lambda is evaluated by
    :func:`maybe_eval_type_data_closure_vals`); None where it has none."""
    has_default = getattr(tvar, "has_default", None)
    default = tvar.__default__ if has_default is not None and has_default() else None
    return default, tvar.__bound__


def _copy_function(fn, values=None):
    """A copy of function `fn` with closure cells of its own, holding `fn`'s
    values or, for the free variables `values` names, those."""
    values = values or {}
    cells = None
    if fn.__closure__ is not None:
        cells = []
        for name, cell in zip(fn.__code__.co_freevars, fn.__closure__):
            if name in values:
                cells.append(types.CellType(values[name]))
            else:
                try:
                    cells.append(types.CellType(cell.cell_contents))
                except ValueError:  # a free variable not yet assigned
                    cells.append(types.CellType())
        cells = tuple(cells)
    g = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, cells)
    g.__kwdefaults__ = fn.__kwdefaults__
    g.__dict__.update(fn.__dict__)
    for a in ("__module__", "__qualname__", "__doc__", "__annotations__"):
        setattr(g, a, getattr(fn, a))
    return g


def maybe_eval_type_data_closure_vals(unevaled_type_data, already_reified_type_params):
    """The value of a TypeVar's bound or default: a string (or ForwardRef)
    evaluated with the reified parameters' values (and ``T``, ``S``), a
    lambda called with the TypeVars its closure holds replaced by theirs;
    anything else is its own value."""
    data = unevaled_type_data
    if isinstance(data, ForwardRef):
        data = data.__forward_arg__
    if isinstance(data, str):
        return eval(data, {}, {"T": extras_types, "S": ShapedType.get_dynamic_size(),  # noqa: S307
                               **already_reified_type_params})
    if not isalambda(data):
        return data
    dependent = {}
    for name, cell in zip(data.__code__.co_freevars, data.__closure__ or ()):
        try:
            value = cell.cell_contents
        except ValueError:
            continue
        if isinstance(value, TypeVar):
            if name not in already_reified_type_params:
                raise RuntimeError(f"typevar {name} not reified prior to evaluating dependent typevar {value}")
            dependent[name] = already_reified_type_params[name]
    return _copy_function(data, dependent)()


class ReifiedTypeParam:
    """Type parameter `tvar` given the value `concrete_val` (default: its
    default), with ``type_name`` its bound, or the name of the value's type
    (``"type"`` for an MLIR type), as the function's name shows it."""

    def __init__(self, tvar, concrete_val=None, already_reified_type_params=None):
        self.name = tvar.__name__
        already = already_reified_type_params or {}
        default, bound = get_type_var_default_bound(tvar)
        has_default = default is not None
        if concrete_val is None and not has_default:
            raise ValueError("either concrete_val must be provided or typevar must have a default")
        if bound is not None:
            bound = maybe_eval_type_data_closure_vals(bound, already)
        elif not has_default:
            bound = "type" if isinstance(concrete_val, Type) else type(concrete_val).__name__
        if has_default:
            default = maybe_eval_type_data_closure_vals(default, already)
            if bound is None:
                bound = type(default).__name__
        self.concrete_val = default if concrete_val is None else concrete_val
        self.type_name = bound
        got = type(self.concrete_val).__name__
        if isinstance(bound, str) and got != bound and not isinstance(self.concrete_val, Type):
            raise TypeError(f"Generic parameter '{self.name}' expects '{bound}', got '{got}' "
                            f"(value: {self.concrete_val})")

    def add_replace_in_closure(self, fn):
        """Gives the parameter's closure cell in `fn` (if its body names it)
        the value."""
        if self.name in fn.__code__.co_freevars:
            fn.__closure__[fn.__code__.co_freevars.index(self.name)].cell_contents = self.concrete_val

    def __repr__(self):
        return f"ReifiedTypeParam({self.name}={self.concrete_val!r})"


def evaluate_generic_alias_type(t):
    """The value of a subscripted type or attribute class
    (``MemRefType[[2, 3], F32Type]``): its class's ``get`` of its
    arguments, themselves evaluated (a class alone is its ``get()``)."""
    if isinstance(t, (Type, Attribute, bool, float, int, str)):
        return t
    if isinstance(t, (tuple, list)):
        return type(t)(map(evaluate_generic_alias_type, t))
    if isinstance(t, type) and type(t) is not types.GenericAlias and issubclass(t, (Type, Attribute)):
        return t.get()
    if type(t) is not types.GenericAlias:
        raise TypeError(f"not a subscripted MLIR type or attribute class: {t!r}")
    return t.__origin__.get(*map(evaluate_generic_alias_type, get_args(t)))


def evaluate_type_annotation(v, globals_=None, locals_=None):
    """The MLIR type an annotation names: a string (or a TypeVar's name)
    evaluated in `globals_`/`locals_`, a lambda called, a type, a type
    class's ``get()``, a subscripted class (``Value[F32Type]`` is
    ``F32Type``)."""
    if isinstance(v, TypeVar):
        v = v.__name__
    if isinstance(v, str):
        return Type(eval(v, globals_, locals_))  # noqa: S307 - the annotation's own text
    if isalambda(v):
        return v()
    if isinstance(v, Type):
        return v
    if _is_type_class(v):
        return v.get()
    if type(v) is types.GenericAlias:
        if issubclass(v.__origin__, Value):
            v = get_args(v)[0]
        return evaluate_generic_alias_type(v)
    raise NotImplementedError(f"unsupported type annotation {v=}")


# The bytecode of a function whose body is only `pass`, `...` or a docstring.
_EMPTY_BODY = (lambda: None).__code__.co_code


class FuncBase:
    """A Python function to be emitted as a ``func.func`` (once per MLIR
    context) and called with ``func.call``. A body of only ``pass`` makes a
    private declaration, emitted at once. ``f[v, ...]`` reifies the type
    parameters ``generics`` (see the module)."""

    def __init__(self, body_builder, func_op_ctor, return_op_ctor, call_op_ctor, *, return_types=None,
                 sym_visibility=None, sym_name=None, arg_attrs=None, res_attrs=None, func_attrs=None,
                 function_type=None, generics=None, qualname=None, loc=None, ip=None):
        assert inspect.isfunction(body_builder), body_builder
        self.body_builder = body_builder
        self.func_name = body_builder.__name__ if sym_name is None else sym_name
        self.func_op_ctor = func_op_ctor
        self.return_op_ctor = return_op_ctor
        self.call_op_ctor = call_op_ctor
        self.arg_attrs = arg_attrs
        self.res_attrs = res_attrs
        self.generics = list(generics) if generics is not None else []
        self.loc = loc
        self.ip = ip
        self.qualname = qualname
        self.sym_visibility = sym_visibility
        self.func_attrs = dict(func_attrs or {})
        self.function_type = function_type
        self._by_context = {}
        self._reified = {}  # the functions __getitem__ made, by name: one func.func per context each
        sig = inspect.signature(body_builder)
        self.input_types, self.return_types, self.arg_locs = self._prep_func_types(sig, list(return_types or []))
        if self._is_decl():
            assert function_type is not None or len(self.input_types) == len(sig.parameters), \
                "func decl needs all input types annotated"
            self.sym_visibility = "private"
            self.emit()

    _prep_func_types = staticmethod(prep_func_types)
    _evaluate_annotation = staticmethod(evaluate_type_annotation)

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

    def _type_scope(self):
        """The names annotations see: the reified type parameters, ``T``
        (the type shorthands) and ``S`` (the dynamic size)."""
        scope = {g.name: g.concrete_val for g in self.generics if isinstance(g, ReifiedTypeParam)}
        for name, value in (("T", extras_types), ("S", ShapedType.get_dynamic_size())):
            if name in scope:
                raise ValueError(f"{name} is a reserved generic name; use a different one for {scope[name]}")
            scope[name] = value
        return scope

    def _build_input_types(self):
        """The input types, or (type parameters left) the ``func.func`` of
        the function reified by their defaults."""
        pending = [g for g in self.generics if not isinstance(g, ReifiedTypeParam)]
        if pending:
            for g in pending:
                if not isinstance(g, TypeVar):
                    raise ValueError(f"expected {g=} to be a TypeVar")
            return self[(None,) * len(pending)].emit()
        scope = self._type_scope()
        return [self._evaluate_annotation(t, self.body_builder.__globals__, scope) for t in self.input_types]

    def emit(self, *call_args, decl=False, force=False):
        """The ``func.func`` in the current context, built on first use
        (again with ``force``; with ``decl`` a private declaration): its
        inputs those of ``function_type``, else the types of the values
        `call_args`, else the annotations."""
        return self._emit(call_args, decl, force)

    def _emit(self, call_args, decl, force):
        if self._func_op is not None and not (decl or force):
            return self._func_op
        if self.function_type is not None:
            inputs = list(self.function_type.inputs)
        elif call_args and all(isinstance(a, (Value, Operation, OpView)) for a in call_args):
            inputs = [_value(a).type for a in call_args]
        else:
            inputs = self._build_input_types()
            if isinstance(inputs, OpView):
                self._func_op = inputs
                return inputs
        n_params = len(inspect.signature(self.body_builder).parameters)
        if not (decl or self._is_decl()) and len(inputs) != n_params:
            raise ValueError(f"{self.func_name}: {n_params} parameters but {len(inputs)} argument types; "
                             "annotate the parameters, give function_type= or call with values")
        if self.function_type is not None:
            ftype = self.function_type
        else:
            scope = self._type_scope()
            results = [self._evaluate_annotation(r, self.body_builder.__globals__, scope) for r in self.return_types]
            ftype = FunctionType.get(inputs=inputs, results=results)
        visibility = "private" if decl else self.sym_visibility
        op = self.func_op_ctor(self.func_name, TypeAttr.get(ftype), sym_visibility=visibility, loc=self.loc,
                               ip=self.ip or InsertionPoint.current).operation.opview
        for name, attrs in (("arg_attrs", self.arg_attrs), ("res_attrs", self.res_attrs)):
            if attrs is not None:
                op.attributes[name] = attrs if isinstance(attrs, ArrayAttr) else ArrayAttr.get(list(attrs))
        for k, v in self.func_attrs.items():
            op.attributes[k] = v
        self._func_op = op
        if decl or self._is_decl():
            return op
        op.regions[0].blocks.append(*inputs, arg_locs=self.arg_locs)
        returned = []

        def body(*args):
            results = self.body_builder(*args)
            if results is not None:
                returned.extend(_value(r).type for r in (results if isinstance(results, (tuple, list)) else [results]))
            return results

        def terminator(results):
            self.return_op_ctor([_value(r) for r in results])

        op_region_builder(op, op.regions[0], terminator=terminator)(body)
        if self.function_type is None:
            op.attributes["function_type"] = TypeAttr.get(FunctionType.get(inputs=inputs, results=returned))
        return op

    def __call__(self, *call_args):
        return call(self.emit(*call_args), list(call_args))

    def __getitem__(self, item):
        """This function with its next type parameters given the values
        `item` (None: the parameter's default); the same one for the same
        values."""
        if not isinstance(item, tuple):
            item = (item,)
        reified = [g for g in self.generics if isinstance(g, ReifiedTypeParam)]
        pending = self.generics[len(reified):]
        if len(item) > len(pending):
            raise TypeError(f"{self.func_name} has {len(pending)} type parameters left to give, got {len(item)}")
        body = _copy_function(self.body_builder)
        already = {r.name: r.concrete_val for r in reified}
        for value in item:
            tvar = pending.pop(0)
            if tvar.__name__ in body.__globals__:
                raise RuntimeError("global typevars for generics are not supported")
            r = ReifiedTypeParam(tvar, value, already)
            already[r.name] = r.concrete_val
            reified.append(r)
        for r in reified:
            r.add_replace_in_closure(body)
        mangled = "_".join(f"{r.type_name}_{r.concrete_val.__name__ if callable(r.concrete_val) else r.concrete_val}"
                           for r in reified)
        name = f"{self.body_builder.__name__}_{mangled}"
        if name not in self._reified:
            annotated = inspect.signature(body).return_annotation is not inspect.Signature.empty
            self._reified[name] = type(self)(
                body, self.func_op_ctor, self.return_op_ctor, self.call_op_ctor,
                return_types=None if annotated else self.return_types, sym_visibility=self.sym_visibility,
                sym_name=name, arg_attrs=self.arg_attrs, res_attrs=self.res_attrs, func_attrs=self.func_attrs,
                generics=reified + pending, qualname=self.qualname, loc=self.loc, ip=self.ip)
        return self._reified[name]


@make_maybe_no_args_decorator
def func(f, *, sym_visibility=None, sym_name=None, arg_attrs=None, res_attrs=None, func_attrs=None,
         function_type=None, emit=False, loc=None, ip=None) -> FuncBase:
    """``@func`` / ``@func(emit=True, sym_name=..., function_type=...)``:
    `f` as a FuncBase, generic in ``f.__type_params__``."""
    if loc is None:
        loc = get_user_code_loc()
    fb = FuncBase(body_builder=f, func_op_ctor=FuncOp.__base__, return_op_ctor=ReturnOp,
                  call_op_ctor=CallOp.__base__, sym_visibility=sym_visibility, sym_name=sym_name,
                  arg_attrs=arg_attrs, res_attrs=res_attrs, func_attrs=func_attrs, function_type=function_type,
                  generics=getattr(f, "__type_params__", None), loc=loc, ip=ip)
    update_wrapper(fb, f)
    if emit:
        fb.emit()
    return fb
