"""The `math` dialect (MLIR's generated bindings over aiec's op table)."""

from ._math_enum_gen import *  # noqa: F401,F403
from ._math_ops_gen import *  # noqa: F401,F403
