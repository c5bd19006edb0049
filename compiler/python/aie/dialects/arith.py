"""The `arith` dialect (MLIR's generated bindings over aiec's op table)."""

from ._arith_enum_gen import *  # noqa: F401,F403
from ._arith_ops_gen import *  # noqa: F401,F403
