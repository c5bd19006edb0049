"""The `aievec` dialect (MLIR's generated bindings over aiec's op table)."""

from ._aievec_enum_gen import *  # noqa: F401,F403
from ._aievec_ops_gen import *  # noqa: F401,F403
