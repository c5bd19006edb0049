"""mlir-python-extras' ``scf`` as mlir-aie vendors it: loops and branches
as Python ``for`` and ``with`` (see ``aie.helpers.dialects.scf``) beside
the dialect's op classes."""

from ...dialects.scf import *  # noqa: F401,F403
from ...helpers.dialects.scf import _for, else_, if_, range_, yield_  # noqa: F401
