"""Kernels a Worker calls: ``Kernel`` (a function in an object file that is
already built) and ``ExternalFunction`` (a function whose C/C++ source is
compiled for the design, recorded here with its flags for the compile).

Both resolve to a private ``func.func`` declaration carrying ``link_with``
(and ``link_with_mode``), and calling one inside a core body emits a
``func.call``. An N-D contiguous memref given where the kernel declares a
1-D memref of the same element type and count is collapsed to it
(``memref.collapse_shape``) first.
"""

import contextlib
import contextvars
import hashlib
import logging
import math
from pathlib import Path

import numpy as np

from .. import ir
from ..dialects import memref
from ..dialects.aie import external_func
from ..helpers.dialects.func import call
from .buffer import Buffer
from .resolvable import Resolvable

logger = logging.getLogger(__name__)


def _collapse_to(arg, expected):
    """``arg`` as a value of the 1-D memref type ``expected`` when ``arg`` is
    a contiguous (identity layout) memref with the same element type and
    element count; otherwise ``arg`` unchanged (a real mismatch is left to
    the verifier)."""
    if not isinstance(arg, ir.Value):
        return arg
    given = arg.type
    if not (isinstance(given, ir.MemRefType) and isinstance(expected, ir.MemRefType)):
        return arg
    if given == expected or given.element_type != expected.element_type:
        return arg
    if expected.rank != 1 or given.rank < 1 or given.layout is not None:
        return arg
    if any(d < 0 for d in (*given.shape, *expected.shape)):
        return arg
    if math.prod(given.shape) != expected.shape[0]:
        return arg
    i64 = ir.IntegerType.get_signless(64)
    all_dims = ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in range(given.rank)])
    return memref.collapse_shape(expected, arg, ir.ArrayAttr.get([all_dims]))


class BaseKernel(Resolvable):
    """A function a core calls, declared by name and argument types
    (``np.ndarray[...]`` types, numpy scalar types, or MLIR types)."""

    def __init__(self, name: str, arg_types: list | None = None):
        if not name or not isinstance(name, str):
            raise ValueError("Kernel name cannot be empty.")
        self._name = name
        self._arg_types = list(arg_types) if arg_types is not None else []
        self._op = None

    def _resolve_arg(self, arg_index: int):
        if not self._arg_types:
            raise ValueError("No argument types defined.")
        if not 0 <= arg_index < len(self._arg_types):
            raise ValueError(
                f"Argument index {arg_index} out of range "
                f"(max: {len(self._arg_types) - 1})"
            )
        return self._arg_types[arg_index]

    def arg_shape(self, arg_index: int = 0) -> tuple[int, ...]:
        """The shape of array argument ``arg_index`` (an ``np.ndarray[...]``
        type or an MLIR shaped type); ``ValueError`` out of range or for a
        scalar."""
        arg = self._resolve_arg(arg_index)
        type_args = getattr(arg, "__args__", None)
        if type_args and isinstance(type_args[0], tuple):
            return type_args[0]
        shape = getattr(arg, "shape", None)
        if shape is not None and not isinstance(arg, type):
            return tuple(shape)
        raise ValueError(
            f"Argument {arg_index} does not have a shape or is not an array type."
        )

    def arg_dtype(self, arg_index: int = 0) -> np.dtype:
        """The numpy dtype of array argument ``arg_index``; ``ValueError``
        out of range or for a non-array argument."""
        arg = self._resolve_arg(arg_index)
        type_args = getattr(arg, "__args__", None)
        if type_args and len(type_args) >= 2:
            element = type_args[1]
            element_args = getattr(element, "__args__", None)
            return np.dtype(element_args[0] if element_args else element)
        dtype = getattr(arg, "dtype", None)
        if dtype is not None and not isinstance(arg, type):
            return np.dtype(dtype)
        raise ValueError(
            f"Argument {arg_index} does not have a dtype or is not an array type."
        )

    def tile_size(self, arg_index: int = 0) -> int:
        """The first dimension of array argument ``arg_index``."""
        shape = self.arg_shape(arg_index)
        if not shape:
            raise ValueError(
                f"Argument {arg_index} does not have a shape or is not an array type."
            )
        return shape[0]

    def arg_types(self) -> list:
        """A copy of the argument types."""
        return list(self._arg_types)

    def __call__(self, *args, **kwargs):
        """Emits a ``func.call`` of the kernel with ``args`` (a ``Buffer``
        stands for its buffer); ``kwargs`` (``loc``, ``ip``) go to the call
        builder. The kernel must be resolved first."""
        if self._op is None:
            raise ValueError("Kernel must be resolved before it can be called.")
        if len(args) != len(self._arg_types):
            raise ValueError(
                f"Kernel '{self._name}' expects {len(self._arg_types)} "
                f"argument(s), but {len(args)} were provided."
            )
        operands = [a.op if isinstance(a, Buffer) else a for a in args]
        expected = self._op.function_type.value.inputs
        call(
            self._op, [_collapse_to(a, t) for a, t in zip(operands, expected)], **kwargs
        )


class Kernel(BaseKernel):
    """A function of an object file that is built already
    (``object_file_name``, found on the linker's path at compile time).

    ``link_with_mode``: None links the object; ``"merge"`` has aiecc merge an
    LLVM IR file into the core's module instead.
    """

    def __init__(
        self,
        name: str,
        object_file_name: str,
        arg_types: list | None = None,
        *,
        link_with_mode: str | None = None,
    ) -> None:
        super().__init__(name, arg_types)
        self._object_file_name = object_file_name
        self._link_with_mode = link_with_mode

    @property
    def object_file_name(self) -> str:
        """The file that implements the function."""
        return self._object_file_name

    @property
    def link_with_mode(self) -> str | None:
        """How that file is linked: None (object) or ``"merge"``."""
        return self._link_with_mode

    def resolve(self, loc=None, ip=None) -> None:
        """Emits the ``func.func private`` declaration (once)."""
        if self._op is None:
            logger.debug("declaring kernel %s%s", self._name, tuple(self._arg_types))
            self._op = external_func(
                self._name,
                inputs=list(self._arg_types),
                link_with=self._object_file_name,
                link_with_mode=self._link_with_mode,
            )


class _DesignKernels:
    """``ExternalFunction._instances``: the kernels registered with the
    design being built, a set. Each design built in a :meth:`scope` of its
    own (as the JIT builds one) has its own; outside any, the kernels of
    this thread's (or task's) context. Nothing is shared between designs
    built in scopes of their own."""

    _current = contextvars.ContextVar("aie_design_kernels")

    def _kernels(self) -> set:
        try:
            return self._current.get()
        except LookupError:
            kernels: set = set()
            self._current.set(kernels)
            return kernels

    def __iter__(self):
        return iter(list(self._kernels()))

    def __len__(self):
        return len(self._kernels())

    def __contains__(self, kernel):
        return kernel in self._kernels()

    def __repr__(self):
        return repr(self._kernels())

    def add(self, kernel):
        self._kernels().add(kernel)

    def discard(self, kernel):
        self._kernels().discard(kernel)

    def update(self, kernels):
        self._kernels().update(kernels)

    def clear(self):
        self._kernels().clear()

    @contextlib.contextmanager
    def scope(self):
        """A scope for the kernels a design registers while it is built:
        empty on entry, gone on exit (the registry is then as before)."""
        token = self._current.set(set())
        try:
            yield
        finally:
            self._current.reset(token)


class ExternalFunction(Kernel):
    """A function compiled from C/C++ source (``source_file`` or
    ``source_string``) with ``include_dirs`` and ``compile_flags``, for the
    design that calls it.

    Every instance joins ``ExternalFunction._instances`` when made: the
    kernels of the design being built (its ``scope()``), where the compile
    step finds the sources to build. Two instances with the same
    symbol and defaulted object file name but different content get distinct
    file names (a digest suffix); with an explicit ``object_file_name`` that
    is a ``ValueError``. Equality and hashing are by content.

    ``symbol_prefix`` renames the symbol ``<prefix>_<name>`` (the source keeps
    ``name``, ``_original_name``); ``use_chess`` builds with xchesscc instead
    of Peano; ``inline`` builds LLVM IR (``.ll``, or ``.bc`` when named so)
    merged into the core (``link_with_mode="merge"``).
    """

    _instances = _DesignKernels()

    def __init__(
        self,
        name: str,
        object_file_name: str | None = None,
        source_file: str | None = None,
        source_string: str | None = None,
        arg_types: list | None = None,
        include_dirs: list[str] | None = None,
        compile_flags: list[str] | None = None,
        *,
        symbol_prefix: str | None = None,
        use_chess: bool = False,
        inline: bool = False,
    ) -> None:
        if inline and use_chess:
            raise ValueError(
                f"ExternalFunction '{name}': inline=True requires the Peano "
                "toolchain and cannot be combined with use_chess=True."
            )
        if inline and symbol_prefix:
            raise NotImplementedError(
                f"ExternalFunction '{name}': inline=True cannot be combined with "
                "symbol_prefix (an LLVM IR kernel is not renamed)."
            )
        if source_file is None and source_string is None:
            raise ValueError("source_file or source_string must be provided.")
        symbol = f"{symbol_prefix}_{name}" if symbol_prefix else name
        explicit_file = object_file_name is not None
        if not object_file_name:
            object_file_name = f"{symbol}.ll" if inline else f"{symbol}.o"
        elif inline and Path(object_file_name).suffix.lower() not in (".ll", ".bc"):
            raise ValueError(
                f"ExternalFunction '{name}': inline=True emits LLVM IR, so "
                "object_file_name must end in '.ll' (textual LLVM IR) or '.bc' "
                f"(bitcode); got '{object_file_name}'."
            )
        self._original_name = name
        self._symbol_prefix = symbol_prefix
        self._inline = inline
        super().__init__(
            symbol,
            object_file_name,
            arg_types,
            link_with_mode="merge" if inline else None,
        )
        self._source_file = source_file
        self._source_string = None if source_file is not None else source_string
        self._include_dirs = list(include_dirs) if include_dirs is not None else []
        self._compile_flags = list(compile_flags) if compile_flags is not None else []
        self._use_chess = use_chess
        self._compiled = False
        self._cached_digest: str | None = None

        clash = next(
            (
                other
                for other in ExternalFunction._instances
                if other._name == symbol
                and other._object_file_name == object_file_name
                and other._content_digest() != self._content_digest()
            ),
            None,
        )
        if clash is not None:
            if explicit_file:
                raise ValueError(
                    f"ExternalFunction '{symbol}' would collide with an "
                    "already-registered instance: same name and explicit "
                    f"object_file_name='{object_file_name}' but different "
                    "compile_flags / source. Give one a distinct "
                    "`object_file_name=...` or `name=...`."
                )
            path = Path(object_file_name)
            self._object_file_name = str(
                path.with_name(f"{path.stem}_{self._content_digest()[:8]}{path.suffix}")
            )
        ExternalFunction._instances.add(self)

    def __call__(self, *args, **kwargs):
        """Checks the argument count and each argument against its declared
        type (a scalar for a scalar type; the shape and dtype of an array),
        then emits the call."""
        if len(args) != len(self._arg_types):
            raise ValueError(
                f"ExternalFunction '{self._name}' expects {len(self._arg_types)} "
                f"argument(s), but {len(args)} were provided."
            )
        for index, (arg, expected) in enumerate(zip(args, self._arg_types)):
            self._validate_arg(index, arg, expected)
        super().__call__(*args, **kwargs)

    def _validate_arg(self, index: int, arg, expected) -> None:
        if isinstance(expected, type) and issubclass(expected, np.generic):
            if not isinstance(arg, (int, float, np.integer, np.floating, ir.Value)):
                raise ValueError(
                    f"Argument {index}: expected scalar, got {type(arg).__name__}"
                )
            return
        type_args = getattr(expected, "__args__", None)
        # An IR value's type is checked by the call's verifier; this checks
        # arrays given directly.
        if type_args and isinstance(arg, np.ndarray):
            shape = type_args[0]
            dtype = type_args[1].__args__[0]
            if arg.shape != tuple(shape) or arg.dtype != np.dtype(dtype):
                raise ValueError(
                    f"Argument {index}: expected {shape}/{dtype}, "
                    f"got {arg.shape}/{arg.dtype}"
                )

    def _content_digest(self) -> str:
        """16 hex digits of SHA-256 over what the built object depends on:
        the symbol, argument types, include directories (with their times),
        sorted flags, toolchain, inlining and the source text. Computed once
        (the instance is not to change after construction)."""
        if self._cached_digest is None:
            parts = [
                self._name,
                repr(self._arg_types),
                repr([f"{d}:{_mtime(d)}" for d in sorted(self._include_dirs)]),
                repr(sorted(self._compile_flags)),
                f"chess={self._use_chess}",
                f"inline={self._inline}",
                self._source_text(),
            ]
            digest = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()
            self._cached_digest = digest[:16]
        return self._cached_digest

    def _source_text(self) -> str:
        if self._source_string is not None:
            return self._source_string
        try:
            return Path(self._source_file).read_text()
        except OSError:
            return f"<unreadable:{self._source_file}>"

    def __hash__(self) -> int:
        return int(self._content_digest(), 16)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ExternalFunction):
            return NotImplemented
        return self._content_digest() == other._content_digest()

    def __repr__(self) -> str:
        return f"ExternalFunction({self._name!r}, digest={self._content_digest()})"


def _mtime(path: str) -> str:
    try:
        return str(Path(path).stat().st_mtime)
    except OSError:
        return "missing"
