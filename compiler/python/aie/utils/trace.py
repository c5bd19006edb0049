"""Decoding of hardware trace buffers, as ``aie.utils.trace`` of mlir-aie
offers it: ``parse_trace(trace_buffer, mlir_module_str, colshift=None)``
returns the buffer's events in Chrome's trace event format (a list of dicts
with ``name``, ``ph``, ``ts``, ``pid``, ``tid``, ``args``).

The decoding is aiec's (``aie-sim DESIGN --decode-trace WORDS``); this module
writes the words and the design to temporary files and runs it. The
``aie-sim`` binary is ``$AIE_SIM`` if set, else the one on ``PATH``, else
``$CARGO_TARGET_DIR/{release,debug}/aie-sim``, else the checkout's
``target/{release,debug}/aie-sim``.

Put it on the path with ``PYTHONPATH=<checkout>/compiler/python``.
"""

import json
import os
import shutil
import subprocess
import tempfile

__all__ = ["parse_trace"]

_CHECKOUT = os.path.dirname(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
)


def _aie_sim():
    """The aie-sim binary that decodes (see the module's documentation)."""
    given = os.environ.get("AIE_SIM")
    if given:
        return given
    found = shutil.which("aie-sim")
    if found:
        return found
    roots = [os.environ.get("CARGO_TARGET_DIR"), os.path.join(_CHECKOUT, "target")]
    for root in filter(None, roots):
        for profile in ("release", "debug"):
            path = os.path.join(root, profile, "aie-sim")
            if os.access(path, os.X_OK):
                return path
    raise RuntimeError(
        "aie.utils.trace: no aie-sim binary: set AIE_SIM, put aie-sim on PATH "
        "or build it (cargo build --release)"
    )


def parse_trace(trace_buffer, mlir_module_str, colshift=None):
    """The Chrome trace events of ``trace_buffer`` (32-bit words: a numpy
    array or any iterable of integers) traced by the design
    ``mlir_module_str`` (its text, with the trace lowered, as aiecc's
    ``input_with_addresses.mlir``); ``colshift``: the columns the design ran
    shifted by (default: found from the words)."""
    with tempfile.TemporaryDirectory(prefix="aie-trace.") as tmp:
        words = os.path.join(tmp, "trace.txt")
        design = os.path.join(tmp, "design.mlir")
        with open(words, "w") as f:
            f.writelines(f"{int(w) & 0xFFFFFFFF:08x}\n" for w in trace_buffer)
        with open(design, "w") as f:
            f.write(mlir_module_str)
        cmd = [_aie_sim(), design, "--decode-trace", words]
        if colshift is not None:
            cmd.append(f"--trace-colshift={int(colshift)}")
        p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise ValueError(f"aie-sim --decode-trace failed:\n{p.stderr}")
    return json.loads(p.stdout)
