"""The keys of the compile cache, in two halves:

* :func:`_compute_recipe_hash`: the design itself (generator code and the
  values of its module it reads, ``CompileTime`` values, aiecc and
  compiler flags, full ELF or not);
* :func:`_compute_artifact_hash`: what else changes the output (kernel
  sources' and objects' times, the DDR-offset ABI, the target device and
  architecture, the Peano and aiecc in use: the package's own aiecc by
  aiec's version and its extension's time);

and :func:`_compute_hash`, the 24-hex-digit key of both.
"""

from __future__ import annotations

import hashlib
import json
import logging
import marshal
from pathlib import Path, PurePath
from types import BuiltinFunctionType, CodeType, FunctionType, GenericAlias, ModuleType
from typing import Any, Callable, Mapping

logger = logging.getLogger(__name__)

# marshal's format 4 (3.13's default; 3.14 writes 5), so keys do not change
# with the Python that computes them.
_MARSHAL_VERSION = 4


def _device_identity_key(device) -> tuple[str, str, str, str]:
    """``(class, arch, cols, rows)`` of an IRON device; ``("none", "", "",
    "")`` for None."""
    if device is None:
        return ("none", "", "", "")
    kind = type(device)
    return (
        f"{kind.__module__}.{kind.__qualname__}",
        *(str(getattr(device, field, "")) for field in ("arch", "cols", "rows")),
    )


def _without_location(const):
    """``const`` with the file names and line tables of the code objects in
    it (nested in code or in tuples) cleared."""
    if isinstance(const, tuple):
        return tuple(_without_location(c) for c in const)
    if not isinstance(const, CodeType):
        return const
    return const.replace(
        co_consts=_without_location(const.co_consts),
        co_filename="",
        co_firstlineno=1,
        co_linetable=b"",
    )


def _code_identity(code: CodeType) -> bytes:
    """The bytes of ``code`` as a ``.pyc`` holds them (bytecode, names,
    constants, nested code; no addresses), without where it was written."""
    return marshal.dumps(_without_location(code), _MARSHAL_VERSION)


# Values that enter a key by their repr.
_PLAIN = (bool, int, float, complex, str, bytes, type(None), PurePath)


def _read_names(code: CodeType) -> set[str]:
    """The names ``code`` and the code nested in it look up (globals and
    attributes alike)."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, CodeType):
            names |= _read_names(const)
    return names


def _value_identity(value, module: dict, seen: set):
    """How a module value a design reads enters its recipe: plain data,
    containers of it and type expressions (``np.ndarray[(n,), ...]``) by
    ``repr``; a function of the same module by its code, defaults and the
    module values it reads in turn (each function once: ``seen``); modules,
    classes and other functions by name; any other object by its ``repr``,
    or by its type where the ``repr`` is an address."""
    if isinstance(value, _PLAIN + (GenericAlias,)):
        return repr(value)
    if isinstance(value, (tuple, list)):
        return [_value_identity(v, module, seen) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(repr(_value_identity(v, module, seen)) for v in value)
    if isinstance(value, dict):
        return sorted(
            (repr(k), repr(_value_identity(v, module, seen))) for k, v in value.items()
        )
    if isinstance(value, ModuleType):
        return ("module", value.__name__)
    if isinstance(value, FunctionType) and value.__globals__ is module:
        if id(value) in seen:
            return ("fn", value.__qualname__)
        seen.add(id(value))
        code = _code_identity(value.__code__).hex()
        return ("fn", code, repr(value.__defaults__), _globals_identity(value, seen))
    if isinstance(value, (type, FunctionType, BuiltinFunctionType)):
        return ("named", value.__module__, value.__qualname__)
    try:
        text = repr(value)
    except Exception:
        text = " at 0x"
    if " at 0x" in text:
        return ("object", type(value).__module__, type(value).__qualname__)
    return text


def _globals_identity(fn: FunctionType, seen: set) -> list:
    """``[(name, identity)]``, by name, of the module values ``fn`` reads:
    the globals named in its code and the code nested in it."""
    module = fn.__globals__
    return [
        (name, _value_identity(module[name], module, seen))
        for name in sorted(_read_names(fn.__code__))
        if name in module and not name.startswith("__")
    ]


def _kwarg_identity(value):
    """How a ``CompileTime`` value enters the recipe: a function by its code,
    defaults and captured values, anything else by ``str``."""
    if not (callable(value) and hasattr(value, "__code__")):
        return str(value)
    cells = (
        tuple(c.cell_contents for c in value.__closure__) if value.__closure__ else None
    )
    try:
        captured = repr(cells)
    except Exception:
        captured = "<unhashable closure>"
    return (
        "fn:",
        _code_identity(value.__code__).hex(),
        repr(getattr(value, "__defaults__", None)),
        repr(getattr(value, "__kwdefaults__", None)),
        captured,
    )


def _compute_recipe_hash(
    generator: Callable | Path,
    compile_kwargs: Mapping[str, Any],
    aiecc_flags: list[str] | tuple[str, ...],
    compile_flags: list[str] | tuple[str, ...],
    full_elf: bool = False,
) -> str:
    """SHA-256 (hex) of the design: a ``.mlir`` path with its time, or a
    generator's code, the values of its module it reads
    (:func:`_globals_identity`), qualified name, module and defaults; the
    ``CompileTime`` values; the flags (as sets); ``full_elf``. The target
    device is not in it."""
    h = hashlib.sha256()
    if isinstance(generator, Path):
        h.update(str(generator).encode())
        try:
            h.update(str(generator.stat().st_mtime).encode())
        except FileNotFoundError:
            pass
    else:
        h.update(_code_identity(generator.__code__))
        h.update(repr(_globals_identity(generator, {id(generator)})).encode())
        h.update((getattr(generator, "__qualname__", None) or "").encode())
        h.update((getattr(generator, "__module__", None) or "").encode())
        h.update(repr(getattr(generator, "__defaults__", None)).encode())
        h.update(repr(getattr(generator, "__kwdefaults__", None)).encode())
    items = sorted(compile_kwargs.items())
    try:
        h.update(json.dumps({k: _kwarg_identity(v) for k, v in items}).encode())
    except (TypeError, ValueError):
        h.update(repr(items).encode())
    h.update(repr(sorted(aiecc_flags)).encode())
    h.update(repr(sorted(compile_flags)).encode())
    h.update(f"full_elf={full_elf}".encode())
    return h.hexdigest()


def _files_identity(h, files):
    """Adds each file's path and (when it exists) modification time."""
    for path in sorted(files, key=str):
        h.update(str(path).encode())
        try:
            h.update(str(Path(path).stat().st_mtime).encode())
        except OSError:
            pass


def _target_identity():
    """``(target_arch, device key)`` of the current device (``"unknown"``,
    with a warning, when it cannot be told)."""
    try:
        from aie.utils import get_current_device
        from aie.utils.compile.target import resolve_target_arch

        device = get_current_device(probe_runtime=False)
        return resolve_target_arch(device), _device_identity_key(device)
    except (ImportError, AttributeError, RuntimeError, ValueError) as exc:
        logger.warning(
            "_compute_artifact_hash: target_arch unresolved (%s); using 'unknown'", exc
        )
        return "unknown", ("unknown", "", "", "")


_TOOL_ERRORS = (ImportError, AttributeError, OSError, RuntimeError)


def _peano_identity():
    """The time of Peano's C++ compiler (:func:`aie.utils.config.peano_compiler_file`);
    ``"absent"`` when it cannot be had."""
    from aie.utils import config

    try:
        return str(Path(config.peano_compiler_file()).stat().st_mtime)
    except _TOOL_ERRORS as exc:
        logger.warning("_compute_artifact_hash: peano absent (%s)", exc)
        return "absent"


def _aiecc_identity():
    """What identifies the aiecc compiles run (:func:`aie.utils.config.aiecc_path`):
    its file's time (the extension's for the package's own), and aiec's
    version; ``"absent"`` when it cannot be had."""
    from aie.utils import config

    try:
        from aie import _aiec

        path = config.aiecc_path()
        return f"{Path(path).stat().st_mtime}|aiec {_aiec.__version__}"
    except _TOOL_ERRORS as exc:
        logger.warning("_compute_artifact_hash: aiecc absent (%s)", exc)
        return "absent"


def _compute_artifact_hash(
    generator: Callable | Path,
    source_files: list[Path] | tuple[Path, ...],
    object_files: list[Path] | tuple[Path, ...],
    fold_ddr_addr_offset: bool,
) -> str:
    """SHA-256 (hex) of what changes the compiled output beside the
    recipe: the source and object files (paths and times), the DDR-offset
    ABI, the aiecc in use, and for a generator (not a ``.mlir`` file) the
    target and the Peano in use."""
    h = hashlib.sha256()
    _files_identity(h, source_files)
    _files_identity(h, object_files)
    h.update(f"fold_ddr_addr_offset={fold_ddr_addr_offset}".encode())
    h.update(f"aiecc={_aiecc_identity()}".encode())
    if not isinstance(generator, Path):
        arch, device = _target_identity()
        h.update(
            f"target_arch={arch}|target_device={device!r}|"
            f"peano_mtime={_peano_identity()}".encode()
        )
    return h.hexdigest()


def _compute_hash(
    generator: Callable | Path,
    compile_kwargs: Mapping[str, Any],
    source_files: list[Path] | tuple[Path, ...],
    object_files: list[Path] | tuple[Path, ...],
    aiecc_flags: list[str] | tuple[str, ...],
    compile_flags: list[str] | tuple[str, ...],
    full_elf: bool = False,
    fold_ddr_addr_offset: bool = True,
) -> str:
    """The cache key: the first 24 hex digits of the SHA-256 of the recipe
    and artifact hashes."""
    recipe = _compute_recipe_hash(
        generator, compile_kwargs, aiecc_flags, compile_flags, full_elf
    )
    artifact = _compute_artifact_hash(
        generator, source_files, object_files, fold_ddr_addr_offset
    )
    return hashlib.sha256(f"{recipe}|{artifact}".encode()).hexdigest()[:24]
