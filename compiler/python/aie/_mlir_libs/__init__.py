"""``aie._mlir_libs``: where mlir-aie's Python code finds its native
libraries. aiec's one native module is ``aie._aiec``; this package gives the
names mlir-aie's code imports from here: ``get_dialect_registry`` and the
module ``_aie`` (``aie._mlir_libs._aie``)."""

from ..ir import DialectRegistry

_REGISTRY = DialectRegistry()


def get_dialect_registry():
    """The registry mlir-aie's dialect modules register into at import; aiec's
    dialects are always loaded, so it holds nothing they need."""
    return _REGISTRY
