"""``CompilableDesign``: an MLIR generator (or a ``.mlir`` file) with its
compile-time values and compile configuration.

Its cache key, ``hash(design)``, joins two halves (:mod:`._hash`): the
recipe (generator, ``CompileTime`` values, flags) and the artifacts
(sources' and tools' times, target device); no MLIR is generated for it.

Generating the MLIR (:meth:`CompilableDesign.generate_mlir`) runs the
generator in a fresh context with the ``CompileTime`` values in the compile
context; the text is kept per target device, and each caller gets a module
parsed from it in a context of its own. ``compile()`` is not here yet.
"""

from __future__ import annotations

import inspect
import json
import logging
import sys
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ._hash import (
    _compute_artifact_hash,
    _compute_hash,
    _compute_recipe_hash,
    _device_identity_key,
)
from ._introspect import _introspect_generator, _is_compile_param, _is_tensor_param
from ._serialization import _decode_kwarg, _encode_kwarg, _TensorPlaceholder
from .context import compile_context

__all__ = ["CompilableDesign", "config_param_names", "_compute_hash"]

logger = logging.getLogger(__name__)

# The end of the positional arguments.
_MISSING = object()

# What target-resolution may raise when no device can be had.
_DEVICE_ERRORS = (ImportError, RuntimeError, AttributeError, ValueError, TypeError)


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
        # Generated MLIR text and the ExternalFunctions it declares, per
        # _generation_cache_key.
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

    def generate_mlir(self):
        """The design's MLIR module (no compile), for the current device
        (the runtime's is made current first when there is one)."""
        from aie.iron.kernel import ExternalFunction

        return self._generate_mlir(ExternalFunction, full_elf=self.full_elf)

    def _generate_mlir(self, ExternalFunction, *, full_elf: bool = False):
        """A module parsed, in a context of its own, from the generated text
        (generated once per device and mode); the kernels it declares join
        ``ExternalFunction._instances`` for the compile to find."""
        from aie.extras.context import mlir_mod_ctx
        from aie.ir import Module

        text, kernels = self._generated_for(full_elf=full_elf)
        ExternalFunction._instances.update(kernels)
        with mlir_mod_ctx():
            return Module.parse(text)

    @property
    def _generated(self) -> tuple[str, list]:
        """``(text, kernels)`` for the current device and the design's mode."""
        return self._generated_for(full_elf=self.full_elf)

    def _generated_for(self, *, full_elf: bool) -> tuple[str, list]:
        self._bind_generation_device()
        key = self._generation_cache_key(full_elf=full_elf)
        if key not in self._generated_cache:
            self._generated_cache[key] = self._generate_uncached(full_elf=full_elf)
        return self._generated_cache[key]

    def _check_compile_kwargs(self) -> None:
        """``TypeError`` when the ``CompileTime`` values name a tensor
        parameter, a name the generator does not have, or do not bind to
        its ``CompileTime`` parameters."""
        tensors = set(self.compile_kwargs) & set(self.tensor_params)
        if tensors:
            raise TypeError(
                f"CompilableDesign for {self.generator_name!r}: compile_kwargs "
                "contains name(s) annotated as runtime tensors (In/Out/InOut), not "
                f"CompileTime[T] parameters: {tensors}.\n  Tensor params must be "
                "supplied at call time, not compile time.\n  CompileTime[T] params "
                f"are: {self.compile_params}."
            )
        known = {*self.compile_params, *self.tensor_params, *self.scalar_params}
        unknown = set(self.compile_kwargs) - known
        if unknown:
            raise TypeError(
                f"CompilableDesign for {self.generator_name!r}: compile_kwargs "
                f"contains key(s) not in the generator signature: {unknown}.\n  "
                f"Valid CompileTime[T] params are: {self.compile_params}."
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
                f"CompilableDesign for '{self.generator_name}': compile_kwargs do "
                f"not match CompileTime[T] parameters — {exc}"
            ) from exc

    def _generate_uncached(self, *, full_elf: bool = False) -> tuple[str, list]:
        """Runs the generator: ``(text, kernels declared)``.

        The generator gets its ``CompileTime`` values and a placeholder per
        tensor parameter, in a fresh context with the values (and
        ``_iron_full_elf``) in the compile context; its module is its return
        value, else the context's. The kernel registries start empty (an
        ExternalFunction given as a value is registered). A module that does
        not verify is a ``RuntimeError``.
        """
        if isinstance(self.mlir_generator, Path):
            return self.mlir_generator.read_text(), []
        from aie.extras.context import mlir_mod_ctx
        from aie.ir import MLIRError
        from aie.iron.kernel import ExternalFunction
        from aie.iron.kernels._common import _EXTERN_CACHE

        self._check_compile_kwargs()
        ExternalFunction._instances.clear()
        _EXTERN_CACHE.clear()
        arguments = {name: _TensorPlaceholder(name) for name in self.tensor_params}
        arguments.update(self.compile_kwargs)
        for value in arguments.values():
            if isinstance(value, ExternalFunction):
                ExternalFunction._instances.add(value)
        failed = f"MLIR verification failed for '{self.generator_name}'"
        with compile_context(**self.compile_kwargs, _iron_full_elf=full_elf):
            with mlir_mod_ctx() as ctx:
                result = self.mlir_generator(**arguments)
                module = ctx.module if result is None else result
                try:
                    verified = module.operation.verify()
                except MLIRError as exc:
                    raise RuntimeError(f"{failed}: {exc}") from exc
                if not verified:
                    raise RuntimeError(failed)
                text = str(module)
        kernels = list(ExternalFunction._instances)
        ExternalFunction._instances.clear()
        return text, kernels

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
