"""MLIR's pass manager (``mlir.passmanager``) over aiec's.

``PassManager.parse("builtin.module(aie.device(aie-assign-lock-ids))")``
checks the pipeline against aiec's passes and their options (a bad one is a
``ValueError``, as MLIR's parser raises); ``pm.run(module.operation)`` runs
it in place through aiec's pass manager (``_aiec.Ir.run_pipeline``),
verifying after each pass unless ``enable_verifier(False)``; a failing pass
raises ``MLIRError`` with aiec's diagnostics. The passes are aiec's: MLIR's
own passes (``convert-func-to-llvm``, ...) are unknown names. Pipelines run
on a whole module.
"""

from __future__ import annotations

import sys

from . import _aiec
from .ir import Module, Operation, OpView, _context, _raise_aiec

__all__ = ["PassManager"]


def _split_anchor(pipeline: str) -> tuple[str, str]:
    """``"builtin.module(a,b)"`` -> ``("builtin.module", "a,b")``; a
    pipeline not nested in an anchor op is a ``ValueError``."""
    text = pipeline.strip()
    head, paren, rest = text.partition("(")
    if not paren or not rest.endswith(")") or not head.strip():
        # aiec's parser says what is wrong, with MLIR's words.
        _aiec.check_pipeline(text)
        raise ValueError(f"invalid pass pipeline '{pipeline}'")
    return head.strip(), rest[:-1].strip()


class PassManager:
    """A pass pipeline anchored on ``anchor_op`` (``"any"``: whatever op it
    runs on; aiec runs pipelines on a module, so ``builtin.module`` or
    ``any``), run on an operation with :meth:`run`."""

    def __init__(self, anchor_op="any", context=None):
        if not isinstance(anchor_op, str):
            raise TypeError(f"PassManager: anchor_op is a str, not {type(anchor_op).__name__}")
        self.context = _context(context)
        self._anchor = anchor_op
        self._elements: list[str] = []
        self._verify = True
        self._print = None
        _aiec.check_pipeline(str(self))

    @staticmethod
    def parse(pipeline, context=None):
        """A pass manager running MLIR's textual ``pipeline``
        (``builtin.module(...)``); ``ValueError`` when aiec's passes cannot
        run it (an unknown pass or option, a bad nesting)."""
        if not isinstance(pipeline, str):
            raise TypeError(f"PassManager.parse: pipeline is a str, not {type(pipeline).__name__}")
        _aiec.check_pipeline(pipeline)
        anchor, body = _split_anchor(pipeline)
        pm = PassManager(anchor, context)
        if body:
            pm._elements.append(body)
        return pm

    def add(self, pipeline):
        """Appends the passes of ``pipeline`` (elements nested in this pass
        manager's anchor: ``"aie.device(aie-assign-bd-ids)"``);
        ``ValueError`` when aiec cannot run the result."""
        text = self._text([*self._elements, pipeline.strip()])
        _aiec.check_pipeline(text)
        self._elements.append(pipeline.strip())

    def enable_verifier(self, enable):
        """Verify the IR after each pass (the default) or not."""
        self._verify = bool(enable)

    def enable_ir_printing(
        self,
        print_before_all=False,
        print_after_all=True,
        print_module_scope=False,
        print_after_change=False,
        print_after_failure=False,
        large_elements_limit=None,
        large_resource_limit=None,
        enable_debug_info=False,
        print_generic_op_form=False,
        tree_printing_dir_path=None,
    ):
        """Print the IR before and/or after each pass to standard error, as
        ``--mlir-print-ir-before-all``/``-after-all`` do (each op a pass ran
        on, under MLIR's ``// -----// IR Dump After ...`` lines), in generic
        form with ``print_generic_op_form``. aiec prints after every pass
        (``print_after_change`` and ``print_after_failure`` print as
        ``print_after_all``), whole ops (no element limits) and no debug
        locations; it has no tree printing (``tree_printing_dir_path`` is a
        ``ValueError``)."""
        if tree_printing_dir_path is not None:
            raise ValueError("enable_ir_printing: aiec prints IR dumps to standard error, not into a directory tree")
        after = bool(print_after_all or print_after_change or print_after_failure)
        self._print = (bool(print_before_all), after, bool(print_generic_op_form))

    def run(self, operation, invalidate_ops=True):
        """Runs the pipeline on ``operation`` (a module's operation) in place;
        ``MLIRError`` with aiec's diagnostics when a pass fails."""
        op = operation.operation if isinstance(operation, OpView) else operation
        if not isinstance(op, Operation):
            kind = "a Module: pass module.operation" if isinstance(operation, Module) else type(operation).__name__
            raise TypeError(f"PassManager.run: operation is an Operation, not {kind}")
        store = op._s
        if op._i != store.ir.top:
            raise ValueError(f"PassManager.run: aiec runs pass pipelines on a module, not on a '{op.name}'")
        before, after, generic = self._print or (False, False, False)
        try:
            _warnings, dumps = store.ir.run_pipeline(
                str(self),
                verify_each=self._verify,
                print_before=before,
                print_after=after,
                generic=generic,
            )
        except _aiec.AiecError as e:
            _raise_aiec(store, e)
        if dumps:
            sys.stderr.write(dumps)

    def _text(self, elements):
        return f"{self._anchor}({','.join(elements)})"

    def __str__(self):
        """The pipeline's text, which :meth:`parse` reads back."""
        return self._text(self._elements)
