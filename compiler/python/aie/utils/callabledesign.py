"""``CallableDesign``: a :class:`CompilableDesign` that compiles when first
called and runs on the NPU.

A call splits its keyword arguments into ``CompileTime[T]`` values (merged
over the design's own; the call's win) and runtime scalars, compiles for
those values (kept per values, argument shapes and device; the compile
cache is consulted first), checks the tensors against what the compile
expects, and runs the kernel on :data:`aie.utils.DefaultNPURuntime`:
``(handle, result)``.
"""

from __future__ import annotations

import inspect
import logging
from pathlib import Path
from typing import Any, Callable

from aie.utils.compile.cache.utils import _create_function_cache_key
from aie.utils.compile.jit.compilabledesign import CompilableDesign

logger = logging.getLogger(__name__)


class CallableDesign:
    """A design compiled on its first call (per ``CompileTime`` values) and
    run on the NPU.

    ``mlir_generator``: a generator, a ``.mlir`` ``Path``, or a
    ``CompilableDesign`` (then the other configuration is its own).
    ``trace_config``: a ``TraceConfig`` for the runs; its ``trace_size`` is
    given to the generator as the ``trace_size`` compile-time value unless
    the call gives one. The other arguments configure the
    ``CompilableDesign``.
    """

    def __init__(
        self,
        mlir_generator: Callable | Path | CompilableDesign,
        *,
        compile_kwargs: dict[str, Any] | None = None,
        use_cache: bool = True,
        source_files: list[str | Path] | None = None,
        aiecc_flags: list[str] | None = None,
        compile_flags: list[str] | None = None,
        include_paths: list[str | Path] | None = None,
        object_files: list[str | Path] | None = None,
        trace_config=None,
        full_elf: bool = False,
    ):
        if isinstance(mlir_generator, CompilableDesign):
            self.compilable = mlir_generator
        else:
            self.compilable = CompilableDesign(
                mlir_generator,
                compile_kwargs=compile_kwargs,
                use_cache=use_cache,
                source_files=source_files,
                aiecc_flags=aiecc_flags,
                compile_flags=compile_flags,
                include_paths=include_paths,
                object_files=object_files,
                full_elf=full_elf,
            )
        self.trace_config = trace_config
        # A file design's identity in the in-process key (a named object).
        generator = self.compilable.mlir_generator
        self._path_cache_fn = (
            type("_PathKernel", (), {"__name__": str(generator)})()
            if isinstance(generator, Path)
            else None
        )
        self._kernel_cache: dict = {}
        bound = self.compilable.compile_kwargs
        if logger.isEnabledFor(logging.DEBUG) and callable(generator) and not bound:
            signature = inspect.signature(generator)
            unbound = [
                name
                for name in self.compilable.compile_params
                if signature.parameters[name].default is inspect.Parameter.empty
            ]
            if unbound:
                logger.debug(
                    "%r has CompileTime[T] parameters with no defaults and no "
                    "pre-bound values: %s. Pass these as keyword arguments at every "
                    "call site: kernel(..., %s).",
                    self.compilable.generator_name,
                    unbound,
                    ", ".join(f"{n}=..." for n in unbound),
                )

    def _extract_compile_kwargs(self, runtime_kwargs: dict[str, Any]):
        """``(the call's CompileTime values, the runtime scalars, the
        design's values with the call's over them)``."""
        compile_names = set(self.compilable.compile_params)
        call = {k: v for k, v in runtime_kwargs.items() if k in compile_names}
        scalars = {k: v for k, v in runtime_kwargs.items() if k not in compile_names}
        return call, scalars, {**self.compilable.compile_kwargs, **call}

    def _build_compilable(self, call_compile_kwargs: dict[str, Any]) -> CompilableDesign:
        """The design for this call: this one, or a specialization with the
        call's ``CompileTime`` values."""
        if call_compile_kwargs:
            return self.compilable.specialize(**call_compile_kwargs)
        return self.compilable

    def _compile_and_build_kernel(self, compilable, cache_key, trace_config):
        """Compiles ``compilable`` and makes its ``NPUKernel`` (kept under
        ``cache_key`` with ``use_cache``); a trace configuration learns the
        compile's design with its trace lowered."""
        from aie.utils.npukernel import NPUKernel

        xclbin_path, inst_path = compilable.compile()
        if trace_config is not None and compilable._kernel_dir is not None:
            lowered = compilable._kernel_dir / "input_with_addresses.mlir"
            if lowered.exists():
                trace_config.physical_mlir_path = str(lowered)
        sizes = compilable._expected_tensor_sizes
        num_host_bos = len(sizes) if sizes is not None else None
        if compilable.full_elf:
            kernel = NPUKernel(
                elf_path=compilable._elf_path,
                kernel_name=compilable._full_elf_kernel_name,
                trace_config=trace_config,
                num_host_bos=num_host_bos,
            )
        else:
            kernel = NPUKernel(
                xclbin_path,
                inst_path,
                kernel_name="MLIR_AIE",
                trace_config=trace_config,
                num_host_bos=num_host_bos,
            )
        kernel.trace_buffer = compilable._trace_buffer
        if compilable.use_cache:
            self._kernel_cache[cache_key] = kernel
        return kernel

    def _check_call(self, runtime_args, scalar_kwargs):
        """``TypeError`` for a tensor parameter given by keyword, a tensor
        parameter not given (naming it), or more positional arguments than
        the generator's tensors and scalars."""
        tensor_kwargs = set(scalar_kwargs) & set(self.compilable.tensor_params)
        if tensor_kwargs:
            raise TypeError(
                f"{self.compilable.generator_name!r} received tensor param(s) as keyword "
                f"arguments: {tensor_kwargs}.\n  Params annotated In/Out/InOut must be "
                f"passed positionally.\n  CompileTime[T] params (passed as kwargs): "
                f"{self.compilable.compile_params}."
            )
        if callable(self.compilable.mlir_generator):
            tensors = len(self.compilable.tensor_params)
            scalars = len(self.compilable.scalar_params)
            given, _ = self.compilable.split_runtime_args(runtime_args, scalar_kwargs)
            missing = self.compilable.tensor_params[len(given):]
            if missing:
                raise TypeError(
                    f"{self.compilable.generator_name!r} missing {len(missing)} required "
                    f"tensor argument(s): {', '.join(repr(m) for m in missing)}"
                )
            if len(runtime_args) > tensors + scalars:
                raise TypeError(
                    f"{self.compilable.generator_name!r} takes at most {tensors + scalars} "
                    f"positional argument(s) (tensor: {tensors}, scalar: {scalars}) but "
                    f"{len(runtime_args)} were given.\n  CompileTime[T] parameters "
                    f"{self.compilable.compile_params} must be keyword arguments, not "
                    f"positional."
                )

    @staticmethod
    def _artifacts_present(kernel, compilable) -> bool:
        """Whether the files of a kept kernel of ``compilable`` are still there."""
        if compilable.full_elf:
            return Path(kernel.elf_path).is_file()
        return Path(kernel.xclbin_path).is_file() and Path(kernel.insts_path).is_file()

    def __call__(self, *runtime_args, **runtime_kwargs):
        """Compiles when needed, then runs the kernel with the tensor
        arguments (the generator's ``In``/``Out``/``InOut`` parameters, in
        order) and the runtime scalars; ``(handle, result)``. The runtime's
        device is made current first."""
        call_kwargs, scalar_kwargs, effective = self._extract_compile_kwargs(runtime_kwargs)
        self._check_call(runtime_args, scalar_kwargs)
        trace_config = self.trace_config
        if trace_config is not None:
            if "trace_size" not in effective:
                effective["trace_size"] = trace_config.trace_size
                call_kwargs["trace_size"] = trace_config.trace_size
        else:
            trace_config = effective.get("trace_config")
        key_kwargs = {k: v for k, v in effective.items() if k != "trace_config"}
        from aie.utils import ensure_current_device

        ensure_current_device()
        compilable = self._build_compilable(call_kwargs)
        generator = compilable.mlir_generator
        cache_key = _create_function_cache_key(
            generator if callable(generator) else self._path_cache_fn,
            runtime_args,
            key_kwargs,
            extra_key=compilable._generation_cache_key(),
        )
        kernel = self._kernel_cache.get(cache_key) if compilable.use_cache else None
        if kernel is not None and not self._artifacts_present(kernel, compilable):
            self._kernel_cache.pop(cache_key, None)
            kernel = None
        if kernel is None:
            kernel = self._compile_and_build_kernel(compilable, cache_key, trace_config)
        tensors, scalars = compilable.split_runtime_args(runtime_args, scalar_kwargs)
        compilable.validate_tensor_args(tensors)
        return kernel(*tensors, **scalars)

    def specialize(self, **overrides) -> "CallableDesign":
        """A new design with ``overrides``: configuration by name (including
        ``full_elf``, ``trace_config``), any other name a ``CompileTime``
        value over this design's. ``trace_config`` also reaches the
        generator as a compile-time value."""
        trace_config = overrides.get("trace_config", self.trace_config)
        return CallableDesign(self.compilable.specialize(**overrides), trace_config=trace_config)

    def compile(
        self,
        xclbin_path: Path | str | None = None,
        inst_path: Path | str | None = None,
        elf_path: Path | str | None = None,
        full_elf_path: Path | str | None = None,
        pdi_path: Path | str | None = None,
    ) -> tuple[Path, Path | None]:
        """:meth:`CompilableDesign.compile` of the design (ahead of a call,
        or to files of the caller's)."""
        return self.compilable.compile(
            xclbin_path=xclbin_path,
            inst_path=inst_path,
            elf_path=elf_path,
            full_elf_path=full_elf_path,
            pdi_path=pdi_path,
        )

    def get_pdi_path(self, device_name: str | None = None) -> Path | None:
        """:meth:`CompilableDesign.get_pdi_path`."""
        return self.compilable.get_pdi_path(device_name)

    def get_pdi_paths(self) -> list[Path]:
        """:meth:`CompilableDesign.get_pdi_paths`."""
        return self.compilable.get_pdi_paths()

    def as_mlir(self, *runtime_args, **runtime_kwargs) -> str:
        """The MLIR the call with these arguments would compile (tensors may
        be None), without compiling it."""
        call_kwargs, _, _ = self._extract_compile_kwargs(runtime_kwargs)
        return str(self._build_compilable(call_kwargs).generate_mlir())

    def __repr__(self) -> str:
        return f"CallableDesign({self.compilable!r})"
