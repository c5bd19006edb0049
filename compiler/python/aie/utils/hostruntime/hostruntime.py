"""The host runtime interface: a runtime loads an :class:`~aie.utils.NPUKernel`
(:meth:`HostRuntime.load` gives a :class:`KernelHandle`) and runs it on
tensors (:meth:`HostRuntime.run` gives a :class:`KernelResult`). This base
class also lays out a run's trace buffer and reads it back, and checks
outputs; :mod:`.xrtruntime` is the runtime over ``pyxrt``."""

import logging
from abc import ABC, abstractmethod
from pathlib import Path

import numpy as np

from . import bfloat16_safe_allclose

logger = logging.getLogger(__name__)

# The control packets a run with control packets enabled sends ahead of
# its trace buffer (core status, trace status), padded to this many words.
_CTRL_PKT_WORDS = 8
_CTRL_PKT_READS = (0x32004, 0x340D8)


def _check_no_argument_missing(expected, run_args):
    """``TypeError`` naming the first runtime-sequence argument a call
    leaves out, when the design's argument count ``expected`` is known."""
    if expected is not None and len(run_args) < expected:
        missing = ", ".join(str(i) for i in range(len(run_args), expected))
        raise TypeError(
            f"the kernel takes {expected} buffer argument(s), its runtime "
            f"sequence's, but {len(run_args)} were given: argument(s) {missing} "
            f"missing"
        )


class HostRuntimeError(Exception):
    """A kernel that cannot be loaded or run, or a run that failed."""


class KernelHandle(ABC):
    """A kernel a runtime has loaded."""


class KernelResult(ABC):
    """What a run gives: the NPU's time in nanoseconds and the run's trace
    configuration."""

    def __init__(self, npu_time: int, trace_config=None):
        self._npu_time = npu_time
        self._trace_config = trace_config

    @property
    def npu_time(self) -> int:
        """The run's time on the NPU, in nanoseconds."""
        return self._npu_time

    @property
    def trace_config(self):
        """The ``TraceConfig`` of the run, or None."""
        return self._trace_config

    def has_trace(self) -> bool:
        """Whether the run was traced."""
        return self._trace_config is not None

    @abstractmethod
    def is_success(self) -> bool:
        """Whether the run completed."""


class HostRuntime(ABC):
    """A host runtime: loads kernels, runs them on tensors, and knows its
    device."""

    def check_device_consistency(self):
        """``RuntimeError`` unless the current device (when one was set)
        fits the runtime's: the same architecture and no more columns (a
        design for fewer columns loads on a wider NPU of its generation)."""
        from . import _CURRENT_DEVICE as chosen

        if chosen is None:
            return
        runtime_device = self.device()
        try:
            fits = chosen.arch == runtime_device.arch and chosen.cols <= runtime_device.cols
        except AttributeError:
            fits = False
        if not fits:
            raise RuntimeError(
                f"Overridden device {chosen} is not loadable on runtime "
                f"device {runtime_device}"
            )

    def cleanup(self) -> None:
        """Releases what the runtime keeps (nothing here)."""

    def evict_context(self, xclbin_path: Path) -> None:
        """Forgets a cached hardware context of ``xclbin_path`` (nothing
        here)."""

    @abstractmethod
    def load(self, npu_kernel, **kwargs) -> KernelHandle:
        """Loads ``npu_kernel``; its handle."""

    @abstractmethod
    def run(
        self,
        kernel_handle: KernelHandle,
        args,
        trace_config=None,
        fail_on_error: bool = True,
        only_if_loaded=False,
        **kwargs,
    ) -> KernelResult:
        """Runs a loaded kernel on the tensors ``args``; a run that does not
        complete raises :class:`HostRuntimeError` when ``fail_on_error``."""

    @abstractmethod
    def device(self):
        """The IRON device of the NPU the runtime runs on."""

    def load_and_run(self, npu_kernel, run_args: list, **kwargs):
        """Loads ``npu_kernel`` (``kwargs`` go to :meth:`load`) and runs it
        on ``run_args``; ``(handle, result)``. With the kernel's trace
        configuration, the trace buffer is added to the arguments (a
        ``HostRuntimeError`` when the design has no argument for it) and,
        after the run, written to the configuration's trace file. Without
        one, a design with a dedicated trace buffer that ``run_args`` stop
        short of gets a scratch buffer for it (``NPUKernel.trace_buffer``)."""
        trace_config = npu_kernel.trace_config
        handle = self.load(npu_kernel, **kwargs)
        if trace_config:
            if trace_config.reuse_output_buffer and run_args:
                trace_config.last_tensor_shape = run_args[-1].shape
                trace_config.last_tensor_dtype = np.dtype(run_args[-1].dtype)
            self.prepare_args_for_trace(run_args, trace_config)
            expected = npu_kernel.num_host_bos
            if expected is not None and len(run_args) > expected:
                raise HostRuntimeError(
                    f"A trace_config was supplied but the compiled design has "
                    f"{expected} host buffer argument(s), while running with a trace "
                    f"buffer requires {len(run_args)}. The design must call "
                    f"enable_trace(...) so trace lowering appends a trace buffer "
                    f"operand; otherwise the trace buffer has nowhere to land."
                )
        elif npu_kernel.trace_buffer and len(run_args) == npu_kernel.trace_buffer[0]:
            run_args = run_args + [self._scratch_trace_buffer(npu_kernel.trace_buffer[1])]
        _check_no_argument_missing(npu_kernel.num_host_bos, run_args)
        result = self.run(handle, list(run_args), trace_config=trace_config)
        if trace_config:
            trace, ctrl = self.extract_trace_from_args(run_args, trace_config)
            self.process_trace(trace, ctrl, trace_config)
        return handle, result

    @staticmethod
    def _scratch_trace_buffer(size: int):
        """A zeroed buffer of ``size`` bytes for a trace nobody reads."""
        from ..tensor_factory import tensor

        return tensor((size,), dtype=np.uint8)

    @classmethod
    def read_insts_binary(cls, insts_path: Path):
        """The instruction words of a binary file (little-endian uint32)."""
        return np.fromfile(insts_path, dtype=np.uint32)

    @classmethod
    def read_insts(cls, insts_path: Path):
        """The instructions of ``insts_path``: a ``.bin`` file's words;
        another suffix is a :class:`HostRuntimeError`."""
        if Path(insts_path).suffix.lower() == ".bin":
            return cls.read_insts_binary(insts_path)
        raise HostRuntimeError(
            "Unsupported file extension for instruction file: expected .bin"
        )

    @classmethod
    def prepare_args_for_trace(cls, args: list, trace_config) -> list:
        """Adds the trace buffer to ``args`` (in place; returned): the last
        argument grown by the trace size when the trace reuses the output
        buffer (a new one when there is none), else a new last argument of
        the trace size, behind the control packets' words when control
        packets are on (then the buffer is four times the trace size)."""
        from ..tensor_factory import tensor

        if trace_config.reuse_output_buffer:
            size = trace_config.trace_size
            if args:
                size += args[-1].nbytes
                args[-1] = tensor((size,), dtype=np.uint8)
            else:
                args.append(tensor((size,), dtype=np.uint8))
            return args
        size = trace_config.trace_size
        if trace_config.enable_ctrl_pkts:
            from ..trace.utils import create_ctrl_pkt

            packets = [create_ctrl_pkt(1, 0, addr) for addr in _CTRL_PKT_READS]
            packets += [0] * (_CTRL_PKT_WORDS - len(packets))
            args.append(tensor(np.array(packets, dtype=np.uint32)))
            size *= 4
        args.append(tensor((size,), dtype=np.uint8))
        return args

    @classmethod
    def extract_trace_from_args(cls, args: list, trace_config):
        """``(trace words, control packet responses or None)`` of a traced
        run's arguments; with a reused output buffer, the last argument is
        cut back to the output it held."""
        if trace_config.reuse_output_buffer:
            args[-1], trace = cls._extract_prefix(
                args[-1], trace_config.last_tensor_shape, trace_config.last_tensor_dtype
            )
        else:
            trace = args[-1].numpy()
        ctrl = None
        if trace_config.enable_ctrl_pkts:
            trace, ctrl = cls._extract_prefix(
                trace, trace_config.trace_size, np.dtype(np.uint8)
            )
        trace = trace.view(np.uint32).reshape(trace_config.trace_size // 4)
        return trace, ctrl

    @classmethod
    def _extract_prefix(cls, tensor, prefix_shape, prefix_dtype):
        """``(prefix, rest)``: copies of the first ``prefix_shape`` elements
        of ``prefix_dtype`` of ``tensor``'s bytes, and of the bytes after."""
        array = tensor if isinstance(tensor, np.ndarray) else tensor.numpy()
        flat = array.reshape(-1).view(np.uint8)
        count = int(np.prod(prefix_shape)) * prefix_dtype.itemsize
        prefix = flat[:count].view(prefix_dtype).reshape(prefix_shape).copy()
        return prefix, flat[count:].copy()

    @classmethod
    def process_trace(cls, trace_buffer, ctrl_buffer, trace_config, verbosity=0):
        """Writes the trace words to the configuration's trace file; with
        control packets, warns of each traced tile whose trace overflowed."""
        logger.debug("trace buffer: %s words", trace_buffer.size)
        trace_config.write_trace(trace_buffer)
        if not trace_config.enable_ctrl_pkts:
            return
        from ..trace.utils import extract_tile

        for i in range(ctrl_buffer.size // 2):
            col, row, _, _ = extract_tile(int(ctrl_buffer[2 * i]))
            if (int(ctrl_buffer[2 * i + 1]) >> 8) == 3:
                logger.warning(
                    "Trace overflow detected in tile(%d,%d). Trace results may be invalid.",
                    row,
                    col,
                )

    @classmethod
    def verify_results(cls, io_args, refs=None, verbosity=0):
        """The number of elements of the outputs that differ from the
        references ``refs`` (argument index → expected array);
        ``HostRuntimeError`` for an index past the arguments."""
        errors = 0
        for index, ref in (refs or {}).items():
            if index >= len(io_args):
                raise HostRuntimeError(
                    f"Error: Reference index {index} out of bounds for {len(io_args)} IO buffers"
                )
            io_args[index].to("cpu")
            same = bfloat16_safe_allclose(ref.dtype, ref, io_args[index].numpy())
            errors += np.size(same) - np.count_nonzero(same)
        return errors

    def run_test(self, npu_kernel, io_args, ref, verify: bool = True, verbosity: int = 0) -> int:
        """Runs ``npu_kernel`` on ``io_args`` (traced as its configuration
        says) and checks the outputs against ``ref``; 0 when they match,
        else 1 (the error count logged)."""
        handle = self.load(npu_kernel)
        trace_config = npu_kernel.trace_config
        if not isinstance(io_args, list):
            io_args = [io_args] if io_args else []
        if trace_config:
            last = io_args[-1] if io_args else None
            trace_config.last_tensor_shape = last.shape if last is not None else None
            trace_config.last_tensor_dtype = last.dtype if last is not None else None
            self.prepare_args_for_trace(io_args, trace_config)
        result = self.run(handle, io_args)
        if verbosity >= 1:
            logger.info("npu_time: %s us", result.npu_time / 1000.0)
        if trace_config:
            trace, ctrl = self.extract_trace_from_args(io_args, trace_config)
            self.process_trace(trace, ctrl, trace_config, verbosity)
        errors = self.verify_results(io_args, ref, verbosity) if verify else 0
        if errors:
            logger.error("Error count: %d", errors)
            logger.error("Failed.")
            return 1
        return 0
