"""What pyxrt's objects do because XRT binds them with pybind11, written in
Python: enums (``py::enum_``), functions with overloads tried in order
with pybind11's argument conversions and its message when none fits, and
bound vectors (``py::bind_vector``). The classes of ``pyxrt`` are built
from these (docs/python-runtime.md, "pyxrt")."""

import datetime
import inspect
import operator
import sys
import types


# --------------------------------------------------------------------- enums


class _EnumType(type):
    """The type of a pybind11 enum: ``__members__`` is a fresh dict of its
    members, as pybind11's static property gives it."""

    @property
    def __members__(cls):
        return dict(cls._entries)


class Enum(metaclass=_EnumType):
    """A member of a pybind11 enum (``py::enum_``): an int with a name.

    A plain C enum is `convertible`: its members compare equal to ints; an
    ``enum class``'s compare only with members of the same enum."""

    _convertible = False
    _entries: dict = {}
    __slots__ = ("_value", "__weakref__")

    def __init__(self, value):
        self._value = operator.index(value)

    @property
    def value(self):
        return self._value

    @property
    def name(self):
        return self._label()

    def _label(self):
        """The first name of the member's value ("???" for none), which
        `str` and `repr` show even where a member named `name` hides this
        property (``xrt_info_device.name``), as pybind11's do."""
        for name, member in type(self)._entries.items():
            if member._value == self._value:
                return name
        return "???"

    def __int__(self):
        return self._value

    def __index__(self):
        return self._value

    def __hash__(self):
        return hash(self._value)

    def _other(self, other):
        """`other`'s value if comparable with this member, else None."""
        if type(other) is type(self):
            return other._value
        if self._convertible and other is not None:
            try:
                return operator.index(other)
            except TypeError:
                return None
        return None

    def __eq__(self, other):
        v = self._other(other)
        return v is not None and v == self._value

    def __ne__(self, other):
        return not self == other

    def __repr__(self):
        return f"<{type(self).__name__}.{self._label()}: {self._value}>"

    def __str__(self):
        return f"{type(self).__name__}.{self._label()}"

    def __getstate__(self):
        return self._value

    def __setstate__(self, state):
        self._value = state


def enum(name, owner, members, *, convertible, doc, export=False):
    """A pybind11 enum `name` in `owner` (a module or class) with `members`
    (`(name, value)` pairs in order); `export` also sets each member on the
    owner (``.export_values()``)."""
    module = owner.__name__ if isinstance(owner, types.ModuleType) else owner.__module__
    qual = name if isinstance(owner, types.ModuleType) else f"{owner.__qualname__}.{name}"
    cls = _EnumType(name, (Enum,), {"__module__": module, "__qualname__": qual, "__doc__": doc,
                                     "__slots__": (), "_convertible": convertible})
    cls._entries = {}
    for member, value in members:
        m = cls(value)
        cls._entries[member] = m
        setattr(cls, member, m)
        if export:
            setattr(owner, member, m)
    setattr(owner, name, cls)
    return cls


# ----------------------------------------------------------- argument types


class Caster:
    """What one C++ parameter type accepts from Python, as pybind11's type
    caster for it converts: `convert(value)` gives the C++-side value or
    raises TypeError."""

    def __init__(self, name, convert):
        self.name = name
        self.convert = convert

    def __repr__(self):
        return self.name


def _integer(bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)

    def convert(v):
        if isinstance(v, float):
            raise TypeError("a float is not an integer")
        i = operator.index(v)
        if not lo <= i <= hi:
            raise TypeError(f"{i} out of range")
        return i

    return Caster("int", convert)


def _string(v):
    if isinstance(v, str):
        return v
    if isinstance(v, bytes):
        return v.decode()
    raise TypeError("not a str")


def _buffer(v):
    return memoryview(v)


def _duration(v):
    if isinstance(v, datetime.timedelta):
        return v
    raise TypeError("not a datetime.timedelta")


def _str_to_uint32(v):
    if not isinstance(v, dict):
        raise TypeError("not a dict")
    return {_string(k): _integer(32, False).convert(x) for k, x in v.items()}


def _callable(v):
    if callable(v):
        return v
    raise TypeError("not callable")


#: C++ `int`, `unsigned int`, `size_t`, `uint32_t`, `uint64_t`.
Int = _integer(32, True)
UInt = _integer(32, False)
SizeT = _integer(64, False)
UInt64 = _integer(64, False)
#: `std::string` (str, or bytes decoded as UTF-8).
Str = Caster("str", _string)
#: `py::buffer`: any object with the buffer protocol, as a memoryview.
Buffer = Caster("Buffer", _buffer)
#: `std::chrono::milliseconds`.
Duration = Caster("datetime.timedelta", _duration)
#: `std::map<std::string, uint32_t>` (a hardware context's `cfg_param`).
StrToUInt = Caster("dict[str, int]", _str_to_uint32)
#: `std::function<...>`.
Callback = Caster("Callable", _callable)


def _type_name(t):
    if isinstance(t, Caster):
        return t.name
    if isinstance(t, type):
        return f"{t.__module__}.{t.__qualname__}"
    return str(t)


# ----------------------------------------------------------- overloaded calls


class Function:
    """A pybind11 function or method: overloads, each a Python function
    whose signature is the binding's (argument names, `/` where pybind11
    names them arg0...) and whose annotations are the parameters' types,
    tried in order; the first whose arguments all convert runs."""

    def __init__(self, name, impls, *, constructor=False):
        self.__name__ = name
        self.__qualname__ = name
        self.impls = list(impls)
        self.constructor = constructor

    @property
    def __doc__(self):
        """pybind11's docstring: each overload's signature and its doc."""
        parts = [f"{self.__name__}{self._describe(f)}\n\n{f.__doc__ or ''}".rstrip() for f in self.impls]
        if len(parts) == 1:
            return parts[0]
        return "Overloaded function.\n\n" + "\n\n".join(f"{i + 1}. {p}" for i, p in enumerate(parts))

    def overload(self, impl):
        """This function with `impl` as its next overload."""
        return Function(self.__name__, [*self.impls, impl], constructor=self.constructor)

    @property
    def __overloads__(self):
        """The overloads' signatures, the object argument left out."""
        out = []
        for f in self.impls:
            sig = inspect.signature(f)
            params = list(sig.parameters.values())
            out.append(sig.replace(parameters=params[1:] if self._method else params))
        return out

    @property
    def _method(self):
        return getattr(self, "_owner", None) is not None

    def __set_name__(self, owner, name):
        self._owner = owner
        self.__qualname__ = f"{owner.__qualname__}.{name}"

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return types.MethodType(self, obj)

    def _describe(self, f):
        sig = inspect.signature(f)
        parts = []
        for p in sig.parameters.values():
            if p.name == "self":
                continue
            text = p.name if p.kind != p.VAR_POSITIONAL else f"*{p.name}"
            if p.annotation is not p.empty:
                text += f": {_type_name(self._resolve(f, p.annotation))}"
            if p.default is not p.empty:
                text += f" = {p.default!r}"
            parts.append(text)
        return f"({', '.join(parts)})"

    @staticmethod
    def _resolve(f, t):
        if isinstance(t, str):
            return eval(t, f.__globals__)  # noqa: S307 - the binding's own annotation
        return t

    def _convert(self, f, args, kwargs):
        """`f`'s arguments converted, or None when one does not fit."""
        try:
            bound = inspect.signature(f).bind(*args, **kwargs)
        except TypeError:
            return None
        bound.apply_defaults()
        for name, value in bound.arguments.items():
            p = bound.signature.parameters[name]
            if p.annotation is p.empty:
                continue
            t = self._resolve(f, p.annotation)
            try:
                if p.kind == p.VAR_POSITIONAL:
                    continue
                if isinstance(t, Caster):
                    bound.arguments[name] = t.convert(value)
                elif not isinstance(value, t):
                    return None
            except (TypeError, ValueError, OverflowError):
                return None
        return bound

    def __call__(self, *args, **kwargs):
        for f in self.impls:
            bound = self._convert(f, args, kwargs)
            if bound is not None:
                return f(*bound.args, **bound.kwargs)
        raise TypeError(self._mismatch(args, kwargs))

    def _mismatch(self, args, kwargs):
        what = "constructor" if self.constructor else "function"
        name = "__init__" if self.constructor else self.__name__
        lines = [f"{name}(): incompatible {what} arguments. The following argument types are supported:"]
        for i, f in enumerate(self.impls):
            lines.append(f"    {i + 1}. {self._describe(f)}")
        shown = [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
        lines += ["", f"Invoked with: {', '.join(shown)}"]
        return "\n".join(lines)


def binding(impl=None, *, constructor=False):
    """Decorator: a [`Function`] of one overload (more with `.overload`)."""
    if impl is None:
        return lambda f: Function(f.__name__, [f], constructor=constructor)
    return Function(impl.__name__, [impl], constructor=constructor)


# ------------------------------------------------------------ bound vectors


class Vector(list):
    """A ``py::bind_vector`` of `element`: a list that holds only those."""

    element = object

    def __init__(self, items=()):
        super().__init__(self._check(x) for x in items)

    def _check(self, x):
        if not isinstance(x, self.element):
            raise TypeError(f"{type(self).__name__} holds {self.element.__qualname__} objects, not {type(x).__name__}")
        return x

    def append(self, x):
        super().append(self._check(x))

    def insert(self, i, x):
        super().insert(i, self._check(x))

    def extend(self, items):
        super().extend(self._check(x) for x in items)

    def __setitem__(self, i, x):
        if isinstance(i, slice):
            super().__setitem__(i, [self._check(v) for v in x])
        else:
            super().__setitem__(i, self._check(x))


def vector(name, module, element):
    """A bound vector class `name` of `element` in `module`."""
    cls = type(name, (Vector,), {"__module__": module.__name__, "__qualname__": name, "element": element})
    setattr(module, name, cls)
    return cls


def submodule(parent, name, doc):
    """``m.def_submodule(name, doc)``: importable as ``parent.name``."""
    full = f"{parent.__name__}.{name}"
    mod = sys.modules.get(full) or types.ModuleType(full, doc)
    sys.modules[full] = mod
    setattr(parent, name, mod)
    return mod
