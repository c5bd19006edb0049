#!/usr/bin/env python3
"""List the Python surface of mlir-aie's package from its sources.

Run by hand on a fetched mlir-aie and eudsl (git directories, read at one
commit each):

    python3 compiler/python/tools/upstream_surface.py MLIR_AIE_GITDIR COMMIT \
        --eudsl EUDSL_GITDIR > compiler/python/tests/upstream_surface/listing.tsv

It reads upstream's `python/CMakeLists.txt` for which files are installed
and as which modules (`python/X/y.py` is `aie.X.y`, as CMake's
`declare_mlir_python_sources` with the `aie` package root installs it), then
each file with `ast`, and prints one line per fact, tab-separated:

    module    aie.utils.trace.parse
    function  aie.utils.trace.parse.parse_trace    (trace_buffer, mlir_module_str, colshift=None)
    class     aie.iron.buffer.Buffer               (type=None, initial_value=None, name=None, ...)
    method    aie.iron.buffer.Buffer.op            ()
    property  aie.iron.buffer.Buffer.shape
    attr      aie.utils.trace.events.PacketType.CORE
    name      aie.utils.trace.parse.NUM_EVENTS

Only names and signatures are read: parameter names, kinds and defaults
(`repr` of a literal default, the expression of any other; `<factory>` for
a dataclass field's `default_factory`, as `inspect` prints it). The native
module `_aie` is read from its nanobind definitions (AIEMLIRModule.cpp);
`aie.extras` is the eudsl-python-extras upstream's build vendors, at the
commit `python/requirements.txt` pins. The modules upstream's package takes
from MLIR's own Python sources (`aie.ir`, `aie.passmanager`, ...) and the
modules generated from TableGen at build time are listed as modules only:
their sources are not in `python/`.
`compiler/python/tests/test_upstream_surface.py` compares the package with
the listing.
"""

from __future__ import annotations

import ast
import fnmatch
import re
import subprocess
import sys

# MLIR's Python modules that upstream's package installs under `aie.` (its
# CMake's DECLARED_SOURCES `MLIRPythonSources`, with the core extension and
# the execution engine's): their sources are LLVM's, not in `python/`.
MLIR_CORE_MODULES = (
    "aie.extras.meta",
    "aie.extras.types",
    "aie.ir",
    "aie.passmanager",
    "aie.rewrite",
    "aie.execution_engine",
    "aie.runtime",
)

# Modules `declare_mlir_dialect_python_bindings` generates from a dialect's
# TableGen file (`GEN_ENUM_BINDINGS_TD_FILE` adds the enum module).
def generated_dialect_modules(dialect: str, enums: bool) -> list[str]:
    mods = [f"aie.dialects._{dialect}_ops_gen"]
    if enums:
        mods.append(f"aie.dialects._{dialect}_enum_gen")
    return mods



def git(gitdir: str, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", gitdir, *args], check=True, capture_output=True, text=True
    ).stdout


def cmake_blocks(text: str) -> list[str]:
    """The argument text of each `declare_mlir_*(...)` call of a CMake file."""
    blocks = []
    for m in re.finditer(r"declare_mlir_\w+\(", text):
        depth, i = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        blocks.append(text[m.start() : i])
    return blocks


def installed_files(cmake: str, tree: list[str]) -> tuple[list[str], list[str]]:
    """Files under `python/` that CMake installs into the package, and the
    names it lists that the tree lacks."""
    wanted, missing = [], []
    for block in cmake_blocks(cmake):
        words = re.sub(r"#[^\n]*", "", block).rstrip(")").split()
        mode = None
        for w in words:
            if w in ("SOURCES", "SOURCES_GLOB"):
                mode = w
            elif w.isupper() or w.startswith("$") or w.startswith('"'):
                mode = None if w.isupper() else mode
            elif mode == "SOURCES":
                if f"python/{w}" in tree:
                    wanted.append(w)
                else:
                    missing.append(w)
            elif mode == "SOURCES_GLOB":
                # MLIR's AddMLIRPython globs with GLOB_RECURSE: `dir/*.py`
                # takes every .py beneath dir/, as fnmatch's `*` does.
                wanted += [
                    p[len("python/") :]
                    for p in tree
                    if fnmatch.fnmatch(p, f"python/{w}")
                ]
    return sorted(set(f for f in wanted if f.endswith((".py", ".pyi")))), missing


def module_name(path: str) -> str:
    """`utils/trace/parse.py` -> `aie.utils.trace.parse`."""
    stem = re.sub(r"\.pyi?$", "", path)
    parts = stem.split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(["aie", *parts])


def default_text(node: ast.expr, constants: dict[str, object]) -> str:
    """A default as listed: a literal (or a name of the module's constants,
    `_DEFAULT_RTOL = 0.128`) by its value's `repr`, else its expression."""
    if isinstance(node, ast.Name) and node.id in constants:
        return repr(constants[node.id])
    try:
        return repr(ast.literal_eval(node))
    except (ValueError, SyntaxError, TypeError):
        return ast.unparse(node)


def module_constants(body: list[ast.stmt]) -> dict[str, object]:
    """Names a module binds once, at top level, to a literal."""
    values: dict[str, object] = {}
    bound: dict[str, int] = {}
    for st in top_level(body):
        for name in assigned_names(st):
            bound[name] = bound.get(name, 0) + 1
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            target, value = st.targets[0], st.value
        elif isinstance(st, ast.AnnAssign) and st.value is not None:
            target, value = st.target, st.value
        else:
            continue
        if isinstance(target, ast.Name):
            try:
                values[target.id] = ast.literal_eval(value)
            except (ValueError, SyntaxError, TypeError):
                pass
    return {k: v for k, v in values.items() if bound[k] == 1}


def params_text(a: ast.arguments, drop_first: bool, constants: dict) -> str:
    """A signature as `inspect.Signature` prints it, defaults canonical."""
    positional = [*a.posonlyargs, *a.args]
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    out: list[str] = []
    for i, (arg, d) in enumerate(zip(positional, defaults)):
        out.append(arg.arg if d is None else f"{arg.arg}={default_text(d, constants)}")
        if a.posonlyargs and i == len(a.posonlyargs) - 1:
            out.append("/")
    if drop_first and positional:
        out.pop(0)
        if out and out[0] == "/":
            out.pop(0)
    if a.vararg:
        out.append(f"*{a.vararg.arg}")
    elif a.kwonlyargs:
        out.append("*")
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append(arg.arg if d is None else f"{arg.arg}={default_text(d, constants)}")
    if a.kwarg:
        out.append(f"**{a.kwarg.arg}")
    return "(" + ", ".join(out) + ")"


def decorator_names(node) -> list[str]:
    names = []
    for d in node.decorator_list:
        d = d.func if isinstance(d, ast.Call) else d
        names.append(ast.unparse(d))
    return names


def is_dataclass(node: ast.ClassDef) -> bool:
    return any(n.split(".")[-1] == "dataclass" for n in decorator_names(node))


def is_factory_field(st: ast.stmt) -> bool:
    """Whether ``st`` is a dataclass field ``field(...)`` without a
    ``default=`` (no class attribute holds it)."""
    v = getattr(st, "value", None)
    return (
        isinstance(v, ast.Call)
        and ast.unparse(v.func).split(".")[-1] == "field"
        and "default" not in {k.arg for k in v.keywords}
    )


def dataclass_init(node: ast.ClassDef, constants: dict) -> str:
    """The `__init__` signature `@dataclass` makes from the class's fields."""
    kw_only_all = any(
        isinstance(d, ast.Call)
        and any(
            k.arg == "kw_only" and getattr(k.value, "value", False)
            for k in d.keywords
        )
        for d in node.decorator_list
    )
    pos: list[str] = []
    kw: list[str] = []
    kw_only = kw_only_all
    for st in node.body:
        if not (isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name)):
            continue
        ann = ast.unparse(st.annotation)
        if ann.startswith(("ClassVar", "typing.ClassVar")):
            continue
        if ann in ("KW_ONLY", "dataclasses.KW_ONLY"):
            kw_only = True
            continue
        name, text, field_kw = st.target.id, st.target.id, kw_only
        v = st.value
        if isinstance(v, ast.Call) and ast.unparse(v.func).split(".")[-1] == "field":
            opts = {k.arg: k.value for k in v.keywords}
            if "init" in opts and getattr(opts["init"], "value", True) is False:
                continue
            if "kw_only" in opts:
                field_kw = bool(getattr(opts["kw_only"], "value", False))
            if "default" in opts:
                text = f"{name}={default_text(opts['default'], constants)}"
            elif "default_factory" in opts:
                text = f"{name}=<factory>"
        elif v is not None:
            text = f"{name}={default_text(v, constants)}"
        (kw if field_kw else pos).append(text)
    return "(" + ", ".join(pos + (["*"] + kw if kw else [])) + ")"


def is_public(name: str) -> bool:
    return not name.startswith("_")


def static_if(test: ast.expr) -> str | None:
    """'skip' for blocks that never run on import (`TYPE_CHECKING`,
    `__name__ == "__main__"`)."""
    text = ast.unparse(test)
    if text in ("TYPE_CHECKING", "typing.TYPE_CHECKING") or "__main__" in text:
        return "skip"
    return None


def top_level(body: list[ast.stmt]):
    """Statements run on import, through `if`/`try` blocks."""
    for st in body:
        if isinstance(st, ast.If):
            if static_if(st.test) == "skip":
                continue
            yield from top_level(st.body)
            yield from top_level(st.orelse)
        elif isinstance(st, ast.Try):
            yield from top_level(st.body)
            for h in st.handlers:
                yield from top_level(h.body)
            yield from top_level(st.orelse)
            yield from top_level(st.finalbody)
        else:
            yield st


def assigned_names(st: ast.stmt) -> list[str]:
    targets = []
    if isinstance(st, ast.Assign):
        targets = st.targets
    elif isinstance(st, ast.AnnAssign) and st.value is not None:
        targets = [st.target]
    names = []
    for t in targets:
        for n in ast.walk(t):
            if isinstance(n, ast.Name):
                names.append(n.id)
    return names


def literal_all(body: list[ast.stmt]) -> list[str] | None:
    for st in top_level(body):
        if "__all__" in assigned_names(st):
            try:
                return list(ast.literal_eval(st.value))
            except ValueError:
                return None
    return None


def getattr_names(fn: ast.FunctionDef) -> list[str]:
    """Names a module's `__getattr__` serves: the strings its parameter is
    compared with (`name == "X"`, `name in ("X", ...)`)."""
    param = fn.args.args[0].arg
    names = []
    for n in ast.walk(fn):
        if (
            isinstance(n, ast.Compare)
            and isinstance(n.left, ast.Name)
            and n.left.id == param
        ):
            for c in n.comparators:
                for s in ast.walk(c):
                    if isinstance(s, ast.Constant) and isinstance(s.value, str):
                        names.append(s.value)
    return names


def resolve_relative(module: str, is_package: bool, level: int, name: str | None):
    base = module.split(".") if is_package else module.split(".")[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


class Surface:
    def __init__(self, sources: dict[str, tuple[str, bool]]):
        # module name -> (source text, is a package)
        self.sources = sources
        self.trees = {m: ast.parse(src) for m, (src, _) in sources.items()}
        self._public: dict[str, list[str]] = {}

    def imported_module(self, module: str, st: ast.ImportFrom) -> str | None:
        if st.level:
            return resolve_relative(
                module, self.sources[module][1], st.level, st.module
            )
        return st.module

    def public_names(self, module: str, seen=()) -> list[str]:
        """What a module exports: its `__all__`, else its public top-level
        definitions and what it re-exports (as type checkers read
        re-exports: a package's imports from the package, `import *`, and
        `from m import x as x`); names its `__getattr__` serves."""
        if module in self._public:
            return self._public[module]
        if module not in self.trees or module in seen:
            return []
        body = self.trees[module].body
        listed = literal_all(body)
        if listed is not None:
            self._public[module] = listed
            return listed
        names: list[str] = []
        for st in top_level(body):
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.append(st.name)
            elif isinstance(st, ast.ImportFrom):
                src = self.imported_module(module, st)
                if not src or not src.startswith("aie"):
                    continue
                for a in st.names:
                    if a.name == "*":
                        names += self.public_names(src, (*seen, module))
                    elif self.sources[module][1] or a.asname == a.name:
                        names.append(a.asname or a.name)
            else:
                names += assigned_names(st)
            if isinstance(st, ast.FunctionDef) and st.name == "__getattr__":
                names += getattr_names(st)
        out = list(dict.fromkeys(n for n in names if is_public(n)))
        self._public[module] = out
        return out

    def definitions(self, module: str) -> dict[str, ast.stmt]:
        """The last top-level definition of each name in a module."""
        defs: dict[str, ast.stmt] = {}
        for st in top_level(self.trees[module].body):
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if "overload" in [n.split(".")[-1] for n in decorator_names(st)]:
                    continue
                defs[st.name] = st
        return defs

    def lines(self) -> list[tuple[str, str, str]]:
        out = []
        for module in sorted(self.trees):
            out.append(("module", module, ""))
            constants = module_constants(self.trees[module].body)
            defs = self.definitions(module)
            for name in self.public_names(module):
                qual = f"{module}.{name}"
                node = defs.get(name)
                if isinstance(node, ast.ClassDef):
                    out += self.class_lines(qual, node, constants)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    out.append(("function", qual, params_text(node.args, False, constants)))
                else:
                    out.append(("name", qual, ""))
        return out

    def class_lines(self, qual: str, node: ast.ClassDef, constants: dict):
        members: dict[str, ast.stmt] = {}
        attrs: list[str] = []
        for st in node.body:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                decos = [n.split(".")[-1] for n in decorator_names(st)]
                if "overload" in decos or any(d in ("setter", "deleter") for d in decos):
                    continue
                members[st.name] = st
            elif not (is_dataclass(node) and is_factory_field(st)):
                # A bare annotation binds nothing, nor does a dataclass
                # field made by `field()` without a default: both are
                # arguments of `__init__`, listed there.
                attrs += assigned_names(st)
        # A class is called as `inspect.signature` reads it: its own
        # `__new__` first, else its `__init__`.
        ctor = members.get("__new__") or members.get("__init__")
        if ctor is not None:
            sig = params_text(ctor.args, True, constants)
        elif is_dataclass(node):
            sig = dataclass_init(node, constants)
        else:
            sig = ""
        out = [("class", qual, sig)]
        for name, st in members.items():
            if not (is_public(name) or name == "__call__"):
                continue
            if isinstance(st, ast.ClassDef):
                out += self.class_lines(f"{qual}.{name}", st, constants)
                continue
            decos = [n.split(".")[-1] for n in decorator_names(st)]
            if "property" in decos or "cached_property" in decos:
                out.append(("property", f"{qual}.{name}", ""))
            else:
                drop = "staticmethod" not in decos
                out.append(("method", f"{qual}.{name}", params_text(st.args, drop, constants)))
        for name in dict.fromkeys(attrs):
            if is_public(name) and name not in members:
                out.append(("attr", f"{qual}.{name}", ""))
        return out


# --- the native module (nanobind C++) -------------------------------------

# C++ default values as Python writes them.
CPP_DEFAULTS = {"nb::none()": "None", "false": "False", "true": "True", '""': "''"}


def string_end(text: str, i: int) -> int:
    """The index just past the C++ string or character literal at ``i``."""
    j = i + 1
    while text[j] != text[i]:
        j += 2 if text[j] == "\\" else 1
    return j + 1


def balanced(text: str, start: int) -> int:
    """The index just past the bracket closing the one at ``start``, string
    and character literals skipped."""
    close = {"(": ")", "{": "}", "[": "]"}[text[start]]
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c in "\"'":
            i = string_end(text, i)
            continue
        depth += (c == text[start]) - (c == close)
        i += 1
        if depth == 0:
            return i
    raise ValueError("unbalanced C++")


def top_level_args(call: str) -> list[str]:
    """The comma-separated arguments of a call's text ``(a, f(b, c), ...)``."""
    args, depth, start, i = [], 0, 1, 1
    while i < len(call) - 1:
        c = call[i]
        if c in "\"'":
            i = string_end(call, i)
            continue
        depth += (c in "([{<") - (c in ")]}>")
        if c == "," and depth == 0:
            args.append(call[start:i].strip())
            start = i + 1
        i += 1
    return args + [call[start:i].strip()]


def without_blocks(text: str) -> str:
    """``text`` with every ``{...}`` (lambda bodies) taken out."""
    out, i = [], 0
    while (j := text.find("{", i)) >= 0:
        out.append(text[i:j])
        i = balanced(text, j)
    return "".join(out) + text[i:]


def nanobind_params(call: str, drop_self: bool) -> str:
    """The Python signature of one nanobind ``def`` call's text: its
    ``"name"_a = default`` annotations, else the bound lambda's parameters,
    positional-only (``arg0``, ...) as nanobind names them."""
    named = [
        (m.group(1), m.group(2))
        for arg in top_level_args(without_blocks(call))
        if (m := re.fullmatch(r'"(\w+)"_a(?:\s*=\s*(.+))?', arg, re.S))
    ]
    if named:
        if drop_self:
            named = named[1:]
        out = [n if d is None else f"{n}={CPP_DEFAULTS.get(d.strip(), d.strip())}" for n, d in named]
        return "(" + ", ".join(out) + ")"
    lam = re.search(r"\]\s*\(", call)
    params = call[lam.end() : balanced(call, lam.end() - 1) - 1] if lam else ""
    count = len([p for p in params.split(",") if p.strip()]) - (1 if drop_self else 0)
    args = [f"arg{i}" for i in range(count)]
    return "(" + ", ".join(args + ["/"] if args else []) + ")"


def nanobind_surface(module: str, cpp: str) -> list[tuple[str, str, str]]:
    """Functions, classes and methods a nanobind module's source binds:
    ``m.def("f", ...)``, and the classes (``nb::class_<T>(m, "C")``,
    ``mlir_type_subclass(m, "C", ...)``) with their chained ``.def*`` calls."""
    cpp = re.sub(r"//[^\n]*", "", cpp)
    lines = []
    for m in re.finditer(r"\bm\.def\(", cpp):
        call = cpp[m.end() - 1 : balanced(cpp, m.end() - 1)]
        name = re.match(r'\(\s*"(\w+)"', call).group(1)
        lines.append(("function", f"{module}.{name}", nanobind_params(call, False)))
    for m in re.finditer(r'(?:nb::class_<[^>]*>|mlir_type_subclass)\(\s*m,\s*"(\w+)"', cpp):
        qual = f"{module}.{m.group(1)}"
        lines.append(("class", qual, ""))
        i = balanced(cpp, cpp.index("(", m.start()))
        while (d := re.match(r"\s*\.(def\w*)\(", cpp[i:])):
            start = i + d.end() - 1
            end = balanced(cpp, start)
            call = cpp[start:end]
            name = re.match(r'\(\s*"(\w+)"', call).group(1)
            kind = "property" if d.group(1).startswith("def_prop") else "method"
            sig = "" if kind == "property" else nanobind_params(call, True)
            lines.append((kind, f"{qual}.{name}", sig))
            i = end
    return lines


def eudsl_sources(gitdir: str, requirements: str) -> tuple[str, dict]:
    """`aie.extras`: the eudsl-python-extras that upstream's build vendors
    into the package (the version `python/requirements.txt` pins, whose
    `+hash` is the eudsl commit), its `mlir/extras/` as `aie/extras/`."""
    pin = re.search(r"eudsl-python-extras==\S+\+([0-9a-f]+)", requirements)
    if not pin:
        raise SystemExit("python/requirements.txt pins no eudsl-python-extras commit")
    full = git(gitdir, "rev-parse", f"{pin.group(1)}^{{commit}}").strip()
    root = "projects/eudsl-python-extras/mlir/extras/"
    sources = {}
    for f in git(gitdir, "ls-tree", "-r", "--name-only", full, root).split():
        if f.endswith(".py"):
            name = module_name("extras/" + f[len(root) :])
            sources[name] = (git(gitdir, "show", f"{full}:{f}"), f.endswith("__init__.py"))
    return full, sources


def main(argv: list[str]) -> int:
    if len(argv) != 5 or argv[3] != "--eudsl":
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    gitdir, commit, eudsl = argv[1], argv[2], argv[4]
    full = git(gitdir, "rev-parse", f"{commit}^{{commit}}").strip()
    tree = git(gitdir, "ls-tree", "-r", "--name-only", full, "python/").split()
    cmake = git(gitdir, "show", f"{full}:python/CMakeLists.txt")
    files, missing = installed_files(cmake, tree)
    sources = {}
    for f in files:
        text = git(gitdir, "show", f"{full}:python/{f}")
        if f.endswith(".in"):
            continue
        sources[module_name(f)] = (text, f.endswith("__init__.py"))
    # configure_file(utils/configure.py.in aie/utils/configure.py)
    for m in re.finditer(r"configure_file\((\S+)\.in\s+aie/(\S+)\.py\)", cmake):
        text = git(gitdir, "show", f"{full}:python/{m.group(1)}.in")
        sources["aie." + m.group(2).replace("/", ".")] = (text, False)
    eudsl_commit, extras = eudsl_sources(
        eudsl, git(gitdir, "show", f"{full}:python/requirements.txt")
    )
    sources.update(extras)
    # The native module `_aie` is AIEMLIRModule.cpp (the SOURCES of CMake's
    # extension), not the stub beside it, which may lag it.
    native = re.search(r"MODULE_NAME (\w+).*?SOURCES\s+(\S+\.cpp)", cmake, re.S)
    stub = f"aie._mlir_libs.{native.group(1)}"
    sources.pop(stub, None)
    lines = Surface(sources).lines()
    lines.append(("module", stub, ""))
    lines += nanobind_surface(stub, git(gitdir, "show", f"{full}:python/{native.group(2)}"))
    for mod in MLIR_CORE_MODULES:
        lines.append(("module", mod, ""))
    for m in re.finditer(
        r"declare_mlir_dialect_python_bindings\((.*?)\n\)", cmake, re.S
    ):
        dialect = re.search(r"DIALECT_NAME\s+(\w+)", m.group(1)).group(1)
        for mod in generated_dialect_modules(dialect, "GEN_ENUM_BINDINGS" in m.group(1)):
            lines.append(("module", mod, ""))
    print(f"# mlir-aie python/ at {full} and the eudsl-python-extras it")
    print(f"# vendors as aie.extras (eudsl at {eudsl_commit}): installed modules,")
    print("# classes, functions, methods and signatures (compiler/python/tools/upstream_surface.py)")
    for name in missing:
        print(f"# CMakeLists.txt lists python/{name}, which the tree lacks")
    for kind, qual, sig in sorted(set(lines), key=lambda l: (l[1], l[0])):
        print(f"{kind}\t{qual}\t{sig}".rstrip("\t"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
