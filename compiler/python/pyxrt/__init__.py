"""XRT's Python binding (``pyxrt``) over aiec's XRT-compatible runtime: the
NPU is aiec's simulator (``AIESIM_DEVICE=npu1|npu2`` says which NPU the
simulated machine has; npu1 when unset). The objects are those of the C++
runtime host programs build against (``aie-sim --xrt-prefix``), through the
same Rust API (docs/python.md, "pyxrt")."""

import enum as _enum
import types as _types

from aie._aiec import xrt as _x

device = _x.device
uuid = _x.uuid
xclbin = _x.xclbin
xclbinkernel = _x.xclbinkernel
elf = _x.elf
module = _x.module
hw_context = _x.hw_context
kernel = _x.kernel
run = _x.run
bo = _x.bo

#: ``pyxrt.ext``: the kernels of ELF flows (``ext.kernel(context, name)``,
#: ``ext.kernel(context, module, name)``).
ext = _types.SimpleNamespace(kernel=_x.ext_kernel)


class ert_cmd_state(_enum.IntEnum):
    """The states of a run (XRT's ``ert_cmd_state``)."""

    ERT_CMD_STATE_NEW = 1
    ERT_CMD_STATE_QUEUED = 2
    ERT_CMD_STATE_RUNNING = 3
    ERT_CMD_STATE_COMPLETED = 4
    ERT_CMD_STATE_ERROR = 5
    ERT_CMD_STATE_ABORT = 6
    ERT_CMD_STATE_SUBMITTED = 7
    ERT_CMD_STATE_TIMEOUT = 8
    ERT_CMD_STATE_NORESPONSE = 9


class xclBOSyncDirection(_enum.IntEnum):
    """Which way ``bo.sync`` copies."""

    XCL_BO_SYNC_BO_TO_DEVICE = 0
    XCL_BO_SYNC_BO_FROM_DEVICE = 1
    XCL_BO_SYNC_BO_GMIO_TO_AIE = 2
    XCL_BO_SYNC_BO_AIE_TO_GMIO = 3


class xrt_info_device(_enum.IntEnum):
    """What ``device.get_info`` answers (aie-sim: the name)."""

    bdf = 0
    name = 1
