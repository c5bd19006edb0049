"""What the kernel factories share: the target architecture, where the
library's sources are, the argument-type and flag helpers, and
``_make_extern``, which makes one ``ExternalFunction`` per distinct
parameterization (``_EXTERN_CACHE``)."""

import hashlib
import logging
from pathlib import Path

import numpy as np

from ..kernel import ExternalFunction

_log = logging.getLogger(__name__)


def _detect_arch() -> str:
    """``"aie2"`` or ``"aie2p"``: the current device's architecture;
    ``"aie2"`` (with a warning) when there is none or it is unknown."""
    try:
        from aie.utils import get_current_device
        from aie.utils.compile.target import resolve_target_arch

        return resolve_target_arch(get_current_device(probe_runtime=False))
    except (ImportError, RuntimeError, AttributeError, ValueError):
        _log.warning(
            "_detect_arch: no explicit device or unrecognised device; "
            "falling back to 'aie2'",
            exc_info=True,
        )
        return "aie2"


def _kernels_root() -> Path:
    """The kernel library's sources: ``aie_kernels`` below the kernel
    headers (``aie.utils.config.cxx_header_path``)."""
    from aie.utils import config

    return Path(config.cxx_header_path()) / "aie_kernels"


def _kernel_source(arch: str, subdir: str, filename: str) -> Path:
    """The source ``filename`` of the library: in ``subdir``, else (for a
    ``subdir`` other than ``aie2``) in ``aie2``, else in ``generic``;
    ``FileNotFoundError`` naming the three places otherwise."""
    base = _kernels_root()
    candidates = [base / subdir / filename]
    if subdir != "aie2":
        candidates.append(base / "aie2" / filename)
    candidates.append(base / "generic" / filename)
    for candidate in candidates:
        if candidate.exists():
            return candidate
    raise FileNotFoundError(
        f"Kernel source '{filename}' not found under {base}/{subdir}/, "
        f"{base}/aie2/, or {base}/generic/"
    )


def _include_dirs() -> list[str]:
    """The include directories every library kernel compiles with."""
    from aie.utils import config

    return [config.cxx_header_path()]


# The integer types whose width the BIT_WIDTH-parameterized kernels take.
_DTYPE_BIT_WIDTHS = {
    np.dtype(np.uint8): 8,
    np.dtype(np.int16): 16,
    np.dtype(np.int32): 32,
}


def _dtype_to_bit_width(dtype, *, factory_name: str) -> int:
    """8, 16 or 32 for ``np.uint8``, ``np.int16``, ``np.int32``;
    ``ValueError`` for another type."""
    try:
        width = _DTYPE_BIT_WIDTHS.get(np.dtype(dtype))
    except TypeError:
        width = None
    if width is None:
        raise ValueError(
            f"{factory_name}: unsupported dtype {dtype}. "
            "Use np.uint8, np.int16, or np.int32."
        )
    return width


def _conv_act_dtype_info(base_name: str, act_dtype, *, factory_name: str):
    """``(symbol, flags)`` of a convolution for its activation type:
    ``<base>_i8`` with ``-DINT8_ACT`` for ``np.int8``, ``<base>_ui8`` for
    ``np.uint8``; ``ValueError`` otherwise."""
    if act_dtype == np.int8:
        return f"{base_name}_i8", ["-DINT8_ACT"]
    if act_dtype == np.uint8:
        return f"{base_name}_ui8", []
    raise ValueError(
        f"{factory_name}(): act_dtype must be np.int8 or np.uint8, got {act_dtype}"
    )


def _require_fixed_tile_size(factory_name: str, tile_size: int, expected: int = 1024):
    """``ValueError`` unless ``tile_size`` is the kernel's fixed loop bound."""
    if tile_size != expected:
        raise ValueError(
            f"{factory_name}() tile_size must be {expected} to match the "
            f"hard-coded C++ loop bound, got {tile_size}."
        )


def _min_dma_aligned_elems(dtype, align: int = 4) -> int:
    """The fewest elements of ``dtype`` that fill a multiple of ``align``
    bytes (a shim DMA moves 4-byte words): 1 for int32, 2 for bfloat16."""
    size = np.dtype(dtype).itemsize
    return max(1, -(-align // size))


def _default_source_path(filename: str, subdir: str | None = None) -> Path:
    """The library source ``filename`` for the current architecture (in
    ``subdir`` when given)."""
    arch = _detect_arch()
    return _kernel_source(arch, subdir or arch, filename)


def _arg_type_key(arg_type):
    """A hashable stand-in for an argument type."""
    type_args = getattr(arg_type, "__args__", None)
    if type_args:
        element = type_args[1]
        element_args = getattr(element, "__args__", None)
        dtype = element_args[0] if element_args else element
        return ("ndarray", tuple(type_args[0]), str(dtype))
    return repr(arg_type)


# The ExternalFunction of each parameterization a factory was asked for:
# asking again returns the same instance, so a design never builds two
# objects of one kernel under one file name.
_EXTERN_CACHE: dict = {}


def _make_extern(
    func_name: str,
    source_path,
    arg_types: list,
    *,
    compile_flags: list[str] | None = None,
    use_chess: bool = False,
    shared_object_file_name: str | None = None,
) -> ExternalFunction:
    """The ``ExternalFunction`` of ``func_name`` built from ``source_path``
    with ``arg_types`` and ``compile_flags`` for the current architecture
    (made once per distinct set: an object built for AIE2 is not one for
    AIE2P, even from the same source).

    Its object file is ``<func_name>_<digest>.o`` and its symbol
    ``<digest>_<func_name>``, the digest (8 hex digits) a function of the
    parameterization alone, so separate builds agree on both. With
    ``shared_object_file_name`` (companion symbols of one source sharing one
    build) that file name is used and the symbol is not renamed. A Chess
    kernel is not renamed either (objcopy cannot rewrite Chess objects), so a
    second parameterization of one Chess kernel is a ``ValueError``.
    """
    flags = tuple(compile_flags or ())
    key = (
        func_name,
        str(source_path),
        tuple(_arg_type_key(t) for t in arg_types),
        flags,
        _detect_arch(),
        use_chess,
    )
    cached = _EXTERN_CACHE.get(key)
    if cached is not None:
        return cached

    if shared_object_file_name is not None:
        digest = None
        object_file_name = shared_object_file_name
    else:
        digest = hashlib.sha256(repr(key).encode()).hexdigest()[:8]
        object_file_name = f"{func_name}_{digest}.o"

    if use_chess:
        if any(k[0] == func_name and k[-1] is True for k in _EXTERN_CACHE):
            raise ValueError(
                f"Chess kernel '{func_name}' already has a different "
                "parameterization registered. Chess objects cannot be "
                "symbol-renamed, so two variants would export the same symbol "
                "and collide at link. Give one a distinct `name=` (or build it "
                "with Peano)."
            )
        digest = None

    extern = ExternalFunction(
        func_name,
        object_file_name=object_file_name,
        source_file=str(source_path),
        arg_types=arg_types,
        include_dirs=_include_dirs(),
        compile_flags=list(flags),
        symbol_prefix=digest,
        use_chess=use_chess,
    )
    _EXTERN_CACHE[key] = extern
    return extern
