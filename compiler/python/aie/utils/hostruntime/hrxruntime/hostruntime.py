"""The host runtime over HRX: :class:`HRXHostRuntime` makes an amdxdna
executable of a design's ``final.xclbin`` and instructions (``insts.bin``,
or a control ELF's ``.ctrltext``), binds :class:`~.tensor.HRXTensor`
arguments in order (the argument index of the instructions' address
patches) and dispatches; :class:`CachedHRXRuntime` keeps the executables.

The library adds the DDR aperture offset to each argument itself, so the
instructions must be compiled without it folded in
(``HRXTensor.FOLDS_DDR_ADDR_OFFSET``). HRX has no trace capture.

aiec's NPU is its simulator, run by the ``xrt`` backend: these classes need
AMD's ``libhrx.so`` and an amdxdna NPU, and where ``libhrx.so`` is not
installed making one raises :class:`~._bindings.HRXError`.
"""

import atexit
import logging
import os
import time
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from ..hostruntime import HostRuntime, HostRuntimeError, KernelHandle, KernelResult
from . import HRXContext, HRXError, control_code_from_elf
from .tensor import HRXTensor

if TYPE_CHECKING:
    from aie.iron.device import Device

logger = logging.getLogger(__name__)

# The generation detection falls back to: the simulator's default.
_DEFAULT_GENERATION = "npu1"

_TRACE_UNSUPPORTED_MSG = (
    "Trace capture is not supported on the HRX backend: run without a "
    "trace_config, or trace on the XRT backend (NPU_RUNTIME=xrt)."
)


def _detect_hrx_device_gen() -> str:
    """The NPU generation the runtime's device is: ``$IRON_HRX_DEVICE``
    when set, else the simulated NPU's (``$AIESIM_DEVICE``, as ``pyxrt``
    names it), else npu1 (logged). Opens nothing."""
    chosen = os.environ.get("IRON_HRX_DEVICE")
    if chosen:
        return chosen
    from aie import _aiec

    try:
        name = _aiec.xrt.device_name()
    except RuntimeError as e:
        logger.debug("HRX device generation not known (%s); using %s", e, _DEFAULT_GENERATION)
        return _DEFAULT_GENERATION
    return next(generation for generation, xrt_name, _, _ in _aiec.npus() if xrt_name == name)


class HRXKernelHandle(KernelHandle):
    """A loaded executable: its handle, the ordinal of its export
    ``kernel_name``, and the artifacts it was made of. With ``ctx``, the
    handle holds a reference to the executable of its own (dropped when the
    handle goes), so a cache evicting the executable leaves it usable."""

    def __init__(
        self, executable, export_ordinal, kernel_name, xclbin_path, insts_path, ctx=None
    ):
        self.executable = executable
        self.export_ordinal = export_ordinal
        self.kernel_name = kernel_name
        self.xclbin_path = xclbin_path
        self.insts_path = insts_path
        self._ctx = ctx
        if ctx is not None and executable:
            ctx.retain_executable(executable)

    def __del__(self):
        ctx, exe = getattr(self, "_ctx", None), getattr(self, "executable", None)
        if ctx is not None and exe:
            self.executable = None
            try:
                ctx.release_executable(exe)
            except Exception:  # at interpreter exit the library may be gone
                pass


class HRXKernelResult(KernelResult):
    """A dispatch's result: its host-measured time in ns and whether it
    completed."""

    def __init__(self, npu_time, success=True, trace_config=None):
        super().__init__(npu_time, trace_config)
        self._success = success

    def is_success(self) -> bool:
        return self._success


class HRXHostRuntime(HostRuntime):
    """A runtime that makes a new executable at each :meth:`load` (released
    by :meth:`cleanup`); its device is the generation
    :func:`_detect_hrx_device_gen` tells."""

    _tensor_class = HRXTensor

    def __init__(self):
        self._ctx = HRXContext.get()
        self._executables = []
        self._device_gen = _detect_hrx_device_gen()

    def _resolve_kernel(self, npu_kernel):
        """``(xclbin path, insts path, kernel name)`` of ``npu_kernel``, the
        paths resolved (``HostRuntimeError`` unless they are files), the
        name ``MLIR_AIE`` when it has none."""
        self.check_device_consistency()
        paths = []
        for what, path in (("xclbin", npu_kernel.xclbin_path), ("insts", npu_kernel.insts_path)):
            resolved = Path(path).resolve()
            if not resolved.is_file():
                raise HostRuntimeError(f"{what} {resolved} does not exist or is not a file.")
            paths.append(resolved)
        return paths[0], paths[1], npu_kernel.kernel_name or "MLIR_AIE"

    def _build_executable(self, xclbin_path, insts_path, kernel_name):
        """``(executable, export ordinal)`` made from the files: the
        instructions' words, a control ELF's ``.ctrltext``."""
        insts = insts_path.read_bytes()
        if insts[:4] == b"\x7fELF":
            insts = control_code_from_elf(insts).tobytes()
        try:
            exe = self._ctx.create_executable(xclbin_path.read_bytes(), insts, kernel_name)
            return exe, self._ctx.lookup_export(exe, kernel_name)
        except HRXError as e:
            raise HostRuntimeError(f"HRX failed to load kernel: {e}") from e

    def load(self, npu_kernel, **kwargs) -> HRXKernelHandle:
        """A new executable of ``npu_kernel``'s xclbin and instructions
        (``HostRuntimeError`` when they are missing or HRX refuses them)."""
        xclbin_path, insts_path, kernel_name = self._resolve_kernel(npu_kernel)
        exe, ordinal = self._build_executable(xclbin_path, insts_path, kernel_name)
        self._executables.append(exe)
        return HRXKernelHandle(exe, ordinal, kernel_name, xclbin_path, insts_path, ctx=self._ctx)

    def _prepare_bindings(self, args):
        """``(tensors, bindings)``: the arguments but callables (which
        ``@iron.jit`` appends), each moved to the device and flushed whole
        (which of them a run reads is not known here), and their
        ``(buffer, size)``; ``HostRuntimeError`` for an argument that is no
        tensor of this runtime."""
        tensors = [a for a in args if not callable(a)]
        if not all(isinstance(a, self._tensor_class) for a in tensors):
            raise HostRuntimeError(
                f"The {type(self).__name__} can only take "
                f"{self._tensor_class.__name__} as arguments, but got: {tensors}"
            )
        for a in tensors:
            a.to("npu")
            a._sync_to_device()
        return tensors, [(a.buffer_object(), a.nbytes_alloc()) for a in tensors]

    def _dispatch(self, items, tensors, fail_on_error, what) -> HRXKernelResult:
        """Records ``items`` (:meth:`~.context.HRXContext.dispatch_chain`),
        submits them and waits; then the ``tensors`` are the device's (the
        next host read invalidates). A failure is a ``HostRuntimeError``
        when ``fail_on_error``, else an unsuccessful result."""
        start = time.perf_counter_ns()
        try:
            self._ctx.dispatch_chain(items)
            self._ctx.synchronize()
        except HRXError as e:
            if fail_on_error:
                raise HostRuntimeError(f"HRX {what} failed: {e}") from e
            return HRXKernelResult(time.perf_counter_ns() - start, success=False)
        elapsed = time.perf_counter_ns() - start
        for a in tensors:
            a.device = "npu"
        return HRXKernelResult(elapsed, success=True)

    def run(
        self,
        kernel_handle: KernelHandle,
        args,
        trace_config=None,
        fail_on_error: bool = True,
        only_if_loaded: bool = False,
        **kwargs,
    ) -> HRXKernelResult:
        """Dispatches a loaded kernel on the tensors ``args`` and waits.
        ``trace_config`` must be None (``HostRuntimeError``: HRX has no
        trace); ``only_if_loaded`` and ``kwargs`` are ignored."""
        assert isinstance(kernel_handle, HRXKernelHandle)
        if trace_config is not None:
            raise HostRuntimeError(_TRACE_UNSUPPORTED_MSG)
        self.check_device_consistency()
        tensors, bindings = self._prepare_bindings(args)
        item = (kernel_handle.executable, kernel_handle.export_ordinal, bindings)
        return self._dispatch([item], tensors, fail_on_error, "dispatch")

    def run_chain(self, runs, fail_on_error: bool = True) -> HRXKernelResult:
        """Dispatches each ``(kernel_handle, args)`` of ``runs`` in order as
        one submission (each sees what the ones before it wrote) and waits;
        one result for all (zero time for no runs). Every argument is
        flushed before anything runs."""
        self.check_device_consistency()
        items, tensors = [], []
        for kernel_handle, args in runs:
            assert isinstance(kernel_handle, HRXKernelHandle)
            kept, bindings = self._prepare_bindings(args)
            items.append((kernel_handle.executable, kernel_handle.export_ordinal, bindings))
            tensors += kept
        if not items:
            return HRXKernelResult(0, success=True)
        return self._dispatch(items, tensors, fail_on_error, "chain dispatch")

    def load_and_run(self, npu_kernel, run_args, **kwargs):
        """:meth:`HostRuntime.load_and_run`, refusing a kernel with a trace
        configuration first (``HostRuntimeError``; ``run_args`` untouched)."""
        if getattr(npu_kernel, "trace_config", None) is not None:
            raise HostRuntimeError(_TRACE_UNSUPPORTED_MSG)
        return super().load_and_run(npu_kernel, run_args, **kwargs)

    def device(self) -> "Device":
        """The IRON device of the runtime's generation (all its columns)."""
        from aie.iron.device import from_name

        return from_name(self._device_gen, n_cols=None)

    def _release_executable(self, exe) -> None:
        """Drops the runtime's reference to ``exe`` (a failure is logged)."""
        try:
            self._ctx.release_executable(exe)
        except HRXError as e:
            logger.debug("HRX executable release failed during cleanup: %s", e)

    def cleanup(self) -> None:
        """Releases the executables :meth:`load` made; the process's
        context stays (others may use it)."""
        executables = getattr(self, "_executables", [])
        while executables:
            self._release_executable(executables.pop())


class CachedHRXRuntime(HRXHostRuntime):
    """An :class:`HRXHostRuntime` that keeps the executables it makes, by
    the artifacts' paths and times and the kernel's name, up to
    ``$HRX_EXE_CACHE_SIZE`` (32) of them, the least recently used going
    first; released at exit."""

    def __init__(self):
        super().__init__()
        self._exe_cache = OrderedDict()
        self._cache_size = int(os.environ.get("HRX_EXE_CACHE_SIZE", "32"))
        atexit.register(self.cleanup)

    def load(self, npu_kernel, **kwargs) -> HRXKernelHandle:
        """The kept executable of ``npu_kernel``'s artifacts, made the
        first time (evicting the oldest when the cache is full)."""
        xclbin_path, insts_path, kernel_name = self._resolve_kernel(npu_kernel)
        key = (
            str(xclbin_path),
            xclbin_path.stat().st_mtime,
            str(insts_path),
            insts_path.stat().st_mtime,
            kernel_name,
        )
        if key in self._exe_cache:
            self._exe_cache.move_to_end(key)
        else:
            made = self._build_executable(xclbin_path, insts_path, kernel_name)
            if len(self._exe_cache) >= self._cache_size:
                _, (oldest, _) = self._exe_cache.popitem(last=False)
                self._release_executable(oldest)
            self._exe_cache[key] = made
        exe, ordinal = self._exe_cache[key]
        return HRXKernelHandle(exe, ordinal, kernel_name, xclbin_path, insts_path, ctx=self._ctx)

    def cleanup(self) -> None:
        """Releases the kept executables, then those :meth:`HRXHostRuntime.cleanup` does."""
        cache = getattr(self, "_exe_cache", {})
        while cache:
            _, (exe, _) = cache.popitem(last=False)
            self._release_executable(exe)
        super().cleanup()
