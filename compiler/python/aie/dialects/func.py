"""The `func` dialect: the op classes generated from aiec's op table and
MLIR's hand-written extension (``FuncOp(name, type)`` with its entry block
and ``from_py_func``, ``CallOp(callee_or_results, ...)``)."""

import inspect

from ._func_enum_gen import *  # noqa: F401,F403
from ._func_ops_gen import *  # noqa: F401,F403
from ._func_ops_gen import CallOp as _CallOp
from ._func_ops_gen import FuncOp as _FuncOp
from ._func_ops_gen import ReturnOp
from ..ir import (
    ArrayAttr,
    DictAttr,
    FlatSymbolRefAttr,
    FunctionType,
    InsertionPoint,
    OpView,
    StringAttr,
    TypeAttr,
    Value,
    _register_opview,
)

ARGUMENT_ATTRIBUTE_NAME = "arg_attrs"
RESULT_ATTRIBUTE_NAME = "res_attrs"


@_register_opview
class FuncOp(_FuncOp):
    """``func.func``: ``FuncOp(name, type, visibility=..., body_builder=...)``."""

    def __init__(self, name, type, *, visibility=None, body_builder=None, loc=None, ip=None):
        if isinstance(type, tuple):
            type = FunctionType.get(inputs=type[0], results=type[1])
        attrs = {"sym_name": name if isinstance(name, StringAttr) else StringAttr.get(str(name)),
                 "function_type": type if isinstance(type, TypeAttr) else TypeAttr.get(type)}
        if visibility is not None:
            attrs["sym_visibility"] = StringAttr.get(str(visibility))
        OpView.__init__(self, self.build_generic(results=[], operands=[], attributes=attrs, regions=1,
                                                 loc=loc, ip=ip))
        if body_builder is not None:
            with InsertionPoint(self.add_entry_block()):
                body_builder(self)

    @property
    def is_external(self):
        return len(self.regions[0].blocks) == 0

    @property
    def body(self):
        return self.regions[0]

    @property
    def type(self):
        return FunctionType(TypeAttr(self.attributes["function_type"]).value)

    @property
    def visibility(self):
        return self.attributes["sym_visibility"] if "sym_visibility" in self.attributes else None

    @property
    def name(self):
        return StringAttr(self.attributes["sym_name"])

    @property
    def entry_block(self):
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs=None):
        """Adds the entry block, with an argument per input of the function type."""
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)
        return self.body.blocks[0]

    @property
    def arg_attrs(self):
        if ARGUMENT_ATTRIBUTE_NAME not in self.attributes:
            return ArrayAttr.get([DictAttr.get({}) for _ in self.type.inputs])
        return ArrayAttr(self.attributes[ARGUMENT_ATTRIBUTE_NAME])

    @arg_attrs.setter
    def arg_attrs(self, attribute):
        self.attributes[ARGUMENT_ATTRIBUTE_NAME] = (
            attribute if isinstance(attribute, ArrayAttr) else ArrayAttr.get(list(attribute)))

    @property
    def arguments(self):
        return self.entry_block.arguments

    @property
    def result_attrs(self):
        return self.attributes[RESULT_ATTRIBUTE_NAME] if RESULT_ATTRIBUTE_NAME in self.attributes else None

    @result_attrs.setter
    def result_attrs(self, attribute):
        self.attributes[RESULT_ATTRIBUTE_NAME] = attribute

    @classmethod
    def from_py_func(cls, *inputs, results=None, name=None):
        """A decorator making the decorated Python function a ``func.func``
        of `inputs`, its body built by calling it on the arguments; the
        returned values are returned (their types are the results unless
        `results` is given). The function gets ``.func_op``."""

        def decorator(f):
            params = list(inspect.signature(f).parameters.values())
            takes_op = any(p.kind == p.VAR_KEYWORD for p in params) or \
                any(p.name == "func_op" and p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)
            symbol = f.__name__ if name is None else name
            ftype = FunctionType.get(inputs=list(inputs), results=[] if results is None else list(results))
            op = cls(symbol, ftype)
            with InsertionPoint(op.add_entry_block()):
                args = list(op.arguments)
                out = f(*args, func_op=op) if takes_op else f(*args)
                if out is None:
                    out = []
                elif isinstance(out, tuple):
                    out = list(out)
                elif isinstance(out, (Value, OpView)):
                    out = [out]
                else:
                    out = list(out)
                out = [v if isinstance(v, Value) else v.result for v in out]
                ReturnOp(out)
                if results is None:
                    op.attributes["function_type"] = TypeAttr.get(
                        FunctionType.get(inputs=list(inputs), results=[v.type for v in out]))

            def call(*call_args):
                return CallOp(op, list(call_args))

            call.__name__ = f.__name__
            call.func_op = op
            return call

        return decorator


@_register_opview
class CallOp(_CallOp):
    """``func.call``: ``CallOp(func_op, args)`` or ``CallOp(result_types,
    callee, args)`` (callee a name or FlatSymbolRefAttr)."""

    def __init__(self, calleeOrResults, argumentsOrCallee, arguments=None, *, loc=None, ip=None):
        if isinstance(calleeOrResults, FuncOp):
            if not isinstance(argumentsOrCallee, (list, tuple)):
                raise ValueError("when calling a FuncOp, the second argument is the list of call arguments, "
                                 f"got {type(argumentsOrCallee).__name__}")
            if arguments is not None:
                raise ValueError("unexpected third argument when calling a FuncOp")
            results = list(calleeOrResults.type.results)
            callee = FlatSymbolRefAttr.get(calleeOrResults.name.value)
            arguments = list(argumentsOrCallee)
        else:
            if isinstance(argumentsOrCallee, (list, tuple)):
                raise ValueError("when calling by name, the second argument is the callee (a string or "
                                 f"FlatSymbolRefAttr), got {type(argumentsOrCallee).__name__}")
            results = list(calleeOrResults)
            callee = argumentsOrCallee if isinstance(argumentsOrCallee, FlatSymbolRefAttr) else \
                FlatSymbolRefAttr.get(str(argumentsOrCallee))
            arguments = list(arguments or [])
        OpView.__init__(self, self.build_generic(results=results, operands=arguments,
                                                 attributes={"callee": callee}, loc=loc, ip=ip))
