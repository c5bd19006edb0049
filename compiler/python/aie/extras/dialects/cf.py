"""mlir-python-extras' ``cf``: branches to blocks, ``CondBranchOp`` whose
``true`` and ``false`` successors build their blocks when entered
(``with cond_br(c).true:``), and the ``cf`` dialect's op classes."""

from ...dialects.cf import *  # noqa: F401,F403
from ...dialects._cf_ops_gen import BranchOp
from ...dialects._cf_ops_gen import CondBranchOp as _CondBranchOp
from ...ir import InsertionPoint, Value, _register_opview
from ..util import Successor


@_register_opview
class CondBranchOp(_CondBranchOp):
    """``cf.cond_br``; ``true`` and ``false`` are its successors."""

    @property
    def true(self):
        return Successor(self, self.trueDestOperands, self.successors[0], 0)

    @property
    def false(self):
        return Successor(self, self.falseDestOperands, self.successors[1], 1)


def br(dest=None, *dest_operands, loc=None, ip=None):
    """``cf.br`` to block ``dest`` (default the current block, which a
    Successor's block replaces when entered) with ``dest_operands``; a
    value as ``dest`` is the first operand."""
    if isinstance(dest, Value):
        dest_operands, dest = (dest, *dest_operands), None
    if dest is None:
        dest = InsertionPoint.current.block
    return BranchOp(list(dest_operands), dest, loc=loc, ip=ip)


def cond_br(condition, true_dest=None, false_dest=None, true_dest_operands=None, false_dest_operands=None, *,
            loc=None, ip=None):
    """``cf.cond_br`` on ``condition`` to ``true_dest`` or ``false_dest``
    (each default the current block) with their operands."""
    here = InsertionPoint.current.block
    return CondBranchOp(
        condition,
        list(true_dest_operands or []),
        list(false_dest_operands or []),
        true_dest if true_dest is not None else here,
        false_dest if false_dest is not None else here,
        loc=loc,
        ip=ip,
    )
