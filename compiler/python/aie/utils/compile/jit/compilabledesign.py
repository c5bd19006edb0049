"""``CompilableDesign``: an MLIR generator (or a ``.mlir`` file) with its
compile-time values and compile configuration.

Its cache key, ``hash(design)``, joins two halves (:mod:`._hash`): the
recipe (generator, ``CompileTime`` values, flags) and the artifacts
(sources' and tools' times, aiec's version, target device); no MLIR is
generated for it.

:meth:`CompilableDesign.compile` generates the MLIR (once per target
device: the text is kept, each use parses it into a new context), compiles
the design's ``ExternalFunction`` kernels with Peano and the design with
aiecc (in this process) into ``NPU_CACHE_HOME/<key>/`` (``final.xclbin``
and ``insts.bin``, or ``design.elf``), under a file lock; a later compile
with the same key whose recorded inputs are unchanged is a hit.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import logging
import os
import sys
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping

from aie.utils.compile import NPU_CACHE_HOME, compile_external_kernel, compile_mlir_module
from aie.utils.compile.cache.utils import file_lock
from aie.utils.compile.utils import _cleanup_failed_compilation

from ._hash import (
    _compute_artifact_hash,
    _compute_hash,
    _compute_recipe_hash,
    _device_identity_key,
)
from . import _manifest
from ._dma_size_parser import parse_dma_sizes, parse_trace_buffer
from ._introspect import _introspect_generator, _is_compile_param, _is_tensor_param
from ._serialization import _decode_kwarg, _encode_kwarg, _TensorPlaceholder
from .context import compile_context

__all__ = ["CompilableDesign", "config_param_names", "_compute_hash"]

logger = logging.getLogger(__name__)

# The end of the positional arguments.
_MISSING = object()

# What target-resolution may raise when no device can be had.
_DEVICE_ERRORS = (ImportError, RuntimeError, AttributeError, ValueError, TypeError)

# How long a compile waits for another process compiling the same design.
_COMPILE_LOCK_TIMEOUT_SECONDS = 1800


def _external_function_class():
    """IRON's ``ExternalFunction`` (the kernels a design declares), or None
    where ``aie.iron`` is not installed (then a design has no kernels to
    compile)."""
    try:
        from aie.iron.kernel import ExternalFunction
    except ModuleNotFoundError as e:
        if e.name in ("aie.iron", "aie.iron.kernel"):
            return None
        raise
    return ExternalFunction


def _take_external_kernels(ExternalFunction) -> list:
    """The ``ExternalFunction`` instances registered so far, cleared."""
    if ExternalFunction is None:
        return []
    kernels = list(ExternalFunction._instances)
    ExternalFunction._instances.clear()
    return kernels


def _design_scope(ExternalFunction):
    """A scope of its own for the kernels the design being generated
    registers (``ExternalFunction._instances.scope()``; nothing without
    IRON)."""
    if ExternalFunction is None:
        return contextlib.nullcontext()
    return ExternalFunction._instances.scope()


def config_param_names(cls) -> frozenset[str]:
    """The configuration parameters of ``cls``'s constructor: all but the
    generator and ``compile_kwargs``."""
    return frozenset(
        name
        for name in inspect.signature(cls).parameters
        if name not in ("mlir_generator", "compile_kwargs")
    )


class CompilableDesign:
    """An MLIR generator with compile-time parameters and configuration.

    Args:
        mlir_generator: a callable taking the ``CompileTime[T]`` values (and
            placeholders of its runtime tensors) that returns an MLIR module
            or builds one in the active context; or the ``Path`` of a
            ``.mlir`` file.
        use_cache: look compiles up in the file-system cache.
        compile_kwargs: the ``CompileTime[T]`` values.
        compile_flags: Peano's extra flags.
        source_files: kernel sources (their times are in the cache key).
        include_paths: ``-I`` paths for the kernel compiler.
        aiecc_flags: aiecc's extra flags.
        object_files: objects to link.
        full_elf: compile to one self-contained ELF rather than an xclbin
            and instructions.

    The configuration is frozen: tuples of ``Path``s and strings, and a
    read-only mapping of the values.
    """

    def __init__(
        self,
        mlir_generator: Callable | Path,
        *,
        use_cache: bool = True,
        compile_kwargs: dict[str, Any] | None = None,
        compile_flags: list[str] | None = None,
        source_files: list[str | Path] | None = None,
        include_paths: list[str | Path] | None = None,
        aiecc_flags: list[str] | None = None,
        object_files: list[str | Path] | None = None,
        full_elf: bool = False,
    ):
        self.mlir_generator = mlir_generator
        self.use_cache = use_cache
        self.full_elf = full_elf
        self.compile_kwargs: Mapping[str, Any] = MappingProxyType(
            dict(compile_kwargs or {})
        )
        self.compile_flags: tuple[str, ...] = tuple(compile_flags or ())
        self.source_files: tuple[Path, ...] = tuple(Path(p) for p in source_files or ())
        self.include_paths: tuple[Path, ...] = tuple(
            Path(p) for p in include_paths or ()
        )
        self.aiecc_flags: tuple[str, ...] = tuple(aiecc_flags or ())
        self.object_files: tuple[Path, ...] = tuple(Path(p) for p in object_files or ())

        # What a compile produced (set by compile()).
        self._xclbin_path: Path | None = None
        self._inst_path: Path | None = None
        self._elf_path: Path | None = None
        self._full_elf_kernel_name: str | None = None
        self._kernel_dir: Path | None = None
        self._expected_tensor_sizes: list[int] | None = None
        # (argument index, bytes) of the design's dedicated trace buffer.
        self._trace_buffer: tuple[int, int] | None = None
        # Generated MLIR text and kernels, by _generation_cache_key.
        self._generated_cache: dict[tuple, tuple[str, list]] = {}

        if callable(mlir_generator):
            self._hints, self._sig, groups = _introspect_generator(mlir_generator)
        else:
            self._hints, self._sig, groups = {}, None, ((), (), ())
        self.compile_params, self.tensor_params, self.scalar_params = map(list, groups)

    def _config(self) -> dict[str, Any]:
        """The configuration parameters' values, by name (tuples as lists)."""
        config = {}
        for name in config_param_names(type(self)):
            value = getattr(self, name)
            config[name] = list(value) if isinstance(value, tuple) else value
        return config

    def specialize(self, **overrides) -> "CompilableDesign":
        """A new design with ``overrides``: a configuration parameter's name
        replaces it, any other name is a ``CompileTime`` value merged over
        this design's."""
        config = self._config()
        compile_kwargs = dict(self.compile_kwargs)
        for name, value in overrides.items():
            (config if name in config else compile_kwargs)[name] = value
        return CompilableDesign(
            self.mlir_generator, compile_kwargs=compile_kwargs, **config
        )

    def compile(
        self,
        xclbin_path: Path | str | None = None,
        inst_path: Path | str | None = None,
        elf_path: Path | str | None = None,
        full_elf_path: Path | str | None = None,
        pdi_path: Path | str | None = None,
    ) -> tuple[Path, Path | None]:
        """Compiles the design; ``(xclbin, instructions)``, or ``(elf,
        None)`` for a full ELF (``full_elf`` or ``full_elf_path``).

        Without paths, into the compile cache (``NPU_CACHE_HOME/<key>/``:
        ``final.xclbin`` and ``insts.bin``, or ``design.elf``), which is
        looked up first (with ``use_cache``). With ``xclbin_path`` and
        ``inst_path`` (both or neither, else ``ValueError``), to those files
        (intermediates in ``<xclbin stem>.prj`` beside them; no lookup);
        ``elf_path`` (the instructions as an ELF) and ``pdi_path`` need them
        (``ValueError``). ``full_elf_path``: the full ELF there, no lookup.
        A failing compile is a ``RuntimeError`` and leaves no cache entry.
        """
        if self.full_elf or full_elf_path is not None:
            return self._compile_full_elf(full_elf_path)
        if (xclbin_path is None) != (inst_path is None):
            raise ValueError(
                "compile(): xclbin_path and inst_path must be set together (both "
                "paths to write artifacts directly, or both None to use the JIT "
                f"cache).  Got xclbin_path={xclbin_path!r}, inst_path={inst_path!r}."
            )
        explicit = xclbin_path is not None
        if elf_path is not None and not explicit:
            raise ValueError(
                "compile(): elf_path requires explicit xclbin_path + inst_path (the "
                "JIT cache does not track ELF artifacts)."
            )
        if pdi_path is not None and not explicit:
            raise ValueError(
                "compile(): pdi_path requires explicit xclbin_path + inst_path (the "
                "JIT cache does not track caller-named PDI artifacts; use "
                "get_pdi_path() to locate the cache-mode main.pdi)."
            )
        self._bind_generation_device()
        if explicit:
            xclbin_path, inst_path = Path(xclbin_path).resolve(), Path(inst_path).resolve()
            kernel_dir = xclbin_path.parent / f"{xclbin_path.stem}.prj"
        else:
            kernel_dir = self._cache_dir()
            xclbin_path, inst_path = kernel_dir / "final.xclbin", kernel_dir / "insts.bin"
        files = {"insts_path": inst_path, "xclbin_path": xclbin_path}
        if elf_path is not None:
            files["elf_path"] = Path(elf_path).resolve()
        if pdi_path is not None:
            files["pdi_path"] = Path(pdi_path).resolve()
        self._build(kernel_dir, files, lookup=not explicit, full_elf=False)
        self._xclbin_path, self._inst_path = xclbin_path, inst_path
        return xclbin_path, inst_path

    def _compile_full_elf(self, full_elf_path) -> tuple[Path, None]:
        """:meth:`compile` to one full ELF: ``full_elf_path`` (intermediates
        in ``<stem>.prj`` beside it), else ``design.elf`` of the cache."""
        self._bind_generation_device()
        if full_elf_path is not None:
            elf_path = Path(full_elf_path).resolve()
            kernel_dir = elf_path.parent / f"{elf_path.stem}.prj"
        else:
            kernel_dir = self._cache_dir()
            elf_path = kernel_dir / "design.elf"
        self._build(
            kernel_dir, {"full_elf_path": elf_path}, lookup=full_elf_path is None, full_elf=True
        )
        self._elf_path = elf_path
        self._full_elf_kernel_name = self._parse_full_elf_kernel_name()
        return elf_path, None

    def _cache_dir(self) -> Path:
        """This design's entry of the compile cache."""
        return NPU_CACHE_HOME / self._compute_cache_hash()

    def _build(self, kernel_dir: Path, files: dict, *, lookup: bool, full_elf: bool):
        """Makes ``files`` (``compile_mlir_module``'s output arguments) in
        ``kernel_dir`` under its lock: with ``lookup`` and ``use_cache``,
        files already there whose recorded inputs are unchanged are kept (a
        stale entry is emptied first); otherwise the kernels and the design
        are compiled (:meth:`_compile_into`). Then the expected tensor sizes
        are read from the compile's design."""
        outputs = list(files.values())
        with file_lock(kernel_dir / ".lock", timeout_seconds=_COMPILE_LOCK_TIMEOUT_SECONDS):
            os.makedirs(kernel_dir, exist_ok=True)
            reuse = lookup and self.use_cache and all(p.exists() for p in outputs)
            if reuse and not _manifest.is_valid(kernel_dir):
                logger.debug("Inputs changed for '%s'; discarding cache entry", self.generator_name)
                _cleanup_failed_compilation(kernel_dir)
                reuse = False
            if reuse:
                logger.debug("Cache hit for '%s' in %s", self.generator_name, kernel_dir)
            else:
                self._compile_into(kernel_dir, files, full_elf=full_elf)
        self._kernel_dir = kernel_dir
        self._expected_tensor_sizes = parse_dma_sizes(kernel_dir)
        self._trace_buffer = parse_trace_buffer(kernel_dir)

    def _compile_into(self, kernel_dir: Path, files: dict, *, full_elf: bool):
        """Compiles the design's ``ExternalFunction`` kernels and the design
        (aiecc) into ``kernel_dir`` and records the inputs; a failure empties
        the entry and raises."""
        try:
            ExternalFunction = _external_function_class()
            # The xclbin path generates as upstream's does, without the flag
            # (a generator override may take the kernels class alone).
            module = (
                self._generate_mlir(ExternalFunction, full_elf=True)
                if full_elf
                else self._generate_mlir(ExternalFunction)
            )
            kernels = _take_external_kernels(ExternalFunction)
            use_chess = self._resolve_use_chess(kernels)
            target_arch = self._target_arch()
            for func in kernels:
                if not func._compiled:
                    compile_external_kernel(func, kernel_dir, target_arch)
            compile_mlir_module(
                mlir_module=module,
                work_dir=kernel_dir,
                use_chess=use_chess,
                options=list(self.aiecc_flags) or None,
                fold_ddr_addr_offset=self._resolve_fold_ddr_addr_offset(),
                **files,
            )
            missing = [str(p) for p in files.values() if not p.exists()]
            if missing:
                raise RuntimeError(
                    "[aiecc] Compilation appeared to succeed (exit code 0) but "
                    "expected output file(s) were not created: " + ", ".join(missing)
                )
            _manifest.record(kernel_dir, kernels, self.source_files, used_chess=use_chess)
        except Exception:
            _cleanup_failed_compilation(kernel_dir)
            raise

    @staticmethod
    def _target_arch() -> str:
        """The architecture kernels are compiled for: the current device's."""
        from aie.utils import get_current_device
        from aie.utils.compile import resolve_target_arch

        return resolve_target_arch(get_current_device(probe_runtime=False))

    def _parse_full_elf_kernel_name(self) -> str:
        """The full ELF's kernel, ``"device:sequence"``: the first device
        of the design with a runtime sequence, and that sequence (unnamed
        ones are ``main`` and ``sequence``, as aiecc names them)."""
        from aie.ir import StringAttr

        def name(op, default):
            attributes = op.operation.attributes
            if "sym_name" not in attributes:
                return default
            return StringAttr(attributes["sym_name"]).value

        module = self._generate_mlir(None, full_elf=True)
        for op in module.body.operations:
            if op.operation.name != "aie.device":
                continue
            for inner in op.regions[0].blocks[0].operations:
                if inner.operation.name == "aie.runtime_sequence":
                    return f"{name(op, 'main')}:{name(inner, 'sequence')}"
        raise RuntimeError(
            f"Could not find an aie.device + aie.runtime_sequence in "
            f"'{self.generator_name}' to derive the full-ELF kernel name."
        )

    def generate_mlir(self):
        """The design's MLIR module (generated for the current device, or
        the ``.mlir`` file parsed), in a new context."""
        return self._generate_mlir(_external_function_class(), full_elf=self.full_elf)

    def _generated_for(self, *, full_elf: bool) -> tuple[str, list]:
        """``(MLIR text, kernels)`` of the design for the current device
        (generated once per :meth:`_generation_cache_key`)."""
        self._bind_generation_device()
        key = self._generation_cache_key(full_elf=full_elf)
        if key not in self._generated_cache:
            self._generated_cache[key] = self._generate_uncached(full_elf=full_elf)
        return self._generated_cache[key]

    @property
    def _generated(self) -> tuple[str, list]:
        """:meth:`_generated_for` the design's own mode."""
        return self._generated_for(full_elf=self.full_elf)

    def _check_compile_kwargs(self):
        """``TypeError`` for ``CompileTime`` values the generator cannot
        take: a tensor parameter's name, a name it does not have, or values
        that do not bind to its ``CompileTime`` parameters."""
        tensors = set(self.compile_kwargs) & set(self.tensor_params)
        if tensors:
            raise TypeError(
                f"CompilableDesign for {self.generator_name!r}: compile_kwargs contains "
                f"name(s) annotated as runtime tensors (In/Out/InOut), not CompileTime[T] "
                f"parameters: {tensors}.\n  Tensor params must be supplied at call time, "
                f"not compile time.\n  CompileTime[T] params are: {self.compile_params}."
            )
        known = set(self.compile_params) | set(self.tensor_params) | set(self.scalar_params)
        unknown = set(self.compile_kwargs) - known
        if unknown:
            raise TypeError(
                f"CompilableDesign for {self.generator_name!r}: compile_kwargs contains "
                f"key(s) not in the generator signature: {unknown}.\n  Valid "
                f"CompileTime[T] params are: {self.compile_params}."
            )
        compile_only = inspect.Signature(
            [
                p
                for name, p in self._sig.parameters.items()
                if _is_compile_param(self._hints.get(name, p.annotation))
            ]
        )
        try:
            compile_only.bind(**self.compile_kwargs)
        except TypeError as exc:
            raise TypeError(
                f"CompilableDesign for '{self.generator_name}': compile_kwargs do not "
                f"match CompileTime[T] parameters — {exc}"
            ) from exc

    def _generate_uncached(self, *, full_elf: bool = False) -> tuple[str, list]:
        """Runs the generator (in a new MLIR context, inside a
        :func:`compile_context` of the ``CompileTime`` values): its tensor
        parameters get placeholders, the others their values. ``(the
        verified module's text, the ExternalFunction kernels it declared)``;
        a ``.mlir`` file is its text without kernels."""
        if isinstance(self.mlir_generator, Path):
            return self.mlir_generator.read_text(), []
        self._check_compile_kwargs()
        ExternalFunction = _external_function_class()
        with _design_scope(ExternalFunction):
            text = self._generate_text(ExternalFunction, full_elf)
            return text, _take_external_kernels(ExternalFunction)

    def _generate_text(self, ExternalFunction, full_elf: bool) -> str:
        """The generator's module, verified, as text; the kernels it
        declares registered with ``ExternalFunction`` (in the design's own
        scope)."""
        from aie.extras.context import mlir_mod_ctx

        if ExternalFunction is not None:
            from aie.iron.kernels._common import _EXTERN_CACHE

            _EXTERN_CACHE.clear()
        kwargs = {name: _TensorPlaceholder(name) for name in self.tensor_params}
        kwargs.update(self.compile_kwargs)
        if ExternalFunction is not None:
            for value in kwargs.values():
                if isinstance(value, ExternalFunction):
                    ExternalFunction._instances.add(value)
        from aie.ir import MLIRError

        failed = f"MLIR verification failed for '{self.generator_name}'"
        with compile_context(**self.compile_kwargs, _iron_full_elf=full_elf):
            with mlir_mod_ctx() as ctx:
                result = self.mlir_generator(**kwargs)
                module = ctx.module if result is None else result
                try:
                    verified = module.operation.verify()
                except MLIRError as exc:  # aiec's verifier says why
                    raise RuntimeError(f"{failed}: {exc}") from exc
                if not verified:
                    raise RuntimeError(failed)
                text = str(module)
        return text

    def _generate_mlir(self, ExternalFunction, *, full_elf: bool = False):
        """The generated design parsed into a new context, its kernels
        made the ones registered with ``ExternalFunction`` here, as the
        design now built (for :meth:`compile` to collect; None: not
        registered)."""
        from aie.extras.context import mlir_mod_ctx
        from aie.ir import Module

        text, kernels = self._generated_for(full_elf=full_elf)
        if ExternalFunction is not None:
            ExternalFunction._instances.clear()
            ExternalFunction._instances.update(kernels)
        with mlir_mod_ctx():
            return Module.parse(text)

    def get_artifacts(self) -> tuple[Path, Path] | None:
        """``(xclbin, instructions)`` of the last compile, or None."""
        if self._xclbin_path is None or self._inst_path is None:
            return None
        return self._xclbin_path, self._inst_path

    def get_pdi_paths(self) -> list[Path]:
        """The PDIs in the last compile's cache directory, by name (aiecc
        names each ``<device>.pdi``); ``[]`` before a compile."""
        if self._kernel_dir is None:
            return []
        return sorted(self._kernel_dir.glob("*.pdi"))

    def get_pdi_path(self, device_name: str | None = None) -> Path | None:
        """``<device_name>.pdi`` of the last compile's cache directory when
        named, else its first PDI by name; None when there is none."""
        pdis = self.get_pdi_paths()
        if not pdis:
            return None
        if device_name is None:
            return pdis[0]
        wanted = self._kernel_dir / f"{device_name}.pdi"
        return wanted if wanted in pdis else None

    def split_runtime_args(
        self, runtime_args: tuple, runtime_kwargs: dict[str, Any]
    ) -> tuple[list, dict[str, Any]]:
        """``(tensor_args, scalar_kwargs)`` of a call: walking the
        generator's parameters that are not compile-time values in order, a
        tensor parameter takes its keyword value, else the next positional
        one; any other parameter the next positional one unless given by
        keyword. ``aie.iron.kernel.Kernel`` objects (compile-time only) are
        skipped. For a ``.mlir`` file every positional argument but kernels
        is a tensor."""
        from aie.iron.kernel import Kernel

        positional = (a for a in runtime_args if not isinstance(a, Kernel))
        if not callable(self.mlir_generator):
            return list(positional), runtime_kwargs
        tensors, scalars = [], dict(runtime_kwargs)
        for name, param in self._sig.parameters.items():
            if name in self.compile_kwargs:
                continue
            if _is_tensor_param(self._hints.get(name, param.annotation)):
                value = (
                    scalars.pop(name) if name in scalars else next(positional, _MISSING)
                )
                if value is not _MISSING:
                    tensors.append(value)
            elif name not in scalars:
                value = next(positional, _MISSING)
                if value is not _MISSING:
                    scalars[name] = value
        return tensors, scalars

    def validate_tensor_args(self, tensor_args: list) -> None:
        """``RuntimeError`` when a tensor's element count differs from what
        the last compile expects of that argument (arguments expected to be
        0 elements, or without a size, are not checked; nothing is when the
        expectation is unknown)."""
        if not self._expected_tensor_sizes:
            return
        import numpy as np

        for i, (tensor, expected) in enumerate(
            zip(tensor_args, self._expected_tensor_sizes)
        ):
            if expected == 0:
                continue
            try:
                actual = int(np.size(tensor))
            except (TypeError, ValueError, AttributeError):
                continue
            if actual != expected:
                name = (
                    self.tensor_params[i]
                    if i < len(self.tensor_params)
                    else f"arg[{i}]"
                )
                raise RuntimeError(
                    f"Tensor argument {name!r} has {actual} elements but the kernel was "
                    f"compiled for {expected} elements.\nCompileTime[T] parameters used "
                    f"at compile time: {self.compile_kwargs!r}"
                )

    def to_json(self) -> str:
        """The design without its generator as JSON (``compile_kwargs`` as
        ``[type, value]`` pairs; an internal format), with its cache hash."""
        return json.dumps(
            {
                "generator_name": self.generator_name,
                "use_cache": self.use_cache,
                "compile_kwargs": {
                    k: _encode_kwarg(v) for k, v in self.compile_kwargs.items()
                },
                "compile_flags": self.compile_flags,
                "source_files": [p.as_posix() for p in self.source_files],
                "include_paths": [p.as_posix() for p in self.include_paths],
                "aiecc_flags": self.aiecc_flags,
                "object_files": [p.as_posix() for p in self.object_files],
                "cache_hash": self._compute_cache_hash(),
            }
        )

    @classmethod
    def from_json(
        cls, json_str: str, generator: Callable | None = None
    ) -> "CompilableDesign":
        """The design :meth:`to_json` wrote, with ``generator`` (required:
        ``ValueError`` without it). bool, int, float and str values come back
        as they were, others as strings."""
        data = json.loads(json_str)
        if generator is None:
            raise ValueError(
                "generator must be supplied to CompilableDesign.from_json() because "
                "callables cannot be serialised."
            )
        return cls(
            mlir_generator=generator,
            use_cache=data.get("use_cache", True),
            compile_kwargs={
                k: _decode_kwarg(v) for k, v in data.get("compile_kwargs", {}).items()
            },
            compile_flags=data.get("compile_flags", []),
            source_files=data.get("source_files", []),
            include_paths=data.get("include_paths", []),
            aiecc_flags=data.get("aiecc_flags", []),
            object_files=data.get("object_files", []),
        )

    @property
    def generator_name(self) -> str:
        """The generator's name, or the ``.mlir`` file's path."""
        if isinstance(self.mlir_generator, Path):
            return str(self.mlir_generator)
        return getattr(self.mlir_generator, "__name__", repr(self.mlir_generator))

    @property
    def recipe_hash(self) -> str:
        """The hash of the design's recipe (:func:`._hash._compute_recipe_hash`)."""
        return _compute_recipe_hash(
            self.mlir_generator,
            self.compile_kwargs,
            self.aiecc_flags,
            self.compile_flags,
            self.full_elf,
        )

    @property
    def artifact_hash(self) -> str:
        """The hash of what else changes the output
        (:func:`._hash._compute_artifact_hash`)."""
        return _compute_artifact_hash(
            self.mlir_generator,
            self.source_files,
            self.object_files,
            self._resolve_fold_ddr_addr_offset(),
        )

    @staticmethod
    def _resolve_fold_ddr_addr_offset() -> bool:
        """The default backend's DDR-offset ABI
        (:func:`aie.utils.npu_runtime_folds_ddr_addr_offset`): the cache key
        and the aiecc command line both read it here."""
        from aie.utils import npu_runtime_folds_ddr_addr_offset

        return npu_runtime_folds_ddr_addr_offset()

    def _compute_cache_hash(self) -> str:
        return _compute_hash(
            self.mlir_generator,
            self.compile_kwargs,
            self.source_files,
            self.object_files,
            self.aiecc_flags,
            self.compile_flags,
            self.full_elf,
            self._resolve_fold_ddr_addr_offset(),
        )

    def _resolve_use_chess(self, external_kernels: list) -> bool:
        """Whether the design's kernels are compiled by Chess: all of them or
        none (a mix is a ``RuntimeError``; aiecc runs one front end)."""
        chess = {getattr(f, "_use_chess", False) for f in external_kernels}
        if len(chess) > 1:
            by_chess = [f._name for f in external_kernels if f._use_chess]
            by_peano = [f._name for f in external_kernels if not f._use_chess]
            raise RuntimeError(
                "Mixed peano + chess ExternalFunctions in one @iron.jit design "
                f"({self.generator_name!r}): chess={by_chess}, peano={by_peano}.  aiecc "
                "can only invoke one front-end per compile; pick one toolchain "
                "consistently across all kernels.* helper calls in this design."
            )
        return chess == {True}

    def _bind_generation_device(self):
        """Makes the runtime's device (if any) current before target-specific
        work; returns it, or None (also for a ``.mlir`` file)."""
        if isinstance(self.mlir_generator, Path):
            return None
        try:
            from aie.utils import ensure_current_device

            return ensure_current_device()
        except _DEVICE_ERRORS:
            return None

    def _generation_cache_key(self, *, full_elf: bool = False) -> tuple:
        """What generated MLIR depends on beside the design: the file's path,
        or ``("device", full_elf, <current device's identity>)``."""
        if isinstance(self.mlir_generator, Path):
            return ("path", str(self.mlir_generator))
        try:
            from aie.utils import get_current_device

            device = get_current_device(probe_runtime=False)
        except _DEVICE_ERRORS:
            device = None
        return ("device", full_elf) + _device_identity_key(device)

    def __hash__(self) -> int:
        """The cache key folded to a Python hash (it follows the target
        device: do not key on a design while retargeting)."""
        bits = sys.hash_info.width
        value = int(self._compute_cache_hash(), 16) & ((1 << bits) - 1)
        if value >= 1 << (bits - 1):
            value -= 1 << bits
        return -2 if value == -1 else value

    def __repr__(self) -> str:
        return (
            f"CompilableDesign(generator={self.generator_name!r}, "
            f"compile_kwargs={self.compile_kwargs!r})"
        )
