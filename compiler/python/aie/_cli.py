"""The command lines the package installs (`aiec`, `aiecc`, `aie-sim`), and
those ``aie.tools`` gives as entry points: aiec's own, run in this process
by the extension with the user's own arguments (the one place the Python
layer hands aiec a command line)."""

import sys

from . import _aiec


def _run(tool, name=None):
    """Runs aiec's ``tool`` with this process's arguments, then exits with
    its status; as the program ``name`` when given (``aie.tools``' entry
    points: ``aie-opt`` is aiec), else as called."""
    sys.stdout.flush()
    sys.stderr.flush()
    # argv[0] as called: `aie-sim` reached through a link named `clang++`
    # (a Peano prefix) compiles a kernel, as the binary does.
    argv = sys.argv if name is None else [name, *sys.argv[1:]]
    sys.exit(_aiec.main(tool, argv))


def aiec():
    _run("aiec")


def aiecc():
    _run("aiecc")


def aie_sim():
    _run("aie-sim")
