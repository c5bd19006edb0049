"""ctypes views of CPython's objects (eudsl-python-extras'
``ast.py_type``): ``PyObject`` (the object header), ``PyTypeObject`` (a
type's struct, read and written in place: ``PyTypeObject.from_object(cls)``),
``PyTypeVarObject`` (a ``TypeVar``'s struct, Python 3.12 on), the C
function-pointer types of their slots, ``address`` and ``_Ptr[T]`` (a
pointer to ``T``; ``_Ptr[Self]`` marks a pointer to the struct being
declared). The layouts are CPython's for the running version and build
(free-threaded or not)."""

from __future__ import annotations

import sys
import sysconfig
import typing
from ctypes import (
    POINTER,
    PYFUNCTYPE,
    Structure,
    c_char_p,
    c_int,
    c_size_t,
    c_ssize_t,
    c_uint,
    c_uint8,
    c_uint16,
    c_uint32,
    c_ubyte,
    c_ulong,
    c_void_p,
    cast,
    pointer,
    py_object,
)


# A typing special form that keeps the function it was made from as
# `__wrapped__`, so that `inspect` reads that function's signature (no
# docstring: the form's `__doc__` is the function's, a slot).
class _SpecialForm(typing._SpecialForm, _root=True):
    __slots__ = ("__wrapped__", "__doc__")

    def __init__(self, getitem):
        super().__init__(getitem)
        self.__wrapped__ = getitem

    def __repr__(self):
        return f"{self.__wrapped__.__module__}.{self._name}"


@_SpecialForm
def Self(self, parameters):
    """The struct being declared, in ``_Ptr[Self]``; not subscriptable."""
    raise TypeError(f"{self} is not subscriptable")


# What `_Ptr[Self]` gives.
_SelfPtr = object()


class _Ptr:
    """``_Ptr[T]`` is ctypes' ``POINTER(T)`` (of a generic alias's origin);
    ``_Ptr[Self]`` is ``_SelfPtr``."""

    def __class_getitem__(cls, item):
        if item is Self:
            return _SelfPtr
        item = typing.get_origin(item) or item
        try:
            return POINTER(item)
        except TypeError as e:
            raise TypeError(f"{e} (in POINTER({item!r}))") from e


def address(obj) -> int:
    """The address of `obj` (CPython's ``id``)."""
    return id(obj)


# The slots' function types (CPython's Include/object.h).
unaryfunc = PYFUNCTYPE(py_object, py_object)
binaryfunc = PYFUNCTYPE(py_object, py_object, py_object)
ternaryfunc = PYFUNCTYPE(py_object, py_object, py_object, py_object)
inquiry = PYFUNCTYPE(c_int, py_object)
lenfunc = PYFUNCTYPE(c_ssize_t, py_object)
ssizeargfunc = PYFUNCTYPE(py_object, py_object, c_ssize_t)
ssizessizeargfunc = PYFUNCTYPE(py_object, py_object, c_ssize_t, c_ssize_t)
ssizeobjargproc = PYFUNCTYPE(c_int, py_object, c_ssize_t, py_object)
ssizessizeobjargproc = PYFUNCTYPE(c_int, py_object, c_ssize_t, c_ssize_t, py_object)
objobjargproc = PYFUNCTYPE(c_int, py_object, py_object, py_object)
objobjproc = PYFUNCTYPE(c_int, py_object, py_object)
visitproc = PYFUNCTYPE(c_int, py_object, c_void_p)
traverseproc = PYFUNCTYPE(c_int, py_object, visitproc, c_void_p)
freefunc = PYFUNCTYPE(None, c_void_p)
destructor = PYFUNCTYPE(None, py_object)
getattrfunc = PYFUNCTYPE(py_object, py_object, c_char_p)
getattrofunc = PYFUNCTYPE(py_object, py_object, py_object)
setattrfunc = PYFUNCTYPE(c_int, py_object, c_char_p, py_object)
setattrofunc = PYFUNCTYPE(c_int, py_object, py_object, py_object)
reprfunc = PYFUNCTYPE(py_object, py_object)
hashfunc = PYFUNCTYPE(c_ssize_t, py_object)
richcmpfunc = PYFUNCTYPE(py_object, py_object, py_object, c_int)
getiterfunc = PYFUNCTYPE(py_object, py_object)
iternextfunc = PYFUNCTYPE(py_object, py_object)
descrgetfunc = PYFUNCTYPE(py_object, py_object, py_object, py_object)
descrsetfunc = PYFUNCTYPE(c_int, py_object, py_object, py_object)
initproc = PYFUNCTYPE(c_int, py_object, py_object, py_object)
newfunc = PYFUNCTYPE(py_object, py_object, py_object, py_object)
allocfunc = PYFUNCTYPE(py_object, py_object, c_ssize_t)
# callable, args (an array), the count (with PY_VECTORCALL_ARGUMENTS_OFFSET), kwnames
vectorcallfunc = PYFUNCTYPE(py_object, py_object, POINTER(py_object), c_size_t, py_object)
# iterator, value, where the result goes; gives a PySendResult
sendfunc = PYFUNCTYPE(c_int, py_object, py_object, POINTER(py_object))


class PyObject(Structure):
    """An object's header (``PyObject``): its reference count (a
    free-threaded build's owner, flags and local and shared counts) and
    ``ob_type``."""

    def as_ref(self):
        """A pointer to this struct."""
        return pointer(self)

    def into_object(self):
        """The Python object this is the header of."""
        return cast(self.as_ref(), py_object).value


class PyTypeObject(Structure):
    """A type's struct (``PyTypeObject``), its ``tp_*`` slots by name."""

    @classmethod
    def from_object(cls, obj):
        """The struct of type `obj`, in place."""
        if not isinstance(obj, type):
            raise TypeError(f"PyTypeObject.from_object takes a type, got {type(obj).__name__}")
        return cls.from_address(address(obj))


class PyTypeVarObject(Structure):
    """A ``TypeVar``'s struct (CPython's ``typevarobject``, Python 3.12
    on): its name, bound, constraints, default (3.13 on) and the functions
    that evaluate them lazily."""

    @classmethod
    def from_object(cls, obj):
        """The struct of ``TypeVar`` `obj`, in place."""
        if sys.version_info < (3, 12) or not isinstance(obj, typing.TypeVar):
            raise TypeError(f"{obj!r}: PyTypeVarObject views a TypeVar of Python 3.12 or later "
                            f"(Python {sys.version_info.major}.{sys.version_info.minor} here)")
        return cls.from_address(address(obj))


if sysconfig.get_config_var("Py_GIL_DISABLED"):
    _header = [("ob_tid", c_size_t), ("ob_flags", c_uint16), ("ob_mutex", c_uint8), ("ob_gc_bits", c_uint8),
               ("ob_ref_local", c_uint32), ("ob_ref_shared", c_ssize_t)]
else:
    _header = [("ob_refcnt", c_ssize_t)]
_header.append(("ob_type", POINTER(PyTypeObject)))

PyObject._fields_ = _header

_object = POINTER(PyObject)
PyTypeObject._fields_ = _header + [
    ("ob_size", c_ssize_t),
    ("tp_name", c_char_p),
    ("tp_basicsize", c_ssize_t),
    ("tp_itemsize", c_ssize_t),
    ("tp_dealloc", destructor),
    ("tp_vectorcall_offset", c_ssize_t),
    ("tp_getattr", getattrfunc),
    ("tp_setattr", setattrfunc),
    ("tp_as_async", c_void_p),
    ("tp_repr", reprfunc),
    ("tp_as_number", c_void_p),
    ("tp_as_sequence", c_void_p),
    ("tp_as_mapping", c_void_p),
    ("tp_hash", hashfunc),
    ("tp_call", ternaryfunc),
    ("tp_str", reprfunc),
    ("tp_getattro", getattrofunc),
    ("tp_setattro", setattrofunc),
    ("tp_as_buffer", c_void_p),
    ("tp_flags", c_ulong),
    ("tp_doc", c_char_p),
    ("tp_traverse", traverseproc),
    ("tp_clear", inquiry),
    ("tp_richcompare", richcmpfunc),
    ("tp_weaklistoffset", c_ssize_t),
    ("tp_iter", getiterfunc),
    ("tp_iternext", iternextfunc),
    ("tp_methods", c_void_p),
    ("tp_members", c_void_p),
    ("tp_getset", c_void_p),
    ("tp_base", POINTER(PyTypeObject)),
    ("tp_dict", _object),
    ("tp_descr_get", descrgetfunc),
    ("tp_descr_set", descrsetfunc),
    ("tp_dictoffset", c_ssize_t),
    ("tp_init", initproc),
    ("tp_alloc", allocfunc),
    ("tp_new", newfunc),
    ("tp_free", freefunc),
    ("tp_is_gc", inquiry),
    ("tp_bases", _object),
    ("tp_mro", _object),
    ("tp_cache", _object),
    ("tp_subclasses", c_void_p),
    ("tp_weaklist", _object),
    ("tp_del", destructor),
    ("tp_version_tag", c_uint),
    ("tp_finalize", destructor),
    ("tp_vectorcall", vectorcallfunc),
] + ([("tp_watched", c_ubyte)] if sys.version_info >= (3, 12) else []) + (
    [("tp_versions_used", c_uint16)] if sys.version_info >= (3, 13) else [])

PyTypeVarObject._fields_ = _header + [
    ("name", _object),
    ("bound", _object),
    ("evaluate_bound", _object),
    ("constraints", _object),
    ("evaluate_constraints", _object),
] + ([("default_value", _object), ("evaluate_default", _object)] if sys.version_info >= (3, 13) else [])
