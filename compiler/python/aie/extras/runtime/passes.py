"""mlir-python-extras' ``runtime.passes``: ``Pipeline`` with a method per
pass (any of aiec's passes by its flag: ``p.aie_assign_bd_ids()``,
underscores for dashes, keyword arguments its options) and ``Device`` for
the ``aie.device`` nest; ``run_pipeline`` and the rest of
:mod:`._passes_base`."""

from __future__ import annotations

from ._passes_base import (
    GreedySimplifyRegionLevel,
    MlirCompilerError,
    SparseParallelizationStrategy,
    StrEnum,
    get_module_name_for_debug_dump,
    logger,
    run_pipeline,
)
from ._passes_base import Pipeline as _Pipeline

__all__ = [
    "GreedySimplifyRegionLevel",
    "MlirCompilerError",
    "Pipeline",
    "SparseParallelizationStrategy",
    "StrEnum",
    "get_module_name_for_debug_dump",
    "logger",
    "run_pipeline",
]


class Pipeline(_Pipeline):
    """A pass pipeline whose attributes are passes: ``Pipeline()
    .Device(Pipeline().aie_assign_lock_ids())``."""

    def Device(self, p):
        """Appends ``p``'s passes nested on each ``aie.device``."""
        return self.Nested("aie.device", p)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda **kwargs: self.add_pass(name.replace("_", "-"), **kwargs)
