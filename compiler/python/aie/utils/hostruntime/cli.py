"""``run_design_cli``: the three modes of a design's command line.

An example's ``main()`` parses its flags and hands them here with the two
things it owns, the ``CompileTime`` values to specialize the design with and
the run-and-check body; this binds the target device, then prints the MLIR
(``--emit-mlir``), compiles only (``--xclbin-path``/``--insts-path``, or
``--full-elf-path``), or runs.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable, Mapping, TypeAlias

if TYPE_CHECKING:
    from aie.iron.device import Device

_DeviceArg: TypeAlias = "Device | Callable[[Any], Device | None]"

# The --dev name of each target architecture.
_DEV_NAMES = {"aie2": "npu", "aie2p": "npu2"}


def _resolve(value: Any, opts) -> Any:
    """``value(opts)`` when ``value`` is callable, else ``value``."""
    return value(opts) if callable(value) else value


def _resolve_device(value: _DeviceArg, opts) -> "Device":
    """The device ``value`` gives for ``opts``; ``ValueError`` for None."""
    device = _resolve(value, opts)
    if device is None:
        raise ValueError("run_design_cli: device selector returned None")
    return device


def _runtime_device_name(device: Any) -> str:
    """The ``--dev`` name of ``device``'s family (``RuntimeError`` for one
    without)."""
    from aie.utils.compile import resolve_target_arch

    arch = resolve_target_arch(device)
    if arch not in _DEV_NAMES:
        raise RuntimeError(f"Unsupported runtime target architecture: {arch}")
    return _DEV_NAMES[arch]


def _detect_runtime_target(opts, *, mode: str):
    """The runtime's device, its family's name put in ``opts.dev``; without
    a runtime device, exits with a message for ``mode`` (``"compile"`` or
    ``"run"``)."""
    from aie.utils import get_current_device

    device = get_current_device()
    if device is None:
        if mode == "compile":
            sys.exit(
                "run_design_cli: compile-only mode requires --dev when no NPU "
                "runtime device is available."
            )
        sys.exit(
            "run_design_cli: no NPU runtime device is available for an automatic "
            "target selection."
        )
    if hasattr(opts, "dev"):
        opts.dev = _runtime_device_name(device)
    return device


def _from_name(name):
    from aie.iron.device import from_name

    return from_name(name)


def _bind_target(opts, device, *, compile_only: bool, emit_mlir: bool):
    """Makes the design's target the current device: ``opts.dev`` through
    ``device`` (a Device or a callable of ``opts``) or by name; without
    ``opts.dev``, a concrete ``device``, else the runtime's family."""
    from aie.utils.hostruntime import set_current_device

    requested = getattr(opts, "dev", None)
    if requested is not None:
        target = (
            _from_name(requested) if device is None else _resolve_device(device, opts)
        )
    elif device is not None and not callable(device):
        target = device
    else:
        if emit_mlir:
            sys.exit(
                "run_design_cli: --emit-mlir requires an explicit target; pass --dev."
            )
        if device is None and not hasattr(opts, "dev"):
            raise ValueError(
                "run_design_cli: device=None requires opts to expose a 'dev' attribute "
                "(the standard add_compile_args flag). Pass device=<Device or "
                "callable> explicitly otherwise."
            )
        _detect_runtime_target(opts, mode="compile" if compile_only else "run")
        target = (
            _from_name(opts.dev) if device is None else _resolve_device(device, opts)
        )
    set_current_device(target)


def run_design_cli(
    design,
    opts,
    *,
    compile_kwargs: Mapping[str, Any] | Callable[[Any], Mapping[str, Any]],
    run_and_verify: Callable[[Any], None] | None = None,
    device: _DeviceArg | None = None,
    emit_mlir: Callable[[Any], None] | None = None,
    validate: Callable[[Any], None] | None = None,
) -> None:
    """Runs a design's command line (``opts``: parsed
    :func:`~aie.utils.hostruntime.argparse.add_compile_args` flags).

    1. Binds the target: ``opts.dev`` (through ``device`` when given, a
       Device or a callable of ``opts``, else by name); without ``--dev`` a
       concrete ``device``, else the runtime's device family (written to
       ``opts.dev``, then through a callable ``device`` or by name).
       ``--emit-mlir`` without a target, and compile-only without a target
       or runtime, exit with a message.
    2. ``validate(opts)`` when given.
    3. ``--emit-mlir``: ``emit_mlir(opts)``, else prints
       ``design.specialize(**compile_kwargs).as_mlir()``.
    4. Compile only: ``design.specialize(**compile_kwargs).compile(...)``
       with ``full_elf_path``, or ``xclbin_path`` and ``inst_path`` (plus
       ``elf_path``/``pdi_path`` when given). ``--xclbin-path`` without
       ``--insts-path``, or with ``--full-elf-path``, exits with a message.
    5. Else ``run_and_verify(opts)`` (without one: exits with a message).

    ``compile_kwargs``: a mapping, or a callable of ``opts`` giving one.
    """
    emit_mlir_requested = getattr(opts, "emit_mlir", False)
    xclbin_path = getattr(opts, "xclbin_path", None)
    full_elf_path = getattr(opts, "full_elf_path", None)
    compile_only = xclbin_path is not None or full_elf_path is not None

    if xclbin_path is not None and not getattr(opts, "insts_path", None):
        sys.exit("--xclbin-path requires --insts-path (must be set together)")
    if xclbin_path is not None and full_elf_path is not None:
        sys.exit(
            "--full-elf-path and --xclbin-path/--insts-path are mutually exclusive"
        )

    _bind_target(opts, device, compile_only=compile_only, emit_mlir=emit_mlir_requested)

    if validate is not None:
        validate(opts)

    if emit_mlir_requested:
        if emit_mlir is not None:
            emit_mlir(opts)
        else:
            print(design.specialize(**_resolve(compile_kwargs, opts)).as_mlir())
        return

    if compile_only:
        spec = design.specialize(**_resolve(compile_kwargs, opts))
        if full_elf_path is not None:
            spec.compile(full_elf_path=full_elf_path)
            return
        options = dict(xclbin_path=xclbin_path, inst_path=opts.insts_path)
        for name in ("elf_path", "pdi_path"):
            if getattr(opts, name, None) is not None:
                options[name] = getattr(opts, name)
        spec.compile(**options)
        return

    if run_and_verify is None:
        sys.exit(
            "run_design_cli: no run_and_verify callback was provided — this design "
            "only supports the compile-only path (pass --xclbin-path + --insts-path) "
            "or --emit-mlir."
        )
    run_and_verify(opts)
