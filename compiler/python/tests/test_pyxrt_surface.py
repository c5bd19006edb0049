"""The package's ``pyxrt`` against XRT's Python binding.

``pyxrt_surface/listing.tsv`` lists XRT's pybind11 module at one commit
(written by ``compiler/python/tools/pyxrt_surface.py`` from XRT's
``pyxrt.cpp`` and headers): modules, classes and their bases, enums with
their values, the overloads of each function in pybind11's order with its
argument names and C++ types. This test reads the same facts off the
package and fails on any difference ``pyxrt_surface/exceptions.tsv`` does
not list with its reason, on a name the package has that XRT's binding
lacks and the exceptions do not list, and on an exception that no longer
matches a difference.
"""

from __future__ import annotations

import collections.abc
import functools
import importlib
import inspect
import types
import weakref
from pathlib import Path

import pytest

import pyxrt
from pyxrt import _pybind

HERE = Path(__file__).parent / "pyxrt_surface"

# Why a difference may stay: what each exception's reason starts with.
REASONS = ("simulator:", "NPU driver:", "design:")

# What an argument of each C++ type accepts in the package: a caster of
# pyxrt._pybind by name, or a class of the listing by its C++ type.
CASTERS = {
    "int": "int", "unsigned int": "int", "size_t": "int", "uint32_t": "int", "uint64_t": "int",
    "xrt::memory_group": "int", "xrt::pid_type": "int", "xrt::bo::export_handle": "int",
    "std::string": "str", "char*": "str",
    "py::buffer": "Buffer", "axlf*": "Buffer",
    "std::chrono::milliseconds": "datetime.timedelta",
    "xrt::hw_context::cfg_param_type": "dict[str, int]",
}


def read_tsv(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]


@functools.cache
def listing() -> list[list[str]]:
    return read_tsv(HERE / "listing.tsv")


@functools.cache
def exceptions() -> dict[str, str]:
    return {r[0]: r[1] for r in read_tsv(HERE / "exceptions.tsv")}


def rows(kind: str) -> list[list[str]]:
    return [r for r in listing() if r[0] == kind]


def lookup(qual: str):
    """The package's object of XRT's qualified name, or None."""
    parts = qual.split(".")
    obj = importlib.import_module(parts[0])
    for p in parts[1:]:
        obj = getattr(obj, p, None)
        if obj is None:
            return None
    return obj


@functools.cache
def cpp_classes() -> dict[str, str]:
    """The listing's Python class of each C++ class or enum it binds, by
    the C++ name and by its last component (a header's unqualified use)."""
    out = {}
    for r in listing():
        cpp = {"class": 2, "enum": 3}.get(r[0])
        if cpp is not None:
            out[r[cpp]] = r[1]
            out.setdefault(r[cpp].rsplit("::", 1)[-1], r[1])
    return out


def expected_type(cpp: str) -> set[str]:
    """What our annotation of a parameter of C++ type `cpp` may name."""
    if cpp in CASTERS:
        return {CASTERS[cpp]}
    if cpp.startswith("std::function<"):
        return {"Callable"}
    if cpp == "void*":
        return {"Buffer", "builtins.object"}
    qual = cpp_classes().get(cpp) or cpp_classes().get(cpp.rsplit("::", 1)[-1])
    return {qual} if qual else {f"<C++ {cpp}>"}


def type_name(t) -> str:
    if isinstance(t, _pybind.Caster):
        return t.name
    if isinstance(t, type):
        return f"{t.__module__}.{t.__qualname__}"
    return repr(t)


def signature_text(sig: inspect.Signature) -> str:
    """A signature as the listing writes it (names, `/`, `*args`, defaults)."""
    out = []
    params = list(sig.parameters.values())
    for i, p in enumerate(params):
        if p.kind == p.VAR_POSITIONAL:
            out.append(f"*{p.name}")
        elif p.default is not p.empty:
            out.append(f"{p.name}={p.default!r}")
        else:
            out.append(p.name)
        if p.kind == p.POSITIONAL_ONLY and (i + 1 == len(params) or params[i + 1].kind != p.POSITIONAL_ONLY):
            out.append("/")
    return "(" + ", ".join(out) + ")"


def callable_of(kind: str, qual: str):
    if kind == "init":
        cls = lookup(qual)
        return vars(cls).get("__init__") if isinstance(cls, type) else None
    owner, name = qual.rsplit(".", 1)
    obj = lookup(owner)
    if obj is None:
        return None
    return vars(obj).get(name) if isinstance(obj, type) else getattr(obj, name, None)


# The differences -------------------------------------------------------------


def overload_differences() -> dict[str, str]:
    """Per function, how its overloads differ from XRT's, if they do."""
    listed: dict[tuple[str, str], list[tuple[str, str]]] = collections.defaultdict(list)
    for r in listing():
        if r[0] in ("init", "method", "function"):
            listed[(r[0], r[1])].append((r[2], r[3] if len(r) > 3 else ""))
    out = {}
    for (kind, qual), overloads in listed.items():
        fn = callable_of(kind, qual)
        key = f"{qual}.__init__" if kind == "init" else qual
        if not isinstance(fn, _pybind.Function):
            out[key] = "missing" if fn is None else f"not a pybind11 function ({type(fn).__name__})"
            continue
        ours = fn.__overloads__
        texts = [signature_text(s) for s in ours]
        theirs = [sig for sig, _ in overloads]
        if texts != theirs:
            out[key] = f"overloads {texts}, XRT's {theirs}"
            continue
        for sig, (_, cpp_types) in zip(ours, overloads):
            cpp = [t.strip() for t in _split_types(cpp_types)]
            params = [p for p in sig.parameters.values() if p.kind != p.VAR_POSITIONAL]
            for p, t in zip(params, cpp):
                got = type_name(fn._resolve(fn.impls[0], p.annotation)) if p.annotation is not p.empty else "?"
                if got not in expected_type(t):
                    out[f"{key}{signature_text(sig)}"] = f"argument {p.name}: {got}, XRT's {t}"
    return out


def _split_types(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for c in text:
        depth += {"<": 1, "(": 1, ">": -1, ")": -1}.get(c, 0)
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    return [t for t in out + [cur] if t.strip()]


def name_differences() -> dict[str, str]:
    out = {}
    for kind, qual, *rest in listing():
        obj = lookup(qual) if kind not in ("init", "method", "function") else None
        if kind == "module":
            if not isinstance(obj, types.ModuleType) or importlib.import_module(qual) is not obj:
                out[qual] = "not an importable module"
        elif kind == "constant":
            if obj is None or obj != int(rest[0]):
                out[qual] = f"{obj!r}, XRT's {rest[0]}"
        elif kind == "class":
            out.update(class_difference(qual, obj, rest[1] if len(rest) > 1 else None))
        elif kind == "vector":
            if not (isinstance(obj, type) and issubclass(obj, collections.abc.MutableSequence)
                    and getattr(obj, "element", None) is lookup(rest[1])):
                out[qual] = f"not a bound vector of {rest[1]}"
        elif kind == "enum":
            out.update(enum_difference(qual, obj, rest[0] == "convertible"))
        elif kind == "value":
            out.update(value_difference(qual, obj, int(rest[0])))
        elif kind == "export":
            if obj is None or obj is not lookup(rest[0]):
                out[qual] = f"not {rest[0]}"
    return out


def class_difference(qual, cls, base) -> dict[str, str]:
    if not isinstance(cls, type):
        return {qual: "missing"}
    if f"{cls.__module__}.{cls.__qualname__}" != qual:
        return {qual: f"named {cls.__module__}.{cls.__qualname__}"}
    if not cls.__weakrefoffset__:
        return {qual: "not weakly referenceable"}
    if base is not None and cls.__bases__ != (lookup(base),):
        return {qual: f"bases {cls.__bases__}, XRT's {base}"}
    return {}


def enum_difference(qual, cls, convertible) -> dict[str, str]:
    if not isinstance(cls, type) or f"{cls.__module__}.{cls.__qualname__}" != qual:
        return {qual: "missing"}
    members = list(cls.__members__.values())
    if not members or not cls.__weakrefoffset__:
        return {qual: "no members, or not weakly referenceable"}
    m = members[0]
    if (m == int(m)) is not convertible or hash(m) != hash(int(m)) or cls(int(m)) != m:
        return {qual: f"compares with ints: {m == int(m)}, XRT's: {convertible}"}
    return {}


def value_difference(qual, member, value) -> dict[str, str]:
    owner, label = qual.rsplit(".", 1)
    cls = lookup(owner)
    if member is None or type(member) is not cls:
        return {qual: "missing"}
    first = next(r[1].rsplit(".", 1)[1] for r in rows("value")
                 if r[1].rsplit(".", 1)[0] == owner and int(r[2]) == value)
    want = (value, f"{cls.__name__}.{first}", f"<{cls.__name__}.{first}: {value}>")
    got = (int(member), str(member), repr(member))
    if got != want or cls.__members__.get(label) is not member or member.value != value:
        return {qual: f"{got}, XRT's {want}"}
    return {}


def extra_names() -> dict[str, str]:
    """Public names of the package's pyxrt that XRT's binding lacks."""
    known = {r[1] for r in listing()}
    known |= {r[1].rsplit(".", 1)[0] for r in listing() if r[0] == "init"}
    out = {}

    def walk(obj, qual):
        for name, v in vars(obj).items():
            if name.startswith("_") and name not in ("__call__", "__or__", "__and__", "__ior__", "__iand__"):
                continue
            q = f"{qual}.{name}"
            if isinstance(obj, types.ModuleType) and getattr(v, "__module__", obj.__name__) != obj.__name__ \
                    and not isinstance(v, (int, _pybind.Enum)):
                continue  # imported, not defined here
            if q not in known:
                out[q] = "not in XRT's binding"
            elif isinstance(v, type) and not issubclass(v, (_pybind.Enum, _pybind.Vector)):
                walk(v, q)
            elif isinstance(v, types.ModuleType):
                walk(v, q)

    walk(pyxrt, "pyxrt")
    return out


@functools.cache
def differences() -> dict[str, str]:
    return {**name_differences(), **overload_differences(), **extra_names()}


def exception_for(qual: str) -> str | None:
    for key in exceptions():
        if qual == key or qual.startswith(key + "(") or qual.startswith(key + "."):
            return key
    return None


def test_the_listing_is_read():
    kinds = {r[0] for r in listing()}
    assert kinds == {"module", "constant", "class", "vector", "enum", "value", "export", "init", "method",
                     "function"}
    assert ["method", "pyxrt.bo.write", "(arg0, arg1, /)", "py::buffer, size_t"] in listing()


def test_every_exception_gives_an_allowed_reason():
    for qual, reason in exceptions().items():
        assert reason.startswith(REASONS), f"{qual}: reason must start with one of {REASONS}"


def test_pyxrt_matches_xrts_binding():
    unexplained = [f"{q}: {d}" for q, d in differences().items() if exception_for(q) is None]
    assert not unexplained, f"{len(unexplained)} differences:\n" + "\n".join(unexplained)


def test_every_exception_still_matches_a_difference():
    used = {exception_for(q) for q in differences()}
    stale = sorted(set(exceptions()) - used)
    assert not stale, f"exceptions matching no difference: {stale}"


def test_every_object_is_weakly_referenceable():
    dev = pyxrt.device(0)
    for obj in (dev, pyxrt.bo(dev, 16, pyxrt.bo.host_only, 0), pyxrt.hw_context(), pyxrt.run(),
                pyxrt.uuid("00000000-0000-0000-0000-000000000000"), pyxrt.xclbin(), pyxrt.runlist(),
                pyxrt.bo.host_only, pyxrt.xclbinkernel_vector()):
        assert weakref.ref(obj)() is obj


@pytest.mark.parametrize(
    "sig, text",
    [("(a, b=0, /)", "(a, b=0, /)"), ("(*args)", "(*args)"), ("(a, /, b)", "(a, /, b)"), ("()", "()")],
)
def test_signatures_are_written_as_the_listing_writes_them(sig, text):
    fn = eval(f"lambda {sig[1:-1]}: None")  # noqa: S307
    assert signature_text(inspect.signature(fn)) == text


def test_a_changed_overload_is_a_difference(monkeypatch):
    f = pyxrt.bo.__dict__["size"].overload(lambda self, arg0, /: None)
    f.__set_name__(pyxrt.bo, "size")
    monkeypatch.setattr(pyxrt.bo, "size", f)
    differences.cache_clear()
    try:
        assert "pyxrt.bo.size" in differences()
    finally:
        differences.cache_clear()
