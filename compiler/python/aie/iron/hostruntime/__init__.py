"""``CallableDesign`` and ``jit`` under IRON (``aie.utils``)."""

from aie.utils.callabledesign import CallableDesign
from aie.utils.jit import jit

__all__ = ["CallableDesign", "jit"]
