"""Scratchpad parameters: values a run's control code hands to the cores and
DMAs (``aiex.npu.create_scratchpad``, docs/host-programs.md "Scratchpad
parameters"), written by name into the run's scratchpad::

    run = pyxrt.run(kernel)
    params = ParameterScratchpad(run, "params.txt")
    params.write("seq_len", 42)
    params.sync()
    run.start()

The parameter file is what ``aiecc --get-scratchpad-parameters`` writes: the
parameter count, then per parameter its name, state-table word, type and
kind (``core``: stored shifted left by 2, as the firmware's register update
clears bits 1:0 and the core shifts back; ``addr``: stored as it is).
"""

import struct
from pathlib import Path

import numpy as np
import pyxrt

# The kinds of parameter and how each stores its 32 bits in its word.
_ENCODE = {"core": lambda bits: (bits << 2) & 0xFFFFFFFF, "addr": lambda bits: bits}


def _to_bytes(value) -> bytes:
    """``value``'s little-endian bytes: an int as 4 bytes (-2**31 to
    2**32 - 1), a float as a float32, else its ``tobytes()``."""
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int):
        if not -0x80000000 <= value <= 0xFFFFFFFF:
            raise ValueError(f"parameter value {value} does not fit in 32 bits")
        return value.to_bytes(4, "little", signed=value < 0)
    if isinstance(value, float):
        return struct.pack("<f", value)
    if hasattr(value, "tobytes"):
        return value.tobytes()
    raise TypeError(f"unsupported parameter type: {type(value)}")


def _read_parameters(path):
    """``{name: (word, kind, bounds)}`` of a parameter file (``bounds`` is
    ``(min, max)`` or ``None``); ``RuntimeError`` naming what is wrong with
    it."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError:
        raise RuntimeError(f"ParameterScratchpad: cannot open '{path}'") from None
    if not lines or not lines[0].strip().isdigit():
        raise RuntimeError(
            f"ParameterScratchpad: '{path}' does not start with the parameter count"
        )
    count = int(lines[0])
    rows = [line.split() for line in lines[1:]]
    if len(rows) < count or any(len(r) < 4 for r in rows[:count]):
        raise RuntimeError(f"ParameterScratchpad: '{path}' lists fewer than {count} parameters")
    slots = {}
    for row in rows[:count]:
        name, word, _, kind = row[:4]
        if not word.isdigit() or int(word) > 255:
            raise RuntimeError(
                f"ParameterScratchpad: state_table_idx {word} of '{name}' is not a byte"
            )
        if kind not in _ENCODE:
            raise RuntimeError(
                f"ParameterScratchpad: parameter '{name}' has kind '{kind}' (core or addr)"
            )
        if name in slots:
            raise RuntimeError(f"ParameterScratchpad: parameter '{name}' is listed twice")
        bounds = (int(row[4]), int(row[5])) if len(row) >= 6 and row[4] != "-" else None
        slots[name] = (int(word), kind, bounds)
    return slots


class ParameterScratchpad:
    """The scratchpad of ``run`` (``run.get_ctrl_scratchpad_bo()``), laid
    out as the parameter file ``params_path`` says; cleared."""

    def __init__(self, run, params_path):
        self._slots = _read_parameters(params_path)
        self._bo = run.get_ctrl_scratchpad_bo()
        need = 4 * len(self._slots)
        if self._bo.size() < need:
            raise RuntimeError(
                f"ParameterScratchpad: the scratchpad holds {self._bo.size()} bytes, "
                f"the parameters need {need}"
            )
        self._mv = self._bo.map()
        self._words = np.frombuffer(self._mv, dtype=np.uint32)
        self._words[: len(self._slots)] = 0

    def _slot(self, name):
        if name not in self._slots:
            raise RuntimeError(f"ParameterScratchpad: unknown parameter '{name}'")
        return self._slots[name]

    def write(self, name: str, value) -> None:
        """Writes ``value`` (an int, a float, or anything with ``tobytes()``
        of at most 4 bytes, little-endian) to parameter ``name``."""
        word, kind, bounds = self._slot(name)
        bits = int.from_bytes(_to_bytes(value)[:4].ljust(4, b"\0"), "little")
        signed = bits - (1 << 32) if bits & (1 << 31) else bits
        if bounds and not bounds[0] <= signed <= bounds[1]:
            raise ValueError(
                f"ParameterScratchpad: parameter '{name}' = {signed} is outside "
                f"[{bounds[0]}, {bounds[1]}], the values that keep its transfers "
                "within their buffers"
            )
        self._words[word] = _ENCODE[kind](bits)

    def sync(self) -> None:
        """Sends the values to the device; call before the run starts."""
        self._bo.sync(pyxrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)

    def read(self, name: str) -> int:
        """The word of parameter ``name`` as stored (encoded for its kind)."""
        word, _, _ = self._slot(name)
        return int(self._words[word])
