"""mlir-python-extras' ``func`` as mlir-aie vendors it: the ``func``
decorator and ``call`` (see ``aie.helpers.dialects.func``) beside the
dialect's op classes."""

from ...dialects.func import *  # noqa: F401,F403
from ...helpers.dialects.func import FuncBase as _FuncBase
from ...helpers.dialects.func import call, func, isalambda, prep_func_types  # noqa: F401


class FuncBase(_FuncBase):
    """mlir-aie's FuncBase (:mod:`aie.helpers.dialects.func`) whose
    :meth:`emit` can make a declaration."""

    def emit(self, *call_args, decl=False, force=False):
        """The ``func.func`` in the current context, built on first use
        (again with ``force``); with ``decl`` a private declaration."""
        return self._emit(call_args, decl, force)
