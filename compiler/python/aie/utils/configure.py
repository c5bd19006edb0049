"""Where this installation of the package keeps what :mod:`aie.utils.config`
reports: one place for it.

The package runs installed (``pip install ./compiler/python``: its console
scripts ``aiec``, ``aiecc``, ``aie-sim`` beside the interpreter) or from an
aiec checkout (``PYTHONPATH=<checkout>/compiler/python``, the cargo-built
tools). Either way the root of the installation (:func:`install_path`,
mlir-aie's ``root_path()``) is the ``aie`` package's folder, laid out where
mlir-aie's Makefiles and CMake files read its install tree: ``include/``
holds the kernel library's sources (``aie_kernels/``; the AIE API they
include is aiec's host implementation, which the Peano stand-in puts on the
include path itself), and an installed package's ``lib/`` holds aiec's XRT
runtime library (``libxrt_coreutil.so``, around which ``aie-sim
--xrt-prefix`` lays out an XRT install).
"""

import numbers
import os
import platform
import sysconfig


def pythonize_bool(value):
    """``value`` as a bool: None is False; a number is whether it is not 0;
    a string ``1``/``true``/``on``/``yes`` True and ``0``/``false``/
    ``off``/``no``/empty False (any case); anything else a ValueError."""
    if value is None:
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, numbers.Number):
        return value != 0
    if isinstance(value, str):
        word = value.lower()
        if word in ("1", "true", "on", "yes"):
            return True
        if word in ("", "0", "false", "off", "no"):
            return False
    raise ValueError(f"Cannot convert {value!r} to bool")


# What mlir-aie's build configures, as this installation has it: kernels are
# compiled and linked by the Peano prefix (no Chess), aiecc compiles every
# core's code in one unit and builds no host program.
aie_link_with_xchesscc = False
aie_compile_with_xchesscc = False
aie_disable_link = False
aie_disable_compile = False
aie_unified_compile = True
host_disable_compile = True
# The host's LLVM target triple ($LLVM_HOST_TRIPLE, else this machine's).
host_architecture = os.getenv(
    "LLVM_HOST_TRIPLE", f"{platform.machine()}-unknown-{platform.system().lower()}-gnu"
)

# The Peano install directory, when one is chosen ($PEANO_INSTALL_DIR); empty:
# the kernel compiler prefix aie-sim provides (aie-sim --peano-prefix).
peano_install_dir = os.getenv("PEANO_INSTALL_DIR", "")

# The C++ headers of AIE kernels (``aie_kernels/``), below install_path().
cxx_headers = "include"


def install_path():
    """The root of this installation: the ``aie`` package's folder (in
    site-packages, or a checkout's ``compiler/python/aie``)."""
    here = os.path.dirname(os.path.realpath(__file__))
    return os.path.realpath(os.path.join(here, ".."))


# The root of this installation, as mlir-aie names it.
aie_dir = install_path()


def __getattr__(name):
    """``git_commit``: the commit aiec was built from (its version's)."""
    if name == "git_commit":
        from aie import _aiec

        _, _, rest = _aiec.__version__.partition("commit ")
        return rest.split(",")[0].rstrip(")")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def checkout_path():
    """The aiec checkout the package runs from, if it does (``None`` when
    installed)."""
    root = os.path.realpath(os.path.join(install_path(), "..", "..", ".."))
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
