"""The JSON form of ``CompileTime`` values (:meth:`CompilableDesign.to_json`)
and the stand-in for runtime tensors while a design is generated."""

from __future__ import annotations

from typing import Any

# The types a value keeps through JSON, by the name it is stored with.
_KWARG_TYPE_MAP = {"bool": bool, "int": int, "float": float, "str": str}


def _encode_kwarg(value: Any) -> Any:
    """``[type name, value]`` for a bool, int, float or str; any other value
    as ``["str", str(value)]``."""
    for name in ("bool", "int", "float", "str"):  # bool before int: it is one
        if isinstance(value, _KWARG_TYPE_MAP[name]):
            return [name, value]
    return ["str", str(value)]


def _decode_kwarg(encoded: Any) -> Any:
    """The value :func:`_encode_kwarg` encoded (an unknown type name: a
    string); anything but a pair is returned as it is."""
    if not isinstance(encoded, list) or len(encoded) != 2:
        return encoded
    name, value = encoded
    return _KWARG_TYPE_MAP.get(name, str)(value)


class _TensorPlaceholder:
    """What a generator gets for an ``In``/``Out``/``InOut`` parameter: any
    use of it (attribute, assignment, indexing) is a ``RuntimeError`` naming
    the parameter, since runtime tensors do not exist at compile time."""

    def __init__(self, param_name: str) -> None:
        object.__setattr__(self, "_param_name", param_name)

    def _raise(self, op: str = "") -> None:
        name = object.__getattribute__(self, "_param_name")
        suffix = f": {op}" if op else ""
        raise RuntimeError(
            f"Generator parameter {name!r} is a runtime tensor (In/Out/InOut) and is "
            f"not available at compile time{suffix}. Use CompileTime[T] parameters for "
            f"shape/dtype information instead."
        )

    def __getattr__(self, name: str):
        self._raise(f".{name}")

    def __setattr__(self, name: str, value) -> None:
        self._raise(f".{name} = ...")

    def __getitem__(self, key):
        self._raise(f"[{key!r}]")

    def __repr__(self) -> str:
        return (
            f"<_TensorPlaceholder for {object.__getattribute__(self, '_param_name')!r}>"
        )
