"""IRON: designs for AMD NPUs written in Python (docs/python-iron.md).

The design: ``ObjectFifo`` (data channels) and their ends, ``Worker``
(a task on a core), ``Runtime`` (what the host does: ``fill``/``drain``),
``Program`` (device + runtime + workers, resolved to MLIR); ``Buffer``,
``Lock``, ``ScratchpadParameter``, ``WorkerRuntimeBarrier``; kernels
(``Kernel``, ``ExternalFunction``, the ``kernels`` library); the explicit
routing primitives (``Flow``, ``PacketFlow``, ``TileDma``, ...); the
``algorithms``; and from ``aie.utils``: tensors, the current device, and
the JIT layer (``jit``, ``CompileTime``, ``In``, ``Out``, ``InOut``, ...;
``jit`` and the compile machinery behind it load when first used).
"""

from aie.utils import (
    arange,
    ceildiv,
    ensure_current_device,
    full,
    get_current_device,
    ones,
    rand,
    randint,
    set_current_device,
    set_tensor_class,
    tensor,
    zeros,
    zeros_like,
)
from aie.utils.compile.jit import CompileTime, In, InOut, Out

from . import algorithms, kernels
from .buffer import Buffer
from .dataflow import (
    Acquire,
    Bd,
    BdIteration,
    CascadeFlow,
    DmaChannel,
    Flow,
    ObjectFifo,
    PacketDest,
    PacketFlow,
    PadDims,
    Release,
    StreamDims,
    TileDma,
)
from .dtype import dtype_to_str, str_to_dtype
from .kernel import ExternalFunction, Kernel
from .lock import Lock
from .program import Program
from .runtime import Runtime, RuntimeData, Task, TaskGroup, sync_parameters
from .scratchpad_parameter import ScratchpadParameter
from .worker import Worker, WorkerRuntimeBarrier

# The JIT layer's names (and the compile machinery behind them), loaded when
# first used: name -> module.
_LAZY = {
    "CallableDesign": "aie.utils.callabledesign",
    "CompilableDesign": "aie.utils.compile.jit",
    "compile_context": "aie.utils.compile.jit",
    "compileconfig": "aie.utils.compile.jit",
    "get_compile_arg": "aie.utils.compile.jit",
    "jit": "aie.utils.jit",
}


def __getattr__(name):
    """The JIT layer's names (:data:`_LAZY`), imported when first asked for."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "Buffer",
    "ExternalFunction",
    "Kernel",
    "Program",
    "Worker",
    "WorkerRuntimeBarrier",
    "Runtime",
    "TaskGroup",
    "RuntimeData",
    "Task",
    "sync_parameters",
    "ObjectFifo",
    "PadDims",
    "StreamDims",
    "Acquire",
    "Bd",
    "BdIteration",
    "CascadeFlow",
    "DmaChannel",
    "Flow",
    "Lock",
    "ScratchpadParameter",
    "PacketDest",
    "PacketFlow",
    "Release",
    "TileDma",
    "CompileTime",
    "In",
    "Out",
    "InOut",
    "CompilableDesign",
    "CallableDesign",
    "compileconfig",
    "jit",
    "compile_context",
    "get_compile_arg",
    "tensor",
    "ones",
    "zeros",
    "full",
    "randint",
    "rand",
    "arange",
    "zeros_like",
    "ceildiv",
    "set_tensor_class",
    "set_current_device",
    "get_current_device",
    "ensure_current_device",
    "str_to_dtype",
    "dtype_to_str",
    "kernels",
    "algorithms",
]
