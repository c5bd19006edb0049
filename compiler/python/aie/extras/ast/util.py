"""Helpers for rewriting functions (eudsl-python-extras' ``ast.util``): AST
nodes and their lines, a compiled function's code object, closure cells,
copies of functions and of objects (by pickling, MLIR types by their
text)."""

from __future__ import annotations

import ast
import functools
import inspect
import io
import pickle
import textwrap
import types

from ...ir import Type


def set_lineno(node, n=1):
    """`node`, it and every node under it placed on line `n`."""
    for child in ast.walk(node):
        if "lineno" in child._attributes:
            child.lineno = n
            child.end_lineno = n
    return node


def ast_call(name, args=None, keywords=None):
    """The AST of the call ``name(*args, **keywords)``."""
    return ast.Call(func=ast.Name(name, ctx=ast.Load()), args=list(args or []), keywords=list(keywords or []))


def get_module_cst(f):
    """The parsed source of function `f`: a module whose one statement is
    its ``def`` (with its decorators)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(f)))
    if not isinstance(tree.body[0], ast.FunctionDef):
        raise ValueError(f"{f!r}: expected a function's `def`, its source is {type(tree.body[0]).__name__}")
    return tree


def bind(func, instance, as_name=None):
    """`func` bound to `instance` as a method, set on it as `as_name` (the
    function's name by default); returns the bound method."""
    method = func.__get__(instance, type(instance))
    setattr(instance, as_name or func.__name__, method)
    return method


def get_localsplus_name_to_idx(code):
    """The names of `code`'s frame slots in order (its locals, then the
    cell variables that are not also locals, then its free variables) and
    each name's slot."""
    names = tuple(dict.fromkeys(code.co_varnames + code.co_cellvars + code.co_freevars))
    return names, {name: i for i, name in enumerate(names)}


class _EmptyCell:
    """``make_cell``'s default: the cell is left empty."""

    def __repr__(self):
        return "_empty_cell_value"


_empty_cell_value = _EmptyCell()


def make_empty_cell():
    """A closure cell holding nothing."""
    return types.CellType()


def make_cell(value=_empty_cell_value):
    """A closure cell holding `value` (empty without one)."""
    return make_empty_cell() if value is _empty_cell_value else types.CellType(value)


def unpickle_mlir_type(v):
    """The MLIR type whose text is `v`."""
    return Type.parse(v)


class MLIRTypePickler(pickle.Pickler):
    """A pickler that also takes MLIR types (by their text) and closure
    cells (by their contents); anything else is pickle's (functions and
    classes by their qualified names)."""

    def reducer_override(self, obj):
        if isinstance(obj, Type):
            return unpickle_mlir_type, (str(obj),)
        if isinstance(obj, types.CellType):
            try:
                return make_cell, (obj.cell_contents,)
            except ValueError:
                return make_empty_cell, ()
        return NotImplemented


def copy_object(obj):
    """A deep copy of `obj`, pickled by ``MLIRTypePickler`` and read back."""
    with io.BytesIO() as file:
        MLIRTypePickler(file).dump(obj)
        return pickle.loads(file.getvalue())


def copy_func(f, new_closure=None):
    """A new function with `f`'s code, globals, defaults and attributes (a
    method's copy is bound to the same object). Its closure is a copy of
    `f`'s (``copy_object``), or `new_closure`: each of `f`'s free variables
    by name, a value or a cell."""
    code = f.__code__
    if new_closure is None:
        closure = copy_object(f.__closure__)
    else:
        if set(new_closure) != set(code.co_freevars):
            raise ValueError(f"new_closure names {sorted(new_closure)}; {f.__name__}'s free variables are "
                             f"{sorted(code.co_freevars)}")
        closure = tuple(v if isinstance(v, types.CellType) else make_cell(v)
                        for v in (new_closure[name] for name in code.co_freevars))
    g = types.FunctionType(code, f.__globals__, f.__name__, f.__defaults__, closure)
    g.__kwdefaults__ = f.__kwdefaults__
    g = functools.update_wrapper(g, f)
    if inspect.ismethod(f):
        g = bind(g, f.__self__)
    return g


def append_hidden_node(node_body, new_node):
    """Appends statement `new_node` to the statements `node_body`, on the
    line the last of them ends (so that it adds no line); returns
    `node_body`."""
    end = node_body[-1].end_lineno
    if end is None:
        raise ValueError(f"{ast.unparse(node_body[-1])}: the last statement has no end line")
    node_body.append(ast.fix_missing_locations(set_lineno(new_node, end)))
    return node_body


def find_func_in_code_object(co, func_name):
    """The code object of the function `func_name` defined in `co` (at any
    depth), or None."""
    for c in co.co_consts:
        if isinstance(c, types.CodeType):
            if c.co_name == func_name:
                return c
            found = find_func_in_code_object(c, func_name)
            if found is not None:
                return found
    return None
