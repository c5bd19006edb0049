"""mlir-aie's tools as Python entry points (``aie.tools.aiecc()`` runs
``aiecc`` with this process's arguments and exits with its status): aiec's
own command lines, run in this process by the extension. ``aie_opt`` and
``aie_translate`` are aiec (it takes both tools' command lines);
``xchesscc_wrapper`` is the Peano prefix's kernel compiler (aie-sim under
that name, building a kernel for the simulating host). mlir-aie's other
tools (``bootgen``, ``aie-reset``, ``aie-lsp-server``, ``aie-visualize``)
are not aiec's (docs/python-utils.md)."""

from __future__ import annotations

import sysconfig
from typing import NoReturn

__all__ = [
    "MLIR_AIE_BIN_DIR",
    "aiecc",
    "aie_opt",
    "aie_translate",
    "xchesscc_wrapper",
]

# Where the package's console scripts (aiec, aiecc, aie-sim) are installed.
MLIR_AIE_BIN_DIR = sysconfig.get_path("scripts")


def _exit(tool: str, name: str) -> NoReturn:
    """Runs aiec's ``tool`` as the program ``name`` with this process's
    arguments, then exits with its status (the console scripts' face,
    :mod:`aie._cli`)."""
    from aie import _cli

    _cli._run(tool, name)


def aiecc() -> NoReturn:
    _exit("aiecc", "aiecc")


def aie_opt() -> NoReturn:
    _exit("aiec", "aie-opt")


def aie_translate() -> NoReturn:
    _exit("aiec", "aie-translate")


def xchesscc_wrapper() -> NoReturn:
    _exit("aie-sim", "xchesscc_wrapper")
