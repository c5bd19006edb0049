"""MLIR's Python object model (``mlir.ir``) over aiec's IR.

Contexts, locations and insertion points are Python state; every operation,
value, block and region is a handle into one module's IR in aiec
(``aie._aiec.Ir``): it is parsed, printed and verified by aiec. Types and
attributes wrap aiec's own values. See docs/python.md.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from collections.abc import Sequence
from types import GenericAlias

from . import _aiec

__all__ = [
    "AffineConstantExpr", "AffineDimExpr", "AffineExpr", "AffineMap", "AffineMapAttr", "AffineSymbolExpr", "ArrayAttr", "AttrBuilder", "Attribute", "BF16Type", "Block",
    "BlockArgument", "BlockArgumentList", "BlockList", "BoolAttr", "ComplexType", "Context",
    "DenseBoolArrayAttr", "DenseElementsAttr", "DenseF32ArrayAttr", "DenseF64ArrayAttr",
    "DenseFPElementsAttr", "DenseI16ArrayAttr", "DenseI32ArrayAttr", "DenseI64ArrayAttr",
    "DenseI8ArrayAttr", "DenseIntElementsAttr", "DenseResourceElementsAttr", "DiagnosticSeverity",
    "DialectRegistry", "DictAttr", "Dialect", "EnumCaseAttr", "F16Type", "F32Type", "F64Type", "FlatSymbolRefAttr", "Float8E4M3FNType",
    "Float8E5M2Type", "FloatAttr", "FloatType", "FunctionType", "IndexType", "InsertionPoint",
    "IntegerAttr", "IntegerType", "Location", "MLIRError", "MemRefType", "Module", "NoneType",
    "OpAttributeMap", "OpOperand", "OpOperandList", "OpResult", "OpResultList", "OpView",
    "OpaqueAttr", "OpaqueType", "Operation", "OperationList", "RankedTensorType", "Region",
    "RegionSequence", "ShapedType", "StringAttr", "StridedLayoutAttr", "SymbolRefAttr",
    "SymbolTable", "TupleType", "Type", "TypeAttr", "UnitAttr", "UnrankedMemRefType",
    "UnrankedTensorType", "Value", "VectorType", "WalkOrder", "WalkResult",
    "register_attribute_builder", "register_value_caster",
]

_PKG_DIR = os.path.dirname(os.path.abspath(__file__))
_STATE = threading.local()


def _stack(kind: str) -> list:
    s = getattr(_STATE, kind, None)
    if s is None:
        s = []
        setattr(_STATE, kind, s)
    return s


class _Current(type):
    """Gives a class MLIR's ``Cls.current`` (the innermost ``with`` one)."""

    @property
    def current(cls):
        s = _stack(cls._STACK)
        if not s:
            raise ValueError(f"No current {cls.__name__}")
        return s[-1]


def _current_or_none(kind: str):
    s = _stack(kind)
    return s[-1] if s else None


# ---------------------------------------------------------------- errors


class DiagnosticSeverity:
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


class DiagnosticInfo:
    """One diagnostic: severity, location (text: ``file:line:col``, or the
    Python line that built the op), message, notes, help; ``file``,
    ``line`` and ``column`` the location's parts where aiec knows them."""

    def __init__(self, severity, location, message, notes=(), help=None, site=None):
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = list(notes)
        self.help = help
        self.file, self.line, self.column = site or (None, None, None)

    def __str__(self):
        lines = [f"{self.location}: {self.severity}: {self.message}"]
        lines += [f"{n.location}: note: {n.message}" for n in self.notes]
        if self.help:
            lines.append(f"help: {self.help}")
        return "\n".join(lines)


class MLIRError(Exception):
    """An error reported by aiec with its diagnostics (MLIR's ``MLIRError``)."""

    def __init__(self, message, error_diagnostics=()):
        self.message = message
        self.error_diagnostics = list(error_diagnostics)
        super().__init__(message, self.error_diagnostics)

    def __str__(self):
        return "\n".join([self.message] + [str(d) for d in self.error_diagnostics])


class MlirCompilerError(Exception):
    """What mlir-python-extras' ``run_pipeline`` raises for a failing pass
    (``aie.extras.runtime.passes.MlirCompilerError``)."""


class AiecError(MLIRError, MlirCompilerError, RuntimeError):
    """A design aiec refused (parsing, verification, a pass, a compile):
    ``message`` and ``diagnostics``, each a :class:`DiagnosticInfo` with
    its location, message, help and notes. It is each exception upstream
    raises there: MLIR's ``MLIRError`` (verification, pass managers),
    mlir-python-extras' ``MlirCompilerError`` (``run_pipeline``) and the
    ``RuntimeError`` of mlir-aie's compile functions."""

    @property
    def diagnostics(self):
        return self.error_diagnostics


def _site_text(site):
    """``file:line:col`` of a ``(file, line, column)`` triple."""
    return "<unknown>" if site is None else ":".join(map(str, site))


def _diag_infos(store, diags):
    """aiec's diagnostic tuples as DiagnosticInfos: spans into ``store``'s
    IR, or (with no store) ``(file, line, column)`` triples of a compile."""
    where = store.where if store is not None else _site_text
    out = []
    for severity, op, message, at, notes, help_ in diags:
        text = f"'{op}' op {message}" if op else message
        site = at if store is None else None
        ns = [DiagnosticInfo("note", where(s), m, site=s if store is None else None) for s, m in notes]
        out.append(DiagnosticInfo(severity, where(at), text, ns, help_, site=site))
    return out


def _raise_aiec(store, e: "_aiec.AiecError", context=None):
    """Raises ``e`` as an :class:`AiecError` (``store``: the IR its spans
    index; None for a compile's located diagnostics), its message after
    ``context`` when given."""
    message, diags = e.args
    if context:
        message = f"{context}: {message}"
    raise AiecError(message, _diag_infos(store, diags)) from None


# ---------------------------------------------------------------- context


class Dialect:
    def __init__(self, namespace):
        self.namespace = namespace


class _Dialects:
    def __getattr__(self, name):
        return Dialect(name)

    __getitem__ = __getattr__


class DialectRegistry:
    """MLIR's set of dialects to load into a context. aiec's dialects are
    loaded in every context, so a registry carries nothing; it exists for
    code that builds one and appends it (``Context.append_dialect_registry``,
    ``aie._mlir_libs.get_dialect_registry``)."""


class Context(metaclass=_Current):
    """An MLIR context: the scope of ``with`` locations and insertion points.

    aiec's op set is always loaded; unregistered ops are printed in generic form.
    """

    _STACK = "context"

    def __init__(self, *args, **kwargs):
        self.allow_unregistered_dialects = False
        self._detached = None
        self.dialects = _Dialects()

    def __enter__(self):
        _stack("context").append(self)
        return self

    def __exit__(self, *exc):
        _stack("context").pop()

    def load_all_available_dialects(self):
        pass

    def append_dialect_registry(self, registry):
        if not isinstance(registry, DialectRegistry):
            raise TypeError(f"append_dialect_registry: registry is a DialectRegistry, not {type(registry).__name__}")

    def get_dialect_descriptor(self, name):
        return Dialect(name)

    def is_registered_operation(self, name):
        return any(d["name"] == name for d in _aiec.op_table())

    def enable_multithreading(self, enable):
        pass

    def detached_store(self) -> "_Store":
        """Where ops built with no insertion point and no operands live."""
        if self._detached is None:
            self._detached = _Store(_aiec.Ir(), self)
        return self._detached

    @staticmethod
    def _get_or_make():
        c = _current_or_none("context")
        return c if c is not None else _DEFAULT_CONTEXT


_DEFAULT_CONTEXT = Context()


def _context(context=None):
    if context is not None:
        return context
    return Context._get_or_make()


def _quoted(s) -> str:
    """`s` as an MLIR string literal."""
    text = str(s).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{text}"'


class Location(metaclass=_Current):
    """A source location: unknown, file:line:col, named, call site or fused."""

    _STACK = "location"

    def __init__(self, kind, text, context=None):
        self._kind = kind
        self._text = text
        self.context = _context(context)

    @staticmethod
    def unknown(context=None):
        return Location("unknown", "unknown", context)

    @staticmethod
    def file(filename, line, col, context=None):
        loc = Location("file", f"{_quoted(filename)}:{line}:{col}", context)
        loc._site = (filename, line)
        return loc

    @staticmethod
    def name(name, childLoc=None, context=None):
        inner = f"({childLoc._text})" if childLoc is not None else ""
        return Location("name", f"{_quoted(name)}{inner}", context)

    @staticmethod
    def callsite(callee, frames, context=None):
        text = callee._text
        for f in frames:
            text = f"callsite({text} at {f._text})"
        return Location("callsite", text, context)

    @staticmethod
    def fused(locations, metadata=None, context=None):
        return Location("fused", "fused[" + ", ".join(l._text for l in locations) + "]", context)

    @property
    def is_unknown(self):
        return self._kind == "unknown"

    def __enter__(self):
        _stack("location").append(self)
        _stack("context").append(self.context)
        return self

    def __exit__(self, *exc):
        _stack("location").pop()
        _stack("context").pop()

    def __str__(self):
        return f"loc({self._text})"

    __repr__ = __str__

    def __eq__(self, other):
        return isinstance(other, Location) and other._text == self._text

    def __hash__(self):
        return hash(self._text)


def _location(loc):
    if loc is not None:
        return loc
    loc = _current_or_none("location")
    if loc is None:
        raise ValueError("Operation creation requires a location: pass loc= or enter a Location context")
    return loc


def _in_package(filename: str) -> bool:
    """Whether code of `filename` is the package's own (its files, or the op
    classes generated from the op table)."""
    return filename.startswith(_PKG_DIR) or filename.startswith("<aie.")


def _caller_site():
    """(file, line) of the first frame outside the ``aie`` package."""
    f = sys._getframe(2)
    while f is not None and _in_package(f.f_code.co_filename):
        f = f.f_back
    return (f.f_code.co_filename, f.f_lineno) if f is not None else ("<unknown>", 0)


# ---------------------------------------------------------------- stores


class _Store:
    """One module's IR in aiec and the Python locations of its ops."""

    __slots__ = ("ir", "context", "locs", "sites", "__weakref__")

    def __init__(self, ir, context):
        self.ir = ir
        self.context = context
        self.locs = []
        self.sites = []

    def new_loc(self, loc, site) -> int:
        self.locs.append(loc)
        self.sites.append(site)
        return len(self.locs) - 1

    def where(self, span) -> str:
        """A diagnostic span as text: the Python line that built the op, or
        line:col of the parsed source."""
        if span is None:
            return "<unknown>"
        start = span[0]
        base = _aiec.Ir.synthetic_span_base
        if start >= base:
            k = start - base
            if k < len(self.sites):
                file, line = self.sites[k]
                loc = self.locs[k]
                if loc is not None and loc._kind == "file":
                    file, line = loc._site
                elif loc is not None and not loc.is_unknown:
                    return str(loc)
                return f"{file}:{line}"
            return "<unknown>"
        src = self.ir.source or ""
        line = src.count("\n", 0, start) + 1
        col = start - (src.rfind("\n", 0, start) + 1) + 1
        return f"-:{line}:{col}"

    def copy(self) -> "_Store":
        """A store holding a copy of this one's IR and the Python locations
        of its ops."""
        other = _Store(self.ir.copy(), self.context)
        other.locs, other.sites = list(self.locs), list(self.sites)
        return other

    def loc_of(self, op) -> "Location":
        start, _ = self.ir.op_span(op)
        base = _aiec.Ir.synthetic_span_base
        if start >= base and start - base < len(self.locs):
            return self.locs[start - base]
        if self.ir.source is not None:
            src = self.ir.source
            line = src.count("\n", 0, start) + 1
            col = start - (src.rfind("\n", 0, start) + 1) + 1
            return Location.file("-", line, col, self.context)
        return Location.unknown(self.context)


def _store_of_values(values):
    for v in values:
        if isinstance(v, Value):
            return v._s
    return None


# ---------------------------------------------------------------- types


class _classproperty:
    def __init__(self, f):
        self.f = f

    def __get__(self, obj, cls):
        return self.f(cls)


class Type:
    """A type (aiec's ``_aiec.Type``); subclasses are its kinds. A class
    subscripted (``MemRefType[[2, 3], F32Type]``) is a ``types.GenericAlias``
    that ``aie.extras.dialects.func`` makes the type of (by ``get``)."""

    __slots__ = ("_t",)
    _KINDS: tuple = ()
    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, cast_from):
        t = cast_from._t if isinstance(cast_from, Type) else cast_from
        if not isinstance(t, _aiec.Type):
            raise TypeError(f"{type(self).__name__} is made from a Type, not {type(cast_from).__name__}")
        if type(self) is not Type and not type(self)._accepts(t):
            raise ValueError(f"Cannot cast type to {type(self).__name__} (from {t})")
        self._t = t

    @classmethod
    def _accepts(cls, t) -> bool:
        return t.kind in cls._KINDS

    @classmethod
    def isinstance(cls, other) -> bool:
        return isinstance(other, Type) and (cls is Type or cls._accepts(other._t))

    @staticmethod
    def parse(asm, context=None):
        try:
            return _type(_aiec.Type.parse(asm))
        except _aiec.AiecError as e:
            raise MLIRError(f"Unable to parse type: '{asm}'", []) from None

    @property
    def context(self):
        return _context()

    @property
    def typeid(self):
        return type(self)

    @_classproperty
    def static_typeid(cls):
        """The type class itself: what ``typeid`` of its instances is."""
        return cls

    def maybe_downcast(self):
        return _type(self._t)

    def __eq__(self, other):
        return isinstance(other, Type) and other._t == self._t

    def __hash__(self):
        return hash(self._t)

    def __str__(self):
        return str(self._t)

    def __repr__(self):
        return f"{type(self).__name__}({self._t})"

    def dump(self):
        print(self)


def _type(t) -> Type:
    """The typed Python wrapper of an aiec type."""
    kind = t.kind
    if kind == "float":
        cls = _FLOAT_CLASSES.get(str(t), FloatType)
    elif kind == "memref":
        cls = MemRefType if t.shape is not None else UnrankedMemRefType
    elif kind == "tensor":
        cls = RankedTensorType if t.shape is not None else UnrankedTensorType
    else:
        cls = _TYPE_CLASSES.get(kind, Type)
    obj = object.__new__(cls)
    obj._t = t
    return obj


def _rt(t):
    """The aiec type of a Python Type (or of an object with `.type`)."""
    if isinstance(t, Type):
        return t._t
    if isinstance(t, _aiec.Type):
        return t
    raise TypeError(f"expected a Type, got {type(t).__name__}")


class IntegerType(Type):
    _KINDS = ("integer",)

    @staticmethod
    def get(width, context=None):
        """The signless integer type of ``width`` bits."""
        return IntegerType.get_signless(width)

    @staticmethod
    def get_signless(width, context=None):
        return _type(_aiec.Type.integer(width, 0))

    @staticmethod
    def get_signed(width, context=None):
        return _type(_aiec.Type.integer(width, 1))

    @staticmethod
    def get_unsigned(width, context=None):
        return _type(_aiec.Type.integer(width, 2))

    @property
    def width(self):
        return self._t.width

    @property
    def is_signless(self):
        return self._t.signedness == 0

    @property
    def is_signed(self):
        return self._t.signedness == 1

    @property
    def is_unsigned(self):
        return self._t.signedness == 2


class IndexType(Type):
    _KINDS = ("index",)

    @staticmethod
    def get(context=None):
        return _type(_aiec.Type.index())


class NoneType(Type):
    _KINDS = ("none",)

    @staticmethod
    def get(context=None):
        return _type(_aiec.Type.none())


class FloatType(Type):
    _KINDS = ("float",)
    _NAME = None

    @classmethod
    def _accepts(cls, t):
        return t.kind == "float" and (cls._NAME is None or str(t) == cls._NAME)

    @classmethod
    def get(cls, context=None):
        if cls._NAME is None:
            raise TypeError("FloatType.get: use a concrete float type (F32Type, BF16Type, ...)")
        return _type(_aiec.Type.float(cls._NAME))

    @property
    def width(self):
        return self._t.width


def _float_class(name, cls_name):
    return type(cls_name, (FloatType,), {"_NAME": name, "__slots__": ()})


F16Type = _float_class("f16", "F16Type")
BF16Type = _float_class("bf16", "BF16Type")
F32Type = _float_class("f32", "F32Type")
F64Type = _float_class("f64", "F64Type")
Float8E4M3FNType = _float_class("f8E4M3FN", "Float8E4M3FNType")
Float8E5M2Type = _float_class("f8E5M2", "Float8E5M2Type")
Float8E4M3Type = _float_class("f8E4M3", "Float8E4M3Type")
Float8E8M0FNUType = _float_class("f8E8M0FNU", "Float8E8M0FNUType")
Float4E2M1FNType = _float_class("f4E2M1FN", "Float4E2M1FNType")
Float6E2M3FNType = _float_class("f6E2M3FN", "Float6E2M3FNType")
Float6E3M2FNType = _float_class("f6E3M2FN", "Float6E3M2FNType")
FloatTF32Type = _float_class("tf32", "FloatTF32Type")
_FLOAT_CLASSES = {
    c._NAME: c
    for c in (F16Type, BF16Type, F32Type, F64Type, Float8E4M3FNType, Float8E5M2Type, Float8E4M3Type,
              Float8E8M0FNUType, Float4E2M1FNType, Float6E2M3FNType, Float6E3M2FNType, FloatTF32Type)
}


class ShapedType(Type):
    _KINDS = ("memref", "vector", "tensor")

    @staticmethod
    def get_dynamic_size():
        return -(2**63)

    @staticmethod
    def get_dynamic_stride_or_offset():
        return -(2**63)

    @staticmethod
    def is_dynamic_size(dim):
        return dim == -(2**63)

    @property
    def element_type(self):
        return _type(self._t.element_type)

    @property
    def has_rank(self):
        return self._t.shape is not None

    @property
    def rank(self):
        s = self._t.shape
        if s is None:
            raise ValueError("calling this method requires that the type has a rank.")
        return len(s)

    @property
    def shape(self):
        s = self._t.shape
        if s is None:
            raise ValueError("calling this method requires that the type has a rank.")
        return list(s)

    @property
    def has_static_shape(self):
        s = self._t.shape
        return s is not None and all(d != -(2**63) for d in s)

    def is_dynamic_dim(self, dim):
        return self.shape[dim] == -(2**63)

    def get_dim_size(self, dim):
        return self.shape[dim]

    @property
    def element_type_bitwidth(self):
        return self._t.element_type.width


class MemRefType(ShapedType):
    _KINDS = ("memref",)

    @classmethod
    def _accepts(cls, t):
        return t.kind == "memref" and t.shape is not None

    @staticmethod
    def get(shape, element_type, layout=None, memory_space=None, loc=None, context=None):
        if isinstance(memory_space, int):
            memory_space = IntegerAttr.get(IntegerType.get_signless(64), memory_space)
        lay = layout._a if isinstance(layout, Attribute) else None
        if layout is not None and not isinstance(layout, Attribute):
            lay = AffineMapAttr.get(layout)._a
        space = memory_space._a if memory_space is not None else None
        return _type(_aiec.Type.memref(list(shape), _rt(element_type), lay, space))

    @property
    def memory_space(self):
        a = self._t.memory_space
        return _attr(a) if a is not None else None

    @property
    def layout(self):
        a = self._t.layout
        return _attr(a) if a is not None else None

    @property
    def affine_map(self):
        return self.layout

    def get_strides_and_offset(self):
        """(strides, offset) of the layout: a ``strided<...>`` one's, or for
        the identity layout (none, or an identity ``affine_map``) the
        row-major strides of the shape and offset 0. ValueError for other
        layouts."""
        layout = self.layout
        if layout is None or _is_identity_map(str(layout), self.rank):
            return _row_major(self.shape), 0
        if StridedLayoutAttr.isinstance(layout):
            return layout.strides, layout.offset
        raise ValueError(f"{self} has no strided layout")


def _row_major(shape):
    """The strides of a contiguous row-major ``shape`` (dynamic where a
    size inside is)."""
    dyn = ShapedType.get_dynamic_stride_or_offset()
    strides, running = [], 1
    for d in reversed(shape):
        strides.append(running)
        running = dyn if dyn in (running, d) else running * d
    return strides[::-1]


def _is_identity_map(text, rank):
    """Whether ``text`` is ``affine_map<(d0, ..., dn) -> (d0, ..., dn)>``."""
    m = re.fullmatch(r"affine_map<\(([^)]*)\)\s*->\s*\(([^)]*)\)>", text.strip())
    if m is None:
        return False
    dims, results = ([x.strip() for x in g.split(",") if x.strip()] for g in m.groups())
    return len(dims) == rank and dims == results


class UnrankedMemRefType(ShapedType):
    _KINDS = ("memref",)

    @classmethod
    def _accepts(cls, t):
        return t.kind == "memref" and t.shape is None

    @staticmethod
    def get(element_type, memory_space=None, loc=None, context=None):
        space = memory_space._a if memory_space is not None else None
        return _type(_aiec.Type.memref(None, _rt(element_type), None, space))

    @property
    def memory_space(self):
        a = self._t.memory_space
        return _attr(a) if a is not None else None


class VectorType(ShapedType):
    _KINDS = ("vector",)

    @staticmethod
    def get(shape, element_type, *, scalable=None, scalable_dims=None, loc=None, context=None):
        flags = None
        if scalable is not None:
            flags = list(scalable)
        elif scalable_dims is not None:
            flags = [i in scalable_dims for i in range(len(shape))]
        return _type(_aiec.Type.vector(list(shape), _rt(element_type), flags))

    @property
    def scalable(self):
        return any(self._t.scalable)

    @property
    def scalable_dims(self):
        return list(self._t.scalable)


class RankedTensorType(ShapedType):
    _KINDS = ("tensor",)

    @classmethod
    def _accepts(cls, t):
        return t.kind == "tensor" and t.shape is not None

    @staticmethod
    def get(shape, element_type, encoding=None, loc=None, context=None):
        return _type(_aiec.Type.tensor(list(shape), _rt(element_type)))

    @property
    def encoding(self):
        return None


class UnrankedTensorType(ShapedType):
    _KINDS = ("tensor",)

    @classmethod
    def _accepts(cls, t):
        return t.kind == "tensor" and t.shape is None

    @staticmethod
    def get(element_type, loc=None, context=None):
        return _type(_aiec.Type.tensor(None, _rt(element_type)))


class FunctionType(Type):
    _KINDS = ("function",)

    @staticmethod
    def get(inputs, results, context=None):
        return _type(_aiec.Type.function([_rt(t) for t in inputs], [_rt(t) for t in results]))

    @property
    def inputs(self):
        return [_type(t) for t in self._t.inputs]

    @property
    def results(self):
        return [_type(t) for t in self._t.results]


class TupleType(Type):
    _KINDS = ("tuple",)

    @staticmethod
    def get_tuple(elements, context=None):
        return _type(_aiec.Type.tuple([_rt(t) for t in elements]))

    @property
    def num_types(self):
        return len(self._t.inputs)

    def get_type(self, pos):
        return _type(self._t.inputs[pos])


class ComplexType(Type):
    _KINDS = ("complex",)

    @staticmethod
    def get(element_type):
        return _type(_aiec.Type.complex(_rt(element_type)))

    @property
    def element_type(self):
        return _type(self._t.element_type)


class OpaqueType(Type):
    _KINDS = ("opaque",)

    @staticmethod
    def get(dialect_namespace, buffer, context=None):
        return Type.parse(f"!{dialect_namespace}<{buffer}>")


_TYPE_CLASSES = {
    "integer": IntegerType, "index": IndexType, "none": NoneType, "vector": VectorType,
    "function": FunctionType, "tuple": TupleType, "complex": ComplexType, "opaque": OpaqueType,
}


# ---------------------------------------------------------------- attributes


class Attribute:
    """An attribute (aiec's ``_aiec.Attr``); subclasses are its kinds (a
    class subscripted is a ``types.GenericAlias``, as a Type's)."""

    __slots__ = ("_a",)
    _KINDS: tuple = ()
    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, cast_from):
        a = cast_from._a if isinstance(cast_from, Attribute) else cast_from
        if not isinstance(a, _aiec.Attr):
            raise TypeError(f"{type(self).__name__} is made from an Attribute, not {type(cast_from).__name__}")
        if type(self) is not Attribute and not type(self)._accepts(a):
            raise ValueError(f"Cannot cast attribute to {type(self).__name__} (from {a})")
        self._a = a

    @classmethod
    def _accepts(cls, a) -> bool:
        return a.kind in cls._KINDS

    @classmethod
    def isinstance(cls, other) -> bool:
        return isinstance(other, Attribute) and (cls is Attribute or cls._accepts(other._a))

    @staticmethod
    def parse(asm, context=None):
        try:
            return _attr(_aiec.Attr.parse(asm))
        except _aiec.AiecError:
            raise MLIRError(f"Unable to parse attribute: '{asm}'", []) from None

    @property
    def type(self):
        t = self._a.type
        if t is None:
            raise ValueError(f"attribute {self} has no type")
        return _type(t)

    @property
    def context(self):
        return _context()

    @property
    def typeid(self):
        return type(self)

    @_classproperty
    def static_typeid(cls):
        """The type class itself: what ``typeid`` of its instances is."""
        return cls

    def maybe_downcast(self):
        return _attr(self._a)

    def __eq__(self, other):
        return isinstance(other, Attribute) and other._a == self._a

    def __hash__(self):
        return hash(self._a)

    def __str__(self):
        return str(self._a)

    def __repr__(self):
        return f"{type(self).__name__}({self._a})"

    def dump(self):
        print(self)


def _attr(a) -> Attribute:
    """The typed Python wrapper of an aiec attribute."""
    kind = a.kind
    if kind == "symbol":
        cls = FlatSymbolRefAttr if len(a.value) == 1 else SymbolRefAttr
    elif kind == "dense":
        t = a.type
        el = t.element_type if t is not None else None
        cls = DenseFPElementsAttr if el is not None and el.kind == "float" else DenseIntElementsAttr
    elif kind == "dense_array":
        cls = _DENSE_ARRAY_CLASSES.get(str(a.type), Attribute)
    elif kind == "opaque" and str(a).startswith("strided<"):
        cls = StridedLayoutAttr
    else:
        cls = _ATTR_CLASSES.get(kind, Attribute)
    obj = object.__new__(cls)
    obj._a = a
    return obj


def _ra(a):
    if isinstance(a, Attribute):
        return a._a
    if isinstance(a, _aiec.Attr):
        return a
    raise TypeError(f"expected an Attribute, got {type(a).__name__}")


class UnitAttr(Attribute):
    _KINDS = ("unit",)

    @staticmethod
    def get(context=None):
        return _attr(_aiec.Attr.unit())


class BoolAttr(Attribute):
    _KINDS = ("bool",)

    @staticmethod
    def get(value, context=None):
        return _attr(_aiec.Attr.bool(bool(value)))

    @property
    def value(self):
        return self._a.value

    def __bool__(self):
        return self._a.value


class IntegerAttr(Attribute):
    _KINDS = ("integer",)

    @staticmethod
    def get(type, value):
        return _attr(_aiec.Attr.integer(int(value), _rt(type)))

    @property
    def value(self):
        return self._a.value

    def __int__(self):
        return self._a.value


class FloatAttr(Attribute):
    _KINDS = ("float",)

    @staticmethod
    def get(type, value, loc=None):
        return _attr(_aiec.Attr.float(float(value), _rt(type)))

    @staticmethod
    def get_f32(value, context=None):
        return FloatAttr.get(F32Type.get(), value)

    @staticmethod
    def get_f64(value, context=None):
        return FloatAttr.get(F64Type.get(), value)

    @property
    def value(self):
        return self._a.value

    def __float__(self):
        return self._a.value


class StringAttr(Attribute):
    _KINDS = ("string",)

    @staticmethod
    def get(value, context=None):
        if isinstance(value, bytes):
            value = value.decode()
        return _attr(_aiec.Attr.string(value))

    @staticmethod
    def get_typed(type, value):
        return StringAttr.get(value)

    @property
    def value(self):
        return self._a.value

    @property
    def value_bytes(self):
        return self._a.value.encode()


class TypeAttr(Attribute):
    _KINDS = ("type",)

    @staticmethod
    def get(value, context=None):
        return _attr(_aiec.Attr.type_(_rt(value)))

    @property
    def value(self):
        return _type(self._a.value)


class SymbolRefAttr(Attribute):
    _KINDS = ("symbol",)

    @staticmethod
    def get(symbols, context=None):
        return _attr(_aiec.Attr.symbol(list(symbols)))

    @property
    def value(self):
        return list(self._a.value)


class FlatSymbolRefAttr(SymbolRefAttr):
    @classmethod
    def _accepts(cls, a):
        return a.kind == "symbol" and len(a.value) == 1

    @staticmethod
    def get(value, context=None):
        return _attr(_aiec.Attr.symbol([value]))

    @property
    def value(self):
        return self._a.value[0]


class ArrayAttr(Attribute):
    _KINDS = ("array",)

    @staticmethod
    def get(attributes, context=None):
        return _attr(_aiec.Attr.array([_ra(a) for a in attributes]))

    def __len__(self):
        return len(self._a.value)

    def __getitem__(self, i):
        return _attr(self._a.value[i])

    def __iter__(self):
        return (_attr(a) for a in self._a.value)

    def __add__(self, other):
        return ArrayAttr.get(list(self) + list(other))


class DictAttr(Attribute):
    _KINDS = ("dict",)

    @staticmethod
    def get(value=None, context=None):
        return _attr(_aiec.Attr.dict([(k, _ra(v)) for k, v in (value or {}).items()]))

    def __len__(self):
        return len(self._a.value)

    def __getitem__(self, key):
        for k, v in self._a.value:
            if k == key:
                return _attr(v)
        if isinstance(key, int):
            k, v = self._a.value[key]
            return NamedAttribute(k, _attr(v))
        raise KeyError(key)

    def __contains__(self, key):
        return any(k == key for k, _ in self._a.value)


class NamedAttribute:
    def __init__(self, name, attr):
        self.name = name
        self.attr = attr


class OpaqueAttr(Attribute):
    _KINDS = ("opaque",)

    @staticmethod
    def get(dialect_namespace, buffer, type, context=None):
        return Attribute.parse(f"#{dialect_namespace}<{buffer}>")


class AffineMapAttr(OpaqueAttr):
    @staticmethod
    def get(affine_map):
        return AffineMapAttr(Attribute.parse(f"affine_map<{affine_map}>"))

    @property
    def value(self):
        text = str(self._a.value)
        if text.startswith("affine_map<"):
            text = text[len("affine_map<"):-1]
        return AffineMap(text)


class StridedLayoutAttr(OpaqueAttr):
    """A memref layout ``strided<[strides], offset: offset>``: element
    ``(i, j, ...)`` is at ``offset + i * strides[0] + j * strides[1] + ...``;
    a dynamic stride or offset is ``ShapedType.get_dynamic_stride_or_offset()``
    (``?``). Printed as MLIR prints it, without ``offset: 0``."""

    @classmethod
    def _accepts(cls, a):
        return a.kind == "opaque" and str(a).startswith("strided<")

    @staticmethod
    def get(offset, strides, context=None):
        dyn = ShapedType.get_dynamic_stride_or_offset()
        f = lambda x: "?" if x == dyn else str(int(x))
        tail = "" if offset == 0 else f", offset: {f(offset)}"
        return Attribute.parse(f"strided<[{', '.join(f(s) for s in strides)}]{tail}>")

    @staticmethod
    def get_fully_dynamic(rank, context=None):
        """``strided<[?, ...], offset: ?>`` of ``rank`` strides."""
        dyn = ShapedType.get_dynamic_stride_or_offset()
        return StridedLayoutAttr.get(dyn, [dyn] * rank)

    @property
    def offset(self):
        return _strided_parts(str(self))[1]

    @property
    def strides(self):
        return _strided_parts(str(self))[0]


def _strided_parts(text):
    """(strides, offset) of ``strided<[...]>`` / ``strided<[...], offset: o>``
    text, ``?`` as the dynamic marker."""
    dyn = ShapedType.get_dynamic_stride_or_offset()
    m = re.fullmatch(r"strided<\s*\[([^\]]*)\]\s*(?:,\s*offset\s*:\s*([^\s>]+)\s*)?>", text.strip())
    if m is None:
        raise ValueError(f"not a strided layout: {text}")
    entry = lambda e: dyn if e.strip() == "?" else int(e)
    strides = [entry(e) for e in m.group(1).split(",") if e.strip()]
    return strides, entry(m.group(2)) if m.group(2) is not None else 0


class AffineExpr:
    """An affine expression (``d0 * 4 + s0``), held as its text as aiec
    holds affine maps; ``+``, ``-``, ``*``, ``%``, ``floor_div``,
    ``ceil_div`` combine expressions and ints."""

    # How tightly an expression binds: sums, products, atoms.
    _prec = 3

    def __init__(self, text, prec=3):
        self._text = text
        self._prec = prec

    @staticmethod
    def _of(x):
        return x if isinstance(x, AffineExpr) else AffineConstantExpr.get(int(x))

    def _bin(self, op, other, reverse=False):
        a, b = (AffineExpr._of(other), self) if reverse else (self, AffineExpr._of(other))
        prec = 1 if op in ("+", "-") else 2
        left = a._text if a._prec >= prec else f"({a._text})"
        right = b._text if b._prec > prec or (b._prec == prec and op in ("+", "*")) else f"({b._text})"
        return AffineExpr(f"{left} {op} {right}", prec)

    def __add__(self, other):
        return self._bin("+", other)

    __radd__ = __add__

    def __sub__(self, other):
        return self._bin("-", other)

    def __rsub__(self, other):
        return self._bin("-", other, True)

    def __mul__(self, other):
        return self._bin("*", other)

    __rmul__ = __mul__

    def __mod__(self, other):
        return self._bin("mod", other)

    def floor_div(self, other):
        return self._bin("floordiv", other)

    def ceil_div(self, other):
        return self._bin("ceildiv", other)

    def __str__(self):
        return self._text

    def __eq__(self, other):
        return isinstance(other, AffineExpr) and other._text == self._text

    def __hash__(self):
        return hash(self._text)


class AffineDimExpr(AffineExpr):
    @staticmethod
    def get(position, context=None):
        e = AffineDimExpr(f"d{position}")
        e.position = position
        return e


class AffineSymbolExpr(AffineExpr):
    @staticmethod
    def get(position, context=None):
        e = AffineSymbolExpr(f"s{position}")
        e.position = position
        return e


class AffineConstantExpr(AffineExpr):
    @staticmethod
    def get(value, context=None):
        e = AffineConstantExpr(str(value))
        e.value = value
        return e


class AffineMap:
    """An affine map, held as its text (aiec keeps maps canonical as text)."""

    def __init__(self, text):
        self._text = text

    @staticmethod
    def get(dim_count, symbol_count, exprs, context=None):
        """``(d0, ...)[s0, ...] -> (exprs)``."""
        dims = ", ".join(f"d{i}" for i in range(dim_count))
        syms = f"[{', '.join(f's{i}' for i in range(symbol_count))}]" if symbol_count else ""
        results = ", ".join(str(AffineExpr._of(e)) for e in exprs)
        return AffineMap(str(Attribute.parse(f"affine_map<({dims}){syms} -> ({results})>"))[len("affine_map<"):-1])

    @staticmethod
    def get_identity(n_dims, context=None):
        return AffineMap.get(n_dims, 0, [AffineDimExpr.get(i) for i in range(n_dims)])

    @staticmethod
    def get_minor_identity(n_dims, n_results, context=None):
        return AffineMap.get(n_dims, 0, [AffineDimExpr.get(i) for i in range(n_dims - n_results, n_dims)])

    @staticmethod
    def get_permutation(permutation, context=None):
        return AffineMap.get(len(permutation), 0, [AffineDimExpr.get(i) for i in permutation])

    @staticmethod
    def get_constant(value, context=None):
        return AffineMap.get(0, 0, [AffineConstantExpr.get(value)])

    @staticmethod
    def get_empty(context=None):
        return AffineMap.get(0, 0, [])

    def __str__(self):
        return self._text

    def __eq__(self, other):
        return isinstance(other, AffineMap) and str(other) == self._text

    def __hash__(self):
        return hash(self._text)


class _DenseArray(Attribute):
    _KINDS = ("dense_array",)
    _ELEM = None

    @classmethod
    def _accepts(cls, a):
        return a.kind == "dense_array" and (cls._ELEM is None or str(a.type) == cls._ELEM)

    @classmethod
    def get(cls, values, context=None):
        t = Type.parse(cls._ELEM)._t
        conv = float if cls._ELEM.startswith("f") else (bool if cls._ELEM == "i1" else int)
        return _attr(_aiec.Attr.dense_array(t, [conv(v) for v in values]))

    def __len__(self):
        return len(self._a.value)

    def __getitem__(self, i):
        return self._a.value[i]

    def __iter__(self):
        return iter(self._a.value)

    def __add__(self, other):
        return type(self).get(list(self) + list(other))


def _dense_array_class(elem, name):
    return type(name, (_DenseArray,), {"_ELEM": elem, "__slots__": ()})


DenseBoolArrayAttr = _dense_array_class("i1", "DenseBoolArrayAttr")
DenseI8ArrayAttr = _dense_array_class("i8", "DenseI8ArrayAttr")
DenseI16ArrayAttr = _dense_array_class("i16", "DenseI16ArrayAttr")
DenseI32ArrayAttr = _dense_array_class("i32", "DenseI32ArrayAttr")
DenseI64ArrayAttr = _dense_array_class("i64", "DenseI64ArrayAttr")
DenseF32ArrayAttr = _dense_array_class("f32", "DenseF32ArrayAttr")
DenseF64ArrayAttr = _dense_array_class("f64", "DenseF64ArrayAttr")
_DENSE_ARRAY_CLASSES = {c._ELEM: c for c in (DenseBoolArrayAttr, DenseI8ArrayAttr, DenseI16ArrayAttr,
                                             DenseI32ArrayAttr, DenseI64ArrayAttr, DenseF32ArrayAttr,
                                             DenseF64ArrayAttr)}


def _np_element_type(dtype, signless=True):
    """The MLIR element type of a numpy dtype."""
    import numpy as np

    dtype = np.dtype(dtype)
    name = dtype.name
    if name == "bool":
        return IntegerType.get_signless(1)
    if dtype.kind in "iu":
        bits = dtype.itemsize * 8
        if signless:
            return IntegerType.get_signless(bits)
        return IntegerType.get_signed(bits) if dtype.kind == "i" else IntegerType.get_unsigned(bits)
    floats = {"float16": "f16", "float32": "f32", "float64": "f64", "bfloat16": "bf16",
              "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2"}
    if name in floats:
        return _type(_aiec.Type.float(floats[name]))
    raise ValueError(f"no MLIR element type for numpy dtype {dtype}")


class DenseElementsAttr(Attribute):
    _KINDS = ("dense",)

    @staticmethod
    def get(array, signless=True, type=None, shape=None, context=None):
        import numpy as np

        arr = np.asarray(array)
        elem = type if type is not None else _np_element_type(arr.dtype, signless)
        if isinstance(elem, ShapedType):
            shaped = elem
        else:
            dims = list(shape) if shape is not None else list(arr.shape)
            shaped = RankedTensorType.get(dims, elem)
        if arr.dtype.kind == "b":
            values = arr.astype(bool).tolist()
        elif arr.dtype.kind in "iu":
            values = arr.tolist()
        else:
            values = arr.astype(np.float64).tolist()
        return _attr(_aiec.Attr.dense(values, shaped._t))

    @staticmethod
    def get_splat(shaped_type, element_attr):
        return _attr(_aiec.Attr.dense(element_attr._a.value, _rt(shaped_type)))

    @property
    def is_splat(self):
        return not isinstance(self._a.value, list)

    def __len__(self):
        shape = self._a.type.shape or []
        n = 1
        for d in shape:
            n *= d
        return n

    def __array__(self, dtype=None, copy=None):
        import numpy as np

        v = self._a.value
        shape = self._a.type.shape
        if not isinstance(v, list):
            return np.full(shape, v, dtype=dtype)
        return np.asarray(v, dtype=dtype).reshape(shape)


class DenseIntElementsAttr(DenseElementsAttr):
    @classmethod
    def _accepts(cls, a):
        return a.kind == "dense" and (a.type is None or a.type.element_type.kind != "float")

    def __getitem__(self, i):
        v = self._a.value
        return v if not isinstance(v, list) else v[i]


class DenseFPElementsAttr(DenseElementsAttr):
    @classmethod
    def _accepts(cls, a):
        return a.kind == "dense" and a.type is not None and a.type.element_type.kind == "float"

    def __getitem__(self, i):
        v = self._a.value
        return v if not isinstance(v, list) else v[i]


class DenseResourceElementsAttr(Attribute):
    _KINDS = ()


class EnumCaseAttr(Attribute):
    """A case of one of the dialects' enumerations (``#aie.wire_bundle<DMA>``,
    MLIR's ``I32EnumAttr``): ``int()`` and ``value`` give the case's value,
    ``case`` its spelling."""

    _KINDS = ("enum",)

    @property
    def value(self):
        return self._a.value[2]

    @property
    def case(self):
        return self._a.value[1]

    def __int__(self):
        return self.value

    __index__ = __int__


_ATTR_CLASSES = {
    "unit": UnitAttr, "bool": BoolAttr, "integer": IntegerAttr, "float": FloatAttr,
    "string": StringAttr, "type": TypeAttr, "array": ArrayAttr, "dict": DictAttr, "opaque": OpaqueAttr,
    "enum": EnumCaseAttr,
}


class AttrBuilder:
    """MLIR's registry of attribute builders from plain values (kept for
    code that registers its own; aiec's op table converts plain values)."""

    _builders = {}

    @classmethod
    def contains(cls, name):
        return name in cls._builders

    @classmethod
    def get(cls, name):
        return cls._builders[name]

    @classmethod
    def insert(cls, name, fn, replace=False):
        if name in cls._builders and not replace:
            raise RuntimeError(f"Attribute builder for '{name}' is already registered")
        cls._builders[name] = fn


def register_attribute_builder(kind, replace=False):
    def decorator(fn):
        AttrBuilder.insert(kind, fn, replace)
        return fn

    return decorator


# ---------------------------------------------------------------- values


class Value:
    """An SSA value: an op result or a block argument (``Value[F32Type]``,
    a ``types.GenericAlias``, annotates one of that type)."""

    __slots__ = ("_s", "_i")
    __class_getitem__ = classmethod(GenericAlias)

    def __new__(cls, *args):
        if len(args) == 1 and isinstance(args[0], Value):
            src = args[0]
            if cls not in (Value,) and not cls._is(src):
                raise ValueError(f"Cannot cast value to {cls.__name__} (from {src})")
            obj = object.__new__(cls)
            obj._s, obj._i = src._s, src._i
            return obj
        if len(args) == 2:
            obj = object.__new__(cls)
            obj._s, obj._i = args
            return obj
        raise TypeError("Value is made from a Value")

    def __init__(self, *args):
        pass

    @classmethod
    def _is(cls, v):
        return True

    @classmethod
    def isinstance(cls, other):
        return isinstance(other, Value) and cls._is(other)

    @property
    def type(self):
        return _type(self._s.ir.value_type(self._i))

    def set_type(self, type):
        self._s.ir.value_set_type(self._i, _rt(type))

    @property
    def context(self):
        return self._s.context

    @property
    def owner(self):
        is_result, owner, _ = self._s.ir.value_def(self._i)
        return _opview(self._s, owner) if is_result else Block(self._s, owner)

    @property
    def uses(self):
        return [OpOperand(Operation(self._s, op), i) for op, i in self._s.ir.value_uses(self._i)]

    def replace_all_uses_with(self, with_):
        self._s.ir.replace_all_uses(self._i, _value(with_)._i)

    def get_name(self, use_local_scope=False, use_name_loc_as_prefix=False):
        return str(self).split(" ", 1)[0]

    def maybe_downcast(self):
        return _value_of(self._s, self._i)

    def __eq__(self, other):
        return isinstance(other, Value) and other._s is self._s and other._i == self._i

    def __hash__(self):
        return hash((id(self._s), self._i))

    def __str__(self):
        is_result, owner, k = self._s.ir.value_def(self._i)
        if is_result:
            return self._s.ir.print(owner).rstrip("\n")
        return f"<block argument> of type '{self.type}' at index: {k}"

    def __repr__(self):
        return f"Value({self})"

    def dump(self):
        print(self)


class _ValueKind(type):
    """``isinstance(v, OpResult)`` by how `v` is defined, whatever class a
    value caster gave it."""

    def __instancecheck__(cls, v):
        return type.__instancecheck__(Value, v) and cls._is(v)


class OpResult(Value, metaclass=_ValueKind):
    __slots__ = ()

    @classmethod
    def _is(cls, v):
        return v._s.ir.value_def(v._i)[0]

    @property
    def result_number(self):
        return self._s.ir.value_def(self._i)[2]


class BlockArgument(Value, metaclass=_ValueKind):
    __slots__ = ()

    @classmethod
    def _is(cls, v):
        return not v._s.ir.value_def(v._i)[0]

    @property
    def arg_number(self):
        return self._s.ir.value_def(self._i)[2]


_VALUE_CASTERS = {}


def register_value_caster(typeid, *, replace=False):
    """Registers `caster` (a decorator's function) to wrap every value of
    type class `typeid` (``MemRefType.static_typeid``) the API hands out:
    op results, block arguments, operands."""

    def decorator(caster):
        old = _VALUE_CASTERS.get(typeid)
        if old is not None and old is not caster and not replace:
            raise RuntimeError(f"Value caster is already registered for {typeid.__name__}: {old}")
        _VALUE_CASTERS[typeid] = caster
        return caster

    return decorator


def _cast(v):
    """`v` as its type's registered value caster makes it."""
    if not _VALUE_CASTERS:
        return v
    caster = _VALUE_CASTERS.get(_type(v._s.ir.value_type(v._i)).typeid)
    return v if caster is None else caster(v)


def _value_of(store, i):
    cls = OpResult if store.ir.value_def(i)[0] else BlockArgument
    return _cast(cls(store, i))


def _value(v) -> Value:
    """A Value from a Value, an op with one result, or an OpView of one."""
    if isinstance(v, Value):
        return v
    if isinstance(v, (Operation, OpView)):
        results = v.results
        if len(results) != 1:
            raise ValueError(f"operation has {len(results)} results, expected 1: {v}")
        return results[0]
    if hasattr(v, "result") and isinstance(getattr(v, "result"), Value):
        return v.result
    raise TypeError(f"expected a Value, got {type(v).__name__}")


class OpOperand:
    def __init__(self, owner, operand_number):
        self.owner = owner
        self.operand_number = operand_number


# ---------------------------------------------------------------- operations


_OPVIEWS = {}


def _register_opview(cls):
    _OPVIEWS[cls.OPERATION_NAME] = cls
    return cls


class OpAttributeMap:
    """An op's attributes by name."""

    def __init__(self, op):
        self._op = op

    def __getitem__(self, name):
        if isinstance(name, int):
            k, a = self._op._s.ir.op_attrs(self._op._i)[name]
            return NamedAttribute(k, _attr(a))
        a = self._op._s.ir.op_attr(self._op._i, name)
        if a is None:
            raise KeyError(f"attempt to access a non-existent attribute '{name}'")
        return _attr(a)

    def __setitem__(self, name, value):
        self._op._s.ir.set_attr(self._op._i, name, _ra(value))

    def __delitem__(self, name):
        if not self._op._s.ir.remove_attr(self._op._i, name):
            raise KeyError(f"attempt to delete a non-existent attribute '{name}'")

    def __contains__(self, name):
        return self._op._s.ir.op_attr(self._op._i, name) is not None

    def __len__(self):
        return len(self._op._s.ir.op_attrs(self._op._i))

    def __iter__(self):
        return (NamedAttribute(k, _attr(a)) for k, a in self._op._s.ir.op_attrs(self._op._i))

    def keys(self):
        return [k for k, _ in self._op._s.ir.op_attrs(self._op._i)]

    def get(self, name, default=None):
        return self[name] if name in self else default


class _ListView(Sequence):
    """A sequence read through `fetch` (indices)."""

    def __init__(self, items, make):
        self._items = items
        self._make = make

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._make(x) for x in self._items[i]]
        return self._make(self._items[i])

    def __repr__(self):
        return repr(list(self))


class OpResultList(_ListView):
    @property
    def types(self):
        return [v.type for v in self]


class OpOperandList(_ListView):
    def __init__(self, op):
        self._op = op
        super().__init__(op._s.ir.op_operands(op._i), lambda i: _value_of(op._s, i))

    def __setitem__(self, i, value):
        ops = list(self._items)
        ops[i] = _value(value)._i
        self._op._s.ir.set_operands(self._op._i, ops)
        self._items = ops

    @property
    def types(self):
        return [v.type for v in self]


class BlockArgumentList(_ListView):
    @property
    def types(self):
        return [v.type for v in self]


class RegionSequence(_ListView):
    pass


class OperationList(_ListView):
    pass


class Operation:
    """An operation in one module's IR."""

    __slots__ = ("_s", "_i")

    def __init__(self, store, index):
        self._s = store
        self._i = index

    @staticmethod
    def create(name, results=None, operands=None, attributes=None, successors=None, regions=None,
               loc=None, ip=None, infer_type=False):
        loc = _location(loc)
        ip = ip if ip is not None else _current_or_none("ip")
        operands = [_value(v) for v in (operands or [])]
        successors = list(successors or [])
        store = ip.block._s if ip is not None else (
            _store_of_values(operands) or (successors[0]._s if successors else None)
            or loc.context.detached_store())
        for v in operands:
            if v._s is not store:
                raise ValueError(f"operand {v} of '{name}' belongs to another module")
        attrs = [(k, _ra(v)) for k, v in (attributes or {}).items() if v is not None]
        types = None if infer_type and results is None else [_rt(t) for t in (results or [])]
        k = store.new_loc(loc, _caller_site())
        try:
            i = store.ir.create(name, [v._i for v in operands], types, attrs,
                                [b._i for b in successors], int(regions or 0), k)
            if not loc.is_unknown:
                store.ir.locate(i, str(loc))
        except ValueError as e:
            raise ValueError(str(e)) from None
        op = Operation(store, i)
        if ip is not None:
            ip.insert(op)
        return op

    @property
    def operation(self):
        return self

    @property
    def opview(self):
        return _opview(self._s, self._i)

    @property
    def name(self):
        return self._s.ir.op_name(self._i)

    @property
    def context(self):
        return self._s.context

    @property
    def location(self):
        return self._s.loc_of(self._i)

    @property
    def attributes(self):
        return OpAttributeMap(self)

    @property
    def operands(self):
        return OpOperandList(self)

    @property
    def results(self):
        s = self._s
        return OpResultList(s.ir.op_results(self._i), lambda i: _cast(OpResult(s, i)))

    @property
    def result(self):
        rs = self._s.ir.op_results(self._i)
        if len(rs) != 1:
            raise ValueError(f"Cannot call .result on operation {self.name} which has {len(rs)} results")
        return _cast(OpResult(self._s, rs[0]))

    @property
    def regions(self):
        s = self._s
        return RegionSequence(s.ir.op_regions(self._i), lambda r: Region(s, r))

    @property
    def successors(self):
        s = self._s
        return [Block(s, b) for b, _ in s.ir.op_successors(self._i)]

    @property
    def parent(self):
        p = self._s.ir.op_parent(self._i)
        return _opview(self._s, p) if p is not None else None

    @property
    def block(self):
        b = self._s.ir.op_block(self._i)
        return Block(self._s, b) if b is not None else None

    def verify(self):
        diags = [d for d in self._s.ir.verify() if d[0] == "error"]
        if diags:
            raise MLIRError("Verification failed", _diag_infos(self._s, diags))
        return True

    def get_asm(self, binary=False, large_elements_limit=None, enable_debug_info=False, pretty_debug_info=False,
                print_generic_op_form=False, use_local_scope=False, assume_verified=False, skip_regions=False):
        text = self._s.ir.print(self._i, print_generic_op_form, enable_debug_info)
        return text.encode() if binary else text

    def print(self, *args, file=None, **kwargs):
        text = self.get_asm(print_generic_op_form=kwargs.get("print_generic_op_form", False),
                            enable_debug_info=kwargs.get("enable_debug_info", False))
        (file or sys.stdout).write(text)

    def __str__(self):
        return self._s.ir.print(self._i).rstrip("\n") if self._i != self._s.ir.top else self._s.ir.print(self._i)

    def __repr__(self):
        return str(self)

    def __eq__(self, other):
        other = other.operation if isinstance(other, OpView) else other
        return isinstance(other, Operation) and other._s is self._s and other._i == self._i

    def __hash__(self):
        return hash((id(self._s), self._i))

    def erase(self):
        self._s.ir.detach(self._i)

    def detach_from_parent(self):
        self._s.ir.detach(self._i)
        return self

    def move_before(self, other):
        self._s.ir.insert(self._i, "before", other.operation._i)

    def move_after(self, other):
        self._s.ir.insert(self._i, "after", other.operation._i)

    def clone(self, ip=None):
        op = Operation(self._s, self._s.ir.clone_op(self._i))
        ip = ip if ip is not None else _current_or_none("ip")
        if ip is not None:
            ip.insert(op)
        return op.opview

    def walk(self, callback, walk_order=None):
        order = walk_order if walk_order is not None else WalkOrder.POST_ORDER

        def visit(op):
            if order == WalkOrder.PRE_ORDER:
                r = callback(op.opview)
                if r == WalkResult.INTERRUPT:
                    return True
                if r == WalkResult.SKIP:
                    return False
            for region in op.regions:
                for block in region.blocks:
                    for child in block.operations:
                        if visit(child.operation):
                            return True
            if order == WalkOrder.POST_ORDER:
                return callback(op.opview) == WalkResult.INTERRUPT
            return False

        visit(self)


class WalkOrder:
    PRE_ORDER = 0
    POST_ORDER = 1


class WalkResult:
    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


def _opview(store, i):
    op = Operation(store, i)
    cls = _OPVIEWS.get(store.ir.op_name(i))
    if cls is None:
        return OpView(op)
    view = object.__new__(cls)
    OpView.__init__(view, op)
    return view


def _flatten_segments(items, spec, what):
    """Flattens operands (or results) grouped as `spec` says (1 one, 0
    optional, -1 a list) and gives their segment sizes."""
    flat, sizes = [], []
    for item, s in zip(items, spec):
        if s == 1:
            flat.append(item)
            sizes.append(1)
        elif s == 0:
            if item is None:
                sizes.append(0)
            else:
                flat.append(item)
                sizes.append(1)
        else:
            group = list(item or [])
            flat.extend(group)
            sizes.append(len(group))
    return flat, sizes


class OpView:
    """The typed view of an operation (the generated op classes derive from it)."""

    OPERATION_NAME = None
    _ODS_REGIONS = (0, True)
    _ODS_OPERAND_SEGMENTS = None
    _ODS_RESULT_SEGMENTS = None
    # The generated classes whose builders infer result types set this.
    _ODS_INFERS = False

    def __init__(self, operation):
        if isinstance(operation, OpView):
            operation = operation.operation
        if not isinstance(operation, Operation):
            raise TypeError(f"OpView is made from an Operation, not {type(operation).__name__}")
        name = type(self).OPERATION_NAME
        if name is not None and operation.name != name:
            raise ValueError(f"Cannot create {type(self).__name__} from a '{operation.name}' operation")
        self.__dict__["_operation"] = operation

    @property
    def operation(self):
        return self.__dict__["_operation"]

    @classmethod
    def build_generic(cls, results=None, operands=None, attributes=None, successors=None, regions=None,
                      loc=None, ip=None):
        infer = results is None and cls._ODS_INFERS
        attributes = dict(attributes or {})
        operands = list(operands or [])
        if cls._ODS_OPERAND_SEGMENTS is not None:
            operands, sizes = _flatten_segments(operands, cls._ODS_OPERAND_SEGMENTS, "operand")
            attributes["operandSegmentSizes"] = DenseI32ArrayAttr.get(sizes)
        else:
            flat = []
            for o in operands:
                if isinstance(o, (list, tuple)):
                    flat.extend(o)
                elif o is not None:
                    flat.append(o)
            operands = flat
        results = list(results or [])
        if cls._ODS_RESULT_SEGMENTS is not None:
            results, sizes = _flatten_segments(results, cls._ODS_RESULT_SEGMENTS, "result")
            attributes["resultSegmentSizes"] = DenseI32ArrayAttr.get(sizes)
        else:
            flat = []
            for r in results:
                if isinstance(r, (list, tuple)):
                    flat.extend(r)
                elif r is not None:
                    flat.append(r)
            results = flat
        if regions is None:
            regions = cls._ODS_REGIONS[0]
        return Operation.create(cls.OPERATION_NAME, results=None if infer else results, operands=operands,
                                attributes=attributes, successors=successors, regions=regions, loc=loc, ip=ip,
                                infer_type=infer)

    # Delegation to the operation.
    name = property(lambda self: self.operation.name)
    context = property(lambda self: self.operation.context)
    location = property(lambda self: self.operation.location)
    attributes = property(lambda self: self.operation.attributes)
    operands = property(lambda self: self.operation.operands)
    results = property(lambda self: self.operation.results)
    result = property(lambda self: self.operation.result)
    regions = property(lambda self: self.operation.regions)
    successors = property(lambda self: self.operation.successors)
    parent = property(lambda self: self.operation.parent)
    opview = property(lambda self: self)

    def verify(self):
        return self.operation.verify()

    def get_asm(self, *args, **kwargs):
        return self.operation.get_asm(*args, **kwargs)

    def print(self, *args, **kwargs):
        return self.operation.print(*args, **kwargs)

    def erase(self):
        self.operation.erase()

    def detach_from_parent(self):
        return self.operation.detach_from_parent()

    def move_before(self, other):
        self.operation.move_before(other)

    def move_after(self, other):
        self.operation.move_after(other)

    def clone(self, ip=None):
        return self.operation.clone(ip)

    def walk(self, callback, walk_order=None):
        return self.operation.walk(callback, walk_order)

    def __str__(self):
        return str(self.operation)

    def __repr__(self):
        return str(self.operation)

    def __eq__(self, other):
        return self.operation == other

    def __hash__(self):
        return hash(self.operation)


# ---------------------------------------------------------------- blocks


class Block:
    """A block of a region."""

    __slots__ = ("_s", "_i")

    def __init__(self, store, index):
        self._s = store
        self._i = index

    @staticmethod
    def create_at_start(parent, arg_types=(), arg_locs=None):
        s = parent._s
        blocks = s.ir.region_blocks(parent._i)
        before = blocks[0] if blocks else None
        return Block(s, s.ir.region_add_block(parent._i, [_rt(t) for t in arg_types], before))

    def create_before(self, *arg_types, arg_locs=None):
        s = self._s
        r = s.ir.block_region(self._i)
        return Block(s, s.ir.region_add_block(r, [_rt(t) for t in arg_types], self._i))

    def create_after(self, *arg_types, arg_locs=None):
        s = self._s
        r = s.ir.block_region(self._i)
        blocks = s.ir.region_blocks(r)
        k = blocks.index(self._i)
        before = blocks[k + 1] if k + 1 < len(blocks) else None
        return Block(s, s.ir.region_add_block(r, [_rt(t) for t in arg_types], before))

    @property
    def arguments(self):
        s = self._s
        return BlockArgumentList(s.ir.block_args(self._i), lambda v: _cast(BlockArgument(s, v)))

    @property
    def operations(self):
        s = self._s
        return OperationList(s.ir.block_ops(self._i), lambda o: _opview(s, o))

    @property
    def region(self):
        return Region(self._s, self._s.ir.block_region(self._i))

    @property
    def owner(self):
        return _opview(self._s, self._s.ir.region_op(self._s.ir.block_region(self._i)))

    def add_argument(self, type, loc=None):
        return _cast(BlockArgument(self._s, self._s.ir.block_add_arg(self._i, _rt(type))))

    def erase_argument(self, index):
        self._s.ir.block_erase_arg(self._i, index)

    def append(self, operation):
        op = operation.operation
        if op._s is not self._s:
            raise ValueError("cannot move an operation into another module")
        self._s.ir.insert(op._i, "end", self._i)

    def __iter__(self):
        return iter(self.operations)

    def __eq__(self, other):
        return isinstance(other, Block) and other._s is self._s and other._i == self._i

    def __hash__(self):
        return hash((id(self._s), self._i))

    def __str__(self):
        return "\n".join(str(op) for op in self.operations)


class BlockList:
    def __init__(self, region):
        self._r = region

    def _blocks(self):
        return self._r._s.ir.region_blocks(self._r._i)

    def __len__(self):
        return len(self._blocks())

    def __getitem__(self, i):
        return Block(self._r._s, self._blocks()[i])

    def __iter__(self):
        return (Block(self._r._s, b) for b in self._blocks())

    def append(self, *arg_types, arg_locs=None):
        s = self._r._s
        return Block(s, s.ir.region_add_block(self._r._i, [_rt(t) for t in arg_types]))


class Region:
    __slots__ = ("_s", "_i")

    def __init__(self, store, index):
        self._s = store
        self._i = index

    @property
    def blocks(self):
        return BlockList(self)

    @property
    def owner(self):
        return _opview(self._s, self._s.ir.region_op(self._i))

    def __iter__(self):
        return iter(self.blocks)

    def __eq__(self, other):
        return isinstance(other, Region) and other._s is self._s and other._i == self._i

    def __hash__(self):
        return hash((id(self._s), self._i))


class InsertionPoint(metaclass=_Current):
    """Where new operations go: the end of a block, or before an operation."""

    _STACK = "ip"

    def __init__(self, beforeOperation):
        if isinstance(beforeOperation, Block):
            self.block = beforeOperation
            self.ref_operation = None
        else:
            op = beforeOperation.operation
            self.ref_operation = op.opview
            b = op.block
            if b is None:
                raise ValueError("Operation is not attached to a block")
            self.block = b

    @staticmethod
    def at_block_begin(block):
        ops = block.operations
        return InsertionPoint(ops[0]) if len(ops) else InsertionPoint(block)

    @staticmethod
    def at_block_terminator(block):
        ops = block.operations
        if not len(ops):
            raise ValueError("Block has no terminator")
        return InsertionPoint(ops[len(ops) - 1])

    @staticmethod
    def after(operation):
        op = operation.operation
        nxt = op._s.ir.op_next(op._i)
        return InsertionPoint(Operation(op._s, nxt)) if nxt is not None else InsertionPoint(op.block)

    def insert(self, operation):
        op = operation.operation
        if op._s is not self.block._s:
            raise ValueError("cannot insert an operation of another module")
        if self.ref_operation is not None:
            op._s.ir.insert(op._i, "before", self.ref_operation.operation._i)
        else:
            op._s.ir.insert(op._i, "end", self.block._i)

    def __enter__(self):
        _stack("ip").append(self)
        return self

    def __exit__(self, *exc):
        _stack("ip").pop()


# ---------------------------------------------------------------- modules


class Module:
    """A ``builtin.module`` with its own IR in aiec."""

    __slots__ = ("_s",)

    def __init__(self, store):
        self._s = store

    @staticmethod
    def create(loc=None):
        loc = loc if loc is not None else _current_or_none("location")
        ctx = loc.context if loc is not None else _context()
        return Module(_Store(_aiec.Ir(), ctx))

    @staticmethod
    def parse(asm, context=None):
        if isinstance(asm, bytes):
            asm = asm.decode()
        store = None
        try:
            ir = _aiec.Ir.parse(asm)
        except _aiec.AiecError as e:
            store = _Store(_aiec.Ir(), _context(context))
            store.ir = _ParsedText(asm)
            _raise_aiec(store, e)
        return Module(_Store(ir, _context(context)))

    @property
    def operation(self):
        return Operation(self._s, self._s.ir.top)

    @property
    def body(self):
        top = self._s.ir.top
        region = self._s.ir.op_regions(top)[0]
        return Block(self._s, self._s.ir.region_blocks(region)[0])

    @property
    def context(self):
        return self._s.context

    def dump(self):
        print(self)

    def __str__(self):
        return self._s.ir.print(self._s.ir.top)


class _ParsedText:
    """Stands in for the IR of text that did not parse (for error locations)."""

    def __init__(self, source):
        self.source = source


class SymbolTable:
    """The symbols of an op's region (`sym_name`) by name."""

    def __init__(self, operation):
        self._op = operation.operation

    def _entries(self):
        op = self._op
        region = op.regions[0]
        out = {}
        for block in region.blocks:
            for child in block.operations:
                if "sym_name" in child.attributes:
                    out[StringAttr(child.attributes["sym_name"]).value] = child
        return out

    def __getitem__(self, name):
        return self._entries()[name]

    def __contains__(self, name):
        return name in self._entries()

    @staticmethod
    def get_symbol_name(symbol):
        return symbol.attributes["sym_name"]

    @staticmethod
    def set_symbol_name(symbol, name):
        symbol.attributes["sym_name"] = StringAttr.get(name)
