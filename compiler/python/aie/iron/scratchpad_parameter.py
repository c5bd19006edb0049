"""``ScratchpadParameter``: a named value the host sets at run time and
Workers read (``aiex.scratchpad_parameter`` at module scope,
``aiex.read_scratchpad_parameter`` in a core); the compiler adds the locks
and the synchronization (``--aie-lower-scratchpad-parameters``)."""

from .. import ir
from ..dialects import aiex
from ..helpers.util import np_dtype_to_mlir_type
from .resolvable import Resolvable


class ScratchpadParameter(Resolvable):
    """The parameter ``name`` (unique in the design) of scalar type
    ``dtype`` (``np.int32``, ``np.int16``, ``bfloat16``, ...; not
    ``np.float32``, whose top bits the scratchpad encoding clears). Give it
    to a Worker in ``fn_args`` and ``read()`` it in the core body."""

    def __init__(self, name: str, dtype):
        if not name or not isinstance(name, str):
            raise ValueError("ScratchpadParameter name must be a non-empty string.")
        self._name = name
        self._dtype = dtype
        self._resolved = False

    @property
    def name(self) -> str:
        """The parameter's symbol name."""
        return self._name

    @property
    def dtype(self):
        """The parameter's scalar type."""
        return self._dtype

    def read(self):
        """In a core body: the parameter's current value
        (``aiex.read_scratchpad_parameter``)."""
        return aiex.read_scratchpad_parameter(
            self._name, np_dtype_to_mlir_type(self._dtype)
        )

    def resolve(self, loc=None, ip=None) -> None:
        """Emits ``aiex.scratchpad_parameter @name : type`` (once)."""
        if not self._resolved:
            kind = ir.TypeAttr.get(np_dtype_to_mlir_type(self._dtype))
            aiex.scratchpad_parameter(self._name, kind, loc=loc, ip=ip)
            self._resolved = True
