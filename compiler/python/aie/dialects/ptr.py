"""The `ptr` dialect (MLIR's generated bindings over aiec's op table)."""

from ._ptr_enum_gen import *  # noqa: F401,F403
from ._ptr_ops_gen import *  # noqa: F401,F403
