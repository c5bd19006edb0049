"""The `func` dialect (MLIR's generated bindings over aiec's op table)."""

from ._func_enum_gen import *  # noqa: F401,F403
from ._func_ops_gen import *  # noqa: F401,F403
