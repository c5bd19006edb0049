"""``TraceConfig``: the host side of a traced run: the trace buffer's size,
where its words are written, and how the buffer is laid out."""

import json

from .parse import parse_trace


class TraceConfig:
    """A traced run's host settings.

    ``trace_size``: the trace buffer's bytes (positive, else
    ``ValueError``); ``trace_file``: where :meth:`write_trace` writes the
    words; ``reuse_output_buffer``: the trace is written behind the last
    output rather than into a buffer of its own; ``enable_ctrl_pkts``:
    control packets read the tiles' status into the buffer too.
    ``last_tensor_shape``/``last_tensor_dtype``: the last output's, when the
    trace reuses it; ``physical_mlir_path``: the design with its trace
    lowered (set when a JIT compile made one), what :func:`parse_trace`
    reads.
    """

    DEFAULT_TRACE_FILE = "trace.txt"

    def __init__(
        self,
        trace_size: int,
        trace_file: str = DEFAULT_TRACE_FILE,
        reuse_output_buffer: bool = False,
        enable_ctrl_pkts: bool = False,
        last_tensor_shape=None,
        last_tensor_dtype=None,
    ):
        if trace_size <= 0:
            raise ValueError(f"Invalid trace size: {trace_size}")
        self.trace_size = trace_size
        self.trace_file = trace_file
        self.reuse_output_buffer = reuse_output_buffer
        self.enable_ctrl_pkts = enable_ctrl_pkts
        self.last_tensor_shape = last_tensor_shape
        self.last_tensor_dtype = last_tensor_dtype
        self.physical_mlir_path = None

    def __repr__(self) -> str:
        """The constructor call that makes an equal configuration (defaults
        left out)."""
        args = [f"trace_size={self.trace_size}"]
        if self.trace_file != self.DEFAULT_TRACE_FILE:
            args.append(f"trace_file={self.trace_file!r}")
        if self.reuse_output_buffer:
            args.append("reuse_output_buffer=True")
        if self.enable_ctrl_pkts:
            args.append("enable_ctrl_pkts=True")
        return f"TraceConfig({', '.join(args)})"

    def __str__(self) -> str:
        """The ``repr``, then what runs set (one per indented line)."""
        parts = [repr(self)]
        for name in ("physical_mlir_path", "last_tensor_shape", "last_tensor_dtype"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value}")
        return "\n  ".join(parts)

    def write_trace(self, trace):
        """Writes the words of ``trace`` to :attr:`trace_file`, one 8-digit
        hexadecimal word a line, without the trailing zero words (zeros
        between data are kept: they separate the regions of DMA channels
        sharing the buffer)."""
        words = [int(w) & 0xFFFFFFFF for w in trace]
        while words and words[-1] == 0:
            words.pop()
        with open(self.trace_file, "w") as f:
            f.write("\n".join(f"{w:08x}" for w in words))

    def read_trace(self):
        """The words :meth:`write_trace` wrote (a ``uint32`` array), padded
        with zeros to the buffer's size."""
        import numpy as np

        with open(self.trace_file) as f:
            words = [int(line, 16) for line in f if line.strip()]
        buffer = np.array(words, dtype=np.uint32)
        missing = self.trace_size // 4 - len(buffer)
        return np.pad(buffer, (0, missing)) if missing > 0 else buffer

    def trace_to_json(self, mlir_file: str, output_name: str = "trace.json"):
        """Decodes the trace file against the design in ``mlir_file`` (its
        trace lowered) and writes the events as JSON to ``output_name``."""
        with open(mlir_file) as f:
            design = f.read()
        events = parse_trace(self.read_trace(), design)
        with open(output_name, "w") as f:
            json.dump(events, f, indent=2)
