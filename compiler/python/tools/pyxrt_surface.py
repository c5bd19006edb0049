#!/usr/bin/env python3
"""List the surface of XRT's Python binding (pyxrt) from XRT's sources.

Run by hand on a fetched XRT (a git directory, read at one commit):

    python3 compiler/python/tools/pyxrt_surface.py XRT_GITDIR COMMIT \
        > compiler/python/tests/pyxrt_surface/listing.tsv

It reads the pybind11 module `src/python/pybind11/src/pyxrt.cpp` and, for
what the module binds by member-function pointer and for the values of its
enums, XRT's public headers (`src/runtime_src/core/include`). It prints one
line per fact, tab-separated (kind, qualified name, then what the kind
needs; a class, enum or vector names the C++ type it binds):

    module    pyxrt.ext
    constant  pyxrt.XCL_BO_FLAGS_NONE           0
    class     pyxrt.ext.bo                      xrt::ext::bo          pyxrt.bo (its base, if any)
    vector    pyxrt.xclbinkernel_vector         std::vector<xrt::xclbin::kernel>  pyxrt.xclbin.xclbinkernel
    enum      pyxrt.bo.flags                    strict                xrt::bo::flags (or `convertible`)
    value     pyxrt.bo.flags.host_only          536870912
    export    pyxrt.bo.host_only                pyxrt.bo.flags.host_only
    init      pyxrt.hw_context                  (device, uuid)        xrt::device, xrt::uuid
    method    pyxrt.bo.write                    (arg0, arg1, /)       py::buffer, size_t
    function  pyxrt.enumerate_devices           ()

One `init`, `method` or `function` line per overload, in the order
pybind11 tries them. Arguments are named as pybind11 names them: by their
`py::arg`s (then callable by keyword, with `= default`s), else `arg0`,
`arg1`, ... and positional-only. The last column is the arguments' C++
types. An enum is `convertible` when it is a plain C enum (pybind11 then
compares its members with ints) and `strict` for an `enum class`.
`compiler/python/tests/test_pyxrt_surface.py` compares the package's
`pyxrt` with the listing.
"""

from __future__ import annotations

import re
import subprocess
import sys

BINDING = "src/python/pybind11/src/pyxrt.cpp"
HEADERS = "src/runtime_src/core/include"


def git(gitdir: str, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", gitdir, *args], check=True, capture_output=True, text=True
    ).stdout


# C++ text -------------------------------------------------------------------


def strip_comments(text: str) -> str:
    """The text with comments blanked (strings kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            out.append(" ")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def matching(text: str, i: int) -> int:
    """The index just past the bracket closing the one at `i`."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    stack = [pairs[text[i]]]
    j = i + 1
    while stack:
        c = text[j]
        if c == '"':
            j += 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c in "([{" or (c == "<" and stack[-1] == ">"):
            stack.append(pairs[c])
        elif c == stack[-1]:
            stack.pop()
        elif c in ")]}":
            raise ValueError(f"unbalanced {c!r} at {j}: {text[max(0, j - 60) : j + 1]!r}")
        j += 1
    return j


def split_top(text: str, sep: str = ",", angles: bool = True) -> list[str]:
    """`text` split at `sep`s outside brackets and strings (and outside
    `<>`, as template arguments, unless `angles` is false)."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            cur.append(text[i : j + 1])
            i = j + 1
            continue
        if c in "([{" or (angles and c == "<"):
            depth += 1
        elif c in ")]}" or (angles and c == ">"):
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def statements(text: str) -> list[str]:
    """Top-level `;`-ended statements of a function body."""
    out, start, i = [], 0, 0
    while i < len(text):
        c = text[i]
        if c in "([{":
            i = matching(text, i)
            continue
        if c == '"':
            i = matching_quote(text, i)
            continue
        if c == ";":
            out.append(text[start:i].strip())
            start = i + 1
        i += 1
    return [s for s in out if s]


def matching_quote(text: str, i: int) -> int:
    j = i + 1
    while text[j] != '"':
        j += 2 if text[j] == "\\" else 1
    return j + 1


def calls(chain: str) -> list[tuple[str, str]]:
    """`.name(args)` calls of a method chain, in order."""
    out, i = [], 0
    while True:
        m = re.compile(r"\.\s*(\w+)\s*\(").search(chain, i)
        if not m:
            return out
        end = matching(chain, m.end() - 1)
        out.append((m.group(1), chain[m.end() : end - 1]))
        i = end


def param_list(params: str) -> list[tuple[str, str]]:
    """`(type, name)` of each C++ parameter of a declaration or lambda."""
    out = []
    for p in split_top(params):
        if not p or p == "void":
            continue
        p = p.split("=")[0].strip()
        m = re.match(r"(.*?)([A-Za-z_]\w*)$", p)
        if m and m.group(1).strip() and not m.group(1).strip().endswith("::"):
            out.append((clean_type(m.group(1)), m.group(2)))
        else:
            out.append((clean_type(p), ""))
    return out


def clean_type(t: str) -> str:
    """A C++ parameter type without `const` and references."""
    t = re.sub(r"\bconst\b", "", t)
    t = t.replace("&", "").strip()
    t = re.sub(r"\s+", " ", t).replace(" *", "*")
    return re.sub(r"([(<]) ", r"\1", t)


# Headers: declarations and enums ---------------------------------------------


class Headers:
    """XRT's public headers at one commit."""

    def __init__(self, gitdir: str, commit: str):
        files = git(gitdir, "ls-tree", "-r", "--name-only", commit, HEADERS).split()
        self.texts = {
            f: strip_comments(git(gitdir, "show", f"{commit}:{f}"))
            for f in files
            if f.endswith(".h")
        }
        self.macros: dict[str, str] = {}
        for text in self.texts.values():
            for m in re.finditer(r"^\s*#\s*define\s+(\w+)\s+([^\n]+)", text, re.M):
                self.macros.setdefault(m.group(1), m.group(2).strip())
        self.enumerators: dict[str, int] = {}

    def scopes(self, path: list[str], bodies: list[str] | None = None) -> list[str]:
        """Bodies of the class, struct or namespace `path` (`namespace a::b`
        too)."""
        if bodies is None:
            bodies = list(self.texts.values())
        if not path:
            return bodies
        found = []
        for k in range(1, len(path) + 1):
            name = r"\s*::\s*".join(path[:k])
            kinds = "class|struct|namespace" if k == 1 else "namespace"
            pat = re.compile(rf"\b(?:{kinds})\s+{name}\b[^;{{(]*\{{")
            inner = []
            for body in bodies:
                for m in pat.finditer(body):
                    inner.append(body[m.end() : matching(body, m.end() - 1) - 1])
            found += self.scopes(path[k:], inner)
        return found

    def declaration(self, qual: str) -> list[tuple[str, str]]:
        """Parameters of `xrt::a::b::name`, a function of namespace or class
        `xrt::a::b` (its one non-template declaration with a body or `;`)."""
        parts = qual.split("::")
        scope, name = parts[:-1], parts[-1]
        pat = re.compile(rf"(?<![\w~.>]){name}\s*\(")
        for body in self.scopes(scope):
            for m in pat.finditer(body):
                head = body[max(0, m.start() - 200) : m.start()]
                last = head.rsplit(";", 1)[-1].rsplit("}", 1)[-1]
                if "template" in last or "operator" in last or "return" in last:
                    continue
                end = matching(body, m.end() - 1)
                tail = body[end : end + 40].lstrip()
                if not re.match(r"(const\s*)?(noexcept\s*)?(override\s*)?[;{]", tail):
                    continue
                return param_list(body[m.end() : end - 1])
        raise LookupError(f"no declaration of {qual} in XRT's headers")

    def enum(self, qual: str) -> tuple[bool, dict[str, int]]:
        """Whether C++ enum `qual` is a plain (convertible) enum, and its
        enumerators' values."""
        parts = qual.split("::")
        scope, name = parts[:-1], parts[-1]
        pat = re.compile(rf"\benum\s+(class\s+)?{name}\b\s*(?::\s*[\w:\s]+)?\{{")
        bodies = self.scopes(scope) if scope else list(self.texts.values())
        for body in bodies:
            m = pat.search(body)
            if not m:
                continue
            values, nxt = {}, 0
            inner = body[m.end() : matching(body, m.end() - 1) - 1]
            for item in split_top(inner, angles=False):
                if not item:
                    continue
                key, _, expr = item.partition("=")
                key = key.strip()
                nxt = self.evaluate(expr, values) if expr.strip() else nxt
                values[key] = nxt
                nxt += 1
            self.enumerators.update(values)
            return m.group(1) is None, values
        raise LookupError(f"no enum {qual} in XRT's headers")

    def evaluate(self, expr: str, local: dict[str, int]) -> int:
        """An enumerator's value: macros, enumerators and C integer syntax."""
        for _ in range(10):
            def name(m):
                w = m.group(0).rsplit("::", 1)[-1]
                if w in local:
                    return str(local[w])
                if w in self.macros:
                    return f"({self.macros[w]})"
                if w in self.enumerators:
                    return str(self.enumerators[w])
                return w

            expr = re.sub(r"(?<![\w.])(?:\w+::)*[A-Za-z_]\w*", name, expr)
        expr = re.sub(r"(\d+)(?:UL|ULL|U|L)\b", r"\1", expr)
        expr = re.sub(r"\b\w+::", "", expr)
        return int(eval(expr, {"__builtins__": {}}))  # noqa: S307 - arithmetic of XRT's own headers

    def enum_names(self, qual: str) -> None:
        """Loads the enumerators of enum `qual` (for other enums' values)."""
        self.enum(qual)


# The binding ------------------------------------------------------------------


class Listing:
    def __init__(self, headers: Headers):
        self.h = headers
        self.lines: list[tuple[str, ...]] = [("module", "pyxrt")]
        self.scope = {"m": "pyxrt"}  # C++ variable -> Python qualified name
        self.cpp = {}  # C++ class -> Python qualified name
        self.classes: dict[str, str] = {}  # Python qualified name -> C++ type

    def add(self, *fields: str) -> None:
        self.lines.append(fields)

    def run(self, text: str) -> None:
        text = strip_comments(text)
        # Helper functions that take a class by reference bind onto it.
        for m in re.finditer(r"py::class_<([^>]*)>\s*&\s*(\w+)", text):
            self.scope.setdefault(m.group(2), "@" + m.group(1).strip())
        module = re.search(r"PYBIND11_MODULE\s*\(\s*pyxrt\s*,\s*m\s*\)\s*\{", text)
        body = text[module.end() : matching(text, module.end() - 1) - 1]
        helpers = {}
        for m in re.finditer(r"\n(?:void|static void)\s+(\w+)\s*\(([^)]*)\)\s*\{", text[: module.start()]):
            helpers[m.group(1)] = text[m.end() : matching(text, m.end() - 1) - 1]
        for st in statements(body):
            call = re.match(r"(\w+)\s*\(\s*(\w+)\s*\)$", st)
            if call and call.group(1) in helpers:
                for inner in statements(helpers[call.group(1)]):
                    self.statement(inner)
            else:
                self.statement(st)

    def owner(self, var: str) -> str:
        q = self.scope[var]
        if q.startswith("@"):
            q = self.cpp[q[1:]]
            self.scope[var] = q
        return q

    def statement(self, st: str) -> None:
        if m := re.match(r"m\.attr\(\s*\"(\w+)\"\s*\)\s*=\s*py::int_\((\w+)\)", st):
            self.add("constant", f"pyxrt.{m.group(1)}", str(self.h.evaluate(m.group(2), {})))
        elif m := re.match(r"py::module_\s+(\w+)\s*=\s*(\w+)\.def_submodule\(\s*\"(\w+)\"", st):
            q = f"{self.owner(m.group(2))}.{m.group(3)}"
            self.scope[m.group(1)] = q
            self.add("module", q)
        elif m := re.match(r"py::enum_<([^>]+)>\s*\(\s*(\w+)\s*,\s*\"(\w+)\"", st):
            self.enum_(m.group(1).strip(), f"{self.owner(m.group(2))}.{m.group(3)}", st)
        elif m := re.match(r"py::class_<([^;]*?)>\s*(\w+)?\s*(\()\s*(\w+)\s*,\s*\"(\w+)\"", st):
            types = split_top(m.group(1))
            q = f"{self.owner(m.group(4))}.{m.group(5)}"
            self.cpp[types[0]] = q
            self.classes[q] = types[0]
            base = self.cpp[types[1]] if len(types) > 1 else ""
            self.add("class", q, types[0], *([base] if base else []))
            if m.group(2):
                self.scope[m.group(2)] = q
            self.defs(q, types[0], st[matching(st, m.start(3)) :])
        elif m := re.match(r"py::bind_vector<std::vector<([^>]+)>>\s*\(\s*(\w+)\s*,\s*\"(\w+)\"", st):
            element = m.group(1).strip()
            self.add("vector", f"{self.owner(m.group(2))}.{m.group(3)}", f"std::vector<{element}>", self.cpp[element])
        elif m := re.match(r"(\w+)\s*\.", st):
            q = self.owner(m.group(1))
            if q == "pyxrt":
                self.defs(q, None, st[m.end() - 1 :])
            else:
                self.defs(q, self.classes[q], st[m.end() - 1 :])
        elif m := re.match(r"(\w+)\s*$", st):
            raise ValueError(f"unread statement {st!r}")
        elif not st.startswith("namespace"):
            raise ValueError(f"unread statement {st[:120]!r}")

    def enum_(self, cpp: str, q: str, st: str) -> None:
        convertible, values = self.h.enum(cpp)
        self.cpp[cpp] = q
        self.add("enum", q, "convertible" if convertible else "strict", cpp)
        chain = calls(st[matching(st, st.index("(")) :])
        for name, args in chain:
            if name == "value":
                label = split_top(args)[0].strip('"')
                member = split_top(args)[1].rsplit("::", 1)[-1]
                self.add("value", f"{q}.{label}", str(values[member]))
        if any(n == "export_values" for n, _ in chain):
            parent = q.rsplit(".", 1)[0]
            for name, args in chain:
                if name == "value":
                    label = split_top(args)[0].strip('"')
                    self.add("export", f"{parent}.{label}", f"{q}.{label}")
        for name, args in chain:
            if name == "def":
                self.def_(q, cpp, split_top(args))

    def defs(self, q: str, cpp: str | None, chain: str) -> None:
        for name, args in calls(chain):
            if name == "def":
                self.def_(q, cpp, split_top(args))
            elif name not in ("doc",):
                raise ValueError(f"{q}: unread call .{name}(...)")

    def def_(self, q: str, cpp: str | None, args: list[str]) -> None:
        first, rest = args[0], args[1:]
        names = [a for a in rest if a.startswith("py::arg(")]
        if first.startswith("py::init"):
            m = re.match(r"py::init<(.*)>\(\)$", first, re.S)
            if m:
                params = [(clean_type(t), "") for t in split_top(m.group(1))]
            else:
                params = lambda_params(first[first.index("(") + 1 : -1])
            self.add("init", q, signature(params, names), types(params))
            return
        name = first.strip('"')
        fn = rest[0]
        if fn.startswith("&"):
            params = self.h.declaration(fn[1:])
        else:
            params = lambda_params(fn)
            if cpp is not None:
                params = params[1:]  # the object itself
        kind = "function" if cpp is None else "method"
        self.add(kind, f"{q}.{name}", signature(params, names), types(params))


def lambda_params(text: str) -> list[tuple[str, str]]:
    """Parameters of a lambda (possibly in parentheses)."""
    text = text.strip()
    while text.startswith("(") and matching(text, 0) == len(text):
        text = text[1:-1].strip()
    m = re.match(r"\[[^\]]*\]\s*\(", text)
    return param_list(text[m.end() : matching(text, m.end() - 1) - 1])


def signature(params: list[tuple[str, str]], names: list[str]) -> str:
    """pybind11's argument names: `py::arg`s (with defaults) or arg0...;
    a `py::args` parameter takes the rest (`*args`)."""
    if params and params[-1][0] == "py::args":
        head = signature(params[:-1], names)[1:-1]
        return "(" + ", ".join(p for p in (head, "*args") if p) + ")"
    if not names:
        if not params:
            return "()"
        return "(" + ", ".join(f"arg{i}" for i in range(len(params))) + ", /)"
    if len(names) != len(params):
        raise ValueError(f"{len(names)} py::args for {len(params)} parameters")
    out = []
    for a in names:
        m = re.match(r"py::arg\(\s*\"(\w+)\"\s*\)(?:\s*=\s*(.+))?$", a)
        out.append(m.group(1) + (f"={int(m.group(2))}" if m.group(2) else ""))
    return "(" + ", ".join(out) + ")"


def types(params: list[tuple[str, str]]) -> str:
    return ", ".join(t for t, _ in params)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    gitdir, commit = argv[1], argv[2]
    full = git(gitdir, "rev-parse", commit).strip()
    headers = Headers(gitdir, full)
    # The enums XRT's enumerators refer to (the log levels' values).
    headers.enum_names("xrtLogMsgLevel")
    listing = Listing(headers)
    listing.run(git(gitdir, "show", f"{full}:{BINDING}"))
    print(f"# pyxrt, XRT's Python binding, at Xilinx/XRT {full}: {BINDING}, with")
    print(f"# the parameters and enum values of {HEADERS} (compiler/python/tools/pyxrt_surface.py)")
    for fields in listing.lines:
        print("\t".join(fields))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
