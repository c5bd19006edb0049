"""The op classes and enums of every dialect, generated at import from aiec's
op table (``_aiec.op_table()``, ``_aiec.enums()``) with the signatures MLIR's
``mlir-tblgen -gen-python-op-bindings`` gives them: one class per op
(``TileOp``) with its ODS builder, accessors and a value builder function
(``tile``). Nothing here lists ops: the table is the one declaration."""

from __future__ import annotations

import enum
import keyword
import marshal
import os
import sys

from .. import _aiec
from ..ir import _register_opview
from . import _ods_common

# Names the generated code may not take as they are (MLIR's `isODSReserved`).
_RESERVED = {"attributes", "create", "context", "ip", "operands", "print", "get_asm", "loc", "verify",
             "regions", "results", "self", "operation", "DIALECT_NAMESPACE", "OPERATION_NAME"}


def sanitize(name: str) -> str:
    """A name as MLIR's generator spells it in Python."""
    s = "".join(c if c.isalnum() else "_" for c in name)
    if s[:1].isdigit():
        return "_" + s
    if keyword.iskeyword(s) or s in _RESERVED or s.startswith("_ods_") or s.endswith("_ods"):
        return s + "_"
    return s


def snake(name: str) -> str:
    """LLVM's convertToSnakeFromCamelCase: `lockID` -> `lock_id`."""
    out = []
    n = len(name)
    for i, c in enumerate(name):
        out.append(c.lower())
        nxt = name[i + 1] if i + 1 < n else ""
        nxt2 = name[i + 2] if i + 2 < n else ""
        if c.isupper() and nxt.isupper() and nxt2.islower():
            out.append("_")
        if (c.islower() or c.isdigit()) and nxt.isupper():
            out.append("_")
    return "".join(out)


def _result_params(op):
    if op["infer"] is not None:
        return []
    res = op["results"]
    names = []
    for i, (name, arity, stored) in enumerate(res):
        if not name:
            name = "result" if len(res) == 1 else f"_gen_res_{i}"
        names.append(sanitize(name))
    return names


def _signature(op):
    """(positional, keyword) parameter names of the op's `__init__`."""
    results = _result_params(op)
    pos = [sanitize(a["name"]) for a in op["args"] if not a["keyword"]]
    kw = [sanitize(a["name"]) for a in op["args"] if a["keyword"]]
    succ = [sanitize(s) for s in op["successors"]]
    regions = [f"num_{op['regions'][-1]}"] if op["variadic_region"] else []
    return results + pos + succ + regions, kw


def _stored_order(args) -> list:
    """``args`` with the operands in the order aiec stores them: by their
    ``place`` when each has one (operand-held scalar fields, stored in
    format order), else in ODS order."""
    operands = [a for a in args if a["kind"] == "operand"]
    if not operands or any(a.get("place") is None for a in operands):
        return list(args)
    stored = iter(sorted(operands, key=lambda a: a["place"]))
    return [next(stored) if a["kind"] == "operand" else a for a in args]


def _init_source(op) -> str:
    """The source of the class's `__init__`."""
    pos, kw = _signature(op)
    params = ", ".join(["self"] + pos + ["*"] + [f"{k}=None" for k in kw] + ["loc=None", "ip=None"])
    name = op["name"]
    lines = [f"def __init__({params}):", "    operands = []", "    attributes = {}", "    results = []"]
    segmented = op["operand_segments"]
    for a in _stored_order(op["args"]):
        p = sanitize(a["name"])
        kind = a["kind"]
        if kind == "operand":
            if a.get("dynamic") and a["arity"] == "single":
                # An integer, or a value known only at run time.
                dyn = a["dynamic"]
                lines.append(f"    if isinstance({p}, int): attributes[{dyn!r}] = _attr({name!r}, {dyn!r}, {p})")
                lines.append(f"    else: attributes[{dyn!r}] = _attr({name!r}, {dyn!r}, _DYNAMIC); operands.append(_v({p}))")
            elif a["arity"] == "single":
                lines.append(f"    operands.append(_v({p}))")
            elif a["arity"] == "optional":
                lines.append(f"    operands.append(_v({p}) if {p} is not None else None)" if segmented
                             else f"    if {p} is not None: operands.append(_v({p}))")
            else:
                lines.append(f"    operands.append(_vs({p}))" if segmented else f"    operands.extend(_vs({p}))")
        elif kind == "attr":
            attr = a["attr"]
            sharing = [sanitize(b["name"]) for b in op["args"] if b["kind"] == "attr" and b["attr"] == attr]
            if len(sharing) > 1:
                # ODS arguments aiec holds in one attribute (aie.dma_bd's
                # static_sizes and static_strides in `dimensions`): zipped.
                if p == sharing[0]:
                    given = " or ".join(f"{q} is not None" for q in sharing)
                    lines.append(f"    if {given}: attributes[{attr!r}] = _attr({name!r}, {attr!r}, "
                                 f"_zipped({', '.join(sharing)}))")
                continue
            if a["unit"]:
                lines.append(f"    if {p}: attributes[{attr!r}] = _unit()")
            else:
                lines.append(f"    if {p} is not None: attributes[{attr!r}] = _attr({name!r}, {attr!r}, {p})")
        elif kind == "unstored_operand":
            lines.append(f"    _unstored_operand({name!r}, {a['name']!r}, {p})")
        else:
            lines.append(f"    _unstored_attr({name!r}, {a['name']!r}, {p}, {a['default']!r})")
    if op["infer"] is None:
        for (rname, arity, stored), p in zip(op["results"], _result_params(op)):
            if not stored:
                lines.append(f"    _unstored_result({name!r}, {p})")
            elif arity == "single":
                lines.append(f"    results.append({p})")
            elif arity == "optional":
                lines.append(f"    if {p} is not None: results.append({p})")
            else:
                lines.append(f"    results.append(list({p}))" if op["result_segments"] else f"    results.extend({p})")
    else:
        lines.append("    results = None")
    succ = [sanitize(s) for s in op["successors"]]
    if succ:
        if op["variadic_successor"]:
            lines.append(f"    successors = [{', '.join(succ[:-1])}] + list({succ[-1]})" if len(succ) > 1
                         else f"    successors = list({succ[-1]})")
        else:
            lines.append(f"    successors = [{', '.join(succ)}]")
    else:
        lines.append("    successors = None")
    if op["variadic_region"]:
        lines.append(f"    regions = {len(op['regions']) - 1} + num_{op['regions'][-1]}")
    else:
        lines.append(f"    regions = {len(op['regions'])}")
    lines.append("    _OpView.__init__(self, self.build_generic(results=results, operands=operands, "
                 "attributes=attributes, successors=successors, regions=regions, loc=loc, ip=ip))")
    return "\n".join(lines)


def _value_builder_source(op, cls_name) -> str:
    pos, kw = _signature(op)
    fname = sanitize(op["name"].split(".", 1)[1])
    spos = [snake(p) for p in pos]
    skw = [snake(k) for k in kw]
    params = ", ".join(spos + ["*"] + [f"{k}=None" for k in skw] + ["loc=None", "ip=None"])
    call = ", ".join([f"{p}={s}" for p, s in zip(pos + kw, spos + skw)] + ["loc=loc", "ip=ip"])
    return f"def {fname}({params}):\n    return _result_or_results({cls_name}({call}))"


def _accessors(op, cls):
    """Named operand, attribute, result and region properties."""
    groups = [a for a in _stored_order(op["args"]) if a["kind"] == "operand"]
    _element_accessors(cls, groups, "operands", op["operand_segments"], "operandSegmentSizes")
    res = [{"name": n, "arity": ar} for n, ar, stored in op["results"]]
    _element_accessors(cls, res, "results", op["result_segments"], "resultSegmentSizes")
    for a in op["args"]:
        if a["kind"] != "attr":
            continue
        pname, attr = sanitize(a["name"]), a["attr"]
        if pname in cls.__dict__:
            continue
        setattr(cls, pname, _attr_property(attr, a["unit"], a["keyword"]))
    for i, r in enumerate(op["regions"]):
        if r and sanitize(r) not in cls.__dict__:
            last = op["variadic_region"] and i == len(op["regions"]) - 1
            setattr(cls, sanitize(r), property(lambda self, i=i, last=last: (
                self.regions[i:] if last else self.regions[i])))


def _attr_property(attr, unit, optional):
    from ..ir import UnitAttr, _attr, _ra

    def get(self):
        a = self.operation._s.ir.op_attr(self.operation._i, attr)
        if unit:
            return a is not None
        if a is None:
            if optional:
                return None
            raise KeyError(f"attempt to access a non-existent attribute '{attr}'")
        return _attr(a)

    def set_(self, value):
        op = self.operation
        if unit:
            if value:
                op._s.ir.set_attr(op._i, attr, UnitAttr.get()._a)
            else:
                op._s.ir.remove_attr(op._i, attr)
        elif value is None:
            if not optional:
                raise ValueError("'None' not allowed as value for mandatory attributes")
            op._s.ir.remove_attr(op._i, attr)
        else:
            op._s.ir.set_attr(op._i, attr, _ra(_ods_common.attr_for(op.name, attr, value)))

    return property(get, set_)


def _element_accessors(cls, groups, kind, segmented, seg_attr):
    n = len(groups)
    variable = [g for g in groups if g["arity"] != "single"]
    for i, g in enumerate(groups):
        name = g.get("name")
        if not name or sanitize(name) in cls.__dict__:
            continue
        setattr(cls, sanitize(name), property(_group_getter(i, n, g["arity"], groups, kind, segmented, seg_attr,
                                                            len(variable))))


def _group_getter(i, n, arity, groups, kind, segmented, seg_attr, nvar):
    def items(self):
        return list(getattr(self.operation, kind))

    if segmented:
        def get(self):
            sizes = list(self.operation.attributes[seg_attr])
            start = sum(sizes[:i])
            vals = items(self)[start:start + sizes[i]]
            if arity == "single":
                return vals[0]
            if arity == "optional":
                return vals[0] if vals else None
            return vals
        return get
    seen_var = any(g["arity"] != "single" for g in groups[:i])
    if nvar <= 1:
        def get(self):
            vals = items(self)
            extra = len(vals) - n + 1
            if arity == "optional":
                return vals[i] if len(vals) >= n else None
            if arity == "variadic":
                return vals[i:i + extra]
            return vals[i + extra - 1] if seen_var else vals[i]
        return get

    def get(self):  # several variable groups of equal size (SameVariadic*Size)
        vals = items(self)
        simple = sum(1 for g in groups if g["arity"] == "single")
        per = (len(vals) - simple) // nvar
        start = sum(1 if g["arity"] == "single" else per for g in groups[:i])
        return vals[start] if arity == "single" else vals[start:start + per]
    return get


def _make_dialect(dialect: str, ops) -> dict:
    """The classes and value builders of `dialect`'s ops."""
    from ..ir import OpView

    out = {}
    env = {"_zipped": _ods_common.zipped_fields, "_v": _ods_common.get_op_result_or_value, "_vs": _ods_common.get_op_results_or_values,
           "_attr": _ods_common.attr_for, "_unit": _ods_common.unit_attr,
           "_unstored_operand": _ods_common.unstored_operand, "_unstored_attr": _ods_common.unstored_attr,
           "_unstored_result": _ods_common.unstored_result,
           "_result_or_results": _ods_common.get_op_result_or_op_results, "_OpView": OpView,
           "_DYNAMIC": -(2**63)}
    classes = []
    for op in ops:
        cls_name = op["class"]
        ns = {"OPERATION_NAME": op["name"], "__module__": f"aie.dialects._{dialect}_ops_gen",
              "_ODS_REGIONS": (len(op["regions"]) - int(op["variadic_region"]), not op["variadic_region"]),
              "_ODS_INFERS": op["infer"] is not None}
        if op["operand_segments"]:
            ns["_ODS_OPERAND_SEGMENTS"] = [
                {"single": 1, "optional": 0, "variadic": -1}[a["arity"]]
                for a in op["args"] if a["kind"] in ("operand", "unstored_operand")]
        if op["result_segments"]:
            ns["_ODS_RESULT_SEGMENTS"] = [{"single": 1, "optional": 0, "variadic": -1}[ar]
                                          for _, ar, _ in op["results"]]
        cls = type(cls_name, (OpView,), ns)
        classes.append((op, cls))
        env[cls_name] = cls
    exec(_compiled(dialect, lambda: _dialect_source(ops)), env)
    for op, cls in classes:
        init = env[f"__init_{cls.__name__}"]
        init.__name__ = "__init__"
        init.__qualname__ = f"{cls.__name__}.__init__"
        cls.__init__ = init
        _accessors(op, cls)
        _register_opview(cls)
        out[cls.__name__] = cls
        fname = sanitize(op["name"].split(".", 1)[1])
        out[fname] = env[fname]
    return out


def _dialect_source(ops) -> str:
    """The source of every op's `__init__` and value builder."""
    sources = []
    for op in ops:
        cls_name = op["class"]
        sources.append(_init_source(op).replace("def __init__(", f"def __init_{cls_name}(", 1))
        sources.append(_value_builder_source(op, cls_name))
    return "\n\n".join(sources)


def _compiled(dialect: str, source):
    """`dialect`'s generated code, compiled from `source()` once per build of
    the op table and of this file, then read back from `__pycache__` as
    Python reads a module's bytecode (written unless Python writes none)."""
    stamp = [sys.version]
    for f in (_aiec.__file__, __file__):
        st = os.stat(f)
        stamp.append(f"{f} {st.st_mtime_ns} {st.st_size}")
    key = ("\t".join(stamp) + "\n").encode()
    path = os.path.join(os.path.dirname(__file__), "__pycache__",
                        f"_gen_{dialect}.{sys.implementation.cache_tag}.bin")
    try:
        with open(path, "rb") as f:
            if f.readline() == key:
                return marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        pass
    code = compile(source(), f"<aie.dialects.{dialect} generated from aiec's op table>", "exec")
    if not sys.dont_write_bytecode:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}.{os.getpid()}"
            with open(tmp, "wb") as f:
                f.write(key)
                marshal.dump(code, f)
            os.replace(tmp, path)
        except OSError:
            pass
    return code


_TABLE = None


def _table():
    global _TABLE
    if _TABLE is None:
        by_dialect = {}
        for op in _aiec.op_table():
            by_dialect.setdefault(op["name"].split(".", 1)[0], []).append(op)
        _TABLE = by_dialect
    return _TABLE


def ops_of(dialect: str) -> dict:
    """The op classes and value builders of `dialect`."""
    return _make_dialect(dialect, _table().get(dialect, []))


class _AieEnum(enum.IntEnum):
    """An MLIR enum: members named by their ODS symbols, `str()` the case's
    spelling in the IR, as MLIR's generated enums have them."""

    def __str__(self):
        return type(self)._spellings[self.value]


def _enum(cls_name, dialect, kind, cases):
    e = _AieEnum(cls_name, [(sym, v) for sym, v, _ in cases])
    e.__module__ = f"aie.dialects._{dialect}_enum_gen"
    e._aiec_kind = kind
    e._spellings = {v: spelling for _, v, spelling in cases}
    return e


def enum_module(dialect: str, namespace: dict):
    """The `__getattr__` and `__all__` of the module of `dialect`'s enums
    (`namespace` its globals): each enum, an `IntEnum` with MLIR's case
    values, is built when first used (the trace unit's event enums alone hold
    a thousand cases that most designs never touch)."""
    rows = {row[0]: row for row in _aiec.enums() if row[1] == dialect}

    def __getattr__(name):
        row = rows.get(name)
        if row is None:
            raise AttributeError(f"module 'aie.dialects._{dialect}_enum_gen' has no attribute '{name}'")
        namespace[name] = e = _enum(*row)
        return e

    return __getattr__, list(rows)
