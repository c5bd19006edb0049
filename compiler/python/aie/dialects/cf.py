"""The `cf` dialect (MLIR's generated bindings over aiec's op table)."""

from ._cf_enum_gen import *  # noqa: F401,F403
from ._cf_ops_gen import *  # noqa: F401,F403
