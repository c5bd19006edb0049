"""The `vector` dialect (MLIR's generated bindings over aiec's op table)."""

from ._vector_enum_gen import *  # noqa: F401,F403
from ._vector_ops_gen import *  # noqa: F401,F403
