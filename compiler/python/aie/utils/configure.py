"""Where this installation of the package keeps what :mod:`aie.utils.config`
reports: one place for it.

The package runs installed (``pip install ./compiler/python``: its console
scripts ``aiec``, ``aiecc``, ``aie-sim`` beside the interpreter) or from an
aiec checkout (``PYTHONPATH=<checkout>/compiler/python``, the cargo-built
tools). Either way the kernel library's sources (``aie_kernels/``) are the
package's own ``include`` folder; the AIE API they include is aiec's host
implementation, which the Peano stand-in puts on the include path itself.
"""

import os
import sysconfig

# The Peano install directory, when one is chosen ($PEANO_INSTALL_DIR); empty:
# the kernel compiler prefix aie-sim provides (aie-sim --peano-prefix).
peano_install_dir = os.getenv("PEANO_INSTALL_DIR", "")

# The C++ headers of AIE kernels (``aie_kernels/``), below install_path().
cxx_headers = os.path.join("aie", "include")


def install_path():
    """The root of this installation: the folder holding the ``aie`` package
    (site-packages, or a checkout's ``compiler/python``)."""
    here = os.path.dirname(os.path.realpath(__file__))
    return os.path.realpath(os.path.join(here, "..", ".."))


def checkout_path():
    """The aiec checkout the package runs from, if it does (``None`` when
    installed)."""
    root = os.path.realpath(os.path.join(install_path(), "..", ".."))
    return root if os.path.isfile(os.path.join(root, "Cargo.toml")) else None


def tool_dirs():
    """The directories searched, after ``PATH``, for the package's tools:
    the interpreter's scripts directory (where ``pip install`` puts the
    console scripts ``aiec``, ``aiecc``, ``aie-sim``, on ``PATH`` or not),
    then cargo's release and debug directories (``$CARGO_TARGET_DIR``, then
    the checkout's ``target``)."""
    checkout = checkout_path()
    roots = [os.environ.get("CARGO_TARGET_DIR"), checkout and os.path.join(checkout, "target")]
    return [sysconfig.get_path("scripts")] + [
        os.path.join(root, profile)
        for root in roots
        if root
        for profile in ("release", "debug")
    ]
