"""The command lines the package installs (`aiec`, `aiecc`, `aie-sim`): aiec's
own, run in this process by the extension."""

import sys

from . import _aiec


def _run(tool):
    sys.stdout.flush()
    sys.stderr.flush()
    sys.exit(_aiec.main(tool, [tool] + sys.argv[1:]))


def aiec():
    _run("aiec")


def aiecc():
    _run("aiecc")


def aie_sim():
    _run("aie-sim")
