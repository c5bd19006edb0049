"""Where an HRX installation is: ``libhrx.so`` and the root holding
``hrx_runtime.h``, found on the filesystem alone (nothing is loaded). The
``HRX_*`` variables are looked at first: ``HRX_LIBHRX`` (the library's
path), ``LIBHRX_DIR`` (its folder), ``HRX_DIR`` (the root); then the usual
install roots."""

import os
from pathlib import Path
from typing import List, Optional

from ...configure import install_path

__all__ = ["find_libhrx", "find_hrx_dir", "hrx_available"]

# The roots an HRX install or build is looked for in, after $HRX_DIR: beside
# this installation's root, then the user's and the system's.
_ROOTS = (
    Path(install_path()).parent / "hrx-system" / "build" / "hrx-install",
    Path(install_path()).parent / "hrx",
    Path.home() / "hrx",
    Path("/opt/hrx"),
    Path("/usr/local/hrx"),
)

# Where a root keeps hrx_runtime.h (an install, a source checkout).
_HEADERS = (
    Path("include") / "hrx" / "hrx_runtime.h",
    Path("include") / "hrx_runtime.h",
    Path("libhrx") / "include" / "hrx_runtime.h",
)

# Where a root keeps libhrx.so (an install, a CMake build of the sources).
_LIBRARIES = (
    Path("lib") / "libhrx.so",
    Path("build") / "cmake" / "libhrx" / "src" / "libhrx" / "libhrx.so",
)


def find_hrx_dir() -> Optional[str]:
    """The first root holding ``hrx_runtime.h`` ($HRX_DIR, then the usual
    ones), resolved; None without one."""
    for root in [os.environ.get("HRX_DIR"), *map(str, _ROOTS)]:
        if root and any((Path(root) / h).is_file() for h in _HEADERS):
            return str(Path(root).resolve())
    return None


def find_libhrx() -> Optional[str]:
    """The first ``libhrx.so`` that exists: ``$HRX_LIBHRX``, in
    ``$LIBHRX_DIR``, in the HRX root, in ``/usr/lib`` or
    ``/usr/local/lib``; None without one."""
    candidates: List[Optional[str]] = [os.environ.get("HRX_LIBHRX")]
    if os.environ.get("LIBHRX_DIR"):
        candidates.append(os.path.join(os.environ["LIBHRX_DIR"], "libhrx.so"))
    root = find_hrx_dir()
    if root:
        candidates += [os.path.join(root, lib) for lib in map(str, _LIBRARIES)]
    candidates += ["/usr/lib/libhrx.so", "/usr/local/lib/libhrx.so"]
    return next((c for c in candidates if c and Path(c).exists()), None)


def hrx_available() -> bool:
    """Whether ``libhrx.so`` is installed on this host."""
    return find_libhrx() is not None
