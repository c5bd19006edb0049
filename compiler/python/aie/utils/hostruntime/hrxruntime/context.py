"""The process's HRX device and dispatch stream (:class:`HRXContext`):
persistently mapped buffers, amdxdna executables, and dispatches recorded
on the stream and submitted by :meth:`HRXContext.synchronize`."""

import ctypes
import logging
import threading

from ._bindings import (
    HRX_AMDXDNA_CONTEXT_MODE_CREATE,
    HRX_AMDXDNA_EXECUTABLE_CREATE_PARAMS_ABI_VERSION_0,
    HRX_AMDXDNA_EXECUTABLE_ENTRY_POINT_ABI_VERSION_0,
    HRX_AMDXDNA_EXECUTABLE_RUN_ABI_VERSION_0,
    HRX_BUFFER_USAGE_DEFAULT,
    HRX_BUFFER_USAGE_MAPPING_PERSISTENT,
    HRX_DISPATCH_FLAG_NONE,
    HRX_MAP_READ,
    HRX_MAP_WRITE,
    HRX_MAPPING_MODE_PERSISTENT,
    HRX_MEMORY_TYPE_DEVICE_VISIBLE,
    HRX_MEMORY_TYPE_HOST_LOCAL,
    HrxAmdxdnaExecutableCreateParams,
    HrxAmdxdnaExecutableEntryPoint,
    HrxAmdxdnaExecutableRun,
    HrxBufferRef,
    HrxConstByteSpan,
    HrxDispatchConfig,
    HRXError,
    HrxStringView,
    _check,
    _handle,
    _hrx_sync_timeout_s,
    lib,
)

logger = logging.getLogger(__name__)


def _span(data: bytes) -> HrxConstByteSpan:
    """A span borrowing ``data`` (which the caller keeps alive)."""
    return HrxConstByteSpan(ctypes.cast(ctypes.c_char_p(data), ctypes.c_void_p), len(data))


def _record(structure, **fields):
    """An instance of the amdxdna record type ``structure`` with its length
    and ``fields`` set."""
    return structure(record_length=ctypes.sizeof(structure), **fields)


class HRXContext:
    """The HRX device and dispatch stream, one per process (:meth:`get`);
    making it binds ``libhrx`` (:class:`HRXError` without one) and opens
    device 0.

    Processes are isolated from each other by the driver. Within one,
    :meth:`get` is thread-safe, but dispatches and :meth:`synchronize`
    share one stream: callers serialize them.
    """

    _instance = None
    _lock = threading.Lock()

    def __init__(self):
        lib.ensure()
        self.device = _handle()
        self.stream = _handle()
        _check(lib.hrx_gpu_initialize(0), "hrx_gpu_initialize")
        _check(lib.hrx_gpu_device_get(0, ctypes.byref(self.device)), "hrx_gpu_device_get")
        _check(
            lib.hrx_stream_create(self.device, 0, ctypes.byref(self.stream)),
            "hrx_stream_create",
        )

    @classmethod
    def get(cls) -> "HRXContext":
        """The process's context, made by the first caller."""
        if cls._instance is None:
            with cls._lock:
                if cls._instance is None:
                    cls._instance = HRXContext()
        return cls._instance

    def allocate_persistent(self, size: int):
        """``(buffer, host address)``: ``size`` bytes, host-local and
        device-visible, mapped for reading and writing until released
        (coherence by :meth:`flush_range` and :meth:`invalidate_range`)."""
        buf = _handle()
        _check(
            lib.hrx_buffer_allocate(
                self.stream,
                size,
                HRX_MEMORY_TYPE_HOST_LOCAL | HRX_MEMORY_TYPE_DEVICE_VISIBLE,
                HRX_BUFFER_USAGE_DEFAULT | HRX_BUFFER_USAGE_MAPPING_PERSISTENT,
                ctypes.byref(buf),
            ),
            "hrx_buffer_allocate",
        )
        address = ctypes.c_void_p()
        _check(
            lib.hrx_buffer_map_with_mode(
                buf,
                HRX_MAPPING_MODE_PERSISTENT,
                HRX_MAP_READ | HRX_MAP_WRITE,
                0,
                size,
                ctypes.byref(address),
            ),
            "hrx_buffer_map_with_mode",
        )
        return buf, address.value

    def flush_range(self, buf, offset: int, size: int):
        """Makes the host's writes to ``size`` bytes at ``offset`` of
        ``buf`` visible to the device."""
        _check(lib.hrx_buffer_flush_range(buf, offset, size), "hrx_buffer_flush_range")

    def invalidate_range(self, buf, offset: int, size: int):
        """Makes the device's writes to ``size`` bytes at ``offset`` of
        ``buf`` visible to the host."""
        _check(
            lib.hrx_buffer_invalidate_range(buf, offset, size), "hrx_buffer_invalidate_range"
        )

    def release_buffer(self, buf):
        """Releases ``buf`` (nothing for a null handle)."""
        if buf:
            lib.hrx_buffer_release(buf)

    def create_executable(self, xclbin_bytes: bytes, insts_bytes: bytes, entry_name: str):
        """The executable of one entry point ``entry_name``: a context made
        from the xclbin's first PDI, then one run of the transaction
        ``insts_bytes`` (the ``insts.bin`` words, whose buffer patches the
        library derives). :class:`HRXError` for an empty xclbin, a
        transaction that is empty or not whole words, or the library's
        refusal."""
        if not xclbin_bytes:
            raise HRXError("xclbin bytes are empty")
        if not insts_bytes or len(insts_bytes) % 4:
            raise HRXError("insts (XAie transaction) bytes are empty or not a multiple of 4")
        name = entry_name.encode("utf-8")
        xclbin = _span(xclbin_bytes)
        run = _record(
            HrxAmdxdnaExecutableRun,
            abi_version=HRX_AMDXDNA_EXECUTABLE_RUN_ABI_VERSION_0,
            transaction=_span(insts_bytes),
            data_payload=HrxConstByteSpan(None, 0),
        )
        entry = _record(
            HrxAmdxdnaExecutableEntryPoint,
            abi_version=HRX_AMDXDNA_EXECUTABLE_ENTRY_POINT_ABI_VERSION_0,
            name=HrxStringView(name, len(name)),
            context_mode=HRX_AMDXDNA_CONTEXT_MODE_CREATE,
            source_file=HrxStringView(None, 0),
            runs=ctypes.pointer(run),
            run_count=1,
        )
        params = _record(
            HrxAmdxdnaExecutableCreateParams,
            abi_version=HRX_AMDXDNA_EXECUTABLE_CREATE_PARAMS_ABI_VERSION_0,
            xclbins=ctypes.pointer(xclbin),
            xclbin_count=1,
            entry_points=ctypes.pointer(entry),
            entry_point_count=1,
        )
        exe = _handle()
        _check(
            lib.hrx_amdxdna_executable_create(self.device, ctypes.byref(params), ctypes.byref(exe)),
            "hrx_amdxdna_executable_create",
        )
        return exe

    def lookup_export(self, exe, name: str) -> int:
        """The ordinal of export ``name`` of ``exe`` (:class:`HRXError`
        when it has none)."""
        ordinal = ctypes.c_uint32()
        _check(
            lib.hrx_executable_lookup_export_by_name(
                exe, name.encode("utf-8"), ctypes.byref(ordinal)
            ),
            "hrx_executable_lookup_export_by_name",
        )
        return ordinal.value

    def retain_executable(self, exe):
        """Takes a reference to ``exe`` (nothing for a null handle)."""
        if exe:
            lib.hrx_executable_retain(exe)

    def release_executable(self, exe):
        """Drops a reference to ``exe`` (nothing for a null handle)."""
        if exe:
            lib.hrx_executable_release(exe)

    def dispatch(self, exe, export_ordinal: int, bindings):
        """Records one dispatch of export ``export_ordinal`` of ``exe``
        (one workgroup of one item) on the stream, binding each
        ``(buffer, size)`` of ``bindings`` whole, in order (the order is the
        argument index the transaction's address patches name). Nothing
        runs until :meth:`synchronize`."""
        refs = (HrxBufferRef * len(bindings))(*((buf, 0, size) for buf, size in bindings))
        config = HrxDispatchConfig((1, 1, 1), (1, 1, 1), 0)
        _check(
            lib.hrx_stream_dispatch(
                self.stream,
                exe,
                export_ordinal,
                ctypes.byref(config),
                None,
                0,
                refs,
                len(bindings),
                HRX_DISPATCH_FLAG_NONE,
            ),
            "hrx_stream_dispatch",
        )

    def dispatch_chain(self, items):
        """Records each ``(executable, export_ordinal, bindings)`` of
        ``items`` as :meth:`dispatch` does; the library puts a barrier after
        each, so a dispatch sees what the ones before it wrote, and
        :meth:`synchronize` submits them as one chain."""
        for exe, export_ordinal, bindings in items:
            self.dispatch(exe, export_ordinal, bindings)

    def synchronize(self):
        """Submits what was recorded and waits for it. With
        ``$IRON_HRX_TIMEOUT`` seconds (:func:`._bindings._hrx_sync_timeout_s`)
        the wait, not the work, is bounded: past it an :class:`HRXError`
        says so while the submitted work, which cannot be cancelled, goes
        on."""
        timeout = _hrx_sync_timeout_s()
        if timeout <= 0:
            self._synchronize()
            return
        outcome = {}

        def wait():
            try:
                self._synchronize()
            except BaseException as e:  # raised in the caller's thread
                outcome["error"] = e

        waiter = threading.Thread(target=wait, daemon=True)
        waiter.start()
        waiter.join(timeout)
        if waiter.is_alive():
            raise HRXError(
                f"hrx_stream_synchronize did not complete within "
                f"IRON_HRX_TIMEOUT={timeout:g}s; the dispatch may be stuck and its "
                f"wait cannot be cancelled (reload the amdxdna driver if this persists)."
            )
        if "error" in outcome:
            raise outcome["error"]

    def _synchronize(self):
        _check(lib.hrx_stream_synchronize(self.stream), "hrx_stream_synchronize")
