"""Pass pipelines over aiec's pass manager (mlir-python-extras'
``runtime.passes``): ``Pipeline`` builds MLIR's textual pipeline,
``run_pipeline`` runs it on a module with aiec's passes."""

from __future__ import annotations

from ... import _aiec
from ...ir import MLIRError, Module, Operation, OpView, _raise_aiec


def _option(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(_option(v) for v in value)
    return str(value)


class Pipeline:
    """A pass pipeline: ``Pipeline().add_pass("aie-assign-lock-ids")``, nests
    with ``.Device(...)``/``.Func(...)``/``.Nested(op, ...)``; any other
    attribute is a pass (``p.aie_assign_bd_ids()``: underscores are
    dashes, keyword arguments its options). ``str()`` is the pipeline text,
    ``builtin.module(...)``."""

    def __init__(self, pipeline=None, wrapper=None):
        self._pipeline = list(pipeline or [])
        self._wrapper = wrapper

    def add_pass(self, pass_name, **kwargs):
        """Appends pass `pass_name` with `kwargs` as its options."""
        if kwargs:
            opts = " ".join(f"{k.replace('_', '-')}={_option(v)}" for k, v in kwargs.items())
            pass_name = f"{pass_name}{{{opts}}}"
        self._pipeline.append(pass_name)
        return self

    def Nested(self, op_name, p: "Pipeline"):
        """Appends `p`'s passes nested on the ops named `op_name`."""
        self._pipeline.append(f"{op_name}({','.join(p._pipeline)})")
        return self

    def Func(self, p: "Pipeline"):
        return self.Nested("func.func", p)

    def Device(self, p: "Pipeline"):
        return self.Nested("aie.device", p)

    def materialize(self, module=True):
        body = ",".join(self._pipeline)
        return f"builtin.module({body})" if module else body

    def __str__(self):
        return self.materialize()

    def __add__(self, other: "Pipeline"):
        return Pipeline(self._pipeline + other._pipeline)

    def __iadd__(self, other: "Pipeline"):
        self._pipeline.extend(other._pipeline)
        return self

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda **kwargs: self.add_pass(name.replace("_", "-"), **kwargs)


def run_pipeline(module, pipeline, description=None, enable_ir_printing=False, print_pipeline=False,
                 verify=True):
    """Runs `pipeline` (a Pipeline or its text) on `module` (a Module or
    its operation) in place with aiec's pass manager and returns it; a
    failing pass raises MLIRError with its diagnostics."""
    text = str(pipeline)
    if not text.startswith(("builtin.module(", "any(")):
        text = f"builtin.module({text})"
    if print_pipeline:
        print(text)
    op = module.operation if isinstance(module, (Module, OpView)) else module
    if not isinstance(op, Operation):
        raise TypeError(f"run_pipeline runs on a Module, got {type(module).__name__}")
    store = op._s
    if op._i != store.ir.top:
        raise ValueError("run_pipeline runs on a whole module")
    try:
        store.ir.run_pipeline(text)
    except _aiec.AiecError as e:
        if description:
            e.args = (f"{description}: {e.args[0]}", e.args[1])
        _raise_aiec(store, e)
    if enable_ir_printing:
        print(module)
    return module


__all__ = ["MLIRError", "Pipeline", "run_pipeline"]
