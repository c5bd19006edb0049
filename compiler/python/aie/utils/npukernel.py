"""``NPUKernel``: the files of a compiled design and how to call it."""


class NPUKernel:
    """A compiled design: an xclbin and its instruction file, or one full
    ELF (``elf_path``; then ``kernel_name`` is ``"device:sequence"``).

    ``num_host_bos``: how many arguments the design's runtime sequence has
    (a trace buffer the lowering appended included), or None when unknown;
    a run with a trace buffer past them is refused. :attr:`trace_buffer`
    (set by whoever compiled the design) is ``(argument index, size in
    bytes)`` of the design's dedicated trace buffer, or None; a run without
    a trace configuration that does not pass it gets a scratch buffer there
    (the trace runs, its words are dropped), where an NPU would send the
    trace to an address no buffer holds. Calling the kernel runs
    it on :data:`aie.utils.DefaultNPURuntime` (``load_and_run``) and returns
    ``(handle, result)``.
    """

    def __init__(
        self,
        xclbin_path=None,
        insts_path=None,
        device_index=0,
        kernel_name="MLIR_AIE",
        trace_config=None,
        num_host_bos=None,
        elf_path=None,
    ):
        self._xclbin_path = xclbin_path
        self._insts_path = insts_path
        self._elf_path = elf_path
        self._kernel_name = kernel_name
        self._trace_config = trace_config
        self._device_index = device_index
        self._num_host_bos = num_host_bos
        # (argument index, size in bytes) of the design's dedicated trace
        # buffer, or None.
        self.trace_buffer = None

    @property
    def trace_config(self):
        """The ``TraceConfig`` of its runs, or None."""
        return self._trace_config

    @property
    def xclbin_path(self):
        """The xclbin (None for a full ELF)."""
        return self._xclbin_path

    @property
    def insts_path(self):
        """The instruction file (None for a full ELF)."""
        return self._insts_path

    @property
    def elf_path(self):
        """The full ELF, or None."""
        return self._elf_path

    @property
    def kernel_name(self):
        """The kernel's name: the xclbin's kernel, or the full ELF's
        ``"device:sequence"``."""
        return self._kernel_name

    @property
    def num_host_bos(self):
        """The runtime sequence's argument count, or None."""
        return self._num_host_bos

    def __call__(self, *args, **kwargs):
        """Loads and runs the kernel on the default NPU runtime with the
        tensors ``args``; ``(handle, result)``. Blocks until the run ends."""
        from . import DefaultNPURuntime

        if DefaultNPURuntime is None:
            raise Exception("Cannot run kernel; DefaultNPURuntime not set.")
        return DefaultNPURuntime.load_and_run(self, list(args), **kwargs)
