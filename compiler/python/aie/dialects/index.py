"""The `index` dialect (MLIR's generated bindings over aiec's op table)."""

from ._index_enum_gen import *  # noqa: F401,F403
from ._index_ops_gen import *  # noqa: F401,F403
