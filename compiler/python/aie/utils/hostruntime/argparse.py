"""The command-line flags the programming examples share, added to a
design's own ``argparse.ArgumentParser``: compile-only outputs
(:func:`add_compile_args`), benchmarking (:func:`add_benchmark_args`),
tracing (:func:`add_trace_arg`), the host harness (:func:`add_runtime_args`);
:func:`device_from_args` turns ``--dev`` into a device."""

from __future__ import annotations

import argparse

DEFAULT_DEV_CHOICES: tuple[str, ...] = ("npu", "npu2")


def add_compile_args(
    parser: argparse.ArgumentParser,
    *,
    with_dev: bool = True,
    dev_choices: tuple[str, ...] = DEFAULT_DEV_CHOICES,
    default_dev: str | None = None,
    short_dev: str | None = "-d",
    with_elf: bool = False,
    with_full_elf: bool = False,
    with_pdi: bool = False,
    with_emit_mlir: bool = False,
) -> None:
    """Adds ``--dev`` (with ``short_dev``, one of ``dev_choices``, default
    ``default_dev``: None leaves the target to the runtime), ``--xclbin-path``
    and ``--insts-path``; and with their flags ``--elf-path``,
    ``--full-elf-path``, ``--pdi-path``, ``--emit-mlir``."""
    if with_dev:
        names = ("--dev",) if short_dev is None else (short_dev, "--dev")
        if default_dev is None:
            dev_help = (
                "target device family (auto-detected for run and local "
                "compilation; required for --emit-mlir)"
            )
        else:
            dev_help = "target device family (default: %(default)s)"
        parser.add_argument(
            *names,
            type=str,
            choices=list(dev_choices),
            default=default_dev,
            help=dev_help,
        )
    if with_emit_mlir:
        parser.add_argument(
            "--emit-mlir",
            action="store_true",
            help="print the design's MLIR module to stdout (needs --dev)",
        )
    _add_path(
        parser,
        "--xclbin-path",
        "compile only: write the xclbin here (with --insts-path)",
    )
    _add_path(
        parser,
        "--insts-path",
        "compile only: write the NPU instructions here (with --xclbin-path)",
    )
    if with_elf:
        _add_path(
            parser, "--elf-path", "also write the NPU instructions as an ELF here"
        )
    if with_full_elf:
        _add_path(
            parser,
            "--full-elf-path",
            "compile only: write one self-contained ELF (configuration and "
            "control code) here instead of an xclbin and instructions",
        )
    if with_pdi:
        _add_path(
            parser,
            "--pdi-path",
            "compile only: write the PDI here (with --xclbin-path and --insts-path)",
        )


def _add_path(parser, flag, help):
    parser.add_argument(flag, type=str, default=None, help=help)


def add_benchmark_args(
    parser: argparse.ArgumentParser, *, default_warmup: int = 2, default_iters: int = 5
) -> None:
    """Adds ``-w/--warmup`` and ``-i/--iters`` (ints)."""
    parser.add_argument(
        "-w",
        "--warmup",
        type=int,
        default=default_warmup,
        help="untimed warm-up iterations (default: %(default)s)",
    )
    parser.add_argument(
        "-i",
        "--iters",
        type=int,
        default=default_iters,
        help="timed iterations (default: %(default)s)",
    )


def add_trace_arg(
    parser: argparse.ArgumentParser, *, with_short: bool = True, default: int = 0
) -> None:
    """Adds ``--trace_size`` (and ``-t`` with ``with_short``): the trace
    buffer's size in bytes, 0 for no trace."""
    names = ("-t", "--trace_size") if with_short else ("--trace_size",)
    parser.add_argument(
        *names,
        type=int,
        default=default,
        help="trace buffer size in bytes, 0 for no trace (default: %(default)s)",
    )


def add_runtime_args(
    parser: argparse.ArgumentParser,
    *,
    with_io_sizes: bool = False,
    with_benchmark: bool = False,
) -> None:
    """Adds the flags of a harness that runs a compiled design: ``--xclbin``
    (required), ``--instr`` (``instr.txt``), ``-k/--kernel`` (``MLIR_AIE``),
    ``-v/--verbosity`` (0), ``--verify/--no-verify`` (on), ``-t/--trace_size``
    (0), ``--trace-file`` (``trace.txt``), ``--ddr-id`` (4),
    ``--enable-ctrl-pkts``; with ``with_io_sizes`` ``--in1-size``,
    ``--in2-size``, ``--out-size`` (bytes, 0); with ``with_benchmark``
    :func:`add_benchmark_args`'s."""
    parser.add_argument(
        "--xclbin", type=str, required=True, help="the compiled xclbin to load"
    )
    parser.add_argument(
        "--instr",
        type=str,
        default="instr.txt",
        help="the file of NPU instructions (default: %(default)s)",
    )
    parser.add_argument(
        "-k",
        "--kernel",
        type=str,
        default="MLIR_AIE",
        help="the kernel's name in the xclbin (default: %(default)s)",
    )
    parser.add_argument(
        "-v",
        "--verbosity",
        type=int,
        default=0,
        help="verbosity level (default: %(default)s)",
    )
    parser.add_argument(
        "--verify",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="check the output against the reference (default: %(default)s)",
    )
    add_trace_arg(parser)
    parser.add_argument(
        "--trace-file",
        type=str,
        default="trace.txt",
        help="where the trace is written (default: %(default)s)",
    )
    parser.add_argument(
        "--ddr-id",
        type=int,
        default=4,
        help="the buffer the trace goes to: 0-4, or -1 after the last tensor (default: %(default)s)",
    )
    parser.add_argument(
        "--enable-ctrl-pkts", action="store_true", help="enable control packets"
    )
    if with_io_sizes:
        for flag in ("--in1-size", "--in2-size", "--out-size"):
            parser.add_argument(
                flag,
                type=int,
                default=0,
                help="buffer size in bytes (default: %(default)s)",
            )
    if with_benchmark:
        add_benchmark_args(parser)


def device_from_args(
    args, *, dev_attr: str = "dev", n_cols: "int | None | str" = "auto"
):
    """The device ``args.<dev_attr>`` names (``aie.iron.device.from_name``),
    or None when it is None (the runtime chooses). ``n_cols``: a column
    count, None for the whole array, or ``"auto"``: ``args.n_cols`` when
    given, else 1 (any other string is a ``ValueError``)."""
    dev = getattr(args, dev_attr)
    if dev is None:
        return None
    if n_cols == "auto":
        cols = getattr(args, "n_cols", None)
        n_cols = 1 if cols is None else cols
    elif isinstance(n_cols, str):
        raise ValueError(f"n_cols must be an int, None, or 'auto'; got {n_cols!r}")
    from aie.iron.device import from_name

    return from_name(dev, n_cols=n_cols)
