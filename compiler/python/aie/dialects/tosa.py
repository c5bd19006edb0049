"""The `tosa` dialect (MLIR's generated bindings over aiec's op table).

aiec's op table holds no `tosa` op, so the module has none: mlir-aie's
designs are written in `vector`, `aievec` and scalar code by the time a core
compiler sees them, and MLIR lowers TOSA's tensor ops before that
(docs/python-aievec.md).
"""

from ._tosa_enum_gen import *  # noqa: F401,F403
from ._tosa_ops_gen import *  # noqa: F401,F403
