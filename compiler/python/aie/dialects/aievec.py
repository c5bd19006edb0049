"""The `aievec` dialect (MLIR's generated bindings over aiec's op table),
with the names of mlir-aie's ``_aie`` module as mlir-aie's ``aievec``
module gives them."""

from ._aievec_enum_gen import *  # noqa: F401,F403
from ._aievec_ops_gen import *  # noqa: F401,F403
from .._mlir_libs._aie import *  # noqa: F401,F403
from .._mlir_libs import get_dialect_registry  # noqa: F401
