"""The C ABI of ``libhrx.so`` through :mod:`ctypes`: the constants and
structures of ``hrx_runtime.h`` and ``hrx_amdxdna.h``, the library bound
on first use (:data:`lib`), status checking (:func:`_check`), the
``IRON_HRX_TIMEOUT`` setting and :func:`control_code_from_elf`.

Importing this opens nothing: :meth:`_HrxLib.ensure` opens the library
(:func:`.discovery.find_libhrx`'s, else ``libhrx.so`` through the dynamic
loader) when the first :class:`~.context.HRXContext` is made; where no
``libhrx.so`` is installed that raises :class:`HRXError` (aiec's NPU is
its simulator, which needs none).
"""

import ctypes
import logging
import os
import struct
import threading

import numpy as np

from .discovery import find_libhrx

logger = logging.getLogger(__name__)

# hrx_memory_type_t, hrx_buffer_usage_t, hrx_map_flags_t (IREE HAL's values).
HRX_MEMORY_TYPE_HOST_LOCAL = 0x46
HRX_MEMORY_TYPE_DEVICE_VISIBLE = 0x10
HRX_BUFFER_USAGE_DEFAULT = 0xC03
HRX_BUFFER_USAGE_MAPPING_PERSISTENT = 0x02000000
HRX_BUFFER_USAGE_MAPPING_SCOPED = 0x01000000
HRX_MAP_READ = 0x1
HRX_MAP_WRITE = 0x2

# hrx_mapping_mode_t: a persistent mapping stays valid across dispatches.
HRX_MAPPING_MODE_SCOPED = 1
HRX_MAPPING_MODE_PERSISTENT = 2

HRX_DISPATCH_FLAG_NONE = 0

# hrx_amdxdna_executable_create's records: each begins with its length and
# ABI version (0, the only one, for each record).
HRX_AMDXDNA_EXECUTABLE_RUN_ABI_VERSION_0 = 0
HRX_AMDXDNA_EXECUTABLE_ENTRY_POINT_ABI_VERSION_0 = 0
HRX_AMDXDNA_EXECUTABLE_CREATE_PARAMS_ABI_VERSION_0 = 0
HRX_AMDXDNA_CONTEXT_MODE_CREATE = 0
HRX_AMDXDNA_CONTEXT_MODE_REUSE = 1


class HRXError(RuntimeError):
    """An HRX call that failed: a status other than OK, or no library."""


class HrxDispatchConfig(ctypes.Structure):
    """``hrx_dispatch_config_t``: workgroup count and size, subgroup size."""

    _fields_ = [
        ("workgroup_count", ctypes.c_uint32 * 3),
        ("workgroup_size", ctypes.c_uint32 * 3),
        ("subgroup_size", ctypes.c_uint32),
    ]


class HrxBufferRef(ctypes.Structure):
    """``hrx_buffer_ref_t``: a dispatch binding, a range of a buffer."""

    _fields_ = [
        ("buffer", ctypes.c_void_p),
        ("offset", ctypes.c_size_t),
        ("length", ctypes.c_size_t),
    ]


class HrxConstByteSpan(ctypes.Structure):
    """``hrx_const_byte_span_t``: bytes the library borrows."""

    _fields_ = [
        ("data", ctypes.c_void_p),
        ("data_length", ctypes.c_size_t),
    ]


class HrxStringView(ctypes.Structure):
    """``hrx_string_view_t``: a string the library borrows."""

    _fields_ = [
        ("data", ctypes.c_char_p),
        ("size", ctypes.c_size_t),
    ]


class HrxAmdxdnaExecutableRun(ctypes.Structure):
    """One run of an entry point: its transaction (the control code the
    library patches buffer addresses into) and data payload."""

    _fields_ = [
        ("record_length", ctypes.c_uint32),
        ("abi_version", ctypes.c_uint32),
        ("transaction", HrxConstByteSpan),
        ("data_payload", HrxConstByteSpan),
    ]


class HrxAmdxdnaExecutableEntryPoint(ctypes.Structure):
    """An entry point: its name, context mode, the xclbin and PDI it runs
    on, where it was defined, and its runs."""

    _fields_ = [
        ("record_length", ctypes.c_uint32),
        ("abi_version", ctypes.c_uint32),
        ("name", HrxStringView),
        ("context_mode", ctypes.c_uint32),
        ("xclbin_ordinal", ctypes.c_uint32),
        ("pdi_ordinal", ctypes.c_uint32),
        ("source_line", ctypes.c_uint32),
        ("source_file", HrxStringView),
        ("runs", ctypes.POINTER(HrxAmdxdnaExecutableRun)),
        ("run_count", ctypes.c_size_t),
    ]


class HrxAmdxdnaExecutableCreateParams(ctypes.Structure):
    """``hrx_amdxdna_executable_create``'s parameters: xclbins and entry
    points."""

    _fields_ = [
        ("record_length", ctypes.c_uint32),
        ("abi_version", ctypes.c_uint32),
        ("flags", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32),
        ("xclbins", ctypes.POINTER(HrxConstByteSpan)),
        ("xclbin_count", ctypes.c_size_t),
        ("entry_points", ctypes.POINTER(HrxAmdxdnaExecutableEntryPoint)),
        ("entry_point_count", ctypes.c_size_t),
    ]


# A status is an opaque pointer, NULL for OK; objects are opaque handles.
_status_t = ctypes.c_void_p
_handle = ctypes.c_void_p
_out_handle = ctypes.POINTER(_handle)
_size = ctypes.c_size_t
_u32 = ctypes.c_uint32

# The entry points bound: name -> (result type, argument types).
_SIGNATURES = {
    "hrx_status_code": (ctypes.c_int, [_status_t]),
    "hrx_status_to_string": (
        _status_t,
        [_status_t, ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(_size)],
    ),
    "hrx_status_free_message": (None, [ctypes.c_char_p]),
    "hrx_status_ignore": (None, [_status_t]),
    "hrx_gpu_initialize": (_status_t, [_u32]),
    "hrx_gpu_device_get": (_status_t, [ctypes.c_int, _out_handle]),
    "hrx_stream_create": (_status_t, [_handle, _u32, _out_handle]),
    "hrx_buffer_allocate": (_status_t, [_handle, _size, _u32, _u32, _out_handle]),
    "hrx_buffer_map_with_mode": (
        _status_t,
        [_handle, _u32, ctypes.c_uint16, _size, _size, ctypes.POINTER(ctypes.c_void_p)],
    ),
    "hrx_buffer_flush_range": (_status_t, [_handle, _size, _size]),
    "hrx_buffer_invalidate_range": (_status_t, [_handle, _size, _size]),
    "hrx_buffer_release": (None, [_handle]),
    "hrx_stream_copy_h2d": (_status_t, [_handle, ctypes.c_void_p, _handle, _size, _size]),
    "hrx_amdxdna_executable_create": (
        _status_t,
        [_handle, ctypes.POINTER(HrxAmdxdnaExecutableCreateParams), _out_handle],
    ),
    "hrx_executable_lookup_export_by_name": (
        _status_t,
        [_handle, ctypes.c_char_p, ctypes.POINTER(_u32)],
    ),
    "hrx_executable_retain": (None, [_handle]),
    "hrx_executable_release": (None, [_handle]),
    "hrx_stream_dispatch": (
        _status_t,
        [
            _handle,  # stream
            _handle,  # executable
            _u32,  # export ordinal
            ctypes.POINTER(HrxDispatchConfig),
            ctypes.c_void_p,  # constants
            _size,  # constants' length
            ctypes.POINTER(HrxBufferRef),
            _size,  # binding count
            _u32,  # flags
        ],
    ),
    "hrx_stream_synchronize": (_status_t, [_handle]),
}


def _load_libhrx() -> ctypes.CDLL:
    """``libhrx.so`` opened (symbols global): the one discovery finds, else
    the dynamic loader's; :class:`HRXError` naming what was tried when
    neither opens."""
    tried, last_error = [], None
    for candidate in (find_libhrx(), "libhrx.so"):
        if not candidate:
            continue
        tried.append(candidate)
        try:
            return ctypes.CDLL(candidate, mode=ctypes.RTLD_GLOBAL)
        except OSError as e:
            last_error = e
    raise HRXError(
        f"Could not load libhrx.so (tried: {tried}). Install HRX where it is "
        f"looked for, set HRX_DIR, LIBHRX_DIR or HRX_LIBHRX, or put libhrx.so "
        f"on LD_LIBRARY_PATH. Last error: {last_error}"
    )


class _HrxLib:
    """The opened ``libhrx`` (``_cdll``), its entry points as attributes
    once :meth:`ensure` has bound them."""

    def __init__(self):
        self._cdll = None
        self._ready = False
        self._lock = threading.Lock()

    def ensure(self) -> None:
        """Opens and binds the library once, whichever thread asks first
        (the others wait; none sees it half bound)."""
        if self._ready:
            return
        with self._lock:
            if not self._ready:
                self._bind()

    def _bind(self) -> None:
        """Opens the library and declares each entry point of
        :data:`_SIGNATURES` on it."""
        cdll = _load_libhrx()
        for name, (restype, argtypes) in _SIGNATURES.items():
            function = getattr(cdll, name)
            function.restype, function.argtypes = restype, argtypes
            setattr(self, name, function)
        self._cdll = cdll
        self._ready = True


# The process's libhrx, bound on first use.
lib = _HrxLib()


def _hrx_sync_timeout_s() -> float:
    """How long :meth:`~.context.HRXContext.synchronize` waits, in seconds
    (``$IRON_HRX_TIMEOUT``); 0.0 (no limit) when unset, empty, not a
    number (logged) or not positive."""
    text = os.environ.get("IRON_HRX_TIMEOUT")
    if not text:
        return 0.0
    try:
        return max(0.0, float(text))
    except ValueError:
        logger.warning("IRON_HRX_TIMEOUT=%r is not a number of seconds; ignored", text)
        return 0.0


def _check(status, what: str) -> None:
    """Nothing for an OK (NULL) status; else frees it and raises
    :class:`HRXError` with ``what``, its code and its message."""
    if not status:
        return
    text, length = ctypes.c_char_p(), _size()
    to_string_status = lib.hrx_status_to_string(
        status, ctypes.byref(text), ctypes.byref(length)
    )
    code = lib.hrx_status_code(status)
    message = text.value.decode("utf-8", "replace") if text.value else "?"
    if text.value:
        lib.hrx_status_free_message(text)
    lib.hrx_status_ignore(to_string_status)
    lib.hrx_status_ignore(status)
    raise HRXError(f"{what} failed (hrx status code {code}): {message}")


# ELF32 (little-endian): the file header and one section header.
_ELF_HEADER = struct.Struct("<16sHHIIIIIHHHHHH")
_SECTION_HEADER = struct.Struct("<IIIIIIIIII")
_ELFCLASS32, _ELFDATA2LSB = 1, 1


def _elf32_sections(data: bytes):
    """``(name, offset, size)`` of each section of the little-endian ELF32
    ``data``; :class:`HRXError` when it is not one."""
    if len(data) < _ELF_HEADER.size or data[:4] != b"\x7fELF":
        raise HRXError("control ELF is not a valid ELF32 file")
    header = _ELF_HEADER.unpack_from(data)
    ident, shoff, shentsize, shnum, shstrndx = header[0], header[6], *header[11:]
    if ident[4] != _ELFCLASS32 or ident[5] != _ELFDATA2LSB:
        raise HRXError("control ELF is not a little-endian ELF32 file")
    try:
        sections = [
            _SECTION_HEADER.unpack_from(data, shoff + i * shentsize) for i in range(shnum)
        ]
        names = data[sections[shstrndx][4] :]
    except (struct.error, IndexError) as e:
        raise HRXError(f"control ELF's section headers are truncated: {e}") from e
    for name_at, _, _, _, offset, size, *_ in sections:
        name = names[name_at:].split(b"\0", 1)[0].decode("ascii", "replace")
        yield name, offset, size


def control_code_from_elf(elf_bytes):
    """The control code of a control ELF (``aiecc --aie-generate-elf``):
    its ``.ctrltext`` section, the transaction words, as a ``numpy.uint32``
    array (a copy). :class:`HRXError` when ``elf_bytes`` is no ELF32, has
    no ``.ctrltext``, or that is not whole words in the file. (An
    ``insts.bin`` is the transaction already.)"""
    data = bytes(elf_bytes)
    for name, offset, size in _elf32_sections(data):
        if name == ".ctrltext":
            if size % 4 or offset + size > len(data):
                raise HRXError("control ELF's .ctrltext is not whole words in the file")
            return np.frombuffer(data, dtype=np.uint32, count=size // 4, offset=offset).copy()
    raise HRXError("control ELF has no .ctrltext section")
