"""XRT's Python binding (``pyxrt``) over aiec's XRT-compatible runtime: the
NPU is aiec's simulator (``AIESIM_DEVICE=npu1|npu2`` says which NPU the
simulated machine has; npu1 when unset). Its classes, overloads, argument
names and enums are those of XRT's pybind11 module (``pyxrt.cpp``, as
``tests/pyxrt_surface/listing.tsv`` lists them); its objects are those of
the C++ runtime host programs build against (``aie-sim --xrt-prefix``),
through the same Rust API (docs/python-runtime.md, "pyxrt")."""

import sys as _sys
import types as _types
import warnings as _warnings

import numpy as _np

from aie._aiec import xrt as _x

from . import _pybind
from ._pybind import Buffer, Duration, Int, SizeT, Str, StrToUInt, UInt, UInt64, binding

_this = _sys.modules[__name__]

XCL_BO_FLAGS_NONE = 0

_pybind.enum("xclBOSyncDirection", _this, [
    ("XCL_BO_SYNC_BO_TO_DEVICE", 0), ("XCL_BO_SYNC_BO_FROM_DEVICE", 1),
    ("XCL_BO_SYNC_BO_GMIO_TO_AIE", 2), ("XCL_BO_SYNC_BO_AIE_TO_GMIO", 3),
], convertible=True, doc="DMA flags used with DMA API")

_pybind.enum("ert_cmd_state", _this, [
    ("ERT_CMD_STATE_NEW", 1), ("ERT_CMD_STATE_QUEUED", 2), ("ERT_CMD_STATE_COMPLETED", 4),
    ("ERT_CMD_STATE_ERROR", 5), ("ERT_CMD_STATE_ABORT", 6), ("ERT_CMD_STATE_SUBMITTED", 7),
    ("ERT_CMD_STATE_TIMEOUT", 8), ("ERT_CMD_STATE_NORESPONSE", 9), ("ERT_CMD_STATE_SKERROR", 10),
    ("ERT_CMD_STATE_SKCRASHED", 11),
], convertible=True, doc="Kernel execution status")

_pybind.enum("xrt_info_device", _this, [
    ("bdf", 0), ("interface_uuid", 1), ("kdma", 2), ("max_clock_frequency_mhz", 3), ("m2m", 4),
    ("name", 5), ("nodma", 6), ("offline", 7), ("electrical", 8), ("thermal", 9), ("mechanical", 10),
    ("memory", 11), ("platform", 12), ("pcie_info", 13), ("host", 14), ("dynamic_regions", 17),
    ("vmr", 18),
], convertible=False, doc="Device feature and sensor information")

_pybind.enum("xrt_msg_level", _this, [
    ("emergency", 0), ("alert", 1), ("critical", 2), ("error", 3), ("warning", 4), ("notice", 5),
    ("info", 6), ("debug", 7),
], convertible=False, doc="XRT log msgs level", export=True)

#: The completed state (what ``run.wait2`` expects).
_COMPLETED = 4


def _empty(obj):
    """The error of using a default-constructed object."""
    return RuntimeError(f"pyxrt.{type(obj).__qualname__}: the object is empty (default-constructed)")


def _handle(obj):
    """`obj`'s runtime handle, which an empty object lacks."""
    h = obj._h
    if h is None:
        raise _empty(obj)
    return h


def _context_device(hwctx):
    """The runtime handle of the device hardware context `hwctx` was made
    on: its buffers are that device's."""
    _handle(hwctx)
    return _handle(hwctx._device)


# ------------------------------------------------------------ functions


@binding
def enumerate_devices():
    """Enumerate devices in system: aie-sim's one NPU."""
    return 1


@binding
def log_message(arg0: xrt_msg_level, arg1: Str, arg2: Str, /):  # noqa: F821 - made by _pybind.enum
    """Dispatch formatted log message: to standard error for a warning or
    anything more severe (XRT's default verbosity, the console sink)."""
    if int(arg0) <= int(warning):  # noqa: F821
        print(f"[XRT] {arg0.name.upper()}: {arg2}", file=_sys.stderr)


# ------------------------------------------------------------------ uuid


class uuid:
    """XRT UUID object to identify a compiled xclbin binary"""

    @binding(constructor=True)
    def __init__(self, arg0: Str, /):
        text = arg0.replace("-", "")
        try:
            self._bytes = bytes.fromhex(text)
        except ValueError:
            self._bytes = b""
        if len(self._bytes) != 16:
            raise RuntimeError(f"'{arg0}' is not a UUID")

    @classmethod
    def _of(cls, raw):
        u = cls.__new__(cls)
        u._bytes = bytes(raw)
        return u

    @binding
    def to_string(self):
        """Convert XRT UUID object to string"""
        h = self._bytes.hex()
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# --------------------------------------------------------------- xclbin


class xclbin:
    """Represents an xclbin and provides APIs to access meta data"""

    @binding(constructor=True)
    def __init__(self):
        self._h = None

    @__init__.overload
    def __init__(self, arg0: Str, /):
        self._h = _x.XclbinHandle.load(arg0)

    @__init__.overload
    def __init__(self, arg0: Buffer, /):
        """An xclbin image in memory (XRT's ``axlf*``)."""
        self._h = _x.XclbinHandle.from_bytes(bytes(arg0))

    @classmethod
    def _of(cls, handle):
        x = cls.__new__(cls)
        x._h = handle
        return x

    @binding
    def get_kernels(self):
        """Get list of kernels from xclbin"""
        return xclbinkernel_vector(_made(xclbin.xclbinkernel, name=n, args=a)
                                   for n, a in _handle(self).kernels())

    @binding
    def get_xsa_name(self):
        """Get Xilinx Support Archive (XSA) name of xclbin"""
        return _handle(self).xsa_name()

    @binding
    def get_uuid(self):
        """Get the uuid of the xclbin"""
        return _cls.uuid._of(_handle(self).uuid())

    @binding
    def get_mems(self):
        """Get list of memory objects"""
        return xclbinmem_vector(_made(xclbin.xclbinmem, tag=t, base=b, size_kb=s, index=i)
                                for t, b, s, i in _handle(self).mems())

    @binding
    def get_axlf(self):
        """Get the axlf data of the xclbin: its bytes."""
        return _handle(self).image()


def _made(cls, **fields):
    """An object of `cls` holding `fields` (as XRT's metadata objects)."""
    obj = cls.__new__(cls)
    obj._f = fields
    return obj


def _field(obj, name):
    if obj._f is None:
        raise _empty(obj)
    return obj._f[name]


class _XclbinIp:
    @binding(constructor=True)
    def __init__(self):
        self._f = None

    @binding
    def get_name(self):
        return _field(self, "name")


class _XclbinKernel:
    """Represents a kernel in an xclbin"""

    @binding(constructor=True)
    def __init__(self):
        self._f = None

    @binding
    def get_name(self):
        """Get kernel name"""
        return _field(self, "name")

    @binding
    def get_num_args(self):
        """Number of arguments"""
        return _field(self, "args")


class _XclbinMem:
    """Represents a physical device memory bank"""

    @binding(constructor=True)
    def __init__(self):
        self._f = None

    @binding
    def get_tag(self):
        """Get tag name"""
        return _field(self, "tag")

    @binding
    def get_base_address(self):
        """Get the base address of the memory bank"""
        return _field(self, "base")

    @binding
    def get_size_kb(self):
        """Get the size of the memory in KB"""
        return _field(self, "size_kb")

    @binding
    def get_used(self):
        """Get used status of the memory: aiecc's xclbins use each."""
        _field(self, "tag")
        return True

    @binding
    def get_index(self):
        """Get the index of the memory"""
        return _field(self, "index")


def _nested(owner, name, cls):
    """`cls` as class `name` nested in `owner`."""
    nested = type(name, (), {k: v for k, v in vars(cls).items() if k not in ("__dict__", "__weakref__")})
    nested.__module__ = owner.__module__
    nested.__qualname__ = f"{owner.__qualname__}.{name}"
    for v in vars(nested).values():
        if isinstance(v, _pybind.Function):
            v.__set_name__(nested, v.__name__)
    setattr(owner, name, nested)
    return nested


_nested(xclbin, "xclbinip", _XclbinIp)
_nested(xclbin, "xclbinkernel", _XclbinKernel)
_nested(xclbin, "xclbinmem", _XclbinMem)
_pybind.vector("xclbinip_vector", _this, xclbin.xclbinip)
_pybind.vector("xclbinkernel_vector", _this, xclbin.xclbinkernel)
_pybind.vector("xclbinmem_vector", _this, xclbin.xclbinmem)


# ------------------------------------------------------------ elf, program


class elf:
    """ELF representation of compiled AIE binary"""

    @binding(constructor=True)
    def __init__(self, arg0: Str, /):
        self._h = _x.ElfHandle.load(arg0)

    @__init__.overload
    def __init__(self, arg0: Buffer, arg1: SizeT, /):
        """An ELF in memory: the first `arg1` bytes of `arg0`."""
        data = arg0.cast("B")
        if arg1 > len(data):
            raise RuntimeError(f"ELF data of {len(data)} bytes, fewer than the {arg1} given")
        self._h = _x.ElfHandle.from_bytes(bytes(data[:arg1]))


class program:
    """Represents a compiled program to be executed on the AIE. The program is an ELF file with sections and data specific to the AIE."""

    @binding(constructor=True)
    def __init__(self, arg0: elf, /):
        self._h = arg0._h

    @binding
    def get_partition_size(self):
        """Required partition size to run the program"""
        return self._h.partition_size()


# ------------------------------------------------------------ hw_context


class hw_context:
    """Hardware context for associating an xclbin or ELF configuration with device resources."""

    def _open(self, device, handle, uuid_=None, mode=None, cfg_param=None):
        self._device = device
        self._h = handle
        self._uuid = uuid_ if uuid_ is not None else _cls.uuid._of(bytes(16))
        self._mode = mode if mode is not None else _cls.hw_context.access_mode.shared
        self._cfg = dict(cfg_param or {})

    def _of_xclbin(self, device, x, mode=None, cfg_param=None):
        u = _cls.uuid._of(_handle(device).register(_handle(x)))
        self._of_uuid(device, u, mode, cfg_param)

    def _of_uuid(self, device, u, mode=None, cfg_param=None):
        h = _x.HwContextHandle.from_xclbin(_handle(device), u._bytes)
        self._open(device, h, u, mode, cfg_param)

    @binding(constructor=True)
    def __init__(self):
        """Create an empty hardware context handle."""
        self._open(None, None)

    @__init__.overload
    def __init__(self, device: "device", uuid: uuid):
        """Create a hardware context for a previously registered xclbin UUID."""
        self._of_uuid(device, uuid)

    @__init__.overload
    def __init__(self, device: "device", uuid: uuid, mode: "hw_context.access_mode"):
        """Create a hardware context for a registered xclbin UUID with shared or exclusive access."""
        self._of_uuid(device, uuid, mode)

    @__init__.overload
    def __init__(self, device: "device", uuid: uuid, cfg_param: StrToUInt):
        """Create a hardware context for a registered xclbin UUID with configuration parameters."""
        self._of_uuid(device, uuid, cfg_param=cfg_param)

    @__init__.overload
    def __init__(self, device: "device", xclbin: xclbin):
        """Register an xclbin with the device and create a hardware context for it."""
        self._of_xclbin(device, xclbin)

    @__init__.overload
    def __init__(self, device: "device", xclbin: xclbin, mode: "hw_context.access_mode"):
        """Register an xclbin with the device and create a hardware context with the requested access mode."""
        self._of_xclbin(device, xclbin, mode)

    @__init__.overload
    def __init__(self, device: "device", xclbin: xclbin, cfg_param: StrToUInt):
        """Register an xclbin with the device and create a hardware context with configuration parameters."""
        self._of_xclbin(device, xclbin, cfg_param=cfg_param)

    @__init__.overload
    def __init__(self, device: "device", xclbin_path: Str):
        """Load xclbin metadata from a path, register it with the device, and create a hardware context."""
        self._of_xclbin(device, _cls.xclbin(xclbin_path))

    @__init__.overload
    def __init__(self, device: "device", xclbin_path: Str, mode: "hw_context.access_mode"):
        """Load xclbin metadata from a path, register it with the device, and create a hardware context with the requested access mode."""
        self._of_xclbin(device, _cls.xclbin(xclbin_path), mode)

    @__init__.overload
    def __init__(self, device: "device", xclbin_path: Str, cfg_param: StrToUInt):
        """Load xclbin metadata from a path, register it with the device, and create a hardware context with configuration parameters."""
        self._of_xclbin(device, _cls.xclbin(xclbin_path), cfg_param=cfg_param)

    @__init__.overload
    def __init__(self, device: "device", cfg_param: StrToUInt, mode: "hw_context.access_mode"):
        """Create a staged hardware context placeholder with configuration parameters and access mode. Use add_config() later to attach an ELF configuration."""
        _handle(device)
        self._open(device, None, mode=mode, cfg_param=cfg_param)

    @__init__.overload
    def __init__(self, device: "device", elf: elf):
        """Create a hardware context from an ELF configuration object."""
        self._open(device, _x.HwContextHandle.from_elf(_handle(device), elf._h))

    @__init__.overload
    def __init__(self, device: "device", elf: elf, cfg_param: StrToUInt, mode: "hw_context.access_mode"):
        """Create a hardware context from an ELF configuration object with configuration parameters and access mode."""
        self._open(device, _x.HwContextHandle.from_elf(_handle(device), elf._h), mode=mode, cfg_param=cfg_param)

    @binding
    def add_config(self, elf: elf):
        """Add an ELF configuration object to the hardware context: the
        configuration of a staged context (aie-sim's contexts hold one)."""
        if self._device is None:
            raise _empty(self)
        if self._h is not None:
            raise RuntimeError("hw_context.add_config: the context holds a configuration already; aie-sim's hardware contexts hold one")
        self._h = _x.HwContextHandle.from_elf(_handle(self._device), elf._h)

    @binding
    def get_device(self):
        """Get the device from which the hardware context was created."""
        if self._device is None:
            raise _empty(self)
        return self._device

    @binding
    def get_xclbin_uuid(self):
        """Get the UUID of the xclbin associated with the hardware context."""
        return self._uuid

    @binding
    def get_xclbin(self):
        """Get the xclbin associated with the hardware context (an empty one for an ELF's)."""
        h = _handle(self).xclbin()
        return _cls.xclbin._of(h) if h is not None else _cls.xclbin()

    @binding
    def get_mode(self):
        """Get the access mode of the hardware context."""
        return self._mode


_pybind.enum("access_mode", hw_context, [("exclusive", 0), ("shared", 1)], convertible=False,
             doc="Hardware context access mode", export=True)


# ---------------------------------------------------------------- device


class device:
    """Abstraction of an acceleration device"""

    #: The UUID of the xclbin `load_xclbin` loaded last on this device
    #: (XRT's device state; each device object's own, set on the object).
    _loaded = None

    @binding(constructor=True)
    def __init__(self):
        """Create an empty device object."""
        self._h = None

    @__init__.overload
    def __init__(self, index: UInt):
        """Open a device by index."""
        self._h = _x.DeviceHandle.open(index)

    @__init__.overload
    def __init__(self, bdf: Str):
        """Open a device by BDF string."""
        self._h = _x.DeviceHandle.open_bdf(bdf)

    @binding
    def register_xclbin(self, xclbin: xclbin):
        """Register an xclbin with the device. Registration alone does not create a hardware context."""
        return _cls.uuid._of(_handle(self).register(_handle(xclbin)))

    @binding
    def load_xclbin(self, xclbin_path: Str):
        """Deprecated compatibility shim. Load an xclbin and return its UUID; use hw_context(device, xclbin_path) for new code"""
        _deprecated_load_xclbin()
        return self._load(_cls.xclbin(xclbin_path))

    @load_xclbin.overload
    def load_xclbin(self, xclbin: xclbin):
        """Deprecated compatibility shim. Load an xclbin and return its UUID; use hw_context(device, xclbin) for new code"""
        _deprecated_load_xclbin()
        return self._load(xclbin)

    def _load(self, x):
        u = _cls.uuid._of(_handle(self).register(_handle(x)))
        self._loaded = u._bytes
        return u

    @binding
    def get_xclbin_uuid(self):
        """Return the UUID of the xclbin currently associated with the device."""
        _handle(self)
        return _cls.uuid._of(self._loaded or bytes(16))

    @binding
    def get_info(self, arg0: xrt_info_device, /):  # noqa: F821
        """Obtain the device properties and sensor information"""
        _handle(self)
        return _x.DeviceHandle.info(arg0._label())


def _deprecated_load_xclbin():
    _warnings.warn("pyxrt.device.load_xclbin() is deprecated; use pyxrt.hw_context(device, xclbin) or "
                   "pyxrt.hw_context(device, xclbin_path) instead", DeprecationWarning, stacklevel=3)


# ------------------------------------------------------------------- run


class run:
    """Represents one execution of a kernel"""

    @binding(constructor=True)
    def __init__(self):
        self._h = None
        self._callbacks = []

    @__init__.overload
    def __init__(self, arg0: "kernel", /):
        self._h = _x.RunHandleRef(_handle(arg0))
        self._callbacks = []

    @binding
    def start(self):
        """Start one execution of a run"""
        _handle(self).start()
        state = self.state()
        for wanted, fn, data in self._callbacks:
            if state == wanted:
                fn(self, state, data)

    @binding
    def set_arg(self, arg0: Int, arg1: "bo", /):
        """Set a specific kernel global argument for a run"""
        _handle(self).set_bo(arg0, _handle(arg1))

    @set_arg.overload
    def set_arg(self, arg0: Int, arg1: Int, /):
        """Set a specific kernel scalar argument for this run"""
        _handle(self).set_scalar(arg0, int(arg1).to_bytes(4, "little", signed=True))

    @binding
    def wait(self):
        """Wait for the run to complete"""
        return self.state()

    @wait.overload
    def wait(self, arg0: UInt, /):
        """Wait for the specified milliseconds for the run to complete (a
        simulated run has completed when it started)."""
        return self.state()

    @binding
    def wait2(self):
        """Wait for the run to complete"""
        self._completed()

    @wait2.overload
    def wait2(self, arg0: Duration, /):
        """Wait for the specified milliseconds for the run to complete"""
        self._completed()

    def _completed(self):
        state = self.state()
        if state != _COMPLETED:
            detail = (self.outcome() or (0, None))[1] or ""
            raise RuntimeError(f"the run ended in ERT state {int(state)}: {detail}")

    @binding
    def state(self):
        """Return the current execution state of the run."""
        return _cls.ert_cmd_state(_handle(self).state())

    @binding
    def add_callback(self, arg0: ert_cmd_state, arg1: _pybind.Callback, arg2: object, /):  # noqa: F821
        """Register a callback to be invoked when the run reaches the
        requested state: called as ``callback(run, state, data)``."""
        _handle(self)
        self._callbacks.append((arg0, arg1, arg2))

    @binding
    def get_ctrl_scratchpad_bo(self):
        """Get the control scratchpad buffer object associated with this run"""
        return _cls.bo._of(_handle(self).scratchpad_bo())

    def outcome(self):
        """aiec's addition: ``(cycles, report)``, the simulated cycles of the
        last execution and the simulator's report of one that did not
        complete; None before the run ran."""
        return _handle(self).outcome()


# ---------------------------------------------------------------- kernel


class kernel:
    """Represents a set of instances matching a specified name"""

    @binding(constructor=True)
    def __init__(self, device: device, uuid: uuid, name: Str, mode: "kernel.cu_access_mode"):
        """Deprecated compatibility shim. Use kernel(hw_context, name) for new code"""
        _deprecated_kernel()
        context = _cls.hw_context
        mode = context.exclusive if mode == _cls.kernel.exclusive else context.shared
        self._open(context(device, uuid, mode), name, 0)

    @__init__.overload
    def __init__(self, device: device, uuid: uuid, name: Str):
        """Deprecated compatibility shim. Use kernel(hw_context, name) for new code"""
        _deprecated_kernel()
        self._open(_cls.hw_context(device, uuid, _cls.hw_context.shared), name, 0)

    @__init__.overload
    def __init__(self, hw_context: hw_context, name: Str):
        """Create kernel from hardware context and name (recommended)"""
        self._open(hw_context, name, 0)

    def _open(self, context, name, how, module=None):
        self._context = context
        self._h = _x.KernelHandleRef.open(_handle(context), name, how, module)

    @binding
    def __call__(self, *args):
        """A run of the kernel with `args` set (buffer objects and ints; any
        other argument left unset), started."""
        r = _cls.run(self)
        for i, a in enumerate(args):
            if isinstance(a, _cls.bo):
                r.set_arg(i, a)
            else:
                try:
                    r.set_arg(i, a)
                except TypeError:
                    pass
        r.start()
        return r

    @binding
    def group_id(self, arg0: Int, /):
        """Get the memory-group identifier for a kernel argument."""
        return _handle(self).group_id(arg0)


def _deprecated_kernel():
    _warnings.warn("kernel(device, uuid, name[, mode]) is deprecated; use kernel(hw_context, name) instead.",
                   DeprecationWarning, stacklevel=3)


_pybind.enum("cu_access_mode", kernel, [("exclusive", 0), ("shared", 1), ("none", 2)], convertible=False,
             doc="Compute unit access mode", export=True)


# -------------------------------------------------------------------- bo


class bo:
    """Represents a buffer object"""

    @classmethod
    def _of(cls, handle):
        b = cls.__new__(cls)
        b._h = handle
        return b

    @binding(constructor=True)
    def __init__(self, device: device, size: SizeT, flags: "bo.flags", group: UInt):
        """Create a buffer object on a device with the requested size, flags, and memory group."""
        self._h = _x.BoHandle.open(_handle(device), size, int(flags), group)

    @__init__.overload
    def __init__(self, hwctx: hw_context, size: SizeT, flags: "bo.flags", group: UInt):
        """Create a buffer object in a hardware context with the requested size, flags, and memory group."""
        self._h = _x.BoHandle.open(_context_device(hwctx), size, int(flags), group)

    @__init__.overload
    def __init__(self, hwctx: hw_context, size: SizeT, group: UInt):
        """Create a buffer object in a hardware context using default flags."""
        self._h = _x.BoHandle.open(_context_device(hwctx), size, 0, group)

    @__init__.overload
    def __init__(self, arg0: "bo", arg1: SizeT, arg2: SizeT, /):
        """Create a sub-buffer view of an existing buffer object with the requested size and offset."""
        self._h = _handle(arg0).sub(arg1, arg2)

    @binding
    def write(self, arg0: Buffer, arg1: SizeT, /):
        """Write the provided data into the buffer object starting at specified offset"""
        self._h.write(arg0.cast("B") if arg0.format != "B" or arg0.ndim != 1 else arg0, arg1)

    @binding
    def read(self, arg0: SizeT, arg1: SizeT, /):
        """Read from the buffer object requested number of bytes starting from specified offset"""
        out = _np.empty(arg0, dtype=_np.int8)
        self._h.read_into(memoryview(out).cast("B"), arg1)
        return out

    @binding
    def sync(self, arg0: xclBOSyncDirection, arg1: SizeT, arg2: SizeT, /):  # noqa: F821
        """Synchronize (DMA or cache flush/invalidation) the buffer in the requested direction"""
        self._h.sync(int(arg0), arg1, arg2)

    @sync.overload
    def sync(self, arg0: xclBOSyncDirection, /):  # noqa: F821
        """Sync entire buffer content in specified direction."""
        self._h.sync(int(arg0), self._h.size(), 0)

    @binding
    def map(self):
        """Create a byte accessible memory view of the buffer object"""
        return self._h.map()

    @binding
    def size(self):
        """Return the size of the buffer object"""
        return self._h.size()

    @binding
    def address(self):
        """Return the device physical address of the buffer object"""
        return self._h.address()


_pybind.enum("flags", bo, [
    ("normal", 0), ("cacheable", 1 << 24), ("device_only", 1 << 28), ("host_only", 1 << 29),
    ("p2p", 1 << 30), ("svm", 1 << 27),
], convertible=False, doc="Buffer object creation flags", export=True)


# ------------------------------------------------------------------- module


class module:
    """Executable hardware module created from an ELF image."""

    @binding(constructor=True)
    def __init__(self, elf: elf):
        """Create a hardware module from an ELF object."""
        self._elf = elf

    @binding
    def get_hw_context(self):
        """Get the hardware context associated with the module: an empty
        one for a module made from an ELF alone."""
        return _cls.hw_context()


# ------------------------------------------------------------------ runlist


class runlist:
    """Ordered collection of runs executed as a unit: runs in order until
    one does not complete, the rest then aborted (XRT's runlist, as the C++
    runtime's xrt::runlist does it)."""

    @binding(constructor=True)
    def __init__(self):
        """Create an empty runlist."""
        self._runs = None

    @__init__.overload
    def __init__(self, hwctx: hw_context):
        """Create a runlist associated with a hardware context."""
        _handle(hwctx)
        self._runs, self._running, self._failed = [], False, None

    def __del__(self):
        for r in self._runs or ():
            r._h.add_runlists(-1)

    def _list(self):
        if self._runs is None:
            raise _empty(self)
        return self._runs

    @binding
    def add(self, run: run):
        """Add a run to the runlist"""
        runs = self._list()
        if self._running:
            raise RuntimeError("runlist must be idle before adding run objects, current state: running")
        _handle(run).add_runlists(1)
        runs.append(run)

    @binding
    def execute(self):
        """Execute all runs in the runlist"""
        runs = self._list()
        if self._running:
            raise RuntimeError("runlist must be idle before submitting for execution, current state: running")
        if not runs:
            return
        self._failed, self._running = None, True
        for i, r in enumerate(runs):
            r._h.start(True)
            if r._h.state() != _COMPLETED:
                self._failed = r
                for rest in runs[i + 1:]:
                    rest._h.abort()
                break

    @binding
    def wait(self):
        """Wait for all runs in the runlist to complete"""
        self._settle()

    @wait.overload
    def wait(self, timeout: Duration):
        """Wait for the specified timeout for the runlist to complete"""
        self._settle()

    def _settle(self):
        self._list()
        if not self._running:
            return
        self._running = False
        if self._failed is not None:
            state = self._failed.state()
            raise RuntimeError(f"runlist failed execution ({state.name})")


# -------------------------------------------------------------------- graph


class graph:
    """Represents an AIE graph execution object: an NPU design has no
    graphs (its xclbins carry no graph metadata), so making one fails as
    XRT fails for a graph the xclbin does not hold."""

    @binding(constructor=True)
    def __init__(self, ctx: hw_context, name: Str):
        """Create a graph from a hardware context and graph name."""
        self._no_graph(ctx, name)

    @__init__.overload
    def __init__(self, ctx: hw_context, name: Str, mode: "graph.access_mode"):
        """Create a graph with an explicit access mode."""
        self._no_graph(ctx, name)

    @staticmethod
    def _no_graph(ctx, name):
        _handle(ctx)
        raise RuntimeError(f"No such graph '{name}': the hardware context's design has no AIE graphs")

    def _none(self):
        raise _empty(self)

    @binding
    def reset(self):
        """Reset the graph by disabling tiles and enabling tile reset."""
        self._none()

    @binding
    def get_timestamp(self):
        """Get the current graph timestamp in AIE cycles."""
        self._none()

    @binding
    def gmio_bank_id(self, gmio_name: Str):
        """Get the memory bank index for a named GMIO port."""
        self._none()

    @binding
    def run(self, iterations: UInt = 0):
        """Start graph execution."""
        self._none()

    @binding
    def wait(self, timeout_ms: Duration):
        """Wait for graph completion or until timeout."""
        self._none()

    @wait.overload
    def wait(self, cycles: UInt64 = 0):
        """Wait for the given AIE cycles then suspend the graph."""
        self._none()

    @binding
    def suspend(self):
        """Suspend a running graph."""
        self._none()

    @binding
    def resume(self):
        """Resume a suspended graph."""
        self._none()

    @binding
    def end(self, cycles: UInt64 = 0):
        """Wait for the given AIE cycles then terminate the graph."""
        self._none()

    @binding
    def update(self, port_name: Str, data: Buffer):
        """Update a runtime parameter port."""
        self._none()

    @binding
    def read(self, port_name: Str, size: SizeT):
        """Read a runtime parameter port."""
        self._none()


_pybind.enum("access_mode", graph, [("exclusive", 0), ("primary", 1), ("shared", 2)], convertible=False,
             doc="Graph access mode", export=True)


# ---------------------------------------------------------------------- ext

ext = _pybind.submodule(_this, "ext", "Extended XRT functionality.")


class _ExtBo(bo):
    """Extended buffer object with explicit sharing and access controls."""

    @binding(constructor=True)
    def __init__(self, device: device, userptr: Buffer, size: SizeT, access: "ext.access_mode"):
        """Create an extended buffer on a device from an existing user pointer with the requested access mode."""
        self._user(device, userptr, size)

    @__init__.overload
    def __init__(self, device: device, userptr: Buffer, size: SizeT):
        """Create an extended buffer on a device from an existing user pointer."""
        self._user(device, userptr, size)

    @__init__.overload
    def __init__(self, device: device, size: SizeT, access: "ext.access_mode"):
        """Create an extended buffer on a device with the requested access mode."""
        self._h = _x.BoHandle.open(_handle(device), size, int(_cls.bo.host_only), 0)

    @__init__.overload
    def __init__(self, device: device, size: SizeT):
        """Create an extended buffer on a device with the default access mode."""
        self._h = _x.BoHandle.open(_handle(device), size, int(_cls.bo.host_only), 0)

    @__init__.overload
    def __init__(self, device: device, pid: Int, export_handle: Int):
        """Import an extended buffer from another process using an exported handle."""
        _handle(device)
        self._no_import(pid)

    @__init__.overload
    def __init__(self, hwctx: hw_context, size: SizeT, access: "ext.access_mode"):
        """Create an extended buffer in a hardware context with the requested access mode."""
        self._h = _x.BoHandle.open(_context_device(hwctx), size, int(_cls.bo.host_only), 0)

    @__init__.overload
    def __init__(self, hwctx: hw_context, size: SizeT):
        """Create an extended buffer in a hardware context with the default access mode."""
        self._h = _x.BoHandle.open(_context_device(hwctx), size, int(_cls.bo.host_only), 0)

    @__init__.overload
    def __init__(self, hwctx: hw_context, pid: Int, export_handle: Int):
        """Import an extended buffer into a hardware context from another process using an exported handle."""
        _handle(hwctx)
        self._no_import(pid)

    def _user(self, device, userptr, size):
        self._h = _x.BoHandle.open(_handle(device), size, int(_cls.bo.host_only), 0, userptr.cast("B"))

    @staticmethod
    def _no_import(pid):
        raise RuntimeError(f"cannot import a buffer of process {pid}: aie-sim's buffers are its own process's")


class _ExtKernel(kernel):
    """Extended kernel object for module-backed and shared workflows."""

    @binding(constructor=True)
    def __init__(self, hwctx: hw_context, module: module, name: Str):
        """Create an extended kernel from a hardware context, a module, and a kernel name."""
        self._open(hwctx, name, 1, module._elf._h)

    @__init__.overload
    def __init__(self, hwctx: hw_context, name: Str):
        """Create an extended kernel from a hardware context and a kernel name."""
        self._open(hwctx, name, 2)


def _in_module(cls, mod, name):
    """`cls` as class `name` of submodule `mod`."""
    cls.__name__ = cls.__qualname__ = name
    cls.__module__ = mod.__name__
    for v in vars(cls).values():
        if isinstance(v, _pybind.Function):
            v.__set_name__(cls, v.__name__)
    setattr(mod, name, cls)
    return cls


_in_module(_ExtBo, ext, "bo")
_in_module(_ExtKernel, ext, "kernel")


def _access_op(op):
    def f(self, arg0: ext.access_mode, /):
        return _cls.access_mode(op(int(self), int(arg0)))

    return f


_pybind.enum("access_mode", ext, [
    ("none", 0), ("read", 1), ("write", 2), ("read_write", 3), ("local", 0), ("shared", 4), ("process", 8),
    ("hybrid", 16),
], convertible=False, doc="External buffer access mode", export=True)
for _name, _op in (("__or__", int.__or__), ("__and__", int.__and__), ("__ior__", int.__or__),
                   ("__iand__", int.__and__)):
    _f = _pybind.Function(_name, [_access_op(_op)])
    _f.__set_name__(ext.access_mode, _name)
    setattr(ext.access_mode, _name, _f)


# ---------------------------------------------------------------------- aie

aie = _pybind.submodule(_this, "aie", "AIE-specific XRT functionality.")


class _AieBo(bo):
    """AIE buffer object supporting GMIO synchronous transfers: an NPU
    design has no GMIO ports, so syncing with one fails."""

    @binding(constructor=True)
    def __init__(self, device: device, size: SizeT, flags: "bo.flags", group: UInt):
        """Create a buffer object on a device with the requested size, flags, and memory group."""
        self._h = _x.BoHandle.open(_handle(device), size, int(flags), group)

    @__init__.overload
    def __init__(self, ctx: hw_context, size: SizeT, flags: "bo.flags", group: UInt):
        """Create a buffer object in a hardware context with the requested size, flags, and memory group."""
        self._h = _x.BoHandle.open(_context_device(ctx), size, int(flags), group)

    @__init__.overload
    def __init__(self, ctx: hw_context, size: SizeT, group: UInt):
        """Create a buffer object in a hardware context using default flags."""
        self._h = _x.BoHandle.open(_context_device(ctx), size, 0, group)

    @binding
    def sync(self, port: Str, direction: xclBOSyncDirection, size: SizeT, offset: SizeT):  # noqa: F821
        """Synchronize buffer data with a named GMIO port."""
        self._no_port(port)

    @sync.overload
    def sync(self, port: Str, direction: xclBOSyncDirection):  # noqa: F821
        """Sync entire buffer content with a named GMIO port."""
        self._no_port(port)

    @staticmethod
    def _no_port(port):
        raise RuntimeError(f"No GMIO port '{port}': an NPU design has no GMIO ports")


_in_module(_AieBo, aie, "bo")

#: The binding's own classes, as its C++ refers to them (a test that
#: replaces a name of the module, as mlir-aie's do, changes what Python
#: code finds there, not what pyxrt's objects make).
_cls = _types.SimpleNamespace(uuid=uuid, xclbin=xclbin, hw_context=hw_context, device=device, run=run,
                              kernel=kernel, bo=bo, ert_cmd_state=ert_cmd_state, access_mode=ext.access_mode)

del _name, _op, _f
del Buffer, Duration, Int, SizeT, Str, StrToUInt, UInt, UInt64, binding
