"""The `builtin` dialect (MLIR's generated bindings over aiec's op table)."""

from ._builtin_enum_gen import *  # noqa: F401,F403
from ._builtin_ops_gen import *  # noqa: F401,F403
