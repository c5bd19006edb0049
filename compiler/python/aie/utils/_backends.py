"""The host runtime backends ``$NPU_RUNTIME`` chooses from (numpy-free:
:mod:`aie.utils` checks the choice when it is imported, as mlir-aie's does,
and leaves the tensor factories to :mod:`.tensor_factory`).

``$NPU_RUNTIME`` names a backend (:data:`BACKENDS`), ``auto`` (the default)
the first of :data:`AUTO_ORDER` whose runtime is available; ``hrx`` (AMD's
HRX runtime, :mod:`.hostruntime.hrxruntime`, which drives a real NPU) and
any other value are an ``ImportError``. Each backend gives the default
tensor class and, when it has one, the NPU runtime class
(``"module:Class"``; imported when first used).
"""

import logging
from typing import Callable, NamedTuple


class Backend(NamedTuple):
    """A host runtime backend: its tensor class and its NPU runtime class
    (None: the backend runs nothing), as ``"module:Class"``, and whether it
    can run on this host (asked only when ``auto`` considers it)."""

    tensor_class: str
    runtime_class: "str | None"
    available: Callable[[], bool]


def _always() -> bool:
    return True


_has_xrt = None


def _probe_xrt() -> bool:
    """Whether ``pyxrt`` imports (asked once; a failure is logged)."""
    global _has_xrt
    if _has_xrt is None:
        try:
            import pyxrt  # noqa: F401

            _has_xrt = True
        except ImportError as e:
            logging.getLogger(__name__).warning(
                "Failed to import PyXRT: %s, proceeding without runtime libraries.", e
            )
            _has_xrt = False
    return _has_xrt


_has_hrx = None


def _probe_hrx() -> bool:
    """Whether ``libhrx.so`` is installed (asked once, of the filesystem
    alone; a failure of the search is logged and is False)."""
    global _has_hrx
    if _has_hrx is None:
        try:
            from .hostruntime.hrxruntime.discovery import hrx_available

            _has_hrx = hrx_available()
        except Exception as e:
            logging.getLogger(__name__).debug("HRX discovery failed: %s", e)
            _has_hrx = False
    return _has_hrx


BACKENDS = {
    # The NPU through pyxrt: aiec's simulator (docs/python-runtime.md).
    "xrt": Backend(
        "aie.utils.hostruntime.xrtruntime.tensor:XRTTensor",
        "aie.utils.hostruntime.xrtruntime.hostruntime:CachedXRTRuntime",
        _probe_xrt,
    ),
    "cpu": Backend("aie.utils.hostruntime.tensor_class:CPUOnlyTensor", None, _always),
}

# The backends ``auto`` considers, in order; the last is always available.
AUTO_ORDER = ("xrt", "cpu")


def _refuse_hrx():
    """``NPU_RUNTIME=hrx``: AMD's HRX runtime drives a real NPU, which aiec
    does not have. Where ``libhrx.so`` is not installed this is the
    ``ImportError`` mlir-aie raises there; where it is, one saying that
    aiec's NPU is its simulator, run by the ``xrt`` backend."""
    from .hostruntime.hrxruntime.discovery import find_libhrx

    found = find_libhrx()
    if found is None:
        raise ImportError(
            "NPU_RUNTIME=hrx was requested but libhrx.so could not be located: "
            "install HRX, or set HRX_DIR or LIBHRX_DIR; NPU_RUNTIME=auto falls "
            "back to XRT or CPU tensors."
        )
    raise ImportError(
        f"NPU_RUNTIME=hrx: HRX ({found}) drives a real NPU; aiec's NPU is its "
        f"simulator, run with NPU_RUNTIME=xrt (or auto)."
    )


def _check_requested(requested: str) -> str:
    """``requested`` (``$NPU_RUNTIME``) in lower case when it names a
    backend or ``auto``; otherwise the ``ImportError`` mlir-aie raises."""
    requested = requested.lower()
    if requested == "hrx":
        _refuse_hrx()
    if requested != "auto" and requested not in BACKENDS:
        names = "|".join(("auto", *BACKENDS, "hrx"))
        raise ImportError(
            f"Invalid NPU_RUNTIME={requested!r}; expected one of {names} "
            f"(unset defaults to 'auto')."
        )
    return requested


def _select_backend(requested: str) -> str:
    """The backend ``requested`` (``$NPU_RUNTIME``) names."""
    requested = _check_requested(requested)
    if requested == "auto":
        return next(name for name in AUTO_ORDER if BACKENDS[name].available())
    return requested
