"""What lowers to MLIR: the ``Resolvable`` protocol and the error for an
object asked for its operation before it was resolved."""

from typing import Protocol, runtime_checkable


@runtime_checkable
class Resolvable(Protocol):
    """An object that emits its MLIR operations when resolved.

    Structural: any object with both ``resolve`` and ``tiles`` is one, so an
    unrelated ``resolve`` (``pathlib.Path.resolve``) alone does not count.
    """

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the object's operations at the current insertion point (or
        ``ip``), inside an MLIR context."""
        ...

    def tiles(self) -> list:
        """The tiles the object needs before it resolves; the program
        resolves them first, so their ``op`` is valid by then."""
        return []


class NotResolvedError(Exception):
    """An object's operation was asked for before it was resolved."""

    def __init__(self, message="Cannot get operation; class not resolved."):
        self.message = message
        super().__init__(message)
