"""mlir-aie's tensor access pattern library (``taplib``) for aiec: describe how
a DMA walks a tensor (``TensorAccessPattern``), sequences of such walks
(``TensorAccessSequence``) and common 2-D tilings (``TensorTiler2D``).
See docs/python-taplib.md."""

from .tap import TensorAccessPattern
from .tas import TensorAccessSequence
from .tensortiler2d import TensorTiler2D

__all__ = ["TensorAccessPattern", "TensorAccessSequence", "TensorTiler2D"]
