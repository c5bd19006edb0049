"""The helper of the ``test.py``-style example harnesses whose flags
:func:`aie.utils.hostruntime.argparse.add_runtime_args` adds."""


def create_npu_kernel(opts):
    """Puts on ``opts.npu_kernel`` an ``NPUKernel`` of ``opts.xclbin``,
    ``opts.instr`` and ``opts.kernel``, with a ``TraceConfig`` when
    ``opts.trace_size`` is positive (``trace_file``, default
    ``trace.txt``; ``reuse_output_buffer`` and ``enable_ctrl_pkts``,
    default False); returns ``opts``. ``NPUKernel`` and ``TraceConfig`` are
    ``aie.utils``'s."""
    from aie.utils import NPUKernel, TraceConfig

    trace_config = None
    trace_size = getattr(opts, "trace_size", 0)
    if trace_size > 0:
        trace_config = TraceConfig(
            trace_size=trace_size,
            trace_file=getattr(opts, "trace_file", "trace.txt"),
            reuse_output_buffer=getattr(opts, "reuse_output_buffer", False),
            enable_ctrl_pkts=getattr(opts, "enable_ctrl_pkts", False),
        )
    opts.npu_kernel = NPUKernel(
        xclbin_path=opts.xclbin,
        insts_path=opts.instr,
        kernel_name=opts.kernel,
        trace_config=trace_config,
    )
    return opts
