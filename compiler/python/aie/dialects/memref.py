"""The `memref` dialect: the op classes generated from aiec's op table."""

from ._memref_enum_gen import *  # noqa: F401,F403
from ._memref_ops_gen import *  # noqa: F401,F403
