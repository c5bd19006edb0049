"""The command lines the package installs (`aiec`, `aiecc`, `aie-sim`): aiec's
own, run in this process by the extension."""

import sys

from . import _aiec


def _run(tool):
    sys.stdout.flush()
    sys.stderr.flush()
    # argv[0] as called: `aie-sim` reached through a link named `clang++`
    # (a Peano prefix) compiles a kernel, as the binary does.
    sys.exit(_aiec.main(tool, sys.argv))


def aiec():
    _run("aiec")


def aiecc():
    _run("aiecc")


def aie_sim():
    _run("aie-sim")
