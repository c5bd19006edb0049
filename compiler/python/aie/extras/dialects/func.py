"""mlir-python-extras' ``func`` as mlir-aie vendors it: the ``func``
decorator and ``call`` (see ``aie.helpers.dialects.func``) beside the
dialect's op classes."""

from ...dialects.func import *  # noqa: F401,F403
from ...helpers.dialects.func import FuncBase, call, func  # noqa: F401
