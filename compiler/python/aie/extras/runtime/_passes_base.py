"""mlir-python-extras' pass pipelines over aiec's pass manager: a
``Pipeline`` builds MLIR's textual pipeline (``builtin.module(...)``), and
``run_pipeline`` runs one on a copy of a module through
:mod:`aie.passmanager`, raising :class:`MlirCompilerError` (an
``aie.AiecError``) with aiec's diagnostics when a pass fails. The passes are
aiec's: the compositions of MLIR's own passes (``lower_to_llvm``,
``bufferize``, ...) are not offered (docs/python-bindings.md)."""

from __future__ import annotations

import enum
import logging

from ...ir import AiecError, MlirCompilerError, Module, StringAttr  # noqa: F401 (MlirCompilerError: exported)
from ...passmanager import PassManager

__all__ = [
    "GreedySimplifyRegionLevel",
    "MlirCompilerError",
    "Pipeline",
    "SparseParallelizationStrategy",
    "StrEnum",
    "get_module_name_for_debug_dump",
    "run_pipeline",
]

logger = logging.getLogger(__name__)


class StrEnum(str, enum.Enum):
    """An enum whose members are strings (``enum.StrEnum`` before 3.11)."""

    def __str__(self):
        return self.value


class GreedySimplifyRegionLevel(StrEnum):
    """How hard MLIR's greedy rewriter simplifies regions (a pass option)."""

    DISABLED = "disabled"
    NORMAL = "normal"
    AGGRESSIVE = "aggressive"


class SparseParallelizationStrategy(StrEnum):
    """MLIR's sparsifier's parallelization strategies (a pass option)."""

    NONE = "none"
    DENSE_OUTER_LOOP = "dense-outer-loop"
    ANY_STORAGE_OUTER_LOOP = "any-storage-outer-loop"
    DENSE_ANY_LOOP = "dense-any-loop"
    ANY_STORAGE_ANY_LOOP = "any-storage-any-loop"


def get_module_name_for_debug_dump(module):
    """The module's ``debug_module_name`` attribute, else ``UnnammedModule``
    (mlir-python-extras' spelling)."""
    attributes = module.operation.attributes
    if "debug_module_name" not in attributes:
        return "UnnammedModule"
    return StringAttr(attributes["debug_module_name"]).value


def run_pipeline(module, pipeline, description=None, enable_ir_printing=False, print_pipeline=False, verify=True):
    """Runs ``pipeline`` (a Pipeline or its text) on a copy of ``module``
    with aiec's pass manager and returns the copy; ``verify``: verify after
    each pass; ``enable_ir_printing``: dump the IR after each pass to
    standard error; ``print_pipeline``: print the pipeline first. A failing
    pass raises :class:`MlirCompilerError` with aiec's diagnostics, its
    message headed by ``description`` (default ``<module name> compile``)."""
    copy = Module(module.operation._s.copy())
    pm = PassManager.parse(str(pipeline), context=module.context)
    pm.enable_verifier(verify)
    if print_pipeline:
        print(pm)
    if enable_ir_printing:
        pm.enable_ir_printing()
    try:
        pm.run(copy.operation)
    except AiecError as e:
        what = description or f"{get_module_name_for_debug_dump(module)} compile"
        raise AiecError(f"{what} failed: {e.message}", e.diagnostics) from None
    return copy


class Pipeline:
    """A pass pipeline: ``Pipeline().add_pass("aie-assign-lock-ids")``,
    nested with ``.Nested(op, p)`` (``.Func``, ``.Gpu``, ``.Spirv``);
    ``str()`` is its text, ``builtin.module(...)``."""

    def __init__(self, pipeline=None, wrapper=None):
        self._pipeline = list(pipeline or [])
        self._wrapper = wrapper

    def add_pass(self, pass_name, **kwargs):
        """Appends pass ``pass_name`` with ``kwargs`` as its options
        (underscores in a name are dashes, None is left out)."""
        options = {k: v for k, v in kwargs.items() if v is not None}
        if options:
            text = " ".join(f"{k.replace('_', '-')}={_option(v)}" for k, v in options.items())
            pass_name = f"{pass_name}{{{text}}}"
        self._pipeline.append(pass_name)
        return self

    def Nested(self, context, p):
        """Appends ``p``'s passes nested on the ops named ``context``."""
        self._pipeline.append(f"{context}({p.materialize(module=False)})")
        return self

    def Func(self, p):
        return self.Nested("func.func", p)

    def Gpu(self, p):
        return self.Nested("gpu.module", p)

    def Spirv(self, p):
        return self.Nested("spirv.module", p)

    def materialize(self, module=True):
        """The pipeline's text, wrapped in ``builtin.module(...)`` unless
        ``module`` is false."""
        body = ",".join(self._pipeline)
        return f"builtin.module({body})" if module else body

    def __str__(self):
        return self.materialize()

    def __add__(self, other):
        return type(self)(self._pipeline + other._pipeline)

    def __iadd__(self, other):
        self._pipeline.extend(other._pipeline)
        return self


def _option(value):
    """A pass option's value as MLIR's pipeline text writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(_option(v) for v in value)
    return str(value)
