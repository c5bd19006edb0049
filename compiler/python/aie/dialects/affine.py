"""The `affine` dialect (MLIR's generated bindings over aiec's op table)."""

from ._affine_enum_gen import *  # noqa: F401,F403
from ._affine_ops_gen import *  # noqa: F401,F403
