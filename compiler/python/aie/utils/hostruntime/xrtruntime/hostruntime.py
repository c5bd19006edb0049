"""The host runtime over ``pyxrt``: :class:`XRTHostRuntime` loads an
xclbin with its instructions (a ``.bin`` of transaction words, or an
``.elf`` run as an ``xrt::module``) or a full ELF, and runs it;
:class:`CachedXRTRuntime` (the default NPU runtime) keeps the hardware
contexts, kernels and instruction buffers it made for the next load.

Here the NPU is aiec's simulator (docs/host-programs.md): a run's
:attr:`~XRTKernelResult.npu_time` is its simulated cycles at the NPU's
clock (:data:`AIE_CLOCK_HZ`), and a run that does not complete raises
:class:`~aie.utils.hostruntime.hostruntime.HostRuntimeError` with the
simulator's report (a deadlock's waiting parties, a fault, the cycle
limit).
"""

import atexit
import logging
import os
import weakref
from collections import OrderedDict
from pathlib import Path

import pyxrt

from aie import _aiec

from ..hostruntime import HostRuntime, HostRuntimeError, KernelHandle, KernelResult
from .tensor import XRTTensor

logger = logging.getLogger(__name__)

# The array clock of each NPU generation, in Hz (aiec's device table,
# aie_target::device::NPUS, where each figure's source is named).
AIE_CLOCK_HZ = {generation: clock for generation, _, _, clock in _aiec.npus()}

# The arguments of an xclbin kernel before its buffers: opcode, instr, ninstr.
_FIXED_ARGS = 3
# The opcode of a run whose instructions are NPU transaction words.
_TRANSACTION = 3


def _cycles_to_ns(cycles, npu):
    """``cycles`` of the ``npu``'s array clock, in whole nanoseconds."""
    return cycles * 1_000_000_000 // AIE_CLOCK_HZ[npu]


class XRTKernelHandle(KernelHandle):
    """A loaded kernel: the ``pyxrt`` kernel, xclbin and hardware context,
    the instructions (words, or a ``pyxrt.module``; None for a full ELF)
    and their buffer object when one is kept, the kernel's name, and
    whether it came from a full ELF (its runs bind the buffers with
    ``run.set_arg``)."""

    def __init__(
        self, kernel, xclbin, context, insts, insts_bo=None, name=None, is_full_elf=False
    ):
        self.kernel = kernel
        self.xclbin = xclbin
        self.context = context
        self.insts = insts
        self.insts_bo = insts_bo
        self.name = name
        self.is_full_elf = is_full_elf


class XRTKernelResult(KernelResult):
    """A run's result: its ERT state (``ret``), its NPU time in ns (the
    simulated cycles at the NPU clock), and the simulator's report of a run
    that did not complete (``report``, else None)."""

    report = None

    def __init__(self, ret, npu_time: int, trace_config=None):
        super().__init__(npu_time, trace_config)
        self.ret = ret

    def is_success(self) -> bool:
        return self.ret == pyxrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED


class XRTHostRuntime(HostRuntime):
    """The runtime over ``pyxrt.device(0)``; its NPU generation
    (:attr:`npu_str`, ``"npu1"`` or ``"npu2"``) is told from the device's
    name (:data:`NPU_MODELS`)."""

    # The names (parts of the device's name) of each generation's NPUs
    # (aiec's device table).
    NPU_MODELS = {generation: list(models) for generation, _, models, _ in _aiec.npus()}
    _tensor_class = XRTTensor

    def __init__(self):
        self._device = pyxrt.device(0)
        self._device_type_str = self._device.get_info(pyxrt.xrt_info_device.name)
        self.npu_str = next(
            (
                generation
                for generation, models in self.NPU_MODELS.items()
                if any(model in self._device_type_str for model in models)
            ),
            None,
        )
        if not self.npu_str:
            raise RuntimeError(f"Unknown device type: {self._device_type_str}")

    @classmethod
    def read_insts(cls, insts_path: Path):
        """The instructions of ``insts_path``: an ``.elf`` as a
        ``pyxrt.module``, a ``.bin`` as words."""
        if Path(insts_path).suffix.lower() == ".elf":
            return pyxrt.module(pyxrt.elf(str(insts_path)))
        return super().read_insts(Path(insts_path))

    @staticmethod
    def _existing(path, what):
        """``path`` resolved; ``HostRuntimeError`` unless it is a file."""
        resolved = Path(path).resolve()
        if not resolved.is_file():
            raise HostRuntimeError(f"{what} {resolved} does not exist or is not a file.")
        return resolved

    @staticmethod
    def _kernel_name(xclbin, kernel_name):
        """``kernel_name``, or the xclbin's first kernel for None;
        ``HostRuntimeError`` when the xclbin has no such kernel."""
        names = [k.get_name() for k in xclbin.get_kernels()]
        if kernel_name is None:
            if not names:
                raise RuntimeError("No kernels found in xclbin")
            return names[0]
        if kernel_name not in names:
            raise HostRuntimeError(
                f"Kernel {kernel_name} not found in xclbin (kernels found: {names})"
            )
        return kernel_name

    def load(self, npu_kernel, **kwargs) -> XRTKernelHandle:
        """Loads ``npu_kernel``: a hardware context of its xclbin and its
        kernel (with its instructions as a module when they are an ELF), or
        of its full ELF."""
        self.check_device_consistency()
        if getattr(npu_kernel, "elf_path", None) is not None:
            return self._load_full_elf(npu_kernel)
        xclbin_path = self._existing(npu_kernel.xclbin_path, "xclbin")
        insts_path = self._existing(npu_kernel.insts_path, "insts")
        xclbin = pyxrt.xclbin(str(xclbin_path))
        self._device.register_xclbin(xclbin)
        context = pyxrt.hw_context(self._device, xclbin.get_uuid())
        name = self._kernel_name(xclbin, npu_kernel.kernel_name)
        insts = self.read_insts(insts_path)
        if isinstance(insts, pyxrt.module):
            kernel = pyxrt.ext.kernel(context, insts, name)
        else:
            kernel = pyxrt.kernel(context, name)
        return XRTKernelHandle(kernel, xclbin, context, insts, name=name)

    def _load_full_elf(self, npu_kernel) -> XRTKernelHandle:
        """Loads a full ELF's kernel (``"device:sequence"``) on a context
        made from the ELF."""
        elf_path = self._existing(npu_kernel.elf_path, "full ELF")
        context = pyxrt.hw_context(self._device, pyxrt.elf(str(elf_path)))
        kernel = pyxrt.ext.kernel(context, npu_kernel.kernel_name)
        return XRTKernelHandle(
            kernel, None, context, None, name=npu_kernel.kernel_name, is_full_elf=True
        )

    def _buffers(self, args):
        """The buffer objects of the tensors ``args`` (callables left out),
        each moved to the device first; ``HostRuntimeError`` for an argument
        that is not a tensor of this runtime."""
        args = [a for a in args if not callable(a)]
        if not all(isinstance(a, self._tensor_class) for a in args):
            raise HostRuntimeError(
                f"The {type(self).__name__} can only take "
                f"{self._tensor_class.__name__} as arguments, but got: {args}"
            )
        for a in args:
            a.to("npu")
        return [a.buffer_object() for a in args]

    def _check_buffer_count(self, handle, buffers):
        """``HostRuntimeError`` when more buffers are given than the
        xclbin's kernel has buffer arguments."""
        kernels = handle.xclbin.get_kernels()
        kernel = next((k for k in kernels if k.get_name() == handle.name), None)
        if kernel is None and kernels:
            kernel = kernels[0]
        if kernel is None:
            return
        declared = kernel.get_num_args() - _FIXED_ARGS
        if len(buffers) > declared:
            raise HostRuntimeError(
                f"The xclbin declares {declared} host buffer argument(s) but "
                f"{len(buffers)} were passed."
            )

    def run(
        self,
        kernel_handle,
        args,
        trace_config=None,
        fail_on_error: bool = True,
        only_if_loaded: bool = False,
        **kwargs,
    ) -> XRTKernelResult:
        """Runs a loaded kernel on the tensors ``args`` (each moved to the
        device first; read an output back with ``to("cpu")`` or any read of
        it). A run that does not complete raises ``HostRuntimeError`` with
        the simulator's report, unless ``fail_on_error`` is False."""
        assert isinstance(kernel_handle, XRTKernelHandle)
        self.check_device_consistency()
        buffers = self._buffers(args)
        if kernel_handle.is_full_elf:
            run = pyxrt.run(kernel_handle.kernel)
            for i, bo in enumerate(buffers):
                run.set_arg(i, bo)
            run.start()
        else:
            self._check_buffer_count(kernel_handle, buffers)
            insts_bo, ninstr = None, 0
            if not isinstance(kernel_handle.insts, pyxrt.module):
                ninstr = len(kernel_handle.insts)
                insts_bo = kernel_handle.insts_bo or self._insts_bo(kernel_handle)
            run = kernel_handle.kernel(_TRANSACTION, insts_bo, ninstr, *buffers)
        return self._result(run, trace_config, fail_on_error)

    def _insts_bo(self, handle):
        """A buffer object holding the handle's instruction words, in the
        instruction argument's memory."""
        return self._tensor_class(
            handle.insts,
            flags=pyxrt.bo.cacheable,
            group_id=handle.kernel.group_id(1),
            xrt_device=self._device,
        ).buffer_object()

    def _result(self, run, trace_config, fail_on_error):
        """The result of the ended ``run``; ``HostRuntimeError`` with the
        simulator's report when it did not complete and ``fail_on_error``."""
        state = pyxrt.ert_cmd_state(run.wait())
        cycles, report = run.outcome() or (0, None)
        result = XRTKernelResult(state, _cycles_to_ns(cycles, self.npu_str), trace_config)
        result.report = report
        if fail_on_error and not result.is_success():
            error = HostRuntimeError(f"Kernel returned ert_cmd_state.{state.name}: {report}")
            error.result = result
            raise error
        return result

    def device(self):
        """The IRON device of this NPU generation (all its columns)."""
        from aie.iron.device import from_name

        if self.npu_str not in AIE_CLOCK_HZ:
            raise HostRuntimeError(
                f"Unknown device string: {self.npu_str}: expected npu1 or npu2"
            )
        return from_name(self.npu_str, n_cols=None)


class CachedXRTKernelHandle(XRTKernelHandle):
    """A handle whose context the runtime caches; :meth:`invalidate` when
    the context is evicted."""

    def __init__(
        self, kernel, xclbin, context, insts, insts_bo=None, name=None, is_full_elf=False
    ):
        super().__init__(kernel, xclbin, context, insts, insts_bo, name, is_full_elf)
        self._is_valid = True

    def invalidate(self):
        """Marks the handle evicted and drops what it holds of the context
        (instructions and kernel before the context itself)."""
        self._is_valid = False
        for name in ("insts_bo", "kernel", "context", "xclbin", "insts"):
            if hasattr(self, name):
                delattr(self, name)


class CachedXRTRuntime(XRTHostRuntime):
    """An :class:`XRTHostRuntime` that keeps up to a number of hardware
    contexts (:data:`NPU_CONTEXT_CACHE_SIZE` by generation, else
    ``$XRT_CONTEXT_CACHE_SIZE``), keyed by the xclbin's or full ELF's path
    and time, with their kernels and instruction buffers; the least
    recently used goes first. A context kept is a loaded array: a run finds
    it as the last run left it, as on the NPU.

    The policies are mlir-aie's, which its runtime keeps for the NPUs'
    drivers: on npu1 (Phoenix) a full cache is emptied before a new context
    (its firmware fails the next submit after a single eviction), and so is
    the cache after a traced run; a context that cannot be made evicts the
    oldest entries one by one and tries again (``retry``), as many times as
    entries were cached."""

    # How many hardware contexts each generation keeps (as on the NPUs).
    NPU_CONTEXT_CACHE_SIZE = {"npu1": 6, "npu2": 32}

    def __init__(self):
        super().__init__()
        self._context_cache = OrderedDict()
        self._insts_cache = OrderedDict()
        self._insts_content_cache = OrderedDict()
        size = self.NPU_CONTEXT_CACHE_SIZE.get(self.npu_str)
        if os.environ.get("XRT_CONTEXT_CACHE_SIZE") is not None:
            size = int(os.environ["XRT_CONTEXT_CACHE_SIZE"])
        if size is None:
            raise HostRuntimeError(f"No known cache size for {self.npu_str}")
        self._cache_size = size
        atexit.register(self.cleanup)

    def cleanup(self):
        """Releases every cached instruction buffer and context."""
        self._drain()
        self._insts_content_cache.clear()

    def evict_context(self, xclbin_path: Path) -> None:
        """Drops the cached context of ``xclbin_path`` (its path and current
        time), if any; never raises."""
        try:
            path = Path(xclbin_path)
            entry = self._context_cache.pop((str(path.resolve()), path.stat().st_mtime), None)
        except OSError:
            logger.warning("evict_context: cannot evict %s", xclbin_path, exc_info=True)
            return
        if entry is not None:
            self._cleanup_entry(entry)

    def _cleanup_entry(self, entry):
        """Invalidates the entry's handles and releases its instruction
        buffers, kernels and context."""
        for ref in entry["handles"]:
            handle = ref()
            if handle is not None:
                handle.invalidate()
        for key in list(entry["insts_keys"]):
            insts_entry = self._insts_cache.pop(key, None)
            if insts_entry is not None:
                self._cleanup_insts_entry(key, insts_entry)
        entry["kernels"].clear()
        del entry["context"]

    def _evict(self):
        _, entry = self._context_cache.popitem(last=False)
        self._cleanup_entry(entry)

    def _cleanup_insts_entry(self, key, entry):
        owner = entry.get("owner_entry")
        if owner is not None:
            owner["insts_keys"].discard(key)
        del entry["insts_bo"]

    def _evict_insts(self):
        key, entry = self._insts_cache.popitem(last=False)
        self._cleanup_insts_entry(key, entry)

    def _read_insts_cached(self, insts_path, insts_mtime):
        """:meth:`read_insts` of ``insts_path``, kept by path and time."""
        key = (str(insts_path), insts_mtime)
        if key in self._insts_content_cache:
            self._insts_content_cache.move_to_end(key)
            return self._insts_content_cache[key]
        insts = self.read_insts(insts_path)
        if len(self._insts_content_cache) >= self._cache_size:
            self._insts_content_cache.popitem(last=False)
        self._insts_content_cache[key] = insts
        return insts

    def run(
        self,
        kernel_handle,
        args,
        trace_config=None,
        fail_on_error: bool = True,
        only_if_loaded: bool = False,
        **kwargs,
    ) -> XRTKernelResult:
        """:meth:`XRTHostRuntime.run`; with ``only_if_loaded``, a
        ``HostRuntimeError`` for a handle whose context was evicted."""
        if (
            only_if_loaded
            and isinstance(kernel_handle, CachedXRTKernelHandle)
            and not kernel_handle._is_valid
        ):
            raise HostRuntimeError("Kernel not loaded (evicted from cache)")
        return super().run(kernel_handle, args, trace_config, fail_on_error, **kwargs)

    def _context_entry(self, key, make_context, xclbin=None, uuid=None, retry=True):
        """The cache entry of ``key`` (moved to the end), or a new one with
        the context ``make_context()`` makes, room made first (see the
        class)."""
        if key in self._context_cache:
            entry = self._context_cache[key]
            self._context_cache.move_to_end(key)
            entry["handles"] = [ref for ref in entry["handles"] if ref() is not None]
            return entry
        if len(self._context_cache) >= self._cache_size:
            if self.npu_str == "npu1":
                self._drain()
            else:
                self._evict()
        entry = {
            "context": self._new_context(make_context, retry),
            "xclbin": xclbin,
            "kernels": {},
            "handles": [],
            "insts_keys": set(),
            "uuid": uuid,
        }
        self._context_cache[key] = entry
        return entry

    def _new_context(self, make_context, retry):
        """``make_context()``; when it fails (``RuntimeError``) and
        ``retry``, the oldest entry is evicted and it is tried again, once
        per entry cached at the start."""
        retries, most = 0, len(self._context_cache) if retry else 0
        while True:
            try:
                return make_context()
            except RuntimeError:
                if not self._context_cache or retries >= most:
                    raise
                self._evict()
                retries += 1

    def _drain(self):
        """Releases every cached context and instruction buffer."""
        while self._context_cache:
            self._evict()
        while self._insts_cache:
            self._evict_insts()

    def load_and_run(self, npu_kernel, run_args, **kwargs):
        """:meth:`XRTHostRuntime.load_and_run`; on npu1 a traced run empties
        the cache after it (see the class)."""
        handle, result = super().load_and_run(npu_kernel, run_args, **kwargs)
        if npu_kernel.trace_config is not None and self.npu_str == "npu1":
            self._drain()
        return handle, result

    def _forget_if_unused(self, key):
        """After a failed load: drops the entry of ``key`` if no handle
        uses it."""
        entry = self._context_cache.get(key)
        if entry is None:
            return
        entry["handles"] = [ref for ref in entry["handles"] if ref() is not None]
        if not entry["handles"]:
            del self._context_cache[key]
            self._cleanup_entry(entry)

    def _load_full_elf_cached(self, npu_kernel, retry: bool = True):
        """Loads a full ELF's kernel, reusing the context of the same ELF
        (path and time)."""
        elf_path = self._existing(npu_kernel.elf_path, "full ELF")
        name = npu_kernel.kernel_name
        key = (str(elf_path), elf_path.stat().st_mtime)
        try:
            entry = self._context_entry(
                key,
                lambda: pyxrt.hw_context(self._device, pyxrt.elf(str(elf_path))),
                retry=retry,
            )
            if name not in entry["kernels"]:
                entry["kernels"][name] = pyxrt.ext.kernel(entry["context"], name)
            handle = CachedXRTKernelHandle(
                entry["kernels"][name], None, entry["context"], None, name=name,
                is_full_elf=True,
            )
            entry["handles"].append(weakref.ref(handle))
            return handle
        except Exception:
            self._forget_if_unused(key)
            raise

    def load(self, npu_kernel, retry: bool = True, **kwargs) -> XRTKernelHandle:
        """Loads ``npu_kernel``, reusing the cached context of its xclbin
        (path and time), its kernel and its instruction buffer."""
        self.check_device_consistency()
        if getattr(npu_kernel, "elf_path", None) is not None:
            return self._load_full_elf_cached(npu_kernel, retry=retry)
        xclbin_path = self._existing(npu_kernel.xclbin_path, "xclbin")
        insts_path = self._existing(npu_kernel.insts_path, "insts")
        insts_mtime = insts_path.stat().st_mtime
        key = (str(xclbin_path), xclbin_path.stat().st_mtime)
        try:
            if key in self._context_cache:
                entry = self._context_entry(key, None)
            else:
                xclbin = pyxrt.xclbin(str(xclbin_path))
                uuid = xclbin.get_uuid()
                self._device.register_xclbin(xclbin)
                entry = self._context_entry(
                    key, lambda: pyxrt.hw_context(self._device, uuid), xclbin, uuid, retry
                )
            context, xclbin = entry["context"], entry["xclbin"]
            name = self._kernel_name(xclbin, npu_kernel.kernel_name)
            insts = self._read_insts_cached(insts_path, insts_mtime)
            insts_bo = None
            if isinstance(insts, pyxrt.module):
                kernel_key = (name, str(insts_path), insts_mtime)
                if kernel_key not in entry["kernels"]:
                    entry["kernels"][kernel_key] = pyxrt.ext.kernel(context, insts, name)
                kernel = entry["kernels"][kernel_key]
            else:
                if name not in entry["kernels"]:
                    entry["kernels"][name] = pyxrt.kernel(context, name)
                kernel = entry["kernels"][name]
                insts_bo = self._cached_insts_bo(entry, kernel, insts, insts_path, insts_mtime)
            handle = CachedXRTKernelHandle(kernel, xclbin, context, insts, insts_bo, name=name)
            entry["handles"].append(weakref.ref(handle))
            return handle
        except Exception:
            self._forget_if_unused(key)
            raise

    def _cached_insts_bo(self, entry, kernel, insts, insts_path, insts_mtime):
        """The instruction buffer of these instructions in the kernel's
        instruction memory group, made once and kept with the context."""
        group = kernel.group_id(1)
        key = (str(insts_path), insts_mtime, group)
        if key in self._insts_cache:
            self._insts_cache.move_to_end(key)
            return self._insts_cache[key]["insts_bo"]
        if len(self._insts_cache) >= self._cache_size:
            self._evict_insts()
        bo = self._tensor_class(
            insts, flags=pyxrt.bo.cacheable, group_id=group, xrt_device=self._device
        ).buffer_object()
        self._insts_cache[key] = {"insts_bo": bo, "owner_entry": entry}
        entry["insts_keys"].add(key)
        return bo
