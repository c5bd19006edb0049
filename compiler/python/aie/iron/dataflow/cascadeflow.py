"""``CascadeFlow``: a cascade stream from one Worker's core to another's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...dialects.aie import cascade_flow
from ..resolvable import Resolvable

if TYPE_CHECKING:
    from ..worker import Worker


class CascadeFlow(Resolvable):
    """The cascade edge ``src`` → ``dst`` (``aie.cascade_flow`` of their
    tiles, emitted after both are placed). The kernels move the data
    (``put_mcd``/``get_scd``); the tiles must be neighbours, with at most one
    cascade in and one out per core (the op's verifier checks).

    It registers itself with ``src``, where the program finds it.
    """

    def __init__(self, src: "Worker", dst: "Worker"):
        for role, worker in (("src", src), ("dst", dst)):
            if not hasattr(worker, "_outgoing_cascades"):
                raise TypeError(f"CascadeFlow {role} must be a Worker, got {worker!r}")
        self._src = src
        self._dst = dst
        src._outgoing_cascades.append(self)

    def resolve(self, loc=None, ip=None) -> None:
        """Emits ``aie.cascade_flow(src.tile, dst.tile)``."""
        cascade_flow(self._src.tile.op, self._dst.tile.op)
