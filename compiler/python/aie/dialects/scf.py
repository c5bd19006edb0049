"""The `scf` dialect (MLIR's generated bindings over aiec's op table)."""

from ._scf_enum_gen import *  # noqa: F401,F403
from ._scf_ops_gen import *  # noqa: F401,F403
