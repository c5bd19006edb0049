"""``CallableDesign``: a ``CompilableDesign`` called like a function (what
``@iron.jit`` makes).

``CompileTime`` values are bound when it is made (``@iron.jit(M=512)``)
or given with each call (``design(a, b, M=512)``; the call's value wins).
``as_mlir`` generates a call's MLIR without compiling. A call checks its
arguments, makes the runtime's device current, and runs the kernel compiled
for the values and device (kept per key in ``_kernel_cache``); compiling and
running need the host runtime, which this package does not have yet
(``_compile_and_build_kernel``).
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
    """A design called like a function.

    Args:
        mlir_generator: a generator, the ``Path`` of a ``.mlir`` file, or a
            ``CompilableDesign`` (then the other arguments but
            ``trace_config`` are not used).
        compile_kwargs, use_cache, source_files, aiecc_flags, compile_flags,
            include_paths, object_files, full_elf: the ``CompilableDesign``'s.
        trace_config: a ``TraceConfig`` the run reads the trace with; its
            ``trace_size`` becomes the ``trace_size`` value unless one is
            given.
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
        generator = self.compilable.mlir_generator
        # A path's stand-in in the kernel cache key (made once).
        self._path_cache_fn = (
            type("_PathKernel", (), {"__name__": str(generator)})()
            if isinstance(generator, Path)
            else None
        )
        self._kernel_cache: dict = {}
        self._log_unbound_compile_params()

    def _log_unbound_compile_params(self) -> None:
        """At debug level: the required ``CompileTime`` parameters every call
        will have to give."""
        generator = self.compilable.mlir_generator
        if not (
            logger.isEnabledFor(logging.DEBUG)
            and callable(generator)
            and not self.compilable.compile_kwargs
        ):
            return
        parameters = inspect.signature(generator).parameters
        unbound = [
            name
            for name in self.compilable.compile_params
            if parameters[name].default is inspect.Parameter.empty
        ]
        if unbound:
            logger.debug(
                "%r has CompileTime[T] parameters with no defaults and no pre-bound "
                "values: %s. Pass these as keyword arguments at every call site: "
                "kernel(..., %s).",
                self.compilable.generator_name,
                unbound,
                ", ".join(f"{n}=..." for n in unbound),
            )

    def _extract_compile_kwargs(self, runtime_kwargs: dict[str, Any]):
        """``(call's CompileTime values, the other keywords, the values in
        effect)``: the call's values over the bound ones."""
        names = set(self.compilable.compile_params)
        call_values = {k: v for k, v in runtime_kwargs.items() if k in names}
        others = {k: v for k, v in runtime_kwargs.items() if k not in names}
        return call_values, others, {**self.compilable.compile_kwargs, **call_values}

    def _build_compilable(self, call_values: dict[str, Any]) -> CompilableDesign:
        """The design for a call: this one, or a specialization with the
        call's values (this one stays as it is)."""
        if call_values:
            return self.compilable.specialize(**call_values)
        return self.compilable

    def _check_call_arguments(self, runtime_args: tuple, others: dict) -> None:
        """``TypeError`` for a tensor given by keyword, or more positional
        arguments than tensor and scalar parameters."""
        design = self.compilable
        by_keyword = set(others) & set(design.tensor_params)
        if by_keyword:
            raise TypeError(
                f"{design.generator_name!r} received tensor param(s) as keyword "
                f"arguments: {by_keyword}.\n  Params annotated In/Out/InOut must "
                "be passed positionally.\n  CompileTime[T] params (passed as "
                f"kwargs): {design.compile_params}."
            )
        if callable(design.mlir_generator):
            at_most = len(design.tensor_params) + len(design.scalar_params)
            if len(runtime_args) > at_most:
                raise TypeError(
                    f"{design.generator_name!r} takes at most {at_most} positional "
                    f"argument(s) (tensor: {len(design.tensor_params)}, scalar: "
                    f"{len(design.scalar_params)}) but {len(runtime_args)} were "
                    f"given.\n  CompileTime[T] parameters {design.compile_params} "
                    "must be keyword arguments, not positional."
                )

    @staticmethod
    def _artifacts_present(kernel, compilable: CompilableDesign) -> bool:
        if compilable.full_elf:
            return Path(kernel.elf_path).is_file()
        return Path(kernel.xclbin_path).is_file() and Path(kernel.insts_path).is_file()

    def __call__(self, *runtime_args, **runtime_kwargs):
        """Runs the design on ``runtime_args`` (tensors positionally, in the
        generator's order; scalars too, or by keyword), compiled for the
        ``CompileTime`` values in effect and the current device."""
        call_values, others, effective = self._extract_compile_kwargs(runtime_kwargs)
        self._check_call_arguments(runtime_args, others)
        trace_config = self.trace_config
        if trace_config is not None:
            if "trace_size" not in effective:
                effective["trace_size"] = trace_config.trace_size
                call_values["trace_size"] = trace_config.trace_size
        else:
            trace_config = effective.get("trace_config")
        from aie.utils import ensure_current_device

        ensure_current_device()
        compilable = self._build_compilable(call_values)
        generator = compilable.mlir_generator
        cache_key = _create_function_cache_key(
            generator if callable(generator) else self._path_cache_fn,
            runtime_args,
            {k: v for k, v in effective.items() if k != "trace_config"},
            extra_key=compilable._generation_cache_key(),
        )
        kernel = self._kernel_cache.get(cache_key) if compilable.use_cache else None
        if kernel is not None and not self._artifacts_present(kernel, compilable):
            self._kernel_cache.pop(cache_key, None)
            kernel = None
        if kernel is None:
            kernel = self._compile_and_build_kernel(compilable, cache_key, trace_config)
        tensors, scalars = compilable.split_runtime_args(runtime_args, others)
        compilable.validate_tensor_args(tensors)
        return kernel(*tensors, **scalars)

    def _compile_and_build_kernel(self, compilable, cache_key, trace_config):
        """The compiled kernel of ``compilable``, kept under ``cache_key``."""
        raise NotImplementedError(
            f"running {compilable.generator_name!r} needs the host runtime (compile "
            "with aiecc and run on an NPU or aie-sim), which this package does not "
            "provide yet; as_mlir() and generate_mlir() give the design's MLIR."
        )

    def specialize(self, **overrides) -> "CallableDesign":
        """A new design with ``overrides`` (configuration by name, else
        ``CompileTime`` values over the bound ones). ``trace_config`` both
        configures the new wrapper and reaches the generator."""
        return CallableDesign(
            self.compilable.specialize(**overrides),
            trace_config=overrides.get("trace_config", self.trace_config),
        )

    def get_pdi_path(self, device_name: str | None = None) -> Path | None:
        """:meth:`CompilableDesign.get_pdi_path`."""
        return self.compilable.get_pdi_path(device_name)

    def get_pdi_paths(self) -> list[Path]:
        """:meth:`CompilableDesign.get_pdi_paths`."""
        return self.compilable.get_pdi_paths()

    def as_mlir(self, *runtime_args, **runtime_kwargs) -> str:
        """The MLIR text a call with these arguments would compile (its
        ``CompileTime`` values over the bound ones), without compiling."""
        call_values, _, _ = self._extract_compile_kwargs(runtime_kwargs)
        return str(self._build_compilable(call_values).generate_mlir())

    def __repr__(self) -> str:
        return f"CallableDesign({self.compilable!r})"
