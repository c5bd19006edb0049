"""Where this installation of the package keeps what :mod:`aie.utils.config`
reports: one place to change when the package carries its own tools.

Today the package runs from an aiec checkout (``PYTHONPATH=<checkout>/
compiler/python``): the tools are the cargo-built ``aiecc``, ``aiec`` and
``aie-sim``, and the C++ headers of AIE kernels are aiec's host
implementation of the AIE API (``runtime-sim/kernels/include``).
"""

import os

# The Peano install directory, when one is chosen ($PEANO_INSTALL_DIR); empty:
# the kernel compiler prefix aie-sim provides (aie-sim --peano-prefix).
peano_install_dir = os.getenv("PEANO_INSTALL_DIR", "")

# The C++ headers of AIE kernels, below install_path().
cxx_headers = os.path.join("runtime-sim", "kernels", "include")


def install_path():
    """The root of this installation: the aiec checkout holding the package."""
    here = os.path.dirname(os.path.realpath(__file__))
    return os.path.realpath(os.path.join(here, "..", "..", "..", ".."))


def tool_dirs():
    """The directories searched, after ``PATH``, for the package's tools:
    cargo's release and debug directories (``$CARGO_TARGET_DIR``, then the
    checkout's ``target``)."""
    roots = [os.environ.get("CARGO_TARGET_DIR"), os.path.join(install_path(), "target")]
    return [
        os.path.join(root, profile)
        for root in roots
        if root
        for profile in ("release", "debug")
    ]
