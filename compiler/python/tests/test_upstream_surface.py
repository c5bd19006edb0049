"""The package's surface against mlir-aie's.

`upstream_surface/listing.tsv` lists mlir-aie's Python modules, classes,
functions, methods and signatures at one commit, written by
`compiler/python/tools/upstream_surface.py` from its sources. This test
imports the package, reads the same facts off it with `inspect`, and fails
on any difference that `upstream_surface/exceptions.tsv` does not list with
its reason, and on any exception that no longer matches a difference.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import importlib
import inspect
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "upstream_surface"

# Why a difference may stay: what each exception's reason starts with.
REASONS = ("NPU driver:", "outside Python:", "design:")


def read_tsv(path: Path) -> list[list[str]]:
    rows = []
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


@functools.cache
def listing() -> list[tuple[str, str, str]]:
    return [(r[0], r[1], r[2] if len(r) > 2 else "") for r in read_tsv(HERE / "listing.tsv")]


@functools.cache
def exceptions() -> dict[str, str]:
    return {r[0]: r[1] for r in read_tsv(HERE / "exceptions.tsv")}


def modules() -> set[str]:
    return {q for kind, q, _ in listing() if kind == "module"}


def owner_module(qual: str) -> tuple[str, list[str]]:
    """The listed module a qualified name lives in, and the attribute path."""
    parts = qual.split(".")
    for i in range(len(parts) - 1, 0, -1):
        if ".".join(parts[:i]) in modules():
            return ".".join(parts[:i]), parts[i:]
    raise AssertionError(f"{qual}: no listed module holds it")


class Missing(Exception):
    pass


def lookup(qual: str):
    mod, path = owner_module(qual)
    try:
        obj = importlib.import_module(mod)
    except ImportError as e:
        raise Missing(f"module {mod} does not import: {e}") from e
    for i, name in enumerate(path):
        try:
            obj = getattr(obj, name)
        except AttributeError as e:
            raise Missing(f"no {'.'.join([mod, *path[: i + 1]])}") from e
    return obj


# Signatures ----------------------------------------------------------------


@dataclasses.dataclass
class Param:
    text: str  # as upstream's listing writes it: `name`, `name=default`, `*a`, `/`
    name: str
    default: ast.expr | None


def upstream_args(sig: str) -> ast.arguments:
    """The listing's signature text, read back by Python's parser."""
    src = sig.replace("<factory>", "__factory__")
    return ast.parse(f"def f{src}: pass").body[0].args


def as_positional_only(sig: inspect.Signature, names: list[str]) -> inspect.Signature:
    """``sig`` with its first parameters named ``names`` and positional-only
    where they can be passed by position: a native function's unnamed
    arguments (``arg0``, ...) are met by any parameter in their place."""
    params = list(sig.parameters.values())
    for i, name in enumerate(names[: len(params)]):
        if params[i].kind not in (params[i].POSITIONAL_ONLY, params[i].POSITIONAL_OR_KEYWORD):
            break
        params[i] = params[i].replace(name=name, kind=params[i].POSITIONAL_ONLY)
    return sig.replace(parameters=params)


def upstream_params(sig: str) -> list[Param]:
    """The listing's signature text, read back as parameters."""
    a = upstream_args(sig)
    out = []
    positional = [*a.posonlyargs, *a.args]
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for arg, d in zip(positional, defaults):
        out.append(Param("", arg.arg, d))
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append(Param("", arg.arg, d))
    return out


def is_literal(value) -> bool:
    try:
        return ast.literal_eval(repr(value)) == value
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False


def default_text(value, expected: ast.expr | None, scope: dict) -> str:
    """Our default written as the listing writes upstream's: a literal by its
    `repr`; anything else by upstream's expression when that expression,
    evaluated where our function lives, gives our default."""
    if repr(value) == "<factory>":
        return "<factory>"
    if expected is not None and not _is_literal_node(expected):
        text = ast.unparse(expected)
        try:
            theirs = eval(text, dict(scope))  # noqa: S307 - the listing's own text
        except Exception:
            theirs = _UNEVALUABLE
        if theirs is value or _equal(theirs, value):
            return text
    if is_literal(value):
        return repr(value)
    return f"<{type(value).__name__} {value!r}>"


def _is_literal_node(node: ast.expr) -> bool:
    try:
        ast.literal_eval(node)
        return True
    except (ValueError, SyntaxError, TypeError):
        return False


_UNEVALUABLE = object()


def _equal(a, b) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False


def signature_text(sig: inspect.Signature, upstream: str, scope: dict) -> str:
    expected = {p.name: p.default for p in upstream_params(upstream)}
    sig = as_positional_only(sig, [a.arg for a in upstream_args(upstream).posonlyargs])
    out = []
    kinds = [p.kind for p in sig.parameters.values()]
    for i, p in enumerate(sig.parameters.values()):
        if p.kind == p.VAR_POSITIONAL:
            text = f"*{p.name}"
        elif p.kind == p.VAR_KEYWORD:
            text = f"**{p.name}"
        elif p.default is p.empty:
            text = p.name
        else:
            text = f"{p.name}={default_text(p.default, expected.get(p.name), scope)}"
        if p.kind == p.KEYWORD_ONLY and p.VAR_POSITIONAL not in kinds[:i]:
            if p.KEYWORD_ONLY not in kinds[:i]:
                out.append("*")
        out.append(text)
        if p.kind == p.POSITIONAL_ONLY and (
            i + 1 == len(kinds) or kinds[i + 1] != p.POSITIONAL_ONLY
        ):
            out.append("/")
    return "(" + ", ".join(out) + ")"


def drop_first(sig: inspect.Signature) -> inspect.Signature:
    params = list(sig.parameters.values())
    if params and params[0].kind in (
        inspect.Parameter.POSITIONAL_ONLY,
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
    ):
        params = params[1:]
    return sig.replace(parameters=params)


def scope_of(obj) -> dict:
    fn = inspect.unwrap(obj) if callable(obj) else obj
    glob = getattr(fn, "__globals__", None)
    if glob is None:
        mod = importlib.import_module(getattr(obj, "__module__", "builtins") or "builtins")
        glob = vars(mod)
    return glob


def class_signature(cls) -> tuple[inspect.Signature, dict]:
    """How ``cls`` is called (its ``__new__`` or ``__init__``, as
    ``inspect`` finds it), and the names its defaults are read with (the
    class's, then its module's, as a default in a class body sees them)."""
    scope = vars(importlib.import_module(cls.__module__))
    for klass in inspect.getmro(cls):
        ctor = vars(klass).get("__new__") or vars(klass).get("__init__")
        if ctor is not None:
            scope = scope_of(inspect.unwrap(getattr(ctor, "__func__", ctor)))
            break
    return inspect.signature(cls), {**scope, **vars(cls)}


def method_signature(cls, name: str) -> tuple[inspect.Signature, dict]:
    for klass in inspect.getmro(cls):
        if name in vars(klass):
            raw = vars(klass)[name]
            break
    else:
        raise Missing(f"no method {name}")
    if isinstance(raw, staticmethod):
        sig, fn = inspect.signature(raw.__func__), raw.__func__
    elif isinstance(raw, classmethod):
        sig, fn = drop_first(inspect.signature(raw.__func__)), raw.__func__
    elif inspect.isfunction(raw):
        sig, fn = drop_first(inspect.signature(raw)), raw
    else:
        fn = getattr(cls, name)
        sig = inspect.signature(fn)
    return sig, {**scope_of(fn), **vars(cls)}


# The check ------------------------------------------------------------------


def difference(kind: str, qual: str, sig: str) -> str | None:
    """What differs for one line of the listing, or None."""
    try:
        if kind == "module":
            try:
                importlib.import_module(qual)
            except ImportError as e:
                raise Missing(f"module {qual} does not import: {e}") from e
            return None
        if kind in ("method", "property", "attr"):
            cls = lookup(qual.rsplit(".", 1)[0])
            name = qual.rsplit(".", 1)[1]
            if kind == "attr":
                return None if hasattr(cls, name) else "missing"
            if kind == "property":
                raw = inspect.getattr_static(cls, name, None)
                if raw is None:
                    return "missing"
                return None if hasattr(raw, "__get__") and not inspect.isfunction(raw) else "not a property"
            ours, scope = method_signature(cls, name)
        else:
            obj = lookup(qual)
            if kind == "name":
                return None
            if kind == "class" and not inspect.isclass(obj):
                return "not a class"
            if not callable(obj):
                return "not callable"
            if not sig:
                return None
            if inspect.isclass(obj):
                ours, scope = class_signature(obj)
            else:
                ours, scope = inspect.signature(obj), scope_of(obj)
    except Missing as e:
        return f"missing ({e})"
    except (ValueError, TypeError) as e:
        return f"no signature ({e})"
    text = signature_text(ours, sig, scope)
    return None if text == sig else f"signature {text}, upstream {sig}"


def exception_for(qual: str) -> str | None:
    """The listed exception covering a name: its own, or its module's."""
    parts = qual.split(".")
    for i in range(len(parts), 0, -1):
        reason = exceptions().get(".".join(parts[:i]))
        if reason is not None:
            return ".".join(parts[:i])
    return None


@functools.cache
def differences() -> dict[str, tuple[str, str]]:
    out = {}
    for kind, qual, sig in listing():
        diff = difference(kind, qual, sig)
        if diff is not None:
            out[qual] = (kind, diff)
    return out


def test_the_listing_is_read():
    kinds = {k for k, _, _ in listing()}
    assert kinds == {"module", "class", "function", "method", "property", "attr", "name"}
    assert "aie.passmanager" in modules()


def test_every_exception_gives_an_allowed_reason():
    for qual, reason in exceptions().items():
        assert reason.startswith(REASONS), f"{qual}: reason must start with one of {REASONS}"


def test_the_surface_matches_upstream():
    unexplained = [
        f"{kind} {qual}: {diff}"
        for qual, (kind, diff) in differences().items()
        if exception_for(qual) is None
    ]
    assert not unexplained, f"{len(unexplained)} differences:\n" + "\n".join(unexplained)


def test_every_exception_still_matches_a_difference():
    used = {exception_for(q) for q in differences()}
    stale = sorted(set(exceptions()) - used)
    assert not stale, f"exceptions matching no difference: {stale}"


@pytest.mark.parametrize(
    "sig, ours, expected",
    [
        ("(a, b=1, *, c=None)", "(a, b=1, *, c=None)", True),
        ("(a, b=1)", "(a, b=2)", False),
        ("(a, /, b)", "(a, b)", True),
        ("(a, b)", "(a, /, b)", False),
        ("(*args, **kw)", "(*args, **kw)", True),
        ("(x=np.int32)", "(x=np.int32)", True),
        ("(arg0, arg1, /)", "(col, row)", True),
        ("(arg0, /)", "(col, row)", False),
        ("(x=np.int32)", "(x=np.int16)", False),
    ],
)
def test_signatures_compare_as_written(sig, ours, expected):
    import numpy as np

    scope = {"np": np}
    fn = eval(f"lambda {ours[1:-1]}: None", scope)  # noqa: S307
    assert (signature_text(inspect.signature(fn), sig, scope) == sig) is expected
